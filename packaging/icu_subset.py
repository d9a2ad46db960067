"""A smaller ICU data library for the frozen build: `python packaging/icu_subset.py IN.so OUT.so`.

PySide6's Qt links ICU, whose data library (`libicudata.so.NN`, ~32 MB) holds every locale of the
world, ~200 legacy character-set converters, transliterators and the Asian word dictionaries. Qt
uses ICU for collation, locale-aware case mapping, time-zone names and legacy codecs; Přístav speaks
Czech, Slovak and English and reads and writes only UTF-8. This keeps, from ICU's common data, every
item that is not locale data, except the converter tables (`*.cnv`; UTF-8/16/32, ASCII and Latin-1
are built into ICU's code), the character names, the spoof checker, the break-iterator dictionaries
and the trees Qt does not read (its QLocale has its own CLDR tables: names of languages, regions,
currencies, units, zones, number spelling; transliterators); and the locale data of root, English,
Czech and Slovak (with their regional variants) in the trees that stay (collation, break rules). Any other
locale that ICU is asked for falls back to root, as ICU does for a locale it does not know.

The data is ICU's "common data" format: a header, a table of contents (count, then pairs of name
offset and data offset, both from the start of the table), the names, and the items, each aligned
to 16 bytes. The new table is written in the same order (ICU looks names up by binary search), and
the bytes are linked into a shared library exporting the same symbol with gcc. Without gcc, nm or
an unreadable library, it says so and exits non-zero; the spec then keeps the original.
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

LANGUAGES = ("root", "en", "cs", "sk")
LOCALE = re.compile(r"^([a-z]{2,3}|root)(_[A-Za-z0-9]+)*\.res$")
SPECIAL = {"res_index.res", "pool.res"}  # a tree's index and its shared key pool: always kept
# Trees Qt never reads: it has its own CLDR tables for names, currencies, units and number spelling.
DROPPED_TREES = ("translit", "curr", "lang", "region", "unit", "zone", "rbnf")
DROPPED_ITEMS = ("unames.icu", "confusables.cfu", "confusablesWholeScript.cfu")


def keep(name: str) -> bool:
    """Whether the item called `name` (e.g. `icudt73l/coll/cs.res`) stays."""
    parts = name.split("/")
    leaf = parts[-1]
    tree = parts[1] if len(parts) > 2 else ""
    if tree in DROPPED_TREES or leaf.endswith((".cnv", ".dict")) or leaf in DROPPED_ITEMS:
        return False
    if leaf in SPECIAL or not LOCALE.match(leaf):
        return True
    return leaf.split(".")[0].split("_")[0] in LANGUAGES


def _symbol(lib: Path) -> tuple[str, int, int]:
    """The data symbol's name, file offset and size (the first LOAD maps file offset 0 at 0)."""
    out = subprocess.run(["nm", "-D", "-S", "--defined-only", str(lib)], capture_output=True, text=True, check=True)
    for line in out.stdout.splitlines():
        fields = line.split()
        if len(fields) == 4 and re.fullmatch(r"icudt\d+_dat", fields[3]):
            return fields[3], int(fields[0], 16), int(fields[1], 16)
    raise ValueError("no icudtNN_dat symbol")


def subset(blob: bytes) -> tuple[bytes, int, int]:
    """The common data with only the items `keep` accepts; also the item counts before and after."""
    header_size, magic1, magic2 = struct.unpack_from("<HBB", blob, 0)
    if (magic1, magic2) != (0xDA, 0x27):
        raise ValueError("not ICU common data")
    toc = header_size
    (count,) = struct.unpack_from("<I", blob, toc)
    entries = [struct.unpack_from("<II", blob, toc + 4 + 8 * i) for i in range(count)]
    items = []
    for i, (name_off, data_off) in enumerate(entries):
        start = toc + name_off
        name = blob[start : blob.index(b"\0", start)].decode("ascii")
        end = entries[i + 1][1] if i + 1 < count else len(blob) - toc
        items.append((name, blob[toc + data_off : toc + end]))
    kept = [(n, d) for n, d in items if keep(n)]
    names = b""
    name_offsets = []
    table = 4 + 8 * len(kept)
    for name, _ in kept:
        name_offsets.append(table + len(names))
        names += name.encode("ascii") + b"\0"
    body = table + len(names)
    body += -(toc + body) % 16
    data = b""
    data_offsets = []
    for _, item in kept:
        data += b"\0" * (-(toc + body + len(data)) % 16)
        data_offsets.append(body + len(data))
        data += item
    out = bytearray(blob[:toc])
    out += struct.pack("<I", len(kept))
    for n_off, d_off in zip(name_offsets, data_offsets, strict=True):
        out += struct.pack("<II", n_off, d_off)
    out += names
    out += b"\0" * (toc + body - len(out))
    out += data
    return bytes(out), count, len(kept)


def build(src: Path, dst: Path) -> str:
    """Write the smaller library to `dst`; returns a line saying what it did."""
    if not (shutil.which("gcc") and shutil.which("nm")):
        raise RuntimeError("gcc or nm missing")
    symbol, offset, size = _symbol(src)
    raw = src.read_bytes()[offset : offset + size]
    small, before, after = subset(raw)
    soname = src.name
    with tempfile.TemporaryDirectory() as tmp:
        dat = Path(tmp) / "data.bin"
        dat.write_bytes(small)
        asm = Path(tmp) / "data.s"
        asm.write_text(
            f"\t.section .rodata\n\t.globl {symbol}\n\t.type {symbol}, @object\n\t.balign 16\n{symbol}:\n"
            f'\t.incbin "{dat}"\n\t.size {symbol}, .-{symbol}\n\t.section .note.GNU-stack,"",@progbits\n'
        )
        subprocess.run(["gcc", "-shared", "-nostdlib", f"-Wl,-soname,{soname}", "-o", str(dst), str(asm)], check=True)
    return f"ICU data {size / 1e6:.1f} MB ({before} items) -> {len(small) / 1e6:.1f} MB ({after} items)"


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__.splitlines()[0])
        return 2
    try:
        print(build(Path(argv[0]), Path(argv[1])))
    except (OSError, ValueError, RuntimeError, subprocess.CalledProcessError) as exc:
        print(f"icu_subset: kept the full ICU data ({exc})")
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
