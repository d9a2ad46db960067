"""Each player's canal system (RULES.md §5.2, §6.6, §6.7): cards on a square grid, their spaces,
ports and water connections, where new cards may go, and where the boat may sail."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import cache, lru_cache

from engine.shipyard.data import DIRS, OPPOSITE, STEP, tables

Cell = tuple[int, int]
Node = tuple[int, int, str]  # cell and space
Grid = Mapping[Cell, tuple[str, int]]  # cell -> (tile id, rotation)


def turned(direction: str, rotation: int) -> str:
    """A direction turned `rotation` quarter turns clockwise."""
    return DIRS[(DIRS.index(direction) + rotation) % 4]


@cache
def ports(tile: str, rotation: int) -> dict[str, str]:
    """Direction -> space owning a port there, for a card placed with `rotation` (do not mutate)."""
    shape = tables().shapes[tables().canals[tile].shape]
    return {turned(d, rotation): s for d, s in shape.ports}


@cache
def port_of(tile: str, rotation: int, space: str) -> str:
    """The direction of the space's port ('' for an inner space)."""
    for d, s in ports(tile, rotation).items():
        if s == space:
            return d
    return ""


def end_spaces(tile: str) -> tuple[str, ...]:
    shape = tables().shapes[tables().canals[tile].shape]
    return tuple(s for _, s in shape.ports)


def spaces(tile: str) -> tuple[str, ...]:
    return tables().shapes[tables().canals[tile].shape].spaces


@cache
def symbol(tile: str, space: str) -> str:
    for s, sym in tables().canals[tile].symbols:
        if s == space:
            return sym
    return ""


@cache
def _inner(tile: str, space: str) -> list[str]:
    out = []
    for a, b in tables().shapes[tables().canals[tile].shape].links:
        if a == space:
            out.append(b)
        elif b == space:
            out.append(a)
    return out


def placement_cells(grid: Grid) -> list[Cell]:
    """Empty cells sharing an edge with a card of the system (the origin for the first card)."""
    if not grid:
        return [(0, 0)]
    out: set[Cell] = set()
    for x, y in grid:
        for dx, dy in STEP.values():
            c = (x + dx, y + dy)
            if c not in grid:
                out.add(c)
    return sorted(out, key=lambda c: (c[1], c[0]))


def joined(grid: Grid, cell: Cell, direction: str) -> Cell | None:
    """The neighbouring card joined by water through `direction`, if any."""
    if cell not in grid:
        return None
    tile, rot = grid[cell]
    if direction not in ports(tile, rot):
        return None
    dx, dy = STEP[direction]
    other = (cell[0] + dx, cell[1] + dy)
    if other not in grid:
        return None
    t2, r2 = grid[other]
    return other if OPPOSITE[direction] in ports(t2, r2) else None


def moves(grid: Grid, node: Node, stern: str) -> list[tuple[Node, str]]:
    """Every next space from `node` (never back where the stern points), with the new stern."""
    x, y, space = node
    tile, rot = grid[(x, y)]
    out: list[tuple[Node, str]] = []
    for s in _inner(tile, space):
        if stern != f"s:{s}":
            out.append(((x, y, s), f"s:{space}"))
    d = port_of(tile, rot, space)
    if d and stern != f"e:{d}":
        other = joined(grid, (x, y), d)
        if other is not None:
            t2, r2 = grid[other]
            back = OPPOSITE[d]
            out.append(((other[0], other[1], ports(t2, r2)[back]), f"e:{back}"))
    return out


def paths(grid: Grid, node: Node, stern: str, length: int) -> Iterator[tuple[Node, ...]]:
    """Every legal voyage of exactly `length` moves (a card once left is never re-entered)."""

    def walk(at: Node, st: str, left: frozenset[Cell], n: int, trail: tuple[Node, ...]) -> Iterator[tuple[Node, ...]]:
        if n == 0:
            yield trail
            return
        for nxt, nst in moves(grid, at, st):
            cell = (nxt[0], nxt[1])
            if cell in left:
                continue
            new_left = left | {(at[0], at[1])} if cell != (at[0], at[1]) else left
            yield from walk(nxt, nst, new_left, n - 1, (*trail, nxt))

    yield from walk(node, stern, frozenset(), length, ())


def can_sail(grid: Grid, node: Node | None, stern: str, length: int, left: frozenset[Cell] = frozenset()) -> bool:
    """Is the system long enough for a voyage of exactly `length` moves from the boat?"""
    if node is None or (node[0], node[1]) not in grid:
        return False
    if length <= 0:
        return True

    def walk(at: Node, st: str, lft: frozenset[Cell], n: int) -> bool:
        if n == 0:
            return True
        for nxt, nst in moves(grid, at, st):
            cell = (nxt[0], nxt[1])
            if cell in lft:
                continue
            new_left = lft | {(at[0], at[1])} if cell != (at[0], at[1]) else lft
            if walk(nxt, nst, new_left, n - 1):
                return True
        return False

    return walk(node, stern, left, length)


def longest(grid: Grid, node: Node | None, stern: str, cap: int = 16) -> int:
    """The longest voyage possible from the boat, up to `cap` moves (bots)."""
    if node is None or (node[0], node[1]) not in grid:
        return 0
    return _longest(tuple(sorted(grid.items())), node, stern, cap)


@lru_cache(maxsize=1 << 15)
def _longest(cards: tuple[tuple[Cell, tuple[str, int]], ...], node: Node, stern: str, cap: int) -> int:
    """`longest` of a system given as its sorted cards: the bots ask it of every canal they might
    rent, turn after turn, and the walk is the slow part of their choice."""
    grid = dict(cards)
    best = 0

    def walk(at: Node, st: str, lft: frozenset[Cell], n: int) -> None:
        nonlocal best
        best = max(best, n)
        if best >= cap:
            return
        for nxt, nst in moves(grid, at, st):
            cell = (nxt[0], nxt[1])
            if cell in lft:
                continue
            walk(nxt, nst, lft | {(at[0], at[1])} if cell != (at[0], at[1]) else lft, n + 1)

    walk(node, stern, frozenset(), 0)
    return best


def connected(grid: Grid, start: Cell) -> set[Cell]:
    """Cards joined to `start` by water (undirected)."""
    seen = {start}
    todo = [start]
    while todo:
        c = todo.pop()
        for d in DIRS:
            o = joined(grid, c, d)
            if o is not None and o not in seen:
                seen.add(o)
                todo.append(o)
    return seen
