"""Issue 19: an action is the same however it is written, and a refusal names the rule actually broken.

Positions come from seeded random games; at each one every variant of the actions below is tried, and
for each refused one the reason is checked against the condition that is really broken (an oracle
written from the rulebook, independent of the engine's own branches)."""

from __future__ import annotations

import itertools

import pytest

import engine.catan.texts as tx
from engine.bots import make_bot
from engine.catan.actions import (
    BuildRoad,
    Discard,
    MaritimeTrade,
    PlayYearOfPlenty,
    Roll,
    TradeCancel,
    TradeConfirm,
    TradeCounter,
    TradeDecline,
    TradeEdit,
    TradePropose,
    TradeStart,
)
from engine.catan.components import GRAIN, LUMBER, RESOURCE_CARDS
from engine.catan.rules import GAME, PLENTY
from engine.catan.state import DISCARD, MAIN, ROLL, TRADE_ANSWER, TRADE_CHOOSE, TRADE_WRITE, CatanState
from engine.core.errors import IllegalAction
from tests.engine.catan.helpers import give, main_phase


def refusal(st: CatanState, seat: int, action: object) -> object | None:
    before = st.clone()
    try:
        GAME.apply(st.clone(), seat, action)  # type: ignore[arg-type]
    except IllegalAction as exc:
        assert st == before
        return exc.message.key
    return None


def test_year_of_plenty_is_one_action_whichever_card_is_named_first() -> None:
    """The issue's case: (grain, lumber) was refused as "the bank has no lumber" while (lumber, grain)
    was legal. A pair is a pair: both spellings are the same action, legal or refused alike."""
    assert PlayYearOfPlenty(GRAIN, LUMBER) == PlayYearOfPlenty(LUMBER, GRAIN)
    st = main_phase()
    st.dev_hand[0][PLENTY] = 1
    st.dev_counts = [sum(d) for d in st.dev_hand]
    for a, b in ((GRAIN, LUMBER), (LUMBER, GRAIN)):
        s = st.clone()
        GAME.apply(s, 0, PlayYearOfPlenty(a, b))
        assert s.hands[0][GRAIN] == 1 and s.hands[0][LUMBER] == 1
    st.bank[LUMBER] = 0
    for a, b in ((GRAIN, LUMBER), (LUMBER, GRAIN)):
        assert refusal(st, 0, PlayYearOfPlenty(a, b)) == tx.E_BANK
    st.bank[GRAIN] = 1
    assert refusal(st, 0, PlayYearOfPlenty(GRAIN, GRAIN)) == tx.E_BANK_TWO  # it has one, not none
    assert refusal(st, 0, PlayYearOfPlenty(GRAIN, 7)) == tx.E_RESOURCE


def test_discarding_cards_not_held_says_so() -> None:
    """The issue's case: 4 ore owed 4 while holding 1 ore said "give back exactly 4"."""
    st = main_phase()
    give(st, 0, (2, 2, 2, 1, 1))
    st.phase, st.discards = DISCARD, [4, 0, 0, 0]
    assert refusal(st, 0, Discard((0, 0, 0, 0, 4))) == tx.E_DISCARD_HELD
    assert refusal(st, 0, Discard((2, 2, 0, 0, 0))) is None
    assert refusal(st, 0, Discard((2, 1, 0, 0, 0))) == tx.E_DISCARD_COUNT
    assert refusal(st, 0, Discard((2, 2, 1, 0, -1))) == tx.E_DISCARD_NEGATIVE


def test_the_player_on_turn_waiting_for_the_others_is_told_so() -> None:
    """He was told that only the player whose turn it is may trade (he is that player), or that it was
    not his turn: the others discard or answer his offer first."""
    st = main_phase(3)
    st.phase = ROLL
    give(st, 0, (2, 0, 0, 0, 0))
    give(st, 1, (0, 8, 0, 0, 0))
    GAME.apply(st, 0, Roll(), chance=[3, 4])
    assert st.phase == DISCARD and GAME.to_act(st) == (1,)
    assert refusal(st, 0, TradeStart()) == tx.E_DISCARD_FIRST
    assert refusal(st, 0, BuildRoad(0)) == tx.E_DISCARD_FIRST
    assert refusal(st, 0, BuildRoad(None)) not in (tx.E_DISCARD_FIRST, None)  # a malformed move is told so
    st = main_phase(3)
    give(st, 0, (1, 0, 0, 0, 0))
    give(st, 1, (0, 1, 0, 0, 0))
    for a in (TradeStart(), TradeEdit(0, 0, 1), TradeEdit(1, 1, 1), TradePropose()):
        GAME.apply(st, 0, a)
    assert st.phase == TRADE_ANSWER
    for a in (TradeConfirm(1), TradeEdit(0, 0, 1), TradeCancel()):
        assert refusal(st, 0, a) == tx.E_WAIT_ANSWERS
    # a counter-offer he cannot pay is not "no answer"
    GAME.apply(st, 1, TradeCounter())
    GAME.apply(st, 1, TradeEdit(0, 1, 1))
    for _ in range(3):
        GAME.apply(st, 1, TradeEdit(1, 4, 1))  # three ore, which he does not hold
    GAME.apply(st, 1, TradePropose())
    GAME.apply(st, 2, TradeDecline())
    assert st.phase == TRADE_CHOOSE
    assert refusal(st, 0, TradeConfirm(1)) == tx.E_TRADE_COUNTER_PAY
    assert refusal(st, 0, TradeConfirm(2)) == tx.E_TRADE_PARTNER
    # an empty hand has nothing to offer
    assert refusal(main_phase(3), 0, TradeStart()) == tx.E_TRADE_NO_HAND


def _positions(games: int = 6) -> list[CatanState]:
    """States met in seeded random games, every 7th one."""
    out = []
    for g in range(games):
        st = GAME.new_game(4, 100 + g)
        bots = [make_bot(GAME, "random", 10 * g + s) for s in range(4)]
        step = 0
        while not GAME.is_over(st) and step < 700:
            seat = GAME.to_act(st)[0]
            if step % 7 == 0:
                out.append(st.clone())
            GAME.apply(st, seat, bots[seat].choose(GAME.view(st, seat), seat))
            step += 1
    return out


POSITIONS = _positions()


@pytest.mark.parametrize("chunk", range(3))
def test_every_refusal_names_the_broken_rule(chunk: int) -> None:
    checked = 0
    for st in POSITIONS[chunk::3]:
        seat = GAME.to_act(st)[0]
        hand, bank = st.hands[seat], st.bank
        if st.phase == DISCARD:
            owed = st.discards[seat]
            for cards in itertools.product(range(-1, 4), repeat=5):
                key = refusal(st, seat, Discard(cards))
                if any(n < 0 for n in cards):
                    want = tx.E_DISCARD_NEGATIVE
                elif any(n > h for n, h in zip(cards, hand, strict=True)):
                    want = tx.E_DISCARD_HELD
                elif sum(cards) != owed:
                    want = tx.E_DISCARD_COUNT
                else:
                    want = None
                assert key == want, (cards, hand, owed)
                checked += 1
        elif st.phase == MAIN and not st.dev_played:
            playable = st.dev_hand[seat][PLENTY] > st.dev_new[seat][PLENTY]
            if playable:
                for a, b in itertools.product(range(-1, 6), repeat=2):
                    key = refusal(st, seat, PlayYearOfPlenty(a, b))
                    if not (0 <= a < 5 and 0 <= b < 5):
                        want = tx.E_RESOURCE
                    elif a == b and bank[a] == 1:
                        want = tx.E_BANK_TWO
                    elif bank[a] == 0 or bank[b] == 0:
                        want = tx.E_BANK
                    else:
                        want = None
                    assert key == want, (a, b, bank)
                    checked += 1
            for a, b in itertools.product(range(-1, 6), repeat=2):
                key = refusal(st, seat, MaritimeTrade(a, b))
                if not (0 <= a < 5 and 0 <= b < 5):
                    want = tx.E_RESOURCE
                elif a == b:
                    want = tx.E_SAME
                elif st.built and st.trade_first:
                    want = tx.E_TRADE_AFTER_BUILD  # the Almanac: trades come before building
                elif bank[b] == 0:
                    want = tx.E_BANK
                elif hand[a] < GAME.ratio(st, seat, a):
                    want = tx.E_RATIO
                else:
                    want = None
                assert key == want, (a, b, hand, bank)
                checked += 1
        elif st.phase == TRADE_WRITE:
            give_, get_ = st.trade_give, st.trade_get
            for side, r, delta in itertools.product((0, 1), range(-1, 6), (1, -1)):
                key = refusal(st, seat, TradeEdit(side, r, delta))
                if not 0 <= r < 5:
                    want = tx.E_RESOURCE
                else:
                    mine, other = (give_, get_) if side == 0 else (get_, give_)
                    if delta == -1:
                        want = tx.E_TRADE_NONE if mine[r] == 0 else None
                    elif other[r] > 0:
                        want = tx.E_TRADE_BOTH
                    elif side == 0 and mine[r] >= hand[r]:
                        want = tx.E_TRADE_CARDS
                    elif side == 1 and mine[r] >= RESOURCE_CARDS:
                        want = tx.E_BANK
                    else:
                        want = None
                assert key == want, (side, r, delta, give_, get_, hand)
                checked += 1
    assert checked > 100
