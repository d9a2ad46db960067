"""A find field for a text browser (the rules): every match lit, Enter and F3 to the next one.

Matching ignores case and accents, as people type Czech and Slovak in a hurry: "lod" finds "loď"
and "lodě", "zlodej" finds "zlodej". Each character of the page is folded to one character (its
base letter, lower case), so a match's place in the folded text is its place in the document.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QKeySequence, QShortcut, QTextCharFormat, QTextCursor
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QTextEdit, QWidget

ALL = QColor("#FFE98A")  # every match
CURRENT = QColor("#F5A623")  # the one the cursor is on


class _Folding(dict[int, str]):
    """`str.translate`'s table: each character met is folded once, then looked up."""

    def __missing__(self, code: int) -> str:
        c = chr(code)
        base = unicodedata.normalize("NFD", c)[0].lower()
        self[code] = folded = base if len(base) == 1 else c
        return folded


_FOLDING = _Folding()


def fold(text: str) -> str:
    """`text` with each character lower-cased and stripped of its accents, one for one."""
    return text.translate(_FOLDING)


class FindBar(QWidget):
    """A line edit and a count beside a QTextEdit; Ctrl+F (in `scope`) puts the cursor in it.

    A `hideable` bar (the game log's) stays hidden until Ctrl+F and hides again at Escape in an
    empty field; `opened` says it was asked for (its dock shows itself)."""

    opened = Signal()

    def __init__(
        self,
        editor: QTextEdit,
        scope: QWidget,
        parent: QWidget | None = None,
        hideable: bool = False,
        wanted: Callable[[], bool] | None = None,
    ) -> None:
        super().__init__(parent)
        self.editor = editor
        self.hideable = hideable
        self.wanted = wanted  # whether Ctrl+F means this bar now (the log's: only while a game is shown)
        self._folded: str | None = None  # the page, folded; None when the page changed
        self._matches: list[int] = []
        self._current = -1
        self.field = QLineEdit(self)
        self.field.setObjectName("findField")
        self.field.setClearButtonEnabled(True)
        self.field.textChanged.connect(self._search)
        self.field.installEventFilter(self)
        self.count = QLabel(self)
        self.count.setObjectName("findCount")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 4, 0)
        layout.addWidget(self.field, 1)
        layout.addWidget(self.count)
        for keys, slot in (
            (QKeySequence.StandardKey.Find, self.focus_field),
            (QKeySequence.StandardKey.FindNext, self.next),
            (QKeySequence.StandardKey.FindPrevious, self.previous),
        ):
            shortcut = QShortcut(QKeySequence(keys), scope)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        keys = QKeySequence(QKeySequence.StandardKey.Find).toString(QKeySequence.SequenceFormat.NativeText)
        self.field.setPlaceholderText(self.tr("Find (%1)").replace("%1", keys))
        self.field.setAccessibleName(self.field.placeholderText())  # a screen reader's name for it
        self._show_count()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched is self.field and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):  # kept from a dialog's default button
                self._step(-1 if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else 1)
                return True
            if event.key() == Qt.Key.Key_Escape and self.field.text():
                self.field.clear()
                return True
            if event.key() == Qt.Key.Key_Escape and self.hideable:  # an empty field: the bar goes
                self.hide()
                self.editor.setFocus(Qt.FocusReason.OtherFocusReason)
                return True
        return False

    # -- searching -------------------------------------------------------------------------------
    def focus_field(self) -> None:
        if self.wanted is not None and not self.wanted():
            return
        self.show()
        self.opened.emit()
        self.field.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.field.selectAll()

    def refresh(self) -> None:
        """The page grew (a new line of the log): its matches are lit too, the reader left where he is."""
        self._folded = None
        if not self.field.text().strip():
            return
        current = self._matches[self._current] if 0 <= self._current < len(self._matches) else -1
        self._search(self.field.text(), scroll=False)
        if current in self._matches:
            self._current = self._matches.index(current)
            self._show(scroll=False)

    def page_changed(self) -> None:
        """Call after the editor got a new page (another game, another language): the same words
        are looked for in it, from its top."""
        self.editor.moveCursor(QTextCursor.MoveOperation.Start)
        self._folded = None
        if self.field.text():
            self._search(self.field.text())

    def matches(self) -> list[int]:
        """Where the matches start in the document, in order."""
        return list(self._matches)

    def current(self) -> int:
        """The index of the match the cursor is on (-1 without one)."""
        return self._current

    def _search(self, text: str, scroll: bool = True) -> None:
        if self._folded is None:
            self._folded = fold(self.editor.document().toPlainText())
        needle = fold(text.strip())
        self._matches = []
        if needle:
            at = self._folded.find(needle)
            while at >= 0:
                self._matches.append(at)
                at = self._folded.find(needle, at + 1)
        self._current = -1
        if self._matches:  # the first match at or after where the reader is
            start = self.editor.textCursor().position()
            self._current = next((i for i, at in enumerate(self._matches) if at >= start), 0)
        self._show(scroll)

    def next(self) -> None:
        self._step(1)

    def previous(self) -> None:
        self._step(-1)

    def _step(self, step: int) -> None:
        if not self._matches:
            return
        self._current = (self._current + step) % len(self._matches)  # round past the end
        self._show()

    def _show(self, scroll: bool = True) -> None:
        length = len(fold(self.field.text().strip()))
        selections = []
        for i, at in enumerate(self._matches):
            sel = QTextEdit.ExtraSelection()
            sel.cursor = QTextCursor(self.editor.document())
            sel.cursor.setPosition(at)
            sel.cursor.setPosition(at + length, QTextCursor.MoveMode.KeepAnchor)
            fmt = QTextCharFormat()
            fmt.setBackground(CURRENT if i == self._current else ALL)
            fmt.setForeground(QColor("#111111"))
            sel.format = fmt
            selections.append(sel)
        self.editor.setExtraSelections(selections)
        if self._current >= 0 and scroll:  # the reader is taken there (no selection: it would hide the colour)
            cursor = QTextCursor(self.editor.document())
            cursor.setPosition(self._matches[self._current])
            self.editor.setTextCursor(cursor)
            bar = self.editor.verticalScrollBar()  # the match in the middle, with its lines around it
            bar.setValue(
                bar.value() + self.editor.cursorRect(cursor).center().y() - self.editor.viewport().height() // 2
            )
        self._show_count()

    def _show_count(self) -> None:
        if not self.field.text().strip():
            self.count.setText("")
        elif not self._matches:
            self.count.setText(self.tr("Not found"))
        else:
            self.count.setText(
                self.tr("%1 of %2").replace("%1", str(self._current + 1)).replace("%2", str(len(self._matches)))
            )
