"""The part offer (RULES.md §5.1.5-6), the wagon and canal offers: prices, sliding, refilling."""

from __future__ import annotations

from engine.core.rng import Chance
from engine.shipyard.data import COLUMN_KIND, ROW_PRICE, part
from engine.shipyard.state import ShipyardState

ROWS = 5


def price(row: int) -> int:
    """Row 0 is the bottom (free); the newest parts, nearest the deck, cost 2."""
    return ROW_PRICE[row] if row >= 0 else 0


def kind_in_offer(st: ShipyardState, kind: str) -> bool:
    return any(pid is not None for col, c in enumerate(st.columns) if COLUMN_KIND[col] == kind for pid in c)


def refill_parts(st: ShipyardState, ch: Chance | None) -> bool:
    """Slide every column down, then refill (lowest space first, left middle column first).
    Returns True when a deck ran out now (the early end)."""
    for col in range(4):
        st.columns[col] = [p for p in st.columns[col] if p is not None]
    emptied = False
    drawn = []
    for col in range(4):
        deck = st.decks[COLUMN_KIND[col]]
        while len(st.columns[col]) < ROWS and deck:
            pid = deck.pop()
            st.columns[col].append(pid)
            drawn.append(pid)
            if not deck:
                emptied = True
    if drawn and ch is not None:
        ch.reveal({"parts": drawn})
    return emptied


def part_at(st: ShipyardState, column: int, row: int) -> str | None:
    c = st.columns[column]
    if 0 <= row < len(c):
        return c[row]
    return None


def refill_wagons(st: ShipyardState, ch: Chance | None) -> None:
    while len(st.wagon_offer) < ROWS:
        if not st.wagon_deck:
            if not st.wagon_discard or ch is None:
                return
            st.wagon_deck = ch.shuffled(sorted(st.wagon_discard))
            st.wagon_discard = []
        st.wagon_offer.append(st.wagon_deck.pop())
        if ch is not None:
            ch.reveal({"wagon": st.wagon_offer[-1]})


def refill_canals(st: ShipyardState, ch: Chance | None) -> bool:
    """Returns True when a reshuffle happened (the used canals were counted and taken)."""
    reshuffled = False
    while len(st.canal_offer) < ROWS:
        if not st.canal_deck:
            pool = st.canal_discard[:]
            for p in st.ps:
                pool.extend(p.used)
            if not pool or ch is None:
                return reshuffled
            for p in st.ps:
                p.used_recorded += len(p.used)
                p.used = []
            st.canal_discard = []
            st.canal_deck = ch.shuffled(sorted(pool))
            reshuffled = True
        st.canal_offer.append(st.canal_deck.pop())
        if ch is not None:
            ch.reveal({"canal": st.canal_offer[-1]})
    return reshuffled


def part_kind(pid: str) -> str:
    return part(pid).kind
