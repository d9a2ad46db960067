"""A game in play: options, seed, the action log, undo/redo and the save format."""

from __future__ import annotations

import errno
import json
import os
import tempfile
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.core.actions import Action, action_from_json, action_to_json
from engine.core.errors import IllegalAction, SaveError
from engine.core.messages import QT_TRANSLATE_NOOP, Message
from engine.core.protocol import Game
from engine.core.registry import available_games, get_game
from engine.core.rng import ChanceError
from engine.core.shape import malformed_field

SAVE_FORMAT = "pristav-save"
SAVE_VERSION = 1

E_UNDO_NOTHING = QT_TRANSLATE_NOOP("Engine", "There is no move to take back.")
E_UNDO_OVER = QT_TRANSLATE_NOOP("Engine", "The game is over: its moves cannot be taken back.")
E_UNDO_OTHER = QT_TRANSLATE_NOOP("Engine", "The last move was another player's: only your own can be taken back.")
E_UNDO_CHANCE = QT_TRANSLATE_NOOP(
    "Engine", "The last move rolled dice or revealed a card or tile: it cannot be taken back."
)
E_UNDO_TURN = QT_TRANSLATE_NOOP("Engine", "The last move was in a turn that is over: it cannot be taken back.")
E_READ = QT_TRANSLATE_NOOP("Save", "The file cannot be read: {reason}")
E_JSON = QT_TRANSLATE_NOOP("Save", "The file is not a Přístav save (not valid JSON; it may be truncated).")
E_FORMAT = QT_TRANSLATE_NOOP("Save", "The file is not a Přístav save.")
E_VERSION = QT_TRANSLATE_NOOP(
    "Save", "The save is of format version {version}; this version of Přístav reads up to {supported}."
)
E_GAME = QT_TRANSLATE_NOOP("Save", 'The save is of an unknown game "{game}".')
E_FIELD = QT_TRANSLATE_NOOP("Save", 'The save\'s field "{field}" is missing or invalid.')
E_OPTIONS = QT_TRANSLATE_NOOP("Save", "The save's options are invalid: {reason}")
E_ACTION = QT_TRANSLATE_NOOP("Save", "Move {index} in the save is not a valid action: {reason}")
E_ILLEGAL = QT_TRANSLATE_NOOP("Save", "Move {index} in the save breaks the rules: {reason}")
E_WRITE = QT_TRANSLATE_NOOP("Save", "The game could not be saved: {reason}")
E_CHANCE = QT_TRANSLATE_NOOP("Save", "Move {index} in the save records a chance outcome the game cannot produce.")
E_BROKEN = QT_TRANSLATE_NOOP("Save", "The file is damaged and cannot be loaded ({reason}).")
E_SIZE = QT_TRANSLATE_NOOP("Save", "The file is too large to be a Přístav save ({size} MB).")
# the system's reasons, in the player's language (the system says them in English: "No such file or directory")
R_MISSING = QT_TRANSLATE_NOOP("Save", "the file or its folder does not exist")
R_DENIED = QT_TRANSLATE_NOOP("Save", "permission denied")
R_FOLDER = QT_TRANSLATE_NOOP("Save", "it is a folder, not a file")
R_NOT_FOLDER = QT_TRANSLATE_NOOP("Save", "a file stands in the path where a folder should be")
R_FULL = QT_TRANSLATE_NOOP("Save", "the disk is full")
R_READ_ONLY = QT_TRANSLATE_NOOP("Save", "the disk is read-only")
R_NOT_TEXT = QT_TRANSLATE_NOOP("Save", "it is not a text file (UTF-8)")
_REASONS = {
    errno.ENOENT: R_MISSING,
    errno.EACCES: R_DENIED,
    errno.EPERM: R_DENIED,
    errno.EISDIR: R_FOLDER,
    errno.ENOTDIR: R_NOT_FOLDER,
    errno.EEXIST: R_NOT_FOLDER,  # a folder to make where a file is (the only way a save meets it)
    errno.ENOSPC: R_FULL,
    errno.EROFS: R_READ_ONLY,
}


def os_reason(exc: BaseException) -> Message | str:
    """Why the system refused, in the player's language where it is one of the usual reasons."""
    if isinstance(exc, UnicodeDecodeError):
        return Message(R_NOT_TEXT)
    key = _REASONS.get(getattr(exc, "errno", None) or -1)
    if key is not None:
        return Message(key)
    return getattr(exc, "strerror", None) or str(exc)


R_ENTRY = QT_TRANSLATE_NOOP("Save", "the entry is not a move record")
R_SEAT = QT_TRANSLATE_NOOP("Save", "it names no seat of this game")
R_CHANCE_LIST = QT_TRANSLATE_NOOP("Save", "its chance outcomes are not a list")
R_SHAPE = QT_TRANSLATE_NOOP("Save", "it is not a move of this game")
R_FIELD = QT_TRANSLATE_NOOP("Save", "its field {field} holds a value of the wrong kind")

MAX_SAVE_BYTES = 32 * 1024 * 1024  # a long game's save is well under 1 MB

SEAT_KINDS = ("human", "bot")
BOT_LEVELS = ("random", "normal", "strong")


@dataclass(slots=True)
class Record:
    """One applied action: who, what, its chance outcome, the turn it was in, its log lines."""

    seat: int
    action: Action
    chance: list[Any]
    turn: int
    log: list[Message] = field(default_factory=list)
    _text: str | None = field(default=None, repr=False, compare=False)  # to_json() as JSON, made once

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat, "action": action_to_json(self.action)}
        if self.chance:
            out["chance"] = self.chance
        return out

    def json_text(self) -> str:
        """to_json() as compact JSON; a record never changes once made, so this is written once."""
        if self._text is None:
            self._text = json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":"))
        return self._text


@dataclass(slots=True)
class Seat:
    """Who sits in a seat: a name, human or bot (with level), a colour."""

    name: str
    kind: str = "human"
    level: str = "normal"
    colour: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level, "colour": self.colour}


class Match:
    """Owns one game in play. The desktop talks to this, never to a bare state."""

    def __init__(
        self,
        game: str | Game[Any],
        players: int,
        seed: int,
        options: Mapping[str, Any] | None = None,
        *,
        practice: bool = False,
        seats: list[Seat] | None = None,
    ) -> None:
        self.game: Game[Any] = get_game(game) if isinstance(game, str) else game
        self.options = self.game.resolve_options(players, options)
        self.players = players
        self.seed = seed
        self.practice = practice
        self.seats = seats or [Seat(name=f"Player {i + 1}") for i in range(players)]
        self.state = self.game.new_game(players, seed, self.options)
        self.non_standard = self._non_standard()
        self.records: list[Record] = []
        self._before: list[Any] = []  # the state before each record, for undo
        self._redo: list[Record] = []

    # -- play --------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        return self.game.to_act(self.state)

    def legal_actions(self, seat: int) -> list[Action]:
        return self.game.legal_actions(self.state, seat)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def view(self, seat: int | None) -> Any:
        return self.game.view(self.state, seat)

    def apply(self, seat: int, action: Action, chance: list[Any] | None = None) -> Record:
        """Apply an action, all or nothing: whatever the game raises, the match is left as it was."""
        before = self.game.clone(self.state)
        turn = self.game.turn_key(self.state)
        try:
            outcome = self.game.apply(self.state, seat, action, chance)
        except BaseException:
            self.state = before
            raise
        record = Record(seat, action, list(outcome.chance), turn, list(outcome.log))
        self.records.append(record)
        self._before.append(before)
        self._redo.clear()
        return record

    def position(self, index: int) -> Any:
        """A copy of the state after the first `index` records (0: the start of the game)."""
        if not 0 <= index <= len(self.records):
            raise IndexError(index)
        if index == len(self.records):
            return self.game.clone(self.state)
        return self.game.clone(self._before[index])

    def score_history(self, scores_of: Callable[[Any], Sequence[float]] | None = None) -> list[tuple[int, list[float]]]:
        """(turn, scores) at each point of the log where the scores changed, from the start; the
        scores of each position as `scores_of` reads them (default: the game's, with nothing hidden)."""
        return [(turn, scores) for _, turn, scores in self.score_points(scores_of)]

    def score_points(
        self, scores_of: Callable[[Any], Sequence[float]] | None = None
    ) -> list[tuple[int, int, list[float]]]:
        """(moves, turn, scores) at each point of the log where the scores changed: `moves` the number
        of records played there (a chart follows a position, or drops what an undo took back)."""
        read = scores_of or self.game.scores
        out: list[tuple[int, int, list[float]]] = []
        for moves, state in enumerate([*self._before, self.state]):
            scores = list(read(state))
            if not out or out[-1][2] != scores:
                out.append((moves, self.game.turn_key(state), scores))
        return out

    # -- undo / redo (boardgame.io's limits unless practising) ---------------
    def undo_refusal(self, seat: int | None = None) -> Message | None:
        """Why the last move cannot be taken back (by `seat`), or None when it can (DESIGN.md: a seat
        takes back its own moves of the current turn, never past a die roll or a revealed card)."""
        if not self.records:
            return Message(E_UNDO_NOTHING)
        if self.practice:
            return None
        last = self.records[-1]
        if self.game.is_over(self.state):
            return Message(E_UNDO_OVER)
        if seat is not None and last.seat != seat:
            return Message(E_UNDO_OTHER)
        if last.chance:
            return Message(self.game.chance_undo or E_UNDO_CHANCE)
        if last.turn != self.game.turn_key(self.state):
            return Message(E_UNDO_TURN)
        return None

    def can_undo(self, seat: int | None = None) -> bool:
        return self.undo_refusal(seat) is None

    def undo(self, seat: int | None = None) -> Record:
        refusal = self.undo_refusal(seat)
        if refusal is not None:
            raise IllegalAction(refusal)
        record = self.records.pop()
        self.state = self._before.pop()
        self._redo.append(record)
        return record

    def can_redo(self) -> bool:
        return bool(self._redo)

    def redo(self) -> Record:
        if not self._redo:
            raise IllegalAction(Message(QT_TRANSLATE_NOOP("Engine", "There is nothing to redo.")))
        record = self._redo.pop()
        keep = list(self._redo)
        new = self.apply(record.seat, record.action, record.chance)
        self._redo = keep
        return new

    # -- save / load -------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {**self._head(), "log": [r.to_json() for r in self.records]}

    def _non_standard(self) -> list[str]:
        """The options set away from the standard (the save header flags them, RULES.md): those whose
        value differs from the default and changes the game as dealt. An explicit value that is the
        rulebook's own for this many players (Golden Horn's Modon with 4) is standard."""
        out = []
        for spec in self.game.options:
            value = self.options.get(spec.key, spec.default)
            if value == spec.default:
                continue
            alike = {**self.options, spec.key: spec.default}
            try:
                same = self.game.new_game(self.players, self.seed, alike) == self.state
            except IllegalAction:  # the default does not go with the other options chosen
                same = False
            if not same:
                out.append(spec.key)
        return sorted(out)

    def _head(self) -> dict[str, Any]:
        """Everything of the save but the log (which comes last)."""
        from engine import __version__

        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "engine": __version__,
            "game": self.game.name,
            "players": self.players,
            "seed": self.seed,
            "options": self.options,
            "non_standard": self.non_standard,
            "practice": self.practice,
            "seats": [s.to_json() for s in self.seats],
        }

    def save_text(self) -> str:
        """The save file's text, the same as compact JSON of to_json(); each move is serialised only
        once in the match's life, so saving after every move stays cheap in a long game."""
        head = json.dumps({**self._head(), "log": []}, ensure_ascii=False, separators=(",", ":"))
        return head[:-2] + ",".join(r.json_text() for r in self.records) + "]}"

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write atomically: a temporary file beside the target, then os.replace."""
        write_atomic(path, self.save_text())

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Match:
        """Read a save; raises SaveError and nothing else, and never writes to the file."""
        source = Path(path)
        try:
            size = source.stat().st_size
            if size > MAX_SAVE_BYTES:
                raise SaveError(Message(E_SIZE, {"size": size // (1024 * 1024)}))
            text = source.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise SaveError(Message(E_READ, {"reason": os_reason(exc)})) from exc
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, RecursionError) as exc:
            raise SaveError(Message(E_JSON)) from exc
        return cls.from_json(data)

    @classmethod
    def from_json(cls, data: Any) -> Match:
        """A match replayed from a save's data; raises SaveError and nothing else."""
        try:
            return cls._from_json(data)
        except SaveError:
            raise
        except Exception as exc:  # noqa: BLE001 - the promise is SaveError and nothing else
            raise SaveError(Message(E_BROKEN, {"reason": type(exc).__name__})) from exc

    @classmethod
    def _from_json(cls, data: Any) -> Match:
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveError(Message(E_FORMAT))
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise SaveError(Message(E_FIELD, {"field": "version"}))
        if version > SAVE_VERSION:
            raise SaveError(Message(E_VERSION, {"version": version, "supported": SAVE_VERSION}))
        game_name = data.get("game")
        if not isinstance(game_name, str) or game_name not in available_games():
            raise SaveError(Message(E_GAME, {"game": str(game_name)}))
        game = get_game(game_name)
        players = _field(data, "players", int)
        seed = _field(data, "seed", int)
        options = _field(data, "options", dict)
        practice = _field(data, "practice", bool)
        seats_raw = _field(data, "seats", list)
        log = _field(data, "log", list)
        if players not in game.player_counts:
            raise SaveError(Message(E_FIELD, {"field": "players"}))
        if len(seats_raw) != players:
            raise SaveError(Message(E_FIELD, {"field": "seats"}))
        seats = [_seat(s) for s in seats_raw]
        try:
            match = cls(game, players, seed, options, practice=practice, seats=seats)
        except IllegalAction as exc:
            raise SaveError(Message(E_OPTIONS, {"reason": exc.message})) from exc
        for index, entry in enumerate(log, start=1):
            if not isinstance(entry, dict) or set(entry) - {"seat", "action", "chance"}:
                raise SaveError(Message(E_ACTION, {"index": index, "reason": Message(R_ENTRY)}))
            seat = entry.get("seat")
            chance = entry.get("chance", [])
            if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
                raise SaveError(Message(E_ACTION, {"index": index, "reason": Message(R_SEAT)}))
            if not isinstance(chance, list):
                raise SaveError(Message(E_ACTION, {"index": index, "reason": Message(R_CHANCE_LIST)}))
            try:
                action = action_from_json(game.action_types, entry.get("action"))
            except (ValueError, TypeError, RecursionError) as exc:
                raise SaveError(Message(E_ACTION, {"index": index, "reason": Message(R_SHAPE)})) from exc
            bad = malformed_field(action)
            if bad is not None:
                raise SaveError(Message(E_ACTION, {"index": index, "reason": Message(R_FIELD, {"field": bad})}))
            try:
                match.apply(seat, action, chance)
            except IllegalAction as exc:
                raise SaveError(Message(E_ILLEGAL, {"index": index, "reason": exc.message})) from exc
            except ChanceError as exc:
                raise SaveError(Message(E_CHANCE, {"index": index})) from exc
        return match


def _field(data: dict[str, Any], name: str, kind: type) -> Any:
    value = data.get(name)
    ok = isinstance(value, kind) and not (kind is int and isinstance(value, bool))
    if not ok:
        raise SaveError(Message(E_FIELD, {"field": name}))
    return value


def _seat(raw: Any) -> Seat:
    if not isinstance(raw, dict):
        raise SaveError(Message(E_FIELD, {"field": "seats"}))
    name, kind, level, colour = raw.get("name"), raw.get("kind"), raw.get("level"), raw.get("colour")
    if not isinstance(name, str) or not (0 < len(name) <= 40):
        raise SaveError(Message(E_FIELD, {"field": "seats.name"}))
    if kind not in SEAT_KINDS:
        raise SaveError(Message(E_FIELD, {"field": "seats.kind"}))
    if level not in BOT_LEVELS:
        raise SaveError(Message(E_FIELD, {"field": "seats.level"}))
    if not isinstance(colour, str) or len(colour) > 16:
        raise SaveError(Message(E_FIELD, {"field": "seats.colour"}))
    return Seat(name, kind, level, colour)


def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Write `text` to `path` so that the file is always whole: a temporary file beside it, flushed
    to the disk, then renamed over it. Raises SaveError (never OSError)."""
    target = Path(path)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                fh.write(text)
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, target)
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise
    except OSError as exc:
        raise SaveError(Message(E_WRITE, {"reason": os_reason(exc)})) from exc
