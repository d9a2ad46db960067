"""Small dialogs for Catan choices that are not drags: cards to give back or take, trades.

They decide no rule: each turns its widgets into the engine actions it would send and asks
the engine (through `check`) whether they would be refused, showing the engine's reason.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

import engine.catan.texts as tx
from desktop.catan.art import renderer
from desktop.common.i18n import heading, tr_key
from desktop.common.modal import ask_once
from engine.catan.components import RESOURCES

ICON = 30  # a resource card's picture in the dialogs, px

# values of the widgets -> the engine's reason for refusing them, or None when they would be accepted
Check = Callable[..., str | None]


def resource_pixmap(r: int, size: int = ICON) -> QPixmap:
    """Resource `r`'s card picture (the board's art), crisp on high-density screens."""
    ratio = 2.0
    pixmap = QPixmap(int(size * ratio), int(size * ratio))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    renderer(f"icon_{RESOURCES[r]}").render(painter, QRectF(0, 0, size * ratio, size * ratio))
    painter.end()
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


def resource_name(r: int) -> str:
    """The resource's name as a label (capitalised: the engine's names are for inside sentences)."""
    return heading(tr_key(tx.RESOURCE_NAMES[r]))


def _card(r: int) -> QLabel:
    """A resource card's picture with its name beside it."""
    label = QLabel()
    label.setPixmap(resource_pixmap(r))
    label.setToolTip(resource_name(r))
    return label


def _buttons(dialog: QDialog) -> QDialogButtonBox:
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    box.accepted.connect(dialog.accept)
    box.rejected.connect(dialog.reject)
    return box


class CardsDialog(QDialog):
    """Pick resource cards: to give back after a 7, or to take (Year of Plenty)."""

    def __init__(
        self, purpose: str, count: int, limits: list[int], check: Check, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.check = check
        titles = {
            "discard": self.tr("Discard %n card(s)", "", count),
            "plenty": self.tr("Take two resource cards from the bank"),
        }
        self.setWindowTitle(titles[purpose])
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(titles[purpose]))
        grid = QGridLayout()
        self.spins: list[QSpinBox] = []
        for r in range(5):
            grid.addWidget(_card(r), r, 0)
            name = QLabel(resource_name(r))
            grid.addWidget(name, r, 1)
            spin = QSpinBox()
            spin.setRange(0, max(0, min(count, limits[r])))
            spin.valueChanged.connect(self._check)
            name.setBuddy(spin)
            grid.addWidget(spin, r, 2)
            if purpose == "discard":  # what there is to give back from
                grid.addWidget(QLabel(self.tr("of %1").replace("%1", str(limits[r]))), r, 3)
            self.spins.append(spin)
        layout.addLayout(grid)
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        layout.addWidget(self.reason)
        self.box = _buttons(self)
        layout.addWidget(self.box)
        self._check()
        self.spins[0].setFocus()  # the keyboard starts at the first resource

    def cards(self) -> list[int]:
        return [s.value() for s in self.spins]

    @staticmethod
    def tr_count(count: int) -> str:
        """ "Choose exactly n cards", for a choice that is not yet an action at all."""
        from PySide6.QtCore import QCoreApplication

        return QCoreApplication.translate("CardsDialog", "Choose exactly %n card(s).", None, count)

    def _check(self) -> None:
        reason = self.check(self.cards())
        self.box.button(QDialogButtonBox.StandardButton.Ok).setEnabled(reason is None)
        self.reason.setText(reason or "")

    def ask(self) -> list[int] | None:
        return self.cards() if ask_once(self) == QDialog.DialogCode.Accepted else None


class ResourceDialog(QDialog):
    """Monopoly: name one resource (a click picks it, a double click or Enter names it)."""

    def __init__(self, check: Callable[[int], str | None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.check = check
        self.setWindowTitle(self.tr("Name the resource everyone must hand over"))
        layout = QVBoxLayout(self)
        said = QLabel(self.tr("Every other player gives you all their cards of the resource you name."))
        said.setWordWrap(True)
        layout.addWidget(said)
        self.choices = QListWidget()
        self.choices.setIconSize(QSize(ICON, ICON))
        for r in range(5):
            item = QListWidgetItem(QIcon(resource_pixmap(r)), resource_name(r))
            item.setData(Qt.ItemDataRole.UserRole, r)
            self.choices.addItem(item)
        # nothing named until the player picks (focus makes a row current, not selected)
        self.choices.itemSelectionChanged.connect(self._check)
        self.choices.itemActivated.connect(self._named)  # a double click, or Enter on the row in focus
        self.choices.setAccessibleName(self.windowTitle())  # a list's name is its own, never a label's
        layout.addWidget(self.choices)
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        layout.addWidget(self.reason)
        self.box = _buttons(self)
        self._ok = self.box.button(QDialogButtonBox.StandardButton.Ok)
        layout.addWidget(self.box)
        self._check()
        self.choices.setFocus()

    def resource(self) -> int | None:
        picked = self.choices.selectedItems()
        return int(picked[0].data(Qt.ItemDataRole.UserRole)) if picked else None

    def _named(self, item: QListWidgetItem) -> None:
        self.choices.setCurrentItem(item)
        item.setSelected(True)
        if self._ok.isEnabled():
            self.accept()

    def _check(self) -> None:
        r = self.resource()
        reason = self.tr("Choose one resource.") if r is None else self.check(r)
        self._ok.setEnabled(reason is None)
        self.reason.setText(reason or "")

    def ask(self) -> int | None:
        return self.resource() if ask_once(self) == QDialog.DialogCode.Accepted else None


class TradeDialog(QDialog):
    """An offer to the other players, or a counter-offer: what you give, what you get, to whom."""

    def __init__(
        self,
        names: list[str],
        seat: int,
        hand: list[int],
        check: Check,
        parent: QWidget | None = None,
        counter: bool = False,
    ) -> None:
        super().__init__(parent)
        self.check = check
        layout = QVBoxLayout(self)
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("In your hand")), 0, 2)
        grid.addWidget(QLabel(self.tr("You give")), 0, 3)
        grid.addWidget(QLabel(self.tr("You get")), 0, 4)
        self.give: list[QSpinBox] = []
        self.get: list[QSpinBox] = []
        for r in range(5):
            grid.addWidget(_card(r), r + 1, 0)
            grid.addWidget(QLabel(resource_name(r)), r + 1, 1)
            held = QLabel(f"×{hand[r]}")
            held.setAlignment(Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(held, r + 1, 2)
            g = QSpinBox()
            g.setRange(0, hand[r])
            t = QSpinBox()
            t.setRange(0, 19)
            g.valueChanged.connect(self._check)
            t.valueChanged.connect(self._check)
            # a screen reader names each box: "You give: Brick" (ten unnamed boxes before)
            g.setAccessibleName(self.tr("You give: %1").replace("%1", resource_name(r)))
            t.setAccessibleName(self.tr("You get: %1").replace("%1", resource_name(r)))
            grid.addWidget(g, r + 1, 3)
            grid.addWidget(t, r + 1, 4)
            self.give.append(g)
            self.get.append(t)
        layout.addLayout(grid)
        self.to = QComboBox()
        self.to.addItem(self.tr("Everyone"), -1)
        for s, name in enumerate(names):
            if s != seat:
                self.to.addItem(name, s)
        self.to.currentIndexChanged.connect(self._check)
        self.to.setAccessibleName(self.tr("Offer to"))
        if not counter:
            layout.addWidget(QLabel(self.tr("Offer to")))
            layout.addWidget(self.to)
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        layout.addWidget(self.reason)
        self.box = _buttons(self)
        layout.addWidget(self.box)
        self.setWindowTitle(self.tr("Counter-offer") if counter else self.tr("Offer a trade"))
        self._check()
        self.give[0].setFocus()

    def values(self) -> tuple[list[int], list[int], int]:
        return [s.value() for s in self.give], [s.value() for s in self.get], int(self.to.currentData())

    def _check(self) -> None:
        reason = self.check(*self.values())
        self.box.button(QDialogButtonBox.StandardButton.Ok).setEnabled(reason is None)
        self.reason.setText(reason or "")

    def ask_offer(self) -> tuple[list[int], list[int], int] | None:
        return self.values() if ask_once(self) == QDialog.DialogCode.Accepted else None


class BankDialog(QDialog):
    """A trade with the bank, chosen among the engine's legal ones (each at the player's best rate).

    Every choice is in view at once: a click picks one, a double click or Enter trades.
    """

    def __init__(
        self,
        choices: list[tuple[str, object]],
        parent: QWidget | None = None,
        cards: Sequence[tuple[int, int, int]] = (),
        out_of: Sequence[int] = (),
    ) -> None:
        """`cards`, one per choice: the resource given, how many, the resource taken (their pictures);
        `out_of`: the resources the bank has none of, which no choice takes (said under the list)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Trade with the bank"))
        layout = QVBoxLayout(self)
        said = QLabel(self.tr("Give to the bank, take from it:"))
        layout.addWidget(said)
        self.choices = QListWidget()
        said.setBuddy(self.choices)
        self.choices.setAccessibleName(said.text().rstrip(":").strip())  # a list's name is its own, not its label's
        self.choices.setIconSize(QSize(ICON * 3, ICON))
        for k, (label, action) in enumerate(choices):
            item = QListWidgetItem(label)
            if k < len(cards):
                item.setIcon(QIcon(_exchange_picture(*cards[k])))
            item.setData(Qt.ItemDataRole.UserRole, action)
            self.choices.addItem(item)
        self.choices.setCurrentRow(0)
        self.choices.itemActivated.connect(lambda _item: self.accept())
        self.choices.setMinimumWidth(320)
        layout.addWidget(self.choices)
        self.shortage = QLabel()  # why a resource is missing from the list: the bank's pile is empty
        self.shortage.setWordWrap(True)
        if out_of:
            names = ", ".join(tr_key(tx.RESOURCE_NAMES[r]) for r in out_of)
            self.shortage.setText(self.tr("The bank has run out of: %1.").replace("%1", names))
            layout.addWidget(self.shortage)
        layout.addWidget(_buttons(self))
        self.choices.setFocus()

    def ask(self) -> object | None:
        if ask_once(self) != QDialog.DialogCode.Accepted:
            return None
        item = self.choices.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None


def _exchange_picture(give: int, n: int, get: int) -> QPixmap:
    """The given card (fanned as often as it is given, up to four), an arrow, the card taken."""
    ratio = 2.0
    w, h = ICON * 3, ICON
    pixmap = QPixmap(int(w * ratio), int(h * ratio))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(ratio, ratio)
    fan = min(n, 4)
    for k in range(fan):
        painter.drawPixmap(int(k * 5), 0, resource_pixmap(give, ICON - 4))
    painter.setPen(Qt.GlobalColor.darkGray)
    painter.drawText(QRectF(ICON + 12, 0, 22, h), Qt.AlignmentFlag.AlignCenter, "→")
    painter.drawPixmap(int(w - ICON + 2), 0, resource_pixmap(get, ICON - 4))
    painter.end()
    pixmap.setDevicePixelRatio(ratio)
    return pixmap
