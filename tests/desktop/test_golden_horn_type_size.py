"""The type on Golden Horn's board, on screen: the route is as long as the players are many, so with
four the board was drawn at 0.55 of its size in a 1280×800 window, and Modon's name came out at 7.7 px,
the panels' lines (the warehouse's label, its goods and set bonus, a rival's cards, the hand's label) and
the ports' counts at 8.8 px, a loaded ship's cargo in Modon at 7.5 px. Every text on the board, labels and
painted figures alike, now reads at 9 px or more there, in Slovak (the longest), for two to four
players, with the game's options and without, from the placing of the ships to the end; no two texts
run into each other and none leaves the scene."""

from __future__ import annotations

from typing import Any

import pytest

from engine.bots import make_bot
from engine.golden_horn.state import END, OVER, PLACE, STEER
from tests.desktop.helpers import make_window
from tests.desktop.type_size import LEAST, clashes, on_screen, spy_painted_fonts


@pytest.fixture
def painted_sizes(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """The on-screen pixel size of every font the board's painters set (a loaded ship's cargo)."""
    return spy_painted_fonts(monkeypatch)


def _on_screen(w: Any, sizes: list[float]) -> list[tuple[float, str]]:
    return on_screen(w, sizes)


def _clashes(w: Any) -> list[tuple[str, str]]:
    return clashes(w)


def _check(w: Any, sizes: list[float], moment: object) -> float:
    """The board as it is now: no text under 9 px, none running into another; its smallest size."""
    w._on_changed()
    shown = _on_screen(w, sizes)
    small = sorted(x for x in shown if x[0] < LEAST)
    assert not small, (moment, small[:5])
    assert not _clashes(w), (moment, _clashes(w))
    return min(px for px, _ in shown)


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (2, {}),
        (3, {}),
        (4, {}),
        (2, {"modon_berths": 3, "modon_draw": True, "pirates": False}),
        (4, {"modon_berths": 2, "placement": "random", "start_player": "random"}),
    ],
)
def test_the_smallest_type_on_the_board_reads_at_9_px_at_1280x800(
    qtbot: Any, slovak: None, painted_sizes: list[float], players: int, options: dict[str, Any]
) -> None:
    w = make_window(qtbot, game="golden_horn", players=players, seed=7, options=options)
    w.resize(1280, 800)
    qtbot.wait(30)
    model = w.model
    model.stop()
    mind = make_bot(model.game, "normal", 40)
    seen: set[str] = set()
    least = 99.0
    cargo = False  # a loaded ship was painted (its cargo's count is the painters' only text)
    for step in range(3000):
        st = model.match.state
        moments = {st.phase} | ({"last round"} if st.end_triggered else set())
        if step % 25 == 0 or st.phase in (PLACE, STEER) or not moments <= seen or model.match.is_over():
            least = min(least, _check(w, painted_sizes, (step, moments)))
            seen |= moments
            cargo = cargo or bool(painted_sizes)
        if model.match.is_over():
            break
        seat = model.human_to_act()
        if seat is None:
            assert model.bot_move_now()
        else:
            assert model.try_apply(seat, mind.choose(model.match.view(seat), seat))
    assert model.match.is_over() and cargo
    assert {"last round", OVER, END} <= seen and (PLACE in seen or options.get("placement") == "random")
    assert least >= LEAST
