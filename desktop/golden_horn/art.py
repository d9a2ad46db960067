"""Golden Horn's pieces painted from data: goods colours with symbols, ships, cubes, cards."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen

from desktop.common.cached import CachedItem

# The six colours the rules name, each with a symbol so no rule depends on telling colours apart.
GOODS = ("#F2C230", "#EE8FB8", "#3E9F4F", "#EF8A23", "#D2373F", "#2F6FC2")
SYMBOLS = ("circle", "heart", "triangle", "square", "star", "diamond")
# the board's least type: with four players the route's length draws the board at 0.55 of its size in a
# 1280 × 800 window, where 17 px read at 9.3 px (16 px were 8.8)
TEXT_PX = 17


def darker(hex_colour: str, factor: int = 150) -> QColor:
    return QColor(hex_colour).darker(factor)


def symbol_path(colour: int, rect: QRectF) -> QPainterPath:
    """The goods symbol of `colour` fitted in `rect`."""
    p = QPainterPath()
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    cx, cy = rect.center().x(), rect.center().y()
    kind = SYMBOLS[colour]
    if kind == "circle":
        p.addEllipse(rect)
    elif kind == "square":
        p.addRect(rect.adjusted(w * 0.08, h * 0.08, -w * 0.08, -h * 0.08))
    elif kind == "triangle":
        p.moveTo(cx, y)
        p.lineTo(x + w, y + h)
        p.lineTo(x, y + h)
        p.closeSubpath()
    elif kind == "diamond":
        p.moveTo(cx, y)
        p.lineTo(x + w, cy)
        p.lineTo(cx, y + h)
        p.lineTo(x, cy)
        p.closeSubpath()
    elif kind == "star":
        r_out, r_in = w / 2, w / 5
        for i in range(10):
            r = r_out if i % 2 == 0 else r_in
            a = -math.pi / 2 + i * math.pi / 5
            pt = QPointF(cx + r * math.cos(a), cy + r * math.sin(a))
            if i == 0:
                p.moveTo(pt)
            else:
                p.lineTo(pt)
        p.closeSubpath()
    else:  # heart
        p.moveTo(cx, y + h)
        p.cubicTo(x - w * 0.1, y + h * 0.55, x + w * 0.05, y - h * 0.1, cx, y + h * 0.3)
        p.cubicTo(x + w * 0.95, y - h * 0.1, x + w * 1.1, y + h * 0.55, cx, y + h)
    return p


def paint_symbol(painter: QPainter, colour: int, rect: QRectF, ink: QColor | None = None) -> None:
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink or QColor(255, 255, 255, 215))
    painter.drawPath(symbol_path(colour, rect))
    painter.restore()


def paint_cube(painter: QPainter, colour: int, rect: QRectF) -> None:
    """A wooden cube seen from above: rounded square, top light, symbol."""
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    base = QColor(GOODS[colour])
    grad.setColorAt(0, base.lighter(120))
    grad.setColorAt(1, base)
    painter.setBrush(QBrush(grad))
    painter.setPen(QPen(darker(GOODS[colour]), 1.2))
    painter.drawRoundedRect(rect, rect.width() * 0.18, rect.width() * 0.18)
    inset = rect.width() * 0.25
    paint_symbol(painter, colour, rect.adjusted(inset, inset, -inset, -inset))


class ShipItem(CachedItem):
    """A merchant ship: hull, three sails in its colours, the owner's flag, its cargo."""

    W, H = 64.0, 58.0

    def __init__(self, sails: tuple[int, int, int], seat_colour: str, mark_path: QPainterPath) -> None:
        super().__init__()
        self.sails = sails
        self.seat_colour = QColor(seat_colour)
        self.mark = mark_path
        self.facing = 1  # +1 bow to the right
        self.cargo_colour = -1
        self.cargo = 0
        self.dimmed = False
        self.selected = False
        self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.W / 2 - 4, -self.H / 2 - 14, self.W + 8, self.H + 30)

    def shape(self) -> QPainterPath:
        p = QPainterPath()
        p.addRect(QRectF(-self.W / 2, -self.H / 2 - 10, self.W, self.H + 16))
        return p

    def cache_key(self) -> tuple[object, ...]:
        return (
            self.sails,
            self.seat_colour.name(),
            self.facing,
            self.cargo_colour,
            self.cargo,
            self.dimmed,
            self.selected,
        )

    def paint_content(self, painter: QPainter) -> None:
        if self.dimmed:
            painter.setOpacity(0.55)
        painter.save()
        painter.scale(self.facing, 1)
        if self.selected:
            painter.setPen(QPen(self.seat_colour, 3, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(-36, -40, 72, 76), 10, 10)
        # hull
        hull = QPainterPath()
        hull.moveTo(-30, 8)
        hull.lineTo(30, 8)
        hull.quadTo(26, 22, 14, 24)
        hull.lineTo(-22, 24)
        hull.quadTo(-30, 20, -30, 8)
        grad = QLinearGradient(0, 8, 0, 24)
        grad.setColorAt(0, QColor("#9A6A3C"))
        grad.setColorAt(1, QColor("#6E4826"))
        painter.setBrush(QBrush(grad))
        painter.setPen(QPen(QColor("#4A2F17"), 1.5))
        painter.drawPath(hull)
        # mast and three sails (stern, main, bow)
        painter.setPen(QPen(QColor("#4A2F17"), 2))
        painter.drawLine(QPointF(-2, 8), QPointF(-2, -30))
        sail_rects = [QRectF(-26, -16, 18, 22), QRectF(-10, -30, 18, 36), QRectF(10, -20, 16, 26)]
        for colour, r in zip(self.sails, sail_rects, strict=True):
            path = QPainterPath()
            path.moveTo(r.left(), r.top())
            path.quadTo(r.right() + 4, r.center().y(), r.left(), r.bottom())
            path.lineTo(r.right(), r.bottom())
            path.lineTo(r.right(), r.top())
            path.closeSubpath()
            painter.setBrush(QColor(GOODS[colour]))
            painter.setPen(QPen(darker(GOODS[colour]), 1.4))
            painter.drawPath(path)
            paint_symbol(painter, colour, QRectF(r.center().x() - 4, r.center().y() - 4, 8, 8))
        # owner's flag at the masthead
        painter.setPen(QPen(QColor("#333333"), 1))
        painter.setBrush(self.seat_colour)
        flag = QRectF(-2, -42, 20, 13)
        painter.drawRect(flag)
        painter.restore()
        painter.save()
        painter.setBrush(QColor("white"))
        painter.setPen(Qt.PenStyle.NoPen)
        fx = 8 if self.facing > 0 else -8
        painter.translate(fx, -35.5)
        painter.drawPath(self.mark)
        painter.restore()
        # cargo: cubes on deck with a count
        if self.cargo > 0:
            # 16 px: 9.2 px on screen in Modon, where a ship is scaled 1.05 (a ship in a home port, scaled
            # 0.92, never holds cargo: it unloads on arriving)
            r = QRectF(-14, 6, 14, 14)
            paint_cube(painter, self.cargo_colour, r)
            painter.setPen(QColor("#1B1B1B"))
            f = QFont()
            f.setBold(True)
            f.setPixelSize(16)
            painter.setFont(f)
            painter.drawText(
                QRectF(2, 3, 34, 20), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, f"×{self.cargo}"
            )


class CardItem(CachedItem):
    """A wind/pirate card of one colour, with its symbol."""

    W, H = 46.0, 68.0

    def __init__(self, colour: int, face_up: bool = True) -> None:
        super().__init__()
        self.colour = colour
        self.face_up = face_up
        self.selected = False
        self.count = 0  # >0: draw as a stack with a count badge

    def boundingRect(self) -> QRectF:
        return QRectF(-2, -14, self.W + 4, self.H + 18)

    def shape(self) -> QPainterPath:
        p = QPainterPath()
        p.addRoundedRect(QRectF(0, 0, self.W, self.H), 6, 6)
        return p

    def cache_key(self) -> tuple[object, ...]:
        return (self.colour, self.face_up, self.selected)

    def paint_content(self, painter: QPainter) -> None:
        r = QRectF(0, 0, self.W, self.H)
        if self.selected:
            painter.translate(0, -12)
        if not self.face_up:
            painter.setBrush(QColor("#34506B"))
            painter.setPen(QPen(QColor("#1F3346"), 1.5))
            painter.drawRoundedRect(r, 6, 6)
            painter.setPen(QPen(QColor(255, 255, 255, 90), 1.5))
            painter.drawRoundedRect(r.adjusted(5, 5, -5, -5), 4, 4)
            return
        painter.setBrush(QColor("#FBF7EE"))
        painter.setPen(QPen(QColor("#8D8170"), 1.5 if not self.selected else 3))
        if self.selected:
            painter.setPen(QPen(QColor("#1B1B1B"), 3))
        painter.drawRoundedRect(r, 6, 6)
        inner = r.adjusted(5, 5, -5, -5)
        painter.setBrush(QColor(GOODS[self.colour]))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(inner, 4, 4)
        paint_symbol(painter, self.colour, QRectF(r.center().x() - 11, r.center().y() - 11, 22, 22))


class CubeItem(CachedItem):
    """One goods cube of `colour`, `size` wide."""

    def __init__(self, colour: int, size: float) -> None:
        super().__init__()
        self.colour, self.size = colour, size

    def boundingRect(self) -> QRectF:
        return QRectF(-1, -1, self.size + 2, self.size + 2)

    def cache_key(self) -> tuple[object, ...]:
        return (self.colour, self.size)

    def paint_content(self, painter: QPainter) -> None:
        paint_cube(painter, self.colour, QRectF(0, 0, self.size, self.size))
