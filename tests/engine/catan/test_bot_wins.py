"""Catan bot blunders a strong player found at the end of a turn: a win this turn left on the table (by
Longest Road, Year of Plenty, Road Building, Monopoly), a hand of 8+ cards kept into the others' rolls
when a build would bring it to 7, a single road that takes Longest Road not built, and offers made "to
everyone" including a player the bot will never trade with. Both levels (`normal`, and `strong` on top
of it) where it applies."""

from __future__ import annotations

import pytest

from engine.catan.actions import (
    BuildRoad,
    BuyDevelopment,
    EndTurn,
    PlayMonopoly,
    TradeCancel,
    TradePropose,
    TradeTo,
)
from engine.catan.bot_win import MAX_NODES, _Search, winning_move
from engine.catan.bots import NormalBot
from engine.catan.components import GRAIN, MONOPOLY, PLENTY, ROAD_BUILDING, VP_CARD
from engine.catan.roads import longest_road
from engine.catan.rules import GAME
from engine.catan.state import TRADE_WRITE, CatanState
from engine.catan.strong import StrongBot
from tests.engine.catan.helpers import edge, give, main_phase, road, settle

LEVELS = [NormalBot, StrongBot]
MINE = (17, 22, 28, 34, 39)  # seat 0's road of 4 from its settlement at 17; it goes on 39-44-48-51
THEIRS = (5, 9, 13, 18, 24, 30, 35)  # seat 1's road from its settlement at 5


def _position(
    points: int, hand: tuple[int, int, int, int, int], theirs: int = 5, card: int = -1, home_city: bool = False
) -> CatanState:
    """Seat 0 on turn after its roll: its road of 4 (17-22-28-34-39) from its settlement (or city) at 17,
    with free settlement spots on it, a city at 7 with a road of its own (so `normal` builds no road
    toward a spot: 5 roads placed and a spot free), buildings and then Victory Point cards to make
    `points`, and no harbour; seat 1 holds Longest Road with a road of `theirs` (none below 5). `card`: a
    development card seat 0 has held since an earlier turn."""
    st = main_phase(4)
    settle(st, 0, 17, city=home_city)
    settle(st, 0, 7, city=True)
    for a, b in zip(MINE, MINE[1:], strict=False):
        road(st, 0, edge(a, b))
    road(st, 0, edge(7, 3))
    have = 4 if home_city else 3
    for node, city in ((20, True), (50, True), (41, False), (27, False)):
        if have + (2 if city else 1) <= points:
            settle(st, 0, node, city=city)
            have += 2 if city else 1
    st.dev_hand[0][VP_CARD] += points - have
    for _ in range(points - have):
        st.dev_deck.remove(VP_CARD)
    settle(st, 1, 5)
    for a, b in zip(THEIRS, THEIRS[1 : theirs + 1], strict=False):
        road(st, 1, edge(a, b))
    st.road_length = [longest_road(st, s) for s in range(4)]
    st.longest_holder = 1 if theirs >= 5 else -1
    if card >= 0:
        st.dev_hand[0][card] += 1
        st.dev_deck.remove(card)
    st.dev_counts = [sum(d) for d in st.dev_hand]
    give(st, 0, hand)
    st.legal_cache = None
    assert GAME.victory_points(st, 0) == points and st.road_length[0] == 4 and st.road_length[1] == theirs
    assert st.harbours[0] == 0 and GAME.settlement_spots(st, 0) == [28, 34, 39]
    return st


def _play_turn(bot: NormalBot, st: CatanState, limit: int = 30) -> list[object]:
    """Seat 0's moves from here to the end of its turn (or of the game); `normal` bots answer its offers."""
    others = {s: NormalBot(GAME, 10 + s) for s in range(1, st.players)}
    moves: list[object] = []
    while st.active == 0 and st.winner == -1 and len(moves) < limit:
        seat = GAME.to_act(st)[0]
        action = (bot if seat == 0 else others[seat]).choose(GAME.view(st, seat), seat)
        if seat == 0:
            moves.append(action)
        GAME.apply(st, seat, action)
    return moves


@pytest.mark.parametrize("level", LEVELS)
def test_two_roads_that_take_longest_road_win_the_game(level: type[NormalBot]) -> None:
    """4 Hard bots, beginner board, seed 71 move 462: 8 points, a road of 4 against the holder's 5, and
    3 brick, 2 lumber, 1 wool in hand. Two roads make 6 > 5: Longest Road and 10 points. Both levels
    ended the turn (a road of 5 only ties, and the search looked one road ahead)."""
    st = _position(8, (3, 2, 1, 0, 0))
    moves = _play_turn(level(GAME, 1), st)
    assert st.winner == 0 and st.longest_holder == 0, moves
    assert all(isinstance(m, BuildRoad) for m in moves) and len(moves) == 2


@pytest.mark.parametrize("level", LEVELS)
def test_year_of_plenty_for_the_roads_that_win(level: type[NormalBot]) -> None:
    """3 Hard bots, beginner board, seed 60 move 689: 8 points, 3 lumber and a grain, a road one short of
    the holder's (5 against 6; here 4 against 5) and a Year of Plenty. Two brick from it pay for two roads
    that take Longest Road: 10 points. Year of Plenty was played only for the cards of the settlement
    saved for (a brick and a wool: 9 points), or not at all."""
    st = _position(8, (0, 3, 0, 1, 0), card=PLENTY)
    moves = _play_turn(level(GAME, 1), st)
    assert st.winner == 0 and st.longest_holder == 0, moves


@pytest.mark.parametrize("level", LEVELS)
def test_road_building_and_a_road_win(level: type[NormalBot]) -> None:
    """4 Hard bots, beginner board, seed 60 move 421: 9 points, a road of 4 against the holder's 6, the
    cards of one road and Road Building. The road and the two free ones make 7 > 6 and win. Road
    Building was kept while a settlement spot was free. (Here 8 points; Longest Road's 2 make 10.)"""
    st = _position(8, (1, 1, 0, 0, 0), theirs=6, card=ROAD_BUILDING)
    moves = _play_turn(level(GAME, 1), st)
    assert st.winner == 0 and st.longest_holder == 0 and st.road_length[0] == 7, moves


@pytest.mark.parametrize("level", LEVELS)
def test_monopoly_for_the_card_a_winning_settlement_lacks(level: type[NormalBot]) -> None:
    """9 points, a settlement spot, a brick, a lumber and a wool: the settlement lacks a grain, and the
    others hold 2 between them (the bank's piles tell) and 3 wool. Monopoly on grain builds the
    settlement and wins; the bots named wool (the most held) or kept the card (grain took fewer than 3)."""
    st = _position(9, (1, 1, 1, 0, 0), card=MONOPOLY)
    give(st, 1, (0, 0, 3, 0, 0))
    give(st, 2, (0, 0, 0, 2, 0))
    st.legal_cache = None
    bot = level(GAME, 1)
    assert bot.choose(GAME.view(st, 0), 0) == PlayMonopoly(GRAIN)
    _play_turn(bot, st)
    assert st.winner == 0


def test_the_win_search_is_bounded_and_leaves_a_far_position_at_once() -> None:
    """No win within reach (4 points, a big hand): the search is not even begun. Near a win it stops
    after MAX_NODES positions at most."""
    far = _position(4, (5, 5, 5, 5, 5))
    assert winning_move(GAME, GAME.view(far, 0), 0) is None
    near = _position(8, (3, 2, 1, 0, 0))
    search = _Search(GAME, 0)
    assert search.find(GAME.view(near, 0), 2) is not None and search.nodes <= MAX_NODES


def test_strong_builds_the_two_roads_that_take_longest_road() -> None:
    """Not a win (4 points): a road of 4 against the holder's 5 and two roads' cards. The card changes
    hands at 6, which the evaluation did not see (road length counted up to 5, one road looked at):
    `strong` ended its turn; it builds both roads now and holds Longest Road."""
    st = _position(4, (2, 2, 0, 0, 0))
    moves = _play_turn(StrongBot(GAME, 1), st)
    assert st.longest_holder == 0 and st.road_length[0] > 5 and moves.count(EndTurn()) == 1, moves


def test_normal_builds_a_road_that_takes_longest_road() -> None:
    """Beginner board, seed 1, P1 `normal` at moves 226, 247, 279: one road made its road 5 against the
    others' 4 and less, and the turn ended without it (roads only toward settlement spots)."""
    st = _position(4, (1, 1, 0, 0, 0), theirs=4)
    assert st.longest_holder == -1
    bot = NormalBot(GAME, 1)
    action = bot.choose(GAME.view(st, 0), 0)
    assert isinstance(action, BuildRoad)
    GAME.apply(st, 0, action)
    assert st.longest_holder == 0


def _big_hand() -> CatanState:
    """Seat 0 at 4 points, 9 cards: 3 brick, 3 lumber, 3 grain (no wool or ore: no settlement, city or
    development card; a road is the one build)."""
    return _position(4, (3, 3, 0, 3, 0))


@pytest.mark.parametrize("level", LEVELS)
def test_a_hand_of_nine_is_brought_to_seven_by_a_road(level: type[NormalBot]) -> None:
    """4 Hard bots, seed 4 move 390: 9 cards, a road rated 112.9 against ending the turn 112.8, and the
    policy's 0.3 kept EndTurn; a 7 then took 4 cards. Ending a turn with more than 7 cards costs what a 7
    before the next turn would take: the bot builds the road (9 -> 7 cards)."""
    st = _big_hand()
    moves = _play_turn(level(GAME, 1), st)
    assert isinstance(moves[-1], EndTurn) and st.hand_sizes[0] <= 7, moves
    assert any(isinstance(m, BuildRoad) for m in moves)


def test_normal_buys_a_development_card_rather_than_keep_twelve_cards() -> None:
    """Mixed table, seed 17 move 270: `normal` held 12 cards and ended its turn though it could buy
    development cards. It spends until 7 or fewer are left (or nothing can be bought)."""
    st = _position(6, (1, 0, 4, 4, 3), home_city=True)  # cities only: a settlement lacks a lumber
    moves = _play_turn(NormalBot(GAME, 1), st)
    assert moves.count(BuyDevelopment()) >= 2 and st.hand_sizes[0] <= 7, moves


def _writing(points: int, humans: frozenset[int], level: type[NormalBot] = NormalBot) -> tuple[NormalBot, CatanState]:
    """Seat 0 has written 1 wool for 1 grain; seat 1 (a person) has `points` points showing."""
    st = main_phase(4)
    for node in (0, 10, 40, 50, 2, 30)[: points - 4]:
        settle(st, 1, node)
    st.longest_holder = st.army_holder = 1
    assert GAME.victory_points(st, 1) == points
    give(st, 0, (0, 0, 1, 0, 0))
    give(st, 2, (1, 0, 0, 0, 0))
    give(st, 3, (2, 0, 0, 0, 0))
    st.phase = TRADE_WRITE
    st.trade_give, st.trade_get, st.trade_to = [0, 0, 1, 0, 0], [0, 0, 0, 1, 0], -1
    st.legal_cache = None
    bot = level(GAME, 1)
    bot.humans = humans
    return bot, st


@pytest.mark.parametrize("level", LEVELS)
def test_an_offer_goes_only_to_those_the_bot_would_trade_with(level: type[NormalBot]) -> None:
    """A person at 8 points showing: the bot would never close a deal with him (`_near_win`), yet the
    offer went to everyone, he accepted and the bot withdrew (5 times of 6). The offer goes to the
    partner with the most cards instead; at 7 points (no card in hand) to everyone as before."""
    bot, st = _writing(8, frozenset({1}), level)
    legal = GAME.legal_actions(st, 0)
    assert bot._write(GAME.view(st, 0), 0, legal) == TradeTo(3)
    st.trade_to = 3
    st.legal_cache = None
    assert bot._write(GAME.view(st, 0), 0, GAME.legal_actions(st, 0)) == TradePropose()
    bot, st = _writing(7, frozenset({1}), level)
    assert bot._write(GAME.view(st, 0), 0, GAME.legal_actions(st, 0)) == TradePropose()


def test_no_offer_is_begun_when_everyone_is_near_winning() -> None:
    """Every other player at 8 points showing: the bot starts no offer at all (it would cancel it)."""
    bot, st = _writing(8, frozenset({1}))
    for seat in (2, 3):
        for node in ((12, 14, 16, 20), (43, 45, 47, 53))[seat - 2]:
            settle(st, seat, node, city=True)
    view = GAME.view(st, 0)
    assert all(bot._near_win(view, s) for s in (1, 2, 3))
    assert not bot._may_offer(view, 0, [0, 0, 0, 1, 0])
    st.trade_to = -1
    assert bot._write(view, 0, GAME.legal_actions(st, 0)) == TradeCancel()
