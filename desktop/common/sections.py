"""A board drawn in sections: each part of the table is rebuilt only when what it shows changed.

Bots move several times a second; rebuilding the whole board after every move costs more than
the 16 ms budget, rebuilding the one or two parts a move touched does not. A section's key names
everything it draws (the state it shows and the legal moves it lights); the items it added, the
pieces and targets it registered and what clicking its items does belong to it.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from desktop.common.board import BoardScene, TargetMark
from desktop.common.colours import mark_for_colour, mark_path
from engine.core.actions import Action


@dataclass
class Section:
    """The items of one part of the board, with what they make clickable, draggable and droppable."""

    key: Hashable = None
    items: list[QGraphicsItem] = field(default_factory=list)
    clicks: dict[int, Any] = field(default_factory=dict)
    keys: dict[Hashable, QGraphicsItem] = field(default_factory=dict)  # clicks the keyboard reaches, by name
    pieces: dict[Hashable, QGraphicsItem] = field(default_factory=dict)
    targets: dict[Hashable, QGraphicsItem] = field(default_factory=dict)
    inert: dict[int, str] = field(default_factory=dict)  # id(item) -> why it does not move now


class SectionedBoard(BoardScene):
    """A BoardScene whose subclasses draw through `add` inside `rebuild`'s plan."""

    def __init__(self, model: Any) -> None:
        super().__init__(model)
        # rebuilt section by section after every move: a linear search over the items is cheaper
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self._sections: dict[str, Section] = {}
        self._cur = Section()
        self._clicks: dict[int, Any] = {}  # id(item) -> the action a click on it makes (or a callable)
        self._click_keys: dict[Hashable, QGraphicsItem] = {}  # those Tab comes to, by a name that outlives a redraw
        self._inert: dict[int, str] = {}  # id(item) -> why pressing it moves nothing now (`add`'s `inert`)
        self._graveyard: list[QGraphicsItem] = []
        self._release_at: QPointF | None = None
        self._hint_items: list[QGraphicsItem] = []  # rings around a hinted move's pieces

    def add(
        self,
        item: QGraphicsItem,
        pos: QPointF | tuple[float, float] | None = None,
        click: Any = None,
        tip: str = "",
        piece: Hashable = None,
        target: Hashable = None,
        z: float = 0.0,
        key: Hashable = None,
        inert: str = "",
    ) -> QGraphicsItem:
        """Put `item` on the board in the section being drawn; register it as a piece, a target or a
        click (an Action to send, or a callable; with a `key`, Tab comes to it and Space clicks it).
        `inert`: why a thing a person may try to drag does not move now, said when it is pressed."""
        if pos is not None:
            item.setPos(pos if isinstance(pos, QPointF) else QPointF(*pos))
        if z:
            item.setZValue(z)
        if tip:
            item.setToolTip(tip)
        self._cur.items.append(item)
        self.addItem(item)
        if click is not None:
            self._cur.clicks[id(item)] = click
            item.setCursor(Qt.CursorShape.PointingHandCursor)
            if key is not None:
                self._cur.keys[key] = item
        if piece is not None:
            self._cur.pieces[piece] = item
            item.setCursor(Qt.CursorShape.OpenHandCursor)
        if target is not None:
            self._cur.targets[target] = item
        if inert:
            self._cur.inert[id(item)] = inert
        return item

    def rebuild(self, plan: list[tuple[str, Hashable, Callable[[], None]]]) -> None:
        """Draw each (name, key, draw) section whose key changed; drop sections not in the plan."""
        graveyard: list[QGraphicsItem] = []
        wanted = {name for name, _, _ in plan}
        for name in [n for n in self._sections if n not in wanted]:
            graveyard += self._clear_section(self._sections.pop(name))
        for name, key, draw in plan:
            sec = self._sections.setdefault(name, Section())
            if sec.key == key and key is not None:
                continue
            graveyard += self._clear_section(sec)
            sec.key = key
            self._cur = sec
            draw()
        self._graveyard = graveyard  # kept one refresh: Qt may still deliver an event to them
        self._cur = Section()
        self.pieces, self.targets, self._clicks, self._click_keys, self._inert = {}, {}, {}, {}, {}
        for sec in self._sections.values():
            self.pieces.update(sec.pieces)
            self.targets.update(sec.targets)
            self._clicks.update(sec.clicks)
            self._click_keys.update(sec.keys)
            self._inert.update(sec.inert)

    def keyboard_clicks(self) -> list[tuple[Hashable, QGraphicsItem]]:
        """The clicks added with a `key`, in the order they were drawn."""
        return list(self._click_keys.items())

    # -- who is at this board ----------------------------------------------------------------------
    def acting(self) -> int | None:
        """The seat whose human may act on this board now."""
        seat = self.model.perspective()
        if seat is None or seat not in self.model.match.to_act() or self.model.table_plays(seat):
            return None
        return seat

    def seat_colour(self) -> QColor:
        seat = self.model.perspective()
        colours = self.model.colours
        return QColor(colours[seat]) if seat is not None and colours[seat] else QColor("#0072B2")

    def mark(self, seat: int, rect: QRectF) -> QPainterPath:
        """The seat's mark (its shape for those who do not tell colours apart) in `rect`."""
        return mark_path(mark_for_colour(self.model.colours[seat] or "#0072B2"), rect)

    def name(self, seat: int) -> str:
        """The seat's name as the board's tight lines show it (`i18n.board_name`)."""
        return self.model.board_names[seat]

    def full_name(self, seat: int) -> str:
        """The seat's whole name, for tooltips and lines with room."""
        return self.model.names[seat]

    # -- hints ---------------------------------------------------------------------------------------
    def _clear_hint(self) -> None:
        for it in self._hint_items:
            if it.scene() is self:
                self.removeItem(it)
        self._hint_items.clear()

    def mark_hint(self, action: Any, keys: list[Hashable]) -> None:
        """Ring the pieces and places named by `keys` (those on the board now); a hinted move with
        nothing to ring is said in the status line with its prompt button's words."""
        for key in keys:
            item = self.pieces.get(key) or self.targets.get(key)
            if item is not None:
                self._hint_items.append(self.hint_ring(item.mapToScene(item.shape())))
        if not self._hint_items:
            for label, a in self.prompt_actions():
                if a == action:
                    self.status.emit(label)

    def hint_ring(self, path: QPainterPath) -> QGraphicsItem:
        """The ring around one hinted item, added to the scene."""
        ring = TargetMark(path, QColor("#F2C230"))
        ring.set_hot(True)
        self.addItem(ring)
        return ring

    def section(self, name: str) -> Section:
        return self._sections.get(name, Section())

    def _clear_section(self, sec: Section) -> list[QGraphicsItem]:
        for item in sec.items:
            if item.scene() is self:
                self.removeItem(item)
        old = sec.items
        sec.items, sec.clicks, sec.keys, sec.pieces, sec.targets, sec.key = [], {}, {}, {}, {}, None
        sec.inert = {}
        return old

    def inert_reason(self, pos: QPointF) -> str | None:
        for top in self.items(pos):
            it: QGraphicsItem | None = top
            while it is not None:
                if id(it) in self._clicks:
                    return None  # a click decides there
                if id(it) in self._inert:
                    return self._inert[id(it)]
                it = it.parentItem()
        return None

    def clicked(self, item: QGraphicsItem, key: Hashable | None) -> bool:
        # the topmost item may be an outline or a label over the one that was meant: look through
        under = self.items(self._release_at) if self._release_at is not None else [item]
        for top in under:
            it: QGraphicsItem | None = top
            while it is not None:
                action = self._clicks.get(id(it))
                if callable(action):
                    action()
                    return True
                if action is not None:
                    self.click_chosen(action)
                    return True
                it = it.parentItem()
        return False

    def click_chosen(self, action: Action) -> None:
        """A click on the board decided `action` (a game may stamp it first, or put a choice down)."""
        self.action_chosen.emit(action)

    def mouseReleaseEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        self._release_at = event.scenePos()
        super().mouseReleaseEvent(event)
        self._release_at = None
