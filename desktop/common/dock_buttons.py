"""The float and close buttons on a dock's title bar, named in the app's words.

Qt names them itself ("Float", "Close", "Undocks and re-attaches the dock widget") from its own
catalogue, which lacks them in Slovak: a screen reader read them in English there. Each dock calls
`name_dock_buttons` from its `retranslate_ui`, so the names follow the language; Qt names them
again whenever the dock is docked, floated or restyled, and they are named ours once more after."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QAbstractButton, QDockWidget

from desktop.common.i18n import tr_key
from engine.core.messages import QT_TRANSLATE_NOOP

# object name of Qt's button: (its name, what it does), for a screen reader and a tooltip
BUTTONS = {
    "qt_dockwidget_floatbutton": (
        QT_TRANSLATE_NOOP("DockButtons", "Detach"),
        QT_TRANSLATE_NOOP("DockButtons", "Shows the panel in a window of its own, or puts it back in its place"),
    ),
    "qt_dockwidget_closebutton": (
        QT_TRANSLATE_NOOP("DockButtons", "Close"),
        QT_TRANSLATE_NOOP("DockButtons", "Hides the panel"),
    ),
}

DIRECT = Qt.FindChildOption.FindDirectChildrenOnly  # the dock's own buttons, not a child dock's

# the dock's events after which Qt has named the buttons in its words again (`QDockWidget::event`)
_RENAMED = (
    QEvent.Type.ParentChange,
    QEvent.Type.StyleChange,
    QEvent.Type.LayoutDirectionChange,
    QEvent.Type.ApplicationLayoutDirectionChange,
)


class _Namer(QObject):
    """Names a dock's buttons ours again each time Qt has named them its own."""

    def __init__(self, dock: QDockWidget) -> None:
        super().__init__(dock)
        self.setObjectName("dockButtonNamer")
        self.dock = dock
        dock.installEventFilter(self)
        # emitted after Qt has named the buttons again (floated, docked, given other features)
        dock.topLevelChanged.connect(self.rename)
        dock.featuresChanged.connect(self.rename)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt override
        if watched is self.dock and event.type() in _RENAMED:
            QTimer.singleShot(0, self, self.rename)  # once the dock has handled it: Qt names them there
        elif watched is self.dock and event.type() == QEvent.Type.Show:
            self.rename()  # a dock docked again (`setFloating(False)`) is shown once Qt has named them
        return False

    def rename(self, *_args: object) -> None:
        for button in self.dock.findChildren(QAbstractButton, options=DIRECT):
            words = BUTTONS.get(button.objectName())
            if words is None:
                continue
            name, about = (tr_key(key) for key in words)
            if button.accessibleName() != name:
                button.setAccessibleName(name)
            if button.accessibleDescription() != about:
                button.setAccessibleDescription(about)
            button.setToolTip(name)


def name_dock_buttons(dock: QDockWidget) -> None:
    """Name `dock`'s float and close buttons, and say what they do, in the current language; from
    now on they are named so again after Qt renames them."""
    namer = dock.findChild(_Namer, "dockButtonNamer", DIRECT)
    if namer is None:
        namer = _Namer(dock)
    namer.rename()
