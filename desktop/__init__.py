"""Přístav's desktop: the Qt shell and each game's board."""
