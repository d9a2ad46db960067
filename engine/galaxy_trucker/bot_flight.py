"""Galaxy Trucker's `normal` flier: how a built ship flies for credits.

Engines are powered on Open Space, cannons against enemies only when that wins (or draws a fight it
would lose), and in the combat zone only when a battery or two lifts it off the bottom. Planets,
abandoned ships and stations, and rewards are taken when their value beats the days lost; goods are
stored to maximise value; shields and cannons defend whatever is worth a battery. Before each card
it plays the round out both ways to choose between flying on and giving up (bot_rollout.py); after
a robot-variant building (and for `strong`, always) it also plays the round out after each answer to
an offer (which planet, if any; a wreck or a reward taken or not), and overrules the rules above
where another answer stands clearly better.

`Flier` is the flight half of `NormalBot` (normal_bot.py builds the ship and answers the check and
the crew); it keeps no state of its own.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import engine.galaxy_trucker.damage as dm
import engine.galaxy_trucker.power as pw
import engine.galaxy_trucker.ship as sh
from engine.core.actions import Action
from engine.core.protocol import Game
from engine.core.rng import Rng
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
from engine.galaxy_trucker.bot_appraisal import best_goods, goods_value, ship_stats, step, utility
from engine.galaxy_trucker.bot_rollout import best_choice, give_up_edge, quick_give_up
from engine.galaxy_trucker.data import BROWN, GOODS_VALUE, RED, N, components
from engine.galaxy_trucker.flight import GOODS_INDEX
from engine.galaxy_trucker.state import GTState

Cell = tuple[int, int]


class Flier:
    """The flight decisions of `NormalBot`, card by card."""

    game: Game[Any]
    w: dict[str, float]
    _quick: Any  # a NormalBot without look-ahead that plays the round out, or None
    _look_rng: Rng
    playouts: int
    extra_playouts: int  # at a close give-up call, after a real-time building
    robot_extra_playouts: int  # ... after the turn-based (robot) building
    offer_playouts: int  # of each answer to an offer (a planet, a wreck, a reward), after a real-time building
    robot_offer_playouts: int  # ... after the turn-based (robot) building; 0: the rules alone answer

    def _flight(self, st: GTState, seat: int, legal: list[Action]) -> Action:
        method = _STEPS.get(st.cs.step)
        action: Action = getattr(self, method)(st, seat, legal) if method is not None else legal[0]
        if st.cs.step == "choose" and len(legal) > 1 and self._quick is not None:
            playouts = self.robot_offer_playouts if st.options["build_variant"] == "robot" else self.offer_playouts
            if playouts > 0:  # play the round out after each answer to the offer (bot_rollout.py)
                action = best_choice(self.game, st, seat, legal, action, self._quick, self._look_rng, playouts)
        return action

    def _card(self, st: GTState) -> Any:
        return components().cards[st.cs.card]

    def _cards_left(self, st: GTState) -> int:
        return len(st.deck)

    def _day_value(self, st: GTState, seat: int) -> float:
        """What one flight day is worth now, in credits (order rewards, first pick, lapping)."""
        value = 0.25 + 0.25 * st.round
        me = st.seats[seat]
        flying = [q for q in st.seats if q.flying]
        if flying:
            lead = max(q.pos for q in flying)
            if lead - me.pos > components().track - 12:
                value += 1.5  # close to being lapped
        if not st.deck:
            value *= 0.8
        return value

    def _window(self, st: GTState, seat: int, legal: list[Action]) -> Action:
        ship = st.seats[seat].ship
        fly = next((a for a in legal if isinstance(a, FlyOn)), legal[0])
        give = next((a for a in legal if isinstance(a, GiveUp)), None)
        if give is None:
            return fly
        if pw.humans_total(ship) == 0:
            return give
        if self._quick is not None:  # play the round out both ways (bot_rollout.py)
            extra = self.robot_extra_playouts if st.options["build_variant"] == "robot" else self.extra_playouts
            edge = give_up_edge(self.game, st, seat, fly, give, self._quick, self._look_rng, self.playouts, extra)
            return give if edge > 0 else fly
        return give if quick_give_up(st, seat) else fly

    # strength plans
    def _engines(self, st: GTState, seat: int, legal: list[Action]) -> Action:
        cs = st.cs
        ship = st.seats[seat].ship
        powers = [a for a in legal if isinstance(a, Power)]
        declare = next((a for a in legal if isinstance(a, Declare)), legal[-1])
        if not powers:
            return declare
        card = self._card(st)
        doubles = len(pw.double_engines(ship))
        cells = pw.battery_total(ship)
        have = cs.powered_engines
        base = pw.engine_strength(ship, 0)
        if card.type == "open_space":
            keep = 0
            if self._cards_left(st) >= 1 and (dm.shields_covering(ship, N) or pw.double_cannons(ship)):
                keep = 1
            want = min(doubles, max(0, cells + have - keep))
            if base == 0:
                want = max(want, 1)
        else:
            want = self._escape(st, seat, "engine")
        if have < want:
            return self._pick_battery(ship, powers)
        return declare

    def _fire(self, st: GTState, seat: int, legal: list[Action]) -> Action:
        cs = st.cs
        ship = st.seats[seat].ship
        powers = [a for a in legal if isinstance(a, Power)]
        declare = next((a for a in legal if isinstance(a, Declare)), legal[-1])
        if not powers:
            return declare
        card = self._card(st)
        plan: list[Cell]
        if card.type in ("smugglers", "slavers", "pirates"):
            plan = self._enemy_plan(st, seat)
        else:
            k = self._escape(st, seat, "fire")  # cannons powered in all, those already on included
            plan = self._cannon_order(ship, cs.powered)[: max(0, k - len(cs.powered))]
        todo = [c for c in plan if c not in cs.powered]
        if not todo:
            return declare
        target = todo[0]
        options = [a for a in powers if (a.row, a.col) == target]
        return self._pick_battery(ship, options or powers)

    def _cannon_order(self, ship: sh.Ship, powered: list[Cell]) -> list[Cell]:
        """Unpowered double cannons, the front-facing (worth more) first."""
        cells = [c for c in pw.double_cannons(ship) if c not in powered]
        return sorted(cells, key=lambda c: (-pw.cannon_value_half(ship, c, True), c))

    def _enemy_plan(self, st: GTState, seat: int) -> list[Cell]:
        """Cannons to power against the enemy: the fewest that win; else the fewest that draw, if the
        defeat hurts; else none."""
        cs = st.cs
        ship = st.seats[seat].ship
        card = self._card(st)
        theirs = 2 * card.get("firepower")
        order = self._cannon_order(ship, cs.powered)
        cells = pw.battery_total(ship)
        chosen = list(cs.powered)
        value = pw.firepower_half(ship, chosen)
        if value > theirs:
            return []
        steps: list[tuple[int, list[Cell]]] = []
        for c in order[:cells]:
            chosen = [*chosen, c]
            steps.append((pw.firepower_half(ship, chosen), list(chosen)))
        for v, plan in steps:
            if v > theirs:
                return plan
        for v, plan in steps:
            if v == theirs and self._defeat_cost(st, seat) > 1.5 * (len(plan) - len(cs.powered)):
                return plan
        return []

    def _defeat_cost(self, st: GTState, seat: int) -> float:
        card = self._card(st)
        ship = st.seats[seat].ship
        if card.type == "smugglers":
            goods = sorted(g for gs in ship.goods.values() for g in gs)[: card.get("goods_lost")]
            return float(sum(GOODS_VALUE[g] for g in goods)) + 0.5
        if card.type == "slavers":
            lost = card.get("crew_lost")
            if pw.crew(ship) <= lost:
                return lost + self._stake(st, seat)  # no human left: the flight is over
            return 1.0 * lost
        return 6.0

    def _stake(self, st: GTState, seat: int) -> float:
        """What staying in the flight to the end is worth over giving up now, roughly."""
        spec = components().rounds[st.round - 1]
        flying = sorted((s for s, q in enumerate(st.seats) if q.flying), key=lambda s: -st.seats[s].pos)
        rank = flying.index(seat) if seat in flying else len(flying)
        reward = spec.order_rewards[min(rank, len(spec.order_rewards) - 1)]
        return reward + 0.4 * spec.best_looking + goods_value(st.seats[seat].ship) / 2 + 1.0

    def _death_risk(self, st: GTState, seat: int, crew_left: int) -> float:
        """The chance that a card still to come takes all of `crew_left` crew (slavers the ship cannot
        beat, a combat zone's crew line)."""
        left = len(st.deck)
        if not left:
            return 0.0
        comp = components()
        spec = comp.rounds[st.round - 1]
        size = sum(n for _, n in spec.deck)
        ship = st.seats[seat].ship
        fire = self._max_strength(ship, "fire")
        played = set(st.played)
        if st.cs.card >= 0:
            played.add(st.cs.card)
        safe = 1.0
        for level, count in spec.deck:
            for c in comp.cards:
                if c.level != level or c.index in played:
                    continue
                take = 0
                if c.type == "slavers" and fire <= 2 * c.get("firepower"):
                    take = c.get("crew_lost")
                elif c.type == "combat_zone":
                    for line in c.get("lines"):
                        penalty = dict(dict(line)["penalty"])
                        if penalty["type"] == "crew":
                            take = max(take, int(penalty["amount"]))
                    take = take if take else 0
                if take and take >= crew_left:
                    share = 0.5 if c.type == "combat_zone" else 1.0  # the weakest ship only
                    safe *= 1.0 - share * (count / 20) * min(1.0, left / max(1, size - len(st.played)))
        return 1.0 - safe

    def _escape(self, st: GTState, seat: int, kind: str) -> int:
        """Combat zone: how many doubles to power so as not to be the weakest, if it is cheap enough."""
        cs = st.cs
        card = self._card(st)
        line = dict(card.get("lines")[cs.line])
        penalty = dict(line["penalty"])
        severity = {"days": 1, "crew": 2, "goods": 2, "shots": 3}.get(penalty["type"], 1)
        if penalty["type"] == "goods" and not st.seats[seat].ship.goods:
            severity = 0
        ship = st.seats[seat].ship
        cells = pw.battery_total(ship)
        budget = min(severity, cells)
        order = [s for s in cs.order if st.seats[s].ship.tiles]
        others: dict[int, int] = {}
        for s in order:
            if s == seat:
                continue
            if cs.values[s] >= 0:
                others[s] = cs.values[s]
            else:
                others[s] = self._max_strength(st.seats[s].ship, kind)
        if not others:
            return 0

        def safe(mine: int) -> bool:
            for s, v in others.items():
                if v < mine:
                    return True
                if v == mine and order.index(s) < order.index(seat):
                    return True  # a tie goes against the ship further ahead
            return False

        powered = cs.powered_engines if kind == "engine" else len(cs.powered)
        for k in range(powered, powered + budget + 1):
            if safe(self._strength_with(ship, kind, k, cs.powered)):
                return k
        return powered

    def _strength_with(self, ship: sh.Ship, kind: str, k: int, powered: list[Cell]) -> int:
        if kind == "engine":
            return pw.engine_strength(ship, min(k, len(pw.double_engines(ship))))
        plan = list(powered) + self._cannon_order(ship, powered)
        return pw.firepower_half(ship, plan[: min(k, len(plan))])

    def _max_strength(self, ship: sh.Ship, kind: str) -> int:
        cells = pw.battery_total(ship)
        if kind == "engine":
            return pw.engine_strength(ship, min(cells, len(pw.double_engines(ship))))
        return pw.firepower_half(ship, self._cannon_order(ship, [])[:cells])

    def _pick_battery(self, ship: sh.Ship, uses: Sequence[Power | Defend]) -> Action:
        """Spend from the battery tile most at risk: the one with the fewest joined neighbours."""
        tiles = ship.tiles

        def risk(a: Power | Defend) -> tuple[int, int, int]:
            cell = (a.brow, a.bcol)
            around = sum(1 for side in range(4) if step(cell, side) in tiles)
            return (around, -ship.cells.get(cell, 0), a.brow * 100 + a.bcol)

        return min(uses, key=risk)

    # offers
    def _choose(self, st: GTState, seat: int, legal: list[Action]) -> Action:  # noqa: C901
        ship = st.seats[seat].ship
        card = self._card(st)
        decline = next((a for a in legal if isinstance(a, Decline)), legal[-1])
        accepts = [a for a in legal if isinstance(a, Accept)]
        if not accepts:
            return decline
        day = self._day_value(st, seat)
        current = goods_value(ship)
        if card.type == "planets":
            best: tuple[float, Action] | None = None
            for a in accepts:
                goods = self._available(st, card.get("planets")[a.choice])
                gain = best_goods(ship, goods)[0] - current
                value = gain - day * card.get("days_lost")
                if best is None or value > best[0]:
                    best = (value, a)
            if best is not None and best[0] > 0.3:
                return best[1]
            return decline
        if card.type == "abandoned_ship":
            cost = card.get("crew_cost")
            humans = pw.humans_total(ship)
            aliens = len(ship.aliens)
            if humans + aliens - 1 < cost:
                return decline  # no human would be left to fly
            lost_aliens = max(0, cost - (humans - 1))
            value = card.get("credits") - day * card.get("days_lost") - 0.5 * (cost - lost_aliens) - 3.0 * lost_aliens
            # a thin crew may not survive the slavers or a combat zone still to come
            value -= self._death_risk(st, seat, pw.crew(ship) - cost) * self._stake(st, seat)
            return accepts[0] if value > 0.5 else decline
        if card.type == "abandoned_station":
            goods = self._available(st, card.get("goods"))
            gain = best_goods(ship, goods)[0] - current
            return accepts[0] if gain - day * card.get("days_lost") > 0.3 else decline
        if card.type == "smugglers":
            goods = self._available(st, card.get("reward_goods"))
            gain = best_goods(ship, goods)[0] - current
            return accepts[0] if gain - day * card.get("days_lost") > 0.3 else decline
        # pirates or slavers: credits for days
        value = card.get("reward_credits") - day * card.get("days_lost")
        return accepts[0] if value > 0 else decline

    def _available(self, st: GTState, names: Iterable[str]) -> list[int]:
        supply = list(st.supply)
        limited = st.options.get("goods_supply", "limited") == "limited"
        out = []
        for name in names:
            g = GOODS_INDEX[name]
            if limited:
                if supply[g] <= 0:
                    continue
                supply[g] -= 1
            out.append(g)
        return out

    def _load(self, st: GTState, seat: int, legal: list[Action]) -> Action:  # noqa: C901
        """Store the cubes at hand toward the best load: reds in red holds, the rest by value."""
        cs = st.cs
        ship = st.seats[seat].ship
        done = next((a for a in legal if isinstance(a, DoneLoading)), legal[-1])
        _, keep = best_goods(ship, cs.at_hand)
        aboard = [g for goods in ship.goods.values() for g in goods]
        holds = pw.holds(ship)
        space = {cell: cap - len(ship.goods.get(cell, ())) for cell, cap, _ in holds}
        red_holds = {cell for cell, _, red in holds if red}
        want = {g: keep.count(g) for g in range(4)}
        have = {g: aboard.count(g) for g in range(4)}
        stores = [a for a in legal if isinstance(a, Store)]
        unloads = [a for a in legal if isinstance(a, Unload)]
        # 1. a cube aboard that the best load leaves behind makes room
        for g in (3, 2, 1, 0):
            if have[g] > want[g]:
                outs = [a for a in unloads if a.colour == g]
                if outs:
                    outs.sort(key=lambda a: ((a.row, a.col) in red_holds) == (g == RED))  # free red holds first
                    return outs[0]
        reds_to_store = max(0, want[RED] - have[RED])
        free_red = sum(space[c] for c in red_holds)
        for g in sorted(set(cs.at_hand)):
            if have[g] >= want[g]:
                continue
            cand = [a for a in stores if a.colour == g]
            if g == RED:
                if cand:
                    return cand[0]
                # a red hold is taken by a lesser cube: move it out
                for a in unloads:
                    if (a.row, a.col) in red_holds and a.colour != RED:
                        return a
                continue
            plain = [a for a in cand if (a.row, a.col) not in red_holds]
            if plain:
                return plain[0]
            if cand and free_red > reds_to_store:
                return cand[0]
        return done

    # losses
    def _lose_goods(self, st: GTState, seat: int, legal: list[Action]) -> Action:
        ship = st.seats[seat].ship
        goods = [a for a in legal if isinstance(a, LoseGoods)]
        if goods:
            return goods[0]
        bats = [a for a in legal if isinstance(a, LoseBattery)]
        if bats:
            return max(bats, key=lambda a: (ship.cells.get((a.row, a.col), 0), -a.row, -a.col))
        return legal[0]

    def _lose_crew(self, st: GTState, seat: int, legal: list[Action]) -> Action:
        ship = st.seats[seat].ship
        humans = pw.humans_total(ship)
        crew = [a for a in legal if isinstance(a, LoseCrew)]
        if not crew:
            return legal[0]
        human = [a for a in crew if (a.row, a.col) not in ship.aliens]
        alien = [a for a in crew if (a.row, a.col) in ship.aliens]
        if human and (humans > 1 or not alien):
            # empty one cabin rather than thin out two: fewer occupied cabins for an epidemic
            return min(human, key=lambda a: (ship.humans.get((a.row, a.col), 0), a.row, a.col))
        # the less useful alien goes first
        has_cannon = bool(pw.firepower_half(ship, []) or pw.double_cannons(ship))
        has_engine = bool(pw.single_engines(ship) or pw.double_engines(ship))

        def use(a: LoseCrew) -> int:
            colour = ship.aliens[(a.row, a.col)]
            return int(has_engine) if colour == BROWN else int(has_cannon)

        return min(alien, key=use)

    # projectiles
    def _defend(self, st: GTState, seat: int, legal: list[Action]) -> Action:
        cs = st.cs
        ship = st.seats[seat].ship
        defends = [a for a in legal if isinstance(a, Defend)]
        take = next((a for a in legal if isinstance(a, TakeHit)), legal[-1])
        if not defends or cs.target is None:
            return take
        harm = self._harm(st, seat, [cs.target])
        if harm < 0.5:
            return take
        return self._pick_battery(ship, defends)

    def _harm(self, st: GTState, seat: int, cells: list[Cell]) -> float:
        """What losing these tiles costs, in rough credits (including what a split cuts away)."""
        p = st.seats[seat]
        ship = p.ship
        rnd = st.round
        mission = st.options.get("mission", "none")
        before = self._flight_value(ship, rnd, mission)
        probe = ship.copy()
        result = dm.destroy(probe, cells)
        if len(result.parts) > 1:
            best = max(result.parts, key=lambda part: self._part_value(probe, part, rnd, mission))
            dm.keep_part(probe, best)
        after = self._flight_value(probe, rnd, mission)
        lost_tiles = len(ship.tiles) - len(probe.tiles)
        cap = components().boards[ship.board].max_loss
        fines = (
            max(0, min(cap, len(p.lost) + lost_tiles) - len(p.lost)) if st.options.get("loss_cap", True) else lost_tiles
        )
        return (before - after) + fines

    def _flight_value(self, ship: sh.Ship, rnd: int, mission: str) -> float:
        """A ship in flight: its utility plus goods, and a large sum for having humans aboard."""
        value = 0.5 * utility(ship_stats(ship, mission, rnd), rnd, self.w) + goods_value(ship)
        if pw.humans_total(ship) > 0:
            value += 20.0 + 3.0 * rnd
        value += 0.5 * pw.crew(ship) + 0.4 * pw.battery_total(ship)
        return value

    def _part_value(self, ship: sh.Ship, part: frozenset[Cell], rnd: int, mission: str) -> float:
        probe = ship.copy()
        for cell in list(probe.tiles):
            if cell not in part:
                sh.remove_tile(probe, cell)
        return self._flight_value(probe, rnd, mission) + 0.3 * len(part)

    def _split(self, st: GTState, seat: int, legal: list[Action]) -> Action:
        ship = st.seats[seat].ship
        parts = sh.parts(ship)
        rnd = st.round
        mission = st.options.get("mission", "none")
        keeps = [a for a in legal if isinstance(a, KeepPart)]
        if not keeps:
            return legal[0]

        def value(a: KeepPart) -> float:
            part = next((q for q in parts if (a.row, a.col) in q), frozenset())
            return self._part_value(ship, part, rnd, mission)

        return max(keeps, key=value)


# the method answering each step of a card (`CardState.step`) that asks this seat something (by name, so
# that a subclass may answer a step its own way)
_STEPS: dict[str, str] = {
    step_: f"_{step_}" for step_ in ("window", "fire", "choose", "load", "lose_goods", "lose_crew", "defend", "split")
} | {"engine": "_engines"}
