"""Bots: they see only `view(state, seat)` and return one legal action."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from engine.core.actions import Action
from engine.core.protocol import Game
from engine.core.rng import Rng


class Bot(Protocol):
    def choose(self, view: Any, seat: int) -> Action: ...


class RandomBot:
    """Uniform over the legal actions."""

    def __init__(self, game: Game[Any], seed: int = 0) -> None:
        self.game = game
        self.rng = Rng(seed)

    def choose(self, view: Any, seat: int) -> Action:
        return self.rng.choice(self.game.legal_actions(view, seat))


BotFactory = Callable[[Game[Any], int], Bot]


def bot_levels(game: Game[Any]) -> list[str]:
    """The levels a game offers, weakest first."""
    return ["random", *(k for k in getattr(game, "bot_factories", {}) if k != "random")]


def make_bot(game: Game[Any], level: str, seed: int = 0) -> Bot:
    """A bot of `level`; a level the game lacks falls back to its strongest one."""
    factories: dict[str, BotFactory] = getattr(game, "bot_factories", {})
    if level == "random" and "random" in factories:
        return factories["random"](game, seed)  # a game's own random bot (e.g. one that pays for time)
    if level == "random" or not factories:
        return RandomBot(game, seed)
    factory = factories.get(level) or list(factories.values())[-1]
    return factory(game, seed)
