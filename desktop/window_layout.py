"""Where the player left the main window and the docks beside a board: kept between games and runs.

Only the app's own window keeps anything (`MainWindow.show_restored` marks it); a test's or a
screenshot's window neither reads nor writes the player's layout."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QWidget

from desktop.settings import (
    DOCK_LAYOUT,
    forget_dock_layout,
    load_dock_layout,
    load_geometry,
    save_dock_layout,
    save_geometry,
)

FRAME = 40  # a title bar and borders, before the window has them


def show_restored(window: QMainWindow) -> None:
    """Show the window as it was when last closed (size, place, maximised); the first time, at its
    size centred on the screen, or maximised on a screen smaller than that (a window larger than a
    1280×800 screen would hang over its edges)."""
    saved = load_geometry()
    if saved is not None and window.restoreGeometry(saved):  # Qt moves it onto a screen still there
        window.show()
        return
    screen = window.screen().availableGeometry()
    if screen.width() < window.width() + FRAME or screen.height() < window.height() + FRAME:
        window.showMaximized()
        return
    window.move(screen.center() - window.rect().center())
    window.show()


def keep_geometry(window: QMainWindow) -> None:
    save_geometry(window.saveGeometry())


def place_docks(window: QMainWindow, log: QDockWidget, score: QDockWidget, extras: list[Any]) -> None:
    """The docks as they first stand beside a board: the log over the score chart on the right, a
    game's own docks as tabs beside the chart, one that must always be seen (the hourglass) on the
    left. A dock pulled out or moved elsewhere comes back to its place."""
    for dock in (log, score):
        dock.setFloating(False)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)  # moved back if elsewhere
        dock.show()
    window.resizeDocks([log, score], [3, 2], Qt.Orientation.Vertical)
    for dock in extras:
        dock.setFloating(False)
        if dock.property("always_visible"):  # never hidden behind a tab
            window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
        else:
            window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            window.tabifyDockWidget(score, dock)


def reset_docks(window: QMainWindow, game: str, log: QDockWidget, score: QDockWidget, extras: list[Any]) -> None:
    """View ▸ Restore the Panels: this game's docks as they first stood, the kept layout forgotten."""
    forget_dock_layout(game)
    place_docks(window, log, score, extras)
    for dock in extras:
        if not dock.property("always_visible"):  # the hourglass: its board shows it while the sand runs
            dock.show()


def restore_docks(window: QMainWindow, game: str) -> None:
    """The docks as the player last left them beside this game's board: a log closed stays closed,
    a chart made wider stays wide, a dock pulled out floats where it was. The hourglass is left to
    its board, which shows it whenever the sand runs."""
    layout = load_dock_layout(game)
    if layout is not None:
        window.restoreState(layout, DOCK_LAYOUT)


def keep_docks(window: QMainWindow, game: str) -> None:
    save_dock_layout(game, window.saveState(DOCK_LAYOUT))


def _first_stop(root: QWidget) -> QWidget | None:
    """The first control inside `root` (or `root` itself) that takes the keyboard by Tab."""
    for widget in [root, *root.findChildren(QWidget)]:
        if widget.focusPolicy() & Qt.FocusPolicy.TabFocus and widget.isVisible() and widget.isEnabled():
            return widget
    return None


def next_pane(window: Any, step: int) -> None:
    """F6 (Shift+F6 back): the keyboard to the next part of the window — the board, the prompt's
    buttons, the log, the chart, a game's own panels. On the board Tab walks the pieces, so without
    this the log and the chart were out of the keyboard's reach while a move was to be made."""
    parts: list[QWidget] = [window.page.view, window.page.button_row]
    parts += [dock.widget() for dock in (window.log_dock, window.score_dock, *window.extra_docks) if dock.widget()]
    stops = [(part, stop) for part in parts if part.isVisible() and (stop := _first_stop(part)) is not None]
    if not stops:
        return
    focus = QApplication.focusWidget()
    here = next((k for k, (part, _) in enumerate(stops) if focus is not None and part.isAncestorOf(focus)), None)
    if here is None:
        here = next((k for k, (part, _) in enumerate(stops) if focus is part), -1 if step > 0 else 0)
    stops[(here + step) % len(stops)][1].setFocus(Qt.FocusReason.ShortcutFocusReason)
