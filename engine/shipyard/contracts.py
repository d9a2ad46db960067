"""Government contracts and merchant employees at the end of the game (RULES.md §9)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.shipyard.data import Contract, design_of, tables
from engine.shipyard.state import Player, Ship
from engine.shipyard.voyage import hull


def ship_count(ship: Ship, what: str) -> int:
    """Items on a ship; 'officer' = captains beyond the first; safety symbols from its parts."""
    if what == "officer":
        return max(0, ship.count("captain") - 1)
    if what in ("lifebuoy", "lifebuoys"):
        return hull(ship.parts).lifebuoys
    if what in ("lifeboat", "lifeboats"):
        return hull(ship.parts).lifeboats
    if what in ("lantern", "lanterns"):
        return hull(ship.parts).lanterns
    return ship.count(what)


def table_points(c: Contract, n: int) -> int:
    pts = 0
    for at_least, p in c.table:
        if n >= at_least:
            pts = p
    if c.beyond_from and n > c.beyond_from:
        pts += (n - c.beyond_from) * c.beyond_per
    return pts


def employee_types(employees: Sequence[str]) -> set[str]:
    """Employee types by colour; a level-2 merchant is a type of its own (GRN11)."""
    out = set()
    for card in employees:
        d = design_of(card)
        out.add(
            "orange_level2"
            if d.type == "merchant" and d.level == 2
            else ("orange_level1" if d.type == "merchant" else d.colour)
        )
    return out


def contract_points(cid: str, p: Player) -> int:
    """Points contract `cid` gives this player's fleet."""
    c = tables().contracts[cid]
    fleet = p.fleet
    pr = c.params
    if c.rule == "pairs_on_same_ship":
        return pr["points_per_pair"] * sum(min(ship_count(s, pr["a"]), ship_count(s, pr["b"])) for s in fleet)
    if c.rule == "extra_beyond_first":
        n = sum(ship_count(s, pr["item"]) for s in fleet)
        return pr["points_each"] * max(0, n - 1)
    if c.rule == "ships_with_all":
        return pr["points_per_ship"] * sum(1 for s in fleet if all(ship_count(s, i) >= 1 for i in pr["items"]))
    if c.rule == "pairs_of_item_per_ship":
        return pr["points_per_pair"] * sum(ship_count(s, pr["item"]) // 2 for s in fleet)
    if c.rule == "per_item":
        return pr["points_each"] * sum(ship_count(s, pr["item"]) for s in fleet)
    if c.rule == "distinct_kinds_table":
        kinds = sum(1 for k in pr["kinds"] if any(ship_count(s, k) for s in fleet))
        return table_points(c, kinds)
    if c.rule == "per_used_canal":
        return pr["points_each"] * (len(p.used) + p.used_recorded)
    if c.rule == "count_table":
        what = pr["count"]
        if what == "ship_parts":
            n = sum(len(s.parts) for s in fleet)
        elif what == "ships":
            n = len(fleet)
        else:
            n = sum(ship_count(s, what) for s in fleet)
        return table_points(c, n)
    if c.rule == "ships_by_length_table":
        if "length_exactly" in pr:
            n = sum(1 for s in fleet if len(s.parts) == pr["length_exactly"])
        else:
            n = sum(1 for s in fleet if len(s.parts) >= pr["length_at_least"])
        return table_points(c, n)
    if c.rule == "employees_count":
        n = len(p.employees)
        first = min(n, pr["first_n"])
        return first * pr["points_first"] + (n - first) * pr["points_after"]
    if c.rule == "employees_of_colours":
        return pr["points_each"] * sum(1 for e in p.employees if design_of(e).colour in pr["colours"])
    if c.rule == "employee_types_table":
        return table_points(c, len(employee_types(p.employees)))
    raise ValueError(f"unknown contract rule {c.rule}")


def merchant_points(p: Player) -> int:
    """Merchant employees' end points: 1 for level 1, 3 for level 2."""
    return sum(design_of(e).end_vp for e in p.employees)
