"""Meteors and shots in flight (RULES.md 6.2): each projectile rolled for, bouncing off a smooth side,
stopped by armour, a cannon or a powered shield, or hitting; the defences a ship may power; the tiles
lost and the part kept after a hit splits the ship."""

from __future__ import annotations

import engine.galaxy_trucker.damage as dm
import engine.galaxy_trucker.ship as sh
import engine.galaxy_trucker.texts as tx
from engine.core.actions import Action
from engine.core.messages import Message
from engine.core.rng import Chance
from engine.galaxy_trucker.actions import Defend, KeepPart
from engine.galaxy_trucker.data import SMOOTH, E, N, S, W, components
from engine.galaxy_trucker.state import Fired, GTState, Player, goods_aboard

FROM = {"front": N, "right": E, "rear": S, "left": W}


def batteries(ship: sh.Ship) -> list[tuple[int, int]]:
    return sorted(c for c, n in ship.cells.items() if n > 0)


def shoot(st: GTState, seat: int, shots: list[tuple[str, str]], chance: Chance, log: list[Message]) -> None:
    """Aim a series of meteors or shots at one ship; resolved one by one, asking for defences."""
    cs = st.cs
    cs.victim, cs.shots, cs.shot = seat, shots, 0
    cs.step = "fire_next"
    next_shot(st, chance, log)


def next_shot(st: GTState, chance: Chance, log: list[Message]) -> None:
    cs = st.cs
    while cs.step == "fire_next":
        ship = st.seats[cs.victim].ship
        if cs.shot >= len(cs.shots) or not ship.tiles:
            cs.step = "run"
            return
        kind, frm = cs.shots[cs.shot]
        side = FROM[frm]
        if st.options["rolls"] == "shared":
            while len(cs.shared_rolls) <= cs.shot:
                cs.shared_rolls.append((chance.roll(6), chance.roll(6)))
            dice = cs.shared_rolls[cs.shot]
        else:
            dice = (chance.roll(6), chance.roll(6))
        roll = dice[0] + dice[1]
        cs.roll, cs.dice = roll, dice
        target = dm.first_hit(ship, side, roll)
        cs.target = target
        key = tx.L_INCOMING_COLUMN if frm in ("front", "rear") else tx.L_INCOMING_ROW
        log.append(
            Message(key, {"player": cs.victim, "what": tx.PROJECTILES[kind], "roll": roll, "side": tx.FROM_SIDES[frm]})
        )

        if target is None:
            cs.fired.append(Fired(cs.victim, kind, frm, *dice, target, "miss"))
            log.append(Message(tx.L_PASSES, {"player": cs.victim}))  # every other outcome has its line
            cs.shot += 1
            continue
        if kind == "small_meteor" and sh.side_connector(ship, target, side) == SMOOTH:
            cs.fired.append(Fired(cs.victim, kind, frm, *dice, target, "bounce"))
            log.append(Message(tx.L_BOUNCE, {"player": cs.victim}))
            cs.shot += 1
            continue
        if kind != "small_meteor" and dm.armoured(ship, target, side):
            cs.fired.append(Fired(cs.victim, kind, frm, *dice, target, "armour"))
            log.append(Message(tx.L_ARMOUR, {"player": cs.victim}))
            cs.shot += 1
            continue
        if kind == "large_meteor":
            singles, doubles = dm.meteor_cannons(ship, side, roll)
            if singles:
                cs.fired.append(Fired(cs.victim, kind, frm, *dice, target, "shot_down", tuple(singles)))
                log.append(Message(tx.L_SHOT_DOWN, {"player": cs.victim}))
                cs.shot += 1
                continue
            if doubles and batteries(ship):
                cs.fired.append(Fired(cs.victim, kind, frm, *dice, target, "incoming"))
                cs.step = "defend"
                return
        elif kind in ("small_meteor", "light_shot"):
            if dm.shields_covering(ship, side) and batteries(ship):
                cs.fired.append(Fired(cs.victim, kind, frm, *dice, target, "incoming"))
                cs.step = "defend"
                return
        cs.fired.append(Fired(cs.victim, kind, frm, *dice, target, "hit"))
        cs.shot += 1
        hit(st, cs.victim, [target], chance, log, resume="fire_next")


def defend_choices(st: GTState, seat: int) -> list[Action]:
    cs = st.cs
    ship = st.seats[seat].ship
    kind, frm = cs.shots[cs.shot]
    side = FROM[frm]
    bats = batteries(ship)
    if kind == "large_meteor":
        _, doubles = dm.meteor_cannons(ship, side, cs.roll)
        return [Defend(r, c, br, bc) for r, c in doubles for br, bc in bats]
    return [Defend(r, c, br, bc) for r, c in dm.shields_covering(ship, side) for br, bc in bats]


def hit(
    st: GTState, seat: int, cells: list[tuple[int, int]], chance: Chance, log: list[Message], resume: str = "run"
) -> None:
    """Destroy tiles of `seat`'s ship; a split ship asks its owner which part to keep."""
    p = st.seats[seat]
    result = dm.destroy(p.ship, cells)
    lose_tiles(st, p, result.lost)
    tell_cascade(seat, result, log)
    log.append(Message(tx.L_DESTROYED, {"player": seat}, len(result.lost)))
    cs = st.cs
    cs.resume = resume
    cs.step = resume
    if len(result.parts) > 1:
        cs.victim, cs.step = seat, "split"
        return
    if resume == "fire_next":
        next_shot(st, chance, log)


def tell_cascade(seat: int, result: dm.Destroyed, log: list[Message]) -> None:
    """What blew up and what broke (RULES.md 5.7, 8.1), before the line that counts every tile lost:
    each explosive cargo with the tiles it took, then the fragile cargo broken by a neighbour's loss."""
    for _cell, taken in result.explosions:
        if taken:
            log.append(Message(tx.L_EXPLODES, {"player": seat}, taken))
        else:
            log.append(Message(tx.L_EXPLODES_ALONE, {"player": seat}))
    if result.broken:
        log.append(Message(tx.L_FRAGILE_BROKEN, {"player": seat}, len(result.broken)))


def lose_tiles(st: GTState, p: Player, lost: list[tuple[tuple[int, int], int, int]]) -> None:
    for _cell, tile, _rot in lost:
        p.lost.append(tile)
    return_contents(st)


def return_contents(st: GTState) -> None:
    """Goods that left a ship (destroyed holds) go back to the supply: recount the cubes."""
    if st.options["goods_supply"] != "limited":
        return
    comp = components()
    aboard = goods_aboard(st)
    for g in range(4):
        st.supply[g] = comp.goods_supply[g] - aboard[g] - st.cs.at_hand.count(g)


def split_choices(st: GTState, seat: int) -> list[Action]:
    ship = st.seats[seat].ship
    parts = sh.parts(ship)
    if st.options["kept_part_needs_humans"]:
        crewed = [part for part in parts if any(ship.humans.get(cell, 0) for cell in part)]
        parts = crewed or parts
    return [KeepPart(*min(part)) for part in parts]
