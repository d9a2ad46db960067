"""The window's game files: a game opened (Open, Open Recent, the autosave continued) or saved (Save,
Save As), and a file that cannot be read or written said in a dialog. A mixin of MainWindow."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QFileDialog, QMessageBox

from desktop.common import i18n
from desktop.common.i18n import tr_key
from desktop.common.paths import autosave_path, saves_dir, suggested_save
from desktop.common.save_dialog import ask_save_path
from desktop.common.writer import wait_for_writes
from desktop.recent_menu import fill_recent
from desktop.settings import save_settings
from engine.core.errors import SaveError
from engine.core.match import Match
from engine.core.messages import QT_TRANSLATE_NOOP

F_CANNOT_OPEN = QT_TRANSLATE_NOOP("MainWindow", "Cannot open the game")
F_LEFT_AS_IS = QT_TRANSLATE_NOOP("MainWindow", "%1\n\nThe file was left as it is.")
F_SAVE_TITLE = QT_TRANSLATE_NOOP("MainWindow", "Save the game")
F_FILTER = QT_TRANSLATE_NOOP("MainWindow", "Přístav games (*.json)")
F_CANNOT_SAVE = QT_TRANSLATE_NOOP("MainWindow", "Cannot save")
F_SAVED = QT_TRANSLATE_NOOP("MainWindow", "Saved to %1")
F_OPEN_TITLE = QT_TRANSLATE_NOOP("MainWindow", "Open a game")


class GameFiles:
    """Opening and saving games (a mixin: `self` is the MainWindow)."""

    path: Path | None  # the file the game on screen was opened from or saved to

    # -- opening --------------------------------------------------------------------------------
    def continue_game(self: Any, name: str) -> None:
        self.load_path(autosave_path(name), remember=False)

    def read_match(self: Any, path: Path) -> Match | None:
        """The game saved at `path`, or None once a dialog has said why it cannot be read."""
        wait_for_writes()  # this process's own autosave may still be on its way to the disk
        try:
            return Match.load(path)
        except SaveError as exc:
            reason = i18n.render(exc.message)
            # "left as it is" of a file that is there: of one that is not, the reason alone says it all
            text = tr_key(F_LEFT_AS_IS).replace("%1", reason) if path.exists() else reason
            QMessageBox.warning(self, tr_key(F_CANNOT_OPEN), text)
            return None

    def load_path(self: Any, path: Path, remember: bool = True) -> bool:
        match = self.read_match(path)
        if match is None:
            return False
        self.start_match(match, path if remember else None)
        if remember:
            self.settings.add_recent(str(path))
            save_settings(self.settings)
        return True

    def open_file(self: Any) -> None:
        folder = saves_dir()
        path, _ = QFileDialog.getOpenFileName(self, tr_key(F_OPEN_TITLE), str(folder), tr_key(F_FILTER))
        if path:
            self.load_path(Path(path))

    def _fill_recent(self: Any) -> None:
        fill_recent(self.m_recent, self.settings.recent, self.load_path)

    # -- saving -------------------------------------------------------------------------------
    def save(self: Any) -> None:
        if self.model is None:
            return
        if self.path is None:
            self.save_as()
            return
        self._write(self.path)

    def save_as(self: Any) -> None:
        if self.model is None:
            return
        folder = saves_dir()
        folder.mkdir(parents=True, exist_ok=True)
        default = self.path or suggested_save(folder, tr_key(self.model.game.title), datetime.now())
        model = self.model
        path = ask_save_path(self, tr_key(F_SAVE_TITLE), default, tr_key(F_FILTER), "pristav.json")
        if path is not None and self.model is model:  # the game the dialog was asked for, not another
            self._write(path)

    def _write(self: Any, path: Path) -> None:
        assert self.model is not None
        try:
            self.model.match.save(path)
        except SaveError as exc:
            QMessageBox.warning(self, tr_key(F_CANNOT_SAVE), i18n.render(exc.message))
            return
        self.path = path
        self.model.name_file(path)
        self._update_title()
        self.settings.add_recent(str(path))
        save_settings(self.settings)
        self.statusBar().showMessage(tr_key(F_SAVED).replace("%1", str(path)), 5000)
