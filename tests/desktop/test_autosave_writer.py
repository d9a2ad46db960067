"""The autosave is written off the GUI thread, never more than one action behind, and a failed
write is reported in the window's language."""

from __future__ import annotations

import json
import os
import threading
import time
from pathlib import Path
from typing import Any

from desktop.common.paths import autosave_path
from desktop.common.writer import BackgroundWriter, wait_for_writes
from engine.golden_horn.actions import Sail
from tests.desktop.helpers import make_window

RANDOM_PLACEMENT = {"placement": "random"}


def test_the_disk_is_written_on_another_thread(qtbot: Any, monkeypatch: Any) -> None:
    threads: list[str] = []
    real = os.fsync

    def slow(fd: int) -> None:
        threads.append(threading.current_thread().name)
        time.sleep(0.25)  # a slow disk: the GUI thread must not wait for it
        real(fd)

    monkeypatch.setattr(os, "fsync", slow)
    path = autosave_path("golden_horn")
    wait_for_writes()  # no earlier test's write to this file still in flight
    path.unlink(missing_ok=True)
    w = make_window(qtbot, options=RANDOM_PLACEMENT, autosave=True)
    model = w.model
    model.paused = True
    model.wait_saved()
    move = next(a for a in model.match.legal_actions(0) if isinstance(a, Sail))
    threads.clear()
    assert model.try_apply(0, move)
    assert not model._writer.idle()  # the move and its redraw are done; its write is still going on
    model.wait_saved()
    assert threads and threading.main_thread().name not in threads
    assert len(json.loads(path.read_text(encoding="utf-8"))["log"]) == 1
    model.stop()
    path.unlink(missing_ok=True)


def test_the_next_move_waits_until_the_last_is_on_the_disk(qtbot: Any, monkeypatch: Any) -> None:
    """At any instant the file holds the game as it stands or one action before."""
    path = autosave_path("golden_horn")
    wait_for_writes()  # no earlier test's write to this file still in flight
    path.unlink(missing_ok=True)
    w = make_window(qtbot, options=RANDOM_PLACEMENT, autosave=True, humans=2)
    model = w.model
    model.paused = True
    real = os.fsync

    def slow(fd: int) -> None:
        time.sleep(0.02)
        real(fd)

    monkeypatch.setattr(os, "fsync", slow)
    behind: list[int] = []
    apply = model.match.apply

    def watched(seat: int, action: Any, chance: Any = None) -> Any:
        saved = len(json.loads(path.read_text(encoding="utf-8"))["log"])
        behind.append(len(model.match.records) - saved)
        return apply(seat, action, chance)

    model.match.apply = watched  # type: ignore[method-assign]
    for _ in range(5):  # moves in quick succession, each write still under way when the next comes
        seat = model.match.to_act()[0]
        assert model.try_apply(seat, model.match.legal_actions(seat)[0])
    assert behind == [0] * 5
    model.wait_saved()
    assert len(json.loads(path.read_text(encoding="utf-8"))["log"]) == len(model.match.records) == 5
    model.stop()
    path.unlink(missing_ok=True)


def test_a_write_that_fails_is_reported_and_the_newest_text_wins(qtbot: Any, tmp_path: Path) -> None:
    writer = BackgroundWriter()
    failures: list[Any] = []
    writer.failed.connect(lambda path, message: failures.append((path, message)))
    target = tmp_path / "a.json"
    for i in range(20):
        writer.write(target, json.dumps({"i": i}))
    writer.wait()
    assert json.loads(target.read_text(encoding="utf-8")) == {"i": 19}
    blocked = tmp_path / "file"
    blocked.write_text("x")
    writer.write(blocked / "inside.json", "{}")  # a file where a folder should be
    writer.wait()
    qtbot.waitUntil(lambda: bool(failures), timeout=2000)
    assert failures[0][0] == blocked / "inside.json"
    assert not list(tmp_path.glob("**/*.tmp"))


def test_a_model_reports_its_own_failed_autosave(qtbot: Any, tmp_path: Path) -> None:
    w = make_window(qtbot, options=RANDOM_PLACEMENT, autosave=False)
    model = w.model
    model.paused = True
    blocked = tmp_path / "file"
    blocked.write_text("x")
    model.autosave = blocked / "golden_horn.json"
    with qtbot.waitSignal(model.refused, timeout=3000) as said:
        model._save_auto()
    assert said.args and said.args[0]
    model.stop()
