"""Kill -9 at random moments (during the autosave's write too): Continue resumes the game having
lost at most the last move, and a killed instance's lock does not keep the next one from saving."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from desktop.main_window import MainWindow
from desktop.settings import Settings
from engine.core.match import Match
from engine.core.rng import Rng

ROOT = Path(__file__).resolve().parents[2]
CHILD = ROOT / "tests" / "desktop" / "crash_child.py"
KILLS_PER_GAME = 10


def _start(env: dict[str, str], *args: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(CHILD), *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )


def _moves_before_kill(proc: subprocess.Popen[str], rng: Rng) -> int:
    """Let the child play a few moves, kill it at a random instant; the last count it reported."""
    assert proc.stdout is not None
    first = proc.stdout.readline().split()
    assert first and first[0] == "start", first
    last = int(first[1])
    wanted = last + 1 + rng.below(12)
    deadline = time.monotonic() + 60
    while last < wanted and time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        last = int(line)
    time.sleep(rng.below(25) / 1000)  # a random instant: between moves or inside a write
    workers = _children(proc.pid)  # e.g. the real-time bots' process
    proc.send_signal(signal.SIGKILL)
    proc.wait(10)
    deadline = time.monotonic() + 10
    while workers and time.monotonic() < deadline:
        workers = [w for w in workers if Path(f"/proc/{w}").exists() and "zombie" not in _status(w)]
        time.sleep(0.2)
    assert not workers, f"the killed app left processes behind: {workers}"
    return last


def _children(pid: int) -> list[int]:
    out = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            out += [int(c) for c in (task / "children").read_text().split()]
        except OSError:
            pass
    return out


def _status(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/status").read_text().lower()
    except OSError:
        return "zombie"


@pytest.mark.parametrize("name", ["golden_horn", "catan", "galaxy_trucker", "shipyard", "stortebeker"])
def test_kill_9_loses_at_most_the_last_move(qapp: Any, name: str, tmp_path: Path, monkeypatch: Any) -> None:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }
    monkeypatch.setenv("XDG_DATA_HOME", env["XDG_DATA_HOME"])
    monkeypatch.setenv("XDG_CONFIG_HOME", env["XDG_CONFIG_HOME"])
    from desktop.common.paths import autosave_path

    rng = Rng(sum(map(ord, name)))
    proc = _start(env, name, "new", "5")
    for kill in range(KILLS_PER_GAME):
        reported = _moves_before_kill(proc, rng)
        path = autosave_path(name)
        assert path.exists(), f"kill {kill}: no autosave after the kill"
        saved = Match.load(path)  # loadable, whatever instant the kill came at
        assert len(saved.records) >= reported - 1, f"kill {kill}: lost {reported - len(saved.records)} moves"
        if saved.is_over():
            break
        # the app, started again, continues this game (the killed instance's lock is stale)
        window = MainWindow(Settings(pace="fast", animations=False))
        window._no_dialogs = True
        window.continue_game(name)
        assert window.model is not None and len(window.model.match.records) == len(saved.records)
        assert window.model.autosave is not None, "the killed instance's lock kept the autosave off"
        window._stop_model()
        window.close()
        proc = _start(env, name, "continue")
    else:
        proc.kill()
        proc.wait(10)


def test_a_second_instance_does_not_overwrite_the_first_ones_autosave(
    qapp: Any, tmp_path: Path, monkeypatch: Any
) -> None:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }
    monkeypatch.setenv("XDG_DATA_HOME", env["XDG_DATA_HOME"])
    monkeypatch.setenv("XDG_CONFIG_HOME", env["XDG_CONFIG_HOME"])
    proc = _start(env, "catan", "new", "9")
    try:
        assert proc.stdout is not None and proc.stdout.readline().startswith("start")
        window = MainWindow(Settings(pace="fast", animations=False))
        window._no_dialogs = True
        window.continue_game("catan")  # the same game, in a second instance
        assert window.model is not None
        assert window.model.autosave is None and window.model.autosave_taken
        assert window.storage_label.isVisibleTo(window) and window.storage_label.text()
        window._stop_model()
        window.close()
    finally:
        proc.kill()
        proc.wait(10)
