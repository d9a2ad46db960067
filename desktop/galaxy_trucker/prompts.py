"""Galaxy Trucker's prompt bar: the question and the decisions of each phase as buttons (with their cube
costs in the robot variant), the faster clock once only bots are building, and the log's small moves."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

import engine.galaxy_trucker.building as bd
import engine.galaxy_trucker.texts as tx
from desktop.common.i18n import tr_count, tr_key, tr_n
from desktop.common.modal import ask_once
from desktop.galaxy_trucker.labels import (
    B_BAY_BACK,
    B_FASTER,
    B_FINISH,
    B_FINISH_LOSING,
    B_FLIP,
    B_FLY_ON,
    B_GIVE_UP,
    B_MOVE_GOODS,
    B_NORMAL_SPEED,
    B_PASS,
    B_PILES,
    B_RESERVE,
    B_RETURN,
    B_START,
    B_TAKE,
    B_TURN,
    L_COST,
    L_SHOW_BUILDING,
    P_READY,
    Q_GIVE_UP,
    T_GIVE_UP,
    action_label,
    prompt_line,
)
from engine.core.actions import Action
from engine.core.messages import MessageKey
from engine.galaxy_trucker.actions import (
    Finish,
    Flip,
    GiveUp,
    PassTurn,
    Power,
    Reserve,
    ReturnTile,
    Store,
    TakeHidden,
    Unload,
)
from engine.galaxy_trucker.state import BUILD, GTState


class AskFirst:
    """A prompt bar decision that asks once more before it is played (giving up the flight)."""

    def __init__(self, action: Action, ask: Callable[[Action], None]) -> None:
        self.action, self.ask = action, ask

    def __call__(self) -> None:
        self.ask(self.action)

    def __eq__(self, other: object) -> bool:  # it stands for its move: a list of decisions holds GiveUp()
        return other == self.action or (isinstance(other, AskFirst) and other.action == self.action)

    def __hash__(self) -> int:
        return hash(self.action)


class GoodsMenu:
    """A prompt bar decision that opens a menu of moves (each cube to load or unload while loading):
    they are the board's drags, for the keyboard; a button each took the bar to three rows."""

    def __init__(self, moves: list[tuple[str, Action]], play: Callable[[Action], None], parent: Any) -> None:
        self.moves, self.play, self.parent = moves, play, parent
        self.menu: QMenu | None = None

    def __call__(self) -> None:
        self.open()

    def open(self) -> QMenu:
        """The moves in a menu under the prompt bar's buttons (at the pointer without a bar), the first
        one active: the arrows and Enter choose, as in the bar's list of decisions (Alt+0)."""
        parent: QWidget | None = self.parent
        window = parent.window() if parent is not None else None
        row = getattr(getattr(window, "page", None), "button_row", None)
        menu = QMenu(row if row is not None else parent)
        for label, action in self.moves:
            entry = menu.addAction(label)
            entry.triggered.connect(lambda _=False, a=action: self.play(a))
        menu.aboutToHide.connect(menu.deleteLater)
        self.menu = menu
        menu.popup(row.mapToGlobal(row.rect().bottomLeft()) if row is not None else QCursor.pos())
        if menu.actions():
            menu.setActiveAction(menu.actions()[0])
        return menu

    def __eq__(self, other: object) -> bool:  # the same moves: the bar keeps its button
        return isinstance(other, GoodsMenu) and other.moves == self.moves

    def __hash__(self) -> int:
        return hash(tuple(self.moves))


FASTER = 4.0  # how much faster the match clock runs once only bots are building


class Prompts:
    """The prompt bar part of GalaxyTruckerScene (a mixin: `self` is the scene)."""

    def waiting_for_bots(self: Any, st: GTState) -> bool:
        """Real-time building, every human finished, some bot still building."""
        humans = self.model.human_seats()
        if st.phase != BUILD or not bd.realtime(st) or not humans:
            return False
        return all(st.seats[h].token for h in humans) and any(not p.token for p in st.seats)

    # -- the start of real-time building ----------------------------------------------------------------
    def hold_the_start(self: Any, window: Any) -> bool:
        """A new game against the clock waits for its player: the seed starts building "poté, co jsou
        hráči připraveni" (rounds 2 and 3 wait behind the round's results). The board stays in view;
        the prompt's button, or taking a tile, turns the hourglass and lets the bots go."""
        model = self.model
        if model.match.records or not model.timed() or not model.human_seats() or getattr(window, "_no_dialogs", False):
            return False
        self.ready_wait = True
        model.paused = True  # the sand stands and the bots wait
        return True

    def start_building(self: Any) -> None:
        if not getattr(self, "ready_wait", False):
            return
        self.ready_wait = False
        self.model.paused = False
        self.model.schedule_bots()
        self.model.changed.emit()

    # -- the log ----------------------------------------------------------------------------------------
    def minor_log(self: Any) -> tuple[frozenset[MessageKey], MessageKey]:
        """Building writes a line for every tile taken, built and put back (hundreds a round, most of
        them the bots'): the log hides them unless the player asks for them."""
        keys = frozenset({tx.L_TAKE_HIDDEN, tx.L_TAKE_VISIBLE, tx.L_PLACE, tx.L_RESERVE, tx.L_RETURN})
        return keys, L_SHOW_BUILDING

    # -- the prompt bar ---------------------------------------------------------------------------------
    def prompt_text(self: Any) -> str:
        if getattr(self, "ready_wait", False) and self.view_state is not None:
            return tr_key(P_READY, str(self.view_state.round))
        return prompt_line(self.view_state, self._human(), self._my_legal())

    def decision_tip(self: Any, action: Any) -> str:
        """Giving up the flight costs rewards and half the goods: the button says what it means."""
        return tr_count(T_GIVE_UP) if isinstance(action, AskFirst) else ""

    def prompt_actions(self: Any) -> list[tuple[str, Any]]:  # noqa: C901 - one label per kind of decision
        if getattr(self, "ready_wait", False):
            return [(tr_count(B_START), self.start_building)]
        st = self.view_state
        seat = self._human()
        legal = self._my_legal()
        if st is not None and self.waiting_for_bots(st):
            # every human has finished: the bots need not be waited for at the pace of the sand
            if self.model.clock_speed == 1.0:
                wait = [(tr_key(B_FASTER, str(int(FASTER))), lambda: self.model.set_clock_speed(FASTER))]
            else:
                wait = [(tr_count(B_NORMAL_SPEED), lambda: self.model.set_clock_speed(1.0))]
            flips = [(tr_count(B_FLIP), lambda a=a: self._send(a)) for a in legal if isinstance(a, Flip)]
            return wait + flips
        if st is None or seat is None or not legal:
            return []
        out: list[tuple[str, Any]] = []
        p = st.seats[seat]
        if st.phase == BUILD:
            robot = not bd.realtime(st)

            def cost(label: str, a: Action) -> str:
                """In turns, each button says what it costs in cubes."""
                if not robot or isinstance(a, PassTurn):
                    return label
                return tr_n(L_COST, bd.cube_cost(a, p), label)

            for a in legal:
                if isinstance(a, TakeHidden):
                    out.append((cost(tr_count(B_TAKE), a), lambda a=a: self._send(a)))
            if p.hand >= 0:
                out.append((tr_count(B_TURN), self.turn_tile))
            if st.piles:
                out.append((tr_count(B_PILES), self.show_piles))  # looking is free, and takes time
            for a in legal:
                if isinstance(a, Reserve):
                    back = tr_count(B_BAY_BACK if p.hand_from == "bay" else B_RESERVE)
                    out.append((cost(back, a), lambda a=a: self._send(a)))
                elif isinstance(a, ReturnTile):
                    out.append((cost(tr_count(B_RETURN), a), lambda a=a: self._send(a)))
                elif isinstance(a, Finish):
                    token = bd.next_token(st)
                    kept = len(p.reserve) + len(p.bay)  # lost at the end of building (RULES.md 3.4, 8.2)
                    done = tr_n(B_FINISH_LOSING, kept, token) if kept else tr_key(B_FINISH, str(token))
                    out.append((done, lambda a=a: self._send(a)))
                elif isinstance(a, PassTurn):
                    out.append((tr_key(B_PASS, str(p.cubes)), a))
                elif isinstance(a, Flip):
                    out.append((tr_count(B_FLIP), lambda a=a: self._send(a)))
            return out
        # the step's way out first ("Done loading", "Declare firepower 1"), then the many cube moves and
        # batteries to power with: the first nine buttons have Alt keys, and a tenth "Done" was out of
        # the keyboard's reach (or under More, after twelve cannons to charge)
        moves: list[tuple[str, Action]] = []
        for a in sorted(legal, key=lambda a: isinstance(a, Store | Unload | Power)):
            label = action_label(st, seat, a)
            if label and isinstance(a, Store | Unload):
                moves.append((label, a))  # the cubes' moves: under one button, the board drags them
            elif label:
                out.append((label, AskFirst(a, self.give_up) if isinstance(a, GiveUp) else a))
        if moves:
            views = self.views()
            out.append((tr_count(B_MOVE_GOODS), GoodsMenu(moves, self.action_chosen.emit, views[0] if views else None)))
        return out

    def give_up(self: Any, action: Action) -> None:
        """Giving up is asked once more: a slip on the button beside "Fly on" (pressed before every
        card) ended the round, and the card it revealed left nothing to undo."""
        views = self.views()
        window = views[0].window() if views else None
        if not getattr(window, "_no_dialogs", False):
            box = QMessageBox(window)
            box.setIcon(QMessageBox.Icon.Question)
            box.setText(tr_count(Q_GIVE_UP))
            box.setInformativeText(tr_count(T_GIVE_UP))
            give = box.addButton(tr_count(B_GIVE_UP), QMessageBox.ButtonRole.AcceptRole)
            stay = box.addButton(tr_count(B_FLY_ON), QMessageBox.ButtonRole.RejectRole)
            box.setDefaultButton(stay)
            box.setEscapeButton(stay)
            ask_once(box)
            if box.clickedButton() is not give:
                return
        self.action_chosen.emit(action)

    def end_turn_action(self: Any) -> Action | None:
        return None
