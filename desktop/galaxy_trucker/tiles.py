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
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
)
from PySide6.QtWidgets import QGraphicsItem

import engine.galaxy_trucker.data as gt
from desktop.common.cached import CachedItem
from desktop.common.i18n import translate
from desktop.galaxy_trucker.tile_icons import (
    CORNER,
    HALF,
    Ctx,
    alien_badge,
    alien_icon,
    fill_path,
    goods_cube,
    human_icon,
    polygon,
    qpen,
    rotated,
)
from desktop.galaxy_trucker.tile_parts import (
    CABIN_BUNKS,
    COMPONENTS,
    START_BUNKS,
    paint_connectors,
    paint_plate,
    paint_structural,
    plate_path,
    slot_rects,
)
from engine.core.messages import QT_TRANSLATE_NOOP, MessageKey

# ---------------------------------------------------------------------------------------------
# the contents overlay (upright pieces lying on the tile)


def _overlay(painter: QPainter, spec: gt.TileSpec, c: Ctx) -> None:
    contents = c.contents
    k = c.rotation
    alien = contents.get("alien")
    humans = int(contents.get("humans", 0) or 0)
    if spec.kind in (gt.CABIN, gt.STARTING_CABIN):
        bunks = START_BUNKS if spec.kind == gt.STARTING_CABIN else CABIN_BUNKS
    else:
        bunks = (QPointF(-11, 0), QPointF(11, 0))
    if alien is not None and alien in (gt.BROWN, gt.PURPLE):
        centre = rotated(bunks[0] * 0.5 + bunks[1] * 0.5, k)
        fill_path(painter, QColor(255, 255, 255, 200), None, 0)
        painter.drawEllipse(centre, 17, 17)
        alien_icon(painter, int(alien), centre + QPointF(0, -1), 30, c.ow)
        alien_badge(painter, int(alien), centre + QPointF(11, 11), 11, c.ow)
    for i in range(min(humans, len(bunks))):
        human_icon(painter, rotated(bunks[i], k), 21, c.ow)
    goods = list(contents.get("goods", ()) or ())
    for colour, spot in zip(goods, goods_spots(spec, k), strict=False):
        goods_cube(painter, int(colour), spot, GOODS_SIZE, c.ow)


GOODS_SIZE = 14.0  # a goods cube lying on a tile, in hundredths of the tile


def goods_spots(spec: gt.TileSpec, rotation: int) -> list[QPointF]:
    """Where the goods cubes lie on a tile turned `rotation`, in hundredths of the tile from its
    centre: in a hold's slots, one per slot (the board lays draggable cubes there while loading)."""
    if spec.kind in (gt.CARGO, gt.SPECIAL_CARGO):
        spots = [r.center() for r in slot_rects(spec)]
    else:
        spots = [QPointF(-19 + 19 * i, 0) for i in range(3)]
    return [rotated(spot, rotation) for spot in spots]


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
    c = Ctx(ow=ow, px=px, rotation=k, contents=contents or {}, colour=colour or "")
    paint_plate(painter, c)
    painter.save()
    painter.rotate(90 * k)
    paint_connectors(painter, spec, c)
    COMPONENTS.get(spec.kind, paint_structural)(painter, spec, c)
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
    fill_path(painter, QBrush(g), "#141B2E", ow)
    plate = plate_path()
    painter.drawPath(plate)
    painter.save()
    inner = HALF - 6
    frame = QPainterPath()
    frame.addRoundedRect(QRectF(-inner, -inner, 2 * inner, 2 * inner), CORNER - 3, CORNER - 3)
    painter.setClipPath(frame)
    painter.setPen(qpen(QColor(255, 255, 255, 26), 2.2))
    for d in range(-100, 101, 8):
        painter.drawLine(QPointF(d - 50, -50), QPointF(d + 50, 50))
    painter.restore()
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(qpen(QColor(255, 255, 255, 80), max(px, 1.0)))
    painter.drawPath(frame)
    # the emblem: a ringed planet with a cargo ship's chevron crossing its ring
    fill_path(painter, "#1B2540", QColor(255, 255, 255, 120), ow)
    painter.drawEllipse(QPointF(0, 0), 24, 24)
    planet = QRectF(-11, -11, 22, 22)
    pg = QLinearGradient(planet.topLeft(), planet.bottomRight())
    pg.setColorAt(0, QColor("#F5C15A"))
    pg.setColorAt(1, QColor("#C77A1E"))
    fill_path(painter, QBrush(pg), "#7A4A10", ow * 0.8)
    painter.drawEllipse(planet)
    painter.save()
    painter.rotate(-20)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(qpen("#BFD3F2", 2.6))
    ring = QRectF(-20, -5.5, 40, 11)
    painter.drawArc(ring, 180 * 16, 180 * 16)  # the front half of the ring, over the planet
    painter.restore()
    fill_path(painter, "#FFFFFF", None, 0)
    star = []
    for i in range(8):
        rad = 4.2 if i % 2 == 0 else 1.3
        a = i * math.pi / 4
        star.append((13 + rad * math.cos(a), -13 + rad * math.sin(a)))
    painter.drawPath(polygon(star))
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
        self._rect = QRectF(-self.size / 2, -self.size / 2, self.size, self.size)  # Qt asks for it often
        self.contents: Mapping[str, Any] | None = contents
        self.colour = colour
        self.setToolTip(tile_tooltip(tile, self.turns))

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._rect

    def cache_key(self) -> tuple[object, ...]:
        return (self.tile, self.turns, self.size, _freeze(self.contents or {}), self.colour)

    def set_turns(self, rotation: int) -> None:
        """Show the tile turned `rotation` quarter turns clockwise."""
        self.turns = rotation % 4
        if gt.tile(self.tile).kind == gt.ARTIFACT:  # a line's column or row turns with it
            self.setToolTip(tile_tooltip(self.tile, self.turns))
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
        self._rect = QRectF(-self.size / 2, -self.size / 2, self.size, self.size)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return self._rect

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
    gt.CARGO: QT_TRANSLATE_NOOP("GalaxyTrucker", "Cargo hold: room for %n goods cube(s)"),
    gt.SPECIAL_CARGO: QT_TRANSLATE_NOOP(
        "GalaxyTrucker", "Red cargo hold: room for %n goods cube(s) of any colour, red included"
    ),
    gt.BATTERY: QT_TRANSLATE_NOOP("GalaxyTrucker", "Battery: %1 cells"),
    gt.SHIELD: QT_TRANSLATE_NOOP("GalaxyTrucker", "Shield generator: guards two sides, a battery per use"),
    gt.STRUCTURAL: QT_TRANSLATE_NOOP("GalaxyTrucker", "Structural module: connectors only"),
    gt.EXPLOSIVE: QT_TRANSLATE_NOOP("GalaxyTrucker", "Explosive cargo: when lost, the 8 tiles around it are lost too"),
    gt.FRAGILE: QT_TRANSLATE_NOOP("GalaxyTrucker", "Fragile cargo: lost when a tile around it is lost"),
    gt.HEAVY: QT_TRANSLATE_NOOP("GalaxyTrucker", "Heavy cargo: engine strength %1; its smooth sides are armoured"),
    gt.RADIOACTIVE: QT_TRANSLATE_NOOP(
        "GalaxyTrucker", "Radioactive cargo: neighbouring cabins and batteries stay empty"
    ),
    # a line artifact kills the column or the row its line marks (RULES.md 8.1): "the marked line is a
    # dead zone" read in Slovak as a row ("rad") though at rotation 0 the line marks the column
    "artifact_line": QT_TRANSLATE_NOOP("GalaxyTrucker", "Artifact: the marked line: its column or row is a dead zone"),
    # the same, turned as it lies: the line marks its column (rotations 0 and 2 of most) or its row
    "artifact_column": QT_TRANSLATE_NOOP("GalaxyTrucker", "Artifact: the marked line: its column is a dead zone"),
    "artifact_row": QT_TRANSLATE_NOOP("GalaxyTrucker", "Artifact: the marked line: its row is a dead zone"),
    "artifact_cross": QT_TRANSLATE_NOOP("GalaxyTrucker", "Artifact: its row and column are a dead zone"),
}


def kind_tooltip(kind: str) -> str:
    """What a kind of special tile does, for the mission's tooltip: the tile tooltip's rule without one
    tile's numbers (heavy cargo: the range of its numbers; artifacts: a line and a cross)."""
    if kind == gt.ARTIFACT:
        return "\n".join(
            QCoreApplication.translate(TIPS[k].context, TIPS[k].source) for k in ("artifact_line", "artifact_cross")
        )
    tip = TIPS[kind]
    text = QCoreApplication.translate(tip.context, tip.source)
    if kind == gt.HEAVY:
        numbers = sorted({t.engine_penalty for t in gt.components().tiles if t.kind == gt.HEAVY})
        text = text.replace("%1", f"\u2212{numbers[0]}\u2026\u2212{numbers[-1]}")
    return text


# where a special tile may not go (the ship check removes it): the seed's bans, under its rule
PLACING = {
    gt.RADIOACTIVE: QT_TRANSLATE_NOOP("GalaxyTrucker", "It may not be joined to another radioactive cargo."),
    gt.ARTIFACT: QT_TRANSLATE_NOOP("GalaxyTrucker", "It may not lie in another artifact's dead zone."),
}


def tile_tooltip(tile: int, rotation: int | None = None) -> str:
    """A short translated description of a tile: its name and the rule that matters for it; a line
    artifact turned `rotation` says whether its line marks its column or its row. A tile the seed bans
    from some places says where, on a line of its own (the ship check was the first to tell)."""
    text = _tile_text(tile, rotation)
    ban = PLACING.get(gt.tile(tile).kind)
    return text if ban is None else text + "\n" + QCoreApplication.translate(ban.context, ban.source)


def _tile_text(tile: int, rotation: int | None) -> str:
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
        if key == "artifact_line" and rotation is not None:
            # as the engine reads it (ship.py): the line marks line_axis at rotations 0 and 2
            column = (rotation % 2 == 0) == (spec.line_axis != "row")
            key = "artifact_column" if column else "artifact_row"
    tip = TIPS.get(key)
    if tip is None:
        return spec.kind
    if "%n" in tip.source:  # a hold of 1 good, of 2 goods
        return translate(tip.context, tip.source, spec.capacity)
    return QCoreApplication.translate(tip.context, tip.source).replace("%1", number)
