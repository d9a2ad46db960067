"""A player's moves in flight (RULES.md 6): what each may do at the card's step, doing it, and why a
move is refused; the card's state machine they drive is in flight.py."""

from __future__ import annotations

import engine.galaxy_trucker.damage as dm
import engine.galaxy_trucker.fire as fi
import engine.galaxy_trucker.power as pw
import engine.galaxy_trucker.ship as sh
import engine.galaxy_trucker.texts as tx
from engine.core.actions import Action
from engine.core.messages import Message
from engine.core.rng import Chance
from engine.galaxy_trucker.actions import (
    Accept,
    Declare,
    Decline,
    Defend,
    DoneLoading,
    FlyOn,
    GiveUp,
    KeepPart,
    LoseBattery,
    LoseCrew,
    LoseGoods,
    Power,
    Store,
    TakeHit,
    Unload,
)
from engine.galaxy_trucker.data import RED
from engine.galaxy_trucker.flight import (
    after_sub_step,
    apply_loss,
    card,
    crew_loss_choices,
    declare,
    done_loading,
    engine_choices,
    finish_card,
    fire_choices,
    flight_seats,
    give_up,
    goods_loss_choices,
    load_choices,
    lose_crew,
    move,
    offer_goods,
    reveal,
    run,
    settle_losses,
)
from engine.galaxy_trucker.state import GTState


def flight_actions(st: GTState, seat: int) -> list[Action]:
    cs = st.cs
    step = cs.step
    if step == "window":
        return [FlyOn(), GiveUp()]
    if step == "engine":
        return [*engine_choices(st, seat), Declare()]
    if step == "fire":
        return [*fire_choices(st, seat), Declare()]
    if step == "choose":
        c = card(st)
        if c.type == "planets":
            return [*(Accept(i) for i, t in enumerate(cs.taken) if t < 0), Decline()]
        return [Accept(0), Decline()]
    if step == "load":
        return load_choices(st, seat)
    if step == "lose_goods":
        return goods_loss_choices(st, seat)
    if step == "lose_crew":
        return crew_loss_choices(st, seat)
    if step == "defend":
        return [*fi.defend_choices(st, seat), TakeHit()]
    if step == "split":
        return fi.split_choices(st, seat)
    return []


def do_flight(st: GTState, seat: int, a: Action, chance: Chance, log: list[Message]) -> None:  # noqa: C901
    cs = st.cs
    if isinstance(a, FlyOn | GiveUp):
        st.window.pop(0)
        if isinstance(a, GiveUp):
            give_up(st, seat, log)
        if not st.window:
            reveal(st, chance, log)
        return
    if isinstance(a, Power):
        ship = st.seats[seat].ship
        b = (a.brow, a.bcol)
        ship.cells[b] -= 1
        if not ship.cells[b]:
            del ship.cells[b]
        if cs.step == "engine":
            cs.powered_engines += 1
        else:
            cs.powered.append((a.row, a.col))
        choices = engine_choices(st, seat) if cs.step == "engine" else fire_choices(st, seat)
        if not choices:
            declare(st, seat, log)
            cs.step = "run"
            run(st, chance, log)
        return
    if isinstance(a, Declare):
        declare(st, seat, log)
        cs.step = "run"
        run(st, chance, log)
        return
    if isinstance(a, Accept | Decline):
        choose(st, seat, a, chance, log)
        return
    if isinstance(a, Store):
        ship = st.seats[seat].ship
        cell = (a.row, a.col)
        cs.at_hand.remove(a.colour)
        ship.goods[cell] = tuple(sorted((*ship.goods.get(cell, ()), a.colour)))
        return
    if isinstance(a, Unload):
        ship = st.seats[seat].ship
        cell = (a.row, a.col)
        goods = list(ship.goods[cell])
        goods.remove(a.colour)
        if goods:
            ship.goods[cell] = tuple(goods)
        else:
            del ship.goods[cell]
        cs.at_hand.append(a.colour)
        cs.at_hand.sort()
        return
    if isinstance(a, DoneLoading):
        done_loading(st, chance, log)
        return
    if isinstance(a, LoseGoods | LoseBattery | LoseCrew):
        apply_loss(st, seat, a, log)
        settle_losses(st, chance, log)
        return
    if isinstance(a, Defend | TakeHit):
        ship = st.seats[seat].ship
        target = cs.target
        cs.shot += 1
        cs.step = "fire_next"
        if cs.fired and cs.fired[-1].outcome == "incoming":
            last = cs.fired[-1]
            by = ((a.row, a.col),) if isinstance(a, Defend) else ()
            cs.fired[-1] = last._replace(outcome="defended" if isinstance(a, Defend) else "hit", by=by)
        if isinstance(a, Defend):
            b = (a.brow, a.bcol)
            ship.cells[b] -= 1
            if not ship.cells[b]:
                del ship.cells[b]
            meteor = cs.shots[cs.shot - 1][0] == "large_meteor"  # a double cannon's, not a shield's
            log.append(Message(tx.L_SHOT_DOWN_BATTERY if meteor else tx.L_DEFENDED, {"player": seat}))
            after_sub_step(st, chance, log)
        else:
            assert target is not None
            fi.hit(st, seat, [target], chance, log, resume="fire_next")
            if st.cs.step == "run":
                run(st, chance, log)
        return
    if isinstance(a, KeepPart):
        p = st.seats[seat]
        keep = next(part for part in sh.parts(p.ship) if (a.row, a.col) in part)
        result = dm.keep_part(p.ship, keep)
        fi.lose_tiles(st, p, result.lost)
        fi.tell_cascade(seat, result, log)
        log.append(Message(tx.L_BROKEN_OFF, {"player": seat}, len(result.lost)))
        if len(result.parts) > 1:
            return  # a cut-away explosive split the ship again: choose once more
        cs.step = cs.resume
        after_sub_step(st, chance, log)
        return
    raise AssertionError(f"unexpected action {a}")


def choose(st: GTState, seat: int, a: Action, chance: Chance, log: list[Message]) -> None:
    cs = st.cs
    c = card(st)
    accept = isinstance(a, Accept)
    if c.type == "planets":
        if not accept:
            cs.at += 1
            cs.step = "run"
            run(st, chance, log)
            return
        assert isinstance(a, Accept)
        cs.taken[a.choice] = seat
        log.append(Message(tx.L_LANDS, {"player": seat, "planet": a.choice + 1}))  # as the card numbers them
        offer_goods(st, seat, list(c.get("planets")[a.choice]), "after_landing", chance, log)
        return
    if c.type == "abandoned_ship":
        if not accept:
            cs.at += 1
            cs.step = "run"
            run(st, chance, log)
            return
        log.append(Message(tx.L_BOARDS, {"player": seat}))
        lose_crew(st, seat, c.get("crew_cost"), "after_abandoned_ship", chance, log)
        return
    if c.type == "abandoned_station":
        if not accept:
            cs.at += 1
            cs.step = "run"
            run(st, chance, log)
            return
        log.append(Message(tx.L_DOCKS, {"player": seat}))
        offer_goods(st, seat, list(c.get("goods")), "after_station", chance, log)
        return
    # a defeated enemy: the reward, for its days, or nothing
    if not accept:
        finish_card(st, chance, log)
        return
    if c.type == "smugglers":
        offer_goods(st, seat, list(c.get("reward_goods")), "after_smugglers", chance, log)
        return
    p = st.seats[seat]
    p.credits += c.get("reward_credits")
    p.earned += c.get("reward_credits")
    log.append(Message(tx.L_CREDITS, {"player": seat}, c.get("reward_credits")))
    move(st, seat, -c.get("days_lost"), log)
    finish_card(st, chance, log)


def refuse(st: GTState, seat: int, a: Action) -> Message:  # noqa: C901 - one reason per rule
    """Why a flight action is illegal now."""
    cs = st.cs
    if seat not in flight_seats(st):
        return Message(tx.R_NOT_YOURS)
    ship = st.seats[seat].ship
    if isinstance(a, Power | Defend):
        b = (a.brow, a.bcol)
        if isinstance(a, Defend) and b == (-1, -1):
            return Message(tx.R_NEEDS_BATTERY)
        if ship.cells.get(b, 0) <= 0:
            return Message(tx.R_NO_BATTERY)
        if isinstance(a, Power) and cs.step == "fire" and (a.row, a.col) in cs.powered:
            return Message(tx.R_POWERED)
        return Message(tx.R_CANNOT_POWER)
    if isinstance(a, Store):
        if a.colour not in cs.at_hand:
            return Message(tx.R_NOT_AT_HAND)
        cell = (a.row, a.col)
        spec = next(((cap, red) for c, cap, red in pw.holds(ship) if c == cell), None)
        if spec is None:
            return Message(tx.R_NOT_A_HOLD)
        if a.colour == RED and not spec[1]:
            return Message(tx.R_RED_HOLD)
        return Message(tx.R_HOLD_FULL)
    if isinstance(a, Unload):
        return Message(tx.R_NOT_IN_HOLD)
    if isinstance(a, LoseGoods):
        return Message(tx.R_MOST_VALUABLE)
    if isinstance(a, LoseBattery):
        return Message(tx.R_GOODS_FIRST) if ship.goods else Message(tx.R_NO_BATTERY)
    if isinstance(a, LoseCrew):
        return Message(tx.R_NO_CREW_THERE)
    if isinstance(a, Accept):
        if card(st).type == "planets":
            return Message(tx.R_PLANET_TAKEN)
        return Message(tx.R_NOT_NOW)
    if isinstance(a, KeepPart):
        return Message(tx.R_NOT_A_PART)
    return Message(tx.R_NOT_NOW)
