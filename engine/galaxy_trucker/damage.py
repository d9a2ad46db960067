"""What meteors and shots do to a Galaxy Trucker ship (shared/rules/galaxy_trucker/RULES.md, sections 5.7,
6.2, 8.1): the first tile in a projectile's line, the shields and cannons that stop it, heavy cargo's
armour, and the tiles destroyed with everything that breaks off after them."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from engine.galaxy_trucker.crew import unsupported_aliens
from engine.galaxy_trucker.data import CANNON, EXPLOSIVE, FRAGILE, HEAVY, SHIELD, SMOOTH, N
from engine.galaxy_trucker.ship import _RING, Cell, Ship, _dead, _table, parts, remove_tile

__all__ = ["Destroyed", "armoured", "destroy", "first_hit", "keep_part", "meteor_cannons", "shields_covering"]


@dataclass(slots=True)
class Destroyed:
    """What a destruction did (RULES 5.7)."""

    lost: list[tuple[Cell, int, int]]  # (cell, tile, rotation) removed, in removal order
    parts: list[frozenset[Cell]]  # parts remaining; > 1 means the owner must choose one (keep_part)
    aliens_left: list[tuple[Cell, int]] = field(default_factory=list)  # (cell, colour) that lost life support
    # the cascade (M): each explosive lost, with how many tiles it took that were not lost already, in
    # the order they blew up; and the fragile tiles a neighbour's loss broke (not those hit or cut away)
    explosions: list[tuple[Cell, int]] = field(default_factory=list)
    broken: list[Cell] = field(default_factory=list)


# ---------------------------------------------------------------------------------------------
# projectiles (RULES 6.2)


def first_hit(ship: Ship, from_side: int, line: int) -> Cell | None:
    """The first tile a projectile meets: from N/S `line` is a column, from E/W a row; None on a miss."""
    if from_side in (0, 2):
        in_line = [c for c in ship.tiles if c[1] == line]
        if not in_line:
            return None
        return min(in_line) if from_side == 0 else max(in_line)
    in_line = [c for c in ship.tiles if c[0] == line]
    if not in_line:
        return None
    return max(in_line) if from_side == 1 else min(in_line)


def shields_covering(ship: Ship, side: int) -> list[Cell]:
    """Usable (not dead) shields covering that side of the ship, sorted."""
    table = _table()
    rows, cols = _dead(ship)
    out = []
    for cell, (t, r) in ship.tiles.items():
        p = table[t * 4 + r]
        if p.kind is SHIELD and side in p.protects and cell[0] not in rows and cell[1] not in cols:
            out.append(cell)
    out.sort()
    return out


def meteor_cannons(ship: Ship, from_side: int, line: int) -> tuple[list[Cell], list[Cell]]:
    """(single, double) usable cannons that can shoot a large meteor arriving from `from_side` on `line`.

    From the front: a cannon facing N in the same column. From a side or the rear: a cannon facing
    that way in the same or an adjacent line (rows for E/W, columns for S). Both lists sorted.
    """
    table = _table()
    rows, cols = _dead(ship)
    axis = 0 if from_side in (1, 3) else 1
    reach = 0 if from_side == N else 1
    singles: list[Cell] = []
    doubles: list[Cell] = []
    for cell, (t, r) in ship.tiles.items():
        p = table[t * 4 + r]
        if p.kind is not CANNON or p.facing != from_side or abs(cell[axis] - line) > reach:
            continue
        if cell[0] in rows or cell[1] in cols:
            continue
        (doubles if p.double else singles).append(cell)
    singles.sort()
    doubles.sort()
    return singles, doubles


def armoured(ship: Ship, cell: Cell, side: int) -> bool:
    """Heavy cargo struck on a smooth side: the hit has no effect (RULES 8.1)."""
    placed = ship.tiles.get(cell)
    if placed is None:
        return False
    p = _table()[placed[0] * 4 + placed[1]]
    return p.kind is HEAVY and p.conns[side] == SMOOTH


# ---------------------------------------------------------------------------------------------
# destruction (RULES 5.7)


def destroy(ship: Ship, cells: Iterable[Cell], cascade: bool = True) -> Destroyed:
    """Destroy the tiles at `cells` (cells without a tile are ignored); mutates.

    With `cascade` (in flight) an explosive in the lost set takes its 8 neighbours with it and a
    fragile tile with any of its 8 neighbours lost is lost too, up to a fixpoint. Contents go away,
    aliens that lost their life support leave, and the remaining parts are returned (not chosen).
    """
    tiles = ship.tiles
    table = _table()
    order: list[Cell] = []
    seen: set[Cell] = set()
    for cell in cells:
        if cell in tiles and cell not in seen:
            seen.add(cell)
            order.append(cell)
    explosions: list[tuple[Cell, int]] = []
    broken: list[Cell] = []
    if cascade:
        i = 0
        while i < len(order):
            cell = order[i]
            i += 1
            t, r = tiles[cell]
            explosive = table[t * 4 + r].kind is EXPLOSIVE
            taken = 0
            for other in _RING[cell]:
                if other in seen:
                    continue
                placed = tiles.get(other)
                if placed is None:
                    continue
                if explosive:
                    taken += 1
                elif table[placed[0] * 4 + placed[1]].kind is FRAGILE:
                    broken.append(other)
                else:
                    continue
                seen.add(other)
                order.append(other)
            if explosive:
                explosions.append((cell, taken))
    lost: list[tuple[Cell, int, int]] = []
    for cell in order:
        t, r = tiles[cell]
        lost.append((cell, t, r))
        remove_tile(ship, cell)
    left: list[tuple[Cell, int]] = []
    if ship.aliens:
        for cell in unsupported_aliens(ship):
            left.append((cell, ship.aliens.pop(cell)))
    return Destroyed(lost, parts(ship), left, explosions, broken)


def keep_part(ship: Ship, keep: frozenset[Cell], cascade: bool = True) -> Destroyed:
    """The owner keeps `keep` (one of the current parts); every other tile is destroyed.

    Cut-away explosive and fragile tiles still act (with `cascade`), so the kept part may lose tiles
    and split again. Raises ValueError if `keep` is not a current part.
    """
    if keep not in parts(ship):
        raise ValueError("not a part of the ship")
    return destroy(ship, sorted(c for c in ship.tiles if c not in keep), cascade)
