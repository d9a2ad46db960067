"""At the table, an evening with an English family: the hourglass kept its large type after the sand's
flash, took Space and Enter in its seconds box and would not change its sand mid-run; a damaged or
unsavable session said so on the page; a name field held "Player 1" as text to type after; Tab went
through the pages out of the order they are read in; some words meant nothing at a real table; and
Catan's chosen winner was forgotten by an edit that dropped him below 10 for a moment."""

from __future__ import annotations

import errno
import json
import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QLineEdit, QRadioButton, QTabWidget, QWidget

import desktop.common.session as session_module
from desktop.common.session import TableSession
from desktop.games import companion_games, make_companion
from tests.desktop.test_companion import _page, _space, _table

PADS = {"catan": 1, "golden_horn": 0, "shipyard": 1, "stortebeker": 1}  # the score pad's tab


# -- 1. the hourglass's flash --------------------------------------------------------------------------
def test_the_sand_flash_leaves_the_hourglass_in_the_page_large_type(qtbot: Any, tmp_path: Path) -> None:
    """The flash when the sand ran out set a style sheet and cleared it: the countdown, "Seconds of
    sand" and its box and "Back to 3" fell from the page's enlarged type to the normal one for the
    rest of the session."""
    page = _page(qtbot, "galaxy_trucker", tmp_path)
    glass = page.hourglass
    now = [1000.0]
    glass.clock = lambda: now[0]
    parts: list[QWidget] = [
        glass.face,
        glass.length_label,
        glass.length,
        glass.reset_button,
        glass.status,
        glass.button,
    ]
    before = [w.fontInfo().pixelSize() for w in parts]
    assert glass.face.fontInfo().pixelSize() > QApplication.font().pointSizeF()  # the page's large type
    glass.turn()
    now[0] += glass.seconds + 1
    glass.tick()
    assert glass.flash.state() == glass.flash.State.Running
    glass.flash.setCurrentTime(glass.flash.duration())  # the flash over
    assert glass.flash.state() == glass.flash.State.Stopped
    assert [w.fontInfo().pixelSize() for w in parts] == before
    assert glass.styleSheet() == ""


# -- 2. a session that cannot be read or saved ------------------------------------------------------------
def test_a_damaged_session_is_said_on_the_page_until_a_new_one_starts(qtbot: Any, tmp_path: Path) -> None:
    path = tmp_path / "catan.json"
    path.write_text('{"seed": 5, "names": ["An', encoding="utf-8")  # cut short by a disk's hiccup
    page = _page(qtbot, "catan", tmp_path)
    assert (tmp_path / "catan.damaged.json").exists()
    assert not page.trouble.isHidden()
    assert page.trouble.text() == (
        "The kept scores could not be read, so they were set aside as catan.damaged.json and a new session started."
    )
    assert QApplication.activeModalWidget() is None  # said, not asked: the table goes on
    page.rows[0]["cities"].setValue(2)  # saving works: what was said of the old session stays
    assert not page.trouble.isHidden()
    page.new_session()
    assert page.trouble.isHidden() and page.trouble.text() == ""


def test_a_damaged_session_that_cannot_be_set_aside_is_never_written_over(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """When the damaged file could not be moved aside, the new session was saved to its path: the
    one copy of the evening's scores was overwritten. It stays as it is, and the page says that this
    session is not saved."""
    path = tmp_path / "catan.json"
    damaged = '{"seed": 5, "names": ["An'
    path.write_text(damaged, encoding="utf-8")
    real = Path.replace

    def stuck(self: Path, target: Any) -> Any:
        if self == path:
            raise OSError(errno.EACCES, "Permission denied")
        return real(self, target)

    monkeypatch.setattr(Path, "replace", stuck)
    page = _page(qtbot, "catan", tmp_path)
    page.rows[0]["cities"].setValue(2)
    page.new_session()
    assert path.read_text(encoding="utf-8") == damaged
    assert "This session cannot be saved (Permission denied)" in page.trouble.text()


def test_a_session_that_cannot_be_saved_says_so_until_a_save_succeeds(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    page = _page(qtbot, "golden_horn", tmp_path)
    assert page.trouble.isHidden()

    def read_only(*_: Any) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(session_module.os, "replace", read_only)
    page.rows[0][0].setValue(3)
    assert not page.trouble.isHidden()
    assert page.trouble.text() == (
        "This session cannot be saved (Read-only file system): the scores will not be kept after the app closes."
    )
    assert QApplication.activeModalWidget() is None
    monkeypatch.undo()
    page.rows[0][0].setValue(4)
    assert page.trouble.isHidden()
    assert json.loads((tmp_path / "golden_horn.json").read_text(encoding="utf-8"))["warehouses"]["counts"][0][0] == 4


def test_a_session_file_kept_and_read_well_says_nothing(qtbot: Any, tmp_path: Path) -> None:
    for game in companion_games():
        page = _page(qtbot, game, tmp_path)
        assert page.trouble.isHidden() and page.session.save_error == "" and page.session.problem == ""


# -- 3. names as placeholders ------------------------------------------------------------------------------
@pytest.mark.parametrize("game", sorted(PADS))
def test_a_name_field_says_player_1_until_a_name_is_typed(qtbot: Any, tmp_path: Path, game: str) -> None:
    """ "Player 1" was the field's text: a click and "Anna" made "Player 1Anna"."""
    page = _page(qtbot, game, tmp_path)
    page.tabs.setCurrentIndex(PADS[game])
    name = page.rows[0]["name"]
    assert isinstance(name, QLineEdit)
    assert name.text() == "" and name.placeholderText() == "Player 1"
    box = next(w for k, w in page.rows[0].items() if k not in ("name", "total", "sets"))
    assert box.accessibleName().startswith("Player 1 – ")
    assert name.accessibleName() == "Name – Player 1"
    qtbot.mouseClick(name, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(name, "Anna")
    assert name.text() == "Anna"
    assert box.accessibleName().startswith("Anna – ") and name.accessibleName() == "Name – Player 1"
    assert page.names(2) == ["Anna", "Player 2"]
    again = _page(qtbot, game, tmp_path)
    assert [r["name"].text() for r in again.rows[:2]] == ["Anna", ""]


@pytest.mark.parametrize("game", sorted(PADS))
def test_an_older_session_that_kept_player_1_as_a_name_loads_as_no_name(qtbot: Any, tmp_path: Path, game: str) -> None:
    (tmp_path / f"{game}.json").write_text(
        json.dumps({"seed": 7, "names": ["Player 1", "Eva", "Player 3", ""]}), encoding="utf-8"
    )
    page = _page(qtbot, game, tmp_path)
    assert [r["name"].text() for r in page.rows] == ["", "Eva", "", ""]
    assert [r["name"].placeholderText() for r in page.rows] == [f"Player {k}" for k in range(1, 5)]
    assert page.names(4) == ["Player 1", "Eva", "Player 3", "Player 4"]


# -- 4. and 5. the seconds box ----------------------------------------------------------------------------
def test_the_seconds_of_sand_cannot_change_while_the_sand_runs(qtbot: Any, tmp_path: Path) -> None:
    """Changed from 90 to 30 mid-run, the glass stood full while the clock counted the old 90 s."""
    page = _page(qtbot, "galaxy_trucker", tmp_path)
    glass = page.hourglass
    now = [1000.0]
    glass.clock = lambda: now[0]
    assert glass.length.isEnabled()
    glass.turn()
    assert glass.running() and not glass.length.isEnabled()
    now[0] += glass.seconds + 1
    glass.tick()
    assert not glass.running() and glass.length.isEnabled()  # run out: the next turn may take other seconds
    glass.turn()
    assert not glass.length.isEnabled()
    glass.reset()
    assert glass.length.isEnabled()


def test_space_in_the_seconds_box_turns_the_glass_and_enter_hands_the_keyboard_back(qtbot: Any) -> None:
    """The button says "(space bar)", but Space typed after the seconds did nothing, nor after Enter."""
    table = _table(qtbot)
    page = table.open("galaxy_trucker")
    glass = page.hourglass
    now = [1000.0]
    glass.clock = lambda: now[0]
    qtbot.mouseClick(glass.length.lineEdit(), Qt.MouseButton.LeftButton)
    glass.length.setFocus(Qt.FocusReason.MouseFocusReason)
    glass.length.lineEdit().selectAll()
    qtbot.keyClicks(glass.length.lineEdit(), "120")
    _space(qtbot)
    assert glass.running() and glass.seconds == 120 and glass.face.seconds_left == 120
    assert QApplication.focusWidget() is page.tabs.tabBar()
    now[0] += 121
    glass.tick()
    glass.length.setFocus(Qt.FocusReason.MouseFocusReason)  # run out: the seconds again, then Enter
    glass.length.lineEdit().selectAll()
    qtbot.keyClicks(glass.length.lineEdit(), "45")
    qtbot.keyClick(glass.length, Qt.Key.Key_Return)
    assert glass.seconds == 45 and not glass.running()
    assert QApplication.focusWidget() is page.tabs.tabBar()
    _space(qtbot)
    assert glass.running() and glass.sand.hourglass == 2 and glass.face.seconds_left == 45


# -- 6. Tab in the order the page is read --------------------------------------------------------------------
def _rect(widget: QWidget, page: QWidget) -> QRect:
    return QRect(widget.mapTo(page, QPoint(0, 0)), widget.size())


def _read_after(a: QRect, b: QRect) -> bool:
    """Whether `b` comes after `a` reading top to bottom, left to right: to its right on the same
    line, or on a line below."""
    same_line = b.top() < a.bottom() and a.top() < b.bottom()
    return b.center().x() > a.center().x() if same_line else b.top() >= a.bottom() - 2


def _tab_stops(qtbot: Any, page: Any) -> list[QWidget]:
    """The page's widgets Tab goes through, once round, from the top of the page."""
    page.take_focus()
    start = QApplication.focusWidget()
    assert start is page.tabs.tabBar()
    seen: list[QWidget] = []
    focus = start
    for _ in range(300):
        qtbot.keyClick(focus, Qt.Key.Key_Tab)
        focus = QApplication.focusWidget()
        assert focus is not None
        if focus is start:
            break
        if page.isAncestorOf(focus):
            seen.append(focus)
    else:
        raise AssertionError("Tab never came back to the tab bar")
    stops = [start, *seen]
    first = min(range(len(stops)), key=lambda k: (_rect(stops[k], page).top(), _rect(stops[k], page).left()))
    return stops[first:] + stops[:first]  # Tab goes round: the head, above the tab bar, reads first


def _name(widget: QWidget) -> str:
    text = widget.text() if isinstance(widget, (QAbstractButton, QLineEdit)) else ""
    return f"{type(widget).__name__} {widget.accessibleName() or text}"


def test_tab_goes_through_every_page_as_it_is_read(qtbot: Any) -> None:
    """Shipyard's Tab jumped from "Green contract" to "Coins" past the merchants, Catan's "nobody"
    buttons at the bottom came before the names, Galaxy Trucker's capped fines before the names above
    it, and "New session" before "Second screen" left of it."""
    table = _table(qtbot)
    wrong: list[tuple[str, int, str, str]] = []  # Tab from one to the next, against the reading
    for game in companion_games():
        page = table.open(game)
        for k in range(page.tabs.count()):
            page.tabs.setCurrentIndex(k)
            stops = _tab_stops(qtbot, page)
            rects = [_rect(w, page) for w in stops]
            for a, b, ra, rb in zip(stops, stops[1:], rects, rects[1:], strict=False):
                if not _read_after(ra, rb):
                    wrong.append((game, k, _name(a), _name(b)))
            visible = [
                w
                for w in page.findChildren(QWidget)
                if w.isVisible()
                and w.isEnabled()
                and w.focusPolicy() & Qt.FocusPolicy.TabFocus
                and not isinstance(w, (QTabWidget, QRadioButton))  # a group of radio buttons is one stop
                and w.focusProxy() is None
                and not isinstance(w.parentWidget(), type(page.tabs.tabBar()))  # the tab bar's scroll arrows
                and w.window() is page.window()
            ]
            missed = [_name(w) for w in visible if w not in stops and not _inside_a_stop(w, stops)]
            assert missed == [], (game, k)
    assert wrong == [], "\n".join(map(str, wrong))


def _inside_a_stop(widget: QWidget, stops: list[QWidget]) -> bool:
    """A part of a stop (a spin box's line, a chart's inner view)."""
    return any(stop.isAncestorOf(widget) for stop in stops)


def test_the_heads_new_session_comes_after_second_screen(qtbot: Any, tmp_path: Path) -> None:
    page = _page(qtbot, "catan", tmp_path)
    chain: list[QWidget] = []
    widget: QWidget | None = page
    while widget is not None and len(chain) < 50:
        widget = widget.nextInFocusChain()
        if widget is not None:
            chain.append(widget)
    assert chain.index(page.screen_button) < chain.index(page.new_button) < chain.index(page.tabs.tabBar())


# -- 7. words ------------------------------------------------------------------------------------------------
def _plain(label: QLabel) -> str:
    return QTextDocumentFragment.fromHtml(label.text()).toPlainText().strip()


def test_shipyards_merchant_columns_say_they_are_merchants(qtbot: Any, tmp_path: Path) -> None:
    """ "coal I … wheat II" in lower case said nothing of merchants; "Track" not which track."""
    page = _page(qtbot, "shipyard", tmp_path)
    page.tabs.setCurrentIndex(1)
    heads = [_plain(lab) for lab in page.heads]
    assert heads[1] == "Score track"
    assert heads[4:10] == ["Coal I", "Coal II", "Steel I", "Steel II", "Wheat I", "Wheat II"]
    assert _plain(page.merchants_head) == "Merchants"
    over = page.merchants_head.geometry()  # over the six columns of ticks, and only over them
    assert over.bottom() < page.heads[4].geometry().top()
    assert over.left() <= page.heads[4].geometry().left() and over.right() >= page.heads[9].geometry().right()
    assert over.left() > page.heads[3].geometry().right() and over.right() < page.heads[10].geometry().left()
    assert page.rows[0][("steel", 2)].accessibleName() == "Player 1 – Merchants: Steel II"
    assert page.rows[1]["coins"].accessibleName() == "Player 2 – Coins (tie-break)"
    assert page.rows[1]["name"].accessibleName() == "Name – Player 2"


def test_stortebekers_page_names_no_rule_by_a_code(qtbot: Any, tmp_path: Path) -> None:
    """ "Colour bonus (E1)", "E2", "E5": codes of the app's own rules file, not a table's words."""
    page = _page(qtbot, "stortebeker", tmp_path)
    page.players.setValue(2)
    page.short_sea.setChecked(True)
    for colour in ("yellow", "black", "red", "blue"):
        page.rows[0][colour].setText("1 2 3 4")
    page._changed()
    texts = [w.text() for w in page.findChildren(QLabel)] + [w.text() for w in page.findChildren(QAbstractButton)]
    assert [t for t in texts if re.search(r"\bE\d\b", t)] == []
    assert page.bonus.text() == "Colour bonus (extended rule 1)"
    assert page.short_sea.text() == "Three ships at sea (extended rule 5, two players)"
    assert page.message.text() == "Only 15 ships are in play with two players and three ships at sea (extended rule 5)."
    assert "three with the harbour preview, extended rule 2" in page.setup_text.text()
    assert "free column" not in page.help.text()
    assert "If your game has ships of a colour that has no column here" in page.help.text()


def test_catan_set_up_names_the_building_cost_card(qtbot: Any, tmp_path: Path) -> None:
    page = _page(qtbot, "catan", tmp_path)
    assert "and a building cost card." in page.founding.text()


def test_galaxy_truckers_places_read_first_second_in_english(qtbot: Any, tmp_path: Path) -> None:
    page = _page(qtbot, "galaxy_trucker", tmp_path)
    box = page.pads[0].rows[0]["place"]
    assert [box.itemText(k) for k in range(box.count())] == ["—", "gave up", "1st", "2nd", "3rd", "4th"]
    assert "1st is the leader" in page.pads[0].heads[1].toolTip()


# -- 8. Catan's chosen winner ----------------------------------------------------------------------------------
def test_catans_chosen_winner_comes_back_after_an_edit_drops_him_below_ten(qtbot: Any, tmp_path: Path) -> None:
    page = _page(qtbot, "catan", tmp_path)
    page.players.setValue(3)
    for seat in (0, 1):
        page.rows[seat]["settlements"].setValue(2)
        page.rows[seat]["cities"].setValue(4)  # 2 + 8 = 10 each
    page.winner.setCurrentIndex(page.winner.findData(1))  # Player 2 reached 10 on his own turn
    assert "★" in page.rows[1]["total"].text() and "★" not in page.rows[0]["total"].text()
    page.rows[1]["cities"].setValue(3)  # a slip: 2 + 6 = 8
    assert page.winner.isHidden() and "★" in page.rows[0]["total"].text()
    assert page.session.get("pad")["winner"] == 1  # kept while he is below 10
    page.rows[1]["cities"].setValue(4)  # put right
    assert page.winner.currentData() == 1 and page.message.text() == ""
    assert "★" in page.rows[1]["total"].text() and "★" not in page.rows[0]["total"].text()
    page.rows[1]["cities"].setValue(3)
    again = make_companion("catan", TableSession("catan", tmp_path / "catan.json"))  # kept over a restart too
    qtbot.addWidget(again)
    again.rows[1]["cities"].setValue(4)
    assert again.winner.currentData() == 1 and "★" in again.rows[1]["total"].text()
    again.winner.setCurrentIndex(0)  # the table takes the choice back
    assert again.session.get("pad")["winner"] == -1 and "★" not in again.rows[1]["total"].text()
