"""A dialog asked once: shown modally, then freed."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialog, QWidget


def ask_once(dialog: QDialog) -> int:
    """Run `dialog` modally and give its result. Qt frees it once control is back in the event loop,
    so the caller may still read what was chosen. A dialog made as its window's child and only
    closed stayed as long as the window did: for the main window, the whole session (an end screen
    with its chart is about 1 MiB)."""
    try:
        return int(dialog.exec())
    finally:
        dialog.deleteLater()


def open_size(dialog: QWidget, width: int, height: int) -> None:
    """Give `dialog` its opening size, `width` × `height`, or less on a screen that has less room (a
    1024×768 laptop with its panel): an end screen 720 px high put its buttons under the panel."""
    parent = dialog.parentWidget()
    screen = (parent or dialog).screen()
    room = (screen or QGuiApplication.primaryScreen()).availableGeometry()
    dialog.resize(
        max(dialog.minimumSizeHint().width(), min(width, room.width() - 40)),
        max(dialog.minimumSizeHint().height(), min(height, room.height() - 60)),
    )
