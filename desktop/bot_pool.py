"""Bots that think in another process while the clock runs (Galaxy Trucker's real-time building).

Python bots hold the GIL while they think, so a worker *thread* still takes time from the GUI
thread: the sand and a dragged tile stutter. In a separate process they think truly in
parallel. One worker process serves every real-time bot of the match, and keeps each bot object
between calls (a bot may remember its plan), keyed by the match and the seat. Views and actions
travel pickled.

The pool starts with the "spawn" method (never fork a process that runs Qt) and is warmed up in
the background when real time begins. Anything that goes wrong (no process can start, a broken
pipe) makes the model fall back to threads for the rest of the session.
"""

from __future__ import annotations

import multiprocessing
import os
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

_bots: dict[tuple[str, int, int, str, int], Any] = {}  # in the worker: (match, seat, ...) -> bot


def _warm() -> bool:
    """Import the engines in the worker ahead of the first real question (every registered game:
    the shell knows games only through the registry)."""
    from engine.core.registry import available_games, get_game

    for name in available_games():
        get_game(name)

    return True


def _orphan_guard(parent: int) -> None:
    """In the worker: end when the app that started it is gone (killed, crashed), instead of
    waiting forever for questions that will never come."""
    import os
    import threading
    import time

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch, name="orphan-guard", daemon=True).start()


def _think(key: tuple[str, int, int, str, int], view: Any, seat: int) -> Any:
    """In the worker: the bot for `key` (made once) chooses from `view`."""
    from engine.bots import make_bot
    from engine.core.registry import get_game

    bot = _bots.get(key)
    if bot is None:
        game_name, _match, _seat, level, seed = key
        bot = make_bot(get_game(game_name), level, seed)
        _bots[key] = bot
    return bot.choose(view, seat)


class BotPool:
    """One worker process for the bots of real-time phases."""

    def __init__(self) -> None:
        self._executor: ProcessPoolExecutor | None = None
        self.broken = False

    def start(self) -> None:
        if self._executor is None and not self.broken:
            try:
                self._executor = ProcessPoolExecutor(
                    max_workers=1,
                    mp_context=multiprocessing.get_context("spawn"),
                    initializer=_orphan_guard,
                    initargs=(os.getpid(),),
                )
                self._executor.submit(_warm)
            except Exception:  # noqa: BLE001 - no process here: the caller falls back to threads
                self.broken = True
                self._executor = None

    def submit(self, key: tuple[str, int, int, str, int], view: Any, seat: int) -> Future[Any] | None:
        """Ask the bot `key` for a move from `view`; None when there is no worker (use threads)."""
        self.start()
        if self._executor is None:
            return None
        try:
            return self._executor.submit(_think, key, view, seat)
        except Exception:  # noqa: BLE001 - a dead worker: threads from now on
            self.broken = True
            self._executor = None
            return None

    def shutdown(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None


_pool: BotPool | None = None


def pool() -> BotPool:
    """The session's pool (made on first use; shut down at exit by concurrent.futures)."""
    global _pool
    if _pool is None:
        _pool = BotPool()
    return _pool
