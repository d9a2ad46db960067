"""Golden Horn benchmarks: random games/s, legal_actions and clone in µs, a normal-bot decision in ms,
and (with --winrate) normal's win rate against random. Measures and reports; asserts nothing.

    python tests/bench/golden_horn_bench.py [--games N] [--states N] [--winrate [GAMES]]

Prints a small table, then one JSON line (the last line of output).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine.bots import make_bot  # noqa: E402
from engine.core.rng import Rng  # noqa: E402
from engine.golden_horn import GAME  # noqa: E402
from engine.golden_horn.state import TURN  # noqa: E402


def simulate(games: int, players: int) -> dict[str, Any]:
    """Run the headless simulator exactly as a user would, and read its JSON line."""
    cmd = [
        sys.executable,
        "-m",
        "engine.simulate",
        "golden_horn",
        "--games",
        str(games),
        "--players",
        str(players),
        "--seed",
        "1",
        "--json",
    ]
    out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=True)
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def sample_states(count: int, seed: int = 7) -> list[Any]:
    """States met in random games of 2 and 4 players, every one taken until `count` are collected."""
    states: list[Any] = []
    rng = Rng(seed)
    g = 0
    while len(states) < count:
        players = 2 if g % 2 == 0 else 4
        st = GAME.new_game(players, seed * 1000 + g)
        while not GAME.is_over(st) and len(states) < count:
            states.append(GAME.clone(st))
            seat = GAME.to_act(st)[0]
            legal = GAME.legal_actions(st, seat)
            GAME.apply(st, seat, legal[rng.below(len(legal))])
        g += 1
    return states


def per_call_us(fn: Any, reps: int) -> float:
    t = time.perf_counter_ns()
    for _ in range(reps):
        fn()
    return (time.perf_counter_ns() - t) / reps / 1000


def legal_call(st: Any) -> Any:
    """A no-argument call of legal_actions for the seat to act in `st`."""
    seat = GAME.to_act(st)[0]
    return lambda: GAME.legal_actions(st, seat)


def median_us(states: list[Any], make_call: Any, reps: int) -> float:
    return statistics.median(per_call_us(make_call(st), reps) for st in states)


def decision_ms(states: list[Any]) -> tuple[float, float]:
    """Median and 95th percentile of one `normal` decision, on the view it would get."""
    bot = make_bot(GAME, "normal", 3)
    times = []
    for st in states:
        seat = GAME.to_act(st)[0]
        view = GAME.view(st, seat)
        t = time.perf_counter_ns()
        bot.choose(view, seat)
        times.append((time.perf_counter_ns() - t) / 1e6)
    times.sort()
    return statistics.median(times), times[int(0.95 * (len(times) - 1))]


def winrate(games: int) -> dict[str, float]:
    """normal vs random, 2 players, seeded, the normal bot alternating between seat 0 and seat 1."""
    wins = ties = 0
    for g in range(games):
        seat_n = g % 2
        st = GAME.new_game(2, 10_000 + g)
        bots = [make_bot(GAME, "normal" if i == seat_n else "random", g * 31 + i) for i in range(2)]
        while not GAME.is_over(st):
            seat = GAME.to_act(st)[0]
            GAME.apply(st, seat, bots[seat].choose(GAME.view(st, seat), seat))
        sc = GAME.scores(st)
        if sc[seat_n] > sc[1 - seat_n]:
            wins += 1
        elif sc[seat_n] == sc[1 - seat_n]:
            ties += 1
    return {"games": games, "wins": wins, "ties": ties, "win_rate": round(wins / games, 4)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", type=int, default=200, help="random games per player count for games/s")
    p.add_argument("--states", type=int, default=2000, help="sampled states for the µs measurements")
    p.add_argument(
        "--winrate",
        type=int,
        nargs="?",
        const=500,
        default=0,
        metavar="GAMES",
        help="also play GAMES (default 500) normal-vs-random 2-player games",
    )
    args = p.parse_args(argv)

    sim2 = simulate(args.games, 2)
    sim4 = simulate(args.games, 4)
    states = sample_states(args.states)
    moves = [st for st in states if st.phase == TURN]  # the active player robs or sails: the real choices
    legal = median_us(states, legal_call, 20)
    legal_moves = median_us(moves, legal_call, 20)
    clone = median_us(states, lambda st: lambda: GAME.clone(st), 50)
    dec_med, dec_p95 = decision_ms(moves[:: max(1, len(moves) // 300)])
    result: dict[str, Any] = {
        "bench": "golden_horn",
        "games_per_s_2p": sim2["games_per_s"],
        "games_per_s_4p": sim4["games_per_s"],
        "mean_actions_2p": sim2["mean_actions"],
        "mean_actions_4p": sim4["mean_actions"],
        "failures": sim2["failures"] + sim4["failures"],
        "legal_actions_us_median": round(legal, 2),
        "legal_actions_us_median_move_states": round(legal_moves, 2),
        "clone_us_median": round(clone, 2),
        "normal_decision_ms_median": round(dec_med, 3),
        "normal_decision_ms_p95": round(dec_p95, 3),
        "states": len(states),
    }
    if args.winrate:
        result["winrate"] = winrate(args.winrate)

    rows = [
        ("random games/s, 2 players", f"{sim2['games_per_s']:.1f}", f"{sim2['mean_actions']:.0f} actions/game"),
        ("random games/s, 4 players", f"{sim4['games_per_s']:.1f}", f"{sim4['mean_actions']:.0f} actions/game"),
        ("legal_actions, median", f"{legal:.1f} µs", f"over {len(states)} states"),
        ("legal_actions, median (move)", f"{legal_moves:.1f} µs", f"over {len(moves)} rob/sail states"),
        ("clone, median", f"{clone:.1f} µs", ""),
        ("normal decision, median", f"{dec_med:.2f} ms", f"p95 {dec_p95:.2f} ms (rob/sail states)"),
    ]
    if args.winrate:
        w = result["winrate"]
        rows.append(
            ("normal vs random, 2p", f"{100 * w['win_rate']:.1f} %", f"{w['wins']}/{w['games']}, {w['ties']} ties")
        )
    width = max(len(r[0]) for r in rows)
    print(f"Golden Horn benchmark ({sys.implementation.name} {sys.version.split()[0]})")
    for name, value, note in rows:
        print(f"  {name:<{width}}  {value:>12}  {note}")
    print(json.dumps(result, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
