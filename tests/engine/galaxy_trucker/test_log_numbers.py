"""The flight's log says the numbers a player checks the card by: a lone half of firepower reads "½"
(it read "0½"), and a combat zone's crew line counts every ship's crew before it names the fewest, as
its engine and firepower lines have every ship declare (a tie's "further ahead" could not be checked)."""

from __future__ import annotations

import engine.galaxy_trucker.texts as tx
from engine.core.messages import Message
from engine.galaxy_trucker.actions import FlyOn
from tests.engine.galaxy_trucker.helpers import act, flying
from tests.engine.galaxy_trucker.test_flight import CABIN_W, CANNON1, ENGINE1, ENGINE1B, LEFT, RIGHT, forced, twin


def _said(log: list[Message], key: object) -> list[str]:
    return [m.render() for m in log if m.key == key]


def test_a_lone_half_of_firepower_reads_as_a_half() -> None:
    """A single cannon turned to the side counts ½ (RULES.md 6.3): "P1 declares firepower ½."."""
    st = flying([[(LEFT, CANNON1, 3)], [((6, 7), twin(CANNON1), 0)]], ["I-08"])  # smugglers, firepower 4
    act(st, st.window[0], FlyOn())
    out = act(st, st.window[0], FlyOn())  # no double cannon to power: each declares at once
    assert _said(out.log, tx.L_FIRE) == ["0 declares firepower ½.", "1 declares firepower 1."]


def test_the_combat_zones_crew_line_counts_every_ships_crew() -> None:
    """I-19's first line (fewest crew: 3 days) with a tie of 2 each: both counts are said, then the
    ship further ahead (seat 0) is named."""
    st = flying(
        [[((8, 7), ENGINE1, 0), ((6, 7), CANNON1, 0)], [((8, 7), ENGINE1B, 0), ((6, 7), twin(CANNON1), 0)]],
        ["I-19"],
    )
    act(st, st.window[0], FlyOn())
    out = act(st, st.window[0], FlyOn(), forced(2, 2))
    keys = [m.key for m in out.log]
    counts = [m for m in out.log if m.key == tx.L_CREW_COUNT]
    assert [(m.params["player"], m.count) for m in counts] == [(0, 2), (1, 2)]
    assert keys.index(tx.L_CREW_COUNT) < keys.index(tx.L_COMBAT["crew"])  # counted, then judged
    assert counts[0].render() == "0 has 2 crew members aboard."
    # the engine and firepower lines count as before: declared, one line per ship, no crew count
    assert keys.count(tx.L_CREW_COUNT) == 2


def test_the_saboteur_counts_every_ships_crew_before_it_strikes() -> None:
    """III-09 (sabotage) strikes the ship with the fewest crew: each ship's crew is said first, as the
    combat zone's crew line does, so the victim can be checked from the log."""
    st = flying([[], [(RIGHT, CABIN_W, 0)]], ["III-09"], round_=3)
    st.seats[1].ship.humans[RIGHT] = 2
    act(st, st.window[0], FlyOn())
    out = act(st, st.window[0], FlyOn(), [None, 3, 4, 3, 4])  # the card, then column 7, row 7
    keys = [m.key for m in out.log]
    counts = [(m.params["player"], m.count) for m in out.log if m.key == tx.L_CREW_COUNT]
    assert sorted(counts) == [(0, 2), (1, 4)]
    assert keys.index(tx.L_CREW_COUNT) < keys.index(tx.L_SABOTAGE)  # counted, then struck
    assert _said(out.log, tx.L_SABOTAGE) == ["A saboteur strikes aboard 0's ship in row 7, column 7."]


def test_each_of_the_saboteurs_tries_says_its_cell() -> None:
    """The log said only "strikes" or "finds nothing": each try now names the cell its dice chose
    (column first, as rolled), so a table can check the three tries."""
    st = flying([[], [(RIGHT, CABIN_W, 0)]], ["III-09"], round_=3)
    st.seats[1].ship.humans[RIGHT] = 2
    act(st, st.window[0], FlyOn())
    # column 2, row 2; column 12, row 12: empty; then column 7, row 7: the cabin there
    out = act(st, st.window[0], FlyOn(), [None, 1, 1, 1, 1, 6, 6, 6, 6, 3, 4, 3, 4])
    assert _said(out.log, tx.L_SABOTAGE_EMPTY) == [
        "The saboteur aboard 0's ship tries row 2, column 2: no tile there.",
        "The saboteur aboard 0's ship tries row 12, column 12: no tile there.",
    ]
    assert _said(out.log, tx.L_SABOTAGE) == ["A saboteur strikes aboard 0's ship in row 7, column 7."]
    # three empty tries: each said, then that nothing was broken
    st = flying([[], [(RIGHT, CABIN_W, 0)]], ["III-09"], round_=3)
    st.seats[1].ship.humans[RIGHT] = 2
    act(st, st.window[0], FlyOn())
    out = act(st, st.window[0], FlyOn(), [None, 1, 1, 1, 1, 6, 6, 6, 6, 1, 2, 6, 5])
    assert len(_said(out.log, tx.L_SABOTAGE_EMPTY)) == 3 and not _said(out.log, tx.L_SABOTAGE)
    assert _said(out.log, tx.L_SABOTAGE_MISS) == ["The saboteur aboard 0's ship finds nothing to break."]


def test_the_projectile_asked_about_is_counted_in_the_cards_order() -> None:
    """`flight.coming_projectile` (read by the board to mark the card): -1 until a defence is asked;
    I-06's second meteor is 1; I-19's light shot, after its crew and engine lines, is the card's 0th."""
    import engine.galaxy_trucker.flight as fl
    from tests.engine.galaxy_trucker.helpers import fly_on
    from tests.engine.galaxy_trucker.test_flight import BATTERY_W, CANNON2, HUB, SHIELD_W

    st = flying([[(RIGHT, BATTERY_W, 0), (LEFT, SHIELD_W, 2), ((6, 6), HUB, 0)], []], ["I-06"])
    assert fl.coming_projectile(st) == -1
    fly_on(st, forced(2, 6))
    assert st.cs.step == "defend" and fl.coming_projectile(st) == 1
    ships = [
        [((6, 7), CANNON2, 0), (RIGHT, BATTERY_W, 0), ((8, 7), ENGINE1, 0), (LEFT, SHIELD_W, 2)],
        [((8, 7), ENGINE1B, 0), ((6, 7), twin(CANNON1), 0)],
    ]
    st = flying(ships, ["I-19"], humans=[{(7, 7): 2}, {(7, 7): 1}])
    fly_on(st)
    assert st.cs.step == "fire" and fl.coming_projectile(st) == -1
    # its third line's second shot, as `combat` leaves the card state when it asks (the line moved on)
    st.cs.step, st.cs.line, st.cs.shot = "defend", 3, 1
    assert fl.coming_projectile(st) == 1
