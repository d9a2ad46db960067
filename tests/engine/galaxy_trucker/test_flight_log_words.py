"""The flight's log in words a Czech tester could check against the table: a double cannon powered
against a large meteor shoots it down (the log said a shield's "fends it off with a battery"), and an
epidemic counts the crew it takes (it said it "empties a berth in 3 cabins")."""

from __future__ import annotations

import engine.galaxy_trucker.texts as tx
from engine.core.messages import Message
from engine.galaxy_trucker.actions import Defend, FlyOn
from tests.engine.galaxy_trucker.helpers import act, fly_on, flying
from tests.engine.galaxy_trucker.test_flight import BATTERY_W, CABIN_W, CANNON1, CANNON2, LEFT, RIGHT, SHIELD_W, forced


def _player_lines(log: list[Message], seat: int) -> list[str]:
    return [m.render() for m in log if m.params.get("player") == seat]


def test_a_double_cannon_with_a_battery_shoots_the_large_meteor_down() -> None:
    """I-05: a large meteor from the front in column 7 reaches the double cannon at (6, 7), powered from
    the battery on RIGHT; the next two meteors pass column 2."""
    st = flying([[((6, 7), CANNON2, 0), (RIGHT, BATTERY_W, 0)], []], ["I-05"])
    fly_on(st, forced(7))
    assert st.cs.step == "defend" and st.cs.fired[-1].kind == "large_meteor"
    out = act(st, 0, Defend(6, 7, *RIGHT), [1, 1, 1, 1])
    said = _player_lines(out.log, 0)
    assert said[0] == "0 shoots the meteor down with a battery."
    assert not [m for m in out.log if m.key == tx.L_DEFENDED]
    # the move itself is as it was: the cannon stays, the battery is spent, the meteor counts as stopped
    assert (6, 7) in st.seats[0].ship.tiles and st.seats[0].ship.cells[RIGHT] == 1
    assert st.cs.fired[0][6:] == ("defended", ((6, 7),))


def test_a_shield_with_a_battery_still_fends_the_shot_off() -> None:
    """Pirates (I-20) beat seat 0: the shield at LEFT stops the light shot in column 7."""
    st = flying([[((6, 7), CANNON1, 0), (RIGHT, BATTERY_W, 0), (LEFT, SHIELD_W, 3)], []], ["I-20"])
    fly_on(st, forced(7))
    out = act(st, 0, Defend(*LEFT, *RIGHT), [1, 1])
    assert _player_lines(out.log, 0)[0] == "0 fends it off with a battery."


def test_the_epidemic_counts_the_crew_it_takes() -> None:
    """II-12: seat 0's two joined cabins lose one crew member each; seat 1's lone cabin is spared."""
    st = flying([[(RIGHT, CABIN_W, 0)], []], ["II-12"], round_=2)
    st.seats[0].ship.humans = {(7, 7): 2, RIGHT: 2}
    act(st, st.window[0], FlyOn())
    out = act(st, st.window[0], FlyOn())
    said = [(m.params["player"], m.count, m.render()) for m in out.log if m.key == tx.L_EPIDEMIC]
    assert said == [(0, 2, "0 loses 2 crew members to the epidemic.")]
