"""Galaxy Trucker tile painting, the small pieces: colours, the drawing context and its helpers,
and the icons drawn on tiles and beside them (batteries, aliens, crew, goods cubes)."""

from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTransform,
)

import engine.galaxy_trucker.data as gt
from desktop.common.colours import mark_path

HALF = 49.5  # the plate's half side on the 100-unit design grid (leaves room for its outline)
CORNER = 7.0

PLATE_TOP, PLATE_BOTTOM, PLATE_EDGE = "#DCE2E8", "#B4BFCA", "#55616D"
PIPE, PIPE_DARK = "#76838F", "#2C3540"
INK = "#262A30"

# goods cubes in rule order red, yellow, green, blue, each with its own mark for colour-blind eyes
GOODS_COLOURS = ("#D2373F", "#F2C230", "#3E9F4F", "#2F6FC2")
GOODS_MARKS = ("diamond", "circle", "triangle", "square")
ALIEN_COLOURS = ("#94602F", "#9B4FC8")  # brown, purple
# the four player colours the rules name, as their nearest colour-blind-safe seat colour
PLAYER_COLOURS = {"blue": "#0072B2", "green": "#009E73", "red": "#D55E00", "yellow": "#F0E442"}

# connector kind -> (pipe width, pipe centres along the side)
PIPES: dict[int, tuple[float, tuple[float, ...]]] = {
    gt.SINGLE: (12.0, (0.0,)),
    gt.DOUBLE: (9.0, (-11.0, 11.0)),
    gt.UNIVERSAL: (7.5, (-17.5, 0.0, 17.5)),
}

SIDE_ANGLE = (90.0, 0.0, 270.0, 180.0)  # n, e, s, w as Qt angles (degrees counter-clockwise from east)


# ---------------------------------------------------------------------------------------------
# small helpers


def qcolour(colour: str | QColor) -> QColor:
    return QColor(colour)


def qpen(colour: str | QColor, width: float) -> QPen:
    pen = QPen(qcolour(colour), width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def rotated(point: QPointF, rotation: int) -> QPointF:
    """`point` turned `rotation` quarter turns clockwise about the origin (y grows downward)."""
    x, y = point.x(), point.y()
    for _ in range(rotation % 4):
        x, y = -y, x
    return QPointF(x, y)


@dataclass(frozen=True, slots=True)
class Ctx:
    """What every part of a tile drawing needs: line widths in design units and the rotation."""

    ow: float  # main outline width (1–2 device px)
    px: float  # one device pixel
    rotation: int
    contents: Mapping[str, Any]
    colour: str

    def vgrad(self, rect: QRectF, top: str | QColor, bottom: str | QColor) -> QBrush:
        """A gentle top-light gradient over `rect` that stays top-down on screen whatever the rotation."""
        up = rotated(QPointF(0, -1), -self.rotation)
        c = rect.center()
        h = max(rect.width(), rect.height()) / 2
        g = QLinearGradient(c + up * h, c - up * h)
        g.setColorAt(0, qcolour(top))
        g.setColorAt(1, qcolour(bottom))
        return QBrush(g)


def upright_ctx(painter: QPainter, c: Ctx) -> Ctx:
    """Turn the painter back to screen-upright for a label or icon drawn about the tile's centre."""
    painter.rotate(-90 * c.rotation)
    return replace(c, rotation=0)


def fill_path(painter: QPainter, colour: str | QColor | QBrush, outline: str | QColor | None, width: float) -> None:
    painter.setBrush(colour if isinstance(colour, QBrush) else QBrush(qcolour(colour)))
    if outline is None:
        painter.setPen(Qt.PenStyle.NoPen)
    else:
        painter.setPen(qpen(outline, width))


def cylinder(rect: QRectF, base: str, vertical: bool = True) -> QBrush:
    """A pipe or barrel's shading: lit stripe a third of the way across."""
    if vertical:
        g = QLinearGradient(rect.left(), 0, rect.right(), 0)
    else:
        g = QLinearGradient(0, rect.top(), 0, rect.bottom())
    b = qcolour(base)
    g.setColorAt(0.0, b.darker(125))
    g.setColorAt(0.35, b.lighter(150))
    g.setColorAt(1.0, b.darker(135))
    return QBrush(g)


# ---------------------------------------------------------------------------------------------
# shared icons (the same everywhere: on tiles, in the overlay, on badges)


@cache
def bolt_path() -> QPainterPath:
    """A lightning bolt in a unit box centred on the origin."""
    pts = [(0.18, -0.5), (-0.3, 0.08), (-0.02, 0.08), (-0.16, 0.5), (0.3, -0.1), (0.02, -0.1)]
    return polygon(pts)


def polygon(pts: list[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in pts]))
    path.closeSubpath()
    return path


def scaled_path(path: QPainterPath, centre: QPointF, size: float) -> QPainterPath:
    return QTransform().translate(centre.x(), centre.y()).scale(size, size).map(path)


def battery_cell(painter: QPainter, rect: QRectF, ow: float, full: bool = True) -> None:
    """One battery cell: a green upright cell with a terminal nub and a white bolt (grey when spent)."""
    nub = QRectF(rect.center().x() - rect.width() * 0.22, rect.top() - rect.height() * 0.1, rect.width() * 0.44, 0)
    nub.setHeight(rect.height() * 0.14)
    base = "#3FA34D" if full else "#8A949E"
    edge = qcolour(base).darker(170)
    fill_path(painter, edge, None, 0)
    painter.drawRoundedRect(nub, nub.height() * 0.3, nub.height() * 0.3)
    g = QLinearGradient(rect.left(), 0, rect.right(), 0)
    g.setColorAt(0, qcolour(base).lighter(125))
    g.setColorAt(1, qcolour(base).darker(115))
    fill_path(painter, QBrush(g), edge, ow)
    r = rect.width() * 0.22
    painter.drawRoundedRect(rect, r, r)
    ink = QColor(255, 255, 255, 240 if full else 110)
    fill_path(painter, ink, None, 0)
    painter.drawPath(scaled_path(bolt_path(), rect.center(), min(rect.width() * 1.15, rect.height() * 0.7)))


def battery_badge(painter: QPainter, centre: QPointF, size: float, ow: float, turns: int = 0) -> None:
    """'Needs a battery per use': a battery cell on a white disc, turned back `turns` quarter turns."""
    painter.save()
    painter.translate(centre)
    painter.rotate(-90 * turns)
    fill_path(painter, "#FFFFFF", "#3A4450", ow * 0.8)
    painter.drawEllipse(QPointF(0, 0), size / 2, size / 2)
    h = size * 0.62
    battery_cell(painter, QRectF(-h * 0.27, -h * 0.42, h * 0.54, h * 0.9), ow * 0.6)
    painter.restore()


@cache
def _alien_head(kind: int) -> QPainterPath:
    """An alien's head in a unit box: brown round with two antennae, purple a pointed dome with one."""
    p = QPainterPath()
    if kind == gt.BROWN:
        p.addEllipse(QPointF(0, 0.1), 0.36, 0.32)
        for sx in (-1, 1):
            stalk = QPainterPath()
            stalk.moveTo(sx * 0.1, -0.15)
            stalk.lineTo(sx * 0.3, -0.42)
            stalk.lineTo(sx * 0.25, -0.44)
            stalk.lineTo(sx * 0.04, -0.16)
            stalk.closeSubpath()
            p = p.united(stalk)
            p.addEllipse(QPointF(sx * 0.3, -0.43), 0.075, 0.075)
    else:
        head = QPainterPath()
        head.moveTo(0, 0.46)
        head.cubicTo(-0.22, 0.36, -0.42, 0.12, -0.4, -0.06)
        head.cubicTo(-0.38, -0.3, -0.2, -0.34, 0, -0.34)
        head.cubicTo(0.2, -0.34, 0.38, -0.3, 0.4, -0.06)
        head.cubicTo(0.42, 0.12, 0.22, 0.36, 0, 0.46)
        p = head.united(polygon([(-0.035, -0.3), (0.035, -0.3), (0.03, -0.46), (-0.03, -0.46)]))
        p.addEllipse(QPointF(0, -0.47), 0.085, 0.085)
    return p.simplified()


def _alien_eyes(kind: int) -> QPainterPath:
    p = QPainterPath()
    if kind == gt.BROWN:
        for sx in (-1, 1):
            p.addEllipse(QPointF(sx * 0.14, 0.06), 0.085, 0.1)
    else:
        for sx in (-1, 1):
            eye = polygon([(sx * 0.06, 0.02), (sx * 0.3, -0.08), (sx * 0.26, 0.08), (sx * 0.1, 0.13)])
            p.addPath(eye)
    return p


def alien_icon(painter: QPainter, kind: int, centre: QPointF, size: float, ow: float) -> None:
    """An alien's head in its colour (brown or purple) with the shape that tells the two apart."""
    colour = qcolour(ALIEN_COLOURS[kind])
    g = QLinearGradient(0, centre.y() - size / 2, 0, centre.y() + size / 2)
    g.setColorAt(0, colour.lighter(135))
    g.setColorAt(1, colour)
    fill_path(painter, QBrush(g), colour.darker(200), ow)
    painter.drawPath(scaled_path(_alien_head(kind), centre, size))
    fill_path(painter, "#1C1A22", None, 0)
    painter.drawPath(scaled_path(_alien_eyes(kind), centre, size))


def alien_badge(painter: QPainter, kind: int, centre: QPointF, size: float, ow: float) -> None:
    """What the alien adds, as a second cue beside colour: brown a thrust flame, purple a gun sight."""
    colour = qcolour(ALIEN_COLOURS[kind])
    fill_path(painter, "#FFFFFF", colour.darker(180), ow * 0.8)
    painter.drawEllipse(centre, size / 2, size / 2)
    s = size / 2
    if kind == gt.BROWN:
        flame = QPainterPath()
        flame.moveTo(centre + QPointF(0, -0.62 * s))
        flame.cubicTo(
            centre + QPointF(0.55 * s, -0.1 * s), centre + QPointF(0.45 * s, 0.55 * s), centre + QPointF(0, 0.6 * s)
        )
        flame.cubicTo(
            centre + QPointF(-0.45 * s, 0.55 * s),
            centre + QPointF(-0.55 * s, -0.1 * s),
            centre + QPointF(0, -0.62 * s),
        )
        fill_path(painter, colour, None, 0)
        painter.drawPath(flame)
        fill_path(painter, "#F3C77A", None, 0)
        painter.drawEllipse(centre + QPointF(0, 0.22 * s), 0.2 * s, 0.28 * s)
    else:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(qpen(colour, max(ow, s * 0.16)))
        painter.drawEllipse(centre, s * 0.45, s * 0.45)
        for a in range(4):
            d = rotated(QPointF(0, -1), a)
            painter.drawLine(centre + d * (s * 0.2), centre + d * (s * 0.72))


def human_icon(painter: QPainter, centre: QPointF, size: float, ow: float) -> None:
    """A crew figure: round head on rounded shoulders, white with a dark outline."""
    s = size
    body = QPainterPath()
    body.moveTo(centre + QPointF(-0.36 * s, 0.48 * s))
    body.cubicTo(
        centre + QPointF(-0.38 * s, 0.08 * s), centre + QPointF(-0.2 * s, -0.02 * s), centre + QPointF(0, -0.02 * s)
    )
    body.cubicTo(
        centre + QPointF(0.2 * s, -0.02 * s), centre + QPointF(0.38 * s, 0.08 * s), centre + QPointF(0.36 * s, 0.48 * s)
    )
    body.closeSubpath()
    body.addEllipse(centre + QPointF(0, -0.26 * s), 0.2 * s, 0.2 * s)
    fill_path(painter, "#FBFAF6", INK, ow)
    painter.drawPath(body.simplified())


def goods_cube(painter: QPainter, colour: int, centre: QPointF, size: float, ow: float) -> None:
    """A goods cube seen from above in its colour with its mark (dark ink on yellow, white elsewhere)."""
    base = qcolour(GOODS_COLOURS[colour])
    rect = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
    g = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    g.setColorAt(0, base.lighter(118))
    g.setColorAt(1, base)
    fill_path(painter, QBrush(g), base.darker(170), ow)
    painter.drawRoundedRect(rect, size * 0.18, size * 0.18)
    ink = QColor("#5A4300") if colour == gt.YELLOW else QColor(255, 255, 255, 235)
    fill_path(painter, ink, None, 0)
    inset = size * 0.24
    painter.drawPath(mark_path(GOODS_MARKS[colour], rect.adjusted(inset, inset, -inset, -inset)))
