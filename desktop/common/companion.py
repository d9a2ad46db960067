"""The frame of a game's companion page for a real table: large type, the session's seed and a
"New session" button above, the game's tools (dice, hourglass, score pad, set-up) as tabs."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.common.i18n import tr_key
from desktop.common.session import TableSession
from engine.core.registry import get_game

SCALE = 1.35  # type and controls read from across a table


class CompanionBase(QWidget):
    """A game's page at the table. Subclasses add tabs in `build()` and keep their state in
    `self.session` (saved after every change); `restart()` clears it for a new session."""

    game_name = ""
    changed = Signal()

    def __init__(self, session: TableSession | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session or TableSession(self.game_name)
        f = QFont(self.font())
        f.setPointSizeF(f.pointSizeF() * SCALE)
        self.setFont(f)
        self.title = QLabel(self)
        big = QFont(f)
        big.setPointSizeF(f.pointSizeF() * 1.5)
        big.setBold(True)
        self.title.setFont(big)
        self.seed_label = QLabel(self)
        self.new_button = QPushButton(self)
        self.new_button.clicked.connect(self._ask_new)
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.seed_label)
        head.addWidget(self.new_button)
        self.tabs = QTabWidget(self)
        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addWidget(self.tabs, 1)
        self.build()
        self.load()
        self.retranslate_ui()

    # -- what a game's page provides ----------------------------------------------------------------
    def build(self) -> None:
        """Create the tabs."""

    def load(self) -> None:
        """Show what the session keeps (called after `build` and after a new session)."""

    def retranslate_tabs(self) -> None:
        """Set the tabs' titles and texts in the current language."""

    def demo(self, seed: int) -> None:
        """Fill the page for a screenshot: a few rolls and scores from `seed`."""

    # -- the frame -----------------------------------------------------------------------------------
    def _ask_new(self) -> None:
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setText(self.tr("Start a new session? The names, scores and rolls of this one are cleared."))
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        if box.exec() == QMessageBox.StandardButton.Yes:
            self.new_session()

    def new_session(self, seed: int | None = None) -> None:
        self.session.new(seed)
        self.load()
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.title.setText(tr_key(get_game(self.game_name).title))
        self.seed_label.setText(self.tr("Seed %1").replace("%1", str(self.session.seed)))
        self.seed_label.setToolTip(self.tr("The same seed deals the same dice and the same set-up again."))
        self.new_button.setText(self.tr("New session"))
        self.retranslate_tabs()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def names(self, players: int) -> list[str]:
        kept = self.session.get("names") or []
        return [
            kept[k] if k < len(kept) and kept[k] else self.tr("Player %1").replace("%1", str(k + 1))
            for k in range(players)
        ]


def tab_index(tabs: QTabWidget, widget: Any) -> int:
    return tabs.indexOf(widget)


def message_label(parent: QWidget) -> QLabel:
    """A score pad's line that says what does not add up (in red, bold)."""
    label = QLabel(parent)
    label.setStyleSheet("color: #B3261E; font-weight: bold;")
    return label


def lay_out_pad(
    pad: QWidget, top: Sequence[QWidget], grid: QGridLayout, message: QLabel, notes: Sequence[QWidget] = ()
) -> None:
    """A score pad's page: its controls in a row on top, any notes, the grid of players, and the
    message under it."""
    row = QHBoxLayout()
    for widget in top:
        row.addWidget(widget)
    row.addStretch(1)
    box = QVBoxLayout(pad)
    box.addLayout(row)
    for widget in notes:
        box.addWidget(widget)
    box.addLayout(grid)
    box.addWidget(message)
    box.addStretch(1)
