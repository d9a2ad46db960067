"""Störtebeker's components, read once from data/components.json (the shared spec's data)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

TYPES: tuple[str, ...] = ("water", "beans", "biscuits", "meat", "rum", "bananas")


@dataclass(frozen=True, slots=True)
class Card:
    """An action card: a pirate (value 2–4) or a provision of a type (maybe with a pirate symbol)."""

    id: str
    pirate: bool
    value: int  # a pirate's value; a provision's symbol (1) or 0
    type: str  # the provision type ("" for a pirate)


@dataclass(frozen=True, slots=True)
class Ship:
    id: str
    colour: str
    points: int
    defence: int
    needs: tuple[tuple[str, int], ...]  # (type, count) in TYPES order

    def need(self, kind: str) -> int:
        return dict(self.needs).get(kind, 0)

    @property
    def provisions(self) -> int:
        return sum(n for _, n in self.needs)


@dataclass(frozen=True, slots=True)
class Components:
    cards: tuple[Card, ...]
    ships: tuple[Ship, ...]
    colour_faces: tuple[str, ...]  # the colour dice's faces, as provision types
    harbour: dict[int, int]  # players -> harbour size
    hand_size: int
    per_turn: int
    ship_colours: tuple[str, ...]


@cache
def components() -> Components:
    raw: dict[str, Any] = json.loads(
        resources.files("engine.stortebeker").joinpath("data/components.json").read_text(encoding="utf-8")
    )
    colour_of = {p["colour"]: p["id"] for p in raw["provision_types"]}
    cards = tuple(
        Card(c["id"], True, int(c["value"]), "")
        if c["kind"] == "pirate"
        else Card(c["id"], False, int(c.get("pirate_value", 0)), c["type"])
        for c in raw["action_cards"]
    )
    ships = tuple(
        Ship(
            s["id"],
            s["colour"],
            int(s["points"]),
            int(s["defence"]),
            tuple((t, int(s["provisions"][t])) for t in TYPES if t in s["provisions"]),
        )
        for s in raw["merchant_ships"]
    )
    faces = tuple(colour_of[f] for f in raw["dice"]["colour_dice"]["faces"])
    setup = raw["setup"]
    return Components(
        cards=cards,
        ships=ships,
        colour_faces=faces,
        harbour={int(k): int(v) for k, v in setup["harbour_size"].items()},
        hand_size=int(setup["hand_size"]),
        per_turn=int(setup["cards_played_per_turn"]),
        ship_colours=tuple(raw["ship_colours"]["values"]),
    )


def card(c: int) -> Card:
    return components().cards[c]


def ship(s: int) -> Ship:
    return components().ships[s]
