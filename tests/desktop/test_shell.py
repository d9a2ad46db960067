"""The shell end to end: autosave and resume, bad saves, the curtain, undo, language, bots."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop.common import i18n
from desktop.common.paths import autosave_path
from desktop.common.writer import wait_for_writes
from desktop.main_window import MainWindow
from desktop.model import GameModel
from desktop.settings import Settings
from engine.core.match import Match
from engine.golden_horn.actions import EndTurn, Sail
from tests.desktop.helpers import make_window

ROOT = Path(__file__).resolve().parents[2]
RANDOM_PLACEMENT = {"placement": "random"}


def _first_sail(model: Any, seat: int = 0) -> Sail:
    return next(a for a in model.match.legal_actions(seat) if isinstance(a, Sail))


def test_every_action_is_autosaved_and_continue_resumes_it(qtbot: Any) -> None:
    path = autosave_path("golden_horn")
    wait_for_writes()  # no earlier test's write to this file still in flight
    path.unlink(missing_ok=True)
    w = make_window(qtbot, options=RANDOM_PLACEMENT, autosave=True)
    w.model.paused = True
    # saved at once, before any move, so a crash before the first move loses nothing; the write
    # itself runs on the autosave thread, so the test waits for it rather than race it
    w.model.wait_saved()
    assert json.loads(path.read_text(encoding="utf-8"))["log"] == []
    assert w.model.try_apply(0, _first_sail(w.model))
    w.model.wait_saved()  # written on the autosave thread
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert len(saved["log"]) == 1
    state = w.model.game.clone(w.model.match.state)
    # a new window (as after a crash or kill) offers Continue and resumes the same position
    w2 = MainWindow(Settings(pace="fast", animations=False))
    qtbot.addWidget(w2)
    w2.start.refresh()
    assert w2.start.card("golden_horn").has_continue()
    w2.continue_game("golden_horn")
    assert w2.model is not None and w2.model.match.state == state
    w2.model.stop()
    w.model.stop()
    path.unlink(missing_ok=True)


@pytest.mark.parametrize(
    "content",
    [
        b'{"format": "pristav-save", "version": 1, "ga',
        b"not json at all",
        b"",
        json.dumps({"format": "pristav-save", "version": 99}).encode(),
        json.dumps({"format": "pristav-save", "version": 1, "game": "chess"}).encode(),
        b"[" * 50_000 + b"]" * 50_000,
        (
            lambda d: json.dumps(
                {**d, "log": [{"seat": 0, "action": {"type": "sail", "ship": 1.0, "load": None, "to": 1}}]}
            )
        )(Match("golden_horn", 2, 1, RANDOM_PLACEMENT).to_json()).encode(),
        (lambda d: json.dumps({**d, "log": [{"seat": True, "action": {"type": "end_turn"}}]}))(
            Match("golden_horn", 2, 1, RANDOM_PLACEMENT).to_json()
        ).encode(),
    ],
    ids=[
        "truncated",
        "not-json",
        "empty",
        "future-version",
        "unknown-game",
        "deep-nesting",
        "float-field",
        "bool-seat",
    ],
)
def test_a_bad_save_is_reported_and_left_untouched(
    qtbot: Any, tmp_path: Path, monkeypatch: Any, content: bytes
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    w = MainWindow(Settings(pace="fast", animations=False))
    qtbot.addWidget(w)
    assert not w.load_path(path)
    assert shown and shown[0]
    assert path.read_bytes() == content
    assert w.model is None  # the app keeps running on the start page


def test_continue_on_a_damaged_autosave_says_why_and_keeps_the_file(qtbot: Any, monkeypatch: Any) -> None:
    """Continue reports a damaged autosave in a dialog (no traceback), and the file stays as it was."""
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    path = autosave_path("catan")
    data = Match("catan", 4, 3).to_json()
    data["log"] = [{"seat": 0, "action": {"type": "settlement", "node": 38.0}}]
    text = json.dumps(data)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    try:
        w = MainWindow(Settings(pace="fast", animations=False))
        qtbot.addWidget(w)
        w.continue_game("catan")
        assert shown and "1" in shown[0] and w.model is None
        assert path.read_text(encoding="utf-8") == text
    finally:
        path.unlink(missing_ok=True)


@pytest.mark.parametrize("text", ["null", "[]", "123", '"x"', '{"seats": 5, "log": 7}', '{"seats": [1, null]}'])
def test_an_autosave_of_any_json_leaves_the_window_to_start(qtbot: Any, monkeypatch: Any, text: str) -> None:
    """An autosave holding JSON of another shape than a save (null, a list, `"seats": 5`) raised in
    the start page's card, so the main window could not be built and the app did not start."""
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    path = autosave_path("golden_horn")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    try:
        w = MainWindow(Settings(pace="fast", animations=False))
        qtbot.addWidget(w)
        card = next(c for c in w.start.cards if c.name == "golden_horn")
        assert card.has_continue()
        w.continue_game("golden_horn")  # Continue says why it cannot load it and keeps the file
        assert shown and w.model is None and path.read_text(encoding="utf-8") == text
    finally:
        path.unlink(missing_ok=True)


def test_a_save_with_an_illegal_move_is_refused(qtbot: Any, tmp_path: Path, monkeypatch: Any) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    m = Match("golden_horn", 2, 1, RANDOM_PLACEMENT)
    data = m.to_json()
    data["log"] = [{"seat": 1, "action": {"type": "end_turn"}}]
    path = tmp_path / "illegal.json"
    text = json.dumps(data)
    path.write_text(text)
    w = MainWindow(Settings(pace="fast", animations=False))
    qtbot.addWidget(w)
    assert not w.load_path(path)
    assert "1" in shown[0]
    assert path.read_text() == text


def test_save_and_open_round_trip(qtbot: Any, tmp_path: Path) -> None:
    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    w.model.paused = True
    w.model.try_apply(0, _first_sail(w.model))
    path = tmp_path / "game.json"
    w._write(path)
    assert str(path) in w.settings.recent
    state = w.model.game.clone(w.model.match.state)
    assert w.load_path(path)
    assert w.model.match.state == state


def test_curtain_hides_the_board_between_two_human_seats(qtbot: Any) -> None:
    w = make_window(qtbot, humans=2, options=RANDOM_PLACEMENT)
    curtain = w.page.curtain
    assert curtain.is_up() and "P1" in curtain.title_text()
    curtain.reveal()
    assert not curtain.is_up()
    model = w.model
    assert model.try_apply(0, _first_sail(model))
    assert model.try_apply(0, EndTurn())
    assert curtain.is_up() and "P2" in curtain.title_text()
    assert model.paused
    # while the curtain is up nothing can be played for the hidden seat, not even by shortcut
    records = len(model.match.records)
    w._human_action(_first_sail(model, 1))
    w.hint()
    assert len(model.match.records) == records
    curtain.reveal()
    assert not model.paused and model.human_to_act() == 1


def test_no_key_opens_a_decision_behind_the_curtain(qtbot: Any) -> None:
    """Alt+3 behind the curtain opened Catan's counter-offer dialog, with the hidden seat's hand in it."""
    w = make_window(qtbot, humans=2, options=RANDOM_PLACEMENT)
    assert w.page.curtain.is_up()
    opened: list[int] = []
    question = [("First", lambda: opened.append(1)), ("Second", lambda: opened.append(2))]
    w.page.set_prompt("A question", question, None)
    w.activateWindow()
    qtbot.waitUntil(lambda: w.isActiveWindow())
    for key in (Qt.Key.Key_1, Qt.Key.Key_2):
        qtbot.keyClick(QApplication.focusWidget() or w, key, Qt.KeyboardModifier.AltModifier)
    w.page._controls[1].click()  # a button under the curtain, reached all the same
    qtbot.wait(400)  # a shortcut clicks its button as the eye sees it: pressed, released a moment later
    assert opened == []
    w.page.curtain.reveal()
    w.page.set_prompt("Another question", question, None)  # the lifted curtain showed the board's own
    qtbot.keyClick(w.page.view, Qt.Key.Key_2, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: opened == [2], timeout=3000)


def test_undo_takes_back_a_move_that_revealed_nothing(qtbot: Any) -> None:
    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    model = w.model
    model.paused = True
    st = model.match.state
    st.ship_pos[0], st.ship_dir[0] = 1, 1  # seat 0's one-colour ship at sea, empty
    if any(p == 1 for i, p in enumerate(st.ship_pos) if i != 0):
        pytest.skip("space taken")
    w._on_changed()
    before = model.game.clone(st)
    sail = next(
        a for a in model.match.legal_actions(0) if isinstance(a, Sail) and a.ship == 0 and 0 < a.to < st.route_len - 1
    )
    lines = w.log_dock.lines()
    model.try_apply(0, sail)
    sailed = w.log_dock.lines()
    assert len(sailed) == len(lines) + 1
    assert w.a_undo.isEnabled()
    w.undo()
    assert model.match.state == before
    assert w.log_dock.lines() == lines  # the log no longer tells of the move taken back
    assert w.a_redo.isEnabled()
    w.redo()
    assert model.match.records[-1].action == sail
    assert w.log_dock.lines() == sailed


def test_a_move_that_drew_goods_from_the_bag_cannot_be_taken_back(qtbot: Any) -> None:
    """Boardgame.io's limit: never past a revealed outcome; practice games lift it."""
    for practice in (False, True):
        w = make_window(qtbot, options=RANDOM_PLACEMENT, seed=11, practice=practice)
        model = w.model
        model.paused = True
        loading = next(a for a in model.match.legal_actions(0) if isinstance(a, Sail) and a.load)
        assert model.try_apply(0, loading)  # loading refills the port from the bag
        assert model.match.records[-1].chance
        assert model.can_undo() == practice
        if not practice:  # greyed, Undo says why, and so does Ctrl+Z (it said nothing at all)
            w._on_changed()
            why = "The last move drew goods from the bag or cards from the pile: it cannot be taken back."
            assert not w.a_undo.isEnabled() and w.a_undo.toolTip() == why
            qtbot.keyClick(w, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
            assert w.statusBar().currentMessage() == why
        model.stop()


def test_language_switches_at_run_time(qtbot: Any) -> None:
    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    w.model.paused = True
    i18n.set_language("en")
    qtbot.wait(20)
    english = w.a_undo.text()
    assert i18n.set_language("cs")
    qtbot.wait(20)
    czech = w.a_undo.text()
    i18n.set_language("en")
    qtbot.wait(20)
    assert czech != english
    assert w.a_undo.text() == english


def test_bots_play_a_whole_game_in_the_window(qtbot: Any) -> None:
    w = make_window(qtbot, humans=0, options=RANDOM_PLACEMENT)
    model = w.model
    model.pace_ms = 0
    over: list[bool] = []
    model.game_over.connect(lambda: over.append(True))
    model.schedule_bots()
    qtbot.waitUntil(lambda: bool(over), timeout=60000)
    assert model.match.is_over()
    assert w.turn_label.text()


def test_screenshot_cli_writes_a_png(tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    cmd = [
        sys.executable,
        "-m",
        "desktop",
        "--game",
        "golden_horn",
        "--players",
        "2",
        "--seed",
        "2",
        "--actions",
        "8",
        "--lang",
        "cs",
        "--screenshot",
        str(out),
    ]
    subprocess.run(cmd, check=True, cwd=ROOT, timeout=120)
    assert out.stat().st_size > 10_000


def test_self_test_cli_passes(tmp_path: Path) -> None:
    """...and leaves nothing in the temp folder: its companion pages keep their sessions in folders
    of their own, removed when the app ends (each run used to leave one per game behind)."""
    temp = tmp_path / "temp"
    temp.mkdir()
    env = {**os.environ, "TMPDIR": str(temp)}
    r = subprocess.run(
        [sys.executable, "-m", "desktop", "--self-test"], cwd=ROOT, env=env, timeout=300, capture_output=True, text=True
    )
    assert r.returncode == 0, r.stdout + r.stderr
    assert "self-test: ok" in r.stdout
    assert [p.name for p in temp.iterdir() if p.name.startswith("pristav")] == []


def test_the_score_chart_keeps_hidden_victory_point_cards_hidden(qtbot: Any) -> None:
    """Catan: "drží ju skrytú, kým nie je pripravený skončiť hru" — an opponent's victory-point card
    may not lift his line on the chart of the one human at this screen; once the game is over, it
    counts."""
    from engine.bots import make_bot
    from engine.core.match import Seat

    seats = [Seat("Me", "human", "normal")] + [Seat(f"Bot {i}", "bot", "random") for i in (1, 2)]
    match = Match("catan", 3, 11, {}, seats=seats)
    game = match.game
    bots = [make_bot(game, "random", s) for s in range(3)]
    vp = 1  # development kinds: knight, victory point, road building, year of plenty, monopoly
    for _ in range(20_000):
        st = match.state
        if any(st.dev_hand[s][vp] for s in (1, 2)) or match.is_over():
            break
        seat = match.to_act()[0]
        match.apply(seat, bots[seat].choose(match.view(seat), seat))
    st = match.state
    assert not match.is_over() and any(st.dev_hand[s][vp] for s in (1, 2)), "no hidden card came up"
    model = GameModel(match, None, 0)
    model.stop()
    shown = model.history[-1][1]
    assert shown == list(game.scores(game.view(st, 0)))
    assert shown != list(game.scores(st))  # the full state counts the hidden card
    st.phase, st.winner = "over", 1  # the end reveals everything
    assert model.table_scores(st) == list(game.scores(st))


def test_a_prompt_button_pressed_before_the_question_changed_plays_nothing(qtbot: Any) -> None:
    """Pressed, then a bot moves and the prompt is rebuilt, then released: the old button is gone and
    must not play whatever now stands at its place (found by the UI monkey, seed 28: an IndexError)."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QPushButton

    from desktop.game_page import GamePage

    page = GamePage()
    qtbot.addWidget(page)
    page.resize(900, 500)
    page.show()
    played: list[str] = []
    for k in (0, 2):  # k 0 would have fired, k 2 raised an IndexError
        page.set_prompt("Which planet?", [("Planet 1", "p1"), ("Planet 2", "p2"), ("Fly on", "on")], played.append)
        old = [b for b in page.button_row.findChildren(QPushButton) if b.isVisible()]
        assert len(old) == 3
        QTest.mousePress(old[k], Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
        page.set_prompt("Fire?", [("Fire", "fire")], played.append)  # a bot moved while the button was down
        QTest.mouseRelease(old[k], Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
        assert played == []
    new = [b for b in page.button_row.findChildren(QPushButton) if b.isVisible()]
    qtbot.mouseClick(new[0], Qt.MouseButton.LeftButton)
    assert played == ["fire"]


def test_the_score_dock_counts_credits_in_galaxy_trucker_and_points_elsewhere(qtbot: Any) -> None:
    """Galaxy Trucker's score is credits (its end screen says so): the side chart's axis said
    "Points" for it as for the other games. One window, a game of each after the other."""
    w = make_window(qtbot, game="galaxy_trucker", options={"build_variant": "robot"})
    axis = w.score_dock.chart.plot_widget().getPlotItem().getAxis("left")
    assert axis.labelText == "Credits"
    i18n.set_language("cs")
    try:
        qtbot.wait(20)  # the language change reaches the widgets through the event loop
        assert axis.labelText == "Kredity"
        w.start_match(Match("golden_horn", 2, 3, {}), None, autosave=False)
        assert axis.labelText == "Body"
    finally:
        i18n.set_language("en")
    qtbot.wait(20)
    assert axis.labelText == "Points"


def test_new_game_offers_the_set_up_the_game_was_last_started_with(qtbot: Any, monkeypatch: Any) -> None:
    """Start a game as Anna against a hard bot; the next New game of that game opens with Anna and the
    hard bot (and a new seed), another game's dialog with its own defaults; and after a restart too."""
    from PySide6.QtWidgets import QDialog

    from desktop.dialogs.new_game import NewGameDialog
    from desktop.settings import load_settings, save_settings

    seen: list[Any] = []

    def first(dialog: NewGameDialog) -> int:
        name, _, level, _ = dialog.seat_widgets(0)
        name.setText("Anna")
        level_box = dialog.seat_widgets(1)[2]
        level_box.setCurrentIndex(level_box.findData("strong"))
        return QDialog.DialogCode.Accepted

    def look(dialog: NewGameDialog) -> int:
        seen.append((dialog.game.name, dialog.config()))
        return QDialog.DialogCode.Rejected

    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    monkeypatch.setattr(NewGameDialog, "exec", first)
    w.new_game("golden_horn")
    started = w.model.match
    assert [s.name for s in started.seats][0] == "Anna" and started.seats[1].level == "strong"
    monkeypatch.setattr(NewGameDialog, "exec", look)
    w.new_game("golden_horn")
    w.new_game("shipyard")
    (_, again), (_, other) = seen
    assert [(s.name, s.kind, s.level) for s in again.seats] == [(s.name, s.kind, s.level) for s in started.seats]
    assert again.seed != started.seed  # a new deal
    assert other.seats[0].name == "Player 1"
    assert load_settings().setups["golden_horn"]["seats"][0]["name"] == "Anna"  # kept for the next start
    w.settings.setups = {}  # later tests' dialogs start from the defaults
    save_settings(w.settings)


def test_the_window_comes_back_as_it_was_closed_and_first_fits_the_screen(qtbot: Any) -> None:
    """The window opened at 1366×860 whatever the screen, hanging over a 1280×800 one, and forgot
    its size and place at every start. The first start maximises it on a screen smaller than that;
    after that it opens as it was closed."""
    from desktop.settings import _store

    store = _store()
    store.remove("window/geometry")
    first = MainWindow(Settings(pace="fast", animations=False))
    qtbot.addWidget(first)
    screen = first.screen().availableGeometry()
    first.show_restored()
    assert first.isMaximized() == (screen.width() < 1406 or screen.height() < 900), screen
    first.showNormal()
    first.resize(1024, 740)  # the offscreen screen is 800 px wide: the window is at its narrowest
    first.close()
    again = MainWindow(Settings(pace="fast", animations=False))
    qtbot.addWidget(again)
    again.show_restored()
    try:
        assert not again.isMaximized() and (again.width(), again.height()) == (1024, 740)
    finally:
        again.close()
        store.remove("window/geometry")
        store.sync()
    other = MainWindow(Settings())  # a window the app did not show with show_restored keeps nothing
    qtbot.addWidget(other)
    other.show()
    other.close()
    assert _store().value("window/geometry") is None


def test_the_docks_come_back_as_the_player_left_them_beside_each_game(qtbot: Any) -> None:
    """A player who closed the log beside the board, or made the chart wider, got both back at
    their first size at every game and every start. The docks are now kept per game: closed stays
    closed, a size stays; another game has its own; a window the app did not show keeps nothing."""
    from desktop.settings import _store

    def window() -> MainWindow:
        w = MainWindow(Settings(pace="fast", animations=False))
        qtbot.addWidget(w)
        w.resize(1280, 800)
        w.show_restored()
        return w

    store = _store()
    try:
        first = window()
        first.start_match(Match("golden_horn", 2, 3, {}), None, autosave=False)
        assert not first.log_dock.isHidden() and not first.score_dock.isHidden()
        first.log_dock.close()  # the dock's own close button
        first.go_home()
        first.start_match(Match("catan", 3, 3, {}), None, autosave=False)
        assert not first.log_dock.isHidden(), "Catan was never set out: its log is at its place"
        first.close()

        again = window()
        again.start_match(Match("golden_horn", 2, 4, {}), None, autosave=False)
        assert again.log_dock.isHidden() and not again.score_dock.isHidden()
        again.log_dock.show()  # View ▸ Log brings it back, and so it stays
        again.close()
        third = window()
        third.start_match(Match("golden_horn", 2, 5, {}), None, autosave=False)
        assert not third.log_dock.isHidden()
        third.log_dock.setFloating(True)  # pulled out, and the chart closed
        third.score_dock.close()
        third.a_panels.trigger()  # View ▸ Restore the Panels: as they first stood
        assert not third.log_dock.isFloating() and not third.log_dock.isHidden() and not third.score_dock.isHidden()
        assert third.dockWidgetArea(third.log_dock) == Qt.DockWidgetArea.RightDockWidgetArea
        assert store.value("docks/golden_horn") is None
        third.close()

        other = MainWindow(Settings(pace="fast", animations=False))  # a test's or a screenshot's window
        qtbot.addWidget(other)
        other.show()
        other.start_match(Match("shipyard", 3, 3, {}), None, autosave=False)
        other.log_dock.close()
        other.close()
        assert store.value("docks/shipyard") is None
    finally:
        for game in ("golden_horn", "catan", "shipyard", "galaxy_trucker"):
            store.remove(f"docks/{game}")
        store.remove("window/geometry")
        store.sync()


def test_a_closed_hourglass_comes_back_while_the_sand_runs(qtbot: Any) -> None:
    """The hourglass is the one dock a real-time build cannot do without: a layout kept with it
    closed does not hide it at the next build."""
    from desktop.settings import _store

    store = _store()
    try:
        w = MainWindow(Settings(pace="fast", animations=False))
        qtbot.addWidget(w)
        w.show_restored()
        w.start_match(Match("galaxy_trucker", 2, 3, {}), None, autosave=False)
        hourglass = w.scene.hourglass_dock
        assert hourglass is not None and not hourglass.isHidden()
        hourglass.close()
        w.go_home()
        w.start_match(Match("galaxy_trucker", 2, 4, {}), None, autosave=False)
        qtbot.waitUntil(lambda: w.scene.hourglass_dock is not None and not w.scene.hourglass_dock.isHidden())
        w.close()
    finally:
        store.remove("docks/galaxy_trucker")
        store.remove("window/geometry")
        store.sync()


def _left_game(seed: int, moves: int) -> Match:
    match = Match("golden_horn", 2, seed, RANDOM_PLACEMENT)
    for _ in range(moves):
        seat = match.to_act()[0]
        match.apply(seat, match.legal_actions(seat)[0])
    return match


def _kept_files() -> list[Path]:
    from desktop.common.paths import saves_dir

    return sorted(saves_dir().glob("Golden Horn *.pristav.json"))


@pytest.fixture
def clean_saves() -> Any:
    autosave = autosave_path("golden_horn")
    wait_for_writes()
    for path in [autosave, autosave.with_name(autosave.name + ".file"), *_kept_files()]:
        path.unlink(missing_ok=True)
    yield
    wait_for_writes()
    for path in [autosave, autosave.with_name(autosave.name + ".file"), *_kept_files()]:
        path.unlink(missing_ok=True)


def test_a_new_game_keeps_the_unfinished_one_it_would_overwrite(qtbot: Any, clean_saves: None) -> None:
    """New game where Continue was meant wrote the new game over the unfinished one's autosave: hours
    of play gone at one click. The unfinished game is now kept among the saves (and in Open recent),
    the status bar says where, and the autosave is the new game's."""
    left = _left_game(5, 6)
    left.save(autosave_path("golden_horn"))
    w = make_window(qtbot, seed=9, options=RANDOM_PLACEMENT, autosave=True)
    w.model.stop()
    w.model.wait_saved()
    (kept,) = _kept_files()
    assert Match.load(kept).to_json() == left.to_json()
    assert w.settings.recent[0] == str(kept)
    assert kept.name in w.statusBar().currentMessage()  # the name: the whole path is in Open recent
    assert Match.load(autosave_path("golden_horn")).to_json() == w.model.match.to_json() != left.to_json()


def test_continue_keeps_no_copy_and_a_damaged_autosave_is_kept_as_it_was(qtbot: Any, clean_saves: None) -> None:
    left = _left_game(5, 6)
    left.save(autosave_path("golden_horn"))
    w = MainWindow(Settings(pace="fast", animations=False))
    qtbot.addWidget(w)
    w.continue_game("golden_horn")
    w.model.stop()
    assert _kept_files() == [] and w.model.match.to_json() == left.to_json()
    w.model.release_autosave()
    damaged = b'{"format": "pristav-save", "version": 1, "ga'
    autosave_path("golden_horn").write_bytes(damaged)
    w.start_match(_left_game(7, 0), None)
    w.model.stop()
    (kept,) = _kept_files()
    assert kept.read_bytes() == damaged


def test_the_window_title_names_the_game_and_its_file(qtbot: Any, tmp_path: Path) -> None:
    w = make_window(qtbot, game="catan", players=3, humans=0)
    w.model.stop()
    assert w.windowTitle() == "Catan – Přístav"
    w._write(tmp_path / "evening.pristav.json")
    assert w.windowTitle() == "evening.pristav.json – Catan – Přístav"
    i18n.set_language("sk")
    try:
        qtbot.wait(20)
        assert w.windowTitle() == "evening.pristav.json – Osadníci z Katanu – Přístav"
    finally:
        i18n.set_language("en")
    w.replays.watch(w.model.match)
    assert w.windowTitle() == "Replay – Catan – Přístav"
    w.go_home()
    assert w.windowTitle() == "Přístav"


def test_open_recent_greys_out_a_file_that_is_not_there(qtbot: Any, tmp_path: Path) -> None:
    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    w.model.stop()
    here, gone = tmp_path / "here.pristav.json", tmp_path / "gone.pristav.json"
    w.model.match.save(here)
    odd = tmp_path / "Anna & Bořek.pristav.json"
    w.model.match.save(odd)
    w.settings.recent = [str(gone), str(here), str(odd)]
    w._fill_recent()
    # the file's name with a number to press, the whole path in the tooltip (a menu of full paths
    # was as wide as the screen); an & in a name is shown, not taken for a mnemonic
    actions = {a.text(): a for a in w.m_recent.actions()}
    assert list(actions) == ["&1 gone.pristav.json", "&2 here.pristav.json", "&3 Anna && Bořek.pristav.json"]
    assert actions["&2 here.pristav.json"].isEnabled() and not actions["&1 gone.pristav.json"].isEnabled()
    assert actions["&1 gone.pristav.json"].toolTip() == "The file is not there now.\n" + str(gone)
    assert actions["&2 here.pristav.json"].toolTip() == str(here)
    actions["&3 Anna && Bořek.pristav.json"].trigger()
    assert w.path == odd


def test_a_long_tooltip_on_a_board_is_shown_wrapped_and_a_short_one_as_it_is(qtbot: Any) -> None:
    """Qt shows a plain tooltip on one line while it fits the screen (the boards' rule tooltips,
    Störtebeker's cannons of 250 characters, ran across a 1280 px screen), and a longer one or one
    made rich text in a column of ~190 px. The board shows long ones as a paragraph of lines no
    wider than TIP_LINE_MAX, through the view's own tooltip event, short ones as they are. A line of
    71-80 characters that fits was made rich text by a second, older wrapping in the scene, and so
    shown in the narrow column."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QFontMetrics, QHelpEvent
    from PySide6.QtWidgets import QApplication, QGraphicsRectItem, QToolTip

    from desktop.common.tooltips import TIP_LINE_MAX, wrapped_tip

    long_rule = "Cannons: each die shoots away an opponent's card of its colour. " * 4 + "\nA second line & more."
    metrics = QFontMetrics(QToolTip.font())
    w = make_window(qtbot, options=RANDOM_PLACEMENT)
    w.model.stop()
    view = w.page.view
    medium = "Ship of Anna: sails yellow and green, cargo 3 of 4, moored at the Galata quay"  # 75 characters
    assert metrics.horizontalAdvance(medium) < TIP_LINE_MAX and wrapped_tip(medium) == medium
    for tip in (long_rule, medium, "Road of Anna"):
        item = QGraphicsRectItem(0, 0, 40, 40)
        item.setToolTip(tip)
        item.setZValue(10_000)  # above every piece
        item.setPos(view.mapToScene(view.viewport().rect().center()) - item.boundingRect().center())
        w.scene.addItem(item)
        at = view.mapFromScene(item.sceneBoundingRect().center())
        QApplication.sendEvent(view.viewport(), QHelpEvent(QEvent.Type.ToolTip, at, view.viewport().mapToGlobal(at)))
        shown = QToolTip.text()
        QToolTip.hideText()
        w.scene.removeItem(item)
        assert shown == wrapped_tip(tip)
    lines = wrapped_tip(long_rule).split("\n")
    assert len(lines) > 2 and all(metrics.horizontalAdvance(line) <= TIP_LINE_MAX for line in lines)
    assert lines[-1] == "A second line & more." and wrapped_tip("Road of Anna") == "Road of Anna"


def test_the_unfinished_game_is_kept_before_the_new_games_first_autosave_is_written(
    qtbot: Any, clean_saves: None, monkeypatch: Any
) -> None:
    """The first autosave is written on a thread as soon as the model exists: keeping the old game
    after that raced the thread (and lost the race when the disk was quick). With the write made
    immediate, the old game must still be what is kept."""
    from desktop.common import writer as writer_module

    left = _left_game(5, 6)
    left.save(autosave_path("golden_horn"))
    real = writer_module.writer()
    monkeypatch.setattr(real, "write", lambda path, text: Path(path).write_text(text, encoding="utf-8"))
    model = GameModel(_left_game(8, 0), autosave_path("golden_horn"), 0)
    model.stop()
    try:
        assert model.kept is not None and Match.load(model.kept).to_json() == left.to_json()
    finally:
        model.release_autosave()


def test_save_as_offers_a_name_of_its_own(qtbot: Any, monkeypatch: Any, tmp_path: Path) -> None:
    """Save As offered "catan.pristav.json" for every game, so a second save proposed to write over
    the first. It offers the game's title and the minute, free in the folder, and for a game saved
    before, its own file."""
    import re

    import desktop.game_files as mw

    offered: list[str] = []
    monkeypatch.setattr(mw, "saves_dir", lambda: tmp_path)
    monkeypatch.setattr(mw, "ask_save_path", lambda *a, **k: offered.append(str(a[2])))
    w = make_window(qtbot, "catan", players=3)
    w.save_as()
    first = Path(offered[-1])
    assert first.parent == tmp_path and re.fullmatch(r"Catan \d{4}-\d\d-\d\d \d\d\.\d\d\.pristav\.json", first.name)
    first.write_text("{}")
    w.save_as()
    assert Path(offered[-1]).name == first.name.replace(".pristav.json", " (2).pristav.json")
    w.path = tmp_path / "evening.pristav.json"
    w.save_as()
    assert offered[-1] == str(tmp_path / "evening.pristav.json")


def test_the_board_does_not_jump_when_a_question_with_answers_comes_and_goes(qtbot: Any) -> None:
    """The bar lost its button row on a bot's turn and got it back on the human's, so the board under
    it was refitted a row smaller and larger again at each turn (Catan: 78 times in 306 moves)."""
    from desktop.game_page import GamePage

    page = GamePage()
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    qtbot.waitExposed(page)
    heights = []
    for text, answers in [("P2 is thinking…", []), ("Your turn: build or trade.", [("End turn", 1)]), ("P3…", [])]:
        page.set_prompt(text, answers, lambda _: None)
        QApplication.processEvents()
        heights.append((page.bar.height(), page.view.height()))
    assert len(set(heights)) == 1, heights


def test_many_decisions_keep_the_prompt_bar_to_a_few_rows(qtbot: Any) -> None:
    """Galaxy Trucker's abandoned station offered 21 "load … into the cargo hold (row, column)"
    buttons: they took 12 rows at 1280×800 and squeezed the board to 40 % of the height. The bar now
    shows the decisions that fit in MAX_ROWS rows and the rest under More; every one is still played."""
    from PySide6.QtWidgets import QApplication, QPushButton

    from desktop.game_page import MAX_ROWS, GamePage

    page = GamePage()
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    qtbot.waitExposed(page)
    played: list[Any] = []
    cells = [(r, c) for r in range(5, 10) for c in range(4, 9)][:21]
    decisions = [(f"Load blue goods into the cargo hold (row {r}, column {c})", ("load", r, c)) for r, c in cells]
    page.set_prompt("An abandoned station: load its goods.", decisions, played.append)
    QApplication.processEvents()
    shown = [b for b in page.button_row.findChildren(QPushButton) if b.isVisible()]
    assert len({b.y() for b in shown}) <= MAX_ROWS and page.bar.height() < 160  # 6 rows took 194 px
    assert page._more is not None and page._more in shown
    under = page._more.menu().actions()
    assert len(shown) - 1 + len(under) == 21 and under[0].text().startswith("Load blue goods")
    under[-1].trigger()
    shown[0].click()
    assert played == [decisions[-1][1], decisions[0][1]]
    page.set_prompt("Few now.", decisions[:2], played.append)  # few decisions: no More, all as buttons
    assert page._more is None and len([b for b in page.button_row.findChildren(QPushButton) if b.isVisible()]) == 2


def test_alt_0_lists_every_decision_and_the_keyboard_chooses_past_the_ninth(qtbot: Any) -> None:
    """Alt+1 … Alt+9 reach the first nine buttons; a tenth (the station's 21 loads, a planet's many
    holds) could be chosen only with the mouse, as Tab on the board walks the board. Alt+0 opens every
    decision in a list under the bar, the first active, its Alt key beside it; a greyed one stays grey
    with its reason; the arrows and Enter choose; a new question closes the list."""
    from PySide6.QtWidgets import QApplication

    from desktop.common.prompt import Unavailable

    w = make_window(qtbot)
    w.model.paused = True
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w, timeout=2000)
    page, view = w.page, w.page.view
    played: list[Any] = []
    decisions: list[tuple[str, Any]] = [(f"Hold {k + 1}", ("hold", k)) for k in range(12)]
    decisions[3] = ("Hold 4", Unavailable("It is full."))
    page.set_prompt("Where do the goods go?", decisions, played.append)
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_0, Qt.KeyboardModifier.AltModifier)
    menu = page.choices_menu
    assert menu is not None and menu.isVisible()
    entries = menu.actions()
    assert [a.text().split("\t")[0] for a in entries] == [label for label, _ in decisions]
    assert entries[0].text().endswith("\tAlt+1") and "\t" not in entries[10].text()
    assert not entries[3].isEnabled() and entries[3].toolTip() == "It is full."
    assert menu.activeAction() is entries[0]
    for _ in range(9):  # the arrows pass over the grey one: nine steps to the eleventh
        qtbot.keyClick(menu, Qt.Key.Key_Down)
    assert menu.activeAction() is entries[10]
    qtbot.keyClick(menu, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: played == [("hold", 10)], timeout=2000)
    qtbot.keyClick(view, Qt.Key.Key_0, Qt.KeyboardModifier.AltModifier)
    assert page.choices_menu is not None and page.choices_menu.isVisible()
    # the same question after another player's move: the list greys and ungreys as the buttons do
    changed = list(decisions)
    changed[3], changed[5] = ("Hold 4", ("hold", 3)), ("Hold 6", Unavailable("Now full."))
    page.set_prompt("Where do the goods go?", changed, played.append)
    entries = page.choices_menu.actions()
    assert entries[3].isEnabled() and not entries[5].isEnabled() and entries[5].toolTip() == "Now full."
    page.set_prompt("Another question.", decisions[:2], played.append)
    assert not page.choices_menu.isVisible()


def test_a_new_game_says_in_its_first_line_that_the_keys_play_too(qtbot: Any, tmp_path: Path) -> None:
    """The prompts speak of dragging; a new player learns from the status bar at once that Tab, the
    arrows and Enter play as well, and where every key is listed (the menu's own words). The line goes
    with the first move; a game continued from its save, and one only bots play, do not repeat it."""
    w = make_window(qtbot)
    w.model.paused = True
    tip = w.statusBar().currentMessage()
    assert tip == (
        "Play with the mouse or the keys: Tab picks a piece, the arrows a place, Enter plays. "
        "Help ▸ Keyboard and Mouse lists all keys."
    )
    w._human_action(w.model.match.legal_actions(0)[0])
    assert w.statusBar().currentMessage() == ""
    ended = make_window(qtbot)  # a game that ends before the line went: it does not stay over the end
    ended.model.paused = True
    assert ended.statusBar().currentMessage() == tip
    ended._on_game_over()
    assert ended.statusBar().currentMessage() == ""
    path = tmp_path / "g.pristav.json"
    w.model.match.save(path)
    assert w.load_path(path, remember=False)
    assert w.statusBar().currentMessage() == ""
    bots = make_window(qtbot, humans=0)
    bots.model.paused = True
    assert bots.statusBar().currentMessage() == ""
    # a bot opens the game: the line waits for the person's first turn
    from desktop.common.colours import SEAT_COLOURS
    from engine.core.match import Seat

    late = MainWindow(Settings(pace="fast", animations=False))
    late._no_dialogs = True
    qtbot.addWidget(late)
    seats = [Seat("Bot", "bot", "normal", SEAT_COLOURS[0]), Seat("Eva", "human", "normal", SEAT_COLOURS[1])]
    late.start_match(Match("golden_horn", 2, 3, {}, seats=seats), None, autosave=False)
    late.model.stop()
    assert late.model.human_to_act() is None and late.statusBar().currentMessage() == ""
    while late.model.human_to_act() is None:
        late.model.bot_move_now()
    late._on_changed()
    assert late.statusBar().currentMessage() == tip


@pytest.mark.parametrize("lang", ["en", "cs", "sk"])
def test_no_two_entries_of_a_menu_share_an_accelerator(qtbot: Any, lang: str) -> None:
    """Alt+a letter opens a menu, a letter then picks its entry: in Czech "Otevřít ne&dávné" and
    "&Dohrané hry a záznamy…" both took D, in English "&Fit the Board" and "&Full Screen" both F
    (the first of the two was never reached by its letter)."""
    import re

    from PySide6.QtWidgets import QMenu

    def clashes(texts: list[str]) -> dict[str, list[str]]:
        seen: dict[str, list[str]] = {}
        for text in texts:
            found = re.search(r"&([^&])", text.replace("&&", ""))
            if found:
                seen.setdefault(found.group(1).lower(), []).append(text)
        return {k: v for k, v in seen.items() if len(v) > 1}

    try:
        i18n.set_language(lang)
        w = make_window(qtbot)
        bar = w.menuBar()
        assert clashes([a.text() for a in bar.actions()]) == {}
        menus: list[QMenu] = [a.menu() for a in bar.actions() if a.menu() is not None]
        while menus:
            menu = menus.pop()
            entries = [a for a in menu.actions() if not a.isSeparator()]
            assert clashes([a.text() for a in entries]) == {}, (lang, menu.title())
            menus += [a.menu() for a in entries if a.menu() is not None]
    finally:
        i18n.set_language("en")


def test_the_status_bar_names_everyone_who_plays_at_once(qtbot: Any, monkeypatch: Any) -> None:
    """Galaxy Trucker's build is played by everyone at once: the status bar said "To play: P1 (bot)"
    (the first seat of several), and a person building beside the bots read it as not their turn."""
    w = make_window(qtbot, game="galaxy_trucker", players=3, options={"build_variant": "realtime"})
    w.model.paused = True  # the bots wait: the build has just begun
    w._on_changed()
    assert w.model.match.to_act() == (0, 1, 2)
    assert w.turn_label.text() == "To play: everyone at once"
    assert w.turn_icon.pixmap().isNull()  # no one seat's colour
    monkeypatch.setattr(w.model.match, "to_act", lambda: (0, 2))  # one has finished
    w._on_changed()
    assert w.turn_label.text() == "To play: P1, P3 (bot)"
    monkeypatch.setattr(w.model.match, "to_act", lambda: (1,))
    w._on_changed()
    assert w.turn_label.text() == "To play: P2 (bot)" and not w.turn_icon.pixmap().isNull()


def test_following_the_hint_does_not_offer_a_declined_trade_again_and_again(qtbot: Any) -> None:
    """A new hint bot at each H had no memory: Catan's hint offered a trade, the bots declined, the
    hint withdrew it and offered it again, for ever (2 026 offers, the game stuck after one roll)."""
    w = make_window(qtbot, game="catan", players=4, seed=329785612)
    model = w.model
    offers = 0
    for _ in range(400):
        seat = model.human_to_act()
        if seat is None:
            model.bot_move_now()
            continue
        action = model.hint()
        offers += action.kind == "trade_start"
        assert offers <= 1, "the hint opened a trade again in the same turn"
        assert model.try_apply(seat, action)
        if sum(r.action.kind == "roll" for r in model.match.records) >= 2:
            break  # the turn went on to the next roll
    assert sum(r.action.kind == "roll" for r in model.match.records) >= 2


def test_a_game_the_bots_end_under_a_dialog_shows_its_end_screen_after_it(qtbot: Any, monkeypatch: Any) -> None:
    """The bots' last move under Save As or Settings opened the end screen inside that dialog, and its
    Play again replaced the game the dialog was about (Save As then wrote the new, empty game)."""
    from PySide6.QtWidgets import QDialog

    w = make_window(qtbot)
    w._no_dialogs = False
    model = w.model
    model.stop()
    shown: list[Any] = []
    monkeypatch.setattr("desktop.main_window.ask_once", lambda dialog: shown.append(dialog))
    monkeypatch.setattr(model.match, "is_over", lambda: True)
    dialog = QDialog(w)
    dialog.setModal(True)
    dialog.show()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is dialog)
    w._on_game_over()
    qtbot.wait(600)
    assert shown == []  # not inside the person's dialog
    dialog.close()
    qtbot.waitUntil(lambda: len(shown) == 1, timeout=3000)
    qtbot.wait(600)
    assert len(shown) == 1 and w.model is model


def test_an_error_no_code_caught_is_written_down_and_said(qtbot: Any) -> None:
    """An exception in a slot went to a terminal nobody reads (the player saw nothing, and had no file
    to send). It is written to errors.log in the data folder and said in the status bar; play goes on."""
    import sys

    from desktop.app import install_error_report
    from desktop.common.paths import data_dir

    w = make_window(qtbot)
    log = data_dir() / "errors.log"
    log.unlink(missing_ok=True)
    before = sys.excepthook
    install_error_report(w)

    class Broken:  # a terminal that is gone: the file and the window still get the report
        def write(self, text: str) -> int:
            raise OSError(5, "Input/output error")

        def flush(self) -> None:
            pass

    err = sys.stderr
    try:
        sys.stderr = Broken()  # type: ignore[assignment]
        for _ in range(3):  # the same error again and again (a timer's slot): written once
            try:
                raise ValueError("a slot broke")
            except ValueError as exc:
                sys.excepthook(type(exc), exc, exc.__traceback__)
    finally:
        sys.stderr = err
        sys.excepthook = before
    text = log.read_text(encoding="utf-8")
    assert "ValueError: a slot broke" in text and "Přístav 0." in text and text.count("--- ") == 1
    assert w.statusBar().currentMessage() == (
        f"Something went wrong inside Přístav; the details are in {log}. Your game is kept."
    )
    log.unlink()


def test_opening_a_finished_game_keeps_no_copy_of_the_unfinished_one(qtbot: Any, clean_saves: None) -> None:
    """A finished game is never autosaved, yet opening one copied the unfinished game waiting in
    Continue into the saves each time ("kept as …", a new entry in Open recent pushing out the
    person's own saves). Nothing is copied now, and Continue still holds the unfinished game."""
    from engine.bots import make_bot

    left = _left_game(5, 6)
    left.save(autosave_path("golden_horn"))
    done = Match("golden_horn", 2, 7, RANDOM_PLACEMENT)
    bots = [make_bot(done.game, "random", 7 + k) for k in range(2)]
    while not done.is_over():
        seat = done.to_act()[0]
        done.apply(seat, bots[seat].choose(done.view(seat), seat))
    w = MainWindow(Settings(pace="fast", animations=False))
    w._no_dialogs = True
    qtbot.addWidget(w)
    for _ in range(2):
        w.start_match(Match.from_json(done.to_json()), None)
        w.model.stop()
        assert w.model.kept is None
    wait_for_writes()
    assert _kept_files() == [] and Match.load(autosave_path("golden_horn")).to_json() == left.to_json()
    assert "kept as" not in w.statusBar().currentMessage()
