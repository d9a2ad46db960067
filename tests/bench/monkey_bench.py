"""The UI monkey at length: `python tests/bench/monkey_bench.py [--events N] [--seed S] [--game G ...]`.

Random clicks, drags, wheel turns, keys, menu actions, undo/redo, language switches and resizes on
every board against bots (tests/desktop/monkey.py); prints per board the events, games started,
Python exceptions and Qt warnings, and a last JSON line. Asserts nothing about time.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from engine.simulate import OneLineParser  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    p = OneLineParser(prog="monkey_bench.py")
    p.add_argument("--events", type=int, default=10_000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--game", action="append", default=[], help="only this board (repeatable); default every board")
    args, _ = p.parse_known_args(argv)
    from tests.desktop.monkey import boards, run

    try:
        chosen = boards(args.game)
    except ValueError as exc:
        p.error(str(exc))
    from desktop.common.collector import application

    app = application()  # as the app starts: cycles freed on the GUI thread only
    rows = []
    for name in chosen:
        start = time.perf_counter()
        report = run(name, args.events, args.seed)
        rows.append(
            {
                "game": name,
                "events": report.events,
                "games": report.games,
                "exceptions": len(report.exceptions),
                "warnings": len(report.warnings),
                "seconds": round(time.perf_counter() - start, 1),
            }
        )
        print(
            f"{name:16} {report.events:7} events {report.games:4} games {len(report.exceptions):3} exceptions "
            f"{len(report.warnings):3} warnings {rows[-1]['seconds']:8} s",
            flush=True,
        )
        for text in report.exceptions[:3]:  # where it was raised, and what it said
            lines = text.strip().splitlines()
            where = [line.strip() for line in lines if line.strip().startswith("File ")][-1:]
            said = next((line for line in lines if not line.startswith(" ") and "Error" in line), lines[-1])
            print("   ", " ".join(where), "|", said)
        for text in sorted(set(report.warnings))[:3]:
            print("   ", text.strip().splitlines()[-1])
    app.processEvents()
    bad = sum(r["exceptions"] + r["warnings"] for r in rows)
    print(json.dumps({"bench": "monkey", "boards": rows, "failures": bad}))
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
