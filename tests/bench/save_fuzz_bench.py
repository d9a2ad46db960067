"""Fuzz saves at length: `python tests/bench/save_fuzz_bench.py [--cases N] [--app-cases M]`.

Damaged saves of every game (tests/save_damage.py: truncation, bit flips, type swaps, huge and
negative numbers, deep nesting, unknown versions and games, reordered, dropped and repeated moves,
duplicated and missing fields, bad encodings) through the engine's load, and damaged Catan saves
through the app's Open and Continue. Prints the counts and a last JSON line with `cases`,
`app_cases`, `failures`, `seconds`. Asserts nothing about time.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--cases", type=int, default=10_000)
    p.add_argument("--app-cases", type=int, default=500)
    args, _ = p.parse_known_args()
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "PRISTAV_FUZZ_CASES": str(args.cases),
        "PRISTAV_FUZZ_APP_CASES": str(args.app_cases),
    }
    start = time.perf_counter()
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "--hypothesis-show-statistics",
            "tests/engine/test_save_fuzz.py",
            "tests/desktop/test_save_fuzz_app.py",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    seconds = time.perf_counter() - start
    if proc.returncode != 0:  # what failed, and hypothesis's smallest example of it
        sys.stdout.write("\n".join(proc.stdout.splitlines()[-80:]) + "\n")
    sys.stdout.write(
        "\n".join(
            line for line in proc.stdout.splitlines() if "passing" in line or "passed" in line or "failed" in line
        )
        + "\n"
    )
    print(
        json.dumps(
            {
                "bench": "save_fuzz",
                "cases": args.cases,
                "app_cases": args.app_cases,
                "failures": 0 if proc.returncode == 0 else 1,
                "seconds": round(seconds, 1),
            }
        )
    )
    return proc.returncode


if __name__ == "__main__":
    raise SystemExit(main())
