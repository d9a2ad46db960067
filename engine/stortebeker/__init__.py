"""Störtebeker (Thorsten Löpmann & Andreas Wetter). The game and its bots are put together here, so
the rules never import the bots that play by them."""

from engine.stortebeker.bots import NormalBot
from engine.stortebeker.rules import Stortebeker

GAME = Stortebeker()
GAME.bot_factories = {"normal": NormalBot}

__all__ = ["GAME", "Stortebeker"]
