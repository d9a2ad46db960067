"""Autosaves written off the GUI thread.

A save is made into text on the GUI thread (cheap: each move is serialised once, see
`Match.save_text`) and written to the disk here, on one worker thread, so a slow disk's fsync
never costs a frame. The caller waits for the write in flight before it changes the game again,
so at any instant the file on disk holds the game as it stands or as it stood one action ago.
"""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from engine.core.errors import SaveError
from engine.core.match import write_atomic


class BackgroundWriter(QObject):
    """One thread writing files atomically, the newest text per file, in the order asked."""

    failed = Signal(object, object)  # the file's Path and the SaveError's Message (on the GUI thread)

    def __init__(self) -> None:
        super().__init__()
        self._cond = threading.Condition()
        self._pending: dict[Path, str] = {}
        self._busy = False
        self._thread: threading.Thread | None = None

    def write(self, path: Path, text: str) -> None:
        """Write `text` to `path` soon; a newer text for the same file replaces one not yet written."""
        with self._cond:
            self._pending.pop(path, None)
            self._pending[path] = text
            if self._thread is None or not self._thread.is_alive():
                # a daemon: the process never waits for it at exit (windows wait() when they close)
                self._thread = threading.Thread(target=self._run, name="pristav-autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def wait(self, path: Path | None = None) -> None:
        """Return once nothing (for `path`, or at all) is waiting to be written or being written."""
        with self._cond:
            while (path in self._pending if path is not None else self._pending) or self._busy:
                self._cond.wait()

    def idle(self) -> bool:
        with self._cond:
            return not self._pending and not self._busy

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._pending:
                    self._cond.wait()
                path = next(iter(self._pending))
                text = self._pending.pop(path)
                self._busy = True
            try:
                write_atomic(path, text)
            except SaveError as exc:
                self.failed.emit(path, exc.message)
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()


_WRITER: BackgroundWriter | None = None


def writer() -> BackgroundWriter:
    """The process's autosave writer (one thread for every window)."""
    global _WRITER
    if _WRITER is None:
        _WRITER = BackgroundWriter()
    return _WRITER


def wait_for_writes() -> None:
    """Every autosave asked for is on the disk (before reading one, and when the app ends)."""
    if _WRITER is not None:
        _WRITER.wait()
