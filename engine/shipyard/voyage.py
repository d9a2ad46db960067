"""Equipping, speed, the scoring conditions and the officials of a maiden voyage (RULES.md §6)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

import engine.shipyard.canals as cn
from engine.shipyard.data import ITEMS, design_of, part


@dataclass(frozen=True, slots=True)
class Hull:
    """What a ship's parts offer: cabins, mounts by type and safety symbols."""

    length: int
    cabins: int
    sail_funnel: int
    propeller: int
    crane: int
    cannon: int
    lifebuoys: int
    lifeboats: int
    lanterns: int


def hull(parts: Sequence[str]) -> Hull:
    return _hull(tuple(parts))


@lru_cache(maxsize=1 << 16)
def _hull(parts: tuple[str, ...]) -> Hull:
    """The sums over the parts (asked for every ship at every scoring and by the bots at every
    option: cached, since a tuple of part ids always gives the same hull)."""
    ps = [part(p) for p in parts]
    return Hull(
        len(ps),
        sum(p.cabins for p in ps),
        sum(p.mounts[0] for p in ps),
        sum(p.mounts[1] for p in ps),
        sum(p.mounts[2] for p in ps),
        sum(p.mounts[3] for p in ps),
        sum(p.lifebuoys for p in ps),
        sum(p.lifeboats for p in ps),
        sum(p.lanterns for p in ps),
    )


def constructor_room(employees: Iterable[str]) -> dict[str, int]:
    """Items the player's constructors add per ship without mount or cabin."""
    room: dict[str, int] = {}
    for card in employees:
        d = design_of(card)
        if d.type == "constructor":
            room[d.item] = room.get(d.item, 0) + d.max_per_ship
    return room


def fits(h: Hull, room: Mapping[str, int], load: Mapping[str, int]) -> bool:
    """Can this loadout go on the ship (cabins, mounts of the right type, constructors)?"""
    g = load.get
    sails, funnels = g("sail", 0), g("funnel", 0)
    if max(0, sails - room.get("sail", 0)) + max(0, funnels - room.get("funnel", 0)) > h.sail_funnel:
        return False
    for item in ("propeller", "crane", "cannon"):
        if g(item, 0) > getattr(h, item) + room.get(item, 0):
            return False
    crew = max(0, g("captain", 0) - 1) + g("merchant", 0) + g("soldier", 0)
    return crew <= h.cabins + room.get("any_crew", 0)


def base_speed(load: Mapping[str, int]) -> int:
    """Steamship: 4 + further funnels, propellers and sails; otherwise 1 + sails + propellers + funnel pairs."""
    s, f, p = load.get("sail", 0), load.get("funnel", 0), load.get("propeller", 0)
    if f >= 1 and p >= 1:
        return 4 + (f - 1) + (p - 1) + s
    return 1 + s + p + f // 2


def has_design(employees: Iterable[str], type_: str) -> bool:
    return any(design_of(c).type == type_ for c in employees)


def speed(load: Mapping[str, int], helmsman: bool, yardman: int) -> int:
    return base_speed(load) + (1 if helmsman else 0) + yardman


def launch_fault(load: Mapping[str, int], canals: cn.Grid, boat: cn.Node | None, stern: str, spd: int) -> str:
    """Why a ship launched with `load` at speed `spd` is dismantled (RULES.md §6): "captain" with no
    captain aboard, "canals" when the system is too short for the voyage; "" when it sails."""
    if load.get("captain", 0) < 1:
        return "captain"
    if not cn.can_sail(canals, boat, stern, spd):
        return "canals"
    return ""


def points_before(load: Mapping[str, int], spd: int) -> int:
    """Crew 1 each, cranes and cannons 2 each, speed 1 a point."""
    g = load.get
    crew = g("captain", 0) + g("merchant", 0) + g("soldier", 0)
    return crew + 2 * (g("crane", 0) + g("cannon", 0)) + spd


def official_points(sym: str, h: Hull, load: Mapping[str, int]) -> int:
    """Points one official gives on entering his space (the riband is scored apart)."""
    g = load.get
    if sym == "military":
        return g("soldier", 0) + g("cannon", 0)
    if sym == "trade":
        return g("merchant", 0) + g("crane", 0)
    if sym == "lantern":
        return h.lanterns
    if sym == "lifeboat":
        return h.lifeboats
    if sym == "lifebuoy":
        return h.lifebuoys
    return 0


def path_points(
    grid: cn.Grid, trail: Sequence[cn.Node], h: Hull, load: Mapping[str, int], moved: int = 0, riband: int = 0
) -> int:
    """Points of a voyage along `trail` (officials on every entry, the last riband), `moved` moves
    having been made already with the last riband entered on move `riband`."""
    total = 0
    for k, (x, y, s) in enumerate(trail, start=moved + 1):
        sym = cn.symbol(grid[(x, y)][0], s)
        if sym == "riband":
            riband = k
        elif sym:
            total += official_points(sym, h, load)
    return total + riband


def best_voyage(
    grid: cn.Grid, node: cn.Node | None, stern: str, spd: int, h: Hull, load: Mapping[str, int]
) -> tuple[int, tuple[cn.Node, ...]] | None:
    """The best-scoring voyage of exactly `spd` moves, or None when the system is too short."""
    if node is None:
        return None
    best: tuple[int, tuple[cn.Node, ...]] | None = None
    for trail in cn.paths(grid, node, stern, spd):
        pts = path_points(grid, trail, h, load)
        if best is None or pts > best[0]:
            best = (pts, trail)
    return best


def as_items(load: Mapping[str, int]) -> tuple[tuple[str, int], ...]:
    return tuple((k, load[k]) for k in ITEMS if load.get(k, 0) > 0)
