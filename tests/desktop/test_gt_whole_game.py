"""A whole Galaxy Trucker game, one human against three bots, played through the window alone.

The human's decisions are a `normal` bot's choices, made the way a person would make them: a
click on the face-down pile or a face-up tile, R pressed to turn the tile in hand, a drag onto
the ship, the reserve or the middle, clicks on faulty tiles, on cabins, cannons and batteries,
goods cubes dragged into holds, the prompt buttons for the rest. The match clock is driven by
hand (250 ms steps) so the run repeats exactly; the bots build at the same time at their pace.
Nothing calls the model directly for the human.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication, QPushButton

from desktop.common.i18n import tr_count
from desktop.galaxy_trucker.labels import B_FLIP
from desktop.galaxy_trucker.tiles import TileBackItem, TileItem
from engine.bots import make_bot
from engine.core.actions import Action
from engine.galaxy_trucker.actions import (
    Adjust,
    Finish,
    Flip,
    KeepPart,
    LoseBattery,
    LoseCrew,
    LoseGoods,
    Place,
    RemoveTile,
    Reserve,
    ReturnTile,
    Store,
    TakeHidden,
    TakeReserved,
    TakeVisible,
    Wait,
)
from engine.galaxy_trucker.state import OVER
from tests.desktop.helpers import click, drag, make_window


class Driver:
    """Turns one decision into mouse and keyboard input on the window."""

    def __init__(self, qtbot: Any, window: Any) -> None:
        self.qtbot, self.w = qtbot, window
        self.used: dict[str, int] = {}

    def act(self, action: Action) -> None:
        raise NotImplementedError

    @property
    def scene(self) -> Any:
        return self.w.scene

    def _count(self, how: str) -> None:
        self.used[how] = self.used.get(how, 0) + 1

    def _clickable(self, kind: type, match: Any) -> QPointF:
        """Where the item is that a click on makes an action of `kind` meeting `match`."""
        for item in self.scene.items():
            action = self.scene._clicks.get(id(item))
            if isinstance(action, kind) and match(action, item):
                return item.scenePos()
        raise AssertionError(f"nothing to click for {kind.__name__}")

    def _press_r_until(self, done: Any) -> None:
        for _ in range(4):
            if done():
                return
            self.qtbot.keyClick(self.w.page.view.viewport(), Qt.Key.Key_R)
        assert done()

    def prompt(self, which: Any) -> None:
        entries = self.scene.prompt_actions()
        index = next(k for k, (label, action) in enumerate(entries) if which(label, action))
        bar = self.w.page.bar
        buttons = [b for b in bar.findChildren(QPushButton) if b.isVisibleTo(bar)]
        assert len(buttons) == len(entries)
        self.qtbot.mouseClick(buttons[index], Qt.MouseButton.LeftButton)
        self._count("prompt")


class MouseDriver(Driver):
    """Clicks and drags; R to turn the tile; the prompt's buttons clicked."""

    def act(self, action: Action) -> None:  # noqa: C901 - one gesture per kind of decision
        scene, view = self.scene, self.w.page.view
        st = self.w.model.match.state
        me = st.seats[0]
        if isinstance(action, Wait):
            return  # the clock simply runs on
        if isinstance(action, TakeHidden):
            back = next(i for i in scene.items() if isinstance(i, TileBackItem) and id(i) in scene._clicks)
            click(self.qtbot, view, back.scenePos())
            self._count("click pile")
        elif isinstance(action, TakeVisible | TakeReserved):
            at = self._clickable(type(action), lambda a, item: isinstance(item, TileItem) and item.tile == action.tile)
            click(self.qtbot, view, at)
            self._count("click tile")
        elif isinstance(action, Place):
            self._press_r_until(lambda: scene.turn == action.rotation)
            drag(self.qtbot, view, scene.pieces[("hand",)].scenePos(), scene._cell_pos[(action.row, action.col)])
            self._count("drag tile")
        elif isinstance(action, Adjust):
            assert me.last is not None
            self._press_r_until(lambda: self.w.model.match.state.seats[0].ship.tiles[me.last][1] == action.rotation)
            if (action.row, action.col) != me.last:
                drag(self.qtbot, view, scene.pieces[("last",)].scenePos(), scene._cell_pos[(action.row, action.col)])
            self._count("adjust")
        elif isinstance(action, Reserve | ReturnTile):
            target = scene.targets[("reserve",) if isinstance(action, Reserve) else ("middle",)]
            end = target.mapToScene(target.boundingRect().center())
            drag(self.qtbot, view, scene.pieces[("hand",)].scenePos(), end)
            self._count("drag to reserve or middle")
        elif isinstance(action, Finish):
            self.prompt(lambda label, _a: label.startswith("Finish building"))
        elif isinstance(action, Flip):
            self.qtbot.mouseClick(scene.hourglass.button, Qt.MouseButton.LeftButton)
            self._count("flip")
        elif isinstance(action, Store):
            cube = next(k for k in scene.pieces if k[0] == "cube" and k[2] == action.colour)
            drag(self.qtbot, view, scene.pieces[cube].scenePos(), scene._cell_pos[(action.row, action.col)])
            self._count("drag cube")
        elif isinstance(action, RemoveTile | LoseCrew | LoseBattery | LoseGoods | KeepPart):
            cells = {(action.row, action.col)}
            if isinstance(action, KeepPart):
                cells = {
                    c for c, (_k, a) in scene._parts(st, 0, self.w.model.match.legal_actions(0)).items() if a == action
                }
            at = self._clickable(type(action), lambda a, item: a == action)
            assert any(at == scene._cell_pos[c] for c in cells)
            click(self.qtbot, view, at)
            self._count("click ship")
        else:
            self.prompt(lambda _label, a: a == action)


class KeyDriver(Driver):
    """The keyboard alone: Tab to a piece or to a thing a click decides, the arrows to a target, Space or
    Enter, R to turn the tile, and Alt+number for the prompt's buttons."""

    def __init__(self, qtbot: Any, window: Any) -> None:
        super().__init__(qtbot, window)
        window.activateWindow()  # the prompt's Alt keys are the window's shortcuts
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)

    def _tab_to(self, stop: Any) -> None:
        view = self.w.page.view
        view.setFocus()
        for _ in range(300):
            if self.scene._kb_stop == stop and (stop[0] or self.scene.selected == stop[1]):
                return
            self.qtbot.keyClick(view, Qt.Key.Key_Tab)
        raise AssertionError(f"Tab never came to {stop}")

    def _put(self, piece: Any, target: Any) -> None:
        view = self.w.page.view
        self._tab_to((False, piece))
        order = self.scene.arrow_order(list(self.scene._legal))
        assert target in order, (piece, target, order[:8])
        for _ in range(order.index(target) + 1):
            self.qtbot.keyClick(view, Qt.Key.Key_Right)
        assert self.scene._kb_hot == target
        self.qtbot.keyClick(view, Qt.Key.Key_Return)

    def _press(self, stop: Any) -> None:
        self._tab_to((True, stop))
        self.qtbot.keyClick(self.w.page.view, Qt.Key.Key_Space)

    def prompt(self, which: Any) -> None:
        entries = self.scene.prompt_actions()
        index = next(k for k, (label, action) in enumerate(entries) if which(label, action))
        assert index < 9, (index, [label for label, _ in entries])
        view = self.w.page.view
        view.setFocus()
        before = len(self.w.model.match.records)
        self.qtbot.keyClick(view, getattr(Qt.Key, f"Key_{index + 1}"), Qt.KeyboardModifier.AltModifier)
        # a button's shortcut clicks it as the eye sees it: pressed, then released a moment later
        self.qtbot.waitUntil(lambda: len(self.w.model.match.records) > before, timeout=3000)
        self._count("prompt")

    def _press_r_until(self, done: Any) -> None:
        for _ in range(4):
            if done():
                return
            self.qtbot.keyClick(self.w.page.view, Qt.Key.Key_R)
        assert done()

    def act(self, action: Action) -> None:  # noqa: C901 - one gesture per kind of decision
        st = self.w.model.match.state
        me = st.seats[0]
        if isinstance(action, Wait):
            return
        if isinstance(action, TakeHidden):
            self._press(("pile",))
            self._count("take from the pile")
        elif isinstance(action, TakeVisible | TakeReserved):
            self._press(("up" if isinstance(action, TakeVisible) else "kept", action.tile))
            self._count("take a tile")
        elif isinstance(action, Place):
            self._press_r_until(lambda: self.scene.turn == action.rotation)
            self._put(("hand",), ("cell", action.row, action.col))
            self._count("place a tile")
        elif isinstance(action, Adjust):
            assert me.last is not None
            self._press_r_until(lambda: self.w.model.match.state.seats[0].ship.tiles[me.last][1] == action.rotation)
            if (action.row, action.col) != me.last:
                self._put(("last",), ("cell", action.row, action.col))
            self._count("adjust")
        elif isinstance(action, Reserve | ReturnTile):
            self._put(("hand",), ("reserve",) if isinstance(action, Reserve) else ("middle",))
            self._count("to the reserve or the middle")
        elif isinstance(action, Finish):
            self.prompt(lambda label, _a: label.startswith("Finish building"))
        elif isinstance(action, Flip):
            self.prompt(lambda label, _a: label == tr_count(B_FLIP))
        elif isinstance(action, Store):
            cube = next(k for k in self.scene.pieces if k[0] == "cube" and k[2] == action.colour)
            self._put(cube, ("hold", action.row, action.col))
            self._count("store a cube")
        elif isinstance(action, RemoveTile | LoseCrew | LoseBattery | LoseGoods):
            self._press(("cell", action.row, action.col))
            self._count("press a ship tile")
        elif isinstance(action, KeepPart):
            self._press(("cell", action.row, action.col))
            self._count("press a ship tile")
        else:
            self.prompt(lambda _label, a: a == action)


@pytest.mark.parametrize("how", ["mouse", "keys"])
def test_a_whole_real_time_game_against_three_bots_by_input_alone(qtbot: Any, how: str) -> None:
    """The same game twice: by the mouse (and R), and by the keyboard alone."""
    w = make_window(qtbot, game="galaxy_trucker", players=4, humans=1, seed=8)
    model = w.model
    model.stop()
    model.paused = False
    clock = [0]
    model.clock_source = lambda: clock[0]
    model.by_hand = True  # only this test moves the match: no timer, no worker thread
    me = make_bot(model.game, "normal", 21)
    driver: Driver = MouseDriver(qtbot, w) if how == "mouse" else KeyDriver(qtbot, w)
    round_, human_moves = 1, 0
    for _ in range(40_000):
        st = model.match.state
        if model.match.is_over():
            break
        if st.round != round_:
            round_, clock[0] = st.round, 0  # each round's building starts its clock at 0
        if model.timed():
            clock[0] += 250
            model.tick()
            if not model.timed() or 0 not in model.match.to_act():
                continue
            action = me.choose(model.match.view(0), 0)
            if getattr(action, "t", 0) > clock[0]:
                continue  # the human is still busy with it
        elif 0 in model.match.to_act():
            action = me.choose(model.match.view(0), 0)
        else:
            assert model.bot_move_now()
            continue
        before = len(model.match.records)
        driver.act(action)
        if not isinstance(action, Wait):
            mine = [r for r in model.match.records[before:] if r.seat == 0]
            assert mine, f"the gesture for {action} made no move"
            human_moves += 1
    st = model.match.state
    assert st.phase == OVER and all(len(p.results) == 3 for p in st.seats)
    assert human_moves > 60  # 260 with this seed
    # every way in was used: the pile, face-up and reserved tiles, dragging (and turning) tiles to
    # the ship, the reserve and the middle, clicks on the ship, goods cubes, the prompt buttons
    ways = {"click pile", "click tile", "drag tile", "drag to reserve or middle", "click ship", "drag cube", "prompt"}
    if how == "keys":
        ways = {
            "take from the pile",
            "take a tile",
            "place a tile",
            "to the reserve or the middle",
            "press a ship tile",
            "store a cube",
            "prompt",
        }
    assert ways <= set(driver.used), driver.used
    assert st.seats[0].results and model.game.winners(st)
