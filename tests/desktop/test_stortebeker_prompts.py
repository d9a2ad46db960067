"""Störtebeker's prompt bar and its words: why a counter-attack can only be passed, the ways to
counter-attack told by their strength in two rows (Slovak, 1280×800), "more" only once a card is
played, the counter prompts alike, the colour bonus logged as the panel says it, tooltips that begin
with a capital."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import QPushButton

import engine.stortebeker.texts as tx
from desktop.common import i18n
from desktop.common.i18n import render, tr_key, tr_n
from desktop.common.paths import translations_dir
from desktop.stortebeker import texts as tt
from desktop.stortebeker.table import card_tip, ship_tip
from engine.stortebeker.actions import Attack, Counter, EndPicks, Lay, Pass, Swap
from engine.stortebeker.data import card
from engine.stortebeker.state import COUNTER, OVER, PICK, PLAY
from tests.desktop.helpers import make_window
from tests.engine.stortebeker.helpers import (
    BANANAS,
    BEANS_SYM,
    MEAT,
    MEAT_SYM,
    P3,
    P4,
    RUM,
    WATER,
    WATER_SYM,
    WATER_SYM2,
    YELLOW1,
    hand,
    lay,
    position,
)

BLUE8 = 23  # water 1, meat 2, bananas 2; defence 11
GREEN10 = 29  # water 2, meat 2, bananas 2; defence 13
BANANAS_SYM = 59


def _counter(
    qtbot: Any,
    prize: int,
    full: tuple[int, ...],
    side: tuple[int, ...],
    held: tuple[int, ...],
    forced: bool = False,
) -> Any:
    """Hot seat, two players: seat 0, with `full` laid at `prize`, boards it with a pirate of 4 and
    takes it (6 + 6 + 4); seat 1, with `side` laid there and `held` in hand, is asked to counter-attack
    (`forced`: the table can see he can only pass, and plays it for him: he is not asked)."""
    w = make_window(qtbot, game="stortebeker", players=2, humans=2, seed=3)
    w.resize(1280, 800)
    qtbot.wait(20)
    model = w.model
    model.stop()
    if w.page.curtain.is_up():  # the new game's first hand-over (seat 0's), before the position is set
        qtbot.mouseClick(w.page.curtain.button(), Qt.MouseButton.LeftButton)
    st = position(players=2, sea=(prize, YELLOW1))
    lay(st, 0, prize, *full, P4)
    lay(st, 1, prize, *side)
    hand(st, 1, *held)
    hand(st, 0, RUM[0], RUM[1], RUM[2])
    game = model.game
    game.apply(st, 0, Swap(RUM[:3]))
    if st.phase == PICK:
        game.apply(st, 0, EndPicks())
    game.apply(st, 0, Attack(prize), chance=[6, 6])
    assert st.phase == COUNTER and game.to_act(st) == (1,)
    model.match.state = st
    w._on_changed()
    if forced:
        return w
    if w.page.curtain.is_up():
        qtbot.mouseClick(w.page.curtain.button(), Qt.MouseButton.LeftButton)
    assert model.perspective() == 1
    return w


# -- 1. the reason to pass ---------------------------------------------------------------------------
def test_more_than_three_missing_is_passed_for_him_with_the_reason_in_the_log(qtbot: Any) -> None:
    """Five provision cards missing at the taken ship, all five in hand: only Pass (at most three may be
    laid, §4.4). Tester P: the hot seat handed him the computer for a button everybody knew he had to
    press. The table can see it (the cards laid out), so the pass is played for him at the bots' pace:
    no curtain, no question, and the log says why."""
    full = (WATER[0], WATER[1], MEAT[0], MEAT[1], BANANAS[0], BANANAS[1])
    held = (WATER[3], MEAT[2], MEAT[3], BANANAS[2], BANANAS[3])
    w = _counter(qtbot, GREEN10, full, (WATER[2],), held, forced=True)
    model = w.model
    assert model.game.forced(model.match.state, 1) == Pass()
    assert model.human_to_act() is None and not w.page.curtain.is_up() and w.scene.acting() is None
    # while the pace timer runs, the bar does not call him to the screen ("P2 is playing.": tester Q)
    assert w.scene.prompt_text() == "P2 has only one possible move: it is played automatically."
    assert model.bot_move_now()  # what the pace timer does
    record = model.match.records[-1]
    assert record.seat == 1 and record.action == Pass()
    assert (
        render(record.log[0], model.names)
        == "P2 cannot counter-attack: 5 provision cards missing at the ship, and a counter-attack lays at most 3."
    )


def test_a_counter_attack_the_hand_is_too_small_for_is_passed_for_him_too(qtbot: Any) -> None:
    """Three missing (a meat and two bananas) and two cards in hand (a hand's size lies open): the pass
    is forced, and said so."""
    full = (WATER[0], WATER[1], MEAT[0], MEAT[1], BANANAS[0], BANANAS[1])
    side = (WATER[2], WATER[3], MEAT[2])
    w = _counter(qtbot, GREEN10, full, side, (), forced=True)
    assert len(w.model.match.state.hands[1]) == 2
    model = w.model
    assert model.human_to_act() is None and model.bot_move_now()
    record = model.match.records[-1]
    assert (
        render(record.log[0], model.names)
        == "P2 cannot counter-attack: 3 provision cards missing at the ship, more than their hand holds."
    )


def test_a_hand_that_lacks_the_cards_is_the_reason_given(qtbot: Any) -> None:
    """Two missing, neither in hand: the hand is the reason (not the count)."""
    full = (WATER[0], WATER[1], MEAT[0], MEAT[1], BANANAS[0], BANANAS[1])
    side = (WATER[2], WATER[3], MEAT[2], MEAT[3])
    w = _counter(qtbot, GREEN10, full, side, (RUM[3], RUM[4]))
    text = w.scene.prompt_text()
    assert "cannot complete" in text and "at most 3" not in text


# -- 2. the ways to counter-attack -------------------------------------------------------------------
EIGHT_WAYS = (WATER_SYM, WATER[3], MEAT_SYM, MEAT[3], BANANAS_SYM, BANANAS[3])


def _eight_ways(qtbot: Any) -> Any:
    """Seat 1 (a pirate of 3, meat and bananas at the blue 8) lacks water, meat and bananas and holds
    each with and without the pirate symbol: eight ways to counter-attack."""
    full = (WATER[0], MEAT[0], MEAT[1], BANANAS[0], BANANAS[1])
    w = _counter(qtbot, BLUE8, full, (MEAT[2], BANANAS[2], P3), EIGHT_WAYS)
    assert len([a for a in w.scene.legal if isinstance(a, Counter)]) == 8
    return w


def test_each_way_to_counter_attack_says_its_strength_and_reads_apart(qtbot: Any) -> None:
    w = _eight_ways(qtbot)
    scene = w.scene
    pairs = scene.prompt_actions()
    assert isinstance(pairs[0][1], Pass)
    counters = [(label, a) for label, a in pairs if isinstance(a, Counter)]
    labels = [label for label, _ in counters]
    assert labels == [
        "Strength 3",
        "Strength 4 (☠ water)",
        "Strength 4 (☠ meat)",
        "Strength 4 (☠ bananas)",
        "Strength 5 (☠ water, meat)",
        "Strength 5 (☠ water, bananas)",
        "Strength 5 (☠ meat, bananas)",
        "Strength 6 (☠ all)",
    ]
    for label, a in counters:  # the strength said is the crew's 3 and the symbols laid
        assert label.startswith(f"Strength {3 + sum(card(c).value for c in a.cards)}")
    # the button's tooltip tells it in full
    tip = scene.decision_tip(counters[1][1])
    assert (
        tip == "Counter-attack, laying water with a pirate symbol (+1), meat, bananas\nDice + strength 4 must beat 16."
    )


def test_a_single_way_to_counter_attack_says_so_with_its_strength(qtbot: Any) -> None:
    full = (WATER[0], MEAT[0], MEAT[1], BANANAS[0], BANANAS[1])
    w = _counter(qtbot, BLUE8, full, (MEAT[2], BANANAS[2], BANANAS[3], P3), (WATER_SYM, MEAT[3]))
    labels = [label for label, a in w.scene.prompt_actions() if isinstance(a, Counter)]
    assert labels == ["Counter-attack: strength 4"]  # the crew's 3 and the water's symbol


def test_two_symbol_cards_of_a_type_are_counted(qtbot: Any) -> None:
    """Two water missing, both water symbol cards and plain ones in hand: one strength each way, then
    with the meat too, "2 × water" beside "water, meat"."""
    full = (WATER[0], WATER[1], MEAT[0], MEAT[1], BANANAS[0], BANANAS[1])
    side = (MEAT[2], MEAT[3], BANANAS[2], BANANAS[3])
    held = (WATER_SYM, WATER_SYM2, WATER[3], WATER[4], BEANS_SYM)
    w = _counter(qtbot, GREEN10, full, side, held)
    labels = [label for label, a in w.scene.prompt_actions() if isinstance(a, Counter)]
    assert labels == ["Strength 0", "Strength 1 (☠ water)", "Strength 2 (☠ all)"]
    w2 = _counter(qtbot, GREEN10, full, (MEAT[2], BANANAS[2], BANANAS[3]), (*held, MEAT_SYM, MEAT[4]))
    labels = [label for label, a in w2.scene.prompt_actions() if isinstance(a, Counter)]
    assert "Strength 2 (☠ 2 × water)" in labels and "Strength 2 (☠ water, meat)" in labels
    assert len(set(labels)) == len(labels)


class _Proposed(QTranslator):
    """The proposed Slovak of the new strings, where the catalogue has none yet (it is filled by the
    translators; their words win once they are in)."""

    WORDS = {
        "Counter-attack: strength %1": "Protiútok: sila %1",
        "Strength %1": "Sila %1",
        "Strength %1 (☠ %2)": "Sila %1 (☠ %2)",
        "Strength %1 (☠ all)": "Sila %1 (☠ všetky)",
        "%1 took the %2 with a total of %3: counter-attack (you must beat %3) or pass.": (
            "%1 dobýja loď %2 celkovou hodnotou %3: podniknite protiútok (musíte prekonať %3), alebo pasujte."
        ),
    }

    def __init__(self) -> None:
        super().__init__()
        self.catalogue = QTranslator()
        self.catalogue.load(str(translations_dir() / "pristav_sk.qm"))

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> Any:
        if context != "StortebekerBoard" or source not in self.WORDS:
            return None
        if self.catalogue.translate(context, source, disambiguation, n):
            return None
        return self.WORDS[source]

    def isEmpty(self) -> bool:  # noqa: N802 - Qt override
        return False


@pytest.fixture
def slovak() -> Iterator[None]:
    i18n.set_language("sk")
    proposed = _Proposed()
    QCoreApplication.installTranslator(proposed)
    yield
    QCoreApplication.removeTranslator(proposed)
    i18n.set_language("en")


def _bar_rows(w: Any, qtbot: Any) -> tuple[int, bool]:
    """The prompt bar's rows of buttons, and whether some decisions wait under More."""
    qtbot.wait(30)
    bar = w.page.bar
    buttons = [b for b in bar.findChildren(QPushButton) if b.isVisibleTo(bar)]
    return len({b.mapTo(bar, b.rect().topLeft()).y() for b in buttons}), w.page._more is not None


@pytest.mark.usefixtures("slovak")
def test_eight_ways_to_counter_attack_fit_two_rows_in_slovak(qtbot: Any) -> None:
    """At 1280×800 in Slovak the eight ways took four rows and one more under "Ďalšie (4)…"."""
    w = _eight_ways(qtbot)
    assert w.width() == 1280
    rows, more = _bar_rows(w, qtbot)
    assert not more and rows <= 2, rows
    labels = [b for b in w.page._labels if b.startswith("Sila")]
    assert len(labels) == 8 and labels[-1] == "Sila 6 (☠ všetky)"


def test_eight_ways_to_counter_attack_fit_two_rows_in_english(qtbot: Any) -> None:
    w = _eight_ways(qtbot)
    rows, more = _bar_rows(w, qtbot)
    assert not more and rows <= 2, rows


# -- 3. words ----------------------------------------------------------------------------------------
def test_the_first_card_of_a_turn_is_not_more(qtbot: Any) -> None:
    """A turn began "Play 3 more cards: …" before any card was played."""
    w = make_window(qtbot, game="stortebeker", players=2, seed=3)
    w.model.stop()
    st = position(players=2)
    hand(st, 0, WATER[0], WATER[1], MEAT[0])
    assert st.phase == PLAY and st.need == 3
    w.model.match.state = st
    w._on_changed()
    assert w.scene.prompt_text().startswith("Play 3 cards: drag ")
    w.model._apply(0, Lay(WATER[0], YELLOW1))
    w._on_changed()
    assert w.scene.prompt_text().startswith("Play 2 more cards: drag ")


def test_both_counter_prompts_tell_the_total_alike(qtbot: Any) -> None:
    """One said "took the … ship with 13", the other "with a total of 18"."""
    full = (WATER[0], MEAT[0], MEAT[1], BANANAS[0], BANANAS[1])
    can = _counter(qtbot, BLUE8, full, (MEAT[2], BANANAS[2], P3), EIGHT_WAYS).scene.prompt_text()
    cannot = _counter(qtbot, BLUE8, full, (MEAT[2], BANANAS[2], P3), (RUM[3],)).scene.prompt_text()
    said = "P1 took the blue 8-point ship with a total of 16"
    assert can.startswith(said + ":") and "(you must beat 16)" in can
    assert cannot.startswith(said + ".") and "cannot complete" in cannot


def test_the_colour_bonus_is_logged_as_the_panel_says_it() -> None:
    """The log said "a colour bonus for 3 ships of the colour yellow", the panel "3 yellow ships"."""
    from engine.stortebeker import GAME

    st = position(players=2, colour_bonus=True)
    st.boxed += st.harbour
    st.harbour, st.harbour_empty, st.active = [], True, 1
    st.captured[0] = [0, 1, 2]  # three yellow ships: 2, 3 and 5 points
    lay(st, 1, YELLOW1, WATER[0], WATER[1])
    hand(st, 1, BANANAS[0], BANANAS[1], BANANAS[2])
    GAME.apply(st, 1, Swap(BANANAS[:3]))
    if st.phase == PICK:
        GAME.apply(st, 1, EndPicks())
    out = GAME.apply(st, 1, Attack(YELLOW1), chance=[3, 3])
    assert st.phase == OVER
    line = render(next(m for m in out.log if m.key == tx.LOG_BONUS), ["P1", "P2"])
    panel = tr_n(tt.BONUS_COUNTED, 3, tr_key(tx.COLOUR_NAMES["yellow"]), 5)
    assert "3 yellow ships" in panel
    assert line == "P1 gets a colour bonus (E1) for 3 yellow ships: 5 points."


def test_card_and_ship_tooltips_begin_with_a_capital() -> None:
    """ "red ship: 8 points…", "rum: a provision card.", "water with a pirate symbol: …"."""
    assert ship_tip(GREEN10).startswith("Green ship: 10 points")
    assert card_tip(RUM[0]) == "Rum: a provision card."
    assert card_tip(WATER_SYM).startswith("Water with a pirate symbol: ")
    assert card_tip(P3).startswith("Pirate of 3")


@pytest.mark.usefixtures("slovak")
def test_tooltips_begin_with_a_capital_in_slovak_too() -> None:
    for c in (RUM[0], WATER_SYM, MEAT[0], BANANAS_SYM):
        tip = card_tip(c)
        assert tip[:1].isupper(), tip
