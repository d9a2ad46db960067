"""A chart axis that counts whole things (points, turns, rolls): ticks on whole numbers only.

pyqtgraph picks tick steps of 1, 2 and 5 times a power of ten, so a chart of two rolls read
"0 0.5 1 1.5 2", with the English decimal point on Czech and Slovak screens too. This axis keeps
only the whole steps pyqtgraph offers, and a step of one when it offers none. Imported on first
use (`score_dock.whole_axes`): pyqtgraph pulls in numpy, which the start page does without.
"""

from __future__ import annotations

import pyqtgraph as pg


class WholeAxis(pg.AxisItem):  # type: ignore[misc]
    def tickSpacing(self, minVal: float, maxVal: float, size: float) -> list[tuple[float, float]]:  # noqa: N802, N803 - pyqtgraph's names
        levels = super().tickSpacing(minVal, maxVal, size)
        whole = [(step, offset) for step, offset in levels if step >= 1 and float(step).is_integer()]
        return whole or [(1.0, 0.0)]
