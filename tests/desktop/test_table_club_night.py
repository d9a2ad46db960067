"""A club night at the table (a Slovak game club, 2026-12-01): several games in a row with the same
people, the score pads typed in by hand. A pasted line of nines in Störtebeker's pad, Golden Horn's
boxes moving under the mouse, Shipyard's start player unnamed, a new session that forgot the rules
ticked, a colour bonus nobody could check, and the small things around them."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFocusEvent, QTextDocumentFragment
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop.common.session import TableSession
from desktop.games import make_companion
from engine.stortebeker.data import components
from tests.desktop.helpers import companion_page


def _page(qtbot: Any, game: str, tmp_path: Path) -> Any:
    return companion_page(qtbot, game, tmp_path)


def _type(field: Any, text: str) -> None:
    """A field typed in: its text set and `textEdited` sent, as a keyboard would."""
    field.setText(text)
    field.textEdited.emit(text)


def _x(widget: Any, page: Any) -> int:
    return int(widget.mapTo(page, widget.rect().topLeft()).x())


# -- 1. a very long number in Störtebeker's pad ---------------------------------------------------------------
def test_a_line_of_nines_in_a_ship_field_is_refused_not_a_crash(qtbot: Any, tmp_path: Path) -> None:
    """About 310 nines raised OverflowError in `final_scores` (`float(sum(...))`) on every keystroke:
    the total and the saved session went stale; 30 nines gave a float-rounded total. A ship is worth
    at most 44 points (a lap of the score track; the game's ships are worth 2 to 10): anything more
    is refused with the pad's own kind of message and never reaches the arithmetic."""
    page = _page(qtbot, "stortebeker", tmp_path)
    yellow = components().ship_colours[0]
    field = page.rows[0][yellow]
    for nines in (30, 310, 5000):  # 5000 digits: past Python's own limit for int() of a string
        _type(field, "9" * nines)
        assert page.message.text() == (
            "A ship is worth at most 44 points: write the points of each captured ship apart, e.g. 5 9."
        )
        assert page.totals == [] and page.rows[0]["total"].text() == "—"
        assert page.session.get("score")["rows"][0][yellow] == "9" * nines  # saved as typed, not stale
    _type(field, "59")  # "5 9" without its space
    assert page.message.text().startswith("A ship is worth at most 44 points")
    _type(field, "5 9")
    assert page.message.text() == "" and page.totals[0] == 14
    _type(field, "44 007")
    assert page.message.text() == "" and page.totals[0] == 51
    again = _page(qtbot, "stortebeker", tmp_path / "again")  # a session kept with a huge value opens
    again.session.data["score"] = {"players": 2, "rows": [{yellow: "9" * 400}]}
    again.load()
    assert again.totals == [] and again.message.text().startswith("A ship is worth at most")


def test_final_scores_refuse_a_ship_worth_more_than_the_limit() -> None:
    from desktop.stortebeker.companion import MAX_SHIP_POINTS, final_scores

    huge = 10**400
    assert final_scores(2, [{"yellow": [huge]}, {}], colour_bonus=True) == ([], [], f"points:{MAX_SHIP_POINTS}")
    assert final_scores(2, [{"yellow": [MAX_SHIP_POINTS + 1]}, {}], colour_bonus=False)[2] == "points:44"
    assert final_scores(2, [{"yellow": [-3]}, {}], colour_bonus=False)[2] == "points:44"
    scores, winners, problem = final_scores(2, [{"yellow": [44, 2, 3]}, {"red": [5]}], colour_bonus=True)
    assert (scores, winners, problem) == ([93.0, 5.0], [0], "")


# -- 2. Golden Horn's warehouses stay where they are -------------------------------------------------------
@pytest.mark.parametrize(
    ("lang", "three", "two_and_two"),
    [
        ("sk", "6-farebná +4, 5-farebná +2,\n4-farebná +1", "6-farebná +4 ×2, 4-farebná +1 ×2"),
        ("cs", "sada 6 barev +4, sada 5 barev +2,\nsada 4 barev +1", "sada 6 barev +4 ×2,\nsada 4 barev +1 ×2"),
    ],
)
def test_golden_horn_boxes_stay_put_and_sets_never_break_at_the_hyphen(
    qtbot: Any, tmp_path: Path, lang: str, three: str, two_and_two: str
) -> None:
    """When "4-farebná +1" appeared in the Sets column every box jumped ~61 px left, then ~28 px more,
    and "5-" / "farebná +2" broke at the hyphen. The column is as wide as the widest line it can show
    from the start (as wide as the window spares: Czech's longer words go on in a second line rather
    than make the page scroll sideways at 1280 px), and a line holds whole sets."""
    from desktop.common import i18n

    i18n.set_language(lang)
    try:
        page = _page(qtbot, "golden_horn", tmp_path)
        page.resize(1030, 760)  # the page's width in a window of 1280 beside the list of games
        page.players.setValue(3)
        QApplication.processEvents()
        boxes = [page.rows[0]["name"], *(page.rows[0][k] for k in range(6)), page.rows[0]["total"]]
        before = [_x(w, page) for w in boxes]
        sets = page.rows[0]["sets"]
        warehouses = (
            (2, 1, 1, 1, 0, 0),
            (2, 1, 1, 1, 1, 0),
            (2, 1, 1, 1, 1, 1),
            (4, 4, 3, 3, 2, 2),
            (3, 3, 3, 3, 2, 1),
        )
        for counts in warehouses:
            for k, n in enumerate(counts):
                page.rows[0][k].setValue(n)
            QApplication.processEvents()
            assert [_x(w, page) for w in boxes] == before, (counts, sets.text())
            for line in sets.text().split("\n"):  # each line fits: nothing left for Qt to wrap at a hyphen
                assert sets.fontMetrics().horizontalAdvance(line) <= sets.width(), (line, sets.width())
            assert page.tab_scroll.horizontalScrollBar().maximum() == 0
        assert sets.text() == three  # three kinds: two lines
        for k, n in enumerate((4, 4, 4, 4, 2, 2)):
            page.rows[0][k].setValue(n)
        assert sets.text() == two_and_two
    finally:
        i18n.set_language("en")


# -- 3. Shipyard's start player by name -----------------------------------------------------------------------
def test_shipyard_set_up_names_the_start_player_as_typed(qtbot: Any, tmp_path: Path) -> None:
    page = _page(qtbot, "shipyard", tmp_path)
    page.players.setValue(2)
    start = page.setup_state().start
    assert f"Start player: Player {start + 1}" in page.setup_text.text()
    _type(page.rows[start]["name"], "Zuzana")
    assert "Start player: Zuzana" in page.setup_text.text()
    _type(page.rows[1 - start]["name"], "Peter")
    assert "Start player: Zuzana" in page.setup_text.text()
    for _ in range(6):  # dealt again: whoever starts is named
        page.deal.click()
        start = page.setup_state().start
        assert f"Start player: {page.rows[start]['name'].text()}" in page.setup_text.text()


# -- 4. a new session keeps the table's settings ----------------------------------------------------------
def _question(page: Any, monkeypatch: pytest.MonkeyPatch) -> str:
    from desktop.common import companion

    asked: list[str] = []

    def answer(box: QMessageBox) -> int:
        asked.append(box.text())
        box.deleteLater()
        return int(QMessageBox.StandardButton.Yes)

    monkeypatch.setattr(companion, "ask_once", answer)
    page.new_button.click()
    (text,) = asked
    return text


def test_a_new_stortebeker_session_keeps_the_players_and_the_rules(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A club playing several games in a row had to tick extended rule 1 again every time, and
    forgetting it changed every total without a word. A new session clears the ships' points and
    the rolls; the names, the player count and the rules ticked stay, and the question says so."""
    page = _page(qtbot, "stortebeker", tmp_path)
    page.players.setValue(2)
    page.bonus.setChecked(True)
    page.short_sea.setChecked(True)
    _type(page.rows[0]["name"], "Ján")
    _type(page.rows[1]["name"], "Mária")
    _type(page.rows[0]["yellow"], "2 5 9")
    page.numbers.animate = page.colours.animate = False
    page.numbers.roll()
    page.colours.roll()
    seed = page.session.seed
    question = _question(page, monkeypatch)
    assert question == (
        "Start a new session? The ships' points and the dice rolls of this one are cleared. The names, the number "
        "of players and the extended rules ticked (colour bonus, three ships at sea) stay."
    )
    assert page.session.seed != seed
    assert page.players.value() == 2 and page.bonus.isChecked() and page.short_sea.isChecked()
    assert [page.rows[s]["name"].text() for s in range(2)] == ["Ján", "Mária"]
    assert all(page.rows[s][c].text() == "" for s in range(4) for c in components().ship_colours)
    assert page.numbers.history == [] and page.colours.history == []
    again = make_companion("stortebeker", TableSession("stortebeker", tmp_path / "stortebeker.json"))
    qtbot.addWidget(again)  # kept in the saved session too
    assert again.players.value() == 2 and again.bonus.isChecked() and again.short_sea.isChecked()
    assert again.rows[1]["name"].text() == "Mária"


def test_a_new_golden_horn_session_clears_the_warehouses_only(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    page = _page(qtbot, "golden_horn", tmp_path)
    page.players.setValue(3)
    _type(page.rows[2]["name"], "Eva")
    page.rows[0][0].setValue(4)
    question = _question(page, monkeypatch)
    assert question == (
        "Start a new session? The warehouses of this one are cleared. The names and the number of players stay."
    )
    assert "roll" not in question  # the page has no dice
    assert page.players.value() == 3 and page.rows[2]["name"].text() == "Eva"
    assert all(page.rows[s][k].value() == 0 for s in range(4) for k in range(6))


def test_a_new_shipyard_session_keeps_the_first_game_and_deals_anew(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    page = _page(qtbot, "shipyard", tmp_path)
    page.players.setValue(2)
    page.first_game.setChecked(True)
    _type(page.rows[0]["name"], "Peter")
    page.rows[0]["track"].setValue(40)
    page.rows[1][("coal", 1)].setChecked(True)
    page.deal.click()
    question = _question(page, monkeypatch)
    assert question == (
        "Start a new session? The final scores of this one are cleared and the set-up is dealt anew. The names, "
        "the number of players and the first game box stay."
    )
    assert "roll" not in question
    assert page.players.value() == 2 and page.first_game.isChecked() and page.rows[0]["name"].text() == "Peter"
    assert page.rows[0]["track"].value() == 0 and not page.rows[1][("coal", 1)].isChecked()
    assert page.deal_number == 0 and f"Deal {page.session.seed * 100}" in page.setup_text.text()


# -- 5. Störtebeker's colour bonus, shown -----------------------------------------------------------------
def test_stortebeker_pad_shows_each_players_colour_bonus(qtbot: Any, tmp_path: Path) -> None:
    """With the bonus ticked, the total was all the table saw: which colours counted, and for how
    much, could not be checked. A column beside the total says it, and the boxes do not move when a
    third ship of a colour makes a bonus appear."""
    page = _page(qtbot, "stortebeker", tmp_path)
    page.players.setValue(3)
    QApplication.processEvents()
    assert page.bonus_head.isHidden() and page.rows[0]["bonus"].isHidden()  # not counted: not shown
    page.bonus.setChecked(True)
    QApplication.processEvents()
    assert not page.bonus_head.isHidden() and not page.rows[0]["bonus"].isHidden()
    assert QTextDocumentFragment.fromHtml(page.bonus_head.text()).toPlainText() == "Colour bonus"
    boxes = [page.rows[0][c] for c in components().ship_colours] + [page.rows[0]["total"]]
    before = [_x(w, page) for w in boxes]
    _type(page.rows[0]["yellow"], "2 5")
    assert page.rows[0]["bonus"].text() == ""
    _type(page.rows[0]["yellow"], "2 5 9")
    _type(page.rows[0]["black"], "3 5 8")
    _type(page.rows[1]["blue"], "3 5")
    QApplication.processEvents()
    assert [_x(w, page) for w in boxes] == before
    assert page.rows[0]["bonus"].text() == "yellow +9, black +8"
    assert page.rows[1]["bonus"].text() == ""
    assert page.totals[0] == 2 + 5 + 9 + 3 + 5 + 8 + 9 + 8
    _type(page.rows[0]["red"], "2 4 6")  # a third colour: on a line of its own
    assert page.rows[0]["bonus"].text() == "yellow +9, black +8,\nred +6"
    page.bonus.setChecked(False)
    assert page.rows[0]["bonus"].isHidden() and page.totals[0] == 2 + 5 + 9 + 3 + 5 + 8 + 2 + 4 + 6


# -- 6. the small things ----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("game", "hint"),
    [
        ("stortebeker", "Space bar: roll · F11: full screen · Esc: leave full screen"),
        ("catan", "Space bar: roll · F11: full screen · Esc: leave full screen"),
        ("galaxy_trucker", "Space bar: roll or turn · F11: full screen · Esc: leave full screen"),
    ],
)
def test_the_second_screen_says_what_the_space_bar_does_on_its_page(
    qtbot: Any, tmp_path: Path, game: str, hint: str
) -> None:
    """Störtebeker's second screen said "roll or turn" with no hourglass on the page to turn."""
    page = _page(qtbot, game, tmp_path)
    page.screen_button.click()
    assert page.table_screen is not None and page.table_screen.hint.text() == hint


def test_golden_horn_shows_no_seed_where_it_changes_nothing(qtbot: Any, tmp_path: Path) -> None:
    """ "Seed 168728" with a tooltip about the same dice and set-up: Golden Horn's page has no dice and
    its set-up depends on the player count alone."""
    page = _page(qtbot, "golden_horn", tmp_path)
    assert page.seed_label.isHidden()
    before = page.setup_text.text()
    page.new_session(seed=7)
    assert page.setup_text.text() == before
    assert not _page(qtbot, "stortebeker", tmp_path / "sb").seed_label.isHidden()


def test_shipyard_merchant_headers_keep_the_numeral_with_its_word(qtbot: Any, tmp_path: Path, slovak: None) -> None:
    """ "Uhlie" over a lone "I": the level's numeral wrapped onto a line of its own."""
    page = _page(qtbot, "shipyard", tmp_path)
    page.resize(1030, 760)  # the page's width in a window of 1280 beside the list of games
    page.tabs.setCurrentIndex(1)
    QApplication.processEvents()
    merchants = page.heads[4:10]
    for head in merchants:
        words = QTextDocumentFragment.fromHtml(head.text()).toPlainText()
        assert head.heightForWidth(head.width()) <= head.fontMetrics().lineSpacing() * 1.5, words
    assert QTextDocumentFragment.fromHtml(merchants[0].text()).toPlainText() == "Uhlie I"
    assert page.rows[0][("coal", 2)].accessibleName() == "Hráč 1 – Obchodníci: Uhlie II"
    assert page.minimumSizeHint().width() <= 1030


@pytest.mark.parametrize("game", ["stortebeker", "shipyard"])
def test_a_long_name_shows_its_beginning_when_not_edited(qtbot: Any, tmp_path: Path, game: str) -> None:
    """ "…orváthová-Štefániková": a name longer than its field showed its end."""
    page = _page(qtbot, game, tmp_path)
    long = "Katarína Horváthová-Štefániková"
    edit = page.rows[0]["name"]
    edit.setText(long)
    page._changed()
    assert edit.cursorPosition() == 0
    page.session.data["names"] = [long]
    page.load()
    assert edit.cursorPosition() == 0
    edit.setCursorPosition(len(long))  # typed to its end, another window a moment: typing goes on there
    QApplication.sendEvent(edit, QFocusEvent(QEvent.Type.FocusOut, Qt.FocusReason.ActiveWindowFocusReason))
    assert edit.cursorPosition() == len(long)
    QApplication.sendEvent(edit, QFocusEvent(QEvent.Type.FocusOut, Qt.FocusReason.TabFocusReason))  # left
    assert edit.cursorPosition() == 0 and edit.text() == long


def test_stortebeker_set_up_says_what_the_rulebook_sets_up(qtbot: Any, tmp_path: Path) -> None:
    """The set-up tab gave the ships and the hand size only. The seed's Příprava hry: the 66 action
    cards shuffled, 6 each, the rest the draw pile; two markers a player; the marker highest on the
    score board starts; nobody attacks in the first round; and the extended rules' part in it."""
    page = _page(qtbot, "stortebeker", tmp_path)
    page.setup_players.setValue(3)
    text = page.setup_text.text()
    for words in (
        "Shuffle the 30 ships face down. Ships at sea: 4. Harbour: 15 ships face down",
        "Back to the box unseen: 11 ships.",
        "Shuffle the 66 action cards and deal 6 to each player; the rest is the face-down draw pile.",
        "the two markers of his colour",
        "Nobody may board a ship in the first round.",
        "Extended rule 2: the top three harbour ships lie face up",
        "Extended rules 3 and 4 change nothing in the set-up",
    ):
        assert words in text, words
    page.setup_players.setValue(2)
    page.short_sea.setChecked(True)
    text = page.setup_text.text()
    assert "Ships at sea: 3. Harbour: 12 ships" in text and "Back to the box unseen: 15 ships." in text


@pytest.mark.parametrize("game", ["catan", "galaxy_trucker"])
def test_a_new_catan_or_galaxy_trucker_session_keeps_the_table(qtbot: Any, tmp_path: Path, game: str) -> None:
    """Catan's and Galaxy Trucker's pages reset the player count, the names and their options at a new
    session too; like the other pages, they keep what belongs to the table and clear the game."""
    page = _page(qtbot, game, tmp_path)
    page.players.setValue(3)
    names = page.rows if game == "catan" else None
    fields = [r["name"] for r in names] if names is not None else page.names_edit
    fields[0].setText("Anna")
    option = page.apart if game == "catan" else page.cap
    option.setChecked(not option.isChecked())
    ticked = option.isChecked()
    assert "stay" in page.new_session_question()
    page.new_session()
    assert page.players.value() == 3 and fields[0].text() == "Anna" and option.isChecked() == ticked
