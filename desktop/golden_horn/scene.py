"""The Golden Horn board: the route from Venice to Constantinople, ships, ports, hands."""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import Any, cast

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
)

import engine.golden_horn.texts as tx
from desktop.common.board import BoardScene
from desktop.common.colours import SEAT_COLOURS, mark_for_colour, mark_path
from desktop.common.i18n import current_language, heading, tr_count, tr_key
from desktop.golden_horn import tips
from desktop.golden_horn.art import GOODS, TEXT_PX, CardItem, CubeItem, ShipItem, darker, symbol_path
from desktop.golden_horn.panels import S_LOAD_CHOICE, UNPLACED_RIGHT, Panels, _font
from desktop.golden_horn.prompts import Prompts
from engine.core.actions import Action, unordered
from engine.core.messages import QT_TRANSLATE_NOOP
from engine.golden_horn.actions import Place, Rob, Sail, Steer
from engine.golden_horn.components import COLOUR_INDEX, COLOURS, HOME_PORTS, MODON, PORT, SEA, components
from engine.golden_horn.state import PLACE, TURN, GoldenHornState

MIN_WIDTH, HEIGHT = 1500.0, 960.0
ROUTE_Y = 430.0
PORT_W, PORT_H = 190.0, 440.0
MODON_BERTH = 84.0  # height of one berth in Modon


# Every text of this scene, marked for Qt Linguist.
S01 = QT_TRANSLATE_NOOP(
    "GoldenHornScene",
    "Sea space: %1. A ship with this sail colour sails on for free; otherwise a %1 wind card moves it on.",
)
S02 = QT_TRANSLATE_NOOP(
    "GoldenHornScene",
    "Modon: %n berth(s). A ship that reaches it with a berth free must stop; a full Modon is skipped. Ships here cannot be robbed.",
)
S03 = QT_TRANSLATE_NOOP(
    "GoldenHornScene",
    "Home port: ships arriving here unload into the warehouse and turn; a ship leaving loads all goods of one colour not on its sails.",
)
S04 = QT_TRANSLATE_NOOP("GoldenHornScene", "%1 goods in the port: %2")
S05 = QT_TRANSLATE_NOOP("GoldenHornScene", "%1 of %2 (sails: %3). Draws %n card(s) on arriving in a port.")
S05_NO_MODON = QT_TRANSLATE_NOOP(
    "GoldenHornScene",
    "%1 of %2 (sails: %3). Draws %n card(s) on arriving in Venice or Constantinople, none in Modon.",
)
S14 = QT_TRANSLATE_NOOP("GoldenHornScene", " loading %1")
S15 = QT_TRANSLATE_NOOP("GoldenHornScene", "Sail here%1: spends %n wind card(s).")
S15_FREE = QT_TRANSLATE_NOOP("GoldenHornScene", "Sail here%1: costs no wind card.")
S16 = QT_TRANSLATE_NOOP("GoldenHornScene", "Send pirates to this ship.")
S17 = QT_TRANSLATE_NOOP("GoldenHornScene", "Select two cards matching the sails of an opponent's loaded ship at sea.")
S18 = QT_TRANSLATE_NOOP("GoldenHornScene", "This ship cannot move now.")
S19 = QT_TRANSLATE_NOOP("GoldenHornScene", "Now click an opponent's ship at sea, or drag a selected card onto it.")
S_KB_CARD_IN = QT_TRANSLATE_NOOP("GoldenHornScene", "%1 card: Space adds it to the two cards for the pirates.")
S_KB_CARD_OUT = QT_TRANSLATE_NOOP("GoldenHornScene", "%1 card, one of the two for the pirates: Space takes it back.")
S_KB_PAIR = QT_TRANSLATE_NOOP(
    "GoldenHornScene", "Two cards chosen: choose the ship to rob with the arrow keys, then press Enter."
)
# the pick lasts for the turn it is made in (_load_choices), not for every ship that ever leaves
S20 = QT_TRANSLATE_NOOP(
    "GoldenHornScene", "This turn, a ship leaving this port loads %1, unless that colour is on its sails."
)
S20_SHIP = QT_TRANSLATE_NOOP("GoldenHornScene", "Leaving this port, the %1 loads the %2 goods.")
S_HEADING = QT_TRANSLATE_NOOP("GoldenHornScene", "Heading for %1.")
# the places the arrow keys come to, named in the status bar (the pointer is not over them): a sea
# space by its colour (%1, "red"), a ship to rob by its owner (%1) and the colours of its sails (%2, which
# the two pirate cards match)
S_SEA_NAME = QT_TRANSLATE_NOOP("GoldenHornScene", "%1 sea space")
S_SHIP_OF = QT_TRANSLATE_NOOP("GoldenHornScene", "Ship of %1 (sails: %2)")
# a ship of the set-up put into a home port (%1, Venice or Constantinople)
S_PLACE_IN = QT_TRANSLATE_NOOP("GoldenHornScene", "Put the ship into %1.")

TABLE = QColor("#E9E2D0")
SEA_COLOUR = QColor("#BFD8E2")


class GoldenHornScene(Prompts, Panels, BoardScene):
    """Draws a Golden Horn view and turns drags into Place / Sail / Rob actions."""

    def __init__(self, model: Any) -> None:
        super().__init__(model)
        self.width_ = MIN_WIDTH
        self.setSceneRect(0, 0, MIN_WIDTH, HEIGHT)
        self.setBackgroundBrush(TABLE)
        self.game = model.game
        self.view_state: GoldenHornState | None = None
        self.load_pref: dict[int, int] = {}  # home port -> colour picked to load (read it by _load_choices)
        self._load_pref_at: tuple[Any, int, Any] | None = None  # the match, its records and last record then
        self.card_sel: list[int] = []  # indices into the sorted hand
        self.hand: list[int] = []  # the viewer's cards, sorted by colour
        self.ship_items: dict[int, ShipItem] = {}
        self.stock_cells: dict[tuple[int, int], QGraphicsItem] = {}
        self.space_centres: dict[int, QPointF] = {}
        self._prev_ship_pos: dict[int, QPointF] = {}
        self._static_key: tuple[object, ...] | None = None
        self._static_targets: dict[Hashable, QGraphicsItem] = {}
        self._building_static = False
        self._static_items: list[QGraphicsItem] = []
        self._dynamic_items: list[QGraphicsItem] = []
        self._graveyard: list[QGraphicsItem] = []
        self._badges: list[QGraphicsItem] = []
        self._hint_items: list[QGraphicsItem] = []
        self._hand_items: list[QGraphicsItem] = []  # the viewer's cards, pieces or not

    # -- geometry ---------------------------------------------------------------------
    def _layout(self, st: GoldenHornState) -> None:
        spaces = components().routes[st.players]
        n_mid = len(spaces) - 2
        self.width_ = max(MIN_WIDTH, 2 * PORT_W + 140 + n_mid * 94)
        self.setSceneRect(0, 0, self.width_, HEIGHT)
        left, right = 40 + PORT_W + 30, self.width_ - 40 - PORT_W - 30
        step = (right - left) / n_mid
        self.tile = min(step - 10, 84.0)
        self.space_centres = {
            0: QPointF(40 + PORT_W / 2, ROUTE_Y),
            len(spaces) - 1: QPointF(self.width_ - 40 - PORT_W / 2, ROUTE_Y),
        }
        for i in range(1, len(spaces) - 1):
            t = (i - 0.5) / n_mid
            x = left + step * (i - 0.5)
            y = ROUTE_Y + 70 * math.sin(math.pi * t) * (1 if st.players != 3 else 0.8) - 20
            self.space_centres[i] = QPointF(x, y)

    def seat_colour(self) -> QColor:
        seat = self.model.perspective()
        return QColor(self.model.colours[seat]) if seat is not None and self.model.colours[seat] else QColor("#0072B2")

    def _mark(self, seat: int, size: float) -> QPainterPath:
        colour = self.model.colours[seat] or SEAT_COLOURS[seat]
        return mark_path(mark_for_colour(colour), QRectF(-size / 2, -size / 2, size, size))

    # -- drawing ---------------------------------------------------------------------------
    def addItem(self, item: QGraphicsItem) -> None:  # noqa: N802 - Qt override
        if self._building_static:
            # the route and the ports never change during a game: keep them, cached
            item.setData(0, "static")
            item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
            self._static_items.append(item)
        else:
            self._dynamic_items.append(item)
        # Called from a Python override, addItem does not hand the wrapper to the scene, so
        # we hold every item until it is removed (else the garbage collector deletes it).
        super().addItem(item)

    def refresh(self) -> None:
        """Rebuild the pieces from the model's view; the route and ports stay as they are."""
        self._prev_ship_pos = {i: it.pos() for i, it in self.ship_items.items()}
        self.clear_targets()
        self._clear_hint()
        st: GoldenHornState = self.model.view()
        self.view_state = st
        self._load_choices()  # a pick of another move is not framed
        key = (st.players, st.modon_berths, current_language())
        if key != self._static_key:
            self.clear()
            self._static_items = []
            self._static_key = key
            self._static_targets = {}
            self._layout(st)
            self._building_static = True
            self._draw_route(st)
            self._draw_port_frames(st)
            self._building_static = False
        else:
            for item in self.items():
                if item.parentItem() is None and item.data(0) != "static":
                    self.removeItem(item)
        # removed items live until the next refresh: Qt may still be delivering the event that caused this one
        self._graveyard = self._dynamic_items
        self._dynamic_items = []
        self._marks.clear()
        self.pieces.clear()
        self.targets = dict(self._static_targets)
        self.ship_items.clear()
        self.stock_cells.clear()
        self._badges.clear()
        self._hand_items = []
        viewer = self.model.perspective()
        hand = [c for c in range(6) for _ in range(st.hands[viewer][c])] if viewer is not None else []
        if hand != self.hand or not self._can_rob(st):  # cards spent or drawn, another player's hand,
            self.card_sel = []  # or the pirates' moment is over: no card stays chosen
            if isinstance(self.selected, tuple) and self.selected[0] == "card":
                self.selected = None
        self.hand = hand
        self._draw_ports(st)
        self._draw_ships(st)
        self._draw_panels(st, viewer)
        self.restore_selection()

    def _draw_route(self, st: GoldenHornState) -> None:
        spaces = components().routes[st.players]
        # the sea lane behind the spaces
        lane = QPainterPath()
        pts = [self.space_centres[i] for i in range(len(spaces))]
        lane.moveTo(pts[0])
        for p in pts[1:]:
            lane.lineTo(p)
        lane_item = QGraphicsPathItem(lane)
        lane_item.setPen(
            QPen(SEA_COLOUR, 110, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        )
        lane_item.setZValue(-10)
        self.addItem(lane_item)
        t = self.tile
        for i, sp in enumerate(spaces):
            c = self.space_centres[i]
            if sp.kind == SEA:
                rect = QRectF(c.x() - t / 2, c.y() - t / 2, t, t)
                item = QGraphicsRectItem(rect)
                grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
                base = QColor(GOODS[sp.colour])
                grad.setColorAt(0, base.lighter(115))
                grad.setColorAt(1, base)
                item.setBrush(QBrush(grad))
                item.setPen(QPen(darker(GOODS[sp.colour]), 2))
                item.setToolTip(tr_count(S01).replace("%1", tr_key(tx.COLOUR_NAMES[sp.colour])))
                self.addItem(item)
                sym = QGraphicsPathItem(symbol_path(sp.colour, QRectF(c.x() - 9, c.y() + t / 2 - 24, 18, 18)))
                sym.setBrush(QColor(255, 255, 255, 200))
                sym.setPen(Qt.PenStyle.NoPen)
                sym.setToolTip(item.toolTip())
                self.addItem(sym)
                self._static_targets[("space", i)] = item
            elif sp.kind == MODON:
                h = self._modon_height(st)
                rect = QRectF(c.x() - t / 2 - 6, c.y() - h / 2, t + 12, h)
                item = QGraphicsRectItem(rect)
                item.setBrush(QColor("#D9C7A3"))
                item.setPen(QPen(QColor("#8C7650"), 2))
                item.setToolTip(tr_count(S02, st.modon_berths))
                self.addItem(item)
                label = QGraphicsSimpleTextItem(tr_key(tx.PLACE_NAMES["modon"]))
                label.setFont(_font(TEXT_PX, True))
                label.setBrush(QColor("#4E3F26"))
                label.setPos(c.x() - label.boundingRect().width() / 2, rect.top() + 4)
                self.addItem(label)
                self._static_targets[("space", i)] = item

    def _modon_height(self, st: GoldenHornState) -> float:
        return MODON_BERTH * max(2, st.modon_berths) + 48

    def _port_rect(self, st: GoldenHornState, port: int) -> QRectF:
        c = self.space_centres[0 if port == 0 else st.route_len - 1]
        return QRectF(c.x() - PORT_W / 2, c.y() - PORT_H / 2, PORT_W, PORT_H)

    def _draw_port_frames(self, st: GoldenHornState) -> None:
        for port in (0, 1):
            rect = self._port_rect(st, port)
            item = QGraphicsRectItem(rect)
            grad = QLinearGradient(rect.topLeft(), rect.bottomLeft())
            grad.setColorAt(0, QColor("#E3D3B0"))
            grad.setColorAt(1, QColor("#CDB98E"))
            item.setBrush(QBrush(grad))
            item.setPen(QPen(QColor("#8C7650"), 2))
            item.setToolTip(tr_count(S03))
            self.addItem(item)
            self._static_targets[("space", 0 if port == 0 else st.route_len - 1)] = item
            name = QGraphicsSimpleTextItem(tr_key(tx.PLACE_NAMES[HOME_PORTS[port]]))
            name.setFont(_font(17, True))
            name.setBrush(QColor("#4E3F26"))
            name.setPos(rect.center().x() - name.boundingRect().width() / 2, rect.top() + 6)
            self.addItem(name)

    def _draw_ports(self, st: GoldenHornState) -> None:
        for port in (0, 1):
            rect = self._port_rect(st, port)
            # goods waiting in the port, one cell a colour
            x0, y0 = rect.left() + 12, rect.top() + 36
            for c in range(6):
                cx = x0 + (c % 3) * 58
                cy = y0 + (c // 3) * 40
                cell = QRectF(cx, cy, 52, 34)
                n = st.ports[port][c]
                bg = QGraphicsRectItem(cell)
                bg.setBrush(QColor(255, 255, 255, 90 if n else 35))
                bg.setPen(QPen(QColor(0, 0, 0, 40), 1))
                bg.setToolTip(tr_count(S04).replace("%1", tr_key(tx.COLOUR_NAMES[c])).replace("%2", str(n)))
                self.addItem(bg)
                self.stock_cells[(port, c)] = bg
                if n:
                    cube = CubeItem(c, 22)
                    cube.setPos(cx + 4, cy + 6)
                    cube.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                    cube.setToolTip(bg.toolTip())
                    self.addItem(cube)
                    txt = QGraphicsSimpleTextItem(str(n))
                    txt.setFont(_font(TEXT_PX, True))
                    txt.setBrush(QColor("#2B2B2B"))
                    txt.setPos(cx + 30, cy + 7)
                    self.addItem(txt)
                    for part in (cube, txt):  # a click on the cube or its number is a click on the cell
                        part.setParentItem(bg)
            self._mark_load_choice(st, port)

    def _port_of(self, st: GoldenHornState, pos: int) -> int:
        return 0 if pos == 0 else 1 if pos == st.route_len - 1 else -1

    def _ship_slot(self, st: GoldenHornState, ship: int, pos: int) -> QPointF:
        spaces = components().routes[st.players]
        c = self.space_centres[pos]
        if spaces[pos].kind == PORT:
            rect = self._port_rect(st, self._port_of(st, pos))
            there = [s for s, p in enumerate(st.ship_pos) if p == pos]
            k = there.index(ship)
            # up to 12 ships: three columns of four rows below the goods
            return QPointF(rect.left() + 34 + (k % 3) * 61, rect.top() + 168 + (k // 3) * 68)
        if spaces[pos].kind == MODON:
            there = [s for s, p in enumerate(st.ship_pos) if p == pos]
            k = there.index(ship)
            h = self._modon_height(st)
            return QPointF(c.x(), c.y() - h / 2 + 78 + k * MODON_BERTH)
        return QPointF(c.x(), c.y() - 8)

    def _draw_ships(self, st: GoldenHornState) -> None:
        comp = components()
        seat = self.model.perspective()
        movable = self.draggable_pieces_for(st)
        unplaced_x = self.width_ - UNPLACED_RIGHT  # ships not yet placed wait on the right of your panel
        for ship, pos in enumerate(st.ship_pos):
            owner = ship // 3
            spec = comp.fleets[owner][ship % 3]
            item = ShipItem(spec.sails, self.model.colours[owner] or SEAT_COLOURS[owner], self._mark(owner, 9))
            item.facing = st.ship_dir[ship] if st.ship_dir[ship] else 1
            item.cargo_colour, item.cargo = st.cargo_colour[ship], st.cargo[ship]
            item.selected = self.selected == ("ship", ship)
            item.setZValue(10)
            kind = components().routes[st.players][pos].kind if pos >= 0 else SEA
            item.setScale({PORT: 0.92, MODON: 1.05}.get(kind, 1.3))
            names = ", ".join(tr_key(tx.COLOUR_NAMES[c]) for c in sorted(spec.colours))
            item.setToolTip(
                # with 2 players a ship in Modon draws nothing (the rules' option "Draw cards in Modon")
                tr_count(S05 if st.modon_draw or not st.modon_berths else S05_NO_MODON, spec.cards_on_arrival)
                .replace("%1", tr_key(tx.SHIP_NAMES[ship % 3]))
                .replace("%2", self.model.names[owner])
                .replace("%3", names)
                + (" " + tips.cargo(st.cargo_colour[ship], st.cargo[ship]) if st.cargo[ship] > 0 else "")
                + (
                    " " + tr_count(S_HEADING).replace("%1", self._heading(st, ship))
                    if pos >= 0 and st.ship_dir[ship]
                    else ""
                )
            )
            if pos < 0:
                if owner != seat:
                    continue
                target = QPointF(unplaced_x, 815)
                unplaced_x += 110
            else:
                target = self._ship_slot(st, ship, pos)
            item.dimmed = self._can_act(st) and ("ship", ship) not in movable and owner == seat and st.phase == TURN
            self.addItem(item)
            self.ship_items[ship] = item
            self.pieces[("ship", ship)] = item
            self.targets[("tship", ship)] = item
            prev = self._prev_ship_pos.get(ship)
            if prev is not None and prev != target and self.animations:
                self._slide(item, prev, target)
            else:
                item.setPos(target)

    def _slide(self, item: QGraphicsItem, start: QPointF, end: QPointF) -> None:
        item.setPos(start)
        anim = QVariantAnimation(self)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setDuration(320)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.valueChanged.connect(item.setPos)
        anim.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)

    # -- rules questions, all answered by the engine ----------------------------------------
    def _can_act(self, st: GoldenHornState) -> bool:
        seat = self.model.perspective()
        return seat is not None and seat in self.model.match.to_act() and not self.model.is_bot(seat)

    def _can_rob(self, st: GoldenHornState) -> bool:
        """The player at this screen may send pirates now (before his ship sails)."""
        return self._can_act(st) and st.phase == TURN and bool(st.pirates) and not st.robbed

    def _my_legal(self) -> list[Action]:
        seat = self.model.perspective()
        if seat is None or seat not in self.model.match.to_act() or self.model.is_bot(seat):
            return []
        return self.model.match.legal_actions(seat)

    def draggable_pieces_for(self, st: GoldenHornState) -> set[Hashable]:
        out: set[Hashable] = set()
        for a in self._my_legal():
            if isinstance(a, (Sail, Place)):
                out.add(("ship", a.ship))
        return out

    def draggable_pieces(self) -> set[Hashable]:
        out: set[Hashable] = {k for k in self.pieces if isinstance(k, tuple) and k[0] == "card"}
        if self.view_state is not None:
            out |= self.draggable_pieces_for(self.view_state)
        return out

    def keyboard_pieces(self) -> list[Hashable]:
        drag = self.draggable_pieces()
        return sorted((k for k in drag if k[0] == "ship"), key=lambda k: k[1])  # type: ignore[index]

    def keyboard_clicks(self) -> list[tuple[Hashable, QGraphicsItem]]:
        """The hand's cards, while the pirates may be paid: Tab comes to each, Space adds it to the pair
        or takes it out (a drag of one card plays it with a twin; the keyboard chooses both)."""
        cards = sorted((k for k in self.pieces if isinstance(k, tuple) and k[0] == "card"), key=lambda k: k[1])
        return [(k, self.pieces[k]) for k in cards]

    def keyboard_click(self, key: Hashable, item: QGraphicsItem) -> None:
        self._click_piece(key)
        if len(self.card_sel) == 2:  # the ships they may rob are lit, or none is
            self.status.emit(tr_count(S_KB_PAIR if self._legal else S17))
        elif key in self.pieces:
            self.status.emit(self.describe_click(key, self.pieces[key]))

    def keep_selected_for(self, key: Hashable) -> set[Hashable]:
        return {k for k, _ in self.keyboard_clicks()}  # the pair chosen keeps its lit ships

    def describe_click(self, key: Hashable, item: QGraphicsItem) -> str:
        k = int(key[1])  # type: ignore[index]
        colour = tr_key(tx.COLOUR_NAMES[self.hand[k]])
        return tr_count(S_KB_CARD_OUT if k in self.card_sel else S_KB_CARD_IN).replace("%1", colour)

    def _loads(self, ship: int) -> list[str]:
        return sorted({a.load for a in self._my_legal() if isinstance(a, Sail) and a.ship == ship and a.load})

    def _load_for(self, ship: int) -> str | None:
        st = self.view_state
        loads = self._loads(ship)
        if not loads or st is None:
            return None
        port = self._port_of(st, st.ship_pos[ship])
        pref = self._load_choices().get(port)
        if pref is not None and COLOURS[pref] in loads:
            return COLOURS[pref]
        return max(loads, key=lambda c: (st.ports[port][COLOUR_INDEX[c]], -COLOUR_INDEX[c]))

    def _load_choices(self) -> dict[int, int]:
        """The goods picked to load, per home port (a click on a port's goods, L, or the hint H), for the
        move being prepared only. A pick lasted the whole game: one player's click chose what everybody's
        ships loaded in that port ever after, in place of the largest group. Now it stands while nothing
        is played but the turn's pirates (a Rob, and the Steer it may ask of the robbed ship's owner),
        which leave the ports as they were; any other move, played or redone (a ship sails or is placed,
        the turn ends or passes), and any undo clear it. A new or loaded game has a new scene, no pick."""
        match = self.model.match
        records = match.records
        seen = self._load_pref_at
        if seen is not None and self.load_pref:
            was, n, last = seen
            kept = (
                was is match
                and len(records) >= n
                and (n == 0 or records[n - 1] is last)  # the moves before it are the same ones (no undo)
                and all(isinstance(r.action, (Rob, Steer)) for r in records[n:])
            )
            if not kept:
                self.load_pref.clear()
        self._load_pref_at = (match, len(records), records[-1] if records else None)
        return self.load_pref

    def _focus_ship(self) -> int | None:
        key = self._dragging or self.selected
        if isinstance(key, tuple) and key[0] == "ship":
            return int(key[1])
        return None

    def _rob_pair(self, k: int) -> tuple[str, str] | None:
        """The two cards a drag of hand card `k` plays: the selected pair, or it and a twin."""
        sel = [i for i in self.card_sel if i != k]
        if not self.hand or k >= len(self.hand):
            return None
        if sel:
            other = self.hand[sel[0]]
        else:
            twins = [i for i, c in enumerate(self.hand) if c == self.hand[k] and i != k]
            if not twins:
                return None
            other = self.hand[twins[0]]
        # the engine writes a pair in one order (Rob's cards are unordered): compare in that order
        return cast("tuple[str, str]", unordered((COLOURS[self.hand[k]], COLOURS[other])))

    def arrow_order(self, targets: list[Hashable]) -> list[Hashable]:
        """West to east as the route is drawn (Venice on the left): → goes east, ← west. The route's
        own order ran from Constantinople, so → went west."""

        def place(key: Hashable) -> tuple[float, float]:
            item = self.targets.get(key)
            if item is None:
                return (0.0, 0.0)
            centre = item.sceneBoundingRect().center()
            return (centre.x(), centre.y())

        return sorted(targets, key=place)

    def legal_targets(self, piece: Hashable) -> dict[Hashable, Action]:
        kind, ident = cast("tuple[Any, Any]", piece)
        out: dict[Hashable, Action] = {}
        legal = self._my_legal()
        if kind == "ship":
            load = self._load_for(ident)
            for a in legal:
                if isinstance(a, Sail) and a.ship == ident and a.load == load:
                    out[("space", a.to)] = a
                elif isinstance(a, Place) and a.ship == ident and self.view_state is not None:
                    pos = 0 if a.port == HOME_PORTS[0] else self.view_state.route_len - 1
                    out[("space", pos)] = a
        elif kind == "card":
            pair = self._rob_pair(ident)
            for a in legal:
                if isinstance(a, Rob) and (a.cards == pair if pair is not None else self._partners(ident, a)):
                    out.setdefault(("tship", a.ship), a)
        return out

    def _partners(self, k: int, rob: Rob) -> bool:
        """Whether `rob` plays hand card `k` with the one other card it can go with: a card dragged
        alone, none chosen beside it and no twin in the hand, goes with a card of the target's other
        sail colour (there is only that one colour, so nothing is guessed)."""
        if any(i != k for i in self.card_sel) or not self.hand or k >= len(self.hand):
            return False
        return COLOURS[self.hand[k]] in rob.cards

    def mouseReleaseEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        if event.button() == Qt.MouseButton.LeftButton and self._dragging is None and self._press is None:
            # a click on a port's goods chooses the load, also with a ship picked there: the port
            # around the goods is a target, and the click was taken for sailing the ship into it
            cell = self._stock_cell_at(event.scenePos())
            if cell is not None:
                self._choose_load(*cell)
                self.forget_keyboard()
                event.accept()
                return
        super().mouseReleaseEvent(event)

    def still_reason(self, piece: Hashable) -> str | None:
        """A ship pressed on the person's own move that does not move now (an opponent's, or a second
        one after a ship has sailed this turn): the engine's reason."""
        st = self.view_state
        seat = self.model.perspective()
        if st is None or seat is None or not self._can_act(st) or not isinstance(piece, tuple) or piece[0] != "ship":
            return None
        ship = int(piece[1])
        pos = st.ship_pos[ship]
        action: Action
        if st.phase == PLACE:
            action = Place(ship, HOME_PORTS[0])
        else:
            ahead = pos + (st.ship_dir[ship] or 1)
            action = Sail(ship, self._load_for(ship), min(max(ahead, 0), st.route_len - 1))
        return self.model.refusal(seat, action)

    def inert_reason(self, pos: QPointF) -> str | None:
        """A card of the person's hand pressed on his move while it cannot pay the pirates (they were
        sent this turn, a ship has sailed, or they are switched off): the engine's reason."""
        st = self.view_state
        seat = self.model.perspective()
        if st is None or seat is None or not self._can_act(st) or not self.hand:
            return None
        if not any(item in self._hand_items for item in self.items(pos)):
            return None
        colour = COLOURS[self.hand[0]]
        why = self.model.game.why_illegal(
            self.model.match.state, seat, Rob((seat + 1) % st.players * 3, (colour, colour))
        )
        # only a reason true of every robbery (the turn's order, the game's options), not of one ship
        return self.model.render(why) if why.key in (tx.E_PIRATES_OFF, tx.E_ROB_ONCE) else None

    def action_for(self, piece: Hashable, target: Hashable) -> Action | None:
        kind, ident = cast("tuple[Any, Any]", piece)
        tkind, tident = cast("tuple[Any, Any]", target)
        st = self.view_state
        if st is None:
            return None
        if kind == "ship" and tkind == "space":
            if st.phase == PLACE:
                port = "venice" if tident == 0 else "constantinople" if tident == st.route_len - 1 else "sea"
                return Place(ident, port)
            return Sail(ident, self._load_for(ident), tident)
        if kind == "card" and tkind == "tship":
            pair = self._rob_pair(ident)
            if pair is None:
                partnered = self._legal_targets_cache(piece).get(target)
                if isinstance(partnered, Rob):
                    return partnered
                pair = (COLOURS[self.hand[ident]], COLOURS[self.hand[ident]])
            return Rob(tident, pair)
        return None

    def show_targets(self, piece: Hashable) -> None:
        super().show_targets(piece)
        for b in self._badges:
            self.removeItem(b)
        self._badges.clear()
        st = self.view_state
        if st is None:
            return
        if isinstance(piece, tuple) and piece[0] == "ship":
            # the cards each move would spend, shown before the drop
            for key, action in self._legal_targets_cache(piece).items():
                if not isinstance(action, Sail):
                    continue
                cost = self.game.wind_cost(st, action)
                colours = [c for c in range(6) for _ in range(cost[c])]
                if not colours:
                    continue
                centre = self.space_centres[key[1]]  # type: ignore[index]
                for j, c in enumerate(colours):
                    card = CardItem(c)
                    card.setScale(0.4)
                    card.setPos(centre.x() - 10 * len(colours) + j * 20, centre.y() + self.tile / 2 + 6)
                    card.setZValue(60)
                    card.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                    card.setToolTip(tips.cost_card(c))
                    self.addItem(card)
                    self._badges.append(card)
            for port in (0, 1):
                self._mark_load_choice(st, port)

    def _legal_targets_cache(self, piece: Hashable) -> dict[Hashable, Action]:
        return dict(self._legal) if self._legal else self.legal_targets(piece)

    def clear_targets(self) -> None:
        super().clear_targets()
        for b in getattr(self, "_badges", []):
            if b.scene() is self:
                self.removeItem(b)
        if hasattr(self, "_badges"):
            self._badges.clear()

    def describe_drop(self, piece: Hashable, target: Hashable) -> str:
        action = self._legal.get(target)
        st = self.view_state
        if isinstance(action, Sail) and st is not None:
            cost = sum(self.game.wind_cost(st, action))
            load = (
                tr_count(S14).replace("%1", tr_key(tx.COLOUR_NAMES[COLOUR_INDEX[action.load]])) if action.load else ""
            )
            return tr_count(S15, cost).replace("%1", load) if cost else tr_count(S15_FREE).replace("%1", load)
        if isinstance(action, Rob):
            return tr_count(S16)
        if isinstance(action, Place) and action.port in tx.PLACE_NAMES:
            return tr_count(S_PLACE_IN).replace("%1", tr_key(tx.PLACE_NAMES[action.port]))
        return ""

    def place_name(self, target: Hashable) -> str:
        """A space of the route (Venice, Modon, "Red sea space"), or the ship the pirates would rob."""
        st = self.view_state
        if st is None or not isinstance(target, tuple):
            return ""
        kind, ident = target[0], int(target[1])
        if kind == "space":
            sp = components().routes[st.players][ident]
            if sp.kind == SEA:
                return heading(tr_count(S_SEA_NAME).replace("%1", tr_key(tx.COLOUR_NAMES[sp.colour])))
            return tr_key(tx.PLACE_NAMES[sp.name])
        if kind == "tship":
            spec = components().fleets[ident // 3][ident % 3]
            sails = ", ".join(tr_key(tx.COLOUR_NAMES[c]) for c in sorted(spec.colours))
            return tr_count(S_SHIP_OF).replace("%1", self.model.names[ident // 3]).replace("%2", sails)
        return ""

    def no_targets_text(self, key: Hashable) -> str:
        if isinstance(key, tuple) and key[0] == "card":
            return tr_count(S17)
        return tr_count(S18)

    # -- clicks ---------------------------------------------------------------------------
    def _click_piece(self, key: Hashable) -> None:
        if isinstance(key, tuple) and key[0] == "card":
            k = int(key[1])  # type: ignore[arg-type]
            if k in self.card_sel:
                self.card_sel.remove(k)
            else:
                self.card_sel = (self.card_sel + [k])[-2:]
            self.refresh()
            if len(self.card_sel) == 2:
                self.selected = key
                self.show_targets(key)
                self.status.emit(tr_count(S19))
            elif self.selected is not None and self.selected[0] == "card":  # type: ignore[index]
                self.cancel_selection()  # the pair is broken: no ship to rob is lit
            return
        super()._click_piece(key)  # its selection_changed draws the board again

    def picked_text(self, key: Hashable) -> str:
        text = super().picked_text(key)
        if key[0] == "ship" and len(self._loads(key[1])) > 1:  # type: ignore[index]
            text += " " + tr_count(S_LOAD_CHOICE)  # which colour it loads, and how to load another
        return text

    def selection_changed(self) -> None:
        """A ship picked or put down: its outline and the frames of the goods it would load follow."""
        self.refresh()

    def clicked(self, item: QGraphicsItem, key: Hashable | None) -> bool:
        while item.parentItem() is not None:  # the cube, its number or the frame on a cell: the cell
            item = item.parentItem()
        for (port, colour), cell in self.stock_cells.items():
            if cell is item:
                self._choose_load(port, colour)
                return True
        return False

    def _stock_cell_at(self, pos: QPointF) -> tuple[int, int] | None:
        for key, cell in self.stock_cells.items():
            if cell.sceneBoundingRect().contains(pos):
                return key
        return None

    def _choose_load(self, port: int, colour: int) -> None:
        """A click on a port's goods: the colour the picked ship there loads (or why it cannot), or,
        with no ship of that port picked, the colour ships leaving it load where their sails allow."""
        st = self.view_state
        if st is None:
            return
        name = tr_key(tx.COLOUR_NAMES[colour])
        if st.ports[port][colour] == 0 or not self._can_act(st):
            # nothing of that colour to load, or no move of this screen's to load it on (a pick lasts
            # for the move it is made in): what lies there
            self.status.emit(tr_count(S04).replace("%1", name).replace("%2", str(st.ports[port][colour])))
            return
        ship = self._focus_ship()
        if ship is not None and st.ship_pos[ship] >= 0 and self._port_of(st, st.ship_pos[ship]) == port:
            if COLOURS[colour] not in self._loads(ship):  # on its sails: the engine says so
                seat = self.model.perspective()
                to = next((a.to for a in self._my_legal() if isinstance(a, Sail) and a.ship == ship), 1)
                self.status.emit(self.model.explain(seat, Sail(ship, COLOURS[colour], to)) or "")
                return
            self._load_choices()[port] = colour
            self.refresh()
            self.status.emit(tr_key(S20_SHIP, tr_key(tx.SHIP_NAMES[ship % 3]), name))
            return
        self._load_choices()[port] = colour
        self.refresh()
        self.status.emit(tr_key(S20, name))

    def keyPressEvent(self, event: Any) -> None:
        if self.watching():  # a replay: its keys are the replay's
            event.ignore()
            return
        if event.key() == Qt.Key.Key_L:
            ship = self._focus_ship()
            if ship is not None and self.view_state is not None:
                loads = self._loads(ship)
                if loads:
                    cur = self._load_for(ship)
                    nxt = loads[(loads.index(cur) + 1) % len(loads)] if cur in loads else loads[0]
                    port = self._port_of(self.view_state, self.view_state.ship_pos[ship])
                    self._load_choices()[port] = COLOUR_INDEX[nxt]
                    self.refresh()
                    self.status.emit(
                        tr_key(S20_SHIP, tr_key(tx.SHIP_NAMES[ship % 3]), tr_key(tx.COLOUR_NAMES[COLOUR_INDEX[nxt]]))
                    )
                    event.accept()
                    return
        if event.key() == Qt.Key.Key_Escape and self.card_sel and self._dragging is None:
            self.card_sel = []  # the cards chosen for the pirates go back into the hand
            if self.selected is not None:
                self.cancel_selection()
            self.refresh()
            self.refresh_keyboard()
            event.accept()
            return
        super().keyPressEvent(event)

    # -- hints -----------------------------------------------------------------------------------
    def _clear_hint(self) -> None:
        for it in self._hint_items:
            if it.scene() is self:
                self.removeItem(it)
        self._hint_items.clear()

    def hint(self, action: Action) -> None:
        self._clear_hint()
        targets: list[QGraphicsItem] = []
        if isinstance(action, Sail):
            targets = [self.ship_items[action.ship], self.targets[("space", action.to)]]
            if action.load and self.view_state is not None:
                port = self._port_of(self.view_state, self.view_state.ship_pos[action.ship])
                self._load_choices()[port] = COLOUR_INDEX[action.load]  # a drag of that ship loads it
        elif isinstance(action, Rob):
            targets = [self.ship_items[action.ship]]
        elif isinstance(action, Place) and self.view_state is not None:
            pos = 0 if action.port == HOME_PORTS[0] else self.view_state.route_len - 1
            targets = [self.ship_items[action.ship], self.targets[("space", pos)]]
        for t in targets:
            path = t.mapToScene(t.shape())
            mark = QGraphicsPathItem(path)
            mark.setPen(QPen(QColor("#FFD600"), 5, Qt.PenStyle.DashLine))
            mark.setZValue(70)
            mark.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.addItem(mark)
            self._hint_items.append(mark)
