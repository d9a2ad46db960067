"""Galaxy Trucker ship model and geometry (shared/rules/galaxy_trucker/RULES.md sections 1, 3.2, 4, 5, 6.2, 8).

Every position is built by hand on a class III board (start cell (7,7)) from real tiles found by
kind and connectors, so the tests survive a reordering of components.json.
"""

from __future__ import annotations

from typing import Any

import pytest

import engine.galaxy_trucker.crew as cw
import engine.galaxy_trucker.damage as dm
import engine.galaxy_trucker.power as pw
import engine.galaxy_trucker.ship as sh
from engine.core.rng import Rng
from engine.galaxy_trucker.data import (
    ARTIFACT,
    BATTERY,
    BROWN,
    CABIN,
    CANNON,
    CARGO,
    DOUBLE,
    ENGINE,
    EXPLOSIVE,
    FRAGILE,
    HEAVY,
    LIFE_SUPPORT,
    PURPLE,
    RADIOACTIVE,
    SHIELD,
    SINGLE,
    SMOOTH,
    SPECIAL_CARGO,
    STRUCTURAL,
    UNIVERSAL,
    E,
    N,
    S,
    W,
    components,
    connector,
)
from engine.galaxy_trucker.rules import GAME
from engine.galaxy_trucker.ship import Cell, Fault, Ship

TILES = components().tiles
START = components().starting["blue"]
ST: Cell = (7, 7)


def find(
    kind: str,
    rot: int = 0,
    *,
    n: int | None = None,
    e: int | None = None,
    s: int | None = None,
    w: int | None = None,
    **attrs: Any,
) -> int:
    """The first tile of `kind` (with these TileSpec attributes) showing these connectors at `rot`."""
    want = ((N, n), (E, e), (S, s), (W, w))
    for t in TILES:
        if t.kind != kind or any(getattr(t, k) != v for k, v in attrs.items()):
            continue
        if all(v is None or connector(t, rot, side) == v for side, v in want):
            return t.index
    raise LookupError(f"no {kind} {attrs} with n={n} e={e} s={s} w={w} at rotation {rot}")


def pick(kind: str, **want: Any) -> tuple[int, int]:
    """(tile, rotation): the first tile of `kind` that shows these connectors at some rotation."""
    for rot in range(4):
        try:
            return find(kind, rot, **want), rot
        except LookupError:
            continue
    raise LookupError(f"no {kind} {want} at any rotation")


def build(*placed: tuple[Cell, int, int], board: str = "III") -> Ship:
    """A ship with the starting cabin on (7,7) and these (cell, tile, rotation) placements."""
    ship = sh.new_ship(board, START)
    for cell, tile, rot in placed:
        sh.place(ship, cell, tile, rot)
    return ship


def codes(ship: Ship) -> list[tuple[str, tuple[Cell, ...]]]:
    return [(f.code, f.cells) for f in sh.faults(ship)]


# a few tiles used throughout
HUB = find(STRUCTURAL, n=SINGLE, e=UNIVERSAL, s=SINGLE, w=UNIVERSAL)  # STR-02
PLUG = find(CARGO, n=SMOOTH, e=SMOOTH, s=SMOOTH, w=UNIVERSAL)  # smooth but for a universal W side
ENGINE1 = find(ENGINE, n=UNIVERSAL, double=False)  # single engine, exhaust S at rotation 0
CANNON1 = find(CANNON, e=SMOOTH, s=SINGLE, w=SMOOTH, double=False)  # single cannon, only S connector
CANNON2 = find(CANNON, e=SMOOTH, s=SINGLE, w=SMOOTH, double=True)
CABIN_EW = find(CABIN, n=SMOOTH, e=SINGLE, s=SMOOTH, w=UNIVERSAL)
COL_ARTIFACT = find(ARTIFACT, n=SINGLE, s=SINGLE, dead_zone="line", line_axis="column")
ART_PLAIN = find(ARTIFACT, n=SMOOTH, e=SMOOTH, s=SMOOTH, w=UNIVERSAL, dead_zone="line", line_axis="column")
CROSS = find(ARTIFACT, dead_zone="cross")


# ---------------------------------------------------------------------------------------------
# basics


@pytest.mark.parametrize("board", ["I", "II", "III", "IIIa"])
def test_new_ship_has_the_starting_cabin_on_the_start_cell(board: str) -> None:
    ship = sh.new_ship(board, START)
    assert ship.tiles == {(7, 7): (START, 0)}
    assert (ship.humans, ship.aliens, ship.cells, ship.goods) == ({}, {}, {}, {})
    assert sh.spec_at(ship, (7, 7)).kind == "starting_cabin"


def test_copy_is_independent() -> None:
    ship = build(((7, 8), HUB, 0))
    ship.humans[ST] = 2
    ship.goods[(7, 8)] = (1,)
    twin = ship.copy()
    sh.remove_tile(twin, (7, 8))
    twin.humans[ST] = 1
    assert (7, 8) in ship.tiles and ship.humans[ST] == 2 and ship.goods == {(7, 8): (1,)}
    assert twin.goods == {}


def test_rotation_turns_connectors_and_barrel_clockwise() -> None:
    t = find(CANNON, n=SMOOTH, e=SMOOTH, s=SINGLE, w=DOUBLE)
    ship = build(((6, 7), t, 1))
    # side X shows the connector printed on side X - 1
    assert [sh.side_connector(ship, (6, 7), side) for side in (N, E, S, W)] == [DOUBLE, SMOOTH, SMOOTH, SINGLE]
    assert sh.neighbour((6, 7), N) == (5, 7) and sh.neighbour((6, 7), E) == (6, 8)
    assert sh.neighbour((6, 7), S) == (7, 7) and sh.neighbour((6, 7), W) == (6, 6)
    # the barrel now points right: a side cannon worth half a point
    assert pw.cannon_value_half(ship, (6, 7), powered=False) == 1


# ---------------------------------------------------------------------------------------------
# connectors (RULES 1.2)

_LEGAL = {(SMOOTH, SMOOTH), (SINGLE, SINGLE), (DOUBLE, DOUBLE)} | {
    (a, b) for a in (SINGLE, DOUBLE, UNIVERSAL) for b in (SINGLE, DOUBLE, UNIVERSAL) if UNIVERSAL in (a, b)
}
_JOINED = _LEGAL - {(SMOOTH, SMOOTH)}
_PLAIN = (STRUCTURAL, CARGO, SPECIAL_CARGO, BATTERY, CABIN)


def _plain(**sides: int) -> tuple[int, int]:
    """A tile with no barrel or exhaust showing these connectors, at some rotation."""
    for kind in _PLAIN:
        try:
            return pick(kind, **sides)
        except LookupError:
            continue
    raise LookupError(sides)


@pytest.mark.parametrize("a", [SMOOTH, SINGLE, DOUBLE, UNIVERSAL])
@pytest.mark.parametrize("b", [SMOOTH, SINGLE, DOUBLE, UNIVERSAL])
def test_connector_table(a: int, b: int) -> None:
    """X (joined to the start) shows `a` to its right, Y shows `b` back: E1 iff illegal, joint iff joined."""
    x = _plain(w=UNIVERSAL, e=a)
    y = _plain(w=b)
    ship = build(((7, 8), *x), ((7, 9), *y))
    assert (("E1", ((7, 8), (7, 9))) in codes(ship)) == ((a, b) not in _LEGAL)
    assert ((7, 9) not in sh.disconnected(ship)) == ((a, b) in _JOINED)


# ---------------------------------------------------------------------------------------------
# exposed connectors (RULES 5.2)


def test_exposed_counts_each_open_side_once_universal_included() -> None:
    ship = build()
    assert sh.exposed(ship) == 4  # the starting cabin: four universal sides
    sh.place(ship, (7, 8), HUB, 0)  # single N, universal E, single S
    assert sh.exposed(ship) == 3 + 3
    sh.place(ship, (7, 9), PLUG, 0)  # covers the hub's E; shows nothing itself
    assert sh.exposed(ship) == 3 + 2


def test_exposed_counts_connectors_facing_holes_and_invalid_cells() -> None:
    # class I: (7,5) is on the edge; its W faces (7,4), off the board, and its N faces (6,5), not a cell
    ship = build(((7, 6), HUB, 0), ((7, 5), HUB, 0), board="I")
    # start: N, E, S; (7,6): N, S; (7,5): N, S, W
    assert sh.exposed(ship) == 3 + 2 + 3
    # a block of four: (6,7) at rotation 1 shows universal N/S and single E/W
    block = build(((7, 8), HUB, 0), ((6, 8), HUB, 0), ((6, 7), HUB, 1))
    # start: S, W; (7,8): E, S; (6,8): N, E; (6,7): N, W
    assert sh.exposed(block) == 8
    # the board marks each of them: (cell, side) with sides N=0, E=1, S=2, W=3
    assert sh.exposed_sides(block) == [
        ((6, 7), 0),
        ((6, 7), 3),
        ((6, 8), 0),
        ((6, 8), 1),
        ((7, 7), 2),
        ((7, 7), 3),
        ((7, 8), 1),
        ((7, 8), 2),
    ]
    # a connector facing a hole inside the ship counts as well: (8,8) is enclosed but empty
    ring = build(
        ((7, 8), HUB, 0),  # S single faces the hole
        ((8, 7), HUB, 3),  # E (printed S) single faces the hole
        ((8, 9), PLUG, 0),  # W universal faces the hole
        ((9, 8), PLUG, 1),  # N (printed W) universal faces the hole
    )
    # start: N, W; (7,8): N, E, hole; (8,7): hole, S, W; (8,9): hole; (9,8): hole
    assert sh.exposed(ring) == 2 + 3 + 3 + 1 + 1
    sh.place(ring, (8, 8), PLUG, 0)  # fill the hole with a tile showing only a universal W
    assert sh.exposed(ring) == 10 - 4


# ---------------------------------------------------------------------------------------------
# ship check (RULES 4.1)


def test_valid_small_ship_has_no_faults() -> None:
    ship = build(((7, 8), HUB, 0), ((7, 9), PLUG, 0), ((8, 7), ENGINE1, 0), ((6, 7), CANNON1, 0))
    assert sh.faults(ship) == []
    assert sh.removable_for_check(ship) == [] and sh.disconnected(ship) == []


def test_e1_single_against_double_and_connector_against_smooth() -> None:
    x = find(CARGO, w=UNIVERSAL, e=SINGLE)
    y = find(CARGO, w=DOUBLE)
    assert codes(build(((7, 8), x, 0), ((7, 9), y, 0))) == [("E1", ((7, 8), (7, 9))), ("E5", ((7, 9),))]
    # the start's universal side against a smooth side
    smooth_w = find(CARGO, 2, w=SMOOTH)
    assert codes(build(((7, 8), smooth_w, 2))) == [("E1", ((7, 7), (7, 8))), ("E5", ((7, 8),))]


def test_e2_engine_not_facing_the_rear() -> None:
    eng = find(ENGINE, 1, n=SINGLE, double=False)  # at rotation 1 the exhaust points W
    assert codes(build(((8, 7), eng, 1))) == [("E2", ((8, 7),))]
    assert codes(build(((8, 7), ENGINE1, 0))) == []


def test_e3_tile_behind_the_exhaust() -> None:
    ship = build(((8, 7), ENGINE1, 0), ((9, 7), PLUG, 0))
    assert codes(ship) == [("E3", ((8, 7), (9, 7))), ("E5", ((9, 7),))]
    # nothing behind: fine, even with tiles beside the exhaust cell
    assert codes(build(((8, 7), ENGINE1, 0), ((8, 8), PLUG, 3))) == [("E5", ((8, 8),))]


def test_e3_with_a_turned_engine_blowing_into_the_start() -> None:
    eng = find(ENGINE, 1, n=SINGLE, double=False)  # exhaust W at rotation 1
    found = codes(build(((7, 8), eng, 1)))
    assert ("E2", ((7, 8),)) in found and ("E3", ((7, 8), (7, 7))) in found
    assert ("E1", ((7, 7), (7, 8))) in found  # an exhaust side is smooth


def test_e4_tile_in_front_of_a_barrel() -> None:
    side_cannon = find(CANNON, 1, w=SINGLE, e=SMOOTH, double=False)  # barrel E at rotation 1
    blocker = pick(CARGO, w=SMOOTH)
    ship = build(((7, 8), side_cannon, 1), ((7, 9), *blocker))
    assert codes(ship) == [("E4", ((7, 8), (7, 9))), ("E5", ((7, 9),))]
    assert codes(build(((7, 8), side_cannon, 1))) == []
    # a cannon pointing at the start cabin
    at_start = find(CANNON, 3, e=SINGLE, double=False)  # barrel W
    found = codes(build(((7, 8), at_start, 3)))
    assert ("E4", ((7, 8), (7, 7))) in found


def test_e5_only_for_tiles_cut_off_from_the_start() -> None:
    # (6,8) touches (7,8) smooth against smooth: adjacent, legal, not joined
    cut = find(CARGO, 2, s=SMOOTH, w=SMOOTH)
    ship = build(((7, 8), PLUG, 0), ((6, 8), cut, 2))
    assert codes(ship) == [("E5", ((6, 8),))]
    assert sh.disconnected(ship) == [(6, 8)]
    assert sh.disconnected(ship, root=(6, 8)) == [(7, 7), (7, 8)]
    assert sh.removable_for_check(ship) == []  # E5 tiles go afterwards, not by choice


def test_e6_radioactive_joined_but_not_merely_adjacent() -> None:
    r1 = find(RADIOACTIVE, w=UNIVERSAL, e=SINGLE)
    r2 = find(RADIOACTIVE, w=SINGLE)
    assert codes(build(((7, 8), r1, 0), ((7, 9), r2, 0))) == [("E6", ((7, 8), (7, 9)))]
    # smooth against smooth: adjacent, not joined, no error
    top = find(STRUCTURAL, 2, s=SINGLE, e=UNIVERSAL)
    r_top = find(RADIOACTIVE, w=UNIVERSAL, s=SMOOTH)
    r_low = find(RADIOACTIVE, w=UNIVERSAL, n=SMOOTH)
    ship = build(((6, 7), top, 2), ((6, 8), r_top, 0), ((7, 8), r_low, 0))
    assert codes(ship) == []


def test_e7_artifact_in_another_artifacts_dead_zone() -> None:
    # column line at rotation 0: the whole column 8 is dead
    same_col = build(((7, 8), ART_PLAIN, 0), ((4, 8), ART_PLAIN, 0))
    assert [f for f in sh.faults(same_col) if f.code == "E7"] == [Fault("E7", ((4, 8), (7, 8)))]
    other_col = build(((7, 8), ART_PLAIN, 0), ((8, 9), ART_PLAIN, 0))
    assert [f for f in sh.faults(other_col) if f.code == "E7"] == []
    # at rotation 1 the line lies along the row instead
    turned = build(((7, 8), ART_PLAIN, 1), ((7, 11), ART_PLAIN, 0), ((9, 8), ART_PLAIN, 3))
    assert [f.cells for f in sh.faults(turned) if f.code == "E7"] == [((7, 8), (7, 11))]
    # a cross covers both
    cross = build(((7, 8), CROSS, 0), ((9, 8), ART_PLAIN, 1), ((7, 4), ART_PLAIN, 1))
    assert [f.cells for f in sh.faults(cross) if f.code == "E7"] == [((7, 4), (7, 8)), ((7, 8), (9, 8))]


def test_faults_are_sorted_by_code_then_cells() -> None:
    smooth_w = find(CARGO, 2, w=SMOOTH)
    ship = build(((7, 8), smooth_w, 2), ((8, 7), ENGINE1, 0), ((9, 7), PLUG, 0), ((7, 6), smooth_w, 0))
    assert codes(ship) == [
        ("E1", ((7, 6), (7, 7))),
        ("E1", ((7, 7), (7, 8))),
        ("E3", ((8, 7), (9, 7))),
        ("E5", ((7, 6),)),
        ("E5", ((7, 8),)),
        ("E5", ((9, 7),)),
    ]


def test_auto_fix_removes_the_most_involved_tile_first() -> None:
    """A blocker behind an engine and in front of a cannon goes first, then the cut-off tiles."""
    west_cannon = find(CANNON, 3, n=SMOOTH, e=SINGLE, double=False)  # barrel W at rotation 3
    ship = build(((8, 7), ENGINE1, 0), ((9, 7), PLUG, 0), ((9, 8), west_cannon, 3))
    assert sh.removable_for_check(ship) == [(8, 7), (9, 7), (9, 8)]
    twin = ship.copy()
    assert sh.auto_fix(ship) == [(9, 7), (9, 8)]
    assert sh.faults(ship) == [] and set(ship.tiles) == {(7, 7), (8, 7)}
    assert sh.auto_fix(twin) == [(9, 7), (9, 8)]  # deterministic


def test_auto_fix_ties_go_to_lowest_row_then_column_and_never_the_start() -> None:
    x = find(CARGO, w=UNIVERSAL, e=SINGLE)
    y = find(CARGO, w=DOUBLE)
    smooth_w = find(CARGO, 2, w=SMOOTH)
    ship = build(((7, 8), x, 0), ((7, 9), y, 0), ((8, 7), *pick(CARGO, n=SMOOTH, w=SMOOTH)), ((6, 7), smooth_w, 1))
    # one fault each: E1 (6,7)-start, E1 (7,7)-(8,7), E1 (7,8)-(7,9)
    assert sh.removable_for_check(ship) == [(6, 7), (7, 8), (7, 9), (8, 7)]
    assert sh.auto_fix(ship) == [(6, 7), (7, 8), (8, 7), (7, 9)]
    assert ship.tiles == {ST: (START, 0)}


# ---------------------------------------------------------------------------------------------
# placement (RULES 3.2)


def test_placement_in_check_mode_only_needs_a_free_adjacent_valid_cell() -> None:
    ship = build(((7, 8), HUB, 0))
    assert sh.placement_problem(ship, (4, 3), PLUG, 0, strict=False) == "no_cell"
    assert sh.placement_problem(ship, (7, 7), PLUG, 0, strict=False) == "occupied"
    assert sh.placement_problem(ship, (5, 7), PLUG, 0, strict=False) == "not_adjacent"
    assert sh.placement_problem(ship, (6, 9), PLUG, 0, strict=False) == "not_adjacent"  # diagonal only
    smooth_w = find(CARGO, 2, w=SMOOTH)
    assert sh.placement_problem(ship, (7, 9), smooth_w, 2, strict=False) is None  # a breach, allowed
    assert sh.placement_problem(ship, (7, 9), smooth_w, 2, strict=True) == "bad_joint"
    assert sh.placement_problem(ship, (7, 9), PLUG, 0, strict=True) is None
    assert sh.placement_problem(build(board="I"), (6, 6), PLUG, 0, strict=False) == "not_adjacent"
    assert sh.placement_problem(build(board="I"), (7, 4), PLUG, 0, strict=False) == "no_cell"


def test_strict_engine_rules() -> None:
    eng_w = find(ENGINE, 1, n=SINGLE, double=False)
    ship = build()
    assert sh.placement_problem(ship, (8, 7), eng_w, 1, strict=True) == "engine_not_rear"
    assert sh.placement_problem(ship, (8, 7), ENGINE1, 0, strict=True) is None
    blocked = build(((9, 7), PLUG, 0))  # something already in the exhaust cell
    assert sh.placement_problem(blocked, (8, 7), ENGINE1, 0, strict=True) == "engine_blocked"
    behind = build(((8, 7), ENGINE1, 0))  # the new tile would sit in the exhaust cell
    assert sh.placement_problem(behind, (9, 7), PLUG, 0, strict=True) == "engine_blocked"
    assert sh.placement_problem(behind, (9, 7), PLUG, 0, strict=False) is None


def test_strict_cannon_rules() -> None:
    blocked = build(((5, 7), PLUG, 0))
    assert sh.placement_problem(blocked, (6, 7), CANNON1, 0, strict=True) == "cannon_blocked"
    in_front = build(((6, 7), CANNON1, 0))
    assert sh.placement_problem(in_front, (5, 7), PLUG, 0, strict=True) == "cannon_blocked"
    assert sh.placement_problem(build(), (6, 7), CANNON1, 0, strict=True) is None


def test_strict_needs_a_joint() -> None:
    ship = build(((6, 7), CANNON1, 0))  # its E side is smooth
    lone = find(CARGO, 2, w=SMOOTH)
    assert sh.placement_problem(ship, (6, 8), lone, 2, strict=True) == "not_joined"
    assert sh.placement_problem(ship, (6, 8), lone, 2, strict=False) is None


def test_strict_radioactive_and_artifact() -> None:
    r1 = find(RADIOACTIVE, w=UNIVERSAL, e=SINGLE)
    r2 = find(RADIOACTIVE, w=SINGLE)
    assert sh.placement_problem(build(((7, 8), r1, 0)), (7, 9), r2, 0, strict=True) == "radioactive_joined"
    assert sh.placement_problem(build(((7, 8), HUB, 0)), (7, 9), r2, 0, strict=True) is None
    ship = build(((7, 8), ART_PLAIN, 0), ((8, 7), HUB, 0))  # column 8 dead
    assert sh.placement_problem(ship, (8, 8), ART_PLAIN, 0, strict=False) is None
    assert sh.placement_problem(ship, (8, 8), ART_PLAIN, 0, strict=True) == "artifact_dead_zone"
    # the other way round: the new artifact's zone would cover the old one
    row_art = build(((7, 6), ART_PLAIN, 1), ((8, 7), HUB, 0))  # row 7 dead; the hub shows universal E and W
    cross = find(ARTIFACT, n=SMOOTH, e=SINGLE, w=SINGLE, dead_zone="cross")
    assert sh.placement_problem(row_art, (8, 8), cross, 0, strict=True) is None  # row 8, column 8
    assert sh.placement_problem(row_art, (8, 6), cross, 0, strict=True) == "artifact_dead_zone"  # column 6


@pytest.mark.parametrize("board", ["I", "II", "III", "IIIa"])
def test_fitting_rotations_are_exactly_the_placements_without_a_problem(board: str) -> None:
    """The four-rotation shortcut the builders use agrees with placement_problem on ships grown at
    random (lenient placements, so they hold breaches of every kind), for every cell of the board
    and beyond it, and a spread of tiles of every kind."""
    rng = Rng(7)
    cells = sorted(components().boards[board].cells)
    probe = sorted({c for c in cells} | {(r, c) for r in range(3, 12) for c in range(2, 13)})
    tiles = [t.index for t in TILES if t.index != START]
    checked = 0
    for _ in range(6):
        ship = sh.new_ship(board, START)
        for _ in range(18):
            free = sh.frontier(ship)
            if not free:
                break
            sh.place(ship, free[rng.below(len(free))], tiles[rng.below(len(tiles))], rng.below(4))
            for cell in probe:
                for tile in (tiles[rng.below(len(tiles))] for _ in range(3)):
                    for strict in (False, True):
                        want = [r for r in range(4) if sh.placement_problem(ship, cell, tile, r, strict) is None]
                        assert sh.fitting_rotations(ship, cell, tile, strict) == want, (ship, cell, tile, strict)
                        checked += 1
            # the remembered tables the legal moves read: every cell with its fitting rotations, in
            # board order, and where a placed tile could be moved to (its own cell among them)
            for strict in (False, True):
                tile = tiles[rng.below(len(tiles))]
                want_places = {
                    c: tuple(r for r in range(4) if sh.placement_problem(ship, c, tile, r, strict) is None)
                    for c in cells
                }
                want_places = {c: rots for c, rots in want_places.items() if rots}
                places = sh.fitting_places(ship, tile, strict)
                assert places == want_places and list(places) == sorted(places)
                moved = next(c for c in sorted(ship.tiles) if c != components().boards[board].start)
                off = ship.copy()
                sh.remove_tile(off, moved)
                lifted = ship.tiles[moved][0]
                want_moves = {
                    c: tuple(r for r in range(4) if sh.placement_problem(off, c, lifted, r, strict) is None)
                    for c in cells
                }
                assert sh.relocations(ship, moved, strict) == {c: rots for c, rots in want_moves.items() if rots}
            assert sh.memo_problems(ship) == []
    assert checked > 10_000


# ---------------------------------------------------------------------------------------------
# dead zones (RULES 8.1)


def test_dead_lines_by_kind_and_rotation() -> None:
    assert sh.dead_lines(build()) == (frozenset(), frozenset())
    assert sh.dead_lines(build(((7, 8), ART_PLAIN, 0))) == (frozenset(), frozenset({8}))
    assert sh.dead_lines(build(((7, 8), ART_PLAIN, 2))) == (frozenset(), frozenset({8}))
    assert sh.dead_lines(build(((7, 8), ART_PLAIN, 1))) == (frozenset({7}), frozenset())
    assert sh.dead_lines(build(((7, 8), CROSS, 3))) == (frozenset({7}), frozenset({8}))
    ship = build(((7, 8), ART_PLAIN, 0))
    assert sh.is_dead(ship, (4, 8)) and sh.is_dead(ship, (9, 8)) and not sh.is_dead(ship, (7, 9))


def test_dead_zone_disables_cannon_and_engine_until_the_artifact_is_lost() -> None:
    eng_below = find(ENGINE, n=SINGLE, double=False)
    ship = build(
        ((7, 8), HUB, 0),
        ((6, 8), CANNON1, 0),
        ((8, 8), COL_ARTIFACT, 0),  # column 8 dead
        ((9, 8), eng_below, 0),
        ((8, 7), find(ENGINE, n=DOUBLE, e=UNIVERSAL, double=False), 0),
    )
    assert sh.faults(ship) == []
    assert pw.firepower_half(ship, []) == 0 and pw.cannon_value_half(ship, (6, 8), False) == 0
    assert pw.single_engines(ship) == 1  # only the one in column 7
    assert dm.meteor_cannons(ship, N, 8) == ([], [])
    res = dm.destroy(ship, [(8, 8)])
    assert [c for c, _, _ in res.lost] == [(8, 8)]
    assert pw.firepower_half(ship, []) == 2 and dm.meteor_cannons(ship, N, 8) == ([(6, 8)], [])
    assert pw.single_engines(ship) == 2  # the cut-off engine is still aboard until a part is kept
    assert len(res.parts) == 2


def test_dead_zone_disables_shields() -> None:
    shield = find(SHIELD, w=UNIVERSAL)
    ship = build(((7, 8), shield, 0))
    assert dm.shields_covering(ship, N) == [(7, 8)] and dm.shields_covering(ship, E) == [(7, 8)]
    assert dm.shields_covering(ship, S) == [] and dm.shields_covering(ship, W) == []
    sh.place(ship, (4, 8), ART_PLAIN, 0)
    assert dm.shields_covering(ship, N) == []


def test_shield_rotation() -> None:
    shield = find(SHIELD, 2, e=UNIVERSAL)
    ship = build(((7, 6), shield, 2))
    assert [side for side in (N, E, S, W) if dm.shields_covering(ship, side)] == [S, W]


def test_dead_zone_at_preparation_gives_nothing_and_never_later() -> None:
    battery = find(BATTERY, w=UNIVERSAL, capacity=2)
    ship = build(
        ((7, 8), CABIN_EW, 0),
        ((8, 8), COL_ARTIFACT, 2),  # column 8 dead
        ((6, 8), battery, 0),
        ((7, 6), find(BATTERY, 2, e=UNIVERSAL, capacity=2), 2),
    )
    cw.prepare_crew(ship, {})
    assert ship.humans == {ST: 2} and ship.cells == {(7, 6): 2}
    dm.destroy(ship, [(8, 8)])
    assert ship.humans == {ST: 2} and ship.cells == {(7, 6): 2}


def test_starting_cabin_in_a_dead_zone_gets_no_crew() -> None:
    ship = build(((6, 7), find(ARTIFACT, 2, s=SINGLE, dead_zone="line", line_axis="column"), 2))
    cw.prepare_crew(ship, {})
    assert ship.humans == {}


# ---------------------------------------------------------------------------------------------
# crew, aliens, batteries (RULES 4.2, 5.5)


def test_prepare_crew_fills_cabins_and_batteries() -> None:
    battery3 = pick(BATTERY, e=SINGLE, capacity=3)
    ship = build(((7, 8), CABIN_EW, 0), ((7, 6), *battery3))
    cw.prepare_crew(ship, {})
    assert ship.humans == {ST: 2, (7, 8): 2} and ship.aliens == {} and ship.cells == {(7, 6): 3}
    assert (pw.crew(ship), pw.humans_total(ship), pw.battery_total(ship)) == (4, 4, 3)


def test_radioactive_neighbours_get_nothing() -> None:
    rad = find(RADIOACTIVE, 3, s=UNIVERSAL)  # on (6,7) above the start
    cab_n = find(CABIN, 3, s=UNIVERSAL)
    battery = find(BATTERY, 3, s=UNIVERSAL)
    ship = build(
        ((6, 7), rad, 3),
        ((6, 8), cab_n, 3),  # orthogonally beside the radioactive tile
        ((7, 8), CABIN_EW, 0),  # only diagonal to it
        ((5, 7), battery, 3),  # above it
        ((7, 6), find(BATTERY, 2, e=UNIVERSAL), 2),
    )
    assert cw.radioactive_blocked(ship, ST) and cw.radioactive_blocked(ship, (6, 8))
    assert not cw.radioactive_blocked(ship, (7, 8))
    cw.prepare_crew(ship, {})
    assert ship.humans == {(7, 8): 2}
    assert ship.cells == {(7, 6): 2}


def _alien_ship() -> Ship:
    """Start - cabin (7,8) - brown life support (7,9); a second cabin (6,9) above the life support."""
    cab_s = find(CABIN, s=SINGLE)
    ls = find(LIFE_SUPPORT, w=SINGLE, n=SINGLE, alien=BROWN)
    return build(((7, 8), CABIN_EW, 0), ((7, 9), ls, 0), ((6, 9), cab_s, 0))


def test_alien_cabins_need_a_joined_live_life_support() -> None:
    ship = _alien_ship()
    assert cw.alien_cabins(ship, BROWN) == [(6, 9), (7, 8)]
    assert cw.alien_cabins(ship, PURPLE) == []
    # the starting cabin never takes an alien, even when joined to a life support
    start_ls = build(((6, 7), find(LIFE_SUPPORT, 3, s=UNIVERSAL, alien=BROWN), 3))
    assert cw.alien_cabins(start_ls, BROWN) == []
    # adjacent but smooth against smooth: no joint
    cab_se = find(CABIN, e=SMOOTH, w=UNIVERSAL)
    smooth_ls = find(LIFE_SUPPORT, 1, w=SMOOTH, alien=BROWN)
    assert cw.alien_cabins(build(((7, 8), cab_se, 0), ((7, 9), smooth_ls, 1)), BROWN) == []
    # a dead life support supports nobody
    dead = _alien_ship()
    sh.place(dead, (8, 9), ART_PLAIN, 0)  # column 9 dead: the life support and the upper cabin
    assert cw.alien_cabins(dead, BROWN) == []
    sh.remove_tile(dead, (8, 9))
    sh.place(dead, (9, 8), find(ARTIFACT, n=SMOOTH, dead_zone="line", line_axis="column"), 1)  # row 9 only
    assert cw.alien_cabins(dead, BROWN) == [(6, 9), (7, 8)]
    # a radioactive neighbour blocks the cabin
    hot = _alien_ship()
    sh.place(hot, (8, 8), find(RADIOACTIVE, n=SMOOTH), 0)
    assert cw.alien_cabins(hot, BROWN) == [(6, 9)]


def test_prepare_crew_with_an_alien_and_illegal_assignments() -> None:
    ship = _alien_ship()
    with pytest.raises(ValueError):
        cw.prepare_crew(ship, {(7, 8): PURPLE})
    with pytest.raises(ValueError):
        cw.prepare_crew(ship, {ST: BROWN})
    with pytest.raises(ValueError):
        cw.prepare_crew(ship, {(7, 8): BROWN, (6, 9): BROWN})
    assert ship.humans == {} and ship.aliens == {}  # nothing changed by the failures
    cw.prepare_crew(ship, {(7, 8): BROWN})
    assert ship.aliens == {(7, 8): BROWN} and ship.humans == {ST: 2, (6, 9): 2}
    assert pw.crew(ship) == 5 and pw.humans_total(ship) == 4


def test_alien_leaves_when_its_life_support_is_destroyed() -> None:
    ship = _alien_ship()
    cw.prepare_crew(ship, {(6, 9): BROWN})
    assert cw.unsupported_aliens(ship) == []
    res = dm.destroy(ship, [(7, 9)])
    assert res.aliens_left == [((6, 9), BROWN)]
    assert ship.aliens == {} and pw.crew(ship) == 4
    assert res.parts == [frozenset({(6, 9)}), frozenset({(7, 7), (7, 8)})]  # by smallest cell


def test_alien_stays_with_another_life_support_of_its_colour() -> None:
    ship = _alien_ship()
    sh.place(ship, (8, 8), *pick(LIFE_SUPPORT, n=SINGLE, alien=BROWN))
    cab = find(CABIN, 0, n=SMOOTH, s=SINGLE, e=SINGLE, w=UNIVERSAL)
    sh.place(ship, (7, 8), cab, 0)
    assert (7, 8) in cw.alien_cabins(ship, BROWN)
    cw.prepare_crew(ship, {(7, 8): BROWN})
    dm.destroy(ship, [(7, 9)])
    assert ship.aliens == {(7, 8): BROWN}
    assert dm.destroy(ship, [(8, 8)]).aliens_left == [((7, 8), BROWN)]
    assert ship.aliens == {}


def test_infected_cabins() -> None:
    cab = CABIN_EW
    lone = find(CABIN, n=SMOOTH)
    ship = build(((7, 8), cab, 0), ((7, 9), cab, 0), ((7, 10), cab, 0), ((8, 7), lone, 0))
    ship.humans = {ST: 2, (7, 8): 1, (8, 7): 2}
    ship.aliens = {(7, 10): PURPLE}
    # (7,9) is empty so (7,10) has no occupied partner; (8,7) touches the start without a joint
    assert cw.infected_cabins(ship) == [(7, 7), (7, 8)]
    ship.humans[(7, 9)] = 2
    assert cw.infected_cabins(ship) == [(7, 7), (7, 8), (7, 9), (7, 10)]


def test_holds() -> None:
    red = find(SPECIAL_CARGO, 2, e=UNIVERSAL, capacity=1)
    ship = build(((7, 8), PLUG, 0), ((7, 6), red, 2), ((6, 7), CANNON1, 0))
    assert pw.holds(ship) == [((7, 6), 1, True), ((7, 8), 2, False)]


# ---------------------------------------------------------------------------------------------
# strength (RULES 5.3, 5.4)


def _engines() -> Ship:
    single = find(ENGINE, n=DOUBLE, e=UNIVERSAL, double=False)
    double = find(ENGINE, n=DOUBLE, w=DOUBLE, double=True)
    return build(((8, 7), single, 0), ((8, 8), double, 0))


def test_engine_strength_singles_and_powered_doubles() -> None:
    ship = _engines()
    assert sh.faults(ship) == []
    assert pw.single_engines(ship) == 1 and pw.double_engines(ship) == [(8, 8)]
    assert [pw.engine_strength(ship, k) for k in (0, 1)] == [1, 3]
    with pytest.raises(ValueError):
        pw.engine_strength(ship, 2)


def test_remembered_facts_follow_the_tiles() -> None:
    """Usable engines, holds, parts and dead zones are worked out once per arrangement of tiles: a copy
    shares them, each placement and removal starts afresh, and the invariant check's probe catches a
    write to `tiles` that goes round `place` and `remove_tile`."""
    ship = _engines()
    assert pw.double_engines(ship) == [(8, 8)] and pw.engine_strength(ship, 1) == 3 and pw.holds(ship) == []
    assert len(sh.parts(ship)) == 1
    twin = ship.copy()
    assert twin.memo is ship.memo and twin == ship
    sh.remove_tile(twin, (8, 8))
    assert pw.double_engines(twin) == [] and pw.engine_strength(twin, 0) == 1
    assert pw.double_engines(ship) == [(8, 8)] and pw.engine_strength(ship, 1) == 3
    sh.place(twin, (6, 7), PLUG, 1)
    assert [cell for cell, _, _ in pw.holds(twin)] == [(6, 7)] and pw.holds(ship) == []
    assert sh.memo_problems(ship) == [] and sh.memo_problems(twin) == []
    ship.tiles.pop((8, 8))  # round the writers: what was remembered is stale
    assert any("engines" in problem for problem in sh.memo_problems(ship))
    assert any("without `place`" in problem for problem in sh.memo_problems(ship))
    # the fitting places are not worked out again by the check (one table per tile a builder looked
    # at): the memo's copy of the tiles vouches for them
    lone = _engines()
    assert sh.fitting_places(lone, PLUG, False) and sh.memo_problems(lone) == []
    lone.tiles[(6, 7)] = (PLUG, 1)
    assert sh.memo_problems(lone)[0] == "the tiles changed without `place` or `remove_tile`"
    # the game's invariant check (the soak and the conformance suite run it at every step) asks the same
    st = GAME.new_game(2, 1, {})
    own = st.seats[0].ship
    assert pw.holds(own) == [] and pw.engine_strength(own, 0) == 0
    GAME.check_invariants(st)
    own.memo["holds"] = (((7, 8), 3, False),)  # a remembered hold the tiles do not have
    with pytest.raises(AssertionError, match="remembered facts are stale"):
        GAME.check_invariants(st)


def test_brown_alien_adds_two_only_to_a_positive_strength() -> None:
    ship = _engines()
    ship.aliens = {(7, 8): BROWN}
    assert [pw.engine_strength(ship, k) for k in (0, 1)] == [3, 5]
    sh.remove_tile(ship, (8, 7))
    assert [pw.engine_strength(ship, k) for k in (0, 1)] == [0, 4]


def test_heavy_cargo_penalty_floors_at_zero() -> None:
    ship = _engines()
    heavy = find(HEAVY, 2, s=UNIVERSAL, engine_penalty=3)
    sh.place(ship, (6, 7), heavy, 2)
    assert pw.heavy_penalty(ship) == 3
    assert [pw.engine_strength(ship, k) for k in (0, 1)] == [0, 0]
    ship.aliens = {(7, 8): BROWN}
    assert [pw.engine_strength(ship, k) for k in (0, 1)] == [0, 2]
    sh.place(ship, (6, 7), *pick(HEAVY, s=UNIVERSAL, engine_penalty=1))
    assert pw.heavy_penalty(ship) == 1 and pw.engine_strength(ship, 1) == 4


def test_firepower_in_half_points() -> None:
    east = find(CANNON, 1, w=SINGLE, double=False)
    west2 = find(CANNON, 3, e=SINGLE, double=True)
    ship = build(((6, 7), CANNON1, 0), ((7, 8), east, 1), ((7, 6), west2, 3), ((5, 8), CANNON2, 0))
    assert pw.double_cannons(ship) == [(5, 8), (7, 6)]
    assert pw.cannon_value_half(ship, (6, 7), False) == 2
    assert pw.cannon_value_half(ship, (7, 8), False) == 1
    assert pw.cannon_value_half(ship, (7, 6), False) == 0 and pw.cannon_value_half(ship, (7, 6), True) == 2
    assert pw.cannon_value_half(ship, (5, 8), True) == 4
    assert pw.cannon_value_half(ship, ST, True) == 0
    assert pw.firepower_half(ship, []) == 3
    assert pw.firepower_half(ship, [(7, 6)]) == 5
    assert pw.firepower_half(ship, [(7, 6), (5, 8)]) == 9
    with pytest.raises(ValueError):
        pw.firepower_half(ship, [(6, 7)])


def test_purple_alien_adds_two_points_to_a_positive_total() -> None:
    ship = build(((7, 6), find(CANNON, 3, e=SINGLE, double=True), 3))
    ship.aliens = {(7, 8): PURPLE}
    assert pw.firepower_half(ship, []) == 0
    assert pw.firepower_half(ship, [(7, 6)]) == 2 + 4
    ship.aliens = {(7, 8): BROWN}
    assert pw.firepower_half(ship, [(7, 6)]) == 2


# ---------------------------------------------------------------------------------------------
# projectiles (RULES 6.2)


def test_first_hit_from_every_side() -> None:
    ship = build(((6, 7), HUB, 0), ((7, 8), HUB, 0), ((7, 9), HUB, 0), ((8, 8), HUB, 0))
    assert dm.first_hit(ship, N, 7) == (6, 7) and dm.first_hit(ship, S, 7) == (7, 7)
    assert dm.first_hit(ship, N, 8) == (7, 8) and dm.first_hit(ship, S, 8) == (8, 8)
    assert dm.first_hit(ship, W, 7) == (7, 7) and dm.first_hit(ship, E, 7) == (7, 9)
    assert dm.first_hit(ship, W, 8) == (8, 8) and dm.first_hit(ship, E, 6) == (6, 7)
    assert dm.first_hit(ship, N, 3) is None and dm.first_hit(ship, W, 12) is None
    assert dm.first_hit(ship, E, 2) is None and dm.first_hit(ship, S, 11) is None


def test_meteor_cannons_front_same_column_sides_adjacent_lines() -> None:
    east1 = find(CANNON, 1, double=False)
    east2 = find(CANNON, 1, double=True)
    ship = build(
        ((6, 7), CANNON1, 0),
        ((6, 8), CANNON2, 0),
        ((7, 9), east1, 1),
        ((8, 9), east2, 1),
        ((7, 5), east1, 3),  # barrel W
        ((9, 8), east1, 2),  # barrel S
    )
    assert dm.meteor_cannons(ship, N, 7) == ([(6, 7)], [])
    assert dm.meteor_cannons(ship, N, 8) == ([], [(6, 8)])
    assert dm.meteor_cannons(ship, N, 6) == ([], [])  # no adjacent columns from the front
    assert dm.meteor_cannons(ship, E, 7) == ([(7, 9)], [(8, 9)])
    assert dm.meteor_cannons(ship, E, 6) == ([(7, 9)], [])
    assert dm.meteor_cannons(ship, E, 9) == ([], [(8, 9)])
    assert dm.meteor_cannons(ship, E, 10) == ([], [])
    assert dm.meteor_cannons(ship, W, 8) == ([(7, 5)], [])
    assert dm.meteor_cannons(ship, S, 7) == ([(9, 8)], []) and dm.meteor_cannons(ship, S, 9) == ([(9, 8)], [])
    assert dm.meteor_cannons(ship, S, 10) == ([], [])


def test_heavy_cargo_armour_on_smooth_sides_only() -> None:
    heavy = find(HEAVY, 3, n=SMOOTH, e=SMOOTH, s=UNIVERSAL, w=SMOOTH)
    ship = build(((6, 7), heavy, 3), ((7, 8), PLUG, 0))
    assert [dm.armoured(ship, (6, 7), side) for side in (N, E, S, W)] == [True, True, False, True]
    assert not dm.armoured(ship, (7, 8), N)  # smooth, but not heavy cargo
    assert not dm.armoured(ship, (5, 5), N)


# ---------------------------------------------------------------------------------------------
# destruction, cascades and splits (RULES 5.7)


def test_destroy_removes_the_tile_and_its_contents() -> None:
    ship = build(((7, 8), HUB, 0), ((7, 9), PLUG, 0))
    ship.goods = {(7, 9): (1, 2)}
    res = dm.destroy(ship, [(7, 9), (7, 9), (5, 5)])  # duplicates and empty cells ignored
    assert res.lost == [((7, 9), PLUG, 0)] and ship.goods == {}
    assert res.parts == [frozenset({(7, 7), (7, 8)})]


def test_split_and_keep_part() -> None:
    ship = build(((7, 8), HUB, 0), ((7, 9), PLUG, 0), ((7, 6), find(CARGO, 2, e=UNIVERSAL), 2))
    cw.prepare_crew(ship, {})
    res = dm.destroy(ship, [(7, 8)])
    assert res.parts == [frozenset({(7, 6), (7, 7)}), frozenset({(7, 9)})]
    assert sh.parts(ship) == res.parts
    with pytest.raises(ValueError):
        dm.keep_part(ship, frozenset({(7, 7)}))
    kept = dm.keep_part(ship, frozenset({(7, 9)}))  # the start cabin may go in flight
    assert [c for c, _, _ in kept.lost] == [(7, 6), (7, 7)]
    assert kept.parts == [frozenset({(7, 9)})] and ship.humans == {}


def test_explosive_takes_its_eight_neighbours_and_chains() -> None:
    boom = find(EXPLOSIVE)
    cells = [(6, 8), (6, 9), (7, 8), (7, 10), (7, 11), (8, 7), (8, 8), (8, 9), (8, 11), (9, 10), (9, 11)]
    ship = build(*((c, HUB, 0) for c in cells), ((7, 9), boom, 0), ((8, 10), boom, 0))
    res = dm.destroy(ship, [(7, 9)])
    lost = [c for c, _, _ in res.lost]
    assert lost[0] == (7, 9)
    assert set(lost) == set(cells) - {(8, 7)} | {(7, 9), (8, 10)}
    assert set(ship.tiles) == {(7, 7), (8, 7)}
    # without the cascade (ship check) only the tile itself goes
    calm = build(*((c, HUB, 0) for c in cells), ((7, 9), boom, 0), ((8, 10), boom, 0))
    assert [c for c, _, _ in dm.destroy(calm, [(7, 9)], cascade=False).lost] == [(7, 9)]


def test_fragile_goes_with_any_of_its_eight_neighbours() -> None:
    frag = find(FRAGILE)
    ship = build(((7, 8), HUB, 0), ((7, 9), HUB, 0), ((6, 8), frag, 0), ((5, 8), frag, 0), ((5, 7), HUB, 0))
    res = dm.destroy(ship, [(7, 9)])  # diagonal to the fragile tile on (6,8)
    assert [c for c, _, _ in res.lost] == [(7, 9), (6, 8), (5, 8)]  # and the fragile tile next to it
    assert set(ship.tiles) == {(7, 7), (7, 8), (5, 7)}
    calm = build(((7, 8), HUB, 0), ((7, 9), HUB, 0), ((6, 8), frag, 0))
    assert [c for c, _, _ in dm.destroy(calm, [(7, 9)], cascade=False).lost] == [(7, 9)]
    # a fragile tile lost on its own takes nothing with it
    assert dm.destroy(build(((7, 8), frag, 0)), [(7, 8)]).lost == [((7, 8), frag, 0)]


def test_cut_away_explosive_still_explodes() -> None:
    a = find(STRUCTURAL, 2, s=SINGLE, e=UNIVERSAL)  # on (6,7), joined to the start and to (6,8)
    b = find(STRUCTURAL, w=UNIVERSAL, s=SINGLE)
    x = find(EXPLOSIVE, n=UNIVERSAL, w=SMOOTH)  # on (7,8): joined only to (6,8) above it
    ship = build(((6, 7), a, 2), ((6, 8), b, 0), ((7, 8), x, 0), ((7, 6), HUB, 2))
    res = dm.destroy(ship, [(6, 8)])
    assert res.parts == [frozenset({(6, 7), (7, 6), (7, 7)}), frozenset({(7, 8)})]
    kept = dm.keep_part(ship, res.parts[0])
    assert [c for c, _, _ in kept.lost] == [(7, 8), (6, 7), (7, 7)]
    assert kept.parts == [frozenset({(7, 6)})]


def test_parts_follow_joints_not_adjacency() -> None:
    cut = find(CARGO, 2, s=SMOOTH, w=SMOOTH)
    ship = build(((7, 8), PLUG, 0), ((6, 8), cut, 2), ((6, 9), PLUG, 0))
    assert sh.parts(ship) == [frozenset({(6, 8), (6, 9)}), frozenset({(7, 7), (7, 8)})]


def test_side_fits_tells_joined_clashing_and_smooth_sides_before_placing() -> None:
    ship = build()  # the starting cabin at (7, 7): universal on every side
    # the hub at (7, 8): its W (universal) faces the cabin's E (universal): legal and joined
    assert sh.side_fits(ship, (7, 8), HUB, 0) == [(3, True, True)]
    sh.place(ship, (7, 8), HUB, 0)  # single N, universal E, single S, universal W
    # the plug at (6, 8) shows its smooth S to the hub's single N: a clash the check would fault
    assert sh.side_fits(ship, (6, 8), PLUG, 0) == [(2, False, False)]
    # turned three times its universal side faces south: it fits and joins
    assert sh.side_fits(ship, (6, 8), PLUG, 3) == [(2, True, True)]
    # only sides facing a tile are judged: above the cabin, its empty neighbours say nothing
    assert [side for side, _, _ in sh.side_fits(ship, (6, 7), HUB, 0)] == [2]
