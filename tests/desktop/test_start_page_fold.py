"""Every game card on the start page stands whole in the window, from the window's smallest size up: at
1024 × 700 in Slovak the second row of cards (Shipyard, Störtebeker) began below the fold, and a new
player did not see that there were more games without scrolling."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QLabel, QWidget

from desktop.common import i18n
from desktop.start_page import GameCard, StartPage
from tests.desktop.helpers import bare_window

SIZES = [(1024, 700), (1280, 800), (1920, 1080)]


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    yield
    i18n.set_language("en")  # a case in Slovak leaves the next tests in English


def _saves(folder: Path) -> None:
    """An autosave for every game, its Continue line as long as a real evening's: three players, 184 moves."""
    seats = [{"name": "Anna", "kind": "human"}, {"name": "Bořek", "kind": "bot"}, {"name": "Cyril", "kind": "bot"}]
    for name in ("golden_horn", "catan", "galaxy_trucker", "shipyard", "stortebeker"):
        (folder / f"{name}.json").write_text(json.dumps({"seats": seats, "log": [0] * 184}), encoding="utf-8")


def _page(qtbot: Any, size: tuple[int, int], lang: str, saved: bool, tmp_path: Path, monkeypatch: Any) -> StartPage:
    import desktop.start_page as start_page

    if saved:
        _saves(tmp_path)
    monkeypatch.setattr(start_page, "autosave_path", lambda name: tmp_path / f"{name}.json")
    i18n.set_language(lang)
    window = bare_window(qtbot)
    window.resize(*size)
    qtbot.waitExposed(window)
    qtbot.wait(20)
    assert (window.width(), window.height()) == size
    page = window.start
    page.refresh()
    qtbot.wait(20)
    return page


def _parts(card: GameCard) -> list[QWidget]:
    """What a player must see of a card: its cover, title, player count, Rules, New game and, with a
    saved game, Continue and the line that says what it goes back to."""
    parts: list[QWidget] = [card._cover, card._title, card._players, card.rules_button, card.new_button]
    if card.has_continue():
        parts += [card.continue_button, card._saved]
    return parts


@pytest.mark.parametrize("saved", [False, True])
@pytest.mark.parametrize("lang", ["sk", "cs", "en"])
@pytest.mark.parametrize("size", SIZES)
def test_every_card_stands_whole_in_the_window(
    qtbot: Any, size: tuple[int, int], lang: str, saved: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    page = _page(qtbot, size, lang, saved, tmp_path, monkeypatch)
    viewport = page._scroll.viewport()
    seen = viewport.rect()
    assert page._scroll.verticalScrollBar().maximum() == 0, (size, lang, saved)  # nothing below the fold
    assert len(page.cards) == 5
    for card in page.cards:
        assert card.isVisible()
        assert card.has_continue() == saved
        for part in _parts(card):
            where = QRect(part.mapTo(viewport, QPoint(0, 0)), part.size())
            assert part.isVisible() and seen.contains(where), (size, lang, saved, card.name, part.objectName())
            if isinstance(part, QLabel) and part.wordWrap():  # every line of a wrapped title or saved line
                assert part.height() >= part.heightForWidth(part.width()), (card.name, part.objectName())
            elif part is not card._cover:  # a button's or the count's words are never cut
                assert part.width() >= part.sizeHint().width(), (size, lang, card.name, part.objectName())
    rows: dict[int, list[GameCard]] = {}
    for card in page.cards:
        rows.setdefault(card.mapTo(page, QPoint(0, 0)).y(), []).append(card)
    per_row = [len(rows[y]) for y in sorted(rows)]
    assert max(per_row) - min(per_row) <= 1, per_row  # five as 3 + 2 or one row, never 4 + 1
    reading = [card for y in sorted(rows) for card in sorted(rows[y], key=lambda c: c.x())]
    assert reading == page.cards  # Tab follows the cards as they read: left to right, row by row


@pytest.mark.parametrize("saved", [False, True])
def test_tab_goes_through_each_card_as_it_reads(
    qtbot: Any, saved: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At the smallest size too: each card's Rules, New game and Continue, the cards in order, then the
    footer, every stop on screen."""
    page = _page(qtbot, (1024, 700), "sk", saved, tmp_path, monkeypatch)
    expected: list[QWidget] = [b for card in page.cards for b in card.tab_stops() if not b.isHidden()]
    expected += [page.table_button, page.replay_button]
    stops: list[QWidget] = []
    widget: QWidget | None = expected[0]
    while widget is not None and len(stops) < len(expected):
        if widget.isVisible() and widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
            stops.append(widget)
        widget = widget.nextInFocusChain()
    assert stops == expected
    window = page.window()
    for stop in stops:  # and the keyboard's every stop is on screen, none below the fold
        where = QRect(stop.mapTo(window, QPoint(0, 0)), stop.size())
        assert window.rect().contains(where), stop.objectName()
    viewport = page._scroll.viewport()
    for card in page.cards:
        for button in card.tab_stops():
            if not button.isHidden():
                assert viewport.rect().contains(QRect(button.mapTo(viewport, QPoint(0, 0)), button.size()))
    for card in page.cards:  # within a card Rules stands above the buttons, New game before Continue
        rules, new = card.rules_button, card.new_button
        assert rules.mapTo(card, QPoint(0, rules.height())).y() <= new.mapTo(card, QPoint(0, 0)).y()
        if saved:
            cont = card.continue_button
            at_new, at_cont = new.mapTo(card, QPoint(0, 0)), cont.mapTo(card, QPoint(0, 0))
            assert (at_new.y(), at_new.x()) < (at_cont.y(), at_cont.x())
