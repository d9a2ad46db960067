"""Catan head to head inside catanatron: our bots take seats in catanatron 3.2.1's own game.
(The mapping between the two games' boards, positions and actions is catan_adapter.py.)

    python tests/bench/catan_h2h.py --ours strong|normal
        --theirs alphabeta|valuefunction|victorypoint|weightedrandom|random
        [--players 2|4] [--games N] [--seed S]

The game is catanatron's `Game`: its board, dice, bank, rules and turn limit. With `--players 2` one of
our bots plays one of theirs; with `--players 4` two of ours play two of theirs, seated alternately.
Game g is `Game(players, seed=S + g + 1)` (catanatron reads seed 0 as "pick one at random") and seats
the roster (ours, theirs[, ours, theirs]) rotated by g, colours travelling with their players.
catanatron shuffles the seating it is given with its seeded `random.sample`; the harness hands it the
roster in the order that this shuffle turns into the wanted seating (and checks that it got it), so
game g's board does not depend on the rotation. Its dice do: they come from the global `random` that
catanatron's players draw from too.

catanatron is GPL and lives only in `.bench-venv/` (created when missing, see catan_vs_catanatron.py).
This file runs in the project's venv, starts itself again with the bench venv's python as
`--catanatron-side`, and that process imports catanatron and our stdlib-only `engine` together.

Our seat is a catanatron `Player` whose `decide` builds what our player sees from catanatron's state
(a `CatanState` view: its own hand and development cards exact, the others' hand and development-card
counts, the board, bank, robber, pieces left, knights, road lengths, Longest Road and Largest Army),
asks our bot, and turns its answer into one of catanatron's `playable_actions`. The boards are matched
geometrically: catanatron's cube coordinate (x, y, z) is our axial hex (x, z); its nodes and edges are
matched to ours by the hexes, land and sea, that they touch, and cross-checked against the corner each
node is of each land hex; every catanatron node (54) and edge (72) maps to exactly one of ours, the
harbours become our coast positions, and our `Board` is built from catanatron's terrain, numbers and
harbours (asserted: the harbour of every node agrees). A decision with a single playable action (a roll
with nothing to play, catanatron's one DISCARD action) is taken without asking either side's bot, as
catanatron's VictoryPointPlayer itself does.

Rules differences and how the adapter handles each:
  * Trading after building: catanatron lets a player trade and build in any order, as later editions do;
    the view is our rules' "any order" option (the Almanac's default closes trading once one builds).
  * Trades between players: catanatron has none. When our bot opens an offer (`TradeStart`) the offer is
    taken as refused by everyone before it is made: the bot, which notes that it has offered this turn,
    is asked again on the same view and that answer is played ("trade retries", counted). A second offer
    in the same decision would fall back (below); it does not happen with our bots.
  * Discards after a 7: catanatron offers a single DISCARD action and discards half the hand at random
    for the player. Our bots are not asked; discards by our seats are counted (their seats' likewise).
  * Robber: catanatron moves the robber and names the victim in one action, as our `MoveRobber(hex,
    victim)` does, and like ours only offers victims holding a card. Unlike ours it forbids moving onto a
    hex with such a victim without stealing; our bot's `MoveRobber(hex, -1)` there is played as a steal
    on that hex from the victim with the most cards (lowest seat on a tie), counted as a fallback.
  * Development cards: catanatron lets a player play a card in the turn it was bought, allows only a
    knight before the roll (ours: any card), and offers Road Building only to a player holding a road's
    worth of brick and lumber (the two roads stay free). The view has no cards "bought this turn", and
    a kind catanatron does not offer right now is marked bought-this-turn in the view, so our rules do
    not offer it either (decisions where this hid a card: `dev_kinds_hidden`).
  * Road Building: catanatron's free roads are placed one by one like ours (phase FREE_ROADS in the view,
    with the number of free roads left); Year of Plenty (a pair of resources; catanatron's one-card
    options when the bank is short have no counterpart in our rules and are never chosen) and Monopoly
    map one to one.
  * Maritime trades: both sides trade at the best rate the player's harbours give (4:1, 3:1 at a generic
    harbour, 2:1 at that resource's harbour); harbour access comes from catanatron's ports through the
    node mapping, and the mapping checks the rate as well as the resources.
  * Production: when the bank cannot pay everyone a resource, nobody gets it, in both (our default).
  * Initial placement: both snake (seat 0 .. n-1, then back), each road touching the settlement just
    placed, the second settlement yielding its hexes. catanatron always starts with its seat 0.
  * Longest Road: catanatron gives it to a longest road of 5+ that is strictly longer than the holder's,
    but when a settlement cuts a road it hands the card to the longest road left, even one shorter than
    5. The view shows whatever catanatron decided (holder, lengths); our rules are not consulted.
  * Winning: catanatron ends the game as soon as any player has 10 points (hidden victory-point cards
    included), even in another player's turn; ours lets a player win only in his own turn.
  * Turn limit: catanatron stops a game at TURNS_LIMIT (1000) turns; such a game is won by neither side
    and counted. Our engine officially seats 3-4 players; the 2-player view is a `CatanState` with two
    seats, which our rules and bots handle but were not tuned for.
  * Anything else our bot picks that has no counterpart among the playable actions is a fallback:
    END_TURN if offered, else ROLL, else catanatron's first playable action; counted by kind.
As a check of the adapter, at every decision our legal actions on the view (without offers between
players, and without the robber moves without a steal that catanatron forbids) are compared with
catanatron's playable actions (without its one-card Year of Plenty); decisions where they differ are
counted as `legal_mismatches`, with a few examples on stderr.

Repeatability: catanatron builds some lists of playable actions from sets whose order follows hashes
that change from one process to the next (in Python 3.11 even None's, an address); its players pick
among equal options by position, so the same seed could give another game. The harness hands every
player (theirs and ours) catanatron's playable actions sorted by their text, and runs the catanatron
side with PYTHONHASHSEED=0. The set of options is unchanged, and their random players choose uniformly
(VictoryPointPlayer uniformly among its best), so the sorting changes no odds; a run is repeatable.

catanatron's players are used as shipped. VictoryPointPlayer tries every playable action on a copy of
the whole game, development deck in its order included, so buying a card shows it whether the next card
is a victory point; it also rolls the dice of its copies from the global `random` that deals the game.
The rebuilt AlphaBeta and ValueFunction search copies of the whole game too, as the originals do: they
see every hand (ours sees only its view), though their value function counts only public points and
the number of development cards, and their search weighs dice, bought cards and stolen cards by chance.

Times: ours per decision is the whole `decide` (building the view, our bot, the mapping; not the check
above); our bot's own `choose` is also timed alone (both tries when an offer is retried); theirs is the
time in their `decide`. Medians and 99th percentiles are over decisions with more than one playable
action.
catanatron 3.2.1 on PyPI ships RandomPlayer, WeightedRandomPlayer and VictoryPointPlayer only; its
AlphaBetaPlayer and ValueFunctionPlayer belong to its never-published experimental package. `--theirs
alphabeta` and `--theirs valuefunction` play them as `catanatron_search.py` beside this file rebuilds them
from catanatron's source at the 3.2.1 release (same value function and weights, same depth-2 search; see
that module's docstring for how, and docs/NOTES.md for the check that it chooses as the original does).

Measures and reports; asserts nothing about strength or speed. Prints a small table; the last line of
output is one JSON object.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import subprocess
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# The standard library and our stdlib-only engine: this file also runs, as the catanatron side, in the
# bench venv. catanatron itself is imported only inside the functions that run there.
HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine.catan.actions import MoveRobber, TradeStart  # noqa: E402
from engine.catan.rules import Catan  # noqa: E402
from engine.catan.state import CatanState  # noqa: E402
from engine.core.actions import Action  # noqa: E402
from engine.core.registry import get_game  # noqa: E402

if str(HERE) not in sys.path:  # the adapter beside this file, whichever python runs it
    sys.path.insert(0, str(HERE))
from catan_adapter import Translator, our_key  # noqa: E402

THEIR_PLAYERS = {  # --theirs name -> (module, class): catanatron 3.2.1 as published on PyPI, and its two
    # search players rebuilt beside this file (catanatron_search.py: not published, see its docstring)
    "alphabeta": ("catanatron_search", "AlphaBetaPlayer"),
    "valuefunction": ("catanatron_search", "ValueFunctionPlayer"),
    "victorypoint": ("catanatron.players.search", "VictoryPointPlayer"),
    "weightedrandom": ("catanatron.players.weighted_random", "WeightedRandomPlayer"),
    "random": ("catanatron.models.player", "RandomPlayer"),
}
OUR_BOTS = ("strong", "normal")
COLOURS = ("RED", "BLUE", "ORANGE", "WHITE")
PROGRESS_EVERY = 10


# -- statistics (both sides) ------------------------------------------------------------------------------------
def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def ms_stats(seconds: list[float]) -> tuple[float, float]:
    """Median and 99th percentile, in milliseconds (0, 0 for no samples)."""
    if not seconds:
        return 0.0, 0.0
    ordered = sorted(seconds)
    p99 = ordered[min(len(ordered) - 1, math.ceil(0.99 * len(ordered)) - 1)]
    return statistics.median(ordered) * 1000, p99 * 1000


# -- our seat -------------------------------------------------------------------------------------------------
@dataclass
class Stats:
    """What the run counts and times, over all games."""

    ours_s: list[float] = field(default_factory=list)  # whole decide, decisions with a choice
    bot_s: list[float] = field(default_factory=list)  # our bot's choose alone
    view_s: list[float] = field(default_factory=list)  # building the view and keying the options
    theirs_s: list[float] = field(default_factory=list)
    trade_retries: int = 0
    fallbacks: Counter[str] = field(default_factory=Counter)
    dev_hidden: int = 0  # decisions where a development-card kind was marked unplayable in the view
    legal_mismatches: int = 0
    mismatch_examples: list[str] = field(default_factory=list)
    discards: Counter[str] = field(default_factory=Counter)


class OurSide:
    """Our bot behind one catanatron seat: view in, catanatron action out, with the counting."""

    def __init__(self, game: Catan, bot: Any, stats: Stats, check: bool = True) -> None:
        self.game, self.bot, self.stats, self.check = game, bot, stats, check
        self.translator: Translator | None = None  # set once catanatron has dealt the board

    def decide(self, cgame: Any, playable: list[Any], colour: Any) -> Any:
        if len(playable) == 1:
            return playable[0]
        start = time.perf_counter()
        tr = self.translator
        assert tr is not None
        cs = cgame.state
        index = cs.color_to_index
        seat = index[colour]
        view, hidden = tr.view(cs, seat, playable)
        options = {tr.their_key(a, index): a for a in playable}
        asked = time.perf_counter()
        action = self.bot.choose(view, seat)
        bot_s = time.perf_counter() - asked
        if isinstance(action, TradeStart):  # nobody would answer: the bot noted its offer; ask again
            self.stats.trade_retries += 1
            again = time.perf_counter()
            action = self.bot.choose(view, seat)
            bot_s += time.perf_counter() - again
        key = our_key(self.game, view, seat, action)
        chosen = options.get(key) if key is not None else None
        if chosen is None:
            chosen = self.fallback(action, view, options, playable)
        self.stats.ours_s.append(time.perf_counter() - start)  # the whole decision, without the check below
        self.stats.view_s.append(asked - start)
        self.stats.bot_s.append(bot_s)
        self.stats.dev_hidden += hidden > 0
        if self.check:
            self.compare(view, seat, options)
        return chosen

    def fallback(
        self, action: Action, view: CatanState, options: dict[tuple[Any, ...], Any], playable: list[Any]
    ) -> Any:
        """The documented choice when our bot's action has no counterpart among catanatron's."""
        if isinstance(action, MoveRobber) and action.victim == -1:
            victims = [k[2] for k in options if k[0] == "robber" and k[1] == action.hex and k[2] != -1]
            if victims:
                self.stats.fallbacks["robber moved without a steal -> steal from the fullest hand"] += 1
                return options[("robber", action.hex, max(victims, key=lambda s: (view.hand_sizes[s], -s)))]
        self.stats.fallbacks[f"{type(action).__name__} in {view.phase} -> end turn, roll or first"] += 1
        for key in (("end",), ("roll",)):
            if key in options:
                return options[key]
        return playable[0]

    def compare(self, view: CatanState, seat: int, options: dict[tuple[Any, ...], Any]) -> None:
        """Count a decision where our rules on the view and catanatron offer different moves."""
        ours = {k for a in self.game.legal_actions(view, seat) if (k := our_key(self.game, view, seat, a)) is not None}
        robbed = {k[1] for k in ours if k[0] == "robber" and k[2] != -1}
        ours = {k for k in ours if not (k[0] == "robber" and k[2] == -1 and k[1] in robbed)}
        theirs = {k for k in options if k[0] != "plenty_one"}
        if ours != theirs:
            self.stats.legal_mismatches += 1
            if len(self.stats.mismatch_examples) < 5:
                self.stats.mismatch_examples.append(
                    f"phase {view.phase}: only ours {sorted(ours - theirs)[:4]}, only theirs {sorted(theirs - ours)[:4]}"
                )


def adapter(colour: Any, side: OurSide) -> Any:
    """A catanatron `Player` in `colour` that decides through `side`."""
    return _adapter_class()(colour, side)


_ADAPTER: list[type] = []


def _adapter_class() -> type:
    if not _ADAPTER:
        from catanatron.models.player import Player

        class OurPlayer(Player):  # type: ignore[misc]
            """One of our bots in catanatron's game."""

            def __init__(self, colour: Any, side: OurSide) -> None:
                super().__init__(colour)
                self.side = side

            def decide(self, game: Any, playable_actions: Any) -> Any:
                return self.side.decide(game, playable_actions, self.color)

        _ADAPTER.append(OurPlayer)
    return _ADAPTER[0]


# -- catanatron side (runs in the bench venv) -----------------------------------------------------------------
def catanatron_side(ours: str, theirs: str, players: int, games: int, seed: int) -> dict[str, Any]:
    import importlib
    from importlib.metadata import version

    from catanatron import Color, Game
    from catanatron.game import TURNS_LIMIT

    game = get_game("catan")
    assert isinstance(game, Catan)
    bot_class = game.bot_factories[ours]
    module, name = THEIR_PLAYERS[theirs]
    their_class = getattr(importlib.import_module(module), name)
    roster = [("ours" if k % 2 == 0 else "theirs", Color[COLOURS[k]]) for k in range(players)]

    stats = Stats()
    results: list[dict[str, Any]] = []
    start = time.perf_counter()
    for g in range(games):
        rot = g % players
        seating = roster[rot:] + roster[:rot]
        sides: list[OurSide] = []
        seated: list[Any] = []
        for k, (who, colour) in enumerate(seating):
            if who == "ours":
                bot = bot_class(game, seed * 1_000_003 + g * 8 + (k + rot) % players)
                sides.append(OurSide(game, bot, stats))
                seated.append(adapter(colour, sides[-1]))
            else:
                seated.append(their_class(colour))
        # catanatron seats random.sample(players) right after random.seed(seed): hand it the list that
        # this shuffle turns into `seated`
        game_seed = seed + g + 1
        random.seed(game_seed)
        perm = random.sample(range(players), players)
        given: list[Any] = [None] * players
        for i, p in enumerate(seated):
            given[perm[i]] = p
        cgame = Game(given, seed=game_seed)
        cs = cgame.state
        assert list(cs.colors) == [p.color for p in seated], "catanatron seated the players otherwise"
        translator = Translator(cs.board.map)
        for side in sides:
            side.translator = translator
        our_colours = {c for who, c in seating if who == "ours"}
        while cgame.winning_color() is None and cs.num_turns < TURNS_LIMIT:
            player = cs.current_player()
            playable = sorted(cs.playable_actions, key=repr)  # a repeatable order: see the docstring
            mine = player.color in our_colours
            t = time.perf_counter()
            action = player.decide(cgame, playable)
            dt = time.perf_counter() - t
            if len(playable) > 1:
                if not mine:  # our seats time themselves, leaving out the adapter's check
                    stats.theirs_s.append(dt)
            elif playable[0].action_type.value == "DISCARD":
                stats.discards["ours" if mine else "theirs"] += 1
            cgame.execute(action)
        winner = cgame.winning_color()
        points = {c: cs.player_state[f"P{cs.color_to_index[c]}_ACTUAL_VICTORY_POINTS"] for c in cs.colors}
        results.append(
            {
                "winner": None if winner is None else ("ours" if winner in our_colours else "theirs"),
                "turns": cs.num_turns,
                "ours_first": seating[0][0] == "ours",
                "ours_points": statistics.mean(points[c] for c in our_colours),
                "theirs_points": statistics.mean(p for c, p in points.items() if c not in our_colours),
            }
        )
        if (g + 1) % PROGRESS_EVERY == 0 or g + 1 == games:
            won = sum(r["winner"] == "ours" for r in results)
            print(f"  {g + 1}/{games} games, ours won {won}", file=sys.stderr, flush=True)
    seconds = time.perf_counter() - start

    def rate(rows: list[dict[str, Any]]) -> float | None:
        return round(sum(r["winner"] == "ours" for r in rows) / len(rows), 4) if rows else None

    ours_ms, ours_p99 = ms_stats(stats.ours_s)
    bot_ms, bot_p99 = ms_stats(stats.bot_s)
    view_ms, _ = ms_stats(stats.view_s)
    theirs_ms, theirs_p99 = ms_stats(stats.theirs_s)
    return {
        "catanatron_version": version("catanatron"),
        "python": sys.version.split()[0],
        "turns_limit": TURNS_LIMIT,
        "their_class": name,
        "seconds": round(seconds, 2),
        "ours_wins": sum(r["winner"] == "ours" for r in results),
        "theirs_wins": sum(r["winner"] == "theirs" for r in results),
        "turn_limit_games": sum(r["winner"] is None for r in results),
        "ours_win_rate_moving_first": rate([r for r in results if r["ours_first"]]),
        "ours_win_rate_not_first": rate([r for r in results if not r["ours_first"]]),
        "mean_turns": round(statistics.mean(r["turns"] for r in results), 1),
        "ours_mean_points": round(statistics.mean(r["ours_points"] for r in results), 2),
        "theirs_mean_points": round(statistics.mean(r["theirs_points"] for r in results), 2),
        "ours_ms_median": round(ours_ms, 4),
        "ours_ms_p99": round(ours_p99, 3),
        "our_bot_ms_median": round(bot_ms, 4),
        "our_bot_ms_p99": round(bot_p99, 3),
        "view_ms_median": round(view_ms, 4),
        "theirs_ms_median": round(theirs_ms, 4),
        "theirs_ms_p99": round(theirs_p99, 3),
        "decisions_ours": len(stats.ours_s),
        "decisions_theirs": len(stats.theirs_s),
        "fallbacks": sum(stats.fallbacks.values()),
        "fallback_kinds": dict(stats.fallbacks),
        "trade_retries": stats.trade_retries,
        "dev_kinds_hidden": stats.dev_hidden,
        "legal_mismatches": stats.legal_mismatches,
        "mismatch_examples": stats.mismatch_examples,
        "discards_ours": stats.discards["ours"],
        "discards_theirs": stats.discards["theirs"],
    }


# -- main (the project's venv) ------------------------------------------------------------------------------------
def run_catanatron_side(python: Path, args: argparse.Namespace) -> dict[str, Any]:
    """This very file, run with the bench venv's python as `--catanatron-side`; returns its JSON line.
    Its progress lines go straight to our stderr."""
    cmd = [str(python), str(Path(__file__).resolve()), "--catanatron-side"]
    for flag in ("ours", "theirs", "players", "games", "seed"):
        cmd += [f"--{flag}", str(getattr(args, flag))]
    # catanatron keeps some state in sets of strings and colours (ordered by the string hash): fixed here
    env = {**os.environ, "PYTHONHASHSEED": "0"}
    out = subprocess.run(cmd, cwd=ROOT, stdout=subprocess.PIPE, text=True, env=env)
    if out.returncode:
        raise RuntimeError("the catanatron side failed")
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--ours", choices=OUR_BOTS, default="strong", help="our bot level (default strong)")
    p.add_argument(
        "--theirs",
        choices=tuple(THEIR_PLAYERS),
        default="alphabeta",
        help="catanatron's player (default alphabeta)",
    )
    p.add_argument("--players", type=int, choices=(2, 4), default=2, help="2: one each; 4: two each")
    p.add_argument("--games", type=int, default=20, help="games (default 20)")
    p.add_argument("--seed", type=int, default=1, help="game g is catanatron's Game(seed=S + g + 1)")
    p.add_argument("--catanatron-side", action="store_true", help=argparse.SUPPRESS)
    args, unknown = p.parse_known_args(argv)
    if unknown:  # `make bench -- ...` hands every benchmark the same arguments
        print(f"catan_h2h: ignoring {' '.join(unknown)}", file=sys.stderr)
    if args.games < 1:
        print(f"catan_h2h: --games must be at least 1, not {args.games}", file=sys.stderr)
        return 2

    if args.catanatron_side:
        print(json.dumps(catanatron_side(args.ours, args.theirs, args.players, args.games, args.seed)))
        return 0

    if str(HERE) not in sys.path:
        sys.path.insert(0, str(HERE))
    from catan_vs_catanatron import ensure_bench_venv

    python = ensure_bench_venv()
    wall = time.perf_counter()
    side = run_catanatron_side(python, args)
    wall = time.perf_counter() - wall

    n = args.games
    low, high = wilson(side["ours_wins"], n)
    result: dict[str, Any] = {
        "bench": "catan_h2h",
        "games": n,
        "players": args.players,
        "ours": args.ours,
        "theirs": args.theirs,
        "ours_win_rate": round(side["ours_wins"] / n, 4),
        "fair_share": 0.5,
        "ci95": [round(low, 4), round(high, 4)],
        "theirs_win_rate": round(side["theirs_wins"] / n, 4),
        "ours_ms_median": side["ours_ms_median"],
        "theirs_ms_median": side["theirs_ms_median"],
        "our_bot_ms_median": side["our_bot_ms_median"],
        "turn_limit_games": side["turn_limit_games"],
        "fallbacks": side["fallbacks"],
        "catanatron_version": side["catanatron_version"],
        "seed": args.seed,
        "wall_s": round(wall, 1),
        **{k: v for k, v in side.items() if k not in ("catanatron_version", "mismatch_examples")},
    }
    for example in side["mismatch_examples"]:
        print(f"catan_h2h: legal-set mismatch: {example}", file=sys.stderr)

    pct = 100 * result["ours_win_rate"]
    rows = [
        (
            "ours won",
            f"{side['ours_wins']} / {n}",
            f"{pct:.1f} % (95 % CI {100 * low:.1f}-{100 * high:.1f} %, fair 50 %)",
        ),
        ("theirs won", f"{side['theirs_wins']} / {n}", f"{100 * result['theirs_win_rate']:.1f} %"),
        ("turn limit", f"{side['turn_limit_games']}", f"games stopped at {side['turns_limit']} turns, no winner"),
        (
            "ours by seat",
            "",
            f"moving first {side['ours_win_rate_moving_first']}, not first {side['ours_win_rate_not_first']}",
        ),
        (
            "points at the end",
            f"{side['ours_mean_points']:.2f} : {side['theirs_mean_points']:.2f}",
            f"ours : theirs, per seat; {side['mean_turns']:.0f} turns a game",
        ),
        (
            "ours, per decision",
            f"{side['ours_ms_median']:.3f} ms",
            f"median, p99 {side['ours_ms_p99']:.2f} ms, {side['decisions_ours']} decisions (view "
            f"{side['view_ms_median']:.3f} ms median)",
        ),
        ("our bot's choose", f"{side['our_bot_ms_median']:.3f} ms", f"median, p99 {side['our_bot_ms_p99']:.2f} ms"),
        (
            "theirs, per decision",
            f"{side['theirs_ms_median']:.3f} ms",
            f"median, p99 {side['theirs_ms_p99']:.2f} ms, {side['decisions_theirs']} decisions",
        ),
        ("fallbacks", f"{side['fallbacks']}", "; ".join(f"{k}: {v}" for k, v in side["fallback_kinds"].items())),
        ("trade offers retried", f"{side['trade_retries']}", "taken as refused, the bot asked again"),
        ("legal-set mismatches", f"{side['legal_mismatches']}", "decisions where our rules and catanatron differ"),
        ("random discards", f"{side['discards_ours']} : {side['discards_theirs']}", "ours : theirs"),
    ]
    width = max(len(r[0]) for r in rows)
    print(
        f"Catan in catanatron {side['catanatron_version']}: {args.ours} (ours) vs {side['their_class']}, "
        f"{args.players} players, {n} games, seed {args.seed}, {wall:.0f} s"
    )
    for label, value, note in rows:
        print(f"  {label:<{width}}  {value:>14}  {note}")
    print(json.dumps(result, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
