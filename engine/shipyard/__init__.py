"""Shipyard (Loděnice, Vladimír Suchý, Czech Games Edition 2009, 1st edition)."""

from engine.shipyard.rules import Shipyard

GAME = Shipyard()

__all__ = ["GAME", "Shipyard"]
