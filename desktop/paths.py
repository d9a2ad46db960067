"""Where Přístav keeps its files (platformdirs) and finds its own (assets, translations)."""

from __future__ import annotations

import sys
from pathlib import Path

import platformdirs

APP = "pristav"


def data_dir() -> Path:
    path = platformdirs.user_data_path(APP)
    path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    path = platformdirs.user_config_path(APP)
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path(game: str) -> Path:
    folder = data_dir() / "autosave"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / f"{game}.json"


def saves_dir() -> Path:
    folder = platformdirs.user_documents_path() / "Pristav"
    return folder


def _root() -> Path:
    """The folder holding assets/ and translations/: the source tree, or PyInstaller's bundle."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parents[1]


def assets_dir() -> Path:
    return _root() / "assets"


def translations_dir() -> Path:
    return _root() / "translations"
