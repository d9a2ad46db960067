"""Sending pirates (RULES.md §5.1, G4, G5)."""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as hs

import engine.golden_horn.texts as tx
from engine.core.protocol import NOT_YOUR_TURN
from engine.golden_horn import GAME
from engine.golden_horn.actions import EndTurn, Rob, Sail, Steer
from engine.golden_horn.components import COLOURS, PORT, SEA, components
from engine.golden_horn.state import END, STEER, TURN, GoldenHornState

from .helpers import (
    BLUE,
    C2,
    CUBES,
    GREEN,
    MODON2,
    ORANGE,
    PINK,
    RED,
    YELLOW,
    B,
    G,
    O,
    P,
    R,
    Y,
    act,
    position,
    positions,
    refuse,
    sail,
    targets,
)

ALL_TWO = {0: [2, 2, 2, 2, 2, 2]}


def at_sea(**kw: Any) -> GoldenHornState:
    """Seat 1's three ships at sea with two cubes each; seat 0 to move."""
    return position(ships={3: (5, 1), 4: (6, -1), 5: (7, 1)}, cargo={3: (B, 2), 4: (R, 2), 5: (G, 2)}, **kw)


def robs(st: GoldenHornState, ship: int) -> set[frozenset[str]]:
    """The pairs of cards that may rob `ship` (a pair has no order: Rob keeps it sorted)."""
    return {frozenset(a.cards) for a in GAME.legal_actions(st, 0) if isinstance(a, Rob) and a.ship == ship}


def pairs(*cards: tuple[str, str]) -> set[frozenset[str]]:
    return {frozenset(c) for c in cards}


def test_six_three_one_combinations() -> None:
    """Seed: "Barvy na kartách se musí shodovat s barvami plachet příslušné lodě." and "tři ze šesti
    možných kombinací přepadení této lodě"; G4: "For a duo ship that makes 3 combinations, and for a
    mono ship 1"."""
    st = at_sea(hands=ALL_TWO)
    assert robs(st, 5) == pairs(
        (PINK, PINK),
        (PINK, RED),
        (PINK, BLUE),
        (RED, RED),
        (RED, BLUE),
        (BLUE, BLUE),
    )
    assert robs(st, 4) == pairs((YELLOW, YELLOW), (YELLOW, GREEN), (GREEN, GREEN))
    assert robs(st, 3) == pairs((ORANGE, ORANGE))


def test_combinations_need_the_cards_in_hand() -> None:
    """Seed: "pokud vyloží 2 pirátské karty" — the robber must hold both cards."""
    st = at_sea(hands={0: {R: 1, B: 1, O: 1, Y: 1}})
    assert robs(st, 5) == pairs((RED, BLUE))
    assert Rob(5, (RED, BLUE)) == Rob(5, (BLUE, RED))  # one pair however it is written
    assert robs(st, 3) == set()  # a mono ship needs two cards of its one colour
    assert robs(st, 4) == set()
    # one card of a colour and its pair written as its twin: the reason says a second card is missing
    refuse(st, 0, Rob(3, (ORANGE, ORANGE)), tx.E_ROB_TWO)
    refuse(st, 0, Rob(5, (RED, RED)), tx.E_ROB_TWO)
    refuse(st, 0, Rob(5, (PINK, PINK)), tx.E_NO_CARDS)  # none of that colour
    refuse(st, 0, Rob(4, (YELLOW, GREEN)), tx.E_NO_CARDS)  # a yellow but no green


def test_card_colours_must_match_the_target() -> None:
    """Seed: "Barvy na kartách se musí shodovat s barvami plachet příslušné lodě." """
    st = at_sea(hands=ALL_TWO)
    refuse(st, 0, Rob(5, (RED, YELLOW)), tx.E_ROB_COLOURS)
    refuse(st, 0, Rob(3, (BLUE, BLUE)), tx.E_ROB_COLOURS)
    refuse(st, 0, Rob(4, ("purple", GREEN)), tx.E_ROB_COLOURS)


def test_robbery_takes_one_cube_for_two_cards() -> None:
    """Seed: "Hráč odloží obě pirátské karty na odkládací hromádku, vezme si 1 zboží z příslušné lodi
    a vloží ho do svého skladu." """
    st = at_sea(hands={0: {R: 1, B: 1}})
    act(st, 0, Rob(5, (RED, BLUE)))
    assert st.cargo[5] == 1 and st.cargo_colour[5] == G
    assert st.warehouses[0] == [0, 0, 1, 0, 0, 0]
    assert st.hands[0] == [0] * 6 and st.discard == [0, 0, 0, 0, 1, 1]
    assert st.phase == TURN and GAME.to_act(st) == (0,)


def test_the_log_names_two_cards_of_one_colour_once() -> None:
    """The log read "sends pirates with green and green" for a pair of one colour."""
    st = at_sea(hands={0: {R: 1, B: 1, O: 2}})
    [line] = act(st, 0, Rob(3, (ORANGE, ORANGE))).log
    assert line.key == tx.LOG_ROB_PAIR and line.params["card1"] == tx.COLOUR_NAMES[O]
    assert "two orange cards" in line.render()
    [line] = act(at_sea(hands={0: {R: 1, B: 1}}), 0, Rob(5, (RED, BLUE))).log
    assert line.key == tx.LOG_ROB and {line.params["card1"], line.params["card2"]} == {
        tx.COLOUR_NAMES[R],
        tx.COLOUR_NAMES[B],
    }


def test_only_opponents_ships_at_sea_with_cargo() -> None:
    """Seed: "Přepadány smí být pouze lodě na širém moři. To znamená, že lodě v přístavech (Benátky,
    Konstantinopol a Modon) jsou tabu." G5: "Only ships at sea with cargo can be targeted, and never
    one's own ships." """
    st = position(
        ships={1: (2, 1), 3: (MODON2, 1), 4: (C2, -1), 5: (7, 1), 2: (3, 1)},
        cargo={1: (R, 2), 3: (B, 2), 5: (0, 0), 2: (P, 1)},
        hands=ALL_TWO,
    )
    assert [a for a in GAME.legal_actions(st, 0) if isinstance(a, Rob)] == []
    refuse(st, 0, Rob(1, (BLUE, ORANGE)), tx.E_ROB_OWN)
    refuse(st, 0, Rob(3, (ORANGE, ORANGE)), tx.E_ROB_PORT)  # in Modon, with cargo
    refuse(st, 0, Rob(4, (YELLOW, GREEN)), tx.E_ROB_PORT)  # in Constantinople
    refuse(st, 0, Rob(5, (RED, BLUE)), tx.E_ROB_EMPTY)


def test_once_per_turn_and_only_before_sailing() -> None:
    """RULES.md §5: the active player "may send pirates (at most once)" and then "must move exactly
    one of his own ships"; seed order: "1. Vyslání pirátů ... 2. Pohyb vlastní lodě"."""
    st = at_sea(hands=ALL_TWO)
    act(st, 0, Rob(4, (YELLOW, GREEN)))
    assert not any(isinstance(a, Rob) for a in GAME.legal_actions(st, 0))
    assert any(isinstance(a, Sail) for a in GAME.legal_actions(st, 0))
    refuse(st, 0, Rob(5, (RED, BLUE)), tx.E_ROB_ONCE)
    st = at_sea(hands=ALL_TWO)
    sail(st, 0, 1)
    assert st.phase == END
    refuse(st, 0, Rob(5, (RED, BLUE)), tx.E_ROB_ONCE)


def test_robbing_is_allowed_again_next_turn() -> None:
    """RULES.md §5: pirates "at most once" per turn — each turn begins afresh."""
    st = position(
        ships={0: (1, 1), 5: (7, 1)},
        cargo={0: (B, 3), 5: (G, 3)},
        hands={0: [2] * 6, 1: [2] * 6},
    )
    act(st, 0, Rob(5, (RED, RED)))
    sail(st, 2, 2)
    act(st, 0, EndTurn())
    act(st, 1, Rob(0, (PINK, PINK)))
    sail(st, 3, 3)
    act(st, 1, EndTurn())
    assert any(isinstance(a, Rob) for a in GAME.legal_actions(st, 0))


def test_pirates_option_off() -> None:
    """RULES.md §10: pirates "Allow sending pirates. Turning it off is a non-rulebook family variant." """
    st = at_sea(options={"pirates": False}, hands=ALL_TWO)
    assert all(isinstance(a, Sail) for a in GAME.legal_actions(st, 0))
    refuse(st, 0, Rob(5, (RED, BLUE)), tx.E_PIRATES_OFF)


def test_robbed_empty_owner_may_turn_the_ship() -> None:
    """Seed: "Výjimka: pokud by vykrádaná loď neměla na palubě už žádné zboží, smí její majitel
    výjimečně svou loď na hracím políčku obrátit, tj. nařídit zpět." G5: "Only its owner decides,
    immediately after the theft. Turning reverses its direction on the same space." """
    st = position(ships={5: (7, 1)}, cargo={5: (G, 1)}, hands={0: {R: 2}})
    act(st, 0, Rob(5, (RED, RED)))
    assert st.phase == STEER and st.cargo[5] == 0 and st.cargo_colour[5] == -1
    assert GAME.to_act(st) == (1,)
    assert GAME.legal_actions(st, 0) == []
    assert GAME.legal_actions(st, 1) == [Steer(5, True), Steer(5, False)]
    refuse(st, 0, Sail(2, PINK, 1), NOT_YOUR_TURN)
    refuse(st, 0, Steer(5, True), NOT_YOUR_TURN)
    refuse(st, 1, Sail(3, None, 1), tx.E_MUST_STEER)
    refuse(st, 1, Rob(0, (PINK, PINK)), tx.E_MUST_STEER)
    refuse(st, 1, Steer(4, True), tx.E_STEER)
    act(st, 1, Steer(5, True))
    assert st.ship_pos[5] == 7 and st.ship_dir[5] == -1
    assert st.phase == TURN and GAME.to_act(st) == (0,)
    assert not any(isinstance(a, Rob) for a in GAME.legal_actions(st, 0))
    refuse(st, 0, Steer(5, False), tx.E_STEER)
    sail(st, 2, 1)
    act(st, 0, EndTurn())
    assert targets(st, 5) == {6}  # it now sails towards Venice: green 6, not a sail colour, no green card


def test_robbed_empty_owner_may_keep_course() -> None:
    """G5: turning "is his decision"; keeping the course changes nothing."""
    st = position(ships={5: (7, 1)}, cargo={5: (G, 1)}, hands={0: {R: 2}})
    act(st, 0, Rob(5, (RED, RED)))
    before = GAME.clone(st)
    act(st, 1, Steer(5, False))
    assert st.ship_dir == before.ship_dir and st.phase == TURN and st.pending == -1


def test_no_steering_when_cargo_is_left() -> None:
    """Seed: the turning exception applies only "pokud by vykrádaná loď neměla na palubě už žádné
    zboží"."""
    st = at_sea(hands=ALL_TWO)
    act(st, 0, Rob(5, (PINK, PINK)))
    assert st.phase == TURN and st.cargo[5] == 1


def test_four_players_steer_by_the_right_owner() -> None:
    """G5: "Only its owner decides" — with four players the robbed ship's owner, whoever he is."""
    st = position(4, ships={8: (5, 1)}, cargo={8: (R, 1)}, hands={0: {B: 1, P: 1}})
    act(st, 0, Rob(8, (PINK, BLUE)))
    assert GAME.to_act(st) == (2,)
    for seat in (0, 1, 3):
        assert GAME.legal_actions(st, seat) == []
    act(st, 2, Steer(8, True))
    assert GAME.to_act(st) == (0,) and st.ship_dir[8] == -1


def test_card_order_does_not_matter() -> None:
    """Seed: "pokud vyloží 2 pirátské karty. Barvy na kartách se musí shodovat s barvami plachet" — two
    cards are a pair; blue-and-red is the same robbery as red-and-blue (G4 counts unordered pairs)."""
    st = at_sea(hands={0: {R: 1, B: 1}})
    act(st, 0, Rob(5, (BLUE, RED)))
    assert st.warehouses[0][G] == 1 and st.hands[0] == [0] * 6 and st.discard == [0, 0, 0, 0, 1, 1]


@settings(max_examples=200, deadline=None)
@given(positions(), hs.lists(hs.integers(0, 3), min_size=12, max_size=12))
def test_every_robbery_matches_the_oracle(case: tuple[Any, ...], loads_: list[int]) -> None:
    """Seed: "ukrást jeden kus zboží z jedné cizí lodě, pokud vyloží 2 pirátské karty. Barvy na
    kartách se musí shodovat s barvami plachet ... Přepadány smí být pouze lodě na širém moři." The
    offered robberies are exactly: each opponent's ship at sea with cargo, times each unordered pair
    (repeats allowed) of its sail colours that the hand can pay."""
    players, ships, hand, _ = case
    spaces = components().routes[players]
    cargo = {}
    left = [CUBES - 3] * 6  # the cubes of each colour not lying in the two ports
    for ship in range(3 * players):
        free = [c for c in range(6) if c not in components().fleets[ship // 3][ship % 3].colours]
        colour = free[loads_[ship] % len(free)]
        if spaces[ships[ship][0]].kind != PORT and 0 < loads_[ship] <= left[colour]:
            cargo[ship] = (colour, loads_[ship])
            left[colour] -= loads_[ship]
    st = position(players, ships=ships, cargo=cargo, hands={0: hand})
    want = set()
    for ship in range(3, 3 * players):
        if spaces[st.ship_pos[ship]].kind != SEA or st.cargo[ship] == 0:
            continue
        cols = sorted(components().fleets[ship // 3][ship % 3].colours)
        for a, b in combinations_with_replacement(cols, 2):
            if (hand[a] >= 2) if a == b else (hand[a] and hand[b]):
                want.add(Rob(ship, (COLOURS[a], COLOURS[b])))
    assert {a for a in GAME.legal_actions(st, 0) if isinstance(a, Rob)} == want
