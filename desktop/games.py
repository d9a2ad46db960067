"""Which scene draws which game (imported lazily: a game's desktop loads when it is played)."""

from __future__ import annotations

import importlib
import importlib.util
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


# The companion pages for a real table, one a game (desktop/<game>/companion.py).
COMPANIONS = {
    "golden_horn": "desktop.golden_horn.companion:GoldenHornCompanion",
    "catan": "desktop.catan.companion:CatanCompanion",
    "galaxy_trucker": "desktop.galaxy_trucker.companion:GalaxyTruckerCompanion",
    "shipyard": "desktop.shipyard.companion:ShipyardCompanion",
    "stortebeker": "desktop.stortebeker.companion:StortebekerCompanion",
}


def companion_games() -> list[str]:
    """Registered games that have a companion page."""
    from engine.core.registry import available_games

    return [name for name in available_games() if name in COMPANIONS and _exists(name)]


def _exists(name: str) -> bool:
    module, _, _cls = COMPANIONS[name].partition(":")
    return importlib.util.find_spec(module) is not None


def make_companion(game: str, session: Any = None) -> Any:
    module, _, cls = COMPANIONS[game].partition(":")
    return getattr(importlib.import_module(module), cls)(session)
