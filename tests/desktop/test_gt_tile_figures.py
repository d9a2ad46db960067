"""The figures printed on Galaxy Trucker's tiles, on screen at 1280×800 in Slovak.

The only figure printed on any tile is a Missions heavy cargo's engine strength, "−1" to "−3" (the
other tiles count with pictures: bunks, battery cells, cargo slots). It was drawn at a fifth of the
tile, whatever the tile's size: 8.4 px on the own ship while the sand runs, 2 to 7 px on the rivals'
ships and the face-up tiles in the middle, where the board's words read at 9 px. It now reads at
9 px or more wherever the board draws a tile large enough to hold it (a tile of 12 px on screen and
up: every size but the smallest rivals' ships, class III beside two others while the sand runs, 10 px);
on a smaller tile no figure is drawn, and the tile's tooltip says it."""

from __future__ import annotations

import math
from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

import engine.galaxy_trucker.data as gt
from desktop.galaxy_trucker.overview import CELL, H, face_up_grid, rival_scale
from desktop.galaxy_trucker.tiles import TileItem, paint_tile, tile_tooltip
from tests.desktop.helpers import make_window
from tests.desktop.type_size import LEAST, on_screen, spy_painted_fonts

FITS = 12.0  # px on screen: a tile this large or larger shows its figure


def _scales(qtbot: Any) -> list[float]:
    """The board's scale at 1280×800 in Slovak: with the hourglass beside it (real time) and in turns."""
    out = []
    for variant in ("realtime", "robot"):
        w = make_window(qtbot, game="galaxy_trucker", players=4, options={"build_variant": variant, "mission": "M3"})
        w.resize(1280, 800)
        qtbot.wait(30)
        assert w.model is not None
        w.model.stop()
        out.append(w.page.view.transform().m11())
        w.close()
    return out


def _tile_sizes() -> dict[str, set[float]]:
    """Every size (scene px) the board draws a tile at: the own ship (its hand and bay alike), the
    rivals' ships and the tile each holds (every board, one to three rivals, building and flying), and
    the face-up tiles (as many as the warehouse and a mission's specials make)."""
    rivals: set[float] = set()
    for board in gt.components().boards:
        for players in (2, 3, 4):
            st = SimpleNamespace(seats=[SimpleNamespace(ship=SimpleNamespace(board=board))] * players)
            for y0 in (620.0, 640.0):  # as other_ships() stands them: while building, in flight
                scale, _ = rival_scale(st, 0, down=H - y0 - 40)  # type: ignore[arg-type]
                rivals |= {CELL * scale - 1, CELL * scale}
    face_up = {face_up_grid(n)[0] for n in range(1, len(gt.components().warehouse) + 13)}
    return {"own": {CELL - 6}, "rivals": rivals, "face_up": face_up}


def _paint(tile: int, size: float, scale: float, fonts: list[float]) -> tuple[QImage, list[str]]:
    """The tile painted as the board blits it (at the view's scale, into a pixmap of its own), on a
    canvas with a margin of 6 px all round, and the texts drawn; `fonts` (spied) gets the on-screen
    size of every font set."""
    texts: list[str] = []
    fonts.clear()
    margin = 6
    side = math.ceil(size * scale)
    image = QImage(side + 2 * margin, side + 2 * margin, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)

    class Spy(QPainter):
        def drawText(self, *args: Any) -> None:  # type: ignore[override]  # noqa: N802 - Qt override
            texts.append(str(args[-1]))
            super().drawText(*args)

    painter = Spy(image)
    painter.translate(margin, margin)
    painter.scale(scale, scale)
    paint_tile(painter, QRectF(0, 0, size, size), tile, 0)
    painter.end()
    return image, texts


def _spills(image: QImage, margin: int = 6) -> bool:
    """Whether anything was painted in the margin around the tile (a badge wider than the tile)."""
    inner = range(margin - 1, image.width() - margin + 1)
    return any(
        image.pixelColor(x, y).alpha() > 0
        for x in range(image.width())
        for y in range(image.height())
        if x not in inner or y not in inner
    )


def test_a_heavy_cargo_figure_reads_at_9_px_wherever_the_board_draws_it(
    qtbot: Any, slovak: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    heavy = {t.engine_penalty: t.index for t in gt.components().tiles if t.kind == gt.HEAVY}
    assert sorted(heavy) == [1, 2, 3]
    scales = _scales(qtbot)
    assert 0.5 < min(scales) < max(scales) < 0.7, scales  # 0.53 beside the hourglass, 0.64 in turns
    fonts = spy_painted_fonts(monkeypatch)
    shown = 0
    for where, sizes in _tile_sizes().items():
        for size in sorted(sizes):
            for scale in scales:
                for penalty, tile in heavy.items():
                    image, texts = _paint(tile, size, scale, fonts)
                    moment = (where, round(size, 1), round(scale, 3), round(size * scale, 1), penalty)
                    assert not _spills(image), moment
                    if size * scale >= FITS:
                        assert len(texts) == 1 and str(penalty) in texts[0], (moment, texts)  # the figure is there
                    if texts:
                        assert min(fonts) >= LEAST, (moment, fonts)
                        shown += 1
                    else:  # too small for a figure: the tooltip says it
                        assert f"\u2212{penalty}" in tile_tooltip(tile), moment
    assert shown > 100


def test_the_rivals_heavy_cargo_figures_read_at_9_px_on_the_board(
    qtbot: Any, slovak: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Heavy Metal (M3), four players, real time: the rivals place their heavy cargo, 19 px on screen."""
    w = make_window(
        qtbot, game="galaxy_trucker", players=4, seed=3, options={"build_variant": "realtime", "mission": "M3"}
    )
    w.resize(1280, 800)
    qtbot.wait(30)
    model = w.model
    assert model is not None
    model.stop()
    for _ in range(200):
        if not model.bot_move_now():
            break
    w._on_changed()
    QApplication.processEvents()
    scale = w.page.view.transform().m11()
    rivals = [
        i
        for i in w.page.view.scene().items()
        if isinstance(i, TileItem) and gt.tile(i.tile).kind == gt.HEAVY and i.size * scale < 25
    ]
    assert len(rivals) >= 3, len(rivals)
    sizes = spy_painted_fonts(monkeypatch)  # every painter's font, the tiles' own figures too
    shown = on_screen(w, sizes)
    assert not [x for x in shown if x[0] < LEAST], sorted(shown)[:5]


def test_a_heavy_cargo_named_by_keys_says_its_figure() -> None:
    """A tile chosen by keys is named by its tooltip's first part, which cut a heavy cargo's "−2" off
    ("Heavy cargo" with nothing to tell one from another): the name carries the figure."""
    import engine.galaxy_trucker.ship as sh
    from desktop.galaxy_trucker.labels import kind_name

    heavy = [t for t in gt.components().tiles if t.kind == gt.HEAVY]
    assert heavy
    for spec in heavy:
        ship = sh.Ship("I", {(6, 6): (spec.index, 0)})
        assert kind_name(ship, 6, 6).endswith(f"\u2212{spec.engine_penalty}")
