"""Shared set-up for desktop tests: a window with a match in it, and real mouse drags."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QGraphicsView

from desktop.common.colours import SEAT_COLOURS
from desktop.common.session import TableSession
from desktop.games import make_companion
from desktop.main_window import MainWindow
from desktop.settings import Settings
from engine.core.match import Match, Seat


def bare_window(qtbot: Any, active: bool = False) -> MainWindow:
    """A main window on its start page at 1280×800, no game; `active`: the keyboard's window too."""
    window = MainWindow(Settings(pace="fast", animations=False))
    window._no_dialogs = True
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    if active:
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
    return window


def make_window(
    qtbot: Any,
    game: str = "golden_horn",
    players: int = 2,
    humans: int = 1,
    seed: int = 3,
    options: dict[str, Any] | None = None,
    autosave: bool = False,
    practice: bool = False,
) -> MainWindow:
    settings = Settings(pace="fast", animations=False)
    window = MainWindow(settings)
    window._no_dialogs = True
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    seats = [Seat(f"P{i + 1}", "human" if i < humans else "bot", "normal", SEAT_COLOURS[i]) for i in range(players)]
    options = dict(options or {})
    if game == "catan":
        options.setdefault("start_player", "first")  # these tests drive the human's set-up first
    match = Match(game, players, seed, options, seats=seats, practice=practice)
    window.start_match(match, None, autosave=autosave)
    return window


def drag(qtbot: Any, view: QGraphicsView, start: QPointF, end: QPointF) -> None:
    """Press, move in steps past the threshold, release — as a hand would."""
    vp = view.viewport()
    a = view.mapFromScene(start)
    b = view.mapFromScene(end)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
    for k in range(1, 6):
        p = QPoint(a.x() + (b.x() - a.x()) * k // 5, a.y() + (b.y() - a.y()) * k // 5)
        qtbot.mouseMove(vp, pos=p)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=b)


def click(qtbot: Any, view: QGraphicsView, at: QPointF) -> None:
    vp = view.viewport()
    qtbot.mouseClick(vp, Qt.MouseButton.LeftButton, pos=view.mapFromScene(at))


def companion_page(qtbot: Any, game: str, folder: Path) -> Any:
    """Game `game`'s page at the table, shown at 1280×760, its session kept in `folder`."""
    page = make_companion(game, TableSession(game, folder / f"{game}.json"))
    qtbot.addWidget(page)
    page.resize(1280, 760)
    page.show()
    return page


def bots_end_screen(qtbot: Any) -> Any:
    """The end screen of a two-bot Golden Horn game played to its end."""
    window = make_window(qtbot, "golden_horn", players=2, humans=0)
    model = window.model
    assert model is not None
    model.stop()
    while not model.match.is_over():
        model.bot_move_now()
    return window.end_screen()
