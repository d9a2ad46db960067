"""Every control a person can reach has a name that a screen reader (Qt's accessibility) reads.

The table's score pads were grids of unnamed boxes: a screen reader heard "spin box, 3" without
whose settlements or which column; the player counts and the hourglass's seconds had their label
beside them but not tied to them; the replay's buttons were pictures only. Qt's own accessibility
interface is asked, so a button's text, a tied label and an accessible name all count."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QWidget,
)

from desktop.common import i18n
from desktop.games import companion_games
from engine.core.match import Match, Seat
from tests.desktop.helpers import bare_window

CONTROLS = (QAbstractButton, QComboBox, QAbstractSpinBox, QAbstractSlider, QLineEdit, QAbstractItemView)


def _unnamed(root: QWidget) -> list[str]:
    found = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not isinstance(widget, CONTROLS) or not widget.isVisibleTo(root):
            continue
        if isinstance(widget.parent(), QAbstractSpinBox):  # the spin box's own text field: the box is named
            continue
        iface = QAccessible.queryAccessibleInterface(widget)
        name = iface.text(QAccessible.Text.Name) if iface is not None else ""
        if not name.strip():
            found.append(f"{type(widget).__name__} in {type(widget.parent()).__name__}")
    return found


@pytest.mark.parametrize("lang", ["sk", "en"])
def test_every_box_at_the_table_and_in_a_replay_has_a_name(qtbot: Any, lang: str) -> None:
    i18n.set_language(lang)
    try:
        window = bare_window(qtbot)
        for game in companion_games():
            page = window.open_table(game)
            for tab in range(page.tabs.count()):
                page.tabs.setCurrentIndex(tab)
                assert _unnamed(window) == [], (game, tab)
        rows = page.findChildren(QLineEdit)
        seats = [Seat("Anna", "bot", "normal", "red"), Seat("Bob", "bot", "normal", "blue")]
        window.replays.watch(Match("golden_horn", 2, 3, {}, seats=seats))
        assert _unnamed(window) == []
        assert rows
    finally:
        i18n.set_language("en")


def test_a_score_box_is_named_by_its_player_and_its_column(qtbot: Any) -> None:
    window = bare_window(qtbot)
    page = window.open_table("catan")
    page.tabs.setCurrentWidget(page.pad)
    row = page.rows[0]
    row["name"].selectAll()
    qtbot.keyClicks(row["name"], "Anna")
    assert row["settlements"].accessibleName() == "Anna – Settlements"
    assert row["name"].accessibleName() == "Name – Player 1"
    assert page.players_label.buddy() is page.players


def test_the_board_the_chart_the_prompt_and_the_trade_dialog_are_named(qtbot: Any) -> None:
    """A keyboard review: the board view and the score chart (a Tab stop) read as "", the prompt's
    buttons with "[Alt+1]" in their names, and Catan's offer dialog as ten unnamed boxes."""
    from desktop.catan.dialogs import TradeDialog
    from tests.desktop.helpers import make_window

    w = make_window(qtbot, game="catan", players=3)
    w.model.stop()
    assert w.page.view.accessibleName() == "Game board"
    assert w.score_dock.chart.plot_widget().accessibleName() == "Score history"
    w.page.set_prompt("Roll?", [("Roll the dice", lambda: None)], lambda _a: None)
    named = [b.accessibleName() for b in w.page.button_row.findChildren(QAbstractButton)]
    assert named == ["Roll the dice"]  # shown as "Roll the dice  [Alt+1]"
    dialog = TradeDialog(["Anna", "Bob", "Cyril"], 0, [1, 1, 1, 1, 1], lambda *a: None)
    qtbot.addWidget(dialog)
    dialog.show()
    assert _unnamed(dialog) == []
    assert dialog.give[0].accessibleName() == "You give: Brick"
