"""Items whose look depends only on a key: painted once per key and zoom into a pixmap, then blitted.

Boards rebuild their pieces after every action; painting ships, cards and cubes from
paths each time cost more than the 16 ms budget, blitting cached pixmaps does not.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

_CACHE: OrderedDict[Hashable, QPixmap] = OrderedDict()
_LIMIT = 800


class CachedItem(QGraphicsItem):
    """Subclasses give boundingRect(), cache_key() and paint_content(painter)."""

    def cache_key(self) -> Hashable:
        raise NotImplementedError

    def paint_content(self, painter: QPainter) -> None:
        raise NotImplementedError

    # the last look blitted: (key, scale and turn, device pixel ratio, pixmap)
    _memo: tuple[Hashable, tuple[float, float, float], float, QPixmap] | None = None

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        t = painter.worldTransform()
        key = self.cache_key()
        turn = (t.m11(), t.m12(), t.m21())
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        memo = self._memo
        rect = self.boundingRect()
        if memo is not None and memo[0] == key and memo[1] == turn and memo[2] == dpr:
            pixmap = memo[3]  # the same look at the same scale as last time (most frames): no lookup
        else:
            pixmap = self._pixmap(rect, t, dpr, key)
            self._memo = (key, turn, dpr, pixmap)
        if t.isAffine() and not t.isRotating():
            # no rotation: blit 1:1 in device pixels, which skips the scaled (and much slower) raster path
            target = t.mapRect(rect)
            painter.save()
            painter.resetTransform()
            painter.drawPixmap(QPointF(round(target.x()), round(target.y())), pixmap)
            painter.restore()
        else:
            painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))

    def _pixmap(self, rect: QRectF, t: QTransform, dpr: float, key: Hashable) -> QPixmap:
        """This look's pixmap at the painter's scale, from the shared cache or painted now."""
        scale = math.hypot(t.m11(), t.m12())
        factor = round(scale * dpr, 2)
        full = (type(self).__name__, key, factor, dpr)
        pixmap = _CACHE.get(full)
        if pixmap is None:
            w, h = max(1, math.ceil(rect.width() * factor)), max(1, math.ceil(rect.height() * factor))
            pixmap = QPixmap(w, h)
            pixmap.fill(Qt.GlobalColor.transparent)
            p = QPainter(pixmap)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            p.scale(factor, factor)
            p.translate(-rect.topLeft())
            self.paint_content(p)
            p.end()
            pixmap.setDevicePixelRatio(dpr)  # so the 1:1 blit below lands on device pixels on high-DPI screens too
            _CACHE[full] = pixmap
            if len(_CACHE) > _LIMIT:
                _CACHE.popitem(last=False)
        else:
            _CACHE.move_to_end(full)
        return pixmap
