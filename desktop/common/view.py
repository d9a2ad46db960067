"""The board view: fits the board to the window, zooms around the cursor, pans without the left button."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QRectF, Qt, Signal
from PySide6.QtGui import (
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QShowEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

ZOOM_MIN = 0.5  # of the fit scale
ZOOM_MAX = 4.0
ZOOM_STEP = 1.25
FIT_MARGIN = 0.03  # of the board's size, on every side
PAN_STEP = 0.15  # of the viewport, per Ctrl+arrow


class BoardView(QGraphicsView):
    """A QGraphicsView for boards: fit on resize until the user zooms; wheel, keys and drags to zoom and pan.

    The left button is left to the scene (pieces are dragged with it); panning uses the
    middle button or a right-button drag, or Ctrl+arrow keys.
    """

    zoom_changed = Signal(float)

    def __init__(self, scene: QGraphicsScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("boardView")
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # items restore their own painter state; the board's background never changes
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._fit_scale = 1.0
        self._zoom = 1.0  # relative to the fit scale
        self._user_zoomed = False
        self._pan_button: Qt.MouseButton | None = None
        self._pan_last = QPoint()
        self._pan_moved = False
        if scene is not None:
            self.setScene(scene)

    # -- scene -------------------------------------------------------------
    def setScene(self, scene: QGraphicsScene | None) -> None:  # noqa: N802 - Qt override
        """Show `scene` and keep fitting it when its rectangle changes."""
        old = self.scene()
        if old is not None:
            try:
                old.sceneRectChanged.disconnect(self._scene_rect_changed)
            except (RuntimeError, TypeError):
                pass
        super().setScene(scene)
        if scene is not None:
            scene.sceneRectChanged.connect(self._scene_rect_changed)
        self._user_zoomed = False
        self.fit()

    def _scene_rect_changed(self, _rect: QRectF) -> None:
        if not self._user_zoomed:
            self.fit()
        else:
            self._fit_scale = self._compute_fit_scale() or self._fit_scale

    def board_rect(self) -> QRectF:
        """The scene rectangle that fit() shows, margin included."""
        rect = self.sceneRect()
        mx, my = rect.width() * FIT_MARGIN, rect.height() * FIT_MARGIN
        return rect.adjusted(-mx, -my, mx, my)

    # -- zoom --------------------------------------------------------------
    def fit(self) -> None:
        """Show the whole board, aspect kept, with a small margin; resizes follow until the user zooms."""
        rect = self.board_rect()
        self._user_zoomed = False
        if rect.isEmpty() or self.viewport().width() < 2 or self.viewport().height() < 2:
            return
        self.resetTransform()
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        self._fit_scale = self.transform().m11()
        old, self._zoom = self._zoom, 1.0
        if old != 1.0:
            self.zoom_changed.emit(1.0)

    def reset_zoom(self) -> None:
        """Back to the fitted board."""
        self.fit()

    def zoom_in(self) -> None:
        """One step closer, around the centre of the view."""
        self.zoom_by(ZOOM_STEP)

    def zoom_out(self) -> None:
        """One step further, around the centre of the view."""
        self.zoom_by(1 / ZOOM_STEP)

    def zoom(self) -> float:
        """The current zoom relative to the fitted board (1.0 = fit)."""
        return self._zoom

    def is_fitted(self) -> bool:
        """True while the board follows the window size (the user has not zoomed)."""
        return not self._user_zoomed

    def zoom_by(self, factor: float, anchor: QPoint | None = None) -> None:
        """Multiply the zoom by `factor`, clamped to 0.5×–4× of the fit, keeping `anchor` (viewport) still."""
        target = min(ZOOM_MAX, max(ZOOM_MIN, self._zoom * factor))
        if abs(target - self._zoom) < 1e-9:
            return
        if anchor is None:
            anchor = self.viewport().rect().center()
        scene_point = self.mapToScene(anchor)
        step = target / self._zoom
        self.scale(step, step)
        self._zoom = target
        self._user_zoomed = True
        # Put the anchored scene point back under the anchor.
        moved = self.mapFromScene(scene_point) - anchor
        self._scroll_by(moved.x(), moved.y())
        self.zoom_changed.emit(self._zoom)

    def _compute_fit_scale(self) -> float:
        rect = self.board_rect()
        vp = self.viewport().rect().adjusted(2, 2, -2, -2)  # fitInView's own margin
        if rect.isEmpty() or vp.width() < 1 or vp.height() < 1:
            return 0.0
        return min(vp.width() / rect.width(), vp.height() / rect.height())

    # -- pan ---------------------------------------------------------------
    def _scroll_by(self, dx: float, dy: float) -> None:
        h, v = self.horizontalScrollBar(), self.verticalScrollBar()
        h.setValue(h.value() + round(dx))
        v.setValue(v.value() + round(dy))

    def pan_by(self, dx: float, dy: float) -> None:
        """Move the board by (dx, dy) viewport pixels (positive: the board moves left/up)."""
        self._scroll_by(dx, dy)

    def is_panning(self) -> bool:
        """True during a middle- or right-button drag."""
        return self._pan_button is not None

    # -- events ------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        if self._user_zoomed:
            # Keep the user's scale, but clamp against the new fit scale.
            fit = self._compute_fit_scale()
            if fit > 0:
                self._fit_scale = fit
                self._zoom = self.transform().m11() / fit
                if not ZOOM_MIN <= self._zoom <= ZOOM_MAX:
                    self._zoom = min(ZOOM_MAX, max(ZOOM_MIN, self._zoom))
                    self.resetTransform()
                    self.scale(fit * self._zoom, fit * self._zoom)
        else:
            self.fit()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        if not self._user_zoomed:
            self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt override
        delta = event.angleDelta().y() or event.angleDelta().x()
        if delta == 0:
            event.ignore()
            return
        self.zoom_by(ZOOM_STEP ** (delta / 120), event.position().toPoint())
        event.accept()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if event.button() in (Qt.MouseButton.MiddleButton, Qt.MouseButton.RightButton) and self._pan_button is None:
            self._pan_button = event.button()
            self._pan_last = event.position().toPoint()
            self._pan_moved = False
            if event.button() == Qt.MouseButton.MiddleButton:
                self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if self._pan_button is not None:
            pos = event.position().toPoint()
            delta = pos - self._pan_last
            if not self._pan_moved and delta.manhattanLength() < 3:
                return
            if not self._pan_moved:
                self._pan_moved = True
                self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
            self._pan_last = pos
            self._scroll_by(-delta.x(), -delta.y())
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt override
        if self._pan_button is not None and event.button() == self._pan_button:
            clicked = self._pan_button == Qt.MouseButton.RightButton and not self._pan_moved
            self._pan_button = None
            self.viewport().unsetCursor()
            event.accept()
            if clicked:  # a right click without movement is the board's (a right drag pans)
                hook = getattr(self.scene(), "right_click", None)
                if hook is not None:
                    hook(self.mapToScene(event.position().toPoint()))
            return
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt override
        key = event.key()
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal) and not (mods & Qt.KeyboardModifier.ControlModifier):
            self.zoom_in()
        elif key in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore) and not (mods & Qt.KeyboardModifier.ControlModifier):
            self.zoom_out()
        elif key == Qt.Key.Key_0 and not (
            mods & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
        ):
            self.fit()  # Alt+0 is the prompt's list of decisions
        elif mods == Qt.KeyboardModifier.ControlModifier and key in _ARROWS:
            dx, dy = _ARROWS[key]
            self.pan_by(dx * self.viewport().width() * PAN_STEP, dy * self.viewport().height() * PAN_STEP)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def event(self, event: QEvent) -> bool:
        # Claim +, -, 0 and Ctrl+arrows before window shortcuts see them, while the board has focus.
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent):
            key = event.key()
            mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
            plain = key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal, Qt.Key.Key_Minus, Qt.Key.Key_0) and not (
                mods & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
            )
            if plain or (mods == Qt.KeyboardModifier.ControlModifier and key in _ARROWS):
                event.accept()
                return True
        return super().event(event)


_ARROWS: dict[int, tuple[int, int]] = {
    Qt.Key.Key_Left.value: (-1, 0),
    Qt.Key.Key_Right.value: (1, 0),
    Qt.Key.Key_Up.value: (0, -1),
    Qt.Key.Key_Down.value: (0, 1),
}
