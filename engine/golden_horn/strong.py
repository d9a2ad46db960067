"""Golden Horn's `strong` bot: determinized Monte Carlo over the `normal` policy.

At a decision with a real choice it keeps the few moves the `normal` evaluation likes best,
then plays each of them out to the end of the game several times. Every playout starts from a
fresh guess of what it cannot see (the opponents' hands and the order of the draw pile, dealt
from the cards it has not seen, hand sizes kept) and lets `normal` bots play every seat. A move
is worth its mean final margin: its points less the best other player's. (Scoring playouts by
win or loss alone measured no better than `normal` itself, 25 % of 100 games against three
`normal` bots: with a few playouts a win is too rare and too noisy a signal; the margin took it
to 38 %.) The same guesses and the same draws serve every candidate (common random numbers),
which makes the comparison sharper than the number of playouts suggests. Deterministic for its
seed; the setting-up of ships is left to `normal`.

How many: measured as regret (the points of margin a choice loses against the best move, judged
by 100 playouts of `normal`'s 10 best moves) over 150 positions from `normal` games, more playouts
per candidate beat more candidates: `normal` alone 1.13, 3 x 10 0.74, 6 x 10 0.71, 8 x 10 0.65,
3 x 30 0.59, 4 x 20 0.56 (sequential halving over 4-8 candidates with the same budget: no
better). 4 x 20 is kept; the engine's speed-up for the bots pays for it.
"""

from __future__ import annotations

from typing import Any

from engine.core.actions import Action
from engine.core.protocol import Game
from engine.core.rng import Rng
from engine.golden_horn.bots import NormalBot, wind_costs
from engine.golden_horn.components import components
from engine.golden_horn.scoring import score
from engine.golden_horn.state import PLACE, GoldenHornState

CANDIDATES = 4  # moves kept from the `normal` ranking
PLAYOUTS = 20  # playouts per candidate
MAX_ACTIONS = 2_000  # a safeguard: a playout longer than this is scored where it stands


class StrongBot(NormalBot):
    """`normal`'s shortlist, decided by playouts from guessed hidden cards."""

    def __init__(self, game: Game[Any], seed: int = 0, candidates: int = CANDIDATES, playouts: int = PLAYOUTS) -> None:
        super().__init__(game, seed)
        self.candidates, self.playouts = candidates, playouts

    def choose(self, view: Any, seat: int) -> Action:
        st: GoldenHornState = view
        legal = self.game.legal_actions(st, seat)
        if len(legal) == 1 or st.phase == PLACE:
            return super().choose(st, seat)
        costs = wind_costs(st, seat)
        ranked = sorted(legal, key=lambda a: (-self.value(st, seat, a, costs), -self.rng.below(1000)))
        shortlist = ranked[: self.candidates]
        worlds = [self.guess(st, seat) for _ in range(self.playouts)]
        best, best_value = shortlist[0], float("-inf")
        for rank, action in enumerate(shortlist):
            total = 0.0
            for i, world in enumerate(worlds):
                total += self.playout(world, seat, action, seed=i)
            value = total / len(worlds) - 0.001 * rank  # a tie goes to `normal`'s order
            if value > best_value:
                best, best_value = action, value
        return best

    # -- guessing what cannot be seen -------------------------------------------------------------
    def guess(self, view: GoldenHornState, seat: int) -> GoldenHornState:
        """A full position consistent with the view: unseen cards dealt to hidden hands and the pile."""
        st = view.clone()
        per_colour = components().cards_per_colour
        unseen: list[int] = []
        for c in range(6):
            known = st.discard[c] + st.hands[seat][c]
            unseen.extend([c] * (per_colour - known))
        self.rng.shuffle(unseen)
        for s in range(st.players):
            if s != seat:
                hand = [0] * 6
                for _ in range(st.hand_sizes[s]):
                    hand[unseen.pop()] += 1
                st.hands[s] = hand
        st.draw_pile = unseen[: len(st.draw_pile)]
        st.rng = Rng(self.rng.next64())  # the playouts' port refills; each playout restarts it
        st.viewer = -1
        return st

    # -- playing out ------------------------------------------------------------------------------------
    def playout(self, world: GoldenHornState, seat: int, action: Action, seed: int) -> float:
        game = self.game
        st = world.clone()  # the world's rng is cloned too: every candidate meets the same draws
        game.do(st, seat, action, None)
        policy = NormalBot(game, seed)
        steps = 0
        while not game.is_over(st) and steps < MAX_ACTIONS:
            who = game.to_act(st)[0]
            game.do(st, who, policy.choose(st, who), None)
            steps += 1
        scores = [score(w) for w in st.warehouses]
        mine = scores[seat]
        others = max(s for i, s in enumerate(scores) if i != seat)
        return float(mine - others)
