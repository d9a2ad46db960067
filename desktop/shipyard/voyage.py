"""The maiden voyage on screen: the boat sails space by space, officials' points rise from their
spaces, the canals it left fade out. The engine has already moved; the picture catches up."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF, Qt, QVariantAnimation
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem

import engine.shipyard.canals as cn
from desktop.common.painted import font
from desktop.shipyard.art import CanalItem
from engine.shipyard.state import ShipyardState
from engine.shipyard.voyage import hull, official_points

STEP_MS = 260  # one space of the voyage
FADE_MS = 400


class VoyageShow:
    """Remembers the boat between two pictures and animates what happened in between."""

    def __init__(self, scene: Any) -> None:
        self.sc = scene
        self._extra: set[tuple[int, int]] = set()
        self._pending: tuple[Any, ...] | None = None
        self._anims: list[QVariantAnimation] = []
        self._temp: list[QGraphicsItem] = []
        self._me = -1
        self.last_path: tuple[cn.Node, ...] = ()  # the last voyage shown (tests, screenshots)

    def extra_cells(self) -> set[tuple[int, int]]:
        """Cells of canals that are gone but still shown while the boat sails through them."""
        return self._extra

    def stop(self) -> None:
        for anim in self._anims:
            anim.stop()
        self._anims.clear()
        for item in self._temp:
            if item.scene() is self.sc:
                self.sc.removeItem(item)
        self._temp.clear()

    def before_refresh(self, prev: ShipyardState | None, st: ShipyardState, me: int) -> None:
        self.stop()
        self._extra = set()
        self._pending = None
        same = prev is not None and self._me == me
        self._me = me
        if not same or prev is None:
            return
        old, new = prev.ps[me], st.ps[me]
        if old.boat is None or new.boat is None or (old.boat, old.stern) == (new.boat, new.stern):
            return
        pv = prev.voyage if prev.active == me else None
        nv = st.voyage if st.active == me else None
        if pv is None and nv is not None:
            length, ship = nv.speed - nv.left, (nv.parts, nv.items)
        elif pv is not None and nv is not None:
            length, ship = pv.left - nv.left, (nv.parts, nv.items)
        elif pv is not None:
            length, ship = pv.left, (pv.parts, pv.items)
        elif len(new.fleet) > len(old.fleet):
            s = new.fleet[-1]
            length, ship = s.speed, (s.parts, s.items)
        else:
            return
        if length <= 0 or old.boat[:2] not in old.canals:
            return
        trail = next((tr for tr in cn.paths(old.canals, old.boat, old.stern, length) if tr[-1] == new.boat), None)
        if trail is None:
            return
        self.last_path = trail
        removed = {c: old.canals[c] for c in old.canals if c not in new.canals}
        if not self.sc.animations:
            return
        self._extra = set(removed)
        self._pending = (dict(old.canals), old.boat, trail, ship, removed)

    def after_refresh(self, st: ShipyardState) -> None:
        pending, self._pending = self._pending, None
        if pending is None:
            return
        grid, start, trail, ship, removed = pending
        sc = self.sc
        geo = sc.geo
        for (x, y), (tile, rot) in removed.items():
            item = CanalItem(tile, rot, geo.cell)
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            item.setPos(geo.cell_rect(x, y).topLeft())
            item.setZValue(1)
            sc.addItem(item)
            self._temp.append(item)
        boat = getattr(sc, "boat_item", None)
        if boat is None or not sc.animations:
            self._fade(removed)
            return
        points = [geo.space(start[0], start[1], *grid[start[:2]], start[2])]
        points += [geo.space(n[0], n[1], *grid[n[:2]], n[2]) for n in trail]
        h = hull(ship[0])
        load = dict(ship[1])
        scores = [official_points(cn.symbol(grid[n[:2]][0], n[2]), h, load) for n in trail]
        boat.setPos(points[0])
        anim = QVariantAnimation(sc)
        anim.setStartValue(0.0)
        anim.setEndValue(float(len(trail)))
        anim.setDuration(STEP_MS * len(trail))
        shown = [False] * len(trail)

        def step(value: Any) -> None:
            v = float(value)
            k = min(int(v), len(trail) - 1)
            f = v - k
            a, b = points[k], points[k + 1]
            boat.setPos(a + (b - a) * f)
            if (b - a).manhattanLength() > 0.1:
                boat.setRotation(math.degrees(math.atan2(b.y() - a.y(), b.x() - a.x())))
            for j in range(len(trail)):
                if v >= j + 1 - 1e-6 and not shown[j]:
                    shown[j] = True
                    if scores[j]:
                        self._pop(points[j + 1], f"+{scores[j]}")

        anim.valueChanged.connect(step)
        anim.finished.connect(lambda: self._fade(removed))
        self._anims.append(anim)
        anim.start()

    def _pop(self, at: QPointF, text: str) -> None:
        sc = self.sc
        item = QGraphicsSimpleTextItem(text)
        item.setFont(font(20, True))
        item.setBrush(QColor("#1F6FD1"))
        item.setZValue(60)
        item.setPos(at + QPointF(-10, -26))
        sc.addItem(item)
        self._temp.append(item)
        anim = QVariantAnimation(sc)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(900)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        start = item.pos()

        def rise(v: Any) -> None:
            item.setPos(start + QPointF(0, -30 * float(v)))
            item.setOpacity(1 - float(v) * 0.8)

        anim.valueChanged.connect(rise)
        self._anims.append(anim)
        anim.start()

    def _fade(self, removed: dict[Any, Any]) -> None:
        items = [i for i in self._temp if isinstance(i, CanalItem)]
        if not items:
            return
        if not self.sc.animations:
            for item in items:
                if item.scene() is self.sc:
                    self.sc.removeItem(item)
            return
        anim = QVariantAnimation(self.sc)
        anim.setStartValue(1.0)
        anim.setEndValue(0.0)
        anim.setDuration(FADE_MS)

        def fade(v: Any) -> None:
            for i in items:
                i.setOpacity(float(v))

        def gone() -> None:
            for i in items:
                if i.scene() is self.sc:
                    self.sc.removeItem(i)

        anim.valueChanged.connect(fade)
        anim.finished.connect(gone)
        self._anims.append(anim)
        anim.start()
        del removed
