"""Card draws on arrival in a port, the reshuffle, and running out of cards (RULES.md §5.2)."""

from __future__ import annotations

import engine.golden_horn.texts as tx
from engine.golden_horn import GAME
from engine.golden_horn.actions import EndTurn

from .helpers import C2, MODON2, MODON4, B, G, O, P, R, Y, act, position, sail


def test_mono_draws_three_duo_two_trio_one() -> None:
    """Seed: "loď s tříbarevnou plachtou 1 karta, loď s dvoubarevnou plachtou 2 karty, loď s
    jednobarevnou plachtou 3 karty". Cards come off the top of the face-down pile, in order."""
    pile = [Y, P, G, O, R, B]
    for ship, drawn in ((0, [B, R, O]), (1, [B, R]), (2, [B])):
        st = position(ships={ship: (7, 1)}, draw_pile=pile, cards_rest="discard")
        sail(st, ship, C2)
        want = [0] * 6
        for c in drawn:
            want[c] += 1
        assert st.hands[0] == want and st.hand_sizes[0] == len(drawn)
        assert st.draw_pile == pile[: 6 - len(drawn)]


def test_an_empty_ship_arriving_draws_too() -> None:
    """G12: "An empty ship arriving in a port, for example after turning, also draws." """
    st = position(ships={0: (7, 1)})
    assert st.cargo[0] == 0
    sail(st, 0, C2)
    assert sum(st.hands[0]) == 3 and st.warehouses[0] == [0] * 6


def test_no_cards_in_modon_with_two_players() -> None:
    """Seed: "Výjimka: při hře dvou hráčů se v Modonu žádné nové karty nelízají!" """
    st = position(ships={0: (3, 1)})
    pile = st.draw_pile[:]
    out = sail(st, 0, MODON2)
    assert st.hands[0] == [0] * 6 and st.draw_pile == pile and out.chance == []


def test_cards_in_modon_with_four_players() -> None:
    """Seed: "Za každou loď, která dopluje do některého ze tří přístavů, si smí hráč líznout další
    kartu" — with 4 players Modon counts (RULES.md §10: modon_draw on with 4)."""
    st = position(4, ships={0: (6, 1)}, draw_pile=[R, R, B], cards_rest="discard")
    sail(st, 0, MODON4)
    assert st.hands[0] == [0, 0, 0, 0, 2, 1] and st.draw_pile == []


def test_modon_draw_options() -> None:
    """RULES.md §10: modon_draw "Draw cards on arrival in Modon" can be switched either way."""
    st = position(options={"modon_draw": True}, ships={2: (3, 1)}, draw_pile=[G, O], cards_rest="discard")
    sail(st, 2, MODON2)
    assert st.hands[0] == [0, 0, 0, 1, 0, 0]
    st = position(4, options={"modon_draw": False}, ships={2: (6, 1)})
    sail(st, 2, MODON4)
    assert st.hands[0] == [0] * 6


def test_no_cards_for_stopping_at_sea() -> None:
    """Seed: cards are drawn "Za každou loď, která dopluje do některého ze tří přístavů" — only ports."""
    st = position(ships={0: (5, 1)})
    sail(st, 0, 6)
    assert st.hands[0] == [0] * 6


def test_reshuffle_of_the_discard_pile() -> None:
    """Seed: "Pokud balíček spotřebujete, zamíchejte odkládací hromádku a použijte ho jako nový balíček
    na lízání." """
    st = position(ships={0: (7, 1)}, draw_pile=[], discard={R: 2, B: 2}, cards_rest=1)
    out = sail(st, 0, C2)
    assert sum(st.hands[0]) == 3 and len(st.draw_pile) == 1 and st.discard == [0] * 6
    assert sorted(out.chance[0]) == ["blue", "blue", "red", "red"]
    assert tx.LOG_RESHUFFLE in [m.key for m in out.log]
    hand_and_pile = st.hands[0][:]
    hand_and_pile[st.draw_pile[0]] += 1
    assert hand_and_pile == [0, 0, 0, 0, 2, 2]


def test_reshuffle_in_the_middle_of_a_draw() -> None:
    """Seed: "Pokud balíček spotřebujete, zamíchejte odkládací hromádku" — the last card of the old
    pile is drawn first, then the shuffled discards."""
    st = position(ships={0: (7, 1)}, draw_pile=[Y], discard={G: 3}, cards_rest=1)
    sail(st, 0, C2)
    assert st.hands[0] == [1, 0, 2, 0, 0, 0] and st.draw_pile == [G] and st.discard == [0] * 6


def test_drawing_what_exists_when_both_piles_run_out() -> None:
    """RULES.md §5.2: "If both piles are empty, draw whatever exists." """
    st = position(ships={0: (7, 1)}, draw_pile=[O], cards_rest=1)
    sail(st, 0, C2)
    assert st.hands[0] == [0, 0, 0, 1, 0, 0] and st.draw_pile == [] and st.discard == [0] * 6
    st = position(ships={0: (7, 1)}, draw_pile=[], cards_rest=1)
    out = sail(st, 0, C2)
    assert st.hands[0] == [0] * 6 and out.chance == []


def test_no_hand_limit() -> None:
    """Seed: "Hráči mohou v ruce držet libovolný počet karet." """
    st = position(ships={0: (7, 1)}, hands={0: [5, 5, 5, 5, 5, 5]})
    sail(st, 0, C2)
    assert st.hand_sizes[0] == 33


def test_wind_cards_go_to_the_discard_and_come_back() -> None:
    """Seed: "Všechny vyložené karty se odkládají na odkládací hromádku." A card spent as wind is
    shuffled back when the pile runs dry."""
    st = position(ships={0: (6, 1)}, hands={0: {G: 1, O: 1}}, draw_pile=[], cards_rest=1)
    sail(st, 0, C2)  # first advance to orange 7 is free; the orange card blows it on to Constantinople
    # three cards are due: only the spent orange card exists, reshuffled and drawn straight back
    assert st.hands[0] == [0, 0, 1, 1, 0, 0] and st.discard == [0] * 6 and st.draw_pile == []


def test_cards_are_drawn_before_the_turn_ends() -> None:
    """G12: "Card draws on arrival are automatic." The turn then still waits for EndTurn."""
    st = position(ships={2: (7, 1)})
    sail(st, 2, C2)
    assert sum(st.hands[0]) == 1 and GAME.legal_actions(st, 0) == [EndTurn()]
    act(st, 0, EndTurn())
    assert GAME.to_act(st) == (1,)
