"""Watching a game again from its save: a scrubber, step back and forward, play at a chosen speed.

A replay opens the same save files as Continue and Open (no second format). The loaded match is
replayed once; each position is then a copy of the state before a record (`Match.position`). The
board shows it through an ordinary `GameModel` that never runs bots or saves, so every game's
scene draws a replay without knowing it is one; the log and the score chart follow the position.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QSlider, QStyle, QWidget

from desktop.common import i18n
from desktop.model import GameModel
from engine.core.match import Match

SPEEDS = ((0.5, 2000), (1, 1000), (2, 500), (4, 250), (10, 100))  # (times real speed, ms a move)


class Replay(QObject):
    """A finished or saved game shown position by position."""

    moved = Signal(int)  # the new position (records shown)

    def __init__(self, match: Match) -> None:
        super().__init__()
        self.full = match
        self.length = len(match.records)
        self.index = self.length
        seats = list(match.seats)
        shown = Match(match.game, match.players, match.seed, match.options, practice=True, seats=seats)
        self.model = GameModel(shown, None, 0)
        self.model.stop()  # a replay never runs bots, the clock or the autosave
        # A game not over yet keeps its secrets: the board and the chart show only what the people at
        # this screen may know (the one human's view, a spectator's for hot seat), as they did live.
        # A finished game is open: each position as its player saw it (a bot's too), the chart with every
        # point, the log with every line (the card the robber took).
        self.model.reader_only = not match.is_over()
        self.model.open_book = match.is_over()
        scored = self.model.table_scores if self.model.reader_only else match.game.scores
        # where the scores changed: (record index, turn, scores), so the chart follows the position
        self._points = match.score_points(scored)
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self._tick)
        self.seek(self.length)

    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    def seek(self, index: int) -> None:
        """Show the position after the first `index` records."""
        index = max(0, min(self.length, index))
        self.index = index
        shown = self.model.match
        shown.state = self.full.position(index)
        shown.records = list(self.full.records[:index])
        self.model.set_history([p for p in self._points if p[0] <= index])
        self.moved.emit(index)
        if index >= self.length:
            self.timer.stop()

    def step(self, delta: int) -> None:
        self.timer.stop()
        self.seek(self.index + delta)

    def play(self) -> None:
        if self.index >= self.length:
            self.seek(0)
        self.timer.start()

    def pause(self) -> None:
        self.timer.stop()

    def set_interval(self, ms: int) -> None:
        self.timer.setInterval(ms)

    def _tick(self) -> None:
        self.seek(self.index + 1)


class ReplayBar(QWidget):
    """The controls under the board: to the start, back, play/pause, forward, to the end, the
    scrubber, the speed and where we are. Home, ←, Space, →, End work from the keyboard too, and Esc
    closes the replay."""

    def __init__(self, replay: Replay, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayBar")
        self.replay = replay
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 4, 10, 4)
        style = self.style()
        icons = QStyle.StandardPixmap

        def button(icon: QStyle.StandardPixmap, slot: Any, name: str) -> QPushButton:
            b = QPushButton(style.standardIcon(icon), "")
            b.setObjectName(name)
            b.clicked.connect(slot)
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            layout.addWidget(b)
            return b

        self.first = button(icons.SP_MediaSkipBackward, lambda: self._seek(0), "replayFirst")
        self.back = button(icons.SP_MediaSeekBackward, lambda: replay.step(-1), "replayBack")
        self.play = button(icons.SP_MediaPlay, self._toggle, "replayPlay")
        self.forward = button(icons.SP_MediaSeekForward, lambda: replay.step(1), "replayForward")
        self.last = button(icons.SP_MediaSkipForward, lambda: self._seek(replay.length), "replayLast")
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setObjectName("replaySlider")
        self.slider.setRange(0, replay.length)
        self.slider.setValue(replay.index)
        self.slider.valueChanged.connect(self._slid)
        layout.addWidget(self.slider, 1)
        self.position = QLabel()
        self.position.setMinimumWidth(130)
        layout.addWidget(self.position)
        self.speed_label = QLabel()
        layout.addWidget(self.speed_label)
        self.speed = QComboBox()
        self.speed.setObjectName("replaySpeed")
        for _factor, ms in SPEEDS:
            self.speed.addItem("", ms)  # named in the language's numbers by retranslate_ui
        self.speed.setCurrentIndex(2)
        replay.set_interval(SPEEDS[2][1])
        self.speed.currentIndexChanged.connect(lambda i: replay.set_interval(int(self.speed.itemData(i))))
        layout.addWidget(self.speed)
        self.close_button = QPushButton()
        self.close_button.setObjectName("replayClose")
        layout.addWidget(self.close_button)
        replay.moved.connect(self._moved)
        replay.timer.timeout.connect(self._update_play)
        # ←, →, Home and End step the replay wherever the keyboard is in the window: a button with the
        # focus took the arrows to move the focus, and the board to scroll (a text field keeps its own)
        for key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(lambda key=key: self.key(key))
        self.retranslate_ui()
        self._moved(replay.index)

    def _seek(self, index: int) -> None:
        self.replay.pause()
        self.replay.seek(index)

    def _slid(self, value: int) -> None:
        if value != self.replay.index:
            self.replay.pause()
            self.replay.seek(value)

    def _toggle(self) -> None:
        if self.replay.playing:
            self.replay.pause()
        else:
            self.replay.play()
        self._update_play()

    def _update_play(self) -> None:
        icon = QStyle.StandardPixmap.SP_MediaPause if self.replay.playing else QStyle.StandardPixmap.SP_MediaPlay
        self.play.setIcon(self.style().standardIcon(icon))
        self.play.setToolTip(self.tr("Pause") if self.replay.playing else self.tr("Play"))
        self.play.setAccessibleName(self.play.toolTip())

    def _moved(self, index: int) -> None:
        self.slider.blockSignals(True)
        self.slider.setValue(index)
        self.slider.blockSignals(False)
        self.position.setText(self.tr("Move %1 of %2").replace("%1", str(index)).replace("%2", str(self.replay.length)))
        self.back.setEnabled(index > 0)
        self.first.setEnabled(index > 0)
        self.forward.setEnabled(index < self.replay.length)
        self.last.setEnabled(index < self.replay.length)
        self._update_play()

    def key(self, key: int) -> bool:
        """The replay's keys; True when the key was one of them."""
        if key == Qt.Key.Key_Left:
            self.replay.step(-1)
        elif key == Qt.Key.Key_Right:
            self.replay.step(1)
        elif key == Qt.Key.Key_Home:
            self._seek(0)
        elif key == Qt.Key.Key_End:
            self._seek(self.replay.length)
        elif key == Qt.Key.Key_Space:
            self._toggle()
        elif key == Qt.Key.Key_Escape:
            self.close_button.click()  # back to the start page, as Ctrl+W
        else:
            return False
        return True

    def retranslate_ui(self) -> None:
        self.first.setToolTip(self.tr("To the start (Home)"))
        self.back.setToolTip(self.tr("One move back (←)"))
        self.forward.setToolTip(self.tr("One move forward (→)"))
        self.last.setToolTip(self.tr("To the end (End)"))
        self.slider.setToolTip(self.tr("Drag to any point of the game"))
        for widget in (self.first, self.back, self.forward, self.last, self.slider):
            widget.setAccessibleName(widget.toolTip())  # pictures only: a screen reader reads this
        self.speed_label.setText(self.tr("Speed:"))
        for k, (factor, _ms) in enumerate(SPEEDS):
            self.speed.setItemText(k, i18n.locale().toString(float(factor), "g", 3) + "×")  # "0,5×" in Czech
        self.close_button.setText(self.tr("Close the replay"))
        self.close_button.setToolTip(self.tr("Close the replay (Esc)"))
        self._moved(self.replay.index)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
