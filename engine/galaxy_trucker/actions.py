"""Galaxy Trucker's actions.

Building actions carry `t`, the match clock in milliseconds since building began (RULES.md 3.5).
`legal_actions` lists them stamped with the state's clock; an action stamped later is applied
at its own time: the clock first runs to `t` (hourglass events included), then the action is
checked and applied, or refused with nothing changed. In the turn-based robot variant the clock
stands still and `t` is 0.

Cells are given as row and column; rotations as quarter turns clockwise.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.core.actions import Action

# -- building -------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TakeHidden(Action):
    """Take a face-down tile from the warehouse and look at it above one's own board."""

    kind: ClassVar[str] = "take_hidden"
    t: int


@dataclass(frozen=True, slots=True)
class TakeVisible(Action):
    """Take a face-up tile from the middle of the table."""

    kind: ClassVar[str] = "take_visible"
    tile: int
    t: int


@dataclass(frozen=True, slots=True)
class TakeReserved(Action):
    """Take a tile from one's own reserve (or, with a mission, from one's mission bay)."""

    kind: ClassVar[str] = "take_reserved"
    tile: int
    t: int


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Put the tile in hand onto the ship."""

    kind: ClassVar[str] = "place"
    row: int
    col: int
    rotation: int
    t: int


@dataclass(frozen=True, slots=True)
class Adjust(Action):
    """Move or turn the tile placed last, until the next tile is taken."""

    kind: ClassVar[str] = "adjust"
    row: int
    col: int
    rotation: int
    t: int


@dataclass(frozen=True, slots=True)
class Reserve(Action):
    """Put the tile in hand on a free reserve slot (a mission-bay tile goes back to its bay)."""

    kind: ClassVar[str] = "reserve"
    t: int


@dataclass(frozen=True, slots=True)
class ReturnTile(Action):
    """Put the tile in hand back face up in the middle."""

    kind: ClassVar[str] = "return_tile"
    t: int


@dataclass(frozen=True, slots=True)
class Finish(Action):
    """Stop building: take the lowest order token still available."""

    kind: ClassVar[str] = "finish"
    t: int


@dataclass(frozen=True, slots=True)
class Flip(Action):
    """Turn the hourglass onto its next position (manual flips)."""

    kind: ClassVar[str] = "flip"
    t: int


@dataclass(frozen=True, slots=True)
class Wait(Action):
    """Let the clock run to `t` without doing anything (sand runs, bots think)."""

    kind: ClassVar[str] = "wait"
    t: int


@dataclass(frozen=True, slots=True)
class PassTurn(Action):
    """Robot variant: end one's building turn with three cubes or fewer."""

    kind: ClassVar[str] = "pass_turn"


# -- ship check and preparation -------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RemoveTile(Action):
    """At the ship check: take a tile off one's ship (it is lost)."""

    kind: ClassVar[str] = "remove_tile"
    row: int
    col: int


@dataclass(frozen=True, slots=True)
class AutoFix(Action):
    """At the ship check: let the rule remove tiles until the ship is valid."""

    kind: ClassVar[str] = "auto_fix"


@dataclass(frozen=True, slots=True)
class PlaceAlien(Action):
    """Preparation: an alien of `colour` (0 brown, 1 purple) in the cabin instead of two humans."""

    kind: ClassVar[str] = "place_alien"
    row: int
    col: int
    colour: int


@dataclass(frozen=True, slots=True)
class CrewReady(Action):
    """Preparation: the remaining cabins take humans; the ship is ready."""

    kind: ClassVar[str] = "crew_ready"


# -- flight -------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class GiveUp(Action):
    """Before a card: leave the flight (goods sold at half price, no rewards)."""

    kind: ClassVar[str] = "give_up"


@dataclass(frozen=True, slots=True)
class FlyOn(Action):
    """Before a card: stay in the flight."""

    kind: ClassVar[str] = "fly_on"


@dataclass(frozen=True, slots=True)
class Power(Action):
    """Spend a battery from the battery tile at (brow, bcol) to power the double engine or cannon at
    (row, col); for engines any usable double engine not yet powered will do."""

    kind: ClassVar[str] = "power"
    row: int
    col: int
    brow: int
    bcol: int


@dataclass(frozen=True, slots=True)
class Declare(Action):
    """Done powering: the engine strength or firepower counts now."""

    kind: ClassVar[str] = "declare"


@dataclass(frozen=True, slots=True)
class Accept(Action):
    """Take the offer of the card: land on planet `choice`, board the abandoned ship or station,
    take the reward of a defeated enemy (choice 0 when there is only one)."""

    kind: ClassVar[str] = "accept"
    choice: int


@dataclass(frozen=True, slots=True)
class Decline(Action):
    kind: ClassVar[str] = "decline"


@dataclass(frozen=True, slots=True)
class Store(Action):
    """Loading goods: put a cube of `colour` from those at hand into the hold at (row, col)."""

    kind: ClassVar[str] = "store"
    colour: int
    row: int
    col: int


@dataclass(frozen=True, slots=True)
class Unload(Action):
    """Loading goods: take a cube of `colour` out of the hold at (row, col) back to hand (to rearrange,
    or to leave it behind)."""

    kind: ClassVar[str] = "unload"
    colour: int
    row: int
    col: int


@dataclass(frozen=True, slots=True)
class DoneLoading(Action):
    """Loading goods: finished; cubes still at hand go back to the supply."""

    kind: ClassVar[str] = "done_loading"


@dataclass(frozen=True, slots=True)
class LoseGoods(Action):
    """A penalty: give up one of the most valuable cubes aboard, from the hold at (row, col)."""

    kind: ClassVar[str] = "lose_goods"
    row: int
    col: int


@dataclass(frozen=True, slots=True)
class LoseBattery(Action):
    """A goods penalty with no goods left: give up a battery from the tile at (row, col)."""

    kind: ClassVar[str] = "lose_battery"
    row: int
    col: int


@dataclass(frozen=True, slots=True)
class LoseCrew(Action):
    """A crew penalty: one human, or the alien, leaves the cabin at (row, col)."""

    kind: ClassVar[str] = "lose_crew"
    row: int
    col: int


@dataclass(frozen=True, slots=True)
class Defend(Action):
    """Against the projectile now arriving: raise the shield at (row, col) or fire the cannon at
    (row, col) at a large meteor, spending a battery from (brow, bcol) when it needs one
    (-1, -1 when it does not)."""

    kind: ClassVar[str] = "defend"
    row: int
    col: int
    brow: int
    bcol: int


@dataclass(frozen=True, slots=True)
class TakeHit(Action):
    """Against the projectile now arriving: do nothing."""

    kind: ClassVar[str] = "take_hit"


@dataclass(frozen=True, slots=True)
class KeepPart(Action):
    """The ship fell apart: keep the part that holds the tile at (row, col)."""

    kind: ClassVar[str] = "keep_part"
    row: int
    col: int


BUILD_ACTIONS: tuple[type[Action], ...] = (
    TakeHidden,
    TakeVisible,
    TakeReserved,
    Place,
    Adjust,
    Reserve,
    ReturnTile,
    Finish,
    Flip,
    Wait,
)
TIMED = BUILD_ACTIONS
ALL_ACTIONS: tuple[type[Action], ...] = (
    *BUILD_ACTIONS,
    PassTurn,
    RemoveTile,
    AutoFix,
    PlaceAlien,
    CrewReady,
    GiveUp,
    FlyOn,
    Power,
    Declare,
    Accept,
    Decline,
    Store,
    Unload,
    DoneLoading,
    LoseGoods,
    LoseBattery,
    LoseCrew,
    Defend,
    TakeHit,
    KeepPart,
)
