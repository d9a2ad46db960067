"""First games as a new user (issue 20): the end screen offers Play again (same seats and options, a
new deal) and New game; `--screenshot --actions N` past the end writes the end screen and exits;
Catan's statistics fit their dock in Slovak."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer

from tests.desktop.helpers import make_window

ROOT = Path(__file__).resolve().parents[2]


def test_play_again_keeps_seats_and_options_with_a_new_deal(qtbot: Any) -> None:
    window = make_window(qtbot, "golden_horn", players=3, humans=0, options={"pirates": False})
    model = window.model
    assert model is not None
    model.stop()
    while not model.match.is_over():
        model.bot_move_now()
    old = model.match
    dialog = window.end_screen()
    qtbot.addWidget(dialog)
    assert [b.objectName() for b in (dialog.again_button, dialog.new_button, dialog.replay_button)] == [
        "playAgain",
        "newGame",
        "watchReplay",
    ]
    QTimer.singleShot(0, dialog.again_button.click)
    dialog.exec()
    assert dialog.wants == "again"
    window.play_again()
    new = window.model.match
    assert new is not old and not new.is_over() and not new.records
    assert (new.players, new.options, new.practice) == (old.players, old.options, old.practice)
    assert [(s.name, s.kind, s.level, s.colour) for s in new.seats] == [
        (s.name, s.kind, s.level, s.colour) for s in old.seats
    ]


def test_screenshot_past_the_end_writes_the_end_screen_and_exits(tmp_path: Path) -> None:
    out = tmp_path / "end.png"
    r = subprocess.run(
        [
            sys.executable,
            "-m",
            "desktop",
            "--game",
            "golden_horn",
            "--players",
            "2",
            "--actions",
            "5000",
            "--screenshot",
            str(out),
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert r.returncode == 0, r.stderr
    assert "(the end screen)" in r.stdout
    assert out.stat().st_size > 10_000


def test_catan_statistics_show_every_sum_and_a_title_that_fits(qtbot: Any) -> None:
    """Issue 20, item 12: at 1280×800 in Slovak the dice chart's title was cut and its axis ended at 9."""
    from desktop.common import i18n

    try:
        i18n.set_language("sk")
        window = make_window(qtbot, "catan", players=3, humans=1)
        window.resize(1280, 800)
        qtbot.wait(50)
        (dock,) = [d for d in window.extra_docks if d.objectName() == "catanStatsDock"]
        dock.show()
        dock.raise_()
        qtbot.wait(50)
        low, high = dock.dice.getViewBox().viewRange()[0]
        assert low <= 1.5 and high >= 12.5
        ticks = dock.dice.getAxis("bottom")._tickLevels[0]
        assert [v for v, _ in ticks] == list(range(2, 13))
        for plot in (dock.dice, dock.gained):
            title = plot.getPlotItem().titleLabel.item.boundingRect().width()
            assert title <= plot.width(), (plot.getPlotItem().titleLabel.text, title, plot.width())
        # the resources under their bars are named whole ("tehla", not "tehl"), each within its fifth
        from PySide6.QtGui import QFont, QFontMetrics

        import engine.catan.texts as ctx
        from desktop.common.i18n import tr_key

        axis = dock.gained.getAxis("bottom")
        names = [label for _, label in axis._tickLevels[0]]
        assert names == [tr_key(name) for name in ctx.RESOURCE_NAMES]
        metrics = QFontMetrics(axis.style.get("tickFont") or QFont())
        assert all(metrics.horizontalAdvance(name) < axis.width() / 5 for name in names), names
        # whose bars are whose: the players' names under the chart, each in its colour (none before)
        for name, colour in zip(window.model.board_names, window.model.colours, strict=True):
            assert name.replace(" ", "&nbsp;") in dock.key.text() and colour in dock.key.text()
        assert dock.key.isVisible()
    finally:
        i18n.set_language("en")


def test_long_decisions_wrap_into_rows_and_are_never_cut(qtbot: Any) -> None:
    """Issue 20.1: the prompt's buttons wrap at 1280×800 in Slovak instead of being clipped."""
    from PySide6.QtWidgets import QApplication, QPushButton

    from desktop.common import i18n

    i18n.set_language("sk")
    try:
        window = make_window(qtbot, "galaxy_trucker", players=2, humans=1)
        window.resize(1280, 800)
        labels = [
            ("Pristáť na planéte 1 a naložiť červený, žltý a zelený tovar (stratíte 2 dni letu)", object())
            for _ in range(6)
        ]
        window.page.set_prompt("Vyberte si planétu, na ktorej pristanete, alebo leťte ďalej.", labels, lambda a: None)
        QApplication.processEvents()
        bar = window.page.bar
        buttons = [b for b in bar.findChildren(QPushButton) if b.isVisibleTo(bar)]
        more = window.page._more  # past MAX_ROWS rows the rest wait under More (each still reachable)
        under = more.menu().actions() if more is not None else []
        assert len(buttons) - (more is not None) + len(under) == 6
        right = bar.width()
        rows = {b.geometry().y() for b in buttons}
        assert len(rows) > 1  # they wrapped
        for b in buttons:
            top_left = b.mapTo(bar, b.rect().topLeft())
            assert top_left.x() >= 0 and top_left.x() + b.width() <= right
            assert b.width() >= min(b.sizeHint().width(), right - 20)  # the whole label is shown
    finally:
        i18n.set_language("en")


def test_golden_horn_ends_the_turn_with_a_button_and_a_hint_shows_it(qtbot: Any) -> None:
    """Issue 20.5: End turn is a prompt button too; a hint whose move is a button points at it."""
    from PySide6.QtWidgets import QPushButton

    from engine.golden_horn.actions import EndTurn

    window = make_window(qtbot, "golden_horn", players=2, humans=1, options={"placement": "random"})
    model = window.model
    assert model is not None
    model.stop()
    for _ in range(400):
        if 0 in model.match.to_act() and any(isinstance(a, EndTurn) for a in model.match.legal_actions(0)):
            break
        if 0 in model.match.to_act():
            legal = model.match.legal_actions(0)
            model._apply(0, legal[0])
        else:
            model.bot_move_now()
    window._on_changed()
    entries = window.scene.prompt_actions()
    end = next(a for _, a in entries if isinstance(a, EndTurn))
    assert window.page.flash(end)
    focused = [b for b in window.page.bar.findChildren(QPushButton) if "F2C230" in b.styleSheet()]
    assert len(focused) == 1 and focused[0].text().startswith(entries[[a for _, a in entries].index(end)][0])


def test_new_game_options_are_whole_explained_and_fit_in_slovak(qtbot: Any) -> None:
    """Issue 20.7: option values are never clipped, every option has a help line, the dialog fits 1280×800."""
    from PySide6.QtWidgets import QApplication

    from desktop.common import i18n
    from desktop.dialogs.new_game import NewGameDialog
    from desktop.games import playable_games
    from engine.core.registry import get_game

    i18n.set_language("sk")
    try:
        for name in playable_games():
            game = get_game(name)
            dialog = NewGameDialog(game)
            qtbot.addWidget(dialog)
            dialog.show()
            QApplication.processEvents()
            assert dialog.width() <= 1280 and dialog.height() <= 780, (name, dialog.size())
            for spec in game.options:
                combo = dialog.option_combo(spec.key)
                assert combo.toolTip(), (name, spec.key)
                assert combo.width() >= combo.sizeHint().width(), (name, spec.key, combo.currentText())
            # practice says what it lifts, and that a roll or a draw taken back comes out the same again
            from PySide6.QtWidgets import QCheckBox

            tip = dialog.findChild(QCheckBox, "practiceCheck").toolTip()
            assert "kockami" in tip and "rovnaké čísla" in tip  # a roll taken back comes again
            dialog.close()
    finally:
        i18n.set_language("en")


def test_continue_says_when_how_far_and_who(qtbot: Any, tmp_path: Path, monkeypatch: Any) -> None:
    """Issue 20.13: the start page's Continue names the date, the move and the players."""
    import desktop.start_page as sp
    from desktop.start_page import GameCard
    from engine.core.match import Match, Seat
    from engine.core.registry import get_game

    path = tmp_path / "golden_horn.json"
    match = Match("golden_horn", 2, 3, {}, seats=[Seat("Anna"), Seat("Bot", "bot")])
    for _ in range(3):
        seat = match.to_act()[0]
        match.apply(seat, match.legal_actions(seat)[0])
    match.save(path)
    monkeypatch.setattr(sp, "autosave_path", lambda name: path)
    card = GameCard(get_game("golden_horn"))
    qtbot.addWidget(card)
    assert card.has_continue()
    text = card._saved.text()
    assert "3" in text and "Anna" in text and "Bot" in text
    assert card.continue_button.toolTip() == text


def test_a_language_switch_clears_the_status_line(qtbot: Any) -> None:
    from desktop.common import i18n

    window = make_window(qtbot, "golden_horn", players=2, humans=1)
    window.statusBar().showMessage("Hint: the highlighted move.")
    try:
        i18n.set_language("cs")
        _process_events()
        assert window.statusBar().currentMessage() == ""
    finally:
        i18n.set_language("en")


def _process_events() -> None:
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()


def test_the_log_names_a_stolen_card_only_on_a_screen_of_the_thief_or_the_victim(qtbot: Any) -> None:
    """20.13: the one human at the table reads which card went; a shared hot-seat screen does not."""
    import engine.catan.texts as tx
    from desktop.common.log_dock import LogDock
    from engine.core.messages import Message

    seen = Message(tx.LOG_STEAL_SEEN, {"player": 0, "player2": 1, "card": tx.RESOURCE_NAMES[2]})
    line = Message(tx.LOG_STEAL, {"player": 0, "player2": 1, "seen": seen, "seen_by": [0, 1]})
    dock = LogDock()
    qtbot.addWidget(dock)
    dock.set_names(["Anna", "Bořek", "Cyril"])
    dock.add([line], 0)
    assert dock.lines() == ["Anna steals a card from Bořek."]
    for viewer, shown in ((1, "Anna steals wool from Bořek."), (0, "Anna steals wool from Bořek.")):
        dock.set_viewer(viewer)
        assert dock.lines() == [shown]
    dock.set_viewer(2)
    assert dock.lines() == ["Anna steals a card from Bořek."]


def test_one_human_against_bots_is_the_logs_viewer_hot_seat_is_not(qtbot: Any) -> None:
    alone = make_window(qtbot, "catan", players=3, humans=1)
    assert alone.log_dock._viewer == 0
    shared = make_window(qtbot, "catan", players=3, humans=2)
    assert shared.log_dock._viewer is None


def test_development_cards_in_hand_are_labelled(qtbot: Any) -> None:
    """20.13: each development card held shows its name under its picture, not only in a tooltip."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    import engine.catan.texts as tx

    window = make_window(qtbot, "catan", players=3, humans=1)
    model = window.model
    model.stop()
    st = model.match.state
    st.dev_hand[0][0] = 2  # knights
    st.dev_hand[0][4] = 1
    window.scene.refresh()
    words = " ".join(i.text() for i in window.scene.items() if isinstance(i, QGraphicsSimpleTextItem))
    assert tx.DEV_NAMES[0].source in words and tx.DEV_NAMES[4].source.split()[0] in words
    assert tx.DEV_NAMES[1].source.split()[0] not in words


def _bot_offers_a_trade(qtbot: Any) -> Any:
    """A Catan window where bot seat 1 has offered the one person a trade (2 brick for 1 of seat 0's)."""
    from engine.catan.actions import TradeEdit, TradePropose, TradeStart
    from engine.catan.state import MAIN, TRADE_ANSWER

    window = make_window(qtbot, "catan", players=3, humans=1)
    model = window.model
    model.stop()
    st = model.match.state
    st.phase, st.active, st.turn = MAIN, 1, 10
    st.hands[1] = [2, 0, 0, 0, 0]
    st.hand_sizes, st.legal_cache = [sum(h) for h in st.hands], None
    for action in (TradeStart(), TradeEdit(0, 0, 1), TradeEdit(1, 2, 1), TradePropose()):
        model.match.apply(1, action)
    assert st.phase == TRADE_ANSWER
    window._on_changed()
    return window


def test_a_bots_offer_left_unanswered_is_declined_and_never_holds_the_game(qtbot: Any) -> None:
    """20.2: the one person at the table may answer a bot's offer or ignore it."""
    window = _bot_offers_a_trade(qtbot)
    st = window.model.match.state
    scene = window.scene
    assert scene._ignore_key is not None and scene._ignore_timer.isActive()
    assert "declined by itself in 15 s" in window.page.prompt.text()
    scene._offer_ignored()  # as when the time is up
    assert st.trade_answers[0] != 0 and scene._ignore_key is None
    assert any(line.endswith("declines the offer.") for line in window.log_dock.lines())


def test_bots_may_be_told_not_to_offer_trades(qtbot: Any, monkeypatch: Any) -> None:
    from PySide6.QtWidgets import QCheckBox

    from desktop.dialogs.settings_dialog import SettingsDialog
    from desktop.settings import Settings

    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    box = dialog.findChild(QCheckBox, "botOffersCheck")
    assert box is not None and box.isChecked()
    box.setChecked(False)
    assert dialog.settings().bot_offers is False
    window = make_window(qtbot, "catan", players=3, humans=1)
    window.model.set_bot_offers(False)
    bots = [b for b in window.model._bots.values()]
    assert bots and all(b.offer_humans is False and b.humans == frozenset({0}) for b in bots)


def _catan_main(qtbot: Any) -> Any:
    from engine.catan.state import MAIN

    window = make_window(qtbot, "catan", players=3, humans=1)
    window.model.stop()
    st = window.model.match.state
    st.phase, st.active, st.turn, st.legal_cache = MAIN, 0, 10, None
    return window


def test_the_bank_button_is_greyed_out_with_what_a_trade_takes(qtbot: Any) -> None:
    """20.6: not hidden when no trade with the bank is affordable: greyed out, saying why."""
    from PySide6.QtWidgets import QPushButton

    window = _catan_main(qtbot)
    st = window.model.match.state
    st.hands[0] = [1, 1, 0, 0, 0]
    st.hand_sizes, st.legal_cache = [sum(h) for h in st.hands], None
    window._on_changed()
    bank = [b for b in window.page.findChildren(QPushButton) if b.text().startswith("Trade with the bank")]
    assert len(bank) == 1 and not bank[0].isEnabled()
    assert "4 brick" in bank[0].toolTip() and "4 ore" in bank[0].toolTip()
    st.hands[0] = [4, 1, 0, 0, 0]
    st.hand_sizes, st.legal_cache = [sum(h) for h in st.hands], None
    window._on_changed()
    bank = [b for b in window.page.findChildren(QPushButton) if b.text().startswith("Trade with the bank")]
    assert len(bank) == 1 and bank[0].isEnabled() and bank[0].toolTip() == ""


def test_the_answers_to_an_offer_arrive_in_view_and_a_refusal_by_all_is_said(qtbot: Any) -> None:
    """20.6: the offering player sees each answer as it comes, and is told when nobody accepts."""
    from engine.catan.actions import TradeDecline, TradeEdit, TradePropose, TradeStart
    from engine.catan.state import TRADE_CHOOSE

    window = _catan_main(qtbot)
    model = window.model
    st = model.match.state
    st.hands[0] = [2, 0, 0, 0, 0]
    st.hand_sizes, st.legal_cache = [sum(h) for h in st.hands], None
    for action in (TradeStart(), TradeEdit(0, 0, 1), TradeEdit(1, 2, 1), TradePropose()):
        model.match.apply(0, action)
    model.match.apply(1, TradeDecline())
    window._on_changed()
    text = window.page.prompt.text()
    assert text.startswith("Your offer:") and "P2: declines" in text and "P3: thinking…" in text
    model.match.apply(2, TradeDecline())
    window._on_changed()
    assert st.phase == TRADE_CHOOSE
    assert window.page.prompt.text().startswith("Nobody accepts your offer.")


def test_the_trade_dialogs_show_the_cards(qtbot: Any) -> None:
    """20.6: resource cards with their pictures and the hand, not bare lowercase names."""
    from PySide6.QtWidgets import QLabel

    from desktop.catan.dialogs import BankDialog, TradeDialog
    from engine.catan.actions import MaritimeTrade

    offer = TradeDialog(["Anna", "Bořek", "Cyril"], 0, [2, 0, 3, 1, 0], lambda *a: None)
    qtbot.addWidget(offer)
    labels = offer.findChildren(QLabel)
    assert sum(1 for label in labels if not label.pixmap().isNull()) == 5
    texts = {label.text() for label in labels}
    assert {"Brick", "Wool", "×2", "×3", "In your hand"} <= texts
    bank = BankDialog([("4 wool → 1 ore", MaritimeTrade(2, 4))], None, [(2, 4, 4)])
    qtbot.addWidget(bank)
    assert not bank.choices.item(0).icon().isNull()


def test_a_bot_thinking_longer_than_a_moment_says_so(qtbot: Any) -> None:
    """Issue 18.3: past 0.3 s a bot's decision shows in the status bar with its seconds."""
    import time

    window = make_window(qtbot, "catan", players=3, humans=1)
    model = window.model
    model.stop()
    window._show_thinking()
    assert window.think_label.isHidden()
    model._thinking, model._think_start = True, (1, time.perf_counter() - 0.1)
    window._show_thinking()
    assert window.think_label.isHidden()  # a moment: nothing said
    model._think_start = (1, time.perf_counter() - 1.26)
    window._show_thinking()
    assert window.think_label.isVisible() and window.think_label.text().startswith("P2 is thinking… 1.")
    model._thinking, model._think_start = False, None
    window._show_thinking()
    assert window.think_label.isHidden()


def _person_to_play(qtbot: Any) -> tuple[Any, Any]:
    """A Golden Horn window against a bot, stopped where the person (seat 0) is to play."""
    window = make_window(qtbot, "golden_horn", players=2, humans=1, options={"placement": "random"})
    model = window.model
    assert model is not None
    model.stop()
    while 0 not in model.match.to_act():
        model.bot_move_now()
    return window, model


def test_a_hint_is_worked_out_off_the_gui_thread_and_a_stale_one_is_dropped(qtbot: Any) -> None:
    """Issue 18.3: `H` asks the strongest level (a search for Golden Horn, up to about a second) on a
    worker thread: the window stays responsive and shows the move when it comes; a hint that comes
    after the position changed is not shown."""
    window, model = _person_to_play(qtbot)
    shown: list[Any] = []
    model.hint_ready.connect(shown.append)
    window.hint()
    assert "…" in window.statusBar().currentMessage()  # asked, not yet answered: the window went on
    qtbot.waitUntil(lambda: bool(shown), timeout=20_000)
    assert shown[0] in model.match.legal_actions(0)
    qtbot.waitUntil(lambda: "Hint" in window.statusBar().currentMessage(), timeout=2000)
    # a hint asked, then a move played before it arrives: dropped
    shown.clear()
    window.hint()
    model._apply(0, model.match.legal_actions(0)[0])
    model.wait_for_bots(20_000)
    qtbot.wait(50)
    assert shown == []
    assert window.statusBar().currentMessage() != "Looking for a good move…"  # it said so for ever


def test_a_hint_whose_search_fails_says_so(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """A failing hint search was dropped in silence: the status bar said "Looking for a good move…"
    for ever."""
    window, model = _person_to_play(qtbot)

    class Broken:
        def choose(self, view: Any, seat: int) -> Any:
            raise RuntimeError("no memory left")

    monkeypatch.setattr(model, "_hint_bot", lambda seat: Broken())
    window.hint()
    qtbot.waitUntil(lambda: "no memory left" in window.statusBar().currentMessage(), timeout=5000)
    assert window.statusBar().currentMessage() == "A bot failed: no memory left"


@pytest.mark.parametrize("saved", [0, 2, 5])
def test_the_start_page_shows_every_game_and_its_buttons_at_1280_by_800_in_slovak(qtbot: Any, saved: int) -> None:
    """A new player at 1280×800 saw Shipyard's and Störtebeker's New game buttons cut at the page's
    foot (and, with autosaves, not at all) unless he scrolled: the covers now shrink until every card
    fits, in balanced rows, and never so far that a button's words are cut."""
    from desktop.common import i18n
    from desktop.common.paths import autosave_path
    from desktop.common.writer import wait_for_writes
    from desktop.games import playable_games
    from desktop.main_window import MainWindow
    from desktop.settings import Settings
    from engine.core.match import Match, Seat

    wait_for_writes()
    games = playable_games()
    for name in games:
        autosave_path(name).unlink(missing_ok=True)
    for name in games[:saved]:
        players = 3 if name == "catan" else 2
        options = {"build_variant": "robot"} if name == "galaxy_trucker" else {}
        seats = [Seat("Anna"), Seat("Bořek", "bot"), Seat("Cyril", "bot")][:players]
        autosave_path(name).parent.mkdir(parents=True, exist_ok=True)
        Match(name, players, 3, options, seats=seats).save(autosave_path(name))
    i18n.set_language("sk")
    try:
        window = MainWindow(Settings())
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        qtbot.waitExposed(window)
        qtbot.wait(20)
        page = window.start
        viewport = page._scroll.viewport()
        for card in page.cards:
            assert card.has_continue() == (card.name in games[:saved])
            for button in (card.new_button, card.continue_button):
                if button.isHidden():
                    continue
                corner = button.mapTo(viewport, button.rect().bottomRight())
                assert viewport.rect().contains(corner), (saved, card.name, button.text())
                assert button.width() >= button.sizeHint().width(), (saved, card.name, button.text())
        rows = sorted({card.y() for card in page.cards})
        per_row = [sum(1 for card in page.cards if card.y() == y) for y in rows]
        assert max(per_row) - min(per_row) <= 1, per_row  # five as 3 + 2 or one row, never 4 + 1
    finally:
        i18n.set_language("en")
        for name in games:
            autosave_path(name).unlink(missing_ok=True)


def test_the_rules_of_every_game_can_be_read_before_playing_it(qtbot: Any) -> None:
    """The start page offered the rules only of the game on screen (F1 on the start page showed Golden
    Horn's): each card now has a Rules link, the rules window a picker for the other games, and the
    new-game dialog a Rules button beside its options."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    from desktop.dialogs.new_game import NewGameDialog
    from desktop.dialogs.rules import RulesDialog
    from desktop.main_window import MainWindow
    from desktop.settings import Settings
    from engine.core.registry import get_game

    window = MainWindow(Settings(pace="fast", animations=False))
    qtbot.addWidget(window)
    window.show()
    card = next(c for c in window.start.cards if c.name == "shipyard")
    assert card.rules_button.isVisible()
    qtbot.mouseClick(card.rules_button, Qt.MouseButton.LeftButton)
    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, RulesDialog) and w.isVisible()]
    assert [w.game_name for w in shown] == ["shipyard"]
    rules = shown[0]
    assert rules.source_path() is not None and rules.source_path().parent.name == "shipyard"
    rules.show_game("stortebeker")  # the picker: another game's rules in the same window
    assert rules.game_name == "stortebeker" and rules.source_path().parent.name == "stortebeker"
    assert "Störtebeker" in rules.windowTitle()
    rules.close()
    window.a_rules.trigger()  # F1 on the start page, twice: one window, shown again
    window.a_rules.trigger()
    qtbot.mouseClick(card.rules_button, Qt.MouseButton.LeftButton)
    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, RulesDialog) and w.isVisible()]
    assert shown == [rules] and rules.game_name == "shipyard"
    rules.close()

    dialog = NewGameDialog(get_game("catan"), window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.mouseClick(dialog.rules_button, Qt.MouseButton.LeftButton)
    assert dialog.rules is not None and dialog.rules.isVisible() and dialog.rules.game_name == "catan"
    assert dialog.rules.parent() is dialog  # a child of the (modal) dialog: usable while it is open
    dialog.reject()


def test_ctrl_n_on_the_start_page_offers_the_game_last_set_up(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """Ctrl+N on the start page opened Golden Horn's dialog whatever one played; it now offers the game
    last started from the dialog (the set-ups are kept newest last)."""
    from desktop.dialogs.new_game import NewGameDialog
    from desktop.main_window import MainWindow
    from desktop.settings import Settings

    opened: list[str] = []

    def start(self: NewGameDialog) -> int:
        opened.append(self.game.name)
        return 1

    monkeypatch.setattr(NewGameDialog, "exec", start)
    monkeypatch.setattr("desktop.main_window.save_settings", lambda settings: None)
    window = MainWindow(Settings(pace="fast", animations=False))
    qtbot.addWidget(window)
    window._no_dialogs = True
    window.new_game("shipyard")
    window.new_game("stortebeker")
    window.new_game("shipyard")  # Shipyard again: now the last set up
    window.go_home()
    window.new_game_current()
    assert opened[-1] == "shipyard"
    window.new_game("catan")
    window.go_home()
    window.new_game_current()
    assert opened[-1] == "catan"
    window.go_home()


def test_about_names_the_version_the_games_authors_the_files_and_the_libraries(qtbot: Any) -> None:
    """About said only "Přístav 0.1.0 — five board games…", with the version written into the text: it
    now takes the version from the package, credits each game's authors, shows where the player's files
    are kept and what the app is built with (their licences), and offers About Qt."""
    from desktop.common.paths import config_dir, data_dir, saves_dir
    from desktop.dialogs.about import AboutDialog, libraries
    from desktop.games import playable_games
    from engine import __version__
    from engine.core.registry import get_game

    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    text = dialog.text()
    assert f"Přístav {__version__}" in text
    for name in playable_games():
        assert get_game(name).authors and get_game(name).authors in text
    for folder in (data_dir(), saves_dir(), config_dir()):
        assert str(folder) in text
    names = [n for n, _v, _l in libraries()]
    assert {"Qt", "PySide6", "pyqtgraph", "platformdirs"} <= set(names)
    assert all(n in text for n in names)
    assert dialog.about_qt.text()


def test_the_end_screen_says_where_the_game_is_kept(qtbot: Any) -> None:
    """A finished game goes to the finished games (to watch again another day): the end screen says
    so when it did, and says nothing when the game had no autosave to retire."""
    for autosave in (True, False):
        window = make_window(qtbot, "golden_horn", players=2, humans=0, autosave=autosave)
        model = window.model
        assert model is not None
        model.stop()
        while not model.match.is_over():
            model.bot_move_now()
        dialog = window.end_screen()
        qtbot.addWidget(dialog)
        assert dialog.kept_note.isVisibleTo(dialog) == autosave
        assert (model.finished_path is not None) == autosave
        if autosave:
            assert model.finished_path.is_file() and model.finished_path.parent.name == "finished"
        window.go_home()


def test_the_rules_window_finds_words_without_their_accents_and_goes_round(qtbot: Any) -> None:
    """A rules page of 7–21 KB had no way to find a word but scrolling. Ctrl+F puts the cursor in a
    find field; every match is lit, Enter (F3) goes to the next and Shift+Enter (Shift+F3) back, round
    past the end; case and accents do not matter ("lod" finds "Loděnice"); another game's page is
    searched for the same words; a word not there says so."""
    from PySide6.QtCore import Qt

    from desktop.common import i18n
    from desktop.common.find_bar import fold
    from desktop.dialogs.rules import RulesDialog
    from engine.core.registry import get_game

    assert fold("Loděnice ŽERIAV Straße") == "lodenice zeriav straße"
    was = i18n.current_language()
    i18n.set_language("cs")
    try:
        rules = RulesDialog("shipyard", get_game("shipyard").title)
        qtbot.addWidget(rules)
        rules.show()
        rules.activateWindow()
        qtbot.waitUntil(rules.isActiveWindow)
        rules.browser().setFocus()
        bar = rules.find_bar
        qtbot.keyClick(rules.browser(), Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
        assert bar.field.hasFocus()
        qtbot.keyClicks(bar.field, "lod")
        text = rules.browser().document().toPlainText()
        found = bar.matches()
        assert len(found) > 5 and all(fold(text[at : at + 3]) == "lod" for at in found)
        assert any(text[at : at + 3] == "Lod" for at in found) and any("ď" in text[at : at + 4] for at in found)
        assert bar.current() == 0 and bar.count.text() == f"1 z {len(found)}"
        assert len(rules.browser().extraSelections()) == len(found)
        qtbot.keyClick(bar.field, Qt.Key.Key_Return)  # not the window's Close button
        assert rules.isVisible() and bar.current() == 1 and rules.browser().textCursor().position() == found[1]
        qtbot.keyClick(bar.field, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
        qtbot.keyClick(bar.field, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
        assert bar.current() == len(found) - 1  # round past the start
        bar.next()
        assert bar.current() == 0
        rules.show_game("catan")  # another page, the same words looked for in it
        assert bar.field.text() == "lod" and bar.matches() != found
        assert all(fold(rules.browser().document().toPlainText()[at : at + 3]) == "lod" for at in bar.matches())
        bar.field.setText("xyzzy")
        assert bar.matches() == [] and bar.count.text() == "Nenalezeno" and rules.browser().extraSelections() == []
        qtbot.keyClick(bar.field, Qt.Key.Key_Escape)  # Escape empties the field before it closes the window
        assert bar.field.text() == "" and rules.isVisible() and bar.count.text() == ""
    finally:
        i18n.set_language(was)


LONG = "Maximilián Oskar von Habsburg-Lothringen"  # 40 characters: the longest name a seat may have


def test_a_long_name_is_shortened_in_its_middle_and_two_seats_stay_apart() -> None:
    from PySide6.QtGui import QFontMetricsF

    from desktop.common.i18n import board_name, board_names
    from desktop.common.painted import fit_line, font

    assert board_name("Anna") == "Anna" and board_name("  Jan   Novák ") == "Jan Novák"
    assert board_name(LONG) == "Maximiliá…ringen" and len(board_name(LONG)) == 16
    assert board_name("Alžběta Nováková") == "Alžběta Nováková"  # a first name and a surname stay whole
    bots = [f"Bořivoj Velkomožný z Pernštejna {i}" for i in (1, 2, 3)]
    assert board_names(bots) == ["Bořivoj V…ejna 1", "Bořivoj V…ejna 2", "Bořivoj V…ejna 3"]
    twins = ["Bořivoj Velkomožný z Pernštejna 1", "Bořivoj Velký z Pernštejna 1"]
    assert board_names(twins) == twins  # they would look the same: both stay whole
    f = font(12, True)
    line = "Maximiliá…ringen · body 5 · lode 1 · karty v ruke 5 · na ťahu"
    assert fit_line("Anna · body 5", "Anna", f, 400) == "Anna · body 5"
    fitted = fit_line(line, "Maximiliá…ringen", f, 360)
    assert fitted.endswith(" · body 5 · lode 1 · karty v ruke 5 · na ťahu")  # the figures stay whole
    assert QFontMetricsF(f).horizontalAdvance(fitted) <= 360 and len(fitted) < len(line)
    assert QFontMetricsF(f).horizontalAdvance(fit_line(line, "Maximiliá…ringen", f, 120)) <= 120


@pytest.mark.parametrize("game", ["golden_horn", "catan", "galaxy_trucker", "shipyard", "stortebeker"])
def test_forty_character_names_keep_to_their_places_on_every_board(qtbot: Any, game: str) -> None:
    """Names may be 40 characters long. On the boards they ran over their panels, over the cards
    beside them and over each other (Galaxy Trucker's four headers were one smear); the chart's
    legend and the end screen's columns cut them on both sides. The board's tight lines show the
    name shortened in its middle, the figures after it whole; tooltips, the log, the prompt and
    the end screen's title keep the whole name."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from desktop.common.colours import SEAT_COLOURS
    from desktop.common.i18n import board_name
    from desktop.common.painted import LabelItem
    from desktop.main_window import MainWindow
    from desktop.settings import Settings
    from engine.core.match import Match, Seat
    from engine.core.registry import get_game

    players = get_game(game).player_counts[-1]
    names = [LONG] + [f"Bořivoj Velkomožný z Pernštejna {i}" for i in range(1, players)]
    seats = [Seat(n, "human" if i == 0 else "bot", "normal", SEAT_COLOURS[i]) for i, n in enumerate(names)]
    w = MainWindow(Settings(pace="fast", animations=False))
    w._no_dialogs = True
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    w.start_match(Match(game, players, 3, {}, seats=seats), None, autosave=False)
    w.model.stop()
    items = w.scene.items()
    texts = [it.text() for it in items if isinstance(it, QGraphicsSimpleTextItem)]
    texts += [it.text for it in items if isinstance(it, LabelItem)]
    assert not [t for t in texts if LONG in t], "the whole name on the board's tight lines"
    assert any(board_name(LONG) in t for t in texts) or game == "stortebeker"  # its panels are painted
    assert any(LONG in (it.toolTip() or "") for it in items), "the whole name in a tooltip"
    assert w.score_dock.chart._names[0] == board_name(LONG)
    if game == "galaxy_trucker":  # the headers side by side do not run into each other
        heads = sorted(
            (it.sceneBoundingRect() for it in items if isinstance(it, QGraphicsSimpleTextItem) and "·" in it.text()),
            key=lambda r: r.left(),
        )
        rows: dict[int, list[Any]] = {}  # one row, or two when they do not fit side by side (9 px type)
        for r in heads:
            rows.setdefault(round(r.top()), []).append(r)
        assert sum(len(row) for row in rows.values()) == players and len(rows) <= 2
        assert all(a.right() < b.left() for row in rows.values() for a, b in zip(row, row[1:], strict=False))
    while not w.model.match.is_over() and game == "golden_horn":
        w.model.bot_move_now() if w.model.human_to_act() is None else w.model.try_apply(
            0, w.model.match.legal_actions(0)[0]
        )
    if game == "golden_horn":
        from PySide6.QtWidgets import QTableWidget

        end = w.end_screen()
        qtbot.addWidget(end)
        (table,) = end.findChildren(QTableWidget)
        head = table.horizontalHeaderItem(0)
        assert head.text() == board_name(LONG) and head.toolTip() == LONG


def test_ctrl_f_finds_in_the_game_log_and_the_log_holds_still_while_searched(qtbot: Any) -> None:
    """A long game's log (hundreds of lines) had no way to find "when did P2 take the robber" but
    scrolling. Ctrl+F anywhere in the window opens a find field over the log (its dock comes to
    the front); matches are lit as in the rules; new lines are searched too, and the log does not
    jump to its end while a word is looked for; Escape empties the field, a second one closes it."""
    from PySide6.QtCore import Qt

    from engine.core.match import Match

    w = make_window(qtbot, "golden_horn", players=3, humans=1, options={"placement": "random"})
    w.model.stop()
    for _ in range(30):
        if w.model.human_to_act() is not None:
            seat = w.model.human_to_act()
            w.model.try_apply(seat, w.model.match.legal_actions(seat)[0])
        else:
            w.model.bot_move_now()
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    w.page.view.setFocus()
    log = w.log_dock
    bar = log.find_bar
    assert not bar.isVisible()
    qtbot.keyClick(w.page.view, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert bar.isVisible() and bar.field.hasFocus()
    qtbot.keyClicks(bar.field, "p2")
    text = log.text_view().document().toPlainText()
    found = bar.matches()
    assert found and all(text[at : at + 2] == "P2" for at in found)
    assert len(log.text_view().extraSelections()) == len(found)
    scroll = log.text_view().verticalScrollBar()
    scroll.setValue(0)
    lines = len(log.lines())
    while len(log.lines()) == lines:  # the next moves' lines come in
        if w.model.human_to_act() is not None:
            seat = w.model.human_to_act()
            w.model.try_apply(seat, w.model.match.legal_actions(seat)[0])
        else:
            w.model.bot_move_now()
    assert scroll.value() == 0, "the log jumped to its end under the reader"
    new_text = log.text_view().document().toPlainText()
    assert len(bar.matches()) == new_text.count("P2")
    log.set_showing_minor(not log.showing_minor())  # the lines drawn again: the search stays
    assert bar.isVisible() and bar.field.text() == "p2" and bar.matches()
    qtbot.keyClick(bar.field, Qt.Key.Key_Escape)
    assert bar.isVisible() and bar.field.text() == "" and log.text_view().extraSelections() == []
    qtbot.keyClick(bar.field, Qt.Key.Key_Escape)
    assert not bar.isVisible()
    assert w.isVisible()
    qtbot.keyClick(w.page.view, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(bar.field, "p1")
    w.start_match(Match("golden_horn", 2, 9, {"placement": "random"}), None, autosave=False)
    assert not bar.isVisible() and bar.field.text() == "", "another game keeps no old search"
    w.go_home()  # on the start page Ctrl+F has no log to open
    bar.focus_field()
    assert not bar.isVisible() and not log.isVisible()


def test_help_names_every_key_and_gesture_of_the_boards_and_the_menus_shortcuts(qtbot: Any) -> None:
    """The boards' keys (Tab, the arrows, Esc, R, L, Alt+1…9, P, Ctrl+F) were told only by each
    game's rules page and the README. Help ▸ Keyboard and Mouse lists them, and the menus'
    shortcuts read from the window's own actions, in the chosen language."""
    from desktop.common import i18n
    from desktop.dialogs.keys import KeysDialog
    from desktop.main_window import MainWindow
    from desktop.settings import Settings

    window = MainWindow(Settings(pace="fast", animations=False))
    qtbot.addWidget(window)
    assert window.a_keys in window.m_help.actions()
    dialog = KeysDialog(window.actions(), window)
    qtbot.addWidget(dialog)
    rows = dict(dialog.rows())
    assert rows["On the board"] == "" and rows["In the menus"] == ""
    assert rows["Esc"] == "Put a piece back, even one you are carrying with the mouse"
    listed = dialog.rows()
    assert ("P · Pause", "Galaxy Trucker's real-time build: pause the sand and the bots") in listed
    assert ("P · Pause", "Pause") in listed and "Ctrl+F · F3 · Shift+F3" in rows
    assert rows["Ctrl+N"] == "New Game…" and rows["F1"] == "Rules"
    assert [what for keys, what in rows.items() if keys.split(" · ")[0] == "F11"] == ["Full Screen"]
    assert not [keys for keys in rows if keys.endswith(" · F11")], "a shortcut said twice"
    table = listed.index(("At the table", ""))
    assert listed[table + 1][0] == "Space" and "roll the dice" in listed[table + 1][1].lower()
    assert listed.index(("On the board", "")) < table < listed.index(("In the menus", ""))
    was = i18n.current_language()
    i18n.set_language("sk")
    try:
        qtbot.waitUntil(lambda: dialog.windowTitle() == "Klávesnica a myš")
        listed = dialog.rows()
        rows = dict(listed)
        assert rows["Na hernom pláne"] == "" and rows["Ctrl+N"] == "Nová hra…"
        assert [what for keys, what in listed if keys == "Šípky"][0].startswith("Zvoliť")
        assert rows["Pri stole"] == "" and rows["Medzerník"].startswith("Hodiť")
    finally:
        i18n.set_language(was)


def test_the_rules_window_opens_as_large_and_where_the_player_left_it(qtbot: Any) -> None:
    """The rules window came back at 760×680 at every start, however the player had sized it to
    read beside the board. The app's rules window keeps its size and place; a test's keeps none."""
    from desktop.dialogs.rules import GEOMETRY, RulesDialog
    from desktop.settings import _store
    from engine.core.registry import get_game

    store = _store()
    try:
        first = RulesDialog("catan", get_game("catan").title, keeps_geometry=True)
        qtbot.addWidget(first)
        first.show()
        first.resize(700, 600)  # the offscreen screen is 800 px wide
        first.close()
        again = RulesDialog("shipyard", get_game("shipyard").title, keeps_geometry=True)
        qtbot.addWidget(again)
        again.show()
        assert (again.width(), again.height()) == (700, 600)
        again.close()
        other = RulesDialog("catan", get_game("catan").title)  # not the app's: its own size, nothing kept
        qtbot.addWidget(other)
        other.show()
        other.resize(500, 500)
        other.close()
        assert (other.width(), other.height()) == (500, 500)
        last = RulesDialog("catan", get_game("catan").title, keeps_geometry=True)
        qtbot.addWidget(last)
        assert (last.width(), last.height()) == (700, 600)
    finally:
        store.remove(GEOMETRY)
        store.sync()


@pytest.mark.parametrize("game", ["golden_horn", "catan", "shipyard", "stortebeker"])
def test_the_prompt_names_who_plays_while_the_person_waits(qtbot: Any, game: str) -> None:
    """Through the bots' turns Catan's and Golden Horn's prompt stood empty, where Shipyard's and
    Störtebeker's said whose turn it was. Every turn-based board names the seat at play."""
    from engine.bots import make_bot
    from tests.desktop.helpers import make_window

    w = make_window(qtbot, game=game, players=3)
    model = w.model
    model.stop()
    seen = set()
    for _ in range(400):
        if model.match.is_over():
            break
        acting = model.match.to_act()
        if model.human_to_act() is None and acting:
            w._on_changed()
            text = w.scene.prompt_text()
            # never empty; Catan says what a discard or an offer waits for while several seats answer
            assert text, game
            if text.endswith("is playing."):
                assert text == f"{model.names[acting[0]]} is playing.", game
                seen.add(acting[0])
            model.bot_move_now()
        else:
            seat = model.human_to_act()
            model.try_apply(seat, make_bot(model.game, "normal", 5).choose(model.match.view(seat), seat))
    assert seen >= {1, 2}, seen


def test_escape_leaves_full_screen_once_nothing_else_takes_it(qtbot: Any) -> None:
    """F11 filled the screen, at the table too, and only F11 undid it: Esc, what a player presses to
    leave a full screen anywhere else, did nothing. Esc now leaves it, after a piece in hand has
    been put back (the first Esc)."""
    from PySide6.QtWidgets import QApplication

    from tests.desktop.helpers import make_window

    w = make_window(qtbot, game="golden_horn", players=2)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    w.a_full.trigger()
    assert w.isFullScreen()
    scene = w.scene
    w.page.view.setFocus()
    qtbot.keyClick(w.page.view, Qt.Key.Key_Tab)  # a piece picked by keyboard
    assert scene.selected is not None
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert scene.selected is None and w.isFullScreen()  # the first Esc puts the piece back
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)
    assert not w.isFullScreen()
    table = w.open_table("catan")
    w.a_full.trigger()
    qtbot.keyClick(QApplication.focusWidget() or table, Qt.Key.Key_Escape)
    assert not w.isFullScreen()


def test_every_description_of_the_keys_dialog_is_read_whole_in_slovak(qtbot: Any) -> None:
    """The keys dialog's rows kept one line: long descriptions ended in "…" ("Vybrať ďalší alebo
    predchádzajúci herný prvok, ktorým smiete ťahať, a …"). Each row is as high as its wrapped text."""
    from PySide6.QtCore import QRect

    from desktop.common import i18n
    from desktop.dialogs.keys import KeysDialog
    from desktop.main_window import MainWindow
    from desktop.settings import Settings

    was = i18n.current_language()
    i18n.set_language("sk")
    try:
        window = MainWindow(Settings(pace="fast", animations=False))
        qtbot.addWidget(window)
        dialog = KeysDialog(window.actions(), window)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        table = dialog.tree
        width = table.columnWidth(1) - 8
        flags = int(Qt.TextFlag.TextWordWrap)
        wrapped = 0
        for row in range(table.rowCount()):
            item = table.item(row, 1)
            if item is None or not item.text():
                continue
            need = table.fontMetrics().boundingRect(QRect(0, 0, width, 10_000), flags, item.text()).height()
            assert table.rowHeight(row) >= need, item.text()
            wrapped += need > table.fontMetrics().height()
        assert wrapped >= 2  # the long ones really take two lines
    finally:
        i18n.set_language(was)


def test_f11_fills_the_screen_and_no_key_is_bound_twice(qtbot: Any) -> None:
    """F11 was bound twice to Full Screen (F11, and the platform's full-screen key, also F11): Qt calls
    such a key "ambiguous" and does nothing, so F11 never worked, on the start page, in a game or at the
    table. Every key of the window's actions is bound once, and F11 toggles full screen."""
    from PySide6.QtWidgets import QApplication

    from tests.desktop.helpers import make_window

    w = make_window(qtbot, game="golden_horn", players=2)
    keys = [k.toString() for a in w.actions() for k in a.shortcuts() if not k.isEmpty()]
    assert len(keys) == len(set(keys)), sorted(k for k in keys if keys.count(k) > 1)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    w.page.view.setFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F11)
    assert w.isFullScreen()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F11)
    assert not w.isFullScreen()


def test_a_bots_offer_is_not_declined_while_a_counter_offer_is_being_written(qtbot: Any) -> None:
    """The 15 s ran on behind the counter-offer dialog: at 16.5 s the offer was declined, the dialog
    said "Nie ste na ťahu." with OK greyed and the counter-offer written was lost. While a dialog is
    up the offer waits; the time starts again once it is closed."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialog

    from engine.catan.state import TRADE_ANSWER

    window = _bot_offers_a_trade(qtbot)
    st = window.model.match.state
    scene = window.scene
    dialog = QDialog(window)
    answered: list[int] = []

    def time_is_up() -> None:
        assert QApplication.activeModalWidget() is dialog
        scene._offer_ignored()
        answered.append(st.trade_answers[0])
        dialog.reject()

    QTimer.singleShot(0, time_is_up)
    dialog.exec()
    assert answered == [0] and st.phase == TRADE_ANSWER  # still open to an answer
    assert scene._ignore_timer.isActive()
    scene._offer_ignored()  # the dialog closed and the time ran out
    assert st.trade_answers[0] != 0


def test_the_keyboards_ring_stands_on_a_dark_line_on_the_light_boards(qtbot: Any) -> None:
    """The ring round what Tab picked was yellow dashes only: about 1.1:1 against the cream of Catan,
    Golden Horn, Shipyard and Störtebeker, where 3:1 is the least a ring of focus may have."""
    from PySide6.QtGui import QColor

    window = make_window(qtbot, "golden_horn", players=2, humans=1)
    window.model.stop()
    scene = window.scene
    assert scene._tab(1)
    ring = scene._kb_ring
    assert ring is not None
    under = [c for c in ring.childItems() if c.pen().width() >= 4]
    assert under and QColor(under[0].pen().color()).lightness() < 60


def test_a_screen_reader_is_told_the_boards_words_and_each_new_question(qtbot: Any, monkeypatch: Any) -> None:
    """The keyboard stays on the board the whole game, and the board's name never changes: what Tab
    picked, what a refused move broke, the hint and each new question went to the status bar and the
    prompt, where a screen reader never looks. They are announced as they come."""
    from desktop.common import speech

    said: list[str] = []
    monkeypatch.setattr(speech.QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(speech.QAccessible, "updateAccessibility", staticmethod(lambda e: said.append(e.message())))
    window = make_window(qtbot, "golden_horn", players=2, humans=1)
    window.model.stop()
    window.page.set_prompt("Sail a ship?", [("Sail", lambda: None)], lambda _a: None)
    assert "Sail a ship?" in said
    said.clear()
    assert window.scene._tab(1)  # Tab picks a piece: the status line says which, and so does the reader
    assert said and said[-1] == window.statusBar().currentMessage()
    said.clear()
    window.model.refused.emit("That is not your ship.")
    assert said == ["That is not your ship."]
