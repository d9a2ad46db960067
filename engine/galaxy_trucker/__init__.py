"""Galaxy Trucker with the Missions tiles. The game and its bots are put together here, so the rules
never import the bots that play by them."""

from engine.galaxy_trucker.bots import RandomBot
from engine.galaxy_trucker.normal_bot import NormalBot
from engine.galaxy_trucker.rules import GAME, GalaxyTrucker

GAME.bot_factories = {"random": RandomBot, "normal": NormalBot}

__all__ = ["GAME", "GalaxyTrucker"]
