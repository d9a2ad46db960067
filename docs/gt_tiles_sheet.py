"""A contact sheet of every Galaxy Trucker tile, for a human to look at.

    python docs/gt_tiles_sheet.py [out.png] [--size 64] [--tiles 0,23,31] [--columns 16] [--rotations]

Without --tiles it shows every tile (index under each), the face-down back and a row of
tiles with pieces on them (crew, an alien, spent battery cells, goods). --rotations shows
each chosen tile at its four rotations. Writes /tmp/gt_tiles.png by default.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default="/tmp/gt_tiles.png")
    parser.add_argument("--size", type=int, default=64, help="tile size in px")
    parser.add_argument("--tiles", default="", help="comma-separated tile indices (default: all)")
    parser.add_argument("--columns", type=int, default=0, help="tiles per row (default: fits the count)")
    parser.add_argument("--rotations", action="store_true", help="show each tile at its four rotations")
    args = parser.parse_args(argv)

    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter

    from desktop.galaxy_trucker.tiles import paint_back, paint_tile
    from engine.galaxy_trucker import data as gt

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 - fonts need an application
    comp = gt.components()
    if args.tiles:
        chosen = [int(t) for t in args.tiles.split(",") if t.strip()]
    else:
        chosen = list(range(len(comp.tiles)))
    # (tile, rotation, contents, label); tile -1 is the back
    cells: list[tuple[int, int, dict | None, str]] = []
    for t in chosen:
        for r in range(4) if args.rotations else (0,):
            cells.append((t, r, None, f"{t}" + (f" r{r}" if args.rotations else "")))
    if not args.tiles:
        cells.append((-1, 0, None, "back"))
        cabin = next(t.index for t in comp.tiles if t.kind == gt.CABIN)
        start = comp.starting["blue"]
        cargo3 = next(t.index for t in comp.tiles if t.kind == gt.CARGO and t.capacity == 3)
        cargo2 = next(t.index for t in comp.tiles if t.kind == gt.CARGO and t.capacity == 2)
        red2 = next(t.index for t in comp.tiles if t.kind == gt.SPECIAL_CARGO and t.capacity == 2)
        battery3 = next(t.index for t in comp.tiles if t.kind == gt.BATTERY and t.capacity == 3)
        demos: list[tuple[int, int, dict | None]] = [
            (cabin, 0, {"humans": 2}),
            (cabin, 1, {"humans": 1}),
            (cabin, 0, {"alien": gt.BROWN}),
            (cabin, 0, {"alien": gt.PURPLE}),
            (start, 0, {"humans": 2}),
            (cargo3, 0, {"goods": [gt.YELLOW, gt.GREEN, gt.BLUE]}),
            (cargo2, 1, {"goods": [gt.BLUE]}),
            (red2, 0, {"goods": [gt.RED, gt.YELLOW]}),
            (battery3, 0, {"cells": 1}),
            (battery3, 3, {"cells": 2}),
        ]
        for t, r, contents in demos:
            cells.append((t, r, contents, f"{t}+"))

    size = args.size
    pad = max(6, size // 8)
    label_h = max(12, size // 5)
    columns = args.columns or (4 if args.rotations else min(len(cells), 16))
    rows = (len(cells) + columns - 1) // columns
    w = columns * (size + pad) + pad
    h = rows * (size + pad + label_h) + pad
    image = QImage(w, h, QImage.Format.Format_ARGB32)
    image.fill(QColor("#EDE8DC"))  # the light table
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    font = QFont()
    font.setPixelSize(max(9, label_h - 3))
    painter.setFont(font)
    for i, (t, r, contents, label) in enumerate(cells):
        x = pad + (i % columns) * (size + pad)
        y = pad + (i // columns) * (size + pad + label_h)
        rect = QRectF(x, y, size, size)
        if t < 0:
            paint_back(painter, rect)
        else:
            paint_tile(painter, rect, t, r, contents=contents)
        painter.setPen(QColor("#5A5346"))
        painter.drawText(QRectF(x - pad / 2, y + size, size + pad, label_h), Qt.AlignmentFlag.AlignCenter, label)
    painter.end()
    image.save(args.out)
    print(f"{len(cells)} tiles -> {args.out} ({w}×{h})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
