"""The player's end of the table (the hand, the cards of the turn, the exchange) and every player's
panel: score, hand size, cards waiting from an exchange, captured ships by colour."""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

import engine.stortebeker.texts as tx
from desktop.common.i18n import tr_key, tr_n
from desktop.common.painted import DashedBox, LabelItem, PaintedItem, fit_line, font
from desktop.stortebeker import texts as tt
from desktop.stortebeker.art import GLOW, INK, CardItem, paint_back, paint_card, paint_ship
from desktop.stortebeker.table import card_tip, ship_tip, t, totals
from engine.stortebeker.actions import Attack, Fire, Lay, Pick, Swap, Take
from engine.stortebeker.data import components, ship
from engine.stortebeker.state import OVER, PLAY, StortebekerState
from engine.stortebeker.table import colour_bonuses

HAND_Y = 800.0
CARD_W, CARD_H = 84.0, 120.0
PANEL = QRectF(12, HAND_Y - 34, 1160, 196)  # the player's end of the table, drawn by the scene
PANEL_X, PANEL_W = 1180.0, 410.0


def label(sc: Any, text: str, x: float, y: float, px: float = 13, bold: bool = True) -> Any:
    return sc.add(LabelItem(text, px, bold, INK), (x, y))


def draw_hand(sc: Any, st: StortebekerState) -> None:
    me = sc.me
    hand = [c for c in st.hands[me] if c not in sc.staged]
    playable = {a.card for a in sc.legal if isinstance(a, Lay | Fire)} | {
        c for a in sc.legal if isinstance(a, Swap) for c in a.cards
    }
    label(sc, t(tt.YOUR_HAND) if sc.model.addresses(me) else t(tt.HAND_OF, sc.name(me)), 20, HAND_Y - 28, 14)
    for k, c in enumerate(hand):
        key = ("hand", c) if c in playable else None
        item = CardItem(c, CARD_W, CARD_H)
        sc.add(item, (20 + k * (CARD_W + 8), HAND_Y), tip=card_tip(c), piece=key, z=5)
    if st.phase == PLAY and st.active == me:
        played = st.laid + st.swapped + (1 if st.fired else 0)
        text = t(tt.BUDGET, played, st.need, st.laid, st.swapped, 1 if st.fired else 0)
        for k in range(st.need):  # the turn's three cards, filled as they are played, then what they were
            used = k < played
            pip = PaintedItem(QRectF(0, 0, 16, 22), ("budget", used), _pip(used))
            sc.add(pip, (20 + k * 20, HAND_Y + CARD_H + 8), tip=text)
        label(sc, text, 28 + st.need * 20, HAND_Y + CARD_H + 12, 12, False)
    # the cutlass to board with, the cannon's shot to take a card with
    if any(isinstance(a, Attack) for a in sc.legal):
        cutlass = PaintedItem(QRectF(0, 0, 64, 64), ("cutlass",), _cutlass)
        sc.add(cutlass, (500, HAND_Y + 20), tip=t(tt.CUTLASS_TIP), piece=("cutlass",), z=6)
    if any(isinstance(a, Take) for a in sc.legal):
        shot = PaintedItem(QRectF(0, 0, 48, 48), ("shot",), _shot)
        die = tr_key(tx.TYPE_NAMES[st.dice[0]]) if st.dice else ""
        sc.add(shot, (508, HAND_Y + 28), tip=t(tt.SHOT_TIP, die), piece=("shot",), z=6)
    # the exchange: cards put aside for it, then the cards picked
    tx0 = 600.0
    if sc.staged:
        label(sc, t(tt.STAGED), tx0, HAND_Y - 28, 11, False)
        for k, c in enumerate(sorted(sc.staged)):
            item = CardItem(c, 60, 86)
            unstage = partial(sc.unstage, c)  # a click, or Tab to it and Space
            sc.add(item, (tx0 + k * 66, HAND_Y), tip=card_tip(c), click=unstage, z=5, key=("staged", c))
    wx = 900.0
    waiting = st.waiting[me]
    picks = any(isinstance(a, Pick) for a in sc.legal)
    if waiting or picks:
        label(sc, t(tt.WAITING), wx, HAND_Y - 28, 11, False)
        sc.add(DashedBox(268, 100, "#8C7B5E", 40), (wx, HAND_Y), tip=t(tt.WAITING), target=("waiting",), z=-1)
        for k, c in enumerate(waiting):
            sc.add(CardItem(c, 60, 86), (wx + 6 + k * 64, HAND_Y + 7), tip=card_tip(c), z=2)


def _cutlass(painter: QPainter) -> None:
    painter.setPen(QPen(QColor("#4A4A4A"), 1.5))
    painter.setBrush(QColor("#D9DDE0"))
    blade = QPainterPath()
    blade.moveTo(12, 52)
    blade.quadTo(20, 14, 56, 6)
    blade.quadTo(30, 24, 20, 56)
    blade.closeSubpath()
    painter.drawPath(blade)
    painter.setBrush(QColor("#B8860B"))
    painter.drawRoundedRect(QRectF(4, 48, 22, 7), 3, 3)
    painter.drawRoundedRect(QRectF(10, 54, 7, 9), 2, 2)


def _shot(painter: QPainter) -> None:
    painter.setPen(QPen(QColor("#1E1E1E"), 1.5))
    painter.setBrush(QColor("#3A3A3A"))
    painter.drawEllipse(QRectF(4, 4, 40, 40))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(255, 255, 255, 90))
    painter.drawEllipse(QRectF(12, 10, 12, 10))


def _pip(used: bool) -> Any:
    def paint(painter: QPainter) -> None:
        painter.setPen(QPen(QColor("#5B5548"), 1))
        painter.setBrush(QColor("#5B5548") if used else QColor("#FBF8F0"))
        painter.drawRoundedRect(QRectF(1, 1, 14, 20), 3, 3)

    return paint


def draw_players(sc: Any, st: StortebekerState) -> None:
    n = st.players
    top, bottom = 214.0, 990.0
    h = min(190.0, (bottom - top) / n - 6)
    for seat in range(n):
        _panel(sc, st, seat, QRectF(PANEL_X, top + seat * (h + 6), PANEL_W, h))


def _panel(sc: Any, st: StortebekerState, seat: int, r: QRectF) -> None:
    colour = sc.model.colours[seat] or "#0072B2"
    name = sc.name(seat)
    caps = st.captured[seat]
    line = t(tt.PLAYER_LINE, name, totals(sc, st)[seat], len(caps), len(st.hands[seat]))
    if seat == st.active and not sc.model.match.is_over():
        line += " · " + t(tt.TO_PLAY)
    by_colour = {
        c: sorted((s for s in caps if ship(s).colour == c), key=lambda s: ship(s).points)
        for c in components().ship_colours
    }
    groups = tuple((c, tuple(v)) for c, v in by_colour.items() if v)
    # E1 as it stands: the colours that will add a bonus at the end (the seed: watch who has which)
    over = st.phase == OVER
    bonus = {colour: best for colour, _, best in colour_bonuses(st, seat)}
    waiting = tuple(st.waiting[seat])
    hand_n = len(st.hands[seat])
    w, h = r.width(), r.height()

    def paint(painter: QPainter) -> None:
        c = QColor(colour)
        painter.setPen(QPen(QColor("#B9AD92"), 1.2))
        painter.setBrush(QColor("#F4EEDD"))
        painter.drawRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), 8, 8)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(c)
        painter.drawRoundedRect(QRectF(0.5, 0.5, 6, h - 1), 3, 3)
        painter.setPen(QPen(c.darker(160), 1))
        painter.drawPath(sc.mark(seat, QRectF(12, 6, 14, 14)))
        painter.setPen(INK)
        painter.setFont(font(12, True))
        painter.drawText(QPointF(32, 18), fit_line(line, name, font(12, True), w - 40))
        # the hand, face down, and the cards waiting from an exchange
        for k in range(hand_n):
            paint_back(painter, QRectF(14 + k * 10, 28, 20, 28))
        x = 14 + hand_n * 10 + 24.0
        for k, cc in enumerate(waiting):
            paint_card(painter, cc, QRectF(x + k * 22, 28, 20, 28))
        # captured ships, grouped by colour
        x, y = 14.0, 62.0
        for hue, ships in groups:
            for j, s in enumerate(ships):
                paint_ship(painter, s, QRectF(x + j * 10, y + j * 4, 54, 38))
            extra = 0.0
            if hue in bonus:  # a gold badge beside the group: "+5" at the end
                badge = QRectF(x + 54 + 10 * (len(ships) - 1) + 3, y + 12, 28, 15)
                extra = 32.0
                painter.setPen(QPen(QColor("#7A5B00"), 1))
                painter.setBrush(QColor("#F2C94C"))
                painter.drawRoundedRect(badge, 4, 4)
                painter.setFont(font(10, True))
                painter.setPen(INK)
                painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"+{bonus[hue]}")
            x += 54 + 10 * (len(ships) - 1) + 10 + extra
            if x > w - 60:
                x, y = 14.0, y + 50

    key = ("panel", colour, line, groups, tuple(bonus.items()), waiting, hand_n, w, h)
    whole = line.replace(name, sc.full_name(seat), 1)  # the tooltip has room for the whole name
    said = [
        tr_n(tt.BONUS_COUNTED if over else tt.BONUS_COMING, ships, tr_key(tx.COLOUR_NAMES[c]), best)
        for c, ships, best in colour_bonuses(st, seat)
    ]
    tip = "\n".join([whole, *said, *(ship_tip(s) for s in caps)])
    item = PaintedItem(QRectF(0, 0, w, h), key, paint)
    sc.add(item, r.topLeft(), tip=tip)
    if seat == st.active:
        ring = PaintedItem(QRectF(0, 0, w + 4, h + 4), ("activering", w, h), _ring(w, h))
        ring.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        sc.add(ring, r.topLeft() - QPointF(2, 2), z=1)


def _ring(w: float, h: float) -> Any:
    def paint(painter: QPainter) -> None:
        painter.setPen(QPen(GLOW, 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(1.5, 1.5, w + 1, h + 1), 9, 9)

    return paint
