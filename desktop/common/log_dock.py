"""The game log: engine Messages rendered in the current language, each line marked with its seat."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt, QUrl
from PySide6.QtGui import QFocusEvent, QPixmap, QTextBlockFormat, QTextCursor, QTextDocument, QTextImageFormat
from PySide6.QtWidgets import QCheckBox, QDockWidget, QSizePolicy, QTextBrowser, QToolTip, QVBoxLayout, QWidget

from desktop.common.colours import colour_name, mark_for_colour, mark_name, seat_pixmap
from desktop.common.dock_buttons import name_dock_buttons
from desktop.common.find_bar import FindBar
from desktop.common.i18n import as_seen_by, render, tr_key
from engine.core.match import Record
from engine.core.messages import Message, MessageKey
from engine.core.protocol import Game

ICON_SIZE = 14


def author(game: Game[Any], record: Record) -> int | None:
    """The seat a record's lines belong to, unless they name another: None for the clock's own
    move (the sand of a timed phase runs out: it is nobody's doing, whoever the clock acted for)."""
    wait = game.wait_action(game.action_time(record.action))
    return None if wait is not None and record.action == wait else record.seat


def record_lines(game: Game[Any], records: Iterable[Record]) -> Iterator[tuple[list[Message], int | None]]:
    """Each record's log lines with the seat each belongs to, for `LogDock.add_many`: the record's
    author's, but none for a line the game calls impersonal (a new round, the game's end)."""
    for record in records:
        seat = author(game, record)
        for message in record.log:
            yield [message], None if message.key in game.impersonal_log else seat


def _named(message: Message, seat: int | None) -> int | None:
    """The seat a line is marked with: the player it names first (a card striking another ship is
    that ship's line), else the seat whose move wrote it."""
    named = message.params.get("player")
    return named if isinstance(named, int) and not isinstance(named, bool) else seat


class _LogView(QTextBrowser):
    """The lines as paragraphs of one document: a new line is laid out alone, so adding one costs
    the same after three thousand lines as after three (a list view lays out every row again)."""

    def __init__(self, dock: LogDock) -> None:
        super().__init__(dock)
        self._dock = dock
        self.setObjectName("logList")
        self.setOpenLinks(False)
        self.setUndoRedoEnabled(False)
        # a caret the arrows move, line by line, that a screen reader follows and reads; the text stays
        # read-only (the log had no caret: Down did nothing, and a reader heard the whole log or nothing)
        self.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextBrowserInteraction | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setLineWrapMode(QTextBrowser.LineWrapMode.WidgetWidth)
        self.document().setDocumentMargin(4)
        # the newest line stays in view while the log is read at its end: the lines are laid out and the
        # view resized later than they are added (a continued game's whole log, a smaller window), so
        # each new range is followed to its end, unless the reader has scrolled up
        self.follow = True
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._moved)
        bar.rangeChanged.connect(self._ranged)

    def _moved(self, value: int) -> None:
        self.follow = value >= self.verticalScrollBar().maximum()

    def _ranged(self, _low: int, high: int) -> None:
        find = getattr(self._dock, "find_bar", None)  # made after the view
        searched = find is not None and find.isVisible() and find.field.text().strip()
        if self.follow and not searched:  # a search holds the log still on its match
            self.verticalScrollBar().setValue(high)

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        """Reached by the keyboard while the log follows its end: the caret on the newest line, where
        the eye is, so that Up reads back through the game (it stood on the first line, or nowhere)."""
        cursor = self.textCursor()
        keyboard = event.reason() in (
            Qt.FocusReason.TabFocusReason,
            Qt.FocusReason.BacktabFocusReason,
            Qt.FocusReason.ShortcutFocusReason,
            Qt.FocusReason.OtherFocusReason,
        )
        if keyboard and self.follow and not cursor.hasSelection():
            cursor.movePosition(QTextCursor.MoveOperation.End)
            cursor.movePosition(QTextCursor.MoveOperation.StartOfBlock)
            self.setTextCursor(cursor)
        super().focusInEvent(event)

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.ToolTip:
            row = self.cursorForPosition(event.pos()).block().blockNumber()  # type: ignore[attr-defined]
            tip = self._dock.tooltip(row)
            if tip:
                QToolTip.showText(event.globalPos(), tip, self.viewport())  # type: ignore[attr-defined]
            else:
                QToolTip.hideText()
            return True
        return super().viewportEvent(event)


class LogDock(QDockWidget):
    """A dock listing what happened, newest at the bottom; re-renders itself when the language changes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("logDock")
        self.setAllowedAreas(Qt.DockWidgetArea.AllDockWidgetAreas)
        self._entries: list[tuple[Message, int | None]] = []
        self._texts: list[str] = []
        self._names: list[str] = []
        self._colours: list[str] = []
        self._images: set[str] = set()
        self._viewer: int | None = None
        self._minor: frozenset[MessageKey] = frozenset()  # lines shown only when asked for
        self._shown: list[int] = []  # the entry each paragraph shows
        self._view = _LogView(self)
        self._all = QCheckBox(self)
        self._all.setObjectName("logShowAll")
        self._all.setVisible(False)
        # a long label in Slovak must not widen the dock: it is cut rather than pushing the board
        self._all.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self._all_label: MessageKey | None = None
        self._all.toggled.connect(self._on_show_all)
        self._block = QTextBlockFormat()
        self._block.setBottomMargin(3)
        self._block.setLeftMargin(ICON_SIZE + 4)
        self._block.setTextIndent(-(ICON_SIZE + 4))  # a wrapped line starts under the text, not the mark
        body = QWidget(self)
        column = QVBoxLayout(body)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        # Ctrl+F anywhere in the window finds in the log; the field shows only when asked for
        self.find_bar = FindBar(
            self._view, parent if parent is not None else self, body, hideable=True, wanted=lambda: bool(self._entries)
        )
        self.find_bar.hide()
        self.find_bar.opened.connect(self._find_opened)
        column.addWidget(self.find_bar)
        column.addWidget(self._all)
        column.addWidget(self._view)
        self.setWidget(body)
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
        self._rerender()

    def viewer(self) -> int | None:
        """The seat whose screen this is, or None for a screen several people share."""
        return self._viewer

    def set_viewer(self, seat: int | None) -> None:
        """The seat whose screen this is (the one human at the table), or None when several people
        share it: lines that only some seats may read in full are shown in full to that seat."""
        if seat != self._viewer:
            self._viewer = seat
            self._rerender()

    def set_minor(self, keys: Iterable[MessageKey], label: MessageKey | None = None) -> None:
        """Lines of these kinds (e.g. every tile taken and put back while building) are hidden
        unless the player ticks `label` above the log; no keys: no box."""
        self._minor = frozenset(keys)
        self._all_label = label
        self._all.setText(tr_key(label) if label is not None else "")
        self._all.setToolTip(self._all.text())
        self._all.setVisible(bool(self._minor))
        self._rerender()

    def _on_show_all(self, _on: bool) -> None:
        self._rerender()

    def showing_minor(self) -> bool:
        return self._all.isChecked()

    def set_showing_minor(self, on: bool) -> None:
        self._all.setChecked(on)

    def add(self, messages: Message | Iterable[Message], seat: int | None = None) -> None:
        """Append rendered lines, marked with `seat`'s colour and mark when given, and show the newest."""
        self.add_many([([messages] if isinstance(messages, Message) else messages, seat)])

    def add_many(self, groups: Iterable[tuple[Iterable[Message], int | None]]) -> None:
        """Append several seats' lines at once (a loaded game's whole log), then show the newest."""
        cursor = QTextCursor(self._view.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.beginEditBlock()
        hide = self._minor if not self._all.isChecked() else frozenset()
        for messages, seat in groups:
            for message in messages:
                self._entries.append((message, seat))
                if message.key not in hide:
                    self._shown.append(len(self._entries) - 1)
                    self._append(cursor, message, _named(message, seat))
        cursor.endEditBlock()
        if self.find_bar.isVisible() and self.find_bar.field.text().strip():
            self.find_bar.refresh()  # the new lines' matches are lit too; the log holds still while searched
            return
        self._view.follow = True
        bar = self._view.verticalScrollBar()
        bar.setValue(bar.maximum())

    def take_back(self, n: int) -> None:
        """Forget the newest `n` Messages (a move taken back), and their lines."""
        cursor = QTextCursor(self._view.document())
        cursor.beginEditBlock()
        for _ in range(min(n, len(self._entries))):
            self._entries.pop()
            if self._shown and self._shown[-1] == len(self._entries):  # it was shown: its paragraph goes
                self._shown.pop()
                self._texts.pop()
                cursor.movePosition(QTextCursor.MoveOperation.End)
                cursor.movePosition(QTextCursor.MoveOperation.StartOfBlock, QTextCursor.MoveMode.KeepAnchor)
                cursor.removeSelectedText()
                if self._texts:
                    cursor.deletePreviousChar()  # the break before it: the line above is the last again
        cursor.endEditBlock()
        if self.find_bar.isVisible() and self.find_bar.field.text().strip():
            self.find_bar.refresh()

    def _find_opened(self) -> None:
        self.show()
        self.raise_()  # a tab behind the chart comes to the front

    def clear(self, keep_search: bool = False) -> None:
        """Forget every line (and, for another game, what was looked for in them)."""
        if not keep_search:
            self.find_bar.field.clear()
            self.find_bar.hide()
        self._entries.clear()
        self._texts.clear()
        self._shown.clear()
        self._view.document().clear()
        self._images.clear()

    def messages(self) -> list[tuple[Message, int | None]]:
        """The kept Messages with their seats, oldest first."""
        return list(self._entries)

    def lines(self) -> list[str]:
        """The lines as shown (without the hidden minor ones), oldest first."""
        return list(self._texts)

    def tooltip(self, row: int) -> str:
        """Who line `row` (as shown) is about: the seat's name, colour and mark."""
        if not 0 <= row < len(self._shown):
            return ""
        message, seat = self._entries[self._shown[row]]
        seat = _named(message, seat)
        if seat is None or not 0 <= seat < len(self._names):
            return ""
        tip = self._names[seat]
        if seat < len(self._colours):
            colour = self._colours[seat]
            tip = f"{tip} ({colour_name(colour)}, {mark_name(mark_for_colour(colour))})"
        return tip

    def mark(self, row: int) -> str:
        """The name of the mark image line `row` (as shown) starts with ("" for a line of no seat)."""
        if not 0 <= row < len(self._shown):
            return ""
        name = self._image(_named(*self._entries[self._shown[row]]))
        return "" if name.endswith("none") else name

    def text_view(self) -> QTextBrowser:
        """The view inside the dock (for tests and styling)."""
        return self._view

    # -- internals ---------------------------------------------------------
    def _image(self, seat: int | None) -> str:
        """The document's image name for `seat`'s mark (registered on first use)."""
        colour = self._colours[seat] if seat is not None and 0 <= seat < len(self._colours) else ""
        name = f"seat-{colour.lstrip('#')}" if colour else "seat-none"
        if name not in self._images:
            if colour:
                pixmap = seat_pixmap(colour, mark_for_colour(colour), ICON_SIZE, 2.0)
            else:
                pixmap = QPixmap(ICON_SIZE * 2, ICON_SIZE * 2)
                pixmap.fill(Qt.GlobalColor.transparent)
            self._view.document().addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), pixmap)
            self._images.add(name)
        return name

    def _append(self, cursor: QTextCursor, message: Message, seat: int | None) -> None:
        text = render(as_seen_by(message, self._viewer), self._names)
        if self._texts:
            cursor.insertBlock(self._block)
        else:
            cursor.setBlockFormat(self._block)
        self._texts.append(text)
        image = QTextImageFormat()
        image.setName(self._image(seat))
        image.setWidth(ICON_SIZE)
        image.setHeight(ICON_SIZE)
        image.setVerticalAlignment(QTextImageFormat.VerticalAlignment.AlignMiddle)
        cursor.insertImage(image)
        cursor.insertText("\u2002" + text)

    def _rerender(self) -> None:
        entries = list(self._entries)
        self.clear(keep_search=True)  # the same lines in another language or filter: the search stays
        groups = [([m], s) for m, s in entries]
        if groups:
            self.add_many(groups)

    def retranslate_ui(self) -> None:
        """Re-apply every visible text in the current language."""
        self.setWindowTitle(self.tr("Game log"))
        self._view.setAccessibleName(self.tr("Game log"))
        name_dock_buttons(self)
        if self._all_label is not None:
            self._all.setText(tr_key(self._all_label))
            self._all.setToolTip(self._all.text())
        self._rerender()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
