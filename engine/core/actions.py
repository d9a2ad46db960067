"""Actions: frozen dataclasses with a stable JSON form."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Any, ClassVar


@dataclasses.dataclass(frozen=True, slots=True)
class Action:
    """Base of every game's actions. Subclasses are frozen dataclasses of JSON values."""

    kind: ClassVar[str] = "action"

    def to_json(self) -> dict[str, Any]:
        return action_to_json(self)


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    return value


def action_to_json(action: Action) -> dict[str, Any]:
    out: dict[str, Any] = {"type": action.kind}
    for f in dataclasses.fields(action):
        out[f.name] = _jsonable(getattr(action, f.name))
    return out


def _tupled(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tupled(v) for v in value)
    return value


def action_from_json(types: Iterable[type[Action]], data: Any) -> Action:
    """Decode an action; raises ValueError on anything that is not exactly one."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ValueError("an action must be an object with a 'type'")
    by_kind = {t.kind: t for t in types}
    cls = by_kind.get(data["type"])
    if cls is None:
        raise ValueError(f"unknown action type {data['type']!r}")
    names = {f.name for f in dataclasses.fields(cls)}
    given = set(data) - {"type"}
    if given != names:
        raise ValueError(f"action {data['type']!r} needs fields {sorted(names)}, got {sorted(given)}")
    values = {}
    for f in dataclasses.fields(cls):
        v = _tupled(data[f.name])
        if not _json_scalar_tree(v):
            raise ValueError(f"field {f.name!r} of {data['type']!r} has a value of the wrong kind")
        values[f.name] = v
    return cls(**values)


def _json_scalar_tree(v: Any) -> bool:
    if isinstance(v, tuple):
        return all(_json_scalar_tree(x) for x in v)
    return v is None or isinstance(v, (bool, int, str))


def unordered(value: Any) -> Any:
    """An unordered choice (a set of cards, of items) in its one canonical order, for an action's
    `__post_init__`: a tuple is sorted, so the same choice written in another order is the same action.
    Anything else is returned as it is (and a tuple whose members cannot be compared too), so a
    wrongly typed field reaches the door in engine.core.shape and is refused there with its reason."""
    if isinstance(value, tuple):
        try:
            return tuple(sorted(value))
        except TypeError:
            return value
    return value
