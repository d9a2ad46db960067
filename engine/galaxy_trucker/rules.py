"""Galaxy Trucker (Vladimír Chvátil, 1st edition) with the Missions special tiles: the rules engine.

The flow of a round: building (building.py), the ship check, crew and aliens, the flight
(flight.py) and scoring; three rounds with bigger boards and decks, the most credits win.
The authority is the seed; shared/rules/galaxy_trucker/RULES.md resolves what it leaves out.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from typing import Any

import engine.galaxy_trucker.building as bd
import engine.galaxy_trucker.check as ck
import engine.galaxy_trucker.flight as fl
import engine.galaxy_trucker.flight_moves as fm
import engine.galaxy_trucker.scoring as sc
import engine.galaxy_trucker.ship as sh
import engine.galaxy_trucker.texts as tx
from engine.core.actions import Action
from engine.core.errors import IllegalAction
from engine.core.messages import Message
from engine.core.options import OptionSpec, with_help
from engine.core.protocol import NOT_YOUR_TURN, Game, Outcome, ScoreRow
from engine.core.rng import Chance, Rng
from engine.galaxy_trucker.actions import (
    ALL_ACTIONS,
    BUILD_ACTIONS,
    AutoFix,
    CrewReady,
    PassTurn,
    PlaceAlien,
    RemoveTile,
    Wait,
)
from engine.galaxy_trucker.data import components
from engine.galaxy_trucker.state import BUILD, CHECK, CREW, FLIGHT, OVER, GTState, Player, goods_aboard


def _on_off(key: str, label: Any, default: bool) -> OptionSpec:
    return OptionSpec(key, label, default, ((True, tx.V_ON), (False, tx.V_OFF)))


OPTIONS: tuple[OptionSpec, ...] = (
    OptionSpec("build_variant", tx.OPT_VARIANT, "realtime", (("realtime", tx.V_REALTIME), ("robot", tx.V_ROBOT))),
    OptionSpec("build_validation", tx.OPT_VALIDATION, "check", (("check", tx.V_CHECK), ("strict", tx.V_STRICT))),
    OptionSpec("check_variant", tx.OPT_CHECK, "harsh", (("harsh", tx.V_HARSH), ("lenient", tx.V_LENIENT))),
    OptionSpec(
        "hourglass_seconds",
        tx.OPT_SECONDS,
        90,
        tuple(tx.V_SECONDS.items()),
    ),
    OptionSpec("hourglass_start", tx.OPT_HG_START, "3", (("3", tx.V_THREE), ("round", tx.V_ROUND))),
    OptionSpec(
        "hourglass_flips",
        tx.OPT_FLIPS,
        "auto",
        (("auto", tx.V_AUTO), ("manual", tx.V_MANUAL), ("none", tx.V_NO_HOURGLASS)),
    ),
    OptionSpec("late_token_order", tx.OPT_LATE, "random", (("random", tx.V_RANDOM), ("seat", tx.V_SEAT))),
    _on_off("top_card_matches_round", tx.OPT_TOP, True),
    _on_off("card_preview", tx.OPT_PREVIEW, False),
    OptionSpec("round3_board", tx.OPT_BOARD3, "III", (("III", tx.V_BOARD_III), ("IIIa", tx.V_BOARD_IIIA))),
    OptionSpec("aliens_from_round", tx.OPT_ALIENS, 1, ((1, tx.V_ALIENS_1), (2, tx.V_ALIENS_2))),
    OptionSpec("rolls", tx.OPT_ROLLS, "per_player", (("per_player", tx.V_PER_PLAYER), ("shared", tx.V_SHARED))),
    OptionSpec(
        "planets_days",
        tx.OPT_PLANETS,
        "immediate",
        (("immediate", tx.V_IMMEDIATE), ("after_all_rear_first", tx.V_AFTER_ALL)),
    ),
    OptionSpec(
        "stardust_order",
        tx.OPT_STARDUST,
        "leader_first",
        (("leader_first", tx.V_LEADER_FIRST), ("rear_first", tx.V_REAR_FIRST)),
    ),
    OptionSpec("kept_part_needs_humans", tx.OPT_KEEP, False, ((False, tx.V_ANY_PART), (True, tx.V_CREWED_PART))),
    OptionSpec("combat_zone_solo", tx.OPT_SOLO, "apply", (("apply", tx.V_APPLY), ("skip", tx.V_SKIP))),
    OptionSpec("goods_supply", tx.OPT_SUPPLY, "limited", (("limited", tx.V_LIMITED), ("unlimited", tx.V_UNLIMITED))),
    _on_off("loss_cap", tx.OPT_LOSS_CAP, True),
    OptionSpec(
        "mission",
        tx.OPT_MISSION,
        "none",
        (("none", tx.V_NONE), *((f"M{i + 1}", name) for i, name in enumerate(tx.MISSION_NAMES))),
    ),
)


# -- scoring (RULES.md 7) --------------------------------------------------------------------------------
def score_round(st: GTState, chance: Chance, log: list[Message]) -> None:
    sc.score_round(st, log)
    if st.round == len(components().rounds):
        st.phase = OVER
        return
    st.round += 1
    bd.start_building(st, chance, log)


class GalaxyTrucker(Game[GTState]):
    name = "galaxy_trucker"
    title = tx.TITLE
    authors = "Vlaada Chvátil"
    player_counts = (2, 3, 4)
    # the deck and the face-down tiles are hidden from every seat alike (`view`): no seat has a secret,
    # so hot-seat players need no curtain between them (it came up at every change of seat)
    hidden_information = False
    impersonal_log = frozenset(
        {
            tx.L_FLIP,
            tx.L_FLIP_START,
            tx.L_SAND_OUT,
            tx.L_SAND_OUT_LAST,
            tx.L_SAND_WAITS,
            tx.L_BUILD_END,
            tx.L_ROUND,
            tx.L_TAKE_OFF,
            tx.L_CARD,
        }
    )
    options = with_help(OPTIONS, tx.OPTION_HELP)
    action_types = ALL_ACTIONS

    # -- set-up --------------------------------------------------------------------------------
    def new_game(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> GTState:
        opts = self.resolve_options(players, options)
        comp = components()
        seats = [Player(ship=sh.new_ship("I", comp.starting["blue"])) for _ in range(players)]
        st = GTState(players=players, options=opts, rng=Rng(seed), seats=seats)
        st.supply = list(comp.goods_supply)
        log: list[Message] = []
        bd.start_building(st, Chance(st.rng), log)
        return st

    def seating_problem(self, options: Mapping[str, Any], humans: int) -> Message | None:
        # one screen cannot host two mice: several humans build in turns (the robot variant)
        if humans > 1 and options.get("build_variant", "realtime") == "realtime":
            return Message(tx.R_REALTIME_HUMANS)
        return None

    def settled_options(self, players: int, options: Mapping[str, Any]) -> dict[str, tuple[Any, Message]]:
        # the sand runs only in real-time building (without the hourglass the bots still pace
        # themselves by its run, so those two stay open there)
        if options.get("build_variant") != "robot":
            return {}
        why = Message(tx.S_TURNS_NO_HOURGLASS)
        return {key: (None, why) for key in ("hourglass_seconds", "hourglass_start", "hourglass_flips")}

    def seating_remedy(self, options: Mapping[str, Any], humans: int) -> dict[str, Any]:
        return {"build_variant": "robot"} if self.seating_problem(options, humans) is not None else {}

    def timed(self, st: GTState) -> bool:
        return st.phase == BUILD and bd.realtime(st)

    def wait_action(self, t: int) -> Action | None:
        return Wait(t)

    def clock_event(self, st: GTState) -> int | None:
        event = bd.next_event(st)
        return event if event >= 0 else None

    # -- who acts ------------------------------------------------------------------------------
    def to_act(self, st: GTState) -> tuple[int, ...]:
        if st.phase == BUILD:
            return bd.building_seats(st)
        if st.phase == CHECK:
            return tuple(s for s, p in enumerate(st.seats) if not p.checked)
        if st.phase == CREW:
            return tuple(s for s, p in enumerate(st.seats) if not p.crewed)
        if st.phase == FLIGHT:
            return fl.flight_seats(st)
        return ()

    def legal_actions(self, st: GTState, seat: int) -> list[Action]:
        if seat not in self.to_act(st):
            return []
        if st.phase == BUILD:
            return bd.build_actions(st, seat)
        if st.phase == CHECK:
            cells = sh.removable_for_check(st.seats[seat].ship)
            return [*(RemoveTile(r, c) for r, c in cells), AutoFix()]
        if st.phase == CREW:
            return [*ck.alien_choices(st, seat), CrewReady()]
        if st.phase == FLIGHT:
            return fm.flight_actions(st, seat)
        return []

    # -- applying ----------------------------------------------------------------------------
    def apply(self, st: GTState, seat: int, action: Action, chance: Sequence[Any] | None = None) -> Outcome:
        """Building moves stamped after the clock run the clock first (on a copy, so that a move
        that has become illegal by then changes nothing)."""
        if st.phase == BUILD and 0 <= seat < st.players and st.seats[seat].token and seat not in self.to_act(st):
            raise IllegalAction(Message(tx.R_FINISHED))
        t = getattr(action, "t", None)
        if (
            isinstance(action, BUILD_ACTIONS)
            and st.phase == BUILD
            and bd.realtime(st)
            and isinstance(t, int)
            and t > st.now
        ):
            probe = self.clone(st)
            outcome = self._timed(probe, seat, action, chance)
            for f in dataclasses.fields(GTState):
                setattr(st, f.name, getattr(probe, f.name))
            return outcome
        return super().apply(st, seat, action, chance)

    def _timed(self, st: GTState, seat: int, action: Action, chance: Sequence[Any] | None) -> Outcome:
        if self.is_over(st):
            raise IllegalAction(Message(tx.R_NOT_BUILDING))
        if seat not in self.to_act(st):
            raise IllegalAction(Message(NOT_YOUR_TURN))
        ch = Chance(st.rng, chance)
        log: list[Message] = []
        t = action.t  # type: ignore[attr-defined]
        bd.advance(st, t, ch, log)
        if isinstance(action, Wait):
            if st.phase == "scoring":  # building ran out and no ship took off with humans aboard
                score_round(st, ch, log)
            return Outcome(ch.results, log)
        if st.phase != BUILD:
            raise IllegalAction(Message(tx.R_NOT_BUILDING))
        if seat not in self.to_act(st):
            raise IllegalAction(Message(NOT_YOUR_TURN))
        now = dataclasses.replace(action, t=st.now)  # type: ignore[call-arg]
        if now not in self.legal_actions(st, seat):
            raise IllegalAction(self.why_illegal(st, seat, now))
        bd.do_build(st, seat, now, ch, log)
        if st.phase == "scoring":
            score_round(st, ch, log)
        return Outcome(ch.results, log)

    def why_illegal(self, st: GTState, seat: int, action: Action) -> Message:
        if st.phase == BUILD and isinstance(action, (*BUILD_ACTIONS, PassTurn)):
            return bd.refuse_build(st, seat, action)
        if st.phase == BUILD:
            return Message(tx.R_NOT_NOW)
        if isinstance(action, (*BUILD_ACTIONS, PassTurn)):
            return Message(tx.R_NOT_BUILDING)
        if st.phase == CHECK:
            return (
                ck.refuse_removal(st.seats[seat].ship, action)
                if isinstance(action, RemoveTile)
                else Message(tx.R_NOT_NOW)
            )
        if st.phase == CREW:
            return Message(tx.R_NO_ALIEN) if isinstance(action, PlaceAlien) else Message(tx.R_NOT_NOW)
        if st.phase == FLIGHT:
            return fm.refuse(st, seat, action)
        return Message(tx.R_NOT_NOW)

    def do(self, st: GTState, seat: int, a: Action, chance: Sequence[Any] | None) -> Outcome:
        ch = Chance(st.rng, chance)
        log: list[Message] = []
        if st.phase == BUILD:
            if isinstance(a, Wait):
                bd.advance(st, a.t, ch, log)
            else:
                bd.do_build(st, seat, a, ch, log)
        elif st.phase == CHECK:
            p = st.seats[seat]
            if isinstance(a, AutoFix):
                probe_tiles = dict(p.ship.tiles)
                removed = sh.auto_fix(p.ship)
                for cell in removed:
                    p.lost.append(probe_tiles[cell][0])
                # the faulty tiles and those cut off with them: not all "no longer joined" (L_CUT_OFF)
                log.append(Message(tx.L_AUTO_FIXED, {"player": seat}, len(removed)))
                p.checked = True
            else:
                assert isinstance(a, RemoveTile)
                p.lost.append(p.ship.tiles[(a.row, a.col)][0])
                sh.remove_tile(p.ship, (a.row, a.col))
                log.append(Message(tx.L_REMOVED, {"player": seat}))
            ck.settle_check(st, seat, log)
            ck.after_check(st, ch, log)
        elif st.phase == CREW:
            p = st.seats[seat]
            if isinstance(a, PlaceAlien):
                p.aliens[(a.row, a.col)] = a.colour
                log.append(Message(tx.L_ALIENS[a.colour], {"player": seat}))
                if not ck.alien_choices(st, seat):
                    ck.crew_up(st, seat)
            else:
                ck.crew_up(st, seat)
            ck.after_crew(st, ch, log)
        elif st.phase == FLIGHT:
            fm.do_flight(st, seat, a, ch, log)
        # the flight may end before its first card, when no ship takes off with humans aboard: the
        # round is scored from the move that ended building, the check or the crewing
        if st.phase == "scoring":
            score_round(st, ch, log)
        return Outcome(ch.results, log)

    # -- reading ---------------------------------------------------------------------------------
    def view(self, st: GTState, seat: int | None) -> GTState:
        v = st.clone()
        v.viewer = seat
        v.deck = [-1] * len(st.deck)
        # face-down tiles are hidden from everyone (RULES.md 3.3): which special tiles Mixed Manifest
        # shuffled in cannot be worked out from the table, so no seat sees which tiles are left there
        v.warehouse = [-1] * len(st.warehouse)
        if st.piles:  # card_preview: the first three piles are open to everyone, the last one is not
            v.piles = [list(pile) for pile in st.piles[:-1]] + [[-1] * len(st.piles[-1])]
        v.rng = Rng(0)
        return v

    def is_over(self, st: GTState) -> bool:
        return st.phase == OVER

    def scores(self, st: GTState) -> list[float]:
        return [float(p.credits) for p in st.seats]

    def score_breakdown(self, st: GTState) -> list[ScoreRow]:
        rows = []
        for key, label in sc.RESULT_ROWS:
            rows.append(ScoreRow(label, tuple(float(sum(r.get(key, 0) for r in p.results)) for p in st.seats)))
        rows.append(ScoreRow(tx.S_TOTAL, tuple(float(p.credits) for p in st.seats)))
        return rows

    def clone(self, st: GTState) -> GTState:
        return st.clone()

    def turn_key(self, st: GTState) -> int:
        return st.turns

    def check_invariants(self, st: GTState) -> None:
        if st.viewer is not None:
            return
        comp = components()
        # every tile is in exactly one place
        seen: list[int] = list(st.warehouse) + list(st.face_up)
        for p in st.seats:
            seen += [t for t, _ in p.ship.tiles.values()] + p.reserve + p.bay + p.lost
            if p.hand >= 0:
                seen.append(p.hand)
        assert len(seen) == len(set(seen)), "a tile is in two places"
        assert set(comp.warehouse) <= set(seen), "a tile has vanished"
        for p in st.seats:
            assert len(p.reserve) <= 2, "more than two reserved tiles"
            for cell in p.ship.tiles:
                assert cell in comp.boards[p.ship.board].cells, "a tile off the board"
            for cell, goods in p.ship.goods.items():
                spec = comp.tiles[p.ship.tiles[cell][0]]
                assert len(goods) <= spec.capacity, "a hold over capacity"
                assert spec.holds_red or 0 not in goods, "red goods in a plain hold"
            for cell, n in p.ship.cells.items():
                assert 0 <= n <= comp.tiles[p.ship.tiles[cell][0]].capacity, "battery cells out of range"
            assert not sh.memo_problems(p.ship), f"a ship's remembered facts are stale: {sh.memo_problems(p.ship)}"
        aboard = goods_aboard(st)
        for g in range(4):
            assert st.supply[g] >= 0, "negative goods supply"
            if st.options["goods_supply"] == "limited":
                held = aboard[g] + st.cs.at_hand.count(g)
                assert st.supply[g] + held == comp.goods_supply[g], f"goods of colour {g} out of balance"
        if st.phase == BUILD and not bd.realtime(st):
            for p in st.seats:
                assert 0 <= p.cubes <= p.cap, "cubes out of range"


GAME = GalaxyTrucker()
