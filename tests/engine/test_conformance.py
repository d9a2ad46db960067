"""The conformance suite every registered game passes (OpenSpiel's random_sim_test as model)."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import pytest

from engine.core import IllegalAction, action_from_json, action_to_json
from engine.core.match import Match
from engine.core.registry import available_games, get_game
from engine.core.rng import Rng

CASES = [(name, n) for name in available_games() for n in get_game(name).player_counts]
GAMES_PER_CASE = 3
MAX_STEPS = 30000
SAMPLE = 24  # legal actions applied, and known actions tried as illegal, per seat and step (a sample for long games)


def _ids(case: tuple[str, int]) -> str:
    return f"{case[0]}-{case[1]}p"


@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_random_games_keep_every_promise(case: tuple[str, int]) -> None:
    name, players = case
    game = get_game(name)
    for g in range(GAMES_PER_CASE):
        _run_one(game, players, seed=1000 + g * 7 + players)


def _run_one(game: Any, players: int, seed: int) -> None:
    rng = Rng(seed)
    match = Match(game, players, seed)
    twin = game.new_game(players, seed, match.options)
    assert twin == match.state, "new_game is not deterministic"
    pool: dict[str, Any] = {}
    known: list[tuple[str, Any]] = []  # pool's items in order, kept as they come (long games know thousands)
    steps = 0
    while not match.is_over():
        state = match.state
        game.check_invariants(state)
        seats = game.to_act(state)
        assert seats, "no seat to act in an unfinished game"
        for seat in range(players):
            legal = game.legal_actions(state, seat)
            if seat not in seats:
                assert legal == [], f"seat {seat} is not to act but has legal actions"
                continue
            assert legal, f"seat {seat} is to act but has no legal action"
            forced = game.forced(state, seat)  # a move the table plays for him: his only one, legal
            assert forced is None or legal == [forced], f"seat {seat}'s forced {forced} is not his only move"
            assert forced == game.forced(game.view(state, None), seat), "a forced move must be public"
            again = game.legal_actions(state, seat)
            assert legal == again, "legal actions are not in a fixed order"
            texts = [json.dumps(action_to_json(a), sort_keys=True) for a in legal]
            assert len(set(texts)) == len(texts), "legal actions are not unique"
            for a, text in zip(legal, texts, strict=True):
                assert action_from_json(game.action_types, json.loads(text)) == a, "JSON form does not round-trip"
                if text not in pool:
                    pool[text] = a
                    known.append((text, a))
            # every legal action applies without error (all of them, or a sample in long games)
            for a in _sample(legal, rng):
                game.apply(game.clone(state), seat, a)
        # every action known to the game that is illegal now is refused and changes nothing
        snapshot = game.clone(state)
        for seat in range(players):
            legal_now = set(map(_key, game.legal_actions(state, seat)))
            for text, a in _sample(known, rng):
                if text in legal_now:
                    continue
                if game.timed(state) and game.action_time(a) > game.action_time_now(state):
                    continue  # stamped later than the clock: judged at its own time, not now
                with pytest.raises(IllegalAction) as err:
                    game.apply(state, seat, a)
                assert err.value.message.render(), "a refusal needs a reason"
                assert state == snapshot, f"refused {text} changed the state"
        assert game.clone(state) == state, "clone differs from the original"
        for seat in range(players):
            view = game.view(state, seat)
            assert game.legal_actions(view, seat) == game.legal_actions(state, seat), "the view changes legal actions"
        seat = seats[rng.below(len(seats))]
        legal = game.legal_actions(state, seat)
        action = legal[rng.below(len(legal))]
        before = game.clone(state)
        match.apply(seat, action)
        if match.can_undo(seat):
            match.undo(seat)
            assert match.state == before, "undo did not restore the state"
            match.redo()
        steps += 1
        assert steps < MAX_STEPS, "game did not end"
        if steps in ROUND_TRIPS:
            _check_round_trip(match)
    game.check_invariants(match.state)
    assert game.to_act(match.state) == ()
    for seat in range(players):
        assert game.legal_actions(match.state, seat) == []
    _check_round_trip(match)
    scores = game.scores(match.state)
    assert len(scores) == players


ROUND_TRIPS = {25, 60, 150, 400, 1000, 2500}


def _sample(items: list[Any], rng: Rng) -> list[Any]:
    if len(items) <= SAMPLE:
        return items
    return [items[rng.below(len(items))] for _ in range(SAMPLE)]


def _key(action: Any) -> str:
    return json.dumps(action_to_json(action), sort_keys=True)


def _check_round_trip(match: Match) -> None:
    data = json.loads(json.dumps(match.to_json()))
    loaded = Match.from_json(data)
    assert loaded.state == match.state, "save -> load does not give the same state"
    # replaying the log without the recorded chance outcomes gives the same state too
    for entry in data["log"]:
        entry.pop("chance", None)
    replayed = Match.from_json(data)
    assert replayed.state == match.state, "replaying the log gives another state"


@pytest.mark.parametrize("name", available_games())
def test_same_seed_same_game(name: str) -> None:
    game = get_game(name)
    players = game.player_counts[0]
    a, b = Match(game, players, 42), Match(game, players, 42)
    r = Rng(5)
    while not a.is_over():
        seat = a.to_act()[0]
        legal = a.legal_actions(seat)
        act = legal[r.below(len(legal))]
        a.apply(seat, act)
        b.apply(seat, act)
        assert a.state == b.state
    assert a.records[-1].chance == b.records[-1].chance


@pytest.mark.parametrize("case", CASES, ids=_ids)
def test_settled_options_say_what_the_rules_do(case: tuple[str, int]) -> None:
    """`settled_options` only tells the table what the rules do: a decided value is one the game
    accepts and deals the same game with, and an option said to change nothing deals the same game
    whatever it is set to (the new-game dialog shows them set and greyed)."""
    import itertools
    import math

    name, players = case
    game = get_game(name)
    specs = game.options
    combos = itertools.product(*(spec.values() for spec in specs))
    if math.prod(len(spec.values()) for spec in specs) > 512:  # Galaxy Trucker: a seeded sample
        r = Rng(players)
        combos = (tuple(s.values()[r.below(len(s.values()))] for s in specs) for _ in range(200))
    for values in combos:
        chosen = dict(zip((s.key for s in specs), values, strict=True))
        settled = game.settled_options(players, chosen)
        assert set(settled) <= set(chosen)
        decided = {**chosen, **{k: v for k, (v, _why) in settled.items() if v is not None}}
        game.resolve_options(players, decided)  # a decided value is always one the game takes
        try:
            game.resolve_options(players, chosen)
        except IllegalAction:
            continue  # the dialog shows the decided value instead, so this is never started
        dealt = game.new_game(players, 7, chosen)
        assert _deals(game, players, decided, dealt), (chosen, decided)
        for key, (value, _why) in settled.items():
            if value is None:
                for other in next(s for s in specs if s.key == key).values():
                    assert _deals(game, players, {**chosen, key: other}, dealt), (chosen, key, other)


def _deals(game: Any, players: int, options: dict[str, Any], dealt: Any) -> bool:
    """Whether `options` deal the game `dealt` (a state that keeps its options as given, Galaxy
    Trucker's, compared without them)."""
    other = game.new_game(players, 7, options)
    if hasattr(other, "options"):
        other.options = dealt.options
    return bool(other == dealt)


def test_importing_engine_never_imports_qt() -> None:
    code = (
        "import sys, engine, engine.simulate, engine.core.match\n"
        "from engine.core.registry import available_games, get_game\n"
        "[get_game(n) for n in available_games()]\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', 'pyqtgraph'))]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize("name", available_games())
def test_hidden_information_means_a_seat_knows_what_another_does_not(name: str) -> None:
    """`Game.hidden_information` puts the hand-over curtain between people sharing a screen: it must
    be set exactly when two seats' views of one position can differ (a deck hidden from every seat
    alike is no secret between them; Galaxy Trucker's curtain came up 116 times for nothing)."""
    game = get_game(name)
    players = game.player_counts[0]
    differ = False
    for seed in (3, 11):
        match, r = Match(game, players, seed), Rng(seed)
        for _ in range(600):
            if match.is_over():
                break
            views = [game.view(match.state, s) for s in range(players)]
            for v in views:
                if hasattr(v, "viewer"):
                    v.viewer = None  # whose eyes, not what they see
            differ = differ or any(v != views[0] for v in views[1:])
            seat = match.to_act()[0]
            legal = match.legal_actions(seat)
            match.apply(seat, legal[r.below(len(legal))])
    assert differ == game.hidden_information


@pytest.mark.parametrize("name", available_games())
def test_impersonal_log_lines_name_nobody(name: str) -> None:
    """`Game.impersonal_log`: the lines the log marks with no seat never name a player."""
    game = get_game(name)
    assert game.impersonal_log, "a game has lines about nobody's move (at least its end)"
    assert all("{player" not in key.source for key in game.impersonal_log)
