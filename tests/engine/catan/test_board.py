"""The island's topology and its layouts (shared/rules/catan/RULES.md, Components)."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.catan.board import topology
from engine.catan.components import TERRAIN_COUNTS, TOKENS
from engine.catan.layouts import R_HARBOUR_APART, beginner, from_json, random_layout, spiral_order
from engine.core.errors import IllegalAction
from engine.core.rng import Rng


def test_topology_counts() -> None:
    """19 land hexes, 54 intersections, 72 edges, 30 of them on the coast."""
    t = topology()
    assert (len(t.hexes), len(t.nodes), len(t.edges), len(t.coast_edges)) == (19, 54, 72, 30)
    assert all(len(ns) == 6 for ns in t.hex_nodes)
    assert Counter(len(h) for h in t.node_hexes) == {1: 18, 2: 12, 3: 24}
    assert all(2 <= len(n) <= 3 for n in t.node_nodes)
    # every edge joins two neighbouring intersections
    for a, b in t.edges:
        assert b in t.node_nodes[a] and a in t.node_nodes[b]


def test_beginner_board_rows() -> None:
    """The beginner board: mountains 10, pasture 2, forest 9 on the top row ... the desert in the middle."""
    b = beginner()
    assert b.terrain[:3] == ("mountains", "pasture", "forest") and b.number[:3] == (10, 2, 9)
    assert b.terrain[9] == "desert" and b.number[9] == 0
    assert b.terrain[16:] == ("hills", "fields", "pasture") and b.number[16:] == (5, 6, 11)


def test_spiral_starts_at_a_corner_and_visits_every_hex_once() -> None:
    t = topology()
    for corner in range(6):
        order = spiral_order(corner)
        assert sorted(order) == list(range(19))
        assert len(t.hex_neighbours[order[0]]) == 3  # a corner hex of the outer ring
        assert t.hexes[order[-1]] == (0, 0)
        for a, b in zip(order[:12], order[1:12], strict=False):
            assert b in t.hex_neighbours[a]


@pytest.mark.parametrize("seed", range(30))
def test_random_board_is_laid_the_published_way(seed: int) -> None:
    """Tiles shuffled; tokens A, B, C... along the spiral, skipping the desert."""
    layout = random_layout(Rng(seed))
    assert Counter(layout.terrain) == Counter(TERRAIN_COUNTS)
    assert sorted(n for n in layout.number if n) == list(TOKENS)
    assert all((t == "desert") == (n == 0) for t, n in zip(layout.terrain, layout.number, strict=True))


@pytest.mark.parametrize("seed", range(30))
def test_option_keeps_sixes_and_eights_apart(seed: int) -> None:
    t = topology()
    layout = random_layout(Rng(seed), separate_red=True)
    for h, n in enumerate(layout.number):
        if n in (6, 8):
            assert all(layout.number[o] not in (6, 8) for o in t.hex_neighbours[h])


def test_board_round_trips_through_json() -> None:
    b = random_layout(Rng(7))
    assert from_json(b.to_json()) == b


@pytest.mark.parametrize(
    "mutate",
    [
        lambda d: d["hexes"].pop(),
        lambda d: d["hexes"][0].update(number=7),
        lambda d: d["hexes"][9].update(number=5),
        lambda d: d["harbours"].pop(),
        lambda d: d["harbours"][0].update(type="brick"),
        lambda d: d["harbours"][1].update(coast=d["harbours"][0]["coast"]),
        lambda d: d["harbours"][1].update(coast=(d["harbours"][0]["coast"] + 1) % 30),
    ],
    ids=["18-hexes", "token-7", "desert-token", "8-harbours", "two-brick-harbours", "same-coast", "touching"],
)
def test_a_wrong_board_is_refused_with_a_reason(mutate) -> None:  # type: ignore[no-untyped-def]
    data = beginner().to_json()
    mutate(data)
    with pytest.raises(IllegalAction) as err:
        from_json(data)
    assert "board" in err.value.message.render()


def test_no_edge_lies_between_two_sea_hexes() -> None:
    """Roads are built only on edges that touch land: never between two sea hexes."""
    t = topology()
    assert all(1 <= len(hs) <= 2 for hs in t.edge_hexes)


def test_two_harbours_touching_one_intersection_are_refused() -> None:
    """A table's own board with harbours on neighbouring coast edges: the intersection between them
    would touch two harbours, and the state keeps one harbour an intersection (the printed frame never
    does this; the beginner and random boards space them 3-4-3)."""
    data = beginner().to_json()
    data["harbours"][1]["coast"] = (data["harbours"][0]["coast"] + 1) % 30
    with pytest.raises(IllegalAction) as err:
        from_json(data)
    assert err.value.message.params["reason"].key == R_HARBOUR_APART
    for seed in range(50):  # the boards the game deals itself never touch
        from_json(random_layout(Rng(seed)).to_json())
