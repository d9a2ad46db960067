"""A short soak of every game: `python tests/bench/soak_bench.py [--games N] [--seed S]`.

Runs `python -m engine.soak GAME --games N` for each registered game into a fresh temporary folder
and prints per game the games, failures and wall time, then a last JSON line. The long runs
(10^5 games per engine) use `engine.soak` directly; see docs/NOTES.md. Asserts nothing about time.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))


def main() -> int:
    from engine.core.registry import available_games

    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seed", type=int, default=1)
    args, _ = p.parse_known_args()
    rows = []
    for game in available_games():
        with tempfile.TemporaryDirectory() as out:
            proc = subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "engine.soak",
                    game,
                    "--games",
                    str(args.games),
                    "--seed",
                    str(args.seed),
                    "--out",
                    out,
                ],
                cwd=ROOT,
                capture_output=True,
                text=True,
            )
        try:
            row = json.loads(proc.stdout.strip().splitlines()[-1])
        except (IndexError, json.JSONDecodeError):
            row = {"game": game, "games": 0, "failures": 1, "seconds": 0.0, "error": proc.stderr[-400:]}
        rows.append(row)
        print(f"{game:16} {row['games']:6} games {row['failures']:4} failures {row['seconds']:8.1f} s", flush=True)
    failures = sum(r["failures"] for r in rows)
    print(json.dumps({"bench": "soak", "games": rows, "failures": failures}, ensure_ascii=False))
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
