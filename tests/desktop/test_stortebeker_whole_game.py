"""Whole Störtebeker games played through the window alone.

The humans' decisions are a `normal` bot's choices, made the way a person makes them: cards
dragged from the hand onto one's side of a ship (lay), onto a ship (fire) or onto the discard pile
(exchange, confirmed with the button), cards clicked in the open discard pile (pick), the cannons'
victims and the ships to board clicked, the prompt buttons for the rest; or the keyboard alone
(Tab, arrows, Enter, Alt+digit). Nothing calls the model for the humans.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.actions import Action
from engine.stortebeker.actions import Attack, Fire, Lay, Pick, Swap, Take
from tests.desktop.driver import BoardDriver, inside, play_window
from tests.desktop.helpers import click


class Driver(BoardDriver):
    """Turns one Störtebeker decision into mouse or keyboard input on the window."""

    def act(self, action: Action) -> None:
        scene = self.scene
        if isinstance(action, Lay):
            self.put(("hand", action.card), ("side", action.ship))
        elif isinstance(action, Fire):
            self.put(("hand", action.card), ("ship", action.ship))
        elif isinstance(action, Swap):
            for c in action.cards:
                self.put(("hand", c), ("discard",))
            assert scene.staged == set(action.cards)
            self.prompt(action)
        elif isinstance(action, Pick):
            if self.mode == "mouse":
                click(self.qtbot, self.view, inside(scene.pieces[("disc", action.card)]))
                self._count("click pick")
            else:
                self.put(("disc", action.card), ("waiting",))
        elif isinstance(action, Take):
            if self.mode == "mouse":
                click(self.qtbot, self.view, inside(scene.targets[("take", action.card)]))
                self._count("click take")
            else:
                self.put(("shot",), ("take", action.card))
        elif isinstance(action, Attack):
            if self.mode == "mouse":
                click(self.qtbot, self.view, inside(scene.targets[("ship", action.ship)]))
                self._count("click attack")
            else:
                self.put(("cutlass",), ("ship", action.ship))
        else:
            self.prompt(action)


def _play(qtbot: Any, players: int, humans: int, seed: int, mode: str, options: dict[str, Any]) -> tuple[Any, Any, int]:
    return play_window(qtbot, Driver, "stortebeker", players, humans, seed, mode, 6000, options, bot_seed=60)


def test_a_whole_two_player_game_against_a_bot_by_the_mouse_alone(qtbot: Any) -> None:
    w, driver, _ = _play(qtbot, 2, 1, 3, "mouse", {})
    assert {"drag hand", "prompt", "click attack"} <= set(driver.used), driver.used
    assert w.model.game.winners(w.model.match.state)


def test_a_whole_four_player_hot_seat_game_with_the_extended_rules_by_the_mouse_alone(qtbot: Any) -> None:
    w, driver, curtains = _play(qtbot, 4, 4, 5, "mouse", {"extended": True})
    assert {"drag hand", "prompt", "click attack", "click take", "click pick"} <= set(driver.used), driver.used
    assert curtains > 40  # the curtain came down between every two different people
    assert w.model.match.state.colour_bonus


@pytest.mark.parametrize("seed", [4])
def test_a_whole_two_player_game_by_the_keyboard_alone(qtbot: Any, seed: int) -> None:
    _w, driver, _ = _play(qtbot, 2, 1, seed, "keyboard", {})
    assert {"keys hand", "prompt", "keys cutlass"} <= set(driver.used), driver.used
