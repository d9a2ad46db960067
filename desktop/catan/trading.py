"""Catan's trading on the board: the offer and bank dialogs turned into engine actions, the answers to your
offer as they arrive, and a bot's offer that the one person at the table may simply leave unanswered."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication

from desktop.catan.dialogs import BankDialog, TradeDialog
from desktop.common.i18n import tr_count as _tr
from engine.catan.actions import MaritimeTrade, TradeCounter, TradeDecline, TradeEdit, TradePropose, TradeStart, TradeTo
from engine.catan.state import TRADE_ANSWER, TRADE_COUNTER, CatanState
from engine.core.actions import Action
from engine.core.messages import QT_TRANSLATE_NOOP

P_ANSWER = QT_TRANSLATE_NOOP("CatanScene", "%1 offers %2 for %3.")
P_IGNORE = QT_TRANSLATE_NOOP("CatanScene", "Not interested? Do nothing: the offer is declined by itself in %1 s.")
IGNORE_MS = 15_000  # a bot's offer to the one person playing is declined when left this long
# the answers to the player's own offer, as they arrive: %1 is a list of the A_* lines below
P_ANSWERS = QT_TRANSLATE_NOOP("CatanScene", "Your offer: %1")
A_WAITING = QT_TRANSLATE_NOOP("CatanScene", "%1: thinking…")
A_ACCEPTS = QT_TRANSLATE_NOOP("CatanScene", "%1: accepts")
A_DECLINES = QT_TRANSLATE_NOOP("CatanScene", "%1: declines")
A_COUNTERS = QT_TRANSLATE_NOOP("CatanScene", "%1: counter-offer")
P_CHOOSE = QT_TRANSLATE_NOOP("CatanScene", "Choose whom to trade with, or withdraw the offer.")
# an offer left half written (a game continued after a crash in the middle of writing it)
P_WRITING = QT_TRANSLATE_NOOP("CatanScene", "Your offer, not made yet: you give %1 and want %2.")
P_COUNTER_WRITING = QT_TRANSLATE_NOOP("CatanScene", "Your counter-offer, not made yet: you give %1 and want %2.")


class Trading:
    """The trading part of CatanScene (a mixin: `self` is the scene)."""

    # -- a bot's offer left unanswered --------------------------------------------------------------------
    def _ignorable(self: Any, st: CatanState) -> tuple[object, ...] | None:
        """The offer the person may simply ignore now (a bot's, to the only person playing), or None."""
        seat = self.model.perspective()
        humans = self.model.human_seats()
        if st.phase != TRADE_ANSWER or seat is None or humans != [seat] or not self.model.is_bot(st.active):
            return None
        if TradeDecline() not in self.model.match.legal_actions(seat):
            return None
        return (st.turn, st.active, tuple(st.trade_give), tuple(st.trade_get), seat)

    def _arm_ignore(self: Any, st: CatanState) -> None:
        key = self._ignorable(st)
        if key == self._ignore_key:
            return
        self._ignore_key = key
        self._ignore_timer.stop()
        if key is not None:
            self._ignore_timer.start(IGNORE_MS)

    def _offer_ignored(self: Any) -> None:
        st = self.model.match.state
        waiting = self._ignore_key is not None and self._ignorable(st) == self._ignore_key
        if waiting and QApplication.activeModalWidget() is not None:
            # a counter-offer being written (or any dialog up) is an answer on its way, not an offer
            # ignored: it was declined under the person's hands, the offer written lost
            self._ignore_timer.start(IGNORE_MS)
            return
        if self._ignore_key is not None and self._ignorable(st) == self._ignore_key:
            self._ignore_key = None
            self.action_chosen.emit(TradeDecline())

    def _answers_text(self: Any, st: CatanState) -> str:
        """ "Your offer: Bořek accepts · Cyril declines · Dana is thinking…" """
        from engine.catan.rules import ACCEPTED, COUNTERED, DECLINED, WAITING

        words = {WAITING: A_WAITING, ACCEPTED: A_ACCEPTS, DECLINED: A_DECLINES, COUNTERED: A_COUNTERS}
        parts = [_tr(words[a]).replace("%1", self.model.names[s]) for s, a in enumerate(st.trade_answers) if a in words]
        return _tr(P_ANSWERS).replace("%1", " · ".join(parts))

    def _deal_text(self: Any, st: CatanState, seat: int) -> str:
        """The deal `seat`'s answer makes for the player on turn: a counter-offer's own terms ("Hieronym
        offers 1 brick for 3 ore."), or the offer as it was made, accepted."""
        from engine.catan.rules import ACCEPTED, cards_message

        if st.trade_answers[seat] == ACCEPTED:
            return _tr(A_ACCEPTS).replace("%1", self.model.names[seat])
        give = self.model.render_value(cards_message(st.counter_give[seat]))
        get = self.model.render_value(cards_message(st.counter_get[seat]))
        return _tr(P_ANSWER).replace("%1", self.model.names[seat]).replace("%2", give).replace("%3", get)

    def _choose_text(self: Any, st: CatanState) -> str:
        """Whom to trade with: the counter-offers' terms are read here, not only in the log."""
        from engine.catan.rules import COUNTERED

        lines = [self._deal_text(st, s) for s, answer in enumerate(st.trade_answers) if answer == COUNTERED]
        return " ".join([_tr(P_CHOOSE), *lines])

    def _writing_text(self: Any, st: CatanState) -> str:
        """The offer being written, as far as it goes (Make the offer or Cancel are the buttons)."""
        from engine.catan.moves import writing
        from engine.catan.rules import cards_message

        give, get = (self.model.render_value(cards_message(side)) for side in writing(st))
        text = _tr(P_COUNTER_WRITING if st.phase == TRADE_COUNTER else P_WRITING)
        return text.replace("%1", give).replace("%2", get)

    def _offer_text(self: Any, st: CatanState) -> str:
        from engine.catan.rules import cards_message

        give = self.model.render_value(cards_message(st.trade_give))
        get = self.model.render_value(cards_message(st.trade_get))
        text = _tr(P_ANSWER).replace("%1", self.model.names[st.active]).replace("%2", give).replace("%3", get)
        if self._ignore_key is not None:
            text += " " + _tr(P_IGNORE).replace("%1", str(IGNORE_MS // 1000))
        return text

    def _ask_bank(self: Any, seat: int) -> None:
        st = self.view_state
        assert st is not None
        from engine.catan.rules import cards_message

        choices: list[tuple[str, object]] = []
        cards: list[tuple[int, int, int]] = []
        for a in self._my_legal():
            if isinstance(a, MaritimeTrade):
                give = [0] * 5
                give[a.give] = self.game.ratio(st, seat, a.give)
                get = [1 if r == a.get else 0 for r in range(5)]
                label = (
                    f"{self.model.render_value(cards_message(give))}  →  {self.model.render_value(cards_message(get))}"
                )
                choices.append((label, a))
                cards.append((a.give, give[a.give], a.get))
        out_of = [r for r in range(5) if st.bank[r] == 0]  # the bank pays none of these: the dialog says so
        action = BankDialog(choices, self._parent(), cards, out_of).ask()
        if isinstance(action, MaritimeTrade):
            self._send([action])

    def _offer_actions(self: Any, counter: bool, give: list[int], get: list[int], to: int) -> list[Action]:
        actions: list[Action] = [TradeCounter()] if counter else [TradeStart()]
        actions += [TradeEdit(0, r, 1) for r in range(5) for _ in range(give[r])]
        actions += [TradeEdit(1, r, 1) for r in range(5) for _ in range(get[r])]
        if not counter and to != -1:
            actions.append(TradeTo(to))
        actions.append(TradePropose())
        return actions

    def _ask_trade(self: Any, seat: int, counter: bool) -> None:
        st = self.view_state
        assert st is not None

        def check(give: list[int], get: list[int], to: int) -> str | None:
            return self._refusal(seat, self._offer_actions(counter, give, get, to), "")

        offer = TradeDialog(self.model.names, seat, st.hands[seat], check, parent=self._parent(), counter=counter)
        answer = offer.ask_offer()
        if answer is not None:
            self._send(self._offer_actions(counter, *answer))
