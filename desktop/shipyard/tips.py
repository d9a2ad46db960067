"""Tooltips of Shipyard's pieces that name themselves and the rule that matters for them: parts in a
yard, the places of a completed ship, canals of a system, markers, figures, a rival's summary.

Every text is built only from what the board draws from its view state: never a face-down contract."""

from __future__ import annotations

from typing import Any

import engine.shipyard.canals as cn
import engine.shipyard.texts as tx
from desktop.common.i18n import tr_key, tr_n
from desktop.shipyard import texts as tt
from engine.shipyard.data import ITEMS, MOUNT_FOR, design_of, part
from engine.shipyard.state import Player

t = tr_key  # a key translated now, %1… filled
tn = tr_n  # a plural key for n, %1… filled


def item_name(item: str) -> str:
    return tr_key(tx.ITEM_NAMES[item])


def part_features(pid: str) -> str:
    """Cabins, mounts and safety symbols of a part (a blank shows all of them as 0)."""
    pt = part(pid)
    return t(tt.PART_FEATURES, pt.cabins, *pt.mounts, pt.lifebuoys, pt.lifeboats, pt.lanterns)


def part_name(pid: str) -> str:
    pt = part(pid)
    return t(tt.BLANK_NAMES[pt.kind]) if pt.back == "blank" else t(tt.KIND[pt.kind])


def yard_part_tip(pid: str, slot: int) -> str:
    return t(tt.YARD_PART_TIP, part_name(pid), slot + 1, part_features(pid))


def officials(tile: str) -> str:
    """The officials printed on a canal's spaces, or "none"."""
    syms = [tr_key(tt.SYMBOLS[cn.symbol(tile, s)]) for s in cn.spaces(tile) if cn.symbol(tile, s)]
    return ", ".join(syms) or t(tt.NONE)


def own_canal_tip(tile: str) -> str:
    return t(tt.OWN_CANAL_TIP, officials(tile))


def marker_tip(which: str) -> str:
    return t({"equip": tt.EQUIP_MARKER_TIP, "crew": tt.CREW_MARKER_TIP, "oval": tt.OVAL_MARKER_TIP}[which])


def place_tip(group: str, filled: int, room: int, constructor: str = "") -> str:
    """A place on a completed ship: the helm, its cabins, a kind of mount, a constructor's places
    (`constructor` is that employee's own tooltip)."""
    if group == "helm":
        return t(tt.HELM_TIP)
    if group == "cabin":
        return t(tt.CABIN_TIP, filled, room)
    if group.startswith("extra_"):
        return constructor
    kinds = "/".join(item_name(i) for i in ITEMS if MOUNT_FOR.get(i) == group)
    return t(tt.MOUNT_TIP, kinds, filled, room)


def rival_yard_tip(name: str, p: Player) -> str:
    lines = [t(tt.YARD_OF, name)]
    lines += [yard_part_tip(pid, slot) for slot, pid in enumerate(p.yard) if pid]
    return "\n".join(lines)


def rival_supply_tip(p: Player, employee_tip: Any) -> str:
    """A rival's supply and employees, each employee with what it does."""
    items = ", ".join(f"{p.items[i]} × {item_name(i)}" for i in ITEMS if p.items.get(i, 0))
    lines = [f"{t(tt.SUPPLY)}: {items or '–'}"]
    if p.employees:
        lines.append(t(tt.EMPLOYEES) + ":")
        lines += [employee_tip(card) for card in p.employees]
    return "\n".join(lines)


INDENT = "\u2003"  # an em space: a tooltip's wrapping drops plain spaces at a line's start


def fleet_tip(title: str, p: Player) -> str:
    """A player's fleet, ship by ship as it sailed: its parts, speed and points, what it carries and its
    safety symbols (the contracts score them); `title` heads it ("Your fleet: 2 ships")."""
    lines = [title]
    if not p.fleet:
        lines.append(t(tt.FLEET_EMPTY))
    for k, ship in enumerate(p.fleet, 1):
        lines.append(t(tt.FLEET_SHIP, k, tn(tt.SHIP_PARTS, len(ship.parts)), ship.speed, tt.points(ship.points)))
        load = ", ".join(f"{n} × {item_name(item)}" for item, n in ship.items if n)
        parts = [part(pid) for pid in ship.parts]
        safety = t(
            tt.FLEET_SAFETY,
            sum(pt.lifebuoys for pt in parts),
            sum(pt.lifeboats for pt in parts),
            sum(pt.lanterns for pt in parts),
        )
        lines += [f"{INDENT}{load or '–'}", f"{INDENT}{safety}"]
    return "\n".join(lines)


def rival_canals_tip(name: str, p: Player) -> str:
    return f"{name} · {t(tt.CANAL_SYSTEM)} · {t(tt.USED, len(p.used))}"


def constructor_tip(employees: list[str], item: str, employee_tip: Any) -> str:
    """The tooltip of the constructor (or constructors) giving places for `item` on every ship."""
    return " ".join(
        employee_tip(c) for c in employees if design_of(c).type == "constructor" and design_of(c).item == item
    )
