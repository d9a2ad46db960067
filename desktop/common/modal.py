"""A dialog asked once: shown modally, then freed."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog


def ask_once(dialog: QDialog) -> int:
    """Run `dialog` modally and give its result. Qt frees it once control is back in the event loop,
    so the caller may still read what was chosen. A dialog made as its window's child and only
    closed stayed as long as the window did: for the main window, the whole session (an end screen
    with its chart is about 1 MiB)."""
    try:
        return int(dialog.exec())
    finally:
        dialog.deleteLater()
