"""Which scene draws which game (imported lazily: a game's desktop loads when it is played)."""

from __future__ import annotations

import importlib
from typing import Any

SCENES = {
    "golden_horn": "desktop.golden_horn.scene:GoldenHornScene",
}


def make_scene(game: str, model: Any) -> Any:
    module, _, cls = SCENES[game].partition(":")
    return getattr(importlib.import_module(module), cls)(model)
