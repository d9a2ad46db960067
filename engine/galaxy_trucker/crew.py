"""Crew and aliens aboard a Galaxy Trucker ship (shared/rules/galaxy_trucker/RULES.md, sections 4.2, 5.5, 8):
who may board which cabin at preparation, the batteries filled then, the aliens that lose their life
support, and the cabins an epidemic strikes."""

from __future__ import annotations

from engine.galaxy_trucker.data import BATTERY, BROWN, CABIN, LIFE_SUPPORT, PURPLE, RADIOACTIVE, STARTING_CABIN
from engine.galaxy_trucker.ship import _JOIN, _NB, _OPP, Cell, Ship, _dead, _Placed, _table

__all__ = ["alien_cabins", "infected_cabins", "prepare_crew", "radioactive_blocked", "unsupported_aliens"]


def radioactive_blocked(ship: Ship, cell: Cell) -> bool:
    """Orthogonally adjacent (joined or not) to a radioactive tile."""
    tiles = ship.tiles
    table = _table()
    for n in _NB[cell]:
        placed = tiles.get(n)
        if placed is not None and table[placed[0] * 4 + placed[1]].kind is RADIOACTIVE:
            return True
    return False


def _joined_to(tiles: dict[Cell, tuple[int, int]], table: list[_Placed], cell: Cell) -> list[tuple[Cell, _Placed]]:
    """The tiles joined by a joint to the tile at `cell`."""
    t, r = tiles[cell]
    conns = table[t * 4 + r].conns
    nb = _NB[cell]
    out = []
    for side in range(4):
        a = conns[side]
        if not a:
            continue
        placed = tiles.get(nb[side])
        if placed is not None:
            q = table[placed[0] * 4 + placed[1]]
            if _JOIN[a * 4 + q.conns[_OPP[side]]]:
                out.append((nb[side], q))
    return out


def alien_cabins(ship: Ship, colour: int) -> list[Cell]:
    """Regular cabins that may take an alien of `colour` at preparation, sorted.

    The cabin must be joined to a life support of that colour outside any dead zone, and must itself
    be outside the dead zones and not next to radioactive cargo.
    """
    tiles = ship.tiles
    table = _table()
    rows, cols = _dead(ship)
    out = []
    for cell, (t, r) in tiles.items():
        if table[t * 4 + r].kind is not CABIN or cell[0] in rows or cell[1] in cols:
            continue
        if radioactive_blocked(ship, cell):
            continue
        for at, q in _joined_to(tiles, table, cell):
            if q.kind is LIFE_SUPPORT and q.spec.alien == colour and at[0] not in rows and at[1] not in cols:
                out.append(cell)
                break
    out.sort()
    return out


def unsupported_aliens(ship: Ship) -> list[Cell]:
    """Aliens whose cabin is no longer joined to a life support of their colour, sorted.

    Dead zones do not matter here: their effect on crew is applied once, at preparation (DECISION 31).
    """
    tiles = ship.tiles
    table = _table()
    out = []
    for cell, colour in ship.aliens.items():
        placed = tiles.get(cell)
        if placed is None or table[placed[0] * 4 + placed[1]].kind is not CABIN:
            out.append(cell)
            continue
        if not any(q.kind is LIFE_SUPPORT and q.spec.alien == colour for _, q in _joined_to(tiles, table, cell)):
            out.append(cell)
    out.sort()
    return out


def prepare_crew(ship: Ship, aliens: dict[Cell, int]) -> None:
    """Board crew and fill batteries at flight preparation (RULES 4.2); mutates.

    Every cabin (the starting cabin too) gets its 2 humans, except cabins given an alien in `aliens`
    (1 alien instead) and cabins that receive nothing: next to radioactive cargo or in a dead zone.
    Battery tiles are filled unless next to radioactive cargo or in a dead zone. Earlier crew and
    cells are replaced. Raises ValueError on an illegal alien assignment.
    """
    per_colour: dict[int, Cell] = {}
    for cell, colour in aliens.items():
        if colour not in (BROWN, PURPLE):
            raise ValueError(f"unknown alien colour {colour}")
        if colour in per_colour:
            raise ValueError(f"two aliens of colour {colour}: {per_colour[colour]} and {cell}")
        per_colour[colour] = cell
        if cell not in alien_cabins(ship, colour):
            raise ValueError(f"cabin {cell} cannot take an alien of colour {colour}")
    table = _table()
    rows, cols = _dead(ship)
    humans: dict[Cell, int] = {}
    batteries: dict[Cell, int] = {}
    for cell, (t, r) in ship.tiles.items():
        p = table[t * 4 + r]
        kind = p.kind
        if kind is not CABIN and kind is not STARTING_CABIN and kind is not BATTERY:
            continue
        if cell[0] in rows or cell[1] in cols or radioactive_blocked(ship, cell):
            continue
        if kind is BATTERY:
            if p.spec.capacity > 0:
                batteries[cell] = p.spec.capacity
        elif cell not in aliens and p.spec.crew > 0:
            humans[cell] = p.spec.crew
    ship.humans = humans
    ship.aliens = dict(aliens)
    ship.cells = batteries


def infected_cabins(ship: Ship) -> list[Cell]:
    """Epidemic: occupied cabins (the starting cabin included) joined to another occupied cabin, sorted."""
    tiles = ship.tiles
    table = _table()
    occupied = {c for c, n in ship.humans.items() if n > 0} | set(ship.aliens)
    out = []
    for cell in occupied:
        placed = tiles.get(cell)
        if placed is None or table[placed[0] * 4 + placed[1]].kind not in (CABIN, STARTING_CABIN):
            continue
        if any(at in occupied and q.kind in (CABIN, STARTING_CABIN) for at, q in _joined_to(tiles, table, cell)):
            out.append(cell)
    out.sort()
    return out
