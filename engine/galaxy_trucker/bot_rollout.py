"""Whether the normal bot's ship should fly on or give up, judged by playing the rest of the round out.

Before each card a ship may give up (RULES.md 6.1): it then keeps its tiles (no more fines for lost
ones) and half its goods, and gives up the arrival and best-looking rewards. Which is better depends
on the cards still to come, which no fixed rule reads well: a small ship (the robot variant's, built
from a few turns of cubes) that stays in the flight mostly loses tiles to meteors and shots and its
crew to slavers and combat zones, while a big one mostly earns.

So the bot plays the rest of the round out a few times both ways, from what it sees: the hidden
deck is redrawn from the cards of each level not played yet, the dice come from the bot's own
generator, and every seat is played by the bot's quick rules (no look-ahead); its own seat also
gives up as soon as that banks a lead no rival can take back (`Banker`), as the real bot would.
Both ways share each redrawn deck and dice seed, so that they differ by the choice more than by luck.

A play-out is scored by the bot's chance of finishing the game ahead (`standing`): its lead at the
end of the round, blurred by how far the rounds still to come may move it. The blur is lopsided,
and read from the play-outs: a lead shrinks only as fast as the rivals earn (the spread of the best
rival's gains), since the bot can sit the later rounds out, while a deficit shrinks as fast as the
bot itself can earn (the spread of its own gains), since it can still gamble on a flight. Against
rivals whose flights pay little a small lead is nearly safe and is kept, and a small deficit is
worth a risk; against rivals who earn a lot a lead means little and the bot plays for credits.
(Measured against three `random` bots in the robot variant, a lead of one credit after round 1 won
every one of ~170 games, and a deficit of 4-5 credits still about a third.)

The same play-outs answer offers (`best_choice`): which planet to land on, if any, and whether to
take a wreck, a station's goods or a reward for the days it costs. The quick rules price a day at a
fixed rate and cannot see that a day lost drops the ship behind two others at the finish, or that a
lone ship's days cost nothing; every answer is played out over the same deals, and the quick rules'
answer stands unless another is better by SURE standard errors.
"""

from __future__ import annotations

import math
import statistics
from typing import Any, NamedTuple, Protocol

import engine.galaxy_trucker.power as pw
from engine.core.actions import Action
from engine.core.protocol import Game
from engine.core.rng import Rng
from engine.galaxy_trucker.actions import GiveUp
from engine.galaxy_trucker.bot_appraisal import goods_value
from engine.galaxy_trucker.data import components
from engine.galaxy_trucker.state import GTState

PLAYOUTS = 24  # play-outs of each choice: enough to tell a doomed flight from a paying one
MAX_STEPS = 5_000  # a play-out longer than this is a bug: stop it rather than hang
MIN_CATCH_UP = 0.35  # the least a round still to come is taken to cut a lead by, in credits
MIN_RECOVER = 3.0  # ... and the least the bot is taken to make up of a deficit
CLOSE = 2.0  # an edge within this many standard errors of 0 is a close call: it may get `extra` play-outs
EXTRA_STEP = 8  # ... added this many at a time
SURE = 1.0  # an offer's choice overrules the quick rules' when it stands better by this many standard errors
PER_CREDIT = 0.01  # credits break ties between choices that change the chance of winning alike


class Player(Protocol):
    def choose(self, view: Any, seat: int) -> Action: ...


class Ending(NamedTuple):
    """Where a play-out left the bot when its round was scored."""

    lead: int  # its credits less the best rival's
    gain: int  # the credits it earned in the round
    rival_gain: int  # how much the best rival's credits grew in the round
    rounds_left: int  # rounds still to be played after this one


def hidden_deck(st: GTState, rng: Rng) -> list[int]:
    """A deck the unseen cards could be: the round's count of each level less the cards played (and
    the one on the table), drawn from that level's unplayed cards and shuffled. With `card_preview`
    the cards of the three open piles are known to be in the round: only the hidden pile is drawn
    (from the cards not seen anywhere)."""
    comp = components()
    seen = set(st.played)
    if st.cs.card >= 0:
        seen.add(st.cs.card)
    known = [c for pile in st.piles for c in pile if c >= 0]
    deck = [c for c in known if c not in seen]
    shown = set(known)
    for level, count in comp.rounds[st.round - 1].deck:
        pool = [c.index for c in comp.cards if c.level == level and c.index not in seen and c.index not in shown]
        left = count - sum(1 for c in seen | shown if comp.cards[c].level == level)
        rng.shuffle(pool)
        deck += pool[: max(0, left)]
    rng.shuffle(deck)
    return deck[: len(st.deck)]


def best_rival(st: GTState, seat: int) -> int:
    return max(q.credits for s, q in enumerate(st.seats) if s != seat)


def banked(st: GTState, seat: int) -> int:
    """What `seat` ends the round with if it gives up now: its credits, half its goods (rounded up)
    and the fines for the tiles it has lost so far (RULES.md 6.7, 7)."""
    p = st.seats[seat]
    cap = components().boards[p.ship.board].max_loss if st.options.get("loss_cap", True) else len(p.lost)
    return p.credits + (goods_value(p.ship) + 1) // 2 - min(len(p.lost), cap)


def rival_prospect(st: GTState, seat: int) -> int:
    """The most a rival may end the round with: its credits, goods and fines, and for a ship that is
    still flying and can move, the first arrival and best-looking rewards."""
    spec = components().rounds[st.round - 1]
    best = -(10**9)
    for s, q in enumerate(st.seats):
        if s == seat:
            continue
        value = banked(st, s)
        if q.flying:
            value += goods_value(q.ship) // 2  # flying ships sell their goods whole
            if pw.engine_strength(q.ship, min(len(pw.double_engines(q.ship)), pw.battery_total(q.ship))) > 0:
                value += spec.order_rewards[0] + spec.best_looking
        best = max(best, value)
    return best


class Banker:
    """The bot's own seat in a play-out: it plays by the quick rules, but gives up at a window as
    soon as that banks a lead no rival can take back in this round. The real bot does so too (it
    plays the round out before each card), so a play-out that flies on blindly would undervalue
    flying: a flight that picks up a few goods and then leaves is nearly free."""

    def __init__(self, game: Game[Any], bot: Player, seat: int) -> None:
        self.game, self.bot, self.seat = game, bot, seat

    def choose(self, view: Any, seat: int) -> Action:
        st: GTState = view
        if seat == self.seat and st.cs.step == "window" and banked(st, seat) > rival_prospect(st, seat):
            if GiveUp() in self.game.legal_actions(st, seat):
                return GiveUp()
        return self.bot.choose(view, seat)


def play_out(game: Game[Any], st: GTState, seat: int, first: Action, deck: list[int], seed: int, bot: Player) -> Ending:
    """Play the rest of the round from `st`, starting with `seat`'s `first` move."""
    sim = st.clone()
    sim.deck = list(deck)
    sim.rng = Rng(seed)
    mine, rival = sim.seats[seat].credits, best_rival(sim, seat)
    rnd = sim.round
    bot = Banker(game, bot, seat)
    game.do(sim, seat, first, None)
    for _ in range(MAX_STEPS):
        if sim.round != rnd or game.is_over(sim):
            break
        actor = game.to_act(sim)[0]
        game.do(sim, actor, bot.choose(sim, actor), None)
    me = sim.seats[seat]
    return Ending(
        lead=me.credits - best_rival(sim, seat),
        gain=me.credits - mine,
        rival_gain=best_rival(sim, seat) - rival,
        rounds_left=len(components().rounds) - len(me.results),
    )


def standing(end: Ending, catch_up: float, recover: float) -> float:
    """The chance of finishing the game with the most credits (ties share the win) from `end`; plus
    PER_CREDIT a credit earned. A lead is lost only as fast as the rivals can catch up (`catch_up`
    a round), while a deficit is made up as fast as the bot itself can earn (`recover`)."""
    if end.rounds_left <= 0:
        return (1.0 if end.lead > 0 else 0.5 if end.lead == 0 else 0.0) + PER_CREDIT * end.gain
    x = end.lead + 0.5
    scale = (catch_up if x > 0 else recover) * math.sqrt(end.rounds_left)
    return 1.0 / (1.0 + math.exp(-x / scale)) + PER_CREDIT * end.gain


def give_up_edge(
    game: Game[Any],
    st: GTState,
    seat: int,
    fly: Action,
    give: Action,
    bot: Player,
    rng: Rng,
    playouts: int = PLAYOUTS,
    extra: int = 0,
) -> float:
    """How much better giving up now stands than flying on, over `playouts` shared deals (two at
    least, for a spread), in standard errors of the mean difference: above 0 favours giving up.

    While the edge stays within CLOSE standard errors of 0, up to `extra` more deals are played,
    EXTRA_STEP at a time: a close call gets the play-outs that settle it, a clear one costs no more."""
    pairs: list[tuple[Ending, Ending]] = []
    target, most = max(2, playouts), max(2, playouts) + max(0, extra)
    while True:
        while len(pairs) < target:
            deck = hidden_deck(st, rng)
            seed = rng.next64()
            pairs.append(
                (play_out(game, st, seat, give, deck, seed, bot), play_out(game, st, seat, fly, deck, seed, bot))
            )
        edge = _edge(pairs)
        if target >= most or abs(edge) >= CLOSE:
            return edge
        target = min(most, target + EXTRA_STEP)


def _edge(pairs: list[tuple[Ending, Ending]]) -> float:
    """give_up_edge's figure for the play-outs so far: the mean difference in standard errors."""
    catch_up, recover = _blur([e for pair in pairs for e in pair])
    return _in_standard_errors([standing(g, catch_up, recover) - standing(f, catch_up, recover) for g, f in pairs])


def _blur(ends: list[Ending]) -> tuple[float, float]:
    """`standing`'s catch-up and recovery per round, read from the play-outs' spreads (module docstring)."""
    catch_up = max(MIN_CATCH_UP, statistics.pstdev(e.rival_gain for e in ends))
    recover = max(MIN_RECOVER, statistics.pstdev(e.gain for e in ends))
    return catch_up, recover


def _in_standard_errors(diffs: list[float]) -> float:
    """The mean of paired differences in standard errors of the mean (±inf when they all agree)."""
    mean = statistics.fmean(diffs)
    spread = statistics.stdev(diffs)
    if spread == 0.0:
        return 0.0 if mean == 0.0 else math.copysign(math.inf, mean)
    return mean / (spread / math.sqrt(len(diffs)))


def quick_give_up(st: GTState, seat: int) -> bool:
    """The quick rule (the play-outs' own, without looking ahead): a ship with engine power flies on; one
    without is forced out at the first Open Space, so it flies on only while that may still pay:
    tiles lost to meteors and shots, against a small chance of rewards, goods and credits."""
    p = st.seats[seat]
    ship = p.ship
    if pw.engine_strength(ship, min(len(pw.double_engines(ship)), pw.battery_total(ship))) > 0:
        return False
    left = len(st.deck)
    survive = (1.0 - 0.18) ** left
    cap = components().boards[ship.board].max_loss
    rewards = components().rounds[st.round - 1].order_rewards
    slots = sum(c for _, c, _ in pw.holds(ship)) - sum(len(g) for g in ship.goods.values())
    gain = survive * (rewards[-1] + goods_value(ship) / 2) + left * (0.2 * min(slots, 3) + 0.1 * pw.crew(ship))
    loss = 0.04 * len(ship.tiles) * left if len(p.lost) < cap else 0.0
    return loss > gain


def best_choice(
    game: Game[Any],
    st: GTState,
    seat: int,
    choices: list[Action],
    default: Action,
    bot: Player,
    rng: Rng,
    playouts: int = PLAYOUTS,
    margin: float = SURE,
) -> Action:
    """The choice among `choices` whose play-outs of the rest of the round stand best, over `playouts`
    deals shared by all choices (two at least): `default`, the quick rules' choice, unless another
    stands better by more than `margin` standard errors of the paired difference (then the best of
    those by its mean)."""
    if default not in choices:
        choices = [default, *choices]
    if len(choices) < 2:
        return default
    runs: list[list[Ending]] = [[] for _ in choices]
    for _ in range(max(2, playouts)):
        deck = hidden_deck(st, rng)
        seed = rng.next64()
        for run, choice in zip(runs, choices, strict=True):
            run.append(play_out(game, st, seat, choice, deck, seed, bot))
    catch_up, recover = _blur([e for run in runs for e in run])
    scores = [[standing(e, catch_up, recover) for e in run] for run in runs]
    base = scores[choices.index(default)]
    best, best_mean = default, 0.0
    for choice, score in zip(choices, scores, strict=True):
        diffs = [x - y for x, y in zip(score, base, strict=True)]
        mean = statistics.fmean(diffs)
        if mean > best_mean and _in_standard_errors(diffs) > margin:
            best, best_mean = choice, mean
    return best
