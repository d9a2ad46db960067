"""Shipyard's component tables, read once from data/components.json (the shared spec's data)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

GOODS: tuple[str, ...] = ("coal", "steel", "wheat")
EQUIPMENT: tuple[str, ...] = ("sail", "funnel", "propeller", "crane", "cannon")
CREW: tuple[str, ...] = ("captain", "merchant", "soldier")
ITEMS: tuple[str, ...] = EQUIPMENT + CREW
MOUNT_FOR = {
    "sail": "sail_funnel",
    "funnel": "sail_funnel",
    "propeller": "propeller",
    "crane": "crane",
    "cannon": "cannon",
}
MOUNTS: tuple[str, ...] = ("sail_funnel", "propeller", "crane", "cannon")
KINDS: tuple[str, ...] = ("bow", "middle", "stern")
KIND_CHAR = {"bow": "B", "middle": "M", "stern": "S"}
# offer columns: bows, middles (left), middles (right), sterns
COLUMN_KIND: tuple[str, ...] = ("bow", "middle", "middle", "stern")
BLANK = {"bow": "BLANK_B", "middle": "BLANK_M", "stern": "BLANK_S"}

# the action cards, in the fixed order used for listings
BUILD, CANAL, EQUIP, CREW_CARD, HIRE, GOODS_CARD, EXCHANGE, SUBSIDY = (
    "build_ships",
    "rent_canal",
    "produce_equipment",
    "recruit_crew",
    "hire_employee",
    "buy_goods",
    "stock_exchange",
    "subsidy",
)
CARDS: tuple[str, ...] = (BUILD, CANAL, EQUIP, CREW_CARD, HIRE, GOODS_CARD, EXCHANGE, SUBSIDY)

TRACK_LEN = 23
SLOTS = 9
ROW_PRICE = (0, 1, 1, 2, 2)  # offer rows from the bottom (free) up to the deck
START_COINS = 6
BONUS_COST = 6
SUBSIDY_AMOUNT = 2
OVAL_SPACES = 8
COUNTER = ("4", "3", "2", "blank", "end")
DIRS = "NESW"
STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}


@dataclass(frozen=True, slots=True)
class Part:
    """One ship part: its kind and what is printed on it."""

    id: str
    kind: str  # bow | middle | stern
    back: str
    cabins: int
    mounts: tuple[int, int, int, int]  # sail_funnel, propeller, crane, cannon
    lifebuoys: int
    lifeboats: int
    lanterns: int


@dataclass(frozen=True, slots=True)
class CanalTile:
    id: str
    shape: str
    symbols: tuple[tuple[str, str], ...]  # (space, symbol) for spaces with a symbol


@dataclass(frozen=True, slots=True)
class Shape:
    spaces: tuple[str, ...]
    links: tuple[tuple[str, str], ...]
    ports: tuple[tuple[str, str], ...]  # (direction, space) unrotated


@dataclass(frozen=True, slots=True)
class Design:
    """An employee design; each exists twice (decks A and B)."""

    design: str
    type: str
    colour: str
    item: str  # engineer/recruiter/constructor item, merchant good, else ""
    level: int  # merchants only
    requires: str  # merchant level 2: the level-1 design
    surcharge: int
    end_vp: int
    max_per_ship: int  # constructors


@dataclass(frozen=True, slots=True)
class Contract:
    id: str
    colour: str
    rule: str
    params: dict[str, Any]
    table: tuple[tuple[int, int], ...]
    beyond_from: int  # 0: no "+1 per unit above"
    beyond_per: int


@dataclass(frozen=True, slots=True)
class Tables:
    raw: dict[str, Any]
    parts: dict[str, Part]
    part_ids_by_back: dict[str, tuple[str, ...]]
    canals: dict[str, CanalTile]
    shapes: dict[str, Shape]
    designs: dict[str, Design]
    cards: dict[str, str]  # employee card id -> design
    deck_a: tuple[str, ...]
    twin_b: dict[str, str]  # design -> deck B card id
    contracts: dict[str, Contract]
    wagons: dict[str, tuple[str, ...]]
    start_wagons: tuple[str, ...]
    deck_wagons: tuple[str, ...]
    exchange_prices: tuple[dict[str, int], ...]
    exchange_items: dict[str, tuple[str, ...]]
    equipment_circle: tuple[str, ...]
    crew_circle: tuple[str, ...]
    track_fixed: dict[int, str]
    track_random: tuple[int, ...]


BLANK_PARTS = {bid: Part(bid, kind, "blank", 0, (0, 0, 0, 0), 0, 0, 0) for kind, bid in BLANK.items()}


@cache
def tables() -> Tables:
    raw = json.loads(resources.files("engine.shipyard").joinpath("data/components.json").read_text(encoding="utf-8"))
    parts: dict[str, Part] = {}
    by_back: dict[str, list[str]] = {}
    for p in raw["ship_parts"]["parts"]:
        m = p["mounts"]
        part = Part(
            p["id"],
            p["kind"],
            p["back"],
            p["cabins"],
            (m["sail_funnel"], m["propeller"], m["crane"], m["cannon"]),
            p["lifebuoys"],
            p["lifeboats"],
            p["lanterns"],
        )
        parts[part.id] = part
        by_back.setdefault(part.back, []).append(part.id)
    parts.update(BLANK_PARTS)
    shapes = {
        name: Shape(tuple(s["spaces"]), tuple((a, b) for a, b in s["links"]), tuple(s["ports"].items()))
        for name, s in raw["canals"]["shapes"].items()
    }
    canals = {
        t["id"]: CanalTile(t["id"], t["shape"], tuple((k, v) for k, v in t["symbols"].items() if v))
        for t in raw["canals"]["tiles"]
    }
    designs: dict[str, Design] = {}
    for d in raw["employees"]["designs"]:
        pr = d["params"]
        designs[d["design"]] = Design(
            d["design"],
            d["type"],
            d["colour"],
            str(pr.get("item") or pr.get("good") or ""),
            int(pr.get("level", 0)),
            str(pr.get("requires") or ""),
            int(d["surcharge"]),
            int(d["end_vp"]),
            int(pr.get("max_per_ship", 0)),
        )
    cards = {c["id"]: c["design"] for c in raw["employees"]["cards"]}
    deck_a = tuple(c["id"] for c in raw["employees"]["cards"] if c["deck"] == "A")
    twin_b = {c["design"]: c["id"] for c in raw["employees"]["cards"] if c["deck"] == "B"}
    contracts = {}
    for c in raw["contracts"]:
        table = c["table"] or {}
        beyond = table.get("beyond") or {}
        contracts[c["id"]] = Contract(
            c["id"],
            c["colour"],
            c["rule"],
            c["params"],
            tuple((int(a), int(b)) for a, b in table.get("rows", [])),
            int(beyond.get("from", 0)),
            int(beyond.get("per_unit", 0)),
        )
    wagons = {w["id"]: tuple(w["goods"]) for w in raw["wagons"]}
    ex = raw["rondels"]["stock_exchange"]
    return Tables(
        raw=raw,
        parts=parts,
        part_ids_by_back={k: tuple(v) for k, v in by_back.items()},
        canals=canals,
        shapes=shapes,
        designs=designs,
        cards=cards,
        deck_a=deck_a,
        twin_b=twin_b,
        contracts=contracts,
        wagons=wagons,
        start_wagons=tuple(w["id"] for w in raw["wagons"] if w["start_wagon"]),
        deck_wagons=tuple(w["id"] for w in raw["wagons"] if not w["start_wagon"]),
        exchange_prices=tuple(dict(s["price"]) for s in ex["spaces_clockwise"]),
        exchange_items={g: tuple(v) for g, v in ex["exchange"].items()},
        equipment_circle=tuple(raw["rondels"]["equipment"]["sectors_clockwise"]),
        crew_circle=tuple(raw["rondels"]["crew"]["sectors_clockwise"]),
        track_fixed={int(k): v for k, v in raw["action_track"]["setup"]["fixed"].items()},
        track_random=tuple(raw["action_track"]["setup"]["random_positions"]),
    )


def part(pid: str) -> Part:
    return tables().parts[pid]


def design_of(card: str) -> Design:
    t = tables()
    return t.designs[t.cards[card]]


def good_of_item(item: str) -> str:
    """The good whose wagons can be exchanged for `item` at the stock exchange."""
    for good, items in tables().exchange_items.items():
        if item in items:
            return good
    return ""
