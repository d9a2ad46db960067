"""Golden Horn's prompt bar: the question of each moment of a turn (the set-up, sailing with or without
the pirates, a robbed ship's course, the end of the turn and announcing the end of the game) and its
decisions as buttons."""

from __future__ import annotations

from typing import Any

import engine.golden_horn.texts as tx
from desktop.common.i18n import tr_count, tr_key
from engine.core.actions import Action
from engine.core.messages import QT_TRANSLATE_NOOP
from engine.golden_horn.actions import Announce, EndTurn, Rob, Steer
from engine.golden_horn.state import END, PLACE, STEER, GoldenHornState

S21 = QT_TRANSLATE_NOOP("GoldenHornScene", "Turn the ship around")
S22 = QT_TRANSLATE_NOOP("GoldenHornScene", "Keep its course")
S23 = QT_TRANSLATE_NOOP("GoldenHornScene", "Announce the end")
S24 = QT_TRANSLATE_NOOP("GoldenHornScene", "Drag each of your ships into Venice or Constantinople.")
S25 = QT_TRANSLATE_NOOP("GoldenHornScene", "Pirates took the last goods of your %1 (heading for %2): turn it around?")
S26 = QT_TRANSLATE_NOOP("GoldenHornScene", "End your turn (Ctrl+E).")
# one line at 1280 px in Slovak (two moved the board down a line); what announcing does is the button's tip
S27 = QT_TRANSLATE_NOOP(
    "GoldenHornScene", "End your turn, or announce the end of the game: your warehouse holds every colour."
)
S27_TIP = QT_TRANSLATE_NOOP(
    "GoldenHornScene",
    "The round is then played to its end and the game is scored. Announcing wins nothing by itself.",
)
S29 = QT_TRANSLATE_NOOP("GoldenHornScene", "End the turn")
S28 = QT_TRANSLATE_NOOP(
    "GoldenHornScene", "Drag one of your ships along the route. Optional first: pirates with two cards."
)
S28_SAIL = QT_TRANSLATE_NOOP("GoldenHornScene", "Drag one of your ships along the route.")


class Prompts:
    """The prompt bar's part of GoldenHornScene (a mixin: `self` is the scene)."""

    def prompt_actions(self: Any) -> list[tuple[str, Action]]:
        out: list[tuple[str, Action]] = []
        for a in self._my_legal():
            if isinstance(a, Steer):
                out.append((tr_count(S21) if a.turn else tr_count(S22), a))
            elif isinstance(a, Announce):
                out.append((tr_count(S23), a))
            elif isinstance(a, EndTurn):
                out.insert(0, (tr_count(S29), a))
        return out

    def decision_tip(self: Any, action: Any) -> str:
        return tr_count(S27_TIP) if isinstance(action, Announce) else ""

    def prompt_text(self: Any) -> str:
        st = self.view_state
        if st is None:
            return ""
        seat = self.model.perspective()
        if not self._can_act(st):
            return self.playing_text()
        if st.phase == PLACE:
            return tr_count(S24)
        if st.phase == STEER and st.pending >= 0:  # which ship, and which way it sails now
            return (
                tr_count(S25)
                .replace("%1", tr_key(tx.SHIP_NAMES[st.pending % 3]))
                .replace("%2", self._heading(st, st.pending))
            )
        if st.phase == END:
            return tr_count(S26) if not any(isinstance(a, Announce) for a in self._my_legal()) else tr_count(S27)
        if seat is not None:
            # the pirates are offered only while they may be sent (once a turn, before sailing, with a
            # pair of cards that matches a loaded ship at sea)
            robbing = self._can_rob(st) and any(isinstance(a, Rob) for a in self._my_legal())
            return tr_count(S28 if robbing else S28_SAIL)
        return ""

    @staticmethod
    def _heading(st: GoldenHornState, ship: int) -> str:
        """The home port a ship at sea sails towards (+1: Constantinople)."""
        return tr_key(tx.PLACE_NAMES["constantinople" if st.ship_dir[ship] > 0 else "venice"])

    def end_turn_action(self: Any) -> Action | None:
        for a in self._my_legal():
            if isinstance(a, EndTurn):
                return a
        return None

    def end_turn_reason(self: Any) -> str:
        seat = self.model.perspective()
        return "" if seat is None else self.model.refusal(seat, EndTurn())
