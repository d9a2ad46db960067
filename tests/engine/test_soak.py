"""The soak runner: a short soak of every game in CI, failures written as saves that reproduce
them, and a stopped run resumed where it stopped."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine import soak
from engine.core.match import Match
from engine.core.registry import available_games, get_game


@pytest.mark.parametrize("name", available_games())
def test_a_short_soak_of_every_game_holds_every_promise(name: str, tmp_path: Path, capsys: Any) -> None:
    games = 2 * len(get_game(name).player_counts)  # every player count, twice
    assert soak.main([name, "--games", str(games), "--out", str(tmp_path)]) == 0
    last = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert last["game"] == name and last["games"] == games and last["failures"] == 0 and last["seconds"] >= 0


def test_searching_bots_play_the_soak_with_their_smallest_search() -> None:
    """Every `strong` is lightened: play-outs and candidates, or a planning beam (Störtebeker's)."""
    from engine.bots import make_bot

    for name in available_games():
        bot = soak.light(make_bot(get_game(name), "strong", 1))
        if hasattr(bot, "playouts"):
            assert bot.playouts == 1
        if hasattr(bot, "beam"):
            assert bot.beam == soak.LIGHT_BEAM < 6
    assert hasattr(soak.light(make_bot(get_game("stortebeker"), "strong", 1)), "beam")


def test_cases_cover_every_player_count_and_option_value() -> None:
    for name in available_games():
        game = get_game(name)
        seen = [c for _, c in zip(range(200), soak.cases(name, 0), strict=False)]
        assert {c.players for c in seen} == set(game.player_counts)
        for spec in game.options:
            assert {repr(c.options[spec.key]) for c in seen} == {repr(v) for v in spec.values()}, spec.key


def test_a_failure_is_written_as_a_save_that_reproduces_it(tmp_path: Path, monkeypatch: Any) -> None:
    game = get_game("golden_horn")
    real = type(game).check_invariants

    def broken(self: Any, state: Any) -> None:
        real(self, state)
        assert state.turn < 3, "an invariant the soak must catch"

    monkeypatch.setattr(type(game), "check_invariants", broken)
    assert soak.main(["golden_horn", "--games", "2", "--out", str(tmp_path)]) == 1
    files = sorted((tmp_path / "golden_horn").glob("failure-*.json"))
    assert files
    again = Match.from_json(json.loads(files[0].read_text(encoding="utf-8")))
    with pytest.raises(AssertionError, match="must catch"):
        game.check_invariants(again.state)


def test_a_stopped_soak_resumes(tmp_path: Path, capsys: Any, monkeypatch: Any) -> None:
    assert soak.main(["catan", "--games", "2", "--out", str(tmp_path)]) == 0
    played: list[int] = []
    real = soak.play_case
    monkeypatch.setattr(soak, "play_case", lambda g, c: played.append(c.index) or real(g, c))
    assert soak.main(["catan", "--games", "3", "--out", str(tmp_path)]) == 0
    assert played == [2]  # games 0 and 1 were done already
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["games"] == 3


def test_a_long_soak_runs_in_chunks(tmp_path: Path, capsys: Any, monkeypatch: Any) -> None:
    played: list[int] = []
    real = soak.play_case
    monkeypatch.setattr(soak, "play_case", lambda g, c: played.append(c.index) or real(g, c))
    assert soak.main(["golden_horn", "--skip", "3", "--games", "2", "--out", str(tmp_path)]) == 0
    first = [c.index for _, c in zip(range(5), soak.cases("golden_horn", 0), strict=False)]
    assert played == first[3:5]
    last = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert (last["first"], last["games"], last["failures"]) == (3, 2, 0)
    with pytest.raises(SystemExit) as refused:
        soak.main(["golden_horn", "--skip", "-1", "--out", str(tmp_path)])
    assert refused.value.code == 2
