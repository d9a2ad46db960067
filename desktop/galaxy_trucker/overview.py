"""The Galaxy Trucker board's overview pieces: the other players' ships in small and the flight board
with its rockets and the card in play, built as graphics items for the scene to add."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsRectItem, QGraphicsSimpleTextItem

from desktop.common.colours import SEAT_COLOURS
from desktop.common.i18n import tr_key
from desktop.galaxy_trucker.cards import CardItem
from desktop.galaxy_trucker.labels import COLOUR_BY_RULE, L_CARD_NOW, L_TRACK, tr_text
from desktop.galaxy_trucker.tiles import TileItem
from engine.galaxy_trucker import texts as tx
from engine.galaxy_trucker.data import components
from engine.galaxy_trucker.state import BUILD, GTState

# the board's layout, shared with the scene
CELL = 86.0  # a ship cell
MIDDLE_X, MIDDLE_Y = 860.0, 90.0  # the warehouse and the flight board
SMALL = 0.26  # scale of the other ships
TEXT = QColor("#E8EEF6")


def text_item(
    text: str, x: float, y: float, px: int = 15, bold: bool = False, colour: QColor = TEXT
) -> QGraphicsSimpleTextItem:
    item = QGraphicsSimpleTextItem(text)
    font = QFont()
    font.setPixelSize(px)
    font.setBold(bold)
    item.setFont(font)
    item.setBrush(colour)
    item.setPos(x, y)
    return item


def other_ships(st: GTState, me: int, names: Sequence[str]) -> list[QGraphicsItem]:
    """The other players' ships in small, each with its name and the tile in hand."""
    out: list[QGraphicsItem] = []
    comp = components()
    x0, y0 = MIDDLE_X, 620.0 if st.phase == BUILD else 640.0
    k = 0
    for s, p in enumerate(st.seats):
        if s == me:
            continue
        board = comp.boards[p.ship.board]
        r0, c0 = board.rows[0], board.cols[0]
        ox = x0 + k * 210
        out.append(text_item(names[s], ox, y0, 14, True))
        colour = COLOUR_BY_RULE.get(comp.tiles[comp.starting[("blue", "green", "red", "yellow")[s]]].colour)
        for cell, (tile, rot) in p.ship.tiles.items():
            r, c = cell
            item = TileItem(tile, rot, CELL * SMALL - 1, None, colour)
            item.setPos(ox + (c - c0 + 0.5) * CELL * SMALL, y0 + 24 + (r - r0 + 0.5) * CELL * SMALL)
            out.append(item)
        if p.hand >= 0:
            item = TileItem(p.hand, 0, CELL * SMALL)
            item.setPos(ox + 170, y0 + 8)  # the tile in hand, beside the name
            out.append(item)
        k += 1
    return out


def flight_board(st: GTState, names: Sequence[str], colours: Sequence[str]) -> list[QGraphicsItem]:
    """The flight board: its ring of spaces, a rocket in each flying player's colour, the card in play."""
    out: list[QGraphicsItem] = []

    n = components().track
    cx, cy, radius = MIDDLE_X + 260, MIDDLE_Y + 250, 200.0
    shown = st.cs.card if st.cs.card >= 0 else (st.played[-1] if st.played else -1)
    title = tr_text(L_TRACK)
    if st.cs.card >= 0:
        name = tr_key(tx.CARD_NAMES[components().cards[st.cs.card].type])
        title += " · " + tr_key(L_CARD_NOW, name, str(len(st.deck)))
    out.append(text_item(title, MIDDLE_X, MIDDLE_Y - 20, 15, True))
    for i in range(n):
        a = -math.pi / 2 + 2 * math.pi * i / n
        dot = QGraphicsRectItem(QRectF(-7, -7, 14, 14))
        dot.setPos(cx + radius * math.cos(a), cy + radius * math.sin(a))
        dot.setBrush(QColor("#2D3B52"))
        dot.setPen(QPen(QColor("#6C7F9C"), 1))
        out.append(dot)
    for s, p in enumerate(st.seats):
        if not p.flying:
            continue
        i = p.pos % n
        a = -math.pi / 2 + 2 * math.pi * i / n
        marker = QGraphicsPathItem(rocket_path())
        marker.setBrush(QColor(colours[s] or SEAT_COLOURS[s]))
        marker.setPen(QPen(QColor("#0B111A"), 1.5))
        marker.setPos(cx + (radius + 24) * math.cos(a), cy + (radius + 24) * math.sin(a))
        marker.setRotation(math.degrees(a) + 90 + 90)
        marker.setToolTip(names[s])
        marker.setZValue(8)
        out.append(marker)
    if shown >= 0:  # the card being resolved; between cards the last one, dimmed
        card = CardItem(components().cards[shown], 196, faded=st.cs.card < 0)
        card.setPos(cx, cy)
        card.setZValue(6)
        out.append(card)
    return out


def rocket_path() -> QPainterPath:
    path = QPainterPath()
    path.moveTo(0, -12)
    path.lineTo(7, 6)
    path.lineTo(0, 2)
    path.lineTo(-7, 6)
    path.closeSubpath()
    return path
