"""What a real-time building move costs a bot, in milliseconds of the match clock (RULES.md 3.5).

A bot stamps its move with the time it will have finished it: the clock when it started
thinking plus the move's cost times its speed factor and a jitter. Jitter comes from the bot's
own seeded generator; the stamps go into the log, so a game replays exactly from its log.
"""

from __future__ import annotations

import dataclasses

from engine.core.actions import Action
from engine.core.rng import Rng
from engine.galaxy_trucker.actions import (
    Adjust,
    Finish,
    Flip,
    Place,
    Reserve,
    ReturnTile,
    TakeHidden,
    TakeReserved,
    TakeVisible,
    Wait,
)

COSTS_MS: dict[type[Action], int] = {
    TakeHidden: 1500,
    TakeVisible: 1200,
    TakeReserved: 600,
    Place: 2000,
    Adjust: 700,
    Reserve: 800,
    ReturnTile: 600,
    Finish: 500,
    Flip: 500,
}
IDLE_MS = 250
# how long a bot takes over a move, by difficulty (RULES.md 3.5): the app's Easy is the `random` level,
# Normal `normal`, Hard `strong`; "expert" has no level of its own
SPEED = {"easy": 2.0, "normal": 1.0, "hard": 0.6, "expert": 0.4}


def stamp(action: Action, now: int, rng: Rng, speed: float = 1.0, jitter: float = 0.2) -> Action:
    """The move stamped with the clock at which a bot starting it at `now` has done it."""
    if isinstance(action, Wait) or not hasattr(action, "t"):
        return action
    cost = COSTS_MS.get(type(action), IDLE_MS)
    factor = 1.0 + jitter * (rng.below(2001) - 1000) / 1000 if jitter else 1.0
    return dataclasses.replace(action, t=now + max(1, round(cost * speed * factor)))  # type: ignore[call-arg]
