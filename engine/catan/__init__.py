"""The Settlers of Catan (Klaus Teuber), base game for 3 and 4 players."""

from engine.catan.rules import GAME, Catan

__all__ = ["GAME", "Catan"]
