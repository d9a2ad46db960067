"""Final scoring: one point a warehouse cube plus the optimal set bonus (RULES.md §9)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

SET_BONUS = {4: 1, 5: 2, 6: 4}


def layers(counts: Sequence[int]) -> list[int]:
    """k(L): how many colours have at least L cubes, for L = 1, 2, ..."""
    top = max(counts, default=0)
    return [sum(1 for n in counts if n >= level) for level in range(1, top + 1)]


def set_bonus(counts: Sequence[int]) -> int:
    """Peel the warehouse into layers, each a set of different colours; this is optimal."""
    return sum(SET_BONUS.get(k, 0) for k in layers(counts))


def score(counts: Sequence[int]) -> int:
    return _score(tuple(counts))


@lru_cache(maxsize=1 << 16)  # warehouses repeat: bots score the same few thousand
def _score(counts: tuple[int, ...]) -> int:
    return sum(counts) + set_bonus(counts)
