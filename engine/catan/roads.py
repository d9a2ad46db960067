"""Longest Road: the longest trail of one player's roads, broken by other players' buildings."""

from __future__ import annotations

from itertools import compress

from engine.catan.board import topology
from engine.catan.state import CatanState

TOPO = topology()
EDGE_IDS = range(len(TOPO.edges))
# node -> ((1 << edge id, the node at its other end), ...): one look-up a step of the search
LINKS = tuple(
    tuple((1 << e, b if a == v else a) for e in TOPO.node_edges[v] for a, b in (TOPO.edges[e],))
    for v in range(len(TOPO.nodes))
)


def longest_road(state: CatanState, seat: int) -> int:
    """Edges in the longest trail (no road used twice) that never passes through an opponent's building.

    Part by part of the seat's network (a trail never leaves its part). A part without a ring is a tree,
    whose longest path one pass finds: every path has one intersection nearest the pass's start, from
    which it goes down one branch, or two if that intersection may be passed through, so the longest
    path down from each intersection is enough. The same pass finds the part's roads and whether it has
    a ring; a part with a ring is searched trail by trail (`_search`). Both give what a search from
    every intersection gives.
    """
    owner = state.edge_owner
    mine = list(compress(EDGE_IDS, map(seat.__eq__, owner)))
    if not mine:
        return 0
    roads = 0  # the seat's roads as a bit mask of edge ids
    degree: dict[int, int] = {}
    for e in mine:
        roads |= 1 << e
        a, b = TOPO.edges[e]
        degree[a] = degree.get(a, 0) + 1
        degree[b] = degree.get(b, 0) + 1
    node_owner = state.node_owner
    stops = {v for v in degree if node_owner[v] != -1 and node_owner[v] != seat}  # opponents' buildings

    best = 0
    seen: set[int] = set()
    nodes: list[int] = []  # the part being walked: its intersections, its roads, whether it has a ring
    part = 0
    ring = False

    def down(v: int, up: int) -> int:
        """The longest path from v down (`up`: the bit of the road v was reached by), as if a tree."""
        nonlocal best, part, ring
        seen.add(v)
        nodes.append(v)
        first = second = 0  # the two longest paths down from v through different roads
        for bit, w in LINKS[v]:
            if roads & bit and bit != up:
                part |= bit
                if w in seen:
                    ring = True  # reached again another way
                    continue
                below = down(w, bit)
                length = 1 if w in stops else 1 + below  # a path ends at an opponent's building
                if length > first:
                    first, second = length, first
                elif length > second:
                    second = length
        through = first if v in stops else first + second
        if through > best:
            best = through
        return first

    for v in degree:
        if v in seen:
            continue
        nodes, part, ring = [], 0, False
        before = best
        down(v, 0)
        if ring:
            best = _search(nodes, part, stops, degree, before)  # the pass's lengths mean nothing here
    return best


def _search(nodes: list[int], part: int, stops: set[int], degree: dict[int, int], best: int) -> int:
    """The longest trail of a part with a ring, or `best` if none is longer: a depth-first search over
    trails, but
      * started only where a longest trail can start. Let a longest trail start at an intersection v
        with exactly two of the seat's roads and no opponent's building. Had it left v's other road
        unused, that road put in front would make it longer; so it comes back to v by that road and
        ends there: a closed trail, which may as well start at any of its intersections (all of them
        may be passed through). So the starts are the intersections with one or three roads or an
        opponent's building, or any one if there is none (the part is a plain ring);
      * cut off where even all the roads of the part not used yet could not make a longer trail."""

    def walk(v: int, unused: int, length: int) -> None:
        nonlocal best
        if length > best:
            best = length
        if length and v in stops:
            return  # an opponent's settlement or city interrupts the road here
        if length + unused.bit_count() <= best:
            return  # even every road left would not make a longer trail
        for bit, w in LINKS[v]:
            if unused & bit:
                walk(w, unused ^ bit, length + 1)

    starts = [v for v in nodes if degree[v] != 2 or v in stops] or nodes[:1]
    for v in starts:
        walk(v, part, 0)
    return best
