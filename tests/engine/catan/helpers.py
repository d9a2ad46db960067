"""Positions for Catan rules tests: the beginner board, pieces put down by hand."""

from __future__ import annotations

from typing import Any

import pytest

from engine.catan.board import topology
from engine.catan.rules import GAME
from engine.catan.state import MAIN, CatanState
from engine.core.errors import IllegalAction
from engine.core.messages import MessageKey

TOPO = topology()
EDGE = {frozenset(e): i for i, e in enumerate(TOPO.edges)}


def corner(hex_id: int, k: int) -> int:
    """Corner k (0 top, clockwise) of a land hex."""
    return TOPO.hex_nodes[hex_id][k]


def edge(a: int, b: int) -> int:
    return EDGE[frozenset((a, b))]


def side(hex_id: int, k: int) -> int:
    """Side k of a hex: from corner k to corner k+1."""
    return edge(corner(hex_id, k), corner(hex_id, (k + 1) % 6))


def main_phase(players: int = 4, seed: int = 1, active: int = 0) -> CatanState:
    """A game past the set-up with an empty board: the active player has rolled."""
    st = GAME.new_game(players, seed)
    st.phase, st.active, st.turn = MAIN, active, 10
    return st


def give(st: CatanState, seat: int, cards: tuple[int, int, int, int, int]) -> None:
    for r, n in enumerate(cards):
        st.bank[r] -= n
        st.hands[seat][r] += n
    st.hand_sizes = [sum(h) for h in st.hands]


def settle(st: CatanState, seat: int, node: int, city: bool = False) -> None:
    st.node_owner[node] = seat
    st.node_level[node] = 2 if city else 1
    if st.board.node_harbour[node] != -1:
        st.harbours[seat] |= 1 << st.board.node_harbour[node]
    if city:
        st.cities_left[seat] -= 1
    else:
        st.settlements_left[seat] -= 1


def road(st: CatanState, seat: int, e: int) -> None:
    st.edge_owner[e] = seat
    st.roads_left[seat] -= 1


def refuse(st: CatanState, seat: int, action: Any, key: MessageKey) -> None:
    before = st.clone()
    with pytest.raises(IllegalAction) as err:
        GAME.apply(st, seat, action)
    assert err.value.message.key == key, err.value.message.render()
    assert st == before
