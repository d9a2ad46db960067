"""Game ▸ This game's options: what the game on the board is played with, options the rules decide
saying why (a review found no trace of Störtebeker's extended rules E1, E3 and E4 during a game)."""

from __future__ import annotations

from typing import Any

from desktop.dialogs.game_options import GameOptionsDialog
from tests.desktop.helpers import bare_window, make_window


def test_the_options_of_the_game_on_the_board_are_listed_with_why(qtbot: Any) -> None:
    w = make_window(qtbot, game="stortebeker", players=2, seed=4, options={"extended": True})
    w.model.stop()
    assert w.a_options.isEnabled()
    dialog = GameOptionsDialog(w.model.match, list(w.model.names), w)
    qtbot.addWidget(dialog)
    rows = dict(dialog.rows)
    assert rows["Players"] == "P1, P2"
    assert rows["Extended rules (all of E1–E4, and E5 with two players)"] == "on"
    assert rows["E3: a failed attack ends the boarding"] == "on — Switched on by the extended rules."
    assert rows["E5: three ships at sea (two players)"] == "on — Switched on by the extended rules."
    assert rows["Seed"] == "4"  # (as the new-game dialog calls it)
    assert dialog.windowTitle() == "Störtebeker: this game's options"


def test_without_a_game_there_are_no_options_to_show(qtbot: Any) -> None:
    w = bare_window(qtbot)
    w._update_actions()
    assert not w.a_options.isEnabled()
