"""The UI monkey, short: random input on every board against bots raises no Python exception and
no Qt warning (tests/bench/monkey_bench.py runs it at length)."""

from __future__ import annotations

import os
from typing import Any

import pytest

from desktop.games import playable_games
from tests.desktop.monkey import TABLE, boards, run

EVENTS = int(os.environ.get("PRISTAV_MONKEY_EVENTS", "250"))


@pytest.mark.parametrize("name", [*playable_games(), TABLE])
def test_random_input_breaks_nothing(qapp: Any, name: str) -> None:
    report = run(name, EVENTS, seed=11)
    assert report.events == EVENTS
    assert report.games >= 1 and (name != TABLE or report.games > 1)  # the companion switches pages
    assert not report.exceptions, report.exceptions[0]
    assert not report.warnings, report.warnings[:5]


def test_a_run_covers_the_boards_named_or_every_board() -> None:
    assert boards([]) == [*playable_games(), TABLE]  # every board, then the companion
    assert boards(["stortebeker", "shipyard"]) == ["shipyard", "stortebeker"]  # the app's order
    assert boards([TABLE]) == [TABLE]
    with pytest.raises(ValueError, match="unknown game: chess"):
        boards(["shipyard", "chess"])
