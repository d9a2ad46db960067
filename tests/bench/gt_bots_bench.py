"""Galaxy Trucker bots: how often `normal` finishes ahead of `random` bots (strictly most credits, or
tied for most), in real-time and robot building and with 2-4 players, games/s, and the time of one
`normal` decision. Measures and reports; asserts nothing.

    python tests/bench/gt_bots_bench.py [--games N] [--seed S]

Each line of the table plays N seeded games (default 200) with one `normal` seat, rotated across the
seats, against `random` bots. The driver is engine.simulate.play_one's, including step_timed for
real-time building; the bot is made directly (NormalBot), since rules.py registers only `random`.
Prints a small table, then one JSON line (the last line of output).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine.bots import make_bot  # noqa: E402
from engine.core.errors import IllegalAction  # noqa: E402
from engine.core.registry import get_game  # noqa: E402
from engine.galaxy_trucker.actions import Wait  # noqa: E402
from engine.galaxy_trucker.normal_bot import NormalBot  # noqa: E402

GAME = get_game("galaxy_trucker")
MAX_ACTIONS = 20_000
SETUPS: tuple[tuple[str, int, dict[str, Any]], ...] = (
    ("4p real time", 4, {}),
    ("4p robot", 4, {"build_variant": "robot"}),
    ("3p real time", 3, {}),
    ("2p real time", 2, {}),
    ("3p robot", 3, {"build_variant": "robot"}),
    ("2p robot", 2, {"build_variant": "robot"}),
)


def play_one(players: int, seed: int, levels: list[str], options: dict[str, Any], times: list[float]) -> list[float]:
    """One game to the end (engine.simulate.play_one with NormalBot for "normal"); the time of each
    `normal` decision goes to `times`."""
    state = GAME.new_game(players, seed, options)
    bots = [
        NormalBot(GAME, seed * 31 + i) if levels[i] == "normal" else make_bot(GAME, levels[i], seed * 31 + i)
        for i in range(players)
    ]

    def ask(seat: int) -> Any:
        view = GAME.view(state, seat)
        start = time.perf_counter()
        action = bots[seat].choose(view, seat)
        if levels[seat] == "normal":
            times.append(time.perf_counter() - start)
        return action

    actions = 0
    while not GAME.is_over(state):
        seats = GAME.to_act(state)
        if not seats:
            raise RuntimeError("no seat to act in an unfinished game")
        if GAME.timed(state):
            proposals = {s: ask(s) for s in seats}  # step_timed: the earliest stamped move happens
            seat = min(seats, key=lambda s: (GAME.action_time(proposals[s]), s))
            try:
                GAME.apply(state, seat, proposals[seat])
            except IllegalAction:
                GAME.apply(state, seat, Wait(GAME.action_time(proposals[seat])))
        else:
            seat = seats[0]
            GAME.apply(state, seat, ask(seat))
        actions += 1
        if actions > MAX_ACTIONS:
            raise RuntimeError(f"game did not end within {MAX_ACTIONS} actions")
    return GAME.scores(state)


def measure(players: int, options: dict[str, Any], games: int, seed: int) -> dict[str, Any]:
    ahead = strict = 0
    margin = 0.0
    times: list[float] = []
    start = time.perf_counter()
    for g in range(games):
        seat = g % players
        levels = ["random"] * players
        levels[seat] = "normal"
        scores = play_one(players, seed + g, levels, options, times)
        best_other = max(s for i, s in enumerate(scores) if i != seat)
        ahead += scores[seat] >= best_other
        strict += scores[seat] > best_other
        margin += scores[seat] - best_other
    seconds = time.perf_counter() - start
    times.sort()
    return {
        "games": games,
        "win_rate": round(ahead / games, 4),
        "strict_win_rate": round(strict / games, 4),
        "mean_margin": round(margin / games, 2),
        "games_per_s": round(games / seconds, 3),
        "decision_ms_median": round(1000 * statistics.median(times), 3),
        "decision_ms_p99": round(1000 * times[int(0.99 * (len(times) - 1))], 3),
        "decision_ms_max": round(1000 * times[-1], 3),
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", type=int, default=200, help="games per setup")
    p.add_argument("--seed", type=int, default=20_000, help="seed of the first game")
    args, _ = p.parse_known_args(argv)  # run_all.py passes the same arguments to every benchmark
    results: dict[str, Any] = {}
    print(
        f"{'setup':<14} {'games':>5} {'ahead':>7} {'strict':>7} {'margin':>7} {'games/s':>8} {'ms med':>7} {'ms max':>7}"
    )
    for name, players, options in SETUPS:
        r = measure(players, options, args.games, args.seed)
        results[name] = r
        print(
            f"{name:<14} {r['games']:>5} {r['win_rate']:>7.1%} {r['strict_win_rate']:>7.1%} {r['mean_margin']:>7.2f}"
            f" {r['games_per_s']:>8.2f} {r['decision_ms_median']:>7.3f} {r['decision_ms_max']:>7.2f}",
            flush=True,
        )
    print(json.dumps({"benchmark": "gt_bots", "normal_vs_random": results}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
