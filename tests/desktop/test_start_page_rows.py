"""The cards of a row on the start page line up: a title that wraps ("Galaxy / Trucker" in English at
1024 × 700) made its card taller and put its New game button lower than the others of its row."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint

from desktop.common import i18n
from desktop.start_page import GameCard
from tests.desktop.helpers import bare_window


@pytest.fixture(autouse=True)
def _english() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")  # a case in Czech leaves the next tests in English


def _rows(cards: list[GameCard], page: Any) -> list[list[GameCard]]:
    """The cards by the row they stand in (the same top edge)."""
    rows: dict[int, list[GameCard]] = {}
    for card in cards:
        rows.setdefault(card.mapTo(page, QPoint(0, 0)).y(), []).append(card)
    return [rows[y] for y in sorted(rows)]


def _y(widget: Any, page: Any) -> int:
    return widget.mapTo(page, QPoint(0, 0)).y()


@pytest.mark.parametrize(("size", "lang"), [((1024, 700), "en"), ((760, 900), "en"), ((1024, 700), "cs")])
def test_the_cards_of_a_row_line_up_when_a_title_wraps(
    qtbot: Any, size: tuple[int, int], lang: str, tmp_path: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    import desktop.start_page as start_page

    # no Continue on any card: earlier tests' autosaves would add lines of their own to the cards
    monkeypatch.setattr(start_page, "autosave_path", lambda name: tmp_path / f"{name}.json")
    i18n.set_language(lang)
    w = bare_window(qtbot)
    w.resize(*size)
    qtbot.wait(50)
    page = w.start
    if size == (1024, 700) and lang == "en":  # the case found; made sure of whatever the fonts measure here
        gt = next(c for c in page.cards if c.name == "galaxy_trucker")
        gt._title.setText("Galaxy Trucker Galaxy Trucker")
    page._relayout()
    qtbot.wait(20)
    cards = [c for c in page.cards if c.isVisible()]
    assert len(cards) == 5
    if size == (1024, 700) and lang == "en":  # the case found: one title wraps in a row of one-line titles
        wraps = [c.name for c in cards if c._title.fontMetrics().horizontalAdvance(c._title.text()) > c._title.width()]
        assert wraps == ["galaxy_trucker"]
    for row in _rows(cards, page):
        assert len({_y(c.new_button, page) for c in row}) == 1, [c.name for c in row]
        assert len({_y(c._players, page) for c in row}) == 1
        assert len({c.height() for c in row if not c.has_continue()}) == 1
