"""Cyclic garbage is collected on the GUI thread, never on a bot's worker thread.

A collection on a worker runs the destructors of Qt objects caught in cycles off the GUI thread;
on CI that once crashed the desktop suite with a segfault while four bots played Catan."""

from __future__ import annotations

import gc
import os
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

from desktop.common.collector import GuiCollector

ROOT = Path(__file__).resolve().parents[2]


class _Witness:
    """Notes on which thread it is finally freed; it only goes with a cyclic collection."""

    def __init__(self, seen: list[str]) -> None:
        self.seen = seen
        self.me = self

    def __del__(self) -> None:
        self.seen.append(threading.current_thread().name)


def _churn() -> list[list[int]]:
    return [[] for _ in range(60_000)]  # far past any young-generation threshold


def test_a_worker_thread_never_collects_and_the_gui_thread_does(
    qtbot: Any, gui_thread_collection: GuiCollector
) -> None:
    assert not gc.isenabled()
    before = gc.get_threshold()
    gc.set_threshold(700, 10, 10)  # Python's own (a real-time test before may have raised them)
    try:
        seen: list[str] = []
        _Witness(seen)
        kept: list[list[list[int]]] = []
        worker = threading.Thread(target=lambda: kept.append(_churn()), name="bot-worker")
        worker.start()
        worker.join()
        # with automatic collection on, the worker's allocations would have freed the witness there
        assert seen == []
        qtbot.waitUntil(lambda: bool(seen), timeout=5000)
        assert seen == [threading.main_thread().name]
        assert sum(gui_thread_collection.collections) >= 1  # young or older generation, as the counts fell due
    finally:
        gc.set_threshold(*before)


def test_the_raised_real_time_thresholds_still_hold() -> None:
    collector = GuiCollector()
    before = gc.get_threshold()
    gc.set_threshold(10**9, 20, 20)
    try:
        collector.tick()
        assert collector.collections == [0, 0, 0]  # nothing due under the real-time threshold
        gc.set_threshold(1, 1000, 1000)
        junk = _churn()
        collector.tick()
        assert collector.collections == [1, 0, 0]
        del junk
    finally:
        gc.set_threshold(*before)
        collector.deleteLater()


def test_stop_gives_collection_back_to_python_as_it_was(qapp: Any) -> None:
    gc.enable()  # as outside the desktop tests (this suite's own collector turned it off)
    try:
        collector = GuiCollector()
        collector.start()
        assert not gc.isenabled()
        collector.stop()
        assert gc.isenabled()
        assert sum(collector.collections) == 1  # the last collection, here on the GUI thread
        inner = GuiCollector()
        gc.disable()
        inner.start()
        inner.stop()
        assert not gc.isenabled()  # it was off before: it stays off
        collector.deleteLater()
        inner.deleteLater()
    finally:
        gc.disable()


CHILD = """
import gc
from desktop.app import main
from desktop.common import collector
assert gc.get_freeze_count() == 0
code = main(["--measure-start"])
print("automatic", gc.isenabled(), "collector", collector._app_collector is not None)
print("frozen at start", gc.get_freeze_count() > 10000, "code", code)
"""


def test_the_app_collects_on_the_gui_thread_and_freezes_its_start_up(tmp_path: Path) -> None:
    env = dict(
        os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path / "d"), XDG_CONFIG_HOME=str(tmp_path / "c")
    )
    r = subprocess.run([sys.executable, "-c", CHILD], cwd=ROOT, env=env, timeout=120, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "automatic False collector True" in r.stdout
    assert "frozen at start True code 0" in r.stdout  # the start page's objects, out of the collector's way
    assert "QBackingStore" not in r.stderr  # --measure-start quits after its first paint, not inside it


class _SlowBot:
    """A bot that thinks until told to stop."""

    def __init__(self) -> None:
        self.go = threading.Event()

    def choose(self, view: Any, seat: int) -> str:
        self.go.wait(10)
        return "move"


def test_a_window_gone_while_its_bot_thinks_frees_the_answer_channel_on_the_gui_thread(qtbot: Any) -> None:
    """The model owns the object a bot task answers through; a task outliving its model must not
    hold the last reference, or the QObject is destroyed on the worker thread when the task ends."""
    from PySide6.QtCore import QThreadPool

    from desktop.model import _BotSignals, _BotTask

    bot = _SlowBot()
    signals = _BotSignals()
    answers: list[object] = []
    signals.done.connect(lambda g, s, r: answers.append(r))
    freed_on: list[str] = []
    signals.destroyed.connect(lambda *_: freed_on.append(threading.current_thread().name))
    pool = QThreadPool.globalInstance()
    pool.start(_BotTask(bot, None, 0, 1, signals))  # type: ignore[arg-type]
    del signals  # the window closed while its bot was thinking
    gc.collect()
    assert freed_on == [threading.main_thread().name]
    bot.go.set()
    assert pool.waitForDone(5000)
    qtbot.wait(50)
    assert answers == []  # nobody is left to hear it
    assert freed_on == [threading.main_thread().name]
