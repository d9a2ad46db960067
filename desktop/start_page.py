"""The start page: a card per registered game, to start a new game or continue the autosaved one."""

from __future__ import annotations

from pathlib import Path
from typing import Any, NamedTuple

from PySide6.QtCore import QEvent, QObject, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPixmap,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop.common.i18n import tr_key
from desktop.common.paths import assets_dir, autosave_path
from desktop.common.writer import wait_for_writes
from desktop.games import playable_games as available_games
from engine.core.protocol import Game
from engine.core.registry import get_game

COVER_SIZE = QSize(256, 170)
CARD_PADDING = 14
CARD_WIDTH = COVER_SIZE.width() + 2 * CARD_PADDING
# The covers shrink down to this share of COVER_SIZE before the page scrolls (five games, a Continue
# line under each, at 1280×800 in Slovak fit without scrolling).
MIN_COVER_SCALE = 0.5
MAX_COVER_SCALE = 1.5  # and grow up to this on a large screen (the SVG covers stay crisp)
GRID_SPACING = 24
# Muted tile colours for games without a cover yet, chosen by the game's name.
PLACEHOLDER_TONES = ["#6B8F71", "#5D7A94", "#9A7B5B", "#8A6A8E", "#7F8C5A", "#5E8C8A"]

_cover_cache: dict[tuple[str, float, int, int, float], QPixmap] = {}


def cover_path(game_name: str) -> Path:
    """Where a game's cover picture lives."""
    return assets_dir() / game_name / "cover.svg"


def _initials(title: str) -> str:
    words = [w for w in title.replace("-", " ").split() if w[:1].isalnum()]
    if not words:
        return "?"
    if len(words) == 1:
        return words[0][:2].capitalize()
    return (words[0][0] + words[1][0]).upper()


def placeholder_pixmap(game_name: str, title: str, size: QSize, ratio: float = 1.0) -> QPixmap:
    """A calm tile with the game's initials, shown until the game has a cover."""
    pixmap = QPixmap(round(size.width() * ratio), round(size.height() * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    tone = QColor(PLACEHOLDER_TONES[sum(map(ord, game_name)) % len(PLACEHOLDER_TONES)])
    p = QPainter(pixmap)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(0, 0, size.width(), size.height())
    gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
    gradient.setColorAt(0.0, tone.lighter(118))
    gradient.setColorAt(1.0, tone)
    path = QPainterPath()
    path.addRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 10, 10)
    p.fillPath(path, gradient)
    # A few soft waves: a harbour, without pretending to be the game's art.
    p.setPen(QPen(QColor(255, 255, 255, 40), 2))
    for i in range(4):
        y = rect.height() * (0.62 + 0.09 * i)
        wave = QPainterPath()
        wave.moveTo(0, y)
        step = rect.width() / 6
        for k in range(6):
            x = k * step
            wave.quadTo(x + step / 4, y - 6, x + step / 2, y)
            wave.quadTo(x + 3 * step / 4, y + 6, x + step, y)
        p.drawPath(wave)
    p.setPen(QPen(tone.darker(140), 1.5))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(path)
    font = QFont()
    font.setPixelSize(round(size.height() * 0.36))
    font.setBold(True)
    p.setFont(font)
    p.setPen(QColor(255, 255, 255, 230))
    p.drawText(
        rect.adjusted(0, -rect.height() * 0.12, 0, -rect.height() * 0.12),
        Qt.AlignmentFlag.AlignCenter,
        _initials(title),
    )
    p.end()
    return pixmap


def cover_pixmap(game_name: str, title: str, size: QSize = COVER_SIZE, ratio: float = 1.0) -> QPixmap:
    """The game's cover.svg rendered to `size` (cached by file time), or a placeholder tile."""
    path = cover_path(game_name)
    try:
        mtime = path.stat().st_mtime
    except OSError:
        mtime = -1.0
    key = (game_name, mtime, size.width(), size.height(), ratio)
    cached = _cover_cache.get(key)
    if cached is not None:
        return cached
    pixmap: QPixmap | None = None
    if mtime >= 0:
        renderer = QSvgRenderer(str(path))
        if renderer.isValid():
            pixmap = QPixmap(round(size.width() * ratio), round(size.height() * ratio))
            pixmap.setDevicePixelRatio(ratio)
            pixmap.fill(Qt.GlobalColor.transparent)
            p = QPainter(pixmap)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            target = QRectF(0, 0, size.width(), size.height())
            # Keep the picture's aspect: centre it in the card's frame, clipped to soft corners.
            view = renderer.viewBoxF()
            if view.width() > 0 and view.height() > 0:
                scale = max(target.width() / view.width(), target.height() / view.height())
                w, h = view.width() * scale, view.height() * scale
                bounds = QRectF((target.width() - w) / 2, (target.height() - h) / 2, w, h)
            else:
                bounds = target
            clip = QPainterPath()
            clip.addRoundedRect(target, 10, 10)
            p.setClipPath(clip)
            renderer.render(p, bounds)
            p.end()
    if pixmap is None:
        pixmap = placeholder_pixmap(game_name, title, size, ratio)
    for old in [k for k in _cover_cache if k[0] == game_name and k[2:] == key[2:]]:
        del _cover_cache[old]
    _cover_cache[key] = pixmap
    return pixmap


class EnterPresses(QObject):
    """Return or keypad Enter presses the focused button of `page` (and of any page it holds), as
    Space does. Outside a dialog a QPushButton takes neither: the key goes on to the page, where this
    filter presses the button (the start page's tip says Tab and Enter, and Enter did nothing)."""

    KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)

    def __init__(self, page: QWidget) -> None:
        super().__init__(page)
        self.page = page
        page.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and event.key() in self.KEYS:
            button = QApplication.focusWidget()
            plain = (event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier) == Qt.KeyboardModifier.NoModifier
            if (
                plain
                and isinstance(button, QPushButton)
                and self.page.isAncestorOf(button)
                and button.isEnabled()
                and button.isVisible()
            ):
                if not event.isAutoRepeat():  # a key held down presses once
                    button.click()
                return True
        return super().eventFilter(watched, event)


class GameCard(QFrame):
    """One game: cover, title, player counts, New game and (with an autosave) Continue."""

    new_game_requested = Signal(str)
    continue_requested = Signal(str)
    rules_requested = Signal(str)

    def __init__(self, game: Game[Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameCard")
        self.game = game
        self.name = game.name
        self.setFixedWidth(CARD_WIDTH)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setStyleSheet(
            "QFrame#gameCard { background: palette(base); border: 1px solid palette(mid); border-radius: 12px; }"
        )
        self._cover_size = QSize(COVER_SIZE)
        self._cover = QLabel(self)
        self._cover.setObjectName("cover")
        self._cover.setFixedSize(COVER_SIZE)
        self._title = QLabel(self)
        self._title.setObjectName("title")
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.35)
        font.setBold(True)
        self._title.setFont(font)
        self._title.setWordWrap(True)
        # the title area is as tall as the tallest of its row (`set_title_height`): it reads from the top
        self._title.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._players = QLabel(self)
        self._players.setObjectName("players")
        muted = self._players.palette()
        muted.setColor(QPalette.ColorRole.WindowText, muted.color(QPalette.ColorRole.PlaceholderText))
        self._players.setPalette(muted)
        self.rules_button = QPushButton(self)  # the rules before the first game, as a link beside the count
        self.rules_button.setObjectName("rulesButton")
        self.rules_button.setFlat(True)
        self.rules_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.rules_button.setStyleSheet(
            "QPushButton#rulesButton { color: palette(link); text-decoration: underline; border: none; padding: 0 2px; }"
        )
        self.rules_button.clicked.connect(lambda: self.rules_requested.emit(self.name))
        about = self._about = QHBoxLayout()  # the count and Rules side by side, or one above the other
        about.setSpacing(8)
        about.addWidget(self._players, 1)
        about.addWidget(self.rules_button, 0, Qt.AlignmentFlag.AlignLeft)  # a link, never a wide bar
        self.new_button = QPushButton(self)
        self.new_button.setObjectName("newGameButton")
        self.new_button.setDefault(False)
        self.new_button.clicked.connect(lambda: self.new_game_requested.emit(self.name))
        self.continue_button = QPushButton(self)
        self.continue_button.setObjectName("continueButton")
        self.continue_button.clicked.connect(lambda: self.continue_requested.emit(self.name))
        for b in (self.new_button, self.continue_button):
            b.setCursor(Qt.CursorShape.PointingHandCursor)
            b.setMinimumHeight(32)
        buttons = self._buttons = QHBoxLayout()  # New game and Continue side by side, or stacked
        buttons.setSpacing(8)
        buttons.addWidget(self.new_button, 1)
        buttons.addWidget(self.continue_button, 1)
        self._saved = QLabel(self)  # what Continue goes back to: when, how far, who
        self._saved.setObjectName("savedGame")
        self._saved.setWordWrap(True)
        small = QFont(self.font())
        small.setPointSizeF(small.pointSizeF() * 0.9)
        self._saved.setFont(small)
        self._ink_saved()

        layout = self._layout = QVBoxLayout(self)
        layout.setContentsMargins(CARD_PADDING, CARD_PADDING, CARD_PADDING, CARD_PADDING)
        layout.setSpacing(8)
        layout.addWidget(self._cover)
        layout.addWidget(self._title)
        layout.addLayout(about)
        layout.addSpacing(4)
        layout.addLayout(buttons)
        layout.addWidget(self._saved)
        self.retranslate_ui()
        self.refresh()

    def refresh(self) -> None:
        """Re-check the autosave (Continue, with what it goes back to) and the cover picture."""
        wait_for_writes()
        path = autosave_path(self.name)
        self.continue_button.setVisible(path.exists())
        self._saved.setText(self.saved_text(path) if path.exists() else "")
        self._saved.setVisible(path.exists())
        self.continue_button.setToolTip(self._saved.text() or self.tr("Go on with the game you left"))
        ratio = self.devicePixelRatioF() or 1.0
        self._cover.setPixmap(cover_pixmap(self.name, tr_key(self.game.title), self._cover_size, ratio))

    def set_cover_size(self, size: QSize, draw: bool = True) -> None:
        """The cover at `size` and the card as wide as it (the start page shrinks the covers so that
        every card fits the window); `draw=False` only measures, without rendering the picture."""
        if size != self._cover.size():
            self._cover.setFixedSize(size)
            self.setFixedWidth(size.width() + 2 * CARD_PADDING)
        if draw and size != self._cover_size:
            self._cover_size = QSize(size)
            ratio = self.devicePixelRatioF() or 1.0
            self._cover.setPixmap(cover_pixmap(self.name, tr_key(self.game.title), size, ratio))

    def _shown_buttons(self) -> list[QPushButton]:
        return [b for b in (self.new_button, self.continue_button) if not b.isHidden()]

    def _frame(self) -> int:
        return self.contentsMargins().left() + self.contentsMargins().right()  # the card's border

    def about_width(self) -> int:
        """The width the player count and the Rules link take side by side."""
        return self._players.sizeHint().width() + 8 + self.rules_button.sizeHint().width() + self._frame()

    def buttons_width(self) -> int:
        """The width New game and (with a saved game) Continue take side by side."""
        buttons = self._shown_buttons()
        return sum(b.sizeHint().width() for b in buttons) + 8 * (len(buttons) - 1) + self._frame()

    def narrowest_width(self) -> int:
        """The narrowest the card's content may be at all: the count above Rules, New game above Continue,
        no words clipped."""
        parts = [self._players, self.rules_button, *self._shown_buttons()]
        return max(part.sizeHint().width() for part in parts) + self._frame()

    def set_stacked(self, about: bool, buttons: bool) -> None:
        """The count above the Rules link (`about`), New game above Continue (`buttons`): a card that
        narrow takes no more width than its longest words, and five stand in one row at 1024 px (two
        rows with a saved game's line did not fit the window's height; the second began below the fold)."""
        for layout, stacked in ((self._about, about), (self._buttons, buttons)):
            direction = QHBoxLayout.Direction.TopToBottom if stacked else QHBoxLayout.Direction.LeftToRight
            if layout.direction() != direction:
                layout.setDirection(direction)

    def height_at(self, size: QSize) -> int:
        """The card's height with its cover at `size` (the title may wrap in a narrower card)."""
        self.set_cover_size(size, draw=False)
        layout = self._layout
        width = size.width() + 2 * CARD_PADDING
        return layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else layout.totalSizeHint().height()

    def title_height_at(self, size: QSize) -> int:
        """The height the title's own lines take with the cover at `size` (it may wrap: "Galaxy Trucker"
        did in English at 1024 px, and its card stood taller than the others of its row)."""
        frame = self.contentsMargins().left() + self.contentsMargins().right()
        kept = self._title.minimumHeight()  # QLabel's measure never goes below its minimum
        self._title.setMinimumHeight(0)
        height = self._title.heightForWidth(size.width() - frame)
        self._title.setMinimumHeight(kept)
        return height

    def set_title_height(self, height: int) -> None:
        """The title area as tall as `height` (the row's tallest title): the counts and the buttons of a
        row's cards line up; 0 gives the title back its own height."""
        self._title.setMinimumHeight(height)

    def saved_text(self, path: Path) -> str:
        """ "Saved 24 Nov 21:05 · 84 moves · Anna, Bořek (bot)": the game Continue goes back to."""
        import json

        from PySide6.QtCore import QDateTime

        from desktop.common import i18n

        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            when = QDateTime.fromSecsSinceEpoch(int(path.stat().st_mtime))
        except (OSError, ValueError, TypeError, RecursionError):
            return self.tr("A game was left here.")
        # a damaged file may hold any JSON at all: only what has the save's shape is read (Continue
        # itself reports why the file cannot be loaded)
        data = data if isinstance(data, dict) else {}
        raw_seats = data.get("seats")
        seats: list[Any] = raw_seats if isinstance(raw_seats, list) else []
        log = data.get("log")
        moves = len(log) if isinstance(log, list) else 0
        seats = [s for s in seats if isinstance(s, dict)]
        said = i18n.seat_names([str(s.get("name", "")) for s in seats])
        names = ", ".join(i18n.seat_label(name, str(s.get("kind", ""))) for name, s in zip(said, seats, strict=True))
        text = self.tr("Saved %1 · move %2 · %3").replace("%1", i18n.date_time(when))
        # a wrapped line breaks after a "·", never before it (a line that began "· P1, P2" read as a list),
        # nor between the word and its number ("krok" / "84")
        text = text.replace(" %2", "\u00a0%2")
        return text.replace("%2", str(moves)).replace("%3", names).replace(" ·", "\u00a0·")

    def tab_stops(self) -> list[QPushButton]:
        """The card's buttons in the order they stand: Rules beside the count, then New game, Continue."""
        return [self.rules_button, self.new_button, self.continue_button]

    def has_continue(self) -> bool:
        """True when the Continue button is offered."""
        return not self.continue_button.isHidden()

    def players_text(self) -> str:
        """The player-count line shown."""
        return self._players.text()

    def retranslate_ui(self) -> None:
        """Re-apply every text in the current language."""
        title = tr_key(self.game.title)
        self._title.setText(title)
        counts = sorted(self.game.player_counts)
        if len(counts) == 1:
            players = self.tr("%1 players").replace("%1", str(counts[0]))
        else:
            players = self.tr("%1–%2 players").replace("%1", str(counts[0])).replace("%2", str(counts[-1]))
        self._players.setText(players)
        self.new_button.setText(self.tr("New game"))
        self.new_button.setAccessibleName(self.tr("New game of %1").replace("%1", title))
        self.rules_button.setText(self.tr("Rules"))
        self.rules_button.setToolTip(self.tr("How %1 is played").replace("%1", title))
        self.rules_button.setAccessibleName(self.tr("Rules of %1").replace("%1", title))
        self.continue_button.setText(self.tr("Continue"))
        self.continue_button.setAccessibleName(self.tr("Continue the game of %1").replace("%1", title))
        self._cover.setAccessibleName(title)
        self.refresh()

    def _ink_saved(self) -> None:
        """The line under Continue in the text's colour, softened: palette(mid) measured 2.0:1 on the
        card, and the line is all that says which game Continue goes back to (4.5:1 and more now)."""
        ink = QColor(self.palette().color(QPalette.ColorRole.Text))
        ink.setAlpha(180)
        self._saved.setStyleSheet(f"color: rgba({ink.red()}, {ink.green()}, {ink.blue()}, {ink.alpha()});")

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self.refresh()  # placeholder initials follow the title
        elif event.type() == QEvent.Type.PaletteChange:
            self._ink_saved()  # a dark desktop's text, softened
        super().changeEvent(event)


class _Fit(NamedTuple):
    """A layout the start page tried: the covers' size, the columns, which scale of the list, and
    whether every card fits the page at it."""

    cover: QSize
    columns: int
    at: int
    fits: bool


class StartPage(QWidget):
    """A header and a grid of game cards; emits which game to start or continue."""

    new_game_requested = Signal(str)
    continue_requested = Signal(str)
    rules_requested = Signal(str)
    replay_requested = Signal()
    table_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startPage")
        self.table_button = QPushButton(self)
        self.table_button.setObjectName("tableButton")
        big = QFont(self.font())
        big.setPointSizeF(big.pointSizeF() * 1.25)
        big.setBold(True)
        self.table_button.setFont(big)
        self.table_button.setMinimumHeight(44)
        self.table_button.clicked.connect(self.table_requested)
        self.replay_button = QPushButton(self)
        self.replay_button.setObjectName("replayButton")
        self.replay_button.clicked.connect(self.replay_requested)
        self._header = QLabel("Přístav", self)  # the app's name is not translated
        self._header.setObjectName("header")
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 2.6)
        font.setBold(True)
        self._header.setFont(font)
        self._header.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self._tagline = QLabel(self)
        self._tagline.setObjectName("tagline")
        self._tagline.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self._tagline.setWordWrap(True)
        tfont = QFont(self.font())
        tfont.setPointSizeF(tfont.pointSizeF() * 1.15)
        self._tagline.setFont(tfont)

        self.cards: list[GameCard] = []
        self._grid_host = QWidget()
        self._grid_host.setObjectName("cardGrid")
        self._grid = QGridLayout(self._grid_host)
        self._grid.setSpacing(GRID_SPACING)
        self._grid.setContentsMargins(GRID_SPACING, 8, GRID_SPACING, GRID_SPACING)
        for name in available_games():
            card = GameCard(get_game(name), self._grid_host)
            card.new_game_requested.connect(self.new_game_requested)
            card.continue_requested.connect(self.continue_requested)
            card.rules_requested.connect(self.rules_requested)
            self.cards.append(card)
        self._columns = 0

        holder = QWidget()
        holder_layout = QHBoxLayout(holder)
        holder_layout.setContentsMargins(0, 0, 0, 0)
        holder_layout.addStretch(1)
        holder_layout.addWidget(self._grid_host, 0, Qt.AlignmentFlag.AlignTop)
        holder_layout.addStretch(1)
        self._scroll = QScrollArea(self)
        self._scroll.setWidgetResizable(True)
        self._scroll.setFrameShape(QFrame.Shape.NoFrame)
        self._scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no Tab stop, unnamed and unlit: its cards are
        self._scroll.setWidget(holder)
        self._scroll.viewport().setAutoFillBackground(False)
        holder.setAutoFillBackground(False)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 28, 24, 12)
        layout.setSpacing(6)
        layout.addWidget(self._header)
        layout.addWidget(self._tagline)
        layout.addSpacing(18)
        layout.addWidget(self._scroll, 1)
        footer = QHBoxLayout()
        footer.addWidget(self.table_button)
        footer.addStretch(1)
        footer.addWidget(self.replay_button)
        layout.addLayout(footer)
        self._relayout()
        self._order_tabs()
        self.enter = EnterPresses(self)  # Enter presses the focused button, as the tip says
        self.retranslate_ui()

    def _order_tabs(self) -> None:
        """Tab as the page reads: each card's Rules, New game and Continue, the cards left to right and
        row by row, then the footer's buttons. The footer, made first, came first (and had the focus)."""
        chain: list[QWidget] = [b for card in self.cards for b in card.tab_stops()]
        chain += [self.table_button, self.replay_button]
        for before, after in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(before, after)

    def first_stop(self) -> QPushButton | None:
        """Where the keyboard starts on the page: the first card's New game."""
        return self.cards[0].new_button if self.cards else None

    def card(self, game_name: str) -> GameCard:
        """The card of `game_name`."""
        for card in self.cards:
            if card.name == game_name:
                return card
        raise KeyError(game_name)

    def refresh(self) -> None:
        """Re-check which games have an autosave to continue (and new cover pictures)."""
        for card in self.cards:
            card.refresh()
        self._relayout()  # a Continue line makes a card taller

    def _relayout(self) -> None:
        """Cards in balanced rows (five as 3 + 2, not 4 + 1, or all in one row), their covers as large as
        lets every card fit the page without scrolling. A card too narrow for its count and Rules, or for
        New game and Continue, side by side stacks them; below MIN_COVER_SCALE, or where a card's words
        would be clipped, the page scrolls instead."""
        viewport = self._scroll.viewport()
        width = max(1, viewport.width() - 2 * GRID_SPACING)
        height = max(1, viewport.height() - 8 - GRID_SPACING)
        n = len(self.cards)
        about = max((c.about_width() for c in self.cards), default=0)
        buttons = max((c.buttons_width() for c in self.cards), default=0)
        # no narrower than the widest card's words need; as large as fits, from MAX_COVER_SCALE down
        narrowest = max((c.narrowest_width() for c in self.cards), default=0)
        floor = max(MIN_COVER_SCALE, narrowest / COVER_SIZE.width())
        top = max(MAX_COVER_SCALE, floor)
        steps = 20
        scales = {top - (top - floor) * k / steps for k in range(steps + 1)}
        for columns in range(1, n + 1):  # and each column count's widest cards: no width left unused
            cover_width = (width + GRID_SPACING) // columns - GRID_SPACING - 2 * CARD_PADDING
            if floor <= cover_width / COVER_SIZE.width() <= top:
                scales.add(cover_width / COVER_SIZE.width())
        for card in self.cards:
            card.set_title_height(0)  # measured with its own lines; the row's height is set below
        ordered = sorted(scales, reverse=True)
        choice = self._fitting(ordered, about, buttons, width, height)
        if choice.fits and choice.at > 0:  # then finer, between the last scale too large and this one
            step = ordered[choice.at - 1] - ordered[choice.at]
            finer = [ordered[choice.at] + step * k / 10 for k in range(9, 0, -1)]
            better = self._fitting(finer, about, buttons, width, height)
            if better.fits:
                choice = better
        cover, columns = choice.cover, choice.columns
        for card in self.cards:
            card.set_stacked(about > cover.width(), buttons > cover.width())
        for card in self.cards:
            card.set_cover_size(cover)
        for r in range(-(-n // columns)):
            row = self.cards[r * columns : (r + 1) * columns]
            tallest = max(card.title_height_at(cover) for card in row)
            for card in row:
                card.set_title_height(tallest)
        if columns != self._columns:
            self._columns = columns
            for card in self.cards:
                self._grid.removeWidget(card)
            for i, card in enumerate(self.cards):
                self._grid.addWidget(card, i // columns, i % columns, Qt.AlignmentFlag.AlignTop)

    def _fitting(self, scales: list[float], about: int, buttons: int, width: int, height: int) -> _Fit:
        """The first of `scales` (largest first) at which every card fits `width` × `height`, or the last
        one (not fitting) when none does."""
        n = len(self.cards)
        choice = _Fit(QSize(COVER_SIZE), 1, 0, False)
        for at, scale in enumerate(scales):
            cover = QSize(round(COVER_SIZE.width() * scale), round(COVER_SIZE.height() * scale))
            card_width = cover.width() + 2 * CARD_PADDING
            fit = max(1, min(n, (width + GRID_SPACING) // (card_width + GRID_SPACING)))
            rows = -(-n // fit)
            columns = -(-n // rows)
            for card in self.cards:  # every card alike, so that the buttons of a row line up
                card.set_stacked(about > cover.width(), buttons > cover.width())
            heights = [card.height_at(cover) for card in self.cards]
            titles = [card.title_height_at(cover) for card in self.cards]
            total = 0
            for r in range(rows):  # a row's titles all take its tallest one's height
                span = slice(r * columns, (r + 1) * columns)
                total += max(h - t for h, t in zip(heights[span], titles[span], strict=True)) + max(titles[span])
            fits = total + GRID_SPACING * (rows - 1) <= height
            choice = _Fit(cover, columns, at, fits)
            if fits:
                break
        return choice

    def retranslate_ui(self) -> None:
        """Re-apply every text in the current language."""
        self._tagline.setText(self.tr("Board games around one computer: play against bots or pass it round the table."))
        self.table_button.setText(self.tr("At the table: dice, hourglass, score pads…"))
        self.table_button.setToolTip(self.tr("Helpers for playing the cardboard games at a real table"))
        self.replay_button.setText(self.tr("Finished games…"))
        self.replay_button.setToolTip(
            self.tr(
                "Your finished games with their points and winners: watch any of them again, move by move, or play one again"
            )
        )

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            QTimer.singleShot(0, self, self._relayout)  # once the cards have their new words (a title may wrap)
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._relayout()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self.refresh()
        focus = self.window().focusWidget()
        first = self.first_stop()
        if first is not None and (focus is None or not focus.isVisible() or not self.isAncestorOf(focus)):
            first.setFocus(Qt.FocusReason.OtherFocusReason)  # the games first, not the footer's buttons
