"""A move that drew on chance cannot be taken back: the refusal says so in the game's own words."""

from __future__ import annotations

from engine.bots import make_bot
from engine.core.match import E_UNDO_CHANCE, Match


def _first_chance_move(name: str, options: dict[str, object] | None = None, players: int = 2) -> Match:
    m = Match(name, players, 5, options or {})
    bots = [make_bot(m.game, "random", s) for s in range(players)]
    while not (m.records and m.records[-1].chance):
        seat = m.to_act()[0]
        m.apply(seat, bots[seat].choose(m.view(seat), seat))
    return m


def test_golden_horn_speaks_of_the_bag_and_the_pile_not_of_dice_and_tiles() -> None:
    """A Slovak family read "padli kocky ... dielik" after a sail that drew goods: the game has no dice
    and no tiles, and "kocky" are its goods cubes."""
    m = _first_chance_move("golden_horn")
    refusal = m.undo_refusal(m.records[-1].seat)
    assert refusal is not None
    assert refusal.render() == "The last move drew goods from the bag or cards from the pile: it cannot be taken back."


def test_shipyard_speaks_of_cards() -> None:
    m = _first_chance_move("shipyard")
    refusal = m.undo_refusal(m.records[-1].seat)
    assert refusal is not None and refusal.render() == "The last move drew or turned up cards: it cannot be taken back."


def test_a_game_without_its_own_words_keeps_the_houses() -> None:
    m = _first_chance_move("galaxy_trucker", {"build_variant": "robot"})
    refusal = m.undo_refusal(m.records[-1].seat)
    assert refusal is not None and refusal.key == E_UNDO_CHANCE


def test_catan_and_stortebeker_name_their_own_chance() -> None:
    m = _first_chance_move("catan", players=3)
    refusal = m.undo_refusal(m.records[-1].seat)
    assert refusal is not None and "rolled the dice, stole a card or drew a development card" in refusal.render()
    m = _first_chance_move("stortebeker")
    refusal = m.undo_refusal(m.records[-1].seat)
    assert refusal is not None and refusal.render().startswith("The last move drew cards or rolled the dice")
