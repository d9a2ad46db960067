"""Störtebeker benchmarks: `python tests/bench/stortebeker_bench.py [--games N] [--strength N]`.

Games per second with random and with normal bots at 2, 3 and 4 players, the median µs of
`legal_actions` over positions met in random games, and the normal bot against three random ones
(seat rotated). Prints a table and a last JSON line; asserts nothing about time.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from engine.bots import make_bot  # noqa: E402
from engine.core.registry import get_game  # noqa: E402


def play(game, players: int, seed: int, levels: list[str], probe: list[float] | None = None) -> list[float]:  # type: ignore[no-untyped-def]
    st = game.new_game(players, seed)
    bots = [make_bot(game, levels[s], seed * 11 + s) for s in range(players)]
    while not game.is_over(st):
        seat = game.to_act(st)[0]
        if probe is not None:
            t = time.perf_counter()
            game.legal_actions(st, seat)
            probe.append((time.perf_counter() - t) * 1e6)
        game.apply(st, seat, bots[seat].choose(game.view(st, seat), seat))
    return game.scores(st)


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=50)
    p.add_argument("--strength", type=int, default=200)
    args, _ = p.parse_known_args()
    game = get_game("stortebeker")
    out: dict[str, object] = {"bench": "stortebeker"}
    for level in ("random", "normal"):
        for players in (2, 3, 4):
            t = time.perf_counter()
            for g in range(args.games):
                play(game, players, g, [level] * players)
            rate = args.games / (time.perf_counter() - t)
            out[f"{level}_{players}p_games_per_s"] = round(rate, 2)
            print(f"{level:7} {players} players {rate:8.2f} games/s", flush=True)
    probe: list[float] = []
    for g in range(10):
        play(game, 3, 100 + g, ["random"] * 3, probe)
    out["legal_actions_median_us"] = round(statistics.median(probe), 1)
    print(f"legal_actions median {out['legal_actions_median_us']} µs over {len(probe)} positions")
    wins = 0
    for g in range(args.strength):
        seat = g % 4
        levels = ["normal" if s == seat else "random" for s in range(4)]
        scores = play(game, 4, 1000 + g, levels)
        wins += scores[seat] == max(scores)
    out["normal_vs_3_random_win_rate"] = round(wins / max(1, args.strength), 3)
    print(f"normal against three random bots: {wins} of {args.strength}")
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
