"""The action cards (RULES.md §5): canals, the two circles with engineers and recruiters, hiring,
goods wagons, the stock exchange, subsidy."""

from __future__ import annotations

import engine.shipyard.texts as tx
from engine.shipyard.actions import BuyGoods, Exchange, Hire, ProduceEquipment, RecruitCrew, RentCanal, TakeSubsidy
from engine.shipyard.data import CANAL, CREW_CARD, EQUIP, EXCHANGE, GOODS_CARD, HIRE, SUBSIDY, tables
from engine.shipyard.moves import canal_options
from engine.shipyard.rondels import exchange_choices

from .helpers import GAME, at_action, employee, fresh, refused


def test_engineer_example() -> None:
    """Engineers "+1 crane" and "+1 sail", marker on cannon: funnel for free gives funnel + crane +
    sail; paying 1 to reach crane gives two cranes and a sail."""
    for steps, cost, want in ((1, 0, {"funnel": 1, "crane": 1, "sail": 1}), (2, 1, {"crane": 2, "sail": 1})):
        st = fresh(4)
        st.equip_pos = tables().equipment_circle.index("cannon")
        st.ps[0].employees = [employee("ENG_crane"), employee("ENG_sail")]
        at_action(st, EQUIP)
        GAME.apply(st, 0, ProduceEquipment(steps))
        got = {k: v for k, v in st.ps[0].items.items() if v}
        assert got == want
        assert st.ps[0].coins == 6 - cost


def test_circle_costs_and_accountant() -> None:
    st = fresh(4)
    st.ps[0].coins = 2
    at_action(st, CREW_CARD)
    assert RecruitCrew(4) not in GAME.legal_actions(st, 0)  # 3 coins for the fourth sector
    refused(st, 0, RecruitCrew(4), tx.E_STEP_COINS)
    refused(st, 0, RecruitCrew(5), tx.E_STEPS)
    st2 = fresh(4)
    st2.ps[0].coins = 1
    st2.ps[0].employees = [employee("ACCOUNTANT")]
    at_action(st2, CREW_CARD)
    # "three choices cost nothing and the fourth costs only 1"
    assert [a for a in GAME.legal_actions(st2, 0) if isinstance(a, RecruitCrew)] == [
        RecruitCrew(s) for s in (1, 2, 3, 4)
    ]
    GAME.apply(st2, 0, RecruitCrew(4))
    assert st2.ps[0].coins == 0


def test_recruiter_adds_its_crew_and_the_propeller_sector() -> None:
    st = fresh(4)
    circle = tables().crew_circle
    st.crew_pos = (circle.index("propeller") - 1) % 4
    st.ps[0].employees = [employee("REC_captain")]
    at_action(st, CREW_CARD)
    GAME.apply(st, 0, RecruitCrew(1))
    assert st.ps[0].items["propeller"] == 1 and st.ps[0].items["captain"] == 1


def test_first_canal_places_the_boat() -> None:
    st = fresh(4)
    at_action(st, CANAL)
    opts = canal_options(st, st.ps[0], st.ps[0].coins)
    assert all((a.x, a.y) == (0, 0) and a.boat for a in opts)  # type: ignore[attr-defined]
    tile = st.canal_offer[0]
    a = RentCanal(0, 0, 0, 1, "s0") if "s0" in tables().shapes[tables().canals[tile].shape].spaces else None
    a = a or RentCanal(0, 0, 0, 1, "a")
    GAME.apply(st, 0, a)
    p = st.ps[0]
    assert p.canals == {(0, 0): (tile, 1)} and p.boat == (0, 0, a.boat)
    assert p.stern == "e:N"  # the W port turned a quarter clockwise points north: stern out of the card
    assert len(st.canal_offer) == 5


def test_canal_must_touch_and_cell_must_be_free() -> None:
    st = fresh(4)
    tile = st.canal_offer[0]
    st.ps[0].canals = {(0, 0): (tile, 0)}
    st.canal_offer = st.canal_offer[1:] + [st.canal_deck.pop()]
    st.ps[0].boat = (0, 0, "s0" if tables().canals[tile].shape != "junction" else "a")
    st.ps[0].stern = "e:W"
    at_action(st, CANAL)
    refused(st, 0, RentCanal(0, 0, 0, 0, ""), tx.E_CELL_TAKEN)
    refused(st, 0, RentCanal(0, 2, 0, 0, ""), tx.E_CELL_TOUCH)
    refused(st, 0, RentCanal(0, 1, 0, 0, "s0"), tx.E_BOAT_LATER)
    GAME.apply(st, 0, RentCanal(0, 0, 1, 3, ""))
    assert (0, 1) in st.ps[0].canals


def test_hire_employee_rules() -> None:
    st = fresh(4)
    p = st.ps[0]
    st.oval_pos = 0
    space = st.oval[1]
    eng = employee("ENG_crane")
    twin = employee("ENG_crane", "B")
    mer2 = employee("MER_coal_2")
    space[0][:] = [eng, twin]  # deck-B twin on top
    space[1][:] = [mer2]
    space[2][:] = []
    p.employees = [eng]
    p.coins = 1
    at_action(st, HIRE)
    refused(st, 0, Hire(1, 0), tx.E_TWIN)  # "Hráč si nesmí vzít stejného zaměstnance dvakrát."
    refused(st, 0, Hire(1, 1), tx.E_LEVEL2)  # level 2 needs level 1
    refused(st, 0, Hire(1, 2), tx.E_HIRE_EMPTY)
    p.employees = [employee("MER_coal_1")]
    p.coins = 0
    refused(st, 0, Hire(1, 0), tx.E_HIRE_COINS)  # the engineer's surcharge of 1
    far = st.oval[(st.oval_pos + 2) % len(st.oval)]
    kept = [stack[:] for stack in far]
    far[0][:] = [employee("CON_sail")]  # no surcharge: only the steps cost, and the words say only that
    refused(st, 0, Hire(2, 0), tx.E_HIRE_STEPS)
    far[:] = kept
    out = GAME.apply(st, 0, Hire(1, 1))
    assert mer2 in p.employees and st.oval_pos == 1 and space[1] == []
    # the log names the merchant's goods and level (they score 1 or 3 points, and the level 2 needs
    # the level 1): "merchant (employee)" alone told the table neither
    assert out.log[-1].render().endswith("hires the coal merchant (level 2) free of charge.")


def test_the_log_names_which_constructor_engineer_or_recruiter_is_hired() -> None:
    """Six constructors, four engineers and four recruiters differ by their item: "hires the
    constructor" did not say which one."""
    from engine.core.messages import Message
    from engine.shipyard.texts import employee_label

    assert employee_label(employee("CON_sail")).render() == "constructor (sail)"
    assert employee_label(employee("CON_any_crew")).render() == "constructor (any crew)"
    assert employee_label(employee("ENG_cannon")).render() == "engineer (cannon)"
    assert employee_label(employee("REC_captain")).render() == "recruiter (captain)"
    assert employee_label(employee("HELMSMAN")).render() == "helmsman"
    assert isinstance(employee_label(employee("FOREMAN")), Message)


def test_foreman_steps() -> None:
    st = fresh(4)
    p = st.ps[0]
    p.employees = [employee("FOREMAN")]
    p.coins = 0
    for space in st.oval:
        for stack in space:
            stack[:] = [employee("HELMSMAN")]
    at_action(st, HIRE)
    # "up to 3 extra steps free": with no coins, steps 1-4 are possible, 5 would cost 1
    steps = {a.steps for a in GAME.legal_actions(st, 0) if isinstance(a, Hire)}  # type: ignore[attr-defined]
    assert steps == {1, 2, 3, 4}


def test_buy_goods_prices_and_refill() -> None:
    st = fresh(4)
    at_action(st, GOODS_CARD)
    st.ps[0].coins = 1
    refused(st, 0, BuyGoods(4), tx.E_WAGON_COINS)
    bottom = st.wagon_offer[0]
    second = st.wagon_offer[1]
    GAME.apply(st, 0, BuyGoods(0))
    assert bottom in st.ps[0].wagons and st.ps[0].coins == 1
    assert st.wagon_offer[0] == second and len(st.wagon_offer) == 5


def test_stock_exchange_sell_and_exchange() -> None:
    """Two coal may become a propeller and a funnel, never two funnels; selling both is fine."""
    assert ("funnel", "propeller") in exchange_choices(("coal", "coal", "steel"))
    st = fresh(4)
    p = st.ps[0]
    p.wagons = ["WAG08"]  # coal, coal, steel
    p.employees = [employee("MER_coal_1"), employee("MER_coal_2")]
    at_action(st, EXCHANGE)
    refused(st, 0, Exchange("WAG08", ("funnel", "funnel")), tx.E_SAME_ITEM)
    refused(st, 0, Exchange("WAG05", ()), tx.E_NO_WAGON)
    refused(st, 0, Exchange("WAG08", ("captain",)), tx.E_EXCHANGE_ITEM)
    GAME.apply(st, 0, Exchange("WAG08", ("funnel",)))
    # marker one step to space 1: coal 2, steel 2; coal sold with +2 from both coal merchants
    assert st.exchange_pos == 1
    assert p.coins == 6 + (2 + 2) + 2
    assert p.items["funnel"] == 1 and p.wagons == [] and "WAG08" in st.wagon_discard


def test_stock_exchange_selling_everything_says_so() -> None:
    """A wagon sold whole logged "sells goods for 10 coins and takes: ." with an empty list."""
    st = fresh(4)
    p = st.ps[0]
    p.wagons = ["WAG08"]  # coal, coal, steel
    p.employees = []
    at_action(st, EXCHANGE)
    outcome = GAME.apply(st, 0, Exchange("WAG08", ()))
    said = [m for m in outcome.log if m.key in (tx.LOG_EXCHANGE, tx.LOG_SELL_ALL)]
    assert [(m.key, m.count) for m in said] == [(tx.LOG_SELL_ALL, p.coins - 6)]
    assert p.coins > 6 and p.wagons == []


def test_stock_exchange_needs_a_wagon() -> None:
    st = fresh(4)
    st.ps[0].wagons = []
    from engine.shipyard.actions import Choose

    assert Choose(EXCHANGE) not in GAME.legal_actions(st, 0)


def test_subsidy() -> None:
    st = fresh(4)
    at_action(st, SUBSIDY)
    GAME.apply(st, 0, TakeSubsidy())
    assert st.ps[0].coins == 8


def test_nothing_paid_is_logged_as_free_not_as_zero_coins() -> None:
    """The log read "pays 0 coins and takes: funnel, crane, sail." and "chooses … and receives 0
    coins." (hundreds of times a game); with nothing paid or received the line says so in words."""
    st = fresh(4)
    st.equip_pos = tables().equipment_circle.index("cannon")
    st.ps[0].employees = [employee("ENG_crane"), employee("ENG_sail")]
    at_action(st, EQUIP)
    outcome = GAME.apply(st, 0, ProduceEquipment(1))  # the first sector costs nothing
    (said,) = [m for m in outcome.log if m.key in (tx.LOG_ITEMS, tx.LOG_ITEMS_FREE)]
    assert said.key == tx.LOG_ITEMS_FREE and said.count is None
    assert said.render() == "0 takes free of charge: funnel, crane, sail."
    st = fresh(4)
    st.equip_pos = tables().equipment_circle.index("cannon")
    at_action(st, EQUIP)
    outcome = GAME.apply(st, 0, ProduceEquipment(2))  # one coin for the second sector
    (said,) = [m for m in outcome.log if m.key in (tx.LOG_ITEMS, tx.LOG_ITEMS_FREE)]
    assert said.key == tx.LOG_ITEMS and said.count == 1
    assert said.render() == "0 pays 1 coin and takes: crane."  # one coin, not "1 coins"


def test_no_log_line_of_whole_games_says_0_coins_or_1_coins() -> None:
    import re

    from engine.bots import make_bot
    from engine.core.match import Match

    zero = re.compile(r"(?<![\d.,])(0 coins|1 coins|1 points)")
    for players, seed in ((2, 11), (3, 12), (4, 13)):
        match = Match("shipyard", players, seed, {})
        bots = [make_bot(match.game, "random", seed + s) for s in range(players)]
        while not match.is_over():
            seat = match.to_act()[0]
            record = match.apply(seat, bots[seat].choose(match.view(seat), seat))
            for message in record.log:
                assert not zero.search(message.render()), message.render()
