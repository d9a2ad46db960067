"""Galaxy Trucker's flight in words, findings of a Czech tester: a defence's question in the prompt bar
names what comes and where (it said only "Pirates: your decision."), and the card marks which of its
projectiles that is; the goods at hand no longer speak of lit holds before any is lit; a combat zone's
engine and firepower questions say what the weakest ship loses on the line being judged."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem

import desktop.games as games
from desktop.galaxy_trucker.cards import CardItem, card_rows, coming_row
from engine.galaxy_trucker.actions import Accept, Declare, Defend, TakeHit
from engine.galaxy_trucker.data import components
from tests.desktop.helpers import click
from tests.desktop.test_gt_board import _flying_window
from tests.engine.galaxy_trucker.helpers import CARDS, act, fly_on, flying
from tests.engine.galaxy_trucker.test_flight import (
    BATTERY_W,
    CANNON1,
    CANNON2,
    ENGINE1,
    ENGINE1B,
    ENGINE2,
    HOLD,
    HUB,
    LEFT,
    RIGHT,
    SHIELD_W,
    forced,
)


@pytest.fixture(autouse=True)
def _scene_registered() -> Iterator[None]:
    games.SCENES.setdefault("galaxy_trucker", "desktop.galaxy_trucker.scene:GalaxyTruckerScene")
    yield


def _texts(scene: Any) -> list[str]:
    return [i.text() for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)]


def test_the_defence_question_names_the_projectile_and_its_line(qtbot: Any) -> None:
    """Pirates (I-20) beat seat 0: a light shot from the front in column 7, a shield and a battery to stop
    it. The bar asks what the red caption under the ship says, not only "Pirates: your decision."."""
    st = flying([[((6, 7), CANNON1, 0), (RIGHT, BATTERY_W, 0), (LEFT, SHIELD_W, 3)], []], ["I-20"])
    fly_on(st, forced(7))
    assert st.cs.step == "defend"
    w = _flying_window(qtbot, st)
    assert w.page.prompt.text() == "Pirates: a light shot in column 7 is coming: defend the ship?"
    assert "A light shot in column 7 is coming: defend the ship?" in _texts(w.scene)  # the caption, as before
    labels = [label for label, _ in w.scene.prompt_actions()]
    assert [type(a) for _, a in w.scene.prompt_actions()] == [Defend, TakeHit]
    assert labels[1] == "Take the hit"


def test_a_meteor_from_the_side_is_asked_about_in_its_row(qtbot: Any) -> None:
    """I-06: a large meteor from the front misses (2), then a small one from the left in row 6 reaches the
    open connector of the hub at (6, 6); the shield at LEFT covers the left side: the bar names the row."""
    st = flying([[(RIGHT, BATTERY_W, 0), (LEFT, SHIELD_W, 2), ((6, 6), HUB, 0)], []], ["I-06"])
    fly_on(st, forced(2, 6))
    assert st.cs.step == "defend"
    w = _flying_window(qtbot, st)
    assert w.page.prompt.text() == "Meteor Swarm: a small meteor in row 6 is coming: defend the ship?"
    # the card lights its second row, the small meteor from the left, and its tooltip names it
    card = next(i for i in w.scene.items() if isinstance(i, CardItem))
    assert card.coming == 1 and card.rows[1][2] == ("small_meteor", "left")
    assert "Coming now: small meteor from the left" in card.toolTip().split("\n")


def test_a_card_marks_no_projectile_when_none_is_asked_about() -> None:
    """Only a defence marks a row (the engine's `coming_projectile` is -1 otherwise); a combat zone's
    shots are its last rows, counted after the rows of its other lines."""
    zone = components().cards[CARDS["I-19"]]
    rows = card_rows(zone)
    shots = [k for k, row in enumerate(rows) if row[0] == "proj"]
    assert len(shots) == 2 and coming_row(zone, 0) == shots[0] and coming_row(zone, 1) == shots[1]
    assert coming_row(zone, 2) == -1 and coming_row(zone, -1) == -1
    swarm = components().cards[CARDS["I-06"]]
    assert coming_row(swarm, 0) == 0
    assert CardItem(swarm).coming == -1 and "Coming now" not in CardItem(swarm).toolTip()
    assert CardItem(zone, coming=0).coming == -1  # a row that is not a projectile is never marked


def test_the_goods_at_hand_speak_of_no_lit_hold_before_one_is_picked(qtbot: Any) -> None:
    """The tray said "drag them into the lit holds" while no hold was lit: the holds a cube may go to
    light up only once it is picked (or dragged)."""
    st = flying([[(RIGHT, HOLD, 0)], [((6, 7), CANNON1, 0)]], ["I-14"])
    fly_on(st)
    act(st, 0, Accept(1))
    assert st.cs.step == "load"
    w = _flying_window(qtbot, st)
    scene = w.scene
    assert "Goods to load: drag them into your holds" in _texts(scene)
    assert not scene._marks  # nothing lit yet
    cube = next(k for k in scene.pieces if k[0] == "cube")
    click(qtbot, w.page.view, scene.pieces[cube].scenePos())
    assert ("hold", *RIGHT) in scene._marks  # lit once a cube is picked


def test_the_combat_zones_questions_say_what_the_weakest_ship_loses(qtbot: Any) -> None:
    """II-19: the weakest firepower loses 4 flight days, then the weakest engines give up 3 goods (and the
    fewest crew is fired at). Seat 0 has a double cannon and a double engine to power, so it is asked."""
    ships = [[((6, 7), CANNON2, 0), ((8, 7), ENGINE2, 0), (RIGHT, BATTERY_W, 0)], [((8, 7), ENGINE1, 0)]]
    st = flying(ships, ["II-19"], round_=2)
    fly_on(st)
    assert st.cs.step == "fire" and st.cs.line == 0
    w = _flying_window(qtbot, st)
    assert w.page.prompt.text() == (
        "Combat Zone: power double cannons with batteries if you wish, then declare the firepower. "
        "The weakest ship loses 4 flight days."
    )
    act(st, 0, Declare())
    assert st.cs.step == "engine" and st.cs.line == 1
    w._on_changed()
    assert w.page.prompt.text() == (
        "Combat Zone: power double engines with batteries if you wish, then declare the strength. "
        "The weakest ship gives up 3 goods cubes."
    )


def test_a_combat_zone_line_of_shots_counts_them(qtbot: Any) -> None:
    """I-19's third line: the weakest firepower takes a light and a heavy shot from the rear. The crew
    and engine lines before it are judged without a question to seat 0 (nothing to power)."""
    ships = [[((6, 7), CANNON2, 0), (RIGHT, BATTERY_W, 0), ((8, 7), ENGINE1, 0)], [((8, 7), ENGINE1B, 0)]]
    st = flying(ships, ["I-19"], humans=[{(7, 7): 2}, {(7, 7): 1}])
    fly_on(st)
    assert st.cs.step == "fire" and st.cs.line == 2
    w = _flying_window(qtbot, st)
    assert w.page.prompt.text() == (
        "Combat Zone: power double cannons with batteries if you wish, then declare the firepower. "
        "The weakest ship comes under fire: 2 shots."
    )
