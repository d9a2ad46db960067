"""Catan at a real table: two dice (or the balanced deck of 36), the score pad counted by the
engine's own victory-point rule, and a random island to set up, printable."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

import engine.catan.texts as tx
from desktop.catan.art import SvgItem, TokenItem
from desktop.common.companion import CompanionBase, lay_out_pad, message_label, name_edit
from desktop.common.dice import TWO_DICE, DicePanel, paint_number
from desktop.common.flow import FlowLayout
from desktop.common.i18n import tr_key
from desktop.common.paths import saves_dir
from desktop.common.save_dialog import ask_save_path
from engine.catan import GAME
from engine.catan.board import sea_hexes, topology
from engine.catan.components import DEV_COUNTS, PIECES, VICTORY_POINTS
from engine.catan.rules import VP_CARD
from engine.catan.state import CatanState

TOPO = topology()
R = 40.0
SET_UP_SETTLEMENTS = 2  # each player's settlements of the set-up: none is ever taken off the board


def catan_points(players: int, rows: list[dict[str, int]], longest: int, army: int) -> tuple[list[int], str]:
    """Victory points by the engine's own rule for the counts on the pad, or the reason they are impossible."""
    if any(r["settlements"] < 0 or r["cities"] < 0 or r["cards"] < 0 for r in rows):
        return [], "negative"
    if any(r["settlements"] > PIECES["settlement"] for r in rows):
        return [], "settlements"
    if any(r["cities"] > PIECES["city"] for r in rows):
        return [], "cities"
    if any(r["settlements"] + r["cities"] < SET_UP_SETTLEMENTS for r in rows):
        return [], "pieces"  # the set-up's two settlements stay on the board or become cities
    if sum(r["cards"] for r in rows) > DEV_COUNTS["victory_point"]:
        return [], "cards"
    st: CatanState = GAME.new_game(players, 1)
    for seat, r in enumerate(rows):
        st.settlements_left[seat] = PIECES["settlement"] - r["settlements"]
        st.cities_left[seat] = PIECES["city"] - r["cities"]
        st.dev_hand[seat][VP_CARD] = r["cards"]
    st.longest_holder = longest
    st.army_holder = army
    return [GAME.victory_points(st, s) for s in range(players)], ""


def island(seed: int, players: int, apart: bool) -> CatanState:
    """A random board from the engine's own set-up rules (tiles, tokens, harbours)."""
    return GAME.new_game(players, seed, {"board": "random_apart" if apart else "random"})


def paint_island(p: QPainter, st: CatanState, rect: QRectF) -> None:
    """The island with its tokens and harbours, fitted into `rect`, with the game's art."""
    p.save()
    span_x, span_y = 16 * math.sqrt(3) / 2 * R, 22 * R / 2 + 2 * R
    scale = min(rect.width() / span_x, rect.height() / span_y)
    p.translate(rect.center())
    p.scale(scale, scale)

    def at(point: tuple[float, float]) -> QPointF:
        return QPointF(point[0] * math.sqrt(3) / 2 * R, point[1] * R / 2)

    w, h = math.sqrt(3) * R, 2 * R
    for q, r in sea_hexes():
        c = at((2 * q + r, 3 * r))
        _draw(p, SvgItem("hex_sea", w, h), QPointF(c.x() - w / 2, c.y() - h / 2))
    for hid, centre in enumerate(TOPO.hex_centres):
        c = at(centre)
        _draw(p, SvgItem(f"hex_{st.board.layout.terrain[hid]}", w, h), QPointF(c.x() - w / 2, c.y() - h / 2))
        n = st.board.hex_number[hid]
        if n:
            token = TokenItem(n)
            p.save()
            p.translate(c)
            p.scale(R / 66.0, R / 66.0)
            token.paint(p, None, None)  # type: ignore[arg-type]
            p.restore()
    for coast, kind in st.board.layout.harbours:
        e = TOPO.coast_edges[coast]
        a, b = TOPO.edges[e]
        pa, pb = at(TOPO.nodes[a]), at(TOPO.nodes[b])
        land = at(TOPO.hex_centres[TOPO.edge_hexes[e][0]])
        mid = (pa + pb) / 2
        out = mid - land
        norm = math.hypot(out.x(), out.y()) or 1.0
        spot = mid + out * (R * 0.55 / norm)
        pier = QPainterPath()
        for end in (pa, pb):
            pier.moveTo(end)
            pier.lineTo(spot)
        p.setPen(QPen(QColor("#8A6A43"), 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawPath(pier)
        p.setBrush(QColor("#FBF5E6"))
        p.setPen(QPen(QColor("#8A6A43"), 1.2))
        p.drawEllipse(spot, 11, 11)
        if kind != "3:1":
            _draw(p, SvgItem(f"icon_{kind}", 12, 12), QPointF(spot.x() - 6, spot.y() - 11))
        f = QFont()
        f.setPixelSize(7)
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor("#3B2F1E"))
        p.drawText(
            QRectF(spot.x() - 10, spot.y() + (0 if kind != "3:1" else -5), 20, 10),
            Qt.AlignmentFlag.AlignCenter,
            "3:1" if kind == "3:1" else "2:1",
        )
    p.restore()


def _draw(p: QPainter, item: Any, pos: QPointF) -> None:
    p.save()
    p.translate(pos)
    item.paint(p, None, None)
    p.restore()


class IslandView(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state: CatanState | None = None
        self.setMinimumSize(360, 320)

    def paintEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        if self.state is None:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#2E6F95"))
        paint_island(p, self.state, QRectF(self.rect()).adjusted(8, 8, -8, -8))


class CatanCompanion(CompanionBase):
    game_name = "catan"

    def build(self) -> None:
        self.dice = DicePanel(
            [range(1, 7), range(1, 7)],
            [paint_number, paint_number],
            self._meaning,
            lambda f: int(f[0]) + int(f[1]),
            range(2, 13),
            TWO_DICE,
            balanced_allowed=True,
        )
        self.dice.rolled.connect(lambda _f: self.session.put("dice", self.dice.state()))
        self.dice.balanced.toggled.connect(lambda _b: self.session.put("dice", self.dice.state()))
        self.tabs.addTab(self.dice, "")
        self.space_bar(self.dice, self.dice)
        # the score pad
        pad = QWidget()
        self.players = QSpinBox(pad)
        self.players.setRange(3, 4)
        self.players.valueChanged.connect(self._players_changed)
        self.grid = QGridLayout()
        self.rows: list[dict[str, Any]] = []
        self.longest = QButtonGroup(pad)
        self.army = QButtonGroup(pad)
        self.head = [QLabel(pad) for _ in range(7)]
        for col, lab in enumerate(self.head):
            lab.setWordWrap(True)  # "Najväčšia rytierska branná moc" in two lines leaves the names their room
            self.grid.addWidget(lab, 0, col)
        self.nobody_road = QRadioButton(pad)
        self.nobody_army = QRadioButton(pad)
        self.longest.addButton(self.nobody_road, -1)
        self.army.addButton(self.nobody_army, -1)
        for seat in range(4):
            row: dict[str, Any] = {
                "name": name_edit(pad),
                "settlements": QSpinBox(pad),
                "cities": QSpinBox(pad),
                "cards": QSpinBox(pad),
                "road": QRadioButton(pad),
                "army": QRadioButton(pad),
                "total": QLabel(pad),
            }
            row["settlements"].setRange(0, 9)
            row["cities"].setRange(0, 9)
            row["cards"].setRange(0, 9)
            self.longest.addButton(row["road"], seat)
            self.army.addButton(row["army"], seat)
            for col, key in enumerate(("name", "settlements", "cities", "cards", "road", "army", "total")):
                self.grid.addWidget(row[key], seat + 1, col)
            row["name"].textEdited.connect(self._changed)
            for key in ("settlements", "cities", "cards"):
                row[key].valueChanged.connect(self._changed)
            self.rows.append(row)
        self.grid.addWidget(self.nobody_road, 5, 4)
        self.grid.addWidget(self.nobody_army, 5, 5)
        self.longest.idClicked.connect(self._changed)
        self.army.idClicked.connect(self._changed)
        self.message = message_label(pad)
        self.players_label = QLabel(pad)
        self.winner_label = QLabel(pad)  # asked for only when two players have 10 points
        self.winner = QComboBox(pad)
        self.winner.currentIndexChanged.connect(self._winner_chosen)
        self.chosen_winner = -1  # the seat the table chose among several at 10, kept while he drops below
        top = [self.players_label, self.players, self.winner_label, self.winner]
        lay_out_pad(pad, top, self.grid, self.message)
        self.pad = pad
        self.tabs.addTab(pad, "")
        # the island
        self.island_number = 0
        self.totals: list[int] = []
        setup = QWidget()
        self.island_view = IslandView(setup)
        self.apart = QCheckBox(setup)
        self.apart.toggled.connect(self._island_changed)
        self.another = QPushButton(setup)
        self.another.clicked.connect(self._another_island)
        self.save_png = QPushButton(setup)
        self.save_png.clicked.connect(self._ask_png)
        self.print_pdf = QPushButton(setup)
        self.print_pdf.clicked.connect(self._ask_pdf)
        self.island_seed = QLabel(setup)
        self.island_seed.setAlignment(Qt.AlignmentFlag.AlignVCenter)  # on the buttons' line, in a wrapping row
        buttons = FlowLayout()  # a row that wraps where a desktop's larger type would cut it
        for b in (self.apart, self.another, self.save_png, self.print_pdf, self.island_seed):
            buttons.addWidget(b)
        self.island_seed.setMinimumHeight(self.another.sizeHint().height())
        # the founding phase beside the island: a table setting up needs it as much as the board
        self.founding = QLabel(setup)
        self.founding.setWordWrap(True)
        self.founding.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.founding.setTextFormat(Qt.TextFormat.RichText)
        board_and_steps = QHBoxLayout()
        board_and_steps.addWidget(self.island_view, 3)
        board_and_steps.addWidget(self.founding, 2)
        lay = QVBoxLayout(setup)
        lay.addLayout(board_and_steps, 1)
        lay.addLayout(buttons)
        self.tabs.addTab(setup, "")

    # -- the dice ------------------------------------------------------------------------------------
    def _meaning(self, faces: list[Any]) -> str:
        total = int(faces[0]) + int(faces[1])
        text = f"{faces[0]} + {faces[1]} = {total}"
        return text + " — " + self.tr("the robber!") if total == 7 else text

    # -- loading and saving ----------------------------------------------------------------------------
    def load(self) -> None:
        s = self.session
        kept = s.get("dice")
        if kept:
            self.dice.restore(kept)
        else:
            self.dice.reseed(s.seed)
        pad = s.get("pad") or {}
        self._loading = True
        self.players.setValue(int(pad.get("players", 4)))
        names = self.typed_names(4)  # "" for a seat without a name: its field shows "Player 2"
        for seat, row in enumerate(self.rows):
            kept_row = (pad.get("rows") or [{}] * 4)[seat] if seat < len(pad.get("rows") or []) else {}
            row["name"].setText(names[seat])
            for key, start in (("settlements", SET_UP_SETTLEMENTS), ("cities", 0), ("cards", 0)):
                row[key].setValue(int(kept_row.get(key, start)))
        self.chosen_winner = int(pad.get("winner", -1))  # offered again once the counts are in
        (self.longest.button(int(pad.get("longest", -1))) or self.nobody_road).setChecked(True)
        (self.army.button(int(pad.get("army", -1))) or self.nobody_army).setChecked(True)
        self._loading = False
        self.island_number = int(s.get("island", 0))
        self.apart.setChecked(bool(s.get("apart", True)))
        self._players_changed()
        self._island_changed()

    def _players_changed(self) -> None:
        n = self.players.value()
        for seat, row in enumerate(self.rows):
            for w in row.values():
                w.setVisible(seat < n)
        for group, nobody in ((self.longest, self.nobody_road), (self.army, self.nobody_army)):
            if group.checkedId() >= n:  # the card's holder left the table: "nobody" is shown, as it counts
                nobody.setChecked(True)
        self._changed()

    def pad_rows(self) -> list[dict[str, int]]:
        n = self.players.value()
        return [{k: self.rows[s][k].value() for k in ("settlements", "cities", "cards")} for s in range(n)]

    def _changed(self, *_: Any) -> None:
        if getattr(self, "_loading", False):
            return
        n = self.players.value()
        longest = self.longest.checkedId() if self.longest.checkedId() < n else -1
        army = self.army.checkedId() if self.army.checkedId() < n else -1
        points, problem = catan_points(n, self.pad_rows(), longest, army)
        text = self._problem_text(problem)
        reached = [s for s in range(n) if not problem and points[s] >= VICTORY_POINTS]
        won = self._winner(reached)
        if len(reached) > 1 and won < 0:  # one can reach 10 in another's turn: a road broken by him
            text = self.tr(
                "More than one player has 10 points: the winner is the first to reach 10 on their own turn (the "
                "Longest Road can change hands in another player's turn). Choose the winner above."
            )
        self.message.setText(text)
        for seat in range(n):
            label = self.rows[seat]["total"]
            if problem:
                label.setText("—")
                continue
            label.setText(f"<b>{points[seat]}</b>" + (" ★" if seat == won else ""))
        self.totals = points
        self.session.data["names"] = [r["name"].text() for r in self.rows]
        pad = {"players": n, "rows": self.pad_rows() + [{}] * (4 - n), "longest": longest, "army": army}
        self.session.put("pad", dict(pad, winner=self.chosen_winner))

    def _winner_chosen(self, _index: int) -> None:
        data = self.winner.currentData()
        self.chosen_winner = int(data) if data is not None else -1
        self._changed()

    def _winner(self, reached: list[int]) -> int:
        """The winner among the players at 10 points or more: the only one, or the one the table
        chose in the box that is offered when there are several (-1: not chosen yet). The choice is
        kept while an edit takes him below 10 for a moment, and shown again when he is back."""
        self.winner.blockSignals(True)
        self.winner.clear()
        self.winner.addItem("—", -1)
        for seat in reached:
            name = self.rows[seat]["name"].text().strip()
            self.winner.addItem(name or self.seat_name(seat), seat)
        chosen = self.chosen_winner if self.chosen_winner in reached else -1
        self.winner.setCurrentIndex(max(0, self.winner.findData(chosen)))
        self.winner.blockSignals(False)
        several = len(reached) > 1
        self.winner.setVisible(several)
        self.winner_label.setVisible(several)
        if not several:
            return reached[0] if reached else -1
        return int(self.winner.currentData())

    def _problem_text(self, problem: str) -> str:
        return {
            "": "",
            "negative": self.tr("Counts cannot be negative."),
            "settlements": self.tr("A player has only 5 settlements."),
            "cities": self.tr("A player has only 4 cities."),
            "cards": self.tr("The game has only 5 Victory Point cards."),
            "pieces": self.tr(
                "Every player has at least 2 settlements and cities together: the two settlements of the set-up "
                "stay on the board or become cities."
            ),
        }[problem]

    # -- the island ------------------------------------------------------------------------------------
    def island_seed_value(self) -> int:
        return self.session.seed * 100 + self.island_number

    def _island_changed(self) -> None:
        self.session.data["apart"] = self.apart.isChecked()
        self.session.put("island", self.island_number)
        self.island_view.state = island(self.island_seed_value(), self.players.value(), self.apart.isChecked())
        self.island_view.update()
        self.island_seed.setText(self.tr("Board %1").replace("%1", str(self.island_seed_value())))

    def _another_island(self) -> None:
        self.island_number += 1
        self._island_changed()

    def render_png(self, path: Path, size: QSize | None = None) -> bool:
        size = size or QSize(1200, 1050)
        image = QImage(size, QImage.Format.Format_ARGB32)
        image.fill(QColor("#2E6F95"))
        p = QPainter(image)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        assert self.island_view.state is not None
        paint_island(p, self.island_view.state, QRectF(20, 20, size.width() - 40, size.height() - 40))
        p.end()
        return image.save(str(path))

    def render_pdf(self, path: Path) -> bool:
        from PySide6.QtGui import QPageSize, QPdfWriter

        writer = QPdfWriter(str(path))
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        writer.setResolution(150)
        p = QPainter(writer)
        if not p.isActive():
            return False
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        assert self.island_view.state is not None
        page = QRectF(0, 0, writer.width(), writer.height())
        paint_island(p, self.island_view.state, page.adjusted(40, 40, -40, -40))
        p.setPen(QColor("#333333"))
        p.drawText(
            page.adjusted(40, 0, -40, -10),
            Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignLeft,
            self.island_seed.text(),
        )
        p.end()
        return path.exists()

    def _ask_png(self) -> None:
        title = self.tr("Save the board as a picture")
        path = ask_save_path(self, title, saves_dir().parent / "catan-board.png", "PNG (*.png)", "png")
        if path is not None and not self.render_png(path):
            self._not_written(title, path)

    def _ask_pdf(self) -> None:
        title = self.tr("Save the board to print")
        path = ask_save_path(self, title, saves_dir().parent / "catan-board.pdf", "PDF (*.pdf)", "pdf")
        if path is not None and not self.render_pdf(path):
            self._not_written(title, path)

    def _not_written(self, title: str, path: Path) -> None:
        """A picture or a print that could not be written (a folder without the right to write, a
        full disk) says so, instead of nothing happening."""
        text = self.tr("The file %1 could not be written. Choose another folder.").replace("%1", str(path))
        QMessageBox.warning(self, title, text)

    # -- texts -------------------------------------------------------------------------------------------
    def retranslate_tabs(self) -> None:
        self.tabs.setTabText(0, self.tr("Dice"))
        self.tabs.setTabText(1, self.tr("Score pad"))
        self.tabs.setTabText(2, self.tr("Board set-up"))
        steps = [
            self.tr(
                "Each player takes the pieces of one colour: %1 settlements, %2 cities and %3 roads, and a building cost card."
            )
            .replace("%1", str(PIECES["settlement"]))
            .replace("%2", str(PIECES["city"]))
            .replace("%3", str(PIECES["road"])),
            self.tr(
                "The resource cards in five piles face up; the two special cards and the dice beside the board; the robber on the desert."
            ),
            self.tr("Everybody rolls the dice: the highest roll starts."),
            self.tr(
                "Round 1, clockwise from the starting player: a settlement on an intersection (the distance rule holds) and a road along one of its edges."
            ),
            self.tr(
                "Round 2, counter-clockwise: the last player of round 1 begins, the starting player places last. For their second settlement, players take one resource card from every land hex beside it."
            ),
            self.tr("The starting player begins the game by rolling for production."),
        ]
        self.founding.setText(
            "<b>"
            + self.tr("Set-up and the founding phase")
            + "</b><ol>"
            + "".join(f"<li>{x}</li>" for x in steps)
            + "</ol>"
        )
        self.players_label.setText(self.tr("Players"))
        self.winner_label.setText(self.tr("Winner"))
        heads = [
            self.tr("Name"),
            self.tr("Settlements"),
            self.tr("Cities"),
            self.tr("Victory Point cards"),
            tr_key(tx.LONGEST_ROAD) if hasattr(tx, "LONGEST_ROAD") else self.tr("Longest Road"),
            tr_key(tx.LARGEST_ARMY) if hasattr(tx, "LARGEST_ARMY") else self.tr("Largest Army"),
            self.tr("Points"),
        ]
        for lab, text in zip(self.head, heads, strict=True):
            lab.setText(f"<b>{text}</b>")
        self.nobody_road.setText(self.tr("nobody"))
        self.nobody_army.setText(self.tr("nobody"))
        self.apart.setText(self.tr("6 and 8 never side by side"))
        self.another.setText(self.tr("Another board"))
        self.save_png.setText(self.tr("Save as picture…"))
        self.print_pdf.setText(self.tr("Save for printing (PDF)…"))
        self._island_changed()
        self._changed()

    def carry_over(self) -> dict[str, Any]:
        """A new game at the same table: the names, the player count and the board's option stay; the
        counts, the rolls and the island go."""
        return {
            "names": [r["name"].text() for r in self.rows],
            "pad": {"players": self.players.value()},
            "apart": self.apart.isChecked(),
        }

    def new_session_question(self) -> str:
        return self.tr(
            "Start a new session? The points and the dice rolls of this one are cleared and a new island is "
            "laid out. The names, the number of players and “6 and 8 never side by side” stay."
        )

    def demo(self, seed: int) -> None:
        self.new_session(seed)
        self.dice.animate = False
        for _ in range(24):
            self.dice.roll()
        self.rows[0]["settlements"].setValue(3)
        self.rows[0]["cities"].setValue(2)
        self.rows[1]["settlements"].setValue(4)
        self.rows[1]["cards"].setValue(1)
        self.rows[2]["settlements"].setValue(2)
        self.rows[2]["cities"].setValue(1)
        self.longest.button(1).setChecked(True)
        self._changed()
