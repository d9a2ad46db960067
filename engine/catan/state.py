"""A Catan position: the static board plus plain lists of ints that change."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.catan.board import topology
from engine.catan.components import HARBOUR_TYPES, PRODUCES
from engine.catan.layouts import Layout
from engine.core.rng import Rng

GENERIC = 5  # node_harbour value of a 3:1 harbour

# phases
SETUP_SETTLEMENT = "setup_settlement"
SETUP_ROAD = "setup_road"
ROLL = "roll"  # the active player must roll (or play a development card first)
DISCARD = "discard"  # after a 7: every seat with more than 7 cards gives back half
ROBBER = "robber"  # move the robber (after a 7 or a knight) and maybe steal
MAIN = "main"  # trade and build, then end the turn
FREE_ROADS = "free_roads"  # road building: place up to two roads for free
TRADE_WRITE = "trade_write"  # the active player writes an offer
TRADE_ANSWER = "trade_answer"  # the addressed players answer
TRADE_COUNTER = "trade_counter"  # one of them writes a counter-offer
TRADE_CHOOSE = "trade_choose"  # the active player picks a partner or cancels
OVER = "over"

# trade_answers: how each seat answered the offer on the table
WAITING, ACCEPTED, DECLINED, COUNTERED, NOT_ASKED = 0, 1, 2, 3, -1


@dataclass(frozen=True, slots=True)
class Board:
    """What never changes during a game: terrain, numbers, harbours, by id."""

    layout: Layout
    hex_resource: tuple[int, ...]  # -1 for the desert
    hex_number: tuple[int, ...]
    node_harbour: tuple[int, ...]  # -1 none, 0..4 a 2:1 harbour of that resource, 5 a 3:1 harbour
    number_hexes: dict[int, tuple[int, ...]]
    desert: int

    @staticmethod
    def from_layout(layout: Layout) -> Board:
        topo = topology()
        harbour = [-1] * len(topo.nodes)
        for coast, kind in layout.harbours:
            a, b = topo.edges[topo.coast_edges[coast]]
            value = GENERIC if kind == "3:1" else HARBOUR_TYPES.index(kind) - 1
            harbour[a] = harbour[b] = value
        numbers: dict[int, list[int]] = {}
        for h, n in enumerate(layout.number):
            if n:
                numbers.setdefault(n, []).append(h)
        return Board(
            layout=layout,
            hex_resource=tuple(PRODUCES[t] for t in layout.terrain),
            hex_number=layout.number,
            node_harbour=tuple(harbour),
            number_hexes={n: tuple(hs) for n, hs in numbers.items()},
            desert=layout.terrain.index("desert"),
        )


@dataclass(slots=True)
class CatanState:
    players: int
    board: Board
    rng: Rng
    bank_exception: bool = False  # later editions: a single owed player takes what the bank has left
    phase: str = SETUP_SETTLEMENT
    active: int = 0
    start: int = 0
    turn: int = 0
    setup_step: int = 0  # 0 .. 2 * players - 1 during the set-up
    setup_node: int = -1  # the settlement just placed in the set-up (its road must touch it)
    robber: int = 0
    robber_return: str = MAIN  # where play goes on after the robber (ROLL for a knight before the roll)
    node_owner: list[int] = field(default_factory=list)
    node_level: list[int] = field(default_factory=list)  # 0 empty, 1 settlement, 2 city
    edge_owner: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    hand_sizes: list[int] = field(default_factory=list)
    bank: list[int] = field(default_factory=list)
    dev_deck: list[int] = field(default_factory=list)  # development card kinds, top is the end; -1 hidden
    dev_hand: list[list[int]] = field(default_factory=list)  # seat x kind; zeros when hidden
    dev_counts: list[int] = field(default_factory=list)  # development cards held per seat (public)
    dev_new: list[list[int]] = field(default_factory=list)  # bought this turn, seat x kind
    dev_played: bool = False  # a development card was played this turn
    knights: list[int] = field(default_factory=list)
    settlements_left: list[int] = field(default_factory=list)
    cities_left: list[int] = field(default_factory=list)
    roads_left: list[int] = field(default_factory=list)
    road_length: list[int] = field(default_factory=list)
    longest_holder: int = -1
    army_holder: int = -1
    dice: tuple[int, int] = (0, 0)
    discards: list[int] = field(default_factory=list)  # cards each seat still has to give back
    free_roads: int = 0
    trade_give: list[int] = field(default_factory=list)  # the offer being written or on the table
    trade_get: list[int] = field(default_factory=list)
    trade_to: int = -1  # -1: everyone
    trade_answers: list[int] = field(
        default_factory=list
    )  # per seat: 0 waiting, 1 accept, 2 decline, 3 counter, -1 not asked
    counter_give: list[list[int]] = field(
        default_factory=list
    )  # per seat, what the counter-offer gives the active player
    counter_get: list[list[int]] = field(default_factory=list)
    counter_seat: int = -1  # who is writing a counter-offer
    winner: int = -1
    produced: list[list[int]] = field(default_factory=list)  # resources gained per seat (statistics)
    rolls: list[int] = field(default_factory=list)  # how often each sum 2..12 was rolled (index = sum)
    viewer: int | None = -1
    # per seat: bit r = a 2:1 harbour of resource r, bit 5 = a 3:1 one
    harbours: list[int] = field(default_factory=list)
    dev_used: list[int] = field(default_factory=list)  # development cards played so far, per kind (public)
    trade_first: bool = True  # the Almanac: trading is over once the turn's building begins
    built: bool = False  # the active player has built or bought this turn (with trade_first: no more trades)
    # (seat, legal actions[, as a set]) of this exact position; dropped by every change made through
    # `do` and by a refused action. Code that edits a state by hand (tests) must reset it to None.
    legal_cache: tuple[Any, ...] | None = field(default=None, compare=False, repr=False)

    def clone(self) -> CatanState:
        # nested lists copied with map(list.copy): the loop runs in C (search clones a position per move tried)
        return CatanState(
            self.players,
            self.board,
            self.rng.clone(),
            self.bank_exception,
            self.phase,
            self.active,
            self.start,
            self.turn,
            self.setup_step,
            self.setup_node,
            self.robber,
            self.robber_return,
            self.node_owner[:],
            self.node_level[:],
            self.edge_owner[:],
            list(map(list.copy, self.hands)),
            self.hand_sizes[:],
            self.bank[:],
            self.dev_deck[:],
            list(map(list.copy, self.dev_hand)),
            self.dev_counts[:],
            list(map(list.copy, self.dev_new)),
            self.dev_played,
            self.knights[:],
            self.settlements_left[:],
            self.cities_left[:],
            self.roads_left[:],
            self.road_length[:],
            self.longest_holder,
            self.army_holder,
            self.dice,
            self.discards[:],
            self.free_roads,
            self.trade_give[:],
            self.trade_get[:],
            self.trade_to,
            self.trade_answers[:],
            list(map(list.copy, self.counter_give)),
            list(map(list.copy, self.counter_get)),
            self.counter_seat,
            self.winner,
            list(map(list.copy, self.produced)),
            self.rolls[:],
            self.viewer,
            self.harbours[:],
            self.dev_used[:],
            self.trade_first,
            self.built,
        )


def second_settlement(st: CatanState) -> bool:
    """Whether the set-up is in its second round (1..n, then n..1): its settlement yields the resources
    of its hexes."""
    return st.setup_step >= st.players
