"""Galaxy Trucker at a real table: the page with the hourglass (in table_hourglass.py), the dice with
the row or column they strike on the chosen ship, the flight decks dealt, and the credits of each round
counted by the engine's own rule."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGraphicsScene,
    QGraphicsView,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.common.companion import CompanionBase, message_label, name_edit
from desktop.common.dice import TWO_DICE, DicePanel, paint_number
from desktop.common.i18n import tr_count, tr_key
from desktop.common.tooltips import wrapped_tip
from desktop.galaxy_trucker.cards import CardItem
from desktop.galaxy_trucker.table_hourglass import TableHourglass
from engine.core.messages import QT_TRANSLATE_NOOP
from engine.core.protocol import best_seats
from engine.core.rng import Chance, Rng
from engine.galaxy_trucker.data import GOODS_VALUE, components
from engine.galaxy_trucker.rounds import flight_deck, round_credits
from engine.galaxy_trucker.scoring import ranks_by_place

NO_PLACE = -1  # a place in the flight not chosen yet
PLACES = (NO_PLACE, 0, 1, 2, 3, 4)  # the place boxes' items: "—", gave up, 1st to 4th
PLACE_NAMES = (  # "1st" in English, "1." in Czech and Slovak
    QT_TRANSLATE_NOOP("GalaxyTruckerCompanion", "1st"),
    QT_TRANSLATE_NOOP("GalaxyTruckerCompanion", "2nd"),
    QT_TRANSLATE_NOOP("GalaxyTruckerCompanion", "3rd"),
    QT_TRANSLATE_NOOP("GalaxyTruckerCompanion", "4th"),
)
FEW_SHIPS = QT_TRANSLATE_NOOP("GalaxyTruckerCompanion", "There are only %n ship(s) in the flight.")
CARDS_LEFT = QT_TRANSLATE_NOOP("GalaxyTruckerCompanion", "%n card(s) left in the deck")


def strike(board: str, total: int) -> tuple[bool, bool]:
    """Whether a 2d6 total names a column, a row of the ship board (meteors and shots)."""
    b = components().boards[board]
    return b.cols[0] <= total <= b.cols[1], b.rows[0] <= total <= b.rows[1]


class FitView(QGraphicsView):
    """Shows the whole deck, however large the window, from the top (a row of cards once floated in
    the middle of the page), in as many columns as make the cards largest (eight in a row left
    three quarters of the page empty and the cards' words too small to read across a table). The
    places of the cards still face down are kept: a card turned up keeps its size and place."""

    CELL = (165.0, 225.0)  # a card of width 150 and the gap to the next

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.cards: list[Any] = []
        self.slots = 0  # the whole deck's cards, face up or not

    def columns(self) -> int:
        """The number of columns in which the cards, fitted to the view, are largest."""
        count = max(len(self.cards), self.slots)
        if count == 0:
            return 1
        width, height = max(1, self.viewport().width()), max(1, self.viewport().height())
        cell_w, cell_h = self.CELL

        def scale(cols: int) -> float:
            return min(width / (cols * cell_w), height / (-(-count // cols) * cell_h))

        return max(range(1, count + 1), key=lambda cols: (scale(cols), cols))

    def fit(self) -> None:
        scene = self.scene()
        cols = self.columns()
        for k, item in enumerate(self.cards):
            row, col = divmod(k, cols)
            item.setPos((col + 0.5) * self.CELL[0], (row + 0.5) * self.CELL[1])
        count = max(len(self.cards), self.slots)
        if scene is not None and count:
            rows = -(-count // cols)  # the grid of the whole deck
            rect = QRectF(0.0, 0.0, cols * self.CELL[0], rows * self.CELL[1]).adjusted(-10, -10, 10, 10)
            scene.setSceneRect(rect)
            self.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self.fit()


class RoundPad(QWidget):
    """One round's credits: place in the flight, best-looking ship, goods sold, flight credits, the
    mission's reward, lost tiles."""

    def __init__(self, round_no: int, on_change: Callable[[], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.round_no = round_no
        self.on_change = on_change
        self.grid = QGridLayout(self)
        self.heads = [QLabel(self) for _ in range(11)]
        for col, lab in enumerate(self.heads):
            lab.setWordWrap(True)  # "Kredity z letu" in two lines beside four full names
            self.grid.addWidget(lab, 0, col)
        self.rows: list[dict[str, Any]] = []
        for seat in range(4):
            row: dict[str, Any] = {"name": QLabel(self), "place": QComboBox(self), "best": QCheckBox(self)}
            for place in PLACES:  # "—" until the table chooses: not a ship that gave up
                row["place"].addItem("", place)
            for g in range(4):
                row[f"goods{g}"] = QSpinBox(self)
                row[f"goods{g}"].setRange(0, 99)
            row["flight"] = QSpinBox(self)
            row["flight"].setRange(-99, 99)
            row["mission"] = QSpinBox(self)  # the Missions expansion: the reward for special tiles delivered
            row["mission"].setRange(0, 99)
            row["lost"] = QSpinBox(self)
            row["lost"].setRange(0, 99)
            row["total"] = QLabel(self)
            keys = (
                "name",
                "place",
                "best",
                "goods0",
                "goods1",
                "goods2",
                "goods3",
                "flight",
                "mission",
                "lost",
                "total",
            )
            for col, key in enumerate(keys):
                self.grid.addWidget(row[key], seat + 1, col)
            row["place"].currentIndexChanged.connect(on_change)
            row["best"].toggled.connect(on_change)
            for key in ("goods0", "goods1", "goods2", "goods3", "flight", "mission", "lost"):
                row[key].valueChanged.connect(on_change)
            self.rows.append(row)
        self.message = message_label(self)
        self.grid.addWidget(self.message, 6, 0, 1, 11)
        self.grid.setRowStretch(7, 1)

    def place(self, seat: int) -> int:
        """Player `seat`'s place in the flight: NO_PLACE not chosen yet, 0 gave up, else 1..4."""
        data = self.rows[seat]["place"].currentData()
        return NO_PLACE if data is None else int(data)

    def set_place(self, seat: int, place: int) -> None:
        box = self.rows[seat]["place"]
        box.setCurrentIndex(max(0, box.findData(place)))


class GalaxyTruckerCompanion(CompanionBase):
    game_name = "galaxy_trucker"

    def build(self) -> None:
        self.hourglass = TableHourglass()
        for changed in (self.hourglass.used, self.hourglass.ran_out, self.hourglass.reset_button.clicked):
            changed.connect(lambda *_: self.session.put("glass", self.hourglass.state()))  # kept on reopening
        self.tabs.addTab(self.hourglass, "")
        self.space_bar(self.hourglass, self.hourglass)
        self.hourglass.length.valueChanged.connect(lambda v: self.session.put("sand", v))  # once, not a load
        self.hourglass.typed.connect(self.take_focus)  # Enter after the seconds: Space turns the glass again
        dice_page = QWidget()
        self.board = QComboBox(dice_page)
        for name in components().boards:
            self.board.addItem(name, name)
        self.dice: DicePanel = DicePanel(
            [range(1, 7), range(1, 7)],
            [paint_number, paint_number],
            self._meaning,
            lambda f: int(f[0]) + int(f[1]),
            range(2, 13),
            TWO_DICE,
            tag=lambda: self.board.currentData(),
        )
        self.dice.rolled.connect(lambda _f: self.session.put("dice", self.dice.state()))
        self.board.currentIndexChanged.connect(lambda _i: self.dice._show())
        # the ship board chosen is kept: reopened, a new roll is read on this round's board, not on I
        self.board.currentIndexChanged.connect(lambda _i: self.session.put("board", self.board.currentData()))
        self.board_label = QLabel(dice_page)
        top = QHBoxLayout()
        top.addWidget(self.board_label)
        top.addWidget(self.board)
        top.addStretch(1)
        lay = QVBoxLayout(dice_page)
        lay.addLayout(top)
        lay.addWidget(self.dice, 1)
        self.tabs.addTab(dice_page, "")
        self.space_bar(dice_page, self.dice)
        credits = QWidget()
        self.players = QSpinBox(credits)
        self.players.setRange(2, 4)
        self.players.valueChanged.connect(self._changed)
        self.players_label = QLabel(credits)
        self.cap = QCheckBox(credits)
        self.cap.toggled.connect(self._changed)
        self.names_edit = [name_edit(credits) for _ in range(4)]
        for e in self.names_edit:
            e.textEdited.connect(self._changed)
        self.round_tabs = QTabWidget(credits)
        self.pads = [RoundPad(r + 1, self._changed) for r in range(3)]
        for pad in self.pads:
            self.round_tabs.addTab(pad, "")
        self.totals = QLabel(credits)
        self.totals.setWordWrap(True)  # four names, a round to fix: more than a line
        f = self.totals.font()
        f.setBold(True)
        self.totals.setFont(f)
        head = QHBoxLayout()
        head.addWidget(self.players_label)
        head.addWidget(self.players)
        for e in self.names_edit:
            head.addWidget(e)
        head.addStretch(1)
        lay2 = QVBoxLayout(credits)
        lay2.addLayout(head)
        lay2.addWidget(self.cap)  # a line of its own: four full names fill the first
        lay2.addWidget(self.round_tabs, 1)
        lay2.addWidget(self.totals)
        self.tabs.addTab(credits, "")
        decks = QWidget()
        self.deck_round = QSpinBox(decks)
        self.deck_round.setRange(1, 3)
        self.deck_round.valueChanged.connect(self._new_deck)
        self.deck_round_label = QLabel(decks)
        self.top_matches = QCheckBox(decks)
        self.top_matches.toggled.connect(self._new_deck)
        self.deck_seed = QLabel(decks)
        self.deck_next = QPushButton(decks)
        self.deck_next.clicked.connect(self.next_card)
        self.deck_left = QLabel(decks)
        self.deck_scene = QGraphicsScene(decks)
        self.deck_view = FitView(self.deck_scene, decks)
        self.deck_view.setRenderHint(QPainter.RenderHint.Antialiasing)
        drow = QHBoxLayout()
        drow.addWidget(self.deck_round_label)
        drow.addWidget(self.deck_round)
        drow.addWidget(self.top_matches)
        drow.addStretch(1)
        drow.addWidget(self.deck_seed)
        nrow = QHBoxLayout()  # the card to turn, as from the deck on the table
        nrow.addWidget(self.deck_next)
        nrow.addWidget(self.deck_left)
        nrow.addStretch(1)
        dlay = QVBoxLayout(decks)
        dlay.addLayout(drow)
        dlay.addLayout(nrow)
        dlay.addWidget(self.deck_view, 1)
        self.tabs.addTab(decks, "")
        self.deck_cards: list[int] = []
        self.deck_shown = 0  # the cards turned up so far
        self._loading = False
        self.credits: list[list[int | None]] = []

    def _meaning(self, faces: list[Any], board: str | None = None) -> str:
        """Where a roll strikes on `board`: the ship board chosen when it was rolled (an old roll
        keeps what it meant when the table moves on to the next round's board)."""
        total = int(faces[0]) + int(faces[1])
        board = board or self.board.currentData() or "I"
        col, row = strike(board, total)
        parts = [f"{faces[0]} + {faces[1]} = {total}"]
        parts.append(self.tr("column %1").replace("%1", str(total)) if col else self.tr("no column"))
        parts.append(self.tr("row %1").replace("%1", str(total)) if row else self.tr("no row"))
        return " · ".join(parts)

    # -- the flight decks --------------------------------------------------------------------------------
    def _deck(self, *_: Any) -> None:
        """The round's adventure deck dealt by the engine's rule from the session's seed; only the
        cards turned up so far are on show, as from the face-down deck the rules draw "without looking"."""
        round_no = self.deck_round.value()
        seed = self.session.seed * 10 + round_no
        self.deck_cards = flight_deck(round_no, Chance(Rng(seed)), self.top_matches.isChecked())
        self.deck_shown = min(self.deck_shown, len(self.deck_cards))
        self.deck_scene.clear()
        cards = components().cards
        self.deck_view.cards = []
        self.deck_view.slots = len(self.deck_cards)
        for c in self.deck_cards[: self.deck_shown]:
            item = CardItem(cards[c], 150)
            self.deck_scene.addItem(item)
            self.deck_view.cards.append(item)
        # which deal: the same number deals the same deck
        self.deck_seed.setText(self.tr("Deal %1").replace("%1", str(seed)))
        left = len(self.deck_cards) - self.deck_shown
        self.deck_left.setText(tr_count(CARDS_LEFT, left))
        self.deck_next.setEnabled(left > 0)
        self.deck_view.fit()

    def _new_deck(self, *_: Any) -> None:
        """Another round or rule for the top card: a new deck, every card face down."""
        self.deck_shown = 0
        self._save_deck()
        self._deck()

    def next_card(self) -> None:
        """Turn up the deck's next card."""
        if self.deck_shown < len(self.deck_cards):
            self.deck_shown += 1
            self._save_deck()
            self._deck()

    def _save_deck(self) -> None:
        deck = {"round": self.deck_round.value(), "top": self.top_matches.isChecked(), "shown": self.deck_shown}
        self.session.put("deck", deck)

    # -- credits --------------------------------------------------------------------------------------
    def round_result(self, r: int, seat: int) -> dict[str, int]:
        """The engine's credits for player `seat` in round `r` (0-based); a place not chosen yet
        counts as no ship (the round's message says so)."""
        pad = self.pads[r]
        row = pad.rows[seat]
        spec = components().rounds[r]
        # the engine ranks the ships still flying, whatever numbers the table typed
        rank = ranks_by_place([max(0, pad.place(s)) for s in range(self.players.value())])[seat]
        goods = sum(GOODS_VALUE[g] * row[f"goods{g}"].value() for g in range(4))
        cap = components().boards[spec.board].max_loss if self.cap.isChecked() else None
        res = round_credits(
            spec, rank, row["best"].isChecked(), goods, row["lost"].value(), cap, row["mission"].value()
        )
        res["flight"] = row["flight"].value()
        return res

    def _problem(self, r: int, n: int) -> str:
        """Why round `r`'s pad cannot be right, or ""."""
        pad = self.pads[r]
        places = [pad.place(s) for s in range(n)]
        taken = [p for p in places if p > 0]
        supply = components().goods_supply  # red, yellow, green, blue: every round's cubes go back
        if len(taken) != len(set(taken)):
            return self.tr("Two ships cannot share a place in the flight.")
        if any(p > n for p in taken):
            return tr_count(FEW_SHIPS, n)
        if any(pad.rows[s]["best"].isChecked() and places[s] == 0 for s in range(n)):
            return self.tr("A ship that gave up cannot be the best-looking one.")
        # the engine says who earns a mission's reward: a reward typed for a ship it pays nothing is wrong
        if any(
            places[s] != NO_PLACE and pad.rows[s]["mission"].value() and not self.round_result(r, s)["mission"]
            for s in range(n)
        ):
            return self.tr("A ship that gave up earns no mission reward.")
        if any(sum(pad.rows[s][f"goods{g}"].value() for s in range(n)) > supply[g] for g in range(4)):
            return (
                self.tr("The game has only %1 red, %2 yellow, %3 green and %4 blue goods cubes.")
                .replace("%1", str(supply[0]))
                .replace("%2", str(supply[1]))
                .replace("%3", str(supply[2]))
                .replace("%4", str(supply[3]))
            )
        return ""

    def _changed(self, *_: Any) -> None:
        if self._loading:
            return
        n = self.players.value()
        names = [self.names_edit[s].text() or self.seat_name(s) for s in range(n)]
        for seat, edit in enumerate(self.names_edit):  # a box per player in the game
            edit.setVisible(seat < n)
        totals = [0] * n
        self.credits = [[None] * n for _ in range(3)]  # None: not counted (no place chosen, or a problem)
        broken: list[int] = []  # the rounds to fix
        missing = False  # a place still to choose in some round
        pending = False  # ... in a round already begun: its credits are not all in, nobody leads yet
        for r, pad in enumerate(self.pads):
            problem = self._problem(r, n)
            unplaced = [s for s in range(n) if pad.place(s) == NO_PLACE]
            missing = missing or bool(unplaced)
            if problem:
                broken.append(r + 1)
            elif unplaced and self._touched(r, n):  # the places are what the credits hang on
                pending = True
                problem = self.tr("Choose a place or “gave up” for: %1.").replace(
                    "%1", ", ".join(names[s] for s in unplaced)
                )
            pad.message.setText(problem)
            for seat, row in enumerate(pad.rows):
                for w in row.values():
                    w.setVisible(seat < n)
                if seat >= n:
                    continue
                row["name"].setText(names[seat])
                if r + 1 in broken or seat in unplaced:
                    row["total"].setText("—")
                    continue
                total = sum(self.round_result(r, seat).values())
                self.credits[r][seat] = total
                totals[seat] += total
                row["total"].setText(f"<b>{total:+d}</b>")
        counted = any(c is not None for per_round in self.credits for c in per_round)
        # the most credits win (lead, so far), a tie shares the win; nothing is starred while a round is
        # wrong or empty, or half entered (a player whose place is still to choose would trail unfairly)
        won = best_seats(totals) if counted and not broken and not pending else []
        cells = [f"{names[s]} {'—' if broken else totals[s]}{' ★' if s in won else ''}" for s in range(n)]
        line = (self.tr("After three rounds: %1") if not (broken or missing) else self.tr("Total so far: %1")).replace(
            "%1", " · ".join(cells)
        )
        fixes = [self.tr("Round %1 needs fixing.").replace("%1", str(r)) for r in broken]
        self.totals.setText(" ".join([line, *fixes]))
        self.session.data["names"] = [e.text() for e in self.names_edit]
        self.session.put("credits", self._pad_state())

    def _touched(self, r: int, n: int) -> bool:
        """Whether anything is entered in round `r` for the `n` players."""
        pad = self.pads[r]
        return any(
            pad.place(s) != NO_PLACE
            or pad.rows[s]["best"].isChecked()
            or any(
                pad.rows[s][k].value() for k in ("goods0", "goods1", "goods2", "goods3", "flight", "mission", "lost")
            )
            for s in range(n)
        )

    def _pad_state(self) -> dict[str, Any]:
        out: dict[str, Any] = {"players": self.players.value(), "cap": self.cap.isChecked(), "rounds": []}
        for pad in self.pads:
            rows = []
            for seat, row in enumerate(pad.rows):
                kept: dict[str, Any] = {"at": pad.place(seat), "best": row["best"].isChecked()}
                kept.update({k: w.value() for k, w in row.items() if isinstance(w, QSpinBox)})
                rows.append(kept)
            out["rounds"].append(rows)
        return out

    def load(self) -> None:
        s = self.session
        kept = s.get("dice")
        if kept:
            self.dice.restore(kept)
        else:
            self.dice.reseed(s.seed)
        board = self.board.findData(s.get("board", "I"))
        self.board.setCurrentIndex(max(0, board))
        self.hourglass.length.setValue(int(s.get("sand", 90)))
        glass = s.get("glass")
        self.hourglass.reset()
        self.hourglass.restore(glass)
        pad = s.get("credits") or {}
        self._loading = True
        self.players.setValue(int(pad.get("players", 4)))
        self.cap.setChecked(bool(pad.get("cap", True)))
        names = s.get("names") or []
        for i, e in enumerate(self.names_edit):
            e.setText(names[i] if i < len(names) else "")
        rounds = pad.get("rounds") or []
        for r, p in enumerate(self.pads):
            kept_rows = rounds[r] if r < len(rounds) else []
            for seat, row in enumerate(p.rows):
                values = kept_rows[seat] if seat < len(kept_rows) else {}
                if "at" in values:
                    p.set_place(seat, int(values["at"]))
                else:  # an older session kept the box's index, 0 ("gave up") also for a place never chosen
                    p.set_place(seat, int(values.get("place", 0)) or NO_PLACE)
                row["best"].setChecked(bool(values.get("best", False)))
                for k, w in row.items():
                    if isinstance(w, QSpinBox):
                        w.setValue(int(values.get(k, 0)))
        deck = s.get("deck") or {}
        for w in (self.deck_round, self.top_matches):
            w.blockSignals(True)
        self.deck_round.setValue(int(deck.get("round", 1)))
        self.top_matches.setChecked(bool(deck.get("top", False)))
        for w in (self.deck_round, self.top_matches):
            w.blockSignals(False)
        self.deck_shown = int(deck.get("shown", 0))
        self._loading = False
        self._changed()
        self._deck()

    def retranslate_tabs(self) -> None:
        self.tabs.setTabText(0, self.tr("Hourglass"))
        self.tabs.setTabText(1, self.tr("Dice"))
        self.tabs.setTabText(2, self.tr("Credits"))
        self.tabs.setTabText(3, self.tr("Flight decks"))
        self.deck_view.setAccessibleName(self.tabs.tabText(3))  # a Tab stop: named for a screen reader
        self.deck_round_label.setText(self.tr("Round"))
        self.top_matches.setText(self.tr("The top card is of the round's level"))
        self.deck_next.setText(self.tr("Turn up the next card"))
        self._deck()
        self.board_label.setText(self.tr("Ship board"))
        self.players_label.setText(self.tr("Players"))
        self.cap.setText(self.tr("Fines for lost tiles capped"))
        caps = [str(components().boards[spec.board].max_loss) for spec in components().rounds]
        self.cap.setToolTip(
            wrapped_tip(
                self.tr(
                    "Each lost tile costs 1 credit, but no more than the ship board shows: %1 in round 1, %2 in "
                    "round 2, %3 in round 3. Untick to pay for every tile."
                )
                .replace("%1", caps[0])
                .replace("%2", caps[1])
                .replace("%3", caps[2])
            )
        )
        for seat, edit in enumerate(self.names_edit):  # named before a name is typed in
            edit.setPlaceholderText(self.seat_name(seat))
            edit.setAccessibleName(edit.placeholderText())
        for r in range(3):
            self.round_tabs.setTabText(r, self.tr("Round %1").replace("%1", str(r + 1)))
        heads = [
            self.tr("Name"),
            self.tr("Place"),
            self.tr("Best-looking"),
            self.tr("Red"),
            self.tr("Yellow"),
            self.tr("Green"),
            self.tr("Blue"),
            self.tr("Flight credits"),
            self.tr("Mission"),
            self.tr("Lost tiles"),
            self.tr("Credits"),
        ]
        goods = self.tr(
            "The goods cubes of this colour aboard when the flight ends: red sell for 4 credits, yellow 3, green 2, "
            "blue 1; a ship that gave up gets half, rounded up."
        )
        tips = [
            self.tr("The players' names are typed in the boxes at the top."),
            self.tr(
                "The ship's place in the flight when the round ends (1st is the leader), or “gave up”. The order "
                "rewards go by the ships still flying."
            ),
            self.tr(
                "Tick the ship still flying with the fewest exposed connectors; ships tied for the fewest all get "
                "the reward."
            ),
            goods,
            goods,
            goods,
            goods,
            self.tr(
                "Everything earned during the flight: the credits of the cards (abandoned ships, slavers, pirates)."
            ),
            self.tr(
                "With the Missions expansion: the mission card's reward for the special tiles this ship delivered. "
                "Only a ship still flying when the flight ends earns it."
            ),
            self.tr(
                "Every tile in the lost pile on the ship board: tiles taken off at the ship check, destroyed or cut "
                "away in flight, and reserved tiles never placed. Each costs 1 credit."
            ),
            self.tr(
                "The round's credits: the order reward, the best-looking reward, goods, flight credits and the "
                "mission's reward, less the fines for lost tiles."
            ),
        ]
        labels = ["—", self.tr("gave up"), *(tr_key(place) for place in PLACE_NAMES)]
        for pad in self.pads:
            for lab, text, tip in zip(pad.heads, heads, tips, strict=True):
                lab.setText(f"<b>{text}</b>")
                lab.setToolTip(wrapped_tip(tip))
            for row in pad.rows:
                for k, label in enumerate(labels):  # the same items, their words in the language
                    row["place"].setItemText(k, label)
        self._changed()

    def carry_over(self) -> dict[str, Any]:
        """A new flight at the same table: the names, the player count, the penalty cap and the sand's
        length stay; the credits, the rolls and the glass go."""
        return {
            "names": [e.text() for e in self.names_edit],
            "credits": {"players": self.players.value(), "cap": self.cap.isChecked()},
            "sand": self.hourglass.length.value(),
        }

    def new_session_question(self) -> str:
        return self.tr(
            "Start a new session? The credits and the dice rolls of this one are cleared. The names, the number "
            "of players, “Fines for lost tiles capped” and the sand's length stay."
        )

    def demo(self, seed: int) -> None:
        self.new_session(seed)
        self.dice.animate = False
        for _ in range(12):
            self.dice.roll()
        pad = self.pads[0]
        for seat, (place, best, goods, lost) in enumerate(
            ((1, True, 3, 0), (2, False, 5, 2), (3, False, 1, 4), (0, False, 2, 6))
        ):
            pad.set_place(seat, place)
            pad.rows[seat]["best"].setChecked(best)
            pad.rows[seat]["goods1"].setValue(goods)
            pad.rows[seat]["lost"].setValue(lost)
        self._changed()
