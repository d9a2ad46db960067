"""Störtebeker's rules on the engine protocol: whose move, what is legal, what a move does."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import engine.stortebeker.battle as bt
import engine.stortebeker.play as pl
import engine.stortebeker.texts as tx
from engine.core.actions import Action
from engine.core.errors import IllegalAction
from engine.core.messages import Message
from engine.core.options import OptionSpec, with_help
from engine.core.protocol import Game, Outcome, ScoreRow, tie_settled
from engine.core.rng import Chance, Rng
from engine.stortebeker.actions import (
    ACTION_TYPES,
    Attack,
    Counter,
    EndPicks,
    Fire,
    Lay,
    Pass,
    Pick,
    Stop,
    Swap,
    Take,
)
from engine.stortebeker.data import card, components, ship
from engine.stortebeker.state import BOARD, CANNON, COUNTER, HIDDEN, OVER, PICK, PLAY, StortebekerState
from engine.stortebeker.table import colour_bonuses, provisions, standing, within_limit


def _on_off(key: str, label: Any) -> OptionSpec:
    return OptionSpec(key, label, False, ((False, tx.V_OFF), (True, tx.V_ON)))


OPTIONS: tuple[OptionSpec, ...] = (
    _on_off("extended", tx.OPT_EXTENDED),
    _on_off("colour_bonus", tx.OPT_BONUS),
    _on_off("harbour_preview", tx.OPT_PREVIEW),
    _on_off("failure_ends", tx.OPT_FAILURE),
    _on_off("lost_ends", tx.OPT_LOST),
    _on_off("short_sea", tx.OPT_SHORT),
    _on_off("strict_exchange", tx.OPT_STRICT),
)
EXTENDED_PARTS = ("colour_bonus", "harbour_preview", "failure_ends", "lost_ends", "short_sea")  # E1-E5


class Stortebeker(Game[StortebekerState]):
    name = "stortebeker"
    title = tx.TITLE
    authors = "Thorsten Löpmann, Andreas Wetter"
    player_counts = (2, 3, 4)
    hidden_information = True
    chance_undo = tx.UNDO_CHANCE
    impersonal_log = frozenset({tx.LOG_REFILL, tx.LOG_HARBOUR_EMPTY, tx.LOG_END, tx.LOG_RESHUFFLE, tx.LOG_OVER})
    options = with_help(OPTIONS, tx.OPTION_HELP)
    action_types = ACTION_TYPES

    def resolve_options(self, players: int, given: Mapping[str, Any] | None) -> dict[str, Any]:
        opts = super().resolve_options(players, given)
        if opts["short_sea"] and players != 2:
            raise IllegalAction(Message(tx.E_SHORT_TWO))
        return opts

    def settled_options(self, players: int, options: Mapping[str, Any]) -> dict[str, tuple[Any, Message]]:
        out: dict[str, tuple[Any, Message]] = {}
        if players != 2:
            out["short_sea"] = (False, Message(tx.S_TWO_ONLY))
        if options.get("extended"):
            for key in EXTENDED_PARTS:
                if key != "short_sea" or players == 2:
                    out[key] = (True, Message(tx.S_BY_EXTENDED))
        return out

    # -- set-up (RULES.md §3) -------------------------------------------------------------------------
    def new_game(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> StortebekerState:
        opts = self.resolve_options(players, options)
        ext = bool(opts["extended"])
        comp = components()
        rng = Rng(seed)
        st = StortebekerState(
            players=players,
            rng=Rng(seed ^ 0x5EA5EA5EA),
            colour_bonus=ext or bool(opts["colour_bonus"]),
            preview=3 if ext or opts["harbour_preview"] else 1,
            failure_ends=ext or bool(opts["failure_ends"]),
            lost_ends=ext or bool(opts["lost_ends"]),
            strict_exchange=bool(opts["strict_exchange"]),
        )
        ships = list(range(len(comp.ships)))
        rng.shuffle(ships)
        at_sea = 3 if players == 2 and (ext or opts["short_sea"]) else 4
        harbour = comp.harbour[players]
        st.sea = ships[:at_sea]
        st.harbour = ships[at_sea : at_sea + harbour]
        st.boxed = ships[at_sea + harbour :]
        st.sides = {s: [[] for _ in range(players)] for s in st.sea}
        deck = list(range(len(comp.cards)))
        rng.shuffle(deck)
        st.hands = [[deck.pop() for _ in range(comp.hand_size)] for _ in range(players)]
        st.draw = deck
        st.captured = [[] for _ in range(players)]
        st.points = [0] * players
        st.waiting = [[] for _ in range(players)]
        st.need = min(comp.per_turn, len(st.hands[0]))
        return st

    # -- play -------------------------------------------------------------------------------------------
    def to_act(self, st: StortebekerState) -> tuple[int, ...]:
        if st.phase == OVER:
            return ()
        if st.phase == COUNTER:
            return (st.queue[0],)
        return (st.active,)

    def is_over(self, st: StortebekerState) -> bool:
        return st.phase == OVER

    def forced(self, st: StortebekerState, seat: int) -> Action | None:
        """A counter-attack the table can see is out of reach (§4.4): the pass is played for him."""
        return Pass() if bt.counter_out_of_reach(st, seat) else None

    def turn_key(self, st: StortebekerState) -> int:
        return st.turn

    def legal_actions(self, st: StortebekerState, seat: int) -> list[Action]:
        if seat not in self.to_act(st):
            return []
        if st.phase == PLAY:
            return pl.play_actions(st, seat)
        if st.phase == PICK:
            return pl.pick_actions(st, seat)
        if st.phase == CANNON:
            return bt.take_actions(st)
        if st.phase == BOARD:
            return bt.board_actions(st)
        if st.phase == COUNTER:
            return bt.counter_actions(st)
        return []

    def allows(self, st: StortebekerState, seat: int, a: Action) -> bool:
        if st.phase == COUNTER and isinstance(a, Counter):  # the player's own cards are laid
            return bt.listed_counter(st, seat, a) in self.legal_actions(st, seat)
        return super().allows(st, seat, a)

    def why_illegal(self, st: StortebekerState, seat: int, a: Action) -> Message:
        if isinstance(a, Attack) and st.first_round and st.phase in (PLAY, PICK, CANNON):  # the rule, not "not now"
            return Message(tx.E_FIRST_ROUND)
        if st.phase == PLAY:
            return pl.why_play(st, seat, a)
        if st.phase == PICK:
            return pl.why_pick(st, seat, a)
        if st.phase == CANNON:
            return Message(tx.E_TAKE) if isinstance(a, Take) else Message(tx.E_PHASE)
        if st.phase == BOARD and isinstance(a, Attack):
            if a.ship not in st.sea:
                return Message(tx.E_NO_SHIP)
            if st.first_round:
                return Message(tx.E_FIRST_ROUND)
            if st.boarding_over:
                return Message(tx.E_BOARDING_OVER)
            if a.ship in st.attacked:
                return Message(tx.E_ATTACKED)
            return Message(tx.E_INCOMPLETE)
        if st.phase == COUNTER and isinstance(a, Counter):
            return Message(tx.E_COUNTER_CARDS)
        return Message(tx.E_PHASE)

    def do(self, st: StortebekerState, seat: int, a: Action, chance: Sequence[Any] | None) -> Outcome:
        ch = Chance(st.rng, chance)
        log: list[Message] = []
        if isinstance(a, (Lay, Swap, Pick, EndPicks, Fire)):
            pl.do_play(st, seat, a, log)
            if st.phase == PLAY and (pl.played(st) >= st.need or not pl.play_actions(st, seat)):
                bt.finish_play(st, ch, log)
        elif isinstance(a, Take):
            bt.do_take(st, a, ch, log)
        elif isinstance(a, Attack):
            bt.do_attack(st, a, ch, log)
        elif isinstance(a, Stop):
            bt.end_turn(st, ch, log)
        elif isinstance(a, (Counter, Pass)):
            bt.do_counter(st, seat, a, ch, log)
        return Outcome(ch.results, log)

    # -- reading ----------------------------------------------------------------------------------------
    def view(self, st: StortebekerState, seat: int | None) -> StortebekerState:
        v = st.clone()
        v.viewer = seat
        for s in range(st.players):
            if s != seat:
                v.hands[s] = [HIDDEN] * len(st.hands[s])
        for ship_no, per in v.sides.items():  # crews lie face down: only their owner knows them
            for s, cards in enumerate(per):
                if s != seat and not (ship_no == st.prize and s in st.shown):  # but those fighting for the prize
                    per[s] = [HIDDEN if card(c).pirate else c for c in cards]
        v.draw = [HIDDEN] * len(st.draw)
        v.harbour = [c if k < st.preview else HIDDEN for k, c in enumerate(st.harbour)]
        v.boxed = [HIDDEN] * len(st.boxed)
        v.rng = Rng(0)
        return v

    def colour_bonus(self, st: StortebekerState, seat: int) -> int:
        """E1: for each colour of which he captured 3 or more ships, his best ship of it once."""
        return sum(best for _, _, best in colour_bonuses(st, seat))

    def scores(self, st: StortebekerState) -> list[float]:
        end = st.phase == OVER
        return [float(st.points[s] + (self.colour_bonus(st, s) if end else 0)) for s in range(st.players)]

    def winners(self, st: StortebekerState) -> list[int]:
        """Most points; then most ships; then a shared victory (D16)."""
        return standing(self.scores(st), [len(st.captured[s]) for s in range(st.players)])

    def tie_break(self, st: StortebekerState) -> Message | None:
        if not self.is_over(st):
            return None
        winners = self.winners(st)
        settled = tie_settled(self.scores(st), [len(st.captured[s]) for s in range(st.players)], winners)
        if settled is None:
            return None
        if len(winners) > 1:
            return Message(tx.TIE_SHARED)
        return Message(tx.TIE_BROKEN, {"won": settled[0], "other": settled[1]})

    def score_breakdown(self, st: StortebekerState) -> list[ScoreRow]:
        n = range(st.players)
        ships = tuple(float(len(st.captured[s])) for s in n)
        points = tuple(float(st.points[s]) for s in n)
        bonus = tuple(float(self.colour_bonus(st, s)) for s in n)
        total = tuple(p + b for p, b in zip(points, bonus, strict=True))
        rows = [ScoreRow(tx.ROW_SHIPS, ships), ScoreRow(tx.ROW_POINTS, points)]
        if st.colour_bonus:
            rows.append(ScoreRow(tx.ROW_BONUS, bonus))
        rows.append(ScoreRow(tx.ROW_TOTAL, total))
        return rows

    def clone(self, st: StortebekerState) -> StortebekerState:
        return st.clone()

    def check_invariants(self, st: StortebekerState) -> None:
        comp = components()
        for seat in range(st.players):
            assert len(st.hands[seat]) <= comp.hand_size, "a hand holds more than six cards"
            for s in st.sea:
                if st.viewer == -1 or st.viewer == seat:
                    assert within_limit(st, seat, s) or st.phase in (CANNON,), "crew limit broken"
                for kind, n in ship(s).needs:
                    have = sum(1 for c in provisions(st, seat, s) if card(c).type == kind)
                    assert have <= n, "more provisions of a type than the ship needs"
                assert all(card(c).type in dict(ship(s).needs) for c in provisions(st, seat, s)), "unneeded type"
            assert st.points[seat] == sum(ship(s).points for s in st.captured[seat]), "points"
        assert set(st.sides) == set(st.sea), "sides of ships not at sea"
        assert not st.shown or (st.phase == COUNTER and st.prize in st.sea), "crews shown with no prize"
        assert len(set(st.shown)) == len(st.shown) and all(0 <= s < st.players for s in st.shown), "shown seats"
        if st.viewer != -1:
            return
        places = [*st.draw, *st.discard]
        for seat in range(st.players):
            places += st.hands[seat] + st.waiting[seat]
        for per in st.sides.values():
            for cards in per:
                places += cards
        assert sorted(places) == list(range(len(comp.cards))), "every card in exactly one place"
        ships = [*st.sea, *st.harbour, *st.boxed, *(s for c in st.captured for s in c)]
        assert sorted(ships) == list(range(len(comp.ships))), "every ship in exactly one place"
