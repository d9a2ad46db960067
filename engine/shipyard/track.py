"""The action track (RULES.md §4): positions, the lead card, phase 1 with catch-up, income."""

from __future__ import annotations

from engine.shipyard.data import COUNTER, TRACK_LEN
from engine.shipyard.state import DISCARD, REGULAR, ShipyardState


def behind(st: ShipyardState, card: str) -> int:
    """Spaces from the lead back to `card` (the lead has 0)."""
    return (st.card_pos[st.lead] - st.card_pos[card]) % TRACK_LEN


def occupied(st: ShipyardState, card: str) -> bool:
    return bool(st.figures.get(card))


def in_order(st: ShipyardState) -> list[str]:
    """Cards from the lead backwards."""
    return sorted(st.card_pos, key=lambda c: behind(st, c))


def income(st: ShipyardState, card: str) -> tuple[int, int]:
    """(base income, empty-space bonus) for putting a figure on `card` now (§4.6)."""
    b = behind(st, card)
    ahead = [c for c in st.card_pos if behind(st, c) < b]
    base = sum(1 for c in ahead if occupied(st, c))
    if any(occupied(st, c) and behind(st, c) > b for c in st.card_pos):
        return base, 0
    if not ahead:
        return base, 0
    nearest = max(behind(st, c) for c in ahead)
    return base, (b - nearest - 1) // 3


def pays(st: ShipyardState, card: str) -> int:
    """What choosing `card` now pays: its income in the regular turns; nothing for a final action or in
    the last chance, which are carried out as in phase 4 (§4.6, §6)."""
    return sum(income(st, card)) if st.mode == REGULAR else 0


def move_to_lead(st: ShipyardState, card: str) -> bool:
    """Phase 1: `card` goes one space in front of the lead, then the catch-up chain.
    Returns True when the new lead stands on the start space (a lap is complete)."""
    target = (st.card_pos[st.lead] + 1) % TRACK_LEN
    del st.card_pos[card]
    by_pos = {p: c for c, p in st.card_pos.items()}
    chain = []
    p = (target + 1) % TRACK_LEN
    while p in by_pos:
        chain.append(by_pos[p])
        p = (p + 1) % TRACK_LEN
    for c in chain:
        st.card_pos[c] = (st.card_pos[c] + 1) % TRACK_LEN
    st.card_pos[card] = target
    st.lead = card
    return target == 0


def phase_one(st: ShipyardState, seat: int) -> bool:
    """Advance the player's earlier card (2 players: the two-figure card, one figure moving on)."""
    p = st.ps[seat]
    if st.players == 2:
        old, recent = p.history[0], p.history[1]
        st.figures[old] = [s for s in st.figures[old] if s != seat]
        st.figures[recent].append(seat)
        p.history = [recent]
        return move_to_lead(st, old)
    old = p.history[0]
    st.figures[old] = [s for s in st.figures[old] if s != seat]
    p.history = []
    return move_to_lead(st, old)


def figures(players: int) -> int:
    """Action figures a player uses (RULES.md 3.1): three with two players, one with three or four."""
    return 3 if players == 2 else 1


def first_turn(st: ShipyardState, seat: int) -> bool:
    """Is this one of the player's first turns (no phase 1)?"""
    return st.ps[seat].turns <= (2 if st.players == 2 else 1)


# -- the last lap (RULES.md 4.9, 8.1): read-only questions, from what every player sees -----------------
def last_lap(st: ShipyardState) -> bool:
    """The regular turns go on with the round counter on its last space before the end: the lap under way
    is the last (a deck of ship parts ran out: the early end says more, and sooner)."""
    return st.mode == REGULAR and not st.early_end and st.counter == len(COUNTER) - 2


def lap_turns_left(st: ShipyardState) -> int:
    """Regular turns still to play in this lap, the one under way included: each turn's phase 1 moves the
    lead card one space on, and the turn in which it reaches the start space is the lap's last."""
    if st.lap_pending:
        return 1
    after = (TRACK_LEN - st.card_pos[st.lead]) % TRACK_LEN or TRACK_LEN  # turns after the one under way
    return after if st.stage == DISCARD else after + 1  # discards come between two turns


def last_turn_seat(st: ShipyardState) -> int:
    """Who plays the lap's last turn: the seats take turns in order (the one right of the starting player)."""
    under_way = st.resume + 1 if st.stage == DISCARD else st.active
    return (under_way + lap_turns_left(st) - 1) % st.players


def last_regular_turn(st: ShipyardState) -> bool:
    """The turn under way is its player's last regular one in the last lap: the lap ends before the
    seats come round to him again (the early end has its own last seat, `st.last_seat`)."""
    return last_lap(st) and lap_turns_left(st) <= st.players
