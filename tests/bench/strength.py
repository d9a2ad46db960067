"""How strong is a bot level: one seat of `--level` against `--against` bots in every other seat.

    python tests/bench/strength.py GAME --level strong --against normal --players 4 --games 400 --seed 1
        [--option KEY=VALUE ...] [--jobs J]
    python tests/bench/strength.py [--games N]     every game that has a `strong` level (`make bench`)

Game g is seeded `seed + g` and puts the measured bot in seat `g % players`, so every seat is
played equally often. A game won by several seats counts as a shared win (1/k). Reports the win
share with a 95 % Wilson interval, the fair share (1/players), and the median and 99th-percentile
milliseconds of the measured bot's decisions (the others' decisions are not timed). Real-time
phases (Galaxy Trucker's building) are driven as `engine.simulate` drives them.
Measures and reports; asserts nothing. The last line of output is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine.bots import make_bot  # noqa: E402
from engine.core.registry import get_game  # noqa: E402
from engine.simulate import MAX_ACTIONS, parse_options, step_timed  # noqa: E402


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


class Timed:
    """A bot whose decisions are timed."""

    def __init__(self, bot: Any) -> None:
        self.bot, self.times = bot, []  # type: ignore[var-annotated]

    def choose(self, view: Any, seat: int) -> Any:
        start = time.perf_counter()
        action = self.bot.choose(view, seat)
        self.times.append(time.perf_counter() - start)
        return action


def play(job: tuple[str, int, int, str, str, dict[str, Any]]) -> tuple[float, list[float], int]:
    """One game; returns (the measured seat's share of the win, its decision times, actions)."""
    name, players, seed, level, against, options = job
    game = get_game(name)
    state = game.new_game(players, seed, options)
    measured = seed % players
    bots: list[Any] = [make_bot(game, against, seed * 31 + i) for i in range(players)]
    timed = Timed(make_bot(game, level, seed * 31 + measured))
    bots[measured] = timed
    actions = 0
    while not game.is_over(state):
        seats = game.to_act(state)
        if game.timed(state):
            step_timed(game, state, seats, bots)
        else:
            seat = seats[0]
            game.apply(state, seat, bots[seat].choose(game.view(state, seat), seat))
        actions += 1
        if actions > MAX_ACTIONS:
            raise RuntimeError(f"game {seed} did not end within {MAX_ACTIONS} actions")
    winners = game.winners(state)
    share = 1.0 / len(winners) if measured in winners else 0.0
    return share, timed.times, actions


class _Inline:
    """`map` in this process (one job), with the executor's `with` manners."""

    def __enter__(self) -> _Inline:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def map(self, fn: Any, jobs: list[Any]) -> Any:
        return map(fn, jobs)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("game", nargs="?", help="one game; without it every game with a strong level, in turn")
    p.add_argument("--level", default="strong")
    p.add_argument("--against", default="normal")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--games", type=int, default=12)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--jobs", type=int, default=1)
    args = p.parse_args(argv)
    if args.game is None:
        from engine.core.registry import available_games

        results = [measure(args, name) for name in available_games() if "strong" in get_game(name).bot_factories]
        print(json.dumps({"bench": "strength", "results": results}))
        return 0
    print(json.dumps(measure(args, args.game)))
    return 0


def measure(args: argparse.Namespace, name: str) -> dict[str, Any]:
    """Play the games for one game; prints its lines and returns its figures."""
    args = argparse.Namespace(**{**vars(args), "game": name})
    game = get_game(args.game)
    options = game.resolve_options(args.players, parse_options(args.option))
    jobs = [(args.game, args.players, args.seed + g, args.level, args.against, options) for g in range(args.games)]
    start = time.perf_counter()
    results = []
    with ProcessPoolExecutor(args.jobs) if args.jobs > 1 else _Inline() as pool:
        for share, times, actions in pool.map(play, jobs):
            results.append((share, times, actions))
            won = sum(r[0] for r in results)
            print(f"  {len(results)} games, won {won:g}", file=sys.stderr, flush=True)
    seconds = time.perf_counter() - start
    wins = sum(r[0] for r in results)
    times = sorted(t for r in results for t in r[1])
    low, high = wilson(wins, args.games)
    ms = [t * 1000 for t in times]
    result = {
        "game": args.game,
        "level": args.level,
        "against": args.against,
        "players": args.players,
        "options": {k: v for k, v in options.items() if v is not None},
        "games": args.games,
        "seed": args.seed,
        "wins": round(wins, 2),
        "win_rate": round(wins / args.games, 4),
        "ci95": [round(low, 4), round(high, 4)],
        "fair_share": round(1 / args.players, 4),
        "ms_median": round(statistics.median(ms), 3) if ms else 0.0,
        "ms_p99": round(ms[min(len(ms) - 1, int(0.99 * len(ms)))], 3) if ms else 0.0,
        "ms_max": round(ms[-1], 3) if ms else 0.0,
        "decisions": len(ms),
        "mean_actions": round(statistics.mean(r[2] for r in results), 1),
        "seconds": round(seconds, 1),
    }
    print(f"{args.game}: {args.level} vs {args.players - 1}× {args.against}, {args.games} games, seed {args.seed}")
    print(
        f"  won {wins:g} = {100 * wins / args.games:.1f} % (95 % CI {100 * low:.1f}–{100 * high:.1f} %),"
        f" fair share {100 / args.players:.0f} %"
    )
    print(f"  decision ms: median {result['ms_median']}, p99 {result['ms_p99']}, max {result['ms_max']}", flush=True)
    return result


if __name__ == "__main__":
    raise SystemExit(main())
