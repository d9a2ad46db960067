"""Words in a colour that stays readable on the desktop's own colours, light or dark.

A warning in dark red or a notice in dark amber reads on a light window and hardly at all on a dark
one (a desktop in dark mode gives Qt a dark palette). Each colour here is a pair, for a light and for
a dark window. A label given one follows the palette when the desktop changes it while the app runs:
a label with a style sheet hears nothing of that change itself, so the application is listened to.
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QWidget

WARNING = ("#B3261E", "#FF8A80")  # what does not add up, what cannot be saved
NOTICE = ("#8A4B00", "#F0B45A")  # a mode to know of (balanced dice)


def dark(widget: QWidget | None = None) -> bool:
    """Whether `widget` (or the application) stands on a dark window colour."""
    palette = widget.palette() if widget is not None else QApplication.palette()
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def ink(pair: tuple[str, str]) -> QColor:
    """The colour of `pair` that reads on the application's window colour."""
    return QColor(pair[1] if dark() else pair[0])


class _Watcher(QObject):
    """Colours every label given a pair, and again whenever the application's palette changes."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        self.labels: dict[int, tuple[QLabel, tuple[str, str], bool]] = {}
        app.installEventFilter(self)

    def add(self, label: QLabel, pair: tuple[str, str], bold: bool) -> None:
        key = id(label)
        if key not in self.labels:
            label.destroyed.connect(partial(self.labels.pop, key, None))
        self.labels[key] = (label, pair, bold)
        _colour(label, pair, bold)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.ApplicationPaletteChange and watched is QApplication.instance():
            for label, pair, bold in list(self.labels.values()):
                _colour(label, pair, bold)
        return False


def _colour(label: QLabel, pair: tuple[str, str], bold: bool) -> None:
    sheet = f"color: {ink(pair).name()};" + (" font-weight: bold;" if bold else "")
    if label.styleSheet() != sheet:
        label.setStyleSheet(sheet)


_watcher: _Watcher | None = None


def set_ink(label: QLabel, pair: tuple[str, str], bold: bool = False) -> None:
    """Write `label` in the colour of `pair` that reads on the window, now and after a change of palette."""
    global _watcher
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        _colour(label, pair, bold)
        return
    if _watcher is None or _watcher.parent() is not app:
        _watcher = _Watcher(app)
    _watcher.add(label, pair, bold)
