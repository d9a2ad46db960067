"""A table's session, kept between runs: the names, the scores, the rolls (one JSON file a game in
the data folder). Written atomically after every change; a damaged file is set aside, reported,
and never overwritten."""

from __future__ import annotations

import json
import os
import secrets
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
            self.problem = str(exc)
            try:
                self.path.replace(self.path.with_suffix(".damaged.json"))  # kept for a look, not overwritten
            except OSError:
                pass
            self.new()

    def new(self, seed: int | None = None) -> None:
        """A new session: nothing kept but the game, a fresh seed."""
        self.data = {"seed": seed if seed is not None else secrets.randbelow(1_000_000)}
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
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.path.with_suffix(".tmp")
            tmp.write_text(json.dumps(self.data, ensure_ascii=False), encoding="utf-8")
            os.replace(tmp, self.path)
        except OSError as exc:  # a read-only disk loses the session, never the table
            self.problem = str(exc)
