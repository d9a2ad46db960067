"""Galaxy Trucker's hourglass at a real table, as the real one is used: 3, 2, 1, start, turned with a big
button or the space bar once its sand has run out, timed from a monotonic clock; and its mirror for
the whole table on a second screen."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.common.painted import font
from desktop.common.sound import sounds
from desktop.galaxy_trucker.hourglass import HourglassFace
from engine.galaxy_trucker.state import BUILD

POSITIONS = (3, 2, 1, 0)


@dataclass
class Sand:
    """What the face reads: the position of the glass and when its sand runs out (ms, -1: not running)."""

    hourglass: int = 3
    run_ends: int = -1
    ran_out: bool = False
    phase: str = BUILD


class Flashing(QWidget):
    """A widget whose background flashes the sand's colour three times when the sand runs out. The
    colour is painted under the children, not set by a style sheet: a style sheet set and cleared
    again left every child in the application's default type, not the page's enlarged one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.flash_colour: QColor | None = None
        self.flash = QVariantAnimation(self)
        self.flash.setStartValue(0.0)
        self.flash.setEndValue(1.0)
        self.flash.setDuration(1200)
        self.flash.valueChanged.connect(self._flashing)
        self.flash.finished.connect(self._flashed)

    def start_flash(self) -> None:
        self.flash.stop()
        self.flash.start()

    def _flashing(self, value: Any) -> None:
        level = abs(0.5 - (float(value) * 3) % 1.0) * 2
        colour = QColor("#E0B040")
        colour.setAlphaF(0.2 + 0.6 * level)
        self.flash_colour = colour
        self.update()

    def _flashed(self) -> None:
        self.flash_colour = None
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        super().paintEvent(event)
        if self.flash_colour is not None:
            painter = QPainter(self)
            painter.fillRect(self.rect(), self.flash_colour)
            painter.end()


class TableHourglass(Flashing):
    """The glass of the physical game: start it, turn it whenever its sand has run out; on "start"
    the last sand ends the building. Timed from a monotonic clock, so it never drifts."""

    ran_out = Signal(int)  # the position whose sand has just run out
    used = Signal()  # started or turned, by a click or the space bar
    shown = Signal()  # the sand, the position or the words on show changed
    typed = Signal()  # Enter in the seconds box: the keyboard goes back to the page

    def __init__(self, clock: Callable[[], float] | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.clock = clock or time.monotonic
        self.seconds = 90
        self.sand = Sand()
        self.flips = 0
        self.face = HourglassFace(self)
        self.face.setMinimumSize(260, 380)
        self.button = QPushButton(self)
        big = self.button.font()
        big.setPointSizeF(big.pointSizeF() * 1.6)
        big.setBold(True)
        self.button.setFont(big)
        self.button.setMinimumHeight(70)
        self.button.clicked.connect(self.turn)
        self.length = QSpinBox(self)
        self.length.setRange(10, 600)
        self.length.setValue(self.seconds)
        self.length.valueChanged.connect(self._length_changed)
        self.length.installEventFilter(self)  # Space turns the glass there too, Enter hands the keyboard back
        self.length_label = QLabel(self)
        self.reset_button = QPushButton(self)
        self.reset_button.clicked.connect(self.reset)
        self.status = QLabel(self)
        f = self.status.font()
        f.setPointSizeF(f.pointSizeF() * 1.6)
        f.setBold(True)
        self.status.setFont(f)
        self.status.setWordWrap(True)  # the last turn's rule is a long line in large type
        row = QHBoxLayout()
        row.addWidget(self.length_label)
        row.addWidget(self.length)
        row.addStretch(1)
        row.addWidget(self.reset_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.face, 1)
        layout.addWidget(self.status)
        layout.addWidget(self.button)
        layout.addLayout(row)
        self.timer = QTimer(self)
        self.timer.setInterval(40)
        self.timer.timeout.connect(self.tick)
        self.retranslate_ui()
        self.tick()

    def now_ms(self) -> int:
        return int(self.clock() * 1000)

    def running(self) -> bool:
        return self.sand.run_ends >= 0

    def over(self) -> bool:
        """The sand on "start" has run out: the building is over."""
        return self.sand.hourglass == 0 and self.sand.ran_out

    def turn(self) -> None:
        """Start the glass, or turn it onto the next position once its sand has run out."""
        s = self.sand
        if self.running() or self.over():
            return
        if s.ran_out:
            s.hourglass = POSITIONS[POSITIONS.index(s.hourglass) + 1]
            self.flips += 1
        s.ran_out = False
        s.run_ends = self.now_ms() + self.seconds * 1000
        self.timer.start()
        self.tick()
        self.used.emit()

    def space(self) -> None:
        """The space bar's work on this glass (the page's `space_bar`)."""
        self.turn()

    def reset(self) -> None:
        self.sand = Sand()
        self.flips = 0
        self.timer.stop()
        self.tick()

    def state(self) -> dict[str, Any]:
        """Where the glass stands, for the table's session: its position, and whether it was turned."""
        return {"position": self.sand.hourglass, "flips": self.flips, "turned": self.running() or self.sand.ran_out}

    def restore(self, kept: object) -> None:
        """The glass as the session kept it. A glass that was running when the page closed has had
        its time: it stands run out on its position, to be turned onto the next one."""
        if not isinstance(kept, dict) or kept.get("position") not in POSITIONS or not kept.get("turned"):
            return
        flips = kept.get("flips")
        self.sand = Sand(hourglass=int(kept["position"]), run_ends=-1, ran_out=True)
        self.flips = flips if isinstance(flips, int) and not isinstance(flips, bool) and flips >= 0 else 0
        self.timer.stop()
        self.tick()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        """In the seconds box Space turns the glass, as the button says (a number needs no space),
        with the seconds just typed; Enter takes them and gives the keyboard back to the page."""
        if watched is self.length and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.key() == Qt.Key.Key_Space:
                if not event.isAutoRepeat():  # a key held down turns the glass once
                    self.length.interpretText()
                    self.turn()
                return True
            if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.length.interpretText()
                self.typed.emit()
                return True
        return super().eventFilter(watched, event)

    def _length_changed(self, value: int) -> None:
        self.seconds = value
        self.tick()

    def tick(self) -> None:
        s = self.sand
        if s.run_ends >= 0 and self.now_ms() >= s.run_ends:
            s.run_ends = -1
            s.ran_out = True
            self.timer.stop()
            self._signal()
            self.ran_out.emit(s.hourglass)
        left = max(0, s.run_ends - self.now_ms()) if s.run_ends >= 0 else 0
        self.face.show_sand(
            s.hourglass,
            left / (self.seconds * 1000) if s.run_ends >= 0 else (0.0 if s.ran_out else 1.0),
            (left + 999) // 1000 if s.run_ends >= 0 else (0 if s.ran_out else self.seconds),
            s.ran_out and not self.over(),
        )
        self._texts()
        self.shown.emit()

    def mirror(self, parent: QWidget) -> QWidget:
        """This glass again, for the table's screen (`desktop.common.table_screen`)."""
        return HourglassMirror(self, parent)

    def _signal(self) -> None:
        """Seen and heard: the page flashes and the sand's sound plays (at the volume of Settings); a
        system with nothing to play it on rings its bell instead, unless sounds are off."""
        player = sounds()
        if not player.play("sand") and player.enabled and not player.available():
            QApplication.beep()
        self.start_flash()

    def _texts(self) -> None:
        s = self.sand
        if self.over():
            self.status.setText(self.tr("The sand has run out on start: building is over."))
            self.button.setText(self.tr("Building is over"))
        elif s.ran_out and s.hourglass == 1:  # the last turn is a finished player's (RULES 3.4.3)
            self.status.setText(
                self.tr(
                    "The sand has run out on 1. Only a player who has finished building (taken an order token) "
                    "may turn the hourglass onto start."
                )
            )
            self.button.setText(self.tr("Turn onto start (space bar)"))
        elif s.ran_out:
            self.status.setText(self.tr("The sand has run out. Turn the hourglass when you are ready."))
            self.button.setText(self.tr("Turn the hourglass (space bar)"))
        elif self.running():
            self.status.setText(self.tr("The sand is running."))
            self.button.setText(self.tr("Running…"))
        else:
            self.status.setText(self.tr("Ready: the hourglass stands on 3."))
            self.button.setText(self.tr("Start the hourglass (space bar)"))
        self.button.setEnabled(not self.running() and not self.over())
        self.length.setEnabled(not self.running())  # the sand on show is the sand that runs: not changed mid-run

    def retranslate_ui(self) -> None:
        self.length_label.setText(self.tr("Seconds of sand"))
        self.reset_button.setText(self.tr("Back to 3"))
        self._texts()
        self.shown.emit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class HourglassMirror(Flashing):
    """The glass as the whole table reads it on a second screen: the same sand, position and seconds,
    what to do now in large type, and the same flash when the sand runs out."""

    def __init__(self, glass: TableHourglass, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.glass = glass
        self.face = HourglassFace(self)
        self.status = QLabel(self)
        self.status.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.status.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.face, 1)
        layout.addWidget(self.status)
        glass.shown.connect(self.sync)
        glass.ran_out.connect(self._ran_out)
        self.sync()

    def sync(self) -> None:
        f = self.glass.face
        self.face.show_sand(f.position, f.fraction, f.seconds_left, f.waiting)
        self.status.setText(self.glass.status.text())

    def _ran_out(self, _position: int) -> None:
        self.start_flash()

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        big = font(max(16, min(self.height() // 16, self.width() // 22)), bold=True)  # grows with the window
        self.status.setFont(big)
        self.face.setFont(big)
