"""The seed's worked example, picture by picture, and the decisions of RULES.md §10 one by one."""

from __future__ import annotations

from engine.stortebeker import GAME
from engine.stortebeker.actions import Attack, Counter, EndPicks, Fire, Lay, Swap, Take
from engine.stortebeker.data import ship
from engine.stortebeker.state import BOARD, CANNON, COUNTER, OVER, PICK, StortebekerState  # noqa: F401
from tests.engine.stortebeker.helpers import (
    BANANAS,
    BEANS,
    MEAT,
    MEAT_SYM,
    P2,
    P4,
    RUM,
    WATER,
    WATER_SYM,
    YELLOW1,
    YELLOW3,
    hand,
    lay,
    position,
)

BLACK3 = 8  # black-3: 5 points, defence 8, needs beans, meat and 2 rum (the seed's black ship)


def swap_bananas(st: StortebekerState) -> None:
    """Seat 0's phase 1 without side effects: three bananas exchanged, nothing picked."""
    hand(st, 0, BANANAS[0], BANANAS[1], BANANAS[2])
    GAME.apply(st, 0, Swap(BANANAS[:3]))
    if st.phase == PICK:
        GAME.apply(st, 0, EndPicks())


def test_the_seeds_black_ship_example() -> None:
    """Yellow has laid two rum and a beans at the black ship and discards a card to fire: "žlutý hodí
    červenou a modrou. Modrá propadne … rozhodne se pro tu [kartu s masem], která má symbol piráta".
    Then "padne mu 7 bodů. K tomu přičte svého piráta na kartě s masem a dostane 8 bodů, což je akorát
    dost". Red "přiloží k lodi chybějící kartu s fazolemi. Na kostkách hodí 6 a odkryje svého čtyřkového
    piráta, čímž se dostane na 10 bodů" and takes the ship; red "se posune … o 5 polí"."""
    st = position(players=3, sea=(BLACK3, YELLOW1, YELLOW3))
    lay(st, 0, BLACK3, RUM[0], RUM[1], BEANS[0])
    lay(st, 1, BLACK3, RUM[2], RUM[3], MEAT[0], P4)  # red: lacks only the beans
    lay(st, 2, BLACK3, MEAT_SYM)  # the third pirate's meat carries the symbol
    hand(st, 0, BANANAS[0], BANANAS[1], P2)
    hand(st, 1, BEANS[1])
    # yellow: exchange two, fire with the third
    st.discard.append(st.draw.pop(0))
    GAME.apply(st, 0, Swap((BANANAS[0], BANANAS[1])))
    GAME.apply(st, 0, EndPicks())
    GAME.apply(st, 0, Fire(P2, BLACK3), chance=[4, 1])  # red (meat) and blue (water)
    assert st.phase == CANNON
    assert sorted(GAME.legal_actions(st, 0), key=str) == sorted([Take(MEAT[0]), Take(MEAT_SYM)], key=str)
    GAME.apply(st, 0, Take(MEAT_SYM))  # water misses: nobody has water there
    assert sorted(st.sides[BLACK3][0]) == sorted([RUM[0], RUM[1], BEANS[0], MEAT_SYM])
    assert st.phase == BOARD
    GAME.apply(st, 0, Attack(BLACK3), chance=[3, 4])  # 7 + the symbol's 1 = 8 against 8: taken
    assert st.phase == COUNTER and GAME.to_act(st) == (1,)  # seat 2 (no provisions left there) cannot
    top = st.harbour[0]
    out = GAME.apply(st, 1, Counter((BEANS[1],)), chance=[2, 4])  # 6 + the pirate of 4 = 10 > 8
    assert st.captured[1] == [BLACK3] and st.points == [0, 5, 0]
    # the log says what red laid and which pirate he turned up, as the table sees it
    lines = [m.render() for m in out.log]
    assert lines[:4] == [
        "1 lays beans at the black ship of 5.",
        "1 turns up 1 pirate at the black ship of 5: 4.",
        "1 counter-attacks: dice 2 + 4, strength 4: 10 against 8.",
        "1's counter-attack beats the best so far.",
    ], lines
    # yellow has nothing else complete: the boarding and the turn end, the sea refilled from the harbour
    assert st.active == 1 and st.sea == [YELLOW1, YELLOW3, top]


def test_colour_bonus_example() -> None:
    """E1: "Červený dostane za své lodě 39 bodů + prémii 9 bodů za žluté lodě"."""
    st = position(colour_bonus=True)
    st.captured = [[], [5, 0, 1, 10, 17, 28, 6]]  # yellow 9, 2, 3 (three yellow) + 8 + 8 + 7 + 2
    st.points = [0, 39]
    st.phase = OVER
    assert GAME.scores(st) == [0.0, 48.0]


def test_d2_the_discard_pile_is_reshuffled_only_when_a_card_must_be_drawn() -> None:
    st = position()
    st.discard, st.draw = st.draw[3:], st.draw[:3]
    swap_bananas(st)
    # six to draw, three in the pile: three drawn, then the discard pile becomes the draw pile
    assert len(st.hands[0]) == 6 and st.discard == []


def test_d9_each_ship_is_attacked_at_most_once_a_turn() -> None:
    st = position()
    lay(st, 0, YELLOW1, WATER[0], WATER_SYM)
    lay(st, 0, YELLOW3, BEANS[0], MEAT[0], RUM[0])
    swap_bananas(st)
    GAME.apply(st, 0, Attack(YELLOW1), chance=[1, 1, 2, 3])  # 2 + 1 = 3 < 6; beans, biscuits: no loss
    assert st.sides[YELLOW1][0] == [WATER[0], WATER_SYM]  # still complete …
    assert Attack(YELLOW1) not in GAME.legal_actions(st, 0)  # … but attacked once already
    assert Attack(YELLOW3) in GAME.legal_actions(st, 0)


def test_d11_a_short_hand_plays_what_it_has() -> None:
    st = position()
    hand(st, 0, WATER[0])
    assert st.need == 1
    GAME.apply(st, 0, Lay(WATER[0], YELLOW1))
    assert st.active == 1 and len(st.hands[0]) == 6


def test_d14_d15_ships_left_at_sea_score_nothing_and_totals_pass_44() -> None:
    st = position()
    st.captured = [[5, 11, 29, 17, 10, 16, 23], []]
    st.points = [sum(ship(s).points for s in st.captured[0]), 0]
    lay(st, 1, YELLOW1, WATER[0], WATER[1])
    st.phase = OVER
    assert GAME.scores(st)[0] == st.points[0] > 44  # the true total, beyond the track's 44
    assert GAME.scores(st)[1] == 0.0  # complete provisions at a ship at sea score nothing


def test_d22_a_double_costs_two_cards_plain_before_symbol() -> None:
    st = position()
    lay(st, 0, YELLOW1, WATER_SYM, WATER[0])
    swap_bananas(st)
    GAME.apply(st, 0, Attack(YELLOW1), chance=[1, 1, 1, 1])  # 2 + 1 < 6; water, water
    assert st.sides.get(YELLOW1, [[]])[0] == [] and {WATER_SYM, WATER[0]} <= set(st.discard) | set(st.draw) | set(
        st.hands[0]
    )


def test_d10_a_failed_counter_attack_costs_nothing_more() -> None:
    st = position()
    lay(st, 0, YELLOW1, WATER[0], WATER[1])
    lay(st, 1, YELLOW1, WATER[2], WATER[3])
    swap_bananas(st)
    GAME.apply(st, 0, Attack(YELLOW1), chance=[6, 6])
    hand_before = list(st.hands[1])
    GAME.apply(st, 1, Counter(()), chance=[1, 1])  # 2 < 12: no colour dice, nothing lost
    assert st.captured[0] == [YELLOW1] and st.hands[1] == hand_before


def test_d1_d20_the_discard_pile_is_open_and_a_crew_goes_face_down_again() -> None:
    """D1: everyone sees the whole discard pile. D20: after a failed attack the surviving crew lies
    face down again: the others' views hide it."""
    st = position()
    lay(st, 0, YELLOW3, BEANS[0], MEAT[0], RUM[0], P4)
    swap_bananas(st)
    GAME.apply(st, 0, Attack(YELLOW3), chance=[1, 1, 1, 3])  # 2 + 4 < 9; water, biscuits: nothing lost
    other = GAME.view(st, 1)
    assert other.discard == st.discard and set(BANANAS[:3]) <= set(other.discard) | set(st.hands[0])
    assert other.sides[YELLOW3][0] == [BEANS[0], MEAT[0], RUM[0], -1]
