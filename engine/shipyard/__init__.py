"""Shipyard (Loděnice, Vladimír Suchý, Czech Games Edition 2009, 1st edition). The game and its bots
are put together here, so the rules never import the bots that play by them."""

from engine.core.protocol import LazyBot
from engine.shipyard.rules import Shipyard

GAME = Shipyard()
GAME.bot_factories = {
    "normal": LazyBot("engine.shipyard.bots", "NormalBot"),
    "strong": LazyBot("engine.shipyard.strong", "StrongBot"),
}

__all__ = ["GAME", "Shipyard"]
