"""Catan's actions. Intersections, edges and hexes are the integer ids of engine.catan.board;
resources are indices into components.RESOURCES; card counts are 5-tuples in that order."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.core.actions import Action, unordered


@dataclass(frozen=True, slots=True)
class BuildSettlement(Action):
    kind: ClassVar[str] = "settlement"
    node: int


@dataclass(frozen=True, slots=True)
class BuildRoad(Action):
    kind: ClassVar[str] = "road"
    edge: int


@dataclass(frozen=True, slots=True)
class BuildCity(Action):
    kind: ClassVar[str] = "city"
    node: int


@dataclass(frozen=True, slots=True)
class Roll(Action):
    kind: ClassVar[str] = "roll"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Give back half the hand (rounded down) after a 7."""

    kind: ClassVar[str] = "discard"
    cards: tuple[int, int, int, int, int]


@dataclass(frozen=True, slots=True)
class MoveRobber(Action):
    """Move the robber to another land hex and steal from `victim` (-1: steal from nobody)."""

    kind: ClassVar[str] = "robber"
    hex: int
    victim: int


@dataclass(frozen=True, slots=True)
class BuyDevelopment(Action):
    kind: ClassVar[str] = "buy_development"


@dataclass(frozen=True, slots=True)
class PlayKnight(Action):
    kind: ClassVar[str] = "knight"


@dataclass(frozen=True, slots=True)
class PlayRoadBuilding(Action):
    kind: ClassVar[str] = "road_building"


@dataclass(frozen=True, slots=True)
class PlayYearOfPlenty(Action):
    """Take any two resources from the bank: a pair, not a sequence, so it is kept in one order
    (the same two cards written the other way round are the same action)."""

    kind: ClassVar[str] = "year_of_plenty"
    first: int
    second: int

    def __post_init__(self) -> None:
        first, second = unordered((self.first, self.second))
        object.__setattr__(self, "first", first)
        object.__setattr__(self, "second", second)


@dataclass(frozen=True, slots=True)
class PlayMonopoly(Action):
    kind: ClassVar[str] = "monopoly"
    resource: int


@dataclass(frozen=True, slots=True)
class MaritimeTrade(Action):
    """Give `give` to the bank at the best ratio you have (4, 3 or 2) for one `get`."""

    kind: ClassVar[str] = "maritime"
    give: int
    get: int


@dataclass(frozen=True, slots=True)
class TradeStart(Action):
    """Start writing an offer to the other players (domestic trade, active player only)."""

    kind: ClassVar[str] = "trade_start"


@dataclass(frozen=True, slots=True)
class TradeEdit(Action):
    """Add (+1) or remove (-1) one card of `resource` on the `side` of the offer being written (0 give, 1 get)."""

    kind: ClassVar[str] = "trade_edit"
    side: int
    resource: int
    delta: int


@dataclass(frozen=True, slots=True)
class TradeTo(Action):
    """Address the offer to one player, or to everyone (-1)."""

    kind: ClassVar[str] = "trade_to"
    seat: int


@dataclass(frozen=True, slots=True)
class TradePropose(Action):
    """Put the offer (or counter-offer) being written on the table."""

    kind: ClassVar[str] = "trade_propose"


@dataclass(frozen=True, slots=True)
class TradeAccept(Action):
    kind: ClassVar[str] = "trade_accept"


@dataclass(frozen=True, slots=True)
class TradeDecline(Action):
    kind: ClassVar[str] = "trade_decline"


@dataclass(frozen=True, slots=True)
class TradeCounter(Action):
    """Answer with an offer of your own: write it, then propose it."""

    kind: ClassVar[str] = "trade_counter"


@dataclass(frozen=True, slots=True)
class TradeConfirm(Action):
    """The active player closes the deal with `seat` (who accepted or countered)."""

    kind: ClassVar[str] = "trade_confirm"
    seat: int


@dataclass(frozen=True, slots=True)
class TradeCancel(Action):
    kind: ClassVar[str] = "trade_cancel"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    kind: ClassVar[str] = "end_turn"


ACTION_TYPES: tuple[type[Action], ...] = (
    BuildSettlement,
    BuildRoad,
    BuildCity,
    Roll,
    Discard,
    MoveRobber,
    BuyDevelopment,
    PlayKnight,
    PlayRoadBuilding,
    PlayYearOfPlenty,
    PlayMonopoly,
    MaritimeTrade,
    TradeStart,
    TradeEdit,
    TradeTo,
    TradePropose,
    TradeAccept,
    TradeDecline,
    TradeCounter,
    TradeConfirm,
    TradeCancel,
    EndTurn,
)
