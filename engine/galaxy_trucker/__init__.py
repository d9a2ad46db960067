"""Galaxy Trucker with the Missions tiles. The game and its bots are put together here, so the rules
never import the bots that play by them."""

from engine.core.protocol import LazyBot
from engine.galaxy_trucker.rules import GAME, GalaxyTrucker

GAME.bot_factories = {
    "random": LazyBot("engine.galaxy_trucker.bots", "RandomBot"),
    "normal": LazyBot("engine.galaxy_trucker.normal_bot", "NormalBot"),
    "strong": LazyBot("engine.galaxy_trucker.strong_bot", "StrongBot"),
}

__all__ = ["GAME", "GalaxyTrucker"]
