"""translations/ts_tool.py keeps plural forms through an lupdate run."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "translations"))

import ts_tool  # noqa: E402

TS = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ"><context><name>C</name>
<message><source>%n card(s)</source><translation>{one}</translation></message>
<message><source>new %n thing(s)</source><translation type="unfinished"></translation></message>
<message><source>other %n item(s)</source><translation type="unfinished"></translation></message>
</context></TS>
"""


def test_plural_forms_survive_and_new_plurals_become_numerus(tmp_path: Path) -> None:
    before = tmp_path / ".x.ts.before"
    before.write_text(
        TS.replace(
            "<message><source>%n card(s)</source><translation>{one}</translation>",
            '<message numerus="yes"><source>%n card(s)</source><translation>'
            "<numerusform>%n karta</numerusform><numerusform>%n karty</numerusform>"
            "<numerusform>%n karet</numerusform></translation>",
        ),
        encoding="utf-8",
    )
    after = tmp_path / "x.ts"
    after.write_text(TS.replace("{one}", "%n karta"), encoding="utf-8")  # what lupdate leaves
    ts_tool.numerus(after, before)
    cat = {src: (num, forms) for src, num, forms in _read(after)}
    assert cat["%n card(s)"] == (True, ["%n karta", "%n karty", "%n karet"])
    assert cat["new %n thing(s)"][0] and len(cat["new %n thing(s)"][1]) == 3
    assert cat["other %n item(s)"][0]


def _read(path: Path):  # type: ignore[no-untyped-def]
    tree = ts_tool.load(path)
    for _, msg in ts_tool.messages(tree):
        tr = msg.find("translation")
        forms = [f.text or "" for f in tr.iter("numerusform")]
        yield msg.findtext("source"), msg.get("numerus") == "yes", forms
