"""`Game.keeps_secrets`: whether the seat to act sees anything the others may not (the hot-seat curtain)."""

from __future__ import annotations

from engine.core.match import Match


def test_golden_horn_hides_nothing_before_the_deal_and_a_hand_after_it() -> None:
    m = Match("golden_horn", 3, 5, {})
    game = m.game
    while not any(any(hand) for hand in m.state.hands):
        seat = m.to_act()[0]
        assert not game.keeps_secrets(m.state, seat)
        m.apply(seat, m.legal_actions(seat)[0])
    seat = m.to_act()[0]
    assert game.keeps_secrets(m.state, seat)


def test_a_hand_dealt_at_the_start_is_a_secret_from_the_first_turn() -> None:
    for name in ("stortebeker", "shipyard"):
        m = Match(name, 3, 5, {})
        assert m.game.keeps_secrets(m.state, m.to_act()[0]), name


def test_catans_first_settlements_hide_nothing() -> None:
    m = Match("catan", 3, 5, {})
    seat = m.to_act()[0]
    assert not m.game.keeps_secrets(m.state, seat)
