"""The rules window: a game's rules page (assets/<game>/rules_<lang>.html) in a text browser, with a
picker to read another game's rules (from the start page, before any game is chosen)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QHideEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from desktop.common.find_bar import FindBar
from desktop.common.i18n import current_language, tr_key
from desktop.common.modal import open_size
from desktop.common.paths import assets_dir
from desktop.games import playable_games
from desktop.settings import load_geometry, save_geometry
from engine.core.messages import MessageKey
from engine.core.registry import get_game

GEOMETRY = "rules/geometry"


def rules_path(game_name: str, lang: str) -> Path | None:
    """The rules page of `game_name` in `lang`, else in English, else None."""
    folder = assets_dir() / game_name
    for code in dict.fromkeys((lang, "en")):
        path = folder / f"rules_{code}.html"
        if path.is_file():
            return path
    return None


class RulesDialog(QDialog):
    """A non-modal, resizable window showing the rules in the current language."""

    def __init__(
        self, game_name: str, title: str | MessageKey, parent: QWidget | None = None, keeps_geometry: bool = False
    ) -> None:
        super().__init__(parent)
        self._keeps_geometry = keeps_geometry  # the app's rules window keeps its size and place
        self.setObjectName("rulesDialog")
        self.setModal(False)
        self.setSizeGripEnabled(True)
        self.setWindowFlag(Qt.WindowType.WindowContextHelpButtonHint, False)
        self.setWindowFlag(Qt.WindowType.WindowMaximizeButtonHint, True)
        self.game_name = game_name
        self._title = title
        self._source: Path | None = None

        self._browser = QTextBrowser(self)
        self._browser.setObjectName("rulesBrowser")
        self._browser.setOpenExternalLinks(True)
        self._browser.setSearchPaths([str(assets_dir() / game_name)])
        self._browser.horizontalScrollBar().rangeChanged.connect(self._rounding_scroll)
        self._games_label = QLabel(self)
        self._games = QComboBox(self)  # another game's rules, without leaving this window
        self._games.setObjectName("rulesGame")
        for name in playable_games():
            self._games.addItem(tr_key(get_game(name).title), name)
        self._games.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self._games.setCurrentIndex(self._games.findData(game_name))
        self._games_label.setBuddy(self._games)
        self._games.currentIndexChanged.connect(self._pick)
        top = QHBoxLayout()
        top.addWidget(self._games_label)
        top.addWidget(self._games)
        top.addStretch(1)
        self.find_bar = FindBar(self._browser, self, self)  # Ctrl+F anywhere in the window
        self.find_bar.setMinimumWidth(260)
        top.addWidget(self.find_bar)
        for w in (self._games_label, self._games):
            w.setVisible(self._games.currentIndex() >= 0)  # a game without a page of its own (tests)
        self._buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self._buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addLayout(top)
        layout.addWidget(self._browser)
        layout.addWidget(self._buttons)
        open_size(self, 760, 680)
        saved = load_geometry(GEOMETRY) if keeps_geometry else None
        if saved is not None:
            self.restoreGeometry(saved)  # as large and where the player last had it
        self.retranslate_ui()

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 - Qt override
        if self._keeps_geometry:
            save_geometry(self.saveGeometry(), GEOMETRY)
        super().hideEvent(event)

    def _rounding_scroll(self, low: int, high: int) -> None:
        """A table a pixel wider than the page (Qt rounding its borders) gets no scroll bar; one
        really wider than a narrow window does."""
        policy = Qt.ScrollBarPolicy.ScrollBarAlwaysOff if high <= 2 else Qt.ScrollBarPolicy.ScrollBarAsNeeded
        if self._browser.horizontalScrollBarPolicy() != policy:
            self._browser.setHorizontalScrollBarPolicy(policy)

    def _pick(self, index: int) -> None:
        name = self._games.itemData(index)
        if not name or name == self.game_name:
            return
        self.game_name = name
        self._title = get_game(name).title
        self._browser.setSearchPaths([str(assets_dir() / name)])
        self.retranslate_ui()

    def show_game(self, name: str) -> None:
        """Show `name`'s rules (as if picked)."""
        self._games.setCurrentIndex(self._games.findData(name))

    def source_path(self) -> Path | None:
        """The file shown, or None when the game has no rules page."""
        return self._source

    def browser(self) -> QTextBrowser:
        """The text browser inside."""
        return self._browser

    def reload(self) -> None:
        """Load the page for the current language again (after the files or the language changed)."""
        self._source = rules_path(self.game_name, current_language())
        if self._source is None:
            self._browser.setPlainText(self.tr("No rules page for this game yet."))
            self._browser.setAlignment(Qt.AlignmentFlag.AlignCenter)
            return
        try:
            html = self._source.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            self._source = None
            self._browser.setPlainText(self.tr("No rules page for this game yet."))
            return
        self._browser.setHtml(html)
        self.find_bar.page_changed()

    def retranslate_ui(self) -> None:
        """Re-apply the title and reload the page in the current language."""
        title = tr_key(self._title) if isinstance(self._title, MessageKey) else self._title
        self.setWindowTitle(self.tr("Rules – %1").replace("%1", title))
        self._buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        self._games_label.setText(self.tr("&Game:"))
        for i in range(self._games.count()):
            self._games.setItemText(i, tr_key(get_game(self._games.itemData(i)).title))
        self.reload()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
