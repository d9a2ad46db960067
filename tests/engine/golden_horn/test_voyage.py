"""Movement: the first advance, skipping, free advances, wind cards, Modon, arrival (RULES.md §5.2)."""

from __future__ import annotations

from hypothesis import given, settings

import engine.golden_horn.texts as tx
from engine.golden_horn import GAME
from engine.golden_horn.actions import Sail
from engine.golden_horn.components import SEA, components
from engine.golden_horn.voyage import route

from .helpers import C2, C3, MODON2, MODON4, B, G, O, P, R, Y, oracle, position, positions, refuse, sail, targets


def test_first_advance_is_compulsory() -> None:
    """Seed: "Hráč musí svou loď posunout na další políčko ve směru plavby" and "Tato loď se ale
    musí posunout alespoň o 1 políčko." The mono pink ship without cards reaches only red space 1."""
    st = position(ships={0: (2, 1)})
    assert targets(st, 0) == {3}
    st = position()
    assert targets(st, 0) == {1}
    refuse(st, 0, Sail(0, "blue", 0), tx.E_AHEAD)  # staying in port: it must move


def test_occupied_spaces_are_skipped_own_ships_too() -> None:
    """Seed: "Pokud je nejbližší políčko obsazeno, pluje hráč lodí na nejbližší volné políčko" and
    "Pouze 1 loď na 1 hrací políčko." G7: "whether the ship on them is the player's own or an
    opponent's"."""
    st = position(ships={1: (1, 1), 3: (2, -1)})  # own duo on red 1, opponent on yellow 2
    assert targets(st, 0) == {3}
    sail(st, 0, 3)
    assert st.ship_pos[0] == 3


def test_skipped_spaces_have_no_effect() -> None:
    """G7: "Only the space the ship lands on matters; spaces it skipped have no effect." The mono
    pink ship skips the occupied pink space 5 and lands on green 6, where it must stop."""
    st = position(ships={0: (MODON2, 1), 3: (5, 1)})
    assert targets(st, 0) == {6}


def test_free_advance_on_a_sail_colour_is_optional() -> None:
    """Seed: "Barva políčka se shoduje s barvou plachty: loď může plout o jedno políčko dál." — may,
    not must: the trio (red, yellow, green) may stop on red 1, yellow 2 or blue 3."""
    st = position()
    assert targets(st, 2) == {1, 2, 3}
    sail(st, 2, 1)
    assert st.ship_pos[2] == 1 and st.hands[0] == [0] * 6


def test_rulebook_example_skip_then_two_free_advances() -> None:
    """Seed: "Loď přeskočí první políčko, protože je obsazeno. Další políčko (zelené) má stejnou barvu,
    jako plachta, loď tedy pluje dál. Následující políčko (červené) má opět barvu plachty ... Teprve
    když loď dopluje na modré políčko, musí zůstat stát." (4 players: the trio leaves orange 8, pink 9
    is occupied, then green 10, red 11 and blue 12.)"""
    st = position(4, ships={2: (8, 1), 3: (9, 1)})
    assert targets(st, 2) == {10, 11, 12}


def test_rulebook_example_wind_cards() -> None:
    """Seed: "Loď přes první políčko popluje dál, protože se barva plachty shoduje ... musí hráč
    vyložit zelenou kartu. I na červeném políčku hráč musí vyložit příslušnou kartu ... Teprve když
    dopluje na modré políčko, musí zůstat stát, protože hráč nemá modrou kartu." (3 players: the mono
    pink ship from orange 7 over pink 8, green 9, red 10 to blue 11.)"""
    st = position(3, ships={0: (7, 1)}, hands={0: {G: 1, R: 1, Y: 2}})
    assert targets(st, 0) == {8, 9, 10, 11}
    discard = st.discard[:]
    sail(st, 0, 11)
    assert st.hands[0] == [2, 0, 0, 0, 0, 0]
    assert st.discard[G] == discard[G] + 1 and st.discard[R] == discard[R] + 1
    assert st.hand_sizes[0] == 2


def test_wind_card_only_of_the_colour_of_the_space() -> None:
    """Seed: "smí hráč vyložit kartu větru v barvě políčka a plout lodí o jedno políčko dál"; G8:
    "A wind card must match the colour of the space where the ship currently stands"."""
    assert targets(position(hands={0: {B: 3, Y: 3}}), 0) == {1}  # stuck on red 1: no red card
    assert targets(position(hands={0: {R: 1}}), 0) == {1, 2}
    assert targets(position(hands={0: {R: 1, Y: 1}}), 0) == {1, 2, 3}
    assert targets(position(hands={0: {R: 1, Y: 1, B: 1}}), 0) == {1, 2, 3, MODON2}


def test_no_wind_card_is_spent_on_a_sail_colour() -> None:
    """G8: a wind card "is offered only on a space that does not match the ship's sails. On a
    matching space, continuing is free anyway." """
    st = position(hands={0: {R: 2, Y: 2, B: 1}})
    sail(st, 2, 3)
    assert st.hands[0] == [2, 0, 0, 0, 2, 1]
    st = position(hands={0: {R: 2, Y: 2, B: 1}})
    sail(st, 2, MODON2)  # red, yellow free; only blue costs a card
    assert st.hands[0] == [2, 0, 0, 0, 2, 0] and st.discard[B] == 1


def test_several_wind_cards_in_one_move_even_of_one_colour() -> None:
    """Seed: "V jednom tahu lze vyložit více karet větru. Všechny vyložené karty se odkládají na
    odkládací hromádku." The mono orange ship pays green, pink, blue, red, yellow, then pink again."""
    st = position(3, active=1, ships={3: (0, 1)}, hands={1: {G: 1, P: 2, B: 1, R: 1, Y: 1}})
    assert targets(st, 3) == set(range(1, 10))
    sail(st, 3, 9)
    assert st.hands[1] == [0] * 6 and st.discard == [1, 2, 1, 0, 1, 1]


def test_may_stop_anywhere_after_the_first_advance() -> None:
    """Seed: "Hráč může pohyb lodě kdykoli přerušit." Every space on the way is a legal stop."""
    for to in (1, 2, 3, MODON2):
        st = position(hands={0: {R: 1, Y: 1, B: 1}})
        sail(st, 0, to)
        assert st.ship_pos[0] == to
        assert sum(st.hands[0]) == 3 - (to - 1)  # the first advance is free, each later one costs a card


def test_modon_ends_the_move_when_a_berth_is_free() -> None:
    """Seed: "Pokud loď dopluje do ... mezistanice Modonu, tah končí. V Modonu pohyb končí pouze
    tehdy, pokud je zde volné kotviště." G6: "it cannot sail past"."""
    st = position(ships={3: (MODON2, 1)}, hands={0: {B: 1, P: 1, G: 1}})
    assert targets(st, 2) == {1, 2, 3, MODON2}
    sail(st, 2, MODON2)
    assert st.ship_pos.count(MODON2) == 2


def test_full_modon_is_skipped() -> None:
    """Seed: "V opačném případě se Modon přeskakuje." Two berths with 2 players: both taken, so the
    mono pink ship from blue 3 lands on pink 5, sails on for free to green 6, and further only with
    a green card."""
    st = position(ships={0: (3, 1), 3: (MODON2, 1), 4: (MODON2, -1)})
    assert targets(st, 0) == {5, 6}
    st = position(ships={0: (3, 1), 3: (MODON2, 1), 4: (MODON2, -1)}, hands={0: {G: 1}})
    assert targets(st, 0) == {5, 6, 7}
    st = position(ships={0: (3, 1), 3: (MODON2, 1)})
    assert targets(st, 0) == {MODON2}


def test_modon_with_three_berths_for_four_players() -> None:
    """Seed (4 players): "Strana se třemi kotvišti musí směřovat vzhůru." — the third ship still finds
    a berth; a fourth skips Modon."""
    st = position(4, ships={0: (6, 1), 3: (MODON4, 1), 6: (MODON4, -1)})
    assert targets(st, 0) == {MODON4}
    st = position(4, ships={0: (6, 1), 3: (MODON4, 1), 6: (MODON4, -1), 9: (MODON4, 1)})
    assert targets(st, 0) == {8}


def test_leaving_modon_is_an_ordinary_move() -> None:
    """G6: "Leaving Modon is an ordinary move with no loading." RULES.md §5.2: the ship "keeps its
    direction. Later it sails on from there." """
    st = position(ships={2: (MODON2, -1)}, cargo={2: (B, 2)})
    assert targets(st, 2) == {3}
    sail(st, 2, 3)
    assert st.ship_dir[2] == -1 and st.cargo[2] == 2


def test_arrival_in_a_home_port_unloads_and_turns() -> None:
    """Seed: "Pokud hráč dopluje do Benátek nebo Konstantinopole, vyloží zde všechno zboží do svého
    skladu." and "Směr plavby lodí se mění pouze tehdy, když loď dopluje do některého z výchozích
    přístavů." """
    st = position(ships={0: (7, 1)}, cargo={0: (B, 3)}, warehouses={0: {B: 1}})
    assert targets(st, 0) == {C2}
    sail(st, 0, C2)
    assert st.warehouses[0][B] == 4 and st.cargo[0] == 0 and st.cargo_colour[0] == -1
    assert st.ship_pos[0] == C2 and st.ship_dir[0] == -1
    st = position(ships={1: (1, -1)}, cargo={1: (R, 2)})
    sail(st, 1, 0)
    assert st.warehouses[0][R] == 2 and st.ship_dir[1] == 1


def test_home_port_ends_the_move() -> None:
    """Seed: "Pokud loď dopluje do Benátek, Konstantinopole nebo mezistanice Modonu, tah končí." """
    st = position(ships={2: (6, 1)}, hands={0: {O: 5}})
    assert targets(st, 2) == {7, C2}  # green 6 -> orange 7 (card) -> Constantinople, never past it


def test_direction_never_changes_at_sea() -> None:
    """Seed: "Tento směr nesmí být během plavby měněn." and "Na širém moři a v mezistanici se loď
    nemůže otočit." A ship heading for Venice only ever sails towards Venice."""
    st = position(ships={5: (6, -1)}, cargo={5: (Y, 1)}, active=1)
    assert targets(st, 5) == {5, MODON2}  # pink 5 is a sail colour, Modon stops the move
    sail(st, 5, 5)
    assert st.ship_dir[5] == -1
    st = position(3, ships={2: (C3, -1)})
    assert all(t < C3 for t in targets(st, 2))


def test_arrival_from_constantinople_side_also_skips() -> None:
    """G7 holds in both directions: "Every advance skips occupied spaces"."""
    st = position(ships={0: (C2, -1), 3: (7, 1), 4: (6, -1)}, ports=(None, {O: 9}))
    assert targets(st, 0) == {5, MODON2}  # orange 7 and green 6 taken: pink 5, then free on to Modon
    assert GAME.legal_actions(st, 1) == []


# -- random positions against the oracle ---------------------------------------------------


@settings(max_examples=300, deadline=None)
@given(positions())
def test_every_move_matches_the_oracle(case: tuple[int, dict[int, tuple[int, int]], list[int], int]) -> None:
    """Seed, "Délka tahu jedné lodi": the stops offered and the wind cards each one costs agree with a
    direct reading of the rulebook, in random positions of all three layouts; direction is kept at
    sea and in Modon, and turns to face the other port on arrival home."""
    players, ships, hand, k = case
    st = position(players, ships=ships, hands={0: hand}, ports=({}, {}))
    ship = k  # one of seat 0's ships
    sails = components().fleets[0][k].colours
    want = oracle(players, st.ship_pos, st.ship_dir, st.modon_berths, ship, sails, hand)
    assert targets(st, ship) == set(want)
    last = st.route_len - 1
    for to, cost in want.items():
        s2 = GAME.clone(st)
        step = s2.ship_dir[ship]
        sail(s2, ship, to)
        # the wind cards went to the discard pile (the draw pile is large: no reshuffle here)
        assert [a - b for a, b in zip(s2.discard, st.discard, strict=True)] == cost
        if to in (0, last):
            assert s2.ship_dir[ship] == (1 if to == 0 else -1)
        else:
            assert s2.ship_dir[ship] == step
        if route(s2)[to].kind == SEA:
            assert s2.hands[0] == [h - c for h, c in zip(hand, cost, strict=True)]
