"""The window's shell by keyboard alone (an English player at 1280×800): Enter on the start page's and
the table's buttons, a key back from the table, Esc out of a replay, and an Alt letter on every entry
of the menus and on every button of the end screen."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QDialog, QMenu, QPushButton, QWidget

from desktop.main_window import MainWindow
from desktop.start_page import StartPage
from tests.desktop.helpers import bare_window, bots_end_screen
from tests.desktop.test_replay import finished

RETURN, ENTER = Qt.Key.Key_Return, Qt.Key.Key_Enter
KEYPAD = Qt.KeyboardModifier.KeypadModifier


def _activate(qtbot: Any, widget: QWidget) -> None:
    widget.show()
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)


def _press(
    qtbot: Any, widget: QWidget, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
) -> None:
    """`key` pressed with the keyboard's focus on `widget`."""
    widget.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is widget)
    qtbot.keyClick(widget, key, modifier)


def _mnemonic(text: str) -> str:
    """The Alt letter of a menu entry or a button ("" when it has none)."""
    found = re.search(r"&([^&])", text.replace("&&", ""))
    return found.group(1).lower() if found else ""


# -- 1. Enter presses the focused button ---------------------------------------------------------
def test_enter_and_keypad_enter_press_the_start_pages_buttons(qtbot: Any) -> None:
    """Tab to a card's New game or Rules, or to the footer's buttons, and Return or keypad Enter did
    nothing (only Space did), though the app's tip says Tab and Enter."""
    page = StartPage()
    qtbot.addWidget(page)
    page.resize(1280, 760)
    _activate(qtbot, page)
    said: list[tuple[str, str]] = []
    page.new_game_requested.connect(lambda name: said.append(("new", name)))
    page.rules_requested.connect(lambda name: said.append(("rules", name)))
    page.table_requested.connect(lambda: said.append(("table", "")))
    page.replay_requested.connect(lambda: said.append(("replay", "")))
    catan = page.card("catan")
    _press(qtbot, catan.new_button, RETURN)
    _press(qtbot, catan.rules_button, ENTER, KEYPAD)
    _press(qtbot, page.table_button, ENTER, KEYPAD)
    _press(qtbot, page.replay_button, RETURN)
    assert said == [("new", "catan"), ("rules", "catan"), ("table", ""), ("replay", "")]
    # Ctrl+Return is not Enter: nothing pressed
    _press(qtbot, catan.new_button, RETURN, Qt.KeyboardModifier.ControlModifier)
    assert len(said) == 4


def test_enter_opens_the_table_and_presses_its_buttons(qtbot: Any) -> None:
    """At the table, the games' buttons (and the pages' own) took Space only."""
    w = bare_window(qtbot, active=True)
    _press(qtbot, w.start.table_button, RETURN)
    assert w.table is not None and w.stack.currentWidget() is w.table
    _press(qtbot, w.table.buttons["catan"], RETURN)
    assert getattr(w.table.current(), "game_name", "") == "catan"
    _press(qtbot, w.table.buttons["golden_horn"], ENTER, KEYPAD)
    assert getattr(w.table.current(), "game_name", "") == "golden_horn"
    _press(qtbot, w.table.back, RETURN)
    assert w.stack.currentWidget() is w.start


# -- 2. a key back from the table ----------------------------------------------------------------
def test_ctrl_w_goes_back_from_the_table_to_the_start_page(qtbot: Any) -> None:
    """Game ▸ Back to the Start Page (Ctrl+W) was greyed at the table, the one page it did not leave."""
    w = bare_window(qtbot, active=True)
    assert not w.a_home.isEnabled()  # on the start page: nowhere to go back to
    table = w.open_table("catan")
    assert w.a_home.isEnabled()
    qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    assert w.stack.currentWidget() is w.start and not w.a_home.isEnabled()


# -- 3. Esc closes a replay ----------------------------------------------------------------------
@pytest.fixture
def replay_window(qtbot: Any, tmp_path: Path) -> MainWindow:
    path = tmp_path / "golden_horn.json"
    finished("golden_horn").save(path)
    w = bare_window(qtbot, active=True)
    assert w.replays.watch_path(path) and w.replay_bar is not None
    return w


def test_esc_on_the_board_closes_the_replay(qtbot: Any, replay_window: MainWindow) -> None:
    w = replay_window
    assert "Esc" in w.replay_bar.close_button.toolTip()
    _press(qtbot, w.page.view, Qt.Key.Key_Right)
    assert w.replay is not None and w.replay.index == 1  # the replay's keys work from the board
    qtbot.keyClick(w.page.view, Qt.Key.Key_Escape)
    assert w.replay is None and w.replay_bar is None and w.stack.currentWidget() is w.start


def test_esc_on_the_replay_bar_closes_the_replay(qtbot: Any, replay_window: MainWindow) -> None:
    w = replay_window
    _press(qtbot, w.replay_bar.forward, Qt.Key.Key_Escape)
    assert w.replay is None and w.stack.currentWidget() is w.start


def test_esc_in_full_screen_leaves_it_before_it_closes_the_replay(qtbot: Any, replay_window: MainWindow) -> None:
    w = replay_window
    w.a_full.trigger()
    assert w.isFullScreen()
    _press(qtbot, w.page.view, Qt.Key.Key_Escape)
    assert not w.isFullScreen() and w.replay is not None
    qtbot.keyClick(w.page.view, Qt.Key.Key_Escape)
    assert w.replay is None


def test_ctrl_w_closes_the_replay_too(qtbot: Any, replay_window: MainWindow) -> None:
    w = replay_window
    _press(qtbot, w.page.view, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)
    assert w.replay is None and w.stack.currentWidget() is w.start


def test_the_keys_dialog_tells_the_replays_keys(qtbot: Any) -> None:
    from desktop.dialogs.keys import KeysDialog

    w = bare_window(qtbot)
    listed = KeysDialog(w.actions(), w).rows()
    start = listed.index(("In a replay", ""))
    rows = dict(listed[start + 1 : start + 5])
    assert rows["Esc · Ctrl+W"] == "Close the replay"
    assert rows["Space"] and rows["Home · End"] and rows["← · →"]


# -- 4. Alt letters and Settings' key ------------------------------------------------------------
def test_every_menu_entry_has_its_own_alt_letter(qtbot: Any) -> None:
    """View ▸ Game log, Score history, Next and Previous Part of the Window had none, while every
    other entry of the menus had one."""
    w = bare_window(qtbot)
    for menu in (w.m_game, w.m_edit, w.m_play, w.m_view, w.m_help):
        texts = [a.text() for a in menu.actions() if not a.isSeparator()]
        letters = [_mnemonic(t) for t in texts]
        assert all(letters), (menu.title(), texts)
        assert len(set(letters)) == len(letters), (menu.title(), texts)
    view = [a.text() for a in w.m_view.actions()]
    assert "Game &Log" in view and "&Score History" in view
    w.log_dock.setWindowTitle("Game log")  # the dock's title names its action anew (a new language)
    assert w.log_dock.toggleViewAction().text() == "Game &Log"
    assert w.log_dock.windowTitle() == "Game log"  # the dock's own title keeps no "&"


def test_alt_letters_of_the_view_menu_open_the_panels(qtbot: Any) -> None:
    """Alt+V, then L: the game log shows."""
    from tests.desktop.helpers import make_window

    w = make_window(qtbot)
    _activate(qtbot, w)
    w.log_dock.hide()
    qtbot.keyClick(w, Qt.Key.Key_V, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
    qtbot.keyClick(QApplication.activePopupWidget(), Qt.Key.Key_L)
    qtbot.waitUntil(w.log_dock.isVisible)


@pytest.mark.parametrize("letter", ["p", "n", "w", "c"])
def test_every_button_of_the_end_screen_has_an_alt_letter(qtbot: Any, letter: str) -> None:
    """Play again, New game…, Watch the replay and Close had none (the New game dialog's buttons do)."""
    dialog = bots_end_screen(qtbot)
    qtbot.addWidget(dialog)
    _activate(qtbot, dialog)
    buttons = [b for b in dialog.findChildren(QPushButton) if b.isVisible()]
    letters = [_mnemonic(b.text()) for b in buttons]
    assert all(letters) and len(set(letters)) == len(letters), [b.text() for b in buttons]
    qtbot.keyClick(dialog, getattr(Qt.Key, f"Key_{letter.upper()}"), Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    wanted = {"p": ("again", False), "n": ("new", False), "w": ("", True), "c": ("", False)}[letter]
    assert (dialog.wants, dialog.wants_replay) == wanted
    assert dialog.result() == (QDialog.DialogCode.Rejected if letter == "c" else QDialog.DialogCode.Accepted)


def test_ctrl_comma_opens_the_settings(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Settings… had no key (Linux has no standard Preferences key): Ctrl+, as in most apps."""
    import desktop.main_window as main_window

    opened: list[str] = []
    monkeypatch.setattr(main_window, "ask_once", lambda d: opened.append(type(d).__name__) or 0)
    w = bare_window(qtbot, active=True)
    comma = QKeySequence("Ctrl+,")
    assert w.a_settings.shortcut() == comma
    assert [a for a in w.actions() if comma in a.shortcuts()] == [w.a_settings]  # no other action has it
    qtbot.keyClick(QApplication.focusWidget() or w, Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)
    assert opened == ["SettingsDialog"]
