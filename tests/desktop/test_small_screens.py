"""An old 1024×700 laptop and a new one at 200 %, in Slovak (a player's evening, 2026-12-01): Galaxy
Trucker's new-game dialog would not get smaller than 742 px; the table's pages cut their set-ups and
headings; four long names ran Galaxy Trucker's header off the board; the hourglass left a replay's
scrubber 20 px; end screens opened taller than the screen; the chart's key broke a shortened name at
its ellipsis; two small pictures were soft at 200 %."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QLabel

from desktop.common.session import TableSession
from desktop.games import companion_games
from desktop.main_window import MainWindow
from desktop.settings import Settings
from engine.core.match import Match, Seat
from engine.core.registry import get_game
from tests.desktop.helpers import make_window

GAMES = ("golden_horn", "catan", "galaxy_trucker", "shipyard", "stortebeker")


def _small_window(qtbot: Any) -> MainWindow:
    window = MainWindow(Settings(pace="fast", animations=False))
    window._no_dialogs = True
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    return window


@pytest.mark.usefixtures("slovak")
@pytest.mark.parametrize("game", GAMES)
def test_every_new_game_dialog_can_be_smaller_than_a_700_px_window(qtbot: Any, game: str) -> None:
    """Galaxy Trucker's options area had a floor of 400 px: the dialog could not get below 742 px, its
    buttons under a 768 px screen's panel. The options scroll instead."""
    from desktop.dialogs.new_game import NewGameDialog

    window = _small_window(qtbot)
    dialog = NewGameDialog(get_game(game), window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.minimumSizeHint().height() <= 560, dialog.minimumSizeHint()


@pytest.mark.usefixtures("slovak")
def test_the_tables_pages_scroll_in_a_small_window_instead_of_cutting(qtbot: Any, tmp_path: Path) -> None:
    """At 1024×700 the table's pages were squeezed below what they need: Shipyard's set-up lost its
    last lines (who starts), the pads' headings were cut. Each page now scrolls: its tabs get all
    the room they ask for."""
    window = _small_window(qtbot)
    table = window.open_table()
    for game in companion_games():
        page = table.open(game, TableSession(game, tmp_path / f"{game}.json"))
        for k in range(page.tabs.count()):
            page.tabs.setCurrentIndex(k)
            qtbot.wait(1)
            need, got = page.tabs.minimumSizeHint(), page.tabs.size()
            assert got.width() >= need.width() and got.height() >= need.height(), (game, k, need, got)


@pytest.mark.usefixtures("slovak")
def test_four_long_names_stay_on_galaxy_truckers_board_in_flight(qtbot: Any) -> None:
    """The header laid the players one after another: "Dušan Mikulášek · kredity: 18 · 2 stratené
    dieliky" and three more ran to x 1931 of a 1500 px board, the fourth seen only by its colour."""
    from PySide6.QtWidgets import QGraphicsSimpleTextItem

    from desktop.galaxy_trucker.overview import W
    from tests.engine.galaxy_trucker.helpers import flying
    from tests.engine.galaxy_trucker.test_flight import HOLD, RIGHT

    names = ["Ľubomír Šťastný", "Bohumila Vášáryová", "Cecília Mikulášová", "Dušan Mikulášek"]
    window = MainWindow(Settings(pace="fast", animations=False))
    window._no_dialogs = True
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    seats = [Seat(n, "human" if k == 0 else "bot", "normal", f"#{k}0{k}0{k}0") for k, n in enumerate(names)]
    window.start_match(Match("galaxy_trucker", 4, 3, {}, seats=seats), None, autosave=False)
    window.model.stop()
    st = flying([[(RIGHT, HOLD, 0)]] * 4, ["I-13"])
    for p in st.seats:
        p.credits, p.lost = 18, [p.ship.tiles[RIGHT][0]] * 2
    window.model.match.state = st
    window._on_changed()
    heads = [
        i
        for i in window.scene.items()
        if isinstance(i, QGraphicsSimpleTextItem) and "kredit" in i.text() and "dieliky" in i.text()
    ]
    assert len(heads) == 4
    assert all(i.sceneBoundingRect().right() <= W for i in heads), [i.sceneBoundingRect().right() for i in heads]


def test_a_galaxy_trucker_replay_in_building_keeps_its_scrubber(qtbot: Any) -> None:
    """At 1024×700 the hourglass beside the board left the replay's bar 620 px for its 611, the slider
    about 20: no sand runs in a replay, and the glass stays away there."""
    window = make_window(qtbot, game="galaxy_trucker", players=2, humans=1, seed=3)
    window.resize(1024, 700)
    window.model.stop()
    match = window.model.match
    window.replays.watch(match)
    assert window.replay is not None
    window.replay.seek(0)  # building
    qtbot.wait(1)
    assert window.scene.hourglass_dock is None or not window.scene.hourglass_dock.isVisible()
    assert window.replay_bar.slider.width() >= 120


def test_an_end_screen_opens_no_taller_than_the_screen_leaves(qtbot: Any, monkeypatch: Any) -> None:
    """Galaxy Trucker's and Shipyard's end screens opened 760×720: on a 1024×768 laptop with its panel
    the buttons were under the panel. A dialog opens as large as asked, or as the screen has room for."""
    from desktop.dialogs.rules import RulesDialog
    from desktop.end_screen import VictoryDialog

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 1024, 700))
    window = make_window(qtbot, game="galaxy_trucker", players=2, humans=1, seed=3)
    window.model.stop()
    rules = RulesDialog("galaxy_trucker", get_game("galaxy_trucker").title, window)  # asks 760×680
    qtbot.addWidget(rules)
    assert rules.height() <= 640
    end = VictoryDialog(window.model, window, window.scene.results_widget())  # Galaxy Trucker's: 760×720
    qtbot.addWidget(end)
    assert end.height() <= 640


def test_the_charts_key_keeps_a_shortened_name_on_one_line(qtbot: Any) -> None:
    """ "Bohumila Vášáryová", shortened to "Bohumila…áryová" for the board, broke at its ellipsis: the
    key read "Bohumila…" and, on the line below, a player "áryová"."""
    from desktop.common.score_dock import show_key

    key = QLabel()
    qtbot.addWidget(key)
    key.setWordWrap(True)
    show_key(key, ["Bohumila…áryová"], ["#56B4E9"])
    wide = key.heightForWidth(600)
    narrow = key.fontMetrics().horizontalAdvance("Bohumila…áryová") // 2 + 20
    assert key.heightForWidth(narrow) == wide


def test_the_tables_game_buttons_are_drawn_for_200_percent_screens(qtbot: Any) -> None:
    """The picker's covers were drawn once at 1× and scaled up on a 200 % screen: soft beside sharp
    text. Each is drawn for 1× and 2×."""
    from tests.desktop.helpers import bare_window

    table = bare_window(qtbot).open_table()
    for button in table.buttons.values():
        pixmap = button.icon().pixmap(QSize(96, 64), 2.0)
        assert pixmap.width() == 192 and pixmap.devicePixelRatio() == 2.0


def test_the_status_bars_seat_mark_is_drawn_for_the_screens_ratio(qtbot: Any, monkeypatch: Any) -> None:
    """The mark beside "Na ťahu" was drawn at 1× whatever the screen: soft at 200 %, beside the log's
    sharp marks."""
    import desktop.status_line as status_line

    window = make_window(qtbot, game="catan", players=3, humans=1, seed=3)
    window.model.stop()
    drawn: list[float] = []
    real = status_line.seat_pixmap

    def recorded(colour: str, mark: str, size: int = 16, ratio: float = 1.0) -> Any:
        drawn.append(ratio)
        return real(colour, mark, size, ratio)

    monkeypatch.setattr(status_line, "seat_pixmap", recorded)
    monkeypatch.setattr(window.turn_icon, "devicePixelRatioF", lambda: 2.0)
    window._on_changed()
    assert drawn == [2.0]


def test_a_status_line_too_long_for_a_small_window_ends_in_an_ellipsis_and_is_read_in_its_tooltip(
    qtbot: Any, slovak: None
) -> None:
    """The start tip in Slovak ran under the turn's label at 1024 px and was cut mid-word: it now ends
    in "…", whole in the bar's tooltip; a line that fits is drawn as it is, with no tooltip."""
    from PySide6.QtGui import QImage

    w = make_window(qtbot, game="catan", players=4, humans=1, seed=3)
    w.resize(1024, 700)
    qtbot.wait(20)
    bar = w.statusBar()
    long = w.start_tip() + " " + w.start_tip()
    bar.showMessage(long)
    image: QImage = bar.grab().toImage()
    assert bar.toolTip() == long and not image.isNull()
    bar.showMessage("Ok")
    assert bar.toolTip() == ""
    w.resize(1600, 800)  # wide enough for the line, the tooltip goes
    bar.showMessage(w.start_tip())
    qtbot.waitUntil(lambda: bar.toolTip() == "", timeout=2000)
