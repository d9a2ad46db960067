"""Game end (RULES.md §8): the early end, the final action, the last chance, final scoring, ties."""

from __future__ import annotations

import engine.shipyard.texts as tx
from engine.shipyard.actions import Bonus, Choose, ConfirmBuild, Pass, TakePart
from engine.shipyard.data import BUILD, EQUIP
from engine.shipyard.state import CHOOSE, DISCARD, FINAL, LAST, LAST_CHANCE, OVER
from engine.shipyard.yard import yard_of

from .helpers import GAME, finish_turn, fresh, refused


def test_deck_exhaustion_ends_the_game_early_with_equal_turns() -> None:
    st = fresh(3)
    st.decks["bow"] = st.decks["bow"][-1:]  # one bow left in the deck
    GAME.apply(st, 0, Choose(BUILD))
    GAME.apply(st, 0, TakePart(0, 0, 0))
    GAME.apply(st, 0, ConfirmBuild())
    assert st.early_end and st.decks["bow"] == []
    finish_turn(st, 0)
    # seats 1 and 2 still play (seat 2, right of the starting player, plays the last regular turn)
    for seat in (1, 2):
        assert st.active == seat and st.stage == CHOOSE
        GAME.apply(st, seat, GAME.legal_actions(st, seat)[0])
        finish_turn(st, seat)
    # before the final actions everybody keeps one blue and one green contract
    assert st.stage == DISCARD and st.discard_need == [(2, 2)] * 3
    for seat in (0, 1, 2):
        GAME.apply(st, seat, GAME.legal_actions(st, seat)[0])
    assert st.mode == FINAL and st.active == 0 and st.stage == CHOOSE


def _to_final(players: int = 2):  # type: ignore[no-untyped-def]
    st = fresh(players)
    st.counter = 3  # blank: this lap is the last
    st.ps[0].contracts = st.ps[0].contracts[:1] + [c for c in st.ps[0].contracts if c.startswith("GRN")][:1]
    while st.mode != FINAL:
        seat = st.active
        if st.stage == CHOOSE:
            GAME.apply(st, seat, GAME.legal_actions(st, seat)[0])
        finish_turn(st, seat)
    return st


def test_final_action_any_card_no_bonus() -> None:
    st = _to_final()
    # every card in play may be chosen, figures or not, the lead included
    cards = {a.card for a in GAME.legal_actions(st, st.active)}  # type: ignore[attr-defined]
    assert st.lead in cards and any(st.figures[c] for c in cards)
    st.ps[st.active].coins = 20
    GAME.apply(st, st.active, Choose(EQUIP))
    refused(st, st.active, Bonus(BUILD), tx.E_BONUS_FINAL)


def test_last_chance_one_part_completing_a_ship() -> None:
    st = _to_final()
    first = st.active
    st.ps[first].yard = yard_of("BM.......")
    st.ps[first].coins = 10
    st.ps[1 - first].yard = yard_of("B........")
    for seat in st.order():
        GAME.apply(st, seat, Choose(EQUIP))
        finish_turn(st, seat)
    assert st.mode == LAST_CHANCE and st.stage == LAST and st.active == first
    legal = GAME.legal_actions(st, first)
    assert Pass() in legal
    assert all(isinstance(a, Pass) or (a.slot == 2 and a.column == 3) for a in legal)  # type: ignore[attr-defined]
    refused(st, first, TakePart(1, 0, 2), tx.E_LAST_COMPLETE)  # a middle there is legal but completes nothing
    GAME.apply(st, first, TakePart(3, 0, 2))
    assert len(st.columns[3]) == 5  # the column slid down and refilled
    finish_turn(st, first)
    # the other player's yard cannot be completed by one part: skipped; the game is over
    assert st.stage == OVER and GAME.legal_actions(st, 0) == [] and GAME.to_act(st) == ()


def test_blank_part_when_the_kind_is_gone() -> None:
    st = fresh(4)
    st.columns[3] = []
    st.decks["stern"] = []
    st.ps[0].yard = yard_of("BM.......")
    GAME.apply(st, 0, Choose(BUILD))
    assert TakePart(3, -1, 2) in GAME.legal_actions(st, 0)
    refused(st, 0, TakePart(0, -1, 0), tx.E_BLANK)
    coins = st.ps[0].coins
    GAME.apply(st, 0, TakePart(3, -1, 2))
    assert st.ps[0].yard[2] == "BLANK_S" and st.ps[0].coins == coins
    # the free purchase says how many parts ("takes ship parts" read oddly for the one part it was)
    said = finish_turn(st, 0)
    assert "0 takes 1 ship part free of charge." in [m.render() for m in said]


def test_a_blank_may_follow_the_last_part_of_its_kind_in_the_same_purchase() -> None:
    """The rulebook's note: a part "of the type the player needs" that is "no longer available" may be
    bought free. Taking the last face-up bow in a purchase makes the next bow of that purchase a blank
    (the engine once judged blanks by the offer at the purchase's start and refused it)."""
    st = fresh(4)
    st.decks["bow"] = []
    st.columns[0] = st.columns[0][:1]  # one face-up bow left, in the free bottom row
    GAME.apply(st, 0, Choose(BUILD))
    assert TakePart(0, -1, 0) not in GAME.legal_actions(st, 0)  # a bow is still there to buy
    refused(st, 0, TakePart(0, -1, 0), tx.E_BLANK)
    GAME.apply(st, 0, TakePart(0, 0, 0))  # the last bow
    assert TakePart(0, -1, 4) in GAME.legal_actions(st, 0)
    coins = st.ps[0].coins
    GAME.apply(st, 0, TakePart(0, -1, 4))
    assert st.ps[0].yard[0] != "BLANK_B" and st.ps[0].yard[4] == "BLANK_B" and st.ps[0].coins == coins
    GAME.apply(st, 0, ConfirmBuild())
    assert st.columns[0] == [] and st.ps[0].yard[4] == "BLANK_B"


def test_final_scoring_and_coin_tie_break() -> None:
    st = _to_final()
    while not GAME.is_over(st):
        seat = st.active
        if st.stage == CHOOSE:
            GAME.apply(st, seat, GAME.legal_actions(st, seat)[0])
        finish_turn(st, seat)
    assert st.stage == OVER
    for p in st.ps:
        assert set(p.end_points) == {"blue", "green", "merchants"}
    st.ps[0].score, st.ps[1].score = 10, 10
    for p in st.ps:
        p.end_points = {"blue": 0, "green": 0, "merchants": 0}
    st.ps[0].coins, st.ps[1].coins = 3, 5
    assert GAME.winners(st) == [1]  # "Při shodě vítězí hráč s větším množstvím zlatých."
    st.ps[0].coins = 5
    assert GAME.winners(st) == [0, 1]
    rows = GAME.score_breakdown(st)
    assert rows[-2].label == tx.ROW_TOTAL and rows[-2].values == (10.0, 10.0)


def test_last_chance_stage_constant() -> None:
    assert LAST == "last"


def test_a_deck_emptied_during_the_final_actions_announces_no_early_end() -> None:
    """The regular game is over: a bow deck emptied by a final Ship Building ends nothing earlier, so
    the log does not say it will (it did, after "The regular game is over")."""
    st = _to_final()
    seat = st.active
    st.decks["bow"] = st.decks["bow"][-1:]
    st.ps[seat].coins = 20
    GAME.apply(st, seat, Choose(BUILD))
    take = next(a for a in GAME.legal_actions(st, seat) if isinstance(a, TakePart) and (a.column, a.row) == (0, 0))
    GAME.apply(st, seat, take)
    out = GAME.apply(st, seat, ConfirmBuild())
    assert st.decks["bow"] == [] and st.early_end and st.mode == FINAL
    assert tx.LOG_EARLY not in [m.key for m in out.log]
