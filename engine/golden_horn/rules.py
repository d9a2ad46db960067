"""Golden Horn's rules on the engine protocol."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import engine.golden_horn.texts as tx
from engine.core.actions import Action
from engine.core.messages import Message, MessageKey
from engine.core.options import OptionSpec, with_help
from engine.core.protocol import Game, Outcome, ScoreRow
from engine.core.rng import Chance, Rng
from engine.golden_horn.actions import ACTION_TYPES, Announce, EndTurn, Place, Rob, Sail, Steer
from engine.golden_horn.components import COLOUR_INDEX, COLOURS, HOME_PORTS, MODON, PORT, SEA, components
from engine.golden_horn.scoring import score, set_bonus
from engine.golden_horn.state import END, OVER, PLACE, STEER, TURN, GoldenHornState
from engine.golden_horn.voyage import home_port_index, loadable, route, ship_colours, stops, unreachable


def _m(key: MessageKey, count: int | None = None, **params: Any) -> Message:
    return Message(key, params, count)


def ship_name(ship: int) -> MessageKey:
    return tx.SHIP_NAMES[ship % 3]


class GoldenHorn(Game[GoldenHornState]):
    name = "golden_horn"
    title = tx.TITLE
    authors = "Leo Colovini"
    player_counts = (2, 3, 4)
    hidden_information = True
    chance_undo = tx.UNDO_CHANCE
    impersonal_log = frozenset(
        {tx.LOG_SETUP, tx.LOG_DEAL, tx.LOG_REFILL, tx.LOG_RESHUFFLE, tx.LOG_PORT_EMPTY, tx.LOG_OVER}
    )
    action_types = ACTION_TYPES
    options = with_help(
        (
            OptionSpec(
                "modon_berths",
                tx.OPT_MODON_BERTHS,
                "standard",
                (("standard", tx.V_STANDARD), (2, tx.V_TWO), (3, tx.V_THREE)),
            ),
            OptionSpec(
                "modon_draw",
                tx.OPT_MODON_DRAW,
                "standard",
                (("standard", tx.V_STANDARD), (True, tx.V_ON), (False, tx.V_OFF)),
            ),
            OptionSpec("pirates", tx.OPT_PIRATES, True, ((True, tx.V_ON), (False, tx.V_OFF))),
            OptionSpec("placement", tx.OPT_PLACEMENT, "choice", (("choice", tx.V_CHOICE), ("random", tx.V_RANDOM))),
            OptionSpec("start_player", tx.OPT_START, "first", (("first", tx.V_FIRST), ("random", tx.V_RANDOM))),
        ),
        tx.OPTION_HELP,
    )

    def settled_options(self, players: int, options: Mapping[str, Any]) -> dict[str, tuple[Any, Message]]:
        if any(sp.kind == MODON for sp in components().routes[players]):
            return {}
        return {key: (None, Message(tx.S_NO_MODON)) for key in ("modon_berths", "modon_draw")}

    # -- set-up -------------------------------------------------------------
    def new_game(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> GoldenHornState:
        opts = self.resolve_options(players, options)
        comp = components()
        spaces = comp.routes[players]
        has_modon = any(sp.kind == MODON for sp in spaces)
        berths = comp.modon_berths[players] if opts["modon_berths"] == "standard" else int(opts["modon_berths"])
        draw = comp.modon_draw[players] if opts["modon_draw"] == "standard" else bool(opts["modon_draw"])
        rng = Rng(seed)
        start = rng.below(players) if opts["start_player"] == "random" else 0
        st = GoldenHornState(
            players=players,
            route_len=len(spaces),
            modon_berths=berths if has_modon else 0,
            modon_draw=draw and has_modon,
            pirates=bool(opts["pirates"]),
            start=start,
            rng=rng,
            active=start,
            ship_pos=[-1] * (3 * players),
            ship_dir=[0] * (3 * players),
            cargo_colour=[-1] * (3 * players),
            cargo=[0] * (3 * players),
            ports=[[0] * 6, [0] * 6],
            bag=[comp.cubes_per_colour] * 6,
            hands=[[0] * 6 for _ in range(players)],
            discard=[0] * 6,
            warehouses=[[0] * 6 for _ in range(players)],
        )
        deck = [c for c in range(6) for _ in range(comp.cards_per_colour)]
        rng.shuffle(deck)
        st.draw_pile = deck  # shuffled now, dealt once the ships are placed (`_deal`)
        st.hand_sizes = [0] * players
        if opts["placement"] == "random":
            for ship in range(3 * players):
                self._place(st, ship, rng.below(2))
            self._stock_ports(st, Chance(rng))
            self._deal(st)
            st.phase, st.turn = TURN, 1
        return st

    @staticmethod
    def _deal(st: GoldenHornState) -> None:
        """Five cards each from the shuffled pile, as the set-up's last step ("Nakonec dobře zamíchejte
        hrací karty. Každý hráč dostane do ruky 5 karet"): nobody places his ships knowing his hand."""
        for seat in range(st.players):
            for _ in range(components().start_hand):
                st.hands[seat][st.draw_pile.pop()] += 1
        st.hand_sizes = [sum(h) for h in st.hands]

    def _place(self, st: GoldenHornState, ship: int, port: int) -> None:
        st.ship_pos[ship] = 0 if port == 0 else st.route_len - 1
        st.ship_dir[ship] = 1 if port == 0 else -1

    def _stock_ports(self, st: GoldenHornState, chance: Chance) -> None:
        for port in (0, 1):
            self._refill(st, port, chance)

    def _refill(self, st: GoldenHornState, port: int, chance: Chance) -> int:
        """Draw from the bag until the port holds `refill_to` cubes (G1); returns cubes drawn."""
        want = components().refill_to - sum(st.ports[port])
        drawn = 0
        for _ in range(max(0, want)):
            if not any(st.bag):
                break
            population = [COLOURS[c] for c in range(6) for _ in range(st.bag[c])]
            colour = COLOUR_INDEX[chance.pick(population)]
            st.bag[colour] -= 1
            st.ports[port][colour] += 1
            drawn += 1
        return drawn

    # -- whose move ---------------------------------------------------------
    def to_act(self, state: GoldenHornState) -> tuple[int, ...]:
        if state.phase == OVER:
            return ()
        if state.phase == STEER:
            return (state.pending // 3,)
        return (state.active,)

    def is_over(self, state: GoldenHornState) -> bool:
        return state.phase == OVER

    def turn_key(self, state: GoldenHornState) -> int:
        return state.turn

    # -- legal actions ------------------------------------------------------
    def legal_actions(self, state: GoldenHornState, seat: int) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        if state.phase == PLACE:
            return [
                Place(ship, port)
                for ship in range(3 * seat, 3 * seat + 3)
                if state.ship_pos[ship] < 0
                for port in HOME_PORTS
            ]
        if state.phase == STEER:
            return [Steer(state.pending, True), Steer(state.pending, False)]
        if state.phase == END:
            acts: list[Action] = [EndTurn()]
            if self.may_announce(state, seat):
                acts.append(Announce())
            return acts
        acts = []
        if state.pirates and not state.robbed:
            acts.extend(self._robberies(state, seat))
        acts.extend(self.sails(state, seat))
        return acts

    def may_announce(self, state: GoldenHornState, seat: int) -> bool:
        return not state.end_triggered and all(n > 0 for n in state.warehouses[seat])

    def _robberies(self, state: GoldenHornState, seat: int) -> list[Action]:
        hand = state.hands[seat]
        spaces = route(state)
        out: list[Action] = []
        for ship, pos in enumerate(state.ship_pos):
            if ship // 3 == seat or pos < 0 or spaces[pos].kind != SEA or state.cargo[ship] == 0:
                continue
            cols = sorted(ship_colours(ship))
            for i, a in enumerate(cols):
                for b in cols[i:]:
                    if (hand[a] >= 2) if a == b else (hand[a] >= 1 and hand[b] >= 1):
                        out.append(Rob(ship, (COLOURS[a], COLOURS[b])))
        return out

    def sails(self, state: GoldenHornState, seat: int) -> list[Sail]:
        """Every move of every ship of `seat`: loading choice x reachable stop."""
        out: list[Sail] = []
        hand = state.hands[seat]
        for ship in range(3 * seat, 3 * seat + 3):
            loads: list[str | None] = [COLOURS[c] for c in loadable(state, ship)] or [None]
            targets = stops(state, ship, hand)
            for load in loads:
                for stop in targets:
                    out.append(Sail(ship, load, stop.to))
        return out

    def wind_cost(self, state: GoldenHornState, action: Sail) -> tuple[int, ...]:
        """The wind cards (colour counts) a legal Sail spends."""
        for stop in stops(state, action.ship, state.hands[action.ship // 3]):
            if stop.to == action.to:
                return stop.cards
        raise ValueError("not a reachable stop")

    def why_illegal(self, state: GoldenHornState, seat: int, action: Action) -> Message:
        n = 3 * state.players
        ship = getattr(action, "ship", -1)
        if isinstance(ship, int) and 0 <= ship < n and isinstance(action, (Place, Rob, Sail)):
            own = ship // 3 == seat
        else:
            own = False
        if state.phase == PLACE:
            if not isinstance(action, Place):
                return _m(tx.E_PHASE_PLACE)
            if not own:
                return _m(tx.E_NOT_YOUR_SHIP)
            if state.ship_pos[ship] >= 0:
                return _m(tx.E_PLACED)
            return _m(tx.E_PORT)
        if isinstance(action, Place):
            return _m(tx.E_NOT_PLACING)
        if state.phase == STEER:
            return _m(tx.E_STEER) if isinstance(action, Steer) else _m(tx.E_MUST_STEER)
        if isinstance(action, Steer):
            return _m(tx.E_STEER)
        if isinstance(action, Rob):
            if not state.pirates:
                return _m(tx.E_PIRATES_OFF)
            if state.robbed or state.phase == END:
                return _m(tx.E_ROB_ONCE)
            if not (0 <= ship < n):
                return _m(tx.E_GENERIC)
            if own:
                return _m(tx.E_ROB_OWN)
            pos = state.ship_pos[ship]
            if pos < 0 or route(state)[pos].kind != SEA:
                return _m(tx.E_ROB_PORT)
            if state.cargo[ship] == 0:
                return _m(tx.E_ROB_EMPTY)
            cards = action.cards
            if len(cards) != 2 or any(c not in COLOUR_INDEX for c in cards):
                return _m(tx.E_ROB_COLOURS)
            if any(COLOUR_INDEX[c] not in ship_colours(ship) for c in cards):
                return _m(tx.E_ROB_COLOURS)
            if cards[0] == cards[1] and state.hands[seat][COLOUR_INDEX[cards[0]]] == 1:
                return _m(tx.E_ROB_TWO)  # one card dragged alone: its pair would be its twin
            return _m(tx.E_NO_CARDS)
        if isinstance(action, Sail):
            if state.phase == END:
                return _m(tx.E_SAILED)
            if not own:
                return _m(tx.E_NOT_YOUR_SHIP)
            legal_loads = loadable(state, ship)
            if action.load is not None and home_port_index(state, state.ship_pos[ship]) < 0:
                return _m(tx.E_LOAD_SEA)
            if legal_loads and (action.load not in COLOUR_INDEX or COLOUR_INDEX[action.load] not in legal_loads):
                return _m(tx.E_LOAD)
            if not legal_loads and action.load is not None:
                return _m(tx.E_LOAD)
            return _m(unreachable(state, ship, action.to))
        if isinstance(action, (EndTurn, Announce)):
            if state.phase == TURN:
                return _m(tx.E_MUST_SAIL)
            if isinstance(action, Announce):
                return _m(tx.E_ANNOUNCED) if state.end_triggered else _m(tx.E_ANNOUNCE)
        return _m(tx.E_GENERIC)

    # -- applying -----------------------------------------------------------
    def do(self, state: GoldenHornState, seat: int, action: Action, chance: Sequence[Any] | None) -> Outcome:
        ch = Chance(state.rng, chance)
        log: list[Message] = []
        if isinstance(action, Place):
            self._do_place(state, seat, action, ch, log)
        elif isinstance(action, Rob):
            self._do_rob(state, seat, action, log)
        elif isinstance(action, Steer):
            self._do_steer(state, seat, action, log)
        elif isinstance(action, Sail):
            self._do_sail(state, seat, action, ch, log)
        elif isinstance(action, Announce):
            state.end_triggered, state.end_reason = True, "announce"
            log.append(_m(tx.LOG_ANNOUNCE, player=seat))
            self._end_turn(state, log)
        elif isinstance(action, EndTurn):
            self._end_turn(state, log)
        state.hand_sizes = [sum(h) for h in state.hands]
        return Outcome(ch.results, log)

    def _do_place(self, st: GoldenHornState, seat: int, a: Place, ch: Chance, log: list[Message]) -> None:
        port = HOME_PORTS.index(a.port)
        self._place(st, a.ship, port)
        log.append(_m(tx.LOG_PLACE, player=seat, ship=ship_name(a.ship), port=tx.PLACE_NAMES[a.port]))
        if all(p >= 0 for p in st.ship_pos[3 * seat : 3 * seat + 3]):
            if all(p >= 0 for p in st.ship_pos):
                self._stock_ports(st, ch)
                self._deal(st)
                log.append(_m(tx.LOG_SETUP))
                log.append(_m(tx.LOG_DEAL))
                st.phase, st.active, st.turn = TURN, st.start, st.turn + 1
            else:
                st.active = (st.active + 1) % st.players

    def _do_rob(self, st: GoldenHornState, seat: int, a: Rob, log: list[Message]) -> None:
        for c in a.cards:
            st.hands[seat][COLOUR_INDEX[c]] -= 1
            st.discard[COLOUR_INDEX[c]] += 1
        colour = st.cargo_colour[a.ship]
        st.cargo[a.ship] -= 1
        st.warehouses[seat][colour] += 1
        st.robbed = True
        first, second = (tx.COLOUR_NAMES[COLOUR_INDEX[c]] for c in a.cards)
        key = tx.LOG_ROB_PAIR if first == second else tx.LOG_ROB  # not "with green and green"
        log.append(_m(key, player=seat, card1=first, card2=second, colour=tx.COLOUR_NAMES[colour], player2=a.ship // 3))
        if st.cargo[a.ship] == 0:
            st.cargo_colour[a.ship] = -1
            st.phase, st.pending = STEER, a.ship  # G5: its owner may turn it around

    def _do_steer(self, st: GoldenHornState, seat: int, a: Steer, log: list[Message]) -> None:
        if a.turn:
            st.ship_dir[a.ship] = -st.ship_dir[a.ship]
            log.append(_m(tx.LOG_TURN, player=seat, ship=ship_name(a.ship)))
        else:
            log.append(_m(tx.LOG_KEEP, player=seat, ship=ship_name(a.ship)))
        st.phase, st.pending = TURN, -1

    def _do_sail(self, st: GoldenHornState, seat: int, a: Sail, ch: Chance, log: list[Message]) -> None:
        ship = a.ship
        start = st.ship_pos[ship]
        cost = self.wind_cost(st, a)
        port = home_port_index(st, start)
        if port >= 0:
            port_name = tx.PLACE_NAMES[HOME_PORTS[port]]
            if a.load is None:
                log.append(_m(tx.LOG_EMPTY, player=seat, ship=ship_name(ship), port=port_name))
            else:
                c = COLOUR_INDEX[a.load]
                n = st.ports[port][c]
                st.ports[port][c] = 0
                st.cargo_colour[ship], st.cargo[ship] = c, n
                log.append(
                    _m(tx.LOG_LOAD, n, player=seat, colour=tx.COLOUR_NAMES[c], ship=ship_name(ship), port=port_name)
                )
                if self._refill(st, port, ch):
                    log.append(_m(tx.LOG_REFILL, port=port_name))
                self._check_ports(st, log)
        spent = sum(cost)
        for c, k in enumerate(cost):
            st.hands[seat][c] -= k
            st.discard[c] += k
        if spent:
            log.append(_m(tx.LOG_WIND, spent, player=seat))
        st.ship_pos[ship] = a.to
        st.last_sail = (ship, start, a.to)
        sp = route(st)[a.to]
        place = tx.PLACE_NAMES[sp.name] if sp.kind != SEA else _m(tx.SEA_SPACE, colour=tx.COLOUR_NAMES[sp.colour])
        log.append(_m(tx.LOG_SAIL, player=seat, ship=ship_name(ship), place=place))
        if sp.kind == PORT:
            n = st.cargo[ship]
            if n:
                st.warehouses[seat][st.cargo_colour[ship]] += n
                log.append(_m(tx.LOG_UNLOAD, n, player=seat))
            st.cargo[ship], st.cargo_colour[ship] = 0, -1
            st.ship_dir[ship] = 1 if a.to == 0 else -1
            self._draw(st, seat, components().fleets[seat][ship % 3].cards_on_arrival, ch, log)
        elif sp.kind == MODON and st.modon_draw:
            self._draw(st, seat, components().fleets[seat][ship % 3].cards_on_arrival, ch, log)
        st.phase = END

    def _check_ports(self, st: GoldenHornState, log: list[Message]) -> None:
        if st.end_triggered:
            return
        for port in (0, 1):
            if sum(st.ports[port]) == 0:
                st.end_triggered, st.end_reason = True, "port"
                log.append(_m(tx.LOG_PORT_EMPTY, port=tx.PLACE_NAMES[HOME_PORTS[port]]))
                return

    def _draw(self, st: GoldenHornState, seat: int, n: int, ch: Chance, log: list[Message]) -> None:
        got = 0
        for _ in range(n):
            if not st.draw_pile:
                if not any(st.discard):
                    break
                pile = [COLOURS[c] for c in range(6) for _ in range(st.discard[c])]
                st.draw_pile = [COLOUR_INDEX[c] for c in ch.shuffled(pile)]
                st.discard = [0] * 6
                log.append(_m(tx.LOG_RESHUFFLE))
            st.hands[seat][st.draw_pile.pop()] += 1
            got += 1
        if got:
            # The cards drawn are revealed to their owner: record them so undo stops here.
            ch.reveal({"drawn": got})
            log.append(_m(tx.LOG_DRAW, got, player=seat))

    def _end_turn(self, st: GoldenHornState, log: list[Message]) -> None:
        if st.end_triggered and st.active == st.last_seat:
            st.phase = OVER
            log.append(_m(tx.LOG_OVER))
            return
        st.active = (st.active + 1) % st.players
        st.turn += 1
        st.phase, st.robbed = TURN, False

    # -- reading -------------------------------------------------------------
    def view(self, state: GoldenHornState, seat: int | None) -> GoldenHornState:
        v = state.clone()
        v.viewer = seat
        for s in range(state.players):
            if s != seat:
                v.hands[s] = [0] * 6
        v.draw_pile = [-1] * len(state.draw_pile)
        v.rng = Rng(0)
        return v

    def scores(self, state: GoldenHornState) -> list[float]:
        return [float(score(w)) for w in state.warehouses]

    def score_breakdown(self, state: GoldenHornState) -> list[ScoreRow]:
        cubes = tuple(float(sum(w)) for w in state.warehouses)
        bonus = tuple(float(set_bonus(w)) for w in state.warehouses)
        total = tuple(c + b for c, b in zip(cubes, bonus, strict=True))
        return [ScoreRow(tx.ROW_CUBES, cubes), ScoreRow(tx.ROW_BONUS, bonus), ScoreRow(tx.ROW_TOTAL, total)]

    def clone(self, state: GoldenHornState) -> GoldenHornState:
        return state.clone()

    def check_invariants(self, state: GoldenHornState) -> None:
        comp = components()
        if state.viewer != -1:
            return
        for c in range(6):
            cubes = (
                state.bag[c]
                + state.ports[0][c]
                + state.ports[1][c]
                + sum(w[c] for w in state.warehouses)
                + sum(n for s, n in enumerate(state.cargo) if state.cargo_colour[s] == c)
            )
            assert cubes == comp.cubes_per_colour, f"cubes of colour {c}: {cubes}"
            cards = state.discard[c] + state.draw_pile.count(c) + sum(h[c] for h in state.hands)
            assert cards == comp.cards_per_colour, f"cards of colour {c}: {cards}"
        for lst in (state.bag, state.discard, *state.ports, *state.hands, *state.warehouses, state.cargo):
            assert all(x >= 0 for x in lst), "negative stock"
        spaces = route(state)
        seen: set[int] = set()
        for ship, pos in enumerate(state.ship_pos):
            if pos < 0:
                continue
            kind = spaces[pos].kind
            if kind == SEA:
                assert pos not in seen, "two ships on one sea space"
                seen.add(pos)
            assert (state.cargo[ship] == 0) == (state.cargo_colour[ship] == -1), "cargo colour mismatch"
            if state.cargo_colour[ship] >= 0:
                assert state.cargo_colour[ship] not in ship_colours(ship), "cargo in a sail colour"
        if state.modon_berths:
            modon = next(i for i, sp in enumerate(spaces) if sp.kind == MODON)
            assert state.ship_pos.count(modon) <= state.modon_berths, "Modon over capacity"
        assert state.hand_sizes == [sum(h) for h in state.hands], "hand sizes out of date"
