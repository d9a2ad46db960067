"""Catan's `normal` bot: placement by pips and variety, cities first, robber on the leader.

It saves for a build it can come by (a city only with ore and grain it produces or can trade for),
trades with the bank when that pays for a city or settlement this turn, names with a Monopoly the
resource the others hold most of (counted from the bank's piles), and trades with nobody who may
be one trade away from winning (nor offers them a trade). Before anything else in its building
phase it looks for a win this turn (engine.catan.bot_win); it builds a road that takes Longest
Road, and spends on a road or a development card rather than end its turn holding more than 7
cards (half of them lost to a 7)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

from engine.catan.actions import (
    BuildCity,
    BuildRoad,
    BuildSettlement,
    BuyDevelopment,
    Discard,
    EndTurn,
    MaritimeTrade,
    MoveRobber,
    PlayKnight,
    PlayMonopoly,
    PlayRoadBuilding,
    PlayYearOfPlenty,
    Roll,
    TradeAccept,
    TradeCancel,
    TradeConfirm,
    TradeDecline,
    TradeEdit,
    TradePropose,
    TradeStart,
    TradeTo,
)
from engine.catan.board import topology
from engine.catan.bot_win import road_target, winning_move
from engine.catan.components import COST_CITY, COST_DEV, COST_ROAD, COST_SETTLEMENT, RESOURCE_CARDS, VP_CARD
from engine.catan.state import (
    DISCARD,
    FREE_ROADS,
    MAIN,
    ROBBER,
    ROLL,
    SETUP_ROAD,
    SETUP_SETTLEMENT,
    TRADE_ANSWER,
    TRADE_CHOOSE,
    TRADE_COUNTER,
    TRADE_WRITE,
    CatanState,
)
from engine.core.actions import Action
from engine.core.protocol import Game
from engine.core.rng import Rng

if TYPE_CHECKING:
    from engine.catan.rules import Catan

PIPS = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}
TOPO = topology()
BRICK, LUMBER, WOOL, GRAIN, ORE = range(5)
MONOPOLY_MIN = 3  # a Monopoly is played once it takes this many cards
NEAR_WIN = 8  # points showing (a development card in hand counts 1) from which no trade is granted
HAND_LIMIT = 7  # a 7 rolled takes half the hand of whoever holds more cards than this


def node_value(st: CatanState, v: int, have: list[float] | None = None) -> float:
    """What an intersection yields: pips, weighted up for resources the seat lacks, plus harbours."""
    total = 0.0
    kinds: set[int] = set()
    for h in TOPO.node_hexes[v]:
        r = st.board.hex_resource[h]
        if r < 0:
            continue
        pips = float(PIPS.get(st.board.hex_number[h], 0))
        if h == st.robber:
            pips *= 0.5
        weight = 1.0
        if have is not None and have[r] < 3:
            weight += 0.35 * (3 - have[r]) / 3
        total += pips * weight
        kinds.add(r)
    total += 0.8 * len(kinds)
    if st.board.node_harbour[v] != -1:
        total += 0.7
    return total


class NormalBot:
    """A heuristic player: greedy building toward cities, settlements and the longest road."""

    def __init__(self, game: Game[Any], seed: int = 0) -> None:
        self.game = cast("Catan", game)
        self.rng = Rng(seed)
        self.traded_turn = -1
        # seats played by people (the app says which): a person is asked only for an offer that
        # completes a build soon, and not at all when he chose not to be (`offer_humans` False)
        self.humans: frozenset[int] = frozenset()
        self.offer_humans = True

    # -- helpers ------------------------------------------------------------------------------
    def _production(self, st: CatanState, seat: int) -> list[float]:
        prod = [0.0] * 5
        for v, o in enumerate(st.node_owner):
            if o != seat:
                continue
            for h in TOPO.node_hexes[v]:
                r = st.board.hex_resource[h]
                if r >= 0:
                    prod[r] += PIPS.get(st.board.hex_number[h], 0) * st.node_level[v]
        return prod

    def _reachable(self, st: CatanState, seat: int, cost: tuple[int, ...], mine: list[int]) -> bool:
        """Whether the seat (its buildings at `mine`) can come by what `cost` still lacks: every
        missing kind is one its buildings produce, or the cards the hand holds beyond the cost buy
        it at its harbour rates."""
        hand = st.hands[seat]
        missing = [r for r in range(5) if cost[r] > hand[r]]
        if not missing:
            return True
        res = st.board.hex_resource
        produced = {res[h] for v in mine for h in TOPO.node_hexes[v]}
        unearned = sum(cost[r] - hand[r] for r in missing if r not in produced)
        if not unearned:
            return True
        ratio = self.game.ratio
        return unearned <= sum(max(0, hand[r] - cost[r]) // ratio(st, seat, r) for r in range(5))

    def _goal(self, st: CatanState, seat: int) -> tuple[int, ...]:
        """The cost the bot is saving for now: a city when it holds its makings and can come by the
        rest (not with 0 ore and no ore income: the grain it keeps would never buy anything)."""
        g = self.game
        hand = st.hands[seat]
        if hand[ORE] + hand[GRAIN] >= 3 and st.cities_left[seat]:
            mine = [v for v, o in enumerate(st.node_owner) if o == seat]
            if any(st.node_level[v] == 1 for v in mine) and self._reachable(st, seat, COST_CITY, mine):
                return COST_CITY
        if st.settlements_left[seat] and g.settlement_spots(st, seat):
            return COST_SETTLEMENT
        if st.roads_left[seat] and not g.settlement_spots(st, seat):
            return COST_ROAD
        return COST_CITY if st.cities_left[seat] else COST_DEV

    def _need(self, st: CatanState, seat: int) -> list[int]:
        goal = self._goal(st, seat)
        return [max(0, c - h) for c, h in zip(goal, st.hands[seat], strict=True)]

    def _surplus(self, st: CatanState, seat: int) -> list[int]:
        goal = self._goal(st, seat)
        return [max(0, h - c) for c, h in zip(goal, st.hands[seat], strict=True)]

    def _leader(self, st: CatanState, seat: int) -> int:
        g = self.game
        public = [g.victory_points(st, s) - st.dev_hand[s][1] for s in range(st.players)]
        others = [s for s in range(st.players) if s != seat]
        return max(others, key=lambda s: (public[s], st.hand_sizes[s]))

    # -- choosing -------------------------------------------------------------------------------
    def choose(self, st: CatanState, seat: int) -> Action:
        """A win this turn first (a few of the bot's own moves no chance decides), else `decide`."""
        if st.phase in (MAIN, FREE_ROADS):
            win = winning_move(self.game, st, seat)
            if win is not None:
                return win
        return self.decide(st, seat)

    def decide(self, st: CatanState, seat: int) -> Action:  # noqa: C901 - one branch a phase
        legal = self.game.legal_actions(st, seat)
        if len(legal) == 1:
            return legal[0]
        phase = st.phase
        if phase == SETUP_SETTLEMENT:
            have = self._production(st, seat)
            return max(legal, key=lambda a: node_value(st, a.node, have))  # type: ignore[attr-defined]
        if phase in (SETUP_ROAD, FREE_ROADS):
            return max(legal, key=lambda a: self._road_value(st, seat, a))
        if phase == DISCARD:
            return self._discard(st, seat, legal)
        if phase == ROBBER:
            return self._robber(st, seat, legal)
        if phase == ROLL:
            knight = next((a for a in legal if isinstance(a, PlayKnight)), None)
            if knight is not None and self._robber_hurts_me(st, seat):
                return knight
            return Roll()
        if phase == TRADE_ANSWER:
            return self._answer(st, seat, legal)
        if phase in (TRADE_WRITE, TRADE_COUNTER):
            return self._write(st, seat, legal)
        if phase == TRADE_CHOOSE:
            # no cards to a player they may carry to 10 points
            confirm = [a for a in legal if isinstance(a, TradeConfirm) and not self._near_win(st, a.seat)]
            return confirm[0] if confirm else TradeCancel()
        if phase == MAIN:
            return self._main(st, seat, legal)
        return legal[self.rng.below(len(legal))]

    def _road_value(self, st: CatanState, seat: int, a: Action) -> float:
        assert isinstance(a, BuildRoad)
        best = 0.0
        have = self._production(st, seat)
        for v in TOPO.edges[a.edge]:
            if st.node_owner[v] != -1:
                continue
            if self.game._free_for_settlement(st, v):
                best = max(best, node_value(st, v, have) + 2)
            for w in TOPO.node_nodes[v]:
                if st.node_owner[w] == -1 and self.game._free_for_settlement(st, w):
                    best = max(best, node_value(st, w, have))
        return best + 0.01 * self.rng.below(10)

    def _robber_hurts_me(self, st: CatanState, seat: int) -> bool:
        return any(st.node_owner[v] == seat for v in TOPO.hex_nodes[st.robber])

    def _discard(self, st: CatanState, seat: int, legal: list[Action]) -> Action:
        need = self._goal(st, seat)

        def keep_value(a: Action) -> float:
            assert isinstance(a, Discard)
            left = [h - d for h, d in zip(st.hands[seat], a.cards, strict=True)]
            return sum(min(x, c) * 3 for x, c in zip(left, need, strict=True)) + len([x for x in left if x])

        return max(legal, key=keep_value)

    def _robber(self, st: CatanState, seat: int, legal: list[Action]) -> Action:
        leader = self._leader(st, seat)

        def value(a: Action) -> float:
            assert isinstance(a, MoveRobber)
            h = a.hex
            pips = PIPS.get(st.board.hex_number[h], 0)
            owners = [st.node_owner[v] for v in TOPO.hex_nodes[h] if st.node_owner[v] != -1]
            if seat in owners:
                return -10.0 - pips
            score = sum(pips * (2 if o == leader else 1) for o in owners)
            if a.victim == -1:
                score -= 3
            elif a.victim == leader:
                score += 2
            return score + 0.1 * st.hand_sizes[a.victim] if a.victim != -1 else score

        return max(legal, key=value)

    def _others_hold(self, st: CatanState, seat: int) -> list[int]:
        """How many cards of each resource the other players hold together. Their hands are hidden,
        but the bank's piles are on the table for everyone to count (the board's bank panel shows
        them): of each resource's 19 cards, those neither in the bank nor in the bot's own hand."""
        return [max(0, RESOURCE_CARDS - st.bank[r] - st.hands[seat][r]) for r in range(5)]

    def _monopoly(self, st: CatanState, seat: int, plays: Sequence[Action]) -> Action | None:
        """The Monopoly on the resource the others hold most of (a card the bot needs counts half
        as much again), played once it takes 3 cards or more; None to keep the card."""
        held = self._others_hold(st, seat)
        need = self._need(st, seat)
        cards = [a for a in plays if isinstance(a, PlayMonopoly)]
        best = max(cards, key=lambda a: (held[a.resource] + 0.5 * min(held[a.resource], need[a.resource]), -a.resource))
        return best if held[best.resource] >= MONOPOLY_MIN else None

    def _near_win(self, st: CatanState, seat: int) -> bool:
        """Whether `seat` may be one trade away from winning in its turn: 8 points showing, or 7 and
        a development card in hand (it may be a Victory Point card). From there one build with the
        card traded, with a hidden point or a second build, reaches 10."""
        public = self.game.victory_points(st, seat) - st.dev_hand[seat][VP_CARD]
        return public + min(st.dev_counts[seat], 1) >= NEAR_WIN

    def _answer(self, st: CatanState, seat: int, legal: list[Action]) -> Action:
        if TradeAccept() not in legal:
            return TradeDecline()
        need = self._need(st, seat)
        surplus = self._surplus(st, seat)
        gets = st.trade_give  # what the active player gives us
        pays = st.trade_get
        useful = sum(min(g, n) for g, n in zip(gets, need, strict=True))
        cheap = all(p <= s for p, s in zip(pays, surplus, strict=True))
        if useful and cheap and sum(pays) <= sum(gets) + 1 and not self._near_win(st, st.active):
            return TradeAccept()
        return TradeDecline()

    def _partners(self, st: CatanState, seat: int) -> list[int]:
        """Whom the bot would close a deal with: nobody near winning (`_near_win`), and no person when
        people asked not to be offered trades."""
        return [
            s
            for s in range(st.players)
            if s != seat and not self._near_win(st, s) and (self.offer_humans or s not in self.humans)
        ]

    def _may_offer(self, st: CatanState, seat: int, need: list[int]) -> bool:
        """Bots among themselves offer freely; an offer people must answer has to be worth their
        time (at most two cards short of the build), and none at all when they asked for none.
        Nor is one written when there is nobody the bot would trade with."""
        partners = set(self._partners(st, seat))
        if not partners:
            return False
        if not partners & self.humans:
            return True
        return sum(need) <= 2

    def _partner(self, st: CatanState, seat: int) -> int:
        """Whom to address when not everyone is a partner: the one with the most cards, a bot before a
        person."""
        partners = self._partners(st, seat)
        if not partners:
            return -1
        return max(partners, key=lambda s: (s not in self.humans, st.hand_sizes[s], -s))

    def _write(self, st: CatanState, seat: int, legal: list[Action]) -> Action:
        """Write one offer: one surplus card for one needed card, to everyone."""
        give, get = (
            (st.trade_give, st.trade_get) if st.phase == TRADE_WRITE else (st.counter_give[seat], st.counter_get[seat])
        )
        need = self._need(st, seat)
        surplus = self._surplus(st, seat)
        if st.phase == TRADE_COUNTER:
            return TradeCancel() if TradeCancel() in legal else legal[-1]
        if sum(get) == 0:
            want = max(range(5), key=lambda r: need[r])
            if need[want] and TradeEdit(1, want, 1) in legal:
                return TradeEdit(1, want, 1)
            return TradeCancel()
        if sum(give) == 0:
            spare = max(range(5), key=lambda r: (surplus[r], -need[r]))
            if surplus[spare] and TradeEdit(0, spare, 1) in legal:
                return TradeEdit(0, spare, 1)
            return TradeCancel()
        if st.phase == TRADE_WRITE and st.trade_to == -1 and len(self._partners(st, seat)) < st.players - 1:
            # "to everyone" would ask someone the bot will not deal with (near winning, or a person who
            # asked for no offers): the offer goes to one partner, or not at all
            partner = self._partner(st, seat)
            if partner >= 0 and TradeTo(partner) in legal:
                return TradeTo(partner)
            return TradeCancel()
        return TradePropose() if TradePropose() in legal else TradeCancel()

    def _trade_to_build(self, st: CatanState, seat: int, legal: list[Action]) -> Action | None:
        """The first bank or harbour trade of the shortest way to a city or a settlement the hand
        cannot pay yet but can with the cards it holds beyond the cost (a point this turn), or None."""
        if not any(isinstance(a, MaritimeTrade) for a in legal):
            return None
        trade = self._trade_plan(st, seat)
        return trade if trade in legal else None

    def _trade_plan(self, st: CatanState, seat: int) -> MaritimeTrade | None:
        """`_trade_to_build`'s trade, by counting alone (the caller checks it is legal)."""
        hand = st.hands[seat]
        if sum(hand) < 5:  # a settlement's 4 cards and 1 more to trade, at the least
            return None
        builds = []
        if st.cities_left[seat] and any(o == seat and st.node_level[v] == 1 for v, o in enumerate(st.node_owner)):
            builds.append(COST_CITY)
        if st.settlements_left[seat] and self.game.settlement_spots(st, seat):
            builds.append(COST_SETTLEMENT)
        best: tuple[int, MaritimeTrade] | None = None
        for cost in builds:
            need = [max(0, c - h) for c, h in zip(cost, hand, strict=True)]
            if not any(need) or any(n > st.bank[r] for r, n in enumerate(need)):
                continue
            spare = [max(0, h - c) for c, h in zip(cost, hand, strict=True)]
            rates = [self.game.ratio(st, seat, r) for r in range(5)]
            if sum(need) > sum(s // k for s, k in zip(spare, rates, strict=True)):
                continue
            if best is None or sum(need) < best[0]:
                # give the kind that loses the fewest cards (the best rate), then the one held most
                give = min((r for r in range(5) if spare[r] >= rates[r]), key=lambda r: (rates[r], -spare[r]))
                get = max((r for r in range(5) if need[r]), key=lambda r: (need[r], st.bank[r]))
                best = (sum(need), MaritimeTrade(give, get))
        return best[1] if best else None

    def _main(self, st: CatanState, seat: int, legal: list[Action]) -> Action:
        have = self._production(st, seat)
        cities = [a for a in legal if isinstance(a, BuildCity)]
        if cities:
            return max(cities, key=lambda a: node_value(st, a.node))
        settlements = [a for a in legal if isinstance(a, BuildSettlement)]
        if settlements:
            return max(settlements, key=lambda a: node_value(st, a.node, have))
        longest = self._road_to_the_card(st, seat, legal)
        if longest is not None:
            return longest
        plays = [a for a in legal if isinstance(a, (PlayKnight, PlayMonopoly, PlayYearOfPlenty, PlayRoadBuilding))]
        for a in plays:
            if isinstance(a, PlayKnight) and (self._robber_hurts_me(st, seat) or st.knights[seat] >= 2):
                return a
            if isinstance(a, PlayYearOfPlenty):
                need = self._need(st, seat)
                if need[a.first] and need[a.second] and (a.first != a.second or need[a.first] >= 2):
                    return a
            if isinstance(a, PlayMonopoly):
                monopoly = self._monopoly(st, seat, plays)
                if monopoly is not None:
                    return monopoly
            if isinstance(a, PlayRoadBuilding) and self.game.settlement_spots(st, seat) == []:
                return a
        trade = self._trade_to_build(st, seat, legal)
        if trade is not None:
            return trade
        roads = [a for a in legal if isinstance(a, BuildRoad)]
        no_spot = not self.game.settlement_spots(st, seat)
        if roads and (no_spot or st.roads_left[seat] > 10) and st.settlements_left[seat]:
            best = max(roads, key=lambda a: self._road_value(st, seat, a))
            if self._road_value(st, seat, best) > 0:
                return best
        # maritime trade toward the goal
        need = self._need(st, seat)
        surplus = self._surplus(st, seat)
        trades = [
            a
            for a in legal
            if isinstance(a, MaritimeTrade) and need[a.get] and surplus[a.give] >= self.game.ratio(st, seat, a.give)
        ]
        if trades:
            return max(trades, key=lambda a: (need[a.get], surplus[a.give]))
        if BuyDevelopment() in legal and self._goal(st, seat) in (COST_DEV, COST_CITY) and not cities:
            if st.hands[seat][ORE] > 3 or self._goal(st, seat) == COST_DEV:
                return BuyDevelopment()
        if TradeStart() in legal and self.traded_turn != st.turn and any(need) and any(surplus):
            if self._may_offer(st, seat, need):
                self.traded_turn = st.turn
                return TradeStart()
        spend = self._spend(st, seat, legal)
        return spend if spend is not None else EndTurn()

    def _road_to_the_card(self, st: CatanState, seat: int, legal: list[Action]) -> Action | None:
        """A road that takes Longest Road (2 points) now, or None."""
        if st.longest_holder == seat or st.road_length[seat] + 1 < road_target(st, seat):
            return None
        for a in legal:
            if isinstance(a, BuildRoad):
                after = st.clone()
                self.game.do(after, seat, a, None)
                if after.longest_holder == seat:
                    return a
        return None

    def _spend(self, st: CatanState, seat: int, legal: list[Action]) -> Action | None:
        """With more than 7 cards at the end of the turn a 7 takes half of them: a road or a development
        card instead, or None. The one that brings the hand to 7 or fewer first, then the one that keeps
        the most of the goal's cards, then the most cards (a road, 2 cards, before a card's 3)."""
        if st.hand_sizes[seat] <= HAND_LIMIT:
            return None
        options: list[tuple[Action, tuple[int, ...]]] = []
        roads = [a for a in legal if isinstance(a, BuildRoad)]
        if roads:
            options.append((max(roads, key=lambda a: self._road_value(st, seat, a)), COST_ROAD))
        if BuyDevelopment() in legal:
            options.append((BuyDevelopment(), COST_DEV))
        if not options:
            return None
        goal, hand = self._goal(st, seat), st.hands[seat]

        def kept(option: tuple[Action, tuple[int, ...]]) -> tuple[bool, int, int]:
            left = [h - c for h, c in zip(hand, option[1], strict=True)]
            return sum(left) <= HAND_LIMIT, sum(min(x, g) for x, g in zip(left, goal, strict=True)), sum(left)

        return max(options, key=kept)[0]
