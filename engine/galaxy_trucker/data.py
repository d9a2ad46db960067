"""Galaxy Trucker's components (shared/rules/galaxy_trucker), read once from `data/components.json`.

Tiles are indexed: 0..143 are the 140 warehouse tiles and the 4 starting cabins in file order,
144.. the Missions special tiles (reconstructed data, RULES.md section 8). Connectors are kept as
small integers at rotation 0 in side order n, e, s, w.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

SIDES = ("n", "e", "s", "w")
N, E, S, W = range(4)
SMOOTH, SINGLE, DOUBLE, UNIVERSAL = range(4)
CONNECTORS = ("smooth", "single", "double", "universal")
# a step toward each side: (d_row, d_col); rows grow toward the rear, columns to the right
STEP = ((-1, 0), (0, 1), (1, 0), (0, -1))

GOODS = ("red", "yellow", "green", "blue")
RED, YELLOW, GREEN, BLUE = range(4)
GOODS_VALUE = (4, 3, 2, 1)
ALIENS = ("brown", "purple")
BROWN, PURPLE = range(2)
COLOURS = ("blue", "green", "red", "yellow")  # player colours, one starting cabin each

# tile kinds
CANNON = "cannon"
ENGINE = "engine"
CABIN = "cabin"
LIFE_SUPPORT = "life_support"
CARGO = "cargo"
SPECIAL_CARGO = "special_cargo"
BATTERY = "battery"
SHIELD = "shield"
STRUCTURAL = "structural"
STARTING_CABIN = "starting_cabin"
EXPLOSIVE = "explosive_cargo"
FRAGILE = "fragile_cargo"
HEAVY = "heavy_cargo"
RADIOACTIVE = "radioactive_cargo"
ARTIFACT = "artifact"
SPECIAL_KINDS = (EXPLOSIVE, FRAGILE, HEAVY, RADIOACTIVE, ARTIFACT)

DATA_PATH = Path(__file__).with_name("data") / "components.json"


@dataclass(frozen=True, slots=True)
class TileSpec:
    """One tile as printed, at rotation 0."""

    index: int
    id: str
    kind: str
    connectors: tuple[int, int, int, int]  # n, e, s, w
    double: bool = False  # a double cannon or engine (needs a battery per use)
    facing: int = -1  # cannon barrel or engine exhaust side at rotation 0
    crew: int = 0  # cabins: humans it holds
    capacity: int = 0  # cargo holds: goods; batteries: cells
    holds_red: bool = False
    alien: int = -1  # life support: BROWN or PURPLE
    protects: tuple[int, ...] = ()  # shields: the two sides covered at rotation 0
    colour: str = ""  # starting cabins
    engine_penalty: int = 0  # heavy cargo
    dead_zone: str = ""  # artifacts: "line" or "cross"
    line_axis: str = ""  # artifacts with a line: "column" or "row" at rotation 0
    special: bool = False  # a Missions tile


@dataclass(frozen=True, slots=True)
class Card:
    """One adventure card with its parameters (see RULES.md section 6)."""

    index: int
    id: str
    level: int
    type: str
    params: tuple[tuple[str, Any], ...]

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.params:
            if k == key:
                return v
        return default


@dataclass(frozen=True, slots=True)
class BoardClass:
    """A ship board: its valid cells, starting cell and the cap on lost-tile fines."""

    name: str
    cells: frozenset[tuple[int, int]]
    start: tuple[int, int]
    rows: tuple[int, int]
    cols: tuple[int, int]
    max_loss: int
    reserve_slots: int


@dataclass(frozen=True, slots=True)
class RoundSpec:
    number: int
    board: str
    deck: tuple[tuple[int, int], ...]  # (level, cards)
    start_offsets: tuple[int, ...]
    order_rewards: tuple[int, ...]
    best_looking: int


@dataclass(frozen=True, slots=True)
class Components:
    tiles: tuple[TileSpec, ...]
    warehouse: tuple[int, ...]  # indices of the 140 warehouse tiles
    starting: dict[str, int]  # colour -> starting cabin index
    specials: dict[str, tuple[int, ...]]  # special kind -> indices
    cards: tuple[Card, ...]
    boards: dict[str, BoardClass]
    rounds: tuple[RoundSpec, ...]
    track: int
    goods_supply: tuple[int, int, int, int]  # red, yellow, green, blue cubes
    hourglass_seconds: int


def _freeze(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple((k, _freeze(v)) for k, v in value.items())
    return value


def _tile(index: int, raw: dict[str, Any], special: bool) -> TileSpec:
    conns = tuple(CONNECTORS.index(raw["connectors"][s]) for s in SIDES)
    kind = raw["type"]
    facing = -1
    if kind == CANNON:
        facing = SIDES.index(raw["faces"])
    elif kind == ENGINE:
        facing = SIDES.index(raw["exhaust"])
    return TileSpec(
        index=index,
        id=raw["id"],
        kind=kind,
        connectors=conns,  # type: ignore[arg-type]
        double=raw.get("power") == "double",
        facing=facing,
        crew=int(raw.get("crew_capacity", 0)),
        capacity=int(raw.get("capacity", 0)),
        holds_red=bool(raw.get("holds_red", False)),
        alien=ALIENS.index(raw["alien"]) if "alien" in raw else -1,
        protects=tuple(SIDES.index(s) for s in raw.get("protects", ())),
        colour=raw.get("colour", ""),
        engine_penalty=int(raw.get("engine_penalty", 0)),
        dead_zone=raw.get("dead_zone", ""),
        line_axis=raw.get("line_axis_at_rotation_0", ""),
        special=special,
    )


@cache
def components() -> Components:
    raw = json.loads(DATA_PATH.read_text(encoding="utf-8"))
    tiles: list[TileSpec] = []
    for t in raw["tiles"]:
        tiles.append(_tile(len(tiles), t, False))
    specials: dict[str, list[int]] = {k: [] for k in SPECIAL_KINDS}
    for t in raw["missions"]["special_tiles"]:
        spec = _tile(len(tiles), t, True)
        tiles.append(spec)
        specials[spec.kind].append(spec.index)
    warehouse = tuple(t.index for t in tiles if not t.special and t.kind != STARTING_CABIN)
    starting = {t.colour: t.index for t in tiles if t.kind == STARTING_CABIN}
    cards = tuple(
        Card(
            index=i,
            id=c["id"],
            level=int(c["level"]),
            type=c["type"],
            params=tuple((k, _freeze(v)) for k, v in c.items() if k not in ("id", "level", "type") and k[0] != "_"),
        )
        for i, c in enumerate(raw["cards"])
    )
    boards = {}
    for name, b in raw["ship_boards"].items():
        boards[name] = BoardClass(
            name=name,
            cells=frozenset((int(r), int(c)) for r, c in b["valid_cells"]),
            start=(int(b["start_cell"][0]), int(b["start_cell"][1])),
            rows=(int(b["row_range"][0]), int(b["row_range"][1])),
            cols=(int(b["col_range"][0]), int(b["col_range"][1])),
            max_loss=int(b["max_loss_penalty"]),
            reserve_slots=int(b["reserve_slots"]),
        )
    rounds = tuple(
        RoundSpec(
            number=int(r["round"]),
            board=r["ship_board"],
            deck=tuple((int(level), int(n)) for level, n in r["deck"].items()),
            start_offsets=tuple(int(x) for x in r["start_offsets"]),
            order_rewards=tuple(int(x) for x in r["order_rewards"]),
            best_looking=int(r["best_looking_reward"]),
        )
        for r in raw["rounds"]
    )
    cubes = raw["supply"]["goods_cubes"]
    return Components(
        tiles=tuple(tiles),
        warehouse=warehouse,
        starting=starting,
        specials={k: tuple(v) for k, v in specials.items()},
        cards=cards,
        boards=boards,
        rounds=rounds,
        track=int(raw["flight_board"]["track_spaces"]),
        goods_supply=tuple(int(cubes[g]) for g in GOODS),  # type: ignore[arg-type]
        hourglass_seconds=int(raw["supply"]["hourglass_default_seconds"]),
    )


def tile(index: int) -> TileSpec:
    return components().tiles[index]


def connector(spec: TileSpec, rotation: int, side: int) -> int:
    """The connector a tile placed at `rotation` (quarter turns clockwise) shows on `side`."""
    return spec.connectors[(side - rotation) % 4]


def turned(side: int, rotation: int) -> int:
    """Where a side printed at rotation 0 points after `rotation` quarter turns clockwise."""
    return (side + rotation) % 4


def opposite(side: int) -> int:
    return (side + 2) % 4


def joined(a: int, b: int) -> bool:
    """Two facing connectors form a joint (a structural link)."""
    if a == SMOOTH or b == SMOOTH:
        return False
    return a == b or a == UNIVERSAL or b == UNIVERSAL


def compatible(a: int, b: int) -> bool:
    """Two facing sides may touch: a joint, or smooth against smooth."""
    return joined(a, b) or (a == SMOOTH and b == SMOOTH)
