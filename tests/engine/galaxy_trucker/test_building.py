"""Building (RULES.md 3; seed: "Nakupování ze skladu"): the hand, the reserve, welding, order
tokens, the hourglass on a hand-driven clock, and the robot variant's action cubes."""

from __future__ import annotations

from typing import Any

import engine.galaxy_trucker.texts as tx
from engine.galaxy_trucker.actions import (
    Adjust,
    Finish,
    Flip,
    PassTurn,
    Place,
    Reserve,
    ReturnTile,
    TakeHidden,
    TakeReserved,
    TakeVisible,
    Wait,
)
from engine.galaxy_trucker.data import CABIN, SINGLE, SMOOTH, STRUCTURAL, UNIVERSAL, components
from engine.galaxy_trucker.rules import GAME
from engine.galaxy_trucker.state import BUILD, CHECK, CREW, FLIGHT
from tests.engine.galaxy_trucker.helpers import act, give, new, refused
from tests.engine.galaxy_trucker.test_ship import find

HUB = find(STRUCTURAL, n=SINGLE, e=UNIVERSAL, s=SINGLE, w=UNIVERSAL)
CABIN_W = find(CABIN, n=SMOOTH, e=SINGLE, s=SMOOTH, w=UNIVERSAL)
S = 1000  # ms
GAME_TILES = components().tiles
GAME_CARDS, GAME_ROUNDS = components().cards, components().rounds


# -- the hand -----------------------------------------------------------------------------------------
def test_a_face_down_tile_comes_to_hand_and_its_draw_is_recorded() -> None:
    st = new(2)
    before = len(st.warehouse)
    out = act(st, 0, TakeHidden(0))
    tile = st.seats[0].hand
    assert tile >= 0 and len(st.warehouse) == before - 1 and tile not in st.warehouse
    assert out.chance == [tile]


def test_one_hand_one_tile() -> None:
    """Seed: "Dokud dílek neumístí nebo nevrátí, nesmí si vzít další"."""
    st = new(2)
    act(st, 0, TakeHidden(0))
    refused(st, 0, TakeHidden(0), tx.R_HAND_FULL)


def test_returned_tile_lies_face_up_for_anyone() -> None:
    st = new(2)
    give(st, 0, HUB)
    act(st, 0, ReturnTile(0))
    assert st.face_up == [HUB] and st.seats[0].hand == -1
    assert TakeVisible(HUB, 0) in GAME.legal_actions(st, 1)
    act(st, 1, TakeVisible(HUB, 0))
    assert st.seats[1].hand == HUB and st.face_up == []
    refused(st, 0, TakeVisible(HUB, 0), tx.R_NOT_FACE_UP)


def test_placing_needs_a_board_cell_that_is_free_and_touches_the_ship() -> None:
    st = new(2)
    give(st, 0, HUB)
    refused(st, 0, Place(5, 5, 0, 0), tx.R_NO_CELL)  # class I has no cell at (5, 5)
    refused(st, 0, Place(7, 7, 0, 0), tx.R_OCCUPIED)  # the starting cabin
    refused(st, 0, Place(9, 9, 0, 0), tx.R_NOT_ADJACENT)
    refused(st, 0, Place(7, 8, 4, 0), tx.R_BAD_ROTATION)
    act(st, 0, Place(7, 8, 0, 0))
    assert st.seats[0].ship.tiles[(7, 8)] == (HUB, 0) and st.seats[0].hand == -1


def test_the_last_tile_moves_until_the_next_is_taken() -> None:
    """Seed: "Umístěný dílek smí přesouvat a otáčet jen do té doby, než si vezme další"."""
    st = new(2)
    give(st, 0, HUB)
    act(st, 0, Place(7, 8, 0, 0))
    assert Adjust(7, 6, 1, 0) in GAME.legal_actions(st, 0)
    act(st, 0, Adjust(7, 6, 1, 0))
    ship = st.seats[0].ship
    assert (7, 8) not in ship.tiles and ship.tiles[(7, 6)] == (HUB, 1)
    act(st, 0, TakeHidden(0))  # welded now
    refused(st, 0, Adjust(7, 8, 0, 0), tx.R_NOT_LAST)
    assert ship.tiles[(7, 6)] == (HUB, 1)


def test_two_reserve_slots_and_a_reserved_tile_never_goes_back() -> None:
    st = new(2)
    for tile in st.warehouse[:2]:
        give(st, 0, tile)
        act(st, 0, Reserve(0))
    kept = list(st.seats[0].reserve)
    give(st, 0, st.warehouse[0])
    refused(st, 0, Reserve(0), tx.R_RESERVE_FULL)
    act(st, 0, ReturnTile(0))
    act(st, 0, TakeReserved(kept[0], 0))
    refused(st, 0, ReturnTile(0), tx.R_NO_RETURN)
    refused(st, 0, TakeReserved(kept[1], 0), tx.R_HAND_FULL)


def test_reserved_tiles_are_lost_and_a_tile_in_hand_goes_back_when_building_ends() -> None:
    """Seed: a player pays for the tiles "které při stavění uschoval"; RULES 3.4: the tile in
    hand goes back face up and is not lost."""
    st = new(2)
    give(st, 0, HUB)
    act(st, 0, Reserve(0))
    give(st, 1, CABIN_W)
    act(st, 0, Finish(0))
    out = act(st, 1, Wait(4 * 90 * S))  # 3, 2, 1, then start (turned at once: seat 0 had finished)
    assert st.phase != BUILD
    assert st.seats[0].lost == [HUB]
    assert CABIN_W in st.face_up and st.seats[1].lost == []
    # the log says what became of them (before, only "Building ends.")
    said = [m.render() for m in out.log]
    assert "1 puts the tile in hand back face up." in said
    assert "0 loses 1 tile not built into the ship: a credit each at the end." in said


def test_order_tokens_go_lowest_first_and_a_finished_ship_is_frozen() -> None:
    st = new(3)
    act(st, 1, Finish(0))
    act(st, 0, Finish(10))
    assert (st.seats[1].token, st.seats[0].token) == (1, 2)
    refused(st, 1, TakeHidden(10), tx.R_FINISHED)
    assert GAME.to_act(st) == (2,)


def test_finishing_needs_an_empty_hand() -> None:
    st = new(2)
    give(st, 0, HUB)
    refused(st, 0, Finish(0), tx.R_HAND_NOT_EMPTY_FINISH)


# -- the clock and the hourglass -----------------------------------------------------------------------
def test_the_hourglass_runs_down_3_2_1_and_waits_for_a_finisher_on_start() -> None:
    """Seed: turned to 3, 2 and 1 as the sand runs out; the first player to finish turns it onto
    start "naposled"; when that sand runs out building stops at once."""
    st = new(2)
    assert (st.hourglass, st.run_ends) == (3, 90 * S)
    act(st, 0, Wait(90 * S))
    assert (st.hourglass, st.run_ends) == (2, 180 * S)
    out = act(st, 0, Wait(270 * S))
    assert st.hourglass == 1 and st.ran_out and st.run_ends == -1  # on 1, empty: nobody has finished
    assert [m.key for m in out.log] == [tx.L_FLIP, tx.L_SAND_WAITS]  # turned onto 1 by itself; it waits
    assert st.phase == BUILD and GAME.to_act(st) == (0, 1)
    out = act(st, 1, Finish(300 * S))
    assert (st.hourglass, st.run_ends) == (0, 390 * S)  # the finisher turned it onto start
    assert out.log[-1].render() == "1 turns the hourglass onto start for the last time."
    give(st, 0, HUB)
    act(st, 0, Place(7, 8, 0, 389 * S))
    refused(st, 0, TakeHidden(391 * S), tx.R_NOT_BUILDING)  # the sand ran out at 390 s
    act(st, 0, Wait(391 * S))
    assert st.phase in (CHECK, CREW, FLIGHT)
    assert st.seats[0].token == 2


def test_a_finish_before_the_sand_on_1_runs_out_turns_it_at_once_when_it_does() -> None:
    st = new(2)
    act(st, 0, Finish(10 * S))
    act(st, 1, Wait(270 * S))
    assert (st.hourglass, st.run_ends) == (0, 360 * S)


def test_a_move_stamped_in_the_past_is_refused() -> None:
    st = new(2)
    act(st, 0, TakeHidden(5 * S))
    assert st.now == 5 * S
    refused(st, 1, TakeHidden(4 * S), tx.R_CLOCK_BACK)


def test_a_move_stamped_after_building_ended_changes_nothing() -> None:
    """RULES 3.5: an action that has become illegal by its time fails without changing the state."""
    st = new(2)
    act(st, 0, Finish(0))
    refused(st, 1, TakeHidden(400 * S), tx.R_NOT_BUILDING)
    assert st.now == 0 and st.phase == BUILD


def test_everyone_finished_ends_building_at_once() -> None:
    st = new(2)
    act(st, 0, Finish(1 * S))
    act(st, 1, Finish(2 * S))
    assert st.phase != BUILD


def test_manual_flips_follow_the_seed() -> None:
    """Seed: "může je jakýkoliv hráč otočit" onto 2 and 1; onto start only who took a token."""
    st = new(2, hourglass_flips="manual")
    refused(st, 0, Flip(0), tx.R_NO_FLIP)
    out = act(st, 0, Wait(90 * S))
    assert st.ran_out and st.hourglass == 3
    assert [m.render() for m in out.log] == ["The sand has run out on position 3: anyone may turn the hourglass."]
    out = act(st, 1, Flip(95 * S))
    assert (st.hourglass, st.run_ends) == (2, 185 * S)
    assert [m.render() for m in out.log] == ["1 turns the hourglass onto position 2."]  # who turned it
    act(st, 0, Wait(185 * S))
    act(st, 0, Flip(185 * S))
    out = act(st, 0, Wait(275 * S))
    assert st.hourglass == 1 and st.ran_out
    assert [m.key for m in out.log] == [tx.L_SAND_OUT_LAST]  # onto start only a finished player
    refused(st, 0, Flip(275 * S), tx.R_FLIP_FINISHED)
    act(st, 1, Finish(276 * S))
    assert Flip(276 * S) in GAME.legal_actions(st, 1)
    act(st, 1, Flip(276 * S))
    assert (st.hourglass, st.run_ends) == (0, 366 * S)


def test_without_the_hourglass_building_ends_when_the_last_player_finishes() -> None:
    """Seed: the hourglass is there "to speed the game up" (option `hourglass_flips` = "none"): without
    it no sand runs and nobody turns anything; each player finishes when content, and building ends
    when the last one takes a token, however long that takes."""
    st = new(3, hourglass_flips="none")
    assert st.run_ends == -1 and GAME.clock_event(st) is None
    act(st, 1, Finish(20 * S))
    act(st, 0, Wait(3_600 * S))  # an hour later: no sand has run out, nothing ended
    assert st.phase == BUILD and not st.ran_out and st.run_ends == -1 and GAME.to_act(st) == (0, 2)
    assert not any(isinstance(a, Flip) for s in (0, 1, 2) for a in GAME.legal_actions(st, s))
    refused(st, 0, Flip(3_600 * S), tx.R_NO_HOURGLASS)
    give(st, 0, HUB)
    act(st, 0, Place(7, 8, 0, 3_700 * S))
    act(st, 2, Finish(3_800 * S))
    assert st.phase == BUILD and st.seats[2].token == 2
    act(st, 0, Finish(5_000 * S))
    assert st.phase != BUILD and [p.token for p in st.seats] == [3, 1, 2]
    assert GAME.resolve_options(3, {})["hourglass_flips"] == "auto"  # the default keeps the sand


def test_hourglass_may_start_on_the_rounds_number() -> None:
    st = new(2, hourglass_start="round")
    assert st.hourglass == 1


# -- the robot variant -----------------------------------------------------------------------------------
def test_robot_cubes_at_the_start() -> None:
    """Seed: the last seat sets aside 3 cubes, each earlier one more: 6, 7, 8, 9 with four."""
    st = new(4, build_variant="robot")
    assert [p.cubes for p in st.seats] == [6, 7, 8, 9]
    assert GAME.to_act(st) == (0,)
    assert GAME.legal_actions(st, 1) == []


def test_robot_costs_and_passing() -> None:
    """Seed: reveal 1, place 2, reserve 1; more than three cubes must be spent."""
    st = new(2, build_variant="robot")
    p = st.seats[0]
    assert p.cubes == 8
    act(st, 0, TakeHidden(0))
    assert p.cubes == 7
    refused(st, 0, PassTurn(), tx.R_PASS_HAND)
    act(st, 0, Reserve(0))
    assert p.cubes == 6
    refused(st, 0, PassTurn(), tx.R_MUST_ACT)
    give(st, 0, HUB)
    act(st, 0, Place(7, 8, 0, 0))
    assert p.cubes == 4
    act(st, 0, TakeHidden(0))
    act(st, 0, ReturnTile(0))
    assert p.cubes == 3
    act(st, 0, PassTurn())
    assert GAME.to_act(st) == (1,)
    # the next turn of seat 0 refills 9 plus what was left (3), at most 12
    q = st.seats[1]
    while q.cubes > 3:
        act(st, 1, TakeHidden(0))
        act(st, 1, ReturnTile(0))
    act(st, 1, PassTurn())
    assert p.cubes == 12


def test_robot_first_finisher_cuts_the_others_to_nine_and_three_last_turns() -> None:
    st = new(2, build_variant="robot")
    act(st, 0, Finish(0))
    q = st.seats[1]
    assert (q.cap, q.final_turns, st.seats[0].token) == (9, 3, 1)
    for _ in range(3):
        assert GAME.to_act(st) == (1,)
        while q.cubes > 3:
            act(st, 1, TakeHidden(0))
            act(st, 1, ReturnTile(0))
        act(st, 1, PassTurn())
        assert q.cubes <= 9
    assert q.token == 2 and st.phase != BUILD


def test_robot_refill_after_the_first_finish_is_six_plus_leftover() -> None:
    st = new(3, build_variant="robot")
    q = st.seats[0]
    act(st, 0, TakeHidden(0))
    act(st, 0, ReturnTile(0))
    while q.cubes > 3:
        act(st, 0, TakeHidden(0))
        act(st, 0, ReturnTile(0))
    left = q.cubes
    act(st, 0, PassTurn())
    assert st.seats[1].cubes == 8  # a first turn: the cubes not set aside, no refill
    act(st, 1, Finish(0))
    assert (q.cap, q.final_turns) == (9, 3)
    # seat 2 has its first turn; then seat 0 comes back with 6 plus its leftover
    r = st.seats[2]
    while r.cubes > 3:
        act(st, 2, TakeHidden(0))
        act(st, 2, ReturnTile(0))
    act(st, 2, PassTurn())
    assert q.cubes == min(9, 6 + left)


def _bay_tile_in_hand_with_a_full_reserve() -> tuple[Any, int]:
    """Robot variant with a mission: seat 0's reserve holds two tiles and it takes a tile from its
    mission bay with a single cube left (too few to place it)."""
    st = new(4, 5, build_variant="robot", mission="M2")
    p = st.seats[0]
    assert p.bay, "M2 deals fragile tiles into each bay"
    p.reserve = [st.warehouse.pop(), st.warehouse.pop()]
    tile = p.bay[0]
    act(st, 0, TakeReserved(tile, 0))
    p.cubes = 1
    return st, tile


def test_a_mission_bay_tile_goes_back_to_its_bay_when_it_cannot_be_placed() -> None:
    """RULES.md 8.2: bay tiles are not reserved tiles. One taken into the hand with a full reserve and
    too few cubes to place it used to leave the seat with no legal move at all (found by the soak in
    19 of 1,943 games); it goes back to its bay, free, and takes no reserve slot."""
    st, tile = _bay_tile_in_hand_with_a_full_reserve()
    p = st.seats[0]
    assert p.hand_from == "bay"
    legal = GAME.legal_actions(st, 0)
    assert Reserve(0) in legal and not any(isinstance(a, ReturnTile | Place) for a in legal)
    refused(st, 0, ReturnTile(0), tx.R_NO_RETURN_BAY)  # a mission tile, not a reserved one
    out = act(st, 0, Reserve(0))
    assert [m.key for m in out.log] == [tx.L_BAY_BACK]  # the log says where it went
    assert p.hand == -1 and tile in p.bay and tile not in p.reserve and len(p.reserve) == 2
    assert p.cubes == 1  # putting it back costs nothing
    assert PassTurn() in GAME.legal_actions(st, 0)


def test_a_mission_bay_tile_in_hand_when_building_ends_is_lost() -> None:
    """RULES.md 8.2: a bay tile not on the ship when building ends is lost, not left face up."""
    st, tile = _bay_tile_in_hand_with_a_full_reserve()
    from engine.core.rng import Chance
    from engine.galaxy_trucker.building import end_building

    end_building(st, Chance(st.rng, None), [])
    p = st.seats[0]
    assert tile in p.lost and tile not in st.face_up and p.hand == -1


def test_a_reserved_tile_taken_back_into_the_hand_is_still_paid_for() -> None:
    """Seed: a player pays for the tiles "které při stavění uschoval"; DECISION 10: reserved tiles
    cannot be discarded. One taken back into the hand just before the sand ran out was returned face up
    and cost nothing (up to 2 credits a round saved by the trick)."""
    st = new(2)
    give(st, 0, HUB)
    act(st, 0, Reserve(0))
    act(st, 0, TakeReserved(HUB, 0))
    act(st, 1, Finish(0))
    act(st, 0, Wait(4 * 90 * S))
    assert st.phase != BUILD
    assert st.seats[0].lost == [HUB] and HUB not in st.face_up


def test_with_manual_flips_a_finished_player_may_turn_the_hourglass_on_from_3() -> None:
    """Seed: "může je jakýkoliv hráč otočit" — a finished player too, or the last one building could
    let the sand lie and build on for ever."""
    st = new(2, hourglass_flips="manual")
    act(st, 0, Finish(0))
    act(st, 1, Wait(90 * S))
    assert st.ran_out and st.hourglass == 3
    assert 0 in GAME.to_act(st) and Flip(90 * S) in GAME.legal_actions(st, 0)
    act(st, 0, Flip(90 * S))
    assert (st.hourglass, st.run_ends) == (2, 180 * S)


def test_robot_more_than_three_cubes_must_go_on_a_reserved_tile_that_fits() -> None:
    """Seed: with more than three cubes a player "musí je nějak spotřebovávat". With the warehouse and the
    middle empty, a reserved tile that fits still takes cubes (2 to place it): no pass yet."""
    st = new(2, build_variant="robot")
    p = st.seats[0]
    give(st, 0, HUB)
    act(st, 0, Reserve(0))
    st.seats[1].lost += st.warehouse + st.face_up  # nothing left in the middle (every tile still somewhere)
    st.warehouse, st.face_up = [], []
    assert p.cubes > 3
    refused(st, 0, PassTurn(), tx.R_MUST_ACT)
    act(st, 0, TakeReserved(HUB, 0))
    act(st, 0, Place(7, 8, 0, 0))
    assert p.cubes <= 3 or PassTurn() in GAME.legal_actions(st, 0)


def test_no_seat_sees_which_tiles_lie_face_down() -> None:
    """RULES.md 3.3: face-down tiles are hidden from everyone. With Mixed Manifest (M6) the special
    tiles shuffled into the warehouse were drawn at random, so a view listing the warehouse told every
    seat which of them (and each heavy cargo's engine penalty) it could still draw."""
    st = new(3, mission="M6")
    specials = [t for t in st.warehouse if GAME_TILES[t].special]
    assert len(specials) == 12
    for seat in (0, 1, 2, None):
        view = GAME.view(st, seat)
        assert len(view.warehouse) == len(st.warehouse) and set(view.warehouse) == {-1}
        if seat is not None:
            assert GAME.legal_actions(view, seat) == GAME.legal_actions(st, seat)


def test_card_preview_deals_four_piles_three_open_and_flies_them_shuffled_together() -> None:
    """DECISION 34 (option `card_preview`): when building starts the round's cards are dealt as four
    piles; every seat's view shows the first three and hides the fourth; the flight's deck is exactly
    those cards, shuffled, its top card of the round's level. Without the option nothing is dealt early."""
    from collections import Counter

    from engine.core.rng import Rng
    from engine.galaxy_trucker.bot_rollout import hidden_deck

    assert new(2).piles == [] and GAME.resolve_options(2, {})["card_preview"] is False
    for rnd, size in ((1, 2), (2, 3), (3, 4)):
        st = new(3, seed=rnd, card_preview=True)
        while st.round < rnd:  # fly the earlier rounds out quickly: everyone gives up at once
            for seat in GAME.to_act(st):
                legal = GAME.legal_actions(st, seat)
                pick = next((a for a in legal if type(a).__name__ in ("Finish", "GiveUp", "AutoFix")), legal[0])
                act(st, seat, pick)
                break
        assert st.phase == BUILD and [len(p) for p in st.piles] == [size] * 4
        counts = Counter(GAME_CARDS[c].level for pile in st.piles for c in pile)
        assert counts == Counter(dict(GAME_ROUNDS[rnd - 1].deck))
        for seat in (0, 1, 2):
            view = GAME.view(st, seat)
            assert view.piles[:3] == st.piles[:3] and view.piles[3] == [-1] * size
        piles = [list(p) for p in st.piles]
        for seat in (0, 1, 2):
            act(st, seat, Finish(st.now))
        while st.phase != "flight":
            seat = GAME.to_act(st)[0]
            act(st, seat, GAME.legal_actions(st, seat)[0])
        assert sorted(st.deck) == sorted(c for p in piles for c in p)
        assert GAME_CARDS[st.deck[0]].level == rnd
        # a bot's guess at the deck keeps every card it saw in the open piles
        view = GAME.view(st, 0)
        for k in range(5):
            guess = hidden_deck(view, Rng(k))
            assert len(guess) == len(st.deck) and set(c for p in piles[:3] for c in p) <= set(guess)
