"""Every user-facing string exists, finished, in Czech, Slovak and English."""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from functools import cache
from pathlib import Path

import pytest

from engine.core.errors import IllegalAction
from engine.core.messages import Message, MessageKey
from engine.core.registry import available_games, get_game
from engine.core.rng import Rng

ROOT = Path(__file__).resolve().parents[1]
LANGS = ("cs", "sk", "en")
FORMS = {"cs": 3, "sk": 3, "en": 2}
PLACEHOLDER = re.compile(r"\{\w+\}|%\d|%n")


@cache
def catalogue(lang: str) -> dict[tuple[str, str], tuple[bool, list[str], bool]]:
    """(context, source) -> (finished, translations, numerus)."""
    tree = ET.parse(ROOT / "translations" / f"pristav_{lang}.ts")
    out = {}
    for ctx in tree.getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            src = msg.findtext("source") or ""
            tr = msg.find("translation")
            assert tr is not None
            numerus = msg.get("numerus") == "yes"
            forms = [f.text or "" for f in tr.iter("numerusform")] if numerus else [tr.text or ""]
            finished = tr.get("type") not in ("unfinished", "vanished", "obsolete") and all(forms)
            out[(name, src)] = (finished, forms, numerus)
    return out


class _Finder(ast.NodeVisitor):
    """Literal translatable strings: QT_TRANSLATE_NOOP, translate(ctx, src, ...), self.tr(src)."""

    def __init__(self) -> None:
        self.found: set[tuple[str, str]] = set()
        self.classes: list[str] = []

    def visit_ClassDef(self, node: ast.ClassDef) -> None:  # noqa: N802
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_Call(self, node: ast.Call) -> None:  # noqa: N802
        f = node.func
        name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
        lits = [a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None for a in node.args]
        if name in ("QT_TRANSLATE_NOOP", "translate") and len(lits) >= 2 and lits[0] and lits[1] is not None:
            self.found.add((lits[0], lits[1]))
        elif name == "tr" and lits and lits[0] is not None and self.classes and isinstance(f, ast.Attribute):
            self.found.add((self.classes[-1], lits[0]))
        self.generic_visit(node)


@cache
def source_strings() -> frozenset[tuple[str, str]]:
    finder = _Finder()
    for folder in ("engine", "desktop"):
        for path in (ROOT / folder).rglob("*.py"):
            finder.visit(ast.parse(path.read_text(encoding="utf-8")))
    return frozenset(k for k in finder.found if k[1])


@pytest.mark.parametrize("lang", LANGS)
def test_every_source_string_is_translated(lang: str) -> None:
    cat = catalogue(lang)
    missing = sorted(k for k in source_strings() if k not in cat or not cat[k][0])
    assert not missing, f"{len(missing)} strings lack a {lang} translation, e.g. {missing[:5]}"


@pytest.mark.parametrize("lang", LANGS)
def test_no_unfinished_entries_and_placeholders_kept(lang: str) -> None:
    for (ctx, src), (finished, forms, numerus) in catalogue(lang).items():
        assert finished, f"unfinished {lang}: {ctx}: {src}"
        want = set(PLACEHOLDER.findall(src))
        for form in forms:
            got = set(PLACEHOLDER.findall(form))
            # a plural form may leave %n out ("one card") but never invent or drop a named field
            assert got - {"%n"} == want - {"%n"}, f"{lang} {ctx}: {src!r} -> {form!r}"
        if "%n" in src:
            assert numerus and len(forms) == FORMS[lang], f"{lang}: {src!r} needs {FORMS[lang]} plural forms"


def test_english_writes_no_plural_left_open() -> None:
    """ "ship(s)" is the catalogues' source shorthand for a plural form; a string read without a
    count showed it as it stood ("The next ship(s) to sail out"). Only counted strings may hold it."""
    for (ctx, src), (_finished, forms, numerus) in catalogue("en").items():
        if not numerus:
            assert "(s)" not in forms[0], f"{ctx}: {src!r} reads '(s)' in English; say it without a count"


def _keys(message: Message) -> list[MessageKey]:
    return message.keys()


@pytest.mark.parametrize("name", available_games())
def test_engine_messages_met_in_random_games_are_translated(name: str) -> None:
    game = get_game(name)
    keys: set[MessageKey] = {game.title}
    for spec in game.options:
        keys.add(spec.label)
        keys.update(label for _, label in spec.choices)
    for players in game.player_counts:
        for seed in range(2):
            state = game.new_game(players, seed)
            rng = Rng(seed)
            pool: list = []
            steps = 0
            while not game.is_over(state) and steps < 3000:
                seat = game.to_act(state)[0]
                legal = game.legal_actions(state, seat)
                pool.extend(legal[:3])
                for other in (pool[rng.below(len(pool))] for _ in range(3)):
                    for s in range(players):
                        try:
                            game.apply(game.clone(state), s, other)
                        except IllegalAction as exc:
                            keys.update(_keys(exc.message))
                outcome = game.apply(state, seat, legal[rng.below(len(legal))])
                for m in outcome.log:
                    keys.update(_keys(m))
                steps += 1
    for lang in LANGS:
        cat = catalogue(lang)
        missing = sorted({(k.context, k.source) for k in keys} - {k for k, v in cat.items() if v[0]})
        assert not missing, f"{lang}: engine messages without translation: {missing[:5]}"


def test_compiled_catalogues_translate() -> None:
    from PySide6.QtCore import QTranslator

    for lang in LANGS:
        qm = ROOT / "translations" / f"pristav_{lang}.qm"
        assert qm.exists(), f"{qm} missing: run make"
        t = QTranslator()
        assert t.load(str(qm)), f"{qm} does not load"
    t = QTranslator()
    t.load(str(ROOT / "translations" / "pristav_cs.qm"))
    assert t.translate("GoldenHorn", "Venice") not in ("", "Venice")


@pytest.mark.parametrize("lang", LANGS)
def test_the_start_player_choice_reads_alike_in_every_game(lang: str) -> None:
    """Golden Horn and Shipyard offered "the first seat" where Catan offered "the first player"."""
    seen = {}
    for name in available_games():
        for spec in get_game(name).options:
            if spec.key == "start_player":
                label = dict(spec.choices)["first"]
                seen[name] = catalogue(lang)[(label.context, label.source)][1][0]
    assert len(seen) >= 3 and len(set(seen.values())) == 1, seen
