"""Replays: a finished or saved game watched again from its save, position by position."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem, QMessageBox

from desktop.common.colours import SEAT_COLOURS
from desktop.games import playable_games
from desktop.main_window import MainWindow, VictoryDialog
from engine.bots import make_bot
from engine.core.match import Match, Seat
from engine.core.registry import get_game
from tests.desktop.helpers import bare_window


def finished(name: str, seed: int = 4) -> Match:
    game = get_game(name)
    players = game.player_counts[0]
    seats = [Seat(f"P{i + 1}", "human" if i == 0 else "bot", "normal", SEAT_COLOURS[i]) for i in range(players)]
    options = {"build_variant": "robot"} if name == "galaxy_trucker" else {}
    match = Match(game, players, seed, options, seats=seats)
    bots = [make_bot(game, "random", seed + i) for i in range(players)]
    while not match.is_over():
        seat = match.to_act()[0]
        match.apply(seat, bots[seat].choose(match.view(seat), seat))
    return match


def _window(qtbot: Any) -> MainWindow:
    return bare_window(qtbot)


@pytest.mark.parametrize("name", playable_games())
def test_a_finished_game_is_watched_again_move_by_move(qtbot: Any, tmp_path: Path, name: str) -> None:
    match = finished(name)
    path = tmp_path / f"{name}.json"
    match.save(path)
    before = path.read_bytes()
    w = _window(qtbot)
    w.statusBar().showMessage("That move cannot be taken back.")  # left by the game before
    assert w.replays.watch_path(path)
    assert w.statusBar().currentMessage() == ""  # not carried into the replay
    replay, bar = w.replay, w.replay_bar
    assert replay is not None and bar is not None and w.model is not None
    n = len(match.records)
    assert replay.index == 0 and replay.length == n
    assert w.model.match.state == match.position(0) and w.log_dock.messages() == []
    qtbot.mouseClick(bar.forward, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(bar.forward, Qt.MouseButton.LeftButton)
    assert replay.index == 2 and w.model.match.state == match.position(2)
    assert len(w.log_dock.messages()) == sum(len(r.log) for r in match.records[:2])
    bar.slider.setValue(n // 2)  # the scrubber
    assert w.model.match.state == match.position(n // 2)
    # the chart's lines run on to the turn of the position shown, not only to the last change
    turn = match.game.turn_key(match.position(n // 2))
    assert all(xs[-1] == turn for xs, _ in w.score_dock.chart.lines())
    qtbot.mouseClick(bar.back, Qt.MouseButton.LeftButton)
    assert replay.index == n // 2 - 1
    # the log reads the moves up to the position, step by step as written whole
    said = [line for r in match.records[: n // 2 - 1] for line in _lines(w, r)]
    assert w.log_dock.lines() == said
    qtbot.mouseClick(bar.last, Qt.MouseButton.LeftButton)
    assert w.model.match.state == match.state and w.model.match.is_over()
    # the chart follows: at the end it holds the whole game's history
    assert w.model.history == match.score_history()
    # the board takes no moves, nothing is saved, no end dialog, no bot moves
    assert not w.a_undo.isEnabled() and not w.a_hint.isEnabled() and not w.a_save.isEnabled()
    assert path.read_bytes() == before
    # play at a speed: positions advance by themselves, from the start
    bar.speed.setCurrentIndex(bar.speed.count() - 1)
    qtbot.mouseClick(bar.first, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(bar.play, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: replay.index >= 3, timeout=5000)
    qtbot.mouseClick(bar.play, Qt.MouseButton.LeftButton)
    stopped = replay.index
    qtbot.wait(300)
    assert replay.index == stopped
    # keys: Home, Right, sent where the keyboard is (a button with the focus took the arrows to move
    # the focus, the board to scroll it)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    bar.play.setFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Home)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    assert replay.index == 1 and QApplication.focusWidget() is bar.play
    w.page.view.setFocus()
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Left)
    assert replay.index == 2
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_End)
    assert replay.index == replay.length
    qtbot.mouseClick(bar.close_button, Qt.MouseButton.LeftButton)
    assert w.replay is None and w.model is None and w.stack.currentWidget() is w.start


def test_the_end_screen_offers_the_replay(qtbot: Any, monkeypatch: Any) -> None:
    match = finished("golden_horn")
    w = _window(qtbot)
    w._no_dialogs = False
    monkeypatch.setattr(VictoryDialog, "exec", lambda self: self.replay_button.click() or 1)
    w.start_match(match, None, autosave=False)
    qtbot.waitUntil(lambda: w.replay is not None, timeout=3000)
    assert w.replay is not None and w.replay.length == len(match.records)


def test_a_damaged_save_is_not_replayed(qtbot: Any, tmp_path: Path, monkeypatch: Any) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    path = tmp_path / "bad.json"
    path.write_text("{", encoding="utf-8")
    w = _window(qtbot)
    assert not w.replays.watch_path(path) and shown and w.replay is None


def _unfinished(name: str, seed: int, humans: int, until: Any) -> Match:
    """A game of `name` played by bots for every seat (the first `humans` named as people) up to the
    first position where `until(match)` holds; it is not over."""
    game = get_game(name)
    players = 4 if name == "catan" else 2
    seats = [Seat(f"P{i + 1}", "human" if i < humans else "bot", "normal", SEAT_COLOURS[i]) for i in range(players)]
    match = Match(game, players, seed, {}, seats=seats)
    bots = [make_bot(game, "normal", seed + i) for i in range(players)]
    while not until(match):
        assert not match.is_over()
        seat = match.to_act()[0]
        match.apply(seat, bots[seat].choose(match.view(seat), seat))
    return match


def test_a_replay_of_a_game_not_over_keeps_the_bots_victory_cards_hidden(qtbot: Any, tmp_path: Path) -> None:
    """Catan against bots, saved while a bot holds a hidden victory-point card: the replay's score chart
    counts what the human knew (his own view), as the live chart did, not the bot's secret point."""
    from engine.catan.components import VP_CARD

    match = _unfinished(  # seed 2: with the bots of 2026-12-01 seed 4's game ended before such a position
        "catan", 2, 1, lambda m: any(m.state.dev_hand[b][VP_CARD] for b in (1, 2, 3)) and 0 in m.to_act()
    )
    full = match.game.scores(match.state)
    known = match.game.scores(match.view(0))
    assert full != known
    path = tmp_path / "catan.json"
    match.save(path)
    w = _window(qtbot)
    assert w.replays.watch_path(path) and w.replay is not None and w.model is not None
    w.replay.seek(w.replay.length)
    assert w.model.history[-1][1] == list(known)
    assert w.model.perspective() == 0


def test_a_replay_of_a_hot_seat_game_not_over_shows_nobodys_hand(qtbot: Any, tmp_path: Path) -> None:
    """Störtebeker in hot seat, saved mid-game: scrubbing its replay shows every position as a spectator
    sees it, never the hand of the player whose turn it was (the others sit at the same screen)."""
    match = _unfinished("stortebeker", 5, 2, lambda m: len(m.records) >= 40)
    path = tmp_path / "stortebeker.json"
    match.save(path)
    w = _window(qtbot)
    assert w.replays.watch_path(path) and w.replay is not None and w.model is not None
    for i in range(w.replay.length + 1):
        w.replay.seek(i)
        assert w.model.perspective() is None and w.model.view().viewer is None, i
    # a finished game is open again: each position as its player saw it
    done = finished("stortebeker")
    done.save(tmp_path / "done.json")
    assert w.replays.watch_path(tmp_path / "done.json") and w.model is not None
    w.replay.seek(1)
    assert w.model.perspective() is not None


def test_a_replay_of_a_finished_game_shows_each_movers_hand_and_every_log_line(qtbot: Any, tmp_path: Path) -> None:
    """A finished game has no secrets: its replay showed the one human's hand even at the bots' moves
    (and nobody's after a hot-seat game), and the log still hid the card each robber took."""
    done = finished("catan", seed=6)
    hidden = [m for r in done.records for m in r.log if "seen" in m.params]
    assert hidden  # a robber took a card: the table saw only that one was taken
    done.save(tmp_path / "done.json")
    w = _window(qtbot)
    assert w.replays.watch_path(tmp_path / "done.json") and w.replay is not None and w.model is not None
    shown = set()
    for i in range(w.replay.length):
        w.replay.seek(i)
        mover = done.position(i)
        seat = done.game.to_act(mover)[0]
        assert w.model.perspective() == seat and w.model.view().viewer == seat, i
        if seat not in shown:  # "your" cards are the watcher's; a bot's are named as its
            w._on_changed()
            texts = {item.text() for item in w.scene.items() if isinstance(item, QGraphicsSimpleTextItem)}
            yours = {"Your cards", "Your supply"}
            theirs = {f"Cards of P{seat + 1}", f"Supply of P{seat + 1}"}
            assert yours <= texts if seat == 0 else theirs <= texts and not yours & texts, i
        shown.add(seat)
    assert shown == {0, 1, 2}  # the bots' eyes too
    w.replay.seek(w.replay.length)
    lines = w.log_dock.lines()
    from desktop.common.i18n import render

    for message in hidden:
        assert render(message.params["seen"], w.model.names) in lines


def test_a_finished_catan_replay_counts_every_victory_card_at_every_step(qtbot: Any, tmp_path: Path) -> None:
    """A finished game's replay charts the full scores, but each panel counted a Victory Point card
    only on its holder's turn: "P2 5 points (hidden: 1)", then "P2 4 points" one step on, nothing
    played. Every panel now says what the chart says, with the cards shown."""
    from engine.catan.components import VP_CARD

    done = finished("catan", seed=6)
    done.save(tmp_path / "done.json")
    w = _window(qtbot)
    assert w.replays.watch_path(tmp_path / "done.json") and w.replay is not None and w.model is not None
    checked = 0
    for i in range(0, w.replay.length, 7):
        w.replay.seek(i)
        st = w.model.match.state
        holders = [s for s in range(st.players) if st.dev_hand[s][VP_CARD] and s != w.model.perspective()]
        if not holders:
            continue
        w._on_changed()
        texts = " | ".join(item.text() for item in w.scene.items() if isinstance(item, QGraphicsSimpleTextItem))
        for s in holders:
            points = done.game.victory_points(st, s)
            assert f"P{s + 1}   {points} points (Victory Point cards: {st.dev_hand[s][VP_CARD]})" in texts, i
            checked += 1
    assert checked


def test_a_replay_of_a_named_file_keeps_its_name_in_the_title(qtbot: Any, tmp_path: Path) -> None:
    """ "evening.pristav.json – Golden Horn – Přístav" became "Replay – Golden Horn – Přístav" once the
    end screen's replay began: the file the player named stays named; the app's own files are not."""
    from desktop.common.paths import data_dir

    done = finished("golden_horn")
    path = tmp_path / "evening.pristav.json"
    done.save(path)
    w = _window(qtbot)
    assert w.replays.watch_path(path)
    assert w.windowTitle() == "Replay – evening.pristav.json – Golden Horn – Přístav"
    w.go_home()
    assert w.load_path(path) and w.path == path
    w.replays.watch(w.model.match, w.path)  # the end screen's "Watch the replay"
    assert "evening.pristav.json" in w.windowTitle()
    own = data_dir() / "finished" / "golden_horn-1.json"
    own.parent.mkdir(parents=True, exist_ok=True)
    done.save(own)
    assert w.replays.watch_path(own)
    assert w.windowTitle() == "Replay – Golden Horn – Přístav"


def test_the_replay_speeds_read_in_the_languages_numbers(qtbot: Any, tmp_path: Path) -> None:
    """ "0.5×" stood in the Czech and Slovak speed list, an English decimal point among Czech words."""
    from desktop.common import i18n

    path = tmp_path / "golden_horn.json"
    finished("golden_horn").save(path)
    w = _window(qtbot)
    assert w.replays.watch_path(path) and w.replay_bar is not None
    speed = w.replay_bar.speed
    texts = [speed.itemText(k) for k in range(speed.count())]
    assert texts == ["0.5×", "1×", "2×", "4×", "10×"] and speed.currentIndex() == 2
    was = i18n.current_language()
    i18n.set_language("cs")
    try:
        qtbot.waitUntil(lambda: speed.itemText(0) == "0,5×")
        assert [speed.itemText(k) for k in range(1, speed.count())] == texts[1:] and speed.currentIndex() == 2
        assert int(speed.currentData()) == 500
    finally:
        i18n.set_language(was)


@pytest.mark.parametrize("lang", ["cs", "sk", "en"])
def test_the_replay_counts_moves_in_a_word_apart_from_the_charts_turns(qapp: Any, lang: str) -> None:
    """The replay's bar counts single moves ("Move 211 of 317") while the score chart beside it runs
    by turns (to about 50 in that game). Czech and Slovak wrote both as "Tah"/"Ťah", so the bar said
    "Tah 211" over a chart whose "Tah" ended at 50. A move is "krok" there now, wherever moves are
    counted: the bar, its buttons, the window's title, a saved game's card, the finished games' list,
    and a damaged save's message, which names the move the bar shows."""
    from desktop.common import i18n

    try:
        i18n.set_language(lang)
        turn = i18n.translate("ScoreChart", "Turn").lower()
        counted = [
            i18n.translate("ReplayBar", "Move %1 of %2"),
            i18n.translate("ReplayBar", "One move back (←)").split()[1],
            i18n.translate("ReplayControl", "Replay: move %1 of %2").split(": ")[1],
            i18n.translate("GameCard", "Saved %1 · move %2 · %3").split(" · ")[1],
            i18n.translate("FinishedGamesDialog", "Moves"),
            i18n.translate("Save", "Move {index} in the save breaks the rules: {reason}"),
        ]
        stems = {text.split()[0].lower()[:4] for text in counted}
        assert len(stems) == 1 and not turn.startswith(stems.pop()), (turn, counted)
    finally:
        i18n.set_language("en")


def _lines(w: Any, record: Any) -> list[str]:
    """The lines a record writes into the window's log, as a fresh log would show them."""
    from desktop.common.log_dock import LogDock

    dock = LogDock()
    dock.set_names(w.model.names)
    dock.set_minor(w.log_dock._minor, w.log_dock._all_label)
    dock.set_showing_minor(w.log_dock.showing_minor())
    dock.set_viewer(w.log_dock._viewer)
    dock.add(record.log, record.seat)
    lines = dock.lines()
    dock.deleteLater()
    return lines


def test_a_replay_keeps_its_line_through_a_language_change_and_home_shows_no_turn(qtbot: Any, tmp_path: Path) -> None:
    """After a language change a replay's line asked for a move ("Move each of your ships into Venice
    or Constantinople."), a board's question the replay takes no answer to; and back on the start page
    the status bar still said whose turn it was in the game left ("To play: P3 (bot)")."""
    from desktop.common import i18n

    match = finished("golden_horn")
    path = tmp_path / "gh.json"
    match.save(path)
    w = _window(qtbot)
    assert w.replays.watch_path(path)
    w.replay_bar.forward.click()
    assert w.page.prompt.text() == f"Replay: move 1 of {len(match.records)}"
    try:
        i18n.set_language("sk")
        qtbot.wait(20)
        assert w.page.prompt.text() == f"Záznam hry: krok 1 z {len(match.records)}"
    finally:
        i18n.set_language("en")
        qtbot.wait(20)
    assert w.turn_label.text() != ""
    w.replay_bar.close_button.click()
    assert w.stack.currentWidget() is w.start and w.turn_label.text() == "" and w.turn_icon.pixmap().isNull()


def test_a_shipyard_replay_at_a_bots_move_does_not_call_its_supply_and_boat_yours(qtbot: Any, tmp_path: Path) -> None:
    """A bot's side in a replay said "2 × sail in your supply" and "Your boat: …" to the watcher."""
    done = finished("shipyard", seed=5)
    done.save(tmp_path / "done.json")
    w = _window(qtbot)
    assert w.replays.watch_path(tmp_path / "done.json") and w.replay is not None and w.model is not None
    theirs: set[str] = set()
    for i in range(0, w.replay.length, 7):
        w.replay.seek(i)
        seat = done.game.to_act(done.position(i))[0]
        if seat == 0:
            continue
        w._on_changed()
        tips = [item.toolTip() for item in w.scene.items() if item.toolTip()]
        assert not [tip for tip in tips if "your supply" in tip or tip.startswith("Your boat")], i
        name = f"P{seat + 1}"
        theirs |= {
            tip for tip in tips if tip.endswith(f"in the supply of {name}") or tip.startswith(f"Boat of {name}:")
        }
    assert any("in the supply of" in tip for tip in theirs) and any(tip.startswith("Boat of") for tip in theirs)


def test_in_a_replay_the_board_gives_tab_and_space_to_the_replay(qtbot: Any, tmp_path: Path) -> None:
    """Tab on a Störtebeker replay walked the replayed cards ("the space bar adds it to…") and Space
    picked one instead of playing the replay; the keyboard could not get back to the replay's bar.
    A replay is watched: Tab goes on to the bar, Space plays and pauses."""
    match = finished("stortebeker")
    path = tmp_path / "st.json"
    match.save(path)
    w = bare_window(qtbot, active=True)
    assert w.replays.watch_path(path)
    replay = w.replay
    assert replay is not None
    replay.seek(len(match.records) // 2)
    view = w.page.view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert replay.playing
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert not replay.playing
    assert w.scene.selected is None
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert not view.hasFocus() and w.scene.selected is None and w.scene._kb_stop is None


def test_f6_takes_the_keyboard_from_the_board_to_the_prompt_the_log_and_the_chart(qtbot: Any) -> None:
    """On the board Tab walks the pieces: while a move was to be made, the log, the chart and the
    prompt's buttons were out of the keyboard's reach. F6 goes round the window's parts, Shift+F6 back."""
    from tests.desktop.helpers import make_window

    w = make_window(qtbot, game="golden_horn", players=2, humans=1)
    w.model.stop()
    w.page.set_prompt("Sail?", [("Sail", lambda: None)], lambda _a: None)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    view = w.page.view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    visited = []
    for _ in range(4):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_F6)
        focus = QApplication.focusWidget()
        visited.append(
            "prompt"
            if w.page.button_row.isAncestorOf(focus)
            else "log"
            if w.log_dock.isAncestorOf(focus)
            else "chart"
            if w.score_dock.isAncestorOf(focus)
            else "board"
            if focus is view
            else type(focus).__name__
        )
    assert visited == ["prompt", "log", "chart", "board"], visited
    qtbot.keyClick(view, Qt.Key.Key_F6, Qt.KeyboardModifier.ShiftModifier)
    assert w.score_dock.isAncestorOf(QApplication.focusWidget())
