"""The game model's real time (Galaxy Trucker's building against the sand): the match clock, the
sand's events and the bots' timed moves made as they fall due, thought in the bot process or on a
worker thread, and the garbage collector kept quiet meanwhile. A mixin of GameModel."""

from __future__ import annotations

import dataclasses
import gc
from typing import Any

from desktop import bot_pool
from desktop.bot_thread import _BotTask
from engine.core.actions import Action

_gc_quiet = False
_DEFAULT_GC = gc.get_threshold()


def _quiet_gc() -> None:
    """Real time: fewer, later cyclic garbage collections.

    With the default thresholds Python's collector ran every few hundred allocations and now and
    then stopped the GUI thread for 50-100 ms while bots built (the sand and the drag stuttered).
    Freezing what exists at this point (Qt wrappers, tables, tiles) and collecting the young
    generation far less often brought the longest stall of the event loop from 73-112 ms down to
    47-50 ms (tests/bench/gt_desktop_bench.py). Most garbage here is acyclic and freed at once.
    """
    global _gc_quiet
    if not _gc_quiet:
        _gc_quiet = True
        gc.freeze()
    gc.set_threshold(200_000, 20, 20)


def _restore_gc() -> None:
    """Python's own collector thresholds again once a real-time game stops.

    What `_quiet_gc` froze stays frozen: unfreezing it let a later collection free Qt wrappers
    that PySide then crashed on (a segfault in the desktop suite). The freeze happens once per
    process, so it keeps at most the objects alive at that moment (the first real-time window);
    later windows are freed (tests/desktop/test_memory.py).
    """
    if _gc_quiet:
        gc.set_threshold(*_DEFAULT_GC)


class RealTime:
    """The match clock and the bots' timed moves (a mixin: `self` is the GameModel)."""

    def timed(self: Any) -> bool:
        """Seats act at once against the match clock now (Galaxy Trucker's real-time building)."""
        return not self.match.is_over() and self.game.timed(self.match.state)

    def clock_ms(self: Any) -> int:
        """The match clock: where the engine's clock stood when real time started, plus real time."""
        if self.clock_source is not None:
            return int(self.clock_source())
        now = int(getattr(self.match.state, "now", 0))
        if not self._clock_running:
            return max(now, self._clock_base)
        return max(now, self._clock_base + int(self._clock.elapsed() * self.clock_speed))

    def set_clock_speed(self: Any, speed: float) -> None:
        """Run the match clock `speed` times as fast as the wall clock (e.g. once every human has
        finished building: the bots act on match time, so only the waiting gets shorter)."""
        if speed == self.clock_speed:
            return
        if self._clock_running:
            self._clock_base = self.clock_ms()
            self._clock.restart()
        self.clock_speed = speed
        self.changed.emit()

    def _follow_engine_clock(self: Any) -> None:
        """The engine's clock went back (a new round's building starts at 0, or an undo): so does ours."""
        now = int(getattr(self.match.state, "now", 0))
        if now < self._engine_now:
            self._clock_base = now
            self.clock_speed = 1.0  # a new round's building starts at the pace of the sand
            self._proposals.clear()
            self._rt_epoch += 1
            if self._clock_running:
                self._clock.restart()
        self._engine_now = now

    def _start_clock(self: Any) -> None:
        _quiet_gc()
        if not self._clock_running:
            self._clock_base = max(self._clock_base, int(getattr(self.match.state, "now", 0)))
            self._clock.start()
            self._clock_running = True
        if not self._rt_timer.isActive():
            self._rt_timer.start()

    def _stop_clock(self: Any) -> None:
        self._held = False  # stopped for good (a pause, the end of real time): not resumed by a tick
        if self._clock_running:
            self._clock_base += int(self._clock.elapsed() * self.clock_speed)
            self._clock_running = False
        self._rt_timer.stop()
        self._proposals.clear()
        self._rt_epoch += 1

    def tick(self: Any) -> None:
        """Real time goes on: the sand runs, and bots whose moves are due make them."""
        if self.paused or not self.timed():
            self._stop_clock()
            return
        if self.clock_source is None and self.held is not None and self.held():
            if self._clock_running:  # the clock stands where it is; the ticks go on to see the dialog go
                self._clock_base = self.clock_ms()
                self._clock_running, self._held = False, True
            return
        if self._held:  # the dialog went: on from where the sand stood
            self._clock.start()
            self._clock_running, self._held = True, False
        self._collect()
        t = self.clock_ms()
        self._batching, self._batch_dirty = True, False
        try:
            self._due(t)
        finally:
            self._batching = False
        if self._batch_dirty:
            self._after_change(saved=True)  # each move of the tick went to the disk as it was made
        self._propose(t)

    def _due(self: Any, t: int) -> None:
        """Make what fell due by `t`: the sand's events and the bots' moves, in clock order."""
        for _ in range(64):  # a bound: never loop forever inside one tick
            if not self.timed():
                break
            event = self.game.clock_event(self.match.state)
            due = sorted((self.game.action_time(a), seat) for seat, a in self._proposals.items())
            first_bot = due[0] if due and due[0][0] <= t else None
            if event is not None and event <= t and (first_bot is None or event <= first_bot[0]):
                seats = self.match.to_act()
                wait = self.game.wait_action(event)
                if not seats or wait is None or not self._apply_quietly(seats[0], wait):
                    break
                continue
            if first_bot is None:
                break
            seat = first_bot[1]
            action = self._proposals.pop(seat)
            if not self._apply_quietly(seat, action):
                wait = self.game.wait_action(self.game.action_time(action))
                if wait is not None and seat in self.match.to_act():
                    self._apply_quietly(seat, wait)

    def _propose(self: Any, t: int) -> None:
        """Bots with nothing planned decide their next move from what they see now."""
        if not self.timed():
            return
        for seat in self.match.to_act():
            if not self.is_bot(seat) or seat in self._proposals or seat in self._rt_busy or seat in self._rt_futures:
                continue
            view = self.match.view(seat)
            if hasattr(view, "now"):
                view.now = max(view.now, t)  # the bot starts thinking at the present moment
            if self.clock_source is None:  # the wall clock: think elsewhere, the answer comes later
                if not (self.rt_process and self._think_in_process(seat, view)):
                    self._rt_busy.add(seat)
                    self._pool.start(_BotTask(self._bots[seat], view, seat, self._rt_epoch, self._rt_signals))
                continue
            try:  # a driven clock (tests, benchmarks): at once, so runs repeat exactly
                self._proposals[seat] = self._bots[seat].choose(view, seat)
            except Exception as exc:  # noqa: BLE001 - reported, the game goes on without this bot's move
                self.bot_failed.emit(str(exc))

    def _think_in_process(self: Any, seat: int, view: Any) -> bool:
        """Hand the decision to the bot process; False if there is none (then a thread thinks)."""
        s = self.match.seats[seat]
        key = (self.game.name, self._pool_key, seat, s.level, self.match.seed * 7919 + seat)
        future = bot_pool.pool().submit(key, view, seat)
        if future is None:
            return False
        self._rt_futures[seat] = (self._rt_epoch, future)  # the process has its own bot: no lock here
        return True

    def _collect(self: Any) -> None:
        """Answers that came back from the bot process become proposals (stale ones are dropped)."""
        for seat, (epoch, future) in list(self._rt_futures.items()):
            if not future.done():
                continue
            del self._rt_futures[seat]
            try:
                result = future.result()
            except Exception:  # noqa: BLE001 - no process after all: threads think from now on (a
                self.rt_process = False  # bot's own error shows up there again, and is reported)
                continue
            self.process_answers += 1
            self._accept_proposal(epoch, seat, result)

    def _rt_bot_done(self: Any, epoch: int, seat: int, result: object) -> None:
        """A bot's timed move arrives from its worker thread (the bot object is free again)."""
        self._rt_busy.discard(seat)
        self._accept_proposal(epoch, seat, result)

    def _accept_proposal(self: Any, epoch: int, seat: int, result: object) -> None:
        """A timed move thought elsewhere: it is made when the clock reaches its time."""
        if epoch != self._rt_epoch or self.paused or not self.timed() or seat not in self.match.to_act():
            return
        if isinstance(result, Exception):
            self.bot_failed.emit(str(result))
            return
        assert isinstance(result, Action)
        self._proposals[seat] = result

    def stamped(self: Any, action: Action) -> Action:
        """A human's timed move stamped with the match clock now."""
        if self.timed() and hasattr(action, "t"):
            return dataclasses.replace(action, t=self.clock_ms())  # type: ignore[call-arg]
        return action
