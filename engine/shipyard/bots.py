"""Shipyard's `normal` bot: plans whole ships (parts that complete soon, a captain, canals long
enough for the speed, equipment that scores) and keeps an eye on its contracts."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any, cast

import engine.shipyard.canals as cn
from engine.core.actions import Action
from engine.core.protocol import Game
from engine.core.rng import Rng
from engine.shipyard.actions import (
    Bonus,
    BuyGoods,
    Choose,
    ConfirmBuild,
    Discard,
    EndActions,
    Exchange,
    Fit,
    Hire,
    Launch,
    Pass,
    ProduceEquipment,
    RecruitCrew,
    RentCanal,
    SteerTo,
    TakePart,
    TakeSubsidy,
)
from engine.shipyard.contracts import contract_points
from engine.shipyard.data import BLANK, COLUMN_KIND, ITEMS, TRACK_LEN, design_of, part, tables
from engine.shipyard.moves import card_options, ship_parts
from engine.shipyard.offer import price
from engine.shipyard.planner import LaunchPlan, plan_launch
from engine.shipyard.rondels import circle_cost, crew_gain, equipment_gain, merchant_bonus, oval_cost
from engine.shipyard.state import ACT, CHOOSE, DISCARD, LAST, REGULAR, SAIL, SHIPS, Player, ShipyardState
from engine.shipyard.track import income
from engine.shipyard.voyage import hull, path_points
from engine.shipyard.yard import completed_ships, pattern

if TYPE_CHECKING:
    from engine.shipyard.rules import Shipyard

COIN = 0.45  # a coin, in points


def progress(st: ShipyardState) -> float:
    """0 at the start, 1 at the end of the regular game (roughly)."""
    done = sum(p.turns for p in st.ps)
    return min(1.0, done / (24.0 * st.players))


@lru_cache(maxsize=1 << 16)
def need_of(pat: str) -> int:
    """Fewest parts still missing for some ship of 3-5 parts that uses what stands in the yard."""
    best = 9
    n = len(pat)
    for i in range(n):
        for j in range(i + 2, min(n, i + 5)):
            w = pat[i : j + 1]
            if w[0] not in ".B" or w[-1] not in ".S" or any(c not in ".M" for c in w[1:-1]):
                continue
            if w.count(".") == len(w):
                continue
            best = min(best, w.count("."))
    return best


def unfinished(yard: Sequence[str]) -> tuple[str, ...]:
    """The yard with the completed ships' slots emptied: the ships still being built."""
    return _unfinished(tuple(yard))


@lru_cache(maxsize=1 << 16)
def _unfinished(yard: tuple[str, ...]) -> tuple[str, ...]:
    done = completed_ships(yard)
    return tuple(x if not any(a <= i <= b for a, b in done) else "" for i, x in enumerate(yard))


def part_features(pid: str) -> float:
    q = part(pid)
    return 0.35 * q.cabins + 0.4 * sum(q.mounts) + 0.3 * (q.lifebuoys + q.lifeboats + q.lanterns)


class NormalBot:
    """Scores each choice with a small model of its ship plan; no search, a few ms a decision."""

    def __init__(self, game: Game[Any], seed: int = 0) -> None:
        self.game = cast("Shipyard", game)
        self.rng = Rng(seed)
        self._length_key: object = None  # the canal system whose longest voyage is `_length`
        self._length = 0

    def choose(self, view: Any, seat: int) -> Action:
        st = cast(ShipyardState, view)
        legal = self.game.legal_actions(st, seat)
        if len(legal) == 1:
            return legal[0]
        if st.stage == SHIPS:
            return self._ships(st, seat, legal)
        if st.stage == SAIL:
            return self._steer(st, seat, legal)
        if st.stage == DISCARD:
            return self._discard(st, seat, legal)
        if st.stage == LAST:
            return self._last(st, seat, legal)
        if st.stage == CHOOSE:
            return max(
                legal, key=lambda a: (self._card_value(st, seat, cast(Choose, a).card, True), -self.rng.below(99))
            )
        if st.stage == ACT:
            return self._act(st, seat, legal)
        return legal[0]

    # -- valuations -------------------------------------------------------------------------
    def captain_want(self, p: Player) -> int:
        pat = pattern(p.yard)
        ships = len(completed_ships(p.yard)) + (1 if pat.count(".") < 9 else 0)
        return max(1, ships) - p.items.get("captain", 0)

    def item_value(self, st: ShipyardState, p: Player, item: str) -> float:
        late = progress(st)
        have = p.items.get(item, 0)
        mounts = [0, 0, 0, 0]
        cabins = 0
        for pid in p.yard:
            if pid:
                q = part(pid)
                mounts = [a + b for a, b in zip(mounts, q.mounts, strict=True)]
                cabins += q.cabins
        if item == "captain":
            v = 5.0 if self.captain_want(p) > 0 else 1.2 if cabins > 0 else 0.3
        elif item in ("merchant", "soldier"):
            crew = p.items.get("merchant", 0) + p.items.get("soldier", 0) + max(0, p.items.get("captain", 0) - 1)
            v = 1.8 if crew < cabins + 1 else 0.6
        elif item in ("crane", "cannon"):
            idx = 2 if item == "crane" else 3
            v = 3.0 if have < mounts[idx] + 1 else 0.8
        elif item == "propeller":
            v = 2.2 if have < max(1, mounts[1]) else 0.8
        else:  # sail, funnel
            v = 1.6 if p.items.get("sail", 0) + p.items.get("funnel", 0) < mounts[0] + 1 else 0.6
        return v * (1.0 - 0.6 * late)

    def canal_length(self, p: Player) -> int:
        return cn.longest(p.canals, p.boat, p.stern, 12)

    def yard_value(self, st: ShipyardState, p: Player, yard: list[str]) -> float:
        """What the yard is worth: completed ships by their launch plan, parts by progress."""
        v = 0.0
        supply = dict(p.items)
        for a, b in completed_ships(yard):
            plan = plan_launch(p, yard[a : b + 1], supply)
            if plan.sails:
                v += plan.points
                for k, n in plan.load:
                    supply[k] -= n
            else:
                v -= 3.0
        rest = unfinished(yard)
        pat = pattern(rest)
        placed = [x for x in rest if x]
        if placed:
            need = need_of(pat)
            late = self.late_factor(st)
            v += late * {0: 6.0, 1: 4.0, 2: 2.0}.get(need, 0.5) * (1.0 - 0.5 * progress(st))
            v += late * sum(part_features(x) for x in placed) * (1.0 - progress(st))
            v += late * 0.3 * len(placed)
        return v

    def late_factor(self, st: ShipyardState) -> float:
        """The share of its usual worth a ship still under construction keeps as the game runs out
        (`normal` keeps it whole to the end)."""
        return 1.0

    def _build_plan(self, st: ShipyardState, seat: int) -> tuple[float, list[TakePart]]:
        """Greedy: the parts (up to what is left of three) that raise the yard's value most."""
        p = st.ps[seat]
        yard = p.yard[:]
        coins = p.coins
        base = self.yard_value(st, p, yard)
        chosen: list[TakePart] = []
        cur = base
        used: set[tuple[int, int]] = set()
        for _ in range(3 - len(st.build_taken)):
            best: tuple[float, TakePart, str] | None = None
            for col, column in enumerate(st.columns):
                options = [(row, pid) for row, pid in enumerate(column) if pid is not None and (col, row) not in used]
                options += (
                    [(-1, BLANK[COLUMN_KIND[col]])] if COLUMN_KIND[col] in self._blank_kinds(st) and col != 2 else []
                )
                seen_kind_slots: set[int] = set()
                for row, pid in options:
                    if pid == "?" or price(row) > coins:
                        continue
                    for s in self._slots(st, yard, COLUMN_KIND[col], seen_kind_slots):
                        trial = yard[:]
                        trial[s] = pid
                        val = self.yard_value(st, p, trial) - COIN * price(row)
                        if best is None or val > best[0]:
                            best = (val, TakePart(col, row, s), pid)
            if best is None or best[0] <= cur + 0.2:
                break
            cur = best[0]
            a = best[1]
            chosen.append(a)
            used.add((a.column, a.row))
            yard[a.slot] = best[2]
            coins -= price(a.row)
        return cur - base, chosen

    def _blank_kinds(self, st: ShipyardState) -> list[str]:
        from engine.shipyard.moves import blank_kinds

        return blank_kinds(st)

    def _slots(self, st: ShipyardState, yard: list[str], kind: str, _seen: set[int]) -> list[int]:
        from engine.shipyard.yard import slots_for

        return slots_for(yard, kind)

    def _canal_gain(self, st: ShipyardState, p: Player, a: RentCanal) -> float:
        tile = st.canal_offer[a.index]
        grid = dict(p.canals)
        grid[(a.x, a.y)] = (tile, a.rotation)
        if not p.canals:
            boat = (a.x, a.y, a.boat)
            stern = "e:" + cn.port_of(tile, a.rotation, a.boat)
        else:
            boat, stern = p.boat, p.stern  # type: ignore[assignment]
        after = cn.longest(grid, boat, stern, 12)
        key = (tuple(p.canals.items()), p.boat, p.stern)  # by value: ids of dead states come back
        if self._length_key != key:
            self._length_key, self._length = key, self.canal_length(p)
        before = self._length
        syms = sum(1 for _ in tables().canals[tile].symbols)
        joined = any(cn.joined(grid, (a.x, a.y), d) for d in "NESW") if p.canals else True
        return 1.3 * (min(after, 10) - min(before, 10)) + (0.4 * syms if joined else 0) - COIN * price(a.index)

    def _card_value(self, st: ShipyardState, seat: int, card: str, with_income: bool) -> float:
        p = st.ps[seat]
        v = 0.0
        if with_income and st.mode == REGULAR:
            base, bonus = income(st, card)
            v += COIN * (base + bonus)
        opts = card_options(st, seat, card, p.coins)
        if not opts:
            return v - 5.0
        return v + self._best_option(st, seat, opts)[0]

    def _best_option(self, st: ShipyardState, seat: int, opts: list[Action]) -> tuple[float, Action]:
        """The best move among one card's moves (a ship purchase is planned once, not per part)."""
        parts = [a for a in opts if isinstance(a, TakePart)]
        best: tuple[float, Action] | None = None
        if parts:
            gain, plan = self._build_plan(st, seat)
            pick = plan[0] if plan and plan[0] in parts else parts[0]
            best = (gain if plan else -1.0, pick)
        for a in opts:
            if isinstance(a, TakePart):
                continue
            val = self._option_value(st, seat, a)
            if best is None or val > best[0]:
                best = (val, a)
        assert best is not None
        return best

    def _option_value(self, st: ShipyardState, seat: int, a: Action) -> float:  # noqa: C901
        p = st.ps[seat]
        late = progress(st)
        if isinstance(a, RentCanal):
            length = self.canal_length(p)
            want = 1.0 if length < 8 else 0.3
            return want * self._canal_gain(st, p, a) + (3.0 if not p.canals else 0.0)
        if isinstance(a, ProduceEquipment):
            return sum(self.item_value(st, p, i) for i in equipment_gain(st, p, a.steps)) - COIN * circle_cost(
                p, a.steps
            )
        if isinstance(a, RecruitCrew):
            return sum(self.item_value(st, p, i) for i in crew_gain(st, p, a.steps)) - COIN * circle_cost(p, a.steps)
        if isinstance(a, Hire):
            card = st.oval[(st.oval_pos + a.steps) % 8][a.slot][-1]
            d = design_of(card)
            worth = {
                "helmsman": 3.0,
                "constructor": 2.2,
                "accountant": 2.0,
                "engineer": 2.5,
                "recruiter": 2.8 if d.item == "captain" else 2.0,
                "yardman": 0.8,
                "foreman": 0.6,
                "merchant": 1.0 + d.end_vp,
            }[d.type]
            scale = 1.0 - 0.8 * late if d.type != "merchant" else 1.0
            worth = (worth + self._hire_contracts(st, p, card)) * scale
            return worth - COIN * (oval_cost(p, a.steps) + d.surcharge)
        if isinstance(a, BuyGoods):
            return 2.2 * (1.0 - late) - COIN * price(a.index)
        if isinstance(a, Exchange):
            prices = tables().exchange_prices[(st.exchange_pos + 1) % 6]
            goods = list(tables().wagons[a.wagon])
            v = 0.0
            for item in a.items:
                v += self.item_value(st, p, item)
                from engine.shipyard.data import good_of_item

                goods.remove(good_of_item(item))
            v += COIN * sum(prices[g] + merchant_bonus(p, g) for g in goods)
            return v
        if isinstance(a, TakeSubsidy):
            return COIN * 2
        return 0.0

    def _hire_contracts(self, st: ShipyardState, p: Player, card: str) -> float:
        """What an employee adds through the contracts about employees."""
        worth = 0.0
        d = design_of(card)
        for cid in p.contracts:
            if cid == "?":
                continue
            rule = tables().contracts[cid].rule
            if rule in ("employees_count", "employee_types_table"):
                worth += 1.5
            if rule == "employees_of_colours" and d.colour in ("blue", "yellow", "orange"):
                worth += 2.0
        return worth

    # -- stages -----------------------------------------------------------------------------
    def _act(self, st: ShipyardState, seat: int, legal: list[Action]) -> Action:
        p = st.ps[seat]
        if st.building:
            _, plan = self._build_plan(st, seat)
            if plan and plan[0] in legal:
                return plan[0]
            return ConfirmBuild()
        bonus = [a for a in legal if isinstance(a, Bonus)]
        concrete = [a for a in legal if not isinstance(a, (Bonus, EndActions))]
        if concrete:
            return self._best_option(st, seat, concrete)[1]
        if bonus:
            scored = [(self._card_value(st, seat, cast(Bonus, b).card, False) - COIN * 6, b) for b in bonus]
            val, b = max(scored, key=lambda t: t[0])
            if val > 0.8 + (0.0 if p.coins >= 9 else 0.8):
                return b
        if EndActions() in legal:
            return EndActions()
        return legal[0]

    def _ships(self, st: ShipyardState, seat: int, legal: list[Action]) -> Action:
        p = st.ps[seat]
        bows = [a for a, _ in completed_ships(p.yard)] if st.fit_ship < 0 else [st.fit_ship]
        plans = []
        for bow in bows:
            parts = ship_parts(p, bow)
            if parts is None:
                continue
            supply = dict(p.items)
            for k, n in st.fitting.items():
                supply[k] = supply.get(k, 0) + n
            plans.append((*self._launch_plan(p, parts, supply), bow))
        if not plans:
            return legal[0]
        _, plan, bow = max(plans, key=lambda t: t[0])
        if plan.sails:
            for item, n in plan.load:
                if st.fitting.get(item, 0) < n and Fit(bow, item) in legal:
                    return Fit(bow, item)
            want = Launch(bow, plan.helmsman, plan.yardman)
            if want in legal:
                return want
        launches = [a for a in legal if isinstance(a, Launch) and a.ship == bow]
        return launches[0] if launches else legal[0]

    def _launch_plan(self, p: Player, parts: Sequence[str], supply: dict[str, int]) -> tuple[float, LaunchPlan]:
        """The loadout a completed ship leaves with, and what it is worth to the bot (its points)."""
        plan = plan_launch(p, parts, supply)
        return float(plan.points), plan

    def _steer(self, st: ShipyardState, seat: int, legal: list[Action]) -> Action:
        p = st.ps[seat]
        v = st.voyage
        assert v is not None and p.boat is not None
        h = hull(v.parts)
        load = dict(v.items)
        moved = v.speed - v.left
        best: tuple[int, Action] | None = None
        for a in legal:
            assert isinstance(a, SteerTo)
            nxt = (a.x, a.y, a.space)
            for n2, s2 in cn.moves(p.canals, p.boat, p.stern):
                if n2 != nxt:
                    continue
                grid = dict(p.canals)
                if (nxt[0], nxt[1]) != (p.boat[0], p.boat[1]):
                    grid.pop((p.boat[0], p.boat[1]))
                for trail in cn.paths(grid, nxt, s2, v.left - 1):
                    pts = path_points(p.canals, (nxt, *trail), h, load, moved, v.riband)
                    if best is None or pts > best[0]:
                        best = (pts, a)
        return best[1] if best else legal[0]

    def _discard(self, st: ShipyardState, seat: int, legal: list[Action]) -> Action:
        p = st.ps[seat]

        def kept_value(a: Action) -> float:
            keep = [c for c in p.contracts if c not in cast(Discard, a).contracts]
            return sum(contract_points(c, p) + self._contract_hope(c) for c in keep)

        return max(legal, key=kept_value)

    def _contract_hope(self, cid: str) -> float:
        rule = tables().contracts[cid].rule
        return {"count_table": 3.0, "ships_by_length_table": 2.0, "employees_count": 3.0, "per_used_canal": 4.0}.get(
            rule, 1.0
        )

    def _last(self, st: ShipyardState, seat: int, legal: list[Action]) -> Action:
        p = st.ps[seat]
        best: tuple[float, Action] = (0.0, Pass())
        for a in legal:
            if not isinstance(a, TakePart):
                continue
            yard = p.yard[:]
            yard[a.slot] = st.columns[a.column][a.row] or "" if a.row >= 0 else BLANK[COLUMN_KIND[a.column]]
            v = self.yard_value(st, p, yard) - self.yard_value(st, p, p.yard)
            if v > best[0]:
                best = (v, a)
        return best[1]


_ = (ITEMS, TRACK_LEN)
