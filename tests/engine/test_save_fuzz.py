"""Damaged saves, fuzzed: the engine's load raises SaveError and nothing else, never loads a game
that breaks its own invariants, and never writes to the file."""

from __future__ import annotations

import json
import os
from pathlib import Path

from hypothesis import HealthCheck, given, settings

from engine.core.errors import SaveError
from engine.core.match import MAX_SAVE_BYTES, Match
from tests.save_damage import damaged_bytes

CASES = int(os.environ.get("PRISTAV_FUZZ_CASES", "300"))


def check_load(path: Path) -> Match | None:
    """Load a damaged file: SaveError, or a match whose state keeps the rules; the file unchanged."""
    before = path.read_bytes() if path.is_file() else None
    try:
        match = Match.load(path)
    except SaveError as exc:
        assert exc.message.render()
        match = None
    if match is not None:
        match.game.check_invariants(match.state)
        again = Match.from_json(json.loads(json.dumps(match.to_json())))
        assert again.state == match.state
    if before is not None:
        assert path.read_bytes() == before, "the load wrote to the file"
    return match


@settings(max_examples=CASES, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(damaged_bytes())
def test_a_damaged_save_is_refused_or_loads_a_lawful_game(raw: bytes) -> None:
    path = Path(os.environ.get("TMPDIR", "/tmp")) / f"pristav-fuzz-{os.getpid()}.json"
    path.write_bytes(raw)
    try:
        check_load(path)
    finally:
        path.unlink(missing_ok=True)


def test_an_empty_file_a_directory_and_a_huge_file_are_refused(tmp_path: Path) -> None:
    empty = tmp_path / "empty.json"
    empty.write_bytes(b"")
    assert check_load(empty) is None
    assert check_load(tmp_path) is None
    huge = tmp_path / "huge.json"
    with huge.open("wb") as fh:
        fh.truncate(MAX_SAVE_BYTES + 1)  # a sparse 32 MB + 1 file: refused before it is read
    assert check_load(huge) is None
    big = tmp_path / "big.json"
    big.write_bytes(b'{"format": "pristav-save", "pad": "' + b"x" * (20 * 2**20) + b'"}')
    assert check_load(big) is None
