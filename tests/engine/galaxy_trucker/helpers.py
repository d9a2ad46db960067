"""Positions for the Galaxy Trucker rules tests, built by hand."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

import engine.galaxy_trucker.building as bd
import engine.galaxy_trucker.ship as sh
from engine.core.errors import IllegalAction
from engine.core.messages import MessageKey
from engine.core.rng import Chance
from engine.galaxy_trucker.actions import FlyOn
from engine.galaxy_trucker.data import components
from engine.galaxy_trucker.rules import GAME
from engine.galaxy_trucker.ship import Cell
from engine.galaxy_trucker.state import FLIGHT, GTState

CARDS = {c.id: c.index for c in components().cards}


def new(players: int = 2, seed: int = 1, **options: Any) -> GTState:
    return GAME.new_game(players, seed, options)


def act(st: GTState, seat: int, action: Any, chance: Sequence[Any] | None = None) -> Any:
    out = GAME.apply(st, seat, action, chance)
    GAME.check_invariants(st)
    return out


def refused(st: GTState, seat: int, action: Any, key: MessageKey) -> None:
    """The action is refused with this reason and the state does not change."""
    before = GAME.clone(st)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(st, seat, action)
    assert err.value.message.key == key, err.value.message.render()
    assert st == before


def give(st: GTState, seat: int, tile: int) -> None:
    """Put `tile` in the seat's hand straight from the warehouse (as if drawn)."""
    st.warehouse.remove(tile)
    st.seats[seat].hand, st.seats[seat].hand_from = tile, "hidden"


def flying(
    ships: Sequence[Sequence[tuple[Cell, int, int]]],
    deck: Sequence[str],
    humans: Sequence[dict[Cell, int]] | None = None,
    positions: Sequence[int] | None = None,
    round_: int = 1,
    last: bool = False,
    **options: Any,
) -> GTState:
    """A flight about to reveal `deck` (card ids, top first) with these ships, already crewed.

    Ships are (cell, tile, rotation) lists added to each seat's starting cabin; each ship gets
    its crew and batteries as at preparation unless `humans` says otherwise. Seat k holds order
    token k + 1. The give-up window before the first card stays open. Unless `last`, an Open
    Space card waits under the deck, so that the flight is still on after the cards tested.
    """
    players = len(ships)
    st = new(players, **options)
    st.round = round_
    comp = components()
    log: list[Any] = []
    for s, placed in enumerate(ships):
        p = st.seats[s]
        board = comp.rounds[round_ - 1].board
        p.ship = sh.new_ship(board, comp.starting[("blue", "green", "red", "yellow")[s]])
        for cell, tile, rot in placed:
            if tile in st.warehouse:
                st.warehouse.remove(tile)
            sh.place(p.ship, cell, tile, rot)
        p.token = s + 1
    bd.end_building(st, Chance(st.rng), log)
    assert st.phase == FLIGHT, st.phase
    for s in range(players):
        ship = st.seats[s].ship
        if humans is not None:
            ship.humans = dict(humans[s])
    st.deck = [CARDS[c] for c in deck] + ([] if last else [CARDS["I-10"]])
    if positions is not None:
        for s, pos in enumerate(positions):
            st.seats[s].pos = pos
    st.window = sorted((s for s in range(players) if st.seats[s].flying), key=lambda s: -st.seats[s].pos)
    return st


def twin(tile: int) -> int:
    """Another tile printed exactly like `tile` (two ships cannot share one)."""
    spec = components().tiles[tile]
    for other in components().tiles:
        if other.index != tile and (other.kind, other.connectors, other.double, other.capacity, other.protects) == (
            spec.kind,
            spec.connectors,
            spec.double,
            spec.capacity,
            spec.protects,
        ):
            return other.index
    raise LookupError(f"tile {tile} has no twin")


def fly_on(st: GTState, chance: Sequence[Any] | None = None) -> None:
    """Everyone stays in the flight; the last answer reveals the card (with `chance` forced)."""
    assert st.cs.step == "window"
    for _ in range(len(st.window)):
        seat = st.window[0]
        last = len(st.window) == 1
        act(st, seat, FlyOn(), chance if last else None)
