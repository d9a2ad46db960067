"""Golden Horn's `normal` bot: a one-move lookahead on a hand-tuned evaluation."""

from __future__ import annotations

from typing import Any

from engine.core.actions import Action
from engine.core.protocol import Game
from engine.core.rng import Rng
from engine.golden_horn.actions import Announce, EndTurn, Place, Rob, Sail, Steer
from engine.golden_horn.components import COLOUR_INDEX, HOME_PORTS, PORT, SEA, components
from engine.golden_horn.scoring import score
from engine.golden_horn.state import TURN, GoldenHornState
from engine.golden_horn.voyage import home_port_index, route, ship_colours, stops

Costs = dict[tuple[int, int], tuple[int, ...]]  # (ship, stop) -> the wind cards it costs

CARD_VALUE = 0.35  # what a card in hand is worth, in points
RISK = 0.18  # expected share of cargo lost per opponent that could rob it
# the evaluation's weights (`normal` plays these; `strong` plays tuned ones)
W: dict[str, float] = {
    "card": CARD_VALUE,
    "risk": RISK,
    "underway": 0.45,  # share of a cargo's worth counted as soon as it sails
    "progress": 0.35,  # and the further share as it nears its port
    "distance": 0.08,  # a space sailed
    "rob": 0.3,  # robbing, beyond the cube's worth
    "rob_leader": 0.4,  # robbing the leader
    "empty_home": 0.2,  # an empty trip home
    "empty_leave": 0.5,  # leaving a home port empty
    "announce_margin": 0.0,  # points ahead needed to announce
    "variety": 0.0,  # a colour new to the warehouse, beyond its points
}


def wind_costs(st: GoldenHornState, seat: int) -> Costs:
    """What every stop of the seat's ships costs in wind cards (what `wind_cost` gives one Sail)."""
    if st.phase != TURN:
        return {}
    hand = st.hands[seat]
    return {(ship, stop.to): stop.cards for ship in range(3 * seat, 3 * seat + 3) for stop in stops(st, ship, hand)}


class NormalBot:
    """Delivers the most valuable cargo fastest, robs when it pays, announces when ahead."""

    def __init__(self, game: Game[Any], seed: int = 0, weights: dict[str, float] | None = None) -> None:
        self.game = game
        self.rng = Rng(seed)
        self.w = {**W, **(weights or {})}

    def choose(self, view: Any, seat: int) -> Action:
        legal = self.game.legal_actions(view, seat)
        costs = wind_costs(view, seat)
        best = max(legal, key=lambda a: (self.value(view, seat, a, costs), -self.rng.below(1000)))
        return best

    # -- evaluation ------------------------------------------------------------
    def value(self, st: GoldenHornState, seat: int, a: Action, costs: Costs) -> float:
        """`a`'s worth in points; `costs` is `wind_costs` of the position (one table per decision)."""
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
            ahead = sc[seat] > max(s for i, s in enumerate(sc) if i != seat) + self.w["announce_margin"]
            return 1.0 if ahead else -1.0
        if isinstance(a, EndTurn):
            return 0.0
        if isinstance(a, Steer):
            return self._steer_value(st, a)
        if isinstance(a, Rob):
            colour = st.cargo_colour[a.ship]
            return (
                self._cube_value(st.warehouses[seat], colour)
                + self.w["rob"]
                - 2 * self.w["card"]
                + (self.w["rob_leader"] if self._leader(st) == a.ship // 3 else 0.0)
            )
        if isinstance(a, Sail):
            return self._sail_value(st, seat, a, costs[a.ship, a.to])
        return 0.0

    def _leader(self, st: GoldenHornState) -> int:
        sc = [score(w) for w in st.warehouses]
        return sc.index(max(sc))

    def _cube_value(self, warehouse: list[int], colour: int, n: int = 1) -> float:
        w = warehouse[:]
        before = score(w)
        new = self.w["variety"] if n > 0 and w[colour] == 0 else 0.0
        w[colour] += n
        return float(score(w) - before) + new

    def _steer_value(self, st: GoldenHornState, a: Steer) -> float:
        pos, step = st.ship_pos[a.ship], st.ship_dir[a.ship]
        ahead = (st.route_len - 1 - pos) if step > 0 else pos
        behind = st.route_len - 1 - ahead
        return 1.0 if (a.turn and behind < ahead) or (not a.turn and ahead <= behind) else 0.0

    def _sail_value(self, st: GoldenHornState, seat: int, a: Sail, cost: tuple[int, ...]) -> float:
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
        w = self.w
        v = -w["card"] * sum(cost)
        if kind == PORT and n:
            v += gain  # delivered
        else:
            # Cargo still to deliver: discounted by the distance left and by pirates.
            progress = 1.0 - remaining / length
            v += gain * (w["underway"] + w["progress"] * progress)
            if kind == SEA and n:
                robbers = sum(1 for s in range(st.players) if s != seat and st.hand_sizes[s] >= 2)
                v -= w["risk"] * robbers * min(n, 3) * (gain / n)
            v += w["distance"] * (abs(a.to - start))
        if kind != SEA:
            draws = components().fleets[seat][ship % 3].cards_on_arrival
            if kind == PORT or st.modon_draw:
                v += w["card"] * draws
        if kind == PORT and n == 0 and a.load is None:
            v -= w["empty_home"]  # an empty trip home wastes a turn
        # Leaving a ship empty at sea is rarely useful; prefer carrying something.
        if a.load is None and home_port_index(st, start) >= 0 and st.cargo[ship] == 0:
            v -= w["empty_leave"]
        # Never let another player reach an end trigger more cheaply than us.
        if ship_colours(ship) and n == 0 and kind == SEA:
            v -= 0.1
        return v
