"""A strong player's evening at Catan (2026-12): the bank's piles and the development deck, open on a
real table, were nowhere on the board; the bank dialog left out a resource the bank had run out of
without a word; a robber dropped on the wrong hex could not be taken back before its victim was
chosen; the second set-up settlement was asked for as the first, though it earns the first cards;
the rules pages named the bank-shortage option otherwise than the new-game dialog."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSimpleTextItem, QPushButton

import engine.catan.texts as tx
from desktop.catan.dialogs import BankDialog
from desktop.catan.panels import L_BANK, T_BANK_DEVS, T_BANK_RESOURCE
from desktop.catan.scene import P_ROBBER, P_SETUP_SECOND, P_SETUP_SETTLEMENT, P_VICTIM, S_ROBBER_AGAIN, TOPO, lattice
from desktop.common.i18n import heading, tr_key
from engine.catan.actions import BuildRoad, BuildSettlement, MaritimeTrade, MoveRobber
from engine.catan.state import MAIN, ROBBER, SETUP_SETTLEMENT
from tests.desktop.helpers import drag, make_window
from tests.desktop.test_rules_pages import _translations

ROOT = Path(__file__).resolve().parents[2]
ORE = 4


def _bank_items(scene: Any) -> list[QGraphicsItem]:
    """The bank row's items: those whose tooltip tells a bank's pile."""
    resource = [tr_key(T_BANK_RESOURCE, heading(tr_key(tx.RESOURCE_NAMES[r])), "") for r in range(5)]
    deck = tr_key(T_BANK_DEVS, "")
    return [i for i in scene.items() if i.toolTip() and (i.toolTip().startswith((*resource, deck)))]


def _main_phase(w: Any) -> Any:
    """The human's main phase after a bot-played set-up (seat 0 first)."""
    from engine.bots import make_bot

    model = w.model
    model.stop()
    mind = make_bot(model.game, "normal", 1)
    while model.match.state.phase.startswith("setup"):
        seat = model.match.to_act()[0]
        model.bot_move_now() if model.is_bot(seat) else model._apply(seat, mind.choose(model.match.view(seat), seat))
    st = model.match.state
    st.active, st.phase, st.dice = 0, MAIN, (2, 3)
    return st


# -- the bank's piles and the development deck ------------------------------------------------------------


@pytest.mark.usefixtures("slovak")
@pytest.mark.parametrize("size", [(1280, 800), (1024, 700)])
def test_the_board_shows_the_banks_piles_and_the_deck_in_view_beside_the_supply(qtbot: Any, size: Any) -> None:
    """In the physical game the five resource piles and the deck lie open on the table (the shortage
    rule makes them matter); the board showed neither."""
    w = make_window(qtbot, game="catan", players=4, seed=5)
    w.resize(*size)
    qtbot.wait(20)
    st = _main_phase(w)
    st.hands[2][ORE] += st.bank[ORE]  # the bank is out of ore
    st.bank[ORE] = 0
    st.hand_sizes = [sum(h) for h in st.hands]
    st.legal_cache = None
    w._on_changed()
    scene, view = w.scene, w.page.view
    texts = {i.text() for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)}
    assert tr_key(L_BANK) in texts
    tips = {i.toolTip() for i in _bank_items(scene)}
    for r in range(5):
        assert tr_key(T_BANK_RESOURCE, heading(tr_key(tx.RESOURCE_NAMES[r])), st.bank[r]) in tips, r
    assert tr_key(T_BANK_DEVS, len(st.dev_deck)) in tips
    counts = [i.text() for i in _bank_items(scene) if isinstance(i, QGraphicsSimpleTextItem)]
    assert sorted(counts) == sorted(f"×{n}" for n in [*st.bank, len(st.dev_deck)])
    # the whole row is in the window's view, clear of the supply's pieces and of each other
    shown = QRectF(view.mapToScene(view.viewport().rect()).boundingRect())
    tray = [scene.pieces[("tray", k)].sceneBoundingRect() for k in ("road", "settlement", "city")]
    rects = [i.sceneBoundingRect() for i in _bank_items(scene) if i.parentItem() is None]
    for rect in rects:
        assert shown.contains(rect), (rect, shown)
        assert not any(rect.intersects(t) for t in tray)
    ordered = sorted(rects, key=lambda r: r.left())
    assert all(a.right() <= b.left() + 0.5 for a, b in zip(ordered, ordered[1:], strict=False))


def test_the_bank_dialog_says_which_resource_the_bank_has_run_out_of(qtbot: Any, monkeypatch: Any) -> None:
    """Four wool and a bank without ore: the dialog offered brick, lumber and grain, and ore was simply
    not there."""
    w = make_window(qtbot, game="catan", players=4, seed=5)
    st = _main_phase(w)
    for r in range(5):
        st.bank[r] += st.hands[0][r]
    st.hands[0][:] = [0, 0, 4, 0, 0]
    st.bank[2] -= 4
    st.hands[2][ORE] += st.bank[ORE]
    st.bank[ORE] = 0
    st.hand_sizes = [sum(h) for h in st.hands]
    st.legal_cache = None
    w._on_changed()
    seen: list[BankDialog] = []
    monkeypatch.setattr(BankDialog, "ask", lambda self: seen.append(self))
    w.scene._ask_bank(0)
    dialog = seen[-1]
    taken = {dialog.choices.item(k).data(Qt.ItemDataRole.UserRole).get for k in range(dialog.choices.count())}
    assert taken == {0, 1, 3}
    assert dialog.shortage.text() == "The bank has run out of: ore."
    assert dialog.layout().indexOf(dialog.shortage) >= 0
    # a bank that has everything says nothing of the kind
    st.bank[ORE], st.hands[2][ORE] = st.hands[2][ORE], 0
    st.hand_sizes = [sum(h) for h in st.hands]
    st.legal_cache = None
    w._on_changed()
    w.scene._ask_bank(0)
    assert any(isinstance(a, MaritimeTrade) and a.get == ORE for a in w.model.match.legal_actions(0))
    assert seen[-1].shortage.text() == "" and seen[-1].layout().indexOf(seen[-1].shortage) < 0


# -- the robber dropped, its victim not chosen ----------------------------------------------------------


def _robber_to_move(qtbot: Any) -> tuple[Any, int, int]:
    """The human moves the robber; hexes `a` and `b` each have a settlement of seat 1, who holds a card."""
    w = make_window(qtbot, game="catan", players=3)
    model = w.model
    model.paused = True
    st = model.match.state
    st.phase, st.active, st.robber_return = ROBBER, 0, MAIN
    a, b = 4, 14
    for hex_id in (a, b):
        node = TOPO.hex_nodes[hex_id][0]
        st.node_owner[node], st.node_level[node] = 1, 1
        st.settlements_left[1] -= 1
    st.hands[1][2] = 1
    st.bank[2] -= 1
    st.hand_sizes = [sum(h) for h in st.hands]
    st.legal_cache = None
    w._on_changed()
    return w, a, b


def _drag_robber(qtbot: Any, w: Any, hex_id: int) -> None:
    robber = w.scene.pieces[("robber",)]
    drag(qtbot, w.page.view, robber.mapToScene(robber.boundingRect().center()), lattice(TOPO.hex_centres[hex_id]))


def test_esc_takes_a_dropped_robber_back_before_its_victim_is_chosen(qtbot: Any) -> None:
    """Dropped on a hex, the robber waited for "Whom do you rob?" with nothing sent to the engine, yet
    Esc did nothing: the only ways on were to rob there or to rob nobody there."""
    w, a, _ = _robber_to_move(qtbot)
    scene, view = w.scene, w.page.view
    records = len(w.model.match.records)
    _drag_robber(qtbot, w, a)
    assert scene.pending_robber == a and scene.prompt_text() == tr_key(P_VICTIM)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert scene.pending_robber == -1 and scene.prompt_text() == tr_key(P_ROBBER)
    assert ("robber",) in scene.draggable_pieces()
    assert len(w.model.match.records) == records and w.model.match.state.robber != a


def test_a_prompt_button_takes_the_dropped_robber_back(qtbot: Any) -> None:
    w, a, _ = _robber_to_move(qtbot)
    scene = w.scene
    _drag_robber(qtbot, w, a)
    button = next(b for b in w.page.findChildren(QPushButton) if b.accessibleName() == tr_key(S_ROBBER_AGAIN))
    assert button.isVisible() and button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert scene.pending_robber == -1 and scene.prompt_text() == tr_key(P_ROBBER)
    assert w.model.match.state.phase == ROBBER and w.model.match.state.robber != a
    assert tr_key(S_ROBBER_AGAIN) not in dict(scene.prompt_actions())


def test_a_dropped_robber_can_be_dragged_to_another_hex_while_its_victim_is_asked(qtbot: Any) -> None:
    w, a, b = _robber_to_move(qtbot)
    scene = w.scene
    records = len(w.model.match.records)
    _drag_robber(qtbot, w, a)
    assert ("robber",) in scene.draggable_pieces()
    _drag_robber(qtbot, w, b)
    assert scene.pending_robber == b and len(w.model.match.records) == records
    steal = [x for _, x in scene.prompt_actions() if isinstance(x, MoveRobber) and x.victim == 1]
    assert steal == [MoveRobber(b, 1)]
    w._human_action(steal[0])
    assert w.model.match.state.robber == b and w.model.match.state.hands[0][2] == 1


# -- the set-up's second settlement ------------------------------------------------------------------------


def test_the_second_set_up_settlement_is_asked_for_with_the_cards_it_earns(qtbot: Any) -> None:
    """Seed: "Každý hráč dostane surovinovú produkciu so všetkých šesťuholníkov, s ktorými susedí jeho
    DRUHÁ osada"; the prompt for it was the first one's, word for word."""
    w = make_window(qtbot, game="catan", players=3, humans=3)
    model, scene = w.model, w.scene
    model.stop()
    assert scene.prompt_text() == tr_key(P_SETUP_SETTLEMENT)
    while not (model.match.state.phase == SETUP_SETTLEMENT and model.match.state.setup_step == 3):
        seat = model.match.to_act()[0]
        legal = model.match.legal_actions(seat)
        model._apply(seat, next(x for x in legal if isinstance(x, (BuildSettlement, BuildRoad))))
        w._on_changed()
        if model.match.state.phase == SETUP_SETTLEMENT and model.match.state.setup_step < 3:
            assert scene.prompt_text() == tr_key(P_SETUP_SETTLEMENT)
    assert scene.prompt_text() == tr_key(P_SETUP_SECOND)
    assert "second settlement" in scene.prompt_text() and "one resource card from each land hex" in scene.prompt_text()


# -- the rules pages -------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["cs", "sk", "en"])
def test_catans_pages_name_each_option_with_a_value_the_new_game_dialog_offers(lang: str) -> None:
    """The Czech page said "Volba Když banka nemá dost surovin podle pozdějších vydání: má-li na ni
    nárok jen jediný hráč…", a value the dialog does not offer ("má-li nárok jen jeden hráč, vezme si
    zbytek"). Every "<i>Option: value</i>" must be the dialog's, and the bank's option names its value."""
    from engine.core.registry import get_game

    words = _translations(lang)

    def say(key: Any) -> str:
        return str(key[1]) if lang == "en" else words.get((key[0], key[1]), key[1])

    page = (ROOT / "assets" / "catan" / f"rules_{lang}.html").read_text(encoding="utf-8")
    specs = get_game("catan").options
    named = 0
    for option, value in re.findall(r"<i>([^<:]+): ([^<]+)</i>", page):
        spec = next((s for s in specs if say(s.label) == option), None)
        if spec is not None:
            named += 1
            assert value in [say(v) for _, v in spec.choices], (option, value)
    assert named >= 4
    assert f"<i>{say(tx.OPT_BANK)}: {say(tx.V_SINGLE)}</i>" in page
    assert f"<i>{say(tx.OPT_BANK)}</i>" not in page  # the label alone leaves the value to guess
