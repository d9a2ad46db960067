"""A game played over several evenings: its own file, kept copies that can be told apart, the seats'
default names in the language of today, and a missing file said plainly."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop.common import i18n
from desktop.common.paths import autosave_path
from desktop.main_window import MainWindow
from desktop.settings import Settings
from engine.core.match import Match, Seat
from tests.desktop.test_shell import RANDOM_PLACEMENT, _kept_files, _left_game, clean_saves  # noqa: F401


def _window(qtbot: Any) -> MainWindow:
    w = MainWindow(Settings(pace="fast", animations=False))
    w._no_dialogs = True
    qtbot.addWidget(w)
    return w


@pytest.mark.usefixtures("clean_saves")
def test_a_continued_game_saves_to_the_file_it_was_opened_from(qtbot: Any, tmp_path: Path) -> None:
    """Opened from "my evening", played, left; Continue the next day forgot the file: the title named no
    file and Ctrl+S asked for a new name, so the player's own save silently stopped being updated."""
    mine = tmp_path / "my evening.pristav.json"
    _left_game(5, 4).save(mine)
    first = _window(qtbot)
    assert first.load_path(mine)
    first.model.stop()
    seat = first.model.match.to_act()[0]
    first.model.try_apply(seat, first.model.match.legal_actions(seat)[0])
    first.model.wait_saved()
    first.model.release_autosave()
    later = _window(qtbot)
    later.continue_game("golden_horn")
    later.model.stop()
    assert later.path == mine.resolve()
    assert later.windowTitle().startswith("my evening.pristav.json – ")
    later.save()  # Ctrl+S: into the player's file, no dialog
    assert Match.load(mine).to_json() == later.model.match.to_json()


@pytest.mark.usefixtures("clean_saves")
def test_a_game_its_own_file_holds_is_not_kept_again(qtbot: Any, tmp_path: Path) -> None:
    """Opening another save over a game that is, move for move, in the player's own file made a kept
    copy each time (nine after one evening, pushing the player's saves out of Open Recent)."""
    mine = tmp_path / "mine.pristav.json"
    _left_game(5, 4).save(mine)
    other = tmp_path / "other.pristav.json"
    _left_game(7, 2).save(other)
    w = _window(qtbot)
    assert w.load_path(mine)
    w.model.stop()
    w.model.wait_saved()
    assert w.load_path(other)  # "mine" is in its file as it stands: nothing to keep
    w.model.stop()
    w.model.wait_saved()
    assert _kept_files() == []
    seat = w.model.match.to_act()[0]
    w.model.try_apply(seat, w.model.match.legal_actions(seat)[0])  # "other" goes on beyond its file
    w.model.wait_saved()
    assert w.load_path(mine)
    w.model.stop()
    (kept,) = _kept_files()
    assert len(Match.load(kept).records) == len(Match.load(other).records) + 1


@pytest.mark.usefixtures("clean_saves")
def test_a_kept_game_is_named_by_its_title_and_players(qtbot: Any) -> None:
    """Kept copies were "golden_horn 2026-12-01 02-27": the game's inner name, and two players' games
    of one kind alike. They are named as Save As names a game, with the players."""
    left = Match("golden_horn", 2, 5, RANDOM_PLACEMENT, seats=[Seat("Anna"), Seat("Dana")])
    left.save(autosave_path("golden_horn"))
    w = _window(qtbot)
    w.start_match(_left_game(7, 0), None)
    w.model.stop()
    (kept,) = _kept_files()
    assert kept.name.startswith("Golden Horn – Anna, Dana 2") and kept.name.endswith(".pristav.json")


def test_default_seat_names_read_in_the_language_of_today() -> None:
    """A game begun in English and continued in Czech said "Na tahu: Player 1": a seat still called by
    the default name of any of our languages reads in today's; a name somebody typed stays."""
    names = ["Player 1", "Anna", "Hráč 3", "Player 1"]
    assert i18n.seat_names(names) == ["Player 1", "Anna", "Player 3", "Player 1"]
    i18n.set_language("cs")
    try:
        assert i18n.seat_names(names) == ["Hráč 1", "Anna", "Hráč 3", "Player 1"]  # the fourth seat's own choice
    finally:
        i18n.set_language("en")


def test_a_missing_file_is_not_said_to_be_left_as_it_is(qtbot: Any, tmp_path: Path) -> None:
    shown: list[str] = []
    real = QMessageBox.warning
    QMessageBox.warning = lambda *a, **k: shown.append(a[2])  # type: ignore[method-assign]
    try:
        w = _window(qtbot)
        assert not w.load_path(tmp_path / "gone.pristav.json")
        damaged = tmp_path / "damaged.pristav.json"
        damaged.write_text("{", encoding="utf-8")
        assert not w.load_path(damaged)
    finally:
        QMessageBox.warning = real  # type: ignore[method-assign]
    assert "left as it is" not in shown[0] and "left as it is" in shown[1]


def test_the_line_under_continue_is_readable(qtbot: Any) -> None:
    """ "Saved 01/12 02:35 · move 53 · Anna, Bořek (bot)" was drawn in palette(mid), 2.0:1 on the card:
    the one line telling which game Continue goes back to. Softened text now, 4.5:1 or more."""
    import re

    from PySide6.QtGui import QColor, QPalette

    from desktop.start_page import GameCard
    from engine.core.registry import get_game

    card = GameCard(get_game("golden_horn"))
    qtbot.addWidget(card)
    r, g, b, a = (int(x) for x in re.findall(r"\d+", card._saved.styleSheet()))
    base = card.palette().color(QPalette.ColorRole.Base)
    seen = QColor(
        *(round(c * a / 255 + bc * (255 - a) / 255) for c, bc in ((r, base.red()), (g, base.green()), (b, base.blue())))
    )

    def lum(c: QColor) -> float:
        f = [x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4 for x in (c.redF(), c.greenF(), c.blueF())]
        return 0.2126 * f[0] + 0.7152 * f[1] + 0.0722 * f[2]

    hi, lo = sorted((lum(seen), lum(base)), reverse=True)
    assert (hi + 0.05) / (lo + 0.05) >= 4.5


def test_f1_at_the_table_opens_the_rules_of_the_game_on_that_page(qtbot: Any) -> None:
    """F1 on Störtebeker's table page opened Golden Horn's rules (the game last set up, or the first)."""
    w = _window(qtbot)
    w.open_table("stortebeker")
    assert w.current_game() == "stortebeker"
    w.open_table("shipyard")
    assert w.current_game() == "shipyard"
    w.stack.setCurrentWidget(w.start)
    assert w.current_game() != "" and w.current_game() in ("golden_horn", *w.settings.setups)


@pytest.mark.usefixtures("clean_saves")
def test_a_file_saved_over_with_another_game_is_not_taken_back(qtbot: Any, tmp_path: Path) -> None:
    """The file a game was opened from may since hold another game (a Save As over it): Continue does
    not adopt it, so that Ctrl+S asks for a name rather than replace the other game unasked."""
    mine = tmp_path / "mine.pristav.json"
    _left_game(5, 4).save(mine)
    first = _window(qtbot)
    assert first.load_path(mine)
    first.model.stop()
    first.model.wait_saved()
    first.model.release_autosave()
    _left_game(9, 2).save(mine)  # another game saved over it meanwhile
    later = _window(qtbot)
    later.continue_game("golden_horn")
    later.model.stop()
    assert later.path is None


@pytest.mark.parametrize(("lang", "expected"), [("cs", "1. 12. 2026 5:44"), ("sk", "1. 12. 2026 5:44")])
def test_the_saved_line_writes_the_date_as_czech_and_slovak_do_and_wraps_after_a_dot(
    qtbot: Any, tmp_path: Path, lang: str, expected: str
) -> None:
    """Czech read "Uloženo 01.12.26 5:44" (Qt's short form, a two-digit year) where Slovak read
    "1. 12. 2026 5:44"; and a wrapped line began "· P1, P2 (bot)". The finished games' list writes the
    same date."""
    import os

    from PySide6.QtCore import QDateTime, QTime

    from desktop.common import i18n
    from desktop.start_page import GameCard
    from engine.core.registry import get_game

    path = tmp_path / "autosave.json"
    path.write_text('{"seats": [{"name": "P1", "kind": "human"}, {"name": "P2", "kind": "bot"}], "log": []}')
    when = QDateTime(QDateTime.fromString("2026-12-01", "yyyy-MM-dd").date(), QTime(5, 44))
    os.utime(path, (when.toSecsSinceEpoch(), when.toSecsSinceEpoch()))
    try:
        i18n.set_language(lang)
        card = GameCard(get_game("golden_horn"))
        qtbot.addWidget(card)
        text = card.saved_text(path)
        assert expected in text and i18n.date_time(when) == expected
        assert " ·" not in text and "\u00a0·" in text  # a line may break after each "·", never before
        assert " 0" not in text and "\u00a00\u00a0·" in text  # nor between "krok" and its number
    finally:
        i18n.set_language("en")
