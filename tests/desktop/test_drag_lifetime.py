"""A dragged piece is deleted safely once the board is redrawn (a crash seen in a real X11 window).

The piece picked up from the supply used to get a QGraphicsDropShadowEffect; once the scene had
dropped the item after two redraws, the next paint touched freed memory and the app died with
SIGSEGV. The run happens in a child process so that a crash fails this test, not the whole suite.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = textwrap.dedent(
    """
    import sys
    sys.path.insert(0, sys.argv[1])
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication
    from desktop.catan.scene import TOPO, lattice
    from desktop.common.colours import SEAT_COLOURS
    from desktop.main_window import MainWindow
    from desktop.settings import Settings
    from engine.catan.actions import BuildRoad
    from engine.core.match import Match, Seat

    app = QApplication([])
    w = MainWindow(Settings(pace="fast", animations=True))
    w._no_dialogs = True
    w.resize(1400, 900)
    w.show()
    seats = [Seat(f"P{i}", "human" if i == 0 else "bot", "normal", SEAT_COLOURS[i]) for i in range(4)]
    w.start_match(Match("catan", 4, 3, {"start_player": "first"}, seats=seats), None, autosave=False)
    model = w.model
    model.paused = True
    view, scene = w.page.view, w.scene
    vp = view.viewport()
    a = view.mapFromScene(scene.pieces[("tray", "settlement")].scenePos())
    b = view.mapFromScene(lattice(TOPO.nodes[20]))
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
    for k in range(1, 11):
        QTest.mouseMove(vp, QPoint(a.x() + (b.x() - a.x()) * k // 10, a.y() + (b.y() - a.y()) * k // 10))
        QTest.qWait(10)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=b)
    QTest.qWait(100)
    assert len(model.match.records) == 1
    model.try_apply(0, BuildRoad(TOPO.node_edges[20][0]))
    QTest.qWait(100)
    for _ in range(6):  # bots play on: every redraw frees the previous one's items
        model.bot_move_now()
        QTest.qWait(50)
    print("survived", len(model.match.records))
    """
)


def test_dragged_piece_is_freed_without_crashing_the_next_paint(tmp_path: Path) -> None:
    script = tmp_path / "drag_lifetime.py"
    script.write_text(SCRIPT, encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path))
    for _ in range(3):  # the old crash did not happen on every run
        done = subprocess.run(
            [sys.executable, str(script), str(ROOT)], env=env, capture_output=True, text=True, timeout=120
        )
        assert done.returncode == 0, (done.returncode, done.stderr[-1500:])
        assert "survived 8" in done.stdout
