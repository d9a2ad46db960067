"""Tooltips as a paragraph: long plain-text lines broken between words, for the boards and dialogs."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics
from PySide6.QtGui import Qt as GuiQt  # the Qt namespace with QtGui's functions (mightBeRichText)
from PySide6.QtWidgets import QToolTip

TIP_LINE_MAX = 480  # px: a tooltip's line wider than this is wrapped


def wrapped_tip(text: str) -> str:
    """`text` with its lines wider than TIP_LINE_MAX broken between words; rich text as it is.

    Qt shows a plain-text tooltip's line in one line while it fits the screen (a Golden Horn ship's
    tooltip in Slovak ran 1 046 px across a 1 280 px screen), and a longer one, or one made rich
    text, wrapped to a narrow column of about 190 px (seven lines for a ship's 236 characters)."""
    if not text or GuiQt.mightBeRichText(text):
        return text
    metrics = QFontMetrics(QToolTip.font())
    out: list[str] = []
    for line in text.split("\n"):
        row = ""
        for word in line.split(" "):
            wider = f"{row} {word}" if row else word
            if row and metrics.horizontalAdvance(wider) > TIP_LINE_MAX:
                out.append(row.rstrip())
                row = word
            else:
                row = wider
        out.append(row.rstrip())
    return "\n".join(out)
