"""Catan's pieces: SVG terrain and icons (assets/catan), tokens and buildings painted from data."""

from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtSvg import QSvgRenderer

from desktop.common.cached import CachedItem
from desktop.common.colours import mark_for_colour, mark_path
from desktop.common.paths import assets_dir

PIPS = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}


@cache
def renderer(name: str) -> QSvgRenderer:
    return QSvgRenderer(str(assets_dir() / "catan" / f"{name}.svg"))


class SvgItem(CachedItem):
    """One of Catan's SVG pictures, `w` × `h`, its top-left at the item's origin."""

    def __init__(self, name: str, w: float, h: float) -> None:
        super().__init__()
        self.name, self.w, self.h = name, w, h

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(0, 0, self.w, self.h)

    def cache_key(self) -> tuple[object, ...]:
        return (self.name, self.w, self.h)

    def paint_content(self, painter: QPainter) -> None:
        renderer(self.name).render(painter, QRectF(0, 0, self.w, self.h))


class TokenItem(CachedItem):
    """A number token: bold number, red for 6 and 8, and its probability as dots."""

    R = 19.0

    def __init__(self, number: int) -> None:
        super().__init__()
        self.number = number

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(-self.R - 2, -self.R - 2, 2 * self.R + 4, 2 * self.R + 4)

    def cache_key(self) -> tuple[object, ...]:
        return (self.number,)

    def paint_content(self, painter: QPainter) -> None:
        painter.setPen(QPen(QColor("#7A6A4F"), 1.5))
        painter.setBrush(QColor("#F6EBD2"))
        painter.drawEllipse(QPointF(0, 0), self.R, self.R)
        red = self.number in (6, 8)
        ink = QColor("#B3261E") if red else QColor("#2B2B2B")
        f = QFont()
        f.setBold(True)
        f.setPixelSize(17 if red else 16)
        painter.setFont(f)
        painter.setPen(ink)
        painter.drawText(
            QRectF(-self.R, -self.R + 2, 2 * self.R, 2 * self.R - 12), Qt.AlignmentFlag.AlignCenter, str(self.number)
        )
        dots = PIPS.get(self.number, 0)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        for k in range(dots):
            painter.drawEllipse(QPointF((k - (dots - 1) / 2) * 4.2, 10.5), 1.6, 1.6)


class BuildingItem(CachedItem):
    """A settlement (a house) or a city (a house with a tower) in its seat's colour and mark."""

    def __init__(self, colour: str, city: bool, scale: float = 1.0) -> None:
        super().__init__()
        self.colour, self.city, self.s = colour, city, scale

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        w = (34 if self.city else 24) * self.s
        return QRectF(-w / 2 - 2, -18 * self.s - 2, w + 4, 32 * self.s + 4)

    def cache_key(self) -> tuple[object, ...]:
        return (self.colour, self.city, self.s)

    def paint_content(self, painter: QPainter) -> None:
        s = self.s
        p = QPainterPath()
        if self.city:
            p.moveTo(-16 * s, 12 * s)
            p.lineTo(-16 * s, -2 * s)
            p.lineTo(-4 * s, -2 * s)
            p.lineTo(-4 * s, -10 * s)
            p.lineTo(4 * s, -18 * s)
            p.lineTo(12 * s, -10 * s)
            p.lineTo(16 * s, -10 * s)
            p.lineTo(16 * s, 12 * s)
        else:
            p.moveTo(-11 * s, 12 * s)
            p.lineTo(-11 * s, -2 * s)
            p.lineTo(0, -13 * s)
            p.lineTo(11 * s, -2 * s)
            p.lineTo(11 * s, 12 * s)
        p.closeSubpath()
        base = QColor(self.colour)
        painter.setPen(QPen(base.darker(170), 1.8 * s))
        painter.setBrush(base)
        painter.drawPath(p)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 230))
        size = 9 * s
        painter.drawPath(mark_path(mark_for_colour(self.colour), QRectF(-size / 2, 0, size, size)))


class RoadItem(CachedItem):
    """A road along an edge from `a` to `b` (item coordinates centred on the edge).

    `tight`: only the road and a few units around it answer the pointer (its tooltip), not its square
    bounding box, which on the board covers much of the two hexes beside it (the supply's road keeps
    the whole box to grab)."""

    def __init__(self, colour: str, length: float, angle: float, tight: bool = False) -> None:
        super().__init__()
        self.colour, self.length, self.angle, self.tight = colour, length, angle, tight

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        r = self.length / 2 + 8
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        if not self.tight:
            return super().shape()
        w = self.length * 0.62 + 6
        path = QPainterPath()
        path.addRect(QRectF(-w / 2, -8, w, 16))
        return QTransform().rotate(math.degrees(self.angle)).map(path)

    def drawn_rect(self) -> QRectF:
        """The road as drawn (its box is the square it needs to turn in): the keyboard's ring goes
        round this, not over the supply's count beside it."""
        w = self.length * 0.62 + 2
        path = QPainterPath()
        path.addRect(QRectF(-w / 2, -5.5, w, 11))
        return QTransform().rotate(math.degrees(self.angle)).map(path).boundingRect()

    def cache_key(self) -> tuple[object, ...]:
        return (self.colour, round(self.length, 1), round(self.angle, 3))

    def paint_content(self, painter: QPainter) -> None:
        painter.rotate(math.degrees(self.angle))
        base = QColor(self.colour)
        painter.setPen(QPen(base.darker(170), 1.6))
        painter.setBrush(base)
        w = self.length * 0.62
        painter.drawRoundedRect(QRectF(-w / 2, -4.5, w, 9), 3, 3)


class DieItem(CachedItem):
    """A six-sided die showing `value`, centred on the item's origin."""

    S = 44.0
    SPOTS = {
        1: [(0, 0)],
        2: [(-1, -1), (1, 1)],
        3: [(-1, -1), (0, 0), (1, 1)],
        4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
        5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
        6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
    }

    def __init__(self, value: int) -> None:
        super().__init__()
        self.value = value

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(-self.S / 2 - 2, -self.S / 2 - 2, self.S + 4, self.S + 4)

    def cache_key(self) -> tuple[object, ...]:
        return (self.value,)

    def paint_content(self, painter: QPainter) -> None:
        s = self.S
        painter.setPen(QPen(QColor("#8C7650"), 1.6))
        painter.setBrush(QColor("#FFFDF6"))
        painter.drawRoundedRect(QRectF(-s / 2, -s / 2, s, s), 8, 8)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#B3261E") if self.value == 1 else QColor("#2B2B2B"))
        for dx, dy in self.SPOTS[self.value]:
            painter.drawEllipse(QPointF(dx * s * 0.27, dy * s * 0.27), s * 0.08, s * 0.08)
