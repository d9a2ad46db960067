"""A player's side of the table: the shipyard with its nine slots and completed ships, the supply,
employees, wagon cards and contracts, the canal system with the boat; and the rivals' summaries."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsPathItem,
    QGraphicsPolygonItem,
    QGraphicsRectItem,
)

import engine.shipyard.canals as cn
import engine.shipyard.texts as tx
from desktop.common.i18n import tr_key, tr_n
from desktop.common.painted import (
    DashedBox,
    LabelItem,
    PaintedItem,
    fan_step,
    fit_block,
    fit_line,
    font,
    invisible,
    wrap_words,
)
from desktop.shipyard import texts as tt
from desktop.shipyard import tips
from desktop.shipyard.art import (
    GLOW,
    INK,
    CanalItem,
    EmployeeItem,
    PartItem,
    TokenItem,
    WagonItem,
    mount_spots,
    paint_canal,
    paint_employee,
    paint_part,
    paint_token,
    space_point,
)
from desktop.shipyard.board import TEXT_PX, coin, employee_card_tip, employee_tip, label, panel
from desktop.shipyard.board import employee_name as board_employee_name
from engine.shipyard.actions import Bonus, Choose, Discard, Exchange, Fit, RentCanal, SteerTo
from engine.shipyard.contracts import contract_points
from engine.shipyard.data import BONUS_COST, EQUIPMENT, ITEMS, MOUNT_FOR, SLOTS, STEP, tables
from engine.shipyard.state import SHIPS, Player, ShipyardState
from engine.shipyard.voyage import constructor_room, hull, launch_fault, points_before, speed
from engine.shipyard.yard import completed_ships

ME_Y = 706.0
SLOT_X, SLOT_Y, SLOT_W, SLOT_H = 22.0, 768.0, 106.0, 72.0
SUPPLY_W = 326.0  # a rival's row of items and employees, left of his canals
YARD_RIGHT = 996.0  # where the yard's words stop: the wagon cards' box begins 8 px further
HEAD_Y = ME_Y + 27  # the middle of the figure and the name line: clear of the yard's title under them
GRID_RECT = QRectF(1148, 214, 560, 270)
OTHERS_Y = 496.0


t = tr_key  # a key translated now, %1… filled
tn = tr_n  # a plural key for n, %1… filled


class Geometry:
    """Where the cells and spaces of the big canal grid are."""

    def __init__(self) -> None:
        self.origin = QPointF(0, 0)  # centre of cell (0, 0)
        self.cell = 70.0

    def fit(self, cells: set[tuple[int, int]], rect: QRectF, largest: float = 96) -> None:
        xs = [x for x, _ in cells] or [0]
        ys = [y for _, y in cells] or [0]
        cols, rows = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
        self.cell = min(largest, (rect.width() - 10) / cols, (rect.height() - 10) / rows)
        cx = (min(xs) + max(xs)) / 2
        cy = (min(ys) + max(ys)) / 2
        self.origin = QPointF(rect.center().x() - cx * self.cell, rect.center().y() - cy * self.cell)

    def centre(self, x: int, y: int) -> QPointF:
        return QPointF(self.origin.x() + x * self.cell, self.origin.y() + y * self.cell)

    def cell_rect(self, x: int, y: int) -> QRectF:
        c = self.centre(x, y)
        h = self.cell / 2
        return QRectF(c.x() - h, c.y() - h, self.cell, self.cell)

    def space(self, x: int, y: int, tile: str, rotation: int, space: str) -> QPointF:
        dx, dy = space_point(tile, space, rotation)
        c = self.centre(x, y)
        return QPointF(c.x() + dx * self.cell, c.y() + dy * self.cell)


# -- fitting a ship --------------------------------------------------------------------------------------
def _ship_parts(p: Player, bow: int) -> tuple[str, ...]:
    for a, b in completed_ships(p.yard):
        if a == bow:
            return tuple(p.yard[a : b + 1])
    return ()


def placed(p: Player, bow: int, load: dict[str, int]) -> dict[str, list[str]]:
    """Which item each place of the ship shows: mounts by type, cabins, the helm, constructors' places."""
    parts = _ship_parts(p, bow)
    h = hull(parts)
    room = constructor_room(p.employees)
    left = dict(load)
    out: dict[str, list[str]] = {"helm": [], "cabin": [], "sail_funnel": [], "propeller": [], "crane": [], "cannon": []}
    if left.get("captain", 0):
        out["helm"].append("captain")
        left["captain"] -= 1
    for item in ("sail", "funnel", "propeller", "crane", "cannon"):
        mount = MOUNT_FOR[item]
        while left.get(item, 0) and len(out[mount]) < getattr(h, mount):
            out[mount].append(item)
            left[item] -= 1
    for item in ("captain", "merchant", "soldier"):
        while left.get(item, 0) and len(out["cabin"]) < h.cabins:
            out["cabin"].append(item)
            left[item] -= 1
    for item, n in room.items():
        out[f"extra_{item}"] = []
        cand = (item,) if item != "any_crew" else ("captain", "merchant", "soldier")
        for c in cand:
            while left.get(c, 0) and len(out[f"extra_{item}"]) < n:
                out[f"extra_{item}"].append(c)
                left[c] -= 1
    return out


def fit_groups(sc: Any, st: ShipyardState, bow: int, item: str) -> list[str]:
    """The places on ship `bow` that light up for `item` (its mounts, cabins, the constructors')."""
    p = st.ps[sc.me]
    load = dict(st.fitting) if bow == st.fit_ship else {}
    shown = placed(p, bow, load)
    h = hull(_ship_parts(p, bow))
    room = constructor_room(p.employees)
    out = []
    if item in EQUIPMENT:
        mount = MOUNT_FOR[item]
        if len(shown[mount]) < getattr(h, mount):
            out.append(mount)
        if room.get(item, 0) > len(shown.get(f"extra_{item}", [])):
            out.append(f"extra_{item}")
    else:
        if item == "captain" and not shown["helm"]:
            out.append("helm")
        else:
            if len(shown["cabin"]) < h.cabins:
                out.append("cabin")
            if room.get("any_crew", 0) > len(shown.get("extra_any_crew", [])):
                out.append("extra_any_crew")
    return out or ["ship"]


def _slot_rect(slot: int) -> QRectF:
    return QRectF(SLOT_X + slot * SLOT_W, SLOT_Y, SLOT_W - 4, SLOT_H)


def _draw_ship_places(sc: Any, st: ShipyardState, p: Player, bow: int, stern: int, lit: bool) -> None:
    """The mounts, cabins and helm of a completed ship as places items go to, filled as fitted."""
    load = dict(st.fitting) if bow == st.fit_ship else {}
    shown = placed(p, bow, load)
    spots: dict[str, list[QRectF]] = {}
    for slot in range(bow, stern + 1):
        r = _slot_rect(slot)
        for name, rect in mount_spots(p.yard[slot], QRectF(r.x() + 1, r.y() + 4, r.width() - 2, r.height() - 6)):
            spots.setdefault(name, []).append(rect)
    b = _slot_rect(bow)
    spots["helm"] = [QRectF(b.x() + 6, b.y() + 4, 22, 22)]
    room = constructor_room(p.employees)
    ship_tip = t(tt.SHIP_TIP)
    x = _slot_rect(bow).x() + 4
    for item, n in room.items():
        spots[f"extra_{item}"] = []
        for _ in range(n):
            spots[f"extra_{item}"].append(QRectF(x, SLOT_Y + SLOT_H + 24, 22, 22))
            x += 25
        x += 6
    for group, rects in spots.items():
        filled = shown.get(group, [])
        extra = tips.constructor_tip(p.employees, group[6:], employee_tip) if group.startswith("extra_") else ""
        tip = tips.place_tip(group, len(filled), len(rects), extra)
        path = QPainterPath()
        for k, rect in enumerate(rects):
            path.addRoundedRect(rect, 4, 4)
            if k < len(filled):
                tok = TokenItem(filled[k], rect.width())
                tok.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                sc.add(tok, rect.topLeft(), tip=tips.item_name(filled[k]), z=5)
            elif group == "helm" or group.startswith("extra_"):
                ghost = QGraphicsEllipseItem(rect)
                ghost.setPen(QPen(QColor("#6D5D43"), 1, Qt.PenStyle.DashLine))
                ghost.setBrush(QColor(255, 255, 255, 90))
                ghost.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                sc.add(ghost, tip=tip, z=4)
                icon = "captain" if group == "helm" else group[6:]
                if icon in ITEMS:
                    tok = TokenItem(icon, rect.width() * 0.8, 1, True)
                    tok.setOpacity(0.45)
                    tok.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                    sc.add(tok, rect.topLeft() + QPointF(rect.width() * 0.1, rect.height() * 0.1), tip=tip, z=4)
        zone = invisible(QGraphicsPathItem(path))
        sc.add(zone, tip=tip, target=("place", bow, group), z=3)
    whole = invisible(QGraphicsRectItem(QRectF(_slot_rect(bow).topLeft(), _slot_rect(stern).bottomRight())))
    whole.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    sc.add(whole, tip=ship_tip, target=("place", bow, "ship"), z=-2)
    # speed and conditions, live
    spd = speed(load, False, 0)
    # the engine's verdict, as the launch button says: a ship launched now to be dismantled scores nothing
    # (its points before sailing read as if it would sail)
    fault = launch_fault(load, p.canals, p.boat, p.stern, spd)
    info = t(tt.SPEED, spd, tt.points(0 if fault else points_before(load, spd)))
    cond = t(tt.COND_OK) if load.get("captain", 0) else t(tt.COND_CAPTAIN)
    reach = cn.longest(p.canals, p.boat, p.stern) if p.canals else 0
    line = f"{info} · {cond} · {tr_n(tt.COND_CANALS, reach)}"
    # under the ship, from its bow; a ship near the yard's end moves its line left, never into the wagon
    # cards' box beside the yard (the longest, in English, takes 780 of the yard's 974 px)
    right = YARD_RIGHT
    px = TEXT_PX
    width = LabelItem(line, px, lit).boundingRect().width()
    x = max(SLOT_X, min(_slot_rect(bow).x() + 2, right - width))
    text = label(sc, line, x, SLOT_Y + SLOT_H + 2, px, lit)
    if fault:
        text.setBrush(QColor("#B03A2E"))


def draw_me(sc: Any, st: ShipyardState) -> None:  # noqa: C901 - the player's whole side
    p = st.ps[sc.me]
    seat = sc.me
    colour = QColor(sc.model.colours[seat] or "#0072B2")
    panel(sc, QRectF(12, ME_Y, 1124, 8), colour, 4, -5, outline=False)
    # the figure, the bonus coins, name, coins, points
    x = 24.0
    figure_key = ("figure",) if any(isinstance(a, Choose) for a in sc.legal) else None
    fig = QGraphicsPathItem(sc.mark(seat, QRectF(-14, -14, 28, 28)))
    fig.setBrush(colour)
    fig.setPen(QPen(colour.darker(160), 1.6))
    sc.add(fig, (x + 14, HEAD_Y), piece=figure_key, tip=t(tt.FIGURE_TIP, sc.full_name(seat)), z=6)
    x += 40
    if any(isinstance(a, Bonus) for a in sc.legal):
        stack = coin(sc, BONUS_COST, QPointF(x + 14, HEAD_Y), 14, z=6)
        stack.setToolTip(t(tt.BONUS_TIP, BONUS_COST))
        sc._cur.pieces[("bonus",)] = stack
        stack.setCursor(Qt.CursorShape.OpenHandCursor)
        x += 40
    name = sc.name(seat)
    fleet = tn(tt.FLEET, len(p.fleet))
    head = f"{name} · {tt.coins(p.coins)} · {tt.points(_total(sc, st, seat))} · {fleet}"
    sx = 600.0  # the supply's column: the line stops before it
    yours = sc.model.addresses(seat)
    line = label(sc, fit_line(head, name, font(TEXT_PX, True), sx - x - 12), x, HEAD_Y - 12, TEXT_PX)
    title = tn(tt.YOUR_FLEET, len(p.fleet)) if yours else tn(tt.FLEET_OF, len(p.fleet), sc.full_name(seat))
    fleet_zone(sc, line, fleet, tips.fleet_tip(title, p), 6)
    # the supply
    supply_head = label(sc, t(tt.SUPPLY), sx, HEAD_Y - 12, TEXT_PX, False)
    fits = {a.item for a in sc.legal if isinstance(a, Fit)}
    # the ship being fitted (or the first finished one): why a thing of the supply goes on no ship now
    bows = [bow for bow, _stern in completed_ships(p.yard)]
    fitted = st.fit_ship if st.fit_ship >= 0 else (bows[0] if bows else -1)
    fitting = st.stage == SHIPS and sc.acting() == seat and fitted >= 0
    sx += max(60.0, supply_head.boundingRect().width() + 6)
    for item in ITEMS:
        n = p.items.get(item, 0)
        if n <= 0:
            continue
        tok = TokenItem(item, 34, n)
        key = ("item", item) if item in fits else None
        what = tr_key(tx.ITEM_NAMES[item])
        tip = t(tt.ITEM_TIP, n, what) if yours else t(tt.ITEM_TIP_OF, n, what, name)
        why = sc.model.refusal(seat, Fit(fitted, item)) if fitting and key is None else ""
        sc.add(tok, (sx, ME_Y + 16), tip=tip, piece=key, z=6, inert=why)
        sx += 38
    # the yard
    label(
        sc,
        t(tt.YOUR_YARD) if yours else t(tt.YARD_OF, name),
        SLOT_X,
        SLOT_Y - 21,
    )
    ships = completed_ships(p.yard)
    fit_ships = {a.ship for a in sc.legal if isinstance(a, Fit)} | ({st.fit_ship} if st.fit_ship >= 0 else set())
    for bow, stern in ships:
        glow = panel(
            sc, QRectF(_slot_rect(bow).x() - 3, SLOT_Y - 3, (stern - bow + 1) * SLOT_W + 2, SLOT_H + 6), GLOW, 8, -3
        )
        glow.setOpacity(0.75)
        glow.setToolTip(t(tt.SHIP_TIP))
    for slot in range(SLOTS):
        r = _slot_rect(slot)
        box = DashedBox(r.width(), r.height(), "#A89A7C", 60, str(slot + 1))
        sc.add(box, r.topLeft(), tip=t(tt.SLOT_TIP, slot + 1), target=("slot", slot), z=-1)
        pid = p.yard[slot]
        if pid:
            part_item = PartItem(pid, r.width(), r.height() - 4)
            part_item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            sc.add(part_item, (r.x(), r.y() + 2), tip=tips.yard_part_tip(pid, slot), z=1)
    for bow, stern in ships:
        _draw_ship_places(sc, st, p, bow, stern, bow in fit_ships)
    # employees, contracts, wagon cards
    label(sc, t(tt.EMPLOYEES), SLOT_X, 916)
    cx = 470.0
    step = fan_step(len(p.employees), 44, cx - 8 - SLOT_X, 48)  # a long row closes up short of the contracts
    for k, card in enumerate(p.employees):
        sc.add(EmployeeItem(card, 44, 62), (SLOT_X + k * step, 940), tip=employee_card_tip(card), z=k * 0.01)
    gone = len(p.discarded)  # said in words in the heading: a bare "− 4" beside a card read as a penalty
    head = label(sc, f"{t(tt.CONTRACTS)} · {t(tt.DISCARDED_HEAD, gone)}" if gone else t(tt.CONTRACTS), cx, 916)
    if gone:
        head.setToolTip(t(tt.DISCARDED_TIP, gone))
    _draw_contracts(sc, st, p, cx, 940)
    wx = 1010.0
    sc.add(DashedBox(128, 336, "#B9AD92", 0), (wx - 6, 740), tip=t(tt.WAGONS_BOX_TIP), target=("my_wagons",), z=-1)
    # "3 wagon cards" on two lines where one is wider than the box
    words = wrap_words(tn(tt.WAGON_CARDS, len(p.wagons)), font(TEXT_PX, True), 118)
    for k, part in enumerate(words[:2]):
        label(sc, part, wx - 2, 742 + k * 21)
    top = 742 + 21 * len(words[:2]) + 3
    exch = {a.wagon for a in sc.legal if isinstance(a, Exchange)}
    step = min(50.0, (1020.0 - top) / max(1, len(p.wagons)))
    for k, wagon in enumerate(p.wagons):
        goods = ", ".join(tr_key(tx.GOOD_NAMES[g]) for g in tables().wagons[wagon])
        key = ("wagon", wagon) if wagon in exch and ("wagon", wagon) not in sc._cur.pieces else None
        sc.add(WagonItem(wagon, 112, 46), (wx, top + k * step), tip=goods, piece=key, z=2 + k)
        if sc.ex_wagon == wagon and key is not None:
            ring = QGraphicsRectItem(QRectF(wx - 3, top - 3 + k * step, 118, 52))
            ring.setPen(QPen(GLOW.darker(115), 3))
            ring.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            sc.add(ring, tip=goods, z=30)
    # the canal system
    _draw_grid(sc, st, p)


def fleet_zone(sc: Any, line: LabelItem, fleet: str, tip: str, z: float) -> None:
    """Over the words "Fleet: 2 ships" of a name line: the fleet ship by ship, when hovered (the whole
    line if its end was cut)."""
    metrics = QFontMetricsF(font(line.px, line.bold))
    at = line.text.rfind(fleet)
    if at >= 0:
        left, width = metrics.horizontalAdvance(line.text[:at]), metrics.horizontalAdvance(fleet)
    else:
        left, width = 0.0, line.boundingRect().width()
    rect = QRectF(line.pos().x() + 1 + left, line.pos().y(), width + 2, line.boundingRect().height())
    zone = invisible(QGraphicsRectItem(rect))
    zone.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    sc.add(zone, tip=tip, z=z)


def _draw_contracts(sc: Any, st: ShipyardState, p: Player, x: float, y: float) -> None:
    discards = [a for a in sc.legal if isinstance(a, Discard)]
    selectable = {c for a in discards for c in a.contracts}
    shown = list(p.contracts)
    w = min(170.0, 520.0 / max(1, len(shown)))
    for k, cid in enumerate(shown):
        r = QRectF(x + k * (w + 4), y, w, 126)
        if cid == "?":  # face down: named as such, nothing more
            panel(sc, r, QColor("#8C7B5E"), 6, 1).setToolTip(tn(tt.HIDDEN_CONTRACTS, 1))
            continue
        c = tables().contracts[cid]
        fill = QColor("#CFE0F3") if c.colour == "blue" else QColor("#D5EBCB")
        pts = contract_points(cid, p)
        colour = t(tt.BLUE_CONTRACT if c.colour == "blue" else tt.GREEN_CONTRACT)
        body = t(tt.CONTRACT_TEXT[cid])
        head = f"{cid} · {tt.points(pts)}"
        # as large as the card's width lets it be (two or three wide cards late in the game), 10 px at least
        hpx = next(
            (px for px in range(13, 10, -1) if QFontMetricsF(font(px, True)).horizontalAdvance(head) <= w - 10), 10
        )
        bold = font(hpx, True)
        if QFontMetricsF(bold).horizontalAdvance(head) > w - 10:  # six narrow cards, in English
            head = fit_line(tt.points(pts), "", bold, w - 10)  # the points matter more than the card's number

        def paint(
            painter: QPainter, fill: QColor = fill, head: str = head, body: str = body, w: float = w, hpx: int = hpx
        ) -> None:
            painter.setPen(QPen(fill.darker(150), 1.2))
            painter.setBrush(fill)
            painter.drawRoundedRect(QRectF(0.6, 0.6, w - 1.2, 124.8), 6, 6)
            painter.setPen(INK)
            painter.setFont(font(hpx, True))
            painter.drawText(QRectF(5, 3, w - 10, hpx + 6), Qt.AlignmentFlag.AlignLeft, head)
            room = QRectF(5, hpx + 11, w - 10, 110 - hpx)
            painter.setFont(fit_block(body, room, 13))  # six narrow cards: a long text takes smaller type
            flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
            painter.drawText(room, flags, body)

        card = PaintedItem(QRectF(0, 0, w, 126), ("contract", head, body, w, fill.name(), hpx), paint)
        tip = t(tt.CONTRACT_TIP, colour, tt.points(pts), body)
        key = ("contract", cid) if cid in selectable else None
        sc.add(card, r.topLeft(), tip=tip, z=1)
        if key is not None:
            sc._cur.pieces[key] = card
            card.setCursor(Qt.CursorShape.PointingHandCursor)
        if cid in sc.discard_sel:
            cross = QGraphicsRectItem(r.adjusted(-3, -3, 3, 3))
            cross.setPen(QPen(QColor("#C62828"), 3))
            cross.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            sc.add(cross, tip=tip, z=8)


# -- the canal system ---------------------------------------------------------------------------------------
def boat_polygon(size: float) -> QPolygonF:
    """A boat pointing right (east), centred on the origin."""
    s = size
    return QPolygonF(
        [
            QPointF(-0.45 * s, -0.22 * s),
            QPointF(0.2 * s, -0.22 * s),
            QPointF(0.5 * s, 0.0),
            QPointF(0.2 * s, 0.22 * s),
            QPointF(-0.45 * s, 0.22 * s),
        ]
    )


def heading(grid: cn.Grid, node: cn.Node, stern: str, geo: Geometry) -> float:
    """The angle (degrees, clockwise from east) the boat points: away from its stern."""
    x, y, space = node
    tile, rot = grid[(x, y)]
    here = geo.space(x, y, tile, rot, space)
    if stern.startswith("e:"):
        dx, dy = STEP[stern[2:]]
        back = QPointF(here.x() + dx * geo.cell * 0.3, here.y() + dy * geo.cell * 0.3)
    elif stern.startswith("s:"):
        back = geo.space(x, y, tile, rot, stern[2:])
    else:
        return 0.0
    import math

    return math.degrees(math.atan2(here.y() - back.y(), here.x() - back.x()))


def _draw_grid(sc: Any, st: ShipyardState, p: Player) -> None:
    rect = GRID_RECT
    # during a maiden voyage the moves left take the place of the used canals (the two were too long together)
    sailing = st.voyage is not None and st.active == sc.me
    state = tn(tt.VOYAGE, st.voyage.left) if st.voyage is not None and sailing else t(tt.USED, len(p.used))
    label(sc, f"{t(tt.CANAL_SYSTEM)} · {state}", rect.x() + 4, rect.y() - 24)
    rents = [a for a in sc.legal if isinstance(a, RentCanal)]
    free = set(cn.placement_cells(p.canals)) if rents or not p.canals else set()
    cells = set(p.canals) | free | sc.voyage.extra_cells()
    geo = sc.geo
    geo.fit(cells or {(0, 0)}, rect)
    for (x, y), (tile, rot) in p.canals.items():
        item = CanalItem(tile, rot, geo.cell)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        r = geo.cell_rect(x, y)
        sc.add(item, r.topLeft(), tip=tips.own_canal_tip(tile), target=("cell", x, y), z=1)
    if not p.canals:
        hint = label(sc, t(tt.NO_CANALS), rect.x() + 8, rect.bottom() - 26, TEXT_PX, False)
        hint.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    for x, y in sorted(free):
        r = geo.cell_rect(x, y)
        box = DashedBox(r.width() - 6, r.height() - 6, "#7FA7B5", 70)
        sc.add(box, r.topLeft() + QPointF(3, 3), tip=t(tt.FREE_CELL_TIP), target=("cell", x, y), z=0)
    if not p.canals and rents:
        for space in ("s0", "s2", "a", "b", "c"):
            spot = QGraphicsEllipseItem(-geo.cell * 0.16, -geo.cell * 0.16, geo.cell * 0.32, geo.cell * 0.32)
            spot.setPen(QPen(Qt.PenStyle.NoPen))
            spot.setBrush(Qt.BrushStyle.NoBrush)
            spot.setVisible(False)
            sc.add(spot, geo.centre(0, 0), target=("end", space), z=7)
    # the next spaces of a voyage
    for a in sc.legal:
        if isinstance(a, SteerTo):
            tile, rot = p.canals[(a.x, a.y)]
            c = geo.space(a.x, a.y, tile, rot, a.space)
            r = geo.cell * 0.14
            spot = QGraphicsEllipseItem(-r, -r, 2 * r, 2 * r)
            spot.setPen(QPen(GLOW.darker(120), 3))
            spot.setBrush(QColor(242, 194, 48, 110))
            sc.add(spot, c, click=a, tip=t(tt.STEER_TIP), target=("space", a.x, a.y, a.space), z=7)
    sc.boat_item = None
    if p.boat is not None and p.boat[:2] in p.canals:
        tile, rot = p.canals[p.boat[:2]]
        c = geo.space(p.boat[0], p.boat[1], tile, rot, p.boat[2])
        boat = QGraphicsPolygonItem(boat_polygon(geo.cell * 0.42))
        colour = QColor(sc.model.colours[sc.me] or "#0072B2")
        boat.setBrush(colour)
        boat.setPen(QPen(colour.darker(170), 1.6))
        boat.setRotation(heading(p.canals, p.boat, p.stern, geo))
        key = ("boat",) if any(isinstance(a, SteerTo) for a in sc.legal) else None
        tip = t(tt.BOAT_TIP) if sc.model.addresses(sc.me) else t(tt.BOAT_TIP_OF, sc.name(sc.me))
        sc.add(boat, c, piece=key, tip=tip, z=9)
        sc.boat_item = boat


def reposition_first_canal(sc: Any, tile: str) -> None:
    """The end-space targets of a first canal follow the canal in hand and its turn."""
    geo = sc.geo
    for space in ("s0", "s2", "a", "b", "c"):
        item = sc.targets.get(("end", space))
        if item is None:
            continue
        if space in cn.end_spaces(tile):
            item.setPos(geo.space(0, 0, tile, sc.rot, space))
            item.setVisible(True)
        else:
            item.setVisible(False)


# -- the rivals --------------------------------------------------------------------------------------------------
def draw_others(sc: Any, st: ShipyardState) -> None:
    others = [s for s in range(st.players) if s != sc.me]
    if not others:
        return
    top, bottom = OTHERS_Y, 1082.0
    h = (bottom - top) / len(others) - 6
    for k, seat in enumerate(others):
        _other(sc, st, seat, QRectF(1144, top + k * (h + 6), 568, h))


def _total(sc: Any, st: ShipyardState, seat: int) -> int:
    """A seat's points as the game counts them: at the end with the contracts and merchants (§7), as on
    the end screen."""
    return int(sc.model.game.scores(st)[seat])


class RivalLayout:
    """Where a rival's summary puts its parts. A short panel (three or four players) keeps the yard, the
    supply and the lines on the left and the canals on the right; the one rival of a two-player game has
    the whole column: the yard and the supply larger, one under the other, and the canals below them."""

    def __init__(self, w: float, h: float) -> None:
        self.tall = h >= 300
        if self.tall:
            self.k = min(1.8, (w - 24) / (SLOTS * 36.0))  # the yard across the panel
            self.head_px, self.head_y = 21.0, 6.0
            self.yard_at = QPointF(12, 38)
            self.supply_at = QPointF(12, self.yard_at.y() + 30 * self.k + 8)
            self.info_y = self.supply_at.y() + 28 * self.k + 8
            top = self.info_y + TEXT_PX + 14
            self.canals_at = QPointF(12, top)
            self.canals = QRectF(0, 0, w - 24, h - top - 10)
            self.largest = 96.0  # as large as the player's own
        else:
            self.k = 1.0
            self.head_px, self.head_y = float(TEXT_PX), 4.0
            self.yard_at = QPointF(12, 30)
            self.supply_at = QPointF(12, 60)
            self.info_y = 90.0
            self.canals_at = QPointF(340, 30)
            self.canals = QRectF(0, 0, w - 350, h - 36)
            self.largest = 60.0  # the room decides: three players' panels are twice as tall as four's
        self.mark = QRectF(10, self.head_y + 2, self.head_px + 1, self.head_px + 1)


def _other(sc: Any, st: ShipyardState, seat: int, r: QRectF) -> None:
    """A rival's summary: yard, supply, employees, cards and canals, in layers each painted once for
    what it shows (a rival's coins changing repaints one line, not the canals)."""
    p = st.ps[seat]
    colour = sc.model.colours[seat] or "#0072B2"
    fleet = tn(tt.FLEET, len(p.fleet))
    head = f"{sc.name(seat)} · {tt.coins(p.coins)} · {tt.points(_total(sc, st, seat))} · {fleet}"
    if seat == st.active:
        head += " · " + t(tt.TURN_BADGE)
    if p.contracts and "?" not in p.contracts:  # turned up at the end (§7): which, and what each scores
        shown = ", ".join(f"{cid} · {tt.points(contract_points(cid, p))}" for cid in p.contracts)
        info = f"{tn(tt.WAGON_CARDS, len(p.wagons))} · {t(tt.OPEN_CONTRACTS, shown)}"
    else:
        info = f"{tn(tt.WAGON_CARDS, len(p.wagons))} · {tn(tt.HIDDEN_CONTRACTS, len(p.contracts))}"
    w, h = r.width(), r.height()
    lay = RivalLayout(w, h)
    k = lay.k
    mark = sc.mark(seat, lay.mark)
    sw = 36.0

    def frame(painter: QPainter) -> None:
        c = QColor(colour)
        painter.setPen(QPen(QColor("#B9AD92"), 1.2))
        painter.setBrush(QColor("#F3ECDA"))
        painter.drawRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), 8, 8)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(c)
        painter.drawRoundedRect(QRectF(0.5, 0.5, 6, h - 1), 3, 3)
        painter.setPen(QPen(c.darker(160), 1.2))
        painter.drawPath(mark)

    def yard(painter: QPainter) -> None:
        painter.scale(k, k)
        for bow, stern in completed_ships(p.yard):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(242, 194, 48, 180))
            painter.drawRoundedRect(QRectF(bow * sw - 2, 0, (stern - bow + 1) * sw, 28), 4, 4)
        for slot in range(SLOTS):
            sr = QRectF(slot * sw, 2, sw - 2, 24)
            painter.setPen(QPen(QColor("#B9AD92"), 1, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(sr)
            if p.yard[slot]:
                paint_part(painter, p.yard[slot], sr.adjusted(0.5, 0.5, -0.5, -0.5))

    held = [item for item in ITEMS if p.items.get(item, 0)]
    staff_x = len(held) * 24.0 + 6
    step = fan_step(len(p.employees), 18, SUPPLY_W - staff_x, 20)  # all of them in the row, closer when many
    card_rects = [QRectF(staff_x + j * step, 0, 18, 26) for j in range(len(p.employees))]

    def supply(painter: QPainter) -> None:
        painter.scale(k, k)
        for j, item in enumerate(held):
            paint_token(painter, item, QRectF(j * 24.0, 2, 22, 22), p.items[item])
        for card, cr in zip(p.employees, card_rects, strict=True):
            paint_employee(painter, card, cr)

    gr = lay.canals

    def canals(painter: QPainter) -> None:
        mini = Geometry()
        mini.fit(set(p.canals) or {(0, 0)}, gr, lay.largest)
        for (cx, cy), (tile, rot) in p.canals.items():
            paint_canal(painter, tile, rot, mini.cell_rect(cx, cy))
        if p.boat is not None and p.boat[:2] in p.canals:
            tile, rot = p.canals[p.boat[:2]]
            at = mini.space(p.boat[0], p.boat[1], tile, rot, p.boat[2])
            painter.save()
            painter.translate(at)
            painter.rotate(heading(p.canals, p.boat, p.stern, mini))
            c = QColor(colour)
            painter.setPen(QPen(c.darker(170), 1))
            painter.setBrush(c)
            painter.drawPolygon(boat_polygon(mini.cell * 0.45))
            painter.restore()

    supply_text = ", ".join(f"{p.items[i]} × {tr_key(tx.ITEM_NAMES[i])}" for i in ITEMS if p.items.get(i, 0))
    staff = ", ".join(board_employee_name(c) for c in p.employees)
    tip = "\n".join(x for x in (head, supply_text, staff, info) if x)
    base = PaintedItem(QRectF(0, 0, w, h), ("rival", w, h, colour, seat, lay.tall), frame)
    sc.add(base, r.topLeft(), tip=tip, z=-4)
    layers = (
        (QRectF(0, 0, SLOTS * sw * k, 30 * k), ("rival-yard", tuple(p.yard), k), yard, lay.yard_at),
        (
            QRectF(0, 0, SUPPLY_W * k, 28 * k),
            ("rival-supply", repr(sorted(p.items.items())), tuple(p.employees), k),
            supply,
            lay.supply_at,
        ),
        (
            gr,
            ("rival-canals", w, h, colour, repr(sorted(p.canals.items())), p.boat, p.stern, lay.tall),
            canals,
            lay.canals_at,
        ),
    )
    layer_tips = (
        tips.rival_yard_tip(sc.full_name(seat), p),
        tips.rival_supply_tip(p, employee_tip),
        tips.rival_canals_tip(sc.full_name(seat), p),
    )
    for (rect, key, fn, at), layer_tip in zip(layers, layer_tips, strict=True):
        layer = PaintedItem(rect, key, fn)
        layer.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        sc.add(layer, r.topLeft() + at, tip=layer_tip, z=-3.9)
    # each employee card its own tooltip, as on the oval and the player's side (the row's names them all)
    supply_at = r.topLeft() + lay.supply_at
    for j, (card, cr) in enumerate(zip(p.employees, card_rects, strict=True)):
        width = cr.width() if j == len(card_rects) - 1 else min(cr.width(), step)
        zone = invisible(QGraphicsRectItem(QRectF(cr.x() * k, cr.y() * k, width * k, cr.height() * k)))
        zone.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        sc.add(zone, supply_at, tip=employee_card_tip(card), z=-3.85)
    name_x = lay.mark.right() + 6
    head_line = fit_line(head, sc.name(seat), font(lay.head_px, True), w - name_x - 8)
    line = LabelItem(head_line, lay.head_px, True)
    line.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
    sc.add(line, r.topLeft() + QPointF(name_x, lay.head_y), z=-3.9)
    fleet_zone(sc, line, fleet, tips.fleet_tip(tn(tt.FLEET_OF, len(p.fleet), sc.full_name(seat)), p), -3.85)
    # the cards' line: left of the canals in a short panel, on two lines where one is too long for it
    room = w - 20 if lay.tall else lay.canals_at.x() - 16
    f = font(TEXT_PX, False)
    rows = [info] if lay.tall else wrap_words(info, f, room)
    if len(rows) > 2:
        rows = [rows[0], " ".join(rows[1:])]
    for n, row in enumerate(rows):
        text = LabelItem(fit_line(row, "", f, room), TEXT_PX, False)  # six contracts at the end: the tip has all
        text.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        sc.add(text, r.topLeft() + QPointF(10, lay.info_y + n * 21), z=-3.9)


def paint_background(painter: QPainter) -> None:
    """The player's table and the canal system's water, under the pieces."""
    painter.setPen(QPen(QColor("#B9AD92"), 1.2))
    painter.setBrush(QColor("#F3ECDA"))
    painter.drawRoundedRect(QRectF(12, ME_Y, 1124, 376), 10, 10)
    painter.setBrush(QColor("#E4EEF0"))
    painter.drawRoundedRect(GRID_RECT.adjusted(-4, -26, 4, 4), 10, 10)
