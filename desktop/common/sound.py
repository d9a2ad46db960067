"""Quiet sounds for the table: dice, a piece built, a card, a turn starting, the sand running out.

No library: the sounds are synthesised here as short WAV files (a few kB each, made once per
volume) and played by what the system already has — `winsound` on Windows, `afplay` on macOS,
`pw-play`, `paplay` or `aplay` on Linux — in the background, never waiting for them. Where none
is found the app is silent and the settings say so. This costs the frozen build nothing; Qt's own
QSoundEffect would need PySide6-Addons (QtMultimedia and its plugins), far past the 120 MB budget.
"""

from __future__ import annotations

import io
import math
import os
import shutil
import subprocess
import sys
import time
import wave
from collections.abc import Callable
from pathlib import Path
from typing import Any

from desktop.common.paths import temporary_folder

RATE = 22_050
NAMES = ("dice", "build", "card", "turn", "sand")
MIN_GAP_S = 0.09  # sounds closer than this are dropped (bots at the fastest pace)


# -- synthesis: each returns samples in -1..1 -----------------------------------------------------
def _noise(seed: int) -> Callable[[], float]:
    state = [seed or 1]

    def nxt() -> float:  # xorshift: the same sound every time
        x = state[0]
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        state[0] = x
        return (x / 0xFFFFFFFF) * 2 - 1

    return nxt


def _tone(freq: float, seconds: float, decay: float, start: float = 0.0) -> list[tuple[float, float]]:
    n = int(seconds * RATE)
    return [(start + i / RATE, math.sin(2 * math.pi * freq * i / RATE) * math.exp(-decay * i / RATE)) for i in range(n)]


def _mix(parts: list[list[tuple[float, float]]], seconds: float) -> list[float]:
    out = [0.0] * int(seconds * RATE)
    for part in parts:
        for t, v in part:
            i = int(t * RATE)
            if 0 <= i < len(out):
                out[i] += v
    peak = max(1e-9, max(abs(v) for v in out))
    return [v / peak for v in out]


def _dice() -> list[float]:
    """Two dice rattling: a few short clicks of filtered noise."""
    noise = _noise(7)
    parts = []
    for k, at in enumerate((0.0, 0.045, 0.08, 0.13, 0.2)):
        n = int(0.018 * RATE)
        last = 0.0
        click = []
        for i in range(n):
            last = 0.6 * last + 0.4 * noise()  # a soft low-pass: wood, not hiss
            click.append((at + i / RATE, last * math.exp(-160 * i / RATE) * (1.0 - 0.12 * k)))
        parts.append(click)
    return _mix(parts, 0.26)


def _build() -> list[float]:
    """A wooden piece set down: a low damped knock."""
    return _mix([_tone(190, 0.16, 38), _tone(95, 0.16, 30)], 0.17)


def _card() -> list[float]:
    """A card slid across the table: a short swish of noise rising and falling."""
    noise = _noise(11)
    n = int(0.16 * RATE)
    last = 0.0
    swish = []
    for i in range(n):
        last = 0.3 * last + 0.7 * noise()
        env = math.sin(math.pi * i / n) ** 2
        swish.append((i / RATE, last * env * 0.6))
    return _mix([swish], 0.17)


def _turn() -> list[float]:
    """Your turn: two soft bell notes."""
    return _mix([_tone(660, 0.35, 9), _tone(880, 0.45, 8, 0.12)], 0.6)


def _sand() -> list[float]:
    """The sand is out: three falling notes."""
    return _mix([_tone(880, 0.3, 10), _tone(740, 0.3, 10, 0.16), _tone(587, 0.5, 7, 0.32)], 0.85)


SYNTH: dict[str, Callable[[], list[float]]] = {
    "dice": _dice,
    "build": _build,
    "card": _card,
    "turn": _turn,
    "sand": _sand,
}


def wav_bytes(name: str, volume: int) -> bytes:
    """Sound `name` as a 16-bit mono WAV at `volume` (0-100; soft: 100 is about half full scale)."""
    gain = max(0, min(100, volume)) / 100 * 0.5
    samples = SYNTH[name]()
    buf = io.BytesIO()
    with wave.open(buf, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(b"".join(int(v * gain * 32767).to_bytes(2, "little", signed=True) for v in samples))
    return buf.getvalue()


# -- playing ---------------------------------------------------------------------------------------
def find_player() -> list[str] | None:
    """The command that plays a WAV file on this system (the file's path appended), or None."""
    if sys.platform == "win32":
        return ["winsound"]
    candidates = (["afplay"],) if sys.platform == "darwin" else (["pw-play"], ["paplay"], ["aplay", "-q"])
    for cmd in candidates:
        if shutil.which(cmd[0]):
            return cmd
    return None


class Sounds:
    """Plays the table's sounds at the chosen volume; silent when off or when nothing can play."""

    def __init__(self, player: list[str] | None | bool = True) -> None:
        self.enabled = True
        self.volume = 40
        # tests and offscreen runs: no player, but what would have sounded is kept in `played`
        quiet = os.environ.get("QT_QPA_PLATFORM") == "offscreen" or os.environ.get("PRISTAV_NO_SOUND")
        self.player: list[str] | None = (
            None if (player is True and quiet) else (find_player() if player is True else player or None)
        )
        self.played: list[str] = []
        self._files: dict[tuple[str, int], Path] = {}
        self._dir: Path | None = None
        self._last = 0.0
        self._children: list[Any] = []

    def available(self) -> bool:
        return self.player is not None

    def play(self, name: str) -> bool:
        """Play `name` now, without waiting (False when off, too soon after the last, or impossible)."""
        if not self.enabled or self.volume <= 0 or name not in SYNTH:
            return False
        now = time.monotonic()
        if now - self._last < MIN_GAP_S:
            return False
        self._last = now
        self.played.append(name)
        del self.played[:-50]
        if self.player is None:
            return False
        try:
            path = self._file(name)
            self._reap()
            if self.player == ["winsound"]:
                import importlib

                ws: Any = importlib.import_module("winsound")  # Windows only
                ws.PlaySound(str(path), ws.SND_FILENAME | ws.SND_ASYNC | ws.SND_NODEFAULT)
            else:
                self._children.append(
                    subprocess.Popen(  # noqa: S603 - a fixed player and our own file
                        [*self.player, str(path)],
                        stdin=subprocess.DEVNULL,
                        stdout=subprocess.DEVNULL,
                        stderr=subprocess.DEVNULL,
                    )
                )
        except (OSError, ImportError, RuntimeError):
            self.player = None  # it cannot play here: stay quiet from now on
            return False
        return True

    def _file(self, name: str) -> Path:
        key = (name, self.volume)
        path = self._files.get(key)
        if path is None or not path.exists():
            if self._dir is None:
                self._dir = temporary_folder("pristav-sounds-")
            path = self._dir / f"{name}-{self.volume}.wav"
            path.write_bytes(wav_bytes(name, self.volume))
            self._files[key] = path
        return path

    def _reap(self) -> None:
        self._children = [c for c in self._children if c.poll() is None]


_SOUNDS: Sounds | None = None


def sounds() -> Sounds:
    """The app's sounds (one for every window)."""
    global _SOUNDS
    if _SOUNDS is None:
        _SOUNDS = Sounds()
    return _SOUNDS


# which moves make which sound, by action kind (any game)
BY_KIND = {
    "dice": {"roll", "fire"},
    "build": {"settlement", "road", "city", "place", "fit", "lay", "launch", "sail", "rent_canal"},
    "card": {
        "buy_development",
        "knight",
        "monopoly",
        "road_building",
        "year_of_plenty",
        "take_hidden",
        "take_visible",
        "take_part",
        "take",
        "pick",
        "choose",
        "buy_goods",
    },
}


def sound_for(kind: str) -> str | None:
    for name, kinds in BY_KIND.items():
        if kind in kinds:
            return name
    return None
