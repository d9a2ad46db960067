"""Galaxy Trucker's hint on the board: rings around what the hinted move is made with (the tile to take,
the tile in hand and its cell, a cube and its hold, the tiles to click), kept while the move can be made."""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable
from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainterPath

from desktop.galaxy_trucker.overview import CELL
from engine.core.actions import Action
from engine.galaxy_trucker.actions import (
    Adjust,
    Defend,
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
    TakeReserved,
    TakeVisible,
    Unload,
)


def timeless(a: Action) -> Action:
    """An action without its clock stamp (the stamp changes with every move; the choice does not)."""
    return dataclasses.replace(a, t=0) if hasattr(a, "t") else a  # type: ignore[call-arg]


class Hints:
    """The hint part of GalaxyTruckerScene (a mixin: `self` is the scene)."""

    _hinted: Action | None = None  # the hinted move, ringed while it can still be made

    def hint(self: Any, action: Action) -> None:
        """Ring what the hinted move is made with: the tile to take, the tile in hand (turned as the
        hint places it) and its cell, a cube and its hold, the ship's tiles to click. The rings stay
        through the bots' moves while the move can still be made (the others build meanwhile); a move
        made with a button is flashed by the prompt bar."""
        self._hinted = action
        if isinstance(action, Place) and self.turn != action.rotation:
            self.turn = action.rotation  # the tile in hand shows the hinted turn; Enter places it so
        self.refresh()

    def _hint_keys(self: Any, action: Action) -> list[Hashable]:
        if isinstance(action, TakeHidden):
            return [("pile",)]
        if isinstance(action, TakeVisible):
            return [("up", action.tile)]
        if isinstance(action, TakeReserved):
            return [("kept", action.tile)]
        if isinstance(action, Place):
            return [("hand",), ("cell", action.row, action.col)]
        if isinstance(action, Adjust):
            return [("last",), ("cell", action.row, action.col)]
        if isinstance(action, Reserve):
            return [("hand",), ("reserve",)]
        if isinstance(action, ReturnTile):
            return [("hand",), ("middle",)]
        if isinstance(action, Store):
            cube = next((k for k in self.pieces if k[0] == "cube" and k[2] == action.colour), None)  # type: ignore[index]
            return [cube, ("hold", action.row, action.col)]
        if isinstance(action, Unload):  # a cube in a hold, and the goods at hand it goes to
            held = next(
                (
                    k
                    for k in self.pieces
                    if k[0] == "held" and (k[1], k[2], k[4]) == (action.row, action.col, action.colour)
                ),  # type: ignore[index]
                None,
            )
            return [held, ("tray",)]
        if isinstance(action, Power | Defend):
            return [("cell", action.row, action.col), ("cell", action.brow, action.bcol)]
        if isinstance(action, RemoveTile | PlaceAlien | LoseCrew | LoseBattery | LoseGoods | KeepPart):
            return [("cell", action.row, action.col)]
        return []

    def _ring_hint(self: Any, legal: list[Action]) -> None:
        self._clear_hint()
        action = self._hinted
        if action is None:
            return
        wanted = timeless(action)
        if not any(timeless(a) == wanted for a in legal):
            self._hinted = None  # made, or no longer possible: the rings go
            return
        for key in self._hint_keys(action):
            item = self.pieces.get(key) or self.targets.get(key) or self._click_keys.get(key)
            if item is not None:
                # a place is ringed as it is lit (the goods at hand, not all of the table off the ship)
                place = key not in self.pieces and key in self.targets
                self._hint_items.append(
                    self.hint_ring(self.target_path(key) if place else item.mapToScene(item.shape()))
                )
            elif isinstance(key, tuple) and key[0] == "cell" and key[1:] in self._cell_pos:
                centre = self._cell_pos[key[1:]]  # a tile nothing clicks yet (a battery before its cannon)
                path = QPainterPath()
                path.addRect(QRectF(centre.x() - CELL / 2 + 2, centre.y() - CELL / 2 + 2, CELL - 4, CELL - 4))
                self._hint_items.append(self.hint_ring(path))
