"""Galaxy Trucker tile painting, the plate and each kind of component on it (cannons, engines, cabins,
life support, cargo holds, batteries, shields, structure and the Missions tiles)."""

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTransform,
)

import engine.galaxy_trucker.data as gt
from desktop.common.colours import mark_for_colour, mark_path
from desktop.galaxy_trucker.tile_icons import (
    ALIEN_COLOURS,
    CORNER,
    GOODS_MARKS,
    HALF,
    PIPE,
    PIPE_DARK,
    PIPES,
    PLATE_BOTTOM,
    PLATE_EDGE,
    PLATE_TOP,
    PLAYER_COLOURS,
    SIDE_ANGLE,
    Ctx,
    alien_badge,
    alien_icon,
    battery_badge,
    battery_cell,
    cylinder,
    fill_path,
    polygon,
    qcolour,
    qpen,
    scaled_path,
    upright_ctx,
)

# ---------------------------------------------------------------------------------------------
# the plate and its connectors


def plate_path() -> QPainterPath:
    p = QPainterPath()
    p.addRoundedRect(QRectF(-HALF, -HALF, 2 * HALF, 2 * HALF), CORNER, CORNER)
    return p


def paint_plate(painter: QPainter, c: Ctx) -> None:
    g = QLinearGradient(0, -HALF, 0, HALF)
    g.setColorAt(0, qcolour(PLATE_TOP))
    g.setColorAt(1, qcolour(PLATE_BOTTOM))
    fill_path(painter, QBrush(g), PLATE_EDGE, c.ow)
    painter.drawPath(plate_path())
    inner = HALF - 4.5
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(qpen(QColor(255, 255, 255, 120), c.px))
    painter.drawRoundedRect(QRectF(-inner, -inner, 2 * inner, 2 * inner), CORNER - 3, CORNER - 3)
    if c.px < 1.0:  # rivets only where they can be seen
        fill_path(painter, "#98A4B0", "#6F7B87", c.px)
        for sx in (-1, 1):
            for sy in (-1, 1):
                painter.drawEllipse(QPointF(sx * 41.5, sy * 41.5), 1.7, 1.7)


def paint_connectors(painter: QPainter, spec: gt.TileSpec, c: Ctx, inner: float = 10.0) -> None:
    """Pipes from each connected side toward the middle, each ending in a flange on the edge."""
    for side, kind in enumerate(spec.connectors):
        if kind == gt.SMOOTH:
            continue
        w, xs = PIPES[kind]
        painter.save()
        painter.rotate(90 * side)
        for x in xs:
            body = QRectF(x - w / 2, -HALF + 2, w, HALF - 2 - inner)
            fill_path(painter, cylinder(body, PIPE), PIPE_DARK, c.ow * 0.8)
            painter.drawRect(body)
            if c.px < 1.0:  # a collar on each pipe where there is room for the detail
                collar = QRectF(x - w / 2 - 1.2, -33, w + 2.4, 3.4)
                fill_path(painter, cylinder(collar, "#56636F"), PIPE_DARK, c.ow * 0.6)
                painter.drawRoundedRect(collar, 1.0, 1.0)
            flange = QRectF(x - w / 2 - 2.6, -HALF - 0.2, w + 5.2, 8.0)
            fill_path(painter, cylinder(flange, "#46525E"), "#1B2129", c.ow * 0.8)
            painter.drawRoundedRect(flange, 1.6, 1.6)
        painter.restore()


# ---------------------------------------------------------------------------------------------
# components, each drawn at rotation 0 (the painter is already turned)


def _cannon(painter: QPainter, spec: gt.TileSpec, c: Ctx) -> None:
    painter.save()
    painter.rotate(90 * max(spec.facing, 0))
    xs: tuple[float, ...] = (-8.5, 8.5) if spec.double else (0.0,)
    bw = 8.0 if spec.double else 10.0
    for x in xs:
        barrel = QRectF(x - bw / 2, -44, bw, 44)
        fill_path(painter, cylinder(barrel, "#5A6270"), "#1E232B", c.ow)
        painter.drawRect(barrel)
        band = QRectF(x - bw / 2 - 0.8, -24, bw + 1.6, 3.2)
        fill_path(painter, "#2E343D", None, 0)
        painter.drawRect(band)
        muzzle = QRectF(x - bw / 2 - 2.2, -HALF + 0.5, bw + 4.4, 8)
        fill_path(painter, cylinder(muzzle, "#3D444F"), "#1E232B", c.ow)
        painter.drawRoundedRect(muzzle, 1.5, 1.5)
    base = QRectF(-19, -10, 38, 32)
    violet = qcolour("#6E56A8")
    fill_path(painter, c.vgrad(base, violet.lighter(125), violet.darker(110)), violet.darker(190), c.ow)
    painter.drawRoundedRect(base, 9, 9)
    dome = QRectF(-12.5, -12, 25, 25)
    fill_path(painter, c.vgrad(dome, "#9C86D4", "#6450A0"), violet.darker(190), c.ow)
    painter.drawEllipse(dome)
    if spec.double:
        battery_badge(painter, QPointF(0, 12.5), 15, c.ow, c.rotation + max(spec.facing, 0))
    else:
        fill_path(painter, violet.darker(160), None, 0)
        painter.drawEllipse(QPointF(0, 0.5), 4.5, 4.5)
    painter.restore()


def _engine(painter: QPainter, spec: gt.TileSpec, c: Ctx) -> None:
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
        fill_path(painter, "#F0862A", "#B4521A", c.ow * 0.7)
        painter.drawPath(flame)
        core = QPainterPath()
        core.moveTo(x - bw * 0.42, y1)
        core.cubicTo(x - bw * 0.35, y1 + 6, x - bw * 0.1, y1 + 8, x, y1 + 11)
        core.cubicTo(x + bw * 0.1, y1 + 8, x + bw * 0.35, y1 + 6, x + bw * 0.42, y1)
        core.closeSubpath()
        fill_path(painter, "#FFD866", None, 0)
        painter.drawPath(core)
        bell = QPainterPath()
        bell.moveTo(x - tw, y0)
        bell.lineTo(x + tw, y0)
        bell.cubicTo(x + tw, y0 + 14, x + bw * 0.85, y1 - 10, x + bw, y1)
        bell.lineTo(x - bw, y1)
        bell.cubicTo(x - bw * 0.85, y1 - 10, x - tw, y0 + 14, x - tw, y0)
        bell.closeSubpath()
        r = QRectF(x - bw, y0, 2 * bw, y1 - y0)
        fill_path(painter, cylinder(r, "#5C6570"), "#1E232B", c.ow)
        painter.drawPath(bell)
        rim = QRectF(x - bw - 1, y1 - 3.5, 2 * bw + 2, 4.5)
        fill_path(painter, "#2C323A", "#1E232B", c.ow * 0.6)
        painter.drawRoundedRect(rim, 1.5, 1.5)
    housing = QRectF(-21, -30, 42, 30)
    copper = qcolour("#C27A3C")
    fill_path(painter, c.vgrad(housing, copper.lighter(130), copper.darker(115)), copper.darker(200), c.ow)
    painter.drawRoundedRect(housing, 8, 8)
    painter.setPen(qpen(copper.darker(170), max(c.px, 1.6)))
    if spec.double:
        battery_badge(
            painter, QPointF(0, -15), 15, c.ow, c.rotation + (spec.facing if spec.facing >= 0 else gt.S) - gt.S
        )
    else:  # cooling fins and two bolts
        for x in (-7.0, -2.3, 2.3, 7.0):
            painter.drawLine(QPointF(x, -23), QPointF(x, -8))
        fill_path(painter, copper.darker(140), None, 0)
        for x in (-15.0, 15.0):
            painter.drawEllipse(QPointF(x, -15.5), 1.8, 1.8)
    painter.restore()


CABIN_BUNKS = (QPointF(0, -10.5), QPointF(0, 10.5))
START_BUNKS = (QPointF(0, -2.0), QPointF(0, 17.0))


def _bunk(painter: QPainter, centre: QPointF, w: float, h: float, blanket: QColor, c: Ctx) -> None:
    """A bed seen from above, head to the left: white mattress, pillow, blanket with a turned-down sheet."""
    rect = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h)
    fill_path(painter, "#FBF8F0", "#6E6250", c.ow * 0.8)
    painter.drawRoundedRect(rect, 3.5, 3.5)
    pillow = QRectF(rect.left() + 2.2, rect.top() + 2.2, 8.5, h - 4.4)
    fill_path(painter, "#DCE3EA", "#8A96A3", c.ow * 0.6)
    painter.drawRoundedRect(pillow, 2.5, 2.5)
    cover = QRectF(rect.left() + w * 0.36, rect.top(), w * 0.64, h)
    fill_path(painter, c.vgrad(cover, blanket.lighter(115), blanket.darker(105)), blanket.darker(170), c.ow * 0.8)
    painter.drawRoundedRect(cover, 3.5, 3.5)
    painter.setPen(qpen("#FBF8F0", 2.4))
    x = cover.left() + 3.2
    painter.drawLine(QPointF(x, rect.top() + 1.8), QPointF(x, rect.bottom() - 1.8))


def _cabin(painter: QPainter, spec: gt.TileSpec, c: Ctx) -> None:
    room = QRectF(-27, -27, 54, 54)
    fill_path(painter, c.vgrad(room, "#F7F0E2", "#E0D3B8"), "#7D6B4C", c.ow)
    painter.drawRoundedRect(room, 10, 10)
    for centre in CABIN_BUNKS:
        _bunk(painter, centre, 42, 16, qcolour("#4F86B5"), c)


def _starting_cabin(painter: QPainter, spec: gt.TileSpec, c: Ctx) -> None:
    colour = qcolour(c.colour or PLAYER_COLOURS.get(spec.colour, "#888888"))
    room = QRectF(-36, -36, 72, 72)
    fill_path(painter, c.vgrad(room, colour.lighter(125), colour.darker(110)), colour.darker(210), c.ow * 1.3)
    painter.drawRoundedRect(room, 13, 13)
    floor = QRectF(-29, -14, 58, 42)
    fill_path(painter, c.vgrad(floor, "#F7F0E2", "#E0D3B8"), colour.darker(180), c.ow)
    painter.drawRoundedRect(floor, 8, 8)
    for centre in START_BUNKS:
        _bunk(painter, centre, 50, 16, colour, c)
    # the command badge: the seat's mark on a white disc, upright
    centre = QPointF(0, -26)
    fill_path(painter, "#FFFFFF", colour.darker(210), c.ow)
    painter.drawEllipse(centre, 8.5, 8.5)
    mark = mark_for_colour(colour.name())
    painter.save()
    painter.translate(centre)
    painter.rotate(-90 * c.rotation)
    fill_path(painter, colour, colour.darker(200), c.ow * 0.6)
    painter.drawPath(mark_path(mark, QRectF(-5.6, -5.6, 11.2, 11.2)))
    painter.restore()


def _life_support(painter: QPainter, spec: gt.TileSpec, c: Ctx) -> None:
    kind = max(spec.alien, 0)
    colour = qcolour(ALIEN_COLOURS[kind])
    disc = QRectF(-27, -27, 54, 54)
    fill_path(painter, c.vgrad(disc, "#F8F4EE", "#DCD5CC"), colour.darker(170), c.ow)
    painter.drawEllipse(disc)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(qpen(colour, 4.0))
    painter.drawEllipse(QPointF(0, 0), 22.5, 22.5)
    fill_path(painter, colour.lighter(170), None, 0)
    for k in range(12):
        a = math.radians(k * 30 + 15)
        painter.drawEllipse(QPointF(22.5 * math.cos(a), 22.5 * math.sin(a)), 1.6, 1.6)
    c = upright_ctx(painter, c)
    alien_icon(painter, kind, QPointF(-2, -1), 34, c.ow)
    alien_badge(painter, kind, QPointF(15.5, 15.5), 15, c.ow)


def slot_rects(spec: gt.TileSpec) -> list[QRectF]:
    n = max(spec.capacity, 1)
    s, gap = 17.0, 4.0
    total = n * s + (n - 1) * gap
    return [QRectF(-total / 2 + i * (s + gap), -s / 2, s, s) for i in range(n)]


def _cargo(painter: QPainter, spec: gt.TileSpec, c: Ctx) -> None:
    red = spec.kind == gt.SPECIAL_CARGO
    slots = slot_rects(spec)
    frame = slots[0].united(slots[-1]).adjusted(-6, -8, 6, 8)
    base = qcolour("#C9403A" if red else "#3D72AC")
    fill_path(painter, c.vgrad(frame, base.lighter(125), base.darker(110)), base.darker(190), c.ow)
    painter.drawRoundedRect(frame, 7, 7)
    fill_path(painter, base.darker(135), None, 0)  # handles
    for sx in (-1, 1):
        x = frame.center().x() + sx * (frame.width() / 2 - 0.5)
        painter.drawRoundedRect(QRectF(x - 2, -6, 4, 12), 1.5, 1.5)
    for slot in slots:
        if red:
            fill_path(painter, "#FBEDEA", "#8E1F1A", c.ow * 1.6)
        else:
            fill_path(painter, "#E6ECF2", base.darker(170), c.ow * 0.8)
        painter.drawRoundedRect(slot, 3, 3)
        if red:  # a faint red-goods mark: this slot takes red too (a cue that does not need colour)
            fill_path(painter, QColor(196, 60, 52, 90), None, 0)
            painter.drawPath(mark_path(GOODS_MARKS[gt.RED], slot.adjusted(4.5, 4.5, -4.5, -4.5)))


def _battery(painter: QPainter, spec: gt.TileSpec, c: Ctx) -> None:
    n = max(spec.capacity, 1)
    w, h, gap = 12.5, 28.0, 4.5
    total = n * w + (n - 1) * gap
    housing = QRectF(-total / 2 - 6, -h / 2 - 9, total + 12, h + 15)
    fill_path(painter, c.vgrad(housing, "#5B6672", "#3C4550"), "#1E242B", c.ow)
    painter.drawRoundedRect(housing, 7, 7)
    left = c.contents.get("cells", c.contents.get("batteries", n))
    for i in range(n):
        rect = QRectF(-total / 2 + i * (w + gap), -h / 2 + 1.5, w, h)
        battery_cell(painter, rect, c.ow * 0.8, full=i < left)


def _shield(painter: QPainter, spec: gt.TileSpec, c: Ctx) -> None:
    sides = spec.protects or (gt.N, gt.E)
    vx = sum(math.cos(math.radians(SIDE_ANGLE[s])) for s in sides)
    vy = sum(math.sin(math.radians(SIDE_ANGLE[s])) for s in sides)
    mid = math.degrees(math.atan2(vy, vx))
    teal = qcolour("#1E9C8A")
    r = 40.0
    dome = QRectF(-r, -r, 2 * r, 2 * r)
    fill = QColor(teal)
    fill.setAlpha(55)
    fill_path(painter, fill, None, 0)
    painter.drawPie(dome, int((mid - 62) * 16), int(124 * 16))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(qpen(teal.darker(130), 6.0))
    painter.drawArc(dome, int((mid - 62) * 16), int(124 * 16))
    painter.setPen(qpen(teal.lighter(150), 2.0))
    painter.drawArc(dome, int((mid - 58) * 16), int(116 * 16))
    inner = QRectF(-29, -29, 58, 58)
    painter.setPen(qpen(teal, 2.6))
    painter.drawArc(inner, int((mid - 55) * 16), int(110 * 16))
    gen = QRectF(-15, -15, 30, 30)
    fill_path(painter, c.vgrad(gen, teal.lighter(150), teal.darker(110)), teal.darker(200), c.ow)
    painter.drawEllipse(gen)
    fill_path(painter, "#E9FBF7", teal.darker(160), c.ow * 0.7)
    painter.drawEllipse(QPointF(0, 0), 6.5, 6.5)
    fill_path(painter, teal.darker(120), None, 0)
    painter.drawEllipse(QPointF(0, 0), 2.6, 2.6)


def paint_structural(painter: QPainter, spec: gt.TileSpec, c: Ctx) -> None:
    steel = qcolour("#6A7683")
    frame = QRectF(-17, -17, 34, 34)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(qpen(steel.darker(170), 7.5))
    painter.drawRect(frame)
    painter.drawLine(frame.topLeft(), frame.bottomRight())
    painter.drawLine(frame.topRight(), frame.bottomLeft())
    painter.setPen(qpen(steel.lighter(120), 4.5))
    painter.drawRect(frame)
    painter.drawLine(frame.topLeft(), frame.bottomRight())
    painter.drawLine(frame.topRight(), frame.bottomLeft())
    fill_path(painter, steel.lighter(115), steel.darker(180), c.ow)
    for pt in (frame.topLeft(), frame.topRight(), frame.bottomLeft(), frame.bottomRight(), frame.center()):
        painter.drawEllipse(pt, 4.2, 4.2)


def paint_crate(painter: QPainter, c: Ctx) -> None:
    """The common body of the Missions' special cargo tiles: a strapped wooden crate."""
    rect = QRectF(-30, -30, 60, 60)
    wood = qcolour("#CFAE7A")
    fill_path(painter, c.vgrad(rect, wood.lighter(112), wood.darker(108)), "#6B5030", c.ow)
    painter.drawRoundedRect(rect, 6, 6)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(qpen(wood.darker(135), max(c.px, 1.3)))
    for y in (-15.0, 0.0, 15.0):
        painter.drawLine(QPointF(-27, y), QPointF(27, y))
    fill_path(painter, "#7C6140", None, 0)
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


def _explosive(painter: QPainter, spec: gt.TileSpec, c: Ctx) -> None:
    paint_crate(painter, c)
    c = upright_ctx(painter, c)
    r = 23.0
    diamond = polygon([(0, -r), (r, 0), (0, r), (-r, 0)])
    fill_path(painter, "#F28C1E", "#2B2B2B", c.ow * 1.3)
    painter.drawPath(diamond)
    burst = []
    for i in range(16):
        rad = 11.5 if i % 2 == 0 else 5.0
        a = -math.pi / 2 + i * math.pi / 8
        burst.append((rad * math.cos(a), rad * math.sin(a) + 1))
    fill_path(painter, "#202226", None, 0)
    painter.drawPath(polygon(burst))
    fill_path(painter, "#FFE08A", None, 0)
    painter.drawEllipse(QPointF(0, 1), 2.6, 2.6)


def _fragile(painter: QPainter, spec: gt.TileSpec, c: Ctx) -> None:
    paint_crate(painter, c)
    c = upright_ctx(painter, c)
    blue = qcolour("#2A5D80")
    fill_path(painter, "#F4FAFD", blue, c.ow * 1.3)
    painter.drawEllipse(QPointF(0, 0), 21, 21)
    bowl = QPainterPath()
    bowl.moveTo(-9, -13)
    bowl.lineTo(9, -13)
    bowl.cubicTo(9.5, -3, 5, 1.5, 0, 1.5)
    bowl.cubicTo(-5, 1.5, -9.5, -3, -9, -13)
    bowl.closeSubpath()
    fill_path(painter, "#A9D6EE", blue, 2.4)
    painter.drawPath(bowl)
    painter.setPen(qpen(blue, 2.6))
    painter.drawLine(QPointF(0, 1.5), QPointF(0, 11))
    painter.drawLine(QPointF(-6.5, 12), QPointF(6.5, 12))
    painter.setPen(qpen("#FFFFFF", 1.4))  # a crack across the bowl
    painter.drawPolyline(QPolygonF([QPointF(-5, -11), QPointF(-1.5, -7.5), QPointF(-3.5, -5), QPointF(1, -1.5)]))


def _heavy(painter: QPainter, spec: gt.TileSpec, c: Ctx) -> None:
    # armour plating along the smooth sides (the sides that shrug off hits)
    painter.save()
    painter.setClipPath(plate_path())
    for side, kind in enumerate(spec.connectors):
        if kind != gt.SMOOTH:
            continue
        painter.save()
        painter.rotate(90 * side)
        band = QRectF(-HALF, -HALF, 2 * HALF, 10)
        fill_path(painter, QBrush(cylinder(band, "#6B737C", vertical=False)), "#2D3238", c.ow)
        painter.drawRect(band)
        fill_path(painter, "#C9CFD5", "#3B4148", c.px * 0.8)
        for x in (-33.0, -16.5, 0.0, 16.5, 33.0):
            painter.drawEllipse(QPointF(x, -HALF + 5), 1.6, 1.6)
        painter.restore()
    painter.restore()
    paint_crate(painter, c)
    c = upright_ctx(painter, c)
    paint_weight(painter, spec.engine_penalty, c)


FIGURE = 20.0  # a figure printed on a tile, in hundredths of the tile, where the tile is large
LEAST_FIGURE_PX = 9.0  # and at least this many px on screen: the board's least type (tests/desktop/type_size.py)
FIT = HALF - 4.5  # the half side of the room a figure's badge may fill: the plate inside its bevel


def figure_font(c: Ctx) -> QFont:
    """The bold font of a figure printed on a tile, its pixel size in hundredths of the tile: a fifth of
    the tile where that reads at 9 px on screen (the own ship), more on a smaller tile (a rival's ship,
    the face-up tiles: 10 to 36 px on screen at 1280×800, where a fifth came to 2 to 7 px)."""
    app = QGuiApplication.instance()
    # c.px is a pixel of the picture, painted at the screen's device pixels: 9 px read as the board's
    # words do, in the window's pixels (twice as many device pixels on a high-density screen)
    ratio = app.devicePixelRatio() if isinstance(app, QGuiApplication) else 1.0
    font = QFont()
    font.setBold(True)
    font.setPixelSize(math.ceil(max(FIGURE, LEAST_FIGURE_PX * ratio * c.px)))
    return font


def paint_weight(painter: QPainter, penalty: int, c: Ctx) -> None:
    """A heavy cargo's weight with the engine strength it costs, "−2", upright on it. On a large tile (the
    own ship, 42 to 51 px on screen at 1280×800) a weight with a handle and the figure on its body, grown
    a little where a fifth of the tile is under 9 px; on a smaller one (a rival's ship, a face-up tile:
    12 to 36 px) a dark badge just large enough for the figure at 9 px, over the crate; on a tile too
    small even for that (a rival's class III ship beside two others while the sand runs: 10 px) the
    weight alone, and the tile's tooltip says the figure."""
    font = figure_font(c)
    size = float(font.pixelSize())
    metrics = QFontMetricsF(font)
    digit = str(penalty)
    ink = metrics.tightBoundingRect(digit)
    cap = metrics.capHeight()
    bar = QRectF(0, 0, 0.36 * size, 0.13 * size)  # the minus, a bar: the glyph is as wide as a digit and a half
    gap = 0.08 * size
    wide = bar.width() + gap + ink.width()
    pad = max(c.px, 0.1 * size)
    top, high = wide + 2 * pad, cap + 2 * pad
    grown = size / FIGURE
    if grown <= 1.35 or top > 2 * FIT or high > 2 * FIT:  # the weight as on a large tile, a little grown
        s = grown if grown <= 1.35 else 1.0
        shift = 2.6 * (s - 1)  # grown about its middle, not about its figure
        handle = QRectF(-8, -21, 16, 16)
        painter.save()
        painter.translate(0, shift)
        painter.scale(s, s)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(qpen("#1E2226", 6.5))
        painter.drawArc(handle, 0, 180 * 16)
        painter.setPen(qpen("#4A5058", 3.5))
        painter.drawArc(handle, 0, 180 * 16)
        painter.restore()
        body = QTransform().translate(0, shift).scale(s, s).map(polygon([(-12, -9), (12, -9), (19, 19), (-19, 19)]))
        centre = QPointF(0, shift + 5 * s)
        if grown > 1.35:  # too small a tile for a figure that reads: the weight alone, the tooltip says it
            fill_path(painter, c.vgrad(body.boundingRect(), "#5A616A", "#30353B"), "#1E2226", c.ow)
            painter.drawPath(body)
            return
    else:  # a badge just large enough for the figure, a weight's trapezoid as far as there is room
        bottom = min(top + 0.6 * high, 2 * FIT)
        body = polygon([(-top / 2, -high / 2), (top / 2, -high / 2), (bottom / 2, high / 2), (-bottom / 2, high / 2)])
        centre = QPointF(0, 0)
    fill_path(painter, c.vgrad(body.boundingRect(), "#5A616A", "#30353B"), "#1E2226", c.ow)
    painter.drawPath(body)
    left = centre.x() - wide / 2
    fill_path(painter, "#FFFFFF", None, 0)
    painter.drawRect(bar.translated(left, centre.y() - bar.height() / 2))
    painter.setFont(font)
    painter.setPen(QColor("#FFFFFF"))
    painter.drawText(QPointF(left + bar.width() + gap - ink.left(), centre.y() + cap / 2), digit)


@cache
def trefoil() -> QPainterPath:
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


def _radioactive(painter: QPainter, spec: gt.TileSpec, c: Ctx) -> None:
    paint_crate(painter, c)
    c = upright_ctx(painter, c)
    fill_path(painter, "#F7D22B", "#2B2B2B", c.ow * 1.3)
    painter.drawEllipse(QPointF(0, 0), 22, 22)
    fill_path(painter, "#1E1E1E", None, 0)
    painter.drawPath(scaled_path(trefoil(), QPointF(0, 0), 19))


def _artifact(painter: QPainter, spec: gt.TileSpec, c: Ctx) -> None:
    axes = []  # 0 = the tile's column (north-south), 1 = its row, at rotation 0
    if spec.dead_zone == "cross" or "column" in spec.line_axis:
        axes.append(0)
    if spec.dead_zone == "cross" or "row" in spec.line_axis:
        axes.append(1)
    zone = qcolour("#C0246A")
    for axis in axes or [0]:
        painter.save()
        painter.rotate(90 * axis)
        painter.setPen(qpen(QColor(255, 255, 255, 200), 8.5))
        painter.drawLine(QPointF(0, -HALF + 9), QPointF(0, HALF - 9))
        pen = QPen(zone, 4.5)
        pen.setDashPattern([1.6, 1.1])
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.drawLine(QPointF(0, -HALF + 9), QPointF(0, HALF - 9))
        fill_path(painter, zone, zone.darker(160), c.ow * 0.7)
        for sy in (-1, 1):
            tip = sy * (HALF - 1.5)
            base = sy * (HALF - 12)
            painter.drawPolygon(QPolygonF([QPointF(0, tip), QPointF(7.5, base), QPointF(-7.5, base)]))
        painter.restore()
    c = upright_ctx(painter, c)
    stone = QRectF(-19, -19, 38, 38)
    fill_path(painter, c.vgrad(stone, "#5B4E74", "#342B47"), "#1D1728", c.ow)
    painter.drawEllipse(stone)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(qpen(QColor(240, 200, 80, 150), 1.4))
    painter.drawEllipse(QPointF(0, 0), 15, 15)
    gem = polygon([(0, -13), (9.5, -4), (6, 11), (-6, 11), (-9.5, -4)])
    fill_path(painter, c.vgrad(QRectF(-10, -13, 20, 24), "#FFE38A", "#D39A1C"), "#6E4A08", c.ow)
    painter.drawPath(gem)
    painter.setPen(qpen(QColor("#8C6210"), max(c.px, 0.9)))
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
    gt.STRUCTURAL: paint_structural,
    gt.EXPLOSIVE: _explosive,
    gt.FRAGILE: _fragile,
    gt.HEAVY: _heavy,
    gt.RADIOACTIVE: _radioactive,
    gt.ARTIFACT: _artifact,
}
