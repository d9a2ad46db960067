"""Galaxy Trucker's tiles painted from data: every tile, every rotation, backs, items and overlays."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

import engine.galaxy_trucker.data as gt
from desktop.galaxy_trucker.tiles import TileBackItem, TileItem, paint_back, paint_tile, tile_tooltip

SIZE = 64


def _image(size: int = SIZE) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    return image


def render(tile: int, rotation: int = 0, contents: dict[str, Any] | None = None, size: int = SIZE) -> QImage:
    image = _image(size)
    painter = QPainter(image)
    paint_tile(painter, QRectF(0, 0, size, size), tile, rotation, contents=contents)
    painter.end()
    return image


def render_back(size: int = SIZE) -> QImage:
    image = _image(size)
    painter = QPainter(image)
    paint_back(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


def colours(image: QImage) -> set[int]:
    return {image.pixel(x, y) for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)}


def first(kind: str, **attrs: Any) -> int:
    return next(
        t.index for t in gt.components().tiles if t.kind == kind and all(getattr(t, k) == v for k, v in attrs.items())
    )


def test_every_tile_renders_at_every_rotation(qapp: Any) -> None:
    tiles = gt.components().tiles
    assert len(tiles) > 200
    for index in range(len(tiles)):
        for rotation in range(4):
            image = render(index, rotation)
            assert len(colours(image)) >= 8, (index, rotation)
            # the plate fills the square: its centre and the middle of each side are painted
            for x, y in ((32, 32), (32, 3), (60, 32), (32, 60), (3, 32)):
                assert QColor(image.pixel(x, y)).alpha() == 255, (index, rotation, x, y)


def test_rotation_turns_an_asymmetric_tile(qapp: Any) -> None:
    cannon = first(gt.CANNON, double=False)
    images = [render(cannon, r) for r in range(4)]
    for a in range(4):
        for b in range(a + 1, 4):
            assert images[a] != images[b], (a, b)
    assert render(cannon, 4) == images[0]  # rotation counts modulo 4


def test_rotation_moves_the_cannon_barrel_clockwise(qapp: Any) -> None:
    """At rotation 0 the barrel's muzzle is on the north edge, at rotation 1 on the east edge."""
    cannon = first(gt.CANNON, double=False)
    size = 100
    dark = QColor("#3D444F").lightness() + 30

    def muzzle_at(image: QImage, x: int, y: int) -> bool:
        return QColor(image.pixel(x, y)).lightness() < dark

    r0, r1 = render(cannon, 0, size=size), render(cannon, 1, size=size)
    spec = gt.tile(cannon)
    assert spec.facing == gt.N
    assert muzzle_at(r0, 50, 3) and not muzzle_at(r0, 96, 50)
    assert muzzle_at(r1, 96, 50) and not muzzle_at(r1, 50, 3)


def test_the_back_is_the_same_for_every_tile_and_unlike_a_face(qapp: Any) -> None:
    back = render_back()
    assert len(colours(back)) >= 8
    assert render_back() == back
    a, b = TileBackItem(SIZE), TileBackItem(SIZE)
    assert a.cache_key() == b.cache_key()
    for index in (0, gt.components().starting["red"], len(gt.components().tiles) - 1):
        assert render(index) != back


def test_tile_item_renders_in_a_scene(qapp: Any) -> None:
    scene = QGraphicsScene()
    cabin = first(gt.CABIN)
    item = TileItem(cabin, rotation=1, size=80, contents={"humans": 2})
    scene.addItem(item)
    item.setPos(100, 100)
    back = TileBackItem(80)
    scene.addItem(back)
    back.setPos(200, 100)
    assert item.boundingRect() == QRectF(-40, -40, 80, 80)
    assert item.toolTip() == tile_tooltip(cabin)
    image = QImage(300, 200, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 300, 200), QRectF(0, 0, 300, 200))
    painter.end()
    assert QColor(image.pixel(100, 100)) != QColor("white")
    assert QColor(image.pixel(200, 100)) != QColor("white")
    assert QColor(image.pixel(20, 20)) == QColor("white")
    # the cache key follows what is shown
    key = item.cache_key()
    item.set_turns(2)
    assert item.cache_key() != key
    key = item.cache_key()
    item.set_contents({"humans": 1})
    assert item.cache_key() != key
    assert TileItem(cabin, 0, 64).cache_key() != TileItem(cabin, 0, 96).cache_key()
    assert TileItem(cabin, 0, 64).cache_key() != TileItem(cabin + 1, 0, 64).cache_key()


@pytest.mark.parametrize(
    ("kind", "attrs", "contents"),
    [
        (gt.CABIN, {}, {"humans": 2}),
        (gt.CABIN, {}, {"alien": gt.BROWN}),
        (gt.STARTING_CABIN, {}, {"humans": 1}),
        (gt.CARGO, {"capacity": 3}, {"goods": [gt.YELLOW, gt.BLUE]}),
        (gt.SPECIAL_CARGO, {"capacity": 2}, {"goods": [gt.RED]}),
        (gt.BATTERY, {"capacity": 3}, {"cells": 1}),
    ],
)
def test_contents_change_the_picture(qapp: Any, kind: str, attrs: dict[str, Any], contents: dict[str, Any]) -> None:
    tile = first(kind, **attrs)
    for rotation in range(4):
        assert render(tile, rotation, contents) != render(tile, rotation), rotation


def test_aliens_and_goods_colours_look_different(qapp: Any) -> None:
    cabin = first(gt.CABIN)
    assert render(cabin, 0, {"alien": gt.BROWN}) != render(cabin, 0, {"alien": gt.PURPLE})
    cargo = first(gt.CARGO, capacity=2)
    pictures = [render(cargo, 0, {"goods": [g]}) for g in range(4)]
    assert len({bytes(p.constBits()) for p in pictures}) == 4
    battery = first(gt.BATTERY, capacity=3)
    assert len({bytes(render(battery, 0, {"cells": n}).constBits()) for n in range(4)}) == 4


def test_brown_and_purple_life_support_differ_beyond_colour(qapp: Any) -> None:
    """The two differ in shape too: compare them in grey."""
    brown, purple = first(gt.LIFE_SUPPORT, alien=gt.BROWN), first(gt.LIFE_SUPPORT, alien=gt.PURPLE)
    grey = QImage.Format.Format_Grayscale8
    a = render(brown, 0, size=100).convertToFormat(grey)
    b = render(purple, 0, size=100).convertToFormat(grey)
    # mask out the connectors (they differ from tile to tile) by comparing the middle only
    middle = QRectF(25, 25, 50, 50).toRect()
    diff = sum(
        abs(QColor(a.pixel(x, y)).value() - QColor(b.pixel(x, y)).value()) > 40
        for x in range(middle.left(), middle.right())
        for y in range(middle.top(), middle.bottom())
    )
    assert diff > 60


def test_connectors_are_told_apart_by_their_pipes(qapp: Any) -> None:
    """Count dark flanges along the north edge: smooth 0, single 1, double 2, universal 3."""
    size = 200
    y = 3
    for kind, count in ((gt.SMOOTH, 0), (gt.SINGLE, 1), (gt.DOUBLE, 2), (gt.UNIVERSAL, 3)):
        tile = next(
            t.index
            for t in gt.components().tiles
            if t.connectors[gt.N] == kind and t.kind in (gt.CARGO, gt.BATTERY, gt.STRUCTURAL, gt.CABIN)
        )
        image = render(tile, 0, size=size)
        runs, inside = 0, False
        for x in range(20, size - 20):
            dark = QColor(image.pixel(x, y)).lightness() < 170
            if dark and not inside:
                runs += 1
            inside = dark
        assert runs == count, (kind, tile, runs)
        # a quarter turn carries the north connector to the east side
        turned = render(tile, 1, size=size)
        runs, inside = 0, False
        for yy in range(20, size - 20):
            dark = QColor(turned.pixel(size - 1 - y, yy)).lightness() < 170
            if dark and not inside:
                runs += 1
            inside = dark
        assert runs == count, (kind, tile, runs, "turned")


def test_every_tile_has_a_tooltip(qapp: Any) -> None:
    tips = {tile_tooltip(i) for i in range(len(gt.components().tiles))}
    assert all(tips)
    assert not any("%1" in t for t in tips)
    kinds = {t.kind for t in gt.components().tiles}
    assert len(tips) >= len(kinds)
    heavy = first(gt.HEAVY, engine_penalty=2)
    assert "2" in tile_tooltip(heavy)


def test_points_are_painted_where_the_item_says(qapp: Any) -> None:
    """TileItem is centred on its origin, so a scene position is the tile's centre."""
    item = TileItem(0, size=50)
    item.setPos(QPointF(30, 40))
    assert item.sceneBoundingRect() == QRectF(5, 15, 50, 50)
