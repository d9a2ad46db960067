"""Störtebeker (Thorsten Löpmann & Andreas Wetter). The game and its bots are put together here, so
the rules never import the bots that play by them."""

from engine.core.protocol import LazyBot
from engine.stortebeker.rules import Stortebeker

GAME = Stortebeker()
GAME.bot_factories = {
    "normal": LazyBot("engine.stortebeker.bots", "NormalBot"),
    "strong": LazyBot("engine.stortebeker.strong", "StrongBot"),
}

__all__ = ["GAME", "Stortebeker"]
