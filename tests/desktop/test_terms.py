"""Each game speaks its rulebook's words: the Czech and Slovak catalogues and rules pages use the terms of
the original rules (shared/seeds: Shipyard, Störtebeker, Golden Horn and Galaxy Trucker in Czech, Catan
in Slovak; Czech Catan as the Czech edition names its pieces) and one word for one thing. A word that
the rulebook does not use for that thing, found in a game's strings or its rules page, fails the test
with the text it stands in."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# (language, game, the catalogue contexts' prefix, words that must not appear, the rulebook's word)
GLOSSARY = [
    ("cs", "stortebeker", "Stortebeker", r"přepad|abordáž", "útok, zaútočit (boarding)"),
    ("cs", "stortebeker", "Stortebeker", r"ukořist|dobyl|získan[áé] loď", "obsadit, obsazená loď (capture)"),
    ("cs", "stortebeker", "Stortebeker", r"odhazovac", "odkládací balík (discard pile)"),
    ("cs", "stortebeker", "Stortebeker", r"počítadl", "bodovací tabulka (score track)"),
    # phase 1's three ways by the rulebook's names: vyložení, výměna, odpálení děl
    ("cs", "stortebeker", "Stortebeker", r"\(přiložení\)|střelba z děl|vystřel|pálí z děl", "vyložení, odpálení děl"),
    (
        "cs",
        "shipyard",
        "Shipyard",
        r"stopa akc|rozcest|inspektor|příplat|úchyt",
        "nabídka akcí, soutok, úředník, přirážka, upevňovací bod",
    ),
    ("cs", "shipyard", "Shipyard", r"prázdn\w* díl", "náhradní díl (blank part)"),
    ("cs", "golden_horn", "GoldenHorn", r"domovsk|oloup|ohlás|ohlaš", "výchozí přístav, přepadnout, oznámit"),
    (
        "cs",
        "galaxy_trucker",
        "GalaxyTrucker",
        r"palebn|lehk\w* střel|těžk\w* střel|kajut",
        "síla zbraní, malá/velká střela, ubikace",
    ),
    ("cs", "catan", "Catan", r"\bosad(?!n)|loupežník", "vesnice, zloděj (Czech edition)"),
    ("sk", "stortebeker", "Stortebeker", r"ukoristen|získan[áé] loď|abordáž", "dobytá loď, prepadávanie"),
    ("sk", "stortebeker", "Stortebeker", r"bonus za farbu", "prémia za farbu (colour bonus)"),
    ("sk", "shipyard", "Shipyard", r"stopa akci|ukazovateľ kôl", "dráha akcií, počítadlo kôl / ukazovateľ kola"),
    ("sk", "shipyard", "Shipyard", r"úchyt", "upevňovací bod (mount), as the rules page"),
    (
        "sk",
        "galaxy_trucker",
        "GalaxyTrucker",
        r"palebn|ľahk\w* strel|ťažk\w* strel|kajut|rezerv",
        "sila zbraní, malá/veľká strela, ubikácia, uskladniť",
    ),
    ("sk", "galaxy_trucker", "GalaxyTrucker", r"letov\w* dosk", "letový plán (flight board)"),
    ("sk", "galaxy_trucker", "GalaxyTrucker", r"pancier|krehk\w* tovar", "nezničiteľné plátovanie, krehký náklad"),
    (
        "sk",
        "galaxy_trucker",
        "GalaxyTrucker",
        r"nákladn[ýéoa]\w* priestor|štartovac\w* kabín|dotiek|dote[čc]",
        "nákladový priestor, štartovací dielik jadra lode, piesok sa dosype",
    ),
    ("sk", "golden_horn", "GoldenHorn", r"domovsk", "východiskový prístav"),
    ("sk", "catan", "Catan", r"akčn\w* kart|zlodej|križovatk|\bvln", "rozvojová karta, zbojník, priesečník, ovce"),
    # English Catan: the cards given up after a 7 are discarded (the rules page said "returns half of them")
    ("en", "catan", "Catan", r"\breturns? half|cards to return|takes from the second", "discard, receives"),
]


def _catalogue(lang: str, prefix: str) -> list[str]:
    tree = ET.parse(ROOT / "translations" / f"pristav_{lang}.ts")
    out = []
    for ctx in tree.getroot().iter("context"):
        if not (ctx.findtext("name") or "").startswith(prefix):
            continue
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            if tr is not None:
                out += [tr.text or ""] + [f.text or "" for f in tr.iter("numerusform")]
    return out


@pytest.mark.parametrize(("lang", "game", "prefix", "banned", "word"), GLOSSARY)
def test_the_rulebooks_word_in_the_catalogue_and_the_rules_page(
    lang: str, game: str, prefix: str, banned: str, word: str
) -> None:
    pattern = re.compile(banned, re.IGNORECASE)
    page = (ROOT / "assets" / game / f"rules_{lang}.html").read_text(encoding="utf-8")
    texts = [t for t in _catalogue(lang, prefix) if pattern.search(t)]
    texts += [line.strip() for line in page.splitlines() if pattern.search(line)]
    assert not texts, f"{lang} {game}: the rulebook says {word}, not: {texts[:5]}"


def test_the_glossary_reads_real_strings() -> None:
    """Each glossary row's contexts exist, so a renamed context cannot make its row pass vacuously."""
    for lang, _game, prefix, _banned, _word in GLOSSARY:
        assert len(_catalogue(lang, prefix)) > 20, (lang, prefix)
