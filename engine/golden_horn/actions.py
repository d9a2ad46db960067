"""Golden Horn's actions. Colours are named ("red"); ships are numbered seat * 3 + (0 mono, 1 duo, 2 trio)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.core.actions import Action, unordered


@dataclass(frozen=True, slots=True)
class Place(Action):
    """Set-up: put one of your ships in Venice or Constantinople."""

    kind: ClassVar[str] = "place"
    ship: int
    port: str


@dataclass(frozen=True, slots=True)
class Rob(Action):
    """Send pirates: two cards in the target's sail colours take one cube from it."""

    kind: ClassVar[str] = "rob"
    ship: int
    cards: tuple[str, str]

    def __post_init__(self) -> None:  # two pirate cards are a pair, not a sequence (G4)
        object.__setattr__(self, "cards", unordered(self.cards))


@dataclass(frozen=True, slots=True)
class Steer(Action):
    """The owner of a ship robbed empty turns it around, or keeps its course."""

    kind: ClassVar[str] = "steer"
    ship: int
    turn: bool


@dataclass(frozen=True, slots=True)
class Sail(Action):
    """Move one ship: load `load` if leaving a home port, and stop at route space `to`."""

    kind: ClassVar[str] = "sail"
    ship: int
    load: str | None
    to: int


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    kind: ClassVar[str] = "end_turn"


@dataclass(frozen=True, slots=True)
class Announce(Action):
    """End the turn and announce the end of the game (warehouse holds all six colours)."""

    kind: ClassVar[str] = "announce"


ACTION_TYPES: tuple[type[Action], ...] = (Place, Rob, Steer, Sail, EndTurn, Announce)
