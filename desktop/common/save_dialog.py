"""Where to save: Qt's save dialog, which completes a name typed without its ending."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QWidget

from desktop.common.modal import ask_once

# Qt's own question (its catalogues translate it), asked when the ending we add names a file there
REPLACE = "%1 already exists.\nDo you want to replace it?"


def ask_save_path(parent: QWidget | None, title: str, default: Path, name_filter: str, suffix: str) -> Path | None:
    """A path to save to, offering `default`, or None when the person cancels.

    A name typed without the ending gets `suffix` ("evening" → "evening.pristav.json"). Without it the
    file had no ending: a picture could not be written at all (its format is read from the ending),
    and a saved game was missing from the Open dialog, the finished games and drag and drop, which
    look for ".json". When the completed name is a file already there, Qt's own question asks
    before writing over it; "No" comes back to the dialog."""
    offered = default
    while True:
        dialog = QFileDialog(parent, title, str(offered.parent), name_filter)
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setFileMode(QFileDialog.FileMode.AnyFile)
        dialog.setDefaultSuffix(suffix)
        dialog.selectFile(offered.name)
        if ask_once(dialog) != QDialog.DialogCode.Accepted or not dialog.selectedFiles():
            return None
        chosen = Path(dialog.selectedFiles()[0])
        path = with_suffix(chosen, suffix)
        if path == chosen or not path.exists() or _may_replace(parent, title, path):
            return path
        offered = path


def with_suffix(path: Path, suffix: str) -> Path:
    """`path`, ending in `suffix`'s last part (".json" for "pristav.json"); else with `suffix` added.
    Qt adds its default suffix only to a name without any dot, and "Catan 2026-11-29 21.05" has one."""
    ending = "." + suffix.rsplit(".", 1)[-1]
    return path if path.name.lower().endswith(ending) else path.with_name(path.name + "." + suffix)


def _may_replace(parent: QWidget | None, title: str, path: Path) -> bool:
    text = QCoreApplication.translate("QFileDialog", REPLACE).replace("%1", path.name)
    box = QMessageBox(
        QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, parent
    )
    box.setDefaultButton(QMessageBox.StandardButton.No)
    return ask_once(box) == QMessageBox.StandardButton.Yes
