"""Golden Horn in a Match: undo limits and the save format (DESIGN.md, engine/core/match.py)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine.core import IllegalAction, SaveError
from engine.core import match as match_mod
from engine.core.match import Match
from engine.core.messages import MessageKey
from engine.core.rng import Rng
from engine.golden_horn import GAME
from engine.golden_horn.actions import EndTurn, Rob, Sail
from engine.golden_horn.texts import UNDO_CHANCE

from .helpers import C2, RED, G, position

CANNOT_UNDO = UNDO_CHANCE  # in the game's words: the bag and the pile (no dice, no tiles)


def match_at(practice: bool = False, **kw: Any) -> Match:
    m = Match(GAME, 2, 5, {"placement": "random"}, practice=practice)
    m.state = position(**kw)
    return m


def legal_sail(m: Match, ship: int, to: int) -> Sail:
    return next(a for a in m.legal_actions(ship // 3) if isinstance(a, Sail) and a.ship == ship and a.to == to)


def test_a_robbery_can_be_taken_back_in_the_same_turn() -> None:
    """DESIGN.md: "a seat may take back its own moves of the current turn, but not past a die roll or
    a revealed card or tile". A robbery reveals nothing."""
    m = match_at(ships={5: (7, 1)}, cargo={5: (G, 2)}, hands={0: {4: 2}})
    before = GAME.clone(m.state)
    m.apply(0, Rob(5, (RED, RED)))
    assert m.can_undo(0) and not m.can_undo(1)
    m.undo(0)
    assert m.state == before
    assert m.can_redo()
    m.redo()
    assert m.state.warehouses[0][G] == 1 and m.state.robbed


def test_a_sail_at_sea_without_draws_can_be_taken_back() -> None:
    """DESIGN.md: undo within the current turn, when nothing random was revealed."""
    m = match_at(ships={0: (5, 1)})
    before = GAME.clone(m.state)
    m.apply(0, legal_sail(m, 0, 6))
    assert m.records[-1].chance == [] and m.can_undo(0)
    m.undo(0)
    assert m.state == before


def test_a_sail_that_drew_cards_cannot_be_taken_back() -> None:
    """DESIGN.md: "not past ... a revealed card". Arriving in Constantinople draws cards."""
    m = match_at(ships={0: (7, 1)})
    m.apply(0, legal_sail(m, 0, C2))
    assert m.records[-1].chance and not m.can_undo(0)
    after = GAME.clone(m.state)
    with pytest.raises(IllegalAction) as err:
        m.undo(0)
    assert err.value.message.key == CANNOT_UNDO
    assert m.state == after


def test_a_sail_that_refilled_a_port_cannot_be_taken_back() -> None:
    """DESIGN.md: not past a random draw — the refill draws cubes from the bag (G1)."""
    m = match_at()
    m.apply(0, legal_sail(m, 2, 1))
    assert m.records[-1].chance and not m.can_undo(0)


def test_the_turn_boundary_stops_undo() -> None:
    """DESIGN.md: only "moves of the current turn" can be taken back."""
    m = match_at(ships={0: (5, 1)})
    m.apply(0, legal_sail(m, 0, 6))
    m.apply(0, EndTurn())
    assert not m.can_undo(0) and not m.can_undo(1)
    # each refusal says which rule holds it back (it said "That move cannot be taken back." to all)
    assert m.undo_refusal(0).render() == "The last move was in a turn that is over: it cannot be taken back."
    assert m.undo_refusal(1).render() == "The last move was another player's: only your own can be taken back."


def test_practice_lifts_the_limits() -> None:
    """DESIGN.md: "(a "practice" option lifts that)"."""
    m = match_at(practice=True, ships={0: (7, 1)})
    before = GAME.clone(m.state)
    m.apply(0, legal_sail(m, 0, C2))
    m.apply(0, EndTurn())
    assert m.can_undo(1)
    m.undo()
    m.undo()
    assert m.state == before


# -- save / load -----------------------------------------------------------------


def played(players: int = 3, steps: int = 60, seed: int = 8) -> Match:
    m = Match("golden_horn", players, seed)
    r = Rng(seed)
    for _ in range(steps):
        if m.is_over():
            break
        seat = m.to_act()[0]
        legal = m.legal_actions(seat)
        m.apply(seat, legal[r.below(len(legal))])
    return m


def test_save_and_load_round_trip(tmp_path: Path) -> None:
    """DESIGN.md: "a versioned JSON save format (header, seed, log; loaded by replaying and validated"."""
    m = played()
    path = tmp_path / "game.json"
    m.save(path)
    loaded = Match.load(path)
    assert loaded.state == m.state and len(loaded.records) == len(m.records)
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"], "no temporary file is left behind"
    data = json.loads(path.read_text("utf-8"))
    assert data["format"] == match_mod.SAVE_FORMAT and data["version"] == match_mod.SAVE_VERSION
    assert data["game"] == "golden_horn" and data["non_standard"] == []


def test_non_standard_options_are_flagged(tmp_path: Path) -> None:
    """RULES.md §10: "Settings that differ from the standard are flagged as "non-standard" in the save
    header." """
    m = Match("golden_horn", 2, 1, {"pirates": False, "placement": "random"})
    m.save(tmp_path / "g.json")
    data = json.loads((tmp_path / "g.json").read_text("utf-8"))
    assert data["non_standard"] == ["pirates", "placement"]
    assert Match.load(tmp_path / "g.json").state == m.state


def _good(tmp_path: Path) -> dict[str, Any]:
    m = played(2, 30)
    m.save(tmp_path / "good.json")
    data: dict[str, Any] = json.loads((tmp_path / "good.json").read_text("utf-8"))
    return data


def _corruptions(tmp_path: Path) -> list[tuple[str, bytes, MessageKey]]:
    good = _good(tmp_path)
    raw = json.dumps(good).encode("utf-8")
    future = dict(good, version=match_mod.SAVE_VERSION + 1)
    unknown = dict(good, game="golden_horn_deluxe")
    illegal = json.loads(json.dumps(good))
    illegal["log"][0]["action"] = {"type": "end_turn"}  # during placement
    late = json.loads(json.dumps(good))
    sail = next(i for i, e in enumerate(late["log"]) if e["action"]["type"] == "sail")
    late["log"][sail]["action"]["to"] = 0  # back to Venice: never reachable
    malformed = json.loads(json.dumps(good))
    malformed["log"][1]["action"] = {"type": "sail", "ship": 0}
    not_ours = dict(good, format="someone-else")

    def enc(d: Any) -> bytes:
        return json.dumps(d).encode("utf-8")

    return [
        ("truncated", raw[: len(raw) // 2], match_mod.E_JSON),
        ("not json", b"\x00\x01 this is no save", match_mod.E_JSON),
        ("not utf-8", b"\xff\xfe\xfa", match_mod.E_READ),
        ("not a save", enc([1, 2, 3]), match_mod.E_FORMAT),
        ("another format", enc(not_ours), match_mod.E_FORMAT),
        ("future version", enc(future), match_mod.E_VERSION),
        ("unknown game", enc(unknown), match_mod.E_GAME),
        ("illegal first action", enc(illegal), match_mod.E_ILLEGAL),
        ("illegal later sail", enc(late), match_mod.E_ILLEGAL),
        ("malformed action", enc(malformed), match_mod.E_ACTION),
    ]


def test_corrupt_saves_raise_save_error_and_stay_untouched(tmp_path: Path) -> None:
    """DESIGN.md: "loaded by replaying and validated"; errors.py: "A save file that cannot be loaded;
    the file itself is never touched." """
    for name, content, key in _corruptions(tmp_path):
        path = tmp_path / f"{name}.json"
        path.write_bytes(content)
        files = sorted(p.name for p in tmp_path.iterdir())
        with pytest.raises(SaveError) as err:
            Match.load(path)
        assert err.value.message.key == key, (name, err.value.message.render())
        assert path.read_bytes() == content, f"{name}: the file was changed"
        assert sorted(p.name for p in tmp_path.iterdir()) == files


def test_missing_file(tmp_path: Path) -> None:
    """match.py: E_READ "The file cannot be read" — and nothing is created."""
    with pytest.raises(SaveError) as err:
        Match.load(tmp_path / "nope.json")
    assert err.value.message.key == match_mod.E_READ
    assert list(tmp_path.iterdir()) == []


def test_illegal_action_message_names_the_move(tmp_path: Path) -> None:
    """match.py: E_ILLEGAL "Move {index} in the save breaks the rules: {reason}"."""
    good = _good(tmp_path)
    good["log"][2]["action"] = {"type": "announce"}
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(good), "utf-8")
    with pytest.raises(SaveError) as err:
        Match.load(path)
    assert err.value.message.params["index"] == 3


def test_an_option_set_to_the_rulebooks_own_value_is_not_flagged() -> None:
    """Modon's 3 berths and its card draw are the rulebook's with 4 players: chosen explicitly they are
    standard; 2 berths with 4 players is not; with 3 players (no Modon) the setting changes nothing."""
    assert Match("golden_horn", 4, 1, {"modon_berths": 3, "modon_draw": True}).non_standard == []
    assert Match("golden_horn", 4, 1, {"modon_berths": 2}).non_standard == ["modon_berths"]
    assert Match("golden_horn", 3, 1, {"modon_berths": 2, "modon_draw": True}).non_standard == []
    assert Match("galaxy_trucker", 4, 1, {"build_variant": "robot"}).non_standard == ["build_variant"]
