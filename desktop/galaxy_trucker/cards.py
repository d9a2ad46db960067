"""Adventure cards, dice and projectiles, painted from the card data (original art, QPainter).

A card shows its name and level on a coloured band, then one row per thing it does: days
lost, crew asked, credits and goods offered, the enemy's firepower and what beating or losing
means, every projectile with the side it comes from. Everything is read from the card's
parameters in the engine's data, so a new card needs no new art.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath, QPen

import engine.galaxy_trucker.texts as tx
from desktop.common.cached import CachedItem
from desktop.common.i18n import tr_key
from desktop.galaxy_trucker.tile_icons import goods_cube, human_icon
from engine.core.messages import QT_TRANSLATE_NOOP
from engine.galaxy_trucker.data import Card

T_DAYS = QT_TRANSLATE_NOOP("GalaxyTruckerCard", "flight days −%1")
T_OPEN = QT_TRANSLATE_NOOP("GalaxyTruckerCard", "forward by engine strength")
T_PLANET = QT_TRANSLATE_NOOP("GalaxyTruckerCard", "planet %1")
T_GIVE_CREW = QT_TRANSLATE_NOOP("GalaxyTruckerCard", "give %1 crew")
T_NEED_CREW = QT_TRANSLATE_NOOP("GalaxyTruckerCard", "needs %1 crew")
T_CREDITS = QT_TRANSLATE_NOOP("GalaxyTruckerCard", "+%1 credits")
T_FIREPOWER = QT_TRANSLATE_NOOP("GalaxyTruckerCard", "firepower %1")
T_WIN = QT_TRANSLATE_NOOP("GalaxyTruckerCard", "Beat them:")
T_LANDED = QT_TRANSLATE_NOOP("GalaxyTruckerCard", "Planet %1: %2 has landed here")
T_COMING = QT_TRANSLATE_NOOP("GalaxyTruckerCard", "Coming now: %1")
T_LOSE = QT_TRANSLATE_NOOP("GalaxyTruckerCard", "Lose to them:")
T_LOSE_GOODS = QT_TRANSLATE_NOOP("GalaxyTruckerCard", "takes %1 goods")
T_LOSE_CREW = QT_TRANSLATE_NOOP("GalaxyTruckerCard", "takes %1 crew")
T_LOSE_DAYS = QT_TRANSLATE_NOOP("GalaxyTruckerCard", "%1 days")
T_LOSE_CREW_SHORT = QT_TRANSLATE_NOOP("GalaxyTruckerCard", "%1 crew")
T_LOSE_GOODS_SHORT = QT_TRANSLATE_NOOP("GalaxyTruckerCard", "%1 goods")
T_FEWEST = {
    "crew": QT_TRANSLATE_NOOP("GalaxyTruckerCard", "fewest crew"),
    "engine": QT_TRANSLATE_NOOP("GalaxyTruckerCard", "weakest engines"),
    "firepower": QT_TRANSLATE_NOOP("GalaxyTruckerCard", "weakest firepower"),
}
T_STARDUST = QT_TRANSLATE_NOOP("GalaxyTruckerCard", "a day back for every exposed connector")
T_EPIDEMIC = QT_TRANSLATE_NOOP("GalaxyTruckerCard", "joined occupied cabins lose one crew each")
T_SABOTAGE = QT_TRANSLATE_NOOP("GalaxyTruckerCard", "fewest crew: three tries to hit a tile")
T_FROM = {
    "front": QT_TRANSLATE_NOOP("GalaxyTruckerCard", "from the front"),
    "rear": QT_TRANSLATE_NOOP("GalaxyTruckerCard", "from the rear"),
    "left": QT_TRANSLATE_NOOP("GalaxyTruckerCard", "from the left"),
    "right": QT_TRANSLATE_NOOP("GalaxyTruckerCard", "from the right"),
}
T_SIZE = {
    "small_meteor": QT_TRANSLATE_NOOP("GalaxyTruckerCard", "small meteor"),
    "large_meteor": QT_TRANSLATE_NOOP("GalaxyTruckerCard", "large meteor"),
    "light_shot": QT_TRANSLATE_NOOP("GalaxyTruckerCard", "light shot"),
    "heavy_shot": QT_TRANSLATE_NOOP("GalaxyTruckerCard", "heavy shot"),
}
LEVEL_COLOURS = ("#2F7D8C", "#B5802A", "#7B4FA8")  # I, II, III
ROMAN = ("I", "II", "III")
INK = QColor("#1E2630")
PAPER = QColor("#F4EFE4")
COMING = QColor("#FFD75E")  # the row of the projectile coming now
# the direction a projectile travels, as a unit vector in scene axes, by the side it comes from
TRAVEL = {"front": (0.0, 1.0), "rear": (0.0, -1.0), "left": (1.0, 0.0), "right": (-1.0, 0.0)}


_t = tr_key  # translated now, with %1, %2, ... filled in


def as_dict(value: Any) -> Any:
    """The card data keeps mappings as tuples of pairs (hashable): turn them back into dicts."""
    if (
        isinstance(value, tuple)
        and value
        and all(isinstance(v, tuple) and len(v) == 2 and isinstance(v[0], str) for v in value)
    ):
        return {k: as_dict(v) for k, v in value}
    if isinstance(value, tuple):
        return [as_dict(v) for v in value]
    return value


def projectile_kind(entry: dict[str, str], meteor: bool) -> str:
    return f"{entry['size']}_{'meteor' if meteor else 'shot'}"


# rows: (icon, text, payload); icons: days, crew, credits, goods, fire, engine, proj, label, text
Row = tuple[str, str, Any]


def card_rows(card: Card) -> list[Row]:  # noqa: C901 - one layout per card type
    """What a card says, row by row (translated now)."""
    p = {k: as_dict(v) for k, v in card.params}
    rows: list[Row] = []
    kind = card.type
    if kind == "open_space":
        rows.append(("engine", _t(T_OPEN), None))
    elif kind == "planets":
        for k, goods in enumerate(p.get("planets", [])):
            rows.append(("goods", _t(T_PLANET, k + 1), list(goods)))
    elif kind == "abandoned_ship":
        rows.append(("crew", _t(T_GIVE_CREW, p["crew_cost"]), None))
        rows.append(("credits", _t(T_CREDITS, p["credits"]), None))
    elif kind == "abandoned_station":
        rows.append(("crew", _t(T_NEED_CREW, p["crew_required"]), None))
        rows.append(("goods", "", list(p["goods"])))
    elif kind == "meteor_swarm":
        for m in p.get("meteors", []):
            rows.append(("proj", _t(T_FROM[m["from"]]), (projectile_kind(m, True), m["from"])))
    elif kind in ("smugglers", "slavers", "pirates"):
        rows.append(("fire", _t(T_FIREPOWER, p["firepower"]), None))
        rows.append(("label", _t(T_WIN), None))
        if "reward_goods" in p:
            rows.append(("goods", "", list(p["reward_goods"])))
        if "reward_credits" in p:
            rows.append(("credits", _t(T_CREDITS, p["reward_credits"]), None))
        if p.get("days_lost"):  # the reward's price, paid only by who takes it: under the win, not the loss
            rows.append(("days", _t(T_DAYS, p["days_lost"]), None))
        rows.append(("label", _t(T_LOSE), None))
        if "goods_lost" in p:
            rows.append(("goods_lost", _t(T_LOSE_GOODS, p["goods_lost"]), None))
        if "crew_lost" in p:
            rows.append(("crew", _t(T_LOSE_CREW, p["crew_lost"]), None))
        for s in p.get("shots", []):
            rows.append(("proj", _t(T_FROM[s["from"]]), (projectile_kind(s, False), s["from"])))
    elif kind == "combat_zone":
        for line in p.get("lines", []):
            pen = line["penalty"]
            what = _t(T_FEWEST[line["fewest"]])
            if pen["type"] == "days":
                rows.append(("days", f"{what}: {_t(T_LOSE_DAYS, -pen['amount'])}", None))
            elif pen["type"] == "crew":
                rows.append(("crew", f"{what}: {_t(T_LOSE_CREW_SHORT, -pen['amount'])}", None))
            elif pen["type"] == "goods":
                rows.append(("goods_lost", f"{what}: {_t(T_LOSE_GOODS_SHORT, -pen['amount'])}", None))
            else:
                rows.append(("label", f"{what}:", None))
                for s in pen.get("shots", []):
                    rows.append(("proj", _t(T_FROM[s["from"]]), (projectile_kind(s, False), s["from"])))
    elif kind == "stardust":
        rows.append(("text", _t(T_STARDUST), None))
    elif kind == "epidemic":
        rows.append(("text", _t(T_EPIDEMIC), None))
    elif kind == "sabotage":
        rows.append(("text", _t(T_SABOTAGE), None))
    if p.get("days_lost") and kind not in ("smugglers", "slavers", "pirates"):
        rows.append(("days", _t(T_DAYS, p["days_lost"]), None))
    return rows


def coming_row(card: Card, projectile: int) -> int:
    """The row of `card_rows(card)` that shows the card's `projectile`-th projectile (the engine's
    `flight.coming_projectile`), -1 for none."""
    rows = [k for k, row in enumerate(card_rows(card)) if row[0] == "proj"]
    return rows[projectile] if 0 <= projectile < len(rows) else -1


# -- small pictures -------------------------------------------------------------------------------------
def _font(px: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(1, round(px)))
    f.setBold(bold)
    return f


def coin(painter: QPainter, centre: QPointF, r: float) -> None:
    painter.setPen(QPen(QColor("#7A5A12"), r * 0.16))
    painter.setBrush(QColor("#F1C232"))
    painter.drawEllipse(centre, r, r)
    painter.setPen(QPen(QColor("#7A5A12"), r * 0.14))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, r * 0.62, r * 0.62)


def clock(painter: QPainter, centre: QPointF, r: float) -> None:
    """A flight day: a small dial."""
    painter.setPen(QPen(INK, r * 0.16))
    painter.setBrush(QColor("#FFFFFF"))
    painter.drawEllipse(centre, r, r)
    painter.drawLine(centre, centre + QPointF(0, -r * 0.7))
    painter.drawLine(centre, centre + QPointF(r * 0.5, r * 0.1))


def barrel(painter: QPainter, centre: QPointF, r: float) -> None:
    """Firepower: a cannon barrel pointing up."""
    painter.setPen(QPen(INK, r * 0.12))
    painter.setBrush(QColor("#8E98A4"))
    painter.drawRect(QRectF(centre.x() - r * 0.28, centre.y() - r, r * 0.56, r * 1.3))
    painter.setBrush(QColor("#5B6672"))
    painter.drawRoundedRect(QRectF(centre.x() - r * 0.7, centre.y() + r * 0.2, r * 1.4, r * 0.8), r * 0.2, r * 0.2)


def flame(painter: QPainter, centre: QPointF, r: float) -> None:
    """Engine strength: an exhaust flame."""
    path = QPainterPath()
    path.moveTo(centre + QPointF(0, r))
    path.cubicTo(centre + QPointF(r, 0), centre + QPointF(r * 0.3, -r * 0.6), centre + QPointF(0, -r))
    path.cubicTo(centre + QPointF(-r * 0.3, -r * 0.6), centre + QPointF(-r, 0), centre + QPointF(0, r))
    g = QLinearGradient(centre + QPointF(0, -r), centre + QPointF(0, r))
    g.setColorAt(0, QColor("#FFE07A"))
    g.setColorAt(1, QColor("#E2531D"))
    painter.setPen(QPen(QColor("#9A3512"), r * 0.1))
    painter.setBrush(g)
    painter.drawPath(path)


def projectile(painter: QPainter, kind: str, frm: str, centre: QPointF, r: float) -> None:
    """A meteor (a rock with a tail) or a shot (a bolt), travelling away from the side `frm`."""
    dx, dy = TRAVEL.get(frm, (0.0, 1.0))
    large = kind.startswith("large") or kind.startswith("heavy")
    if kind.endswith("meteor"):
        rock = r * (0.62 if large else 0.4)
        tail = QPainterPath()
        back = QPointF(-dx * r * 1.1, -dy * r * 1.1)
        side = QPointF(-dy * rock, dx * rock)
        tail.moveTo(centre + side)
        tail.lineTo(centre + back)
        tail.lineTo(centre - side)
        tail.closeSubpath()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 170, 60, 150))
        painter.drawPath(tail)
        painter.setPen(QPen(QColor("#3B2A1E"), r * 0.1))
        painter.setBrush(QColor("#8B6A4E") if large else QColor("#A88A6A"))
        painter.drawEllipse(centre, rock, rock)
        return
    width = r * (0.36 if large else 0.2)
    start = centre - QPointF(dx * r, dy * r)
    end = centre + QPointF(dx * r * 0.8, dy * r * 0.8)
    painter.setPen(
        QPen(QColor("#FF3B30") if large else QColor("#FF9F1C"), width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    )
    painter.drawLine(start, end)
    head = QPainterPath()
    tip = centre + QPointF(dx * r, dy * r)
    side = QPointF(-dy * width * 1.3, dx * width * 1.3)
    head.moveTo(tip)
    head.lineTo(end + side)
    head.lineTo(end - side)
    head.closeSubpath()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#FF3B30") if large else QColor("#FF9F1C"))
    painter.drawPath(head)


PIPS = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}


def die(painter: QPainter, centre: QPointF, size: float, value: int) -> None:
    rect = QRectF(centre.x() - size / 2, centre.y() - size / 2, size, size)
    painter.setPen(QPen(INK, size * 0.05))
    painter.setBrush(QColor("#FBFBF7"))
    painter.drawRoundedRect(rect, size * 0.18, size * 0.18)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(INK)
    step, pip = size * 0.26, size * 0.09
    for x, y in PIPS.get(value, ()):
        painter.drawEllipse(centre + QPointF(x * step, y * step), pip, pip)


# -- items -------------------------------------------------------------------------------------------------------
class CardItem(CachedItem):
    """An adventure card `width` px wide (ratio 5:7), centred on the item's origin."""

    def __init__(
        self,
        card: Card,
        width: float = 190.0,
        faded: bool = False,
        taken: tuple[tuple[str, str], ...] = (),
        coming: int = -1,
    ) -> None:
        """`taken`: per planet of a planets card, (the lander's colour, name), or ("", "") while free;
        `coming`: the row of the projectile a ship is defending against now (`coming_row`), or -1."""
        super().__init__()
        self.card, self.w, self.h = card, float(width), float(width) * 1.4
        self.faded = faded
        self.taken = taken
        self.title = tr_key(tx.CARD_NAMES[card.type])
        self.rows = card_rows(card)
        self.coming = coming if 0 <= coming < len(self.rows) and self.rows[coming][0] == "proj" else -1
        landed = [tr_key(T_LANDED, str(k + 1), name) for k, (_, name) in enumerate(taken) if name]
        if self.coming >= 0:
            icon, text, payload = self.rows[self.coming]
            landed.append(tr_key(T_COMING, _shown(icon, text, payload)))
        self.setToolTip("\n".join([self.title, *landed]))

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(-self.w / 2 - 2, -self.h / 2 - 2, self.w + 4, self.h + 4)

    def cache_key(self) -> tuple[object, ...]:
        rows = tuple(r[1] for r in self.rows)
        return (self.card.index, self.w, self.faded, self.title, rows, self.taken, self.coming)

    def paint_content(self, painter: QPainter) -> None:  # noqa: C901 - one picture per row kind
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.w, self.h
        u = w / 190.0  # design unit
        rect = QRectF(-w / 2, -h / 2, w, h)
        level = max(1, min(3, self.card.level)) - 1
        band = QColor(LEVEL_COLOURS[level])
        painter.setPen(QPen(INK, 2 * u))
        painter.setBrush(PAPER)
        painter.drawRoundedRect(rect, 10 * u, 10 * u)
        head = QRectF(rect.left(), rect.top(), w, 44 * u)
        path = QPainterPath()
        path.addRoundedRect(rect, 10 * u, 10 * u)
        clip = QPainterPath()
        clip.addRect(head)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(band)
        painter.drawPath(path.intersected(clip))
        painter.setPen(QColor("#FFFFFF"))
        px = 17 * u
        while px > 9 * u and QFontMetricsF(_font(px, True)).horizontalAdvance(self.title) > w - 46 * u:
            px -= 0.5 * u  # a long name (in Czech, say) gets a smaller font rather than cut off
        painter.setFont(_font(px, True))
        painter.drawText(head.adjusted(10 * u, 0, -34 * u, 0), Qt.AlignmentFlag.AlignVCenter, self.title)
        painter.setFont(_font(14 * u, True))
        painter.drawText(
            head.adjusted(0, 0, -10 * u, 0), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, ROMAN[level]
        )
        y = head.bottom() + 10 * u
        left = rect.left() + 12 * u
        rows = [(icon, _shown(icon, text, payload), payload) for icon, text, payload in self.rows]
        px, heights = row_layout(rows, w, rect.bottom() - 8 * u - y, u)
        planet = -1
        for k, ((icon, text, payload), row_h) in enumerate(zip(rows, heights, strict=True)):
            if k == self.coming:  # the projectile coming now: a lit band and a pointer at the card's edge
                painter.setPen(QPen(COMING.darker(150), 1.2 * u))
                painter.setBrush(COMING)
                painter.drawRoundedRect(QRectF(rect.left() + 3 * u, y + 1 * u, w - 6 * u, row_h - 2 * u), 4 * u, 4 * u)
                tip = QPainterPath()
                mid = y + row_h / 2
                tip.moveTo(rect.left() - 1 * u, mid - 6 * u)
                tip.lineTo(rect.left() + 7 * u, mid)
                tip.lineTo(rect.left() - 1 * u, mid + 6 * u)
                tip.closeSubpath()
                painter.setBrush(QColor("#B00020"))
                painter.setPen(Qt.PenStyle.NoPen)
                painter.drawPath(tip)
            if icon == "goods" and text and self.card.type == "planets":
                planet += 1
                lander = self.taken[planet][0] if planet < len(self.taken) else ""
                if lander:  # landed on: the lander's ship stands there (the seed's second figure)
                    painter.setPen(Qt.PenStyle.NoPen)
                    painter.setBrush(QColor(255, 255, 255, 150))
                    painter.drawRect(QRectF(rect.left() + 2 * u, y, w - 4 * u, row_h))
                    painter.setPen(QPen(QColor(lander).darker(170), 1.2 * u))
                    painter.setBrush(QColor(lander))
                    painter.drawEllipse(QPointF(rect.left() + 7 * u, y + row_h / 2), 4.5 * u, 4.5 * u)
            cy = y + row_h / 2
            ic = QPointF(left + 11 * u, cy)
            r = min(10 * u, min(row_h, 30 * u) * 0.38)
            tx0 = left + _indent(icon, u)
            if icon == "days":
                clock(painter, ic, r)
            elif icon == "crew":
                human_icon(painter, ic, r * 2.1, 1.2 * u)
            elif icon == "credits":
                coin(painter, ic, r)
            elif icon == "fire":
                barrel(painter, ic, r)
            elif icon == "engine":
                flame(painter, ic, r)
            elif icon == "proj":
                kind, frm = payload
                projectile(painter, kind, frm, ic, r * 1.2)
            elif icon == "goods_lost":
                goods_cube(painter, 0, ic, r * 1.6, 1.0 * u)
                painter.setPen(QPen(QColor("#B00020"), 2 * u))
                painter.drawLine(ic + QPointF(-r, -r), ic + QPointF(r, r))
            if icon == "goods":
                x = tx0 if not text else tx0 + 62 * u
                if text:
                    painter.setPen(INK)
                    painter.setFont(_font(px))
                    painter.drawText(QRectF(tx0 - 26 * u, y, 90 * u, row_h), Qt.AlignmentFlag.AlignVCenter, text)
                for (cx, size), name in zip(
                    cube_row(x, rect.right() - 7 * u, len(payload), r, u), payload, strict=True
                ):
                    colour = ("red", "yellow", "green", "blue").index(name)
                    goods_cube(painter, colour, QPointF(cx, cy), size, 1.0 * u)
                y += row_h
                continue
            painter.setPen(INK)
            painter.setFont(_font(px, icon == "label"))
            flags = Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
            painter.drawText(QRectF(tx0, y, rect.right() - 8 * u - tx0, row_h), flags, text)
            y += row_h
        if self.faded:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 28, 40, 110))
            painter.drawRoundedRect(rect, 10 * u, 10 * u)


def _shown(icon: str, text: str, payload: Any) -> str:
    """A row's words as printed: a projectile's row names its size first."""
    return f"{tr_key(T_SIZE[payload[0]])} {text}" if icon == "proj" else text


def _indent(icon: str, u: float) -> float:
    """Where a row's words start, from the card's inner left edge: after the icon, if it has one."""
    return 0.0 if icon in ("label", "text") else 28 * u


def row_layout(rows: list[Row], w: float, room: float, u: float) -> tuple[float, list[float]]:
    """The text size of a card's rows and each row's height, in `room` px down a card `w` px wide.

    Every row's words are set in one size: the usual 12.5 u, a long line wrapping into a taller
    row rather than shrinking alone (a Slovak combat zone's "najmenšia posádka: tovar -4" went to
    6 screen px beside its neighbours' 8). A row is 30 u high at most, less when many share the
    card; only when the wrapped rows would not fit does every row's size step down together."""
    n = max(1, len(rows))
    px = 12.5 * u
    while True:
        line = QFontMetricsF(_font(px)).lineSpacing()
        extra = 0.0
        counts = []
        for icon, text, _ in rows:
            lines = 1
            if text and icon != "goods":
                width = w / 2 - 8 * u - (-w / 2 + 12 * u + _indent(icon, u))
                fm = QFontMetricsF(_font(px, icon == "label"))
                flags = int(Qt.TextFlag.TextWordWrap)
                tall = fm.boundingRect(QRectF(0, 0, width, 10_000), flags, text).height()
                lines = max(1, round(tall / fm.lineSpacing()))
            counts.append(lines)
            extra += (lines - 1) * line
        base = min(30 * u, (room - extra) / n)
        if base >= line + 2 * u or px <= 7 * u:
            break
        px -= 0.5 * u
    heights = [base + (lines - 1) * line for lines in counts]
    return px, heights


def cube_row(first: float, right: float, count: int, r: float, u: float) -> list[tuple[float, float]]:
    """The centres and sizes of `count` goods cubes in a row from centre `first`, their usual size
    `1.8 r` a gap of `3 u` apart, drawn closer and then smaller when the row would pass `right`
    (a planet of five goods behind its name ran off the card)."""
    size, step = r * 1.8, r * 2.0 + 3 * u
    if count > 1 and first + (count - 1) * step + size / 2 > right:
        step = (right - first - size / 2) / (count - 1)  # closer: the last cube's edge on `right`
        if step < size + 1.5 * u:  # then smaller, a gap of 1.5 u kept (the edge still on `right`)
            step = (right - first + 0.75 * u) / (count - 0.5)
            size = max(step - 1.5 * u, 1.0)
    return [(first + k * step, size) for k in range(count)]


class DiceItem(CachedItem):
    """Two dice side by side (or one above the other: `stacked`), `size` px each, centred on the
    item's origin."""

    def __init__(self, a: int, b: int, size: float = 30.0, stacked: bool = False) -> None:
        super().__init__()
        self.a, self.b, self.size, self.stacked = a, b, float(size), stacked
        self.setToolTip(str(a + b))

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        s = self.size
        if self.stacked:
            return QRectF(-s * 0.6, -s * 1.15, s * 1.2, s * 2.3)
        return QRectF(-s * 1.15, -s * 0.6, s * 2.3, s * 1.2)

    def cache_key(self) -> tuple[object, ...]:
        return (self.a, self.b, self.size, self.stacked)

    def paint_content(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        s = self.size
        step = QPointF(0, s * 0.56) if self.stacked else QPointF(s * 0.56, 0)
        die(painter, -step, s, self.a)
        die(painter, step, s, self.b)


class ProjectileItem(CachedItem):
    """A meteor or shot `size` px across, flying away from side `frm`."""

    def __init__(self, kind: str, frm: str, size: float = 40.0) -> None:
        super().__init__()
        self.kind, self.frm, self.size = kind, frm, float(size)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        s = self.size
        return QRectF(-s / 2, -s / 2, s, s)

    def cache_key(self) -> tuple[object, ...]:
        return (self.kind, self.frm, self.size)

    def paint_content(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        projectile(painter, self.kind, self.frm, QPointF(0, 0), self.size * 0.42)


class GoodsItem(CachedItem):
    """One goods cube `size` px across, centred on the item's origin; `reach` px across, if larger, is
    where it is taken by the mouse (a cube lying in a hold is small, its slot the size of a finger)."""

    def __init__(self, colour: int, size: float = 30.0, reach: float = 0.0) -> None:
        super().__init__()
        self.colour, self.size = colour, float(size)
        self.reach = max(float(reach), self.size + 2)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        s = self.reach
        return QRectF(-s / 2, -s / 2, s, s)

    def cache_key(self) -> tuple[object, ...]:
        return (self.colour, self.size, self.reach)

    def paint_content(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        goods_cube(painter, self.colour, QPointF(0, 0), self.size, max(1.0, self.size / 24))
