"""Hints on the boards drawn in sections (Shipyard, Störtebeker): every move a hint may name is
shown, by rings around the pieces and places it uses or, for a move made with a button, by that
button's words in the status line; and a new hint takes the old rings away."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QGraphicsItem

from engine.core.rng import Rng
from tests.desktop.helpers import make_window


def _hint(scene: Any, action: Any, said: list[str]) -> list[QGraphicsItem]:
    said.clear()
    scene.hint(action)
    return list(scene._hint_items)


@pytest.mark.parametrize("game", ["shipyard", "stortebeker"])
def test_every_legal_move_hinted_is_ringed_or_named(qtbot: Any, game: str) -> None:
    window = make_window(qtbot, game, players=2, humans=1, seed=5)
    model = window.model
    assert model is not None
    model.stop()
    scene = window.scene
    said: list[str] = []
    scene.status.connect(said.append)
    rng = Rng(11)
    positions = ringed = named = 0
    for _ in range(600):
        if model.match.is_over() or positions >= 40:
            break
        if 0 not in model.match.to_act() or model.table_plays(0):  # a bot's move, or his forced one
            model.bot_move_now()
            continue
        window._on_changed()
        legal = model.match.legal_actions(0)
        buttons = {a: label for label, a in scene.prompt_actions()}
        board = scene.itemsBoundingRect()
        earlier: list[QGraphicsItem] = []
        for action in legal[:10]:
            rings = _hint(scene, action, said)
            assert all(item.scene() is None for item in earlier if item not in rings)  # the old rings went
            if rings:
                ringed += 1
                marked = [*scene.pieces.values(), *scene.targets.values()]
                for ring in rings:
                    assert ring.scene() is scene
                    assert board.intersects(ring.sceneBoundingRect()), (action, ring.sceneBoundingRect())
                    # each ring is drawn around one of the board's pieces or places
                    assert any(ring.sceneBoundingRect().contains(item.sceneBoundingRect()) for item in marked)
            else:
                assert action in buttons, f"{action!r} is neither ringed nor a button"
                assert said == [buttons[action]], (action, said)
                named += 1
            earlier = rings
        positions += 1
        model._apply(0, legal[rng.below(len(legal))])
    assert positions >= 10
    assert ringed > 0
