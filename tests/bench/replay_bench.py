"""A replay's step: how long one move forward or back takes on screen, late in a finished game.

Each game: a bot game played to its end (4 players where the game takes them), watched again as from
the end screen, then `--steps` steps forward from `--steps` before the end and as many back. A step
moves the board, the chart, the prompt and the log to the new position (the log writes or takes back
only the lines of the moves stepped over). Run by hand or with `make bench`; prints a table and one
JSON line. Never part of CI's timing.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/bench/replay_bench.py [--steps 100] [--game G ...]
"""

from __future__ import annotations

import argparse
import json
import os
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


def finished(game: str, seed: int = 3) -> object:
    """A bot game of `game` played to its end, with as many seats as the game takes."""
    from engine.bots import make_bot
    from engine.core.match import Match
    from engine.core.registry import get_game

    players = get_game(game).player_counts[-1]
    match = Match(game, players, seed, {})
    bots = [make_bot(match.game, "normal", seed + s) for s in range(players)]
    while not match.is_over():
        seat = match.to_act()[0]
        match.apply(seat, bots[seat].choose(match.game.view(match.state, seat), seat))
    return match


def steps(game: str, count: int) -> dict[str, object]:
    from desktop.common.collector import application
    from desktop.main_window import MainWindow
    from desktop.settings import Settings

    app = application()
    match = finished(game)
    window = MainWindow(Settings(pace="fast", animations=False))
    window._no_dialogs = True
    window.resize(1280, 800)
    window.show()
    window.replays.watch(match)
    replay = window.replay
    replay.seek(max(0, replay.length - count))
    app.processEvents()
    timed = {}
    for name, delta in (("forward", 1), ("back", -1)):
        t0 = time.perf_counter()
        for _ in range(count):
            replay.step(delta)
            app.processEvents()
        timed[name] = round((time.perf_counter() - t0) * 1000 / count, 1)
    replay.seek(replay.length)
    app.processEvents()
    lines = len(window.log_dock.lines())
    window.go_home()
    window.close()
    window.deleteLater()
    app.processEvents()
    return {
        "game": game,
        "moves": replay.length,
        "log_lines": lines,
        "forward_ms": timed["forward"],
        "back_ms": timed["back"],
    }


def main() -> int:
    from engine.core.registry import available_games

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=100, help="steps timed each way (default 100)")
    parser.add_argument("--game", action="append", choices=available_games(), help="only these games")
    args = parser.parse_args()
    rows = [steps(game, max(1, args.steps)) for game in (args.game or available_games())]
    print(f"{'game':<16}{'moves':>7}{'log lines':>11}{'ms forward':>12}{'ms back':>9}")
    for r in rows:
        print(f"{r['game']:<16}{r['moves']:>7}{r['log_lines']:>11}{r['forward_ms']:>12}{r['back_ms']:>9}")
    print(json.dumps({"bench": "replay_steps", "steps": args.steps, "games": rows}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
