"""Seat colours (Okabe–Ito, colour-blind safe), each paired with a shape mark.

A seat is identified by its colour *and* its mark, so nothing ever depends on telling
colours apart. A seat's mark is derived from its colour: the mark at the same index in
MARKS as the colour in SEAT_COLOURS (`mark_for_colour`).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

SEAT_COLOURS: list[str] = ["#E69F00", "#56B4E9", "#009E73", "#CC79A7", "#0072B2", "#D55E00"]
MARKS: list[str] = ["circle", "square", "triangle", "diamond", "star", "cross"]


def default_mark(index: int) -> str:
    """The mark of seat `index` when colours are assigned in order."""
    return MARKS[index % len(MARKS)]


def default_colour(index: int) -> str:
    """The colour of seat `index` when colours are assigned in order."""
    return SEAT_COLOURS[index % len(SEAT_COLOURS)]


def mark_for_colour(colour: str) -> str:
    """The mark that goes with a seat colour (circle for unknown colours)."""
    try:
        return MARKS[[c.upper() for c in SEAT_COLOURS].index(colour.upper())]
    except ValueError:
        return MARKS[0]


def outline_colour(colour: str) -> QColor:
    """A darker shade of `colour` for the 1–2 px outline of pieces and marks."""
    return QColor(colour).darker(160)


def colour_name(colour: str) -> str:
    """The translated name of a seat colour, for dialogs and tooltips."""
    names = {
        "#E69F00": QCoreApplication.translate("Colours", "Orange"),
        "#56B4E9": QCoreApplication.translate("Colours", "Sky blue"),
        "#009E73": QCoreApplication.translate("Colours", "Green"),
        "#CC79A7": QCoreApplication.translate("Colours", "Purple"),
        "#0072B2": QCoreApplication.translate("Colours", "Blue"),
        "#D55E00": QCoreApplication.translate("Colours", "Vermillion"),
    }
    return names.get(colour.upper(), colour)


def mark_name(mark: str) -> str:
    """The translated name of a shape mark."""
    names = {
        "circle": QCoreApplication.translate("Colours", "circle"),
        "square": QCoreApplication.translate("Colours", "square"),
        "triangle": QCoreApplication.translate("Colours", "triangle"),
        "diamond": QCoreApplication.translate("Colours", "diamond"),
        "star": QCoreApplication.translate("Colours", "star"),
        "cross": QCoreApplication.translate("Colours", "cross"),
    }
    return names.get(mark, mark)


def mark_path(mark: str, rect: QRectF) -> QPainterPath:
    """A closed, fillable outline of `mark` inscribed in `rect` (centred, aspect kept)."""
    side = min(rect.width(), rect.height())
    c = rect.center()
    r = side / 2
    path = QPainterPath()
    if mark == "square":
        s = r * 0.86
        path.addRect(QRectF(c.x() - s, c.y() - s, 2 * s, 2 * s))
    elif mark == "triangle":
        # An upward equilateral triangle, its bounding box centred in the rectangle.
        w = 2 * r * 0.98
        h = w * math.sqrt(3) / 2
        top = c.y() - h / 2
        path.addPolygon(
            QPolygonF([QPointF(c.x(), top), QPointF(c.x() + w / 2, top + h), QPointF(c.x() - w / 2, top + h)])
        )
        path.closeSubpath()
    elif mark == "diamond":
        path.addPolygon(
            QPolygonF(
                [
                    QPointF(c.x(), c.y() - r),
                    QPointF(c.x() + r * 0.8, c.y()),
                    QPointF(c.x(), c.y() + r),
                    QPointF(c.x() - r * 0.8, c.y()),
                ]
            )
        )
        path.closeSubpath()
    elif mark == "star":
        points = []
        for i in range(10):
            radius = r if i % 2 == 0 else r * 0.45
            angle = -math.pi / 2 + i * math.pi / 5
            points.append(QPointF(c.x() + radius * math.cos(angle), c.y() + radius * 1.0 * math.sin(angle) + r * 0.06))
        path.addPolygon(QPolygonF(points))
        path.closeSubpath()
    elif mark == "cross":
        # A diagonal cross (×), like pyqtgraph's "x" symbol, as one fillable outline.
        t = r * 0.3  # half the arm thickness
        a = r * 0.92
        d = t / math.sqrt(2) * 2
        pts = [
            (0, -d),
            (a - d, -a),
            (a, -a + d),
            (d, 0),
            (a, a - d),
            (a - d, a),
            (0, d),
            (-a + d, a),
            (-a, a - d),
            (-d, 0),
            (-a, -a + d),
            (-a + d, -a),
        ]
        path.addPolygon(QPolygonF([QPointF(c.x() + x, c.y() + y) for x, y in pts]))
        path.closeSubpath()
    else:  # circle and anything unknown
        path.addEllipse(c, r * 0.92, r * 0.92)
    return path


def paint_mark(painter: QPainter, mark: str, rect: QRectF, colour: str, outline: float = 1.0) -> None:
    """Fill `mark` in `colour` with a darker outline inside `rect`."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    pen = QPen(outline_colour(colour), outline)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(QColor(colour))
    inset = outline / 2 + 0.5
    painter.drawPath(mark_path(mark, rect.adjusted(inset, inset, -inset, -inset)))
    painter.restore()


def seat_pixmap(colour: str, mark: str, size: int = 16, ratio: float = 1.0) -> QPixmap:
    """A transparent square pixmap showing `mark` in `colour`, for device pixel ratio `ratio`."""
    px = max(1, round(size * ratio))
    pixmap = QPixmap(px, px)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_mark(painter, mark, QRectF(0, 0, px, px), colour, max(1.0, px / 14))
    painter.end()
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


def seat_icon(colour: str, mark: str, size: int = 16) -> QIcon:
    """An icon of a seat's mark in its colour, crisp at 1× and 2× device pixel ratios."""
    icon = QIcon()
    for ratio in (1.0, 2.0):
        icon.addPixmap(seat_pixmap(colour, mark, size, ratio))
    return icon
