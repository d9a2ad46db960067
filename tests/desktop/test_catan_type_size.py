"""The type on Catan's board, on screen: at 1280×800 the board was drawn at 0.65 of its size (a wide
scene with empty margins round the island and between it and the panels), and the harbours' ratios came
out at 7.1 px, the development cards' names under the hand at 6.5 px and the panels' line of cards,
knights and road length at 8.4 px. The scene is now cut to what it holds, so the board is drawn larger,
and every text on it, labels and painted figures alike (the number tokens), reads at 9 px or more
there, in Slovak (the longest), for three and four players, from the set-up to the end, the robber's
moves included; no two texts run into each other and none leaves the scene."""

from __future__ import annotations

from typing import Any

import pytest

from engine.bots import make_bot
from engine.catan.state import DISCARD, ROBBER
from tests.desktop.helpers import make_window
from tests.desktop.type_size import LEAST, board_texts, clashes, on_screen, spy_painted_fonts


@pytest.fixture
def painted_sizes(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """The on-screen pixel size of every font the board's painters set."""
    return spy_painted_fonts(monkeypatch)


def _on_screen(w: Any, sizes: list[float]) -> list[tuple[float, str]]:
    """Every text of the board as it is shown now, the island's pictures painted behind it included."""
    return on_screen(w, sizes, [picture for picture, _ in w.page.view.scene()._backdrop])


def _clashes(w: Any) -> list[tuple[str, str]]:
    return clashes(w)


def _check(w: Any, sizes: list[float], moment: object) -> float:
    """The board as it is now: no text under 9 px, none running into another; its smallest size."""
    w._on_changed()
    shown = _on_screen(w, sizes)
    assert any(text == "painted" for _, text in shown)  # the tokens were looked at
    small = sorted(x for x in shown if x[0] < LEAST)
    assert not small, (moment, small[:5])
    assert not _clashes(w), (moment, _clashes(w))
    return min(px for px, _ in shown)


@pytest.mark.parametrize(("players", "seed"), [(3, 2), (4, 5)])
def test_the_smallest_type_on_the_board_reads_at_9_px_at_1280x800(
    qtbot: Any, slovak: None, painted_sizes: list[float], players: int, seed: int
) -> None:
    w = make_window(qtbot, game="catan", players=players, seed=seed)
    w.resize(1280, 800)
    qtbot.wait(30)
    model = w.model
    model.stop()
    mind = make_bot(model.game, "normal", 40)
    seen: dict[str, float] = {}
    for step in range(5000):
        st = model.match.state
        if step % 40 == 0 or st.phase in (ROBBER, DISCARD) or model.match.is_over():
            seen[st.phase] = _check(w, painted_sizes, (step, st.phase))
        if model.match.is_over():
            break
        seat = model.human_to_act()
        if seat is None:
            assert model.bot_move_now()
        else:
            assert model.try_apply(seat, mind.choose(model.match.view(seat), seat))
    assert model.match.is_over() and len(seen) > 3 and ROBBER in seen
    # the development cards' names under the hand, every kind at once (two of them on two lines in
    # Slovak), one bought this turn (greyed): shown at the game's end for the test's sake
    st = model.match.state
    st.dev_hand[0], st.dev_new[0] = [2, 1, 1, 1, 1], [1, 0, 0, 0, 0]
    _check(w, painted_sizes, "every development card")
    shown = {i.text() for i in board_texts(w)}
    assert {"Víťazný", "bod", "Stavba", "ciest", "Rytier", "Vynález", "Monopol"} <= shown


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768), (1024, 700)])
def test_the_board_is_drawn_larger_in_the_same_window(qtbot: Any, slovak: None, size: tuple[int, int]) -> None:
    """The scene holds the island and the panels without wide empty margins: at every usual window
    size the board is drawn larger than the 1480×940 scene allowed, and the whole of it is seen."""
    w = make_window(qtbot, game="catan", players=4, seed=5)
    w.resize(*size)
    qtbot.wait(30)
    view = w.page.view
    vp = view.viewport().rect().adjusted(2, 2, -2, -2)
    old = min(vp.width() / (1480 * 1.06), vp.height() / (940 * 1.06))
    assert view.transform().m11() > 1.05 * old
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(view.scene().itemsBoundingRect().adjusted(2, 2, -2, -2))
