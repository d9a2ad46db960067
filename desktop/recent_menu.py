"""Game ▸ Open Recent: the saves opened lately, by file name with the folder in the tooltip."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtWidgets import QMenu

from desktop.common.i18n import translate


def fill_recent(menu: QMenu, recent: Sequence[str], open_path: Callable[[Path], object]) -> None:
    """ "&1 evening.pristav.json" a file, the whole path in its tooltip; a file not there now (moved,
    deleted, on a disk not attached) is greyed, not dropped; an "&" in a name is shown as itself."""
    menu.clear()
    for i, p in enumerate(recent):
        a = menu.addAction(f"&{i + 1} " + Path(p).name.replace("&", "&&"))
        a.triggered.connect(lambda _=False, p=p: open_path(Path(p)))
        a.setToolTip(p)
        if not Path(p).is_file():
            a.setEnabled(False)
            a.setToolTip(translate("MainWindow", "The file is not there now.") + "\n" + p)
    menu.setToolTipsVisible(True)
    if not recent:
        menu.addAction(translate("MainWindow", "(none)")).setEnabled(False)
