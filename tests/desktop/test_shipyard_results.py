"""Shipyard's end screen: the points add up to the total above the counts that are not points."""

from __future__ import annotations

from typing import Any

from desktop.shipyard.results import ShipyardResults
from tests.desktop.helpers import make_window


def _finished(qtbot: Any) -> Any:
    w = make_window(qtbot, "shipyard", players=2, humans=0, seed=11)
    model = w.model
    model.stop()
    while not model.match.is_over():
        model.bot_move_now()
    results = ShipyardResults()
    qtbot.addWidget(results)
    results.show_state(model)
    return model, results


def test_the_rows_above_the_total_add_up_to_it(qtbot: Any) -> None:
    """A beginner added "Ships in the fleet" (a count of ships) to the points and found the total
    short: the counts stand below the total now, and every row above it is points."""
    model, results = _finished(qtbot)
    table = results.table
    labels = [table.verticalHeaderItem(i).text() for i in range(table.rowCount())]
    total = labels.index("Total")
    assert labels[total + 1 :] == ["Ships in the fleet", "Coins (tie-break)"]
    for seat in range(model.match.players):
        points = [int(table.item(i, seat).text()) for i in range(total)]
        assert sum(points) == int(table.item(total, seat).text())


def test_a_contract_row_names_the_contract_that_scored(qtbot: Any) -> None:
    model, results = _finished(qtbot)
    table = results.table
    labels = [table.verticalHeaderItem(i).text() for i in range(table.rowCount())]
    for label, prefix in (("Blue contract", "BLU"), ("Green contract", "GRN")):
        row = labels.index(label)
        for seat, p in enumerate(model.match.state.ps):
            ids = [c for c in p.contracts if c.startswith(prefix)]
            tip = table.item(row, seat).toolTip()
            assert all(tip.count(cid + ":") == 1 for cid in ids) and bool(tip) == bool(ids)
