"""Golden Horn at a real table: the warehouses counted by the engine's own rule (a point a cube and
the best sets of different colours), and the route to lay out for the number of players."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QLineEdit, QSpinBox, QVBoxLayout, QWidget

import engine.golden_horn.texts as tx
from desktop.common.companion import CompanionBase, lay_out_pad, message_label, one_count
from desktop.common.i18n import tr_key
from engine.core.protocol import best_seats
from engine.golden_horn.components import COLOURS, MODON, components
from engine.golden_horn.scoring import SET_BONUS, layers, score


class GoldenHornCompanion(CompanionBase):
    game_name = "golden_horn"

    def build(self) -> None:
        pad = QWidget()
        self.players = QSpinBox(pad)
        self.players.setRange(2, 4)
        self.players.valueChanged.connect(self._changed)
        self.players_label = QLabel(pad)
        self.grid = QGridLayout()
        self.heads = [QLabel(pad) for _ in range(len(COLOURS) + 3)]
        for col, lab in enumerate(self.heads):
            self.grid.addWidget(lab, 0, col)
        self.rows: list[dict[Any, Any]] = []
        for seat in range(4):
            row: dict[Any, Any] = {"name": QLineEdit(pad)}
            row["name"].textEdited.connect(self._changed)
            self.grid.addWidget(row["name"], seat + 1, 0)
            for k, _colour in enumerate(COLOURS):
                spin = QSpinBox(pad)
                spin.setRange(0, 99)
                spin.valueChanged.connect(self._changed)
                row[k] = spin
                self.grid.addWidget(spin, seat + 1, k + 1)
            row["sets"] = QLabel(pad)
            row["total"] = QLabel(pad)
            self.grid.addWidget(row["sets"], seat + 1, len(COLOURS) + 1)
            self.grid.addWidget(row["total"], seat + 1, len(COLOURS) + 2)
            self.rows.append(row)
        self.message = message_label(pad)
        lay_out_pad(pad, [self.players_label, self.players], self.grid, self.message)
        self.tabs.addTab(pad, "")
        setup = QWidget()
        self.setup_players = QSpinBox(setup)
        self.setup_players.setRange(2, 4)
        self.setup_players.valueChanged.connect(self._setup)
        one_count(self.players, self.setup_players)
        self.setup_text = QLabel(setup)
        self.setup_text.setWordWrap(True)
        self.setup_label = QLabel(setup)
        srow = QHBoxLayout()
        srow.addWidget(self.setup_label)
        srow.addWidget(self.setup_players)
        srow.addStretch(1)
        slay = QVBoxLayout(setup)
        slay.addLayout(srow)
        slay.addWidget(self.setup_text)
        slay.addStretch(1)
        self.tabs.addTab(setup, "")
        self._loading = False
        self.totals: list[int] = []

    def counts(self, seat: int) -> list[int]:
        return [self.rows[seat][k].value() for k in range(len(COLOURS))]

    def _changed(self, *_: Any) -> None:
        if self._loading:
            return
        n = self.players.value()
        per_colour = components().cubes_per_colour
        over = [k for k in range(len(COLOURS)) if sum(self.counts(s)[k] for s in range(n)) > per_colour]
        self.message.setText(
            self.tr("The game has only %1 cubes of each colour: too many %2.")
            .replace("%1", str(per_colour))
            .replace("%2", ", ".join(tr_key(tx.COLOUR_NAMES[k]) for k in over))
            if over
            else ""
        )
        self.totals = []
        for seat, row in enumerate(self.rows):
            for w in row.values():
                w.setVisible(seat < n)
            if seat >= n:
                continue
            counts = self.counts(seat)
            sets = [k for k in layers(counts) if SET_BONUS.get(k, 0)]
            row["sets"].setText(
                ", ".join(
                    self.tr("%1 colours +%2").replace("%1", str(k)).replace("%2", str(SET_BONUS[k])) for k in sets
                )
            )
            total = score(counts)
            self.totals.append(total)
            row["total"].setText("—" if over else f"<b>{total}</b>")
        won = best_seats(self.totals) if self.totals and max(self.totals) > 0 else []
        for seat in won:  # the most goods points win; a tie shares the win (G15)
            if not over:
                self.rows[seat]["total"].setText(f"<b>{self.totals[seat]} ★</b>")
        self.session.data["names"] = [r["name"].text() for r in self.rows]
        self.session.put("warehouses", {"players": n, "counts": [self.counts(s) for s in range(4)]})

    def _setup(self, *_: Any) -> None:
        comp = components()
        n = self.setup_players.value()
        route = comp.routes[n]
        names = []
        for sp in route:
            if sp.kind == MODON:
                names.append(self.tr("Modon (%1 berths)").replace("%1", str(comp.modon_berths[n])))
            elif sp.colour >= 0:
                names.append(tr_key(tx.COLOUR_NAMES[sp.colour]))
            else:
                names.append(self.tr("port"))
        self.setup_text.setText(
            self.tr("The route for %1 players, from Venice to Constantinople: %2.")
            .replace("%1", str(n))
            .replace("%2", " → ".join(names))
        )

    def load(self) -> None:
        kept = self.session.get("warehouses") or {}
        self._loading = True
        self.players.setValue(int(kept.get("players", 4)))
        names = self.names(4)
        counts = kept.get("counts") or [[0] * len(COLOURS)] * 4
        for seat, row in enumerate(self.rows):
            row["name"].setText(names[seat])
            for k in range(len(COLOURS)):
                row[k].setValue(int(counts[seat][k]) if seat < len(counts) else 0)
        self._loading = False
        self._changed()
        self._setup()

    def retranslate_tabs(self) -> None:
        self.tabs.setTabText(0, self.tr("Warehouses"))
        self.tabs.setTabText(1, self.tr("Set-up"))
        self.players_label.setText(self.tr("Players"))
        self.setup_label.setText(self.tr("Players"))
        heads = [self.tr("Name"), *(tr_key(name) for name in tx.COLOUR_NAMES), self.tr("Sets"), self.tr("Points")]
        for lab, text in zip(self.heads, heads, strict=True):
            lab.setText(f"<b>{text}</b>")
        self._setup()
        self._changed()

    def demo(self, seed: int) -> None:
        self.new_session(seed)
        for seat, counts in enumerate(((3, 2, 2, 1, 1, 1), (4, 0, 2, 2, 1, 0), (1, 1, 1, 1, 0, 0))):
            for k, c in enumerate(counts):
                self.rows[seat][k].setValue(c)
        self._changed()
