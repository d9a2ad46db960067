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
    from PySide6.QtWidgets import QApplication

    from desktop.common.colours import SEAT_COLOURS
    from desktop.main_window import MainWindow
    from desktop.settings import Settings
    from engine.core.match import Match, Seat

    app = QApplication.instance() or QApplication([])
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
        movable = [k for k in w.scene.pieces if k[0] in ("ship", "tray")]
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


def main() -> int:
    result = {"start_to_first_paint_ms_median": start_to_first_paint()}
    result.update(in_window())
    catan = in_window("catan", 4, 300)
    result.update({f"catan_{k}": v for k, v in catan.items()})
    for k, v in result.items():
        print(f"{k:36s} {v:10.2f}")
    print(json.dumps({k: round(v, 2) for k, v in result.items()}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
