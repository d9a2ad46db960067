"""The shot or meteor of this card aimed at a ship on its board: the line it flies along, the
dice that chose the line, where it struck and a line of text saying what happened."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsSimpleTextItem

import engine.galaxy_trucker.texts as tx
from desktop.common.i18n import heading, tr_key
from desktop.galaxy_trucker.cards import DiceItem, ProjectileItem
from desktop.galaxy_trucker.labels import shot_text
from desktop.galaxy_trucker.overview import CELL

HIT = "#FF4B3E"
CALM = "#7FC8FF"


def _passive(item: QGraphicsItem, z: float) -> QGraphicsItem:
    """Drawn over the ship without taking the clicks meant for its tiles."""
    item.setZValue(z)
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    return item


def shot_items(
    shot: Any, board: Any, left: float, top: float, cell_pos: dict[tuple[int, int], QPointF]
) -> list[QGraphicsItem]:
    """Items showing `shot` (a fired projectile of the card state) against a ship board drawn with
    its first cell's corner at (`left`, `top`); `cell_pos` maps the ship's cells to their centres."""
    kind, frm, d1, d2, target, outcome = shot.kind, shot.frm, shot.d1, shot.d2, shot.target, shot.outcome
    harm = outcome in ("hit", "incoming")
    line = d1 + d2
    r0, c0 = board.rows[0], board.cols[0]
    width = (board.cols[1] - c0 + 1) * CELL
    height = (board.rows[1] - r0 + 1) * CELL
    stacked = False
    if frm in ("front", "rear"):  # the dice name a column
        inside = board.cols[0] <= line <= board.cols[1]
        # a line off the board is shown one cell beside it (a 2 was drawn out of the scene, unseen)
        x = left + (min(max(line, c0 - 1), board.cols[1] + 1) - c0) * CELL
        strip = QRectF(x, top, CELL, height)
        # from the front: between the mission's line and the column numbers (it crossed "Etapa 1 z 3")
        size = 34 if frm == "front" else 46
        spot = QPointF(max(x + CELL / 2, size / 2 + 2), top - 43 if frm == "front" else top + height + 30)
        dice_at = spot + QPointF(CELL * 1.1 if line < board.cols[1] else -CELL * 1.1, 0)
    else:  # from a side the dice name a row
        inside = board.rows[0] <= line <= board.rows[1]
        y = top + (min(max(line, r0 - 1), board.rows[1] + 1) - r0) * CELL
        strip = QRectF(left, y, width, CELL)
        below = line <= r0  # the dice go where the board is (above the line, or below the first)
        if frm == "left":  # in the margin left of the row numbers, the dice stacked (they covered them)
            size, stacked = 28, True
            spot = QPointF(left - 42, y + CELL / 2)
            dice_at = spot + QPointF(0, 44 if below else -44)
        else:
            size = 46
            spot = QPointF(left + width + 30, y + CELL / 2)
            dice_at = spot + QPointF(0, CELL * 0.75 if below else -CELL * 0.75)
    items: list[QGraphicsItem] = []
    if inside:  # a line off the board misses the ship: no band to draw
        band = QGraphicsRectItem(strip)
        fill = QColor(HIT if harm else CALM)
        fill.setAlpha(55)
        band.setBrush(fill)
        band.setPen(QPen(QColor(HIT if harm else CALM), 1.5, Qt.PenStyle.DashLine))
        items.append(_passive(band, 7))
    missile = ProjectileItem(kind, frm, size)
    missile.setPos(spot)
    missile.setZValue(9)
    missile.setToolTip(tr_key(tx.PROJECTILES[kind]))
    items.append(missile)
    dice = DiceItem(d1, d2, 22 if stacked else 26, stacked)
    dice.setPos(dice_at)
    dice.setZValue(9)
    items.append(dice)
    if target is not None and target in cell_pos:
        mark = QGraphicsRectItem(QRectF(-CELL / 2 + 1, -CELL / 2 + 1, CELL - 2, CELL - 2))
        mark.setPos(cell_pos[target])
        mark.setPen(QPen(QColor(HIT if harm else CALM), 4))
        items.append(_passive(mark, 8))
    caption = QGraphicsSimpleTextItem(heading(shot_text(shot)))
    font = QFont()
    font.setPixelSize(17)
    font.setBold(True)
    caption.setFont(font)
    caption.setBrush(QColor(HIT if harm else "#9FD3FF"))
    caption.setPos(left, top + height + (64 if frm == "rear" else 14))
    items.append(caption)
    return items
