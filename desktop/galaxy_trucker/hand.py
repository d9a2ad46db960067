"""Galaxy Trucker's things at hand under the own ship: the tile in hand, the reserved tiles and the
mission's bay while building; the goods at hand (the tray) and the cubes lying in the holds while
loading."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsRectItem

from desktop.common.i18n import tr_count
from desktop.galaxy_trucker.cards import GoodsItem
from desktop.galaxy_trucker.labels import (
    GOODS_NAMES,
    L_BAY,
    L_HAND,
    L_RESERVE,
    L_TRAY,
    T_BAY_TILE,
    T_TRAY,
    mission_tip,
    reserve_tip,
)
from desktop.galaxy_trucker.overview import CELL, FLIGHT_PX, LABEL_PX, H, W, text_item
from desktop.galaxy_trucker.tiles import GOODS_SIZE, TileItem, goods_spots, tile_tooltip
from engine.core.actions import Action
from engine.galaxy_trucker.actions import Store, TakeReserved, Unload
from engine.galaxy_trucker.data import tile as tile_spec
from engine.galaxy_trucker.state import GTState

# top-left of the own ship board (class III fits: 9 × 9 cells); under the header, the mission's line, a
# shot's projectile and dice from the front, then the column numbers (they ran into each other)
BOARD_X, BOARD_Y = 56.0, 94.0


def board_top(board: Any) -> float:
    """Where the own ship board's cells begin: class IIIa's nine rows, with the hand under them, stand
    as high as before (the hand reached the scene's foot), the mission's line clear of the numbers."""
    return BOARD_Y + 40 - (34 if board.rows[1] - board.rows[0] + 1 > 7 else 0)


SLOT = QColor("#33445C")


class Hand:
    """The things at hand part of GalaxyTruckerScene (a mixin: `self` is the scene)."""

    def _draw_hand(self: Any, st: GTState, me: int, board: Any, y: float, legal: list[Action]) -> None:
        p = st.seats[me]
        self._text(tr_count(L_HAND), BOARD_X, y, LABEL_PX, True)
        hand_centre = QPointF(BOARD_X + 50, y + 70)
        if p.hand >= 0:
            item = TileItem(p.hand, self.turn, CELL - 6)
            item.setPos(hand_centre)
            item.setZValue(20)
            self.add(item)
            self._cur.pieces[("hand",)] = item
        self._text(tr_count(L_RESERVE), BOARD_X + 150, y, LABEL_PX, True)
        tip = reserve_tip(st)
        for k in range(board.reserve_slots):
            centre = QPointF(BOARD_X + 200 + k * (CELL + 8), y + 70)
            slot = QGraphicsRectItem(QRectF(centre.x() - CELL / 2 + 2, centre.y() - CELL / 2 + 2, CELL - 4, CELL - 4))
            slot.setBrush(SLOT.darker(120))
            slot.setPen(QPen(QColor("#6C7F9C"), 1.2, Qt.PenStyle.DashLine))
            slot.setToolTip(tip)
            self.add(slot)
            if k == len(p.reserve):
                self._cur.targets[("reserve",)] = slot
        if len(p.reserve) >= board.reserve_slots:  # full: a drop there is told why (it said "drop on a lit space")
            first = QPointF(BOARD_X + 200, y + 70)
            width = board.reserve_slots * (CELL + 8) - 8
            full = QGraphicsRectItem(QRectF(first.x() - CELL / 2, first.y() - CELL / 2, width, CELL))
            full.setPen(QPen(Qt.PenStyle.NoPen))
            full.setBrush(Qt.BrushStyle.NoBrush)
            full.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.add(full)
            self._cur.targets[("reserve",)] = full
        # the mission's tiles beside the board are not reserved tiles: they take no reserve slot (8.2)
        bay_x = BOARD_X + 200 + (board.reserve_slots + 0.6) * (CELL + 8)
        if p.bay:
            bay_label = self.add(text_item(tr_count(L_BAY), bay_x - CELL / 2, y, LABEL_PX, True))
            bay_label.setToolTip(mission_tip(st))
        places = [BOARD_X + 200 + k * (CELL + 8) for k in range(len(p.reserve))]
        places += [bay_x + k * (CELL + 8) for k in range(len(p.bay))]
        for k, (x, tile) in enumerate(zip(places, p.reserve + p.bay, strict=True)):
            item = TileItem(tile, 0, CELL - 6)
            item.setToolTip(tile_tooltip(tile))  # not on the ship yet: a line artifact may still turn
            if k >= len(p.reserve):  # a mission tile: lost, as a reserved one is, if it is not built
                item.setToolTip(item.toolTip() + "\n" + tr_count(T_BAY_TILE))
            item.setPos(QPointF(x, y + 70))
            item.setZValue(5)
            take = TakeReserved(tile, st.now)
            why = "" if take in legal else self._why_not(me, take)
            self.add(item, click=take if take in legal else None, key=("kept", tile), inert=why)

    def _draw_tray(self: Any, st: GTState, y: float, legal: list[Action], board: Any) -> None:
        """Goods offered to this ship: cubes to drag into the lit holds. The tray stays while loading,
        empty too: a cube taken out of a hold is dropped there (or anywhere off the ship)."""
        self._text(tr_count(L_TRAY), BOARD_X, y - 2, FLIGHT_PX, True)
        slots = max(len(st.cs.offered), len(st.cs.at_hand), 3)
        box = QRectF(BOARD_X, y + 20, 24 + slots * 44, 48)
        self._tray_box = box
        tray = QGraphicsRectItem(box)
        tray.setBrush(QColor(255, 255, 255, 18))
        tray.setPen(QPen(QColor("#6C7F9C"), 1.2, Qt.PenStyle.DashLine))
        tray.setToolTip(tr_count(T_TRAY))
        self.add(tray)
        # the drop place of an unloaded cube: everything off the own ship board (lit as the tray)
        c0, c1 = board.cols
        r0, r1 = board.rows
        ship_area = QRectF(BOARD_X, board_top(board), (c1 - c0 + 1) * CELL, (r1 - r0 + 1) * CELL)
        away = QPainterPath()
        away.addRect(QRectF(0, 0, W, H))
        inside = QPainterPath()
        inside.addRect(ship_area)
        off = QGraphicsPathItem(away.subtracted(inside))
        off.setPen(QPen(Qt.PenStyle.NoPen))
        off.setZValue(-10)
        off.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.add(off)
        self._cur.targets[("tray",)] = off
        for k, colour in enumerate(st.cs.at_hand):
            cube = GoodsItem(colour, 34)
            cube.setPos(BOARD_X + 24 + k * 44, y + 44)
            cube.setZValue(20)
            cube.setToolTip(tr_count(GOODS_NAMES[colour]))
            self.add(cube)
            if any(isinstance(a, Store) and a.colour == colour for a in legal):
                self._cur.pieces[("cube", k, colour)] = cube

    def _draw_held(self: Any, st: GTState, me: int, legal: list[Action]) -> None:
        """The cubes lying in the holds while loading, each a piece: dragged to another hold it is moved
        there (unloaded, then stored), dragged off the ship it goes to the goods at hand (RULES.md 5.6)."""
        ship = st.seats[me].ship
        scale = (CELL - 6) / 100  # a tile's hundredths in scene px
        for cell, goods in sorted(ship.goods.items()):
            if cell not in self._cell_pos:
                continue
            tile, rot = ship.tiles[cell]
            for i, (colour, spot) in enumerate(zip(goods, goods_spots(tile_spec(tile), rot), strict=False)):
                cube = GoodsItem(colour, GOODS_SIZE * scale, 20 * scale)
                cube.setPos(self._cell_pos[cell] + spot * scale)
                cube.setZValue(7)  # over the tile and its outline
                cube.setToolTip(tr_count(GOODS_NAMES[colour]))
                self.add(cube)
                if Unload(colour, *cell) in legal:
                    self._cur.pieces[("held", *cell, i, colour)] = cube
                    # taken by its slot's whole strip across the tile: the cube alone is a few px on screen
                    along, across = 20 * scale, 84 * scale
                    w, h = (along, across) if rot % 2 == 0 else (across, along)
                    grip = QGraphicsRectItem(QRectF(-w / 2, -h / 2, w, h), cube)  # the slots lie on the centre line
                    grip.setPen(QPen(Qt.PenStyle.NoPen))
                    grip.setCursor(Qt.CursorShape.OpenHandCursor)
