"""Störtebeker's actions, one decision each (RULES.md §9, "Decisions")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from engine.core.actions import Action, unordered


@dataclass(frozen=True, slots=True)
class Lay(Action):
    """Phase 1a: lay `card` from the hand onto one's side of `ship`."""

    kind: ClassVar[str] = "lay"
    card: int
    ship: int


@dataclass(frozen=True, slots=True)
class Swap(Action):
    """Phase 1b: discard 2 or 3 cards face up for an exchange (the picks follow one by one)."""

    kind: ClassVar[str] = "swap"
    cards: tuple[int, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", unordered(self.cards))


@dataclass(frozen=True, slots=True)
class Pick(Action):
    """Phase 1b: pick `card` from the discard pile (it waits in front of the player until phase 6)."""

    kind: ClassVar[str] = "pick"
    card: int


@dataclass(frozen=True, slots=True)
class EndPicks(Action):
    """Phase 1b: pick no more cards."""

    kind: ClassVar[str] = "end_picks"


@dataclass(frozen=True, slots=True)
class Fire(Action):
    """Phase 1c: discard `card` to fire the cannons at `ship`."""

    kind: ClassVar[str] = "fire"
    card: int
    ship: int


@dataclass(frozen=True, slots=True)
class Take(Action):
    """Phase 2: for the colour die in play, take an opponent's provision `card` at the target."""

    kind: ClassVar[str] = "take"
    card: int


@dataclass(frozen=True, slots=True)
class Attack(Action):
    """Phase 3: board `ship` (one's provisions there complete)."""

    kind: ClassVar[str] = "attack"
    ship: int


@dataclass(frozen=True, slots=True)
class Stop(Action):
    """Phase 3: attack no more ships this turn."""

    kind: ClassVar[str] = "stop"


@dataclass(frozen=True, slots=True)
class Counter(Action):
    """Phase 4: counter-attack, first laying exactly the missing provision `cards` from the hand."""

    kind: ClassVar[str] = "counter"
    cards: tuple[int, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", unordered(self.cards))


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """Phase 4: do not counter-attack."""

    kind: ClassVar[str] = "pass"


ACTION_TYPES: tuple[type[Action], ...] = (Lay, Swap, Pick, EndPicks, Fire, Take, Attack, Stop, Counter, Pass)
