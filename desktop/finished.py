"""The finished games: every game played to its end is kept as a save in the data folder's
`finished/`; this keeps what the list of them shows (who played, the points, the winners, how many
moves) beside them in `finished/.index.json`, so the list opens without replaying every game.

The index is a cache and nothing more: a game missing from it, or whose file changed since, is read
again from its save (on a worker thread, `FinishedGames.read_missing`); an index that is damaged is
ignored and written anew. The saves themselves are only ever read here.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from engine.core.errors import SaveError
from engine.core.match import Match, write_atomic
from engine.core.registry import available_games

INDEX_NAME = ".index.json"
INDEX_VERSION = 1


@dataclasses.dataclass(frozen=True, slots=True)
class Finished:
    """One finished game as the list shows it. `damaged` is a file that cannot be loaded (it is
    listed, and Watch says why when asked)."""

    file: str  # the save's name inside the folder
    size: int
    mtime_ns: int
    game: str = ""
    players: int = 0
    options: dict[str, Any] = dataclasses.field(default_factory=dict)
    practice: bool = False
    seats: tuple[tuple[str, str, str, str], ...] = ()  # name, kind, level, colour
    scores: tuple[float, ...] = ()
    winners: tuple[int, ...] = ()
    moves: int = 0
    damaged: bool = False

    def to_json(self) -> dict[str, Any]:
        out = dataclasses.asdict(self)
        out["seats"] = [list(s) for s in self.seats]
        out["scores"], out["winners"] = list(self.scores), list(self.winners)
        return out


def summary(match: Match, path: Path) -> Finished:
    """What the list shows of `match`, saved (finished) at `path`."""
    stat = path.stat()
    game = match.game
    return Finished(
        file=path.name,
        size=stat.st_size,
        mtime_ns=stat.st_mtime_ns,
        game=game.name,
        players=match.players,
        options=dict(match.options),
        practice=match.practice,
        seats=tuple((s.name, s.kind, s.level, s.colour) for s in match.seats),
        scores=tuple(float(v) for v in game.scores(match.state)),
        winners=tuple(game.winners(match.state)) if match.is_over() else (),
        moves=len(match.records),
    )


def _entry(raw: Any) -> Finished | None:
    """An index entry checked field by field (the index is a file like any other: never trusted)."""
    if not isinstance(raw, dict):
        return None
    try:
        entry = Finished(
            file=raw["file"],
            size=raw["size"],
            mtime_ns=raw["mtime_ns"],
            game=raw["game"],
            players=raw["players"],
            options=raw["options"],
            practice=raw["practice"],
            seats=tuple(tuple(s) for s in raw["seats"]),  # type: ignore[misc]
            scores=tuple(raw["scores"]),
            winners=tuple(raw["winners"]),
            moves=raw["moves"],
            damaged=raw["damaged"],
        )
    except (KeyError, TypeError, ValueError):
        return None

    def whole(v: Any) -> bool:
        return isinstance(v, int) and not isinstance(v, bool)

    ok = (
        isinstance(entry.file, str)
        and "/" not in entry.file
        and all(whole(v) for v in (entry.size, entry.mtime_ns, entry.players, entry.moves))
        and isinstance(entry.practice, bool)
        and isinstance(entry.damaged, bool)
        and isinstance(entry.options, dict)
    )
    if not ok:
        return None
    if entry.damaged:
        return entry
    ok = (
        entry.game in available_games()
        and len(entry.seats) == len(entry.scores) == entry.players
        and all(len(s) == 4 and all(isinstance(x, str) for x in s) for s in entry.seats)
        and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in entry.scores)
        and all(whole(w) and 0 <= w < entry.players for w in entry.winners)
    )
    return entry if ok else None


class FinishedGames:
    """The folder of finished games and its index."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.index_path = folder / INDEX_NAME
        self._known: dict[str, Finished] = self._read_index()

    def _read_index(self) -> dict[str, Finished]:
        try:
            data = json.loads(self.index_path.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, ValueError, RecursionError):
            return {}  # none yet, or damaged: rebuilt from the saves
        if (
            not isinstance(data, dict)
            or data.get("version") != INDEX_VERSION
            or not isinstance(data.get("games"), list)
        ):
            return {}
        out = {}
        for raw in data["games"]:
            entry = _entry(raw)
            if entry is not None:
                out[entry.file] = entry
        return out

    def files(self) -> list[Path]:
        """The saves in the folder (the index and temporary files aside)."""
        try:
            return sorted(p for p in self.folder.glob("*.json") if not p.name.startswith(".") and p.is_file())
        except OSError:
            return []

    def scan(self) -> tuple[list[Finished], list[Path]]:
        """The games the index knows as their files stand now, and the files it must read first
        (new, or changed since it was written)."""
        known, missing = [], []
        for path in self.files():
            try:
                stat = path.stat()
            except OSError:
                continue
            entry = self._known.get(path.name)
            if entry is not None and entry.size == stat.st_size and entry.mtime_ns == stat.st_mtime_ns:
                known.append(entry)
            else:
                missing.append(path)
        return known, missing

    def add(self, entries: Iterable[Finished]) -> None:
        for entry in entries:
            self._known[entry.file] = entry

    def record(self, match: Match, path: Path) -> None:
        """A game just finished and saved at `path`: into the index at once (best effort: a cache
        that cannot be written is rebuilt the next time the list is opened)."""
        try:
            self.add([summary(match, path)])
            self.write()
        except (OSError, SaveError):
            pass

    def write(self) -> None:
        """The index of the games whose files are still there. Raises SaveError."""
        present = {p.name for p in self.files()}
        games = [e.to_json() for name, e in sorted(self._known.items()) if name in present]
        write_atomic(self.index_path, json.dumps({"version": INDEX_VERSION, "games": games}, ensure_ascii=False))


def read(path: Path) -> Finished:
    """A finished game's summary read from its save (the slow way: the log is replayed). Runs on a
    worker thread; touches nothing but the file, which it only reads."""
    try:
        return summary(Match.load(path), path)
    except (SaveError, OSError):
        try:
            stat = path.stat()
            return Finished(path.name, stat.st_size, stat.st_mtime_ns, damaged=True)
        except OSError:  # gone meanwhile
            return Finished(path.name, 0, 0, damaged=True)
