"""Galaxy Trucker ship geometry micro-benchmarks: median µs per call of faults(), exposed(),
engine_strength() and firepower_half() (plus parts() and a copy) on full class III ships (36 tiles).
Measures and reports; asserts nothing.

    python tests/bench/gt_ship_bench.py [--ships N] [--reps N]

Prints a small table, then one JSON line (the last line of output).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine.galaxy_trucker import crew as cw  # noqa: E402
from engine.galaxy_trucker import power as pw  # noqa: E402
from engine.galaxy_trucker import ship as sh  # noqa: E402
from engine.galaxy_trucker.data import components  # noqa: E402


def full_ship(seed: int) -> sh.Ship:
    """A class III ship with every one of its 36 cells filled: cells in order of distance from the
    start, each with the first shuffled tile and rotation that strict validation accepts, or the next
    tile at a random rotation when none fits (so the check has real work: ~45 faults per ship)."""
    c = components()
    board = c.boards["III"]
    rng = random.Random(seed)
    pool = list(c.warehouse)
    rng.shuffle(pool)
    ship = sh.new_ship("III", c.starting["blue"])
    start = board.start
    for cell in sorted(board.cells - {start}, key=lambda x: (abs(x[0] - start[0]) + abs(x[1] - start[1]), x)):
        choice = next(
            (
                (i, rot)
                for i, t in enumerate(pool)
                for rot in range(4)
                if sh.placement_problem(ship, cell, t, rot, strict=True) is None
            ),
            (0, rng.randrange(4)),
        )
        sh.place(ship, cell, pool.pop(choice[0]), choice[1])
    return ship


def median_us(ships: list[sh.Ship], make_call: Callable[[sh.Ship], Callable[[], Any]], reps: int) -> float:
    """Median over ships of the mean time of one call, in µs."""
    times = []
    for ship in ships:
        fn = make_call(ship)
        fn()  # warm caches
        t = time.perf_counter_ns()
        for _ in range(reps):
            fn()
        times.append((time.perf_counter_ns() - t) / reps / 1000)
    return statistics.median(times)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--ships", type=int, default=20, help="full class III ships to measure on")
    p.add_argument("--reps", type=int, default=500, help="calls per ship and measurement")
    args, _ = p.parse_known_args(argv)  # run_all.py passes every script the same extra arguments

    ships = [full_ship(seed) for seed in range(args.ships)]
    for ship in ships:
        cw.prepare_crew(ship, {})
    tiles = statistics.median(len(s.tiles) for s in ships)
    nfaults = statistics.median(len(sh.faults(s)) for s in ships)
    result: dict[str, Any] = {
        "bench": "gt_ship",
        "ships": args.ships,
        "tiles_median": tiles,
        "faults_found_median": nfaults,
        "faults_us_median": median_us(ships, lambda s: lambda: sh.faults(s), args.reps),
        "exposed_us_median": median_us(ships, lambda s: lambda: sh.exposed(s), args.reps),
        "engine_strength_us_median": median_us(
            ships, lambda s: (lambda k: lambda: pw.engine_strength(s, k))(len(pw.double_engines(s))), args.reps
        ),
        "firepower_half_us_median": median_us(
            ships, lambda s: (lambda d: lambda: pw.firepower_half(s, d))(pw.double_cannons(s)), args.reps
        ),
        "parts_us_median": median_us(ships, lambda s: lambda: sh.parts(s), args.reps),
        "copy_us_median": median_us(ships, lambda s: lambda: s.copy(), args.reps),
    }
    for key, value in result.items():
        if key.endswith("_us_median"):
            result[key] = round(value, 2)
            print(f"{key[: -len('_us_median')]:>16}  {value:8.2f} µs")
    print(f"{'ships':>16}  {args.ships} full class III ships, median {tiles} tiles, {nfaults} faults each")
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
