"""The shipyard checker (RULES.md §5.1.4): which placements can still become completed ships."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache

from engine.shipyard.data import KIND_CHAR, SLOTS, part

# windows [i..j] of length 3..9: bow at i, middles between, stern at j
WINDOWS: tuple[tuple[int, int], ...] = tuple((i, j) for i in range(SLOTS) for j in range(i + 2, SLOTS))


def pattern(yard: Sequence[str]) -> str:
    """The yard as a string over '.', 'B', 'M', 'S'."""
    return _pattern(tuple(yard))


@lru_cache(maxsize=1 << 16)
def _pattern(yard: tuple[str, ...]) -> str:
    return "".join(KIND_CHAR[part(p).kind] if p else "." for p in yard)


@cache
def clearable(pat: str) -> bool:
    """True iff repeated completions (each then sailing away) can empty the whole yard."""
    if pat.count(".") == len(pat):
        return True
    for i, j in WINDOWS:
        if j >= len(pat):
            continue
        w = pat[i : j + 1]
        if w[0] not in ".B" or w[-1] not in ".S":
            continue
        if any(c not in ".M" for c in w[1:-1]):
            continue
        if w.count(".") == len(w):
            continue
        if clearable(pat[:i] + "." * (j - i + 1) + pat[j + 1 :]):
            return True
    return False


def completed_ships(yard: Sequence[str]) -> list[tuple[int, int]]:
    """Every completed ship as (bow slot, stern slot): bow, 1-7 middles, stern, no gap."""
    pat = pattern(yard)
    out: list[tuple[int, int]] = []
    i = 0
    while i < len(pat):
        if pat[i] == "B":
            j = i + 1
            while j < len(pat) and pat[j] == "M":
                j += 1
            if j < len(pat) and pat[j] == "S" and j - i >= 2:
                out.append((i, j))
                i = j + 1
                continue
        i += 1
    return out


def ship_at(yard: Sequence[str], bow: int) -> tuple[int, int] | None:
    for s in completed_ships(yard):
        if s[0] == bow:
            return s
    return None


PLACE_OK, PLACE_OCCUPIED, PLACE_FULL, PLACE_LEFT, PLACE_RIGHT, PLACE_NEVER = range(6)


def judge(yard: Sequence[str], placements: Sequence[tuple[str, int]]) -> int:
    """Judge a whole purchase: parts (ids) on slots. PLACE_OK or the rule broken."""
    pat = list(pattern(yard))
    for pid, slot in placements:
        if not 0 <= slot < len(pat) or pat[slot] != ".":
            return PLACE_OCCUPIED
        pat[slot] = KIND_CHAR[part(pid).kind]
    for pid, slot in placements:
        kind = part(pid).kind
        if slot == 0 and kind != "bow":
            return PLACE_LEFT
        if slot == len(pat) - 1 and kind != "stern":
            return PLACE_RIGHT
    text = "".join(pat)
    if "." not in text and not completed_ships([_char_part(c) for c in text]):
        return PLACE_FULL
    return PLACE_OK if clearable(text) else PLACE_NEVER


_CHAR_PART = {"B": "BLANK_B", "M": "BLANK_M", "S": "BLANK_S", ".": ""}


def _char_part(c: str) -> str:
    return _CHAR_PART[c]


def yard_of(pat: str) -> list[str]:
    """A yard of blank parts drawn from a pattern string (tests and bots)."""
    return [_char_part(c) for c in pat]


def slots_for(yard: Sequence[str], kind: str) -> list[int]:
    """The empty slots a part of `kind` may take now (the scene lights them up)."""
    pid = {"bow": "BLANK_B", "middle": "BLANK_M", "stern": "BLANK_S"}[kind]
    return [s for s in range(len(yard)) if not yard[s] and judge(yard, [(pid, s)]) == PLACE_OK]
