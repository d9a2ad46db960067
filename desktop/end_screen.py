"""The end screen: winners, the score breakdown and points over the game; Play again, New game, the replay."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.common import i18n
from desktop.common.modal import open_size
from desktop.common.score_dock import ScoreChart, name_columns, score_table
from desktop.model import GameModel


class VictoryDialog(QDialog):
    """The end of a game: winners, the score breakdown and points over the game."""

    def __init__(self, model: GameModel, parent: QWidget | None = None, details: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Game over"))
        game, state = model.game, model.match.state
        names = model.names
        winners = game.winners(state)
        layout = QVBoxLayout(self)
        head = QLabel(
            self.tr("Winner: %1").replace("%1", ", ".join(names[w] for w in winners))
            if len(winners) == 1
            else self.tr("Shared victory: %1").replace("%1", ", ".join(names[w] for w in winners))
        )
        f = head.font()
        f.setPointSizeF(f.pointSizeF() * 1.6)
        f.setBold(True)
        head.setFont(f)
        layout.addWidget(head)
        settled = game.tie_break(state)
        if settled is not None:  # equal points under one winner: what decided
            self.tie_note = QLabel(i18n.render(settled, names))
            self.tie_note.setWordWrap(True)
            layout.addWidget(self.tie_note)
        self.details = details
        self.wants_replay = False
        self.wants = ""  # "again": the same seats and options once more; "new": the New game dialog
        # the points, where a keyboard and a screen reader start: the chart reads its values to a mouse only
        self.table: QTableWidget | None = None
        if details is not None:  # the game's own breakdown (Galaxy Trucker: round by round)
            layout.addWidget(details, 1)
            box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)  # in the dialog: Play again its default
            box.rejected.connect(self.reject)
            self._add_replay_button(box)
            self._add_kept_note(layout, model)
            layout.addWidget(box)
            open_size(self, 760, 720)
            self.table = details.findChild(QTableWidget)
            if self.table is not None and self.table.focusPolicy() & Qt.FocusPolicy.TabFocus:
                self.table.setFocus()
            return
        rows = game.score_breakdown(state)
        table = score_table()
        table.setRowCount(len(rows))
        name_columns(table, names)
        table.setVerticalHeaderLabels([i18n.tr_key(r.label) for r in rows])
        for i, row in enumerate(rows):
            for j, v in enumerate(row.values):
                item = QTableWidgetItem(i18n.locale().toString(float(v), "g", 6))  # 1,5 in Czech
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(i, j, item)
        table.setFixedHeight(table.horizontalHeader().height() + sum(table.rowHeight(i) for i in range(len(rows))) + 4)
        layout.addWidget(table)
        self.table = table
        self.chart = ScoreChart()
        self.chart.set_players(model.board_names, model.colours)
        self.chart.set_history(*model.chart_data())
        self.chart.setMinimumSize(560, 260)
        layout.addWidget(self.chart, 1)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)  # in the dialog: Play again its default
        box.rejected.connect(self.reject)
        box.accepted.connect(self.accept)
        self._add_replay_button(box)
        self._add_kept_note(layout, model)
        layout.addWidget(box)
        open_size(self, 720, 560)
        table.setFocus()

    def _add_replay_button(self, box: QDialogButtonBox) -> None:
        self.close_button = box.button(QDialogButtonBox.StandardButton.Close)
        self.close_button.setText(self.tr("&Close"))  # each button has its Alt letter
        self.again_button = box.addButton(self.tr("&Play again"), QDialogButtonBox.ButtonRole.ActionRole)
        self.again_button.setObjectName("playAgain")
        self.again_button.setToolTip(self.tr("The same players and options, a new deal"))
        self.again_button.clicked.connect(lambda: self._choose("again"))
        self.new_button = box.addButton(self.tr("&New game…"), QDialogButtonBox.ButtonRole.ActionRole)
        self.new_button.setObjectName("newGame")
        self.new_button.clicked.connect(lambda: self._choose("new"))
        self.replay_button = box.addButton(self.tr("&Watch the replay"), QDialogButtonBox.ButtonRole.ActionRole)
        self.replay_button.setObjectName("watchReplay")
        self.replay_button.clicked.connect(self._replay)
        self.again_button.setDefault(True)

    def _add_kept_note(self, layout: QVBoxLayout, model: GameModel) -> None:
        """Where the game went: among the finished games, to be watched again another day."""
        self.kept_note = QLabel(self)
        self.kept_note.setObjectName("keptNote")
        self.kept_note.setWordWrap(True)
        muted = self.kept_note.palette()
        muted.setColor(QPalette.ColorRole.WindowText, muted.color(QPalette.ColorRole.PlaceholderText))
        self.kept_note.setPalette(muted)
        self.kept_note.setText(self.tr("This game is kept: Finished games… on the start page shows it again."))
        self.kept_note.setVisible(model.finished_path is not None)
        layout.addWidget(self.kept_note)

    def _choose(self, what: str) -> None:
        self.wants = what
        self.accept()

    def _replay(self) -> None:
        self.wants_replay = True
        self.accept()
