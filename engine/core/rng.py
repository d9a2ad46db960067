"""A small seeded generator kept in the game state, and the recorder of chance outcomes.

SplitMix64 rather than `random.Random`: its whole state is one integer, so a clone
costs nothing and the sequence is the same on every Python version.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1
_LIMITS = {n: (1 << 64) - ((1 << 64) % n) for n in range(1, 129)}  # below()'s rejection bounds, small n


class Rng:
    """SplitMix64: deterministic, one-integer state."""

    __slots__ = ("state",)

    def __init__(self, seed: int = 0) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias. (`next64` written out: every die and
        shuffle of every game comes through here.)"""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = _LIMITS.get(n)
        if limit is None:
            limit = (1 << 64) - ((1 << 64) % n)
        while True:
            z = self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            x = z ^ (z >> 31)
            if x < limit:
                return x % n

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: list[Any]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def clone(self) -> Rng:
        r = Rng.__new__(Rng)
        r.state = self.state
        return r

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __repr__(self) -> str:
        return f"Rng({self.state:#x})"


class ChanceError(ValueError):
    """A recorded chance outcome (from a saved log) that the game cannot produce here."""


def _same(a: Any, b: Any) -> bool:
    """Equal and of the same type: a recorded True is not the die's 1."""
    return type(a) is type(b) and a == b


class Chance:
    """Draws random outcomes for one action and records them for the log.

    Given `forced` outcomes (from a saved log) it returns those instead, after
    drawing from the generator all the same so that its state stays in step.
    """

    __slots__ = ("rng", "forced", "results")

    def __init__(self, rng: Rng, forced: Sequence[Any] | None = None) -> None:
        self.rng = rng
        self.forced = list(forced) if forced else []
        self.results: list[Any] = []

    def _take(self, drawn: Any, valid: Any, strict: bool = True) -> Any:
        if len(self.results) < len(self.forced):
            wanted = self.forced[len(self.results)]
            if not _same(wanted, drawn):
                if valid(wanted):
                    drawn = wanted
                elif strict:
                    raise ChanceError(f"recorded outcome {wanted!r} is impossible here")
        self.results.append(drawn)
        return drawn

    def pick(self, population: Sequence[T]) -> T:
        """One item drawn uniformly; items must be JSON values (ids, colours)."""
        drawn = population[self.rng.below(len(population))]
        return self._take(drawn, lambda w: any(_same(w, p) for p in population))  # type: ignore[no-any-return]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """A shuffled copy of `items` (JSON values)."""
        out = list(items)
        self.rng.shuffle(out)
        chosen = self._take(out, lambda w: type(w) is list and sorted(map(repr, w)) == sorted(map(repr, items)))
        return list(chosen)

    def reveal(self, what: Any) -> None:
        """Note that hidden information was revealed (a card drawn): undo stops here."""
        self._take(what, lambda w: False, strict=False)

    def roll(self, sides: int) -> int:
        """A die roll 1..sides."""
        drawn = self.rng.below(sides) + 1
        return self._take(drawn, lambda w: type(w) is int and 1 <= w <= sides)  # type: ignore[no-any-return]
