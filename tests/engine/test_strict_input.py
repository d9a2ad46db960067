"""Bad input loses nothing: wrong-typed moves and seats are refused at the door, `Match.apply` is
all or nothing, and a damaged save raises `SaveError` and nothing else."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest

from engine.core import IllegalAction, SaveError
from engine.core.match import Match
from engine.core.registry import available_games, get_game
from engine.core.rng import Rng
from engine.core.shape import BAD_FIELD, NOT_A_SEAT, compile_check, field_checks

GAMES = available_games()
WRONG = (True, False, 1.0, 38.0, None, "0", [0], {}, (0,))


def _position(name: str, steps: int = 25) -> Match:
    """A match some random moves in (so most action kinds have been legal at some point)."""
    game = get_game(name)
    match = Match(game, max(game.player_counts), 7)
    rng = Rng(3)
    for _ in range(steps):
        seats = match.to_act()
        if not seats:
            break
        seat = seats[rng.below(len(seats))]
        legal = match.legal_actions(seat)
        match.apply(seat, legal[rng.below(len(legal))])
    return match


def test_every_declared_field_type_is_understood() -> None:
    for name in GAMES:
        for cls in get_game(name).action_types:
            assert field_checks(cls) is not None  # raises TypeError for an unknown annotation


def test_the_checks_tell_bool_float_and_none_from_int() -> None:
    check = compile_check(int)
    assert check(3) and not check(True) and not check(3.0) and not check(None)
    pair = compile_check(tuple[int, int])
    assert pair((1, 2)) and not pair([1, 2]) and not pair((1, True)) and not pair((1, 2, 3))
    optional = compile_check(str | None)
    assert optional(None) and optional("a") and not optional(0)


@pytest.mark.parametrize("name", GAMES)
def test_a_wrong_typed_field_is_refused_at_the_door_and_changes_nothing(name: str) -> None:
    match = _position(name)
    game = match.game
    tried = 0
    for seat in match.to_act():
        for action in match.legal_actions(seat)[:40]:
            checks = dict(field_checks(type(action)))
            for f in dataclasses.fields(action):
                for wrong in WRONG:
                    if checks[f.name](wrong):
                        continue  # of the declared type: the rules judge it, not the door
                    bad = dataclasses.replace(action, **{f.name: wrong})
                    before = game.clone(match.state)
                    records = len(match.records)
                    with pytest.raises(IllegalAction) as err:
                        match.apply(seat, bad)
                    assert err.value.message.key == BAD_FIELD, (bad, err.value.message.render())
                    assert match.state == before and len(match.records) == records
                    tried += 1
    assert tried > 0


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seat", [True, False, "0", None, 0.0, 1.0])
def test_a_seat_that_is_no_seat_number_is_refused(name: str, seat: Any) -> None:
    match = _position(name, steps=3)
    real = match.to_act()[0]
    action = match.legal_actions(real)[0]
    before = match.game.clone(match.state)
    with pytest.raises(IllegalAction) as err:
        match.game.apply(match.state, seat, action)
    assert err.value.message.key == NOT_A_SEAT
    assert match.state == before


@pytest.mark.parametrize("name", GAMES)
def test_match_apply_is_all_or_nothing(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A game's `do` that fails half way leaves the match exactly as before."""
    match = _position(name)
    game = match.game
    seat = match.to_act()[0]
    action = match.legal_actions(seat)[0]
    before = game.clone(match.state)
    records = list(match.records)
    real_do = type(game).do

    def half_then_crash(self: Any, state: Any, s: int, a: Any, chance: Any) -> Any:
        real_do(self, state, s, a, chance)  # the move is carried out ...
        raise RuntimeError("... and then something breaks")

    monkeypatch.setattr(type(game), "do", half_then_crash)
    with pytest.raises(RuntimeError):
        match.apply(seat, action)
    monkeypatch.undo()
    assert match.state == before and match.records == records
    match.apply(seat, action)  # and the move itself still works


def _saved(name: str, tmp_path: Path) -> tuple[dict[str, Any], Path]:
    match = _position(name)
    path = tmp_path / f"{name}.json"
    match.save(path)
    return json.loads(path.read_text(encoding="utf-8")), path


def _load_refused(data: Any, tmp_path: Path, text: str | None = None) -> SaveError:
    path = tmp_path / "bad.json"
    path.write_text(text if text is not None else json.dumps(data), encoding="utf-8")
    original = path.read_bytes()
    with pytest.raises(SaveError) as err:
        Match.load(path)
    assert path.read_bytes() == original, "a refused save was written to"
    return err.value


@pytest.mark.parametrize("name", GAMES)
def test_wrong_typed_fields_in_a_saved_log_raise_save_error(name: str, tmp_path: Path) -> None:
    data, _ = _saved(name, tmp_path)
    for i, entry in enumerate(data["log"][:10]):
        for key, value in entry["action"].items():
            if key == "type":
                continue
            for wrong in (True, 1.0, None, "x", {}, [[[]]]):
                if wrong == value and type(wrong) is type(value):
                    continue
                bad = json.loads(json.dumps(data))
                bad["log"][i]["action"][key] = wrong
                try:
                    Match.from_json(bad)
                except SaveError:
                    pass  # refused with a message; any other exception fails the test
        for wrong_seat in (True, 0.0, "0", None, -1, 99):
            bad = json.loads(json.dumps(data))
            bad["log"][i]["seat"] = wrong_seat
            with pytest.raises(SaveError):
                Match.from_json(bad)


def test_deeply_nested_json_is_a_save_error(tmp_path: Path) -> None:
    _load_refused(None, tmp_path, text="[" * 100_000 + "]" * 100_000)
    data, _ = _saved("catan", tmp_path)
    data["log"][0]["action"]["node"] = json.loads("[" * 500 + "]" * 500)
    _load_refused(data, tmp_path)


def test_impossible_dice_in_a_saved_log_are_refused(tmp_path: Path) -> None:
    """Recorded chance must be an outcome the game can produce: no `true` dice, no 7 on a d6."""
    data, _ = _saved("catan", tmp_path)
    rolls = [i for i, e in enumerate(data["log"]) if e["action"]["type"] == "roll"]
    assert rolls, "the position should hold a die roll"
    for impossible in ([True, True], [7, 1], [0, 3], ["3", "4"]):
        bad = json.loads(json.dumps(data))
        bad["log"][rolls[0]]["chance"] = impossible
        err = _load_refused(bad, tmp_path)
        assert "chance" in err.message.key.source
    ok = json.loads(json.dumps(data))
    first, second = data["log"][rolls[0]]["chance"]
    total = first + second  # a different but possible roll of the same sum replays (the game goes on alike)
    pairs = [[a, total - a] for a in range(1, 7) if 1 <= total - a <= 6 and [a, total - a] != [first, second]]
    other = pairs[0] if pairs else [second, first]  # a 2 or a 12 has no other pair
    ok["log"][rolls[0]]["chance"] = other
    Match.from_json(ok)


def test_a_directory_an_empty_file_and_non_utf8_are_save_errors(tmp_path: Path) -> None:
    with pytest.raises(SaveError):
        Match.load(tmp_path)
    _load_refused(None, tmp_path, text="")
    path = tmp_path / "latin.json"
    path.write_bytes(b'{"format": "pristav-save", "name": "\xe9"}')
    with pytest.raises(SaveError):
        Match.load(path)


def test_an_unordered_choice_is_canonical_and_a_wrong_type_still_reaches_the_door() -> None:
    from engine.core.actions import unordered
    from engine.shipyard.actions import Discard, Exchange

    assert Exchange("WAG01", ("steel", "coal")) == Exchange("WAG01", ("coal", "steel"))
    assert Discard(("GRN02", "BLU07")).contracts == ("BLU07", "GRN02")
    # Built with a wrong type, the action still exists (no TypeError from sorting) for the door to refuse.
    for wrong in (1.5, None, True, "xy", (1, "a")):
        assert unordered(wrong) is wrong
        assert Exchange("WAG01", wrong).items is wrong  # type: ignore[arg-type]


@pytest.mark.parametrize("name", GAMES)
def test_the_save_text_is_the_json_of_the_match_and_loads_again(name: str, tmp_path: Path) -> None:
    match = _position(name, 60)
    text = match.save_text()
    assert text == json.dumps(match.to_json(), ensure_ascii=False, separators=(",", ":"))
    match.undo(None)  # records serialised once stay right after undo and a new move
    seat = match.to_act()[0]
    match.apply(seat, match.legal_actions(seat)[0])
    assert match.save_text() == json.dumps(match.to_json(), ensure_ascii=False, separators=(",", ":"))
    match.save(tmp_path / "m.json")
    assert Match.load(tmp_path / "m.json").state == match.state
    assert not list(tmp_path.glob("*.tmp"))


def test_the_systems_reasons_are_said_in_the_players_words(tmp_path: Path) -> None:
    """A Czech or Slovak box said "…: No such file or directory", "'utf-8' codec can't decode byte
    0xe9 …" or, saving under a file, "File exists": the usual reasons are the game's own texts now."""
    from engine.core.match import R_MISSING, R_NOT_FOLDER, R_NOT_TEXT, write_atomic

    def reason(exc: pytest.ExceptionInfo[SaveError]) -> Any:
        return exc.value.message.params["reason"]

    with pytest.raises(SaveError) as missing:
        Match.load(tmp_path / "nowhere.pristav.json")
    assert reason(missing).key == R_MISSING
    path = tmp_path / "latin.json"
    path.write_bytes(b'{"format": "pristav-save", "name": "\xe9"}')
    with pytest.raises(SaveError) as latin:
        Match.load(path)
    assert reason(latin).key == R_NOT_TEXT
    assert latin.value.message.render() == "The file cannot be read: it is not a text file (UTF-8)"
    with pytest.raises(SaveError) as under:
        write_atomic(path / "x.pristav.json", "{}")  # its folder would be a file
    assert reason(under).key == R_NOT_FOLDER
