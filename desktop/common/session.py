"""A table's session, kept between runs: the names, the scores, the rolls (one JSON file a game in
the data folder). Written atomically after every change; a damaged file is set aside, reported,
and never overwritten."""

from __future__ import annotations

import json
import os
import secrets
from collections.abc import Callable
from pathlib import Path
from typing import Any

from desktop.common.paths import data_dir


def session_path(game: str) -> Path:
    return data_dir() / "table" / f"{game}.json"


class TableSession:
    """The kept state of one game's companion page: a plain dict with a seed."""

    def __init__(self, game: str, path: Path | None = None) -> None:
        self.game = game
        self.path = path or session_path(game)
        self.data: dict[str, Any] = {}
        self.problem = ""  # why a kept session could not be read (it was set aside)
        self.set_aside = ""  # the file name the unreadable session was kept under ("" if it could not be moved)
        self.save_error = ""  # why the last save failed ("" once a save succeeds)
        self.watch: Callable[[], None] | None = None  # told when `problem` or `save_error` changes
        self.frozen = ""  # why a damaged file could not be set aside: then nothing is saved over it
        self.load()

    def load(self) -> None:
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
            if not isinstance(raw, dict) or not isinstance(raw.get("seed"), int):
                raise ValueError("not a session")
            self.data = raw
        except FileNotFoundError:
            self.new()
        except (OSError, ValueError, RecursionError) as exc:
            aside = self.path.with_suffix(".damaged.json")
            try:
                self.path.replace(aside)  # kept for a look, not overwritten
                moved = aside.name
            except OSError as cannot:  # left where it lies: this run writes nothing over it
                moved = ""
                self.frozen = cannot.strerror or str(cannot)
            self.new()
            self.problem, self.set_aside = str(exc), moved  # a new session started: the page says why
            self._tell()

    def new(self, seed: int | None = None) -> None:
        """A new session: nothing kept but the game, a fresh seed (what was said of a damaged one is past)."""
        self.data = {"seed": seed if seed is not None else secrets.randbelow(1_000_000)}
        if self.problem or self.set_aside:
            self.problem = self.set_aside = ""
            self._tell()
        self.save()

    @property
    def seed(self) -> int:
        return int(self.data["seed"])

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)

    def put(self, key: str, value: Any) -> None:
        self.data[key] = value
        self.save()

    def save(self) -> None:
        try:
            if self.frozen:
                raise OSError(0, self.frozen)
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.path.with_suffix(".tmp")
            tmp.write_text(json.dumps(self.data, ensure_ascii=False), encoding="utf-8")
            os.replace(tmp, self.path)
        except OSError as exc:  # a read-only disk loses the session, never the table
            error = exc.strerror or str(exc)
        else:
            error = ""
        if error != self.save_error:
            self.save_error = error
            self._tell()

    def _tell(self) -> None:
        if self.watch is not None:
            self.watch()
