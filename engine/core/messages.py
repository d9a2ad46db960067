"""Translatable engine text: a message key plus parameters, rendered by the desktop."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, NamedTuple


class MessageKey(NamedTuple):
    """A source text and its translation context, as Qt Linguist sees them."""

    context: str
    source: str


def QT_TRANSLATE_NOOP(context: str, source: str) -> MessageKey:  # noqa: N802 - Qt's name
    """Mark text for `pyside6-lupdate` without needing Qt; returns the key."""
    return MessageKey(context, source)


_PLACEHOLDER = re.compile(r"\{(\w+)\}")


@dataclass(frozen=True, slots=True)
class Message:
    """A piece of engine text: key, named parameters and an optional plural count.

    Parameter values may be plain values, other Messages or MessageKeys; the desktop
    translates nested ones first. `count` fills Qt's `%n` and picks the plural form.
    """

    key: MessageKey
    params: dict[str, Any] = field(default_factory=dict)
    count: int | None = None

    def render(self, translate: Any = None) -> str:
        """Render with `translate(context, source, count) -> str` (English when None)."""
        tr = translate or _english
        text = tr(self.key.context, self.key.source, self.count)
        values = {k: _render_value(v, tr) for k, v in self.params.items()}
        if self.count is not None:
            text = text.replace("%n", str(self.count))
        return _PLACEHOLDER.sub(lambda m: str(values.get(m.group(1), m.group(0))), text)

    def __str__(self) -> str:
        return self.render()

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"ctx": self.key.context, "text": self.key.source}
        if self.params:
            out["params"] = {k: _value_to_json(v) for k, v in self.params.items()}
        if self.count is not None:
            out["count"] = self.count
        return out

    @staticmethod
    def from_json(data: dict[str, Any]) -> Message:
        params = {k: _value_from_json(v) for k, v in data.get("params", {}).items()}
        return Message(MessageKey(data["ctx"], data["text"]), params, data.get("count"))

    def keys(self) -> list[MessageKey]:
        """This message's key and every key nested in its parameters."""
        found = [self.key]
        for v in self.params.values():
            for item in v if isinstance(v, (list, tuple)) and not isinstance(v, MessageKey) else [v]:
                if isinstance(item, Message):
                    found.extend(item.keys())
                elif isinstance(item, MessageKey):
                    found.append(item)
        return found


def _english(context: str, source: str, count: int | None) -> str:
    if count is not None and "(s)" in source:
        return source.replace("(s)", "" if count == 1 else "s")
    return source


def _render_value(value: Any, tr: Any) -> str:
    if isinstance(value, list):  # a list of parts, e.g. "2 bricks, 1 ore"
        return ", ".join(_render_value(v, tr) for v in value)
    if isinstance(value, Message):
        return value.render(tr)
    if isinstance(value, MessageKey):
        return str(tr(value.context, value.source, None))
    return str(value)


def _value_to_json(value: Any) -> Any:
    if isinstance(value, list):
        return {"list": [_value_to_json(v) for v in value]}
    if isinstance(value, Message):
        return {"msg": value.to_json()}
    if isinstance(value, MessageKey):
        return {"key": [value.context, value.source]}
    return value


def _value_from_json(value: Any) -> Any:
    if isinstance(value, dict) and "list" in value:
        return [_value_from_json(v) for v in value["list"]]
    if isinstance(value, dict) and "msg" in value:
        return Message.from_json(value["msg"])
    if isinstance(value, dict) and "key" in value:
        return MessageKey(*value["key"])
    return value


def msg(key: MessageKey, count: int | None = None, **params: Any) -> Message:
    """Shorthand: `msg(KEY, ship=..., count=3)`."""
    return Message(key, dict(params), count)
