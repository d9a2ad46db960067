"""Issue 19, pattern 3 in Golden Horn: every pirate attack tried in positions from seeded random games,
and each refusal's reason checked against the rule really broken (an oracle from the rulebook)."""

from __future__ import annotations

import itertools

import pytest

import engine.golden_horn.texts as tx
from engine.bots import make_bot
from engine.core.errors import IllegalAction
from engine.golden_horn import GAME
from engine.golden_horn.actions import Rob
from engine.golden_horn.components import COLOUR_INDEX, COLOURS, SEA
from engine.golden_horn.state import END, PLACE, STEER, GoldenHornState
from engine.golden_horn.voyage import route, ship_colours


def _positions() -> list[GoldenHornState]:
    out = []
    for g, players in itertools.product(range(4), (2, 3, 4)):
        st = GAME.new_game(players, 500 + g)
        bots = [make_bot(GAME, "random", 7 * g + s) for s in range(players)]
        step = 0
        while not GAME.is_over(st) and step < 400:
            seat = GAME.to_act(st)[0]
            if step % 5 == 0:
                out.append(st.clone())
            GAME.apply(st, seat, bots[seat].choose(GAME.view(st, seat), seat))
            step += 1
    return out


def expected(st: GoldenHornState, seat: int, a: Rob) -> object | None:
    """The rule a pirate attack breaks, read from the rules in their order of precedence."""
    hand = st.hands[seat]
    need = [COLOUR_INDEX[c] for c in a.cards]
    if not st.pirates:
        return tx.E_PIRATES_OFF
    if st.robbed or st.phase == END:
        return tx.E_ROB_ONCE
    if a.ship // 3 == seat:
        return tx.E_ROB_OWN
    pos = st.ship_pos[a.ship]
    if pos < 0 or route(st)[pos].kind != SEA:
        return tx.E_ROB_PORT
    if st.cargo[a.ship] == 0:
        return tx.E_ROB_EMPTY
    if any(c not in ship_colours(a.ship) for c in need):
        return tx.E_ROB_COLOURS
    if need[0] == need[1] and hand[need[0]] == 1:
        return tx.E_ROB_TWO  # one card of the colour: the second of the pair is missing
    if need[0] == need[1] and hand[need[0]] < 2 or any(hand[c] < 1 for c in need):
        return tx.E_NO_CARDS
    return None


@pytest.mark.parametrize("chunk", range(2))
def test_every_refused_pirate_attack_names_the_broken_rule(chunk: int) -> None:
    checked = 0
    for st in _positions()[chunk::2]:
        if st.phase in (PLACE, STEER):
            continue
        seat = GAME.to_act(st)[0]
        for ship in range(3 * st.players):
            for a, b in itertools.combinations_with_replacement(COLOURS, 2):
                action = Rob(ship, (a, b))
                before = st.clone()
                try:
                    GAME.apply(st.clone(), seat, action)
                    key = None
                except IllegalAction as exc:
                    key = exc.message.key
                assert st == before
                assert key == expected(st, seat, action), (action, st.phase, st.hands[seat])
                checked += 1
    assert checked > 1000
