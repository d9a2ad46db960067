"""Option `card_preview`: the three open piles of the round's flight cards, looked at while building.

At the table a player picks a pile up and looks; here a window beside the board shows the three
open piles, one row each, and says how many cards the hidden fourth holds. It does not stop the
game: the sand and the bots go on while the player reads (looking costs time at the table too).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from desktop.common.modal import open_size
from desktop.galaxy_trucker.cards import CardItem
from engine.galaxy_trucker.data import components

CARD_W = 124.0
GAP = 10.0
LABEL_W = 90.0


class PilesDialog(QDialog):
    """The open piles of the round being built, kept up to date until the flight starts."""

    def __init__(self, state_fn: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state = state_fn
        self.setModal(False)
        layout = QVBoxLayout(self)
        self.head = QLabel(self)
        self.head.setWordWrap(True)
        layout.addWidget(self.head)
        self.scene = QGraphicsScene(self)
        self.view = QGraphicsView(self.scene, self)
        self.view.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.view.setBackgroundBrush(QColor("#1E2A3A"))
        self.view.setAccessibleName(self.tr("Flight cards"))  # a Tab stop: named for a screen reader
        layout.addWidget(self.view, 1)
        self.hidden = QLabel(self)
        self.hidden.setWordWrap(True)
        layout.addWidget(self.hidden)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        box.rejected.connect(self.close)
        layout.addWidget(box)
        self._shown: tuple[tuple[int, ...], ...] = ()
        open_size(self, 720, 700)
        self.refresh()

    def refresh(self) -> None:
        """Draw the piles the state holds now (nothing changes while a round is built)."""
        st = self._state()
        piles = tuple(tuple(p) for p in st.piles)
        if piles == self._shown:
            return  # called after every move while it is open: nothing to do until the language changes
        self._shown = piles
        self.head.setText(
            self.tr("Flight cards of round %1: the three open piles, in any order the flight may bring them.").replace(
                "%1", str(st.round)
            )
        )
        hidden = len(piles[-1]) if piles else 0
        self.hidden.setText(self.tr("The fourth pile (%n card(s)) stays hidden until the flight.", "", hidden))
        self.scene.clear()
        cards = components().cards
        height = CARD_W * 1.4
        font = QFont()
        font.setBold(True)
        font.setPointSizeF(11)
        for row, pile in enumerate(piles[:-1]):
            y = row * (height + GAP)
            label = QGraphicsSimpleTextItem(self.tr("Pile %1").replace("%1", str(row + 1)))
            label.setFont(font)
            label.setBrush(QColor("#FFFFFF"))
            label.setPos(0, y + height / 2 - 10)
            self.scene.addItem(label)
            for k, card in enumerate(pile):
                item = CardItem(cards[card], CARD_W)
                item.setPos(QPointF(LABEL_W + k * (CARD_W + GAP) + CARD_W / 2, y + height / 2))
                self.scene.addItem(item)
        self.scene.setSceneRect(self.scene.itemsBoundingRect().adjusted(-GAP, -GAP, GAP, GAP))
        self.view.fitInView(self.scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.view.fitInView(self.scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.setWindowTitle(self.tr("Flight cards"))
            self.view.setAccessibleName(self.windowTitle())
            self._shown = ()
            self.refresh()
        super().changeEvent(event)

    def showEvent(self, event: Any) -> None:  # noqa: N802 - Qt override
        self.setWindowTitle(self.tr("Flight cards"))
        super().showEvent(event)
        self.view.fitInView(self.scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
