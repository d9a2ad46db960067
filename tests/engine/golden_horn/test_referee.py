"""A referee watching random games: each applied action is checked against the rulebook's effects,
written here independently of the engine."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.rng import Rng
from engine.golden_horn import GAME
from engine.golden_horn.actions import Announce, EndTurn, Place, Rob, Sail, Steer
from engine.golden_horn.components import COLOUR_INDEX, MODON, PORT, SEA, components
from engine.golden_horn.state import OVER
from engine.golden_horn.voyage import route

from .helpers import oracle


def check_sail(before, after, seat: int, a: Sail) -> None:  # type: ignore[no-untyped-def]
    spec = components().fleets[seat][a.ship % 3]
    spaces = route(before)
    start = before.ship_pos[a.ship]
    home = start in (0, before.route_len - 1)
    # loading: all cubes of one colour not on the sails, compulsory when possible
    loadable = [c for c in range(6) if home and before.ports[0 if start == 0 else 1][c] and c not in spec.colours]
    if loadable:
        assert a.load is not None and COLOUR_INDEX[a.load] in loadable
    else:
        assert a.load is None
    dest = spaces[a.to]
    # direction: kept at sea and in Modon, reversed to face the other port on arrival home
    if dest.kind == PORT:
        assert after.ship_dir[a.ship] == (1 if a.to == 0 else -1)
        assert after.cargo[a.ship] == 0
        loaded = before.ports[0 if start == 0 else 1][COLOUR_INDEX[a.load]] if a.load else before.cargo[a.ship]
        colour = COLOUR_INDEX[a.load] if a.load else before.cargo_colour[a.ship]
        gained = [x - y for x, y in zip(after.warehouses[seat], before.warehouses[seat], strict=True)]
        assert sum(gained) == loaded and (loaded == 0 or gained[colour] == loaded)
    else:
        assert after.ship_dir[a.ship] == before.ship_dir[a.ship]
    # the ship moved forward, at least one space
    assert (a.to - start) * before.ship_dir[a.ship] > 0
    # cards: the wind cards the rulebook asks for are spent, then 3/2/1 are drawn on arrival in a port
    cost = oracle(
        before.players, before.ship_pos, before.ship_dir, before.modon_berths, a.ship, spec.colours, before.hands[seat]
    )[a.to]
    assert all(cost[c] == 0 for c in spec.colours)
    draws = dest.kind == PORT or (dest.kind == MODON and before.modon_draw)
    available = len(before.draw_pile) + sum(before.discard) + sum(cost)
    drawn = [y - (x - c) for x, y, c in zip(before.hands[seat], after.hands[seat], cost, strict=True)]
    assert all(d >= 0 for d in drawn)
    assert sum(drawn) == (min(spec.cards_on_arrival, available) if draws else 0)
    assert [after.hands[s] for s in range(before.players) if s != seat] == [
        before.hands[s] for s in range(before.players) if s != seat
    ]
    # the port that was loaded from is back at nine unless the bag ran dry
    if a.load is not None:
        port = 0 if start == 0 else 1
        assert sum(after.ports[port]) == 9 or sum(after.bag) == 0
        assert (sum(after.ports[port]) == 0) <= after.end_triggered


def referee(players: int, seed: int, options: dict[str, Any]) -> None:
    st = GAME.new_game(players, seed, options)
    rng = Rng(seed)
    trigger_seat = -1
    turns_after: list[int] = []
    steps = 0
    while not GAME.is_over(st):
        seat = GAME.to_act(st)[0]
        legal = GAME.legal_actions(st, seat)
        a = legal[rng.below(len(legal))]
        before = GAME.clone(st)
        GAME.apply(st, seat, a)
        GAME.check_invariants(st)
        if isinstance(a, Sail):
            check_sail(before, st, seat, a)
        if isinstance(a, Rob):
            assert a.ship // 3 != seat and route(before)[before.ship_pos[a.ship]].kind == SEA
            assert st.cargo[a.ship] == before.cargo[a.ship] - 1
            assert sum(st.warehouses[seat]) == sum(before.warehouses[seat]) + 1
            assert sum(st.hands[seat]) == sum(before.hands[seat]) - 2
        if isinstance(a, Steer):
            assert seat == a.ship // 3 and st.ship_pos == before.ship_pos
        if isinstance(a, Place):
            assert seat == a.ship // 3
        if st.end_triggered and trigger_seat < 0:
            trigger_seat = before.active
        if isinstance(a, (EndTurn, Announce)):
            if isinstance(a, Announce):
                assert all(before.warehouses[seat])
            if trigger_seat >= 0:
                turns_after.append(seat)
            if st.phase != OVER:
                assert st.active == (seat + 1) % players
        steps += 1
        assert steps < 5000
    # the round is finished: from the trigger to the last seat, then nothing more
    last = (st.start - 1) % players
    assert trigger_seat >= 0 and turns_after and turns_after[-1] == last
    expected = [(trigger_seat + i) % players for i in range((last - trigger_seat) % players + 1)]
    assert turns_after == expected


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_follow_the_rules(players: int) -> None:
    """Seed: loading "všechno zboží jedné barvy", direction "nesmí být během plavby měněn", card draws
    "1/2/3 karty", "Kolo se ještě dohraje do konce. Končí tahem hráče, který je poslední v pořadí." —
    watched over whole random games, with either start player."""
    for g in range(6):
        opts = {"start_player": "random"} if g % 2 else {}
        referee(players, 500 + 13 * g + players, opts)
