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

Flight: engines are powered on Open Space, cannons against enemies only when that wins (or draws a
fight it would lose), and in the combat zone only when a battery or two lifts it off the bottom.
Planets, abandoned ships and stations, and rewards are taken when their value beats the days lost;
goods are stored to maximise value; shields and cannons defend whatever is worth a battery. Before
each card it plays the round out both ways to choose between flying on and giving up (bot_rollout.py).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any

import engine.galaxy_trucker.damage as dm
import engine.galaxy_trucker.ship as sh
from engine.core.actions import Action
from engine.core.protocol import Game
from engine.core.rng import Rng
from engine.galaxy_trucker.actions import (
    Accept,
    AutoFix,
    CrewReady,
    Declare,
    Decline,
    Defend,
    DoneLoading,
    Finish,
    Flip,
    FlyOn,
    GiveUp,
    KeepPart,
    LoseBattery,
    LoseCrew,
    LoseGoods,
    PassTurn,
    Place,
    PlaceAlien,
    Power,
    Reserve,
    ReturnTile,
    Store,
    TakeHidden,
    TakeHit,
    TakeReserved,
    TakeVisible,
    Unload,
    Wait,
)
from engine.galaxy_trucker.bot_appraisal import W, best_goods, geo, goods_value, ship_stats, step, utility
from engine.galaxy_trucker.bot_placing import BuildContext
from engine.galaxy_trucker.bot_rollout import PLAYOUTS, give_up_edge, quick_give_up
from engine.galaxy_trucker.data import (
    BROWN,
    CANNON,
    GOODS_VALUE,
    PURPLE,
    RED,
    N,
    components,
)
from engine.galaxy_trucker.flight import GOODS_INDEX
from engine.galaxy_trucker.state import BUILD, CHECK, CREW, FLIGHT, START, GTState
from engine.galaxy_trucker.timing import COSTS_MS, stamp

Cell = tuple[int, int]
HOLD = 1e9  # robot building: the threshold while cubes are held back for what the ship cannot fly without

# -- the bot --------------------------------------------------------------------------------------------------


class NormalBot:
    """Builds balanced, valid ships and flies them for credits."""

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
        action = stamp(action, st.now, self.rng)
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
            has_engine = bool(sh.single_engines(ship) or sh.double_engines(ship))
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

    # -- flight ---------------------------------------------------------------------------------------------
    def _flight(self, st: GTState, seat: int, legal: list[Action]) -> Action:  # noqa: C901
        cs = st.cs
        step_ = cs.step
        if step_ == "window":
            return self._window(st, seat, legal)
        if step_ == "engine":
            return self._engines(st, seat, legal)
        if step_ == "fire":
            return self._fire(st, seat, legal)
        if step_ == "choose":
            return self._choose(st, seat, legal)
        if step_ == "load":
            return self._load(st, seat, legal)
        if step_ == "lose_goods":
            return self._lose_goods(st, seat, legal)
        if step_ == "lose_crew":
            return self._lose_crew(st, seat, legal)
        if step_ == "defend":
            return self._defend(st, seat, legal)
        if step_ == "split":
            return self._split(st, seat, legal)
        return legal[0]

    def _card(self, st: GTState) -> Any:
        return components().cards[st.cs.card]

    def _cards_left(self, st: GTState) -> int:
        return len(st.deck)

    def _day_value(self, st: GTState, seat: int) -> float:
        """What one flight day is worth now, in credits (order rewards, first pick, lapping)."""
        value = 0.25 + 0.25 * st.round
        me = st.seats[seat]
        flying = [q for q in st.seats if q.flying]
        if flying:
            lead = max(q.pos for q in flying)
            if lead - me.pos > components().track - 12:
                value += 1.5  # close to being lapped
        if not st.deck:
            value *= 0.8
        return value

    def _window(self, st: GTState, seat: int, legal: list[Action]) -> Action:
        ship = st.seats[seat].ship
        fly = next((a for a in legal if isinstance(a, FlyOn)), legal[0])
        give = next((a for a in legal if isinstance(a, GiveUp)), None)
        if give is None:
            return fly
        if sh.humans_total(ship) == 0:
            return give
        if self._quick is not None:  # play the round out both ways (bot_rollout.py)
            edge = give_up_edge(
                self.game, st, seat, fly, give, self._quick, self._look_rng, self.playouts, self.extra_playouts
            )
            return give if edge > 0 else fly
        return give if quick_give_up(st, seat) else fly

    # strength plans
    def _engines(self, st: GTState, seat: int, legal: list[Action]) -> Action:
        cs = st.cs
        ship = st.seats[seat].ship
        powers = [a for a in legal if isinstance(a, Power)]
        declare = next((a for a in legal if isinstance(a, Declare)), legal[-1])
        if not powers:
            return declare
        card = self._card(st)
        doubles = len(sh.double_engines(ship))
        cells = sh.battery_total(ship)
        have = cs.powered_engines
        base = sh.engine_strength(ship, 0)
        if card.type == "open_space":
            keep = 0
            if self._cards_left(st) >= 1 and (dm.shields_covering(ship, N) or sh.double_cannons(ship)):
                keep = 1
            want = min(doubles, max(0, cells + have - keep))
            if base == 0:
                want = max(want, 1)
        else:
            want = self._escape(st, seat, "engine")
        if have < want:
            return self._pick_battery(ship, powers)
        return declare

    def _fire(self, st: GTState, seat: int, legal: list[Action]) -> Action:
        cs = st.cs
        ship = st.seats[seat].ship
        powers = [a for a in legal if isinstance(a, Power)]
        declare = next((a for a in legal if isinstance(a, Declare)), legal[-1])
        if not powers:
            return declare
        card = self._card(st)
        plan: list[Cell]
        if card.type in ("smugglers", "slavers", "pirates"):
            plan = self._enemy_plan(st, seat)
        else:
            k = self._escape(st, seat, "fire")  # cannons powered in all, those already on included
            plan = self._cannon_order(ship, cs.powered)[: max(0, k - len(cs.powered))]
        todo = [c for c in plan if c not in cs.powered]
        if not todo:
            return declare
        target = todo[0]
        options = [a for a in powers if (a.row, a.col) == target]
        return self._pick_battery(ship, options or powers)

    def _cannon_order(self, ship: sh.Ship, powered: list[Cell]) -> list[Cell]:
        """Unpowered double cannons, the front-facing (worth more) first."""
        cells = [c for c in sh.double_cannons(ship) if c not in powered]
        return sorted(cells, key=lambda c: (-sh.cannon_value_half(ship, c, True), c))

    def _enemy_plan(self, st: GTState, seat: int) -> list[Cell]:
        """Cannons to power against the enemy: the fewest that win; else the fewest that draw, if the
        defeat hurts; else none."""
        cs = st.cs
        ship = st.seats[seat].ship
        card = self._card(st)
        theirs = 2 * card.get("firepower")
        order = self._cannon_order(ship, cs.powered)
        cells = sh.battery_total(ship)
        chosen = list(cs.powered)
        value = sh.firepower_half(ship, chosen)
        if value > theirs:
            return []
        steps: list[tuple[int, list[Cell]]] = []
        for c in order[:cells]:
            chosen = [*chosen, c]
            steps.append((sh.firepower_half(ship, chosen), list(chosen)))
        for v, plan in steps:
            if v > theirs:
                return plan
        for v, plan in steps:
            if v == theirs and self._defeat_cost(st, seat) > 1.5 * (len(plan) - len(cs.powered)):
                return plan
        return []

    def _defeat_cost(self, st: GTState, seat: int) -> float:
        card = self._card(st)
        ship = st.seats[seat].ship
        if card.type == "smugglers":
            goods = sorted(g for gs in ship.goods.values() for g in gs)[: card.get("goods_lost")]
            return float(sum(GOODS_VALUE[g] for g in goods)) + 0.5
        if card.type == "slavers":
            lost = card.get("crew_lost")
            if sh.crew(ship) <= lost:
                return lost + self._stake(st, seat)  # no human left: the flight is over
            return 1.0 * lost
        return 6.0

    def _stake(self, st: GTState, seat: int) -> float:
        """What staying in the flight to the end is worth over giving up now, roughly."""
        spec = components().rounds[st.round - 1]
        flying = sorted((s for s, q in enumerate(st.seats) if q.flying), key=lambda s: -st.seats[s].pos)
        rank = flying.index(seat) if seat in flying else len(flying)
        reward = spec.order_rewards[min(rank, len(spec.order_rewards) - 1)]
        return reward + 0.4 * spec.best_looking + goods_value(st.seats[seat].ship) / 2 + 1.0

    def _death_risk(self, st: GTState, seat: int, crew_left: int) -> float:
        """The chance that a card still to come takes all of `crew_left` crew (slavers the ship cannot
        beat, a combat zone's crew line)."""
        left = len(st.deck)
        if not left:
            return 0.0
        comp = components()
        spec = comp.rounds[st.round - 1]
        size = sum(n for _, n in spec.deck)
        ship = st.seats[seat].ship
        fire = self._max_strength(ship, "fire")
        played = set(st.played)
        if st.cs.card >= 0:
            played.add(st.cs.card)
        safe = 1.0
        for level, count in spec.deck:
            for c in comp.cards:
                if c.level != level or c.index in played:
                    continue
                take = 0
                if c.type == "slavers" and fire <= 2 * c.get("firepower"):
                    take = c.get("crew_lost")
                elif c.type == "combat_zone":
                    for line in c.get("lines"):
                        penalty = dict(dict(line)["penalty"])
                        if penalty["type"] == "crew":
                            take = max(take, int(penalty["amount"]))
                    take = take if take else 0
                if take and take >= crew_left:
                    share = 0.5 if c.type == "combat_zone" else 1.0  # the weakest ship only
                    safe *= 1.0 - share * (count / 20) * min(1.0, left / max(1, size - len(st.played)))
        return 1.0 - safe

    def _escape(self, st: GTState, seat: int, kind: str) -> int:
        """Combat zone: how many doubles to power so as not to be the weakest, if it is cheap enough."""
        cs = st.cs
        card = self._card(st)
        line = dict(card.get("lines")[cs.line])
        penalty = dict(line["penalty"])
        severity = {"days": 1, "crew": 2, "goods": 2, "shots": 3}.get(penalty["type"], 1)
        if penalty["type"] == "goods" and not st.seats[seat].ship.goods:
            severity = 0
        ship = st.seats[seat].ship
        cells = sh.battery_total(ship)
        budget = min(severity, cells)
        order = [s for s in cs.order if st.seats[s].ship.tiles]
        others: dict[int, int] = {}
        for s in order:
            if s == seat:
                continue
            if cs.values[s] >= 0:
                others[s] = cs.values[s]
            else:
                others[s] = self._max_strength(st.seats[s].ship, kind)
        if not others:
            return 0

        def safe(mine: int) -> bool:
            for s, v in others.items():
                if v < mine:
                    return True
                if v == mine and order.index(s) < order.index(seat):
                    return True  # a tie goes against the ship further ahead
            return False

        powered = cs.powered_engines if kind == "engine" else len(cs.powered)
        for k in range(powered, powered + budget + 1):
            if safe(self._strength_with(ship, kind, k, cs.powered)):
                return k
        return powered

    def _strength_with(self, ship: sh.Ship, kind: str, k: int, powered: list[Cell]) -> int:
        if kind == "engine":
            return sh.engine_strength(ship, min(k, len(sh.double_engines(ship))))
        plan = list(powered) + self._cannon_order(ship, powered)
        return sh.firepower_half(ship, plan[: min(k, len(plan))])

    def _max_strength(self, ship: sh.Ship, kind: str) -> int:
        cells = sh.battery_total(ship)
        if kind == "engine":
            return sh.engine_strength(ship, min(cells, len(sh.double_engines(ship))))
        return sh.firepower_half(ship, self._cannon_order(ship, [])[:cells])

    def _pick_battery(self, ship: sh.Ship, powers: list[Power]) -> Action:
        """Spend from the battery tile most at risk: the one with the fewest joined neighbours."""
        tiles = ship.tiles

        def risk(a: Power) -> tuple[int, int, int]:
            cell = (a.brow, a.bcol)
            around = sum(1 for side in range(4) if step(cell, side) in tiles)
            return (around, -ship.cells.get(cell, 0), a.brow * 100 + a.bcol)

        return min(powers, key=risk)

    # offers
    def _choose(self, st: GTState, seat: int, legal: list[Action]) -> Action:  # noqa: C901
        ship = st.seats[seat].ship
        card = self._card(st)
        decline = next((a for a in legal if isinstance(a, Decline)), legal[-1])
        accepts = [a for a in legal if isinstance(a, Accept)]
        if not accepts:
            return decline
        day = self._day_value(st, seat)
        current = goods_value(ship)
        if card.type == "planets":
            best: tuple[float, Action] | None = None
            for a in accepts:
                goods = self._available(st, card.get("planets")[a.choice])
                gain = best_goods(ship, goods)[0] - current
                value = gain - day * card.get("days_lost")
                if best is None or value > best[0]:
                    best = (value, a)
            if best is not None and best[0] > 0.3:
                return best[1]
            return decline
        if card.type == "abandoned_ship":
            cost = card.get("crew_cost")
            humans = sh.humans_total(ship)
            aliens = len(ship.aliens)
            if humans + aliens - 1 < cost:
                return decline  # no human would be left to fly
            lost_aliens = max(0, cost - (humans - 1))
            value = card.get("credits") - day * card.get("days_lost") - 0.5 * (cost - lost_aliens) - 3.0 * lost_aliens
            # a thin crew may not survive the slavers or a combat zone still to come
            value -= self._death_risk(st, seat, sh.crew(ship) - cost) * self._stake(st, seat)
            return accepts[0] if value > 0.5 else decline
        if card.type == "abandoned_station":
            goods = self._available(st, card.get("goods"))
            gain = best_goods(ship, goods)[0] - current
            return accepts[0] if gain - day * card.get("days_lost") > 0.3 else decline
        if card.type == "smugglers":
            goods = self._available(st, card.get("reward_goods"))
            gain = best_goods(ship, goods)[0] - current
            return accepts[0] if gain - day * card.get("days_lost") > 0.3 else decline
        # pirates or slavers: credits for days
        value = card.get("reward_credits") - day * card.get("days_lost")
        return accepts[0] if value > 0 else decline

    def _available(self, st: GTState, names: Iterable[str]) -> list[int]:
        supply = list(st.supply)
        limited = st.options.get("goods_supply", "limited") == "limited"
        out = []
        for name in names:
            g = GOODS_INDEX[name]
            if limited:
                if supply[g] <= 0:
                    continue
                supply[g] -= 1
            out.append(g)
        return out

    def _load(self, st: GTState, seat: int, legal: list[Action]) -> Action:  # noqa: C901
        """Store the cubes at hand toward the best load: reds in red holds, the rest by value."""
        cs = st.cs
        ship = st.seats[seat].ship
        done = next((a for a in legal if isinstance(a, DoneLoading)), legal[-1])
        _, keep = best_goods(ship, cs.at_hand)
        aboard = [g for goods in ship.goods.values() for g in goods]
        holds = sh.holds(ship)
        space = {cell: cap - len(ship.goods.get(cell, ())) for cell, cap, _ in holds}
        red_holds = {cell for cell, _, red in holds if red}
        want = {g: keep.count(g) for g in range(4)}
        have = {g: aboard.count(g) for g in range(4)}
        stores = [a for a in legal if isinstance(a, Store)]
        unloads = [a for a in legal if isinstance(a, Unload)]
        # 1. a cube aboard that the best load leaves behind makes room
        for g in (3, 2, 1, 0):
            if have[g] > want[g]:
                outs = [a for a in unloads if a.colour == g]
                if outs:
                    outs.sort(key=lambda a: ((a.row, a.col) in red_holds) == (g == RED))  # free red holds first
                    return outs[0]
        reds_to_store = max(0, want[RED] - have[RED])
        free_red = sum(space[c] for c in red_holds)
        for g in sorted(set(cs.at_hand)):
            if have[g] >= want[g]:
                continue
            cand = [a for a in stores if a.colour == g]
            if g == RED:
                if cand:
                    return cand[0]
                # a red hold is taken by a lesser cube: move it out
                for a in unloads:
                    if (a.row, a.col) in red_holds and a.colour != RED:
                        return a
                continue
            plain = [a for a in cand if (a.row, a.col) not in red_holds]
            if plain:
                return plain[0]
            if cand and free_red > reds_to_store:
                return cand[0]
        return done

    # losses
    def _lose_goods(self, st: GTState, seat: int, legal: list[Action]) -> Action:
        ship = st.seats[seat].ship
        goods = [a for a in legal if isinstance(a, LoseGoods)]
        if goods:
            return goods[0]
        bats = [a for a in legal if isinstance(a, LoseBattery)]
        if bats:
            return max(bats, key=lambda a: (ship.cells.get((a.row, a.col), 0), -a.row, -a.col))
        return legal[0]

    def _lose_crew(self, st: GTState, seat: int, legal: list[Action]) -> Action:
        ship = st.seats[seat].ship
        humans = sh.humans_total(ship)
        crew = [a for a in legal if isinstance(a, LoseCrew)]
        if not crew:
            return legal[0]
        human = [a for a in crew if (a.row, a.col) not in ship.aliens]
        alien = [a for a in crew if (a.row, a.col) in ship.aliens]
        if human and (humans > 1 or not alien):
            # empty one cabin rather than thin out two: fewer occupied cabins for an epidemic
            return min(human, key=lambda a: (ship.humans.get((a.row, a.col), 0), a.row, a.col))
        # the less useful alien goes first
        has_cannon = bool(sh.firepower_half(ship, []) or sh.double_cannons(ship))
        has_engine = bool(sh.single_engines(ship) or sh.double_engines(ship))

        def use(a: LoseCrew) -> int:
            colour = ship.aliens[(a.row, a.col)]
            return int(has_engine) if colour == BROWN else int(has_cannon)

        return min(alien, key=use)

    # projectiles
    def _defend(self, st: GTState, seat: int, legal: list[Action]) -> Action:
        cs = st.cs
        ship = st.seats[seat].ship
        defends = [a for a in legal if isinstance(a, Defend)]
        take = next((a for a in legal if isinstance(a, TakeHit)), legal[-1])
        if not defends or cs.target is None:
            return take
        harm = self._harm(st, seat, [cs.target])
        if harm < 0.5:
            return take
        return self._pick_battery_defend(ship, defends)

    def _pick_battery_defend(self, ship: sh.Ship, defends: list[Defend]) -> Action:
        tiles = ship.tiles

        def risk(a: Defend) -> tuple[int, int, int]:
            cell = (a.brow, a.bcol)
            around = sum(1 for side in range(4) if step(cell, side) in tiles)
            return (around, -ship.cells.get(cell, 0), a.brow * 100 + a.bcol)

        return min(defends, key=risk)

    def _harm(self, st: GTState, seat: int, cells: list[Cell]) -> float:
        """What losing these tiles costs, in rough credits (including what a split cuts away)."""
        p = st.seats[seat]
        ship = p.ship
        rnd = st.round
        mission = st.options.get("mission", "none")
        before = self._flight_value(ship, rnd, mission)
        probe = ship.copy()
        result = dm.destroy(probe, cells)
        if len(result.parts) > 1:
            best = max(result.parts, key=lambda part: self._part_value(probe, part, rnd, mission))
            dm.keep_part(probe, best)
        after = self._flight_value(probe, rnd, mission)
        lost_tiles = len(ship.tiles) - len(probe.tiles)
        cap = components().boards[ship.board].max_loss
        fines = (
            max(0, min(cap, len(p.lost) + lost_tiles) - len(p.lost)) if st.options.get("loss_cap", True) else lost_tiles
        )
        return (before - after) + fines

    def _flight_value(self, ship: sh.Ship, rnd: int, mission: str) -> float:
        """A ship in flight: its utility plus goods, and a large sum for having humans aboard."""
        value = 0.5 * utility(ship_stats(ship, mission, rnd), rnd, self.w) + goods_value(ship)
        if sh.humans_total(ship) > 0:
            value += 20.0 + 3.0 * rnd
        value += 0.5 * sh.crew(ship) + 0.4 * sh.battery_total(ship)
        return value

    def _part_value(self, ship: sh.Ship, part: frozenset[Cell], rnd: int, mission: str) -> float:
        probe = ship.copy()
        for cell in list(probe.tiles):
            if cell not in part:
                sh.remove_tile(probe, cell)
        return self._flight_value(probe, rnd, mission) + 0.3 * len(part)

    def _split(self, st: GTState, seat: int, legal: list[Action]) -> Action:
        ship = st.seats[seat].ship
        parts = sh.parts(ship)
        rnd = st.round
        mission = st.options.get("mission", "none")
        keeps = [a for a in legal if isinstance(a, KeepPart)]
        if not keeps:
            return legal[0]

        def value(a: KeepPart) -> float:
            part = next((q for q in parts if (a.row, a.col) in q), frozenset())
            return self._part_value(ship, part, rnd, mission)

        return max(keeps, key=value)
