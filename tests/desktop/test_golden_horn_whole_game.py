"""Whole Golden Horn games played through the window alone.

The humans' decisions are a `normal` bot's choices, made the way a person makes them: ships dragged
into a home port and along the route (the goods to load chosen first with a click on the port's
stock, or L), two cards chosen for the pirates and dropped on the ship they rob, the prompt's buttons
for the rest; or the keyboard alone (Tab to a ship or a card, Space, the arrows, Enter, L, Alt+digit).
Nothing calls the model for the humans.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from engine.core.actions import Action
from engine.golden_horn.actions import Place, Rob, Sail
from engine.golden_horn.components import COLOUR_INDEX, HOME_PORTS
from tests.desktop.driver import BoardDriver, inside, play_window
from tests.desktop.helpers import click, drag


class Driver(BoardDriver):
    """Turns one Golden Horn decision into mouse or keyboard input on the window."""

    def act(self, action: Action) -> None:
        scene = self.scene
        st = scene.view_state
        if isinstance(action, Place):
            pos = 0 if action.port == HOME_PORTS[0] else st.route_len - 1
            self.put(("ship", action.ship), ("space", pos))
        elif isinstance(action, Sail):
            if action.load is not None and scene._load_for(action.ship) != action.load:
                self._choose_load(action)
            self.put(("ship", action.ship), ("space", action.to))
        elif isinstance(action, Rob):
            self._rob(action)
        else:
            self.prompt(action)

    def _choose_load(self, action: Sail) -> None:
        scene = self.scene
        st = scene.view_state
        port = scene._port_of(st, st.ship_pos[action.ship])
        if self.mode == "mouse":
            click(self.qtbot, self.view, inside(scene.stock_cells[(port, COLOUR_INDEX[action.load])]))
            self._count("click load")
        else:
            self.select(("ship", action.ship))
            for _ in range(6):
                if scene._load_for(action.ship) == action.load:
                    break
                self.qtbot.keyClick(self.view, Qt.Key.Key_L)
            self._count("key load")
        assert scene._load_for(action.ship) == action.load

    def _rob(self, action: Rob) -> None:
        scene = self.scene
        wanted = [COLOUR_INDEX[c] for c in action.cards]
        first = scene.hand.index(wanted[0])
        second = next(k for k, c in enumerate(scene.hand) if c == wanted[1] and k != first)
        if self.mode == "mouse":
            for k in (first, second):
                click(self.qtbot, self.view, inside(scene.pieces[("card", k)]))
            assert sorted(scene.card_sel) == sorted((first, second))
            target = scene.targets[("tship", action.ship)]
            drag(self.qtbot, self.view, inside(scene.pieces[("card", first)]), inside(target))
            self._count("drag pirates")
            return
        self.view.setFocus()
        for k in (first, second):
            for _ in range(40):
                if scene._kb_stop == (True, ("card", k)):
                    break
                self.qtbot.keyClick(self.view, Qt.Key.Key_Tab)
            assert scene._kb_stop == (True, ("card", k))
            self.qtbot.keyClick(self.view, Qt.Key.Key_Space)
        assert sorted(scene.card_sel) == sorted((first, second))
        order = scene.arrow_order(list(scene._legal))
        for _ in range(order.index(("tship", action.ship)) + 1):
            self.qtbot.keyClick(self.view, Qt.Key.Key_Right)
        self.qtbot.keyClick(self.view, Qt.Key.Key_Return)
        self._count("keys pirates")


def _play(qtbot: Any, players: int, humans: int, seed: int, mode: str) -> tuple[Any, Any, int]:
    return play_window(qtbot, Driver, "golden_horn", players, humans, seed, mode, 4000)


@pytest.mark.parametrize("mode", ["mouse", "keyboard"])
def test_a_whole_three_player_hot_seat_game_by_input_alone(qtbot: Any, mode: str) -> None:
    w, driver, curtains = _play(qtbot, 3, 3, 7, mode)
    how = "drag" if mode == "mouse" else "keys"
    assert {f"{how} ship", "prompt"} <= set(driver.used), driver.used
    assert curtains > 20  # the curtain came down between every two different people
    assert w.model.game.winners(w.model.match.state)


@pytest.mark.parametrize("mode", ["mouse", "keyboard"])
def test_pirates_and_loading_by_input_alone(qtbot: Any, mode: str) -> None:
    """Two players, one of them human: a game long enough for pirates and a choice of goods."""
    w, driver, _ = _play(qtbot, 2, 1, 11, mode)
    how = "drag" if mode == "mouse" else "keys"
    assert {f"{how} pirates", f"{'click' if mode == 'mouse' else 'key'} load"} <= set(driver.used), driver.used
