"""The Shipyard board: what lights up, what a refused drop says, turning a canal in the air, the
voyage on screen, the curtain over contracts, the end screen."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QGraphicsEllipseItem, QGraphicsPathItem

import engine.shipyard.texts as tx
from desktop.common.i18n import tr_key
from desktop.shipyard import texts as tx_board
from engine.bots import make_bot
from engine.core.actions import Action
from engine.shipyard.actions import Choose, Launch, RentCanal, TakePart
from engine.shipyard.data import COLUMN_KIND, OVAL_SPACES, tables
from engine.shipyard.state import OVER
from engine.shipyard.track import occupied
from tests.desktop.driver import inside
from tests.desktop.helpers import click, drag, make_window


def _advance(w: Any, until: Callable[[Action], bool], seed: int = 7) -> Action:
    """Play the game with bots for every seat until seat 0's own choice meets `until`; return it."""
    model = w.model
    model.stop()
    mind = make_bot(model.game, "normal", seed)
    for _ in range(3000):
        assert not model.match.is_over()
        if 0 in model.match.to_act() and not model.is_bot(0):
            action = mind.choose(model.match.view(0), 0)
            if until(action):
                w._on_changed()
                return action
            model._apply(0, action)
        else:
            model.bot_move_now()
    raise AssertionError("never reached")


def test_part_slots_light_up_from_the_engine_and_the_price_shows_before_the_drop(qtbot: Any) -> None:
    w = make_window(qtbot, game="shipyard", players=3, seed=4)
    _advance(w, lambda a: isinstance(a, TakePart))
    dear = [a for a in w.model.match.legal_actions(0) if isinstance(a, TakePart) and a.row >= 1]
    cheap = [a for a in w.model.match.legal_actions(0) if isinstance(a, TakePart)]
    action = (dear or cheap)[0]
    assert isinstance(action, TakePart)
    scene, view = w.scene, w.page.view
    piece = ("part", action.column, action.row)
    legal = {
        a.slot for a in w.model.match.legal_actions(0) if isinstance(a, TakePart) and (a.column, a.row) == piece[1:]
    }
    vp = view.viewport()
    start = view.mapFromScene(inside(scene.pieces[piece]))
    end = view.mapFromScene(inside(scene.targets[("slot", action.slot)]))
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    for k in range(1, 6):
        qtbot.mouseMove(
            vp, pos=QPoint(start.x() + (end.x() - start.x()) * k // 5, start.y() + (end.y() - start.y()) * k // 5)
        )
    assert {k[1] for k in scene._marks} == legal  # exactly the slots the engine allows
    price = (0, 1, 1, 2, 2)[action.row] if action.row >= 0 else 0
    cost = {0: "free of charge", 1: "1 coin"}.get(price, f"{price} coins")  # never "0 coins" nor "1 coins"
    assert w.statusBar().currentMessage() == f"Put it in slot {action.slot + 1} ({cost})."
    coins = w.model.match.state.ps[0].coins
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)
    assert w.model.match.records[-1].action == action
    assert w.model.match.state.ps[0].coins == coins - price


def test_an_illegal_drop_glides_back_with_the_engines_reason(qtbot: Any) -> None:
    w = make_window(qtbot, game="shipyard", players=2, seed=3)
    _advance(w, lambda a: isinstance(a, TakePart))
    scene, view = w.scene, w.page.view
    st = w.model.match.state
    bows = [k for k in scene.pieces if k[0] == "part" and COLUMN_KIND[k[1]] == "bow"]
    assert bows and st.ps[0].yard[8] == ""
    piece = bows[0]
    home = scene.pieces[piece].pos()
    before = len(w.model.match.records)
    drag(qtbot, view, inside(scene.pieces[piece]), inside(scene.targets[("slot", 8)]))
    assert len(w.model.match.records) == before  # nothing happened
    assert w.statusBar().currentMessage() == tr_key(tx.E_YARD_RIGHT)
    assert scene.pieces[piece].pos() == home  # back in the offer (no animation in tests)


def test_a_canal_turns_in_the_air_and_is_rented_turned(qtbot: Any) -> None:
    w = make_window(qtbot, game="shipyard", players=2, seed=5)
    _advance(w, lambda a: isinstance(a, RentCanal) and not a.boat)
    scene, view = w.scene, w.page.view
    vp = view.viewport()
    piece = ("canal", 0)
    assert scene.rot == 0
    start = view.mapFromScene(inside(scene.pieces[piece]))
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(vp, pos=start + QPoint(30, 30))
    assert scene._dragging == piece
    qtbot.keyClick(vp, Qt.Key.Key_R)  # turned while carried
    assert scene.rot == 1 and scene.pieces[piece].turns == 1
    lit = {k for k in scene._marks}
    legal = [a for a in w.model.match.legal_actions(0) if isinstance(a, RentCanal) and a.index == 0 and a.rotation == 1]
    assert lit == {("cell", a.x, a.y) for a in legal}
    target = sorted(lit)[0]
    end = view.mapFromScene(inside(scene.targets[target]))
    qtbot.mouseMove(vp, pos=end)
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)
    done = w.model.match.records[-1].action
    assert isinstance(done, RentCanal) and done.rotation == 1 and (done.x, done.y) == target[1:]
    assert scene.rot == 0  # the next canal starts unturned


def test_right_click_and_the_wheel_turn_the_canal_too(qtbot: Any) -> None:
    w = make_window(qtbot, game="shipyard", players=2, seed=5)
    _advance(w, lambda a: isinstance(a, RentCanal))
    scene = w.scene
    scene.right_click(scene.pieces[("canal", 0)].scenePos())
    assert scene.rot == 1
    scene.turn_canal(-1)
    assert scene.rot == 0


def test_the_maiden_voyage_sails_space_by_space_on_screen(qtbot: Any) -> None:
    w = make_window(qtbot, game="shipyard", players=2, seed=5)
    st0 = None

    def launching(a: Action) -> bool:
        nonlocal st0
        st0 = w.model.match.state
        return isinstance(a, Launch) and len(st0.ps[0].canals) >= 2

    action = _advance(w, launching)
    w.scene.animations = True
    before = w.model.match.state.ps[0].boat
    w.model._apply(0, action)
    st = w.model.match.state
    moved = w.scene.voyage.last_path
    assert st.voyage is None and st.ps[0].fleet and st.ps[0].boat != before, "this seed sails through"
    assert len(moved) == st.ps[0].fleet[-1].speed  # every space of the voyage, in order
    assert moved[-1] == st.ps[0].boat
    anims = w.scene.voyage._anims
    assert anims and anims[0].duration() == 260 * len(moved)
    qtbot.waitUntil(lambda: not w.scene.voyage._anims[0].state() == anims[0].State.Running, timeout=10000)
    assert w.scene.boat_item.pos() == w.scene.geo.space(
        *st.ps[0].boat[:2], *st.ps[0].canals[st.ps[0].boat[:2]], st.ps[0].boat[2]
    )


def test_hot_seat_shows_only_the_players_own_contracts(qtbot: Any) -> None:
    w = make_window(qtbot, game="shipyard", players=2, humans=2, seed=2)
    assert w.page.curtain.is_up()
    qtbot.mouseClick(w.page.curtain.button(), Qt.MouseButton.LeftButton)
    seat = w.model.human_to_act()
    view = w.model.view()
    other = 1 - seat
    assert all(c == "?" for c in view.ps[other].contracts)
    assert all(c != "?" for c in view.ps[seat].contracts)
    drawn = [i for i in w.scene._sections["me"].items if getattr(i, "key", None) and i.key[0] == "contract"]
    assert len(drawn) == len(view.ps[seat].contracts)


def test_the_end_screen_splits_the_points(qtbot: Any) -> None:
    w = make_window(qtbot, game="shipyard", players=3, seed=9)
    model = w.model
    model.stop()
    while not model.match.is_over():
        model.bot_move_now() if model.is_bot(model.match.to_act()[0]) else model._apply(
            0, make_bot(model.game, "normal", 1).choose(model.match.view(0), 0)
        )
    assert model.match.state.stage == OVER
    widget = w.scene.results_widget()
    table = widget.table
    totals = model.game.scores(model.match.state)
    col = 0
    parts = [int(table.item(r, col).text()) for r in range(5)]
    assert sum(parts) == int(totals[col])  # ships + voyages + contracts + merchants = the total
    assert int(table.item(5, col).text()) == int(totals[col])
    # the board after the end: every head counts as the end screen does, and the rivals' contracts
    # are turned up with what each scores ("odkryjí všichni hráči své státní zakázky", §7)
    from desktop.common.painted import LabelItem

    w._on_changed()
    st = model.match.state
    texts = [i.text for i in w.scene.items() if isinstance(i, LabelItem)]
    for seat in range(3):
        head = f"{model.names[seat]} · {tx_board.coins(st.ps[seat].coins)} · {tx_board.points(int(totals[seat]))}"
        assert any(x.startswith(head) for x in texts), (seat, head, texts)
    for seat in (1, 2):
        cid = st.ps[seat].contracts[0]
        assert any(f"contracts: {cid} · " in x for x in texts), (seat, texts)
    assert not any(", face down" in x for x in texts)  # no hidden count left ("2 contracts, face down")


def test_a_blank_appears_as_soon_as_the_purchase_takes_the_last_part_of_its_kind(qtbot: Any) -> None:
    """The bow deck has run out and one bow is left face up: dragging it into the yard leaves the bow
    column empty, and a blank bow lies there at once for the next part of the same purchase."""
    w = make_window(qtbot, game="shipyard", players=2, seed=3)
    _advance(w, lambda a: isinstance(a, TakePart))
    scene, view = w.scene, w.page.view
    st = w.model.match.state
    st.decks["bow"] = []
    st.columns[0] = [st.columns[0][0]] + [None] * (len(st.columns[0]) - 1)
    st.ps[0].yard = [""] * 9
    w._on_changed()
    assert ("blank", "bow") not in scene.pieces and ("part", 0, 0) in scene.pieces
    drag(qtbot, view, inside(scene.pieces[("part", 0, 0)]), inside(scene.targets[("slot", 0)]))
    assert st.ps[0].yard[0] not in ("", "BLANK_B") and st.building
    assert ("blank", "bow") in scene.pieces
    drag(qtbot, view, inside(scene.pieces[("blank", "bow")]), inside(scene.targets[("slot", 4)]))
    assert st.ps[0].yard[4] == "BLANK_B"


def test_a_blank_part_that_cannot_be_taken_says_why_and_is_faded_like_a_part(qtbot: Any) -> None:
    """Tester N: a real part pressed when it cannot be bought says why (and is faded while other parts
    can be); a blank said nothing and was never faded. Now, while the action card is still to be chosen,
    a blank says which card takes it; after three parts are bought it gives the engine's reason."""
    w = make_window(qtbot, game="shipyard", players=2, seed=3)
    _advance(w, lambda a: isinstance(a, Choose))
    scene, view, st = w.scene, w.page.view, w.model.match.state
    st.decks["bow"] = []
    st.columns[0] = [None] * len(st.columns[0])
    w._on_changed()
    blank = scene.pieces.get(("blank", "bow")) or next(
        i for i in scene.items() if type(i).__name__ == "PartItem" and i.pid == "BLANK_B"
    )
    assert blank.toolTip().startswith("Blank bow: the offer holds no part of this kind")
    click(qtbot, view, inside(blank))
    assert w.statusBar().currentMessage() == tr_key(tx_board.TAKEN_WITH, tr_key(tx.CARD_NAMES["build_ships"]))

    _advance(w, lambda a: isinstance(a, TakePart))
    st = w.model.match.state
    st.ps[0].coins, st.ps[0].yard = 40, [""] * 9
    st.decks["bow"] = []
    st.columns[0] = [None] * len(st.columns[0])
    w._on_changed()
    for _ in range(3):  # three parts of the middle and stern columns, bought by the engine's moves
        take = next(
            a for a in w.model.match.legal_actions(0) if isinstance(a, TakePart) and a.row >= 0 and a.column > 0
        )
        w._human_action(take)
    offer = {pid for column in st.columns for pid in column if pid} | {"BLANK_B"}
    parts = [i for i in scene.items() if type(i).__name__ == "PartItem" and i.pid in offer]
    blank = next(i for i in parts if i.pid == "BLANK_B")
    assert ("blank", "bow") not in scene.pieces
    assert {i.opacity() for i in parts} == {blank.opacity()}  # drawn as the parts that cannot be bought
    click(qtbot, view, inside(blank))
    assert w.statusBar().currentMessage() == tr_key(tx.E_THREE)


FEATURES = "Cabins %s · sail/funnel mounts %s · propeller %s · crane %s · cannon %s · lifebuoys %s · lifeboats %s · lanterns %s"


def test_every_piece_a_player_hovers_names_itself_and_no_face_down_contract(qtbot: Any) -> None:
    """A yard holding a completed ship, a canal, a constructor; a rival with a part, items and an
    employee: each piece's tooltip names it and its rule, and no rival's contract is named anywhere."""
    w = make_window(qtbot, game="shipyard", players=3, seed=4)

    def rivals_figure_out(a: Action) -> bool:
        figures = w.model.match.state.figures
        return isinstance(a, Choose) and any(1 in seats for seats in figures.values())

    _advance(w, rivals_figure_out)
    scene, st = w.scene, w.model.match.state
    me, rival = st.ps[0], st.ps[1]
    me.yard = ["BOW13", "MIA01", "STN01", "", "BLANK_M"] + [""] * 4  # a completed ship and a blank
    me.employees = ["EMPA15"]  # a constructor of sails
    me.canals, me.boat, me.stern = {(0, 0): ("CAN01", 0)}, (0, 0, "s0"), "e:W"
    rival.yard = ["BOW01"] + [""] * 8
    rival.items, rival.employees = {"sail": 2}, ["EMPA23"]  # an accountant
    st.oval[(st.oval_pos + 1) % OVAL_SPACES][0] = []  # nobody left in one place of the next space
    w._on_changed()

    # the yard: a part, the completed ship and its places, a constructor's places
    part = next(i for i in scene._sections["me"].items if type(i).__name__ == "PartItem" and i.pid == "BOW13")
    assert part.toolTip() == "Bow in slot 1. " + FEATURES % (1, 1, 0, 0, 0, 0, 0, 1)
    blank = next(i for i in scene._sections["me"].items if type(i).__name__ == "PartItem" and i.pid == "BLANK_M")
    assert blank.toolTip() == "Blank middle part in slot 5. " + FEATURES % ((0,) * 8)
    ship = (
        "Completed ship: it leaves on its maiden voyage this turn. "
        "It scores only with a captain and a canal system long enough for its speed."
    )
    assert scene.targets[("place", 0, "ship")].toolTip() == ship
    assert scene.targets[("place", 0, "helm")].toolTip() == (
        "Helm: the first captain needs no cabin. A ship without a captain scores nothing."
    )
    assert scene.targets[("place", 0, "cabin")].toolTip() == (
        "Cabins: 0 of 3 taken. Each holds one crew member; every captain after the first needs one."
    )
    assert (
        scene.targets[("place", 0, "sail_funnel")].toolTip() == "Mounts (sail/funnel): 0 of 2 taken, one piece on each."
    )
    assert scene.targets[("place", 0, "propeller")].toolTip() == "Mounts (propeller): 0 of 1 taken, one piece on each."
    assert scene.targets[("place", 0, "extra_sail")].toolTip() == (
        "Constructor (sail): up to 2 on each ship without a mount or cabin."
    )
    # the canal system, the wagon cards, the figure
    assert scene.targets[("cell", 0, 0)].toolTip() == (
        "Canal. Officials: military official (cannons and soldiers), trade official (cranes and merchants). "
        "An official scores each time the boat enters its space."
    )
    assert scene.targets[("my_wagons",)].toolTip() == (
        "Goods wagon cards: the Stock Exchange action sells or exchanges the wagons of one card."
    )
    assert scene.pieces[("figure",)].toolTip() == "Figure of P1: each turn it goes onto the action card chosen."
    # a rival's figure on the action track
    card = next(c for c, seats in st.figures.items() if 1 in seats)
    figures = {i.toolTip() for i in scene._sections["track"].items if isinstance(i, QGraphicsPathItem)}
    assert (
        f"Figure of P2 on {tr_key(tx.CARD_NAMES[card])}: a card with a figure cannot be chosen "
        "(a bonus action may still use it)."
    ) in figures
    # the markers of the circles and the oval, an oval space, a good of the exchange
    rondels = scene._sections["rondels"].items
    markers = {i.toolTip() for i in rondels if isinstance(i, QGraphicsEllipseItem)}
    rest = "The first sector is free, each further one costs 1 coin (an accountant frees two more)."
    assert markers == {
        f"Marker of the equipment circle: it moves 1 to 4 sectors clockwise. {rest}",
        f"Marker of the crew circle: it moves 1 to 4 sectors clockwise. {rest}",
        "Marker of the employee oval: it moves 1 to 8 spaces clockwise to the employee hired. "
        "The first step is free, each further one costs 1 coin (a foreman frees three more).",
    }
    tips = {i.toolTip() for i in rondels}
    assert "Employee oval · steps to this space: 1 (free of charge)." in tips
    assert "Employee oval · steps to this space: 1 (free of charge). Nobody is left to hire here." in tips
    assert "Employee oval · steps to this space: 2 (1 coin)." in tips
    assert f"Employee oval · steps to this space: {OVAL_SPACES} ({OVAL_SPACES - 1} coins)." in tips
    coal = tables().exchange_prices[(st.exchange_pos + 1) % 6]["coal"]
    assert (
        f"Goods wagon (coal): sold for {coal} coin{'s' if coal > 1 else ''} at the next exchange, or exchanged for one item of this row."
    ) in tips
    # a rival's yard, supply and employees, canals: what is drawn, and nothing of his contracts
    rival_tips = {i.toolTip() for i in scene._sections["others"].items}
    assert "Shipyard of P2\nBow in slot 1. " + FEATURES % (0, 0, 0, 0, 1, 0, 0, 1) in rival_tips
    assert (
        "Supply: 2 × sail\nEmployees:\nAccountant: two more free sectors on the equipment and crew circles."
    ) in rival_tips
    assert f"P2 · Canal system · Used canals: {len(rival.used)}" in rival_tips
    every = [i.toolTip() for i in scene.items() if i.toolTip()]
    hidden = [c for s in (1, 2) for c in st.ps[s].contracts]
    assert hidden and all(c not in w.model.view().ps[0].contracts for c in hidden)
    for cid in hidden:
        body = tr_key(tx_board.CONTRACT_TEXT[cid])
        assert not any(cid in tip or body in tip for tip in every), cid


def test_the_players_side_has_no_words_over_one_another_or_under_the_figure(qtbot: Any) -> None:
    """The seat's figure sat over the "V" of "Your shipyard" beneath it. On the player's own side no
    line of text overlaps another or the figure, at the start and with a fleet, items and workers."""
    from desktop.common.painted import LabelItem

    w = make_window(qtbot, game="shipyard", players=2, seed=4)
    for until in (lambda a: True, lambda a: isinstance(a, Launch)):
        _advance(w, until)
        items = w.scene._sections["me"].items
        labels = [i for i in items if isinstance(i, LabelItem) and i.text.strip()]
        figure = next(i for i in items if isinstance(i, QGraphicsPathItem) and i.zValue() == 6)
        rects = [(i.text, i.sceneBoundingRect().adjusted(1, 1, -1, -1)) for i in labels]
        rects.append(("figure", figure.sceneBoundingRect()))
        for k, (a, ra) in enumerate(rects):
            for b, rb in rects[k + 1 :]:
                assert not ra.intersects(rb), (a, b)


def test_the_contracts_discarded_face_down_are_counted_in_words(qtbot: Any) -> None:
    """A bare "− 4" after the last contract ("GRN05 · 10 pts") read as a penalty; it counted the
    contracts discarded face down, which only its tooltip said. The heading says it now."""
    from desktop.common.painted import LabelItem

    w = make_window(qtbot, game="shipyard", players=2, seed=4)
    _advance(w, lambda a: True)
    p = w.model.match.state.ps[0]
    p.discarded = list(p.contracts[:2])
    w._on_changed()
    texts = {i.text: i for i in w.scene._sections["me"].items if isinstance(i, LabelItem)}
    head = texts["Contracts · 2 discarded face down"]
    assert head.toolTip() == "Contracts discarded face down: 2"
    assert not any(text.startswith("− ") for text in texts)


def test_an_exchange_that_sells_nothing_does_not_offer_zero_coins(qtbot: Any) -> None:
    """Goods all exchanged for items: the button read "Exchange cannon, captain, funnel and sell the
    rest for 0 coins"; nothing is left to sell, and the button says that instead."""
    from engine.shipyard.actions import Exchange

    w = make_window(qtbot, "shipyard", players=2, humans=1, seed=2)
    model = w.model
    model.stop()
    mind = make_bot(model.game, "normal", 2)
    scene = w.scene
    for _ in range(3000):
        if 0 in model.match.to_act():
            w._on_changed()
            legal = model.game.legal_actions(model.match.state, 0)
            whole = [a for a in legal if isinstance(a, Exchange) and a.items]
            whole = [a for a in whole if scene.exchange_value(scene.view_state, a) == 0]
            if whole:
                break
            model._apply(0, mind.choose(model.match.view(0), 0))
        else:
            model.bot_move_now()
    action = whole[0]
    scene.ex_wagon, scene.ex_items = action.wagon, set(action.items)
    (label,) = [text for text, a in scene.prompt_actions() if a == action]
    items = ", ".join(tr_key(tx.ITEM_NAMES[i]) for i in action.items)
    assert label.startswith(f"Exchange {items} (nothing left to sell)"), label
    assert "0 coins" not in label


def test_a_sector_that_costs_nothing_says_free_of_charge(qtbot: Any) -> None:
    """The first sector of each circle read "1 sector ahead, costs 0 coins"."""
    w = make_window(qtbot, "shipyard", players=2, humans=1, seed=2)
    w._on_changed()
    tips = {key: w.scene.targets[key].toolTip() for key in w.scene.targets if key[0] in ("equip", "crew")}
    assert len(tips) == 8
    for (_, steps), tip in tips.items():
        assert "0 coins" not in tip
        assert tip.endswith("free of charge") == (steps == 1), tip  # the first sector is free, each further costs
    # an employee on the oval: "… · 1 space ahead · steps: free of charge · surcharge: 1 coin"
    hires = {key: w.scene.targets[key].toolTip() for key in w.scene.targets if key[0] == "hire"}
    assert hires and all("0 coins" not in tip and "1 coins" not in tip for tip in hires.values())
    assert any(key[1] == 1 and "steps: free of charge · surcharge: " in tip for key, tip in hires.items())


@pytest.mark.parametrize("lang", ["en", "sk"])
def test_a_contracts_words_fit_its_card(qtbot: Any, lang: str) -> None:
    """Six contracts in hand make each card 83 px wide. In English the heading "BLU07 · 0 points"
    ran off the card as "BLU07 · 0 poi"; in Slovak GRN11's text needed 132 px of the 100 it has and
    lost its last two lines. The points stay whole (the card's number gives way) and a long text
    takes smaller type: every text painted on a card fits its box."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFontMetricsF, QImage, QPainter

    from desktop.common import i18n
    from desktop.common.painted import PaintedItem

    cut: list[str] = []

    class Checking(QPainter):
        def drawText(self, *args: Any) -> None:  # noqa: N802 - Qt override
            if len(args) == 3 and isinstance(args[0], QRectF) and isinstance(args[2], str):
                need = QFontMetricsF(self.font()).boundingRect(args[0], int(args[1]), args[2])
                if need.width() > args[0].width() + 1 or need.height() > args[0].height() + 1:
                    cut.append(args[2])
            super().drawText(*args)

    i18n.set_language(lang)
    try:
        for seed in (5, 6, 7):
            w = make_window(qtbot, "shipyard", players=4, humans=1, seed=seed)
            w._on_changed()
            cards = [i for i in w.scene.items() if isinstance(i, PaintedItem) and i.key[0] == "contract"]
            assert len(cards) >= 6
            for card in cards:
                image = QImage(int(card.rect.width()) + 2, int(card.rect.height()) + 2, QImage.Format.Format_ARGB32)
                painter = Checking(image)
                card.paint_fn(painter)
                painter.end()
                assert "point" in card.key[1] or "b." in card.key[1], card.key[1]
        assert cut == []
    finally:
        i18n.set_language("en")


def test_no_drop_line_of_a_whole_game_says_0_coins_or_1_coins(qtbot: Any) -> None:
    """The status line while a piece is dragged ("Rent it for 0 coins", "Move 1 sector for 0 coins",
    "Hire the helmsman for 1 coins", "Choose … and receive 0 coins") said amounts of nothing and
    English's "1 coins"; every drop line of every piece at every decision of a game now says
    "free of charge", "(no income)" or a proper plural."""
    import re

    w = make_window(qtbot, "shipyard", players=2, humans=1, seed=4)
    model, scene = w.model, w.scene
    model.stop()
    mind = make_bot(model.game, "normal", 4)
    wrong = re.compile(r"(?<![\d.,])(0 coins?|1 coins)\b")
    said: set[str] = set()
    for _ in range(3000):
        if model.match.is_over():
            break
        if 0 in model.match.to_act():
            w._on_changed()
            for piece in list(scene.pieces):
                scene.show_targets(piece)
                for target in list(scene._legal):
                    said.add(scene.describe_drop(piece, target))
                scene.clear_targets()
            model._apply(0, mind.choose(model.match.view(0), 0))
        else:
            model.bot_move_now()
    assert model.match.is_over()
    bad = sorted(text for text in said if wrong.search(text))
    assert bad == [], bad[:5]
    assert any("free of charge" in text for text in said) and any("1 coin" in text for text in said)


def _cards(scene: Any) -> dict[str, str]:
    from desktop.shipyard.art import ActionCardItem

    return {i.card: i.toolTip() for i in scene.items() if isinstance(i, ActionCardItem)}


def test_a_final_action_promises_no_income_and_any_card(qtbot: Any) -> None:
    """The final actions are carried out as in phase 4, whatever figures stand on the card (§6): no
    income is paid. The board promised the card's income ("Vybrat Nákup zboží a dostat 3 zl.") and
    said a card with a figure cannot be chosen, though the engine lets it be."""
    from engine.shipyard.state import FINAL

    w = make_window(qtbot, game="shipyard", players=3, seed=6)
    model = w.model
    model.stop()
    mind = make_bot(model.game, "normal", 3)
    for _ in range(5000):
        st = model.match.state
        if (
            st.mode == FINAL
            and 0 in model.match.to_act()
            and any(isinstance(a, Choose) for a in model.match.legal_actions(0))
        ):
            break
        seat = model.match.to_act()[0]
        model.bot_move_now() if model.is_bot(seat) else model._apply(seat, mind.choose(model.match.view(seat), seat))
    else:
        raise AssertionError("no final action reached")
    w._on_changed()
    scene = w.scene
    coins = st.ps[0].coins
    open_cards = {a.card for a in model.match.legal_actions(0) if isinstance(a, Choose)}
    for card, tip in _cards(scene).items():
        if card in open_cards:
            assert tip.endswith("As a final action it may be chosen whatever figures stand on it; it pays no income.")
        else:  # (the exchange without a goods wagon card: the engine's reason)
            assert tip.endswith(model.game.why_illegal(st, 0, Choose(card)).render())
    figures = [
        i.toolTip() for i in scene.items() if isinstance(i, QGraphicsPathItem) and " on " in i.toolTip().split(":")[0]
    ]
    assert figures and all(tip.endswith("as a final action this card may still be chosen.") for tip in figures)
    # a card the final action may not take (the exchange, without a goods wagon card) says why, not "any"
    wagons, st.ps[0].wagons = st.ps[0].wagons, []
    w._on_changed()
    reason = model.game.why_illegal(st, 0, Choose("stock_exchange")).render()
    assert _cards(scene)["stock_exchange"] == f"{tr_key(tx.CARD_NAMES['stock_exchange'])}. {reason}"
    st.ps[0].wagons = wagons
    w._on_changed()
    choice = next(a for a in model.match.legal_actions(0) if isinstance(a, Choose))
    name = tr_key(tx.CARD_NAMES[choice.card])
    scene.show_targets(("figure",))  # the figure picked up: what a drop on the card would do
    assert scene.describe_drop(("figure",), ("card", choice.card)) == f"Choose {name} as the final action (no income)."
    scene.clear_targets()
    model._apply(0, choice)
    assert model.match.state.ps[0].coins <= coins  # paid nothing (the action itself may cost)


def test_a_card_that_cannot_be_chosen_says_why(qtbot: Any) -> None:
    """The Stock Exchange may not be chosen without a goods wagon card (§5.7); its tooltip said
    "Choosing it now pays nothing." It now gives the engine's reason."""
    w = make_window(qtbot, game="shipyard", players=2, seed=5)
    _advance(w, lambda a: isinstance(a, Choose))
    st = w.model.match.state
    st.ps[0].wagons = []
    w._on_changed()
    legal = {a.card for a in w.model.match.legal_actions(0) if isinstance(a, Choose)}
    if st.figures.get("stock_exchange") or st.lead == "stock_exchange":
        pytest.skip("the exchange is taken or leads in this deal")
    assert "stock_exchange" not in legal
    reason = w.model.game.why_illegal(st, 0, Choose("stock_exchange"))
    tip = _cards(w.scene)["stock_exchange"]
    assert reason.key == tx.E_EXCHANGE_NO_WAGON
    assert reason.render() == "Without a goods wagon card the Stock Exchange may not be chosen."
    assert tip == f"{tr_key(tx.CARD_NAMES['stock_exchange'])}. {reason.render()}" and "pays" not in tip


def test_a_click_on_an_action_card_that_cannot_be_chosen_says_why(qtbot: Any) -> None:
    """The prompt says "drag your figure onto a lit action card, or click the card"; a click on a card
    taken by a figure, or on the lead card, said nothing (a drag there said why)."""
    from tests.desktop.helpers import click

    w = make_window(qtbot, game="shipyard", players=3, seed=11)
    _advance(w, lambda a: isinstance(a, Choose) and len(w.model.match.records) > 12)
    st = w.model.match.state
    legal = {a.card for a in w.model.match.legal_actions(0) if isinstance(a, Choose)}
    cards = [c for c in st.card_pos if c not in legal]
    assert any(occupied(st, c) for c in cards) and st.lead in cards
    for card in cards:
        w.statusBar().clearMessage()
        before = len(w.model.match.records)
        click(qtbot, w.page.view, inside(w.scene.targets[("card", card)]))
        assert len(w.model.match.records) == before
        reason = w.model.game.why_illegal(st, 0, Choose(card)).render()
        assert w.statusBar().currentMessage() == reason, card


def test_two_players_are_told_about_their_two_figures_and_the_counter(qtbot: Any) -> None:
    """With two players the first card takes two figures and phase 1 moves one on (RULES.md 4.3,
    4.4): the prompt said one figure, the card listed "Anna, Anna", and the round counter did not say
    it starts on the number of players nor when contracts are discarded."""
    from PySide6.QtWidgets import QGraphicsItem

    w = make_window(qtbot, game="shipyard", players=2, seed=5, options={"start_player": "first"})
    w.model.stop()
    scene = w.scene
    assert scene.prompt_text().endswith("in later turns one of them moves on to your newer card.")
    choice = next(a for a in w.model.match.legal_actions(0) if isinstance(a, Choose))
    w.model._apply(0, choice)
    w._on_changed()
    name = tr_key(tx.CARD_NAMES[choice.card])
    assert _cards(scene)[choice.card] == f"{name}. Figures on it: P1 (2 figures)."
    counter = [i.toolTip() for i in scene.items() if isinstance(i, QGraphicsItem) and "round counter" in i.toolTip()]
    assert counter and all(
        tip.endswith(
            "With two players it starts on 2; on the blank space everyone discards 2 blue and 2 green contracts."
        )
        for tip in counter
    )


def test_a_launch_that_dismantles_the_ship_says_so_on_its_button(qtbot: Any) -> None:
    """One click on "Launch (speed 1)" dismantled a finished ship with no captain fitted (a captain
    lay in the supply), and the move cannot be taken back. Each launch button now says when the rule
    takes the ship away, and why, by the engine's own verdict; the prompt says it before."""
    import engine.shipyard.canals as cn
    from engine.shipyard.voyage import speed

    w = make_window(qtbot, game="shipyard", players=3, seed=21, options={"start_player": "first"})
    _advance(w, lambda a: isinstance(a, Launch))
    st = w.model.match.state
    ship = next(a.ship for a in w.model.match.legal_actions(0) if isinstance(a, Launch))
    st.fit_ship, st.fitting = ship, {}
    w._on_changed()
    assert w.scene.prompt_text().endswith("A ship with no captain, or faster than your canals reach, is dismantled.")
    launches = [(label, a) for label, a in w.scene.prompt_actions() if isinstance(a, Launch)]
    assert launches and all(label.endswith(" — dismantled: no captain aboard") for label, _ in launches)
    from desktop.common.painted import LabelItem

    status = next(i.text for i in w.scene._sections["me"].items if isinstance(i, LabelItem) and "Speed" in i.text)
    assert " · 0 points before sailing · needs a captain" in status  # it gave the points of a ship that sails
    st.fitting = {"captain": 1}
    w._on_changed()
    p = st.ps[0]
    reach = cn.longest(p.canals, p.boat, p.stern) if p.canals else 0
    launches = [(label, a) for label, a in w.scene.prompt_actions() if isinstance(a, Launch)]
    for label, a in launches:
        too_fast = speed(st.fitting, a.helmsman, a.yardman) > reach
        assert label.endswith(" — dismantled: canals too short") == too_fast, label
        assert "no captain" not in label
    assert any(not label.endswith("short") for label, _ in launches), "this seed has a launch that sails"


def test_pressing_a_part_no_move_takes_says_which_card_takes_it(qtbot: Any) -> None:
    """A new player dragged a ship part, a canal and a wagon while choosing an action card: nothing
    moved and nothing was said. Each names the action card that takes it."""
    from desktop.shipyard.art import CanalItem, PartItem, WagonItem

    w = make_window(qtbot, game="shipyard", players=2, seed=5)
    w.model.stop()
    st = w.model.match.state
    assert st.stage == "choose" and w.model.human_to_act() == 0 and not st.chosen
    scene, view = w.scene, w.page.view
    said = {}
    for kind, card in ((PartItem, "Ship Building"), (CanalItem, "Canal Rental"), (WagonItem, "Buy Goods")):
        item = next(i for i in scene.items() if isinstance(i, kind) and id(i) in scene._inert)
        qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(inside(item)))
        qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(inside(item)))
        said[card] = w.statusBar().currentMessage()
        assert said[card] == f"Taken with the action card {card}: choose it on the action track first."
    assert len(w.model.match.records) == 0


def test_the_voyages_moves_left_stay_inside_the_canal_panel(qtbot: Any) -> None:
    """At a junction "Slávnostná plavba: zostáva 1 pohyb" ran past the canal panel's right border."""
    from desktop.common import i18n
    from desktop.common.painted import LabelItem
    from desktop.shipyard.player import GRID_RECT
    from engine.shipyard.actions import SteerTo

    w = make_window(qtbot, game="shipyard", players=4, seed=5)
    try:
        _advance(w, lambda a: isinstance(a, SteerTo))
        st = w.model.match.state
        assert st.voyage is not None
        i18n.set_language("sk")
        for left in (1, 3, 5):
            st.voyage.left = left
            w._on_changed()
            said = [i for i in w.scene.items() if isinstance(i, LabelItem) and "plavba" in i.text]
            assert said and all(i.sceneBoundingRect().right() <= GRID_RECT.right() + 1 for i in said), left
    finally:
        i18n.set_language("en")


def test_the_first_canal_is_asked_onto_a_ring_where_the_boat_starts(qtbot: Any) -> None:
    """The first canal's prompt read as any other ("onto a lit place of your canal system"), and a drop
    in the middle of the empty system was refused: the rings at its ends take it, and the boat starts
    on the ring's end (§5.4). The prompt says so."""
    w = make_window(qtbot, game="shipyard", players=2, seed=5)
    _advance(w, lambda a: isinstance(a, RentCanal) and a.boat is not None and bool(a.boat))
    assert not w.model.match.state.ps[0].canals
    assert w.scene.prompt_text() == (
        "Drag a canal onto one of the lit rings: your boat starts on that end of it; R turns it."
    )


def test_choosing_more_contracts_than_may_go_says_why(qtbot: Any) -> None:
    """Three blue contracts chosen where two are to go were all marked, the button went, and nothing
    said why."""
    from engine.shipyard.actions import Discard

    w = make_window(qtbot, game="shipyard", players=2, seed=5)
    _advance(w, lambda a: isinstance(a, Discard))
    st = w.model.match.state
    nb, ng = st.discard_need[0]
    blue = [c for c in st.ps[0].contracts if tables().contracts[c].colour == "blue"]
    if len(blue) <= nb:
        pytest.skip("this deal has no blue contract too many to choose")
    scene = w.scene
    for c in blue[: nb + 1]:
        scene.toggle(("contract", c))
    reason = w.model.explain(0, Discard(tuple(sorted(blue[: nb + 1]))))
    assert reason and w.statusBar().currentMessage() == reason
    scene.toggle(("contract", blue[nb]))  # one taken back: nothing wrong with the choice so far
    assert w.statusBar().currentMessage() == ""


def test_a_part_that_cannot_be_bought_now_says_why_when_pressed(qtbot: Any) -> None:
    """While building, a part too dear, or any part after the third, did not move and nothing was said
    (the engine's "You cannot pay for that ship part." and "You may buy at most three ship parts." were
    never reached by the mouse)."""
    from desktop.shipyard.art import PartItem

    w = make_window(qtbot, game="shipyard", players=2, seed=5)
    _advance(w, lambda a: isinstance(a, TakePart))
    st = w.model.match.state
    st.ps[0].coins = 0  # only the free row can be paid for
    w._on_changed()
    scene, view = w.scene, w.page.view
    dear = [i for i in scene.items() if isinstance(i, PartItem) and id(i) in scene._inert]
    assert dear
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(inside(dear[0])))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(inside(dear[0])))
    assert w.statusBar().currentMessage() == "You cannot pay for that ship part."


def test_a_thing_of_the_supply_no_ship_can_carry_says_why_when_pressed(qtbot: Any) -> None:
    """At the launch, a crane pressed or dragged towards a ship without a crane mount did not move and
    nothing was said: it gives the engine's reason."""
    from desktop.shipyard.art import TokenItem
    from engine.shipyard.actions import Fit
    from engine.shipyard.data import ITEMS
    from engine.shipyard.yard import completed_ships

    w = make_window(qtbot, game="shipyard", players=2, seed=5)
    _advance(w, lambda a: isinstance(a, (Fit, Launch)))
    st = w.model.match.state
    for item in ITEMS:  # a thing the ship has no room for, given to the player
        st.ps[0].items[item] = st.ps[0].items.get(item, 0) + 1
        if all(a.item != item for a in w.model.match.legal_actions(0) if isinstance(a, Fit)):
            break
        st.ps[0].items[item] -= 1
    w._on_changed()
    scene, view = w.scene, w.page.view
    token = next(i for i in scene.items() if isinstance(i, TokenItem) and i.name == item and id(i) in scene._inert)
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(inside(token)))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(inside(token)))
    bow = st.fit_ship if st.fit_ship >= 0 else completed_ships(st.ps[0].yard)[0][0]
    said = w.statusBar().currentMessage()
    assert said and said == w.model.explain(0, Fit(bow, item))


def test_a_ship_at_the_yards_end_keeps_its_line_out_of_the_wagon_box(qtbot: Any) -> None:
    """A ship whose bow stood in slot 7 ran its line ("Speed 1 · 0 points before sailing · needs a
    captain · the canals allow 2 moves") across the wagon cards' dashed box."""
    from desktop.common.painted import LabelItem
    from desktop.shipyard.player import YARD_RIGHT
    from engine.shipyard.data import SLOTS
    from engine.shipyard.yard import yard_of

    w = make_window(qtbot, game="shipyard", players=2, seed=5)
    w.model.stop()
    st = w.model.match.state
    st.ps[0].yard = yard_of("." * (SLOTS - 3) + "BMS")
    w._on_changed()
    lines = [i for i in w.scene.items() if isinstance(i, LabelItem) and "before sailing" in i.text]
    assert lines and all(i.sceneBoundingRect().right() <= YARD_RIGHT + 1 for i in lines)


def test_the_log_counts_the_parts_bought_and_says_ze_3_not_z_3(qtbot: Any) -> None:
    """Czech and Slovak said "kupuje lodní díly za 1 zl." for one part (the last chance buys one) and
    "loď z 3 dílů", which Czech writes "ze 3" (ze tří; also ze 4, 6, 7). The purchase names its parts
    in their number; the ship's line needs no "z" before a number."""
    import engine.shipyard.texts as sx
    from desktop.common import i18n
    from engine.core.messages import Message

    def part(n: int, coins: int) -> Message:
        return Message(sx.LOG_PARTS, {"player": 0, "coins": Message(sx.COINS_N, {}, coins)}, n)

    said: dict[str, list[str]] = {}
    try:
        for lang in ("cs", "sk", "en"):
            i18n.set_language(lang)
            said[lang] = [i18n.render(part(1, 1), ["Anna"]), i18n.render(part(3, 2), ["Anna"])]
            for length in range(2, 14):
                line = i18n.render(Message(sx.LOG_LAUNCH, {"player": 0, "length": length, "speed": 2}, 5), ["Anna"])
                assert f" z {length} " not in line and f" s {length} " not in line, line
    finally:
        i18n.set_language("en")
    assert said["cs"] == ["Anna kupuje 1 lodní díl za 1 zl.", "Anna kupuje 3 lodní díly za 2 zl."]
    assert said["sk"] == ["Anna kupuje 1 lodný diel za 1 zl.", "Anna kupuje 3 lodné diely za 2 zl."]
    assert said["en"] == ["Anna buys 1 ship part for 1 coin.", "Anna buys 3 ship parts for 2 coins."]


def test_ten_or_more_employees_stay_in_view_on_the_players_side_and_a_rivals_panel(
    qtbot: Any, monkeypatch: Any
) -> None:
    """A strong bot reached 10 employees (GRN05 pays for many): from the tenth on, the player's own
    employees lay under the first contract card, and a rival's panel cut its row at its edge after
    six or seven. A long row closes up instead."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QImage, QPainter

    import desktop.shipyard.player as player_side
    from desktop.common.painted import PaintedItem
    from desktop.shipyard.art import EmployeeItem
    from engine.shipyard.data import tables as data_tables

    w = make_window(qtbot, "shipyard", players=4, humans=1, seed=9)
    model = w.model
    model.stop()
    st = model.match.state
    staff = [c for space in st.oval for stack in space for c in stack][:12]
    for c in staff:
        for space in st.oval:
            for stack in space:
                if c in stack:
                    stack.remove(c)
    assert len(staff) == 12 and data_tables() is not None
    for seat in (0, 1):
        st.ps[seat].employees.extend(staff)
        st.ps[seat].items.update({item: 3 for item in st.ps[seat].items})
    drawn: list[QRectF] = []
    real = player_side.paint_employee
    monkeypatch.setattr(
        player_side, "paint_employee", lambda painter, card, r: (drawn.append(QRectF(r)), real(painter, card, r))
    )
    w._on_changed()
    own = [i.sceneBoundingRect() for i in w.scene.items() if isinstance(i, EmployeeItem) and i.isVisible()]
    own = [r for r in own if r.top() > 900]
    contracts = [
        i.sceneBoundingRect() for i in w.scene.items() if isinstance(i, PaintedItem) and i.key[0] == "contract"
    ]
    assert len(own) == 12 and contracts
    assert max(r.right() for r in own) < min(r.left() for r in contracts)
    layer = next(i for i in w.scene.items() if isinstance(i, PaintedItem) and i.key[0] == "rival-supply")
    image = QImage(400, 40, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    layer.paint_fn(painter)
    painter.end()
    assert len(drawn) >= 12 and all(r.right() <= layer.rect.width() for r in drawn)


def test_a_move_of_a_seat_not_to_act_is_refused_as_not_its_turn(qtbot: Any) -> None:
    """The board's reason for a move of a player whose turn it is not spoke of the phase ("That cannot be
    done in this phase of the turn"), while the engine's apply says it is not his turn: both say that."""
    w = make_window(qtbot, game="shipyard", players=2, humans=2)
    model = w.model
    assert model is not None
    model.stop()
    (seat,) = model.match.to_act()
    other = 1 - seat
    assert model.refusal(other, Choose("rent_canal")) == "It is not your turn."
    bot = make_bot(model.game, "random", 1)
    while not model.match.is_over():
        now = model.match.to_act()[0]
        model.match.apply(now, bot.choose(model.match.view(now), now))
    assert model.refusal(seat, Choose("rent_canal")) == "The game is over."


def test_a_price_in_zlaty_ends_its_sentence_with_one_full_stop() -> None:
    """Czech and Slovak write an amount "2 zl." with the abbreviation's full stop, which also ends the
    sentence: a tooltip of a row's price or a card's income, and the log's purchase, read "zl.." when
    a proofreader added a stop after the amount."""
    import engine.shipyard.texts as sx
    from desktop.common import i18n
    from desktop.shipyard import texts as tt
    from engine.core.messages import Message

    try:
        for lang in ("cs", "sk", "en"):
            i18n.set_language(lang)
            for n in (1, 2, 5):
                said = [
                    i18n.tr_key(tt.PRICE_TIP, tt.coins(n)),
                    i18n.tr_key(tt.CARD_TIP, "X", tt.coins(n)),
                    i18n.render(Message(sx.LOG_PARTS, {"player": 0, "coins": Message(sx.COINS_N, {}, n)}, 2), ["A"]),
                ]
                for line in said:
                    assert line.endswith(".") and not line.endswith(".."), (lang, line)
    finally:
        i18n.set_language("en")
