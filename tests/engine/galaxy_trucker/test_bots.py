"""Galaxy Trucker's `normal` bot: only legal moves from the view, games that end, valid ships, sensible
flight choices, and a clear lead over `random` (the full 200-game figures: tests/bench/gt_bots_bench.py)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

import engine.galaxy_trucker.bot_rollout as bot_rollout
import engine.galaxy_trucker.ship as sh
from engine.bots import bot_levels, make_bot
from engine.core.errors import IllegalAction
from engine.core.registry import get_game
from engine.core.rng import Rng
from engine.galaxy_trucker.actions import (
    Accept,
    Decline,
    DoneLoading,
    FlyOn,
    GiveUp,
    Place,
    Power,
    Reserve,
    ReturnTile,
    Store,
    TakeHidden,
    TakeReserved,
    TakeVisible,
    Unload,
    Wait,
)
from engine.galaxy_trucker.bot_appraisal import Stats, W, best_goods, utility
from engine.galaxy_trucker.data import (
    BATTERY,
    BLUE,
    CABIN,
    CANNON,
    CARGO,
    ENGINE,
    GREEN,
    RED,
    SPECIAL_CARGO,
    YELLOW,
    components,
)
from engine.galaxy_trucker.normal_bot import NormalBot
from engine.galaxy_trucker.state import BUILD, CardState
from engine.galaxy_trucker.strong_bot import STRONG_WEIGHTS, StrongBot
from engine.galaxy_trucker.timing import COSTS_MS
from engine.simulate import step_timed
from engine.soak import light
from tests.engine.galaxy_trucker.helpers import fly_on, flying

GAME = get_game("galaxy_trucker")
MAX_ACTIONS = 20_000
CHECKED = ("normal", "strong")  # the levels whose every move `play(check=True)` checks


def make(level: str, seed: int) -> Any:
    return NormalBot(GAME, seed) if level == "normal" else make_bot(GAME, level, seed)


def play(
    players: int,
    seed: int,
    levels: list[str],
    options: dict[str, Any],
    check: bool = False,
    faults: list[int] | None = None,
) -> Any:
    """One game to the end, driven like engine.simulate.play_one (step_timed in real-time building).

    With `check`, every move of a `normal` seat is checked against legal_actions of the full state;
    in real time a move may be stamped later than the clock (RULES.md 3.5), so it is checked at the
    clock's time, and a Wait only needs to lie ahead. `faults` collects, per round and `normal` seat, the
    tiles its ship lost at the check.
    """
    state = GAME.new_game(players, seed, options)
    bots = [make(levels[i], seed * 31 + i) for i in range(players)]
    actions = 0
    while not GAME.is_over(state):
        seats = GAME.to_act(state)
        assert seats, "no seat to act in an unfinished game"
        phase = state.phase
        kept = [len(p.reserve) + len(p.bay) for p in state.seats]
        if GAME.timed(state):
            proposals = {s: bots[s].choose(GAME.view(state, s), s) for s in seats}
            if check:
                for s, a in proposals.items():
                    if levels[s] not in CHECKED:
                        continue
                    if isinstance(a, Wait):
                        assert a.t > state.now
                    else:
                        # done on the match clock within its move's cost at the bot's speed (the jitter
                        # at most 20 %; a move kept from an earlier look is due sooner)
                        cost = COSTS_MS[type(a)] * bots[s].speed
                        assert state.now <= a.t <= state.now + 1.2 * cost + 1, (a, state.now)
                        assert dataclasses.replace(a, t=state.now) in GAME.legal_actions(state, s), a
            seat = min(seats, key=lambda s: (GAME.action_time(proposals[s]), s))
            try:
                GAME.apply(state, seat, proposals[seat])
            except IllegalAction:
                GAME.apply(state, seat, Wait(GAME.action_time(proposals[seat])))
        else:
            seat = seats[0]
            action = bots[seat].choose(GAME.view(state, seat), seat)
            if check and levels[seat] in CHECKED:
                assert action in GAME.legal_actions(state, seat), action
            GAME.apply(state, seat, action)
        if faults is not None and phase == BUILD and state.phase != BUILD:
            # a fault-free ship loses nothing at the check but the tiles left in its reserve
            for s, p in enumerate(state.seats):
                if levels[s] in CHECKED:
                    faults.append(len(p.lost) - kept[s] + (0 if p.checked else 99))
        actions += 1
        assert actions < MAX_ACTIONS, "the game did not end"
    return state


@pytest.mark.parametrize(
    ("players", "options", "levels"),
    [
        (2, {}, ["normal", "random"]),
        (3, {}, ["random", "normal", "normal"]),
        (4, {}, ["normal"] * 4),
        (2, {"build_variant": "robot"}, ["random", "normal"]),
        (3, {"build_variant": "robot"}, ["normal", "random", "normal"]),
        (4, {"build_variant": "robot"}, ["normal"] * 4),
        (4, {"build_validation": "strict", "hourglass_flips": "manual"}, ["normal", "random", "normal", "random"]),
        (3, {"mission": "M6", "rolls": "shared", "planets_days": "after_all_rear_first"}, ["normal"] * 3),
        (4, {"mission": "M4", "build_variant": "robot"}, ["normal", "normal", "random", "normal"]),
    ],
)
def test_normal_plays_only_legal_moves_to_the_end(players: int, options: dict[str, Any], levels: list[str]) -> None:
    faults: list[int] = []
    state = play(players, 11 + players, levels, options, check=True, faults=faults)
    assert GAME.is_over(state)
    assert len(faults) == 3 * levels.count("normal")
    assert sum(faults) == 0, "the normal bot built a ship with faults"


def test_strong_is_the_strongest_level() -> None:
    assert bot_levels(GAME) == ["random", "normal", "strong"]
    assert isinstance(make_bot(GAME, "strong", 1), StrongBot)


@pytest.mark.parametrize(
    ("players", "options", "levels"),
    [
        (4, {}, ["strong", "normal", "strong", "random"]),
        (3, {"build_variant": "robot", "mission": "M2"}, ["random", "strong", "normal"]),
    ],
)
def test_strong_plays_legal_moves_on_the_match_clock_and_builds_valid_ships(
    players: int, options: dict[str, Any], levels: list[str]
) -> None:
    """Every move of a `strong` seat is legal at the clock's time and, in real time, done within its
    move's cost on the driven match clock (play(check=True)); its ships pass the check with nothing
    lost at all three classes."""
    faults: list[int] = []
    state = play(players, 23 + players, levels, options, check=True, faults=faults)
    assert GAME.is_over(state)
    assert len(faults) == 3 * sum(1 for level in levels if level in CHECKED)
    assert sum(faults) == 0, "a bot built a ship with faults"


def test_strong_values_firepower_more_the_later_the_round() -> None:
    """`strong` arms its ships beyond `normal`'s: a fifth and sixth front cannon are worth half again
    as much to it as to `normal` in every round, and to both more the later the round (the weights
    each bot builds by, read from the bots themselves)."""
    strong, normal = make_bot(GAME, "strong", 1).w, make_bot(GAME, "normal", 1).w
    assert normal == W and strong["fire_r"] == STRONG_WEIGHTS["fire_r"]
    four = Stats(eng1=2, cabins=2, cells=2, can1f=4)
    six = dataclasses.replace(four, can1f=6)

    def gain(rnd: int, weights: dict[str, float]) -> float:
        return utility(six, rnd, weights) - utility(four, rnd, weights)

    for rnd in (1, 2, 3):
        assert gain(rnd, strong) > 1.5 * gain(rnd, normal)
    assert gain(1, strong) < gain(2, strong) < gain(3, strong)


def test_normal_finishes_ahead_of_three_random_bots() -> None:
    """40 seeded real-time games, the normal seat rotated: strictly most credits, or tied for most."""
    games = 40
    ahead = 0
    for g in range(games):
        seat = g % 4
        levels = ["random"] * 4
        levels[seat] = "normal"
        scores = GAME.scores(play(4, 9000 + g, levels, {}))
        ahead += scores[seat] == max(scores)
    assert ahead >= 0.8 * games


@pytest.mark.parametrize("level", ["normal", "strong"])
def test_finishes_before_the_sand_runs_out(level: str) -> None:
    """In real time every seat of the level takes its own order token (none is handed out late)."""
    finished: list[bool] = []
    original = GAME.apply

    def spy(state: Any, seat: int, action: Any, chance: Any = None) -> Any:
        was_building = state.phase == BUILD and not state.seats[seat].token
        outcome = original(state, seat, action, chance)
        if was_building and state.seats[seat].token:
            finished.append(type(action).__name__ == "Finish")
        return outcome

    GAME.apply = spy  # type: ignore[method-assign]
    try:
        play(4, 77, [level] * 4, {"hourglass_seconds": 30})
    finally:
        del GAME.apply
    assert len(finished) == 12
    assert all(finished)


def _in_flight() -> Any:
    """A two-player real-time game taken to its first give-up window."""
    state = GAME.new_game(2, 5)
    bots = [NormalBot(GAME, 1), NormalBot(GAME, 2)]
    while state.phase != "flight":
        seats = GAME.to_act(state)
        if GAME.timed(state):
            step_timed(GAME, state, seats, bots)
        else:
            seat = seats[0]
            GAME.apply(state, seat, bots[seat].choose(GAME.view(state, seat), seat))
    return state


def _tile(kind: str, **want: Any) -> int:
    return next(
        t.index for t in components().tiles if t.kind == kind and all(getattr(t, k) == v for k, v in want.items())
    )


def _card(kind: str, level: int = 1) -> int:
    return next(c.index for c in components().cards if c.type == kind and c.level == level)


def test_best_goods_keeps_red_in_red_holds_only() -> None:
    ship = sh.new_ship("I", components().starting["blue"])
    sh.place(ship, (6, 7), _tile(CARGO, capacity=2), 0)
    sh.place(ship, (7, 6), _tile(SPECIAL_CARGO, capacity=1), 0)
    value, keep = best_goods(ship, [RED, RED, YELLOW, YELLOW, YELLOW])
    assert sorted(keep) == [RED, YELLOW, YELLOW]
    assert value == 4 + 3 + 3


def test_loading_ends_with_the_most_valuable_load() -> None:
    """A red hold taken by a green cube, a full plain hold, and red + yellow at hand: the green moves
    out of the red hold, the blue is left behind."""
    state = _in_flight()
    seat = 0
    ship = sh.new_ship("I", components().starting["blue"])
    sh.place(ship, (6, 7), _tile(CARGO, capacity=2), 0)
    sh.place(ship, (7, 6), _tile(SPECIAL_CARGO, capacity=1), 0)
    ship.humans = {(7, 7): 2}
    ship.goods = {(7, 6): (GREEN,), (6, 7): (GREEN, BLUE)}
    state.seats[seat].ship = ship
    state.cs = CardState(card=_card("planets"), step="load", order=[seat], victim=seat, resume="after_landing")
    state.cs.taken = [seat, -1, -1]
    state.cs.at_hand = [RED, YELLOW]
    bot = NormalBot(GAME, 3)
    for _ in range(20):
        if state.cs.step != "load":
            break
        action = bot.choose(GAME.view(state, seat), seat)
        assert action in GAME.legal_actions(state, seat)
        assert isinstance(action, Store | Unload | DoneLoading)
        GAME.apply(state, seat, action)
    assert state.cs.step != "load"
    assert sorted(g for goods in ship.goods.values() for g in goods) == [RED, YELLOW, GREEN]
    assert ship.goods[(7, 6)] == (RED,)


def _fight(singles: int, doubles: int, cells: int) -> tuple[int, Any]:
    """Level I pirates (firepower 5 = 10 half points) against front cannons; (cannons powered, state)."""
    state = _in_flight()
    seat = 0
    free = [(6, 6), (6, 7), (6, 8), (7, 5), (7, 6), (7, 8), (7, 9), (5, 7)]
    ship = sh.new_ship("I", components().starting["blue"])
    for _ in range(singles):
        sh.place(ship, free.pop(), _tile(CANNON, double=False), 0)
    for _ in range(doubles):
        sh.place(ship, free.pop(), _tile(CANNON, double=True), 0)
    sh.place(ship, (8, 7), _tile(BATTERY, capacity=3), 0)
    sh.place(ship, (8, 6), _tile(ENGINE, double=False), 0)
    ship.humans = {(7, 7): 2}
    ship.cells = {(8, 7): cells}
    state.seats[seat].ship = ship
    state.cs = CardState(card=_card("pirates"), step="fire", order=[seat], values=[-1, -1], victim=seat)
    bot = NormalBot(GAME, 3)
    powered = 0
    while state.cs.step == "fire" and GAME.to_act(state) == (seat,):
        action = bot.choose(GAME.view(state, seat), seat)
        assert action in GAME.legal_actions(state, seat)
        powered += isinstance(action, Power)
        GAME.apply(state, seat, action)
    return powered, state


def test_powers_cannons_to_beat_the_enemy() -> None:
    powered, state = _fight(singles=2, doubles=2, cells=3)  # 4 + 4 + 4 = 12 > 10 needs both doubles
    assert powered == 2
    assert state.cs.step == "choose" and state.cs.victim == 0  # won: the reward is offered


def test_spends_no_battery_when_the_enemy_is_beaten_anyway() -> None:
    powered, state = _fight(singles=6, doubles=1, cells=3)  # 12 > 10 without powering
    assert powered == 0
    assert state.seats[0].ship.cells == {(8, 7): 3}


def test_takes_the_pirates_reward() -> None:
    _, state = _fight(singles=6, doubles=0, cells=0)
    credits = state.seats[0].credits
    action = NormalBot(GAME, 4).choose(GAME.view(state, 0), 0)
    assert isinstance(action, Accept)
    GAME.apply(state, 0, action)
    assert state.seats[0].credits == credits + components().cards[_card("pirates")].get("reward_credits")


def _last_round_lead(rival_credits: int) -> Any:
    """Round 3 before its first card: seat 0 flies a bare ship (an engine and a red cube in a red
    hold) with 10 credits; the rival has already given up and holds `rival_credits`."""
    engine = next(
        t.index
        for t in components().tiles
        if t.kind == ENGINE and not t.double and sh.placement_problem(_bare(), (8, 7), t.index, 0, True) is None
    )
    hold = next(
        t.index
        for t in components().tiles
        if t.kind == SPECIAL_CARGO and sh.placement_problem(_bare(), (7, 8), t.index, 0, True) is None
    )
    state = flying([[((8, 7), engine, 0), ((7, 8), hold, 0)], []], ["I-10"] * 15, round_=3)
    state.seats[0].ship.goods[(7, 8)] = [RED]
    state.seats[0].credits = 10
    rival = state.seats[1]
    rival.credits, rival.flying, rival.gave_up = rival_credits, False, True
    state.window = [0]
    return state


def _bare() -> sh.Ship:
    return sh.new_ship("III", components().starting["blue"])


def test_gives_up_to_keep_a_winning_lead() -> None:
    """Giving up now sells the red cube at half price (2) and ends the game 12 to 11; a bare ship
    that flies on through sixteen cards can only lose that lead to fines for lost tiles."""
    state = _last_round_lead(11)
    assert NormalBot(GAME, 3).choose(GAME.view(state, 0), 0) == GiveUp()
    # without playing the round out, a ship with an engine flies on
    assert NormalBot(GAME, 3, look_ahead=False).choose(GAME.view(state, 0), 0) == FlyOn()


def _robot_hand(kind: str, **want: Any) -> Any:
    """A fresh four-player robot-variant game: seat 0 (6 cubes, a bare ship) holds a drawn tile."""
    state = GAME.new_game(4, 7, {"build_variant": "robot"})
    tile = _tile(kind, **want)
    state.warehouse.remove(tile)
    p = state.seats[0]
    p.hand, p.hand_from, p.cubes = tile, "hidden", p.cubes - 1
    return state


def test_robot_building_keeps_its_cubes_for_an_engine() -> None:
    """Without engine power the cubes go to finding an engine: a hold is handed back, an engine placed."""
    bot = NormalBot(GAME, 4)
    state = _robot_hand(CARGO)
    assert isinstance(bot.choose(GAME.view(state, 0), 0), ReturnTile)
    state = _robot_hand(ENGINE, double=False)
    action = bot.choose(GAME.view(state, 0), 0)
    assert isinstance(action, Place) and action.rotation == 0  # the exhaust to the rear


def test_robot_building_reserves_a_good_tile_while_it_looks_for_an_engine() -> None:
    """While the cubes are held back for an engine, a hold of three that the bare ship would place well
    goes to the reserve for a cube instead of back face up (a look, and a cube, thrown away); a hold
    of two that would place poorly is still handed back (the test above)."""
    state = _robot_hand(CARGO, capacity=3)
    assert isinstance(NormalBot(GAME, 4).choose(GAME.view(state, 0), 0), Reserve)


def _reserved_hold() -> tuple[Any, int]:
    """Seat 0 of a fresh robot-variant game, an empty hand and a hold of three in its reserve."""
    state = GAME.new_game(4, 7, {"build_variant": "robot"})
    hold = _tile(CARGO, capacity=3)
    state.warehouse.remove(hold)
    state.seats[0].reserve = [hold]
    return state, hold


def test_robot_building_keeps_the_reserved_tile_until_the_ship_can_fly() -> None:
    """Without engine power the reserved hold waits and the cubes go to looking for an engine; on the
    last turn it is placed (a reserved tile left over is lost and fined); once an engine is on the
    ship it is taken at once."""
    bot = NormalBot(GAME, 4)
    state, hold = _reserved_hold()
    assert isinstance(bot.choose(GAME.view(state, 0), 0), TakeHidden)
    state.seats[0].final_turns = 1
    assert bot.choose(GAME.view(state, 0), 0) == TakeReserved(hold, 0)
    state, hold = _reserved_hold()
    ship = state.seats[0].ship
    engine = next(
        t.index
        for t in components().tiles
        if t.kind == ENGINE and not t.double and sh.placement_problem(ship, (8, 7), t.index, 0, True) is None
    )
    state.warehouse.remove(engine)
    sh.place(ship, (8, 7), engine, 0)
    assert bot.choose(GAME.view(state, 0), 0) == TakeReserved(hold, 0)


def _double_engine_unpowered() -> tuple[Any, int]:
    """Seat 0's robot-variant ship with a double engine under its cabin and no battery (no engine
    power), and a single engine from the warehouse that fits it, taken out of the warehouse."""
    state = GAME.new_game(4, 7, {"build_variant": "robot"})
    ship = state.seats[0].ship
    double = next(
        t.index
        for t in components().tiles
        if t.kind == ENGINE and t.double and sh.placement_problem(ship, (8, 7), t.index, 0, True) is None
    )
    state.warehouse.remove(double)
    sh.place(ship, (8, 7), double, 0)
    single = next(
        t.index
        for t in components().tiles
        if t.kind == ENGINE
        and not t.double
        and t.index in state.warehouse
        and any(sh.placement_problem(ship, c, t.index, 0, True) is None for c in sh.frontier(ship))
    )
    state.warehouse.remove(single)
    return state, single


def test_robot_building_takes_a_single_engine_while_a_double_one_waits_for_a_battery() -> None:
    """A single engine gives engine power as surely as the battery the double engine waits for: it is
    placed, not handed back to save the cubes for a battery (it used to be, and ships flew powerless)."""
    state, single = _double_engine_unpowered()
    p = state.seats[0]
    p.hand, p.hand_from, p.cubes = single, "hidden", 3  # two cubes to place it, far fewer than a search for a battery
    action = NormalBot(GAME, 4).choose(GAME.view(state, 0), 0)
    assert isinstance(action, Place), action


def test_robot_building_takes_the_face_up_engine_it_needs() -> None:
    """A ship whose double engine waits for a battery takes a face-up single engine that fits (a cube
    for sure engine power) rather than looking at hidden tiles for a battery."""
    state, single = _double_engine_unpowered()
    state.face_up = [single]
    assert NormalBot(GAME, 4).choose(GAME.view(state, 0), 0) == TakeVisible(single, 0)


def test_a_close_give_up_call_gets_more_playouts(monkeypatch: pytest.MonkeyPatch) -> None:
    """`strong` plays up to 40 more rounds out of each choice while flying on and giving up stay within
    two standard errors; a clear call, and `normal` after a real-time building, stop at 24. After the
    robot variant's building `normal` plays the extra rounds too."""
    state = _in_flight()
    seat = GAME.to_act(state)[0]
    calls: list[Any] = []

    def play_out(game: Any, st: Any, s: int, first: Any, deck: Any, seed: int, bot: Any) -> bot_rollout.Ending:
        calls.append(first)
        return bot_rollout.Ending(lead=0, gain=0, rival_gain=0, rounds_left=2)

    monkeypatch.setattr(bot_rollout, "play_out", play_out)
    assert (NormalBot(GAME, 1).extra_playouts, StrongBot(GAME, 1).extra_playouts) == (0, 40)
    assert (NormalBot(GAME, 1).robot_extra_playouts, StrongBot(GAME, 1).robot_extra_playouts) == (40, 40)
    for searching in (light(StrongBot(GAME, 1)), light(NormalBot(GAME, 1))):  # the soak's smallest search
        assert searching.extra_playouts == searching.robot_extra_playouts == 0
    for edge, extra, deals in ((0.5, 40, 64), (-1.9, 40, 64), (5.0, 40, 24), (-2.0, 40, 24), (0.5, 0, 24)):
        calls.clear()
        monkeypatch.setattr(bot_rollout, "_edge", lambda pairs, e=edge: e)
        got = bot_rollout.give_up_edge(GAME, state, seat, FlyOn(), GiveUp(), NormalBot(GAME, 2), Rng(3), 24, extra)
        assert got == edge
        assert len(calls) == 2 * deals, (edge, extra)
        assert calls.count(GiveUp()) == calls.count(FlyOn()) == deals
    # through the bots' own window: a close call costs `strong` 64 deals of each choice, `normal` 24
    monkeypatch.setattr(bot_rollout, "_edge", lambda pairs: 0.5)
    for bot, deals in ((StrongBot(GAME, 2), 64), (NormalBot(GAME, 2), 24)):
        calls.clear()
        assert bot.choose(GAME.view(state, seat), seat) == GiveUp()  # an edge above 0 favours giving up
        assert len(calls) == 2 * deals, type(bot).__name__
    # the same window after a robot building (the flight does not depend on how the ship was built)
    robot = state.clone()
    robot.options = {**robot.options, "build_variant": "robot"}
    for bot in (StrongBot(GAME, 2), NormalBot(GAME, 2)):
        calls.clear()
        assert bot.choose(GAME.view(robot, seat), seat) == GiveUp()
        assert len(calls) == 2 * 64, type(bot).__name__


def test_bots_move_at_their_difficultys_speed_in_real_time() -> None:
    """RULES.md 3.5: a real-time move takes a bot its table cost times 2.0 (Easy, the `random` level),
    1.0 (Normal) or 0.6 (Hard, `strong`), give or take the 20 % jitter; on the same position the Hard
    bot's moves are done sooner than the Normal one's, and the Easy bot's later."""
    from engine.galaxy_trucker.bots import RandomBot
    from engine.galaxy_trucker.timing import SPEED

    assert (
        (RandomBot.speed, NormalBot.speed, StrongBot.speed)
        == (2.0, 1.0, 0.6)
        == (
            SPEED["easy"],
            SPEED["normal"],
            SPEED["hard"],
        )
    )
    state = GAME.new_game(4, 7)
    for level, speed in (("random", 2.0), ("normal", 1.0), ("strong", 0.6)):
        moves = [make_bot(GAME, level, seed).choose(GAME.view(state, 0), 0) for seed in range(40)]
        moves = [a for a in moves if not isinstance(a, Wait)]  # `random` may also choose to wait
        assert len(moves) >= 10
        for a in moves:
            cost = COSTS_MS[type(a)]
            assert 0.8 * cost * speed - 1 <= a.t - state.now <= 1.2 * cost * speed + 1, (level, a)
    # the whole building of one round, four seats of each level: the faster, the earlier they finish
    finished = {}
    for level in ("random", "normal", "strong"):
        st = GAME.new_game(4, 11)
        bots = [make_bot(GAME, level, 100 + i) for i in range(4)]
        while st.phase == BUILD:
            step_timed(GAME, st, GAME.to_act(st), bots)
        finished[level] = st.now
    assert finished["strong"] < finished["normal"]


def _costly_wreck() -> Any:
    """Round 3's last card, an abandoned ship (3 credits for 2 crew and a day) met by the leader with
    the two other ships right behind it: the day lost drops it to third at the finish, and the third's
    reward is 6 credits below the first's. The bot has crew to spare (two cabins, four humans)."""
    cabin = next(
        t.index
        for t in components().tiles
        if t.kind == CABIN and sh.placement_problem(_bare(), (6, 7), t.index, 0, True) is None
    )
    state = flying(
        [[((6, 7), cabin, 0)], [], []],
        ["I-01"],
        humans=[{(7, 7): 2, (6, 7): 2}, {(7, 7): 2}, {(7, 7): 2}],
        positions=[10, 9, 8],
        round_=3,
        last=True,
        build_variant="robot",
    )
    fly_on(state)
    assert state.cs.step == "choose" and GAME.to_act(state) == (0,)
    return state


def test_an_offer_is_answered_by_playing_the_round_out() -> None:
    """Taken, the wreck's 3 credits cost 6 in the order reward: after a robot building `normal` plays
    the round out after each answer and declines, and `strong` does so in both variants, where the
    rules alone (and `normal` after a real-time building) take it."""
    state = _costly_wreck()
    view = GAME.view(state, 0)
    assert isinstance(NormalBot(GAME, 3, look_ahead=False).choose(view, 0), Accept)
    assert isinstance(NormalBot(GAME, 3).choose(view, 0), Decline)
    assert isinstance(StrongBot(GAME, 3).choose(view, 0), Decline)
    realtime = state.clone()
    realtime.options = {**realtime.options, "build_variant": "realtime"}
    assert isinstance(NormalBot(GAME, 3).choose(GAME.view(realtime, 0), 0), Accept)
    assert isinstance(StrongBot(GAME, 3).choose(GAME.view(realtime, 0), 0), Decline)
    assert (light(NormalBot(GAME, 3)).robot_offer_playouts, light(StrongBot(GAME, 3)).offer_playouts) == (1, 1)
    # the answer played out is the one that ends the game richer
    declined, accepted = state.clone(), state.clone()
    GAME.apply(declined, 0, Decline())
    GAME.apply(accepted, 0, next(a for a in GAME.legal_actions(accepted, 0) if isinstance(a, Accept)))
    for st in (declined, accepted):
        while not GAME.is_over(st) and st.round == 3:
            seat = GAME.to_act(st)[0]
            GAME.apply(st, seat, NormalBot(GAME, 4, look_ahead=False).choose(GAME.view(st, seat), seat))
    assert declined.seats[0].credits == accepted.seats[0].credits + 3


def test_an_offer_is_overruled_only_by_a_clearly_better_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    """`best_choice` keeps the rules' answer unless another stands better by more than `margin`
    standard errors over the shared deals; every answer is played out on every deal."""
    state = _costly_wreck()
    take = next(a for a in GAME.legal_actions(state, 0) if isinstance(a, Accept))
    leave = Decline()
    leads: dict[Any, list[int]] = {}
    calls: list[Any] = []

    def play_out(game: Any, st: Any, s: int, first: Any, deck: Any, seed: int, bot: Any) -> bot_rollout.Ending:
        calls.append(first)
        cycle = leads[first]
        return bot_rollout.Ending(
            lead=cycle[(calls.count(first) - 1) % len(cycle)], gain=0, rival_gain=0, rounds_left=0
        )

    monkeypatch.setattr(bot_rollout, "play_out", play_out)

    def choose(take_leads: list[int], leave_leads: list[int], margin: float = bot_rollout.SURE) -> Any:
        leads.update({take: take_leads, leave: leave_leads})
        calls.clear()
        got = bot_rollout.best_choice(GAME, state, 0, [take, leave], take, NormalBot(GAME, 1), Rng(2), 24, margin)
        assert calls.count(take) == calls.count(leave) == 24
        return got

    assert choose([0], [1]) == leave  # a win on every deal against a tie on every deal
    assert choose([1], [0]) == take  # worse: the rules' answer stands
    assert choose([0], [1, -1]) == take  # as good on average
    narrow = [1] * 13 + [-1] * 11  # a win in 13 deals of 24, a loss in 11: ahead by 0.4 standard errors
    assert choose([0], narrow) == take
    assert choose([0], narrow, margin=0.0) == leave
