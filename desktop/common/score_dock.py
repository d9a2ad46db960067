"""The score-history chart (pyqtgraph): one line per seat in its colour and mark, and its dock."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QDockWidget,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.common import i18n
from desktop.common.colours import SEAT_COLOURS, default_colour, default_mark, mark_for_colour, outline_colour
from desktop.common.dock_buttons import name_dock_buttons
from desktop.common.i18n import tr_key
from engine.core.messages import QT_TRANSLATE_NOOP

BACKGROUND = "#FFFFFF"
FOREGROUND = "#2B2B2B"
GRID_ALPHA = 0.15
# pyqtgraph's symbol for each seat mark ("t1" is the upward triangle, like the mark).
SYMBOLS = {"circle": "o", "square": "s", "triangle": "t1", "diamond": "d", "star": "star", "cross": "x"}

# The same marks as characters, for the names above the chart.
GLYPHS = {"circle": "●", "square": "■", "triangle": "▲", "diamond": "◆", "star": "★", "cross": "✖"}

# What the chart's vertical axis counts, as a game's scene names it (`BoardScene.score_unit`).
UNITS = {
    "points": QT_TRANSLATE_NOOP("ScoreChart", "Points"),
    "credits": QT_TRANSLATE_NOOP("ScoreChart", "Credits"),
}
SCORE_TABLE = QT_TRANSLATE_NOOP("ScoreChart", "Score breakdown")  # a points table's name for a screen reader
HOVER_TURN = QT_TRANSLATE_NOOP("ScoreChart", "Turn %1 · %2")  # the head of a mark's tooltip: turn, unit
NEST = 5.0  # pixels a mark grows by for each mark drawn over it on the same spot
HOVER_REACH = 10.0  # pixels from a mark within which the pointer reads it

_configured = False


def score_table(parent: QWidget | None = None) -> QTableWidget:
    """A table of points to read, not to edit or select: the columns share the width. A Tab stop,
    named, whose cells the arrows read one by one (it took no focus: a keyboard reached only the
    chart beside it, which reads its values to a hovering mouse)."""
    table = QTableWidget(parent)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    table.setTabKeyNavigation(False)  # Tab leaves the table: the arrows go from cell to cell
    table.setAccessibleName(tr_key(SCORE_TABLE))
    table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
    return table


def name_columns(table: QTableWidget, names: Sequence[str]) -> None:
    """One column a seat, headed by its name as the board shows it (`i18n.board_names`: a long
    name would be cut on both sides of a shared width), the whole name in the header's tooltip."""
    table.setColumnCount(len(names))
    for j, (short, full) in enumerate(zip(i18n.board_names(names), names, strict=True)):
        item = QTableWidgetItem(short)
        item.setToolTip(full)
        table.setHorizontalHeaderItem(j, item)


def seat_mark(colour: str, seat: int) -> str:
    """The mark drawn with a seat's colour (a colour of no seat: the seat's default mark)."""
    return mark_for_colour(colour) if colour.upper() in SEAT_COLOURS else default_mark(seat)


def chart_key(parent: QWidget) -> QLabel:
    """A chart's names, in a row over or under it: who is which line or bar."""
    key = QLabel(parent)
    key.setObjectName("chartKey")
    key.setWordWrap(True)  # wrapped when the chart is narrow
    key.setStyleSheet(f"QLabel {{ background: {BACKGROUND}; color: {FOREGROUND}; padding: 4px 8px 0 8px; }}")
    return key


def unbroken(text: str) -> str:
    """`text` (escaped) that no line breaks inside: at its spaces, or around the ellipsis of a
    shortened name ("Bohumila…áryová" read as "Bohumila…" and a player "áryová" under it)."""
    return text.replace(" ", "&nbsp;").replace("…", "\u2060…\u2060")


def show_key(key: QLabel, names: Sequence[str], colours: Sequence[str]) -> None:
    """Each name after its seat's mark in its colour; a name is never broken across lines."""
    entries = []
    for seat, (name, colour) in enumerate(zip(names, colours, strict=False)):
        glyph = GLYPHS.get(seat_mark(colour, seat), GLYPHS["circle"])
        entries.append(
            f'<span style="color: {colour}; font-size: large;">{glyph}</span>&nbsp;' + unbroken(html.escape(name))
        )
    key.setText("&nbsp;&nbsp; ".join(entries))
    key.setVisible(bool(entries))


def _pyqtgraph() -> Any:
    """pyqtgraph, imported on first use (it pulls in numpy) and configured once."""
    global _configured
    import pyqtgraph as pg

    if not _configured:
        pg.setConfigOptions(antialias=True, background=BACKGROUND, foreground=FOREGROUND)
        _configured = True
    return pg


def whole_axes(*sides: str) -> dict[str, Any]:
    """Axes for a PlotWidget's `axisItems` that count whole things (points, turns, rolls): ticks only
    on whole numbers, however small the range (`desktop.common.whole_axis`)."""
    _pyqtgraph()
    from desktop.common.whole_axis import WholeAxis  # pyqtgraph, and so numpy, on first use only

    return {side: WholeAxis(orientation=side) for side in sides}


def steps(xs: Sequence[float], ys: Sequence[float]) -> tuple[list[float], list[float]]:
    """The points of a score line drawn as steps: a score holds until the turn it changes in, then
    rises (or falls) there. The history keeps only the points where some score changed, and a straight
    line between two of them (0 at turn 1, 8 at turn 18) showed 4 points at turn 9 that nobody had."""
    px: list[float] = []
    py: list[float] = []
    for x, y in zip(xs, ys, strict=True):
        if px and y != py[-1] and x != px[-1]:
            px.append(x)
            py.append(py[-1])
        px.append(x)
        py.append(y)
    return px, py


def _drawn(item: Any) -> tuple[list[float], list[float]]:
    xs, ys = item.getData()
    return ([] if xs is None else [float(x) for x in xs], [] if ys is None else [float(y) for y in ys])


class ScoreChart(QWidget):
    """Points per seat over the turns, one coloured line with the seat's mark as symbol."""

    hover_head = HOVER_TURN  # a mark's tooltip begins with this: "%1" the step across, "%2" the unit
    marks_every_point = False  # True: a mark at every point of the history, not only at the changes

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreChart")
        pg = _pyqtgraph()
        self._pg = pg
        self._names: list[str] = []
        self._colours: list[str] = []
        self._turns: list[float] = []
        self._scores: list[list[float]] = []
        self._curves: list[Any] = []  # per seat, its marks at the points where the scores changed
        self._lines: list[Any] = []  # per seat, the line through them as steps
        self._now: float | None = None  # the turn shown now: the lines run on to it
        self._unit = "points"

        self._plot = pg.PlotWidget(self, background=BACKGROUND, axisItems=whole_axes("left", "bottom"))
        self._plot.setMenuEnabled(False)
        self._plot.setMouseEnabled(x=False, y=False)
        self._plot.hideButtons()
        self._plot.showGrid(x=True, y=True, alpha=GRID_ALPHA)
        item = self._plot.getPlotItem()
        for side in ("left", "bottom"):
            axis = item.getAxis(side)
            axis.setPen(pg.mkPen(FOREGROUND))
            axis.setTextPen(pg.mkPen(FOREGROUND))
            axis.enableAutoSIPrefix(False)  # points and turns are small whole numbers
        self._plot.setMinimumSize(200, 150)
        # Who is which line: a row of names above the chart, wrapped when the chart is narrow. Inside
        # the chart, a box of names hid the lines under it (points that come in large steps, as a ship
        # captured or a contract fulfilled, climbed right behind it).
        self.key = chart_key(self)
        self._plot.scene().sigMouseMoved.connect(self._hover)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.key)
        layout.addWidget(self._plot, 1)
        self.retranslate_ui()

    # -- public ------------------------------------------------------------
    def set_players(self, names: Sequence[str], colours: Sequence[str]) -> None:
        """One line per seat named `names[i]` in `colours[i]` (hex); data of more seats is dropped."""
        self._names = list(names)
        self._colours = list(colours)
        if self._scores and len(self._scores[0]) > len(self._names):
            self._turns, self._scores = [], []  # the last game's points, of seats this game lacks
        self._rebuild()

    def set_unit(self, unit: str) -> None:
        """What the vertical axis counts: a key of UNITS ("points", or Galaxy Trucker's "credits")."""
        self._unit = unit if unit in UNITS else "points"
        self.retranslate_ui()

    def set_history(self, turns: Sequence[float], scores: Sequence[Sequence[float]], now: float | None = None) -> None:
        """Replace the data: `scores[k]` holds every seat's points at `turns[k]`; `now`, the turn of
        the position shown, carries the lines on from the last change (a chart that stopped at turn 12
        in turn 30 looked as if it had stopped following the game)."""
        if len(turns) != len(scores):
            raise ValueError("turns and scores differ in length")
        turns_f = [float(t) for t in turns]
        scores_f = [[float(v) for v in row] for row in scores]
        now_f = None if now is None else float(now)
        if turns_f == self._turns and scores_f == self._scores and now_f == self._now:
            return  # nothing new: no redraw after every action
        self._turns, self._scores, self._now = turns_f, scores_f, now_f
        if self._seats() != len(self._curves):  # a smaller game after a bigger one: fewer lines
            self._rebuild()
        else:
            self._update_data()

    def add_point(self, turn: float, scores: Sequence[float]) -> None:
        """Append every seat's points at `turn`."""
        self._turns.append(float(turn))
        self._scores.append([float(v) for v in scores])
        if self._seats() > len(self._curves):
            self._rebuild()
        else:
            self._update_data()

    def clear(self) -> None:
        """Drop the data (the players stay)."""
        self._turns.clear()
        self._scores.clear()
        self._now = None
        self._rebuild()

    def series(self) -> list[tuple[list[float], list[float]]]:
        """Per seat, the (turns, points) marked: its first point and its changes (for tests)."""
        return [_drawn(curve) for curve in self._curves]

    def lines(self) -> list[tuple[list[float], list[float]]]:
        """Per seat, the points its line is drawn through (steps; for tests)."""
        return [_drawn(line) for line in self._lines]

    def plot_widget(self) -> Any:
        """The pyqtgraph PlotWidget inside."""
        return self._plot

    # -- internals ---------------------------------------------------------
    def _seats(self) -> int:
        return max([len(self._names), len(self._colours), *(len(row) for row in self._scores)], default=0)

    def _name(self, seat: int) -> str:
        if seat < len(self._names):
            return self._names[seat]
        return self.tr("Player %1").replace("%1", str(seat + 1))

    def _colour(self, seat: int) -> str:
        return self._colours[seat] if seat < len(self._colours) else default_colour(seat)

    def _rebuild(self) -> None:
        pg = self._pg
        for item in self._curves + self._lines:
            self._plot.removeItem(item)
        self._curves, self._lines = [], []
        for seat in range(self._seats()):
            colour = self._colour(seat)
            mark = seat_mark(colour, seat)
            self._lines.append(self._plot.plot([], [], pen=pg.mkPen(colour, width=2.5)))
            curve = self._plot.plot(
                [],
                [],
                pen=None,
                symbol=SYMBOLS.get(mark, "o"),
                symbolSize=self._mark_size(seat),
                symbolBrush=pg.mkBrush(colour),
                symbolPen=pg.mkPen(outline_colour(colour), width=1),
            )
            self._curves.append(curve)
        seats = range(self._seats())
        show_key(self.key, [self._name(k) for k in seats], [self._colour(k) for k in seats])
        self._update_data()

    def _update_data(self) -> None:
        marks = [self._marks(seat) for seat in range(len(self._curves))]
        # marks on one spot (everybody's 0 at the start) nest: the earlier seats' larger, under the later
        above: dict[tuple[float, float], int] = {}
        sizes: list[list[float]] = [[] for _ in marks]
        for seat in reversed(range(len(marks))):
            base = self._mark_size(seat)
            for spot in zip(*marks[seat], strict=True):
                sizes[seat].append(base + NEST * above.get(spot, 0))
                above[spot] = above.get(spot, 0) + 1
        for seat, curve in enumerate(self._curves):
            xs = [t for t, row in zip(self._turns, self._scores, strict=True) if seat < len(row)]
            ys = [row[seat] for row in self._scores if seat < len(row)]
            curve.setData(*marks[seat], symbolSize=sizes[seat])
            line_xs, line_ys = steps(xs, ys)
            if line_xs and self._now is not None and self._now > line_xs[-1]:
                line_xs, line_ys = [*line_xs, self._now], [*line_ys, line_ys[-1]]
            self._lines[seat].setData(line_xs, line_ys)
        self._update_range()

    def _marks(self, seat: int) -> tuple[list[float], list[float]]:
        """Where the seat's marks stand: its first point and each point its own score changed at (a
        mark on every seat at every change stacked the unchanged ones on one another)."""
        xs: list[float] = []
        ys: list[float] = []
        last: float | None = None
        for turn, row in zip(self._turns, self._scores, strict=True):
            if seat < len(row) and (row[seat] != last or self.marks_every_point):
                xs.append(turn)
                ys.append(row[seat])
                last = row[seat]
        return xs, ys

    def _mark_size(self, seat: int) -> float:
        return 12.0 if seat_mark(self._colour(seat), seat) == "star" else 9.0

    def _update_range(self) -> None:
        # Whole turns from the first point, points from zero: a lone point or a flat line still reads well.
        xs = (self._turns + [self._now]) if self._turns and self._now is not None else (self._turns or [0.0])
        ys = [v for row in self._scores for v in row] or [0.0]
        x_lo, x_hi = min(xs), max(xs)
        y_lo, y_hi = min(0.0, min(ys)), max(ys)
        self._plot.setXRange(x_lo, max(x_hi, x_lo + 5), padding=0.06)
        self._plot.setYRange(y_lo, max(y_hi, y_lo + 5), padding=0.06)

    def _hover(self, pos: Any) -> None:
        """The pointer near a mark: every seat's score at that point of the history, as a tooltip."""
        box = self._plot.getPlotItem().getViewBox()
        text = ""
        if box.sceneBoundingRect().contains(pos):
            at = box.mapSceneToView(pos)
            unit_x, unit_y = box.viewPixelSize()  # the view's units in a pixel, across and up
            best = (HOVER_REACH, 1)  # (pixels, -k): of two marks on one spot, the later point
            for k, (turn, row) in enumerate(zip(self._turns, self._scores, strict=True)):
                across = abs(turn - at.x()) / unit_x
                if across < HOVER_REACH:
                    for value in row:
                        best = min(best, (across + abs(value - at.y()) / unit_y, -k))
            if best[1] <= 0:
                text = self.hover_text(-best[1])
        box.setToolTip(text)

    def hover_text(self, k: int) -> str:
        """The tooltip of the marks at the k-th point of the history: its turn, then each seat's score."""
        number = i18n.locale().toString
        head = tr_key(self.hover_head, number(int(self._turns[k])), tr_key(UNITS[self._unit]))
        rows = [f"{html.escape(self._name(s))}: {number(v, 'g', 6)}" for s, v in enumerate(self._scores[k])]
        return "<br>".join([f"<b>{head}</b>", *rows])

    def retranslate_ui(self) -> None:
        """Re-apply the axis labels (and default seat names) in the current language."""
        self._plot.setLabel("bottom", self.tr("Turn"))
        self._plot.setLabel("left", tr_key(UNITS[self._unit]))
        self.setAccessibleName(self.tr("Score history"))
        self._plot.setAccessibleName(self.tr("Score history"))  # the part that takes the focus
        if len(self._names) < self._seats():
            self._rebuild()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class ScoreDock(QDockWidget):
    """A dock holding the ScoreChart; forwards its methods."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreDock")
        self.setAllowedAreas(Qt.DockWidgetArea.AllDockWidgetAreas)
        self._chart: ScoreChart | None = None  # made when first needed: pyqtgraph and numpy cost ~0.3 s
        self.retranslate_ui()

    @property
    def chart(self) -> ScoreChart:
        """The chart, made on first use (a game's start), not while the app starts."""
        if self._chart is None:
            self._chart = ScoreChart(self)
            self.setWidget(self._chart)
        return self._chart

    def set_players(self, names: Sequence[str], colours: Sequence[str]) -> None:
        """See ScoreChart.set_players."""
        self.chart.set_players(names, colours)

    def set_unit(self, unit: str) -> None:
        """See ScoreChart.set_unit."""
        self.chart.set_unit(unit)

    def set_history(self, turns: Sequence[float], scores: Sequence[Sequence[float]], now: float | None = None) -> None:
        """See ScoreChart.set_history."""
        self.chart.set_history(turns, scores, now)

    def add_point(self, turn: float, scores: Sequence[float]) -> None:
        """See ScoreChart.add_point."""
        self.chart.add_point(turn, scores)

    def clear(self) -> None:
        """See ScoreChart.clear."""
        self.chart.clear()

    def retranslate_ui(self) -> None:
        """Re-apply the dock title (and its buttons' names) in the current language."""
        self.setWindowTitle(self.tr("Score history"))
        name_dock_buttons(self)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
