"""The frame of a game's companion page for a real table: large type, the session's seed and a
"New session" button above, the game's tools (dice, hourglass, score pad, set-up) as tabs.

The space bar rolls the dice or turns the hourglass of the tab on show, wherever the mouse was
clicked on the page, so that a hand on the table finds it without looking: opening a page or one of
those tabs puts the keyboard on the tab bar, and a click on a button or a list leaves it where it is.
Text fields keep their space; a control reached with Tab takes Space as Qt's controls do."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QFocusEvent, QFont, QHideEvent, QKeySequence, QShortcut, QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QBoxLayout,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.common.dice import DicePanel
from desktop.common.flow import FlowLayout
from desktop.common.i18n import tr_key
from desktop.common.ink import WARNING, set_ink
from desktop.common.modal import ask_once
from desktop.common.session import TableSession
from desktop.common.table_screen import TableScreen
from desktop.common.tooltips import wrapped_tip
from engine.core.registry import get_game

SCALE = 1.35  # type and controls read from across a table
BOXES = (QAbstractSpinBox, QComboBox, QLineEdit)  # what a label before it names


class CompanionBase(QWidget):
    """A game's page at the table. Subclasses add tabs in `build()` and keep their state in
    `self.session` (saved after every change); `restart()` clears it for a new session."""

    game_name = ""
    uses_seed = True  # a page whose dice or set-up come from the seed shows it; one where it changes nothing does not
    changed = Signal()

    def __init__(self, session: TableSession | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session or TableSession(self.game_name)
        f = QFont(self.font())
        f.setPointSizeF(f.pointSizeF() * SCALE)
        self.setFont(f)
        self.title = QLabel(self)
        big = QFont(f)
        big.setPointSizeF(f.pointSizeF() * 1.5)
        big.setBold(True)
        self.title.setFont(big)
        self.seed_label = QLabel(self)
        self.new_button = QPushButton(self)
        self.new_button.clicked.connect(self._ask_new)
        self.screen_button = QPushButton(self)
        self.screen_button.setCheckable(True)
        self.screen_button.toggled.connect(self.show_screen)
        self.table_screen: TableScreen | None = None  # the second window, made when first asked for
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.seed_label)
        head.addWidget(self.screen_button)
        head.addWidget(self.new_button)
        self.tabs = QTabWidget(self)
        self.trouble = message_label(self)  # a session that cannot be read or saved, said on the page
        self.trouble.hide()
        layout = QVBoxLayout(self)
        layout.addLayout(head)
        layout.addWidget(self.trouble)
        # in a window smaller than a page (1024×700), the page scrolls: its set-up's last lines and a
        # pad's headings were cut off, with nothing to reach them by
        self.tab_scroll = QScrollArea(self)
        self.tab_scroll.setWidgetResizable(True)
        self.tab_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.tab_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.tab_scroll.setWidget(self.tabs)
        layout.addWidget(self.tab_scroll, 1)
        self._space_targets: dict[QWidget, list[Any]] = {}
        self._keyed: dict[QWidget, Any] = {}
        self.build()
        self._clicks_keep_focus()
        tab_in_reading_order(layout)
        for row in [
            *self.findChildren(QBoxLayout),
            *self.findChildren(FlowLayout),
        ]:  # a label right before a box names it
            items = [item.widget() for k in range(row.count()) if (item := row.itemAt(k)) is not None]
            for label, box in zip(items, items[1:], strict=False):
                if isinstance(label, QLabel) and label.buddy() is None and isinstance(box, BOXES):
                    label.setBuddy(box)
        for edit in self.findChildren(QLineEdit):  # a player's name typed: his boxes are named anew
            edit.textEdited.connect(self.name_boxes)
        self.space_key = QShortcut(QKeySequence(Qt.Key.Key_Space), self)
        self.space_key.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.space_key.activated.connect(self.press_space)
        self.tabs.currentChanged.connect(self._tab_changed)
        self.session.watch = self._show_trouble
        self.load()
        self.retranslate_ui()
        self.screen_button.setVisible(bool(self._space_targets))  # a page with neither dice nor a glass
        self.seed_label.setVisible(self.uses_seed)

    # -- what a game's page provides ----------------------------------------------------------------
    def build(self) -> None:
        """Create the tabs."""

    def load(self) -> None:
        """Show what the session keeps (called after `build` and after a new session)."""

    def retranslate_tabs(self) -> None:
        """Set the tabs' titles and texts in the current language."""

    def demo(self, seed: int) -> None:
        """Fill the page for a screenshot: a few rolls and scores from `seed`."""

    def carry_over(self) -> dict[str, Any]:
        """What a new session keeps of this one: the table's settings (the player count, the rule
        options) and the names, for a club that plays several games in a row. Nothing by default."""
        return {}

    def new_session_question(self) -> str:
        """The question before a new session, saying exactly what it clears on this page."""
        return self.tr("Start a new session? The names, scores and rolls of this one are cleared.")

    # -- the space bar --------------------------------------------------------------------------------
    def space_bar(self, tab: QWidget, *targets: Any) -> None:
        """On tab `tab` the space bar does `space()` of the one of `targets` used last (the first
        until then). Each target has `space()` and a `used` signal; where a tab has several, each
        has `set_keyed(bool)` so that only the one the space bar works says so."""
        self._space_targets[tab] = list(targets)
        for target in targets:
            target.used.connect(lambda t=target, w=tab: self._used(w, t))
        self._key(tab, targets[0])

    def _key(self, tab: QWidget, target: Any) -> None:
        self._keyed[tab] = target
        targets = self._space_targets[tab]
        if len(targets) > 1:
            for t in targets:
                t.set_keyed(t is target)

    def _used(self, tab: QWidget, target: Any) -> None:
        if self._keyed.get(tab) is not target:
            self._key(tab, target)
        focus = QApplication.focusWidget()
        if focus is not None and self.isAncestorOf(focus):
            self.take_focus()  # out of a text field, or off a button the roll or the turn disabled

    def press_space(self) -> None:
        focus = QApplication.focusWidget()
        if isinstance(focus, QAbstractButton) and self.isAncestorOf(focus):
            focus.click()  # reached with Tab: Space presses it, as everywhere in Qt
            return
        if isinstance(focus, QComboBox) and self.isAncestorOf(focus):
            focus.showPopup()
            return
        target = self._keyed.get(self.tabs.currentWidget())
        if target is not None:
            target.space()

    def take_focus(self) -> None:
        """The keyboard to the tab bar: the arrows change the tab, the space bar works its tools."""
        self.tabs.tabBar().setFocus(Qt.FocusReason.OtherFocusReason)

    def _tab_changed(self, _index: int) -> None:
        if self.isVisible() and self.tabs.currentWidget() in self._space_targets:
            self.take_focus()
        self._follow()

    # -- the table's screen ---------------------------------------------------------------------------
    def show_screen(self, on: bool) -> None:
        """Open or close the second window that shows this page's dice or hourglass large."""
        if on and self.table_screen is None:
            self.table_screen = TableScreen(tr_key(get_game(self.game_name).title), self._screen_space, self)
            self.table_screen.closed.connect(lambda: self.screen_button.setChecked(False))
            tools = [t for targets in self._space_targets.values() for t in targets]  # what the space bar works
            dice = any(isinstance(t, DicePanel) for t in tools)
            self.table_screen.set_space(rolls=dice, turns=any(not isinstance(t, DicePanel) for t in tools))
        if self.table_screen is None:
            return
        if on:
            self._follow(first=True)
            if not self.table_screen.isVisible():
                self.table_screen.open_on_a_free_screen()
        else:
            self.table_screen.hide()
        if self.screen_button.isChecked() != on:
            self.screen_button.setChecked(on)

    def _follow(self, first: bool = False) -> None:
        """The screen shows the tools of the tab on show; opened on a tab without any, those of the
        first tab that has some."""
        screen = self.table_screen
        if screen is None:
            return
        tab = self.tabs.currentWidget()
        if tab not in self._space_targets and first and screen.shown_tab is None:
            tab = next((t for t in map(self.tabs.widget, range(self.tabs.count())) if t in self._space_targets), tab)
        screen.follow(tab, self._space_targets.get(tab, []))

    def _screen_space(self) -> None:
        """The space bar on the screen works the tools it shows, whatever tab the page is on."""
        screen = self.table_screen
        target = self._keyed.get(screen.shown_tab) if screen is not None and screen.shown_tab is not None else None
        if target is not None:
            target.space()

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802 - Qt override
        if not event.spontaneous():  # another page or a game took the window (not a minimised window)
            self.show_screen(False)
        super().hideEvent(event)

    def _clicks_keep_focus(self) -> None:
        """Buttons, boxes to tick and lists to pick from take the keyboard by Tab only, not by a click:
        after a click the space bar still rolls, instead of pressing the button again."""
        for widget in self.findChildren(QWidget):
            pick = isinstance(widget, QComboBox) and not widget.isEditable()
            if (isinstance(widget, QAbstractButton) or pick) and widget.focusPolicy() == Qt.FocusPolicy.StrongFocus:
                widget.setFocusPolicy(Qt.FocusPolicy.TabFocus)

    # -- the frame -----------------------------------------------------------------------------------
    def _ask_new(self) -> None:
        box = QMessageBox(self)
        box.setWindowTitle(self.tr("New session"))  # its title bar, and a screen reader's first words, were empty
        box.setIcon(QMessageBox.Icon.Question)
        box.setText(self.new_session_question())
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        if ask_once(box) == QMessageBox.StandardButton.Yes:
            self.new_session()

    def new_session(self, seed: int | None = None, keep: bool = True) -> None:
        """A new session from `seed` (a fresh one if None); `keep`: with what `carry_over` keeps (a
        demo for a screenshot starts from nothing, whatever the table had)."""
        kept = self.carry_over() if keep else {}
        self.session.new(seed)
        if kept:
            self.session.data.update(kept)
            self.session.save()
        self.load()
        self.retranslate_ui()

    def _show_trouble(self) -> None:
        """Say on the page, without stopping the table, that the kept session could not be read (and
        where it was set aside) or that this one cannot be saved; gone once a save succeeds again or a
        new session starts."""
        s = self.session
        lines = []
        if s.problem and s.set_aside:
            lines.append(
                self.tr(
                    "The kept scores could not be read, so they were set aside as %1 and a new session started."
                ).replace("%1", s.set_aside)
            )
        elif s.problem:
            lines.append(self.tr("The kept scores could not be read, so a new session started."))
        if s.save_error:
            lines.append(
                self.tr("This session cannot be saved (%1): the scores will not be kept after the app closes.").replace(
                    "%1", s.save_error
                )
            )
        self.trouble.setText("\n".join(lines))
        self.trouble.setVisible(bool(lines))

    def retranslate_ui(self) -> None:
        self.title.setText(tr_key(get_game(self.game_name).title))
        self.seed_label.setText(self.tr("Seed %1").replace("%1", str(self.session.seed)))
        self.seed_label.setToolTip(self.tr("The same seed draws again what this page drew at random (dice, a set-up)."))
        self.tab_scroll.horizontalScrollBar().setAccessibleName(self.tr("Scroll the page sideways"))
        self.tab_scroll.verticalScrollBar().setAccessibleName(self.tr("Scroll the page up and down"))
        self.new_button.setText(self.tr("New session"))
        self.screen_button.setText(self.tr("Second screen"))
        self.screen_button.setToolTip(
            wrapped_tip(  # 1 102 px in one line in Slovak
                self.tr(
                    "A second window that shows the dice or the hourglass large, for everyone at the table: it opens "
                    "on another screen (a television, a tablet) if there is one. F11 fills the screen."
                )
            )
        )
        if self.table_screen is not None:
            self.table_screen.set_title(self.title.text())
        self._show_trouble()
        self.retranslate_tabs()
        self.name_boxes()

    def name_boxes(self) -> None:
        """Every box of a score pad named by its player and its column ("Anna – Settlements"), for a
        screen reader and Qt's accessibility: on their own they had no name at all."""
        for grid in self.findChildren(QGridLayout):
            top = 1  # the first player's row: under the heads, in one row or two (a group's over its columns)
            while top < grid.rowCount() and all(
                isinstance(_cell(grid, top, c), (QLabel, type(None))) for c in range(grid.columnCount())
            ):
                top += 1
            heads = {
                c: ": ".join(t for r in range(top) if (t := _text(_cell(grid, r, c))))
                for c in range(grid.columnCount())
            }
            for r in range(top, grid.rowCount()):
                first = _cell(grid, r, 0)
                seat = self.seat_name(r - top)
                if isinstance(first, QLineEdit):  # "Player 2" until a name is typed, not text to type after
                    first.setPlaceholderText(seat)
                player = _text(first) if first is not None else ""
                for c in range(grid.columnCount()):
                    box = _cell(grid, r, c)
                    if box is None or isinstance(box, QLabel) or not heads.get(c):
                        continue
                    if c == 0:  # the name's own field: "Name – Player 2"
                        box.setAccessibleName(f"{heads[c]} – {seat}")
                    else:
                        box.setAccessibleName(f"{player or _text(box)} – {heads[c]}")

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def names(self, players: int) -> list[str]:
        kept = self.session.get("names") or []
        return [kept[k] if k < len(kept) and kept[k] else self.seat_name(k) for k in range(players)]

    def seat_name(self, seat: int) -> str:
        """What a seat is called before a name is typed: "Player 2" for seat 1."""
        return self.tr("Player %1").replace("%1", str(seat + 1))

    def typed_names(self, players: int) -> list[str]:
        """The names the table typed, "" for a seat without one: what a name field holds, its
        placeholder saying "Player 2". An older session kept that default as the name itself."""
        kept = self.session.get("names") or []
        out = []
        for k in range(players):
            name = kept[k] if k < len(kept) and isinstance(kept[k], str) else ""
            if name.strip() in (self.seat_name(k), f"Player {k + 1}"):
                name = ""
            out.append(name)
        return out


def _cell(grid: QGridLayout, row: int, col: int) -> QWidget | None:
    item = grid.itemAtPosition(row, col)
    return item.widget() if item is not None else None


def _text(widget: QWidget | None) -> str:
    """What a cell shows: a label's or a box's text, else a name field's placeholder."""
    if isinstance(widget, QLineEdit):
        return widget.text().strip() or widget.placeholderText()
    if isinstance(widget, QLabel) and "<" in widget.text():  # a header in bold
        return QTextDocumentFragment.fromHtml(widget.text()).toPlainText().strip()
    if isinstance(widget, (QLabel, QAbstractButton)):
        return widget.text().replace("&", "").strip()
    return ""


def reading_order(layout: QLayout) -> list[QWidget]:
    """The widgets of `layout` as the eye reads them: a row left to right, a column top to bottom, a
    grid row by row; a tab widget's bar, then its pages."""
    items = [layout.itemAt(k) for k in range(layout.count())]
    if isinstance(layout, QGridLayout):
        place = {
            id(item): cast(tuple[int, int, int, int], layout.getItemPosition(k))[:2] for k, item in enumerate(items)
        }
        items.sort(key=lambda item: place[id(item)])
    out: list[QWidget] = []
    for item in items:
        if item is None:
            continue
        widget, inner = item.widget(), item.layout()
        if widget is not None:
            out.extend(_widget_order(widget))
        elif inner is not None:
            out.extend(reading_order(inner))
    return out


def _widget_order(widget: QWidget) -> list[QWidget]:
    if isinstance(widget, QTabWidget):  # itself a stop that hands the keyboard to its bar
        out: list[QWidget] = [widget, widget.tabBar()]
        for k in range(widget.count()):
            if (page := widget.widget(k)) is not None:
                out.extend(_widget_order(page))
        return out
    if isinstance(widget, QScrollArea):  # what it shows, in the order of that
        shown = widget.widget()
        return [widget, *(_widget_order(shown) if shown is not None else [])]
    inner = widget.layout()
    return [widget, *(reading_order(inner) if inner is not None else [])]


def tab_in_reading_order(layout: QLayout) -> None:
    """Tab goes through `layout`'s controls in the order they stand on the screen, not in the order
    they were made (a page's score boxes before the names above them)."""
    stops = [w for w in reading_order(layout) if w.focusPolicy() & Qt.FocusPolicy.TabFocus]
    owner = layout.parentWidget()
    policy = owner.focusPolicy() if owner is not None else Qt.FocusPolicy.NoFocus
    if owner is not None:  # a stop of its own for a moment: Qt takes the chain of a widget not yet in a
        owner.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # window for a ring, where the last is already "before" the first
    for before, after in zip(stops, stops[1:], strict=False):
        QWidget.setTabOrder(before, after)
    if owner is not None:
        owner.setFocusPolicy(policy)


def tab_index(tabs: QTabWidget, widget: Any) -> int:
    return tabs.indexOf(widget)


def one_count(*boxes: QSpinBox) -> None:
    """A table has one number of players: the set-up's and the score pad's boxes follow each other
    (the set-up tab opened on 2 players beside a pad of 4)."""
    for box in boxes:
        for other in boxes:
            if other is not box:
                box.valueChanged.connect(other.setValue)


class NameEdit(QLineEdit):
    """A player's name on a score pad, wide enough for a first name and surname in the font it is
    shown in (the table's pages enlarge their type after the fields are made). A name longer than the
    field shows its beginning while it is not being edited ("Katarína Horváth…", not "…orváthová-
    Štefániková": a field set or left keeps its cursor at the end, and shows the end)."""

    def setText(self, text: str | None) -> None:  # noqa: N802 - Qt override
        super().setText(text)
        if not self.hasFocus():
            self.setCursorPosition(0)

    def focusOutEvent(self, event: QFocusEvent) -> None:  # noqa: N802 - Qt override
        super().focusOutEvent(event)
        # left for another field; not for its own context menu, nor for another window a moment (the
        # typing goes on where it was when the window comes back)
        if event.reason() not in (Qt.FocusReason.PopupFocusReason, Qt.FocusReason.ActiveWindowFocusReason):
            self.setCursorPosition(0)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt override
        hint = super().minimumSizeHint()
        return QSize(max(hint.width(), self.fontMetrics().horizontalAdvance("Katarína Horváthová") + 16), hint.height())

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return self.minimumSizeHint().expandedTo(super().sizeHint())


def name_edit(parent: QWidget) -> QLineEdit:
    return NameEdit(parent)


def message_label(parent: QWidget) -> QLabel:
    """A score pad's line that says what does not add up (in red, bold), wrapped to the page's width."""
    label = QLabel(parent)
    label.setWordWrap(True)
    set_ink(label, WARNING, bold=True)
    return label


def lay_out_pad(
    pad: QWidget, top: Sequence[QWidget], grid: QGridLayout, message: QLabel, notes: Sequence[QWidget] = ()
) -> None:
    """A score pad's page: its controls in a row on top, any notes, the grid of players, and the
    message under it."""
    row = QHBoxLayout()
    for widget in top:
        row.addWidget(widget)
    row.addStretch(1)
    box = QVBoxLayout(pad)
    box.addLayout(row)
    for widget in notes:
        box.addWidget(widget)
    box.addLayout(grid)
    box.addWidget(message)
    box.addStretch(1)
