"""Final scoring: cubes plus the best set bonus (RULES.md §9), checked against a brute-force oracle."""

from __future__ import annotations

from functools import cache
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import engine.golden_horn.texts as tx
from engine.golden_horn import GAME
from engine.golden_horn.scoring import layers, score, set_bonus

from .helpers import B, act, position, sail

F = {4: 1, 5: 2, 6: 4}

# RULES.md §9 worked examples: counts (yellow, pink, green, orange, red, blue), cubes, layers, bonus, total
TABLE = [
    ((4, 2, 1, 3, 2, 1), 13, [6, 4, 2, 1], 5, 18),
    ((2, 2, 2, 2, 2, 2), 12, [6, 6], 8, 20),
    ((3, 1, 3, 1, 3, 1), 12, [6, 3, 3], 4, 16),
    ((4, 4, 4, 4, 1, 1), 18, [6, 4, 4, 4], 7, 25),
    ((3, 3, 3, 3, 3, 0), 15, [5, 5, 5], 6, 21),
    ((2, 2, 2, 2, 1, 0), 9, [5, 4], 3, 12),
    ((1, 1, 1, 0, 0, 0), 3, [3], 0, 3),
    ((5, 0, 0, 0, 0, 0), 5, [1, 1, 1, 1, 1], 0, 5),
    ((0, 0, 0, 0, 0, 0), 0, [], 0, 0),
]


@pytest.mark.parametrize(("counts", "cubes", "peeled", "bonus", "total"), TABLE)
def test_worked_examples(counts: tuple[int, ...], cubes: int, peeled: list[int], bonus: int, total: int) -> None:
    """RULES.md §9 table; its first row is the seed's example: "3x oranžové, 2x červené, 1x zelené,
    4x žluté, 1x modré a 2x růžové ... 1x 6 různých druhů zboží a 1x 4 různé druhy zboží ... 4 body +
    1 bod = 5 bodů. Jeho celkový výsledek je tedy: 18 bodů." """
    assert sum(counts) == cubes
    assert layers(counts) == peeled
    assert set_bonus(counts) == bonus == best_bonus(counts)
    assert score(counts) == total


@cache
def best_bonus(counts: tuple[int, ...]) -> int:
    """The oracle: every way of splitting the warehouse into groups of different colours.

    Groups of three or fewer colours score nothing, so a partition is worth exactly what its
    groups of 4, 5 or 6 colours are worth; searching every family of disjoint such groups (the
    rest left as singletons) therefore searches every partition.
    """
    present = [c for c in range(6) if counts[c] > 0]
    best = 0
    for size in (6, 5, 4):
        for group in combinations(present, size):
            rest = list(counts)
            for c in group:
                rest[c] -= 1
            best = max(best, F[size] + best_bonus(tuple(rest)))
    return best


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=5), min_size=6, max_size=6))
def test_layer_formula_matches_brute_force(counts: list[int]) -> None:
    """RULES.md §9: "Engines should keep a brute-force search as a test oracle." The seed: "jeden kus
    zboží lze však použít vždy jen pro jednu sadu"."""
    assert set_bonus(counts) == best_bonus(tuple(counts))
    assert score(counts) == sum(counts) + best_bonus(tuple(counts))


def test_bonus_values() -> None:
    """Seed: "1 sada 4 různých druhů zboží + 1 bod, 1 sada 5 ... + 2 body, 1 sada 6 ... + 4 body"."""
    assert set_bonus([1, 1, 1, 1, 0, 0]) == 1
    assert set_bonus([1, 1, 1, 1, 1, 0]) == 2
    assert set_bonus([1, 1, 1, 1, 1, 1]) == 4
    assert set_bonus([9, 9, 9, 0, 0, 0]) == 0


def test_cargo_on_ships_scores_nothing() -> None:
    """Seed: "zboží, které se stále nachází na lodích 0 bodů; každý kus zboží, které se nachází ve
    skladech 1 bod"."""
    st = position(warehouses={0: [1, 1, 1, 1, 1, 0]}, ships={0: (6, 1)}, cargo={0: (B, 5)})
    assert GAME.scores(st)[0] == 5 + 2
    sail(st, 0, 7)
    act(st, 0, GAME.legal_actions(st, 0)[0])
    assert GAME.scores(st)[0] == 7


def test_score_breakdown_rows() -> None:
    """RULES.md §9: "final score = warehouse cubes + set bonus"."""
    st = position(warehouses={0: [4, 2, 1, 3, 2, 1], 1: [2, 2, 2, 2, 1, 0]})
    rows = GAME.score_breakdown(st)
    assert [r.label for r in rows] == [tx.ROW_CUBES, tx.ROW_BONUS, tx.ROW_TOTAL]
    assert [r.values for r in rows] == [(13.0, 9.0), (5.0, 3.0), (18.0, 12.0)]
    assert GAME.scores(st) == [18.0, 12.0]


def test_layer_formula_exhaustive_small() -> None:
    """RULES.md §9: the layer formula "is normative" and optimal — every warehouse with up to three
    cubes of each colour agrees with the oracle."""
    from itertools import product

    for counts in product(range(4), repeat=6):
        assert set_bonus(counts) == best_bonus(counts), counts
