"""English counts of one: "Balanced dice: 1 outcomes left", "Red cargo hold: 1 goods", "There are
only 1 ships in the flight", "1 goods + 0 set bonus", "the canals allow 1 moves", "Anna: 1 points"
and "Here: 1 connectors join, 1 clash". Each is a plural form now (or, for the connectors, says it
without one). Czech and Slovak wrote several of them as "word: number" in every form ("pred
vyplávaním bodov: 4", "v balíčku zostáva: 2"); the sentences a player reads now say the number
where the language puts it, in its three forms (1; 2-4; 0 and 5 on)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

import engine.galaxy_trucker.data as gt
from desktop.common import i18n
from desktop.common.dice import DECK_LEFT, BalancedDeck, DicePanel, paint_number
from desktop.common.i18n import tr_count, tr_key, tr_n
from desktop.galaxy_trucker.companion import FEW_SHIPS
from desktop.galaxy_trucker.labels import S_FITS
from desktop.galaxy_trucker.tiles import tile_tooltip
from desktop.golden_horn.panels import S10
from desktop.shipyard.texts import COND_CANALS
from desktop.stortebeker.texts import TRACK_TIP


@pytest.fixture
def english(qapp: Any) -> Iterator[None]:
    i18n.set_language("en")
    try:
        yield
    finally:
        i18n.set_language("en")


def _tile(kind: str, capacity: int) -> int:
    return next(
        t for t in range(len(gt.components().tiles)) if gt.tile(t).kind == kind and gt.tile(t).capacity == capacity
    )


def test_one_is_one_in_english(english: None) -> None:
    assert tr_count(DECK_LEFT, 1) == "Balanced dice: 1 outcome left in the deck"
    assert tr_count(DECK_LEFT, 2) == "Balanced dice: 2 outcomes left in the deck"
    assert (
        tile_tooltip(_tile(gt.SPECIAL_CARGO, 1)) == "Red cargo hold: room for 1 goods cube of any colour, red included"
    )
    assert tile_tooltip(_tile(gt.CARGO, 3)) == "Cargo hold: room for 3 goods cubes"
    assert tr_count(FEW_SHIPS, 1) == "There is only 1 ship in the flight."
    assert tr_count(FEW_SHIPS, 2) == "There are only 2 ships in the flight."
    assert tr_n(S10, 1, 0) == "1 good + 0 set bonus"
    assert tr_n(COND_CANALS, 1) == "the canals allow 1 move"
    assert tr_n(TRACK_TIP, 1, "Anna") == "Anna: 1 point" and tr_n(TRACK_TIP, 0, "Anna") == "Anna: 0 points"
    assert tr_key(S_FITS, 1, 1).startswith("Here: connectors joined: 1, clashing: 1 (")


def test_czech_and_slovak_say_the_count_in_its_form(english: None) -> None:
    from engine.core.messages import msg
    from engine.shipyard.texts import LOG_LAUNCH, LOG_RIBAND

    def launch(points: int) -> str:
        return i18n.render(msg(LOG_LAUNCH, points, player=0, length=3, speed=2), ["Anna"])

    i18n.set_language("cs")
    assert [tr_count(DECK_LEFT, n) for n in (1, 2, 5)] == [
        "Vyvážené kostky – v balíčku zbývá 1 výsledek",
        "Vyvážené kostky – v balíčku zbývají 2 výsledky",
        "Vyvážené kostky – v balíčku zbývá 5 výsledků",
    ]
    assert tr_n(TRACK_TIP, 1, "Anna") == "Anna: 1 b."
    assert [tr_count(FEW_SHIPS, n) for n in (1, 2)] == ["V letu je jen 1 loď.", "V letu jsou jen 2 lodě."]
    assert launch(4) == "Anna získává 4 body za loď o 3 dílech (rychlost 2) před vyplutím."
    assert i18n.render(msg(LOG_RIBAND, 5)) == "Modrá stuha přináší 5 bodů."
    i18n.set_language("sk")
    assert tile_tooltip(_tile(gt.SPECIAL_CARGO, 1)) == (
        "Špeciálny nákladový priestor: miesto pre 1 kocku tovaru akejkoľvek farby, aj červeného"
    )
    assert tile_tooltip(_tile(gt.CARGO, 3)) == "Nákladový priestor: miesto pre 3 kocky tovaru"
    assert tr_n(COND_CANALS, 3) == "dosah kanálov: 3"  # a label under the ship, kept short
    assert [launch(n) for n in (1, 0)] == [
        "Anna získava 1 bod za 3-dielnu loď (rýchlosť 2) pred vyplávaním.",
        "Anna získava 0 bodov za 3-dielnu loď (rýchlosť 2) pred vyplávaním.",
    ]
    assert tr_count(FEW_SHIPS, 5) == "V lete je len 5 lodí."


def test_the_balanced_dice_say_one_outcome_left(qtbot: Any, english: None) -> None:
    panel = DicePanel([range(1, 7), range(1, 7)], [paint_number, paint_number], str, None, balanced_allowed=True)
    qtbot.addWidget(panel)
    panel.animate = False
    panel.balanced.setChecked(True)
    panel.deck = BalancedDeck(random.Random(3))
    for _ in range(35):
        panel.roll()
    assert panel.mode_label.text() == "Balanced dice: 1 outcome left in the deck"


def test_a_debt_reads_as_its_size_with_its_sign(english: None) -> None:
    """Galaxy Trucker's credits may go below zero (RULES.md 26). Qt takes a negative count for "no
    count" and left "credits: %n" on the board; each language now shows the number and the plural
    form of its size."""
    from desktop.galaxy_trucker.labels import L_CREDITS

    assert tr_n(L_CREDITS, -4) == "-4 credits" and tr_n(L_CREDITS, -1) == "-1 credit"
    i18n.set_language("sk")
    assert tr_n(L_CREDITS, -4) == "kredity: -4"
    i18n.set_language("cs")
    assert tr_n(L_CREDITS, -5) == "kredity: -5" and tr_n(L_CREDITS, 3) == "kredity: 3"


@pytest.mark.parametrize("lang", ["cs", "sk"])
def test_a_count_given_to_a_text_without_plural_forms_keeps_its_translation(english: None, lang: str) -> None:
    """Galaxy Trucker asks each step of a card with the count still owed; for the steps whose text has
    no %n, Qt looked for a plural entry, found none and gave the English: "Volný vesmír: power double
    engines with batteries if you wish, then declare the strength." in a Czech game."""
    from desktop.galaxy_trucker.labels import P_STEPS

    i18n.set_language(lang)
    for key in ("engine", "fire", "load", "split"):
        text = tr_count(P_STEPS[key], 0)
        assert text == tr_key(P_STEPS[key]) and text != P_STEPS[key].source, (key, text)
    assert "%n" not in tr_count(P_STEPS["lose_crew"], 2) and "2" in tr_count(P_STEPS["lose_crew"], 2)
