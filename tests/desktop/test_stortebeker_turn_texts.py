"""What the Störtebeker table says during a turn (a Slovak tester's findings): the exchange's prompt
named a button that was not there and said "set aside more" at three; the board never showed that
the last round was being played; the dice panel read a boarding two turns old beside the cannon roll;
a double's two shots read the same."""

from __future__ import annotations

from typing import Any

from desktop.common.painted import LabelItem
from engine.stortebeker.actions import Attack, EndPicks, Fire, Swap, Take
from engine.stortebeker.state import BOARD, CANNON, PICK
from tests.desktop.driver import inside
from tests.desktop.helpers import drag, make_window
from tests.engine.stortebeker.helpers import (
    BANANAS,
    BEANS,
    BISCUITS,
    MEAT,
    P3,
    P4,
    RUM,
    WATER,
    YELLOW1,
    hand,
    lay,
    position,
)

GREEN10 = 29  # water 2, meat 2, bananas 2; defence 13: a boarding with no crew always fails


def _window(qtbot: Any, st: Any) -> Any:
    """A two-player extended game, seat 0 a person, the bot held back; the position `st` on the table."""
    w = make_window(qtbot, game="stortebeker", players=2, seed=3, options={"extended": True})
    w.model.stop()
    w.model.match.state = st
    w._on_changed()
    return w


def _set_aside(qtbot: Any, w: Any, *cards: int) -> None:
    for c in cards:  # dragged onto the discard pile, as a hand would
        drag(qtbot, w.page.view, inside(w.scene.pieces[("hand", c)]), inside(w.scene.targets[("discard",)]))


def _bar(w: Any) -> tuple[str, list[str]]:
    """The prompt bar as shown: its text and the labels of its buttons."""
    return w.page.prompt.text(), list(w.page._labels)


# -- 1. the exchange's prompt ------------------------------------------------------------------------------
def test_two_cards_set_aside_on_the_first_turn_say_a_card_must_be_laid_first(qtbot: Any) -> None:
    """The first turn, no provision at any ship: two cards are an exchange only after a card is laid out
    (the bar named a button that was not there); laid, the button comes and "more" goes."""
    st = position(players=2, turn=0, extended=True)
    hand(st, 0, RUM[0], RUM[1], RUM[2], WATER[0], BEANS[0], MEAT[0])
    w = _window(qtbot, st)
    assert {len(a.cards) for a in w.scene.legal if isinstance(a, Swap)} == {3}
    _set_aside(qtbot, w, RUM[0])
    assert _bar(w) == (
        "1 card set aside for an exchange: set aside more, or click it to take it back. An exchange takes 3 cards now.",
        [],
    )
    _set_aside(qtbot, w, RUM[1])
    assert w.scene.staged == {RUM[0], RUM[1]} and not w.model.match.records
    assert _bar(w) == (
        "2 cards set aside for an exchange: set aside more, or click one to take it back. "
        "2 cards make an exchange only after you lay a card out: lay one first, or set aside one more.",
        [],
    )
    # the water laid out at the yellow ship: now the two are an exchange, and no third may join them
    drag(qtbot, w.page.view, inside(w.scene.pieces[("hand", WATER[0])]), inside(w.scene.targets[("side", YELLOW1)]))
    assert w.model.match.state.laid == 1 and w.scene.staged == {RUM[0], RUM[1]}
    assert _bar(w) == (
        "2 cards set aside for an exchange: discard them with the button, or click one to take it back.",
        ["Discard 2 cards for an exchange"],
    )


def test_three_cards_set_aside_say_no_more(qtbot: Any) -> None:
    st = position(players=2, turn=0, extended=True)
    hand(st, 0, RUM[0], RUM[1], RUM[2], WATER[0], BEANS[0], MEAT[0])
    w = _window(qtbot, st)
    _set_aside(qtbot, w, RUM[0], RUM[1], RUM[2])
    assert _bar(w) == (
        "3 cards set aside for an exchange: discard them with the button, or click one to take it back.",
        ["Discard 3 cards for an exchange"],
    )


def test_two_cards_set_aside_with_nothing_to_lay_say_the_exchange_takes_three(qtbot: Any) -> None:
    """No card fits any ship and none can be fired at: three it is."""
    st = position(players=2, turn=0, extended=True)
    hand(st, 0, BISCUITS[4], BISCUITS[5], BANANAS[0], BANANAS[1], P4, P3)
    w = _window(qtbot, st)
    _set_aside(qtbot, w, BISCUITS[4], BISCUITS[5])
    assert _bar(w) == (
        "2 cards set aside for an exchange: set aside more, or click one to take it back. "
        "An exchange takes 3 cards now.",
        [],
    )


def test_two_cards_set_aside_when_either_exchange_is_open_offer_both(qtbot: Any) -> None:
    """A provision at a ship: two may be exchanged (the cannons fire after) or three."""
    st = position(players=2)
    lay(st, 0, YELLOW1, WATER[0])
    hand(st, 0, RUM[0], RUM[1], RUM[2], BEANS[0], MEAT[0], WATER[1])
    w = _window(qtbot, st)
    _set_aside(qtbot, w, RUM[0], RUM[1])
    assert _bar(w) == (
        "2 cards set aside for an exchange: discard them with the button, set aside one more, "
        "or click one to take it back.",
        ["Discard 2 cards for an exchange"],
    )


# -- 2. the last round -------------------------------------------------------------------------------------
def _harbour_label(w: Any) -> LabelItem:
    return next(i for i in w.scene.items() if isinstance(i, LabelItem) and i.text.startswith("Harbour"))


def test_the_harbour_label_says_the_last_round_once_the_end_is_triggered(qtbot: Any) -> None:
    st = position(players=2)
    st.boxed += st.harbour
    st.harbour, st.harbour_empty = [], True
    lay(st, 0, YELLOW1, WATER[0], WATER[1], P4)
    hand(st, 0, BEANS[0], BEANS[1], BEANS[2])
    w = _window(qtbot, st)
    assert _harbour_label(w).text == "Harbour: 0 ships"
    w.model._apply(0, Swap(BEANS[:3]))
    assert w.model.match.state.phase == BOARD
    # boarded with the cutlass: 4 and the dice against 6 always takes it, and ends the game with the round
    drag(qtbot, w.page.view, inside(w.scene.pieces[("cutlass",)]), inside(w.scene.targets[("ship", YELLOW1)]))
    state = w.model.match.state
    assert state.end_triggered and state.active == 1 and not w.model.match.is_over()
    label = _harbour_label(w)
    assert label.text == "Harbour: 0 ships · last round"
    assert label.toolTip() == "A ship was captured after the harbour emptied: the game ends after the turn of P2."


# -- 3. the dice panel -------------------------------------------------------------------------------------
def test_the_dice_panel_shows_the_cannon_roll_without_a_boarding_of_an_earlier_turn(qtbot: Any) -> None:
    """Turn 10 seat 0 boards and fails; turn 12 he fires: the panel read the old boarding's number dice
    and its failure beside the new colour dice."""
    st = position(players=2, sea=(GREEN10, YELLOW1))
    lay(st, 0, GREEN10, WATER[0], WATER[1], MEAT[0], MEAT[1], BANANAS[0], BANANAS[1])
    lay(st, 0, YELLOW1, WATER[2])
    lay(st, 1, YELLOW1, WATER[3])
    hand(st, 0, RUM[0], RUM[1], RUM[2])
    w = _window(qtbot, st)
    match = w.model.match
    match.apply(0, Swap(RUM[:3]))
    match.apply(0, Attack(GREEN10), chance=[6, 6])  # 12 against 13: it fails
    assert match.state.turn == 11
    match.apply(1, Swap(tuple(match.state.hands[1][:2])))
    if match.state.phase == PICK:
        match.apply(1, EndPicks())
    assert match.state.turn == 12 and match.state.active == 0
    two = [c for c in match.state.hands[0] if c not in (WATER[2],)][:3]
    match.apply(0, Swap(tuple(two[:2])))
    if match.state.phase == PICK:
        match.apply(0, EndPicks())
    match.apply(0, Fire(two[2], YELLOW1), chance=[1, 1])  # water and water
    assert match.state.phase == CANNON
    w._on_changed()
    scene = w.scene
    assert scene.dice.colours == ["water", "water"] and scene.dice.numbers == []
    assert scene.roll_text == "The colour dice show water and water."
    # one water of P2's at the ship: one shot, said as before
    assert scene.prompt_text() == "The die shows water: click an opponent's water at the target ship."


# -- 5. a double's two shots -------------------------------------------------------------------------------
def test_a_doubles_two_shots_say_which_is_which(qtbot: Any) -> None:
    st = position(players=2)
    lay(st, 0, YELLOW1, WATER[0])
    lay(st, 1, YELLOW1, WATER[1], WATER[2])
    hand(st, 0, RUM[0], RUM[1], RUM[2])
    w = _window(qtbot, st)
    match = w.model.match
    match.apply(0, Swap(RUM[:2]))
    match.apply(0, Fire(RUM[2], YELLOW1), chance=[1, 1])
    w._on_changed()
    scene = w.scene
    first = "First of two shots: the die shows water. Click an opponent's water at the target ship."
    assert scene.prompt_text() == first and w.page.prompt.text() == first
    # the shot dragged onto one of P2's water cards
    drag(qtbot, w.page.view, inside(scene.pieces[("shot",)]), inside(scene.targets[("take", WATER[1])]))
    assert isinstance(match.records[-1].action, Take) and match.state.phase == CANNON
    second = "Second shot: the die shows water. Click an opponent's water at the target ship."
    assert scene.prompt_text() == second and w.page.prompt.text() == second
