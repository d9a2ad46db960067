"""Catan's rules (the seed's almanac and shared/rules/catan/RULES.md) on the engine protocol."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import product
from typing import Any

from engine.catan import texts as tx
from engine.catan.actions import (
    ACTION_TYPES,
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
    TradeCounter,
    TradeDecline,
    TradeEdit,
    TradePropose,
    TradeStart,
    TradeTo,
)
from engine.catan.board import topology
from engine.catan.components import (
    COST_CITY,
    COST_DEV,
    COST_ROAD,
    COST_SETTLEMENT,
    DEV_COUNTS,
    LARGEST_ARMY_MIN,
    LONGEST_ROAD_MIN,
    PIECES,
    RESOURCE_CARDS,
    VICTORY_POINTS,
)
from engine.catan.layouts import beginner, random_layout
from engine.catan.roads import longest_road
from engine.catan.state import (
    DISCARD,
    FREE_ROADS,
    GENERIC,
    MAIN,
    OVER,
    ROBBER,
    ROLL,
    SETUP_ROAD,
    SETUP_SETTLEMENT,
    TRADE_ANSWER,
    TRADE_CHOOSE,
    TRADE_COUNTER,
    TRADE_WRITE,
    Board,
    CatanState,
)
from engine.core.actions import Action
from engine.core.errors import IllegalAction
from engine.core.messages import Message, MessageKey
from engine.core.options import OptionSpec, with_help
from engine.core.protocol import Game, Outcome, ScoreRow
from engine.core.rng import Chance, Rng

KNIGHT, VP_CARD, ROAD_BUILDING, PLENTY, MONOPOLY = range(5)
TOPO = topology()
# Actions are immutable values: build each one once and hand out the same objects.
ROADS = tuple(BuildRoad(e) for e in range(len(TOPO.edges)))
SETTLEMENTS = tuple(BuildSettlement(v) for v in range(len(TOPO.nodes)))
CITIES = tuple(BuildCity(v) for v in range(len(TOPO.nodes)))
ROBBERS = tuple(tuple(MoveRobber(h, v) for v in range(-1, 4)) for h in range(len(TOPO.hexes)))  # [hex][victim + 1]
MARITIME = tuple(tuple(MaritimeTrade(g, r) for r in range(5)) for g in range(5))
PLENTIES = tuple(tuple(PlayYearOfPlenty(a, b) for b in range(5)) for a in range(5))
MONOPOLIES = tuple(PlayMonopoly(r) for r in range(5))
ROLL_, END_, TRADE_, BUY_, KNIGHT_, ROADS_CARD_ = (
    Roll(),
    EndTurn(),
    TradeStart(),
    BuyDevelopment(),
    PlayKnight(),
    PlayRoadBuilding(),
)
WAITING, ACCEPTED, DECLINED, COUNTERED, NOT_ASKED = 0, 1, 2, 3, -1


def _m(key: MessageKey, count: int | None = None, **params: Any) -> Message:
    return Message(key, params, count)


def _affords(hand: list[int], cost: tuple[int, ...] | list[int]) -> bool:
    return (
        hand[0] >= cost[0] and hand[1] >= cost[1] and hand[2] >= cost[2] and hand[3] >= cost[3] and hand[4] >= cost[4]
    )


def cards_message(cards: Sequence[int]) -> list[Message] | MessageKey:
    """A list of card counts, e.g. "2 bricks, 1 ore" (translated part by part)."""
    parts = [Message(tx.RESOURCE_COUNTS[r], {}, n) for r, n in enumerate(cards) if n]
    return parts or tx.LOG_NOTHING


class Catan(Game[CatanState]):
    name = "catan"

    title = tx.TITLE
    player_counts = (3, 4)
    hidden_information = True
    action_types = ACTION_TYPES
    options = with_help(
        (
            OptionSpec(
                "board",
                tx.OPT_BOARD,
                "beginner",
                (("beginner", tx.V_BEGINNER), ("random", tx.V_RANDOM), ("random_apart", tx.V_RANDOM_APART)),
            ),
            OptionSpec("bank_shortage", tx.OPT_BANK, "nobody", (("nobody", tx.V_NOBODY), ("single", tx.V_SINGLE))),
            OptionSpec("start_player", tx.OPT_START, "first", (("first", tx.V_FIRST), ("dice", tx.V_DICE))),
        ),
        tx.OPTION_HELP,
    )

    # -- set-up -------------------------------------------------------------------
    def new_game(
        self, players: int, seed: int, options: Mapping[str, Any] | None = None, board: Board | None = None
    ) -> CatanState:
        opts = self.resolve_options(players, options)
        rng = Rng(seed)
        if board is None:
            layout = beginner() if opts["board"] == "beginner" else random_layout(rng, opts["board"] == "random_apart")
            board = Board.from_layout(layout)
        start = rng.below(players) if opts["start_player"] == "dice" else 0
        deck = [kind for kind, name in enumerate(DEV_COUNTS) for _ in range(DEV_COUNTS[name])]
        rng.shuffle(deck)
        n = players
        return CatanState(
            players=n,
            board=board,
            rng=rng,
            bank_exception=opts["bank_shortage"] == "single",
            active=start,
            start=start,
            robber=board.desert,
            node_owner=[-1] * len(TOPO.nodes),
            node_level=[0] * len(TOPO.nodes),
            edge_owner=[-1] * len(TOPO.edges),
            hands=[[0] * 5 for _ in range(n)],
            hand_sizes=[0] * n,
            bank=[RESOURCE_CARDS] * 5,
            dev_deck=deck,
            dev_hand=[[0] * 5 for _ in range(n)],
            dev_counts=[0] * n,
            dev_new=[[0] * 5 for _ in range(n)],
            knights=[0] * n,
            settlements_left=[PIECES["settlement"]] * n,
            cities_left=[PIECES["city"]] * n,
            roads_left=[PIECES["road"]] * n,
            road_length=[0] * n,
            discards=[0] * n,
            trade_give=[0] * 5,
            trade_get=[0] * 5,
            trade_answers=[NOT_ASKED] * n,
            counter_give=[[0] * 5 for _ in range(n)],
            counter_get=[[0] * 5 for _ in range(n)],
            produced=[[0] * 5 for _ in range(n)],
            rolls=[0] * 13,
            harbours=[0] * n,
            dev_used=[0] * 5,
        )

    def apply(self, st: CatanState, seat: int, action: Action, chance: Sequence[Any] | None = None) -> Outcome:
        """The protocol's checks, with the legal moves of this position looked up in a set."""
        trade = (TradeStart, TradeEdit, TradeTo, TradePropose, TradeConfirm)
        if isinstance(action, trade) and st.phase != OVER and seat not in self.to_act(st):
            raise IllegalAction(_m(tx.E_TRADE_ACTIVE))  # trades only with the player whose turn it is
        if not isinstance(action, self.action_types):
            return super().apply(st, seat, action, chance)  # the protocol's own refusal
        if st.phase == OVER or seat not in self.to_act(st):
            return super().apply(st, seat, action, chance)
        if action not in self._legal_set(st, seat):
            st.legal_cache = None  # a refused action leaves nothing behind, not even a cache
            raise IllegalAction(self.why_illegal(st, seat, action))
        return self.do(st, seat, action, chance)

    def _legal_set(self, st: CatanState, seat: int) -> frozenset[Action]:
        cache = st.legal_cache
        if cache is None or cache[0] != seat:
            self.legal_actions(st, seat)
            cache = st.legal_cache
            assert cache is not None
        if len(cache) == 2:
            cache = (cache[0], cache[1], frozenset(cache[1]))
            st.legal_cache = cache
        return cache[2]  # type: ignore[misc]

    # -- whose move -------------------------------------------------------------------
    def to_act(self, st: CatanState) -> tuple[int, ...]:
        if st.phase == OVER:
            return ()
        if st.phase == DISCARD:
            return tuple(s for s in range(st.players) if st.discards[s] > 0)
        if st.phase == TRADE_ANSWER:
            return tuple(s for s in range(st.players) if st.trade_answers[s] == WAITING)
        if st.phase == TRADE_COUNTER:
            return (st.counter_seat,)
        return (st.active,)

    def is_over(self, st: CatanState) -> bool:
        return st.phase == OVER

    def turn_key(self, st: CatanState) -> int:
        return st.turn

    # -- where things may go --------------------------------------------------------------
    def _free_for_settlement(self, st: CatanState, v: int) -> bool:
        owner = st.node_owner
        return owner[v] == -1 and all(owner[w] == -1 for w in TOPO.node_nodes[v])

    def _reaches(self, st: CatanState, seat: int, v: int) -> bool:
        return any(st.edge_owner[e] == seat for e in TOPO.node_edges[v])

    def road_spots(self, st: CatanState, seat: int) -> list[int]:
        """Empty edges joined to the seat's network (never through an opponent's building)."""
        eo, no = st.edge_owner, st.node_owner
        node_edges, edges = TOPO.node_edges, TOPO.edges
        ends = set()
        for e, o in enumerate(eo):
            if o == seat:
                a, b = edges[e]
                if no[a] in (-1, seat):
                    ends.add(a)
                if no[b] in (-1, seat):
                    ends.add(b)
        for v, o in enumerate(no):
            if o == seat:
                ends.add(v)
        spots = {e for v in ends for e in node_edges[v] if eo[e] == -1}
        return sorted(spots)

    def settlement_spots(self, st: CatanState, seat: int) -> list[int]:
        return [v for v in range(len(TOPO.nodes)) if self._free_for_settlement(st, v) and self._reaches(st, seat, v)]

    def ratio(self, st: CatanState, seat: int, resource: int) -> int:
        """The best maritime rate: 2 at a harbour of that resource, 3 at a generic one, else 4."""
        bits = st.harbours[seat]
        if bits >> resource & 1:
            return 2
        return 3 if bits >> GENERIC & 1 else 4

    def victims(self, st: CatanState, seat: int, hex_id: int) -> list[int]:
        return sorted({st.node_owner[v] for v in TOPO.hex_nodes[hex_id] if st.node_owner[v] not in (-1, seat)})

    # -- legal actions ---------------------------------------------------------------------
    def legal_actions(self, st: CatanState, seat: int) -> list[Action]:
        cache = st.legal_cache
        if cache is not None and cache[0] == seat:
            return list(cache[1])
        acts = self._legal_actions(st, seat)
        st.legal_cache = (seat, acts)
        return list(acts)

    def _legal_actions(self, st: CatanState, seat: int) -> list[Action]:
        if seat not in self.to_act(st):
            return []
        phase = st.phase
        if phase == SETUP_SETTLEMENT:
            return [SETTLEMENTS[v] for v in range(len(TOPO.nodes)) if self._free_for_settlement(st, v)]
        if phase == SETUP_ROAD:
            return [ROADS[e] for e in TOPO.node_edges[st.setup_node] if st.edge_owner[e] == -1]
        if phase == DISCARD:
            return [Discard(c) for c in self._discard_options(st.hands[seat], st.discards[seat])]
        if phase == ROBBER:
            out: list[Action] = []
            no, sizes, hex_nodes = st.node_owner, st.hand_sizes, TOPO.hex_nodes
            for h in range(len(TOPO.hexes)):
                if h == st.robber:
                    continue
                row = ROBBERS[h]
                out.append(row[0])
                owners = {no[v] for v in hex_nodes[h]}
                out.extend(row[v + 1] for v in sorted(owners) if v != -1 and v != seat and sizes[v] > 0)
            return out
        if phase == FREE_ROADS:
            return [ROADS[e] for e in self.road_spots(st, seat)]
        if phase == ROLL:
            return [ROLL_, *self._dev_plays(st, seat)]
        if phase == MAIN:
            return self._main_actions(st, seat)
        if phase in (TRADE_WRITE, TRADE_COUNTER):
            return self._trade_edits(st, seat)
        if phase == TRADE_ANSWER:
            acts: list[Action] = []
            if _affords(st.hands[seat], tuple(st.trade_get)):
                acts.append(TradeAccept())
            return [*acts, TradeDecline(), TradeCounter()]
        if phase == TRADE_CHOOSE:
            return [*(TradeConfirm(s) for s in self._partners(st)), TradeCancel()]
        return []

    def _discard_options(self, hand: list[int], n: int) -> list[tuple[int, int, int, int, int]]:
        out = []
        for c in product(*(range(min(h, n) + 1) for h in hand)):
            if sum(c) == n:
                out.append(c)
        return out  # type: ignore[return-value]

    def _dev_plays(self, st: CatanState, seat: int) -> list[Action]:
        if st.dev_played or not st.dev_counts[seat]:
            return []
        ready = [h - n for h, n in zip(st.dev_hand[seat], st.dev_new[seat], strict=True)]
        out: list[Action] = []
        if ready[KNIGHT] > 0:
            out.append(KNIGHT_)
        if ready[ROAD_BUILDING] > 0 and st.roads_left[seat] > 0:
            out.append(ROADS_CARD_)
        if ready[PLENTY] > 0:
            for a in range(5):
                for b in range(a, 5):
                    if (st.bank[a] >= 2) if a == b else (st.bank[a] >= 1 and st.bank[b] >= 1):
                        out.append(PLENTIES[a][b])
        if ready[MONOPOLY] > 0:
            out.extend(MONOPOLIES)
        return out

    def _main_actions(self, st: CatanState, seat: int) -> list[Action]:
        hand = st.hands[seat]
        out: list[Action] = []
        if st.roads_left[seat] and _affords(hand, COST_ROAD):
            out.extend(ROADS[e] for e in self.road_spots(st, seat))
        if st.settlements_left[seat] and _affords(hand, COST_SETTLEMENT):
            out.extend(SETTLEMENTS[v] for v in self.settlement_spots(st, seat))
        if st.cities_left[seat] and _affords(hand, COST_CITY):
            out.extend(CITIES[v] for v, o in enumerate(st.node_owner) if o == seat and st.node_level[v] == 1)
        if st.dev_deck and _affords(hand, COST_DEV):
            out.append(BUY_)
        out.extend(self._dev_plays(st, seat))
        for give in range(5) if st.hand_sizes[seat] >= 2 else ():
            if hand[give] >= self.ratio(st, seat, give):
                row = MARITIME[give]
                out.extend(row[get] for get in range(5) if get != give and st.bank[get] > 0)
        if st.hand_sizes[seat] > 0:
            out.append(TRADE_)
        out.append(END_)
        return out

    def _trade_edits(self, st: CatanState, seat: int) -> list[Action]:
        give, get = self._writing(st)
        hand = st.hands[seat]
        out: list[Action] = []
        for r in range(5):
            if give[r] < hand[r] and get[r] == 0:
                out.append(TradeEdit(0, r, 1))
            if give[r] > 0:
                out.append(TradeEdit(0, r, -1))
            if get[r] < RESOURCE_CARDS and give[r] == 0:
                out.append(TradeEdit(1, r, 1))
            if get[r] > 0:
                out.append(TradeEdit(1, r, -1))
        if st.phase == TRADE_WRITE:
            for s in (-1, *range(st.players)):
                if s != seat and s != st.trade_to:
                    out.append(TradeTo(s))
        if sum(give) and sum(get):
            out.append(TradePropose())
        out.append(TradeCancel())
        return out

    def _writing(self, st: CatanState) -> tuple[list[int], list[int]]:
        """The offer being written: the active player's, or the counter-offer (give = what its author gives)."""
        if st.phase == TRADE_COUNTER:
            return st.counter_give[st.counter_seat], st.counter_get[st.counter_seat]
        return st.trade_give, st.trade_get

    def _partners(self, st: CatanState) -> list[int]:
        out = []
        for s in range(st.players):
            answer = st.trade_answers[s]
            if answer == ACCEPTED:
                out.append(s)
            elif answer == COUNTERED and _affords(st.hands[st.active], tuple(st.counter_get[s])):
                out.append(s)
        return out

    # -- why not ------------------------------------------------------------------------------
    def why_illegal(self, st: CatanState, seat: int, a: Action) -> Message:  # noqa: C901 - one rule a branch
        phase = st.phase
        trade_kinds = (
            TradeEdit,
            TradeTo,
            TradePropose,
            TradeAccept,
            TradeDecline,
            TradeCounter,
            TradeConfirm,
            TradeCancel,
        )
        if phase == SETUP_SETTLEMENT:
            if isinstance(a, BuildSettlement):
                return self._why_settlement(st, seat, a.node, setup=True)
            return _m(tx.E_SETUP_SETTLEMENT)
        if phase == SETUP_ROAD:
            return _m(tx.E_SETUP_ROAD)
        if phase == DISCARD:
            if isinstance(a, Discard):
                if any(n < 0 for n in a.cards):
                    return _m(tx.E_DISCARD_NEGATIVE)
                if any(n > held for n, held in zip(a.cards, st.hands[seat], strict=True)):
                    return _m(tx.E_DISCARD_HELD)
                return _m(tx.E_DISCARD_COUNT, st.discards[seat])
            return _m(tx.E_DISCARD_FIRST)
        if phase == ROBBER:
            if isinstance(a, MoveRobber):
                if a.hex == st.robber or not 0 <= a.hex < len(TOPO.hexes):
                    return _m(tx.E_ROBBER_SAME)
                if a.victim != -1 and a.victim not in self.victims(st, seat, a.hex):
                    return _m(tx.E_VICTIM)
                return _m(tx.E_VICTIM_EMPTY)
            return _m(tx.E_ROBBER_FIRST)
        if phase == FREE_ROADS:
            if isinstance(a, BuildRoad):
                return self._why_road(st, seat, a.edge, free=True)
            return _m(tx.E_FREE_ROADS)
        if isinstance(a, trade_kinds) and phase not in (TRADE_WRITE, TRADE_COUNTER, TRADE_ANSWER, TRADE_CHOOSE):
            return _m(tx.E_TRADE_ACTIVE) if seat != st.active else _m(tx.E_PHASE)
        if phase in (TRADE_WRITE, TRADE_COUNTER):
            if isinstance(a, TradeEdit):
                return self._why_trade_edit(st, seat, a)
            if isinstance(a, TradePropose):
                return _m(tx.E_TRADE_EMPTY)
            return _m(tx.E_PHASE)
        if phase == TRADE_ANSWER:
            if isinstance(a, TradeAccept):
                return _m(tx.E_TRADE_CARDS)
            return _m(tx.E_PHASE)
        if phase == TRADE_CHOOSE:
            if isinstance(a, TradeConfirm):
                return _m(tx.E_TRADE_PARTNER)
            return _m(tx.E_PHASE)
        # ROLL or MAIN, the active player's own turn
        if isinstance(a, Roll):
            return _m(tx.E_ROLLED)
        if phase == ROLL and not isinstance(a, (PlayKnight, PlayRoadBuilding, PlayYearOfPlenty, PlayMonopoly)):
            return _m(tx.E_ROLL_FIRST)
        if isinstance(a, (PlayKnight, PlayRoadBuilding, PlayYearOfPlenty, PlayMonopoly)):
            kind = {
                PlayKnight: KNIGHT,
                PlayRoadBuilding: ROAD_BUILDING,
                PlayYearOfPlenty: PLENTY,
                PlayMonopoly: MONOPOLY,
            }[type(a)]
            if st.dev_played:
                return _m(tx.E_ONE_CARD)
            if st.dev_hand[seat][kind] == 0:
                return _m(tx.E_NO_CARD)
            if st.dev_hand[seat][kind] == st.dev_new[seat][kind]:
                return _m(tx.E_NEW_CARD)
            if isinstance(a, PlayRoadBuilding):
                return _m(tx.E_NO_PIECES, piece=tx.PIECE_NAMES["road"])
            if isinstance(a, PlayYearOfPlenty):
                if not (0 <= a.first < 5 and 0 <= a.second < 5):
                    return _m(tx.E_RESOURCE)
                if a.first == a.second and st.bank[a.first] == 1:
                    return _m(tx.E_BANK_TWO, resource=self._res_name(a.first))
                return _m(tx.E_BANK, resource=self._res_name(a.first if st.bank[a.first] < 1 else a.second))
            if isinstance(a, PlayMonopoly):
                return _m(tx.E_RESOURCE)
            return _m(tx.E_PHASE)
        if isinstance(a, BuildRoad):
            return self._why_road(st, seat, a.edge, free=False)
        if isinstance(a, BuildSettlement):
            return self._why_settlement(st, seat, a.node, setup=False)
        if isinstance(a, BuildCity):
            if st.cities_left[seat] == 0:
                return _m(tx.E_NO_PIECES, piece=tx.PIECE_NAMES["city"])
            if not 0 <= a.node < len(TOPO.nodes) or st.node_owner[a.node] != seat or st.node_level[a.node] != 1:
                return _m(tx.E_CITY)
            return _m(tx.E_AFFORD, cost=cards_message(COST_CITY))
        if isinstance(a, BuyDevelopment):
            if not st.dev_deck:
                return _m(tx.E_DECK_EMPTY)
            return _m(tx.E_AFFORD, cost=cards_message(COST_DEV))
        if isinstance(a, MaritimeTrade):
            if not (0 <= a.give < 5 and 0 <= a.get < 5):
                return _m(tx.E_RESOURCE)
            if a.give == a.get:
                return _m(tx.E_SAME)
            if st.bank[a.get] == 0:
                return _m(tx.E_BANK, resource=self._res_name(a.get))
            return _m(tx.E_RATIO, self.ratio(st, seat, a.give), resource=self._res_name(a.give))
        return _m(tx.E_PHASE)

    def _why_trade_edit(self, st: CatanState, seat: int, a: TradeEdit) -> Message:
        if a.side not in (0, 1) or a.delta not in (1, -1):
            return _m(tx.E_PHASE)
        if not 0 <= a.resource < 5:
            return _m(tx.E_RESOURCE)
        give, get = self._writing(st)
        mine, other = (give, get) if a.side == 0 else (get, give)
        if a.delta == -1:
            return _m(tx.E_TRADE_NONE, resource=self._res_name(a.resource))
        if other[a.resource] > 0:
            return _m(tx.E_TRADE_BOTH, resource=self._res_name(a.resource))
        if a.side == 0:
            return _m(tx.E_TRADE_CARDS)
        return _m(tx.E_BANK, resource=self._res_name(a.resource))  # all 19 of them asked for already

    def _res_name(self, r: int) -> MessageKey:
        return tx.RESOURCE_NAMES[r] if 0 <= r < 5 else tx.LOG_NOTHING

    def _why_road(self, st: CatanState, seat: int, e: int, free: bool) -> Message:
        if not 0 <= e < len(TOPO.edges):
            return _m(tx.E_ROAD_LINK)
        if st.roads_left[seat] == 0:
            return _m(tx.E_NO_PIECES, piece=tx.PIECE_NAMES["road"])
        if st.edge_owner[e] != -1:
            return _m(tx.E_TAKEN)
        if not free and not _affords(st.hands[seat], COST_ROAD):
            return _m(tx.E_AFFORD, cost=cards_message(COST_ROAD))
        return _m(tx.E_ROAD_LINK)

    def _why_settlement(self, st: CatanState, seat: int, v: int, setup: bool) -> Message:
        if not 0 <= v < len(TOPO.nodes):
            return _m(tx.E_SETTLEMENT_LINK)
        if st.node_owner[v] != -1:
            return _m(tx.E_TAKEN)
        if not self._free_for_settlement(st, v):
            return _m(tx.E_DISTANCE)
        if setup:
            return _m(tx.E_PHASE)
        if st.settlements_left[seat] == 0:
            return _m(tx.E_NO_PIECES, piece=tx.PIECE_NAMES["settlement"])
        if not _affords(st.hands[seat], COST_SETTLEMENT):
            return _m(tx.E_AFFORD, cost=cards_message(COST_SETTLEMENT))
        return _m(tx.E_SETTLEMENT_LINK)

    # -- applying ----------------------------------------------------------------------------
    def do(self, st: CatanState, seat: int, a: Action, chance: Sequence[Any] | None) -> Outcome:  # noqa: C901
        st.legal_cache = None
        ch = Chance(st.rng, chance)
        log: list[Message] = []
        if isinstance(a, BuildSettlement):
            self._settle(st, seat, a.node, log)
        elif isinstance(a, BuildRoad):
            self._road(st, seat, a.edge, log)
        elif isinstance(a, BuildCity):
            self._pay(st, seat, COST_CITY)
            st.node_level[a.node] = 2
            st.cities_left[seat] -= 1
            st.settlements_left[seat] += 1
            log.append(_m(tx.LOG_CITY, player=seat))
        elif isinstance(a, Roll):
            self._roll(st, seat, ch, log)
        elif isinstance(a, Discard):
            for r, n in enumerate(a.cards):
                st.hands[seat][r] -= n
                st.bank[r] += n
            st.discards[seat] = 0
            log.append(_m(tx.LOG_DISCARD, sum(a.cards), player=seat))
            if not any(st.discards):
                st.phase = ROBBER
        elif isinstance(a, MoveRobber):
            st.robber = a.hex
            log.append(_m(tx.LOG_ROBBER, player=seat))
            if a.victim != -1:
                hand = st.hands[a.victim]
                stolen = ch.pick([r for r in range(5) for _ in range(hand[r])])  # a random card of the hand
                hand[stolen] -= 1
                st.hands[seat][stolen] += 1
                # the card is public to the thief and the victim only: `seen_by` lets a screen that
                # belongs to one of them say which (the line everybody reads does not)
                seen = _m(tx.LOG_STEAL_SEEN, player=seat, player2=a.victim, card=tx.RESOURCE_NAMES[stolen])
                log.append(_m(tx.LOG_STEAL, player=seat, player2=a.victim, seen=seen, seen_by=[seat, a.victim]))
            st.phase = st.robber_return
        elif isinstance(a, BuyDevelopment):
            self._pay(st, seat, COST_DEV)
            kind = st.dev_deck.pop()
            ch.reveal({"card": 1})  # the card is seen by its buyer: undo stops here
            st.dev_hand[seat][kind] += 1
            st.dev_new[seat][kind] += 1
            log.append(_m(tx.LOG_BUY, player=seat))
        elif isinstance(a, (PlayKnight, PlayRoadBuilding, PlayYearOfPlenty, PlayMonopoly)):
            self._play(st, seat, a, log)
        elif isinstance(a, MaritimeTrade):
            n = self.ratio(st, seat, a.give)
            st.hands[seat][a.give] -= n
            st.bank[a.give] += n
            st.hands[seat][a.get] += 1
            st.bank[a.get] -= 1
            log.append(
                _m(tx.LOG_MARITIME, n, player=seat, give=tx.RESOURCE_NAMES[a.give], get=tx.RESOURCE_NAMES[a.get])
            )
        elif isinstance(a, EndTurn):
            self._end_turn(st, log)
        else:
            self._trade(st, seat, a, log)
        self._recount(st)
        self._check_win(st, log)
        return Outcome(ch.results, log)

    @staticmethod
    def _recount(st: CatanState) -> None:
        """Hand and development-card counts after a move. On a view (a bot trying a move on what it
        sees) only the viewer's own hand is known: the others keep the counts the view showed."""
        if st.viewer == -1:
            st.hand_sizes = [sum(h) for h in st.hands]
            st.dev_counts = [sum(d) for d in st.dev_hand]
        elif st.viewer is not None:
            st.hand_sizes[st.viewer] = sum(st.hands[st.viewer])
            st.dev_counts[st.viewer] = sum(st.dev_hand[st.viewer])

    def _pay(self, st: CatanState, seat: int, cost: tuple[int, ...]) -> None:
        for r, n in enumerate(cost):
            st.hands[seat][r] -= n
            st.bank[r] += n

    def _settle(self, st: CatanState, seat: int, v: int, log: list[Message]) -> None:
        if st.phase == MAIN:
            self._pay(st, seat, COST_SETTLEMENT)
        st.node_owner[v] = seat
        st.node_level[v] = 1
        st.settlements_left[seat] -= 1
        if st.board.node_harbour[v] != -1:
            st.harbours[seat] |= 1 << st.board.node_harbour[v]
        log.append(_m(tx.LOG_SETTLEMENT, player=seat))
        if st.phase == SETUP_SETTLEMENT:
            st.setup_node = v
            st.phase = SETUP_ROAD
            if st.setup_step >= st.players:  # the second settlement yields its hexes' resources
                got = [0] * 5
                for h in TOPO.node_hexes[v]:
                    r = st.board.hex_resource[h]
                    if r >= 0 and st.bank[r] > 0:
                        st.bank[r] -= 1
                        st.hands[seat][r] += 1
                        st.produced[seat][r] += 1
                        got[r] += 1
                # taken openly from the bank, so everyone may read what
                log.append(_m(tx.LOG_START_CARDS, player=seat, cards=cards_message(got)))
        # a settlement may cut an opponent's road in two
        touched = {st.edge_owner[e] for e in TOPO.node_edges[v]} - {-1, seat}
        holder_before = st.road_length[st.longest_holder] if st.longest_holder != -1 else 0
        for other in touched:
            st.road_length[other] = longest_road(st, other)
        if touched:
            holder_cut = st.longest_holder in touched and st.road_length[st.longest_holder] < holder_before
            self._award_longest(st, log, after_cut=holder_cut)

    def _road(self, st: CatanState, seat: int, e: int, log: list[Message]) -> None:
        if st.phase == MAIN:
            self._pay(st, seat, COST_ROAD)
        st.edge_owner[e] = seat
        st.roads_left[seat] -= 1
        log.append(_m(tx.LOG_ROAD, player=seat))
        st.road_length[seat] = longest_road(st, seat)
        self._award_longest(st, log)
        if st.phase == SETUP_ROAD:
            st.setup_step += 1
            st.turn += 1
            n = st.players
            if st.setup_step == 2 * n:
                st.phase, st.active = ROLL, st.start
            else:
                k = st.setup_step if st.setup_step < n else 2 * n - 1 - st.setup_step
                st.phase, st.active = SETUP_SETTLEMENT, (st.start + k) % n
        elif st.phase == FREE_ROADS:
            st.free_roads -= 1
            if st.free_roads == 0 or st.roads_left[seat] == 0 or not self.road_spots(st, seat):
                st.free_roads = 0
                st.phase = st.robber_return

    def _award_longest(self, st: CatanState, log: list[Message], after_cut: bool = False) -> None:
        """Longest Road: 5+ roads. When another player builds a road to a tie, the holder keeps the
        card; when the holder's own road was cut (`after_cut`), a tie is not enough: "if such a break
        leads to a situation in which no single player clearly has the longest road, the card is set
        aside". In every case the card goes to a single longest road of 5+, or aside when none is."""
        lengths = st.road_length
        best = max(lengths)
        holder = st.longest_holder
        if not after_cut and holder != -1 and lengths[holder] == best and best >= LONGEST_ROAD_MIN:
            return
        leaders = [s for s in range(st.players) if lengths[s] == best]
        new = leaders[0] if best >= LONGEST_ROAD_MIN and len(leaders) == 1 else -1
        if new != holder:
            st.longest_holder = new
            log.append(_m(tx.LOG_LONGEST, player=new) if new != -1 else _m(tx.LOG_LONGEST_ASIDE))

    def _roll(self, st: CatanState, seat: int, ch: Chance, log: list[Message]) -> None:
        d1, d2 = ch.roll(6), ch.roll(6)
        st.dice = (d1, d2)
        total = d1 + d2
        st.rolls[total] += 1
        log.append(_m(tx.LOG_ROLL, player=seat, first=d1, second=d2))
        if total == 7:
            st.discards = [h // 2 if h > 7 else 0 for h in st.hand_sizes]
            st.robber_return = MAIN
            st.phase = DISCARD if any(st.discards) else ROBBER
            return
        owed = [[0] * 5 for _ in range(st.players)]
        for h in st.board.number_hexes.get(total, ()):
            if h == st.robber:
                continue
            r = st.board.hex_resource[h]
            for v in TOPO.hex_nodes[h]:
                if st.node_owner[v] != -1:
                    owed[st.node_owner[v]][r] += st.node_level[v]
        for r in range(5):
            want = sum(o[r] for o in owed)
            if not want:
                continue
            owed_seats = [s for s in range(st.players) if owed[s][r]]
            if want > st.bank[r]:
                if st.bank_exception and len(owed_seats) == 1:
                    owed[owed_seats[0]][r] = st.bank[r]
                else:
                    log.append(_m(tx.LOG_SHORTAGE, resource=tx.RESOURCE_NAMES[r]))
                    continue
            for s in owed_seats:
                n = owed[s][r]
                if n:
                    st.bank[r] -= n
                    st.hands[s][r] += n
                    st.produced[s][r] += n
                    log.append(_m(tx.LOG_GAIN, n, player=s, resource=tx.RESOURCE_NAMES[r]))
        st.phase = MAIN

    def _play(self, st: CatanState, seat: int, a: Action, log: list[Message]) -> None:
        kind = {PlayKnight: KNIGHT, PlayRoadBuilding: ROAD_BUILDING, PlayYearOfPlenty: PLENTY, PlayMonopoly: MONOPOLY}[
            type(a)
        ]
        st.dev_hand[seat][kind] -= 1
        st.dev_used[kind] += 1
        st.dev_played = True
        log.append(_m(tx.LOG_PLAY, player=seat, card=tx.DEV_NAMES[kind]))
        back = st.phase  # ROLL or MAIN: where play resumes
        if isinstance(a, PlayKnight):
            st.knights[seat] += 1
            k = st.knights[seat]
            holder = st.army_holder
            if k >= LARGEST_ARMY_MIN and holder != seat and (holder == -1 or k > st.knights[holder]):
                st.army_holder = seat
                log.append(_m(tx.LOG_ARMY, player=seat))
            st.robber_return, st.phase = back, ROBBER
        elif isinstance(a, PlayRoadBuilding):
            st.free_roads = min(2, st.roads_left[seat])
            if self.road_spots(st, seat):
                st.robber_return, st.phase = back, FREE_ROADS
            else:
                st.free_roads = 0
        elif isinstance(a, PlayYearOfPlenty):
            for r in (a.first, a.second):
                st.bank[r] -= 1
                st.hands[seat][r] += 1
            log.append(
                _m(tx.LOG_PLENTY, player=seat, first=tx.RESOURCE_NAMES[a.first], second=tx.RESOURCE_NAMES[a.second])
            )
        elif isinstance(a, PlayMonopoly):
            total = 0
            for s in range(st.players):
                if s != seat:
                    total += st.hands[s][a.resource]
                    st.hands[s][a.resource] = 0
            st.hands[seat][a.resource] += total
            log.append(_m(tx.LOG_MONOPOLY, total, player=seat, resource=tx.RESOURCE_NAMES[a.resource]))

    def _trade(self, st: CatanState, seat: int, a: Action, log: list[Message]) -> None:
        n = st.players
        if isinstance(a, TradeStart):
            st.trade_give, st.trade_get, st.trade_to = [0] * 5, [0] * 5, -1
            st.phase = TRADE_WRITE
        elif isinstance(a, TradeEdit):
            give, get = self._writing(st)
            (give if a.side == 0 else get)[a.resource] += a.delta
        elif isinstance(a, TradeTo):
            st.trade_to = a.seat
        elif isinstance(a, TradePropose):
            if st.phase == TRADE_WRITE:
                st.trade_answers = [
                    WAITING if s != st.active and st.trade_to in (-1, s) else NOT_ASKED for s in range(n)
                ]
                st.counter_give = [[0] * 5 for _ in range(n)]
                st.counter_get = [[0] * 5 for _ in range(n)]
                log.append(
                    _m(tx.LOG_OFFER, player=seat, give=cards_message(st.trade_give), get=cards_message(st.trade_get))
                )
                st.phase = TRADE_ANSWER
            else:  # a counter-offer is on the table
                s = st.counter_seat
                st.trade_answers[s] = COUNTERED
                log.append(
                    _m(
                        tx.LOG_COUNTER,
                        player=s,
                        give=cards_message(st.counter_give[s]),
                        get=cards_message(st.counter_get[s]),
                    )
                )
                st.counter_seat = -1
                st.phase = TRADE_ANSWER
                self._answers_done(st)
        elif isinstance(a, TradeAccept):
            st.trade_answers[seat] = ACCEPTED
            log.append(_m(tx.LOG_ACCEPT, player=seat))
            self._answers_done(st)
        elif isinstance(a, TradeDecline):
            st.trade_answers[seat] = DECLINED
            log.append(_m(tx.LOG_DECLINE, player=seat))
            self._answers_done(st)
        elif isinstance(a, TradeCounter):
            st.counter_seat = seat
            st.counter_give[seat] = [0] * 5
            st.counter_get[seat] = [0] * 5
            st.phase = TRADE_COUNTER
        elif isinstance(a, TradeConfirm):
            p = a.seat
            if st.trade_answers[p] == ACCEPTED:
                to_partner, from_partner = st.trade_give, st.trade_get
            else:
                to_partner, from_partner = st.counter_get[p], st.counter_give[p]
            for r in range(5):
                st.hands[st.active][r] += from_partner[r] - to_partner[r]
                st.hands[p][r] += to_partner[r] - from_partner[r]
            log.append(_m(tx.LOG_DEAL, player=st.active, player2=p))
            self._close_trade(st)
        elif isinstance(a, TradeCancel):
            if st.phase == TRADE_COUNTER:  # the counter-offer is dropped; its author answers again
                st.counter_give[seat] = [0] * 5
                st.counter_get[seat] = [0] * 5
                st.counter_seat = -1
                st.phase = TRADE_ANSWER
            else:
                if st.phase != TRADE_WRITE:
                    log.append(_m(tx.LOG_NO_DEAL, player=seat))
                self._close_trade(st)

    def _answers_done(self, st: CatanState) -> None:
        if st.phase == TRADE_ANSWER and WAITING not in st.trade_answers:
            st.phase = TRADE_CHOOSE

    def _close_trade(self, st: CatanState) -> None:
        n = st.players
        st.trade_give, st.trade_get, st.trade_to = [0] * 5, [0] * 5, -1
        st.trade_answers = [NOT_ASKED] * n
        st.counter_give = [[0] * 5 for _ in range(n)]
        st.counter_get = [[0] * 5 for _ in range(n)]
        st.counter_seat = -1
        st.phase = MAIN

    def _end_turn(self, st: CatanState, log: list[Message]) -> None:
        seat = st.active
        st.dev_new[seat] = [0] * 5
        st.dev_played = False
        st.active = (seat + 1) % st.players
        st.turn += 1
        st.phase = ROLL

    def victory_points(self, st: CatanState, seat: int) -> int:
        """Settlements 1, cities 2, Longest Road and Largest Army 2 each, victory point cards 1."""
        settlements = PIECES["settlement"] - st.settlements_left[seat]
        cities = PIECES["city"] - st.cities_left[seat]
        pts = settlements + 2 * cities + st.dev_hand[seat][VP_CARD]
        if st.longest_holder == seat:
            pts += 2
        if st.army_holder == seat:
            pts += 2
        return pts

    def _check_win(self, st: CatanState, log: list[Message]) -> None:
        """Ten points win at any moment of one's own turn (never in the set-up's middle)."""
        if st.phase in (OVER, SETUP_SETTLEMENT, SETUP_ROAD):
            return
        pts = self.victory_points(st, st.active)
        if pts >= VICTORY_POINTS:
            st.winner = st.active
            st.phase = OVER
            log.append(_m(tx.LOG_WIN, pts, player=st.active))

    # -- reading ------------------------------------------------------------------------------
    def view(self, st: CatanState, seat: int | None) -> CatanState:
        v = st.clone()
        v.viewer = seat
        for s in range(st.players):
            if s != seat:
                v.hands[s] = [0] * 5
                v.dev_hand[s] = [0] * 5
                v.dev_new[s] = [0] * 5
        v.dev_deck = [-1] * len(st.dev_deck)
        v.rng = Rng(0)
        return v

    def scores(self, st: CatanState) -> list[float]:
        return [float(self.victory_points(st, s)) for s in range(st.players)]

    def winners(self, st: CatanState) -> list[int]:
        if st.winner != -1:
            return [st.winner]
        return super().winners(st)

    def score_breakdown(self, st: CatanState) -> list[ScoreRow]:
        n = range(st.players)
        settlements = tuple(
            float(sum(1 for v, o in enumerate(st.node_owner) if o == s and st.node_level[v] == 1)) for s in n
        )
        cities = tuple(2.0 * sum(1 for v, o in enumerate(st.node_owner) if o == s and st.node_level[v] == 2) for s in n)
        longest = tuple(2.0 if st.longest_holder == s else 0.0 for s in n)
        army = tuple(2.0 if st.army_holder == s else 0.0 for s in n)
        cards = tuple(float(st.dev_hand[s][VP_CARD]) for s in n)
        total = tuple(float(self.victory_points(st, s)) for s in n)
        return [
            ScoreRow(tx.ROW_SETTLEMENTS, settlements),
            ScoreRow(tx.ROW_CITIES, cities),
            ScoreRow(tx.ROW_LONGEST, longest),
            ScoreRow(tx.ROW_ARMY, army),
            ScoreRow(tx.ROW_VP_CARDS, cards),
            ScoreRow(tx.ROW_TOTAL, total),
        ]

    def clone(self, st: CatanState) -> CatanState:
        return st.clone()

    def check_invariants(self, st: CatanState) -> None:
        if st.viewer != -1:
            return
        for r in range(5):
            total = st.bank[r] + sum(h[r] for h in st.hands)
            assert total == RESOURCE_CARDS, f"resource {r}: {total} cards"
        for lst in (st.bank, *st.hands, st.settlements_left, st.cities_left, st.roads_left, *st.dev_hand):
            assert all(x >= 0 for x in lst), "negative stock"
        for kind, name in enumerate(DEV_COUNTS):
            held = st.dev_deck.count(kind) + sum(d[kind] for d in st.dev_hand) + st.dev_used[kind]
            assert held == DEV_COUNTS[name], f"development cards of kind {kind}: {held}"
        assert st.dev_used[KNIGHT] == sum(st.knights)
        for s in range(st.players):
            settlements = sum(1 for v, o in enumerate(st.node_owner) if o == s and st.node_level[v] == 1)
            cities = sum(1 for v, o in enumerate(st.node_owner) if o == s and st.node_level[v] == 2)
            roads = st.edge_owner.count(s)
            assert cities + st.cities_left[s] == PIECES["city"], "city pieces"
            assert roads + st.roads_left[s] == PIECES["road"], "road pieces"
            assert settlements + st.settlements_left[s] == PIECES["settlement"], "settlement pieces"
        for v, o in enumerate(st.node_owner):
            if o != -1:
                assert all(st.node_owner[w] == -1 for w in TOPO.node_nodes[v]), "distance rule broken"
        assert st.hand_sizes == [sum(h) for h in st.hands]
        for s in range(st.players):
            bits = 0
            for v, o in enumerate(st.node_owner):
                if o == s and st.board.node_harbour[v] != -1:
                    bits |= 1 << st.board.node_harbour[v]
            assert st.harbours[s] == bits, "harbour access out of date"


GAME = Catan()
