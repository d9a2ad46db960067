"""User settings (language, bot pace, animations, recent files, each game's last set-up), stored with
QSettings."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from desktop.common.i18n import LANGUAGES
from desktop.common.paths import config_dir

# Bot pace: milliseconds a bot's move stays on screen before the next one.
PACES = {"fast": 0, "normal": 600, "slow": 1500}
MAX_RECENT = 8


@dataclass(slots=True)
class Settings:
    language: str = ""  # "" = follow the system locale
    pace: str = "normal"
    animations: bool = True
    bot_offers: bool = True  # bots may offer trades to the people at the table (Catan)
    sound: bool = True
    volume: int = 40  # 0-100, soft by default
    recent: list[str] = field(default_factory=list)
    # per game, the last set-up started from the New game dialog (NewGameDialog.setup), offered again
    setups: dict[str, Any] = field(default_factory=dict)

    @property
    def pace_ms(self) -> int:
        return PACES.get(self.pace, PACES["normal"])

    def add_recent(self, path: str) -> None:
        if path in self.recent:
            self.recent.remove(path)
        self.recent.insert(0, path)
        del self.recent[MAX_RECENT:]


def _store() -> QSettings:
    return QSettings(str(config_dir() / "settings.ini"), QSettings.Format.IniFormat)


def load_settings() -> Settings:
    s = _store()
    lang = str(s.value("language", ""))
    pace = str(s.value("pace", "normal"))
    anim = s.value("animations", True)
    offers = s.value("bot_offers", True)
    sound = s.value("sound", True)
    try:
        volume = max(0, min(100, int(str(s.value("volume", 40)))))
    except (TypeError, ValueError):
        volume = 40
    try:
        setups = json.loads(str(s.value("setups", "{}")))
    except (ValueError, RecursionError):  # a file edited by hand: the dialogs start from their defaults
        setups = {}
    recent = s.value("recent", [])
    if isinstance(recent, str):
        recent = [recent]
    return Settings(
        language=lang if lang in LANGUAGES else "",
        pace=pace if pace in PACES else "normal",
        animations=anim in (True, "true", "1", 1),
        bot_offers=offers in (True, "true", "1", 1),
        sound=sound in (True, "true", "1", 1),
        volume=volume,
        recent=[str(r) for r in (recent if isinstance(recent, list) else [])][:MAX_RECENT],
        setups={str(k): v for k, v in setups.items()} if isinstance(setups, dict) else {},
    )


def save_settings(settings: Settings) -> None:
    s = _store()
    s.setValue("language", settings.language)
    s.setValue("pace", settings.pace)
    s.setValue("animations", settings.animations)
    s.setValue("bot_offers", settings.bot_offers)
    s.setValue("sound", settings.sound)
    s.setValue("volume", settings.volume)
    s.setValue("recent", settings.recent)
    s.setValue("setups", json.dumps(settings.setups, ensure_ascii=False))
    s.sync()


def load_geometry(key: str = "window/geometry") -> QByteArray | None:
    """A window's size, place and state when it was last closed (None the first time); the main
    window's unless `key` names another (the rules window's is "rules/geometry")."""
    value = _store().value(key)
    return value if isinstance(value, QByteArray) and not value.isEmpty() else None


def save_geometry(geometry: QByteArray, key: str = "window/geometry") -> None:
    s = _store()
    s.setValue(key, geometry)
    s.sync()


DOCK_LAYOUT = 1  # the version of the docks' saved layout: a layout of another version is not restored


def load_dock_layout(game: str) -> QByteArray | None:
    """How the player last left the docks beside this game's board (which are shown, where, how
    large, which share tabs); None before the first game of it."""
    value = _store().value(f"docks/{game}")
    return value if isinstance(value, QByteArray) and not value.isEmpty() else None


def forget_dock_layout(game: str) -> None:
    s = _store()
    s.remove(f"docks/{game}")
    s.sync()


def save_dock_layout(game: str, layout: QByteArray) -> None:
    s = _store()
    s.setValue(f"docks/{game}", layout)
    s.sync()
