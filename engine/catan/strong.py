"""Catan's `strong` bot: a one-ply expectimax over a position evaluation, on a tuned policy.

Its starting settlements value each resource kind a spot adds more than `normal` does.
In the building phase it tries every build, development purchase, bank trade and ending the
turn on a copy of its view and keeps the one whose resulting position evaluates best; buying a
development card is a chance node, averaged over the cards it has not seen, and a bank trade is
worth the best build it pays for at once (a city, a settlement, the roads that take Longest Road,
else a development card; the policy's own trade may be the first of two on the way), and a road the
first of those roads.
The evaluation counts road length up to one more than anyone else's (where Longest Road changes
hands), and a hand of more than 7 cards costs what a 7 before the bot's next turn would take.
Before any of this, a win this turn is looked for (engine.catan.bot_win). Elsewhere it plays
the `normal` policy with tuned habits (knights at once; development cards over idling; surplus
to the bank). Deterministic for its seed, a few milliseconds a decision.
"""

from __future__ import annotations

from engine.catan.actions import (
    BuildCity,
    BuildRoad,
    BuildSettlement,
    BuyDevelopment,
    EndTurn,
    MaritimeTrade,
    PlayKnight,
    TradeStart,
)
from engine.catan.board import topology
from engine.catan.bot_win import road_target
from engine.catan.bots import HAND_LIMIT, PIPS, NormalBot, node_value
from engine.catan.components import BRICK, COST_CITY, COST_DEV, COST_SETTLEMENT, DEV_COUNTS, LUMBER
from engine.catan.moves import affords
from engine.catan.state import MAIN, ROLL, SETUP_SETTLEMENT, CatanState
from engine.core.actions import Action

TOPO = topology()
# evaluation weights, tuned against three `normal` bots (docs/NOTES.md)
W_POINTS, W_PRODUCTION, W_VARIETY, W_SPOTS, W_PROGRESS = 10.0, 0.6, 2.0, 0.6, 2.0
W_ARMY, W_ROAD, W_CARDS, W_DEVELOPMENT = 0.45, 0.5, 0.1, 0.5
# set-up: each resource kind a spot adds to what the seat produces, in pips (on top of `node_value`'s 0.8)
W_NEW_KIND = 2.0
DEFAULT_BONUS = 0.3  # the policy's own choice wins ties and near-ties
# a hand of more than 7 cards at the end of the turn: each card a 7 would take (half the hand) costs this,
# times the chance of a 7 before the bot can spend again (the others' rolls and its own next one)
W_DISCARD = 0.5
TRADES_AHEAD = 1  # further bank trades the policy's own trade looks through to the build they pay for
SEARCHED = (BuildCity, BuildSettlement, BuildRoad, BuyDevelopment, MaritimeTrade, EndTurn)


class TunedPolicy(NormalBot):
    """`normal` plus: knights at once, development cards over idling, surplus to the bank."""

    def decide(self, st: CatanState, seat: int) -> Action:
        legal = self.game.legal_actions(st, seat)
        if st.phase in (ROLL, MAIN):
            knight = next((a for a in legal if isinstance(a, PlayKnight)), None)
            if knight is not None:
                return knight
        action = super().decide(st, seat)
        if st.phase == MAIN and isinstance(action, (EndTurn, TradeStart)):
            if BuyDevelopment() in legal:
                return BuyDevelopment()
            need, goal, hand = self._need(st, seat), self._goal(st, seat), st.hands[seat]
            for t in legal:
                if isinstance(t, MaritimeTrade) and need[t.get]:
                    if hand[t.give] - self.game.ratio(st, seat, t.give) >= goal[t.give]:
                        return t
        return action


class StrongBot(TunedPolicy):
    """One ply of expectimax over `evaluate` in the building phase, the tuned policy elsewhere."""

    def decide(self, st: CatanState, seat: int) -> Action:
        if st.phase == SETUP_SETTLEMENT:
            return self.place_start(st, seat)
        default = super().decide(st, seat)
        if st.phase != MAIN or not isinstance(default, SEARCHED):
            return default
        best, best_value = default, float("-inf")
        for action in self.game.legal_actions(st, seat):
            if not isinstance(action, SEARCHED):
                continue
            if action == default:  # the policy's trade may be the first of two on the way to a build
                value = self.expected_value(st, seat, action, TRADES_AHEAD) + DEFAULT_BONUS
            else:
                value = self.expected_value(st, seat, action)
            if value > best_value:
                best, best_value = action, value
        return best

    def place_start(self, st: CatanState, seat: int) -> Action:
        """A starting settlement: `normal`'s spot value, plus W_NEW_KIND for each resource kind the spot
        adds to what the seat already produces (variety counts for more than `normal` gives it)."""
        have = self._production(st, seat)
        res = st.board.hex_resource

        def value(a: Action) -> float:
            v = a.node  # type: ignore[attr-defined]
            new = {res[h] for h in TOPO.node_hexes[v] if res[h] >= 0 and have[res[h]] == 0}
            return node_value(st, v, have) + W_NEW_KIND * len(new)

        return max(self.game.legal_actions(st, seat), key=value)

    def expected_value(self, st: CatanState, seat: int, action: Action, trades_ahead: int = 0) -> float:
        """The evaluation after `action` (averaged over the cards a purchase may draw; a bank trade is
        worth the best build it pays for, `trades_ahead` more trades allowed on the way)."""
        if isinstance(action, EndTurn):
            return self.evaluate(st, seat)
        if isinstance(action, BuyDevelopment):
            # a chance node: every kind of card it has not seen, by how many remain unseen
            unseen = [
                DEV_COUNTS[name] - st.dev_hand[seat][kind] - st.dev_used[kind] for kind, name in enumerate(DEV_COUNTS)
            ]
            total = sum(unseen)
            value = 0.0
            for kind, n in enumerate(unseen):
                if n <= 0:
                    continue
                after = st.clone()
                for r, c in enumerate(COST_DEV):
                    after.hands[seat][r] -= c
                after.hand_sizes[seat] -= sum(COST_DEV)
                after.dev_hand[seat][kind] += 1
                after.dev_counts[seat] += 1
                value += n / total * self.evaluate(after, seat)
            return value
        after = st.clone()
        self.game.do(after, seat, action, None)
        if isinstance(action, MaritimeTrade):
            return self.trade_value(st, after, seat, trades_ahead)
        value = self.evaluate(after, seat)
        if isinstance(action, BuildRoad):  # the first of the roads that take Longest Road
            chain = self._roads_to_the_card(after, seat)
            if chain is not None:
                value = max(value, self.evaluate(chain, seat))
        return value

    def trade_value(self, before: CatanState, st: CatanState, seat: int, trades: int) -> float:
        """The position `st` just after a bank trade made in `before`: its evaluation, or that of the
        best build worth points the trade lets the hand pay for (a city, a settlement, a road that takes
        Longest Road), or after up to `trades` more trades on the way to a city or settlement (a trade
        is worth what it builds: 4 grain for the brick a settlement lacks is a point this turn); when it
        pays for none of these, the development card it pays for (its expected value)."""
        value = self.evaluate(st, seat)
        hand, held = st.hands[seat], before.hands[seat]
        kinds: tuple[type[Action], ...] = ()
        if any(affords(hand, cost) and not affords(held, cost) for cost in (COST_CITY, COST_SETTLEMENT)):
            kinds = (BuildCity, BuildSettlement)
        chain = self._roads_to_the_card(st, seat)
        if chain is not None and self._roads_to_the_card(before, seat) is None:
            value = max(value, self.evaluate(chain, seat))
        if not kinds and affords(hand, COST_DEV) and not affords(held, COST_DEV):
            # no building of points: the development card the trade pays for (a knight toward Largest Army,
            # a point, a progress card), averaged over the cards it may draw
            if BuyDevelopment() in self.game.legal_actions(st, seat):
                value = max(value, self.expected_value(st, seat, BuyDevelopment()))
        if kinds:
            for build in self.game.legal_actions(st, seat):
                if isinstance(build, kinds):
                    after = st.clone()
                    self.game.do(after, seat, build, None)
                    value = max(value, self.evaluate(after, seat))
        elif trades:
            step = self._trade_plan(st, seat)
            if step is not None and step in self.game.legal_actions(st, seat):
                after = st.clone()
                self.game.do(after, seat, step, None)
                value = max(value, self.trade_value(st, after, seat, trades - 1))
        return value

    def _roads_to_the_card(self, st: CatanState, seat: int) -> CatanState | None:
        """The position after the roads the hand pays for now that take Longest Road (each the one that
        lengthens the bot's road most), or None when they do not."""
        if st.longest_holder == seat or st.phase != MAIN:
            return None
        need = max(1, road_target(st, seat) - st.road_length[seat])
        hand = st.hands[seat]
        if need > min(hand[BRICK], hand[LUMBER], st.roads_left[seat]):
            return None
        for _ in range(need):
            best: CatanState | None = None
            for action in self.game.legal_actions(st, seat):
                if isinstance(action, BuildRoad):
                    after = st.clone()
                    self.game.do(after, seat, action, None)
                    if after.longest_holder == seat:
                        return after
                    if best is None or after.road_length[seat] > best.road_length[seat]:
                        best = after
            if best is None:
                return None
            st = best
        return None

    def evaluate(self, st: CatanState, seat: int) -> float:
        """Points, what the buildings will produce, room to grow, and how close the hand is to a build."""
        production = [0.0] * 5
        for v, owner in enumerate(st.node_owner):
            if owner != seat:
                continue
            for h in TOPO.node_hexes[v]:
                r = st.board.hex_resource[h]
                if r >= 0 and h != st.robber:
                    production[r] += PIPS.get(st.board.hex_number[h], 0) * st.node_level[v]
        variety = sum(1 for p in production if p)
        spots = min(3, len(self.game.settlement_spots(st, seat))) if st.settlements_left[seat] else 0
        hand = st.hands[seat]

        def progress(cost: tuple[int, ...]) -> float:
            return sum(min(h, c) for h, c in zip(hand, cost, strict=True)) / sum(cost)

        toward = max(progress(COST_CITY), progress(COST_SETTLEMENT) if spots else 0.0)
        army = min(st.knights[seat], 3) + (2 if st.army_holder == seat else 0)
        return (
            W_POINTS * self.game.victory_points(st, seat)
            + W_PRODUCTION * sum(production)
            + W_VARIETY * variety
            + W_SPOTS * spots
            + W_PROGRESS * toward
            + W_ARMY * army
            + W_ROAD * min(st.road_length[seat], road_target(st, seat))
            + W_CARDS * min(st.hand_sizes[seat], HAND_LIMIT)
            + W_DEVELOPMENT * st.dev_counts[seat]
            - W_DISCARD * self.seven_risk(st) * (st.hand_sizes[seat] // 2 if st.hand_sizes[seat] > HAND_LIMIT else 0)
        )

    @staticmethod
    def seven_risk(st: CatanState) -> float:
        """The chance of a 7 before the bot builds again: one roll a player, its own next one included."""
        return 1.0 - (5 / 6) ** st.players
