"""The hourglass of real-time building (RULES.md 3.4): always on screen while ships are built.

It shows the four positions of the flight board (3, 2, 1, start) with the current one lit, the
sand running continuously from the match clock, a countdown, and a flip button that is enabled
only when the engine would accept a flip. It reads the model and the clock; it decides nothing.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import QDockWidget, QPushButton, QSizePolicy, QVBoxLayout, QWidget

import engine.galaxy_trucker.building as bd
from desktop.common.dock_buttons import name_dock_buttons
from desktop.common.sound import sounds
from engine.galaxy_trucker.actions import Flip
from engine.galaxy_trucker.state import BUILD

POSITIONS = (3, 2, 1, 0)
SAND = QColor("#E0B040")
GLASS = QColor(235, 242, 250, 200)
FRAME = QColor("#5B4A32")


def _scaled(font: QFont, factor: float) -> QFont:
    """`font` in bold, `factor` times as large (set in points or in pixels)."""
    out = QFont(font)
    out.setBold(True)
    if out.pointSizeF() > 0:
        out.setPointSizeF(out.pointSizeF() * factor)
    else:
        out.setPixelSize(max(1, round(out.pixelSize() * factor)))
    return out


class HourglassFace(QWidget):
    """The drawing: the glass with its sand, the positions and the seconds left."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.position = 3
        self.fraction = 1.0  # sand still in the upper bulb
        self.seconds_left: int | None = None
        self.waiting = False  # the sand is out and the glass waits to be turned
        self._painted: tuple[Any, ...] | None = None  # the picture last painted (see show_sand)
        self._band_heights: tuple[float, float] | None = None  # measured for the font (see _bands)
        self.setMinimumSize(120, 190)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(140, 220)

    def show_sand(self, position: int, fraction: float, seconds_left: int | None, waiting: bool) -> None:
        """Show this; the face is painted again only when its picture changes (the sand by half a
        device pixel, the seconds, the position), so a clock read sixty times a second costs a few
        paints a second, not sixty."""
        self.position, self.fraction, self.seconds_left, self.waiting = position, fraction, seconds_left, waiting
        if self.picture() != self._painted:
            self.update()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.update()  # "start" and "turn it!" are words, not part of the picture's key
        elif event.type() == QEvent.Type.FontChange:
            self._band_heights = None  # measured again for the new type
            self.update()
        super().changeEvent(event)

    def picture(self) -> tuple[Any, ...]:
        """What a paint would draw now, as far as it changes while the sand runs."""
        f = max(0.0, min(1.0, self.fraction))
        top, bottom = self._glass_span()
        bulb = (bottom - top) / 2  # from the top of the glass to its neck (paintEvent)
        grains = round(f * bulb * self.devicePixelRatioF() * 2)  # half device pixels of sand
        return (self.position, grains, 0 < f < 1, self.seconds_left, self.waiting, self.width(), self.height())

    def _labels(self) -> list[str]:
        return ["3", "2", "1", self.tr("start")]

    def _fonts(self) -> tuple[QFont, QFont]:
        """The positions' type and the countdown's, from the widget's font (larger on the table's screen)."""
        return _scaled(self.font(), 0.85), _scaled(self.font(), 1.3)

    def _bands(self) -> tuple[float, float]:
        """The heights of the positions' row above the glass and of the countdown under it, measured
        once per font: `picture()` asks at every tick of the clock."""
        if self._band_heights is None:
            small, big = self._fonts()
            self._band_heights = (
                max(24.0, QFontMetricsF(small).height() + 8),
                max(24.0, QFontMetricsF(big).height() + 4),
            )
        return self._band_heights

    def _glass_span(self) -> tuple[float, float]:
        labels, countdown = self._bands()
        return labels + 10, self.height() - countdown - 6

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        self._painted = self.picture()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        # the positions along the top, the current one filled
        labels = self._labels()
        step = w / 4
        font, big = self._fonts()
        band, count_band = self._bands()
        p.setFont(font)
        for k, pos in enumerate(POSITIONS):
            r = QRectF(k * step + 2, 2, step - 4, band)
            current = pos == self.position
            p.setPen(QPen(FRAME, 1.5))
            p.setBrush(SAND if current else QColor("#F4EFE4"))
            p.drawRoundedRect(r, 6, 6)
            p.setPen(QColor("#222222"))
            p.drawText(r, Qt.AlignmentFlag.AlignCenter, labels[k])
        # the glass
        top, bottom = self._glass_span()
        cx = w / 2
        half = min(w * 0.32, (bottom - top) * 0.32)
        mid = (top + bottom) / 2
        neck = 5.0
        glass = QPainterPath()
        glass.moveTo(cx - half, top)
        glass.lineTo(cx + half, top)
        glass.cubicTo(cx + half, mid - 20, cx + neck, mid - 8, cx + neck, mid)
        glass.cubicTo(cx + neck, mid + 8, cx + half, mid + 20, cx + half, bottom)
        glass.lineTo(cx - half, bottom)
        glass.cubicTo(cx - half, mid + 20, cx - neck, mid + 8, cx - neck, mid)
        glass.cubicTo(cx - neck, mid - 8, cx - half, mid - 20, cx - half, top)
        glass.closeSubpath()
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(GLASS)
        p.drawPath(glass)
        # sand: the upper bulb empties from the top, the lower one fills from the bottom
        f = max(0.0, min(1.0, self.fraction))
        p.save()
        p.setClipPath(glass)
        grad = QLinearGradient(QPointF(0, top), QPointF(0, bottom))
        grad.setColorAt(0, SAND.lighter(110))
        grad.setColorAt(1, SAND.darker(110))
        p.setBrush(grad)
        upper_h = (mid - top) * f
        p.drawRect(QRectF(cx - half, mid - upper_h, 2 * half, upper_h))
        lower_h = (bottom - mid) * (1 - f)
        p.drawRect(QRectF(cx - half, bottom - lower_h, 2 * half, lower_h))
        if 0 < f < 1:  # the falling thread
            p.drawRect(QRectF(cx - 1.2, mid, 2.4, bottom - mid - lower_h))
        p.restore()
        p.setPen(QPen(FRAME, 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(glass)
        p.setBrush(FRAME)
        p.drawRoundedRect(QRectF(cx - half - 8, top - 6, 2 * half + 16, 7), 3, 3)
        p.drawRoundedRect(QRectF(cx - half - 8, bottom - 1, 2 * half + 16, 7), 3, 3)
        # the countdown, in the window's own ink (light on a dark desktop)
        p.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        p.setFont(big)
        if self.waiting:
            text = self.tr("turn it!")
        elif self.seconds_left is None:
            text = "—"
        else:
            text = f"{self.seconds_left // 60}:{self.seconds_left % 60:02d}"
        p.drawText(QRectF(0, h - count_band - 2, w, count_band), Qt.AlignmentFlag.AlignCenter, text)
        p.end()


class Hourglass(QWidget):
    """Face and flip button, fed by `update_from(state, clock_ms, may_flip)`; emits `flip`."""

    flip = Signal()
    ran_out = Signal()  # the sand has just run out

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hourglass")
        self._running = False
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.face = HourglassFace(self)
        layout.addWidget(self.face, 1)
        self.button = QPushButton(self)
        self.button.clicked.connect(self.flip.emit)
        layout.addWidget(self.button)
        layout.addStretch(1)
        self.face.setMaximumHeight(300)
        self.run_ms = 90_000
        self._state: Any = None
        self._clock: Any = None
        self._may_flip: Any = None
        self._tips: tuple[bool, bool, bool] | None = None  # what the tooltips were made for
        self._timer = QTimer(self)
        self._timer.setInterval(16)  # 60 frames a second while the sand runs: smooth, and never far from the clock
        self._timer.timeout.connect(self.refresh)
        self.retranslate_ui()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        self.button.setText(self.tr("Turn the hourglass"))
        self._tips = None  # told again at the next refresh, in the new language
        self.face.update()
        if self._state is not None:
            self.refresh()

    def _tell(self, st: Any) -> None:
        """The button's and the face's tooltips: who turns the hourglass in this game, and now. Asked
        at every tick of the sand: the words are made again only when what decides them changes."""
        automatic = st.options.get("hourglass_flips") == "auto"
        said = (automatic, bool(st.ran_out), st.hourglass == 1)
        if said == self._tips:
            return
        self._tips = said
        if automatic:
            button = self.tr(
                "The hourglass turns onto 2 and 1 by itself; onto start it is turned by the first player "
                "to finish building (Finish building does it for you)."
            )
        else:
            button = self.tr(
                "When the sand has run out it may be turned; onto start only by a player who has finished."
            )
        face = ""
        if st.ran_out and st.hourglass == 1:
            if automatic:
                face = self.tr("The sand on 1 has run out: the first player to finish turns the hourglass onto start.")
            else:
                face = self.tr(
                    "The sand on 1 has run out: only a player who has finished may turn the hourglass onto start."
                )
        elif st.ran_out:
            face = self.tr("The sand has run out: anyone may turn the hourglass.")
        self.button.setToolTip(button)
        self.face.setToolTip(face)

    def follow(self, state_fn: Any, clock_fn: Any, may_flip_fn: Any, run_ms: int) -> None:
        """Keep showing what these callables say: the state, the match clock, whether a flip is allowed."""
        self._state, self._clock, self._may_flip = state_fn, clock_fn, may_flip_fn
        self.run_ms = run_ms
        self.refresh()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def refresh(self) -> None:
        if self._state is None:
            return
        st = self._state()
        now = int(self._clock())
        running = st.run_ends >= 0 and st.run_ends > now
        if self._running and not running and st.phase == BUILD:
            self.ran_out.emit()
        self._running = running
        if st.run_ends >= 0:
            left = max(0, st.run_ends - now)
            self.face.show_sand(st.hourglass, left / self.run_ms if self.run_ms else 0.0, math.ceil(left / 1000), False)
        else:  # "turn it!" only to a player who may turn it now
            may = bool(self._may_flip())
            self.face.show_sand(st.hourglass, 0.0, 0, bool(st.ran_out) and may)
        self.button.setEnabled(bool(self._may_flip()))
        self._tell(st)
        # the sand runs only while building: then 60 times a second, otherwise twice
        interval = 16 if st.run_ends >= 0 or st.ran_out or st.phase == BUILD else 500
        if self._timer.interval() != interval:
            self._timer.setInterval(interval)

    def drift_ms(self) -> int:
        """How far the sand shown now is from the match clock, in ms (for the benchmark): what the
        face shows was read from the clock at its last refresh, so this is the time since then."""
        if self._state is None:
            return 0
        st = self._state()
        if st.run_ends < 0:
            return 0
        shown = self.face.fraction * self.run_ms
        left = max(0, st.run_ends - int(self._clock()))
        return int(abs(left - shown))


class HourglassDock(QDockWidget):
    """The dock that holds the hourglass; never tabbed away, its title follows the language."""

    def __init__(self) -> None:
        super().__init__()
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Hourglass"))
        name_dock_buttons(self)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class HourglassOnBoard:
    """The hourglass dock of GalaxyTruckerScene (a mixin: `self` is the scene): made when the game
    is built against the sand, fed from the match, its flips sent as the player's."""

    def docks(self: Any) -> list[Any]:
        if not bd.hourglass(self.model.match.state):
            return []  # in turns, or by the rulebook's choice without it, there is no sand
        dock = HourglassDock()
        dock.setObjectName("gtHourglassDock")
        dock.setProperty("always_visible", True)
        self.hourglass = Hourglass()
        self.hourglass.flip.connect(self._flip)
        self.hourglass.ran_out.connect(self._sand_out)
        dock.setWidget(self.hourglass)
        self.hourglass_dock = dock
        st = self.model.match.state
        self.hourglass.follow(
            lambda: self.model.match.state,
            self.model.clock_ms,
            self._may_flip,
            int(st.options["hourglass_seconds"]) * 1000,
        )
        return [dock]

    def _may_flip(self: Any) -> bool:
        if self.ready_wait:  # round 1 waits for its player: turning the glass starts it
            return True
        seat = self._human()
        st = self.model.match.state
        return seat is not None and not self.model.paused and st.phase == BUILD and bd.may_flip(st, seat)

    def _sand_out(self: Any) -> None:
        sounds().play("sand")

    def _flip(self: Any) -> None:
        if self.ready_wait:
            self.start_building()
            return
        seat = self._human()
        if seat is not None:
            self._send(Flip(0))
