"""The type on Golden Horn's board, on screen: the route is as long as the players are many, so with
four the board was drawn at 0.55 of its size in a 1280×800 window, and Modon's name came out at 7.7 px,
the panels' lines (the warehouse's label, its goods and set bonus, a rival's cards, the hand's label) and
the ports' counts at 8.8 px, a loaded ship's cargo in Modon at 7.5 px. Every text on the board, labels and
painted figures alike, now reads at 9 px or more there, in Slovak (the longest), for two to four
players, with the game's options and without, from the placing of the ships to the end; no two texts
run into each other and none leaves the scene."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtGui import QFont, QPainter
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

import desktop.common.cached as cached
from desktop.common import i18n
from engine.bots import make_bot
from engine.golden_horn.state import END, OVER, PLACE, STEER
from tests.desktop.helpers import make_window

LEAST = 9.0  # px on screen


@pytest.fixture
def slovak(qapp: Any) -> Iterator[None]:
    i18n.set_language("sk")
    try:
        yield
    finally:
        i18n.set_language("en")


@pytest.fixture
def painted_sizes(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """The on-screen pixel size of every font the board's painters set (the painter's scale is the
    view's times the item's: the cached pictures are painted at the size they are shown)."""
    sizes: list[float] = []
    set_font = QPainter.setFont

    def spy(painter: QPainter, f: QFont) -> None:
        px = f.pixelSize() if f.pixelSize() > 0 else f.pointSizeF() * 96 / 72
        sizes.append(px * painter.worldTransform().m11())
        set_font(painter, f)

    monkeypatch.setattr(QPainter, "setFont", spy)
    return sizes


def _texts(w: Any) -> list[Any]:
    return [
        i
        for i in w.page.view.scene().items()
        if isinstance(i, QGraphicsSimpleTextItem | QGraphicsTextItem) and i.isVisible() and i.opacity() > 0
    ]


def _on_screen(w: Any, sizes: list[float]) -> list[tuple[float, str]]:
    """Every text of the board as it is shown now, with its size in px on the screen."""
    view = w.page.view
    scale = view.transform().m11()
    cached._CACHE.clear()  # paint every item afresh, so that its painter's fonts are seen
    for item in view.scene().items():
        if isinstance(item, cached.CachedItem):
            item._memo = None
    sizes.clear()
    view.viewport().grab()
    out = [(px, "painted") for px in sizes]  # a loaded ship's cargo
    for item in _texts(w):
        f = item.font()
        px = f.pixelSize() if f.pixelSize() > 0 else f.pointSizeF() * 96 / 72
        text = item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
        out.append((px * scale * item.sceneTransform().m11(), text))
    return out


def _clashes(w: Any) -> list[tuple[str, str]]:
    """Texts that run into each other or out of the scene."""
    items = [(i, i.sceneBoundingRect().adjusted(1, 2, -1, -2)) for i in _texts(w) if i.text().strip()]
    scene = w.page.view.scene().sceneRect()
    out = [(a.text(), "off the scene") for a, r in items if not scene.contains(r)]
    for k, (a, ra) in enumerate(items):
        out += [(a.text(), b.text()) for b, rb in items[k + 1 :] if ra.intersects(rb)]
    return out


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
