"""Golden Horn (Leo Colovini, Piatnik 2013): from Venice to Constantinople."""

from engine.golden_horn.rules import GoldenHorn

GAME = GoldenHorn()

__all__ = ["GAME", "GoldenHorn"]
