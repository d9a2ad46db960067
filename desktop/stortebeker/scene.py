"""The Störtebeker table: ships at sea with each player's side, the harbour and the open discard pile
above, the hand below, the players at the right. Drags lay cards at ships, fire at them and put
cards aside for an exchange; the scene never decides a rule: what lights up comes from
`legal_actions`, refusals from the engine."""

from __future__ import annotations

import random
from collections.abc import Hashable
from functools import partial
from itertools import takewhile
from typing import Any

import shiboken6
from PySide6.QtCore import QRect, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QKeyEvent, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QStyleOptionGraphicsItem, QWidget

import engine.stortebeker.texts as tx
from desktop.common.i18n import current_language, heading, render, tr_key
from desktop.common.painted import LabelItem, font, invisible
from desktop.common.sections import SectionedBoard
from desktop.stortebeker import hand, table
from desktop.stortebeker import texts as tt
from desktop.stortebeker.art import INK, TABLE, TEXT_PX, paint_die, tilt
from desktop.stortebeker.table import t, tn
from engine.core.actions import Action
from engine.core.messages import Message
from engine.stortebeker.actions import Attack, Counter, EndPicks, Fire, Lay, Pass, Pick, Stop, Swap, Take
from engine.stortebeker.battle import shots_left
from engine.stortebeker.data import card, ship
from engine.stortebeker.play import sizes_after_laying
from engine.stortebeker.state import BOARD, CANNON, COUNTER, OVER, PICK, PLAY, StortebekerState
from engine.stortebeker.table import ship_name, strength

TYPE_OF = {key: kind for kind, key in tx.TYPE_NAMES.items()}
# the dice panel: above the players' column, down to the players (the score track stops at the sea);
# room for nine lines of a roll's text (a counter-attack and the next shots, told at once)
DICE_RECT = QRectF(hand.PANEL_X, 6, hand.PANEL_W, hand.PLAYERS_TOP - 12)
ROLL_TOP = 50.0  # where the roll's text begins in the panel, under the title and the dice


_WAYS = ((Lay, tt.W_LAY), (Swap, tt.W_SWAP), (Fire, tt.W_FIRE))  # the prompt's ways to play a card, in order
# what a roll did, told after it in the dice panel: the shots that miss (and, from the moves after it, the
# cards the hits took), the cards a failed boarding costs;
# the boarding's outcome
_COLOUR_EFFECTS = frozenset({tx.LOG_MISS, tx.LOG_MISS_BOTH, tx.LOG_LOSE, tx.LOG_LOSE_NONE})
_NUMBER_EFFECTS = frozenset({tx.LOG_ATTACK_WON, tx.LOG_ATTACK_LOST, tx.LOG_COUNTER_WON, tx.LOG_COUNTER_LOST})
_HITS = frozenset({tx.LOG_TAKE_KEEP, tx.LOG_TAKE_DISCARD})  # a shot that hit: the card it took


class DiceItem(QGraphicsItem):
    """The latest roll: two colour dice and two number dice, tumbling when they are new. Each pair
    names itself and its rule on hover (the whole row too, also before anything was rolled)."""

    def __init__(self) -> None:
        super().__init__()
        self.colours: list[str] = []
        self.numbers: list[int] = []
        self.step = -1  # >= 0 while tumbling
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.zones: dict[str, QGraphicsItem] = {}
        for name in ("colours", "numbers"):
            zone = invisible(QGraphicsRectItem(0, 0, 92, 44))
            zone.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            zone.setParentItem(self)
            self.zones[name] = zone
        self.show_roll([], [])

    def show_roll(self, colours: list[str], numbers: list[int]) -> None:
        """Show these dice (faces in this order: colours, then numbers) and name them."""
        self.colours, self.numbers = colours, numbers
        self.setToolTip(table.dice_tip(colours, numbers))
        tips = {"colours": table.colour_dice_tip(colours), "numbers": table.number_dice_tip(numbers)}
        x = 0.0
        for name, count in (("colours", len(colours)), ("numbers", len(numbers))):
            zone = self.zones[name]
            zone.setVisible(bool(tips[name]))
            zone.setToolTip(tips[name])
            zone.setPos(x, 0)
            x += 46 * count
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(0, 0, 190, 44)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        faces: list[int | str] = [*self.colours, *self.numbers]
        for k, face in enumerate(faces):
            shown: int | str = face
            angle = 0.0
            if self.step >= 0:
                rng = random.Random(self.step * 7 + k)
                shown = rng.randint(1, 6) if isinstance(face, int) else rng.choice(list(tx.TYPE_NAMES))
                angle = tilt(self.step + k)
            paint_die(painter, shown, QRectF(4 + k * 46, 4, 36, 36), angle)


class StortebekerScene(SectionedBoard):
    """Draws a Störtebeker view and turns gestures into the engine's actions."""

    def __init__(self, model: Any) -> None:
        super().__init__(model)
        self.setSceneRect(0, 0, table.W, table.H)
        self.setBackgroundBrush(TABLE)
        self.view_state: StortebekerState | None = None
        self.legal: list[Action] = []
        self.me = 0
        self.staged: set[int] = set()  # hand cards put aside for an exchange
        self._stale = False
        self._tabbing = False
        self.dice = DiceItem()
        self.dice.setPos(DICE_RECT.right() - 190, DICE_RECT.y() + 2)  # beside the title
        self.dice.setZValue(5)
        self._dice_seen = -1  # the record whose roll the dice show
        self._tumble = QVariantAnimation(self)
        self._tumble.setStartValue(0)
        self._tumble.setEndValue(9)
        self._tumble.setDuration(520)
        self._tumble.valueChanged.connect(self._tumbling)
        self._tumble.finished.connect(self._settled)
        self.roll_text = ""

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 - Qt override
        painter.fillRect(rect, TABLE)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setPen(QColor("#B9AD92"))
        painter.setBrush(QColor("#C8DCE2"))
        painter.drawRoundedRect(QRectF(12, table.SEA_Y - 8, table.SEA_W + 8, 560), 14, 14)  # the sea
        painter.setBrush(QColor("#EFE7D3"))
        painter.drawRoundedRect(hand.PANEL, 12, 12)  # the player's end
        painter.drawRoundedRect(DICE_RECT, 10, 10)

    # -- refresh -----------------------------------------------------------------------------------------------
    def refresh(self) -> None:
        if self._dragging is not None:
            self._stale = True
            return
        self._stale = False
        self.clear_targets()
        self._clear_hint()
        st: StortebekerState = self.model.view()
        self.view_state = st
        seat = self.model.perspective()
        self.me = seat if seat is not None else st.active
        acting = self.acting()
        self.legal = self.model.match.legal_actions(acting) if acting is not None else []
        swaps = [set(a.cards) for a in self.legal if isinstance(a, Swap)]
        self.staged &= set(st.hands[self.me])
        if not any(self.staged <= s for s in swaps):
            self.staged = set()
        lang = current_language()
        names = tuple(self.model.names), tuple(self.model.colours)

        def moves(*kinds: type) -> tuple[Action, ...]:
            return tuple(a for a in self.legal if isinstance(a, kinds))

        me = self.me
        plan = [
            (
                "top",
                (
                    repr((st.harbour[: st.preview], len(st.harbour), len(st.draw), st.discard)),
                    st.end_triggered and st.phase != OVER,  # "last round" after the harbour's count
                    moves(Pick),
                ),
            ),
            ("track", (tuple(st.points), self.model.match.is_over())),  # the end adds the colour bonus
            (
                "sea",
                (
                    repr((st.sea, st.sides, st.phase, st.target, st.prize, st.best, st.leader)),
                    moves(Lay, Fire, Attack, Take),
                    me,
                ),
            ),
            (
                "hand",
                (
                    repr((st.hands[me], st.waiting[me], st.phase, st.active, st.laid, st.swapped, st.fired, st.need)),
                    tuple(sorted(self.staged)),
                    moves(Lay, Fire, Swap, Pick, Attack, Take),
                    me,
                    acting,
                ),
            ),
            (
                "players",
                (
                    repr((st.points, st.captured, [len(h) for h in st.hands], st.waiting, st.active, st.colour_bonus)),
                    self.model.match.is_over(),
                ),
            ),
        ]
        draw = {
            "top": table.draw_top,
            "track": table.draw_track,
            "sea": table.draw_sea,
            "hand": hand.draw_hand,
            "players": hand.draw_players,
        }
        self.rebuild([(name, (lang, names, key), partial(draw[name], self, st)) for name, key in plan])
        self._show_dice()
        self.restore_selection()

    # -- the dice ----------------------------------------------------------------------------------------------
    def _show_dice(self) -> None:
        """The latest colour and number rolls from the match's records, of the newest roll's turn only (a
        cannon roll read beside a boarding two turns old); a new roll tumbles first."""
        if not shiboken6.isValid(self.dice):
            self.dice = DiceItem()
            self.dice.setPos(DICE_RECT.right() - 190, DICE_RECT.y() + 2)  # beside the title
            self.dice.setZValue(5)
        if self.dice.scene() is not self:
            self.addItem(self.dice)
        records = self.model.match.records
        colours: list[str] = []
        numbers: list[int] = []
        newest = -1
        said: list[tuple[int, int, str]] = []  # (record, message, what the roll did)
        turn: int | None = None  # the newest roll's turn: the dice shown all belong to it
        for i in range(len(records) - 1, max(-1, len(records) - 12), -1):
            if turn is not None and records[i].turn != turn:
                break
            log = [m for m in records[i].log if isinstance(m, Message)]
            for j in range(len(log) - 1, -1, -1):
                m = log[j]
                if m.key == tx.LOG_COLOUR_DICE and not colours:
                    colours = [TYPE_OF.get(m.params["first"], "water"), TYPE_OF.get(m.params["second"], "water")]
                    hits = self._hits_after(records, i)  # the shooter's choices come as moves of their own
                    said.append((i, j, " ".join([self._roll_said(log, j, _COLOUR_EFFECTS), *hits])))
                elif m.key in (tx.LOG_ATTACK, tx.LOG_COUNTER) and not numbers:
                    numbers = [int(m.params["first"]), int(m.params["second"])]
                    said.append((i, j, self._roll_said(log, j, _NUMBER_EFFECTS)))
                else:
                    continue
                newest, turn = max(newest, i), records[i].turn
            if colours and numbers:
                break
        text = "\n".join(x for _, _, x in sorted(said))
        self.dice.show_roll(colours, numbers)
        self.roll_text = text
        if newest > self._dice_seen and self.animations and (colours or numbers):
            self._dice_seen = newest
            self._tumble.stop()
            self._tumble.start()
        else:
            self._dice_seen = max(self._dice_seen, newest)
            self.dice.update()
        self._dice_label()

    def _hits_after(self, records: list[Any], i: int) -> list[str]:
        """The cards the shots took, told in the moves right after the roll in record `i` (the panel
        told the misses only, so a roll that hit seemed to have done nothing)."""
        out: list[str] = []
        for record in records[i + 1 :]:
            lines = [m for m in record.log if isinstance(m, Message)]
            # the cards taken, and the other die's miss told after them (it waited for the first's take)
            hits = list(takewhile(lambda m: m.key in _HITS or m.key in _COLOUR_EFFECTS, lines))
            out.extend(render(m, self.model.names) for m in hits)
            if not hits or len(hits) < len(lines):  # the shots are told; what follows is another story
                break
        return out

    def _roll_said(self, log: list[Message], j: int, effects: frozenset[Any]) -> str:
        """A roll's line and the lines of what it did that follow it (not the next, unrelated ones)."""
        end = j + 1
        while end < len(log) and log[end].key in effects:
            end += 1
        return " ".join(render(x, self.model.names) for x in log[j:end])

    def _dice_label(self) -> None:
        running = self._tumble.state() == QVariantAnimation.State.Running
        key = (t(tt.DICE), self.roll_text, running)
        old = getattr(self, "_dice_text_item", None)
        if old is not None and shiboken6.isValid(old) and old.scene() is self:
            if getattr(self, "_dice_key", None) == key:
                return
            self.removeItem(old)
        self._dice_key = key
        title = LabelItem(t(tt.DICE), TEXT_PX, True, INK)
        title.setPos(DICE_RECT.x() + 8, DICE_RECT.y() + 4)
        group: list[QGraphicsItem] = [title]
        if self.roll_text and self._tumble.state() != QVariantAnimation.State.Running:
            line = _Wrapped(self.roll_text, DICE_RECT.width() - 16, DICE_RECT.height() - ROLL_TOP - 4)
            line.setPos(DICE_RECT.x() + 8, DICE_RECT.y() + ROLL_TOP)
            group.append(line)
        holder = _Group(group)
        self.addItem(holder)
        self._dice_text_item = holder

    def _tumbling(self, value: Any) -> None:
        self.dice.step = int(value)
        self.dice.update()

    def _settled(self) -> None:
        self.dice.step = -1
        self.dice.update()
        self._dice_label()

    # -- pieces and targets ----------------------------------------------------------------------------------------
    def draggable_pieces(self) -> set[Hashable]:
        return {k for k in self.pieces if self._targets_of(k)}

    def legal_targets(self, piece: Hashable) -> dict[Hashable, Action]:
        return self._targets_of(piece)

    def _targets_of(self, piece: Hashable) -> dict[Hashable, Action]:
        out: dict[Hashable, Action] = {}
        kind = piece[0]  # type: ignore[index]
        if kind == "hand":
            c = piece[1]  # type: ignore[index]
            for a in self.legal:
                if isinstance(a, Lay) and a.card == c:
                    out[("side", a.ship)] = a
                elif isinstance(a, Fire) and a.card == c and not self.staged:
                    out[("ship", a.ship)] = a
                elif isinstance(a, Swap) and c in a.cards and self.staged | {c} <= set(a.cards):
                    out[("discard",)] = a
        elif kind == "disc":
            for a in self.legal:
                if isinstance(a, Pick) and a.card == piece[1]:  # type: ignore[index]
                    out[("waiting",)] = a
        elif kind == "shot":
            for a in self.legal:
                if isinstance(a, Take):
                    out[("take", a.card)] = a
        elif kind == "cutlass":
            for a in self.legal:
                if isinstance(a, Attack):
                    out[("ship", a.ship)] = a
        return out

    def action_for(self, piece: Hashable, target: Hashable) -> Action | None:
        kind, tk = piece[0], target[0]  # type: ignore[index]
        if kind == "hand" and tk == "side":
            return Lay(piece[1], target[1])  # type: ignore[index]
        if kind == "hand" and tk == "ship":
            return Fire(piece[1], target[1])  # type: ignore[index]
        if kind == "hand" and tk == "discard":
            return Swap(tuple(sorted(self.staged | {piece[1]})))  # type: ignore[index]
        if kind == "cutlass" and tk == "ship":
            return Attack(target[1])  # type: ignore[index]
        return None

    def on_chosen(self, piece: Hashable, target: Hashable, action: Action) -> Action | None:
        if isinstance(action, Swap):
            self.staged.add(piece[1])  # type: ignore[index]
            self.refresh()
            self.page_prompt()
            return None
        return action

    def describe_click(self, key: Hashable, item: QGraphicsItem) -> str:
        if key[0] == "staged":  # type: ignore[index]
            return t(tt.KB_UNSTAGE, table.card_tip(key[1]))  # type: ignore[index]
        return super().describe_click(key, item)

    def unstage(self, c: int) -> None:
        self.staged.discard(c)
        self.refresh()
        self.page_prompt()

    def describe_drop(self, piece: Hashable, target: Hashable) -> str:
        action = self._legal.get(target)
        st = self.view_state
        if action is None or st is None:
            return ""
        if isinstance(action, Lay):
            return t(tt.DROP_LAY)
        if isinstance(action, Fire):
            return t(tt.DROP_FIRE)
        if isinstance(action, Swap):
            return t(tt.DROP_SWAP)
        if isinstance(action, Pick):
            return t(tt.DROP_PICK)
        if isinstance(action, Take):
            return t(tt.DROP_TAKE)
        if isinstance(action, Attack):
            return t(tt.DROP_ATTACK, strength(st, self.me, action.ship), ship(action.ship).defence)
        return ""

    def place_name(self, target: Hashable) -> str:
        """The ship a card is laid at or fired on ("Red ship of 4"), or the provision card the cannons would
        shoot away, with its owner and ship: each "this ship" or "this card" the arrows come to."""
        st = self.view_state
        kind = target[0]  # type: ignore[index]
        if kind in ("side", "ship"):
            return heading(render(ship_name(int(target[1]))))  # type: ignore[index]
        if kind == "take" and st is not None:
            c = int(target[1])  # type: ignore[index]
            for s, per in st.sides.items():
                for seat, cards in enumerate(per):
                    if c in cards:
                        name = heading(tr_key(tx.TYPE_NAMES[card(c).type]))
                        return t(tt.KB_TAKE_PLACE, name, self.model.names[seat], render(ship_name(s)))
        return ""

    def no_targets_text(self, key: Hashable) -> str:
        return t(tt.NO_TARGET)

    # -- clicks and keys ------------------------------------------------------------------------------------
    def _click_piece(self, key: Hashable) -> None:
        if key[0] == "disc" and not self._tabbing:  # type: ignore[index]
            action = Pick(key[1])  # type: ignore[index]
            if action in self.legal:
                self.cancel_selection()
                self.action_chosen.emit(action)
                return
        super()._click_piece(key)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        if self.watching():  # a replay: its keys are the replay's
            event.ignore()
            return
        if event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            self._tabbing = True
            try:
                super().keyPressEvent(event)
            finally:
                self._tabbing = False
            return
        super().keyPressEvent(event)

    def mouseReleaseEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().mouseReleaseEvent(event)
        if self._stale and self._dragging is None:
            self.refresh()

    # -- the prompt bar ---------------------------------------------------------------------------------------
    def prompt_text(self) -> str:
        st = self.view_state
        if st is None:
            return ""
        if self.acting() is None:
            return self.playing_text()
        if st.phase == PLAY and self.staged:  # cards set aside: the exchange waits for its button
            return self.staged_text(st)
        if st.phase == PLAY:
            left = st.need - st.laid - st.swapped - (1 if st.fired else 0)
            # only the ways the rules still leave open: lay out, then exchange, then fire (RULES.md §4.1)
            ways = [t(key) for kind, key in _WAYS if any(isinstance(a, kind) for a in self.legal)]
            played = st.laid + st.swapped + (1 if st.fired else 0)
            return tn(tt.P_PLAY if played else tt.P_PLAY_FIRST, left, _choice(ways))  # "more" once one is played
        if st.phase == PICK:
            return tn(tt.P_PICK, st.picks_left)
        if st.phase == CANNON and st.dice:
            die = tr_key(tx.TYPE_NAMES[st.dice[0]])
            shot, shots = self.shot_number(st)
            if shots == 2:  # both dice take a card: which shot this is (a double read the same twice)
                return t(tt.P_TAKE_FIRST if shot == 1 else tt.P_TAKE_SECOND, die)
            return t(tt.P_TAKE, die)
        if st.phase == BOARD:
            return t(tt.P_BOARD)
        if st.phase == COUNTER:
            said = (self.full_name(st.leader), render(ship_name(st.prize)), st.best)
            if any(isinstance(a, Counter) for a in self.legal):
                return t(tt.P_COUNTER, *said)
            # asked like everyone with a provision there, and only to pass, when his hand lacks the cards
            # (his secret); a pass the whole table can see is forced (more missing than a counter-attack
            # lays, or than he holds) is played for him, the reason in the log (`Game.forced`)
            return t(tt.P_COUNTER_NONE, *said)
        return ""

    def staged_text(self, st: StortebekerState) -> str:
        """The cards set aside for an exchange and what may follow, from the engine's moves: the button
        only when it offers the exchange of these cards, "one more" only while a larger one is open;
        with no button, why these are no exchange yet (a card to lay out first, or the sizes open now)."""
        n = len(self.staged)
        swaps = [set(a.cards) for a in self.legal if isinstance(a, Swap) and self.staged <= set(a.cards)]
        more = any(len(cards) > n for cards in swaps)
        if self.staged in swaps:
            return tn(tt.P_STAGED if more else tt.P_STAGED_DONE, n)
        said = tn(tt.P_STAGED_MORE, n)
        lays = any(isinstance(a, Lay) and a.card not in self.staged for a in self.legal)
        if lays and n in sizes_after_laying(st, self.me):
            return said + " " + tn(tt.STAGED_LAY_FIRST, n)
        sizes = [str(k) for k in sorted({len(cards) for cards in swaps})]
        return said + " " + t(tt.STAGED_TAKES, _choice(sizes))

    def shot_number(self, st: StortebekerState) -> tuple[int, int]:
        """(this shot, the roll's shots in all) while the cannons take cards: the cards taken so far are
        moves of their own since the roll's record, and the engine says how many dice will still hit."""
        taken = 0
        for record in reversed(self.model.match.records):
            if any(isinstance(m, Message) and m.key == tx.LOG_COLOUR_DICE for m in record.log):
                break
            taken += isinstance(record.action, Take)
        return taken + 1, taken + shots_left(st)

    def prompt_actions(self) -> list[tuple[str, Action]]:
        out: list[tuple[str, Action]] = []
        if self.view_state is None or self.acting() is None:
            return out
        for a in self.legal:
            if isinstance(a, Swap) and set(a.cards) == self.staged:
                out.append((tn(tt.B_SWAP, len(a.cards)), a))
            elif isinstance(a, EndPicks):
                out.append((t(tt.B_END_PICKS), a))
            elif isinstance(a, Stop):
                out.append((t(tt.B_STOP), a))
            elif isinstance(a, Pass):
                out.append((t(tt.B_PASS), a))
        # the way out first ("No counter-attack"): with eight ways to counter-attack it came last, under
        # More; every way is kept (the bar puts what does not fit under More, Alt+0 lists them all)
        out.sort(key=lambda pair: not isinstance(pair[1], Pass))
        # then the ways to counter-attack, weakest to strongest: eight of them, each naming every card
        # laid and its "+1", took four rows in Slovak and hid the one thing that differs; now each says
        # its strength and which of its cards carry the pirate symbol (the tooltip names every card)
        counters = sorted((a for a in self.legal if isinstance(a, Counter)), key=self.counter_strength)
        out.extend((self.counter_label(a, len(counters)), a) for a in counters)
        return out

    def counter_strength(self, a: Counter) -> int:
        """The strength the acting player would counter-attack with: his crew and symbols at the prize,
        and the symbols of the cards he lays."""
        st = self.view_state
        if st is None:
            return 0
        return strength(st, self.me, st.prize) + sum(card(c).value for c in a.cards)

    def counter_label(self, a: Counter, ways: int) -> str:
        """A counter-attack's button: "Counter-attack: strength 9" as the only way; one of several:
        "Strength 9", "Strength 10 (☠ water)", "Strength 11 (☠ all)" (the cards laid, looked alike by
        type and symbol as the engine lists them, tell the ways apart)."""
        power = self.counter_strength(a)
        if ways == 1:
            return t(tt.B_COUNTER_AT, power)
        symbols: dict[str, int] = {}
        for c in a.cards:
            if card(c).value > 0:
                symbols[card(c).type] = symbols.get(card(c).type, 0) + 1
        if not symbols:
            return t(tt.B_STRENGTH, power)
        if len(a.cards) > 1 and sum(symbols.values()) == len(a.cards):
            return t(tt.B_STRENGTH_ALL, power)
        names = [tr_key(tx.TYPE_NAMES[kind]) for kind in symbols]
        said = ", ".join(name if n == 1 else f"{n} × {name}" for name, n in zip(names, symbols.values(), strict=True))
        return t(tt.B_STRENGTH_SYMBOLS, power, said)

    def decision_tip(self, action: Any) -> str:
        """A counter-attack's button in full: the cards it lays (a symbol card says so) and the fight."""
        st = self.view_state
        if not isinstance(action, Counter) or st is None:
            return ""
        if action.cards:
            names = [(tr_key(tx.TYPE_NAMES[card(c).type]), card(c).value > 0) for c in action.cards]
            laid = ", ".join(t(tt.WITH_SYMBOL, name) if symbol else name for name, symbol in names)
            what = t(tt.B_COUNTER_LAY, laid)
        else:
            what = t(tt.B_COUNTER)
        return what + "\n" + t(tt.TIP_COUNTER, self.counter_strength(action), st.best)

    def end_turn_action(self) -> Action | None:
        for a in self.legal:
            if isinstance(a, Stop | EndPicks):
                return a
        return None

    # -- hints ------------------------------------------------------------------------------------------------
    def hint(self, action: Action) -> None:
        self._clear_hint()
        keys: list[Hashable] = []
        if isinstance(action, Lay):
            keys = [("hand", action.card), ("side", action.ship)]
        elif isinstance(action, Fire):
            keys = [("hand", action.card), ("ship", action.ship)]
        elif isinstance(action, Swap):
            keys = [("hand", c) for c in action.cards] + [("discard",)]
        elif isinstance(action, Pick):
            keys = [("disc", action.card)]
        elif isinstance(action, Take):
            keys = [("take", action.card)]
        elif isinstance(action, Attack):
            keys = [("ship", action.ship)]
        self.mark_hint(action, keys)


def _choice(words: list[str]) -> str:
    """Words read as a choice: "a, b or c" ("…, onto the discard pile to exchange or onto a ship to fire")."""
    if len(words) > 1:
        words = [*words[:-2], t(tt.OR_LAST, words[-2], words[-1])]
    return ", ".join(words)


class _Wrapped(QGraphicsItem):
    """A short paragraph (the roll against the defence), wrapped to a width."""

    def __init__(self, text: str, width: float, height: float) -> None:
        super().__init__()
        self.text, self.width, self.height = text, width, height
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF(0, 0, self.width, self.height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setPen(INK)
        painter.setFont(font(TEXT_PX))
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
        painter.drawText(QRectF(0, 0, self.width, self.height), flags, self.text)


class _Group(QGraphicsItem):
    """Holds the dice panel's texts as children, so they come and go together."""

    def __init__(self, children: list[QGraphicsItem]) -> None:
        super().__init__()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(5)
        for child in children:
            child.setParentItem(self)

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt override
        return QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pass
