"""Government contracts and merchant points (RULES.md §9, §7): every contract on a fleet."""

from __future__ import annotations

import pytest

from engine.shipyard.contracts import contract_points, merchant_points
from engine.shipyard.data import tables
from engine.shipyard.state import Player, Ship

from .helpers import employee


def ship(parts: list[str], **items: int) -> Ship:
    return Ship(tuple(parts), tuple((k, v) for k, v in items.items() if v), 1, 0)


def kinds(kind: str) -> list[str]:
    return sorted(p for p, q in tables().parts.items() if q.kind == kind and q.back != "blank")


def blank_ship(n: int, **items: int) -> Ship:
    return ship(["BLANK_B"] + ["BLANK_M"] * (n - 2) + ["BLANK_S"], **items)


FLEET = [
    blank_ship(5, captain=3, merchant=2, crane=1, sail=3, funnel=2, propeller=1, soldier=1, cannon=2),
    blank_ship(6, captain=1, merchant=1, crane=2, sail=2, soldier=2, cannon=1),
    blank_ship(6, captain=2, funnel=1, propeller=1),
    blank_ship(7, captain=1, sail=1),
]


@pytest.mark.parametrize(
    ("cid", "points"),
    [
        ("BLU01", 3 * (1 + 1)),  # merchant-crane pairs on the same ship: 1 + 1
        ("BLU02", 2 * (3 - 1)),  # 3 merchants: 2 beyond the first
        ("BLU03", 6 * 1),  # only ship 1 has sail, funnel and propeller
        ("BLU04", 2 * (3 - 1)),  # 3 soldiers
        ("BLU05", 8 * 2),  # ships 1 and 2 have merchant, soldier, crane and cannon
        ("BLU06", 3 * (1 + 1)),  # sails 3 + 2 + 1: one pair on ship 1, one on ship 2
        ("BLU07", 3 * (2 + 1)),  # officers: 2 on ship 1, 1 on ship 3
        ("BLU08", 18),  # all 8 kinds present
        ("BLU09", 3 * 1),  # a pair of funnels on ship 1
        ("BLU10", 3 * 2),  # 2 propellers
        ("GRN01", 3),  # one ship of exactly 5 parts
        ("GRN02", 17),  # 5 + 6 + 6 + 7 = 24 parts
        ("GRN04", 10),  # two ships of exactly 6 parts (the rulebook's example: 10)
        ("GRN07", 6),  # one ship of 7 or more
        ("GRN09", 10),  # four ships
        ("GRN12", 3 * (1 + 1)),  # soldier-cannon pairs: 1 + 1
    ],
)
def test_fleet_contracts(cid: str, points: int) -> None:
    p = Player(fleet=FLEET[:])
    assert contract_points(cid, p) == points


def test_rulebook_contract_texts() -> None:
    # BLU02: "za 5 obchodníků hráč získá 8 bodů"
    assert contract_points("BLU02", Player(fleet=[blank_ship(3, merchant=5)])) == 8
    # BLU06: 3 + 1 sails on two ships -> 3; 2 + 2 or 4 on one ship -> 6; "4 pairs of sails" -> 12
    assert contract_points("BLU06", Player(fleet=[blank_ship(3, sail=3), blank_ship(3, sail=1)])) == 3
    assert contract_points("BLU06", Player(fleet=[blank_ship(3, sail=2), blank_ship(3, sail=2)])) == 6
    assert contract_points("BLU06", Player(fleet=[blank_ship(3, sail=4)])) == 6
    assert contract_points("BLU06", Player(fleet=[blank_ship(3, sail=4), blank_ship(3, sail=4)])) == 12
    # BLU07: 3 ships with 7 captains -> 4 officers -> 12
    fleet = [blank_ship(3, captain=3), blank_ship(3, captain=2), blank_ship(3, captain=2)]
    assert contract_points("BLU07", Player(fleet=fleet)) == 12
    # BLU03: two of each still 6
    assert contract_points("BLU03", Player(fleet=[blank_ship(3, sail=2, funnel=2, propeller=2)])) == 6
    # GRN01: three ships of exactly 5 parts -> 15
    assert contract_points("GRN01", Player(fleet=[blank_ship(5)] * 3)) == 15
    # GRN05: 7 employees -> 10
    emps = [employee(d) for d in ("HELMSMAN", "YARDMAN", "FOREMAN", "ACCOUNTANT", "CON_sail", "CON_crane", "ENG_sail")]
    assert contract_points("GRN05", Player(employees=emps)) == 10


def test_used_canals_contract() -> None:
    p = Player(used=["CAN01", "CAN02", "CAN03"], used_recorded=2)
    assert contract_points("BLU11", p) == 4 * 5


def _safety_fleet(feature: str, n: int) -> Player:
    """A fleet whose parts carry `n` of a safety feature, built from real parts."""
    idx = {"lifebuoys": 0, "lifeboats": 1, "lanterns": 2}[feature]
    parts = [p for p, q in tables().parts.items() if (q.lifebuoys, q.lifeboats, q.lanterns)[idx] == 1]
    parts = [
        p
        for p in parts
        if sum((tables().parts[p].lifebuoys, tables().parts[p].lifeboats, tables().parts[p].lanterns)) >= 1
    ]
    return Player(fleet=[ship(parts[:n])])


@pytest.mark.parametrize(("cid", "feature"), [("BLU12", "lifebuoys"), ("GRN03", "lanterns"), ("GRN06", "lifeboats")])
def test_safety_tables(cid: str, feature: str) -> None:
    """ "6 záchranných kruhů přináší 12 bodů. Každý záchranný kruh nad 6 přináší jeden bod navíc.\""""
    assert contract_points(cid, _safety_fleet(feature, 6)) == 12
    assert contract_points(cid, _safety_fleet(feature, 8)) == 14
    assert contract_points(cid, _safety_fleet(feature, 3)) == 4
    assert contract_points(cid, Player()) == 0


def test_all_three_safety_features() -> None:
    t = tables().parts
    with_all = [p for p, q in t.items() if q.lifebuoys and q.lifeboats and q.lanterns]
    parts = with_all[:1] if with_all else []
    if not parts:
        buoy = next(p for p, q in t.items() if q.lifebuoys)
        boat = next(p for p, q in t.items() if q.lifeboats)
        lant = next(p for p, q in t.items() if q.lanterns)
        parts = [buoy, boat, lant]
    fleet = [ship(parts), ship(parts + parts), ship(["BLANK_B", "BLANK_M", "BLANK_S"])]
    assert contract_points("GRN10", Player(fleet=fleet)) == 10  # two of each still gives 5 a ship


def test_employee_contracts_and_merchant_points() -> None:
    emps = [
        employee(d)
        for d in ("MER_steel_1", "MER_steel_2", "MER_coal_1", "HELMSMAN", "ACCOUNTANT", "ENG_sail", "REC_captain")
    ]
    p = Player(employees=emps)
    # "Zaměstnanci: 5 bodů (1 + 3 za ocel a 1 za uhlí)"
    assert merchant_points(p) == 5
    assert contract_points("GRN08", p) == 2 * 5  # three orange, one blue, one yellow
    # types: orange level 1, orange level 2, blue, yellow, brown, green -> 6 types -> 18
    assert contract_points("GRN11", p) == 18
    assert contract_points("GRN11", Player(employees=emps[:1])) == 1


def test_every_contract_is_covered() -> None:
    covered = {
        "BLU01", "BLU02", "BLU03", "BLU04", "BLU05", "BLU06", "BLU07", "BLU08", "BLU09", "BLU10", "BLU11", "BLU12",
        "GRN01", "GRN02", "GRN03", "GRN04", "GRN05", "GRN06", "GRN07", "GRN08", "GRN09", "GRN10", "GRN11", "GRN12",
    }  # fmt: skip
    assert covered == set(tables().contracts)
    assert sum(1 for c in tables().contracts.values() if c.colour == "blue") == 12
