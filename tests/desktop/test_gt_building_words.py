"""What Galaxy Trucker's building tells a new player (a review of the real-time build, 2026-11-30):
round 1 waits for its player, the hourglass says who may turn it, the prompt fits the tile in hand,
the tile placed last is framed, the finish says what it loses, the check says why the starting
cabin stays, and the clock's own lines in the log are nobody's."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsRectItem, QPushButton

import desktop.games as games
from desktop.common.colours import SEAT_COLOURS
from desktop.main_window import MainWindow
from desktop.settings import Settings
from engine.core.match import Match, Seat
from engine.galaxy_trucker.actions import Place, TakeHidden
from engine.galaxy_trucker.state import BUILD, CHECK
from tests.desktop.helpers import make_window


@pytest.fixture(autouse=True)
def _scene_registered() -> Iterator[None]:
    games.SCENES.setdefault("galaxy_trucker", "desktop.galaxy_trucker.scene:GalaxyTruckerScene")
    yield


def _window(qtbot: Any, **options: Any) -> Any:
    """One human against three bots on a clock the test drives; the bots stopped."""
    w = make_window(qtbot, game="galaxy_trucker", players=4, humans=1, seed=3, options=options)
    w.model.clock_source = lambda: 0
    w.model.stop()
    return w


def _labels(w: Any) -> list[str]:
    return [label for label, _ in w.scene.prompt_actions()]


def test_round_one_waits_until_the_player_turns_the_hourglass(qtbot: Any) -> None:
    """Seed: building starts "poté, co jsou hráči připraveni … jeden hráč je otočí na pozici tři".
    Rounds 2 and 3 waited behind the round's results; round 1 started the sand and the bots at once."""
    w = MainWindow(Settings(pace="fast", animations=False))
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    seats = [Seat("Anna", "human", "normal", SEAT_COLOURS[0])]
    seats += [Seat(f"Bot {i}", "bot", "normal", SEAT_COLOURS[i]) for i in (1, 2, 3)]
    w.start_match(Match("galaxy_trucker", 4, 3, {}, seats=seats), None, autosave=False)
    model = w.model
    try:
        assert model.paused and w.scene.ready_wait
        assert (
            w.scene.prompt_text()
            == "Round 1: when you are ready, turn the hourglass. Building starts at once, for everyone."
        )
        qtbot.wait(400)  # the bots wait, and so does the sand
        assert model.match.records == [] and model.match.state.run_ends == 90_000
        glass = w.scene.hourglass
        glass.refresh()  # the hourglass's own button turns it too
        assert glass.button.isEnabled()
        start = [b for b in w.page.bar.findChildren(QPushButton) if "start building" in b.text()]
        assert [b.text() for b in start] == ["Turn the hourglass: start building  [Alt+1]"]
        qtbot.mouseClick(start[0], Qt.MouseButton.LeftButton)
        assert not model.paused and not w.scene.ready_wait
        assert w.scene.prompt_text().startswith("Take a tile")
    finally:
        model.stop()


def test_taking_a_tile_before_turning_the_hourglass_turns_it(qtbot: Any) -> None:
    w = MainWindow(Settings(pace="fast", animations=False))
    qtbot.addWidget(w)
    seats = [Seat("Anna", "human", "normal", SEAT_COLOURS[0]), Seat("Bot", "bot", "normal", SEAT_COLOURS[1])]
    w.start_match(Match("galaxy_trucker", 2, 3, {}, seats=seats), None, autosave=False)
    try:
        assert w.model.paused
        w.scene._send(TakeHidden(0))
        assert not w.model.paused and w.model.match.state.seats[0].hand >= 0
    finally:
        w.model.stop()


def test_the_hourglass_button_starts_round_one(qtbot: Any) -> None:
    w = MainWindow(Settings(pace="fast", animations=False))
    qtbot.addWidget(w)
    seats = [Seat("Anna", "human", "normal", SEAT_COLOURS[0]), Seat("Bot", "bot", "normal", SEAT_COLOURS[1])]
    w.start_match(Match("galaxy_trucker", 2, 3, {}, seats=seats), None, autosave=False)
    try:
        w.scene.hourglass.refresh()
        qtbot.mouseClick(w.scene.hourglass.button, Qt.MouseButton.LeftButton)
        assert not w.model.paused and not w.scene.ready_wait and w.model.match.records == []
    finally:
        w.model.stop()


def test_the_hourglass_says_turn_it_only_to_a_player_who_may(qtbot: Any) -> None:
    """Automatic flips: when the sand on 1 has run out nobody may turn it (the first to finish does,
    by finishing); the face said "turn it!" beside a greyed button."""
    w = _window(qtbot)
    st, glass = w.model.match.state, w.scene.hourglass
    st.hourglass, st.ran_out, st.run_ends = 1, True, -1
    w._on_changed()
    glass.refresh()
    assert not glass.face.waiting and not glass.button.isEnabled()
    assert (
        glass.face.toolTip() == "The sand on 1 has run out: the first player to finish turns the hourglass onto start."
    )
    assert glass.button.toolTip().startswith("The hourglass turns onto 2 and 1 by itself")
    assert "the first player to finish turns the hourglass onto start" in w.scene.prompt_text()


def test_with_manual_flips_the_face_asks_the_player_to_turn_it(qtbot: Any) -> None:
    w = _window(qtbot, hourglass_flips="manual")
    w.model.paused = False  # (stopped bots, a running game: a paused one lets nobody turn the glass)
    st, glass = w.model.match.state, w.scene.hourglass
    st.hourglass, st.ran_out, st.run_ends = 2, True, -1
    glass.refresh()
    assert glass.face.waiting and glass.button.isEnabled()
    assert glass.face.toolTip() == "The sand has run out: anyone may turn the hourglass."
    assert glass.button.toolTip().startswith("When the sand has run out it may be turned")


def test_the_prompt_fits_the_tile_in_hand_and_the_finish_says_what_it_loses(qtbot: Any) -> None:
    """A reserved tile cannot go back to the middle, a mission tile goes back beside the board (not to
    the reserve), and tiles kept aside are lost when building ends (RULES.md 3.4, 8.2)."""
    w = _window(qtbot)
    st = w.model.match.state
    p = st.seats[0]
    a, b = st.warehouse[0], st.warehouse[1]
    st.warehouse.remove(a)
    st.warehouse.remove(b)
    p.hand, p.hand_from = a, "reserve"
    w._on_changed()
    assert w.scene.prompt_text().startswith("Drag the reserved tile onto your ship or back to a reserve slot")
    p.hand_from = "bay"
    w._on_changed()
    assert w.scene.prompt_text().startswith("Drag the mission tile onto your ship, or put it back beside the board")
    assert "Put it back beside the board" in _labels(w) and "Reserve the tile" not in _labels(w)
    p.hand, p.hand_from, p.reserve = -1, "", [a, b]
    w._on_changed()
    assert "Finish building (order token 1; 2 tiles not built into the ship are lost)" in _labels(w)
    p.reserve = []
    w._on_changed()
    assert "Finish building (order token 1)" in _labels(w)


def test_the_tile_placed_last_is_framed_until_the_next_is_taken(qtbot: Any) -> None:
    """Seed: a tile may be moved until the next is taken, then it is welded; nothing said so."""
    w = _window(qtbot)
    model = w.model
    assert model.try_apply(0, model.stamped(TakeHidden(0)))
    place = next(a for a in model.match.legal_actions(0) if isinstance(a, Place))
    assert model.try_apply(0, model.stamped(place))
    framed = [i for i in w.scene.items() if isinstance(i, QGraphicsRectItem) and i.toolTip().startswith("Placed last")]
    assert len(framed) == 1 and framed[0].pos() == w.scene._cell_pos[(place.row, place.col)]
    assert "may still be moved or turned until you take the next one" in w.scene.prompt_text()
    assert model.try_apply(0, model.stamped(TakeHidden(0)))  # welded now
    assert not [
        i for i in w.scene.items() if isinstance(i, QGraphicsRectItem) and i.toolTip().startswith("Placed last")
    ]


def test_at_the_check_the_starting_cabin_says_it_stays(qtbot: Any) -> None:
    """An engine blowing into the starting cabin outlines both; only the engine can be clicked away."""
    from tests.engine.galaxy_trucker.test_check_and_crew import ENGINE_N

    w = _window(qtbot)
    st = w.model.match.state
    st.warehouse.remove(ENGINE_N)
    import engine.galaxy_trucker.ship as sh

    sh.place(st.seats[0].ship, (8, 7), ENGINE_N, 2)
    for q in st.seats:
        q.token = q.token or 1
    st.phase = CHECK
    w._on_changed()
    tips = [i.toolTip() for i in w.scene.items() if i.toolTip() and i.pos() == w.scene._cell_pos[(7, 7)]]
    assert any(t.endswith("The starting cabin stays: remove the tile beside it that breaks the rule.") for t in tips)
    assert st.phase != BUILD


def test_the_clocks_own_lines_in_the_log_are_nobodys(qtbot: Any) -> None:
    """The sand ran out and the hourglass turned by itself: the log marked it with the human's dot,
    as if Anna had turned it (the clock's move is applied for the first seat to act)."""
    from desktop.common.log_dock import author
    from engine.galaxy_trucker.actions import Wait

    w = _window(qtbot)
    model = w.model
    assert model.try_apply(0, Wait(90_000))
    record = model.match.records[-1]
    assert [m.render() for m in record.log] == ["The hourglass is turned onto position 2."]
    assert author(model.match.game, record) is None
    log = w.log_dock
    assert log.messages()[-1] == (record.log[0], None) and log.mark(len(log.lines()) - 1) == ""  # no seat's mark


def test_lines_about_nobodys_move_carry_no_seats_mark() -> None:
    """A review found "The game is over." and "The discard pile is shuffled…" marked with whoever
    moved last, as if it were that player's doing; the games name such lines (`impersonal_log`)."""
    from desktop.common.log_dock import record_lines
    from tests.desktop.test_replay import finished

    match = finished("golden_horn")
    marked = {m.key.source: seat for rec in match.records for ms, seat in record_lines(match.game, [rec]) for m in ms}
    assert marked["The game is over."] is None
    assert marked["The cards are shuffled and each player is dealt five."] is None
    assert any(seat is not None for seat in marked.values())  # a player's own lines keep their mark


def test_a_tile_held_over_a_cell_warns_of_what_the_ship_check_would_remove(qtbot: Any) -> None:
    """The status said only "connectors joined: 1, clashing: 0" for an engine turned sideways, which
    the ship check then removes (RULES.md 3.2: such breaches are shown as warnings)."""
    import engine.galaxy_trucker.ship as sh
    from tests.engine.galaxy_trucker.test_flight import ENGINE1

    w = _window(qtbot)  # (the default: placed freely, judged at the ship check)
    st = w.model.match.state
    st.warehouse.remove(ENGINE1)
    st.seats[0].hand, st.seats[0].hand_from = ENGINE1, "hidden"
    w._on_changed()
    spot = next(
        (cell, rot)
        for cell in ((7, 8), (7, 6), (8, 7), (6, 7))
        for rot in range(4)
        if sh.placement_problem(st.seats[0].ship, cell, ENGINE1, rot, strict=True) == "engine_not_rear"
    )
    said: list[str] = []
    w.scene.status.connect(said.append)
    w.scene.turn = spot[1]
    w.scene.selected = ("hand",)
    w.scene._show_fits(("cell", *spot[0]))
    assert said[-1].endswith("Beware: Engines must point to the rear. The ship check would remove it.")
    # in one line of a 1280 px window's status bar, in Slovak too (it ran to 1 180 px of 1 109)
    from PySide6.QtGui import QFontMetrics

    from desktop.common import i18n

    i18n.set_language("sk")
    try:
        w.scene._show_fits(("cell", *spot[0]))
        assert QFontMetrics(w.statusBar().font()).horizontalAdvance(said[-1]) < 1000, said[-1]
    finally:
        i18n.set_language("en")


def test_the_crew_button_says_where_the_humans_go() -> None:
    """The prompt said "…or put humans in every cabin" and the button only "Crew ready": a new player
    could not tell that it is the button that puts the humans in."""
    from desktop.galaxy_trucker.labels import action_label
    from engine.core.match import Match
    from engine.galaxy_trucker.actions import CrewReady

    st = Match("galaxy_trucker", 2, 3, {"build_variant": "robot"}).state
    assert action_label(st, 0, CrewReady()) == "Crew ready: humans in every cabin without an alien"
