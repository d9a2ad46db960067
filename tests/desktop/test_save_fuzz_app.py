"""Damaged saves through the app's Open and Continue: a message in a dialog, never an exception,
and neither the file nor the autosave written."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from PySide6.QtWidgets import QMessageBox

from desktop.common.paths import autosave_path
from desktop.main_window import MainWindow
from desktop.settings import Settings
from tests.save_damage import damaged_bytes

CASES = int(os.environ.get("PRISTAV_FUZZ_APP_CASES", "60"))


@pytest.fixture(scope="module")
def window(qapp: Any) -> Any:
    w = MainWindow(Settings(pace="fast", animations=False))
    w._no_dialogs = True
    yield w
    w._stop_model()
    w.close()


@settings(max_examples=CASES, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(raw=damaged_bytes("catan"))
def test_open_and_continue_report_a_damaged_save(window: Any, raw: bytes) -> None:
    shown: list[str] = []
    real = QMessageBox.warning
    opened = Path(os.environ.get("TMPDIR", "/tmp")) / f"pristav-app-fuzz-{os.getpid()}.json"
    QMessageBox.warning = lambda *a, **k: shown.append(a[2])  # type: ignore[method-assign]
    try:
        opened.write_bytes(raw)
        ok = window.load_path(opened, remember=False)
        assert ok or (shown and shown[-1]), "a refused file needs a message"
        if not ok:
            assert opened.read_bytes() == raw, "Open wrote to a refused file"
        window._stop_model()
        auto = autosave_path("catan")
        auto.write_bytes(raw)
        shown.clear()
        window.continue_game("catan")
        if window.model is None:
            assert shown and shown[-1]
            assert auto.read_bytes() == raw, "Continue wrote to a refused autosave"
        window._stop_model()
    finally:
        QMessageBox.warning = real  # type: ignore[method-assign]
        autosave_path("catan").unlink(missing_ok=True)
        opened.unlink(missing_ok=True)


@settings(max_examples=CASES, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(raw=damaged_bytes("catan"))
def test_a_new_game_over_a_damaged_autosave_keeps_its_bytes(window: Any, raw: bytes) -> None:
    """New game where the autosave holds anything at all: no exception, and the old file is kept byte
    for byte before the new game's autosave replaces it."""
    from engine.core.match import Match

    auto = autosave_path("catan")
    auto.parent.mkdir(parents=True, exist_ok=True)
    try:
        auto.write_bytes(raw)
        window.start_match(Match("catan", 3, 1, {}), None)
        kept = window.model.kept
        window._stop_model()
        assert kept is not None, "an autosave was replaced without a copy"
        assert kept.read_bytes() == raw
        kept.unlink()
    finally:
        auto.unlink(missing_ok=True)


@settings(max_examples=CASES, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(raw=damaged_bytes(), index=damaged_bytes())
def test_the_finished_games_list_reads_any_file_and_any_index(tmp_path_factory: Any, raw: bytes, index: bytes) -> None:
    """A damaged finished game is listed as damaged (or, when the damage left a loadable game, as that
    game), a damaged index is set aside; nothing raises and the save is only read."""
    from desktop.finished import INDEX_NAME, FinishedGames, read

    folder = tmp_path_factory.mktemp("finished")
    path = folder / "catan-1.json"
    path.write_bytes(raw)
    (folder / INDEX_NAME).write_bytes(index)
    store = FinishedGames(folder)  # the index, whatever it holds: a save's bytes are never an index
    assert store.scan() == ([], [path])
    entry = read(path)
    assert entry.file == path.name
    assert entry.damaged or (len(entry.seats) == len(entry.scores) == entry.players and entry.moves >= 0)
    store.add([entry])
    store.write()
    assert FinishedGames(folder).scan() == ([entry], [])  # written anew, and read back the same
    assert path.read_bytes() == raw
