"""Störtebeker at a real table: the number dice (boarding) and the colour dice (cannons, a failed
attack), the final score by the engine's own rule (colour bonus included), and the set-up."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

import engine.stortebeker.texts as tx
from desktop.common.companion import CompanionBase, lay_out_pad, message_label, name_edit, one_count
from desktop.common.dice import TWO_DICE, DicePanel, paint_number
from desktop.common.i18n import heading, tr_key
from desktop.stortebeker.art import paint_die
from engine.stortebeker import GAME
from engine.stortebeker.data import TYPES, components
from engine.stortebeker.state import StortebekerState
from engine.stortebeker.table import bonuses_of, standing


def paint_colour(painter: QPainter, face: Any, r: QRectF) -> None:
    paint_die(painter, str(face), r)


# the most a ship can be worth: a full lap of the score track (44 spaces, "Kdo překročí 44 bodů, začne
# znova od jedničky"); the game's ships are worth 2 to 10. A value beyond it is a slip ("59" for "5 9"),
# and a pasted line of nines never reaches the arithmetic.
MAX_SHIP_POINTS = 44


def ship_points(token: str) -> int | None:
    """The points a field's word stands for: None for a word that is not a whole number; a number too
    long to be a ship's points is read as just over the limit, never converted whole."""
    if not token.isdecimal():
        return None
    digits = token.lstrip("0") or "0"
    return int(digits) if len(digits) <= 3 else MAX_SHIP_POINTS + 1


def colour_bonuses(per: dict[str, list[int]]) -> list[tuple[str, int, int]]:
    """E1 for one player's captured ships (colour -> points): each colour with three or more ships, as
    (colour, ships, the best one's points)."""
    return bonuses_of([(colour, pts) for colour, points in per.items() for pts in points])


def final_scores(
    players: int, captured: list[dict[str, list[int]]], colour_bonus: bool, short_sea: bool = False
) -> tuple[list[float], list[int], str]:
    """The final scores and winners by the engine's rules (E1's colour bonus; most points, then most
    ships: D16) for the ships each player captured (colour -> the points printed on each). Any values
    up to `MAX_SHIP_POINTS` count: the table's own cards carry them, and the game's ship values are
    partly reconstructed (RULES.md D21). Or why they cannot be right: a ship worth more than that
    (`points:N`), more ships than are in play (`in_play:N`).
    `short_sea`: E5, three ships at sea with two players (15 in play, D18)."""
    if any(not 0 <= pts <= MAX_SHIP_POINTS for per in captured for points in per.values() for pts in points):
        return [], [], f"points:{MAX_SHIP_POINTS}"
    st: StortebekerState = GAME.new_game(players, 1, {"short_sea": short_sea and players == 2})
    in_play = len(st.sea) + len(st.harbour)  # the engine's set-up: the rest stay in the box
    if sum(len(points) for per in captured for points in per.values()) > in_play:
        return [], [], f"in_play:{in_play}"
    scores: list[float] = []
    for per in captured[:players]:
        bonus = sum(best for _, _, best in colour_bonuses(per)) if colour_bonus else 0
        scores.append(float(sum(pts for points in per.values() for pts in points) + bonus))  # small: bounded
    counts = [sum(len(points) for points in per.values()) for per in captured[:players]]
    return scores, standing(scores, counts), ""


class StortebekerCompanion(CompanionBase):
    game_name = "stortebeker"

    def build(self) -> None:
        dice = QWidget()
        self.numbers = DicePanel(
            [range(1, 7), range(1, 7)],
            [paint_number, paint_number],
            self._sum,
            lambda f: int(f[0]) + int(f[1]),
            range(2, 13),
            TWO_DICE,
        )
        self.colours = DicePanel([TYPES, TYPES], [paint_colour, paint_colour], self._colours, None)
        self.numbers.rolled.connect(lambda _f: self.session.put("numbers", self.numbers.state()))
        self.colours.rolled.connect(lambda _f: self.session.put("colours", self.colours.state()))
        self.numbers_label = QLabel(dice)
        self.colours_label = QLabel(dice)
        left = QVBoxLayout()
        left.addWidget(self.numbers_label)
        left.addWidget(self.numbers, 1)
        right = QVBoxLayout()
        right.addWidget(self.colours_label)
        right.addWidget(self.colours, 1)
        row = QHBoxLayout(dice)
        row.addLayout(left, 1)  # halves: the colour dice's longer words keep their button on one line
        row.addLayout(right, 1)
        self.tabs.addTab(dice, "")
        self.space_bar(dice, self.numbers, self.colours)
        # the final score
        pad = QWidget()
        self.players = QSpinBox(pad)
        self.players.setRange(2, 4)
        self.players.valueChanged.connect(self._changed)
        self.players_label = QLabel(pad)
        self.bonus = QCheckBox(pad)
        self.bonus.toggled.connect(self._changed)
        self.pad_short = QCheckBox(pad)  # E5 changes the ships in play: the pad shows it beside the set-up's box
        self.grid = QGridLayout()
        self.heads = [QLabel(pad) for _ in range(len(components().ship_colours) + 3)]
        for col, lab in enumerate(self.heads):
            self.grid.addWidget(lab, 0, col)
        self.bonus_head = self.heads[-2]  # each player's colour bonus, shown while the bonus is counted
        self.bonus_head.setWordWrap(True)  # "Prémia za farbu" in two lines beside the totals
        self.rows: list[dict[str, Any]] = []
        for seat in range(4):
            row_w: dict[str, Any] = {"name": name_edit(pad)}
            for colour in components().ship_colours:
                row_w[colour] = QLineEdit(pad)
                row_w[colour].textEdited.connect(self._changed)
            row_w["bonus"] = QLabel(pad)  # "yellow +9, blue +8": how the bonus in the total was counted
            row_w["total"] = QLabel(pad)
            row_w["name"].textEdited.connect(self._changed)
            for col, key in enumerate(["name", *components().ship_colours, "bonus", "total"]):
                self.grid.addWidget(row_w[key], seat + 1, col)
            self.rows.append(row_w)
        self.message = message_label(pad)
        self.help = QLabel(pad)
        self.help.setWordWrap(True)
        lay_out_pad(
            pad, [self.players_label, self.players, self.bonus, self.pad_short], self.grid, self.message, [self.help]
        )
        self.tabs.addTab(pad, "")
        setup = QWidget()
        self.setup_text = QLabel(setup)
        self.setup_text.setWordWrap(True)
        self.setup_players = QSpinBox(setup)
        self.setup_players.setRange(2, 4)
        self.setup_players.valueChanged.connect(self._setup)
        one_count(self.players, self.setup_players)
        self.short_sea = QCheckBox(setup)
        self.short_sea.toggled.connect(self._setup)
        self.short_sea.toggled.connect(self._changed)  # the pad counts the ships in play with E5
        self.short_sea.toggled.connect(self.pad_short.setChecked)
        self.pad_short.toggled.connect(self.short_sea.setChecked)
        self.setup_label = QLabel(setup)
        srow = QHBoxLayout()
        srow.addWidget(self.setup_label)
        srow.addWidget(self.setup_players)
        srow.addWidget(self.short_sea)
        srow.addStretch(1)
        slay = QVBoxLayout(setup)
        slay.addLayout(srow)
        slay.addWidget(self.setup_text)
        slay.addStretch(1)
        self.tabs.addTab(setup, "")
        self._loading = False
        self.totals: list[float] = []

    def _sum(self, faces: list[Any]) -> str:
        return f"{faces[0]} + {faces[1]} = {int(faces[0]) + int(faces[1])}"

    def _colours(self, faces: list[Any]) -> str:
        return " · ".join(tr_key(tx.TYPE_NAMES[str(f)]) for f in faces)

    def captured(self) -> list[dict[str, list[int]]]:
        out = []
        for seat in range(self.players.value()):
            per: dict[str, list[int]] = {}
            for colour in components().ship_colours:
                text = self.rows[seat][colour].text().replace(",", " ")
                # a 0 is no ship (a scorekeeper writes it under a colour not captured): it would count
                # in the ships-captured tie-break and against the ships in play
                per[colour] = [v for x in text.split() if (v := ship_points(x))]
            out.append(per)
        return out

    def bonus_text(self, per: dict[str, list[int]]) -> str:
        """A player's colour bonuses, two to a line: "yellow +9, blue +8"."""
        entries = [f"{tr_key(tx.COLOUR_NAMES[colour])} +{best}" for colour, _, best in colour_bonuses(per)]
        return ",\n".join(", ".join(entries[k : k + 2]) for k in range(0, len(entries), 2))

    def _reserve_bonus(self) -> None:
        """The bonus column as wide as two bonuses of the longest colours' names: it does not widen, and
        the boxes beside it do not move, when a third ship of a colour is typed."""
        metrics = self.rows[0]["bonus"].fontMetrics()
        names = [tr_key(tx.COLOUR_NAMES[c]) for c in components().ship_colours]
        widest = max(
            metrics.horizontalAdvance(f"{a} +{MAX_SHIP_POINTS}, {b} +{MAX_SHIP_POINTS}")
            for a in names
            for b in names
            if a != b
        )
        for row in self.rows:
            row["bonus"].setMinimumWidth(widest + 4)

    def _changed(self, *_: Any) -> None:
        if self._loading:
            return
        n = self.players.value()
        self.pad_short.setVisible(n == 2)
        for seat, row in enumerate(self.rows):
            for w in row.values():
                w.setVisible(seat < n)
        bonus = self.bonus.isChecked()
        self.bonus_head.setVisible(bonus)
        for seat, row in enumerate(self.rows):
            row["bonus"].setVisible(bonus and seat < n)
        bad = [
            w.text()
            for row in self.rows[:n]
            for c in components().ship_colours
            for w in [row[c]]
            if any(not x.isdecimal() for x in w.text().replace(",", " ").split())
        ]
        short = self.short_sea.isChecked() and n == 2
        held = self.captured()
        scores, winners, problem = final_scores(n, held, bonus, short)
        if bad:
            self.message.setText(self.tr("Write the points of each captured ship as whole numbers, e.g. 5 9."))
        elif problem.startswith("points:"):
            self.message.setText(
                self.tr(
                    "A ship is worth at most %1 points: write the points of each captured ship apart, e.g. 5 9."
                ).replace("%1", problem.split(":")[1])
            )
        elif problem.startswith("in_play:") and short:
            self.message.setText(
                self.tr("Only %1 ships are in play with two players and three ships at sea (extended rule 5).").replace(
                    "%1", problem.split(":")[1]
                )
            )
        elif problem.startswith("in_play:"):
            self.message.setText(
                self.tr("Only %1 ships are in play with %2 players.")
                .replace("%1", problem.split(":")[1])
                .replace("%2", str(n))
            )
        else:
            self.message.setText("")
        self.totals = scores if not (bad or problem) else []
        for seat in range(n):
            # the winner starred: a points tie goes to more ships captured, then is shared (D16)
            star = " ★" if self.totals and seat in winners and any(held[seat].values()) else ""
            self.rows[seat]["total"].setText(f"<b>{int(scores[seat])}{star}</b>" if self.totals else "—")
            self.rows[seat]["bonus"].setText(self.bonus_text(held[seat]) if self.totals and bonus else "")
        self.session.data["names"] = [r["name"].text() for r in self.rows]
        self.session.put(
            "score",
            {
                "players": n,
                "bonus": self.bonus.isChecked(),
                "short_sea": self.short_sea.isChecked(),
                "rows": [{c: r[c].text() for c in components().ship_colours} for r in self.rows],
            },
        )

    def _setup(self, *_: Any) -> None:
        """The seed's set-up (Příprava hry) for the player count and E5: the ships, the action cards,
        the markers, who starts and the first round; then what the extended rules add or change."""
        comp = components()
        n = self.setup_players.value()
        short = self.short_sea.isChecked() and n == 2
        self.short_sea.setEnabled(n == 2)
        sea = 3 if short else 4
        harbour = comp.harbour[n]
        boxed = len(comp.ships) - sea - harbour
        lines = [
            self.tr(
                "Shuffle the %1 ships face down. Ships at sea: %2. Harbour: %3 ships face down, the top one face up "
                "(three with the harbour preview, extended rule 2). Back to the box unseen: %4 ships."
            )
            .replace("%1", str(len(comp.ships)))
            .replace("%2", str(sea))
            .replace("%3", str(harbour))
            .replace("%4", str(boxed)),
            self.tr(
                "Shuffle the %1 action cards and deal %2 to each player; the rest is the face-down draw pile. The "
                "discard pile starts empty and lies face up: anyone may look through it."
            )
            .replace("%1", str(len(comp.cards)))
            .replace("%2", str(comp.hand_size)),
            self.tr(
                "Each player takes the two markers of his colour: the large one in front of him, so that everyone "
                "sees his colour, the small one on the ship of his colour on the score track."
            ),
            self.tr(
                "The player whose marker is highest on the score track starts (usually yellow); play goes "
                "clockwise. Nobody may board a ship in the first round."
            ),
            "<br>".join(
                [
                    "<b>" + self.tr("Extended rules") + "</b>",
                    self.tr(
                        "Extended rule 1, the colour bonus, is counted at the end: tick it on the Final score tab."
                    ),
                    self.tr(
                        "Extended rule 2: the top three harbour ships lie face up, in the order they will sail out."
                    ),
                    self.tr(
                        "Extended rules 3 and 4 change nothing in the set-up: a failed boarding (3), or a "
                        "counter-attack that takes the ship just boarded (4), ends the player's boarding for that turn."
                    ),
                    self.tr("Extended rule 5, two players only: three ships at sea (the box above)."),
                ]
            ),
        ]
        self.setup_text.setText("<br><br>".join(lines))

    def load(self) -> None:
        s = self.session
        for panel, key, salt in ((self.numbers, "numbers", 1), (self.colours, "colours", 2)):
            kept = s.get(key)
            if kept:
                panel.restore(kept)
            else:
                panel.reseed(s.seed * 10 + salt)
        score = s.get("score") or {}
        self._loading = True
        self.players.setValue(int(score.get("players", 4)))
        self.bonus.setChecked(bool(score.get("bonus", False)))
        self.short_sea.setChecked(bool(score.get("short_sea", False)))
        names = self.typed_names(4)  # "" for a seat without a name: its field shows "Player 2"
        rows = score.get("rows") or []
        for seat, row in enumerate(self.rows):
            row["name"].setText(names[seat])
            for c in components().ship_colours:
                row[c].setText((rows[seat] if seat < len(rows) else {}).get(c, ""))
        self._loading = False
        self._changed()
        self._setup()

    def carry_over(self) -> dict[str, Any]:
        """A new game at the same table: the names, the player count and the rules ticked stay (a
        forgotten colour bonus changed every total without a word); the ships and the rolls go."""
        score = {
            "players": self.players.value(),
            "bonus": self.bonus.isChecked(),
            "short_sea": self.short_sea.isChecked(),
        }
        return {"names": [r["name"].text() for r in self.rows], "score": score}

    def new_session_question(self) -> str:
        return self.tr(
            "Start a new session? The ships' points and the dice rolls of this one are cleared. The names, the "
            "number of players and the extended rules ticked (colour bonus, three ships at sea) stay."
        )

    def retranslate_tabs(self) -> None:
        self.tabs.setTabText(0, self.tr("Dice"))
        self.tabs.setTabText(1, self.tr("Final score"))
        self.tabs.setTabText(2, self.tr("Set-up"))
        self.numbers_label.setText(self.tr("Number dice (boarding, counter-attack)"))
        self.colours_label.setText(self.tr("Colour dice (cannons, a failed attack)"))
        self.players_label.setText(self.tr("Players"))
        self.setup_label.setText(self.tr("Players"))
        self.bonus.setText(self.tr("Colour bonus (extended rule 1)"))
        self.help.setText(
            self.tr(
                "For each player and ship colour, write the points of the ships captured, e.g. 5 9. The values "
                "printed on your cards count. If your game has ships of a colour that has no column here, write "
                "them in the column of a colour nobody captured."
            )
        )
        colours = [heading(tr_key(tx.COLOUR_NAMES[c])) for c in components().ship_colours]  # as "Points" is
        heads = [self.tr("Name"), *colours, tr_key(tx.ROW_BONUS), self.tr("Points")]
        for lab, text in zip(self.heads, heads, strict=True):
            lab.setText(f"<b>{text}</b>")
        self.short_sea.setText(self.tr("Three ships at sea (extended rule 5, two players)"))
        self.pad_short.setText(self.short_sea.text())
        self._reserve_bonus()
        self._setup()
        self._changed()

    def demo(self, seed: int) -> None:
        self.new_session(seed, keep=False)  # the same picture whatever the table had
        self.numbers.animate = self.colours.animate = False
        for _ in range(16):
            self.numbers.roll()
        for _ in range(5):
            self.colours.roll()
        ships = components().ships
        by_colour: dict[str, list[int]] = {}
        for sh in ships:
            by_colour.setdefault(sh.colour, []).append(sh.points)
        for seat, colour in enumerate(components().ship_colours[:3]):
            self.rows[seat][colour].setText(" ".join(str(p) for p in by_colour[colour][:3]))
        self.bonus.setChecked(True)
        self._changed()
