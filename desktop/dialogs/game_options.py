"""Game ▸ This game's options: what the game on the board is played with (the player count, every
option with the value it has, the deal), for a player who opened a saved game or forgot what he
chose. Options the rules decide say why, as in the new-game dialog."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from desktop.common.i18n import render, tr_key
from desktop.common.tooltips import wrapped_tip
from engine.core.match import Match


def option_rows(match: Match) -> list[tuple[str, str, str]]:
    """(label, value, tooltip) of each option of `match`, as its game labels them."""
    game = match.game
    settled = game.settled_options(match.players, match.options)
    rows = []
    for spec in game.options:
        value = match.options.get(spec.key, spec.default)
        decided = settled.get(spec.key)
        if decided is not None and decided[0] is not None:  # the value the rules give it, not the box's
            value = decided[0]
        shown = next((tr_key(label) for v, label in spec.choices if v == value), str(value))
        tip = tr_key(spec.help) if spec.help is not None else ""
        if decided is not None:  # decided by the player count or another option: say by what
            shown = f"{shown} — {render(decided[1])}"  # a sentence of its own: not in brackets after brackets
        rows.append((tr_key(spec.label), shown, tip))
    return rows


class GameOptionsDialog(QDialog):
    """The options of the match on the board, read only."""

    def __init__(self, match: Match, names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameOptionsDialog")
        title = self.tr("%1: this game's options").replace("%1", tr_key(match.game.title))
        self.setWindowTitle(title)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.rows: list[tuple[str, str]] = []

        def row(label: str, value: str, tip: str = "") -> None:
            shown = QLabel(value)
            shown.setWordWrap(True)
            shown.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            if tip:
                shown.setToolTip(wrapped_tip(tip))
            form.addRow(label + ":", shown)
            self.rows.append((label, value))

        row(self.tr("Players"), ", ".join(names))
        for label, value, tip in option_rows(match):
            row(label, value, tip)
        row(
            self.tr("Seed"),
            str(match.seed),
            self.tr("The seed that dealt this game: the same seed and options deal the same game."),
        )
        if match.practice:
            row(self.tr("Practice"), self.tr("yes: moves may be taken back without limits"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.setMinimumWidth(700)  # the values on one or two lines, not five


def show_game_options(window: Any) -> None:
    """Open the dialog for the window's match (nothing without one)."""
    from desktop.common.modal import ask_once

    model = window.model
    if model is None:
        return
    ask_once(GameOptionsDialog(model.match, list(model.names), window))
