"""Shipyard's board is drawn at about 0.56 of its size in a 1280×800 window: every line of text on it
(headings, counts, the round counter, the rivals' lines) is at least 9 px on screen there, in Slovak,
the longest of the languages (it was 5.6 px at the least, the start space's word)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem, QGraphicsTextItem

from desktop.common.painted import LabelItem
from desktop.main_window import MainWindow
from desktop.settings import Settings
from engine.bots import make_bot
from engine.core.match import Match, Seat
from engine.shipyard.data import COUNTER
from engine.shipyard.state import REGULAR, ShipyardState


def _smallest(w: MainWindow) -> tuple[float, str]:
    """The least on-screen pixel size of the board's text items, and that text."""
    QApplication.processEvents()
    scale = w.page.view.transform().m11()
    sizes = []
    for item in w.scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, LabelItem):
            if item.text.strip():
                sizes.append((round(item.px) * scale, item.text))
        elif isinstance(item, QGraphicsSimpleTextItem | QGraphicsTextItem):
            f = item.font()
            px = f.pixelSize() if f.pixelSize() > 0 else f.pointSizeF() * w.logicalDpiY() / 72
            text = item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText()
            sizes.append((px * scale, text))
    assert sizes
    return min(sizes)


def _last_lap(st: ShipyardState) -> bool:
    return st.mode == REGULAR and st.counter == len(COUNTER) - 2 and not st.early_end


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_boards_smallest_text_is_9_px_on_screen_at_1280_by_800(qtbot: Any, slovak: None, players: int) -> None:
    seats = [Seat(f"Hráč {i + 1}", "human" if i == 0 else "bot", "normal") for i in range(players)]
    match = Match("shipyard", players, 5, {}, seats=seats)
    bots = [make_bot(match.game, "random", 5 + s) for s in range(players)]
    w = MainWindow(Settings(pace="fast", animations=False))
    w._no_dialogs = True
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    w.start_match(match, None, autosave=False)
    model = w.model
    assert model is not None
    model.stop()
    assert 0.5 < w.page.view.transform().m11() < 0.6  # the whole board in the window's room
    seen: set[str] = set()  # the start, the middle, the last lap (its banner), the final actions
    while not model.match.is_over():
        st = model.match.state
        moment = (
            "final" if st.mode != REGULAR else "last lap" if _last_lap(st) else "middle" if st.turn > 12 else "start"
        )
        if moment not in seen:
            seen.add(moment)
            least, text = _smallest(w)
            assert least >= 9, (moment, text, least)
        seat = model.match.to_act()[0]
        assert model._apply(seat, bots[seat].choose(model.match.view(seat), seat))
    assert seen == {"start", "middle", "last lap", "final"}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_lone_rival_takes_the_whole_column_larger(qtbot: Any, slovak: None, players: int) -> None:
    """With two players the one rival's panel is the whole column: his yard spans it, larger, and his
    canals fill the room under it (they sat in a corner of an empty panel); three and four players keep
    the yard left of the canals."""
    from desktop.common.painted import PaintedItem

    seats = [Seat(f"Hráč {i + 1}", "human" if i == 0 else "bot", "normal") for i in range(players)]
    w = MainWindow(Settings(pace="fast", animations=False))
    w._no_dialogs = True
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    w.start_match(Match("shipyard", players, 3, {}, seats=seats), None, autosave=False)
    assert w.model is not None
    w.model.stop()
    layers: dict[str, list[Any]] = {}
    for item in w.scene.items():
        if isinstance(item, PaintedItem) and isinstance(item.key, tuple) and str(item.key[0]).startswith("rival"):
            layers.setdefault(str(item.key[0]), []).append(item.sceneBoundingRect())
    panel = max(layers["rival"], key=lambda r: r.top())
    yard = max(layers["rival-yard"], key=lambda r: r.top())
    canals = max(layers["rival-canals"], key=lambda r: r.top())
    assert len(layers["rival"]) == players - 1
    if players == 2:
        assert yard.width() > 0.9 * panel.width() and canals.height() > 0.6 * panel.height()
        assert canals.top() > yard.bottom()  # under the yard, not beside it
    else:
        assert yard.width() < 0.6 * panel.width() and canals.left() > yard.right()
    for rect in (yard, canals):
        assert panel.contains(rect)


def test_the_exchanges_value_stands_clear_of_its_price_boxes(qtbot: Any) -> None:
    """ "= 4 coins", the value of the exchange being chosen, stood between the exchange's lower price
    boxes and covered the left one's figures; it stands under the hexagon now."""
    from desktop.common.painted import PaintedItem
    from engine.shipyard.actions import Exchange
    from tests.desktop.helpers import make_window

    w = make_window(qtbot, game="shipyard", players=2, humans=1, seed=5)
    model = w.model
    model.stop()
    for _ in range(400):
        if model.human_to_act() == 0 and any(isinstance(a, Exchange) for a in model.match.legal_actions(0)):
            break
        if model.human_to_act() is None:
            model.bot_move_now()
            continue
        bot = make_bot(model.game, "normal", 3)
        model.try_apply(0, bot.choose(model.match.view(0), 0))
    exchange = next(a for a in model.match.legal_actions(0) if isinstance(a, Exchange) and a.items)
    scene = w.scene
    scene.ex_wagon, scene.ex_items = exchange.wagon, set(exchange.items)
    scene.refresh()
    (value,) = [i for i in scene.items() if isinstance(i, LabelItem) and i.text.startswith("= ")]
    boxes = [i for i in scene.items() if isinstance(i, PaintedItem) and i.key[0] == "exbox"]
    assert len(boxes) == 6
    assert not [b for b in boxes if b.sceneBoundingRect().intersects(value.sceneBoundingRect())]
