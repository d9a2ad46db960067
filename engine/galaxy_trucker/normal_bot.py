"""Galaxy Trucker's `normal` bot: a ship builder with a hand-tuned ship evaluation, and a flier that
weighs each card's choice in credits.

Building: every candidate placement of the tile in hand is checked with the strict placement rule
(ship.placement_problem), so the ship never collects faults, and scored as the gain in a concave
"ship utility" (engines, firepower, crew, cargo, batteries, shields, aliens in balance for the
round) plus geometry terms (joints, exposed connectors, cells lost behind engines or in front of
cannons). Good tiles that fit nowhere yet go to the reserve; useless ones go back face up. In the
robot variant, while cubes are held back to find an engine or a cabin, a tile that would place well
is reserved for a cube instead of handed back, and placed once the ship has what it lacked. It
finishes when the ship is nearly full, when it stops finding places, or before the sand on "start"
runs out. In real time a chosen move is kept (with its stamp) while nothing it depends on changes,
which is the `busy_until` of RULES.md 3.5: the bot is busy with it until it is done.

Flight: the `Flier` half (bot_flight.py) weighs each card's choice in credits, and plays the round out
before each card to decide whether to give up; after a robot-variant building a close call gets more
play-outs (no clock waits on them there).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import engine.galaxy_trucker.power as pw
from engine.core.actions import Action
from engine.core.protocol import Game
from engine.core.rng import Rng
from engine.galaxy_trucker.actions import (
    AutoFix,
    CrewReady,
    Finish,
    Flip,
    PassTurn,
    Place,
    PlaceAlien,
    Reserve,
    ReturnTile,
    TakeHidden,
    TakeReserved,
    TakeVisible,
    Wait,
)
from engine.galaxy_trucker.bot_appraisal import W, geo
from engine.galaxy_trucker.bot_flight import Flier
from engine.galaxy_trucker.bot_placing import BuildContext
from engine.galaxy_trucker.bot_rollout import PLAYOUTS
from engine.galaxy_trucker.data import BROWN, CANNON, PURPLE
from engine.galaxy_trucker.state import BUILD, CHECK, CREW, FLIGHT, START, GTState
from engine.galaxy_trucker.timing import COSTS_MS, SPEED, stamp

Cell = tuple[int, int]
ROBOT_EXTRA_PLAYOUTS = 40  # after a robot building, up to 64 play-outs of each choice at a close give-up call
HOLD = 1e9  # robot building: the threshold while cubes are held back for what the ship cannot fly without

# -- the bot --------------------------------------------------------------------------------------------------


class NormalBot(Flier):
    """Builds balanced, valid ships and flies them for credits."""

    speed = SPEED["normal"]  # how long its real-time moves take, against the table's costs (RULES.md 3.5)

    def __init__(
        self, game: Game[Any], seed: int = 0, weights: dict[str, float] | None = None, look_ahead: bool = True
    ) -> None:
        self.game = game
        self.rng = Rng(seed)
        self.w = {**W, **(weights or {})}
        self._quick = NormalBot(game, seed, weights, look_ahead=False) if look_ahead else None  # plays flights out
        self._look_rng = Rng(seed ^ 0x5EED_F1A7)  # the play-outs' own draws: real-time timing stays as it was
        self.playouts = PLAYOUTS  # of each choice at a give-up window (the soak plays with fewer)
        self.extra_playouts = 0  # more of them for a close call (`strong`)
        # the robot variant's small ships hang on close calls more often, and no clock waits on them
        self.robot_extra_playouts = ROBOT_EXTRA_PLAYOUTS
        # each answer to an offer played out: after a robot building only, so that the real-time `normal`,
        # the opponent `strong` is measured against, stays as it was
        self.offer_playouts = 0
        self.robot_offer_playouts = PLAYOUTS
        self._pending: dict[int, tuple[Any, Action]] = {}  # seat -> (situation, stamped move)
        self._misses: dict[tuple[int, int], int] = {}  # (seat, round) -> tiles drawn and not placed in a row
        self.reason = ""  # why the last building decision finished the ship (for debugging)

    # -- entry ------------------------------------------------------------------------------------------
    def choose(self, view: Any, seat: int) -> Action:
        st: GTState = view
        legal = self.game.legal_actions(st, seat)
        if st.phase == BUILD:
            if self.game.timed(st):
                return self._realtime(st, seat, legal)
            if not legal:
                return PassTurn()
            return self._build(st, seat, legal)
        if not legal:
            raise RuntimeError("no legal action for the seat asked")
        if st.phase == CHECK:
            return self._check(st, seat, legal)
        if st.phase == CREW:
            return self._crew(st, seat, legal)
        if st.phase == FLIGHT:
            return self._flight(st, seat, legal)
        return legal[0]

    # -- real time: keep doing the chosen move until it is done ------------------------------------------------
    def _realtime(self, st: GTState, seat: int, legal: list[Action]) -> Action:
        p = st.seats[seat]
        situation = (
            st.round,
            p.hand,
            len(p.ship.tiles),
            tuple(p.reserve),
            p.token,
            st.hourglass,
            st.run_ends,
        )
        pending = self._pending.get(seat)
        if pending is not None and pending[0] == situation:
            action = pending[1]
            t = int(getattr(action, "t", 0))
            if t > st.now and dataclasses.replace(action, t=st.now) in legal:  # type: ignore[call-arg]
                return action
        if not legal:
            return Wait(st.now + COSTS_MS[Finish])
        action = self._build(st, seat, legal)
        action = stamp(action, st.now, self.rng, self.speed)
        if isinstance(action, Wait):
            self._pending.pop(seat, None)
        else:
            self._pending[seat] = (situation, action)
        return action

    # -- building ----------------------------------------------------------------------------------------
    def _build(self, st: GTState, seat: int, legal: list[Action]) -> Action:  # noqa: C901 - one branch per situation
        p = st.seats[seat]
        rt = self.game.timed(st)
        if p.token:
            flips = [a for a in legal if isinstance(a, Flip)]
            if flips:
                return flips[0]
            waits = [a for a in legal if isinstance(a, Wait)]
            return waits[0] if waits else legal[0]
        ship = p.ship
        rnd = st.round
        mission = st.options.get("mission", "none")
        future = None if rt else max(1, self._cube_budget(p) // 3)
        ctx = BuildContext(ship, rnd, mission, future, self.w)
        key = (seat, rnd)
        time_left = self._time_left(st) if rt else 10**9
        hurry = rt and time_left < 9000
        last_call = (rt and time_left < 5500) or (not rt and p.final_turns == 1)
        if p.hand >= 0:
            return self._with_tile(st, seat, legal, ctx, hurry, last_call)
        # an empty hand: place reserved tiles, take a good face-up one, draw, or finish
        takes = {a.tile: a for a in legal if isinstance(a, TakeReserved)}
        cubes = p.cubes if not rt else 99
        can_pass = any(isinstance(a, PassTurn) for a in legal)
        done = (rt and (last_call or hurry)) or self._done(st, seat, ctx)
        for tile in sorted(takes):
            if not rt and not (done or last_call) and self._threshold(p, ctx, tile, rt) >= HOLD:
                continue  # reserved while cubes are held back: placed once the ship can fly, or at the end
            best = ctx.best_place(tile)
            # a reserved tile left unplaced is lost (a credit): place it even a little out of the way
            if best is not None and (best[0] > 0.0 or ((done or last_call) and best[0] > -1.5)):
                if rt or cubes >= 2:
                    return takes[tile]
        if done:
            return self._finish(legal)
        if not rt and can_pass and cubes < 3:
            return next(a for a in legal if isinstance(a, PassTurn))  # too few cubes for a tile: keep them
        visible = [a for a in legal if isinstance(a, TakeVisible)]
        if visible and not rt and cubes >= 3:
            # a face-up tile that gives the ship what it cannot fly without beats a look at a hidden one
            missing = ctx.missing()
            needed = []
            for a in visible:
                best = ctx.best_place(a.tile) if ctx.supplies(a.tile, missing) else None
                if best is not None:
                    needed.append((best[0], -a.tile, a))
            if needed:
                return max(needed)[2]
        if visible and (rt or cubes >= 3):
            scored = []
            for a in visible:
                best = ctx.best_place(a.tile)
                if best is not None and best[0] > self._threshold(p, ctx, a.tile, rt):
                    scored.append((best[0], -a.tile, a))
            if scored:
                score, _, a = max(scored)
                if score >= (3.0 if rt else 2.0) or not st.warehouse:
                    return a
        hidden = [a for a in legal if isinstance(a, TakeHidden)]
        if hidden and (rt or cubes >= 3 or not can_pass):
            return hidden[0]
        if can_pass:
            return next(a for a in legal if isinstance(a, PassTurn))
        if visible and not rt and not can_pass:
            return visible[0]  # must spend cubes: look at a tile, then return it
        self._misses[key] = self._misses.get(key, 0) + 100
        return self._finish(legal)

    def _with_tile(
        self, st: GTState, seat: int, legal: list[Action], ctx: BuildContext, hurry: bool, last_call: bool
    ) -> Action:
        p = st.seats[seat]
        rt = self.game.timed(st)
        key = (seat, st.round)
        tile = p.hand
        best = ctx.best_place(tile)
        places = {(a.row, a.col, a.rotation): a for a in legal if isinstance(a, Place)}
        threshold = self._threshold(p, ctx, tile, rt)
        if p.hand_from in ("reserve", "bay") or last_call:
            threshold = min(threshold, -1.5)  # a reserved tile left over is lost anyway
        if best is not None and best[0] > threshold:
            (r, c), rot = best[1], best[2]
            a = places.get((r, c, rot))
            if a is not None:
                self._misses[key] = 0
                return a
        self._misses[key] = self._misses.get(key, 0) + 1
        reserve = next((a for a in legal if isinstance(a, Reserve)), None)
        ret = next((a for a in legal if isinstance(a, ReturnTile)), None)
        if reserve is not None and p.hand_from not in ("reserve", "bay") and not hurry and (rt or p.final_turns < 0):
            worth = ctx.tile_worth(tile)
            if worth >= self.w["reserve_worth"] and ctx.fill() < self.w["reserve_fill"]:
                return reserve
        if (
            reserve is not None
            and not rt
            and p.hand_from not in ("reserve", "bay")
            and threshold >= HOLD
            and best is not None
            and best[0] > self.w["r_hold_reserve"]
        ):
            return reserve  # a good tile kept for one cube, not handed back and looked for again
        if ret is not None:
            return ret
        if reserve is not None:
            return reserve
        # a reserved tile that fits nowhere cleanly and no slot to put it back: least harm
        if best is not None:
            a = places.get((best[1][0], best[1][1], best[2]))
            if a is not None:
                return a
        forced = [a for a in legal if isinstance(a, Place)]
        if forced:
            return min(forced, key=lambda a: ctx.fault_cost(tile, (a.row, a.col), a.rotation))
        return legal[0]

    def _threshold(self, p: Any, ctx: BuildContext, tile: int, rt: bool) -> float:
        """The score a placement must beat to be worth its time (or, in turns, its two cubes)."""
        if rt:
            return 0.25
        missing = ctx.missing()
        if ctx.supplies(tile, missing):
            return -1e9  # whatever the place, the ship needs it
        if self._cube_budget(p) - 2 < ctx.cubes_to_keep(missing):
            return HOLD  # keep the cubes to find an engine and a cabin: without them the ship gives up
        if p.final_turns == 1 and p.hand >= 0 and p.cubes % 3 != 2:
            # the last turn: cubes left over are worth nothing, and returning this tile costs no placement
            return max(self.w["r_threshold"], 2.5)
        return self.w["r_threshold"]

    @staticmethod
    def _cube_budget(p: Any) -> int:
        """Robot variant: the cubes still to spend in this building, roughly."""
        turns = p.final_turns if p.final_turns >= 0 else 4
        return int(p.cubes + 6 * max(0, turns - 1))

    def _finish(self, legal: list[Action]) -> Action:
        for a in legal:
            if isinstance(a, Finish):
                return a
        for a in legal:
            if isinstance(a, PassTurn):
                return a
        return legal[0]

    def _time_left(self, st: GTState) -> int:
        """Match-clock ms before building stops for sure (the sand on start), or a large number."""
        if st.hourglass == START and st.run_ends >= 0:
            return st.run_ends - st.now
        return 10**9

    def _done(self, st: GTState, seat: int, ctx: BuildContext) -> bool:
        """The ship is as good as it will reasonably get."""
        self.reason = ""
        if not ctx.frontier():
            self.reason = "sealed"
            return True
        fill = ctx.fill()
        misses = self._misses.get((seat, st.round), 0)
        if fill >= 0.95:
            self.reason = "full"
            return True
        if not st.warehouse and not st.face_up:
            self.reason = "empty"
            return True
        rt = self.game.timed(st)
        racing = any(not q.token for s, q in enumerate(st.seats) if s != seat)
        patience = self.w["patience"] + self.w["patience_fill"] * (1.0 - fill)
        if rt and not racing and self._deadline(st) - st.now > 60_000:
            patience *= 2  # nobody to race for a better token: use the time
        if fill >= 0.85:
            patience = min(patience, 5)
        if misses >= patience:
            self.reason = f"misses {misses} {patience:.0f}"
            return True
        if not rt and st.seats[seat].final_turns == 1 and st.seats[seat].cubes < 3:
            self.reason = "last turn"
            return True
        return False

    def _deadline(self, st: GTState) -> int:
        """When building ends at the latest if someone finishes now (match clock ms)."""
        run = int(st.options["hourglass_seconds"]) * 1000
        if st.run_ends < 0:
            return st.now + run
        return st.run_ends + st.hourglass * run

    # -- ship check and crew ----------------------------------------------------------------------------------
    def _check(self, st: GTState, seat: int, legal: list[Action]) -> Action:
        for a in legal:
            if isinstance(a, AutoFix):
                return a
        return legal[0]

    def _crew(self, st: GTState, seat: int, legal: list[Action]) -> Action:
        ship = st.seats[seat].ship
        aliens = [a for a in legal if isinstance(a, PlaceAlien)]
        if aliens:
            has_engine = bool(pw.single_engines(ship) or pw.double_engines(ship))
            has_cannon = any(geo(*placed).kind == CANNON for placed in ship.tiles.values())
            purple_cells = {(a.row, a.col) for a in aliens if a.colour == PURPLE}
            brown_cells = {(a.row, a.col) for a in aliens if a.colour == BROWN}
            for a in aliens:
                cell = (a.row, a.col)
                if a.colour == BROWN and has_engine:
                    # leave a cabin to the purple alien when it has no other choice
                    if has_cannon and purple_cells == {cell} and len(brown_cells) > 1:
                        continue
                    return a
            for a in aliens:
                if a.colour == PURPLE and has_cannon:
                    return a
        return next((b for b in legal if isinstance(b, CrewReady)), legal[-1])
