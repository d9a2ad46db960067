"""When Qt cannot open a window at all: one clear line and exit code 2, instead of Qt's abort.

Without a display (a terminal over SSH, `make play` on a server) or without the system library Qt 6's
X11 plug-in needs (`libxcb-cursor0`, absent from some fresh desktops), Qt prints a few lines that
blame the wrong thing ("Reinstalling the application may fix this problem") and aborts the process
with a core dump. Its messages are caught while the application object is made; on the fatal one
the person reads what is wrong and what to do, in the language Přístav speaks to them.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from engine.core.messages import QT_TRANSLATE_NOOP, MessageKey

NO_DISPLAY = QT_TRANSLATE_NOOP(
    "App",
    "Přístav cannot open its window: there is no display to show it on (%1). Start it on a desktop. "
    "Without a screen it can still draw a game into a picture: "
    "QT_QPA_PLATFORM=offscreen python -m desktop --game catan --screenshot game.png",
)
NO_XCB_CURSOR = QT_TRANSLATE_NOOP(
    "App",
    "Přístav cannot open its window: Qt needs the system library libxcb-cursor0 "
    "(on Debian or Ubuntu: sudo apt install libxcb-cursor0).",
)
NO_WINDOW = QT_TRANSLATE_NOOP(
    "App", "Přístav cannot open its window (its README lists the system libraries Qt needs). Qt says: %1"
)
UNSET = QT_TRANSLATE_NOOP("App", "DISPLAY and WAYLAND_DISPLAY are not set")


def explanation(messages: list[str], env: dict[str, str], translate: Callable[[MessageKey], str]) -> str:
    """What to tell the person, from what Qt said while it failed to start."""
    said = " ".join(" ".join(messages).split())
    wayland = "failed to create wl_display" in said.lower()
    if wayland or "could not connect to display" in said:
        name = "WAYLAND_DISPLAY" if wayland else "DISPLAY"
        where = f"{name}={env[name]}" if env.get(name) else translate(UNSET)
        return translate(NO_DISPLAY).replace("%1", where)
    if "xcb-cursor" in said:
        return translate(NO_XCB_CURSOR)
    return translate(NO_WINDOW).replace("%1", said)


def _translator(lang: str | None) -> Callable[[MessageKey], str]:
    """A translation without a running application (there is none yet): the language asked for, else
    the one in the settings, else the desktop's."""
    try:
        from PySide6.QtCore import QTranslator

        from desktop.common.i18n import system_language
        from desktop.common.paths import translations_dir
        from desktop.settings import load_settings

        lang = lang or load_settings().language or system_language()
        catalogue = QTranslator()
        if catalogue.load(str(translations_dir() / f"pristav_{lang}.qm")):
            return lambda key: catalogue.translate(key.context, key.source) or key.source
    except Exception:  # noqa: BLE001 - the explanation goes out in English rather than not at all
        pass
    return lambda key: key.source


@contextmanager
def explained_start(lang: str | None) -> Iterator[None]:
    """Around making the QApplication: Qt's fatal start-up error becomes a clear line and exit code 2.
    Qt's other messages meanwhile are held back and printed once the application stands."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    heard: list[tuple[QtMsgType, str]] = []

    def handler(kind: QtMsgType, context: Any, message: str) -> None:
        if kind == QtMsgType.QtFatalMsg:
            said = [m for _, m in heard] + [message]
            try:
                text = explanation(said, dict(os.environ), _translator(lang))
            except Exception:  # noqa: BLE001 - an error here would vanish in Qt's abort: say what Qt said
                text = "\n".join(said)
            print(text, file=sys.stderr)
            sys.stderr.flush()
            os._exit(2)  # Qt would abort() after this handler: a core dump for a missing display
        heard.append((kind, message))  # held back: if the fatal one follows, they only confuse

    previous = qInstallMessageHandler(handler)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)
    for kind, message in heard:  # Qt started after all: what it said goes out as it would have
        if kind != QtMsgType.QtDebugMsg:
            print(message, file=sys.stderr)
