"""Issue 19, pattern 3 in Galaxy Trucker: in building positions from seeded games in turns (the robot
variant), every placement of the tile in hand on every cell and rotation is tried, and each refusal's
reason is checked against the rule really broken, in the rulebook's order: cubes first (in turns a
move costs cubes), then an empty hand, then the cell itself (none there, taken, not joined; with
strict validation the joint or the engine/cannon rule)."""

from __future__ import annotations

import itertools

import pytest

import engine.galaxy_trucker.building as bd
import engine.galaxy_trucker.ship as sh
import engine.galaxy_trucker.texts as tx
from engine.bots import make_bot
from engine.core.errors import IllegalAction
from engine.galaxy_trucker import GAME
from engine.galaxy_trucker.actions import Place
from engine.galaxy_trucker.state import BUILD, GTState


def _positions(validation: str) -> list[GTState]:
    out = []
    for g in range(3):
        st = GAME.new_game(2, 40 + g, {"build_variant": "robot", "build_validation": validation})
        bots = [make_bot(GAME, "random", 3 * g + s) for s in range(2)]
        step = 0
        while st.phase == BUILD and step < 120:
            seat = GAME.to_act(st)[0]
            if step % 4 == 0:
                out.append(st.clone())
            GAME.apply(st, seat, bots[seat].choose(GAME.view(st, seat), seat))
            step += 1
    return out


@pytest.mark.parametrize("validation", ["check", "strict"])
def test_every_refused_placement_names_the_broken_rule(validation: str) -> None:
    checked = 0
    for st in _positions(validation):
        seat = GAME.to_act(st)[0]
        p = st.seats[seat]
        if p.token:
            continue
        for row, col, rot in itertools.product(range(3, 12), range(2, 13), range(4)):
            action = Place(row, col, rot, st.now)
            try:
                GAME.apply(st.clone(), seat, action)
                key = None
            except IllegalAction as exc:
                key = exc.message.key
            if bd.cube_cost(action, p) > p.cubes:
                want = tx.R_CUBES
            elif p.hand < 0:
                want = tx.R_HAND_EMPTY
            else:
                problem = sh.placement_problem(p.ship, (row, col), p.hand, rot, validation == "strict")
                want = None if problem is None else bd.PROBLEMS.get(problem, tx.R_NOT_ADJACENT)
            assert key == want, (action, p.hand, p.cubes)
            checked += 1
    assert checked > 1000
