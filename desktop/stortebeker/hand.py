"""The player's end of the table (the hand, the cards of the turn, the exchange) and every player's
panel: score, hand size, cards waiting from an exchange, captured ships by colour."""

from __future__ import annotations

from functools import partial
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen

import engine.stortebeker.texts as tx
from desktop.common.i18n import tr_key, tr_n
from desktop.common.painted import DashedBox, LabelItem, PaintedItem, fit_line, font
from desktop.stortebeker import texts as tt
from desktop.stortebeker.art import GLOW, INK, TEXT_PX, CardItem, paint_back, paint_card, paint_ship
from desktop.stortebeker.table import card_tip, ship_tip, t, totals
from engine.stortebeker.actions import Attack, Fire, Lay, Pick, Swap, Take
from engine.stortebeker.data import components, ship
from engine.stortebeker.state import OVER, PLAY, StortebekerState
from engine.stortebeker.table import colour_bonuses

HAND_Y = 800.0
CARD_W, CARD_H = 84.0, 120.0
PANEL = QRectF(12, HAND_Y - 34, 1160, 196)  # the player's end of the table, drawn by the scene
PANEL_X, PANEL_W = 1180.0, 360.0
PLAYERS_TOP = 230.0  # the players' panels, under the dice panel
STAGED_X, WAITING_X, WAITING_W = 590.0, 934.0, 234.0  # the exchange's cards, and the cards picked (three)


def label(sc: Any, text: str, x: float, y: float, px: float = TEXT_PX, bold: bool = True) -> Any:
    return sc.add(LabelItem(text, px, bold, INK), (x, y))


def draw_hand(sc: Any, st: StortebekerState) -> None:
    me = sc.me
    hand = [c for c in st.hands[me] if c not in sc.staged]
    playable = {a.card for a in sc.legal if isinstance(a, Lay | Fire)} | {
        c for a in sc.legal if isinstance(a, Swap) for c in a.cards
    }
    label(sc, t(tt.YOUR_HAND) if sc.model.addresses(me) else t(tt.HAND_OF, sc.name(me)), 20, HAND_Y - 29)
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
        label(sc, text, 28 + st.need * 20, HAND_Y + CARD_H + 10, TEXT_PX, False)
    # the cutlass to board with, the cannon's shot to take a card with
    if any(isinstance(a, Attack) for a in sc.legal):
        cutlass = PaintedItem(QRectF(0, 0, 64, 64), ("cutlass",), _cutlass)
        sc.add(cutlass, (500, HAND_Y + 20), tip=t(tt.CUTLASS_TIP), piece=("cutlass",), z=6)
    if any(isinstance(a, Take) for a in sc.legal):
        shot = PaintedItem(QRectF(0, 0, 48, 48), ("shot",), _shot)
        die = tr_key(tx.TYPE_NAMES[st.dice[0]]) if st.dice else ""
        sc.add(shot, (508, HAND_Y + 28), tip=t(tt.SHOT_TIP, die), piece=("shot",), z=6)
    # the exchange: cards put aside for it, then the cards picked
    tx0 = STAGED_X
    f = font(TEXT_PX, False)
    waiting = st.waiting[me]
    picks = any(isinstance(a, Pick) for a in sc.legal)
    free = tx0  # where the picked cards' label may begin
    if sc.staged:  # as much as fits before the picked cards' place, if shown (the tooltip has it whole)
        said = t(tt.STAGED)
        end = WAITING_X - 8 if waiting or picks else PANEL.right() - 6
        shown = label(sc, fit_line(said, "", f, end - tx0 - 4), tx0, HAND_Y - 29, TEXT_PX, False)
        shown.setToolTip(said)
        free = tx0 + shown.boundingRect().width() + 12
        for k, c in enumerate(sorted(sc.staged)):
            item = CardItem(c, 60, 86)
            unstage = partial(sc.unstage, c)  # a click, or Tab to it and Space
            sc.add(item, (tx0 + k * 66, HAND_Y), tip=card_tip(c), click=unstage, z=5, key=("staged", c))
    wx = WAITING_X
    if waiting or picks:
        said = t(tt.WAITING)
        right = PANEL.right() - 6  # inside the player's end; over its box, or reaching left of it
        text = fit_line(said, "", f, right - min(wx, free) - 4)
        left = max(min(wx, free), right - QFontMetricsF(f).horizontalAdvance(text) - 4)
        shown = label(sc, text, left, HAND_Y - 29, TEXT_PX, False)
        shown.setToolTip(said)
        sc.add(DashedBox(WAITING_W, 100, "#8C7B5E", 40), (wx, HAND_Y), tip=said, target=("waiting",), z=-1)
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
    top, bottom = PLAYERS_TOP, 990.0
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
    lines = panel_lines(line, name, r.width())
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
        painter.setFont(font(TEXT_PX, True))
        for k, text in enumerate(lines):
            painter.drawText(QPointF(32 if k == 0 else 14, 19 + k * LINE_STEP), text)
        # the hand, face down, and the cards waiting from an exchange
        top = 6 + 2 * LINE_STEP  # two lines' room in every panel: "to play" moving on moves nothing
        for k in range(hand_n):
            paint_back(painter, QRectF(14 + k * 10, top, 22, 32))
        x = 14 + hand_n * 10 + 26.0
        for k, cc in enumerate(waiting):
            paint_card(painter, cc, QRectF(x + k * 24, top, 22, 32))
        # captured ships, grouped by colour (too small for their figures: the line and the tooltip say them)
        x, y = 14.0, top + 38
        for hue, ships in groups:
            for j, s in enumerate(ships):
                paint_ship(painter, s, QRectF(x + j * 10, y + j * 4, 54, 38), figures=False)
            extra = 0.0
            if hue in bonus:  # a gold badge beside the group: "+5" at the end
                badge = QRectF(x + 54 + 10 * (len(ships) - 1) + 3, y + 10, 32, 20)
                extra = 36.0
                painter.setPen(QPen(QColor("#7A5B00"), 1))
                painter.setBrush(QColor("#F2C94C"))
                painter.drawRoundedRect(badge, 4, 4)
                painter.setFont(font(TEXT_PX, True))
                painter.setPen(INK)
                painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, f"+{bonus[hue]}")
            x += 54 + 10 * (len(ships) - 1) + 10 + extra
            if x > w - 60:
                x, y = 14.0, y + 50

    key = ("panel", colour, line, tuple(lines), groups, tuple(bonus.items()), waiting, hand_n, w, h)
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


LINE_STEP = 18.0  # from one line of a player's panel to the next


def panel_lines(line: str, name: str, width: float) -> list[str]:
    """A player's line ("Anna · points 5 · ships 2 · cards in hand 6 · to play") in the lines it takes
    in a panel `width` wide: broken between its parts (at " · "), the name shortened only when its
    part alone does not fit; the first line starts after the seat's mark."""
    f = font(TEXT_PX, True)
    metrics = QFontMetricsF(f)
    rooms = (width - 40, width - 22)
    parts = line.split(" · ")
    out = [parts[0]]
    for part in parts[1:]:
        room = rooms[min(len(out) - 1, 1)]
        if metrics.horizontalAdvance(out[-1] + " · " + part) <= room or len(out) == 2:
            out[-1] += " · " + part
        else:
            out.append(part)
    return [fit_line(text, name, f, rooms[min(k, 1)]) for k, text in enumerate(out)]


def _ring(w: float, h: float) -> Any:
    def paint(painter: QPainter) -> None:
        painter.setPen(QPen(GLOW, 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(QRectF(1.5, 1.5, w + 1, h + 1), 9, 9)

    return paint
