"""Why a move is refused: the rule it actually breaks, for the player (RULES.md §4-§8)."""

from __future__ import annotations

from typing import Any

import engine.shipyard.canals as cn
import engine.shipyard.texts as tx
from engine.core.actions import Action
from engine.core.messages import Message, MessageKey
from engine.core.protocol import Game
from engine.shipyard.actions import (
    Bonus,
    BuyGoods,
    Choose,
    ConfirmBuild,
    Discard,
    EndActions,
    Exchange,
    Fit,
    Hire,
    Launch,
    Pass,
    ProduceEquipment,
    RecruitCrew,
    RentCanal,
    SteerTo,
    TakePart,
    TakeSubsidy,
)
from engine.shipyard.data import (
    BLANK,
    BONUS_COST,
    BUILD,
    CANAL,
    COLUMN_KIND,
    CREW_CARD,
    EQUIP,
    EXCHANGE,
    GOODS_CARD,
    HIRE,
    ITEMS,
    MOUNT_FOR,
    OVAL_SPACES,
    SUBSIDY,
    design_of,
    tables,
)
from engine.shipyard.moves import blank_kinds, cards_in_play, current_card, performable, ship_parts
from engine.shipyard.offer import price
from engine.shipyard.rondels import (
    HIRE_COINS,
    HIRE_EMPTY,
    HIRE_LEVEL,
    HIRE_TWIN,
    exchange_split,
    hire_check,
    owns,
)
from engine.shipyard.state import ACT, CHOOSE, DISCARD, LAST, REGULAR, SAIL, SHIPS, ShipyardState
from engine.shipyard.track import first_turn, occupied
from engine.shipyard.voyage import constructor_room, fits, hull
from engine.shipyard.yard import (
    PLACE_FULL,
    PLACE_LEFT,
    PLACE_NEVER,
    PLACE_OCCUPIED,
    PLACE_RIGHT,
    judge,
)

CARD_OF: dict[type, str] = {
    TakePart: BUILD,
    ConfirmBuild: BUILD,
    RentCanal: CANAL,
    ProduceEquipment: EQUIP,
    RecruitCrew: CREW_CARD,
    Hire: HIRE,
    BuyGoods: GOODS_CARD,
    Exchange: EXCHANGE,
    TakeSubsidy: SUBSIDY,
}


CANNOT = {BUILD: tx.E_CANNOT_BUILD, CANAL: tx.E_CANNOT_CANAL, HIRE: tx.E_CANNOT_HIRE, GOODS_CARD: tx.E_CANNOT_GOODS}


def _m(key: MessageKey, **params: Any) -> Message:
    return Message(key, params)


def why_illegal(game: Game[ShipyardState], st: ShipyardState, seat: int, a: Action) -> Message:  # noqa: C901
    p = st.ps[seat]
    stage = st.stage
    if isinstance(a, Choose):
        if stage != CHOOSE:
            return _m(tx.E_NOT_NOW)
        if a.card not in st.card_pos:
            return _m(tx.E_NO_CARD)
        if st.mode == REGULAR:
            if occupied(st, a.card):
                return _m(tx.E_CARD_TAKEN)
            if a.card == st.lead and not first_turn(st, seat):
                return _m(tx.E_LEAD)
        if a.card == "stock_exchange" and not p.wagons:  # "nesmí si tuto akci vybrat" (§5.7)
            return _m(tx.E_EXCHANGE_NO_WAGON)
        return _m(CANNOT.get(a.card, tx.E_CANNOT_PERFORM))
    if isinstance(a, Bonus):
        if stage != ACT:
            return _m(tx.E_NOT_NOW)
        if st.mode != REGULAR:
            return _m(tx.E_BONUS_FINAL)
        if st.bonus:
            return _m(tx.E_BONUS_ONCE)
        if st.building:
            return _m(tx.E_FINISH_FIRST)
        if a.card not in st.card_pos:
            return _m(tx.E_NO_CARD)
        if a.card == st.chosen:
            return _m(tx.E_BONUS_SAME)
        if p.coins < BONUS_COST:
            return _m(tx.E_BONUS_COINS)
        if a.card == "stock_exchange" and not p.wagons:  # as a figure's choice is told (§5.7)
            return _m(tx.E_EXCHANGE_NO_WAGON)
        return _m(CANNOT.get(a.card, tx.E_CANNOT_PERFORM))
    if isinstance(a, EndActions):
        if stage == ACT and st.building:
            return _m(tx.E_FINISH_FIRST)
        if stage == ACT and not st.main_done:
            return _m(tx.E_MAIN_FIRST)
        return _m(tx.E_NOT_NOW)
    if isinstance(a, Discard):
        if stage != DISCARD:
            return _m(tx.E_NOT_NOW)
        nb, ng = st.discard_need[seat]
        return _m(tx.E_DISCARD, blue=nb, green=ng)
    if isinstance(a, Pass):
        return _m(tx.E_NOT_NOW)
    if isinstance(a, (Fit, Launch)):
        return _why_ship(st, seat, a)
    if isinstance(a, SteerTo):
        return _m(tx.E_STEER) if stage == SAIL else _m(tx.E_NOT_NOW)
    if isinstance(a, TakePart) and stage == LAST:
        return _why_part(st, seat, a, last=True)
    # moves of an action card
    if stage != ACT:
        return _m(tx.E_NOT_NOW)
    card = CARD_OF.get(type(a), "")
    if st.building and not isinstance(a, (TakePart, ConfirmBuild)):
        return _m(tx.E_FINISH_FIRST)
    if card != current_card(st):
        return _m(tx.E_WRONG_ACTION)
    if isinstance(a, ConfirmBuild):
        return _m(tx.E_CONFIRM)
    if isinstance(a, TakePart):
        return _why_part(st, seat, a, last=False)
    if isinstance(a, RentCanal):
        if not 0 <= a.index < len(st.canal_offer):
            return _m(tx.E_CANAL_INDEX)
        if price(a.index) > p.coins:
            return _m(tx.E_CANAL_COINS)
        if not 0 <= a.rotation < 4:
            return _m(tx.E_ROTATION)
        if not p.canals:
            return _m(tx.E_FIRST_CANAL)
        if a.boat:
            return _m(tx.E_BOAT_LATER)
        if (a.x, a.y) in p.canals:
            return _m(tx.E_CELL_TAKEN)
        return _m(tx.E_CELL_TOUCH)
    if isinstance(a, (ProduceEquipment, RecruitCrew)):
        if not 1 <= a.steps <= 4:
            return _m(tx.E_STEPS)
        return _m(tx.E_STEP_COINS)
    if isinstance(a, Hire):
        if not (1 <= a.steps <= OVAL_SPACES and 0 <= a.slot < 3):
            return _m(tx.E_OVAL_STEPS)
        verdict = hire_check(st, p, a.steps, a.slot)
        if verdict == HIRE_COINS:  # the surcharge is named only where the employee has one
            top = st.oval[(st.oval_pos + a.steps) % OVAL_SPACES][a.slot][-1]
            return _m(tx.E_HIRE_COINS if design_of(top).surcharge else tx.E_HIRE_STEPS)
        return _m(
            {
                HIRE_EMPTY: tx.E_HIRE_EMPTY,
                HIRE_TWIN: tx.E_TWIN,
                HIRE_LEVEL: tx.E_LEVEL2,
            }.get(verdict, tx.E_NOT_NOW)
        )
    if isinstance(a, BuyGoods):
        if not 0 <= a.index < len(st.wagon_offer):
            return _m(tx.E_WAGON_INDEX)
        return _m(tx.E_WAGON_COINS)
    if isinstance(a, Exchange):
        if a.wagon not in p.wagons:
            return _m(tx.E_NO_WAGON)
        if len(set(a.items)) != len(a.items):
            return _m(tx.E_SAME_ITEM)
        if exchange_split(tables().wagons[a.wagon], a.items) is None:
            return _m(tx.E_EXCHANGE_ITEM)
    return _m(tx.E_NOT_NOW)


def _why_part(st: ShipyardState, seat: int, a: TakePart, last: bool) -> Message:
    p = st.ps[seat]
    if not 0 <= a.column < 4:
        return _m(tx.E_NO_PART)
    kind = COLUMN_KIND[a.column]
    if not last and len(st.build_taken) >= 3:
        return _m(tx.E_THREE)
    if a.row < 0:
        if a.row != -1 or kind not in blank_kinds(st) or (kind == "middle" and a.column != 1):
            return _m(tx.E_BLANK)
        pid = BLANK[kind]
    else:
        column = st.columns[a.column]
        if a.row >= len(column) or column[a.row] is None:
            return _m(tx.E_NO_PART)
        if price(a.row) > p.coins:
            return _m(tx.E_PART_COINS)
        pid = column[a.row] or ""
    if not 0 <= a.slot < len(p.yard):
        return _m(tx.E_NO_SLOT)
    verdict = judge(p.yard, [(pid, a.slot)])
    key = {
        PLACE_OCCUPIED: tx.E_SLOT_TAKEN,
        PLACE_FULL: tx.E_YARD_FULL,
        PLACE_LEFT: tx.E_YARD_LEFT,
        PLACE_RIGHT: tx.E_YARD_RIGHT,
        PLACE_NEVER: tx.E_YARD_NEVER,
    }.get(verdict)
    if key is not None:
        return _m(key)
    if last:
        return _m(tx.E_LAST_COMPLETE)
    return _m(tx.E_NOT_NOW)


def _why_ship(st: ShipyardState, seat: int, a: Fit | Launch) -> Message:
    p = st.ps[seat]
    if st.stage != SHIPS:
        return _m(tx.E_NOT_NOW)
    if st.fit_ship >= 0 and a.ship != st.fit_ship:
        return _m(tx.E_ONE_SHIP)
    parts = ship_parts(p, a.ship) if 0 <= a.ship < len(p.yard) else None
    if parts is None:
        return _m(tx.E_NO_SHIP)
    load = dict(st.fitting) if a.ship == st.fit_ship else {}
    if isinstance(a, Fit):
        if a.item not in ITEMS or p.items.get(a.item, 0) <= 0:
            return _m(tx.E_NO_ITEM)
        load[a.item] = load.get(a.item, 0) + 1
        if not fits(hull(parts), constructor_room(p.employees), load):
            return _m(tx.E_MOUNT if a.item in MOUNT_FOR else tx.E_CABIN)
        return _m(tx.E_NOT_NOW)
    if a.helmsman and not owns(p, "helmsman"):
        return _m(tx.E_HELMSMAN)
    return _m(tx.E_YARDMAN)


__all__ = ["why_illegal", "cards_in_play", "performable", "cn"]
