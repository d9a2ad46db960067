"""Galaxy Trucker engine throughput: whole random games through `engine.simulate`, for 2, 3 and
4 players in both building variants (games/s, actions per game, failures). Measures; asserts
nothing. The ship geometry figures are in gt_ship_bench.py, the bots' in gt_bots_bench.py.

    python tests/bench/galaxy_trucker_bench.py [--games N]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(players: int, variant: str, games: int) -> dict[str, float]:
    cmd = [
        sys.executable, "-m", "engine.simulate", "galaxy_trucker", "--games", str(games), "--players", str(players),
        "--seed", "7", "--option", f"build_variant={variant}", "--json",
    ]  # fmt: skip
    out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=False)
    data = json.loads(out.stdout.strip().splitlines()[-1])
    return {"games_per_s": data["games_per_s"], "mean_actions": data["mean_actions"], "failures": data["failures"]}


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=100)
    args, _ = p.parse_known_args()
    result: dict[str, float] = {}
    for players in (4, 3, 2):
        for variant in ("realtime", "robot"):
            r = run(players, variant, args.games)
            for k, v in r.items():
                result[f"{players}p_{variant}_{k}"] = v
                print(f"{players}p {variant:8s} {k:14s} {v:10.2f}")
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
