"""Help ▸ Keyboard and Mouse: every key and mouse gesture the boards take, and the menus' shortcuts.

The boards' keys were told only by the rules pages, a game at a time, and the README: a player who
did not know that Tab picks a piece never looked for it. The menus' part is read from the window's
own actions, so it cannot say a shortcut the menus do not have."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QFont, QKeySequence, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from desktop.common.i18n import tr_key
from desktop.common.modal import open_size
from engine.core.messages import QT_TRANSLATE_NOOP, MessageKey

# (keys, what they do): the keys are sequences Qt names in the chosen language, or words of ours
BOARD: tuple[tuple[tuple[str | MessageKey, ...], MessageKey], ...] = (
    (
        ("Tab", "Shift+Tab"),
        QT_TRANSLATE_NOOP(
            "KeysDialog",
            "Pick the next or the previous piece you may move, then each thing a click chooses "
            "(a card, a tile to take or to remove)",
        ),
    ),
    (
        ("PgDown", "PgUp"),
        QT_TRANSLATE_NOOP(
            "KeysDialog",
            "Like Tab, past the rest of the same kind: to the next or the previous column of ship parts, "
            "offer, hand or row of things to choose",
        ),
    ),
    (
        (QT_TRANSLATE_NOOP("KeysDialog", "Arrow keys"),),
        QT_TRANSLATE_NOOP(
            "KeysDialog", "Choose where the picked piece goes: the places in turn (right or down: the next one)"
        ),
    ),
    (("Enter", "Space"), QT_TRANSLATE_NOOP("KeysDialog", "Put the piece there, or choose the thing Tab is on")),
    (("Esc",), QT_TRANSLATE_NOOP("KeysDialog", "Put a piece back, even one you are carrying with the mouse")),
    (
        ("R", QT_TRANSLATE_NOOP("KeysDialog", "wheel while carrying"), QT_TRANSLATE_NOOP("KeysDialog", "right click")),
        QT_TRANSLATE_NOOP("KeysDialog", "Turn a Galaxy Trucker tile or a Shipyard canal"),
    ),
    (("L",), QT_TRANSLATE_NOOP("KeysDialog", "Golden Horn: the next colour of goods to load")),
    (("Alt+1", "Alt+9"), QT_TRANSLATE_NOOP("KeysDialog", "The buttons above the board, from the left")),
    (("Alt+0",), QT_TRANSLATE_NOOP("KeysDialog", "Every button above the board in a list, to choose with the arrows")),
    (("P", "Pause"), QT_TRANSLATE_NOOP("KeysDialog", "Galaxy Trucker's real-time build: pause the sand and the bots")),
    (
        ("Ctrl+F", "F3", "Shift+F3"),
        QT_TRANSLATE_NOOP("KeysDialog", "Find in the game log (in the rules window: in the rules)"),
    ),
    (
        (QT_TRANSLATE_NOOP("KeysDialog", "Mouse wheel"), "+", "−", "0"),
        QT_TRANSLATE_NOOP("KeysDialog", "Zoom the board in or out; 0 fits it to the window"),
    ),
    (
        (QT_TRANSLATE_NOOP("KeysDialog", "Right or middle drag"), QT_TRANSLATE_NOOP("KeysDialog", "Ctrl+arrow keys")),
        QT_TRANSLATE_NOOP("KeysDialog", "Move the board"),
    ),
)

# a finished or saved game watched again (its bar under the board)
REPLAY: tuple[tuple[tuple[str | MessageKey, ...], MessageKey], ...] = (
    (("Space",), QT_TRANSLATE_NOOP("KeysDialog", "Play the replay, or pause it")),
    (("←", "→"), QT_TRANSLATE_NOOP("KeysDialog", "One move back or forward")),
    (("Home", "End"), QT_TRANSLATE_NOOP("KeysDialog", "To the start or to the end of the game")),
    (("Esc", "Ctrl+W"), QT_TRANSLATE_NOOP("KeysDialog", "Close the replay")),
)

# the companion's pages for a real table
TABLE: tuple[tuple[tuple[str | MessageKey, ...], MessageKey], ...] = (
    (
        ("Space",),
        QT_TRANSLATE_NOOP(
            "KeysDialog",
            "Roll the dice or turn the hourglass on the open tab (of two sets of dice, the ones rolled last)",
        ),
    ),
    ((QT_TRANSLATE_NOOP("KeysDialog", "Arrow keys"),), QT_TRANSLATE_NOOP("KeysDialog", "The next or the previous tab")),
)


def key_name(text: str) -> str:
    """A key sequence as this platform and language write it ("Ctrl+F", "Strg+F"…); words as they are."""
    sequence = QKeySequence(text)
    if sequence.isEmpty() or sequence.toString() != text:  # a word of ours, not a key
        return text
    return sequence.toString(QKeySequence.SequenceFormat.NativeText)


class KeysDialog(QDialog):
    """Two lists: on the board, and the menus' shortcuts (from `actions`)."""

    def __init__(self, actions: Iterable[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("keysDialog")
        self._actions = [a for a in actions if not a.shortcut().isEmpty()]
        # a table, not a tree: its rows grow to their wrapped text (a tree's ended long ones in "…")
        self.tree = QTableWidget(0, 2, self)
        self.tree.verticalHeader().hide()
        self.tree.horizontalHeader().setStretchLastSection(True)
        self.tree.setShowGrid(False)
        # a Tab stop, read a row at a time: the arrows and Page Down move the lit row and scroll to it
        # (a table that took no focus hid its last rows from a keyboard on a 1280×800 screen)
        self.tree.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.tree.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
        self.tree.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.tree.setTabKeyNavigation(False)  # Tab goes on to Close, not to the next cell
        self.tree.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.tree.setWordWrap(True)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.tree.setAlternatingRowColors(True)
        self.box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.box.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree)
        layout.addWidget(self.box)
        self.retranslate_ui()
        self._open_size()
        self.tree.setFocus()

    def _open_size(self) -> None:
        """840 px wide and as high as shows every row, or as the screen allows (`open_size`): 640 px
        high left the last four rows under the fold in Slovak, on a screen with room for them."""
        open_size(self, 840, 640)  # the width, first: the rows' height depends on it
        layout = self.layout()
        if layout is not None:
            layout.activate()  # the table gets its width (its columns get theirs only once shown)
        table = self.tree
        header = table.horizontalHeader()
        inside = table.width() - 2 * table.frameWidth()
        header.setStretchLastSection(False)  # the description's column as wide as it will stretch to
        table.setColumnWidth(1, max(1, inside - table.columnWidth(0)))
        table.resizeRowsToContents()
        rows = sum(table.rowHeight(row) for row in range(table.rowCount()))
        header.setStretchLastSection(True)
        need = header.sizeHint().height() + rows + 2 * table.frameWidth()
        open_size(self, self.width(), self.height() - table.height() + need)

    def rows(self) -> list[tuple[str, str]]:
        """(keys, what they do) as shown, the two headings included."""
        out = []
        for row in range(self.tree.rowCount()):
            keys, what = self.tree.item(row, 0), self.tree.item(row, 1)
            out.append((keys.text() if keys else "", what.text() if what else ""))
        return out

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Keyboard and mouse"))
        self.tree.setAccessibleName(self.windowTitle())
        self.tree.setHorizontalHeaderLabels([self.tr("Keys"), self.tr("What they do")])
        self.box.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        self.tree.setRowCount(0)
        self._heading(self.tr("On the board"))
        for keys, what in BOARD:
            names = " · ".join(tr_key(k) if isinstance(k, MessageKey) else key_name(k) for k in keys)
            if keys == ("Alt+1", "Alt+9"):
                names = f"{key_name('Alt+1')} … {key_name('Alt+9')}"
            self._row(names, tr_key(what))
        for heading, rows in ((self.tr("In a replay"), REPLAY), (self.tr("At the table"), TABLE)):
            self._heading(heading)
            for keys, what in rows:
                self._row(
                    " · ".join(tr_key(k) if isinstance(k, MessageKey) else key_name(k) for k in keys), tr_key(what)
                )
        self._heading(self.tr("In the menus"))
        for action in self._actions:
            native = (s.toString(QKeySequence.SequenceFormat.NativeText) for s in action.shortcuts())
            shortcuts = " · ".join(dict.fromkeys(native))  # F11 and the platform's full-screen key may be one
            self._row(shortcuts, action.text().replace("&&", "\x00").replace("&", "").replace("\x00", "&"))
        self.tree.resizeColumnToContents(0)
        self._wrap()

    def _heading(self, text: str) -> None:
        item = QTableWidgetItem(text)
        font = QFont(self.font())
        font.setBold(True)
        item.setFont(font)
        row = self.tree.rowCount()
        self.tree.insertRow(row)
        self.tree.setItem(row, 0, item)
        self.tree.setSpan(row, 0, 1, 2)

    def _row(self, keys: str, what: str) -> None:
        row = self.tree.rowCount()
        self.tree.insertRow(row)
        self.tree.setItem(row, 0, QTableWidgetItem(keys))
        self.tree.setItem(row, 1, QTableWidgetItem(what))

    def _wrap(self) -> None:
        """Rows as high as their wrapped text at the column's width now (they were laid out before the
        dialog had its size, and long descriptions ended in "…")."""
        self.tree.resizeRowsToContents()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self._wrap()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._wrap()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
