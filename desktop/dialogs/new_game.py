"""The New Game dialog: players, seats (name, human or bot, level, colour), options, seed, practice."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from desktop.common import i18n
from desktop.common.colours import SEAT_COLOURS, colour_name, mark_for_colour, mark_name, seat_icon
from desktop.common.i18n import tr_key
from desktop.common.ink import WARNING, set_ink
from desktop.common.tooltips import wrapped_tip
from engine.bots import bot_levels
from engine.core.errors import IllegalAction
from engine.core.match import Seat
from engine.core.protocol import Game

SEED_MAX = 2**31 - 1
NAME_MAX = 40  # the save format's limit


@dataclass(slots=True)
class NewGameConfig:
    """Everything needed to start a Match.

    `seats[i].colour` is a hex colour from SEAT_COLOURS; the seat's shape mark is not stored
    but derived from it: `desktop.common.colours.mark_for_colour(colour)` (the mark at the
    same index in MARKS as the colour in SEAT_COLOURS).
    """

    players: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    practice: bool = False
    seats: list[Seat] = field(default_factory=list)


def random_seed() -> int:
    """A fresh seed in the dialog's range."""
    return random.SystemRandom().randrange(SEED_MAX + 1)


class _SeatRow:
    """The widgets of one seat's row."""

    def __init__(self, parent: QWidget, index: int) -> None:
        self.index = index
        self.number = QLabel(parent)
        self.number.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.name = QLineEdit(parent)
        self.name.setMaxLength(NAME_MAX)
        self.name.setMinimumWidth(160)
        self.kind = QComboBox(parent)
        self.level = QComboBox(parent)
        self.colour = QComboBox(parent)
        self.default_name = ""
        # On Linux a combo box's accessible name is its current value and its label comes from the
        # labels tied to it: the box's title alone ("Players") for every one. A label never shown, tied
        # to each box, names its seat and column there; elsewhere its accessible name does.
        self.ties: dict[QComboBox, QLabel] = {}
        for box in (self.kind, self.level, self.colour):
            tie = QLabel(parent)
            tie.hide()
            tie.setBuddy(box)
            self.ties[box] = tie

    def label(self, box: QComboBox, text: str) -> None:
        """`box`'s accessible name, and its tied label's text, `text`."""
        box.setAccessibleName(text)
        self.ties[box].setText(text)

    def widgets(self) -> list[QWidget]:
        return [self.number, self.name, self.kind, self.level, self.colour]

    def set_visible(self, visible: bool) -> None:
        for w in self.widgets():
            w.setVisible(visible)


class NewGameDialog(QDialog):
    """Choose how many play, who plays (human or bot, which colour) and the game's options."""

    def __init__(self, game: Game[Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newGameDialog")
        self.game = game
        self._levels = bot_levels(game)
        self._max_seats = max(game.player_counts)

        self._heading = QLabel(self)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        self._heading.setFont(font)

        # players
        self._players_label = QLabel(self)
        self._players = QComboBox(self)
        self._players.setObjectName("playersCombo")
        for count in game.player_counts:
            self._players.addItem(str(count), count)
        self._players_label.setBuddy(self._players)
        players_row = QHBoxLayout()
        players_row.addWidget(self._players_label)
        players_row.addWidget(self._players)
        players_row.addStretch(1)

        # seats
        self._seats_box = QGroupBox(self)
        grid = QGridLayout(self._seats_box)
        grid.setHorizontalSpacing(10)
        self._head_name = QLabel(self._seats_box)
        self._head_kind = QLabel(self._seats_box)
        self._head_level = QLabel(self._seats_box)
        self._head_colour = QLabel(self._seats_box)
        for col, label in enumerate((self._head_name, self._head_kind, self._head_level, self._head_colour), start=1):
            label.setStyleSheet("font-weight: bold;")
            grid.addWidget(label, 0, col)
        self._rows: list[_SeatRow] = []
        for i in range(self._max_seats):
            row = _SeatRow(self._seats_box, i)
            row.kind.addItem("", "human")
            row.kind.addItem("", "bot")
            for level in self._levels:
                row.level.addItem("", level)
            for colour in SEAT_COLOURS:
                row.colour.addItem(seat_icon(colour, mark_for_colour(colour)), "", colour)
            row.kind.setCurrentIndex(0 if i == 0 else 1)
            row.level.setCurrentIndex(self._default_level_index())
            row.colour.setCurrentIndex(i % len(SEAT_COLOURS))
            row.kind.currentIndexChanged.connect(self._seated)
            row.colour.currentIndexChanged.connect(self._sync)
            row.name.textChanged.connect(self._sync)
            for col, w in enumerate(row.widgets()):
                grid.addWidget(w, i + 1, col)
            self._rows.append(row)
        grid.setColumnStretch(1, 1)

        # options
        self._options_box = QGroupBox(self)
        self._options_form = QFormLayout(self._options_box)
        self._options_form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self._option_labels: list[QLabel] = []
        self._option_combos: list[QComboBox] = []
        self._own: dict[str, int] = {}  # the player's own choice of an option the dialog shows decided
        for spec in game.options:
            label = QLabel(self._options_box)
            combo = QComboBox(self._options_box)
            combo.setObjectName(f"option_{spec.key}")
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # the whole value, never cut
            for index in range(len(spec.choices)):
                combo.addItem("", index)
            combo.setCurrentIndex(self._choice_index(spec.choices, spec.default))
            label.setBuddy(combo)
            self._options_form.addRow(label, combo)
            self._option_labels.append(label)
            self._option_combos.append(combo)
            combo.currentIndexChanged.connect(self._sync)
        self._options_box.setVisible(bool(game.options))

        # seed and practice
        self._seed_label = QLabel(self)
        self._seed = QSpinBox(self)
        self._seed.setObjectName("seedSpin")
        self._seed.setRange(0, SEED_MAX)
        self._seed.setValue(random_seed())
        self._seed.setMinimumWidth(130)
        self._seed_label.setBuddy(self._seed)
        self._new_seed = QPushButton(self)
        self._new_seed.setObjectName("newSeedButton")
        self._new_seed.setAutoDefault(False)
        self._new_seed.clicked.connect(lambda: self._seed.setValue(random_seed()))
        seed_row = QHBoxLayout()
        seed_row.addWidget(self._seed_label)
        seed_row.addWidget(self._seed)
        seed_row.addWidget(self._new_seed)
        seed_row.addStretch(1)
        self._practice = QCheckBox(self)
        self._practice.setObjectName("practiceCheck")

        # reason + buttons
        self._reason = QLabel(self)
        self._reason.setObjectName("reasonLabel")
        self._reason.setWordWrap(True)
        set_ink(self._reason, WARNING)
        self._reason_icon = QLabel(self)
        icon = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        self._reason_icon.setPixmap(icon.pixmap(18, 18))
        reason_row = QHBoxLayout()
        reason_row.addWidget(self._reason_icon, 0, Qt.AlignmentFlag.AlignTop)
        reason_row.addWidget(self._reason, 1)
        self._buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self._buttons.accepted.connect(self.accept)
        self._buttons.rejected.connect(self.reject)
        self.rules_button = self._buttons.addButton("", QDialogButtonBox.ButtonRole.HelpRole)
        self.rules_button.setObjectName("rulesButton")
        self.rules_button.clicked.connect(self.show_rules)
        self.rules: Any = None  # the rules window, opened beside the dialog (it stays usable: a child)

        # many options (Galaxy Trucker has seventeen) scroll inside the dialog, so it fits 1280×800
        self._options_scroll = OptionsScroll(self)
        self._options_scroll.setWidgetResizable(True)
        self._options_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self._options_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # no Tab stop, unnamed and unlit: its options are, and a box reached by Tab is scrolled into view
        self._options_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._options_scroll.setWidget(self._options_box)
        self._options_scroll.setVisible(bool(game.options))

        layout = QVBoxLayout(self)
        layout.addWidget(self._heading)
        layout.addLayout(players_row)
        layout.addWidget(self._seats_box)
        layout.addWidget(self._options_scroll, 1)
        layout.addLayout(seed_row)
        layout.addWidget(self._practice)
        layout.addLayout(reason_row)
        layout.addWidget(self._buttons)

        self._players.currentIndexChanged.connect(self._players_changed)
        self.retranslate_ui()
        self._sync()

    # -- public ------------------------------------------------------------
    def show_rules(self) -> None:
        """The game's rules in a window beside the dialog, to read while choosing the options."""
        from desktop.dialogs.rules import RulesDialog

        if self.rules is None:
            keeps = bool(getattr(self.parentWidget(), "_keeps_geometry", False))  # the app's, not a test's
            self.rules = RulesDialog(self.game.name, self.game.title, self, keeps)
        self.rules.show()
        self.rules.raise_()

    def config(self) -> NewGameConfig:
        """What the dialog shows, as a NewGameConfig."""
        players = int(self._players.currentData())
        options = self._options()
        seats = [
            Seat(
                name=self._seat_name(row),
                kind=str(row.kind.currentData()),
                level=str(row.level.currentData()),
                colour=str(row.colour.currentData()),
            )
            for row in self._rows[:players]
        ]
        return NewGameConfig(players, self._seed.value(), options, self._practice.isChecked(), seats)

    def set_config(self, config: NewGameConfig) -> None:
        """Show a previous configuration (values the game no longer offers are skipped)."""
        index = self._players.findData(config.players)
        if index >= 0:
            self._players.setCurrentIndex(index)
        for row, seat in zip(self._rows, config.seats, strict=False):
            if seat.name and seat.name != row.default_name:
                row.name.setText(seat.name)
            elif not seat.name:
                row.name.setText(row.default_name)
            for combo, value in ((row.kind, seat.kind), (row.level, seat.level), (row.colour, seat.colour)):
                found = combo.findData(value)
                if found >= 0:
                    combo.setCurrentIndex(found)
        self._own.clear()  # the player's own choices, as `setup()` kept them; decided again in `_sync`
        for spec, combo in zip(self.game.options, self._option_combos, strict=True):
            if spec.key in config.options:
                combo.blockSignals(True)
                combo.setCurrentIndex(self._choice_index(spec.choices, config.options[spec.key], combo.currentIndex()))
                combo.blockSignals(False)
        self._seed.setValue(max(0, min(SEED_MAX, config.seed)))
        self._practice.setChecked(config.practice)
        self._sync()

    def setup(self) -> dict[str, Any]:
        """The set-up to offer again next time (the app keeps one per game): players, seats, options,
        practice; not the seed (each game a new deal), and a name left at its default as "" (so that
        it follows the language)."""
        cfg = self.config()
        seats = [
            {
                "name": "" if row.name.text().strip() in ("", row.default_name) else seat.name,
                "kind": seat.kind,
                "level": seat.level,
                "colour": seat.colour,
            }
            for row, seat in zip(self._rows, cfg.seats, strict=False)
        ]
        return {"players": cfg.players, "seats": seats, "options": self._chosen(), "practice": cfg.practice}

    def restore(self, data: object) -> None:
        """Show a set-up kept by `setup()`, with this dialog's fresh seed. It comes from a file the
        user may have edited: what is not a value the dialog offers is left at its default."""
        if not isinstance(data, dict):
            return
        players = data.get("players")
        if type(players) is not int or players not in self.game.player_counts:
            players = int(self._players.currentData())
        seats: list[Seat] = []
        raw_seats = data.get("seats")
        for item in raw_seats if isinstance(raw_seats, list) else []:
            if not isinstance(item, dict):
                break
            fields = [item.get(k) for k in ("name", "kind", "level", "colour")]
            name, kind, level, colour = (f if isinstance(f, str) else "" for f in fields)
            seats.append(Seat(name=name.strip()[:NAME_MAX], kind=kind, level=level, colour=colour))
        raw_options = data.get("options")
        options = raw_options if isinstance(raw_options, dict) else {}
        practice = data.get("practice") is True
        self.set_config(NewGameConfig(players, self._seed.value(), options, practice, seats[: self._max_seats]))

    def problem(self) -> str:
        """Why the game cannot start as set up ("" when it can)."""
        players = int(self._players.currentData())
        rows = self._rows[:players]
        if any(not row.name.text().strip() for row in rows):
            return self.tr("Every player needs a name.")
        seen: dict[str, int] = {}
        for row in rows:
            colour = str(row.colour.currentData())
            if colour in seen:
                first = seen[colour] + 1
                return (
                    self.tr("Players %1 and %2 have the same colour (%3). Choose a different colour for one of them.")
                    .replace("%1", str(first))
                    .replace("%2", str(row.index + 1))
                    .replace("%3", colour_name(colour).lower())  # mid-sentence: "(orange)"
                )
            seen[colour] = row.index
        refusal = self.game.seating_problem(self._options(), self._humans())
        if refusal is not None:
            return i18n.render(refusal, [])
        try:
            self.game.resolve_options(players, self._options())
        except IllegalAction as exc:  # options this many players cannot have
            return i18n.render(exc.message, [])
        return ""

    def _options(self) -> dict[str, Any]:
        """The options the game starts with: as shown, the decided ones included."""
        return {
            spec.key: spec.choices[int(combo.currentData())][0]
            for spec, combo in zip(self.game.options, self._option_combos, strict=True)
        }

    def _chosen(self) -> dict[str, Any]:
        """The options as the player set them, his own choice of a decided one included."""
        return {
            spec.key: spec.choices[self._own.get(spec.key, int(combo.currentData()))][0]
            for spec, combo in zip(self.game.options, self._option_combos, strict=True)
        }

    def _settle(self) -> None:
        """Options the player count or the other options decide (`Game.settled_options`) are shown set
        and greyed, their tooltip saying why; one freed again gets back the player's own choice."""
        settled = self.game.settled_options(int(self._players.currentData()), self._chosen())
        for spec, label, combo in zip(self.game.options, self._option_labels, self._option_combos, strict=True):
            entry = settled.get(spec.key)
            combo.blockSignals(True)
            if entry is not None:
                self._own.setdefault(spec.key, int(combo.currentData()))
                if entry[0] is not None:
                    combo.setCurrentIndex(self._choice_index(spec.choices, entry[0], combo.currentIndex()))
            elif spec.key in self._own:
                combo.setCurrentIndex(self._own.pop(spec.key))
            combo.blockSignals(False)
            combo.setEnabled(entry is None)
            why = i18n.render(entry[1], []) if entry is not None else ""
            tip = "\n".join(t for t in (why, tr_key(spec.help) if spec.help else "") if t)
            combo.setToolTip(wrapped_tip(tip))  # up to 1 217 px in one line in Slovak
            label.setToolTip(combo.toolTip())

    def _humans(self) -> int:
        rows = self._rows[: int(self._players.currentData())]
        return sum(1 for row in rows if row.kind.currentData() == "human")

    def _seated(self) -> None:
        """Who sits where changed: options that cannot seat that many people at one screen take the
        game's remedy (Galaxy Trucker builds in turns for several people). An option the player then
        sets back himself is his choice, and the dialog says why it cannot start."""
        remedy = self.game.seating_remedy(self._options(), self._humans())
        for spec, combo in zip(self.game.options, self._option_combos, strict=True):
            if spec.key in remedy:  # an option combo's items are the spec's choices, in order
                combo.setCurrentIndex(self._choice_index(spec.choices, remedy[spec.key], combo.currentIndex()))
        self._sync()

    def ok_button(self) -> QPushButton:
        """The button that starts the game."""
        return self._buttons.button(QDialogButtonBox.StandardButton.Ok)

    def seat_widgets(self, seat: int) -> tuple[QLineEdit, QComboBox, QComboBox, QComboBox]:
        """The name, kind, level and colour widgets of `seat` (for tests)."""
        row = self._rows[seat]
        return row.name, row.kind, row.level, row.colour

    def option_combo(self, key: str) -> QComboBox:
        """The combo of the game option `key`."""
        for spec, combo in zip(self.game.options, self._option_combos, strict=True):
            if spec.key == key:
                return combo
        raise KeyError(key)

    def reason_text(self) -> str:
        """The reason shown next to the disabled OK button ("" when none)."""
        return self._reason.text() if self._reason.isVisibleTo(self) else ""

    # -- internals ---------------------------------------------------------
    def _default_level_index(self) -> int:
        return self._levels.index("normal") if "normal" in self._levels else len(self._levels) - 1

    @staticmethod
    def _choice_index(choices: tuple[tuple[Any, Any], ...], value: Any, fallback: int = 0) -> int:
        for i, (v, _label) in enumerate(choices):
            if v == value and type(v) is type(value):
                return i
        return fallback

    def _seat_name(self, row: _SeatRow) -> str:
        return row.name.text().strip() or row.default_name

    def _players_changed(self) -> None:
        self._seated()
        QTimer.singleShot(0, self.adjustSize)  # shrink back when seats are hidden

    def _sync(self) -> None:
        players = int(self._players.currentData())
        self._settle()
        for row in self._rows:
            row.set_visible(row.index < players)
            is_bot = row.kind.currentData() == "bot"
            row.level.setEnabled(is_bot)
            colour = str(row.colour.currentData())
            row.colour.setToolTip(f"{colour_name(colour)} ({mark_name(mark_for_colour(colour))})")
        problem = self.problem()
        self._reason.setText(problem)
        self._reason.setVisible(bool(problem))
        self._reason_icon.setVisible(bool(problem))
        ok = self.ok_button()
        ok.setEnabled(not problem)
        ok.setToolTip(problem)

    def _level_label(self, level: str) -> str:
        labels = {"random": self.tr("Easy"), "normal": self.tr("Normal"), "strong": self.tr("Hard")}
        return labels.get(level, level.capitalize())

    def _level_tip(self, level: str) -> str:
        tips = {
            "random": self.tr("Easy: plays any move the rules allow."),
            "normal": self.tr("Normal: plays with a plan."),
            "strong": self.tr("Hard: looks ahead before it plays."),
        }
        return tips.get(level, "")

    def retranslate_ui(self) -> None:
        """Re-apply every text in the current language (edited names are kept)."""
        title = tr_key(self.game.title)
        self.setWindowTitle(self.tr("New game – %1").replace("%1", title))
        self._heading.setText(title)
        self._players_label.setText(self.tr("&Number of players:"))
        self._seats_box.setTitle(self.tr("Players"))
        self._head_name.setText(self.tr("Name"))
        self._head_kind.setText(self.tr("Played by"))
        self._head_level.setText(self.tr("Bot level"))
        self._head_colour.setText(self.tr("Colour"))
        for row in self._rows:
            row.number.setText(f"{row.index + 1}.")
            new_default = self.tr("Player %1").replace("%1", str(row.index + 1))
            if row.name.text() in ("", row.default_name):
                row.name.blockSignals(True)
                row.name.setText(new_default)
                row.name.blockSignals(False)
            row.default_name = new_default
            row.name.setPlaceholderText(new_default)
            number = str(row.index + 1)
            row.name.setAccessibleName(self.tr("Name of player %1").replace("%1", number))
            # each seat's boxes named by its number and their column (a screen reader read "Players" for all)
            row.label(row.kind, self.tr("Player %1 – played by").replace("%1", number))
            row.label(row.level, self.tr("Player %1 – bot level").replace("%1", number))
            row.label(row.colour, self.tr("Player %1 – colour").replace("%1", number))
            row.kind.setItemText(0, self.tr("Human"))
            row.kind.setItemText(1, self.tr("Bot"))
            for i, level in enumerate(self._levels):
                row.level.setItemText(i, self._level_label(level))
                row.level.setItemData(i, self._level_tip(level), Qt.ItemDataRole.ToolTipRole)
            for i, colour in enumerate(SEAT_COLOURS):
                row.colour.setItemText(i, colour_name(colour))
        self._options_box.setTitle(self.tr("Game options"))
        for spec, label, combo in zip(self.game.options, self._option_labels, self._option_combos, strict=True):
            label.setText(tr_key(spec.label) + ":")
            for i, (_value, key) in enumerate(spec.choices):
                combo.setItemText(i, tr_key(key))
        self._seed_label.setText(self.tr("&Seed:"))
        self._seed.setToolTip(self.tr("The same seed and options deal the same game again."))
        self._new_seed.setText(self.tr("New seed"))
        self._practice.setText(self.tr("&Practice (undo without limits)"))
        self._practice.setToolTip(
            wrapped_tip(
                self.tr(
                    "Any move may be taken back, the bots' too, even past a die roll or a card drawn. Chance "
                    "stays as it fell: played again, the same moves roll the same dice and draw the same cards. "
                    "A practice game is not a fair one: you see what chance brings before you choose."
                )
            )
        )
        self.ok_button().setText(self.tr("&Start game"))
        self._buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        self.rules_button.setText(self.tr("&Rules"))
        self.rules_button.setToolTip(self.tr("The rules of the game and what each option changes"))
        self._fit_options()
        self._sync()

    def _fit_options(self) -> None:
        """The options as wide as their longest value; as tall as they are, up to what a 1280×800
        screen leaves beside the rest of the dialog (then they scroll)."""
        hint = self._options_box.sizeHint()
        bar = self._options_scroll.verticalScrollBar().sizeHint().width()
        self._options_scroll.setMinimumWidth(hint.width() + bar + 4)
        # opened that tall, but it may shrink and scroll: a floor of 400 px made Galaxy Trucker's
        # dialog 742 px high at least, its buttons below a 768 px screen's panel
        self._options_scroll.wanted = min(hint.height() + 2, 400)
        self._options_scroll.setMinimumHeight(min(hint.height() + 2, 120))
        self._options_scroll.updateGeometry()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


class OptionsScroll(QScrollArea):
    """The game's options, asking for the height they need (up to 400 px) but content with less."""

    wanted = 0

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        hint = super().sizeHint()
        return QSize(hint.width(), max(self.wanted, self.minimumHeight()))
