"""Shipyard benchmarks: games/s, the yard checker, legal_actions, and the normal bot's strength.

python tests/bench/shipyard_bench.py [--strength N]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time

from engine.bots import make_bot
from engine.core.registry import get_game
from engine.core.rng import Rng
from engine.shipyard.yard import clearable


def games_per_s(players: int, games: int) -> dict[str, object]:
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "engine.simulate",
            "shipyard",
            "--games",
            str(games),
            "--players",
            str(players),
            "--json",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    return dict(json.loads(out.stdout.strip().splitlines()[-1]))


def yard_checker_us(samples: int = 2000) -> float:
    rng = Rng(7)
    times = []
    for _ in range(samples):
        pat = "".join(".BMS"[rng.below(4)] for _ in range(9))
        clearable.cache_clear()
        t = time.perf_counter()
        clearable(pat)
        times.append((time.perf_counter() - t) * 1e6)
    return statistics.median(times)


def legal_actions_us(games: int = 3) -> float:
    game = get_game("shipyard")
    times = []
    for seed in range(games):
        st = game.new_game(4, seed)
        rng = Rng(seed)
        while not game.is_over(st):
            seat = game.to_act(st)[0]
            t = time.perf_counter()
            legal = game.legal_actions(st, seat)
            times.append((time.perf_counter() - t) * 1e6)
            game.apply(st, seat, legal[rng.below(len(legal))])
    return statistics.median(times)


def strength(games: int) -> dict[str, object]:
    """The normal bot in seat (g mod 4) against three random bots, seeded 4-player games."""
    game = get_game("shipyard")
    wins = 0.0
    margin = []
    t0 = time.perf_counter()
    for g in range(games):
        seat_n = g % 4
        st = game.new_game(4, 10_000 + g)
        bots = [make_bot(game, "normal" if s == seat_n else "random", g * 13 + s) for s in range(4)]
        while not game.is_over(st):
            seat = game.to_act(st)[0]
            game.apply(st, seat, bots[seat].choose(game.view(st, seat), seat))
        w = game.winners(st)
        if seat_n in w:
            wins += 1 / len(w)
        sc = game.scores(st)
        margin.append(sc[seat_n] - max(s for i, s in enumerate(sc) if i != seat_n))
    return {
        "games": games,
        "normal_win_rate": round(wins / games, 3),
        "mean_margin": round(statistics.mean(margin), 1),
        "seconds": round(time.perf_counter() - t0, 1),
    }


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--strength", type=int, default=200)
    args = p.parse_args()
    for players in (2, 3, 4):
        print(json.dumps({"players": players, **games_per_s(players, args.games)}))
    print(json.dumps({"yard_checker_median_us": round(yard_checker_us(), 1)}))
    print(json.dumps({"legal_actions_median_us": round(legal_actions_us(), 1)}))
    if args.strength:
        print(json.dumps(strength(args.strength)))


if __name__ == "__main__":
    main()
