"""Störtebeker's cards, ships and dice, painted from the component data (VISUAL.md: flat shapes,
soft corners, a darker outline; every provision has its colour *and* its own symbol)."""

from __future__ import annotations

import math
from collections.abc import Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

from desktop.common.cached import CachedItem
from desktop.common.painted import font
from engine.stortebeker.data import card, ship

SEA = QColor("#9FC3CF")
TABLE = QColor("#D9CDB2")
INK = QColor("#2E2A24")
GLOW = QColor("#F2C230")
LIT_EDGE = QColor("#3B2A06")  # the dark band under a lit ship's glow
LIT_OUT = 7.0  # how far a lit ship's ring reaches outside its card
BACK = QColor("#3B3A4A")
DIM_ALPHA = 160  # how much of the table's colour covers a card that may not be taken now
# the smallest type on the board, in scene px: at 1280×800 the board is drawn at about 0.62 of its
# size, and 11-px figures came out at 7 px on screen (the pirates' values, the ships' points and
# defence, the track's numbers); 15 px stays at 9 px or more there
TEXT_PX = 15.0

TYPE_COLOUR = {
    "water": "#2F7DC4",
    "beans": "#3E9A4B",
    "biscuits": "#9A6B3F",
    "meat": "#C8402F",
    "rum": "#2B2B2B",
    "bananas": "#E9C23A",
}
SHIP_COLOUR = {"yellow": "#E4BE2E", "black": "#3A3A3A", "red": "#C8402F", "blue": "#2F6FB8", "green": "#3E9A4B"}


def type_path(kind: str, r: QRectF) -> QPainterPath:  # noqa: C901 - one symbol per provision
    """The symbol of a provision type inside `r` (so no rule depends on telling colours apart)."""
    x, y, w, h = r.x(), r.y(), r.width(), r.height()
    p = QPainterPath()
    if kind == "water":  # a drop
        p.moveTo(x + w * 0.5, y + h * 0.08)
        p.quadTo(x + w * 0.95, y + h * 0.6, x + w * 0.5, y + h * 0.92)
        p.quadTo(x + w * 0.05, y + h * 0.6, x + w * 0.5, y + h * 0.08)
    elif kind == "beans":  # two beans
        for dx in (0.3, 0.7):
            p.addEllipse(QPointF(x + w * dx, y + h * 0.5), w * 0.18, h * 0.3)
    elif kind == "biscuits":  # a square biscuit with holes
        p.addRoundedRect(QRectF(x + w * 0.15, y + h * 0.15, w * 0.7, h * 0.7), w * 0.12, h * 0.12)
        for dx, dy in ((0.35, 0.35), (0.65, 0.35), (0.35, 0.65), (0.65, 0.65)):
            p.addEllipse(QPointF(x + w * dx, y + h * dy), w * 0.06, h * 0.06)
    elif kind == "meat":  # a drumstick
        p.addEllipse(QPointF(x + w * 0.4, y + h * 0.4), w * 0.3, h * 0.28)
        p.addRect(QRectF(x + w * 0.55, y + h * 0.55, w * 0.12, h * 0.3))
        p.addEllipse(QPointF(x + w * 0.66, y + h * 0.86), w * 0.1, h * 0.08)
    elif kind == "rum":  # a bottle
        p.addRoundedRect(QRectF(x + w * 0.3, y + h * 0.4, w * 0.4, h * 0.52), w * 0.08, h * 0.08)
        p.addRect(QRectF(x + w * 0.42, y + h * 0.1, w * 0.16, h * 0.32))
    elif kind == "bananas":  # a banana
        p.moveTo(x + w * 0.15, y + h * 0.3)
        p.quadTo(x + w * 0.3, y + h * 0.95, x + w * 0.88, y + h * 0.55)
        p.quadTo(x + w * 0.4, y + h * 0.7, x + w * 0.28, y + h * 0.22)
        p.closeSubpath()
    elif kind == "skull":
        p.addEllipse(QRectF(x + w * 0.2, y + h * 0.1, w * 0.6, h * 0.55))
        p.addRoundedRect(QRectF(x + w * 0.32, y + h * 0.55, w * 0.36, h * 0.25), w * 0.05, h * 0.05)
    elif kind == "shield":
        p.moveTo(x + w * 0.1, y + h * 0.1)
        p.lineTo(x + w * 0.9, y + h * 0.1)
        p.lineTo(x + w * 0.9, y + h * 0.5)
        p.quadTo(x + w * 0.85, y + h * 0.85, x + w * 0.5, y + h * 0.95)
        p.quadTo(x + w * 0.15, y + h * 0.85, x + w * 0.1, y + h * 0.5)
        p.closeSubpath()
    else:
        p.addEllipse(r.center(), w * 0.3, h * 0.3)
    return p


def paint_type(painter: QPainter, kind: str, r: QRectF, on_card: bool = False) -> None:
    colour = QColor(TYPE_COLOUR.get(kind, "#777777"))
    painter.save()
    painter.setPen(QPen(QColor("#FFFFFF") if on_card else colour.darker(160), max(0.8, r.width() / 16)))
    painter.setBrush(colour if not on_card else QColor("#FFFFFF"))
    painter.drawPath(type_path(kind, r))
    painter.restore()


def paint_skull(painter: QPainter, r: QRectF, colour: QColor | None = None) -> None:
    colour = colour if colour is not None else QColor("#F4EFE4")
    painter.save()
    painter.setPen(QPen(colour.darker(200), max(0.8, r.width() / 18)))
    painter.setBrush(colour)
    painter.drawPath(type_path("skull", r))
    painter.setBrush(QColor("#2B2B2B"))
    painter.setPen(Qt.PenStyle.NoPen)
    for dx in (0.38, 0.62):
        painter.drawEllipse(
            QPointF(r.x() + r.width() * dx, r.y() + r.height() * 0.38), r.width() * 0.08, r.height() * 0.09
        )
    painter.restore()


BADGE_RING = "#F4EEDD"  # around the pirate-symbol badge, seen on any card colour


def paint_card(painter: QPainter, c: int, r: QRectF) -> None:
    """A card face: a pirate with his value, or a provision with its colour, symbol and any skull."""
    radius = r.width() * 0.1
    if c < 0:
        paint_back(painter, r)
        return
    cd = card(c)
    if cd.pirate:
        painter.setPen(QPen(QColor("#1C1B24"), 1.2))
        painter.setBrush(QColor("#4A3F5C"))
        painter.drawRoundedRect(r.adjusted(0.6, 0.6, -0.6, -0.6), radius, radius)
        s = r.width() * 0.62
        paint_skull(painter, QRectF(r.center().x() - s / 2, r.y() + r.height() * 0.14, s, s))
        painter.setPen(QColor("#F4EFE4"))
        painter.setFont(font(pirate_px(r.height()), True))
        painter.drawText(
            QRectF(r.x(), r.bottom() - r.height() * 0.42, r.width(), r.height() * 0.4),
            Qt.AlignmentFlag.AlignCenter,
            str(cd.value),
        )
        return
    colour = QColor(TYPE_COLOUR[cd.type])
    grad = QLinearGradient(r.topLeft(), r.bottomLeft())
    grad.setColorAt(0.0, colour.lighter(125))
    grad.setColorAt(1.0, colour)
    painter.setPen(QPen(colour.darker(170), 1.2))
    painter.setBrush(grad)
    painter.drawRoundedRect(r.adjusted(0.6, 0.6, -0.6, -0.6), radius, radius)
    s = r.width() * 0.64
    paint_type(painter, cd.type, QRectF(r.center().x() - s / 2, r.center().y() - s / 2, s, s), on_card=True)
    if cd.value:
        paint_badge(painter, r)


def pirate_px(h: float) -> float:
    """The size of a pirate card's value on a card `h` high (never below the board's smallest type)."""
    return max(h * 0.3, TEXT_PX)


def ship_px(h: float) -> tuple[float, float]:
    """The sizes of a ship card's points and its defence on a card `h` high."""
    return max(h * 0.17, TEXT_PX), max(h * 0.1, TEXT_PX)


def paint_badge(painter: QPainter, r: QRectF) -> None:
    """The pirate-symbol badge in a provision card's top right corner."""
    k = r.width() * 0.36
    badge = QRectF(r.right() - k - 2, r.y() + 2, k, k)
    # a light ring: the rum card is as dark as the badge, which vanished on it
    painter.setPen(QPen(QColor(BADGE_RING), max(1.0, k * 0.09)))
    painter.setBrush(QColor("#2B2B2B"))
    painter.drawEllipse(badge)
    paint_skull(painter, badge.adjusted(k * 0.12, k * 0.1, -k * 0.12, -k * 0.1))


def paint_back(painter: QPainter, r: QRectF) -> None:
    radius = r.width() * 0.1
    painter.setPen(QPen(QColor("#15141C"), 1.2))
    painter.setBrush(BACK)
    painter.drawRoundedRect(r.adjusted(0.6, 0.6, -0.6, -0.6), radius, radius)
    painter.setPen(QPen(QColor("#6E6A86"), max(1.0, r.width() / 20)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(
        r.adjusted(r.width() * 0.12, r.width() * 0.12, -r.width() * 0.12, -r.width() * 0.12), radius / 2, radius / 2
    )
    s = r.width() * 0.45
    paint_skull(painter, QRectF(r.center().x() - s / 2, r.center().y() - s / 2, s, s), QColor("#8A86A6"))


class CardItem(CachedItem):
    """A card in a hand, at a ship or in the discard pile (-1: its back)."""

    def __init__(self, c: int, w: float = 60, h: float = 86, lit: bool = False, dim: bool = False) -> None:
        super().__init__()
        self.c, self.w, self.h, self.lit, self.dim = c, w, h, lit, dim

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(0, 0, self.w, self.h)

    def cache_key(self) -> Hashable:
        return self.c, self.w, self.h, self.lit, self.dim

    def paint_content(self, painter: QPainter) -> None:
        r = QRectF(0, 0, self.w, self.h)
        radius = self.w * 0.1
        paint_card(painter, self.c, r)
        if self.dim:  # may not be taken now: faded under a wash of the table's colour
            wash = QColor(TABLE)
            wash.setAlpha(DIM_ALPHA)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(wash)
            painter.drawRoundedRect(r.adjusted(0.6, 0.6, -0.6, -0.6), radius, radius)
        if self.lit:
            # a gold frame between two dark lines: on a yellow banana card the gold alone vanished
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(LIT_EDGE, 1.2))
            painter.drawRoundedRect(r.adjusted(0.6, 0.6, -0.6, -0.6), radius, radius)
            painter.setPen(QPen(GLOW, 2.6))
            painter.drawRoundedRect(r.adjusted(2.4, 2.4, -2.4, -2.4), radius, radius)
            painter.setPen(QPen(LIT_EDGE, 1))
            painter.drawRoundedRect(r.adjusted(4.2, 4.2, -4.2, -4.2), radius * 0.6, radius * 0.6)
            if self.c >= 0 and card(self.c).value and not card(self.c).pirate:
                paint_badge(painter, r)  # the +1 of the pirate symbol stays whole over the frame


def corner_room(w: float, h: float) -> float:
    """How far in from either side of a ship card of w×h its corner points badges reach."""
    return w * 0.04 + 3 + max(h * 0.22, ship_px(h)[0] * 1.4)


def paint_ship(painter: QPainter, s: int, r: QRectF, dim: bool = False, figures: bool = True) -> None:
    """A merchant ship card: its colour border, points in both top corners, the provisions it needs,
    the defence at the bottom. Without `figures` (a captured ship's thumbnail in a player's panel, too
    small for a legible number: the panel's line and tooltip say them) only the picture and needs."""
    if s < 0:
        painter.setPen(QPen(QColor("#3A3326"), 1.2))
        painter.setBrush(QColor("#6B5B3E"))
        painter.drawRoundedRect(r.adjusted(0.6, 0.6, -0.6, -0.6), 8, 8)
        return
    sh = ship(s)
    border = QColor(SHIP_COLOUR.get(sh.colour, "#777777"))
    painter.setPen(QPen(border.darker(150), 1.4))
    painter.setBrush(border)
    painter.drawRoundedRect(r.adjusted(0.6, 0.6, -0.6, -0.6), 9, 9)
    inner = r.adjusted(r.width() * 0.04, r.width() * 0.04, -r.width() * 0.04, -r.width() * 0.04)
    grad = QLinearGradient(inner.topLeft(), inner.bottomLeft())
    grad.setColorAt(0.0, QColor("#EAF2F4") if not dim else QColor("#CCD3D5"))
    grad.setColorAt(0.62, SEA if not dim else SEA.darker(120))
    grad.setColorAt(1.0, SEA.darker(115))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(grad)
    painter.drawRoundedRect(inner, 6, 6)
    # the ship: hull and two sails
    cx, base = inner.center().x(), inner.y() + inner.height() * 0.62
    hw = inner.width() * 0.3
    hull = QPolygonF(
        [
            QPointF(cx - hw, base - inner.height() * 0.1),
            QPointF(cx + hw * 1.1, base - inner.height() * 0.1),
            QPointF(cx + hw * 0.8, base + inner.height() * 0.06),
            QPointF(cx - hw * 0.85, base + inner.height() * 0.06),
        ]
    )
    painter.setBrush(QColor("#7A4E2A"))
    painter.setPen(QPen(QColor("#4A2E18"), 1))
    painter.drawPolygon(hull)
    for dx, hgt in ((-0.35, 0.36), (0.25, 0.42)):
        mx = cx + hw * dx
        sail = QPolygonF(
            [
                QPointF(mx, base - inner.height() * 0.12),
                QPointF(mx, base - inner.height() * (0.12 + hgt)),
                QPointF(mx + hw * 0.45, base - inner.height() * 0.14),
            ]
        )
        painter.setBrush(QColor("#F7F2E6"))
        painter.drawPolygon(sail)
    # the provisions it needs, below the ship
    points_px, defence_px = ship_px(r.height())
    d = max(r.height() * 0.2, defence_px * 1.9) if figures else 0.0  # the defence's shield
    icons = [kind for kind, n in sh.needs for _ in range(n)]
    size = min(r.height() * 0.17, (inner.width() - 10) / max(1, len(icons)))
    x0 = inner.center().x() - size * len(icons) / 2
    y0 = inner.bottom() - size - (d if figures else r.height() * 0.06)
    for j, kind in enumerate(icons):
        paint_type(painter, kind, QRectF(x0 + j * size + 1, y0, size - 2, size - 2))
    if not figures:
        return
    # points in both top corners
    painter.setPen(INK)
    painter.setFont(font(points_px, True))
    k = max(r.height() * 0.22, points_px * 1.4)
    for x in (inner.x() + 3, inner.right() - k - 3):  # within corner_room(r) of each side
        badge = QRectF(x, inner.y() + 3, k, k)
        painter.setPen(QPen(border.darker(150), 1))
        painter.setBrush(QColor("#FFFFFF"))
        painter.drawEllipse(badge)
        painter.setPen(INK)
        painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(sh.points))
    # the defence
    shield = QRectF(inner.center().x() - d / 2, inner.bottom() - d - 1, d, d)
    painter.setPen(QPen(QColor("#3A3326"), 1))
    painter.setBrush(QColor("#C9B98E"))
    painter.drawPath(type_path("shield", shield))
    painter.setPen(INK)
    painter.setFont(font(defence_px, True))
    painter.drawText(shield, Qt.AlignmentFlag.AlignCenter, str(sh.defence))


class ShipItem(CachedItem):
    def __init__(self, s: int, w: float, h: float, lit: bool = False, dim: bool = False) -> None:
        super().__init__()
        self.s, self.w, self.h, self.lit, self.dim = s, w, h, lit, dim

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        out = QRectF(0, 0, self.w, self.h)
        return out.adjusted(-LIT_OUT, -LIT_OUT, LIT_OUT, LIT_OUT) if self.lit else out

    def cache_key(self) -> Hashable:
        return self.s, self.w, self.h, self.lit, self.dim

    def paint_content(self, painter: QPainter) -> None:
        paint_ship(painter, self.s, QRectF(0, 0, self.w, self.h), self.dim)
        if self.lit:
            # the glow on a dark band: a yellow ship's own frame is nearly the glow's colour
            painter.setBrush(Qt.BrushStyle.NoBrush)
            # round the card, outside it: the ship's own colour stays in view
            ring = QRectF(0, 0, self.w, self.h).adjusted(-4, -4, 4, 4)
            painter.setPen(QPen(LIT_EDGE, 5))
            painter.drawRoundedRect(ring, 11, 11)
            painter.setPen(QPen(GLOW, 3))
            painter.drawRoundedRect(ring, 11, 11)


# -- dice ---------------------------------------------------------------------------------------------------
PIPS = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


def paint_die(painter: QPainter, face: int | str, r: QRectF, angle: float = 0.0) -> None:
    """A number die (1–6) or a colour die (a provision type); `angle` tilts it while it tumbles."""
    painter.save()
    painter.translate(r.center())
    painter.rotate(angle)
    painter.translate(-r.center())
    painter.setPen(QPen(QColor("#5B5548"), 1.4))
    if isinstance(face, int):
        painter.setBrush(QColor("#FBF8F0"))
        painter.drawRoundedRect(r, r.width() * 0.18, r.width() * 0.18)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#2B2B2B"))
        for px, py in PIPS.get(face, ()):
            painter.drawEllipse(
                QPointF(r.x() + r.width() * px, r.y() + r.height() * py), r.width() * 0.08, r.width() * 0.08
            )
    else:
        colour = QColor(TYPE_COLOUR.get(face, "#777777"))
        painter.setBrush(colour)
        painter.drawRoundedRect(r, r.width() * 0.18, r.width() * 0.18)
        k = r.width() * 0.6
        paint_type(painter, face, QRectF(r.center().x() - k / 2, r.center().y() - k / 2, k, k), on_card=True)
    painter.restore()


def tilt(step: int) -> float:
    """A tumbling die's tilt at animation step `step`."""
    return 25.0 * math.sin(step * 1.7)
