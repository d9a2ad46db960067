"""Catan's statistics dock: dice rolls against the 2d6 expectation, resources gained per player."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QDockWidget, QVBoxLayout, QWidget

import engine.catan.texts as tx
from desktop.common import i18n
from desktop.common.dice import TWO_DICE, column_at, sum_tip
from desktop.common.dock_buttons import name_dock_buttons
from desktop.common.i18n import heading, tr_key
from desktop.common.score_dock import _pyqtgraph, chart_key, show_key, whole_axes


class CatanStatsDock(QDockWidget):
    """Two small charts fed from the game state (the engine counts rolls and production)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("catanStatsDock")
        pg = _pyqtgraph()
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(2, 2, 2, 2)
        self.dice = pg.PlotWidget(axisItems=whole_axes("left"))
        self.gained = pg.PlotWidget(axisItems=whole_axes("left"))
        small = QFont()
        small.setPointSizeF(7.5)
        for plot in (self.dice, self.gained):
            plot.setMinimumHeight(140)
            plot.setMenuEnabled(False)
            plot.setMouseEnabled(x=False, y=False)
            plot.hideButtons()
            for side in ("left", "bottom"):
                plot.getAxis(side).setStyle(tickFont=small)
            layout.addWidget(plot)
        self.dice.scene().sigMouseMoved.connect(lambda pos: self._hover(self.dice, pos))
        self.gained.scene().sigMouseMoved.connect(lambda pos: self._hover(self.gained, pos))
        self.key = chart_key(body)  # whose bars are whose, under the resources
        layout.addWidget(self.key)
        # every sum 2..12 always on the axis (a narrow dock used to cut it at 9)
        self.dice.setXRange(1.4, 12.6, padding=0)
        self.dice.getAxis("bottom").setTicks([[(s, str(s)) for s in range(2, 13)]])
        self.gained.setXRange(-0.6, 4.6, padding=0)
        self.setWidget(body)
        self._state: Any = None
        self._names: list[str] = []
        self._colours: list[str] = []
        self._drawn: object = None  # what the charts show now; redrawn only when it changes
        self.retranslate_ui()

    def show_state(self, state: Any, names: list[str], colours: list[str]) -> None:
        self._state, self._names, self._colours = state, names, colours
        key = (tuple(state.rolls), tuple(map(tuple, state.produced)), tuple(colours))
        if key != self._drawn:  # most actions roll nothing and produce nothing: no chart work
            self._drawn = key
            self._draw()

    def counts(self) -> list[int]:
        """How often each sum 2..12 was rolled (for tests)."""
        return list(self._state.rolls[2:13]) if self._state is not None else []

    def _draw(self) -> None:
        pg = _pyqtgraph()
        st = self._state
        if st is None:
            return
        self.dice.clear()
        sums = list(range(2, 13))
        rolled = [st.rolls[s] for s in sums]
        total = sum(rolled)
        self.dice.addItem(pg.BarGraphItem(x=sums, height=rolled, width=0.7, brush="#7FA7C9", pen="#3E6A8F"))
        self.dice.plot(
            sums,
            [total * TWO_DICE[s] for s in sums],
            pen=pg.mkPen("#B3261E", width=2),
            symbol="o",
            symbolSize=5,
            symbolBrush="#B3261E",
        )
        self.gained.clear()
        n = st.players
        width = 0.8 / n
        for s in range(n):
            xs = [r + (s - (n - 1) / 2) * width for r in range(5)]
            self.gained.addItem(
                pg.BarGraphItem(
                    x=xs,
                    height=st.produced[s],
                    width=width * 0.95,
                    brush=self._colours[s] if s < len(self._colours) else "#888888",
                )
            )
        axis = self.gained.getAxis("bottom")
        axis.setTicks([[(r, tr_key(tx.RESOURCE_NAMES[r])) for r in range(5)]])
        show_key(self.key, self._names[:n], self._colours[:n])

    def _hover(self, plot: Any, pos: Any) -> None:
        """The pointer over a column: what its bars count; elsewhere, what the chart shows."""
        at = column_at(plot, pos)
        text = "" if at is None else self.dice_text(at) if plot is self.dice else self.gained_text(at)
        plot.setToolTip(text or self._about[plot is self.dice])

    def dice_text(self, total: int) -> str:
        """The tooltip of the sum `total`'s column: how often it was rolled and how often it is expected."""
        st = self._state
        if st is None or not 2 <= total <= 12:
            return ""
        return sum_tip(total, st.rolls[total], sum(st.rolls[2:13]) * TWO_DICE[total])

    def gained_text(self, resource: int) -> str:
        """The tooltip of a resource's column: how many cards of it each player has gained."""
        st = self._state
        if st is None or not 0 <= resource < 5:
            return ""
        number = i18n.locale().toString
        rows = [
            f"{html.escape(self._names[s] if s < len(self._names) else str(s + 1))}: {number(st.produced[s][resource])}"
            for s in range(st.players)
        ]
        name = tr_key(tx.RESOURCE_NAMES[resource])  # lower case, as in a sentence: a head starts upper case
        return "<br>".join([f"<b>{html.escape(heading(name))}</b>", *rows])

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        name_dock_buttons(self)
        # short titles that fit the dock; what the chart shows is in its tooltip
        self.dice.setTitle(self.tr("Dice rolls"), size="9pt")
        self.gained.setTitle(self.tr("Resources gained"), size="9pt")
        self._about = {  # a chart's tooltip away from its bars, by "is it the dice chart"
            True: self.tr("Bars: how often each sum was rolled. Line: how often it is expected."),
            False: self.tr("Bars: how many cards of each resource each player has gained."),
        }
        self.dice.setToolTip(self._about[True])
        self.gained.setToolTip(self._about[False])
        # Tab stops, named and described for a screen reader (they read as "" between the log and the board)
        self.dice.setAccessibleName(self.tr("Dice rolls"))
        self.gained.setAccessibleName(self.tr("Resources gained"))
        self.dice.setAccessibleDescription(self._about[True])
        self.gained.setAccessibleDescription(self._about[False])
        self._draw()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
