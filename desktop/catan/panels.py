"""Catan's players on the board's right: each seat's panel (points, cards, knights, road, the Longest
Road and Largest Army), the viewer's cards in hand and the supply tray to drag pieces from. A mixin of
CatanScene."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsRectItem, QGraphicsSimpleTextItem

import engine.catan.texts as tx
from desktop.catan import tips
from desktop.catan.art import BuildingItem, RoadItem, SvgItem
from desktop.common.i18n import heading, tr_key
from desktop.common.i18n import tr_count as _tr
from desktop.common.painted import fit_line, wrap_words
from desktop.common.painted import font as _font
from engine.catan.components import COST_CITY, COST_ROAD, COST_SETTLEMENT, RESOURCES, VP_CARD
from engine.catan.state import SETUP_ROAD, SETUP_SETTLEMENT, CatanState
from engine.core.messages import QT_TRANSLATE_NOOP

PANEL_X, PANEL_Y, PANEL_STEP = 860.0, 30.0, 104.0  # the players' panels, one under the other
DEV_ICONS = ("icon_knight", "icon_vp", "icon_road_building", "icon_year_of_plenty", "icon_monopoly")

L_SUPPLY = QT_TRANSLATE_NOOP("CatanScene", "Your supply")
L_HAND = QT_TRANSLATE_NOOP("CatanScene", "Your cards")
L_HAND_OF = QT_TRANSLATE_NOOP("CatanScene", "Cards of %1")  # a bot's, in a finished game's replay
L_SUPPLY_OF = QT_TRANSLATE_NOOP("CatanScene", "Supply of %1")
L_POINTS = QT_TRANSLATE_NOOP("CatanScene", "%n point(s)")
L_POINTS_SECRET = QT_TRANSLATE_NOOP("CatanScene", "%n point(s) (hidden: %1)")
L_POINTS_SHOWN = QT_TRANSLATE_NOOP("CatanScene", "%n point(s) (Victory Point cards: %1)")  # the game over
T_SECRET_POINTS = QT_TRANSLATE_NOOP(
    "CatanScene",
    "Your points count your Victory Point cards, which the others do not see.",
)
L_CARDS = QT_TRANSLATE_NOOP("CatanScene", "%n card(s)")
L_DEVS = QT_TRANSLATE_NOOP("CatanScene", "%n development card(s)")
L_KNIGHTS = QT_TRANSLATE_NOOP("CatanScene", "Knights: %1")
L_ROAD = QT_TRANSLATE_NOOP("CatanScene", "Road length: %1")  # his longest road, Longest Road or not
L_LONGEST = QT_TRANSLATE_NOOP("CatanScene", "Longest Road")
L_ARMY = QT_TRANSLATE_NOOP("CatanScene", "Largest Army")
L_NEW = QT_TRANSLATE_NOOP("CatanScene", "new")
# the bank's piles, open on the table: its resource cards and the development cards left in the deck
L_BANK = QT_TRANSLATE_NOOP("CatanScene", "Bank")
# a bank's pile under the pointer: %1 the resource's name (as a label), %2 how many cards it has left
T_BANK_RESOURCE = QT_TRANSLATE_NOOP("CatanScene", "%1 in the bank: %2")
T_BANK_DEVS = QT_TRANSLATE_NOOP("CatanScene", "Development cards left in the deck: %1")
BANK_ICON, BANK_STEP = 36.0, 78.0  # the bank's row: smaller than the hand's


class Panels:
    """The seats' panels, the hand and the supply tray of CatanScene (a mixin: `self` is the scene)."""

    def _draw_panels(self: Any, st: CatanState) -> None:
        seat = self.model.perspective()
        x0, y = PANEL_X, PANEL_Y
        active = self.model.match.to_act()
        # once the game is over every Victory Point card is shown ("until the game ends", the rules), in
        # a finished game's replay at every step too: its chart counts them, whoever's turn it shows
        over = self.model.match.is_over() or self.model.open_book
        whole = self.model.match.state if over else st
        for s in range(st.players):
            rect = QRectF(x0, y, 460, 92)
            bg = QGraphicsRectItem(rect)
            bg.setBrush(QColor(255, 255, 255, 150 if s in active else 90))
            bg.setPen(QPen(QColor(self._colour(s)), 4 if s in active else 1.5))
            # an opponent's Victory Point cards are hidden: his points shown leave them out
            bg.setToolTip(tips.panel(self.model.names[s], hidden_cards=not over and st.viewer != -1 and s != st.viewer))
            self.add(bg)
            mark = BuildingItem(self._colour(s), False, 0.8)
            mark.setPos(x0 + 20, y + 26)
            mark.setToolTip(bg.toolTip())
            self.add(mark)
            points = self.game.victory_points(whole, s)
            name = self.model.board_names[s]
            # one's own points count one's Victory Point cards, which nobody else (nor the chart) sees
            secret = st.dev_hand[s][VP_CARD] if s == st.viewer and not over else 0
            said = _tr(L_POINTS_SECRET, points).replace("%1", str(secret)) if secret else _tr(L_POINTS, points)
            if over and whole.dev_hand[s][VP_CARD]:
                said = _tr(L_POINTS_SHOWN, points).replace("%1", str(whole.dev_hand[s][VP_CARD]))
            if secret and self.model.addresses(s):  # "your points…": said to a person, not to a bot in a replay
                bg.setToolTip(bg.toolTip() + " " + _tr(T_SECRET_POINTS))
                mark.setToolTip(bg.toolTip())
            title = QGraphicsSimpleTextItem(fit_line(f"{name}   " + said, name, _font(17, True), 410))
            title.setToolTip(bg.toolTip())
            title.setFont(_font(17, True))
            title.setBrush(QColor("#222222"))
            title.setPos(x0 + 40, y + 8)
            self.add(title)
            line = "   ".join(
                [
                    _tr(L_CARDS, st.hand_sizes[s]),
                    _tr(L_DEVS, st.dev_counts[s]),
                    _tr(L_KNIGHTS).replace("%1", str(st.knights[s])),
                    _tr(L_ROAD).replace("%1", str(st.road_length[s])),
                ]
            )
            info = QGraphicsSimpleTextItem(line)
            info.setFont(_font(13))
            info.setBrush(QColor("#444444"))
            info.setPos(x0 + 14, y + 40)
            self.add(info)
            badges = [tr_key(L_LONGEST)] if st.longest_holder == s else []
            badges += [tr_key(L_ARMY)] if st.army_holder == s else []
            if badges:
                b = QGraphicsSimpleTextItem(" · ".join(badges))
                b.setFont(_font(13, True))
                b.setBrush(QColor("#8A4B00"))
                b.setPos(x0 + 14, y + 64)
                self.add(b)
            y += PANEL_STEP
        if seat is None:
            self._draw_bank(st, x0, y + 6)
            return
        # the viewer's cards
        yours = self.model.addresses(seat)
        label = QGraphicsSimpleTextItem(tr_key(L_HAND) if yours else tr_key(L_HAND_OF, self.model.board_names[seat]))
        label.setFont(_font(14, True))
        label.setPos(x0, y + 6)
        self.add(label)
        for r in range(5):
            icon = SvgItem(f"icon_{RESOURCES[r]}", 44, 44)
            icon.setPos(x0 + r * 78, y + 30)
            icon.setToolTip(tr_key(tx.RESOURCE_NAMES[r]))
            self.add(icon)
            n = QGraphicsSimpleTextItem(f"×{st.hands[seat][r]}")
            n.setFont(_font(17, True))
            n.setPos(x0 + r * 78 + 46, y + 42)
            self.add(n)
        for k in range(5):
            held = st.dev_hand[seat][k]
            if not held:
                continue
            icon = SvgItem(DEV_ICONS[k], 32, 32)
            icon.setPos(x0 + k * 78 + 4, y + 82)
            new = st.dev_new[seat][k]
            icon.setToolTip(tr_key(tx.DEV_NAMES[k]) + (f" ({new} {tr_key(L_NEW)})" if new else ""))
            self.add(icon)
            n = QGraphicsSimpleTextItem(f"×{held}")
            n.setFont(_font(14, True))
            n.setPos(x0 + k * 78 + 40, y + 88)
            self.add(n)
            # the card's name under it, on two lines if need be (a new card, not playable this turn, in grey)
            font = _font(13, True)
            for k_line, line in enumerate(wrap_words(tr_key(tx.DEV_NAMES[k]), font, 76)[:2]):
                name = QGraphicsSimpleTextItem(line)
                name.setFont(font)
                name.setBrush(QColor("#8A8A8A" if new == held else "#333333"))
                name.setPos(x0 + k * 78 + 34 - name.boundingRect().width() / 2, y + 116 + k_line * 15)
                name.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                self.add(name)
        # the supply tray: pieces to drag onto the board
        y += 156  # under the cards' names, two lines of them
        label = QGraphicsSimpleTextItem(
            tr_key(L_SUPPLY) if yours else tr_key(L_SUPPLY_OF, self.model.board_names[seat])
        )
        label.setFont(_font(14, True))
        label.setPos(x0, y)
        self.add(label)
        colour = self._colour(seat)
        left = (st.roads_left[seat], st.settlements_left[seat], st.cities_left[seat])
        costs = (COST_ROAD, COST_SETTLEMENT, COST_CITY)
        # on the person's own move, a piece that cannot be built now is dimmed (pressed, it says why)
        acting = yours and bool(self._my_legal())
        movable = self.buildable() if acting else set()  # the pieces are registered below, as they are drawn
        for k, (kind, item) in enumerate(
            (
                ("road", RoadItem(colour, 64, 0.0)),
                ("settlement", BuildingItem(colour, False, 1.3)),
                ("city", BuildingItem(colour, True, 1.3)),
            )
        ):
            item.setPos(x0 + 40 + k * 130, y + 60)
            item.setZValue(8)
            setup = st.phase in (SETUP_SETTLEMENT, SETUP_ROAD)
            item.setToolTip(tips.tray(kind, self.model.render_value(tx.cards_message(costs[k])), setup))
            if acting and ("tray", kind) not in movable:
                item.setOpacity(0.45)
            self.add(item)
            count = QGraphicsSimpleTextItem(f"×{left[k]}")
            count.setFont(_font(15, True))
            count.setPos(x0 + 74 + k * 130, y + 52)  # clear of the keyboard's ring round the piece
            self.add(count)
            self.pieces[("tray", kind)] = item
        self._draw_bank(st, x0, y + 104)

    def _draw_bank(self: Any, st: CatanState, x0: float, y: float) -> None:
        """The bank's row under its label at `y`: each resource's cards left and the development deck's."""
        label = QGraphicsSimpleTextItem(tr_key(L_BANK))
        label.setFont(_font(14, True))
        label.setPos(x0, y)
        self.add(label)
        top = y + 24
        for r in range(5):
            tip = tr_key(T_BANK_RESOURCE, heading(tr_key(tx.RESOURCE_NAMES[r])), st.bank[r])
            icon = SvgItem(f"icon_{RESOURCES[r]}", BANK_ICON, BANK_ICON)
            icon.setPos(x0 + r * BANK_STEP, top)
            icon.setToolTip(tip)
            icon.setOpacity(1.0 if st.bank[r] else 0.4)  # an empty pile: the bank pays none of it
            self.add(icon)
            n = QGraphicsSimpleTextItem(f"×{st.bank[r]}")
            n.setFont(_font(15, True))
            n.setBrush(QColor("#222222" if st.bank[r] else "#B00020"))
            n.setPos(x0 + r * BANK_STEP + BANK_ICON + 2, top + 9)
            n.setToolTip(tip)
            self.add(n)
        # the development deck: a card's back (its cards are face down), how many are left
        left = len(st.dev_deck)
        tip = tr_key(T_BANK_DEVS, left)
        x = x0 + 5 * BANK_STEP
        back = QGraphicsPathItem()
        path = QPainterPath()
        path.addRoundedRect(QRectF(0, 0, BANK_ICON * 0.72, BANK_ICON), 4, 4)
        back.setPath(path)
        back.setBrush(QColor("#5B4A8B"))
        back.setPen(QPen(QColor("#2F2650"), 1.5))
        back.setPos(x + 5, top)
        back.setToolTip(tip)
        back.setOpacity(1.0 if left else 0.4)
        self.add(back)
        mark = QGraphicsSimpleTextItem("?", back)
        mark.setFont(_font(18, True))
        mark.setBrush(QColor("#F1ECFA"))
        br = mark.boundingRect()
        mark.setPos((BANK_ICON * 0.72 - br.width()) / 2, (BANK_ICON - br.height()) / 2)
        mark.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        n = QGraphicsSimpleTextItem(f"×{left}")
        n.setFont(_font(15, True))
        n.setBrush(QColor("#222222" if left else "#B00020"))
        n.setPos(x + 5 + BANK_ICON * 0.72 + 4, top + 9)
        n.setToolTip(tip)
        self.add(n)
