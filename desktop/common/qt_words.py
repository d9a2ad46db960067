"""Qt's own words that PySide6's Slovak catalogue (qtbase_sk.qm) lacks: the standard buttons of every
dialog ("Close", "Cancel", "Save", "Yes"…) and four words of the file dialog (two of them missing
from the Czech catalogue too). Marked here in Qt's own translation contexts, so Přístav's
catalogues carry them in Czech, Slovak and English and Qt finds them through Přístav's translator
(installed with Qt's, desktop/common/i18n.py)."""

from __future__ import annotations

from engine.core.messages import QT_TRANSLATE_NOOP

STANDARD_BUTTONS = (
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Yes to &All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "N&o to All"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Abort"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Retry"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Ignore"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults"),
)
FILE_DIALOG = (
    QT_TRANSLATE_NOOP("QFileDialog", "Computer"),
    # the labels of Qt's own file dialog, which neither the Czech nor the Slovak catalogue has with
    # their shortcut letters (they have "Look in:" and "Files of type:" without)
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QFileSystemModel", "Drive"),
)
