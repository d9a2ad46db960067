"""Golden Horn (Leo Colovini). The game and its bots are put together here, so the rules never
import the bots that play by them."""

from engine.core.protocol import LazyBot
from engine.golden_horn.rules import GoldenHorn

GAME = GoldenHorn()
GAME.bot_factories = {
    "normal": LazyBot("engine.golden_horn.bots", "NormalBot"),
    "strong": LazyBot("engine.golden_horn.strong", "StrongBot"),
}

__all__ = ["GAME", "GoldenHorn"]
