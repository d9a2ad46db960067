"""Shipyard bots."""

from __future__ import annotations

from typing import Any

from engine.core.actions import Action
from engine.core.protocol import Game
from engine.core.rng import Rng


class NormalBot:
    def __init__(self, game: Game[Any], seed: int = 0) -> None:
        self.game = game
        self.rng = Rng(seed)

    def choose(self, view: Any, seat: int) -> Action:
        return self.rng.choice(self.game.legal_actions(view, seat))
