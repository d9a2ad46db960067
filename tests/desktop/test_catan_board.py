"""Catan on the board: real drags from the supply, the robber and its victim, dialogs, a bot game."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF

from desktop.catan import tips
from desktop.catan.dialogs import CardsDialog, TradeDialog
from desktop.catan.scene import TOPO, lattice
from desktop.common.i18n import tr_key
from engine.bots import make_bot
from engine.catan.actions import BuildRoad, BuildSettlement, MoveRobber, TradeAccept
from engine.catan.state import MAIN, ROBBER, SETUP_ROAD
from tests.desktop.helpers import drag, make_window


def _tray(scene: Any, kind: str) -> QPointF:
    item = scene.pieces[("tray", kind)]
    return item.mapToScene(QPointF(0, 0))


def test_dragging_a_settlement_onto_a_free_intersection_builds_it(qtbot: Any) -> None:
    w = make_window(qtbot, game="catan", players=3)
    model, scene, view = w.model, w.scene, w.page.view
    model.paused = True
    node = 20
    assert BuildSettlement(node) in model.match.legal_actions(0)
    drag(qtbot, view, _tray(scene, "settlement"), lattice(TOPO.nodes[node]))
    assert model.match.records[-1].action == BuildSettlement(node)
    assert model.match.state.phase == SETUP_ROAD


def test_a_road_drag_lights_exactly_the_legal_edges(qtbot: Any) -> None:
    w = make_window(qtbot, game="catan", players=3)
    model, scene = w.model, w.scene
    model.paused = True
    model.try_apply(0, BuildSettlement(20))
    scene.show_targets(("tray", "road"))
    legal = {("edge", a.edge) for a in model.match.legal_actions(0) if isinstance(a, BuildRoad)}
    assert set(scene._marks) == legal == {("edge", e) for e in TOPO.node_edges[20]}


def test_a_settlement_on_an_illegal_intersection_snaps_back(qtbot: Any) -> None:
    w = make_window(qtbot, game="catan", players=3)
    model, scene, view = w.model, w.scene, w.page.view
    model.paused = True
    st = model.match.state
    st.node_owner[20], st.node_level[20] = 1, 1  # an opponent's settlement already there
    st.settlements_left[1] -= 1
    st.legal_cache = None
    w._on_changed()
    neighbour = TOPO.node_nodes[20][0]
    before = model.game.clone(st)
    drag(qtbot, view, _tray(scene, "settlement"), lattice(TOPO.nodes[neighbour]))
    assert model.match.state == before
    import engine.catan.texts as tx
    from desktop.common import i18n
    from engine.core.messages import Message

    assert w.statusBar().currentMessage() == i18n.render(Message(tx.E_DISTANCE))  # the engine's reason


def test_the_robber_asks_whom_to_rob(qtbot: Any) -> None:
    w = make_window(qtbot, game="catan", players=3)
    model, scene, view = w.model, w.scene, w.page.view
    model.paused = True
    st = model.match.state
    st.phase, st.active, st.robber_return = ROBBER, 0, MAIN
    hex_id = 4
    node = TOPO.hex_nodes[hex_id][0]
    st.node_owner[node], st.node_level[node] = 1, 1
    st.settlements_left[1] -= 1
    st.hands[1][2] = 1
    st.bank[2] -= 1
    st.hand_sizes = [sum(h) for h in st.hands]
    st.legal_cache = None
    w._on_changed()
    robber = scene.pieces[("robber",)]
    drag(qtbot, view, robber.mapToScene(robber.boundingRect().center()), QPointF(-2000, -2000))  # off the board
    assert w.statusBar().currentMessage()  # refused, and why
    robber = scene.pieces[("robber",)]
    drag(qtbot, view, robber.mapToScene(robber.boundingRect().center()), lattice(TOPO.hex_centres[hex_id]))
    assert scene.pending_robber == hex_id and model.match.state.phase == ROBBER
    assert w.statusBar().currentMessage() == ""  # the refusal went with the good drop (it stayed)
    buttons = dict(scene.prompt_actions())
    steal = [a for a in buttons.values() if isinstance(a, MoveRobber) and a.victim == 1]
    assert steal and any(isinstance(a, MoveRobber) and a.victim == -1 for a in buttons.values())
    w._human_action(steal[0])
    assert model.match.state.robber == hex_id and model.match.state.hands[0][2] == 1


def test_discard_dialog_asks_the_engine(qtbot: Any) -> None:
    """OK only when the engine would accept the cards; otherwise its reason is shown."""
    from engine.catan.state import DISCARD

    w = make_window(qtbot, game="catan", players=3)
    w.model.paused = True
    st = w.model.match.state
    st.phase, st.discards = DISCARD, [3, 0, 0]
    st.hands[0] = [2, 2, 0, 1, 0]
    st.bank = [17, 17, 19, 18, 19]
    st.hand_sizes = [5, 0, 0]
    st.legal_cache = None
    scene = w.scene

    def check(cards: list[int]) -> str | None:
        return scene._refusal(0, scene._cards_actions("discard", cards), "")

    d = CardsDialog("discard", 3, st.hands[0], check)
    qtbot.addWidget(d)
    ok = d.box.button(d.box.StandardButton.Ok)
    assert not ok.isEnabled() and d.reason.text()  # the engine: exactly 3 cards
    d.spins[0].setValue(2)
    d.spins[3].setValue(1)
    assert ok.isEnabled() and d.cards() == [2, 0, 0, 1, 0] and not d.reason.text()


def test_trade_dialog_shows_the_engines_refusal_of_a_gift(qtbot: Any) -> None:
    w = make_window(qtbot, game="catan", players=3)
    w.model.paused = True
    st = w.model.match.state
    st.phase, st.active = MAIN, 0
    st.hands[0][0] = 1
    st.bank[0] -= 1
    st.hand_sizes = [1, 0, 0]
    st.legal_cache = None
    scene = w.scene

    def check(give: list[int], get: list[int], to: int) -> str | None:
        return scene._refusal(0, scene._offer_actions(False, give, get, to), "")

    d = TradeDialog(["A", "B", "C"], 0, st.hands[0], check)
    qtbot.addWidget(d)
    ok = d.box.button(d.box.StandardButton.Ok)
    d.give[0].setValue(1)
    assert not ok.isEnabled() and d.reason.text()  # nothing asked for: a gift
    d.get[4].setValue(1)
    assert ok.isEnabled()
    assert w.model.match.state.phase == MAIN  # the checks ran on a copy


def test_an_offer_left_half_written_says_what_it_holds(qtbot: Any) -> None:
    """A game continued after a crash in the middle of writing an offer (every action is autosaved,
    the offer is several) showed an empty prompt with a lone Cancel. It says what the offer holds so
    far, beside Make the offer and Cancel."""
    from engine.catan.actions import TradeCancel, TradeEdit, TradePropose, TradeStart

    w = make_window(qtbot, game="catan", players=3)
    w.model.paused = True
    st = w.model.match.state
    st.phase, st.active, st.turn = MAIN, 0, 10
    st.hands[0][:] = [1, 0, 2, 0, 0]
    st.bank[0] -= 1
    st.bank[2] -= 2
    st.hand_sizes = [3, 0, 0]
    st.legal_cache = None
    for action in (TradeStart(), TradeEdit(0, 2, 1), TradeEdit(1, 4, 1)):
        assert w.model.try_apply(0, action), action
    w._on_changed()
    text = w.scene.prompt_text()
    assert text.startswith("Your offer, not made yet: you give ") and "and want" in text
    labels = [label for label, _ in w.scene.prompt_actions()]
    actions = [a for _, a in w.scene.prompt_actions()]
    assert TradePropose() in actions and TradeCancel() in actions and len(labels) == 2


def test_four_bots_play_catan_to_the_end_in_the_window(qtbot: Any) -> None:
    w = make_window(qtbot, game="catan", players=4, humans=0)
    model = w.model
    model.pace_ms = 0
    over: list[bool] = []
    model.game_over.connect(lambda: over.append(True))
    model.schedule_bots()
    qtbot.waitUntil(lambda: bool(over), timeout=120000)
    assert model.match.is_over() and model.match.state.winner >= 0


def test_catan_board_renders_to_a_non_blank_png(qtbot: Any) -> None:
    w = make_window(qtbot, game="catan", players=4)
    image = w.page.view.grab().toImage()
    colours = {image.pixel(x, y) for x in range(0, image.width(), 23) for y in range(0, image.height(), 17)}
    assert len(colours) > 40


def _three_bots_after(qtbot: Any, moves: int) -> Any:
    """A window on a three-bot game, stopped after `moves` of its moves."""
    w = make_window(qtbot, game="catan", players=3, humans=0)
    w.model.stop()
    for _ in range(moves):
        w.model.bot_move_now()
    return w


def test_statistics_dock_counts_the_rolls(qtbot: Any) -> None:
    """The dice histogram shows every roll of the game next to the 2d6 expectation."""
    w = _three_bots_after(qtbot, 60)
    model = w.model
    stats = w.scene.stats
    assert sum(stats.counts()) == sum(model.match.state.rolls) > 0
    assert stats in w.extra_docks


def test_curtain_hides_hands_between_two_human_catan_seats(qtbot: Any) -> None:
    """The first settlements hide nothing (no hand-over is asked then); once a human holds cards, the
    board is hidden before his turn from the other human at the screen."""
    w = make_window(qtbot, game="catan", players=3, humans=2)
    model = w.model
    model.stop()
    assert not w.page.curtain.is_up()
    model.try_apply(0, BuildSettlement(20))
    model.try_apply(0, BuildRoad(TOPO.node_edges[20][0]))
    assert not w.page.curtain.is_up()  # P2's first settlement: nothing of his to hide
    minds = [make_bot(model.game, "normal", s) for s in range(3)]
    for _ in range(80):
        if w.page.curtain.is_up():
            break
        seat = model.human_to_act()
        if seat is None:
            model.bot_move_now()
        else:
            model.try_apply(seat, minds[seat].choose(model.match.view(seat), seat))
    seat = model.human_to_act()
    assert w.page.curtain.is_up() and model.names[seat] in w.page.curtain.title_text()
    assert sum(model.match.state.hands[seat]) > 0
    w.page.curtain.reveal()
    assert not w.page.curtain.is_up()


def test_produced_cards_fly_to_their_players(qtbot: Any) -> None:
    """With animations on, a roll that produces sends a card icon flying from its hex."""
    from desktop.catan.art import SvgItem

    w = make_window(qtbot, game="catan", players=3, humans=0)
    w.scene.animations = True
    model = w.model
    model.stop()
    flew = False
    for _ in range(200):
        before = [p[:] for p in model.match.state.produced]
        model.bot_move_now()
        if model.match.state.produced != before and model.match.state.phase == MAIN:
            icons = [
                i for i in w.scene.items() if isinstance(i, SvgItem) and i.name.startswith("icon_") and i.zValue() == 20
            ]
            flew = bool(icons)
            if flew:
                break
    assert flew


def test_prompt_buttons_answer_to_alt_digits(qtbot: Any) -> None:
    """Keyboard alone: the prompt bar's first button (Roll the dice) is Alt+1."""
    from PySide6.QtGui import QKeySequence
    from PySide6.QtWidgets import QPushButton

    from engine.catan.state import ROLL

    w = make_window(qtbot, game="catan", players=3)
    model = w.model
    model.paused = True
    st = model.match.state
    st.phase, st.active, st.legal_cache = ROLL, 0, None
    w._on_changed()
    qtbot.wait(20)  # buttons added to a visible bar are shown by the event loop
    buttons = [b for b in w.page.bar.findChildren(QPushButton) if b.isVisible()]
    assert buttons and buttons[0].text().endswith("[Alt+1]")
    assert buttons[0].shortcut() == QKeySequence("Alt+1")
    before = len(model.match.records)
    from PySide6.QtCore import Qt

    w.activateWindow()
    w.page.view.setFocus()
    qtbot.keyClick(w.page.view, Qt.Key.Key_1, Qt.KeyboardModifier.AltModifier)  # the shortcut, not a click
    qtbot.waitUntil(lambda: len(model.match.records) == before + 1, timeout=2000)


def test_keyboard_alone_places_a_settlement_and_its_road(qtbot: Any) -> None:
    """Tab picks the piece from the supply, the arrows pick a place, Enter builds."""
    from PySide6.QtCore import Qt

    w = make_window(qtbot, game="catan", players=3)
    model, view = w.model, w.page.view
    model.paused = True
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Tab)  # the settlement
    scene = w.scene
    piece = scene.selected
    assert piece is not None and scene._kb_ring is not None and scene._kb_ring.parentItem() is scene.pieces[piece]
    qtbot.keyClick(view, Qt.Key.Key_Tab)  # the only piece there is: Tab keeps it (it put it down)
    assert scene.selected == piece and scene._legal
    qtbot.keyClick(view, Qt.Key.Key_Right)
    # the crossing the arrows chose says which hexes it touches ("Beside: Forest 8, Hills 6, …")
    said = w.statusBar().currentMessage()
    assert said.startswith(tr_key(tips.T_NODE).split("%1")[0]) and ":" not in said.split(": ", 1)[1], said
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert isinstance(model.match.records[-1].action, BuildSettlement)
    assert scene._kb_ring is None  # the piece is played: no ring stays on the supply
    qtbot.keyClick(view, Qt.Key.Key_Tab)  # now the road
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert isinstance(model.match.records[-1].action, BuildRoad)


def _tip_at(scene: Any, pos: QPointF) -> str:
    """The tooltip Qt shows at `pos`: the topmost item's that has one (items without one let it through)."""
    return next((item.toolTip() for item in scene.items(pos) if item.toolTip()), "")


def test_every_piece_names_itself_without_revealing_hidden_cards(qtbot: Any) -> None:
    """Roads, buildings, the robber, the dice, the panels and the supply say whose they are and the rule
    that matters; an opponent's cards (public: only how many) appear in no tooltip."""
    from PySide6.QtWidgets import QGraphicsRectItem

    import engine.catan.texts as tx
    from desktop.catan.art import BuildingItem, DieItem, RoadItem, SvgItem
    from desktop.common import i18n
    from engine.core.messages import Message

    i18n.set_language("en")
    w = make_window(qtbot, game="catan", players=3)
    model, scene = w.model, w.scene
    model.paused = True
    st = model.match.state
    st.node_owner[20], st.node_level[20] = 1, 1  # P2's settlement and the road from it
    st.settlements_left[1] -= 1
    road_edge = TOPO.node_edges[20][0]
    st.edge_owner[road_edge] = 1
    st.roads_left[1] -= 1
    st.node_owner[8], st.node_level[8] = 2, 2  # P3's city
    st.cities_left[2] -= 1
    st.phase, st.turn = MAIN, 10  # past the set-up, where the supply's pieces are free
    st.dice = (2, 5)
    st.hands[1] = [4, 0, 5, 0, 0]  # hidden from P1: only "9 cards" is public
    st.dev_hand[1][4] = 1  # a Monopoly card, hidden
    st.hand_sizes = [sum(h) for h in st.hands]
    st.dev_counts = [sum(d) for d in st.dev_hand]
    st.legal_cache = None
    w._on_changed()

    a, b = TOPO.edges[road_edge]
    pa, pb = lattice(TOPO.nodes[a]), lattice(TOPO.nodes[b])
    mid = (pa + pb) / 2
    assert _tip_at(scene, mid) == (
        "P2's road. An unbroken road of at least 5 segments can win the Longest Road card (2 points)."
    )
    hex_id = TOPO.edge_hexes[road_edge][0]
    beside = mid + (lattice(TOPO.hex_centres[hex_id]) - mid) * 0.45  # in the road's square box, off the road
    assert _tip_at(scene, beside) == i18n.tr_key(tx.TERRAIN_NAMES[st.board.layout.terrain[hex_id]])
    assert _tip_at(scene, lattice(TOPO.nodes[20])) == (
        "P2's settlement. 1 victory point; takes 1 card from each adjoining hex whose number is rolled."
    )
    assert _tip_at(scene, lattice(TOPO.nodes[8])) == (
        "P3's city. 2 victory points; takes 2 cards from each adjoining hex whose number is rolled."
    )
    dice = [i for i in scene.items() if isinstance(i, DieItem)]
    assert len(dice) == 2
    assert {d.toolTip() for d in dice} == {
        "Last roll: 2 + 5 = 7. Each hex with this number produces; after a 7 nothing does and the robber moves."
    }
    robber = next(i for i in scene.items() if isinstance(i, SvgItem) and i.name == "robber")
    assert robber.toolTip() == (
        "Robber: the hex it stands on produces nothing. A 7 or a Knight moves it, and whoever moves it may rob "
        "a player with a settlement or city on the new hex."
    )
    panels = {i.toolTip().split(":")[0]: i.toolTip() for i in scene.items() if isinstance(i, QGraphicsRectItem)}
    about = (
        ": points, cards in hand, development cards, knights played and road length. "
        "Longest Road and Largest Army (from 3 knights) are worth 2 points each."
    )
    assert panels["P1"] == "P1" + about  # the viewer's own points count his Victory Point cards
    assert panels["P2"] == "P2" + about + " Hidden Victory Point cards are not counted in these points."
    marks = [i for i in scene.items() if isinstance(i, BuildingItem) and i.toolTip().startswith("P3:")]
    assert [m.toolTip() for m in marks] == [panels["P3"]]  # the panel's mark says the same
    assert scene.pieces[("tray", "road")].toolTip() == (
        "Road · cost: 1 brick, 1 lumber. Drag it onto an edge that joins your road, settlement or city."
    )
    assert scene.pieces[("tray", "settlement")].toolTip() == (
        "Settlement · cost: 1 brick, 1 lumber, 1 wool, 1 grain. Drag it onto a free intersection at your road, "
        "with no building next to it. 1 victory point."
    )
    assert scene.pieces[("tray", "city")].toolTip() == (
        "City · cost: 2 grain, 3 ore. Drag it onto one of your settlements: 2 victory points instead of 1, "
        "and 2 cards instead of 1."
    )
    assert isinstance(scene.pieces[("tray", "road")], RoadItem)
    # nothing of P2's hidden hand: neither its resources nor its development card
    tooltips = [i.toolTip() for i in scene.items() if i.toolTip()]
    hidden = [i18n.render(Message(tx.RESOURCE_COUNTS[r], {}, n)) for r, n in enumerate(st.hands[1]) if n]
    assert hidden == ["4 brick", "5 wool"]  # (brick a mass noun, like the others)
    for secret in [*hidden, i18n.tr_key(tx.DEV_NAMES[4])]:
        assert not [t for t in tooltips if secret in t], secret


def test_statistics_bars_name_their_counts_under_the_pointer(qtbot: Any) -> None:
    """Hover on anything shows what it is: over a sum's column, how often it was rolled and expected;
    over a resource, each player's cards of it; away from the bars, what the chart shows."""
    w = _three_bots_after(qtbot, 80)
    model = w.model
    stats = w.scene.stats
    stats.show()
    stats.resize(320, 480)
    qtbot.wait(10)
    st = model.match.state
    total = sum(st.rolls[2:13])
    assert total > 0
    box = stats.dice.getPlotItem().getViewBox()
    stats._hover(stats.dice, box.mapViewToScene(QPointF(8.3, 0.5)))
    expected = f"{total * 5 / 36:.1f}"
    assert (
        stats.dice.toolTip()
        == f"<b>Sum 8</b><br>Rolled {st.rolls[8]} time{'' if st.rolls[8] == 1 else 's'}<br>Expected: {expected}"
    )
    box = stats.gained.getPlotItem().getViewBox()
    stats._hover(stats.gained, box.mapViewToScene(QPointF(1.2, 0.5)))
    names = w.model.board_names
    rows = [f"{names[s]}: {st.produced[s][1]}" for s in range(3)]
    assert stats.gained.toolTip().split("<br>")[1:] == rows
    stats._hover(stats.gained, QPointF(-50, -50))
    assert stats.gained.toolTip().startswith("Bars: how many cards")


def test_after_building_the_trades_are_greyed_out_with_the_rule(qtbot: Any) -> None:
    """The Almanac's order (the default): trading is over once the turn's building begins. After a
    road the prompt still said "trade", the offer button vanished, and the bank's greyed button said
    the bank wants four of a kind, to a player holding five lumber."""
    from desktop.common.prompt import Unavailable
    from engine.bots import make_bot
    from engine.catan.actions import BuildRoad as Road
    from engine.catan.actions import EndTurn, MaritimeTrade

    w = make_window(qtbot, game="catan", players=3)
    model = w.model
    model.stop()
    mind = make_bot(model.game, "normal", 1)
    while not (model.match.state.phase == MAIN and model.match.state.active == 0):
        seat = model.match.to_act()[0]
        model.bot_move_now() if model.is_bot(seat) else model._apply(seat, mind.choose(model.match.view(seat), seat))
    st = model.match.state
    st.bank = [b + h for b, h in zip(st.bank, st.hands[0], strict=True)]
    st.hands[0][:] = [6, 1, 0, 0, 0]  # lumber, brick: a road and five lumber left
    st.bank[0] -= 6
    st.bank[1] -= 1
    st.hand_sizes[0] = 7
    st.legal_cache = None
    w._on_changed()
    before = dict(w.scene.prompt_actions())
    assert any(isinstance(a, MaritimeTrade) for a in w.model.match.legal_actions(0))
    assert not isinstance(before["Trade with the bank…"], Unavailable)
    road = next(a for a in w.model.match.legal_actions(0) if isinstance(a, Road))
    assert w.model.try_apply(0, road)
    w._on_changed()
    assert (
        w.scene.prompt_text()
        == "Build by dragging from your supply, or end your turn (trading is over once you have built)."
    )
    after = dict(w.scene.prompt_actions())
    why = "Trading comes before building: you have built this turn, so trading is over."
    for label in ("Trade with the bank…", "Offer a trade…"):
        assert isinstance(after[label], Unavailable) and after[label].reason == why, label
    assert EndTurn() in after.values()


def test_the_supply_says_what_its_pieces_are_for_in_the_set_up(qtbot: Any) -> None:
    """In the set-up the pieces are free and a settlement needs no road; the supply's tooltips gave
    their costs and "a free intersection at your road" there too."""
    w = make_window(qtbot, game="catan", players=3)
    w.model.paused = True
    tips = {kind: w.scene.pieces[("tray", kind)].toolTip() for kind in ("road", "settlement")}
    assert tips["settlement"].startswith("Settlement · free in the set-up.") and "no road needed" in tips["settlement"]
    assert tips["road"].startswith("Road · free in the set-up.") and "cost" not in " ".join(tips.values())


def test_own_points_say_how_many_are_hidden_victory_point_cards(qtbot: Any) -> None:
    """A player's own panel counts his Victory Point cards, the others' panels (and theirs of his) do
    not: in hot seat Anna read 5 on her turn and 4 on Boris's, with nothing to say why."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from engine.catan.components import VP_CARD

    w = make_window(qtbot, game="catan", players=3)
    w.model.stop()
    st = w.model.match.state
    st.dev_hand[0][VP_CARD] = 1
    st.dev_counts = [sum(d) for d in st.dev_hand]
    st.legal_cache = None
    w._on_changed()
    titles = [i.text() for i in w.scene.items() if isinstance(i, QGraphicsSimpleTextItem) and "point" in i.text()]
    mine = [t for t in titles if t.startswith("P1")]
    assert len(mine) == 1 and mine[0].endswith("(hidden: 1)")
    assert not [t for t in titles if "hidden" in t and not t.startswith("P1")]


def test_road_building_with_no_place_for_a_road_says_the_card_is_lost(qtbot: Any) -> None:
    """The rules let Road Building be played with every edge of one's network taken: the card is
    spent for nothing. The button said only "Play Road Building"."""
    from engine.catan.actions import PlayRoadBuilding
    from engine.catan.components import ROAD_BUILDING
    from tests.engine.catan.helpers import TOPO, corner, main_phase, road, settle

    w = make_window(qtbot, game="catan", players=3)
    w.model.stop()
    st = main_phase(3)
    node = corner(9, 0)
    settle(st, 0, node)
    st.dev_hand[0][ROAD_BUILDING] = 1
    st.dev_counts[0] = 1
    boxed = st.clone()
    for e in TOPO.node_edges[node]:
        road(boxed, 1, e)
    for state, label in (
        (st, "Play Road Building"),
        (boxed, "Play Road Building (no free place for a road: the card is lost)"),
    ):
        w.model.match.state = state
        w._on_changed()
        assert dict(w.scene.prompt_actions()).get(label) == PlayRoadBuilding(), label


def test_an_offer_he_cannot_pay_for_shows_accept_greyed_with_why(qtbot: Any) -> None:
    """A bot offered grain for wood to a player without wood: Accept was simply gone, with nothing to
    say why. It is shown greyed out, with the engine's reason."""
    from PySide6.QtCore import Qt

    from desktop.common.prompt import Unavailable
    from engine.catan.actions import TradeDecline, TradeEdit, TradePropose, TradeStart
    from engine.catan.state import TRADE_ANSWER
    from tests.engine.catan.helpers import give, main_phase

    w = make_window(qtbot, game="catan", players=3, humans=2)
    model = w.model
    model.stop()
    st = main_phase(3, seed=3)
    give(st, 0, (0, 0, 1, 0, 0))  # seat 0 gives grain (2), wants wood (0)
    give(st, 1, (0, 1, 0, 0, 0))  # seat 1 holds no wood
    for a in (TradeStart(), TradeEdit(0, 2, 1), TradeEdit(1, 0, 1), TradePropose()):
        model.game.apply(st, 0, a)
    assert st.phase == TRADE_ANSWER
    model.match.state = st
    w._on_changed()
    if w.page.curtain.is_up():
        qtbot.mouseClick(w.page.curtain.button(), Qt.MouseButton.LeftButton)
    assert model.perspective() == 1
    actions = dict(w.scene.prompt_actions())
    accept = actions["Accept"]
    assert isinstance(accept, Unavailable) and accept.reason == model.explain(1, TradeAccept()) and accept.reason
    assert isinstance(actions["Decline"], TradeDecline)


def test_a_bots_seven_shows_a_persons_hand_only_behind_the_curtain(qtbot: Any) -> None:
    """Hot seat with a bot: the last person ends his turn and the screen hides every hand while the bot
    plays, so the laptop may go round the table. The bot's 7 then asks him to give back cards: his hand
    opened at once, with no curtain, because he was the last one shown."""
    from engine.bots import make_bot
    from engine.catan.actions import EndTurn, Roll
    from engine.catan.state import DISCARD, ROLL

    w = make_window(qtbot, game="catan", players=4, humans=3)
    model = w.model
    model.stop()
    match, st = model.match, model.match.state
    mind = make_bot(model.game, "normal", 5)
    while not (st.phase == ROLL and st.active == 2):  # the set-up and two turns, each person behind the curtain
        if w.page.curtain.is_up():
            w.page.curtain.reveal()
        seat = match.to_act()[0]
        if model.is_bot(seat):
            model.bot_move_now()
        else:
            model._apply(seat, Roll() if st.phase == ROLL else mind.choose(match.view(seat), seat))
            if st.phase == MAIN and seat == st.active:
                model._apply(seat, EndTurn())
    if w.page.curtain.is_up():
        w.page.curtain.reveal()
    real = match.apply
    match.apply = lambda seat, action, chance=None: real(seat, action, [1, 2] if isinstance(action, Roll) else chance)
    model._apply(2, Roll())  # no 7 for him
    for r, n in enumerate([3, 3, 2, 1, 0]):  # nine cards held when the bot's turn comes
        st.bank[r] -= n - st.hands[2][r]
        st.hands[2][r] = n
    st.hand_sizes[2], st.legal_cache = 9, None
    model.game.check_invariants(st)
    model._apply(2, EndTurn())
    assert model.perspective() is None and not w.page.curtain.is_up()  # the bot's turn: no hand in view
    match.apply = lambda seat, action, chance=None: real(seat, action, [3, 4] if isinstance(action, Roll) else chance)
    model.bot_move_now()
    assert st.phase == DISCARD and 2 in match.to_act()
    assert w.page.curtain.is_up() and "P3" in w.page.curtain.title_text()


def test_a_supply_piece_that_cannot_be_built_is_dimmed_and_says_why_when_pressed(qtbot: Any) -> None:
    """With one ore in hand, a press or a drag on the road or the settlement did nothing at all, and the
    supply looked the same as when they could be built: they are dimmed on the person's own move, and a
    press says the engine's reason (the cards it costs)."""
    from PySide6.QtCore import Qt

    import engine.catan.texts as tx
    from engine.catan.components import COST_ROAD

    w = make_window(qtbot, game="catan", players=3)
    w.model.paused = True
    st = w.model.match.state
    st.phase, st.active = MAIN, 0
    st.hands[0][4] = 1
    st.bank[4] -= 1
    st.hand_sizes = [1, 0, 0]
    st.legal_cache = None
    w._on_changed()
    scene, view = w.scene, w.page.view
    road = scene.pieces[("tray", "road")]
    assert ("tray", "road") not in scene.draggable_pieces() and road.opacity() < 1
    cost = w.model.render_value(tx.cards_message(COST_ROAD))
    qtbot.mouseClick(
        view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(road.sceneBoundingRect().center())
    )
    said = w.statusBar().currentMessage()
    assert cost in said and said == w.model.explain(0, BuildRoad(TOPO.node_edges[20][0]))
    assert w.model.match.state.phase == MAIN and st.hand_sizes == [1, 0, 0]
    # what can be built is not dimmed (every piece was, the set-up's settlement too)
    st.hands[0] = [1, 1, 1, 1, 1]
    st.bank = [b - 1 for b in st.bank]
    st.bank[4] += 1
    st.hand_sizes, st.legal_cache = [5, 0, 0], None
    st.roads_left[0] -= 1
    st.settlements_left[0] -= 1
    st.node_owner[20] = 0
    st.edge_owner[TOPO.node_edges[20][0]] = 0
    w._on_changed()
    assert ("tray", "road") in scene.draggable_pieces() and scene.pieces[("tray", "road")].opacity() == 1
    assert scene.pieces[("tray", "city")].opacity() < 1  # no grain and ore for it


def test_a_move_taken_back_leaves_no_point_on_the_score_chart(qtbot: Any) -> None:
    """Undo within one turn kept the undone score on the chart (a settlement taken back at the start
    left a 1-point blip, a Störtebeker ship 10): the chart holds what the moves as they now stand
    give, as a continued game's does; Redo brings the point back."""
    w = make_window(qtbot, game="catan", players=3, humans=1)
    model = w.model
    model.stop()
    before = list(model.history)
    assert model.try_apply(0, BuildSettlement(20))
    assert model.history[-1][1][0] == 1
    model.undo()
    assert model.history == before == model.match.score_history(model.table_scores)
    model.redo()
    assert model.history == model.match.score_history(model.table_scores) and model.history[-1][1][0] == 1


def test_whom_to_trade_with_reads_each_counter_offer_and_one_he_cannot_pay_is_greyed(qtbot: Any) -> None:
    """Choosing a partner showed "Trade with Hieronym", "Trade with Gabika" and nothing of their two
    different counter-offers (read only in the log); a counter-offer asking cards he does not hold had
    no button at all, and the prompt said nobody had accepted. The prompt and each button's tooltip
    tell the terms; a deal he cannot pay is shown greyed with the engine's reason."""
    from engine.catan.actions import TradeConfirm
    from engine.catan.state import TRADE_CHOOSE

    w = make_window(qtbot, game="catan", players=3)
    w.model.paused = True
    st = w.model.match.state
    st.phase, st.active = TRADE_CHOOSE, 0
    st.hands[0] = [0, 1, 0, 0, 0]  # one lumber, no ore
    st.bank[1] -= 1
    st.hand_sizes = [1, 0, 0]
    st.hands[1], st.hands[2] = [1, 0, 0, 0, 0], [1, 0, 0, 0, 0]
    st.bank[0] -= 2
    st.hand_sizes = [1, 1, 1]
    st.trade_give, st.trade_get, st.trade_to = [0, 1, 0, 0, 0], [1, 0, 0, 0, 0], -1
    st.trade_answers = [-1, 3, 3]  # both counter
    st.counter_give = [[0] * 5, [1, 0, 0, 0, 0], [1, 0, 0, 0, 0]]
    st.counter_get = [[0] * 5, [0, 0, 0, 0, 3], [0, 1, 0, 0, 0]]  # P2 wants three ore, P3 one lumber
    st.legal_cache = None
    w._on_changed()
    page = w.page
    assert "P2 offers" in page.prompt.text() and "3 ore" in page.prompt.text() and "1 lumber" in page.prompt.text()
    labels = [b.accessibleName() for b in page._controls]
    assert labels == ["Trade with P2", "Trade with P3", "Withdraw the offer"]
    p2, p3 = page._controls[:2]
    assert not p2.isEnabled() and "3 ore" in p2.toolTip()
    assert w.model.explain(0, TradeConfirm(1)) in p2.toolTip()
    assert p3.isEnabled() and "1 lumber" in p3.toolTip() and page._actions[1] == TradeConfirm(2)


def test_once_the_game_is_over_the_panels_count_every_victory_point_card(qtbot: Any) -> None:
    """The log said "P2 has 10 victory points and wins" while his panel still read 8 points: the board
    kept hiding the others' Victory Point cards after the end, which the rules keep hidden only until
    the game ends. The panels count them, and say how many there were."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from engine.catan.components import VP_CARD

    w = make_window(qtbot, game="catan", players=3)
    w.model.paused = True
    st = w.model.match.state
    texts = lambda: [i.text() for i in w.scene.items() if isinstance(i, QGraphicsSimpleTextItem)]  # noqa: E731
    st.dev_hand[1][VP_CARD] = 2
    st.dev_counts[1] = 2
    st.legal_cache = None
    w._on_changed()
    assert not any("P2   2 points" in t for t in texts())  # hidden while the game goes on
    from engine.catan.state import OVER

    st.winner, st.phase = 1, OVER
    w._on_changed()
    assert any(t.startswith("P2   2 points (Victory Point cards: 2)") for t in texts()), texts()


def test_after_a_knight_before_the_roll_the_prompt_no_longer_offers_a_card(qtbot: Any) -> None:
    """After a Knight played before the roll, the prompt still said "you may play a development card
    first", and the engine refuses a second card in a turn."""
    from engine.catan.components import KNIGHT
    from engine.catan.state import ROLL

    w = make_window(qtbot, game="catan", players=3)
    w.model.paused = True
    st = w.model.match.state
    st.phase, st.active, st.legal_cache = ROLL, 0, None
    st.dev_deck.remove(KNIGHT)  # a card he may play before the roll
    st.dev_hand[0][KNIGHT] += 1
    st.dev_counts[0] += 1
    w._on_changed()
    assert "development card" in w.page.prompt.text()
    st.dev_played, st.legal_cache = True, None
    w._on_changed()
    assert w.page.prompt.text() == "Roll the dice."


def _to_the_roll_of(w: Any, active: int) -> Any:
    """Play a three-person hot-seat game (a normal bot's choices for each, every turn ended at once) to
    `active`'s first roll after the set-up, his curtain lifted; the bot that chose, for more."""
    from engine.bots import make_bot
    from engine.catan.actions import EndTurn, Roll
    from engine.catan.state import ROLL

    model = w.model
    match, st = model.match, model.match.state
    mind = make_bot(model.game, "normal", 5)
    while not (st.phase == ROLL and st.active == active and len(match.records) > 6):
        if w.page.curtain.is_up():
            w.page.curtain.reveal()
        seat = match.to_act()[0]
        model._apply(seat, Roll() if st.phase == ROLL else mind.choose(match.view(seat), seat))
        if st.phase == MAIN and seat == st.active:
            model._apply(seat, EndTurn())
    if w.page.curtain.is_up():
        w.page.curtain.reveal()
    return mind


def test_after_a_seven_the_laptop_goes_round_the_table_once(qtbot: Any) -> None:
    """Three people with more than seven cards each when the second rolls a 7: the discards went in seat
    order (P1, P2, P3, then back to P2 for the robber: four hand-overs, the first to P1 away from the
    one who rolled). The one at the screen gives back first, then the next clockwise: P2, P3, P1, P2."""
    from engine.catan.actions import Discard, Roll
    from engine.catan.state import DISCARD

    w = make_window(qtbot, game="catan", players=3, humans=3)
    model = w.model
    model.stop()
    match, st = model.match, model.match.state
    _to_the_roll_of(w, 1)
    assert model.perspective() == 1
    for seat in range(3):  # eight cards each
        for r, n in enumerate([2, 2, 2, 1, 1]):
            st.bank[r] -= n - st.hands[seat][r]
            st.hands[seat][r] = n
        st.hand_sizes[seat] = 8
    st.legal_cache = None
    model.game.check_invariants(st)
    real = match.apply
    match.apply = lambda seat, action, chance=None: real(seat, action, [3, 4] if isinstance(action, Roll) else chance)
    model._apply(1, Roll())
    assert st.phase == DISCARD and sorted(match.to_act()) == [0, 1, 2]
    order = []
    while st.phase == DISCARD:
        seat = model.human_to_act()
        if w.page.curtain.is_up():
            w.page.curtain.reveal()
        assert model.perspective() == seat
        order.append(seat)
        action = next(a for a in model.game.legal_actions(st, seat) if isinstance(a, Discard))
        model._apply(seat, action)
    assert order == [1, 2, 0]
    assert model.human_to_act() == 1  # the robber: back to the one who rolled


def test_at_a_shared_screen_thief_and_victim_are_told_the_card_the_robber_took(qtbot: Any) -> None:
    """Hot seat: the log everybody reads says "P1 steals a card from P2." and nobody, not the thief nor
    the victim, was ever told which card. The thief is told at once in the status bar, the victim when
    the screen is next his; the shared log still keeps it to itself."""
    from engine.catan.actions import EndTurn, MoveRobber, Roll
    from engine.catan.state import ROBBER

    w = make_window(qtbot, game="catan", players=3, humans=3)
    model = w.model
    model.stop()
    match, st = model.match, model.match.state
    mind = _to_the_roll_of(w, 0)
    for r, n in enumerate([0, 3, 0, 0, 0]):  # the victim holds three of one kind: the card is known
        st.bank[r] -= n - st.hands[1][r]
        st.hands[1][r] = n
    st.hand_sizes[1], st.legal_cache = 3, None
    model.game.check_invariants(st)
    real = match.apply
    match.apply = lambda seat, action, chance=None: real(seat, action, [3, 4] if isinstance(action, Roll) else chance)
    w._human_action(Roll())
    assert st.phase == ROBBER
    steal = next(a for a in model.game.legal_actions(st, 0) if isinstance(a, MoveRobber) and a.victim == 1)
    w._human_action(steal)
    assert st.hands[1][1] == 2
    card = "lumber"  # resource 1, all the victim held
    assert w.statusBar().currentMessage() == "P1 steals lumber from P2."
    assert not any(card.lower() in line.lower() for line in w.log_dock.lines()[-3:])  # the table's log keeps it
    while st.phase != MAIN:
        seat = match.to_act()[0]
        w._human_action(mind.choose(match.view(seat), seat))
    w._human_action(EndTurn())
    assert w.page.curtain.is_up() and "P2" in w.page.curtain.title_text()
    assert card.lower() not in w.statusBar().currentMessage().lower()  # not before the curtain lifts
    w.page.curtain.reveal()
    assert card.lower() in w.statusBar().currentMessage().lower()


def test_the_roll_prompt_offers_a_development_card_only_to_a_hand_that_has_one(qtbot: Any) -> None:
    """ "Roll the dice (you may play a development card first)." was said to every hand, one without a
    card too: it is said only while a card may be played before the roll."""
    from engine.bots import make_bot
    from engine.catan.actions import EndTurn, Roll
    from engine.catan.components import KNIGHT
    from engine.catan.state import ROLL

    w = make_window(qtbot, game="catan", players=3, humans=1)
    model = w.model
    model.stop()
    match, st = model.match, model.match.state
    mind = make_bot(model.game, "normal", 5)
    while not (st.phase == ROLL and st.active == 0 and len(match.records) > 6):
        seat = match.to_act()[0]
        if st.phase == ROLL:
            action: Any = Roll()
        elif st.phase == MAIN and seat == st.active:
            action = EndTurn()  # nobody buys a card on the way
        else:
            action = mind.choose(match.view(seat), seat)  # the set-up, a 7's discards and robber
        assert model._apply(seat, action), action
    w._on_changed()
    assert sum(st.dev_hand[0]) == 0
    assert w.scene.prompt_text() == "Roll the dice."
    st.dev_deck.remove(KNIGHT)
    st.dev_hand[0][KNIGHT] += 1
    st.dev_counts[0] += 1
    st.legal_cache = None
    model.game.check_invariants(st)
    w._on_changed()
    assert w.scene.prompt_text() == "Roll the dice (you may play a development card first)."
