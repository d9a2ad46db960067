"""A parent and a child at one screen: whose turn it is in words, names in today's language everywhere,
pieces that keep their size, hints that say what they light."""

from __future__ import annotations

from typing import Any

from desktop.common import i18n
from engine.catan.actions import BuildSettlement
from engine.core.match import Match, Seat
from tests.desktop.helpers import make_window


def test_catan_hot_seat_says_whose_turn_it_is_while_a_bot_plays(qtbot: Any) -> None:
    """With two people and a bot, the bar stood empty through every bot turn (nobody's view): it says
    who plays, as on the other boards."""
    w = make_window(qtbot, "catan", players=3, humans=2, seed=5)
    model = w.model
    model.stop()
    for _ in range(40):
        if model.human_to_act() is None and not model.match.is_over():
            break
        seat = model.human_to_act()
        model.try_apply(seat, model.match.legal_actions(seat)[0])
    assert model.human_to_act() is None
    assert w.scene.prompt_text() == f"{model.names[model.match.to_act()[0]]} is playing."


def test_a_question_to_one_of_two_people_begins_with_his_name(qtbot: Any) -> None:
    """Golden Horn's placements have no curtain between them (nothing is hidden yet): the words alone
    stayed the same when the other player's turn came, and a child placed on."""
    w = make_window(qtbot, "golden_horn", players=2, humans=2, seed=7)
    model = w.model
    model.stop()
    assert w.page.prompt.text().startswith(f"{model.names[model.human_to_act()]}: ")
    first = model.human_to_act()
    while model.human_to_act() == first:
        model.try_apply(first, model.match.legal_actions(first)[0])
    assert w.page.prompt.text().startswith(f"{model.names[model.human_to_act()]}: ")


def test_one_person_against_bots_is_not_named_in_every_question(qtbot: Any) -> None:
    w = make_window(qtbot, "golden_horn", players=2, humans=1, seed=7)
    w.model.stop()
    assert not w.page.prompt.text().startswith("P1: ")


def test_log_and_chart_say_default_names_in_the_new_language(qtbot: Any) -> None:
    """Switched from Czech to English mid-game, the log and the chart's key still said "Hráč 2"."""
    w = make_window(qtbot, "golden_horn", players=2, humans=1, seed=11)
    w.model.stop()
    w.start_match(Match("golden_horn", 2, 11, {}, seats=[Seat("Hráč 1"), Seat("Hráč 2", "bot")]), None, autosave=False)
    w.model.stop()
    assert w.log_dock._names == ["Player 1", "Player 2"]
    i18n.set_language("cs")
    try:
        qtbot.wait(20)
        assert w.log_dock._names == ["Hráč 1", "Hráč 2"]
        assert w.score_dock.chart._names == ["Hráč 1", "Hráč 2"]
    finally:
        i18n.set_language("en")
    qtbot.wait(20)
    assert w.score_dock.chart._names == ["Player 1", "Player 2"]


def test_a_piece_set_down_again_keeps_the_size_the_board_draws_it_at(qtbot: Any) -> None:
    """A Golden Horn ship in a port is drawn at 0.92 and one in the panel at 1.3: lifted and put back
    (a refused drop, Esc), it came back at 1.0 and looked broken."""
    w = make_window(qtbot, "golden_horn", players=2, humans=1, seed=7)
    w.model.stop()
    scene = w.scene
    item = next(iter(scene.pieces.values()))
    item.setScale(0.92)
    scene._lift(item)
    assert abs(item.scale() - 0.92 * 1.12) < 1e-9
    scene._set_down(item)
    assert abs(item.scale() - 0.92) < 1e-9


def test_a_catan_hint_lights_the_piece_too_and_says_the_move(qtbot: Any) -> None:
    """The hint lit only a small circle at the place: the settlement to drag there is lit too, and the
    status bar says the move in words, not only "the highlighted move"."""
    w = make_window(qtbot, "catan", players=3, humans=1, seed=5)
    w.model.stop()
    action = w.model.match.legal_actions(0)[0]
    assert isinstance(action, BuildSettlement)
    w._show_hint(action)
    assert ("hint-piece",) in w.scene._marks
    assert w.statusBar().currentMessage() == "Hint: P1 builds a settlement (lit on the board)."
