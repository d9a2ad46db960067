"""At the table: each companion page driven through its widgets. The dice keep a history and a
chart, the balanced deck deals each of the 36 outcomes once a cycle, the hourglass on a driven
clock goes 3-2-1-start and signals the end, every calculator agrees with the engine's own scoring
on positions from real engine games, the island prints to PDF, a session survives a restart."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLineEdit

from desktop.common.dice import BalancedDeck, DicePanel
from desktop.common.session import TableSession
from desktop.games import companion_games, make_companion
from engine.bots import make_bot
from engine.core.registry import get_game
from tests.desktop.helpers import companion_page


def _page(qtbot: Any, game: str, tmp_path: Path) -> Any:
    return companion_page(qtbot, game, tmp_path)


def _slovak_table_pages(qtbot: Any, tmp_path: Path) -> Iterator[tuple[Any, str, Any]]:
    """Each game's page at the table in a 1280×800 window, in Slovak (the longest language; English
    again once done)."""
    from desktop.common import i18n
    from desktop.main_window import MainWindow
    from desktop.settings import Settings

    i18n.set_language("sk")
    try:
        for game in companion_games():
            window = MainWindow(Settings(pace="fast", animations=False))
            window._no_dialogs = True
            qtbot.addWidget(window)
            window.resize(1280, 800)
            window.show()
            yield window, game, window.open_table().open(game, TableSession(game, tmp_path / f"{game}.json"))
            window.close()
    finally:
        i18n.set_language("en")


def _finished(game: str, players: int, seed: int, options: dict[str, Any] | None = None) -> Any:
    g = get_game(game)
    st = g.new_game(players, seed, options or {})
    bots = [make_bot(g, "normal", seed + s) for s in range(players)]
    for _ in range(20000):
        if g.is_over(st):
            return st
        seat = g.to_act(st)[0]
        g.apply(st, seat, bots[seat].choose(g.view(st, seat), seat))
    raise AssertionError("the game did not end")


def test_every_game_has_a_page_at_the_table() -> None:
    assert set(companion_games()) == {"golden_horn", "catan", "galaxy_trucker", "shipyard", "stortebeker"}


def test_the_dice_keep_a_history_and_a_chart(qtbot: Any, tmp_path: Path) -> None:
    page = _page(qtbot, "catan", tmp_path)
    page.dice.animate = False
    for _ in range(30):
        qtbot.mouseClick(page.dice.button, Qt.MouseButton.LeftButton)
    assert len(page.dice.history) == 30 and page.dice.list.count() == 30
    counts = page.dice.chart.counts
    assert sum(counts.values()) == 30
    assert {k: v for k, v in counts.items() if v} == page.dice.counts()
    last = page.dice.history[-1]
    assert page.dice.result.text().startswith(f"{last[0]} + {last[1]} = {last[0] + last[1]}")
    # the pointer over a sum's column reads its count and its expectation; off the chart, nothing
    from PySide6.QtCore import QPointF

    chart = page.dice.chart
    page.show()
    qtbot.wait(10)
    box = chart.plot.getPlotItem().getViewBox()
    chart._hover(box.mapViewToScene(QPointF(6.8, 0.4)))
    times = "time" if counts[7] == 1 else "times"
    assert chart.plot.toolTip() == f"<b>Sum 7</b><br>Rolled {counts[7]} {times}<br>Expected: {30 * 6 / 36:.1f}"
    chart._hover(QPointF(-40, -40))
    assert chart.plot.toolTip() == ""


def test_every_roll_in_the_history_reads_whole_in_slovak(qtbot: Any, tmp_path: Path) -> None:
    """The roll history is as wide as its longest line: no line cut off behind a scroll bar or
    shortened with an ellipsis, on every page with dice, in the longest of our languages at 1280 px
    (Störtebeker's colour dice, "banány · sucháre", were cut off in a list a quarter of their panel)."""
    from desktop.common import i18n

    try:
        i18n.set_language("sk")
        for game, panels in (
            ("catan", ("dice",)),
            ("galaxy_trucker", ("dice",)),
            ("stortebeker", ("numbers", "colours")),
        ):
            page = _page(qtbot, game, tmp_path / game)
            for name in panels:
                panel = getattr(page, name)
                page.tabs.setCurrentWidget(panel.parentWidget())
                panel.animate = False
                for _ in range(60):
                    panel.roll()
                QApplication.processEvents()
                room = panel.list.viewport().width()
                metrics = panel.list.fontMetrics()
                for row in range(panel.list.count()):
                    text = panel.list.item(row).text()
                    assert metrics.horizontalAdvance(text) + 8 <= room, (game, name, text, room)
    finally:
        i18n.set_language("en")


def test_every_table_page_fits_the_window_at_1280_in_slovak(qtbot: Any, tmp_path: Path) -> None:
    """Each tab of each game's page at the table, after some rolls and scores, asks no more width than
    the window gives it at 1280×800 in Slovak: nothing is clipped at the right edge (Galaxy Trucker's
    dice asked 1,092 px of 1,034 once a long roll's meaning stood in one line of large type)."""
    for window, game, page in _slovak_table_pages(qtbot, tmp_path):
        page.demo(4)
        for index in range(page.tabs.count()):
            page.tabs.setCurrentIndex(index)
            QApplication.processEvents()
            assert page.minimumSizeHint().width() <= page.width(), (game, page.tabs.tabText(index))
            assert window.width() == 1280, (game, page.tabs.tabText(index), window.width())


def test_the_space_bar_rolls(qtbot: Any, tmp_path: Path) -> None:
    page = _page(qtbot, "catan", tmp_path)
    page.dice.animate = False
    page.dice.button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(page.dice.button, Qt.Key.Key_Space)
    assert len(page.dice.history) == 1


def _table(qtbot: Any) -> Any:
    from desktop.common.session import session_path
    from tests.desktop.helpers import bare_window

    for game in companion_games():  # each test's table starts afresh: the sessions keep the glass and boxes
        session_path(game).unlink(missing_ok=True)
    return bare_window(qtbot, active=True).open_table()  # the keyboard goes to the active window only


def _space(qtbot: Any) -> None:
    focus = QApplication.focusWidget()
    assert focus is not None
    qtbot.keyClick(focus, Qt.Key.Key_Space)


def test_the_space_bar_works_as_soon_as_a_game_is_picked(qtbot: Any) -> None:
    """Picking a game on the left kept the keyboard on its button: Space pressed that button again
    and the dice the page said "Roll (space bar)" for never rolled."""
    table = _table(qtbot)
    for game, rolled in (
        ("catan", lambda p: len(p.dice.history)),
        ("stortebeker", lambda p: len(p.numbers.history)),
        ("galaxy_trucker", lambda p: int(p.hourglass.running())),
    ):
        qtbot.mouseClick(table.buttons[game], Qt.MouseButton.LeftButton)
        page = table.current()
        for panel in page.findChildren(DicePanel):
            panel.animate = False
            panel.clear()
        assert rolled(page) == 0
        _space(qtbot)
        assert rolled(page) == 1, game
        page.hourglass.reset() if game == "galaxy_trucker" else None


def test_a_click_leaves_the_space_bar_to_the_tools(qtbot: Any) -> None:
    """The hourglass's button, disabled while the sand ran, handed the keyboard to the seconds box:
    Space then did nothing when the sand ran out. A click on a button or a box to tick no longer
    takes the keyboard, and a roll or a turn brings it back from a text field."""
    table = _table(qtbot)
    page = table.open("galaxy_trucker")
    glass = page.hourglass
    now = [1000.0]
    glass.clock = lambda: now[0]
    qtbot.mouseClick(glass.length, Qt.MouseButton.LeftButton)  # into the seconds box, then start
    glass.length.setFocus(Qt.FocusReason.MouseFocusReason)
    qtbot.mouseClick(glass.button, Qt.MouseButton.LeftButton)
    assert glass.running()
    now[0] += glass.seconds + 1
    glass.tick()
    _space(qtbot)
    assert glass.running() and glass.sand.hourglass == 2
    page = table.open("catan")
    page.dice.animate = False
    page.dice.clear()
    page.dice.balanced.setChecked(False)
    qtbot.mouseClick(page.dice.balanced, Qt.MouseButton.LeftButton)
    assert page.dice.balanced.isChecked()
    _space(qtbot)
    assert len(page.dice.history) == 1 and page.dice.balanced.isChecked()


def test_the_space_bar_rolls_the_dice_used_last_and_their_button_says_so(qtbot: Any) -> None:
    table = _table(qtbot)
    page = table.open("stortebeker")
    numbers, colours = page.numbers, page.colours
    numbers.animate = colours.animate = False
    numbers.clear()
    colours.clear()
    assert "space" in numbers.button.text() and "space" not in colours.button.text()
    qtbot.mouseClick(colours.button, Qt.MouseButton.LeftButton)
    assert "space" in colours.button.text() and "space" not in numbers.button.text()
    _space(qtbot)
    assert (len(numbers.history), len(colours.history)) == (0, 2)
    qtbot.mouseClick(numbers.button, Qt.MouseButton.LeftButton)
    _space(qtbot)
    assert (len(numbers.history), len(colours.history)) == (2, 2)


def test_text_fields_and_controls_reached_with_tab_keep_their_space(qtbot: Any) -> None:
    table = _table(qtbot)
    page = table.open("catan")
    page.dice.animate = False
    page.dice.clear()
    page.dice.balanced.setChecked(False)
    page.dice.balanced.setFocus(Qt.FocusReason.TabFocusReason)
    _space(qtbot)
    assert page.dice.balanced.isChecked() and not page.dice.history  # Space ticks the box reached with Tab
    page.tabs.setCurrentIndex(1)  # the score pad
    name = page.rows[0]["name"]
    assert isinstance(name, QLineEdit)
    name.clear()
    name.setFocus(Qt.FocusReason.MouseFocusReason)
    qtbot.keyClicks(name, "Ana Bo")
    assert name.text() == "Ana Bo" and not page.dice.history


def test_the_balanced_deck_deals_each_outcome_once_a_cycle(qtbot: Any, tmp_path: Path) -> None:
    deck = BalancedDeck(random.Random(4))
    for _ in range(3):
        cycle = [deck.draw() for _ in range(36)]
        assert sorted(cycle) == sorted((a, b) for a in range(1, 7) for b in range(1, 7))
    page = _page(qtbot, "catan", tmp_path)
    page.dice.animate = False
    page.dice.balanced.setChecked(True)
    for _ in range(36):
        page.dice.roll()
    assert sorted(tuple(h) for h in page.dice.history) == sorted((a, b) for a in range(1, 7) for b in range(1, 7))
    assert page.dice.mode_label.text() == "Balanced dice: 36 outcomes left in the deck"  # a new cycle comes next


def test_the_hourglass_runs_on_a_driven_clock_to_the_end(qtbot: Any, tmp_path: Path) -> None:
    page = _page(qtbot, "galaxy_trucker", tmp_path)
    glass = page.hourglass
    now = [1000.0]
    glass.clock = lambda: now[0]
    glass.length.setValue(30)
    ends: list[int] = []
    glass.ran_out.connect(ends.append)
    beeps: list[int] = []
    glass._signal = lambda: beeps.append(1)  # type: ignore[method-assign]
    positions = []
    qtbot.mouseClick(glass.button, Qt.MouseButton.LeftButton)  # start on 3
    for _ in range(4):
        positions.append(glass.sand.hourglass)
        now[0] += 10
        glass.tick()
        assert glass.face.seconds_left == 20 and glass.running()
        qtbot.mouseClick(glass.button, Qt.MouseButton.LeftButton)  # cannot be turned while it runs
        assert glass.sand.hourglass == positions[-1]
        now[0] += 20.5
        glass.tick()
        assert not glass.running()
        if glass.over():
            break
        glass.turn()
    assert positions == [3, 2, 1, 0]
    assert ends == [3, 2, 1, 0] and len(beeps) == 4
    assert glass.over() and not glass.button.isEnabled()
    assert glass.flips == 3


def test_catan_pad_agrees_with_the_engine(qtbot: Any, tmp_path: Path) -> None:
    from engine.catan.components import PIECES
    from engine.catan.rules import VP_CARD

    g = get_game("catan")
    st = _finished("catan", 4, 3)
    page = _page(qtbot, "catan", tmp_path)
    page.players.setValue(4)
    for seat in range(4):
        row = page.rows[seat]
        row["settlements"].setValue(PIECES["settlement"] - st.settlements_left[seat])
        row["cities"].setValue(PIECES["city"] - st.cities_left[seat])
        row["cards"].setValue(st.dev_hand[seat][VP_CARD])
    (page.longest.button(st.longest_holder) or page.nobody_road).click()
    (page.army.button(st.army_holder) or page.nobody_army).click()
    assert page.totals == [int(x) for x in g.scores(st)]
    page.rows[0]["cities"].setValue(5)
    assert "4 cities" in page.message.text()


def test_golden_horn_warehouses_agree_with_the_engine(qtbot: Any, tmp_path: Path) -> None:
    g = get_game("golden_horn")
    st = _finished("golden_horn", 3, 5)
    page = _page(qtbot, "golden_horn", tmp_path)
    page.players.setValue(3)
    for seat in range(3):
        for k, n in enumerate(st.warehouses[seat]):
            page.rows[seat][k].setValue(n)
    assert page.totals == [int(x) for x in g.scores(st)]
    page.rows[0][0].setValue(16)
    assert "15" in page.message.text()


def test_stortebeker_final_score_agrees_with_the_engine(qtbot: Any, tmp_path: Path) -> None:
    from engine.stortebeker.data import ship

    g = get_game("stortebeker")
    st = _finished("stortebeker", 4, 6, {"extended": True})
    page = _page(qtbot, "stortebeker", tmp_path)
    page.players.setValue(4)
    page.bonus.setChecked(True)
    for seat in range(4):
        by_colour: dict[str, list[str]] = {}
        for s in st.captured[seat]:
            by_colour.setdefault(ship(s).colour, []).append(str(ship(s).points))
        for colour, points in by_colour.items():
            page.rows[seat][colour].setText(" ".join(points))
    page._changed()
    assert page.totals == g.scores(st)
    # the table's own cards: values this game's (partly reconstructed) ships do not have still count,
    # the colour bonus by the engine's rule (three of a colour: the best once more)
    for colour in page.rows[0]:
        if colour not in ("name", "total"):
            page.rows[0][colour].setText("")
    page.rows[0]["red"].setText("11 12 14")
    page.rows[0]["blue"].setText("6")
    page._changed()
    assert page.message.text() == "" and page.totals[0] == 11 + 12 + 14 + 6 + 14


def test_shipyard_final_score_agrees_with_the_engine(qtbot: Any, tmp_path: Path) -> None:
    from engine.shipyard.data import design_of

    g = get_game("shipyard")
    st = _finished("shipyard", 3, 2)
    page = _page(qtbot, "shipyard", tmp_path)
    page.players.setValue(3)
    for seat, p in enumerate(st.ps):
        row = page.rows[seat]
        row["track"].setValue(p.score)
        row["blue"].setValue(p.end_points.get("blue", 0))
        row["green"].setValue(p.end_points.get("green", 0))
        row["coins"].setValue(p.coins)
        for card in p.employees:
            d = design_of(card)
            if d.type == "merchant":
                row[(d.item, d.level)].setChecked(True)
    assert page.totals == g.scores(st)
    winners = g.winners(st)
    assert all(("★" in page.rows[s]["total"].text()) == (s in winners) for s in range(3))


@pytest.mark.parametrize("mission", ["none", "M6"])
def test_galaxy_trucker_credits_agree_with_the_engine(
    qtbot: Any, tmp_path: Path, monkeypatch: Any, mission: str
) -> None:
    """The pad's credits for round 1 are the engine's, a mission's reward in its own column (seed 4
    with mission M6: two ships deliver special tiles)."""
    import engine.galaxy_trucker.flight as fl
    import engine.galaxy_trucker.scoring as sc
    import engine.galaxy_trucker.ship as sh
    from engine.galaxy_trucker.data import GOODS

    g = get_game("galaxy_trucker")
    seen: list[Any] = []
    scoring = sc.score_round
    seed = 4
    st = g.new_game(4, seed, {"build_variant": "robot", "mission": mission})

    def watched(scored: Any, log: Any) -> None:
        if scored is st:  # not a round the bots play out in their heads before giving up
            seen.append(g.clone(scored))  # the flight as it stands when the round is scored
        scoring(scored, log)

    monkeypatch.setattr(sc, "score_round", watched)
    bots = [make_bot(g, "normal", seed + s) for s in range(4)]
    for _ in range(20000):
        if st.seats[0].results:
            break
        seat = g.to_act(st)[0]
        g.apply(st, seat, bots[seat].choose(g.view(st, seat), seat))
    assert seen, "round 1 was not scored"
    before = seen[0]
    page = _page(qtbot, "galaxy_trucker", tmp_path)
    page.players.setValue(4)
    pad = page.pads[0]
    order = fl.flight_order(before)
    looks = {s: sh.exposed(before.seats[s].ship) for s in order}
    best = min(looks.values()) if looks else None
    for seat, p in enumerate(before.seats):
        row = pad.rows[seat]
        pad.set_place(seat, order.index(seat) + 1 if seat in order else 0)
        row["best"].setChecked(seat in order and looks[seat] == best)
        for g_index in range(len(GOODS)):  # cubes by value: red, yellow, green, blue
            row[f"goods{g_index}"].setValue(sum(1 for held in p.ship.goods.values() for x in held if x == g_index))
        row["flight"].setValue(p.earned)
        row["mission"].setValue(
            st.seats[seat].results[0]["mission"]
        )  # the mission card's reward, as the table reads it
        row["lost"].setValue(len(p.lost))
    page._changed()
    assert pad.message.text() == ""
    assert page.credits[0] == [sum(p.results[0].values()) for p in st.seats]
    assert (mission == "M6") == any(p.results[0]["mission"] for p in st.seats)
    gave_up = next((s for s in range(4) if pad.place(s) == 0), None)
    if gave_up is not None:  # a ship that gave up earns no mission reward
        pad.rows[gave_up]["mission"].setValue(2)
        assert pad.message.text() == "A ship that gave up earns no mission reward."


def test_the_island_prints_to_pdf_and_saves_as_png(qtbot: Any, tmp_path: Path) -> None:
    page = _page(qtbot, "catan", tmp_path)
    pdf, png = tmp_path / "board.pdf", tmp_path / "board.png"
    assert page.render_pdf(pdf) and pdf.read_bytes().startswith(b"%PDF")
    assert page.render_png(png) and png.stat().st_size > 10_000
    first = page.island_view.state.board.layout
    page.another.click()
    assert page.island_view.state.board.layout != first  # another board from the next seed


def test_a_session_survives_a_restart(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "catan.json"
    page = make_companion("catan", TableSession("catan", path))
    qtbot.addWidget(page)
    page.dice.animate = False
    for _ in range(7):
        page.dice.roll()
    page.rows[0]["name"].setText("Eva")
    page.rows[0]["settlements"].setValue(4)
    history = [list(h) for h in page.dice.history]
    page.close()
    again = make_companion("catan", TableSession("catan", path))
    qtbot.addWidget(again)
    assert again.dice.history == history
    assert again.rows[0]["name"].text() == "Eva" and again.rows[0]["settlements"].value() == 4
    again.dice.animate = False
    page.dice.roll()  # the first page's generator and the restored one go on alike
    assert again.dice.roll() == page.dice.history[-1]
    again.new_session(seed=11)
    assert again.dice.history == [] and again.session.seed == 11


def test_a_damaged_session_is_set_aside_and_reported(tmp_path: Path) -> None:
    path = tmp_path / "catan.json"
    path.write_text("{not json", encoding="utf-8")
    session = TableSession("catan", path)
    assert session.problem and (tmp_path / "catan.damaged.json").read_text(encoding="utf-8") == "{not json"
    assert isinstance(session.seed, int)


def test_every_page_opens_in_each_language(qtbot: Any, tmp_path: Path) -> None:
    from desktop.common import i18n

    try:
        for lang in ("cs", "sk", "en"):
            i18n.set_language(lang)
            for game in companion_games():
                page = _page(qtbot, game, tmp_path / lang)
                page.demo(3)
                QApplication.processEvents()
                assert page.tabs.count() >= 2
    finally:
        i18n.set_language("en")


def test_score_pads_put_their_controls_on_top_and_the_message_under_the_players(qtbot: Any, tmp_path: Path) -> None:
    """The four score pads laid out by `lay_out_pad`: the player count (and Störtebeker's bonus) in a
    row on top, any note under it, the players' grid, then the red line that says what does not add up."""
    for game in ("catan", "golden_horn", "shipyard", "stortebeker"):
        page = _page(qtbot, game, tmp_path / game)
        pad = page.message.parentWidget()
        page.tabs.setCurrentWidget(pad)
        QApplication.processEvents()
        grid = page.grid.geometry()
        assert grid.height() > 0, game
        top = page.players.geometry()
        assert top.bottom() < grid.top(), game
        assert page.players_label.geometry().right() < top.left(), game  # the label, then the spin box
        if game == "stortebeker":
            assert page.bonus.geometry().left() > top.right() and page.bonus.geometry().bottom() < grid.top()
            help_ = page.help.geometry()
            assert top.bottom() < help_.top() and help_.bottom() < grid.top()
        assert page.message.geometry().top() >= grid.bottom(), game
        assert "#b3261e" in page.message.styleSheet().lower() and "bold" in page.message.styleSheet()


def test_set_up_tabs_name_the_player_count_and_start_their_text_under_it(qtbot: Any, tmp_path: Path) -> None:
    """The set-up tabs of Golden Horn, Shipyard and Störtebeker: "Players" stands left of a spin box of its
    own size (Golden Horn's once spanned the page, unnamed), and the dealt set-up starts right under that
    row (Shipyard's once floated in the middle of the tab)."""
    for game in ("golden_horn", "shipyard", "stortebeker"):
        page = _page(qtbot, game, tmp_path / game)
        setup = page.setup_text.parentWidget()
        page.tabs.setCurrentWidget(setup)
        QApplication.processEvents()
        spin, label, text = page.setup_players.geometry(), page.setup_label.geometry(), page.setup_text.geometry()
        assert page.setup_label.text() == "Players" and label.right() < spin.left(), game
        assert spin.width() < setup.width() // 4, game
        assert 0 <= text.top() - spin.bottom() <= 24 and page.setup_text.text(), game
        assert text.height() <= page.setup_text.heightForWidth(text.width()) + 8, game  # no room above the text


def test_the_roll_button_stays_where_the_hand_left_it(qtbot: Any, tmp_path: Path) -> None:
    """Störtebeker's colour dice read "water · biscuits" on two lines and "meat · rum" on one: the
    meaning's label grew and shrank, and the roll button jumped a line down and up between rolls.
    The label is as high as the longest meaning needs, whatever was rolled."""
    from desktop.common import i18n

    i18n.set_language("sk")
    try:
        page = _page(qtbot, "stortebeker", tmp_path)
        page.colours.animate = False
        places = set()
        for _ in range(40):
            page.colours.roll()
            QApplication.processEvents()
            places.add(page.colours.button.mapTo(page, page.colours.button.rect().topLeft()).y())
        assert len(places) == 1, places
    finally:
        i18n.set_language("en")


def test_the_window_says_it_is_at_the_table(qtbot: Any) -> None:
    table = _table(qtbot)
    window = table.window()
    assert window.windowTitle() == "At the table – Přístav"
    qtbot.mouseClick(table.back, Qt.MouseButton.LeftButton)
    assert window.windowTitle() == "Přístav"


def test_the_dice_and_the_last_sand_are_heard_at_the_table(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At a real table the sand running out is the moment to be heard, and a roll too: both played
    only the system bell, which most Linux desktops never ring. They now play the app's own sounds
    at the volume of Settings; the bell rings only where nothing can play them, and neither when
    sounds are off."""
    from desktop.common.sound import sounds

    player = sounds()
    monkeypatch.setattr(player, "enabled", True)
    monkeypatch.setattr(player, "volume", 40)
    monkeypatch.setattr(player, "_last", 0.0)
    monkeypatch.setattr(player, "player", None)  # nothing on this system can play
    bells: list[int] = []
    monkeypatch.setattr(QApplication, "beep", staticmethod(lambda: bells.append(1)))

    page = _page(qtbot, "catan", tmp_path)
    page.dice.animate = False
    player.played.clear()
    page.dice.roll()
    assert player.played == ["dice"]

    glass = _page(qtbot, "galaxy_trucker", tmp_path).hourglass
    now = [0.0]
    glass.clock = lambda: now[0]

    def run_out() -> None:
        player._last = 0.0
        glass.turn()
        now[0] += glass.seconds + 1
        glass.tick()

    player.played.clear()
    run_out()
    assert player.played == ["sand"] and bells == [1]  # no program to play it: the bell instead
    monkeypatch.setattr(player, "player", ["true"])  # a program that plays it
    player.played.clear()
    run_out()
    assert player.played == ["sand"] and bells == [1]
    player.enabled = False  # Settings ▸ Sounds off: silence, not even the bell
    player.played.clear()
    run_out()
    page.dice.roll()
    assert player.played == [] and bells == [1]


def test_a_picture_that_cannot_be_written_says_so(qtbot: Any, tmp_path: Path, monkeypatch: Any) -> None:
    """A picture or print of the island into a folder that cannot take it did nothing and said
    nothing; now a warning names the file. The names offered end in .png and .pdf."""
    import desktop.catan.companion as cc

    page = companion_page(qtbot, "catan", tmp_path)
    offered: list[Path] = []
    warned: list[str] = []
    target = tmp_path / "no such folder" / "island.png"
    monkeypatch.setattr(cc, "ask_save_path", lambda *a: (offered.append(a[2]), target)[1])
    monkeypatch.setattr(cc.QMessageBox, "warning", lambda *a: warned.append(a[2]))
    page._ask_png()
    assert warned == [f"The file {target} could not be written. Choose another folder."]
    target = tmp_path / "no such folder" / "island.pdf"
    page._ask_pdf()
    assert len(warned) == 2 and str(target) in warned[1]
    assert [p.name for p in offered] == ["catan-board.png", "catan-board.pdf"]
    target = tmp_path / "island.png"
    page._ask_png()
    assert len(warned) == 2 and target.stat().st_size > 10_000


def test_no_tooltip_at_the_table_runs_across_the_screen_in_slovak(qtbot: Any, tmp_path: Path) -> None:
    """The second-screen button's tooltip was one line of 1 102 px in Slovak; every tooltip on the
    table pages now keeps its lines to a paragraph's width."""
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QToolTip, QWidget

    from desktop.common import i18n

    metrics = QFontMetrics(QToolTip.font())
    try:
        i18n.set_language("sk")
        for game in companion_games():
            page = companion_page(qtbot, game, tmp_path)
            page.demo(4)
            for widget in page.findChildren(QWidget):
                tip = widget.toolTip()
                if tip and not tip.lstrip().startswith("<"):
                    widest = max(metrics.horizontalAdvance(line) for line in tip.split("\n"))
                    assert widest <= 700, (game, type(widget).__name__, tip[:60], widest)
    finally:
        i18n.set_language("en")


def test_a_full_name_fits_every_score_pad_at_1280_in_slovak(qtbot: Any, tmp_path: Path) -> None:
    """Name fields were some 60 px wide: "Katarína Horváthová" read "áthová". Each pad's name field
    now holds a first name and surname, the pad still fits the window, and a long line under a pad
    (Catan's two players at 10, Galaxy Trucker's totals with four names) wraps instead of running
    out of the window."""
    full = "Zuzana Kováčová"
    for _window, game, page in _slovak_table_pages(qtbot, tmp_path):
        page.players.setValue(4)
        edits = page.names_edit if game == "galaxy_trucker" else [row["name"] for row in page.rows]
        for index in range(page.tabs.count()):
            page.tabs.setCurrentIndex(index)
            QApplication.processEvents()
            for edit in edits:
                if edit.isVisible():
                    assert isinstance(edit, QLineEdit)
                    assert edit.width() >= edit.fontMetrics().horizontalAdvance(full) + 8, (game, edit.width())
            assert page.minimumSizeHint().width() <= page.width(), (game, page.tabs.tabText(index))
        assert page.message.wordWrap() if hasattr(page, "message") else page.totals.wordWrap()


def test_catan_pad_shows_nobody_holding_a_card_whose_holder_left_the_table(qtbot: Any, tmp_path: Path) -> None:
    page = _page(qtbot, "catan", tmp_path)
    page.players.setValue(4)
    page.longest.button(3).click()
    page.army.button(1).click()
    page.players.setValue(3)
    assert page.nobody_road.isChecked() and page.army.checkedId() == 1


def test_a_galaxy_trucker_roll_keeps_the_board_it_was_rolled_for(qtbot: Any, tmp_path: Path) -> None:
    """The history re-read every old roll on the board chosen now: 5 + 5 on board I ("no column, no
    row") turned into "row 10" once the table moved on to board IIIa. A roll keeps its board, and a
    kept session restores it; a new roll is read on the new board."""
    page = _page(qtbot, "galaxy_trucker", tmp_path)
    page.dice.animate = False
    page.board.setCurrentIndex(page.board.findData("I"))
    page.dice.roll()
    page.dice.history[0] = [5, 5]  # the helper's roll
    page.dice._show()
    first = page.dice.said(0)
    assert first == "5 + 5 = 10 · no column · no row" != page._meaning([5, 5], "IIIa")
    page.board.setCurrentIndex(page.board.findData("IIIa"))
    assert page.dice.said(0) == first and page.dice.list.item(0).text() == f"1. {first}"
    assert page.dice.result.text() == first  # the last roll on show: what it meant then
    faces = page.dice.history[0]
    page.dice.history.append(list(faces))  # the same faces rolled again, now on IIIa
    page.dice.tags.append("IIIa")
    assert page.dice.said(1) == page._meaning(faces, "IIIa")
    assert page.dice.tags[0] == "I"
    again = _page(qtbot, "galaxy_trucker", tmp_path)  # the session kept: board I stays with roll 1
    again.dice.restore(page.dice.state())
    assert again.dice.tags[:1] == ["I"] and again.dice.said(0) == first


def test_reopened_the_table_keeps_its_ship_board_glass_and_first_game_layout(qtbot: Any, tmp_path: Path) -> None:
    """Reopened mid-game, Galaxy Trucker's dice box was back on board I (a roll of 11 on board III read
    "no column, no row"), its glass back on 3 and ready, and Shipyard's first-game box unticked, so
    the same deal number showed another oval than the one laid out."""
    page = _page(qtbot, "galaxy_trucker", tmp_path)
    page.board.setCurrentIndex(page.board.findData("III"))
    glass = page.hourglass
    glass.turn()  # started on 3 ...
    glass.sand.run_ends = glass.now_ms() - 1
    glass.tick()  # ... run out, turned onto 2 and running when the page closes
    glass.turn()
    assert glass.sand.hourglass == 2 and glass.running()
    page.close()
    again = _page(qtbot, "galaxy_trucker", tmp_path)
    assert again.board.currentData() == "III"
    again.dice.animate = False
    again.dice.roll()
    assert again.dice.tags[-1] == "III"
    kept = again.hourglass
    assert kept.sand.hourglass == 2 and kept.sand.ran_out and not kept.running() and kept.flips == 1
    kept.turn()  # its time has gone: the table turns it onto the next position
    assert kept.sand.hourglass == 1 and kept.running()
    yard = _page(qtbot, "shipyard", tmp_path)
    yard.first_game.setChecked(True)
    layout = yard.setup_state().oval
    yard.close()
    reopened = _page(qtbot, "shipyard", tmp_path)
    assert reopened.first_game.isChecked() and reopened.setup_state().oval == layout


def test_a_superscript_digit_in_a_storteb_ship_field_is_refused_not_a_crash(qtbot: Any, tmp_path: Path) -> None:
    """ "5 9²" (² on a French keyboard) passed `isdigit` and broke `int`: the total stayed stale and
    nothing more was saved. It is refused like any other field that is not whole numbers."""
    page = _page(qtbot, "stortebeker", tmp_path)
    from engine.stortebeker.data import components

    field = page.rows[0][components().ship_colours[0]]
    field.setText("5 9²")
    field.textEdited.emit("5 9²")
    assert page.message.text() == "Write the points of each captured ship as whole numbers, e.g. 5 9."
    assert page.captured()[0][components().ship_colours[0]] == [5]


def test_a_zero_in_a_stortebeker_colour_is_no_ship(qtbot: Any, tmp_path: Path) -> None:
    """A scorekeeper writes 0 under each colour a player did not capture: each 0 was counted as a
    captured ship, so a points tie went to the player with more zeros (seed: "Při rovnosti bodů vyhraje
    hráč, který obsadil nejvíce lodí"), and a pad full of zeros was refused as more ships than in play."""
    from engine.stortebeker.data import components

    page = _page(qtbot, "stortebeker", tmp_path)
    page.players.setValue(2)
    colours = components().ship_colours

    def write(seat: int, colour: str, text: str) -> None:
        field = page.rows[seat][colour]
        field.setText(text)
        field.textEdited.emit(text)

    for colour in colours:
        write(0, colour, "0")
        write(1, colour, "0")
    write(0, colours[0], "10 7 6 8")  # Anna: 4 ships, 31
    write(1, colours[1], "9 6 5 2 9")  # Boris: 5 ships, 31
    assert page.message.text() == ""
    assert [sum(len(v) for v in per.values()) for per in page.captured()] == [4, 5]
    assert [page.rows[s]["total"].text() for s in range(2)] == ["<b>31</b>", "<b>31 ★</b>"]
    page.bonus.setChecked(True)  # "0 0 2" is one red ship, no colour bonus of three
    write(0, colours[2], "0 0 2")
    assert page.captured()[0][colours[2]] == [2]
    assert page.rows[0]["bonus"].text().count("+") == 1  # the four ships of the first colour only
