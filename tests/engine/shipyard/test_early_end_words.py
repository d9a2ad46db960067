"""Shipyard's words at an early end and for a slot: the log names who plays the last regular turn, and
a refused slot is numbered as the board numbers them."""

from __future__ import annotations

import engine.shipyard.texts as tx
from engine.shipyard.actions import Choose, ConfirmBuild, TakePart
from engine.shipyard.data import BUILD, SLOTS
from engine.shipyard.state import REGULAR

from .helpers import GAME, fresh, refused


def test_the_early_end_names_who_plays_the_last_regular_turn() -> None:
    """The seed: play goes on until all players have had as many turns, "the player to the right of
    the starting player plays the last regular turn". The log only said that the game would end early."""
    st = fresh(3)
    st.decks["bow"] = st.decks["bow"][-1:]  # one bow left in the deck
    GAME.apply(st, 0, Choose(BUILD))
    GAME.apply(st, 0, TakePart(0, 0, 0))
    out = GAME.apply(st, 0, ConfirmBuild())
    assert st.early_end and st.mode == REGULAR
    keys = [m.key for m in out.log]
    at = keys.index(tx.LOG_EARLY)
    said = out.log[at + 1]
    assert said.key == tx.LOG_EARLY_LAST and said.params == {"player": st.last_seat} and st.last_seat == 2
    assert said.render().startswith("2 plays the last regular turn")
    assert tx.LOG_EARLY_LAST not in GAME.impersonal_log  # marked with the seat it names


def test_a_slot_out_of_the_yard_is_refused_in_the_boards_numbers() -> None:
    """The board numbers the nine slots 1 to 9; the refusal said "slots 0 to 8"."""
    st = fresh(2)
    GAME.apply(st, st.active, Choose(BUILD))
    refused(st, st.active, TakePart(0, 0, SLOTS), tx.E_NO_SLOT)
    assert SLOTS == 9 and tx.E_NO_SLOT.source == "Your shipyard has slots 1 to 9."
