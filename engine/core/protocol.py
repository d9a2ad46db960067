"""The one protocol every game implements (OpenSpiel's State, boardgame.io's moves)."""

from __future__ import annotations

import abc
import functools
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, fields, is_dataclass, replace
from types import MappingProxyType
from typing import Any, Generic, TypeVar

from engine.core.actions import Action
from engine.core.errors import IllegalAction
from engine.core.messages import QT_TRANSLATE_NOOP, Message, MessageKey
from engine.core.options import OptionSpec, resolve_options
from engine.core.shape import check_shape

S = TypeVar("S")

NOT_YOUR_TURN = QT_TRANSLATE_NOOP("Engine", "It is not your turn.")
GAME_OVER = QT_TRANSLATE_NOOP("Engine", "The game is over.")
BAD_PLAYERS = QT_TRANSLATE_NOOP("Engine", "This game is for {counts} players, not {number}.")
NOT_AN_ACTION = QT_TRANSLATE_NOOP("Engine", "That is not an action of this game.")


@dataclass(slots=True)
class Outcome:
    """What one applied action produced: its chance results (for the log) and log lines."""

    chance: list[Any] = field(default_factory=list)
    log: list[Message] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class ScoreRow:
    """One line of a final score breakdown: a label and a value per seat."""

    label: MessageKey
    values: tuple[float, ...]


class LazyBot:
    """A bot factory that imports the bot's module on the first call: `LazyBot("engine.x.bots",
    "NormalBot")(game, seed)`. Listing a game's levels costs nothing."""

    def __init__(self, module: str, name: str) -> None:
        self.module, self.name = module, name

    def __call__(self, game: Any, seed: int = 0) -> Any:
        import importlib

        return getattr(importlib.import_module(self.module), self.name)(game, seed)

    def __repr__(self) -> str:
        return f"LazyBot({self.module!r}, {self.name!r})"


class Game(abc.ABC, Generic[S]):
    """A game's rules. Stateless: every method takes the state it works on."""

    name: str = ""
    title: MessageKey = QT_TRANSLATE_NOOP("Games", "Game")
    authors: str = ""  # who designed the game (names: the same in every language)
    player_counts: tuple[int, ...] = (2,)
    # Some seat knows what another does not (a hand, a face-down crew, contracts): a screen shared by
    # several people hides the board between them (the hand-over curtain). Secrets kept from every
    # seat alike (a shuffled deck, face-down tiles) are not this: nobody has anything to hide.
    hidden_information: bool = False
    # why a move that drew on chance cannot be taken back, in the game's words (None: the house's
    # "rolled dice or revealed a card or tile")
    chance_undo: MessageKey | None = None
    options: tuple[OptionSpec, ...] = ()
    # Log lines about nobody's move (a new round, a reshuffle, the game's end): the log marks them with
    # no seat, not with the seat whose move happened to bring them about.
    impersonal_log: frozenset[MessageKey] = frozenset()
    action_types: tuple[type[Action], ...] = ()
    # Bot levels beyond "random": level -> factory(game, seed). Filled by the game's package
    # (engine/<game>/__init__.py), never by its rules, so rules do not import their bots; a
    # LazyBot factory imports its bot only when one is first made (the app starts faster).
    bot_factories: Mapping[str, Callable[..., Any]] = MappingProxyType({})

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A game that overrides `apply` still has every move pass the door first."""
        super().__init_subclass__(**kwargs)
        own = cls.__dict__.get("apply")
        if own is not None and not getattr(own, "_door", False):
            cls.apply = _behind_the_door(own)  # type: ignore[method-assign]

    # -- set-up -----------------------------------------------------------
    def resolve_options(self, players: int, given: Mapping[str, Any] | None) -> dict[str, Any]:
        if players not in self.player_counts:
            counts = ", ".join(str(c) for c in self.player_counts)
            raise IllegalAction(Message(BAD_PLAYERS, {"counts": counts, "number": players}))
        return resolve_options(self.options, given)

    @abc.abstractmethod
    def new_game(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> S:
        """A fresh game; everything random comes from `seed`."""

    # -- play -------------------------------------------------------------
    @abc.abstractmethod
    def to_act(self, state: S) -> tuple[int, ...]:
        """The seats that may act now (several in simultaneous phases, none when over)."""

    @abc.abstractmethod
    def legal_actions(self, state: S, seat: int) -> list[Action]:
        """Every legal action of `seat`, unique and in a fixed order (of moves that are the same in
        effect, one may stand for all: see `allows`)."""

    def apply(self, state: S, seat: int, action: Action, chance: Sequence[Any] | None = None) -> Outcome:
        """Apply a legal action, or raise IllegalAction and leave the state untouched.

        `chance` replays recorded random outcomes (a loaded log) instead of drawing.
        A seat that is no seat number and an action of the wrong type or shape are refused
        before the rules look at them (engine.core.shape).
        """
        check_shape(seat, action, self.action_types, NOT_AN_ACTION)
        if self.is_over(state):
            raise IllegalAction(Message(GAME_OVER))
        if seat not in self.to_act(state):
            raise IllegalAction(Message(NOT_YOUR_TURN))
        if not self.allows(state, seat, action):
            raise IllegalAction(self.why_illegal(state, seat, action))
        return self.do(state, seat, action, chance)

    def allows(self, state: S, seat: int, action: Action) -> bool:
        """Whether `seat` may play `action` now: one of `legal_actions`, or, where a game lists one of
        several moves that are the same in effect (Störtebeker: of cards that look alike, one stands
        for all), one of those. Asked once the action has the right shape and the seat may act. A game
        that overrides `apply` (Catan, Galaxy Trucker's timed moves) and lists every move needs none."""
        return action in self.legal_actions(state, seat)

    @abc.abstractmethod
    def why_illegal(self, state: S, seat: int, action: Action) -> Message:
        """The rule an action (known not to be legal) breaks, for the player."""

    @abc.abstractmethod
    def do(self, state: S, seat: int, action: Action, chance: Sequence[Any] | None) -> Outcome:
        """Carry out an action already known to be legal."""

    # -- reading ----------------------------------------------------------
    @abc.abstractmethod
    def view(self, state: S, seat: int | None) -> S:
        """A copy with everything `seat` may not see masked (None: a spectator)."""

    @abc.abstractmethod
    def is_over(self, state: S) -> bool: ...

    @abc.abstractmethod
    def scores(self, state: S) -> list[float]:
        """Current points per seat; final once the game is over."""

    def keeps_secrets(self, state: S, seat: int) -> bool:
        """Whether `seat` now sees anything the others may not (a hand, a face-down card): at one screen
        the board is hidden before his turn only then. By default his view is compared with a
        spectator's, the `viewer` field a view names its seat in aside."""
        return _public(self.view(state, seat)) != _public(self.view(state, None))

    def forced(self, state: S, seat: int) -> Action | None:
        """The one move `seat` must make now when the whole table can see that it is his only one
        (nothing he alone knows decides it): a screen plays it for a person, as it plays a bot's move,
        with no hand-over and no click. None (the default): he decides, or only his secrets forbid the
        rest (then he is asked, or the table would learn what his hand lacks)."""
        return None

    def seating_problem(self, options: Mapping[str, Any], humans: int) -> Message | None:
        """Why a game with these options cannot seat this many humans at one screen (None: it can)."""
        return None

    def settled_options(self, players: int, options: Mapping[str, Any]) -> dict[str, tuple[Any, Message]]:
        """Options that the player count or the other options decide, each with the value it then
        takes (None: it changes nothing then, whatever it is set to) and why, for the new-game dialog
        to show set and greyed (Störtebeker's extended rules switch E1-E5 on). The rules read the
        deciding options themselves; this only tells the table what they mean."""
        return {}

    def seating_remedy(self, options: Mapping[str, Any], humans: int) -> dict[str, Any]:
        """Option values that let this many humans share one screen where `seating_problem` refuses
        `options` (empty: nothing to change, or no remedy). The new-game dialog applies them when
        people are seated, so a table never meets a refusal it did not choose."""
        return {}

    def timed(self, state: S) -> bool:
        """True while seats act at once against the match clock (Galaxy Trucker's real-time
        building): a driver then asks every seat to act and applies the earliest stamped move."""
        return False

    def action_time(self, action: Action) -> int:
        """The match-clock stamp of an action in a timed phase."""
        return int(getattr(action, "t", 0))

    def action_time_now(self, state: S) -> int:
        """The match clock of a timed phase (0 without one)."""
        return int(getattr(state, "now", 0))

    def clock_event(self, state: S) -> int | None:
        """In a timed phase, when the clock next changes something by itself (the sand runs out)."""
        return None

    def wait_action(self, t: int) -> Action | None:
        """In a timed phase, the action that only lets the clock run to `t` (None: no clock)."""
        return None

    def winners(self, state: S) -> list[int]:
        return best_seats(self.scores(state))

    def score_breakdown(self, state: S) -> list[ScoreRow]:
        return []

    def tie_break(self, state: S) -> Message | None:
        """Once the game is over, how equal points were settled, for the end screen ("Equal points: more
        ships taken decides, 3 to 2"): a table reading 15 against 15 under one winner thinks it an
        error. None when the points alone decide (or the game shares the victory)."""
        return None

    @abc.abstractmethod
    def clone(self, state: S) -> S: ...

    @abc.abstractmethod
    def turn_key(self, state: S) -> int:
        """A number that changes whenever a new turn begins (limits undo)."""

    def check_invariants(self, state: S) -> None:
        """Raise AssertionError when the game's own invariants do not hold."""


def _behind_the_door(apply: Callable[..., Outcome]) -> Callable[..., Outcome]:
    @functools.wraps(apply)
    def door(self: Game[Any], state: Any, seat: int, action: Action, chance: Sequence[Any] | None = None) -> Outcome:
        check_shape(seat, action, self.action_types, NOT_AN_ACTION)
        return apply(self, state, seat, action, chance)

    door._door = True  # type: ignore[attr-defined]
    return door


def best_seats(scores: Sequence[float]) -> list[int]:
    """The seats with the highest score: the winners of a game whose ties are shared."""
    best = max(scores)
    return [i for i, s in enumerate(scores) if s == best]


def _public(view: Any) -> Any:
    """A view without the seat it was made for (two views of the same things then compare equal)."""
    if is_dataclass(view) and not isinstance(view, type) and any(f.name == "viewer" for f in fields(view)):
        return replace(view, viewer=None)
    return view


def tie_settled(points: Sequence[float], second: Sequence[int], winners: Sequence[int]) -> tuple[int, int] | None:
    """Where equal points were settled by a second count (ships taken, coins): the winners' count and
    the best count of the others who had as many points, or None when the points alone decided."""
    top = max(points)
    tied = [s for s, p in enumerate(points) if p == top]
    if len(tied) < 2:
        return None
    others = [second[s] for s in tied if s not in winners]
    return second[winners[0]], max(others) if others else second[winners[0]]
