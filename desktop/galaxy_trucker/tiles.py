"""Galaxy Trucker's ship tiles, painted with QPainter from their data (original flat vector art).

Every tile is drawn on a 100 × 100 grid centred on the origin and scaled into the target
rectangle. A tile is a light metal plate; each side shows its connector as pipes ending in
a dark flange at the edge (smooth: none, single: one, double: two, universal: three), and
the component sits in the middle, its look taken from `TileSpec`. Rotation k turns the
plate's connectors and component k quarter turns clockwise; numbers and the pieces of the
`contents` overlay (crew, aliens, goods cubes) stay upright, as pieces lying on a tile do.
"""

from __future__ import annotations

import math
from collections.abc import Hashable, Mapping
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTransform,
)
from PySide6.QtWidgets import QGraphicsItem

from desktop.common.cached import CachedItem
from desktop.common.colours import mark_for_colour, mark_path
from engine.core.messages import QT_TRANSLATE_NOOP, MessageKey
from engine.galaxy_trucker import data as gt

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


def _c(colour: str | QColor) -> QColor:
    return QColor(colour)


def _pen(colour: str | QColor, width: float) -> QPen:
    pen = QPen(_c(colour), width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _rot(point: QPointF, rotation: int) -> QPointF:
    """`point` turned `rotation` quarter turns clockwise about the origin (y grows downward)."""
    x, y = point.x(), point.y()
    for _ in range(rotation % 4):
        x, y = -y, x
    return QPointF(x, y)


@dataclass(frozen=True, slots=True)
class _Ctx:
    """What every part of a tile drawing needs: line widths in design units and the rotation."""

    ow: float  # main outline width (1–2 device px)
    px: float  # one device pixel
    rotation: int
    contents: Mapping[str, Any]
    colour: str

    def vgrad(self, rect: QRectF, top: str | QColor, bottom: str | QColor) -> QBrush:
        """A gentle top-light gradient over `rect` that stays top-down on screen whatever the rotation."""
        up = _rot(QPointF(0, -1), -self.rotation)
        c = rect.center()
        h = max(rect.width(), rect.height()) / 2
        g = QLinearGradient(c + up * h, c - up * h)
        g.setColorAt(0, _c(top))
        g.setColorAt(1, _c(bottom))
        return QBrush(g)


def _upright(painter: QPainter, c: _Ctx) -> _Ctx:
    """Turn the painter back to screen-upright for a label or icon drawn about the tile's centre."""
    painter.rotate(-90 * c.rotation)
    return replace(c, rotation=0)


def _fill(painter: QPainter, colour: str | QColor | QBrush, outline: str | QColor | None, width: float) -> None:
    painter.setBrush(colour if isinstance(colour, QBrush) else QBrush(_c(colour)))
    if outline is None:
        painter.setPen(Qt.PenStyle.NoPen)
    else:
        painter.setPen(_pen(outline, width))


def _cylinder(rect: QRectF, base: str, vertical: bool = True) -> QBrush:
    """A pipe or barrel's shading: lit stripe a third of the way across."""
    if vertical:
        g = QLinearGradient(rect.left(), 0, rect.right(), 0)
    else:
        g = QLinearGradient(0, rect.top(), 0, rect.bottom())
    b = _c(base)
    g.setColorAt(0.0, b.darker(125))
    g.setColorAt(0.35, b.lighter(150))
    g.setColorAt(1.0, b.darker(135))
    return QBrush(g)


# ---------------------------------------------------------------------------------------------
# shared icons (the same everywhere: on tiles, in the overlay, on badges)


@cache
def _bolt_path() -> QPainterPath:
    """A lightning bolt in a unit box centred on the origin."""
    pts = [(0.18, -0.5), (-0.3, 0.08), (-0.02, 0.08), (-0.16, 0.5), (0.3, -0.1), (0.02, -0.1)]
    return _poly(pts)


def _poly(pts: list[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in pts]))
    path.closeSubpath()
    return path


def _scaled(path: QPainterPath, centre: QPointF, size: float) -> QPainterPath:
    return QTransform().translate(centre.x(), centre.y()).scale(size, size).map(path)


def battery_cell(painter: QPainter, rect: QRectF, ow: float, full: bool = True) -> None:
    """One battery cell: a green upright cell with a terminal nub and a white bolt (grey when spent)."""
    nub = QRectF(rect.center().x() - rect.width() * 0.22, rect.top() - rect.height() * 0.1, rect.width() * 0.44, 0)
    nub.setHeight(rect.height() * 0.14)
    base = "#3FA34D" if full else "#8A949E"
    edge = _c(base).darker(170)
    _fill(painter, edge, None, 0)
    painter.drawRoundedRect(nub, nub.height() * 0.3, nub.height() * 0.3)
    g = QLinearGradient(rect.left(), 0, rect.right(), 0)
    g.setColorAt(0, _c(base).lighter(125))
    g.setColorAt(1, _c(base).darker(115))
    _fill(painter, QBrush(g), edge, ow)
    r = rect.width() * 0.22
    painter.drawRoundedRect(rect, r, r)
    ink = QColor(255, 255, 255, 240 if full else 110)
    _fill(painter, ink, None, 0)
    painter.drawPath(_scaled(_bolt_path(), rect.center(), min(rect.width() * 1.15, rect.height() * 0.7)))


def battery_badge(painter: QPainter, centre: QPointF, size: float, ow: float, turns: int = 0) -> None:
    """'Needs a battery per use': a battery cell on a white disc, turned back `turns` quarter turns."""
    painter.save()
    painter.translate(centre)
    painter.rotate(-90 * turns)
    _fill(painter, "#FFFFFF", "#3A4450", ow * 0.8)
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
        p = head.united(_poly([(-0.035, -0.3), (0.035, -0.3), (0.03, -0.46), (-0.03, -0.46)]))
        p.addEllipse(QPointF(0, -0.47), 0.085, 0.085)
    return p.simplified()


def _alien_eyes(kind: int) -> QPainterPath:
    p = QPainterPath()
    if kind == gt.BROWN:
        for sx in (-1, 1):
            p.addEllipse(QPointF(sx * 0.14, 0.06), 0.085, 0.1)
    else:
        for sx in (-1, 1):
            eye = _poly([(sx * 0.06, 0.02), (sx * 0.3, -0.08), (sx * 0.26, 0.08), (sx * 0.1, 0.13)])
            p.addPath(eye)
    return p


def alien_icon(painter: QPainter, kind: int, centre: QPointF, size: float, ow: float) -> None:
    """An alien's head in its colour (brown or purple) with the shape that tells the two apart."""
    colour = _c(ALIEN_COLOURS[kind])
    g = QLinearGradient(0, centre.y() - size / 2, 0, centre.y() + size / 2)
    g.setColorAt(0, colour.lighter(135))
    g.setColorAt(1, colour)
    _fill(painter, QBrush(g), colour.darker(200), ow)
    painter.drawPath(_scaled(_alien_head(kind), centre, size))
    _fill(painter, "#1C1A22", None, 0)
    painter.drawPath(_scaled(_alien_eyes(kind), centre, size))


def alien_badge(painter: QPainter, kind: int, centre: QPointF, size: float, ow: float) -> None:
    """What the alien adds, as a second cue beside colour: brown a thrust flame, purple a gun sight."""
    colour = _c(ALIEN_COLOURS[kind])
    _fill(painter, "#FFFFFF", colour.darker(180), ow * 0.8)
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
        _fill(painter, colour, None, 0)
        painter.drawPath(flame)
        _fill(painter, "#F3C77A", None, 0)
        painter.drawEllipse(centre + QPointF(0, 0.22 * s), 0.2 * s, 0.28 * s)
    else:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(_pen(colour, max(ow, s * 0.16)))
        painter.drawEllipse(centre, s * 0.45, s * 0.45)
        for a in range(4):
            d = _rot(QPointF(0, -1), a)
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
    _fill(painter, "#FBFAF6", INK, ow)
    painter.drawPath(body.simplified())


def goods_cube(painter: QPainter, colour: int, centre: QPointF, size: float, ow: float) -> None:
    """A goods cube seen from above in its colour with its mark (dark ink on yellow, white elsewhere)."""
    base = _c(GOODS_COLOURS[colour])
    rect = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
    g = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    g.setColorAt(0, base.lighter(118))
    g.setColorAt(1, base)
    _fill(painter, QBrush(g), base.darker(170), ow)
    painter.drawRoundedRect(rect, size * 0.18, size * 0.18)
    ink = QColor("#5A4300") if colour == gt.YELLOW else QColor(255, 255, 255, 235)
    _fill(painter, ink, None, 0)
    inset = size * 0.24
    painter.drawPath(mark_path(GOODS_MARKS[colour], rect.adjusted(inset, inset, -inset, -inset)))


# ---------------------------------------------------------------------------------------------
# the plate and its connectors


def _plate_path() -> QPainterPath:
    p = QPainterPath()
    p.addRoundedRect(QRectF(-HALF, -HALF, 2 * HALF, 2 * HALF), CORNER, CORNER)
    return p


def _plate(painter: QPainter, c: _Ctx) -> None:
    g = QLinearGradient(0, -HALF, 0, HALF)
    g.setColorAt(0, _c(PLATE_TOP))
    g.setColorAt(1, _c(PLATE_BOTTOM))
    _fill(painter, QBrush(g), PLATE_EDGE, c.ow)
    painter.drawPath(_plate_path())
    inner = HALF - 4.5
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(QColor(255, 255, 255, 120), c.px))
    painter.drawRoundedRect(QRectF(-inner, -inner, 2 * inner, 2 * inner), CORNER - 3, CORNER - 3)
    if c.px < 1.0:  # rivets only where they can be seen
        _fill(painter, "#98A4B0", "#6F7B87", c.px)
        for sx in (-1, 1):
            for sy in (-1, 1):
                painter.drawEllipse(QPointF(sx * 41.5, sy * 41.5), 1.7, 1.7)


def _connectors(painter: QPainter, spec: gt.TileSpec, c: _Ctx, inner: float = 10.0) -> None:
    """Pipes from each connected side toward the middle, each ending in a flange on the edge."""
    for side, kind in enumerate(spec.connectors):
        if kind == gt.SMOOTH:
            continue
        w, xs = PIPES[kind]
        painter.save()
        painter.rotate(90 * side)
        for x in xs:
            body = QRectF(x - w / 2, -HALF + 2, w, HALF - 2 - inner)
            _fill(painter, _cylinder(body, PIPE), PIPE_DARK, c.ow * 0.8)
            painter.drawRect(body)
            if c.px < 1.0:  # a collar on each pipe where there is room for the detail
                collar = QRectF(x - w / 2 - 1.2, -33, w + 2.4, 3.4)
                _fill(painter, _cylinder(collar, "#56636F"), PIPE_DARK, c.ow * 0.6)
                painter.drawRoundedRect(collar, 1.0, 1.0)
            flange = QRectF(x - w / 2 - 2.6, -HALF - 0.2, w + 5.2, 8.0)
            _fill(painter, _cylinder(flange, "#46525E"), "#1B2129", c.ow * 0.8)
            painter.drawRoundedRect(flange, 1.6, 1.6)
        painter.restore()


# ---------------------------------------------------------------------------------------------
# components, each drawn at rotation 0 (the painter is already turned)


def _cannon(painter: QPainter, spec: gt.TileSpec, c: _Ctx) -> None:
    painter.save()
    painter.rotate(90 * max(spec.facing, 0))
    xs: tuple[float, ...] = (-8.5, 8.5) if spec.double else (0.0,)
    bw = 8.0 if spec.double else 10.0
    for x in xs:
        barrel = QRectF(x - bw / 2, -44, bw, 44)
        _fill(painter, _cylinder(barrel, "#5A6270"), "#1E232B", c.ow)
        painter.drawRect(barrel)
        band = QRectF(x - bw / 2 - 0.8, -24, bw + 1.6, 3.2)
        _fill(painter, "#2E343D", None, 0)
        painter.drawRect(band)
        muzzle = QRectF(x - bw / 2 - 2.2, -HALF + 0.5, bw + 4.4, 8)
        _fill(painter, _cylinder(muzzle, "#3D444F"), "#1E232B", c.ow)
        painter.drawRoundedRect(muzzle, 1.5, 1.5)
    base = QRectF(-19, -10, 38, 32)
    violet = _c("#6E56A8")
    _fill(painter, c.vgrad(base, violet.lighter(125), violet.darker(110)), violet.darker(190), c.ow)
    painter.drawRoundedRect(base, 9, 9)
    dome = QRectF(-12.5, -12, 25, 25)
    _fill(painter, c.vgrad(dome, "#9C86D4", "#6450A0"), violet.darker(190), c.ow)
    painter.drawEllipse(dome)
    if spec.double:
        battery_badge(painter, QPointF(0, 12.5), 15, c.ow, c.rotation + max(spec.facing, 0))
    else:
        _fill(painter, violet.darker(160), None, 0)
        painter.drawEllipse(QPointF(0, 0.5), 4.5, 4.5)
    painter.restore()


def _engine(painter: QPainter, spec: gt.TileSpec, c: _Ctx) -> None:
    painter.save()
    painter.rotate(90 * ((spec.facing if spec.facing >= 0 else gt.S) - gt.S))
    xs: tuple[float, ...] = (-11.0, 11.0) if spec.double else (0.0,)
    tw, bw = (5.0, 10.0) if spec.double else (7.5, 16.0)
    y0, y1 = -2.0, 33.0
    for x in xs:
        flame = QPainterPath()
        flame.moveTo(x - bw * 0.78, y1 - 1)
        flame.cubicTo(x - bw * 0.7, y1 + 8, x - bw * 0.2, y1 + 11, x, HALF - 1)
        flame.cubicTo(x + bw * 0.2, y1 + 11, x + bw * 0.7, y1 + 8, x + bw * 0.78, y1 - 1)
        flame.closeSubpath()
        _fill(painter, "#F0862A", "#B4521A", c.ow * 0.7)
        painter.drawPath(flame)
        core = QPainterPath()
        core.moveTo(x - bw * 0.42, y1)
        core.cubicTo(x - bw * 0.35, y1 + 6, x - bw * 0.1, y1 + 8, x, y1 + 11)
        core.cubicTo(x + bw * 0.1, y1 + 8, x + bw * 0.35, y1 + 6, x + bw * 0.42, y1)
        core.closeSubpath()
        _fill(painter, "#FFD866", None, 0)
        painter.drawPath(core)
        bell = QPainterPath()
        bell.moveTo(x - tw, y0)
        bell.lineTo(x + tw, y0)
        bell.cubicTo(x + tw, y0 + 14, x + bw * 0.85, y1 - 10, x + bw, y1)
        bell.lineTo(x - bw, y1)
        bell.cubicTo(x - bw * 0.85, y1 - 10, x - tw, y0 + 14, x - tw, y0)
        bell.closeSubpath()
        r = QRectF(x - bw, y0, 2 * bw, y1 - y0)
        _fill(painter, _cylinder(r, "#5C6570"), "#1E232B", c.ow)
        painter.drawPath(bell)
        rim = QRectF(x - bw - 1, y1 - 3.5, 2 * bw + 2, 4.5)
        _fill(painter, "#2C323A", "#1E232B", c.ow * 0.6)
        painter.drawRoundedRect(rim, 1.5, 1.5)
    housing = QRectF(-21, -30, 42, 30)
    copper = _c("#C27A3C")
    _fill(painter, c.vgrad(housing, copper.lighter(130), copper.darker(115)), copper.darker(200), c.ow)
    painter.drawRoundedRect(housing, 8, 8)
    painter.setPen(_pen(copper.darker(170), max(c.px, 1.6)))
    if spec.double:
        battery_badge(
            painter, QPointF(0, -15), 15, c.ow, c.rotation + (spec.facing if spec.facing >= 0 else gt.S) - gt.S
        )
    else:  # cooling fins and two bolts
        for x in (-7.0, -2.3, 2.3, 7.0):
            painter.drawLine(QPointF(x, -23), QPointF(x, -8))
        _fill(painter, copper.darker(140), None, 0)
        for x in (-15.0, 15.0):
            painter.drawEllipse(QPointF(x, -15.5), 1.8, 1.8)
    painter.restore()


CABIN_BUNKS = (QPointF(0, -10.5), QPointF(0, 10.5))
START_BUNKS = (QPointF(0, -2.0), QPointF(0, 17.0))


def _bunk(painter: QPainter, centre: QPointF, w: float, h: float, blanket: QColor, c: _Ctx) -> None:
    """A bed seen from above, head to the left: white mattress, pillow, blanket with a turned-down sheet."""
    rect = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
    _fill(painter, "#FBF8F0", "#6E6250", c.ow * 0.8)
    painter.drawRoundedRect(rect, 3.5, 3.5)
    pillow = QRectF(rect.left() + 2.2, rect.top() + 2.2, 8.5, h - 4.4)
    _fill(painter, "#DCE3EA", "#8A96A3", c.ow * 0.6)
    painter.drawRoundedRect(pillow, 2.5, 2.5)
    cover = QRectF(rect.left() + w * 0.36, rect.top(), w * 0.64, h)
    _fill(painter, c.vgrad(cover, blanket.lighter(115), blanket.darker(105)), blanket.darker(170), c.ow * 0.8)
    painter.drawRoundedRect(cover, 3.5, 3.5)
    painter.setPen(_pen("#FBF8F0", 2.4))
    x = cover.left() + 3.2
    painter.drawLine(QPointF(x, rect.top() + 1.8), QPointF(x, rect.bottom() - 1.8))


def _cabin(painter: QPainter, spec: gt.TileSpec, c: _Ctx) -> None:
    room = QRectF(-27, -27, 54, 54)
    _fill(painter, c.vgrad(room, "#F7F0E2", "#E0D3B8"), "#7D6B4C", c.ow)
    painter.drawRoundedRect(room, 10, 10)
    for centre in CABIN_BUNKS:
        _bunk(painter, centre, 42, 16, _c("#4F86B5"), c)


def _starting_cabin(painter: QPainter, spec: gt.TileSpec, c: _Ctx) -> None:
    colour = _c(c.colour or PLAYER_COLOURS.get(spec.colour, "#888888"))
    room = QRectF(-36, -36, 72, 72)
    _fill(painter, c.vgrad(room, colour.lighter(125), colour.darker(110)), colour.darker(210), c.ow * 1.3)
    painter.drawRoundedRect(room, 13, 13)
    floor = QRectF(-29, -14, 58, 42)
    _fill(painter, c.vgrad(floor, "#F7F0E2", "#E0D3B8"), colour.darker(180), c.ow)
    painter.drawRoundedRect(floor, 8, 8)
    for centre in START_BUNKS:
        _bunk(painter, centre, 50, 16, colour, c)
    # the command badge: the seat's mark on a white disc, upright
    centre = QPointF(0, -26)
    _fill(painter, "#FFFFFF", colour.darker(210), c.ow)
    painter.drawEllipse(centre, 8.5, 8.5)
    mark = mark_for_colour(colour.name())
    painter.save()
    painter.translate(centre)
    painter.rotate(-90 * c.rotation)
    _fill(painter, colour, colour.darker(200), c.ow * 0.6)
    painter.drawPath(mark_path(mark, QRectF(-5.6, -5.6, 11.2, 11.2)))
    painter.restore()


def _life_support(painter: QPainter, spec: gt.TileSpec, c: _Ctx) -> None:
    kind = max(spec.alien, 0)
    colour = _c(ALIEN_COLOURS[kind])
    disc = QRectF(-27, -27, 54, 54)
    _fill(painter, c.vgrad(disc, "#F8F4EE", "#DCD5CC"), colour.darker(170), c.ow)
    painter.drawEllipse(disc)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(colour, 4.0))
    painter.drawEllipse(QPointF(0, 0), 22.5, 22.5)
    _fill(painter, colour.lighter(170), None, 0)
    for k in range(12):
        a = math.radians(k * 30 + 15)
        painter.drawEllipse(QPointF(22.5 * math.cos(a), 22.5 * math.sin(a)), 1.6, 1.6)
    c = _upright(painter, c)
    alien_icon(painter, kind, QPointF(-2, -1), 34, c.ow)
    alien_badge(painter, kind, QPointF(15.5, 15.5), 15, c.ow)


def _slot_rects(spec: gt.TileSpec) -> list[QRectF]:
    n = max(spec.capacity, 1)
    s, gap = 17.0, 4.0
    total = n * s + (n - 1) * gap
    return [QRectF(-total / 2 + i * (s + gap), -s / 2, s, s) for i in range(n)]


def _cargo(painter: QPainter, spec: gt.TileSpec, c: _Ctx) -> None:
    red = spec.kind == gt.SPECIAL_CARGO
    slots = _slot_rects(spec)
    frame = slots[0].united(slots[-1]).adjusted(-6, -8, 6, 8)
    base = _c("#C9403A" if red else "#3D72AC")
    _fill(painter, c.vgrad(frame, base.lighter(125), base.darker(110)), base.darker(190), c.ow)
    painter.drawRoundedRect(frame, 7, 7)
    _fill(painter, base.darker(135), None, 0)  # handles
    for sx in (-1, 1):
        x = frame.center().x() + sx * (frame.width() / 2 - 0.5)
        painter.drawRoundedRect(QRectF(x - 2, -6, 4, 12), 1.5, 1.5)
    for slot in slots:
        if red:
            _fill(painter, "#FBEDEA", "#8E1F1A", c.ow * 1.6)
        else:
            _fill(painter, "#E6ECF2", base.darker(170), c.ow * 0.8)
        painter.drawRoundedRect(slot, 3, 3)
        if red:  # a faint red-goods mark: this slot takes red too (a cue that does not need colour)
            _fill(painter, QColor(196, 60, 52, 90), None, 0)
            painter.drawPath(mark_path(GOODS_MARKS[gt.RED], slot.adjusted(4.5, 4.5, -4.5, -4.5)))


def _battery(painter: QPainter, spec: gt.TileSpec, c: _Ctx) -> None:
    n = max(spec.capacity, 1)
    w, h, gap = 12.5, 28.0, 4.5
    total = n * w + (n - 1) * gap
    housing = QRectF(-total / 2 - 6, -h / 2 - 9, total + 12, h + 15)
    _fill(painter, c.vgrad(housing, "#5B6672", "#3C4550"), "#1E242B", c.ow)
    painter.drawRoundedRect(housing, 7, 7)
    left = c.contents.get("cells", c.contents.get("batteries", n))
    for i in range(n):
        rect = QRectF(-total / 2 + i * (w + gap), -h / 2 + 1.5, w, h)
        battery_cell(painter, rect, c.ow * 0.8, full=i < left)


def _shield(painter: QPainter, spec: gt.TileSpec, c: _Ctx) -> None:
    sides = spec.protects or (gt.N, gt.E)
    vx = sum(math.cos(math.radians(SIDE_ANGLE[s])) for s in sides)
    vy = sum(math.sin(math.radians(SIDE_ANGLE[s])) for s in sides)
    mid = math.degrees(math.atan2(vy, vx))
    teal = _c("#1E9C8A")
    r = 40.0
    dome = QRectF(-r, -r, 2 * r, 2 * r)
    fill = QColor(teal)
    fill.setAlpha(55)
    _fill(painter, fill, None, 0)
    painter.drawPie(dome, int((mid - 62) * 16), int(124 * 16))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(teal.darker(130), 6.0))
    painter.drawArc(dome, int((mid - 62) * 16), int(124 * 16))
    painter.setPen(_pen(teal.lighter(150), 2.0))
    painter.drawArc(dome, int((mid - 58) * 16), int(116 * 16))
    inner = QRectF(-29, -29, 58, 58)
    painter.setPen(_pen(teal, 2.6))
    painter.drawArc(inner, int((mid - 55) * 16), int(110 * 16))
    gen = QRectF(-15, -15, 30, 30)
    _fill(painter, c.vgrad(gen, teal.lighter(150), teal.darker(110)), teal.darker(200), c.ow)
    painter.drawEllipse(gen)
    _fill(painter, "#E9FBF7", teal.darker(160), c.ow * 0.7)
    painter.drawEllipse(QPointF(0, 0), 6.5, 6.5)
    _fill(painter, teal.darker(120), None, 0)
    painter.drawEllipse(QPointF(0, 0), 2.6, 2.6)


def _structural(painter: QPainter, spec: gt.TileSpec, c: _Ctx) -> None:
    steel = _c("#6A7683")
    frame = QRectF(-17, -17, 34, 34)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(steel.darker(170), 7.5))
    painter.drawRect(frame)
    painter.drawLine(frame.topLeft(), frame.bottomRight())
    painter.drawLine(frame.topRight(), frame.bottomLeft())
    painter.setPen(_pen(steel.lighter(120), 4.5))
    painter.drawRect(frame)
    painter.drawLine(frame.topLeft(), frame.bottomRight())
    painter.drawLine(frame.topRight(), frame.bottomLeft())
    _fill(painter, steel.lighter(115), steel.darker(180), c.ow)
    for pt in (frame.topLeft(), frame.topRight(), frame.bottomLeft(), frame.bottomRight(), frame.center()):
        painter.drawEllipse(pt, 4.2, 4.2)


def _crate(painter: QPainter, c: _Ctx) -> None:
    """The common body of the Missions' special cargo tiles: a strapped wooden crate."""
    rect = QRectF(-30, -30, 60, 60)
    wood = _c("#CFAE7A")
    _fill(painter, c.vgrad(rect, wood.lighter(112), wood.darker(108)), "#6B5030", c.ow)
    painter.drawRoundedRect(rect, 6, 6)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(wood.darker(135), max(c.px, 1.3)))
    for y in (-15.0, 0.0, 15.0):
        painter.drawLine(QPointF(-27, y), QPointF(27, y))
    _fill(painter, "#7C6140", None, 0)
    for sx in (-1, 1):
        for sy in (-1, 1):
            painter.drawPolygon(
                QPolygonF(
                    [
                        QPointF(sx * 30, sy * 30),
                        QPointF(sx * 19, sy * 30),
                        QPointF(sx * 30, sy * 19),
                    ]
                )
            )


def _explosive(painter: QPainter, spec: gt.TileSpec, c: _Ctx) -> None:
    _crate(painter, c)
    c = _upright(painter, c)
    r = 23.0
    diamond = _poly([(0, -r), (r, 0), (0, r), (-r, 0)])
    _fill(painter, "#F28C1E", "#2B2B2B", c.ow * 1.3)
    painter.drawPath(diamond)
    burst = []
    for i in range(16):
        rad = 11.5 if i % 2 == 0 else 5.0
        a = -math.pi / 2 + i * math.pi / 8
        burst.append((rad * math.cos(a), rad * math.sin(a) + 1))
    _fill(painter, "#202226", None, 0)
    painter.drawPath(_poly(burst))
    _fill(painter, "#FFE08A", None, 0)
    painter.drawEllipse(QPointF(0, 1), 2.6, 2.6)


def _fragile(painter: QPainter, spec: gt.TileSpec, c: _Ctx) -> None:
    _crate(painter, c)
    c = _upright(painter, c)
    blue = _c("#2A5D80")
    _fill(painter, "#F4FAFD", blue, c.ow * 1.3)
    painter.drawEllipse(QPointF(0, 0), 21, 21)
    bowl = QPainterPath()
    bowl.moveTo(-9, -13)
    bowl.lineTo(9, -13)
    bowl.cubicTo(9.5, -3, 5, 1.5, 0, 1.5)
    bowl.cubicTo(-5, 1.5, -9.5, -3, -9, -13)
    bowl.closeSubpath()
    _fill(painter, "#A9D6EE", blue, 2.4)
    painter.drawPath(bowl)
    painter.setPen(_pen(blue, 2.6))
    painter.drawLine(QPointF(0, 1.5), QPointF(0, 11))
    painter.drawLine(QPointF(-6.5, 12), QPointF(6.5, 12))
    painter.setPen(_pen("#FFFFFF", 1.4))  # a crack across the bowl
    painter.drawPolyline(QPolygonF([QPointF(-5, -11), QPointF(-1.5, -7.5), QPointF(-3.5, -5), QPointF(1, -1.5)]))


def _heavy(painter: QPainter, spec: gt.TileSpec, c: _Ctx) -> None:
    # armour plating along the smooth sides (the sides that shrug off hits)
    painter.save()
    painter.setClipPath(_plate_path())
    for side, kind in enumerate(spec.connectors):
        if kind != gt.SMOOTH:
            continue
        painter.save()
        painter.rotate(90 * side)
        band = QRectF(-HALF, -HALF, 2 * HALF, 10)
        _fill(painter, QBrush(_cylinder(band, "#6B737C", vertical=False)), "#2D3238", c.ow)
        painter.drawRect(band)
        _fill(painter, "#C9CFD5", "#3B4148", c.px * 0.8)
        for x in (-33.0, -16.5, 0.0, 16.5, 33.0):
            painter.drawEllipse(QPointF(x, -HALF + 5), 1.6, 1.6)
        painter.restore()
    painter.restore()
    _crate(painter, c)
    c = _upright(painter, c)
    weight = QPainterPath()
    weight.moveTo(-12, -9)
    weight.lineTo(12, -9)
    weight.lineTo(19, 19)
    weight.lineTo(-19, 19)
    weight.closeSubpath()
    handle = QRectF(-8, -21, 16, 16)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen("#1E2226", 6.5))
    painter.drawArc(handle, 0, 180 * 16)
    painter.setPen(_pen("#4A5058", 3.5))
    painter.drawArc(handle, 0, 180 * 16)
    _fill(painter, c.vgrad(QRectF(-19, -9, 38, 28), "#5A616A", "#30353B"), "#1E2226", c.ow)
    painter.drawPath(weight)
    painter.save()
    painter.translate(0, 6)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(20)
    painter.setFont(font)
    painter.setPen(QColor("#FFFFFF"))
    painter.drawText(QRectF(-14, -12, 28, 24), Qt.AlignmentFlag.AlignCenter, f"\u2212{spec.engine_penalty}")
    painter.restore()


@cache
def _trefoil() -> QPainterPath:
    p = QPainterPath()
    r_in, r_out = 0.26, 0.82
    for centre in (90.0, 210.0, 330.0):
        a0 = centre - 30
        blade = QPainterPath()
        blade.arcMoveTo(QRectF(-r_out, -r_out, 2 * r_out, 2 * r_out), a0)
        blade.arcTo(QRectF(-r_out, -r_out, 2 * r_out, 2 * r_out), a0, 60)
        blade.arcTo(QRectF(-r_in, -r_in, 2 * r_in, 2 * r_in), a0 + 60, -60)
        blade.closeSubpath()
        p.addPath(blade)
    p.addEllipse(QPointF(0, 0), 0.15, 0.15)
    return p


def _radioactive(painter: QPainter, spec: gt.TileSpec, c: _Ctx) -> None:
    _crate(painter, c)
    c = _upright(painter, c)
    _fill(painter, "#F7D22B", "#2B2B2B", c.ow * 1.3)
    painter.drawEllipse(QPointF(0, 0), 22, 22)
    _fill(painter, "#1E1E1E", None, 0)
    painter.drawPath(_scaled(_trefoil(), QPointF(0, 0), 19))


def _artifact(painter: QPainter, spec: gt.TileSpec, c: _Ctx) -> None:
    axes = []  # 0 = the tile's column (north-south), 1 = its row, at rotation 0
    if spec.dead_zone == "cross" or "column" in spec.line_axis:
        axes.append(0)
    if spec.dead_zone == "cross" or "row" in spec.line_axis:
        axes.append(1)
    zone = _c("#C0246A")
    for axis in axes or [0]:
        painter.save()
        painter.rotate(90 * axis)
        painter.setPen(_pen(QColor(255, 255, 255, 200), 8.5))
        painter.drawLine(QPointF(0, -HALF + 9), QPointF(0, HALF - 9))
        pen = QPen(zone, 4.5)
        pen.setDashPattern([1.6, 1.1])
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.drawLine(QPointF(0, -HALF + 9), QPointF(0, HALF - 9))
        _fill(painter, zone, zone.darker(160), c.ow * 0.7)
        for sy in (-1, 1):
            tip = sy * (HALF - 1.5)
            base = sy * (HALF - 12)
            painter.drawPolygon(QPolygonF([QPointF(0, tip), QPointF(7.5, base), QPointF(-7.5, base)]))
        painter.restore()
    c = _upright(painter, c)
    stone = QRectF(-19, -19, 38, 38)
    _fill(painter, c.vgrad(stone, "#5B4E74", "#342B47"), "#1D1728", c.ow)
    painter.drawEllipse(stone)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(QColor(240, 200, 80, 150), 1.4))
    painter.drawEllipse(QPointF(0, 0), 15, 15)
    gem = _poly([(0, -13), (9.5, -4), (6, 11), (-6, 11), (-9.5, -4)])
    _fill(painter, c.vgrad(QRectF(-10, -13, 20, 24), "#FFE38A", "#D39A1C"), "#6E4A08", c.ow)
    painter.drawPath(gem)
    painter.setPen(_pen(QColor("#8C6210"), max(c.px, 0.9)))
    for a, b in (((0, -13), (0, -4)), ((-9.5, -4), (9.5, -4)), ((0, -4), (-6, 11)), ((0, -4), (6, 11))):
        painter.drawLine(QPointF(*a), QPointF(*b))


COMPONENTS = {
    gt.CANNON: _cannon,
    gt.ENGINE: _engine,
    gt.CABIN: _cabin,
    gt.STARTING_CABIN: _starting_cabin,
    gt.LIFE_SUPPORT: _life_support,
    gt.CARGO: _cargo,
    gt.SPECIAL_CARGO: _cargo,
    gt.BATTERY: _battery,
    gt.SHIELD: _shield,
    gt.STRUCTURAL: _structural,
    gt.EXPLOSIVE: _explosive,
    gt.FRAGILE: _fragile,
    gt.HEAVY: _heavy,
    gt.RADIOACTIVE: _radioactive,
    gt.ARTIFACT: _artifact,
}


# ---------------------------------------------------------------------------------------------
# the contents overlay (upright pieces lying on the tile)


def _overlay(painter: QPainter, spec: gt.TileSpec, c: _Ctx) -> None:
    contents = c.contents
    k = c.rotation
    alien = contents.get("alien")
    humans = int(contents.get("humans", 0) or 0)
    if spec.kind in (gt.CABIN, gt.STARTING_CABIN):
        bunks = START_BUNKS if spec.kind == gt.STARTING_CABIN else CABIN_BUNKS
    else:
        bunks = (QPointF(-11, 0), QPointF(11, 0))
    if alien is not None and alien in (gt.BROWN, gt.PURPLE):
        centre = _rot(bunks[0] * 0.5 + bunks[1] * 0.5, k)
        _fill(painter, QColor(255, 255, 255, 200), None, 0)
        painter.drawEllipse(centre, 17, 17)
        alien_icon(painter, int(alien), centre + QPointF(0, -1), 30, c.ow)
        alien_badge(painter, int(alien), centre + QPointF(11, 11), 11, c.ow)
    for i in range(min(humans, len(bunks))):
        human_icon(painter, _rot(bunks[i], k), 21, c.ow)
    goods = list(contents.get("goods", ()) or ())
    if goods:
        if spec.kind in (gt.CARGO, gt.SPECIAL_CARGO):
            spots = [r.center() for r in _slot_rects(spec)]
        else:
            spots = [QPointF(-19 + 19 * i, 0) for i in range(3)]
        for colour, spot in zip(goods, spots, strict=False):
            goods_cube(painter, int(colour), _rot(spot, k), 14, c.ow)


# ---------------------------------------------------------------------------------------------
# public API


def _begin(painter: QPainter, rect: QRectF) -> tuple[float, float]:
    """Move the painter's origin to the tile's centre and its unit to a hundredth of the tile."""
    painter.translate(rect.center())
    s = min(rect.width(), rect.height()) / 100.0
    painter.scale(s, s)
    t = painter.worldTransform()
    scale = math.hypot(t.m11(), t.m12()) or 1.0
    px = 1.0 / scale
    size_px = 100.0 * scale
    ow = max(1.0, min(2.0, size_px / 70.0)) * px
    return ow, px


def paint_tile(
    painter: QPainter,
    rect: QRectF,
    tile: int,
    rotation: int,
    *,
    contents: Mapping[str, Any] | None = None,
    colour: str | None = None,
) -> None:
    """Paint tile `tile` turned `rotation` quarter turns clockwise into `rect` (a square is best).

    `contents` lays pieces on it: "humans" (a count), "alien" (BROWN or PURPLE), "cells" (battery
    cells left; the rest show spent) and "goods" (a list of goods colours, one per slot).
    `colour` is a seat colour (hex) that replaces a starting cabin's printed player colour.
    """
    spec = gt.tile(tile)
    k = rotation % 4
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
    ow, px = _begin(painter, rect)
    c = _Ctx(ow=ow, px=px, rotation=k, contents=contents or {}, colour=colour or "")
    _plate(painter, c)
    painter.save()
    painter.rotate(90 * k)
    _connectors(painter, spec, c)
    COMPONENTS.get(spec.kind, _structural)(painter, spec, c)
    painter.restore()
    if contents:
        _overlay(painter, spec, c)
    painter.restore()


def paint_back(painter: QPainter, rect: QRectF) -> None:
    """The face-down back shared by every tile: a hatched dark panel with the game's emblem."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    ow, px = _begin(painter, rect)
    g = QLinearGradient(0, -HALF, 0, HALF)
    g.setColorAt(0, QColor("#3A4C72"))
    g.setColorAt(1, QColor("#233052"))
    _fill(painter, QBrush(g), "#141B2E", ow)
    plate = _plate_path()
    painter.drawPath(plate)
    painter.save()
    inner = HALF - 6
    frame = QPainterPath()
    frame.addRoundedRect(QRectF(-inner, -inner, 2 * inner, 2 * inner), CORNER - 3, CORNER - 3)
    painter.setClipPath(frame)
    painter.setPen(_pen(QColor(255, 255, 255, 26), 2.2))
    for d in range(-100, 101, 8):
        painter.drawLine(QPointF(d - 50, -50), QPointF(d + 50, 50))
    painter.restore()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen(QColor(255, 255, 255, 80), max(px, 1.0)))
    painter.drawPath(frame)
    # the emblem: a ringed planet with a cargo ship's chevron crossing its ring
    _fill(painter, "#1B2540", QColor(255, 255, 255, 120), ow)
    painter.drawEllipse(QPointF(0, 0), 24, 24)
    planet = QRectF(-11, -11, 22, 22)
    pg = QLinearGradient(planet.topLeft(), planet.bottomRight())
    pg.setColorAt(0, QColor("#F5C15A"))
    pg.setColorAt(1, QColor("#C77A1E"))
    _fill(painter, QBrush(pg), "#7A4A10", ow * 0.8)
    painter.drawEllipse(planet)
    painter.save()
    painter.rotate(-20)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(_pen("#BFD3F2", 2.6))
    ring = QRectF(-20, -5.5, 40, 11)
    painter.drawArc(ring, 180 * 16, 180 * 16)  # the front half of the ring, over the planet
    painter.restore()
    _fill(painter, "#FFFFFF", None, 0)
    star = []
    for i in range(8):
        rad = 4.2 if i % 2 == 0 else 1.3
        a = i * math.pi / 4
        star.append((13 + rad * math.cos(a), -13 + rad * math.sin(a)))
    painter.drawPath(_poly(star))
    painter.restore()


def _freeze(value: Any) -> Hashable:
    if isinstance(value, Mapping):
        return tuple(sorted((str(k), _freeze(v)) for k, v in value.items()))
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in value)
    return value  # type: ignore[no-any-return]


class TileItem(CachedItem):
    """One tile `size` px square, centred on the item's origin, turned and with optional contents."""

    def __init__(
        self,
        tile: int,
        rotation: int = 0,
        size: float = 64.0,
        contents: Mapping[str, Any] | None = None,
        colour: str | None = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self.tile, self.turns, self.size = tile, rotation % 4, float(size)  # not rotation(): Qt's own
        self.contents: Mapping[str, Any] | None = contents
        self.colour = colour
        self.setToolTip(tile_tooltip(tile))

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(-self.size / 2, -self.size / 2, self.size, self.size)

    def cache_key(self) -> tuple[object, ...]:
        return (self.tile, self.turns, self.size, _freeze(self.contents or {}), self.colour)

    def set_turns(self, rotation: int) -> None:
        """Show the tile turned `rotation` quarter turns clockwise."""
        self.turns = rotation % 4
        self.update()

    def set_contents(self, contents: Mapping[str, Any] | None) -> None:
        self.contents = contents
        self.update()

    def paint_content(self, painter: QPainter) -> None:
        paint_tile(painter, self.boundingRect(), self.tile, self.turns, contents=self.contents, colour=self.colour)


class TileBackItem(CachedItem):
    """A face-down tile `size` px square, centred on the item's origin."""

    def __init__(self, size: float = 64.0, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.size = float(size)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(-self.size / 2, -self.size / 2, self.size, self.size)

    def cache_key(self) -> tuple[object, ...]:
        return (self.size,)

    def paint_content(self, painter: QPainter) -> None:
        paint_back(painter, self.boundingRect())


# tooltip texts: one per kind (and variant), numbers as %1
TIPS: dict[str, MessageKey] = {
    "cannon": QT_TRANSLATE_NOOP("GalaxyTrucker", "Cannon"),
    "cannon2": QT_TRANSLATE_NOOP("GalaxyTrucker", "Double cannon: needs a battery per use"),
    "engine": QT_TRANSLATE_NOOP("GalaxyTrucker", "Engine"),
    "engine2": QT_TRANSLATE_NOOP("GalaxyTrucker", "Double engine: needs a battery per use"),
    gt.CABIN: QT_TRANSLATE_NOOP("GalaxyTrucker", "Cabin: %1 crew"),
    gt.STARTING_CABIN: QT_TRANSLATE_NOOP("GalaxyTrucker", "Starting cabin: %1 crew"),
    "life0": QT_TRANSLATE_NOOP("GalaxyTrucker", "Life support for a brown alien (engine strength)"),
    "life1": QT_TRANSLATE_NOOP("GalaxyTrucker", "Life support for a purple alien (firepower)"),
    gt.CARGO: QT_TRANSLATE_NOOP("GalaxyTrucker", "Cargo hold: %1 goods"),
    gt.SPECIAL_CARGO: QT_TRANSLATE_NOOP("GalaxyTrucker", "Red cargo hold: %1 goods, also red"),
    gt.BATTERY: QT_TRANSLATE_NOOP("GalaxyTrucker", "Battery: %1 cells"),
    gt.SHIELD: QT_TRANSLATE_NOOP("GalaxyTrucker", "Shield generator: guards two sides, a battery per use"),
    gt.STRUCTURAL: QT_TRANSLATE_NOOP("GalaxyTrucker", "Structural module: connectors only"),
    gt.EXPLOSIVE: QT_TRANSLATE_NOOP("GalaxyTrucker", "Explosive cargo: when lost, the 8 tiles around it are lost too"),
    gt.FRAGILE: QT_TRANSLATE_NOOP("GalaxyTrucker", "Fragile cargo: lost when a tile around it is lost"),
    gt.HEAVY: QT_TRANSLATE_NOOP("GalaxyTrucker", "Heavy cargo: engine strength %1; its smooth sides are armoured"),
    gt.RADIOACTIVE: QT_TRANSLATE_NOOP(
        "GalaxyTrucker", "Radioactive cargo: neighbouring cabins and batteries stay empty"
    ),
    "artifact_line": QT_TRANSLATE_NOOP("GalaxyTrucker", "Artifact: the marked line is a dead zone"),
    "artifact_cross": QT_TRANSLATE_NOOP("GalaxyTrucker", "Artifact: its row and column are a dead zone"),
}


def tile_tooltip(tile: int) -> str:
    """A short translated description of a tile: its name and the rule that matters for it."""
    spec = gt.tile(tile)
    key, number = spec.kind, ""
    if spec.kind in (gt.CANNON, gt.ENGINE):
        key += "2" if spec.double else ""
    elif spec.kind in (gt.CABIN, gt.STARTING_CABIN):
        number = str(spec.crew)
    elif spec.kind == gt.LIFE_SUPPORT:
        key = f"life{max(spec.alien, 0)}"
    elif spec.kind in (gt.CARGO, gt.SPECIAL_CARGO, gt.BATTERY):
        number = str(spec.capacity)
    elif spec.kind == gt.HEAVY:
        number = f"\u2212{spec.engine_penalty}"
    elif spec.kind == gt.ARTIFACT:
        key = "artifact_cross" if spec.dead_zone == "cross" else "artifact_line"
    tip = TIPS.get(key)
    if tip is None:
        return spec.kind
    return QCoreApplication.translate(tip.context, tip.source).replace("%1", number)
