"""The read-only questions the table asks the engine (why two cards set aside are no exchange yet, how
many shots a cannon roll takes) and the end trigger's log line, which said "the last capture" where
more may follow in the round."""

from __future__ import annotations

import engine.stortebeker.texts as tx
from engine.stortebeker import GAME
from engine.stortebeker.actions import Attack, Fire, Swap, Take
from engine.stortebeker.battle import shots_left
from engine.stortebeker.play import sizes_after_laying, swap_sizes
from engine.stortebeker.state import BOARD, CANNON, PLAY, StortebekerState
from tests.engine.stortebeker.helpers import (
    BEANS,
    BLACK2,
    MEAT,
    P4,
    RUM,
    WATER,
    YELLOW1,
    YELLOW3,
    P4b,
    hand,
    lay,
    position,
)


def test_two_cards_are_an_exchange_only_after_a_card_laid_when_no_ship_can_be_fired_at() -> None:
    """The first turn, no provision at any ship: an exchange takes 3 now, 2 once a card is laid out."""
    st = position(players=2, turn=0, extended=True)
    hand(st, 0, RUM[0], RUM[1], RUM[2], WATER[0], BEANS[0], MEAT[0])
    assert swap_sizes(st, 0) == [3]
    assert sizes_after_laying(st, 0) == [2]
    # with a provision laid somewhere the cannons can follow an exchange of 2: nothing waits for a card
    lay(st, 0, YELLOW1, WATER[1])
    assert swap_sizes(st, 0) == [2, 3] and sizes_after_laying(st, 0) == []


def _fired(at_the_others: int) -> StortebekerState:
    st = position(players=2)
    lay(st, 0, YELLOW1, WATER[0])
    lay(st, 1, YELLOW1, *WATER[1 : 1 + at_the_others])
    hand(st, 0, RUM[0], RUM[1], RUM[2])
    GAME.apply(st, 0, Swap(RUM[:2]))  # an empty discard pile: nothing to pick
    GAME.apply(st, 0, Fire(RUM[2], YELLOW1), chance=[1, 1])  # a double: water and water
    assert st.phase == CANNON
    return st


def test_a_double_takes_two_shots_only_when_the_others_have_two_of_its_colour() -> None:
    st = _fired(2)
    assert shots_left(st) == 2
    GAME.apply(st, 0, Take(WATER[1]))
    assert st.phase == CANNON and shots_left(st) == 1
    st = _fired(1)
    assert shots_left(st) == 1  # the second water finds none left to shoot away


def test_the_end_trigger_says_the_game_ends_with_the_round_and_more_captures_may_follow() -> None:
    """§7: the first capture after the harbour emptied ends the game with the round; seat 0 (not the
    last seat) captures another ship in the same turn, and the round goes on to seat 1."""
    st = position(players=2, sea=(YELLOW1, YELLOW3, BLACK2))
    st.boxed += st.harbour
    st.harbour, st.harbour_empty = [], True
    lay(st, 0, YELLOW1, WATER[0], WATER[1], P4)
    lay(st, 0, BLACK2, WATER[2], WATER[3], RUM[3], P4b)
    hand(st, 0, BEANS[0], BEANS[1], BEANS[2])
    GAME.apply(st, 0, Swap(BEANS[:3]))
    assert st.phase == BOARD
    first = GAME.apply(st, 0, Attack(YELLOW1), chance=[3, 3])
    said = [m.render() for m in first.log if m.key == tx.LOG_END]
    assert said == ["The first ship captured after the harbour emptied: the game ends with this round."]
    second = GAME.apply(st, 0, Attack(BLACK2), chance=[3, 3])
    assert st.captured[0] == [YELLOW1, BLACK2]
    assert tx.LOG_END not in [m.key for m in second.log]
    assert st.phase == PLAY and st.active == 1 and st.end_triggered  # the round's last turn


def _counter_to(side: tuple[int, ...], held: tuple[int, ...]) -> StortebekerState:
    """Seat 0 takes the green 10 (water, meat, bananas, two each, all laid) with 6 + 6 + 4; seat 1, with
    `side` laid there and two biscuits and `held` in hand, is asked to counter-attack."""
    from engine.stortebeker.state import COUNTER, PICK
    from tests.engine.stortebeker.helpers import BANANAS

    green10 = 29
    st = position(players=2, sea=(green10, YELLOW1))
    lay(st, 0, green10, WATER[0], WATER[1], MEAT[0], MEAT[1], BANANAS[0], BANANAS[1], P4)
    lay(st, 1, green10, *side)
    hand(st, 1, *held)
    hand(st, 0, RUM[0], RUM[1], RUM[2])
    GAME.apply(st, 0, Swap(RUM[:3]))
    if st.phase == PICK:
        from engine.stortebeker.actions import EndPicks

        GAME.apply(st, 0, EndPicks())
    GAME.apply(st, 0, Attack(green10), chance=[6, 6])
    assert st.phase == COUNTER and GAME.to_act(st) == (1,)
    return st


def test_a_counter_attack_everybody_can_see_is_out_of_reach_is_forced_and_logged_with_why() -> None:
    """Tester P: a player was handed the computer to press the only button, "no counter-attack", though
    the table could see he could not: more missing than three, or than the cards in his hand. Then
    `forced` is the pass, and its log line says why; a hand that merely lacks the cards is asked."""
    from engine.stortebeker.actions import Pass
    from tests.engine.stortebeker.helpers import BANANAS

    too_many = _counter_to((WATER[2],), (WATER[3], MEAT[2], MEAT[3], BANANAS[2], BANANAS[3]))
    assert GAME.forced(too_many, 1) == Pass() and GAME.forced(too_many, 0) is None
    log = GAME.apply(too_many, 1, Pass()).log
    assert [(m.key, m.count) for m in log][0] == (tx.LOG_PASS_TOO_MANY, 5)

    short = _counter_to((WATER[2], WATER[3], MEAT[2]), ())  # a meat and two bananas missing, two cards held
    assert GAME.forced(short, 1) == Pass()
    assert [(m.key, m.count) for m in GAME.apply(short, 1, Pass()).log][0] == (tx.LOG_PASS_SHORT, 3)

    secret = _counter_to((WATER[2], WATER[3], MEAT[2]), (RUM[3],))  # three cards held, none of them right
    assert GAME.legal_actions(secret, 1) == [Pass()] and GAME.forced(secret, 1) is None
    assert [m.key for m in GAME.apply(secret, 1, Pass()).log][0] == tx.LOG_PASS
