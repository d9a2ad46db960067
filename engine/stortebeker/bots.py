"""Störtebeker's `normal` bot: it builds towards the ships it can soonest complete and best defend,
boards when the dice favour it, shoots away the cards it needs, and counter-attacks when it can win.
It sees only its view (its own hand and crews; everyone's provisions)."""

from __future__ import annotations

from typing import Any

from engine.core.actions import Action
from engine.core.protocol import Game
from engine.core.rng import Rng
from engine.stortebeker.actions import Attack, Counter, EndPicks, Fire, Lay, Pass, Pick, Stop, Swap, Take
from engine.stortebeker.data import card, ship
from engine.stortebeker.state import HIDDEN, StortebekerState
from engine.stortebeker.table import count, crew, missing, provisions, strength

# P(2d6 >= x)
_AT_LEAST = {x: sum(1 for a in range(1, 7) for b in range(1, 7) if a + b >= x) / 36 for x in range(-20, 20)}


def at_least(x: int) -> float:
    return 1.0 if x <= 2 else 0.0 if x > 12 else _AT_LEAST[x]


class NormalBot:
    def __init__(self, game: Game[Any], seed: int = 0) -> None:
        self.game = game
        self.rng = Rng(seed)

    def choose(self, view: Any, seat: int) -> Action:
        st: StortebekerState = view
        legal = self.game.legal_actions(st, seat)
        best, best_value = legal[0], float("-inf")
        for a in legal:
            v = self.value(st, seat, a) + self.rng.below(1000) / 1e6  # a little noise breaks ties
            if v > best_value:
                best, best_value = a, v
        return best

    # -- how much a ship is worth to us ------------------------------------------------------------
    def appeal(self, st: StortebekerState, seat: int, s: int) -> float:
        """The ship's points, weighed by how near our provisions are and how strong our crew would be."""
        sh = ship(s)
        done = sh.provisions - sum(missing(st, seat, s).values())
        chance = at_least(sh.defence - strength(st, seat, s) - 2)
        return sh.points * (0.4 + done / sh.provisions) * (0.5 + chance)

    def useful(self, st: StortebekerState, seat: int, c: int) -> float:
        cd = card(c)
        if cd.pirate:
            return max(
                (0.5 * cd.value for s in st.sea if len(crew(st, seat, s)) < len(provisions(st, seat, s))), default=0.2
            )
        room = [s for s in st.sea if count(st, seat, s, cd.type) < ship(s).need(cd.type)]
        return max((self.appeal(st, seat, s) / 4 for s in room), default=0.0) + cd.value

    def value(self, st: StortebekerState, seat: int, a: Action) -> float:  # noqa: C901 - one branch per decision
        if isinstance(a, Lay):
            cd = card(a.card)
            if cd.pirate:
                return self.appeal(st, seat, a.ship) * 0.6 + cd.value
            gain = self.appeal(st, seat, a.ship)
            completes = sum(missing(st, seat, a.ship).values()) == 1
            return gain * (1.5 if completes else 1.0) + cd.value
        if isinstance(a, Swap):
            return 2.0 - sum(self.useful(st, seat, c) for c in a.cards)
        if isinstance(a, Pick):
            return self.useful(st, seat, a.card) - 1.0
        if isinstance(a, EndPicks):
            return 0.0
        if isinstance(a, Fire):
            theirs = sum(
                1
                for o in range(st.players)
                if o != seat
                for c in provisions(st, o, a.ship)
                if count(st, seat, a.ship, card(c).type) < ship(a.ship).need(card(c).type)
            )
            return theirs * 1.5 + self.appeal(st, seat, a.ship) * 0.2 - self.useful(st, seat, a.card)
        if isinstance(a, Take):
            cd = card(a.card)
            fits = count(st, seat, st.target, cd.type) < ship(st.target).need(cd.type)
            owner = next(o for o in range(st.players) if a.card in st.sides[st.target][o])
            return (3.0 if fits else 0.0) + cd.value * 2 + st.points[owner] / 20
        if isinstance(a, Attack):
            p = at_least(ship(a.ship).defence - strength(st, seat, a.ship))
            rivals = sum(1 for o in range(st.players) if o != seat and provisions(st, o, a.ship))
            return ship(a.ship).points * p * (0.8**rivals) - (1 - p) * 2.0
        if isinstance(a, Stop):
            return 0.5
        if isinstance(a, Counter):
            mine = strength(st, seat, st.prize) + sum(card(c).value for c in a.cards)
            p = at_least(st.best + 1 - mine)
            return ship(st.prize).points * p - len(a.cards) * 1.2 - 0.5
        if isinstance(a, Pass):
            return 0.0
        return 0.0


_ = HIDDEN  # (views hide others' crews as HIDDEN; strength() counts only what the bot may see)
