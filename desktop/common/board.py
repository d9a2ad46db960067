"""BoardScene: the base of every game's scene, with the drag-and-drop controller (DESIGN.md).

A scene draws `view(state, seat)` and turns gestures into actions; it never decides a
rule. Pieces the player may pick up and the targets they may be dropped on are
registered by key; the subclass says which targets are legal for a piece (from
`legal_actions`) and which action a drop on any target would be, so that an illegal
drop is refused with the engine's own reason.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

import shiboken6
from PySide6.QtCore import QEasingCurve, QEvent, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainterPath, QPen, QRadialGradient, QTransform
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSceneHelpEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QToolTip,
)

from desktop.common.tooltips import wrapped_tip
from engine.core.actions import Action

DRAG_THRESHOLD = 4.0  # pixels before a press becomes a drag


_REST_SCALE = 0x5CA1E  # QGraphicsItem.data key: a lifted piece's own scale, given back when it is set down


class TargetMark(QGraphicsPathItem):
    """The outline that lights a legal target during a drag; fills when hovered."""

    def __init__(self, path: QPainterPath, colour: QColor, legal: bool = True) -> None:
        super().__init__(path)
        self.colour = QColor(colour) if legal else QColor("#C62828")
        self.setZValue(50)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._phase = 0.0
        self.set_hot(False)

    def set_hot(self, hot: bool) -> None:
        # the one under the pointer or chosen with the arrows stands out among many lit alike
        pen = QPen(self.colour, 6 if hot else 3)
        pen.setCosmetic(False)
        self.setPen(pen)
        fill = QColor(self.colour)
        fill.setAlpha(120 if hot else 0)
        self.setBrush(fill)
        self.setZValue(51 if hot else 50)

    def pulse(self, t: float) -> None:
        c = QColor(self.colour)
        c.setAlphaF(0.55 + 0.45 * t)
        pen = self.pen()
        pen.setColor(c)
        self.setPen(pen)


class BoardScene(QGraphicsScene):
    """Base scene: refresh from the model, drag pieces onto targets, keyboard alternative."""

    action_chosen = Signal(object)  # an engine Action the player chose
    status = Signal(str)  # a line for the status bar
    score_unit = "points"  # what the score chart counts (score_dock.UNITS)
    _stale = False  # a scene that waits with its redraw while a piece is carried sets this

    def __init__(self, model: Any) -> None:
        super().__init__()
        self.model = model
        self.animations = True
        self.pieces: dict[Hashable, QGraphicsItem] = {}
        self.targets: dict[Hashable, QGraphicsItem] = {}
        self._press: tuple[Hashable, QPointF] | None = None
        self._dragging: Hashable | None = None
        self._drag_origin = QPointF()
        self._grab_offset = QPointF()
        self._marks: dict[Hashable, TargetMark] = {}
        self._legal: dict[Hashable, Action] = {}
        self._hot: Hashable | None = None
        self.selected: Hashable | None = None  # click / keyboard selection
        self._kb_hot: Hashable | None = None  # the target the arrow keys chose for the selected piece
        self._kb_stop: tuple[bool, Hashable] | None = None  # where Tab is: (a thing to click?, its key)
        self._kb_ring: QGraphicsPathItem | None = None  # around the thing to click that Tab is on
        self._quiet = False  # a target lit again after a redraw says nothing new in the status bar
        # the last piece was picked or its place chosen with the keys (Tab, the arrows), not the mouse:
        # the status bar then speaks of the keys and names each place the arrows come to
        self._by_keys = False
        self._shadow: QGraphicsEllipseItem | None = None  # under a piece being dragged
        self._shadow_offset = QPointF()
        self._pulse = QVariantAnimation(self)
        self._pulse.setStartValue(0.0)
        self._pulse.setEndValue(1.0)
        self._pulse.setDuration(700)
        self._pulse.setLoopCount(-1)
        self._pulse.setEasingCurve(QEasingCurve.Type.InOutSine)
        self._pulse.valueChanged.connect(self._on_pulse)
        self._pulse_step = -1.0

    # -- what subclasses provide ---------------------------------------------------
    def refresh(self) -> None:
        """Redraw everything from the model's current view."""
        raise NotImplementedError

    def legal_targets(self, piece: Hashable) -> dict[Hashable, Action]:
        """Targets this piece may be dropped on now, each with the action it makes."""
        return {}

    def action_for(self, piece: Hashable, target: Hashable) -> Action | None:
        """The action a drop of `piece` on any `target` would try (to explain a refusal)."""
        return None

    def target_path(self, target: Hashable) -> QPainterPath:
        item = self.targets[target]
        return item.mapToScene(item.shape())

    def seat_colour(self) -> QColor:
        return QColor("#0072B2")

    def clicked(self, item: QGraphicsItem, key: Hashable | None) -> bool:
        """A plain click (no drag); return True if handled."""
        return False

    def describe_drop(self, piece: Hashable, target: Hashable) -> str:
        """Optional text shown while hovering a legal target (e.g. the cost)."""
        return ""

    def place_name(self, target: Hashable) -> str:
        """What a lit place is, said when the arrow keys come to it where `describe_drop` does not name
        it (a Golden Horn sea space, a Störtebeker ship); "" for none."""
        return ""

    def keyboard_place_text(self, piece: Hashable, target: Hashable) -> str:
        """The status line when the arrow keys come to `target`: what the place is and what the move
        would do there. Without the pointer over it the person cannot see which place is meant: a
        place the game does not name, or names as it names another lit place, is at least counted
        ("Place 2 of 5", "Rent it (1 coin). (place 2 of 3)")."""
        order = self.arrow_order(list(self._legal))
        text = self._place_line(piece, target)
        n = str(order.index(target) + 1 if target in order else 0)
        if not text:
            return self.tr("Place %1 of %2").replace("%1", n).replace("%2", str(len(order)))
        if any(self._place_line(piece, other) == text for other in order if other != target):
            return self.tr("%1 (place %2 of %3)").replace("%1", text).replace("%2", n).replace("%3", str(len(order)))
        return text

    def _place_line(self, piece: Hashable, target: Hashable) -> str:
        text = self.describe_drop(piece, target)
        name = self.place_name(target)
        return self.named_place(name, text) if name and name not in text else text

    def named_place(self, name: str, text: str) -> str:
        """ "Row 6, column 7: Here: …": what a place is, before what the move does there."""
        return self.tr("%1: %2").replace("%1", name).replace("%2", text) if text else name

    def playing_text(self) -> str:
        """The prompt while the person at this screen waits: whose turn it is ("" once the game is over)."""
        model = getattr(self, "model", None)
        if model is None or model.match.is_over() or not model.match.to_act():
            return ""
        seat = model.match.to_act()[0]
        if model.forced_move(seat) is not None:  # about to be played for him at the bots' pace
            return self.tr("%1 has only one possible move: it is played automatically.").replace(
                "%1", model.names[seat]
            )
        return self.tr("%1 is playing.").replace("%1", model.names[seat])

    def hint(self, action: Action) -> None:
        """Show the player what `action` would be."""

    def close_windows(self) -> None:
        """The board's game goes (another game, the start page): close the windows it opened beside
        the main window (they would show the old game, and hold it in memory)."""

    def prompt_text(self) -> str:
        """The question the prompt bar asks the person now."""
        return ""

    def prompt_actions(self) -> list[tuple[str, Any]]:
        """The decisions under it: (label, engine action, or a callable that asks first)."""
        return []

    def page_prompt(self) -> None:
        """Ask the window to redraw the prompt bar (a choice made inside the scene changed it, or a
        redraw held back while a piece was carried came after the window's)."""
        views = self.views()
        window = views[0].window() if views else None
        page = getattr(window, "page", None)
        act = getattr(window, "_human_action", None)
        if page is not None and act is not None and not self.watching():
            actions = self.prompt_actions()
            page.set_prompt(
                self.addressed(self.prompt_text()), actions, act, [self.decision_tip(a) for _, a in actions]
            )

    def addressed(self, text: str) -> str:
        """With several people at one screen, a question to one of them begins with his name: where no
        curtain comes between two turns (nothing hidden yet), the words alone did not say that the
        other player now places ("Drag each of your ships…" stayed word for word)."""
        model = getattr(self, "model", None)
        if not text or model is None or len(model.human_seats()) < 2:
            return text
        seat = model.perspective()
        if seat is None or seat not in model.human_seats() or model.human_to_act() != seat:
            return text
        name = model.names[seat]
        return text if text.startswith(name) else self.tr("%1: %2").replace("%1", name).replace("%2", text)

    def end_turn_action(self) -> Action | None:
        """The move that ends the person's turn now (Ctrl+E), or None when it cannot end yet."""
        return None

    def end_turn_reason(self) -> str:
        """Optional: why the turn cannot end yet (the engine's reason), said when Ctrl+E is pressed."""
        return ""

    def decision_tip(self, action: Any) -> str:
        """Optional: the tooltip of a prompt bar decision, where its label alone does not tell a new
        player what it means (Galaxy Trucker's giving up the flight); "" for none."""
        return ""

    def results_widget(self) -> Any:
        """Optional: a game's own breakdown for the final screen (replaces the generic table and chart)."""
        return None

    def on_chosen(self, piece: Hashable, target: Hashable, action: Action) -> Action | None:
        """Hook before a dropped or chosen action is sent: return None to hold it (e.g. to ask more)."""
        return action

    # -- lookup ----------------------------------------------------------------------
    def piece_at(self, pos: QPointF) -> Hashable | None:
        for item in self.items(pos):
            it: QGraphicsItem | None = item
            while it is not None:
                for key, piece in self.pieces.items():
                    if piece is it:
                        return key
                it = it.parentItem()
        return None

    def target_at(self, pos: QPointF, piece: Hashable | None = None) -> Hashable | None:
        """The target under `pos`, a legal one first where targets overlap (a ship on a space); else,
        for `piece`, one it could go to at all, so that a refused drop gets the engine's reason (a
        Golden Horn ship is itself a target for the pirates and lies over the space it is dropped on)."""
        hits = [
            k for k, item in self.targets.items() if item.isVisible() and item.mapToScene(item.shape()).contains(pos)
        ]
        for key in hits:
            if key in self._legal:
                return key
        if piece is not None:
            meant = [k for k in hits if self.action_for(piece, k) is not None]
            hits = meant or hits
        return hits[-1] if hits else None

    # -- highlighting --------------------------------------------------------------------
    def show_targets(self, piece: Hashable) -> None:
        # shown again for the same piece (a redraw after another player's move): the target the arrow
        # keys chose stays chosen, or Enter would place where nothing is lit
        kept = self._kb_hot if piece == self.selected else None
        self.clear_targets()
        self._legal = self.legal_targets(piece)
        for key in self._legal:
            if key in self.targets:
                mark = TargetMark(self.target_path(key), self.seat_colour())
                self.addItem(mark)
                self._marks[key] = mark
        if self._marks and self.animations:
            self._pulse.start()
        self._kb_hot = None
        if kept is not None and kept in self._legal:
            self._quiet = True  # the status bar keeps what it says (a refusal, a warning)
            try:
                self._set_hot(kept)
            finally:
                self._quiet = False
            self._kb_hot = kept

    def clear_targets(self) -> None:
        self._pulse.stop()
        for mark in self._marks.values():
            self.removeItem(mark)
        self._marks.clear()
        self._legal = {}
        self._hot = None
        self.hot_changed(None, False)

    def hot_changed(self, key: Hashable | None, by_keys: bool) -> None:
        """The lit place under the pointer or the arrow keys is now `key` (None: none): a board shows
        there what the keys' piece would look like, which a mouse drag shows in the hand."""

    def _on_pulse(self, value: Any) -> None:
        # eight steps of brightness are enough to the eye; each step repaints every lit target
        # (and what lies under them), so the marks change about 20 times a second, not 60
        step = round(float(value) * 8) / 8
        if step == self._pulse_step:
            return
        self._pulse_step = step
        for key, mark in self._marks.items():
            if key != self._hot:
                mark.pulse(step)

    def _set_hot(self, key: Hashable | None) -> None:
        if key == self._hot:
            return
        if self._hot in self._marks:
            self._marks[self._hot].set_hot(False)
        self._hot = key
        by_keys = self._by_keys and self._dragging is None and self.selected is not None
        self.hot_changed(key if key in self._marks else None, by_keys)
        if key in self._marks:
            self._marks[key].set_hot(True)
            piece = self._dragging or self.selected
            text = self.keyboard_place_text(piece, key) if by_keys else self.describe_drop(piece, key)
            if text and not self._quiet:
                self.status.emit(text)

    # -- mouse -----------------------------------------------------------------------------
    def helpEvent(self, event: QGraphicsSceneHelpEvent) -> None:  # noqa: N802 - Qt override
        """Qt's own choice of tooltip (the topmost item under the mouse that has one), shown wrapped."""
        widget = event.widget()
        view = widget.parentWidget() if widget is not None else None
        transform = view.viewportTransform() if isinstance(view, QGraphicsView) else QTransform()
        order = Qt.SortOrder.DescendingOrder
        for item in self.items(event.scenePos(), Qt.ItemSelectionMode.IntersectsItemShape, order, transform):
            text = item.toolTip()
            if text:
                QToolTip.showText(event.screenPos(), wrapped_tip(text), widget)
                event.setAccepted(True)
                return
        QToolTip.hideText()
        event.setAccepted(False)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self._by_keys = False  # the mouse took over: the status bar speaks of clicks and drags again
        key = self.piece_at(event.scenePos())
        if key is not None and key in self.draggable_pieces():
            self._press = (key, event.scenePos())
            self.forget_keyboard()  # the mouse took over: Tab goes on from what it picks
            event.accept()
            return
        self._press = None
        reason = self.inert_reason(event.scenePos()) if key is None else self.still_reason(key)
        if reason:
            self.status.emit(reason)  # a thing that looks movable says why it does not move now
        super().mousePressEvent(event)

    def inert_reason(self, pos: QPointF) -> str | None:
        """Why the thing under `pos` does not move now, when the board knows (SectionedBoard's `inert`)."""
        return None

    def still_reason(self, piece: Hashable) -> str | None:
        """Optional: why a piece that cannot be dragged now does not move (Catan's supply: the cards it
        costs, or no place for it), said when it is pressed; None says nothing."""
        return None

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is not None and self._dragging is None:
            key, start = self._press
            delta = event.scenePos() - start
            view_scale = self._view_scale()
            if (abs(delta.x()) + abs(delta.y())) * view_scale >= DRAG_THRESHOLD:
                self._begin_drag(key, start)
        if self._dragging is not None:
            item = self.pieces[self._dragging]
            item.setPos(event.scenePos() - self._grab_offset)
            if self._shadow is not None and shiboken6.isValid(self._shadow):
                self._shadow.setPos(item.pos() + self._shadow_offset)
            self._set_hot(self._nearest_target(event.scenePos()))
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mouseReleaseEvent(event)
            return
        if self._dragging is not None:
            self._drop(event.scenePos())
            event.accept()
            return
        if self._press is not None:
            key, _ = self._press
            self._press = None
            self._click_piece(key)
            event.accept()
            return
        # a click on a target while a piece is selected
        if self.selected is not None:
            target = self.target_at(event.scenePos(), self.selected)
            if target is not None:
                self._choose(self.selected, target)
                event.accept()
                return
        item = self.itemAt(event.scenePos(), self._view_transform())
        if item is not None and self.clicked(item, None):
            self.forget_keyboard()
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def _view_scale(self) -> float:
        views = self.views()
        return views[0].transform().m11() if views else 1.0

    def _view_transform(self) -> Any:
        views = self.views()
        from PySide6.QtGui import QTransform

        return views[0].transform() if views else QTransform()

    def draggable_pieces(self) -> set[Hashable]:
        """Pieces the player may pick up now (default: every registered piece)."""
        return set(self.pieces)

    def _nearest_target(self, pos: QPointF) -> Hashable | None:
        key = self.target_at(pos)
        return key if key in self._legal else None

    def _begin_drag(self, key: Hashable, start: QPointF) -> None:
        item = self.pieces[key]
        self._dragging = key
        self._drag_origin = item.pos()
        self._grab_offset = start - item.pos()
        item.setZValue(item.zValue() + 100)
        self._lift(item)
        self.selected = None
        self.show_targets(key)
        if not self._legal:
            self.status.emit(self.no_targets_text(key))

    def _lift(self, item: QGraphicsItem) -> None:
        """The picked-up piece grows a little over a soft shadow that follows it.

        Not a QGraphicsDropShadowEffect: an item that had one crashes the scene's paint under
        PySide 6.11 once the item is deleted (seen under X11), so the shadow is an item of our own.
        """
        if item.data(_REST_SCALE) is None:  # lifted twice without a set-down: the first size is its own
            item.setData(_REST_SCALE, item.scale())
        item.setScale(float(item.data(_REST_SCALE)) * 1.12)
        rect = item.mapRectToScene(item.boundingRect())
        if self._shadow is None or not shiboken6.isValid(self._shadow):  # scene.clear() deletes it
            self._shadow = QGraphicsEllipseItem()
            self._shadow.setPen(QPen(Qt.PenStyle.NoPen))
            self._shadow.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        w, h = rect.width() * 0.9, max(8.0, rect.height() * 0.35)
        self._shadow.setRect(-w / 2, -h / 2, w, h)
        gradient = QRadialGradient(QPointF(0, 0), w / 2)
        gradient.setColorAt(0.0, QColor(0, 0, 0, 90))
        gradient.setColorAt(1.0, QColor(0, 0, 0, 0))
        self._shadow.setBrush(gradient)
        self._shadow.setZValue(item.zValue() - 0.5)
        self._shadow_offset = QPointF(rect.center().x() + 5, rect.bottom() + 4) - item.pos()
        self._shadow.setPos(item.pos() + self._shadow_offset)
        if self._shadow.scene() is not self:
            self.addItem(self._shadow)

    def _set_down(self, item: QGraphicsItem) -> None:
        rest = item.data(_REST_SCALE)
        item.setScale(1.0 if rest is None else float(rest))  # the size the board draws it at (a port's 0.92)
        item.setData(_REST_SCALE, None)
        if self._shadow is not None and shiboken6.isValid(self._shadow) and self._shadow.scene() is self:
            self.removeItem(self._shadow)

    def no_targets_text(self, key: Hashable) -> str:
        return self.tr("This piece cannot go anywhere now.")

    def _drop(self, pos: QPointF) -> None:
        key = self._dragging
        self._dragging = None
        self._press = None
        assert key is not None
        item = self.pieces[key]
        self._set_down(item)
        item.setZValue(item.zValue() - 100)
        target = self.target_at(pos, key)
        legal = dict(self._legal)
        self.clear_targets()
        if target is not None and target in legal:
            item.setPos(self._drag_origin)
            self.status.emit("")  # a good drop: an earlier refusal is done with (as in `_choose`)
            chosen = self.on_chosen(key, target, legal[target])
            if chosen is not None:
                self.action_chosen.emit(chosen)
            return
        self._refuse(key, target)
        self._glide_back(item)

    def cancel_drag(self) -> None:
        """Escape while a piece is carried: it goes back where it was taken from, nothing is played,
        and the button's release that follows does nothing."""
        key = self._dragging
        if key is None:
            return
        self._dragging = None
        self._press = None
        item = self.pieces[key]
        self._set_down(item)
        item.setZValue(item.zValue() - 100)
        self.clear_targets()
        self.status.emit("")
        self._glide_back(item)
        if self._stale:  # a move made while the piece was carried is drawn now, not at the release
            self.refresh()
            self.page_prompt()  # and the question it asks now

    def _refuse(self, key: Hashable, target: Hashable | None, clicked: bool = False) -> None:
        reason = None
        if target is not None:
            action = self.action_for(key, target)
            if action is not None:
                reason = self.model.explain(self.model.perspective(), action)
        if reason is None:  # a piece picked by a click goes by a click, not a drop
            reason = (
                self.tr("Click one of the lit spaces.") if clicked else self.tr("Drop it on one of the lit spaces.")
            )
        self.status.emit(reason)

    def _glide_back(self, item: QGraphicsItem) -> None:
        origin = self._drag_origin
        if not self.animations:
            item.setPos(origin)
            return
        anim = QVariantAnimation(self)
        anim.setStartValue(item.pos())
        anim.setEndValue(origin)
        anim.setDuration(200)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        anim.valueChanged.connect(lambda p: item.setPos(p))
        anim.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)

    def right_click(self, pos: QPointF) -> None:
        """A right click that did not move (a right drag pans the view): nothing by default; a game's
        board may give it a meaning (Galaxy Trucker turns the tile)."""

    # -- click and keyboard selection ---------------------------------------------------------
    def _click_piece(self, key: Hashable) -> None:
        if self.selected == key:
            self.cancel_selection()
            return
        self.selected = key
        self._kb_hot = None  # the arrows start again for another piece
        self.show_targets(key)
        if not self._legal:
            self.status.emit(self.no_targets_text(key))
        else:
            self.status.emit(self.picked_text(key))
        self.selection_changed()

    def picked_text(self, key: Hashable) -> str:
        """The status line once a piece is picked and its places are lit (picked with Tab: the keys'
        way alone, the mouse's words sent a keyboard player looking for something to click)."""
        if self._by_keys:
            return self.tr("Choose a lit place with the arrow keys, then press Enter (Esc puts the piece back).")
        return self.tr("Click a lit space, or use the arrow keys and Enter.")

    def restore_selection(self) -> None:
        """At the end of a redraw: the piece still selected shows its targets again (or nothing is
        selected), and the keyboard's ring goes round the new item of what Tab is on."""
        if self.selected is not None and self.selected in self.pieces and self.selected in self.draggable_pieces():
            self.show_targets(self.selected)
        else:
            self.selected = None
        self.refresh_keyboard()

    def selection_changed(self) -> None:
        """Hook: the selected piece changed (redraw selection cues)."""

    def cancel_selection(self) -> None:
        self.selected = None
        self._kb_hot = None
        self.clear_targets()
        self.selection_changed()
        self.refresh_keyboard()

    def _choose(self, piece: Hashable, target: Hashable) -> None:
        legal = dict(self._legal)
        if target in legal:
            self.cancel_selection()
            # a good drop: an earlier refusal is done with, also when the move waits for a question
            # (Catan's robber: whom to rob) or says something of its own (on_chosen)
            self.status.emit("")
            chosen = self.on_chosen(piece, target, legal[target])
            if chosen is not None:
                self.action_chosen.emit(chosen)
        else:
            self._refuse(piece, target, clicked=True)

    def keyboard_pieces(self) -> list[Hashable]:
        """Pieces in keyboard order (default: draggable pieces in registration order)."""
        drag = self.draggable_pieces()
        return [k for k in self.pieces if k in drag]

    def keyboard_clicks(self) -> list[tuple[Hashable, QGraphicsItem]]:
        """What a click on the board decides (a card for a pair, a tile to take or to remove), each
        under a key that outlives a redraw, in keyboard order: Tab comes to them after the pieces,
        and Space or Enter clicks the one it is on."""
        return []

    def keyboard_click(self, key: Hashable, item: QGraphicsItem) -> None:
        """Space or Enter on a thing to click: what a click on it does."""
        self.clicked(item, key)

    def describe_click(self, key: Hashable, item: QGraphicsItem) -> str:
        """The status line when Tab comes to a thing to click (default: its tooltip's first line)."""
        return self.tr("%1 \u2014 Space or Enter chooses it.").replace("%1", item.toolTip().split("\n")[0])

    def _keyboard_stops(self) -> list[tuple[bool, Hashable]]:
        return [(False, k) for k in self.keyboard_pieces()] + [(True, k) for k, _ in self.keyboard_clicks()]

    def keyboard_group(self, stop: tuple[bool, Hashable]) -> Hashable:
        """The kind of thing a Tab stop is, for Page Down and Page Up (default: a piece or a thing to
        click, and its key's first part: every ship part of an offer, every card of a hand)."""
        is_click, key = stop
        return is_click, (key[0] if isinstance(key, tuple) and key else key)

    def _tab_here(self, stops: list[tuple[bool, Hashable]]) -> tuple[bool, Hashable] | None:
        picked = (False, self.selected)  # a piece the mouse picked: Tab goes on from it
        here = picked if picked in stops else self._kb_stop
        return here if here in stops else None

    def _tab_kind(self, step: int) -> bool:
        """Page Down (Page Up): past the rest of this kind to the first stop of the next (previous)
        kind, where Tab took a keyboard player through a whole offer a stop at a time."""
        stops = self._keyboard_stops()
        here = self._tab_here(stops)
        if here is None:
            return self._tab(step)
        n, i = len(stops), stops.index(here)
        groups = [self.keyboard_group(s) for s in stops]
        j = next(((i + step * d) % n for d in range(1, n) if groups[(i + step * d) % n] != groups[i]), None)
        if j is None:  # one kind only
            return self._tab(step)
        while groups[(j - 1) % n] == groups[j] and (j - 1) % n != i:
            j = (j - 1) % n  # the first of its kind, also going back
        self._go_to(stops[j])
        return True

    def _tab(self, step: int) -> bool:
        stops = self._keyboard_stops()
        if not stops:
            return False
        here = self._tab_here(stops)
        i = stops.index(here) if here is not None else -1 if step > 0 else 0
        self._go_to(stops[(i + step) % len(stops)])
        return True

    def _go_to(self, stop: tuple[bool, Hashable]) -> None:
        self._kb_stop = stop
        self._by_keys = True
        is_click, key = stop
        if is_click:
            if self.selected is not None and self.selected not in self.keep_selected_for(key):
                self.cancel_selection()
            if self._kb_hot is not None:  # Space is for the thing Tab came to now, not the lit target
                self._set_hot(None)
                self._kb_hot = None
            item = dict(self.keyboard_clicks()).get(key)
            if item is not None:
                self.status.emit(self.describe_click(key, item))
        elif key != self.selected:  # the only stop there is stays picked: Tab does not put it down
            self._click_piece(key)
        self.refresh_keyboard()

    def forget_keyboard(self) -> None:
        """The mouse chose something: the ring of the keyboard's thing to click goes."""
        if self._kb_stop is not None:
            self._kb_stop = None
            self.refresh_keyboard()

    def keep_selected_for(self, key: Hashable) -> set[Hashable]:
        """The selected pieces Tab keeps when it comes to the thing to click `key` (a pair being chosen)."""
        return set()

    def refresh_keyboard(self) -> None:
        """After a redraw: the ring goes round the new item of what Tab is on, a thing to click or the
        piece it picked (or goes, with the thing, when another player took it)."""
        stop = self._kb_stop
        item: QGraphicsItem | None = None
        if stop is not None and stop[0]:
            item = dict(self.keyboard_clicks()).get(stop[1])
        elif stop is not None and stop[1] == self.selected and self._dragging is None:
            item = self.pieces.get(stop[1])
        ring = self._kb_ring
        if ring is not None and shiboken6.isValid(ring):
            if item is not None and ring.parentItem() is item:
                return
            if ring.scene() is not None:
                ring.scene().removeItem(ring)
        self._kb_ring = None
        if stop is not None and stop[0] and item is None:
            self._kb_stop = None  # gone from the board
        if item is None:
            return
        ring = QGraphicsPathItem()
        path = QPainterPath()
        assert stop is not None  # an item was found for it
        path.addRoundedRect(self.ring_rect(stop[1], item).adjusted(-4, -4, 4, 4), 6, 6)
        ring.setPath(path)
        pen = QPen(QColor("#FFD600"), 3, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)  # the same width on a card drawn larger
        ring.setPen(pen)
        ring.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        ring.setParentItem(item)
        ring.setZValue(100)
        # on a dark line: the yellow dashes alone stood about 1.1:1 on the cream of the light boards
        under = QGraphicsPathItem(path, ring)
        dark = QPen(QColor("#202020"), 5)
        dark.setCosmetic(True)
        under.setPen(dark)
        under.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        under.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        self._kb_ring = ring

    def ring_rect(self, key: Hashable, item: QGraphicsItem) -> QRectF:
        """What the keyboard's ring goes round, in `item`'s coordinates: what the item draws, where it
        says so (`drawn_rect`), else its bounding box. A box far larger than the drawing (the supply's
        road turns in a square) put the ring over the labels beside the piece, its count."""
        drawn = getattr(item, "drawn_rect", None)
        return QRectF(drawn()) if callable(drawn) else item.boundingRect()

    def arrow_order(self, targets: list[Hashable]) -> list[Hashable]:
        """The order the arrows walk a picked piece's places in (default: as the game lists them)."""
        return targets

    def watching(self) -> bool:
        """A replay is on this board: it is watched, not played (no piece is picked by the keys)."""
        views = self.views()
        return bool(views) and getattr(views[0].window(), "replay", None) is not None

    def event(self, event: QEvent) -> bool:
        # QGraphicsScene spends Tab on item focus; here Tab walks the pieces instead (in a replay Tab
        # goes on to the replay's bar, and Space plays or pauses: it picked a card there)
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and not self.watching():
            if event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
                self.keyPressEvent(event)
                return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if self.watching():
            event.ignore()
            return
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            if self._tab(-1 if key == Qt.Key.Key_Backtab else 1):
                event.accept()
                return
        if key in (Qt.Key.Key_PageDown, Qt.Key.Key_PageUp) and self._dragging is None:
            if self._tab_kind(1 if key == Qt.Key.Key_PageDown else -1):
                event.accept()
                return
        if self.selected is not None and self._legal:
            order = self.arrow_order(list(self._legal))
            if key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Up):
                self._by_keys = True
                step = 1 if key in (Qt.Key.Key_Right, Qt.Key.Key_Down) else -1
                i = order.index(self._kb_hot) if self._kb_hot in order else -1 if step > 0 else 0
                hot = order[(i + step) % len(order)]
                self._set_hot(hot)
                self._kb_hot = hot
                event.accept()
                return
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self._kb_hot in order:
                self._choose(self.selected, self._kb_hot)
                event.accept()
                return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self._kb_stop and self._kb_stop[0]:
            item = dict(self.keyboard_clicks()).get(self._kb_stop[1])
            if item is not None:
                self.keyboard_click(self._kb_stop[1], item)
                self.refresh_keyboard()
                event.accept()
                return
        if key == Qt.Key.Key_Escape and self._dragging is not None:
            self.cancel_drag()
            event.accept()
            return
        if key == Qt.Key.Key_Escape and self.selected is not None:
            self.cancel_selection()
            self.status.emit("")  # what the arrows' place would do is said no more
            event.accept()
            return
        if key == Qt.Key.Key_Escape and self._kb_stop is not None and self._kb_stop[0]:
            self._kb_stop = None  # Tab leaves the thing it was on: its ring goes
            self.refresh_keyboard()
            self.status.emit("")
            event.accept()
            return
        super().keyPressEvent(event)
