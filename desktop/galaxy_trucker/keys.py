"""Galaxy Trucker's keyboard: Tab comes to everything a click on the board decides, Space or Enter
clicks it, and R turns the tile in hand (or the one placed last)."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsItem

from desktop.common.i18n import tr_count, tr_key
from desktop.galaxy_trucker.labels import B_TAKE, K_REMOVE, K_SPACE, K_TAKE, action_label, cell_text, kind_name
from desktop.galaxy_trucker.tiles import TileItem, tile_tooltip
from engine.core.actions import Action
from engine.galaxy_trucker.actions import Adjust, RemoveTile, TakeReserved, TakeVisible


class Keyboard:
    """The keyboard part of GalaxyTruckerScene (a mixin: `self` is the scene)."""

    _device: tuple[int, int] | None  # a cannon, engine or shield chosen, its battery next (the scene's)

    # -- the keyboard: Tab comes to everything a click decides ------------------------------------------
    def keyboard_clicks(self: Any) -> list[tuple[Hashable, QGraphicsItem]]:
        """After the tile in hand: the pile, the face-up tiles, the kept ones, then the ship's tiles that a
        click decides something with (a faulty tile to remove, a cabin to lose crew from, …)."""
        rank = {"pile": 0, "up": 1, "kept": 2, "cell": 3}  # each group as it lies: by rows, left to right

        def place(kv: tuple[Hashable, QGraphicsItem]) -> tuple[int, float, float]:
            at = kv[1].scenePos()
            return rank[kv[0][0]], round(at.y()), at.x()  # type: ignore[index]

        return sorted(self._click_keys.items(), key=place)

    def describe_click(self: Any, key: Hashable, item: QGraphicsItem) -> str:
        action = self._clicks.get(id(item))
        kind = key[0]  # type: ignore[index]
        if kind == "pile":
            what = tr_count(B_TAKE)
        elif isinstance(action, TakeVisible | TakeReserved):
            what = tr_key(K_TAKE, tile_tooltip(action.tile).split(":")[0])
        elif isinstance(action, RemoveTile):
            st = self.view_state
            ship = st.seats[self._human() or 0].ship if st is not None else None
            name = kind_name(ship, action.row, action.col) if ship is not None else ""
            what = tr_key(K_REMOVE, name, cell_text(action.row, action.col))
        elif isinstance(action, Action) and self.view_state is not None:
            what = action_label(self.view_state, self._human() or 0, action)
        else:  # a cannon, engine or shield to choose before its battery
            st = self.view_state
            ship = st.seats[self._human() or 0].ship if st is not None else None
            r, c = key[1], key[2]  # type: ignore[index]
            what = f"{kind_name(ship, r, c)} ({cell_text(r, c)})" if ship is not None else ""
        return tr_key(K_SPACE, what)

    # -- turning the tile -----------------------------------------------------------------------------
    def turn_tile(self: Any, step: int = 1) -> None:
        """R, the wheel or a right click: the tile in hand (or the one placed last) turns."""
        st = self.view_state
        seat = self._human()
        if st is None or seat is None:
            return
        p = st.seats[seat]
        if p.hand >= 0:
            self.turn = (self.turn + step) % 4
            item = self.pieces.get(("hand",))
            if isinstance(item, TileItem):
                item.set_turns(self.turn)
            if self._dragging == ("hand",) or self.selected == ("hand",):
                self.show_targets(("hand",))
            return
        if p.last is not None:
            r, c = p.last
            now = p.ship.tiles[p.last][1]
            # the legal moves carry the time of the game's last event, not the clock's now: compare
            # the turn itself (R, the wheel and a right click did nothing once the clock had moved on)
            fits = {a.rotation for a in self._my_legal() if isinstance(a, Adjust) and (a.row, a.col) == (r, c)}
            # on to the next turn that may stand (a strict check refuses some): R tried only the next
            # one, and with that one refused it did nothing, with no word, however often pressed
            turns = [(now + k * step) % 4 for k in (1, 2, 3)]
            rot = next((t for t in turns if t in fits), None)
            if rot is not None:
                turned = Adjust(r, c, rot, 0)
                self._warn_placed(("last",), turned)  # turned into a clash: said as a drop into one is
                self._send(turned)
            else:
                self.status.emit(self.model.refusal(seat, self.model.stamped(Adjust(r, c, turns[0], 0))))

    def keyPressEvent(self: Any, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if self.watching():  # a replay: its keys are the replay's
            event.ignore()
            return
        if event.key() == Qt.Key.Key_Escape and self._device is not None:
            self._device = None  # the cannon, engine or shield chosen is put down: no battery is lit
            self.refresh()
            self.status.emit("")
            event.accept()
            return
        if event.key() == Qt.Key.Key_R:
            self.turn_tile(-1 if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else 1)
            event.accept()
            return
        super().keyPressEvent(event)  # type: ignore[misc]
