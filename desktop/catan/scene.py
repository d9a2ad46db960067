"""The Catan board: hexes, tokens, harbours, the robber, buildings, the prompt bar and its dialogs; the
seats' panels, the hand and the supply tray are in panels.py, trading in trading.py."""

from __future__ import annotations

import math
from collections.abc import Hashable
from typing import Any, cast

from PySide6.QtCore import QEasingCurve, QPointF, QRect, QRectF, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QKeyEvent, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsSimpleTextItem,
)

import engine.catan.texts as tx
from desktop.catan import tips
from desktop.catan.art import BuildingItem, DieItem, RoadItem, SvgItem, TokenItem
from desktop.catan.dialogs import CardsDialog, ResourceDialog
from desktop.catan.panels import PANEL_STEP, PANEL_X, PANEL_Y, Panels
from desktop.catan.trading import Trading
from desktop.common.board import BoardScene
from desktop.common.colours import SEAT_COLOURS
from desktop.common.i18n import current_language, tr_key
from desktop.common.i18n import tr_count as _tr
from desktop.common.prompt import Unavailable
from engine.catan.actions import (
    BuildCity,
    BuildRoad,
    BuildSettlement,
    BuyDevelopment,
    Discard,
    EndTurn,
    MaritimeTrade,
    MoveRobber,
    PlayKnight,
    PlayMonopoly,
    PlayRoadBuilding,
    PlayYearOfPlenty,
    Roll,
    TradeAccept,
    TradeCancel,
    TradeConfirm,
    TradeDecline,
    TradePropose,
    TradeStart,
)
from engine.catan.board import sea_hexes, topology
from engine.catan.components import RESOURCES
from engine.catan.moves import free_for_settlement, road_spots, trading_over
from engine.catan.state import (
    DISCARD,
    FREE_ROADS,
    MAIN,
    ROBBER,
    ROLL,
    SETUP_ROAD,
    SETUP_SETTLEMENT,
    TRADE_ANSWER,
    TRADE_CHOOSE,
    TRADE_COUNTER,
    TRADE_WRITE,
    CatanState,
    second_settlement,
)
from engine.core.actions import Action
from engine.core.messages import QT_TRANSLATE_NOOP, Message

TOPO = topology()
R = 66.0  # hex circumradius in scene units
HARBOUR_PX = 13  # a harbour's ratio: 9 px on screen at 1280 × 800
# the island (800 × 726) from the scene's top-left corner, the dice in the corner beside its top row, the
# panels 40 to its right: the scene holds what it shows and no more, so the board is drawn as large as
# the window allows (at 1480 × 940 a 1280 × 800 window drew it at 0.65, its smallest text at 6.5 px)
CX, CY = 420.0, 393.0  # board centre
ROBBER_W, ROBBER_H = 30.0, 45.0
ROBBER_DRAWN = QRectF(3, 0, 24, 45)  # the figure in the robber's picture (its base 6..54 of 60 units wide)
WIDTH, HEIGHT = 1340.0, 790.0

S_ROLL = QT_TRANSLATE_NOOP("CatanScene", "Roll the dice")
S_END = QT_TRANSLATE_NOOP("CatanScene", "End turn")
S_BUY = QT_TRANSLATE_NOOP("CatanScene", "Buy a development card")
S_BANK = QT_TRANSLATE_NOOP("CatanScene", "Trade with the bank…")
S_OFFER = QT_TRANSLATE_NOOP("CatanScene", "Offer a trade…")
S_KNIGHT = QT_TRANSLATE_NOOP("CatanScene", "Play a Knight")
S_ROADS = QT_TRANSLATE_NOOP("CatanScene", "Play Road Building")
S_ROADS_NONE = QT_TRANSLATE_NOOP("CatanScene", "Play Road Building (no free place for a road: the card is lost)")
S_PLENTY = QT_TRANSLATE_NOOP("CatanScene", "Play Year of Plenty…")
S_MONOPOLY = QT_TRANSLATE_NOOP("CatanScene", "Play Monopoly…")
S_DISCARD = QT_TRANSLATE_NOOP("CatanScene", "Discard %n card(s)…")
S_STEAL = QT_TRANSLATE_NOOP("CatanScene", "Steal from %1")
S_NOBODY = QT_TRANSLATE_NOOP("CatanScene", "Steal from nobody")
# the robber dropped, the victim not yet chosen: nothing is played yet, the robber may go elsewhere
S_ROBBER_AGAIN = QT_TRANSLATE_NOOP("CatanScene", "Move the robber elsewhere")
S_ACCEPT = QT_TRANSLATE_NOOP("CatanScene", "Accept")
S_DECLINE = QT_TRANSLATE_NOOP("CatanScene", "Decline")
S_COUNTER = QT_TRANSLATE_NOOP("CatanScene", "Counter-offer…")
S_DEAL = QT_TRANSLATE_NOOP("CatanScene", "Trade with %1")
S_WITHDRAW = QT_TRANSLATE_NOOP("CatanScene", "Withdraw the offer")
S_PROPOSE = QT_TRANSLATE_NOOP("CatanScene", "Propose")
S_CANCEL = QT_TRANSLATE_NOOP("CatanScene", "Cancel")
P_SETUP_SETTLEMENT = QT_TRANSLATE_NOOP("CatanScene", "Drag a settlement from your supply onto a free intersection.")
# the second settlement of the set-up (the "snake"'s way back): it earns the player his first cards
P_SETUP_SECOND = QT_TRANSLATE_NOOP(
    "CatanScene",
    "Drag your second settlement onto a free intersection: it earns you one resource card from each land hex "
    "beside it.",
)
P_SETUP_ROAD = QT_TRANSLATE_NOOP("CatanScene", "Drag a road onto an edge next to the settlement you have just placed.")
P_ROLL = QT_TRANSLATE_NOOP("CatanScene", "Roll the dice (you may play a development card first).")
P_ROLL_PLAYED = QT_TRANSLATE_NOOP("CatanScene", "Roll the dice.")  # no development card to play before it
PLAY_CARDS = (PlayKnight, PlayRoadBuilding, PlayYearOfPlenty, PlayMonopoly)
P_MAIN = QT_TRANSLATE_NOOP("CatanScene", "Build by dragging from your supply, trade, or end your turn.")
P_MAIN_BUILT = QT_TRANSLATE_NOOP(
    "CatanScene", "Build by dragging from your supply, or end your turn (trading is over once you have built)."
)
P_ROBBER = QT_TRANSLATE_NOOP("CatanScene", "Drag the robber onto another land hex.")
P_VICTIM = QT_TRANSLATE_NOOP("CatanScene", "Whom do you rob?")
P_DISCARD = QT_TRANSLATE_NOOP("CatanScene", "You hold more than 7 cards: discard half of them.")
P_FREE = QT_TRANSLATE_NOOP("CatanScene", "Road Building: drag your free roads onto the board.")
P_NOBODY = QT_TRANSLATE_NOOP("CatanScene", "Nobody accepts your offer. Withdraw it and play on.")
# the bank button, greyed out: %1 lists what one card from the bank costs, resource by resource
R_BANK = QT_TRANSLATE_NOOP("CatanScene", "The bank takes one kind of card: %1 for any one card.")
P_WAIT = QT_TRANSLATE_NOOP("CatanScene", "Waiting for the other players…")


def lattice(p: tuple[float, float]) -> QPointF:
    """Scene position of a lattice point (hex centres and intersections share the lattice)."""
    return QPointF(CX + p[0] * math.sqrt(3) / 2 * R, CY + p[1] * R / 2)


def hex_path(centre: QPointF, r: float = R) -> QPainterPath:
    poly = QPolygonF(
        [
            QPointF(centre.x() + r * math.cos(math.radians(a)), centre.y() + r * math.sin(math.radians(a)))
            for a in (-90, -30, 30, 90, 150, 210)
        ]
    )
    p = QPainterPath()
    p.addPolygon(poly)
    p.closeSubpath()
    return p


def _font(px: int, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(px)
    f.setBold(bold)
    return f


class CatanScene(Panels, Trading, BoardScene):
    """Draws a Catan view; the supply, the robber and the prompt bar turn gestures into actions."""

    def __init__(self, model: Any) -> None:
        super().__init__(model)
        self.game = model.game
        self.setSceneRect(0, 0, WIDTH, HEIGHT)
        self.setBackgroundBrush(QColor("#E4DCC8"))
        self.view_state: CatanState | None = None
        self.pending_robber = -1  # the hex the robber was dropped on, while the victim is asked
        self._static_key: tuple[object, ...] | None = None
        self._keep: list[QGraphicsItem] = []  # wrappers of static items, kept alive
        self._items: list[QGraphicsItem] = []  # wrappers of this refresh's items
        self._static_targets: dict[Hashable, QGraphicsItem] = {}
        self._last_dice: tuple[int, int] = (0, 0)
        self._graveyard: list[QGraphicsItem] = []
        self._backdrop: list[tuple[Any, QPointF]] = []  # pictures painted in drawBackground
        self._last_produced: list[list[int]] = []
        # a bot's offer to the one person at the table never holds the game: left unanswered, it is
        # declined after IGNORE_MS (the answer buttons stay until then)
        self._ignore_key: tuple[object, ...] | None = None
        self._ignore_timer = QTimer(self)
        self._ignore_timer.setSingleShot(True)
        self._ignore_timer.timeout.connect(self._offer_ignored)

    def docks(self) -> list[Any]:
        """The statistics dock this game adds to the window."""
        from desktop.catan.stats import CatanStatsDock

        self.stats = CatanStatsDock()
        return [self.stats]

    def add(self, item: QGraphicsItem, static: bool = False) -> QGraphicsItem:
        item.setData(0, "static" if static else "")
        (self._keep if static else self._items).append(item)
        self.addItem(item)
        return item

    # -- drawing -----------------------------------------------------------------------------------
    def refresh(self) -> None:
        self.clear_targets()
        st: CatanState = self.model.view()
        self.view_state = st
        self._arm_ignore(st)
        key = (id(st.board), current_language())
        if key != self._static_key:
            self.clear()
            self._keep, self._static_targets = [], {}
            self._static_key = key
            self._draw_island(st)
        else:
            for item in self.items():
                if item.parentItem() is None and item.data(0) != "static":
                    self.removeItem(item)
        # removed items live until the next refresh: Qt may still be delivering the event that caused this one
        self._graveyard = self._items
        self._items = []
        self.pieces.clear()
        self._marks.clear()
        self.targets = dict(self._static_targets)
        if st.phase != ROBBER:
            self.pending_robber = -1
        self._draw_buildings(st)
        self._draw_robber(st)
        self._draw_panels(st)
        self._draw_dice(st)
        self._fly_production(st)
        stats = getattr(self, "stats", None)
        if stats is not None:
            stats.show_state(st, self.model.board_names, [self._colour(s) for s in range(st.players)])
        self.restore_selection()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 - Qt override
        """The island never changes during a game: painted here, the view caches it as one picture."""
        painter.fillRect(rect, self.backgroundBrush())
        for picture, pos in self._backdrop:
            painter.save()
            painter.translate(pos)
            picture.paint(painter, None, None)  # type: ignore[arg-type]
            painter.restore()

    def _backdrop_add(self, picture: Any, pos: QPointF) -> None:
        self._backdrop.append((picture, pos))

    def _draw_island(self, st: CatanState) -> None:
        self._backdrop = []
        for view in self.views():
            view.resetCachedContent()
        w, h = math.sqrt(3) * R, 2 * R
        for q, r in sea_hexes():
            c = lattice((2 * q + r, 3 * r))
            self._backdrop_add(SvgItem("hex_sea", w, h), QPointF(c.x() - w / 2, c.y() - h / 2))
        for hid, centre in enumerate(TOPO.hex_centres):
            c = lattice(centre)
            terrain = st.board.layout.terrain[hid]
            self._backdrop_add(SvgItem(f"hex_{terrain}", w, h), QPointF(c.x() - w / 2, c.y() - h / 2))
            number = st.board.hex_number[hid]
            if number:
                self._backdrop_add(TokenItem(number), c)
            target = QGraphicsPathItem(hex_path(c, R * 0.92))
            target.setPen(Qt.PenStyle.NoPen)
            target.setToolTip(tr_key(tx.TERRAIN_NAMES[terrain]))
            self.add(target, static=True)
            self._static_targets[("hex", hid)] = target
        for coast, kind in st.board.layout.harbours:
            self._draw_harbour(coast, kind)
        for v, p in enumerate(TOPO.nodes):
            c = lattice(p)
            t = QGraphicsPathItem()
            path = QPainterPath()
            path.addEllipse(c, 13, 13)
            t.setPath(path)
            t.setPen(Qt.PenStyle.NoPen)
            t.setZValue(1)
            self.add(t, static=True)
            self._static_targets[("node", v)] = t
        for e, (a, b) in enumerate(TOPO.edges):
            pa, pb = lattice(TOPO.nodes[a]), lattice(TOPO.nodes[b])
            mid = (pa + pb) / 2
            angle = math.atan2(pb.y() - pa.y(), pb.x() - pa.x())
            path = QPainterPath()
            length = math.hypot(pb.x() - pa.x(), pb.y() - pa.y()) * 0.5
            dx, dy = math.cos(angle), math.sin(angle)
            nx, ny = -dy * 7, dx * 7
            poly = QPolygonF(
                [
                    QPointF(mid.x() - dx * length / 2 + nx, mid.y() - dy * length / 2 + ny),
                    QPointF(mid.x() + dx * length / 2 + nx, mid.y() + dy * length / 2 + ny),
                    QPointF(mid.x() + dx * length / 2 - nx, mid.y() + dy * length / 2 - ny),
                    QPointF(mid.x() - dx * length / 2 - nx, mid.y() - dy * length / 2 - ny),
                ]
            )
            path.addPolygon(poly)
            path.closeSubpath()
            t = QGraphicsPathItem(path)
            t.setPen(Qt.PenStyle.NoPen)
            t.setZValue(1)
            self.add(t, static=True)
            self._static_targets[("edge", e)] = t

    def _draw_harbour(self, coast: int, kind: str) -> None:
        e = TOPO.coast_edges[coast]
        a, b = TOPO.edges[e]
        pa, pb = lattice(TOPO.nodes[a]), lattice(TOPO.nodes[b])
        land = lattice(TOPO.hex_centres[TOPO.edge_hexes[e][0]])
        mid = (pa + pb) / 2
        out = mid - land
        norm = math.hypot(out.x(), out.y()) or 1.0
        spot = mid + out * (R * 0.55 / norm)
        pier = QPainterPath()
        for p in (pa, pb):
            pier.moveTo(p)
            pier.lineTo(spot)
        line = QGraphicsPathItem(pier)
        line.setPen(QPen(QColor("#8A6A43"), 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        line.setZValue(0.5)
        self.add(line, static=True)
        badge = QGraphicsPathItem()
        path = QPainterPath()
        path.addEllipse(spot, 19, 19)
        badge.setPath(path)
        badge.setBrush(QColor("#FBF5E6"))
        badge.setPen(QPen(QColor("#8A6A43"), 1.5))
        badge.setZValue(0.6)
        ratio = "3:1" if kind == "3:1" else "2:1"
        tip = (
            tr_key(tx.HARBOUR_GENERIC)
            if kind == "3:1"
            else tr_key(tx.HARBOUR_SPECIAL).replace("{resource}", tr_key(tx.RESOURCE_NAMES[RESOURCES.index(kind)]))
        )
        badge.setToolTip(tip)
        line.setToolTip(tip)  # the pier is the harbour's too
        self.add(badge, static=True)
        if kind != "3:1":
            icon = SvgItem(f"icon_{kind}", 16, 16)
            icon.setPos(spot.x() - 8, spot.y() - 17)
            icon.setZValue(0.7)
            icon.setToolTip(tip)
            self.add(icon, static=True)
        text = QGraphicsSimpleTextItem(ratio)
        text.setFont(_font(HARBOUR_PX, True))
        text.setBrush(QColor("#3B2F1E"))
        br = text.boundingRect()
        text.setPos(spot.x() - br.width() / 2, spot.y() - (br.height() / 2 if kind == "3:1" else 2))
        text.setZValue(0.7)
        self.add(text, static=True)

    def _draw_dice(self, st: CatanState) -> None:
        """The last roll, two dice above the board; they tumble in when they change."""
        if st.dice == (0, 0):
            return
        for k, value in enumerate(st.dice):
            die = DieItem(value)
            die.setPos(70 + k * 56, 60)
            die.setZValue(9)
            die.setToolTip(tips.dice(*st.dice))
            self.add(die)
            if self.animations and st.dice != self._last_dice:
                anim = QVariantAnimation(self)
                anim.setStartValue(-200.0 - 90 * k)
                anim.setEndValue(0.0)
                anim.setDuration(380)
                anim.setEasingCurve(QEasingCurve.Type.OutBack)
                anim.valueChanged.connect(lambda a, d=die: d.setRotation(a))
                anim.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
        self._last_dice = st.dice

    def _fly_production(self, st: CatanState) -> None:
        """After a roll, the cards produced fly from their hexes to the players who earn them."""
        before, self._last_produced = self._last_produced, [p[:] for p in st.produced]
        if not self.animations or not before or len(before) != st.players:
            return
        total = sum(st.dice)
        hexes = [h for h in st.board.number_hexes.get(total, ()) if h != st.robber]
        for seat in range(st.players):
            for r in range(5):
                if st.produced[seat][r] <= before[seat][r]:
                    continue
                sources = [h for h in hexes if st.board.hex_resource[h] == r] or hexes
                if not sources:
                    continue
                start = lattice(TOPO.hex_centres[sources[0]])
                end = QPointF(PANEL_X + 440, PANEL_Y + PANEL_STEP * seat + 40)
                icon = SvgItem(f"icon_{RESOURCES[r]}", 30, 30)
                icon.setZValue(20)
                icon.setPos(start)
                self.add(icon)
                anim = QVariantAnimation(self)
                anim.setStartValue(start)
                anim.setEndValue(end)
                anim.setDuration(400)
                anim.setEasingCurve(QEasingCurve.Type.OutCubic)
                anim.valueChanged.connect(icon.setPos)
                anim.finished.connect(icon.hide)
                anim.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)

    def seat_colour(self) -> QColor:
        seat = self.model.perspective()
        return QColor(self._colour(seat)) if seat is not None else QColor("#0072B2")

    def _colour(self, seat: int) -> str:
        return self.model.colours[seat] or SEAT_COLOURS[seat]

    def _draw_buildings(self, st: CatanState) -> None:
        for e, owner in enumerate(st.edge_owner):
            if owner == -1:
                continue
            a, b = TOPO.edges[e]
            pa, pb = lattice(TOPO.nodes[a]), lattice(TOPO.nodes[b])
            road = RoadItem(
                self._colour(owner),
                math.hypot(pb.x() - pa.x(), pb.y() - pa.y()),
                math.atan2(pb.y() - pa.y(), pb.x() - pa.x()),
                tight=True,
            )
            road.setPos((pa + pb) / 2)
            road.setZValue(3)
            road.setToolTip(tips.road(self.model.names[owner]))
            self.add(road)
        for v, owner in enumerate(st.node_owner):
            if owner == -1:
                continue
            city = st.node_level[v] == 2
            item = BuildingItem(self._colour(owner), city, 1.25)
            item.setPos(lattice(TOPO.nodes[v]))
            item.setZValue(4)
            item.setToolTip(tips.building(self.model.names[owner], city))
            self.add(item)

    def _draw_robber(self, st: CatanState) -> None:
        hid = self.pending_robber if self.pending_robber >= 0 else st.robber
        c = lattice(TOPO.hex_centres[hid])
        robber = SvgItem("robber", ROBBER_W, ROBBER_H)
        # beside the number token (radius 19), not over it: the figure, drawn from 3 units into its
        # picture, and the keyboard's ring round it leave the number whole
        robber.setPos(c.x() + 16, c.y() - 40)
        robber.setZValue(6)
        robber.setToolTip(tips.robber())
        self.add(robber)
        if self._robber_movable():
            self.pieces[("robber",)] = robber

    # -- rules questions, answered by the engine ---------------------------------------------------------
    def _my_legal(self) -> list[Action]:
        seat = self.model.perspective()
        if seat is None or seat not in self.model.match.to_act() or self.model.is_bot(seat):
            return []
        return self.model.match.legal_actions(seat)

    def _robber_movable(self) -> bool:
        # also once dropped, while the victim is asked: nothing is played until he is chosen
        return any(isinstance(a, MoveRobber) for a in self._my_legal())

    def _robber_again(self) -> None:
        """The robber dropped but its victim not chosen (nothing sent to the engine): back to moving it."""
        self.pending_robber = -1
        self.status.emit("")
        self.refresh()
        self.prompt_changed()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc while the victim is asked takes the robber's drop back (a carried piece or a selection
        first goes back as everywhere)."""
        if (
            event.key() == Qt.Key.Key_Escape
            and self.pending_robber >= 0
            and self._dragging is None
            and self.selected is None
            and not self.watching()
        ):
            self._robber_again()
            event.accept()
            return
        super().keyPressEvent(event)

    def buildable(self) -> set[Hashable]:
        """The supply's pieces the person may build now (drawn or not yet)."""
        legal = self._my_legal()
        out: set[Hashable] = set()
        if any(isinstance(a, BuildRoad) for a in legal):
            out.add(("tray", "road"))
        if any(isinstance(a, BuildSettlement) for a in legal):
            out.add(("tray", "settlement"))
        if any(isinstance(a, BuildCity) for a in legal):
            out.add(("tray", "city"))
        return out

    def draggable_pieces(self) -> set[Hashable]:
        out = self.buildable()
        if self._robber_movable():
            out.add(("robber",))
        return out & set(self.pieces)

    def still_reason(self, piece: Hashable) -> str | None:
        """A supply piece pressed on the person's own move that cannot be built now: the engine's reason
        for the likeliest place (the cards it costs, no piece left, no road leading there)."""
        seat = self.model.perspective()
        st = self.model.match.state
        if not isinstance(piece, tuple) or piece[:1] != ("tray",) or seat is None or not self._my_legal():
            return None
        mine = {v for v in range(len(TOPO.nodes)) if st.node_owner[v] == seat}
        mine |= {v for e in range(len(TOPO.edges)) if st.edge_owner[e] == seat for v in TOPO.edges[e]}
        action: Action
        if piece[1] == "road":
            free = [e for e in range(len(TOPO.edges)) if st.edge_owner[e] == -1]
            near = [e for e in free if set(TOPO.edges[e]) & mine]
            action = BuildRoad((near or free or [0])[0])
        elif piece[1] == "settlement":
            free = [v for v in range(len(TOPO.nodes)) if free_for_settlement(st.node_owner, v)]
            action = BuildSettlement(([v for v in free if v in mine] or free or [0])[0])
        else:
            own = [v for v in range(len(TOPO.nodes)) if st.node_owner[v] == seat and st.node_level[v] == 1]
            action = BuildCity((own or [0])[0])
        return self.model.refusal(seat, action)

    def keyboard_pieces(self) -> list[Hashable]:
        order = [("tray", "settlement"), ("tray", "road"), ("tray", "city"), ("robber",)]
        drag = self.draggable_pieces()
        return [k for k in order if k in drag]

    def describe_drop(self, piece: Hashable, target: Hashable) -> str:
        """The place lit under the pointer or chosen with the arrows: a crossing's hexes, an edge's two
        hexes (or its coast), a hex for the robber with whose buildings touch it and whom he may rob."""
        st = self.view_state
        if st is None or not isinstance(target, tuple) or target[0] not in ("node", "edge", "hex"):
            return ""
        board = st.board

        def land(hexes: Any) -> tuple[list[str], list[int]]:
            return [board.layout.terrain[h] for h in hexes], [board.hex_number[h] for h in hexes]

        kind, ident = target[0], int(target[1])
        if kind == "node":
            return tips.node(*land(TOPO.node_hexes[ident]))
        if kind == "edge":
            sides = TOPO.edge_hexes[ident]
            ends = sorted({h for v in TOPO.edges[ident] for h in TOPO.node_hexes[v]} - set(sides))
            return tips.edge(*land(sides), land(ends))
        names = self.model.names
        owners = sorted({st.node_owner[v] for v in TOPO.hex_nodes[ident] if st.node_owner[v] >= 0})
        victims = sorted(
            {a.victim for a in self._my_legal() if isinstance(a, MoveRobber) and a.hex == ident and a.victim >= 0}
        )
        return tips.robber_hex(
            board.layout.terrain[ident],
            board.hex_number[ident],
            [names[s] for s in owners],
            [names[s] for s in victims],
        )

    def ring_rect(self, key: Hashable, item: QGraphicsItem) -> QRectF:
        """The robber's ring goes round the figure, not the empty sides of its picture: the box's left
        side lay over the number of the hex he stands on."""
        if key == ("robber",):
            return ROBBER_DRAWN
        return super().ring_rect(key, item)

    def legal_targets(self, piece: Hashable) -> dict[Hashable, Action]:
        out: dict[Hashable, Action] = {}
        for a in self._my_legal():
            if piece == ("tray", "road") and isinstance(a, BuildRoad):
                out[("edge", a.edge)] = a
            elif piece == ("tray", "settlement") and isinstance(a, BuildSettlement):
                out[("node", a.node)] = a
            elif piece == ("tray", "city") and isinstance(a, BuildCity):
                out[("node", a.node)] = a
            elif piece == ("robber",) and isinstance(a, MoveRobber) and ("hex", a.hex) not in out:
                out[("hex", a.hex)] = MoveRobber(a.hex, -1)
        return out

    def action_for(self, piece: Hashable, target: Hashable) -> Action | None:
        kind, ident = cast("tuple[Any, Any]", target)
        if piece == ("tray", "road") and kind == "edge":
            return BuildRoad(ident)
        if piece == ("tray", "settlement") and kind == "node":
            return BuildSettlement(ident)
        if piece == ("tray", "city") and kind == "node":
            return BuildCity(ident)
        if piece == ("robber",) and kind == "hex":
            return MoveRobber(ident, -1)
        return None

    def on_chosen(self, piece: Hashable, target: Hashable, action: Action) -> Action | None:
        """The robber's drop: when there is someone to rob, ask whom before moving it."""
        if isinstance(action, MoveRobber):
            victims = [
                a for a in self._my_legal() if isinstance(a, MoveRobber) and a.hex == action.hex and a.victim >= 0
            ]
            if victims:
                self.pending_robber = action.hex
                self.refresh()
                self.prompt_changed()
                return None
        return action

    def prompt_changed(self) -> None:
        """Ask the window to redraw the prompt bar (it listens to the model; a local choice is not one)."""
        for view in self.views():
            window = view.window()
            if hasattr(window, "_on_changed"):
                window._on_changed()

    # -- the prompt bar ------------------------------------------------------------------------------------
    def prompt_text(self) -> str:
        st = self.view_state
        seat = self.model.perspective()
        legal = self._my_legal()
        if st is None:
            return ""
        if seat is None:  # hot seat while a bot plays: nobody's view, whose turn it is (the bar stood empty)
            return self.playing_text()
        if not legal:
            if st.phase == TRADE_ANSWER and seat == st.active:
                return self._answers_text(st)  # the answers to your offer, as they arrive
            if st.phase in (TRADE_ANSWER, DISCARD):
                return _tr(P_WAIT)
            return self.playing_text()
        if st.phase in (TRADE_WRITE, TRADE_COUNTER):
            return self._writing_text(st)
        return {
            # which settlement is the second is the engine's (`second_settlement`): it yields its hexes
            SETUP_SETTLEMENT: _tr(P_SETUP_SECOND if second_settlement(st) else P_SETUP_SETTLEMENT),
            SETUP_ROAD: _tr(P_SETUP_ROAD),
            # a card to play before the roll is offered only when one may be played now (not bought
            # this turn, none played yet): "you may play a development card first" spoke to empty hands
            ROLL: _tr(P_ROLL if any(isinstance(a, PLAY_CARDS) for a in legal) else P_ROLL_PLAYED),
            MAIN: _tr(P_MAIN_BUILT if self._trading_over(st) else P_MAIN),
            ROBBER: _tr(P_VICTIM) if self.pending_robber >= 0 else _tr(P_ROBBER),
            DISCARD: _tr(P_DISCARD),
            FREE_ROADS: _tr(P_FREE),
            TRADE_CHOOSE: self._choose_text(st) if self._dealers(st) else _tr(P_NOBODY),
            TRADE_ANSWER: self._offer_text(st),
        }.get(st.phase, "")

    def prompt_actions(self) -> list[tuple[str, Any]]:
        st = self.view_state
        legal = self._my_legal()
        seat = self.model.perspective()
        if st is None or seat is None or not legal:
            return []
        out: list[tuple[str, Any]] = []
        if st.phase == ROBBER and self.pending_robber >= 0:
            for a in legal:
                if isinstance(a, MoveRobber) and a.hex == self.pending_robber and a.victim >= 0:
                    out.append((_tr(S_STEAL).replace("%1", self.model.names[a.victim]), a))
            out.append((_tr(S_NOBODY), MoveRobber(self.pending_robber, -1)))
            out.append((_tr(S_ROBBER_AGAIN), self._robber_again))
            return out
        if st.phase == DISCARD:
            n = st.discards[seat]
            out.append((_tr(S_DISCARD, n), lambda: self._ask_cards(seat, n, "discard")))
            return out
        if st.phase == TRADE_ANSWER:
            if TradeAccept() in legal:
                out.append((_tr(S_ACCEPT), TradeAccept()))
            else:  # shown greyed, saying why (it vanished: an offer he cannot pay for, told nothing)
                out.append((_tr(S_ACCEPT), Unavailable(self.model.explain(seat, TradeAccept()) or "")))
            out.append((_tr(S_DECLINE), TradeDecline()))
            out.append((_tr(S_COUNTER), lambda: self._ask_trade(seat, counter=True)))
            return out
        if st.phase == TRADE_CHOOSE:
            for other in self._dealers(st):  # a counter-offer he cannot pay: greyed, saying why
                a = TradeConfirm(other)
                label = _tr(S_DEAL).replace("%1", self.model.names[other])
                why = "" if a in legal else self.model.explain(seat, a) or ""
                out.append((label, Unavailable(f"{self._deal_text(st, other)}\n{why}") if why else a))
            out.append((_tr(S_WITHDRAW), TradeCancel()))
            return out
        if st.phase in (TRADE_WRITE, TRADE_COUNTER):
            if TradePropose() in legal:
                out.append((_tr(S_PROPOSE), TradePropose()))
            out.append((_tr(S_CANCEL), TradeCancel()))
            return out
        if Roll() in legal:
            out.append((_tr(S_ROLL), Roll()))
        if PlayKnight() in legal:
            out.append((_tr(S_KNIGHT), PlayKnight()))
        if PlayRoadBuilding() in legal:  # the rules allow it with nowhere to build; the button says so
            out.append((_tr(S_ROADS if road_spots(st, seat) else S_ROADS_NONE), PlayRoadBuilding()))
        if any(isinstance(a, PlayYearOfPlenty) for a in legal):
            out.append((_tr(S_PLENTY), lambda: self._ask_cards(seat, 2, "plenty")))
        if any(isinstance(a, PlayMonopoly) for a in legal):
            out.append((_tr(S_MONOPOLY), lambda: self._ask_monopoly(seat)))
        if BuyDevelopment() in legal:
            out.append((_tr(S_BUY), BuyDevelopment()))
        over = self._trading_over(st)  # built this turn: both trades greyed out, saying why
        if over:
            why = self.model.render(Message(tx.E_TRADE_AFTER_BUILD))
            out.append((_tr(S_BANK), Unavailable(why)))
            out.append((_tr(S_OFFER), Unavailable(why)))
        elif any(isinstance(a, MaritimeTrade) for a in legal):
            out.append((_tr(S_BANK), lambda: self._ask_bank(seat)))
        elif st.phase == MAIN:  # greyed out, saying what a trade with the bank would take
            from engine.catan.rules import cards_message

            rates = [self.game.ratio(st, seat, r) for r in range(5)]
            need = self.model.render_value(cards_message(rates)).replace(", ", " / ")
            out.append((_tr(S_BANK), Unavailable(_tr(R_BANK).replace("%1", need))))
        if TradeStart() in legal and not over:
            out.append((_tr(S_OFFER), lambda: self._ask_trade(seat, counter=False)))
        if EndTurn() in legal:
            out.append((_tr(S_END), EndTurn()))
        return out

    @staticmethod
    def _dealers(st: Any) -> list[int]:
        """The seats that accepted the offer or made a counter-offer: one to choose from."""
        from engine.catan.rules import ACCEPTED, COUNTERED

        return [s for s, answer in enumerate(st.trade_answers) if answer in (ACCEPTED, COUNTERED)]

    def decision_tip(self, action: Any) -> str:
        """A deal's button tells its terms (a counter-offer's differ from the offer made)."""
        st = self.view_state
        if isinstance(action, TradeConfirm) and st is not None and st.phase == TRADE_CHOOSE:
            return str(self._deal_text(st, action.seat))
        return ""

    @staticmethod
    def _trading_over(st: Any) -> bool:
        """In the main phase, after this turn's building: the engine's rule (`moves.trading_over`)."""
        return bool(st.phase == MAIN and trading_over(st))

    def end_turn_action(self) -> Action | None:
        return EndTurn() if EndTurn() in self._my_legal() else None

    def end_turn_reason(self) -> str:
        seat = self.model.perspective()
        return "" if seat is None else self.model.refusal(seat, EndTurn())

    # -- dialogs: each ends in engine actions sent in order ---------------------------------------------------
    def _send(self, actions: list[Action]) -> None:
        for a in actions:
            self.action_chosen.emit(a)

    def _parent(self) -> Any:
        views = self.views()
        return views[0].window() if views else None

    def _refusal(self, seat: int, actions: list[Action] | None, shape: str) -> str | None:
        """The engine's reason for refusing `actions` (played on a copy), or `shape` when there are none."""
        if actions is None:
            return shape
        return self.model.explain_sequence(seat, actions)

    def _cards_actions(self, purpose: str, cards: list[int]) -> list[Action] | None:
        picked = [r for r in range(5) for _ in range(cards[r])]
        if purpose == "discard":
            return [Discard(tuple(cards))]  # type: ignore[arg-type]
        return [PlayYearOfPlenty(min(picked), max(picked))] if len(picked) == 2 else None

    def _ask_cards(self, seat: int, count: int, purpose: str) -> None:
        st = self.view_state
        assert st is not None
        limits = list(st.hands[seat]) if purpose == "discard" else [count] * 5
        shape = CardsDialog.tr_count(count)

        def check(cards: list[int]) -> str | None:
            return self._refusal(seat, self._cards_actions(purpose, cards), shape)

        cards = CardsDialog(purpose, count, limits, check, self._parent()).ask()
        if cards is not None:
            self._send(self._cards_actions(purpose, cards) or [])

    def _ask_monopoly(self, seat: int) -> None:
        def check(r: int) -> str | None:
            return self._refusal(seat, [PlayMonopoly(r)], "")

        r = ResourceDialog(check, self._parent()).ask()
        if r is not None:
            self._send([PlayMonopoly(r)])

    def hint(self, action: Action) -> None:
        """Light the place a hinted build or robber move goes to."""
        target: Hashable | None = None
        if isinstance(action, (BuildSettlement, BuildCity)):
            target = ("node", action.node)
        elif isinstance(action, BuildRoad):
            target = ("edge", action.edge)
        elif isinstance(action, MoveRobber):
            target = ("hex", action.hex)
        if target is None:
            labels = [label for label, a in self.prompt_actions() if a == action]
            self.status.emit(labels[0] if labels else "")
            return
        self.clear_targets()
        from desktop.common.board import TargetMark

        mark = TargetMark(self.target_path(target), QColor("#FFD600"))
        mark.set_hot(True)
        self.addItem(mark)
        self._marks[target] = mark
        # and the piece to drag there, as Golden Horn lights the ship: the place alone left a child
        # looking for what to put on it
        kind = {BuildSettlement: "settlement", BuildCity: "city", BuildRoad: "road"}.get(type(action))
        piece = self.pieces.get(("robber",) if kind is None else ("tray", kind))
        if piece is not None:
            ring = TargetMark(piece.mapToScene(piece.shape()), QColor("#FFD600"))
            ring.setPen(QPen(QColor("#FFD600"), 5, Qt.PenStyle.DashLine))  # an outline: the piece stays seen
            ring.setZValue(70)
            self.addItem(ring)
            self._marks[("hint-piece",)] = ring
