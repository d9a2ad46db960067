"""Galaxy Trucker (Vladimír Chvátil, 1st edition) with the Missions special tiles."""

from engine.galaxy_trucker.rules import GAME, GalaxyTrucker

__all__ = ["GAME", "GalaxyTrucker"]
