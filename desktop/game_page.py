"""The game page: the board view with its prompt bar (the question, the decisions as buttons) and the
curtain over both."""

from __future__ import annotations

from typing import Any

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QLabel,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop.common.curtain import Curtain
from desktop.common.flow import FlowLayout, fitting, wrapping_policy
from desktop.common.prompt import Unavailable
from desktop.common.speech import announce
from desktop.common.view import BoardView

MAX_ROWS = 4  # rows of decisions at most; the rest wait under "More" (Alt+0 lists all). 21 holds took 12 rows,
# and 6 rows of loading buttons pushed the ship 140 px down in Slovak


class GamePage(QWidget):
    """The board view with a prompt bar above it; the curtain covers both."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.bar = QWidget()
        bar = QVBoxLayout(self.bar)
        bar.setContentsMargins(10, 6, 10, 6)
        bar.setSpacing(4)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        f = self.prompt.font()
        f.setPointSizeF(f.pointSizeF() * 1.1)
        self.prompt.setFont(f)
        bar.addWidget(self.prompt)
        # the decisions under the question, wrapping into rows: long labels are never cut
        self.button_row = QWidget()
        wrapping_policy(self.button_row)
        self.buttons = FlowLayout(self.button_row)
        # one button's height kept even with no buttons, from the first layout on: the board under the
        # bar does not jump a row each time a question with answers comes and goes
        self.button_row.setMinimumHeight(QPushButton("X").sizeHint().height())
        bar.addWidget(self.button_row)
        layout.addWidget(self.bar)
        self.view = BoardView()
        self.view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        layout.addWidget(self.view, 1)
        self.curtain = Curtain(self)
        self.curtain.hide()
        # the board behind a curtain takes no keys: the focus it gets (a new game's first hand-over, F6,
        # a click before the curtain rose) goes to the curtain, or Tab would walk the hidden player's
        # pieces and the status bar tell their costs
        self.view.installEventFilter(self)
        self._labels: list[str] = []  # the buttons shown, and what each does now
        self._actions: list[Any] = []
        self._tips: list[str] = []  # what each decision means, where its label alone does not say
        self._controls: list[QPushButton | QAction] = []  # decision k's button, or its entry under More
        self._more: QPushButton | None = None
        self._on_click: Any = None
        # Alt+0: every decision of the bar in a list to go through with the arrows (the Alt+digit keys
        # reach the first nine only, and Tab on the board walks the board)
        self.all_choices = QAction(self)
        self.all_choices.setShortcut(QKeySequence("Alt+0"))
        self.all_choices.triggered.connect(self.show_choices)
        self.addAction(self.all_choices)
        self.choices_menu: QMenu | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched is self.view and self.curtain.is_up():
            if event.type() == QEvent.Type.FocusIn:
                self.curtain.setFocus(Qt.FocusReason.OtherFocusReason)
            elif event.type() == QEvent.Type.KeyPress:
                return True
        return super().eventFilter(watched, event)

    def set_prompt(
        self, text: str, actions: list[tuple[str, Any]], on_click: Any, tips: list[str] | None = None
    ) -> None:
        """The question and its decisions; `tips` the tooltip of each decision that can be taken (what
        it means, where the label alone leaves a new player guessing), "" for none."""
        labels = [label for label, _ in actions]
        self._tips = list(tips or [])
        if text == self.prompt.text() and labels == self._labels:
            # the same question (bots moved meanwhile): keep the buttons, only what they do is new;
            # rebuilding them would lay out the bar and repaint the board under a dragged tile
            self._actions[:] = [action for _, action in actions]
            self._on_click = on_click
            menu = self.choices_menu if self.choices_menu is not None and shiboken6.isValid(self.choices_menu) else None
            listed = menu.actions() if menu is not None and menu.isVisible() else []
            for controls in (self._controls, listed):  # the buttons, and Alt+0's list if it is open
                for k, (kept, action) in enumerate(zip(controls, self._actions, strict=False)):
                    kept.setEnabled(not isinstance(action, Unavailable))  # a greyed-out one may be possible now
                    kept.setToolTip(self._tip(k))
            return
        self._labels = labels
        self._actions = [action for _, action in actions]
        self._on_click = on_click
        if text != self.prompt.text():
            announce(self.prompt, text)  # a new question, read out where the keyboard is not
        self.prompt.setText(text)
        if self.choices_menu is not None and shiboken6.isValid(self.choices_menu):
            self.choices_menu.close()  # another question: the list of the last one's answers goes
        while self.buttons.count():
            item = self.buttons.takeAt(0)
            w = item.widget() if item is not None else None
            if w is not None:
                # a button pressed before the question changed and released after says nothing: else it
                # would play whatever now stands at its place (or fail past the end of the new list)
                w.blockSignals(True)
                w.hide()  # gone at once, not only when the event loop gets to deleteLater
                w.setParent(None)
                w.deleteLater()
        for old in self._controls:
            if isinstance(old, QAction):
                self.removeAction(old)
        self._controls, self._more = [], None
        texts = [f"{label}  [Alt+{k + 1}]" if k < 9 else label for k, label in enumerate(labels)]
        buttons = [QPushButton(text) for text in texts]
        for b, label in zip(buttons, labels, strict=True):
            b.setAccessibleName(label)  # read as what it does; the key is its shortcut, not its name
        shown = self._how_many_fit(buttons)
        more: QMenu | None = None
        if shown < len(buttons):  # the menu lives and goes with its button
            self._more = QPushButton(self.tr("More (%n)…", "", len(buttons) - shown))
            more = QMenu(self._more)
            more.setToolTipsVisible(True)
            self._more.setMenu(more)
        for k, b in enumerate(buttons):
            control: QPushButton | QAction = b
            if k >= shown and more is not None:  # an entry under More, reached by its keys all the same
                b.deleteLater()
                control = QAction(texts[k], more)
                more.addAction(control)
                self.addAction(control)
                control.triggered.connect(lambda _=False, k=k: self._pressed(k))
            else:
                # an engine action is played; a callable opens what the scene needs first (a dialog)
                b.clicked.connect(lambda _=False, k=k: self._pressed(k))
                self.buttons.addWidget(b)
                b.show()  # at once: the layout would only show it from the event loop, after a fast key press
            if k < 9:  # the keyboard reaches every prompt: Alt+1, Alt+2, ...
                control.setShortcut(QKeySequence(f"Alt+{k + 1}"))
            if isinstance(self._actions[k], Unavailable):  # shown, greyed out, saying why
                control.setEnabled(False)
            control.setToolTip(self._tip(k))
            self._controls.append(control)
        if self._more is not None:
            self.buttons.addWidget(self._more)
            self._more.show()
        self.buttons.invalidate()

    def _tip(self, k: int) -> str:
        """Decision k's tooltip: why it cannot be taken, or what it means."""
        action = self._actions[k]
        if isinstance(action, Unavailable):
            return action.reason
        return self._tips[k] if k < len(self._tips) else ""

    def _how_many_fit(self, buttons: list[QPushButton]) -> int:
        """How many decisions fit in MAX_ROWS rows of the bar, with room for a More button after them."""
        room = (self.bar.width() if self.bar.width() > 100 else self.width()) - 20
        gap = self.buttons.spacing()
        widths = [b.sizeHint().width() for b in buttons]
        if fitting(widths, room, gap, MAX_ROWS) == len(widths):
            return len(widths)
        more = QPushButton(self.tr("More (%n)…", "", len(widths))).sizeHint().width()
        shown = len(widths)
        while shown > 1 and fitting([*widths[:shown], more], room, gap, MAX_ROWS) <= shown:
            shown -= 1
        return shown

    def flash(self, action: Any) -> bool:
        """Point at the prompt button that plays `action` (a hint): it takes the focus and glows."""
        for k, a in enumerate(self._actions):
            if a == action:
                control = self._controls[k] if k < len(self._controls) else None
                button = control if isinstance(control, QPushButton) else self._more
                if button is None:
                    return False
                button.setFocus()
                button.setStyleSheet("QPushButton { border: 3px solid #F2C230; font-weight: bold; }")
                QTimer.singleShot(6000, lambda b=button: b.setStyleSheet("") if shiboken6.isValid(b) else None)
                return True
        return False

    def show_choices(self) -> None:
        """Alt+0: the bar's decisions in a menu under it, the first one active; Enter chooses."""
        if not self._labels or self.curtain.isVisible():
            return
        if self.choices_menu is not None and shiboken6.isValid(self.choices_menu):
            self.choices_menu.deleteLater()
        menu = QMenu(self)
        menu.setToolTipsVisible(True)
        for k, label in enumerate(self._labels):
            entry = menu.addAction(f"{label}\tAlt+{k + 1}" if k < 9 else label)
            entry.setEnabled(not isinstance(self._actions[k], Unavailable))
            entry.setToolTip(self._tip(k))
            entry.triggered.connect(lambda _=False, k=k: self._pressed(k))
        self.choices_menu = menu
        first = next((a for a in menu.actions() if a.isEnabled()), None)
        menu.popup(self.button_row.mapToGlobal(self.button_row.rect().bottomLeft()))
        if first is not None:
            menu.setActiveAction(first)

    def _pressed(self, k: int) -> None:
        if self.curtain.is_up():  # an Alt+digit behind the curtain: a dialog would show the next one's hand
            return
        action = self._actions[k]
        if isinstance(action, Unavailable):
            return
        if callable(action):
            action()
        else:
            self._on_click(action)
