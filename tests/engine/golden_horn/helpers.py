"""Exact Golden Horn positions for rules tests, built field by field on a fresh game.

Colour indices follow components.COLOURS: yellow 0, pink 1, green 2, orange 3, red 4, blue 5.
Ships are numbered seat * 3 + (0 mono, 1 duo, 2 trio). The reconstructed fleets are:

    seat 0: 0 mono pink      1 duo blue/orange     2 trio red/yellow/green
    seat 1: 3 mono orange    4 duo yellow/green    5 trio red/blue/pink
    seat 2: 6 mono yellow    7 duo red/green       8 trio blue/orange/pink
    seat 3: 9 mono blue     10 duo red/pink       11 trio yellow/orange/green

Routes (index from Venice):

    2p: 0 V, 1 red, 2 yellow, 3 blue, 4 Modon, 5 pink, 6 green, 7 orange, 8 C
    3p: 0 V, 1 green, 2 orange, 3 pink, 4 blue, 5 red, 6 yellow,
        7 orange, 8 pink, 9 green, 10 red, 11 blue, 12 yellow, 13 C
    4p: the 3p route with Modon at 7 (so 8 orange ... 13 yellow, 14 C)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest
from hypothesis import strategies as hs

from engine.core import IllegalAction
from engine.core.messages import MessageKey
from engine.core.protocol import Outcome
from engine.golden_horn import GAME
from engine.golden_horn.actions import Sail
from engine.golden_horn.components import COLOUR_INDEX, COLOURS, MODON, PORT, SEA, components
from engine.golden_horn.state import TURN, GoldenHornState

Y, P, G, O, R, B = range(6)  # noqa: E741 - colour initials read best in positions
YELLOW, PINK, GREEN, ORANGE, RED, BLUE = COLOURS

CUBES, CARDS = 15, 9
VENICE = 0
C2, C3, C4 = 8, 13, 14  # Constantinople's index per player count
MODON2, MODON4 = 4, 7

Counts = Mapping[int, int]


def counts(c: Counts | Sequence[int] | None) -> list[int]:
    """{colour: n} or a 6-list -> a 6-list."""
    if c is None:
        return [0] * 6
    if isinstance(c, Mapping):
        out = [0] * 6
        for k, v in c.items():
            out[k] += v
        return out
    assert len(c) == 6
    return list(c)


def position(
    players: int = 2,
    *,
    seed: int = 1,
    options: Mapping[str, Any] | None = None,
    ships: Mapping[int, tuple[int, int]] | None = None,
    cargo: Mapping[int, tuple[int, int]] | None = None,
    ports: tuple[Counts | Sequence[int] | None, Counts | Sequence[int] | None] | None = None,
    warehouses: Mapping[int, Counts | Sequence[int]] | None = None,
    bag: Counts | Sequence[int] | None = None,
    cubes_rest: int | None = None,
    hands: Mapping[int, Counts | Sequence[int]] | None = None,
    draw_pile: Sequence[int] | None = None,
    discard: Counts | Sequence[int] | None = None,
    cards_rest: int | str = "draw",
    active: int = 0,
    start: int = 0,
    phase: str = TURN,
) -> GoldenHornState:
    """A game in its play phase with exactly the given position.

    ships: ship -> (position, direction); unlisted ships wait in Venice facing Constantinople.
    ports default to nine cubes each (Venice 2,2,2,1,1,1; Constantinople 1,1,1,2,2,2); a port
    given as None keeps that default, one given as {} is empty.
    Cubes not placed anywhere go to the bag, or (when `bag` is given) to the warehouse of
    seat `cubes_rest` (default: the last seat). Cards not in hands go to the draw pile in a
    fixed order; with `draw_pile` given they go to `cards_rest`: "discard" or a seat's hand.
    """
    st = GAME.new_game(players, seed, {"placement": "random", **(options or {})})
    n = 3 * players
    st.ship_pos = [VENICE] * n
    st.ship_dir = [1] * n
    for ship, (pos, step) in (ships or {}).items():
        st.ship_pos[ship], st.ship_dir[ship] = pos, step
    st.cargo = [0] * n
    st.cargo_colour = [-1] * n
    for ship, (colour, k) in (cargo or {}).items():
        st.cargo_colour[ship], st.cargo[ship] = (colour, k) if k else (-1, 0)
    default = ([2, 2, 2, 1, 1, 1], [1, 1, 1, 2, 2, 2])
    given = ports or (None, None)
    st.ports = [counts(default[i] if given[i] is None else given[i]) for i in (0, 1)]
    st.warehouses = [counts((warehouses or {}).get(s)) for s in range(players)]
    used = [
        st.ports[0][c]
        + st.ports[1][c]
        + sum(w[c] for w in st.warehouses)
        + sum(k for s, k in enumerate(st.cargo) if st.cargo_colour[s] == c)
        for c in range(6)
    ]
    if bag is None:
        st.bag = [CUBES - u for u in used]
    else:
        st.bag = counts(bag)
        sink = players - 1 if cubes_rest is None else cubes_rest
        for c in range(6):
            st.warehouses[sink][c] += CUBES - used[c] - st.bag[c]
    st.hands = [counts((hands or {}).get(s)) for s in range(players)]
    st.discard = counts(discard)
    held = [sum(h[c] for h in st.hands) + st.discard[c] for c in range(6)]
    if draw_pile is None:
        st.draw_pile = [c for c in range(6) for _ in range(CARDS - held[c])]
    else:
        st.draw_pile = list(draw_pile)
        rest = [CARDS - held[c] - st.draw_pile.count(c) for c in range(6)]
        if cards_rest == "discard":
            st.discard = [d + r for d, r in zip(st.discard, rest, strict=True)]
        elif isinstance(cards_rest, int):
            st.hands[cards_rest] = [h + r for h, r in zip(st.hands[cards_rest], rest, strict=True)]
        else:
            assert not any(rest), "cards left over: give cards_rest"
    st.hand_sizes = [sum(h) for h in st.hands]
    st.start, st.active, st.phase = start, active, phase
    st.turn, st.robbed, st.pending = 1, False, -1
    st.end_triggered, st.end_reason = False, ""
    GAME.check_invariants(st)
    return st


def act(st: GoldenHornState, seat: int, action: Any) -> Outcome:
    """Apply a legal action and check the game's invariants afterwards."""
    out = GAME.apply(st, seat, action)
    GAME.check_invariants(st)
    return out


def refuse(st: GoldenHornState, seat: int, action: Any, key: MessageKey) -> None:
    """The action is refused with exactly `key` and leaves the state as it was."""
    before = GAME.clone(st)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(st, seat, action)
    assert err.value.message.key == key, err.value.message.render()
    assert st == before


def targets(st: GoldenHornState, ship: int) -> set[int]:
    """Every space the ship may stop on this move (any loading)."""
    seat = ship // 3
    return {a.to for a in GAME.legal_actions(st, seat) if isinstance(a, Sail) and a.ship == ship}


def loads(st: GoldenHornState, ship: int) -> set[str | None]:
    seat = ship // 3
    return {a.load for a in GAME.legal_actions(st, seat) if isinstance(a, Sail) and a.ship == ship}


def sail(st: GoldenHornState, ship: int, to: int, load: str | None = "any") -> Outcome:
    """Sail `ship` to `to`; `load="any"` takes the first legal loading."""
    seat = ship // 3
    found = [a for a in GAME.legal_actions(st, seat) if isinstance(a, Sail) and a.ship == ship and a.to == to]
    if load != "any":
        found = [a for a in found if a.load == load]
    assert found, f"ship {ship} cannot sail to {to} (load {load})"
    return act(st, seat, found[0])


def colour(name: str) -> int:
    return COLOUR_INDEX[name]


def oracle(
    players: int,
    ship_pos: list[int],
    ship_dir: list[int],
    berths: int,
    ship: int,
    sails: frozenset[int],
    hand: list[int],
) -> dict[int, list[int]]:
    """Every stop of `ship` and the wind cards it costs, straight from the seed's wording."""
    spaces = components().routes[players]
    others = [p for s, p in enumerate(ship_pos) if s != ship]
    step = ship_dir[ship]

    def free(i: int) -> bool:
        sp = spaces[i]
        if sp.kind == PORT:
            return True  # "V Benátkách a Konstantinopoli se smí nacházet libovolný počet lodí"
        if sp.kind == MODON:
            return others.count(i) < berths  # "V Modonu pohyb končí pouze tehdy, pokud je zde volné kotviště"
        return i not in others  # "Na každém políčku námořní cesty se smí nacházet jen jedna loď"

    out: dict[int, list[int]] = {}
    at, spent, left = ship_pos[ship], [0] * 6, hand[:]
    while True:
        at += step
        while not free(at):
            at += step  # "pluje hráč lodí na nejbližší volné políčko"
        out[at] = spent[:]
        sp = spaces[at]
        if sp.kind != SEA:
            return out  # "Pokud loď dopluje do Benátek, Konstantinopole nebo ... Modonu, tah končí"
        if sp.colour in sails:
            continue  # "Barva políčka se shoduje s barvou plachty: loď může plout o jedno políčko dál"
        if left[sp.colour] == 0:
            return out
        left[sp.colour] -= 1  # "smí hráč vyložit kartu větru v barvě políčka"
        spent[sp.colour] += 1


@hs.composite
def positions(draw: hs.DrawFn) -> tuple[int, dict[int, tuple[int, int]], list[int], int]:
    """A random layout, legal ship positions and directions, a hand for seat 0, one of its ships."""
    players = draw(hs.sampled_from([2, 3, 4]))
    spaces = components().routes[players]
    berths = {2: 2, 3: 0, 4: 3}[players]
    last = len(spaces) - 1
    taken: list[int] = []
    ships: dict[int, tuple[int, int]] = {}
    for ship in range(3 * players):
        choices = [
            i
            for i, sp in enumerate(spaces)
            if sp.kind == PORT or (sp.kind == SEA and i not in taken) or (sp.kind == MODON and taken.count(i) < berths)
        ]
        pos = draw(hs.sampled_from(choices))
        taken.append(pos)
        step = 1 if pos == 0 else -1 if pos == last else draw(hs.sampled_from([1, -1]))
        ships[ship] = (pos, step)
    hand = draw(hs.lists(hs.integers(0, 2), min_size=6, max_size=6))
    return players, ships, hand, draw(hs.integers(0, 2))
