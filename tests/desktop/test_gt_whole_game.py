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

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QPushButton

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


def test_a_whole_real_time_game_against_three_bots_by_input_alone(qtbot: Any) -> None:
    w = make_window(qtbot, game="galaxy_trucker", players=4, humans=1, seed=8)
    model = w.model
    model.stop()
    model.paused = False
    clock = [0]
    model.clock_source = lambda: clock[0]
    model.by_hand = True  # only this test moves the match: no timer, no worker thread
    me = make_bot(model.game, "normal", 21)
    driver = Driver(qtbot, w)
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
    assert ways <= set(driver.used), driver.used
    assert st.seats[0].results and model.game.winners(st)
