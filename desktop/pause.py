"""Play ▸ Pause: the real-time build (Galaxy Trucker's sand) stops for a person who must step away.

Only a game played against the clock has anything to pause: in turns, the bots wait for the person
anyway. The match clock stands, the bots' timed plans are dropped, and the board is covered
(nobody plans on a board whose sand does not run); Space, Enter, P or the curtain's button go on.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence

from desktop.common import i18n


class PauseControl:
    """The Pause action of one main window."""

    def __init__(self, window: Any) -> None:  # the MainWindow (which imports this module)
        self.window = window
        self.action = QAction(window)
        self.action.setShortcuts([QKeySequence("P"), QKeySequence(Qt.Key.Key_Pause)])
        self.action.triggered.connect(self.pause)
        window.addAction(self.action)

    def retranslate_ui(self) -> None:
        self.action.setText(i18n.translate("PauseControl", "&Pause"))
        self.action.setStatusTip(
            i18n.translate("PauseControl", "The sand and the bots wait; the board is hidden until you go on")
        )

    def available(self) -> bool:
        """A game is played against the clock now, by a person at this screen, and runs."""
        w = self.window
        m = w.model
        return bool(
            m is not None
            and w.replay is None
            and not m.paused
            and m.timed()
            and m.human_seats()
            and not w.page.curtain.is_up()
        )

    def update(self) -> None:
        self.action.setEnabled(self.available())

    def pause(self) -> None:
        if not self.available():
            return
        w = self.window
        assert w.model is not None
        if w.scene is not None:
            w.scene.cancel_drag()  # a tile carried when P was pressed goes back; the release plays nothing
        w.model.pause()
        w.page.curtain.show_pause()
        w.statusBar().clearMessage()
        self.update()
