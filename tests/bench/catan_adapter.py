"""The Catan head to head's adapter: one catanatron game's board, positions and actions in our terms.

catan_h2h.py seats our bots inside catanatron's game; this file is the mapping it stands on (see that
file's docstring for how each rules difference is handled). The boards are matched geometrically:
catanatron's cube coordinate (x, y, z) is our axial hex (x, z); its nodes and edges are matched to ours
by the hexes, land and sea, that they touch, cross-checked against the corner each node is of each land
hex; the harbours become our coast positions, and a position becomes a `CatanState` view for our bots.
Actions on both sides become comparable keys (`Translator.their_key`, `our_key`).

Standard library and our stdlib-only engine only: it runs in the bench venv next to catanatron, which
is imported only inside the functions that run there.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine.catan.actions import (  # noqa: E402
    BuildCity,
    BuildRoad,
    BuildSettlement,
    BuyDevelopment,
    Discard,
    EndTurn,
    MaritimeTrade,
    MoveRobber,
    PlayKnight,
    PlayMonopoly,
    PlayRoadBuilding,
    PlayYearOfPlenty,
    Roll,
)
from engine.catan.board import CORNERS, land_hexes, sea_hexes, topology  # noqa: E402
from engine.catan.layouts import Layout  # noqa: E402
from engine.catan.rules import Catan  # noqa: E402
from engine.catan.state import (  # noqa: E402
    DISCARD,
    FREE_ROADS,
    GENERIC,
    MAIN,
    ROBBER,
    ROLL,
    SETUP_ROAD,
    SETUP_SETTLEMENT,
    Board,
    CatanState,
)
from engine.core.actions import Action  # noqa: E402
from engine.core.rng import Rng  # noqa: E402

TOPO = topology()

# catanatron's resources are WOOD, BRICK, SHEEP, WHEAT, ORE; ours brick, lumber, wool, grain, ore.
CAT_RESOURCES = ("BRICK", "WOOD", "SHEEP", "WHEAT", "ORE")  # ours index -> catanatron name
OUR_RESOURCE = {name: i for i, name in enumerate(CAT_RESOURCES)}
TERRAIN = {
    "WOOD": "forest",
    "BRICK": "hills",
    "SHEEP": "pasture",
    "WHEAT": "fields",
    "ORE": "mountains",
    None: "desert",
}
# our development kinds (knight, victory point, road building, year of plenty, monopoly) by catanatron name
CAT_DEV = ("KNIGHT", "VICTORY_POINT", "ROAD_BUILDING", "YEAR_OF_PLENTY", "MONOPOLY")
PLAY_TYPES = {"PLAY_KNIGHT_CARD": 0, "PLAY_ROAD_BUILDING": 2, "PLAY_YEAR_OF_PLENTY": 3, "PLAY_MONOPOLY": 4}


# -- the board in both numberings ---------------------------------------------------------------------------
class Translator:
    """One catanatron game's board in our ids (hexes, nodes, edges, harbours), and positions as our views."""

    def __init__(self, cmap: Any) -> None:
        from catanatron.models.map import PORT_DIRECTION_TO_NODEREFS, LandTile, NodeRef

        topo = TOPO
        our_hex = {axial: h for h, axial in enumerate(topo.hexes)}
        point_node = {p: v for v, p in enumerate(topo.nodes)}

        def axial(coord: tuple[int, int, int]) -> tuple[int, int]:
            return coord[0], coord[2]  # cube (x, y, z) -> axial (q, r) = (x, z): z grows downwards, as our r

        def corner(h: tuple[int, int], k: int) -> tuple[int, int]:
            cx, cy = 2 * h[0] + h[1], 3 * h[1]
            return cx + CORNERS[k][0], cy + CORNERS[k][1]

        # tiles: land hexes by coordinate
        self.hex_of: dict[tuple[int, int, int], int] = {}
        for coord in cmap.land_tiles:
            assert axial(coord) in our_hex, f"catanatron land tile {coord} is not one of our hexes"
            self.hex_of[coord] = our_hex[axial(coord)]
        assert sorted(self.hex_of.values()) == list(range(len(topo.hexes))), "land tiles do not cover our hexes"
        self.coord_of = {h: c for c, h in self.hex_of.items()}

        # nodes: by the hexes (land and sea) that touch them, on either side
        ours_touch: dict[int, set[tuple[int, int]]] = {v: set() for v in range(len(topo.nodes))}
        for h in (*land_hexes(), *sea_hexes()):
            for k in range(6):
                v = point_node.get(corner(h, k))
                if v is not None:
                    ours_touch[v].add(h)
        by_touch = {frozenset(hs): v for v, hs in ours_touch.items()}
        assert len(by_touch) == len(topo.nodes), "two of our nodes touch the same hexes"
        theirs_touch: dict[int, set[tuple[int, int]]] = {}
        for coord, tile in cmap.tiles.items():
            for nid in tile.nodes.values():
                theirs_touch.setdefault(nid, set()).add(axial(coord))
        self.node: dict[int, int] = {}  # catanatron node id -> ours
        for nid in cmap.land_nodes:
            v = by_touch.get(frozenset(theirs_touch[nid]))
            assert v is not None, f"catanatron node {nid} touches no set of hexes one of our nodes touches"
            self.node[nid] = v
        assert sorted(self.node.values()) == list(range(len(topo.nodes))), "nodes do not map one to one"
        # NodeRef names in the order of our CORNERS: from the top, clockwise
        refs = [NodeRef[name] for name in ("NORTH", "NORTHEAST", "SOUTHEAST", "SOUTH", "SOUTHWEST", "NORTHWEST")]
        for coord, tile in cmap.land_tiles.items():
            for k, ref in enumerate(refs):
                assert self.node[tile.nodes[ref]] == point_node[corner(axial(coord), k)], "corner mismatch"
        self.node_back = {v: nid for nid, v in self.node.items()}

        # edges: by their two nodes, checked against the land hexes on either side
        edge_id = {e: i for i, e in enumerate(topo.edges)}
        self.edge: dict[tuple[int, int], int] = {}  # catanatron (a, b), a < b -> ours
        their_edge_hexes: dict[tuple[int, int], set[int]] = {}
        for coord, tile in cmap.land_tiles.items():
            assert isinstance(tile, LandTile)
            for a, b in tile.edges.values():
                key = (min(a, b), max(a, b))
                va, vb = self.node[a], self.node[b]
                e = edge_id.get((min(va, vb), max(va, vb)))
                assert e is not None, f"catanatron edge {key} is not one of our edges"
                assert self.edge.setdefault(key, e) == e
                their_edge_hexes.setdefault(key, set()).add(self.hex_of[coord])
        assert sorted(self.edge.values()) == list(range(len(topo.edges))), "edges do not map one to one"
        for key, e in self.edge.items():
            assert their_edge_hexes[key] == set(topo.edge_hexes[e]), f"edge {key} lies between other hexes"

        # our board: terrain, numbers, harbours at our coast positions
        terrain = ["desert"] * len(topo.hexes)
        number = [0] * len(topo.hexes)
        for coord, tile in cmap.land_tiles.items():
            terrain[self.hex_of[coord]] = TERRAIN[tile.resource]
            number[self.hex_of[coord]] = tile.number or 0
        coast = {e: i for i, e in enumerate(topo.coast_edges)}
        harbours = []
        for port in cmap.ports_by_id.values():
            ra, rb = PORT_DIRECTION_TO_NODEREFS[port.direction]
            a, b = port.nodes[ra], port.nodes[rb]
            e = self.edge[(min(a, b), max(a, b))]
            assert e in coast, f"catanatron port {port.id} is not on our coast"
            kind = (
                "3:1"
                if port.resource is None
                else ("brick", "lumber", "wool", "grain", "ore")[OUR_RESOURCE[port.resource]]
            )
            harbours.append((coast[e], kind))
        self.board = Board.from_layout(Layout(tuple(terrain), tuple(number), tuple(sorted(harbours))))
        expected = [-1] * len(topo.nodes)
        for resource, nids in cmap.port_nodes.items():
            for nid in nids:
                expected[self.node[nid]] = GENERIC if resource is None else OUR_RESOURCE[resource]
        assert list(self.board.node_harbour) == expected, "harbours disagree"

    # -- positions ------------------------------------------------------------------------------------------
    def view(self, cs: Any, seat: int, playable: list[Any]) -> tuple[CatanState, int]:
        """What our player in `seat` sees of catanatron's state `cs`, as one of our positions; also how
        many development-card kinds were marked unplayable because catanatron does not offer them now."""
        ps = cs.player_state
        n = len(cs.colors)
        index = cs.color_to_index
        active = cs.current_turn_index
        hands = [[ps[f"P{s}_{r}_IN_HAND"] for r in CAT_RESOURCES] for s in range(n)]
        devs = [[ps[f"P{s}_{d}_IN_HAND"] for d in CAT_DEV] for s in range(n)]

        node_owner = [-1] * len(TOPO.nodes)
        node_level = [0] * len(TOPO.nodes)
        harbours = [0] * n
        for nid, (colour, kind) in cs.board.buildings.items():
            v, s = self.node[nid], index[colour]
            node_owner[v] = s
            node_level[v] = 2 if kind == "CITY" else 1
            if self.board.node_harbour[v] != -1:
                harbours[s] |= 1 << self.board.node_harbour[v]
        edge_owner = [-1] * len(TOPO.edges)
        for (a, b), colour in cs.board.roads.items():  # both directions are stored
            if a < b:
                edge_owner[self.edge[(a, b)]] = index[colour]

        prompt = cs.current_prompt.value
        rolled = bool(ps[f"P{active}_HAS_ROLLED"])
        setup_node, free_roads = -1, 0
        if prompt == "BUILD_INITIAL_SETTLEMENT":
            phase = SETUP_SETTLEMENT
        elif prompt == "BUILD_INITIAL_ROAD":
            phase = SETUP_ROAD
            setup_node = self.node[cs.buildings_by_color[cs.colors[seat]]["SETTLEMENT"][-1]]
        elif prompt == "MOVE_ROBBER":
            phase = ROBBER
        elif prompt == "DISCARD":
            phase = DISCARD
        elif cs.is_road_building:
            phase, free_roads = FREE_ROADS, cs.free_roads_available
        else:
            phase = MAIN if rolled else ROLL

        # cards bought this turn are playable in catanatron; a kind it does not offer now is marked new
        dev_new = [[0] * 5 for _ in range(n)]
        hidden = 0
        dev_played = bool(ps[f"P{active}_HAS_PLAYED_DEVELOPMENT_CARD_IN_TURN"])
        if phase in (ROLL, MAIN) and not dev_played:  # (after a card played both rules refuse another)
            offered = {PLAY_TYPES[a.action_type.value] for a in playable if a.action_type.value in PLAY_TYPES}
            for kind in PLAY_TYPES.values():
                if devs[seat][kind] and kind not in offered:
                    dev_new[seat][kind] = devs[seat][kind]
                    hidden += 1

        bank = cs.resource_freqdeck  # WOOD, BRICK, SHEEP, WHEAT, ORE
        played = [sum(ps[f"P{s}_PLAYED_{d}"] for s in range(n)) for d in CAT_DEV]
        holder = [s for s in range(n) if ps[f"P{s}_HAS_ROAD"]]
        army = [s for s in range(n) if ps[f"P{s}_HAS_ARMY"]]
        in_setup = cs.is_initial_build_phase
        view = CatanState(
            players=n,
            board=self.board,
            rng=Rng(0),
            trade_first=False,  # catanatron's rules trade and build in any order (later editions)
            phase=phase,
            active=active,
            start=0,
            turn=cs.num_turns,
            setup_step=len(cs.board.roads) // 2 if in_setup else 2 * n,
            setup_node=setup_node,
            robber=self.hex_of[cs.board.robber_coordinate],
            robber_return=MAIN if rolled else ROLL,
            node_owner=node_owner,
            node_level=node_level,
            edge_owner=edge_owner,
            hands=[hands[s] if s == seat else [0] * 5 for s in range(n)],
            hand_sizes=[sum(h) for h in hands],
            bank=[bank[1], bank[0], bank[2], bank[3], bank[4]],
            dev_deck=[-1] * len(cs.development_listdeck),
            dev_hand=[devs[s] if s == seat else [0] * 5 for s in range(n)],
            dev_counts=[sum(d) for d in devs],
            dev_new=dev_new,
            dev_played=dev_played,
            knights=[ps[f"P{s}_PLAYED_KNIGHT"] for s in range(n)],
            settlements_left=[ps[f"P{s}_SETTLEMENTS_AVAILABLE"] for s in range(n)],
            cities_left=[ps[f"P{s}_CITIES_AVAILABLE"] for s in range(n)],
            roads_left=[ps[f"P{s}_ROADS_AVAILABLE"] for s in range(n)],
            road_length=[ps[f"P{s}_LONGEST_ROAD_LENGTH"] for s in range(n)],
            longest_holder=holder[0] if holder else -1,
            army_holder=army[0] if army else -1,
            discards=[0] * n,
            free_roads=free_roads,
            trade_give=[0] * 5,
            trade_get=[0] * 5,
            trade_answers=[-1] * n,
            counter_give=[[0] * 5 for _ in range(n)],
            counter_get=[[0] * 5 for _ in range(n)],
            produced=[[0] * 5 for _ in range(n)],
            rolls=[0] * 13,
            viewer=seat,
            harbours=harbours,
            dev_used=[played[0], 0, played[2], played[3], played[4]],
        )
        return view, hidden

    def their_key(self, action: Any, index: dict[Any, int]) -> tuple[Any, ...]:
        """A catanatron action in our ids, comparable with `our_key`."""
        kind, value = action.action_type.value, action.value
        if kind == "BUILD_ROAD":
            return ("road", self.edge[(min(value), max(value))])
        if kind == "BUILD_SETTLEMENT":
            return ("settlement", self.node[value])
        if kind == "BUILD_CITY":
            return ("city", self.node[value])
        if kind == "MOVE_ROBBER":
            coord, colour = value[0], value[1]
            return ("robber", self.hex_of[coord], -1 if colour is None else index[colour])
        if kind == "MARITIME_TRADE":
            rate = sum(1 for r in value[:-1] if r is not None)
            return ("maritime", OUR_RESOURCE[value[0]], OUR_RESOURCE[value[-1]], rate)
        if kind == "PLAY_YEAR_OF_PLENTY":
            if len(value) == 1:
                return ("plenty_one", OUR_RESOURCE[value[0]])
            a, b = OUR_RESOURCE[value[0]], OUR_RESOURCE[value[1]]
            return ("plenty", min(a, b), max(a, b))
        if kind == "PLAY_MONOPOLY":
            return ("monopoly", OUR_RESOURCE[value])
        return (SIMPLE_KINDS[kind],)


SIMPLE_KINDS = {
    "ROLL": "roll",
    "END_TURN": "end",
    "BUY_DEVELOPMENT_CARD": "buy",
    "DISCARD": "discard",
    "PLAY_KNIGHT_CARD": "knight",
    "PLAY_ROAD_BUILDING": "road_building",
}


def our_key(game: Catan, view: CatanState, seat: int, a: Action) -> tuple[Any, ...] | None:
    """Our action as a key comparable with `Translator.their_key`; None for an offer between players."""
    if isinstance(a, BuildRoad):
        return ("road", a.edge)
    if isinstance(a, BuildSettlement):
        return ("settlement", a.node)
    if isinstance(a, BuildCity):
        return ("city", a.node)
    if isinstance(a, MoveRobber):
        return ("robber", a.hex, a.victim)
    if isinstance(a, MaritimeTrade):
        return ("maritime", a.give, a.get, game.ratio(view, seat, a.give))
    if isinstance(a, PlayYearOfPlenty):
        return ("plenty", a.first, a.second)  # kept in order by the action itself
    if isinstance(a, PlayMonopoly):
        return ("monopoly", a.resource)
    simple: dict[type[Action], str] = {
        Roll: "roll",
        EndTurn: "end",
        BuyDevelopment: "buy",
        Discard: "discard",
        PlayKnight: "knight",
        PlayRoadBuilding: "road_building",
    }
    name = simple.get(type(a))
    return None if name is None else (name,)
