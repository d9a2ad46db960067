"""Where Přístav keeps its files (platformdirs) and finds its own (assets, translations)."""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from datetime import datetime
from pathlib import Path

import platformdirs

APP = "pristav"

_problems: dict[str, str] = {}  # folder -> why it cannot be used
_fallback: list[Path] = []  # one temporary folder for this run, made when first needed


def temporary_folder(prefix: str) -> Path:
    """A new folder in the system's temp folder, removed when the app ends."""
    folder = Path(tempfile.mkdtemp(prefix=prefix))
    atexit.register(shutil.rmtree, folder, True)
    return folder


def _usable(path: Path) -> Path:
    """`path`, created; when it cannot be (XDG_DATA_HOME names a file, no permission), a temporary
    folder for this run instead, and the problem remembered so the window can say saving is off."""
    try:
        path.mkdir(parents=True, exist_ok=True)
        if not os.access(path, os.W_OK | os.X_OK):
            raise PermissionError(13, "not writable")
        return path
    except OSError as exc:
        _problems[str(path)] = exc.strerror or str(exc)
        if not _fallback:
            _fallback.append(temporary_folder("pristav-"))
        alt = _fallback[0] / path.name
        alt.mkdir(parents=True, exist_ok=True)
        return alt


def storage_problems() -> list[str]:
    """The folders Přístav could not use this run, each with the reason ("" when all is well)."""
    return [f"{folder} ({why})" for folder, why in _problems.items()]


def data_dir() -> Path:
    return _usable(platformdirs.user_data_path(APP))


def config_dir() -> Path:
    return _usable(platformdirs.user_config_path(APP))


def autosave_path(game: str) -> Path:
    folder = _usable(data_dir() / "autosave")
    return folder / f"{game}.json"


STALE_TMP_SECONDS = 120  # older than any write in progress, so another running instance is never hurt


def clean_stale_temp_files() -> int:
    """Remove temporary files that an interrupted atomic save (a kill during the write) left beside
    the autosaves and finished games; returns how many went."""
    import time

    removed = 0
    now = time.time()
    for name in ("autosave", "finished"):
        folder = data_dir() / name
        if not folder.is_dir():
            continue
        for tmp in folder.glob(".*.json.*.tmp"):
            try:
                if now - tmp.stat().st_mtime > STALE_TMP_SECONDS:
                    tmp.unlink()
                    removed += 1
            except OSError:
                pass  # gone meanwhile, or not ours to remove: harmless either way
    return removed


def free_path(folder: Path, stem: str, suffix: str) -> Path:
    """`folder/stem+suffix`, or with " (2)", " (3)"… after the stem when that name is taken: a new
    file never writes over another (two games ending, or kept, in the same minute)."""
    target = folder / f"{stem}{suffix}"
    n = 2
    while target.exists():
        target = folder / f"{stem} ({n}){suffix}"
        n += 1
    return target


def suggested_save(folder: Path, title: str, when: datetime) -> Path:
    """The name Save As offers for a game not saved yet: its title and when ("Osadníci z Katanu
    2026-11-29 21.05.pristav.json"), free in `folder`, so that two saves never offer one name."""
    stem = "".join("-" if c in '<>:"/\\|?*' or ord(c) < 32 else c for c in f"{title} {when:%Y-%m-%d %H.%M}")
    return free_path(folder, stem.strip(" ."), ".pristav.json")


def saves_dir() -> Path:
    folder = platformdirs.user_documents_path() / "Pristav"
    return folder


def _root() -> Path:
    """The folder holding assets/ and translations/. Installed from the wheel and frozen by PyInstaller
    they are resources of the `desktop` package (desktop/assets, desktop/translations), found through
    importlib.resources; in a source checkout they are the repository's top-level folders."""
    from importlib.resources import files

    packaged = files("desktop")
    if packaged.joinpath("assets").is_dir():
        return Path(str(packaged))
    return Path(__file__).resolve().parents[2]


def assets_dir() -> Path:
    return _root() / "assets"


def translations_dir() -> Path:
    return _root() / "translations"
