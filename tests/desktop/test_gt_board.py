"""Galaxy Trucker on the board: real drags of tiles onto the ship, turning, the hourglass on a
driven clock, and a whole four-bot game offscreen through three rounds."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

import desktop.games as games
from engine.galaxy_trucker.actions import Finish, Place, TakeHidden
from engine.galaxy_trucker.state import BUILD, OVER
from tests.desktop.helpers import drag, make_window


@pytest.fixture(autouse=True)
def _scene_registered() -> Iterator[None]:
    """The scene is not on the start page yet; the window can still show it."""
    games.SCENES.setdefault("galaxy_trucker", "desktop.galaxy_trucker.scene:GalaxyTruckerScene")
    yield


def _window(qtbot: Any, humans: int = 1, **options: Any) -> Any:
    w = make_window(qtbot, game="galaxy_trucker", players=4, humans=humans, seed=3, options=options)
    clock = [0]
    w.model.clock_source = lambda: clock[0]
    w.clock = clock
    return w


def _take(w: Any, tile: int | None = None) -> int:
    """The human takes a face-down tile (or the given one, straight from the warehouse)."""
    st = w.model.match.state
    if tile is not None:
        st.warehouse.remove(tile)
        st.seats[0].hand, st.seats[0].hand_from = tile, "hidden"
        w._on_changed()
        return tile
    assert w.model.try_apply(0, w.model.stamped(TakeHidden(0)))
    return st.seats[0].hand


def test_dragging_the_tile_onto_a_lit_cell_places_it(qtbot: Any) -> None:
    w = _window(qtbot)
    scene, view = w.scene, w.page.view
    w.model.stop()
    _take(w)
    targets = scene.legal_targets(("hand",))
    cell = next(k for k in targets if k[0] == "cell")
    start = scene.pieces[("hand",)].scenePos()
    drag(qtbot, view, start, scene._cell_pos[(cell[1], cell[2])])
    last = w.model.match.records[-1].action
    assert isinstance(last, Place) and (last.row, last.col) == (cell[1], cell[2])
    assert (cell[1], cell[2]) in w.model.match.state.seats[0].ship.tiles


def test_a_clashing_cell_refuses_the_tile_in_strict_building(qtbot: Any) -> None:
    w = _window(qtbot, build_validation="strict")
    scene, view = w.scene, w.page.view
    w.model.stop()
    from engine.galaxy_trucker.data import ENGINE, components

    engine = next(t.index for t in components().tiles if t.kind == ENGINE and not t.double)
    _take(w, engine)
    before = w.model.game.clone(w.model.match.state)
    # above the cabin an engine would have the cabin right behind its exhaust: refused
    drag(qtbot, view, scene.pieces[("hand",)].scenePos(), scene._cell_pos[(6, 7)])
    assert w.model.match.state == before
    reason = w.model.explain(0, Place(6, 7, 0, w.model.clock_ms()))
    assert reason and w.statusBar().currentMessage() == reason  # the engine's own words


def test_turning_while_dragging_changes_the_lit_cells(qtbot: Any) -> None:
    w = _window(qtbot)
    scene = w.scene
    w.model.stop()
    _take(w)
    scene.selected = ("hand",)
    scene.show_targets(("hand",))
    scene.turn_tile(1)  # what R, the wheel or a right click do
    assert scene.turn == 1 and scene.pieces[("hand",)].turns == 1
    lit = scene.legal_targets(("hand",))
    assert {a.rotation for a in lit.values() if isinstance(a, Place)} == {1}
    assert set(scene._marks) == {k for k in lit if k in scene.targets}


def test_the_hourglass_flips_and_stops_building_on_a_driven_clock(qtbot: Any) -> None:
    w = _window(qtbot, humans=1)  # real time is one human against bots (several humans build in turns)
    model = w.model
    hourglass = w.scene.hourglass
    assert hourglass is not None
    for t, position in ((91_000, 2), (181_000, 1)):
        w.clock[0] = t
        model.tick()
        hourglass.refresh()
        assert model.match.state.hourglass == position == hourglass.face.position
        assert hourglass.drift_ms() <= 50
    assert model.try_apply(0, model.stamped(Finish(0)))
    w.clock[0] = 400_000
    model.tick()
    assert model.match.state.phase != BUILD


def test_four_bots_fly_three_rounds_to_the_end(qtbot: Any) -> None:
    w = _window(qtbot, humans=0)
    model = w.model
    model.stop()
    model.paused = False
    for _ in range(20_000):
        if model.match.is_over():
            break
        if model.timed():
            w.clock[0] += 700
            model.tick()
        else:
            model.bot_move_now()
    st = model.match.state
    assert st.phase == OVER and all(len(p.results) == 3 for p in st.seats)


def test_the_board_renders_to_a_non_blank_png(qtbot: Any) -> None:
    w = _window(qtbot)
    image = w.page.view.grab().toImage()
    colours = {image.pixel(x, y) for x in range(0, image.width(), 23) for y in range(0, image.height(), 17)}
    assert len(colours) > 20
