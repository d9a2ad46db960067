"""The round's scoring (RULES.md 7): order rewards, the best-looking ship, goods sold, the mission,
the fines for lost tiles; then the goods go back to the supply."""

from __future__ import annotations

from collections.abc import Sequence

import engine.galaxy_trucker.ship as sh
import engine.galaxy_trucker.texts as tx
from engine.core.messages import Message
from engine.galaxy_trucker.data import GOODS_VALUE, components
from engine.galaxy_trucker.flight import flight_order
from engine.galaxy_trucker.rounds import round_credits
from engine.galaxy_trucker.state import GTState, Player

RESULT_ROWS = (
    ("order", tx.S_ORDER),
    ("best", tx.S_BEST),
    ("goods", tx.S_GOODS),
    ("mission", tx.S_MISSION),
    ("flight", tx.S_FLIGHT),
    ("losses", tx.S_LOSSES),
)
MISSION_REWARD = {"M1": 2, "M2": 3, "M4": 2, "M5": 4, "M6": 2}
MISSION_KIND = {
    "M1": "explosive_cargo",
    "M2": "fragile_cargo",
    "M3": "heavy_cargo",
    "M4": "radioactive_cargo",
    "M5": "artifact",
}


def score_round(st: GTState, log: list[Message]) -> None:
    comp = components()
    spec = comp.rounds[st.round - 1]
    order = flight_order(st)
    results = [dict.fromkeys((k for k, _ in RESULT_ROWS), 0) for _ in st.seats]
    best_seats: set[int] = set()
    if order:
        looks = {s: sh.exposed(st.seats[s].ship) for s in order}
        best = min(looks.values())
        best_seats = {s for s in order if looks[s] == best}
    mission = st.options["mission"]
    for s, p in enumerate(st.seats):
        value = sum(GOODS_VALUE[g] for goods in p.ship.goods.values() for g in goods)
        cap = comp.boards[p.ship.board].max_loss if st.options["loss_cap"] else None
        rank = order.index(s) if s in order else None
        reward = mission_reward(st, p, mission) if mission != "none" else 0  # paid to flying ships only
        results[s].update(round_credits(spec, rank, s in best_seats, value, len(p.lost), cap, reward))
        results[s]["flight"] = p.earned
        p.credits += results[s]["order"] + results[s]["best"] + results[s]["goods"] + results[s]["losses"]
        p.credits += results[s]["mission"]
        p.results.append(results[s])
        scored = sum(v for k, v in results[s].items() if k != "flight")  # flight earnings were paid at once
        if scored < 0:
            log.append(Message(tx.L_ROUND_LOSS, {"player": s}, -scored))
        else:
            log.append(Message(tx.L_ROUND_SCORE, {"player": s}, scored))
    # the cubes go back to the supply, the ships come apart
    for p in st.seats:
        p.ship.goods.clear()
        p.flying = False
    st.supply = list(comp.goods_supply)


def mission_of(st: GTState) -> str:
    """The game's mission ("M1" … "M6"), or "" without one."""
    mission = str(st.options.get("mission", "none"))
    return "" if mission == "none" else mission


def mission_tiles(p: Player, mission: str) -> list[int]:
    """The tiles on `p`'s ship that `mission` pays for (RULES.md 8.2): its kind of special tile, or any
    special tile in M6."""
    comp = components()
    return [
        tile
        for tile, _rot in p.ship.tiles.values()
        if comp.tiles[tile].special and (mission == "M6" or MISSION_KIND.get(mission) == comp.tiles[tile].kind)
    ]


def mission_reward(st: GTState, p: Player, mission: str) -> int:
    comp = components()
    total = 0
    for tile in mission_tiles(p, mission):
        spec = comp.tiles[tile]
        if mission == "M3":  # Heavy Metal: each tile by its number
            total += (spec.engine_penalty + 1) * st.round
        else:
            total += MISSION_REWARD.get(mission, 0) * st.round
    return total


def ranks_by_place(places: Sequence[int]) -> list[int | None]:
    """Each seat's rank among the ships still flying (0 first) from places on the flight board as a
    table writes them (0: gave up; any increasing numbers otherwise): the arrival rewards go by the
    order of the ships still flying (RULES.md 7.1), so 2, 3, 4 after the leader gave up rank 0, 1, 2."""
    flying = sorted(p for p in places if p > 0)
    return [flying.index(p) if p > 0 else None for p in places]
