"""Ways a save file gets damaged, as hypothesis strategies over real saves of every game.

Used by the save-fuzz tests (a few hundred cases) and `tests/bench/save_fuzz_bench.py` (10⁴+).
"""

from __future__ import annotations

import copy
import json
from functools import cache
from typing import Any

from hypothesis import strategies as st

from engine.core.match import Match
from engine.core.registry import available_games, get_game
from engine.core.rng import Rng


@cache
def real_save(name: str, steps: int = 40) -> str:
    """A save of `name` some random moves into a game (its JSON text)."""
    game = get_game(name)
    match = Match(game, max(game.player_counts), 11)
    rng = Rng(5)
    for _ in range(steps):
        seats = match.to_act()
        if not seats:
            break
        seat = seats[rng.below(len(seats))]
        legal = match.legal_actions(seat)
        match.apply(seat, legal[rng.below(len(legal))])
    return json.dumps(match.to_json())


ODD_VALUES = st.sampled_from(
    [None, True, False, 0, -1, 1.5, 2**63, -(2**70), 10**400, "", "x" * 1000, [], {}, [[[[[]]]]], {"a": {"b": {}}}]
)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value inside a JSON tree."""
    out = [prefix]
    if len(prefix) > 8:
        return out  # not into the deep nesting the damage itself made
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*prefix, k))
    elif isinstance(value, list):
        for i, v in enumerate(value[:30]):
            out += _paths(v, (*prefix, i))
    return out


def _get(value: Any, path: tuple[Any, ...]) -> Any:
    for p in path:
        value = value[p]
    return value


@st.composite
def damaged_json(draw: Any, data: dict[str, Any]) -> Any:
    """A save's data with a few structural damages: values swapped for odd ones, fields removed or
    duplicated under other names, log entries reordered, dropped or repeated, deep nesting."""
    data = json.loads(json.dumps(data))
    for _ in range(draw(st.integers(1, 3))):
        paths = [p for p in _paths(data) if p]
        path = draw(st.sampled_from(paths))
        parent = _get(data, path[:-1])
        key = path[-1]
        kind = draw(st.sampled_from(["swap", "remove", "duplicate", "nest", "log"]))
        if kind == "swap":
            # a copy: a later damage inside it (a field duplicated) must not change ODD_VALUES itself,
            # or the next examples draw from a different tree (hypothesis: FlakyStrategyDefinition)
            parent[key] = copy.deepcopy(draw(ODD_VALUES))
        elif kind == "remove":
            del parent[key]
        elif kind == "duplicate" and isinstance(parent, dict):
            parent[f"{key}_copy"] = parent[key]
        elif kind == "nest":
            deep: Any = parent[key]
            for _ in range(draw(st.integers(50, 3000))):
                deep = [deep]
            parent[key] = deep
        elif kind == "log" and isinstance(data.get("log"), list) and data["log"]:
            log = data["log"]
            i = draw(st.integers(0, len(log) - 1))
            op = draw(st.sampled_from(["drop", "repeat", "swap_order"]))
            if op == "drop":
                del log[i]
            elif op == "repeat":
                log.insert(i, log[i])
            elif len(log) > 1:
                j = draw(st.integers(0, len(log) - 1))
                log[i], log[j] = log[j], log[i]
        # the "format", "version" and "game" header gets the same treatment through the paths above
    return data


@st.composite
def damaged_bytes(draw: Any, name: str | None = None) -> bytes:
    """A save file's bytes after damage: structural (as JSON), truncation, bit flips, bad encoding."""
    game = name or draw(st.sampled_from(available_games()))
    text = real_save(game)
    kind = draw(st.sampled_from(["json", "truncate", "flip", "encoding", "header"]))
    if kind == "json":
        deep = draw(damaged_json(json.loads(text)))
        try:
            return json.dumps(deep).encode()
        except (RecursionError, ValueError):
            return b"[" * 100_000
    raw = text.encode()
    if kind == "truncate":
        return raw[: draw(st.integers(0, len(raw) - 1))]
    if kind == "flip":
        out = bytearray(raw)
        for _ in range(draw(st.integers(1, 8))):
            i = draw(st.integers(0, len(out) - 1))
            out[i] ^= 1 << draw(st.integers(0, 7))
        return bytes(out)
    if kind == "encoding":
        return text.encode("utf-16") if draw(st.booleans()) else raw.replace(b'"seats"', b'"s\xe9ats"')
    data = json.loads(text)
    data[draw(st.sampled_from(["version", "game", "format", "players", "seed"]))] = draw(
        st.sampled_from([99, 0, "chess", "pristav-save", 1, -5, 10**30, None])
    )
    return json.dumps(data).encode()
