"""The two errors the engine raises on bad input."""

from __future__ import annotations

from engine.core.messages import Message


class IllegalAction(Exception):  # noqa: N818 - the name DESIGN.md gives it
    """An action the rules forbid; the state is left exactly as it was."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.render())
        self.message = message


class SaveError(Exception):
    """A save file that cannot be loaded; the file itself is never touched."""

    def __init__(self, message: Message) -> None:
        super().__init__(message.render())
        self.message = message
