"""GameModel: the Qt face of a Match — applies actions, runs bots off the GUI thread, autosaves; its
real time (the match clock, the bots' timed moves) is in real_time.py."""

from __future__ import annotations

import itertools
import json
import shutil
import time
from collections import Counter
from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QElapsedTimer, QLockFile, QObject, QThreadPool, QTimer, Signal
from PySide6.QtGui import QColor, QUndoCommand, QUndoStack

from desktop.bot_thread import _BotSignals, _BotTask
from desktop.common import i18n
from desktop.common.colours import SEAT_COLOURS
from desktop.common.paths import free_path, saves_dir, suggested_save
from desktop.common.writer import writer
from desktop.finished import FinishedGames
from desktop.real_time import RealTime, _restore_gc
from engine.bots import Bot, make_bot
from engine.core.actions import Action
from engine.core.errors import IllegalAction, SaveError
from engine.core.match import Match, Record, write_atomic
from engine.core.messages import Message

_MODELS = itertools.count()  # tells the bot process which match a bot belongs to


class ActionCommand(QUndoCommand):
    """One applied action on the QUndoStack; redo re-applies with its recorded chance."""

    def __init__(self, model: GameModel, record: Record, text: str) -> None:
        super().__init__(text)
        self.model = model
        self._fresh = True

    def redo(self) -> None:
        if self._fresh:  # already applied when pushed
            self._fresh = False
            return
        self.model.wait_saved()
        self.model.rewound.emit(self.model.match.redo(), True)
        self.model._after_change()

    def undo(self) -> None:
        self.model.wait_saved()
        self.model.rewound.emit(self.model.match.undo(None), False)
        self.model._after_change()


class GameModel(RealTime, QObject):
    """Owns the Match for the desktop; the board and docks listen to its signals."""

    changed = Signal()  # anything changed: redraw
    applied = Signal(object)  # a new Record (for the log and animations)
    rewound = Signal(object, bool)  # a Record undone (False) or redone (True): the log follows it
    refused = Signal(str)  # an illegal action's translated reason
    game_over = Signal()
    bot_failed = Signal(str)
    hint_ready = Signal(object)  # the strongest bot's move for the human to act (request_hint)
    hint_lost = Signal(str)  # no hint comes for that request: why ("" when the game moved on meanwhile)

    def __init__(self, match: Match, autosave: Path | None = None, pace_ms: int = 600) -> None:
        super().__init__()
        self.match = match
        self.game = match.game
        self.autosave = autosave
        # one window at a time autosaves a game: a second instance of the app playing the same game
        # plays without autosave (and says so) rather than overwrite the first one's file
        self.autosave_taken = False
        self._lock: QLockFile | None = None
        if autosave is not None:
            autosave.parent.mkdir(parents=True, exist_ok=True)
            lock = QLockFile(str(autosave) + ".lock")
            lock.setStaleLockTime(0)  # a lock whose process is gone (killed) is stale at once
            if lock.tryLock(0):
                self._lock = lock
            else:
                self.autosave = None
                self.autosave_taken = True
        self.pace_ms = pace_ms
        self.paused = False  # e.g. while the hand-over curtain is up
        self.reader_only = False  # show only what this screen's reader may know (a replay of a game not over)
        self.open_book = False  # a finished game watched again: every seat's eyes in turn, bots' too
        self.undo_stack = QUndoStack(self)
        # a continued or opened game's moves are on the stack too: Undo takes them back as it would have
        # before the game was left (an empty stack did nothing, and practice's loop never ended)
        for record in match.records:
            self.undo_stack.push(ActionCommand(self, record, record.action.kind))
        # the whole game so far: a loaded or continued game's chart starts where the game started;
        # charted as this screen's reader may know them (Catan's victory-point cards stay hidden)
        self.history: list[tuple[int, list[float]]] = []
        self._history_moves: list[int] = []  # the records played at each point of `history`
        self.set_history(match.score_points(self.table_scores))
        self.last_human: int | None = next(iter(self.human_seats()), None)
        self.autosave_ms: list[float] = []
        self._bots = {
            i: make_bot(self.game, s.level, match.seed * 7919 + i) for i, s in enumerate(match.seats) if s.kind == "bot"
        }
        self._generation = 0
        self._thinking = False
        self._think_start: tuple[int, float] | None = None  # the seat thinking and since when
        self._signals = _BotSignals()
        self._signals.done.connect(self._bot_done)
        self._hint_signals = _BotSignals()
        self._hint_signals.done.connect(self._hint_done)
        self._hint_asked: tuple[int, int] | None = None  # (generation, moves played) of the hint asked
        self._hint_bots: dict[int, Bot] = {}  # per seat, kept through the game (`_hint_bot`)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._start_bot)
        self._pool = QThreadPool.globalInstance()
        # real time (timed phases): a match clock that runs with the wall clock
        self._clock = QElapsedTimer()
        self._clock_base = 0  # the match clock when the wall clock was last started
        self._clock_running = False
        self._engine_now = int(getattr(match.state, "now", 0))  # the engine's clock at the last change
        self.clock_source: Any = None  # tests: a callable returning the match clock in ms
        # the window's question whether a dialog the person opened is up (Settings, Save As): the sand
        # stands meanwhile, as a person reading a dialog cannot build
        self.held: Any = None
        self._held = False  # the clock stands for such a dialog
        # Tests and scripts that move the match by hand (tick, bot_move_now) set this: then no
        # timer and no worker thread ever moves a bot, so a run repeats exactly whatever the
        # wall clock does (a bot object is never asked from two threads at once).
        self.by_hand = False
        self.clock_speed = 1.0  # match time per wall time (faster once only bots are still building)
        self._writer = writer()
        self._writer.failed.connect(self._write_failed)
        self._writer_wired = True
        # an unfinished game this one would overwrite is kept first (the write below is on a thread)
        self.finished_path: Path | None = None  # where the game went when it ended (the finished games)
        self._continued = False  # the autosave held this very game (set by keep_replaced)
        self.named: Path | None = None  # the player's own file of this game (opened from, saved to)
        self.kept = self.keep_replaced()
        self._find_finished_file()
        self._find_named_file()
        self._save_auto()  # at once: a game in progress always has its autosave, even before a move
        self._proposals: dict[int, Action] = {}  # bots' next timed moves, stamped
        # On the wall clock bots think about timed moves in a worker process (truly in parallel:
        # Python bots hold the GIL, so even a worker thread takes the GUI thread's time; see
        # bot_pool), or on a worker thread when no process can start. A driven clock decides at once.
        self._rt_epoch = 0  # answers from an earlier stretch of real time are dropped
        self.rt_process = True  # False once the process failed: threads from then on
        self._rt_futures: dict[int, tuple[int, Any]] = {}  # seat -> (epoch, Future) in the worker process
        self.process_answers = 0  # moves the worker process has proposed (tests, benchmarks)
        self._pool_key = next(_MODELS)
        self._rt_busy: set[int] = set()  # seats whose bot object is thinking on a worker thread
        self._rt_signals = _BotSignals()
        self._rt_signals.done.connect(self._rt_bot_done)
        self._batching = False  # inside a tick: changes are saved and drawn once at its end
        self._batch_dirty = False
        self._rt_timer = QTimer(self)
        self._rt_timer.setInterval(20)  # the sand's events and bots' moves happen within 20 ms of their time
        self._rt_timer.timeout.connect(self.tick)

    # -- who is who ----------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return i18n.seat_names([s.name for s in self.match.seats])

    @property
    def board_names(self) -> list[str]:
        """The names as the board's panels and the chart's legend show them (`i18n.board_names`)."""
        names = tuple(self.names)
        if getattr(self, "_board_names", (None, []))[0] != names:  # asked many times a redraw
            self._board_names = (names, i18n.board_names(names))
        return list(self._board_names[1])

    @property
    def colours(self) -> list[str]:
        """Each seat's colour; a save's missing or unreadable colour (it is only a string there)
        falls back to the seat's default, so a loaded game never paints with nonsense."""
        out = []
        for i, s in enumerate(self.match.seats):
            ok = QColor.isValidColorName(s.colour) if s.colour else False
            out.append(s.colour if ok else SEAT_COLOURS[i % len(SEAT_COLOURS)])
        return out

    def human_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.match.seats) if s.kind == "human"]

    def table_scores(self, state: Any) -> list[float]:
        """The scores of `state` as the people at this screen may know them: one human reads his own
        seat's view, a shared (hot-seat) or bots-only screen a spectator's; once the game is over,
        everything is shown."""
        if self.game.is_over(state):
            return list(self.game.scores(state))
        return list(self.game.scores(self.game.view(state, self.screen_reader())))

    def set_history(self, points: list[tuple[int, int, list[float]]]) -> None:
        """The chart's points: (moves played, turn, scores) where the scores changed."""
        self.history = [(turn, scores) for _, turn, scores in points]
        self._history_moves = [moves for moves, _, _ in points]

    def chart_data(self) -> tuple[list[int], list[list[float]], int]:
        """What a score chart draws: the turns where the scores changed, the scores there, and the
        turn of the position shown now (the lines run on to it)."""
        return [h[0] for h in self.history], [h[1] for h in self.history], self.game.turn_key(self.match.state)

    def screen_reader(self) -> int | None:
        """Whose knowledge this screen shows: the one human's seat, or nobody's (a spectator's) when
        the screen is shared by several humans (hot-seat) or watched over bots."""
        humans = self.human_seats()
        return humans[0] if len(humans) == 1 else None

    def is_bot(self, seat: int) -> bool:
        return seat in self._bots

    def forced_move(self, seat: int) -> Action | None:
        """A person's move the whole table can see is his only one (`Game.forced`: a Störtebeker
        counter-attack out of reach), which this screen plays for him; None for a bot or a choice."""
        return None if self.is_bot(seat) else self.game.forced(self.match.state, seat)

    def table_plays(self, seat: int) -> bool:
        """Whether this screen plays `seat`'s move itself: a bot's, or a forced one (`forced_move`),
        at the bots' pace with no hand-over and no click."""
        return self.is_bot(seat) or self.forced_move(seat) is not None

    def human_to_act(self) -> int | None:
        """The person to act now; of several (each to give back cards after a 7, to answer an offer),
        the one at the screen, then the next clockwise from him: the computer goes round the table
        once (in seat order the one who rolled passed it to seat 1 first, and got it back last)."""
        humans = [seat for seat in self.match.to_act() if not self.table_plays(seat)]
        if not humans:
            return None
        last = self.last_human
        if last is None:
            return humans[0]
        n = len(self.names)
        return min(humans, key=lambda seat: (seat - last) % n)

    def perspective(self) -> int | None:
        """Whose eyes the board shows: the human to act; while bots act, the one human at this screen
        (his hand stays in view), or a spectator's when several humans share it (hot seat: the last
        one's hand, crews or contracts must not stay open to the others while the bots play). A
        finished game watched again (`open_book`) shows whoever moves, a bot too (`last_human` then
        holds the last mover, whoever it was)."""
        if self.reader_only:
            return self.screen_reader()
        if self.open_book:  # nothing is secret any more: the hand of whoever moves, a bot's as well
            acting = self.match.to_act()
            if acting:
                self.last_human = acting[0]
            return self.last_human
        seat = self.human_to_act()
        if seat is not None:
            self.last_human = seat
            return seat
        if self.game.hidden_information and len(self.human_seats()) > 1:
            return None
        return self.last_human

    def addresses(self, seat: int) -> bool:
        """True when the board may say "your" to `seat`: a person's seat whose eyes it shows. A bot's
        hand shown in a finished game's replay is that bot's, not the watcher's."""
        return self.perspective() == seat and not self.is_bot(seat)

    def view(self) -> Any:
        return self.match.view(self.perspective())

    # -- acting ---------------------------------------------------------------------
    def try_apply(self, seat: int, action: Action) -> bool:
        """Apply a human's action; a refusal is reported with its reason and changes nothing."""
        if self.is_bot(seat):
            self.refused.emit(i18n.translate("GameModel", "That seat is played by a bot."))
            return False
        return self._apply(seat, action)

    def _apply(self, seat: int, action: Action) -> bool:
        self.wait_saved()  # the file is one action behind at most, whatever instant a crash comes at
        try:
            record = self.match.apply(seat, action)
        except IllegalAction as exc:
            self.refused.emit(i18n.render(exc.message, self.names))
            return False
        text = i18n.render(record.log[-1], self.names) if record.log else action.kind
        self.undo_stack.push(ActionCommand(self, record, text))
        self._generation += 1
        self.applied.emit(record)
        self._after_change()
        return True

    def explain(self, seat: int, action: Action) -> str | None:
        """Why `action` would be refused now (translated), or None if it is legal."""
        return self.explain_sequence(seat, [action])

    def refusal(self, seat: int, action: Action) -> str:
        """Why a move the board knows to be illegal is refused (translated): the engine's reason, asked
        without a trial on a copy, for a board that asks it of many things at each redraw. As `apply`
        refuses it first: a move of a seat not to act now is not its turn (a game's own reason spoke of
        the phase of the turn)."""
        from engine.core.protocol import GAME_OVER, NOT_YOUR_TURN

        state = self.match.state
        if self.game.is_over(state):
            return i18n.render(Message(GAME_OVER), self.names)
        if seat not in self.game.to_act(state):
            return i18n.render(Message(NOT_YOUR_TURN), self.names)
        return i18n.render(self.game.why_illegal(state, seat, action), self.names)

    def explain_sequence(self, seat: int, actions: list[Action]) -> str | None:
        """Why the first refused action of a sequence would be refused (played on a copy), or None."""
        probe = self.game.clone(self.match.state)
        for action in actions:
            try:
                self.game.apply(probe, seat, action)
            except IllegalAction as exc:
                return i18n.render(exc.message, self.names)
        return None

    def render(self, message: Message) -> str:
        return i18n.render(message, self.names)

    def render_value(self, value: Any) -> str:
        """A message parameter as text: a Message, a MessageKey, or a list of them."""
        if isinstance(value, list):
            return ", ".join(self.render_value(v) for v in value)
        if isinstance(value, Message):
            return self.render(value)
        if hasattr(value, "context") and hasattr(value, "source"):
            return i18n.tr_key(value)
        return str(value)

    # -- undo / redo ------------------------------------------------------------------
    def undo_refusal(self) -> str | None:
        """Why Undo cannot take a move back now, in the language shown (None: it can)."""
        nobody = i18n.translate("GameModel", "Only a player at this screen can take back a move, on his turn.")
        if self.match.practice:
            refusal = self.match.undo_refusal(None)  # in practice: only that there is nothing to take back
            if refusal is not None:
                return self.render(refusal)
            return None if self.human_seats() else nobody
        seat = self.perspective()
        if seat is None:
            return nobody
        refusal = self.match.undo_refusal(seat)
        return None if refusal is None else self.render(refusal)

    def can_undo(self) -> bool:
        return self.undo_refusal() is None

    def undo(self) -> None:
        """Take back the human's last move (in practice: bots' moves too, back to a human's)."""
        refusal = self.undo_refusal()
        if refusal is not None:
            self.refused.emit(refusal)
            return
        self._generation += 1
        self._timer.stop()
        if self.match.practice:
            while self.match.records and self.undo_stack.canUndo():
                last = self.match.records[-1]
                self.undo_stack.undo()
                if not self.table_plays(last.seat):  # a forced move comes back at once: past it too
                    break
        else:
            self.undo_stack.undo()

    def can_redo(self) -> bool:
        return self.undo_stack.canRedo() and self.match.can_redo()

    def redo(self) -> None:
        if self.can_redo():
            self._generation += 1
            self.undo_stack.redo()

    # -- after every change ----------------------------------------------------------------
    def _after_change(self, saved: bool = False) -> None:
        if self._batching:  # several timed moves fall due in one tick: each saved, drawn once after them
            self._save_auto()  # the next move waits for this write: a crash loses at most one move
            self._batch_dirty = True
            return
        if not saved:  # written before anything is drawn: a crash loses at most this one action
            self._save_auto()
        self._follow_engine_clock()
        turn = self.game.turn_key(self.match.state)
        scores = self.table_scores(self.match.state)
        # the points of moves taken back go (an undo within one turn left its score on the chart)
        moves = len(self.match.records)
        kept = sum(1 for m in self._history_moves if m <= moves)
        del self.history[kept:], self._history_moves[kept:]
        if not self.history or self.history[-1][1] != scores:
            self.history.append((turn, scores))
            self._history_moves.append(moves)
        self.changed.emit()
        if self.match.is_over():
            self._retire_autosave()
            self.game_over.emit()
        else:
            self.schedule_bots()

    def _retire_autosave(self) -> None:
        """A finished game leaves Continue: its whole log (the winning move too) is written to the
        finished games first, and only then is the autosave removed, so a kill at any instant
        leaves the game in one of the two files."""
        self.wait_saved()
        if self.autosave is None or not self.autosave.exists():
            return
        stamp = time.strftime("%Y%m%d-%H%M%S")
        folder = self.autosave.parent.parent / "finished"
        if self.finished_path is not None and self.finished_path.parent == folder:
            # the same game ended again (practice: Undo past its end, then Redo or another last move):
            # its finished file is replaced, not filed a second time (the list and the wins count it once)
            target = self.finished_path
        else:
            target = free_path(folder, f"{self.game.name}-{stamp}", ".json")  # two windows may end in one second
        try:
            self.match.save(target)
            self.finished_path = target
            self.autosave.unlink()
            link = self._finished_link()
            if link is not None:
                link.unlink(missing_ok=True)
            FinishedGames(folder).record(self.match, target)  # the list of finished games shows it at once
        except SaveError as exc:
            self.refused.emit(i18n.render(exc.message, self.names))
        except OSError as exc:
            self.refused.emit(exc.strerror or str(exc))

    def _finished_link(self) -> Path | None:
        """Beside the autosave of a game that ended and was taken back (practice: Undo past its end),
        the name of its finished file: continued another day and ended again, it replaces that file
        rather than being filed a second time."""
        return None if self.autosave is None else self.autosave.with_name(self.autosave.name + ".finished")

    def _find_finished_file(self) -> None:
        """At the start: the autosave continued is this game (keep_replaced kept nothing and the file
        holds this very game) and ended once before: its finished file is the one to replace. Any other
        game taking the autosave drops the old game's link."""
        link = self._finished_link()
        if link is None or self.autosave is None or self.match.is_over():  # the autosave stays another game's
            return
        try:
            if not self._continued:  # another game, or no autosave (a link a kill left names an earlier game)
                link.unlink(missing_ok=True)
                return
            name = link.read_text(encoding="utf-8").strip()
        except (OSError, UnicodeDecodeError):
            return
        target = self.autosave.parent.parent / "finished" / name
        if name and Path(name).name == name and target.is_file():
            self.finished_path = target

    def _named_link(self) -> Path | None:
        """Beside the autosave, the path of the file the game was opened from or last saved to: a game
        continued another day saves there again (Ctrl+S asked for a new name), and a game that is the
        same as that file is not kept a second time when another one takes the autosave."""
        return None if self.autosave is None else self.autosave.with_name(self.autosave.name + ".file")

    def _linked_file(self) -> Path | None:
        link = self._named_link()
        try:
            text = link.read_text(encoding="utf-8").strip() if link is not None else ""
        except (OSError, UnicodeDecodeError):
            return None
        return Path(text) if text and Path(text).is_absolute() else None

    def _find_named_file(self) -> None:
        """At the start: a continued game takes back its file; any other game drops the old one's link."""
        link = self._named_link()
        if link is None or self.match.is_over():  # a finished game leaves the autosave to the unfinished one
            return
        if self._continued:
            named = self._linked_file()
            self.named = named if named is not None and self._same_game(named) else None
            return
        try:
            link.unlink(missing_ok=True)
        except OSError:
            pass

    def _same_game(self, path: Path) -> bool:
        """Whether `path` still holds this game (at any point of it): the file may since have been
        saved over with another game, which Ctrl+S must not replace unasked."""
        try:
            data = json.loads(path.read_bytes().decode("utf-8"))
            mine = json.loads(self.match.save_text())
        except (OSError, ValueError, RecursionError):
            return False
        keys = ("game", "players", "seed", "options", "seats")
        return isinstance(data, dict) and all(data.get(k) == mine.get(k) for k in keys)

    def name_file(self, path: Path) -> None:
        """The game on screen is the one in `path` (opened from it, or saved to it just now)."""
        self.named = path
        link = self._named_link()
        if link is None or self.match.is_over():  # the autosave (and its link) is another, unfinished game's
            return
        try:
            write_atomic(link, str(path.resolve()))
        except OSError:
            pass  # Ctrl+S on another day asks for a name again: nothing is lost

    def _save_auto(self) -> None:
        """The game as it stands goes to the autosave: made into text here, written to the disk on
        the writer's thread (a slow disk costs no frame)."""
        if self.autosave is None or self.match.is_over():
            return
        link = self._finished_link()
        if self.finished_path is not None and link is not None and not link.exists():
            try:  # the game ended once and goes on: its finished file is named beside the autosave
                write_atomic(link, self.finished_path.name)
            except OSError:
                pass  # ended again, it is filed once more: nothing is lost
        t0 = time.perf_counter()
        self._writer.write(self.autosave, self.match.save_text())
        self.autosave_ms.append((time.perf_counter() - t0) * 1000)

    def keep_replaced(self) -> Path | None:
        """Before this game's first autosave (called by __init__, before that write is queued, so the
        writer's thread cannot overwrite the old file first): whatever else the autosave holds (another
        game of this kind left unfinished when the player chose New game, not Continue, or a damaged
        file) is copied to the saves folder, not written over. The same game going on (Continue, or a
        save of the very position) is the same text and keeps no copy: compared as text, the old file
        is never loaded (a long game's log would be replayed a second time). Returns the copy's path."""
        path = self.autosave
        if path is None or self.match.is_over():  # a finished game is never autosaved: nothing is replaced
            return None
        try:
            old = path.read_bytes()
            if old == self.match.save_text().encode("utf-8"):
                self._continued = True  # this very game goes on (`_find_finished_file` reads it)
                return None
            when = datetime.fromtimestamp(path.stat().st_mtime)
        except OSError:  # no autosave (or gone meanwhile): nothing to keep
            return None
        named = self._linked_file()
        try:
            if named is not None and named.read_bytes() == old:
                return None  # the player's own file holds that game as it stands: a copy would be a twin
        except OSError:
            pass
        stem = self._kept_stem(old)
        for folder in (saves_dir(), path.parent / "kept"):
            try:
                folder.mkdir(parents=True, exist_ok=True)
                target = suggested_save(folder, stem, when)
                shutil.copyfile(path, target)  # a copy, then the new game's autosave replaces the file
                return target
            except OSError:
                continue
        return None

    def _kept_stem(self, text: bytes) -> str:
        """A kept game's name before its time: the game's title and its players ("Catan – Anna, Bořek"),
        as Save As names a game, so that two kept games of one kind can be told apart in Open Recent."""
        title = i18n.tr_key(self.game.title)
        try:
            seats = json.loads(text.decode("utf-8")).get("seats")
            names = i18n.seat_names([str(seat["name"]) for seat in seats])
        except (ValueError, TypeError, KeyError, AttributeError, RecursionError):
            return title  # a damaged file is kept all the same, under the game's name
        return f"{title} – {', '.join(names)}" if names else title

    def wait_saved(self) -> None:
        """Return once this game's autosave on the disk is the game as it stands."""
        if self.autosave is not None:
            self._writer.wait(self.autosave)

    def _write_failed(self, path: Any, message: Any) -> None:
        if path == self.autosave:
            self.refused.emit(i18n.render(message, self.names))

    def _apply_quietly(self, seat: int, action: Action) -> bool:
        """A timed move that turned out illegal by its time is dropped without a message."""
        self.wait_saved()
        try:
            record = self.match.apply(seat, action)
        except IllegalAction:
            return False
        text = i18n.render(record.log[-1], self.names) if record.log else action.kind
        self.undo_stack.push(ActionCommand(self, record, text))
        self._generation += 1
        self.applied.emit(record)
        self._after_change()
        return True

    # -- bots -------------------------------------------------------------------------
    def schedule_bots(self, delay: int | None = None) -> None:
        """Let the next bot think after the pace delay (bots act even beside a human in a simultaneous phase)."""
        if self.paused or self.match.is_over():
            return
        if self.timed():
            if not self.by_hand:
                self._start_clock()
            # seats that no longer act drop their plans; the others keep theirs (a plan that turns
            # out illegal at its time is dropped then, and that bot thinks again)
            self._proposals = {s: a for s, a in self._proposals.items() if s in self.match.to_act()}
            return
        self._stop_clock()
        if self._thinking or self.by_hand:
            return
        if any(self.table_plays(s) for s in self.match.to_act()):
            self._timer.start(self.pace_ms if delay is None else delay)

    def _start_bot(self) -> None:
        if self.paused or self.match.is_over():
            return
        seats = [s for s in self.match.to_act() if self.table_plays(s)]
        if not seats:
            return
        seat = seats[0]
        forced = self.forced_move(seat)
        if forced is not None:  # a person's only move, as everybody can see: played, not asked
            self._apply(seat, forced)
            return
        if seat in self._rt_busy:  # still thinking about a timed move that no longer counts
            self._timer.start(20)
            return
        self._thinking = True
        self._think_start = (seat, time.perf_counter())
        view = self.match.view(seat)
        self._pool.start(_BotTask(self._bots[seat], view, seat, self._generation, self._signals))

    def thinking(self) -> tuple[int, float] | None:
        """The bot deciding now (in its turn) and for how many seconds it has been at it, or None."""
        if not self._thinking or self._think_start is None:
            return None
        seat, since = self._think_start
        return seat, time.perf_counter() - since

    def _bot_done(self, generation: int, seat: int, result: object) -> None:
        self._thinking = False
        self._think_start = None
        if generation != self._generation or self.paused:
            self.schedule_bots()
            return
        if isinstance(result, Exception):
            self.bot_failed.emit(str(result))
            return
        assert isinstance(result, Action)
        self._apply(seat, result)

    def bot_move_now(self) -> bool:
        """Play one bot move synchronously (screenshots, self-test, tests)."""
        seats = [s for s in self.match.to_act() if self.table_plays(s)]
        if not seats or self.match.is_over():
            return False
        if self.timed() and len(seats) > 1:  # all build at once: the one with the fewest moves goes
            moves = Counter(r.seat for r in self.match.records)
            seats.sort(key=lambda s: moves[s])
        seat = seats[0]
        forced = self.forced_move(seat)
        action = forced if forced is not None else self._bots[seat].choose(self.match.view(seat), seat)
        return self._apply(seat, action)

    def set_bot_offers(self, on: bool) -> None:
        """Whether bots may address trade offers to the people at the table (bots that trade)."""
        humans = frozenset(self.human_seats())
        for bot in self._bots.values():
            if hasattr(bot, "offer_humans"):
                setattr(bot, "humans", humans)  # noqa: B010 - only bots that trade have these
                setattr(bot, "offer_humans", on)  # noqa: B010

    def hint(self) -> Action | None:
        """What the strongest bot would do for the human to act (synchronously: tests, scripts)."""
        seat = self.human_to_act()
        if seat is None:
            return None
        return self._hint_bot(seat).choose(self.match.view(seat), seat)

    def _hint_bot(self, seat: int) -> Bot:
        """The strongest bot (or the best level the game has) hinting for `seat`, kept through the game:
        it remembers what it suggested, so a trade the table turned down is not offered again in the
        same turn (a new bot at each hint offered Catan's declined trade again and again, for ever).
        While one thinks on a worker thread, another hint gets a mind of its own."""
        if self._hint_asked is not None:
            return make_bot(self.game, "strong", len(self.match.records))
        bot = self._hint_bots.get(seat)
        if bot is None:
            bot = self._hint_bots[seat] = make_bot(self.game, "strong", len(self.match.records))
        return bot

    def request_hint(self) -> bool:
        """Ask the strongest bot on a worker thread (a search may take a second); `hint_ready`
        brings its move unless the game has moved on meanwhile. False: nobody here to hint."""
        seat = self.human_to_act()
        if seat is None:
            return False
        bot = self._hint_bot(seat)
        self._hint_asked = (self._generation, len(self.match.records))
        self._pool.start(_BotTask(bot, self.match.view(seat), seat, self._generation, self._hint_signals))
        return True

    def describe(self, seat: int, action: Action) -> str | None:
        """`action` in the log's words ("Anna builds a settlement."), worked out on a copy of the game:
        what a hint means without reading the board. None for a move that draws on chance (the copy's
        draw would tell what the real one will bring) or that says nothing."""
        state = self.game.clone(self.match.state)
        try:
            outcome = self.game.apply(state, seat, action, None)
        except IllegalAction:
            return None
        if outcome.chance or not outcome.log:
            return None
        return i18n.render(outcome.log[0], self.names)

    def _hint_done(self, generation: int, seat: int, result: object) -> None:
        asked, self._hint_asked = self._hint_asked, None
        if asked != (generation, len(self.match.records)) or self.human_to_act() != seat:
            self.hint_lost.emit("")  # a move was played or taken back meanwhile: that hint is stale
        elif isinstance(result, Action):
            self.hint_ready.emit(result)
        else:  # the search failed: said, not waited for in silence
            self.hint_lost.emit(str(result) or type(result).__name__)

    def pause(self) -> None:
        """Hold the game now (Play ▸ Pause): the match clock stands and the bots' timed plans are
        dropped; `paused = False` and `schedule_bots()` go on from where the clock stood."""
        self.paused = True
        self._stop_clock()

    def stop(self) -> None:
        """Stop bots for good (the window closes or another game starts)."""
        self._generation += 1
        self.paused = True
        self._timer.stop()
        self._stop_clock()
        _restore_gc()
        if self._writer_wired:
            self._writer_wired = False
            self._writer.failed.disconnect(self._write_failed)

    def release_autosave(self) -> None:
        """Let another window autosave this game (the game here is over or left)."""
        self.wait_saved()
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def wait_for_bots(self, timeout_ms: int = 5000) -> None:
        self._pool.waitForDone(timeout_ms)
