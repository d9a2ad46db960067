"""A win this turn for Catan's bots: a bounded search over the bot's own moves that chance does not decide.

Taken before anything else in the building phase (and while Road Building's free roads are placed): if
up to `MAX_MOVES` of the bot's own moves reach 10 points now, the first of them is played. The moves
searched are those no die and no hidden card decides: builds, bank and harbour trades, Year of Plenty,
Road Building, Monopoly and a knight that takes Largest Army (the robber then moved to steal from
nobody). Buying a development card (a draw) and offers to other players (their answer) are not.
Everything comes from the bot's view: a Monopoly takes what the others hold of the resource, which the
bank's piles tell (of each resource's 19 cards, those neither in the bank nor in the bot's hand).

Kept cheap: most positions are given up at once by an optimistic count of the points within reach (a
city is 2 points for 5 cards, so the cards in hand, plus what the one development card of the turn adds,
bound the buildings' points; Longest Road and Largest Army add 2 where they can change hands). The
rest are given up by `plan`, which counts the cards and moves of every mix of cities, settlements and
roads to Longest Road that would make 10 points; the search deepens one move at a time, `plan` cuts
each position that cannot make it in the moves left and says which moves are worth trying there
(trades and Year of Plenty only for the cards a way lacks, roads only when a way builds them and only
those that lengthen the bot's road, join two of its roads (or are one short of it) or open a
settlement spot, one city of several: they score alike).
It remembers the positions it has given up (trades in another order reach the same one) and stops
after `MAX_NODES` positions.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, NamedTuple

from engine.catan.actions import (
    BuildCity,
    BuildRoad,
    BuildSettlement,
    MaritimeTrade,
    MoveRobber,
    PlayKnight,
    PlayMonopoly,
    PlayRoadBuilding,
    PlayYearOfPlenty,
)
from engine.catan.board import topology
from engine.catan.components import (
    COST_CITY,
    COST_ROAD,
    COST_SETTLEMENT,
    KNIGHT,
    LARGEST_ARMY_MIN,
    LONGEST_ROAD_MIN,
    MONOPOLY,
    PLENTY,
    RESOURCE_CARDS,
    ROAD_BUILDING,
    VICTORY_POINTS,
)
from engine.catan.moves import settlement_spots, trading_over
from engine.catan.state import FREE_ROADS, MAIN, ROBBER, CatanState
from engine.core.actions import Action

if TYPE_CHECKING:
    from engine.catan.rules import Catan

TOPO = topology()
MAX_MOVES = 5  # the longest line searched (e.g. Monopoly, two trades and two roads)
MAX_NODES = 400  # positions tried at most in one search (wins found in 60 games took 326 at most)
POINTS_PER_CARD = 0.4  # a city: 2 points for 5 cards, the most any build scores per card


class _OutOfNodesError(Exception):
    """The search has tried `MAX_NODES` positions."""


def others_hold(st: CatanState, seat: int, resource: int) -> int:
    """What the other players hold of `resource` together, counted from the bank's public piles."""
    return max(0, RESOURCE_CARDS - st.bank[resource] - st.hands[seat][resource])


def road_target(st: CatanState, seat: int) -> int:
    """The road length that takes Longest Road from where it is: 5, and longer than anyone else's."""
    others = [st.road_length[s] for s in range(st.players) if s != seat]
    return max(LONGEST_ROAD_MIN, max(others, default=0) + 1)


def roads_to_the_card(st: CatanState, seat: int) -> int:
    """The fewest roads that may take Longest Road, at the most hopeful: k more roads make a road of at
    most all the seat's roads and k (a road may join two of its roads into one), and one road at least."""
    return max(1, road_target(st, seat) - max(st.road_length[seat], st.edge_owner.count(seat)))


def _joins(st: CatanState, seat: int, edge: int) -> bool:
    """Whether a road at `edge` meets another of the seat's roads at its far end, or one edge short of
    it (a road that joins two of the seat's roads, or is the first of two that do)."""
    owner, ends = st.edge_owner, TOPO.edges[edge]
    touching = [v for v in ends if any(owner[e] == seat for e in TOPO.node_edges[v] if e != edge)]
    if len(touching) == 2:
        return True
    if not touching:
        return False
    near = touching[0]
    far = ends[1] if ends[0] == near else ends[0]
    return any(owner[e] == seat for w in TOPO.node_nodes[far] if w != near for e in TOPO.node_edges[w])


def _playable(st: CatanState, seat: int, kind: int) -> bool:
    return st.phase == MAIN and not st.dev_played and st.dev_hand[seat][kind] > st.dev_new[seat][kind]


def _takes_army(st: CatanState, seat: int) -> bool:
    """Whether one more knight wins the seat Largest Army."""
    knights, holder = st.knights[seat] + 1, st.army_holder
    return knights >= LARGEST_ARMY_MIN and holder != seat and (holder == -1 or knights > st.knights[holder])


def within_reach(game: Catan, st: CatanState, seat: int) -> float:
    """A quick optimistic count of the points the seat may still add this turn (never less than it can)."""
    hand = st.hands[seat]
    cards = sum(hand)
    free = st.free_roads if st.phase == FREE_ROADS else 0
    # the one development card of the turn: (cards it adds, free roads it gives, points of an army)
    options = [(0, 0, 0)]
    if _playable(st, seat, PLENTY):
        options.append((2, 0, 0))
    if _playable(st, seat, MONOPOLY):
        options.append((max(others_hold(st, seat, r) for r in range(5)), 0, 0))
    if _playable(st, seat, ROAD_BUILDING):
        options.append((0, 2, 0))
    if _playable(st, seat, KNIGHT) and _takes_army(st, seat):
        options.append((0, 0, 2))
    best = 0.0
    chase = st.longest_holder != seat and st.roads_left[seat] > 0
    need = roads_to_the_card(st, seat)
    for more, roads, army in options:
        total = cards + more
        points = POINTS_PER_CARD * total
        if chase and need <= st.roads_left[seat]:
            paid = max(0, need - free - roads)
            if 2 * paid <= total:
                points = max(points, 2 + POINTS_PER_CARD * (total - 2 * paid))
        best = max(best, points + army)
    return best


class Plan(NamedTuple):
    """What the ways to 10 points that `plan` found use: the resources some of them lack (a bit each,
    for trades and Year of Plenty to fetch), those some of them may trade away, and whether any builds
    roads, settlements or cities."""

    short: int
    spare: int  # the resources some of them hold enough of to trade away
    roads: bool
    settlements: bool
    cities: bool


def plan(game: Catan, st: CatanState, seat: int, moves: int) -> Plan | None:
    """The ways some builds could bring the seat to 10 points within `moves` moves, counting cards alone:
    cities (on its settlements, old or new), settlements (a road for each beyond the free spots), the roads
    that take Longest Road, a knight that takes Largest Army, paid for by the hand, bank and harbour
    trades at its rates and the turn's one development card; None when there is none. Optimistic (a road
    may serve both a spot and Longest Road; spots next to each other count for two), so a None is sure."""
    need = VICTORY_POINTS - game.victory_points(st, seat)
    if need <= 0:
        return Plan(0, 0, False, False, False)
    hand = st.hands[seat]
    rates = [game.ratio(st, seat, r) for r in range(5)]
    trades = not trading_over(st)
    free = st.free_roads if st.phase == FREE_ROADS else 0
    roads_left = st.roads_left[seat]
    cities_left, settlements_left = st.cities_left[seat], st.settlements_left[seat]
    standing = sum(1 for v, o in enumerate(st.node_owner) if o == seat and st.node_level[v] == 1)
    spots = len(settlement_spots(st, seat)) if settlements_left else 0
    chase = st.longest_holder != seat and roads_left > 0
    lr_roads = roads_to_the_card(st, seat)
    # the turn's development card: (moves it takes, wild cards, kind given, how many, free roads, army points)
    options: list[tuple[int, int, int, int, int, int]] = [(0, 0, 0, 0, 0, 0)]
    if _playable(st, seat, PLENTY):
        options.append((1, 2, 0, 0, 0, 0))
    if _playable(st, seat, MONOPOLY):
        options.extend((1, 0, r, others_hold(st, seat, r), 0, 0) for r in range(5) if others_hold(st, seat, r))
    if _playable(st, seat, ROAD_BUILDING):
        options.append((1, 0, 0, 0, min(2, roads_left), 0))
    if _playable(st, seat, KNIGHT) and _takes_army(st, seat):
        options.append((1, 0, 0, 0, 0, 2))
    found = False
    short, spare_kinds, any_roads, any_settlements, any_cities = 0, 0, False, False, False
    for used, wild, kind, taken, free_more, army in options:
        held = list(hand)
        held[kind] += taken
        for lr in (0, 1) if chase else (0,):
            for c in range(cities_left + 1):
                s = max(0, need - army - 2 * lr - 2 * c)
                if s > settlements_left or c > standing + s:
                    continue
                roads = max(s - spots, lr_roads if lr else 0)
                steps = used + c + s + roads
                if roads > roads_left or steps > moves:
                    continue
                paid = max(0, roads - free - free_more)
                cost = [c * x + s * y + paid * z for x, y, z in zip(COST_CITY, COST_SETTLEMENT, COST_ROAD, strict=True)]
                missing = [k - h for k, h in zip(cost, held, strict=True)]
                lacking = sum(m for m in missing if m > 0) - wild
                if lacking > 0:
                    if not trades or steps + lacking > moves:
                        continue
                    spare = sum(-m // q for m, q in zip(missing, rates, strict=True) if m < 0)
                    if lacking > spare:
                        continue
                    spare_kinds |= sum(1 << r for r in range(5) if -missing[r] >= rates[r])
                found = True
                short |= sum(1 << r for r in range(5) if missing[r] > 0)
                any_roads = any_roads or roads > 0
                any_settlements = any_settlements or s > 0
                any_cities = any_cities or c > 0
    return Plan(short, spare_kinds, any_roads, any_settlements, any_cities) if found else None


def winning_move(game: Catan, st: CatanState, seat: int) -> Action | None:
    """The first move of a line of at most `MAX_MOVES` of the seat's own chance-free moves that wins
    the game this turn, or None."""
    if st.phase not in (MAIN, FREE_ROADS) or st.active != seat:
        return None
    if game.victory_points(st, seat) + within_reach(game, st, seat) < VICTORY_POINTS:
        return None
    if plan(game, st, seat, MAX_MOVES) is None:
        return None
    search = _Search(game, seat)
    try:
        for depth in range(1, MAX_MOVES + 1):
            line = search.find(st, depth)
            if line is not None:
                return line
    except _OutOfNodesError:
        pass
    return None


class _Search:
    def __init__(self, game: Catan, seat: int) -> None:
        self.game = game
        self.seat = seat
        self.nodes = 0
        self.failed: dict[tuple[object, ...], int] = {}  # position -> the most moves it was searched with

    def _key(self, st: CatanState) -> tuple[object, ...]:
        seat = self.seat
        return (
            st.phase,
            tuple(st.hands[seat]),
            tuple(st.edge_owner),
            tuple(st.node_owner),
            tuple(st.node_level),
            tuple(st.dev_hand[seat]),
            st.dev_played,
            st.free_roads,
            st.built,
        )

    def _after(self, st: CatanState, action: Action) -> CatanState:
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise _OutOfNodesError
        seat = self.seat
        child = st.clone()
        if isinstance(action, PlayMonopoly):
            r = action.resource
            mine = st.hands[seat][r] + others_hold(st, seat, r)
            self.game.do(child, seat, action, None)
            for s in range(child.players):
                if s != seat:
                    child.hands[s][r] = 0
            child.hands[seat][r] = mine
            child.hand_sizes[seat] = sum(child.hands[seat])
        else:
            self.game.do(child, seat, action, None)
            if child.phase == ROBBER:  # after a knight: the robber moved on, stealing from nobody
                robber = next(a for a in self.game.legal_actions(child, seat) if isinstance(a, MoveRobber))
                self.game.do(child, seat, robber, None)
        return child

    def find(self, st: CatanState, moves: int) -> Action | None:
        """The first move of a win within `moves` moves from `st`, or None."""
        if moves == 0:
            return None
        key = self._key(st)
        if self.failed.get(key, 0) >= moves:
            return None
        ways = plan(self.game, st, self.seat, moves)
        if ways is None:
            self.failed[key] = moves
            return None
        for action, child in self._children(st, ways):
            if child.winner == self.seat:
                return action
            if self.find(child, moves - 1) is not None:
                return action
        self.failed[key] = moves
        return None

    def _children(self, st: CatanState, ways: Plan) -> Iterator[tuple[Action, CatanState]]:
        """(move, position after it) worth trying for `ways`, builds first."""
        game, seat = self.game, self.seat
        legal = game.legal_actions(st, seat)
        if ways.cities:
            city = next((a for a in legal if isinstance(a, BuildCity)), None)
            if city is not None:
                yield city, self._after(st, city)
        if ways.settlements:
            for a in legal:
                if isinstance(a, BuildSettlement):
                    yield a, self._after(st, a)
        if ways.roads or st.phase == FREE_ROADS:
            spots = set(settlement_spots(st, seat)) if st.settlements_left[seat] else set()
            chase = st.longest_holder != seat
            filler: tuple[Action, CatanState] | None = None
            for a in legal:
                if isinstance(a, BuildRoad):
                    child = self._after(st, a)
                    longer = chase and (child.road_length[seat] > st.road_length[seat] or _joins(st, seat, a.edge))
                    opens = ways.settlements and bool(set(settlement_spots(child, seat)) - spots)
                    if longer or opens or child.winner == seat:
                        yield a, child
                    elif filler is None:
                        filler = (a, child)
            if st.phase == FREE_ROADS and filler is not None:  # the free road must go somewhere
                yield filler
        if st.phase == FREE_ROADS:
            return
        short = ways.short
        for a in legal:
            if isinstance(a, PlayKnight):
                if _takes_army(st, seat):
                    yield a, self._after(st, a)
            elif isinstance(a, PlayRoadBuilding):
                if ways.roads:
                    yield a, self._after(st, a)
            elif isinstance(a, PlayYearOfPlenty):
                if short >> a.first & 1 and short >> a.second & 1:
                    yield a, self._after(st, a)
            elif isinstance(a, PlayMonopoly):
                if others_hold(st, seat, a.resource):
                    yield a, self._after(st, a)
        for a in legal:
            if isinstance(a, MaritimeTrade) and short >> a.get & 1 and ways.spare >> a.give & 1:
                yield a, self._after(st, a)
