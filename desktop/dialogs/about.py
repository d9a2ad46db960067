"""About Přístav: the version, the games' authors, where the player's files are kept, and what the
app is built with (with their licences); About Qt beside it."""

from __future__ import annotations

import html
import sys

from PySide6.QtCore import QEvent, Qt, QUrl
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QMessageBox, QVBoxLayout, QWidget

from desktop.common.i18n import tr_key
from desktop.common.paths import config_dir, data_dir, saves_dir
from desktop.games import playable_games
from engine import __version__
from engine.core.registry import get_game


def libraries() -> list[tuple[str, str, str]]:
    """(name, version, licence) of what Přístav runs on."""
    import platformdirs
    import pyqtgraph
    import PySide6
    from PySide6.QtCore import qVersion

    python = ".".join(str(v) for v in sys.version_info[:3])
    return [
        ("Python", python, "PSF"),
        ("Qt", qVersion(), "LGPL v3"),
        ("PySide6", PySide6.__version__, "LGPL v3"),
        ("pyqtgraph", pyqtgraph.__version__, "MIT"),
        ("platformdirs", platformdirs.__version__, "MIT"),
    ]


class AboutDialog(QDialog):
    """What Přístav is, whose games it plays, where it keeps the player's files."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self._text = QLabel(self)
        self._text.setObjectName("aboutText")
        self._text.setWordWrap(True)
        self._text.setTextFormat(Qt.TextFormat.RichText)
        self._text.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self._text.setOpenExternalLinks(True)
        self._buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.about_qt = self._buttons.addButton("", QDialogButtonBox.ButtonRole.HelpRole)
        self.about_qt.setObjectName("aboutQt")
        self.about_qt.clicked.connect(lambda: QMessageBox.aboutQt(self))
        self._buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self._text)
        layout.addWidget(self._buttons)
        self.setMinimumWidth(640)
        self.retranslate_ui()

    def text(self) -> str:
        return self._text.text()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("About Přístav"))
        self._buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        self.about_qt.setText(self.tr("About &Qt"))
        games = "".join(
            f"<li><b>{html.escape(tr_key(get_game(n).title))}</b> – {html.escape(get_game(n).authors)}</li>"
            for n in playable_games()
        )

        def folder(path: object) -> str:
            url = QUrl.fromLocalFile(str(path)).toString()
            return f'<a href="{html.escape(url)}">{html.escape(str(path))}</a>'

        libs = ", ".join(f"{html.escape(n)} {html.escape(v)} ({html.escape(lic)})" for n, v, lic in libraries())
        parts = [
            f"<h2>Přístav {html.escape(__version__)}</h2>",
            "<p>"
            + html.escape(
                self.tr(
                    "Five board games on one computer: against bots, hot-seat with friends, or as a companion at a real table."
                )
            )
            + "</p>",
            "<p><b>" + html.escape(self.tr("The games and their authors")) + "</b></p>",
            f"<ul>{games}</ul>",
            "<p>"
            + html.escape(
                self.tr(
                    "The games are the work of their authors and publishers. Přístav plays them by their "
                    "printed rules; the rules pages (F1) say where it follows one edition or offers another as an option."
                )
            )
            + "</p>",
            "<p><b>" + html.escape(self.tr("Your files")) + "</b><br>",
            html.escape(self.tr("Autosaves and finished games:")) + " " + folder(data_dir()) + "<br>",
            html.escape(self.tr("Saved games:")) + " " + folder(saves_dir()) + "<br>",
            html.escape(self.tr("Settings:")) + " " + folder(config_dir() / "settings.ini") + "</p>",
            "<p><b>" + html.escape(self.tr("Built with")) + "</b><br>" + libs + "</p>",
        ]
        self._text.setText("".join(parts))
        self.adjustSize()  # as tall as the words need at this width (a long home folder wraps)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
