"""A keyboard and a screen reader (a Slovak tester, Orca): every Tab stop named and lit, what is
read reachable without a mouse, in the order the screen shows it.

The keys dialog hid its last rows below a table that took no focus; the end screen began at a chart
that reads its values to a mouse only; each seat's boxes in the New game dialog read "Players";
the docks' float and close buttons read Qt's English; scroll areas and charts were Tab stops with
no name; the table's "New session" question had no title; the start page began at its footer; the
game log had no caret to read it line by line."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QRect, Qt, QTranslator
from PySide6.QtGui import QAccessible, QScreen, QTextCursor
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QDialogButtonBox,
    QDockWidget,
    QMessageBox,
    QTableWidget,
    QWidget,
)

from desktop.common import i18n
from desktop.common.log_dock import LogDock
from desktop.games import companion_games
from engine.core.match import Match
from engine.core.messages import QT_TRANSLATE_NOOP, msg
from engine.core.registry import get_game
from tests.desktop.helpers import bare_window, bots_end_screen, make_window

DRAWS = QT_TRANSLATE_NOOP("Test", "{player} draws a card.")


def _name(widget: QWidget) -> str:
    """What a screen reader reads as `widget`'s name (Qt's accessibility, as `_unnamed` asks it)."""
    iface = QAccessible.queryAccessibleInterface(widget)
    return iface.text(QAccessible.Text.Name).strip() if iface is not None else ""


def _tab_stops(root: QWidget) -> list[QWidget]:
    """The widgets Tab stops at inside `root`, in the window's focus chain, as shown now."""
    stops: list[QWidget] = []
    widget = root.nextInFocusChain()
    for _ in range(2000):
        if widget is None or widget is root:
            break
        if (
            root.isAncestorOf(widget)
            and widget.isVisible()
            and widget.isEnabled()
            and widget.focusPolicy() & Qt.FocusPolicy.TabFocus
            and widget.focusProxy() is None
        ):
            stops.append(widget)
        widget = widget.nextInFocusChain()
    return stops


def _unnamed_stops(root: QWidget) -> list[str]:
    return [f"{type(w).__name__} in {type(w.parent()).__name__}" for w in _tab_stops(root) if not _name(w)]


def _activate(qtbot: Any, widget: QWidget) -> None:
    widget.show()
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)


# -- 5. the keys dialog ----------------------------------------------------------------------------
def test_the_keys_table_is_a_tab_stop_scrolled_by_keys_and_opens_with_every_row_in_view(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At 1280×800 in Slovak the keys dialog showed 29 of 33 rows, and only Close took the focus:
    no key reached the rest. On a screen with room it opens tall enough for every row; on any, Tab
    reaches the table and Page Down scrolls it."""
    from desktop.dialogs.keys import KeysDialog
    from desktop.main_window import MainWindow
    from desktop.settings import Settings

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 1280, 1024))
    was = i18n.current_language()
    i18n.set_language("sk")
    try:
        window = MainWindow(Settings(pace="fast", animations=False))
        qtbot.addWidget(window)
        dialog = KeysDialog(window.actions(), window)
        qtbot.addWidget(dialog)
        _activate(qtbot, dialog)
        table = dialog.tree
        assert dialog.height() > 640
        hidden = [
            dialog.rows()[row]
            for row in range(table.rowCount())
            if table.visualRect(table.model().index(row, 0)).bottom() > table.viewport().height()
        ]
        assert hidden == [] and table.verticalScrollBar().maximum() == 0
        close = dialog.box.button(QDialogButtonBox.StandardButton.Close)
        close.setFocus(Qt.FocusReason.TabFocusReason)
        qtbot.keyClick(close, Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is table, "Tab goes from Close to the table"
        assert _name(table) == dialog.windowTitle()
        dialog.resize(600, 300)  # a small screen: now it scrolls, by keys
        qtbot.waitUntil(lambda: table.verticalScrollBar().maximum() > 0)
        qtbot.keyClick(table, Qt.Key.Key_PageDown)
        qtbot.keyClick(table, Qt.Key.Key_PageDown)
        assert table.verticalScrollBar().value() > 0
        qtbot.keyClick(table, Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
        assert table.verticalScrollBar().value() == table.verticalScrollBar().maximum()
    finally:
        i18n.set_language(was)


# -- 6. the end screen -----------------------------------------------------------------------------
def test_the_end_screen_starts_at_the_named_points_table_and_enter_plays_again(qtbot: Any) -> None:
    """The first focus was the score chart, which reads its values only to a hovering mouse, and the
    points table took no focus at all. The table is a named Tab stop and has the first focus; Enter
    there plays again (the dialog's default, which had become Close)."""
    dialog = bots_end_screen(qtbot)
    qtbot.addWidget(dialog)
    _activate(qtbot, dialog)
    table = dialog.findChild(QTableWidget)
    assert table is not None and table.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert QApplication.focusWidget() is table
    assert _name(table)
    assert dialog.again_button.isDefault()
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert dialog.result() == 1 and dialog.wants == "again"


# -- 10. the seats of a new game -------------------------------------------------------------------
def test_each_seats_boxes_are_named_by_the_seat_and_the_column(qtbot: Any) -> None:
    """Every seat's kind, level and colour read "Players" (the group's title): which player, which
    box? Each is named and, where a combo box's name is its value (Linux), labelled so."""
    from desktop.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog(get_game("catan"))
    qtbot.addWidget(dialog)
    dialog.show()
    for seat in range(4):
        _, kind, level, colour = dialog.seat_widgets(seat)
        expected = {
            kind: f"Player {seat + 1} – played by",
            level: f"Player {seat + 1} – bot level",
            colour: f"Player {seat + 1} – colour",
        }
        for box, name in expected.items():
            assert box.accessibleName() == name
            iface = QAccessible.queryAccessibleInterface(box)
            labels = [other.text(QAccessible.Text.Name) for other, _ in iface.relations(QAccessible.RelationFlag.Label)]
            assert labels[0] == name, labels


# -- 11. the docks' own buttons --------------------------------------------------------------------
class _Slovak(QTranslator):
    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        words = {"Detach": "Odpojiť", "Close": "Zavrieť", "Hides the panel": "Skryje panel"}
        return words.get(source, "") if context == "DockButtons" else ""

    def isEmpty(self) -> bool:  # noqa: N802 - Qt override
        return False


def _dock_buttons(dock: QDockWidget) -> list[tuple[str, str]]:
    names = ("qt_dockwidget_floatbutton", "qt_dockwidget_closebutton")
    buttons = [dock.findChild(QAbstractButton, name) for name in names]
    return [(b.accessibleName(), b.accessibleDescription()) for b in buttons if b is not None]


@pytest.mark.parametrize(("game", "players"), [("catan", 3), ("galaxy_trucker", 2)])
def test_the_docks_float_and_close_buttons_read_our_words_in_the_chosen_language(
    qtbot: Any, game: str, players: int
) -> None:
    """Qt's Slovak lacks "Float", "Close" and their descriptions: the log's, the chart's, Catan's
    statistics' and the hourglass's buttons read English. They read ours, after being floated and
    docked again (Qt names them anew then), and follow a change of language."""
    window = make_window(qtbot, game, players=players)
    docks = [window.log_dock, window.score_dock, *window.extra_docks]
    assert len(docks) == 3  # Catan's statistics, Galaxy Trucker's hourglass
    ours = [
        ("Detach", "Shows the panel in a window of its own, or puts it back in its place"),
        ("Close", "Hides the panel"),
    ]
    qtbot.waitUntil(lambda: all(_dock_buttons(dock) == ours for dock in docks))  # a dock added: once it is in
    window.log_dock.setFloating(True)
    window.log_dock.setFloating(False)
    qtbot.waitUntil(lambda: _dock_buttons(window.log_dock) == ours)
    slovak = _Slovak()
    QCoreApplication.installTranslator(slovak)
    QCoreApplication.processEvents()
    try:
        for dock in docks:
            assert _dock_buttons(dock)[1] == ("Zavrieť", "Skryje panel"), dock.objectName()
            assert _dock_buttons(dock)[0][0] == "Odpojiť"
    finally:
        QCoreApplication.removeTranslator(slovak)
        QCoreApplication.processEvents()
    assert _dock_buttons(window.score_dock) == ours


# -- 12. Tab stops with no name or no light --------------------------------------------------------
def test_the_start_page_and_the_options_scroll_without_taking_the_focus(qtbot: Any) -> None:
    """The start page's and the new game options' scroll areas took the focus, unnamed and with no
    mark of it; their contents stay reachable."""
    from desktop.dialogs.new_game import NewGameDialog

    window = bare_window(qtbot)
    stops = _tab_stops(window)
    assert not [w for w in stops if isinstance(w, QAbstractScrollArea)]
    assert _unnamed_stops(window) == []
    assert window.start.cards[-1].new_button in stops
    dialog = NewGameDialog(get_game("galaxy_trucker"))
    qtbot.addWidget(dialog)
    dialog.show()
    stops = _tab_stops(dialog)
    assert not [w for w in stops if isinstance(w, QAbstractScrollArea)]
    assert dialog.option_combo(get_game("galaxy_trucker").options[-1].key) in stops
    assert _unnamed_stops(dialog) == []


def test_every_tab_stop_at_the_table_is_named(qtbot: Any) -> None:
    """The dice's charts (Catan, Galaxy Trucker, Störtebeker) and Galaxy Trucker's flight decks read
    as "" to a screen reader."""
    window = bare_window(qtbot)
    for game in companion_games():
        page = window.open_table(game)
        for tab in range(page.tabs.count()):
            page.tabs.setCurrentIndex(tab)
            assert _unnamed_stops(page) == [], (game, page.tabs.tabText(tab))


def test_catans_statistics_the_bank_and_the_finished_games_are_named(qtbot: Any, tmp_path: Path) -> None:
    from desktop.catan.dialogs import BankDialog, ResourceDialog
    from desktop.dialogs.finished_games import FinishedGamesDialog
    from desktop.galaxy_trucker.piles import PilesDialog

    window = make_window(qtbot, "catan", players=3)
    stats = window.extra_docks[0]
    assert (_name(stats.dice), _name(stats.gained)) == ("Dice rolls", "Resources gained")
    assert stats.dice.accessibleDescription().startswith("Bars:")
    bank = BankDialog([("4 brick → 1 lumber", 1), ("4 brick → 1 wool", 2)], window, [(0, 4, 1), (0, 4, 2)])
    qtbot.addWidget(bank)
    assert _name(bank.choices) == "Give to the bank, take from it"
    monopoly = ResourceDialog(lambda r: None, window)
    qtbot.addWidget(monopoly)
    assert _name(monopoly.choices) == monopoly.windowTitle()
    finished = FinishedGamesDialog(tmp_path)
    qtbot.addWidget(finished)
    assert _name(finished.tree) == "Finished games"
    gt = make_window(qtbot, "galaxy_trucker", players=2)
    model = gt.model
    assert model is not None
    piles = PilesDialog(lambda: model.match.state, gt)
    qtbot.addWidget(piles)
    assert _name(piles.view) == "Flight cards"


# -- 13. the table's new session -------------------------------------------------------------------
def test_the_new_session_question_has_a_title(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The question "Start a new session?" came in a window with no title: a screen reader began
    with nothing, a taskbar showed an empty entry."""
    from desktop.common import companion

    asked: list[str] = []

    def answer(box: QMessageBox) -> int:
        asked.append(box.windowTitle())
        box.deleteLater()
        return int(QMessageBox.StandardButton.No)

    monkeypatch.setattr(companion, "ask_once", answer)
    window = bare_window(qtbot)
    page = window.open_table("catan")
    page.new_button.click()
    assert asked == ["New session"]


# -- 14. the start page's order --------------------------------------------------------------------
def test_the_start_page_begins_at_the_first_game_and_tabs_as_it_reads(qtbot: Any) -> None:
    """The first focus, and the first Tab stops, were the footer's buttons ("At the table…",
    "Finished games…"), before any game. The keyboard starts at the first game's New game; Tab goes
    through the cards left to right, row by row, then to the footer."""
    window = bare_window(qtbot, active=True)
    start = window.start
    first = start.cards[0].new_button
    assert QApplication.focusWidget() is first
    seen: list[QWidget | None] = [first]
    for _ in range(3 * len(start.cards) + 2):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        seen.append(QApplication.focusWidget())
    expected = [b for card in start.cards for b in card.tab_stops() if b.isVisible()]
    expected = expected[expected.index(first) :] + [start.table_button, start.replay_button]
    assert seen[: len(expected)] == expected
    window.start_match(Match("golden_horn", 2, 3, {}), None, autosave=False)
    window.go_home()
    assert window.focusWidget() is first, "home again: the first game again"


# -- 9. the game log, line by line -----------------------------------------------------------------
def test_the_log_is_read_line_by_line_with_the_arrows(qtbot: Any) -> None:
    """The log had no caret: Down did nothing, a screen reader read it whole or not at all. Reached
    by Tab, the caret stands on the newest line; Up and Down go from line to line; the log still
    follows its end while it is read there."""
    dock = LogDock()
    qtbot.addWidget(dock)
    dock.resize(700, 200)
    dock.set_names(["Anna"])
    dock.add_many([([msg(DRAWS, player=0)], 0) for _ in range(30)])
    _activate(qtbot, dock)
    view = dock.text_view()
    assert view.textInteractionFlags() & Qt.TextInteractionFlag.TextSelectableByKeyboard
    view.setFocus(Qt.FocusReason.TabFocusReason)
    assert view.textCursor().blockNumber() == 29
    qtbot.keyClick(view, Qt.Key.Key_Up)
    qtbot.keyClick(view, Qt.Key.Key_Up)
    assert view.textCursor().blockNumber() == 27
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view.textCursor().blockNumber() == 28
    line = view.textCursor()
    line.select(QTextCursor.SelectionType.BlockUnderCursor)
    assert line.selectedText().strip().endswith("Anna draws a card.")
    iface = QAccessible.queryAccessibleInterface(view)
    assert iface is not None and iface.textInterface().cursorPosition() == view.textCursor().position()
    bar = view.verticalScrollBar()
    dock.add([msg(DRAWS, player=0)], seat=0)
    qtbot.wait(10)
    assert bar.value() == bar.maximum(), "read at its end, the log follows a new line"
