"""The app in a child process for the crash-recovery test: plays a bot game with autosave and
prints the number of moves after each one, until it is killed.

    python tests/desktop/crash_child.py GAME new SEED | continue
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> int:
    name, mode = sys.argv[1], sys.argv[2]
    real_fsync = os.fsync

    def slow_fsync(fd: int) -> None:  # a slower disk: kills land inside the autosave's write more often
        time.sleep(0.004)
        real_fsync(fd)

    os.fsync = slow_fsync
    from desktop.common.collector import application

    app = application()  # as the app starts: cycles freed on the GUI thread only
    from desktop.common.colours import SEAT_COLOURS
    from desktop.main_window import MainWindow
    from desktop.settings import Settings
    from engine.core.match import Match, Seat
    from engine.core.registry import get_game

    window = MainWindow(Settings(pace="fast", animations=False))
    window._no_dialogs = True
    if mode == "new":
        game = get_game(name)
        players = game.player_counts[-1]
        seats = [Seat(f"Bot {i + 1}", "bot", "normal", SEAT_COLOURS[i]) for i in range(players)]
        window.start_match(Match(game, players, int(sys.argv[3]), {}, seats=seats), None)
    else:
        window.continue_game(name)
    model = window.model
    if model is None:
        print("no game", flush=True)
        return 3
    print(f"start {len(model.match.records)}", flush=True)
    model.changed.connect(lambda: print(len(model.match.records), flush=True))
    return int(app.exec())


if __name__ == "__main__":
    raise SystemExit(main())
