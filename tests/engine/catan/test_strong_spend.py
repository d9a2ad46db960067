"""Catan's `strong` bot and a hand that no build pays for: a bank trade that pays for a development
card is worth the card (averaged over what it may draw), not only the cards left after it."""

from __future__ import annotations

from engine.catan.actions import BuyDevelopment, EndTurn, MaritimeTrade
from engine.catan.components import GRAIN, WOOL
from engine.catan.rules import GAME
from engine.catan.strong import StrongBot
from tests.engine.catan.test_bot_wins import _play_turn, _position


def test_strong_trades_surplus_wool_for_the_grain_of_a_development_card() -> None:
    """8 cards, 6 wool and 2 ore: no settlement, city, road or development card. The old Hard traded 4
    wool for a brick (a settlement still 2 cards short) and ended its turn; a strong player trades the
    wool for the grain a development card lacks and buys one (a knight toward Largest Army, a point or
    a progress card now, and 2 cards left for a 7)."""
    st = _position(4, (0, 0, 6, 0, 2))
    moves = _play_turn(StrongBot(GAME, 1), st)
    assert moves[0] == MaritimeTrade(WOOL, GRAIN), moves
    assert BuyDevelopment() in moves and isinstance(moves[-1], EndTurn), moves
    assert st.dev_counts[0] == 1 and st.hand_sizes[0] == 2
