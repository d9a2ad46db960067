"""What a built Galaxy Trucker ship can do in flight (shared/rules/galaxy_trucker/RULES.md 5.3, 5.4,
5.6): engine power, firepower, batteries, crew and holds, read from the tables ship.py digests.

Firepower is kept in half points (ints) throughout. The counts a bot asks for again and again are
remembered in the ship's memo, like ship.py's own facts, until the tiles change.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable

from engine.galaxy_trucker.data import BROWN, CANNON, CARGO, ENGINE, PURPLE, SPECIAL_CARGO, N
from engine.galaxy_trucker.ship import MEMO_WORK, Cell, Ship, _dead, _remember, _table

# ---------------------------------------------------------------------------------------------
# strength (RULES 5.3, 5.4)


def single_engines(ship: Ship) -> int:
    """Usable single engines (not in a dead zone)."""
    return _engines(ship)[0]


def _usable(ship: Ship, kind: str, double: bool) -> list[Cell]:
    return list(_remember(ship, (kind, double), _USABLE[kind, double]))


def _usable_cells(ship: Ship, kind: str, double: bool) -> tuple[Cell, ...]:
    table = _table()
    rows, cols = _dead(ship)
    out = []
    for cell, (t, r) in ship.tiles.items():
        p = table[t * 4 + r]
        if p.kind is kind and p.double == double and cell[0] not in rows and cell[1] not in cols:
            out.append(cell)
    out.sort()
    return tuple(out)


# the usable tiles `_usable` is asked for, each worked out by its own function
_USABLE: dict[Hashable, Callable[[Ship], tuple[Cell, ...]]] = {
    (ENGINE, True): lambda ship: _usable_cells(ship, ENGINE, True),
    (CANNON, True): lambda ship: _usable_cells(ship, CANNON, True),
}


def double_engines(ship: Ship) -> list[Cell]:
    """Usable double engines, sorted."""
    return _usable(ship, ENGINE, True)


def double_cannons(ship: Ship) -> list[Cell]:
    """Usable double cannons, sorted."""
    return _usable(ship, CANNON, True)


def heavy_penalty(ship: Ship) -> int:
    """Sum of the engine penalties of the heavy cargo aboard (dead zones do not matter)."""
    table = _table()
    return sum(table[t * 4 + r].penalty for t, r in ship.tiles.values())


def engine_strength(ship: Ship, powered: int) -> int:
    """Single engines + 2 per powered double, +2 for a brown alien if that is > 0, minus heavy cargo, >= 0.

    Raises ValueError if more doubles are powered than the ship can use.
    """
    singles, doubles, penalty = _engines(ship)
    if not 0 <= powered <= doubles:
        raise ValueError(f"cannot power {powered} double engines (usable: {doubles})")
    total = singles + 2 * powered
    if total > 0 and BROWN in ship.aliens.values():
        total += 2
    return max(0, total - penalty)


def _engines(ship: Ship) -> tuple[int, int, int]:
    """(usable single engines, usable double engines, heavy cargo's engine penalty)."""
    return _remember(ship, "engines", _count_engines)


def _count_engines(ship: Ship) -> tuple[int, int, int]:
    table = _table()
    rows, cols = _dead(ship)
    singles = doubles = penalty = 0
    for cell, (t, r) in ship.tiles.items():
        p = table[t * 4 + r]
        if p.kind is ENGINE:
            if cell[0] not in rows and cell[1] not in cols:
                if p.double:
                    doubles += 1
                else:
                    singles += 1
        elif p.penalty:
            penalty += p.penalty
    return singles, doubles, penalty


def cannon_value_half(ship: Ship, cell: Cell, powered: bool) -> int:
    """A cannon's firepower in half points: single 2 front / 1 otherwise; double powered 4 / 2; else 0."""
    placed = ship.tiles.get(cell)
    if placed is None:
        return 0
    table = _table()
    p = table[placed[0] * 4 + placed[1]]
    if p.kind is not CANNON or (p.double and not powered):
        return 0
    rows, cols = _dead(ship)
    if cell[0] in rows or cell[1] in cols:
        return 0
    value = 2 if p.facing == N else 1
    return value * 2 if p.double else value


def firepower_half(ship: Ship, powered: Iterable[Cell]) -> int:
    """All usable single cannons plus the `powered` double cannons, in half points; +4 for a purple
    alien if the cannon total is > 0.

    Raises ValueError if a powered cell is not a usable double cannon.
    """
    on = set(powered)
    table = _table()
    rows, cols = _dead(ship)
    total = 0
    used = 0
    for cell, (t, r) in ship.tiles.items():
        p = table[t * 4 + r]
        if p.kind is not CANNON or cell[0] in rows or cell[1] in cols:
            continue
        if p.double:
            if cell in on:
                used += 1
                total += 4 if p.facing == N else 2
        else:
            total += 2 if p.facing == N else 1
    if used != len(on):
        raise ValueError(f"not usable double cannons: {sorted(c for c in on if c not in double_cannons(ship))}")
    if total > 0 and PURPLE in ship.aliens.values():
        total += 4
    return total


def battery_total(ship: Ship) -> int:
    return sum(ship.cells.values())


def humans_total(ship: Ship) -> int:
    return sum(ship.humans.values())


def crew(ship: Ship) -> int:
    """Humans + aliens (each alien counts 1)."""
    return sum(ship.humans.values()) + len(ship.aliens)


def crew_in(ship: Ship, cells: Iterable[Cell]) -> int:
    """The crew aboard these cells (a part of a split ship), counted as `crew` counts the whole ship."""
    return sum(ship.humans.get(c, 0) + (1 if c in ship.aliens else 0) for c in cells)


# ---------------------------------------------------------------------------------------------
# cargo (RULES 5.6)


def holds(ship: Ship) -> list[tuple[Cell, int, bool]]:
    """(cell, capacity, holds_red) of every cargo and special cargo hold, sorted by cell."""
    return list(_remember(ship, "holds", _holds))


def _holds(ship: Ship) -> tuple[tuple[Cell, int, bool], ...]:
    table = _table()
    out = []
    for cell, (t, r) in ship.tiles.items():
        p = table[t * 4 + r]
        if p.kind is CARGO or p.kind is SPECIAL_CARGO:
            out.append((cell, p.spec.capacity, p.spec.holds_red))
    out.sort()
    return tuple(out)


MEMO_WORK.update({"engines": _count_engines, "holds": _holds, **_USABLE})
