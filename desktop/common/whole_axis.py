"""A chart axis that counts whole things (points, turns, rolls): ticks on whole numbers only.

pyqtgraph picks tick steps of 1, 2 and 5 times a power of ten, so a chart of two rolls read
"0 0.5 1 1.5 2", with the English decimal point on Czech and Slovak screens too. This axis keeps
only the whole steps pyqtgraph offers, and a step of one when it offers none. Imported on first
use (`score_dock.whole_axes`): pyqtgraph pulls in numpy, which the start page does without.

Along the bottom, a finer step's numbers are written only while they stand apart (its ticks and grid
lines stay): pyqtgraph labels a step when the labels fill less than 60 % of the axis, so a narrow chart
of 13 turns read "1011 1213".
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtGui import QFontMetricsF


class WholeAxis(pg.AxisItem):  # type: ignore[misc]
    _labelled = 0.0  # the finest step whose numbers stand apart at the size last asked about

    def tickSpacing(self, minVal: float, maxVal: float, size: float) -> list[tuple[float, float]]:  # noqa: N802, N803 - pyqtgraph's names
        levels = super().tickSpacing(minVal, maxVal, size)
        whole = [(step, offset) for step, offset in levels if step >= 1 and float(step).is_integer()]
        whole = whole or [(1.0, 0.0)]
        self._labelled = 0.0
        if self.orientation in ("bottom", "top") and maxVal > minVal and size > 0:
            metrics = QFontMetricsF(self.style.get("tickFont") or self.font())
            widest = max(metrics.horizontalAdvance(str(round(v))) for v in (minVal, maxVal))
            room = widest + metrics.averageCharWidth()  # a label and a character's space between two
            per_unit = size / (maxVal - minVal)
            fitting = [step for step, _ in whole[1:] if step * per_unit >= room]
            self._labelled = min(fitting, default=whole[0][0])
        return whole

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:  # noqa: N802 - pyqtgraph's name
        if spacing < self._labelled:
            return [""] * len(values)  # ticks too close for their numbers: the coarser step names them
        return list(super().tickStrings(values, scale, spacing))
