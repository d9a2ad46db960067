"""Catan's rules, one position each (the seed's almanac, shared/rules/catan/RULES.md)."""

from __future__ import annotations

import pytest

import engine.catan.texts as tx
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
    TradeConfirm,
    TradeCounter,
    TradeDecline,
    TradeEdit,
    TradePropose,
    TradeStart,
    TradeTo,
)
from engine.catan.components import COST_ROAD, COST_SETTLEMENT
from engine.catan.rules import GAME, KNIGHT, MONOPOLY, PLENTY, ROAD_BUILDING, VP_CARD
from engine.catan.state import (
    DISCARD,
    FREE_ROADS,
    MAIN,
    OVER,
    ROBBER,
    ROLL,
    SETUP_ROAD,
    SETUP_SETTLEMENT,
    TRADE_ANSWER,
    TRADE_CHOOSE,
    CatanState,
)
from engine.core.match import Match
from tests.engine.catan.helpers import TOPO, corner, edge, give, main_phase, refuse, road, settle, side

BRICK, LUMBER, WOOL, GRAIN, ORE = range(5)


# -- set-up ---------------------------------------------------------------------------------
def test_setup_is_a_snake_and_the_second_settlement_pays() -> None:
    """1st round clockwise; 2nd round from the last player back; resources from the SECOND settlement."""
    m = Match("catan", 3, 1, {"start_player": "first"})
    order = []
    placed = []
    while m.state.phase in (SETUP_SETTLEMENT, SETUP_ROAD):
        seat = m.to_act()[0]
        act = m.legal_actions(seat)[0]
        if m.state.phase == SETUP_SETTLEMENT:
            order.append(seat)
            placed.append((seat, act.node))
        m.apply(seat, act)
        if m.state.phase == SETUP_ROAD:
            road_act = m.legal_actions(seat)[0]
            assert set(TOPO.edges[road_act.edge]) & {act.node}  # the road leads from the new settlement
    assert order == [0, 1, 2, 2, 1, 0]
    assert m.state.phase == ROLL and m.state.active == 0
    for seat, node in placed[3:]:
        expected = [0] * 5
        for h in TOPO.node_hexes[node]:
            r = m.state.board.hex_resource[h]
            if r >= 0:
                expected[r] += 1
        assert m.state.hands[seat] == expected


def test_distance_rule() -> None:
    """A settlement only on a free intersection whose neighbours are free too."""
    st = main_phase()
    settle(st, 1, corner(9, 0))
    give(st, 0, COST_SETTLEMENT)
    nxt = corner(9, 1)
    road(st, 0, side(9, 1))  # reaches corner 1 and 2 of the centre hex
    refuse(st, 0, BuildSettlement(nxt), tx.E_DISTANCE)


def test_settlement_needs_own_road() -> None:
    st = main_phase()
    give(st, 0, COST_SETTLEMENT)
    refuse(st, 0, BuildSettlement(corner(9, 3)), tx.E_SETTLEMENT_LINK)


def test_road_must_connect_and_never_through_an_opponent() -> None:
    st = main_phase()
    give(st, 0, (2, 2, 0, 0, 0))
    settle(st, 0, corner(9, 0))
    GAME.apply(st, 0, BuildRoad(side(9, 0)))  # from corner 0 to corner 1
    settle(st, 1, corner(9, 1))  # an opponent settles at the road's end (as the rules allow)
    refuse(st, 0, BuildRoad(side(9, 1)), tx.E_ROAD_LINK)


def test_piece_limits() -> None:
    st = main_phase()
    give(st, 0, COST_ROAD)
    settle(st, 0, corner(9, 0))
    st.roads_left[0] = 0
    refuse(st, 0, BuildRoad(side(9, 0)), tx.E_NO_PIECES)


def test_city_only_on_own_settlement_and_doubles_production() -> None:
    """A city replaces one's own settlement and produces 2 cards."""
    st = main_phase()
    give(st, 0, (0, 0, 0, 4, 6))
    settle(st, 1, corner(0, 3))
    refuse(st, 0, BuildCity(corner(0, 3)), tx.E_CITY)
    settle(st, 0, corner(9, 0))
    GAME.apply(st, 0, BuildCity(corner(9, 0)))
    assert st.node_level[corner(9, 0)] == 2 and st.settlements_left[0] == 5 and st.cities_left[0] == 3


def _roll(st, total: int) -> None:  # type: ignore[no-untyped-def]
    st.phase = ROLL
    first = min(6, total - 1)
    GAME.apply(st, st.active, Roll(), [first, total - first])


def test_production_settlement_one_city_two_robber_blocks() -> None:
    """Every settlement on a rolled hex gets 1 card, every city 2; the robber's hex produces nothing."""
    st = main_phase()
    h = st.board.number_hexes[6][0]
    other = st.board.number_hexes[6][1]
    r = st.board.hex_resource[h]
    a, b = corner(h, 0), corner(h, 3)
    assert other not in TOPO.node_hexes[a] and other not in TOPO.node_hexes[b]
    settle(st, 1, a)
    settle(st, 2, b, city=True)
    _roll(st, 6)
    assert st.hands[1][r] == 1 and st.hands[2][r] == 2
    st.robber = h
    _roll(st, 6)
    assert st.hands[1][r] == 1 and st.hands[2][r] == 2


def test_a_roll_logs_one_line_for_each_seat_that_receives() -> None:
    """A seat on two hexes of the rolled number read two lines, with another seat's line between
    them ("Dana receives 2 wool.", "Bořek receives 1 grain.", "Dana receives 1 grain."); now each seat
    reads one line of all it received, in seat order."""
    st = main_phase()
    total, (h, other) = next(
        (n, hs[:2])
        for n, hs in sorted(st.board.number_hexes.items())
        if len(hs) >= 2 and st.board.hex_resource[hs[0]] != st.board.hex_resource[hs[1]]
    )
    r, r2 = st.board.hex_resource[h], st.board.hex_resource[other]
    a = next(v for v in TOPO.hex_nodes[h] if other not in TOPO.node_hexes[v])
    b = next(v for v in TOPO.hex_nodes[other] if h not in TOPO.node_hexes[v])
    c = next(v for v in TOPO.hex_nodes[h] if v != a and other not in TOPO.node_hexes[v])
    settle(st, 2, a, city=True)
    settle(st, 2, b)
    settle(st, 1, c)
    st.phase = ROLL
    first = min(6, total - 1)
    out = GAME.apply(st, 0, Roll(), [first, total - first])
    gains = [m for m in out.log if m.key == tx.LOG_GAINS]
    assert [m.params["player"] for m in gains] == [1, 2]
    seat2 = [0] * 5
    seat2[r] += 2
    seat2[r2] += 1
    assert gains[1].params["cards"] == tx.cards_message(seat2)
    assert gains[0].params["cards"] == tx.cards_message([1 if i == r else 0 for i in range(5)])
    assert len(out.log) == 3  # the roll and the two lines


def test_bank_shortage_nobody_gets_it() -> None:
    """When the bank cannot pay everyone what they are owed of a resource, nobody gets it."""
    st = main_phase()
    h = next(i for i, n in enumerate(st.board.hex_number) if n == 8)
    r = st.board.hex_resource[h]
    settle(st, 1, corner(h, 0))
    settle(st, 2, corner(h, 3))
    give(st, 3, tuple(18 if i == r else 0 for i in range(5)))  # the bank keeps 1
    _roll(st, 8)
    assert st.hands[1][r] == 0 and st.hands[2][r] == 0 and st.bank[r] == 1


def test_bank_shortage_single_owed_player_option() -> None:
    st = GAME.new_game(4, 1, {"bank_shortage": "single"})
    st.phase = MAIN
    h = next(i for i, n in enumerate(st.board.hex_number) if n == 8)
    r = st.board.hex_resource[h]
    settle(st, 1, corner(h, 0), city=True)
    give(st, 3, tuple(18 if i == r else 0 for i in range(5)))
    _roll(st, 8)
    assert st.hands[1][r] == 1 and st.bank[r] == 0


def test_seven_discards_half_rounded_down_then_robber() -> None:
    """Jano rolls 7: Hugo with 7 keeps all, Hieronym with 11 gives back 5."""
    st = main_phase()
    give(st, 1, (7, 0, 0, 0, 0))
    give(st, 2, (3, 3, 5, 0, 0))
    _roll(st, 7)
    assert st.phase == DISCARD and GAME.to_act(st) == (2,)
    refuse(st, 2, Discard((3, 1, 0, 0, 0)), tx.E_DISCARD_COUNT)
    GAME.apply(st, 2, Discard((0, 3, 2, 0, 0)))
    assert st.hands[2] == [3, 0, 3, 0, 0] and st.phase == ROBBER


def test_robber_must_move_and_steal_is_optional_from_an_adjacent_opponent() -> None:
    st = main_phase()
    st.phase = ROBBER
    h = 4
    settle(st, 1, corner(h, 0))
    settle(st, 2, corner(h, 3))
    give(st, 1, (0, 0, 2, 0, 0))
    refuse(st, 0, MoveRobber(st.robber, -1), tx.E_ROBBER_SAME)
    refuse(st, 0, MoveRobber(h, 3), tx.E_VICTIM)
    refuse(st, 0, MoveRobber(h, 2), tx.E_VICTIM_EMPTY)  # stealing from an empty hand
    legal = GAME.legal_actions(st, 0)
    assert MoveRobber(h, -1) in legal and MoveRobber(h, 1) in legal and MoveRobber(h, 2) not in legal
    GAME.apply(st, 0, MoveRobber(h, 1))
    assert st.hands[0][WOOL] == 1 and st.hands[1][WOOL] == 1 and st.robber == h and st.phase == MAIN


@pytest.mark.parametrize(("harbour", "ratio"), [(None, 4), ("3:1", 3), ("wool", 2)])
def test_maritime_trade_ratios(harbour: str | None, ratio: int) -> None:
    st = main_phase()
    if harbour is not None:
        coast, _ = next((c, k) for c, k in st.board.layout.harbours if k == harbour)
        a, _b = TOPO.edges[TOPO.coast_edges[coast]]
        settle(st, 0, a)
    give(st, 0, (0, 0, 4, 0, 0))
    assert GAME.ratio(st, 0, WOOL) == ratio
    GAME.apply(st, 0, MaritimeTrade(WOOL, ORE))
    assert st.hands[0][WOOL] == 4 - ratio and st.hands[0][ORE] == 1


def test_special_harbour_does_not_give_three_to_one_for_others() -> None:
    st = main_phase()
    coast = next(c for c, k in st.board.layout.harbours if k == "wool")
    settle(st, 0, TOPO.edges[TOPO.coast_edges[coast]][0])
    assert GAME.ratio(st, 0, BRICK) == 4


def test_development_card_timing() -> None:
    """Never the card bought this turn; one card a turn; a knight also before rolling."""
    st = main_phase()
    st.dev_deck.append(KNIGHT)
    give(st, 0, (0, 0, 1, 1, 1))
    GAME.apply(st, 0, BuyDevelopment())
    refuse(st, 0, PlayKnight(), tx.E_NEW_CARD)
    GAME.apply(st, 0, EndTurn())
    st.active = 0  # back to seat 0 a turn later
    st.phase = ROLL
    st.dev_hand[0][MONOPOLY] += 1
    st.dev_counts = [sum(d) for d in st.dev_hand]
    st.dev_deck.remove(MONOPOLY)
    GAME.apply(st, 0, PlayKnight())  # before the roll
    assert st.phase == ROBBER and st.robber_return == ROLL
    GAME.apply(st, 0, MoveRobber(0, -1))
    assert st.phase == ROLL
    refuse(st, 0, PlayMonopoly(ORE), tx.E_ONE_CARD)


def test_victory_point_cards_are_hidden_and_count() -> None:
    st = main_phase()
    st.dev_deck.remove(VP_CARD)
    st.dev_hand[0][VP_CARD] = 1
    st.dev_counts = [sum(d) for d in st.dev_hand]
    st.dev_counts[0] = 1
    view = GAME.view(st, 1)
    assert view.dev_hand[0] == [0] * 5 and view.dev_counts[0] == 1 and view.hands[0] == [0] * 5
    assert GAME.scores(st)[0] == 1


def test_year_of_plenty_and_monopoly() -> None:
    st = main_phase()
    st.dev_hand[0][PLENTY] = 1
    st.dev_counts = [sum(d) for d in st.dev_hand]
    st.dev_deck.remove(PLENTY)
    GAME.apply(st, 0, PlayYearOfPlenty(ORE, ORE))
    assert st.hands[0][ORE] == 2
    st2 = main_phase()
    st2.dev_hand[0][MONOPOLY] = 1
    st2.dev_counts = [sum(d) for d in st2.dev_hand]
    st2.dev_deck.remove(MONOPOLY)
    give(st2, 1, (0, 0, 3, 0, 0))
    give(st2, 2, (0, 0, 2, 1, 0))
    GAME.apply(st2, 0, PlayMonopoly(WOOL))
    assert st2.hands[0][WOOL] == 5 and st2.hands[1][WOOL] == 0 and st2.hands[2] == [0, 0, 0, 1, 0]


def test_road_building_places_two_free_roads() -> None:
    st = main_phase()
    st.dev_hand[0][ROAD_BUILDING] = 1
    st.dev_counts = [sum(d) for d in st.dev_hand]
    st.dev_deck.remove(ROAD_BUILDING)
    settle(st, 0, corner(9, 0))
    GAME.apply(st, 0, PlayRoadBuilding())
    assert st.phase == FREE_ROADS
    GAME.apply(st, 0, BuildRoad(side(9, 0)))
    GAME.apply(st, 0, BuildRoad(side(9, 1)))
    assert st.phase == MAIN and st.hands[0] == [0] * 5 and st.roads_left[0] == 13


def _chain(st, seat: int, hexes_sides: list[tuple[int, int]]) -> None:  # type: ignore[no-untyped-def]
    for h, k in hexes_sides:
        road(st, seat, side(h, k))
    from engine.catan.roads import longest_road

    st.road_length[seat] = longest_road(st, seat)


def test_longest_road_branches_loops_and_a_break() -> None:
    """Only the longest single trail counts; a loop counts whole; a settlement in the middle breaks it."""
    from engine.catan.roads import longest_road

    st = main_phase()
    # a ring of six around the centre hex is a loop of 6
    for k in range(6):
        road(st, 0, side(9, k))
    assert longest_road(st, 0) == 6
    # a branch of one more from a ring corner adds one
    outer = [e for e in TOPO.node_edges[corner(9, 0)] if st.edge_owner[e] == -1][0]
    road(st, 0, outer)
    assert longest_road(st, 0) == 7
    # an opponent's settlement on the ring cuts through
    settle(st, 1, corner(9, 3))
    assert longest_road(st, 0) == 6  # the branch and the ring walked the other way round, to the cut


def test_longest_road_card_needs_five_and_a_tie_keeps_the_holder() -> None:
    st = main_phase()
    give(st, 0, (5, 5, 0, 0, 0))
    settle(st, 0, corner(9, 0))
    for k in range(5):
        GAME.apply(st, 0, BuildRoad(side(9, k)))
        assert st.longest_holder == (0 if k == 4 else -1)
    # seat 1 builds five too: a tie keeps the holder
    st.road_length[1] = 5
    GAME._award_longest(st, [])
    assert st.longest_holder == 0
    st.road_length[1] = 6
    GAME._award_longest(st, [])
    assert st.longest_holder == 1


def test_longest_road_set_aside_when_no_single_longest() -> None:
    st = main_phase()
    st.road_length = [5, 5, 0, 0]
    st.longest_holder = 2  # the holder's road was broken down to 3
    st.road_length[2] = 3
    GAME._award_longest(st, [])
    assert st.longest_holder == -1


def test_largest_army_three_knights_and_must_exceed() -> None:
    st = main_phase()
    for seat, n in ((1, 3), (0, 3)):
        st.active = seat
        st.dev_hand[seat][KNIGHT] = 1
        st.dev_counts = [sum(d) for d in st.dev_hand]
        st.knights[seat] = n - 1
        st.dev_played = False
        st.phase = MAIN
        GAME.apply(st, seat, PlayKnight())
        GAME.apply(st, seat, MoveRobber(0 if st.robber != 0 else 1, -1))
    assert st.army_holder == 1  # 3 does not exceed 3


def test_ten_points_win_during_own_turn() -> None:
    """Two settlements, Longest Road, two cities and a VP card; he buys another VP card and wins."""
    st = main_phase()
    settle(st, 0, corner(0, 0))
    settle(st, 0, corner(2, 0))
    settle(st, 0, corner(16, 3), city=True)
    settle(st, 0, corner(18, 3), city=True)
    st.longest_holder = 0
    st.dev_hand[0][VP_CARD] = 1
    st.dev_counts = [sum(d) for d in st.dev_hand]
    st.dev_deck.remove(VP_CARD)
    st.dev_deck.remove(VP_CARD)
    st.dev_deck.append(VP_CARD)
    give(st, 0, (0, 0, 1, 1, 1))
    GAME.apply(st, 0, BuyDevelopment())
    assert st.phase == OVER and st.winner == 0 and GAME.scores(st)[0] == 10


def test_domestic_trade_with_counter_offer() -> None:
    """Jano offers 1 ore for 1 brick; Gabika counters 1 brick for 1 lumber and 1 ore; Jano takes it."""
    st = main_phase()
    give(st, 0, (0, 2, 0, 0, 3))
    give(st, 1, (1, 0, 0, 0, 0))
    give(st, 2, (1, 0, 0, 0, 0))
    GAME.apply(st, 0, TradeStart())
    GAME.apply(st, 0, TradeEdit(0, ORE, 1))
    GAME.apply(st, 0, TradeEdit(1, BRICK, 1))
    GAME.apply(st, 0, TradePropose())
    assert st.phase == TRADE_ANSWER and GAME.to_act(st) == (1, 2, 3)
    GAME.apply(st, 1, TradeDecline())
    GAME.apply(st, 3, TradeDecline())
    GAME.apply(st, 2, TradeCounter())
    GAME.apply(st, 2, TradeEdit(0, BRICK, 1))
    GAME.apply(st, 2, TradeEdit(1, LUMBER, 1))
    GAME.apply(st, 2, TradeEdit(1, ORE, 1))
    GAME.apply(st, 2, TradePropose())
    assert st.phase == TRADE_CHOOSE
    GAME.apply(st, 0, TradeConfirm(2))
    assert st.hands[0] == [1, 1, 0, 0, 2] and st.hands[2] == [0, 1, 0, 0, 1] and st.phase == MAIN


def test_no_gifts_and_only_with_the_active_player() -> None:
    st = main_phase()
    give(st, 0, (1, 0, 0, 0, 0))
    GAME.apply(st, 0, TradeStart())
    GAME.apply(st, 0, TradeEdit(0, BRICK, 1))
    refuse(st, 0, TradePropose(), tx.E_TRADE_EMPTY)
    st2 = main_phase()
    give(st2, 1, (1, 0, 0, 0, 0))
    refuse(st2, 1, TradeStart(), tx.E_TRADE_ACTIVE)


def test_trade_addressed_to_one_player_and_accepted() -> None:
    st = main_phase()
    give(st, 0, (0, 0, 0, 0, 1))
    give(st, 3, (0, 0, 0, 1, 0))
    for a in (TradeStart(), TradeEdit(0, ORE, 1), TradeEdit(1, GRAIN, 1), TradeTo(3), TradePropose()):
        GAME.apply(st, 0, a)
    assert GAME.to_act(st) == (3,)
    GAME.apply(st, 3, TradeAccept())
    GAME.apply(st, 0, TradeConfirm(3))
    assert st.hands[0][GRAIN] == 1 and st.hands[3][ORE] == 1


def test_refusals_name_the_rule_and_change_nothing() -> None:
    """Wrong phase, not your turn, unaffordable, occupied, piece limits: each refused with its rule."""
    from engine.core.protocol import NOT_YOUR_TURN

    st = main_phase()
    settle(st, 0, corner(9, 0))
    refuse(st, 0, BuildRoad(side(9, 0)), tx.E_AFFORD)  # no cards
    refuse(st, 1, EndTurn(), NOT_YOUR_TURN)
    give(st, 0, (2, 2, 1, 1, 0))
    settle(st, 2, corner(0, 3))
    refuse(st, 0, BuildSettlement(corner(0, 3)), tx.E_TAKEN)
    st.settlements_left[0] = 0
    road(st, 0, side(9, 0))
    road(st, 0, side(9, 1))
    refuse(st, 0, BuildSettlement(corner(9, 2)), tx.E_NO_PIECES)
    st.phase = ROLL
    refuse(st, 0, BuildRoad(side(9, 2)), tx.E_ROLL_FIRST)
    refuse(st, 0, EndTurn(), tx.E_ROLL_FIRST)


def test_city_limit() -> None:
    st = main_phase()
    settle(st, 0, corner(9, 0))
    give(st, 0, COST_CITY_CARDS)
    st.cities_left[0] = 0
    refuse(st, 0, BuildCity(corner(9, 0)), tx.E_NO_PIECES)


COST_CITY_CARDS = (0, 0, 0, 2, 3)


def test_development_deck_and_costs() -> None:
    """25 development cards: 14 knights, 5 victory points, 2 each of road building, year of plenty, monopoly."""
    from collections import Counter

    st = GAME.new_game(4, 3)
    assert Counter(st.dev_deck) == {KNIGHT: 14, VP_CARD: 5, ROAD_BUILDING: 2, PLENTY: 2, MONOPOLY: 2}
    assert sum(st.bank) == 95 and st.bank == [19] * 5


def _simple_path(length: int) -> list[int]:
    """Nodes of a path of `length` roads on the board, no node twice, whose middle node has a third
    road free (for the opponent's road that leads to the cutting settlement); found by a search."""

    def extend(path: list[int]) -> list[int] | None:
        if len(path) == length + 1:
            mid = path[length // 2]
            return path if len(TOPO.node_nodes[mid]) == 3 else None
        for nxt in TOPO.node_nodes[path[-1]]:
            if nxt not in path:
                found = extend([*path, nxt])
                if found:
                    return found
        return None

    for start in range(len(TOPO.node_nodes)):
        found = extend([start])
        if found:
            return found
    raise AssertionError("no path")


def _cut_position(length: int, others: dict[int, int]) -> tuple[CatanState, int]:
    """Seat 0 holds Longest Road with one straight road of `length`; seat 1 is about to settle on its
    middle node (its own road leads there); the other seats' road lengths are `others`."""
    from engine.catan.roads import longest_road

    st = main_phase()
    path = _simple_path(length)
    for a, b in zip(path, path[1:], strict=False):
        road(st, 0, edge(a, b))
    mid = path[length // 2]
    spur = next(n for n in TOPO.node_nodes[mid] if n not in path)
    road(st, 1, edge(mid, spur))
    give(st, 1, COST_SETTLEMENT)
    st.road_length = [longest_road(st, s) for s in range(4)]
    for seat, n in others.items():
        st.road_length[seat] = n
    st.longest_holder = 0
    st.active = 1
    assert st.road_length[0] == length
    return st, mid


@pytest.mark.parametrize(
    ("length", "others", "expected"),
    [
        (10, {2: 5}, -1),  # cut to 5, tied with one other: no single longest, set aside
        (10, {2: 5, 3: 5}, -1),  # tied with two others: set aside
        (10, {2: 4, 3: 3}, 0),  # still alone on top: keeps it
        (10, {2: 6}, 2),  # another single player on top: his
        (8, {2: 4, 3: 4}, -1),  # cut to 4, nobody at 5: set aside
        (8, {2: 5, 3: 4}, 2),  # cut to 4, one other at 5: his
    ],
)
def test_longest_road_after_a_cut_of_the_holders_road(length: int, others: dict[int, int], expected: int) -> None:
    """Seed: "Ak takéto prerušenie vedie k situácii, v ktorej nie je jasne určený jediný hráč, ktorý by
    mal najdlhšiu cestu, tak sa karta najdlhšej obchodnej cesty položí bokom" — after a cut, a tie does
    not keep the card as it does when somebody else builds to a tie."""
    st, mid = _cut_position(length, others)
    GAME.apply(st, 1, BuildSettlement(mid))
    assert st.road_length[0] == length // 2
    assert st.longest_holder == expected


def test_a_cut_of_another_road_leaves_a_tied_holder_his_card() -> None:
    """The holder tied with seat 1 (seat 1 built to a tie: the holder kept it); a cut of seat 2's road,
    not the holder's, changes nothing for the holder."""
    st, mid = _cut_position(10, {})
    # turn it round: seat 2's road is cut; seat 0 (holder, 10) and seat 3 (10) are tied
    st.edge_owner = [2 if o == 0 else o for o in st.edge_owner]
    st.road_length = [10, 1, 10, 10]
    st.longest_holder = 0
    GAME.apply(st, 1, BuildSettlement(mid))
    assert st.road_length[2] == 5
    assert st.longest_holder == 0


def test_the_second_settlement_says_which_cards_it_gave() -> None:
    """Taken openly from the bank: the log line names the cards, not only their number."""
    m = Match("catan", 3, 1)
    while m.state.phase in (SETUP_SETTLEMENT, SETUP_ROAD):
        seat = m.to_act()[0]
        before = list(m.state.hands[seat])
        record = m.apply(seat, m.legal_actions(seat)[0])
        got = [a - b for a, b in zip(m.state.hands[seat], before, strict=True)]
        lines = [line for line in record.log if line.key == tx.LOG_START_CARDS]
        if any(got):
            (line,) = lines
            parts = line.params["cards"]
            assert {(p.key, p.count) for p in parts} == {(tx.RESOURCE_COUNTS[r], n) for r, n in enumerate(got) if n}


def test_the_stolen_card_is_named_for_the_thief_and_the_victim_only() -> None:
    st = main_phase()
    st.phase = ROBBER
    h = 4
    settle(st, 1, corner(h, 0))
    give(st, 1, (0, 0, 1, 0, 0))
    out = GAME.apply(st, 0, MoveRobber(h, 1))
    (line,) = [m for m in out.log if m.key == tx.LOG_STEAL]
    assert "card" not in line.params  # the line the table reads
    assert line.params["seen_by"] == [0, 1]
    seen = line.params["seen"]
    assert seen.key == tx.LOG_STEAL_SEEN and seen.params["card"] == tx.RESOURCE_NAMES[WOOL]


def _builder(trade_build: str = "trade_first") -> CatanState:
    """Seat 0 in its main phase with a road to extend and cards for a road, a bank trade and an offer."""
    st = GAME.new_game(4, 1, {"trade_build": trade_build})
    st.phase, st.active, st.turn = MAIN, 0, 10
    v = corner(0, 0)
    settle(st, 0, v)
    road(st, 0, side(0, 0))
    give(st, 0, (1, 1, 4, 0, 0))  # brick, lumber, 4 wool
    st.legal_cache = None
    return st


def test_trades_come_before_building_in_the_almanac() -> None:
    """ "Potom, čo hráč obdrží vyprodukované suroviny a skončí všetky obchody, môže stavať": once the
    active player builds (or buys a card), the bank and the other players are closed for the turn."""
    st = _builder()
    legal = GAME.legal_actions(st, 0)
    assert MaritimeTrade(WOOL, ORE) in legal and TradeStart() in legal  # before building: both
    road_action = next(a for a in legal if isinstance(a, BuildRoad))
    GAME.apply(st, 0, road_action)
    legal = GAME.legal_actions(st, 0)
    assert not any(isinstance(a, (MaritimeTrade, TradeStart)) for a in legal)
    refuse(st, 0, MaritimeTrade(WOOL, ORE), tx.E_TRADE_AFTER_BUILD)
    refuse(st, 0, TradeStart(), tx.E_TRADE_AFTER_BUILD)
    GAME.apply(st, 0, EndTurn())
    assert not st.built  # the next player trades again


def test_later_editions_trade_and_build_in_any_order_as_an_option() -> None:
    st = _builder("any")
    road_action = next(a for a in GAME.legal_actions(st, 0) if isinstance(a, BuildRoad))
    GAME.apply(st, 0, road_action)
    assert MaritimeTrade(WOOL, ORE) in GAME.legal_actions(st, 0)


def test_road_buildings_free_roads_do_not_close_trading() -> None:
    """The card's roads are the card's, played at any time of the turn; they are not the building phase."""
    st = _builder()
    st.dev_hand[0][ROAD_BUILDING] = 1
    st.dev_counts[0] = 1
    st.legal_cache = None
    GAME.apply(st, 0, PlayRoadBuilding())
    while st.phase == FREE_ROADS:
        GAME.apply(st, 0, next(a for a in GAME.legal_actions(st, 0) if isinstance(a, BuildRoad)))
    assert not st.built and MaritimeTrade(WOOL, ORE) in GAME.legal_actions(st, 0)


def test_by_default_the_highest_roll_starts() -> None:
    """ "Každý hodí kockami a hráč, ktorý hodil najviac, začína": the default start seat is drawn (the
    roll-off), so over seeds every seat starts; the option "first" seats the first player first."""
    starts = {GAME.new_game(4, seed).active for seed in range(40)}
    assert starts == {0, 1, 2, 3}
    assert {GAME.new_game(4, seed, {"start_player": "first"}).active for seed in range(10)} == {0}


def test_in_practice_a_roll_taken_back_and_played_again_comes_out_the_same() -> None:
    """The practice tooltip says so: chance lives in the state, so undo takes no luck back (a roll
    played again is the roll that was undone). Catan's dice: the first roll of the game."""
    m = Match("catan", 3, 5, {}, practice=True)
    while not any(isinstance(a, Roll) for a in m.legal_actions(m.to_act()[0])):
        seat = m.to_act()[0]
        m.apply(seat, m.legal_actions(seat)[0])
    seat = m.to_act()[0]
    first = m.apply(seat, Roll())
    after = m.game.clone(m.state)
    m.undo()
    again = m.apply(seat, Roll())
    assert again.chance == first.chance and m.state == after
