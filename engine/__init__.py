"""Přístav's rules engines: pure Python, no Qt, no I/O beyond save files."""

from engine.core.registry import available_games, get_game

__all__ = ["available_games", "get_game"]
__version__ = "0.1.0"
