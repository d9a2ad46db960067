"""Tooltips of the Catan pieces that are not hexes, harbours or cards: roads, buildings, the robber,
the dice, the players' panels and the supply tray. Each names the piece and the rule that matters for it.

Every text is built only from what the board draws from its view state: a player's name, public counts,
the dice showing; never an opponent's cards."""

from __future__ import annotations

import engine.catan.texts as tx
from desktop.common.i18n import tr_key
from engine.catan.components import LARGEST_ARMY_MIN, LONGEST_ROAD_MIN
from engine.core.messages import QT_TRANSLATE_NOOP

# a road, settlement or city on the board: %1 is its owner's name (%2 the engine's shortest Longest Road)
T_ROAD = QT_TRANSLATE_NOOP(
    "CatanScene", "%1's road. An unbroken road of at least %2 segments can win the Longest Road card (2 points)."
)
T_SETTLEMENT = QT_TRANSLATE_NOOP(
    "CatanScene", "%1's settlement. 1 victory point; takes 1 card from each adjoining hex whose number is rolled."
)
T_CITY = QT_TRANSLATE_NOOP(
    "CatanScene", "%1's city. 2 victory points; takes 2 cards from each adjoining hex whose number is rolled."
)
T_ROBBER = QT_TRANSLATE_NOOP(
    "CatanScene",
    "Robber: the hex it stands on produces nothing. A 7 or a Knight moves it, "
    "and whoever moves it may rob a player with a settlement or city on the new hex.",
)
# the two dice: %1 and %2 the dice, %3 their sum
T_DICE = QT_TRANSLATE_NOOP(
    "CatanScene",
    "Last roll: %1 + %2 = %3. Each hex with this number produces; after a 7 nothing does and the robber moves.",
)
# a player's panel: %1 is the player's name, %2 the knights Largest Army needs
T_PANEL = QT_TRANSLATE_NOOP(
    "CatanScene",
    "%1: points, cards in hand, development cards, knights played and road length. "
    "Longest Road and Largest Army (from %2 knights) are worth 2 points each.",
)
# added to an opponent's panel: his Victory Point cards are hidden, so his points shown leave them out
T_HIDDEN = QT_TRANSLATE_NOOP("CatanScene", "Hidden Victory Point cards are not counted in these points.")
# the supply tray's pieces: %1 is the cost, e.g. "1 brick, 1 lumber"
T_TRAY_ROAD = QT_TRANSLATE_NOOP(
    "CatanScene", "Road · cost: %1. Drag it onto an edge that joins your road, settlement or city."
)
T_TRAY_SETTLEMENT = QT_TRANSLATE_NOOP(
    "CatanScene",
    "Settlement · cost: %1. Drag it onto a free intersection at your road, with no building next to it. "
    "1 victory point.",
)
T_TRAY_CITY = QT_TRANSLATE_NOOP(
    "CatanScene",
    "City · cost: %1. Drag it onto one of your settlements: 2 victory points instead of 1, and 2 cards instead of 1.",
)


# the same pieces in the set-up, where they cost nothing and a settlement needs no road
T_SETUP_ROAD = QT_TRANSLATE_NOOP(
    "CatanScene", "Road · free in the set-up. Drag it onto an edge at the settlement you have just placed."
)
T_SETUP_SETTLEMENT = QT_TRANSLATE_NOOP(
    "CatanScene",
    "Settlement · free in the set-up. Drag it onto any free intersection with no building next to it "
    "(no road needed). 1 victory point.",
)
T_SETUP_CITY = QT_TRANSLATE_NOOP("CatanScene", "City · not built in the set-up.")


def road(owner: str) -> str:
    return tr_key(T_ROAD, owner, LONGEST_ROAD_MIN)


def building(owner: str, city: bool) -> str:
    return tr_key(T_CITY if city else T_SETTLEMENT, owner)


def robber() -> str:
    return tr_key(T_ROBBER)


def dice(first: int, second: int) -> str:
    return tr_key(T_DICE, first, second, first + second)


def panel(name: str, hidden_cards: bool) -> str:
    """A player's panel; `hidden_cards` when his Victory Point cards are hidden from the viewer."""
    text = tr_key(T_PANEL, name, LARGEST_ARMY_MIN)
    return f"{text} {tr_key(T_HIDDEN)}" if hidden_cards else text


def tray(kind: str, cost: str, setup: bool = False) -> str:
    """A piece of the viewer's supply ("road", "settlement" or "city") and what it costs; in the set-up
    what it is for there."""
    if setup:
        return tr_key({"road": T_SETUP_ROAD, "settlement": T_SETUP_SETTLEMENT, "city": T_SETUP_CITY}[kind])
    key = {"road": T_TRAY_ROAD, "settlement": T_TRAY_SETTLEMENT, "city": T_TRAY_CITY}[kind]
    return tr_key(key, cost)


# the crossing a settlement would stand on, told while it is lit (the arrows' choice, the mouse's)
T_NODE = QT_TRANSLATE_NOOP("CatanScene", "Beside: %1")


def node(terrains: list[str], numbers: list[int]) -> str:
    """The hexes around a crossing: each terrain's name with its number ("Forest 8, Hills 6, Desert")."""
    return tr_key(T_NODE, ", ".join(_hex_names(terrains, numbers)))


def _hex_names(terrains: list[str], numbers: list[int]) -> list[str]:
    names = [tr_key(tx.TERRAIN_NAMES[t]).split(":")[0] for t in terrains]  # "Forest: produces lumber"
    return [f"{name} {n}" if n else name for name, n in zip(names, numbers, strict=True)]


# the edge a road would go on, told while the arrows are on it: %1 and %2 the hexes on either side,
# each a terrain and its number ("Between Forest 3 and Pasture 5")
T_EDGE = QT_TRANSLATE_NOOP("CatanScene", "Between %1 and %2")
# an edge with the sea on one side: %1 the land hex; %2 the hexes at its ends ("On the coast of Forest 3,
# next to Hills 6")
T_COAST = QT_TRANSLATE_NOOP("CatanScene", "On the coast of %1")
T_COAST_NEXT = QT_TRANSLATE_NOOP("CatanScene", "On the coast of %1, next to %2")


def edge(terrains: list[str], numbers: list[int], ends: tuple[list[str], list[int]]) -> str:
    """An edge: the two hexes it lies between, or on the coast the one land hex and those at its ends."""
    names = _hex_names(terrains, numbers)
    if len(names) == 2:
        return tr_key(T_EDGE, names[0], names[1])
    near = _hex_names(*ends)
    return tr_key(T_COAST_NEXT, names[0], ", ".join(near)) if near else tr_key(T_COAST, names[0])


# the hex the robber would go to, told while the arrows are on it: %1 its terrain and number ("Forest 3"),
# %2 the players with a settlement or city on it, %3 those of them he may rob (they hold cards)
T_ROBBER_EMPTY = QT_TRANSLATE_NOOP("CatanScene", "%1: no settlement or city, nobody to rob.")
T_ROBBER_NOBODY = QT_TRANSLATE_NOOP("CatanScene", "%1: buildings of %2; nobody to rob.")
T_ROBBER_ROB = QT_TRANSLATE_NOOP("CatanScene", "%1: buildings of %2; you may rob %3.")


def robber_hex(terrain: str, number: int, owners: list[str], victims: list[str]) -> str:
    """A hex for the robber: what it is, whose buildings touch it and whom moving there may rob."""
    name = _hex_names([terrain], [number])[0]
    if not owners:
        return tr_key(T_ROBBER_EMPTY, name)
    if not victims:
        return tr_key(T_ROBBER_NOBODY, name, ", ".join(owners))
    return tr_key(T_ROBBER_ROB, name, ", ".join(owners), ", ".join(victims))
