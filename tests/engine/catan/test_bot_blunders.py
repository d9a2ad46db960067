"""Catan bot blunders a strong player found: a turn ended where one bank trade built a settlement, a
Monopoly named for the bot's own needs rather than the cards the others hold, a trade granted to a
player one trade away from winning. Both levels (`normal`, and `strong` on top of it)."""

from __future__ import annotations

import pytest

from engine.catan.actions import (
    BuildRoad,
    BuildSettlement,
    MaritimeTrade,
    PlayMonopoly,
    TradeAccept,
    TradeCancel,
    TradeConfirm,
    TradeDecline,
)
from engine.catan.bots import NormalBot
from engine.catan.components import BRICK, COST_SETTLEMENT, GRAIN, MONOPOLY, ORE, VP_CARD, WOOL
from engine.catan.rules import GAME
from engine.catan.state import ACCEPTED, NOT_ASKED, TRADE_ANSWER, TRADE_CHOOSE, CatanState
from engine.catan.strong import StrongBot
from tests.engine.catan.helpers import edge, give, main_phase, road, settle

LEVELS = [NormalBot, StrongBot]


def _settler(players: int, home: int, path: tuple[int, int, int], hand: tuple[int, int, int, int, int]) -> CatanState:
    """Seat 0 on turn after its roll: one settlement at `home`, two roads along `path` to a free spot."""
    st = main_phase(players)
    settle(st, 0, home)
    a, b, c = path
    road(st, 0, edge(a, b))
    road(st, 0, edge(b, c))
    give(st, 0, hand)
    st.legal_cache = None
    return st


def _play_turn(bot: NormalBot, st: CatanState) -> list[object]:
    """The bot's moves on its turn, up to its ending it; the first must be the trade."""
    assert bot.choose(GAME.view(st, 0), 0) == MaritimeTrade(GRAIN, BRICK)
    moves: list[object] = []
    while st.active == 0 and len(moves) < 20:
        action = bot.choose(GAME.view(st, 0), 0)
        moves.append(action)
        GAME.apply(st, 0, action)
    return moves


@pytest.mark.parametrize("hand", [(0, 1, 1, 5, 0), (0, 0, 1, 9, 0)])
@pytest.mark.parametrize("level", LEVELS)
def test_bank_trades_that_pay_for_a_settlement_are_made_and_the_settlement_built(
    level: type[NormalBot], hand: tuple[int, int, int, int, int]
) -> None:
    """Seed 120 move 128 (3 players): brick, lumber and grain from its settlement, no ore at all, and
    [0, 1, 1, 5, 0] in hand. Both levels kept the grain for a city they could never pay (the goal was
    a city whenever ore + grain >= 3) and ended the turn; 4 grain for 1 brick builds a settlement.
    With 9 grain and no lumber either, two trades do."""
    st = _settler(3, 17, (17, 22, 28), hand)
    assert GAME.settlement_spots(st, 0) == [28] and GAME.ratio(st, 0, GRAIN) == 4
    bot = level(GAME, 1)
    assert bot._goal(GAME.view(st, 0), 0) == COST_SETTLEMENT  # no ore income: a city is out of reach
    moves = _play_turn(bot, st)
    assert BuildSettlement(28) in moves and st.node_owner[28] == 0


@pytest.mark.parametrize("level", LEVELS)
def test_a_harbour_trade_that_pays_for_a_settlement_is_made(level: type[NormalBot]) -> None:
    """At a 2:1 grain harbour with [0, 1, 1, 3, 0]: 2 grain for the brick, then the settlement."""
    st = _settler(4, 33, (33, 28, 22), (0, 1, 1, 3, 0))
    assert GAME.settlement_spots(st, 0) == [22] and GAME.ratio(st, 0, GRAIN) == 2
    moves = _play_turn(level(GAME, 1), st)
    assert BuildSettlement(22) in moves and st.node_owner[22] == 0


def test_strong_values_a_bank_trade_by_the_longest_road_it_pays_for() -> None:
    """Four roads in a row, nobody holds Longest Road, a lumber and 5 grain: 4 grain for a brick pays
    for the fifth road and the card's 2 points. The search values the trade as that road (it valued
    the cards alone), and the turn ends with Longest Road."""
    st = main_phase(4)
    settle(st, 0, 17)
    path = (17, 22, 28, 33, 38)
    for a, b in zip(path, path[1:], strict=False):
        road(st, 0, edge(a, b))
    st.road_length[0] = 4
    give(st, 0, (0, 1, 0, 5, 0))
    st.legal_cache = None
    bot, view, trade = StrongBot(GAME, 1), GAME.view(st, 0), MaritimeTrade(GRAIN, BRICK)
    after = view.clone()
    GAME.do(after, 0, trade, None)
    roads = []
    for a in GAME.legal_actions(after, 0):
        if isinstance(a, BuildRoad):
            built = after.clone()
            GAME.do(built, 0, a, None)
            roads.append(bot.evaluate(built, 0))
    assert bot.expected_value(view, 0, trade) == max(roads) > bot.evaluate(after, 0) + 15
    moves = []
    while st.active == 0 and len(moves) < 10:
        action = bot.choose(GAME.view(st, 0), 0)
        moves.append(action)
        GAME.apply(st, 0, action)
    assert moves[0] == trade and st.longest_holder == 0


def _monopoly_position() -> CatanState:
    """Seat 0 holds a Monopoly and saves for a city at its ore settlement: [0, 0, 0, 2, 1] in hand,
    2 ore short. The others hold 5 wool between them and 1 ore (the bank's piles show it)."""
    st = main_phase(4)
    settle(st, 0, 12)  # brick, grain, ore
    st.dev_hand[0][MONOPOLY] = 1
    st.dev_counts = [sum(d) for d in st.dev_hand]
    st.dev_deck.remove(MONOPOLY)
    give(st, 0, (0, 0, 0, 2, 1))
    give(st, 1, (0, 0, 3, 0, 1))
    give(st, 2, (1, 0, 2, 0, 0))
    give(st, 3, (0, 2, 0, 1, 0))
    st.legal_cache = None
    return st


@pytest.mark.parametrize("level", LEVELS)
def test_monopoly_names_what_the_others_hold_not_what_the_bot_lacks(level: type[NormalBot]) -> None:
    """Seed 225 move 164: Hard named ore (it needed 2) and took nothing while the others held 14
    cards of other kinds. The bot counts what the others hold from the bank's piles: here wool."""
    st = _monopoly_position()
    bot = level(GAME, 1)
    assert bot._need(GAME.view(st, 0), 0)[ORE] == 2
    action = bot.choose(GAME.view(st, 0), 0)
    assert action == PlayMonopoly(WOOL)
    GAME.apply(st, 0, action)
    assert st.hands[0][WOOL] == 5


def test_a_monopoly_that_would_take_little_is_kept() -> None:
    st = _monopoly_position()
    for seat in (1, 2):
        st.bank[WOOL] += st.hands[seat][WOOL]
        st.hands[seat][WOOL] = 0
    st.hand_sizes = [sum(h) for h in st.hands]
    st.legal_cache = None
    for level in LEVELS:
        assert not isinstance(level(GAME, 1).choose(GAME.view(st, 0), 0), PlayMonopoly)


def _offer_from(points: int, dev_cards: int) -> CatanState:
    """Seat 1 on turn with `points` showing (Longest Road and Largest Army among them) and
    `dev_cards` unplayed development cards offers 1 brick for 1 ore. Seat 0 needs the brick for a
    settlement and has ore to spare."""
    st = _settler(4, 17, (17, 22, 28), (0, 1, 1, 1, 1))
    st.active = 1
    st.longest_holder = st.army_holder = 1
    for node in (0, 10, 40, 50, 2, 30)[: points - 4]:
        settle(st, 1, node)
    assert GAME.victory_points(st, 1) == points
    for _ in range(dev_cards):
        kind = next(k for k in st.dev_deck if k != VP_CARD)
        st.dev_deck.remove(kind)
        st.dev_hand[1][kind] += 1
    st.dev_counts = [sum(d) for d in st.dev_hand]
    give(st, 1, (1, 0, 0, 0, 0))
    st.phase = TRADE_ANSWER
    st.trade_give, st.trade_get, st.trade_to = [1, 0, 0, 0, 0], [0, 0, 0, 0, 1], -1
    st.trade_answers = [0, NOT_ASKED, 2, 2]
    st.counter_give = [[0] * 5 for _ in range(4)]
    st.counter_get = [[0] * 5 for _ in range(4)]
    st.legal_cache = None
    return st


@pytest.mark.parametrize("level", LEVELS)
def test_no_trade_with_a_player_one_trade_from_winning(level: type[NormalBot]) -> None:
    """Seed 334 move 740: seat 1 at 8 points showing offered 1 brick for 1 ore, Hard accepted, and
    seat 1 bought a development card with the ore and won. The same offer is taken from a player
    at 7 points with no card in hand, refused at 8, and at 7 with a development card in hand."""
    bot = level(GAME, 1)
    for points, cards, answer in ((7, 0, TradeAccept()), (8, 0, TradeDecline()), (7, 1, TradeDecline())):
        st = _offer_from(points, cards)
        assert bot.choose(GAME.view(st, 0), 0) == answer, (points, cards)


@pytest.mark.parametrize("level", LEVELS)
def test_an_offer_is_not_closed_with_a_player_near_winning(level: type[NormalBot]) -> None:
    """The bot's own offer accepted by two players: it deals with the one not near 10 points, and
    withdraws it when only the one near 10 accepted."""
    st = _offer_from(8, 0)
    st.active = 0
    st.phase = TRADE_CHOOSE
    st.trade_give, st.trade_get = [0, 0, 0, 0, 1], [1, 0, 0, 0, 0]
    give(st, 2, (1, 0, 0, 0, 0))
    st.trade_answers = [NOT_ASKED, ACCEPTED, ACCEPTED, 2]
    st.legal_cache = None
    bot = level(GAME, 1)
    assert bot.choose(GAME.view(st, 0), 0) == TradeConfirm(2)
    st.trade_answers = [NOT_ASKED, ACCEPTED, 2, 2]
    st.legal_cache = None
    assert bot.choose(GAME.view(st, 0), 0) == TradeCancel()
