"""Sounds (issue 20.14): synthesised, soft, played by the system's own player without waiting, with a
mute and a volume; dice, a piece built, a card, a person's turn and Galaxy Trucker's sand."""

from __future__ import annotations

import io
import shutil
import wave
from typing import Any

import pytest

from desktop.common import sound
from desktop.common.sound import NAMES, Sounds, sound_for, sounds, wav_bytes
from tests.desktop.helpers import make_window


def _peak(data: bytes) -> int:
    with wave.open(io.BytesIO(data)) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, sound.RATE)
        frames = w.readframes(w.getnframes())
    return max(abs(int.from_bytes(frames[i : i + 2], "little", signed=True)) for i in range(0, len(frames), 2))


@pytest.mark.parametrize("name", NAMES)
def test_each_sound_is_a_short_soft_wav_scaled_by_the_volume(name: str) -> None:
    loud, soft = wav_bytes(name, 100), wav_bytes(name, 20)
    assert len(loud) < 60_000  # under a second of 22 kHz mono
    assert 0.45 * 32767 < _peak(loud) <= 0.5 * 32767 + 1  # soft even at full volume
    assert _peak(soft) < _peak(loud) / 4
    assert _peak(wav_bytes(name, 0)) == 0


def test_mute_and_too_fast_sounds_are_not_played(monkeypatch: Any) -> None:
    player = Sounds(player=None)
    clock = [100.0]
    monkeypatch.setattr(sound.time, "monotonic", lambda: clock[0])
    player.play("dice")
    player.play("card")  # at the same instant: dropped
    clock[0] += 1
    player.enabled = False
    player.play("card")
    player.enabled, player.volume = True, 0
    clock[0] += 1
    player.play("card")
    player.volume = 40
    clock[0] += 1
    player.play("turn")
    assert player.played == ["dice", "turn"]


@pytest.mark.skipif(shutil.which("true") is None, reason="needs the `true` command")
def test_a_sound_is_handed_to_the_systems_player_without_waiting(tmp_path: Any) -> None:
    player = Sounds(player=["true"])
    assert player.available()
    assert player.play("build")
    (child,) = player._children
    child.wait(5)
    assert child.args[-1].endswith("build-40.wav")


def test_moves_sound_by_kind() -> None:
    assert sound_for("roll") == "dice" and sound_for("settlement") == "build" and sound_for("place") == "build"
    assert sound_for("buy_development") == "card" and sound_for("end_turn") is None


def test_the_window_sounds_dice_and_a_persons_turn(qtbot: Any, monkeypatch: Any) -> None:
    """A person's turn chimes, and a window the player left behind another one (while the bots
    played) asks for attention in the taskbar (`QApplication.alert`; Qt does nothing to the active
    window)."""
    from PySide6.QtWidgets import QApplication

    from engine.catan.actions import Roll

    alerts: list[Any] = []
    monkeypatch.setattr(QApplication, "alert", staticmethod(lambda widget, msec=0: alerts.append(widget)))
    from engine.catan.state import ROLL

    window = make_window(qtbot, "catan", players=3, humans=1)
    window.model.stop()
    st = window.model.match.state
    sounds().played.clear()
    sounds()._last = 0.0
    st.phase, st.active, st.turn, st.legal_cache = ROLL, 0, 10, None
    window._turn_sounded = None
    alerts.clear()
    window._on_changed()
    assert sounds().played == ["turn"]
    assert alerts == [window]  # a window behind another flashes in the taskbar
    window._on_changed()
    assert alerts == [window], "once per turn, not at every redraw"
    sounds()._last = 0.0
    assert window.model.try_apply(0, Roll())
    assert "dice" in sounds().played


def test_the_sand_running_out_is_heard(qtbot: Any) -> None:
    import desktop.games as games
    from desktop.galaxy_trucker.hourglass import Hourglass
    from engine.galaxy_trucker.state import BUILD

    games.SCENES.setdefault("galaxy_trucker", "desktop.galaxy_trucker.scene:GalaxyTruckerScene")

    class State:
        phase, hourglass, run_ends, ran_out = BUILD, 2, 1000, False
        options = {"hourglass_flips": "auto"}  # (the tooltips say who turns it)

    glass = Hourglass()
    qtbot.addWidget(glass)
    clock = [500]
    outs: list[bool] = []
    glass.ran_out.connect(lambda: outs.append(True))
    glass.follow(lambda: State, lambda: clock[0], lambda: False, 90_000)
    assert outs == []
    clock[0] = 1000
    glass.refresh()
    glass.refresh()
    assert outs == [True]  # once, as it runs out
