"""Galaxy Trucker's tile under the hand: what a tile over a cell joins and clashes with, the warning
once it lies there, a drop refused and why, a tile drawn off the face-down pile by a drag, and the
status bar's words while a tile is carried. A mixin of GalaxyTruckerScene."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsSceneWheelEvent,
)

import engine.galaxy_trucker.building as bd
import engine.galaxy_trucker.ship as sh
from desktop.common.board import DRAG_THRESHOLD
from desktop.common.i18n import tr_count, tr_key
from desktop.galaxy_trucker.labels import (
    B_BAY_BACK,
    B_RESERVE,
    B_RETURN,
    S_DRAWN_KEPT,
    S_FITS,
    S_FITS_SHORT,
    S_WARN,
    action_label,
    cell_text,
)
from desktop.galaxy_trucker.overview import (
    CELL,
)
from desktop.galaxy_trucker.tiles import TileBackItem
from engine.core.actions import Action
from engine.core.messages import Message
from engine.galaxy_trucker.actions import (
    Adjust,
    Place,
    ReturnTile,
    Store,
    TakeHidden,
    Unload,
)
from engine.galaxy_trucker.state import BUILD

# top-left of the own ship board (class III fits: 9 × 9 cells); under the header, the mission's line, a
# shot's projectile and dice from the front, then the column numbers (they ran into each other)

# placement problems the connector marks do not show (RULES.md 3.2: shown as warnings)
CHECK_WARNINGS = ("engine_not_rear", "engine_blocked", "cannon_blocked", "radioactive_joined", "artifact_dead_zone")


def _held(piece: Any) -> tuple[int, int, int]:
    """A cube lying in a hold, ("held", row, col, slot, colour): its hold's row and column, and its colour."""
    return piece[1], piece[2], piece[4]


class Placing:
    """The tile in hand and the tile placed last, carried over the board (a mixin: `self` is the scene)."""

    # the scene's, set in its __init__ (declared here so that mypy reads the mixin's uses of them)
    model: Any
    turn: int  # the rotation the tile in hand will be placed with
    fits: list[tuple[int, bool, bool]]
    _fit_marks: list[QGraphicsItem]
    _device: tuple[int, int] | None
    _press: tuple[Hashable, QPointF] | None
    _pile_press: QPointF | None
    _from_pile: bool
    _over: Hashable | None

    # -- connectors judged live while the tile hovers over a cell ----------------------------------------
    def _set_hot(self: Any, key: Hashable | None) -> None:
        super()._set_hot(key)  # type: ignore[misc]
        self._show_fits(key)

    def _show_fits(self: Any, key: Hashable | None) -> None:
        for mark in self._fit_marks:
            if mark.scene() is self:
                self.removeItem(mark)
        self._fit_marks = []
        self.fits = []
        st = self.view_state
        seat = self._human()
        if st is None or seat is None or not isinstance(key, tuple) or key[0] != "cell":
            return
        p = st.seats[seat]
        piece = self._dragging or self.selected
        if piece == ("hand",) and p.hand >= 0:
            tile, rot = p.hand, self.turn
        elif piece == ("last",) and p.last is not None:
            tile, rot = p.ship.tiles[p.last]
        else:
            return
        ship = p.ship
        if piece == ("last",):  # the tile placed last is judged as if lifted off its cell
            ship = ship.copy()
            sh.remove_tile(ship, p.last)  # type: ignore[arg-type]
        cell = (key[1], key[2])
        if cell in ship.tiles:  # over a tile: nothing fits there, and its marks would read as the tile's
            return
        self.fits = sh.side_fits(ship, cell, tile, rot)
        centre = self._cell_pos[cell]
        offsets = ((0, -1), (1, 0), (0, 1), (-1, 0))
        for side, legal, joined in self.fits:
            dx, dy = offsets[side]
            at = centre + QPointF(dx * CELL / 2, dy * CELL / 2)
            if legal and not joined:
                continue  # smooth beside smooth: nothing to say
            mark = QGraphicsEllipseItem(QRectF(-9, -9, 18, 18))
            mark.setPos(at)
            mark.setBrush(QColor("#2ECC71") if legal else QColor("#FF3B30"))
            mark.setPen(QPen(QColor("#0B111A"), 2))
            mark.setZValue(150)  # above the tile being dragged
            mark.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            self.addItem(mark)
            self._fit_marks.append(mark)
        text, _ = self._fit_words(ship, cell, tile, rot, self.fits)
        if self._by_keys and self._dragging is None:  # chosen with the arrows: which cell, first
            text = self.named_place(self.place_name(key), text)
        if not self._quiet:  # lit again after a redraw: the status bar keeps what it says
            self.status.emit(text)

    def _fit_words(
        self, ship: sh.Ship, cell: tuple[int, int], tile: int, rot: int, fits: list[tuple[int, bool, bool]]
    ) -> tuple[str, str]:
        """What the status bar says of a tile over `cell`: the connectors it joins and clashes with, and
        the warning (also said once it is placed: "" when the ship check would find nothing there)."""
        clashes = sum(1 for _, legal, _ in fits if not legal)
        joins = sum(1 for _, legal, joined in fits if legal and joined)
        text = tr_key(S_FITS, str(joins), str(clashes))
        # the rules beyond connectors the ship check enforces (an engine turned or blocked, a cannon
        # blocked, …): told while the tile is over the cell, or a lenient build lets it in unwarned
        problem = sh.placement_problem(ship, cell, tile, rot, strict=True)
        if problem in CHECK_WARNINGS or clashes:
            told = "bad_joint" if clashes or problem is None else problem
            warning = tr_key(S_WARN, self.model.render(Message(bd.PROBLEMS[told])))
            short = tr_key(S_FITS_SHORT, str(joins), str(clashes)) + " " + warning
            return (short if problem in CHECK_WARNINGS else text), short
        return text, ""

    def _warn_placed(self: Any, piece: Hashable, action: Place | Adjust) -> None:
        """A tile dropped where the ship check would remove it (a lenient build takes it): the status
        bar says so once it lies there, with the words it had over the cell (it went blank at the drop)."""
        st = self.view_state
        seat = self._human()
        if st is None or seat is None:
            return
        p = st.seats[seat]
        ship = p.ship
        if piece == ("last",) and p.last is not None:
            tile, rot = ship.tiles[p.last]
            if isinstance(action, Adjust):  # moved keeps its turn; R, the wheel or a right click turns it
                rot = action.rotation
            ship = ship.copy()
            sh.remove_tile(ship, p.last)
        elif piece == ("hand",) and p.hand >= 0:
            tile, rot = p.hand, self.turn
        else:
            return
        cell = (action.row, action.col)
        if cell in ship.tiles:
            return
        _, warning = self._fit_words(ship, cell, tile, rot, sh.side_fits(ship, cell, tile, rot))
        if warning:
            # after the move is made: the window clears the status bar once a move is played
            QTimer.singleShot(0, lambda: self._say_placed(cell, tile, warning))

    def _say_placed(self: Any, cell: tuple[int, int], tile: int, warning: str) -> None:
        seat = self._human()
        if seat is not None and self.model.match.state.seats[seat].ship.tiles.get(cell, (-1, 0))[0] == tile:
            self.status.emit(warning)

    def clear_targets(self: Any) -> None:
        super().clear_targets()  # type: ignore[misc]
        if getattr(self, "_fit_marks", None):
            self._show_fits(None)

    def _refuse(self: Any, key: Hashable, target: Hashable | None, clicked: bool = False) -> None:
        if key == ("hand",) and self._from_pile and not clicked:
            # drawn off the pile by this drag: it could not go where it was dropped; it stays in the hand
            action = self.action_for(key, target) if target is not None else None
            reason = self.model.explain(self.model.perspective(), action) if action is not None else None
            kept = tr_count(S_DRAWN_KEPT)  # glides back there: said, or it looked put back on the pile
            self.status.emit(f"{reason} {kept}" if reason else kept)
            return
        if isinstance(key, tuple) and key[0] == "held" and target is not None:
            r, c, colour = _held(key)
            if target == ("hold", r, c):
                self.status.emit("")  # put back where it lay: nothing is said
                return
            action = self.action_for(key, target)
            if isinstance(action, Store):  # why it may not be moved there: the store after its unloading
                seat = self.model.perspective() or 0
                reason = self.model.explain_sequence(seat, [Unload(colour, r, c), action])
                if reason:
                    self.status.emit(reason)
                    return
        super()._refuse(key, target, clicked)  # type: ignore[misc]

    def on_chosen(self: Any, piece: Hashable, target: Hashable, action: Action) -> Action | None:
        if isinstance(piece, tuple) and piece[0] == "held" and isinstance(action, Store):
            r, c, colour = _held(piece)
            self.action_chosen.emit(Unload(colour, r, c))  # out of its hold first, then into the other
            return action
        if isinstance(action, Place | Adjust):
            self._warn_placed(piece, action)
        if isinstance(action, Place):
            self.turn = 0
        if piece in (("hand",), ("last",)) and self.model.match.state.phase != BUILD:
            # the sand ran out while the tile was carried (the cells stayed lit): the engine's reason
            # ("Building is over."), not "It is not your turn" when the others still check their ships
            model = self.model
            seat = model.perspective() or 0
            self.status.emit(model.render(model.game.why_illegal(model.match.state, seat, self._now(action))))
            return None
        return self._now(action)

    def click_chosen(self: Any, action: Action) -> None:
        self._device = None  # the cannon, engine or shield chosen is done with
        self._send(self._now(action))

    def _send(self: Any, action: Action) -> None:
        self.start_building()  # a tile taken before the hourglass was turned turns it
        self.action_chosen.emit(self._now(action))

    def wheelEvent(self: Any, event: QGraphicsSceneWheelEvent) -> None:  # noqa: N802 - Qt override
        if self._dragging is not None:
            self.turn_tile(1 if event.delta() < 0 else -1)
            event.accept()
            return
        super().wheelEvent(event)  # type: ignore[misc]

    def mouseReleaseEvent(self: Any, event: Any) -> None:  # noqa: N802 - Qt override
        super().mouseReleaseEvent(event)  # type: ignore[misc]
        if event.button() == Qt.MouseButton.LeftButton:
            self._pile_press = None
            self._from_pile = False
        if self._stale and self._dragging is None:
            self.refresh()
            self.page_prompt()  # the window set the bar while the tile was carried: the question now

    # -- a tile drawn off the face-down pile by a drag -------------------------------------------------
    def _on_pile(self: Any, pos: QPointF) -> bool:
        """Whether `pos` lies on the face-down pile (only the pile is drawn as tile backs)."""
        return any(isinstance(item, TileBackItem) for item in self.items(pos))

    def mousePressEvent(self: Any, event: Any) -> None:  # noqa: N802 - Qt override
        # at the table a tile is pulled off the heap, looked at and laid on the ship in one go: a drag
        # from the pile draws it (a click does too) and carries it on (a drag from there did nothing)
        self._pile_press = None
        self._from_pile = False
        if event.button() == Qt.MouseButton.LeftButton and not self.watching() and self._on_pile(event.scenePos()):
            self._pile_press = event.scenePos()
        super().mousePressEvent(event)  # type: ignore[misc]

    def mouseMoveEvent(self: Any, event: Any) -> None:  # noqa: N802 - Qt override
        start = self._pile_press
        if start is not None and self._dragging is None:
            delta = event.scenePos() - start
            if (abs(delta.x()) + abs(delta.y())) * self._view_scale() >= DRAG_THRESHOLD:
                self._pile_press = None
                self._draw_from_pile()
        super().mouseMoveEvent(event)  # type: ignore[misc]
        if self._dragging in (("hand",), ("last",)):
            self._say_over(event.scenePos())

    def _draw_from_pile(self: Any) -> None:
        """The pile was dragged: the tile is taken (the engine's take, as a click on the pile makes it)
        and carried on from there, face up now, for the drop to place it. A refused take says why."""
        take = next((a for a in self._my_legal() if isinstance(a, TakeHidden)), None)
        seat = self._human()
        st = self.view_state
        if take is None or seat is None:
            if seat is not None and st is not None and st.phase == BUILD:
                self.status.emit(self.model.refusal(seat, self._now(TakeHidden(0))))
            return
        self._send(take)  # the window applies it and the board is redrawn with the tile in the hand
        if ("hand",) not in self.pieces or self.model.match.state.seats[seat].hand < 0:
            return  # refused after all: the window said why
        self._from_pile = True
        self._press = None
        self._begin_drag(("hand",), self.pieces[("hand",)].pos())  # held by its middle, under the pointer

    def _begin_drag(self: Any, key: Hashable, start: QPointF) -> None:
        super()._begin_drag(key, start)  # type: ignore[misc]
        if key in (("hand",), ("last",)):
            self._over = None  # what it is over is said from here on: an earlier refusal is done with
            if self._legal:
                self.status.emit("")

    def no_targets_text(self: Any, key: Hashable) -> str:
        seat = self._human()
        if key == ("hand",) and seat is not None and self.view_state is not None:
            return self.model.refusal(seat, self._now(ReturnTile(0)))  # the engine's reason (the sand ran out)
        return super().no_targets_text(key)  # type: ignore[misc]

    def _say_over(self: Any, pos: QPointF) -> None:
        """While a tile is carried the status bar says what it is over: a lit cell what it joins (said
        by `_show_fits`), a reserve slot or the middle what a drop there does, a cell or place it may
        not go to why, and nothing over the table. An earlier refusal stayed during the whole drag."""
        piece = self._dragging
        over = self.target_at(pos, piece)
        if over == self._over:
            return
        self._over = over
        if over in self._legal:
            return  # lit: `_set_hot` said it
        seat = self._human()
        action = self.action_for(piece, over) if over is not None else None
        self.status.emit(self.model.refusal(seat, action) if action is not None and seat is not None else "")

    def place_name(self: Any, target: Hashable) -> str:
        """A cell of the ship: "Row 6, column 7"."""
        if isinstance(target, tuple) and target[0] == "cell":
            where = cell_text(target[1], target[2])
            return where[:1].upper() + where[1:]
        return ""

    def describe_drop(self: Any, piece: Hashable, target: Hashable) -> str:
        """A cube over a hold or the tray: the move it makes, in the prompt bar's words; the tile in hand
        over a reserve slot or the middle: what the drop there does."""
        st = self.view_state
        if piece == ("hand",) and st is not None and target in (("reserve",), ("middle",)):
            if target == ("middle",):
                return tr_count(B_RETURN)
            return tr_count(B_BAY_BACK if st.seats[self._human() or 0].hand_from == "bay" else B_RESERVE)
        action = self._legal.get(target)
        if st is None or not isinstance(action, Store | Unload):
            return ""
        return action_label(st, self._human() or 0, action)
