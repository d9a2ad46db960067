"""The flight (RULES.md 6): the cards resolved one by one; the players' moves are in flight_moves.py, the
round's scoring that follows it is in scoring.py.

The card on the table is resolved as a small state machine in `st.cs` (plain data, so that a
game saves and undoes mid-card): `cs.step` names what is asked now and of whom (`cs.victim`, or
the first seat of the give-up window). Steps that leave nothing to choose resolve at once.
"""

from __future__ import annotations

import engine.galaxy_trucker.crew as cw
import engine.galaxy_trucker.fire as fi
import engine.galaxy_trucker.power as pw
import engine.galaxy_trucker.ship as sh
import engine.galaxy_trucker.texts as tx
from engine.core.actions import Action
from engine.core.messages import Message, MessageKey
from engine.core.rng import Chance
from engine.galaxy_trucker.actions import (
    DoneLoading,
    LoseBattery,
    LoseCrew,
    LoseGoods,
    Power,
    Store,
    Unload,
)
from engine.galaxy_trucker.data import GOODS, RED, Card, components
from engine.galaxy_trucker.rounds import flight_deck
from engine.galaxy_trucker.state import FLIGHT, CardState, GTState

GOODS_INDEX = {g: i for i, g in enumerate(GOODS)}

# steps that wait for the seat in cs.victim
ASKING = ("engine", "fire", "choose", "load", "lose_goods", "lose_crew", "defend", "split")


def card(st: GTState) -> Card:
    return components().cards[st.cs.card]


def track() -> int:
    return components().track


# -- order and movement ------------------------------------------------------------------------------------
def flight_order(st: GTState) -> list[int]:
    """Seats in flight, leader first."""
    return sorted((s for s, p in enumerate(st.seats) if p.flying), key=lambda s: -st.seats[s].pos)


def move(st: GTState, seat: int, days: int, log: list[Message] | None = None) -> None:
    """Forward (days > 0) or back, skipping the spaces other ships in flight stand on (RULES.md 2.2).
    Days lost go into `log` when given (a move forward is the engine strength just declared)."""
    if days == 0:
        return
    if log is not None and days < 0:
        log.append(Message(tx.L_DAYS_LOST, {"player": seat}, -days))
    n = track()
    p = st.seats[seat]
    taken = {q.pos % n for s, q in enumerate(st.seats) if s != seat and q.flying}
    step = 1 if days > 0 else -1
    left = abs(days)
    pos = p.pos
    while left:
        pos += step
        if pos % n not in taken:
            left -= 1
    p.pos = pos
    lapped(st)


def lapped(st: GTState) -> None:
    order = flight_order(st)
    if not order:
        return
    lead = st.seats[order[0]].pos
    for s in order[1:]:
        if lead - st.seats[s].pos > track() and s not in st.cs.give_up:
            st.cs.give_up.append(s)


def give_up(st: GTState, seat: int, log: list[Message], why: MessageKey = tx.L_GIVE_UP) -> None:
    p = st.seats[seat]
    p.flying, p.gave_up = False, True
    log.append(Message(why, {"player": seat}))


# -- the flight's frame ------------------------------------------------------------------------------------
def begin_flight(st: GTState, chance: Chance, log: list[Message]) -> None:
    comp = components()
    spec = comp.rounds[st.round - 1]
    piles = [c for pile in st.piles for c in pile] if st.piles else None  # card_preview: the piles, together
    st.deck = flight_deck(st.round, chance, bool(st.options["top_card_matches_round"]), piles)
    st.played = []
    chance.reveal({"deck": len(st.deck)})
    for p in st.seats:
        p.flying, p.gave_up, p.earned = True, False, 0
        p.pos = spec.start_offsets[p.token - 1]
    st.phase = FLIGHT
    log.append(Message(tx.L_TAKE_OFF, {"round": st.round}))
    # a ship that got no humans at preparation (radioactive cargo beside its cabins, a dead zone over
    # them, aliens in the only cabins left) cannot fly (RULES.md 6.7): no card caused that, so it gives
    # up at take-off, before the first card's give-up window, and plays no card (DECISION 20 delays
    # only the give-ups a card causes; between cards no ship can lose its last human)
    for s, p in enumerate(st.seats):
        if pw.humans_total(p.ship) == 0:
            give_up(st, s, log, tx.L_OUT_NEVER_CREWED)
    open_window(st, chance, log)


def open_window(st: GTState, chance: Chance, log: list[Message]) -> None:
    """Before each card, in flight order, each ship may give up (RULES.md 6.1)."""
    st.cs = CardState(step="window", fired=st.cs.fired)  # what the last card fired stays in view
    st.window = flight_order(st)
    if not st.window or not st.deck:
        st.window = []
        st.phase = "scoring"


def reveal(st: GTState, chance: Chance, log: list[Message]) -> None:
    order = flight_order(st)
    if not order or not st.deck:
        st.phase = "scoring"
        return
    top = st.deck.pop(0)
    chance.reveal({"card": top})
    st.cs = CardState(card=top, order=order, values=[-1] * st.players)
    st.turns += 1
    log.append(Message(tx.L_CARD, {"card": tx.CARD_NAMES[components().cards[top].type]}))
    start_card(st, chance, log)


def finish_card(st: GTState, chance: Chance, log: list[Message]) -> None:
    cs = st.cs
    # who must give up, and why (the log says it: "gives up" alone read as a choice)
    open_space = components().cards[cs.card].type == "open_space"
    forced = {s: tx.L_OUT_NO_ENGINES if open_space and cs.values[s] <= 0 else tx.L_OUT_LAPPED for s in cs.give_up}
    for s, p in enumerate(st.seats):
        if p.flying and s not in forced and not p.ship.tiles:
            forced[s] = tx.L_OUT_NO_SHIP
        elif p.flying and s not in forced and pw.humans_total(p.ship) == 0:
            forced[s] = tx.L_OUT_NO_HUMANS
    for s, why in forced.items():
        if st.seats[s].flying:
            give_up(st, s, log, why)
    st.played.append(cs.card)
    open_window(st, chance, log)


def flight_seats(st: GTState) -> tuple[int, ...]:
    cs = st.cs
    if cs.step == "window":
        return (st.window[0],) if st.window else ()
    if cs.step in ASKING:
        return (cs.victim,)
    return ()


# -- strengths with batteries ----------------------------------------------------------------------------------
def engine_choices(st: GTState, seat: int) -> list[Action]:
    ship = st.seats[seat].ship
    doubles = pw.double_engines(ship)
    if st.cs.powered_engines >= len(doubles):
        return []
    r, c = doubles[st.cs.powered_engines]
    return [Power(r, c, br, bc) for br, bc in fi.batteries(ship)]


def fire_choices(st: GTState, seat: int) -> list[Action]:
    ship = st.seats[seat].ship
    cells = [c for c in pw.double_cannons(ship) if c not in st.cs.powered]
    bats = fi.batteries(ship)
    return [Power(r, c, br, bc) for r, c in cells for br, bc in bats]


def ask_strength(st: GTState, seat: int, kind: str, chance: Chance, log: list[Message]) -> bool:
    """Ask `seat` to power double engines or cannons; False when there is nothing to choose (declared)."""
    cs = st.cs
    cs.victim, cs.step, cs.powered, cs.powered_engines = seat, kind, [], 0
    choices = engine_choices(st, seat) if kind == "engine" else fire_choices(st, seat)
    if choices:
        return True
    declare(st, seat, log)
    return False


def strength_now(st: GTState, seat: int) -> int:
    """What `seat` declares if it powers nothing more: engine strength, or firepower in halves."""
    ship, cs = st.seats[seat].ship, st.cs
    return pw.engine_strength(ship, cs.powered_engines) if cs.step == "engine" else pw.firepower_half(ship, cs.powered)


def strength_text(st: GTState, value: int) -> str:
    """A declared strength as it reads: engines whole, firepower with its half ("4½")."""
    return str(value) if st.cs.step == "engine" else _half(value)


def declare(st: GTState, seat: int, log: list[Message]) -> None:
    cs = st.cs
    value = strength_now(st, seat)
    key = tx.L_ENGINES if cs.step == "engine" else tx.L_FIRE
    log.append(Message(key, {"player": seat, "value": value if cs.step == "engine" else _half(value)}))
    cs.values[seat] = value
    cs.step = ""


def _half(value: int) -> str:
    """Firepower counted in halves as it reads: "4½", "3", and a lone half "½" (it read "0½")."""
    whole = str(value // 2) if value >= 2 or not value % 2 else ""
    return whole + ("½" if value % 2 else "")


def crew_value(st: GTState, seat: int) -> int:
    return pw.crew(st.seats[seat].ship)


# -- the cards ---------------------------------------------------------------------------------------------------
def start_card(st: GTState, chance: Chance, log: list[Message]) -> None:
    cs = st.cs
    kind = card(st).type
    if kind == "combat_zone" and len(cs.order) == 1 and st.options["combat_zone_solo"] == "skip":
        finish_card(st, chance, log)
        return
    if kind == "planets":
        cs.taken = [-1] * len(card(st).get("planets"))
    cs.at, cs.line = 0, 0
    cs.step = "run"
    run(st, chance, log)


def run(st: GTState, chance: Chance, log: list[Message]) -> None:  # noqa: C901 - one branch per card type
    """Carry the card on until a seat has to decide, or the card is over."""
    while st.phase == FLIGHT and st.cs.step == "run":
        cs = st.cs
        c = card(st)
        kind = c.type
        if kind == "open_space":
            if cs.at < len(cs.order):
                seat = cs.order[cs.at]
                if cs.values[seat] < 0:
                    if ask_strength(st, seat, "engine", chance, log):
                        return
                cs.at += 1
                cs.step = "run"
                continue
            for seat in cs.order:
                if cs.values[seat] <= 0:
                    if seat not in cs.give_up:
                        cs.give_up.append(seat)
                else:
                    move(st, seat, cs.values[seat])
            finish_card(st, chance, log)
            return
        if kind == "planets":
            if cs.at >= len(cs.order) or all(t >= 0 for t in cs.taken):
                if st.options["planets_days"] == "after_all_rear_first":
                    for seat in sorted(cs.landed, key=lambda s: st.seats[s].pos):
                        move(st, seat, -c.get("days_lost"), log)
                finish_card(st, chance, log)
                return
            cs.victim = cs.order[cs.at]
            cs.step = "choose"
            return
        if kind in ("abandoned_ship", "abandoned_station"):
            need = c.get("crew_cost") if kind == "abandoned_ship" else c.get("crew_required")
            while cs.at < len(cs.order) and crew_value(st, cs.order[cs.at]) < need:
                cs.at += 1
            if cs.at >= len(cs.order):
                finish_card(st, chance, log)
                return
            cs.victim = cs.order[cs.at]
            cs.step = "choose"
            return
        if kind in ("smugglers", "slavers", "pirates"):
            if cs.at >= len(cs.order):
                finish_card(st, chance, log)
                return
            seat = cs.order[cs.at]
            if cs.values[seat] < 0:
                if ask_strength(st, seat, "fire", chance, log):
                    return
                cs.step = "run"
            enemy(st, seat, chance, log)
            continue
        if kind == "combat_zone":
            combat(st, chance, log)
            continue
        if kind == "meteor_swarm":
            if cs.at >= len(cs.order):
                finish_card(st, chance, log)
                return
            seat = cs.order[cs.at]
            cs.at += 1
            if not st.seats[seat].ship.tiles:
                continue
            meteors = [(f"{dict(m)['size']}_meteor", dict(m)["from"]) for m in c.get("meteors")]
            fi.shoot(st, seat, meteors, chance, log)
            continue
        if kind == "stardust":
            order = list(cs.order)
            if st.options["stardust_order"] == "rear_first":
                order.reverse()
            for seat in order:
                move(st, seat, -sh.exposed(st.seats[seat].ship), log)
            finish_card(st, chance, log)
            return
        if kind == "epidemic":
            for seat in cs.order:
                ship = st.seats[seat].ship
                sick = cw.infected_cabins(ship)
                for cell in sick:
                    if cell in ship.aliens:
                        del ship.aliens[cell]
                    elif ship.humans.get(cell, 0) > 0:
                        ship.humans[cell] -= 1
                        if not ship.humans[cell]:
                            del ship.humans[cell]
                if sick:
                    log.append(Message(tx.L_EPIDEMIC, {"player": seat}, len(sick)))
            finish_card(st, chance, log)
            return
        if kind == "sabotage":
            sabotage(st, chance, log)
            continue
        raise AssertionError(f"unknown card type {kind}")


def enemy(st: GTState, seat: int, chance: Chance, log: list[Message]) -> None:
    """Compare the declared firepower with the enemy's (RULES.md 6.3)."""
    cs = st.cs
    c = card(st)
    mine, theirs = cs.values[seat], 2 * c.get("firepower")
    if mine > theirs:
        log.append(Message(tx.L_DEFEATS, {"player": seat}))
        cs.victim, cs.step = seat, "choose"
        return
    cs.at += 1
    if mine == theirs:
        log.append(Message(tx.L_DRAW, {"player": seat}))
        cs.step = "run"
        return
    log.append(Message(tx.L_LOSES, {"player": seat}))
    if c.type == "smugglers":
        lose_goods(st, seat, c.get("goods_lost"), "run", chance, log)
    elif c.type == "slavers":
        lose_crew(st, seat, c.get("crew_lost"), "run", chance, log)
    else:
        shots = [(f"{dict(s)['size']}_shot", dict(s)["from"]) for s in c.get("shots")]
        fi.shoot(st, seat, shots, chance, log)


def coming_projectile(st: GTState) -> int:
    """Read-only: which of the card's projectiles, counted in the card's order, a ship is asked to
    defend against now; -1 when none is. A combat zone's shots come after the shots of its earlier
    lines, and `combat` has moved `cs.line` on to the next line when a line's shots begin."""
    cs = st.cs
    if cs.card < 0 or cs.step != "defend":
        return -1
    c = card(st)
    before = 0
    if c.type == "combat_zone":
        before = sum(len(dict(dict(line)["penalty"]).get("shots", ())) for line in c.get("lines")[: cs.line - 1])
    return before + cs.shot


def further_ahead(st: GTState, tied: list[int]) -> int:
    """Of ships tied on a line, the one further ahead on the flight board as it stands now (RULES.md
    6.4): a ship an earlier line moved back is judged at its new space, not where it was when the
    card was revealed."""
    return max(tied, key=lambda s: st.seats[s].pos)


def combat(st: GTState, chance: Chance, log: list[Message]) -> None:
    """One line of the combat zone at a time: measure everyone, punish the weakest (RULES.md 6.4)."""
    cs = st.cs
    lines = card(st).get("lines")
    if cs.line >= len(lines):
        finish_card(st, chance, log)
        return
    line = dict(lines[cs.line])
    criterion = line["fewest"]
    order = [s for s in cs.order if st.seats[s].ship.tiles]
    if not order:
        finish_card(st, chance, log)
        return
    if criterion == "crew":
        for s in order:
            cs.values[s] = crew_value(st, s)
            # counted aloud as engines and firepower are declared: a tie's "further ahead" can be checked
            log.append(Message(tx.L_CREW_COUNT, {"player": s}, cs.values[s]))
    else:
        for s in order:
            if cs.values[s] < 0:
                if ask_strength(st, s, "engine" if criterion == "engine" else "fire", chance, log):
                    return
        cs.step = "run"
    low = min(cs.values[s] for s in order)
    victim = further_ahead(st, [s for s in order if cs.values[s] == low])
    cs.values = [-1] * st.players
    cs.line += 1
    penalty = dict(line["penalty"])
    log.append(Message(tx.L_COMBAT[criterion], {"player": victim}))
    if penalty["type"] == "days":
        move(st, victim, -penalty["amount"], log)
    elif penalty["type"] == "crew":
        lose_crew(st, victim, penalty["amount"], "run", chance, log)
    elif penalty["type"] == "goods":
        lose_goods(st, victim, penalty["amount"], "run", chance, log)
    else:
        shots = [(f"{dict(s)['size']}_shot", dict(s)["from"]) for s in penalty["shots"]]
        fi.shoot(st, victim, shots, chance, log)


def sabotage(st: GTState, chance: Chance, log: list[Message]) -> None:
    cs = st.cs
    order = [s for s in cs.order if st.seats[s].ship.tiles]
    if not order:
        finish_card(st, chance, log)
        return
    crews = {s: crew_value(st, s) for s in order}
    for s in order:  # counted aloud, as the combat zone's crew line is: a tie's "further ahead" can be checked
        log.append(Message(tx.L_CREW_COUNT, {"player": s}, crews[s]))
    low = min(crews.values())
    victim = further_ahead(st, [s for s in order if crews[s] == low])
    ship = st.seats[victim].ship
    for _ in range(3):
        col = chance.roll(6) + chance.roll(6)
        row = chance.roll(6) + chance.roll(6)
        if (row, col) in ship.tiles:
            log.append(Message(tx.L_SABOTAGE, {"player": victim, "row": row, "col": col}))
            fi.hit(st, victim, [(row, col)], chance, log, resume="finish")
            if cs.step == "finish":
                finish_card(st, chance, log)
            return
        log.append(Message(tx.L_SABOTAGE_EMPTY, {"player": victim, "row": row, "col": col}))
    log.append(Message(tx.L_SABOTAGE_MISS, {"player": victim}))
    finish_card(st, chance, log)


# -- goods and crew --------------------------------------------------------------------------------------------
def offer_goods(st: GTState, seat: int, goods: list[str], resume: str, chance: Chance, log: list[Message]) -> None:
    """Loading goods: the offered cubes (as many as the supply holds) come to hand."""
    cs = st.cs
    at_hand = []
    for name in goods:
        g = GOODS_INDEX[name]
        if st.options["goods_supply"] == "limited":
            if st.supply[g] == 0:
                continue
            st.supply[g] -= 1
        at_hand.append(g)
    cs.at_hand = sorted(at_hand)
    cs.offered = list(cs.at_hand)
    cs.victim, cs.step, cs.resume = seat, "load", resume
    if not cs.at_hand:
        done_loading(st, chance, log)


def load_choices(st: GTState, seat: int) -> list[Action]:
    cs = st.cs
    ship = st.seats[seat].ship
    out: list[Action] = []
    holds = pw.holds(ship)
    for g in sorted(set(cs.at_hand)):
        for cell, capacity, red in holds:
            if len(ship.goods.get(cell, ())) < capacity and (red or g != RED):
                out.append(Store(g, cell[0], cell[1]))
    for cell, goods in sorted(ship.goods.items()):
        for g in sorted(set(goods)):
            out.append(Unload(g, cell[0], cell[1]))
    out.append(DoneLoading())
    return out


def done_loading(st: GTState, chance: Chance, log: list[Message]) -> None:
    cs = st.cs
    log.append(loading_line(cs.victim, cs.offered, cs.at_hand))
    if cs.offered and cs.at_hand and sorted(cs.at_hand) != sorted(cs.offered):
        left = _net(cs.at_hand, cs.offered)
        if left:
            log.append(Message(tx.L_LEAVES, {"player": cs.victim, "goods": left}))
    cs.offered = []
    if st.options["goods_supply"] == "limited":
        for g in cs.at_hand:
            st.supply[g] += 1
    cs.at_hand = []
    cs.step = cs.resume
    after_sub_step(st, chance, log)


def _net(more: list[int], less: list[int]) -> list[Message]:
    """The cubes of `more` not matched in `less`, as "2 red cubes, 1 blue cube" (most valuable first)."""
    out = []
    for g, key in enumerate(tx.GOODS_N):
        n = more.count(g) - less.count(g)
        if n > 0:
            out.append(Message(key, {}, n))
    return out


def loading_line(seat: int, offered: list[int], left: list[int]) -> Message:
    """What a loading put aboard: the offered cubes less those left at hand (a cube taken out of a hold
    and not stowed again counts against the colour it was)."""
    if not offered:
        return Message(tx.L_SUPPLY_EMPTY, {"player": seat})
    loaded = _net(offered, left)
    if not loaded:
        return Message(tx.L_LOADS_NOTHING, {"player": seat})
    return Message(tx.L_LOADS, {"player": seat, "goods": loaded})


def lose_goods(st: GTState, seat: int, n: int, resume: str, chance: Chance, log: list[Message]) -> None:
    cs = st.cs
    cs.victim, cs.owed, cs.resume, cs.step = seat, n, resume, "lose_goods"
    settle_losses(st, chance, log)


def lose_crew(st: GTState, seat: int, n: int, resume: str, chance: Chance, log: list[Message]) -> None:
    cs = st.cs
    cs.victim, cs.owed, cs.resume, cs.step = seat, n, resume, "lose_crew"
    settle_losses(st, chance, log)


def goods_loss_choices(st: GTState, seat: int) -> list[Action]:
    ship = st.seats[seat].ship
    if ship.goods:
        best = min(g for goods in ship.goods.values() for g in goods)  # red 0 is the most valuable
        return [LoseGoods(r, c) for (r, c), goods in sorted(ship.goods.items()) if best in goods]
    return [LoseBattery(r, c) for r, c in fi.batteries(ship)]


def crew_loss_choices(st: GTState, seat: int) -> list[Action]:
    ship = st.seats[seat].ship
    cells = sorted(set(ship.humans) | set(ship.aliens))
    return [LoseCrew(r, c) for r, c in cells]


def settle_losses(st: GTState, chance: Chance, log: list[Message]) -> None:
    """Apply losses that leave nothing to choose; ask otherwise."""
    cs = st.cs
    ship = st.seats[cs.victim].ship
    while cs.owed > 0:
        if cs.step == "lose_crew":
            if pw.crew(ship) <= cs.owed:  # fewer than owed: all are lost
                cs.lost += pw.crew(ship)
                ship.humans.clear()
                ship.aliens.clear()
                cs.owed = 0
                break
            choices = crew_loss_choices(st, cs.victim)
        else:
            choices = goods_loss_choices(st, cs.victim)
            if not choices:
                cs.owed = 0
                break
        if len(choices) > 1:
            return
        apply_loss(st, cs.victim, choices[0], log)
    _tell_losses(st, log)
    cs.step = cs.resume
    after_sub_step(st, chance, log)


def most_valuable(goods: tuple[int, ...] | list[int]) -> int:
    """The goods cube a loss takes from a hold: the most valuable (red is 0)."""
    return min(goods)


def apply_loss(st: GTState, seat: int, a: Action, log: list[Message]) -> None:
    cs = st.cs
    ship = st.seats[seat].ship
    cell = (a.row, a.col)  # type: ignore[attr-defined]
    if isinstance(a, LoseGoods):
        goods = list(ship.goods[cell])
        best = most_valuable(goods)
        goods.remove(best)
        if goods:
            ship.goods[cell] = tuple(goods)
        else:
            del ship.goods[cell]
        if st.options["goods_supply"] == "limited":
            st.supply[best] += 1
        cs.lost += 1
    elif isinstance(a, LoseBattery):
        _tell_losses(st, log)  # the goods went first: their line comes before the batteries'
        ship.cells[cell] -= 1
        if not ship.cells[cell]:
            del ship.cells[cell]
        log.append(Message(tx.L_BATTERY_LOST, {"player": seat}))
    else:
        if cell in ship.aliens:
            del ship.aliens[cell]
        else:
            ship.humans[cell] -= 1
            if not ship.humans[cell]:
                del ship.humans[cell]
        cs.lost += 1
    cs.owed -= 1


def _tell_losses(st: GTState, log: list[Message]) -> None:
    """The crew or goods given up so far in this loss, in one log line ("loses 3 crew members"), not
    a line for each cabin or hold chosen (each is a move of its own)."""
    cs = st.cs
    if cs.lost:
        key = tx.L_CREW_LOST if cs.step == "lose_crew" else tx.L_GOODS_LOST
        log.append(Message(key, {"player": cs.victim}, cs.lost))
        cs.lost = 0


def after_sub_step(st: GTState, chance: Chance, log: list[Message]) -> None:
    """A loading, a loss or a split is over: the card goes on where it left off."""
    cs = st.cs
    step = cs.step
    if step == "fire_next":
        fi.next_shot(st, chance, log)
        if st.cs.step == "run":
            run(st, chance, log)
    elif step == "finish":
        finish_card(st, chance, log)
    elif step == "after_landing":
        c = card(st)
        if st.options["planets_days"] == "immediate":
            move(st, cs.victim, -c.get("days_lost"), log)
        else:
            cs.landed.append(cs.victim)
        cs.at += 1
        cs.step = "run"
        run(st, chance, log)
    elif step == "after_station":
        move(st, cs.victim, -card(st).get("days_lost"), log)
        finish_card(st, chance, log)
    elif step == "after_abandoned_ship":
        c = card(st)
        st.seats[cs.victim].credits += c.get("credits")
        st.seats[cs.victim].earned += c.get("credits")
        log.append(Message(tx.L_CREDITS, {"player": cs.victim}, c.get("credits")))
        move(st, cs.victim, -c.get("days_lost"), log)
        finish_card(st, chance, log)
    elif step == "after_smugglers":
        move(st, cs.victim, -card(st).get("days_lost"), log)
        finish_card(st, chance, log)
    else:
        cs.step = "run"
        run(st, chance, log)
