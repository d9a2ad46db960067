"""Building Shipyard positions for rules tests."""

from __future__ import annotations

from typing import Any

from engine.core.errors import IllegalAction
from engine.core.messages import MessageKey
from engine.shipyard import GAME
from engine.shipyard.actions import Choose
from engine.shipyard.data import BUILD, CARDS, tables
from engine.shipyard.state import ACT, ShipyardState

__all__ = ["GAME", "employee", "fresh", "refused", "at_action", "part_of_kind"]


def fresh(players: int = 4, seed: int = 1, **options: str) -> ShipyardState:
    """A new game with seat 0 starting (unless options say otherwise)."""
    opts = {"start_player": "first", **options}
    return GAME.new_game(players, seed, opts)


def employee(design: str, deck: str = "A") -> str:
    """The card id of an employee design (deck A or B)."""
    for cid, d in tables().cards.items():
        if d == design and cid.startswith(f"EMP{deck}"):
            return cid
    raise KeyError(design)


def part_of_kind(kind: str, n: int = 0) -> str:
    return sorted(p for p, q in tables().parts.items() if q.kind == kind and q.back != "blank")[n]


def refused(st: ShipyardState, seat: int, action: object, key: MessageKey) -> None:
    """The action is refused with exactly this rule, and nothing changes."""
    before = st.clone()
    try:
        GAME.apply(st, seat, action)  # type: ignore[arg-type]
    except IllegalAction as exc:
        assert exc.message.key == key, f"refused with {exc.message.key.source!r}, expected {key.source!r}"
        assert st == before, "a refused move changed the state"
        return
    raise AssertionError("the move was accepted")


def at_action(st: ShipyardState, card: str = BUILD, seat: int = 0) -> ShipyardState:
    """Seat `seat` (to act in the choose stage) has chosen `card` and is in phase 4."""
    assert st.active == seat
    GAME.apply(st, seat, Choose(card))
    assert st.stage == ACT
    return st


_ = CARDS


def finish_turn(st: ShipyardState, seat: int) -> list[Any]:
    """Play out the rest of `seat`'s turn plainly (no bonus action); the log lines it wrote."""
    from engine.shipyard.actions import ConfirmBuild, EndActions, Pass

    said: list[Any] = []
    while st.active == seat and not GAME.is_over(st):
        legal = GAME.legal_actions(st, seat)
        for pref in (EndActions(), ConfirmBuild(), Pass()):
            if pref in legal:
                said += GAME.apply(st, seat, pref).log
                break
        else:
            said += GAME.apply(st, seat, legal[0]).log
    return said
