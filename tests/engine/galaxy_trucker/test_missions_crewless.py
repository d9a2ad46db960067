"""A ship that takes off without a single human (Missions: radioactive cargo beside its cabins, an artifact's
dead zone over them, aliens in the only cabins left) cannot fly (RULES.md 6.7; seed: "sousedící dílky
ubikací nesmí obsahovat posádku"). No card caused it, so it gives up at take-off, before the first card,
and the log says it never had human crew; a ship that loses its last human during a card still flies
that card out and gives up after it (DECISION 20)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import engine.galaxy_trucker.building as bd
import engine.galaxy_trucker.ship as sh
import engine.galaxy_trucker.texts as tx
from engine.core.messages import Message
from engine.core.rng import Chance
from engine.galaxy_trucker.actions import CrewReady, FlyOn, PlaceAlien
from engine.galaxy_trucker.data import (
    ARTIFACT,
    CABIN,
    CARGO,
    LIFE_SUPPORT,
    RADIOACTIVE,
    SINGLE,
    SMOOTH,
    UNIVERSAL,
    E,
    S,
    W,
    components,
    connector,
)
from engine.galaxy_trucker.rules import GAME
from engine.galaxy_trucker.ship import Cell
from engine.galaxy_trucker.state import BUILD, CREW, FLIGHT, GTState
from tests.engine.galaxy_trucker.helpers import CARDS, act, new
from tests.engine.galaxy_trucker.test_flight import CABIN_W, CANNON1, ENGINE1, ENGINE1B, HOLD, LEFT, RIGHT
from tests.engine.galaxy_trucker.test_ship import find, pick

RAD, RAD_ROT = pick(RADIOACTIVE, e=UNIVERSAL)  # on LEFT, joined to the starting cabin
RAD2, RAD2_ROT = next(  # another one, for a second ship
    (t.index, r)
    for t in components().tiles
    for r in range(4)
    if t.kind == RADIOACTIVE and t.index != RAD and connector(t, r, E) == UNIVERSAL
)
HOLD2 = next(
    t.index for t in components().tiles if t.kind == CARGO and t.index != HOLD and connector(t, 0, W) == UNIVERSAL
)
COL_ARTIFACT = find(ARTIFACT, n=SINGLE, s=SINGLE, dead_zone="line", line_axis="column")  # column dead zone at rot 0
CABIN_EW = find(CABIN, n=SMOOTH, e=SINGLE, s=SMOOTH, w=UNIVERSAL)
SUPPORT, SUPPORT_ROT = pick(LIFE_SUPPORT, w=UNIVERSAL)  # on (7, 9), joined to a cabin on RIGHT


def launch(ships: Sequence[Sequence[tuple[Cell, int, int]]], **options: Any) -> tuple[GTState, list[Message]]:
    """Building ends with these ships (added to each seat's starting cabin; seat k holds token k + 1): the
    check, the crew and, when no alien is to be chosen, the take-off run as in a game; with its log."""
    st = new(len(ships), **options)
    comp = components()
    for s, placed in enumerate(ships):
        p = st.seats[s]
        p.ship = sh.new_ship(comp.rounds[0].board, comp.starting[("blue", "green", "red", "yellow")[s]])
        for cell, tile, rot in placed:
            if tile in st.warehouse:  # special tiles are in play only with a mission
                st.warehouse.remove(tile)
            sh.place(p.ship, cell, tile, rot)
        p.token = s + 1
    log: list[Message] = []
    bd.end_building(st, Chance(st.rng), log)
    GAME.check_invariants(st)
    return st, log


def deal(st: GTState, deck: Sequence[str]) -> None:
    """The flight deck, top first (an Open Space under it keeps the flight on after the cards tested)."""
    st.deck = [CARDS[c] for c in deck] + [CARDS["I-10"]]


def said(log: Sequence[Message], key: Any) -> list[int]:
    return [m.params["player"] for m in log if m.key == key]


def test_radioactive_beside_the_only_cabin_gives_up_at_take_off_before_planets() -> None:
    st, log = launch(
        [[(LEFT, RAD, RAD_ROT), (RIGHT, HOLD, 0), ((8, 7), ENGINE1, 0)], [(RIGHT, HOLD2, 0), ((8, 7), ENGINE1B, 0)]]
    )
    assert st.seats[0].ship.humans == {} and st.phase == FLIGHT
    # out at take-off, told why: it never had crew (not "no human crew left"), before any card
    assert [m.key for m in log][-2:] == [tx.L_TAKE_OFF, tx.L_OUT_NEVER_CREWED]
    assert said(log, tx.L_OUT_NEVER_CREWED) == [0] and not said(log, tx.L_OUT_NO_HUMANS)
    assert st.seats[0].gave_up and not st.seats[0].flying
    # the give-up window before the first card asks only the ship with humans
    assert st.window == [1] and GAME.to_act(st) == (1,) and GAME.legal_actions(st, 0) == []
    deal(st, ["I-13"])
    out = act(st, 1, FlyOn())
    # Planets: the crewless ship neither lands first nor loads; seat 1 chooses first
    assert st.cs.step == "choose" and GAME.to_act(st) == (1,)
    assert st.cs.order == [1] and st.seats[0].ship.goods == {}
    assert not said(out.log, tx.L_OUT_NEVER_CREWED)  # told once


def test_radioactive_crewless_ship_plays_no_open_space() -> None:
    st, log = launch([[(RIGHT, RAD, (RAD_ROT + 2) % 4), ((8, 7), ENGINE1, 0)], [((8, 7), ENGINE1B, 0)]])
    assert said(log, tx.L_OUT_NEVER_CREWED) == [0]
    pos = st.seats[0].pos
    deal(st, ["I-09"])
    out = act(st, 1, FlyOn())
    assert said(out.log, tx.L_ENGINES) == [1]  # seat 0 declares nothing and does not move
    assert st.seats[0].pos == pos and not st.seats[0].flying
    assert not said(out.log, tx.L_OUT_NO_HUMANS) and not said(out.log, tx.L_OUT_NEVER_CREWED)


def test_dead_zone_over_the_only_cabin_gives_up_at_take_off() -> None:
    # the artifact's column dead zone covers the starting cabin: nobody boards it (RULES.md 8.1)
    st, log = launch([[((6, 7), COL_ARTIFACT, 0)], [((6, 7), _twin_artifact(), 0), (RIGHT, CABIN_EW, 0)]])
    assert st.seats[0].ship.humans == {} and st.seats[1].ship.humans == {RIGHT: 2}
    assert said(log, tx.L_OUT_NEVER_CREWED) == [0]
    assert [p.flying for p in st.seats] == [False, True] and st.window == [1]


def _twin_artifact() -> int:
    """Another artifact whose dead zone is its column at rotation 0, joined to a cabin below it."""
    return next(
        t.index
        for t in components().tiles
        if t.kind == ARTIFACT
        and t.index != COL_ARTIFACT
        and (t.dead_zone, t.line_axis) == ("line", "column")
        and connector(t, 0, S) != SMOOTH
    )


ALIEN_SHIP = [(LEFT, RAD, RAD_ROT), (RIGHT, CABIN_EW, 0), ((7, 9), SUPPORT, SUPPORT_ROT)]


def test_an_alien_in_the_only_cabin_left_gives_up_at_take_off() -> None:
    st, log = launch([ALIEN_SHIP, []])
    assert st.phase == CREW and GAME.to_act(st) == (0,)
    colour = components().tiles[SUPPORT].alien
    out = act(st, 0, PlaceAlien(*RIGHT, colour))
    ship = st.seats[0].ship
    assert ship.aliens == {RIGHT: colour} and ship.humans == {}  # aliens cannot fly a ship
    assert [m.key for m in out.log][-3:] == [tx.L_ALIENS[colour], tx.L_TAKE_OFF, tx.L_OUT_NEVER_CREWED]
    assert said(out.log, tx.L_OUT_NEVER_CREWED) == [0] and st.window == [1]


def test_humans_in_the_only_cabin_left_fly() -> None:
    st, _ = launch([ALIEN_SHIP, []])
    out = act(st, 0, CrewReady())
    assert st.seats[0].ship.humans == {RIGHT: 2} and st.seats[0].flying
    assert not said(out.log, tx.L_OUT_NEVER_CREWED) and st.window == [0, 1]


def test_no_ship_takes_off_with_humans_the_round_is_scored_at_once() -> None:
    st, _ = launch([ALIEN_SHIP, [(LEFT, RAD2, RAD2_ROT)]])
    assert st.phase == CREW and st.seats[1].ship.humans == {}
    colour = components().tiles[SUPPORT].alien
    out = act(st, 0, PlaceAlien(*RIGHT, colour))
    assert said(out.log, tx.L_OUT_NEVER_CREWED) == [0, 1]
    # the flight ends before its first card: scored, and the next round's building begins
    assert st.round == 2 and st.phase == BUILD and all(len(p.results) == 1 for p in st.seats)
    assert GAME.to_act(st)


def test_a_ship_that_loses_its_last_human_in_the_first_card_gives_up_after_it() -> None:
    st, log = launch([[(RIGHT, CABIN_W, 0)], [((6, 7), CANNON1, 0)]])
    assert not said(log, tx.L_OUT_NEVER_CREWED) and st.window == [0, 1]
    deal(st, ["I-18"])  # slavers: firepower 1 loses, and 3 crew are more than seat 1 has
    act(st, 0, FlyOn())
    logs = list(act(st, 1, FlyOn()).log)
    while GAME.to_act(st) == (0,) and st.cs.step == "lose_crew":  # seat 0 gives up crew of its choice
        logs += act(st, 0, GAME.legal_actions(st, 0)[0]).log
    assert st.seats[1].gave_up and not st.seats[1].flying and st.seats[0].flying
    assert said(logs, tx.L_OUT_NO_HUMANS) == [1] and not said(logs, tx.L_OUT_NEVER_CREWED)
