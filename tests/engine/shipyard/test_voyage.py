"""The maiden voyage (RULES.md §6): equipping, speed, the conditions, sailing, officials, the Blue
Riband, removing canals; the rulebook's 32-point example."""

from __future__ import annotations

import engine.shipyard.texts as tx
from engine.shipyard.actions import Choose, Fit, Launch, SteerTo, TakePart
from engine.shipyard.data import BUILD
from engine.shipyard.planner import conditions, plan_launch
from engine.shipyard.state import SAIL, SHIPS
from engine.shipyard.voyage import base_speed, speed

from .helpers import GAME, employee, fresh, refused

SHIP = ["BOW05", "MIA27", "MIB11", "STN05"]  # 3 cabins, 2 sail/funnel, 1 propeller, 1 cannon mount, 4 lifebuoys


def test_speed_formulas() -> None:
    assert base_speed({"funnel": 1, "propeller": 1, "sail": 2}) == 6  # the rulebook's "=6"
    assert base_speed({"sail": 2}) == 3  # "=3"
    assert base_speed({}) == 1  # a bare hull moves 1 space
    assert base_speed({"funnel": 3}) == 2  # a pair of funnels adds 1 without a propeller
    assert base_speed({"funnel": 2, "propeller": 2, "sail": 1}) == 7
    assert speed({"sail": 4}, True, 2) == 8


def _ready(employees: list[str]):  # type: ignore[no-untyped-def]
    """Seat 0 has the example ship in its yard, ready to sail, and the canal system below."""
    st = fresh(4)
    p = st.ps[0]
    for pid in SHIP:
        for col in st.columns:
            if pid in col:
                col[col.index(pid)] = None
        for d in st.decks.values():
            if pid in d:
                d.remove(pid)
    for col in range(4):
        st.columns[col] = [x for x in st.columns[col] if x is not None]
    p.yard = SHIP[:3] + ["" for _ in range(6)]
    st.columns[3].append(SHIP[3]) if len(st.columns[3]) < 5 else st.columns[3].__setitem__(0, SHIP[3])
    p.employees = employees
    p.items.update(
        {"captain": 1, "merchant": 2, "soldier": 1, "cannon": 1, "crane": 1, "funnel": 1, "propeller": 1, "sail": 3}
    )
    grid = {(0, 0): ("CAN08", 0), (1, 0): ("CAN15", 0), (1, 1): ("CAN14", 2)}
    for tile, _ in grid.values():
        for pile in (st.canal_offer, st.canal_deck):
            if tile in pile:
                pile.remove(tile)
    st.canal_offer = (st.canal_offer + [st.canal_deck.pop() for _ in range(3)])[:5]
    p.canals = dict(grid)
    p.boat, p.stern = (0, 0, "s0"), "e:W"
    p.coins = 10
    GAME.apply(st, 0, Choose(BUILD))
    row = st.columns[3].index(SHIP[3])
    GAME.apply(st, 0, TakePart(3, row, 3))
    from engine.shipyard.actions import ConfirmBuild, EndActions

    GAME.apply(st, 0, ConfirmBuild())
    if st.stage != SHIPS:
        GAME.apply(st, 0, EndActions())
    assert st.stage == SHIPS
    return st


def test_rulebook_32_point_example() -> None:
    """1 captain, 2 merchants, 1 soldier, a cannon, a crane, speed 7: 15 before sailing; two lifebuoy
    officials (2 x 4), a trade official (2 + 1), the last riband on move 6: 17; 32 in all."""
    st = _ready([employee("CON_sail"), employee("CON_crane")])
    p = st.ps[0]
    for item in [
        "captain",
        "merchant",
        "merchant",
        "soldier",
        "cannon",
        "crane",
        "funnel",
        "propeller",
        "sail",
        "sail",
        "sail",
    ]:
        GAME.apply(st, 0, Fit(0, item))
    assert conditions(p, SHIP, st.fitting, False, 0) == (7, True, True)
    GAME.apply(st, 0, Launch(0, False, 0))
    assert p.score == 32
    assert p.fleet[-1].points == 32 and p.fleet[-1].speed == 7
    # the boat stays where it stopped, stern towards where it came from; the cards left are used
    assert p.boat == (1, 1, "s1") and p.stern == "s:s2"
    assert p.used == ["CAN08", "CAN15"] and list(p.canals) == [(1, 1)]
    assert p.yard == [""] * 9 and st.active == 1


def test_mount_types_and_cabins() -> None:
    st = _ready([])
    p = st.ps[0]
    for item in ["funnel", "sail"]:
        GAME.apply(st, 0, Fit(0, item))
    refused(st, 0, Fit(0, "sail"), tx.E_MOUNT)  # both sail/funnel mounts are taken
    refused(st, 0, Fit(0, "crane"), tx.E_MOUNT)  # a crane never goes on another type of mount
    GAME.apply(st, 0, Fit(0, "captain"))  # the first captain needs no cabin
    for item in ["merchant", "merchant", "soldier"]:
        GAME.apply(st, 0, Fit(0, item))
    p.items["captain"] += 1
    refused(st, 0, Fit(0, "captain"), tx.E_CABIN)  # an officer needs a cabin too


def test_constructor_adds_items_without_mounts() -> None:
    st = _ready([employee("CON_propeller")])
    GAME.apply(st, 0, Fit(0, "propeller"))
    st.ps[0].items["propeller"] = 2
    GAME.apply(st, 0, Fit(0, "propeller"))  # the second one rides on the constructor
    refused(st, 0, Fit(0, "propeller"), tx.E_MOUNT)


def test_no_captain_no_points() -> None:
    st = _ready([])
    p = st.ps[0]
    GAME.apply(st, 0, Fit(0, "merchant"))
    GAME.apply(st, 0, Launch(0, False, 0))
    assert p.score == 0 and p.fleet == [] and p.items["merchant"] == 2  # items stay in the supply
    assert p.yard == [""] * 9 and p.boat == (0, 0, "s0")  # the boat did not move
    assert set(SHIP) <= set(st.scrapped)


def test_canals_too_short_no_points() -> None:
    st = _ready([])
    p = st.ps[0]
    for item in ["captain", "funnel", "propeller", "sail"]:
        GAME.apply(st, 0, Fit(0, item))
    GAME.apply(st, 0, Launch(0, False, 0))  # speed 5 is fine
    assert p.fleet and p.fleet[-1].speed == 5
    st2 = _ready([employee("HELMSMAN")])
    st2.ps[0].canals = {(0, 0): ("CAN08", 0)}
    for item in ["captain", "sail"]:
        GAME.apply(st2, 0, Fit(0, item))
    GAME.apply(st2, 0, Launch(0, True, 0))  # speed 3 on a card of 3 spaces, starting at its end: only 2 moves
    assert st2.ps[0].fleet == [] and st2.ps[0].score == 0


def test_helmsman_and_yardman_are_optional() -> None:
    st = _ready([employee("HELMSMAN"), employee("YARDMAN"), employee("CON_sail")])
    p = st.ps[0]
    for item in ["captain", "sail", "sail", "sail"]:
        GAME.apply(st, 0, Fit(0, item))
    launches = [a for a in GAME.legal_actions(st, 0) if isinstance(a, Launch)]
    assert set(launches) == {Launch(0, h, y) for h in (False, True) for y in (0, 1)}
    refused(st, 0, Launch(0, False, 2), tx.E_YARDMAN)  # 3 sails hold one pair
    supply = {k: p.items[k] + st.fitting.get(k, 0) for k in p.items}
    plan = plan_launch(p, SHIP, supply)
    # without a crane mount: crew 4 + cannon 2 + speed 8 (helmsman, one sail pair) = 14, voyage
    # trade 2 + lifebuoys 2 x 4 + riband on move 6 = 16; speed 8 is the most these canals allow
    assert plan.sails and plan.points == 30 and plan.speed == 8 and plan.helmsman and plan.yardman == 1


def test_junction_choice_is_the_players() -> None:
    st = _ready([])
    p = st.ps[0]
    # a junction ahead of the boat: W -> a, E -> b, S -> c, all with room to go on
    p.canals = {(0, 0): ("CAN08", 0), (1, 0): ("CAN19", 0), (2, 0): ("CAN01", 2), (1, 1): ("CAN02", 3)}
    GAME.apply(st, 0, Fit(0, "captain"))
    for item in ["funnel", "propeller", "sail"]:
        GAME.apply(st, 0, Fit(0, item))
    GAME.apply(st, 0, Launch(0, False, 0))  # speed 5: s1, s2, junction a, h, then the choice
    assert st.stage == SAIL
    options = GAME.legal_actions(st, 0)
    assert set(options) == {SteerTo(1, 0, "b"), SteerTo(1, 0, "c")}
    refused(st, 0, SteerTo(1, 0, "a"), tx.E_STEER)  # never back where it came from
    GAME.apply(st, 0, SteerTo(1, 0, "c"))
    assert p.boat == (1, 0, "c") and st.stage != SAIL and p.used == ["CAN08"]
