"""The table's screen: a second window with a companion page's dice or hourglass in large, for
everyone at the table (a television, a projector, a tablet used as a display). It follows the page,
works by the space bar itself, keeps the sand on show while the score is kept, and goes with the page."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QApplication

from desktop.common.dice import DiceMirror
from desktop.galaxy_trucker.hourglass import HourglassFace
from desktop.galaxy_trucker.table_hourglass import HourglassMirror
from tests.desktop.helpers import companion_page


def _page(qtbot: Any, game: str, tmp_path: Path) -> Any:
    return companion_page(qtbot, game, tmp_path)


def _open(qtbot: Any, page: Any) -> Any:
    qtbot.mouseClick(page.screen_button, Qt.MouseButton.LeftButton)
    screen = page.table_screen
    assert screen is not None and screen.isVisible() and page.screen_button.isChecked()
    screen.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is screen)
    return screen


def test_the_screen_shows_the_dice_and_rolls_them_by_the_space_bar(qtbot: Any, tmp_path: Path) -> None:
    page = _page(qtbot, "catan", tmp_path)
    page.dice.animate = False
    screen = _open(qtbot, page)
    assert screen.isWindow() and screen.parent() is page  # its own window, deleted with the page
    (mirror,) = screen.mirrors()
    assert isinstance(mirror, DiceMirror) and mirror.count.text() == "No roll yet"
    for _ in range(3):
        qtbot.keyClick(screen, Qt.Key.Key_Space)  # the space bar on the screen rolls the page's dice
    assert len(page.dice.history) == 3
    assert mirror.view.faces == page.dice.history[-1] == page.dice.view.faces
    assert mirror.result.text() == page.dice.result.text() != ""
    assert mirror.count.text() == "Roll 3"
    qtbot.mouseClick(page.dice.button, Qt.MouseButton.LeftButton)  # rolled on the page: seen there
    assert mirror.view.faces == page.dice.history[-1] and mirror.count.text() == "Roll 4"
    assert mirror.mode.isHidden()
    page.dice.balanced.setChecked(True)  # the whole table is told the dice are a deck
    page.dice.roll()
    assert mirror.mode.isVisible() and mirror.mode.text() == "Balanced dice: 35 outcomes left in the deck"


def test_the_dice_tumble_on_the_screen_with_the_page(qtbot: Any, tmp_path: Path) -> None:
    page = _page(qtbot, "catan", tmp_path)
    screen = _open(qtbot, page)
    (mirror,) = screen.mirrors()
    page.dice.roll()
    page.dice._tumbling(5)
    assert mirror.view.tumble == page.dice.view.tumble is not None and mirror.view.step == 5
    page.dice._anim.stop()
    page.dice._landed()
    assert mirror.view.tumble is None and mirror.view.faces == page.dice.history[-1]


def test_both_dice_of_a_tab_stand_on_the_screen(qtbot: Any, tmp_path: Path) -> None:
    page = _page(qtbot, "stortebeker", tmp_path)
    page.numbers.animate = page.colours.animate = False
    screen = _open(qtbot, page)
    numbers, colours = screen.mirrors()
    page.colours.roll()
    assert colours.view.faces == page.colours.history[-1] and colours.result.text() == page.colours.result.text()
    assert numbers.count.text() == "No roll yet"
    qtbot.keyClick(screen, Qt.Key.Key_Space)  # the dice used last roll again, as on the page
    assert len(page.colours.history) == 2 and not page.numbers.history


def test_the_sand_stays_on_the_screen_while_the_score_is_kept(qtbot: Any, tmp_path: Path) -> None:
    page = _page(qtbot, "galaxy_trucker", tmp_path)
    glass = page.hourglass
    now = [100.0]
    glass.clock = lambda: now[0]
    page.tabs.setCurrentIndex(page.tabs.count() - 1)  # opened on a pad: the screen shows the glass
    screen = _open(qtbot, page)
    (mirror,) = screen.mirrors()
    assert isinstance(mirror, HourglassMirror) and mirror.face.position == 3
    qtbot.keyClick(screen, Qt.Key.Key_Space)  # turned from the screen, the page on its pad
    assert glass.running()
    now[0] += 30.2
    glass.tick()
    assert (mirror.face.seconds_left, mirror.face.fraction) == (glass.face.seconds_left, glass.face.fraction)
    assert mirror.face.seconds_left == glass.seconds - 30
    assert mirror.status.text() == glass.status.text() != ""
    now[0] += glass.seconds
    glass.tick()
    assert mirror.face.waiting and mirror.flash.state() == mirror.flash.State.Running  # seen at the table
    qtbot.keyClick(screen, Qt.Key.Key_Space)
    assert glass.running() and glass.sand.hourglass == 2 and mirror.face.position == 2
    page.tabs.setCurrentIndex(1)  # the dice's tab: the screen shows the dice
    (dice,) = screen.mirrors()
    assert isinstance(dice, DiceMirror)
    page.tabs.setCurrentIndex(0)
    assert screen.mirrors() == [mirror]  # made once, shown again


def test_the_screen_closes_with_its_button_its_window_and_its_page(qtbot: Any, tmp_path: Path) -> None:
    page = _page(qtbot, "catan", tmp_path)
    screen = _open(qtbot, page)
    screen.close()
    assert not page.screen_button.isChecked()
    qtbot.mouseClick(page.screen_button, Qt.MouseButton.LeftButton)
    assert screen.isVisible() and page.table_screen is screen
    qtbot.mouseClick(page.screen_button, Qt.MouseButton.LeftButton)
    assert not screen.isVisible()
    qtbot.mouseClick(page.screen_button, Qt.MouseButton.LeftButton)
    page.hide()  # another game's page or a game took the window
    assert not screen.isVisible() and not page.screen_button.isChecked()


def test_pages_without_dice_or_a_glass_offer_no_screen(qtbot: Any, tmp_path: Path) -> None:
    for game, offered in (("golden_horn", False), ("shipyard", False), ("catan", True), ("stortebeker", True)):
        assert _page(qtbot, game, tmp_path).screen_button.isVisible() is offered, game


TWO_SCREENS = """
import sys, tempfile
from pathlib import Path
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv)
from desktop.common.session import TableSession
from desktop.games import make_companion
page = make_companion("catan", TableSession("catan", Path(tempfile.mkdtemp()) / "catan.json"))
page.resize(1000, 700)
page.move(int(sys.argv[1]), 40)
page.show()
app.processEvents()
page.screen_button.click()
app.processEvents()
screen = page.table_screen
print(page.screen().name(), screen.screen().name(), screen.geometry().getRect(), screen.isFullScreen())
"""


def test_the_screen_goes_full_screen_onto_the_other_display(tmp_path: Path) -> None:
    """With a laptop's display and a television (Qt's offscreen platform given two screens), the
    screen fills the display the page is not on, whichever that is; with one display it is a window."""
    config = tmp_path / "screens.json"
    screens = [
        {"name": "laptop", "x": 0, "y": 0, "width": 1280, "height": 800},
        {"name": "tv", "x": 1280, "y": 0, "width": 1920, "height": 1080},
    ]
    for one in screens:
        one.update(logicalDpi=96, logicalBaseDpi=96, dpr=1)
    config.write_text(json.dumps({"screens": screens}))

    def run(platform: str, x: int) -> str:
        env = {**os.environ, "QT_QPA_PLATFORM": platform}
        done = subprocess.run(
            [sys.executable, "-c", TWO_SCREENS, str(x)], env=env, capture_output=True, text=True, timeout=120
        )
        assert done.returncode == 0, done.stderr
        return done.stdout.strip()

    two = f"offscreen:configfile={config}"
    assert run(two, 40) == "laptop tv (1280, 0, 1920, 1080) True"
    assert run(two, 1400) == "tv laptop (0, 0, 1280, 800) True"
    assert run("offscreen", 40).endswith(", 900, 620) False")  # one display: a window to move


def test_esc_and_f11_leave_and_fill_the_screen(qtbot: Any, tmp_path: Path) -> None:
    page = _page(qtbot, "catan", tmp_path)
    screen = _open(qtbot, page)
    assert not screen.isFullScreen()
    qtbot.keyClick(screen, Qt.Key.Key_F11)
    assert screen.isFullScreen()
    qtbot.keyClick(screen, Qt.Key.Key_Escape)
    assert not screen.isFullScreen()


def test_the_screen_reads_in_the_chosen_language(qtbot: Any, tmp_path: Path) -> None:
    from desktop.common import i18n

    page = _page(qtbot, "galaxy_trucker", tmp_path)
    screen = _open(qtbot, page)
    try:
        i18n.set_language("sk")
        qtbot.waitUntil(lambda: page.screen_button.text() == "Druhá obrazovka")
        assert screen.windowTitle() == "Druhá obrazovka – Galaxy Trucker"
        assert screen.hint.text().startswith("Medzerník")
        (mirror,) = screen.mirrors()
        assert mirror.status.text() == page.hourglass.status.text() == "Pripravené: hodiny stoja na 3."
    finally:
        i18n.set_language("en")


def test_a_large_glass_keeps_its_words_inside_their_bands(qtbot: Any) -> None:
    """On the screen the glass's type is large: the positions and the countdown had bands of 24 px."""
    face = HourglassFace()
    qtbot.addWidget(face)
    face.resize(900, 700)
    assert face._bands() == (24.0, 24.0)  # measured once for the small type, kept for every tick
    font = QFont(face.font())
    font.setPixelSize(60)
    face.setFont(font)
    labels, countdown = face._bands()
    small, big = face._fonts()
    assert QFontMetricsF(small).height() <= labels - 4 and QFontMetricsF(big).height() <= countdown
    top, bottom = face._glass_span()
    assert top > labels and bottom < 700 - countdown and bottom - top > 300
