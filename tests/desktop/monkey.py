"""A UI monkey: random clicks, drags, wheel turns, keys, menu actions, undo/redo, language switches
and resizes on a game window against bots, counting Python exceptions and Qt warnings. The pseudo
board `table` is the companion for a real table: random clicks, typing, wheel turns and drags on
every widget of every game's companion page, game switches, language switches and resizes.

Used by tests/desktop/test_monkey.py (a short run per board) and tests/bench/monkey_bench.py
(≥ 10⁴ events per board). Modal dialogs that an event opens are closed by a watchdog timer, as
a person would close them.
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QHelpEvent, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget

from desktop.common import i18n
from desktop.common.colours import SEAT_COLOURS
from desktop.games import companion_games, playable_games
from desktop.main_window import MainWindow
from desktop.settings import Settings
from engine.core.match import Match, Seat
from engine.core.registry import get_game
from engine.core.rng import Rng

KEYS = [
    Qt.Key.Key_Tab,
    Qt.Key.Key_Backtab,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Return,
    Qt.Key.Key_Escape,
    Qt.Key.Key_Space,
    Qt.Key.Key_R,
    Qt.Key.Key_L,
    Qt.Key.Key_H,
    Qt.Key.Key_P,  # Galaxy Trucker's pause
    Qt.Key.Key_F,  # with Ctrl: find in the log
    Qt.Key.Key_F3,
    Qt.Key.Key_1,
    Qt.Key.Key_2,
    Qt.Key.Key_3,
    Qt.Key.Key_0,  # with Alt: every decision in a list
    Qt.Key.Key_Delete,
]
MODIFIERS = [Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.AltModifier, Qt.KeyboardModifier.ControlModifier]
# what the offscreen platform plugin itself says about window-system calls it lacks: not the app's
PLATFORM_NOISE = ("This plugin does not support",)
SIZES = [(1280, 800), (1024, 700), (1600, 1000), (800, 600), (1366, 768)]
TABLE = "table"  # the companion, monkeyed like a board
TYPED = [Qt.Key.Key_A, Qt.Key.Key_5, Qt.Key.Key_0, Qt.Key.Key_Minus, Qt.Key.Key_Backspace, Qt.Key.Key_PageUp]


@dataclass
class Report:
    """What a monkey run met."""

    events: int = 0
    exceptions: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    games: int = 0


def _close_modals(report: Report) -> None:
    """The watchdog: reject whatever modal dialog or message box an event opened."""
    widget = QApplication.activeModalWidget()
    if isinstance(widget, (QDialog, QMessageBox)):
        widget.reject()
    elif widget is not None:
        widget.close()


def new_match(name: str, rng: Rng) -> Match:
    game = get_game(name)
    players = game.player_counts[rng.below(len(game.player_counts))]
    seats = [Seat(f"P{i + 1}", "human" if i == 0 else "bot", "normal", SEAT_COLOURS[i]) for i in range(players)]
    options: dict[str, Any] = {}
    if name == "galaxy_trucker" and rng.below(2):
        options["build_variant"] = "robot"
    return Match(game, players, rng.below(10_000), options, seats=seats)


def boards(names: Sequence[str]) -> list[str]:
    """The boards a run covers: those named, in the app's order (the companion, `table`, last), or
    every board when none is named. An unknown name raises ValueError saying which boards there are."""
    playable = [*playable_games(), TABLE]
    unknown = sorted(set(names) - set(playable))
    if unknown:
        raise ValueError(f"unknown game: {', '.join(unknown)} (playable: {', '.join(playable)})")
    return [g for g in playable if not names or g in names]


@contextmanager
def _watched(report: Report, animations: bool) -> Iterator[MainWindow]:
    """A shown 1280×800 window whose Python exceptions and Qt warnings go into `report`, with a
    watchdog closing any modal dialog; afterwards everything is put back as it was."""
    app = QApplication.instance()
    assert app is not None

    def on_message(kind: QtMsgType, context: Any, text: str) -> None:
        if kind in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            if not text.startswith(PLATFORM_NOISE):
                report.warnings.append(text)

    def on_exception(kind: type[BaseException], value: BaseException, tb: Any) -> None:
        report.exceptions.append("".join(traceback.format_exception(kind, value, tb))[-2000:])

    old_handler = qInstallMessageHandler(on_message)
    old_hook = sys.excepthook
    sys.excepthook = on_exception
    watchdog = QTimer()
    watchdog.setInterval(30)
    watchdog.timeout.connect(lambda: _close_modals(report))
    watchdog.start()
    window = MainWindow(Settings(pace="fast", animations=animations))
    window.resize(1280, 800)
    window.show()
    language = i18n.current_language() if hasattr(i18n, "current_language") else "en"
    try:
        yield window
    finally:
        watchdog.stop()
        window._stop_model()
        window.close()
        window.deleteLater()
        app.processEvents()
        i18n.set_language(language)
        sys.excepthook = old_hook
        qInstallMessageHandler(old_handler)


def _counted(report: Report, event: Callable[[], None]) -> None:
    """One event; an exception it raises is counted and the run goes on."""
    try:
        event()
    except Exception:  # noqa: BLE001 - counted, the run goes on
        report.exceptions.append(traceback.format_exc()[-2000:])
    report.events += 1


def run(name: str, events: int, seed: int) -> Report:
    """Throw `events` random events at a window playing `name`; returns what went wrong."""
    if name == TABLE:
        return run_table(events, seed)
    report = Report()
    rng = Rng(seed)
    app = QApplication.instance()
    assert app is not None
    with _watched(report, animations=False) as window:
        for _ in range(events):
            if window.model is None or window.model.match.is_over():
                window.start_match(new_match(name, rng), None, autosave=False)
                report.games += 1
                assert window.model is not None
                window.model.stop()
            _counted(report, lambda: _one_event(window, rng))
            model = window.model
            if model is not None and not model.match.is_over() and rng.below(3) == 0:
                try:
                    model.bot_move_now()
                except Exception:  # noqa: BLE001
                    report.exceptions.append(traceback.format_exc()[-2000:])
            app.processEvents()
    return report


def _point(view: Any, rng: Rng) -> QPoint:
    vp = view.viewport()
    return QPoint(rng.below(max(1, vp.width())), rng.below(max(1, vp.height())))


def _one_event(window: MainWindow, rng: Rng) -> None:
    view = window.page.view
    vp: QWidget = view.viewport()
    kind = rng.below(100)
    if kind < 22:
        QTest.mouseClick(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _point(view, rng))
    elif kind < 25:  # the mouse rests: the tooltip of whatever lies there (BoardScene.helpEvent)
        p = _point(view, rng)
        QApplication.sendEvent(vp, QHelpEvent(QEvent.Type.ToolTip, p, vp.mapToGlobal(p)))
    elif kind < 45:
        button = [
            Qt.MouseButton.LeftButton,
            Qt.MouseButton.LeftButton,
            Qt.MouseButton.RightButton,
            Qt.MouseButton.MiddleButton,
        ][rng.below(4)]
        a, b = _point(view, rng), _point(view, rng)
        QTest.mousePress(vp, button, Qt.KeyboardModifier.NoModifier, a)
        for k in range(1, 5):
            QTest.mouseMove(vp, QPoint(a.x() + (b.x() - a.x()) * k // 4, a.y() + (b.y() - a.y()) * k // 4))
        QTest.mouseRelease(vp, button, Qt.KeyboardModifier.NoModifier, b)
    elif kind < 50:
        QTest.mouseClick(vp, Qt.MouseButton.RightButton, Qt.KeyboardModifier.NoModifier, _point(view, rng))
    elif kind < 57:
        p = QPointF(_point(view, rng))
        delta = QPoint(0, 120 if rng.below(2) else -120)
        event = QWheelEvent(
            p,
            QPointF(vp.mapToGlobal(p.toPoint())),
            QPoint(),
            delta,
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(vp, event)
    elif kind < 75:
        key = KEYS[rng.below(len(KEYS))]
        QTest.keyClick(vp, key, MODIFIERS[rng.below(len(MODIFIERS))])
    elif kind < 88:
        actions = [
            a
            for a in (
                window.a_undo,
                window.a_redo,
                window.a_hint,
                window.a_end,
                window.a_zoom_in,
                window.a_zoom_out,
                window.a_fit,
                window.a_save,
                window.a_rules,
                window.a_home,
                window.a_full,
                window.pause.action,
            )
            if a.isEnabled()
        ]
        if actions:
            actions[rng.below(len(actions))].trigger()
    elif kind < 92:
        i18n.set_language(("cs", "sk", "en")[rng.below(3)])
    elif kind < 96:
        w, h = SIZES[rng.below(len(SIZES))]
        window.resize(w, h)
    else:
        buttons = [
            b
            for b in window.findChildren(QWidget)
            if b.metaObject().className() == "QPushButton" and b.isVisible() and b.isEnabled()
        ]
        if buttons:
            QTest.mouseClick(buttons[rng.below(len(buttons))], Qt.MouseButton.LeftButton)


def run_table(events: int, seed: int) -> Report:
    """Throw `events` random events at the companion pages; `games` counts the pages switched to."""
    report = Report()
    rng = Rng(seed)
    app = QApplication.instance()
    assert app is not None
    names = companion_games()
    with _watched(report, animations=True) as window:
        for _ in range(events):
            if window.stack.currentWidget() is not window.table or window.table.current() is window.table.hint:
                window.open_table(names[rng.below(len(names))])  # back on the table after a "back" click
                report.games += 1
            _counted(report, lambda: _one_table_event(window, rng, names, report))
            app.processEvents()
    return report


def _table_widgets(window: MainWindow) -> list[QWidget]:
    page = window.table.current()
    return [w for w in page.findChildren(QWidget) if w.isVisible() and w.isEnabled() and w.width() > 2]


def _inside(widget: QWidget, rng: Rng) -> QPoint:
    return QPoint(rng.below(max(1, widget.width())), rng.below(max(1, widget.height())))


def _one_table_event(window: MainWindow, rng: Rng, names: list[str], report: Report) -> None:
    widgets = _table_widgets(window)
    kind = rng.below(100)
    if kind < 35 and widgets:  # a click anywhere on any widget of the page: buttons, dice, pads, tables
        w = widgets[rng.below(len(widgets))]
        button = Qt.MouseButton.LeftButton if rng.below(5) else Qt.MouseButton.RightButton
        QTest.mouseClick(w, button, Qt.KeyboardModifier.NoModifier, _inside(w, rng))
    elif kind < 42 and widgets:  # a double click (editing a score cell, rolling twice)
        w = widgets[rng.below(len(widgets))]
        QTest.mouseDClick(w, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, _inside(w, rng))
    elif kind < 50 and widgets:  # a drag inside one widget (a scene's tiles, a slider)
        w = widgets[rng.below(len(widgets))]
        a, b = _inside(w, rng), _inside(w, rng)
        QTest.mousePress(w, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
        for k in range(1, 4):
            QTest.mouseMove(w, QPoint(a.x() + (b.x() - a.x()) * k // 3, a.y() + (b.y() - a.y()) * k // 3))
        QTest.mouseRelease(w, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
    elif kind < 70:  # typing into whatever has the focus (a spin box, a name, a score)
        target = QApplication.focusWidget() or window.table.current()
        keys = TYPED + KEYS
        QTest.keyClick(target, keys[rng.below(len(keys))], MODIFIERS[rng.below(len(MODIFIERS))])
    elif kind < 78 and widgets:
        w = widgets[rng.below(len(widgets))]
        p = QPointF(_inside(w, rng))
        event = QWheelEvent(
            p,
            QPointF(w.mapToGlobal(p.toPoint())),
            QPoint(),
            QPoint(0, 120 if rng.below(2) else -120),
            Qt.MouseButton.NoButton,
            Qt.KeyboardModifier.NoModifier,
            Qt.ScrollPhase.NoScrollPhase,
            False,
        )
        QApplication.sendEvent(w, event)
    elif kind < 86:  # another game's page (or the same again)
        window.table.buttons[names[rng.below(len(names))]].click()
        report.games += 1
    elif kind < 90:
        i18n.set_language(("cs", "sk", "en")[rng.below(3)])
    elif kind < 94:
        w, h = SIZES[rng.below(len(SIZES))]
        window.resize(w, h)
    elif kind < 99:  # time passes: the hourglass runs, animations play
        QTest.qWait(rng.below(120))
    else:
        window.table.back.click()  # to the start page; the next event comes back
