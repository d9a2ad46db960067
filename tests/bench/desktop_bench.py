"""Desktop budgets (DESIGN.md): start to first paint, repaint after an action, drag highlight, autosave.

Run by hand or with `make bench`; prints a table and one JSON line. Never part of CI's timing.
"""

from __future__ import annotations

import json
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_tmp = tempfile.mkdtemp(prefix="pristav-bench-")
for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
    os.environ[var] = os.path.join(_tmp, var.lower())


def start_to_first_paint(runs: int = 5) -> float:
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        out = subprocess.run(
            [sys.executable, "-m", "desktop", "--measure-start"], cwd=ROOT, capture_output=True, text=True, timeout=60
        ).stdout
        wall = (time.perf_counter() - t0) * 1000
        m = re.search(r"first paint after (\d+) ms", out)
        # the in-process figure misses interpreter start-up; the wall figure includes exit too
        times.append(wall if m is None else float(m.group(1)) + 0.0)
    return statistics.median(times)


def in_window(game: str = "golden_horn", players: int = 4, actions: int = 150) -> dict[str, float]:
    from desktop.common.collector import application
    from desktop.common.colours import SEAT_COLOURS
    from desktop.main_window import MainWindow
    from desktop.settings import Settings
    from engine.core.match import Match, Seat

    app = application()  # as the app starts: cycles freed on the GUI thread only
    w = MainWindow(Settings(pace="fast", animations=False))
    w._no_dialogs = True
    w.resize(1400, 900)
    w.show()
    seats = [Seat(f"B{i}", "bot", "normal", SEAT_COLOURS[i]) for i in range(players)]
    options = {"placement": "random"} if game == "golden_horn" else {}
    w.start_match(Match(game, players, 5, options, seats=seats), None, autosave=True)
    model = w.model
    model.stop()
    model.last_human = 0
    app.processEvents()
    repaint, highlight = [], []
    for _ in range(actions):
        if model.match.is_over():
            break
        seat = model.match.to_act()[0]
        action = model._bots[seat].choose(model.match.view(seat), seat)  # the bot's thinking is not timed
        t0 = time.perf_counter()
        model._apply(seat, action)  # applies, autosaves, updates docks, rebuilds the scene
        w.page.view.viewport().repaint()
        repaint.append((time.perf_counter() - t0) * 1000)
        movable = [k for k in w.scene.pieces if k[0] in ("ship", "tray", "part", "figure", "canal", "item", "hand")]
        if movable:
            t1 = time.perf_counter()
            w.scene.show_targets(movable[0])
            highlight.append((time.perf_counter() - t1) * 1000)
            w.scene.clear_targets()
    result = {
        "repaint_after_action_ms_median": statistics.median(repaint),
        "repaint_after_action_ms_p95": sorted(repaint)[int(len(repaint) * 0.95) - 1],
        "scene_refresh_ms_median": statistics.median(w.repaint_ms),
        "highlight_targets_ms_median": statistics.median(highlight) if highlight else 0.0,
        "autosave_ms_median": statistics.median(model.autosave_ms),
        "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "actions": len(repaint),
    }
    w.close()
    return result


def log_line_after(lines: int = 3000) -> float:
    """Adding one line to the game log (and showing it) once `lines` lines are there, median ms:
    a long Galaxy Trucker game writes thousands."""
    from desktop.common.collector import application
    from desktop.common.colours import SEAT_COLOURS
    from desktop.common.log_dock import LogDock
    from engine.core.messages import Message
    from engine.shipyard.texts import LOG_CHOOSE

    app = application()  # as the app starts: cycles freed on the GUI thread only
    dock = LogDock()
    dock.resize(260, 600)
    dock.show()
    dock.set_names(["Anna", "Bořek"])
    dock.set_colours(SEAT_COLOURS[:2])
    line = Message(LOG_CHOOSE, {"player": 0, "card": "Ship Building", "coins": 2})
    dock.add_many(([line], i % 2) for i in range(lines))
    app.processEvents()
    times = []
    for i in range(50):
        t0 = time.perf_counter()
        dock.add([line], i % 2)
        app.processEvents()
        dock.repaint()
        times.append((time.perf_counter() - t0) * 1000)
    dock.close()
    return statistics.median(times)


def _peak_rss_mb() -> float:
    """This process's own peak (VmHWM starts afresh at exec; ru_maxrss keeps the parent's across exec)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def full_game(game: str = "catan", players: int = 4) -> dict[str, float]:
    """A whole game between `normal` bots at the fastest pace in the real window (offscreen), with
    animations on as a player would see them: wall time and the process's peak memory."""
    from PySide6.QtCore import QTimer

    from desktop.common.collector import application
    from desktop.common.colours import SEAT_COLOURS
    from desktop.main_window import MainWindow
    from desktop.settings import Settings
    from engine.core.match import Match, Seat

    app = application()  # as the app starts: cycles freed on the GUI thread only
    w = MainWindow(Settings(pace="fast", animations=True))
    w._no_dialogs = True
    w.resize(1400, 900)
    w.show()
    seats = [Seat(f"B{i}", "bot", "normal", SEAT_COLOURS[i]) for i in range(players)]
    t0 = time.perf_counter()
    w.start_match(Match(game, players, 9, {}, seats=seats), None, autosave=True)
    model = w.model
    poll = QTimer()
    poll.timeout.connect(lambda: app.quit() if model.match.is_over() else None)
    poll.start(20)
    app.exec()
    wall = time.perf_counter() - t0
    return {
        "full_game_s": wall,
        "full_game_actions": float(len(model.match.records)),
        "full_game_peak_rss_mb": _peak_rss_mb(),
    }


def main() -> int:
    if "--full-game" in sys.argv:  # run in its own process so the peak memory is this game's alone
        print(json.dumps(full_game(sys.argv[-1])))
        return 0
    result = {"start_to_first_paint_ms_median": start_to_first_paint()}
    result.update(in_window())
    catan = in_window("catan", 4, 300)
    result.update({f"catan_{k}": v for k, v in catan.items()})
    shipyard = in_window("shipyard", 4, 300)
    result.update({f"shipyard_{k}": v for k, v in shipyard.items()})
    stortebeker = in_window("stortebeker", 4, 300)
    result.update({f"stortebeker_{k}": v for k, v in stortebeker.items()})
    trucker = in_window("galaxy_trucker", 4, 300)
    result.update({f"galaxy_trucker_{k}": v for k, v in trucker.items()})
    result["log_line_after_3000_lines_ms_median"] = log_line_after(3000)
    done = subprocess.run(
        [sys.executable, __file__, "--full-game", "catan"], capture_output=True, text=True, check=True, timeout=600
    )
    full = json.loads(done.stdout.strip().splitlines()[-1])
    result.update({f"catan_{k}": v for k, v in full.items()})
    for k, v in result.items():
        print(f"{k:36s} {v:10.2f}")
    print(json.dumps({k: round(v, 2) for k, v in result.items()}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
