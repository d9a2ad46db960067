"""The type on Galaxy Trucker's board, on screen: at 1280×800 the board is drawn at 0.64 of its size,
at 0.53 while the hourglass stands beside it (real-time building), and its words came out at 6 to
9 px: the flight board's space numbers at 6.4 px, the card in play's rows at 8.2, the own ship's line
numbers at 6.8 while the sand ran (8.3 in turns), the players' lines, the mission's line under the
round, the hand's, the reserve's and the middle's headings and the other ships' names at 7.4 to 8.9.
Every text on the board, labels and painted figures alike, now reads at 9 px or more there, in
Slovak (the longest), for two to four players, in real time and in turns, with a mission or none,
from the building through the check, the crewing and the flights' cards to the end; no two texts run
into each other, none runs under a tile or a card, none leaves the scene.

The figures painted inside a tile (the "−1" on a mission's heavy cargo) were drawn at a fifth of the
tile (a rival's tile is 10 to 27 px on screen) and were not counted; they now read at 9 px too, or are
not drawn on a tile too small to hold them (tests/desktop/test_gt_tile_figures.py), and are counted."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from engine.bots import make_bot
from engine.galaxy_trucker.data import components
from engine.galaxy_trucker.state import BUILD, CHECK, CREW, FLIGHT
from tests.desktop.helpers import make_window
from tests.desktop.type_size import LEAST, clashes, on_screen, spy_painted_fonts


@pytest.fixture
def painted_sizes(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """The on-screen pixel size of every font the board's painters set, a tile's own figures too."""
    return spy_painted_fonts(monkeypatch)


def _on_screen(w: Any, sizes: list[float]) -> list[tuple[float, str]]:
    return on_screen(w, sizes)


def _clashes(w: Any) -> list[tuple[str, str]]:
    """Texts that run into each other, under a tile, a card or a die, or out of the scene."""
    return clashes(w, under_pictures=True)


def _check(w: Any, sizes: list[float], moment: object) -> float:
    """The board as it is now: no text under 9 px, none running into another; its smallest size."""
    w._on_changed()
    QApplication.processEvents()  # the hourglass put away after the building: the board is fitted again
    shown = _on_screen(w, sizes)
    small = sorted(x for x in shown if x[0] < LEAST)
    assert not small, (moment, small[:5])
    assert not _clashes(w), (moment, _clashes(w))
    return min(px for px, _ in shown)


@pytest.mark.parametrize(
    ("players", "variant", "mission", "seed"),
    [(2, "robot", "M1", 5), (3, "realtime", "M6", 3), (4, "realtime", "none", 8)],
)
def test_the_smallest_type_on_the_board_reads_at_9_px_at_1280x800(
    qtbot: Any, slovak: None, painted_sizes: list[float], players: int, variant: str, mission: str, seed: int
) -> None:
    w = make_window(
        qtbot, game="galaxy_trucker", players=players, seed=seed, options={"build_variant": variant, "mission": mission}
    )
    w.resize(1280, 800)
    qtbot.wait(30)
    model = w.model
    model.stop()
    model.paused = False
    clock = [0]
    model.clock_source = lambda: clock[0]
    model.by_hand = True  # the clock moves only when the test says so
    mind = make_bot(model.game, "normal", 21)
    seen: dict[tuple[str, str], float] = {}
    round_ = 1
    for step in range(60_000):
        st = model.match.state
        card = components().cards[st.cs.card].type if st.phase == FLIGHT and st.cs.card >= 0 else ""
        if (st.phase, card) not in seen or step % 150 == 0 or model.match.is_over():
            seen[(st.phase, card)] = _check(w, painted_sizes, (step, st.round, st.phase, card))
        if model.match.is_over():
            break
        if st.round != round_:
            round_, clock[0] = st.round, 0  # each round's building starts its clock at 0
        if model.timed():
            clock[0] += 250
            model.tick()
            if not model.timed() or 0 not in model.match.to_act():
                continue
            action = mind.choose(model.match.view(0), 0)
            if getattr(action, "t", 0) > clock[0]:
                continue  # still busy with it
            model.try_apply(0, action)
        elif 0 in model.match.to_act():
            assert model.try_apply(0, mind.choose(model.match.view(0), 0))
        else:
            assert model.bot_move_now()
    assert model.match.is_over()
    phases = {phase for phase, _ in seen}
    assert {BUILD, FLIGHT} <= phases and (players == 2 or phases & {CHECK, CREW}), phases
    assert len({card for _, card in seen if card}) >= 5  # the cards of several kinds were looked at
