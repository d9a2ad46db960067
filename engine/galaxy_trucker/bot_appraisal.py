"""How good a Galaxy Trucker ship is, for the bots: tile geometry pre-digested per rotation, the
ship's statistics and their concave utility for the round, and the value of goods aboard."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Iterable

import engine.galaxy_trucker.power as pw
import engine.galaxy_trucker.ship as sh
from engine.galaxy_trucker.data import (
    ARTIFACT,
    BATTERY,
    BROWN,
    CABIN,
    CANNON,
    CARGO,
    ENGINE,
    EXPLOSIVE,
    FRAGILE,
    GOODS_VALUE,
    HEAVY,
    LIFE_SUPPORT,
    RADIOACTIVE,
    RED,
    SHIELD,
    SMOOTH,
    SPECIAL_CARGO,
    STARTING_CABIN,
    STEP,
    N,
    S,
    components,
    connector,
    joined,
    turned,
)
from engine.galaxy_trucker.scoring import MISSION_KIND, MISSION_REWARD

Cell = tuple[int, int]
OPP = (2, 3, 0, 1)

# -- tile geometry, pre-digested per (tile, rotation) --------------------------------------------------


@dataclasses.dataclass(frozen=True, slots=True)
class _Geo:
    kind: str
    conns: tuple[int, int, int, int]
    facing: int  # cannon barrel / engine exhaust after rotation (-1: none)
    double: bool
    protects: tuple[int, ...]
    capacity: int
    red: bool
    alien: int


_GEO: list[_Geo] = []


def geo(tile: int, rot: int) -> _Geo:
    if not _GEO:
        for spec in components().tiles:
            for r in range(4):
                _GEO.append(
                    _Geo(
                        kind=spec.kind,
                        conns=(
                            connector(spec, r, 0),
                            connector(spec, r, 1),
                            connector(spec, r, 2),
                            connector(spec, r, 3),
                        ),
                        facing=turned(spec.facing, r) if spec.facing >= 0 else -1,
                        double=spec.double,
                        protects=tuple(turned(p, r) for p in spec.protects),
                        capacity=spec.capacity,
                        red=spec.holds_red,
                        alien=spec.alien,
                    )
                )
    return _GEO[tile * 4 + rot % 4]


def step(cell: Cell, side: int) -> Cell:
    dr, dc = STEP[side]
    return (cell[0] + dr, cell[1] + dc)


# -- ship statistics and the utility of a ship -------------------------------------------------------------


@dataclasses.dataclass(slots=True)
class Stats:
    eng1: int = 0
    eng2: int = 0
    can1f: int = 0
    can1s: int = 0
    can2f: int = 0
    can2s: int = 0
    cabins: int = 0
    brown: bool = False  # a cabin joined to a brown life support
    purple: bool = False
    loose_ls: int = 0  # life supports not (yet) joined to a cabin
    cargo: int = 0
    red: int = 0
    cells: int = 0
    shields: list[int] = dataclasses.field(default_factory=lambda: [0, 0, 0, 0])
    special: float = 0.0
    penalty: int = 0
    tiles: int = 0

    def copy(self) -> Stats:
        s = dataclasses.replace(self)
        s.shields = list(self.shields)
        return s


def _joined_kinds(tiles: dict[Cell, tuple[int, int]], cell: Cell, g: _Geo) -> list[_Geo]:
    out = []
    for side in range(4):
        a = g.conns[side]
        if a == SMOOTH:
            continue
        placed = tiles.get(step(cell, side))
        if placed is None:
            continue
        q = geo(*placed)
        if joined(a, q.conns[OPP[side]]):
            out.append(q)
    return out


def add_tile(s: Stats, tiles: dict[Cell, tuple[int, int]], cell: Cell, g: _Geo, mission: str, rnd: int) -> None:
    """Count a tile standing (or about to stand) at `cell` into `s`."""
    kind = g.kind
    s.tiles += 1
    if kind == ENGINE:
        if g.facing == S:
            if g.double:
                s.eng2 += 1
            else:
                s.eng1 += 1
    elif kind == CANNON:
        front = g.facing == N
        if g.double:
            if front:
                s.can2f += 1
            else:
                s.can2s += 1
        elif front:
            s.can1f += 1
        else:
            s.can1s += 1
    elif kind == CABIN:
        s.cabins += 1
        for q in _joined_kinds(tiles, cell, g):
            if q.kind == LIFE_SUPPORT:
                if q.alien == BROWN:
                    s.brown = True
                else:
                    s.purple = True
    elif kind == LIFE_SUPPORT:
        if any(q.kind == CABIN for q in _joined_kinds(tiles, cell, g)):
            if g.alien == BROWN:
                s.brown = True
            else:
                s.purple = True
        else:
            s.loose_ls += 1
    elif kind == CARGO:
        s.cargo += g.capacity
    elif kind == SPECIAL_CARGO:
        s.red += g.capacity
    elif kind == BATTERY:
        s.cells += g.capacity
    elif kind == SHIELD:
        for side in g.protects:
            s.shields[side] += 1
    elif kind in (EXPLOSIVE, FRAGILE, HEAVY, RADIOACTIVE, ARTIFACT):
        if mission == "M3" and kind == HEAVY:
            s.special += 2.0 * rnd
        elif mission == "M6" or MISSION_KIND.get(mission) == kind:
            s.special += MISSION_REWARD.get(mission, 0) * rnd * 0.8
        if kind == HEAVY:
            s.penalty += 1


def ship_stats(ship: sh.Ship, mission: str, rnd: int) -> Stats:
    s = Stats()
    tiles = ship.tiles
    for cell, (t, r) in tiles.items():
        g = geo(t, r)
        if g.kind == STARTING_CABIN:
            s.tiles += 1
            continue
        add_tile(s, tiles, cell, g, mission, rnd)
    return s


def _sat(x: float, a: float, t: float) -> float:
    """A concave reward: slope `a` at 0, flattening past about `t`."""
    if x <= 0:
        return a * x
    return a * t * (1.0 - math.exp(-x / t))


SIDE_WEIGHT = (2.5, 1.2, 0.7, 1.2)  # a shield covering the front matters most

# the weights of `utility`, in rough credits (tuned by self-play against random and normal bots)
W: dict[str, float] = {
    "mobile": 10.0,  # any engine power at all: without it the first Open Space ends the flight
    "eng": 4.0,
    "eng_t": 2.0,
    "eng_r": 1.5,
    "fire": 4.0,
    "fire_t": 2.0,
    "fire_r": 1.5,
    "crew": 1.1,
    "crew_t": 3.0,
    "crew_r": 2.0,
    # humans beyond the first 2, 4, 6, 8: slavers and combat zones take crew
    "spare0": 6.0,
    "spare1": 5.0,
    "spare2": 4.0,
    "spare3": 3.0,
    "slots": 2.4,
    "slots_t": 4.0,
    "slots_r": 3.0,
    "red": 1.4,
    "cells": 0.7,
    "patience": 12.0,  # tiles drawn and not placed in a row before finishing...
    "patience_fill": 14.0,  # ... plus this much more on an empty ship
    "reserve_worth": 6.0,  # a tile that fits nowhere yet goes to the reserve if it is worth this much
    "reserve_fill": 0.6,  # ... while the ship is at most this full
    # robot building: cubes are scarce
    "r_threshold": 1.0,  # a placement costs two cubes, two more looks at tiles
    # cubes to keep while the ship has no engine power: ~18 looks find one more than nine times in ten
    # (measured vs 3 random: 7 -> 83 %, 10 -> 85 %, 14 -> 86 %, 20 -> 86 %, 30 -> 86 %)
    "r_essential": 20.0,
    "r_cabin_cubes": 8.0,  # ... and while it has too few cabins
    # a tile placing this well is reserved (a cube) rather than handed back while cubes are held back, and
    # placed once the ship has what it lacked (vs 3 random, 1,600 paired games: 84.6 -> 87.0 %; at 1: 85.7 %)
    "r_hold_reserve": 3.0,
    "r_cabins": 1.0,  # cabins a ship must have from round 2 (slavers take 4 and 5 crew); one in round 1
}


def utility(s: Stats, rnd: int, w: dict[str, float] | None = None) -> float:
    """What a ship is worth for the round's flight, in rough credits (weights `w`, default W)."""
    w = W if w is None else w
    doubles = s.eng2 + s.can2f + s.can2s
    pr = min(1.0, s.cells / (1.5 * doubles)) if doubles else 1.0
    engines = s.eng1 + s.eng2
    eng = s.eng1 + 2.0 * s.eng2 * pr
    if s.brown and engines:
        eng += 2.0
    eng = max(0.0, eng - s.penalty)
    cannons = s.can1f + s.can1s + s.can2f + s.can2s
    fire = s.can1f + 0.5 * s.can1s + (2.0 * s.can2f + s.can2s) * pr
    if s.purple and cannons:
        fire += 2.0
    aliens = (1 if s.brown and engines else 0) + (1 if s.purple and cannons else 0)
    crew = 2 + 2 * s.cabins - aliens
    humans = 2 + 2 * s.cabins - 2 * aliens
    slots = s.cargo + w["red"] * s.red
    u = 0.0
    if s.eng1 or (s.eng2 and s.cells):
        u += w["mobile"]
    u += _sat(eng, w["eng"], w["eng_t"] + w["eng_r"] * rnd)
    u += _sat(fire, w["fire"], w["fire_t"] + w["fire_r"] * rnd)
    u += _sat(crew, w["crew"], w["crew_t"] + w["crew_r"] * rnd)
    for k in range(min(4, rnd + 1)):
        u += w[f"spare{k}"] * min(1.0, max(0.0, humans - 2 - 2 * k) / 2.0)
    u += _sat(slots, w["slots"], w["slots_t"] + w["slots_r"] * rnd)
    u += _sat(s.cells, w["cells"], 4.0)
    bf = 0.3 + 0.7 * min(1.0, s.cells / 3.0)
    u += bf * sum(v for side, v in enumerate(SIDE_WEIGHT) if s.shields[side])
    u += 0.3 * min(s.loose_ls, 1)
    u += s.special
    return u


# -- goods ------------------------------------------------------------------------------------------------


def best_goods(ship: sh.Ship, extra: Iterable[int]) -> tuple[int, list[int]]:
    """The most valuable load of the goods aboard plus `extra`: (value, colours kept)."""
    cubes = [g for goods in ship.goods.values() for g in goods] + list(extra)
    holds = pw.holds(ship)
    red_cap = sum(cap for _, cap, red in holds if red)
    cap = sum(c for _, c, _ in holds)
    reds = min(cubes.count(RED), red_cap)
    rest = sorted(g for g in cubes if g != RED)[: cap - reds]
    keep = [RED] * reds + rest
    return sum(GOODS_VALUE[g] for g in keep), keep


def goods_value(ship: sh.Ship) -> int:
    return sum(GOODS_VALUE[g] for goods in ship.goods.values() for g in goods)
