"""A long soak of one game: `python -m engine.soak GAME --games N --jobs J [--out DIR]`.

Bots of mixed levels play whole games through `Match`, over every player count and every
combination of the game's options, and at every step the conformance promises are checked:
the game's own invariants, clone equality, the views agreeing with the state on legal actions,
malformed and out-of-turn actions refused without changing anything; save → load → replay
equality at a few points and at the end. A failing game is written as a save file (the log up
to the failing step) that reproduces it. Progress is kept in DIR/progress.jsonl, so a run that
is stopped resumes where it stopped. The last line printed is JSON with `game`, `games`,
`failures`, `seconds`.
"""

from __future__ import annotations

import argparse
import dataclasses
import itertools
import json
import math
import multiprocessing
import sys
import time
import traceback
from pathlib import Path
from typing import Any, NoReturn

from engine.bots import bot_levels, make_bot
from engine.core.errors import IllegalAction
from engine.core.match import Match
from engine.core.protocol import NOT_AN_ACTION
from engine.core.registry import available_games, get_game
from engine.core.rng import Rng
from engine.core.shape import check_shape, field_checks

MAX_ACTIONS = 30_000
ENUMERATED = 10_000  # option combinations enumerated in full up to this many
ROUND_TRIPS = (40, 400, 4000)
MALFORMED = (True, 1.5, None, "x", (), -(10**12))


@dataclasses.dataclass(frozen=True, slots=True)
class Case:
    """One soak game: who plays what, fully determined by its index."""

    index: int
    players: int
    options: dict[str, Any]
    levels: tuple[str, ...]
    seed: int


def cases(game_name: str, seed: int) -> Any:
    """Soak games without end: player counts in turn; option combinations all in turn (in a
    seeded order) when there are at most ENUMERATED of them, else drawn at random per game;
    bot levels rotated over the seats."""
    game = get_game(game_name)
    specs = game.options
    total = math.prod(len(o.values()) for o in specs)
    order = list(range(total)) if total <= ENUMERATED else []
    Rng(seed).shuffle(order)
    levels = bot_levels(game)
    i = 0
    while True:
        players = game.player_counts[i % len(game.player_counts)]
        pick = Rng(seed * 1_000_003 + i)
        if order:
            code = order[(i // len(game.player_counts)) % len(order)]
        else:
            code = pick.below(total)
        options: dict[str, Any] = {}
        for spec in specs:
            values = spec.values()
            options[spec.key] = values[code % len(values)]
            code //= len(values)
        i += 1
        try:
            game.resolve_options(players, options)
        except IllegalAction:
            continue  # a combination the game refuses for this many players (it says why elsewhere)
        mix = tuple(levels[(i + s) % len(levels)] for s in range(players))
        yield Case(i - 1, players, options, mix, seed + i - 1)


def _malformed(action: Any, rng: Rng) -> Any | None:
    """The action with one field of the wrong type (None when it has no fields)."""
    fields = [name for name, _ in field_checks(type(action))]
    if not fields:
        return None
    name = fields[rng.below(len(fields))]
    checks = dict(field_checks(type(action)))
    wrong = [v for v in MALFORMED if not checks[name](v)]
    return dataclasses.replace(action, **{name: wrong[rng.below(len(wrong))]}) if wrong else None


class SoakError(AssertionError):
    """A broken promise, with the match as it stood."""

    def __init__(self, what: str, match: Match) -> None:
        super().__init__(what)
        self.match = match


def _check_step(match: Match, rng: Rng, pool: list[Any]) -> None:
    game, state = match.game, match.state
    game.check_invariants(state)
    if game.clone(state) != state:
        raise SoakError("clone differs from the original", match)
    to_act = game.to_act(state)
    for seat in range(match.players):
        legal = game.legal_actions(state, seat)
        if (seat in to_act) != bool(legal):
            raise SoakError(f"seat {seat}: to act {seat in to_act} but {len(legal)} legal actions", match)
        if game.legal_actions(game.view(state, seat), seat) != legal:
            raise SoakError(f"seat {seat}: the view changes the legal actions", match)
        if legal and rng.below(4) == 0:
            pool.append(legal[rng.below(len(legal))])
            del pool[:-64]
    # refused moves change nothing: malformed ones, and known ones by the wrong seat or at the wrong time
    snapshot = game.clone(state)
    for _ in range(2):
        if not pool:
            break
        action = pool[rng.below(len(pool))]
        seat = rng.below(match.players)
        tries = [_malformed(action, rng), action]
        for attempt in tries:
            if attempt is None or attempt in game.legal_actions(state, seat) or _allowed(game, state, seat, attempt):
                continue
            if (
                game.timed(state)
                and isinstance(getattr(attempt, "t", None), int)
                and attempt.t > game.action_time_now(state)
            ):
                continue  # a move stamped later than the clock is judged at its own time
            try:
                match.apply(seat, attempt)
            except IllegalAction as exc:
                if not exc.message.render():
                    raise SoakError("a refusal without a reason", match) from exc
            else:
                raise SoakError(f"an illegal move was accepted: {attempt!r} by seat {seat}", match)
            if match.state != snapshot:
                raise SoakError(f"refused {attempt!r} changed the state", match)


def _allowed(game: Any, state: Any, seat: int, action: Any) -> bool:
    """A move the rules take though their list names a twin of it (`Game.allows`: Störtebeker's
    counter-attack with another card of the same look)."""
    try:
        check_shape(seat, action, game.action_types, NOT_AN_ACTION)
    except IllegalAction:
        return False
    return not game.is_over(state) and seat in game.to_act(state) and game.allows(state, seat, action)


def _round_trip(match: Match) -> None:
    data = json.loads(json.dumps(match.to_json()))
    if Match.from_json(data).state != match.state:
        raise SoakError("save -> load gives another state", match)
    for entry in data["log"]:
        entry.pop("chance", None)
    if Match.from_json(data).state != match.state:
        raise SoakError("replaying the log gives another state", match)


LIGHT_BEAM = 2  # partial plans a planning bot keeps in the soak


def light(bot: Any) -> Any:
    """A searching bot (playouts, a beam of plans) with the smallest search: the soak checks the rules
    under varied play, not the bot's strength, and a full search would make each game a hundred times
    slower (Störtebeker's `strong` with its beam of 6 was four fifths of a soak game's time)."""
    if hasattr(bot, "playouts"):
        bot.playouts, bot.candidates = 1, 2
    if hasattr(bot, "extra_playouts"):
        bot.extra_playouts = bot.robot_extra_playouts = 0
    if hasattr(bot, "offer_playouts"):
        bot.offer_playouts, bot.robot_offer_playouts = min(1, bot.offer_playouts), min(1, bot.robot_offer_playouts)
    if hasattr(bot, "beam"):
        bot.beam = LIGHT_BEAM
    return bot


def play_case(game_name: str, case: Case) -> dict[str, Any]:
    """Play one soak game; returns its result line (failures carry their reason)."""
    game = get_game(game_name)
    match = Match(game, case.players, case.seed, case.options)
    bots = [light(make_bot(game, case.levels[s], case.seed * 31 + s)) for s in range(case.players)]
    rng = Rng(case.seed ^ 0x5EED)
    pool: list[Any] = []
    steps = 0
    try:
        while not match.is_over():
            _check_step(match, rng, pool)
            seats = match.to_act()
            if game.timed(match.state):
                proposals = {s: bots[s].choose(match.view(s), s) for s in seats}
                seat = min(seats, key=lambda s: (game.action_time(proposals[s]), s))
                try:
                    match.apply(seat, proposals[seat])
                except IllegalAction:
                    wait = game.wait_action(game.action_time(proposals[seat]))
                    if wait is None:
                        raise
                    match.apply(seat, wait)
            else:
                seat = seats[0]
                match.apply(seat, bots[seat].choose(match.view(seat), seat))
            steps += 1
            if steps in ROUND_TRIPS:
                _round_trip(match)
            if steps > MAX_ACTIONS:
                raise SoakError(f"no end within {MAX_ACTIONS} actions", match)
        game.check_invariants(match.state)
        if any(game.legal_actions(match.state, s) for s in range(case.players)):
            raise SoakError("legal actions after the end", match)
        _round_trip(match)
        return {"index": case.index, "ok": True, "actions": steps}
    except SoakError as exc:
        return {"index": case.index, "ok": False, "reason": str(exc), "save": exc.match.to_json()}
    except Exception as exc:  # noqa: BLE001 - every failure is recorded with what reproduces it
        reason = "".join(traceback.format_exception_only(type(exc), exc)).strip()
        return {"index": case.index, "ok": False, "reason": reason, "save": match.to_json()}


def _work(args: tuple[str, Case]) -> dict[str, Any]:
    return play_case(*args)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message}\n")


def main(argv: list[str] | None = None) -> int:
    p = _Parser(prog="python -m engine.soak", description=__doc__.split("\n")[0])
    p.add_argument("game", choices=available_games())
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--skip", type=int, default=0, help="start after this many games (a long run done in chunks)")
    p.add_argument("--out", default="soak-out", help="folder for progress and failing games' saves")
    args = p.parse_args(argv)
    if args.games < 1 or args.jobs < 1 or args.skip < 0:
        p.error("--games and --jobs must be at least 1, --skip not negative")
    out = Path(args.out) / args.game
    out.mkdir(parents=True, exist_ok=True)
    progress = out / "progress.jsonl"
    done: dict[int, dict[str, Any]] = {}
    if progress.exists():
        for line in progress.read_text(encoding="utf-8").splitlines():
            try:
                row = json.loads(line)
                done[int(row["index"])] = row
            except (ValueError, KeyError, TypeError):
                continue  # a line cut by a stop: that game is played again
    chunk = list(itertools.islice(cases(args.game, args.seed), args.skip, args.skip + args.games))
    todo = [c for c in chunk if c.index not in done]
    start = time.perf_counter()
    with progress.open("a", encoding="utf-8") as log:
        pool = multiprocessing.get_context("spawn").Pool(args.jobs) if args.jobs > 1 else None
        results = (
            pool.imap_unordered(_work, [(args.game, c) for c in todo])
            if pool
            else map(_work, [(args.game, c) for c in todo])
        )
        try:
            for row in results:
                if not row["ok"]:
                    save = out / f"failure-{row['index']}.json"
                    save.write_text(json.dumps(row.pop("save")), encoding="utf-8")
                    row["file"] = str(save)
                    print(f"game {row['index']}: {row['reason']} -> {save}", file=sys.stderr)
                done[row["index"]] = row
                log.write(json.dumps(row) + "\n")
                log.flush()
        finally:
            if pool:
                pool.close()
                pool.join()
    rows = [done[c.index] for c in chunk]
    failures = sum(1 for r in rows if not r["ok"])
    print(
        json.dumps(
            {
                "game": args.game,
                "first": args.skip,
                "games": len(rows),
                "failures": failures,
                "seconds": round(time.perf_counter() - start, 2),
            }
        )
    )
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
