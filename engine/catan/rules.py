"""Catan's rules (the seed's almanac and shared/rules/catan/RULES.md) on the engine protocol."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import engine.catan.texts as tx
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
    KNIGHT,
    LARGEST_ARMY_MIN,
    LONGEST_ROAD_MIN,
    MONOPOLY,
    PIECES,
    PLENTY,
    RESOURCE_CARDS,
    ROAD_BUILDING,
    VICTORY_POINTS,
    VP_CARD,
)
from engine.catan.layouts import beginner, random_layout
from engine.catan.moves import free_for_settlement, legal_moves, road_spots, settlement_spots, writing
from engine.catan.refusals import why_illegal
from engine.catan.roads import longest_road
from engine.catan.state import (
    ACCEPTED,
    COUNTERED,
    DECLINED,
    DISCARD,
    FREE_ROADS,
    GENERIC,
    MAIN,
    NOT_ASKED,
    OVER,
    ROBBER,
    ROLL,
    SETUP_ROAD,
    SETUP_SETTLEMENT,
    TRADE_ANSWER,
    TRADE_CHOOSE,
    TRADE_COUNTER,
    TRADE_WRITE,
    WAITING,
    Board,
    CatanState,
    second_settlement,
)
from engine.catan.texts import cards_message
from engine.catan.texts import message as _m
from engine.core.actions import Action
from engine.core.errors import IllegalAction
from engine.core.messages import Message
from engine.core.options import OptionSpec, with_help
from engine.core.protocol import NOT_AN_ACTION, Game, Outcome, ScoreRow
from engine.core.rng import Chance, Rng
from engine.core.shape import check_shape

TOPO = topology()
# the trade actions only the active player may take (refused with their own reason to anyone else)
TRADE_OPENERS = (TradeStart, TradeEdit, TradeTo, TradePropose, TradeConfirm)


class Catan(Game[CatanState]):
    name = "catan"

    title = tx.TITLE
    authors = "Klaus Teuber"
    player_counts = (3, 4)
    hidden_information = True
    chance_undo = tx.UNDO_CHANCE
    impersonal_log = frozenset({tx.LOG_SHORTAGE, tx.LOG_LONGEST_ASIDE})
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
            OptionSpec("start_player", tx.OPT_START, "dice", (("first", tx.V_FIRST), ("dice", tx.V_DICE))),
            OptionSpec(
                "trade_build", tx.OPT_ORDER, "trade_first", (("trade_first", tx.V_TRADE_FIRST), ("any", tx.V_ANY_ORDER))
            ),
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
            trade_first=opts["trade_build"] == "trade_first",
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
        """The protocol's checks, with the legal moves of this position looked up by identity first."""
        if seat not in self.to_act(st):  # also every seat once the game is over
            if seat == st.active and st.phase in (DISCARD, TRADE_ANSWER, TRADE_COUNTER):  # his turn, the others first
                check_shape(seat, action, self.action_types, NOT_AN_ACTION)  # a malformed move is told so first
                raise IllegalAction(_m(tx.E_DISCARD_FIRST if st.phase == DISCARD else tx.E_WAIT_ANSWERS))
            if st.phase != OVER and isinstance(action, TRADE_OPENERS):
                raise IllegalAction(_m(tx.E_TRADE_ACTIVE))  # trades only with the player whose turn it is
            return super().apply(st, seat, action, chance)  # the protocol's own refusal
        if type(action) not in DOERS and not isinstance(action, self.action_types):  # the exact type: one look-up
            return super().apply(st, seat, action, chance)  # the protocol's own refusal
        # Is the action among the legal ones? Legal lists hand out the shared action objects of
        # engine.catan.moves, so a move picked from one is found by identity, with nothing hashed; an
        # equal action that is another object (decoded from a log, built by a bot) is looked up in a set.
        cache = st.legal_cache
        if cache is None or cache[0] != seat:
            self.legal_actions(st, seat)
            cache = st.legal_cache
            assert cache is not None
        for legal in cache[1]:
            if legal is action:
                return self.do(st, seat, action, chance)
        if len(cache) == 2:
            cache = (cache[0], cache[1], frozenset(cache[1]))
            st.legal_cache = cache
        if action not in cache[2]:
            st.legal_cache = None  # a refused action leaves nothing behind, not even a cache
            raise IllegalAction(self.why_illegal(st, seat, action))
        return self.do(st, seat, action, chance)

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
        return free_for_settlement(st.node_owner, v)

    def road_spots(self, st: CatanState, seat: int) -> list[int]:
        """Empty edges joined to the seat's network (never through an opponent's building)."""
        return road_spots(st, seat)

    def settlement_spots(self, st: CatanState, seat: int) -> list[int]:
        return settlement_spots(st, seat)

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
        acts = legal_moves(st, seat) if seat in self.to_act(st) else []
        st.legal_cache = (seat, acts)
        return list(acts)

    # -- why not ------------------------------------------------------------------------------
    def why_illegal(self, st: CatanState, seat: int, a: Action) -> Message:
        return why_illegal(self, st, seat, a)

    # -- applying ----------------------------------------------------------------------------
    def do(self, st: CatanState, seat: int, a: Action, chance: Sequence[Any] | None) -> Outcome:
        st.legal_cache = None
        ch = Chance(st.rng, chance)
        log: list[Message] = []
        doer = DOERS.get(type(a))
        if doer is None:  # a subclass of an action type: the first type it is an instance of
            doer = next((f for t, f in DOERS.items() if isinstance(a, t)), Catan._do_trade)
        doer(self, st, seat, a, ch, log)
        self._recount(st)
        self._check_win(st, log)
        return Outcome(ch.results, log)

    # One method an action type, all with the same arguments, looked up by type in DOERS (below the class):
    # a dictionary look-up instead of a chain of isinstance tests on every move.
    def _do_settlement(self, st: CatanState, seat: int, a: BuildSettlement, ch: Chance, log: list[Message]) -> None:
        st.built = st.built or st.phase == MAIN
        self._settle(st, seat, a.node, log)

    def _do_road(self, st: CatanState, seat: int, a: BuildRoad, ch: Chance, log: list[Message]) -> None:
        st.built = st.built or st.phase == MAIN  # a road paid for; Road Building's free ones are a card's
        self._road(st, seat, a.edge, log)

    def _do_city(self, st: CatanState, seat: int, a: BuildCity, ch: Chance, log: list[Message]) -> None:
        st.built = True
        self._pay(st, seat, COST_CITY)
        st.node_level[a.node] = 2
        st.cities_left[seat] -= 1
        st.settlements_left[seat] += 1
        log.append(_m(tx.LOG_CITY, player=seat))

    def _do_discard(self, st: CatanState, seat: int, a: Discard, ch: Chance, log: list[Message]) -> None:
        for r, n in enumerate(a.cards):
            st.hands[seat][r] -= n
            st.bank[r] += n
        st.discards[seat] = 0
        log.append(_m(tx.LOG_DISCARD, sum(a.cards), player=seat))
        if not any(st.discards):
            st.phase = ROBBER

    def _do_robber(self, st: CatanState, seat: int, a: MoveRobber, ch: Chance, log: list[Message]) -> None:
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

    def _do_buy(self, st: CatanState, seat: int, a: BuyDevelopment, ch: Chance, log: list[Message]) -> None:
        st.built = True  # buying a card is part of the building phase (the building-cost card lists it)
        self._pay(st, seat, COST_DEV)
        kind = st.dev_deck.pop()
        ch.reveal({"card": 1})  # the card is seen by its buyer: undo stops here
        st.dev_hand[seat][kind] += 1
        st.dev_new[seat][kind] += 1
        log.append(_m(tx.LOG_BUY, player=seat))

    def _do_play(self, st: CatanState, seat: int, a: Action, ch: Chance, log: list[Message]) -> None:
        self._play(st, seat, a, log)

    def _do_maritime(self, st: CatanState, seat: int, a: MaritimeTrade, ch: Chance, log: list[Message]) -> None:
        n = self.ratio(st, seat, a.give)
        st.hands[seat][a.give] -= n
        st.bank[a.give] += n
        st.hands[seat][a.get] += 1
        st.bank[a.get] -= 1
        log.append(_m(tx.LOG_MARITIME, n, player=seat, give=tx.RESOURCE_NAMES[a.give], get=tx.RESOURCE_NAMES[a.get]))

    def _do_trade(self, st: CatanState, seat: int, a: Action, ch: Chance, log: list[Message]) -> None:
        self._trade(st, seat, a, log)

    @staticmethod
    def _recount(st: CatanState) -> None:
        """Hand and development-card counts after a move. On a view (a bot trying a move on what it
        sees) only the viewer's own hand is known: the others keep the counts the view showed."""
        if st.viewer == -1:
            st.hand_sizes = list(map(sum, st.hands))  # map: no Python-level loop on every move
            st.dev_counts = list(map(sum, st.dev_hand))
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
            if second_settlement(st):  # the second settlement yields its hexes' resources
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

    def _do_roll(self, st: CatanState, seat: int, a: Roll, ch: Chance, log: list[Message]) -> None:
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
        # what the buildings on the rolled number's hexes are owed, per seat and resource, and in all
        owed: list[list[int]] | None = None  # made only when a building is owed something
        want = [0] * 5
        robber, node_owner, node_level, hex_resource = st.robber, st.node_owner, st.node_level, st.board.hex_resource
        for h in st.board.number_hexes.get(total, ()):
            if h == robber:
                continue
            r = hex_resource[h]
            for v in TOPO.hex_nodes[h]:
                o = node_owner[v]
                if o != -1:
                    if owed is None:
                        owed = [[0] * 5 for _ in range(st.players)]
                    owed[o][r] += node_level[v]
                    want[r] += node_level[v]
        if owed is not None:
            self._produce(st, owed, want, log)
        st.phase = MAIN

    def _produce(self, st: CatanState, owed: list[list[int]], want: list[int], log: list[Message]) -> None:
        """Pay out a roll, resource by resource; a resource the bank cannot pay everyone goes to nobody.
        The log says what each seat received in one line, in seat order, after any shortage."""
        received = [[0] * 5 for _ in range(st.players)]
        for r in range(5):
            if not want[r]:
                continue
            owed_seats = [s for s in range(st.players) if owed[s][r]]
            if want[r] > st.bank[r]:
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
                    received[s][r] = n
        for s, cards in enumerate(received):
            if any(cards):
                log.append(_m(tx.LOG_GAINS, player=s, cards=tx.cards_message(cards)))

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
            give, get = writing(st)
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

    def _do_end(self, st: CatanState, seat: int, a: EndTurn, ch: Chance, log: list[Message]) -> None:
        active = st.active  # the seat ending its turn (`seat` is always this one)
        st.dev_new[active] = [0] * 5
        st.dev_played = False
        st.built = False
        st.active = (active + 1) % st.players
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


# `do`'s handler of each action type (in the order a subclass is matched); the trade actions share one.
DOERS: dict[type[Action], Callable[[Catan, CatanState, int, Any, Chance, list[Message]], None]] = {
    BuildSettlement: Catan._do_settlement,
    BuildRoad: Catan._do_road,
    BuildCity: Catan._do_city,
    Roll: Catan._do_roll,
    Discard: Catan._do_discard,
    MoveRobber: Catan._do_robber,
    BuyDevelopment: Catan._do_buy,
    PlayKnight: Catan._do_play,
    PlayRoadBuilding: Catan._do_play,
    PlayYearOfPlenty: Catan._do_play,
    PlayMonopoly: Catan._do_play,
    MaritimeTrade: Catan._do_maritime,
    EndTurn: Catan._do_end,
    **{t: Catan._do_trade for t in ACTION_TYPES if t.kind.startswith("trade_")},
}
assert set(DOERS) == set(ACTION_TYPES), "every action type has its handler"

GAME = Catan()
