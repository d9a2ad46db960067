"""Tooltips of the Golden Horn pieces that are not spaces or ships: cubes, hands, marks, panels.

Each text is built only from what the board draws (the viewer's view state): an opponent's hand is
named by its owner and its public size, never by its colours."""

from __future__ import annotations

import engine.golden_horn.texts as tx
from desktop.common.i18n import tr_key
from engine.core.messages import QT_TRANSLATE_NOOP

# In the scene's context, numbered on from the scene's S01…S30.
S31 = QT_TRANSLATE_NOOP(
    "GoldenHornScene",
    "Warehouse of %1 · %2 goods: %3. Each good scores a point; sets of different goods score a bonus.",
)
S32 = QT_TRANSLATE_NOOP(
    "GoldenHornScene",
    "Cargo · %1 goods: %2. Unloaded into its owner's warehouse when the ship reaches a home port.",
)
S33 = QT_TRANSLATE_NOOP(
    "GoldenHornScene",
    "Hand of %1 · cards: %2. Their colours are hidden; each card is played as a wind card or a pirate card.",
)
# a player is named by the name alone: Czech and Slovak have no word for "player" that fits a woman and a man
S34 = QT_TRANSLATE_NOOP("GoldenHornScene", "%1: the flags of the ships in this colour carry the same mark.")
S35 = QT_TRANSLATE_NOOP("GoldenHornScene", "%1 · points: %2 (goods in the warehouse: %3, set bonus: %4)")
S36 = QT_TRANSLATE_NOOP("GoldenHornScene", "Wind card (%1): sailing here spends it.")


def colour_name(colour: int) -> str:
    return tr_key(tx.COLOUR_NAMES[colour])


def warehouse_cube(owner: str, colour: int, count: int) -> str:
    """A cube of a player's warehouse: whose, which colour, how many, and how the warehouse scores."""
    return tr_key(S31, owner, colour_name(colour), count)


def cargo(colour: int, count: int) -> str:
    """The goods on a ship's deck, added to the ship's own tooltip."""
    return tr_key(S32, colour_name(colour), count)


def hidden_hand(owner: str, count: int) -> str:
    """An opponent's face-down hand: its owner and its size, both public."""
    return tr_key(S33, owner, count)


def seat_mark(name: str) -> str:
    return tr_key(S34, name)


def panel(name: str, points: int, goods: int, bonus: int) -> str:
    return tr_key(S35, name, points, goods, bonus)


def cost_card(colour: int) -> str:
    """One of the wind cards a move would spend, shown on its target before the drop."""
    return tr_key(S36, colour_name(colour))
