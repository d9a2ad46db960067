"""Catan's island as integer ids: 19 land hexes, 54 intersections, 72 edges, 9 harbours.

Hexes are pointy-top in axial coordinates (q, r). Corners live on an integer lattice:
a hex's centre is (2q + r, 3r) and its corners are the centre plus (0,-2), (1,-1), (1,1),
(0,2), (-1,1), (-1,-1) — so every intersection has exact integer coordinates the desktop
can scale to the screen. Ids are assigned in a fixed order (row by row, left to right).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

CORNERS = ((0, -2), (1, -1), (1, 1), (0, 2), (-1, 1), (-1, -1))


def land_hexes() -> list[tuple[int, int]]:
    """The 19 land hexes (radius 2), top row first, left to right."""
    out = []
    for r in range(-2, 3):
        for q in range(-2, 3):
            if abs(q + r) <= 2:
                out.append((q, r))
    return out


def sea_hexes() -> list[tuple[int, int]]:
    """The 18 sea hexes of the frame (radius 3), clockwise from the top-left."""
    ring = [(q, r) for r in range(-3, 4) for q in range(-3, 4) if max(abs(q), abs(r), abs(q + r)) == 3]
    return sorted(ring, key=lambda h: _angle(_centre(h)))


def _centre(h: tuple[int, int]) -> tuple[int, int]:
    return (2 * h[0] + h[1], 3 * h[1])


def _angle(p: tuple[int, int]) -> float:
    import math

    # clockwise from the top-left (screen y grows downwards)
    return (math.atan2(p[1] * 0.577, p[0]) + 2 * math.pi + 2.2) % (2 * math.pi)


@dataclass(frozen=True, slots=True)
class Topology:
    """Adjacency tables with integer ids; built once and shared by every game."""

    hexes: tuple[tuple[int, int], ...]  # land hex id -> axial (q, r)
    hex_centres: tuple[tuple[int, int], ...]  # land hex id -> lattice centre
    nodes: tuple[tuple[int, int], ...]  # node id -> lattice point
    edges: tuple[tuple[int, int], ...]  # edge id -> (node a, node b), a < b
    hex_nodes: tuple[tuple[int, ...], ...]  # hex -> its 6 nodes, clockwise from the top
    node_hexes: tuple[tuple[int, ...], ...]  # node -> adjacent land hexes (1..3)
    node_nodes: tuple[tuple[int, ...], ...]  # node -> neighbouring nodes (2..3)
    node_edges: tuple[tuple[int, ...], ...]  # node -> edges touching it
    edge_hexes: tuple[tuple[int, ...], ...]  # edge -> land hexes on either side (1..2)
    coast_edges: tuple[int, ...]  # edges with land on one side only, clockwise around the island
    hex_neighbours: tuple[tuple[int, ...], ...]  # land hex -> neighbouring land hexes


@cache
def topology() -> Topology:
    hexes = land_hexes()
    centres = [_centre(h) for h in hexes]
    point_id: dict[tuple[int, int], int] = {}
    points = sorted({(cx + dx, cy + dy) for cx, cy in centres for dx, dy in CORNERS}, key=lambda p: (p[1], p[0]))
    for i, p in enumerate(points):
        point_id[p] = i
    hex_nodes = [tuple(point_id[(cx + dx, cy + dy)] for dx, dy in CORNERS) for cx, cy in centres]
    edge_set: set[tuple[int, int]] = set()
    for ns in hex_nodes:
        for k in range(6):
            a, b = ns[k], ns[(k + 1) % 6]
            edge_set.add((min(a, b), max(a, b)))
    edges = sorted(edge_set, key=lambda e: (points[e[0]][1] + points[e[1]][1], points[e[0]][0] + points[e[1]][0]))
    edge_id = {e: i for i, e in enumerate(edges)}
    n = len(points)
    node_hexes = [tuple(h for h, ns in enumerate(hex_nodes) if v in ns) for v in range(n)]
    node_nodes = [tuple(sorted({b if a == v else a for a, b in edges if v in (a, b)})) for v in range(n)]
    node_edges = [tuple(i for i, (a, b) in enumerate(edges) if v in (a, b)) for v in range(n)]
    edge_hexes = []
    for a, b in edges:
        edge_hexes.append(tuple(h for h, ns in enumerate(hex_nodes) if a in ns and b in ns))
    coast = [i for i, hs in enumerate(edge_hexes) if len(hs) == 1]

    # order the coast clockwise, starting at the top-left
    def mid_angle(e: int) -> float:
        a, b = edges[e]
        return _angle(((points[a][0] + points[b][0]) / 2, (points[a][1] + points[b][1]) / 2))  # type: ignore[arg-type]

    coast.sort(key=mid_angle)
    hex_index = {h: i for i, h in enumerate(hexes)}
    neighbours = []
    for q, r in hexes:
        around = [(q + 1, r), (q - 1, r), (q, r + 1), (q, r - 1), (q + 1, r - 1), (q - 1, r + 1)]
        neighbours.append(tuple(sorted(hex_index[h] for h in around if h in hex_index)))
    del edge_id
    return Topology(
        hexes=tuple(hexes),
        hex_centres=tuple(centres),
        nodes=tuple(points),
        edges=tuple(edges),
        hex_nodes=tuple(hex_nodes),
        node_hexes=tuple(node_hexes),
        node_nodes=tuple(node_nodes),
        node_edges=tuple(node_edges),
        edge_hexes=tuple(edge_hexes),
        coast_edges=tuple(coast),
        hex_neighbours=tuple(neighbours),
    )


if __name__ == "__main__":  # a quick look at the numbers
    t = topology()
    print(len(t.hexes), "hexes", len(t.nodes), "nodes", len(t.edges), "edges", len(t.coast_edges), "coast edges")
