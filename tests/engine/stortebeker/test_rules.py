"""Störtebeker's rules, position by position (RULES.md; the seed's words quoted where they decide)."""

from __future__ import annotations

import pytest

import engine.stortebeker.texts as tx
from engine.core.errors import IllegalAction
from engine.core.messages import Message
from engine.stortebeker import GAME
from engine.stortebeker.actions import Attack, Counter, EndPicks, Fire, Lay, Pass, Pick, Swap, Take
from engine.stortebeker.state import BOARD, CANNON, COUNTER, HIDDEN, OVER, PICK, PLAY, StortebekerState
from tests.engine.stortebeker.helpers import (
    BANANAS,
    BEANS,
    BEANS_SYM,
    BISCUITS,
    BLACK2,
    MEAT,
    MEAT_SYM,
    P2,
    P3,
    P4,
    RUM,
    RUM_SYM,
    WATER,
    WATER_SYM,
    YELLOW1,
    YELLOW3,
    P3b,
    hand,
    lay,
    position,
    refuse,
)


@pytest.mark.parametrize(("players", "harbour", "boxed"), [(2, 12, 14), (3, 15, 11), (4, 18, 8)])
def test_set_up(players: int, harbour: int, boxed: int) -> None:
    """§3: 4 ships at sea, a harbour of 12/15/18, the rest boxed unseen; six cards each."""
    st = GAME.new_game(players, 7)
    assert (len(st.sea), len(st.harbour), len(st.boxed)) == (4, harbour, boxed)
    assert all(len(h) == 6 for h in st.hands) and len(st.draw) == 66 - 6 * players and st.discard == []
    assert st.active == 0 and st.phase == PLAY and st.need == 3
    GAME.check_invariants(st)


def test_short_sea_and_extended_rules() -> None:
    """E5: three ships at sea with two players, the harbour still 12 (D18); refused with more players."""
    st = GAME.new_game(2, 3, {"short_sea": True})
    assert (len(st.sea), len(st.harbour), len(st.boxed)) == (3, 12, 15)
    ext = GAME.new_game(2, 3, {"extended": True})
    assert len(ext.sea) == 3 and ext.preview == 3 and ext.colour_bonus and ext.failure_ends and ext.lost_ends
    ext4 = GAME.new_game(4, 3, {"extended": True})
    assert len(ext4.sea) == 4  # E5 only with two players
    with pytest.raises(IllegalAction) as err:
        GAME.new_game(3, 3, {"short_sea": True})
    assert err.value.message.key == tx.E_SHORT_TWO


def test_e2_shows_three_harbour_ships_to_everyone() -> None:
    """E2: the next three ships of the harbour lie face up (the base game shows the top one), for
    every seat; the rest of the harbour and the boxed ships stay unseen."""
    for opts, shown in (({}, 1), ({"harbour_preview": True}, 3), ({"extended": True}, 3)):
        st = GAME.new_game(3, 5, opts)
        for seat in (0, 1, 2, None):
            v = GAME.view(st, seat)
            assert v.harbour[:shown] == st.harbour[:shown], (opts, seat)
            assert set(v.harbour[shown:]) == {HIDDEN} and set(v.boxed) == {HIDDEN}, (opts, seat)


def test_laying_provisions_only_where_needed_and_within_the_count() -> None:
    """§4.1a: a provision only at a ship that needs it, never more than it needs."""
    st = position()
    hand(st, 0, WATER[0], WATER[1], WATER[2], BEANS[0])
    refuse(st, 0, Lay(BEANS[0], YELLOW1), tx.E_NOT_NEEDED)  # yellow-1 needs only water
    GAME.apply(st, 0, Lay(WATER[0], YELLOW1))
    GAME.apply(st, 0, Lay(WATER[1], YELLOW1))
    assert st.sides[YELLOW1][0] == [WATER[0], WATER[1]]
    refuse(st, 0, Lay(WATER[2], YELLOW1), tx.E_ENOUGH)


def test_crew_limit_counts_symbol_cards_as_provisions() -> None:
    """§2 crew limit, D6: no more pirates than provision cards; a symbol card is a provision card."""
    st = position()
    lay(st, 0, YELLOW3, BEANS_SYM)
    hand(st, 0, P4, P3, RUM[0])
    GAME.apply(st, 0, Lay(P4, YELLOW3))
    refuse(st, 0, Lay(P3, YELLOW3), tx.E_CREW_LIMIT)  # one provision card: one pirate
    GAME.apply(st, 0, Lay(RUM[0], YELLOW3))
    GAME.apply(st, 0, Lay(P3, YELLOW3))  # provisions first make room for the pirate
    assert st.active == 1  # three cards played; nothing to board: the turn passed


def test_only_the_allowed_splits_of_three_cards() -> None:
    """§4.1: (3,0,0), (2,0,1), (1,2,0), (0,3,0), (0,2,1) in the order lay, exchange, fire."""
    st = position()
    st.discard.append(st.draw.pop(0))  # something to pick from
    hand(st, 0, WATER[0], WATER[1], BEANS[0], BEANS[1], P2)
    GAME.apply(st, 0, Lay(WATER[0], YELLOW1))
    refuse(st, 0, Fire(BEANS[0], YELLOW1), tx.E_FIRE_LAST)  # one laid: (1,0,1) is not a split of three
    refuse(st, 0, Swap((BEANS[0], BEANS[1], P2)), tx.E_SPLIT)  # (1,3,0) neither
    GAME.apply(st, 0, Swap((BEANS[0], BEANS[1])))
    assert st.phase == PICK
    GAME.apply(st, 0, EndPicks())
    assert st.active == 1  # (1,2,0): phase 1 done, nothing to board, the turn passed
    st2 = position()
    hand(st2, 0, WATER[0], WATER[1], P2, BEANS[0])
    GAME.apply(st2, 0, Lay(WATER[0], YELLOW1))
    GAME.apply(st2, 0, Lay(WATER[1], YELLOW1))
    # one card left of the turn: a card put to an exchange is refused for that, not for the count of
    # an exchange ("An exchange discards 2 or 3 cards." misled: the board asks card by card)
    refuse(st2, 0, Swap((BEANS[0],)), tx.E_SPLIT)
    GAME.apply(st2, 0, Fire(P2, YELLOW1), chance=[2, 2])  # (2,0,1); the dice miss (nobody else there)
    assert st2.fired and st2.discard == [P2]


def test_firing_too_early_or_at_a_ship_without_ones_provision_names_that_rule() -> None:
    """A shot at the turn's start was refused with "Those cards could not finish a legal turn of exactly
    3 cards", whatever the target: the target is named first, then that firing comes last."""
    st = position()
    hand(st, 0, WATER[0], WATER[1], BEANS[0], P2)
    lay(st, 0, YELLOW1, RUM[0])
    refuse(st, 0, Fire(P2, YELLOW3), tx.E_FIRE_SHIP)  # nothing of his at that ship: never a target
    refuse(st, 0, Fire(P2, YELLOW1), tx.E_FIRE_LAST)  # a target, but two cards come before the shot
    GAME.apply(st, 0, Lay(WATER[0], YELLOW1))
    refuse(st, 0, Fire(P2, YELLOW1), tx.E_FIRE_LAST)
    GAME.apply(st, 0, Lay(WATER[1], YELLOW1))
    assert Fire(P2, YELLOW1) in GAME.legal_actions(st, 0)


def test_after_an_exchange_nothing_more_is_laid() -> None:
    """§4.1: laying out comes first; an exchange of 2 with no fire target cannot be completed."""
    st = position()
    hand(st, 0, WATER[0], BEANS[0], BEANS[1], P2)
    refuse(st, 0, Swap((BEANS[0], BEANS[1])), tx.E_SPLIT)  # (0,2,1) needs a ship to fire at: none
    GAME.apply(st, 0, Swap((BEANS[0], BEANS[1], P2)))  # (0,3,0)
    assert st.active == 1 and {BEANS[0], BEANS[1], P2} <= set(st.discard) | set(st.draw) | set(st.hands[0])


def test_exchange_picks_exclude_the_cards_just_discarded_and_wait_until_phase_six() -> None:
    """D3, D4: up to two picks from the open pile as it was; they join the hand only in phase 6."""
    st = position()
    st.discard = [BANANAS[0], BANANAS[1], BANANAS[2]]
    for c in st.discard:
        st.draw.remove(c)
    hand(st, 0, BEANS[0], BEANS[1], MEAT[0])
    GAME.apply(st, 0, Swap((BEANS[0], BEANS[1], MEAT[0])))
    assert st.phase == PICK and st.discard[-3:] == sorted([BEANS[0], BEANS[1], MEAT[0]])
    refuse(st, 0, Pick(BEANS[0]), tx.E_NO_PICK)
    GAME.apply(st, 0, Pick(BANANAS[1]))
    GAME.apply(st, 0, Pick(BANANAS[0]))  # two picks: the phase goes on by itself
    assert st.waiting[0] == [] and BANANAS[1] in st.hands[0] and BANANAS[0] in st.hands[0]  # turn over: joined
    assert len(st.hands[0]) == 6 and st.active == 1


def test_strict_exchange_limits_the_picks() -> None:
    """X1: discard 3, pick at most 2; discard 2, at most 1."""
    st = position(strict_exchange=True)
    st.discard = [BANANAS[0], BANANAS[1]]
    for c in st.discard:
        st.draw.remove(c)
    lay(st, 0, YELLOW1, WATER[0])
    hand(st, 0, BEANS[0], BEANS[1], P2)
    GAME.apply(st, 0, Swap((BEANS[0], BEANS[1])))
    GAME.apply(st, 0, Pick(BANANAS[0]))
    assert st.phase == PLAY and st.waiting[0] == [BANANAS[0]]  # one pick only; now the fire


def test_cannons_take_a_fitting_card_onto_the_shooters_side() -> None:
    """§4.2, D7: per die one provision card of its colour from an opponent; it goes onto the shooter's
    side if he needs it there, else to the discard pile; a colour nobody has misses."""
    st = position()
    lay(st, 0, BLACK2, WATER[0])
    lay(st, 1, BLACK2, WATER_SYM, RUM[0], P2)
    hand(st, 0, BEANS[0], BEANS[1], P4)
    GAME.apply(st, 0, Swap((BEANS[0], BEANS[1])))  # nothing in the pile to pick: on to the fire
    refuse(st, 0, Lay(WATER[1], BLACK2), tx.E_ORDER) if WATER[1] in st.hands[0] else None
    GAME.apply(st, 0, Fire(P4, BLACK2), chance=[1, 2])  # water, beans
    assert st.phase == CANNON
    assert GAME.legal_actions(st, 0) == [Take(WATER_SYM)]
    GAME.apply(st, 0, Take(WATER_SYM))
    assert st.sides[BLACK2][0] == [WATER[0], WATER_SYM]
    # seat 1 kept rum and its pirate: 1 provision, 1 pirate, within the limit
    assert st.sides[BLACK2][1] == [RUM[0], P2]


def test_cannons_discard_a_card_that_does_not_fit_and_opponents_shed_pirates() -> None:
    """§4.2: a taken card that does not fit is discarded; an opponent over the crew limit sheds
    pirates, lowest values first (D8)."""
    st = position()
    lay(st, 0, BLACK2, WATER[0], WATER[1])
    lay(
        st,
        1,
        BLACK2,
        WATER[2],
        P2,
    )
    hand(st, 0, BEANS[0], BEANS[1], P4)
    GAME.apply(st, 0, Swap((BEANS[0], BEANS[1])))
    GAME.apply(st, 0, Fire(P4, BLACK2), chance=[1, 1])
    GAME.apply(st, 0, Take(WATER[2]))  # the shooter already has both waters: discarded
    assert WATER[2] in st.discard and st.sides[BLACK2][0] == [WATER[0], WATER[1]]
    assert st.sides[BLACK2][1] == [] and P2 in st.discard  # no provision left: the pirate goes


def test_two_colour_dice_alike_that_nobody_has_miss_in_one_line() -> None:
    """§4.2: a colour no opponent has at the ship misses. Two dice alike that miss are one event in
    the log ("both shots miss"), not the same line twice; two different misses stay two lines."""
    st = position()
    lay(st, 0, BLACK2, WATER[0])
    lay(st, 1, BLACK2, WATER_SYM, P2)
    hand(st, 0, BEANS[0], BEANS[1], P4)
    GAME.apply(st, 0, Swap((BEANS[0], BEANS[1])))
    out = GAME.apply(st, 0, Fire(P4, BLACK2), chance=[2, 2])  # beans, beans: seat 1 has only water
    misses = [(m.key, str(m.params["what"].source)) for m in out.log if m.key in (tx.LOG_MISS, tx.LOG_MISS_BOTH)]
    assert misses == [(tx.LOG_MISS_BOTH, "beans")]
    assert st.sides[BLACK2][1] == [WATER_SYM, P2] and st.phase != CANNON

    st = position()
    lay(st, 0, BLACK2, WATER[0])
    lay(st, 1, BLACK2, WATER_SYM, P2)
    hand(st, 0, BEANS[0], BEANS[1], P4)
    GAME.apply(st, 0, Swap((BEANS[0], BEANS[1])))
    out = GAME.apply(st, 0, Fire(P4, BLACK2), chance=[2, 3])  # beans, biscuits
    misses = [(m.key, str(m.params["what"].source)) for m in out.log if m.key in (tx.LOG_MISS, tx.LOG_MISS_BOTH)]
    assert misses == [(tx.LOG_MISS, "beans"), (tx.LOG_MISS, "biscuits")]


def test_no_boarding_in_the_first_round() -> None:
    """D5: "V prvním kole nesmí nikdo útočit" — phases 3 and 4 are skipped in round 1."""
    st = position(turn=0)
    lay(st, 0, YELLOW1, WATER[0], WATER[1])
    hand(st, 0, BEANS[0], BEANS[1], MEAT[0])
    refuse(st, 0, Attack(YELLOW1), tx.E_FIRST_ROUND)  # the rule by name ("not possible now" said nothing)
    GAME.apply(st, 0, Swap((BEANS[0], BEANS[1], MEAT[0])))
    GAME.apply(st, 0, EndPicks()) if st.phase == PICK else None
    assert st.active == 1 and st.sides[YELLOW1][0] == [WATER[0], WATER[1]]


def _ready_to_board(**options: object):  # type: ignore[no-untyped-def]
    st = position(**options)
    lay(st, 0, YELLOW3, BEANS[0], MEAT[0], RUM[0], P4)
    hand(st, 0, BANANAS[0], BANANAS[1], BANANAS[2])
    GAME.apply(st, 0, Swap(BANANAS[:3]))
    if st.phase == PICK:
        GAME.apply(st, 0, EndPicks())
    assert st.phase == BOARD
    return st


def test_a_successful_boarding_with_nobody_to_counter_captures_the_ship() -> None:
    """§4.3–4.5: dice + strength ≥ defence takes the ship; its points are scored; every card at it is
    discarded; the sea is refilled from the harbour once the boarding is over."""
    st = _ready_to_board()
    harbour_top = st.harbour[0]
    GAME.apply(st, 0, Attack(YELLOW3), chance=[2, 3])  # 5 + 4 = 9 against defence 9
    assert st.captured[0] == [YELLOW3] and st.points[0] == 5
    assert {BEANS[0], MEAT[0], RUM[0], P4} <= set(st.discard)
    assert YELLOW3 not in st.sea and YELLOW3 not in st.sides
    # nothing left to attack: the turn ended, one ship refilled
    assert st.active == 1 and st.sea[-1] == harbour_top and st.sides[harbour_top] == [[], []]


def test_a_failed_boarding_costs_provisions_of_the_colour_dice() -> None:
    """§4.3 step 4, D8, D22: per die of a colour he has there, one card of it, plain before symbol;
    then pirates over the limit go, lowest first. E3 ends the boarding."""
    st = _ready_to_board(failure_ends=True)
    st.sides[YELLOW3][0].append(MEAT_SYM)
    st.sides[YELLOW3][0].remove(MEAT[0])
    st.discard.append(MEAT[0])
    GAME.apply(st, 0, Attack(YELLOW3), chance=[1, 1, 4, 4])  # 2 + 4 + 1 = 7 < 9; meat, meat
    assert MEAT_SYM not in st.sides[YELLOW3][0]  # the only meat: a double costs what there is
    assert st.sides[YELLOW3][0] == [BEANS[0], RUM[0], P4]  # two provisions still carry the pirate
    assert st.active == 1  # E3: the boarding ended, and with it the turn


def _boarded_with_two_to_counter(extra: tuple[int, ...] = ()) -> StortebekerState:
    """Three players: seat 0 boards yellow-3 (6 + 4 = 10) with seats 1 and 2 holding a provision there
    and the cards to complete it; `extra` laid by seat 0 at black-2 first."""
    st = position(players=3, sea=(YELLOW3, BLACK2, YELLOW1))
    lay(st, 0, YELLOW3, BEANS[0], MEAT[0], RUM[0], P4)
    if extra:
        lay(st, 0, BLACK2, *extra)
    lay(st, 1, YELLOW3, BEANS[1], P3)
    lay(st, 2, YELLOW3, MEAT[1], P2)
    hand(st, 1, MEAT[2], RUM[1], RUM_SYM)
    hand(st, 2, BEANS[2], RUM[2])
    hand(st, 0, BANANAS[0], BANANAS[1], BANANAS[2])
    GAME.apply(st, 0, Swap(BANANAS[:3]))
    if st.phase == PICK:
        GAME.apply(st, 0, EndPicks())
    GAME.apply(st, 0, Attack(YELLOW3), chance=[3, 3])
    return st


def test_counter_attack_must_beat_the_best_and_completes_with_the_missing_cards() -> None:
    """§4.4, D10: the others clockwise from the left, with at least one provision there; they lay
    exactly the missing provisions; a tie keeps the earlier leader, more takes the ship."""
    st = _boarded_with_two_to_counter()  # 6 + 4 = 10
    assert st.phase == COUNTER and GAME.to_act(st) == (1,)
    assert sorted(GAME.legal_actions(st, 1), key=str) == sorted(
        [Counter((MEAT[2], RUM[1])), Counter((MEAT[2], RUM_SYM)), Pass()], key=str
    )
    out = GAME.apply(st, 1, Counter((MEAT[2], RUM_SYM)), chance=[3, 3])  # 6 + 3 + 1 = 10: a tie keeps seat 0
    assert st.leader == 0 and st.best == 10 and GAME.to_act(st) == (2,)
    # the tie is said to fail, as a boarding's outcome is (it was told only "10 against 10")
    assert out.log[-1].render() == "1's counter-attack fails: it had to beat 10."
    GAME.apply(st, 2, Counter((BEANS[2], RUM[2])), chance=[5, 4])  # 9 + 2 = 11 > 10
    assert st.captured[2] == [YELLOW3] and st.points[2] == 5


def test_a_counter_attack_with_any_card_of_the_look_the_list_names_is_the_same_move() -> None:
    """§4.4 "musí doplnit chybějící karty": any cards of the missing kind will do. The list names one
    card of each look (type and symbol), so a second plain rum was refused, said to be "not exactly
    the missing cards". Now it plays as the listed one; a card of another look is still refused."""
    st = _boarded_with_two_to_counter()
    st.hands[1].append(RUM[3])  # a second plain rum, the same to look at as RUM[1]
    listed = [a for a in GAME.legal_actions(st, 1) if isinstance(a, Counter)]
    (other,) = [c for c in (RUM[1], RUM[3]) if Counter((MEAT[2], c)) not in listed]  # the one not named
    GAME.apply(st, 1, Counter((other, MEAT[2])), chance=[3, 3])
    assert st.leader == 0 and GAME.to_act(st) == (2,)  # 6 + 3 + 1 = 10: a tie, as with the listed card
    assert other not in st.hands[1] and RUM[1] + RUM[3] - other in st.hands[1]  # his card went, not its twin
    st = _boarded_with_two_to_counter()
    st.hands[1].append(P3b)
    assert BISCUITS[0] in st.hands[1]
    before = st.clone()
    for cards in (
        (MEAT[2], MEAT[2]),  # one card twice
        (MEAT[2], BEANS[3]),  # not in the hand
        (MEAT[2], BISCUITS[0]),  # held, of another look: biscuits for rum
        (MEAT[2], P3b),  # held, a pirate for rum
    ):
        with pytest.raises(IllegalAction):
            GAME.apply(st, 1, Counter(cards))
    assert st == before


def test_the_crews_fighting_for_a_ship_lie_face_up_while_the_others_decide() -> None:
    """§4.3 "odkryje své piráty", §4.4: the boarder's crew at the ship is turned up and stays so while
    the others decide on a counter-attack, and so is each counter-attacker's; a crew that passed, or
    lies at another ship, stays face down. (The view showed the boarder's pirate face down.)"""
    st = _boarded_with_two_to_counter(extra=(WATER[0], P3b))
    v = GAME.view(st, 2)
    assert v.sides[YELLOW3][0] == [BEANS[0], MEAT[0], RUM[0], P4]  # the boarder's, face up
    assert v.sides[YELLOW3][1] == [BEANS[1], HIDDEN] and v.sides[BLACK2][0] == [WATER[0], HIDDEN]
    GAME.apply(st, 1, Counter((MEAT[2], RUM_SYM)), chance=[3, 3])
    v = GAME.view(st, 2)
    assert P3 in v.sides[YELLOW3][1]  # the counter-attacker's, face up too
    assert GAME.view(st, 1).sides[YELLOW3][2] == [MEAT[1], HIDDEN]  # seat 2 has not decided yet
    GAME.apply(st, 2, Pass())
    assert st.shown == [] and st.prize == -1


def test_every_player_with_a_provision_at_the_ship_is_asked_even_one_who_can_only_pass() -> None:
    """§4.4, D10: each player with at least one provision card at the ship may counter-attack or pass.
    One whose hand lacks the missing cards is asked too, and may only pass: skipping him would tell
    the table what his hand lacks."""
    st = position(players=3, sea=(YELLOW3, BLACK2, YELLOW1))
    lay(st, 0, YELLOW3, BEANS[0], MEAT[0], RUM[0], P4)
    lay(st, 1, YELLOW3, BEANS[1], P3)
    lay(st, 2, YELLOW3, MEAT[1], P2)
    hand(st, 1, WATER[0], WATER[1], WATER[2])  # lacks meat and rum: cannot complete
    hand(st, 2, BEANS[2], RUM[2])
    hand(st, 0, BANANAS[0], BANANAS[1], BANANAS[2])
    GAME.apply(st, 0, Swap(BANANAS[:3]))
    if st.phase == PICK:
        GAME.apply(st, 0, EndPicks())
    GAME.apply(st, 0, Attack(YELLOW3), chance=[3, 3])  # 6 + 4 = 10
    assert st.phase == COUNTER and GAME.to_act(st) == (1,)
    assert GAME.legal_actions(st, 1) == [Pass()]
    out = GAME.apply(st, 1, Pass())
    assert [m.key for m in out.log] == [tx.LOG_PASS] and GAME.to_act(st) == (2,)


def test_an_attack_turns_the_attackers_pirates_up_for_the_table() -> None:
    """§4.3 ("a odkryje své piráty"), spec 6: the attack shows the crew's cards, not only its total;
    the log says which pirates they are (a crew of 4 + 2 and one of 3 + 3 both make 6)."""
    st = _ready_to_board()
    lay(st, 0, YELLOW3, P2)
    out = GAME.apply(st, 0, Attack(YELLOW3), chance=[1, 1, 4, 4])  # 2 + 6 < 9: fails
    crew = [m for m in out.log if m.key == tx.LOG_CREW]
    assert len(crew) == 1 and crew[0].params["pirates"] == "4 + 2"
    assert "2 pirates at the" in crew[0].render() and crew[0].render().endswith(": 4 + 2.")
    alone = _ready_to_board()  # a crew of one pirate: "1 pirate", not "pirates 4"
    out = GAME.apply(alone, 0, Attack(YELLOW3), chance=[1, 1, 4, 4])
    assert [m.render() for m in out.log if m.key == tx.LOG_CREW][0].endswith(
        "turns up 1 pirate at the yellow ship of 5: 4."
    )


def test_a_failed_boarding_that_costs_nothing_says_so() -> None:
    """§4.3 b: a failed boarding rolls the colour dice and loses a card of each colour there. When the
    boarder has none of them, the log said nothing after the dice; it now says nothing is lost."""
    st = _ready_to_board()
    out = GAME.apply(st, 0, Attack(YELLOW3), chance=[1, 1, 3, 6])  # biscuits and bananas: none there
    keys = [m.key for m in out.log]
    assert keys[keys.index(tx.LOG_COLOUR_DICE) + 1] == tx.LOG_LOSE_NONE and tx.LOG_LOSE not in keys
    costly = _ready_to_board()
    out = GAME.apply(costly, 0, Attack(YELLOW3), chance=[1, 1, 4, 3])  # meat: lost, so no such line
    keys = [m.key for m in out.log]
    assert tx.LOG_LOSE in keys and tx.LOG_LOSE_NONE not in keys


def test_lost_ship_ends_the_boarding_with_e4() -> None:
    st = position(players=2, lost_ends=True)
    lay(st, 0, YELLOW3, BEANS[0], MEAT[0], RUM[0])
    lay(st, 0, YELLOW1, WATER[0], WATER[1])
    lay(st, 1, YELLOW3, BEANS[1], MEAT[1], RUM[1], P4)
    hand(st, 0, BANANAS[0], BANANAS[1], BANANAS[2])
    GAME.apply(st, 0, Swap(BANANAS[:3]))
    if st.phase == PICK:
        GAME.apply(st, 0, EndPicks())
    GAME.apply(st, 0, Attack(YELLOW3), chance=[6, 3])  # 9 ≥ 9
    out = GAME.apply(st, 1, Counter(()), chance=[6, 6])  # 12 + 4 = 16 > 9
    assert st.captured[1] == [YELLOW3]
    assert st.active == 1  # E4: seat 0 may not go on to yellow-1
    # and the log says so: yellow-1 stood complete and lit, and the turn just ended
    assert Message(tx.LOG_LOST_ENDS, {"player": 0}) in out.log


def test_e3_says_it_ends_the_boarding_when_another_ship_was_ready() -> None:
    """Seed (E3): "Neúspěšným pokusem … ztrácí možnost pokoušet se v tomto tahu o dobytí jiných lodí"."""
    st = _ready_to_board(failure_ends=True)
    lay(st, 0, YELLOW1, WATER[0], WATER[1])  # a second complete ship
    out = GAME.apply(st, 0, Attack(YELLOW3), chance=[1, 1, 4, 4])  # 2 + 4 + 1 = 7 < 9
    assert st.active == 1
    said = [m.render() for m in out.log if m.key == tx.LOG_FAILURE_ENDS]
    assert said == ["Extended rules (E3): after a failed boarding 0 boards no other ship this turn."]
    # without another ship to board the turn ends as it would anyway: nothing more is said
    st = _ready_to_board(failure_ends=True)
    out = GAME.apply(st, 0, Attack(YELLOW3), chance=[1, 1, 4, 4])
    assert tx.LOG_FAILURE_ENDS not in [m.key for m in out.log]


def test_the_last_capture_ends_the_game_after_the_round() -> None:
    """§7: once a refill has emptied the harbour, the next capture ends the game after the last seat."""
    st = position(players=2)
    st.boxed += st.harbour
    st.harbour = []
    st.harbour_empty = True
    st.active = 1
    lay(st, 1, YELLOW1, WATER[0], WATER[1])
    hand(st, 1, BANANAS[0], BANANAS[1], BANANAS[2])
    GAME.apply(st, 1, Swap(BANANAS[:3]))
    if st.phase == PICK:
        GAME.apply(st, 1, EndPicks())
    GAME.apply(st, 1, Attack(YELLOW1), chance=[3, 3])
    assert st.end_triggered and st.phase == OVER  # seat 1 is the last seat of the round


def test_the_end_says_who_gets_a_colour_bonus_for_what() -> None:
    """E1 at the end: the log names the bonus and its colour (the seed's example: "+ prémii 9 bodů za
    žluté lodě"); the score table's row alone gave a number."""
    st = position(players=2, colour_bonus=True)
    st.boxed += st.harbour
    st.harbour, st.harbour_empty, st.active = [], True, 1
    st.captured[0] = [0, 1, 2]  # three yellow ships: 2, 3 and 5 points
    st.points[0] = 10
    lay(st, 1, YELLOW1, WATER[0], WATER[1])
    hand(st, 1, BANANAS[0], BANANAS[1], BANANAS[2])
    GAME.apply(st, 1, Swap(BANANAS[:3]))
    if st.phase == PICK:
        GAME.apply(st, 1, EndPicks())
    out = GAME.apply(st, 1, Attack(YELLOW1), chance=[3, 3])
    assert st.phase == OVER
    said = [m.render() for m in out.log if m.key == tx.LOG_BONUS]
    assert said == ["0 gets a colour bonus (E1) for 3 yellow ships: 5 points."]
    # five ships of one colour: the count is a plural of its own (Slovak "5 lodí", not "5 lode")
    bonus = next(m for m in out.log if m.key == tx.LOG_BONUS)
    assert bonus.count == 3 and bonus.params["points"].count == 5


def test_colour_bonus_and_tie_break() -> None:
    """E1: three ships of a colour add the best of them once; a points tie goes to more ships (D16)."""
    st = position(colour_bonus=True)
    st.captured = [[0, 1, 2], [5, 3]]  # yellow 2+3+5 = 10 (+5 bonus); yellow 9+6 = 15
    st.points = [10, 15]
    st.phase = OVER
    assert GAME.scores(st) == [15.0, 15.0]
    assert GAME.winners(st) == [0]  # three ships beat two
    rows = {r.label: r.values for r in GAME.score_breakdown(st)}
    assert rows[tx.ROW_BONUS] == (5.0, 0.0) and rows[tx.ROW_TOTAL] == (15.0, 15.0)


def test_the_view_hides_hands_crews_draw_and_harbour() -> None:
    """§6: crews face down, hands, the draw order and the face-down harbour hidden; provisions public."""
    st = position()
    lay(st, 1, YELLOW3, BEANS[0], P4)
    hand(st, 1, MEAT[0])
    v = GAME.view(st, 0)
    assert v.sides[YELLOW3][1] == [BEANS[0], HIDDEN] and v.hands[1] == [HIDDEN] * 3
    assert set(v.draw) == {HIDDEN} and v.harbour[0] == st.harbour[0] and set(v.harbour[1:]) == {HIDDEN}
    assert set(v.boxed) == {HIDDEN}
    own = GAME.view(st, 1)
    assert own.sides[YELLOW3][1] == [BEANS[0], P4] and MEAT[0] in own.hands[1]


def test_drawing_reshuffles_only_when_needed() -> None:
    """§4.6, D2: draw up to six; the discard pile becomes the draw pile only when a card is needed."""
    st = position()
    st.discard = list(st.draw[5:])
    st.draw = st.draw[:5]
    lay(st, 0, YELLOW1, WATER[0]) if WATER[0] in st.draw or WATER[0] in st.discard else None
    hand(st, 0, *[c for c in (BANANAS[0], BANANAS[1], BANANAS[2])])
    GAME.apply(st, 0, Swap(BANANAS[:3]))
    if st.phase == PICK:
        GAME.apply(st, 0, EndPicks())
    assert len(st.hands[0]) == 6
    GAME.check_invariants(st)


def test_two_ships_of_one_colour_and_value_have_different_names() -> None:
    """The box has four pairs of ships alike in colour and points (blue 3 twice, blue 5 twice, red 5
    twice, yellow 6 twice); the log names those by the provisions they want, the rest as before."""
    from engine.stortebeker.data import components
    from engine.stortebeker.table import ship_name

    ships = components().ships
    names = [ship_name(s).render() for s in range(len(ships))]
    assert len(set(names)) == len(ships)
    blue = [n for s, n in zip(ships, names, strict=True) if (s.colour, s.points) == ("blue", 5)]
    assert sorted(blue) == ["blue ship of 5 (biscuits, meat, bananas)", "blue ship of 5 (water, rum)"]
    alone = [n for s, n in zip(ships, names, strict=True) if "(" not in n]
    assert len(alone) == len(ships) - 8 and all(n.endswith(tuple("0123456789")) for n in alone)
