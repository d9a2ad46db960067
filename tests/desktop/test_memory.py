"""A closed window is freed: nothing keeps a game's window, scene or model alive after it closes."""

from __future__ import annotations

import gc
import weakref
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication

from desktop.app import _bot_match
from desktop.games import playable_games
from desktop.main_window import MainWindow
from desktop.settings import Settings


def _rss_mib() -> float:
    with open("/proc/self/statm", encoding="ascii") as fh:
        return int(fh.read().split()[1]) * 4096 / 2**20


def _open_play_close(name: str, seed: int, check: bool = True) -> weakref.ref[Any]:
    window = MainWindow(Settings(pace="fast", animations=False))
    window._no_dialogs = True
    window.resize(1280, 800)
    window.show()
    window.start_match(_bot_match(name, 0, seed, {}), None, autosave=False)
    assert window.model is not None
    window.model.stop()
    for _ in range(8):
        window.model.bot_move_now()
    QApplication.processEvents()
    ref = weakref.ref(window)
    scene_ref = weakref.ref(window.scene)
    window.close()
    window.deleteLater()
    del window
    for _ in range(3):
        QApplication.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    assert scene_ref() is None or not check, "the closed window's scene is still alive"
    return ref


@pytest.mark.parametrize("name", playable_games())
def test_closed_windows_are_freed(qapp: Any, name: str) -> None:
    # the real-time game's one gc.freeze per process keeps what is alive at that moment: the first
    # real-time window of the process, which is this test's first one when it runs alone
    refs = [_open_play_close(name, seed, check=seed > 0 or name != "galaxy_trucker") for seed in range(3)]
    before = _rss_mib()
    refs += [_open_play_close(name, seed) for seed in range(3, 9)]
    growth = _rss_mib() - before
    alive = [i for i, r in enumerate(refs) if r() is not None]
    # the real-time game's one gc.freeze per process may keep the first window (desktop/real_time.py)
    assert alive in ([], [0]), f"windows {alive} of {name} are still alive after closing"
    # six more windows opened and closed; 2.6 MiB each leaked before the fix
    assert growth < 6, f"memory grew by {growth:.1f} MiB over six windows"


def test_switching_language_keeps_one_catalogue_of_each_kind(qapp: Any) -> None:
    """Each switch of language left two translators (Přístav's and Qt's own, ~0.2 MiB) held by
    the application for good; now the one taken out is freed, and the new one still translates."""
    from PySide6.QtCore import QTranslator

    from desktop.common import i18n

    def held() -> int:
        return len(qapp.findChildren(QTranslator)) + len([o for o in gc.get_objects() if isinstance(o, QTranslator)])

    start = i18n.current_language()
    try:
        i18n.set_language("cs")
        before = held()
        for k in range(30):
            i18n.set_language(("sk", "en", "cs")[k % 3])
        gc.collect()
        assert held() <= before
        i18n.set_language("sk")
        assert i18n.translate("GalaxyTruckerScene", "In hand") == "V ruke"
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Zrušiť"
    finally:
        i18n.set_language(start)


def test_dialogs_asked_once_are_freed(qtbot: Any) -> None:
    """End screens, settings, keys and About were children of the main window and were only closed,
    so each stayed for the whole session (an end screen with its chart is about 1 MiB). Asked once,
    each is freed when control is back in the event loop; what was chosen is read before that."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QDialog

    from tests.desktop.helpers import make_window

    w = make_window(qtbot, game="golden_horn", players=2, humans=0)
    w.model.stop()
    while not w.model.match.is_over():
        w.model.bot_move_now()

    def close_the_dialog() -> None:
        box = QApplication.activeModalWidget()
        if box is not None:
            box.close()

    closer = QTimer()
    closer.timeout.connect(close_the_dialog)
    closer.start(10)
    w._no_dialogs = False
    for _ in range(3):
        w._on_game_over()
        w.about()
        w.a_keys.trigger()
    w.show_settings()
    w._no_dialogs = True
    closer.stop()
    qtbot.wait(20)
    assert w.findChildren(QDialog) == []
    assert w.model is not None and w.model.match.is_over()  # closing the end screen keeps the game
