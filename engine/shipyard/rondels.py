"""Equipment Production, Crew Recruitment (the two circles), the employee oval and the stock
exchange (RULES.md §5.3-5.5, §5.7)."""

from __future__ import annotations

from engine.shipyard.data import OVAL_SPACES, design_of, tables
from engine.shipyard.state import Player, ShipyardState


def owns(p: Player, type_: str) -> bool:
    return any(design_of(c).type == type_ for c in p.employees)


def circle_cost(p: Player, steps: int) -> int:
    """The first sector is free, each further one costs 1; the accountant frees two more."""
    free = 2 if owns(p, "accountant") else 0
    return max(0, steps - 1 - free)


def oval_cost(p: Player, steps: int) -> int:
    """The first step is free, each further one costs 1; the foreman frees up to three more."""
    free = 3 if owns(p, "foreman") else 0
    return max(0, steps - 1 - free)


def equipment_gain(st: ShipyardState, p: Player, steps: int) -> list[str]:
    """The item reached after `steps`, then one extra item for every engineer."""
    circle = tables().equipment_circle
    out = [circle[(st.equip_pos + steps) % len(circle)]]
    out += [design_of(c).item for c in p.employees if design_of(c).type == "engineer"]
    return out


def crew_gain(st: ShipyardState, p: Player, steps: int) -> list[str]:
    circle = tables().crew_circle
    out = [circle[(st.crew_pos + steps) % len(circle)]]
    out += [design_of(c).item for c in p.employees if design_of(c).type == "recruiter"]
    return out


HIRE_OK, HIRE_EMPTY, HIRE_TWIN, HIRE_LEVEL, HIRE_COINS = range(5)


def hire_check(st: ShipyardState, p: Player, steps: int, slot: int) -> int:
    """Can the player hire the top card of `slot` at the space `steps` ahead?"""
    space = st.oval[(st.oval_pos + steps) % OVAL_SPACES]
    if not space[slot]:
        return HIRE_EMPTY
    d = design_of(space[slot][-1])
    owned = {design_of(c).design for c in p.employees}
    if d.design in owned:
        return HIRE_TWIN
    if d.requires and d.requires not in owned:
        return HIRE_LEVEL
    if oval_cost(p, steps) + d.surcharge > p.coins:
        return HIRE_COINS
    return HIRE_OK


def merchant_bonus(p: Player, good: str) -> int:
    """+1 coin per merchant level owned for that good, per wagon sold."""
    return sum(1 for c in p.employees if design_of(c).type == "merchant" and design_of(c).item == good)


def exchange_split(goods: tuple[str, ...], items: tuple[str, ...]) -> list[str] | None:
    """The goods left to sell when `items` are taken in exchange, or None if impossible."""
    if len(set(items)) != len(items):
        return None
    left = list(goods)
    ex = tables().exchange_items
    for item in items:
        good = next((g for g, its in ex.items() if item in its), None)
        if good is None or good not in left:
            return None
        left.remove(good)
    return left


def exchange_choices(goods: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Every set of different items a wagon card can be exchanged for (the rest is sold)."""
    ex = tables().exchange_items
    out: set[tuple[str, ...]] = {()}
    for good in goods:
        new = set()
        for chosen in out:
            new.add(chosen)
            for item in ex[good]:
                if item not in chosen:
                    new.add(tuple(sorted((*chosen, item))))
        out = new
    return sorted(out)


def exchange_gain(st: ShipyardState, p: Player, wagon: str, items: tuple[str, ...]) -> int:
    """Coins a Stock Exchange brings: the marker first moves one space, whose prices (plus the merchant
    bonus) pay for every wagon of the card not exchanged for an item."""
    prices = tables().exchange_prices[(st.exchange_pos + 1) % len(tables().exchange_prices)]
    sold = exchange_split(tables().wagons[wagon], items) or []
    return sum(prices[g] + merchant_bonus(p, g) for g in sold)
