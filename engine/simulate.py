"""Play bot games headless: `python -m engine.simulate GAME --games N --players P --seed S --json`."""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
from typing import Any, NoReturn

from engine.bots import bot_levels, make_bot
from engine.core.errors import IllegalAction
from engine.core.registry import available_games, get_game

MAX_ACTIONS = 20_000  # a safeguard against a stalled game, not a rule


def play_one(
    game_name: str, players: int, seed: int, levels: list[str], options: dict[str, Any]
) -> tuple[int, list[float]]:
    """Play one game to the end; returns (number of actions, final scores)."""
    game = get_game(game_name)
    state = game.new_game(players, seed, options)
    bots = [make_bot(game, levels[i % len(levels)], seed * 31 + i) for i in range(players)]
    actions = 0
    while not game.is_over(state):
        seats = game.to_act(state)
        if not seats:
            raise RuntimeError("no seat to act in an unfinished game")
        if game.timed(state):
            step_timed(game, state, seats, bots)
        else:
            seat = seats[0]
            action = bots[seat].choose(game.view(state, seat), seat)
            game.apply(state, seat, action)
        actions += 1
        if actions > MAX_ACTIONS:
            raise RuntimeError(f"game did not end within {MAX_ACTIONS} actions")
    return actions, game.scores(state)


def step_timed(game: Any, state: Any, seats: tuple[int, ...], bots: list[Any]) -> None:
    """Everyone acts at once against the clock: the move stamped earliest happens first. A move
    that has become illegal by its time (the sand ran out, a tile was taken) lets the clock run."""
    proposals = {s: bots[s].choose(game.view(state, s), s) for s in seats}
    seat = min(seats, key=lambda s: (game.action_time(proposals[s]), s))
    action = proposals[seat]
    try:
        game.apply(state, seat, action)
    except IllegalAction:
        wait = game.wait_action(game.action_time(action))
        if wait is None:
            raise
        game.apply(state, seat, wait)


def parse_options(items: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise SystemExit(f"--option needs KEY=VALUE, got {item!r}")
        out[key] = value
    return out


class OneLineParser(argparse.ArgumentParser):
    """Bad command lines get one clear line on stderr and exit 2, no usage dump, no traceback."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message}\n")


def main(argv: list[str] | None = None) -> int:
    p = OneLineParser(prog="python -m engine.simulate", description=__doc__)
    p.add_argument("game", choices=available_games())
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--bot", default="random", help="random|normal|strong, or a comma list per seat")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    game = get_game(args.game)
    if args.games < 1:
        p.error(f"--games must be at least 1, not {args.games}")
    try:
        options = game.resolve_options(args.players, parse_options(args.option))
    except IllegalAction as exc:
        p.error(exc.message.render())
    levels = args.bot.split(",")
    unknown = [lv for lv in levels if lv not in bot_levels(game)]
    if unknown:
        p.error(f"{args.game} has no bot level {unknown[0]!r}; its levels are {', '.join(bot_levels(game))}")
    failures = 0
    total_actions = 0
    wins = [0.0] * args.players
    start = time.perf_counter()
    for g in range(args.games):
        try:
            n, scores = play_one(args.game, args.players, args.seed + g, levels, options)
            total_actions += n
            best = max(scores)
            tied = [i for i, s in enumerate(scores) if s == best]
            for i in tied:
                wins[i] += 1 / len(tied)
        except Exception:  # noqa: BLE001 - a failure is counted and reported, not fatal
            failures += 1
            traceback.print_exc(file=sys.stderr)
    seconds = time.perf_counter() - start
    result = {
        "game": args.game,
        "games": args.games,
        "seconds": round(seconds, 4),
        "games_per_s": round(args.games / seconds, 3) if seconds else 0.0,
        "mean_actions": round(total_actions / max(1, args.games - failures), 2),
        "failures": failures,
        "wins": [round(w, 2) for w in wins],
    }
    if args.json:
        print(json.dumps(result))
    else:
        for k, v in result.items():
            print(f"{k}: {v}")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
