"""The Shipyard board: the main board above, the player's shipyard and canals below, the rivals
beside. Drags buy parts into the yard, rent canals, move rondel markers, equip ships; the scene
never decides a rule: what lights up comes from `legal_actions`, refusals from the engine."""

from __future__ import annotations

from collections.abc import Hashable
from functools import partial
from typing import Any

import shiboken6
from PySide6.QtCore import QEasingCurve, QPointF, QRect, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneWheelEvent

import engine.shipyard.texts as tx
from desktop.common.i18n import current_language, heading, tr_key, tr_n
from desktop.common.sections import SectionedBoard
from desktop.shipyard import board, player, voyage
from desktop.shipyard import texts as tt
from desktop.shipyard.art import TABLE, CanalItem
from engine.core.actions import Action
from engine.shipyard.actions import (
    Bonus,
    BuyGoods,
    Choose,
    ConfirmBuild,
    Discard,
    EndActions,
    Exchange,
    Fit,
    Hire,
    Launch,
    Pass,
    ProduceEquipment,
    RecruitCrew,
    RentCanal,
    SteerTo,
    TakePart,
    TakeSubsidy,
)
from engine.shipyard.data import COLUMN_KIND, CREW_CARD, EQUIP, EXCHANGE, GOODS_CARD, HIRE, tables
from engine.shipyard.moves import BLANK_COLUMN, current_card
from engine.shipyard.offer import price
from engine.shipyard.rondels import circle_cost, crew_gain, equipment_gain, exchange_gain, oval_cost
from engine.shipyard.state import ACT, CHOOSE, DISCARD, FINAL, LAST, SAIL, SHIPS, ShipyardState
from engine.shipyard.track import last_regular_turn, pays
from engine.shipyard.voyage import launch_fault, speed

W, H = 1720.0, 1090.0


t = tr_key  # a key translated now, %1… filled
tn = tr_n  # a plural key for n, %1… filled


class ShipyardScene(SectionedBoard):
    """Draws a Shipyard view and turns gestures into the engine's actions."""

    def __init__(self, model: Any) -> None:
        super().__init__(model)
        self.setSceneRect(0, 0, W, H)
        self.setBackgroundBrush(TABLE)
        self.view_state: ShipyardState | None = None
        self.legal: list[Action] = []
        self.me = 0
        self.rot = 0  # the turn of the canal in hand
        self.ex_wagon: str | None = None  # a wagon card brought to the stock exchange
        self.ex_items: set[str] = set()
        self.discard_sel: set[str] = set()
        self._stale = False
        self._tabbing = False
        self.voyage = voyage.VoyageShow(self)
        self.geo = player.Geometry()
        self.card_at: dict[str, QPointF] = {}  # where each action card was drawn (they slide on)

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 - Qt override
        painter.fillRect(rect, TABLE)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        board.paint_background(painter)
        player.paint_background(painter)

    # -- refresh ------------------------------------------------------------------------------------------
    def refresh(self) -> None:
        if self._dragging is not None:
            self._stale = True  # redraw once the piece in hand is dropped
            return
        self._stale = False
        self.clear_targets()
        self._clear_hint()
        prev = self.view_state
        st: ShipyardState = self.model.view()
        self.view_state = st
        seat = self.model.perspective()
        self.me = seat if seat is not None else st.active
        acting = self.acting()
        self.legal = self.model.match.legal_actions(acting) if acting is not None else []
        self._tidy_modes(st)
        self.voyage.before_refresh(prev, st, self.me)
        lang = current_language()
        names = tuple(self.model.names), tuple(self.model.colours)
        ex_mode = (self.ex_wagon, tuple(sorted(self.ex_items)))
        p = st.ps[self.me]

        def moves(*kinds: type) -> tuple[Action, ...]:
            return tuple(a for a in self.legal if isinstance(a, kinds))

        # each part of the board is redrawn only when what it shows changed
        plan = [
            (
                "track",
                (
                    repr((st.card_pos, st.figures, st.counter, st.mode, st.stage, st.lead, st.early_end)),
                    (st.lap_pending, st.active, st.resume),  # the last lap's turns left and who plays the last
                    moves(Choose, Bonus),
                ),
                board.draw_track,
            ),
            (
                "market",
                (
                    repr((st.columns, [len(d) for d in st.decks.values()], st.wagon_offer, st.canal_offer)),
                    moves(TakePart, RentCanal, BuyGoods),
                    acting,
                    self.me,
                    (st.chosen, st.bonus),  # what a pressed part, canal or wagon says
                ),
                board.draw_market,
            ),
            (
                "rondels",
                (
                    repr((st.equip_pos, st.crew_pos, st.exchange_pos, st.oval_pos, st.oval, p.employees, p.coins)),
                    repr((st.stage, st.chosen, st.bonus, st.bonus_done)),
                    moves(ProduceEquipment, RecruitCrew, Hire, Exchange),
                    ex_mode,
                    acting,
                    self.me,
                ),
                board.draw_rondels,
            ),
            (
                "me",
                (
                    self.me,
                    repr(p),
                    repr((st.fit_ship, st.fitting, st.voyage, st.active == self.me)),
                    moves(Choose, Bonus, Fit, Exchange, RentCanal, SteerTo, Discard),
                    ex_mode,
                    tuple(sorted(self.discard_sel)),
                    acting,
                ),
                player.draw_me,
            ),
            (
                "others",
                (self.me, repr([q for i, q in enumerate(st.ps) if i != self.me]), st.active),
                player.draw_others,
            ),
        ]
        self.rebuild([(name, (lang, names, key), partial(draw, self, st)) for name, key, draw in plan])
        self.voyage.after_refresh(st)
        self.restore_selection()

    def _tidy_modes(self, st: ShipyardState) -> None:
        """Drop half-made choices that the position no longer allows."""
        exchanges = [a for a in self.legal if isinstance(a, Exchange)]
        if self.ex_wagon is not None and not any(a.wagon == self.ex_wagon for a in exchanges):
            self.ex_wagon, self.ex_items = None, set()
        if st.stage != DISCARD or self.acting() is None:
            self.discard_sel = set()
        else:
            self.discard_sel &= set(st.ps[self.me].contracts)
        if not any(isinstance(a, RentCanal) for a in self.legal):
            self.rot = 0

    # -- pieces and targets -----------------------------------------------------------------------------
    def draggable_pieces(self) -> set[Hashable]:
        return {k for k in self.pieces if self._targets_of(k)} | {
            k
            for k in self.pieces
            if k[0] in ("exitem", "contract", "wagon")  # type: ignore[index]
        }

    def keyboard_pieces(self) -> list[Hashable]:
        """In the order drawn, but a blank part in its column of the offer (it came after the sterns)."""
        drag = self.draggable_pieces()
        keys = [k for k in self.pieces if k in drag]
        offer = [k for k in keys if self._offer_column(k) is not None]
        if not offer:
            return keys
        at = keys.index(offer[0])
        rest = [k for k in keys if k not in offer]
        offer.sort(key=lambda k: (self._offer_column(k), k[0] != "blank"))  # type: ignore[index]
        return rest[:at] + offer + rest[at:]

    @staticmethod
    def _offer_column(key: Hashable) -> int | None:
        """The offer's column of a ship part or a blank one; None for anything else."""
        if isinstance(key, tuple) and key[0] == "part":
            return int(key[1])
        if isinstance(key, tuple) and key[0] == "blank":
            return BLANK_COLUMN[key[1]]
        return None

    def keyboard_group(self, stop: tuple[bool, Hashable]) -> Hashable:
        """Page Down goes from one column of the offer to the next: bows, middles, sterns (a blank with
        its column)."""
        is_click, key = stop
        col = None if is_click else self._offer_column(key)
        if col is not None:
            return "part", col
        return super().keyboard_group(stop)

    def legal_targets(self, piece: Hashable) -> dict[Hashable, Action]:
        return self._targets_of(piece)

    def _targets_of(self, piece: Hashable) -> dict[Hashable, Action]:  # noqa: C901 - one case per piece
        out: dict[Hashable, Action] = {}
        kind = piece[0]  # type: ignore[index]
        st = self.view_state
        if st is None:
            return out
        for a in self.legal:
            if kind == "figure" and isinstance(a, Choose):
                out[("card", a.card)] = a
            elif kind == "bonus" and isinstance(a, Bonus):
                out[("card", a.card)] = a
            elif kind == "part" and isinstance(a, TakePart) and (a.column, a.row) == piece[1:]:  # type: ignore[index]
                out[("slot", a.slot)] = a
            elif kind == "blank" and isinstance(a, TakePart) and a.row == -1:
                if a.column == BLANK_COLUMN[piece[1]]:  # type: ignore[index]
                    out[("slot", a.slot)] = a
            elif kind == "canal" and isinstance(a, RentCanal) and a.index == piece[1] and a.rotation == self.rot:  # type: ignore[index]
                if a.boat:
                    player.reposition_first_canal(self, st.canal_offer[a.index])
                out[("end", a.boat) if a.boat else ("cell", a.x, a.y)] = a
            elif kind == "marker":
                which = piece[1]  # type: ignore[index]
                if which == "equip" and isinstance(a, ProduceEquipment):
                    out[("equip", a.steps)] = a
                elif which == "crew" and isinstance(a, RecruitCrew):
                    out[("crew", a.steps)] = a
                elif which == "oval" and isinstance(a, Hire):
                    out[("hire", a.steps, a.slot)] = a
            elif kind == "offer_wagon" and isinstance(a, BuyGoods) and a.index == piece[1]:  # type: ignore[index]
                out[("my_wagons",)] = a
            elif kind == "wagon" and isinstance(a, Exchange) and a.wagon == piece[1]:  # type: ignore[index]
                out[("exchange",)] = a
            elif kind == "item" and isinstance(a, Fit) and a.item == piece[1]:  # type: ignore[index]
                for group in player.fit_groups(self, st, a.ship, a.item):
                    out[("place", a.ship, group)] = a
            elif kind == "boat" and isinstance(a, SteerTo):
                out[("space", a.x, a.y, a.space)] = a
        return out

    def action_for(self, piece: Hashable, target: Hashable) -> Action | None:  # noqa: C901 - one case per pair
        st = self.view_state
        if st is None:
            return None
        kind, tk = piece[0], target[0]  # type: ignore[index]
        if kind == "figure" and tk == "card":
            return Choose(target[1])  # type: ignore[index]
        if kind == "bonus" and tk == "card":
            return Bonus(target[1])  # type: ignore[index]
        if kind == "part" and tk == "slot":
            return TakePart(piece[1], piece[2], target[1])  # type: ignore[index]
        if kind == "blank" and tk == "slot":
            return TakePart(BLANK_COLUMN[piece[1]], -1, target[1])  # type: ignore[index]
        if kind == "canal" and tk == "cell":
            return RentCanal(piece[1], target[1], target[2], self.rot, "")  # type: ignore[index]
        if kind == "marker" and tk in ("equip", "crew"):
            return (ProduceEquipment if tk == "equip" else RecruitCrew)(target[1])  # type: ignore[index]
        if kind == "marker" and tk == "hire":
            return Hire(target[1], target[2])  # type: ignore[index]
        if kind == "item" and tk == "place":
            return Fit(target[1], piece[1])  # type: ignore[index]
        if kind == "boat" and tk == "space":
            return SteerTo(target[1], target[2], target[3])  # type: ignore[index]
        return None

    def on_chosen(self, piece: Hashable, target: Hashable, action: Action) -> Action | None:
        if isinstance(action, Exchange):
            self.ex_wagon = action.wagon
            self.ex_items = set()
            self.status.emit(t(tt.P_EXCHANGE_ITEMS_KEYS if self._by_keys else tt.P_EXCHANGE_ITEMS))
            self.refresh()
            self.page_prompt()
            return None
        if isinstance(action, RentCanal):
            self.rot = 0
        return action

    def describe_drop(self, piece: Hashable, target: Hashable) -> str:  # noqa: C901 - one text per kind
        action = self._legal.get(target)
        st = self.view_state
        if action is None or st is None:
            return ""
        p = st.ps[self.me]
        if isinstance(action, Choose):
            card, paid = tr_key(tx.CARD_NAMES[action.card]), pays(st, action.card)
            if st.mode == FINAL:
                return t(tt.DROP_CHOOSE_FINAL, card)
            return t(tt.DROP_CHOOSE, card, tt.coins(paid)) if paid else t(tt.DROP_CHOOSE_NOTHING, card)
        if isinstance(action, Bonus):
            return t(tt.DROP_BONUS, tr_key(tx.CARD_NAMES[action.card]))
        if isinstance(action, TakePart):
            return t(tt.DROP_PART, action.slot + 1, tt.price_text(price(action.row) if action.row >= 0 else 0))
        if isinstance(action, RentCanal):
            return t(tt.DROP_FIRST if action.boat else tt.DROP_CANAL, tt.price_text(price(action.index)))
        if isinstance(action, ProduceEquipment | RecruitCrew):
            gain = (equipment_gain if isinstance(action, ProduceEquipment) else crew_gain)(st, p, action.steps)
            items = ", ".join(tr_key(tx.ITEM_NAMES[i]) for i in gain)
            return tn(tt.DROP_STEPS, action.steps, tt.price_text(circle_cost(p, action.steps)), items)
        if isinstance(action, Hire):
            card = board.oval_card(st, action.steps, action.slot)
            cost = oval_cost(p, action.steps) + (board.design(card).surcharge if card else 0)
            return t(tt.DROP_HIRE, board.employee_name(card) if card else "", tt.price_text(cost))
        if isinstance(action, BuyGoods):
            return t(tt.DROP_WAGON, tt.price_text(price(action.index)))
        if isinstance(action, Fit):
            return t(tt.DROP_FIT, tr_key(tx.ITEM_NAMES[action.item]))
        if isinstance(action, Exchange):
            return t(tt.DROP_EXCHANGE)
        if isinstance(action, SteerTo):
            return t(tt.DROP_STEER)
        return ""

    def place_name(self, target: Hashable) -> str:
        """A ship's place an item goes to, named by its tooltip's head ("Cabins", "Mounts (sail/funnel)")."""
        item = self.targets.get(target)
        if item is None or target[0] != "place":  # type: ignore[index]
            return ""
        return item.toolTip().split(":")[0].split(".")[0]

    def describe_choice(self, key: Hashable) -> str:
        """Tab on an item of the exchange or a contract to discard: what it is and what Space does."""
        kind, what = key[0], key[1]  # type: ignore[index]
        if kind == "exitem":
            name = heading(tr_key(tx.ITEM_NAMES[what]))
            if what in self.ex_items:
                return t(tt.KB_ITEM_BACK, name)
            can = any(isinstance(a, Exchange) and a.wagon == self.ex_wagon and what in a.items for a in self.legal)
            return t(tt.KB_ITEM_TAKE if can else tt.KB_ITEM_NOT, name)
        item = self.pieces.get(key)
        tip = item.toolTip() if item is not None else ""
        return t(tt.KB_CONTRACT_KEEP if what in self.discard_sel else tt.KB_CONTRACT_DROP, tip)

    def no_targets_text(self, key: Hashable) -> str:
        return t(tt.NO_TARGET)

    # -- clicks ------------------------------------------------------------------------------------------
    def mouseReleaseEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().mouseReleaseEvent(event)
        if self._stale and self._dragging is None:
            self.refresh()

    def _click_piece(self, key: Hashable) -> None:
        kind = key[0]  # type: ignore[index]
        if kind in ("exitem", "contract"):
            self.selected = key
            if not self._tabbing:
                self.toggle(key)
            else:  # Tab came to it: the status bar names it and says what Space does
                self.status.emit(self.describe_choice(key))
            return
        if kind == "wagon" and not self._tabbing and self.ex_wagon == key[1]:  # type: ignore[index]
            self.ex_wagon, self.ex_items = None, set()  # clicked again: put it back
            self.refresh()
            self.page_prompt()
            return
        super()._click_piece(key)

    def toggle(self, key: Hashable, by_keys: bool = False) -> None:
        """An exchange item or a contract to discard is chosen or put back (with Space: the status bar
        then says what it is now, where no refusal is to be said)."""
        kind, what = key[0], key[1]  # type: ignore[index]
        chosen = self.ex_items if kind == "exitem" else self.discard_sel
        if what in chosen:
            chosen.discard(what)
        else:
            chosen.add(what)
        why = self._choice_refusal(kind)  # a choice no move can take says why (the button went)
        self.status.emit(why or (self.describe_choice(key) if by_keys else ""))
        self.refresh()
        self.page_prompt()

    def _choice_refusal(self, kind: str) -> str:
        """Why the items or contracts chosen make no move: one item too many for the wagon card, two blue
        contracts where one is to go; "" while the choice can still become one."""
        st = self.view_state
        if st is None:
            return ""
        action: Action
        if kind == "exitem" and self.ex_wagon is not None:
            action = Exchange(self.ex_wagon, tuple(sorted(self.ex_items)))
            return "" if action in self.legal else self.model.explain(self.me, action) or ""
        nb, ng = st.discard_need[self.me] if self.me < len(st.discard_need) else (0, 0)
        blue = sum(1 for c in self.discard_sel if tables().contracts[c].colour == "blue")
        if blue > nb or len(self.discard_sel) - blue > ng:  # more than may go: it can never be confirmed
            return self.model.explain(self.me, Discard(tuple(sorted(self.discard_sel)))) or ""
        return ""

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if self.watching():  # a replay: its keys are the replay's
            event.ignore()
            return
        key = event.key()
        if key == Qt.Key.Key_R:
            self.turn_canal(-1 if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else 1)
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.selected is not None:
            if self.selected[0] in ("exitem", "contract"):  # type: ignore[index]
                self.toggle(self.selected, by_keys=True)
                event.accept()
                return
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_PageDown, Qt.Key.Key_PageUp):
            self._tabbing = True
            try:
                super().keyPressEvent(event)
            finally:
                self._tabbing = False
            return
        super().keyPressEvent(event)

    def wheelEvent(self, event: QGraphicsSceneWheelEvent) -> None:  # noqa: N802 - Qt override
        if self._dragging is not None and self._dragging[0] == "canal":  # type: ignore[index]
            self.turn_canal(1 if event.delta() < 0 else -1)
            event.accept()
            return
        super().wheelEvent(event)

    def right_click(self, pos: QPointF) -> None:
        self.turn_canal(1)

    def hot_changed(self, key: Hashable | None, by_keys: bool) -> None:
        """The canal picked by the keys is shown turned in the place the arrows came to (a dragged one
        is in the hand; by keys only the offer's small card turned with R)."""
        ghost = getattr(self, "_kb_ghost", None)
        if ghost is not None and shiboken6.isValid(ghost) and ghost.scene() is self:
            self.removeItem(ghost)
        self._kb_ghost: CanalItem | None = None
        st, piece = self.view_state, self.selected
        if not by_keys or not isinstance(key, tuple) or st is None:
            return
        if not (isinstance(piece, tuple) and piece[0] == "canal" and key[0] in ("cell", "end")):
            return
        x, y = key[1:3] if key[0] == "cell" else (0, 0)
        rect = self.geo.cell_rect(x, y)
        item = CanalItem(st.canal_offer[piece[1]], self.rot, rect.width())
        item.setPos(rect.topLeft())
        item.setOpacity(0.75)
        item.setZValue(6)  # over the cell's dashed box, under the lit places (the first canal's ends)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(item)
        self._kb_ghost = item

    def turn_canal(self, step: int = 1) -> None:
        """R, the wheel or a right click turn the canal in hand (and the canals of the offer)."""
        if not any(isinstance(a, RentCanal) for a in self.legal):
            return
        self.rot = (self.rot + step) % 4
        for key, item in self.pieces.items():
            if key[0] == "canal" and hasattr(item, "set_rotation"):  # type: ignore[index]
                item.set_rotation(self.rot)
        held = self._dragging if self._dragging is not None else self.selected
        if held is not None and held[0] == "canal":  # type: ignore[index]
            hot = self._hot
            self.show_targets(held)
            if hot in self._marks:
                self._set_hot(hot)  # its canal shown again, turned (`hot_changed`)

    # -- the prompt bar --------------------------------------------------------------------------------
    def prompt_text(self) -> str:  # noqa: C901 - one line per moment of the turn
        st = self.view_state
        if st is None:
            return ""
        if self.acting() is None:
            return self.playing_text()
        if st.stage == CHOOSE:
            if st.mode == FINAL:
                return t(tt.P_FINAL)
            if st.early_end:  # a deck of ship parts ran out: each turn from here on is its player's last
                return t(tt.P_CHOOSE_LAST)
            # the last lap (RULES.md 8.1): no turn of his comes before the lead card reaches the start space
            if last_regular_turn(st):
                return t(tt.P_CHOOSE_LAST_LAP)
            # with two players the first card chosen takes two figures (RULES.md 4.3)
            return t(tt.P_CHOOSE_TWO if st.players == 2 and st.ps[self.me].turns == 1 else tt.P_CHOOSE)
        if st.stage == SHIPS:
            return t(tt.P_FIT)
        if st.stage == SAIL:
            return t(tt.P_STEER)
        if st.stage == DISCARD:
            nb, ng = st.discard_need[self.me]
            return t(tt.P_DISCARD, nb, ng)
        if st.stage == LAST:
            return t(tt.P_LAST)
        if st.stage == ACT:
            if st.building:
                return t(tt.P_BUILD)
            card = current_card(st)
            if self.ex_wagon is not None:
                return t(tt.P_EXCHANGE_ITEMS)
            if card == "rent_canal" and not st.ps[self.me].canals:  # the first canal: its end is the boat's
                return t(tt.P_FIRST_CANAL)
            return t(
                {
                    "build_ships": tt.P_BUILD,
                    "rent_canal": tt.P_CANAL,
                    EQUIP: tt.P_EQUIP,
                    CREW_CARD: tt.P_CREW,
                    HIRE: tt.P_HIRE,
                    GOODS_CARD: tt.P_GOODS,
                    EXCHANGE: tt.P_EXCHANGE,
                    "subsidy": tt.P_SUBSIDY,
                }.get(card, tt.P_BONUS)
            )
        return ""

    def prompt_actions(self) -> list[tuple[str, Action]]:  # noqa: C901 - one label per kind of decision
        st = self.view_state
        out: list[tuple[str, Action]] = []
        if st is None or self.acting() is None:
            return out
        p = st.ps[self.me]
        helmsman_speed: dict[Launch, int] = {}
        for a in self.legal:
            if isinstance(a, ConfirmBuild):
                cost = sum(price(r) for _c, r, _s in st.build_taken if r >= 0)
                out.append((t(tt.B_CONFIRM) + f" ({tt.price_text(cost)})", a))
            elif isinstance(a, TakeSubsidy):
                out.append((t(tt.B_SUBSIDY), a))
            elif isinstance(a, EndActions):
                out.append((t(tt.B_END), a))
            elif isinstance(a, Pass):
                out.append((t(tt.B_PASS), a))
            elif isinstance(a, Launch):
                load = dict(st.fitting) if a.ship == st.fit_ship else {}
                spd = speed(load, a.helmsman, a.yardman)
                helmsman_speed[a] = spd
                if a.helmsman and a.yardman:
                    label = t(tt.B_LAUNCH_BOTH, a.yardman, spd)
                elif a.helmsman:
                    label = t(tt.B_LAUNCH_HELM, spd)
                elif a.yardman:
                    label = t(tt.B_LAUNCH_YARD, a.yardman, spd)
                else:
                    label = t(tt.B_LAUNCH, spd)
                fault = launch_fault(load, p.canals, p.boat, p.stern, spd)
                if fault:
                    label = t(tt.B_LOST_CAPTAIN if fault == "captain" else tt.B_LOST_CANALS, label)
                out.append((label, a))
            elif isinstance(a, Discard) and set(a.contracts) == self.discard_sel:
                out.append((t(tt.B_DISCARD), a))
        if self.ex_wagon is not None:
            action = Exchange(self.ex_wagon, tuple(sorted(self.ex_items)))
            if action in self.legal:
                coins = self.exchange_value(st, action)
                if action.items:
                    items = ", ".join(tr_key(tx.ITEM_NAMES[i]) for i in action.items)
                    label = t(tt.B_EXCHANGE, items, tt.coins(coins)) if coins else t(tt.B_EXCHANGE_ALL, items)
                    out.insert(0, (label, action))
                else:
                    out.insert(0, (t(tt.B_SELL, tt.coins(coins)), action))
        return out

    def exchange_value(self, st: ShipyardState, action: Exchange) -> int:
        """What the exchange would pay, by the engine's rule (the marker moves one space first)."""
        return exchange_gain(st, st.ps[self.me], action.wagon, action.items)

    def end_turn_action(self) -> Action | None:
        for a in self.legal:
            if isinstance(a, EndActions):
                return a
        return None

    def end_turn_reason(self) -> str:
        seat = self.model.perspective()
        return "" if seat is None else self.model.refusal(seat, EndActions())

    # -- hints -------------------------------------------------------------------------------------------
    def hint(self, action: Action) -> None:  # noqa: C901 - one pair of items per kind of move
        self._clear_hint()
        st = self.view_state
        if st is None:
            return
        keys: list[Hashable] = []
        if isinstance(action, Choose | Bonus):
            keys = [("figure",) if isinstance(action, Choose) else ("bonus",), ("card", action.card)]
        elif isinstance(action, TakePart):
            src = ("blank", COLUMN_KIND[action.column]) if action.row < 0 else ("part", action.column, action.row)
            keys = [src, ("slot", action.slot)]
        elif isinstance(action, RentCanal):
            self.rot = action.rotation
            self.turn_canal(0)
            keys = [("canal", action.index), ("end", action.boat) if action.boat else ("cell", action.x, action.y)]
        elif isinstance(action, ProduceEquipment):
            keys = [("marker", "equip"), ("equip", action.steps)]
        elif isinstance(action, RecruitCrew):
            keys = [("marker", "crew"), ("crew", action.steps)]
        elif isinstance(action, Hire):
            keys = [("marker", "oval"), ("hire", action.steps, action.slot)]
        elif isinstance(action, BuyGoods):
            keys = [("offer_wagon", action.index), ("my_wagons",)]
        elif isinstance(action, Exchange):
            keys = [("wagon", action.wagon), ("exchange",)]
        elif isinstance(action, Fit):
            keys = [("item", action.item)] + [
                ("place", action.ship, g) for g in player.fit_groups(self, st, action.ship, action.item)
            ]
        elif isinstance(action, SteerTo):
            keys = [("boat",), ("space", action.x, action.y, action.space)]
        elif isinstance(action, Discard):
            keys = [("contract", c) for c in action.contracts]
        self.mark_hint(action, keys)

    def hint_ring(self, path: QPainterPath) -> QGraphicsItem:
        from PySide6.QtWidgets import QGraphicsPathItem

        ring = QGraphicsPathItem(path)
        pen = QPen(QColor("#F2C230"), 5)
        ring.setPen(pen)
        ring.setZValue(80)
        ring.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(ring)
        if self.animations:
            anim = QVariantAnimation(self)
            anim.setStartValue(1.0)
            anim.setEndValue(0.35)
            anim.setDuration(600)
            anim.setLoopCount(3)
            anim.setEasingCurve(QEasingCurve.Type.InOutSine)
            anim.valueChanged.connect(lambda v: ring.setOpacity(float(v)))
            anim.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)
        return ring

    # -- the end --------------------------------------------------------------------------------------------
    def results_widget(self) -> Any:
        from desktop.shipyard.results import ShipyardResults

        widget = ShipyardResults()
        widget.show_state(self.model)
        return widget
