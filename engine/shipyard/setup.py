"""Set-up (RULES.md §3): yards, coins, wagons, contracts, the offers, the track, the rondels, the oval."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.rng import Rng
from engine.shipyard.data import (
    CARDS,
    COUNTER,
    EXCHANGE,
    ITEMS,
    OVAL_SPACES,
    SLOTS,
    START_COINS,
    SUBSIDY,
    design_of,
    tables,
)
from engine.shipyard.offer import refill_canals, refill_parts, refill_wagons
from engine.shipyard.state import CHOOSE, Player, ShipyardState


def new_state(players: int, seed: int, opts: Mapping[str, Any]) -> ShipyardState:
    t = tables()
    rng = Rng(seed)
    start = rng.below(players) if opts.get("start_player", "random") == "random" else 0
    st = ShipyardState(players=players, start=start, rng=rng)
    # ship parts: each back shuffled, the larger middle pile laid on the smaller one
    piles = {}
    for back in ("bow", "middle_I", "middle_II", "stern"):
        pile = list(t.part_ids_by_back[back])
        rng.shuffle(pile)
        piles[back] = pile
    big, small = sorted(("middle_I", "middle_II"), key=lambda b: -len(piles[b]))
    st.decks = {"bow": piles["bow"], "middle": piles[small] + piles[big], "stern": piles["stern"]}
    st.columns = [[], [], [], []]
    refill_parts(st, None)
    wagons = list(t.deck_wagons)
    rng.shuffle(wagons)
    st.wagon_deck = wagons
    refill_wagons(st, None)
    canals = sorted(t.canals)
    rng.shuffle(canals)
    st.canal_deck = canals
    refill_canals(st, None)
    # the action track: fixed cards, the rest at random between them
    in_play = [c for c in CARDS if c != SUBSIDY or players == 4]
    fixed = {pos: c for pos, c in t.track_fixed.items() if c in in_play}
    rest = [c for c in in_play if c not in fixed.values()]
    rng.shuffle(rest)
    st.card_pos = {c: pos for pos, c in fixed.items()}
    for pos, c in zip(t.track_random, rest, strict=True):
        st.card_pos[c] = pos
    st.lead = fixed[0]
    st.figures = {c: [] for c in in_play}
    st.counter = COUNTER.index(str(players))
    # rondels
    st.equip_pos = rng.below(4)
    st.crew_pos = rng.below(4)
    st.exchange_pos = 0
    st.oval_pos = rng.below(OVAL_SPACES)
    deck_a = list(t.deck_a)
    rng.shuffle(deck_a)
    if opts.get("employees") == "first_game":
        deck_a = first_game_order(deck_a)
    st.oval = [[[deck_a[3 * s + k]] for k in range(3)] for s in range(OVAL_SPACES)]
    if players >= 3:
        for space in st.oval:
            for stack in space:
                stack.append(t.twin_b[design_of(stack[0]).design])  # the deck-B twin lies on top
    # players
    blue = sorted(c for c, k in t.contracts.items() if k.colour == "blue")
    green = sorted(c for c, k in t.contracts.items() if k.colour == "green")
    rng.shuffle(blue)
    rng.shuffle(green)
    for seat in range(players):
        st.ps.append(
            Player(
                coins=START_COINS,
                items={k: 0 for k in ITEMS},
                wagons=[t.start_wagons[seat]],
                contracts=sorted(blue[3 * seat : 3 * seat + 3] + green[3 * seat : 3 * seat + 3]),
                yard=[""] * SLOTS,
            )
        )
    st.discard_need = [(0, 0)] * players
    st.stage = CHOOSE
    st.active = start
    st.turn = 1
    st.ps[start].turns = 1
    assert EXCHANGE in st.card_pos
    return st


def first_game_order(cards: list[str]) -> list[str]:
    """Rearrange so that every oval space holds exactly one engineer or recruiter."""
    special = [c for c in cards if design_of(c).type in ("engineer", "recruiter")]
    other = [c for c in cards if design_of(c).type not in ("engineer", "recruiter")]
    out: list[str] = []
    for s in range(OVAL_SPACES):
        out += [special[s], other[2 * s], other[2 * s + 1]]
    return out
