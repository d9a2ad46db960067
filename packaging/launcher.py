"""Entry script of the frozen app (PyInstaller).

`--bundle-check` (packaging only) checks what the frozen bundle must carry: every SVG in assets renders,
every .qm loads, every engine data file parses, pyqtgraph plots. packaging/build.py runs it next to --self-test.
"""

import sys

import PySide6.QtSvg  # noqa: F401 - makes PyInstaller collect the SVG module and plugin


def bundle_check() -> int:
    import json
    import os
    from pathlib import Path

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTranslator
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer
    from PySide6.QtWidgets import QApplication

    from desktop.common.paths import assets_dir, translations_dir

    app = QApplication(sys.argv[:1])
    problems: list[str] = []
    svgs = sorted(assets_dir().rglob("*.svg"))
    for svg in svgs:
        renderer = QSvgRenderer(str(svg))
        if not renderer.isValid():
            problems.append(f"invalid SVG {svg.name}")
            continue
        image = QImage(64, 64, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(0)
        painter = QPainter(image)
        renderer.render(painter)
        painter.end()
    svg_image = QImage(str(assets_dir() / "icons" / "pristav.svg"))  # through the qsvg image-format plugin
    if svg_image.isNull():
        problems.append("the qsvg image-format plugin is missing")
    qms = sorted(translations_dir().glob("*.qm"))
    for qm in qms:
        if not QTranslator(app).load(str(qm)):
            problems.append(f"cannot load {qm.name}")
    if not qms:
        problems.append("no translations")
    root = Path(getattr(sys, "_MEIPASS", Path(__file__).resolve().parents[1]))
    datas = sorted(root.glob("engine/*/data/*.json"))
    for data in datas:
        json.loads(data.read_text(encoding="utf-8"))
    if not datas:
        problems.append("no engine data files")
    import numpy as np
    import pyqtgraph as pg

    m = np.arange(1.0, 65.0).reshape(8, 8) + np.eye(8) * 100  # goes through the bundled BLAS
    if not np.allclose(np.linalg.inv(m) @ m, np.eye(8)):
        problems.append("numpy's linear algebra gives wrong results")

    plot = pg.PlotWidget()
    plot.plot([0, 1, 2], [1, 3, 2], symbol="t1")
    plot.resize(200, 120)
    plot.grab()
    # the real-time bots' worker process starts from this executable (freeze_support) and answers
    from desktop import bot_pool
    from engine.core.match import Match

    match = Match("galaxy_trucker", 3, 11, {})
    future = bot_pool.pool().submit(("galaxy_trucker", -1, 1, "normal", 5), match.view(1), 1)
    try:
        answer = future.result(timeout=120) if future is not None else None
    except Exception as exc:  # noqa: BLE001 - reported
        answer = None
        problems.append(f"bot process failed: {exc!r}")
    if answer is None:
        problems.append("no answer from the bot process")
    bot_pool.pool().shutdown()
    print(f"bundle-check: {len(svgs)} SVG, {len(qms)} .qm, {len(datas)} data files, pyqtgraph {pg.__version__}")
    print(f"bundle-check: bot process answered {answer!r}")
    for p in problems:
        print("bundle-check: " + p)
    print("bundle-check:", "ok" if not problems else "FAILED")
    return 1 if problems else 0


if __name__ == "__main__":
    import multiprocessing

    multiprocessing.freeze_support()  # the bots' worker process starts from this same executable
    if "--bundle-check" in sys.argv[1:]:
        raise SystemExit(bundle_check())

    from desktop.app import main

    raise SystemExit(main())
