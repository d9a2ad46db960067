"""The type on Störtebeker's board, on screen: at 1280×800 the board is drawn at about 0.6 of its
size, and its smallest figures came out at 2 to 7 px (a captured ship's points in a player's panel,
the harbour ship's defence, the track's numbers, the draw pile's count, the roll's text, the pirates'
values on the small cards). Every text on the board, labels and painted figures alike, now reads at
9 px or more there, in Slovak (the longest), for two to four players, from the start to the end."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

import desktop.common.cached as cached
import desktop.common.painted as painted
import desktop.stortebeker.art as art
import desktop.stortebeker.hand as hand
import desktop.stortebeker.scene as scene
import desktop.stortebeker.table as table
from desktop.common.painted import LabelItem
from engine.bots import make_bot
from engine.stortebeker.state import COUNTER, PICK
from tests.desktop.helpers import make_window

LEAST = 9.0  # px on screen


@pytest.fixture
def painted_sizes(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """The pixel size of every font the board's painters ask for (their text is drawn in it)."""
    sizes: list[float] = []

    def font(px: float, bold: bool = False) -> Any:
        sizes.append(px)
        return painted.font(px, bold)

    for module in (art, table, hand, scene):
        monkeypatch.setattr(module, "font", font)
    return sizes


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
    out = [(px * scale, "painted") for px in sizes]
    for item in view.scene().items():
        if not item.isVisible():
            continue
        if isinstance(item, LabelItem):
            out.append((item.px * scale, item.text))
        elif isinstance(item, QGraphicsSimpleTextItem | QGraphicsTextItem):
            f = item.font()
            px = f.pixelSize() if f.pixelSize() > 0 else f.pointSizeF() * 96 / 72
            out.append((px * scale * item.scale(), item.toPlainText() if isinstance(item, QGraphicsTextItem) else ""))
    return out


def _overlaps(w: Any) -> list[tuple[str, str]]:
    """The board's labels that run into each other."""
    labels = [i for i in w.page.view.scene().items() if isinstance(i, LabelItem) and i.isVisible()]
    out = []
    for k, a in enumerate(labels):
        for b in labels[k + 1 :]:
            if a.sceneBoundingRect().adjusted(2, 1, -2, -1).intersects(b.sceneBoundingRect().adjusted(2, 1, -2, -1)):
                out.append((a.text, b.text))
    return out


@pytest.mark.parametrize(("players", "extended"), [(2, True), (3, False), (4, True)])
def test_the_smallest_type_on_the_board_reads_at_9_px_at_1280x800(
    qtbot: Any, slovak: None, painted_sizes: list[float], players: int, extended: bool
) -> None:
    w = make_window(qtbot, game="stortebeker", players=players, seed=7, options={"extended": extended})
    w.resize(1280, 800)
    qtbot.wait(30)
    model = w.model
    model.stop()
    assert art.TEXT_PX * w.page.view.transform().m11() >= LEAST
    mind = make_bot(model.game, "normal", 40)
    seen: dict[str, float] = {}
    moments = 0
    for step in range(4000):
        st = model.match.state
        if step == 0 or step % 40 == 0 or st.phase in (COUNTER, PICK) or model.match.is_over():
            w._on_changed()
            qtbot.wait(1)
            shown = _on_screen(w, painted_sizes)
            assert shown
            small = sorted(x for x in shown if x[0] < LEAST)
            assert not small, (step, st.phase, small[:5])
            assert not _overlaps(w), (step, st.phase, _overlaps(w))
            seen[st.phase] = min(px for px, _ in shown)
            moments += 1
        if model.match.is_over():
            break
        seat = model.human_to_act()
        if seat is None:
            assert model.bot_move_now()
        else:
            model._apply(seat, mind.choose(model.match.view(seat), seat))
    assert model.match.is_over() and moments > 5
    assert COUNTER in seen or PICK in seen  # a counter-attack or the picks after an exchange were looked at


def test_the_score_tracks_markers_stand_under_their_spaces_not_over_the_numbers(qtbot: Any) -> None:
    """A player's marker was a 10 px mark (6 px on screen) drawn inside its space, over the number it
    marks. It stands under the space now, at 9 px: the numbers' row is the same with markers or without."""
    from PySide6.QtGui import QImage, QPainter

    from desktop.common.painted import PaintedItem

    def track_image(w: Any) -> QImage:
        (item,) = [i for i in w.scene.items() if isinstance(i, PaintedItem) and i.key[0] == "track"]
        return track_image_of(item)

    def track_image_of(item: Any) -> QImage:
        rect = item.boundingRect()
        image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        item.paint_fn(painter)
        painter.end()
        return image

    w = make_window(qtbot, game="stortebeker", players=4, humans=1, seed=31)
    w.model.stop()
    bots = [make_bot(w.model.game, "random", s) for s in range(4)]
    match = w.model.match
    while sum(match.game.scores(match.state)) < 20:
        seat = match.to_act()[0]
        match.apply(seat, bots[seat].choose(match.view(seat), seat))
    w._on_changed()
    marked = track_image(w)
    scale = w.page.view.transform().m11()
    assert table.MARK * scale >= LEAST
    real, add = table.totals, w.scene.add
    drawn: list[Any] = []
    try:  # the same track drawn with every marker at 0 (not on the track)
        table.totals = lambda sc, st: [0] * st.players  # type: ignore[assignment]
        w.scene.add = lambda item, *a, **k: drawn.append(item)
        table.draw_track(w.scene, match.state)
    finally:
        table.totals, w.scene.add = real, add  # type: ignore[assignment]
    bare = track_image_of(drawn[0])
    numbers = 23  # the spaces and their numbers
    assert marked.copy(0, 0, marked.width(), numbers) == bare.copy(0, 0, bare.width(), numbers)
    assert marked != bare  # the markers are drawn, below
