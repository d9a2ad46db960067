"""Shipyard (Loděnice, Vladimír Suchý, Czech Games Edition 2009, 1st edition). The game and its bots
are put together here, so the rules never import the bots that play by them."""

from engine.shipyard.bots import NormalBot
from engine.shipyard.rules import Shipyard

GAME = Shipyard()
GAME.bot_factories = {"normal": NormalBot}

__all__ = ["GAME", "Shipyard"]
