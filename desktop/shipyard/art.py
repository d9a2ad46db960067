"""Shipyard's pieces, painted from the component data: ship parts, item and goods icons, canal
cards, action cards, wagon and employee cards (VISUAL.md: flat, soft corners, darker outline)."""

from __future__ import annotations

import math
from collections.abc import Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

import engine.shipyard.canals as cn
from desktop.common.cached import CachedItem
from desktop.common.painted import font
from engine.shipyard.data import design_of, part, tables

TABLE = QColor("#E8E0CC")
PAPER = QColor("#F6F1E4")
INK = QColor("#3B3024")
WATER = QColor("#7FB7D0")
LAND = QColor("#C9D7A4")
HULL = QColor("#9A6237")
DECK = QColor("#E3C79A")
BLANK_HULL = QColor("#A9A49A")
GLOW = QColor("#F2C230")

ICON_COLOUR = {
    "sail": "#F4F1E8",
    "funnel": "#C0392B",
    "propeller": "#7F8C8D",
    "crane": "#E67E22",
    "cannon": "#2C3E50",
    "captain": "#1F4E8C",
    "merchant": "#2E8B57",
    "soldier": "#A93226",
    "coal": "#2B2B2B",
    "steel": "#8FA3B0",
    "wheat": "#E1B530",
    "military": "#A93226",
    "trade": "#2E8B57",
    "lantern": "#F2C230",
    "lifeboat": "#D35400",
    "lifebuoy": "#E74C3C",
    "riband": "#1F6FD1",
    "cabin": "#FFF6D8",
}
CARD_COLOUR = {
    "build_ships": "#B9855A",
    "rent_canal": "#6BAED6",
    "produce_equipment": "#9E9E9E",
    "recruit_crew": "#5B7DB1",
    "hire_employee": "#A1887F",
    "buy_goods": "#C7A64B",
    "stock_exchange": "#7DAA6A",
    "subsidy": "#D4AF37",
}
CARD_ICON = {
    "build_ships": "hull",
    "rent_canal": "canal",
    "produce_equipment": "crane",
    "recruit_crew": "captain",
    "hire_employee": "employee",
    "buy_goods": "wagon",
    "stock_exchange": "exchange",
    "subsidy": "coin",
}
# the rulebook's colours of the employee cards (GRN08 counts blue, yellow and orange ones; GRN11 the
# kinds by colour): engineers brown, recruiters green, merchants orange, constructors, the helmsman and
# the yardman blue, the accountant and the foreman yellow; each reads apart from the others on the board
EMPLOYEE_COLOUR = {
    "brown": "#7A5232",
    "green": "#5E9E5A",
    "orange": "#EC7E1C",
    "blue": "#4F79B8",
    "yellow": "#E9C21F",
    "grey": "#9E9E9E",
}
SIDE = 1.0  # a canal card's side in its own units (drawn at any size)


def _person(rect: QRectF, hat: str) -> QPainterPath:
    c, w, h = rect.center(), rect.width(), rect.height()
    path = QPainterPath()
    path.addEllipse(QPointF(c.x(), rect.top() + h * 0.32), w * 0.17, h * 0.17)
    body = QPainterPath()
    body.moveTo(c.x() - w * 0.32, rect.bottom() - h * 0.05)
    body.quadTo(c.x() - w * 0.3, rect.top() + h * 0.52, c.x(), rect.top() + h * 0.52)
    body.quadTo(c.x() + w * 0.3, rect.top() + h * 0.52, c.x() + w * 0.32, rect.bottom() - h * 0.05)
    body.closeSubpath()
    path.addPath(body)
    top = rect.top() + h * 0.16
    if hat == "cap":  # the captain's peaked cap
        path.addRect(QRectF(c.x() - w * 0.2, top - h * 0.04, w * 0.4, h * 0.08))
        path.addRect(QRectF(c.x() - w * 0.06, top + h * 0.04, w * 0.3, h * 0.04))
    elif hat == "top":  # the merchant's top hat
        path.addRect(QRectF(c.x() - w * 0.12, top - h * 0.13, w * 0.24, h * 0.16))
        path.addRect(QRectF(c.x() - w * 0.22, top + h * 0.02, w * 0.44, h * 0.04))
    elif hat == "helmet":  # the soldier's helmet
        helmet = QPainterPath()
        helmet.moveTo(c.x() - w * 0.24, top + h * 0.07)
        helmet.quadTo(c.x(), top - h * 0.2, c.x() + w * 0.24, top + h * 0.07)
        helmet.closeSubpath()
        path.addPath(helmet)
    return path.simplified()


def icon_path(name: str, rect: QRectF) -> QPainterPath:  # noqa: C901 - one shape per icon
    """The outline of an item, good, symbol or card icon, inside `rect`."""
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    path = QPainterPath()
    if name == "sail":
        path.addRect(QRectF(x + w * 0.47, y + h * 0.08, w * 0.06, h * 0.84))
        path.moveTo(x + w * 0.44, y + h * 0.12)
        path.lineTo(x + w * 0.44, y + h * 0.78)
        path.lineTo(x + w * 0.1, y + h * 0.78)
        path.closeSubpath()
        path.moveTo(x + w * 0.56, y + h * 0.2)
        path.lineTo(x + w * 0.86, y + h * 0.72)
        path.lineTo(x + w * 0.56, y + h * 0.72)
        path.closeSubpath()
    elif name == "funnel":
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(x + w * 0.3, y + h * 0.9),
                    QPointF(x + w * 0.36, y + h * 0.2),
                    QPointF(x + w * 0.64, y + h * 0.2),
                    QPointF(x + w * 0.7, y + h * 0.9),
                ]
            )
        )
        path.closeSubpath()
        path.addEllipse(QPointF(x + w * 0.62, y + h * 0.1), w * 0.1, h * 0.08)
    elif name == "propeller":
        c = rect.center()
        for k in range(3):
            a = math.radians(90 + 120 * k)
            tip = QPointF(c.x() + math.cos(a) * w * 0.42, c.y() - math.sin(a) * h * 0.42)
            blade = QPainterPath()
            blade.moveTo(c)
            side = math.radians(90 + 120 * k + 35)
            blade.quadTo(QPointF(c.x() + math.cos(side) * w * 0.45, c.y() - math.sin(side) * h * 0.45), tip)
            blade.quadTo(c, c)
            path.addPath(blade)
        path.addEllipse(c, w * 0.1, h * 0.1)
    elif name == "crane":
        path.addRect(QRectF(x + w * 0.18, y + h * 0.15, w * 0.12, h * 0.75))
        path.addRect(QRectF(x + w * 0.18, y + h * 0.15, w * 0.66, h * 0.1))
        path.addRect(QRectF(x + w * 0.74, y + h * 0.25, w * 0.04, h * 0.35))
        path.addRect(QRectF(x + w * 0.66, y + h * 0.58, w * 0.2, h * 0.1))
        path.addRect(QRectF(x + w * 0.08, y + h * 0.84, w * 0.32, h * 0.08))
    elif name == "cannon":
        barrel = QPainterPath()
        barrel.moveTo(x + w * 0.12, y + h * 0.5)
        barrel.lineTo(x + w * 0.85, y + h * 0.28)
        barrel.lineTo(x + w * 0.9, y + h * 0.42)
        barrel.lineTo(x + w * 0.18, y + h * 0.68)
        barrel.closeSubpath()
        path.addPath(barrel)
        path.addEllipse(QPointF(x + w * 0.38, y + h * 0.7), w * 0.17, h * 0.17)
    elif name == "captain":
        path = _person(rect, "cap")
    elif name == "merchant":
        path = _person(rect, "top")
    elif name == "soldier":
        path = _person(rect, "helmet")
    elif name in ("employee", "cabin"):
        path = _person(rect, "")
    elif name == "coal":
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(x + w * 0.15, y + h * 0.6),
                    QPointF(x + w * 0.3, y + h * 0.25),
                    QPointF(x + w * 0.62, y + h * 0.18),
                    QPointF(x + w * 0.88, y + h * 0.45),
                    QPointF(x + w * 0.75, y + h * 0.82),
                    QPointF(x + w * 0.35, y + h * 0.85),
                ]
            )
        )
        path.closeSubpath()
    elif name == "steel":
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(x + w * 0.1, y + h * 0.75),
                    QPointF(x + w * 0.25, y + h * 0.35),
                    QPointF(x + w * 0.75, y + h * 0.35),
                    QPointF(x + w * 0.9, y + h * 0.75),
                ]
            )
        )
        path.closeSubpath()
    elif name == "wheat":
        c = QPointF(x + w * 0.5, y + h * 0.5)
        path.addRect(QRectF(c.x() - w * 0.03, y + h * 0.35, w * 0.06, h * 0.58))
        for k in range(3):
            for side in (-1, 1):
                path.addEllipse(QPointF(c.x() + side * w * 0.1, y + h * (0.2 + 0.17 * k)), w * 0.08, h * 0.1)
        path.addEllipse(QPointF(c.x(), y + h * 0.12), w * 0.07, h * 0.1)
    elif name == "military":
        c = rect.center()
        pts = []
        for k in range(10):
            r = (w if k % 2 == 0 else w * 0.42) * 0.45
            a = math.radians(-90 + 36 * k)
            pts.append(QPointF(c.x() + r * math.cos(a), c.y() + r * math.sin(a)))
        path.addPolygon(QPolygonF(pts))
        path.closeSubpath()
    elif name in ("trade", "coin"):
        path.addEllipse(rect.center(), w * 0.4, h * 0.4)
    elif name == "lantern":
        path.addRect(QRectF(x + w * 0.3, y + h * 0.28, w * 0.4, h * 0.5))
        path.addRect(QRectF(x + w * 0.25, y + h * 0.78, w * 0.5, h * 0.1))
        path.addEllipse(QPointF(x + w * 0.5, y + h * 0.18), w * 0.12, h * 0.1)
    elif name == "lifeboat":
        path.moveTo(x + w * 0.08, y + h * 0.42)
        path.lineTo(x + w * 0.92, y + h * 0.42)
        path.quadTo(x + w * 0.8, y + h * 0.82, x + w * 0.5, y + h * 0.82)
        path.quadTo(x + w * 0.2, y + h * 0.82, x + w * 0.08, y + h * 0.42)
        path.closeSubpath()
    elif name == "lifebuoy":
        path.addEllipse(rect.center(), w * 0.42, h * 0.42)
        path.addEllipse(rect.center(), w * 0.2, h * 0.2)
    elif name == "riband":
        path.moveTo(x + w * 0.1, y + h * 0.2)
        path.lineTo(x + w * 0.9, y + h * 0.2)
        path.lineTo(x + w * 0.75, y + h * 0.5)
        path.lineTo(x + w * 0.9, y + h * 0.8)
        path.lineTo(x + w * 0.1, y + h * 0.8)
        path.lineTo(x + w * 0.25, y + h * 0.5)
        path.closeSubpath()
    elif name == "hull":
        path.moveTo(x + w * 0.05, y + h * 0.45)
        path.lineTo(x + w * 0.95, y + h * 0.45)
        path.lineTo(x + w * 0.8, y + h * 0.8)
        path.lineTo(x + w * 0.2, y + h * 0.8)
        path.closeSubpath()
        path.addRect(QRectF(x + w * 0.45, y + h * 0.12, w * 0.08, h * 0.33))
    elif name == "canal":
        for k in range(2):
            yy = y + h * (0.38 + 0.26 * k)
            path.moveTo(x + w * 0.1, yy)
            for i in range(4):
                path.quadTo(x + w * (0.2 + 0.2 * i), yy - h * 0.14, x + w * (0.3 + 0.2 * i), yy)
            path.lineTo(x + w * 0.9, yy + h * 0.07)
            for i in range(4):
                path.quadTo(x + w * (0.8 - 0.2 * i), yy - h * 0.07, x + w * (0.7 - 0.2 * i), yy + h * 0.07)
            path.closeSubpath()
    elif name == "wagon":
        path.addRect(QRectF(x + w * 0.12, y + h * 0.28, w * 0.76, h * 0.38))
        path.addEllipse(QPointF(x + w * 0.3, y + h * 0.74), w * 0.1, h * 0.1)
        path.addEllipse(QPointF(x + w * 0.7, y + h * 0.74), w * 0.1, h * 0.1)
    elif name == "exchange":
        c = rect.center()
        pts = [
            QPointF(
                c.x() + w * 0.42 * math.cos(math.radians(60 * k)), c.y() + h * 0.42 * math.sin(math.radians(60 * k))
            )
            for k in range(6)
        ]
        path.addPolygon(QPolygonF(pts))
        path.closeSubpath()
    else:
        path.addEllipse(rect.center(), w * 0.3, h * 0.3)
    return path


def paint_icon(painter: QPainter, name: str, rect: QRectF, colour: QColor | str | None = None) -> None:
    fill = QColor(colour if colour is not None else ICON_COLOUR.get(name, "#6D4C41"))
    painter.save()
    painter.setPen(QPen(fill.darker(170) if fill.lightness() > 60 else QColor("#000000"), max(0.8, rect.width() / 22)))
    painter.setBrush(fill)
    painter.drawPath(icon_path(name, rect))
    if name == "trade":  # a coin with a bar
        painter.setPen(QPen(fill.darker(180), rect.width() / 10))
        c = rect.center()
        painter.drawLine(QPointF(c.x(), c.y() - rect.height() * 0.22), QPointF(c.x(), c.y() + rect.height() * 0.22))
    elif name == "coin":
        painter.setPen(QPen(fill.darker(160), rect.width() / 14))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(rect.center(), rect.width() * 0.28, rect.height() * 0.28)
    painter.restore()


# -- ship parts ---------------------------------------------------------------------------------
PART_W, PART_H = 100.0, 64.0
MOUNT_NAMES = ("sail_funnel", "propeller", "crane", "cannon")
MOUNT_ICON = {"sail_funnel": "sail", "propeller": "propeller", "crane": "crane", "cannon": "cannon"}


def hull_path(kind: str, rect: QRectF) -> QPainterPath:
    """A ship segment seen from the side: the bow points left, the stern closes right."""
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    deck, keel = y + h * 0.42, y + h * 0.96
    path = QPainterPath()
    if kind == "bow":
        path.moveTo(x + w * 0.02, deck - h * 0.08)
        path.lineTo(x + w, deck)
        path.lineTo(x + w, keel)
        path.quadTo(x + w * 0.35, keel, x + w * 0.02, deck - h * 0.08)
    elif kind == "stern":
        path.moveTo(x, deck)
        path.lineTo(x + w * 0.96, deck - h * 0.04)
        path.quadTo(x + w * 0.98, keel - h * 0.1, x + w * 0.8, keel)
        path.lineTo(x, keel)
    else:
        path.addRect(QRectF(x, deck, w, keel - deck))
    path.closeSubpath()
    return path


def mount_spots(pid: str, rect: QRectF) -> list[tuple[str, QRectF]]:
    """Where a part's mounts and cabins sit: ('sail_funnel' | ... | 'cabin', square) in `rect`."""
    pt = part(pid)
    spots: list[str] = []
    for name, n in zip(MOUNT_NAMES, pt.mounts, strict=True):
        spots += [name] * n
    spots += ["cabin"] * pt.cabins
    if not spots:
        return []
    s = min(rect.height() * 0.36, (rect.width() - 8) / max(3, len(spots)))
    total = s * len(spots)
    x0 = rect.center().x() - total / 2
    top = rect.y() + rect.height() * 0.42 - s - 1
    return [(name, QRectF(x0 + k * s, top, s, s)) for k, name in enumerate(spots)]


def paint_part(painter: QPainter, pid: str, rect: QRectF) -> None:
    pt = part(pid)
    blank = pt.back == "blank"
    path = hull_path(pt.kind, rect)
    grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    base = BLANK_HULL if blank else HULL
    grad.setColorAt(0.4, base.lighter(125))
    grad.setColorAt(1.0, base)
    painter.setPen(QPen(base.darker(160), 1.5))
    painter.setBrush(QBrush(grad))
    painter.drawPath(path)
    # the waterline and the deck planks
    painter.setPen(QPen(QColor("#FFFFFF"), 1.2))
    y = rect.y() + rect.height() * 0.72
    painter.drawLine(
        QPointF(rect.x() + rect.width() * (0.2 if pt.kind == "bow" else 0.0), y),
        QPointF(rect.right() - (rect.width() * 0.08 if pt.kind == "stern" else 0.0), y),
    )
    if blank:
        return
    for name, spot in mount_spots(pid, rect):
        painter.setPen(QPen(INK, 1))
        painter.setBrush(QColor("#FFF6D8") if name == "cabin" else QColor("#EFE6D0"))
        painter.drawRoundedRect(spot.adjusted(1, 1, -1, -1), 3, 3)
        icon = "cabin" if name == "cabin" else MOUNT_ICON[name]
        paint_icon(
            painter, icon, spot.adjusted(3, 3, -3, -3), QColor("#B8AA90") if name != "cabin" else QColor("#D8C9A0")
        )
    # safety symbols on the hull
    marks = ["lifebuoy"] * pt.lifebuoys + ["lifeboat"] * pt.lifeboats + ["lantern"] * pt.lanterns
    s = rect.height() * 0.22
    x0 = rect.center().x() - s * len(marks) / 2
    for k, m in enumerate(marks):
        paint_icon(painter, m, QRectF(x0 + k * s, rect.y() + rect.height() * 0.47, s, s))


class PartItem(CachedItem):
    """A ship part (or a blank) of the offer or a yard slot."""

    def __init__(self, pid: str, w: float = PART_W, h: float = PART_H) -> None:
        super().__init__()
        self.pid, self.w, self.h = pid, w, h

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(0, 0, self.w, self.h)

    def cache_key(self) -> Hashable:
        return self.pid, self.w, self.h

    def paint_content(self, painter: QPainter) -> None:
        paint_part(painter, self.pid, QRectF(0, 0, self.w, self.h).adjusted(1, 1, -1, -1))


class TokenItem(CachedItem):
    """A round token: an item, a good or a symbol, with a count when more than one."""

    def __init__(self, name: str, size: float = 34, count: int = 1, dim: bool = False) -> None:
        super().__init__()
        self.name, self.size, self.count, self.dim = name, size, count, dim

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(0, 0, self.size, self.size)

    def cache_key(self) -> Hashable:
        return self.name, self.size, self.count, self.dim

    def paint_content(self, painter: QPainter) -> None:
        paint_token(painter, self.name, QRectF(0, 0, self.size, self.size), self.count, self.dim)


def paint_token(painter: QPainter, name: str, rect: QRectF, count: int = 1, dim: bool = False) -> None:
    size = rect.width()
    r = rect.adjusted(1, 1, -1, -1)
    painter.setPen(QPen(QColor("#8C7B5E"), 1.2))
    painter.setBrush(QColor("#FBF6EA") if not dim else QColor("#DDD6C6"))
    painter.drawEllipse(r)
    paint_icon(painter, name, r.adjusted(size * 0.16, size * 0.16, -size * 0.16, -size * 0.16))
    if count > 1:
        b = QRectF(rect.x() + size * 0.58, rect.y() + size * 0.58, size * 0.42, size * 0.42)
        painter.setPen(QPen(QColor("#FFFFFF"), 1))
        painter.setBrush(INK)
        painter.drawEllipse(b)
        painter.setFont(font(size * 0.3, True))
        painter.drawText(b, Qt.AlignmentFlag.AlignCenter, str(count))


# -- canal cards ---------------------------------------------------------------------------------
_SPACE_AT = {
    "straight": {"s0": (-0.32, 0.0), "s1": (0.0, 0.0), "s2": (0.32, 0.0)},
    "junction": {"a": (-0.32, 0.0), "h": (0.0, 0.0), "b": (0.32, 0.0), "c": (0.0, 0.32)},
}


def _curve_point(frac: float) -> tuple[float, float]:
    a = math.radians(-90 + 90 * frac)  # from the west edge (up from the corner) to the south edge
    return -0.5 + 0.5 * math.cos(a), 0.5 + 0.5 * math.sin(a)


def _turn(p: tuple[float, float], rotation: int) -> tuple[float, float]:
    x, y = p
    for _ in range(rotation % 4):
        x, y = -y, x
    return x, y


def space_point(tile: str, space: str, rotation: int) -> tuple[float, float]:
    """Where a space of a canal card lies, in card units centred on the card (y down)."""
    shape = tables().canals[tile].shape
    if shape == "curve":
        p = _curve_point({"s0": 0.18, "s1": 0.5, "s2": 0.82}[space])
    else:
        p = _SPACE_AT[shape][space]
    return _turn(p, rotation)


EDGE = {"N": (0.0, -0.5), "E": (0.5, 0.0), "S": (0.0, 0.5), "W": (-0.5, 0.0)}


def paint_canal(painter: QPainter, tile: str, rotation: int, rect: QRectF, dim: bool = False) -> None:
    side = rect.width()
    c = rect.center()

    def at(p: tuple[float, float]) -> QPointF:
        return QPointF(c.x() + p[0] * side, c.y() + p[1] * side)

    painter.setPen(QPen(LAND.darker(150), 1.2))
    painter.setBrush(LAND if not dim else LAND.darker(115))
    painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), side * 0.06, side * 0.06)
    shape = tables().canals[tile].shape
    water = QPainterPath()
    if shape == "curve":
        water.moveTo(at(_turn(EDGE["W"], rotation)))
        for k in range(1, 13):
            water.lineTo(at(_turn(_curve_point(k / 12), rotation)))
    else:
        water.moveTo(at(_turn(EDGE["W"], rotation)))
        water.lineTo(at(_turn(EDGE["E"], rotation)))
        if shape == "junction":
            water.moveTo(at(_turn((0.0, 0.0), rotation)))
            water.lineTo(at(_turn(EDGE["S"], rotation)))
    pen = QPen(WATER.darker(130), side * 0.3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.RoundJoin)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(pen)
    painter.drawPath(water)
    pen.setColor(WATER)
    pen.setWidthF(side * 0.24)
    painter.setPen(pen)
    painter.drawPath(water)
    for sp in cn.spaces(tile):
        p = at(space_point(tile, sp, rotation))
        r = side * 0.1
        painter.setPen(QPen(QColor("#FFFFFF"), max(0.8, side / 60)))
        painter.setBrush(WATER.lighter(115))
        painter.drawEllipse(p, r, r)
        sym = cn.symbol(tile, sp)
        if sym:
            paint_icon(painter, sym, QRectF(p.x() - r * 0.85, p.y() - r * 0.85, r * 1.7, r * 1.7))


class CanalItem(CachedItem):
    """A canal card, turned `rotation` quarter turns clockwise."""

    def __init__(self, tile: str, rotation: int = 0, size: float = 60, dim: bool = False) -> None:
        super().__init__()
        self.tile, self.turns, self.size, self.dim = tile, rotation, size, dim

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(0, 0, self.size, self.size)

    def cache_key(self) -> Hashable:
        return self.tile, self.turns % 4, self.size, self.dim

    def set_rotation(self, rotation: int) -> None:
        self.turns = rotation % 4
        self.update()

    def paint_content(self, painter: QPainter) -> None:
        paint_canal(painter, self.tile, self.turns, QRectF(0, 0, self.size, self.size), self.dim)


# -- cards ------------------------------------------------------------------------------------------
class ActionCardItem(CachedItem):
    """An action card on the track: its icon and its (translated) name."""

    def __init__(self, card: str, name: str, w: float, h: float, lit: bool = False, lead: bool = False) -> None:
        super().__init__()
        self.card, self.name, self.w, self.h, self.lit, self.lead = card, name, w, h, lit, lead

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(0, 0, self.w, self.h)

    def cache_key(self) -> Hashable:
        return self.card, self.name, self.w, self.h, self.lit, self.lead

    def paint_content(self, painter: QPainter) -> None:
        r = QRectF(1.5, 1.5, self.w - 3, self.h - 3)
        colour = QColor(CARD_COLOUR[self.card])
        painter.setPen(QPen(GLOW.darker(120) if self.lit else colour.darker(170), 3 if self.lit else 1.5))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(r, 6, 6)
        band = QRectF(r.x() + 3, r.y() + 3, r.width() - 6, r.height() * 0.42)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(band, 4, 4)
        s = band.height() * 0.8
        paint_icon(
            painter, CARD_ICON[self.card], QRectF(band.center().x() - s / 2, band.center().y() - s / 2, s, s), "#FBF6EA"
        )
        painter.setPen(INK)
        text = QRectF(r.x() + 2, band.bottom() + 1, r.width() - 4, r.bottom() - band.bottom() - 4)
        px = 10.5
        while px > 7:  # the longest word must fit the card's width
            f = font(px, True)
            metrics = QFontMetricsF(f)
            if all(metrics.horizontalAdvance(w) <= text.width() for w in self.name.split()):
                break
            px -= 0.5
        painter.setFont(font(px, True))
        painter.drawText(
            text, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, self.name
        )
        if self.lead:
            painter.setPen(QPen(INK, 1))
            painter.setBrush(GLOW)
            painter.drawEllipse(QPointF(r.right() - 9, r.y() + 9), 6, 6)


class WagonItem(CachedItem):
    """A goods wagon card: its wagons with their goods."""

    def __init__(self, wagon: str, w: float = 104, h: float = 44) -> None:
        super().__init__()
        self.wagon, self.w, self.h = wagon, w, h

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(0, 0, self.w, self.h)

    def cache_key(self) -> Hashable:
        return self.wagon, self.w, self.h

    def paint_content(self, painter: QPainter) -> None:
        r = QRectF(1, 1, self.w - 2, self.h - 2)
        painter.setPen(QPen(QColor("#8A6D3B"), 1.2))
        painter.setBrush(QColor("#EADBB8"))
        painter.drawRoundedRect(r, 5, 5)
        goods = tables().wagons[self.wagon]
        n = len(goods)
        cw = (r.width() - 6) / max(1, n)
        for k, g in enumerate(goods):
            cell = QRectF(r.x() + 3 + k * cw, r.y() + 4, cw - 3, r.height() - 8)
            painter.setPen(QPen(QColor("#5D4037"), 1))
            painter.setBrush(QColor("#A1887F"))
            painter.drawRoundedRect(cell.adjusted(0, cell.height() * 0.45, 0, -cell.height() * 0.12), 2, 2)
            s = min(cell.width(), cell.height()) * 0.62
            paint_icon(painter, g, QRectF(cell.center().x() - s / 2, cell.y(), s, s))


class EmployeeItem(CachedItem):
    """An employee card: its type's colour, a person and what the employee is about."""

    def __init__(self, card: str, w: float = 44, h: float = 62, label: str = "") -> None:
        super().__init__()
        self.card, self.w, self.h, self.label = card, w, h, label

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(0, 0, self.w, self.h)

    def cache_key(self) -> Hashable:
        return self.card, self.w, self.h, self.label

    def paint_content(self, painter: QPainter) -> None:
        paint_employee(painter, self.card, QRectF(0, 0, self.w, self.h))


def paint_employee(painter: QPainter, card: str, rect: QRectF) -> None:
    d = design_of(card)
    r = rect.adjusted(1, 1, -1, -1)
    colour = QColor(EMPLOYEE_COLOUR.get(d.colour, "#8D6E63"))
    painter.setPen(QPen(colour.darker(160), 1.2))
    painter.setBrush(PAPER)
    painter.drawRoundedRect(r, 4, 4)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawRoundedRect(QRectF(r.x() + 2, r.y() + 2, r.width() - 4, r.height() * 0.5), 3, 3)
    s = r.height() * 0.42
    paint_icon(painter, "employee", QRectF(r.center().x() - s / 2, r.y() + 4, s, s), "#FBF6EA")
    if d.item:
        t = r.height() * 0.34
        icon = d.item if d.item != "any_crew" else "cabin"
        paint_icon(painter, icon, QRectF(r.center().x() - t / 2, r.bottom() - t - 4, t, t))
    elif d.type in EMPLOYEE_MARKS:  # the four with no item: each its own symbol, and what it adds as a
        # number in the corner where a merchant shows his level
        m = min(r.width() * 0.66, r.height() * 0.4)
        extra = EMPLOYEE_MARKS[d.type] if r.width() > 30 else ""
        left = r.center().x() - m / 2 if not extra else r.right() - m - 2  # the number beside, not over it
        paint_employee_mark(painter, d.type, QRectF(left, r.bottom() - m - 3, m, m))
        if extra:
            painter.setPen(INK)
            painter.setFont(font(max(6.0, r.height() * 0.16), True))
            painter.drawText(QRectF(r.x() + 1, r.bottom() - 14, 14, 12), Qt.AlignmentFlag.AlignCenter, extra)
    if d.level:
        painter.setPen(INK)
        painter.setFont(font(max(6.0, r.height() * 0.16), True))
        painter.drawText(QRectF(r.x() + 2, r.bottom() - 14, 12, 12), Qt.AlignmentFlag.AlignCenter, "I" * d.level)
    if d.surcharge and r.width() > 30:
        painter.setPen(INK)
        painter.setBrush(GLOW)
        b = QRectF(r.right() - 15, r.y() + 2, 13, 13)
        painter.drawEllipse(b)
        painter.setFont(font(9, True))
        painter.drawText(b, Qt.AlignmentFlag.AlignCenter, str(d.surcharge))


# the employees who bring no item: a symbol each, and in the corner what they add (speed: +1, per pair of
# sails +1; free steps: +2 on the circles, +3 on the oval)
EMPLOYEE_MARKS = {"helmsman": "+1", "yardman": "+1", "accountant": "+2", "foreman": "+3"}
WOOD = QColor("#6D4C41")


def paint_employee_mark(painter: QPainter, kind: str, rect: QRectF) -> None:  # noqa: C901 - one shape per kind
    """The symbol of an employee without an item, inside `rect`: the helmsman's wheel, the yardman's
    pair of sails, the accountant's circle with two sectors free, the foreman's oval with three steps
    free."""
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    c = rect.center()
    line = max(0.9, w / 12)
    painter.save()
    if kind == "helmsman":
        radius = w * 0.3
        pen = QPen(WOOD, line, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        for k in range(8):
            a = math.radians(22.5 + 45 * k)
            painter.drawLine(c, QPointF(c.x() + math.cos(a) * w * 0.47, c.y() + math.sin(a) * h * 0.47))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(WOOD, line * 1.4))
        painter.drawEllipse(c, radius, radius)
        painter.setBrush(WOOD)
        painter.drawEllipse(c, w * 0.08, h * 0.08)
    elif kind == "yardman":  # a pair of sails, as the item is drawn everywhere
        for dx in (-0.2, 0.2):
            paint_icon(painter, "sail", QRectF(x + w * (0.1 + dx), y + h * 0.02, w * 0.8, h * 0.96), "#CDB88C")
    elif kind == "accountant":
        radius = w * 0.44
        painter.setPen(QPen(INK, line))
        painter.setBrush(QColor("#FBF6EA"))
        painter.drawEllipse(c, radius, radius)
        painter.setBrush(QColor("#E9C46A"))  # the two free sectors, in the coins' colour
        box = QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius)
        painter.drawPie(box, 0, -180 * 16)
        painter.drawLine(QPointF(c.x(), c.y() - radius), QPointF(c.x(), c.y() + radius))
        painter.drawLine(QPointF(c.x() - radius, c.y()), QPointF(c.x() + radius, c.y()))
    elif kind == "foreman":
        painter.setPen(QPen(INK, line))
        painter.setBrush(QColor("#FBF6EA"))
        ring = QRectF(x + w * 0.02, y + h * 0.2, w * 0.96, h * 0.6)
        painter.drawEllipse(ring)
        painter.setBrush(QColor("#E9C46A"))  # three free steps along it
        for k in range(3):
            a = math.radians(200 + 70 * k)
            p = QPointF(c.x() + math.cos(a) * ring.width() / 2, c.y() + math.sin(a) * ring.height() / 2)
            painter.drawEllipse(p, w * 0.12, w * 0.12)
    painter.restore()
