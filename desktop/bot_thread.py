"""One bot's decision on a worker thread (a turn's move, a hint, a timed move when no bot process
runs): the task and the signals it answers through."""

from __future__ import annotations

import weakref
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Signal

from engine.bots import Bot


class _BotSignals(QObject):
    done = Signal(int, int, object)  # generation, seat, action (or an Exception)


class _BotTask(QRunnable):
    """One bot decision on a worker thread; it sees only the seat's view.

    It answers through its model's `_BotSignals` but holds them only weakly: the model owns them, and
    a task that outlives its window (a bot still thinking when the window closed) must not keep the
    last reference, or the QObject would be destroyed on this worker thread when the task ends."""

    def __init__(self, bot: Bot, view: Any, seat: int, generation: int, signals: _BotSignals) -> None:
        super().__init__()
        self.bot, self.view, self.seat, self.generation = bot, view, seat, generation
        self.signals = weakref.ref(signals)
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            result: object = self.bot.choose(self.view, self.seat)
        except Exception as exc:  # noqa: BLE001 - reported on the GUI thread
            result = exc
        signals = self.signals()
        if signals is not None:  # else the window is gone: nobody to answer
            signals.done.emit(self.generation, self.seat, result)
