"""`pristav --install-desktop-entry`: the XDG menu entry and icon for this user, an Exec line that starts
this very program, removed again by `--remove-desktop-entry`."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from desktop import desktop_entry

ROOT = Path(__file__).resolve().parents[2]


def _run(args: list[str], home: Path, tmp: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, XDG_DATA_HOME=str(home), XDG_CONFIG_HOME=str(tmp / "config"), QT_QPA_PLATFORM="offscreen")
    return subprocess.run(args, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)


def _entry(home: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(home / "applications" / "pristav.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def test_install_writes_entry_and_icons_and_the_entry_starts_the_app(tmp_path: Path) -> None:
    home = tmp_path / "share"
    r = _run([sys.executable, "-m", "desktop", "--install-desktop-entry"], home, tmp_path)
    assert r.returncode == 0, r.stderr
    for path in desktop_entry.installed_paths(home):
        assert path.is_file(), path
        assert f"installed {path}" in r.stdout
    entry = _entry(home)
    assert entry["Name"] == "Přístav"
    assert entry["Icon"] == "pristav"
    assert entry["Type"] == "Application"
    argv = desktop_entry.parse_exec(entry["Exec"])
    assert argv == [os.path.abspath(sys.executable), "-m", "desktop", "%f"]  # %f: a file given to open
    argv = argv[:-1]  # as the menu runs it without a file
    # The menu entry really starts Přístav: its command renders the start page.
    shot = tmp_path / "start.png"
    r = _run([*argv, "--screenshot", str(shot)], home, tmp_path)
    assert r.returncode == 0, r.stderr
    assert shot.stat().st_size > 10_000
    if shutil.which("desktop-file-validate"):
        v = subprocess.run(
            ["desktop-file-validate", str(home / "applications" / "pristav.desktop")], capture_output=True, text=True
        )
        assert v.returncode == 0, v.stdout + v.stderr
    r = _run([sys.executable, "-m", "desktop", "--remove-desktop-entry"], home, tmp_path)
    assert r.returncode == 0
    assert not any(p.exists() for p in desktop_entry.installed_paths(home))


def test_exec_line_quotes_paths_with_spaces_and_percent() -> None:
    argv = ["/opt/My Games/přístav 100%/pristav", "-m", "desktop"]
    assert desktop_entry.parse_exec(desktop_entry._exec_line(argv)) == argv


def test_the_two_flags_cannot_be_combined() -> None:
    r = subprocess.run(
        [sys.executable, "-m", "desktop", "--install-desktop-entry", "--remove-desktop-entry"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert r.returncode == 2
    assert "not allowed with" in r.stderr
    assert "Traceback" not in r.stderr


@pytest.mark.parametrize("value", ["", "relative/path"])
def test_data_home_follows_xdg(monkeypatch: pytest.MonkeyPatch, value: str) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", value)
    assert desktop_entry.data_home() == Path.home() / ".local" / "share"
