"""Bad command lines get one clear line; unusable folders do not stop the app; autosaves leave no
litter and no gap."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from desktop.common import paths
from desktop.model import GameModel
from engine.core.match import Match, Seat

ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    full = {**os.environ, "QT_QPA_PLATFORM": "offscreen", **(env or {})}
    return subprocess.run(
        [sys.executable, *args], cwd=ROOT, env=full, capture_output=True, text=True, timeout=120, check=False
    )


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--game", "chess"], "chess"),
        (["--game", "catan", "--players", "9"], "9"),
        (["--game", "catan", "--option", "foo=1"], "foo"),
        (["--game", "galaxy_trucker", "--option", "build_variant=sideways"], "sideways"),
        (["--size", "abc"], "--size"),
        (["--size", "100000x100000"], "--size"),
        (["--screenshot", "/no/such/folder/x.png"], "/no/such/folder"),
        (["--players", "x"], "--players"),
        (["some.pristav.json", "--game", "catan"], "--game"),
    ],
)
def test_a_bad_desktop_command_line_gets_one_clear_line(args: list[str], says: str) -> None:
    out = _run("-m", "desktop", *args)
    assert out.returncode == 2
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and says in lines[0], out.stderr
    assert "Traceback" not in out.stderr


def test_the_command_line_help_says_what_every_option_takes() -> None:
    """`--help` names the games `--game` and `--companion` take, and no option goes unexplained."""
    from desktop.app import make_parser
    from engine.core.registry import available_games

    parser = make_parser()
    assert all(action.help for action in parser._actions), [a.dest for a in parser._actions if not a.help]
    out = _run("-m", "desktop", "--help")
    assert out.returncode == 0
    text = " ".join(out.stdout.split())
    for name in available_games():
        assert text.count(name) >= 2, name  # under --game and under --companion


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["golden_horn", "--bot", "nonsense"], "nonsense"),
        (["golden_horn", "--games", "-1"], "-1"),
        (["golden_horn", "--players", "9"], "9"),
        (["catan", "--players", "4", "--option", "foo=1"], "foo"),
    ],
)
def test_a_bad_simulate_command_line_is_refused(args: list[str], says: str) -> None:
    out = _run("-m", "engine.simulate", *args)
    assert out.returncode == 2 and not out.stdout
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and says in lines[0], out.stderr


def test_an_unusable_data_folder_does_not_stop_the_app(tmp_path: Path) -> None:
    """XDG_DATA_HOME naming a file: the app starts, says saving is off, and draws its window."""
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    shot = tmp_path / "shot.png"
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME"):
        out = _run("-m", "desktop", "--screenshot", str(shot), env={var: str(blocker / "x")})
        assert out.returncode == 0, out.stderr
        assert "Traceback" not in out.stderr and shot.exists()
        shot.unlink()


def test_stale_temporary_files_of_interrupted_saves_are_removed(tmp_path: Path, monkeypatch: Any) -> None:
    monkeypatch.setattr(paths, "data_dir", lambda: tmp_path)
    folder = tmp_path / "autosave"
    folder.mkdir()
    old = folder / ".catan.json.abc123.tmp"
    fresh = folder / ".catan.json.def456.tmp"  # perhaps another instance writing right now
    keep = folder / "catan.json"
    for f in (old, fresh, keep):
        f.write_text("{")
    past = time.time() - 3600
    os.utime(old, (past, past))
    assert paths.clean_stale_temp_files() == 1
    assert not old.exists() and fresh.exists() and keep.exists()


def test_a_finished_game_is_kept_whole_before_its_autosave_goes(qtbot: Any, tmp_path: Path) -> None:
    """No instant without the game on disk: the finished save (with the winning move) is written,
    then the autosave removed."""
    autosave = tmp_path / "autosave" / "golden_horn.json"
    seats = [Seat(f"Bot {i}", "bot", "random") for i in range(2)]
    match = Match("golden_horn", 2, 5, {"placement": "random"}, seats=seats)
    model = GameModel(match, autosave, pace_ms=0)
    model.stop()
    model.wait_saved()  # written on the autosave thread
    assert autosave.exists()
    while not match.is_over():
        assert model.bot_move_now() or match.is_over()
    assert not autosave.exists()
    kept = list((tmp_path / "finished").glob("golden_horn-*.json"))
    assert len(kept) == 1
    again = Match.load(kept[0])
    assert again.is_over() and again.state == match.state


def test_a_saved_game_named_on_the_command_line_or_dropped_on_the_window_is_opened(qtbot: Any, tmp_path: Path) -> None:
    """A file manager's "Open with" (and the menu entry's %f) hands the app a file: `python -m desktop
    FILE` opens it (with --screenshot, renders it); a damaged one gets one clear line. A save dragged
    from a file manager onto the window opens as Game ▸ Open would; anything else is refused."""
    from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
    from PySide6.QtGui import QDragEnterEvent, QDropEvent
    from PySide6.QtWidgets import QApplication

    from tests.desktop.helpers import make_window

    save = tmp_path / "evening.pristav.json"
    match = Match("shipyard", 3, 5, {})
    for _ in range(7):
        seat = match.to_act()[0]
        match.apply(seat, match.legal_actions(seat)[0])
    match.save(save)
    before = save.read_bytes()
    shot = tmp_path / "evening.png"
    out = _run("-m", "desktop", str(save), "--screenshot", str(shot), "--size", "1280x800")
    assert out.returncode == 0 and shot.stat().st_size > 10_000, out.stderr
    bad = tmp_path / "damaged.pristav.json"
    bad.write_text("{not json")
    out = _run("-m", "desktop", str(bad), "--screenshot", str(shot))
    assert out.returncode == 2 and "damaged.pristav.json" in out.stderr and "Traceback" not in out.stderr
    assert bad.read_text() == "{not json"

    w = make_window(qtbot, "golden_horn")

    def carrying(path: Path) -> QMimeData:
        mime = QMimeData()
        mime.setUrls([QUrl.fromLocalFile(str(path))])
        return mime

    def enter(mime: QMimeData) -> bool:
        event = QDragEnterEvent(
            QPointF(200, 200).toPoint(),
            Qt.DropAction.CopyAction,
            mime,
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
        )
        QApplication.sendEvent(w, event)
        return event.isAccepted()

    notes = tmp_path / "notes.txt"
    notes.write_text("hello")
    assert not enter(carrying(notes))
    mime = carrying(save)
    assert enter(mime)
    drop = QDropEvent(
        QPointF(200, 200), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    )
    QApplication.sendEvent(w, drop)
    assert w.model is not None and w.model.match.game.name == "shipyard" and len(w.model.match.records) == 7
    assert w.path == save and save.read_bytes() == before and str(save) in w.settings.recent


SILENT_CHILD = """
import sys
import desktop.common.sound as sound
heard = []
sound.Sounds.play = lambda self, name: self.enabled and heard.append(name) is None
from desktop.app import main
code = main(sys.argv[1:])
print("heard", heard)
raise SystemExit(code)
"""


@pytest.mark.parametrize(
    "args",
    [["--game", "catan", "--players", "3", "--actions", "60"], ["--companion", "stortebeker"]],
)
def test_a_screenshot_makes_no_sound(tmp_path: Path, args: list[str]) -> None:
    """`--screenshot` plays moves and rolls dice to fill the picture; on a computer with a screen and
    sounds on in Settings (as they are at first), each move was heard. A picture drawn offscreen is silent."""
    out = _run(
        "-c",
        SILENT_CHILD,
        *args,
        "--screenshot",
        str(tmp_path / "x.png"),
        env={"XDG_CONFIG_HOME": str(tmp_path / "c"), "XDG_DATA_HOME": str(tmp_path / "d")},
    )
    assert out.returncode == 0, out.stderr
    assert "heard []" in out.stdout, out.stdout


def test_without_a_display_the_app_says_so_in_one_line_instead_of_aborting(tmp_path: Path) -> None:
    """`make play` over SSH, on a server, or on a desktop lacking Qt's X11 library: Qt printed four lines
    that blamed the installation and aborted with a core dump (exit 134). Now one line in the person's
    language says what is missing, and the exit code is 2."""
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env |= {"XDG_CONFIG_HOME": str(tmp_path), "XDG_DATA_HOME": str(tmp_path)}
    out = subprocess.run(
        [sys.executable, "-m", "desktop", "--lang", "sk"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert out.returncode == 2, out.stderr
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1, out.stderr
    assert lines[0].startswith("Přístav nemôže otvoriť svoje okno"), out.stderr
    assert "Reinstalling" not in out.stderr and "Traceback" not in out.stderr


@pytest.mark.parametrize(
    ("said", "env", "says"),
    [
        (["could not connect to display ", "This application failed to start"], {}, "(DISPLAY and WAYLAND"),
        (["could not connect to display :77", "This application failed to start"], {"DISPLAY": ":77"}, "DISPLAY=:77"),
        (
            ["Failed to create wl_display (No such file or directory)", "failed"],
            {"WAYLAND_DISPLAY": "w-0", "DISPLAY": ":1"},
            "WAYLAND_DISPLAY=w-0",
        ),
        (
            [
                "From 6.5.0, xcb-cursor0 or libxcb-cursor0 is needed to load the Qt xcb platform plugin.",
                'Could not load the Qt platform plugin "xcb" in "" even though it was found.',
                "This application failed to start because no Qt platform plugin could be initialized.",
            ],
            {"DISPLAY": ":0"},
            "apt install libxcb-cursor0",
        ),
        (['Could not load the Qt platform plugin "xcb"', "no Qt platform plugin"], {"DISPLAY": ":0"}, "Qt says:"),
    ],
)
def test_what_stops_the_window_is_named(said: list[str], env: dict[str, str], says: str) -> None:
    from desktop.display_check import explanation

    text = explanation(said, env, lambda key: key.source)
    assert text.startswith("Přístav cannot open its window") and says in text
    assert "\n" not in text
