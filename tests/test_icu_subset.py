"""packaging/icu_subset.py: the frozen build's smaller ICU data keeps what Qt reads for Czech, Slovak
and English, drops the rest, and writes a table ICU can read (sorted names, items 16-byte aligned)."""

from __future__ import annotations

import importlib.util
import struct
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
spec = importlib.util.spec_from_file_location("icu_subset", ROOT / "packaging" / "icu_subset.py")
assert spec and spec.loader
icu_subset = importlib.util.module_from_spec(spec)
spec.loader.exec_module(icu_subset)


def common_data(items: dict[str, bytes]) -> bytes:
    """A small ICU common-data blob in the layout of the real one."""
    header = struct.pack("<HBB", 32, 0xDA, 0x27) + b"\x00" * 28
    names = sorted(items)
    table = 4 + 8 * len(names)
    name_bytes = b"".join(n.encode() + b"\0" for n in names)
    offsets, pos = [], table
    for n in names:
        offsets.append(pos)
        pos += len(n) + 1
    body = table + len(name_bytes)
    body += -(len(header) + body) % 16
    data, data_offsets = b"", []
    for n in names:
        data += b"\0" * (-(len(header) + body + len(data)) % 16)
        data_offsets.append(body + len(data))
        data += items[n]
    out = header + struct.pack("<I", len(names))
    out += b"".join(struct.pack("<II", a, b) for a, b in zip(offsets, data_offsets, strict=True))
    out += name_bytes
    out += b"\0" * (len(header) + body - len(out))
    return out + data


def read(blob: bytes) -> dict[str, bytes]:
    hs = struct.unpack_from("<H", blob)[0]
    (count,) = struct.unpack_from("<I", blob, hs)
    entries = [struct.unpack_from("<II", blob, hs + 4 + 8 * i) for i in range(count)]
    out = {}
    for i, (no, do) in enumerate(entries):
        assert (hs + do) % 16 == 0, "items must stay 16-byte aligned"
        name = blob[hs + no : blob.index(b"\0", hs + no)].decode()
        end = entries[i + 1][1] if i + 1 < count else len(blob) - hs
        out[name] = blob[hs + do : hs + end]
    return out


def test_keeps_the_three_languages_and_what_qt_reads() -> None:
    keep = icu_subset.keep
    for name in (
        "icudt73l/cs.res",
        "icudt73l/sk.res",
        "icudt73l/en_GB.res",
        "icudt73l/root.res",
        "icudt73l/coll/cs.res",
        "icudt73l/coll/ucadata.icu",
        "icudt73l/coll/res_index.res",
        "icudt73l/pool.res",
        "icudt73l/res_index.res",
        "icudt73l/nfkc.nrm",
        "icudt73l/uts46.nrm",
        "icudt73l/likelySubtags.res",
        "icudt73l/zoneinfo64.res",
        "icudt73l/brkitr/line.brk",
        "icudt73l/cnvalias.icu",
    ):
        assert keep(name), name
    for name in (
        "icudt73l/de.res",
        "icudt73l/coll/zh.res",
        "icudt73l/gb18030.cnv",
        "icudt73l/unames.icu",
        "icudt73l/brkitr/cjdict.dict",
        "icudt73l/translit/root.res",
        "icudt73l/curr/cs.res",
        "icudt73l/lang/en.res",
        "icudt73l/zone/sk.res",
    ):
        assert not keep(name), name


def test_the_subset_is_readable_and_keeps_item_bytes() -> None:
    items = {
        "icudt73l/coll/cs.res": b"collation cs" * 3,
        "icudt73l/coll/ja.res": b"ja" * 50,
        "icudt73l/cs.res": b"czech",
        "icudt73l/de.res": b"german",
        "icudt73l/ibm-943.cnv": b"x" * 99,
        "icudt73l/nfc.nrm": b"normalisation",
        "icudt73l/res_index.res": b"index",
    }
    small, before, after = icu_subset.subset(common_data(items))
    got = read(small)
    assert (before, after) == (7, 4)
    assert sorted(got) == ["icudt73l/coll/cs.res", "icudt73l/cs.res", "icudt73l/nfc.nrm", "icudt73l/res_index.res"]
    for name, value in got.items():
        assert value.rstrip(b"\0") == items[name]
