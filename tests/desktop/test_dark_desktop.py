"""A desktop in dark mode gives Qt a dark palette. The hourglass's countdown was drawn in near black
(unreadable on the dark window, in a game's dock and at the table), and warnings in dark red and
the balanced-dice notice in dark amber hardly read. They now take the window's ink, or the colour
of their pair meant for a dark window, and follow the palette when the desktop changes it."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from desktop.common.companion import message_label
from desktop.common.ink import NOTICE, WARNING, dark
from desktop.galaxy_trucker.hourglass import HourglassFace
from tests.desktop.helpers import companion_page

DARK = {
    QPalette.ColorRole.Window: "#2b2b2b",
    QPalette.ColorRole.WindowText: "#e8e8e8",
    QPalette.ColorRole.Base: "#1e1e1e",
    QPalette.ColorRole.Text: "#e8e8e8",
    QPalette.ColorRole.Button: "#353535",
    QPalette.ColorRole.ButtonText: "#e8e8e8",
}


@pytest.fixture
def dark_desktop(qapp: Any) -> Iterator[None]:
    light = QApplication.palette()
    palette = QPalette(light)
    for role, colour in DARK.items():
        palette.setColor(role, QColor(colour))
    QApplication.setPalette(palette)
    try:
        yield
    finally:
        QApplication.setPalette(light)


def test_the_countdown_reads_on_a_dark_window(qtbot: Any, dark_desktop: None) -> None:
    face = HourglassFace()
    qtbot.addWidget(face)
    face.resize(240, 360)
    face.show_sand(2, 0.5, 45, False)
    face.show()
    image = face.grab().toImage()
    _, band = face._bands()
    rows = range(int(face.height() - band), face.height() - 2)
    light = [(x, y) for y in rows for x in range(0, face.width(), 2) if QColor(image.pixel(x, y)).lightness() > 180]
    assert dark(face) and len(light) > 20  # the "0:45" in light ink; near black drew nothing light here


def test_warnings_and_notices_take_the_colour_that_reads_and_follow_the_desktop(
    qtbot: Any, tmp_path: Path, qapp: Any
) -> None:
    page = companion_page(qtbot, "catan", tmp_path)
    warning = message_label(page)
    notice = page.dice.mode_label
    assert WARNING[0].lower() in warning.styleSheet().lower() and NOTICE[0].lower() in notice.styleSheet().lower()
    light = QApplication.palette()
    palette = QPalette(light)
    for role, colour in DARK.items():
        palette.setColor(role, QColor(colour))
    QApplication.setPalette(palette)  # the desktop turns dark while the app runs
    try:
        assert WARNING[1].lower() in warning.styleSheet().lower()
        assert NOTICE[1].lower() in notice.styleSheet().lower() and "bold" in notice.styleSheet()
    finally:
        QApplication.setPalette(light)
    assert WARNING[0].lower() in warning.styleSheet().lower()  # and light again


def test_a_pair_is_readable_on_its_window() -> None:
    def contrast(a: str, b: str) -> float:
        def lum(c: str) -> float:
            r, g, b_ = (QColor(c).redF(), QColor(c).greenF(), QColor(c).blueF())
            f = [x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4 for x in (r, g, b_)]
            return 0.2126 * f[0] + 0.7152 * f[1] + 0.0722 * f[2]

        hi, lo = sorted((lum(a), lum(b)), reverse=True)
        return (hi + 0.05) / (lo + 0.05)

    for pair in (WARNING, NOTICE):
        assert contrast(pair[0], "#efefef") >= 4.5 and contrast(pair[1], DARK[QPalette.ColorRole.Window]) >= 4.5
