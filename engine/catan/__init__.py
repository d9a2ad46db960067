"""The Settlers of Catan, base game. The game and its bots are put together here, so the rules never
import the bots that play by them."""

from engine.catan.bots import NormalBot
from engine.catan.rules import GAME, Catan
from engine.catan.strong import StrongBot

GAME.bot_factories = {"normal": NormalBot, "strong": StrongBot}

__all__ = ["GAME", "Catan"]
