"""Golden Horn's components, read from data/components.json (the shared spec's data)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

COLOURS: tuple[str, ...] = ("yellow", "pink", "green", "orange", "red", "blue")
COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}
VENICE, CONSTANTINOPLE = "venice", "constantinople"
HOME_PORTS = (VENICE, CONSTANTINOPLE)

SEA, MODON, PORT = "sea", "modon", "port"


@dataclass(frozen=True, slots=True)
class ShipSpec:
    """One ship of a fleet: its sail colours and the cards it draws on arrival."""

    id: str
    fleet: str
    kind: str  # mono | duo | trio
    colours: frozenset[int]
    sails: tuple[int, int, int]
    cards_on_arrival: int


@dataclass(frozen=True, slots=True)
class Space:
    """One space of the route: a home port, Modon, or a coloured sea space."""

    kind: str
    colour: int = -1  # sea spaces only
    name: str = ""  # ports and Modon


@dataclass(frozen=True, slots=True)
class Components:
    cubes_per_colour: int
    cards_per_colour: int
    start_hand: int
    port_stock: int
    refill_to: int
    fleets: tuple[tuple[ShipSpec, ShipSpec, ShipSpec], ...]
    routes: dict[int, tuple[Space, ...]]  # by player count
    modon_berths: dict[int, int]  # standard berths by player count (0: no Modon)
    modon_draw: dict[int, bool]
    set_bonus: dict[int, int]


def _load_json() -> dict[str, Any]:
    text = resources.files("engine.golden_horn").joinpath("data/components.json").read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


@cache
def components() -> Components:
    data = _load_json()
    ships = {s["id"]: s for s in data["ships"]}
    fleets = []
    for fleet in data["fleets"]:
        specs = []
        for ship_id in fleet["ships"]:
            s = ships[ship_id]
            specs.append(
                ShipSpec(
                    id=ship_id,
                    fleet=fleet["id"],
                    kind=s["kind"],
                    colours=frozenset(COLOUR_INDEX[c] for c in s["colours"]),
                    sails=tuple(COLOUR_INDEX[c] for c in s["sails"]),  # type: ignore[arg-type]
                    cards_on_arrival=int(s["cards_on_arrival"]),
                )
            )
        order = {"mono": 0, "duo": 1, "trio": 2}
        specs.sort(key=lambda sp: order[sp.kind])
        fleets.append((specs[0], specs[1], specs[2]))
    routes: dict[int, tuple[Space, ...]] = {}
    berths: dict[int, int] = {}
    draw: dict[int, bool] = {}
    for key, layout in data["layouts"].items():
        spaces = []
        for sp in layout["spaces"]:
            if sp["kind"] == "sea":
                spaces.append(Space(SEA, colour=COLOUR_INDEX[sp["colour"]]))
            elif sp["kind"] == "modon":
                spaces.append(Space(MODON, name="modon"))
            else:
                spaces.append(Space(PORT, name=sp["name"]))
        routes[int(key)] = tuple(spaces)
        berths[int(key)] = int(layout["modon_berths"] or 0)
        draw[int(key)] = bool(layout["draw_cards_at_modon"])
    stock = data["port_stock"]
    return Components(
        cubes_per_colour=int(data["cubes"]["per_colour"]),
        cards_per_colour=int(data["cards"]["per_colour"]),
        start_hand=int(data["start_hand"]),
        port_stock=int(stock["cubes"]),
        refill_to=int(stock["refill_to"]),
        fleets=tuple(fleets),
        routes=routes,
        modon_berths=berths,
        modon_draw=draw,
        set_bonus={int(k): int(v) for k, v in data["set_bonus"].items() if k.isdigit()},
    )
