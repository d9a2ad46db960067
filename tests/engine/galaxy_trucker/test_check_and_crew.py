"""The ship check, crew and aliens (RULES.md 4; seed: "Případné chyby odstraňte z plánu lodi a
dejte je viníkovi"), lapping, a battery spent twice and the best-looking ship."""

from __future__ import annotations

import engine.galaxy_trucker.building as bd
import engine.galaxy_trucker.ship as sh
import engine.galaxy_trucker.texts as tx
from engine.core.rng import Chance
from engine.galaxy_trucker.actions import AutoFix, CrewReady, PlaceAlien, Power, RemoveTile
from engine.galaxy_trucker.data import BATTERY, BROWN, CABIN, ENGINE, LIFE_SUPPORT, SINGLE, SMOOTH, UNIVERSAL
from engine.galaxy_trucker.flight import move
from engine.galaxy_trucker.rules import GAME
from engine.galaxy_trucker.state import CHECK, CREW, FLIGHT
from tests.engine.galaxy_trucker.helpers import act, fly_on, flying, new, refused
from tests.engine.galaxy_trucker.test_ship import find

ENGINE_N = find(ENGINE, n=UNIVERSAL, double=False)
ENGINE2 = find(ENGINE, n=SINGLE, e=SMOOTH, w=SMOOTH, double=True)
BATTERY_W = find(BATTERY, w=UNIVERSAL, capacity=2)
CABIN_W = find(CABIN, n=SMOOTH, e=SINGLE, s=SMOOTH, w=UNIVERSAL)
SUPPORT = find(LIFE_SUPPORT, w=UNIVERSAL, alien=BROWN)


def _checked(placements: list[tuple[tuple[int, int], int, int]]) -> object:
    st = new(2)
    for cell, tile, rot in placements:
        st.warehouse.remove(tile)
        sh.place(st.seats[0].ship, cell, tile, rot)
    st.seats[0].token, st.seats[1].token = 1, 2
    bd.end_building(st, Chance(st.rng), [])
    return st


def test_a_faulty_tile_is_removed_by_its_owner_and_cut_off_tiles_follow() -> None:
    # an engine turned sideways (E2) with a cabin hanging on through it
    st = _checked([((8, 7), ENGINE_N, 1)])
    assert st.phase == CHECK and GAME.to_act(st) == (0,)  # the other ship is only a cabin: fine
    legal = GAME.legal_actions(st, 0)
    assert RemoveTile(8, 7) in legal and AutoFix() in legal
    refused(st, 0, RemoveTile(7, 7), tx.R_CHECK_TILE)  # never the starting cabin
    act(st, 0, RemoveTile(8, 7))
    p = st.seats[0]
    assert (8, 7) not in p.ship.tiles and p.lost == [ENGINE_N]
    assert st.phase in (CREW, FLIGHT)


def test_a_refused_removal_says_why_the_tile_stays() -> None:
    """RULES 4.1: the starting cabin is never removed, and a tile only cut off falls by itself; the
    refusal said "That tile breaks no building rule." for both, though both were outlined as faulty."""
    import engine.galaxy_trucker.check as ck
    from tests.engine.galaxy_trucker.test_flight import ENGINE1B
    from tests.engine.galaxy_trucker.test_ship import PLUG, build

    st = _checked([((8, 7), ENGINE_N, 2)])  # the exhaust blows into the starting cabin (E3, and E1)
    assert st.phase == CHECK and any((7, 7) in f.cells for f in sh.faults(st.seats[0].ship))
    refused(st, 0, RemoveTile(7, 7), tx.R_START_STAYS)
    # a hold touching the ship with smooth sides only is joined to nothing: it goes by itself
    ship = build(((8, 7), ENGINE1B, 0), ((8, 8), PLUG, 0), ((9, 8), PLUG, 0))
    assert [(f.code, f.cells) for f in sh.faults(ship)] == [("E5", ((9, 8),))]
    assert ck.refuse_removal(ship, RemoveTile(9, 8)).key == tx.R_FALLS_OFF
    assert ck.refuse_removal(ship, RemoveTile(8, 8)).key == tx.R_CHECK_TILE


def test_auto_fix_does_the_same_in_one_step() -> None:
    st = _checked([((8, 7), ENGINE_N, 1)])
    out = act(st, 0, AutoFix())
    assert st.seats[0].lost == [ENGINE_N] and st.phase in (CREW, FLIGHT)
    # what it removed was faulty, not "no longer joined to the ship" (the line it wrote before)
    assert out.log[0].key == tx.L_AUTO_FIXED and out.log[0].count == 1


def test_lenient_check_puts_faulty_ships_behind_the_correct_ones() -> None:
    st = new(2, check_variant="lenient")
    st.warehouse.remove(ENGINE_N)
    sh.place(st.seats[0].ship, (8, 7), ENGINE_N, 1)
    st.seats[0].token, st.seats[1].token = 1, 2
    bd.end_building(st, Chance(st.rng), [])
    assert (st.seats[0].token, st.seats[1].token) == (2, 1)


def test_an_alien_needs_a_cabin_joined_to_its_life_support() -> None:
    """Seed: "Pokud je na ubikaci připojena podpora života mimozemšťanů, umístí místo nich jednoho
    mimozemšťana dané barvy, pokud chce."""
    st = _checked([((7, 8), CABIN_W, 0), ((7, 9), SUPPORT, 0)])
    assert st.phase == CREW and GAME.to_act(st) == (0,)
    assert GAME.legal_actions(st, 0) == [PlaceAlien(7, 8, BROWN), CrewReady()]
    refused(st, 0, PlaceAlien(7, 7, BROWN), tx.R_NO_ALIEN)  # never in the starting cabin
    act(st, 0, PlaceAlien(7, 8, BROWN))
    ship = st.seats[0].ship
    assert ship.aliens == {(7, 8): BROWN} and ship.humans == {(7, 7): 2}
    assert st.phase == FLIGHT


def test_a_battery_cannot_be_spent_twice() -> None:
    st = flying([[((8, 7), ENGINE2, 0), ((7, 8), BATTERY_W, 0)], []], ["I-09"])
    st.seats[0].ship.cells[(7, 8)] = 1
    fly_on(st)
    assert st.cs.step == "engine"
    before = GAME.clone(st)
    # a second double engine is not there, but the point is the empty tile after one use
    st.seats[0].ship.cells.pop((7, 8))
    refused(st, 0, Power(8, 7, 7, 8), tx.R_NO_BATTERY)
    assert before.seats[0].ship.cells == {(7, 8): 1}


def test_a_ship_lapped_by_the_leader_gives_up_after_the_card() -> None:
    """RULES 2.2: a ship more than a lap behind the leader must give up."""
    st = flying(
        [[((8, 7), ENGINE_N, 0)], [((8, 7), find(ENGINE, n=UNIVERSAL, e=SINGLE, double=False), 0)]],
        ["I-09"],
        positions=[38, 0],
    )
    fly_on(st)  # open space: the leader reaches 39 ahead (not lapped), then the other moves too
    assert not st.seats[1].gave_up
    st2 = flying([[], []], ["I-17"], positions=[40, 0])
    move(st2, 0, 1)  # 41 ahead: more than a lap
    assert st2.cs.give_up == [1]


def test_best_looking_ship_reward_goes_to_every_tied_ship() -> None:
    st = flying(
        [[((8, 7), ENGINE_N, 0)], [((8, 7), find(ENGINE, n=UNIVERSAL, e=SINGLE, double=False), 0)]], ["I-09"], last=True
    )
    e = [sh.exposed(p.ship) for p in st.seats]
    fly_on(st)
    best = min(e)
    for s, p in enumerate(st.seats):
        assert p.results[-1]["best"] == (2 if e[s] == best else 0)


def test_real_time_seats_one_human_and_turns_seat_several() -> None:
    """Issue: one screen cannot host two mice; several humans build in turns."""
    assert GAME.seating_problem({"build_variant": "realtime"}, 1) is None
    assert GAME.seating_problem({"build_variant": "realtime"}, 2).key == tx.R_REALTIME_HUMANS  # type: ignore[union-attr]
    assert GAME.seating_problem({"build_variant": "robot"}, 4) is None
    # the remedy the new-game dialog applies when people are seated: building in turns, and only then
    assert GAME.seating_remedy({"build_variant": "realtime"}, 2) == {"build_variant": "robot"}
    assert GAME.seating_remedy({"build_variant": "realtime"}, 1) == {}
    assert GAME.seating_remedy({"build_variant": "robot"}, 3) == {}
    remedied = {"build_variant": "realtime"} | GAME.seating_remedy({"build_variant": "realtime"}, 4)
    assert GAME.seating_problem(remedied, 4) is None
