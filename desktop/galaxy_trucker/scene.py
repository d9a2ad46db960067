"""The Galaxy Trucker board: the ship you build, the warehouse, the others' ships, the flight.

Building: click the face-down pile (or a face-up tile) to take a tile into your hand, drag it
onto a lit cell of your ship board (R, the wheel or a right click turns it, also while
dragging), onto a reserve slot, or back to the middle. The tile placed last can still be
dragged or turned until the next one is taken. Every move goes to the engine stamped with the
match clock; the hourglass dock shows the sand. Check, crew and flight decisions are prompt
buttons and clicks on the ship; the engine decides everything.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import shiboken6
from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsRectItem,
)

import engine.galaxy_trucker.building as bd
import engine.galaxy_trucker.power as pw
import engine.galaxy_trucker.ship as sh
import engine.galaxy_trucker.texts as tx
from desktop.common.colours import SEAT_COLOURS
from desktop.common.i18n import current_language, tr_count, tr_key, tr_n
from desktop.common.sections import SectionedBoard
from desktop.galaxy_trucker.hand import BOARD_X, SLOT, Hand, board_top
from desktop.galaxy_trucker.hints import Hints, timeless
from desktop.galaxy_trucker.hourglass import HourglassOnBoard
from desktop.galaxy_trucker.keys import Keyboard
from desktop.galaxy_trucker.labels import (
    L_CREDITS,
    L_CUBES,
    L_FACE_UP,
    L_LOST_TILES,
    L_PILE,
    L_ROUND,
    L_TOKEN,
    S_BATTERY,
    S_WARN,
    T_LAST,
    T_START_STAYS,
    cell_tip,
    fault_lines,
    middle_tip,
    mission_aboard,
    mission_label,
    mission_tip,
    pile_tip,
)
from desktop.galaxy_trucker.overview import (
    CELL,
    LABEL_PX,
    MIDDLE_X,
    MIDDLE_Y,
    TEXT,
    H,
    W,
    face_up_grid,
    flight_board,
    other_ships,
    seat_colour,
    text_item,
    tile_contents,
)
from desktop.galaxy_trucker.placing import Placing, _held
from desktop.galaxy_trucker.prompts import Prompts
from desktop.galaxy_trucker.ship_check import FAULT, exposed_notches, fault_preview
from desktop.galaxy_trucker.shots import shot_items
from desktop.galaxy_trucker.tiles import TileBackItem, TileItem, tile_tooltip
from engine.core.actions import Action
from engine.core.messages import Message
from engine.galaxy_trucker.actions import (
    Adjust,
    Defend,
    DoneLoading,
    KeepPart,
    LoseBattery,
    LoseCrew,
    LoseGoods,
    Place,
    PlaceAlien,
    Power,
    RemoveTile,
    Reserve,
    ReturnTile,
    Store,
    TakeHidden,
    TakeVisible,
    Unload,
)
from engine.galaxy_trucker.data import components
from engine.galaxy_trucker.state import BUILD, CHECK, CREW, FLIGHT, GTState

TABLE = QColor("#1F2A3A")
MUTED = QColor("#8FA3BF")
CHOICE = QColor("#5CE1E6")  # a tile a click decides something with
READY = QColor("#FFD54A")  # a shield or cannon that may be used now
FIRING = QColor("#FFF27A")  # one in use
PART_COLOURS = ("#4FC3F7", "#FFB74D", "#BA68C8", "#81C784", "#F06292")


# the ship check's faults a tile is outlined for while building (not E5, "not joined": a later tile may join it)
BUILD_WARNINGS = ("E1", "E2", "E3", "E4", "E6", "E7")
# once the ships are built the header tells each one's mission tiles and what they would pay
AFTER_BUILDING = (CHECK, CREW, FLIGHT)
MISSION = QColor("#FFD75E")  # the mission's line under the round


class GalaxyTruckerScene(Hand, Placing, Hints, Keyboard, Prompts, HourglassOnBoard, SectionedBoard):
    """Draws a Galaxy Trucker view; drags and clicks become stamped engine actions."""

    score_unit = "credits"  # the game counts credits, not points

    def __init__(self, model: Any) -> None:
        super().__init__(model)
        self.game = model.game
        self.setSceneRect(0, 0, W, H)
        self.setBackgroundBrush(TABLE)
        self.view_state: GTState | None = None
        self.turn = 0  # the rotation the tile in hand will be placed with
        self._legal_cache: tuple[tuple[int, int], list[Action]] | None = None
        self._device: tuple[int, int] | None = None  # a cannon, engine or shield chosen, its battery next
        self._hinted: Action | None = None  # the hinted move, ringed while it can still be made
        self._stale = False  # the model changed during a drag: redraw after the drop
        self._fit_marks: list[QGraphicsItem] = []  # connector marks around the cell under a dragged tile
        self.fits: list[tuple[int, bool, bool]] = []  # (side, legal, joined) there
        self._lit: dict[tuple[int, int], QColor] = {}  # shields, cannons and engines shining now
        self._cell_pos: dict[tuple[int, int], QPointF] = {}
        self.hourglass: Any = None
        self.hourglass_dock: Any = None
        self.ready_wait = False  # a new game against the clock waits for its player (hold_the_start)
        self._seen_round = model.match.state.round  # a new round shows what the last one paid
        self.round_dialog: Any = None
        self.piles_dialog: Any = None  # card_preview: the open piles of flight cards, while building
        self._stores: tuple[Hashable, dict[Hashable, Action]] | None = None  # a held cube's holds
        self._tray_box = QRectF()  # the goods at hand while loading: a held cube dropped there is unloaded
        self._pile_press: QPointF | None = None  # pressed on the face-down pile: a drag from there draws a tile
        self._from_pile = False  # the tile carried now was drawn off the pile by this drag
        self._over: Hashable | None = None  # what the carried tile is over, as the status bar said it

    def _human(self) -> int | None:
        seat = self.model.perspective()
        if seat is None or self.model.is_bot(seat):
            return None
        return seat

    # -- drawing ------------------------------------------------------------------------------------
    def refresh(self) -> None:
        if self._dragging is not None:
            # bots build while the player drags: redraw once the tile is dropped, so the lit
            # cells and the tile in the hand stay as they are (they are the player's own ship)
            self._stale = True
            return
        self._stale = False
        self._legal_cache = None  # asked again once per redraw
        self.clear_targets()
        st: GTState = self.model.view()
        self.view_state = st
        if self.hourglass_dock is not None:
            # the sand runs only while building: the rest of the round the board gets its room, as
            # a replay's does (no sand runs there, and at 1024 px the glass left its scrubber 20 px)
            self.hourglass_dock.setVisible(st.phase == BUILD and not self.watching())
        if self.piles_dialog is not None:
            if st.phase == BUILD and st.piles:
                self.piles_dialog.refresh()
            else:
                self.piles_dialog.close()  # the piles go into the flight deck
                self.piles_dialog.deleteLater()
                self.piles_dialog = None
        seat = self.model.perspective()
        me = seat if seat is not None else 0
        legal = self._my_legal()
        if self._device is not None and not any(
            isinstance(a, Power | Defend) and (a.row, a.col) == self._device for a in legal
        ):
            self._device = None
        if st.round > self._seen_round:
            self._seen_round = st.round
            QTimer.singleShot(0, self._show_round)
        lang = current_language()
        plan: list[tuple[str, Hashable, Any]] = [
            ("header", (lang, self._header_key(st)), lambda: self._draw_header(st)),
            ("board", (lang, self._board_key(st, me, legal)), lambda: self._draw_board(st, me)),
        ]
        if st.phase == BUILD:
            plan.append(("middle", (lang, self._middle_key(st, legal)), lambda: self._draw_middle(st, me)))
        elif st.phase == FLIGHT:
            plan.append(("track", (lang, self._track_key(st)), lambda: self._draw_track(st)))
        plan.append(("others", (lang, self._others_key(st, me)), lambda: self._draw_others(st, me)))
        # the board is drawn in sections (header, own ship, middle, flight board, other ships); a
        # section is rebuilt only when what it shows changed (bots move several times a second)
        self.rebuild(plan)
        self._ring_hint(legal)
        self.restore_selection()

    def _show_round(self) -> None:
        """Between rounds the credits of the round are shown; the next building waits for the player."""
        from desktop.galaxy_trucker.results import RoundDialog

        views = self.views()
        window = views[0].window() if views else None
        if not self.model.human_seats() or getattr(window, "_no_dialogs", False) or self.model.match.is_over():
            return
        self.model.paused = True  # the sand and the bots wait
        self.round_dialog = RoundDialog(self.model, window)
        self.round_dialog.finished.connect(self._round_read)
        self.round_dialog.open()

    def show_piles(self) -> None:
        """card_preview: the open piles of the round's flight cards, in a window beside the board."""
        from desktop.galaxy_trucker.piles import PilesDialog

        if self.piles_dialog is None:
            views = self.views()
            self.piles_dialog = PilesDialog(lambda: self.view_state, views[0].window() if views else None)
        self.piles_dialog.show()
        self.piles_dialog.raise_()

    def close_windows(self) -> None:
        for dialog in (self.piles_dialog, self.round_dialog):
            if dialog is not None and shiboken6.isValid(dialog):
                dialog.blockSignals(True)  # closed with its game: nothing of it is played on
                dialog.close()
                dialog.deleteLater()
        self.piles_dialog = self.round_dialog = None

    def _round_read(self) -> None:
        if self.round_dialog is not None:
            self.round_dialog.deleteLater()  # read and closed: a child of the main window no longer
        self.round_dialog = None
        self.model.paused = False
        self.model.schedule_bots()
        self.refresh()

    def results_widget(self) -> Any:
        from desktop.galaxy_trucker.results import RoundResults

        widget = RoundResults()
        widget.show_state(self.model.match.state, self.model.names, self.model.colours)
        return widget

    # what each section shows: when none of it changed, the section stays as it is
    def _header_key(self, st: GTState) -> Hashable:
        seats = tuple((p.credits, p.token, p.cubes, len(p.lost)) for p in st.seats)
        mission = tuple(mission_aboard(st, s) for s in range(len(st.seats))) if st.phase in AFTER_BUILDING else ()
        return (
            st.round,
            st.phase,
            bd.realtime(st),
            seats,
            mission,
            self.model.match.to_act(),
            tuple(self.model.names),
        )

    def _board_key(self, st: GTState, me: int, legal: list[Action]) -> Hashable:
        p = st.seats[me]
        ship = p.ship
        cs = st.cs
        contents = tuple(
            tuple(sorted(d.items())) for d in (ship.tiles, ship.humans, ship.aliens, ship.cells, ship.goods)
        )
        mine = (p.hand, tuple(p.reserve), tuple(p.bay), p.last, p.token, p.checked, p.crewed, ship.board)
        card = (cs.card, cs.step, tuple(cs.fired), tuple(cs.powered), tuple(cs.at_hand), cs.victim)
        actions = tuple(timeless(a) for a in legal)
        return st.phase, st.round, me, self._human(), contents, mine, card, actions, self.turn, self._device

    def _middle_key(self, st: GTState, legal: list[Action]) -> Hashable:
        takes = tuple(timeless(a) for a in legal if isinstance(a, TakeHidden | TakeVisible))
        # and what the reasons said on a press go by (a full hand, no cubes left, a finished ship)
        me = self._human()
        p = st.seats[me] if me is not None else None
        mine = (me, p.hand, p.cubes, len(p.reserve), p.token) if p is not None else None
        return len(st.warehouse), tuple(st.face_up), takes, mine, self.model.match.to_act()

    def _track_key(self, st: GTState) -> Hashable:
        flying = tuple((p.pos, p.flying) for p in st.seats)
        taken = tuple(st.cs.taken)  # the planets landed on: each lander's marker on the card
        return flying, st.cs.card, taken, len(st.deck), tuple(st.played[-1:]), tuple(self.model.colours)

    def _others_key(self, st: GTState, me: int) -> Hashable:
        ships = tuple(
            (s, p.ship.board, tuple(sorted(p.ship.tiles.items())), p.hand, p.crewed, _aboard(p.ship))
            for s, p in enumerate(st.seats)
            if s != me
        )
        return st.phase, me, ships, tuple(self.model.names)

    def _text(self, text: str, x: float, y: float, px: int = 15, bold: bool = False, colour: QColor = TEXT) -> None:
        self.add(text_item(text, x, y, px, bold, colour))

    def _draw_header(self, st: GTState) -> None:
        self._text(tr_key(L_ROUND, str(st.round)), BOARD_X, 20, 22, True)
        mission = mission_label(st)
        if mission:  # the mission and what it pays this round, under the round (it was shown nowhere)
            label = self.add(text_item(mission, BOARD_X, 48, LABEL_PX, False, MISSION))
            label.setToolTip(mission_tip(st))
        lines: list[tuple[int, str, str]] = []
        for s, p in enumerate(st.seats):
            bits = [self.model.board_names[s], tr_n(L_CREDITS, p.credits)]
            if p.token and st.phase != FLIGHT:  # in flight the flight board tells the order
                bits.append(tr_key(L_TOKEN, str(p.token)))
            if p.lost and st.phase != BUILD:  # paid for at the round's end, a credit each
                bits.append(tr_n(L_LOST_TILES, len(p.lost)))
            if st.phase == BUILD and not bd.realtime(st):
                bits.append(tr_key(L_CUBES, str(p.cubes)))
            aboard, why = mission_aboard(st, s) if st.phase in AFTER_BUILDING else ("", "")
            if aboard:  # the mission tiles on the ship and what they would pay if the flight ended now
                bits.append(aboard)
            lines.append((s, " · ".join(bits), why))
        items = [(s, text_item(text, 0, 0, LABEL_PX, s in self.model.match.to_act())) for s, text, _ in lines]
        tips = [why for _, _, why in lines]
        steps = [max(300.0, 18 + item.boundingRect().width() + 36) for _, item in items]
        left = BOARD_X + 200
        # four long names in Slovak ran past the board's right edge: then two to a row
        per_row = len(items) if left + sum(steps) - 36 <= W - 16 else (len(items) + 1) // 2
        for k, ((s, item), step) in enumerate(zip(items, steps, strict=True)):
            if k % per_row == 0:  # two rows stand higher: under them come the shots' dice and marks
                x, y = left, (22.0 if per_row == len(items) else 23 * (k // per_row))
            colour = QColor(self.model.colours[s] or SEAT_COLOURS[s])
            dot = QGraphicsRectItem(QRectF(x, y + 5, 12, 12))
            dot.setBrush(colour)
            dot.setPen(QPen(Qt.PenStyle.NoPen))
            self.add(dot)
            item.setPos(x + 18, y)
            line = self.add(item)
            line.setToolTip(self.model.names[s] + ("\n" + tips[k] if tips[k] else ""))
            x += step if per_row == len(items) else max(step, (W - 16 - left) / per_row)

    def _draw_board(self, st: GTState, me: int) -> None:  # noqa: C901 - the ship is where most decisions are made
        comp = components()
        p = st.seats[me]
        ship = p.ship
        board = comp.boards[ship.board]
        r0, c0 = board.rows[0], board.cols[0]
        colour = seat_colour(self.model.colours, me)
        self._cell_pos = {}
        faulty = fault_lines(sh.faults(ship)) if st.phase == CHECK and not p.checked else {}
        # while building, what the ship check would remove is outlined at once (RULES.md 3.2: warnings);
        # a lenient build took a clashing tile in silence until the check outlined it
        warned = fault_lines([f for f in sh.faults(ship) if f.code in BUILD_WARNINGS]) if st.phase == BUILD else {}
        legal = self._my_legal() if self._human() == me else []
        parts = self._parts(st, me, legal)
        clicks = self._cell_clicks(legal, parts)
        dead_rows, dead_cols = sh.dead_lines(ship)  # an artifact's dead zone (missions)
        top = board_top(board)
        for r, c in sorted(board.cells):
            centre = QPointF(BOARD_X + (c - c0 + 0.5) * CELL, top + (r - r0 + 0.5) * CELL)
            self._cell_pos[(r, c)] = centre
            slot = QGraphicsRectItem(QRectF(centre.x() - CELL / 2 + 2, centre.y() - CELL / 2 + 2, CELL - 4, CELL - 4))
            slot.setBrush(SLOT)
            slot.setPen(QPen(QColor("#4C6282"), 1.2))
            dead = r in dead_rows or c in dead_cols
            slot.setToolTip(cell_tip(r, c, st.phase == BUILD and (r, c) not in ship.tiles, dead))
            self.add(slot)
            if dead:  # hatched over the cell and its tile; the tile keeps its own tooltip
                hatch = QGraphicsRectItem(slot.rect())
                hatch.setBrush(QBrush(QColor(255, 90, 79, 110), Qt.BrushStyle.BDiagPattern))
                hatch.setPen(QPen(Qt.PenStyle.NoPen))
                hatch.setZValue(6)
                hatch.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                self.add(hatch)
            # a cell with a tile is a target too (never lit): a drop there is told why it is refused
            self._cur.targets[("cell", r, c)] = slot
        # the printed line numbers: the dice name a column (front, rear) or a row (sides)
        for c in range(board.cols[0], board.cols[1] + 1):
            number = text_item(str(c), 0, top - 24, LABEL_PX, False, MUTED)
            number.setX(BOARD_X + (c - c0 + 0.5) * CELL - number.boundingRect().width() / 2)
            self.add(number)
        for r in range(board.rows[0], board.rows[1] + 1):  # right-aligned beside the board ("10" ran into it)
            number = text_item(str(r), 0, 0, LABEL_PX, False, MUTED)
            box = number.boundingRect()
            number.setPos(BOARD_X - 5 - box.width(), top + (r - r0 + 0.5) * CELL - box.height() / 2)
            self.add(number)
        # loading: every tile takes a drop, and the cubes in the holds lie on them as pieces of their own
        loading = st.phase == FLIGHT and any(isinstance(a, DoneLoading) for a in legal)
        power = next((a for a in legal if isinstance(a, Power)), None)  # cannons or engines to power now
        for cell, (tile, rot) in ship.tiles.items():
            contents = tile_contents(ship, cell, p.crewed)
            if loading and contents is not None:
                contents = {k: v for k, v in contents.items() if k != "goods"} or None
            item = TileItem(tile, rot, CELL - 6, contents, colour)
            item.setPos(self._cell_pos[cell])
            item.setZValue(5)
            why = ""
            if power is not None and cell not in clicks:  # a click on another tile says why (it said nothing)
                why = self.model.refusal(me, Power(*cell, power.brow, power.bcol))
            elif st.phase == BUILD and cell != p.last and cell not in clicks:  # welded: it moves no more
                why = self._why_not(me, Adjust(*cell, rot, 0)) if p.last is None or p.token else self._not_last()
            elif st.phase == CHECK and cell not in clicks and any(isinstance(a, RemoveTile) for a in legal):
                why = self.model.refusal(me, RemoveTile(*cell))  # a sound tile, or the starting cabin
            self.add(item, click=clicks.get(cell), key=("cell", *cell), inert=why)
            if loading:  # every tile takes a drop: a full hold or a cabin is refused with the engine's reason
                self._cur.targets[("hold", *cell)] = item
            if cell == p.last and st.phase == BUILD:
                self._cur.pieces[("last",)] = item
                if self._human() == me:  # not welded yet: it may still be moved or turned
                    self._outline(item, CHOICE, 2, tr_count(T_LAST), Qt.PenStyle.DashLine)
            if cell in faulty and cell in clicks:
                for piece in fault_preview(ship, cell, item, faulty[cell], self._cell_pos):
                    self.add(piece)
            elif cell in faulty:
                stays = [tr_count(T_START_STAYS)] if cell == board.start else []  # never removed
                self._outline(item, FAULT, 3, "\n".join(faulty[cell] + stays))
            elif cell in warned and cell != board.start:  # the check's red outline (round the frame of the
                # tile placed last), with its reasons under the tile's own name; the starting cabin stays
                tip = item.toolTip() + "\n" + tr_key(S_WARN, " ".join(warned[cell]))
                self._outline(item, FAULT, 3, tip, grow=2.0 if cell != p.last else 5.0)
            elif cell in parts:
                self._tint(item, PART_COLOURS[parts[cell][0] % len(PART_COLOURS)])
            elif cell in clicks:
                self._outline(item, CHOICE, 2.5)
        self._light_devices(st, me, legal)
        if st.phase != BUILD:
            for piece in exposed_notches(ship, self._cell_pos):
                self.add(piece)
        mine = [f for f in st.cs.fired if f.seat == me] if st.phase == FLIGHT else []
        if mine:  # the projectile of this card aimed at this ship
            for piece in shot_items(mine[-1], board, BOARD_X, top, self._cell_pos):
                self.add(piece)
        y = top + (board.rows[1] - r0 + 1) * CELL + 18
        if st.phase == BUILD:
            self._draw_hand(st, me, board, y, legal)
        elif loading:
            self._draw_tray(st, y, legal, board)
            self._draw_held(st, me, legal)

    def _outline(
        self,
        item: QGraphicsItem,
        colour: QColor,
        width: float,
        tip: str = "",
        style: Qt.PenStyle = Qt.PenStyle.SolidLine,
        grow: float = 2.0,
    ) -> None:
        mark = QGraphicsRectItem(item.boundingRect().adjusted(-grow, -grow, grow, grow))
        mark.setPos(item.pos())
        mark.setPen(QPen(colour, width, style))
        mark.setZValue(6)
        if tip:
            mark.setToolTip(tip)
        mark.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.add(mark)

    def _tint(self, item: QGraphicsItem, colour: str) -> None:
        tint = QGraphicsRectItem(item.boundingRect())
        tint.setPos(item.pos())
        fill = QColor(colour)
        fill.setAlpha(90)
        tint.setBrush(fill)
        tint.setPen(QPen(QColor(colour), 3))
        tint.setZValue(6)
        tint.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.add(tint)

    def _cell_clicks(
        self, legal: list[Action], parts: dict[tuple[int, int], tuple[int, Action]]
    ) -> dict[tuple[int, int], Any]:
        """What a click on each tile of the own ship does now (an action, or a step of a choice)."""
        out: dict[tuple[int, int], Any] = {}
        devices: dict[tuple[int, int], list[Power | Defend]] = {}
        for a in legal:
            if isinstance(a, RemoveTile | PlaceAlien | LoseCrew | LoseBattery | LoseGoods):
                out.setdefault((a.row, a.col), a)
            elif isinstance(a, Power | Defend):
                devices.setdefault((a.row, a.col), []).append(a)
        if self._device is not None and self._device in devices:
            for a in devices[self._device]:  # the device is chosen: now the battery that powers it
                out[(a.brow, a.bcol)] = a
        for cell, options in devices.items():
            if len(options) == 1:
                out[cell] = options[0]
            else:
                out[cell] = lambda cell=cell: self._choose_device(cell)
        for cell, (_k, a) in parts.items():
            out[cell] = a
        return out

    def _choose_device(self, cell: tuple[int, int]) -> None:
        self._device = None if self._device == cell else cell
        self.refresh()
        self.status.emit(tr_count(S_BATTERY))

    def _parts(self, st: GTState, me: int, legal: list[Action]) -> dict[tuple[int, int], tuple[int, Action]]:
        """The ship fell apart: each cell -> (its part's number, the KeepPart that keeps that part)."""
        keep = {(a.row, a.col): a for a in legal if isinstance(a, KeepPart)}
        if not keep:
            return {}
        out: dict[tuple[int, int], tuple[int, Action]] = {}
        for k, part in enumerate(sh.parts(st.seats[me].ship)):
            a = keep.get(min(part))  # the engine names a part by its smallest cell
            if a is not None:
                out.update(dict.fromkeys(part, (k, a)))
        return out

    def _light_devices(self, st: GTState, me: int, legal: list[Action]) -> None:
        """Shields and cannons light up: those that may defend or be powered now, and those in use."""
        lit: dict[tuple[int, int], QColor] = {}
        for a in legal:
            if isinstance(a, Power | Defend):
                lit[(a.row, a.col)] = READY
        if st.phase == FLIGHT and st.cs.fired and st.cs.fired[-1].seat == me:
            for cell in st.cs.fired[-1].by:  # what shot the last projectile down or stopped it
                lit[cell] = FIRING
        if self._human() == me:
            for cell in st.cs.powered:
                lit[cell] = FIRING
            if st.phase == FLIGHT and st.cs.victim == me and st.cs.powered_engines:
                # powered double engines shine as powered cannons do (they lost their light and looked
                # unpowered); the engine powers them in its own order
                for cell in pw.double_engines(st.seats[me].ship)[: st.cs.powered_engines]:
                    lit[cell] = FIRING
        if self._device is not None:
            lit[self._device] = FIRING
        self._lit = lit
        for cell, colour in lit.items():
            if cell not in self._cell_pos:
                continue
            glow = QGraphicsEllipseItem(QRectF(-CELL * 0.62, -CELL * 0.62, CELL * 1.24, CELL * 1.24))
            glow.setPos(self._cell_pos[cell])
            gradient = QRadialGradient(QPointF(0, 0), CELL * 0.62)
            inner = QColor(colour)
            inner.setAlpha(150)
            outer = QColor(colour)
            outer.setAlpha(0)
            gradient.setColorAt(0.55, inner)
            gradient.setColorAt(1.0, outer)
            glow.setBrush(gradient)
            glow.setPen(QPen(Qt.PenStyle.NoPen))
            glow.setZValue(4)  # under the tile: it shines around it
            glow.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.add(glow)

    def _draw_middle(self, st: GTState, me: int) -> None:
        legal = self._my_legal() if self._human() == me else []
        x, y = MIDDLE_X, MIDDLE_Y
        self._text(tr_key(L_PILE, str(len(st.warehouse))), x, y - 6, LABEL_PX, True)  # over the pile, clear of it
        take = next((a for a in legal if isinstance(a, TakeHidden)), None)
        tip = pile_tip(st)  # how many are left, never which
        for k in range(min(4, (len(st.warehouse) + 19) // 20)):
            back = TileBackItem(CELL)
            back.setToolTip(tip)
            back.setPos(x + 50 + k * 4, y + 76 - k * 4)
            back.setZValue(2 + k)
            # a tile in hand, the ship finished, no tile left: pressed, the pile says why
            self.add(back, click=take, key=("pile",), inert="" if take else self._why_not(me, TakeHidden(st.now)))
        # the middle: face-up tiles, and the place to put a tile back
        area = QGraphicsRectItem(QRectF(x, y + 130, 520, 360))
        area.setBrush(QColor(255, 255, 255, 18))
        area.setPen(QPen(QColor("#6C7F9C"), 1.2, Qt.PenStyle.DashLine))
        area.setToolTip(middle_tip())
        self.add(area)
        self._cur.targets[("middle",)] = area
        self._text(tr_count(L_FACE_UP), x + 8, y + 134, LABEL_PX, True)
        size, per_row = face_up_grid(len(st.face_up))
        for k, tile in enumerate(st.face_up):
            item = TileItem(tile, 0, size)
            item.setToolTip(tile_tooltip(tile))  # not on a ship: a line artifact may still turn
            item.setPos(x + 36 + (k % per_row) * (size + 8), y + 190 + (k // per_row) * (size + 8))
            item.setZValue(3)
            action = TakeVisible(tile, st.now)
            why = "" if action in legal else self._why_not(me, action)
            self.add(item, click=action if action in legal else None, key=("up", tile), inert=why)

    def _draw_others(self, st: GTState, me: int) -> None:
        for item in other_ships(st, me, self.model.board_names, self.model.colours):
            self.add(item)

    def _draw_track(self, st: GTState) -> None:
        for item in flight_board(st, self.model.board_names, self.model.colours):
            self.add(item)

    # -- rules questions, answered by the engine ------------------------------------------------------
    def _why_not(self, me: int, action: Action) -> str:
        """Why the person cannot make this building move now (pressed, a pile or a tile says it), or ""
        when the board does not address a person building now."""
        if self._human() != me or self.view_state is None or self.view_state.phase != BUILD:
            return ""
        return self.model.refusal(me, self.model.stamped(action))

    def _not_last(self) -> str:
        return self.model.render(Message(tx.R_NOT_LAST))

    def _now(self, action: Action) -> Action:
        return self.model.stamped(action)

    def _my_legal(self) -> list[Action]:
        seat = self._human()
        if seat is None or seat not in self.model.match.to_act():
            return []
        key = (id(self.model.match.state), len(self.model.match.records))
        if self._legal_cache is None or self._legal_cache[0] != key:
            self._legal_cache = (key, self.model.match.legal_actions(seat))
        return self._legal_cache[1]

    def draggable_pieces(self) -> set[Hashable]:
        legal = self._my_legal()
        out: set[Hashable] = set()
        if any(isinstance(a, Place | Reserve | ReturnTile) for a in legal):
            out.add(("hand",))
        if any(isinstance(a, Adjust) for a in legal):
            out.add(("last",))
        out |= {k for k in self.pieces if isinstance(k, tuple) and k[0] in ("cube", "held")}
        return out & set(self.pieces)

    def legal_targets(self, piece: Hashable) -> dict[Hashable, Action]:
        out: dict[Hashable, Action] = {}
        st = self.view_state
        p = st.seats[self._human() or 0] if st is not None else None
        for a in self._my_legal():
            if piece == ("hand",):
                if isinstance(a, Place) and a.rotation == self.turn:
                    out[("cell", a.row, a.col)] = a
                elif isinstance(a, Reserve):
                    out[("reserve",)] = a
                elif isinstance(a, ReturnTile):
                    out[("middle",)] = a
            elif piece[0] == "cube" and isinstance(a, Store) and a.colour == piece[2]:  # type: ignore[index]
                out[("hold", a.row, a.col)] = a
            elif piece[0] == "held" and isinstance(a, Unload) and (a.row, a.col, a.colour) == _held(piece):  # type: ignore[index]
                out[("tray",)] = a
            elif piece == ("last",) and isinstance(a, Adjust) and p is not None and p.last is not None:
                if a.rotation == p.ship.tiles[p.last][1]:
                    out[("cell", a.row, a.col)] = a
        if isinstance(piece, tuple) and piece[0] == "held" and ("tray",) in out:
            out.update(self._held_stores(piece))  # the holds it may go to, once taken out of its own
        return out

    def _held_stores(self, piece: tuple[Any, ...]) -> dict[Hashable, Action]:
        """The holds a cube lying in a hold may be moved to: those the engine lets it be stored in once
        it is unloaded (asked on a copy of the game, once per piece and position)."""
        r, c, colour = _held(piece)
        seat = self._human()
        key = (id(self.model.match.state), len(self.model.match.records), piece)
        if self._stores is not None and self._stores[0] == key:
            return dict(self._stores[1])
        out: dict[Hashable, Action] = {}
        if seat is not None:
            game = self.model.game
            probe = game.clone(self.model.match.state)
            game.apply(probe, seat, Unload(colour, r, c))
            for a in game.legal_actions(probe, seat):
                if isinstance(a, Store) and a.colour == colour and (a.row, a.col) != (r, c):
                    out[("hold", a.row, a.col)] = a
        self._stores = (key, out)
        return dict(out)

    def target_path(self, target: Hashable) -> QPainterPath:
        if target == ("tray",):  # lit where the goods at hand lie, though a drop anywhere off the ship counts
            path = QPainterPath()
            path.addRect(self._tray_box)
            return path
        return super().target_path(target)

    def action_for(self, piece: Hashable, target: Hashable) -> Action | None:
        kind = target[0]  # type: ignore[index]
        st = self.view_state
        if piece == ("hand",):
            if kind == "cell":
                return self._now(Place(target[1], target[2], self.turn, 0))  # type: ignore[index]
            return self._now(Reserve(0) if kind == "reserve" else ReturnTile(0))
        if piece[0] == "cube" and kind == "hold":  # type: ignore[index]
            return Store(piece[2], target[1], target[2])  # type: ignore[index]
        if piece[0] == "held":  # type: ignore[index]
            r, c, colour = _held(piece)
            if kind == "tray":
                return Unload(colour, r, c)
            if kind == "hold" and (target[1], target[2]) != (r, c):  # type: ignore[index]
                return Store(colour, target[1], target[2])  # type: ignore[index]
        if piece == ("last",) and kind == "cell" and st is not None:
            p = st.seats[self._human() or 0]
            if p.last is not None:
                return self._now(Adjust(target[1], target[2], p.ship.tiles[p.last][1], 0))  # type: ignore[index]
        return None

    def right_click(self, pos: QPointF) -> None:
        self.turn_tile(1)  # the view hands over a right click that did not move; a right drag pans


def _aboard(ship: sh.Ship) -> tuple[object, ...]:
    """What lies on a ship's tiles: crew, aliens, battery cells and goods."""
    return tuple(tuple(sorted(d.items())) for d in (ship.humans, ship.aliens, ship.cells, ship.goods))
