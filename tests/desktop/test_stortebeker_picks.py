"""The exchange's pick step on the Störtebeker table. The cards just discarded lie face up in the pile;
a click on one said "That card is not in the discard pile", and the only sign of what may be picked
was a gold border, lost on a yellow banana card. Now the cards just discarded are faded and say why
they cannot be taken; the ones that may be picked are framed so that the frame shows on any card.
The rules pages, which never said who starts nor how a tie on points and ships ends, say both."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QColor, QImage, QPainter

import engine.stortebeker.texts as tx
from desktop.common.i18n import tr_key
from desktop.stortebeker.art import TABLE, CardItem
from engine.stortebeker.actions import Pick, Swap
from engine.stortebeker.state import PICK
from tests.desktop.driver import inside
from tests.desktop.helpers import click, make_window
from tests.engine.stortebeker.helpers import BANANAS, BEANS, WATER, hand
from tests.engine.stortebeker.helpers import position as engine_position

EARLIER = (BANANAS[0], WATER[0])  # in the pile before the exchange: they may be picked
DISCARDED = (BANANAS[1], BANANAS[2], BEANS[0])  # the exchange's own cards


def _picking(qtbot: Any) -> Any:
    """Seat 0 has just discarded two bananas and a bean onto a pile holding a banana and a water card."""
    w = make_window(qtbot, game="stortebeker", players=2, seed=3)
    st = engine_position(players=2)
    for c in EARLIER:
        st.draw.remove(c)
        st.discard.append(c)
    hand(st, 0, *DISCARDED, WATER[1])
    w.model.stop()
    w.model.match.state = st
    w.model.match.apply(0, Swap(DISCARDED))
    w._on_changed()
    assert w.model.match.state.phase == PICK
    return w


def _pile_card(w: Any, c: int) -> CardItem:
    return next(i for i in w.scene.items() if isinstance(i, CardItem) and i.c == c and i.w < 40)


def test_the_cards_just_discarded_are_faded_and_the_others_framed(qtbot: Any) -> None:
    w = _picking(qtbot)
    for c in DISCARDED:
        item = _pile_card(w, c)
        assert item.dim and not item.lit
    for c in EARLIER:
        item = _pile_card(w, c)
        assert item.lit and not item.dim
    w.model.match.apply(0, Pick(BANANAS[0]))
    w.model.match.apply(0, Pick(WATER[0]))  # the picks are over: nothing in the pile is faded any more
    w._on_changed()
    assert not any(isinstance(i, CardItem) and (i.dim or i.lit) for i in w.scene.items())


def test_a_card_just_discarded_says_it_may_not_be_taken_back(qtbot: Any) -> None:
    w = _picking(qtbot)
    want = tr_key(tx.E_NO_PICK)
    assert "just discarded" in want
    item = _pile_card(w, BANANAS[1])
    assert want in item.toolTip()  # said on hover too
    w.statusBar().clearMessage()
    click(qtbot, w.page.view, inside(item))
    assert w.statusBar().currentMessage() == want
    assert w.model.match.state.phase == PICK and BANANAS[1] in w.model.match.state.discard


def _image(item: CardItem) -> QImage:
    image = QImage(int(item.w), int(item.h), QImage.Format.Format_ARGB32)
    image.fill(TABLE)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    item.paint_content(painter)
    painter.end()
    return image


def _dark_inside_the_edge(image: QImage) -> bool:
    """A dark line a few pixels in from the card's edge, on the middle row and on the middle column."""
    mid_x, mid_y = image.width() // 2, image.height() // 2
    row = [QColor(image.pixel(x, mid_y)).lightness() for x in range(3, 7)]
    column = [QColor(image.pixel(mid_x, y)).lightness() for y in range(3, 7)]
    return min(row) < 110 and min(column) < 110


def _distance(a: QColor, b: QColor) -> int:
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())


def test_the_frame_shows_on_a_yellow_banana_card() -> None:
    """The gold alone was the banana's own yellow: inside the gold frame runs a dark line."""
    assert not _dark_inside_the_edge(_image(CardItem(BANANAS[0], 27, 39)))
    assert _dark_inside_the_edge(_image(CardItem(BANANAS[0], 27, 39, lit=True)))


def test_a_faded_card_comes_near_the_table_colour() -> None:
    for c in (BANANAS[0], BEANS[0], WATER[0]):
        plain, dim = _image(CardItem(c, 27, 39)), _image(CardItem(c, 27, 39, dim=True))
        centre = (13, 19)
        near_plain = _distance(QColor(plain.pixel(*centre)), TABLE)
        near_dim = _distance(QColor(dim.pixel(*centre)), TABLE)
        assert near_dim < near_plain * 0.5


# -- the rules pages: who starts, and the last tie-break ----------------------------------------------------------
PAGES = Path(__file__).resolve().parents[2] / "assets" / "stortebeker"
TRANSLATIONS = Path(__file__).resolve().parents[2] / "translations"


def _dialog_word(lang: str, source: str) -> str:
    """How the new game dialog says `source` in `lang` (its translation, read from the catalogue)."""
    if lang == "en":
        return source
    root = ET.parse(TRANSLATIONS / f"pristav_{lang}.ts").getroot()
    ctx = next(c for c in root.iter("context") if c.findtext("name") == "NewGameDialog")
    return next(m.findtext("translation") or "" for m in ctx.iter("message") if m.findtext("source") == source)


@pytest.mark.parametrize(
    ("lang", "starts", "shared"),
    [
        ("cs", "Začíná hráč, jehož žeton se na bodovací tabulce nachází nejvíc nahoře", "dělí se o vítězství"),
        ("sk", "Začína hráč, ktorého žetón je na počítadle bodov najvyššie", "o víťazstvo sa delia"),
        ("en", "The player whose marker is highest on the score track starts", "they share the victory"),
    ],
)
def test_the_rules_page_says_who_starts_and_that_a_full_tie_is_shared(lang: str, starts: str, shared: str) -> None:
    """The page never said who starts (D19: the rulebook's highest marker; in the app the first row of the
    dialog's players, seat 0), and stopped the tie-break at the ships (D16: then a shared victory)."""
    page = " ".join((PAGES / f"rules_{lang}.html").read_text(encoding="utf-8").split())
    assert starts in page
    players = _dialog_word(lang, "Players")
    first = _dialog_word(lang, "Player %1").replace("%1", "1")
    assert f"<b>{players}</b>" in page and f"<b>{first}</b>" in page
    assert shared in page
