"""The Galaxy Trucker board's overview pieces: the other players' ships in small and the flight board
with its rockets and the card in play, built as graphics items for the scene to add."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsRectItem, QGraphicsSimpleTextItem

import engine.galaxy_trucker.flight as fl
import engine.galaxy_trucker.ship as sh
import engine.galaxy_trucker.texts as tx
from desktop.common.colours import SEAT_COLOURS, mark_for_colour, mark_path
from desktop.common.i18n import tr_count, tr_key
from desktop.galaxy_trucker.cards import CardItem, coming_row
from desktop.galaxy_trucker.labels import L_CARD_NOW, L_LEADS, L_ORDER, L_PLACE, L_TRACK, space_tip
from desktop.galaxy_trucker.tiles import TileItem
from engine.galaxy_trucker.data import components
from engine.galaxy_trucker.state import BUILD, GTState

# the board's layout, shared with the scene
W, H = 1500.0, 1000.0  # the scene
CELL = 86.0  # a ship cell
MIDDLE_X, MIDDLE_Y = 860.0, 90.0  # the warehouse and the flight board
SMALL = 0.26  # the other ships' scale when there are none to fit beside each other
GAP = 28.0  # the least room between two other ships side by side (class III's four ships nearly touched)
TEXT = QColor("#E8EEF6")
# the board's type, in scene px: at 1280×800 the board is drawn at 0.64 of its size, at 0.53 while the
# hourglass stands beside it (real-time building); 18 px reads at 9.5 px there, 15 px at 9.6 px in flight
LABEL_PX = 18  # every word that is on the board while the ships are built (and after)
FLIGHT_PX = 16  # the flight's words (the flight board, the order of flight, the goods at hand)
NUMBER_PX = 15  # the flight board's space numbers
CARD_W = 222.0  # the card in play: its rows' 12.5 units come to 15 px (they were 13 px, 8.3 on screen)
RING = 215.0  # the flight board's radius: the card stands clear inside its spaces


def face_up_grid(count: int, across: float = 476.0, down: float = 294.0) -> tuple[float, int]:
    """Tile size and tiles per row so that `count` face-up tiles fit the middle's dashed area: the
    first tile's centre stands 36 px in and 190 px down, and every tile must end `across` and `down`
    px from that centre (they shrink as the middle fills, never spilling over the ships below)."""
    size = 56.0
    while True:
        step = size + 8
        per_row = max(1, int((across - size / 2) // step) + 1)
        rows = -(-count // per_row)
        if (rows - 1) * step + size / 2 <= down or size <= 24:
            return size, per_row
        size -= 2


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


def seat_colour(colours: Sequence[str], seat: int) -> str:
    """A seat's colour as the whole app shows it (legend, log, status bar): its starting cabin is
    painted in it too, so a ship is recognised by the same colour everywhere."""
    return (colours[seat] if seat < len(colours) else "") or SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def rival_scale(st: GTState, me: int, across: float = W - MIDDLE_X, down: float = 0.0) -> tuple[float, float]:
    """How large the other ships are drawn, and the room each has across: as large as their boards let
    them beside each other under the middle with a clear gap of `GAP` between them (a quarter of the
    own ship for class III with three rivals, nearly half for class I), never larger than half."""
    rivals = [p for s, p in enumerate(st.seats) if s != me]
    if not rivals:
        return SMALL, across
    boards = [components().boards[p.ship.board] for p in rivals]
    cols = max(b.cols[1] - b.cols[0] + 1 for b in boards)
    rows = max(b.rows[1] - b.rows[0] + 1 for b in boards)
    room = across / len(rivals)
    scale = min(0.5, (room - GAP) / (cols * CELL))
    if down > 0:
        scale = min(scale, down / ((rows + 0.6) * CELL))
    return scale, room


def tile_contents(ship: sh.Ship, cell: tuple[int, int], crewed: bool) -> dict[str, Any] | None:
    """What lies on a ship's tile: humans, an alien, battery cells (once the crew is aboard), goods."""
    out: dict[str, Any] = {}
    if ship.humans.get(cell):
        out["humans"] = ship.humans[cell]
    if cell in ship.aliens:
        out["alien"] = ship.aliens[cell]
    spec = sh.spec_at(ship, cell)
    if spec.kind == "battery" and crewed:  # cells are put aboard at preparation
        out["cells"] = ship.cells.get(cell, 0)
    if ship.goods.get(cell):
        out["goods"] = list(ship.goods[cell])
    return out or None


def other_ships(st: GTState, me: int, names: Sequence[str], colours: Sequence[str] = ()) -> list[QGraphicsItem]:
    """The other players' ships in small, each with its name and the tile in hand."""
    out: list[QGraphicsItem] = []
    comp = components()
    x0, y0 = MIDDLE_X, 620.0 if st.phase == BUILD else 640.0
    scale, room = rival_scale(st, me, down=H - y0 - 40)
    cell = CELL * scale
    k = 0
    for s, p in enumerate(st.seats):
        if s == me:
            continue
        board = comp.boards[p.ship.board]
        r0, c0 = board.rows[0], board.cols[0]
        ox = x0 + k * room
        out.append(text_item(names[s], ox, y0, LABEL_PX, True))
        top = y0 + max(26.0, 14 + cell * 0.5)  # below the name and the tile in hand beside it
        colour = seat_colour(colours, s)
        for (r, c), (tile, rot) in p.ship.tiles.items():
            # with what lies on it, as on the table: the crew for a combat zone's "fewest crew", the goods
            item = TileItem(tile, rot, cell - 1, tile_contents(p.ship, (r, c), p.crewed), colour)
            item.setPos(ox + (c - c0 + 0.5) * cell, top + (r - r0 + 0.5) * cell)
            out.append(item)
        if p.hand >= 0:
            item = TileItem(p.hand, 0, cell)
            item.setPos(ox + room - 16 - cell / 2, y0 + 8)  # the tile in hand, beside the name
            out.append(item)
        k += 1
    return out


def flight_board(st: GTState, names: Sequence[str], colours: Sequence[str]) -> list[QGraphicsItem]:
    """The flight board: its ring of spaces, a rocket in each flying player's colour, the card in play."""
    out: list[QGraphicsItem] = []

    n = components().track
    cx, cy, radius = MIDDLE_X + 260, MIDDLE_Y + 270, RING
    shown = st.cs.card if st.cs.card >= 0 else (st.played[-1] if st.played else -1)
    title = tr_count(L_TRACK)
    if st.cs.card >= 0:
        name = tr_key(tx.CARD_NAMES[components().cards[st.cs.card].type])
        title += " · " + tr_key(L_CARD_NOW, name, str(len(st.deck)))
    out.append(text_item(title, MIDDLE_X, MIDDLE_Y - 20, FLIGHT_PX, True))
    for i in range(n):  # the spaces, numbered from the start line clockwise
        a = -math.pi / 2 + 2 * math.pi * i / n
        x, y = cx + radius * math.cos(a), cy + radius * math.sin(a)
        dot = QGraphicsRectItem(QRectF(-12, -12, 24, 24))
        dot.setPos(x, y)
        dot.setBrush(QColor("#2D3B52"))
        dot.setPen(QPen(QColor("#6C7F9C"), 1))
        dot.setToolTip(space_tip(i + 1))  # the printed number under it has none: Qt shows the dot's
        out.append(dot)
        number = text_item(str(i + 1), 0, 0, NUMBER_PX, True, QColor("#9FB3CE"))
        box = number.boundingRect()
        number.setPos(x - box.width() / 2, y - box.height() / 2)
        out.append(number)
    flying = sorted((s for s, p in enumerate(st.seats) if p.flying), key=lambda s: -st.seats[s].pos)
    for rank, s in enumerate(flying):
        p = st.seats[s]
        i = p.pos % n
        a = -math.pi / 2 + 2 * math.pi * i / n
        colour = seat_colour(colours, s)
        # each ship is its player's mark in its player's colour, just outside its space
        marker = QGraphicsPathItem(mark_path(mark_for_colour(colour), QRectF(-13, -13, 26, 26)))
        marker.setBrush(QColor(colour))
        marker.setPen(QPen(QColor("#FFD75E") if rank == 0 else QColor("#0B111A"), 3 if rank == 0 else 1.5))
        marker.setPos(cx + (radius + 30) * math.cos(a), cy + (radius + 30) * math.sin(a))
        place = tr_key(L_PLACE, str(rank + 1), names[s], str(i + 1))
        marker.setToolTip(place)
        marker.setZValue(8)
        out.append(marker)
    if flying:  # who leads, and the order of flight, in a column right of the ring
        x, y = cx + radius + 48, cy - radius + 10
        out.append(text_item(tr_count(L_ORDER), x, y, FLIGHT_PX, True))
        for k, s in enumerate(flying):
            line = text_item(
                f"{k + 1}. {names[s]}", x, y + 26 + k * 23, FLIGHT_PX, k == 0, QColor("#FFD75E") if k == 0 else TEXT
            )
            line.setToolTip(tr_key(L_LEADS, names[s]) if k == 0 else "")
            out.append(line)
    if shown >= 0:  # the card being resolved; between cards the last one, dimmed
        taken: tuple[tuple[str, str], ...] = ()
        if st.cs.card >= 0 and components().cards[shown].type == "planets":  # who landed where
            taken = tuple((seat_colour(colours, t), names[t]) if t >= 0 else ("", "") for t in st.cs.taken)
        coming = coming_row(components().cards[shown], fl.coming_projectile(st))  # the one asked about
        card = CardItem(components().cards[shown], CARD_W, faded=st.cs.card < 0, taken=taken, coming=coming)
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
