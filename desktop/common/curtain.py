"""The hand-over curtain: hides the board between two human seats when the game has secrets."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QRadialGradient,
    QShowEvent,
)
from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from desktop.common.colours import mark_for_colour, outline_colour, paint_mark

FELT = "#24392F"  # dark table felt
FELT_LIGHT = "#2F4A3D"
TEXT = "#F2EFE6"
MUTED = "#B9C2B5"


def _text_on(colour: str) -> str:
    """Dark or light text, whichever reads better on `colour`."""
    c = QColor(colour)
    luminance = 0.2126 * c.redF() + 0.7152 * c.greenF() + 0.0722 * c.blueF()
    return "#141414" if luminance > 0.45 else "#FFFFFF"


class _MarkBadge(QWidget):
    """The seat's mark, large, on a light disc ringed in the seat's colour."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.colour = "#E69F00"
        self.mark = "circle"
        self.setFixedSize(QSize(96, 96))

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(4, 4, -4, -4)
        p.setPen(QPen(QColor(self.colour), 4))
        p.setBrush(QColor(TEXT))
        p.drawEllipse(r)
        inner = r.adjusted(r.width() * 0.24, r.height() * 0.24, -r.width() * 0.24, -r.height() * 0.24)
        paint_mark(p, self.mark, inner, self.colour, 2.0)
        p.end()


class Curtain(QWidget):
    """An opaque overlay over its whole parent, asking the next player to take the computer.

    Enter, Space or the button emit `revealed` and lower the curtain. For a moment after a hand-over
    curtain rises its keys wait (`KEY_GUARD_MS`): the one who just played pressed Space on "Decline",
    and a second tap of "did it take?" lifted the curtain on the next person's hand before him.
    """

    revealed = Signal()
    KEY_GUARD_MS = 400  # longer than a double tap, shorter than anyone takes to sit down

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("curtain")
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self.setAutoFillBackground(False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._name = ""
        self._colour = "#E69F00"
        self._paused = False  # up for a pause (the game waits), not for handing the computer over
        self._raised = QElapsedTimer()  # since the curtain rose

        self._badge = _MarkBadge(self)
        self._title = QLabel(self)
        self._title.setObjectName("curtainTitle")
        self._title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._title.setWordWrap(True)
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 2.0)
        font.setBold(True)
        self._title.setFont(font)
        self._hint = QLabel(self)
        self._hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._hint.setWordWrap(True)
        hfont = QFont(self.font())
        hfont.setPointSizeF(hfont.pointSizeF() * 1.15)
        self._hint.setFont(hfont)
        self._button = QPushButton(self)
        self._button.setObjectName("curtainButton")
        self._button.setCursor(Qt.CursorShape.PointingHandCursor)
        self._button.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
        self._button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Space/Enter go to the curtain itself
        self._button.clicked.connect(self.reveal)
        bfont = QFont(self.font())
        bfont.setPointSizeF(bfont.pointSizeF() * 1.35)
        bfont.setBold(True)
        self._button.setFont(bfont)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(32, 32, 32, 32)
        layout.setSpacing(18)
        layout.addStretch(3)
        layout.addWidget(self._badge, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addWidget(self._title)
        layout.addWidget(self._hint)
        layout.addSpacing(12)
        layout.addWidget(self._button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(4)

        parent.installEventFilter(self)
        self.setGeometry(parent.rect())
        self._apply_style()
        self.retranslate_ui()
        self.hide()

    # -- public ------------------------------------------------------------
    def show_for(self, name: str, colour: str, mark: str | None = None) -> None:
        """Cover the parent and ask `name` (seat colour `colour`; mark derived from it) to take over."""
        self._name = name
        self._badge.colour = colour
        self._badge.mark = mark or mark_for_colour(colour)
        self._cover(colour, paused=False)

    def show_pause(self) -> None:
        """Cover the parent while the game is paused: nobody plans on a board whose clock stands."""
        self._cover("#E0B040", paused=True)  # the hourglass's sand; no seat, so no badge

    def _cover(self, colour: str, paused: bool) -> None:
        self._paused = paused
        self._colour = colour
        self._badge.setVisible(not paused)
        self._apply_style()
        self.retranslate_ui()
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.setFocus(Qt.FocusReason.OtherFocusReason)
        self._raised.start()
        self.update()

    def keys_ready(self) -> bool:
        """Whether Enter or Space lifts the curtain now (a pause's keys are always ready: the person
        who paused is the one going on)."""
        return self._paused or not self._raised.isValid() or self._raised.elapsed() >= self.KEY_GUARD_MS

    def is_pause(self) -> bool:
        """True while the curtain is up for a pause."""
        return self.isVisible() and self._paused

    def reveal(self) -> None:
        """Lower the curtain and emit `revealed`."""
        if not self.isVisible():
            return
        self.hide()
        self.revealed.emit()

    def is_up(self) -> bool:
        """True while the curtain hides the board."""
        return self.isVisible()

    def name(self) -> str:
        """The name of the player the curtain waits for."""
        return self._name

    def title_text(self) -> str:
        """The big line shown (for tests)."""
        return self._title.text()

    def button(self) -> QPushButton:
        """The reveal button."""
        return self._button

    # -- look --------------------------------------------------------------
    def _apply_style(self) -> None:
        c = QColor(self._colour)
        self._title.setStyleSheet(f"color: {TEXT}; background: transparent;")
        self._hint.setStyleSheet(f"color: {MUTED}; background: transparent;")
        self._button.setStyleSheet(
            "QPushButton#curtainButton {"
            f" background: {c.name()}; color: {_text_on(self._colour)};"
            f" border: 2px solid {outline_colour(self._colour).name()}; border-radius: 10px;"
            " padding: 14px 28px; }"
            f"QPushButton#curtainButton:hover {{ background: {c.lighter(112).name()}; }}"
            f"QPushButton#curtainButton:pressed {{ background: {c.darker(110).name()}; }}"
        )

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect())
        p.fillRect(rect, QColor(FELT))
        glow = QRadialGradient(rect.center(), max(rect.width(), rect.height()) * 0.6)
        glow.setColorAt(0.0, QColor(FELT_LIGHT))
        glow.setColorAt(1.0, QColor(FELT))
        p.fillRect(rect, glow)
        # A thin band of the seat's colour along the top and bottom edges.
        accent = QColor(self._colour)
        p.fillRect(QRectF(0, 0, rect.width(), 6), accent)
        p.fillRect(QRectF(0, rect.height() - 6, rect.width(), 6), accent)
        if self._paused:  # no seat, no badge: no halo
            p.end()
            return
        # A soft halo of the seat's colour behind the badge.
        centre = QPointF(self._badge.geometry().center())
        halo = QRadialGradient(centre, 110)
        soft = QColor(accent)
        soft.setAlpha(70)
        halo.setColorAt(0.0, soft)
        soft.setAlpha(0)
        halo.setColorAt(1.0, soft)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(halo)
        p.drawEllipse(centre, 110, 110)
        p.end()

    # -- text --------------------------------------------------------------
    def retranslate_ui(self) -> None:
        """Re-apply every text in the current language."""
        if self._paused:
            self._title.setText(self.tr("Paused"))
            self._hint.setText(self.tr("The sand and the bots wait. The board stays hidden until you go on."))
            self._button.setText(self.tr("Go on"))
            self.setAccessibleName(self._title.text())
            return
        self._title.setText(self.tr("Pass the computer to %1").replace("%1", self._name))
        self._hint.setText(self.tr("The board stays hidden until %1 is ready.").replace("%1", self._name))
        self._button.setText(self.tr("I am %1 – show my board").replace("%1", self._name))
        self.setAccessibleName(self._title.text())

    # -- events ------------------------------------------------------------
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        parent = self.parentWidget()
        if parent is None or watched is not parent:
            return False
        if event.type() == QEvent.Type.Resize:
            self.setGeometry(parent.rect())
            if self.isVisible():
                self.raise_()
        elif event.type() == QEvent.Type.ChildAdded and self.isVisible():
            self.raise_()  # a widget added later must not end up above the curtain
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        again = (Qt.Key.Key_P, Qt.Key.Key_Pause) if self._paused else ()  # the key that paused goes on
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space, *again):
            if not event.isAutoRepeat() and self.keys_ready():
                self.reveal()
            event.accept()
            return
        event.accept()  # nothing reaches the hidden board while the curtain is up

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        event.accept()

    def wheelEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        event.accept()

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802,A002 - Qt override
        return True  # keep focus on the curtain: Tab must not reach the hidden board

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
