"""Galaxy Trucker by the keyboard alone: Tab comes to everything a click decides (the pile, the face-up
and the kept tiles, the ship's tiles at the check), Space or Enter clicks it, and a cell chosen with the
arrows stays chosen while the bots build."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt

import desktop.games as games
from desktop.common.i18n import tr_key
from desktop.galaxy_trucker.labels import K_REMOVE, K_SPACE, K_TAKE, S_BATTERY, cell_text, kind_name
from desktop.galaxy_trucker.tiles import tile_tooltip
from engine.galaxy_trucker.actions import Place, RemoveTile, Reserve, TakeHidden, TakeReserved, TakeVisible
from tests.desktop.helpers import make_window


@pytest.fixture(autouse=True)
def _scene_registered() -> Iterator[None]:
    games.SCENES.setdefault("galaxy_trucker", "desktop.galaxy_trucker.scene:GalaxyTruckerScene")
    yield


def _window(qtbot: Any) -> Any:
    w = make_window(qtbot, game="galaxy_trucker", players=4, humans=1, seed=3)
    clock = [0]
    w.model.clock_source = lambda: clock[0]
    w.clock = clock
    w.model.stop()  # only this test moves the match
    w.page.view.setFocus()
    return w


def _tab_to(qtbot: Any, w: Any, stop: Any) -> None:
    for _ in range(200):
        if w.scene._kb_stop == stop:
            return
        qtbot.keyClick(w.page.view, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never came to {stop}: {w.scene._keyboard_stops()}")


def _mine(w: Any) -> list[Any]:
    return [r.action for r in w.model.match.records if r.seat == 0]


def test_a_face_up_tile_is_taken_with_tab_and_space(qtbot: Any) -> None:
    """A face-up tile could be taken only by a click: Tab never came to it."""
    w = _window(qtbot)
    st = w.model.match.state
    tile = st.warehouse.pop()
    st.face_up.append(tile)
    w._on_changed()
    _tab_to(qtbot, w, (True, ("up", tile)))
    ring = w.scene._kb_ring
    assert ring is not None and ring.parentItem() is w.scene._click_keys[("up", tile)]
    name = tile_tooltip(tile).split(":")[0]
    assert w.statusBar().currentMessage() == tr_key(K_SPACE, tr_key(K_TAKE, name))
    qtbot.keyClick(w.page.view, Qt.Key.Key_Escape)  # Tab lets go of it: no ring, Space does nothing
    assert w.scene._kb_stop is None and w.scene._kb_ring is None
    qtbot.keyClick(w.page.view, Qt.Key.Key_Space)
    assert not _mine(w)
    _tab_to(qtbot, w, (True, ("up", tile)))
    qtbot.keyClick(w.page.view, Qt.Key.Key_Space)
    assert isinstance(_mine(w)[-1], TakeVisible) and _mine(w)[-1].tile == tile
    assert w.model.match.state.seats[0].hand == tile
    assert w.scene._kb_stop is None and w.scene._kb_ring is None  # the tile left the middle with its ring


def test_the_pile_and_a_kept_tile_are_taken_with_tab_and_enter(qtbot: Any) -> None:
    w = _window(qtbot)
    _tab_to(qtbot, w, (True, ("pile",)))
    qtbot.keyClick(w.page.view, Qt.Key.Key_Return)
    assert isinstance(_mine(w)[-1], TakeHidden)
    tile = w.model.match.state.seats[0].hand
    assert w.model.try_apply(0, w.model.stamped(Reserve(0)))
    assert w.model.match.state.seats[0].reserve == [tile]
    _tab_to(qtbot, w, (True, ("kept", tile)))
    qtbot.keyClick(w.page.view, Qt.Key.Key_Return)
    assert isinstance(_mine(w)[-1], TakeReserved) and _mine(w)[-1].tile == tile
    assert w.model.match.state.seats[0].hand == tile


def test_the_tile_to_remove_at_the_ship_check_is_chosen_with_tab_and_space(qtbot: Any) -> None:
    """Which faulty tile the check removes could be chosen only with the mouse."""
    from tests.desktop.test_gt_board import at_the_check

    w = _window(qtbot)
    at_the_check(w)
    removable = {(a.row, a.col) for a in w.model.match.legal_actions(0) if isinstance(a, RemoveTile)}
    stops = [k for k, _ in w.scene.keyboard_clicks()]
    assert stops == [("cell", *c) for c in sorted(removable)]
    _tab_to(qtbot, w, (True, ("cell", 8, 7)))
    ship = w.model.match.state.seats[0].ship
    said = tr_key(K_REMOVE, kind_name(ship, 8, 7), cell_text(8, 7))
    assert w.statusBar().currentMessage() == tr_key(K_SPACE, said)
    qtbot.keyClick(w.page.view, Qt.Key.Key_Space)
    assert _mine(w)[-1] == RemoveTile(8, 7)
    assert (8, 7) not in w.model.match.state.seats[0].ship.tiles


def test_the_cell_chosen_with_the_arrows_stays_lit_while_a_bot_builds(qtbot: Any) -> None:
    """A bot's move redrew the board and the cell chosen with the arrows went dark, though Enter still
    placed the tile there. It stays lit now, and Enter places the tile where it shows."""
    w = _window(qtbot)
    scene, model, view = w.scene, w.model, w.page.view
    assert model.try_apply(0, model.stamped(TakeHidden(0)))
    _tab_to(qtbot, w, (False, ("hand",)))
    assert scene.selected == ("hand",)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    hot = scene._kb_hot
    assert hot is not None and scene._hot == hot and scene._marks[hot].brush().color().alpha() > 0
    assert model._apply(1, model.stamped(TakeHidden(0)))  # a bot builds meanwhile: the board is redrawn
    assert scene._hot == hot and scene._kb_hot == hot
    assert scene._marks[hot].brush().color().alpha() > 0  # still lit as the one chosen
    qtbot.keyClick(view, Qt.Key.Key_Return)
    last = _mine(w)[-1]
    assert isinstance(last, Place) and ("cell", last.row, last.col) == hot


def test_tab_walks_the_face_up_tiles_as_they_lie(qtbot: Any) -> None:
    """Tab went through the face-up tiles by their numbers in the box (right to left, or anyhow);
    it goes as they lie now: row by row, left to right."""
    w = _window(qtbot)
    st = w.model.match.state
    for _ in range(14):
        st.face_up.append(st.warehouse.pop())
    w._on_changed()
    ups = [(k, item) for k, item in w.scene.keyboard_clicks() if k[0] == "up"]
    assert len(ups) == 14
    places = [(round(item.scenePos().y()), item.scenePos().x()) for _, item in ups]
    assert places == sorted(places) and len({y for y, _ in places}) >= 2


def test_a_double_cannon_and_then_its_battery_are_chosen_with_tab_and_space(qtbot: Any) -> None:
    from engine.galaxy_trucker.actions import Power
    from tests.desktop.test_gt_board import _flying_window
    from tests.engine.galaxy_trucker.helpers import fly_on, flying, twin
    from tests.engine.galaxy_trucker.test_flight import BATTERY_W, CANNON1, CANNON2, LEFT, RIGHT

    ships = [[((6, 7), CANNON2, 0), (RIGHT, BATTERY_W, 0), (LEFT, twin(BATTERY_W), 2)], [((6, 7), CANNON1, 0)]]
    st = flying(ships, ["I-08"])
    fly_on(st)
    w = _flying_window(qtbot, st)
    w.page.view.setFocus()
    _tab_to(qtbot, w, (True, ("cell", 6, 7)))
    assert "7" in w.statusBar().currentMessage()  # the cannon and where it stands
    ship = w.model.match.state.seats[0].ship  # "Double cannon (row 6, column 7) — press Space or Enter."
    assert w.statusBar().currentMessage() == tr_key(K_SPACE, f"{kind_name(ship, 6, 7)} ({cell_text(6, 7)})")
    qtbot.keyClick(w.page.view, Qt.Key.Key_Space)
    assert w.scene._device == (6, 7) and not w.model.match.records
    assert w.statusBar().currentMessage() == tr_key(S_BATTERY)
    qtbot.keyClick(w.page.view, Qt.Key.Key_Escape)  # another choice: the cannon is put down
    assert w.scene._device is None
    _tab_to(qtbot, w, (True, ("cell", 6, 7)))
    qtbot.keyClick(w.page.view, Qt.Key.Key_Space)
    assert w.scene._device == (6, 7)
    _tab_to(qtbot, w, (True, ("cell", *LEFT)))
    qtbot.keyClick(w.page.view, Qt.Key.Key_Return)
    assert w.model.match.records[-1].action == Power(6, 7, *LEFT)


def test_r_turns_the_tile_placed_last_after_the_clock_moved_on(qtbot: Any) -> None:
    """R (and the wheel, and a right click) turned the tile placed last only in the instant of its
    placing: the turn was compared with the legal moves stamped at the game's last event."""
    from engine.galaxy_trucker.actions import Adjust

    w = _window(qtbot)
    model, scene, view = w.model, w.scene, w.page.view
    assert model.try_apply(0, model.stamped(TakeHidden(0)))
    _tab_to(qtbot, w, (False, ("hand",)))
    assert scene._kb_ring is not None and scene._kb_ring.parentItem() is scene.pieces[("hand",)]  # picked
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    placed = _mine(w)[-1]
    assert isinstance(placed, Place)
    w.clock[0] += 4000  # the player looks at it for four seconds
    qtbot.keyClick(view, Qt.Key.Key_R)
    turned = _mine(w)[-1]
    assert isinstance(turned, Adjust) and (turned.row, turned.col) == (placed.row, placed.col)
    assert turned.rotation == (placed.rotation + 1) % 4 and turned.t >= 4000
    cell = (placed.row, placed.col)
    assert model.match.state.seats[0].ship.tiles[cell][1] == turned.rotation
