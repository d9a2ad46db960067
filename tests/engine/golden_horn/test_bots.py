"""Golden Horn's bots: legal moves from the view alone, and `normal` clearly beating `random`."""

from __future__ import annotations

from engine.bots import bot_levels, make_bot
from engine.golden_horn import GAME
from engine.golden_horn.bots import NormalBot

GAMES = 60
MAX_ACTIONS = 5000


def play(seed: int, levels: tuple[str, str]) -> list[float]:
    """One 2-player game; seat i is played by levels[i]. Returns the final scores."""
    state = GAME.new_game(2, seed)
    bots = [make_bot(GAME, levels[i], seed * 31 + i) for i in range(2)]
    for _ in range(MAX_ACTIONS):
        if GAME.is_over(state):
            return GAME.scores(state)
        seat = GAME.to_act(state)[0]
        action = bots[seat].choose(GAME.view(state, seat), seat)
        GAME.apply(state, seat, action)
    raise AssertionError("game did not end")


def test_normal_beats_random() -> None:
    """The brief: `normal` wins at least 85% of 60 seeded 2-player games against `random`, seat order
    alternated (a tie is not a win)."""
    wins = 0
    for g in range(GAMES):
        normal_seat = g % 2
        levels = ("normal", "random") if normal_seat == 0 else ("random", "normal")
        scores = play(1000 + g, levels)
        if scores[normal_seat] > scores[1 - normal_seat]:
            wins += 1
    assert wins >= 0.85 * GAMES, f"normal won {wins} of {GAMES}"


def test_levels_and_fallback() -> None:
    """engine/bots: "a level the game lacks falls back to its strongest one"."""
    assert bot_levels(GAME) == ["random", "normal"]
    assert isinstance(make_bot(GAME, "normal", 1), NormalBot)
    assert isinstance(make_bot(GAME, "strong", 1), NormalBot)


def test_bots_choose_legal_actions_from_the_view_in_four_player_games() -> None:
    """DESIGN.md: "Bots ... see only view(state, seat) and return an action" — always a legal one."""
    for seed in range(3):
        state = GAME.new_game(4, seed, {"start_player": "random"})
        bots = [make_bot(GAME, "normal" if i % 2 else "random", seed + i) for i in range(4)]
        steps = 0
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            view = GAME.view(state, seat)
            action = bots[seat].choose(view, seat)
            assert action in GAME.legal_actions(state, seat)
            GAME.apply(state, seat, action)
            steps += 1
            assert steps < MAX_ACTIONS
