"""Galaxy Trucker ship model and geometry (shared/rules/galaxy_trucker/RULES.md, sections 1, 3.2, 4.1, 5).

A ship is a plain mutable record: the tiles on the board plus what they carry. Everything else is a
function of it. Cells are `(row, col)`; rows grow toward the rear (side S), columns to the right (E).
A placed tile is `(tile_index, rotation)` with rotation k = k quarter turns clockwise.

Speed matters (bots evaluate many ships), so each `(tile, rotation)` pair is pre-digested once into a
`_Placed` record (rotated connectors, barrel/exhaust side, shield sides, dead-zone axes) and cell
neighbours come from a shared table; no per-call rebuilding of dict-of-dicts.

Crew and aliens aboard are in crew.py, what meteors and shots hit and what breaks off in damage.py,
what the built ship can do in flight (engine power, firepower, batteries, crew, holds) in power.py;
all three read the tables digested here.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import TypeVar

from engine.galaxy_trucker.data import (
    ARTIFACT,
    BATTERY,
    CABIN,
    CANNON,
    CARGO,
    ENGINE,
    EXPLOSIVE,
    FRAGILE,
    HEAVY,
    LIFE_SUPPORT,
    RADIOACTIVE,
    SHIELD,
    SMOOTH,
    SPECIAL_CARGO,
    STARTING_CABIN,
    STEP,
    STRUCTURAL,
    S,
    TileSpec,
    compatible,
    components,
    connector,
    joined,
    turned,
)

Cell = tuple[int, int]
Four = tuple[Cell, Cell, Cell, Cell]

__all__ = [
    "Cell",
    "Fault",
    "Ship",
    "auto_fix",
    "dead_lines",
    "disconnected",
    "exposed",
    "faults",
    "fitting_rotations",
    "fitting_places",
    "relocations",
    "is_dead",
    "memo_problems",
    "neighbour",
    "new_ship",
    "parts",
    "place",
    "placement_problem",
    "removable_for_check",
    "remove_tile",
    "side_connector",
    "spec_at",
]


# ---------------------------------------------------------------------------------------------
# the ship record


@dataclass(slots=True)
class Ship:
    """One player's ship: tiles on the board and their contents (only non-empty entries are kept)."""

    board: str  # "I", "II", "III", "IIIa"
    tiles: dict[Cell, tuple[int, int]]  # cell -> (tile index, rotation)
    humans: dict[Cell, int] = field(default_factory=dict)  # humans per cabin cell (> 0)
    aliens: dict[Cell, int] = field(default_factory=dict)  # cabin cell -> BROWN / PURPLE
    cells: dict[Cell, int] = field(default_factory=dict)  # battery cells left per battery tile (> 0)
    goods: dict[Cell, tuple[int, ...]] = field(default_factory=dict)  # sorted goods per hold (non-empty)
    # What the tiles alone decide (dead zones, usable engines, holds, parts), worked out once per
    # arrangement: `place` and `remove_tile`, the only writers of `tiles`, start a fresh record, and a
    # copy shares its original's, since their tiles stay alike until one of them changes (the bots'
    # play-outs read these thousands of times between two hits). Not part of the ship's value.
    memo: dict[object, object] = field(default_factory=dict, compare=False, repr=False)

    def copy(self) -> Ship:
        return Ship(
            self.board,
            dict(self.tiles),
            dict(self.humans),
            dict(self.aliens),
            dict(self.cells),
            dict(self.goods),
            self.memo,
        )


@dataclass(frozen=True, slots=True)
class Fault:
    """One breach found by the ship check (RULES 4.1)."""

    code: str  # "E1".."E7"
    cells: tuple[Cell, ...]  # E1/E6/E7: the two tiles, sorted; E2/E5: the tile; E3/E4: engine/cannon, blocker


# ---------------------------------------------------------------------------------------------
# pre-digested tiles and geometry tables


@dataclass(frozen=True, slots=True)
class _Placed:
    """A tile at one rotation, with everything the hot loops need."""

    spec: TileSpec
    kind: str  # the data.py constant object itself, so `is` comparisons work
    conns: tuple[int, int, int, int]  # connector shown on sides N, E, S, W
    open_sides: tuple[int, ...]  # sides with a connector
    facing: int  # cannon barrel / engine exhaust side after rotation, else -1
    double: bool
    protects: tuple[int, ...]  # shield: sides covered after rotation
    dead_row: bool  # artifact: its row is dead
    dead_col: bool  # artifact: its column is dead
    penalty: int  # heavy cargo engine penalty


_KINDS = {
    k: k
    for k in (
        CANNON,
        ENGINE,
        CABIN,
        LIFE_SUPPORT,
        CARGO,
        SPECIAL_CARGO,
        BATTERY,
        SHIELD,
        STRUCTURAL,
        STARTING_CABIN,
        EXPLOSIVE,
        FRAGILE,
        HEAVY,
        RADIOACTIVE,
        ARTIFACT,
    )
}

_TABLE: list[_Placed] = []  # index tile * 4 + rotation


def _digest(spec: TileSpec, rot: int) -> _Placed:
    conns = (connector(spec, rot, 0), connector(spec, rot, 1), connector(spec, rot, 2), connector(spec, rot, 3))
    dead_row = dead_col = False
    if spec.kind == ARTIFACT:
        if spec.dead_zone == "cross":
            dead_row = dead_col = True
        else:
            column_first = spec.line_axis != "row"
            if (rot % 2 == 0) == column_first:
                dead_col = True
            else:
                dead_row = True
    return _Placed(
        spec=spec,
        kind=_KINDS.get(spec.kind, spec.kind),
        conns=conns,
        open_sides=tuple(s for s in range(4) if conns[s] != SMOOTH),
        facing=turned(spec.facing, rot) if spec.facing >= 0 else -1,
        double=spec.double,
        protects=tuple(turned(p, rot) for p in spec.protects),
        dead_row=dead_row,
        dead_col=dead_col,
        penalty=spec.engine_penalty if spec.kind == HEAVY else 0,
    )


def _table() -> list[_Placed]:
    if not _TABLE:
        _TABLE.extend(_digest(spec, rot) for spec in components().tiles for rot in range(4))
    return _TABLE


class _Neighbours(dict[Cell, Four]):
    """Cell -> its four orthogonal neighbours in side order N, E, S, W (filled on demand)."""

    def __missing__(self, cell: Cell) -> Four:
        r, c = cell
        value: Four = ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1))
        self[cell] = value
        return value


class _Ring(dict[Cell, tuple[Cell, ...]]):
    """Cell -> its 8 orthogonal and diagonal neighbours, sorted (filled on demand)."""

    def __missing__(self, cell: Cell) -> tuple[Cell, ...]:
        r, c = cell
        value = tuple((r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc)
        self[cell] = value
        return value


_NB = _Neighbours()
_RING = _Ring()

# facing-side pair tables, index a * 4 + b
_JOIN = tuple(joined(a, b) for a in range(4) for b in range(4))
_LEGAL = tuple(compatible(a, b) for a in range(4) for b in range(4))
_OPP = (2, 3, 0, 1)
_NO_LINES: tuple[frozenset[int], frozenset[int]] = (frozenset(), frozenset())


def _start(ship: Ship) -> Cell:
    return components().boards[ship.board].start


_T = TypeVar("_T")


_TILES = "tiles"  # the memo's own record of the tiles its facts were worked out from
# how each remembered fact is worked out afresh, for `memo_problems`; power.py adds its own facts
# (a fact can only be in a memo once the module that remembers it has been imported)
MEMO_WORK: dict[Hashable, Callable[[Ship], object]] = {}


def _remember(ship: Ship, key: Hashable, work_out: Callable[[Ship], _T]) -> _T:
    """`work_out(ship)`, kept in `ship.memo` under `key` until the tiles change."""
    memo = ship.memo
    found = memo.get(key)
    if found is None:
        if not memo:
            memo[_TILES] = dict(ship.tiles)
        found = memo[key] = work_out(ship)
    return found  # type: ignore[return-value]


def _dead(ship: Ship) -> tuple[frozenset[int], frozenset[int]]:
    return _remember(ship, "dead", _dead_lines)


def _dead_lines(ship: Ship) -> tuple[frozenset[int], frozenset[int]]:
    table = _table()
    rows: set[int] | None = None
    cols: set[int] | None = None
    for cell, (t, r) in ship.tiles.items():
        p = table[t * 4 + r]
        if p.kind is ARTIFACT:
            if rows is None or cols is None:
                rows, cols = set(), set()
            if p.dead_row:
                rows.add(cell[0])
            if p.dead_col:
                cols.add(cell[1])
    if rows is None or cols is None:
        return _NO_LINES
    return frozenset(rows), frozenset(cols)


# ---------------------------------------------------------------------------------------------
# basics


def new_ship(board: str, start_tile: int) -> Ship:
    """A fresh ship: the starting cabin on the board's start cell, rotation 0."""
    return Ship(board, {components().boards[board].start: (start_tile, 0)})


def spec_at(ship: Ship, cell: Cell) -> TileSpec:
    return components().tiles[ship.tiles[cell][0]]


def side_connector(ship: Ship, cell: Cell, side: int) -> int:
    t, r = ship.tiles[cell]
    return _table()[t * 4 + r].conns[side]


def neighbour(cell: Cell, side: int) -> Cell:
    dr, dc = STEP[side]
    return (cell[0] + dr, cell[1] + dc)


def dead_lines(ship: Ship) -> tuple[frozenset[int], frozenset[int]]:
    """(dead rows, dead columns) from the artifacts on the ship (RULES 8.1)."""
    return _dead(ship)


def is_dead(ship: Ship, cell: Cell) -> bool:
    rows, cols = _dead(ship)
    return cell[0] in rows or cell[1] in cols


def _in_zone(p: _Placed, at: Cell, cell: Cell) -> bool:
    """`cell` lies in the dead zone of artifact `p` standing at `at`."""
    return (p.dead_row and cell[0] == at[0]) or (p.dead_col and cell[1] == at[1])


# ---------------------------------------------------------------------------------------------
# building (RULES 3.2)


def side_fits(ship: Ship, cell: Cell, tile: int, rotation: int) -> list[tuple[int, bool, bool]]:
    """Were `tile` placed on `cell` at `rotation`: (side, legal, joined) for each side facing a tile.

    `legal`: the two facing connectors may touch (else the check will fault it, E1); `joined`:
    they also connect (a smooth side beside a smooth side is legal but joins nothing).
    """
    table = _table()
    new = table[tile * 4 + rotation % 4]
    nb = _NB[cell]
    out = []
    for side in range(4):
        placed = ship.tiles.get(nb[side])
        if placed is None:
            continue
        q = table[placed[0] * 4 + placed[1]]
        pair = new.conns[side] * 4 + q.conns[_OPP[side]]
        out.append((side, _LEGAL[pair], _JOIN[pair]))
    return out


def placement_problem(ship: Ship, cell: Cell, tile: int, rotation: int, strict: bool) -> str | None:
    """Why `tile` at `rotation` may not go onto `cell` now, or None if it may.

    Always: "no_cell", "occupied", "not_adjacent". With `strict` also every breach it would cause at
    once, in this order: "bad_joint", "engine_not_rear", "engine_blocked", "cannon_blocked",
    "not_joined", "radioactive_joined", "artifact_dead_zone".
    """
    if cell not in components().boards[ship.board].cells:
        return "no_cell"
    tiles = ship.tiles
    if cell in tiles:
        return "occupied"
    nb = _NB[cell]
    if not any(n in tiles for n in nb):
        return "not_adjacent"
    if not strict:
        return None
    table = _table()
    new = table[tile * 4 + rotation % 4]
    around: list[tuple[int, _Placed]] = []
    for side in range(4):
        placed = tiles.get(nb[side])
        if placed is not None:
            around.append((side, table[placed[0] * 4 + placed[1]]))
    for side, q in around:
        if not _LEGAL[new.conns[side] * 4 + q.conns[_OPP[side]]]:
            return "bad_joint"
    if new.kind is ENGINE and new.facing != S:
        return "engine_not_rear"
    if new.kind is ENGINE and nb[new.facing] in tiles:
        return "engine_blocked"
    if any(q.kind is ENGINE and q.facing == _OPP[side] for side, q in around):
        return "engine_blocked"
    if new.kind is CANNON and nb[new.facing] in tiles:
        return "cannon_blocked"
    if any(q.kind is CANNON and q.facing == _OPP[side] for side, q in around):
        return "cannon_blocked"
    joints = [q for side, q in around if _JOIN[new.conns[side] * 4 + q.conns[_OPP[side]]]]
    if not joints:
        return "not_joined"
    if new.kind is RADIOACTIVE and any(q.kind is RADIOACTIVE for q in joints):
        return "radioactive_joined"
    if new.kind is ARTIFACT and _artifact_zone(tiles, table, new, cell):
        return "artifact_dead_zone"
    return None


def fitting_rotations(ship: Ship, cell: Cell, tile: int, strict: bool) -> list[int]:
    """The rotations (0–3, in order) at which `tile` may go onto `cell` now: exactly those for which
    placement_problem says None, with the neighbours looked up once for all four (the builders and
    the legal moves ask this for every free cell beside the ship)."""
    if cell not in components().boards[ship.board].cells:
        return []
    tiles = ship.tiles
    if cell in tiles:
        return []
    nb = _NB[cell]
    if not any(n in tiles for n in nb):
        return []
    if not strict:
        return [0, 1, 2, 3]
    table = _table()
    around: list[tuple[int, int, _Placed]] = []  # (side, the facing side's connector, neighbour)
    for side in range(4):
        placed = tiles.get(nb[side])
        if placed is not None:
            q = table[placed[0] * 4 + placed[1]]
            around.append((side, q.conns[_OPP[side]], q))
    if any(q.kind is ENGINE and q.facing == _OPP[side] for side, _, q in around):
        return []  # engine_blocked, whatever the rotation
    if any(q.kind is CANNON and q.facing == _OPP[side] for side, _, q in around):
        return []  # cannon_blocked, whatever the rotation
    out = []
    for rot in range(4):
        new = table[tile * 4 + rot]
        conns = new.conns
        if not all(_LEGAL[conns[side] * 4 + c] for side, c, _ in around):
            continue
        if new.kind is ENGINE and (new.facing != S or nb[new.facing] in tiles):
            continue
        if new.kind is CANNON and nb[new.facing] in tiles:
            continue
        joints = [q for side, c, q in around if _JOIN[conns[side] * 4 + c]]
        if not joints:
            continue
        if new.kind is RADIOACTIVE and any(q.kind is RADIOACTIVE for q in joints):
            continue
        if new.kind is ARTIFACT and _artifact_zone(tiles, table, new, cell):
            continue
        out.append(rot)
    return out


def fitting_places(ship: Ship, tile: int, strict: bool) -> dict[Cell, tuple[int, ...]]:
    """Every free cell where `tile` may go now, in board order, with its fitting rotations (cells
    where none fits left out): `fitting_rotations` over the frontier, remembered until the tiles
    change (the legal moves, the views and the builders ask it many times for one tile in hand).
    The caller must not change the mapping."""
    return _remember(ship, ("fits", tile, strict), lambda s: _fitting_places(s, tile, strict))


def _fitting_places(ship: Ship, tile: int, strict: bool) -> dict[Cell, tuple[int, ...]]:
    out = {}
    for cell in frontier(ship):
        rots = fitting_rotations(ship, cell, tile, strict)
        if rots:
            out[cell] = tuple(rots)
    return out


def relocations(ship: Ship, cell: Cell, strict: bool) -> dict[Cell, tuple[int, ...]]:
    """Where the tile on `cell` could go were it taken off again, as `fitting_places` gives them
    (its own cell among them), remembered until the tiles change. The caller must not change it."""
    return _remember(ship, ("moves", cell, strict), lambda s: _relocations(s, cell, strict))


def _relocations(ship: Ship, cell: Cell, strict: bool) -> dict[Cell, tuple[int, ...]]:
    probe = Ship(ship.board, dict(ship.tiles))
    tile = probe.tiles.pop(cell)[0]
    return _fitting_places(probe, tile, strict)


def _artifact_zone(tiles: dict[Cell, tuple[int, int]], table: list[_Placed], new: _Placed, cell: Cell) -> bool:
    for at, (t, r) in tiles.items():
        other = table[t * 4 + r]
        if other.kind is ARTIFACT and (_in_zone(other, at, cell) or _in_zone(new, cell, at)):
            return True
    return False


def frontier(ship: Ship) -> list[Cell]:
    """The free cells of the ship's board beside at least one of its tiles, in board order (the
    only cells a tile may go onto; placement_problem says "not_adjacent" of every other)."""
    return list(_remember(ship, "frontier", _frontier))


def _frontier(ship: Ship) -> tuple[Cell, ...]:
    cells = components().boards[ship.board].cells
    tiles = ship.tiles
    out = {n for at in tiles for n in _NB[at] if n in cells and n not in tiles}
    return tuple(sorted(out))


def place(ship: Ship, cell: Cell, tile: int, rotation: int) -> None:
    """Put a tile on the ship (no checks; see placement_problem)."""
    ship.tiles[cell] = (tile, rotation % 4)
    ship.memo = {}


def remove_tile(ship: Ship, cell: Cell) -> None:
    """Take the tile off the ship together with whatever it carries."""
    ship.tiles.pop(cell, None)
    ship.memo = {}
    ship.humans.pop(cell, None)
    ship.aliens.pop(cell, None)
    ship.cells.pop(cell, None)
    ship.goods.pop(cell, None)


# ---------------------------------------------------------------------------------------------
# structure (RULES 5.1, 5.2)


def _reach(tiles: dict[Cell, tuple[int, int]], table: list[_Placed], root: Cell) -> set[Cell]:
    """Tiles joint-connected to `root` (empty if root holds no tile)."""
    if root not in tiles:
        return set()
    seen = {root}
    stack = [root]
    while stack:
        cell = stack.pop()
        t, r = tiles[cell]
        conns = table[t * 4 + r].conns
        nb = _NB[cell]
        for side in range(4):
            a = conns[side]
            if not a:
                continue
            other = nb[side]
            if other in seen:
                continue
            placed = tiles.get(other)
            if placed is not None and _JOIN[a * 4 + table[placed[0] * 4 + placed[1]].conns[_OPP[side]]]:
                seen.add(other)
                stack.append(other)
    return seen


def disconnected(ship: Ship, root: Cell | None = None) -> list[Cell]:
    """Tiles not joint-connected to `root` (default: the board's start cell), sorted."""
    tiles = ship.tiles
    reached = _reach(tiles, _table(), _start(ship) if root is None else root)
    return sorted(c for c in tiles if c not in reached)


def parts(ship: Ship) -> list[frozenset[Cell]]:
    """Connected components of the joint graph, sorted by their smallest cell."""
    return list(_remember(ship, "parts", _parts))


def _parts(ship: Ship) -> tuple[frozenset[Cell], ...]:
    tiles = ship.tiles
    table = _table()
    left = set(tiles)
    out: list[frozenset[Cell]] = []
    for cell in sorted(tiles):
        if cell in left:
            part = _reach(tiles, table, cell)
            left -= part
            out.append(frozenset(part))
    return tuple(out)


def exposed_sides(ship: Ship) -> list[tuple[Cell, int]]:
    """The (cell, side) of every exposed connector, sorted: what `exposed` counts."""
    tiles = ship.tiles
    table = _table()
    out = []
    for cell, (t, r) in tiles.items():
        nb = _NB[cell]
        for side in table[t * 4 + r].open_sides:
            if nb[side] not in tiles:
                out.append((cell, side))
    out.sort()
    return out


def exposed(ship: Ship) -> int:
    """Non-smooth sides whose neighbouring cell holds no tile (a universal connector counts 1)."""
    tiles = ship.tiles
    table = _table()
    nbs = _NB
    count = 0
    for cell, (t, r) in tiles.items():
        nb = nbs[cell]
        for side in table[t * 4 + r].open_sides:
            if nb[side] not in tiles:
                count += 1
    return count


# ---------------------------------------------------------------------------------------------
# ship check (RULES 4.1)


def faults(ship: Ship) -> list[Fault]:
    """Every breach E1..E7, sorted by code, then cells."""
    tiles = ship.tiles
    table = _table()
    legal = _LEGAL
    join = _JOIN
    found: list[tuple[str, tuple[Cell, ...]]] = []
    artifacts: list[tuple[Cell, _Placed]] = []
    for cell, (t, r) in tiles.items():
        p = table[t * 4 + r]
        conns = p.conns
        nb = _NB[cell]
        # each adjacent pair once: look east and south
        for side in (1, 2):
            placed = tiles.get(nb[side])
            if placed is None:
                continue
            q = table[placed[0] * 4 + placed[1]]
            key = conns[side] * 4 + q.conns[_OPP[side]]
            if not legal[key]:
                found.append(("E1", (cell, nb[side])))
            elif join[key] and p.kind is RADIOACTIVE and q.kind is RADIOACTIVE:
                found.append(("E6", (cell, nb[side])))
        kind = p.kind
        if kind is ENGINE:
            if p.facing != S:
                found.append(("E2", (cell,)))
            if nb[p.facing] in tiles:
                found.append(("E3", (cell, nb[p.facing])))
        elif kind is CANNON:
            if nb[p.facing] in tiles:
                found.append(("E4", (cell, nb[p.facing])))
        elif kind is ARTIFACT:
            artifacts.append((cell, p))
    if len(artifacts) > 1:
        for i, (a, pa) in enumerate(artifacts):
            for b, pb in artifacts[i + 1 :]:
                if _in_zone(pa, a, b) or _in_zone(pb, b, a):
                    found.append(("E7", (a, b) if a < b else (b, a)))
    reached = _reach(tiles, table, _start(ship))
    if len(reached) < len(tiles):
        found.extend(("E5", (c,)) for c in tiles if c not in reached)
    found.sort()
    return [Fault(code, cells) for code, cells in found]


def removable_for_check(ship: Ship) -> list[Cell]:
    """Tiles involved in any E1-E4/E6/E7 fault except the starting cabin, sorted."""
    start = _start(ship)
    return sorted({c for f in faults(ship) if f.code != "E5" for c in f.cells if c != start})


def auto_fix(ship: Ship) -> list[Cell]:
    """The greedy check of RULES 4.1; mutates the ship and returns the removed cells in order.

    Repeatedly remove the non-start tile involved in the most non-E5 faults (ties: lowest row, then
    lowest column), then every tile not joint-connected to the start cell.
    """
    start = _start(ship)
    removed: list[Cell] = []
    while True:
        counts: dict[Cell, int] = {}
        for f in faults(ship):
            if f.code == "E5":
                continue
            for c in f.cells:
                if c != start:
                    counts[c] = counts.get(c, 0) + 1
        if not counts:
            break
        victim = min(counts, key=lambda c: (-counts[c], c))
        remove_tile(ship, victim)
        removed.append(victim)
    for cell in disconnected(ship):
        remove_tile(ship, cell)
        removed.append(cell)
    return removed


MEMO_WORK.update({"dead": _dead_lines, "parts": _parts, "frontier": _frontier})


def memo_problems(ship: Ship) -> list[str]:
    """The remembered facts of `ship.memo` that its tiles no longer give (none, unless something
    wrote `ship.tiles` other than through `place` and `remove_tile`). The memo keeps a copy of the
    tiles it was started on, compared whole; each single fact is worked out again and compared too,
    except the fitting places, one per tile a builder looked at, which that copy vouches for."""
    probe = Ship(ship.board, dict(ship.tiles))  # the same tiles, nothing remembered
    out = []
    seen = ship.memo.get(_TILES)
    if seen is not None and seen != ship.tiles:
        out.append("the tiles changed without `place` or `remove_tile`")
    for key, value in ship.memo.items():
        if key == _TILES or (isinstance(key, tuple) and key[0] in ("fits", "moves")):
            continue  # the record itself; the fitting places (one per tile looked at) it vouches for
        want = MEMO_WORK[key](probe)
        if value != want:
            out.append(f"{key}: remembered {value!r}, the tiles give {want!r}")
    return out
