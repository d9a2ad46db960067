"""Loading in the home ports, and refilling them from the bag (RULES.md §5.2, G1, G3)."""

from __future__ import annotations

import engine.golden_horn.texts as tx
from engine.golden_horn import GAME
from engine.golden_horn.actions import Sail

from .helpers import BLUE, C2, MODON2, ORANGE, PINK, RED, B, G, O, P, R, Y, act, loads, position, refuse, sail


def test_only_colours_not_on_the_sails() -> None:
    """Seed: "Hráč si může zvolit pouze zboží takové barvy, která se nenachází na jeho plachtách!"
    The trio ship (green, red, yellow — the rulebook's example ship) may take pink, orange or blue."""
    st = position(ports=([2, 2, 2, 1, 1, 1], None))
    assert loads(st, 2) == {PINK, ORANGE, BLUE}
    assert loads(st, 0) == {"yellow", "green", ORANGE, RED, BLUE}  # mono pink
    assert loads(st, 1) == {"yellow", PINK, "green", RED}  # duo blue/orange


def test_loads_all_cubes_of_the_colour() -> None:
    """Seed: "naloží si zde hráč všechno zboží jedné barvy ... Hráč se rozhodl pro modré zboží.
    V tom případě dostane dva kusy." """
    st = position(ports=({Y: 2, P: 1, G: 1, O: 1, R: 2, B: 2}, None), bag={P: 10}, cubes_rest=1)
    sail(st, 2, 1, load=BLUE)
    assert st.cargo[2] == 2 and st.cargo_colour[2] == B
    # the port lost both blue cubes and was refilled with the only colour left in the bag
    assert st.ports[0] == [2, 3, 1, 1, 2, 0] and st.bag == [0, 8, 0, 0, 0, 0]


def test_loading_is_compulsory_when_possible() -> None:
    """G3: "Otherwise loading is compulsory, and the player chooses which legal colour to take." """
    st = position(ports=({R: 4, B: 5}, None))
    assert loads(st, 2) == {BLUE}
    refuse(st, 0, Sail(2, None, 1), tx.E_LOAD)
    refuse(st, 0, Sail(2, RED, 1), tx.E_LOAD)
    refuse(st, 0, Sail(2, "purple", 1), tx.E_LOAD)


def test_sails_empty_when_no_colour_is_legal() -> None:
    """G3: "If every colour in the port matches one of the ship's sails, or the port is empty, the
    ship departs empty." The port is untouched and nothing is drawn from the bag."""
    st = position(ports=({R: 3, Y: 3, G: 3}, None))
    assert loads(st, 2) == {None}
    refuse(st, 0, Sail(2, RED, 1), tx.E_LOAD)
    bag = st.bag[:]
    sail(st, 2, 1, load=None)
    assert st.cargo[2] == 0 and st.cargo_colour[2] == -1
    assert st.ports[0] == [3, 0, 3, 0, 3, 0] and st.bag == bag


def test_empty_port_sails_empty() -> None:
    """G3: "... or the port is empty, the ship departs empty"."""
    st = position(ports=({}, None), bag=[0] * 6)
    assert loads(st, 0) == {None}


def test_refill_to_nine_from_the_bag() -> None:
    """G1: "Then refill that port from the bag back to 9 cubes." The refill is random, the totals
    are not: the port is back at 9 and the bag is short by exactly the cubes loaded."""
    for seed in range(10):
        st = position(seed=seed, ports=({Y: 4, O: 5}, None))
        bag = sum(st.bag)
        out = sail(st, 1, 1, load="yellow")
        assert st.cargo[1] == 4 and sum(st.ports[0]) == 9 and sum(st.bag) == bag - 4
        assert st.ports[0][O] >= 5
        assert len(out.chance) == 4 + 0  # four bag draws; the duo ship reached a sea space: no cards


def test_bag_running_out_leaves_the_port_short() -> None:
    """G1: "If the bag runs out, the port stays short." """
    st = position(ports=({P: 3, B: 6}, None), bag={Y: 1})
    sail(st, 2, 1, load=PINK)
    assert st.ports[0] == [1, 0, 0, 0, 0, 6] and st.bag == [0] * 6
    assert not st.end_triggered


def test_loading_in_constantinople() -> None:
    """Seed: "Pokud pohyb začíná v některém přístavu (Benátky nebo Konstantinopol), naloží ..." """
    st = position(ships={0: (C2, -1)}, ports=(None, {P: 5, O: 4}), bag={G: 4})
    assert loads(st, 0) == {ORANGE}
    sail(st, 0, 7, load=ORANGE)
    assert st.cargo[0] == 4 and st.cargo_colour[0] == O and st.ports[1] == [0, 5, 4, 0, 0, 0]


def test_no_loading_at_sea_or_in_modon() -> None:
    """Seed: loading happens "Pokud pohyb začíná v některém přístavu (Benátky nebo Konstantinopol)";
    RULES.md: "Modon: nothing loads or unloads"; "Leaving Modon is an ordinary move with no loading"."""
    st = position(ships={2: (MODON2, 1), 1: (2, 1)}, cargo={1: (Y, 2)})
    assert loads(st, 2) == {None} and loads(st, 1) == {None}
    refuse(st, 0, Sail(2, BLUE, 5), tx.E_LOAD_SEA)
    refuse(st, 0, Sail(1, RED, 3), tx.E_LOAD_SEA)
    ports = [p[:] for p in st.ports]
    sail(st, 2, 5)
    assert st.ports == ports and st.cargo[2] == 0


def test_arriving_in_modon_keeps_the_cargo() -> None:
    """RULES.md §5.2: "Modon: nothing loads or unloads, and the ship keeps its direction." """
    st = position(ships={0: (3, 1)}, cargo={0: (B, 3)})
    sail(st, 0, MODON2)
    assert st.cargo[0] == 3 and st.cargo_colour[0] == B and st.ship_dir[0] == 1
    assert st.warehouses[0] == [0] * 6


def test_loading_then_sailing_with_the_same_action() -> None:
    """Seed: "Pokud pohyb začíná v některém přístavu ..., naloží si zde hráč ..." — the load is
    part of the move: one Sail both loads and moves, and the turn then waits for its end."""
    st = position()
    act(st, 0, Sail(2, PINK, 1))
    assert st.ship_pos[2] == 1 and st.cargo_colour[2] == P and st.cargo[2] == 2
    assert GAME.legal_actions(st, 0)[0].kind == "end_turn"
