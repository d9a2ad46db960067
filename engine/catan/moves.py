"""Catan's legal moves: what a seat that is to act may do in a position, in the rules' fixed order.

Kept apart from engine.catan.rules because it is the hot path of every bot and search (a random game
asks for the legal moves about a thousand times), so it is written for speed:
  * every action a legal list holds is one shared, prebuilt object (the tables below), so nothing is
    constructed per call and `Catan.apply` finds a chosen move in the list by identity;
  * the board's adjacency is read from the shared topology's tuples, and a seat's pieces are found with
    `compress`/`map`, which scan the 54 intersections and 72 edges in C rather than in a Python loop;
  * only the intersections and edges next to the seat's own pieces are looked at for new buildings;
  * what depends on the pieces on the board alone (building spots, robber moves) or on a hand alone
    (discards) is kept in small memos keyed by those values.
The lists are exactly those of the plain definitions the comments give (same members, same order).
"""

from __future__ import annotations

from itertools import compress

from engine.catan.actions import (
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
    TradeAccept,
    TradeCancel,
    TradeConfirm,
    TradeCounter,
    TradeDecline,
    TradeEdit,
    TradePropose,
    TradeStart,
    TradeTo,
)
from engine.catan.board import topology
from engine.catan.components import (
    COST_CITY,
    COST_DEV,
    COST_ROAD,
    COST_SETTLEMENT,
    KNIGHT,
    MONOPOLY,
    PLENTY,
    RESOURCE_CARDS,
    ROAD_BUILDING,
)
from engine.catan.state import (
    ACCEPTED,
    COUNTERED,
    DISCARD,
    FREE_ROADS,
    GENERIC,
    MAIN,
    ROBBER,
    ROLL,
    SETUP_ROAD,
    SETUP_SETTLEMENT,
    TRADE_ANSWER,
    TRADE_CHOOSE,
    TRADE_COUNTER,
    TRADE_WRITE,
    CatanState,
)
from engine.core.actions import Action

TOPO = topology()
NODES = range(len(TOPO.nodes))
EDGES = range(len(TOPO.edges))
HEXES = range(len(TOPO.hexes))
EDGE_ENDS, NODE_EDGES, NODE_NODES, NODE_HEXES = TOPO.edges, TOPO.node_edges, TOPO.node_nodes, TOPO.node_hexes
MAX_PLAYERS = 4

# Actions are immutable values: build each one once and hand out the same objects.
ROADS = tuple(BuildRoad(e) for e in EDGES)
SETTLEMENTS = tuple(BuildSettlement(v) for v in NODES)
CITIES = tuple(BuildCity(v) for v in NODES)
ROBBERS = tuple(tuple(MoveRobber(h, v) for v in range(-1, MAX_PLAYERS)) for h in HEXES)  # [hex][victim + 1]
MARITIME = tuple(tuple(MaritimeTrade(g, r) for r in range(5)) for g in range(5))
PLENTIES = tuple(tuple(PlayYearOfPlenty(a, b) for b in range(5)) for a in range(5))
MONOPOLIES = tuple(PlayMonopoly(r) for r in range(5))
# [give][bit mask of the resources the bank has]: the bank trades giving `give` for one of those
BANK_TRADES = tuple(
    tuple(tuple(MARITIME[g][r] for r in range(5) if r != g and m >> r & 1) for m in range(32)) for g in range(5)
)
# [harbour bits of a seat (state.harbours)]: the seat's maritime rate per resource, 2 at a harbour of that
# resource, 3 at a generic one, else 4
RATES = tuple(
    tuple(2 if h >> r & 1 else 3 if h >> GENERIC & 1 else 4 for r in range(5)) for h in range(1 << (GENERIC + 1))
)
ROLL_, END_, TRADE_, BUY_, KNIGHT_, ROADS_CARD_ = (
    Roll(),
    EndTurn(),
    TradeStart(),
    BuyDevelopment(),
    PlayKnight(),
    PlayRoadBuilding(),
)
ACCEPT_, DECLINE_, COUNTER_, PROPOSE_, CANCEL_ = (
    TradeAccept(),
    TradeDecline(),
    TradeCounter(),
    TradePropose(),
    TradeCancel(),
)
EDIT_MORE = tuple(tuple(TradeEdit(side, r, 1) for r in range(5)) for side in (0, 1))  # [side][resource]
EDIT_LESS = tuple(tuple(TradeEdit(side, r, -1) for r in range(5)) for side in (0, 1))
TRADE_TOS = tuple(TradeTo(s) for s in range(-1, MAX_PLAYERS))  # [seat + 1]
CONFIRMS = tuple(TradeConfirm(s) for s in range(MAX_PLAYERS))


def trading_over(st: CatanState) -> bool:
    """The Almanac's order (option `trade_build`): once the turn's building begins, no more trades."""
    return bool(st.built and st.trade_first)


def affords(hand: list[int], cost: tuple[int, ...] | list[int]) -> bool:
    return (
        hand[0] >= cost[0] and hand[1] >= cost[1] and hand[2] >= cost[2] and hand[3] >= cost[3] and hand[4] >= cost[4]
    )


def owned(owners: list[int], seat: int, ids: range) -> list[int]:
    """The ids (ascending) whose entry in `owners` is `seat`."""
    return list(compress(ids, map(seat.__eq__, owners)))


def free_for_settlement(node_owner: list[int], v: int) -> bool:
    """Empty, and no building on a neighbouring intersection (the distance rule)."""
    if node_owner[v] != -1:
        return False
    for w in NODE_NODES[v]:
        if node_owner[w] != -1:
            return False
    return True


def road_spots(st: CatanState, seat: int) -> list[int]:
    """Empty edges (ascending) joined to the seat's network (never through an opponent's building)."""
    return list(_spots(st, seat)[0])


def settlement_spots(st: CatanState, seat: int) -> list[int]:
    """Intersections (ascending) free for a settlement with one of the seat's roads touching them."""
    return list(_spots(st, seat)[2])


# Memos. The pieces on the board change on a few moves in a hundred, so the same spots and robber moves are
# asked for again and again (in random games about three robber look-ups in four and one spot look-up in
# four find their answer; a search trying moves on copies of one position, more). The key is the values
# the answer depends on, never a state object, so an entry cannot go stale however a state was changed.
MEMO_SIZE = 4096  # entries per memo; a full memo is emptied and filled anew
Spots = tuple[tuple[int, ...], tuple[Action, ...], tuple[int, ...], tuple[Action, ...]]
_spots_memo: dict[tuple[int, tuple[int, ...], tuple[int, ...]], Spots] = {}
_robber_memo: dict[tuple[int, int, tuple[int, ...]], tuple[tuple[Action, ...], tuple[int, ...]]] = {}
_discard_memo: dict[tuple[int, tuple[int, ...]], tuple[Action, ...]] = {}
_discard_actions: dict[tuple[int, int, int, int, int], Action] = {}


def _spots(st: CatanState, seat: int) -> Spots:
    """(road spots, their BuildRoad actions, settlement spots, their BuildSettlement actions) of the seat."""
    key = (seat, tuple(st.edge_owner), tuple(st.node_owner))
    found = _spots_memo.get(key)
    if found is None:
        if len(_spots_memo) >= MEMO_SIZE:
            _spots_memo.clear()
        roads, settlements = _road_spots(st, seat), _settlement_spots(st, seat)
        found = (
            tuple(roads),
            tuple(ROADS[e] for e in roads),
            tuple(settlements),
            tuple(SETTLEMENTS[v] for v in settlements),
        )
        _spots_memo[key] = found
    return found


def _road_spots(st: CatanState, seat: int) -> list[int]:
    """The spots at an end of one of the seat's roads that holds no opponent's building, or at one of its
    buildings."""
    eo, no = st.edge_owner, st.node_owner
    ends = set(owned(no, seat, NODES))
    for e in owned(eo, seat, EDGES):
        a, b = EDGE_ENDS[e]
        if no[a] == -1 or no[a] == seat:
            ends.add(a)
        if no[b] == -1 or no[b] == seat:
            ends.add(b)
    return sorted({e for v in ends for e in NODE_EDGES[v] if eo[e] == -1})


def _settlement_spots(st: CatanState, seat: int) -> list[int]:
    no = st.node_owner
    reached: set[int] = set()
    for e in owned(st.edge_owner, seat, EDGES):
        reached.update(EDGE_ENDS[e])
    return sorted(v for v in reached if free_for_settlement(no, v))


def legal_moves(st: CatanState, seat: int) -> list[Action]:
    """Every legal action of `seat`, which is known to be one of the seats to act, in a fixed order."""
    phase = st.phase
    if phase == MAIN:
        return main_actions(st, seat)
    if phase == ROLL:
        if st.dev_played or not st.dev_counts[seat]:
            return [ROLL_]
        return [ROLL_, *dev_plays(st, seat)]
    if phase == ROBBER:
        return robber_moves(st, seat)
    if phase == SETUP_SETTLEMENT:
        no = st.node_owner
        return [SETTLEMENTS[v] for v in NODES if free_for_settlement(no, v)]
    if phase == SETUP_ROAD:
        return [ROADS[e] for e in NODE_EDGES[st.setup_node] if st.edge_owner[e] == -1]
    if phase == DISCARD:
        return discards(st.hands[seat], st.discards[seat])
    if phase == FREE_ROADS:
        return list(_spots(st, seat)[1])
    if phase in (TRADE_WRITE, TRADE_COUNTER):
        return trade_edits(st, seat)
    if phase == TRADE_ANSWER:
        if affords(st.hands[seat], tuple(st.trade_get)):
            return [ACCEPT_, DECLINE_, COUNTER_]
        return [DECLINE_, COUNTER_]
    if phase == TRADE_CHOOSE:
        return [*(CONFIRMS[s] for s in partners(st)), CANCEL_]
    return []


def main_actions(st: CatanState, seat: int) -> list[Action]:
    """Build (roads, settlements, cities by id), buy a card, play one, trade with the bank, offer a trade, end."""
    hand = st.hands[seat]
    out: list[Action] = []
    road = st.roads_left[seat] and affords(hand, COST_ROAD)
    settlement = st.settlements_left[seat] and affords(hand, COST_SETTLEMENT)
    if road or settlement:
        spots = _spots(st, seat)
        if road:
            out.extend(spots[1])
        if settlement:
            out.extend(spots[3])
    if st.cities_left[seat] and affords(hand, COST_CITY):
        level = st.node_level
        out.extend([CITIES[v] for v in owned(st.node_owner, seat, NODES) if level[v] == 1])
    if st.dev_deck and affords(hand, COST_DEV):
        out.append(BUY_)
    if not st.dev_played and st.dev_counts[seat]:
        out.extend(dev_plays(st, seat))
    # the Almanac: "skončí všetky obchody, môže stavať" — no trades once the turn's building began
    size = 0 if trading_over(st) else st.hand_sizes[seat]
    if size >= 2:
        rates, in_bank = RATES[st.harbours[seat]], -1
        for give in range(5):
            if hand[give] >= rates[give]:
                if in_bank < 0:
                    bank = st.bank
                    in_bank = sum(1 << r for r in range(5) if bank[r] > 0)
                out.extend(BANK_TRADES[give][in_bank])
    if size > 0:
        out.append(TRADE_)
    out.append(END_)
    return out


def dev_plays(st: CatanState, seat: int) -> list[Action]:
    """The development cards the seat may play now: one a turn, none bought this turn."""
    if st.dev_played or not st.dev_counts[seat]:
        return []
    held, new = st.dev_hand[seat], st.dev_new[seat]
    out: list[Action] = []
    if held[KNIGHT] > new[KNIGHT]:
        out.append(KNIGHT_)
    if held[ROAD_BUILDING] > new[ROAD_BUILDING] and st.roads_left[seat] > 0:
        out.append(ROADS_CARD_)
    if held[PLENTY] > new[PLENTY]:
        bank = st.bank
        for a in range(5):
            for b in range(a, 5):
                if (bank[a] >= 2) if a == b else (bank[a] >= 1 and bank[b] >= 1):
                    out.append(PLENTIES[a][b])
    if held[MONOPOLY] > new[MONOPOLY]:
        out.extend(MONOPOLIES)
    return out


def robber_moves(st: CatanState, seat: int) -> list[Action]:
    """Every other land hex, by id; on each, stealing from nobody, then from each opponent (by seat) with a
    building on it and a card in hand."""
    victims = 0  # the seats that may be robbed at all
    sizes = st.hand_sizes
    for s in range(st.players):
        if s != seat and sizes[s] > 0:
            victims |= 1 << s
    # the memo holds the moves to every hex (the robber moves each time) and where each hex's moves begin
    key = (st.players, victims, tuple(st.node_owner))
    found = _robber_memo.get(key)
    if found is None:
        if len(_robber_memo) >= MEMO_SIZE:
            _robber_memo.clear()
        found = _robber_memo[key] = _robber_moves(st.node_owner, st.players, victims)
    moves, begin = found
    robber = st.robber
    return [*moves[: begin[robber]], *moves[begin[robber + 1] :]]


def _robber_moves(no: list[int], players: int, victims: int) -> tuple[tuple[Action, ...], tuple[int, ...]]:
    """The robber's moves to every hex in order, and where each hex's moves begin in them (one more at the end)."""
    around = [0] * len(HEXES)  # per hex, a bit for each seat with a building on it
    for v in compress(NODES, map((-1).__ne__, no)):
        bit = 1 << no[v]
        for h in NODE_HEXES[v]:
            around[h] |= bit
    out: list[Action] = []
    begin = []
    for h in HEXES:
        begin.append(len(out))
        row = ROBBERS[h]
        out.append(row[0])
        here = around[h] & victims
        if here:
            out.extend([row[s + 1] for s in range(players) if here >> s & 1])
    begin.append(len(out))
    return tuple(out), tuple(begin)


def discards(hand: list[int], n: int) -> list[Action]:
    """The Discard actions giving back `n` cards of `hand` (see discard_options)."""
    key = (n, tuple(hand))
    found = _discard_memo.get(key)
    if found is None:
        if len(_discard_memo) >= MEMO_SIZE:
            _discard_memo.clear()
        found = _discard_memo[key] = tuple(map(_discard, discard_options(hand, n)))
    return list(found)


def _discard(cards: tuple[int, int, int, int, int]) -> Action:
    """The one Discard object of these cards (the same choices recur in many hands)."""
    action = _discard_actions.get(cards)
    if action is None:
        if len(_discard_actions) >= MEMO_SIZE:
            _discard_actions.clear()
        action = _discard_actions[cards] = Discard(cards)
    return action


def discard_options(hand: list[int], n: int) -> list[tuple[int, int, int, int, int]]:
    """Every way to give back `n` cards of `hand`, in the lexicographic order of the card counts (that of
    `itertools.product` over each resource's 0..held), without walking the choices that do not sum to n."""
    c0, c1, c2, c3, c4 = (min(h, n) for h in hand)
    out = []
    for a in range(max(0, n - c1 - c2 - c3 - c4), min(c0, n) + 1):
        for b in range(max(0, n - a - c2 - c3 - c4), min(c1, n - a) + 1):
            for c in range(max(0, n - a - b - c3 - c4), min(c2, n - a - b) + 1):
                for d in range(max(0, n - a - b - c - c4), min(c3, n - a - b - c) + 1):
                    out.append((a, b, c, d, n - a - b - c - d))
    return out


def writing(st: CatanState) -> tuple[list[int], list[int]]:
    """The offer being written: the active player's, or the counter-offer (give = what its author gives)."""
    if st.phase == TRADE_COUNTER:
        return st.counter_give[st.counter_seat], st.counter_get[st.counter_seat]
    return st.trade_give, st.trade_get


def trade_edits(st: CatanState, seat: int) -> list[Action]:
    give, get = writing(st)
    hand = st.hands[seat]
    out: list[Action] = []
    for r in range(5):
        if give[r] < hand[r] and get[r] == 0:
            out.append(EDIT_MORE[0][r])
        if give[r] > 0:
            out.append(EDIT_LESS[0][r])
        if get[r] < RESOURCE_CARDS and give[r] == 0:
            out.append(EDIT_MORE[1][r])
        if get[r] > 0:
            out.append(EDIT_LESS[1][r])
    if st.phase == TRADE_WRITE:
        for s in (-1, *range(st.players)):
            if s != seat and s != st.trade_to:
                out.append(TRADE_TOS[s + 1])
    if sum(give) and sum(get):
        out.append(PROPOSE_)
    out.append(CANCEL_)
    return out


def partners(st: CatanState) -> list[int]:
    """Who the active player may close the deal with: who accepted, or countered with what it can pay."""
    out = []
    for s in range(st.players):
        answer = st.trade_answers[s]
        if answer == ACCEPTED:
            out.append(s)
        elif answer == COUNTERED and affords(st.hands[st.active], tuple(st.counter_get[s])):
            out.append(s)
    return out
