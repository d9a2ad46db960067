"""Equal points settled by a second count: the end screen is told what decided."""

from __future__ import annotations

from engine.core.match import Match
from engine.shipyard.state import OVER as SHIPYARD_OVER
from engine.stortebeker.state import OVER as STORTEBEKER_OVER


def test_stortebeker_says_more_ships_taken_decided_equal_points() -> None:
    """15 against 15 under "Winner: P1" read as an error: the screen says the ships decided."""
    m = Match("stortebeker", 3, 5, {})
    st = m.state
    st.phase = STORTEBEKER_OVER
    st.captured = [[0, 1, 2], [3, 4], [5]]
    st.points = [15, 15, 4]
    game = m.game
    assert game.winners(st) == [0]
    note = game.tie_break(st)
    assert note is not None and note.render() == "Equal points: more ships taken decide (3 to 2)."
    st.captured = [[0, 1], [3, 4], [5]]
    assert game.winners(st) == [0, 1]
    note = game.tie_break(st)
    assert note is not None and note.render() == "Equal points and as many ships taken: the victory is shared."
    st.points = [16, 15, 4]
    assert game.tie_break(st) is None  # the points alone decided


def test_shipyard_says_more_coins_decided_equal_points() -> None:
    m = Match("shipyard", 2, 5, {})
    st = m.state
    st.stage = SHIPYARD_OVER
    game = m.game
    scores = game.scores(st)
    st.ps[0].coins, st.ps[1].coins = 7, 3
    if scores[0] == scores[1]:
        note = game.tie_break(st)
        assert note is not None and note.render() == "Equal points: more coins decide (7 to 3)."
    assert game.tie_break(Match("shipyard", 2, 5, {}).state) is None  # not over: nothing to say
