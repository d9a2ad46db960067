"""Set-up: the three route layouts, Modon, placement, the start player, the first stock."""

from __future__ import annotations

from collections import Counter

import pytest

import engine.golden_horn.texts as tx
from engine.core import IllegalAction
from engine.core.options import BAD_VALUE
from engine.core.protocol import BAD_PLAYERS, NOT_YOUR_TURN
from engine.golden_horn import GAME
from engine.golden_horn.actions import Place, Sail
from engine.golden_horn.components import COLOURS, MODON, PORT, SEA, components
from engine.golden_horn.state import PLACE, TURN

from .helpers import act, refuse

TRIANGLE = {"red", "yellow", "blue"}
CIRCLE = {"orange", "pink", "green"}


def names(players: int) -> list[str]:
    out = []
    for sp in components().routes[players]:
        out.append(COLOURS[sp.colour] if sp.kind == SEA else sp.name)
    return out


def test_two_player_route() -> None:
    """RULES.md §3: "2 players: red, yellow, blue, Modon, pink, green, orange." Seed: "Každá z
    těchto cest musí mít jiný symbol" and Modon lies "doprostřed, mezi obě námořní cesty"."""
    assert names(2) == ["venice", "red", "yellow", "blue", "modon", "pink", "green", "orange", "constantinople"]
    seq = names(2)
    assert set(seq[1:4]) == TRIANGLE and set(seq[5:8]) == CIRCLE


def test_three_player_route_has_no_modon() -> None:
    """Seed: "mezistanice Modon se při variantě 3 hráčů nepoužívá"; RULES.md §3 gives the colours
    green, orange, pink, blue, red, yellow, orange, pink, green, red, blue, yellow (● ▲ ● ▲)."""
    assert names(3) == [
        "venice",
        "green",
        "orange",
        "pink",
        "blue",
        "red",
        "yellow",
        "orange",
        "pink",
        "green",
        "red",
        "blue",
        "yellow",
        "constantinople",
    ]
    sea = names(3)[1:-1]
    assert [set(sea[i : i + 3]) for i in range(0, 12, 3)] == [CIRCLE, TRIANGLE, CIRCLE, TRIANGLE]
    st = GAME.new_game(3, 1, {"modon_berths": 3, "modon_draw": True})
    assert st.modon_berths == 0 and st.modon_draw is False


def test_four_player_route_is_three_player_route_with_modon() -> None:
    """RULES.md §3: "4 players: the 3-player sequence with Modon inserted after the sixth space"."""
    three, four = names(3), names(4)
    assert four == three[:7] + ["modon"] + three[7:]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_colour_equally_often(players: int) -> None:
    """RULES.md §3: "Every colour appears equally often: once with 2 players, twice with 3 or 4"."""
    seen = Counter(sp.colour for sp in components().routes[players] if sp.kind == SEA)
    want = 1 if players == 2 else 2
    assert seen == {c: want for c in range(6)}
    ends = components().routes[players]
    assert ends[0].kind == PORT and ends[-1].kind == PORT
    assert ends[0].name == "venice" and ends[-1].name == "constantinople"


@pytest.mark.parametrize(("players", "berths"), [(2, 2), (3, 0), (4, 3)])
def test_modon_berths_per_player_count(players: int, berths: int) -> None:
    """Seed: 2 players — Modon "strana s dvěma kotvišti"; 4 players — "Strana se třemi kotvišti";
    3 players — Modon "se nepoužívá"."""
    st = GAME.new_game(players, 7)
    assert st.modon_berths == berths
    assert sum(1 for sp in components().routes[players] if sp.kind == MODON) == (1 if berths else 0)


def test_modon_berths_option() -> None:
    """RULES.md §10: modon_berths "2 or 3 berths in Modon ... ignored when Modon is not used"."""
    assert GAME.new_game(2, 1, {"modon_berths": 3}).modon_berths == 3
    assert GAME.new_game(4, 1, {"modon_berths": 2}).modon_berths == 2
    assert GAME.new_game(3, 1, {"modon_berths": 2}).modon_berths == 0


def test_modon_draw_standard_per_count() -> None:
    """Seed: "při hře dvou hráčů se v Modonu žádné nové karty nelízají"; RULES.md §10: on with 4."""
    assert GAME.new_game(2, 1).modon_draw is False
    assert GAME.new_game(4, 1).modon_draw is True
    assert GAME.new_game(2, 1, {"modon_draw": True}).modon_draw is True
    assert GAME.new_game(4, 1, {"modon_draw": False}).modon_draw is False


def test_bad_options_and_player_counts_are_refused() -> None:
    """RULES.md §10 lists the allowed values; the game is "pro 2 – 4 hráče"."""
    with pytest.raises(IllegalAction) as err:
        GAME.new_game(2, 1, {"modon_berths": 4})
    assert err.value.message.key == BAD_VALUE
    with pytest.raises(IllegalAction) as err:
        GAME.new_game(5, 1)
    assert err.value.message.key == BAD_PLAYERS


@pytest.mark.parametrize("players", [2, 3, 4])
def test_fresh_game_stock(players: int) -> None:
    """Seed: "Nakonec dobře zamíchejte hrací karty. Každý hráč dostane do ruky 5 karet. Zbývající karty
    odložte lícovou stranou dolů ... balíček pro lízání": cubes (G11) and cards come only after the
    ships are placed, the cards last, so nobody places his ships knowing his hand."""
    st = GAME.new_game(players, 3)
    assert st.phase == PLACE and st.active == 0 and st.start == 0
    assert st.hands == [[0] * 6] * players and st.hand_sizes == [0] * players
    assert len(st.draw_pile) == 54 and st.discard == [0] * 6
    assert st.ports == [[0] * 6, [0] * 6] and st.bag == [15] * 6
    assert st.ship_pos == [-1] * (3 * players)
    GAME.check_invariants(st)
    pile = st.draw_pile[:]
    for seat in range(players):
        for ship in range(3 * seat, 3 * seat + 3):
            assert st.hands[seat] == [0] * 6 and GAME.view(st, seat).hands[seat] == [0] * 6
            act(st, seat, Place(ship, "venice"))
    assert st.phase == TURN and all(sum(h) == 5 for h in st.hands) and st.hand_sizes == [5] * players
    assert st.draw_pile == pile[: 54 - 5 * players]  # dealt from the top of the shuffled pile
    GAME.check_invariants(st)
    random = GAME.new_game(players, 3, {"placement": "random"})
    assert random.phase == TURN and random.hands == st.hands and random.hand_sizes == [5] * players


def test_placement_in_turn_order_then_nine_cubes_per_port() -> None:
    """RULES.md §4: "In turn order, each player places each of his three ships in Venice or in
    Constantinople" and then "Draw 9 at random into Venice, then 9 into Constantinople"."""
    st = GAME.new_game(3, 11)
    assert GAME.to_act(st) == (0,)
    refuse(st, 1, Place(3, "venice"), NOT_YOUR_TURN)
    act(st, 0, Place(0, "venice"))
    act(st, 0, Place(2, "constantinople"))
    assert GAME.to_act(st) == (0,), "a player places all three ships before the next"
    act(st, 0, Place(1, "venice"))
    assert GAME.to_act(st) == (1,) and st.ports == [[0] * 6, [0] * 6]
    for ship in (3, 4, 5):
        act(st, 1, Place(ship, "constantinople"))
    assert GAME.to_act(st) == (2,)
    for ship in (6, 7, 8):
        act(st, 2, Place(ship, "venice"))
    assert st.phase == TURN and st.active == 0 and st.turn == 1
    assert sum(st.ports[0]) == 9 and sum(st.ports[1]) == 9 and sum(st.bag) == 72
    assert st.ship_pos[:3] == [0, 0, 13] and st.ship_dir[:3] == [1, 1, -1]
    assert st.ship_pos[3:6] == [13] * 3 and st.ship_dir[3:6] == [-1] * 3
    assert all(isinstance(a, Sail) for a in GAME.legal_actions(st, 0))


def test_place_actions_offered() -> None:
    """Seed: "Všichni hráči poté libovolně rozmístí své lodě do obou výchozích přístavů"."""
    st = GAME.new_game(2, 5)
    assert set(GAME.legal_actions(st, 0)) == {Place(s, p) for s in (0, 1, 2) for p in ("venice", "constantinople")}
    assert GAME.legal_actions(st, 1) == []


def test_random_placement_option() -> None:
    """RULES.md §10: placement "randomly (a shortcut for quick games)"; ships in a home port face
    the opposite port (G11)."""
    for seed in range(20):
        st = GAME.new_game(4, seed, {"placement": "random"})
        assert st.phase == TURN and st.turn == 1
        for pos, step in zip(st.ship_pos, st.ship_dir, strict=True):
            assert (pos, step) in ((0, 1), (14, -1))
        assert sum(st.ports[0]) == sum(st.ports[1]) == 9 and sum(st.bag) == 72
        GAME.check_invariants(st)
    spread = {tuple(GAME.new_game(4, s, {"placement": "random"}).ship_pos) for s in range(20)}
    assert len(spread) > 1


def test_start_player_first_by_default() -> None:
    """G11: "The start player is seat 0"; G10: the round ends with the seat to his right."""
    st = GAME.new_game(4, 9)
    assert st.start == 0 and st.active == 0 and st.last_seat == 3


def test_random_start_player_option() -> None:
    """G11: "... or random as an option." Placement and play both begin with the start player."""
    starts = set()
    for seed in range(40):
        st = GAME.new_game(3, seed, {"start_player": "random"})
        starts.add(st.start)
        assert st.active == st.start and GAME.to_act(st) == (st.start,)
        assert st.last_seat == (st.start - 1) % 3
        seat = st.start
        for _ in range(3):
            for ship in range(3 * seat, 3 * seat + 3):
                act(st, seat, Place(ship, "venice"))
            seat = (seat + 1) % 3
        assert st.phase == TURN and st.active == st.start
    assert starts == {0, 1, 2}


def test_same_seed_same_setup() -> None:
    """DESIGN.md: "(game, options, seed, actions) replays to the identical state, always"."""
    assert GAME.new_game(4, 77, {"placement": "random"}) == GAME.new_game(4, 77, {"placement": "random"})
    assert GAME.new_game(4, 77) != GAME.new_game(4, 78)


def test_place_refusals() -> None:
    """RULES.md §4: each player places his own three ships, each in Venice or Constantinople."""
    st = GAME.new_game(2, 2)
    refuse(st, 0, Place(3, "venice"), tx.E_NOT_YOUR_SHIP)
    refuse(st, 0, Place(0, "modon"), tx.E_PORT)
    act(st, 0, Place(0, "venice"))
    refuse(st, 0, Place(0, "constantinople"), tx.E_PLACED)
    refuse(st, 0, Sail(1, None, 1), tx.E_PHASE_PLACE)
