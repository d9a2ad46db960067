"""A saved game dropped on the window (from a file manager) is opened, as Game ▸ Open would.

An event filter on the main window: the window takes a drag that carries a local `.json` file and
opens the first such file when it is dropped; anything else is refused at the door (the cursor
says so while dragging)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent


def dropped_game(event: QDropEvent | QDragEnterEvent | QDragMoveEvent) -> Path | None:
    """The first local `.json` file the drag carries (None: nothing a game could be read from)."""
    mime = event.mimeData()
    if not mime.hasUrls():
        return None
    for url in mime.urls():
        if url.isLocalFile() and url.toLocalFile().lower().endswith(".json"):
            return Path(url.toLocalFile())
    return None


class FileDrop(QObject):
    """Installed on the main window (which must have `load_path`)."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self._window: Any = window
        window.setAcceptDrops(True)
        window.installEventFilter(self)

    def _open(self, path: Path) -> None:
        self._window.load_path(path, remember=True)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched is not self._window:
            return False
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove) and isinstance(
            event, QDragEnterEvent | QDragMoveEvent
        ):
            if dropped_game(event) is not None:
                event.acceptProposedAction()
            else:
                event.ignore()
            return True
        if kind == QEvent.Type.Drop and isinstance(event, QDropEvent):
            path = dropped_game(event)
            if path is None:
                event.ignore()
                return True
            event.acceptProposedAction()
            self._open(path)
            return True
        return False
