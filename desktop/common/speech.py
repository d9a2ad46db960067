"""What a screen reader is told without the keyboard going there: a board's words (the piece Tab
picked, the place the arrows chose, a refusal, a hint) and a new question in the prompt bar. They
appear in the status bar and over the board, where the focus never goes; Qt's announcement event
hands them to the reader as they come."""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget


def announce(widget: QWidget, text: str) -> None:
    """Have a screen reader, if one is listening, say `text` (on behalf of `widget`)."""
    if text.strip() and QAccessible.isActive():
        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(widget, text))
