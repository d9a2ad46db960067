"""How far a ship can sail: free advances on its sail colours, wind cards elsewhere (RULES.md §5.2)."""

from __future__ import annotations

from dataclasses import dataclass

import engine.golden_horn.texts as tx
from engine.core.messages import MessageKey
from engine.golden_horn.components import MODON, PORT, SEA, Space, components
from engine.golden_horn.state import GoldenHornState


@dataclass(frozen=True, slots=True)
class Stop:
    """A space the moving ship can stop on, and the wind cards (colour counts) it costs."""

    to: int
    cards: tuple[int, ...]  # per colour


def route(state: GoldenHornState) -> tuple[Space, ...]:
    return components().routes[state.players]


def ship_colours(ship: int) -> frozenset[int]:
    return components().fleets[ship // 3][ship % 3].colours


def _others(state: GoldenHornState, ship: int) -> dict[int, int]:
    """How many of the other ships stand on each space."""
    held: dict[int, int] = {}
    for s, p in enumerate(state.ship_pos):
        if s != ship and p >= 0:
            held[p] = held.get(p, 0) + 1
    return held


def _next_free(spaces: tuple[Space, ...], held: dict[int, int], berths: int, at: int, step: int) -> int:
    """The next space in direction `step` a ship may land on, `held` counting the others (G6, G7)."""
    i = at + step
    while True:
        sp = spaces[i]
        if sp.kind == PORT:
            return i
        if sp.kind == MODON:
            if held.get(i, 0) < berths:
                return i
        elif i not in held:
            return i
        i += step


def stops(state: GoldenHornState, ship: int, hand: list[int]) -> list[Stop]:
    """Every space the ship can end its move on, with the wind cards each one costs."""
    spaces = route(state)
    colours = ship_colours(ship)
    step = state.ship_dir[ship]
    at = state.ship_pos[ship]
    held = _others(state, ship)
    berths = state.modon_berths
    spent = [0] * 6
    out: list[Stop] = []
    while True:
        at = _next_free(spaces, held, berths, at, step)
        out.append(Stop(at, tuple(spent)))
        sp = spaces[at]
        if sp.kind != SEA:
            return out  # ports and Modon end the move
        if sp.colour not in colours:
            if spent[sp.colour] >= hand[sp.colour]:
                return out
            spent[sp.colour] += 1


def unreachable(state: GoldenHornState, ship: int, to: int) -> MessageKey:
    """Why the ship cannot stop at route space `to` (one not among its `stops`), the first that holds
    of: no such space, behind it or its own space, past the port or Modon that ends the move, another
    ship (or a full Modon) there, or the wind cards in hand do not carry it."""
    spaces = route(state)
    if not 0 <= to < len(spaces):
        return tx.E_OFF_ROUTE
    step, at = state.ship_dir[ship], state.ship_pos[ship]
    if (to - at) * step <= 0:
        return tx.E_AHEAD
    end = stops(state, ship, [len(spaces)] * 6)[-1].to  # where the move ends whatever the cards
    if (to - end) * step > 0:
        return tx.E_STOPS_FIRST
    held = _others(state, ship)
    if spaces[to].kind == SEA and to in held or spaces[to].kind == MODON and held.get(to, 0) >= state.modon_berths:
        return tx.E_HELD
    return tx.E_REACH


def home_port_index(state: GoldenHornState, pos: int) -> int:
    """0 for Venice, 1 for Constantinople, -1 for anywhere else."""
    if pos == 0:
        return 0
    if pos == state.route_len - 1:
        return 1
    return -1


def loadable(state: GoldenHornState, ship: int) -> list[int]:
    """Colours the ship may load where it stands: present in the port and not on its sails."""
    port = home_port_index(state, state.ship_pos[ship])
    if port < 0:
        return []
    colours = ship_colours(ship)
    return [c for c in range(6) if state.ports[port][c] > 0 and c not in colours]
