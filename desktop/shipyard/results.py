"""The end of a Shipyard game: points per player split into ships, maiden voyages, contracts,
merchants and the coins that break ties, with the points chart over the game."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QTableWidgetItem, QVBoxLayout, QWidget

from desktop.common.i18n import tr_key
from desktop.common.score_dock import ScoreChart, name_columns, score_table
from desktop.shipyard import texts as tt
from engine.shipyard.state import Player
from engine.shipyard.voyage import points_before


def split_points(p: Player) -> dict[str, int]:
    """A player's points by where they came from; ships' points split into launch and voyage."""
    launch = sum(points_before(dict(s.items), s.speed) for s in p.fleet)
    voyages = sum(s.points for s in p.fleet) - launch
    return {
        "ships": launch,
        "voyages": voyages,
        "blue": p.end_points.get("blue", 0),
        "green": p.end_points.get("green", 0),
        "merchants": p.end_points.get("merchants", 0),
    }


def contract_tip(contracts: list[str], prefix: str) -> str:
    """The player's contracts of one colour (ids starting with `prefix`), each with what it pays."""
    return "\n".join(f"{cid}: {tr_key(tt.CONTRACT_TEXT[cid])}" for cid in contracts if cid.startswith(prefix))


class ShipyardResults(QWidget):
    """The breakdown table and the points chart."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = score_table(self)
        self.chart = ScoreChart(self)
        self.chart.setMinimumSize(480, 220)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        layout.addWidget(self.chart, 1)
        self._model: Any = None

    def show_state(self, model: Any) -> None:
        self._model = model
        st = model.match.state
        game = model.game
        totals = game.scores(st)
        parts = [split_points(p) for p in st.ps]
        # the points first, added up in the total; below it what is counted, not scored (a beginner added
        # the fleet's 5 ships to the points and found the total 5 short)
        rows: list[tuple[str, list[str], bool]] = [
            (tr_key(tt.R_SHIPS), [str(x["ships"]) for x in parts], False),
            (tr_key(tt.R_VOYAGES), [str(x["voyages"]) for x in parts], False),
            (tr_key(tt.R_BLUE), [str(x["blue"]) for x in parts], False),
            (tr_key(tt.R_GREEN), [str(x["green"]) for x in parts], False),
            (tr_key(tt.R_MERCHANTS), [str(x["merchants"]) for x in parts], False),
            (tr_key(tt.R_TOTAL), [str(int(v)) for v in totals], True),
            (tr_key(tt.R_FLEET), [str(len(p.fleet)) for p in st.ps], False),
            (tr_key(tt.R_COINS), [str(p.coins) for p in st.ps], False),
        ]
        note_ink = QColor(self.palette().color(QPalette.ColorRole.Text))
        note_ink.setAlpha(170)  # softer than the points, still 4.5:1 and more on the table's base
        total_row = next(i for i, (_, _, bold) in enumerate(rows) if bold)
        tips = {rows.index(row): colour for row, colour in ((rows[2], "BLU"), (rows[3], "GRN"))}
        self.table.clear()
        name_columns(self.table, model.names)
        self.table.setRowCount(len(rows))
        self.table.setVerticalHeaderLabels([label for label, _, _ in rows])
        for i, (_, values, bold) in enumerate(rows):
            for j, v in enumerate(values):
                item = QTableWidgetItem(v)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if i > total_row:  # counts beside the points, greyed as the notes they are
                    item.setForeground(note_ink)
                if i in tips:  # which contract scored, in its own words
                    item.setToolTip(contract_tip(st.ps[j].contracts, tips[i]))
                if bold:
                    f = QFont(item.font())
                    f.setBold(True)
                    item.setFont(f)
                self.table.setItem(i, j, item)
        self.table.resizeRowsToContents()
        rows_h = sum(self.table.rowHeight(i) for i in range(len(rows)))
        self.table.setFixedHeight(self.table.horizontalHeader().sizeHint().height() + rows_h + 4)
        self.chart.set_players(model.board_names, model.colours)
        self.chart.set_history(*model.chart_data())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange and self._model is not None:
            self.show_state(self._model)
        super().changeEvent(event)
