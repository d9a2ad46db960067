"""Golden Horn at a real table: the warehouses counted by the engine's own rule (a point a cube and
the best sets of different colours), and the route to lay out for the number of players."""

from __future__ import annotations

from collections import Counter
from typing import Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QSpinBox, QVBoxLayout, QWidget

import engine.golden_horn.texts as tx
from desktop.common.companion import CompanionBase, lay_out_pad, message_label, name_edit, one_count
from desktop.common.i18n import heading, tr_key
from engine.core.messages import QT_TRANSLATE_NOOP
from engine.core.protocol import best_seats
from engine.golden_horn.components import COLOUR_INDEX, COLOURS, MODON, components
from engine.golden_horn.scoring import SET_BONUS, layers, score

TRIANGLE = {COLOUR_INDEX[c] for c in ("red", "yellow", "blue")}  # the ▲ side's colours; ● orange, pink, green
TOO_MANY = {  # one sentence a colour: the colour's word agrees with the number in Czech and Slovak
    "yellow": QT_TRANSLATE_NOOP("GoldenHornCompanion", "Too many yellow cubes: the game has only %1."),
    "pink": QT_TRANSLATE_NOOP("GoldenHornCompanion", "Too many pink cubes: the game has only %1."),
    "green": QT_TRANSLATE_NOOP("GoldenHornCompanion", "Too many green cubes: the game has only %1."),
    "orange": QT_TRANSLATE_NOOP("GoldenHornCompanion", "Too many orange cubes: the game has only %1."),
    "red": QT_TRANSLATE_NOOP("GoldenHornCompanion", "Too many red cubes: the game has only %1."),
    "blue": QT_TRANSLATE_NOOP("GoldenHornCompanion", "Too many blue cubes: the game has only %1."),
}


class GoldenHornCompanion(CompanionBase):
    game_name = "golden_horn"
    uses_seed = False  # no dice, and the set-up depends on the player count alone

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
            row: dict[Any, Any] = {"name": name_edit(pad)}
            row["name"].textEdited.connect(self._changed)
            self.grid.addWidget(row["name"], seat + 1, 0)
            for k, _colour in enumerate(COLOURS):
                spin = QSpinBox(pad)
                spin.setRange(0, 99)
                spin.valueChanged.connect(self._changed)
                row[k] = spin
                self.grid.addWidget(spin, seat + 1, k + 1)
            row["sets"] = QLabel(pad)
            row["sets"].setWordWrap(False)  # whole sets to a line, in the width kept for them
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
        self.sets_width = 0  # the Sets column's width: see `_reserve_sets`
        self._reserving = False
        self.tab_scroll.viewport().installEventFilter(self)

    def counts(self, seat: int) -> list[int]:
        return [self.rows[seat][k].value() for k in range(len(COLOURS))]

    def _changed(self, *_: Any) -> None:
        if self._loading:
            return
        n = self.players.value()
        per_colour = components().cubes_per_colour
        over = [k for k in range(len(COLOURS)) if sum(self.counts(s)[k] for s in range(n)) > per_colour]
        self.message.setText(" ".join(tr_key(TOO_MANY[COLOURS[k]], per_colour) for k in over))
        self.totals = []
        for seat, row in enumerate(self.rows):
            for w in row.values():
                w.setVisible(seat < n)
            if seat >= n:
                continue
            counts = self.counts(seat)
            total = score(counts)
            self.totals.append(total)
            row["total"].setText("—" if over else f"<b>{total}</b>")
        self._over = bool(over)
        self._show_sets()
        won = best_seats(self.totals) if self.totals and max(self.totals) > 0 else []
        for seat in won:  # the most goods points win; a tie shares the win (G15)
            if not over:
                self.rows[seat]["total"].setText(f"<b>{self.totals[seat]} ★</b>")
        self.session.data["names"] = [r["name"].text() for r in self.rows]
        self.session.put("warehouses", {"players": n, "counts": [self.counts(s) for s in range(4)]})

    def set_entry(self, colours: int, times: int) -> str:
        """One kind of set in the Sets column: "6 colours +4", "5 colours +2 ×2"."""
        entry = self.tr("%1 colours +%2").replace("%1", str(colours)).replace("%2", str(SET_BONUS[colours]))
        return entry + (f" ×{times}" if times > 1 else "")

    def _show_sets(self) -> None:
        """Each warehouse's sets, equal ones once with how many ("6 colours +4 ×3"), whole sets to a
        line within the column's width: a line never breaks inside a set's words ("5-" / "farebná +2")."""
        metrics = self.rows[0]["sets"].fontMetrics()
        for seat in range(self.players.value()):
            if getattr(self, "_over", False):  # refused counts: no sets, as no total, from them
                self.rows[seat]["sets"].setText("")
                continue
            sets = Counter(k for k in layers(self.counts(seat)) if SET_BONUS.get(k, 0))
            lines: list[str] = []
            for k, times in sorted(sets.items(), reverse=True):
                entry = self.set_entry(k, times)
                if lines and metrics.horizontalAdvance(f"{lines[-1]}, {entry}") <= self.sets_width:
                    lines[-1] += f", {entry}"
                else:
                    lines.append(entry)
            self.rows[seat]["sets"].setText(",\n".join(lines))

    def _reserve_sets(self) -> None:
        """The Sets column as wide as the widest line it can show in this language (two kinds of sets,
        each with how many) from the start, so that the boxes beside it do not move while a warehouse
        is typed in: they jumped left twice, as "4 colours +1" and then a second set appeared. Where
        the window cannot spare that much (Czech at 1280 px), as wide as it can spare, and never less
        than one kind: a line that would be wider goes on in a second line."""
        if self._reserving:
            return
        self._reserving = True
        metrics = self.rows[0]["sets"].fontMetrics()
        kinds = sorted(SET_BONUS, reverse=True)
        one = max(metrics.horizontalAdvance(self.set_entry(k, 9)) for k in kinds)
        two = max(
            metrics.horizontalAdvance(f"{self.set_entry(a, 9)}, {self.set_entry(b, 9)}")
            for a in kinds
            for b in kinds
            if a > b
        )
        for row in self.rows:
            row["sets"].setMinimumWidth(one)
        self.grid.invalidate()  # measured now, not at the next layout pass
        spare = self.tab_scroll.viewport().width() - self.tabs.minimumSizeHint().width()
        width = min(two, one + max(0, spare))
        for row in self.rows:
            row["sets"].setMinimumWidth(width)
        self._reserving = False
        if width != self.sets_width:
            self.sets_width = width
            self._show_sets()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched is self.tab_scroll.viewport() and event.type() == QEvent.Type.Resize:
            self._reserve_sets()  # what the window can spare
        return super().eventFilter(watched, event)

    def carry_over(self) -> dict[str, Any]:
        """A new game at the same table: the names and the player count stay, the warehouses go."""
        return {"names": [r["name"].text() for r in self.rows], "warehouses": {"players": self.players.value()}}

    def new_session_question(self) -> str:
        return self.tr(
            "Start a new session? The warehouses of this one are cleared. The names and the number of players stay."
        )

    def _setup(self, *_: Any) -> None:
        """The seed's set-up for the player count: the route tiles by their symbols, Modon's side, the
        ships, the cubes and the cards; then the colours of the sea spaces, which are our reconstruction."""
        comp = components()
        n = self.setup_players.value()
        route = comp.routes[n]
        tiles: list[str] = []  # the route by its tiles: ports, ▲ or ● sea-route tiles, Modon
        colours: list[str] = []  # the sea spaces one by one
        sea: list[int] = []
        for sp in route:
            if sp.kind == MODON:
                tiles.append(self.tr("Modon (side with %1 berths up)").replace("%1", str(comp.modon_berths[n])))
                colours.append(tr_key(tx.PLACE_NAMES["modon"]))
            elif sp.colour >= 0:
                sea.append(sp.colour)
                colours.append(tr_key(tx.COLOUR_NAMES[sp.colour]))
                if len(sea) == 3:  # a tile's side: three spaces of one colour set
                    tiles.append("▲" if sea[0] in TRIANGLE else "●")
                    sea = []
            else:
                tiles.append(tr_key(tx.PLACE_NAMES[sp.name]))
        lines = [
            "<b>"
            + self.tr("The route for %1 players, from Venice to Constantinople: %2.")
            .replace("%1", str(n))
            .replace("%2", " · ".join(tiles))
            + "</b>"
        ]
        if not comp.modon_berths[n]:
            lines.append(self.tr("Modon is not used with three players."))
        elif not comp.modon_draw[n]:
            lines.append(self.tr("With two players nobody draws cards in Modon."))
        lines.append(
            self.tr(
                "Each player takes the 3 ships and the warehouse of one emblem and puts the ships into Venice or "
                "Constantinople, as he likes. All %1 cubes go into the bag: draw %2 blind into Venice and %2 "
                "into Constantinople. Shuffle the %3 cards and deal %4 to each player; the rest are the face-down "
                "draw pile. The oldest player starts and takes the start-player figure."
            )
            .replace("%1", str(comp.cubes_per_colour * len(COLOURS)))
            .replace("%2", str(comp.port_stock))
            .replace("%3", str(comp.cards_per_colour * len(COLOURS)))
            .replace("%4", str(comp.start_hand))
        )
        lines.append(
            self.tr(
                "The colours of the sea spaces from Venice, as this app lays them out (a reconstruction: the "
                "rulebook prints only the symbols; ▲ stands for red, yellow and blue, ● for orange, pink and "
                "green): %1."
            ).replace("%1", " → ".join(colours))
        )
        self.setup_text.setText("<br><br>".join(lines))

    def load(self) -> None:
        kept = self.session.get("warehouses") or {}
        self._loading = True
        self.players.setValue(int(kept.get("players", 4)))
        names = self.typed_names(4)  # "" for a seat without a name: its field shows "Player 2"
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
        colours = [heading(tr_key(name)) for name in tx.COLOUR_NAMES]  # "Yellow" beside "Sets", not "yellow"
        heads = [self.tr("Name"), *colours, self.tr("Sets"), self.tr("Points")]
        for lab, text in zip(self.heads, heads, strict=True):
            lab.setText(f"<b>{text}</b>")
        self._reserve_sets()
        self._setup()
        self._changed()

    def demo(self, seed: int) -> None:
        self.new_session(seed, keep=False)  # the same picture whatever the table had
        for seat, counts in enumerate(((3, 2, 2, 1, 1, 1), (4, 0, 2, 2, 1, 0), (1, 1, 1, 1, 0, 0))):
            for k, c in enumerate(counts):
                self.rows[seat][k].setValue(c)
        self._changed()
