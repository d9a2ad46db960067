"""Round scoring helpers that the table's credit pad shares with the engine."""

from __future__ import annotations

from engine.galaxy_trucker.scoring import ranks_by_place


def test_arrival_ranks_go_by_the_ships_still_flying() -> None:
    """RULES.md 7.1: places typed as they stood before the leader gave up still rank 0, 1, 2."""
    assert ranks_by_place([0, 2, 3, 4]) == [None, 0, 1, 2]
    assert ranks_by_place([3, 1, 0, 2]) == [2, 0, None, 1]
    assert ranks_by_place([0, 0]) == [None, None]


def test_a_missions_reward_is_paid_to_a_ship_still_flying_only() -> None:
    """RULES 7: the mission's reward, like the order and best-looking rewards, is for the ships still
    flying; the table's pad asks the engine (`round_credits`) rather than knowing it."""
    from engine.galaxy_trucker.data import components
    from engine.galaxy_trucker.rounds import round_credits

    spec = components().rounds[0]
    assert round_credits(spec, 0, False, 0, 0, None, mission=4)["mission"] == 4
    assert round_credits(spec, None, False, 0, 0, None, mission=4)["mission"] == 0
    assert round_credits(spec, 1, False, 0, 0, None)["mission"] == 0
