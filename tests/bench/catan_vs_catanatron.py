"""Catan against catanatron: random 4-player games per second in our engine and in catanatron 3.2.1.

    python tests/bench/catan_vs_catanatron.py [--games N] [--seed S] [--states N] [--board beginner|random]

catanatron is installed into its own venv, `.bench-venv/` at the repository root (created when missing),
and played in a subprocess with that venv's python, so the project's venv never sees it.

Both sides play the same kind of random game:
  * catanatron: four `RandomPlayer`s (uniform over `playable_actions`), `Game(players, seed=...).play()`.
    catanatron has no trades between players, discards at random cards for the player (one DISCARD action),
    and stops a game at TURNS_LIMIT (1000) turns without a winner; such games are counted.
  * ours: uniform over `legal_actions(state, seat)` minus `TradeStart` (so no offers between players),
    the first seat of `to_act` acting in simultaneous phases (discards). Played once through `game.apply`
    (checked, as the app does) and once more, on the same seeds, through `game.do` (trusted). Our games
    have no turn limit; how many ran past catanatron's limit is reported.
Also: median µs of `legal_actions` (seat to act) and `clone` over states sampled from our random games,
and catanatron's counterparts (`generate_playable_actions`, `State.copy`) for comparison.

Measures and reports; asserts nothing. Prints a small table, then one JSON line (the last line of output).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

# Only the standard library up here: this file also runs, as the catanatron side, in the bench venv.
ROOT = Path(__file__).resolve().parents[2]
BENCH_VENV = ROOT / ".bench-venv"
CATANATRON = "catanatron==3.2.1"
# the features catanatron's search players are built on (catan_h2h's rebuilt AlphaBeta and ValueFunction)
BENCH_PACKAGES = (CATANATRON, "catanatron-gym==4.0.0")
MAX_ACTIONS = 50_000  # a safeguard against a stalled game of ours, as in engine.simulate


# -- the bench venv -------------------------------------------------------------------------------------------
def venv_python(venv: Path) -> Path:
    return venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def installed_version(python: Path, package: str = "catanatron") -> str | None:
    probe = f"import importlib.metadata as m; print(m.version({package!r}))"
    out = subprocess.run([str(python), "-c", probe], capture_output=True, text=True)
    return out.stdout.strip() if out.returncode == 0 else None


def ensure_bench_venv() -> Path:
    """`.bench-venv/` with catanatron 3.2.1 and catanatron-gym 4.0.0 in it; creates and installs what is missing.
    Progress goes to stderr."""
    python = venv_python(BENCH_VENV)
    if not python.exists():
        print(f"creating {BENCH_VENV} ...", file=sys.stderr, flush=True)
        subprocess.run([sys.executable, "-m", "venv", str(BENCH_VENV)], check=True)
    for spec in BENCH_PACKAGES:
        name, wanted = spec.split("==")
        if installed_version(python, name) != wanted:
            print(f"installing {spec} into {BENCH_VENV} ...", file=sys.stderr, flush=True)
            subprocess.run([str(python), "-m", "pip", "install", "--quiet", spec], stdout=sys.stderr, check=True)
    return python


def run_catanatron_side(python: Path, games: int, seed: int, states: int) -> dict[str, Any]:
    """This very file, run with the bench venv's python as `--catanatron-side`; returns its JSON line."""
    cmd = [
        str(python),
        str(Path(__file__).resolve()),
        "--catanatron-side",
        "--games",
        str(games),
        "--seed",
        str(seed),
        "--states",
        str(states),
    ]
    out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    if out.returncode:
        sys.stderr.write(out.stderr)
        raise RuntimeError("the catanatron side failed")
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


# -- timing helpers (both sides) ------------------------------------------------------------------------------
def per_call_us(fn: Any, reps: int) -> float:
    t = time.perf_counter_ns()
    for _ in range(reps):
        fn()
    return (time.perf_counter_ns() - t) / reps / 1000


def median_us(calls: list[Any], reps: int) -> float:
    return statistics.median(per_call_us(fn, reps) for fn in calls)


SAMPLE_EVERY = 7  # sampled states: every 7th position of successive random games, so several games contribute


# -- catanatron side (runs in the bench venv) -----------------------------------------------------------------
def catanatron_side(games: int, seed: int, states: int) -> dict[str, Any]:
    from importlib.metadata import version

    from catanatron import Color, Game, RandomPlayer
    from catanatron.game import TURNS_LIMIT as LIMIT
    from catanatron.models.actions import generate_playable_actions

    def players() -> list[Any]:
        return [RandomPlayer(color) for color in Color]  # RED, BLUE, ORANGE, WHITE

    # Game(seed=0) would draw a random seed (`seed or random.randrange(...)`), hence the + 1.
    actions = []
    limit_hits = 0
    start = time.perf_counter()
    for g in range(games):
        game = Game(players(), seed=seed + g + 1)
        winner = game.play()
        actions.append(len(game.state.actions))
        limit_hits += winner is None
    seconds = time.perf_counter() - start

    # states met in a few more random games, for playable-action generation and copying
    sampled: list[Any] = []
    g = 0
    while len(sampled) < states:
        game = Game(players(), seed=10_000_019 + g)
        tick = 0
        while game.winning_color() is None and game.state.num_turns < LIMIT and len(sampled) < states:
            if tick % SAMPLE_EVERY == 0:
                sampled.append(game.state.copy())
            game.play_tick()
            tick += 1
        g += 1
    return {
        "version": version("catanatron"),
        "python": sys.version.split()[0],
        "turns_limit": LIMIT,
        "games": games,
        "seconds": seconds,
        "games_per_s": games / seconds,
        "mean_actions": statistics.mean(actions),
        "turn_limit_hits": limit_hits,
        "playable_actions_median_us": median_us([lambda s=s: generate_playable_actions(s) for s in sampled], 20),
        "copy_median_us": median_us([lambda s=s: s.copy() for s in sampled], 20),
    }


# -- our side (runs in the project's venv) --------------------------------------------------------------------
def play_ours(games: int, seed: int, options: dict[str, Any], trusted: bool) -> dict[str, Any]:
    """`games` random 4-player games; through `game.do` when `trusted`, else through `game.apply`."""
    from engine.catan.actions import TradeStart
    from engine.core.registry import get_game

    game = get_game("catan")
    actions = []
    turns = []
    start = time.perf_counter()
    for g in range(games):
        state = game.new_game(4, seed + g, options)
        rng = random.Random(seed + g)  # the same chooser as catanatron's RandomPlayer
        n = 0
        while not game.is_over(state):
            seat = game.to_act(state)[0]
            choices = [a for a in game.legal_actions(state, seat) if not isinstance(a, TradeStart)]
            action = choices[rng.randrange(len(choices))]
            if trusted:
                game.do(state, seat, action, None)
            else:
                game.apply(state, seat, action)
            n += 1
            if n > MAX_ACTIONS:
                raise RuntimeError(f"game {seed + g} did not end within {MAX_ACTIONS} actions")
        actions.append(n)
        turns.append(state.turn)
    seconds = time.perf_counter() - start
    return {"games": games, "seconds": seconds, "games_per_s": games / seconds, "actions": actions, "turns": turns}


def ours_micro(count: int, seed: int, options: dict[str, Any]) -> tuple[float, float, int]:
    """Median µs of legal_actions (seat to act) and of clone, over `count` states from random games."""
    from engine.catan.actions import TradeStart
    from engine.core.registry import get_game

    game = get_game("catan")
    states: list[Any] = []
    g = 0
    while len(states) < count:
        state = game.new_game(4, 10_000_019 + seed + g, options)
        rng = random.Random(g)
        tick = 0
        while not game.is_over(state) and len(states) < count:
            if tick % SAMPLE_EVERY == 0:
                states.append(game.clone(state))
            seat = game.to_act(state)[0]
            choices = [a for a in game.legal_actions(state, seat) if not isinstance(a, TradeStart)]
            game.do(state, seat, choices[rng.randrange(len(choices))], None)
            tick += 1
        g += 1

    def legal_call(st: Any) -> Any:
        seat = game.to_act(st)[0]

        def call() -> Any:
            st.legal_cache = None  # time the real work, not the per-position cache
            return game.legal_actions(st, seat)

        return call

    legal = median_us([legal_call(s) for s in states], 20)
    clone = median_us([lambda s=s: game.clone(s) for s in states], 50)
    return legal, clone, len(states)


# -- main -----------------------------------------------------------------------------------------------------
def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", type=int, default=200, help="random 4-player games on each side (default 200)")
    p.add_argument("--seed", type=int, default=1, help="first game's seed")
    p.add_argument("--states", type=int, default=1000, help="sampled states for the µs measurements")
    p.add_argument(
        "--board",
        choices=("beginner", "random"),
        default="beginner",
        help="our board (catanatron always deals a random one); default: the game's default",
    )
    p.add_argument("--catanatron-side", action="store_true", help=argparse.SUPPRESS)
    args, unknown = p.parse_known_args(argv)
    if unknown:  # `make bench -- ...` hands every benchmark the same arguments
        print(f"catan_vs_catanatron: ignoring {' '.join(unknown)}", file=sys.stderr)

    if args.catanatron_side:
        print(json.dumps(catanatron_side(args.games, args.seed, args.states)))
        return 0

    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    python = ensure_bench_venv()
    options = {"board": args.board}

    theirs = run_catanatron_side(python, args.games, args.seed, args.states)
    checked = play_ours(args.games, args.seed, options, trusted=False)
    trusted = play_ours(args.games, args.seed, options, trusted=True)
    legal_us, clone_us, n_states = ours_micro(args.states, args.seed, options)
    same_games = checked["actions"] == trusted["actions"]
    past_limit = sum(t >= theirs["turns_limit"] for t in checked["turns"])

    result: dict[str, Any] = {
        "bench": "catan_vs_catanatron",
        "ours_games_per_s": round(checked["games_per_s"], 2),
        "catanatron_games_per_s": round(theirs["games_per_s"], 2),
        "ratio": round(checked["games_per_s"] / theirs["games_per_s"], 3),
        "ours_mean_actions": round(statistics.mean(checked["actions"]), 1),
        "catanatron_mean_actions": round(theirs["mean_actions"], 1),
        "legal_actions_median_us": round(legal_us, 2),
        "clone_median_us": round(clone_us, 2),
        "ours_do_games_per_s": round(trusted["games_per_s"], 2),
        "ratio_do": round(trusted["games_per_s"] / theirs["games_per_s"], 3),
        "games": args.games,
        "seed": args.seed,
        "board": args.board,
        "catanatron_turn_limit_hits": theirs["turn_limit_hits"],
        "ours_games_past_turn_limit": past_limit,
        "ours_max_turns": max(checked["turns"]),
        "catanatron_playable_actions_median_us": round(theirs["playable_actions_median_us"], 2),
        "catanatron_copy_median_us": round(theirs["copy_median_us"], 2),
        "states": n_states,
    }

    ratio = result["ratio"]
    rows = [
        (
            "ours, apply (checked)",
            f"{checked['games_per_s']:.1f} games/s",
            f"{result['ours_mean_actions']:.0f} actions/game, ratio {ratio:.2f}x, "
            f"{past_limit} past turn {theirs['turns_limit']} (max {result['ours_max_turns']})",
        ),
        (
            "ours, do (trusted)",
            f"{trusted['games_per_s']:.1f} games/s",
            f"ratio {result['ratio_do']:.2f}x" + ("" if same_games else ", NOT the same games as apply!"),
        ),
        (
            f"catanatron {theirs['version']}",
            f"{theirs['games_per_s']:.1f} games/s",
            f"{result['catanatron_mean_actions']:.0f} actions/game, "
            f"{theirs['turn_limit_hits']} stopped at turn {theirs['turns_limit']}",
        ),
        ("ours legal_actions, median", f"{legal_us:.1f} µs", f"over {n_states} states"),
        ("ours clone, median", f"{clone_us:.1f} µs", ""),
        (
            "catanatron playable actions",
            f"{theirs['playable_actions_median_us']:.1f} µs",
            "generate_playable_actions, median",
        ),
        ("catanatron State.copy", f"{theirs['copy_median_us']:.1f} µs", "median"),
    ]
    width = max(len(r[0]) for r in rows)
    print(
        f"Catan vs catanatron: {args.games} random 4-player games each, board {args.board} "
        f"(python {sys.version.split()[0]}, catanatron side python {theirs['python']})"
    )
    for name, value, note in rows:
        print(f"  {name:<{width}}  {value:>16}  {note}")
    print(json.dumps(result, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
