"""Drive a board through the window's own input: drags, clicks, Tab/arrows/Enter, the prompt bar."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsItem, QPushButton

from engine.core.actions import Action
from tests.desktop.helpers import click, drag


def inside(item: QGraphicsItem) -> QPointF:
    """A point of the scene on which the item lies (its centre, or its first part's)."""
    shape = item.mapToScene(item.shape())
    centre = item.sceneBoundingRect().center()
    if shape.contains(centre):
        return centre
    polygons = shape.toSubpathPolygons()
    return polygons[0].boundingRect().center() if polygons else centre


class BoardDriver:
    """Turns decisions into mouse or keyboard input on the window (a game's driver adds `act`)."""

    def __init__(self, qtbot: Any, window: Any, mode: str) -> None:
        self.qtbot, self.w, self.mode = qtbot, window, mode
        self.model, self.view = window.model, window.page.view
        self.used: dict[str, int] = {}
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
        self.view.setFocus()

    @property
    def scene(self) -> Any:
        return self.w.scene

    def _count(self, how: str) -> None:
        self.used[how] = self.used.get(how, 0) + 1

    # -- gestures ---------------------------------------------------------------------------------
    def put(self, piece: Any, target: Any, at: QPointF | None = None) -> None:
        """Drag `piece` onto `target` (or select it with Tab and walk to the target with the arrows)."""
        scene = self.scene
        assert piece in scene.pieces, (piece, sorted(map(str, scene.pieces)))
        if self.mode == "mouse":
            item = scene.pieces[piece]
            start = inside(item)
            if at is None:
                scene.show_targets(piece)  # where the target lies may depend on the piece (a first canal)
                at = inside(scene.targets[target])
                scene.clear_targets()
            drag(self.qtbot, self.view, start, at)
            self._count("drag " + str(piece[0]))
            return
        self.select(piece)
        order = scene.arrow_order(list(scene._legal))
        assert target in order, (piece, target, order[:8])
        for _ in range(order.index(target) + 1):
            self.qtbot.keyClick(self.view, Qt.Key.Key_Right)
        self.qtbot.keyClick(self.view, Qt.Key.Key_Return)
        self._count("keys " + str(piece[0]))

    def select(self, piece: Any) -> None:
        self.view.setFocus()
        for _ in range(200):
            if self.scene.selected == piece:
                return
            self.qtbot.keyClick(self.view, Qt.Key.Key_Tab)
        raise AssertionError(f"Tab never reached {piece}")

    def toggle(self, piece: Any) -> None:
        if self.mode == "mouse":
            click(self.qtbot, self.view, inside(self.scene.pieces[piece]))
        else:
            self.select(piece)
            self.qtbot.keyClick(self.view, Qt.Key.Key_Space)
        self._count("toggle " + str(piece[0]))

    def turn_to(self, rotation: int) -> None:
        for _ in range(4):
            if self.scene.rot == rotation:
                return
            self.qtbot.keyClick(self.view, Qt.Key.Key_R)
            self._count("turn")
        assert self.scene.rot == rotation

    def prompt(self, action: Action) -> None:
        entries = self.scene.prompt_actions()
        index = next((k for k, (_label, a) in enumerate(entries) if a == action), None)
        assert index is not None, (action, entries)
        bar = self.w.page.bar
        buttons = [b for b in bar.findChildren(QPushButton) if b.isVisibleTo(bar)]
        assert len(buttons) == len(entries)
        if self.mode == "mouse":
            self.qtbot.mouseClick(buttons[index], Qt.MouseButton.LeftButton)
        else:
            assert index < 9
            before = len(self.model.match.records)
            self.view.setFocus()
            self.qtbot.keyClick(self.view, getattr(Qt.Key, f"Key_{index + 1}"), Qt.KeyboardModifier.AltModifier)
            self.qtbot.waitUntil(lambda: len(self.model.match.records) > before, timeout=3000)
        self._count("prompt")


def play_through(qtbot: Any, window: Any, driver: BoardDriver, minds: list[Any], limit: int) -> int:
    """Play the window's game to its end: the bots one move at a time, and each human's decision (what
    `minds[seat]` would choose) through `driver`'s input, lifting the curtain between humans; returns
    how many times the curtain was lifted."""
    model = window.model
    curtains = 0
    for _ in range(limit):
        if model.match.is_over():
            break
        seat = model.human_to_act()
        if seat is None:
            assert model.bot_move_now()
            continue
        curtain = window.page.curtain
        if curtain.is_up():
            assert curtain.name() == model.names[seat]
            curtains += 1
            qtbot.mouseClick(curtain.button(), Qt.MouseButton.LeftButton)
            assert not curtain.is_up()
        assert model.perspective() == seat
        action = minds[seat].choose(model.match.view(seat), seat)
        before = len(model.match.records)
        driver.act(action)  # each game's driver adds `act`
        assert len(model.match.records) == before + 1, (action, window.statusBar().currentMessage())
        assert model.match.records[-1].action == action
    assert model.match.is_over()
    return curtains


def play_window(
    qtbot: Any,
    driver_class: type[BoardDriver],
    game: str,
    players: int,
    humans: int,
    seed: int,
    mode: str,
    limit: int,
    options: dict[str, Any] | None = None,
    bot_seed: int = 40,
) -> tuple[Any, BoardDriver, int]:
    """A window of `game` played to its end through `driver_class`'s input (the humans are `normal`
    bots' choices, the bots moved one at a time so no input is raced); the window, the driver and how
    often the curtain was lifted."""
    from engine.bots import make_bot
    from tests.desktop.helpers import make_window

    w = make_window(qtbot, game=game, players=players, humans=humans, seed=seed, options=options)
    model: Any = w.model
    model.stop()
    driver = driver_class(qtbot, w, mode)
    minds = [make_bot(model.game, "normal", bot_seed + s) for s in range(players)]
    return w, driver, play_through(qtbot, w, driver, minds, limit)
