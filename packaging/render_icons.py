"""Render the app icon (assets/icons/pristav.svg) to PNG with QSvgRenderer, offscreen.

Usage: python packaging/render_icons.py [--size 256] [--extra-sizes]
Writes assets/icons/pristav.png (256 px) and pristav.ico (the Windows executable's icon);
with --extra-sizes also pristav_<n>.png for 16…128.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
ICONS = ROOT / "assets" / "icons"


def render(svg: Path, png: Path, width: int, height: int | None = None) -> None:
    """Render one SVG to a transparent PNG of the given size; raise if the SVG is invalid."""
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"invalid SVG: {svg}")
    if height is None:
        size = renderer.defaultSize()
        height = round(width * size.height() / size.width()) if size.width() else width
    image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    png.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(png), png.suffix[1:].upper()):
        raise SystemExit(f"could not write {png}")
    print(f"{png.relative_to(ROOT) if png.is_relative_to(ROOT) else png}  {width}x{height}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=256)
    parser.add_argument("--extra-sizes", action="store_true", help="also write 16, 24, 32, 48, 64 and 128 px")
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 - QImage text/fonts need it
    svg = ICONS / "pristav.svg"
    render(svg, ICONS / "pristav.png", args.size, args.size)
    render(svg, ICONS / "pristav.ico", 256, 256)
    if args.extra_sizes:
        for n in (16, 24, 32, 48, 64, 128):
            render(svg, ICONS / f"pristav_{n}.png", n, n)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
