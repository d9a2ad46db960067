"""Which scene draws which game (imported lazily: a game's desktop loads when it is played)."""

from __future__ import annotations

import importlib
from typing import Any

SCENES = {
    "golden_horn": "desktop.golden_horn.scene:GoldenHornScene",
    "catan": "desktop.catan.scene:CatanScene",
    "galaxy_trucker": "desktop.galaxy_trucker.scene:GalaxyTruckerScene",
    "shipyard": "desktop.shipyard.scene:ShipyardScene",
    "stortebeker": "desktop.stortebeker.scene:StortebekerScene",
}


def playable_games() -> list[str]:
    """Registered games that have a board on the desktop (an engine may land before its scene)."""
    from engine.core.registry import available_games

    return [name for name in available_games() if name in SCENES]


def make_scene(game: str, model: Any) -> Any:
    module, _, cls = SCENES[game].partition(":")
    return getattr(importlib.import_module(module), cls)(model)
