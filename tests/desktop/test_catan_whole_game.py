"""A whole Catan game, one human against three bots, played through the window alone.

The human's decisions are a `normal` bot's choices, but each one is made the way a person
would make it: once with the mouse alone (drags, clicks on the prompt buttons, clicks inside
the dialogs) and once with the keyboard alone (Tab, arrows and Enter on the board, Alt+digit
for the prompt buttons, Tab, arrows and Enter in the dialogs). Nothing calls the model
directly for the human. This proves every decision of the game can be reached both ways.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QPushButton,
    QSpinBox,
    QStyle,
    QStyleOptionSpinBox,
)

from desktop.catan.dialogs import BankDialog, CardsDialog, ResourceDialog
from desktop.catan.scene import TOPO, lattice
from engine.bots import make_bot
from engine.catan.actions import (
    BuildCity,
    BuildRoad,
    BuildSettlement,
    Discard,
    MaritimeTrade,
    MoveRobber,
    PlayMonopoly,
    PlayYearOfPlenty,
    TradeAccept,
    TradeCounter,
    TradeDecline,
)
from engine.core.actions import Action
from tests.desktop.helpers import drag, make_window


def _modal(then: Callable[[QDialog], None], failures: list[str]) -> None:
    """Run `then` on the dialog once it is up (the click that opens it blocks in exec()).

    Whatever goes wrong inside is recorded and the dialog closed, so a failure never hangs the test.
    """

    def poll() -> None:
        widget = QApplication.activeModalWidget()
        if isinstance(widget, QDialog) and widget.isVisible():
            if QApplication.activeWindow() is not widget:  # no window manager offscreen: activate it as one would
                widget.activateWindow()
                QTimer.singleShot(5, poll)
                return
            try:
                then(widget)
            except Exception as exc:  # noqa: BLE001 - reported by the test body
                failures.append(repr(exc))
            if widget.isVisible():
                failures.append(f"{type(widget).__name__} still open")
                widget.reject()
        else:
            QTimer.singleShot(5, poll)

    QTimer.singleShot(0, poll)


def _spin_up_point(spin: QSpinBox) -> QPoint:
    opt = QStyleOptionSpinBox()
    spin.initStyleOption(opt)
    rect = spin.style().subControlRect(QStyle.ComplexControl.CC_SpinBox, opt, QStyle.SubControl.SC_SpinBoxUp, spin)
    return rect.center()


class Driver:
    """Turns the human seat's chosen actions into mouse or keyboard input on the window."""

    def __init__(self, qtbot: Any, window: Any, mode: str) -> None:
        self.qtbot, self.w, self.mode = qtbot, window, mode
        self.model, self.scene, self.view = window.model, window.scene, window.page.view
        self.bots = [make_bot(self.model.game, "normal", 11 + seat) for seat in range(4)]
        self.seat = 0
        self.counts: dict[str, int] = {}
        self.failures: list[str] = []
        window.activateWindow()  # shortcuts answer in the active window, as on a desktop
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
        self.view.setFocus()

    # -- what the human wants --------------------------------------------------------------------
    def choose(self) -> Action:
        legal = self.model.match.legal_actions(self.seat)
        action = self.bots[self.seat].choose(self.model.match.view(self.seat), self.seat)
        if isinstance(action, TradeCounter):
            return TradeDecline()
        if action.kind.startswith("trade") and not isinstance(action, TradeAccept | TradeDecline):
            # writing offers is covered by its own dialog tests; here the human plays on without them
            rest = [a for a in legal if not a.kind.startswith("trade")]
            builds = [a for a in rest if isinstance(a, BuildCity | BuildSettlement | BuildRoad)]
            return (builds or rest)[0]
        return action

    # -- the gestures ------------------------------------------------------------------------------
    def lift_curtain(self) -> None:
        """Hot-seat: the next player says who they are before seeing the board."""
        curtain = self.w.page.curtain
        if not curtain.is_up():
            return
        if self.mode == "mouse":
            self.qtbot.mouseClick(curtain.button(), Qt.MouseButton.LeftButton)
        else:
            self.qtbot.waitUntil(curtain.keys_ready)
            self.qtbot.keyClick(curtain, Qt.Key.Key_Return)
        assert not curtain.is_up()

    def play(self, action: Action) -> None:
        assert self.model.perspective() == self.seat  # the board shows the hand of the one who acts
        before = len(self.model.match.records)
        self.counts[action.kind] = self.counts.get(action.kind, 0) + 1
        if isinstance(action, BuildSettlement | BuildCity | BuildRoad):
            kind = {BuildSettlement: "settlement", BuildCity: "city", BuildRoad: "road"}[type(action)]
            target = ("edge", action.edge) if isinstance(action, BuildRoad) else ("node", action.node)
            self.board(("tray", kind), target)
        elif isinstance(action, MoveRobber):
            self.board(("robber",), ("hex", action.hex))
            if len(self.model.match.records) == before:  # there was someone to rob: the prompt asks whom
                self.prompt(lambda a: a == action)
        elif isinstance(action, Discard):
            self.prompt(callable, lambda d: self.cards(d, list(action.cards)))
        elif isinstance(action, PlayYearOfPlenty):
            picked = [0] * 5
            picked[action.first] += 1
            picked[action.second] += 1
            self.prompt(self._button_for("plenty"), lambda d: self.cards(d, picked))
        elif isinstance(action, PlayMonopoly):
            self.prompt(self._button_for("monopoly"), lambda d: self.name(d, action.resource))
        elif isinstance(action, MaritimeTrade):
            self.prompt(self._button_for("bank"), lambda d: self.bank(d, action))
        else:
            self.prompt(lambda a: a == action)
        assert not self.failures, (action, self.failures)
        assert len(self.model.match.records) == before + 1, (self.mode, action)
        assert self.model.match.records[-1].action == action

    def _button_for(self, purpose: str) -> Callable[[Any], bool]:
        def match(entry: Any) -> bool:
            # dialog buttons are closures; tell them apart by the purpose they were made for
            code = getattr(entry, "__code__", None)
            if code is None:
                return False
            names = code.co_names + tuple(str(c) for c in code.co_consts)
            wanted = {"plenty": "plenty", "monopoly": "_ask_monopoly", "bank": "_ask_bank"}[purpose]
            return wanted in names

        return match

    def board(self, piece: Any, target: Any) -> None:
        scene, view = self.scene, self.view
        if self.mode == "mouse":
            item = scene.pieces[piece]
            start = item.mapToScene(item.boundingRect().center())
            drag(self.qtbot, view, start, self._scene_point(target))
            return
        view.setFocus()
        for _ in range(6):
            if scene.selected == piece:
                break
            self.qtbot.keyClick(view, Qt.Key.Key_Tab)
        assert scene.selected == piece
        order = scene.arrow_order(list(scene._legal))
        for _ in range(order.index(target) + 1):
            self.qtbot.keyClick(view, Qt.Key.Key_Right)
        self.qtbot.keyClick(view, Qt.Key.Key_Return)

    def _scene_point(self, target: Any) -> QPointF:
        kind, ident = target
        if kind == "node":
            return lattice(TOPO.nodes[ident])
        if kind == "edge":
            a, b = TOPO.edges[ident]
            return (lattice(TOPO.nodes[a]) + lattice(TOPO.nodes[b])) / 2
        return lattice(TOPO.hex_centres[ident])

    def prompt(self, which: Callable[[Any], bool], dialog: Callable[[QDialog], None] | None = None) -> None:
        entries = self.scene.prompt_actions()
        index = next((k for k, (_, entry) in enumerate(entries) if which(entry)), None)
        assert index is not None, (
            entries,
            self.model.match.legal_actions(self.seat)[:12],
            self.model.match.state.phase,
        )
        buttons = [b for b in self.w.page.bar.findChildren(QPushButton) if b.isVisibleTo(self.w.page.bar)]
        assert len(buttons) == len(entries)
        if dialog is not None:
            _modal(dialog, self.failures)
        if self.mode == "mouse":
            self.qtbot.mouseClick(buttons[index], Qt.MouseButton.LeftButton)
        else:
            assert index < 9
            # when a dialog closes, a desktop's window manager gives the window back its focus;
            # the offscreen platform has none, so the test does it
            if QApplication.activeWindow() is not self.w:
                self.w.activateWindow()
            self.qtbot.waitUntil(lambda: QApplication.activeWindow() is self.w, timeout=2000)
            self.view.setFocus()
            before = len(self.model.match.records)
            self.qtbot.keyClick(self.view, getattr(Qt.Key, f"Key_{index + 1}"), Qt.KeyboardModifier.AltModifier)
            # a button's shortcut presses it visibly (animateClick): the click lands a moment later
            self.qtbot.waitUntil(lambda: len(self.model.match.records) > before or bool(self.failures), timeout=3000)

    # -- inside the dialogs ----------------------------------------------------------------------------
    def cards(self, dialog: QDialog, wanted: list[int]) -> None:
        assert isinstance(dialog, CardsDialog)
        if self.mode == "mouse":
            for spin, n in zip(dialog.spins, wanted, strict=True):
                for _ in range(n):
                    QTest.mouseClick(spin, Qt.MouseButton.LeftButton, pos=_spin_up_point(spin))
            assert dialog.cards() == wanted, (dialog.cards(), wanted, dialog.reason.text())
            QTest.mouseClick(dialog.box.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
            return
        focus = dialog.focusWidget()
        assert isinstance(focus, QAbstractSpinBox) and focus is dialog.spins[0]
        for n in wanted:
            spin = dialog.focusWidget()
            for _ in range(n):
                QTest.keyClick(spin, Qt.Key.Key_Up)
            QTest.keyClick(spin, Qt.Key.Key_Tab)
        assert dialog.cards() == wanted, (dialog.cards(), wanted, dialog.reason.text())
        QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)

    def name(self, dialog: QDialog, resource: int) -> None:
        """Monopoly: one resource named in a list, nothing named until the player picks."""
        assert isinstance(dialog, ResourceDialog)
        choices, ok = dialog.choices, dialog.box.button(QDialogButtonBox.StandardButton.Ok)
        assert dialog.resource() is None and not ok.isEnabled()
        if self.mode == "mouse":
            rect = choices.visualItemRect(choices.item(resource))
            QTest.mouseClick(choices.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
            assert dialog.resource() == resource and ok.isEnabled()
            QTest.mouseClick(ok, Qt.MouseButton.LeftButton)
            return
        assert dialog.focusWidget() is choices
        QTest.keyClick(choices, Qt.Key.Key_Home)
        for _ in range(resource):
            QTest.keyClick(choices, Qt.Key.Key_Down)
        assert choices.currentRow() == resource
        QTest.keyClick(choices, Qt.Key.Key_Return)  # Enter names the row in focus

    def bank(self, dialog: QDialog, action: MaritimeTrade) -> None:
        assert isinstance(dialog, BankDialog)
        choices = dialog.choices
        row = next(k for k in range(choices.count()) if choices.item(k).data(Qt.ItemDataRole.UserRole) == action)
        if self.mode == "mouse":
            rect = choices.visualItemRect(choices.item(row))
            QTest.mouseClick(choices.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
            assert choices.currentRow() == row
            ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
            QTest.mouseClick(ok, Qt.MouseButton.LeftButton)
            return
        assert dialog.focusWidget() is choices
        for _ in range(row):
            QTest.keyClick(choices, Qt.Key.Key_Down)
        assert choices.currentRow() == row
        QTest.keyClick(choices, Qt.Key.Key_Return)


# two seeds between them make the human use every kind of decision the game has
SEEDS = {
    1: {
        "settlement",
        "road",
        "city",
        "roll",
        "end_turn",
        "robber",
        "knight",
        "buy_development",
        "discard",
        "maritime",
        "year_of_plenty",
        "trade_decline",
    },
    39: {  # (seeds 16 and then 7 did this before the bots changed: now they spend a hand over 7, and win when they can)
        "settlement",
        "road",
        "city",
        "roll",
        "end_turn",
        "robber",
        "knight",
        "discard",
        "road_building",
        "monopoly",
        "maritime",
        "trade_accept",
        "trade_decline",
    },
}


@pytest.mark.parametrize("seed", sorted(SEEDS))
@pytest.mark.parametrize("mode", ["mouse", "keyboard"])
def test_a_whole_game_against_three_bots_by_one_input_alone(qtbot: Any, mode: str, seed: int) -> None:
    w = make_window(qtbot, game="catan", players=4, humans=1, seed=seed)
    model = w.model
    model.stop()  # bots are moved below, one at a time, so the human's input is never raced
    driver = Driver(qtbot, w, mode)
    for _ in range(6000):
        if model.match.is_over():
            break
        if 0 in model.match.to_act():
            driver.play(driver.choose())
        else:
            model.bot_move_now()
    assert model.match.is_over()
    assert SEEDS[seed] <= set(driver.counts), sorted(driver.counts.items())


@pytest.mark.parametrize("mode", ["mouse", "keyboard"])
def test_a_whole_hot_seat_game_of_four_humans_by_one_input_alone(qtbot: Any, mode: str) -> None:
    """Four people at one screen: the curtain goes up before each of them, and comes down by the same input."""
    w = make_window(qtbot, game="catan", players=4, humans=4, seed=5)
    model = w.model
    driver = Driver(qtbot, w, mode)
    curtains = 0
    for _ in range(8000):
        if model.match.is_over():
            break
        seat = model.human_to_act()
        assert seat is not None
        if w.page.curtain.is_up():
            assert w.page.curtain.name() == model.names[seat]
            curtains += 1
        driver.lift_curtain()
        driver.seat = seat
        driver.play(driver.choose())
    assert model.match.is_over()
    assert curtains > 40  # every hand-over between two different people
