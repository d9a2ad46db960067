"""The window's side of a replay: choosing what to watch, putting the bar under the board, and
keeping the log and the prompt at the watched position.

`desktop/replay.py` is the replay itself (the positions and the bar); this is what the main window
does with one, as `PauseControl` is its Pause.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QFileDialog

from desktop.common import i18n
from desktop.common.log_dock import record_lines
from desktop.common.paths import data_dir, saves_dir
from engine.core.match import Match


class ReplayControl:
    """Game ▸ Finished games and replays, and the replay on screen, of one main window."""

    def __init__(self, window: Any) -> None:  # the MainWindow (which imports this module)
        self.window = window
        self._logged: list[Any] | None = None  # the records whose lines the log shows (None: not known)

    def choose(self) -> None:
        """The finished games: watch one again, play it again, or pick any save to watch."""
        from desktop.dialogs.finished_games import open_finished_games

        open_finished_games(self.window, data_dir() / "finished")

    def choose_file(self) -> None:
        """Pick a save (a saved, autosaved or finished game) and watch it again."""
        folder = data_dir() / "finished"
        if not folder.is_dir():
            folder = saves_dir()
        path, _ = QFileDialog.getOpenFileName(
            self.window,
            i18n.translate("ReplayControl", "Watch a replay"),
            str(folder),
            i18n.translate("ReplayControl", "Přístav games (*.json)"),
        )
        if path:
            self.watch_path(Path(path))

    def watch_path(self, path: Path) -> bool:
        """Watch the game saved at `path`; False (and the reason shown) when it cannot be read."""
        match = self.window.read_match(path)
        if match is None:
            return False
        # a file the player named names the replay; the app's own (finished games, autosaves) do not
        own = path.resolve().is_relative_to(data_dir().resolve())
        self.watch(match, None if own else path)
        return True

    def watch(self, match: Match, path: Path | None = None) -> None:
        """Watch `match` again from its start (e.g. the game that just ended); `path`, the file it is
        read from, names the replay in the window's title as it named the game."""
        from desktop.replay import Replay

        replay = Replay(match)
        self.window.start_match(replay.model.match, path, autosave=False, replay=replay)
        replay.seek(0)

    def show_bar(self, replay: Any) -> None:
        """The scrubber under the board of the match just started for `replay`."""
        from desktop.replay import ReplayBar

        w = self.window
        bar = ReplayBar(replay, w.page)
        bar.close_button.clicked.connect(w.go_home)
        layout = w.page.layout()
        assert layout is not None
        layout.addWidget(bar)
        w.replay_bar = bar
        self._logged = None  # the log is written whole at the first position
        replay.moved.connect(self.moved)
        self.moved(replay.index)
        bar.play.setFocus()

    def moved(self, index: int) -> None:
        """The log, the board, the chart and the prompt at position `index`."""
        w = self.window
        if w.model is None or w.replay is None:
            return
        self._log_to(w.model.match.records)
        w._on_changed()  # the prompt line too: `prompt_text`

    def prompt_text(self) -> str:
        """The prompt line while a replay is on: where it stands (a board's own question would ask
        for a move the replay does not take, e.g. after the language changed)."""
        replay = self.window.replay
        if replay is None:
            return ""
        return (
            i18n.translate("ReplayControl", "Replay: move %1 of %2")
            .replace("%1", str(replay.index))
            .replace("%2", str(replay.length))
        )

    def _log_to(self, records: list[Any]) -> None:
        """The log at these records. A step writes or takes back only the lines of the moves between:
        rewriting a long log at every step (a 1 141-line one took ~110 ms) held up playing at speed."""
        log = self.window.log_dock
        if self._logged is None:
            log.clear()
            log.add_many(record_lines(self.window.model.match.game, records))
        else:
            same = 0  # both are beginnings of the one game's records: they agree up to the shorter
            while same < min(len(records), len(self._logged)) and records[same] is self._logged[same]:
                same += 1
            if same:
                log.take_back(sum(len(record.log) for record in self._logged[same:]))
            else:  # back to the start: nothing is kept but what is being looked for
                log.clear(keep_search=True)
            log.add_many(record_lines(self.window.model.match.game, records[same:]))
        self._logged = list(records)
