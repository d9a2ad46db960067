"""Every kind of illegal action is refused with its own reason and changes nothing (DESIGN.md:
"A move the rules forbid raises IllegalAction(message) and leaves the state untouched")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import engine.golden_horn.texts as tx
from engine.core.actions import Action
from engine.core.messages import MessageKey
from engine.core.protocol import GAME_OVER, NOT_AN_ACTION, NOT_YOUR_TURN
from engine.core.shape import BAD_FIELD
from engine.golden_horn import GAME
from engine.golden_horn.actions import Announce, EndTurn, Place, Rob, Sail, Steer
from engine.golden_horn.state import END, OVER, STEER

from .helpers import BLUE, MODON2, ORANGE, PINK, RED, YELLOW, B, G, position, refuse, sail, targets


def placing() -> Any:
    st = GAME.new_game(2, 4)
    GAME.apply(st, 0, Place(0, "venice"))
    return st


def robbing() -> Any:
    """Seat 0 to move with two of each card; seat 1's trio at sea with cargo, its mono in Modon with
    cargo, its duo at sea empty; seat 0's duo at sea with cargo."""
    return position(
        ships={5: (7, 1), 3: (MODON2, 1), 4: (6, -1), 1: (2, 1)},
        cargo={5: (G, 2), 3: (B, 1), 1: (G, 1)},
        hands={0: [2] * 6},
    )


def steering() -> Any:
    st = position(ships={5: (7, 1)}, cargo={5: (G, 1)}, hands={0: [2] * 6})
    GAME.apply(st, 0, Rob(5, (RED, RED)))
    assert st.phase == STEER
    return st


def sailed() -> Any:
    st = position(warehouses={1: [1] * 6})
    GAME.apply(st, 0, Sail(2, PINK, 1))
    assert st.phase == END
    return st


def announced() -> Any:
    st = position(warehouses={0: [1] * 6, 1: [1] * 6})
    GAME.apply(st, 0, Sail(2, PINK, 1))
    GAME.apply(st, 0, Announce())
    sail(st, 3, min(targets(st, 3)))
    return st


def over() -> Any:
    st = announced()
    GAME.apply(st, 1, EndTurn())
    assert st.phase == OVER
    return st


class Bogus(Action):
    kind = "bogus"


CASES: list[tuple[str, Callable[[], Any], int, Action, MessageKey]] = [
    ("not an action", position, 0, Bogus(), NOT_AN_ACTION),
    ("not your turn", position, 1, Sail(3, PINK, 1), NOT_YOUR_TURN),
    ("game over", over, 1, EndTurn(), GAME_OVER),
    # placing
    ("sail while placing", placing, 0, Sail(1, PINK, 1), tx.E_PHASE_PLACE),
    ("place another's ship", placing, 0, Place(3, "venice"), tx.E_NOT_YOUR_SHIP),
    ("place twice", placing, 0, Place(0, "constantinople"), tx.E_PLACED),
    ("place in Modon", placing, 0, Place(1, "modon"), tx.E_PORT),
    ("place after set-up", position, 0, Place(0, "venice"), tx.E_NOT_PLACING),
    # pirates
    (
        "rob with pirates off",
        lambda: position(options={"pirates": False}, ships={5: (7, 1)}, cargo={5: (G, 2)}, hands={0: [2] * 6}),
        0,
        Rob(5, (RED, BLUE)),
        tx.E_PIRATES_OFF,
    ),
    ("rob after sailing", sailed, 0, Rob(5, (RED, BLUE)), tx.E_ROB_ONCE),
    ("rob a missing ship", robbing, 0, Rob(99, (RED, BLUE)), tx.E_GENERIC),
    ("rob own ship", robbing, 0, Rob(1, (BLUE, ORANGE)), tx.E_ROB_OWN),
    ("rob in Modon", robbing, 0, Rob(3, (ORANGE, ORANGE)), tx.E_ROB_PORT),
    (
        "rob in a home port",
        lambda: position(ships={3: (0, 1)}, hands={0: [2] * 6}),
        0,
        Rob(3, (ORANGE, ORANGE)),
        tx.E_ROB_PORT,
    ),
    ("rob an empty ship", robbing, 0, Rob(4, (YELLOW, YELLOW)), tx.E_ROB_EMPTY),
    ("rob with wrong colours", robbing, 0, Rob(5, (RED, YELLOW)), tx.E_ROB_COLOURS),
    ("rob with three cards", robbing, 0, Rob(5, (RED, RED, RED)), BAD_FIELD),  # type: ignore[arg-type]
    (
        "rob without the cards",
        lambda: position(ships={5: (7, 1)}, cargo={5: (G, 2)}, hands={0: {4: 1}}),
        0,
        Rob(5, (BLUE, BLUE)),
        tx.E_NO_CARDS,
    ),
    (
        "rob with one card of a twin pair",
        lambda: position(ships={5: (7, 1)}, cargo={5: (G, 2)}, hands={0: {4: 1}}),
        0,
        Rob(5, (RED, RED)),
        tx.E_ROB_TWO,
    ),
    # steering
    ("sail before steering", steering, 1, Sail(3, None, 1), tx.E_MUST_STEER),
    ("steer another ship", steering, 1, Steer(4, True), tx.E_STEER),
    ("steer unasked", position, 0, Steer(0, True), tx.E_STEER),
    # sailing
    ("sail twice", sailed, 0, Sail(1, RED, 1), tx.E_SAILED),
    ("sail another's ship", position, 0, Sail(3, PINK, 1), tx.E_NOT_YOUR_SHIP),
    ("load a sail colour", position, 0, Sail(2, RED, 1), tx.E_LOAD),
    ("decline to load", position, 0, Sail(2, None, 1), tx.E_LOAD),
    ("load at sea", lambda: position(ships={0: (2, 1)}), 0, Sail(0, BLUE, 3), tx.E_LOAD_SEA),
    ("sail too far", position, 0, Sail(0, BLUE, 2), tx.E_REACH),
    # each unreachable stop says its own reason: all were blamed on the cards in hand
    ("sail backwards", lambda: position(ships={0: (2, 1)}), 0, Sail(0, None, 1), tx.E_AHEAD),
    ("stay put", lambda: position(ships={0: (2, 1)}), 0, Sail(0, None, 2), tx.E_AHEAD),
    ("sail off the route", lambda: position(ships={0: (2, 1)}), 0, Sail(0, None, 99), tx.E_OFF_ROUTE),
    (
        "stop on a ship past Modon",  # the move ends before it: "a ship sails past it" would mislead
        lambda: position(ships={1: (2, 1), 3: (3, 1), 4: (5, 1)}, hands={0: [5] * 6}),
        0,
        Sail(1, None, 5),
        tx.E_STOPS_FIRST,
    ),
    (
        "stop on a ship",
        lambda: position(ships={1: (2, 1), 3: (3, 1)}, hands={0: [5] * 6}),
        0,
        Sail(1, None, 3),
        tx.E_HELD,
    ),
    (
        "sail past Modon",
        lambda: position(ships={1: (2, 1), 3: (3, 1)}, hands={0: [5] * 6}),
        0,
        Sail(1, None, 5),
        tx.E_STOPS_FIRST,
    ),
    # ending the turn
    ("end turn before sailing", position, 0, EndTurn(), tx.E_MUST_SAIL),
    ("announce before sailing", position, 0, Announce(), tx.E_MUST_SAIL),
    ("announce without six colours", sailed, 0, Announce(), tx.E_ANNOUNCE),
    ("announce twice", announced, 1, Announce(), tx.E_ANNOUNCED),
]


@pytest.mark.parametrize(("build", "seat", "action", "key"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_refused_with_its_reason(build: Callable[[], Any], seat: int, action: Action, key: MessageKey) -> None:
    """Each refusal names the rule broken; the state compares equal to a clone taken before."""
    st = build()
    GAME.check_invariants(st)
    refuse(st, seat, action, key)
    assert action not in GAME.legal_actions(st, seat)


def test_every_refusal_text_is_reachable() -> None:
    """texts.py's refusals (E_*) each have a case above."""
    keys = {getattr(tx, n) for n in dir(tx) if n.startswith("E_")}
    covered = {c[4] for c in CASES}
    assert keys <= covered, sorted(k.source for k in keys - covered)
