"""Catan's `strong` bot: determinized flat Monte Carlo over the `normal` bot's play.

At the decisions that shape a game (where to settle, where the robber goes, what to build)
it samples the hidden cards consistently with what it can see (opponents' hands by their
sizes, development cards by what is unaccounted for), tries each short-listed action, lets
`normal` bots play on for a few rounds, and keeps the action with the best mean outcome.
Rollout counts are fixed, so the bot is deterministic for its seed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from engine.catan.actions import BuildCity, BuildRoad, BuildSettlement, BuyDevelopment, EndTurn, MoveRobber
from engine.catan.board import topology
from engine.catan.bots import PIPS, NormalBot, node_value
from engine.catan.components import DEV_COUNTS, RESOURCE_CARDS
from engine.catan.state import MAIN, OVER, ROBBER, SETUP_SETTLEMENT, CatanState
from engine.core.actions import Action
from engine.core.protocol import Game
from engine.core.rng import Rng

if TYPE_CHECKING:
    from engine.catan.rules import Catan

TOPO = topology()
ROLLOUTS = 6  # per candidate action
HORIZON = 70  # actions played on after the candidate
SHORTLIST = 6
PRIOR = 0.15  # the search must beat `normal`'s own choice by this much to overrule it


class StrongBot:
    """Search at the key decisions, `normal` play elsewhere."""

    def __init__(self, game: Game[Any], seed: int = 0) -> None:
        self.game = cast("Catan", game)
        self.rng = Rng(seed ^ 0x5EED)
        self.normal = NormalBot(game, seed)

    def choose(self, view: CatanState, seat: int) -> Action:
        candidates = self._shortlist(view, seat)
        if len(candidates) < 2:
            return candidates[0] if candidates else self.normal.choose(view, seat)
        # Common random numbers: every candidate is tried in the same sampled worlds with the
        # same dice, so the comparison measures the action, not the luck of its rollouts.
        worlds = [(self.determinize(view, seat), self.rng.next64()) for _ in range(ROLLOUTS)]
        default = candidates[0]  # the `normal` bot's own choice comes first
        best, best_value = default, float("-inf")
        for action in candidates:
            total = 0.0
            for world, dice in worlds:
                st = world.clone()
                st.rng = Rng(dice)
                self.game.apply(st, seat, action)
                total += self._rollout(st, seat, dice)
            value = total / ROLLOUTS + (PRIOR if action == default else 0.0)
            if value > best_value:
                best, best_value = action, value
        return best

    # -- which actions are worth a search ----------------------------------------------------
    def _shortlist(self, st: CatanState, seat: int) -> list[Action]:
        legal = self.game.legal_actions(st, seat)
        if len(legal) <= 1:
            return legal
        phase = st.phase
        if phase == SETUP_SETTLEMENT:
            have = self.normal._production(st, seat)
            ranked = sorted(legal, key=lambda a: -node_value(st, a.node, have))  # type: ignore[attr-defined]
            return ranked[:SHORTLIST]
        if phase == ROBBER:
            first = self.normal.choose(st, seat)
            ranked = sorted(legal, key=lambda a: -self._robber_rank(st, seat, a))
            return [first, *[a for a in ranked[:SHORTLIST] if a != first]]
        if phase == MAIN:
            pick: list[Action] = []
            normal = self.normal.choose(st, seat)
            if not isinstance(normal, (BuildCity, BuildSettlement, BuildRoad, BuyDevelopment, EndTurn)):
                return [normal]  # trades and card plays: `normal`'s judgement stands
            pick.append(normal)
            cities = [a for a in legal if isinstance(a, BuildCity)]
            settlements = [a for a in legal if isinstance(a, BuildSettlement)]
            roads = [a for a in legal if isinstance(a, BuildRoad)]
            if cities:
                pick.append(max(cities, key=lambda a: node_value(st, a.node)))
            if settlements:
                pick.extend(sorted(settlements, key=lambda a: -node_value(st, a.node))[:2])
            if roads:
                pick.append(max(roads, key=lambda a: self.normal._road_value(st, seat, a)))
            if BuyDevelopment() in legal:
                pick.append(BuyDevelopment())
            pick.append(EndTurn())
            unique: list[Action] = []
            for a in pick:
                if a not in unique:
                    unique.append(a)
            builds = [a for a in unique if isinstance(a, (BuildCity, BuildSettlement, BuildRoad, BuyDevelopment))]
            return unique if builds and len(unique) > 1 else [normal]
        return [self.normal.choose(st, seat)]

    def _robber_rank(self, st: CatanState, seat: int, a: Action) -> float:
        assert isinstance(a, MoveRobber)
        owners = [st.node_owner[v] for v in TOPO.hex_nodes[a.hex] if st.node_owner[v] != -1]
        if seat in owners:
            return -100.0
        return PIPS.get(st.board.hex_number[a.hex], 0) * len(owners) + (1 if a.victim != -1 else 0)

    # -- hidden information ---------------------------------------------------------------------
    def determinize(self, view: CatanState, seat: int) -> CatanState:
        """A full state consistent with `seat`'s view: unseen cards dealt at random."""
        st = view.clone()
        st.viewer = -1
        st.rng = Rng(self.rng.next64())
        pool = [r for r in range(5) for _ in range(RESOURCE_CARDS - st.bank[r] - st.hands[seat][r])]
        self.rng.shuffle(pool)
        for s in range(st.players):
            if s == seat:
                continue
            hand = [0] * 5
            for _ in range(st.hand_sizes[s]):
                hand[pool.pop()] += 1
            st.hands[s] = hand
        devs = []
        for kind, name in enumerate(DEV_COUNTS):
            devs += [kind] * (DEV_COUNTS[name] - st.dev_hand[seat][kind] - st.dev_used[kind])
        self.rng.shuffle(devs)
        for s in range(st.players):
            if s == seat:
                continue
            hand = [0] * 5
            for _ in range(st.dev_counts[s]):
                hand[devs.pop()] += 1
            st.dev_hand[s] = hand
            st.dev_new[s] = [0] * 5
        st.dev_deck = devs[: len(view.dev_deck)]
        return st

    # -- playing on ----------------------------------------------------------------------------
    def _rollout(self, st: CatanState, seat: int, seed: int) -> float:
        bots = [NormalBot(self.game, seed + s) for s in range(st.players)]
        for _ in range(HORIZON):
            if st.phase == OVER:
                break
            who = self.game.to_act(st)[0]
            self.game.do(st, who, bots[who].choose(st, who), None)
        return self.evaluate(st, seat)

    def evaluate(self, st: CatanState, seat: int) -> float:
        """Points now, plus what the board will produce, against the best opponent."""
        if st.phase == OVER:
            return 100.0 if st.winner == seat else -20.0
        return self._strength(st, seat) - 0.6 * max(self._strength(st, s) for s in range(st.players) if s != seat)

    def _strength(self, st: CatanState, s: int) -> float:
        pts = float(self.game.victory_points(st, s))
        prod = self.normal._production(st, s)
        kinds = sum(1 for p in prod if p > 0)
        return pts + 0.2 * sum(prod) + 0.4 * kinds + 0.05 * st.hand_sizes[s] + 0.3 * st.dev_counts[s]
