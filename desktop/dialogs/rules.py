"""The rules window: a game's rules page (assets/<game>/rules_<lang>.html) in a text browser."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from desktop.common.i18n import current_language, tr_key
from desktop.common.paths import assets_dir
from engine.core.messages import MessageKey


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

    def __init__(self, game_name: str, title: str | MessageKey, parent: QWidget | None = None) -> None:
        super().__init__(parent)
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
        self._buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self._buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self._browser)
        layout.addWidget(self._buttons)
        self.resize(760, 680)
        self.retranslate_ui()

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

    def retranslate_ui(self) -> None:
        """Re-apply the title and reload the page in the current language."""
        title = tr_key(self._title) if isinstance(self._title, MessageKey) else self._title
        self.setWindowTitle(self.tr("Rules – %1").replace("%1", title))
        self._buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        self.reload()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
