"""Credits round by round: a table of what each round paid (order, best-looking ship, goods,
mission, flight, losses) and a pyqtgraph chart of the credits after each round.

Shown between rounds (the match clock waits while it is open) and on the final screen.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

import engine.galaxy_trucker.scoring as sc
from desktop.common import i18n
from desktop.common.i18n import tr_key
from desktop.common.modal import open_size
from desktop.common.score_dock import ScoreChart, name_columns, score_table
from engine.core.messages import QT_TRANSLATE_NOOP
from engine.galaxy_trucker.state import GTState


def credits_after_rounds(st: GTState) -> list[list[float]]:
    """Every seat's credits at the start (0) and after each round flown: the chart's points."""
    rounds = max((len(p.results) for p in st.seats), default=0)
    out = [[0.0] * len(st.seats)]
    for r in range(rounds):
        row = []
        for s, p in enumerate(st.seats):
            row.append(out[-1][s] + float(sum(p.results[r].values())) if r < len(p.results) else out[-1][s])
        out.append(row)
    return out


HOVER_ROUND = QT_TRANSLATE_NOOP("RoundsChart", "Round %1 · %2")  # a mark's tooltip: after round %1, credits


class RoundsChart(ScoreChart):
    """Credits after each round: rounds on the x axis (0 to 3), credits up."""

    hover_head = HOVER_ROUND
    marks_every_point = True  # four rounds at most: each round's result is marked, a 0 too

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.set_unit("credits")  # what its marks' tooltips count

    def retranslate_ui(self) -> None:
        super().retranslate_ui()
        self._plot.setLabel("bottom", self.tr("Round"))
        self._plot.setLabel("left", self.tr("Credits"))
        self.setAccessibleName(self.tr("Credits after each round"))

    def _update_range(self) -> None:
        ys = [v for row in self._scores for v in row] or [0.0]
        self._plot.setXRange(0, 3, padding=0.06)
        self._plot.setYRange(min(0.0, min(ys)), max(max(ys), 5.0), padding=0.08)
        self._plot.getPlotItem().getAxis("bottom").setTicks([[(k, str(k)) for k in range(4)]])


class RoundResults(QWidget):
    """The per-round breakdown table and the credits chart."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = score_table(self)
        self.chart = RoundsChart(self)
        self.chart.setMinimumSize(480, 220)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table, 3)
        layout.addWidget(self.chart, 2)
        self._args: tuple[GTState, Sequence[str], Sequence[str], bool] | None = None

    def show_state(self, st: GTState, names: Sequence[str], colours: Sequence[str], latest_first: bool = False) -> None:
        """The table and the chart of `st`; `latest_first`: the round just flown right under the total
        (between rounds: after round 2 its rows were below the fold, under round 1's)."""
        self._args = (st, names, colours, latest_first)
        # the total first: it is what a player looks for, and it stays in view however many rows follow
        rows: list[tuple[str, list[str], bool]] = [(self.tr("Credits"), [str(p.credits) for p in st.seats], True)]
        rounds = max((len(p.results) for p in st.seats), default=0)
        mission = st.options.get("mission", "none") != "none"
        for r in reversed(range(rounds)) if latest_first else range(rounds):
            rows.append((self.tr("Round %1").replace("%1", str(r + 1)), [""] * len(st.seats), True))
            for key, label in sc.RESULT_ROWS:
                amounts = [p.results[r].get(key, 0) if r < len(p.results) else 0 for p in st.seats]
                if key == "mission" and not mission:
                    continue  # no mission this game (with one, every round has the row: a 0 is news too)
                rows.append(("   " + tr_key(label), [_signed(v) for v in amounts], False))
            totals = [sum(p.results[r].values()) if r < len(p.results) else 0 for p in st.seats]
            rows.append(("   " + self.tr("This round"), [_signed(v) for v in totals], True))
        self.table.clear()
        name_columns(self.table, names)
        self.table.setRowCount(len(rows))
        self.table.setVerticalHeaderLabels([label for label, _, _ in rows])
        for i, (_, values, bold) in enumerate(rows):
            for j, v in enumerate(values):
                item = QTableWidgetItem(v)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if bold:
                    f = QFont(item.font())
                    f.setBold(True)
                    item.setFont(f)
                self.table.setItem(i, j, item)
        self.chart.set_players(i18n.board_names(names), list(colours))
        points = credits_after_rounds(st)
        self.chart.set_history(list(range(len(points))), points)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange and self._args is not None:
            self.show_state(*self._args)
        super().changeEvent(event)


def _signed(v: int) -> str:
    return f"{v:+d}" if v else "0"


class RoundDialog(QDialog):
    """Between rounds: what the round paid; the next round's building starts when it closes."""

    def __init__(self, model: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        st = model.match.state
        flown = max((len(p.results) for p in st.seats), default=0)
        self.setWindowTitle(self.tr("Round %1 is over").replace("%1", str(flown)))
        layout = QVBoxLayout(self)
        head = QLabel(self.tr("Round %1 is over: the credits it paid").replace("%1", str(flown)))
        f = head.font()
        f.setPointSizeF(f.pointSizeF() * 1.4)
        f.setBold(True)
        head.setFont(f)
        layout.addWidget(head)
        self.results = RoundResults(self)
        self.results.show_state(st, model.names, model.colours, latest_first=True)
        layout.addWidget(self.results, 1)
        box = QDialogButtonBox(self)
        go = box.addButton(self.tr("Build the next ship"), QDialogButtonBox.ButtonRole.AcceptRole)
        go.setDefault(True)
        box.accepted.connect(self.accept)
        layout.addWidget(box)
        open_size(self, 720, 640)
