"""Golden Horn from one move to the next: what a move leaves on the board for the moves after it (the
goods picked to load, the last round's banner) and what the rules page says of the game's options."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QPushButton

import engine.golden_horn.texts as tx
from desktop.common.i18n import tr_count, tr_key
from desktop.golden_horn.panels import S07
from desktop.golden_horn.scene import S04, S20
from engine.bots import make_bot
from engine.core.match import Match, Seat
from engine.golden_horn.actions import EndTurn, Rob, Sail
from engine.golden_horn.components import COLOUR_INDEX, COLOURS
from tests.desktop.helpers import click, drag, make_window
from tests.desktop.test_golden_horn_board import at_sea_with_goods
from tests.desktop.test_rules_pages import _translations

ROOT = Path(__file__).resolve().parents[2]
RANDOM_PLACEMENT = {"placement": "random"}


def _centre(item: Any) -> QPointF:
    return item.mapToScene(item.boundingRect().center())


def _ship_centre(scene: Any, ship: int) -> QPointF:
    return scene.ship_items[ship].mapToScene(QPointF(0, 0))


def _largest(st: Any, port: int, loads: list[str]) -> str:
    """The group a ship loads unless one is picked: the most goods, the first colour on a tie."""
    return max(loads, key=lambda c: (st.ports[port][COLOUR_INDEX[c]], -COLOUR_INDEX[c]))


def _loads(model: Any, ship: int) -> list[str]:
    """The colours a ship in a home port may load there: goods lying there, not of its sails' colours."""
    from engine.golden_horn.voyage import ship_colours

    st = model.match.state
    port = 0 if st.ship_pos[ship] == 0 else st.route_len - 1
    assert st.ship_pos[ship] == port
    return [COLOURS[c] for c in range(6) if st.ports[0 if port == 0 else 1][c] and c not in ship_colours(ship)]


def _ship_with_a_choice(model: Any, seat: int) -> tuple[int, int, str, str]:
    """A ship of `seat` in a home port with goods of two colours or more to load: (ship, port, the
    largest group, another colour it may load)."""
    st = model.match.state
    for ship in range(3 * seat, 3 * seat + 3):
        port = 0 if st.ship_pos[ship] == 0 else 1 if st.ship_pos[ship] == st.route_len - 1 else -1
        loads = _loads(model, ship) if port >= 0 else []
        if len(loads) > 1:
            largest = _largest(st, port, loads)
            return ship, port, largest, next(c for c in loads if c != largest)
    raise AssertionError("no ship of this seat has a choice of goods")


def _sail_by_drag(qtbot: Any, w: Any, ship: int) -> Sail:
    """Drag `ship` onto the first space lit for it; the Sail it played."""
    scene, view = w.scene, w.page.view
    to = next(
        a.to for a in w.model.match.legal_actions(w.model.human_to_act()) if isinstance(a, Sail) and a.ship == ship
    )
    before = len(w.model.match.records)
    drag(qtbot, view, _ship_centre(scene, ship), _centre(scene.targets[("space", to)]))
    assert len(w.model.match.records) == before + 1, w.statusBar().currentMessage()
    done = w.model.match.records[-1].action
    assert isinstance(done, Sail) and done.ship == ship
    return done


def test_one_players_pick_of_goods_does_not_load_the_next_players_ship(qtbot: Any) -> None:
    """Hot seat: the first player clicked a port's goods and then sailed from the other port; the second
    player's ship leaving that port loaded the colour he had clicked, not the largest group the
    rules page promises. A pick lasts for the move it is made in."""
    w = make_window(qtbot, humans=2, seed=1, options=RANDOM_PLACEMENT)
    model, scene, view = w.model, w.scene, w.page.view
    model.paused = True
    st = model.match.state
    assert model.human_to_act() == 0
    theirs, port, _, other = _ship_with_a_choice(model, 1)
    # the first player picks `other` in that port, with no ship of his picked
    click(qtbot, view, _centre(scene.stock_cells[(port, COLOURS.index(other))]))
    assert scene.load_pref == {port: COLOURS.index(other)}
    said = w.statusBar().currentMessage()
    # ... and sails from the other port (the picked port's goods stay as they were)
    sail = next(
        a for a in model.match.legal_actions(0) if isinstance(a, Sail) and st.ship_pos[a.ship] != st.ship_pos[theirs]
    )
    assert model.try_apply(0, sail) and model.try_apply(0, EndTurn())
    assert model.human_to_act() == 1
    curtain = w.page.curtain
    if curtain.is_up():
        qtbot.mouseClick(curtain.button(), Qt.MouseButton.LeftButton)
    assert other in _loads(model, theirs)
    largest = _largest(model.match.state, port, _loads(model, theirs))
    assert scene._load_for(theirs) == largest
    assert _sail_by_drag(qtbot, w, theirs).load == largest
    assert not scene.load_pref
    # what the click said of the pick, and of how long it lasts
    assert said == tr_key(S20, tr_key(tx.COLOUR_NAMES[COLOURS.index(other)]))
    assert "This turn" in S20.source


def _pirates_position(w: Any) -> Rob:
    """Seat 0 to play, an opponent's ship at sea with goods and two cards in seat 0's hand to rob it."""
    from engine.golden_horn.voyage import ship_colours

    model = w.model
    model.paused = True
    st = model.match.state
    at_sea_with_goods(st, 3)
    sail = min(ship_colours(3))
    for _ in range(2):
        st.draw_pile.remove(sail)
        st.hands[0][sail] += 1
    st.hand_sizes = [sum(h) for h in st.hands]
    model.game.check_invariants(st)
    w._on_changed()
    return next(a for a in model.match.legal_actions(0) if isinstance(a, Rob) and a.ship == 3)


def test_a_pick_stands_through_ones_own_pirates_and_goes_with_an_undo(qtbot: Any) -> None:
    """The pirates come before the ship moves and leave the ports as they were: goods picked before
    them are still the ones loaded after. Taking a move back clears the pick."""
    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    model, scene, view = w.model, w.scene, w.page.view
    rob = _pirates_position(w)
    ship, port, largest, other = _ship_with_a_choice(model, 0)
    click(qtbot, view, _centre(scene.stock_cells[(port, COLOURS.index(other))]))
    assert model.try_apply(0, rob)
    assert scene._load_for(ship) == other  # the pirates leave the pick standing
    model.undo()
    assert not model.match.records
    assert scene._load_for(ship) == largest and not scene.load_pref  # the undo cleared it
    # picked again after the pirates: the drag loads it
    assert model.try_apply(0, rob)
    click(qtbot, view, _centre(scene.stock_cells[(port, COLOURS.index(other))]))
    assert _sail_by_drag(qtbot, w, ship).load == other


def test_the_hints_load_is_the_one_a_drag_then_loads(qtbot: Any) -> None:
    """H shows a sailing with its goods: dragging that ship loads those goods, and only on that move."""
    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    model, scene = w.model, w.scene
    model.paused = True
    ship, _, _, other = _ship_with_a_choice(model, 0)
    hinted = next(a for a in model.match.legal_actions(0) if isinstance(a, Sail) and a.ship == ship and a.load == other)
    w._show_hint(hinted)
    assert scene._load_for(ship) == other
    assert _sail_by_drag(qtbot, w, ship).load == other
    assert not scene.load_pref


def test_goods_clicked_while_another_plays_pick_nothing(qtbot: Any) -> None:
    """Against bots, goods clicked while a bot is to move said the port's ships would load them, for a
    pick the bot's move clears: the click says what lies there."""
    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    model, scene, view = w.model, w.scene, w.page.view
    model.paused = True
    sail = next(a for a in model.match.legal_actions(0) if isinstance(a, Sail))
    assert model.try_apply(0, sail) and model.try_apply(0, EndTurn())
    assert model.human_to_act() is None
    st = model.match.state
    port, colour = next((p, c) for p in (0, 1) for c in range(6) if st.ports[p][c])
    click(qtbot, view, _centre(scene.stock_cells[(port, colour)]))
    assert not scene.load_pref
    said = tr_key(S04, tr_key(tx.COLOUR_NAMES[colour]), st.ports[port][colour])
    assert w.statusBar().currentMessage() == said


# -- the last round's banner ------------------------------------------------------------------------------


def _banner(scene: Any) -> bool:
    return any(isinstance(i, QGraphicsSimpleTextItem) and i.text() == tr_count(S07) for i in scene.items())


def test_the_last_round_is_not_announced_once_the_game_is_over(qtbot: Any) -> None:
    """ "Last round!" stayed over the board of a finished game, the round long over (hot seat, seen
    with 4 players, seed 11): it shows while the last round is played, and no more."""
    from desktop.main_window import MainWindow
    from desktop.settings import Settings

    seats = [Seat(f"P{i + 1}", "human", "normal") for i in range(2)]
    match = Match("golden_horn", 2, 11, RANDOM_PLACEMENT, seats=seats)
    bots = [make_bot(match.game, "random", 5 + s) for s in range(2)]
    while not match.state.end_triggered:  # the bots play up to the last round
        seat = match.to_act()[0]
        match.apply(seat, bots[seat].choose(match.view(seat), seat))
    assert not match.is_over()
    w = MainWindow(Settings(pace="fast", animations=False))
    w._no_dialogs = True
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    w.start_match(match, None, autosave=False)
    model = w.model
    model.paused = True
    assert _banner(w.scene)
    for _ in range(200):
        if model.match.is_over():
            break
        seat = model.match.to_act()[0]
        assert model.try_apply(seat, bots[seat].choose(model.match.view(seat), seat))
    assert model.match.is_over() and model.match.state.end_triggered
    assert not _banner(w.scene)


# -- the rules pages ------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["cs", "sk", "en"])
def test_the_rules_page_names_each_option_and_value_as_the_dialog_does(lang: str) -> None:
    """The Czech page offered "Začínající hráč – první místo, nebo náhodně" ("the first seat"), the
    dialog "první hráč"; Modon's berths were "2 nebo 3", the dialog's "2 kotviště" / "3 kotviště".
    Each option of the page's list is named by its label and lists every value of the dialog."""
    from engine.core.registry import get_game

    words = _translations(lang)

    def say(key: tuple[str, str]) -> str:
        return key[1] if lang == "en" else words[key]

    page = (ROOT / "assets" / "golden_horn" / f"rules_{lang}.html").read_text(encoding="utf-8")
    heading = {"cs": "Možnosti hry", "sk": "Možnosti hry", "en": "Options"}[lang]
    section = page.split(f"<h2>{heading}</h2>", 1)[1].split("</ul>", 1)[0]
    items = dict(re.findall(r"<li><b>([^<]+)</b> – (.+?)</li>", section, re.S))
    specs = get_game("golden_horn").options
    assert sorted(items) == sorted(say(s.label) for s in specs)
    for spec in specs:
        text = items[say(spec.label)]
        for _, value in spec.choices:
            assert re.search(rf"(?<!\w){re.escape(say(value))}(?!\w)", text), (say(spec.label), say(value), text)


def test_the_announce_question_takes_one_line_in_slovak(qtbot: Any, slovak: None) -> None:
    """A two-line question moved the board down a line: at 1280 x 800 in Slovak the end-of-turn
    question with announcing fits one line, and what announcing does is the button's tooltip."""
    from PySide6.QtGui import QFontMetrics

    from desktop.golden_horn.prompts import S23, S27, S27_TIP

    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    w.resize(1280, 800)
    model, page = w.model, w.page
    model.match.state.warehouses[0] = [1] * 6  # goods of every colour: the end may be announced
    assert model.try_apply(0, next(a for a in model.match.legal_actions(0) if isinstance(a, Sail)))
    qtbot.waitUntil(lambda: page.prompt.text() == tr_count(S27))
    qtbot.waitUntil(lambda: page.prompt.height() < 2 * QFontMetrics(page.prompt.font()).lineSpacing())
    announce = next(b for b in page.findChildren(QPushButton) if b.accessibleName() == tr_count(S23))
    assert announce.toolTip() == tr_count(S27_TIP) and "sa potom dohrá" in announce.toolTip()
