"""The curtain between hot-seat turns holds the keyboard from the first hand-over on."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.desktop.helpers import make_window


def _hot_seat(qtbot: Any, game: str) -> Any:
    w = make_window(qtbot, game, players=3, humans=3, seed=5)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    return w


def test_a_new_hot_seat_games_first_curtain_has_the_keyboard(qtbot: Any) -> None:
    """The first hand-over of a game left the focus on the board behind the curtain: Enter did not lift
    it, and Tab walked the hidden player's pieces while the status bar told their costs."""
    w = _hot_seat(qtbot, "stortebeker")  # hands from the first turn on
    curtain = w.page.curtain
    assert curtain.is_up()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is curtain)
    status = w.statusBar().currentMessage()
    qtbot.keyClick(w.page.view, Qt.Key.Key_Tab)  # even sent to the board itself, it is not heard
    assert w.scene.selected is None and w.statusBar().currentMessage() == status
    qtbot.waitUntil(curtain.keys_ready)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert not curtain.is_up()


def test_the_board_behind_a_curtain_gives_its_focus_to_the_curtain(qtbot: Any) -> None:
    """F6, or a click that reached the board before the curtain rose, may focus the board: the focus
    goes on to the curtain."""
    w = _hot_seat(qtbot, "shipyard")  # contracts from the first turn on
    curtain = w.page.curtain
    assert curtain.is_up()
    w.page.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is curtain)
    qtbot.waitUntil(curtain.keys_ready)
    qtbot.keyClick(curtain, Qt.Key.Key_Space)
    assert not curtain.is_up()
    w.page.view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is w.page.view)  # with the curtain down, the board


def test_no_hand_over_is_asked_while_the_player_to_act_hides_nothing(qtbot: Any) -> None:
    """Golden Horn's ships are placed before the wind cards are dealt: a curtain before each placement
    hid nothing and asked for three hand-overs for nothing. The first turn after the deal asks one."""
    w = _hot_seat(qtbot, "golden_horn")
    model = w.model
    model.stop()
    placed = 0
    while not any(any(hand) for hand in model.match.state.hands):  # until the deal
        assert not w.page.curtain.is_up()
        seat = model.human_to_act()
        w.statusBar().showMessage(f"P{seat + 1} was told something")
        assert model.try_apply(seat, model.match.legal_actions(seat)[0])
        placed += 1
    assert placed >= 3
    assert w.page.curtain.is_up() and w.page.curtain.name() == model.names[model.human_to_act()]
    assert w.statusBar().currentMessage() == ""  # what the last person was told stays his


def test_end_turn_behind_the_curtain_does_nothing_and_says_nothing(qtbot: Any) -> None:
    """Tester L: Ctrl+E behind the curtain told the hidden player's refusal in the status bar (Undo
    and the board's keys were already silent there). It is now as silent as they are."""
    w = _hot_seat(qtbot, "stortebeker")
    assert w.page.curtain.is_up()
    w.statusBar().showMessage("before")
    before = len(w.model.match.records)
    w.a_end.trigger()
    w.end_turn()  # the shortcut too, whether or not the action stands enabled
    assert w.statusBar().currentMessage() == "before"
    assert len(w.model.match.records) == before and w.page.curtain.is_up()
