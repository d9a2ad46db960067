"""Galaxy Trucker's `strong` bot: `normal`'s builder and flier with a ship evaluation that arms
the ship more, the more so the later the round.

`normal` prices firepower with a concave reward that flattens past 2 + 1.5 × round cannons' worth;
measured against three `normal` bots, a ship armed well beyond that in rounds 2 and 3 earns more:
the level II and III cards bring pirates, slavers and smugglers that ask for 5 to 8 and more, the
combat zones count firepower, and a ship that wins those keeps its tiles, crew and goods and takes
the rewards. So `strong` lets the reward flatten only past 2 + 4.5 × round (`STRONG_WEIGHTS`); and where
the give-up look-ahead finds flying on and giving up close (within 2 standard errors), it plays up to
STRONG_EXTRA_PLAYOUTS more rounds out before it decides. Like `normal` after a robot building, it
answers every offer (a planet, a wreck, a reward) by playing the round out after each answer, in both
variants. In real time it moves at the rulebook's hard speed, 0.6 of the table's costs (RULES.md 3.5:
easy 2.0, normal 1.0, hard 0.6); every other rule is `normal`'s. Measured in docs/NOTES.md ("Strong
bots").
"""

from __future__ import annotations

from typing import Any

from engine.core.protocol import Game
from engine.galaxy_trucker.bot_rollout import PLAYOUTS
from engine.galaxy_trucker.normal_bot import NormalBot
from engine.galaxy_trucker.timing import SPEED

# `utility`'s weights that differ from normal's (bot_appraisal.W): firepower saturating later each round
STRONG_WEIGHTS: dict[str, float] = {"fire_r": 4.5}
STRONG_EXTRA_PLAYOUTS = 40  # at a close give-up call: up to 64 play-outs of each choice instead of 24


class StrongBot(NormalBot):
    """`normal` building better-armed ships, above all for rounds 2 and 3, at the hard speed."""

    speed = SPEED["hard"]

    def __init__(
        self, game: Game[Any], seed: int = 0, weights: dict[str, float] | None = None, look_ahead: bool = True
    ) -> None:
        super().__init__(game, seed, {**STRONG_WEIGHTS, **(weights or {})}, look_ahead)
        self.extra_playouts = STRONG_EXTRA_PLAYOUTS
        self.offer_playouts = PLAYOUTS  # offers played out after a real-time building too (normal: robot only)
