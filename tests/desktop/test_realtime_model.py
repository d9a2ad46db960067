"""The desktop's match clock for timed phases (Galaxy Trucker's real-time building), driven by hand."""

from __future__ import annotations

from typing import Any

from desktop.model import GameModel
from engine.core.match import Match, Seat
from engine.galaxy_trucker.actions import TakeHidden
from engine.galaxy_trucker.state import BUILD


def _model(humans: int = 1) -> tuple[GameModel, list[int]]:
    seats = [Seat(f"P{i}", "human" if i < humans else "bot", "random", "") for i in range(4)]
    model = GameModel(Match("galaxy_trucker", 4, 5, {}, seats=seats), None, pace_ms=0)
    clock = [0]
    model.clock_source = lambda: clock[0]
    return model, clock


def test_bots_build_as_the_clock_runs_and_the_sand_ends_building(qtbot: Any) -> None:
    model, clock = _model()
    model.schedule_bots()
    assert model.timed()
    for t in range(0, 400_000, 500):
        clock[0] = t
        model.tick()
        if not model.timed():
            break
    st = model.match.state
    assert st.phase != BUILD
    stamps = [getattr(r.action, "t", None) for r in model.match.records if r.seat != 0]
    assert len(stamps) > 10 and stamps == sorted(stamps)  # bot moves happened in clock order
    assert all(p.token for p in st.seats)  # the human who never finished got the last token


def test_a_humans_move_is_stamped_with_the_match_clock(qtbot: Any) -> None:
    model, clock = _model()
    clock[0] = 12_345
    action = model.stamped(TakeHidden(0))
    assert action == TakeHidden(12_345)
    assert model.try_apply(0, action)
    assert model.match.state.now == 12_345
    assert model.match.state.seats[0].hand >= 0


def test_the_clock_stands_still_while_paused(qtbot: Any) -> None:
    model, clock = _model()
    model.clock_source = None
    model.schedule_bots()
    model.paused = True
    model.tick()
    before = model.clock_ms()
    qtbot.wait(50)
    assert model.clock_ms() == before


def test_the_next_rounds_building_starts_its_clock_at_zero(qtbot: Any) -> None:
    model, clock = _model(humans=0)
    model.stop()  # driven by hand here: no timers
    model.paused = False
    for t in range(0, 400_000, 500):
        clock[0] = t
        model.tick()
        if not model.timed():
            break
    model._clock_base = 150_000  # as if round 1 had taken 150 s of wall time
    while model.match.state.round == 1:
        assert model.bot_move_now()
    st = model.match.state
    assert (st.round, st.phase, st.now) == (2, BUILD, 0)
    model.clock_source = None  # from here the wall clock runs the match clock
    model._start_clock()
    assert model.clock_ms() < 2_000  # not where round 1's sand ended
    model.stop()


def test_on_the_wall_clock_bots_think_on_worker_threads_and_build(qtbot: Any) -> None:
    model, _ = _model(humans=1)
    model.clock_source = None
    model.schedule_bots()
    assert model.timed()
    qtbot.waitUntil(lambda: len([r for r in model.match.records if r.seat != 0]) >= 3, timeout=10_000)
    stamps = [r.action.t for r in model.match.records if r.seat != 0]  # type: ignore[attr-defined]
    assert stamps == sorted(stamps) and stamps[-1] <= model.clock_ms()  # made at their time, not before
    assert model.rt_process and model.process_answers >= 3  # they thought in the worker process
    model.stop()
    model.wait_for_bots()


def test_the_bot_process_answers_with_a_legal_move_for_the_view_it_was_sent() -> None:
    from desktop import bot_pool
    from engine.core.registry import get_game

    game = get_game("galaxy_trucker")
    match = Match(game, 3, 11, {})
    view = match.view(1)
    future = bot_pool.pool().submit(("galaxy_trucker", -1, 1, "normal", 5), view, 1)
    assert future is not None
    action = future.result(timeout=120)
    probe = game.clone(match.state)
    game.apply(probe, 1, action)  # the engine takes it (judged at its own time)


def test_a_bot_answer_still_pending_when_building_ends_does_not_hold_the_flight(qtbot: Any, monkeypatch: Any) -> None:
    from concurrent.futures import Future

    from desktop import bot_pool

    class Slow:  # a worker process that never answers
        def submit(self, key: Any, view: Any, seat: int) -> Future[Any]:
            return Future()

    model, clock = _model(humans=0)
    model.stop()
    model.paused = False
    for t in range(0, 400_000, 500):
        clock[0] = t
        model.tick()
        if not model.timed():
            break
    monkeypatch.setattr(bot_pool, "pool", Slow)
    for seat in range(4):  # as when the sand ran out while they were thinking
        assert model._think_in_process(seat, model.match.view(seat))
    model.clock_source = None
    before = len(model.match.records)
    model.schedule_bots(0)  # the flight's bots think as usual, on the pool's threads
    qtbot.waitUntil(lambda: len(model.match.records) >= before + 3, timeout=10_000)
    model.stop()
    model.wait_for_bots()


def test_a_model_moved_by_hand_starts_no_bot_timer(qtbot: Any) -> None:
    """`by_hand`: a script that ticks the clock and moves bots itself never races a timer or a worker
    thread for the same bot. Without it, a human's move starts the real-time timer (and, in turns,
    the bots' pace timer); with it, neither starts and only `tick` moves the bots."""
    model, clock = _model()
    model.schedule_bots()
    assert model._rt_timer.isActive()  # the ordinary model: the wall clock drives real time
    model.stop()

    model, clock = _model()
    model.by_hand = True
    model.schedule_bots()
    assert model.try_apply(0, model.stamped(TakeHidden(0)))
    assert not model._rt_timer.isActive() and not model._timer.isActive()
    before = len(model.match.records)
    for t in range(500, 20_000, 500):  # only ticks move the bots: they propose, then play when due
        clock[0] = t
        model.tick()
    assert len(model.match.records) > before
    model.stop()


def test_each_move_of_a_tick_goes_to_the_autosave_before_the_next(qtbot: Any, tmp_path: Any) -> None:
    """Several bots' moves fall due in one tick; they are drawn once, but each is written before the
    next is made, so a crash loses at most one move (kill -9 lost two: the tick saved only at its end)."""
    seats = [Seat(f"P{i}", "bot", "random", "") for i in range(4)]
    model = GameModel(Match("galaxy_trucker", 4, 5, {}, seats=seats), tmp_path / "auto.json", pace_ms=0)
    clock = [0]
    model.clock_source = lambda: clock[0]
    written: list[int] = []
    write = model._writer.write
    model._writer.write = lambda path, text: (written.append(text.count('"seat":')), write(path, text))  # type: ignore[method-assign]
    model.schedule_bots()
    most = 0
    for t in range(0, 60_000, 3_000):  # long ticks: every bot has a move due in each
        clock[0] = t
        before = len(model.match.records)
        model.tick()
        most = max(most, len(model.match.records) - before)
        model.wait_saved()
    assert most >= 2  # ticks with several moves happened
    assert sorted(set(written)) == list(range(1, len(model.match.records) + 1))  # no move skipped on the disk
    model.stop()
    model.release_autosave()
