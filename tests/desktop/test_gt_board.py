"""Galaxy Trucker on the board: real drags of tiles onto the ship, turning, the hourglass on a
driven clock, and a whole four-bot game offscreen through three rounds."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt

import desktop.games as games
import engine.galaxy_trucker.ship as sh
from engine.galaxy_trucker.actions import Finish, Place, Power, TakeHidden
from engine.galaxy_trucker.state import BUILD, OVER
from tests.desktop.helpers import click, drag, make_window


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


def test_a_tile_dropped_on_a_tile_is_told_the_cell_is_taken(qtbot: Any) -> None:
    """A drop on the starting cabin said only "Drop it on one of the lit spaces."; an empty cell off
    the ship got its reason. The engine's own words now, for both."""
    w = _window(qtbot)
    scene, view = w.scene, w.page.view
    w.model.stop()
    _take(w)
    before = w.model.game.clone(w.model.match.state)
    drag(qtbot, view, scene.pieces[("hand",)].scenePos(), scene._cell_pos[(7, 7)])
    assert w.model.match.state == before
    assert w.statusBar().currentMessage() == "A tile lies there already."
    assert ("cell", 7, 7) not in scene.legal_targets(("hand",))  # not lit, and not reached by the arrows
    scene.selected = ("hand",)
    scene._show_fits(("cell", 7, 7))
    assert scene.fits == [] and scene._fit_marks == []  # no connector marks over the cabin


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


def test_the_hourglass_paints_only_when_its_picture_changes(qtbot: Any) -> None:
    """The sand is read from the clock sixty times a second; it was painted as often, which kept a
    core 15 % busy for the whole build. It is painted when the picture changes (half a device
    pixel of sand, a second, the position, the words of another language) and what is on screen
    is never behind the clock's picture."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QApplication

    from desktop.common import i18n

    class Paints(QObject):
        count = 0

        def eventFilter(self, obj: Any, event: Any) -> bool:  # noqa: N802 - Qt override
            if event.type() == QEvent.Type.Paint:
                Paints.count += 1
            return False

    w = _window(qtbot, humans=1)
    hourglass = w.scene.hourglass
    face = hourglass.face
    counter = Paints()
    face.installEventFilter(counter)
    hourglass.stop()  # the test drives the refreshes
    start = w.model.match.state.run_ends - hourglass.run_ms
    refreshes = 0
    for t in range(start, start + 10_000, 16):  # ten seconds at sixty refreshes a second
        w.clock[0] = t
        hourglass.refresh()
        refreshes += 1
        QApplication.processEvents()
        assert face.picture() == face._painted, t  # the screen shows the clock's picture
    assert 0 < Paints.count < refreshes / 4, (Paints.count, refreshes)
    before = Paints.count
    for _ in range(30):
        hourglass.refresh()  # the same instant: nothing to paint
        QApplication.processEvents()
    assert Paints.count == before
    was = i18n.current_language()
    i18n.set_language("sk" if was != "sk" else "cs")
    try:
        qtbot.waitUntil(lambda: Paints.count > before)  # "start" is "štart" now
    finally:
        i18n.set_language(was)


def test_pause_stops_the_sand_and_the_bots_and_hides_the_board(qtbot: Any) -> None:
    """A person building against the sand and three bots could not step away: the sand ran on and
    the bots built. Play ▸ Pause (P) stops the match clock and the bots and covers the board;
    Space goes on from where the sand stood. Only a game against the clock has it."""
    w = make_window(qtbot, game="galaxy_trucker", players=4, humans=1, seed=3)
    model = w.model
    pause = w.pause
    assert pause.action.isEnabled() and "P" in [k.toString() for k in pause.action.shortcuts()]
    qtbot.waitUntil(lambda: model.clock_ms() > 300)
    pause.action.trigger()
    assert model.paused and w.page.curtain.is_pause() and not pause.action.isEnabled()
    assert w.page.curtain.title_text() == "Paused"
    stood, moves = model.clock_ms(), len(model.match.records)
    qtbot.wait(400)
    assert model.clock_ms() == stood and len(model.match.records) == moves
    w.scene.hourglass.refresh()
    assert not w.scene.hourglass.button.isEnabled()  # nothing is played under the curtain
    w._human_action(TakeHidden(0))
    assert len(model.match.records) == moves
    qtbot.keyClick(w.page.curtain, Qt.Key.Key_P)  # the key that paused goes on
    assert not w.page.curtain.is_up() and not model.paused and pause.action.isEnabled()
    qtbot.waitUntil(lambda: model.clock_ms() > stood + 200)
    assert model.clock_ms() < stood + 5_000  # on from where the sand stood, not from the wall clock


def test_pausing_while_a_tile_is_carried_puts_it_back(qtbot: Any) -> None:
    w, here = _carry_the_hand(qtbot)
    w.model.paused = False  # _carry_the_hand's window was stopped; the game runs against the clock again
    w.pause.update()
    w.pause.action.trigger()
    assert w.page.curtain.is_pause() and w.scene._dragging is None
    moves = len(w.model.match.records)
    qtbot.mouseRelease(w.page.view.viewport(), Qt.MouseButton.LeftButton, pos=here)
    assert len(w.model.match.records) == moves and w.model.match.state.seats[0].hand is not None


def test_a_game_continued_against_the_clock_waits_for_its_player(qtbot: Any, tmp_path: Any) -> None:
    """Continue (or Open) of a game in the middle of its real-time build started the sand at once,
    while the window was still coming up. It now opens paused: the board covered, Space goes on."""
    w = make_window(qtbot, game="galaxy_trucker", players=2, humans=1, seed=4)
    assert not w.model.paused and not w.page.curtain.is_up()  # a new game runs at once
    model = w.model
    qtbot.waitUntil(lambda: len(model.match.records) > 0, timeout=20_000)  # a bot has built
    model.pause()
    save = tmp_path / "building.pristav.json"
    model.match.save(save)
    assert w.load_path(save)
    assert w.model.paused and w.page.curtain.is_pause()
    stood = w.model.clock_ms()
    qtbot.wait(300)
    assert w.model.clock_ms() == stood
    qtbot.keyClick(w.page.curtain, Qt.Key.Key_Space)
    assert not w.model.paused
    qtbot.waitUntil(lambda: w.model.clock_ms() > stood)


@pytest.mark.parametrize(("game", "options"), [("galaxy_trucker", {"build_variant": "robot"}), ("golden_horn", {})])
def test_a_game_in_turns_has_nothing_to_pause(qtbot: Any, game: str, options: dict[str, Any]) -> None:
    w = make_window(qtbot, game=game, players=2, humans=1, options=options)
    assert not w.pause.action.isEnabled()
    w.pause.action.trigger()
    assert not w.model.paused and not w.page.curtain.is_up()


def test_without_the_hourglass_there_is_no_sand_to_wait_for(qtbot: Any) -> None:
    """The rulebook's game without the hourglass (option `hourglass_flips` = "none"): no hourglass dock,
    hours on the clock end nothing, and a finished player is told to wait for the others only."""
    from desktop.common.i18n import tr_count
    from desktop.galaxy_trucker.labels import P_FINISHED_NO_SAND, prompt_line

    w = _window(qtbot, humans=1, hourglass_flips="none")
    model = w.model
    model.stop()
    assert w.scene.hourglass is None and w.findChild(object, "gtHourglassDock") is None
    w.clock[0] = 3_600_000
    model.tick()
    assert model.match.state.phase == BUILD
    assert model.try_apply(0, model.stamped(Finish(0)))
    st = model.match.state
    assert st.phase == BUILD  # the bots (stopped) are still building
    assert prompt_line(st, 0, []) == tr_count(P_FINISHED_NO_SAND)


def test_the_open_piles_of_flight_cards_are_shown_while_building(qtbot: Any) -> None:
    """Option card_preview: a prompt button opens a window (it stops nothing) with the three open
    piles, card by card, and says how many the hidden fourth holds; it goes away when the flight starts."""
    from desktop.common.i18n import tr_count
    from desktop.galaxy_trucker.cards import CardItem
    from desktop.galaxy_trucker.labels import B_PILES

    w = _window(qtbot, humans=1, card_preview=True)
    model = w.model
    model.stop()
    w._on_changed()
    st = model.match.state
    buttons = dict(w.scene.prompt_actions())
    assert tr_count(B_PILES) in buttons
    buttons[tr_count(B_PILES)]()
    dialog = w.scene.piles_dialog
    assert dialog is not None and dialog.isVisible() and not dialog.isModal()
    shown = sorted(item.card.index for item in dialog.scene.items() if isinstance(item, CardItem))
    assert shown == sorted(c for pile in st.piles[:3] for c in pile)
    assert str(len(st.piles[3])) in dialog.hidden.text()
    for seat in range(4):  # everyone finishes: building ends, the flight takes the piles
        model.match.apply(seat, Finish(model.clock_ms()))
    w._on_changed()
    assert model.match.state.phase != BUILD and w.scene.piles_dialog is None and not dialog.isVisible()


@pytest.mark.parametrize("leave", ["go_home", "new_game"])
def test_the_piles_window_goes_with_its_game(qtbot: Any, leave: str) -> None:
    """The window of the open piles stayed on screen after Back to the start page, New game or Open,
    showing the old game's cards, and kept the old scene, model and match in memory."""
    import gc
    import weakref

    import shiboken6
    from PySide6.QtCore import QCoreApplication, QEvent

    from desktop.common.i18n import tr_count
    from desktop.galaxy_trucker.labels import B_PILES
    from engine.core.match import Match

    w = _window(qtbot, humans=1, card_preview=True)
    w.model.stop()
    w._on_changed()
    dict(w.scene.prompt_actions())[tr_count(B_PILES)]()
    dialog = w.scene.piles_dialog
    assert dialog is not None and dialog.isVisible()
    old = weakref.ref(w.scene)
    if leave == "go_home":
        w.go_home()
    else:
        w.start_match(Match("golden_horn", 2, 1, {"placement": "random"}), None)
        w.model.stop()
    assert not dialog.isVisible()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert not shiboken6.isValid(dialog)
    del dialog
    gc.collect()
    assert old() is None  # nor does anything else keep the old board (the bar held its prompt's lambdas)


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
    # the final screen: the credits round by round, and the chart of credits after each round
    from desktop.main_window import VictoryDialog

    dialog = VictoryDialog(model, w, w.scene.results_widget())
    qtbot.addWidget(dialog)
    results = dialog.details
    labels = [results.table.verticalHeaderItem(i).text() for i in range(results.table.rowCount())]
    assert [x for x in labels if x.startswith("Round")] == ["Round 1", "Round 2", "Round 3"]
    assert labels[0] == "Credits"  # the total first, in view without scrolling (issue 20.12)
    assert [results.table.item(0, s).text() for s in range(4)] == [str(p.credits) for p in st.seats]
    for s, (xs, ys) in enumerate(results.chart.series()):
        assert xs == [0, 1, 2, 3] and ys[0] == 0 and ys[-1] == st.seats[s].credits
    # a mark's tooltip counts rounds and credits, as the chart's axes do (not turns and points)
    head = results.chart.hover_text(3).split("<br>")[0]
    assert head == "<b>Round 3 · Credits</b>"


def test_the_board_renders_to_a_non_blank_png(qtbot: Any) -> None:
    w = _window(qtbot)
    image = w.page.view.grab().toImage()
    colours = {image.pixel(x, y) for x in range(0, image.width(), 23) for y in range(0, image.height(), 17)}
    assert len(colours) > 20


def _flying_window(qtbot: Any, st: Any) -> Any:
    """A two-seat window (seat 0 human) showing a flight position built by the engine tests' helpers."""
    w = make_window(qtbot, game="galaxy_trucker", players=2, humans=1, seed=3, options={"build_variant": "robot"})
    w.model.stop()
    w.model.match.state = st
    w._on_changed()
    return w


def _carry_the_hand(qtbot: Any) -> tuple[Any, QPoint]:
    """A window whose person has taken a tile and carries it with the button held; where it is now."""
    w = _window(qtbot)
    w.model.stop()
    _take(w)
    view = w.page.view
    a = view.mapFromScene(w.scene.pieces[("hand",)].scenePos())
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=a)
    qtbot.mouseMove(view.viewport(), pos=QPoint(a.x() + 20, a.y() + 20))
    qtbot.mouseMove(view.viewport(), pos=QPoint(a.x() + 40, a.y() + 30))
    assert w.scene._dragging == ("hand",)
    return w, QPoint(a.x() + 40, a.y() + 30)


def test_a_bot_move_during_the_drag_keeps_the_lit_cells_and_r_turns_the_tile(qtbot: Any) -> None:
    w, _ = _carry_the_hand(qtbot)
    scene, view, model = w.scene, w.page.view, w.model
    vp = view.viewport()
    qtbot.keyClick(vp, Qt.Key.Key_R)  # turned in the air
    assert scene.turn == 1
    lit = dict(scene._legal)
    assert lit and {a.rotation for a in lit.values() if isinstance(a, Place)} == {1}
    assert model._apply(1, model.stamped(TakeHidden(0)))  # a bot builds meanwhile
    assert scene._dragging == ("hand",) and dict(scene._legal) == lit  # the drag goes on as it was
    cell = next(k for k in lit if k[0] == "cell")
    end = view.mapFromScene(scene._cell_pos[(cell[1], cell[2])])
    qtbot.mouseMove(vp, pos=end)
    # over the cell the connectors are judged live: green where they join, red where they clash
    p = model.match.state.seats[0]
    expected = sh.side_fits(p.ship, (cell[1], cell[2]), p.hand, 1)
    assert expected and scene.fits == expected
    assert len(scene._fit_marks) == sum(1 for _, legal, joined in expected if joined or not legal)
    assert "connectors joined" in w.statusBar().currentMessage()
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)
    assert scene._fit_marks == []
    mine = [r.action for r in model.match.records if r.seat == 0]
    assert mine[-1] == Place(cell[1], cell[2], 1, mine[-1].t)
    assert model.match.state.seats[0].ship.tiles[(cell[1], cell[2])][1] == 1
    assert ("hand",) not in scene.pieces  # redrawn after the drop


def test_escape_puts_the_carried_tile_back_and_draws_what_the_bots_built_meanwhile(qtbot: Any) -> None:
    w, here = _carry_the_hand(qtbot)
    scene, model, vp = w.scene, w.model, w.page.view.viewport()
    origin = scene._drag_origin
    assert model._apply(1, model.stamped(TakeHidden(0)))  # a bot builds meanwhile: drawn after the drag
    assert scene._stale
    qtbot.keyClick(vp, Qt.Key.Key_Escape)
    assert scene._dragging is None and not scene._stale and scene._fit_marks == []
    assert not scene._legal  # nothing lit
    assert scene.pieces[("hand",)].pos() == origin  # in the hand, as it was
    moves = len(model.match.records)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=here)
    assert len(model.match.records) == moves and model.match.state.seats[0].hand is not None


def test_goods_cubes_are_dragged_into_the_lit_holds(qtbot: Any) -> None:
    from engine.galaxy_trucker.actions import Accept, Store
    from engine.galaxy_trucker.data import GREEN
    from tests.engine.galaxy_trucker.helpers import act, fly_on, flying
    from tests.engine.galaxy_trucker.test_flight import HOLD, RIGHT

    st = flying([[(RIGHT, HOLD, 0)], []], ["I-13"])
    fly_on(st)
    act(st, 0, Accept(0))  # planet 1: two green cubes
    w = _flying_window(qtbot, st)
    scene, view = w.scene, w.page.view
    cubes = [k for k in scene.pieces if k[0] == "cube"]
    assert cubes == [("cube", 0, GREEN), ("cube", 1, GREEN)]
    assert set(scene.legal_targets(cubes[0])) == {("hold", *RIGHT)}
    # the step's way out comes first, with Alt+1: with ten holds a last "Done loading" had no key
    assert [label for label, _ in scene.prompt_actions()][0] == "Done loading"
    drag(qtbot, view, scene.pieces[cubes[0]].scenePos(), scene._cell_pos[RIGHT])
    assert w.model.match.state.seats[0].ship.goods[RIGHT] == (GREEN,)
    assert [k for k in scene.pieces if k[0] == "cube"] == [("cube", 0, GREEN)]
    # a cube dropped on a tile that takes none gets the engine's reason (a full hold was told to
    # "drop it on one of the lit spaces", as if it had missed)
    before = w.model.match.state.seats[0].ship.goods
    drag(qtbot, view, scene.pieces[("cube", 0, GREEN)].scenePos(), scene._cell_pos[(7, 7)])
    assert w.model.match.state.seats[0].ship.goods == before
    reason = w.model.explain(0, Store(GREEN, 7, 7))
    assert reason and w.statusBar().currentMessage() == reason != "Drop it on one of the lit spaces."


def test_the_part_to_keep_is_chosen_by_clicking_the_ship(qtbot: Any) -> None:
    from engine.galaxy_trucker.actions import KeepPart
    from tests.engine.galaxy_trucker.helpers import fly_on, flying
    from tests.engine.galaxy_trucker.test_flight import CABIN_W, HUB, RIGHT

    st = flying([[(RIGHT, HUB, 0), ((7, 9), CABIN_W, 2)], []], ["III-09"], round_=3)
    st.seats[0].ship.humans = {(7, 7): 1}
    st.seats[1].ship.humans = {(7, 7): 2}
    fly_on(st, [None, 4, 4, 3, 4])  # the saboteur destroys the hub at (7, 8): two parts
    assert st.cs.step == "split"
    w = _flying_window(qtbot, st)
    scene = w.scene
    assert scene._parts(st, 0, w.model.match.legal_actions(0)) == {
        (7, 7): (0, KeepPart(7, 7)),
        (7, 9): (1, KeepPart(7, 9)),
    }
    # each button says what its part holds (it named only a cell)
    assert [label for label, _ in scene.prompt_actions()] == [
        "Keep the part with the tile at row 7, column 7 (1 tile, 1 crew)",
        "Keep the part with the tile at row 7, column 9 (1 tile, no crew)",
    ]
    click(qtbot, w.page.view, scene._cell_pos[(7, 9)])
    assert w.model.match.records[-1].action == KeepPart(7, 9)
    assert set(w.model.match.state.seats[0].ship.tiles) == {(7, 9)}


def test_a_double_cannon_is_powered_by_clicking_it_then_its_battery(qtbot: Any) -> None:
    from engine.galaxy_trucker.actions import Power
    from tests.engine.galaxy_trucker.helpers import fly_on, flying, twin
    from tests.engine.galaxy_trucker.test_flight import BATTERY_W, CANNON1, CANNON2, LEFT, RIGHT

    # two batteries: the click on the cannon asks which one; the cannon and its choices light up
    ships = [[((6, 7), CANNON2, 0), (RIGHT, BATTERY_W, 0), (LEFT, twin(BATTERY_W), 2)], [((6, 7), CANNON1, 0)]]
    st = flying(ships, ["I-08"])
    fly_on(st)
    assert st.cs.step == "fire"
    w = _flying_window(qtbot, st)
    scene, view = w.scene, w.page.view
    click(qtbot, view, scene._cell_pos[(6, 7)])
    assert scene._device == (6, 7) and len(w.model.match.records) == 0
    click(qtbot, view, scene._cell_pos[LEFT])
    assert w.model.match.records[-1].action == Power(6, 7, *LEFT)


def test_the_card_and_the_projectile_are_drawn_from_the_data(qtbot: Any) -> None:
    from desktop.galaxy_trucker.cards import CardItem, DiceItem, ProjectileItem
    from tests.engine.galaxy_trucker.helpers import fly_on, flying
    from tests.engine.galaxy_trucker.test_flight import BATTERY_W, CANNON1, LEFT, RIGHT, SHIELD_W, forced

    st = flying([[((6, 7), CANNON1, 0), (RIGHT, BATTERY_W, 0), (LEFT, SHIELD_W, 3)], []], ["I-20"])
    fly_on(st, forced(7))  # pirates beat seat 0: a light shot from the front on column 7
    assert st.cs.step == "defend"
    w = _flying_window(qtbot, st)
    scene = w.scene
    cards = [i for i in scene.items() if isinstance(i, CardItem)]
    assert [c.card.id for c in cards] == ["I-20"]
    dice = [i for i in scene.items() if isinstance(i, DiceItem)]
    assert [(d.a, d.b) for d in dice] == [(1, 6)]
    shots = [i for i in scene.items() if isinstance(i, ProjectileItem)]
    assert [(s.kind, s.frm) for s in shots] == [("light_shot", "front")]
    assert shots[0].pos().x() == scene._cell_pos[(6, 7)].x()  # above column 7, where it flies
    assert LEFT in scene._lit  # the shield that may stop it shines
    # the caption names the line's axis: from the front the dice name a column (not "line 7")
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    said = [i.text() for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem) and "column" in i.text()]
    assert said == ["A light shot in column 7 is coming: defend the ship?"]
    # once a shield has stopped a projectile it shines in use (the engine says which one did)
    from desktop.galaxy_trucker.scene import FIRING, READY
    from engine.galaxy_trucker.state import Fired

    assert scene._lit[LEFT] == READY
    st.cs.fired[-1] = Fired(0, "light_shot", "front", 1, 6, (6, 7), "defended", (LEFT,))
    st.cs.step = "run"  # (no decision pending: only what happened is shown)
    w._on_changed()
    assert scene._lit == {LEFT: FIRING}


def test_between_rounds_the_credits_are_shown_and_the_clock_waits(qtbot: Any) -> None:
    from engine.bots import make_bot

    w = _window(qtbot)
    w._no_dialogs = False  # this test wants the round's dialog
    model, scene = w.model, w.scene
    model.stop()
    model.paused = False
    me = make_bot(model.game, "normal", 1)
    for _ in range(20_000):
        st = model.match.state
        if st.round == 2 or scene.round_dialog is not None:
            break
        if model.timed():
            w.clock[0] += 500
            model.tick()
        if 0 in model.match.to_act():
            action = me.choose(model.match.view(0), 0)
            if not model.timed() or getattr(action, "t", 0) <= w.clock[0]:
                model._apply(0, action)
        elif not model.timed():
            model.bot_move_now()
    w.clock[0] = 0  # round 2's building starts its clock at 0
    qtbot.waitUntil(lambda: scene.round_dialog is not None, timeout=3000)
    dialog = scene.round_dialog
    assert model.paused and model.match.state.round == 2
    table = dialog.results.table
    assert table.verticalHeaderItem(0).text() == "Credits"
    assert table.verticalHeaderItem(1).text() == "Round 1"
    assert [xs for xs, _ in dialog.results.chart.series()] == [[0, 1]] * 4
    dialog.accept()
    assert not model.paused and scene.round_dialog is None


def test_hot_seat_builds_in_turns_the_board_follows_the_seat_and_buttons_show_cube_costs(qtbot: Any) -> None:
    w = make_window(qtbot, game="galaxy_trucker", players=3, humans=2, seed=4, options={"build_variant": "robot"})
    model, scene = w.model, w.scene
    model.stop()
    assert not model.timed() and scene.hourglass is None  # in turns there is no sand
    assert model.match.to_act() == (0,) and scene.view_state.viewer == 0
    labels = [text for text, _ in scene.prompt_actions()]
    assert "Take a face-down tile (costs 1 cube)" in labels
    assert not any(text.startswith("Pass") for text in labels)  # passing only with 3 cubes or fewer
    assert "Placing a tile costs 2 cubes" in scene.prompt_text()
    before = model.match.state.seats[0].cubes
    assert model.try_apply(0, TakeHidden(0))
    assert model.match.state.seats[0].cubes == before - 1
    # seat 0 passes: the turn and the board go to the second human
    while model.match.to_act() == (0,):
        legal = model.match.legal_actions(0)
        order = ("pass_turn", "place", "return_tile", "take_hidden")  # pass as soon as allowed
        action = min(legal, key=lambda a: order.index(a.kind) if a.kind in order else len(order))
        assert model.try_apply(0, action)
    assert model.match.to_act() == (1,)
    w._on_changed()
    assert scene.view_state.viewer == 1 and model.perspective() == 1
    # no seat has a secret here (the deck and face-down tiles are hidden from all alike): no curtain
    assert not w.page.curtain.is_up()


def test_a_right_click_on_the_board_turns_the_tile_and_a_right_drag_pans(qtbot: Any) -> None:
    """Issue 20, item 4: the view took every right press for panning, so the right click the README
    promises never turned the tile."""
    w = _window(qtbot)
    scene, view = w.scene, w.page.view
    w.model.stop()
    _take(w)
    vp = view.viewport()
    centre = vp.rect().center()
    qtbot.mouseClick(vp, Qt.MouseButton.RightButton, pos=centre)
    assert scene.turn == 1 and scene.pieces[("hand",)].turns == 1
    view.zoom_in()
    before = (view.horizontalScrollBar().value(), view.verticalScrollBar().value())
    qtbot.mousePress(vp, Qt.MouseButton.RightButton, pos=centre)
    for k in range(1, 6):
        qtbot.mouseMove(vp, pos=centre + QPoint(12 * k, 8 * k))
    qtbot.mouseRelease(vp, Qt.MouseButton.RightButton, pos=centre + QPoint(60, 40))
    assert (view.horizontalScrollBar().value(), view.verticalScrollBar().value()) != before
    assert scene.turn == 1  # the drag panned and did not turn


def test_the_flight_board_is_numbered_and_shows_each_ship_in_its_colour_and_mark(qtbot: Any) -> None:
    """20.9: numbered spaces, a ship as its player's mark in its player's colour, the leader named."""
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsSimpleTextItem

    from desktop.common.colours import SEAT_COLOURS
    from desktop.galaxy_trucker.overview import flight_board
    from engine.core.match import Match
    from engine.galaxy_trucker.data import components

    st = Match("galaxy_trucker", 4, 3).state
    for s, pos in enumerate((7, 12, 3, 9)):
        st.seats[s].flying, st.seats[s].pos = s != 3, pos
    names = ["Anna", "Bořek", "Cyril", "Dana"]
    items = flight_board(st, names, list(SEAT_COLOURS[:4]))
    texts = [i.text() for i in items if isinstance(i, QGraphicsSimpleTextItem)]
    n = components().track
    assert all(str(k) in texts for k in range(1, n + 1))
    assert "Order of flight" in texts and texts[-3:] == ["1. Bořek", "2. Anna", "3. Cyril"]
    leader = next(i for i in items if isinstance(i, QGraphicsSimpleTextItem) and i.text() == "1. Bořek")
    assert leader.toolTip() == "Leader: Bořek"
    ships = [i for i in items if isinstance(i, QGraphicsPathItem)]
    assert sorted(i.brush().color().name() for i in ships) == sorted(QColor(c).name() for c in SEAT_COLOURS[:3])
    assert "1. Bořek" in ships[0].toolTip() and "13" in ships[0].toolTip()


def test_the_starting_cabin_wears_the_seats_colour(qtbot: Any) -> None:
    """20.9: the ship's colour is the one the legend, log and status bar use."""
    from desktop.galaxy_trucker.tiles import TileItem

    w = _window(qtbot)
    start = [i for i in w.scene.items() if isinstance(i, TileItem) and i.colour]
    assert start and {i.colour for i in start} >= {w.model.colours[0]}


def test_the_face_up_tiles_shrink_to_stay_inside_the_middle(qtbot: Any) -> None:
    from desktop.galaxy_trucker.scene import face_up_grid

    assert face_up_grid(10) == (56.0, 8)
    for count in (40, 80, 120):
        size, per_row = face_up_grid(count)
        rows = -(-count // per_row)
        assert (rows - 1) * (size + 8) + size / 2 <= 294 and (per_row - 1) * (size + 8) + size / 2 <= 476


def test_the_hourglass_dock_gives_its_room_to_the_board_after_building(qtbot: Any) -> None:
    """20.10: the sand is shown while building only."""
    from engine.galaxy_trucker.state import CHECK

    w = _window(qtbot)
    dock = w.scene.hourglass_dock
    assert dock is not None and dock.isVisible()
    w.model.match.state.phase = CHECK
    w.scene.refresh()
    assert not dock.isVisible()
    w.model.match.state.phase = BUILD
    w.scene.refresh()
    assert dock.isVisible()


def test_once_every_human_has_finished_the_bots_need_not_be_waited_for(qtbot: Any) -> None:
    """20.10: a button runs the match clock faster (sand and bots alike) until the bots finish."""
    w = _window(qtbot)
    st = w.model.match.state
    assert not any("×4" in label for label, _ in w.scene.prompt_actions())
    st.seats[0].token = 4  # the human took an order token: finished
    w.scene.refresh()
    labels = dict(w.scene.prompt_actions())
    faster = next(k for k in labels if "×4" in k)
    labels[faster]()
    assert w.model.clock_speed == 4.0
    labels = dict(w.scene.prompt_actions())
    assert "Back to normal time" in labels
    labels["Back to normal time"]()
    assert w.model.clock_speed == 1.0


def test_a_faster_clock_runs_on_from_where_it_stood(qtbot: Any) -> None:
    w = _window(qtbot)
    model = w.model

    class Timer:
        t = 0

        def elapsed(self) -> int:
            return self.t

        def restart(self) -> int:
            self.t = 0
            return 0

    timer = Timer()
    model.clock_source = None
    model._clock, model._clock_running, model._clock_base = timer, True, 1000
    timer.t = 100
    assert model.clock_ms() == 1100
    model.set_clock_speed(4.0)
    assert model.clock_ms() == 1100  # no jump
    timer.t = 100
    assert model.clock_ms() == 1500
    model._clock_running = False


def at_the_check(w: Any) -> None:
    """Every ship built, and the person's with two faulty tiles: an engine with a tile behind its
    exhaust (E3), and a hold joined to the ship only through the engine's east side."""
    from engine.galaxy_trucker.state import CHECK
    from tests.engine.galaxy_trucker.test_flight import ENGINE1B
    from tests.engine.galaxy_trucker.test_ship import PLUG, build

    st = w.model.match.state
    for p in st.seats:
        p.token = p.token or 1
    st.phase = CHECK
    st.seats[0].ship = build(((8, 7), ENGINE1B, 0), ((8, 8), PLUG, 0), ((9, 7), PLUG, 0))
    w._on_changed()


def test_the_ship_check_shows_what_a_removal_would_cut_off(qtbot: Any) -> None:
    """20.10: before a faulty tile is clicked away, the tiles that would fall with it are shown."""
    from PySide6.QtWidgets import QGraphicsSceneHoverEvent

    from desktop.galaxy_trucker.ship_check import FallPreview

    w = _window(qtbot)
    # the tile behind the engine's exhaust is joined to nothing: it falls off anyway, so the engine's
    # removal cuts off the hold alone (the tooltip counted both: "2 tiles")
    at_the_check(w)
    at = w.scene._cell_pos
    engine = next(i for i in w.scene.items() if isinstance(i, FallPreview) and i.pos() == at[(8, 7)])
    assert len(engine.ghosts) == 1 and "1 tile would" in engine.toolTip() and not engine.ghosts[0].isVisible()
    engine.hoverEnterEvent(QGraphicsSceneHoverEvent())
    assert engine.ghosts[0].isVisible()
    assert engine.ghosts[0].pos() == at[(8, 8)]
    engine.hoverLeaveEvent(QGraphicsSceneHoverEvent())
    assert not engine.ghosts[0].isVisible()


CELL_RULE = "Empty: a tile placed here must touch the ship, and its connectors must fit those beside it."
PILE_RULE = "Take one into your hand, then place it on your ship, reserve it or put it back face up."
RESERVE_RULE = "Reserve slot: a tile kept here can be placed later; one still here when building ends is lost."
MIDDLE_RULE = "Face-up tiles: anyone may take one. A tile in hand (not a reserved one) may be put back here, face up."


def _tips(scene: Any) -> list[str]:
    return sorted(i.toolTip() for i in scene.items() if i.toolTip())


def _redraw(w: Any) -> None:
    """Every section of the board drawn again, even if what it shows seems unchanged."""
    for sec in w.scene._sections.values():
        sec.key = None
    w._on_changed()


def test_every_place_on_the_building_board_names_itself_and_never_a_face_down_tile(qtbot: Any) -> None:
    """VISUAL.md: hover on anything shows its name and the rule that matters: an empty ship cell, a
    covered one, the face-down pile (with its cube cost in turns), a reserve slot, the middle."""
    from desktop.galaxy_trucker.tiles import TileBackItem

    w = make_window(qtbot, game="galaxy_trucker", players=3, humans=1, seed=3, options={"build_variant": "robot"})
    w.model.stop()
    scene, st = w.scene, w.model.match.state
    ship = st.seats[0].ship
    assert (6, 7) not in ship.tiles and (7, 7) in ship.tiles  # above the starting cabin, and the cabin
    assert scene.targets[("cell", 6, 7)].toolTip() == "Ship board: row 6, column 7\n" + CELL_RULE
    under = [i for i in scene.items(scene._cell_pos[(7, 7)]) if i.toolTip().startswith("Ship board")]
    assert [i.toolTip() for i in under] == ["Ship board: row 7, column 7"]  # the cabin's own tip lies above
    backs = [i for i in scene.items() if isinstance(i, TileBackItem)]
    assert backs
    pile = f"Face-down tiles: {len(st.warehouse)}\n{PILE_RULE}\nTake a face-down tile (costs 1 cube)"
    assert {i.toolTip() for i in backs} == {pile}
    assert scene.targets[("reserve",)].toolTip() == RESERVE_RULE + "\nReserve the tile (costs 1 cube)"
    assert scene.targets[("middle",)].toolTip() == MIDDLE_RULE
    # which tiles lie face down changes no tooltip: nothing names them
    before = _tips(scene)
    st.warehouse[:] = [st.warehouse[-1]] * len(st.warehouse)
    _redraw(w)
    assert _tips(scene) == before
    # in real time nothing costs cubes
    rt = _window(qtbot)
    rt.model.stop()
    backs = [i for i in rt.scene.items() if isinstance(i, TileBackItem)]
    assert backs[0].toolTip() == f"Face-down tiles: {len(rt.model.match.state.warehouse)}\n{PILE_RULE}"
    assert rt.scene.targets[("reserve",)].toolTip() == RESERVE_RULE


def test_in_flight_the_spaces_and_the_empty_cells_name_themselves(qtbot: Any) -> None:
    from PySide6.QtWidgets import QGraphicsRectItem

    from engine.galaxy_trucker.data import components
    from tests.engine.galaxy_trucker.helpers import fly_on, flying
    from tests.engine.galaxy_trucker.test_flight import HOLD, RIGHT

    st = flying([[(RIGHT, HOLD, 0)], []], ["I-13"])
    fly_on(st)
    w = _flying_window(qtbot, st)
    scene = w.scene
    # after building an empty cell takes no tile: its place only
    assert (6, 7) not in st.seats[0].ship.tiles
    slot = next(i for i in scene.items(scene._cell_pos[(6, 7)]) if i.toolTip())
    assert slot.toolTip() == "Ship board: row 6, column 7"
    rule = "a moving ship skips the spaces other ships stand on."
    spaces = [i for i in scene.items() if isinstance(i, QGraphicsRectItem) and i.toolTip().startswith("Flight")]
    assert sorted(i.toolTip() for i in spaces) == sorted(
        f"Flight board, space {k}: {rule}" for k in range(1, components().track + 1)
    )
    first = next(i for i in spaces if i.toolTip().startswith("Flight board, space 1:"))
    # the printed number lies on the space: the topmost item with a tooltip there is the space
    top = next(i for i in scene.items(first.sceneBoundingRect().center()) if i.toolTip())
    assert top is first


def test_every_cards_goods_stay_on_the_card(qtbot: Any, monkeypatch: Any) -> None:
    """A planet of five goods behind its name ran off the card's right edge. Every card of the game,
    painted at the widths the board and the table use, keeps each cube inside its frame."""
    from PySide6.QtGui import QImage, QPainter

    import desktop.galaxy_trucker.cards as cards_module
    from engine.galaxy_trucker.data import components

    drawn: list[tuple[float, float]] = []
    real = cards_module.goods_cube

    def record(painter: Any, colour: int, centre: Any, size: float, pen: float) -> None:
        drawn.append((centre.x() - size / 2, centre.x() + size / 2))
        real(painter, colour, centre, size, pen)

    monkeypatch.setattr(cards_module, "goods_cube", record)
    image = QImage(400, 600, QImage.Format.Format_ARGB32)
    five = 0
    for card in components().cards:
        for width in (150.0, 190.0):
            item = cards_module.CardItem(card, width)
            drawn.clear()
            painter = QPainter(image)
            painter.translate(200, 300)
            item.paint_content(painter)
            painter.end()
            left, right = -width / 2, width / 2
            assert all(left < a and b < right - 2 for a, b in drawn), (card.id, width, drawn)
            five += any(len(goods) == 5 for kind, _text, goods in item.rows if kind == "goods")
    assert five  # the deck has planets of five goods, the case that ran off


def test_each_power_button_names_its_cannon_and_declare_says_the_strength(qtbot: Any) -> None:
    """Two double cannons and one battery: the buttons read the same ("Double cannon: power it from
    the battery at row 7, column 8", twice), naming the battery and not the cannon; and Declare did
    not say what would be declared."""
    from desktop.common import i18n
    from desktop.galaxy_trucker.labels import action_label
    from engine.galaxy_trucker.actions import Declare, Power
    from engine.galaxy_trucker.data import components
    from engine.galaxy_trucker.rules import GAME
    from tests.engine.galaxy_trucker.helpers import fly_on, flying
    from tests.engine.galaxy_trucker.test_flight import BATTERY_W, CANNON2, HUB, LEFT, RIGHT

    i18n.set_language("en")
    other = next(
        t.index
        for t in components().tiles
        if t.kind == "cannon" and t.double and t.connectors[2] == 1 and t.index != CANNON2
    )
    ship = [((6, 7), CANNON2, 0), (LEFT, HUB, 0), ((6, 6), other, 0), (RIGHT, BATTERY_W, 0)]
    st = flying([ship, []], ["I-08"])
    fly_on(st)
    assert st.cs.step == "fire"
    legal = GAME.legal_actions(st, 0)
    powers = [a for a in legal if isinstance(a, Power)]
    labels = [action_label(st, 0, a) for a in powers]
    assert len(powers) == 2 and len(set(labels)) == 2
    assert all("row 6" in label and label.endswith("row 7, column 8") for label in labels)
    assert action_label(st, 0, Declare()) == "Declare firepower 0"
    # and the prompt says what the card asks ("Smugglers: your decision." before)
    from desktop.galaxy_trucker.labels import prompt_line

    assert prompt_line(st, 0, legal) == (
        "Smugglers: power double cannons with batteries if you wish, then declare the firepower. "
        f"Their firepower: {components().cards[st.cs.card].get('firepower')}."  # what there is to beat
    )


def test_the_prompt_is_quiet_once_the_game_is_over(qtbot: Any) -> None:
    """After the last round the prompt kept saying "Ostatní se rozhodují." (the others are deciding)."""
    from desktop.galaxy_trucker.labels import prompt_line
    from engine.galaxy_trucker.rules import GAME
    from engine.galaxy_trucker.state import OVER

    st = GAME.new_game(2, 1)
    assert prompt_line(st, 0, []) != ""  # building: it says what to do
    st.phase = OVER
    assert prompt_line(st, 0, []) == ""


def test_the_last_turns_of_building_in_turns_are_announced(qtbot: Any) -> None:
    """Building in turns, once somebody has finished the others have three turns left with smaller
    refills; nothing said so, the prompt only gave the cubes of this turn."""
    from desktop.common import i18n
    from desktop.galaxy_trucker.labels import prompt_line
    from engine.galaxy_trucker.rules import GAME

    i18n.set_language("en")
    st = GAME.new_game(2, 1, {"build_variant": "robot"})
    seat = GAME.to_act(st)[0]
    assert "last turn" not in prompt_line(st, seat, GAME.legal_actions(st, seat))
    st.seats[seat].final_turns = 2
    assert prompt_line(st, seat, GAME.legal_actions(st, seat)).endswith(
        "Somebody has finished: 2 last turns left for you, each adding 6 cubes."
    )


def test_building_in_turns_with_no_tile_to_take_says_to_pass_or_finish(qtbot: Any) -> None:
    """With 0 cubes left the prompt still said "Take a tile, then drag it…" beside the only answers,
    Finish and Pass."""
    from desktop.galaxy_trucker.labels import prompt_line
    from engine.galaxy_trucker.rules import GAME

    st = GAME.new_game(2, 1, {"build_variant": "robot"})
    seat = GAME.to_act(st)[0]
    legal = GAME.legal_actions(st, seat)
    assert any(isinstance(a, TakeHidden) for a in legal)
    assert prompt_line(st, seat, legal).startswith("Take a tile, then drag it")
    st.seats[seat].cubes = 0
    legal = GAME.legal_actions(st, seat)
    assert not any(isinstance(a, TakeHidden) for a in legal)
    assert prompt_line(st, seat, legal).startswith(
        "No tile can be taken with the cubes left this turn: pass, or finish your ship."
    )
    other = 1 - seat  # another seat's turn: nothing to do but wait (not "pass, or finish")
    assert GAME.legal_actions(st, other) == [] and prompt_line(st, other, []) == "The others are deciding."


def test_mission_tiles_lie_beside_the_reserve_not_in_it(qtbot: Any) -> None:
    """A mission's tiles beside the board "are not reserved tiles and take no reserve slot" (8.2):
    they were drawn in the reserve's slots, over the place a tile is dropped to reserve it."""
    from PySide6.QtWidgets import QGraphicsRectItem

    from desktop.galaxy_trucker.tiles import TileItem

    w = make_window(qtbot, game="galaxy_trucker", players=2, options={"mission": "M1", "build_variant": "robot"})
    w.model.stop()
    st = w.model.match.state
    bay = st.seats[0].bay
    assert bay and not st.seats[0].reserve
    scene = w.scene
    slot = scene.targets[("reserve",)]
    assert isinstance(slot, QGraphicsRectItem)
    slots_right = max(
        i.sceneBoundingRect().right()
        for i in scene.items()
        if isinstance(i, QGraphicsRectItem) and i.toolTip() == slot.toolTip()
    )
    tiles = [i for i in scene.items() if isinstance(i, TileItem) and i.tile in bay]
    assert len(tiles) == len(bay) and all(t.sceneBoundingRect().left() > slots_right for t in tiles)
    assert "Mission tiles" in [i.text() for i in scene.items() if hasattr(i, "text") and callable(i.text)]


def test_an_artifacts_dead_zone_is_drawn_and_told(qtbot: Any) -> None:
    """A mission's artifact kills its row or column (a cross: both); nothing showed it, and a player
    took off with the starting cabin silenced and learned of it only by giving up."""
    from PySide6.QtWidgets import QGraphicsRectItem

    import engine.galaxy_trucker.ship as sh
    from engine.galaxy_trucker.data import components
    from tests.engine.galaxy_trucker.test_ship import build

    w = _window(qtbot)
    artifact = next(t.index for t in components().tiles if t.dead_zone == "cross")
    st = w.model.match.state
    st.seats[0].ship = build(((6, 7), artifact, 0))
    w.scene.refresh()
    rows, cols = sh.dead_lines(st.seats[0].ship)
    assert 6 in rows and 7 in cols
    at = w.scene._cell_pos
    hatched = {
        cell
        for cell, centre in at.items()
        for i in w.scene.items(centre)
        if isinstance(i, QGraphicsRectItem) and i.brush().style() == Qt.BrushStyle.BDiagPattern
    }
    assert hatched == {cell for cell in at if cell[0] in rows or cell[1] in cols}
    slot_tips = [i.toolTip() for i in w.scene.items(at[(9, 7)]) if i.toolTip().startswith("Ship board")]
    assert slot_tips and "Dead zone of an artifact" in slot_tips[0]


def test_a_hint_rings_the_tile_in_hand_and_its_cell_turned_as_hinted_until_it_is_placed(qtbot: Any) -> None:
    """H showed "Hint: the highlighted move." and lit nothing on the board: Galaxy Trucker had no
    rings of its own. Now the tile in hand and the cell are ringed and the tile turns as the hint
    places it (Enter places it so); the rings stay through the bots' building while the move can be
    made, and go once it is made."""
    w = _window(qtbot)
    scene = w.scene
    w.model.stop()
    _take(w)
    place = next(a for a in w.model.match.legal_actions(0) if isinstance(a, Place) and a.rotation == 1)
    w._show_hint(place)
    assert scene.turn == 1
    rings = [r.sceneBoundingRect() for r in scene._hint_items]
    hand = scene.pieces[("hand",)].sceneBoundingRect()
    cell = scene._cell_pos[(place.row, place.col)]
    assert len(rings) == 2
    assert any(r.intersects(hand) for r in rings)
    assert any(r.contains(cell) for r in rings)
    assert w.statusBar().currentMessage() == "Hint: P1 builds a tile onto the ship (lit on the board)."  # in words
    w.model.match.apply(1, w.model.stamped(TakeHidden(0)))  # a rival builds meanwhile
    w._on_changed()
    assert len(scene._hint_items) == 2
    w._human_action(w.model.stamped(place))
    assert scene._hint_items == [] and w.model.match.state.seats[0].ship.tiles[(place.row, place.col)][1] == 1


def test_a_hint_at_the_check_rings_the_tile_to_remove(qtbot: Any) -> None:
    from engine.galaxy_trucker.actions import RemoveTile

    w = _window(qtbot)
    w.model.stop()
    at_the_check(w)
    scene = w.scene
    remove = next(a for a in w.model.match.legal_actions(0) if isinstance(a, RemoveTile))
    w._show_hint(remove)
    cell = scene._cell_pos[(remove.row, remove.col)]
    assert [r.sceneBoundingRect().contains(cell) for r in scene._hint_items] == [True]


def test_goods_owed_without_goods_ask_for_batteries(qtbot: Any) -> None:
    """Smugglers won against a ship with no goods: the batteries go instead. The prompt asked "give up
    1 more good, the most valuable first" over buttons that only gave batteries."""
    from desktop.common import i18n
    from desktop.galaxy_trucker.labels import prompt_line
    from engine.galaxy_trucker.actions import Declare, LoseBattery
    from engine.galaxy_trucker.rules import GAME
    from tests.engine.galaxy_trucker.helpers import fly_on, flying, twin
    from tests.engine.galaxy_trucker.test_flight import BATTERY_W, CANNON2, LEFT, RIGHT

    i18n.set_language("en")
    ship = [((6, 7), CANNON2, 0), (RIGHT, BATTERY_W, 0), (LEFT, twin(BATTERY_W), 2)]
    st = flying([ship, []], ["I-08"])
    fly_on(st)
    GAME.apply(st, 0, Declare())  # firepower 0 against 4: two goods owed, and there are none
    legal = GAME.legal_actions(st, 0)
    assert st.cs.step == "lose_goods" and legal and all(isinstance(a, LoseBattery) for a in legal)
    assert st.cs.owed == 2
    assert prompt_line(st, 0, legal) == (
        "Smugglers: you have no goods left, so 2 more batteries go instead: choose which."
    )


def test_accept_says_what_the_card_gives_and_takes(qtbot: Any) -> None:
    """ "Abandoned ship: your decision." came with Accept and Decline only: the crew it costs, the
    credits and the days lost were only on the card's picture."""
    from desktop.common import i18n
    from desktop.galaxy_trucker.labels import accept_label
    from engine.galaxy_trucker.data import components

    i18n.set_language("en")
    cards = {c.type: c for c in reversed(components().cards)}  # the first card of each type
    ship = cards["abandoned_ship"]
    crew, credits, days = ship.get("crew_cost"), ship.get("credits"), ship.get("days_lost")
    assert accept_label(ship) == (
        f"Accept: give up {crew} crew member{'s' * (crew > 1)}, +{credits} credit{'s' * (credits > 1)}, "
        f"lose {days} flight day{'s' * (days > 1)}"
    )
    station = cards["abandoned_station"]
    assert accept_label(station).startswith("Accept: load goods: ")
    assert accept_label(cards["slavers"]).startswith(f"Accept: +{cards['slavers'].get('reward_credits')} credits")
    assert accept_label(cards["open_space"]) == "Accept"


def test_a_shot_from_the_front_flies_below_the_rounds_header(qtbot: Any) -> None:
    """A shot from the front in a left-hand column crossed "Etapa 1 z 3" (its arrow ran through the 3)."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from desktop.galaxy_trucker.cards import DiceItem, ProjectileItem
    from tests.engine.galaxy_trucker.helpers import fly_on, flying
    from tests.engine.galaxy_trucker.test_flight import BATTERY_W, CANNON1, LEFT, RIGHT, SHIELD_W, forced

    st = flying([[((6, 7), CANNON1, 0), (RIGHT, BATTERY_W, 0), (LEFT, SHIELD_W, 3)], []], ["I-20"])
    fly_on(st, forced(6))  # a light shot from the front on column 6, under the header
    w = _flying_window(qtbot, st)
    scene = w.scene
    header = next(i for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem) and i.text() == "Round 1 of 3")
    shot = next(i for i in scene.items() if isinstance(i, ProjectileItem))
    dice = next(i for i in scene.items() if isinstance(i, DiceItem))
    assert shot.pos().x() == scene._cell_pos[(6, 6)].x()  # above column 6
    for item in (shot, dice):
        assert not item.sceneBoundingRect().intersects(header.sceneBoundingRect())


def test_a_faulty_tile_names_each_fault_once_and_the_neighbour_it_does_not_fit(qtbot: Any) -> None:
    """A red tile's tooltip read "The connectors do not fit." four times (once per bad joint), and a
    cannon blocked twice said so twice, never saying where."""
    from desktop.galaxy_trucker.labels import fault_lines

    faults = [
        sh.Fault("E1", ((5, 5), (5, 6))),
        sh.Fault("E1", ((4, 5), (5, 5))),
        sh.Fault("E4", ((5, 5), (4, 5))),
        sh.Fault("E4", ((5, 5), (4, 5))),
        sh.Fault("E5", ((5, 5),)),
    ]
    lines = fault_lines(faults)
    assert lines[(5, 5)] == [
        "The connectors do not fit the tile on its right.",
        "The connectors do not fit the tile above.",
        "The space in front of a cannon must be empty.",
        "Not joined to the starting cabin.",
    ]
    assert lines[(5, 6)] == ["The connectors do not fit the tile on its left."]
    assert lines[(4, 5)] == [
        "The connectors do not fit the tile below.",
        "The space in front of a cannon must be empty.",
    ]


def test_an_enemys_days_are_the_price_of_its_reward_not_of_a_defeat(qtbot: Any) -> None:
    """Pirates, smugglers and slavers listed "flight days −2" at the foot of "Lose to them:", as if a
    defeat cost days; the days are what taking the reward costs (RULES 6.3), so they stand under
    "Beat them:"."""
    from desktop.galaxy_trucker.cards import card_rows
    from engine.galaxy_trucker.data import components

    enemies = [c for c in components().cards if c.type in ("smugglers", "slavers", "pirates")]
    assert enemies
    for card in enemies:
        texts = [text for _, text, _ in card_rows(card)]
        days = [k for k, (kind, _, _) in enumerate(card_rows(card)) if kind == "days"]
        assert len(days) == 1, card.id
        assert texts.index("Beat them:") < days[0] < texts.index("Lose to them:"), (card.id, texts)


def test_a_powered_double_engine_shines_as_a_powered_cannon_does(qtbot: Any) -> None:
    """Powered cannons glow; a powered double engine lost its light and looked like an unpowered one
    (only the number on "Declare engine power" changed)."""
    from desktop.galaxy_trucker.scene import FIRING, READY
    from tests.engine.galaxy_trucker.helpers import fly_on, flying
    from tests.engine.galaxy_trucker.test_flight import BATTERY_W, ENGINE1, ENGINE2, RIGHT

    st = flying([[((8, 7), ENGINE2, 0), (RIGHT, BATTERY_W, 0)], [((8, 7), ENGINE1, 0)]], ["I-09"])
    fly_on(st)
    assert st.cs.step == "engine"
    w = _flying_window(qtbot, st)
    assert w.scene._lit.get((8, 7)) == READY  # may be powered
    st.cs.powered_engines = 1  # powered (the declaration still to come)
    w._on_changed()
    assert w.scene._lit.get((8, 7)) == FIRING


def test_a_planets_button_says_what_landing_costs(qtbot: Any) -> None:
    """ "Land on planet 2 (green, blue)" left out the flight days landing costs, where the abandoned
    station's button says "…, lose 1 flight day"."""
    from desktop.galaxy_trucker.labels import action_label
    from engine.galaxy_trucker.actions import Accept
    from engine.galaxy_trucker.data import components
    from tests.engine.galaxy_trucker.helpers import fly_on, flying
    from tests.engine.galaxy_trucker.test_flight import HOLD, RIGHT

    st = flying([[(RIGHT, HOLD, 0)], []], ["I-13"])
    fly_on(st)
    days = components().cards[st.cs.card].get("days_lost")
    assert days
    label = action_label(st, 0, Accept(0))
    assert label.startswith("Land on planet 1 (") and label.endswith(
        f"; lose {days} flight day{'s' if days > 1 else ''})"
    )


def test_a_planet_landed_on_shows_on_the_card(qtbot: Any) -> None:
    """The seed puts the lander's ship on its planet; the card on the board showed planets 1–4 alike
    after a landing, and planet 1 only vanished from the next player's buttons."""
    from desktop.galaxy_trucker.cards import CardItem
    from engine.galaxy_trucker.actions import Accept, DoneLoading
    from tests.engine.galaxy_trucker.helpers import act, fly_on, flying, twin
    from tests.engine.galaxy_trucker.test_flight import HOLD, RIGHT

    st = flying([[(RIGHT, HOLD, 0)], [(RIGHT, twin(HOLD), 0)]], ["I-13"])
    fly_on(st)
    act(st, 0, Accept(0))
    act(st, 0, DoneLoading())
    assert st.cs.taken[0] == 0
    w = _flying_window(qtbot, st)
    [card] = [i for i in w.scene.items() if isinstance(i, CardItem)]
    name = w.model.names[0]
    assert card.taken[0] == (w.model.colours[0], name) and all(c == ("", "") for c in card.taken[1:])
    assert f"Planet 1: {name} has landed here" in card.toolTip()


def test_a_click_on_a_tile_that_cannot_be_powered_says_why(qtbot: Any) -> None:
    """While the prompt asks to power double cannons, a click on the structure, the cabin or the
    battery first did nothing and said nothing; the engine's reason is said now."""
    from tests.engine.galaxy_trucker.helpers import fly_on, flying
    from tests.engine.galaxy_trucker.test_flight import BATTERY_W, CANNON2, HUB, LEFT, RIGHT

    ship = [((6, 7), CANNON2, 0), (LEFT, HUB, 0), (RIGHT, BATTERY_W, 0)]
    st = flying([ship, []], ["I-08"])
    fly_on(st)
    assert st.cs.step == "fire"
    w = _flying_window(qtbot, st)
    before = len(w.model.match.records)
    for cell in (LEFT, RIGHT, (7, 7)):
        w.statusBar().clearMessage()
        click(qtbot, w.page.view, w.scene._cell_pos[cell])
        assert len(w.model.match.records) == before
        assert w.statusBar().currentMessage() == w.model.explain(0, Power(*cell, *RIGHT)), cell
        assert w.statusBar().currentMessage()


def test_declaring_no_engine_strength_in_open_space_says_it_ends_the_flight(qtbot: Any) -> None:
    """ "Declare engine strength 0" did not say that in open space it takes the ship out of the flight."""
    from desktop.galaxy_trucker.labels import action_label
    from engine.galaxy_trucker.actions import Declare
    from tests.engine.galaxy_trucker.helpers import act, fly_on, flying
    from tests.engine.galaxy_trucker.test_flight import BATTERY_W, ENGINE1, ENGINE2, RIGHT

    st = flying([[((8, 7), ENGINE2, 0), (RIGHT, BATTERY_W, 0)], [((8, 7), ENGINE1, 0)]], ["I-09"])
    fly_on(st)
    assert st.cs.step == "engine"
    assert action_label(st, 0, Declare()) == "Declare engine strength 0 — you leave the flight"
    act(st, 0, Power(8, 7, *RIGHT))  # (the last battery: declared at once)
    assert st.seats[0].pos == 2


def test_the_give_up_button_says_what_giving_up_costs(qtbot: Any) -> None:
    """The button "Give up the flight" alone left a new player guessing what it costs: its tooltip tells the
    rulebook's consequences (no more cards, no arrival, best-looking or mission reward, goods at half
    price, lost tiles still paid); "Fly on" needs none, and a greyed-out decision keeps its reason."""
    from engine.galaxy_trucker.actions import FlyOn, GiveUp
    from tests.engine.galaxy_trucker.helpers import flying
    from tests.engine.galaxy_trucker.test_flight import HOLD, RIGHT

    st = flying([[(RIGHT, HOLD, 0)], []], ["I-13"])  # the window before the first card stays open
    w = _flying_window(qtbot, st)
    page = w.page
    actions = [action for action in page._actions]
    assert GiveUp() in actions and FlyOn() in actions
    give_up = page._controls[actions.index(GiveUp())]
    tip = give_up.toolTip()
    assert "no reward for arriving" in tip and "mission" in tip and "half" in tip and "lost tiles" in tip
    assert page._controls[actions.index(FlyOn())].toolTip() == ""


def test_the_sand_stands_while_a_dialog_the_person_opened_is_up(qtbot: Any) -> None:
    """Settings opened mid-build (to change the language) let the sand run on behind it: a second of
    game clock for each second in the dialog, building time lost by a person who could not build. The
    match clock stands while a modal dialog is up and goes on from there when it closes."""
    from PySide6.QtWidgets import QDialog

    w = make_window(qtbot, game="galaxy_trucker", players=4, humans=1, seed=3)
    model = w.model
    qtbot.waitUntil(lambda: model.clock_ms() > 200)
    dialog = QDialog(w)
    dialog.setModal(True)
    dialog.show()
    qtbot.wait(60)  # a tick sees it
    stood = model.clock_ms()
    qtbot.wait(400)
    assert model.clock_ms() == stood
    dialog.close()
    qtbot.waitUntil(lambda: model.clock_ms() > stood + 100)
    assert model.clock_ms() < stood + 2_000  # on from where it stood, not from the wall clock


def test_declaring_firepower_comes_before_the_cannons_to_charge(qtbot: Any) -> None:
    """With a dozen charges to choose from, "Declare firepower" came thirteenth: under More, with no Alt
    key. The step's way out comes first, as "Done loading" does."""
    from engine.galaxy_trucker.actions import Declare, Power
    from tests.engine.galaxy_trucker.helpers import fly_on, flying, twin
    from tests.engine.galaxy_trucker.test_flight import BATTERY_W, CANNON1, CANNON2, LEFT, RIGHT

    ships = [[((6, 7), CANNON2, 0), (RIGHT, BATTERY_W, 0), (LEFT, twin(BATTERY_W), 2)], [((6, 7), CANNON1, 0)]]
    st = flying(ships, ["I-08"])
    fly_on(st)
    assert st.cs.step == "fire"
    w = _flying_window(qtbot, st)
    actions = [a for _, a in w.scene.prompt_actions()]
    assert isinstance(actions[0], Declare) and all(isinstance(a, Power) for a in actions[1:]) and len(actions) > 2


def test_the_sand_running_out_during_a_drag_leaves_the_bar_asking_the_question_of_now(qtbot: Any) -> None:
    """The last sand ran out while a tile was carried: the board went to the ship check at the drop,
    but the prompt bar kept "Drag the tile…" with "Turn the tile (R)" (the window had set it while the
    board held its redraw), and nothing changed it again while the person alone had to act."""
    from engine.galaxy_trucker.state import CHECK

    w, here = _carry_the_hand(qtbot)
    scene, model, vp = w.scene, w.model, w.page.view.viewport()
    st = model.match.state
    st.seats[0].hand = -1  # the sand ran out: the tile in hand went back, every ship goes to the check
    for p in st.seats:
        p.token = p.token or 1
    st.phase = CHECK
    model.changed.emit()
    assert scene._stale and w.page.prompt.text().startswith("Drag the tile")  # set while the tile is carried
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=here)
    assert scene._dragging is None and not scene._stale
    assert w.page.prompt.text() == scene.prompt_text() and not w.page.prompt.text().startswith("Drag the tile")
    assert w.page._labels == [label for label, _ in scene.prompt_actions()]


def test_a_pile_a_tile_or_a_full_reserve_that_takes_nothing_now_says_why(qtbot: Any) -> None:
    """With a tile in hand, a click on the face-down pile or a face-up tile did nothing, as did a press
    on a welded tile; a drop on a full reserve said "Drop it on one of the lit spaces.". Each says the
    engine's reason: a tile is held already, only the tile placed last moves, both slots are taken."""
    from engine.galaxy_trucker.actions import Reserve

    w = _window(qtbot)
    model, scene, view = w.model, w.scene, w.page.view
    model.stop()
    st = model.match.state
    _take(w)
    st.face_up.append(st.warehouse.pop())
    w._on_changed()
    held = model.explain(0, model.stamped(TakeHidden(0)))
    assert held and "hold a tile already" in held
    from desktop.galaxy_trucker.tiles import TileBackItem, TileItem

    up = st.face_up[-1]
    pile = [i for i in scene.items() if isinstance(i, TileBackItem) and id(i) in scene._inert]
    face = [i for i in scene.items() if isinstance(i, TileItem) and i.tile == up and id(i) in scene._inert]
    assert pile and face
    for item in (pile[-1], face[0]):
        w.statusBar().clearMessage()
        click(qtbot, view, item.sceneBoundingRect().center())
        assert w.statusBar().currentMessage() == held
    for _ in range(2):  # both reserve slots filled
        assert model.try_apply(0, model.stamped(Reserve(0)))
        _take(w)
    scene.refresh()
    assert "both reserve slots are taken" in scene.prompt_text()  # the prompt offered a slot
    drag(qtbot, view, scene.pieces[("hand",)].scenePos(), scene.targets[("reserve",)].sceneBoundingRect().center())
    assert (
        w.statusBar().currentMessage()
        == model.explain(0, model.stamped(Reserve(0)))
        != "Drop it on one of the lit spaces."
    )


def test_a_finished_player_is_asked_to_turn_the_glass_the_sand_waits_for(qtbot: Any) -> None:
    """Manual flips: with the sand run out on 2, a finished player was told to "wait for the others and
    the sand", while the glass said "turn it!" and waited for a hand (his may turn it too)."""
    from engine.galaxy_trucker.actions import Flip

    w = _window(qtbot, hourglass_flips="manual")
    w.model.stop()
    st = w.model.match.state
    st.seats[0].token, st.ran_out, st.hourglass = 1, True, 2
    w._on_changed()
    assert any(isinstance(a, Flip) for a in w.model.match.legal_actions(0))
    assert (
        w.scene.prompt_text() == "Your ship is finished, and the sand has run out: turn the hourglass for the others."
    )


def test_a_tile_dropped_after_building_ended_says_building_is_over_not_wait_for_your_turn(qtbot: Any) -> None:
    """The sand ran out while a tile was carried and the person's ship needed no check: the drop on a
    cell lit at the start of the drag said "Wait for your turn.", as if building went on for others.
    It says what happened: building is over."""
    from engine.galaxy_trucker.state import CHECK

    w, _ = _carry_the_hand(qtbot)
    scene, model, view = w.scene, w.model, w.page.view
    cell = next(k for k, a in scene._legal.items() if isinstance(a, Place))
    st = model.match.state
    st.seats[0].hand = -1
    for p in st.seats:
        p.token = p.token or 1
    st.phase = CHECK
    st.seats[0].checked = True  # nothing to mend: the others check, the person waits
    model.changed.emit()
    assert 0 not in model.match.to_act()
    records = len(model.match.records)
    qtbot.mouseMove(view.viewport(), pos=view.mapFromScene(scene.target_path(cell).boundingRect().center()))
    qtbot.mouseRelease(
        view.viewport(),
        Qt.MouseButton.LeftButton,
        pos=view.mapFromScene(scene.target_path(cell).boundingRect().center()),
    )
    assert len(model.match.records) == records
    assert w.statusBar().currentMessage() == "Building is over."


def test_a_planet_landed_on_shows_its_landers_marker_at_once(qtbot: Any) -> None:
    """The seed: the lander "položí tam svoji druhou figurku lodi", so the next player sees which
    planets are taken. The flight board was redrawn only when a ship moved, so the marker came only
    once the lander lost its days; the card said nothing while the others chose."""
    from engine.galaxy_trucker.actions import Accept
    from tests.engine.galaxy_trucker.helpers import fly_on, flying
    from tests.engine.galaxy_trucker.test_flight import HOLD, RIGHT

    st = flying([[(RIGHT, HOLD, 0)], []], ["I-13"])
    fly_on(st)
    w = _flying_window(qtbot, st)

    def markers() -> tuple[Any, ...]:
        cards = [i for i in w.scene.items() if type(i).__name__ == "CardItem"]
        assert len(cards) == 1
        return tuple(cards[0].taken)

    assert all(not colour for colour, _ in markers())
    assert w.model.try_apply(0, Accept(0))  # planet 1
    assert w.model.match.state.cs.taken[0] == 0
    assert markers()[0] == (w.model.colours[0], w.model.board_names[0])


def test_the_pile_says_the_reason_of_now_after_the_hand_was_emptied(qtbot: Any) -> None:
    """Robot build: take, reserve, take, reserve, take, place: the hand is empty and no cube is
    left. Pressing the face-down pile said "You hold a tile already…", the reason of a moment
    before, as the pile was not redrawn: it says the engine's reason of now."""
    from engine.galaxy_trucker.actions import Reserve

    w = make_window(qtbot, game="galaxy_trucker", players=3, humans=3, seed=5, options={"build_variant": "robot"})
    model, scene = w.model, w.scene
    model.stop()
    for _ in range(2):
        assert model.try_apply(0, model.stamped(TakeHidden(0)))
        assert model.try_apply(0, model.stamped(Reserve(0)))
    assert model.try_apply(0, model.stamped(TakeHidden(0)))
    place = next(a for a in model.match.legal_actions(0) if isinstance(a, Place))
    assert model.try_apply(0, place)
    p = model.match.state.seats[0]
    assert p.hand == -1 and p.cubes == 0 and 0 in model.match.to_act()
    from desktop.galaxy_trucker.tiles import TileBackItem

    pile = [i for i in scene.items() if isinstance(i, TileBackItem) and id(i) in scene._inert]
    assert pile
    w.statusBar().clearMessage()
    click(qtbot, w.page.view, pile[-1].sceneBoundingRect().center())
    assert w.statusBar().currentMessage() == "Not enough cubes: that needs 1, you have 0."


def test_r_turns_the_tile_placed_last_on_to_the_next_turn_a_strict_check_allows(qtbot: Any) -> None:
    """With `build_validation=strict` a cargo hold placed at (7, 8) may stand at 0 or 3 turns. R tried
    only the next turn (1), refused, and so did nothing, without a word, however often pressed:
    turn 3 could not be reached. R goes on to the next turn that may stand."""
    from engine.galaxy_trucker.actions import Adjust

    w = make_window(
        qtbot,
        game="galaxy_trucker",
        players=3,
        humans=3,
        seed=3,
        options={"build_variant": "robot", "build_validation": "strict"},
    )
    model, scene, view = w.model, w.scene, w.page.view
    model.stop()
    assert model.try_apply(0, model.stamped(TakeHidden(0)))
    scene.refresh()
    cell = next(k for k in scene.legal_targets(("hand",)) if k[0] == "cell")
    assert model.try_apply(0, scene.legal_targets(("hand",))[cell])
    p = model.match.state.seats[0]
    start = p.ship.tiles[p.last][1]
    fits = {a.rotation for a in model.match.legal_actions(0) if isinstance(a, Adjust) and (a.row, a.col) == p.last}
    assert (start + 1) % 4 not in fits and fits - {start}  # the next turn is refused, another one stands
    seen = {start}
    for _ in range(4):
        qtbot.keyClick(view.viewport(), Qt.Key.Key_R)
        seen.add(model.match.state.seats[0].ship.tiles[p.last][1])
    assert fits | {start} <= seen


@pytest.mark.parametrize("answer", ["give", "stay"])
def test_giving_up_the_flight_is_asked_once_more(qtbot: Any, monkeypatch: Any, answer: str) -> None:
    """Each person answers "Fly on" or "Give up the flight" before every card, the two buttons side by
    side; a slip ended the round, and the card the answer revealed left nothing to undo. The give-up
    button asks once more, "Fly on" being the default."""
    from PySide6.QtWidgets import QMessageBox

    import desktop.galaxy_trucker.prompts as prompts
    from engine.galaxy_trucker.actions import FlyOn, GiveUp
    from tests.engine.galaxy_trucker.helpers import flying
    from tests.engine.galaxy_trucker.test_flight import HOLD, RIGHT

    st = flying([[(RIGHT, HOLD, 0)], []], ["I-13"])
    w = _flying_window(qtbot, st)
    w._no_dialogs = False
    asked: list[str] = []

    def answered(box: QMessageBox) -> int:
        asked.append(box.text())
        assert box.defaultButton().text() == "Fly on"
        wanted = "Give up the flight" if answer == "give" else "Fly on"
        chosen = next(b for b in box.buttons() if b.text() == wanted)
        monkeypatch.setattr(box, "clickedButton", lambda: chosen)
        return 0

    monkeypatch.setattr(prompts, "ask_once", answered)
    page = w.page
    records = len(w.model.match.records)
    page._pressed(list(page._actions).index(GiveUp()))
    assert asked == ["Give up the flight? It cannot be taken back."]
    if answer == "give":
        assert len(w.model.match.records) == records + 1
        assert w.model.match.records[-1].action == GiveUp()
    else:
        assert len(w.model.match.records) == records and FlyOn() in w.model.match.legal_actions(0)


def test_the_other_ships_show_their_crew_and_goods_and_everyone_their_lost_tiles(qtbot: Any) -> None:
    """On the table every ship lies open: its crew, batteries and goods, and the tiles each player has
    lost. The other ships were drawn bare (nobody could judge a combat zone's "fewest crew"), and no
    lost tile was counted anywhere until the round's results."""
    from desktop.galaxy_trucker.overview import CELL
    from desktop.galaxy_trucker.tiles import TileItem
    from engine.galaxy_trucker.data import GREEN
    from tests.engine.galaxy_trucker.helpers import flying
    from tests.engine.galaxy_trucker.test_flight import HOLD, RIGHT

    st = flying([[(RIGHT, HOLD, 0)], [(RIGHT, HOLD, 0)]], ["I-13"])
    rival = st.seats[1]
    rival.ship.goods[RIGHT] = (GREEN,)
    rival.lost = [rival.ship.tiles[RIGHT][0]] * 2
    w = _flying_window(qtbot, st)
    own = CELL - 6
    small = [i for i in w.scene.items() if isinstance(i, TileItem) and i.size != own and i.contents]
    assert any(i.contents.get("goods") == [GREEN] for i in small)
    assert any(i.contents.get("humans") for i in small)  # the rival's crew in his cabins
    header = [i.text() for i in w.scene.items() if hasattr(i, "text") and "credit" in str(i.text())]
    assert any(line.endswith("2 tiles lost") for line in header), header


def test_a_shot_keeps_clear_of_the_printed_numbers_and_in_sight(qtbot: Any) -> None:
    """A meteor from the left was drawn over that side's printed row numbers (the line the dice
    named was the one hidden), and a line off the board (a 2 or a 3 beside a small ship) was drawn
    outside the scene, unseen: every line of both dice, from every side, is drawn in the scene, and
    its arrow and dice lie beside the numbers."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from desktop.galaxy_trucker.cards import DiceItem, ProjectileItem
    from engine.galaxy_trucker.data import components
    from engine.galaxy_trucker.state import Fired
    from tests.engine.galaxy_trucker.helpers import fly_on, flying
    from tests.engine.galaxy_trucker.test_flight import BATTERY_W, CANNON1, LEFT, RIGHT, SHIELD_W, forced

    st = flying([[((6, 7), CANNON1, 0), (RIGHT, BATTERY_W, 0), (LEFT, SHIELD_W, 3)], []], ["I-20"])
    fly_on(st, forced(7))
    w = _flying_window(qtbot, st)
    scene = w.scene
    board = components().boards[st.seats[0].ship.board]
    printed = {str(n) for n in range(min(board.rows[0], board.cols[0]), max(board.rows[1], board.cols[1]) + 1)}
    from desktop.galaxy_trucker.scene import BOARD_X, CELL

    edge = BOARD_X + (board.cols[1] - board.cols[0] + 1) * CELL  # the ship's right side
    numbers = [
        i
        for i in scene.items()
        if isinstance(i, QGraphicsSimpleTextItem) and i.text() in printed and i.sceneBoundingRect().right() < edge
    ]
    assert len(numbers) == (board.rows[1] - board.rows[0] + 1) + (board.cols[1] - board.cols[0] + 1)
    for frm in ("left", "right", "front", "rear"):
        for line in range(2, 13):
            st.cs.fired[-1] = Fired(0, "small_meteor", frm, line // 2, line - line // 2, None, "miss")
            st.cs.step = "run"
            w._on_changed()
            shown = [i for i in scene.items() if isinstance(i, (ProjectileItem, DiceItem))]
            assert len(shown) == 2
            for item in shown:
                where = (frm, line, type(item).__name__)
                assert scene.sceneRect().contains(item.sceneBoundingRect()), where
                for number in numbers:
                    assert not item.sceneBoundingRect().intersects(number.sceneBoundingRect()), (*where, number.text())
