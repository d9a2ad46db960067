"""How big a board's text is on the screen: the view's scale times each text item's font, and every
font the board's painters set (a cached picture is painted at the size it is shown). Shared by the
boards' type-size tests (Catan, Golden Horn, Galaxy Trucker), which hold each board to 9 px."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pytest
from PySide6.QtGui import QFont, QPainter
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

import desktop.common.cached as cached

LEAST = 9.0  # px on screen


def _px(f: QFont) -> float:
    return f.pixelSize() if f.pixelSize() > 0 else f.pointSizeF() * 96 / 72


def spy_painted_fonts(monkeypatch: pytest.MonkeyPatch, counted: Callable[[], bool] = lambda: True) -> list[float]:
    """From now on, the on-screen size of every font a painter sets is appended to the list returned
    (when `counted()` says so at that moment: a tile's own figures are a part of its picture)."""
    sizes: list[float] = []
    set_font = QPainter.setFont

    def spy(painter: QPainter, f: QFont) -> None:
        if counted():
            sizes.append(_px(f) * painter.worldTransform().m11())
        set_font(painter, f)

    monkeypatch.setattr(QPainter, "setFont", spy)
    return sizes


def board_texts(w: Any) -> list[Any]:
    """The board's text items shown now, with some text."""
    return [
        i
        for i in w.page.view.scene().items()
        if isinstance(i, QGraphicsSimpleTextItem | QGraphicsTextItem)
        and i.isVisible()
        and i.opacity() > 0
        and _text(i).strip()
    ]


def _text(item: Any) -> str:
    return str(item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText())


def on_screen(w: Any, sizes: list[float], backdrop: Iterable[Any] = ()) -> list[tuple[float, str]]:
    """Every text of the board as it is shown now, with its size in px on the screen; the painters'
    fonts as "painted" (every item is painted afresh, `backdrop` too: pictures drawn behind the board)."""
    view = w.page.view
    scale = view.transform().m11()
    cached._CACHE.clear()
    for item in [*view.scene().items(), *backdrop]:
        if isinstance(item, cached.CachedItem):
            item._memo = None
    sizes.clear()
    view.resetCachedContent()
    view.viewport().grab()
    out = [(px, "painted") for px in sizes]
    for item in board_texts(w):
        out.append((_px(item.font()) * scale * item.sceneTransform().m11(), _text(item)))
    return out


def clashes(w: Any, under_pictures: bool = False) -> list[tuple[str, str]]:
    """Texts that run into each other or out of the scene (and, with `under_pictures`, under a painted
    piece: a tile, a card, a die)."""
    scene = w.page.view.scene()
    items = [(i, i.sceneBoundingRect().adjusted(1, 2, -1, -2)) for i in board_texts(w)]
    out = [(_text(a), "off the scene") for a, r in items if not scene.sceneRect().contains(r)]
    for k, (a, ra) in enumerate(items):
        out += [(_text(a), _text(b)) for b, rb in items[k + 1 :] if ra.intersects(rb)]
    if under_pictures:
        pictures = [i for i in scene.items() if isinstance(i, cached.CachedItem) and i.isVisible()]
        for a, ra in items:
            out += [(_text(a), type(p).__name__) for p in pictures if ra.intersects(p.sceneBoundingRect())]
    return out
