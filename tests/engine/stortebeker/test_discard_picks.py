"""Picking after an exchange: the seed's "up to 2 *other* cards". A card just discarded lies face up in
the pile, so "that card is not in the discard pile" contradicted the table; it has its own reason."""

from __future__ import annotations

import engine.stortebeker.texts as tx
from engine.stortebeker import GAME
from engine.stortebeker.actions import Pick, Swap
from engine.stortebeker.state import PICK, StortebekerState
from tests.engine.stortebeker.helpers import BANANAS, BEANS, MEAT, WATER, hand, position, refuse


def _picking() -> StortebekerState:
    """Seat 0 has discarded two bananas and a bean onto a pile holding a banana and a water card."""
    st = position()
    for c in (BANANAS[0], WATER[0]):
        st.draw.remove(c)
        st.discard.append(c)
    hand(st, 0, BANANAS[1], BANANAS[2], BEANS[0])
    GAME.apply(st, 0, Swap((BANANAS[1], BANANAS[2], BEANS[0])))
    assert st.phase == PICK
    return st


def test_a_card_just_discarded_is_refused_as_just_discarded() -> None:
    st = _picking()
    for c in (BANANAS[1], BANANAS[2], BEANS[0]):
        assert c in st.discard  # it lies in the pile, face up
        refuse(st, 0, Pick(c), tx.E_NO_PICK)
    assert GAME.why_illegal(st, 0, Pick(BANANAS[1])).key == tx.E_NO_PICK


def test_a_card_not_in_the_pile_is_refused_as_not_in_the_pile() -> None:
    st = _picking()
    refuse(st, 0, Pick(MEAT[0]), tx.E_NOT_IN_PILE)  # in the draw pile
    GAME.apply(st, 0, Pick(BANANAS[0]))  # picked: it now waits in front of the player
    assert st.phase == PICK
    refuse(st, 0, Pick(BANANAS[0]), tx.E_NOT_IN_PILE)
    refuse(st, 0, Pick(BANANAS[2]), tx.E_NO_PICK)  # the pile is shorter now: still one just discarded


def test_the_two_reasons_read_differently_and_say_what_the_rule_is() -> None:
    assert tx.E_NO_PICK != tx.E_NOT_IN_PILE
    assert "just discarded" in tx.E_NO_PICK.source and "not in the discard pile" not in tx.E_NO_PICK.source
    assert tx.E_NOT_IN_PILE.source == "That card is not in the discard pile."


def test_the_other_cards_of_the_pile_may_be_picked() -> None:
    st = _picking()
    picks = {a.card for a in GAME.legal_actions(st, 0) if isinstance(a, Pick)}
    assert picks == {BANANAS[0], WATER[0]}
