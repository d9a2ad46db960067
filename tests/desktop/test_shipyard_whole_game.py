"""Whole Shipyard games played through the window alone.

The humans' decisions are a `normal` bot's choices, made the way a person makes them: the figure
dragged onto an action card, ship parts dragged from the offer into the yard, canals turned with
R and dragged onto the canal grid, rondel and oval markers dragged onto sectors and employees,
wagon cards dragged home or onto the exchange (whose items are clicked), items dragged onto the
mounts of a completed ship, junction spaces clicked, contracts clicked, the prompt buttons for
the rest; or the keyboard alone (Tab, arrows, Enter, Space, R, Alt+digit). Nothing calls the
model for the humans.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.actions import Action
from engine.shipyard.actions import (
    Bonus,
    BuyGoods,
    Choose,
    Discard,
    Exchange,
    Fit,
    Hire,
    ProduceEquipment,
    RecruitCrew,
    RentCanal,
    SteerTo,
    TakePart,
)
from engine.shipyard.data import COLUMN_KIND
from tests.desktop.driver import BoardDriver, inside, play_window
from tests.desktop.helpers import click


class Driver(BoardDriver):
    """Turns one Shipyard decision into mouse or keyboard input on the window."""

    # -- one decision -----------------------------------------------------------------------------------
    def act(self, action: Action) -> None:  # noqa: C901 - one gesture per kind of decision
        scene = self.scene
        if isinstance(action, Choose):
            self.put(("figure",), ("card", action.card))
        elif isinstance(action, Bonus):
            self.put(("bonus",), ("card", action.card))
        elif isinstance(action, TakePart):
            piece = ("blank", COLUMN_KIND[action.column]) if action.row < 0 else ("part", action.column, action.row)
            self.put(piece, ("slot", action.slot))
        elif isinstance(action, RentCanal):
            self.turn_to(action.rotation)
            target = ("end", action.boat) if action.boat else ("cell", action.x, action.y)
            self.put(("canal", action.index), target)
        elif isinstance(action, ProduceEquipment):
            self.put(("marker", "equip"), ("equip", action.steps))
        elif isinstance(action, RecruitCrew):
            self.put(("marker", "crew"), ("crew", action.steps))
        elif isinstance(action, Hire):
            self.put(("marker", "oval"), ("hire", action.steps, action.slot))
        elif isinstance(action, BuyGoods):
            self.put(("offer_wagon", action.index), ("my_wagons",))
        elif isinstance(action, Exchange):
            self.put(("wagon", action.wagon), ("exchange",))
            assert scene.ex_wagon == action.wagon
            for item in action.items:
                self.toggle(("exitem", item))
            self.prompt(action)
        elif isinstance(action, Fit):
            group = next(k for k, a in scene.legal_targets(("item", action.item)).items() if a == action)
            self.put(("item", action.item), group)
        elif isinstance(action, SteerTo):
            target = ("space", action.x, action.y, action.space)
            if self.mode == "mouse":
                click(self.qtbot, self.view, inside(scene.targets[target]))
                self._count("click space")
            else:
                self.put(("boat",), target)
        elif isinstance(action, Discard):
            for c in action.contracts:
                self.toggle(("contract", c))
            self.prompt(action)
        else:
            self.prompt(action)


def _play(qtbot: Any, players: int, humans: int, seed: int, mode: str) -> tuple[Any, Any, int]:
    return play_window(qtbot, Driver, "shipyard", players, humans, seed, mode, 5000)


WAYS = {
    "drag figure",
    "drag part",
    "drag canal",
    "drag marker",
    "drag item",
    "prompt",
    "turn",
}


def test_a_whole_two_player_game_against_a_bot_by_the_mouse_alone(qtbot: Any) -> None:
    w, driver, _ = _play(qtbot, 2, 1, 4, "mouse")
    assert WAYS <= set(driver.used), driver.used
    assert w.model.game.winners(w.model.match.state)


def test_a_whole_four_player_hot_seat_game_by_the_mouse_alone(qtbot: Any) -> None:
    w, driver, curtains = _play(qtbot, 4, 4, 6, "mouse")
    assert WAYS | {"drag offer_wagon", "drag wagon", "toggle contract"} <= set(driver.used), driver.used
    assert curtains > 60  # the curtain came down between every two different people


@pytest.mark.parametrize("seed", [2])
def test_a_whole_two_player_game_by_the_keyboard_alone(qtbot: Any, seed: int) -> None:
    _w, driver, _ = _play(qtbot, 2, 1, seed, "keyboard")
    assert {"keys figure", "keys part", "keys canal", "keys marker", "prompt", "turn"} <= set(driver.used), driver.used
