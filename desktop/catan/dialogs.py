"""Small dialogs for Catan choices that are not drags: cards to give back or take, trade offers."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.catan.art import SvgItem  # noqa: F401 - the icons share the board's art
from desktop.i18n import tr_key
from engine.catan import texts as tx
from engine.catan.components import RESOURCES


class CardsDialog(QDialog):
    """Pick `count` resource cards: to give back after a 7, to take (Year of Plenty) or to claim (Monopoly)."""

    def __init__(self, purpose: str, count: int, limits: list[int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.purpose, self.count, self.limits = purpose, count, limits
        titles = {
            "discard": self.tr("Give back %n card(s)", "", count),
            "plenty": self.tr("Take two resource cards from the bank"),
            "monopoly": self.tr("Name the resource everyone must hand over"),
        }
        self.setWindowTitle(titles[purpose])
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(titles[purpose]))
        grid = QGridLayout()
        self.spins: list[QSpinBox] = []
        for r in range(5):
            grid.addWidget(QLabel(tr_key(tx.RESOURCE_NAMES[r])), r, 0)
            spin = QSpinBox()
            spin.setRange(0, count if purpose != "discard" else min(count, limits[r]))
            if purpose == "plenty":
                spin.setMaximum(min(2, limits[r]))
            spin.valueChanged.connect(self._check)
            grid.addWidget(spin, r, 1)
            self.spins.append(spin)
        layout.addLayout(grid)
        self.reason = QLabel()
        layout.addWidget(self.reason)
        self.box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.box.accepted.connect(self.accept)
        self.box.rejected.connect(self.reject)
        layout.addWidget(self.box)
        self._check()

    def cards(self) -> list[int]:
        return [s.value() for s in self.spins]

    def _check(self) -> None:
        total = sum(self.cards())
        ok = total == self.count and (self.purpose != "monopoly" or sum(1 for c in self.cards() if c) == 1)
        self.box.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)
        self.reason.setText("" if ok else self.tr("Choose exactly %n card(s).", "", self.count))

    def ask(self) -> list[int] | None:
        return self.cards() if self.exec() == QDialog.DialogCode.Accepted else None


class TradeDialog(QDialog):
    """An offer to the other players (or a counter-offer), or a trade with the bank."""

    def __init__(
        self,
        names: list[str],
        seat: int,
        hand: list[int],
        rates: list[int] | None = None,
        parent: QWidget | None = None,
        counter: bool = False,
    ) -> None:
        super().__init__(parent)
        self.names, self.seat, self.hand, self.rates, self.counter = names, seat, hand, rates, counter
        layout = QVBoxLayout(self)
        grid = QGridLayout()
        grid.addWidget(QLabel(self.tr("You give")), 0, 1)
        grid.addWidget(QLabel(self.tr("You get")), 0, 2)
        self.give: list[QSpinBox] = []
        self.get: list[QSpinBox] = []
        for r in range(5):
            label = tr_key(tx.RESOURCE_NAMES[r])
            if rates is not None:
                label += f"  ({rates[r]}:1)"
            grid.addWidget(QLabel(label), r + 1, 0)
            g = QSpinBox()
            g.setRange(0, hand[r])
            t = QSpinBox()
            t.setRange(0, 19)
            g.valueChanged.connect(self._check)
            t.valueChanged.connect(self._check)
            grid.addWidget(g, r + 1, 1)
            grid.addWidget(t, r + 1, 2)
            self.give.append(g)
            self.get.append(t)
        layout.addLayout(grid)
        self.to = QComboBox()
        self.to.addItem(self.tr("Everyone"), -1)
        for s, name in enumerate(names):
            if s != seat:
                self.to.addItem(name, s)
        if rates is None and not counter:
            layout.addWidget(QLabel(self.tr("Offer to")))
            layout.addWidget(self.to)
        self.reason = QLabel()
        layout.addWidget(self.reason)
        self.box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.box.accepted.connect(self.accept)
        self.box.rejected.connect(self.reject)
        layout.addWidget(self.box)
        self.setWindowTitle(
            self.tr("Trade with the bank")
            if rates is not None
            else self.tr("Counter-offer")
            if counter
            else self.tr("Offer a trade")
        )
        self._check()

    def values(self) -> tuple[list[int], list[int]]:
        return [s.value() for s in self.give], [s.value() for s in self.get]

    def _check(self) -> None:
        give, get = self.values()
        ok = True
        text = ""
        if self.rates is not None:
            gives = [r for r in range(5) if give[r]]
            gets = [r for r in range(5) if get[r]]
            ok = (
                len(gives) == 1
                and len(gets) == 1
                and get[gets[0]] == 1
                and give[gives[0]] == self.rates[gives[0]]
                and gives != gets
            )
            text = "" if ok else self.tr("Give the bank its rate of one resource for one card of another.")
        else:
            ok = sum(give) > 0 and sum(get) > 0 and not any(g and t for g, t in zip(give, get, strict=True))
            text = "" if ok else self.tr("An offer must give something and ask for something else.")
        self.box.button(QDialogButtonBox.StandardButton.Ok).setEnabled(ok)
        self.reason.setText(text)

    def ask_bank(self) -> tuple[int, int] | None:
        if self.exec() != QDialog.DialogCode.Accepted:
            return None
        give, get = self.values()
        return next(r for r in range(5) if give[r]), next(r for r in range(5) if get[r])

    def ask_offer(self) -> tuple[list[int], list[int], int] | None:
        if self.exec() != QDialog.DialogCode.Accepted:
            return None
        give, get = self.values()
        return give, get, int(self.to.currentData())


RESOURCE_KEYS = RESOURCES
