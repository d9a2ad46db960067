"""The Settlers of Catan, base game. The game and its bots are put together here, so the rules never
import the bots that play by them."""

from engine.catan.rules import GAME, Catan
from engine.core.protocol import LazyBot

GAME.bot_factories = {
    "normal": LazyBot("engine.catan.bots", "NormalBot"),
    "strong": LazyBot("engine.catan.strong", "StrongBot"),
}

__all__ = ["GAME", "Catan"]
