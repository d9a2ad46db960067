"""Why an action is not legal: the rule it breaks, told to the player. Asked only once an action has been
found missing from the legal ones (engine.catan.rules), so none of this is on a hot path."""

from __future__ import annotations

from typing import Protocol

import engine.catan.texts as tx
from engine.catan.actions import (
    BuildCity,
    BuildRoad,
    BuildSettlement,
    BuyDevelopment,
    Discard,
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
from engine.catan.components import (
    COST_CITY,
    COST_DEV,
    COST_ROAD,
    COST_SETTLEMENT,
    KNIGHT,
    MONOPOLY,
    PLENTY,
    ROAD_BUILDING,
)
from engine.catan.moves import TOPO, affords, free_for_settlement, trading_over, writing
from engine.catan.state import (
    COUNTERED,
    DISCARD,
    FREE_ROADS,
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
from engine.catan.texts import cards_message
from engine.catan.texts import message as _m
from engine.core.actions import Action
from engine.core.messages import Message, MessageKey


class Rules(Protocol):
    """What of the rules (engine.catan.rules.Catan) the reasons read; a protocol, so this module does not
    import the rules that import it."""

    def victims(self, st: CatanState, seat: int, hex_id: int) -> list[int]: ...

    def ratio(self, st: CatanState, seat: int, resource: int) -> int: ...


def why_illegal(game: Rules, st: CatanState, seat: int, a: Action) -> Message:  # noqa: C901 - one rule a branch
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
            return _why_settlement(st, seat, a.node, setup=True)
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
            if a.victim != -1 and a.victim not in game.victims(st, seat, a.hex):
                return _m(tx.E_VICTIM)
            return _m(tx.E_VICTIM_EMPTY)
        return _m(tx.E_ROBBER_FIRST)
    if phase == FREE_ROADS:
        if isinstance(a, BuildRoad):
            return _why_road(st, seat, a.edge, free=True)
        return _m(tx.E_FREE_ROADS)
    if isinstance(a, trade_kinds) and phase not in (TRADE_WRITE, TRADE_COUNTER, TRADE_ANSWER, TRADE_CHOOSE):
        return _m(tx.E_TRADE_ACTIVE) if seat != st.active else _m(tx.E_PHASE)
    if phase in (TRADE_WRITE, TRADE_COUNTER):
        if isinstance(a, TradeEdit):
            return _why_trade_edit(st, seat, a)
        if isinstance(a, TradePropose):
            return _m(tx.E_TRADE_EMPTY)
        return _m(tx.E_PHASE)
    if phase == TRADE_ANSWER:
        if isinstance(a, TradeAccept):
            return _m(tx.E_TRADE_CARDS)
        return _m(tx.E_PHASE)
    if phase == TRADE_CHOOSE:
        if isinstance(a, TradeConfirm):
            countered = 0 <= a.seat < st.players and st.trade_answers[a.seat] == COUNTERED
            return _m(tx.E_TRADE_COUNTER_PAY if countered else tx.E_TRADE_PARTNER)
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
                return _m(tx.E_BANK_TWO, resource=_res_name(a.first))
            return _m(tx.E_BANK, resource=_res_name(a.first if st.bank[a.first] < 1 else a.second))
        if isinstance(a, PlayMonopoly):
            return _m(tx.E_RESOURCE)
        return _m(tx.E_PHASE)
    if isinstance(a, BuildRoad):
        return _why_road(st, seat, a.edge, free=False)
    if isinstance(a, BuildSettlement):
        return _why_settlement(st, seat, a.node, setup=False)
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
    if isinstance(a, TradeStart):
        return _m(tx.E_TRADE_AFTER_BUILD if trading_over(st) else tx.E_TRADE_NO_HAND)
    if isinstance(a, MaritimeTrade):
        if not (0 <= a.give < 5 and 0 <= a.get < 5):
            return _m(tx.E_RESOURCE)
        if a.give == a.get:
            return _m(tx.E_SAME)
        if trading_over(st):
            return _m(tx.E_TRADE_AFTER_BUILD)
        if st.bank[a.get] == 0:
            return _m(tx.E_BANK, resource=_res_name(a.get))
        return _m(tx.E_RATIO, game.ratio(st, seat, a.give), resource=_res_name(a.give))
    return _m(tx.E_PHASE)


def _why_trade_edit(st: CatanState, seat: int, a: TradeEdit) -> Message:
    if a.side not in (0, 1) or a.delta not in (1, -1):
        return _m(tx.E_PHASE)
    if not 0 <= a.resource < 5:
        return _m(tx.E_RESOURCE)
    give, get = writing(st)
    mine, other = (give, get) if a.side == 0 else (get, give)
    if a.delta == -1:
        return _m(tx.E_TRADE_NONE, resource=_res_name(a.resource))
    if other[a.resource] > 0:
        return _m(tx.E_TRADE_BOTH, resource=_res_name(a.resource))
    if a.side == 0:
        return _m(tx.E_TRADE_CARDS)
    return _m(tx.E_BANK, resource=_res_name(a.resource))  # all 19 of them asked for already


def _res_name(r: int) -> MessageKey:
    return tx.RESOURCE_NAMES[r] if 0 <= r < 5 else tx.LOG_NOTHING


def _why_road(st: CatanState, seat: int, e: int, free: bool) -> Message:
    if not 0 <= e < len(TOPO.edges):
        return _m(tx.E_ROAD_LINK)
    if st.roads_left[seat] == 0:
        return _m(tx.E_NO_PIECES, piece=tx.PIECE_NAMES["road"])
    if st.edge_owner[e] != -1:
        return _m(tx.E_TAKEN)
    if not free and not affords(st.hands[seat], COST_ROAD):
        return _m(tx.E_AFFORD, cost=cards_message(COST_ROAD))
    return _m(tx.E_ROAD_LINK)


def _why_settlement(st: CatanState, seat: int, v: int, setup: bool) -> Message:
    if not 0 <= v < len(TOPO.nodes):
        return _m(tx.E_SETTLEMENT_LINK)
    if st.node_owner[v] != -1:
        return _m(tx.E_TAKEN)
    if not free_for_settlement(st.node_owner, v):
        return _m(tx.E_DISTANCE)
    if setup:
        return _m(tx.E_PHASE)
    if st.settlements_left[seat] == 0:
        return _m(tx.E_NO_PIECES, piece=tx.PIECE_NAMES["settlement"])
    if not affords(st.hands[seat], COST_SETTLEMENT):
        return _m(tx.E_AFFORD, cost=cards_message(COST_SETTLEMENT))
    return _m(tx.E_SETTLEMENT_LINK)
