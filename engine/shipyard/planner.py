"""Pure helpers for the scene and the bots: the best loadout for a completed ship, its speed and
conditions for a given equipment, and the best voyage (RULES.md §6)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from itertools import product

import engine.shipyard.canals as cn
from engine.shipyard.data import design_of
from engine.shipyard.state import Player
from engine.shipyard.voyage import Hull, base_speed, best_voyage, constructor_room, fits, hull, points_before


@dataclass(frozen=True, slots=True)
class LaunchPlan:
    """A loadout and speed bonuses for one ship, with the points it would score (0: it fails)."""

    load: tuple[tuple[str, int], ...]
    helmsman: bool
    yardman: int
    speed: int
    points: int
    sails: bool  # True when the ship meets both scoring conditions


def conditions(
    p: Player, parts: Sequence[str], load: Mapping[str, int], helmsman: bool, yardman: int
) -> tuple[int, bool, bool]:
    """(speed, has a captain, canals long enough) for this equipment: what the scene shows."""
    spd = base_speed(load) + (1 if helmsman else 0) + yardman
    return spd, load.get("captain", 0) >= 1, cn.can_sail(p.canals, p.boat, p.stern, spd)


def _greedy(
    h: Hull, room: Mapping[str, int], supply: Mapping[str, int], order: Sequence[str], load: dict[str, int]
) -> None:
    for item in order:
        while load.get(item, 0) < supply.get(item, 0):
            load[item] = load.get(item, 0) + 1
            if not fits(h, room, load):
                load[item] -= 1
                break


def plan_launch(
    p: Player,
    parts: Sequence[str],
    supply: Mapping[str, int] | None = None,
    judge: Callable[[Mapping[str, int]], float] | None = None,
) -> LaunchPlan:
    """The best loadout of the supply for this ship: all crew, cranes and cannons that fit, and the
    mix of sails, funnels and propellers (with helmsman and yardman) whose speed the canals allow
    and which scores most, voyage included. `judge` adds a value of its own to each loadout (a bot's
    contracts); the plan's `points` stay the points the ship scores."""
    supply = dict(p.items if supply is None else supply)
    h = hull(parts)
    room = constructor_room(p.employees)
    if supply.get("captain", 0) < 1 or p.boat is None:
        return LaunchPlan((), False, 0, 0, 0, False)
    fixed: dict[str, int] = {"captain": 1}
    _greedy(h, room, supply, ("crane", "cannon", "merchant", "soldier", "captain"), fixed)
    helm_owned = any(design_of(c).type == "helmsman" for c in p.employees)
    yard_owned = any(design_of(c).type == "yardman" for c in p.employees)
    best: LaunchPlan | None = None
    best_value = 0.0
    for s, f, pr in product(
        range(min(4, supply.get("sail", 0)) + 1),
        range(min(3, supply.get("funnel", 0)) + 1),
        range(min(2, supply.get("propeller", 0)) + 1),
    ):
        load = dict(fixed)
        load.update({"sail": s, "funnel": f, "propeller": pr})
        if not fits(h, room, load):
            continue
        base = base_speed(load)
        for hm in [False, True] if helm_owned else [False]:
            for y in range(s // 2 + 1) if yard_owned else range(1):
                spd = base + (1 if hm else 0) + y
                voyage = best_voyage(p.canals, p.boat, p.stern, spd, h, load)
                if voyage is None:
                    continue
                pts = points_before(load, spd) + voyage[0]
                value = pts + (judge(load) if judge is not None else 0.0)
                if best is None or value > best_value:
                    items = tuple((k, n) for k, n in load.items() if n > 0)
                    best, best_value = LaunchPlan(items, hm, y, spd, pts, True), value
    return best or LaunchPlan((), False, 0, 0, 0, False)
