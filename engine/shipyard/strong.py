"""Shipyard's `strong` bot: the `normal` bot's ship plans, steered by its secret contracts.

The `normal` bot prices parts, equipment, crew, canals and employees by what they do for the
next maiden voyage. Its contracts (RULES.md §9) it reads only when hiring and when discarding, yet
they are a third of a typical final score. This bot judges every choice also by what it adds to
its contracts, read straight from the engine's own contract scoring (`contract_points`) applied to
the fleet the bot expects to have:

- the ships that are complete in the yard, carrying the loadout they will leave with;
- the ship being built, from the parts in the yard, carrying whatever is in the supply (counted
  partly: it may never be finished);
- the employees, and the canals sailed off (BLU11).

A rented canal is priced as `normal` prices it. Adding 0.7 of what it would add to BLU11 once
sailed off made the bot win less: 37.2 % of 1,200 games with it, 38.5 % without
(three paired runs of 400, seeds 1001, 2001 and 3001).

A ship still under construction counts whole until half the game is played, then less and less,
down to nothing at the end: `normal` counts it whole to the end and finishes most games with such a
ship, its parts paid for and never sailed. Against three `normal` bots this took `strong` to 40.9 %
of 1,600 games (paired on seeds 3001, 2001, 1001 and the fresh 4001: +1.9, +1.3, +1.8, +2.0 points).

Before the discards a player holds three contracts of a colour and keeps one; each is weighed by
the chance of being the one kept (the most promising gets LEAD_WEIGHT, the others share the rest).
Loadouts at launch are chosen by points plus contract gain, so a ship carries the pair of sails or
the second captain a contract pays for.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, cast

from engine.core.actions import Action
from engine.shipyard.actions import Discard
from engine.shipyard.bots import NormalBot, need_of, progress, unfinished
from engine.shipyard.contracts import contract_points
from engine.shipyard.data import BLANK, ITEMS, tables
from engine.shipyard.planner import LaunchPlan, plan_launch
from engine.shipyard.state import Player, Ship, ShipyardState
from engine.shipyard.yard import completed_ships, pattern

LEAD_WEIGHT = 0.6  # the share of its colour's weight the most promising contract gets before discards
SUPPLY_SHARE = 0.75  # how surely the supply's items reach a ship (the next ship may wait or fail)
PARTIAL_SHARE = 0.6  # how surely a ship under construction is finished and sails
CONTRACT_SCALE = 1.0  # contract points, in the normal bot's units (about points)
LATE_SLOPE = 2.0  # a ship under construction counts whole until half the game is played, then less, down to 0


@dataclass(slots=True)
class Holdings:
    """What contract scoring reads of a player (duck-typed as a Player for `contract_points`)."""

    fleet: list[Ship]
    used: list[str]
    used_recorded: int
    employees: list[str] = field(default_factory=list)


def as_ship(parts: Sequence[str], load: Mapping[str, int]) -> Ship:
    return Ship(tuple(parts), tuple((k, load[k]) for k in ITEMS if load.get(k, 0) > 0), 0, 0)


def contract_weights(p: Player, hope: Mapping[str, float]) -> dict[str, float]:
    """Each known contract's chance of being scored: 1 once it is the last of its colour."""
    by_colour: dict[str, list[str]] = {}
    for cid in p.contracts:
        if cid != "?":
            by_colour.setdefault(tables().contracts[cid].colour, []).append(cid)
    out: dict[str, float] = {}
    for cids in by_colour.values():
        if len(cids) == 1:
            out[cids[0]] = 1.0
            continue
        ranked = sorted(cids, key=lambda c: -(contract_points(c, p) + hope.get(c, 0.0)))
        out[ranked[0]] = LEAD_WEIGHT
        for cid in ranked[1:]:
            out[cid] = (1.0 - LEAD_WEIGHT) / (len(cids) - 1)
    return out


class StrongBot(NormalBot):
    """`normal`'s valuations plus the contract gain of each choice."""

    _left = 1.0  # the part of the game still to play, as of the last `choose`

    def choose(self, view: Any, seat: int) -> Action:
        st = cast(ShipyardState, view)
        p = st.ps[seat]
        hope = {c: self._contract_hope(c) for c in p.contracts if c != "?"}
        self._weights = contract_weights(p, hope)
        self._left = 1.0 - progress(st)
        self._memo: dict[Any, float] = {}
        return super().choose(view, seat)

    # -- the contracts' view of a player -----------------------------------------------------
    def _contracts(self, holdings: Holdings, weights: Mapping[str, float] | None = None) -> float:
        w = self._weights if weights is None else weights
        return CONTRACT_SCALE * sum(k * contract_points(c, cast(Player, holdings)) for c, k in w.items())

    @staticmethod
    def _partial_parts(yard: Sequence[str]) -> list[str]:
        """The parts of the ships not yet complete, with blanks for the fewest parts still missing."""
        rest = unfinished(yard)
        placed = [x for x in rest if x]
        if not placed:
            return []
        need = need_of(pattern(rest))
        return placed + [BLANK["middle"]] * (need if need < 9 else 0)

    def _outlook(
        self,
        p: Player,
        yard: Sequence[str],
        supply: Mapping[str, int],
        employees: Iterable[str] = (),
        weights: Mapping[str, float] | None = None,
    ) -> float:
        """The weighted contract points of the fleet this player expects: ships complete in the yard
        with their loadouts, then the ship under construction with what is left in the supply (or,
        with an empty yard, some next ship), counted by how surely it sails."""
        employees = tuple(employees)
        key = (
            tuple(yard),
            tuple(sorted(supply.items())),
            employees,
            None if weights is None else tuple(weights),
        )
        if key in self._memo:
            return self._memo[key]
        left = dict(supply)
        fleet = list(p.fleet)
        for a, b in completed_ships(yard):
            parts = yard[a : b + 1]
            plan = plan_launch(p, parts, left)
            if plan.sails:
                fleet.append(as_ship(parts, dict(plan.load)))
                for k, n in plan.load:
                    left[k] -= n
        staff = p.employees + list(employees)
        used = [""] * len(p.used)
        now = self._contracts(Holdings(fleet, used, p.used_recorded, staff), weights)
        partial = self._partial_parts(yard)
        parts = partial or [BLANK["bow"], BLANK["middle"], BLANK["stern"]]
        load = {k: n for k, n in left.items() if n > 0}
        load.setdefault("captain", 1)
        later = self._contracts(Holdings([*fleet, as_ship(parts, load)], used, p.used_recorded, staff), weights)
        value = now + (later - now) * (PARTIAL_SHARE if partial else SUPPLY_SHARE) * self._left
        self._memo[key] = value
        return value

    # -- valuations ----------------------------------------------------------------------------
    def late_factor(self, st: ShipyardState) -> float:
        """A ship under construction is worth less the less of the game is left to finish it: whole
        early on, then falling to nothing at the end (parts that never become a ship score nothing, and
        `normal` ends most games with one such ship and its parts paid for)."""
        return max(0.0, min(1.0, LATE_SLOPE * (1.0 - progress(st))))

    def item_value(self, st: ShipyardState, p: Player, item: str) -> float:
        base = super().item_value(st, p, item)
        more = dict(p.items)
        more[item] = more.get(item, 0) + 1
        gain = self._outlook(p, p.yard, more) - self._outlook(p, p.yard, p.items)
        return base + SUPPLY_SHARE * gain * (1.0 - 0.5 * progress(st))

    def yard_value(self, st: ShipyardState, p: Player, yard: list[str]) -> float:
        return super().yard_value(st, p, yard) + self._outlook(p, yard, p.items)

    def _hire_contracts(self, st: ShipyardState, p: Player, card: str) -> float:
        """`normal`'s rule of thumb for the employee contracts, plus the exact gain on the contracts
        held (the exact gain alone hired fewer merchants than `normal` does: 38 % of 160 games against
        41 % with both, and 0.8 points less margin)."""
        exact = self._outlook(p, p.yard, p.items, (card,)) - self._outlook(p, p.yard, p.items)
        return super()._hire_contracts(st, p, card) + exact

    # -- launching: loadouts that pay on the contracts too ---------------------------------------
    def _launch_plan(self, p: Player, parts: Sequence[str], supply: dict[str, int]) -> tuple[float, LaunchPlan]:
        """The loadout that scores most in points plus contract gain (a pair of sails or a second
        captain a contract pays for), and that worth."""
        used = [""] * len(p.used)
        now = self._contracts(Holdings(list(p.fleet), used, p.used_recorded, p.employees))

        def judge(load: Mapping[str, int]) -> float:
            ship = as_ship(parts, load)
            return self._contracts(Holdings([*p.fleet, ship], used, p.used_recorded, p.employees)) - now

        plan = plan_launch(p, parts, supply, judge)
        return plan.points + (judge(dict(plan.load)) if plan.sails else 0.0), plan

    def _discard(self, st: ShipyardState, seat: int, legal: list[Action]) -> Action:
        """Keep the contracts that pay most on the expected fleet, plus what their kind may still earn."""
        p = st.ps[seat]
        expected = {
            c: self._outlook(p, p.yard, p.items, weights={c: 1.0}) + 0.5 * self._contract_hope(c)
            for c in p.contracts
            if c != "?"
        }

        def kept_value(a: Action) -> float:
            return sum(expected[c] for c in p.contracts if c not in cast(Discard, a).contracts and c in expected)

        return max(legal, key=kept_value)
