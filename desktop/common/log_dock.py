"""The game log: engine Messages rendered in the current language, each line marked with its seat."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import QAbstractItemView, QDockWidget, QListWidget, QListWidgetItem, QWidget

from desktop.common.colours import colour_name, mark_for_colour, mark_name, seat_icon
from desktop.common.i18n import render
from engine.core.messages import Message

ICON_SIZE = 14


class LogDock(QDockWidget):
    """A dock listing what happened, newest at the bottom; re-renders itself when the language changes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("logDock")
        self.setAllowedAreas(Qt.DockWidgetArea.AllDockWidgetAreas)
        self._entries: list[tuple[Message, int | None]] = []
        self._names: list[str] = []
        self._colours: list[str] = []
        self._icons: dict[int, QIcon] = {}
        blank = QPixmap(ICON_SIZE, ICON_SIZE)
        blank.fill(Qt.GlobalColor.transparent)
        self._blank = QIcon(blank)

        self._list = QListWidget(self)
        self._list.setObjectName("logList")
        self._list.setWordWrap(True)
        self._list.setUniformItemSizes(False)
        self._list.setIconSize(QSize(ICON_SIZE, ICON_SIZE))
        self._list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self._list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self._list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self._list.setSpacing(1)
        self.setWidget(self._list)
        self.setMinimumWidth(220)
        self.retranslate_ui()

    # -- public ------------------------------------------------------------
    def set_names(self, names: Sequence[str]) -> None:
        """The seat names that replace `player*` parameters; re-renders every line."""
        self._names = list(names)
        self._rerender()

    def set_colours(self, colours: Sequence[str]) -> None:
        """The seat colours (hex); each seat's mark is derived from its colour."""
        self._colours = list(colours)
        self._icons.clear()
        self._rerender()

    def add(self, messages: Message | Iterable[Message], seat: int | None = None) -> None:
        """Append rendered lines, marked with `seat`'s colour and mark when given, and show the newest."""
        if isinstance(messages, Message):
            messages = [messages]
        for message in messages:
            self._entries.append((message, seat))
            self._list.addItem(self._make_item(message, seat))
        self._list.scrollToBottom()

    def clear(self) -> None:
        """Forget every line."""
        self._entries.clear()
        self._list.clear()

    def messages(self) -> list[tuple[Message, int | None]]:
        """The kept Messages with their seats, oldest first."""
        return list(self._entries)

    def lines(self) -> list[str]:
        """The lines as shown, oldest first."""
        return [self._list.item(i).text() for i in range(self._list.count())]

    def list_widget(self) -> QListWidget:
        """The list inside the dock (for tests and styling)."""
        return self._list

    # -- internals ---------------------------------------------------------
    def _icon(self, seat: int | None) -> QIcon:
        if seat is None or not 0 <= seat < len(self._colours):
            return self._blank
        if seat not in self._icons:
            colour = self._colours[seat]
            self._icons[seat] = seat_icon(colour, mark_for_colour(colour), ICON_SIZE)
        return self._icons[seat]

    def _make_item(self, message: Message, seat: int | None) -> QListWidgetItem:
        item = QListWidgetItem(self._icon(seat), render(message, self._names))
        self._decorate(item, seat)
        return item

    def _decorate(self, item: QListWidgetItem, seat: int | None) -> None:
        if seat is not None and 0 <= seat < len(self._names):
            tip = self._names[seat]
            if seat < len(self._colours):
                colour = self._colours[seat]
                tip = f"{tip} ({colour_name(colour)}, {mark_name(mark_for_colour(colour))})"
            item.setToolTip(tip)
        else:
            item.setToolTip("")

    def _rerender(self) -> None:
        for row, (message, seat) in enumerate(self._entries):
            item = self._list.item(row)
            item.setText(render(message, self._names))
            item.setIcon(self._icon(seat))
            self._decorate(item, seat)

    def retranslate_ui(self) -> None:
        """Re-apply every visible text in the current language."""
        self.setWindowTitle(self.tr("Game log"))
        self._list.setAccessibleName(self.tr("Game log"))
        self._rerender()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
