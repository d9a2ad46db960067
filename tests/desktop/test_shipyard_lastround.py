"""The last lap of Shipyard on the board: once the round counter stands on its last space before the end,
the lap under way ends the regular turns (RULES.md 8.1). The counter's end, a banner and its tooltip say
so (how many regular turns are left, who plays the last), as the early end already did, and a player's
prompt says when his turn is his last; the count comes true."""

from __future__ import annotations

from typing import Any

from desktop.common.i18n import tr_key, tr_n
from desktop.common.painted import LabelItem
from desktop.main_window import MainWindow
from desktop.settings import Settings
from desktop.shipyard import texts as tt
from engine.bots import make_bot
from engine.core.match import Match, Seat
from engine.shipyard.data import COUNTER
from engine.shipyard.state import CHOOSE, FINAL, REGULAR
from engine.shipyard.track import last_lap

NAMES = ("Anna", "Boris", "Cyril")


def _match(players: int, seed: int, until: Any) -> tuple[Match, list[Any]]:
    """Random bots play a game until `until(state)`; seat 0 is a person's."""
    seats = [Seat(NAMES[i], "human" if i == 0 else "bot", "normal") for i in range(players)]
    match = Match("shipyard", players, seed, {}, seats=seats)
    bots = [make_bot(match.game, "random", seed + s) for s in range(players)]
    while not until(match.state):
        assert not match.is_over()
        seat = match.to_act()[0]
        match.apply(seat, bots[seat].choose(match.view(seat), seat))
    return match, bots


def _window(qtbot: Any, match: Match) -> MainWindow:
    w = MainWindow(Settings(pace="fast", animations=False))
    w._no_dialogs = True
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    w.start_match(match, None, autosave=False)
    assert w.model is not None
    w.model.stop()  # the bots move when the test says so
    return w


def _labels(w: MainWindow, text: str) -> list[LabelItem]:
    return [i for i in w.scene.items() if isinstance(i, LabelItem) and i.text == text]


def test_the_last_lap_is_marked_and_its_count_of_turns_comes_true(qtbot: Any) -> None:
    # seat 0 chooses at the start of the last lap (the counter has just moved onto its blank space)
    match, bots = _match(3, 2, lambda st: last_lap(st) and st.stage == CHOOSE and st.active == 0)
    assert not match.state.early_end
    last = match.state.last_seat  # the player right of the starting one plays the last regular turn (§8)
    w = _window(qtbot, match)
    banners = _labels(w, tr_key(tt.LAST_LAP_MARK))
    assert len(banners) == 1, "the last lap is named beside the round counter"
    assert not _labels(w, tr_key(tt.EARLY_MARK)), "not as the early end"
    tip = banners[0].toolTip()
    assert tip.startswith("The round counter stands on its last space: this lap is the last.")
    # the count the tooltip gives, and who it says plays last, come true
    left = next(n for n in range(1, 40) if tip == tr_n(tt.LAST_LAP_TIP, n, w.scene.full_name(last)))
    assert w.scene.prompt_text() != tr_key(tt.P_CHOOSE_LAST_LAP), "seat 0 plays again in this lap"
    model = w.model
    assert model is not None
    turns: list[int] = []
    seen = None
    while model.match.state.mode == REGULAR:
        st = model.match.state
        if st.stage == CHOOSE and st.turn != seen:
            seen = st.turn
            turns.append(st.active)
            banner = _labels(w, tr_key(tt.LAST_LAP_MARK))
            assert banner and banner[0].toolTip() == tr_n(
                tt.LAST_LAP_TIP, left - len(turns) + 1, w.scene.full_name(last)
            )
            if st.active == 0:  # his own prompt says it when no turn of his comes after this one
                last_one = left - len(turns) + 1 <= 3
                assert (w.scene.prompt_text() == tr_key(tt.P_CHOOSE_LAST_LAP)) == last_one
        seat = model.match.to_act()[0]
        assert model._apply(seat, bots[seat].choose(model.match.view(seat), seat))  # the bots too, as random ones
    assert model.match.state.mode == FINAL
    assert len(turns) == left and turns[-1] == last, (turns, left)
    assert 0 in turns[-3:]  # seat 0 had his last turn among the last three
    # the final actions: the banner has gone, "Final actions" stands there
    assert not _labels(w, tr_key(tt.LAST_LAP_MARK))
    assert _labels(w, tr_key(tt.FINAL_ROUND))


def test_no_last_lap_before_the_counters_last_space(qtbot: Any) -> None:
    match, _bots = _match(
        2,
        3,
        lambda st: (
            st.mode == REGULAR
            and st.counter == len(COUNTER) - 3
            and st.stage == CHOOSE
            and st.active == 0
            and st.ps[0].turns > 5
        ),
    )
    match_state = match.state
    assert match_state.ps[0].turns > 2  # not the first turns
    w = _window(qtbot, match)
    assert not _labels(w, tr_key(tt.LAST_LAP_MARK))
    assert w.scene.prompt_text() == tr_key(tt.P_CHOOSE)
