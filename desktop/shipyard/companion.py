"""Shipyard at a real table: the set-up dealt from a seed by the engine (the action track, the
employees on the oval, the start player) and the final score by the engine's own rules (merchant
employees counted from their levels, the tie broken by coins)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

import engine.shipyard.texts as tx
from desktop.common.companion import CompanionBase, lay_out_pad, message_label, name_edit, one_count
from desktop.common.flow import FlowLayout
from desktop.common.i18n import heading, tr_key, tr_n
from desktop.shipyard.board import employee_name
from engine.core.messages import QT_TRANSLATE_NOOP
from engine.shipyard import GAME
from engine.shipyard.contracts import merchant_points
from engine.shipyard.data import COLUMN_KIND, COUNTER, GOODS, OVAL_SPACES, TRACK_LEN, tables
from engine.shipyard.state import OVER, Player, ShipyardState
from engine.shipyard.track import figures

MERCHANTS = [(good, level) for good in GOODS for level in (1, 2)]
EACH_PLAYER = QT_TRANSLATE_NOOP(
    "ShipyardCompanion",
    "Each player: a shipyard board, the score marker on 0, the boat figure, %n action figure(s), a goods wagon "
    "card with one of each good, %1 coins, %2 blue and %3 green contracts dealt face down.",
)


def merchant_card(good: str, level: int) -> str:
    t = tables()
    design = next(d for d in t.designs.values() if d.type == "merchant" and d.item == good and d.level == level)
    return next(c for c, d in t.cards.items() if d == design.design)


def final_scores(players: int, rows: list[dict[str, Any]]) -> tuple[list[float], list[int], str]:
    """Totals and winners by the engine for the pad's rows: points on the track, the two contracts,
    merchant employees held (good, level), coins."""
    st: ShipyardState = GAME.new_game(players, 1)
    st.stage = OVER
    holders = Counter(m for row in rows[:players] for m in set(row["merchants"]))
    t = tables()
    # how many cards of each design the game has: deck B stays in the box with two players (RULES 3.7)
    in_game = Counter(t.cards[c] for c in t.deck_a) if players == 2 else Counter(t.cards.values())
    if any(n > in_game[t.cards[merchant_card(*m)]] for m, n in holders.items()):
        return [], [], "copies"
    for seat, row in enumerate(rows[:players]):
        held = set(row["merchants"])
        if any(level == 2 and (good, 1) not in held for good, level in held):
            return [], [], "level"
        p = Player(coins=row["coins"], score=row["track"])
        p.employees = [merchant_card(g, lv) for g, lv in sorted(held)]
        p.end_points = {"blue": row["blue"], "green": row["green"], "merchants": merchant_points(p)}
        st.ps[seat] = p
    scores = GAME.scores(st)
    # nothing entered, nobody won: the most points win once there are some (as Golden Horn's pad)
    return scores, GAME.winners(st) if max(scores) > 0 else [], ""


class ShipyardCompanion(CompanionBase):
    game_name = "shipyard"

    def build(self) -> None:
        self._loading = False
        setup = QWidget()
        self.setup_players = QSpinBox(setup)
        self.setup_players.setRange(2, 4)
        self.setup_players.valueChanged.connect(self._setup)
        self.first_game = QCheckBox(setup)
        self.first_game.toggled.connect(self._setup)
        # kept: reopened, the set-up shows the oval the table laid out under the same deal number
        self.first_game.toggled.connect(lambda on: None if self._loading else self.session.put("first_game", on))
        self.deal = QPushButton(setup)
        self.deal.clicked.connect(self._deal_again)
        self.setup_text = QLabel(setup)
        self.setup_text.setWordWrap(True)
        self.setup_label = QLabel(setup)
        row = FlowLayout()  # wraps where a desktop's larger type would cut the first game's words
        row.addWidget(self.setup_label)
        row.addWidget(self.setup_players)
        row.addWidget(self.first_game)
        row.addWidget(self.deal)
        slay = QVBoxLayout(setup)
        slay.addLayout(row)
        slay.addWidget(self.setup_text)
        slay.addStretch(1)
        self.tabs.addTab(setup, "")
        pad = QWidget()
        self.players = QSpinBox(pad)
        self.players.setRange(2, 4)
        self.players.valueChanged.connect(self._changed)
        one_count(self.players, self.setup_players)
        self.players_label = QLabel(pad)
        self.grid = QGridLayout()
        self.merchants_head = QLabel(pad)  # over the merchants' columns: "Coal I" alone says no employee
        self.merchants_head.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.grid.addWidget(self.merchants_head, 0, 4, 1, len(MERCHANTS))
        self.heads = [QLabel(pad) for _ in range(6 + len(MERCHANTS))]
        for col, lab in enumerate(self.heads):
            lab.setWordWrap(True)  # "Zlaté (pri zhode)" on two lines, not past the window's edge
            self.grid.addWidget(lab, 1, col)
        self.rows: list[dict[Any, Any]] = []
        for seat in range(4):
            r: dict[Any, Any] = {"name": name_edit(pad)}
            r["name"].textEdited.connect(self._changed)
            r["name"].textEdited.connect(self._setup)  # the set-up names the start player as typed
            for field, most in (("track", 500), ("blue", 99), ("green", 99), ("coins", 999)):
                r[field] = QSpinBox(pad)
                r[field].setRange(0, most)
                r[field].valueChanged.connect(self._changed)
            for good, level in MERCHANTS:
                r[(good, level)] = QCheckBox(pad)
                r[(good, level)].toggled.connect(self._changed)
            r["total"] = QLabel(pad)
            keys: list[Any] = ["name", "track", "blue", "green", *MERCHANTS, "coins", "total"]
            for col, key in enumerate(keys):
                self.grid.addWidget(r[key], seat + 2, col)
            self.rows.append(r)
        self.message = message_label(pad)
        lay_out_pad(pad, [self.players_label, self.players], self.grid, self.message)
        self.tabs.addTab(pad, "")
        self._loading = False
        self.deal_number = 0
        self.totals: list[float] = []

    # -- the set-up ------------------------------------------------------------------------------------
    def _deal_again(self) -> None:
        self.deal_number += 1
        self.session.put("deal", self.deal_number)
        self._setup()

    def setup_state(self) -> ShipyardState:
        options = {"employees": "first_game" if self.first_game.isChecked() else "random"}
        return GAME.new_game(self.setup_players.value(), self.session.seed * 100 + self.deal_number, options)

    def _setup(self, *_: Any) -> None:
        """The set-up for the player count (RULES 3), then the one dealt from the seed: the action
        cards in order from the start space, the two circles' markers, the oval, the start player."""
        st = self.setup_state()
        n = st.players
        t = tables()
        p = st.ps[0]
        blue = sum(1 for c in p.contracts if t.contracts[c].colour == "blue")
        green = len(p.contracts) - blue
        per_player = tr_n(EACH_PLAYER, figures(n), p.coins, blue, green)
        behind = sorted(st.card_pos, key=lambda c: (st.card_pos[st.lead] - st.card_pos[c]) % TRACK_LEN)
        cards = [tr_key(tx.CARD_NAMES[c]) for c in behind]
        oval = []
        for space in range(OVAL_SPACES):
            tops = [employee_name(stack[-1]) for stack in st.oval[space] if stack]
            mark = " ◆" if space == st.oval_pos else ""
            oval.append(f"{space + 1}{mark}: " + " · ".join(tops))
        start = self.rows[st.start]["name"].text().strip() or self.seat_name(st.start)  # the typed name
        shown = {
            kind: sum(len(col) for k, col in zip(COLUMN_KIND, st.columns, strict=True) if k == kind)
            for kind in COLUMN_KIND
        }
        board_steps = [  # the main board, by the rules' steps; the numbers are the engine's set-up
            self.tr(
                "Ship parts: three decks by their backs (bows, middle parts, sterns), each shuffled; the two "
                "middle decks are one, the larger laid on the smaller. Each deck face down on its place."
            ),
            self.tr("Face up below their decks: %1 middle parts, %2 bows and %3 sterns.")
            .replace("%1", str(shown["middle"]))
            .replace("%2", str(shown["bow"]))
            .replace("%3", str(shown["stern"])),
            self.tr(
                "Wagon cards and canals: each deck shuffled face down, %1 wagon cards and %2 canals face up below it."
            )
            .replace("%1", str(len(st.wagon_offer)))
            .replace("%2", str(len(st.canal_offer))),
            self.tr("Equipment, crew and coins in the bank."),
        ]
        text = [
            "<b>" + self.tr("The main board") + "</b>",
            "<br>".join(board_steps),
            per_player,
            self.tr("The round counter starts on %1.").replace("%1", COUNTER[st.counter]),
            self.tr("Deck B of the employees lies face up on the identical cards of deck A.")
            if n > 2
            else self.tr("Deck B of the employees stays in the box: only deck A is used."),
            self.tr("The Subsidy card stays in the box: it is used with four players only.") if n < 4 else "",
            "<b>" + self.tr("Action track") + "</b>",
            self.tr("%1 on the start space; behind it, in this order: %2.")
            .replace("%1", cards[0])
            .replace("%2", ", ".join(cards[1:])),
            self.tr("Equipment circle: the marker on the “%1” sector. Crew circle: the marker on the “%2” sector.")
            .replace("%1", tr_key(tx.ITEM_NAMES[t.equipment_circle[st.equip_pos]]))
            .replace("%2", tr_key(tx.ITEM_NAMES[t.crew_circle[st.crew_pos]])),
            "<b>" + self.tr("Employees on the oval (◆ the marker)") + "</b>",
            "<br>".join(oval),
            "<b>" + self.tr("Start player: %1").replace("%1", start) + "</b>",
            self.tr("Deal %1").replace("%1", str(self.session.seed * 100 + self.deal_number)),
        ]
        self.setup_text.setText("<br>".join(line for line in text if line))

    # -- the final score ----------------------------------------------------------------------------------
    def pad_rows(self) -> list[dict[str, Any]]:
        out = []
        for r in self.rows:
            out.append(
                {
                    "track": r["track"].value(),
                    "blue": r["blue"].value(),
                    "green": r["green"].value(),
                    "coins": r["coins"].value(),
                    "merchants": [m for m in MERCHANTS if r[m].isChecked()],
                }
            )
        return out

    def _changed(self, *_: Any) -> None:
        if self._loading:
            return
        n = self.players.value()
        for seat, r in enumerate(self.rows):
            for w in r.values():
                w.setVisible(seat < n)
        totals, winners, problem = final_scores(n, self.pad_rows())
        copies = (
            self.tr("With two players each merchant card is in the game only once: deck B stays in the box.")
            if n == 2
            else self.tr("Each merchant card is in the game only twice.")
        )
        self.message.setText(
            copies
            if problem == "copies"
            else self.tr("A level 2 merchant needs the level 1 merchant of the same goods.")
            if problem
            else ""
        )
        self.totals = totals
        for seat in range(n):
            if problem:
                self.rows[seat]["total"].setText("—")
                continue
            star = " ★" if seat in winners else ""
            self.rows[seat]["total"].setText(f"<b>{int(totals[seat])}</b>{star}")
        self.session.data["names"] = [r["name"].text() for r in self.rows]
        self.session.put(
            "score",
            {"players": n, "rows": [dict(x, merchants=[list(m) for m in x["merchants"]]) for x in self.pad_rows()]},
        )

    def load(self) -> None:
        s = self.session
        self.deal_number = int(s.get("deal", 0))
        kept = s.get("score") or {}
        self._loading = True
        self.first_game.setChecked(s.get("first_game") is True)
        self.players.setValue(int(kept.get("players", 4)))
        names = self.typed_names(4)  # "" for a seat without a name: its field shows "Player 2"
        rows = kept.get("rows") or []
        for seat, r in enumerate(self.rows):
            r["name"].setText(names[seat])
            values = rows[seat] if seat < len(rows) else {}
            for key in ("track", "blue", "green", "coins"):
                r[key].setValue(int(values.get(key, 0)))
            held = {tuple(m) for m in values.get("merchants", [])}
            for m in MERCHANTS:
                r[m].setChecked(m in held)
        self._loading = False
        self._changed()
        self._setup()

    def carry_over(self) -> dict[str, Any]:
        """A new game at the same table: the names, the player count and the first game's oval stay;
        the scores go and the set-up is dealt from the new seed."""
        return {
            "names": [r["name"].text() for r in self.rows],
            "first_game": self.first_game.isChecked(),
            "score": {"players": self.players.value()},
        }

    def new_session_question(self) -> str:
        return self.tr(
            "Start a new session? The final scores of this one are cleared and the set-up is dealt anew. The "
            "names, the number of players and the first game box stay."
        )

    def retranslate_tabs(self) -> None:
        self.tabs.setTabText(0, self.tr("Set-up"))
        self.tabs.setTabText(1, self.tr("Final score"))
        self.first_game.setText(self.tr("First game: one engineer or recruiter on each oval space"))
        self.deal.setText(self.tr("Deal again"))
        self.setup_label.setText(self.tr("Players"))
        self.players_label.setText(self.tr("Players"))
        heads = [self.tr("Name"), self.tr("Score track"), self.tr("Blue contract"), self.tr("Green contract")]
        # "Coal II", the numeral kept with its word: "Uhlie" over a lone "I" read as two headings
        heads += [f"{heading(tr_key(tx.GOOD_NAMES[g]))}\N{NO-BREAK SPACE}{'I' * lv}" for g, lv in MERCHANTS]
        merchants = self.tr("Merchants")
        self.merchants_head.setText(f"<b>{merchants}</b>")
        heads += [self.tr("Coins (tie-break)"), self.tr("Points")]
        for lab, text in zip(self.heads, heads, strict=True):
            lab.setText(f"<b>{text}</b>")
        for r in self.rows:
            for m in MERCHANTS:
                r[m].setToolTip(self.tr("Merchant employee for these goods and this level"))
        self._setup()
        self._changed()

    def demo(self, seed: int) -> None:
        self.new_session(seed, keep=False)  # the same picture whatever the table had
        for seat, (track, blue, green, coins) in enumerate(((48, 9, 10, 3), (52, 6, 8, 1), (41, 12, 14, 5))):
            r = self.rows[seat]
            r["track"].setValue(track)
            r["blue"].setValue(blue)
            r["green"].setValue(green)
            r["coins"].setValue(coins)
        self.rows[0][("coal", 1)].setChecked(True)
        self.rows[0][("coal", 2)].setChecked(True)
        self._changed()
