"""At the table: the companion for people playing the cardboard games. A button per game on the
left, that game's page (dice, hourglass, score pad, set-up) on the right; everything offline."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QSize, Signal
from PySide6.QtGui import QFont, QIcon, QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.common.companion import tab_in_reading_order
from desktop.common.i18n import tr_key
from desktop.games import companion_games, make_companion
from desktop.start_page import EnterPresses, cover_pixmap
from engine.core.registry import get_game


class TablePage(QWidget):
    """The companion's home: pick the game on the table."""

    back_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pages: dict[str, Any] = {}
        self.heading = QLabel(self)
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.6)
        big.setBold(True)
        self.heading.setFont(big)
        self.back = QPushButton(self)
        self.back.clicked.connect(self.back_requested)
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.buttons: dict[str, QPushButton] = {}
        side = QVBoxLayout()
        side.addWidget(self.heading)
        for name in companion_games():
            b = QPushButton(self)
            b.setCheckable(True)
            icon = QIcon()  # drawn for 1× and 2× screens: scaled up, the 1× picture was soft at 200 %
            for ratio in (1.0, 2.0):
                icon.addPixmap(cover_pixmap(name, tr_key(get_game(name).title), QSize(96, 64), ratio))
            b.setIcon(icon)
            b.setIconSize(QSize(96, 64))
            b.setMinimumHeight(76)
            b.clicked.connect(lambda _=False, n=name: self.open(n))
            self.group.addButton(b)
            self.buttons[name] = b
            side.addWidget(b)
        side.addStretch(1)
        side.addWidget(self.back)
        self.stack = QStackedWidget(self)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        self.stack.addWidget(self.hint)
        layout = QHBoxLayout(self)
        layout.addLayout(side)
        layout.addWidget(self.stack, 1)
        tab_in_reading_order(layout)  # the games from the top, then "Back to the games" below them
        self.enter = EnterPresses(self)  # Enter presses the focused button, here and on each game's page
        self.retranslate_ui()

    def open(self, name: str, session: Any = None) -> Any:
        """Show (and on first use create) the companion page of game `name`."""
        page = self.pages.get(name)
        if page is None:
            page = make_companion(name, session)
            self.pages[name] = page
            self.stack.addWidget(page)
        self.stack.setCurrentWidget(page)
        self.buttons[name].setChecked(True)
        if self.isVisible():
            page.take_focus()  # picked by a click or a key: the space bar now rolls on the page
        return page

    def current(self) -> Any:
        return self.stack.currentWidget()

    def retranslate_ui(self) -> None:
        self.heading.setText(self.tr("At the table"))
        self.back.setText(self.tr("Back to the games"))
        self.hint.setText(
            self.tr(
                "Playing the cardboard game? Pick it on the left: dice, the hourglass, score pads and set-ups, "
                "all offline. F11 fills the screen."
            )
        )
        for name, b in self.buttons.items():
            b.setText(tr_key(get_game(name).title))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        page = self.current()
        if page is not self.hint:
            page.take_focus()  # back from a game to the page left open

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
