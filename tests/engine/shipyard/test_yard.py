"""The shipyard checker (RULES.md §5.1.3-5.1.4) and every yard picture of the rulebook."""

from __future__ import annotations

import pytest

import engine.shipyard.texts as tx
from engine.shipyard.actions import ConfirmBuild, TakePart
from engine.shipyard.data import BUILD
from engine.shipyard.yard import (
    PLACE_FULL,
    PLACE_LEFT,
    PLACE_NEVER,
    PLACE_OCCUPIED,
    PLACE_OK,
    PLACE_RIGHT,
    clearable,
    completed_ships,
    judge,
    slots_for,
    yard_of,
)

from .helpers import GAME, at_action, fresh, refused


@pytest.mark.parametrize(
    ("pat", "legal"),
    [
        ("M........", False),  # "Zakázáno. Na toto políčko lze umístit pouze příď."
        ("S........", False),
        ("........M", False),  # "Na toto políčko lze umístit pouze záď."
        (".S.......", False),  # "Není dostatek políček pro připojení středu a přídě před takto umístěnou záď."
        (".BS......", False),  # "Není žádný způsob, jak vložit středový díl mezi tuto příď a tuto záď."
        ("BBMS.....", True),  # "Když je loď napravo dokončena, tak odpluje a uvolní políčko ... příď nalevo."
        (
            "BMSMBMS..",
            True,
        ),  # "Když odpluje loď nalevo a loď napravo, bude se moci střední část stát součástí nové lodi."
    ],
)
def test_rulebook_yard_pictures(pat: str, legal: bool) -> None:
    assert clearable(pat) is legal


def test_parts_need_not_touch_and_ships_may_lie_in_pieces() -> None:
    # "Hráč nemusí lodní díly umísťovat tak, aby navazovaly na již položené díly v loděnici."
    assert clearable("B...M...S")
    assert clearable("..M......")


def test_judge_names_the_rule() -> None:
    assert judge(yard_of("B........"), [("BLANK_M", 0)]) == PLACE_OCCUPIED
    assert judge(yard_of("........."), [("BLANK_M", 0)]) == PLACE_LEFT
    assert judge(yard_of("........."), [("BLANK_M", 8)]) == PLACE_RIGHT
    assert judge(yard_of("........."), [("BLANK_S", 1)]) == PLACE_NEVER
    assert judge(yard_of("BMMMMMMM."), [("BLANK_M", 8)]) == PLACE_RIGHT
    assert judge(yard_of("BMSB.MMM."), [("BLANK_M", 4), ("BLANK_S", 8)]) == PLACE_OK
    # "Hráč nesmí zaplnit všechna svá prázdná políčka v loděnici, pokud tím nedokončí alespoň jednu loď."
    assert judge(yard_of("BMMMBMMM."), [("BLANK_S", 8)]) == PLACE_OK  # the stern completes B-M-M-M-S
    assert judge(yard_of("BBBBBB.MS"), [("BLANK_S", 6)]) == PLACE_FULL
    assert judge(yard_of("BBBBBB.MS"), [("BLANK_B", 6)]) == PLACE_OK  # fills the yard but completes a ship


def test_whole_purchase_is_judged_together() -> None:
    # a bow, a middle and a stern that only make sense together
    assert judge(yard_of("........."), [("BLANK_B", 3), ("BLANK_M", 4), ("BLANK_S", 5)]) == PLACE_OK
    assert judge(yard_of("........."), [("BLANK_S", 1), ("BLANK_B", 0)]) == PLACE_NEVER


def test_completed_ships() -> None:
    assert completed_ships(yard_of("BMSBMMS..")) == [(0, 2), (3, 6)]
    assert completed_ships(yard_of("BBMS.....")) == [(1, 3)]
    assert completed_ships(yard_of("BS.......")) == []


def test_slots_for_a_part() -> None:
    assert slots_for(yard_of("........."), "bow") == [0, 1, 2, 3, 4, 5, 6]
    assert slots_for(yard_of("........."), "stern") == [2, 3, 4, 5, 6, 7, 8]
    assert slots_for(yard_of("B.S......"), "middle") == [1, 3, 4, 5, 6, 7]


def _with_yard(pat: str):  # type: ignore[no-untyped-def]
    st = fresh(4)
    st.ps[0].yard = yard_of(pat)
    st.ps[0].coins = 20
    return at_action(st, BUILD)


def test_occupied_slot_refused() -> None:
    st = _with_yard("B........")
    refused(st, 0, TakePart(0, 0, 0), tx.E_SLOT_TAKEN)


def test_uncompletable_placement_refused() -> None:
    st = _with_yard(".........")
    refused(st, 0, TakePart(3, 0, 1), tx.E_YARD_NEVER)
    refused(st, 0, TakePart(1, 0, 0), tx.E_YARD_LEFT)
    refused(st, 0, TakePart(1, 0, 8), tx.E_YARD_RIGHT)


def test_filling_every_slot_without_a_ship_refused() -> None:
    st = _with_yard("BBBBBB.MS")
    refused(st, 0, TakePart(3, 0, 6), tx.E_YARD_FULL)


def test_three_parts_at_start_prices_then_slide_and_refill() -> None:
    st = _with_yard(".........")
    col = st.columns[1][:]
    top_price_part = col[4]
    coins = st.ps[0].coins
    # take the top (price 2) and the bottom (free) part of the left middle column, and a bow from row 3 (2)
    GAME.apply(st, 0, TakePart(1, 4, 1))
    GAME.apply(st, 0, TakePart(1, 0, 4))
    GAME.apply(st, 0, TakePart(0, 3, 0))
    assert st.ps[0].coins == coins - 2 - 0 - 2
    assert st.ps[0].yard[1] == top_price_part
    GAME.apply(st, 0, ConfirmBuild())
    # the column slid down keeping its order, two new parts at the top
    assert st.columns[1][:3] == col[1:4]
    assert len(st.columns[1]) == 5
