"""Hidden and public information (RULES.md §7)."""

from __future__ import annotations

from engine.golden_horn import GAME

from .helpers import B, G, position


def test_view_masks_other_hands_and_the_draw_pile() -> None:
    """RULES.md §7: hidden are "hands, which only their owner sees; the order of the draw pile; which
    cube the bag yields next". "view(state, seat) masks the other players' hands." """
    st = position(3, hands={0: [1, 2, 0, 0, 0, 1], 1: [0, 0, 3, 0, 0, 0], 2: [1] * 6})
    v = GAME.view(st, 1)
    assert v.hands[1] == st.hands[1]
    assert v.hands[0] == [0] * 6 and v.hands[2] == [0] * 6
    assert v.hand_sizes == st.hand_sizes == [4, 3, 6]
    assert v.draw_pile == [-1] * len(st.draw_pile)
    assert v.rng != st.rng
    spectator = GAME.view(st, None)
    assert all(h == [0] * 6 for h in spectator.hands)
    assert GAME.view(st, 1) == v, "a view is deterministic"
    assert st.hands[0] == [1, 2, 0, 0, 0, 1], "viewing does not touch the state"


def test_view_shows_the_board_warehouses_and_bag_counts() -> None:
    """RULES.md §7: public are "ship positions, directions and cargo; port stock; ... every warehouse
    (G14); the discard pile, the draw-pile size and the size of every hand; the counts of each colour
    left in the bag"."""
    st = position(ships={5: (6, -1)}, cargo={5: (G, 3)}, warehouses={1: {B: 2}}, discard={G: 2})
    v = GAME.view(st, 0)
    for name in ("ship_pos", "ship_dir", "cargo", "cargo_colour", "ports", "warehouses", "bag", "discard"):
        assert getattr(v, name) == getattr(st, name), name
    assert len(v.draw_pile) == len(st.draw_pile)


def test_legal_actions_are_the_same_in_the_view() -> None:
    """DESIGN.md: "Bots ... see only view(state, seat)" — so the view must offer the same moves."""
    st = position(ships={5: (6, -1)}, cargo={5: (G, 3)}, hands={0: [2] * 6, 1: [1] * 6})
    assert GAME.legal_actions(GAME.view(st, 0), 0) == GAME.legal_actions(st, 0)
