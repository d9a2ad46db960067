"""Every dialog reads in the chosen language (issue 20, item 3): Qt's standard buttons too, which
PySide6's Slovak catalogue lacks. Each dialog is opened in English and in Slovak (and Czech), every
visible text collected (buttons, labels, group boxes, tabs, combo-box items, the title), and a text
that stays the same as in English is English left behind — unless it is a name or a number."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGroupBox,
    QLabel,
    QMessageBox,
    QTabBar,
    QWidget,
)

from desktop.common import i18n
from desktop.common.paths import data_dir
from desktop.games import playable_games
from desktop.settings import Settings
from engine.core.registry import get_game
from tests.desktop.helpers import bots_end_screen

# Names and words that are the same in every language: games, the app, "OK", numbers and roman
# numerals (Galaxy Trucker's boards), seconds, single letters; "Bot" is Czech and Slovak too; each language
# is named in itself in the settings; a folder's path (the file dialog's "Look in").
SAME_EVERYWHERE = re.compile(
    r"^(/.*|OK|Bot|Čeština|Slovenčina|English|Přístav|Golden Horn|Catan|Galaxy Trucker|Shipyard|Störtebeker|P\d+|[IVX]+a?|[\d\s%:./×+-]*|.)$"
)


def texts(widget: QWidget) -> set[str]:
    out = {widget.windowTitle()}
    for child in widget.findChildren(QWidget):
        if isinstance(child, QAbstractButton):
            out.add(child.text())
        elif isinstance(child, QLabel):
            out.add(child.text())
        elif isinstance(child, QGroupBox):
            out.add(child.title())
        elif isinstance(child, QTabBar):
            out |= {child.tabText(i) for i in range(child.count())}
        elif isinstance(child, QComboBox):
            out |= {child.itemText(i) for i in range(child.count())}
    return {t.replace("&", "").strip() for t in out if t and "<" not in t}  # rich text (rules pages) aside


def dialogs(qtbot: Any) -> dict[str, Callable[[], QDialog]]:
    from desktop.dialogs.about import AboutDialog
    from desktop.dialogs.finished_games import FinishedGamesDialog
    from desktop.dialogs.new_game import NewGameDialog
    from desktop.dialogs.rules import RulesDialog
    from desktop.dialogs.settings_dialog import SettingsDialog

    out: dict[str, Callable[[], QDialog]] = {}
    for name in playable_games():
        out[f"new game {name}"] = lambda name=name: NewGameDialog(get_game(name))
        out[f"rules {name}"] = lambda name=name: RulesDialog(name, get_game(name).title)
    out["settings"] = lambda: SettingsDialog(Settings())
    out["finished games"] = lambda: FinishedGamesDialog(data_dir() / "finished")
    out["about"] = lambda: AboutDialog()

    def question() -> QDialog:
        box = QMessageBox(QMessageBox.Icon.Question, "", "")
        box.setStandardButtons(
            QMessageBox.StandardButton.Yes
            | QMessageBox.StandardButton.No
            | QMessageBox.StandardButton.Cancel
            | QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Open
            | QMessageBox.StandardButton.Close
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Apply
            | QMessageBox.StandardButton.Reset
            | QMessageBox.StandardButton.RestoreDefaults
            | QMessageBox.StandardButton.Help
            | QMessageBox.StandardButton.Abort
            | QMessageBox.StandardButton.Retry
            | QMessageBox.StandardButton.Ignore
        )
        return box

    out["standard buttons"] = question

    def file_dialog() -> QDialog:
        # Qt's own file dialog, as Open, Save As and Watch a replay show it where the desktop offers none
        dialog = QFileDialog(None, "", str(data_dir()))
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        return dialog

    out["file dialog"] = file_dialog

    def victory() -> QDialog:
        return bots_end_screen(qtbot)

    out["end screen"] = victory
    return out


@pytest.mark.parametrize("lang", ["sk", "cs"])
def test_no_dialog_is_left_in_english(qtbot: Any, lang: str) -> None:
    found: dict[str, set[str]] = {}
    try:
        for name, make in dialogs(qtbot).items():
            i18n.set_language("en")
            english_dialog = make()
            qtbot.addWidget(english_dialog)
            english = texts(english_dialog)
            i18n.set_language(lang)
            dialog = make()
            qtbot.addWidget(dialog)
            left = {t for t in texts(dialog) & english if not SAME_EVERYWHERE.match(t)}
            if left:
                found[name] = left
    finally:
        i18n.set_language("en")
    assert found == {}


def test_the_standard_buttons_read_slovak(qtbot: Any) -> None:
    try:
        i18n.set_language("sk")
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close | QDialogButtonBox.StandardButton.Cancel)
        qtbot.addWidget(box)
        assert sorted(b.text() for b in box.buttons()) == ["Zavrieť", "Zrušiť"]
    finally:
        i18n.set_language("en")
