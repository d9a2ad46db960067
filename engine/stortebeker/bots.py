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


# the evaluation's weights (`normal` plays these; `strong` plays tuned ones)
W: dict[str, float] = {
    "appeal_base": 0.4,  # a ship's appeal before any provisions are laid
    "appeal_chance": 0.5,  # ... before counting the chance of boarding it
    "crew_margin": 2.0,  # strength the dice are expected to add beyond the crew
    "pirate_useful": 0.5,  # a pirate card in hand, by its value, where a crew has room
    "pirate_idle": 0.2,  # a pirate card with no crew to join
    "room_share": 0.25,  # a provision's share of the appeal of a ship that still needs it
    "lay_pirate": 0.6,  # laying a pirate, by the ship's appeal
    "completes": 1.5,  # laying the last missing provision, as a factor
    "swap": 2.0,  # what an exchange is worth before the cards it gives up
    "pick": 1.0,  # a pick's threshold
    "fire_theirs": 1.5,  # each opponent's provision the cannons could take
    "fire_appeal": 0.2,  # firing at a ship we want
    "take_fits": 3.0,  # a taken card that fits our side
    "take_value": 2.0,  # a taken card's pirate value
    "take_leader": 0.05,  # taking from a player, by his points
    "rivals": 0.8,  # an attack's worth is shared with each rival who may counter
    "fail": 2.0,  # what a failed attack costs
    "stop": 0.5,  # stopping the boarding
    "counter_card": 1.2,  # each card a counter-attack lays
    "counter": 0.5,  # a counter-attack's fixed cost
}


class NormalBot:
    def __init__(self, game: Game[Any], seed: int = 0, weights: dict[str, float] | None = None) -> None:
        self.game = game
        self.rng = Rng(seed)
        self.w = {**W, **(weights or {})}

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
        sh, w = ship(s), self.w
        done = sh.provisions - sum(missing(st, seat, s).values())
        chance = at_least(sh.defence - strength(st, seat, s) - round(w["crew_margin"]))
        return sh.points * (w["appeal_base"] + done / sh.provisions) * (w["appeal_chance"] + chance)

    def useful(self, st: StortebekerState, seat: int, c: int) -> float:
        cd, w = card(c), self.w
        if cd.pirate:
            return max(
                (
                    w["pirate_useful"] * cd.value
                    for s in st.sea
                    if len(crew(st, seat, s)) < len(provisions(st, seat, s))
                ),
                default=w["pirate_idle"],
            )
        room = [s for s in st.sea if count(st, seat, s, cd.type) < ship(s).need(cd.type)]
        return max((self.appeal(st, seat, s) * w["room_share"] for s in room), default=0.0) + cd.value

    def value(self, st: StortebekerState, seat: int, a: Action) -> float:  # noqa: C901 - one branch per decision
        w = self.w
        if isinstance(a, Lay):
            cd = card(a.card)
            if cd.pirate:
                return self.appeal(st, seat, a.ship) * w["lay_pirate"] + cd.value
            gain = self.appeal(st, seat, a.ship)
            completes = sum(missing(st, seat, a.ship).values()) == 1
            return gain * (w["completes"] if completes else 1.0) + cd.value
        if isinstance(a, Swap):
            return w["swap"] - sum(self.useful(st, seat, c) for c in a.cards)
        if isinstance(a, Pick):
            return self.useful(st, seat, a.card) - w["pick"]
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
            return (
                theirs * w["fire_theirs"]
                + self.appeal(st, seat, a.ship) * w["fire_appeal"]
                - self.useful(st, seat, a.card)
            )
        if isinstance(a, Take):
            cd = card(a.card)
            fits = count(st, seat, st.target, cd.type) < ship(st.target).need(cd.type)
            owner = next(o for o in range(st.players) if a.card in st.sides[st.target][o])
            return (w["take_fits"] if fits else 0.0) + cd.value * w["take_value"] + st.points[owner] * w["take_leader"]
        if isinstance(a, Attack):
            p = at_least(ship(a.ship).defence - strength(st, seat, a.ship))
            rivals = sum(1 for o in range(st.players) if o != seat and provisions(st, o, a.ship))
            return ship(a.ship).points * p * (w["rivals"] ** rivals) - (1 - p) * w["fail"]
        if isinstance(a, Stop):
            return w["stop"]
        if isinstance(a, Counter):
            mine = strength(st, seat, st.prize) + sum(card(c).value for c in a.cards)
            p = at_least(st.best + 1 - mine)
            return ship(st.prize).points * p - len(a.cards) * w["counter_card"] - w["counter"]
        if isinstance(a, Pass):
            return 0.0
        return 0.0


_ = HIDDEN  # (views hide others' crews as HIDDEN; strength() counts only what the bot may see)
