"""The main board: the action track with its cards and figures, the round counter, the offers of
parts, canals and wagon cards, the equipment and crew circles, the employee oval and the stock
exchange. Functions of the scene and the view; each registers what may be dragged, dropped on,
clicked."""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import Any

import shiboken6
from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsPathItem,
    QGraphicsPolygonItem,
    QGraphicsRectItem,
)

import engine.shipyard.texts as tx
from desktop.common.i18n import render, tr_key, tr_n
from desktop.common.painted import LabelItem, PaintedItem, PanelItem, font, invisible, wrap_words
from desktop.shipyard import texts as tt
from desktop.shipyard import tips
from desktop.shipyard.art import (
    GLOW,
    INK,
    PAPER,
    ActionCardItem,
    CanalItem,
    PartItem,
    TokenItem,
    WagonItem,
    paint_employee,
    paint_token,
)
from engine.shipyard.actions import (
    Bonus,
    BuyGoods,
    Choose,
    Exchange,
    Hire,
    ProduceEquipment,
    RecruitCrew,
    RentCanal,
    TakePart,
)
from engine.shipyard.data import (
    BLANK,
    COLUMN_KIND,
    COUNTER,
    CREW_CARD,
    EQUIP,
    OVAL_SPACES,
    TRACK_LEN,
    Design,
    design_of,
    part,
    tables,
)
from engine.shipyard.moves import BLANK_COLUMN, blank_kinds, current_card
from engine.shipyard.offer import ROWS, price
from engine.shipyard.rondels import circle_cost, oval_cost
from engine.shipyard.state import ACT, CHOOSE, FINAL, REGULAR, ShipyardState
from engine.shipyard.track import lap_turns_left, last_lap, last_turn_seat, occupied, pays

TRACK_X, TRACK_Y, SPACE_W, SPACE_H = 20.0, 30.0, 72.0, 112.0
OFFER_Y = 196.0  # top of the highest offer row
ROW_H = 62.0
PART_X, PART_COL_W = 58.0, 112.0
CANAL_X, WAGON_X = 516.0, 586.0
OVAL_X, OVAL_Y, OVAL_W = 20.0, 536.0, 138.0
EQUIP_C, CREW_C, RONDEL_R = QPointF(770, 262), QPointF(770, 440), 60.0
EXCHANGE_C, EXCHANGE_R = QPointF(985, 352), 118.0
EARLY = QColor("#F0B39A")  # the round counter's end, once a deck of ship parts ran out or the last lap began
EARLY_INK, LAST_LAP_INK = QColor("#B03A2E"), QColor("#8E4A12")  # the banners: the early end, the last lap
# the least type of the board: the view shows the scene at ~0.556 in a 1280×800 window, and 17 px there are
# 9.4 px on screen (text painted inside pieces, such as the action cards' names, is not held to it)
TEXT_PX = 17


t = tr_key  # a key translated now, %1… filled
tn = tr_n  # a plural key for n, %1… filled


def label(sc: Any, text: str, x: float, y: float, px: float = TEXT_PX, bold: bool = True, colour: QColor = INK) -> Any:
    item = LabelItem(text, px, bold, colour)
    sc.add(item, (x, y))
    return item


def centred_label(sc: Any, text: str, centre: QPointF, px: float = TEXT_PX, bold: bool = True) -> Any:
    item = LabelItem(text, px, bold)
    r = item.boundingRect()
    sc.add(item, (centre.x() - r.width() / 2, centre.y() - r.height() / 2))
    return item


def coin(sc: Any, value: int, centre: QPointF, r: float = 11, tip: str = "", z: float = 2) -> Any:
    def paint(painter: QPainter) -> None:
        painter.setPen(QPen(QColor("#9C7A1E"), 1.2))
        painter.setBrush(QColor("#E9C46A"))
        painter.drawEllipse(QPointF(r + 1, r + 1), r, r)
        painter.setPen(INK)
        painter.setFont(font(r * 1.15, True))
        painter.drawText(QRectF(1, 1, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, str(value))

    disc = PaintedItem(QRectF(0, 0, 2 * r + 2, 2 * r + 2), ("coin", value, r), paint)
    if not tip:
        disc.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    sc.add(disc, QPointF(centre.x() - r - 1, centre.y() - r - 1), tip=tip, z=z)
    return disc


def panel(sc: Any, rect: QRectF, fill: QColor = PAPER, radius: float = 10, z: float = -5, outline: bool = True) -> Any:
    item = PanelItem(rect.width(), rect.height(), fill, radius, outline)
    item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    sc.add(item, rect.topLeft(), z=z)
    return item


def design(card: str) -> Design:
    return design_of(card)


def employee_name(card: str) -> str:
    return render(tx.employee_label(card))


def employee_tip(card: str) -> str:
    d = design_of(card)
    key = tt.EMPLOYEE_TEXT[d.type]
    item = (
        tr_key(tt.ANY_CREW)
        if d.item == "any_crew"
        else tr_key(tx.GOOD_NAMES.get(d.item) or tx.ITEM_NAMES.get(d.item) or tt.NONE)
        if d.item
        else ""
    )
    text = tr_key(key, item, d.level if d.type == "merchant" else d.max_per_ship, d.end_vp)
    if d.surcharge:
        text += " " + tn(tt.SURCHARGE, d.surcharge)
    return text


def employee_card_tip(card: str) -> str:
    """An employee card's tooltip: what it does, and its colour (the contracts count them by colour)."""
    colour = tr_key(tt.COLOUR_NAMES[design_of(card).colour])
    return f"{employee_tip(card)} {t(tt.EMPLOYEE_COLOUR_TIP, colour)}"


def oval_card(st: ShipyardState, steps: int, slot: int) -> str:
    stack = st.oval[(st.oval_pos + steps) % OVAL_SPACES][slot]
    return stack[-1] if stack else ""


def _mine(sc: Any, kind: type) -> list[Any]:
    return [a for a in sc.legal if isinstance(a, kind)]


def slide(sc: Any, item: Any, start: QPointF, end: QPointF, ms: int = 320) -> None:
    """A piece that changed place slides there (the view catches up with the model)."""
    anim = QVariantAnimation(sc)
    anim.setStartValue(start)
    anim.setEndValue(end)
    anim.setDuration(ms)
    anim.setEasingCurve(QEasingCurve.Type.OutCubic)
    anim.valueChanged.connect(lambda p: item.setPos(p) if shiboken6.isValid(item) else None)
    item.setPos(start)
    anim.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)


# -- the action track ----------------------------------------------------------------------------------
def space_rect(i: int) -> QRectF:
    return QRectF(TRACK_X + i * SPACE_W, TRACK_Y, SPACE_W - 2, SPACE_H)


def figures_of(sc: Any, seats: list[int]) -> str:
    """Who stands on a card: "Anna, Boris", or "Anna (2 figures)" for a two-player two-figure card."""
    out = []
    for seat in dict.fromkeys(seats):
        n = seats.count(seat)
        out.append(tr_n(tt.FIGURES_OF, n, sc.full_name(seat)) if n > 1 else sc.full_name(seat))
    return ", ".join(out)


def draw_track(sc: Any, st: ShipyardState) -> None:
    label(sc, t(tt.TRACK), TRACK_X, 5, TEXT_PX)
    choose = {a.card: a for a in _mine(sc, Choose)}
    bonus = {a.card: a for a in _mine(sc, Bonus)}
    first = space_rect(0)
    centred_label(sc, t(tt.START), QPointF(first.center().x(), first.bottom() - 10), TEXT_PX, False)
    by_pos = {pos: c for c, pos in st.card_pos.items()}
    for pos, card in by_pos.items():
        r = space_rect(pos)
        name = tr_key(tx.CARD_NAMES[card])
        lit = card in choose or card in bonus
        item = ActionCardItem(card, name, r.width() - 6, 80, lit, card == st.lead)
        click = choose.get(card) or bonus.get(card)
        # the player chooses now and may not choose this one: the engine's reason, in its tooltip and
        # said when it is pressed (a click said nothing)
        refused = sc.model.refusal(sc.me, Choose(card)) if choose and card not in choose else ""
        if st.mode == FINAL and not refused:  # any card, no income (§6)
            tip = t(tt.CARD_TIP_FINAL, name)
        elif st.mode == FINAL:  # the final action, but not this card (no goods wagon for the exchange)
            tip = f"{name}. {refused}"
        elif occupied(st, card):
            tip = t(tt.CARD_TIP_TAKEN, name, figures_of(sc, st.figures[card]))
        elif card == st.lead:
            tip = t(tt.CARD_TIP_LEAD, name)
        elif refused:
            tip = f"{name}. {refused}"
        else:
            paid = pays(st, card)
            tip = t(tt.CARD_TIP, name, tt.coins(paid)) if paid else t(tt.CARD_TIP_NOTHING, name)
        at = QPointF(r.x() + 3, r.y() + 4)
        # the player chooses now: a click on a card he may not take says why (it said nothing)
        sc.add(item, at, click=click, tip=tip, target=("card", card), inert="" if click else refused)
        was = sc.card_at.get(card)
        if was is not None and was != at and sc.animations:
            slide(sc, item, was, at)
        sc.card_at[card] = at
        if card in choose and st.stage == CHOOSE and st.mode != FINAL:
            coin(sc, pays(st, card), QPointF(r.x() + 12, r.y() + 12), 10).setToolTip(tip)
        seats = st.figures.get(card, [])
        for k, seat in enumerate(seats):
            fig = QGraphicsPathItem(sc.mark(seat, QRectF(-9, -9, 18, 18)))
            colour = QColor(sc.model.colours[seat] or "#0072B2")
            fig.setBrush(colour)
            fig.setPen(QPen(colour.darker(160), 1.3))
            fig.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            fig_tip = t(tt.FIGURE_ON_TIP_FINAL if st.mode == FINAL else tt.FIGURE_ON_TIP, sc.full_name(seat), name)
            # on the start space they stand above its label, not on it
            y = r.bottom() - (32 if pos == 0 else 14)
            sc.add(fig, (r.x() + 14 + k * 20, y), tip=fig_tip, z=3)
    # the round counter, top of the right column: its name, the spaces, and what the end's nearness means
    cx, cy = 1148.0, 150.0
    name = label(sc, t(tt.COUNTER), cx, cy, TEXT_PX)
    # a deck of ship parts ran out (RULES.md 8.2): the round goes on to the last seat, then the game ends
    early = st.early_end and st.mode == REGULAR
    last = last_lap(st)  # the counter's last space: the lap under way ends the regular turns (RULES.md 8.1)
    if early:
        counter_tip = t(tt.EARLY_TIP, sc.full_name(st.last_seat))
    elif last:
        counter_tip = tn(tt.LAST_LAP_TIP, lap_turns_left(st), sc.full_name(last_turn_seat(st)))
    else:
        counter_tip = t(tt.COUNTER_TIP) + "\n" + t(tt.COUNTER_START[st.players])
    x = cx + name.boundingRect().width() + 6
    for k, mark in enumerate(COUNTER):
        text = mark if mark not in ("blank", "end") else ("" if mark == "blank" else t(tt.COUNTER_MARK))
        width = max(34.0, LabelItem(text, TEXT_PX, True).boundingRect().width() + 8)
        r = QRectF(x, cy - 4, width, 30)
        x += width + 4
        fill = GLOW if k == st.counter else EARLY if (early or last) and mark == "end" else QColor("#F2E6C8")
        box = panel(sc, r, fill, 6, 0)
        box.setToolTip(counter_tip)
        box.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        centred_label(sc, text, r.center(), TEXT_PX)
    if st.mode == FINAL:
        label(sc, t(tt.FINAL_ROUND), x + 4, cy + 1, TEXT_PX)
    elif early or last:
        words, ink = (t(tt.EARLY_MARK), EARLY_INK) if early else (t(tt.LAST_LAP_MARK), LAST_LAP_INK)
        banner = label(sc, words, x + 4, cy + 1, TEXT_PX, True, ink)
        banner.setToolTip(counter_tip)


# -- the offers -------------------------------------------------------------------------------------------
def row_y(row: int) -> float:
    """Top of offer row `row` (row 0, the free one, at the bottom)."""
    return OFFER_Y + (ROWS - 1 - row) * ROW_H


def draw_market(sc: Any, st: ShipyardState) -> None:
    label(sc, t(tt.PARTS), PART_X, 151)
    label(sc, t(tt.CANALS), CANAL_X - 2, 151)
    # "Goods wagons" over its narrow column: on two lines where one is too long for it
    for k, words in enumerate(wrap_words(t(tt.WAGONS), font(TEXT_PX, True), 700 - WAGON_X - 16)[:2]):
        label(sc, words, WAGON_X + 12, 151 + k * 21)
    decks = {k: len(v) for k, v in st.decks.items()}
    for col, kind in enumerate(COLUMN_KIND):
        if col == 2:
            continue
        x = PART_X + col * PART_COL_W + (PART_COL_W / 2 if col == 1 else 0)
        label(sc, t(tt.DECK, decks.get(kind, 0)), x + 10, 172, TEXT_PX, False)
    for row in range(ROWS):
        y = row_y(row)
        row_tip = t(tt.PRICE_TIP, tt.coins(price(row))) if price(row) else t(tt.PRICE_TIP_FREE)
        coin(sc, price(row), QPointF(36, y + ROW_H / 2 - 3), 12, row_tip)
    takes = _mine(sc, TakePart)
    takeable = {(a.column, a.row) for a in takes}

    def inert(moves: list[Any], card: str) -> str:
        """Said when a person presses a thing of the offer no move of theirs takes now (it did not move)."""
        if sc.acting() is None or moves or card in (st.chosen, st.bonus):  # its own card: the tooltip says more
            return ""
        return t(tt.TAKEN_WITH, tr_key(tx.CARD_NAMES[card]))

    def part_refused(col: int, row: int) -> str:
        """A ship part pressed while building that cannot be bought now: the engine's reason (three
        bought already, its price, no slot it could ever take)."""
        seat = sc.acting()
        if seat is None or (col, row) in takeable or not takes_now():
            return inert(takes, "build_ships")
        yard = st.ps[seat].yard
        free = next((k for k, pid in enumerate(yard) if not pid), 0)
        return str(sc.model.refusal(seat, TakePart(col, row, free)))

    def takes_now() -> bool:  # building ships is the action being carried out now
        return st.stage == ACT and current_card(st) == "build_ships"

    for col, column in enumerate(st.columns):
        for row, pid in enumerate(column):
            if pid is None:
                continue
            tip = t(tt.PART_TIP, tr_key(tt.KIND[part(pid).kind]), tt.price_text(price(row)), tips.part_features(pid))
            item = PartItem(pid, 106, 56)
            key = ("part", col, row) if (col, row) in takeable else None
            sc.add(
                item,
                (PART_X + col * PART_COL_W, row_y(row)),
                tip=tip,
                piece=key,
                z=2,
                inert="" if key else part_refused(col, row),
            )
            if key is None and sc.acting() is not None and takes:
                item.setOpacity(0.55)
    for kind in blank_kinds(st):  # the engine's own list: the kinds the offer holds none of now
        col = BLANK_COLUMN[kind]
        blank = PartItem(BLANK[kind], 106, 56)
        bkey: Hashable = ("blank", kind) if (col, -1) in takeable else None  # a blank's row is -1
        tip = t(tt.BLANK_TIP, t(tt.BLANK_NAMES[kind]))
        at = (PART_X + col * PART_COL_W, row_y(0))
        # pressed when it cannot be taken, it says why, as a real part does (it said nothing)
        sc.add(blank, at, tip=tip, piece=bkey, z=2, inert="" if bkey else part_refused(col, -1))
        if bkey is None and sc.acting() is not None and takes:
            blank.setOpacity(0.55)
    rents = _mine(sc, RentCanal)
    for i, tile in enumerate(st.canal_offer):
        tip = t(tt.CANAL_TIP, tt.price_text(price(i)), tips.officials(tile))
        ckey: Hashable = ("canal", i) if any(a.index == i for a in rents) else None
        canal = CanalItem(tile, sc.rot if ckey else 0, 56)
        sc.add(canal, (CANAL_X, row_y(i)), tip=tip, piece=ckey, z=2, inert=inert(rents, "rent_canal"))
    buys = _mine(sc, BuyGoods)
    for i, wagon in enumerate(st.wagon_offer):
        goods = ", ".join(tr_key(tx.GOOD_NAMES[g]) for g in tables().wagons[wagon])
        wkey: Hashable = ("offer_wagon", i) if any(a.index == i for a in buys) else None
        sc.add(
            WagonItem(wagon, 104, 48),
            (WAGON_X, row_y(i) + 4),
            tip=t(tt.WAGON_TIP, tt.price_text(price(i)), goods),
            piece=wkey,
            z=2,
            inert=inert(buys, "buy_goods"),
        )


# -- the circles, the oval and the exchange -------------------------------------------------------------------
def _sector_path(centre: QPointF, r: float, k: int, n: int = 4) -> QPainterPath:
    path = QPainterPath()
    path.moveTo(centre)
    start = 90 - k * 360 / n  # clockwise from the top
    path.arcTo(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), start, -360 / n)
    path.closeSubpath()
    return path


def _sector_centre(centre: QPointF, r: float, k: int, n: int = 4) -> QPointF:
    a = math.radians(90 - (k + 0.5) * 360 / n)
    return QPointF(centre.x() + math.cos(a) * r, centre.y() - math.sin(a) * r)


def _circle(sc: Any, st: ShipyardState, which: str, centre: QPointF, circle: tuple[str, ...], pos: int) -> None:
    acting = sc.acting()
    p = st.ps[sc.me]
    kind = ProduceEquipment if which == "equip" else RecruitCrew
    legal = {a.steps: a for a in _mine(sc, kind)}
    active_card = EQUIP if which == "equip" else CREW_CARD
    showing = st.stage == ACT and acting is not None and active_card in (st.chosen, st.bonus)
    label(sc, t(tt.EQUIPMENT if which == "equip" else tt.CREW), centre.x() - RONDEL_R, centre.y() - RONDEL_R - 26)
    for k, item_name in enumerate(circle):
        steps = (k - pos) % len(circle) or len(circle)
        sector = QGraphicsPathItem(_sector_path(centre, RONDEL_R, k, len(circle)))
        sector.setBrush(QColor("#F3EBD8") if k % 2 else QColor("#E9DFC6"))
        sector.setPen(QPen(QColor("#8C7B5E"), 1.2))
        item = tr_key(tx.ITEM_NAMES[item_name])
        tip = tn(tt.SECTOR_TIP, steps, item, tt.price_text(circle_cost(p, steps)))
        sc.add(sector, tip=tip, target=(which, steps), click=legal.get(steps))
        c = _sector_centre(centre, RONDEL_R * 0.58, k, len(circle))
        token = TokenItem(item_name, 30)
        token.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        sc.add(token, (c.x() - 15, c.y() - 15), tip=tip, z=1)
        if showing and steps in legal:
            edge = _sector_centre(centre, RONDEL_R + 12, k, len(circle))
            coin(sc, circle_cost(p, steps), edge, 10).setToolTip(tip)
    c = _sector_centre(centre, RONDEL_R * 0.6, pos, len(circle))
    marker = QGraphicsEllipseItem(-11, -11, 22, 22)
    marker.setBrush(QColor("#37474F"))
    marker.setPen(QPen(QColor("#FFFFFF"), 2))
    key = ("marker", which) if legal else None
    sc.add(marker, (c.x() + 14, c.y() + 8), piece=key, tip=tips.marker_tip(which), z=6)


def draw_rondels(sc: Any, st: ShipyardState) -> None:
    tb = tables()
    _circle(sc, st, "equip", EQUIP_C, tb.equipment_circle, st.equip_pos)
    _circle(sc, st, "crew", CREW_C, tb.crew_circle, st.crew_pos)
    _exchange(sc, st)
    _oval(sc, st)


def _hexagon(centre: QPointF, r: float) -> QPolygonF:
    return QPolygonF(
        [
            QPointF(
                centre.x() + r * math.cos(math.radians(60 * k - 90)),
                centre.y() + r * math.sin(math.radians(60 * k - 90)),
            )
            for k in range(6)
        ]
    )


def _exchange(sc: Any, st: ShipyardState) -> None:
    tb = tables()
    label(sc, t(tt.EXCHANGE), EXCHANGE_C.x() - 60, 154)
    prices = tb.exchange_prices[(st.exchange_pos + 1) % len(tb.exchange_prices)]  # the next exchange's space
    hexagon = QGraphicsPolygonItem(_hexagon(EXCHANGE_C, EXCHANGE_R))
    hexagon.setBrush(QColor("#DCE8CF"))
    hexagon.setPen(QPen(QColor("#6E8B57"), 2))
    tip = t(tt.EXCHANGE_TIP, prices["coal"], prices["steel"], prices["wheat"])
    sc.add(hexagon, tip=tip, target=("exchange",), z=-1)
    for k, space in enumerate(tb.exchange_prices):
        a = math.radians(60 * k - 60)
        c = QPointF(EXCHANGE_C.x() + EXCHANGE_R * 0.78 * math.cos(a), EXCHANGE_C.y() + EXCHANGE_R * 0.78 * math.sin(a))
        here = k == st.exchange_pos

        def paint_box(painter: QPainter, space: dict[str, int] = space, here: bool = here) -> None:
            painter.setPen(QPen(QColor("#B9AD92"), 1.2))
            painter.setBrush(GLOW if here else QColor("#F4F0E2"))
            painter.drawRoundedRect(QRectF(0.5, 0.5, 51, 45), 6, 6)
            painter.setFont(font(11, True))
            for j, good in enumerate(("coal", "steel", "wheat")):
                paint_token(painter, good, QRectF(6, 2 + j * 14, 13, 13))
                painter.setPen(INK)
                painter.drawText(QRectF(24, 1 + j * 14, 24, 14), Qt.AlignmentFlag.AlignVCenter, str(space[good]))

        box = PaintedItem(QRectF(0, 0, 52, 46), ("exbox", k, here), paint_box)
        sc.add(box, (c.x() - 26, c.y() - 23), tip=t(tt.EXCHANGE_TIP, space["coal"], space["steel"], space["wheat"]))
    # the exchange groups inside, toggled when a wagon card is brought here
    exchanging = sc.ex_wagon is not None
    goods_here = tb.wagons[sc.ex_wagon] if exchanging else ()
    for j, good in enumerate(("coal", "steel", "wheat")):
        y = EXCHANGE_C.y() - 40 + j * 30
        tok = TokenItem(good, 22)
        tok.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        good_tip = t(tt.EXCHANGE_GOOD_TIP, tr_key(tx.GOOD_NAMES[good]), tt.coins(prices[good]))
        sc.add(tok, (EXCHANGE_C.x() - 62, y), tip=good_tip, z=1)
        for m, item_name in enumerate(tb.exchange_items[good]):
            x = EXCHANGE_C.x() - 32 + m * 30
            chosen = item_name in sc.ex_items
            possible = exchanging and good in goods_here
            tok2 = TokenItem(item_name, 26, 1, exchanging and not possible)
            key = ("exitem", item_name) if exchanging else None
            tip = tr_key(tx.ITEM_NAMES[item_name])
            sc.add(tok2, (x, y - 2), piece=key, tip=tip, z=3)
            if chosen:
                ring = QGraphicsEllipseItem(-16, -16, 32, 32)
                ring.setPen(QPen(GLOW.darker(115), 3.5))
                ring.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                sc.add(ring, (x + 13, y + 11), tip=tip, z=4)
    if exchanging:
        exch = Exchange(sc.ex_wagon, tuple(sorted(sc.ex_items)))
        ok = exch in sc.legal
        if ok:
            value = sc.exchange_value(st, exch)
            # under the hexagon's foot: between its lower price boxes it covered the left one
            centred_label(sc, "= " + tt.coins(value), QPointF(EXCHANGE_C.x(), EXCHANGE_C.y() + EXCHANGE_R + 13))


def oval_space_rect(space: int) -> QRectF:
    return QRectF(OVAL_X + space * OVAL_W, OVAL_Y + 8, OVAL_W - 6, 140)


def _oval(sc: Any, st: ShipyardState) -> None:
    label(sc, t(tt.OVAL), OVAL_X + 4, OVAL_Y - 24)
    p = st.ps[sc.me]
    hires = {(a.steps, a.slot): a for a in _mine(sc, Hire)}
    showing = bool(hires)
    for space in range(OVAL_SPACES):
        r = oval_space_rect(space)
        here = space == st.oval_pos
        steps = (space - st.oval_pos) % OVAL_SPACES or OVAL_SPACES
        cost = oval_cost(p, steps) if showing else -1
        tops = tuple((stack[-1] if stack else "", len(stack)) for stack in st.oval[space])

        def paint_space(
            painter: QPainter, r: QRectF = r, here: bool = here, cost: int = cost, tops: Any = tops
        ) -> None:
            painter.setPen(QPen(QColor("#B9AD92"), 1.2))
            painter.setBrush(QColor("#F1DE9C") if here else QColor("#F6EFD9"))
            painter.drawRoundedRect(QRectF(0.5, 0.5, r.width() - 1, r.height() - 1), 8, 8)
            if cost >= 0:
                c = QPointF(r.width() - 14, 14)
                painter.setPen(QPen(QColor("#9C7A1E"), 1.2))
                painter.setBrush(QColor("#E9C46A"))
                painter.drawEllipse(c, 10, 10)
                painter.setPen(INK)
                painter.setFont(font(11.5, True))
                painter.drawText(QRectF(c.x() - 10, c.y() - 10, 20, 20), Qt.AlignmentFlag.AlignCenter, str(cost))
            for slot, (card, n) in enumerate(tops):
                cell = QRectF(6 + slot * 42, 30, 38, 56)
                if not card:
                    painter.setPen(QPen(QColor("#C9BC9C"), 1, Qt.PenStyle.DashLine))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRect(cell)
                    continue
                paint_employee(painter, card, cell)
                if n > 1:
                    painter.setPen(INK)
                    painter.setFont(font(10, True))
                    painter.drawText(
                        QRectF(cell.x(), cell.bottom() + 1, cell.width(), 14), Qt.AlignmentFlag.AlignCenter, f"×{n}"
                    )

        space_tip = t(tt.OVAL_SPACE_TIP, steps, tt.price_text(oval_cost(p, steps)))
        sc.add(
            PaintedItem(QRectF(0, 0, r.width(), r.height()), ("oval", here, cost, tops), paint_space),
            r.topLeft(),
            tip=space_tip,
            z=-4,
        )
        for slot in range(3):
            stack = st.oval[space][slot]
            x, y = r.x() + 6 + slot * 42, r.y() + 30
            spot = invisible(QGraphicsRectItem(0, 0, 38, 56))
            tip = f"{space_tip} {t(tt.OVAL_EMPTY)}"
            if stack:
                d = design_of(stack[-1])
                step_cost, surcharge = tt.price_text(oval_cost(p, steps)), tt.price_text(d.surcharge)
                tip = tn(tt.OVAL_TIP, steps, employee_card_tip(stack[-1]), step_cost, surcharge)
            sc.add(spot, (x, y), tip=tip, target=("hire", steps, slot), click=hires.get((steps, slot)), z=1)
        if here:
            marker = QGraphicsEllipseItem(-11, -11, 22, 22)
            marker.setBrush(QColor("#37474F"))
            marker.setPen(QPen(QColor("#FFFFFF"), 2))
            key = ("marker", "oval") if hires else None
            sc.add(marker, (r.x() + 16, r.y() + 14), piece=key, tip=tips.marker_tip("oval"), z=6)


def paint_background(painter: QPainter) -> None:
    """What never changes under the pieces: the panels of the main board, the track's spaces and the
    offer rows (drawn into the view's cached background)."""
    painter.setPen(QPen(QColor("#B9AD92"), 1.2))
    for rect in (QRectF(12, 150, 690, 378), QRectF(708, 150, 428, 378), QRectF(12, OVAL_Y - 26, 1124, 186)):
        painter.setBrush(QColor("#EFE7D3"))
        painter.drawRoundedRect(rect, 10, 10)
    for row in range(ROWS):
        y = row_y(row)
        painter.setBrush(QColor("#E6DCC2") if row % 2 else QColor("#EDE4CE"))
        painter.drawRoundedRect(QRectF(16, y - 2, 682, ROW_H - 4), 6, 6)
    for i in range(TRACK_LEN):
        fill = QColor("#E8D49A") if i == 0 else QColor("#BFAF8C") if i == TRACK_LEN - 1 else QColor("#D8CCB0")
        painter.setBrush(fill)
        painter.drawRoundedRect(space_rect(i), 6, 6)
