"""What a player may do now: the concrete moves of each action card, the ship equipping, the
junction choices, the contract discards (RULES.md §4-§8). Pure functions of the state."""

from __future__ import annotations

from itertools import combinations

import engine.shipyard.canals as cn
from engine.core.actions import Action
from engine.shipyard.actions import (
    BuyGoods,
    Discard,
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
    BUILD,
    CANAL,
    CARDS,
    COLUMN_KIND,
    CREW_CARD,
    EQUIP,
    EXCHANGE,
    GOODS_CARD,
    HIRE,
    ITEMS,
    KINDS,
    OVAL_SPACES,
    SUBSIDY,
    tables,
)
from engine.shipyard.offer import kind_in_offer, price
from engine.shipyard.rondels import HIRE_OK, circle_cost, exchange_choices, hire_check, owns
from engine.shipyard.state import Player, ShipyardState
from engine.shipyard.voyage import constructor_room, fits, hull
from engine.shipyard.yard import PLACE_OK, completed_ships, judge

BLANK_COLUMN = {"bow": 0, "middle": 1, "stern": 3}


def blank_kinds(st: ShipyardState) -> list[str]:
    """Kinds of which a blank may be taken: those the offer holds no part of now. Parts taken in the
    purchase under way are gone from it, so a player who takes the last bow may take a blank bow next
    (the rulebook's note on blanks: "if the type a player needs is no longer available")."""
    return [k for k in KINDS if not kind_in_offer(st, k)]


def part_sources(st: ShipyardState, coins: int) -> list[tuple[int, int, str]]:
    """(column, row, part id) of every part the player can pay for, blanks with row -1."""
    out = []
    for col, column in enumerate(st.columns):
        for row, pid in enumerate(column):
            if pid is not None and price(row) <= coins:
                out.append((col, row, pid))
    for kind in blank_kinds(st):
        out.append((BLANK_COLUMN[kind], -1, BLANK[kind]))
    return out


def take_part_options(st: ShipyardState, p: Player, coins: int) -> list[Action]:
    """Every next part purchase, judged together with the parts already placed this purchase."""
    ok: dict[str, list[int]] = {}
    out: list[Action] = []
    empty = [s for s, pid in enumerate(p.yard) if not pid]
    for col, row, _pid in sorted(part_sources(st, coins)):
        kind = COLUMN_KIND[col]
        if kind not in ok:
            ok[kind] = [s for s in empty if judge(p.yard, [(BLANK[kind], s)]) == PLACE_OK]
        out.extend(TakePart(col, row, s) for s in ok[kind])
    return out


def last_chance_options(st: ShipyardState, p: Player) -> list[Action]:
    """Parts that complete a ship with a single purchase."""
    out: list[Action] = []
    before = len(completed_ships(p.yard))
    for col, row, _pid in sorted(part_sources(st, p.coins)):
        kind = COLUMN_KIND[col]
        for s, pid in enumerate(p.yard):
            if pid:
                continue
            trial = p.yard[:]
            trial[s] = BLANK[kind]
            if len(completed_ships(trial)) > before and any(a <= s <= b for a, b in completed_ships(trial)):
                out.append(TakePart(col, row, s))
    return out


def canal_options(st: ShipyardState, p: Player, coins: int) -> list[Action]:
    out: list[Action] = []
    cells = cn.placement_cells(p.canals)
    for i, tile in enumerate(st.canal_offer):
        if price(i) > coins:
            continue
        if not p.canals:
            for rot in range(4):
                for sp in cn.end_spaces(tile):
                    out.append(RentCanal(i, 0, 0, rot, sp))
        else:
            for x, y in cells:
                for rot in range(4):
                    out.append(RentCanal(i, x, y, rot, ""))
    return out


def hire_options(st: ShipyardState, p: Player) -> list[Action]:
    return [
        Hire(steps, slot)
        for steps in range(1, OVAL_SPACES + 1)
        for slot in range(3)
        if hire_check(st, p, steps, slot) == HIRE_OK
    ]


def exchange_options(p: Player) -> list[Action]:
    out: list[Action] = []
    wagons = tables().wagons
    for w in sorted(set(p.wagons)):
        out.extend(Exchange(w, items) for items in exchange_choices(wagons[w]))
    return out


def card_options(st: ShipyardState, seat: int, card: str, coins: int) -> list[Action]:
    """The moves that carry out `card` for a player holding `coins`."""
    p = st.ps[seat]
    if card == BUILD:
        return take_part_options(st, p, coins)
    if card == CANAL:
        return canal_options(st, p, coins)
    if card == EQUIP:
        return [ProduceEquipment(s) for s in range(1, 5) if circle_cost(p, s) <= coins]
    if card == CREW_CARD:
        return [RecruitCrew(s) for s in range(1, 5) if circle_cost(p, s) <= coins]
    if card == HIRE:
        q = p.clone()
        q.coins = coins
        return hire_options(st, q)
    if card == GOODS_CARD:
        return [BuyGoods(i) for i in range(len(st.wagon_offer)) if price(i) <= coins]
    if card == EXCHANGE:
        return exchange_options(p)
    if card == SUBSIDY:
        return [TakeSubsidy()]
    return []


def current_card(st: ShipyardState) -> str:
    """The action card being carried out now ("" when none): the bonus action while it lasts, else the
    chosen card until its main action is done; Ship Building while parts are being bought."""
    if st.building:
        return BUILD
    return st.bonus if st.bonus and not st.bonus_done else ("" if st.main_done else st.chosen)


def performable(st: ShipyardState, seat: int, card: str, coins: int) -> bool:
    """Could the player carry out `card` now (RULES.md §5.9)?"""
    p = st.ps[seat]
    if card == CANAL:
        return any(price(i) <= coins for i in range(len(st.canal_offer)))
    if card == EXCHANGE:
        return bool(p.wagons)
    if card == GOODS_CARD:
        return bool(st.wagon_offer)
    if card in (EQUIP, CREW_CARD, SUBSIDY):
        return True
    return bool(card_options(st, seat, card, coins))


def cards_in_play(st: ShipyardState) -> list[str]:
    return [c for c in CARDS if c in st.card_pos]


def ship_parts(p: Player, bow: int) -> tuple[str, ...] | None:
    for a, b in completed_ships(p.yard):
        if a == bow:
            return tuple(p.yard[a : b + 1])
    return None


def fit_options(st: ShipyardState, seat: int) -> list[Action]:
    """Items that still fit on the ship being equipped (or any completed ship), and the launches."""
    p = st.ps[seat]
    room = constructor_room(p.employees)
    targets = [st.fit_ship] if st.fit_ship >= 0 else [a for a, _ in completed_ships(p.yard)]
    out: list[Action] = []
    for bow in targets:
        parts = ship_parts(p, bow)
        if parts is None:
            continue
        h = hull(parts)
        load = dict(st.fitting) if bow == st.fit_ship else {}
        for item in ITEMS:
            if p.items.get(item, 0) > 0:
                load[item] = load.get(item, 0) + 1
                if fits(h, room, load):
                    out.append(Fit(bow, item))
                load[item] -= 1
        helm = [False, True] if owns(p, "helmsman") else [False]
        yards = range(load.get("sail", 0) // 2 + 1) if owns(p, "yardman") else range(1)
        out.extend(Launch(bow, hm, y) for hm in helm for y in yards)
    return out


def viable_moves(grid: cn.Grid, node: cn.Node, stern: str, left: int) -> list[tuple[cn.Node, str]]:
    """Next spaces from which the rest of the voyage (`left` moves in all) can still be sailed."""
    out = []
    here = (node[0], node[1])
    for nxt, nst in cn.moves(grid, node, stern):
        crossing = (nxt[0], nxt[1]) != here
        if cn.can_sail(grid, nxt, nst, left - 1, frozenset({here}) if crossing else frozenset()):
            out.append((nxt, nst))
    return out


def steer_options(st: ShipyardState, seat: int) -> list[Action]:
    p = st.ps[seat]
    if st.voyage is None or p.boat is None:
        return []
    return [SteerTo(n[0], n[1], n[2]) for n, _ in viable_moves(p.canals, p.boat, p.stern, st.voyage.left)]


def discard_options(st: ShipyardState, seat: int) -> list[Action]:
    p = st.ps[seat]
    nb, ng = st.discard_need[seat]
    contracts = tables().contracts
    blue = [c for c in p.contracts if contracts[c].colour == "blue"]
    green = [c for c in p.contracts if contracts[c].colour == "green"]
    out: list[Action] = []
    for b in combinations(blue, nb):
        for g in combinations(green, ng):
            out.append(Discard(tuple(b) + tuple(g)))
    return sorted(out, key=lambda a: a.contracts)  # type: ignore[attr-defined]


def pass_option() -> list[Action]:
    return [Pass()]
