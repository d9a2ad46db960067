"""The documentation screenshots still render: the script runs end to end into a temporary folder."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]


def test_make_screenshots_writes_every_picture(tmp_path: Path) -> None:
    env = dict(os.environ, PRISTAV_SHOTS=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, str(ROOT / "docs" / "make_screenshots.py")],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    expected = {p.name for p in (ROOT / "docs").glob("*.png")}
    written = {p.name for p in tmp_path.glob("*.png")}
    assert expected <= written
    for name in written:
        image = QImage(str(tmp_path / name))
        assert image.width() > 600 and image.height() > 400, name
        # not one flat colour
        colours = {image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 41)}
        assert len(colours) > 8, name
