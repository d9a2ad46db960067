"""The action track (RULES.md §4): first turns, phase 1 with catch-up, choosing, income, the bonus
action, laps, the round counter and the secret contract discards."""

from __future__ import annotations

import pytest

import engine.shipyard.texts as tx
from engine.shipyard.actions import Bonus, Choose, Discard, Hire, ProduceEquipment, TakeSubsidy
from engine.shipyard.data import BUILD, CANAL, CREW_CARD, EQUIP, EXCHANGE, GOODS_CARD, HIRE, SUBSIDY, design_of
from engine.shipyard.state import ACT, CHOOSE, DISCARD
from engine.shipyard.track import income, move_to_lead

from .helpers import GAME, finish_turn, fresh, refused


def _track(st, positions, lead, figures):  # type: ignore[no-untyped-def]
    st.card_pos = dict(positions)
    st.lead = lead
    st.figures = {c: list(figures.get(c, [])) for c in positions}


def test_set_up_track_and_counter() -> None:
    st = fresh(4)
    assert st.card_pos[BUILD] == 0 and st.lead == BUILD
    assert st.card_pos[EXCHANGE] == 17 and st.card_pos[SUBSIDY] == 16
    assert sorted(p for c, p in st.card_pos.items() if c not in (BUILD, EXCHANGE, SUBSIDY)) == [18, 19, 20, 21, 22]
    assert st.counter == 0  # "4"
    st3 = fresh(3)
    assert SUBSIDY not in st3.card_pos and st3.counter == 1  # Subsidy back in the box; counter on "3"
    assert fresh(2).counter == 2


def test_income_rulebook_example() -> None:
    """Two occupied cards ahead pay 2; Buy Goods with 3 empty spaces in front pays 1 more."""
    st = fresh(4)
    _track(
        st,
        {BUILD: 10, CREW_CARD: 9, HIRE: 8, EQUIP: 6, CANAL: 3, GOODS_CARD: 22, EXCHANGE: 21, SUBSIDY: 20},
        BUILD,
        {CREW_CARD: [1], HIRE: [2]},
    )
    assert income(st, EQUIP) == (2, 0)  # 1 empty space in front
    assert income(st, CANAL) == (2, 0)  # 2 empty spaces
    assert income(st, GOODS_CARD) == (2, 1)  # 3 empty spaces: +1
    st.figures[EXCHANGE] = [3]  # a figure behind Buy Goods: no bonus
    assert income(st, GOODS_CARD) == (2, 0)
    assert income(st, BUILD) == (0, 0)  # ahead of every figure: nothing


def test_income_two_players_counts_cards_not_figures() -> None:
    """2 players: Crew Recruitment with three occupied cards ahead pays 3 (own figures count)."""
    st = fresh(2)
    _track(
        st,
        {BUILD: 5, HIRE: 4, EQUIP: 3, CANAL: 2, CREW_CARD: 1, GOODS_CARD: 0, EXCHANGE: 22},
        BUILD,
        {HIRE: [0, 0], EQUIP: [1], CANAL: [1, 0]},
    )
    assert income(st, CREW_CARD) == (3, 0)


def test_empty_space_bonus_rounds_down() -> None:
    st = fresh(4)
    _track(
        st,
        {BUILD: 10, CREW_CARD: 9, HIRE: 3, EQUIP: 2, CANAL: 1, GOODS_CARD: 0, EXCHANGE: 22, SUBSIDY: 21},
        BUILD,
        {CREW_CARD: [1]},
    )
    assert income(st, HIRE) == (1, 1)  # 5 empty spaces -> 1
    st.card_pos[HIRE] = 2
    st.card_pos[EQUIP] = 1
    st.card_pos[CANAL] = 0
    st.card_pos[GOODS_CARD] = 22
    st.card_pos[EXCHANGE] = 21
    st.card_pos[SUBSIDY] = 20
    assert income(st, HIRE) == (1, 2)  # 6 empty spaces -> 2


def test_catch_up_chain() -> None:
    """The new lead lands right behind the last card: that card, and the next, move one space on."""
    st = fresh(4)
    _track(
        st, {BUILD: 20, CREW_CARD: 15, HIRE: 22, EQUIP: 0, CANAL: 1, GOODS_CARD: 5, EXCHANGE: 4, SUBSIDY: 3}, BUILD, {}
    )
    lap = move_to_lead(st, CREW_CARD)
    assert st.card_pos[CREW_CARD] == 21 and st.lead == CREW_CARD
    assert st.card_pos[HIRE] == 23 % 23 + 0 or st.card_pos[HIRE] == 0
    assert (st.card_pos[HIRE], st.card_pos[EQUIP], st.card_pos[CANAL]) == (0, 1, 2)
    assert not lap
    assert move_to_lead(st, GOODS_CARD) is False and st.card_pos[GOODS_CARD] == 22
    # the chain 0,1,2 moves on: the lead needs an empty space in front of it
    assert (st.card_pos[HIRE], st.card_pos[EQUIP], st.card_pos[CANAL]) == (1, 2, 3)


def test_first_turns_four_players() -> None:
    """The starting player may take the lead card and gets no income; the next gets 1 per occupied card ahead."""
    st = fresh(4)
    assert Choose(BUILD) in GAME.legal_actions(st, 0)
    GAME.apply(st, 0, Choose(BUILD))
    assert st.ps[0].coins == 6
    finish_turn(st, 0)
    assert st.active == 1 and st.stage == CHOOSE
    refused(st, 1, Choose(BUILD), tx.E_CARD_TAKEN)
    behind_card = min((c for c in st.card_pos if c != BUILD), key=lambda c: -st.card_pos[c] % 23)
    coins = st.ps[1].coins
    GAME.apply(st, 1, Choose(behind_card))
    assert st.ps[1].coins == coins + 1


def test_figure_on_lead_refused_in_a_normal_turn() -> None:
    st = fresh(3)
    for seat in range(3):
        card = [c for c in (EQUIP, CREW_CARD, HIRE) if not st.figures[c]][0]
        GAME.apply(st, seat, Choose(card))
        said = finish_turn(st, seat)
    # seat 0's normal turn: its card moved to the lead
    assert st.active == 0 and st.stage == CHOOSE
    assert (
        said[-1].render()
        == "0 takes back the figure from Equipment Production: the card moves to the head of the action track."
    )
    assert st.lead == EQUIP and st.figures[EQUIP] == []
    refused(st, 0, Choose(EQUIP), tx.E_LEAD)


def test_two_player_double_figure() -> None:
    st = fresh(2)
    GAME.apply(st, 0, Choose(EQUIP))
    assert st.figures[EQUIP] == [0, 0]
    GAME.apply(st, 0, ProduceEquipment(1))
    finish_turn(st, 0)
    assert st.active == 1
    GAME.apply(st, 1, Choose(CREW_CARD))
    assert st.figures[CREW_CARD] == [1, 1]
    finish_turn(st, 1)
    GAME.apply(st, 0, Choose(HIRE))
    assert st.figures[HIRE] == [0]
    finish_turn(st, 0)
    GAME.apply(st, 1, Choose(GOODS_CARD))
    said = finish_turn(st, 1)
    # fifth turn: the two-figure card (Equipment Production) becomes the lead, one figure joins Hire
    assert st.active == 0 and st.lead == EQUIP
    assert st.figures[EQUIP] == [] and st.figures[HIRE] == [0, 0]
    # the log says so (the track jumped and a figure changed cards without a word)
    assert said[-1].render() == (
        "Equipment Production, holding two of 0's figures, moves to the head of the action track; "
        "one figure moves on to Hire Employees."
    )
    choices = {a.card for a in GAME.legal_actions(st, 0)}  # type: ignore[attr-defined]
    assert choices <= {BUILD, CANAL, EXCHANGE} and EQUIP not in choices


def test_bonus_action_rules() -> None:
    st = fresh(4)
    st.ps[0].coins = 5
    GAME.apply(st, 0, Choose(EQUIP))
    assert st.stage == ACT
    refused(st, 0, Bonus(CREW_CARD), tx.E_BONUS_COINS)
    st.ps[0].coins = 6
    refused(st, 0, Bonus(EQUIP), tx.E_BONUS_SAME)
    st.ps[0].wagons = []  # the Stock Exchange as a bonus needs a wagon card, as a figure's choice does
    refused(st, 0, Bonus("stock_exchange"), tx.E_EXCHANGE_NO_WAGON)
    # the lead card (Ship Building) may be the bonus action; paid before it is performed
    GAME.apply(st, 0, ProduceEquipment(1))
    assert st.stage == ACT and Bonus(SUBSIDY) in GAME.legal_actions(st, 0)
    GAME.apply(st, 0, Bonus(SUBSIDY))
    assert st.ps[0].coins == 0
    refused(st, 0, Bonus(CREW_CARD), tx.E_BONUS_ONCE)
    GAME.apply(st, 0, TakeSubsidy())
    assert st.ps[0].coins == 2 and st.active == 1


def test_coins_of_the_main_action_pay_the_bonus() -> None:
    st = fresh(4)
    st.ps[0].coins = 4
    GAME.apply(st, 0, Choose(SUBSIDY))
    assert all(not isinstance(a, Bonus) for a in GAME.legal_actions(st, 0))
    GAME.apply(st, 0, TakeSubsidy())
    assert Bonus(EQUIP) in GAME.legal_actions(st, 0)


def test_lap_end_and_contract_discards_four_players() -> None:
    st = fresh(4)
    steps = 0
    while st.counter < 2:  # play until the counter reaches "2"
        finish_turn(st, st.active) if st.stage != CHOOSE else GAME.apply(
            st, st.active, GAME.legal_actions(st, st.active)[0]
        )
        steps += 1
        assert steps < 5000
    assert st.stage == DISCARD
    assert st.discard_need == [(2, 2)] * 4
    assert sum(p.turns for p in st.ps) == 4 + 46  # first turns plus two laps of 23 normal turns
    seat = st.active
    d = [a for a in GAME.legal_actions(st, seat) if isinstance(a, Discard)]
    assert len(d) == 9  # 3 choose 2 for each colour
    refused(st, seat, Discard(tuple(st.ps[seat].contracts[:1])), tx.E_DISCARD)
    GAME.apply(st, seat, d[0])
    assert len(st.ps[seat].contracts) == 2 and len(st.ps[seat].discarded) == 4


def test_view_hides_contracts_and_decks() -> None:
    st = fresh(3)
    v = GAME.view(st, 1)
    assert v.ps[1].contracts == st.ps[1].contracts
    assert v.ps[0].contracts == ["?"] * 6
    assert set(v.decks["middle"]) == {"?"} and len(v.decks["middle"]) == len(st.decks["middle"])
    assert set(v.canal_deck) == {"?"} and set(v.wagon_deck) == {"?"}
    assert v.columns == st.columns and v.oval == st.oval  # the offers and the oval are public


def _only_an_engineer_on_the_oval(st):  # type: ignore[no-untyped-def]
    """The oval's only employee is an engineer on the first step (1 coin of surcharge)."""
    eng = next(c for sp in st.oval for stack in sp for c in stack if design_of(c).type == "engineer")
    st.oval = [[[] for _ in range(3)] for _ in range(8)]
    st.oval[(st.oval_pos + 1) % 8][0] = [eng]
    return eng


def test_the_chosen_cards_own_income_may_pay_for_its_action() -> None:
    """§4.5-4.6: the action is carried out after phase 3, so "able to perform" counts the income the
    card itself pays: with 0 coins and a Hire card paying 1, the engineer (surcharge 1) is hirable."""
    st = fresh(4)
    _only_an_engineer_on_the_oval(st)
    GAME.apply(st, 0, Choose(BUILD))
    finish_turn(st, 0)  # seat 0's figure now occupies a card ahead of Hire
    st.ps[1].coins = 0
    assert sum(income(st, HIRE)) == 1
    assert Choose(HIRE) in GAME.legal_actions(st, 1)
    GAME.apply(st, 1, Choose(HIRE))
    assert st.ps[1].coins == 1 and not st.main_done
    assert [type(a).__name__ for a in GAME.legal_actions(st, 1)] == ["Hire"]


def test_a_bonus_bought_first_may_not_spoil_the_chosen_action() -> None:
    """ "Po zisku příjmu musí hráč provést svou vybranou akci": with 7 coins and Hire chosen (the
    engineer costs 1), a bonus Equipment Production first may not spend that last coin."""
    st = fresh(4)
    _only_an_engineer_on_the_oval(st)
    st.ps[0].coins = 7
    GAME.apply(st, 0, Choose(HIRE))
    GAME.apply(st, 0, Bonus(EQUIP))  # 6 paid: 1 coin left, which the engineer needs
    legal = GAME.legal_actions(st, 0)
    assert ProduceEquipment(1) in legal and ProduceEquipment(2) not in legal  # step 2 would cost the coin
    refused(st, 0, ProduceEquipment(2), tx.E_BONUS_SPOILS)
    GAME.apply(st, 0, ProduceEquipment(1))
    assert not st.main_done and any(isinstance(a, Hire) for a in GAME.legal_actions(st, 0))


def test_a_bonus_that_pays_may_come_first_and_pay_for_the_chosen_action() -> None:
    """The rules allow: pay 6 (nothing left), take the Subsidy (+2), then hire the engineer for 1."""
    st = fresh(4)
    _only_an_engineer_on_the_oval(st)
    st.ps[0].coins = 6
    GAME.apply(st, 0, Choose(HIRE))
    assert Bonus(SUBSIDY) in GAME.legal_actions(st, 0)
    refused(st, 0, Bonus(CANAL), tx.E_BONUS_SPOILS)  # the cheapest canal would leave no coin for him
    GAME.apply(st, 0, Bonus(SUBSIDY))
    GAME.apply(st, 0, TakeSubsidy())
    hire = next(a for a in GAME.legal_actions(st, 0) if isinstance(a, Hire))
    GAME.apply(st, 0, hire)
    assert st.ps[0].coins == 1 and len(st.ps[0].employees) == 1


def test_the_bonus_check_reads_a_view_with_hidden_decks_alike() -> None:
    """The check that a bonus bought first leaves the chosen action possible counts coins only, so a
    bot's view (hidden contracts and decks as '?') offers exactly what the state does. Playing the
    bonus's moves out on a copy, as it first did, ran one to the end of the turn and read the other
    players' hidden contracts: a KeyError the soak met twice (game 18,519 of its sequence, kept here)."""
    import json
    from pathlib import Path

    from engine.core.match import Match

    data = json.loads((Path(__file__).parent / "positions" / "soak_18519_bonus_check_on_a_view.json").read_text())
    st = Match.from_json(data).state
    assert st.stage == "act" and not st.main_done and st.chosen == HIRE
    for seat in range(st.players):
        assert GAME.legal_actions(GAME.view(st, seat), seat) == GAME.legal_actions(st, seat)


def test_an_action_that_cannot_be_carried_out_says_what_is_missing() -> None:
    """§5.9 "Hráč musí být schopen vybranou akci provést": the refusal said only "You could not carry
    out that action now."; it says what is missing (no employee to hire and pay for, no wagon left)."""
    st = fresh(4)
    st.oval = [[[] for _ in range(3)] for _ in range(8)]  # nobody on the oval
    st.wagon_offer = []
    refused(st, 0, Choose(HIRE), tx.E_CANNOT_HIRE)
    refused(st, 0, Choose(GOODS_CARD), tx.E_CANNOT_GOODS)
    assert "no employee on the oval" in GAME.why_illegal(st, 0, Choose(HIRE)).render()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_last_laps_turns_left_and_its_last_player_come_true(players: int) -> None:
    """With the round counter on its last space (RULES.md 8.1), `lap_turns_left` counts the regular
    turns still to come, the one under way included, and `last_turn_seat` names who plays the last of
    them: checked at every turn of the last lap, against what the game then does."""
    from engine.bots import make_bot
    from engine.core.match import Match
    from engine.shipyard.state import CHOOSE, REGULAR
    from engine.shipyard.track import lap_turns_left, last_lap, last_regular_turn, last_turn_seat

    checked = 0
    for seed in range(6):
        match = Match("shipyard", players, seed, {})
        bots = [make_bot(match.game, "random", seed * 10 + s) for s in range(players)]
        said: list[tuple[int, int]] = []  # (turns left, last seat) at each turn of the last lap
        played: list[int] = []
        lasts: list[bool] = []  # whether each turn was said to be its player's last
        seen = None
        while not match.is_over() and match.state.mode == REGULAR:
            st = match.state
            if last_lap(st) and st.stage == CHOOSE and st.turn != seen:
                seen = st.turn
                said.append((lap_turns_left(st), last_turn_seat(st)))
                played.append(st.active)
                lasts.append(last_regular_turn(st))
            seat = match.to_act()[0]
            match.apply(seat, bots[seat].choose(match.view(seat), seat))
        if not said or match.state.early_end:
            continue
        assert [n for n, _ in said] == list(range(len(played), 0, -1)), (seed, said)
        assert {s for _, s in said} == {played[-1]} == {match.state.last_seat}, (seed, said, played)
        # a player's last regular turn is his last turn in the lap
        assert lasts == [seat not in played[k + 1 :] for k, seat in enumerate(played)], (seed, played, lasts)
        checked += 1
    assert checked
