"""Störtebeker's bots: `strong` plans its three cards as a whole, plays legal moves from its view
alone, and is the game's strongest level."""

from __future__ import annotations

from engine.bots import bot_levels, make_bot
from engine.simulate import play_one
from engine.stortebeker import GAME
from engine.stortebeker.actions import Attack, Lay
from engine.stortebeker.state import BOARD, CANNON, PICK, PLAY
from engine.stortebeker.strong import StrongBot, roll_beats
from tests.engine.stortebeker.helpers import BANANAS, BLACK2, WATER, YELLOW1, hand, position


def test_levels() -> None:
    assert bot_levels(GAME) == ["random", "normal", "strong"]
    assert isinstance(make_bot(GAME, "strong", 1), StrongBot)


def test_a_counter_attack_beats_the_boarding_by_dice_and_strength() -> None:
    """Equal strengths: the counter-attacker's 2d6 must beat the boarder's outright (575 of 1296);
    three more strength for the boarder make it rarer, three less likelier."""
    assert abs(roll_beats(0) - 575 / 1296) < 1e-12
    two = [a + b for a in range(1, 7) for b in range(1, 7)]
    assert abs(roll_beats(3) - sum(1 for x in two for y in two if x - y > 3) / 1296) < 1e-12
    assert roll_beats(3) < roll_beats(0) < roll_beats(-3)


def test_completes_a_ship_and_boards_it_in_the_same_turn() -> None:
    """Two waters in hand and four bananas nobody needs: laid at the yellow ship (two waters, defence
    6) they complete it, and the bot boards it this turn. Laid at the black one (two waters and a
    rum) they would still wait for a rum. `normal`-style greed for the bigger ship loses a turn."""
    st = position(2, sea=(YELLOW1, BLACK2))
    hand(st, 0, WATER[0], WATER[1], *BANANAS[:4])
    bot = StrongBot(GAME, 1)
    first = bot.choose(GAME.view(st, 0), 0)
    assert first in (Lay(WATER[0], YELLOW1), Lay(WATER[1], YELLOW1))
    for _ in range(10):
        if st.phase not in (PLAY, PICK, CANNON) or st.active != 0:
            break
        GAME.apply(st, 0, bot.choose(GAME.view(st, 0), 0))
    assert sorted(st.sides[YELLOW1][0]) == [WATER[0], WATER[1]]
    assert st.phase == BOARD
    assert bot.choose(GAME.view(st, 0), 0) == Attack(YELLOW1)


def test_strong_plays_legal_moves_from_its_view_and_repeats_itself() -> None:
    """Whole 3-player games of `strong` bots shown only their views (`engine.simulate.play_one`):
    `apply` would refuse an illegal move, and the same seed gives the same game."""
    first = play_one(GAME.name, 3, 4, ["strong"], {})
    assert first == play_one(GAME.name, 3, 4, ["strong"], {})
    assert play_one(GAME.name, 3, 5, ["strong"], {}) != first


def test_a_narrower_beam_judges_fewer_partial_plans() -> None:
    """`beam` is the search's width (the soak plays with 2): fewer partial plans are kept, so fewer
    positions are judged, and the move is still one the player may make."""
    st = position(2, sea=(YELLOW1, BLACK2))
    hand(st, 0, WATER[0], WATER[1], *BANANAS[:4])
    judged = {}
    for beam in (6, 1):
        bot = StrongBot(GAME, 1)
        bot.beam = beam
        calls = 0
        real = bot.score

        def counting(s, seat, real=real):  # type: ignore[no-untyped-def]
            nonlocal calls
            calls += 1
            return real(s, seat)

        bot.score = counting  # type: ignore[method-assign]
        move = bot.choose(GAME.view(st, 0), 0)
        assert move in GAME.legal_actions(st, 0)
        judged[beam] = calls
    assert judged[1] < judged[6]
