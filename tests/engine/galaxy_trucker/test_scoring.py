"""Round scoring helpers that the table's credit pad shares with the engine."""

from __future__ import annotations

from engine.galaxy_trucker.scoring import ranks_by_place


def test_arrival_ranks_go_by_the_ships_still_flying() -> None:
    """RULES.md 7.1: places typed as they stood before the leader gave up still rank 0, 1, 2."""
    assert ranks_by_place([0, 2, 3, 4]) == [None, 0, 1, 2]
    assert ranks_by_place([3, 1, 0, 2]) == [2, 0, None, 1]
    assert ranks_by_place([0, 0]) == [None, None]
