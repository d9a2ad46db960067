"""Dice for a real table: big animated faces, a roll history, a chart of the session's rolls
against the expected distribution, and a balanced deck of the 36 outcomes of two dice.

A game's companion page chooses the dice (number dice, or dice with faces it paints itself) and
what a roll means (a sum, a row on a ship); randomness comes from one seeded generator, so a
session can be replayed from the seed shown on screen.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, QSize, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSizePolicy,
    QStyle,
    QStyleOptionButton,
    QVBoxLayout,
    QWidget,
)

from desktop.common import i18n
from desktop.common.i18n import tr_count, tr_key, tr_n
from desktop.common.ink import NOTICE, set_ink
from desktop.common.painted import font
from desktop.common.score_dock import _pyqtgraph, whole_axes
from desktop.common.sound import sounds
from engine.core.messages import QT_TRANSLATE_NOOP

Face = int | str
FacePainter = Callable[[QPainter, Face, QRectF], None]

PIPS = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}
DECK_LEFT = QT_TRANSLATE_NOOP("DicePanel", "Balanced dice: %n outcome(s) left in the deck")
HISTORY_MAX = 440  # the roll history's widest (px)
TWO_DICE = {s: (6 - abs(s - 7)) / 36 for s in range(2, 13)}  # the chance of each sum of two dice


def paint_number(painter: QPainter, face: Face, r: QRectF) -> None:
    """An ivory die with black pips."""
    painter.setPen(QPen(QColor("#5B5548"), max(1.0, r.width() / 40)))
    painter.setBrush(QColor("#FBF8F0"))
    painter.drawRoundedRect(r, r.width() * 0.18, r.width() * 0.18)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#222222"))
    for px, py in PIPS.get(int(face), ()):
        painter.drawEllipse(
            QPointF(r.x() + r.width() * px, r.y() + r.height() * py), r.width() * 0.085, r.width() * 0.085
        )


class BalancedDeck:
    """The 36 outcomes of two dice shuffled like a deck: every outcome once per 36 rolls."""

    def __init__(self, rng: random.Random, left: Sequence[tuple[int, int]] | None = None) -> None:
        self.rng = rng
        self.left: list[tuple[int, int]] = [tuple(x) for x in left] if left else []  # type: ignore[misc]

    def draw(self) -> tuple[int, int]:
        if not self.left:
            self.left = [(a, b) for a in range(1, 7) for b in range(1, 7)]
            self.rng.shuffle(self.left)
        return self.left.pop()


class DiceFaces(QWidget):
    """The dice themselves, as large as the space allows; they tumble for a moment when rolled."""

    def __init__(self, count: int, painter_for: Sequence[FacePainter], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.faces: list[Face] = [1] * count
        self.painter_for = list(painter_for)
        self.tumble: list[Face] | None = None
        self.step = 0
        self.setMinimumSize(count * 90, 110)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(len(self.faces) * 160, 170)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        n = len(self.faces)
        side = min(self.height() * 0.8, self.width() / n * 0.78)
        gap = (self.width() - n * side) / (n + 1)
        shown = self.tumble if self.tumble is not None else self.faces
        for k, face in enumerate(shown):
            r = QRectF(gap + k * (side + gap), (self.height() - side) / 2, side, side)
            p.save()
            if self.tumble is not None:
                p.translate(r.center())
                p.rotate(22 * math.sin(self.step * 1.9 + k))
                p.translate(-r.center())
            self.painter_for[k](p, face, r)
            p.restore()


# A sum's column under the pointer: how often it came up, and how often chance expects it.
SUM = QT_TRANSLATE_NOOP("RollChart", "Sum %1")
ROLLED = QT_TRANSLATE_NOOP("RollChart", "Rolled %n time(s)")
EXPECTED_TIMES = QT_TRANSLATE_NOOP("RollChart", "Expected: %1")


def column_at(plot: Any, pos: Any) -> int | None:
    """The whole number across a bar chart under the scene point `pos`, or None off the chart."""
    box = plot.getPlotItem().getViewBox()
    if not box.sceneBoundingRect().contains(pos):
        return None
    return round(box.mapSceneToView(pos).x())


def sum_tip(total: int, rolled: int, expected: float) -> str:
    """The tooltip of the sum `total`'s column: rolled so often, expected so often."""
    number = i18n.locale().toString
    return "<br>".join(
        [f"<b>{tr_key(SUM, number(total))}</b>", tr_n(ROLLED, rolled), tr_key(EXPECTED_TIMES, number(expected, "f", 1))]
    )


class RollChart(QWidget):
    """How often each result came up this session (bars) against what chance expects (a line)."""

    def __init__(self, outcomes: Sequence[int], expected: dict[int, float], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        pg = _pyqtgraph()
        self.outcomes, self.expected = list(outcomes), expected
        self.plot = pg.PlotWidget(self, axisItems=whole_axes("left"))
        self.plot.setMenuEnabled(False)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.setXRange(min(outcomes) - 0.6, max(outcomes) + 0.6, padding=0)
        self.plot.getAxis("bottom").setTicks([[(s, str(s)) for s in outcomes]])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot)
        self.counts: dict[int, int] = dict.fromkeys(outcomes, 0)
        self.setMinimumHeight(160)
        self.plot.scene().sigMouseMoved.connect(self._hover)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """The chart's name and what it shows, for a screen reader: the plot is a Tab stop."""
        name = self.tr("Rolls against chance")
        about = self.tr("Bars: how often each result came up this session. Line: how often chance expects it.")
        for widget in (self, self.plot):
            widget.setAccessibleName(name)
            widget.setAccessibleDescription(about)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _hover(self, pos: Any) -> None:
        """The pointer over a sum's column: how often it came up and how often it is expected."""
        at = column_at(self.plot, pos)
        total = sum(self.counts.values())
        text = sum_tip(at, self.counts[at], total * self.expected.get(at, 0.0)) if at in self.counts else ""
        self.plot.setToolTip(text)

    def show_counts(self, counts: dict[int, int]) -> None:
        pg = _pyqtgraph()
        self.counts = {s: counts.get(s, 0) for s in self.outcomes}
        total = sum(self.counts.values())
        self.plot.clear()
        heights = [self.counts[s] for s in self.outcomes]
        self.plot.addItem(pg.BarGraphItem(x=self.outcomes, height=heights, width=0.7, brush="#7FA7C9", pen="#3E6A8F"))
        self.plot.plot(
            self.outcomes,
            [total * self.expected.get(s, 0.0) for s in self.outcomes],
            pen=pg.mkPen("#B3261E", width=2),
            symbol="o",
            symbolSize=6,
            symbolBrush="#B3261E",
        )


class RollButton(QPushButton):
    """The big roll button. Its words take one line where they fit and two where the panel is narrow
    ("Roll" over "(space bar)"), so that a desktop's larger type never cuts them or widens the page."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.words = ""

    def set_words(self, words: str) -> None:
        self.words = words
        self._choose()

    def _lines(self) -> str:
        head, sep, tail = self.words.rpartition(" (")
        return f"{head}\n({tail}" if sep else self.words

    def _width(self, text: str) -> int:
        """How wide the button must be for `text`, as the style measures a button."""
        metrics = self.fontMetrics()
        lines = text.split("\n")
        inner = QSize(max(metrics.horizontalAdvance(line) for line in lines), metrics.lineSpacing() * len(lines))
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = text
        return self.style().sizeFromContents(QStyle.ContentsType.CT_PushButton, option, inner, self).width()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), self._width(self._lines())), hint.height())

    def _choose(self) -> None:
        self.setMinimumHeight(max(64, 2 * self.fontMetrics().lineSpacing() + 14))  # one line or two: one height
        one = self._width(self.words) <= self.width() or not self.isVisible()
        text = self.words if one else self._lines()
        if self.text() != text:
            self.setText(text)
            self.updateGeometry()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._choose()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self._choose()


class DicePanel(QWidget):
    """A roll button (or the space bar), the dice, what the roll means, the history and the chart.

    `faces[k]` lists the faces of die k; `meaning(faces)` says what a roll means ("8", "row 7");
    `outcome(faces)` is the number the chart counts (None: no chart). Balanced mode (two number
    dice only) deals the 36 outcomes from a shuffled deck. With `tag`, each roll keeps what `tag()`
    said when it was rolled (a ship's board) and its meaning is `meaning(faces, tag)`: an old roll
    keeps meaning what it meant then.
    """

    rolled = Signal(list)
    used = Signal()  # rolled, by a click or the space bar: the space bar goes on with these dice
    shown = Signal()  # the faces or the meaning on show changed (a roll, a tumble, a language)

    def __init__(
        self,
        faces: Sequence[Sequence[Face]],
        painters: Sequence[FacePainter],
        meaning: Callable[..., str],
        outcome: Callable[[list[Face]], int] | None,
        outcomes: Sequence[int] = (),
        expected: dict[int, float] | None = None,
        balanced_allowed: bool = False,
        parent: QWidget | None = None,
        tag: Callable[[], Any] | None = None,
    ) -> None:
        super().__init__(parent)
        self.face_sets = [list(f) for f in faces]
        self.meaning, self.outcome, self.tag = meaning, outcome, tag
        self.rng = random.Random(0)
        self.deck = BalancedDeck(self.rng)
        self.history: list[list[Face]] = []
        self.tags: list[Any] = []  # with `tag`: what it said at each roll (None: not known, the current one)
        self.view = DiceFaces(len(faces), painters, self)
        self.button = RollButton(self)
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.8)
        big.setBold(True)
        self.button.setFont(big)
        self.button.clicked.connect(self.roll)
        self.result = QLabel(self)
        huge = QFont(self.font())
        huge.setPointSizeF(huge.pointSizeF() * 2.6)
        huge.setBold(True)
        self.result.setFont(huge)
        self.result.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.result.setWordWrap(True)  # a long meaning ("2 + 1 = 3 · no column · no row") takes two lines
        self.balanced = QCheckBox(self)
        self.balanced.setVisible(balanced_allowed)
        self.balanced.toggled.connect(self._mode_changed)
        self.mode_label = QLabel(self)
        set_ink(self.mode_label, NOTICE, bold=True)
        self.list = QListWidget(self)
        self.list.setMaximumWidth(HISTORY_MAX)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # lines fit (_fit_history)
        self.list.setTextElideMode(Qt.TextElideMode.ElideMiddle)
        self.chart = RollChart(outcomes, expected or {}, self) if outcome is not None and outcomes else None
        left = QVBoxLayout()
        left.addWidget(self.view, 3)
        left.addWidget(self.result)
        left.addWidget(self.button)
        row = QHBoxLayout()
        row.addWidget(self.balanced)
        row.addWidget(self.mode_label, 1)
        left.addLayout(row)
        if self.chart is not None:
            left.addWidget(self.chart, 2)
        else:
            left.addStretch(2)  # dice without a chart stand as high and as large as those beside them
        layout = QHBoxLayout(self)
        layout.addLayout(left, 3)
        layout.addWidget(self.list, 1)
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0)
        self._anim.setEndValue(12)
        self._anim.setDuration(600)
        self._anim.valueChanged.connect(self._tumbling)
        self._anim.finished.connect(self._landed)
        self.animate = True
        self.keyed = True  # the page's space bar rolls these dice (`CompanionBase.space_bar`)
        self._meanings: list[str] = []  # every roll's meaning, as `_fit_history` last wrote them
        self.retranslate_ui()

    # -- rolling -------------------------------------------------------------------------------------
    def reseed(self, seed: int) -> None:
        """A new session's dice: the generator starts from `seed`, the history is empty."""
        self.rng.seed(seed)
        self.deck = BalancedDeck(self.rng)
        self.history, self.tags = [], []
        self._show()

    def state(self) -> dict[str, Any]:
        """What a kept session needs to go on exactly where it stopped."""
        version, internal, gauss = self.rng.getstate()
        return {
            "history": self.history,
            **({"tags": self.tags} if self.tag is not None else {}),
            "deck": [list(x) for x in self.deck.left],
            "balanced": self.balanced.isChecked(),
            "rng": [version, list(internal), gauss],
        }

    def restore(self, data: dict[str, Any]) -> None:
        version, internal, gauss = data["rng"]
        self.rng.setstate((int(version), tuple(int(x) for x in internal), gauss))
        self.history = [list(h) for h in data.get("history", [])]
        tags = list(data.get("tags", []))[-len(self.history) :] if self.history else []
        self.tags = [None] * (len(self.history) - len(tags)) + tags  # a session kept before tags: unknown
        self.deck = BalancedDeck(self.rng, [tuple(x) for x in data.get("deck", [])])
        self.balanced.setChecked(bool(data.get("balanced", False)))
        if self.history:
            self.view.faces = list(self.history[-1])
        self._show()

    def space(self) -> None:
        """The space bar's work on this panel."""
        self.roll()

    def set_keyed(self, keyed: bool) -> None:
        """Whether the space bar rolls these dice; the button says so only then."""
        self.keyed = keyed
        self.retranslate_ui()

    def roll(self) -> list[Face]:
        if self.balanced.isChecked() and len(self.face_sets) == 2:
            faces: list[Face] = list(self.deck.draw())
        else:
            faces = [self.rng.choice(f) for f in self.face_sets]
        self.history.append(faces)
        self.tags.append(self.tag() if self.tag is not None else None)
        self.view.faces = faces
        if self.animate:
            self.view.tumble = list(faces)
            self._anim.stop()
            self._anim.start()
        self._show()
        sounds().play("dice")  # heard across the table, at the volume of Settings
        self.rolled.emit(faces)
        self.used.emit()
        return faces

    def _tumbling(self, value: Any) -> None:
        self.view.step = int(value)
        spin = random.Random(int(value) * 13 + len(self.history))
        self.view.tumble = [spin.choice(f) for f in self.face_sets]
        self.view.update()
        self.shown.emit()

    def _landed(self) -> None:
        self.view.tumble = None
        self.view.update()
        self.shown.emit()

    def clear(self) -> None:
        self.history, self.tags = [], []
        self.deck = BalancedDeck(self.rng)
        self._show()

    def counts(self) -> dict[int, int]:
        out: dict[int, int] = {}
        if self.outcome is None:
            return out
        for h in self.history:
            k = self.outcome(h)
            out[k] = out.get(k, 0) + 1
        return out

    def _show(self) -> None:
        self._fit_history()  # the meanings may have changed (a language, a ship's board)
        self.result.setText(self.said(len(self.history) - 1) if self.history else "")
        self.list.clear()
        for n in range(len(self.history), max(0, len(self.history) - 200), -1):
            self.list.addItem(f"{n}. {self.said(n - 1)}")
        if self.chart is not None:
            self.chart.show_counts(self.counts())
        self.mode_label.setText(tr_count(DECK_LEFT, len(self.deck.left) or 36) if self.balanced.isChecked() else "")
        self.view.update()
        self.shown.emit()

    def said(self, k: int) -> str:
        """What roll `k` meant when it was rolled (with a tag: by what the tag said then)."""
        if self.tag is None:
            return self.meaning(self.history[k])
        tag = self.tags[k] if k < len(self.tags) else None
        return self.meaning(self.history[k], tag if tag is not None else self.tag())

    def mirror(self, parent: QWidget) -> QWidget:
        """These dice again, for the table's screen (`desktop.common.table_screen`)."""
        return DiceMirror(self, parent)

    def _mode_changed(self) -> None:
        self._show()

    def _fit_history(self) -> None:
        """The history as wide as its longest line can be (the widest meaning of any roll, numbered in
        the hundreds), up to HISTORY_MAX: a roll is read whole, never cut off behind a scroll bar."""
        metrics = self.list.fontMetrics()
        rolls = itertools.islice(itertools.product(*self.face_sets), 1000)
        now = () if self.tag is None else (self.tag(),)
        meanings = [self.meaning(list(r), *now) for r in rolls]
        widest = max((metrics.horizontalAdvance(f"888. {m}") for m in meanings), default=0)
        frame = 2 * self.list.frameWidth() + self.list.verticalScrollBar().sizeHint().width() + 24
        self.list.setMinimumWidth(min(widest + frame, HISTORY_MAX))
        self._meanings = sorted(set(meanings))
        self._fit_result()

    def _fit_result(self) -> None:
        """The meaning's label as high as the longest meaning needs at this width, whatever was rolled:
        the roll button stays where the hand left it (it jumped a line down and up again as Störtebeker's
        colour dice read "water · biscuits" on two lines, then "meat · rum" on one)."""
        big = self.result.fontMetrics()
        box = QRect(0, 0, max(1, self.result.contentsRect().width()), 10_000)
        flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
        high = max((big.boundingRect(box, flags, m).height() for m in self._meanings), default=0)
        self.result.setMinimumHeight(min(max(high, big.lineSpacing()), 3 * big.lineSpacing()) + 4)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._fit_result()

    def retranslate_ui(self) -> None:
        self.button.set_words(self.tr("Roll (space bar)") if self.keyed else self.tr("Roll"))
        self.balanced.setText(self.tr("Balanced dice"))
        self.list.setAccessibleName(self.tr("Rolls so far"))
        self.balanced.setToolTip(
            self.tr("A shuffled deck of the 36 outcomes of two dice: every outcome comes once in 36 rolls.")
        )
        self._show()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        elif event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit_history()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        self._fit_history()  # the list's font is final once it is polished and shown
        super().showEvent(event)


class DiceMirror(QWidget):
    """A dice panel as the whole table reads it on a second screen: the same faces, tumbling with the
    panel's, and what the roll means, in type that grows with the window."""

    def __init__(self, panel: DicePanel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.panel = panel
        self.view = DiceFaces(len(panel.face_sets), panel.view.painter_for, self)
        self.result = QLabel(self)
        self.result.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.result.setWordWrap(True)
        self.count = QLabel(self)
        self.count.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.mode = QLabel(self)  # balanced dice are said to the whole table, as on the page
        self.mode.setAlignment(Qt.AlignmentFlag.AlignCenter)
        set_ink(self.mode, NOTICE, bold=True)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 3)
        layout.addWidget(self.result, 1)
        layout.addWidget(self.count)
        layout.addWidget(self.mode)
        panel.shown.connect(self.sync)
        self.sync()

    def sync(self) -> None:
        source = self.panel.view
        self.view.faces, self.view.tumble, self.view.step = list(source.faces), source.tumble, source.step
        self.view.update()
        self.result.setText(self.panel.result.text())
        rolls = len(self.panel.history)
        self.count.setText(self.tr("Roll %1").replace("%1", str(rolls)) if rolls else self.tr("No roll yet"))
        self.mode.setText(self.panel.mode_label.text())
        self.mode.setVisible(bool(self.mode.text()))

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        px = max(18, min(self.height() // 11, self.width() // 16))  # type that grows with the window
        self.result.setFont(font(px, bold=True))
        self.count.setFont(font(max(12, px // 2)))
        self.mode.setFont(font(max(12, px // 2)))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.sync()
        super().changeEvent(event)
