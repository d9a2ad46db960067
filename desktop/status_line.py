"""The window's status bar: whose turn it is, a bot thinking, a game not autosaved and why, a new
game's first tip, a bot's failure and an error no code caught. A mixin of MainWindow."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QLocale, QRect, Qt, QTimer
from PySide6.QtGui import QPainter, QPaintEvent, QPalette, QResizeEvent
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget

from desktop.common import i18n
from desktop.common.colours import mark_for_colour, seat_pixmap
from desktop.common.i18n import tr_key
from desktop.common.ink import WARNING, set_ink
from desktop.common.paths import storage_problems
from desktop.common.speech import announce
from engine.core.messages import QT_TRANSLATE_NOOP

THINK_SHOWN = 0.3  # seconds a bot may think before the status bar says so

S_STORAGE_OFF = QT_TRANSLATE_NOOP("MainWindow", "Saving is off: a folder cannot be used")
S_STORAGE_WHY = QT_TRANSLATE_NOOP("MainWindow", "Přístav cannot use %1. Games are kept only until you quit.")
S_TAKEN = QT_TRANSLATE_NOOP("MainWindow", "Not autosaved: another Přístav window plays this game")
S_TAKEN_WHY = QT_TRANSLATE_NOOP(
    "MainWindow", "Only one window at a time keeps a game's autosave, so neither overwrites the other."
)
S_START_TIP = QT_TRANSLATE_NOOP(
    "MainWindow",
    "Play with the mouse or the keys: Tab picks a piece, the arrows a place, Enter plays. %1 lists all keys.",
)
S_ERROR_LOGGED = QT_TRANSLATE_NOOP(
    "MainWindow", "Something went wrong inside Přístav; the details are in %1. Your game is kept."
)
S_ERROR = QT_TRANSLATE_NOOP("MainWindow", "Something went wrong inside Přístav. Your game is kept.")
S_BOT_FAILED = QT_TRANSLATE_NOOP("MainWindow", "A bot failed: %1")
S_THINKING = QT_TRANSLATE_NOOP("MainWindow", "%1 is thinking… %2 s")
S_EVERYONE = QT_TRANSLATE_NOOP("MainWindow", "To play: everyone at once")
S_TO_PLAY = QT_TRANSLATE_NOOP("MainWindow", "To play: %1")
S_TO_PLAY_BOT = QT_TRANSLATE_NOOP("MainWindow", "To play: %1 (bot)")
S_GAME_OVER = QT_TRANSLATE_NOOP("MainWindow", "Game over")


class ElidingStatusBar(QStatusBar):
    """The status bar, whose message too long for the room left of the turn's label ends in "…" and is
    read whole in its tooltip (Qt cut it mid-word, e.g. a Slovak hint at 1024 px)."""

    def _message_rect(self) -> QRect:
        """Where the message is drawn: from the left edge to the first permanent label shown (as Qt's)."""
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        left, right = 6, self.width() - 12
        shown = [w for w in self.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)]
        shown = [w for w in shown if w.isVisible() and w.width() > 0 and not w.isWindow()]
        if rtl:
            left = max([left] + [w.x() + w.width() + 2 for w in shown])
        else:
            right = min([right] + [w.x() - 2 for w in shown])
        return QRect(left, 0, max(0, right - left), self.height())

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.messageChanged.connect(self._tip)

    def _said(self) -> str:
        """The message as it fits: whole, or cut with "…"."""
        text = self.currentMessage()
        return self.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, self._message_rect().width())

    def _tip(self) -> None:
        """The whole message in the tooltip while it is cut (set as it changes or the bar is resized)."""
        text = self.currentMessage()
        self.setToolTip(text if text and self._said() != text else "")

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._tip()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        if not self.currentMessage():
            super().paintEvent(event)
            return
        room, said = self._message_rect(), self._said()
        painter = QPainter(self)
        painter.setPen(self.palette().color(QPalette.ColorRole.WindowText))
        align = Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextSingleLine
        painter.drawText(room, int(align), said)
        painter.end()


class StatusLine:
    """The status bar's lines and labels (a mixin: `self` is the MainWindow)."""

    turn_label: QLabel  # "To play: Bořek"
    turn_icon: QLabel  # the seat's colour and mark
    think_label: QLabel  # "Bořek is thinking… 1.4 s"
    storage_label: QLabel  # why this game is not autosaved

    def _make_status_bar(self: Any) -> None:
        self.setStatusBar(ElidingStatusBar(self))
        self.turn_label = QLabel()
        self.turn_icon = QLabel()
        self.statusBar().addPermanentWidget(self.turn_icon)
        self.statusBar().addPermanentWidget(self.turn_label)
        self.think_label = QLabel()  # a bot thinking longer than a moment says so, with the seconds
        self.think_label.setObjectName("botThinking")
        self.think_label.hide()
        self.statusBar().addPermanentWidget(self.think_label)
        self._think_timer = QTimer(self)
        self._think_timer.setInterval(100)
        self._think_timer.timeout.connect(self._show_thinking)
        self._think_timer.start()
        self.storage_label = QLabel()  # says when the data folder cannot be used (saving lasts this run only)
        self.storage_label.setObjectName("storageWarning")
        set_ink(self.storage_label, WARNING)
        self.statusBar().addPermanentWidget(self.storage_label)

    def _show_turn(self: Any, model: Any) -> None:
        """Who is to play, with the seat's colour; everyone, several, or nobody once the game is over."""
        seats = model.match.to_act()
        if len(seats) > 1:  # several play at once (Galaxy Trucker's build, Catan's discards): not only the first
            self.turn_icon.clear()
            if len(seats) == len(model.names):
                self.turn_label.setText(tr_key(S_EVERYONE))
            else:
                short = model.board_names
                names = [i18n.seat_label(short[s], "bot" if model.is_bot(s) else "human") for s in seats]
                self.turn_label.setText(tr_key(S_TO_PLAY).replace("%1", ", ".join(names)))
        elif seats:
            seat = seats[0]
            colour = model.colours[seat]
            who = model.names[seat]
            text = tr_key(S_TO_PLAY).replace("%1", who)
            if model.is_bot(seat):
                text = tr_key(S_TO_PLAY_BOT).replace("%1", who)
            self.turn_label.setText(text)
            if colour:
                ratio = self.turn_icon.devicePixelRatioF()  # crisp at 200 %, as the log's marks are
                self.turn_icon.setPixmap(seat_pixmap(colour, mark_for_colour(colour), 16, ratio))
        else:
            self.turn_label.setText(tr_key(S_GAME_OVER))
            self.turn_icon.clear()

    def _update_storage_label(self: Any) -> None:
        """A lasting note in the status bar when this game is not being autosaved, and why."""
        problems = storage_problems()
        taken = self.model is not None and self.model.autosave_taken
        self.storage_label.setVisible(bool(problems) or taken)
        if problems:
            self.storage_label.setText(tr_key(S_STORAGE_OFF))
            self.storage_label.setToolTip(tr_key(S_STORAGE_WHY).replace("%1", "; ".join(problems)))
        elif taken:
            self.storage_label.setText(tr_key(S_TAKEN))
            self.storage_label.setToolTip(tr_key(S_TAKEN_WHY))

    def _show_start_tip(self: Any) -> None:
        if not self._tip_due or self.model is None or self.model.human_to_act() is None:
            return
        if self._blocked():  # behind the curtain: shown when it is lifted
            return
        self._tip_due = False
        self.statusBar().showMessage(self.start_tip(), 30000)

    def start_tip(self: Any) -> str:
        """The first line of a new game: the prompts speak of the mouse, the keys play too."""
        where = " ▸ ".join(
            t.replace("&&", "\x00").replace("&", "").replace("\x00", "&")
            for t in (self.m_help.title(), self.a_keys.text())
        )
        text = tr_key(S_START_TIP)
        return text.replace("%1", where)

    def _show_status(self: Any, text: str) -> None:
        self.statusBar().showMessage(text, 8000)
        announce(self.page.view, text)  # the board's words, where the keyboard is

    def report_error(self: Any, log: Path | None) -> None:
        """An error no code caught (`app.install_error_report`): said, nothing stops."""
        if log is not None:
            text = tr_key(S_ERROR_LOGGED)
            self.statusBar().showMessage(text.replace("%1", str(log)), 20000)
        else:
            self.statusBar().showMessage(tr_key(S_ERROR), 20000)

    def _show_bot_failed(self: Any, text: str) -> None:
        self.statusBar().showMessage(tr_key(S_BOT_FAILED).replace("%1", text))

    def _show_thinking(self: Any) -> None:
        """Past THINK_SHOWN seconds a bot's decision shows its name and the time it is taking."""
        thinking = self.model.thinking() if self.model is not None else None
        if thinking is None or thinking[1] < THINK_SHOWN:
            if self.think_label.isVisible():
                self.think_label.hide()
            return
        seat, seconds = thinking
        name = self.model.names[seat] if self.model is not None else ""
        secs = QLocale(i18n.current_language()).toString(seconds, "f", 1)  # 1,4 in Czech and Slovak
        self.think_label.setText(tr_key(S_THINKING).replace("%1", name).replace("%2", secs))
        self.think_label.show()
