"""Qt Linguist .ts helper: mark %n strings plural, list unfinished entries, fill translations.

    python translations/ts_tool.py numerus translations/*.ts   # plural forms back from .<name>.before
    python translations/ts_tool.py todo translations/pristav_cs.ts        # JSON of what is missing
    python translations/ts_tool.py fill translations/pristav_cs.ts done.json

`done.json` maps "context\\u0004source" to a string, or to a list of plural forms.
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

PLURAL_FORMS = {"cs": 3, "sk": 3, "en": 2}
SEP = "\u0004"


def language(tree: ET.ElementTree) -> str:
    return (tree.getroot().get("language") or "en")[:2]


def load(path: Path) -> ET.ElementTree:
    return ET.parse(path)


def save(tree: ET.ElementTree, path: Path) -> None:
    ET.indent(tree, "    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def messages(tree: ET.ElementTree):  # type: ignore[no-untyped-def]
    for ctx in tree.getroot().iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            yield name, msg


def _plural_forms(path: Path | None) -> dict[tuple[str, str], list[str]]:
    """Finished plural forms of a catalogue (the copy taken before lupdate ran)."""
    if path is None or not path.exists():
        return {}
    out = {}
    for ctx, msg in messages(load(path)):
        tr = msg.find("translation")
        if msg.get("numerus") == "yes" and tr is not None and tr.get("type") != "unfinished":
            forms = [f.text or "" for f in tr.iter("numerusform")]
            if all(forms):
                out[(ctx, msg.findtext("source") or "")] = forms
    return out


def numerus(path: Path, before: Path | None = None) -> None:
    """Every source with %n becomes a plural entry with the language's number of forms.

    lupdate drops the plural forms of strings it does not see as plural (all of ours:
    they come from QT_TRANSLATE_NOOP), so they are put back from `before`.
    """
    tree = load(path)
    forms = PLURAL_FORMS.get(language(tree), 2)
    old = _plural_forms(before)
    for ctx, msg in messages(tree):
        source = msg.findtext("source") or ""
        if "%n" not in source:
            continue
        kept = old.get((ctx, source))
        if kept is not None and len(kept) == forms:
            tr = msg.find("translation")
            assert tr is not None
            for child in list(tr):
                tr.remove(child)
            tr.text = None
            tr.attrib.pop("type", None)
            msg.set("numerus", "yes")
            for f in kept:
                ET.SubElement(tr, "numerusform").text = f
            continue
        if msg.get("numerus") == "yes":
            continue
        msg.set("numerus", "yes")
        tr = msg.find("translation")
        assert tr is not None
        text = tr.text or ""
        tr.text = None
        for _ in range(forms):
            ET.SubElement(tr, "numerusform").text = text
        if not text:
            tr.set("type", "unfinished")
    save(tree, path)


def todo(path: Path) -> dict[str, object]:
    tree = load(path)
    out: dict[str, object] = {}
    for ctx, msg in messages(tree):
        tr = msg.find("translation")
        if tr is not None and tr.get("type") in ("unfinished",):
            out[ctx + SEP + (msg.findtext("source") or "")] = "numerus" if msg.get("numerus") == "yes" else ""
    return out


def fill(path: Path, mapping: dict[str, object]) -> int:
    tree = load(path)
    done = 0
    for ctx, msg in messages(tree):
        key = ctx + SEP + (msg.findtext("source") or "")
        if key not in mapping:
            continue
        value = mapping[key]
        tr = msg.find("translation")
        assert tr is not None
        if msg.get("numerus") == "yes":
            forms = value if isinstance(value, list) else [value]
            for child in list(tr):
                tr.remove(child)
            tr.text = None
            for f in forms:
                ET.SubElement(tr, "numerusform").text = str(f)
        else:
            tr.text = str(value[0] if isinstance(value, list) else value)
        if "type" in tr.attrib:
            del tr.attrib["type"]
        done += 1
    save(tree, path)
    return done


def main(argv: list[str]) -> int:
    cmd, *rest = argv
    if cmd == "numerus":
        for p in rest:
            path = Path(p)
            numerus(path, path.with_name(f".{path.name}.before"))
    elif cmd == "todo":
        print(json.dumps(todo(Path(rest[0])), ensure_ascii=False, indent=1))
    elif cmd == "fill":
        mapping = json.loads(Path(rest[1]).read_text(encoding="utf-8"))
        print(fill(Path(rest[0]), mapping), "entries filled")
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
