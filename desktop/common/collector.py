"""Python's cyclic garbage collection, kept on the GUI thread.

CPython collects cycles in whichever thread happens to cross an allocation threshold. In this app
that is often a bot deciding on a `QThreadPool` worker or the autosave writer: a collection there
runs the destructors of Qt objects caught in reference cycles (scene items removed at a refresh,
a closed window's widgets) off the GUI thread, while the GUI thread may be painting them. That is
a crash that comes once in many games (a segfault in the desktop suite on CI, 2026-11-28).

So while a `GuiCollector` runs, automatic collection is off and a timer on the GUI thread collects
instead, between events, by the thresholds `gc.get_threshold()` holds at that moment (the real-time
game raises them, see desktop/model.py). Reference counting frees everything acyclic at once as
before; only cycles wait for the next tick.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication

INTERVAL_MS = 400


class GuiCollector(QObject):
    """Turns automatic collection off and collects from a GUI-thread timer until `stop()`."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.tick)
        self._was_enabled = gc.isenabled()
        self.collections = [0, 0, 0]  # per generation, for tests and curiosity

    def start(self) -> None:
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer.start()

    def stop(self) -> None:
        """Collect once more here, then hand collection back to Python as it was."""
        self._timer.stop()
        self.tick(force=True)
        if self._was_enabled:
            gc.enable()

    def tick(self, force: bool = False) -> None:
        """What Python would have collected by now, oldest generation due first."""
        counts, limits = gc.get_count(), gc.get_threshold()
        generation = -1
        if force or counts[0] > limits[0]:
            generation = 0
            if counts[1] + 1 > limits[1]:
                generation = 1
                if counts[2] + 1 > limits[2]:
                    generation = 2
        if generation >= 0:
            gc.collect(generation)
            self.collections[generation] += 1


_app_collector: GuiCollector | None = None


def application(argv: list[str] | None = None) -> QApplication:
    """The process's QApplication (made from `argv` if there is none yet), its cyclic garbage collected
    on its own thread from now on: the app, its benches, scripts and child processes all start so."""
    app = QApplication.instance() or QApplication(argv if argv is not None else [])
    assert isinstance(app, QApplication)
    global _app_collector
    if _app_collector is None:
        _app_collector = GuiCollector(app)
        _app_collector.start()
    return app


def freeze_start_up() -> None:
    """Once the main window stands: what exists now lives as long as the app, so move it out of the
    collector's sight. A full collection then walks only what games made since (with the start page
    alone frozen, 7–10 ms with a Catan window after 300 moves instead of 30–45 ms)."""
    gc.collect()
    gc.freeze()
