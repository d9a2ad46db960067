"""What a new Galaxy Trucker player ran into (a beginner's review, 2026-12): a drag off the face-down
pile did nothing and said nothing, a cube cost read like the cubes left, the first crew loss asked for
"more", and an old refusal stood in the status bar while a tile was carried."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QGraphicsView

import desktop.games as games
from desktop.common import i18n
from desktop.common.colours import SEAT_COLOURS
from desktop.main_window import MainWindow
from desktop.settings import Settings
from engine.core.match import Match, Seat
from engine.galaxy_trucker.actions import LoseCrew, LoseGoods, Place, TakeHidden
from tests.desktop.helpers import click, drag, make_window

START = (7, 7)  # the starting cabin of the class I board
ABOVE = (6, 7)  # the empty cell above it


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    games.SCENES.setdefault("galaxy_trucker", "desktop.galaxy_trucker.scene:GalaxyTruckerScene")
    i18n.set_language("en")
    yield


def _window(qtbot: Any, **options: Any) -> Any:
    """One human against a bot, seed 7, the bot stopped and the clock at 0."""
    w = make_window(qtbot, game="galaxy_trucker", players=2, humans=1, seed=7, options=options)
    w.model.clock_source = lambda: 0
    w.model.stop()
    return w


def _centre(item: Any) -> QPointF:
    return item.sceneBoundingRect().center()


def _pile(w: Any) -> QPointF:
    """The face-down pile (its tiles' backs: the pile is the only thing drawn so)."""
    from desktop.galaxy_trucker.tiles import TileBackItem

    backs = [i for i in w.scene.items() if isinstance(i, TileBackItem)]
    assert backs
    return _centre(max(backs, key=lambda i: i.zValue()))


def _cell(w: Any, cell: tuple[int, int]) -> QPointF:
    return _centre(w.scene.targets[("cell", *cell)])


def _status(w: Any) -> str:
    return w.statusBar().currentMessage()


def _me(w: Any) -> Any:
    return w.model.match.state.seats[0]


def _press_and_carry(qtbot: Any, view: QGraphicsView, start: QPointF, end: QPointF) -> None:
    """Press and move to `end`, not released: the piece is still carried."""
    vp = view.viewport()
    a, b = view.mapFromScene(start), view.mapFromScene(end)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
    for k in range(1, 6):
        qtbot.mouseMove(vp, pos=QPoint(a.x() + (b.x() - a.x()) * k // 5, a.y() + (b.y() - a.y()) * k // 5))


# -- 1. a drag off the face-down pile takes the tile ---------------------------------------------------
def test_a_drag_from_the_pile_onto_a_lit_cell_takes_the_tile_and_places_it(qtbot: Any) -> None:
    """At the table a tile is pulled off the heap, looked at and laid on the ship: the drag from the
    pile did nothing (no tile taken, nothing placed, the start tip still in the status bar)."""
    w = _window(qtbot)
    assert _me(w).hand < 0 and ABOVE not in _me(w).ship.tiles
    drag(qtbot, w.page.view, _pile(w), _cell(w, ABOVE))
    kinds = [r.action.kind for r in w.model.match.records]
    assert kinds == ["take_hidden", "place"]
    assert ABOVE in _me(w).ship.tiles and _me(w).hand < 0
    assert not _status(w).startswith("Play with the mouse")  # it said what the placed tile joins


def test_a_drawn_tile_refused_where_it_is_dropped_stays_in_the_hand_and_the_bar_says_why(qtbot: Any) -> None:
    """The tile is known only once drawn: dropped where it may not lie (the starting cabin's cell), it
    stays in the hand, and the status bar says why and where it is."""
    w = _window(qtbot)
    drag(qtbot, w.page.view, _pile(w), _cell(w, START))
    assert [r.action.kind for r in w.model.match.records] == ["take_hidden"]
    assert _me(w).hand >= 0
    reason = w.model.explain(0, Place(*START, 0, 0))
    assert reason
    assert _status(w) == f"{reason} The tile stays in your hand."
    assert ("hand",) in w.scene.pieces  # back in the hand, to be dragged from there


def test_a_drawn_tile_dropped_off_the_ship_stays_in_the_hand(qtbot: Any) -> None:
    w = _window(qtbot)
    drag(qtbot, w.page.view, _pile(w), QPointF(5, 5))  # the table's corner: no target there
    assert _me(w).hand >= 0 and len(w.model.match.records) == 1
    assert _status(w) == "The tile stays in your hand."


def test_a_drag_from_the_pile_with_a_tile_in_hand_says_why_nothing_is_taken(qtbot: Any) -> None:
    w = _window(qtbot)
    click(qtbot, w.page.view, _pile(w))
    held = _me(w).hand
    assert held >= 0
    drag(qtbot, w.page.view, _pile(w), _cell(w, ABOVE))
    assert _me(w).hand == held and len(w.model.match.records) == 1
    assert _status(w) == w.model.explain(0, TakeHidden(0))


def test_a_drag_from_the_pile_before_the_hourglass_is_turned_turns_it(qtbot: Any) -> None:
    """Round 1 waits for its player; taking a tile turns the hourglass, by a drag as by a click."""
    w = MainWindow(Settings(pace="fast", animations=False))
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    seats = [Seat("Anna", "human", "normal", SEAT_COLOURS[0]), Seat("Bot", "bot", "normal", SEAT_COLOURS[1])]
    w.start_match(Match("galaxy_trucker", 2, 7, {}, seats=seats), None, autosave=False)
    try:
        assert w.model.paused and w.scene.ready_wait
        drag(qtbot, w.page.view, _pile(w), _cell(w, ABOVE))
        assert not w.scene.ready_wait and not w.model.paused
        mine = [r.action.kind for r in w.model.match.records if r.seat == 0]
        assert mine == ["take_hidden", "place"]
    finally:
        w.model.stop()


def test_a_drag_from_the_pile_in_turns_pays_the_take_and_the_placing(qtbot: Any) -> None:
    w = _window(qtbot, build_variant="robot")
    before = _me(w).cubes
    drag(qtbot, w.page.view, _pile(w), _cell(w, ABOVE))
    assert ABOVE in _me(w).ship.tiles
    assert _me(w).cubes == before - 3  # one to take, two to place


# -- 2. a cost reads as a cost -------------------------------------------------------------------------
def test_in_turns_a_cost_reads_as_a_cost_beside_the_cubes_left(qtbot: Any) -> None:
    from desktop.common.i18n import tr_n
    from desktop.galaxy_trucker.labels import L_COST

    w = _window(qtbot, build_variant="robot")
    labels = [label for label, _ in w.scene.prompt_actions()]
    assert "Take a face-down tile (costs 1 cube)" in labels
    assert tr_n(L_COST, 2, "Place it") == "Place it (costs 2 cubes)"
    prompt = w.scene.prompt_text()
    assert "Placing a tile costs 2 cubes" in prompt and "  " not in prompt


# -- 3. the first crew loss asks without "more" ---------------------------------------------------------
def test_the_first_crew_loss_asks_without_more(qtbot: Any) -> None:
    from desktop.galaxy_trucker.labels import prompt_line
    from engine.galaxy_trucker.rules import GAME
    from tests.engine.galaxy_trucker.helpers import act, fly_on, flying
    from tests.engine.galaxy_trucker.test_flight import CABIN_W, CANNON1, RIGHT

    st = flying([[(RIGHT, CABIN_W, 0)], [((6, 7), CANNON1, 0)]], ["I-18"])
    st.seats[0].ship.humans = {(7, 7): 2, RIGHT: 2}
    fly_on(st)
    assert st.cs.step == "lose_crew" and st.cs.owed == 3
    legal = GAME.legal_actions(st, 0)
    assert prompt_line(st, 0, legal) == "Slavers: give up 3 crew members: choose the cabins."
    act(st, 0, LoseCrew(*RIGHT))
    assert st.cs.step == "lose_crew" and st.cs.owed == 2
    assert prompt_line(st, 0, GAME.legal_actions(st, 0)) == "Slavers: give up 2 more crew members: choose the cabins."


def test_the_first_goods_loss_asks_without_more(qtbot: Any) -> None:
    from desktop.galaxy_trucker.labels import prompt_line
    from engine.galaxy_trucker.data import YELLOW
    from engine.galaxy_trucker.rules import GAME
    from tests.engine.galaxy_trucker.helpers import act, fly_on, flying, twin
    from tests.engine.galaxy_trucker.test_flight import HOLD, LEFT, RIGHT

    st = flying([[(RIGHT, HOLD, 0), (LEFT, twin(HOLD), 2)], []], ["I-08"])
    ship = st.seats[0].ship
    ship.goods[RIGHT] = (YELLOW,)
    ship.goods[LEFT] = (YELLOW,)
    st.supply[YELLOW] -= 2
    fly_on(st)
    assert st.cs.step == "lose_goods" and st.cs.owed == 2
    assert prompt_line(st, 0, GAME.legal_actions(st, 0)) == "Smugglers: give up 2 goods, the most valuable first."
    act(st, 0, LoseGoods(*RIGHT))
    if st.cs.step == "lose_goods":  # one hold left to choose from: the last is taken at once
        assert "1 more good" in prompt_line(st, 0, GAME.legal_actions(st, 0))


# -- 4. the status bar says what a carried tile is over -------------------------------------------------
def test_an_old_refusal_goes_while_the_tile_is_carried(qtbot: Any) -> None:
    """Take a tile, click the pile again ("You hold a tile already…"), then carry the tile: the
    refusal stood in the status bar during the whole drag, over cells and over the table."""
    w = _window(qtbot)
    view = w.page.view
    click(qtbot, view, _pile(w))
    click(qtbot, view, _pile(w))
    refusal = _status(w)
    assert refusal == w.model.explain(0, TakeHidden(0))
    hand = _centre(w.scene.pieces[("hand",)])
    _press_and_carry(qtbot, view, hand, QPointF(5, 5))  # over the table: nothing to say
    try:
        assert w.scene._dragging == ("hand",)
        assert _status(w) == ""
        qtbot.mouseMove(view.viewport(), pos=view.mapFromScene(_cell(w, START)))  # the cabin: why not there
        assert _status(w) == w.model.refusal(0, Place(*START, w.scene.turn, 0))
        assert _status(w) != refusal
    finally:
        qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(QPointF(5, 5)))
    assert _me(w).hand >= 0
