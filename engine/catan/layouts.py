"""Boards: the beginner board, a random board laid the published way, or one given as JSON."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from typing import Any

from engine.catan.board import topology
from engine.catan.components import HARBOUR_COUNTS, HARBOUR_TYPES, TERRAIN_COUNTS, TERRAINS, TOKEN_LETTERS, TOKENS
from engine.core.errors import IllegalAction
from engine.core.messages import QT_TRANSLATE_NOOP, Message, MessageKey
from engine.core.rng import Rng

E_BOARD = QT_TRANSLATE_NOOP("Catan", "The board is not valid: {reason}")
R_JSON = QT_TRANSLATE_NOOP("Catan", "the file is not JSON")
R_SHAPE = QT_TRANSLATE_NOOP("Catan", "it needs a list of hexes and a list of harbours")
R_HEX_COUNT = QT_TRANSLATE_NOOP("Catan", "it has {count} land hexes instead of 19")
R_HEX = QT_TRANSLATE_NOOP("Catan", "each hex needs a terrain and a number")
R_TERRAINS = QT_TRANSLATE_NOOP(
    "Catan", "the terrains must be 4 forest, 4 pasture, 4 fields, 3 hills, 3 mountains and 1 desert"
)
R_DESERT = QT_TRANSLATE_NOOP("Catan", "the desert, and only the desert, has no number token")
R_TOKENS = QT_TRANSLATE_NOOP(
    "Catan", "the number tokens must be 2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12"
)
R_HARBOUR_COUNT = QT_TRANSLATE_NOOP("Catan", "it has {count} harbours instead of 9")
R_HARBOUR = QT_TRANSLATE_NOOP("Catan", "each harbour needs a coast position from 0 to 29 and a type")
R_HARBOUR_PLACES = QT_TRANSLATE_NOOP("Catan", "the nine harbours need nine different coast positions")
R_HARBOUR_APART = QT_TRANSLATE_NOOP("Catan", "two harbours may not touch the same intersection")
R_HARBOUR_KINDS = QT_TRANSLATE_NOOP(
    "Catan", "the harbours must be four 3:1 harbours and one 2:1 harbour of each resource"
)

BEGINNER_ROWS = (
    (("mountains", 10), ("pasture", 2), ("forest", 9)),
    (("fields", 12), ("hills", 6), ("pasture", 4), ("hills", 10)),
    (("fields", 9), ("forest", 11), ("desert", 0), ("forest", 3), ("mountains", 8)),
    (("forest", 8), ("mountains", 3), ("fields", 4), ("pasture", 5)),
    (("hills", 5), ("fields", 6), ("pasture", 11)),
)
# Harbours: nine coast edges (positions 0..29 clockwise from the top-left), spaced 3-4-3
# around the island, generic and special alternating. Reconstructed: the printed beginner
# map fixes them, but the rules text gives no positions.
HARBOUR_POSITIONS = (0, 3, 7, 10, 13, 17, 20, 23, 27)
BEGINNER_HARBOURS = ("3:1", "wool", "3:1", "3:1", "brick", "lumber", "3:1", "grain", "ore")


@dataclass(frozen=True, slots=True)
class Layout:
    """Terrain and number per land hex (0 for the desert), and the harbours (coast position, type)."""

    terrain: tuple[str, ...]
    number: tuple[int, ...]
    harbours: tuple[tuple[int, str], ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "hexes": [{"terrain": t, "number": n} for t, n in zip(self.terrain, self.number, strict=True)],
            "harbours": [{"coast": c, "type": h} for c, h in self.harbours],
        }


def beginner() -> Layout:
    cells = [cell for row in BEGINNER_ROWS for cell in row]
    return Layout(
        terrain=tuple(t for t, _ in cells),
        number=tuple(n for _, n in cells),
        harbours=tuple(zip(HARBOUR_POSITIONS, BEGINNER_HARBOURS, strict=True)),
    )


def spiral_order(start_corner: int) -> list[int]:
    """Land hex ids from corner `start_corner` (0-5) of the outer ring, counter-clockwise, spiralling inward."""
    topo = topology()
    index = {h: i for i, h in enumerate(topo.hexes)}
    # axial directions in counter-clockwise order on screen (y grows downwards): E, NE, NW, W, SW, SE
    dirs = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]
    k = start_corner % 6
    out: list[int] = []
    for radius in (2, 1):
        q, r = dirs[(k + 4) % 6][0] * radius, dirs[(k + 4) % 6][1] * radius
        for side in range(6):
            dq, dr = dirs[(k + side) % 6]
            for _ in range(radius):
                out.append(index[(q, r)])
                q, r = q + dq, r + dr
    out.append(index[(0, 0)])
    return out


def _red_neighbours(number: tuple[int, ...]) -> bool:
    topo = topology()
    return any(
        number[h] in (6, 8) and any(number[o] in (6, 8) for o in topo.hex_neighbours[h]) for h in range(len(number))
    )


def random_layout(rng: Rng, separate_red: bool = False, random_harbours: bool = True) -> Layout:
    """Tiles shuffled, tokens laid alphabetically along the spiral skipping the desert."""
    while True:
        tiles = [t for t in TERRAINS for _ in range(TERRAIN_COUNTS[t])]
        rng.shuffle(tiles)
        order = spiral_order(rng.below(6))
        number = [0] * 19
        letters = iter(TOKEN_LETTERS)
        for h in order:
            if tiles[h] != "desert":
                number[h] = next(letters)[1]
        if not separate_red or not _red_neighbours(tuple(number)):
            break
    types = list(BEGINNER_HARBOURS)
    if random_harbours:
        rng.shuffle(types)
    return Layout(tuple(tiles), tuple(number), tuple(zip(HARBOUR_POSITIONS, types, strict=True)))


def _bad(reason: MessageKey, **params: Any) -> IllegalAction:
    return IllegalAction(Message(E_BOARD, {"reason": Message(reason, params)}))


def from_json(data: Any) -> Layout:
    """A table's own board; refused with a clear reason when tiles, tokens or harbours are wrong."""
    if isinstance(data, str):
        try:
            data = json.loads(data)
        except json.JSONDecodeError as exc:
            raise _bad(R_JSON) from exc
    if (
        not isinstance(data, dict)
        or not isinstance(data.get("hexes"), list)
        or not isinstance(data.get("harbours"), list)
    ):
        raise _bad(R_SHAPE)
    hexes, harbours = data["hexes"], data["harbours"]
    if len(hexes) != 19:
        raise _bad(R_HEX_COUNT, count=len(hexes))
    terrain, number = [], []
    for h in hexes:
        if not isinstance(h, dict) or h.get("terrain") not in TERRAINS or not isinstance(h.get("number", 0), int):
            raise _bad(R_HEX)
        terrain.append(h["terrain"])
        number.append(int(h.get("number", 0)))
    if Counter(terrain) != Counter(TERRAIN_COUNTS):
        raise _bad(R_TERRAINS)
    if any((t == "desert") != (n == 0) for t, n in zip(terrain, number, strict=True)):
        raise _bad(R_DESERT)
    if sorted(n for n in number if n) != list(TOKENS):
        raise _bad(R_TOKENS)
    if len(harbours) != 9:
        raise _bad(R_HARBOUR_COUNT, count=len(harbours))
    places, kinds = [], []
    for hb in harbours:
        if not isinstance(hb, dict) or not isinstance(hb.get("coast"), int) or hb.get("type") not in HARBOUR_TYPES:
            raise _bad(R_HARBOUR)
        places.append(hb["coast"])
        kinds.append(hb["type"])
    if any(not 0 <= p < 30 for p in places) or len(set(places)) != 9:
        raise _bad(R_HARBOUR_PLACES)
    topo = topology()
    ends = [v for p in places for v in topo.edges[topo.coast_edges[p]]]
    if len(set(ends)) != len(ends):  # neighbouring coast edges: one intersection would touch two harbours
        raise _bad(R_HARBOUR_APART)
    if Counter(kinds) != Counter(HARBOUR_COUNTS):
        raise _bad(R_HARBOUR_KINDS)
    return Layout(tuple(terrain), tuple(number), tuple(zip(places, kinds, strict=True)))
