"""Missions in the log: explosive cargo that blows up and fragile cargo that breaks are named, with the tiles
they take (seed: "Pokud nějak přijdete o dílek výbušného nákladu, přijdete také o všech osm dílků s ním
sousedících. Pokud přijdete o dílek, který sousedí (i diagonálně) s dílkem křehkého nákladu, přicházíte i o
něj."), before the line that counts every tile lost."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import engine.galaxy_trucker.damage as dm
import engine.galaxy_trucker.texts as tx
from engine.core.messages import Message
from engine.galaxy_trucker.actions import FlyOn, KeepPart
from engine.galaxy_trucker.data import EXPLOSIVE, FRAGILE, UNIVERSAL
from engine.galaxy_trucker.state import GTState
from tests.engine.galaxy_trucker.helpers import act, flying
from tests.engine.galaxy_trucker.test_flight import ENGINE1, ENGINE1B, HOLD, RIGHT, forced
from tests.engine.galaxy_trucker.test_ship import HUB, build, find, pick

BOOM, BOOM_ROT = pick(EXPLOSIVE, s=UNIVERSAL)  # on (6, 7), above the starting cabin, or on (5, 7) above HUB
FRAGILE_W, FRAGILE_ROT = pick(FRAGILE, w=UNIVERSAL)  # on RIGHT


def lines(log: Sequence[Message], seat: int) -> list[tuple[Any, int | None]]:
    """The seat's tile lines in order: (key, count)."""
    keys = (tx.L_EXPLODES, tx.L_EXPLODES_ALONE, tx.L_FRAGILE_BROKEN, tx.L_DESTROYED, tx.L_BROKEN_OFF)
    return [(m.key, m.count) for m in log if m.key in keys and m.params.get("player") == seat]


def test_a_large_meteor_on_explosive_cargo_names_the_explosion() -> None:
    # the explosive on (6, 7) takes the starting cabin below it and the hold on RIGHT (diagonal): 3 tiles
    st = flying([[((6, 7), BOOM, BOOM_ROT), ((8, 7), ENGINE1, 0), (RIGHT, HOLD, 0)], [((8, 7), ENGINE1B, 0)]], ["I-05"])
    out = fly_on_log(st, forced(7, 2, 2, 2, 2, 2))  # I-05: large, small, large from the front
    assert lines(out, 0) == [(tx.L_EXPLODES, 2), (tx.L_DESTROYED, 3)]
    assert sorted(st.seats[0].ship.tiles) == [(8, 7)]
    explodes = next(m for m in out if m.key == tx.L_EXPLODES)
    assert explodes.render() == "0's explosive cargo explodes and takes 2 neighbouring tiles with it."


def test_fragile_cargo_broken_by_a_hit_beside_it_is_named() -> None:
    # the meteor destroys the hub on (6, 7); the fragile cargo on RIGHT is diagonal to it and breaks
    st = flying([[((6, 7), HUB, 0), (RIGHT, FRAGILE_W, FRAGILE_ROT)], []], ["I-05"])
    out = fly_on_log(st, forced(7, 2, 2, 2, 2, 2))
    assert lines(out, 0) == [(tx.L_FRAGILE_BROKEN, 1), (tx.L_DESTROYED, 2)]
    assert sorted(st.seats[0].ship.tiles) == [(7, 7)]
    broken = next(m for m in out if m.key == tx.L_FRAGILE_BROKEN)
    assert broken.render() == "0 loses 1 fragile cargo tile broken when a neighbouring tile was lost."


def test_plain_hits_say_nothing_more() -> None:
    st = flying([[((6, 7), HUB, 0), (RIGHT, HOLD, 0)], []], ["I-05"])
    out = fly_on_log(st, forced(7, 2, 2, 2, 2, 2))
    assert lines(out, 0) == [(tx.L_DESTROYED, 1)]


def test_a_cut_away_explosive_explodes_in_the_log() -> None:
    # a small meteor from the left hits the hub on (6, 7): the explosive above it is cut off, the owner keeps
    # the starting cabin, and the explosive, cut away, explodes with nothing around it left to take
    st = flying([[((6, 7), HUB, 0), ((5, 7), BOOM, BOOM_ROT)], []], ["I-06"])
    out = fly_on_log(st, forced(2, 6))  # I-06: a large meteor from the front misses, a small one from the left
    assert lines(out, 0) == [(tx.L_DESTROYED, 1)] and st.cs.step == "split"
    kept = act(st, 0, KeepPart(7, 7), [1, 1] * 4).log
    assert lines(kept, 0) == [(tx.L_EXPLODES_ALONE, None), (tx.L_BROKEN_OFF, 1)]
    assert sorted(st.seats[0].ship.tiles) == [(7, 7)]


def test_chained_explosions_are_told_one_by_one() -> None:
    boom = find(EXPLOSIVE)
    cells = [(6, 8), (6, 9), (7, 8), (7, 10), (7, 11), (8, 7), (8, 8), (8, 9), (8, 11), (9, 10), (9, 11)]
    ship = build(*((c, HUB, 0) for c in cells), ((7, 9), boom, 0), ((8, 10), boom, 0))
    res = dm.destroy(ship, [(7, 9)])
    # the first takes its 7 neighbours (the second explosive among them), the second the 4 left around it
    assert res.explosions == [((7, 9), 7), ((8, 10), 4)] and res.broken == []
    assert len(res.lost) == 1 + 7 + 4


def fly_on_log(st: GTState, chance: list[object]) -> list[Message]:
    """Everyone flies on; the log of the move that reveals the card."""
    out: list[Message] = []
    for _ in range(len(st.window)):
        seat = st.window[0]
        last = len(st.window) == 1
        out = list(act(st, seat, FlyOn(), chance if last else None).log)
    return out


def test_the_bay_holds_two_special_tiles_but_one_artifact_in_the_first_round_and_none_in_m6() -> None:
    """RULES.md 8.2, as the board's mission tooltip says it (the desktop asks the engine)."""
    from engine.galaxy_trucker.building import bay_size

    assert [bay_size(m, 1) for m in ("none", "M1", "M2", "M3", "M4", "M5", "M6")] == [0, 2, 2, 2, 2, 1, 0]
    assert bay_size("M5", 2) == bay_size("M5", 3) == 2
