"""The door every action and seat passes before a game looks at it: values of the declared types.

An action is a frozen dataclass whose annotations say what each field holds. A value of another
type — a `bool` or `float` where an `int` belongs, `None` where nothing optional is declared, a
list for a tuple, a string outside its `Literal` set — is refused here with one clear message,
for every game at once, before the game's own rules (and their `why_illegal`) see it.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable
from typing import Any, Literal, Union

from engine.core.actions import Action
from engine.core.errors import IllegalAction
from engine.core.messages import QT_TRANSLATE_NOOP, Message, MessageKey

NOT_A_SEAT = QT_TRANSLATE_NOOP("Engine", "That is not a seat of this game.")
BAD_FIELD = QT_TRANSLATE_NOOP("Engine", "That move is malformed: its field {field} holds a value of the wrong kind.")

Check = Callable[[Any], bool]
_checks: dict[type, tuple[tuple[str, Check], ...]] = {}


def _int(v: Any) -> bool:
    return type(v) is int


def _str(v: Any) -> bool:
    return type(v) is str


def _bool(v: Any) -> bool:
    return type(v) is bool


def _none(v: Any) -> bool:
    return v is None


def compile_check(hint: Any) -> Check:
    """A predicate for one annotation; TypeError for an annotation the door does not know."""
    if hint is int:
        return _int
    if hint is str:
        return _str
    if hint is bool:
        return _bool
    if hint is None or hint is type(None):
        return _none
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (Union, types.UnionType):
        parts = tuple(compile_check(a) for a in args)
        return lambda v: any(p(v) for p in parts)
    if origin is Literal:
        allowed = tuple(args)
        # 1 == True, so compare the type as well as the value
        return lambda v: any(type(v) is type(a) and v == a for a in allowed)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            item = compile_check(args[0])
            return lambda v: type(v) is tuple and all(item(x) for x in v)
        if args == ((),) or not args:
            return lambda v: v == ()
        items = tuple(compile_check(a) for a in args)
        n = len(items)
        return lambda v: type(v) is tuple and len(v) == n and all(c(x) for c, x in zip(items, v, strict=True))
    raise TypeError(f"an action field cannot be declared as {hint!r}")


def field_checks(cls: type) -> tuple[tuple[str, Check], ...]:
    """The compiled checks of an action class's fields (cached)."""
    checks = _checks.get(cls)
    if checks is None:
        hints = typing.get_type_hints(cls)
        checks = tuple((f.name, compile_check(hints[f.name])) for f in dataclasses.fields(cls))
        _checks[cls] = checks
    return checks


def malformed_field(action: Action) -> str | None:
    """The first field of `action` whose value is not of its declared type (None: all are)."""
    for name, check in field_checks(type(action)):
        if not check(getattr(action, name, None)):
            return name
    return None


def check_shape(seat: Any, action: Any, action_types: tuple[type[Action], ...], not_an_action: MessageKey) -> None:
    """Refuse a seat that is no seat number or an action of the wrong type or shape (`not_an_action`: the
    text for an action of none of `action_types`). Every move a game plays passes here, so the messages
    are built only for a refusal, and an action of one of the declared types itself is recognised by
    its type's identity in one set look-up before `isinstance`'s walk along all of them (which also
    lets a subclass in); the field checks are `malformed_field`'s, inlined."""
    if type(seat) is not int:
        raise IllegalAction(Message(NOT_A_SEAT))
    cls = type(action)
    if id(cls) not in _declared_ids(action_types) and not isinstance(action, action_types):
        raise IllegalAction(Message(not_an_action))
    checks = _checks.get(cls)
    if checks is None:
        checks = field_checks(cls)
    for name, check in checks:
        if not check(getattr(action, name, None)):
            raise IllegalAction(Message(BAD_FIELD, {"field": name}))


# id(action_types) -> (that tuple, the ids of its types). Holding the tuple keeps its id and those of its
# types from being reused by other objects, so an id found in the set is one of these very types.
_declared: dict[int, tuple[tuple[type, ...], frozenset[int]]] = {}


def _declared_ids(action_types: tuple[type[Action], ...]) -> frozenset[int]:
    entry = _declared.get(id(action_types))
    if entry is None or entry[0] is not action_types:
        if len(_declared) > 64:  # games pass their class-level tuple; a caller making new ones must not grow this
            _declared.clear()
        entry = _declared[id(action_types)] = (action_types, frozenset(map(id, action_types)))
    return entry[1]
