"""Shipyard: employee cards in the rulebook's colours, each employee with a mark of its own, every fleet
open to a look ship by ship, the board saying that the game ends early, the contracts' pairs."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter

from desktop.common.i18n import tr_key
from desktop.common.painted import LabelItem, font
from desktop.shipyard import texts as tt
from desktop.shipyard.art import paint_employee
from engine.bots import make_bot
from engine.shipyard.data import design_of, part, tables
from engine.shipyard.state import CHOOSE, REGULAR, Ship
from tests.desktop.helpers import make_window

SIZES = ((44, 62), (38, 56), (18, 26))  # the player's side, the oval, a rival's panel


def _card(design: str) -> str:
    return next(c for c in tables().deck_a if tables().cards[c] == design)


def _image(card: str, w: int, h: int) -> QImage:
    image = QImage(w, h, QImage.Format.Format_ARGB32)
    image.fill(QColor("#F6EFD9"))  # an oval space
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_employee(painter, card, QRectF(0, 0, w, h))
    painter.end()
    return image


def _band(card: str) -> QColor:
    """The colour of a card's band, left of the person drawn on it."""
    return _image(card, 44, 62).pixelColor(5, 20)


def _to_choose(w: Any) -> None:
    """Bots play every seat until seat 0 chooses an action card in the regular game."""
    model = w.model
    model.stop()
    mind = make_bot(model.game, "normal", 5)
    for _ in range(400):
        st = model.match.state
        if 0 in model.match.to_act() and st.stage == CHOOSE and st.mode == REGULAR:
            return
        if 0 in model.match.to_act():
            model._apply(0, mind.choose(model.match.view(0), 0))
        else:
            model.bot_move_now()
    raise AssertionError("seat 0 never chose")


def _tip_at(scene: Any, point: QPointF) -> str:
    """The tooltip Qt shows there: the topmost item under the point that has one."""
    return next((i.toolTip() for i in scene.items(point) if i.toolTip()), "")


def _words_at(line: LabelItem, words: str) -> QPointF:
    """The middle of `words` inside a line of the board."""
    metrics = QFontMetricsF(font(line.px, line.bold))
    at = line.text.index(words)
    x = 1 + metrics.horizontalAdvance(line.text[:at]) + metrics.horizontalAdvance(words) / 2
    return line.mapToScene(QPointF(x, line.boundingRect().height() / 2))


def test_employee_cards_wear_the_rulebooks_colours_and_their_tooltips_name_them(qtbot: Any) -> None:
    """Merchants (orange), the accountant and the foreman (yellow) were drawn in the engineers' brown: GRN08
    counts blue, yellow and orange employees and GRN11 the kinds by colour, which the board did not show."""
    engineer, recruiter = _band(_card("ENG_sail")), _band(_card("REC_captain"))
    merchant, constructor = _band(_card("MER_coal_1")), _band(_card("CON_sail"))
    accountant, foreman = _band(_card("ACCOUNTANT")), _band(_card("FOREMAN"))
    assert foreman == accountant and _band(_card("MER_wheat_2")) == merchant
    bands = {"brown": engineer, "green": recruiter, "orange": merchant, "blue": constructor, "yellow": accountant}
    for name, colour in bands.items():
        assert colour.hsvSaturation() > 90, name
    assert 15 <= merchant.hsvHue() <= 40 and merchant.value() > 200  # orange: bright
    assert 42 <= accountant.hsvHue() <= 60 and accountant.value() > 200  # yellow
    assert engineer.hsvHue() <= 40 and engineer.value() < 150  # brown: dark
    assert 190 <= constructor.hsvHue() <= 230 and 90 <= recruiter.hsvHue() <= 150
    colours = list(bands.values())
    for k, a in enumerate(colours):
        for b in colours[k + 1 :]:  # apart from each other on the board: in hue, or in lightness
            hue = min(abs(a.hsvHue() - b.hsvHue()), 360 - abs(a.hsvHue() - b.hsvHue()))
            assert hue >= 15 or abs(a.value() - b.value()) >= 60, (a.name(), b.name())
    # the tooltips: on the oval, on the player's side and in a rival's panel
    w = make_window(qtbot, game="shipyard", players=3, seed=4)
    w.model.stop()
    st = w.model.match.state
    st.ps[0].employees = [_card("MER_coal_1")]
    st.ps[1].employees = [_card("FOREMAN")]
    w._on_changed()
    merchant_tip = (
        "Merchant (coal, level 1): 1 coin more for every coal wagon sold; points at the end: 1. Card colour: orange."
    )
    mine = {i.toolTip() for i in w.scene._sections["me"].items}
    assert merchant_tip in mine
    rivals = {i.toolTip() for i in w.scene._sections["others"].items}
    assert "Foreman: three more free steps on the employee oval. Card colour: yellow." in rivals
    oval = [i.toolTip() for i in w.scene._sections["rondels"].items if "Card colour: " in i.toolTip()]
    on_oval = [c for space in st.oval for stack in space for c in stack[-1:]]
    assert len(oval) == len(on_oval) > 0
    for tip in oval:
        assert any(f"Card colour: {name}." in tip for name in bands), tip


def test_the_helmsman_the_yardman_the_accountant_and_the_foreman_each_have_a_mark(qtbot: Any) -> None:
    """The helmsman and the yardman were the same blank blue card, the accountant and the foreman the
    same blank yellow one: at every size the board draws them, each now looks like itself alone."""
    cards = [_card(d) for d in ("HELMSMAN", "YARDMAN", "ACCOUNTANT", "FOREMAN")]
    for w, h in SIZES:
        images = [_image(c, w, h) for c in cards]
        for k, a in enumerate(images):
            for b in images[k + 1 :]:
                assert a != b, (w, h)
        # the lower half of the card, under the colour band, carries a mark
        for card, image in zip(cards, images, strict=True):
            blank = {image.pixelColor(x, y).name() for x in range(w // 4, 3 * w // 4) for y in range(h * 3 // 5, h - 4)}
            assert len(blank) > 3, (design_of(card).type, w, h)


def test_every_fleet_shows_its_ships_when_the_fleet_count_is_hovered(qtbot: Any) -> None:
    """Panels said only "Fleet: 2 ships", yet the ships stay on the table in front of their owner and
    the contracts score their loads: the count's tooltip lists each ship, one's own and a rival's."""
    w = make_window(qtbot, game="shipyard", players=3, seed=4)
    w.model.stop()
    st = w.model.match.state
    mine = Ship(("BOW13", "MIA01", "STN01"), (("sail", 2), ("captain", 1), ("merchant", 1)), 4, 12)
    theirs = [
        Ship(("BOW01", "MIA01", "MIA01", "STN01"), (("crane", 1), ("captain", 2)), 2, 7),
        Ship(("BOW13", "STN01"), (("cannon", 1), ("captain", 1), ("soldier", 1)), 1, 5),
    ]
    st.ps[0].fleet, st.ps[1].fleet = [mine], theirs
    w._on_changed()

    def safety(ship: Ship) -> str:
        parts = [part(p) for p in ship.parts]
        buoys, boats, lanterns = (sum(getattr(q, k) for q in parts) for k in ("lifebuoys", "lifeboats", "lanterns"))
        return f"\u2003lifebuoys {buoys} · lifeboats {boats} · lanterns {lanterns}"

    own = next(
        i for i in w.scene._sections["me"].items if isinstance(i, LabelItem) and i.text.endswith("Fleet: 1 ship")
    )
    assert _tip_at(w.scene, _words_at(own, "Fleet: 1 ship")) == "\n".join(
        [
            "Your fleet: 1 ship",
            "Ship 1 · 3 parts · speed 4 · 12 points",
            "\u20032 × sail, 1 × captain, 1 × merchant",
            safety(mine),
        ]
    )
    rival = next(
        i for i in w.scene._sections["others"].items if isinstance(i, LabelItem) and "Fleet: 2 ships" in i.text
    )
    assert _tip_at(w.scene, _words_at(rival, "Fleet: 2 ships")) == "\n".join(
        [
            "Fleet of P2: 2 ships",
            "Ship 1 · 4 parts · speed 2 · 7 points",
            "\u20031 × crane, 2 × captain",
            safety(theirs[0]),
            "Ship 2 · 2 parts · speed 1 · 5 points",
            "\u20031 × cannon, 1 × captain, 1 × soldier",
            safety(theirs[1]),
        ]
    )
    empty = next(
        i for i in w.scene._sections["others"].items if isinstance(i, LabelItem) and "Fleet: 0 ships" in i.text
    )
    assert _tip_at(w.scene, _words_at(empty, "Fleet: 0 ships")) == "Fleet of P3: 0 ships\nNo ship has sailed yet."


def test_after_an_early_end_the_counter_and_the_prompt_say_the_game_is_about_to_stop(qtbot: Any) -> None:
    """A deck of ship parts ran out: play goes on until the player right of the starting player has had
    his turn. Only a log line said so; the round counter's tooltip described the normal end."""
    w = make_window(qtbot, game="shipyard", players=3, seed=4)
    _to_choose(w)
    st = w.model.match.state
    w._on_changed()
    assert "last regular turn" not in w.scene.prompt_text()
    st.early_end = True
    w._on_changed()
    last = w.model.names[st.last_seat]
    said = (
        f"A deck of ship parts is exhausted: the game ends early. {last} plays the last regular turn, so that "
        "every player has had as many turns. Then each player keeps one blue and one green contract, and every "
        "player takes one final action."
    )
    track = w.scene._sections["track"].items
    banner = [i for i in track if isinstance(i, LabelItem) and i.text == "Last round"]
    assert banner and banner[0].toolTip() == said and banner[0].isVisible()
    counter = [i for i in track if i.toolTip().startswith(("A deck of ship parts", "The round counter"))]
    assert len(counter) >= 5 and all(i.toolTip() == said for i in counter)
    assert w.scene.prompt_text() == (
        "Your last regular turn: the game ends early. Drag your figure onto a lit action card, or click the card."
    )


def test_the_pair_contracts_say_pair(qtbot: Any) -> None:
    """BLU01 and GRN12 score 3 points for each pair (the seed: "za každou dvojici obchodník – jeřáb");
    "each merchant and crane" read as 3 for every merchant and 3 for every crane."""
    assert tr_key(tt.CONTRACT_TEXT["BLU01"]) == "3 points for each merchant–crane pair on the same ship."
    assert tr_key(tt.CONTRACT_TEXT["GRN12"]) == "3 points for each soldier–cannon pair on the same ship."
