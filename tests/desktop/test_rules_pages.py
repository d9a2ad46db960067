"""The rules pages (F1) against the seeds and the app (a review of all fifteen, 2026-11-30)."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("catan", "galaxy_trucker", "golden_horn", "shipyard", "stortebeker")
LANGS = ("cs", "sk", "en")


def _page(game: str, lang: str) -> str:
    return (ROOT / "assets" / game / f"rules_{lang}.html").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", LANGS)
def test_every_page_is_set_in_one_size(lang: str) -> None:
    """Three pages had a bare body and smaller, tighter type than the other two."""
    for game in GAMES:
        assert '<body style="font-size: 11pt; line-height: 135%;">' in _page(game, lang), game


@pytest.mark.parametrize(
    ("lang", "officials"),
    [
        ("cs", ("úředník pro lucerny", "úředník pro záchranné čluny", "úředník pro záchranné kruhy")),
        ("sk", ("inšpektor lampášov", "inšpektor záchranných člnov", "inšpektor záchranných kolies")),
        ("en", ("lantern inspector", "lifeboat inspector", "lifebuoy inspector")),
    ],
)
def test_shipyard_names_each_safety_official_with_its_own_item(lang: str, officials: tuple[str, ...]) -> None:
    """Seed: "Tento úředník lodi udělí 1 bod za každou lucernu" — one official per item; the Slovak
    row "inšpektori | 1 za každý lampáš, záchranný čln alebo záchranné koleso" paid each for all three."""
    page = _page("shipyard", lang)
    assert all(f"<td>{name}</td>" in page for name in officials)


@pytest.mark.parametrize("lang", LANGS)
def test_no_page_promises_that_undo_takes_a_whole_turn_back(lang: str) -> None:
    """Undo takes back a step of one's own turn that revealed nothing (never past dice or a draw)."""
    wrong = {"cs": "vezme tah zpět", "sk": "vezme ťah späť", "en": "Ctrl+Z</b> undoes"}[lang]
    for game in GAMES:
        assert wrong not in _page(game, lang), game


def test_catan_wins_on_reaching_ten_not_on_passing_it() -> None:
    """Seed: "získa 10 víťazných bodov"; "prekročí" (goes over) left out a player on exactly 10."""
    assert "prekročí 10" not in _page("catan", "sk") and "dosiahne 10 bodov v ťahu iného" in _page("catan", "sk")
    assert "passes 10" not in _page("catan", "en")


def _translations(lang: str) -> dict[tuple[str, str], str]:
    import xml.etree.ElementTree as ET

    out: dict[tuple[str, str], str] = {}
    for ctx in ET.parse(ROOT / "translations" / f"pristav_{lang}.ts").getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            text = msg.find("translation")
            if text is not None and text.text and not list(text):
                out[(name, msg.findtext("source") or "")] = text.text
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_an_option_a_page_names_is_named_as_the_new_game_dialog_names_it(lang: str) -> None:
    """Shipyard's page said "s volbou Začínající hráč: první místo" ("the first seat"); the dialog
    offers "první hráč" ("the first player"). Every "<b>Option: value</b>" that starts with an
    option's label must end with one of its values, as translated."""
    import re

    from engine.core.registry import get_game

    words = _translations(lang)

    def say(key: tuple[str, str]) -> str:
        return key[1] if lang == "en" else words.get((key[0], key[1]), key[1])

    for game in GAMES:
        specs = get_game(game).options
        for option, value in re.findall(r"<b>([^<:]+): ([^<]+)</b>", _page(game, lang)):
            spec = next((s for s in specs if say(s.label) == option), None)
            if spec is not None:
                assert value in [say(v) for _, v in spec.choices], (game, option, value)
