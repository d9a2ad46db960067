"""Golden Horn's seat panels: each player's warehouse, points and cards, the hand of the one whose eyes
the board shows, the draw pile's line and the framed colour a port loads (a mixin of the scene)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsRectItem, QGraphicsSimpleTextItem

import engine.golden_horn.texts as tx
from desktop.common.i18n import tr_count, tr_key, tr_n
from desktop.common.painted import fit_line, wrap_words
from desktop.golden_horn import tips
from desktop.golden_horn.art import TEXT_PX, CardItem, CubeItem
from engine.core.messages import QT_TRANSLATE_NOOP
from engine.golden_horn.components import COLOURS
from engine.golden_horn.scoring import score, set_bonus
from engine.golden_horn.state import OVER, PLACE, GoldenHornState

HAND_Y = 88.0  # the hand's cards below the top of the own panel (a chosen card, lifted, clears the label)
S06 = QT_TRANSLATE_NOOP("GoldenHornScene", "Bag: %1 goods · Draw pile: %2 cards · Discards: %3")
S07 = QT_TRANSLATE_NOOP("GoldenHornScene", "Last round!")
S08 = QT_TRANSLATE_NOOP("GoldenHornScene", "%n point(s)")
S09 = QT_TRANSLATE_NOOP("GoldenHornScene", "Warehouse")
S10 = QT_TRANSLATE_NOOP("GoldenHornScene", "%n good(s) + %1 set bonus")
S11 = QT_TRANSLATE_NOOP("GoldenHornScene", "%n card(s)")
S12 = QT_TRANSLATE_NOOP("GoldenHornScene", "Your hand")
S12_OF = QT_TRANSLATE_NOOP("GoldenHornScene", "Cards in hand")  # a bot's, in a finished game's replay
S13 = QT_TRANSLATE_NOOP(
    "GoldenHornScene",
    "%1 card: a wind card on a %1 space, or a pirate card against a ship with a %1 sail. Click two cards, then drag one onto a ship at sea.",
)
S_LOAD_CHOICE = QT_TRANSLATE_NOOP(
    "GoldenHornScene", "The ship leaving this port loads the framed colour: click another to load it, or press L."
)
S30 = QT_TRANSLATE_NOOP("GoldenHornScene", "The cards are dealt, five each, once every ship is in its port.")
UNPLACED_RIGHT = 420.0  # the first ship not yet placed waits this far from the scene's right edge


def _font(px: int, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(px)
    f.setBold(bold)
    return f


class Panels:
    """The panels part of GoldenHornScene (a mixin: `self` is the scene)."""

    def _panel(self: Any, st: GoldenHornState, rect: QRectF, seat: int, active: bool) -> None:
        bg = QGraphicsRectItem(rect)
        wh = st.warehouses[seat]
        bg.setToolTip(tips.panel(self.model.names[seat], score(wh), sum(wh), set_bonus(wh)))
        bg.setBrush(QColor(255, 255, 255, 150 if active else 90))
        pen = QPen(QColor(self.model.colours[seat] or "#777777"), 4 if active else 1.5)
        bg.setPen(pen)
        self.addItem(bg)

    def _draw_panels(self: Any, st: GoldenHornState, viewer: int | None) -> None:
        others = [s for s in range(st.players) if s != viewer]
        w = (self.width_ - 80 - 20 * (len(others) - 1)) / max(1, len(others))
        w = min(w, 460)
        active = self.model.match.to_act()
        for k, seat in enumerate(others):
            rect = QRectF(40 + k * (w + 20), 14, w, 150)
            self._seat_panel(st, seat, rect, seat in active, own=False)
        if viewer is not None:
            self._seat_panel(st, viewer, QRectF(40, 700, self.width_ - 80, 240), viewer in active, own=True)
        # bag and piles
        info = QGraphicsSimpleTextItem(
            tr_count(S06)
            .replace("%1", str(sum(st.bag)))
            .replace("%2", str(len(st.draw_pile)))
            .replace("%3", str(sum(st.discard)))
        )
        info.setFont(_font(17))
        info.setBrush(QColor("#4A4A4A"))
        info.setPos(self.width_ / 2 - info.boundingRect().width() / 2, 660)
        self.addItem(info)
        if st.end_triggered and st.phase != OVER:  # once the game is over no round is left (the status says so)
            end = QGraphicsSimpleTextItem(tr_count(S07))
            end.setFont(_font(22, True))
            end.setBrush(QColor("#B3261E"))
            end.setPos(self.width_ / 2 - end.boundingRect().width() / 2, 180)
            self.addItem(end)

    def _seat_panel(self: Any, st: GoldenHornState, seat: int, rect: QRectF, active: bool, own: bool) -> None:
        self._panel(st, rect, seat, active)
        mark = QGraphicsPathItem(self._mark(seat, 18))
        mark.setToolTip(tips.seat_mark(self.model.names[seat]))
        mark.setBrush(QColor(self.model.colours[seat] or "#777777"))
        mark.setPen(QPen(QColor("#333333"), 1))
        mark.setPos(rect.left() + 20, rect.top() + 22)
        self.addItem(mark)
        wh = st.warehouses[seat]
        name = self.model.board_names[seat]
        # a rival's cards lie face down at the panel's right, their count left of them on the title's
        # line (under them it ran into the warehouse's last cube in a narrow panel); the title stops
        # before the count
        end = rect.right() - 10
        held = st.hand_sizes[seat]
        backs_left = rect.right() - 44 - (min(held, 12) - 1) * 9
        if not own:
            cnt = QGraphicsSimpleTextItem(tr_count(S11, held))
            cnt.setFont(_font(TEXT_PX))
            cnt.setBrush(QColor("#555555"))
            cnt_x = (backs_left - 8 if held else rect.right() - 10) - cnt.boundingRect().width()
            cnt.setPos(cnt_x, rect.top() + 12)
            self.addItem(cnt)
            end = cnt_x - 12
        text = fit_line(f"{name}   " + tr_count(S08, score(wh)), name, _font(18, True), end - rect.left() - 36)
        title = QGraphicsSimpleTextItem(text)
        title.setFont(_font(18, True))
        title.setBrush(QColor("#222222"))
        title.setPos(rect.left() + 36, rect.top() + 10)
        self.addItem(title)
        # warehouse: one cube a colour with its count
        label = QGraphicsSimpleTextItem(tr_count(S09))
        label.setFont(_font(TEXT_PX))
        label.setBrush(QColor("#555555"))
        label.setPos(rect.left() + 14, rect.top() + 44)
        self.addItem(label)
        for c in range(6):
            x = rect.left() + 14 + c * 64
            y = rect.top() + 64
            cube = CubeItem(c, 26)
            cube.setPos(x, y)
            cube.setOpacity(1.0 if wh[c] else 0.3)
            cube.setToolTip(tips.warehouse_cube(self.model.names[seat], c, wh[c]))
            self.addItem(cube)
            n = QGraphicsSimpleTextItem(str(wh[c]))
            n.setFont(_font(17, True))
            n.setBrush(QColor("#222222"))
            n.setPos(x + 31, y + 2)
            self.addItem(n)
        bonus = QGraphicsSimpleTextItem(tr_n(S10, sum(wh), set_bonus(wh)))
        bonus.setFont(_font(TEXT_PX))
        bonus.setBrush(QColor("#555555"))
        bonus.setPos(rect.left() + 14, rect.top() + 98)
        self.addItem(bonus)
        if not own:
            for k in range(min(held, 12)):
                back = CardItem(0, face_up=False)
                back.setScale(0.55)
                back.setPos(backs_left + k * 9, rect.top() + 12)
                back.setToolTip(tips.hidden_hand(self.model.names[seat], held))
                self.addItem(back)
            return
        # own hand
        label = QGraphicsSimpleTextItem(tr_count(S12 if self.model.addresses(seat) else S12_OF))
        label.setFont(_font(TEXT_PX))
        label.setBrush(QColor("#555555"))
        label.setPos(rect.left() + 440, rect.top() + 44)
        self.addItem(label)
        if st.phase == PLACE:  # the set-up deals the cards last
            # wrapped before the ships still to be placed (a ship scaled 1.3 is 47 px to its left)
            room = self.width_ - UNPLACED_RIGHT - 47 - 16 - (rect.left() + 440)
            later = QGraphicsSimpleTextItem("\n".join(wrap_words(tr_key(S30), _font(TEXT_PX), room)))
            later.setFont(_font(TEXT_PX))
            later.setBrush(QColor("#555555"))
            later.setPos(rect.left() + 440, rect.top() + 78)
            self.addItem(later)
        can_rob = self._can_rob(st)
        for k, colour in enumerate(self.hand):
            card = CardItem(colour)
            card.selected = k in self.card_sel
            card.setScale(1.35)
            card.setPos(rect.left() + 440 + k * min(66.0, 640.0 / max(1, len(self.hand))), rect.top() + HAND_Y)
            card.setZValue(20 + k)
            card.setToolTip(tr_count(S13).replace("%1", tr_key(tx.COLOUR_NAMES[colour])))
            self.addItem(card)
            self._hand_items.append(card)
            if can_rob:
                self.pieces[("card", k)] = card

    def _mark_load_choice(self: Any, st: GoldenHornState, port: int) -> None:
        ship = self._focus_ship()
        if ship is None or st.ship_pos[ship] < 0 or self._port_of(st, st.ship_pos[ship]) != port:
            return
        loads = self._loads(ship)
        chosen = self._load_for(ship)
        for c in range(6):
            cell = self.stock_cells.get((port, c))
            if cell is None or COLOURS[c] not in loads:
                continue
            mark = QGraphicsRectItem(cell.rect()) if isinstance(cell, QGraphicsRectItem) else None
            if mark is None:
                continue
            pen = QPen(
                self.seat_colour(),
                4 if COLOURS[c] == chosen else 2,
                Qt.PenStyle.SolidLine if COLOURS[c] == chosen else Qt.PenStyle.DashLine,
            )
            mark.setPen(pen)
            mark.setBrush(Qt.BrushStyle.NoBrush)
            mark.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            choice = "\n" + tr_count(S_LOAD_CHOICE) if len(loads) > 1 else ""  # the choice, where there is one
            mark.setToolTip(cell.toolTip() + choice)
            mark.setZValue(5)
            self.addItem(mark)
            mark.setParentItem(cell)  # a click on the frame is a click on the cell
