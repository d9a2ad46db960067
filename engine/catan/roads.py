"""Longest Road: the longest trail of one player's roads, broken by other players' buildings."""

from __future__ import annotations

from engine.catan.board import topology
from engine.catan.state import CatanState


def longest_road(state: CatanState, seat: int) -> int:
    """Edges in the longest trail (no road used twice) that never passes through an opponent's building."""
    topo = topology()
    owner, node_owner = state.edge_owner, state.node_owner
    node_edges, edges = topo.node_edges, topo.edges
    mine = [e for e, o in enumerate(owner) if o == seat]
    if not mine:
        return 0
    best = 0

    def walk(v: int, used: int, length: int) -> None:
        nonlocal best
        if length > best:
            best = length
        if length and node_owner[v] not in (-1, seat):
            return  # an opponent's settlement or city interrupts the road here
        for e in node_edges[v]:
            if owner[e] == seat and not used >> e & 1:
                a, b = edges[e]
                walk(b if a == v else a, used | 1 << e, length + 1)

    ends = {v for e in mine for v in edges[e]}
    for v in ends:
        walk(v, 0, 0)
    return best
