"""Golden Horn's bots: legal moves from the view alone, and `normal` clearly beating `random`."""

from __future__ import annotations

from engine.bots import bot_levels, make_bot
from engine.golden_horn import GAME
from engine.golden_horn.actions import Sail
from engine.golden_horn.bots import NormalBot, wind_costs
from engine.golden_horn.strong import StrongBot

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
    assert bot_levels(GAME) == ["random", "normal", "strong"]
    assert type(make_bot(GAME, "normal", 1)) is NormalBot
    assert isinstance(make_bot(GAME, "strong", 1), StrongBot)
    assert isinstance(make_bot(GAME, "expert", 1), StrongBot)


def test_strong_chooses_legal_moves_from_the_view_alone() -> None:
    """`strong` guesses the hidden cards: what it is shown is only the view, and whatever the
    hidden hands and pile hold, its move is legal in the real game and the same for its seed."""
    state = GAME.new_game(4, 7)
    bots = [StrongBot(GAME, 70 + i, candidates=2, playouts=2) if i == 1 else NormalBot(GAME, 70 + i) for i in range(4)]
    strong_moves = 0
    for _ in range(120):
        if GAME.is_over(state):
            break
        seat = GAME.to_act(state)[0]
        view = GAME.view(state, seat)
        twin = StrongBot(GAME, 0, candidates=2, playouts=2)
        twin.rng = bots[seat].rng.clone()
        action = bots[seat].choose(view, seat)
        assert action in GAME.legal_actions(state, seat)
        if seat == 1:
            strong_moves += 1
            assert view == GAME.view(state, seat)  # guessing left the view untouched
            assert twin.choose(view, seat) == action  # the same seed decides the same
        GAME.apply(state, seat, action)
    assert strong_moves >= 20


def test_strong_guess_is_a_full_position_consistent_with_the_view() -> None:
    """Every card is somewhere, the others' hand sizes are kept, and the own hand is the true one."""
    state = GAME.new_game(3, 11)
    for _ in range(40):
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, NormalBot(GAME, 1).choose(GAME.view(state, seat), seat))
    view = GAME.view(state, 0)
    world = StrongBot(GAME, 5).guess(view, 0)
    GAME.check_invariants(world)  # all 54 cards and 90 cubes accounted for
    assert world.hands[0] == state.hands[0]
    assert [sum(h) for h in world.hands] == state.hand_sizes
    assert len(world.draw_pile) == len(state.draw_pile)


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


def test_the_bots_wind_cost_table_agrees_with_the_rules() -> None:
    """`normal` prices its sails from one table (`wind_costs`) per decision: for every legal Sail in
    played positions it holds exactly what the rules' `wind_cost` charges, and nothing else."""
    checked = 0
    for seed in range(3):
        state = GAME.new_game(2 + seed, seed)
        bot = NormalBot(GAME, seed)
        while not GAME.is_over(state):
            seat = GAME.to_act(state)[0]
            view = GAME.view(state, seat)
            table = wind_costs(view, seat)
            sails = [a for a in GAME.legal_actions(view, seat) if isinstance(a, Sail)]
            assert {(a.ship, a.to) for a in sails} == set(table)
            for a in sails:
                assert table[a.ship, a.to] == GAME.wind_cost(view, a)
                checked += 1
            GAME.apply(state, seat, bot.choose(view, seat))
    assert checked > 1000
