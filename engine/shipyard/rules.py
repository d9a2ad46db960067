"""Shipyard's rules on the engine protocol: whose move, what is legal, what a move does."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import engine.shipyard.canals as cn
import engine.shipyard.texts as tx
from engine.core.actions import Action
from engine.core.messages import Message, MessageKey
from engine.core.options import OptionSpec, with_help
from engine.core.protocol import Game, Outcome, ScoreRow, tie_settled
from engine.core.rng import Chance, Rng
from engine.shipyard.actions import (
    ACTION_TYPES,
    Bonus,
    BuyGoods,
    Choose,
    ConfirmBuild,
    Discard,
    EndActions,
    Exchange,
    Fit,
    Hire,
    Launch,
    Pass,
    ProduceEquipment,
    RecruitCrew,
    RentCanal,
    SteerTo,
    TakePart,
    TakeSubsidy,
)
from engine.shipyard.contracts import contract_points, merchant_points
from engine.shipyard.data import (
    BLANK,
    BONUS_COST,
    BUILD,
    CANAL,
    COLUMN_KIND,
    COUNTER,
    HIRE,
    ITEMS,
    OVAL_SPACES,
    SUBSIDY_AMOUNT,
    design_of,
    tables,
)
from engine.shipyard.moves import (
    card_options,
    cards_in_play,
    discard_options,
    fit_options,
    last_chance_options,
    performable,
    ship_parts,
    steer_options,
)
from engine.shipyard.offer import price, refill_canals, refill_parts, refill_wagons
from engine.shipyard.rondels import (
    circle_cost,
    crew_gain,
    equipment_gain,
    exchange_gain,
    oval_cost,
)
from engine.shipyard.setup import new_state
from engine.shipyard.state import (
    ACT,
    CHOOSE,
    DISCARD,
    FINAL,
    LAST,
    LAST_CHANCE,
    OVER,
    REGULAR,
    SAIL,
    SHIPS,
    Ship,
    ShipyardState,
    Voyage,
)
from engine.shipyard.track import first_turn, income, occupied, pays, phase_one
from engine.shipyard.voyage import as_items, base_speed, hull, launch_fault, official_points, points_before
from engine.shipyard.why import why_illegal
from engine.shipyard.yard import clearable, completed_ships, pattern

# contract discards when the round counter reaches a space: players -> space -> (blue, green)
DISCARDS = {2: {"blank": (2, 2)}, 3: {"2": (1, 1), "blank": (1, 1)}, 4: {"2": (2, 2)}}


def _m(key: MessageKey, count: int | None = None, **params: Any) -> Message:
    return Message(key, params, count)


def _priced(key: MessageKey, free: MessageKey, coins: int, **params: Any) -> Message:
    """`key` with the coins paid or received, or `free` (without them) when there were none."""
    return Message(key, params, coins) if coins else Message(free, params)


# chosen actions that only coins make possible, so that a bonus action bought first can spoil them
MAIN_NEEDS_COINS = (BUILD, CANAL, HIRE)


def coin_change(st: ShipyardState, seat: int, a: Action) -> int:
    """The coins a move of phase 4 costs (negative) or brings: the one count `_perform`, building and the
    bonus check use, taken on the position before the move."""
    p = st.ps[seat]
    if isinstance(a, TakePart):
        return -price(a.row)
    if isinstance(a, (RentCanal, BuyGoods)):
        return -price(a.index)
    if isinstance(a, (ProduceEquipment, RecruitCrew)):
        return -circle_cost(p, a.steps)
    if isinstance(a, Hire):
        card = st.oval[(st.oval_pos + a.steps) % OVAL_SPACES][a.slot][-1]
        return -(oval_cost(p, a.steps) + design_of(card).surcharge)
    if isinstance(a, Exchange):
        return exchange_gain(st, p, a.wagon, a.items)
    if isinstance(a, TakeSubsidy):
        return SUBSIDY_AMOUNT
    return 0


class Shipyard(Game[ShipyardState]):
    name = "shipyard"
    title = tx.TITLE
    authors = "Vladimír Suchý"
    player_counts = (2, 3, 4)
    hidden_information = True
    chance_undo = tx.UNDO_CHANCE
    impersonal_log = frozenset({tx.LOG_LAP, tx.LOG_EARLY, tx.LOG_FINAL, tx.LOG_LAST, tx.LOG_OVER})
    action_types = ACTION_TYPES
    options = with_help(
        (
            OptionSpec(
                "employees",
                tx.OPT_EMPLOYEES,
                "random",
                (("random", tx.V_RANDOM_LAYOUT), ("first_game", tx.V_FIRST_GAME)),
            ),
            OptionSpec("start_player", tx.OPT_START, "random", (("random", tx.V_RANDOM), ("first", tx.V_FIRST))),
        ),
        tx.OPTION_HELP,
    )

    # -- set-up -----------------------------------------------------------------------------
    def new_game(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> ShipyardState:
        opts = self.resolve_options(players, options)
        return new_state(players, seed, opts)

    # -- whose move -------------------------------------------------------------------------
    def to_act(self, state: ShipyardState) -> tuple[int, ...]:
        return () if state.stage == OVER else (state.active,)

    def is_over(self, state: ShipyardState) -> bool:
        return state.stage == OVER

    def turn_key(self, state: ShipyardState) -> int:
        return state.turn

    # -- legal moves ------------------------------------------------------------------------
    def legal_actions(self, state: ShipyardState, seat: int) -> list[Action]:
        st = state
        if st.stage == OVER or seat != st.active:
            return []
        if st.stage == CHOOSE:
            return list(self.choices(st, seat))
        if st.stage == ACT:
            return self.act_options(st, seat)
        if st.stage == SHIPS:
            return fit_options(st, seat)
        if st.stage == SAIL:
            return steer_options(st, seat)
        if st.stage == DISCARD:
            return discard_options(st, seat)
        if st.stage == LAST:
            return [*last_chance_options(st, st.ps[seat]), Pass()]
        return []

    def choices(self, st: ShipyardState, seat: int) -> list[Action]:
        """Phase 2: unoccupied, not the lead (except in first turns), performable (§4.5, §5.9)."""
        coins = st.ps[seat].coins
        if st.mode == FINAL:
            cand = cards_in_play(st)
        else:
            first = first_turn(st, seat)
            cand = [c for c in cards_in_play(st) if not occupied(st, c) and (first or c != st.lead)]

        def coins_then(c: str) -> int:
            # the action is carried out after phase 3: the card's own income may pay for it (§4.5-4.6)
            return coins + pays(st, c)

        able = [c for c in cand if performable(st, seat, c, coins_then(c))]
        return [Choose(c) for c in (able or cand)]

    def _bonus_cards(self, st: ShipyardState, seat: int) -> list[str]:
        """The cards a bonus action may be bought for now, before asking what it leaves the chosen one."""
        p = st.ps[seat]
        if st.mode != REGULAR or st.bonus or p.coins < BONUS_COST:
            return []
        return [c for c in cards_in_play(st) if c != st.chosen and performable(st, seat, c, p.coins - BONUS_COST)]

    def bonus_options(self, st: ShipyardState, seat: int) -> list[Action]:
        cards = self._bonus_cards(st, seat)
        if self._main_at_stake(st):
            # bought first, the bonus must leave the chosen action possible, for it has to be carried out
            # ("Po zisku příjmu musí hráč provést svou vybranou akci"): some way of doing the bonus must
            cards = [c for c in cards if self._bonus_first_leaves_main(st, seat, c)]
        return [Bonus(c) for c in cards]

    @staticmethod
    def _main_at_stake(st: ShipyardState) -> bool:
        """The chosen action is still to do and only coins make it possible (the others cannot be
        spoilt by another action first: §5.9)."""
        return not st.main_done and st.chosen in MAIN_NEEDS_COINS

    def _bonus_first_leaves_main(self, st: ShipyardState, seat: int, card: str) -> bool:
        coins = st.ps[seat].coins - BONUS_COST
        return any(
            performable(st, seat, st.chosen, coins + coin_change(st, seat, a))
            for a in card_options(st, seat, card, coins)
        )

    def _leaves_main(self, st: ShipyardState, seat: int, action: Action) -> bool:
        """After this move of the bonus action, can the chosen action still be carried out? Only the
        coins a move costs or brings count (§5.9: only they can spoil Building, Canals or Hire), so a
        position seen with hidden decks (a bot's view) is judged alike."""
        return performable(st, seat, st.chosen, st.ps[seat].coins + coin_change(st, seat, action))

    def act_options(self, st: ShipyardState, seat: int) -> list[Action]:
        p = st.ps[seat]
        first = st.bonus and not st.bonus_done and self._main_at_stake(st)  # a bonus before the chosen action
        if st.building:
            out: list[Action] = []
            if len(st.build_taken) < 3:
                parts = card_options(st, seat, "build_ships", p.coins)
                out.extend(a for a in parts if not first or self._leaves_main(st, seat, a))
            out.append(ConfirmBuild())
            return out
        if st.bonus and not st.bonus_done:
            moves = card_options(st, seat, st.bonus, p.coins)
            return [a for a in moves if self._leaves_main(st, seat, a)] if first else moves
        out = []
        if not st.main_done:
            out.extend(card_options(st, seat, st.chosen, p.coins))
        out.extend(self.bonus_options(st, seat))
        if st.main_done:
            out.append(EndActions())
        return out

    def why_illegal(self, state: ShipyardState, seat: int, action: Action) -> Message:
        if state.stage == ACT and seat == state.active and self._spoils_main(state, seat, action):
            return Message(tx.E_BONUS_SPOILS)
        return why_illegal(self, state, seat, action)

    def _spoils_main(self, st: ShipyardState, seat: int, action: Action) -> bool:
        """A bonus action (or a move of it) refused only because, done before the chosen action, it
        would leave that action impossible."""
        if not self._main_at_stake(st):
            return False
        p = st.ps[seat]
        if isinstance(action, Bonus):
            return not st.building and action.card in self._bonus_cards(st, seat)
        if st.bonus and not st.bonus_done and (not st.building or len(st.build_taken) < 3):
            return action in card_options(st, seat, st.bonus, p.coins)
        return False

    # -- doing ------------------------------------------------------------------------------
    def do(self, state: ShipyardState, seat: int, action: Action, chance: Sequence[Any] | None) -> Outcome:
        st = state
        ch = Chance(st.rng, chance)
        log: list[Message] = []
        p = st.ps[seat]
        if isinstance(action, Choose):
            self._choose(st, seat, action.card, log)
        elif isinstance(action, Bonus):
            p.coins -= BONUS_COST
            st.bonus = action.card
            log.append(_m(tx.LOG_BONUS, player=seat, card=tx.CARD_NAMES[action.card]))
        elif isinstance(action, EndActions):
            self._phase_five(st, log, ch)
        elif isinstance(action, TakePart):
            self._take_part(st, seat, action, log, ch)
        elif isinstance(action, ConfirmBuild):
            self._confirm_build(st, seat, log, ch)
        elif isinstance(action, Fit):
            if st.fit_ship < 0:
                st.fit_ship = action.ship
            p.items[action.item] -= 1
            st.fitting[action.item] = st.fitting.get(action.item, 0) + 1
        elif isinstance(action, Launch):
            self._launch(st, seat, action, log, ch)
        elif isinstance(action, SteerTo):
            assert p.boat is not None
            for nxt, nst in cn.moves(p.canals, p.boat, p.stern):
                if nxt == (action.x, action.y, action.space):
                    self._move_boat(st, seat, nxt, nst)
                    break
            self._sail_on(st, seat, log, ch)
        elif isinstance(action, Discard):
            for c in action.contracts:
                p.contracts.remove(c)
                p.discarded.append(c)
            p.discarded.sort()
            st.discard_need[seat] = (0, 0)
            log.append(_m(tx.LOG_DISCARD, player=seat))
            self._next_discard(st, log)
        elif isinstance(action, Pass):
            log.append(_m(tx.LOG_PASS, player=seat))
            st.finals_done += 1
            self._next_last(st, log)
        else:
            self._perform(st, seat, action, log, ch)
            self._action_done(st, log, ch)
        return Outcome(ch.results, log)

    # phase 2 and 3
    def _choose(self, st: ShipyardState, seat: int, card: str, log: list[Message]) -> None:
        p = st.ps[seat]
        if st.mode == REGULAR:
            base, bonus = income(st, card)
            p.coins += base + bonus
            if st.players == 2 and p.turns == 1:
                st.figures[card] += [seat, seat]
            else:
                st.figures[card].append(seat)
            p.history.append(card)
            log.append(
                _priced(tx.LOG_CHOOSE, tx.LOG_CHOOSE_NO_INCOME, base + bonus, player=seat, card=tx.CARD_NAMES[card])
            )
        else:
            log.append(_m(tx.LOG_FINAL_CHOOSE, player=seat, card=tx.CARD_NAMES[card]))
        st.chosen = card
        st.stage = ACT
        if not performable(st, seat, card, p.coins):
            st.main_done = True
            log.append(_m(tx.LOG_NOTHING, player=seat))
            self._settle(st, log, None)

    def _action_done(self, st: ShipyardState, log: list[Message], ch: Chance | None) -> None:
        if st.bonus and not st.bonus_done:
            st.bonus_done = True
        else:
            st.main_done = True
        self._settle(st, log, ch)

    def _settle(self, st: ShipyardState, log: list[Message], ch: Chance | None) -> None:
        """Phase 4 ends by itself once nothing optional is left."""
        if not st.main_done and st.bonus_done and not performable(st, st.active, st.chosen, st.ps[st.active].coins):
            st.main_done = True  # the bonus action used up what the chosen one needed (D28)
            log.append(_m(tx.LOG_NOTHING, player=st.active))
        if st.main_done and (st.bonus_done or not self.bonus_options(st, st.active)):
            self._phase_five(st, log, ch)

    # phase 4: the actions
    def _take_part(self, st: ShipyardState, seat: int, a: TakePart, log: list[Message], ch: Chance) -> None:
        p = st.ps[seat]
        if not st.building:
            st.building = "bonus" if st.bonus and not st.bonus_done else "main"
            st.build_taken = []
        if a.row < 0:
            pid = BLANK[COLUMN_KIND[a.column]]
        else:
            pid = st.columns[a.column][a.row] or ""
            p.coins += coin_change(st, seat, a)
            st.columns[a.column][a.row] = None
        p.yard[a.slot] = pid
        st.build_taken.append((a.column, a.row, a.slot))
        if st.mode == LAST_CHANCE:
            self._close_purchase(st, seat, log, ch)
            self._phase_five(st, log, ch)

    def _close_purchase(self, st: ShipyardState, seat: int, log: list[Message], ch: Chance | None) -> None:
        paid = sum(price(r) for _, r, _ in st.build_taken)
        if paid:
            coins = Message(tx.COINS_N, {}, paid)
            log.append(Message(tx.LOG_PARTS, {"player": seat, "coins": coins}, len(st.build_taken)))
        else:  # how many: at the last chance it is exactly one
            log.append(Message(tx.LOG_PARTS_FREE, {"player": seat}, len(st.build_taken)))
        if refill_parts(st, ch) and not st.early_end:
            st.early_end = True
            if st.mode == REGULAR:  # the final actions are already under way: nothing ends earlier
                log.append(_m(tx.LOG_EARLY))
                log.append(_m(tx.LOG_EARLY_LAST, player=st.last_seat))
        st.building = ""
        st.build_taken = []

    def _confirm_build(self, st: ShipyardState, seat: int, log: list[Message], ch: Chance) -> None:
        self._close_purchase(st, seat, log, ch)
        self._action_done(st, log, ch)

    def _perform(self, st: ShipyardState, seat: int, a: Action, log: list[Message], ch: Chance) -> None:
        p = st.ps[seat]
        change = coin_change(st, seat, a)  # counted on the position before the move, as the bonus check does
        p.coins += change
        if isinstance(a, RentCanal):
            tile = st.canal_offer.pop(a.index)
            first = not p.canals
            p.canals[(a.x, a.y)] = (tile, a.rotation)
            if first:
                p.boat = (a.x, a.y, a.boat)
                p.stern = "e:" + cn.port_of(tile, a.rotation, a.boat)
            refill_canals(st, ch)
            log.append(_priced(tx.LOG_CANAL, tx.LOG_CANAL_FREE, -change, player=seat))
        elif isinstance(a, (ProduceEquipment, RecruitCrew)):
            if isinstance(a, ProduceEquipment):
                gained = equipment_gain(st, p, a.steps)
                st.equip_pos = (st.equip_pos + a.steps) % 4
            else:
                gained = crew_gain(st, p, a.steps)
                st.crew_pos = (st.crew_pos + a.steps) % 4
            for item in gained:
                p.items[item] += 1
            items = [tx.ITEM_NAMES[i] for i in gained]
            log.append(_priced(tx.LOG_ITEMS, tx.LOG_ITEMS_FREE, -change, player=seat, items=items))
        elif isinstance(a, Hire):
            st.oval_pos = (st.oval_pos + a.steps) % OVAL_SPACES
            card = st.oval[st.oval_pos][a.slot].pop()
            p.employees.append(card)
            employee = tx.employee_label(card)
            log.append(_priced(tx.LOG_HIRE, tx.LOG_HIRE_FREE, -change, player=seat, employee=employee))
        elif isinstance(a, BuyGoods):
            p.wagons.append(st.wagon_offer.pop(a.index))
            refill_wagons(st, ch)
            log.append(_priced(tx.LOG_GOODS, tx.LOG_GOODS_FREE, -change, player=seat))
        elif isinstance(a, Exchange):
            st.exchange_pos = (st.exchange_pos + 1) % len(tables().exchange_prices)
            for item in a.items:
                p.items[item] += 1
            p.wagons.remove(a.wagon)
            st.wagon_discard.append(a.wagon)
            if a.items:
                items = [tx.ITEM_NAMES[i] for i in a.items]
                log.append(_priced(tx.LOG_EXCHANGE, tx.LOG_EXCHANGE_ITEMS, change, player=seat, items=items))
            else:  # every good sold, nothing taken ("takes: ." said nothing)
                log.append(_m(tx.LOG_SELL_ALL, change, player=seat))
        elif isinstance(a, TakeSubsidy):
            log.append(_m(tx.LOG_SUBSIDY, player=seat))

    # phase 5: maiden voyages
    def _phase_five(self, st: ShipyardState, log: list[Message], ch: Chance | None) -> None:
        p = st.ps[st.active]
        st.fit_ship, st.fitting = -1, {}
        if completed_ships(p.yard):
            st.stage = SHIPS
        else:
            self._end_turn(st, log)

    def _launch(self, st: ShipyardState, seat: int, a: Launch, log: list[Message], ch: Chance) -> None:
        p = st.ps[seat]
        parts = ship_parts(p, a.ship)
        assert parts is not None
        load = dict(st.fitting) if st.fit_ship == a.ship else {}
        spd = base_speed(load) + (1 if a.helmsman else 0) + a.yardman
        for s in range(a.ship, a.ship + len(parts)):
            p.yard[s] = ""
        fault = launch_fault(load, p.canals, p.boat, p.stern, spd)
        if fault:
            st.scrapped.extend(x for x in parts if x not in BLANK.values())
            for item, n in load.items():
                p.items[item] += n
            key = tx.LOG_FAIL_CAPTAIN if fault == "captain" else tx.LOG_FAIL_CANALS
            log.append(_m(key, player=seat, speed=spd))
            self._phase_five(st, log, ch)
            return
        pts = points_before(load, spd)
        p.score += pts
        log.append(_m(tx.LOG_LAUNCH, pts, player=seat, length=len(parts), speed=spd))
        st.voyage = Voyage(parts, as_items(load), spd, spd, 0, 0)
        st.fit_ship, st.fitting = -1, {}
        st.stage = SAIL
        self._sail_on(st, seat, log, ch)

    def _move_boat(self, st: ShipyardState, seat: int, nxt: cn.Node, nst: str) -> None:
        p = st.ps[seat]
        v = st.voyage
        assert v is not None and p.boat is not None
        here = (p.boat[0], p.boat[1])
        if (nxt[0], nxt[1]) != here:
            tile, _ = p.canals.pop(here)
            p.used.append(tile)
            keep = cn.connected(p.canals, (nxt[0], nxt[1]))
            for cell in sorted(c for c in p.canals if c not in keep):
                st.canal_discard.append(p.canals.pop(cell)[0])
        p.boat, p.stern = nxt, nst
        v.left -= 1
        moved = v.speed - v.left
        sym = cn.symbol(p.canals[(nxt[0], nxt[1])][0], nxt[2])
        if sym == "riband":
            v.riband = moved
        elif sym:
            pts = official_points(sym, hull(v.parts), dict(v.items))
            v.points += pts
            p.score += pts

    def _sail_on(self, st: ShipyardState, seat: int, log: list[Message], ch: Chance | None) -> None:
        """Sail on by itself while the way is unambiguous; stop at a real junction choice."""
        p = st.ps[seat]
        v = st.voyage
        assert v is not None
        while v.left > 0:
            options = steer_options(st, seat)
            if len(options) != 1:
                st.stage = SAIL
                return
            o = options[0]
            assert isinstance(o, SteerTo) and p.boat is not None
            for nxt, nst in cn.moves(p.canals, p.boat, p.stern):
                if nxt == (o.x, o.y, o.space):
                    self._move_boat(st, seat, nxt, nst)
                    break
        if v.riband:
            p.score += v.riband
            v.points += v.riband
            log.append(_m(tx.LOG_RIBAND, v.riband))
        log.append(_m(tx.LOG_VOYAGE, v.points, player=seat))
        pre = points_before(dict(v.items), v.speed)
        p.fleet.append(Ship(v.parts, v.items, v.speed, pre + v.points))
        st.voyage = None
        self._phase_five(st, log, ch)

    # turns, laps, discards, the end
    def _reset_turn(self, st: ShipyardState) -> None:
        st.chosen, st.main_done, st.bonus, st.bonus_done = "", False, "", False
        st.building, st.build_taken = "", []
        st.fit_ship, st.fitting, st.voyage = -1, {}, None

    def _begin_turn(self, st: ShipyardState, seat: int, log: list[Message]) -> None:
        self._reset_turn(st)
        st.active = seat
        st.turn += 1
        p = st.ps[seat]
        p.turns += 1
        if not first_turn(st, seat):
            old = p.history[0]
            newer = p.history[1] if st.players == 2 else ""
            if phase_one(st, seat):
                st.lap_pending = True
            # phase 1 said, or the track jumps with no word (with two players a figure moves on too)
            if newer:
                log.append(_m(tx.LOG_ADVANCE_TWO, player=seat, card=tx.CARD_NAMES[old], card2=tx.CARD_NAMES[newer]))
            else:
                log.append(_m(tx.LOG_ADVANCE, player=seat, card=tx.CARD_NAMES[old]))
        st.stage = CHOOSE

    def _end_turn(self, st: ShipyardState, log: list[Message]) -> None:
        seat = st.active
        self._reset_turn(st)
        if st.mode == FINAL:
            st.finals_done += 1
            if st.finals_done < st.players:
                st.active = st.order()[st.finals_done]
                st.turn += 1
                st.stage = CHOOSE
                return
            st.mode, st.finals_done = LAST_CHANCE, 0
            log.append(_m(tx.LOG_LAST))
            self._next_last(st, log)
            return
        if st.mode == LAST_CHANCE:
            st.finals_done += 1
            self._next_last(st, log)
            return
        if st.lap_pending:
            st.lap_pending = False
            st.counter += 1
            log.append(_m(tx.LOG_LAP))
            need = DISCARDS[st.players].get(COUNTER[st.counter])
            if need:
                st.discard_need = [need] * st.players
        over = COUNTER[st.counter] == "end" or (st.early_end and seat == st.last_seat)
        if over:
            contracts = tables().contracts
            for s, p in enumerate(st.ps):
                nb = sum(1 for c in p.contracts if contracts[c].colour == "blue")
                ng = len(p.contracts) - nb
                st.discard_need[s] = (max(0, nb - 1), max(0, ng - 1))
        st.resume, st.resume_final = seat, over
        self._next_discard(st, log)

    def _next_discard(self, st: ShipyardState, log: list[Message]) -> None:
        for s in st.order():
            if st.discard_need[s] != (0, 0):
                st.active = s
                st.stage = DISCARD
                st.turn += 1
                return
        if st.resume_final:
            st.mode, st.finals_done = FINAL, 0
            st.active = st.start
            st.turn += 1
            st.stage = CHOOSE
            log.append(_m(tx.LOG_FINAL))
        else:
            self._begin_turn(st, (st.resume + 1) % st.players, log)

    def _next_last(self, st: ShipyardState, log: list[Message]) -> None:
        while st.finals_done < st.players:
            seat = st.order()[st.finals_done]
            if last_chance_options(st, st.ps[seat]):
                st.active = seat
                st.turn += 1
                st.stage = LAST
                return
            st.finals_done += 1
        self._finish(st, log)

    def _finish(self, st: ShipyardState, log: list[Message]) -> None:
        contracts = tables().contracts
        for p in st.ps:
            blue = [c for c in p.contracts if contracts[c].colour == "blue"]
            green = [c for c in p.contracts if contracts[c].colour == "green"]
            p.end_points = {
                "blue": sum(contract_points(c, p) for c in blue),
                "green": sum(contract_points(c, p) for c in green),
                "merchants": merchant_points(p),
            }
        st.stage = OVER
        st.active = -1
        log.append(_m(tx.LOG_OVER))

    # -- reading ----------------------------------------------------------------------------
    def view(self, state: ShipyardState, seat: int | None) -> ShipyardState:
        v = state.clone()
        v.viewer = seat
        for s, p in enumerate(v.ps):
            if s != seat and state.stage != OVER:
                p.contracts = ["?"] * len(p.contracts)
            if s != seat:
                p.discarded = ["?"] * len(p.discarded)
        v.decks = {k: ["?"] * len(d) for k, d in state.decks.items()}
        v.wagon_deck = ["?"] * len(state.wagon_deck)
        v.canal_deck = ["?"] * len(state.canal_deck)
        v.rng = Rng(0)
        return v

    def scores(self, state: ShipyardState) -> list[float]:
        return [float(p.score + sum(p.end_points.values())) for p in state.ps]

    def winners(self, state: ShipyardState) -> list[int]:
        """Most points; ties go to the player with more coins; a remaining tie is shared."""
        keys = [(s, p.coins) for s, p in zip(self.scores(state), state.ps, strict=True)]
        best = max(keys)
        return [i for i, k in enumerate(keys) if k == best]

    def tie_break(self, state: ShipyardState) -> Message | None:
        if not self.is_over(state):
            return None
        winners = self.winners(state)
        settled = tie_settled(self.scores(state), [p.coins for p in state.ps], winners)
        if settled is None:
            return None
        if len(winners) > 1:
            return Message(tx.TIE_SHARED)
        return Message(tx.TIE_BROKEN, {"won": settled[0], "other": settled[1]})

    def score_breakdown(self, state: ShipyardState) -> list[ScoreRow]:
        ps = state.ps
        return [
            ScoreRow(tx.ROW_SHIPS, tuple(float(p.score) for p in ps)),
            ScoreRow(tx.ROW_BLUE, tuple(float(p.end_points.get("blue", 0)) for p in ps)),
            ScoreRow(tx.ROW_GREEN, tuple(float(p.end_points.get("green", 0)) for p in ps)),
            ScoreRow(tx.ROW_MERCHANTS, tuple(float(p.end_points.get("merchants", 0)) for p in ps)),
            ScoreRow(tx.ROW_TOTAL, tuple(self.scores(state))),
            ScoreRow(tx.ROW_COINS, tuple(float(p.coins) for p in ps)),
        ]

    def clone(self, state: ShipyardState) -> ShipyardState:
        return state.clone()

    def check_invariants(self, state: ShipyardState) -> None:
        st = state
        t = tables()
        for p in st.ps:
            assert p.coins >= 0, "negative coins"
            assert all(n >= 0 for n in p.items.values()), "negative items"
            assert st.stage == OVER or clearable(pattern(p.yard)), f"illegal shipyard {pattern(p.yard)}"
            if p.boat is not None:
                assert (p.boat[0], p.boat[1]) in p.canals, "the boat is off its canals"
        if st.viewer != -1:
            return
        parts: list[str] = [x for d in st.decks.values() for x in d]
        parts += [x for c in st.columns for x in c if x is not None]
        for p in st.ps:
            parts += [x for x in p.yard if x]
            parts += [x for s in p.fleet for x in s.parts]
        if st.voyage is not None:
            parts += list(st.voyage.parts)
        parts += st.scrapped
        real = sorted(x for x in parts if x not in BLANK.values())
        assert real == sorted(k for k in t.parts if k not in BLANK.values()), "ship parts not conserved"
        canals = st.canal_offer + st.canal_deck + st.canal_discard
        for p in st.ps:
            canals += [c for c, _ in p.canals.values()] + p.used
        assert sorted(canals) == sorted(t.canals), "canals not conserved"
        wagons = st.wagon_offer + st.wagon_deck + st.wagon_discard + [w for p in st.ps for w in p.wagons]
        assert len(wagons) == len(set(wagons)) == len(t.deck_wagons) + st.players, "wagons not conserved"
        emps = [c for space in st.oval for stack in space for c in stack] + [e for p in st.ps for e in p.employees]
        assert len(emps) == len(set(emps)) == (24 if st.players == 2 else 48), "employees not conserved"
        positions = list(st.card_pos.values())
        assert len(set(positions)) == len(positions), "two action cards on one space"
        assert (st.card_pos[st.lead] + 1) % 23 not in positions, "no empty space in front of the lead"
        for p in st.ps:
            assert len(p.contracts) + len(p.discarded) == 6, "contracts lost"
        _ = ITEMS
