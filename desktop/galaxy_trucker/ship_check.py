"""The ship check on the board (RULES 4.1): what a faulty tile's removal would cut off, shown before the
click, and the notches of exposed connectors. Built as graphics items for the scene to add."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsRectItem

import engine.galaxy_trucker.ship as sh
from desktop.common.i18n import tr_count, tr_key
from desktop.galaxy_trucker.labels import L_EXPOSED, L_FALLS_OFF
from desktop.galaxy_trucker.overview import CELL

FAULT = QColor("#FF5A4F")  # a faulty tile in the check
Cells = dict[tuple[int, int], QPointF]  # a ship cell -> its centre on the board


class FallPreview(QGraphicsRectItem):
    """A removable faulty tile's outline: under the mouse it shows the tiles its removal cuts off."""

    def __init__(self, rect: QRectF, ghosts: list[QGraphicsItem]) -> None:
        super().__init__(rect)
        self.ghosts = ghosts
        self.setAcceptHoverEvents(True)

    def hoverEnterEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        for ghost in self.ghosts:
            ghost.setVisible(True)
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        for ghost in self.ghosts:
            ghost.setVisible(False)
        super().hoverLeaveEvent(event)


def fault_preview(
    ship: sh.Ship, cell: tuple[int, int], item: QGraphicsItem, faults: list[str], at: Cells
) -> list[QGraphicsItem]:
    """A faulty tile the player may remove: its outline says, and under the mouse shows, which tiles
    would no longer be joined to the ship without it (they fall off when the check ends)."""
    probe = ship.copy()
    sh.remove_tile(probe, cell)
    already = set(sh.disconnected(ship))  # cut off by another fault already: not this tile's doing
    cut = [c for c in sh.disconnected(probe) if c not in already]
    ghosts: list[QGraphicsItem] = []
    for other in cut:
        ghost = QGraphicsRectItem(QRectF(-CELL / 2 + 3, -CELL / 2 + 3, CELL - 6, CELL - 6))
        ghost.setPos(at[other])
        fill = QColor(FAULT)
        fill.setAlpha(120)
        ghost.setBrush(fill)
        ghost.setPen(QPen(FAULT, 2, Qt.PenStyle.DashLine))
        ghost.setZValue(7)
        ghost.setVisible(False)
        ghost.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        ghosts.append(ghost)
    tip = "\n".join(faults)
    if cut:
        tip += "\n" + tr_count(L_FALLS_OFF, len(cut))
    mark = FallPreview(item.boundingRect().adjusted(-2, -2, 2, 2), ghosts)
    mark.setPos(item.pos())
    mark.setPen(QPen(FAULT, 3))
    mark.setZValue(6)
    mark.setToolTip(tip)
    mark.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return [*ghosts, mark]


def exposed_notches(ship: sh.Ship, at: Cells) -> list[QGraphicsItem]:
    """Exposed connectors: a small warning notch on each open side (the best-looking ship has fewest)."""
    tip = tr_key(L_EXPOSED, str(sh.exposed(ship)))
    offsets = ((0, -1), (1, 0), (0, 1), (-1, 0))  # N, E, S, W
    out: list[QGraphicsItem] = []
    for cell, side in sh.exposed_sides(ship):
        centre = at.get(cell)
        if centre is None:
            continue
        dx, dy = offsets[side]
        mark = QGraphicsPathItem(notch(side))
        mark.setPos(centre + QPointF(dx * CELL / 2, dy * CELL / 2))
        mark.setBrush(QColor("#FF9F1C"))
        mark.setPen(QPen(QColor("#5A2E00"), 1.2))
        mark.setZValue(7)
        mark.setToolTip(tip)
        out.append(mark)
    return out


def notch(side: int) -> QPainterPath:
    """A small triangle pointing out of the ship across `side`."""
    path = QPainterPath()
    pts = {
        0: ((-7, 2), (7, 2), (0, -8)),
        1: ((-2, -7), (-2, 7), (8, 0)),
        2: ((-7, -2), (7, -2), (0, 8)),
        3: ((2, -7), (2, 7), (-8, 0)),
    }[side]
    path.moveTo(*pts[0])
    path.lineTo(*pts[1])
    path.lineTo(*pts[2])
    path.closeSubpath()
    return path
