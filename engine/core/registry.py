"""The registry of games, imported lazily so `import engine` stays cheap."""

from __future__ import annotations

import importlib
from typing import Any

from engine.core.protocol import Game

# name -> module that defines GAME (a Game instance)
_GAMES: dict[str, str] = {
    "golden_horn": "engine.golden_horn",
    "catan": "engine.catan",
    "galaxy_trucker": "engine.galaxy_trucker",
    "shipyard": "engine.shipyard",
    "stortebeker": "engine.stortebeker",
}
_cache: dict[str, Game[Any]] = {}


def available_games() -> list[str]:
    return list(_GAMES)


def get_game(name: str) -> Game[Any]:
    if name not in _GAMES:
        raise KeyError(name)
    if name not in _cache:
        module = importlib.import_module(_GAMES[name])
        _cache[name] = module.GAME
    return _cache[name]
