"""Board pieces painted once per look and then blitted (see `cached.py`): text, panels, empty
places, and any piece a function paints; plus places that only catch drops and clicks."""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from desktop.common.cached import CachedItem

INK = QColor("#3B3024")


def font(px: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    return f


def fit_line(line: str, name: str, f: QFont, width: float) -> str:
    """`line` (which holds a seat's `name`, e.g. "Anna · 5 points · 3 cards") as it fits in `width`
    px of `f`: whole when it fits; else the name is shortened in its middle, down to a few letters,
    so that the figures after it stay whole; and only then is the line's end cut."""
    metrics = QFontMetricsF(f)
    if metrics.horizontalAdvance(line) <= width:
        return line
    if name and name in line:
        room = width - (metrics.horizontalAdvance(line) - metrics.horizontalAdvance(name))
        short = metrics.elidedText(name, Qt.TextElideMode.ElideMiddle, max(room, metrics.horizontalAdvance("Mmm…")))
        line = line.replace(name, short, 1)
    return metrics.elidedText(line, Qt.TextElideMode.ElideRight, width)


def wrap_words(text: str, f: QFont, width: float) -> list[str]:
    """`text` broken into lines no wider than `width` px of `f` (at spaces; a longer word stays whole)."""
    metrics = QFontMetricsF(f)
    lines: list[str] = []
    for word in text.split():
        if lines and metrics.horizontalAdvance(lines[-1] + " " + word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def fan_step(count: int, item: float, room: float, natural: float, least: float = 4.0) -> float:
    """How far apart `count` cards of width `item` stand in a row of width `room`: `natural` while
    they fit, closer when they do not (each overlapping the next, never under `least`), so that a
    long row keeps clear of what lies beside it."""
    if count <= 1:
        return natural
    return max(least, min(natural, (room - item) / (count - 1)))


def fit_block(text: str, rect: QRectF, px: int, least: int = 7) -> QFont:
    """The largest font of `px` down to `least` pixels in which `text`, wrapped at word breaks, fits
    `rect` whole (the smallest when none does)."""
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
    for size in range(px, least - 1, -1):
        f = font(size)
        need = QFontMetricsF(f).boundingRect(rect, flags, text)
        if need.height() <= rect.height() and need.width() <= rect.width() + 0.5:
            return f
    return font(least)


class PaintedItem(CachedItem):
    """A piece of the board painted by a function, cached under a key that says what it shows."""

    def __init__(self, rect: QRectF, key: Hashable, paint: Callable[[QPainter], None]) -> None:
        super().__init__()
        self.rect, self.key, self.paint_fn = rect, key, paint

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self.rect

    def cache_key(self) -> Hashable:
        return self.key

    def paint_content(self, painter: QPainter) -> None:
        self.paint_fn(painter)


class LabelItem(CachedItem):
    """A line of text on the board, painted once per text, size and colour."""

    def __init__(self, text: str, px: float = 13, bold: bool = True, colour: QColor = INK) -> None:
        super().__init__()
        self.text, self.px, self.bold, self.colour = text, px, bold, QColor(colour)
        metrics = QFontMetricsF(font(px, bold))
        self._rect = QRectF(0, 0, metrics.horizontalAdvance(text) + 4, metrics.height() + 2)
        self._ascent = metrics.ascent()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._rect

    def setBrush(self, colour: QColor | str) -> None:  # noqa: N802 - as on Qt's text items
        self.colour = QColor(colour)
        self.update()

    def cache_key(self) -> Hashable:
        return self.text, self.px, self.bold, self.colour.name()

    def paint_content(self, painter: QPainter) -> None:
        painter.setPen(self.colour)
        painter.setFont(font(self.px, self.bold))
        painter.drawText(QPointF(1, 1 + self._ascent), self.text)


class PanelItem(CachedItem):
    """A soft-cornered panel under a part of the board."""

    def __init__(self, w: float, h: float, fill: QColor, radius: float = 10, outline: bool = True) -> None:
        super().__init__()
        self.w, self.h, self.fill, self.radius, self.outline = w, h, QColor(fill), radius, outline

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(0, 0, self.w, self.h)

    def cache_key(self) -> Hashable:
        return self.w, self.h, self.fill.name(), self.fill.alpha(), self.radius, self.outline

    def paint_content(self, painter: QPainter) -> None:
        painter.setPen(QPen(QColor("#B9AD92"), 1.2) if self.outline else Qt.PenStyle.NoPen)
        painter.setBrush(self.fill)
        painter.drawRoundedRect(QRectF(0.6, 0.6, self.w - 1.2, self.h - 1.2), self.radius, self.radius)


class DashedBox(CachedItem):
    """An empty place (a yard slot, a free canal cell, the wagon shelf): a dashed outline."""

    def __init__(self, w: float, h: float, colour: str, fill_alpha: int = 60, number: str = "") -> None:
        super().__init__()
        self.w, self.h, self.colour, self.fill_alpha, self.number = w, h, colour, fill_alpha, number

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(0, 0, self.w, self.h)

    def cache_key(self) -> Hashable:
        return self.w, self.h, self.colour, self.fill_alpha, self.number

    def paint_content(self, painter: QPainter) -> None:
        painter.setPen(QPen(QColor(self.colour), 1.2, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(255, 255, 255, self.fill_alpha))
        painter.drawRect(QRectF(0.6, 0.6, self.w - 1.2, self.h - 1.2))
        if self.number:
            painter.setPen(QColor("#8C7B5E"))
            painter.setFont(font(10))
            painter.drawText(QPointF(4, self.h - 4), self.number)


def invisible(item: QGraphicsItem) -> QGraphicsItem:
    """A place that only catches drops and clicks: nothing is painted for it."""
    item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
    return item
