"""Galaxy Trucker findings of a Slovak player building in real time against bots: the cubes lying in
the holds are dragged like those at hand (RULES.md 5.6: the goods may be rearranged among the holds),
and their prompt buttons no longer take the bar to three rows; every row of an adventure card keeps
the card's type size, a long one wrapping into a taller row; a tile that a lenient build takes with a
clash is outlined and said at once, also when R turns the tile placed last into one; the other ships
keep a clear gap between them; the dialog after a round opens with the round just flown."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsRectItem, QMenu, QPushButton

import desktop.games as games
from desktop.common import i18n
from desktop.common.i18n import tr_count, tr_key
from desktop.galaxy_trucker.labels import B_MOVE_GOODS, P_STEPS, S_FITS_SHORT, S_WARN
from desktop.galaxy_trucker.ship_check import FAULT
from desktop.galaxy_trucker.tiles import TileItem
from engine.galaxy_trucker.actions import Accept, Store, Unload
from engine.galaxy_trucker.data import BLUE, RED, components
from tests.desktop.helpers import click, drag, make_window
from tests.engine.galaxy_trucker.helpers import act, fly_on, flying
from tests.engine.galaxy_trucker.test_flight import HOLD, LEFT, RED_HOLD, RIGHT

BELOW = (8, 7)  # a two-cube hold joined to the cabin from below (tile 93, its north universal)


@pytest.fixture(autouse=True)
def _scene_registered() -> Iterator[None]:
    games.SCENES.setdefault("galaxy_trucker", "desktop.galaxy_trucker.scene:GalaxyTruckerScene")
    yield


def _loading(qtbot: Any, width: int = 1400) -> Any:
    """Seat 0 has landed on I-14's planet 2 (red, blue, blue) and stored a blue cube on the right and
    the red one in the red hold on the left; a blue cube is still at hand, the hold below is empty."""
    st = flying([[(RIGHT, HOLD, 0), (LEFT, RED_HOLD, 2), (BELOW, 93, 0)], []], ["I-14"])
    fly_on(st)
    act(st, 0, Accept(1))
    act(st, 0, Store(BLUE, *RIGHT))
    act(st, 0, Store(RED, *LEFT))
    w = make_window(qtbot, game="galaxy_trucker", players=2, humans=1, seed=3, options={"build_variant": "robot"})
    w.resize(width, 800)
    w.model.stop()
    w.model.match.state = st
    w._on_changed()
    return w


def _held(scene: Any, colour: int) -> Any:
    return next(k for k in scene.pieces if k[0] == "held" and k[4] == colour)


def test_a_cube_in_a_hold_is_dragged_to_another_hold_or_off_the_ship(qtbot: Any) -> None:
    """Clicking or dragging a loaded hold did nothing: only the prompt's buttons moved its cubes."""
    w = _loading(qtbot)
    scene, view, model = w.scene, w.page.view, w.model
    blue = _held(scene, BLUE)
    assert blue[1:3] == RIGHT
    # lit: the empty hold below and the goods at hand (not the full red hold, not its own)
    assert set(scene.legal_targets(blue)) == {("hold", *BELOW), ("tray",)}
    moves = len(model.match.records)
    drag(qtbot, view, scene.pieces[blue].scenePos(), scene._cell_pos[BELOW])
    st = model.match.state
    assert st.seats[0].ship.goods == {LEFT: (RED,), BELOW: (BLUE,)} and st.cs.at_hand == [BLUE]
    assert [r.action for r in model.match.records[moves:]] == [Unload(BLUE, *RIGHT), Store(BLUE, *BELOW)]
    # off the ship (here onto the flight board): unloaded, at hand again
    red = _held(scene, RED)
    drag(qtbot, view, scene.pieces[red].scenePos(), QPointF(1100, 300))
    assert model.match.state.seats[0].ship.goods == {BELOW: (BLUE,)}
    assert sorted(model.match.state.cs.at_hand) == [RED, BLUE]
    # a press anywhere on the cube's slot (not only on the few pixels of the cube) picks it
    blue = _held(scene, BLUE)
    grip = QPointF(scene.pieces[blue].pos().x(), scene._cell_pos[BELOW].y() + 28)  # the slot's strip
    assert scene.piece_at(grip) == blue
    click(qtbot, view, grip)
    assert scene.selected == blue and ("tray",) in scene._legal


def test_a_drop_on_a_full_hold_says_why_and_a_drop_on_its_own_hold_says_nothing(qtbot: Any) -> None:
    w = _loading(qtbot)
    scene, view, model = w.scene, w.page.view, w.model
    before = model.game.clone(model.match.state)
    drag(qtbot, view, scene.pieces[_held(scene, BLUE)].scenePos(), scene._cell_pos[LEFT])  # the full red hold
    assert model.match.state == before
    reason = model.explain_sequence(0, [Unload(BLUE, *RIGHT), Store(BLUE, *LEFT)])
    assert reason and w.statusBar().currentMessage() == reason
    drag(qtbot, view, scene.pieces[_held(scene, BLUE)].scenePos(), scene._cell_pos[RIGHT] + QPointF(0, 20))
    assert model.match.state == before and w.statusBar().currentMessage() == ""


def test_the_keyboard_moves_a_held_cube_to_the_goods_at_hand(qtbot: Any) -> None:
    w = _loading(qtbot)
    scene, view = w.scene, w.page.view
    view.setFocus()
    red = _held(scene, RED)
    for _ in range(10):
        if scene.selected == red:
            break
        qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert scene.selected == red
    order = scene.arrow_order(list(scene._legal))
    for _ in range(order.index(("tray",)) + 1):
        qtbot.keyClick(view, Qt.Key.Key_Right)
    assert w.statusBar().currentMessage().startswith("Unload red")  # what Enter will do
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert LEFT not in w.model.match.state.seats[0].ship.goods and RED in w.model.match.state.cs.at_hand


def test_loading_says_the_cubes_move_and_its_buttons_keep_to_two_rows(qtbot: Any) -> None:
    """At 1280 px the cube moves, a button each, took the bar to three rows; they are one button now
    that opens a menu of them (the keyboard's way; the board drags them)."""
    w = _loading(qtbot, width=1280)
    scene = w.scene
    assert w.page.prompt.text() == tr_count(P_STEPS["load"]).replace("%1", "Planets")
    assert "to another hold" in w.page.prompt.text()
    bar = w.page.bar
    buttons = [b for b in bar.findChildren(QPushButton) if b.isVisibleTo(bar)]
    assert [b.text() for b in buttons] == ["Done loading  [Alt+1]", f"{tr_count(B_MOVE_GOODS)}  [Alt+2]"]
    rows = {b.mapTo(bar, b.rect().topLeft()).y() for b in buttons}
    assert len(rows) <= 2
    # the menu lists every move the buttons made, and an entry plays it
    moves = dict(scene.prompt_actions())[tr_count(B_MOVE_GOODS)]
    menu = moves.open()
    assert isinstance(menu, QMenu)
    labels = [a.text() for a in menu.actions()]
    assert "Unload blue from the hold at row 7, column 8" in labels
    assert "Load blue into the hold at row 8, column 7" in labels
    entry = next(a for a in menu.actions() if a.text() == "Unload red from the hold at row 7, column 6")
    menu.close()
    entry.trigger()
    assert LEFT not in w.model.match.state.seats[0].ship.goods


# -- a clash taken by a lenient build ---------------------------------------------------------------------
def test_a_clashing_tile_is_outlined_and_said_once_it_is_dropped(qtbot: Any) -> None:
    """The check mode took a battery with a smooth side against the cabin's universal connector in
    silence: the status bar went blank at the drop, nothing marked the tile until the ship check."""
    from engine.galaxy_trucker.data import BATTERY, SMOOTH
    from tests.engine.galaxy_trucker.test_ship import find

    w = make_window(qtbot, game="galaxy_trucker", players=4, humans=1, seed=3)
    w.model.clock_source = lambda: 0
    w.model.stop()
    scene, view, model = w.scene, w.page.view, w.model
    st = model.match.state
    battery = find(BATTERY, s=SMOOTH)
    st.warehouse.remove(battery)
    st.seats[0].hand, st.seats[0].hand_from = battery, "hidden"
    w._on_changed()
    drag(qtbot, view, scene.pieces[("hand",)].scenePos(), scene._cell_pos[(6, 7)])
    assert model.match.state.seats[0].ship.tiles[(6, 7)] == (battery, 0)
    warning = tr_key(S_FITS_SHORT, "0", "1") + " " + tr_key(S_WARN, "The connectors do not fit their neighbours.")
    qtbot.waitUntil(lambda: w.statusBar().currentMessage() == warning, timeout=2000)
    outlined = [
        i
        for i in scene.items()
        if isinstance(i, QGraphicsRectItem) and i.pen().color() == FAULT and i.toolTip().startswith("Battery")
    ]
    assert len(outlined) == 1 and outlined[0].pos() == scene._cell_pos[(6, 7)]
    assert "The ship check would remove it." in outlined[0].toolTip()
    cabin = [
        i
        for i in scene.items()
        if isinstance(i, QGraphicsRectItem) and i.pen().color() == FAULT and i.pos() == scene._cell_pos[(7, 7)]
    ]
    assert cabin == []  # the starting cabin stays whatever clashes with it


def test_a_tile_that_fits_is_not_outlined_nor_warned(qtbot: Any) -> None:
    w = make_window(qtbot, game="galaxy_trucker", players=4, humans=1, seed=3)
    w.model.clock_source = lambda: 0
    w.model.stop()
    scene, model = w.scene, w.model
    st = model.match.state
    st.warehouse.remove(HOLD)
    st.seats[0].hand, st.seats[0].hand_from = HOLD, "hidden"  # its universal west joins the cabin
    w._on_changed()
    drag(qtbot, w.page.view, scene.pieces[("hand",)].scenePos(), scene._cell_pos[RIGHT])
    assert model.match.state.seats[0].ship.tiles[RIGHT] == (HOLD, 0)
    qtbot.wait(50)
    assert w.statusBar().currentMessage() == ""
    assert not [i for i in scene.items() if isinstance(i, QGraphicsRectItem) and i.pen().color() == FAULT]


# -- the cards --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["cs", "sk", "en"])
def test_every_row_of_a_card_keeps_the_cards_size_and_its_own_room(qtbot: Any, lang: str) -> None:
    """III-19 in Slovak shrank "najmenšia posádka: tovar -4" to 9.5 units (6 screen px) beside its
    neighbours' 12.5. The rows of a card share one size, the usual one unless the card is full, and
    a row that wraps gets the height of its lines (the row under it is not crowded)."""
    from desktop.galaxy_trucker.cards import CardItem

    width = 196.0
    u = width / 190
    drawn: list[tuple[int, QRectF, str]] = []

    class Checking(QPainter):
        def drawText(self, *args: Any) -> None:  # noqa: N802 - Qt override
            if len(args) == 3 and isinstance(args[0], QRectF) and isinstance(args[2], str):
                drawn.append((self.font().pixelSize(), QRectF(args[0]), args[2]))
            super().drawText(*args)

    i18n.set_language(lang)
    try:
        for card in components().cards:
            drawn.clear()
            item = CardItem(card, width)
            image = QImage(200, 280, QImage.Format.Format_ARGB32)
            painter = Checking(image)
            painter.translate(100, 140)
            item.paint_content(painter)
            painter.end()
            rows = [(px, rect, text) for px, rect, text in drawn if rect.top() > -width * 0.7 + 44 * u]  # not the title
            sizes = {px for px, _, _ in rows}
            assert len(sizes) == 1, (card.id, [(px, text) for px, _, text in rows])
            full = card.id in ("III-07", "III-19", "III-20") and lang == "en"  # seven or more wrapped rows
            assert sizes.pop() >= (round(12 * u) if full else round(12.5 * u)), card.id
            for px, rect, text in rows:
                if rect.width() >= 80 * u:  # a row's words (a planet's name has its own narrow box)
                    font = QApplication.font()
                    font.setPixelSize(px)
                    fm = QFontMetricsF(font)
                    flags = int(Qt.TextFlag.TextWordWrap)
                    tall = fm.boundingRect(QRectF(0, 0, rect.width(), 1e4), flags, text).height()
                    assert tall <= rect.height() + 1, (card.id, text, tall, rect.height())
    finally:
        i18n.set_language("en")


def test_the_slovak_combat_zone_rows_are_as_large_as_the_others(qtbot: Any) -> None:
    from desktop.galaxy_trucker.cards import _shown, card_rows, row_layout

    i18n.set_language("sk")
    try:
        card = next(c for c in components().cards if c.id == "III-19")
        u = 196 / 190
        rows = [(icon, _shown(icon, text, payload), payload) for icon, text, payload in card_rows(card)]
        assert rows[0][1].startswith("najmenšia posádka")
        px, heights = row_layout(rows, 196, 196 * 1.4 - 62 * u, u)
        assert px == 12.5 * u
        assert heights[0] > heights[3]  # the long first row wraps into a taller row
    finally:
        i18n.set_language("en")


# -- the other ships ----------------------------------------------------------------------------------
@pytest.mark.parametrize("phase", ["build", "flight"])
def test_the_rivals_round_three_ships_keep_a_clear_gap(qtbot: Any, phase: str) -> None:
    """With four players the three class III ships stood about 4 screen px apart."""
    import engine.galaxy_trucker.ship as sh
    from desktop.galaxy_trucker.overview import other_ships
    from engine.galaxy_trucker.state import FLIGHT
    from tests.engine.galaxy_trucker.helpers import new

    st = new(4)
    st.round = 3
    board = components().rounds[2].board
    for p in st.seats:
        start = p.ship.tiles[next(iter(p.ship.tiles))][0]
        p.ship = sh.new_ship(board, start)
        for cell in sorted(components().boards[board].cells):
            if cell not in p.ship.tiles:
                sh.place(p.ship, cell, st.warehouse.pop(), 0)
    if phase == "flight":
        st.phase = FLIGHT
    spans: list[tuple[float, float]] = []
    for item in other_ships(st, 0, ["P1", "P2", "P3", "P4"]):
        if not isinstance(item, TileItem):  # a rival's name: his ship's tiles follow
            spans.append((float("inf"), float("-inf")))
        elif st.seats[len(spans)].hand < 0 or item.tile != st.seats[len(spans)].hand:
            rect = item.sceneBoundingRect()
            left, right = spans[-1]
            spans[-1] = (min(left, rect.left()), max(right, rect.right()))
    spans.sort()
    assert len(spans) == 3, spans
    gaps = [b[0] - a[1] for a, b in zip(spans, spans[1:], strict=False)]
    assert min(gaps) >= 24, gaps  # in scene px: 13 px on a 1280 px screen, where it was 4


# -- the round's results ------------------------------------------------------------------------------
def test_the_dialog_after_round_two_opens_with_round_two(qtbot: Any) -> None:
    from desktop.galaxy_trucker.results import RoundDialog

    w = make_window(qtbot, game="galaxy_trucker", players=3, humans=1, seed=3)
    w.model.stop()
    st = w.model.match.state
    for s, p in enumerate(st.seats):
        p.results = [{"order": s + 1, "flight": 2}, {"order": 2 * s + 2, "goods": 3}]
        p.credits = sum(sum(r.values()) for r in p.results)
    dialog = RoundDialog(w.model, w)
    qtbot.addWidget(dialog)
    table = dialog.results.table
    labels = [table.verticalHeaderItem(i).text() for i in range(table.rowCount())]
    assert labels[0] == "Credits" and labels[1] == "Round 2"  # in view under the total
    assert labels.index("Round 2") < labels.index("Round 1")
    # the final screen keeps the rounds in their order
    final = w.scene.results_widget()
    labels = [final.table.verticalHeaderItem(i).text() for i in range(final.table.rowCount())]
    assert [x for x in labels if x.startswith("Round")] == ["Round 1", "Round 2"]


def test_a_hinted_unloading_rings_the_cube_and_the_goods_at_hand(qtbot: Any) -> None:
    w = _loading(qtbot)
    scene = w.scene
    scene.hint(Unload(RED, *LEFT))
    assert len(scene._hint_items) == 2  # the red cube in its hold, and the goods at hand
    tray = scene._hint_items[1].path().boundingRect()
    assert tray.width() < 300 and tray.contains(scene._tray_box.center())  # not the whole table off the ship


def test_a_placed_tile_turned_into_a_clash_is_said_at_once(qtbot: Any) -> None:
    """R on the tile placed last turned it into a clash in silence: the outline came, the status bar
    said nothing. Turned, it is said as a drop into a clash is."""
    from engine.galaxy_trucker import ship as sh
    from engine.galaxy_trucker.actions import Place
    from engine.galaxy_trucker.data import BATTERY, SMOOTH
    from tests.engine.galaxy_trucker.test_ship import find

    w = make_window(qtbot, game="galaxy_trucker", players=4, humans=1, seed=3)
    w.model.clock_source = lambda: 0
    w.model.stop()
    scene, model = w.scene, w.model
    st = model.match.state
    battery = find(BATTERY, s=SMOOTH)
    st.warehouse.remove(battery)
    st.seats[0].hand, st.seats[0].hand_from = battery, "hidden"
    ship, cell = st.seats[0].ship, (6, 7)

    def clashes(rot: int) -> int:
        return sum(1 for _, legal, _ in sh.side_fits(ship, cell, battery, rot) if not legal)

    start = next(r for r in range(4) if clashes(r) == 0 and clashes((r + 1) % 4))
    assert model.try_apply(0, Place(*cell, start, 0))
    w._on_changed()
    qtbot.wait(20)
    w.statusBar().clearMessage()
    scene.turn_tile(1)
    assert model.match.state.seats[0].ship.tiles[cell] == (battery, (start + 1) % 4)
    warning = tr_key(S_FITS_SHORT, "0", "1") + " " + tr_key(S_WARN, "The connectors do not fit their neighbours.")
    qtbot.waitUntil(lambda: w.statusBar().currentMessage() == warning, timeout=2000)
