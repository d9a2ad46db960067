"""The end of the game: an empty home port, the announcement, finishing the round (RULES.md §8)."""

from __future__ import annotations

from typing import Any

import engine.golden_horn.texts as tx
from engine.core.protocol import GAME_OVER
from engine.golden_horn import GAME
from engine.golden_horn.actions import Announce, EndTurn, Sail
from engine.golden_horn.state import END, OVER, TURN, GoldenHornState

from .helpers import BLUE, C2, C3, B, P, Y, act, loads, position, refuse, sail

SIX = [1, 1, 1, 1, 1, 1]


def empty_bag(players: int = 2, **kw: Any) -> GoldenHornState:
    """The bag is empty; Venice holds only two blue cubes (the mono pink ship takes them)."""
    return position(players, ports=({B: 2}, None), bag=[0] * 6, **kw)


def test_empty_port_triggers_the_end() -> None:
    """Seed: "Hra končí, pokud v některém z výchozích přístavů (Benátky nebo Konstantinopol) již není k
    dispozici žádné další zboží"; G2: "checked right after each loading and refill"."""
    st = empty_bag()
    out = sail(st, 0, 1, load=BLUE)
    assert st.ports[0] == [0] * 6 and st.end_triggered and st.end_reason == "port"
    assert tx.LOG_PORT_EMPTY in [m.key for m in out.log]
    act(st, 0, EndTurn())
    assert st.phase == TURN and GAME.to_act(st) == (1,), "the round is finished first"
    sail(st, 3, 2)
    act(st, 1, EndTurn())
    assert st.phase == OVER and GAME.is_over(st)


def test_a_port_refilled_from_the_bag_does_not_trigger() -> None:
    """G2: checked "right after each loading and refill ... this can only happen once the bag is
    empty". Loading the last two cubes while the bag still holds one leaves the port short, not empty."""
    st = position(ports=({B: 2}, None), bag={P: 1})
    sail(st, 0, 1, load=BLUE)
    assert st.ports[0] == [0, 1, 0, 0, 0, 0] and not st.end_triggered
    st = position(ports=({B: 2}, None), bag={P: 2})
    sail(st, 0, 1, load=BLUE)
    assert st.ports[0] == [0, 2, 0, 0, 0, 0] and not st.end_triggered


def test_the_port_empties_only_by_loading() -> None:
    """G2: the check runs after a loading; a ship leaving with nothing legal to load (G3) takes no
    cubes and so cannot empty a port, even with the bag empty."""
    st = position(ports=({P: 3}, None), bag=[0] * 6)
    sail(st, 0, 1, load=None)
    assert st.ports[0] == [0, 3, 0, 0, 0, 0] and not st.end_triggered


def test_empty_ports_in_the_last_round_send_ships_out_empty() -> None:
    """RULES.md §8: "Ports may stay empty in those last turns; ships that depart from an empty port
    sail empty." """
    st = empty_bag()
    sail(st, 0, 1, load=BLUE)
    act(st, 0, EndTurn())
    assert loads(st, 3) == {None}
    sail(st, 3, 2, load=None)
    assert st.cargo[3] == 0


def test_announce_needs_all_six_colours_in_the_warehouse() -> None:
    """Seed: "Oznámit konec hry může, ale nemusí, jakýkoliv hráč, a to pouze v případě, že má alespoň
    1 kus od každého druhu zboží." G9: "we count the warehouse, because cargo on ships scores nothing"."""
    st = position(warehouses={0: [1, 1, 1, 1, 1, 0]}, ships={0: (6, 1)}, cargo={0: (B, 2)})
    sail(st, 0, 7)
    assert st.phase == END and GAME.legal_actions(st, 0) == [EndTurn()]
    refuse(st, 0, Announce(), tx.E_ANNOUNCE)
    st = position(warehouses={0: [1, 1, 1, 1, 1, 0]}, ships={0: (7, 1)}, cargo={0: (B, 2)})
    sail(st, 0, C2)  # unloading the blue cubes completes the set
    assert GAME.legal_actions(st, 0) == [EndTurn(), Announce()]


def test_announce_ends_the_turn_and_triggers_the_end() -> None:
    """Seed: "Hra končí ... pokud některý hráč oznámí konec hry ... Tento hráč se však nestává
    automaticky vítězem." """
    st = position(warehouses={0: SIX, 1: [5, 5, 5, 5, 5, 0]})
    sail(st, 2, 1)
    out = act(st, 0, Announce())
    assert st.end_triggered and st.end_reason == "announce"
    assert tx.LOG_ANNOUNCE in [m.key for m in out.log]
    assert GAME.to_act(st) == (1,)
    sail(st, 3, 2)
    act(st, 1, EndTurn())
    assert GAME.is_over(st)
    assert GAME.winners(st) == [1], "announcing does not win by itself"


def test_announce_only_at_the_end_of_the_own_turn() -> None:
    """G9: "Only the active player may announce, and only at the end of his turn, after moving." """
    st = position(warehouses={0: SIX, 1: SIX})
    refuse(st, 0, Announce(), tx.E_MUST_SAIL)
    refuse(st, 0, EndTurn(), tx.E_MUST_SAIL)
    sail(st, 2, 1)
    refuse(st, 0, Sail(1, BLUE, 1), tx.E_SAILED)
    act(st, 0, Announce())
    sail(st, 3, 2)
    assert GAME.legal_actions(st, 1) == [EndTurn()]
    refuse(st, 1, Announce(), tx.E_ANNOUNCED)


def test_round_finishes_with_the_last_seat() -> None:
    """Seed: "Kolo se ještě dohraje do konce. Končí tahem hráče, který je poslední v pořadí." With 3
    players and seat 1 triggering, seat 2 still plays, seat 0 does not."""
    st = empty_bag(3, active=1, ships={3: (0, 1), 0: (C3, -1)})
    sail(st, 3, 1, load=BLUE)  # mono orange takes Venice's last cubes
    assert st.end_triggered
    act(st, 1, EndTurn())
    assert GAME.to_act(st) == (2,)
    sail(st, 6, 2, load=None)
    act(st, 2, EndTurn())
    assert GAME.is_over(st) and GAME.to_act(st) == ()


def test_trigger_in_the_last_seats_turn_ends_the_game_after_it() -> None:
    """G10: "If the trigger happens during that player's turn, the game ends when his turn is over." """
    st = position(3, active=2, warehouses={2: SIX})
    sail(st, 6, 1)
    act(st, 2, Announce())
    assert GAME.is_over(st)
    st = empty_bag(3, active=2, ships={6: (0, 1)})
    sail(st, 6, 1, load=BLUE)
    assert not GAME.is_over(st), "the triggering turn itself is still played out"
    act(st, 2, EndTurn())
    assert GAME.is_over(st)


def test_last_seat_is_right_of_the_start_player() -> None:
    """G10: "The round ends with the player seated to the right of the start-player figure's holder."
    With seat 1 starting a 3-player game, seat 0 is last: seat 2's trigger still lets seat 0 play."""
    st = position(3, start=1, active=2, warehouses={2: SIX})
    assert st.last_seat == 0
    sail(st, 6, 1)
    act(st, 2, Announce())
    assert GAME.to_act(st) == (0,)
    sail(st, 0, 2)
    act(st, 0, EndTurn())
    assert GAME.is_over(st)


def test_nothing_happens_after_game_over() -> None:
    """RULES.md §8: the game ends after the last player's turn — no seat may act any more."""
    st = position(active=1, warehouses={1: SIX})
    sail(st, 3, 1)
    act(st, 1, Announce())
    assert st.phase == OVER
    for seat in (0, 1):
        assert GAME.legal_actions(st, seat) == []
        refuse(st, seat, EndTurn(), GAME_OVER)
        refuse(st, seat, Sail(seat * 3, None, 1), GAME_OVER)


def test_ties_are_shared() -> None:
    """Seed: "Pokud stejný počet bodů získalo více hráčů, zůstává stav nerozhodný." (G15)"""
    st = position(active=1, warehouses={0: {Y: 10}, 1: SIX})  # 10 cubes vs 6 cubes + a 6-set (4)
    sail(st, 3, 1)
    act(st, 1, Announce())
    assert GAME.is_over(st)
    assert GAME.scores(st) == [10.0, 10.0] and GAME.winners(st) == [0, 1]
