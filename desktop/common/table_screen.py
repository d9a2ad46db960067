"""The table's screen: a second window with a companion page's dice or hourglass in large, for
everyone at the table to read while the page itself stays with whoever keeps the score.

It opens on a second screen (a television, a projector, a tablet used as a display) in full screen
when the computer has one, else as a window to move there. It shows the tools of the page's tab on
show (both dice of a tab that has two); on a tab without dice or an hourglass (a score pad, a
set-up) it keeps what it showed, so the sand goes on running for the table while the score is kept.
The space bar rolls or turns there too; F11 fills or leaves the screen, Esc leaves it; closing the
window only hides it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QPalette, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QStackedWidget, QVBoxLayout, QWidget

from desktop.common.painted import font


class TableScreen(QWidget):
    """A page's second window. `follow(tab, targets)` shows the mirrors of a tab's tools (made once,
    by each tool's `mirror(parent)`); `space` is what the space bar does there."""

    closed = Signal()

    def __init__(self, title: str, space: Any, parent: QWidget) -> None:
        super().__init__(parent, Qt.WindowType.Window)  # its own window, gone with the page
        self.setObjectName("TableScreen")  # in the desktop's colours, light or dark, like the page
        self.heading = QLabel(title, self)
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.stack = QStackedWidget(self)
        self.empty = QLabel(self)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        self.stack.addWidget(self.empty)
        self.hint = QLabel(self)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.stack, 1)
        layout.addWidget(self.hint)
        self.shown_tab: QWidget | None = None
        self._rolls, self._turns = True, True  # what the space bar does on the page: roll dice, turn a glass
        self._pages: dict[QWidget, QWidget] = {}  # a page's tab -> the row of its mirrors here
        for key, work in (
            (Qt.Key.Key_Space, space),
            (Qt.Key.Key_F11, self.toggle_full_screen),
            (Qt.Key.Key_Escape, self.showNormal),
        ):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(work)
        self.resize(900, 620)
        self.retranslate_ui()

    def follow(self, tab: QWidget, targets: list[Any]) -> None:
        """Show the tools of `tab`; a tab with none leaves on show what was there."""
        if not targets:
            return
        row = self._pages.get(tab)
        if row is None:
            row = QWidget(self.stack)
            line = QHBoxLayout(row)
            line.setContentsMargins(0, 0, 0, 0)
            for target in targets:
                line.addWidget(target.mirror(row), 1)
            self.stack.addWidget(row)
            self._pages[tab] = row
        self.stack.setCurrentWidget(row)
        self.shown_tab = tab

    def mirrors(self) -> list[QWidget]:
        """The mirrors on show now (none before a tab with dice or an hourglass was shown)."""
        row = self.stack.currentWidget()
        if row is None or row is self.empty:
            return []
        return [w for w in row.children() if isinstance(w, QWidget)]

    def open_on_a_free_screen(self) -> None:
        """Full screen on a screen other than the page's, if the computer has one; else a window."""
        page = self.parentWidget()
        here = page.screen() if page is not None else self.screen()
        others = [s for s in here.virtualSiblings() if s is not here]
        if others:
            self.setGeometry(others[0].availableGeometry())
            self.showFullScreen()
        else:
            self.showNormal()
        self.raise_()

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        super().closeEvent(event)
        self.closed.emit()

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        big = font(max(16, self.height() // 24), bold=True)  # type that grows with the window
        self.heading.setFont(big)
        self.empty.setFont(big)
        self.hint.setFont(font(max(12, self.height() // 48)))

    def set_space(self, rolls: bool, turns: bool) -> None:
        """Say only what the space bar does on this page: roll its dice, turn its hourglass, or both
        (Störtebeker's page has no glass to turn)."""
        self._rolls, self._turns = rolls, turns
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Second screen – %1").replace("%1", self.heading.text()))
        self.empty.setText(self.tr("The dice and the hourglass of the page on show appear here, large."))
        if self._rolls and not self._turns:
            self.hint.setText(self.tr("Space bar: roll · F11: full screen · Esc: leave full screen"))
        elif self._turns and not self._rolls:
            self.hint.setText(self.tr("Space bar: turn the hourglass · F11: full screen · Esc: leave full screen"))
        else:
            self.hint.setText(self.tr("Space bar: roll or turn · F11: full screen · Esc: leave full screen"))

    def set_title(self, title: str) -> None:
        self.heading.setText(title)
        self.retranslate_ui()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
