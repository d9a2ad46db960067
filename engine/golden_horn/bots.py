"""Golden Horn's `normal` bot: a one-move lookahead on a hand-tuned evaluation."""

from __future__ import annotations

from typing import Any

from engine.core.actions import Action
from engine.core.protocol import Game
from engine.core.rng import Rng
from engine.golden_horn.actions import Announce, EndTurn, Place, Rob, Sail, Steer
from engine.golden_horn.components import COLOUR_INDEX, HOME_PORTS, PORT, SEA, components
from engine.golden_horn.scoring import score
from engine.golden_horn.state import GoldenHornState
from engine.golden_horn.voyage import home_port_index, route, ship_colours

CARD_VALUE = 0.35  # what a card in hand is worth, in points
RISK = 0.18  # expected share of cargo lost per opponent that could rob it


class NormalBot:
    """Delivers the most valuable cargo fastest, robs when it pays, announces when ahead."""

    def __init__(self, game: Game[Any], seed: int = 0) -> None:
        self.game = game
        self.rng = Rng(seed)

    def choose(self, view: Any, seat: int) -> Action:
        legal = self.game.legal_actions(view, seat)
        best = max(legal, key=lambda a: (self.value(view, seat, a), -self.rng.below(1000)))
        return best

    # -- evaluation ------------------------------------------------------------
    def value(self, st: GoldenHornState, seat: int, a: Action) -> float:
        if isinstance(a, Place):
            # Spread the fleet: two ships in one port, one in the other.
            same = sum(
                1
                for s in range(3 * seat, 3 * seat + 3)
                if st.ship_pos[s] == (0 if a.port == HOME_PORTS[0] else st.route_len - 1)
            )
            return -same + (0.1 if a.port == HOME_PORTS[a.ship % 2] else 0.0)
        if isinstance(a, Announce):
            sc = [score(w) for w in st.warehouses]
            ahead = sc[seat] > max(s for i, s in enumerate(sc) if i != seat)
            return 1.0 if ahead else -1.0
        if isinstance(a, EndTurn):
            return 0.0
        if isinstance(a, Steer):
            return self._steer_value(st, a)
        if isinstance(a, Rob):
            colour = st.cargo_colour[a.ship]
            return (
                self._cube_value(st.warehouses[seat], colour)
                + 0.3
                - 2 * CARD_VALUE
                + (0.4 if self._leader(st) == a.ship // 3 else 0.0)
            )
        if isinstance(a, Sail):
            return self._sail_value(st, seat, a)
        return 0.0

    def _leader(self, st: GoldenHornState) -> int:
        sc = [score(w) for w in st.warehouses]
        return sc.index(max(sc))

    def _cube_value(self, warehouse: list[int], colour: int, n: int = 1) -> float:
        w = warehouse[:]
        before = score(w)
        w[colour] += n
        return float(score(w) - before)

    def _steer_value(self, st: GoldenHornState, a: Steer) -> float:
        pos, step = st.ship_pos[a.ship], st.ship_dir[a.ship]
        ahead = (st.route_len - 1 - pos) if step > 0 else pos
        behind = st.route_len - 1 - ahead
        return 1.0 if (a.turn and behind < ahead) or (not a.turn and ahead <= behind) else 0.0

    def _sail_value(self, st: GoldenHornState, seat: int, a: Sail) -> float:
        game = self.game
        cost = game.wind_cost(st, a)  # type: ignore[attr-defined]
        spaces = route(st)
        ship = a.ship
        start = st.ship_pos[ship]
        step = st.ship_dir[ship]
        wh = st.warehouses[seat]
        if a.load is not None:
            c = COLOUR_INDEX[a.load]
            port = home_port_index(st, start)
            n, colour = st.ports[port][c], c
        else:
            n, colour = st.cargo[ship], st.cargo_colour[ship]
        gain = self._cube_value(wh, colour, n) if n else 0.0
        length = st.route_len - 1
        dest_end = length if step > 0 else 0
        remaining = abs(dest_end - a.to)
        kind = spaces[a.to].kind
        v = -CARD_VALUE * sum(cost)
        if kind == PORT and n:
            v += gain  # delivered
        else:
            # Cargo still to deliver: discounted by the distance left and by pirates.
            progress = 1.0 - remaining / length
            v += gain * (0.45 + 0.35 * progress)
            if kind == SEA and n:
                robbers = sum(1 for s in range(st.players) if s != seat and st.hand_sizes[s] >= 2)
                v -= RISK * robbers * min(n, 3) * (gain / n)
            v += 0.08 * (abs(a.to - start))
        if kind != SEA:
            draws = components().fleets[seat][ship % 3].cards_on_arrival
            if kind == PORT or st.modon_draw:
                v += CARD_VALUE * draws
        if kind == PORT and n == 0 and a.load is None:
            v -= 0.2  # an empty trip home wastes a turn
        # Leaving a ship empty at sea is rarely useful; prefer carrying something.
        if a.load is None and home_port_index(st, start) >= 0 and st.cargo[ship] == 0:
            v -= 0.5
        # Never let another player reach an end trigger more cheaply than us.
        if ship_colours(ship) and n == 0 and kind == SEA:
            v -= 0.1
        return v
