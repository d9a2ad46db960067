"""Galaxy Trucker's bots: `random` (uniform, with real-time costs) and `normal` (normal_bot.py)."""

from __future__ import annotations

from typing import Any

from engine.core.actions import Action
from engine.core.protocol import Game
from engine.core.rng import Rng
from engine.galaxy_trucker.timing import SPEED, stamp


class RandomBot:
    """Uniform over the legal moves; in real-time building it pays each move's cost in time, at the
    easy speed (twice the normal time: RULES.md 3.5)."""

    speed = SPEED["easy"]

    def __init__(self, game: Game[Any], seed: int = 0) -> None:
        self.game = game
        self.rng = Rng(seed)

    def choose(self, view: Any, seat: int) -> Action:
        action = self.rng.choice(self.game.legal_actions(view, seat))
        return stamp(action, view.now, self.rng, self.speed) if self.game.timed(view) else action
