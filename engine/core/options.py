"""Game options: a schema with defaults and allowed values."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from engine.core.errors import IllegalAction
from engine.core.messages import QT_TRANSLATE_NOOP, Message, MessageKey

BAD_OPTION = QT_TRANSLATE_NOOP("Engine", "Unknown option {key}.")
BAD_VALUE = QT_TRANSLATE_NOOP("Engine", "Option {key} cannot be {value}.")


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One option: its key, label, default and allowed values (each with a label)."""

    key: str
    label: MessageKey
    default: Any
    choices: tuple[tuple[Any, MessageKey], ...]
    help: MessageKey | None = None

    def values(self) -> list[Any]:
        return [v for v, _ in self.choices]


def resolve_options(schema: tuple[OptionSpec, ...], given: Mapping[str, Any] | None) -> dict[str, Any]:
    """Defaults filled in, unknown keys and disallowed values refused."""
    out = {spec.key: spec.default for spec in schema}
    by_key = {spec.key: spec for spec in schema}
    for key, value in (given or {}).items():
        spec = by_key.get(key)
        if spec is None:
            raise IllegalAction(Message(BAD_OPTION, {"key": key}))
        matched = [v for v in spec.values() if v == value and type(v) is type(value)]
        if not matched:
            # Command lines give strings: accept "3" for 3 and "true" for True.
            matched = [v for v in spec.values() if str(v).lower() == str(value).lower()]
        if not matched:
            raise IllegalAction(Message(BAD_VALUE, {"key": key, "value": value}))
        out[key] = matched[0]
    return out


def with_help(specs: tuple[OptionSpec, ...], helps: Mapping[str, MessageKey]) -> tuple[OptionSpec, ...]:
    """The options with their help lines (what each option changes, for the new-game dialog)."""
    return tuple(replace(spec, help=helps.get(spec.key, spec.help)) for spec in specs)
