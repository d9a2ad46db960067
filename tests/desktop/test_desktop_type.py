"""The type of the desktop, not ours: GNOME sets 11 pt (Cantarell), KDE 10 pt, and Qt takes it
(these tests run at Qt's own 9 pt). At 11 pt in Slovak, Czech and English every text of the start
page, the five boards, every tab of the table's pages and the dialogs is read whole: at 11 pt Galaxy Trucker's
log switch, Störtebeker's roll button, Catan's set-up buttons and a start card's player count were
cut; at 12 pt Shipyard's first-game switch too."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QCheckBox, QLabel, QPushButton, QRadioButton, QWidget

from desktop.common import i18n
from desktop.common.colours import SEAT_COLOURS
from desktop.games import companion_games, playable_games
from engine.core.match import Match, Seat
from engine.core.registry import get_game
from tests.desktop.helpers import bare_window


@pytest.fixture
def desktop_type(qapp: Any) -> Iterator[None]:
    old = QFont(QApplication.font())
    big = QFont(old)
    big.setPointSizeF(11)
    QApplication.setFont(big)
    try:
        yield
    finally:
        QApplication.setFont(old)
        i18n.set_language("en")


def _cut(root: QWidget) -> list[tuple[str, int, int]]:
    """Every label, button and switch on show whose words need more width than it has."""
    QApplication.processEvents()
    found = []
    for w in root.findChildren(QWidget):
        if not w.isVisibleTo(root) or w.width() <= 0:
            continue
        if isinstance(w, QLabel):
            text = w.text()
            if w.wordWrap() or not text or "<" in text or (w.pixmap() is not None and not w.pixmap().isNull()):
                continue
            margins = w.contentsMargins()
            need = QFontMetrics(w.font()).horizontalAdvance(text.replace("&", ""))
            need += margins.left() + margins.right() + 2 * w.margin()
            if need > w.width() + 1 and w.minimumSizeHint().width() > w.width():
                found.append((text, need, w.width()))
        elif isinstance(w, (QPushButton, QCheckBox, QRadioButton)) and w.text():
            if w.sizeHint().width() > w.width() + 1:
                found.append((w.text(), w.sizeHint().width(), w.width()))
    return found


@pytest.mark.parametrize("lang", ["sk", "cs", "en"])
def test_every_text_reads_whole_at_the_desktops_11_pt(qtbot: Any, desktop_type: None, lang: str) -> None:
    i18n.set_language(lang)
    window = bare_window(qtbot)
    window.resize(1280, 800)
    cut: dict[str, list[tuple[str, int, int]]] = {"start": _cut(window)}
    for name in playable_games():
        game = get_game(name)
        n = game.player_counts[-1]
        seats = [
            Seat("Kateřina Nováková" if k == 0 else f"Bot {k}", "human" if k == 0 else "bot", "normal", SEAT_COLOURS[k])
            for k in range(n)
        ]
        window.start_match(Match(name, n, 3, {}, seats=seats), None, autosave=False)
        assert window.model is not None
        window.model.stop()
        cut[name] = _cut(window)
    window.go_home()
    for name in companion_games():
        page = window.open_table(name)
        page.demo(3)
        for k in range(page.tabs.count()):
            page.tabs.setCurrentIndex(k)
            cut[f"{name} table, tab {k}"] = _cut(window)
    from desktop.dialogs.about import AboutDialog
    from desktop.dialogs.keys import KeysDialog
    from desktop.dialogs.new_game import NewGameDialog
    from desktop.dialogs.settings_dialog import SettingsDialog
    from desktop.settings import Settings

    dialogs: list[tuple[str, Any]] = [
        (f"new game: {n}", lambda n=n: NewGameDialog(get_game(n), window)) for n in playable_games()
    ]
    dialogs += [
        ("settings", lambda: SettingsDialog(Settings(), window)),
        ("about", lambda: AboutDialog(window)),
        ("keys", lambda: KeysDialog(window.actions(), window)),
    ]
    for where, make in dialogs:
        dialog = make()
        dialog.show()
        cut[where] = _cut(dialog)
        dialog.close()
    assert {where: texts for where, texts in cut.items() if texts} == {}


def test_the_roll_button_takes_two_lines_only_where_one_does_not_fit(qtbot: Any, tmp_path: Any) -> None:
    from tests.desktop.helpers import companion_page

    page = companion_page(qtbot, "stortebeker", tmp_path)
    page.colours.set_keyed(True)
    button = page.colours.button
    QApplication.processEvents()
    assert button.text() == "Roll (space bar)" and button.sizeHint().width() <= button.width()
    high = button.height()
    button.resize(button._width("Roll (space bar)") - 10, button.height())
    assert button.text() == "Roll\n(space bar)" and button.height() == high  # the hand finds it where it was
    assert button.minimumSizeHint().width() < button._width("Roll (space bar)")
