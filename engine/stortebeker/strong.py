"""Störtebeker's `strong` bot: it plans its three cards of phase 1 as a whole and judges every plan by
the position it leaves, counted in expected points against the best rival.

`normal` values each card step on its own. `strong` looks at whole plans instead: every way to split
the cards it must play into laying out, an exchange and a shot (RULES.md §4.1), as far as a narrow beam
keeps them, each scored by `Judge`. The judge counts a player's captured points plus, for every ship in
the sea, the ship's points times the chance that he completes his provisions there, boards it and keeps
it against the counter-attacks of the others who have provisions there. Rivals' hidden crews count at a
pirate card's mean value and their unknown hands as the plain chance of finding a card. The plan's
worth is the bot's total less the best rival's, so a shot that strips the leader counts, and so does a
card laid where it makes a rival's counter-attack hopeless. A shot is worth its expectation over the
colour dice, each die taking the card that helps most.

Cannon victims are chosen the same way. Boarding and counter-attacks are `normal`'s: there the dice
decide and `normal` already reckons their odds.
"""

from __future__ import annotations

from typing import Any

import engine.stortebeker.play as pl
from engine.core.actions import Action
from engine.core.protocol import Game
from engine.stortebeker.actions import EndPicks, Pick, Take
from engine.stortebeker.bots import NormalBot, at_least
from engine.stortebeker.data import card, components, ship
from engine.stortebeker.state import CANNON, HIDDEN, PICK, PLAY, StortebekerState
from engine.stortebeker.table import crew, missing, provisions

BEAM = 6  # partial plans kept after each card laid out
MEAN_PIRATE = 2.9  # a hidden pirate card's mean value: 3 × 4, 3 × 3 and 4 × 2 over ten cards
FOUND = 0.5  # the chance that a provision still missing turns up in time
IN_HAND = 0.6  # ... when the card is in the bot's hand: it still takes a turn and a place among three cards
MIN_PICK = 0.1  # a pick must beat the blind draw it replaces by this much
COUNTER_LAY = 0.45  # the chance a rival can lay one missing card to counter-attack (he holds six)


# P(a's 2d6 - b's 2d6 > m), for every whole m that can matter
_TWO = [a + b for a in range(1, 7) for b in range(1, 7)]
_BEATS = {m: sum(1 for x in _TWO for y in _TWO if x - y > m) / 1296 for m in range(-12, 12)}


def roll_beats(margin: float) -> float:
    """The chance that a counter-attacker's 2d6 beats the boarder's 2d6 by more than `margin` (his
    strength less the counter-attacker's), read between whole margins."""
    lo = int(margin // 1)
    frac = margin - lo

    def at(m: int) -> float:
        return 1.0 if m < -11 else 0.0 if m > 10 else _BEATS[m]

    return (1 - frac) * at(lo) + frac * at(lo + 1)


class Judge:
    """Expected points of every player in a position seen by `me`."""

    def __init__(self, st: StortebekerState, me: int, memo: dict[Any, list[float]] | None = None) -> None:
        self.st, self.me = st, me
        self.memo: dict[Any, list[float]] = {} if memo is None else memo  # one decision's ship values
        self.at: dict[int, tuple[Any, ...]] = {}  # per ship: the cards at it (the judge's position is fixed)
        left = len(st.harbour) + len(st.sea)
        # ships in the sea when the game ends score nothing: the closer the end, the less a far ship counts
        self.time = (
            min(1.0, left / (2.0 * st.players + 2.0)) if st.harbour_empty or len(st.harbour) < st.players else 1.0
        )

    def strength(self, seat: int, s: int) -> float:
        return sum(MEAN_PIRATE if c == HIDDEN else card(c).value for c in self.st.sides[s][seat])

    @staticmethod
    def hand_kinds(hand: list[int]) -> tuple[str, ...]:
        """What of a hand the ship values depend on: its provision types (a memo key)."""
        return tuple(sorted(card(c).type for c in hand if not card(c).pirate))

    def ship_values(self, s: int, hand: list[int], kinds: tuple[str, ...] | None = None) -> list[float]:
        """Each seat's expected points from ship `s`; `hand` is what the bot will hold next turn
        (`kinds`: its hand_kinds, when the caller has them already)."""
        at = self.at.get(s)
        if at is None:
            at = self.at[s] = (s, tuple(tuple(cards) for cards in self.st.sides[s]))
        key = (at, self.hand_kinds(hand) if kinds is None else kinds)
        found = self.memo.get(key)
        if found is None:
            found = self.memo[key] = self._ship_values(s, hand)
        return found

    def _ship_values(self, s: int, hand: list[int]) -> list[float]:
        st, sh = self.st, ship(s)
        players = range(st.players)
        lack = [missing(st, p, s) for p in players]
        stake = [bool(provisions(st, p, s)) for p in players]
        power: list[float] = []
        reach: list[float] = []  # the chance to complete the provisions
        for p in players:
            strength = self.strength(p, s)
            room = len(provisions(st, p, s)) - len(crew(st, p, s))
            if p == self.me:
                fits = 0
                for kind, n in lack[p].items():
                    fits += min(n, sum(1 for c in hand if not card(c).pirate and card(c).type == kind))
                gone = sum(lack[p].values())
                reach.append(IN_HAND**fits * FOUND ** (gone - fits))
            else:
                gone = sum(lack[p].values())
                reach.append(FOUND**gone)
                if room > 0:
                    strength += 1.0  # a rival with room adds a pirate now and then
            power.append(strength)
        out = [0.0] * st.players
        for p in players:
            if not stake[p] and p != self.me:
                continue
            board = at_least(sh.defence - round(power[p]))
            keep = 1.0
            for o in players:
                if o == p or not stake[o]:
                    continue
                gone = sum(lack[o].values())
                can = 1.0 if gone == 0 else (COUNTER_LAY**gone if gone <= 3 else 0.0)
                if o == self.me and gone:
                    can = IN_HAND**gone  # the bot knows whether it could lay them
                # a counter must beat the boarding's total: dice against dice, plus the strengths (44 % when equal)
                keep *= 1.0 - can * roll_beats(power[p] - power[o])
            out[p] = sh.points * reach[p] * board * keep * self.time
        return out

    def hand_value(self, hand: list[int]) -> float:
        """What the cards the bot holds are worth beyond the ships they fit: pirates strengthen any crew."""
        return sum(0.1 * card(c).value if card(c).pirate else 0.05 for c in hand)

    def margin(self, hand: list[int], values: dict[int, list[float]] | None = None) -> float:
        """The bot's expected points less the best rival's."""
        st = self.st
        total = [float(x) for x in st.points]
        kinds = self.hand_kinds(hand)
        for s in st.sea:
            row = values[s] if values is not None and s in values else self.ship_values(s, hand, kinds)
            for p in range(st.players):
                total[p] += row[p]
        total[self.me] += self.hand_value(hand)
        return total[self.me] - max(total[p] for p in range(st.players) if p != self.me)


class StrongBot:
    """Plans its phase-1 cards as a whole (see the module docstring); `normal` for the dice."""

    def __init__(self, game: Game[Any], seed: int = 0) -> None:
        self.game = game
        self.normal = NormalBot(game, seed)
        self.memo: dict[Any, list[float]] = {}
        self.beam = BEAM  # partial plans kept (the soak keeps fewer)

    def choose(self, view: Any, seat: int) -> Action:
        st: StortebekerState = view
        self.memo = {}  # ship values within this decision (the time factor is fixed)
        if st.phase == PLAY and st.active == seat:
            return self.plan(st, seat)
        if st.phase == PICK and st.active == seat:
            return self.pick(st, seat)
        if st.phase == CANNON and st.active == seat:
            return self.take(st, seat)
        return self.normal.choose(st, seat)

    # -- phase 1 --------------------------------------------------------------------------------------
    @staticmethod
    def future_hand(st: StortebekerState, seat: int) -> list[int]:
        return [*st.hands[seat], *st.waiting[seat]]

    def score(self, st: StortebekerState, seat: int) -> float:
        """A plan that has played all its cards, or stops here: the position it leaves."""
        return Judge(st, seat, self.memo).margin(self.future_hand(st, seat))

    def fire_worth(self, st: StortebekerState, seat: int) -> float:
        """A shot fired (st.target set): the margin expected over the two colour dice."""
        judge = Judge(st, seat, self.memo)
        hand = self.future_hand(st, seat)
        kinds = judge.hand_kinds(hand)
        base = {s: judge.ship_values(s, hand, kinds) for s in st.sea}
        still = judge.margin(hand, base)
        gain: dict[str, float] = {}
        for kind in set(components().colour_faces):
            best = still
            for c in self._victims(st, seat, kind):
                after = st.clone()
                self._take(after, seat, c)
                j = Judge(after, seat, self.memo)
                row = {**base, st.target: j.ship_values(st.target, hand, kinds)}
                best = max(best, j.margin(hand, row))
            gain[kind] = best - still
        faces = components().colour_faces
        # two dice, each taking its own card: the gains add up (a double takes two of a kind)
        return still + 2.0 * sum(gain[f] for f in faces) / len(faces)

    @staticmethod
    def _victims(st: StortebekerState, seat: int, kind: str) -> list[int]:
        return [c for p in range(st.players) if p != seat for c in provisions(st, p, st.target) if card(c).type == kind]

    @staticmethod
    def _take(st: StortebekerState, seat: int, c: int) -> None:
        """Take provision `c` from a rival at the target, as RULES.md §4.2 does (crew limits aside)."""
        for per in st.sides[st.target]:
            if c in per:
                per.remove(c)
        kind = card(c).type
        have = sum(1 for x in provisions(st, seat, st.target) if card(x).type == kind)
        if have < ship(st.target).need(kind):
            st.sides[st.target][seat].append(c)

    def leaf(self, st: StortebekerState, seat: int) -> float:
        return self.fire_worth(st, seat) if st.fired else self.score(st, seat)

    def plan(self, st: StortebekerState, seat: int) -> Action:
        """The first step of the best plan found by a beam search over the cards still to play."""
        legal = self.game.legal_actions(st, seat)
        frontier: list[tuple[int, StortebekerState]] = []  # (root step, partial plan)
        for k, a in enumerate(legal):
            nxt = st.clone()
            pl.do_play(nxt, seat, a, [])
            if nxt.phase == PICK:
                self.best_picks(nxt, seat)
            frontier.append((k, nxt))
        best: tuple[float, int] = (float("-inf"), 0)
        while frontier:
            scored: list[tuple[float, int, int, StortebekerState]] = []
            for n, (root, nxt) in enumerate(frontier):
                steps = [] if pl.played(nxt) >= nxt.need else pl.play_actions(nxt, seat)
                if not steps:  # a whole plan
                    worth = self.leaf(nxt, seat)
                    if worth > best[0]:
                        best = (worth, root)
                    continue
                scored.append((self.score(nxt, seat), n, root, nxt))
            scored.sort(key=lambda x: (-x[0], x[1]))
            frontier = []
            for _, _, root, part in scored[: self.beam]:
                for a in pl.play_actions(part, seat):
                    nxt = part.clone()
                    pl.do_play(nxt, seat, a, [])
                    if nxt.phase == PICK:
                        self.best_picks(nxt, seat)
                    frontier.append((root, nxt))
        return legal[best[1]]

    def best_picks(self, st: StortebekerState, seat: int) -> None:
        """Pick greedily, while a pick raises the position's worth."""
        while st.phase == PICK:
            a = self.pick(st, seat)
            pl.do_play(st, seat, a, [])

    def pick(self, st: StortebekerState, seat: int) -> Action:
        """The discard-pile card that raises the position most, if by more than a blind draw would."""
        hand = self.future_hand(st, seat)
        judge = Judge(st, seat, self.memo)
        best: tuple[float, Action] = (judge.margin(hand) + MIN_PICK, EndPicks())
        seen: set[tuple[bool, int, str]] = set()
        for a in pl.pick_actions(st, seat):
            if not isinstance(a, Pick):
                continue
            cd = card(a.card)
            kind = (cd.pirate, cd.value, cd.type)
            if kind in seen:  # two cards alike are worth the same: the first (lowest number) stands for both
                continue
            seen.add(kind)
            worth = judge.margin([*hand, a.card])
            if worth > best[0] + 1e-9:
                best = (worth, a)
        return best[1]

    # -- phase 2 --------------------------------------------------------------------------------------
    def take(self, st: StortebekerState, seat: int) -> Action:
        legal = self.game.legal_actions(st, seat)
        best: tuple[float, int] = (float("-inf"), 0)
        for k, a in enumerate(legal):
            assert isinstance(a, Take)
            nxt = st.clone()
            self._take(nxt, seat, a.card)
            worth = self.score(nxt, seat)
            if worth > best[0]:
                best = (worth, k)
        return legal[best[1]]
