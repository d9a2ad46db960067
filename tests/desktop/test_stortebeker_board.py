"""The Störtebeker table: what lights up for a card, what a refused drop says, the exchange put
together on the discard pile, the dice against the defence, hidden hands and crews."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, Qt

import engine.stortebeker.texts as tx
from desktop.common.i18n import tr_key
from desktop.stortebeker import texts as tt
from engine.bots import make_bot
from engine.core.actions import Action
from engine.stortebeker.actions import Attack, Counter, EndPicks, Fire, Lay, Pass, Pick, Swap, Take
from engine.stortebeker.data import card, ship
from engine.stortebeker.state import BOARD, COUNTER, HIDDEN, PICK, PLAY
from tests.desktop.driver import inside
from tests.desktop.helpers import click, drag, make_window
from tests.engine.stortebeker.helpers import (
    BANANAS,
    BEANS,
    BEANS_SYM,
    BISCUITS,
    BLACK2,
    MEAT,
    P2,
    P3,
    P4,
    RUM,
    WATER,
    YELLOW1,
    YELLOW3,
    P4b,
    hand,
    lay,
    take,
)
from tests.engine.stortebeker.helpers import position as engine_position


def _advance(w: Any, until: Callable[[Any], bool], seed: int = 9) -> Action | None:
    """Bots play every seat until the position (seat 0 to act) meets `until`; return seat 0's choice."""
    model = w.model
    model.stop()
    mind = make_bot(model.game, "normal", seed)
    for _ in range(4000):
        assert not model.match.is_over()
        if 0 in model.match.to_act() and not model.is_bot(0):
            if until(model.match.state):
                w._on_changed()
                return mind.choose(model.match.view(0), 0)
            model._apply(0, mind.choose(model.match.view(0), 0))
        else:
            model.bot_move_now()
    raise AssertionError("never reached")


def test_a_card_lights_exactly_the_sides_and_ships_the_engine_allows(qtbot: Any) -> None:
    w = make_window(qtbot, game="stortebeker", players=3, seed=4)
    _advance(w, lambda st: st.phase == PLAY and st.laid == 0 and st.swapped == 0)
    scene, view = w.scene, w.page.view
    legal = w.model.match.legal_actions(0)
    c = next(a.card for a in legal if isinstance(a, Lay))
    vp = view.viewport()
    start = view.mapFromScene(inside(scene.pieces[("hand", c)]))
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(vp, pos=start + QPoint(0, -40))
    qtbot.mouseMove(vp, pos=start + QPoint(0, -80))
    lit = set(scene._marks)
    want = {("side", a.ship) for a in legal if isinstance(a, Lay) and a.card == c}
    want |= {("ship", a.ship) for a in legal if isinstance(a, Fire) and a.card == c}
    want |= {("discard",)} if any(isinstance(a, Swap) and c in a.cards for a in legal) else set()
    assert lit == want
    qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=start + QPoint(0, -80))


def test_a_provision_on_a_ship_that_needs_none_is_refused_with_the_reason(qtbot: Any) -> None:
    w = make_window(qtbot, game="stortebeker", players=2, seed=6)

    def fitting(st: Any) -> bool:
        if st.phase != PLAY or st.laid or st.swapped:
            return False
        return any(not card(c).pirate and ship(s).need(card(c).type) == 0 for c in st.hands[0] for s in st.sea)

    _advance(w, fitting)
    st = w.model.match.state
    c, s = next((c, s) for c in st.hands[0] for s in st.sea if not card(c).pirate and ship(s).need(card(c).type) == 0)
    scene = w.scene
    before = len(w.model.match.records)
    drag(qtbot, w.page.view, inside(scene.pieces[("hand", c)]), inside(scene.targets[("side", s)]))
    assert len(w.model.match.records) == before
    reason = tr_key(tx.E_NOT_NEEDED).replace("{type}", tr_key(tx.TYPE_NAMES[card(c).type]))
    assert w.statusBar().currentMessage() == reason


def test_an_exchange_is_put_together_on_the_discard_pile(qtbot: Any) -> None:
    w = make_window(qtbot, game="stortebeker", players=2, seed=7)
    pairs = lambda: [a for a in w.model.match.legal_actions(0) if isinstance(a, Swap) and len(a.cards) == 2]  # noqa: E731
    _advance(w, lambda st: st.phase == PLAY and st.laid == 0 and st.swapped == 0 and bool(pairs()))
    scene, view = w.scene, w.page.view
    first, second = pairs()[0].cards
    before = len(w.model.match.records)
    drag(qtbot, view, inside(scene.pieces[("hand", first)]), inside(scene.targets[("discard",)]))
    assert scene.staged == {first} and len(w.model.match.records) == before  # put aside, nothing played yet
    assert not any(a for label, a in scene.prompt_actions() if isinstance(a, Swap))  # one card is no exchange
    # the prompt says what the card set aside waits for (it still said "Play 3 more cards: drag …")
    # (and names no button while there is none)
    assert scene.prompt_text() == (
        "1 card set aside for an exchange: set aside more, or click it to take it back. "
        "An exchange takes 2 or 3 cards now."
    )
    drag(qtbot, view, inside(scene.pieces[("hand", second)]), inside(scene.targets[("discard",)]))
    assert scene.staged == {first, second}
    labels = [label for label, a in scene.prompt_actions() if isinstance(a, Swap)]
    assert len(labels) == 1 and labels[0].startswith("Discard 2 card")
    scene.unstage(first)  # a click on a card put aside takes it back
    assert scene.staged == {second}
    assert ("hand", first) in scene.pieces


def test_a_card_put_aside_for_an_exchange_is_taken_back_with_tab_and_space(qtbot: Any) -> None:
    """The cards put aside said "click to take back" and only a click did: Tab never came to them."""
    from PySide6.QtCore import Qt

    from desktop.stortebeker import texts as tt
    from desktop.stortebeker.table import card_tip, t

    w = make_window(qtbot, game="stortebeker", players=2, seed=7)
    pairs = lambda: [a for a in w.model.match.legal_actions(0) if isinstance(a, Swap) and len(a.cards) == 2]  # noqa: E731
    _advance(w, lambda st: st.phase == PLAY and st.laid == 0 and st.swapped == 0 and bool(pairs()))
    scene, view = w.scene, w.page.view
    first, second = pairs()[0].cards
    view.setFocus()
    for c in (first, second):  # by the keyboard: Tab to the card, the arrows to the discard pile, Enter
        for _ in range(40):
            if scene.selected == ("hand", c):
                break
            qtbot.keyClick(view, Qt.Key.Key_Tab)
        order = scene.arrow_order(list(scene._legal))
        for _ in range(order.index(("discard",)) + 1):
            qtbot.keyClick(view, Qt.Key.Key_Right)
        qtbot.keyClick(view, Qt.Key.Key_Return)
    assert scene.staged == {first, second} and not any(r.seat == 0 for r in w.model.match.records[-1:])
    for _ in range(40):
        if scene._kb_stop == (True, ("staged", first)):
            break
        qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert scene._kb_stop == (True, ("staged", first))
    assert w.statusBar().currentMessage() == t(tt.KB_UNSTAGE, card_tip(first))
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert scene.staged == {second} and ("hand", first) in scene.pieces
    assert scene._kb_stop is None  # the card left the exchange: Tab starts afresh


def test_the_boarding_dice_show_the_roll_against_the_defence(qtbot: Any) -> None:
    w = make_window(qtbot, game="stortebeker", players=2, seed=5)
    action = _advance(w, lambda st: any(isinstance(a, Attack) for a in w.model.match.legal_actions(0)))
    attack = (
        action
        if isinstance(action, Attack)
        else next(a for a in w.model.match.legal_actions(0) if isinstance(a, Attack))
    )
    w.scene.animations = True
    w.model._apply(0, attack)
    scene = w.scene
    assert scene._tumble.state() == scene._tumble.State.Running  # the new roll tumbles first
    qtbot.waitUntil(lambda: scene._tumble.state() != scene._tumble.State.Running, timeout=5000)
    roll = next(m for r in reversed(w.model.match.records) for m in r.log if getattr(m, "key", None) == tx.LOG_ATTACK)
    assert scene.dice.numbers == [roll.params["first"], roll.params["second"]]
    assert scene.dice.step == -1
    assert str(roll.params["total"]) in scene.roll_text and str(ship(attack.ship).defence) in scene.roll_text


def test_hands_and_crews_stay_secret_in_hot_seat(qtbot: Any) -> None:
    w = make_window(qtbot, game="stortebeker", players=2, humans=2, seed=3)
    model = w.model
    assert w.page.curtain.is_up()
    qtbot.mouseClick(w.page.curtain.button(), Qt.MouseButton.LeftButton)
    mind = make_bot(model.game, "normal", 1)
    for _ in range(12):  # a few turns, so crews lie at the ships
        seat = model.human_to_act()
        if w.page.curtain.is_up():
            qtbot.mouseClick(w.page.curtain.button(), Qt.MouseButton.LeftButton)
        model._apply(seat, mind.choose(model.match.view(seat), seat))
    if w.page.curtain.is_up():
        qtbot.mouseClick(w.page.curtain.button(), Qt.MouseButton.LeftButton)
    seat = model.human_to_act()
    view = w.scene.view_state
    other = 1 - seat
    assert all(c == HIDDEN for c in view.hands[other])
    assert all(c != HIDDEN for c in view.hands[seat])
    for per in view.sides.values():
        assert all(c == HIDDEN or not card(c).pirate for c in per[other])  # the rival's crew face down
        assert HIDDEN not in per[seat]  # one's own crew face up


def test_the_end_screen_lists_ships_points_and_colour_bonus(qtbot: Any) -> None:
    w = make_window(qtbot, game="stortebeker", players=2, seed=4, options={"extended": True})
    model = w.model
    model.stop()
    mind = make_bot(model.game, "normal", 2)
    while not model.match.is_over():
        seat = model.match.to_act()[0]
        if model.is_bot(seat):
            model.bot_move_now()
        else:
            model._apply(seat, mind.choose(model.match.view(seat), seat))
    dialog = w.end_screen()
    rows = [dialog.findChild(type(dialog.chart)) is not None]
    assert all(rows)
    st = model.match.state
    breakdown = model.game.score_breakdown(st)
    assert [tr_key(r.label) for r in breakdown][:3] == ["Ships captured", "Points of the ships", "Colour bonus"]
    assert breakdown[-1].values == tuple(model.game.scores(st))
    # the board counts the colour bonus too once the game is over: its panels and track read the
    # totals of the end screen (they read the ships' points alone: 47 beside an end screen's 63)
    from desktop.common.painted import PaintedItem

    w._on_changed()
    totals = [int(x) for x in model.game.scores(st)]
    assert any(totals[s] != st.points[s] for s in range(2)), "a game with a colour bonus"
    lines = [i.key[2] for i in w.scene.items() if isinstance(i, PaintedItem) and i.key[0] == "panel"]
    for s in range(2):
        assert any(line.startswith(f"{model.names[s]} · points {totals[s]} · ") for line in lines), (s, lines)
    track = next(tip for tip in _tips(w.scene) if tip.startswith(tr_key(tt.TRACK)))
    assert all(f"{model.names[s]}: {totals[s]} points" in track for s in range(2))


def test_the_turns_card_budget_stays_inside_the_hand_panel(qtbot: Any) -> None:
    """The three pips of the turn's cards sat half below the hand panel's edge: they now stand on the
    budget line, inside the panel the scene draws around the player's end."""
    from desktop.common.painted import PaintedItem
    from desktop.stortebeker.hand import PANEL

    w = make_window(qtbot, game="stortebeker", players=4, seed=5)
    _advance(w, lambda st: st.phase == PLAY and st.laid == 0 and st.swapped == 0)
    pips = [
        i for i in w.scene.items() if isinstance(i, PaintedItem) and isinstance(i.key, tuple) and i.key[0] == "budget"
    ]
    assert len(pips) == 3
    for pip in pips:
        assert PANEL.contains(pip.sceneBoundingRect()), pip.sceneBoundingRect()


def _counter_window(qtbot: Any, side: tuple[int, ...], held: tuple[int, ...]) -> Any:
    """Hot seat, two players: seat 0 has taken the yellow 3 (beans, meat, rum and a pirate 4 there);
    seat 1, with `side` laid at that ship and `held` in hand, is asked to counter-attack."""
    w = make_window(qtbot, game="stortebeker", players=2, humans=2, seed=3)
    model = w.model
    model.stop()
    st = engine_position(players=2)
    lay(st, 0, YELLOW3, BEANS[0], MEAT[0], RUM[0], P4)
    lay(st, 1, YELLOW3, *side)
    hand(st, 1, *held)
    hand(st, 0, BANANAS[0], BANANAS[1], BANANAS[2])
    game = model.game
    game.apply(st, 0, Swap(BANANAS[:3]))
    if st.phase == PICK:
        game.apply(st, 0, EndPicks())
    game.apply(st, 0, Attack(YELLOW3), chance=[3, 3])
    assert st.phase == COUNTER and game.to_act(st) == (1,)
    model.match.state = st
    w._on_changed()
    if w.page.curtain.is_up():
        qtbot.mouseClick(w.page.curtain.button(), Qt.MouseButton.LeftButton)
    assert model.perspective() == 1
    return w


def test_a_player_who_can_only_pass_a_counter_attack_is_told_why(qtbot: Any) -> None:
    """Everyone with a provision at the taken ship is asked (D10); a hand that cannot complete the
    provisions there gets one button, Pass, and a prompt that says why."""
    # no meat, no rum: seat 1 cannot complete
    w = _counter_window(qtbot, (BEANS[1], P3), (WATER[0], WATER[1], WATER[2]))
    scene = w.scene
    assert [a for _, a in scene.prompt_actions()] == [Pass()]
    assert "cannot complete" in scene.prompt_text()


def test_a_click_on_a_ship_that_cannot_be_boarded_says_why(qtbot: Any) -> None:
    """Phase 3 asks to click a lit ship; a click on another ship said nothing (dragging the cutlass
    there said why)."""
    w = make_window(qtbot, game="stortebeker", players=2, seed=6)

    def boarding(st: Any) -> bool:
        attacks = {a.ship for a in w.model.match.legal_actions(0) if isinstance(a, Attack)}
        return st.phase == BOARD and bool(attacks) and any(s not in attacks for s in st.sea)

    _advance(w, boarding)
    st = w.model.match.state
    attacks = {a.ship for a in w.model.match.legal_actions(0) if isinstance(a, Attack)}
    s = next(s for s in st.sea if s not in attacks)
    before = len(w.model.match.records)
    ship_item = next(i for i in w.scene.items() if w.scene.target_at(inside(i)) == ("ship", s))
    click(qtbot, w.page.view, inside(ship_item))
    assert len(w.model.match.records) == before
    reason = w.model.explain(0, Attack(s))
    assert reason and w.statusBar().currentMessage() == reason


def test_two_counter_attacks_laying_a_symbol_card_or_a_plain_one_read_apart(qtbot: Any) -> None:
    """Two buttons read "Counter-attack, laying beans": one lays the beans with the pirate symbol
    (+1 strength, which may decide the fight), the other plain beans. Each says the strength it gives."""
    w = _counter_window(qtbot, (MEAT[1], RUM[1], P3), (BEANS_SYM, BEANS[1], WATER[0]))
    labels = [label for label, a in w.scene.prompt_actions() if isinstance(a, Counter) and a.cards]
    assert labels == ["Strength 3", "Strength 4 (☠ beans)"]  # the strength each gives, weakest first


COLOUR_RULE = (
    "Cannons: each die shoots away an opponent's provision card of its colour at the target ship; "
    "a colour no opponent has there misses. A failed attack: each die costs the attacker one of their own "
    "cards of its colour there."
)
NUMBER_RULE = "Boarding: dice + strength at least the ship's defence captures it; a counter-attack must beat the best value so far."
DRAW_RULE = (
    "At the end of your turn you draw back up to the hand size (6). "
    "An empty draw pile is refilled by shuffling the discard pile."
)


def _tips(scene: Any) -> list[str]:
    return [i.toolTip() for i in scene.items() if i.isVisible() and i.toolTip()]


def _keyed(scene: Any, first: str) -> Any:
    from desktop.common.painted import PaintedItem

    return next(i for i in scene.items() if isinstance(i, PaintedItem) and i.key[0] == first)


def _set_position(w: Any, st: Any) -> None:
    w.model.stop()
    w.model.match.state = st
    w._on_changed()


def test_the_dice_cannonball_cutlass_piles_and_track_name_themselves(qtbot: Any) -> None:
    """Hover on anything names it and its rule (VISUAL.md): the colour and number dice as they fell,
    the cannonball and cutlass tokens, the draw pile, the score track, the turn's pips."""
    from desktop.stortebeker.art import CardItem

    w = make_window(qtbot, game="stortebeker", players=2, seed=3)
    scene, match = w.scene, w.model.match
    st = engine_position(players=2)
    lay(st, 0, YELLOW3, BEANS[0], MEAT[0], RUM[0], P4)
    lay(st, 1, YELLOW3, BEANS[1], MEAT[1])
    hand(st, 0, WATER[0])
    _set_position(w, st)
    assert scene.dice.toolTip() == "Nothing rolled yet.\n" + COLOUR_RULE + "\n" + NUMBER_RULE
    draw = next(i for i in scene.items() if isinstance(i, CardItem) and i.c == -1 and i.toolTip().startswith("Draw"))
    assert draw.toolTip() == f"Draw pile: {len(st.draw)}\n" + DRAW_RULE
    track = "Score track\nP1: 0 points\nP2: 0 points\n"
    track += "A score above 44 goes round the track again; the true total stands beside each player's name."
    assert _keyed(scene, "track").toolTip() == track
    assert _keyed(scene, "budget").toolTip() == "This turn: 0 of 1 cards played (laid 0, exchanged 0, fired 0)"
    # the cannons: beans and meat fall; the cannonball names the die it shoots for
    match.apply(0, Fire(WATER[0], YELLOW3), [2, 4])
    w._on_changed()
    assert scene.dice.zones["colours"].toolTip() == "Colour dice: beans and meat\n" + COLOUR_RULE
    assert not scene.dice.zones["numbers"].isVisible()
    assert scene.pieces[("shot",)].toolTip() == (
        "Cannonball: the die shows beans. Drag it onto an opponent's beans at the target ship (or click the card) "
        "to shoot it away. It goes to your side if it fits there, otherwise to the discard pile."
    )
    match.apply(0, Take(BEANS[1]))
    match.apply(0, Take(MEAT[1]))
    w._on_changed()
    assert scene.pieces[("cutlass",)].toolTip() == "Cutlass: drag it onto a lit ship (or click the ship) to board it."
    match.apply(0, Attack(YELLOW3), [3, 5])
    w._on_changed()
    assert scene.dice.zones["numbers"].toolTip() == "Number dice: 3 + 5 = 8\n" + NUMBER_RULE
    assert scene.dice.zones["numbers"].pos().x() == 92  # over the number dice, right of the colour dice
    assert (
        scene.dice.toolTip()
        == "Colour dice: beans and meat\n" + COLOUR_RULE + "\nNumber dice: 3 + 5 = 8\n" + NUMBER_RULE
    )


def test_the_empty_draw_pile_and_the_picked_cards_place_name_themselves(qtbot: Any) -> None:
    from desktop.common.painted import DashedBox

    w = make_window(qtbot, game="stortebeker", players=2, seed=3)
    st = engine_position(players=2)
    hand(st, 0, WATER[0], WATER[1])
    st.discard.extend(st.draw)
    st.draw.clear()
    _set_position(w, st)
    w.model.match.apply(0, Swap((WATER[0], WATER[1])))
    w._on_changed()
    scene = w.scene
    assert w.model.match.state.phase == PICK
    boxes = {i.toolTip() for i in scene.items() if isinstance(i, DashedBox)}
    assert "Draw pile: 0\n" + DRAW_RULE in boxes
    assert scene.targets[("waiting",)].toolTip() == "Picked: they join the hand after the turn"


def test_no_tooltip_names_a_hidden_hand_or_crew(qtbot: Any) -> None:
    """Every tooltip comes from the seat's view: other cards in a rival's hand and face-down crew (the
    view unchanged) change no tooltip, and no tooltip names a pirate the seat cannot see."""
    w = make_window(qtbot, game="stortebeker", players=2, seed=3)
    st = engine_position(players=2)
    lay(st, 1, YELLOW3, BEANS[1], MEAT[1], P4)
    hand(st, 1, WATER[3], BANANAS[2], P3)
    hand(st, 0, WATER[0], WATER[1], BEANS[0])
    _set_position(w, st)
    scene = w.scene
    before = sorted(_tips(scene))
    from desktop.stortebeker import texts as tt
    from desktop.stortebeker.table import tn

    side = "P2 at this ship\nstill missing: 1 × rum\n" + tn(tt.CREW_HIDDEN, 1)  # how many, never which
    assert side in before
    assert not any("Pirate of" in tip for tip in before)
    view = w.model.match.view(0)
    swapped = w.model.match.state.clone()
    swapped.sides[YELLOW3][1].remove(P4)
    swapped.sides[YELLOW3][1].append(take(swapped, P2))
    held, swapped.hands[1] = swapped.hands[1], []
    swapped.hands[1] = [take(swapped, c) for c in (P4b, RUM[3], BEANS[4], MEAT[4], WATER[6])]
    swapped.draw.extend([P4, *held])
    swapped.draw.sort()
    w.model.match.state = swapped
    assert w.model.match.view(0) == view  # the seat sees the same table
    for sec in scene._sections.values():
        sec.key = None  # drawn again from scratch
    w._on_changed()
    assert sorted(_tips(scene)) == before


def test_the_prompt_offers_only_the_ways_still_open(qtbot: Any) -> None:
    """Cards are played in order: laid out, then exchanged, then fired (RULES.md §4.1). The prompt
    offered all three to the end: after two cards laid it still said "exchange", and after an
    exchange still "lay out", where only firing was left."""
    w = make_window(qtbot, game="stortebeker", players=3, seed=4)
    _advance(w, lambda st: st.phase == PLAY and st.laid == 0 and st.swapped == 0 and not st.fired)
    scene = w.scene
    first = scene.prompt_text()
    assert first.startswith("Play 3 cards: drag onto your side of a ship to lay out")
    assert "onto the discard pile to exchange" in first
    assert first.count(" or onto ") == 1  # the ways read as a choice, not a list of commas
    for _ in range(2):  # two cards laid out: no exchange is left (it needs 2 or 3 cards)
        lay_out = next(a for a in w.model.match.legal_actions(0) if isinstance(a, Lay))
        w.model._apply(0, lay_out)
        w._on_changed()
    text = scene.prompt_text()
    legal = w.model.match.legal_actions(0)
    assert text.startswith("Play 1 more card: drag ") and "exchange" not in text
    assert ("to lay out" in text) == any(isinstance(a, Lay) for a in legal)
    assert ("to fire" in text) == any(isinstance(a, Fire) for a in legal)


def test_the_dice_panel_tells_what_the_roll_did_and_nothing_after_it(qtbot: Any) -> None:
    """The panel told a roll with the two log lines after it, whatever they were: after a failed
    boarding that cost nothing it read "... The discard pile is shuffled into a new draw pile." It now
    tells the roll with the lines of what that roll did, and a roll that costs nothing says so."""
    from engine.core.messages import Message
    from engine.stortebeker.table import ship_name

    w = make_window(qtbot, game="stortebeker", players=2, seed=5)
    w.model.stop()
    dice = Message(tx.LOG_COLOUR_DICE, {"first": tx.TYPE_NAMES["rum"], "second": tx.TYPE_NAMES["meat"]})
    none = Message(tx.LOG_LOSE_NONE, {"player": 0, "ship": ship_name(YELLOW3)})
    log = [Message(tx.LOG_ATTACK_LOST), dice, none, Message(tx.LOG_RESHUFFLE), Message(tx.LOG_ATTACK_WON)]
    said = w.scene._roll_said(log, 1, frozenset({tx.LOG_LOSE, tx.LOG_LOSE_NONE}))
    name = w.model.names[0]
    where = f"the yellow {ship(YELLOW3).points}-point ship"
    assert (
        said == f"The colour dice show rum and meat. {name} has no card of those colours at {where}: nothing is lost."
    )


def test_the_dice_panel_tells_the_cards_the_shots_took(qtbot: Any) -> None:
    """After a cannon roll that hit, the panel said only "The colour dice show biscuits and rum.": the
    cards the shots took are told by the shooter's moves after the roll, and the panel left them out."""
    from engine.core.messages import Message

    takes = {tx.LOG_TAKE_KEEP, tx.LOG_TAKE_DISCARD}
    w = make_window(qtbot, game="stortebeker", players=3, seed=5)

    def after_a_hit(st: Any) -> bool:
        records = w.model.match.records
        return bool(records) and any(m.key in takes for m in records[-1].log if isinstance(m, Message))

    _advance(w, after_a_hit)
    last = [m for m in w.model.match.records[-1].log if isinstance(m, Message) and m.key in takes]
    from desktop.common.i18n import render

    text = w.scene.roll_text
    assert text.startswith("The colour dice show ")
    assert all(render(m, w.model.names) in text for m in last), text


def test_the_dice_panel_tells_the_other_dies_miss_after_a_hit(qtbot: Any) -> None:
    """One die hit and the other missed: the panel told the hit and left out the miss, which the log
    tells after the card taken."""
    from desktop.common.i18n import render
    from engine.core.messages import Message

    takes = {tx.LOG_TAKE_KEEP, tx.LOG_TAKE_DISCARD}
    misses = {tx.LOG_MISS, tx.LOG_MISS_BOTH}
    w = make_window(qtbot, game="stortebeker", players=3, seed=10)

    def hit_then_miss(st: Any) -> bool:
        records = w.model.match.records
        keys = [m.key for m in records[-1].log if isinstance(m, Message)] if records else []
        return bool(keys) and keys[0] in takes and any(k in misses for k in keys[1:])

    _advance(w, hit_then_miss)
    missed = [m for m in w.model.match.records[-1].log if isinstance(m, Message) and m.key in misses]
    text = w.scene.roll_text
    assert missed and all(render(m, w.model.names) in text for m in missed), text


def test_the_score_to_beat_sits_on_the_ship_without_covering_its_defence(qtbot: Any) -> None:
    """In a counter-attack the score to beat was written over the foot of the ship's card, on its
    defence shield, and a long name ran across the card's frame."""
    from desktop.common.painted import LabelItem
    from desktop.stortebeker.art import ShipItem

    w = make_window(qtbot, game="stortebeker", players=4, seed=3)
    _advance(w, lambda st: st.phase == COUNTER)
    st = w.model.match.state
    scene = w.scene
    best = next(i for i in scene.items() if isinstance(i, LabelItem) and i.text.startswith("To beat:"))
    card = next(i for i in scene.items() if isinstance(i, ShipItem) and i.s == st.prize and i.w > 100)
    box, frame = best.sceneBoundingRect(), card.sceneBoundingRect()
    assert frame.contains(box) and box.bottom() < frame.center().y()  # on the card's upper half


def test_the_score_to_beat_keeps_the_leaders_whole_name_with_four_ships_at_sea(qtbot: Any, slovak: None) -> None:
    """Tester Q: with four ships at sea the plate read "Překonat: 17 (Bo…": the name was cut to two
    letters. When the words and the name do not both fit, the plate shows the number and the whole name
    (the tooltip says "To beat")."""
    from desktop.common.painted import LabelItem
    from desktop.stortebeker.art import ShipItem

    w = make_window(qtbot, game="stortebeker", players=4, seed=3)
    for seat, name in zip(w.model.match.seats, ("Bořek", "Jana", "Pavel", "Eva"), strict=True):
        seat.name = name
    _advance(w, lambda st: st.phase == COUNTER and len(st.sea) == 4)
    st = w.model.match.state
    name = w.model.board_names[st.leader]
    card = next(i for i in w.scene.items() if isinstance(i, ShipItem) and i.s == st.prize and i.w > 100)
    plates = [
        i
        for i in w.scene.items()
        if isinstance(i, LabelItem) and card.sceneBoundingRect().contains(i.sceneBoundingRect())
    ]
    from desktop.common.i18n import tr_key
    from desktop.stortebeker import texts as tt

    said = [p.text for p in plates if str(st.best) in p.text]
    assert said in ([tr_key(tt.BEST, st.best, name)], [tr_key(tt.BEST_SHORT, st.best, name)]), said
    assert any(p.toolTip() == tr_key(tt.BEST, st.best, w.model.names[st.leader]) for p in plates)


def test_a_colour_bonus_in_the_making_shows_on_the_players_panel(qtbot: Any) -> None:
    """E1: "je třeba dávat pozor, kteří hráči už nasbírali které barvy". Three black ships showed as
    seven ships and 28 points; nothing said a bonus was coming, or for which colour."""
    w = make_window(qtbot, game="stortebeker", players=2, seed=4, options={"extended": True})
    w.model.stop()
    st = engine_position(players=2, colour_bonus=True)
    st.captured[1] = [0, 1, 2]  # three yellow ships: 2, 3 and 5 points
    st.points[1] = 10
    _set_position(w, st)
    said = [tip for tip in _tips(w.scene) if "Colour bonus" in tip]
    assert len(said) == 1 and "Colour bonus (E1): 3 yellow ships (+5 points at the end)." in said[0]
    plain = engine_position(players=2)  # without E1 nothing is promised
    plain.captured[1], plain.points[1] = [0, 1, 2], 10
    _set_position(w, plain)
    assert not [tip for tip in _tips(w.scene) if "Colour bonus" in tip]


def test_the_pirate_symbol_shows_on_the_dark_rum_card(qtbot: Any) -> None:
    """The symbol's badge was as dark as the rum card and vanished on it; a light ring shows it."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter

    from desktop.stortebeker.art import paint_card
    from engine.stortebeker.data import components

    rum = next(i for i, c in enumerate(components().cards) if c.type == "rum" and c.value)
    image = QImage(100, 140, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_card(painter, rum, QRectF(0, 0, 100, 140))
    painter.end()
    k = 36  # the badge: 0.36 of the width, at the top right
    ring = [QColor(image.pixel(100 - 2 - k // 2, y)).lightness() for y in range(2, 8)]
    assert max(ring) > 180, ring  # the ring at the badge's top edge is light on the dark card


def test_the_boarders_crew_is_shown_face_up_with_its_strength_while_the_others_decide(qtbot: Any) -> None:
    """The boarder turned his pirates up (the log said "1 pirate: 4"), but his side still showed a
    face-down card and "strength 1 + ?" to the player deciding on a counter-attack."""
    from desktop.common.painted import PaintedItem

    w = make_window(qtbot, game="stortebeker", players=2, humans=2, seed=3)
    st = engine_position(players=2)
    lay(st, 0, YELLOW3, BEANS[0], MEAT[0], RUM[0], P4)
    lay(st, 1, YELLOW3, BEANS[1], P3)
    hand(st, 1, MEAT[1], RUM[1], WATER[0])
    hand(st, 0, BANANAS[0], BANANAS[1], BANANAS[2])
    game = w.model.game
    game.apply(st, 0, Swap(BANANAS[:3]))
    if st.phase == PICK:
        game.apply(st, 0, EndPicks())
    game.apply(st, 0, Attack(YELLOW3), chance=[3, 3])
    assert st.phase == COUNTER
    _set_position(w, st)
    if w.page.curtain.is_up():
        qtbot.mouseClick(w.page.curtain.button(), Qt.MouseButton.LeftButton)
    assert w.model.perspective() == 1
    sides = [i for i in w.scene.items() if isinstance(i, PaintedItem) and i.key[0] == "side"]
    heads = {i.key[-1] for i in sides}
    boarder = w.model.board_names[0]
    assert f"{boarder} · strength 4" in heads  # the pirate 4 counted, nothing hidden
    shown = next(i for i in sides if i.key[-1] == f"{boarder} · strength 4")
    assert shown.key[4] == (P4,) and "face down" not in shown.toolTip()


def test_a_rivals_side_with_face_down_pirates_says_there_is_more_to_it(qtbot: Any) -> None:
    """A side with face-down pirates and no symbol card was headed by the name alone, where one with a
    symbol card read "strength 2 + ?"."""
    from desktop.common.painted import PaintedItem

    w = make_window(qtbot, game="stortebeker", players=2, seed=3)
    st = engine_position(players=2)
    lay(st, 1, YELLOW3, BEANS[1], P3)
    hand(st, 0, BANANAS[0], BANANAS[1], BANANAS[2])
    _set_position(w, st)
    heads = {i.key[-1] for i in w.scene.items() if isinstance(i, PaintedItem) and i.key[0] == "side"}
    assert f"{w.model.board_names[1]} · strength 0 + ?" in heads


def test_a_press_on_a_card_just_discarded_says_it_cannot_be_picked(qtbot: Any) -> None:
    """Picking from the discard pile, a click on a card just thrown away did nothing and said nothing
    (D4 keeps it from being picked; the engine says so)."""
    from tests.desktop.helpers import click

    w = make_window(qtbot, game="stortebeker", players=2, seed=7)

    def picking(st: Any) -> bool:
        picks = {a.card for a in w.model.match.legal_actions(0) if isinstance(a, Pick)}
        return st.phase == PICK and bool(picks) and any(c not in picks for c in st.discard[:44])

    _advance(w, picking)
    st = w.model.match.state
    picks = {a.card for a in w.model.match.legal_actions(0) if isinstance(a, Pick)}
    c = next(c for c in st.discard[:44] if c not in picks)
    item = next(i for i in w.scene.items() if getattr(i, "c", None) == c and i.toolTip())
    w.statusBar().clearMessage()
    click(qtbot, w.page.view, inside(item))
    reason = w.model.explain(0, Pick(c))
    assert reason and w.statusBar().currentMessage() == reason


def test_no_counter_attack_comes_first_and_no_way_to_counter_attack_is_dropped(qtbot: Any) -> None:
    """With eight ways to counter-attack, "No counter-attack" came last, under More; the list was also
    cut at nine, so a tenth decision could not be taken at all."""
    from engine.stortebeker.actions import Pass

    w = _counter_window(qtbot, (MEAT[1], RUM[1], P3), (BEANS_SYM, BEANS[1], WATER[0]))
    actions = [a for _, a in w.scene.prompt_actions()]
    legal = [a for a in w.scene.legal if isinstance(a, Counter | Pass)]
    assert isinstance(actions[0], Pass) and sorted(map(repr, actions)) == sorted(map(repr, legal))


def test_five_pirates_on_a_full_side_leave_every_provision_card_whole(qtbot: Any) -> None:
    """Pirates fan out leftwards from a side's right edge, 14 apart: with six provisions and five
    pirates on a ship the fan ran over the last provision card and hid its symbol. A crowded fan
    closes up instead."""
    from PySide6.QtGui import QImage, QPainter

    def side_image(pirates: tuple[int, ...]) -> QImage:
        st = engine_position(players=2, sea=(YELLOW1, YELLOW3, BLACK2, 5))
        for c in (*BEANS[:2], *BISCUITS[6:8], *RUM[:2], *pirates):  # yellow-6: 2 beans, 2 biscuits, 2 rum
            take(st, c)
            st.sides[5][0].append(c)
        _set_position(w, st)
        item = next(i for i in _painted(w.scene, "side") if i.key[3] and len(i.key[3]) == 6)
        rect = item.boundingRect()
        image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        item.paint(painter, None, None)
        painter.end()
        return image

    w = make_window(qtbot, game="stortebeker", players=2, seed=4)
    w.model.stop()
    bare, crewed = side_image(()), side_image((P4, P4b, P4 + 2, P3, P2))
    last = 10 + 5 * 32  # the sixth provision card's left edge (PROV_W 30, 2 apart)
    for x in range(last, last + 30):
        for y in range(24, 24 + 43):
            assert crewed.pixel(x, y) == bare.pixel(x, y), (x, y)


def _painted(scene: Any, first: str) -> list[Any]:
    from desktop.common.painted import PaintedItem

    return [i for i in scene.items() if isinstance(i, PaintedItem) and i.key[0] == first]
