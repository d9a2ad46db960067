"""Positions for Störtebeker rules tests: cards and ships put where a test wants them.

Cards (components.json order): pirates 0–9 (values 4, 4, 4, 3, 3, 3, 2, 2, 2, 2); water 10–22 (10
and 11 with a pirate symbol); beans 23–32 (23, 24 symbols); biscuits 33–42 (33, 34); meat 43–50
(43, 44); rum 51–58 (51); bananas 59–65 (59). Ships: yellow-1 (0) needs 2 water, defence 6, 2 points;
yellow-3 (2) beans+meat+rum, defence 9, 5 points; black-2 (7) 2 water + rum, defence 7, 3 points.
Colour dice: a roll of 1 water, 2 beans, 3 biscuits, 4 meat, 5 rum, 6 bananas."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.messages import MessageKey
from engine.stortebeker import GAME
from engine.stortebeker.state import StortebekerState

P4, P4b, P4c, P3, P3b, P3c, P2, P2b, P2c, P2d = range(10)
WATER_SYM, WATER_SYM2 = 10, 11
WATER = tuple(range(12, 23))
BEANS_SYM = 23
BEANS = tuple(range(25, 33))
BISCUITS = tuple(range(35, 43))  # seats 1-3 hold two each in position()
MEAT_SYM = 43
MEAT = tuple(range(45, 51))
RUM_SYM = 51
RUM = tuple(range(52, 59))
BANANAS = tuple(range(60, 66))
YELLOW1, YELLOW3, BLACK2 = 0, 2, 7
ROLL = {"water": 1, "beans": 2, "biscuits": 3, "meat": 4, "rum": 5, "bananas": 6}


def position(
    players: int = 2, sea: tuple[int, ...] = (YELLOW1, YELLOW3, BLACK2), turn: int = 10, **options: Any
) -> StortebekerState:
    """Past the first round, seat 0 to play; empty hands, sides and discard pile, every card in the draw pile."""
    st = GAME.new_game(players, 1, options)
    for hand in st.hands:
        st.draw.extend(hand)
        hand.clear()
    ships = [s for s in st.sea + st.harbour + st.boxed if s not in sea]
    st.sea = list(sea)
    st.harbour = ships[: len(st.harbour)]
    st.boxed = ships[len(st.harbour) :]
    st.sides = {s: [[] for _ in range(players)] for s in st.sea}
    st.turn, st.active = turn, 0
    st.draw.sort()
    for seat in range(1, players):  # the others hold a couple of biscuits, so their turns wait for them
        for c in BISCUITS[2 * seat - 2 : 2 * seat]:
            st.draw.remove(c)
            st.hands[seat].append(c)
    return st


def take(st: StortebekerState, c: int) -> int:
    """Remove card `c` from wherever it lies."""
    for pile in (st.draw, st.discard, *st.hands, *st.waiting, *(cards for per in st.sides.values() for cards in per)):
        if c in pile:
            pile.remove(c)
            return c
    raise AssertionError(f"card {c} is nowhere")


def hand(st: StortebekerState, seat: int, *cards: int) -> None:
    for c in cards:
        st.hands[seat].append(take(st, c))
    st.need = min(3, len(st.hands[st.active]))


def lay(st: StortebekerState, seat: int, ship: int, *cards: int) -> None:
    for c in cards:
        st.sides[ship][seat].append(take(st, c))


def refuse(st: StortebekerState, seat: int, action: Any, key: MessageKey) -> None:
    before = st.clone()
    with pytest.raises(IllegalAction) as err:
        GAME.apply(st, seat, action)
    assert err.value.message.key == key, err.value.message.render()
    assert st == before
