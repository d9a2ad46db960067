"""The main window: start page, the board with its docks, menus and the curtain; its game files are in
game_files.py, its status bar in status_line.py."""

from __future__ import annotations

import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QIcon, QKeyEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QMainWindow,
    QMenu,
    QStackedWidget,
)

from desktop import window_layout
from desktop.common import i18n
from desktop.common.colours import mark_for_colour
from desktop.common.i18n import tr_key
from desktop.common.log_dock import LogDock, record_lines
from desktop.common.modal import ask_once
from desktop.common.paths import assets_dir, autosave_path
from desktop.common.score_dock import ScoreDock
from desktop.common.sound import sound_for, sounds
from desktop.common.speech import announce
from desktop.dialogs.game_options import show_game_options
from desktop.file_drop import FileDrop
from desktop.games import make_scene, playable_games
from desktop.model import GameModel
from desktop.pause import PauseControl
from desktop.private_lines import PrivateLines
from desktop.replay_control import ReplayControl
from desktop.settings import Settings, save_settings
from engine.core.match import Match, Record
from engine.core.registry import get_game

if TYPE_CHECKING:
    from desktop.replay import Replay
    from engine.core.actions import Action


from desktop.dialogs.keys import KeysDialog
from desktop.end_screen import VictoryDialog
from desktop.game_files import GameFiles
from desktop.game_page import GamePage
from desktop.status_line import StatusLine


def _dialog_up() -> bool:
    """A modal dialog is up (the person is reading or choosing in it, not building)."""
    return QApplication.activeModalWidget() is not None


class MainWindow(GameFiles, StatusLine, QMainWindow):
    """Přístav's window."""

    _no_dialogs = False  # offscreen runs (--screenshot, --self-test): no modal end screen waits for a click

    language_changed = Signal()

    def __init__(self, settings: Settings) -> None:
        super().__init__()
        self.settings = settings
        self._turn_sounded: int | None = None  # the person whose turn last chimed
        self._apply_sound(settings)
        self.model: GameModel | None = None
        self.scene: Any = None
        self.replay: Replay | None = None  # a game being watched again, not played
        self.replay_bar: Any = None
        self.replays = ReplayControl(self)  # choosing what to watch, and the bar under the board
        self._tip_due = False  # a new game's first line (start_tip) waits for a person's turn
        self.rules_window: Any = None  # the rules window, once opened
        self._scene_wired = False  # the scene's signals are connected to this window
        self._scene_signals: list[Any] = []
        self.path: Path | None = None
        self._shown_seat: int | None = None
        self._shown_turn = 0  # the game's turn when the shown person last took the screen
        self.repaint_ms: list[float] = []
        self.extra_docks: list[Any] = []  # a game's own docks (Catan's statistics)
        self.private = PrivateLines()  # the card a robber took, told to thief and victim at a shared screen
        self._keeps_geometry = False  # the app's window (not a test's or a screenshot's) keeps its place
        self.setMinimumSize(1024, 700)
        icon = assets_dir() / "icons" / "pristav.svg"
        if icon.exists():
            self.setWindowIcon(QIcon(str(icon)))
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        self.stack.currentChanged.connect(self._update_title)
        from desktop.start_page import StartPage

        self.start = StartPage()
        self.start.new_game_requested.connect(self.new_game)
        self.start.continue_requested.connect(self.continue_game)
        self.start.rules_requested.connect(self.show_rules)
        self.start.replay_requested.connect(self.replays.choose)
        self.start.table_requested.connect(self.open_table)
        self.table: Any = None  # the companion for a real table, made on first use
        self.page = GamePage()
        self.page.curtain.revealed.connect(self._curtain_lifted)
        self.stack.addWidget(self.start)
        self.stack.addWidget(self.page)
        self.log_dock = LogDock(self)
        self.score_dock = ScoreDock(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_dock)
        self.log_dock.hide()
        self.score_dock.hide()
        self._make_status_bar()
        self._make_actions()
        self.stack.currentChanged.connect(self._update_actions)  # Ctrl+W leaves the table too
        self.file_drop = FileDrop(self)  # a saved game dropped on the window is opened
        self.retranslate_ui()
        self._update_actions()
        self.resize(1366, 860)

    # -- actions and menus ---------------------------------------------------------------
    def _act(self, slot: Any, shortcut: Any = None) -> QAction:
        a = QAction(self)
        if isinstance(shortcut, QKeySequence.StandardKey):
            # the keys the platform binds (Redo: Ctrl+Y and Ctrl+Shift+Z), typed with a modifier or a
            # function key: not a lone media key ("Undo", "Zoom In") that few keyboards have
            keys = QKeySequence.keyBindings(shortcut)
            a.setShortcuts([k for n, k in enumerate(keys) if n == 0 or "+" in k.toString()])
        elif shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        a.triggered.connect(slot)
        self.addAction(a)
        return a

    def _make_actions(self) -> None:
        K = QKeySequence.StandardKey  # noqa: N806
        self.a_new = self._act(self.new_game_current, K.New)
        self.a_open = self._act(self.open_file, K.Open)
        self.a_save = self._act(self.save, K.Save)
        self.a_save_as = self._act(self.save_as, K.SaveAs)
        self.a_home = self._act(self.go_home, "Ctrl+W")
        self.a_quit = self._act(self.close, K.Quit)
        self.a_undo = self._act(self.undo, K.Undo)
        self.a_redo = self._act(self.redo, K.Redo)
        self.a_hint = self._act(self.hint, "H")
        self.a_end = self._act(self.end_turn, "Ctrl+E")
        self.a_full = self._act(self.toggle_full_screen)
        # F11 and the platform's own keys, each once: a key bound twice to one action is "ambiguous" to
        # Qt and does nothing (F11 is the first standard key on most desktops)
        full = [QKeySequence("F11")]
        full += [k for k in QKeySequence.keyBindings(K.FullScreen) if not k.isEmpty() and k not in full]
        self.a_full.setShortcuts(full)
        self.a_zoom_in = self._act(lambda: self.page.view.zoom_in(), K.ZoomIn)
        self.a_zoom_out = self._act(lambda: self.page.view.zoom_out(), K.ZoomOut)
        self.a_fit = self._act(lambda: self.page.view.fit(), "Ctrl+0")
        self.a_rules = self._act(lambda: self.show_rules(), K.HelpContents)
        self.a_rules.setShortcuts([QKeySequence("F1")])
        self.a_settings = self._act(self.show_settings, K.Preferences)
        if self.a_settings.shortcut().isEmpty():  # Linux has no Preferences key: Ctrl+, as most apps
            self.a_settings.setShortcut(QKeySequence("Ctrl+,"))
        self.a_about = self._act(self.about)
        self.a_keys = self._act(lambda: ask_once(KeysDialog(self.actions(), self)))
        self.a_replay = self._act(self.replays.choose)
        self.a_options = self._act(lambda: show_game_options(self))
        self.a_panels = self._act(self.reset_panels)
        self.a_pane_next = self._act(lambda: window_layout.next_pane(self, 1), "F6")
        self.a_pane_back = self._act(lambda: window_layout.next_pane(self, -1), "Shift+F6")
        self.pause = PauseControl(self)
        self.m_game = QMenu(self)
        self.m_recent = QMenu(self)
        self.m_recent.aboutToShow.connect(self._fill_recent)
        for a in (self.a_new, self.a_open):
            self.m_game.addAction(a)
        self.m_game.addMenu(self.m_recent)
        for a in (self.a_save, self.a_save_as):
            self.m_game.addAction(a)
        self.m_game.addAction(self.a_replay)
        self.m_game.addAction(self.a_options)
        self.m_game.addSeparator()
        self.m_game.addAction(self.a_home)
        self.m_game.addAction(self.a_quit)
        self.m_edit = QMenu(self)
        self.m_edit.setToolTipsVisible(True)  # a greyed Undo says why
        for a in (self.a_undo, self.a_redo):
            self.m_edit.addAction(a)
        self.m_edit.addSeparator()
        self.m_edit.addAction(self.a_settings)
        self.m_play = QMenu(self)
        for a in (self.a_hint, self.a_end, self.pause.action):
            self.m_play.addAction(a)
        self.m_view = QMenu(self)
        for a in (self.a_zoom_in, self.a_zoom_out, self.a_fit, self.a_full):
            self.m_view.addAction(a)
        self.m_view.addSeparator()
        self.m_view.addAction(self.log_dock.toggleViewAction())
        self.m_view.addAction(self.score_dock.toggleViewAction())
        # the docks name their menu entries after their titles, without an Alt letter: each entry gets
        # its own, again whenever a title changes (a new language)
        for dock in (self.log_dock, self.score_dock):
            dock.windowTitleChanged.connect(self._name_dock_actions)
        self.m_view.addAction(self.a_panels)
        self.m_view.addAction(self.a_pane_next)
        self.m_view.addAction(self.a_pane_back)
        self.m_help = QMenu(self)
        self.m_help.addAction(self.a_rules)
        self.m_help.addAction(self.a_keys)
        self.m_help.addAction(self.a_about)
        for m in (self.m_game, self.m_edit, self.m_play, self.m_view, self.m_help):
            self.menuBar().addMenu(m)

    def _update_title(self) -> None:
        """The window names what it shows: "Catan – Přístav" during a game, the file first when the game
        has one ("evening.pristav.json – Catan – Přístav"), "Replay – Catan – Přístav" while one is
        watched, "At the table – Přístav" on the companion's pages, the app alone elsewhere."""
        parts = [self.tr("Přístav")]
        if self.table is not None and self.stack.currentWidget() is self.table:
            parts.insert(0, self.tr("At the table"))
        elif self.model is not None and self.stack.currentWidget() is getattr(self, "page", None):
            parts.insert(0, tr_key(self.model.game.title))
            if self.path is not None:
                parts.insert(0, self.path.name)
            if self.replay is not None:  # watched, not played
                parts.insert(0, self.tr("Replay"))
        self.setWindowTitle(" – ".join(parts))

    def retranslate_ui(self) -> None:
        self.statusBar().clearMessage()  # a line of the old language (or an old hint) would linger
        self.page.view.setAccessibleName(self.tr("Game board"))
        self.page.view.setAccessibleDescription(
            self.tr(
                "Tab picks a piece, the arrow keys a place, Enter puts it there; Alt and a digit press the buttons above."
            )
        )
        self._update_title()
        self._update_storage_label()
        self.m_game.setTitle(self.tr("&Game"))
        self.m_recent.setTitle(self.tr("Open &Recent"))
        self.m_edit.setTitle(self.tr("&Edit"))
        self.m_play.setTitle(self.tr("&Play"))
        self.m_view.setTitle(self.tr("&View"))
        self.m_help.setTitle(self.tr("&Help"))
        labels = {
            self.a_new: self.tr("&New Game…"),
            self.a_open: self.tr("&Open…"),
            self.a_save: self.tr("&Save"),
            self.a_save_as: self.tr("Save &As…"),
            self.a_home: self.tr("&Back to the Start Page"),
            self.a_quit: self.tr("&Quit"),
            self.a_undo: self.tr("&Undo"),
            self.a_redo: self.tr("&Redo"),
            self.a_hint: self.tr("&Hint"),
            self.a_end: self.tr("&End Turn"),
            self.a_full: self.tr("&Full Screen"),
            self.a_zoom_in: self.tr("Zoom &In"),
            self.a_zoom_out: self.tr("Zoom &Out"),
            self.a_fit: self.tr("Fit the &Board"),
            self.a_rules: self.tr("&Rules"),
            self.a_settings: self.tr("&Settings…"),
            self.a_about: self.tr("&About Přístav"),
            self.a_keys: self.tr("&Keyboard and Mouse"),
            self.a_replay: self.tr("&Finished Games and Replays…"),
            self.a_options: self.tr("This Game's O&ptions…"),
            self.a_panels: self.tr("Restore the &Panels"),
            self.a_pane_next: self.tr("&Next Part of the Window"),
            self.a_pane_back: self.tr("Pre&vious Part of the Window"),
        }
        for action, text in labels.items():
            action.setText(text)
        self._name_dock_actions()
        self.pause.retranslate_ui()
        if self.model is not None:
            # a seat still called by its default name reads in the new language in the log and the chart
            # too (they kept "Hráč 2" in an English window)
            self.log_dock.set_names(self.model.names)
            self.score_dock.set_players(self.model.board_names, self.model.colours)
            self._on_changed()

    def _name_dock_actions(self) -> None:
        """View ▸ Game Log and Score History with their Alt letters (a dock's own action takes its title)."""
        self.log_dock.toggleViewAction().setText(self.tr("Game &Log"))
        self.score_dock.toggleViewAction().setText(self.tr("&Score History"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # -- starting and stopping games --------------------------------------------------------
    def current_game(self) -> str:
        """The game on screen (a board, or a page at the table); on the start page, the game last set up
        (else the first)."""
        table: Any = self.table
        if table is not None and self.stack.currentWidget() is self.table:
            name = getattr(table.current(), "game_name", "")
            if name in playable_games():  # F1 at the table: that game's rules (it opened Golden Horn's)
                return str(name)
        last = [n for n in self.settings.setups if n in playable_games()]  # set-ups are kept newest last
        return self.model.game.name if self.model is not None else (last[-1] if last else playable_games()[0])

    def new_game_current(self) -> None:
        """Ctrl+N: a new game of the one on screen; on the start page, of the game last set up."""
        self.new_game(self.current_game())

    def new_game(self, name: str) -> None:
        from desktop.dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(get_game(name), self)
        dialog.restore(self.settings.setups.get(name))  # the set-up this game was last started with
        if ask_once(dialog) != QDialog.DialogCode.Accepted:
            return
        self.settings.setups.pop(name, None)  # newest last: Ctrl+N on the start page offers this game
        self.settings.setups[name] = dialog.setup()
        save_settings(self.settings)
        cfg = dialog.config()
        match = Match(name, cfg.players, cfg.seed, cfg.options, practice=cfg.practice, seats=cfg.seats)
        self.start_match(match, None)

    def start_match(self, match: Match, path: Path | None, autosave: bool = True, replay: Replay | None = None) -> None:
        self._stop_model()
        self.statusBar().clearMessage()  # the last game's refusal or hint is not this game's
        self.private.clear()
        self.path = path
        kept: Path | None = None
        if replay is not None:
            model = replay.model
            match = model.match
        else:
            model = GameModel(match, autosave_path(match.game.name) if autosave else None, self.settings.pace_ms)
            kept = model.kept
            if kept is not None:  # an unfinished game the new one would have overwritten
                self.settings.add_recent(str(kept))
                save_settings(self.settings)
            if path is not None:
                model.name_file(path)
            elif model.named is not None:  # continued: the file it was opened from or saved to is its own
                self.path = model.named
        self.model = model
        self.replay = replay
        model.held = _dialog_up  # Settings or Save As opened against the sand: it stands meanwhile
        model.set_bot_offers(self.settings.bot_offers)
        scene = make_scene(match.game.name, model)
        scene.animations = self.settings.animations and self.settings.pace != "fast"
        self.scene = scene
        self.page.view.setScene(scene)
        self._scene_signals = [scene.status]
        if replay is None:  # a replay is watched: the board takes no moves
            scene.action_chosen.connect(self._human_action)
            self._scene_signals.append(scene.action_chosen)
        # bound methods, not lambdas: a lambda holding `self` inside a C++ connection kept every
        # closed window alive (2.6 MiB each)
        scene.status.connect(self._show_status)
        self._scene_wired = True
        model.changed.connect(self._on_changed)
        model.applied.connect(self._on_applied)
        model.rewound.connect(self._relog)
        model.refused.connect(self._show_status)
        model.game_over.connect(self._on_game_over)
        model.undo_stack.indexChanged.connect(self._on_undo_index)
        model.bot_failed.connect(self._show_bot_failed)
        model.hint_ready.connect(self._show_hint)
        model.hint_lost.connect(self._hint_lost)
        self._update_storage_label()
        self.log_dock.clear()
        self.log_dock.set_names(model.names)
        self.log_dock.set_colours(model.colours)
        minor = getattr(scene, "minor_log", None)  # a game whose log would flood hides small moves
        self.log_dock.set_minor(*(minor() if minor is not None else ((), None)))
        # one person at this screen may read what only his seat knows; a shared (hot-seat) screen may not
        self.log_dock.set_viewer(i18n.EVERYONE if model.open_book else model.screen_reader())
        self.log_dock.add_many(record_lines(match.game, match.records))
        self.score_dock.set_players(model.board_names, model.colours)
        self.score_dock.set_unit(scene.score_unit)
        self.score_dock.set_history(*model.chart_data())
        self.extra_docks = list(getattr(scene, "docks", lambda: [])())
        window_layout.place_docks(self, self.log_dock, self.score_dock, self.extra_docks)
        if self._keeps_geometry:
            window_layout.restore_docks(self, match.game.name)
        self.stack.setCurrentWidget(self.page)
        self._update_title()
        self._shown_seat = None
        model._save_auto()
        self._on_changed()
        if kept is not None:
            text = self.tr("Your unfinished game of %1 was kept as %2 (Game ▸ Open Recent).")
            self.statusBar().showMessage(text.replace("%1", tr_key(match.game.title)).replace("%2", kept.name), 20000)
        # a new game: the prompts speak of the mouse, so the first line of a person's first turn says
        # the keyboard plays too (shown when it is his turn, not while the bots open the game)
        self._tip_due = kept is None and replay is None and not match.records
        self._show_start_tip()
        self.page.view.fit()
        self.page.view.setFocus()
        if replay is not None:
            self.replays.show_bar(replay)
        elif match.is_over():
            QTimer.singleShot(0, self._on_game_over)
        else:
            if match.records:  # continued against the clock: the sand waits for its player (Space goes on)
                self.pause.pause()
            elif getattr(scene, "hold_the_start", None) is not None and scene.hold_the_start(self):
                self._on_changed()  # the prompt asks the player to start
            model.schedule_bots()

    def _on_undo_index(self, _index: int) -> None:
        try:
            self._update_actions()
        except RuntimeError:  # the stack is being destroyed with its model (the app is closing)
            pass

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.toggle_full_screen()  # Esc that nothing else took leaves full screen first (then the replay)
            return
        if self.replay_bar is not None and self.replay_bar.key(event.key()):
            return
        if event.matches(QKeySequence.StandardKey.Undo) and not self.a_undo.isEnabled() and self.model is not None:
            refusal = self.model.undo_refusal() if self.replay is None else None
            if refusal:  # a greyed Undo's shortcut does nothing: say why
                self.statusBar().showMessage(refusal, 6000)
                return
        if (
            QKeySequence(event.keyCombination()) == self.a_end.shortcut()
            and not self.a_end.isEnabled()
            and self.model is not None
            and self.replay is None
            and self.model.human_to_act() is not None
        ):
            self.end_turn()  # a greyed End Turn's shortcut does nothing: say why the turn cannot end
            return
        super().keyPressEvent(event)

    def _stop_model(self) -> None:
        if self.model is not None and self._keeps_geometry:  # the board's docks as the player left them
            window_layout.keep_docks(self, self.model.match.game.name)
        if self.replay is not None:
            self.replay.pause()
            self.replay = None
        if self.replay_bar is not None:
            self.replay_bar.hide()
            self.replay_bar.setParent(None)
            self.replay_bar.deleteLater()
            self.replay_bar = None
        if self.scene is not None:
            self.scene.close_windows()
        # the bar's decisions may call into the old board (Galaxy Trucker's prompt lambdas): kept, they
        # held its scene, model and match alive after the game was left
        self.page.set_prompt("", [], None)
        if self.scene is not None and self._scene_wired:
            self._scene_wired = False
            for signal in self._scene_signals:
                try:
                    signal.disconnect()
                except (RuntimeError, TypeError):
                    pass
        if self.model is not None:
            for signal in (
                self.model.changed,
                self.model.applied,
                self.model.rewound,
                self.model.refused,
                self.model.game_over,
                self.model.bot_failed,
                self.model.hint_ready,
                self.model.hint_lost,
                self.model.undo_stack.indexChanged,
            ):
                try:
                    signal.disconnect()
                except (RuntimeError, TypeError):
                    pass
            self.model.stop()
            self.model.release_autosave()
            self.model.wait_for_bots(2000)
            self.model.deleteLater()
        self.model = None
        self._update_storage_label()
        self.page.curtain.hide()
        for dock in self.extra_docks:
            self.removeDockWidget(dock)
            dock.deleteLater()
        self.extra_docks = []

    def go_home(self) -> None:
        self._stop_model()
        self.page.view.setScene(None)
        self.scene = None
        self.log_dock.hide()
        self.log_dock.clear()  # the start page's Ctrl+F finds no old log
        self.score_dock.hide()
        self.turn_label.clear()  # no game is on: nobody is to play ("To play: Player 3 (bot)" stayed)
        self.turn_icon.clear()
        self.statusBar().clearMessage()
        self.start.refresh()
        self.stack.setCurrentWidget(self.start)
        self._update_actions()

    # -- playing --------------------------------------------------------------------------------
    def _blocked(self) -> bool:
        """No game, or the curtain is hiding the board from the seat about to play."""
        return self.model is None or self.page.curtain.is_up()

    def _human_action(self, action: Any) -> None:
        if self._blocked() or self.model is None or self.replay is not None:
            return
        seat = self.model.human_to_act()
        if seat is None:
            self.statusBar().showMessage(self.tr("Wait for your turn."), 4000)
            return
        if self.model.try_apply(seat, action):
            self.statusBar().clearMessage()  # a hint or an old refusal is done with
            self._tell(self.private.take_now(self.model.names))

    def _tell(self, text: str) -> None:
        """A secret of the person at the screen, in the status bar until the next move."""
        if text:
            self.statusBar().showMessage(text)

    def _relog(self, record: Record, redone: bool) -> None:
        """An undo or redo: the log tells the moves as they stand (an undone move's lines go)."""
        if redone:
            self._log_record(record)
        else:
            self.log_dock.take_back(len(record.log))

    def _log_record(self, record: Record) -> None:
        """The record's lines in the log, each marked with the seat it belongs to (record_lines)."""
        if self.model is not None:
            self.log_dock.add_many(record_lines(self.model.match.game, [record]))

    def _on_applied(self, record: Record) -> None:
        self._log_record(record)
        model = self.model
        if model is not None and self.log_dock.viewer() is None and self.replay is None:  # a shared screen
            self.private.add(record, lambda seat: not model.is_bot(seat))
        name = sound_for(record.action.kind)
        if name is not None:
            sounds().play(name)

    def _on_changed(self) -> None:
        model = self.model
        if model is None or self.scene is None:
            return
        t0 = time.perf_counter()
        turn = model.human_to_act() if self.replay is None else None
        if turn is not None and turn != self._turn_sounded:
            sounds().play("turn")  # a person's turn starts
            QApplication.alert(self)  # and a window left behind another asks for attention (taskbar)
        self._turn_sounded = turn
        self._check_curtain()
        self._show_start_tip()
        self.scene.refresh()
        self.repaint_ms.append((time.perf_counter() - t0) * 1000)
        self.score_dock.set_history(*model.chart_data())
        if self.replay is not None:  # watched, not played: the line says where the replay stands
            self.page.set_prompt(self.replays.prompt_text(), [], self._human_action)
        else:
            self.scene.page_prompt()  # the question, its decisions and what each means
        self._show_turn(model)
        self._update_actions()

    def _check_curtain(self) -> None:
        model = self.model
        assert model is not None
        if self.replay is not None or not model.game.hidden_information or len(model.human_seats()) < 2:
            return
        seat = model.human_to_act()
        if seat is None:
            if self._shown_seat is not None and model.game.turn_key(model.match.state) != self._shown_turn:
                # the bots play another turn: the screen hides every hand (a spectator's view), and the
                # last person may have handed it on. Whoever acts next, that person too (a bot's 7 asks
                # him to give back cards), takes it behind the curtain.
                self._shown_seat = None
            return
        if seat == self._shown_seat:
            return
        if not model.game.keeps_secrets(model.match.state, seat):
            # nothing of his to hide (Golden Horn's ships placed before the deal, Catan's first
            # settlements): the board shows only what everybody may see, and no hand-over is asked
            self._shown_seat = seat
            self._shown_turn = model.game.turn_key(model.match.state)
            self._tell(self.private.take_for(seat, model.names))
            return
        model.paused = True
        self.statusBar().clearMessage()  # the last person's refusal or costs are not for the next one
        colour = model.colours[seat]
        self.page.curtain.show_for(model.names[seat], colour, mark_for_colour(colour))

    def _curtain_lifted(self) -> None:
        if self.model is None:
            return
        self._shown_seat = self.model.human_to_act()
        self._shown_turn = self.model.game.turn_key(self.model.match.state)
        self.model.paused = False
        self._on_changed()
        self._tell(self.private.take_for(self._shown_seat, self.model.names))
        self.model.schedule_bots()
        self.page.view.setFocus()

    def _update_actions(self) -> None:
        m = self.model
        playing = m is not None
        at_table = self.table is not None and self.stack.currentWidget() is self.table
        self.a_home.setEnabled(playing or at_table)  # every page but the start page leaves by Ctrl+W
        for a in (
            self.a_zoom_in,
            self.a_zoom_out,
            self.a_fit,
            self.a_panels,
            self.a_options,
            self.a_pane_next,
            self.a_pane_back,
        ):
            a.setEnabled(playing)
        for a in (self.a_save, self.a_save_as):
            a.setEnabled(playing and self.replay is None)
        playing_now = m is not None and self.replay is None
        refusal = m.undo_refusal() if playing_now and m is not None else None
        self.a_undo.setEnabled(bool(playing_now and refusal is None))
        # greyed, it says why (the Edit menu shows tooltips; Ctrl+Z says it in the status bar)
        self.a_undo.setToolTip(refusal or self.a_undo.text().replace("&", ""))
        self.a_redo.setEnabled(bool(playing_now and m and m.can_redo()))
        self.a_hint.setEnabled(bool(playing_now and m and m.human_to_act() is not None))
        self.a_end.setEnabled(
            bool(playing_now and m and self.scene is not None and self.scene.end_turn_action() is not None)
        )
        self.pause.update()

    def reset_panels(self) -> None:
        """The log, the chart and the game's own panels back as they first stood beside this board."""
        if self.model is not None:
            window_layout.reset_docks(self, self.model.game.name, self.log_dock, self.score_dock, self.extra_docks)

    def undo(self) -> None:
        if not self._blocked() and self.model is not None:
            self.model.undo()

    def redo(self) -> None:
        if not self._blocked() and self.model is not None:
            self.model.redo()

    def end_turn(self) -> None:
        if self._blocked() or self.model is None or self.scene is None:  # not behind the curtain
            return
        action = self.scene.end_turn_action()
        if action is None:
            why = self.scene.end_turn_reason() or self.tr("You cannot end your turn yet.")
            self.statusBar().showMessage(why, 6000)
            return
        self._human_action(action)

    def hint(self) -> None:
        if self._blocked() or self.model is None or self.scene is None:
            return
        if self.model.request_hint():
            self.statusBar().showMessage(self._looking())

    def _looking(self) -> str:
        return self.tr("Looking for a good move…")

    def _hint_lost(self, why: str) -> None:
        """No hint comes: the search failed (said), or the game moved on (the waiting words go)."""
        if why:
            self._show_bot_failed(why)
        elif self.statusBar().currentMessage() == self._looking():
            self.statusBar().clearMessage()

    def _show_hint(self, action: Action) -> None:
        if self._blocked() or self.scene is None:
            self._hint_lost("")  # the curtain came down meanwhile: the hint waits for another H
            return
        self.scene.hint(action)
        self.page.flash(action)  # a move made with a button: the button shows it
        said = self.tr("Hint: the highlighted move.")
        seat = self.model.human_to_act() if self.model is not None else None
        words = self.model.describe(seat, action) if self.model is not None and seat is not None else None
        if words:  # what the light means, in words: "Hint: Anna builds a settlement (lit on the board)."
            said = self.tr("Hint: %1 (lit on the board).").replace("%1", words.rstrip("."))
        self.statusBar().showMessage(said, 8000)
        button = next((label for label, a in self.scene.prompt_actions() if a == action), None)
        announce(self.page.view, f"{said} {button}" if button else said)  # unseen, the light says nothing

    def _on_game_over(self) -> None:
        if self.model is None:
            return
        self._tip_due = False
        if self.statusBar().currentMessage() == self.start_tip():  # "play with the keys", over a game that ended
            self.statusBar().clearMessage()
        self._on_changed()
        if getattr(self, "_no_dialogs", False):
            return
        self._end_screen_when_free(self.model)

    def _end_screen_when_free(self, model: GameModel) -> None:
        """The end screen, once no dialog the person opened is up: a game the bots end under Save As
        or Settings opened it inside that dialog, and its Play again replaced the game the dialog
        was about (Save As then wrote the new, empty game)."""
        if self.model is None or self.model is not model or not model.match.is_over():
            return  # left, replaced or taken back meanwhile
        if QApplication.activeModalWidget() is not None:
            QTimer.singleShot(250, self, lambda: self._end_screen_when_free(model))  # not after the window
            return
        dialog = self.end_screen()
        ask_once(dialog)
        self.start.refresh()
        if dialog.wants_replay and self.model is not None:
            self.replays.watch(self.model.match, self.path)
        elif dialog.wants == "again" and self.model is not None:
            self.play_again()
        elif dialog.wants == "new" and self.model is not None:
            self.new_game(self.model.game.name)

    def end_screen(self) -> VictoryDialog:
        """The end of the game's dialog (not yet shown)."""
        assert self.model is not None
        return VictoryDialog(self.model, self, self.scene.results_widget() if self.scene is not None else None)

    def play_again(self) -> None:
        """The finished game's seats and options once more, with a new deal."""
        from desktop.dialogs.new_game import random_seed

        if self.model is None:
            return
        old = self.model.match
        match = Match(
            old.game.name, old.players, random_seed(), old.options, practice=old.practice, seats=list(old.seats)
        )
        self.start_match(match, None)

    # -- window ---------------------------------------------------------------------------------
    def open_table(self, game: str = "") -> Any:
        """The companion for people playing the cardboard games (and, if named, one game's page)."""
        if self.table is None:
            from desktop.table_page import TablePage

            self.table = TablePage()
            self.table.back_requested.connect(lambda: self.stack.setCurrentWidget(self.start))
            self.stack.addWidget(self.table)
        self.stack.setCurrentWidget(self.table)
        return self.table.open(game) if game else self.table

    def toggle_full_screen(self) -> None:
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def show_rules(self, name: str = "") -> None:
        """The rules of `name`, else of the game on screen, else of the game last set up (the window
        has a picker for the others)."""
        from desktop.dialogs.rules import RulesDialog

        name = name or self.current_game()
        if self.rules_window is None:  # one rules window, shown again (F1 pressed twice opens no second)
            self.rules_window = RulesDialog(name, get_game(name).title, self, self._keeps_geometry)
        else:
            self.rules_window.show_game(name)
        self.rules_window.show()
        self.rules_window.raise_()
        self.rules_window.activateWindow()

    def show_settings(self) -> None:
        from desktop.dialogs.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self)
        if ask_once(dialog) != QDialog.DialogCode.Accepted:
            return
        new = dialog.settings()
        lang_changed = new.language != self.settings.language
        self.settings = new
        save_settings(new)
        if lang_changed:
            i18n.set_language(new.language)
        self._apply_sound(new)
        if self.model is not None:
            self.model.pace_ms = new.pace_ms
            self.model.set_bot_offers(new.bot_offers)
        if self.scene is not None:
            self.scene.animations = new.animations and new.pace != "fast"

    def _apply_sound(self, settings: Settings) -> None:
        player = sounds()
        player.enabled, player.volume = settings.sound, settings.volume

    def about(self) -> None:
        from desktop.dialogs.about import AboutDialog

        ask_once(AboutDialog(self))

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(1366, 860)

    def show_restored(self) -> None:
        """Show the window as the player left it; from now on it keeps its place and its docks."""
        self._keeps_geometry = True
        window_layout.show_restored(self)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt override
        self._stop_model()
        if self._keeps_geometry:
            window_layout.keep_geometry(self)
        super().closeEvent(event)
