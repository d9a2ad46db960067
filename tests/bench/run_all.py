"""Run every tests/bench/*_bench.py in turn, then catan_vs_catanatron.py, catan_h2h.py and strength.py (`make
bench`); arguments after `--` go to each script. The catanatron ones install it into `.bench-venv/` on their
first run.

Each benchmark prints a table and a last JSON line; this collects the JSON lines into a summary
and exits non-zero when a benchmark fails. Nothing here asserts a timing.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args[:1] == ["--"]:
        args = args[1:]
    scripts = [
        *sorted(HERE.glob("*_bench.py")),
        HERE / "catan_vs_catanatron.py",
        HERE / "catan_h2h.py",
        HERE / "strength.py",
    ]
    summary = []
    failed = []
    for script in scripts:
        print(f"== {script.name}", flush=True)
        start = time.perf_counter()
        proc = subprocess.run([sys.executable, str(script), *args], cwd=ROOT, capture_output=True, text=True)
        sys.stdout.write(proc.stdout)
        sys.stderr.write(proc.stderr)
        print(f"   ({time.perf_counter() - start:.1f} s)", flush=True)
        if proc.returncode:
            failed.append(script.name)
            continue
        lines = proc.stdout.strip().splitlines()
        try:
            summary.append(json.loads(lines[-1]))
        except (IndexError, json.JSONDecodeError):
            failed.append(script.name)
    print(json.dumps({"benchmarks": summary, "failed": failed}, ensure_ascii=False))
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
