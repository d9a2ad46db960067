"""What only some seats may know (the card a robber took), told to each person at a shared screen.

The log of a hot-seat game is read by everyone at the table, so a line that only the thief and the
victim may read shows there without its secret (`i18n.as_seen_by`). At a real table the thief sees the
card he draws and the victim sees which one is gone: here the one who made the move is told at once,
in the status bar, and each other person who may know it when the screen is next his (his curtain
lifts)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from desktop.common import i18n
from engine.core.match import Record
from engine.core.messages import Message


class PrivateLines:
    """The secret lines waiting for each person at a shared screen."""

    def __init__(self) -> None:
        self._waiting: dict[int, list[Message]] = {}
        self._now: list[Message] = []

    def clear(self) -> None:
        self._waiting.clear()
        self._now.clear()

    def add(self, record: Record, is_person: Callable[[int], bool]) -> None:
        """The lines of `record` (just played) that name a secret: its player's to tell now, the other
        knowing persons' to keep until their turn at the screen."""
        for message in record.log:
            seen = message.params.get("seen")
            if not isinstance(seen, Message):
                continue
            for seat in message.params.get("seen_by", ()):
                if not isinstance(seat, int) or not is_person(seat):
                    continue
                if seat == record.seat:
                    self._now.append(seen)
                else:
                    self._waiting.setdefault(seat, []).append(seen)

    def take_now(self, names: Sequence[str]) -> str:
        """What the person who just moved learns by it ("" for nothing)."""
        said, self._now = self._now, []
        return " ".join(i18n.render(m, names) for m in said)

    def take_for(self, seat: int | None, names: Sequence[str]) -> str:
        """What happened to `seat`'s secrets while the screen was another's ("" for nothing)."""
        if seat is None:
            return ""
        said = self._waiting.pop(seat, [])
        return " ".join(i18n.render(m, names) for m in said)
