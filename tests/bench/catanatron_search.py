"""catanatron's two search players, AlphaBeta and ValueFunction, rebuilt for the Catan head-to-head.

Runs only on the catanatron side of `catan_h2h.py`, in the bench venv (catanatron is GPL: the app and the
tests never import this module).

Why rebuilt: catanatron 3.2.1 on PyPI ships RandomPlayer, WeightedRandomPlayer and VictoryPointPlayer.
Its AlphaBetaPlayer and ValueFunctionPlayer belong to `catanatron_experimental`, which was never
published, and packages here come from PyPI alone. This module plays them again from what catanatron's
source at the 3.2.1 release (git tag of 2022-07-17, `catanatron_experimental/.../players/minimax.py` and
`tree_search_utils.py`) says they do: the same value function with the same weights, over the same
features, and the same search. The code is ours; the features are catanatron-gym 4.0.0's (on PyPI, the
package the originals import them from), the rules and the copies catanatron 3.2.1's own.

The value of a position for colour c (a weighted sum; the weights below are catanatron's defaults):
  * c's public victory points;
  * c's production: the effective production (robber counted) of each resource summed, plus, for each
    resource produced at all, 4 dice-points' worth (4 × 2.778 %) for variety;
  * minus the production of the player catanatron's features call P1 (the next in turn after c; with
    four players the other two are not counted, as in the original), without the variety term;
  * production reachable with one more road (`P0_1_ROAD_REACHABLE_*`; the production reachable
    without a new road, `P0_0_...`, is computed too and weighted 0);
  * hand synergy: how close the hand is to a city (2 grain, 3 ore) and to a settlement, in [0, 1];
  * the nodes c could build a settlement on now; the hexes c's buildings touch;
  * the resource cards in hand, −5 if more than 7; development cards in hand; knights played;
  * the longest road's length, at 10 when no settlement can be built anywhere, else 0.1.

ValueFunction: every playable action is tried on a copy of the game and the best value kept (ties to
the first). AlphaBeta: depth 2 (catanatron's default), no pruning of the action lists (its default),
a 20 s deadline. Each action's value is the expectation over its outcomes: the dice 2–12 with their
probabilities, a development card bought by the shares of the full deck, a stolen card 1/5 for each
resource; everything else taken as one outcome (a discard as catanatron draws it, at random).
An outcome that cannot happen (a card the victim does not hold, a kind no longer in the deck) is kept
as the copy stands after the failed step, with its share, as the original does. The moving colour
maximises, every other colour minimises, and alpha-beta cut-offs apply across chance nodes exactly as
in the original (which makes the search cheaper, not exact). One difference in how, not what: the
original builds every action's outcomes before looking at any, this one builds them as it goes; the
values and the choice are the same, except that a random discard inside the search can draw other cards.
"""

from __future__ import annotations

import math
import time
from typing import Any

from catanatron.models.decks import starting_devcard_proba
from catanatron.models.enums import CITY, DEVELOPMENT_CARDS, RESOURCES, SETTLEMENT, Action, ActionType
from catanatron.models.map import number_probability
from catanatron.models.player import Player
from catanatron.state_functions import (
    get_longest_road_length,
    get_played_dev_cards,
    player_key,
    player_num_dev_cards,
    player_num_resource_cards,
)
from catanatron_gym.features import build_production_features, reachability_features, resource_hand_features

WEIGHTS = {  # catanatron's DEFAULT_WEIGHTS at 3.2.1
    "public_vps": 3e14,
    "production": 1e8,
    "enemy_production": -1e8,
    "num_tiles": 1,
    "reachable_production_0": 0,
    "reachable_production_1": 1e4,
    "buildable_nodes": 1e3,
    "longest_road": 10,
    "hand_synergy": 1e2,
    "hand_resources": 1,
    "discard_penalty": -5,
    "hand_devs": 10,
    "army_size": 10.1,
}
VARIETY = 4 * 2.778 / 100  # a resource produced at all is worth 4 dice-points of production
DEPTH = 2
DEADLINE_S = 20.0
_production_of = build_production_features(True)  # the robber counted


def _production(sample: dict[str, float], who: str, variety: bool) -> float:
    amounts = [sample[f"EFFECTIVE_{who}_{r}_PRODUCTION"] for r in RESOURCES]
    return sum(amounts) + (VARIETY * sum(1 for a in amounts if a != 0) if variety else 0.0)


def value(game: Any, colour: Any, w: dict[str, float] = WEIGHTS) -> float:
    """The position's worth to `colour` (see the module docstring)."""
    state = game.state
    sample = _production_of(game, colour)
    reach = reachability_features(game, colour, 2)
    hand = resource_hand_features(game, colour)
    to_city = (max(2 - hand["P0_WHEAT_IN_HAND"], 0) + max(3 - hand["P0_ORE_IN_HAND"], 0)) / 5.0
    to_settlement = sum(max(1 - hand[f"P0_{r}_IN_HAND"], 0) for r in ("WHEAT", "SHEEP", "BRICK", "WOOD")) / 4.0
    cards = player_num_resource_cards(state, colour)
    built = state.buildings_by_color[colour]
    hexes = {t for node in built[SETTLEMENT] + built[CITY] for t in state.board.map.adjacent_tiles[node]}
    buildable = len(state.board.buildable_node_ids(colour))
    key = player_key(state, colour)
    return float(
        state.player_state[f"{key}_VICTORY_POINTS"] * w["public_vps"]
        + _production(sample, "P0", True) * w["production"]
        + _production(sample, "P1", False) * w["enemy_production"]
        + sum(reach[f"P0_0_ROAD_REACHABLE_{r}"] for r in RESOURCES) * w["reachable_production_0"]
        + sum(reach[f"P0_1_ROAD_REACHABLE_{r}"] for r in RESOURCES) * w["reachable_production_1"]
        + (2 - to_city - to_settlement) / 2 * w["hand_synergy"]
        + buildable * w["buildable_nodes"]
        + len(hexes) * w["num_tiles"]
        + cards * w["hand_resources"]
        + (w["discard_penalty"] if cards > 7 else 0)
        + get_longest_road_length(state, colour) * (w["longest_road"] if buildable == 0 else 0.1)
        + player_num_dev_cards(state, colour) * w["hand_devs"]
        + get_played_dev_cards(state, colour, "KNIGHT") * w["army_size"]
    )


def _tried(game: Any, action: Any) -> Any:
    """A copy of `game` after `action`; a step that cannot happen leaves the copy as it stands."""
    copy = game.copy()
    try:
        copy.execute(action, validate_action=False)
    except Exception:  # an outcome the searcher imagines but the game cannot produce (see the docstring)
        pass
    return copy


# actions the search takes as one outcome (a discard as catanatron draws it, at random)
_ONE_OUTCOME = {
    ActionType.END_TURN,
    ActionType.BUILD_SETTLEMENT,
    ActionType.BUILD_ROAD,
    ActionType.BUILD_CITY,
    ActionType.PLAY_KNIGHT_CARD,
    ActionType.PLAY_YEAR_OF_PLENTY,
    ActionType.PLAY_ROAD_BUILDING,
    ActionType.MARITIME_TRADE,
    ActionType.DISCARD,
    ActionType.PLAY_MONOPOLY,
}


def outcomes(game: Any, action: Any) -> list[tuple[Any, float]]:
    """The games `action` can lead to, with their probabilities."""
    kind = action.action_type
    if kind == ActionType.ROLL:
        return [
            (_tried(game, Action(action.color, kind, (n // 2, math.ceil(n / 2)))), number_probability(n))
            for n in range(2, 13)
        ]
    if kind == ActionType.BUY_DEVELOPMENT_CARD:
        return [(_tried(game, Action(action.color, kind, c)), starting_devcard_proba(c)) for c in DEVELOPMENT_CARDS]
    if kind == ActionType.MOVE_ROBBER and action.value[1] is not None:
        where, victim, _ = action.value
        return [(_tried(game, Action(action.color, kind, (where, victim, r))), 1 / 5.0) for r in RESOURCES]
    if kind == ActionType.MOVE_ROBBER or kind in _ONE_OUTCOME:
        copy = game.copy()
        copy.execute(action, validate_action=False)
        return [(copy, 1.0)]
    raise RuntimeError(f"no outcomes known for {kind}")


class ValueFunctionPlayer(Player):  # type: ignore[misc]
    """One ply: the playable action whose copy of the game is worth most."""

    def decide(self, game: Any, playable_actions: Any) -> Any:
        if len(playable_actions) == 1:
            return playable_actions[0]
        best, best_value = None, -math.inf
        for action in playable_actions:
            copy = game.copy()
            copy.execute(action)
            v = value(copy, self.color)
            if v > best_value:
                best, best_value = action, v
        return best


class AlphaBetaPlayer(Player):  # type: ignore[misc]
    """Depth-2 alpha-beta over expected values (see the module docstring)."""

    def __init__(self, color: Any, depth: int = DEPTH) -> None:
        super().__init__(color)
        self.depth = depth

    def decide(self, game: Any, playable_actions: Any) -> Any:
        if len(playable_actions) == 1:
            return playable_actions[0]
        deadline = time.time() + DEADLINE_S
        action, _ = self._search(game.copy(), self.depth, -math.inf, math.inf, deadline, playable_actions)
        return action

    def _search(
        self, game: Any, depth: int, alpha: float, beta: float, deadline: float, actions: Any = None
    ) -> tuple[Any, float]:
        if depth == 0 or game.winning_color() is not None or time.time() >= deadline:
            return None, value(game, self.color)
        mine = game.state.current_color() == self.color
        best, best_value = None, (-math.inf if mine else math.inf)
        for action in actions if actions is not None else game.state.playable_actions:
            expected = 0.0
            for child, p in outcomes(game, action):
                expected += p * self._search(child, depth - 1, alpha, beta, deadline)[1]
            if mine and expected > best_value or not mine and expected < best_value:
                best, best_value = action, expected
            if mine:
                alpha = max(alpha, best_value)
            else:
                beta = min(beta, best_value)
            if alpha >= beta:
                break
        return best, best_value
