"""The middle of the table: the harbour, the draw and discard piles, the dice, the score track, and
the merchant ships at sea with every player's side at each of them."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsRectItem

import engine.stortebeker.texts as tx
from desktop.common.i18n import heading, tr_key, tr_n
from desktop.common.painted import DashedBox, LabelItem, PaintedItem, fan_step, fit_line, font, invisible, wrap_words
from desktop.stortebeker import texts as tt
from desktop.stortebeker.art import INK, TEXT_PX, CardItem, ShipItem, corner_room, paint_back, paint_card, paint_type
from engine.stortebeker.actions import Attack, Pick, Take
from engine.stortebeker.data import card, components, ship
from engine.stortebeker.state import CANNON, COUNTER, HIDDEN, OVER, StortebekerState
from engine.stortebeker.table import missing

# the board is as wide as the sea and the players' column (narrowed from 410 to 360, so that the
# whole board is drawn larger: its width decides the scale in a 1280×800 window)
W, H = 1550.0, 1000.0
SEA_X, SEA_Y, SEA_W = 20.0, 214.0, 1150.0
SHIP_H = 150.0
SIDE_H = 92.0
TRACK_Y = 170.0
MARK = 15.0  # a player's marker under the score track (9 px on screen at 1280×800)
TRACK_W = SEA_W  # over the sea only: the dice panel beside it reaches down to the players
PROV_W, PROV_H = 30.0, 43.0
HARBOUR_W, HARBOUR_H = 110.0, 100.0  # a harbour ship: tall enough for its points and defence to be read
DRAW_X = 420.0  # the draw pile, after the harbour's three ships and the back of the rest
DISCARD_X, DISCARD_W, DISCARD_ROW = 574.0, 596.0, 20  # the open discard pile, up to the sea's right edge


t = tr_key  # a key translated now, %1… filled
tn = tr_n  # a plural key for n, %1… filled


def label(sc: Any, text: str, x: float, y: float, px: float = TEXT_PX, bold: bool = True) -> Any:
    return sc.add(LabelItem(text, px, bold, INK), (x, y))


# a card's and a ship's tooltip begin with the type or colour, written for mid-sentence ("rum", "red"):
# as the tooltip's (or its line's) first word, capitalised ("Rum: a provision card.")
def card_tip(c: int) -> str:
    if c < 0:
        return ""
    cd = card(c)
    if cd.pirate:
        return heading(t(tt.CARD_PIRATE, cd.value))
    name = tr_key(tx.TYPE_NAMES[cd.type])
    return heading(t(tt.CARD_SYMBOL if cd.value else tt.CARD_PROVISION, name))


def ship_tip(s: int) -> str:
    sh = ship(s)
    needs = ", ".join(f"{n} × {tr_key(tx.TYPE_NAMES[k])}" for k, n in sh.needs)
    return heading(t(tt.SHIP_TIP, tr_key(tx.COLOUR_NAMES[sh.colour]), sh.points, sh.defence, needs))


def draw_tip(n: int) -> str:
    return t(tt.DRAW, n) + "\n" + t(tt.DRAW_TIP, components().hand_size)


def colour_dice_tip(colours: list[str]) -> str:
    """The colour dice as shown (provision types) and what they do; '' when they show nothing."""
    if len(colours) != 2:
        return ""
    first, second = (tr_key(tx.TYPE_NAMES[k]) for k in colours)
    return t(tt.DICE_COLOURS, first, second) + "\n" + t(tt.DICE_COLOURS_RULE)


def number_dice_tip(numbers: list[int]) -> str:
    """The number dice as shown and what they do; '' when they show nothing."""
    if len(numbers) != 2:
        return ""
    return t(tt.DICE_NUMBERS, numbers[0], numbers[1], sum(numbers)) + "\n" + t(tt.DICE_NUMBERS_RULE)


def dice_tip(colours: list[str], numbers: list[int]) -> str:
    """The whole dice row: each pair shown, or that nothing was rolled yet with both pairs' rules."""
    shown = [x for x in (colour_dice_tip(colours), number_dice_tip(numbers)) if x]
    if shown:
        return "\n".join(shown)
    return "\n".join((t(tt.DICE_NONE), t(tt.DICE_COLOURS_RULE), t(tt.DICE_NUMBERS_RULE)))


def column_width(st: StortebekerState) -> float:
    return SEA_W / max(3, len(st.sea))


# -- the top strip --------------------------------------------------------------------------------------------
def draw_top(sc: Any, st: StortebekerState) -> None:
    # the harbour
    n = len(st.harbour)
    if st.end_triggered and st.phase != OVER:  # the end is triggered (RULES.md §7): this round is the last
        last = sc.full_name(st.last_seat)
        text = tn(tt.HARBOUR, n) + " · " + t(tt.LAST_ROUND)
        sc.add(LabelItem(text, TEXT_PX, True, INK), (20, 4), tip=t(tt.LAST_ROUND_TIP, last))
    else:
        label(sc, tn(tt.HARBOUR, n), 20, 4)
    shown = [s for s in st.harbour[: st.preview] if s != HIDDEN]
    x = 20.0
    for s in shown:
        sc.add(ShipItem(s, HARBOUR_W, HARBOUR_H), (x, 28), tip=ship_tip(s) + "\n" + t(tt.HARBOUR_TIP))
        x += HARBOUR_W + 6
    if n > len(shown):
        sc.add(ShipItem(-1, min(60.0, DRAW_X - 8 - x), HARBOUR_H), (x, 28), tip=t(tt.HARBOUR_TIP))
    # the draw pile, its count under it
    dx = (DRAW_X + DISCARD_X - 8) / 2 - 26  # in the middle of the room before the discard pile
    if st.draw:
        sc.add(CardItem(-1, 52, 74), (dx, 28), tip=draw_tip(len(st.draw)))
    else:  # its place, empty until the discard pile is shuffled into it
        sc.add(DashedBox(52, 74, "#8C7B5E", 40), (dx, 28), tip=draw_tip(0), z=-1)
    # its count under it, centred in the room before the discard pile; in lines when one does not fit
    # ("Dobierací balíček: 42" ran into the discard pile's edge)
    text = t(tt.DRAW, len(st.draw))
    f = font(TEXT_PX, False)
    metrics = QFontMetricsF(f)
    room = DISCARD_X - 8 - DRAW_X
    lines = wrap_words(text, f, room - 4)
    for k, line in enumerate(lines[:3]):
        width = metrics.horizontalAdvance(line) + 4
        label(sc, line, max(DRAW_X, dx + 26 - width / 2), 104 + k * 18, TEXT_PX, False)
    # the discard pile, open and searchable
    px = DISCARD_X
    label(sc, t(tt.DISCARD, len(st.discard)), px, 4, TEXT_PX, False)
    picks = {a.card for a in sc.legal if isinstance(a, Pick)}
    area = DashedBox(DISCARD_W, 132, "#8C7B5E", 40)
    sc.add(area, (px, 26), tip=t(tt.DISCARD_TIP), target=("discard",), z=-1)
    per_row = DISCARD_ROW
    for k, c in enumerate(st.discard):
        row, col = divmod(k, per_row)
        if row > 2:
            break
        lit = c in picks
        # picking now: the cards that may be picked are framed in gold, the others (the ones just
        # discarded) faded; those say why when pressed, and on hover
        why = sc.model.refusal(sc.me, Pick(c)) if picks and not lit else ""
        item = CardItem(c, 27, 39, lit, dim=bool(why))
        pos = (px + 4 + col * 29, 30 + row * 42)
        tip = card_tip(c) + ("\n" + why if why else "")
        sc.add(item, pos, tip=tip, piece=("disc", c) if lit else None, z=1 + k * 0.001, inert=why)
    if len(st.discard) > 3 * per_row:  # more than fit: the rest as a count, above the area's right end
        more = f"+{len(st.discard) - 3 * per_row}"
        width = QFontMetricsF(font(TEXT_PX, True)).horizontalAdvance(more) + 4
        label(sc, more, px + DISCARD_W - width, 4)


def totals(sc: Any, st: StortebekerState) -> list[int]:
    """Each seat's points as the game counts them: the captured ships, and at the end the colour
    bonus too (E1), as on the end screen."""
    return [int(x) for x in sc.model.game.scores(st)]


def draw_track(sc: Any, st: StortebekerState) -> None:
    """The score track of 44 spaces; a score above 44 wraps (the true total is in each panel)."""
    step = TRACK_W / 44
    seats = list(range(st.players))
    colours = [sc.model.colours[s] or "#0072B2" for s in seats]
    points = totals(sc, st)
    pos = [((p - 1) % 44) + 1 if p > 0 else 0 for p in points]
    names = [sc.name(s) for s in seats]

    def paint(painter: QPainter) -> None:
        painter.setPen(QPen(QColor("#A8987A"), 1))
        for k in range(44):
            r = QRectF(k * step, 0, step - 2, 22)
            painter.setBrush(QColor("#EFE6CF") if (k + 1) % 5 else QColor("#E2D3AE"))
            painter.drawRoundedRect(r, 3, 3)
            painter.setPen(QColor("#8C7B5E"))
            painter.setFont(font(TEXT_PX))
            painter.drawText(r, Qt.AlignmentFlag.AlignCenter, str(k + 1))
            painter.setPen(QPen(QColor("#A8987A"), 1))
        for s in seats:
            if pos[s] <= 0:
                continue
            # under its space, not over the number (a 10 px mark there hid the digits it marked); the
            # players on one space side by side, in seat order
            here = [o for o in seats if pos[o] == pos[s]]
            x = (pos[s] - 0.5) * step - 1 + (here.index(s) - (len(here) - 1) / 2) * (MARK + 1)
            m = sc.mark(s, QRectF(x - MARK / 2, 24, MARK, MARK))
            c = QColor(colours[s])
            painter.setPen(QPen(c.darker(160), 1))
            painter.setBrush(c)
            painter.drawPath(m)

    lines = [tr_n(tt.TRACK_TIP, points[s], names[s]) for s in seats]
    tip = "\n".join([t(tt.TRACK), *lines, t(tt.TRACK_RULE)])
    sc.add(
        PaintedItem(QRectF(0, 0, TRACK_W, 24 + MARK + 1), ("track", tuple(pos), tuple(colours)), paint),
        (20, TRACK_Y),
        tip=tip,
    )


# -- the sea ----------------------------------------------------------------------------------------------------
def side_rect(st: StortebekerState, k: int, seat: int) -> QRectF:
    cw = column_width(st)
    x = SEA_X + k * cw
    row = seat
    return QRectF(x + 4, SEA_Y + SHIP_H + 10 + row * (SIDE_H + 4), cw - 14, SIDE_H)


def draw_sea(sc: Any, st: StortebekerState) -> None:
    cw = column_width(st)
    me = sc.me
    attacks = {a.ship for a in sc.legal if isinstance(a, Attack)}
    takes = {a.card for a in sc.legal if isinstance(a, Take)}
    for k, s in enumerate(st.sea):
        x = SEA_X + k * cw
        lit = s in attacks
        target = st.phase == CANNON and s == st.target or (st.phase == COUNTER and s == st.prize)
        item = ShipItem(s, cw - 14, SHIP_H, lit or target)
        tip = ship_tip(s) + ("\n" + t(tt.TARGET) if st.phase == CANNON and s == st.target else "")
        click = Attack(s) if lit else None
        # the ships to board are lit: a click on another says why it cannot be boarded (not nothing)
        why = sc.model.refusal(me, Attack(s)) if attacks and not lit else ""
        sc.add(item, (x + 4, SEA_Y), tip=tip, target=("ship", s), click=click, inert=why)
        if st.phase == COUNTER and s == st.prize:
            # on a plate along the card's top, between its corner numbers: at the foot it covered the
            # defence shield, and a long name ran across the card's frame
            edge = corner_room(cw - 14, SHIP_H) + 2  # clear of both corners' points
            room = cw - 14 - 2 * edge - 8
            name = sc.name(st.leader)
            best = fit_line(t(tt.BEST, st.best, name), name, font(TEXT_PX, True), room)
            if name not in best:  # four ships at sea: the number and the whole name, the words in the tooltip
                best = fit_line(t(tt.BEST_SHORT, st.best, name), name, font(TEXT_PX, True), room)
            plate = QGraphicsRectItem(QRectF(0, 0, room + 8, 22))
            plate.setBrush(QColor(251, 248, 240, 230))
            plate.setPen(QPen(QColor("#8C7B5E"), 1))
            plate.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            sc.add(plate, (x + 4 + edge, SEA_Y + 8), z=3)
            text = label(sc, best, x + 4 + edge + 4, SEA_Y + 9)
            text.setZValue(4)
            text.setToolTip(t(tt.BEST, st.best, sc.full_name(st.leader)))
        for seat in range(st.players):
            _side(sc, st, k, s, seat, me, takes)


def _side(sc: Any, st: StortebekerState, k: int, s: int, seat: int, me: int, takes: set[int]) -> None:
    r = side_rect(st, k, seat)
    cards = st.sides[s][seat]
    provisions = [c for c in cards if c != HIDDEN and not card(c).pirate]
    crew = [c for c in cards if c == HIDDEN or card(c).pirate]
    lack = missing(st, seat, s)
    colour = sc.model.colours[seat] or "#0072B2"
    mine = seat == me
    strength = sum(card(c).value for c in cards if c != HIDDEN)  # a crew fighting for the prize lies face up
    name = sc.name(seat)
    ghosts = [kind for kind, n in lack.items() for _ in range(n)] if provisions or mine else []
    provs = tuple(sorted(provisions, key=lambda c: (card(c).type, card(c).value)))
    crew_key = tuple(sorted(crew))
    head = name
    if mine or strength or HIDDEN in crew:  # face-down pirates: "strength 0 + ?", not only the name
        head += " · " + t(tt.STRENGTH, strength) + (" + ?" if HIDDEN in crew else "")

    def paint(painter: QPainter) -> None:
        c = QColor(colour)
        painter.setPen(QPen(c.darker(140), 2 if mine else 1))
        fill = QColor(c)
        fill.setAlpha(40 if mine else 22)
        painter.setBrush(fill)
        painter.drawRoundedRect(QRectF(0.5, 0.5, r.width() - 1, r.height() - 1), 7, 7)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(c)
        painter.drawRoundedRect(QRectF(0.5, 0.5, 5, r.height() - 1), 3, 3)
        painter.setPen(QPen(c.darker(160), 1))
        painter.drawPath(sc.mark(seat, QRectF(10, 5, 12, 12)))
        painter.setPen(INK)
        painter.setFont(font(TEXT_PX, True))
        painter.drawText(QPointF(26, 18), fit_line(head, name, font(TEXT_PX, True), r.width() - 32))
        x = 10.0
        for pc in provs:
            paint_card(painter, pc, QRectF(x, 24, PROV_W, PROV_H))
            x += PROV_W + 2
        for kind in ghosts:
            g = QRectF(x, 24, PROV_W, PROV_H)
            painter.setPen(QPen(QColor("#7A6E58"), 1, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(255, 255, 255, 90))
            painter.drawRoundedRect(g, 3, 3)
            paint_type(painter, kind, g.adjusted(6, 10, -6, -10))
            x += PROV_W + 2
        cx = r.width() - 10 - 24
        step = fan_step(len(crew_key), 24, cx + 24 - x, 14)  # clear of the provision cards
        for j, cc in enumerate(reversed(crew_key)):
            rr = QRectF(cx - j * step, 26, 24, 36)
            if cc == HIDDEN:
                paint_back(painter, rr)
            else:
                paint_card(painter, cc, rr)

    key = ("side", colour, mine, provs, crew_key, tuple(ghosts), r.width(), head)
    item = PaintedItem(QRectF(0, 0, r.width(), r.height()), key, paint)
    missing_text = ", ".join(f"{n} × {tr_key(tx.TYPE_NAMES[kk])}" for kk, n in lack.items())
    tip = t(tt.SIDE_OF, name) + "\n" + (t(tt.MISSING, missing_text) if lack else t(tt.COMPLETE))
    if crew.count(HIDDEN):
        tip += "\n" + tn(tt.CREW_HIDDEN, crew.count(HIDDEN))
    sc.add(item, r.topLeft(), tip=tip, target=("side", s) if mine else None)
    # provision cards an opponent may lose to the cannons: each is a target and a click
    if takes:
        x = 10.0
        for pc in provs:
            if pc in takes:
                spot = invisible(QGraphicsRectItem(0, 0, PROV_W, PROV_H))
                sc.add(spot, (r.x() + x, r.y() + 24), target=("take", pc), click=Take(pc), tip=card_tip(pc), z=3)
                ring = QGraphicsRectItem(0, 0, PROV_W + 4, PROV_H + 4)
                ring.setPen(QPen(QColor("#F2C230"), 3))
                ring.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                sc.add(ring, (r.x() + x - 2, r.y() + 22), z=2)
            x += PROV_W + 2
