"""Set-up (RULES.md §3) and whole-game properties (turn counts, conservation)."""

from __future__ import annotations

from engine.bots import make_bot
from engine.shipyard.data import design_of, part, tables
from engine.shipyard.state import OVER

from .helpers import GAME, fresh


def test_each_player_starts_with() -> None:
    for players in (2, 3, 4):
        st = fresh(players)
        for p in st.ps:
            assert p.yard == [""] * 9 and p.coins == 6
            assert len(p.wagons) == 1 and sorted(tables().wagons[p.wagons[0]]) == ["coal", "steel", "wheat"]
            colours = sorted(tables().contracts[c].colour for c in p.contracts)
            assert colours == ["blue"] * 3 + ["green"] * 3
        assert len(st.ps) == players


def test_part_offer_and_middle_deck() -> None:
    st = fresh(4)
    assert [len(c) for c in st.columns] == [5, 5, 5, 5]
    assert [part(x).kind for x in st.columns[0]] == ["bow"] * 5
    assert all(part(x).kind == "middle" for x in st.columns[1] + st.columns[2])
    assert [part(x).kind for x in st.columns[3]] == ["stern"] * 5
    # the larger middle pile (back I, 36) lies on top: the ten face-up middles are all back I
    assert all(part(x).back == "middle_I" for x in st.columns[1] + st.columns[2])
    assert len(st.decks["middle"]) == 64 - 10 and part(st.decks["middle"][0]).back == "middle_II"
    assert len(st.wagon_offer) == 5 and len(st.wagon_deck) == 5
    assert len(st.canal_offer) == 5 and len(st.canal_deck) == 19


def test_employee_oval() -> None:
    two = fresh(2)
    assert all(len(stack) == 1 for space in two.oval for stack in space)  # deck A only
    four = fresh(4)
    for space in four.oval:
        for stack in space:
            assert len(stack) == 2 and design_of(stack[0]).design == design_of(stack[1]).design
            assert stack[-1].startswith("EMPB")  # the twin lies on top
    first = fresh(3, employees="first_game")
    for space in first.oval:
        special = [s for s in space if design_of(s[0]).type in ("engineer", "recruiter")]
        assert len(special) == 1


def test_turn_counts_and_game_end() -> None:
    """Every player gets 23 normal turns plus his first turn(s)."""
    for players, turns in ((2, 25), (3, 24), (4, 24)):
        st = fresh(players, seed=3)
        bots = [make_bot(GAME, "random", s) for s in range(players)]
        while not GAME.is_over(st):
            seat = GAME.to_act(st)[0]
            GAME.check_invariants(st)
            GAME.apply(st, seat, bots[seat].choose(GAME.view(st, seat), seat))
        assert st.stage == OVER
        if not st.early_end:
            assert [p.turns for p in st.ps] == [turns] * players
        assert all(len(p.contracts) == 2 for p in st.ps)
