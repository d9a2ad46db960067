"""Shipyard's actions, granular the way a player acts at the table."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.core.actions import Action, unordered


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """Phase 2 (or the final action): put a figure on an action card."""

    kind: ClassVar[str] = "choose"
    card: str


@dataclass(frozen=True, slots=True)
class Bonus(Action):
    """Pay 6 coins and perform another action card now."""

    kind: ClassVar[str] = "bonus"
    card: str


@dataclass(frozen=True, slots=True)
class EndActions(Action):
    """Phase 4 is over: no (further) bonus action."""

    kind: ClassVar[str] = "end_actions"


@dataclass(frozen=True, slots=True)
class TakePart(Action):
    """Ship Building: buy the part at (column, row) of the offer (row 0 = bottom; row -1 = a blank
    of the column's kind) and place it on shipyard slot `slot`."""

    kind: ClassVar[str] = "take_part"
    column: int
    row: int
    slot: int


@dataclass(frozen=True, slots=True)
class ConfirmBuild(Action):
    """Ship Building: the purchase is complete; the offer slides down and refills."""

    kind: ClassVar[str] = "confirm_build"


@dataclass(frozen=True, slots=True)
class RentCanal(Action):
    """Canal Rental: the canal at offer row `index` goes to cell (x, y) turned `rotation` quarter turns
    clockwise; for the first canal `boat` names the end space the boat figure starts on."""

    kind: ClassVar[str] = "rent_canal"
    index: int
    x: int
    y: int
    rotation: int
    boat: str


@dataclass(frozen=True, slots=True)
class ProduceEquipment(Action):
    """Equipment Production: move the marker `steps` sectors (1-4) and take that equipment."""

    kind: ClassVar[str] = "produce_equipment"
    steps: int


@dataclass(frozen=True, slots=True)
class RecruitCrew(Action):
    """Crew Recruitment: move the marker `steps` sectors (1-4) and take that crew member or propeller."""

    kind: ClassVar[str] = "recruit_crew"
    steps: int


@dataclass(frozen=True, slots=True)
class Hire(Action):
    """Hire Employees: move the oval marker `steps` spaces (1-8) and take the top card of `slot` (0-2)."""

    kind: ClassVar[str] = "hire"
    steps: int
    slot: int


@dataclass(frozen=True, slots=True)
class BuyGoods(Action):
    """Buy Goods: take the wagon card at offer row `index` (0 = bottom, free)."""

    kind: ClassVar[str] = "buy_goods"
    index: int


@dataclass(frozen=True, slots=True)
class Exchange(Action):
    """Stock Exchange: cash in wagon card `wagon`, exchanging wagons for `items` (all different) and
    selling every other wagon."""

    kind: ClassVar[str] = "exchange"
    wagon: str
    items: tuple[str, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "items", unordered(self.items))


@dataclass(frozen=True, slots=True)
class TakeSubsidy(Action):
    """Subsidy: take 2 coins."""

    kind: ClassVar[str] = "take_subsidy"


@dataclass(frozen=True, slots=True)
class Fit(Action):
    """Maiden voyage: put one item from the supply on the completed ship whose bow is on `ship`."""

    kind: ClassVar[str] = "fit"
    ship: int
    item: str


@dataclass(frozen=True, slots=True)
class Launch(Action):
    """Maiden voyage: the ship (bow slot) is equipped; use the helmsman and `yardman` sail-pair bonuses."""

    kind: ClassVar[str] = "launch"
    ship: int
    helmsman: bool
    yardman: int


@dataclass(frozen=True, slots=True)
class SteerTo(Action):
    """Maiden voyage: at a junction, sail on to space `space` of the canal in cell (x, y)."""

    kind: ClassVar[str] = "steer"
    x: int
    y: int
    space: str


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Discard government contracts face down."""

    kind: ClassVar[str] = "discard"
    contracts: tuple[str, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "contracts", unordered(self.contracts))


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """The last chance: do not buy a part."""

    kind: ClassVar[str] = "pass"


ACTION_TYPES: tuple[type[Action], ...] = (
    Choose,
    Bonus,
    EndActions,
    TakePart,
    ConfirmBuild,
    RentCanal,
    ProduceEquipment,
    RecruitCrew,
    Hire,
    BuyGoods,
    Exchange,
    TakeSubsidy,
    Fit,
    Launch,
    SteerTo,
    Discard,
    Pass,
)
