"""Golden Horn on the board: real drags, clicks and keys change the game only through the engine."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from desktop.common.i18n import tr_count, tr_key
from desktop.golden_horn.panels import S12, S30
from engine.golden_horn.actions import Place, Rob, Sail
from engine.golden_horn.state import END, TURN
from tests.desktop.helpers import click, drag, make_window

RANDOM_PLACEMENT = {"placement": "random"}


def _centre(item: Any) -> QPointF:
    return item.mapToScene(item.boundingRect().center())


def _ship_centre(scene: Any, ship: int) -> QPointF:
    item = scene.ship_items[ship]
    return item.mapToScene(QPointF(0, 0))


def test_dragging_a_ship_onto_a_lit_space_sails_it(qtbot: Any) -> None:
    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    model, scene, view = w.model, w.scene, w.page.view
    model.paused = True
    sails = [a for a in model.match.legal_actions(0) if isinstance(a, Sail)]
    target = sails[-1]
    before = len(model.match.records)
    drag(qtbot, view, _ship_centre(scene, target.ship), _centre(scene.targets[("space", target.to)]))
    assert len(model.match.records) == before + 1
    done = model.match.records[-1].action
    assert isinstance(done, Sail) and done.ship == target.ship and done.to == target.to
    assert model.match.state.phase == END


def test_escape_while_a_ship_is_carried_puts_it_back_and_the_release_plays_nothing(qtbot: Any) -> None:
    """Escape did nothing to a piece carried by the mouse: it went on following the pointer and the
    release on a lit space played the move. Escape now puts it back at once (every board: the
    carrying is `BoardScene`'s) and the release that follows plays nothing."""
    from PySide6.QtCore import QPoint

    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    model, scene, view = w.model, w.scene, w.page.view
    model.paused = True
    target = [a for a in model.match.legal_actions(0) if isinstance(a, Sail)][-1]
    item = scene.ship_items[target.ship]
    origin, size = item.pos(), item.scale()  # a ship in a port is drawn smaller than 1.0
    vp = view.viewport()
    a = view.mapFromScene(_ship_centre(scene, target.ship))
    b = view.mapFromScene(_centre(scene.targets[("space", target.to)]))
    before = len(model.match.records)
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
    for k in range(1, 4):
        qtbot.mouseMove(vp, pos=QPoint(a.x() + (b.x() - a.x()) * k // 4, a.y() + (b.y() - a.y()) * k // 4))
    assert scene._dragging is not None and any(t.isVisible() for t in scene.targets.values())
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert scene._dragging is None and item.pos() == origin and item.scale() == size  # its own size again
    qtbot.mouseMove(vp, pos=b)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=b)
    assert len(model.match.records) == before and item.pos() == origin
    drag(qtbot, view, _ship_centre(scene, target.ship), _centre(scene.targets[("space", target.to)]))
    assert len(model.match.records) == before + 1  # and the next drag plays as ever


def test_a_drop_on_an_unreachable_space_snaps_back_with_the_reason(qtbot: Any) -> None:
    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    model, scene, view = w.model, w.scene, w.page.view
    model.paused = True
    st = model.match.state
    ship = next(a.ship for a in model.match.legal_actions(0) if isinstance(a, Sail))
    reachable = {a.to for a in model.match.legal_actions(0) if isinstance(a, Sail) and a.ship == ship}
    bad = next(k for k in scene.targets if k[0] == "space" and k[1] not in reachable and k[1] != st.ship_pos[ship])
    snapshot = model.game.clone(model.match.state)
    origin = scene.ship_items[ship].pos()
    drag(qtbot, view, _ship_centre(scene, ship), _centre(scene.targets[bad]))
    assert model.match.state == snapshot
    assert scene.ship_items[ship].pos() == origin
    assert w.statusBar().currentMessage()  # the engine's reason, translated


def test_drag_lights_up_exactly_the_reachable_spaces(qtbot: Any) -> None:
    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    model, scene = w.model, w.scene
    model.paused = True
    ship = next(a.ship for a in model.match.legal_actions(0) if isinstance(a, Sail))
    load = scene._load_for(ship)
    expected = {
        ("space", a.to)
        for a in model.match.legal_actions(0)
        if isinstance(a, Sail) and a.ship == ship and a.load == load
    }
    scene.show_targets(("ship", ship))
    assert set(scene._marks) == expected


def test_keyboard_alone_moves_a_ship(qtbot: Any) -> None:
    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    model, view = w.model, w.page.view
    model.paused = True
    view.setFocus()
    before = len(model.match.records)
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert len(model.match.records) == before + 1
    assert isinstance(model.match.records[-1].action, Sail)
    w.end_turn()
    assert model.match.state.phase == TURN and model.match.state.active == 1


def test_escape_after_the_arrows_leaves_no_word_of_the_place_let_go(qtbot: Any) -> None:
    """Tab, →, Escape: the ship was put down, but the status line still said what sailing to the
    place would cost."""
    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    w.model.paused = True
    view = w.page.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert w.statusBar().currentMessage() != ""
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert w.scene.selected is None and w.statusBar().currentMessage() == ""


def test_placing_ships_by_dragging_them_into_a_port(qtbot: Any) -> None:
    w = make_window(qtbot)
    model, scene, view = w.model, w.scene, w.page.view
    model.paused = True
    drag(qtbot, view, _ship_centre(scene, 0), _centre(scene.targets[("space", 0)]))
    assert model.match.records[-1].action == Place(0, "venice")
    assert model.match.state.ship_pos[0] == 0


def at_sea_with_goods(st: Any, ship: int) -> int:
    """`ship` at sea (space 2, eastward) with two goods of a colour not on its sails; returns that colour."""
    from engine.golden_horn.voyage import ship_colours

    st.ship_pos[ship], st.ship_dir[ship] = 2, 1
    cargo = next(c for c in range(6) if c not in ship_colours(ship) and st.bag[c] >= 2)
    st.bag[cargo] -= 2
    st.cargo_colour[ship], st.cargo[ship] = cargo, 2
    return cargo


def _pirates_position(w: Any) -> tuple[int, int]:
    """Seat 0 to play, ship 3 at sea with two goods of a colour, two cards of its sail colour in hand;
    returns (the sail colour, the cargo colour)."""
    model = w.model
    model.paused = True
    st = model.match.state
    # an opponent ship at sea with cargo, and the cards to rob it
    from engine.golden_horn.voyage import ship_colours

    cargo = at_sea_with_goods(st, 3)
    sail = min(ship_colours(3))
    # give seat 0 two cards of the target's sail colour from the draw pile
    for _ in range(2):
        i = st.draw_pile.index(sail)
        st.draw_pile.pop(i)
        st.hands[0][sail] += 1
    st.hand_sizes = [sum(h) for h in st.hands]
    model.game.check_invariants(st)
    w._on_changed()
    return sail, cargo


def test_pirates_by_selecting_two_cards_and_dropping_on_a_ship(qtbot: Any) -> None:
    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    model, scene, view = w.model, w.scene, w.page.view
    sail, cargo = _pirates_position(w)
    cards = [k for k in scene.pieces if k[0] == "card" and scene.hand[k[1]] == sail]
    click(qtbot, view, _centre(scene.pieces[cards[0]]))
    cards = [k for k in scene.pieces if k[0] == "card" and scene.hand[k[1]] == sail]
    click(qtbot, view, _centre(scene.pieces[cards[1]]))
    assert len(scene.card_sel) == 2
    cards = [k for k in scene.pieces if k[0] == "card" and scene.hand[k[1]] == sail]
    drag(qtbot, view, _centre(scene.pieces[cards[0]]), _ship_centre(scene, 3))
    assert model.match.records, w.statusBar().currentMessage()
    rob = model.match.records[-1].action
    assert isinstance(rob, Rob) and rob.ship == 3
    assert model.match.state.warehouses[0][cargo] == 1


def test_pirates_with_two_cards_of_different_colours(qtbot: Any) -> None:
    """A yellow and a green card against a yellow-and-green ship lit no ship: the board wrote the pair
    in colour order (yellow, green), the engine in its own (green, yellow), and they never matched."""
    from engine.golden_horn.components import COLOUR_INDEX
    from engine.golden_horn.voyage import ship_colours

    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    model, scene, view = w.model, w.scene, w.page.view
    model.paused = True
    st = model.match.state
    assert ship_colours(4) == {COLOUR_INDEX["yellow"], COLOUR_INDEX["green"]}
    at_sea_with_goods(st, 4)
    for colour in ("yellow", "green"):
        st.draw_pile.remove(COLOUR_INDEX[colour])
        st.hands[0][COLOUR_INDEX[colour]] += 1
    st.hand_sizes = [sum(h) for h in st.hands]
    model.game.check_invariants(st)
    w._on_changed()
    for colour in ("yellow", "green"):
        k = scene.hand.index(COLOUR_INDEX[colour])
        click(qtbot, view, _centre(scene.pieces[("card", k)]))
    assert ("tship", 4) in scene._legal
    k = scene.hand.index(COLOUR_INDEX["green"])
    drag(qtbot, view, _centre(scene.pieces[("card", k)]), _centre(scene.targets[("tship", 4)]))
    assert model.match.records, w.statusBar().currentMessage()
    assert model.match.records[-1].action == Rob(4, ("green", "yellow"))
    assert scene.card_sel == []  # the two cards are spent: no other card stands chosen in their place


def _hand_of(w: Any, colours: list[str]) -> None:
    """Ship 4 (yellow and green sails) at sea with two goods; seat 0 holds exactly `colours`."""
    from engine.golden_horn.components import COLOUR_INDEX

    model = w.model
    model.paused = True
    st = model.match.state
    at_sea_with_goods(st, 4)
    for c in range(6):
        st.draw_pile.extend([c] * st.hands[0][c])
        st.hands[0][c] = 0
    for colour in colours:
        st.draw_pile.remove(COLOUR_INDEX[colour])
        st.hands[0][COLOUR_INDEX[colour]] += 1
    st.hand_sizes = [sum(h) for h in st.hands]
    model.game.check_invariants(st)
    w._on_changed()


def test_a_card_dragged_alone_goes_with_the_one_card_it_can_pair(qtbot: Any) -> None:
    """Tester L: a yellow card dragged alone onto a yellow-and-green ship, a green one in the hand and
    none chosen, lit no ship and was refused with "You do not hold those cards": the board took the
    pair for two yellows. The only card it can go with is the green one, so the drag plays that pair."""
    from engine.golden_horn.components import COLOUR_INDEX

    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    model, scene, view = w.model, w.scene, w.page.view
    _hand_of(w, ["yellow", "green", "orange"])
    assert scene.card_sel == []
    k = scene.hand.index(COLOUR_INDEX["yellow"])
    drag(qtbot, view, _centre(scene.pieces[("card", k)]), _ship_centre(scene, 4))
    assert model.match.records, w.statusBar().currentMessage()
    assert model.match.records[-1].action == Rob(4, ("green", "yellow"))
    assert model.match.state.hands[0][COLOUR_INDEX["orange"]] == 1  # the card that does not fit stays


def test_one_pirate_card_alone_is_refused_because_pirates_take_two(qtbot: Any) -> None:
    """Tester L: one pirate card dragged onto a ship, no second card that fits, said "You do not hold
    those cards" — true of a pair of twins, but the player held the card he dragged. The reason now
    says that pirates take two cards."""
    import engine.golden_horn.texts as gtx
    from engine.golden_horn.components import COLOUR_INDEX

    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    model, scene, view = w.model, w.scene, w.page.view
    _hand_of(w, ["yellow", "orange"])
    k = scene.hand.index(COLOUR_INDEX["yellow"])
    drag(qtbot, view, _centre(scene.pieces[("card", k)]), _ship_centre(scene, 4))
    assert not model.match.records
    assert w.statusBar().currentMessage() == tr_key(gtx.E_ROB_TWO)


def test_a_click_on_a_ports_cube_or_its_number_chooses_the_load(qtbot: Any) -> None:
    """Only the bare corner of a port's cell chose the goods to load: a click on the cube or on its
    number (most of the cell) did nothing."""
    from engine.golden_horn.components import COLOURS

    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    model, scene, view = w.model, w.scene, w.page.view
    model.paused = True
    st = model.match.state
    port = 0
    colours = [c for c in range(6) if st.ports[port][c]]
    assert len(colours) >= 2
    for c in colours[:2]:
        cell = scene.stock_cells[(port, c)]
        parts = cell.childItems()
        assert len(parts) == 2, "the cube and its number lie on the cell"
        for part in parts:
            click(qtbot, view, _centre(part))
            assert scene.load_pref[port] == c, COLOURS[c]
            scene.load_pref.pop(port)


def test_pirates_by_the_keyboard_alone(qtbot: Any) -> None:
    """Tab came to the first card and Space chose it; Tab again chose the same card again (the
    cards were selected and unselected, never a pair), so pirates needed the mouse. Now Tab walks
    the ships and then each card with a ring round it, Space adds a card to the pair or takes it
    back, and with two chosen the arrows and Enter rob the ship."""
    import engine.golden_horn.texts as tx
    from desktop.golden_horn.scene import S_KB_CARD_IN, S_KB_PAIR

    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    model, scene, view = w.model, w.scene, w.page.view
    sail, cargo = _pirates_position(w)
    view.setFocus()
    twins = [k for k in scene.keyboard_clicks() if scene.hand[k[0][1]] == sail]
    assert len(twins) == 2
    other = next((k for k, _ in scene.keyboard_clicks() if scene.hand[k[1]] != sail), None)
    for _ in range(20):  # to the first of the two cards
        qtbot.keyClick(view, Qt.Key.Key_Tab)
        if scene._kb_stop == (True, twins[0][0]):
            break
    assert scene._kb_stop == (True, twins[0][0])
    ring = scene._kb_ring
    assert ring is not None and ring.parentItem() is scene.pieces[twins[0][0]]
    colour = tr_key(tx.COLOUR_NAMES[sail])
    assert w.statusBar().currentMessage() == tr_key(S_KB_CARD_IN).replace("%1", colour)
    if other is not None:  # a wrong card chosen and taken back again
        while scene._kb_stop != (True, other):
            qtbot.keyClick(view, Qt.Key.Key_Tab)
        qtbot.keyClick(view, Qt.Key.Key_Space)
        assert scene.card_sel == [other[1]]
        qtbot.keyClick(view, Qt.Key.Key_Space)
        assert scene.card_sel == []
        while scene._kb_stop != (True, twins[0][0]):
            qtbot.keyClick(view, Qt.Key.Key_Tab)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert scene.card_sel == [twins[0][0][1]]
    assert scene._kb_ring is not None and scene._kb_ring.parentItem() is scene.pieces[twins[0][0]]  # redrawn
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert scene._kb_stop == (True, twins[1][0])
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert sorted(scene.card_sel) == sorted(k[1] for k, _ in twins)
    assert w.statusBar().currentMessage() == tr_key(S_KB_PAIR)
    qtbot.keyClick(view, Qt.Key.Key_Escape)  # the two go back into the hand
    assert scene.card_sel == [] and scene.selected is None and not scene._legal
    assert scene._kb_stop == (True, twins[1][0])  # Tab stays where it was
    for key in (Qt.Key.Key_Backtab, Qt.Key.Key_Space, Qt.Key.Key_Tab, Qt.Key.Key_Space):  # chosen again
        qtbot.keyClick(view, key)
    assert sorted(scene.card_sel) == sorted(k[1] for k, _ in twins)
    assert list(scene._legal) == [("tship", 3)]
    assert not model.match.records
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert model.match.records, w.statusBar().currentMessage()
    rob = model.match.records[-1].action
    assert isinstance(rob, Rob) and rob.ship == 3
    assert model.match.state.warehouses[0][cargo] == 1


def test_board_renders_to_a_non_blank_png(qtbot: Any, tmp_path: Any) -> None:
    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    image = w.page.view.grab().toImage()
    path = tmp_path / "board.png"
    assert image.save(str(path))
    colours = {image.pixel(x, y) for x in range(0, image.width(), 23) for y in range(0, image.height(), 17)}
    assert len(colours) > 30


def test_the_hand_says_when_the_cards_come_while_ships_are_placed(qtbot: Any) -> None:
    """The set-up deals the cards last: while the ships are placed the hand is empty and says why;
    once every ship is in port the five cards lie there and the note is gone."""

    def notes() -> int:
        return sum(
            1
            for i in w.scene.items()
            if isinstance(i, QGraphicsSimpleTextItem) and i.text().replace("\n", " ") == tr_key(S30)
        )

    w = make_window(qtbot)
    model = w.model
    model.stop()
    assert model.match.state.hands[0] == [0] * 6 and notes() == 1 and w.scene.hand == []
    while model.match.state.phase != TURN:
        seat = model.match.to_act()[0]
        model._apply(seat, next(a for a in model.match.legal_actions(seat) if isinstance(a, Place)))
    w._on_changed()
    assert notes() == 0 and len(w.scene.hand) == 5


def _until_a_bot_acts(w: Any) -> None:
    """Play every human seat's moves (a `normal` bot choosing for it, curtain lifted) until only bots are
    to act."""
    from engine.bots import make_bot

    model = w.model
    model.stop()
    mind = make_bot(model.game, "normal", 5)
    for _ in range(200):
        if w.page.curtain.is_up():
            w.page.curtain.reveal()
        seat = model.human_to_act()
        if seat is None:
            w._on_changed()
            return
        model._apply(seat, mind.choose(model.match.view(seat), seat))
    raise AssertionError("no bot's turn came")


def test_hot_seat_shows_nobodys_hand_while_the_bots_play(qtbot: Any) -> None:
    """Two people share the screen with a bot: while the bot plays, the board is a spectator's, so the
    hand of the person who played last does not lie open to the other (it once stayed on screen)."""
    w = make_window(qtbot, players=3, humans=2, options=RANDOM_PLACEMENT)
    _until_a_bot_acts(w)
    last = w.model.last_human
    assert last is not None and sum(w.model.match.state.hands[last]) > 0
    assert w.model.perspective() is None and w.scene.hand == [] and not w.page.curtain.is_up()


def test_one_person_against_bots_keeps_his_hand_in_view_while_they_play(qtbot: Any) -> None:
    w = make_window(qtbot, players=3, humans=1, options=RANDOM_PLACEMENT)
    _until_a_bot_acts(w)
    hand = w.model.match.state.hands[0]
    assert w.model.perspective() == 0 and len(w.scene.hand) == sum(hand) > 0


# -- tooltips: every piece a player may hover names itself ------------------------------------------
COLOUR_EN = ("yellow", "pink", "green", "orange", "red", "blue")
WAREHOUSE_TIP = "Warehouse of %s · %s goods: %d. Each good scores a point; sets of different goods score a bonus."
HAND_TIP = "Hand of %s · cards: %d. Their colours are hidden; each card is played as a wind card or a pirate card."
CARGO_TIP = " Cargo · %s goods: %d. Unloaded into its owner's warehouse when the ship reaches a home port."


def _tips(scene: Any, kind: type) -> list[str]:
    return [i.toolTip() for i in scene.items() if type(i) is kind and i.isVisible()]


def _named(item: Any) -> bool:
    while item is not None:
        if item.toolTip():
            return True
        item = item.parentItem()
    return False


def test_every_piece_on_the_board_names_itself(qtbot: Any) -> None:
    """Cubes in ports and warehouses, cargo, an opponent's face-down hand, seat marks, panels and the
    wind cards a move would spend each carry a tooltip with its name and the rule that matters."""
    from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsRectItem, QGraphicsTextItem

    from desktop.golden_horn.art import CardItem, CubeItem
    from engine.golden_horn.scoring import score, set_bonus

    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    model, scene = w.model, w.scene
    model.paused = True
    st = model.match.state
    # an opponent ship at sea with red cargo, and goods in both warehouses
    st.ship_pos[3], st.ship_dir[3] = 2, 1
    st.bag[4] -= 2
    st.cargo_colour[3], st.cargo[3] = 4, 2
    st.bag[0] -= 3
    st.warehouses[1][0] += 3
    st.bag[5] -= 1
    st.warehouses[0][5] += 1
    model.game.check_invariants(st)
    w._on_changed()

    cubes = _tips(scene, CubeItem)
    for seat, name in ((0, "P1"), (1, "P2")):
        wh = st.warehouses[seat]
        for c in range(6):
            assert WAREHOUSE_TIP % (name, COLOUR_EN[c], wh[c]) in cubes
        assert f"{name} · points: {score(wh)} (goods in the warehouse: {sum(wh)}, set bonus: {set_bonus(wh)})" in (
            _tips(scene, QGraphicsRectItem)
        )
        assert f"{name}: the flags of the ships in this colour carry the same mark." in _tips(scene, QGraphicsPathItem)
    assert WAREHOUSE_TIP % ("P2", "yellow", 3) in cubes and WAREHOUSE_TIP % ("P1", "blue", 1) in cubes
    for port in (0, 1):
        for c in range(6):
            if st.ports[port][c]:
                assert f"{COLOUR_EN[c]} goods in the port: {st.ports[port][c]}" in cubes
    # the goods symbol on a sea space says what the space says
    paths = _tips(scene, QGraphicsPathItem)
    for key, space in scene.targets.items():
        if key[0] == "space" and space.toolTip().startswith("Sea space: "):
            assert space.toolTip() in paths
    assert scene.ship_items[3].toolTip().endswith(CARGO_TIP % ("red", 2) + " Heading for Constantinople.")
    assert "Cargo" not in scene.ship_items[0].toolTip()  # an empty ship carries nothing
    backs = [i for i in scene.items() if isinstance(i, CardItem) and not i.face_up]
    assert backs and {b.toolTip() for b in backs} == {HAND_TIP % ("P2", st.hand_sizes[1])}
    # nothing a player may point at is left unnamed (the sea lane behind the spaces is decoration)
    for item in scene.items():
        r = item.sceneBoundingRect()
        if not item.isVisible() or isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem)):
            continue
        if r.width() * r.height() < 150 or item.zValue() <= -10:
            continue
        assert _named(item), (type(item).__name__, r)
    # the wind cards a move spends, shown on its target before the drop
    sail = next(a for a in model.match.legal_actions(0) if isinstance(a, Sail) and sum(model.game.wind_cost(st, a)))
    scene.show_targets(("ship", sail.ship))
    cost = model.game.wind_cost(st, sail)
    badge_tips = {b.toolTip() for b in scene._badges}
    for c in range(6):
        if cost[c]:
            assert f"Wind card ({COLOUR_EN[c]}): sailing here spends it." in badge_tips


def test_no_tooltip_tells_an_opponents_card_colours(qtbot: Any) -> None:
    """Swapping the colours in an opponent's hand (its size kept) changes no tooltip on the board, and
    the hand's own tooltip names no colour."""
    from desktop.golden_horn.art import CardItem

    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    model, scene = w.model, w.scene
    model.paused = True

    def all_tips() -> list[str]:
        return sorted(i.toolTip() for i in scene.items() if i.toolTip())

    st = model.match.state
    before = all_tips()
    backs = [i.toolTip() for i in scene.items() if isinstance(i, CardItem) and not i.face_up]
    assert backs and not any(colour in tip for tip in backs for colour in COLOUR_EN)
    # trade each of the opponent's cards for a card of another colour from the draw pile
    hand = st.hands[1]
    dealt = list(hand)
    for c in [k for k in range(6) for _ in range(dealt[k])]:
        other = next(k for k, d in enumerate(st.draw_pile) if d != c)
        hand[c] -= 1
        hand[st.draw_pile[other]] += 1
        st.draw_pile[other] = c
    assert hand != dealt and sum(hand) == sum(dealt) == st.hand_sizes[1]
    model.game.check_invariants(st)
    w._on_changed()
    assert all_tips() == before


def test_the_steering_question_names_the_ship_and_its_heading(qtbot: Any) -> None:
    """Robbed empty, a ship's owner decides whether it turns; the question said neither which ship
    nor which way it sails, and the ship's tooltip never gave its heading either."""
    from tests.engine.golden_horn.test_illegal import steering

    w = make_window(qtbot, humans=2)
    w.model.stop()
    w.model.match.state = steering()  # seat 1's three-colour ship, sailing towards Constantinople
    w._on_changed()
    assert w.scene.prompt_text() == (
        "Pirates took the last goods of your three-colour ship (heading for Constantinople): turn it around?"
    )
    assert w.scene.ship_items[5].toolTip().endswith("Heading for Constantinople.")


def test_a_port_with_a_choice_of_goods_says_how_to_choose(qtbot: Any) -> None:
    """The colour a ship loads on leaving a port can be chosen (click a framed colour, or L); nothing
    on the board said so, and the largest colour was taken silently."""
    from PySide6.QtWidgets import QGraphicsRectItem

    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    w.model.stop()
    scene = w.scene
    st = w.model.match.state
    ships = [s for s in range(3) if st.ship_pos[s] >= 0 and len(scene._loads(s)) > 1]
    assert ships, "a ship of seat 0 in a port with a choice of goods"
    scene.selected = ("ship", ships[0])
    scene.refresh()
    framed = [i.toolTip() for i in scene.items() if isinstance(i, QGraphicsRectItem) and "press L" in i.toolTip()]
    assert framed and all(t.endswith("click another to load it, or press L.") for t in framed)


def test_space_chooses_what_tab_is_on_not_the_ship_lit_before(qtbot: Any) -> None:
    """With the pair chosen and a ship lit by the arrows, Tab back to a card said "Space takes it back"
    and Space robbed the ship. Tab to a card now puts the lit ship out, and Space does what it says."""
    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    model, scene, view = w.model, w.scene, w.page.view
    sail, _cargo = _pirates_position(w)
    view.setFocus()
    twins = [k for k, _ in scene.keyboard_clicks() if scene.hand[k[1]] == sail]
    while scene._kb_stop != (True, twins[0]):
        qtbot.keyClick(view, Qt.Key.Key_Tab)
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Tab, Qt.Key.Key_Space, Qt.Key.Key_Right):
        qtbot.keyClick(view, key)
    assert scene._kb_hot == ("tship", 3) and scene._hot == ("tship", 3)
    qtbot.keyClick(view, Qt.Key.Key_Backtab)
    assert scene._kb_stop == (True, twins[0]) and scene._kb_hot is None and scene._hot is None
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert not model.match.records
    assert scene.card_sel == [twins[1][1]]  # the card Tab is on went back into the hand


def test_tab_goes_on_from_the_ship_the_mouse_picked(qtbot: Any) -> None:
    """Tab went on from where the keyboard had been: after a ship picked with the mouse, Tab picked
    that same ship again, which put it down. It goes on to the next one now; and a click with the mouse
    lets go of the card Tab was on (Space then did something to a card the player no longer saw
    chosen)."""
    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    model, scene, view = w.model, w.scene, w.page.view
    sail, _cargo = _pirates_position(w)
    view.setFocus()
    ships = scene.keyboard_pieces()
    assert len(ships) >= 2
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert scene.selected == ships[0]
    click(qtbot, view, _ship_centre(scene, ships[1][1]))
    assert scene.selected == ships[1]
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    stops = scene._keyboard_stops()
    after = stops[(stops.index((False, ships[1])) + 1) % len(stops)]
    assert scene._kb_stop == after and (after[0] or scene.selected == after[1])
    card = next(k for k, _ in scene.keyboard_clicks())
    while scene._kb_stop != (True, card):
        qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert scene._kb_ring is not None
    port_cell = next(iter(scene.stock_cells.values()))
    click(qtbot, view, _centre(port_cell))
    assert scene._kb_stop is None and scene._kb_ring is None
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert scene.card_sel == [] and not model.match.records


def test_tab_from_a_ship_to_a_card_puts_the_ship_down_on_the_board_too(qtbot: Any) -> None:
    """Tab from a ship in port on to a card left the ship's outline and its port's load frames drawn:
    two things looked picked. The board follows now; two cards matching no ship say so, not "choose
    the ship with the arrows"; and once the ship has sailed no card stays chosen."""
    from PySide6.QtWidgets import QGraphicsRectItem

    from desktop.golden_horn.panels import S_LOAD_CHOICE
    from desktop.golden_horn.scene import S17

    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    model, scene, view = w.model, w.scene, w.page.view
    sail, _cargo = _pirates_position(w)
    st = model.match.state
    for colour in [c for c in range(6) if c != sail][:2]:  # a yellow and a pink card: no ship has those sails
        st.draw_pile.remove(colour)
        st.hands[0][colour] += 1
    st.hand_sizes = [sum(h) for h in st.hands]
    model.game.check_invariants(st)
    w._on_changed()
    view.setFocus()

    def frames() -> int:
        return sum(isinstance(c, QGraphicsRectItem) for cell in scene.stock_cells.values() for c in cell.childItems())

    in_port = next(
        k for k in scene.keyboard_pieces() if scene._port_of(scene.view_state, model.match.state.ship_pos[k[1]]) >= 0
    )
    while scene.selected != in_port:
        qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert frames() > 0
    # a ship with a choice of goods says which it loads and how to load another (L was told nowhere)
    assert len(scene._loads(in_port[1])) > 1
    assert w.statusBar().currentMessage().endswith(" " + tr_key(S_LOAD_CHOICE))
    others = [k for k, _ in scene.keyboard_clicks() if scene.hand[k[1]] != sail]
    others = [k for n, k in enumerate(others) if all(scene.hand[k[1]] != scene.hand[o[1]] for o in others[:n])]
    while scene._kb_stop is None or not scene._kb_stop[0]:
        qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert scene.selected is None and frames() == 0
    assert len(others) >= 2
    for card in others[:2]:
        while scene._kb_stop != (True, card):
            qtbot.keyClick(view, Qt.Key.Key_Tab)
        qtbot.keyClick(view, Qt.Key.Key_Space)
    assert len(scene.card_sel) == 2 and not scene._legal
    assert w.statusBar().currentMessage() == tr_key(S17)
    # the ship sails with two cards still chosen: afterwards none is
    while scene.selected != in_port:
        qtbot.keyClick(view, Qt.Key.Key_Tab)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert isinstance(model.match.records[-1].action, Sail)
    assert scene.card_sel == []


def test_the_arrows_go_east_and_west_as_the_route_is_drawn(qtbot: Any) -> None:
    """→ walked a picked ship's places in the order the game lists them, often from Constantinople:
    westward on the screen. → now goes east (right), ← west."""
    w = make_window(qtbot, players=3, seed=5, options=RANDOM_PLACEMENT)
    model, scene, view = w.model, w.scene, w.page.view
    model.stop()

    def x(key: Any) -> float:
        return float(scene.targets[key].sceneBoundingRect().center().x())

    ship = None
    for _ in range(200):  # bots play until the person may sail a ship whose places are listed westward
        if model.human_to_act() == 0:
            w._on_changed()
            listed = {s: list(scene.legal_targets(("ship", s))) for s in range(3)}
            ship = next(
                (
                    s
                    for s, keys in listed.items()
                    if len(keys) >= 3 and [x(k) for k in keys] != sorted(x(k) for k in keys)
                ),
                None,
            )
            if ship is not None:
                break
            model._apply(0, next(a for a in model.match.legal_actions(0)))
        else:
            model.bot_move_now()
    assert ship is not None
    view.setFocus()
    for _ in range(6):
        if scene.selected == ("ship", ship):
            break
        qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert scene.selected == ("ship", ship)
    xs = []
    for _ in range(len(scene._legal)):
        qtbot.keyClick(view, Qt.Key.Key_Right)
        xs.append(x(scene._kb_hot))
    assert xs == sorted(xs) and xs[0] < xs[-1]
    qtbot.keyClick(view, Qt.Key.Key_Left)
    assert x(scene._kb_hot) == xs[-2]


def test_a_refused_drag_or_click_gives_the_engines_reason(qtbot: Any) -> None:
    """A ship dragged to a space it cannot reach was refused with the bare "Drop it on one of the lit
    spaces": the carried ship is itself a target (for the pirates) and lay over the space, so the
    board asked about a ship dropped on a ship. A click on a space held by another ship did the same.
    Pressing an opponent's ship, or a second own ship after one has sailed, said nothing at all."""
    import engine.golden_horn.texts as tx

    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    model, scene, view = w.model, w.scene, w.page.view
    model.paused = True
    st = model.match.state
    generic = scene.tr("Drop it on one of the lit spaces.")
    ship = next(a.ship for a in model.match.legal_actions(0) if isinstance(a, Sail))
    reachable = {a.to for a in model.match.legal_actions(0) if isinstance(a, Sail) and a.ship == ship}
    bad = next(k for k in scene.targets if k[0] == "space" and k[1] not in reachable and k[1] != st.ship_pos[ship])
    drag(qtbot, view, _ship_centre(scene, ship), _centre(scene.targets[bad]))
    reason = model.explain(0, Sail(ship, scene._load_for(ship), bad[1]))
    assert reason and w.statusBar().currentMessage() == reason != generic
    # a click on a space another ship holds: why the ship cannot stop there
    from engine.golden_horn.components import SEA, components

    spaces = components().routes[st.players]
    held = next(i for i in range(1, st.route_len - 1) if spaces[i].kind == SEA and i not in st.ship_pos)
    st.ship_pos[3], st.ship_dir[3] = held, 1
    w._on_changed()
    click(qtbot, view, _ship_centre(scene, ship))
    assert scene.selected == ("ship", ship)
    click(qtbot, view, _ship_centre(scene, 3))
    reason = model.explain(0, Sail(ship, scene._load_for(ship), held))
    assert reason and w.statusBar().currentMessage() == reason != generic
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    # an opponent's ship pressed: not yours
    w.statusBar().clearMessage()
    drag(qtbot, view, _ship_centre(scene, 3), _centre(scene.targets[("space", held + 1)]))
    assert w.statusBar().currentMessage() == tr_key(tx.E_NOT_YOUR_SHIP)
    assert not model.match.records
    # after one ship sailed, another of one's own: one has sailed this turn
    sail = next(a for a in model.match.legal_actions(0) if isinstance(a, Sail))
    model._apply(0, sail)
    other = next(s for s in range(3) if s != sail.ship)
    w.statusBar().clearMessage()
    click(qtbot, view, _ship_centre(scene, other))
    assert w.statusBar().currentMessage() == tr_key(tx.E_SAILED)
    # and a card of the hand: the pirates come only before the ship sails
    w.statusBar().clearMessage()
    click(qtbot, view, _centre(scene._hand_items[0]))
    assert w.statusBar().currentMessage() == tr_key(tx.E_ROB_ONCE)


def test_a_click_on_a_ports_goods_with_a_ship_picked_there_chooses_its_load(qtbot: Any) -> None:
    """With a ship picked in its home port, the framed goods' tooltip says "click another to load
    it"; the click landed on the port, a target, and was refused as sailing the ship into its own
    port ("a ship does not turn at sea"). With no ship picked, a click on goods said ships leaving
    load them, also where the colour is on a ship's sails and it cannot."""
    import engine.golden_horn.texts as tx
    from desktop.golden_horn.scene import S20, S20_SHIP
    from engine.golden_horn.components import COLOURS
    from engine.golden_horn.voyage import ship_colours

    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    model, scene, view = w.model, w.scene, w.page.view
    model.paused = True
    st = model.match.state
    ship = next(s for s in range(3) if st.ship_pos[s] >= 0 and len(scene._loads(s)) > 1)
    port = scene._port_of(st, st.ship_pos[ship])
    click(qtbot, view, _ship_centre(scene, ship))
    assert scene.selected == ("ship", ship)
    other = next(c for c in scene._loads(ship) if c != scene._load_for(ship))
    colour = COLOURS.index(other)
    click(qtbot, view, _centre(scene.stock_cells[(port, colour)]))
    assert not model.match.records
    assert scene.selected == ("ship", ship) and scene._load_for(ship) == other
    name = tr_key(tx.COLOUR_NAMES[colour])
    assert w.statusBar().currentMessage() == tr_key(S20_SHIP, tr_key(tx.SHIP_NAMES[ship % 3]), name)
    assert all(a.load == other for a in scene._legal.values())  # the lit moves load it
    # goods of a colour on its sails: the engine's reason, and the load stays
    sails = min(ship_colours(ship))
    st.bag[sails] -= 1  # a good of that colour drawn for the port
    st.ports[port][sails] += 1
    model.game.check_invariants(st)
    w._on_changed()
    click(qtbot, view, _centre(scene.stock_cells[(port, sails)]))
    assert w.statusBar().currentMessage() == tr_key(tx.E_LOAD) and scene._load_for(ship) == other
    assert not model.match.records
    # no ship picked: ships load the colour where their sails let them
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert scene.selected is None
    click(qtbot, view, _centre(scene.stock_cells[(port, sails)]))
    assert scene.load_pref[port] == sails
    assert w.statusBar().currentMessage() == tr_key(S20, tr_key(tx.COLOUR_NAMES[sails]))


def test_the_prompt_offers_the_pirates_only_while_they_may_be_sent(qtbot: Any) -> None:
    """After the pirates were sent, the prompt still said "Optional first: pirates with two cards",
    though they come only once a turn."""
    from desktop.golden_horn.prompts import S28, S28_SAIL

    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    model, scene = w.model, w.scene
    _pirates_position(w)
    assert w.page.prompt.text() == tr_key(S28)
    rob = next(a for a in model.match.legal_actions(0) if isinstance(a, Rob))
    model._apply(0, rob)
    assert model.match.state.robbed and model.match.state.phase == TURN
    assert w.page.prompt.text() == tr_key(S28_SAIL) == scene.prompt_text()
    # a card of the hand pressed now says the rule true of every robbery, not one ship's
    card = scene._hand_items[0]
    w.statusBar().clearMessage()
    click(qtbot, w.page.view, _centre(card))
    assert w.statusBar().currentMessage() == "You may send pirates only once a turn, before you sail."


def _overlap(a: Any, b: Any) -> bool:
    """Two items' drawn boxes share more than a hairline."""
    both = a.sceneBoundingRect().intersected(b.sceneBoundingRect())
    return both.width() > 2 and both.height() > 2


@pytest.mark.parametrize("lang", ["cs", "sk", "en"])
def test_nothing_in_the_panels_lies_over_another_thing(qtbot: Any, lang: str) -> None:
    """At the table's size: with 2 players the ships still to be placed lay over the note "The cards
    are dealt … once every ship is in its port"; with four narrow panels (a hot seat's spectator) a
    rival's "6 cards" lay under his card backs, over his blue cube and its count; and a chosen card of
    the hand, lifted, covered the descenders of the "Cards in hand" label."""
    from desktop.common import i18n
    from desktop.golden_horn.art import CardItem, CubeItem
    from desktop.golden_horn.panels import S11

    was = i18n.current_language()
    i18n.set_language(lang)
    try:
        # the ships to be placed and the note beside them
        for players in (2, 4):
            w = make_window(qtbot, players=players)
            w.model.stop()
            scene = w.scene
            texts = [i for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)]
            note = [i for i in texts if i.text().replace("\n", " ") == tr_key(S30)]
            waiting = [it for s, it in scene.ship_items.items() if w.model.match.state.ship_pos[s] < 0]
            assert len(note) == 1 and waiting
            assert not any(_overlap(note[0], ship) for ship in waiting), (players, note[0].text())
            w.close()
        # four rivals' panels, seen by nobody's eyes while a bot plays
        w = make_window(qtbot, players=4, humans=2, options=RANDOM_PLACEMENT)
        _until_a_bot_acts(w)
        st = w.model.match.state
        st.warehouses = [[10, 10, 10, 10, 10, 10] for _ in range(4)]  # two-digit counts, the widest
        w._on_changed()
        scene = w.scene
        assert w.model.perspective() is None
        top = [
            i
            for i in scene.items()
            if isinstance(i, (QGraphicsSimpleTextItem, CubeItem, CardItem)) and i.sceneBoundingRect().bottom() < 170
        ]
        counts = [
            i
            for i in top
            if isinstance(i, QGraphicsSimpleTextItem) and i.text() in {tr_count(S11, n) for n in st.hand_sizes}
        ]
        assert len(counts) == 4
        for count in counts:
            assert not [i for i in top if i is not count and _overlap(i, count)], count.text()
        w.close()
        # a chosen card of the hand, lifted, under the hand's label
        w = make_window(qtbot, options=RANDOM_PLACEMENT)
        _pirates_position(w)
        scene = w.scene
        scene.card_sel = [0]
        scene.refresh()
        card = scene.pieces[("card", 0)]
        assert isinstance(card, CardItem) and card.selected
        label = next(i for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem) and i.text() == tr_key(S12))
        assert label.sceneBoundingRect().bottom() <= card.sceneBoundingRect().top() + 1
    finally:
        i18n.set_language(was)


def test_words_that_said_a_free_move_cost_cards_and_named_a_woman_a_player(qtbot: Any) -> None:
    """A move that spends no card said "spends 0 wind cards"; the end screen's row of set bonus points
    was "Sets of different goods"; a player's mark and panel said "Player: Anna" (a man's word in
    Czech); and with two players a ship's tooltip promised cards in every port, Modon too, where
    none are drawn with two."""
    import engine.golden_horn.texts as tx
    from desktop.golden_horn.scene import S14, S15_FREE
    from desktop.golden_horn.tips import panel, seat_mark
    from engine.golden_horn.components import COLOURS

    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    model, scene = w.model, w.scene
    model.paused = True
    st = model.match.state
    free = next(a for a in model.match.legal_actions(0) if isinstance(a, Sail) and not sum(model.game.wind_cost(st, a)))
    scene.load_pref = {0: COLOURS.index(free.load), 1: COLOURS.index(free.load)} if free.load else {}
    scene.selected = ("ship", free.ship)
    scene.refresh()
    load = tr_key(S14, tr_key(tx.COLOUR_NAMES[COLOURS.index(free.load)])) if free.load else ""
    assert scene.describe_drop(("ship", free.ship), ("space", free.to)) == tr_key(S15_FREE).replace("%1", load)
    assert "0" not in tr_key(S15_FREE)
    rows = model.game.score_breakdown(st)
    assert rows[1].label == tx.ROW_BONUS and "bonus" in tr_key(rows[1].label).lower()  # points, as the board says
    assert not seat_mark("Anna").startswith("Player") and not panel("Anna", 3, 2, 1).startswith("Player")
    assert seat_mark("Anna").startswith("Anna") and panel("Anna", 3, 2, 1).startswith("Anna")
    assert st.players == 2 and not st.modon_draw
    assert all("none in Modon" in it.toolTip() for it in scene.ship_items.values())
    w4 = make_window(qtbot, players=4, options=RANDOM_PLACEMENT)
    assert w4.model.match.state.modon_draw
    assert not any("Modon" in it.toolTip() for it in w4.scene.ship_items.values())


def test_ctrl_e_before_sailing_says_why_the_turn_cannot_end(qtbot: Any) -> None:
    """Ctrl+E before a ship had sailed did nothing at all (End Turn is greyed, and a greyed action's key
    is silent), leaving an older message in the status bar: it says the engine's reason."""
    from PySide6.QtWidgets import QApplication

    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    w.model.stop()
    st = w.model.match.state
    assert st.phase == TURN and w.model.human_to_act() == 0 and not w.a_end.isEnabled()
    w.statusBar().showMessage("an older message")
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    w.page.view.setFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_E, Qt.KeyboardModifier.ControlModifier)
    assert w.statusBar().currentMessage() == "You must move one of your ships first."
    assert len(w.model.match.records) == 0 or w.model.match.state.phase == TURN
