"""Building (RULES.md 3): the warehouse, the hand, the reserve, the hourglass and the action cubes.

Both variants share the tile moves. In real time every seat still building acts whenever it
likes and the clock decides the hourglass; in the robot variant seats build in turns and pay
action cubes. Functions here mutate the state and append log lines; rules.py decides legality.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import engine.galaxy_trucker.check as ck
import engine.galaxy_trucker.ship as sh
import engine.galaxy_trucker.texts as tx
from engine.core.actions import Action
from engine.core.messages import Message
from engine.core.rng import Chance
from engine.galaxy_trucker.actions import (
    Adjust,
    Finish,
    Flip,
    PassTurn,
    Place,
    Reserve,
    ReturnTile,
    TakeHidden,
    TakeReserved,
    TakeVisible,
    Wait,
)
from engine.galaxy_trucker.data import components
from engine.galaxy_trucker.rounds import deal_piles
from engine.galaxy_trucker.state import BUILD, START, GTState, Player

# robot variant: what each move costs in cubes (RULES.md 3.6, DECISION 11)
CUBE_COSTS = {TakeHidden: 1, TakeVisible: 1, TakeReserved: 0, Place: 2, Reserve: 1, ReturnTile: 0, Adjust: 0, Finish: 0}
REFILL, FINAL_REFILL, FINAL_TURNS, PASS_AT = 9, 6, 3, 3


def realtime(st: GTState) -> bool:
    return st.options["build_variant"] == "realtime"


def run_ms(st: GTState) -> int:
    return int(st.options["hourglass_seconds"]) * 1000


def hourglass(st: GTState) -> bool:
    """Real-time building against the sand. The seed offers the hourglass "to speed the game up"
    (option `hourglass_flips`): without it, building ends once every player has taken a token."""
    return realtime(st) and st.options["hourglass_flips"] != "none"


def building_seats(st: GTState) -> tuple[int, ...]:
    """Who may act in the building phase now."""
    if realtime(st):
        seats = [s for s, p in enumerate(st.seats) if not p.token]
        if st.options["hourglass_flips"] == "manual" and st.ran_out and st.hourglass != START:
            # any player may turn it on from 3 or 2 (a finished one too, or the last builder could let it
            # lie and build on for ever), and only a finished one onto start (RULES.md 3.4)
            seats = list(range(st.players))
        return tuple(seats)
    return (st.turn,)


def start_building(st: GTState, chance: Chance, log: list[Message]) -> None:
    """Fresh boards and warehouse for the round (credits carry over)."""
    comp = components()
    spec = comp.rounds[st.round - 1]
    board = spec.board if st.round < 3 else st.options["round3_board"]
    warehouse = list(comp.warehouse)
    mission = st.options["mission"]
    colours = ("blue", "green", "red", "yellow")
    for s, p in enumerate(st.seats):
        p.ship = sh.new_ship(board, comp.starting[colours[s]])
        p.hand, p.hand_from, p.reserve, p.bay, p.last = -1, "", [], [], None
        p.token, p.finished_at, p.lost = 0, -1, []
        p.checked, p.aliens, p.crewed = False, {}, False
        p.pos, p.flying, p.gave_up = 0, False, False
        p.cap, p.final_turns, p.started = 12, -1, s == 0
        p.cubes = 12 - (PASS_AT + (st.players - 1 - s))
    if mission != "none":
        deal_mission(st, mission, warehouse, chance)
    st.warehouse = sorted(warehouse)
    st.face_up = []
    st.piles = deal_piles(st.round, chance) if st.options["card_preview"] else []
    st.now = 0
    st.first_finish = -1
    st.ran_out = False
    st.phase = BUILD
    st.turn = 0
    if hourglass(st):
        st.hourglass = min(3, st.round) if st.options["hourglass_start"] == "round" else 3
        st.run_ends = run_ms(st)
    else:
        st.hourglass, st.run_ends = 3, -1
    st.turns += 1
    log.append(Message(tx.L_ROUND, {"round": st.round}))


def bay_size(mission: str, round_: int) -> int:
    """Special tiles dealt into each player's bay beside the board (RULES.md 8.2): two, one artifact in
    M5's first round, none in M6 (shuffled into the warehouse) or without a mission."""
    if mission == "M5":
        return 1 if round_ == 1 else 2
    return 2 if mission in ("M1", "M2", "M3", "M4") else 0


def deal_mission(st: GTState, mission: str, warehouse: list[int], chance: Chance) -> None:
    """Missions (RULES.md 8.2): special tiles in each bay, or shuffled into the warehouse (M6)."""
    specials = components().specials
    kinds = {"M1": "explosive_cargo", "M2": "fragile_cargo", "M3": "heavy_cargo", "M4": "radioactive_cargo"}
    if mission in kinds:
        pool = list(specials[kinds[mission]])
        for p in st.seats:
            for _ in range(bay_size(mission, st.round)):
                t = chance.pick(sorted(pool))
                pool.remove(t)
                p.bay.append(t)
    elif mission == "M5":
        pool = list(specials["artifact"])
        for p in st.seats:
            for _ in range(bay_size(mission, st.round)):
                t = chance.pick(sorted(pool))
                pool.remove(t)
                p.bay.append(t)
    elif mission == "M6":
        for kind in ("explosive_cargo", "fragile_cargo", "heavy_cargo", "radioactive_cargo"):
            pool = list(specials[kind])
            for _ in range(3):
                t = chance.pick(sorted(pool))
                pool.remove(t)
                warehouse.append(t)


# -- the clock and the hourglass -------------------------------------------------------------------
def next_event(st: GTState) -> int:
    """When the clock next changes something by itself (-1: nothing is pending)."""
    if st.phase != BUILD or not realtime(st) or st.run_ends < 0:
        return -1
    return st.run_ends


def advance(st: GTState, t: int, chance: Chance, log: list[Message]) -> None:
    """Run the clock to `t`, applying hourglass events at their exact times."""
    while st.phase == BUILD and 0 <= st.run_ends <= t:
        at = st.run_ends
        st.now = at
        run_out(st, at, chance, log)
    if st.phase == BUILD:
        st.now = max(st.now, t)


def run_out(st: GTState, at: int, chance: Chance, log: list[Message]) -> None:
    """The sand on the current position has run out at `at`."""
    if st.hourglass == START:
        end_building(st, chance, log)
        return
    if st.options["hourglass_flips"] == "manual":
        st.run_ends, st.ran_out = -1, True
        if st.hourglass > 1:
            log.append(Message(tx.L_SAND_OUT, {"position": st.hourglass}))
        else:
            log.append(Message(tx.L_SAND_OUT_LAST))
        return
    if st.hourglass > 1:
        flip(st, at, log)
    elif st.first_finish >= 0:
        flip(st, at, log)  # someone has finished: the last turn happens at once
    else:
        st.run_ends, st.ran_out = -1, True  # turned onto start by the first player who finishes
        log.append(Message(tx.L_SAND_WAITS))


def flip(st: GTState, at: int, log: list[Message], by: int | None = None) -> None:
    """The hourglass onto its next position: turned by seat `by`, or by itself (automatic flips)."""
    st.hourglass -= 1
    st.ran_out = False
    st.run_ends = at + run_ms(st)
    if by is not None:
        if st.hourglass == START:
            log.append(Message(tx.L_FLIP_START_BY, {"player": by}))
        else:
            log.append(Message(tx.L_FLIP_BY, {"player": by, "position": st.hourglass}))
    elif st.hourglass == START:
        log.append(Message(tx.L_FLIP_START))
    else:
        log.append(Message(tx.L_FLIP, {"position": st.hourglass}))


def may_flip(st: GTState, seat: int) -> bool:
    if not realtime(st) or st.options["hourglass_flips"] != "manual" or not st.ran_out or st.hourglass == START:
        return False
    return st.hourglass > 1 or bool(st.seats[seat].token)


# -- building moves ----------------------------------------------------------------------------------
def weld(p: Player) -> None:
    p.last = None


def take_hidden(st: GTState, seat: int, chance: Chance, log: list[Message]) -> None:
    p = st.seats[seat]
    weld(p)
    tile = chance.pick(st.warehouse)
    st.warehouse.remove(tile)
    p.hand, p.hand_from = tile, "hidden"
    log.append(Message(tx.L_TAKE_HIDDEN, {"player": seat}))


def take_visible(st: GTState, seat: int, tile: int, log: list[Message]) -> None:
    p = st.seats[seat]
    weld(p)
    st.face_up.remove(tile)
    p.hand, p.hand_from = tile, "visible"
    log.append(Message(tx.L_TAKE_VISIBLE, {"player": seat}))


def take_reserved(st: GTState, seat: int, tile: int) -> None:
    p = st.seats[seat]
    weld(p)
    if tile in p.reserve:
        p.reserve.remove(tile)
        p.hand, p.hand_from = tile, "reserve"
    else:
        p.bay.remove(tile)
        p.hand, p.hand_from = tile, "bay"


def place(st: GTState, seat: int, cell: tuple[int, int], rotation: int, log: list[Message]) -> None:
    p = st.seats[seat]
    sh.place(p.ship, cell, p.hand, rotation)
    p.hand, p.hand_from, p.last = -1, "", cell
    log.append(Message(tx.L_PLACE, {"player": seat}))


def adjust(st: GTState, seat: int, cell: tuple[int, int], rotation: int) -> None:
    p = st.seats[seat]
    assert p.last is not None
    tile, _ = p.ship.tiles[p.last]
    sh.remove_tile(p.ship, p.last)
    sh.place(p.ship, cell, tile, rotation)
    p.last = cell


def reserve(st: GTState, seat: int, log: list[Message]) -> None:
    """The tile in hand to the reserve, or a mission-bay tile back to its bay (it is not a reserved
    tile and takes no reserve slot: RULES.md 8.2)."""
    p = st.seats[seat]
    bay = p.hand_from == "bay"
    (p.bay if bay else p.reserve).append(p.hand)
    p.hand, p.hand_from = -1, ""
    log.append(Message(tx.L_BAY_BACK if bay else tx.L_RESERVE, {"player": seat}))


def return_tile(st: GTState, seat: int, log: list[Message]) -> None:
    p = st.seats[seat]
    st.face_up.append(p.hand)
    st.face_up.sort()
    p.hand, p.hand_from = -1, ""
    log.append(Message(tx.L_RETURN, {"player": seat}))


def next_token(st: GTState) -> int:
    taken = {p.token for p in st.seats}
    return next(k for k in range(1, st.players + 1) if k not in taken)


def finish(st: GTState, seat: int, chance: Chance, log: list[Message]) -> None:
    p = st.seats[seat]
    weld(p)
    p.token = next_token(st)
    p.finished_at = st.now
    log.append(Message(tx.L_FINISH, {"player": seat, "token": p.token}))
    first = st.first_finish < 0
    if first:
        st.first_finish = st.now
    if realtime(st):
        if first and st.options["hourglass_flips"] == "auto" and st.hourglass == 1 and st.ran_out and st.run_ends < 0:
            flip(st, st.now, log, seat)  # the sand on 1 was out and waited for a finisher
        if all(q.token for q in st.seats):
            end_building(st, chance, log)
        return
    # robot variant: the first finisher cuts everybody else's supply and starts the last three turns
    if first:
        for s, q in enumerate(st.seats):
            if s != seat and not q.token:
                q.cap = 12 - PASS_AT
                q.final_turns = FINAL_TURNS
    end_robot_turn(st, seat, chance, log)


def pass_turn(st: GTState, seat: int, chance: Chance, log: list[Message]) -> None:
    log.append(Message(tx.L_PASS, {"player": seat, "cubes": st.seats[seat].cubes}))
    end_robot_turn(st, seat, chance, log)


def end_robot_turn(st: GTState, seat: int, chance: Chance, log: list[Message]) -> None:
    """Robot variant: the turn passes to the next seat still building (refilled), or building ends."""
    p = st.seats[seat]
    weld(p)
    if not p.token and p.final_turns > 0:
        p.final_turns -= 1
        if p.final_turns == 0:  # the third final turn is over: the lowest token left
            p.token = next_token(st)
            p.finished_at = st.now
            log.append(Message(tx.L_LATE_TOKEN, {"player": seat, "token": p.token}))
    st.turns += 1
    if all(q.token for q in st.seats):
        end_building(st, chance, log)
        return
    nxt = seat
    for _ in range(st.players):
        nxt = (nxt + 1) % st.players
        if not st.seats[nxt].token:
            break
    q = st.seats[nxt]
    if q.started:  # the first turn uses the cubes left after setting some aside
        refill = FINAL_REFILL if q.final_turns >= 0 else REFILL
        q.cubes = min(q.cap, refill + q.cubes)
    q.started = True
    st.turn = nxt


def end_building(st: GTState, chance: Chance, log: list[Message]) -> None:
    """The sand on start ran out, or everyone finished (RULES.md 3.4)."""
    late = [s for s, p in enumerate(st.seats) if not p.token]
    if late and st.options["late_token_order"] == "random":
        late = chance.shuffled(late)
    for s in late:
        p = st.seats[s]
        p.token = next_token(st)
        p.finished_at = st.now
        log.append(Message(tx.L_LATE_TOKEN, {"player": s, "token": p.token}))
    for s, p in enumerate(st.seats):
        lost_before = len(p.lost)
        if p.hand >= 0:
            if p.hand_from in ("bay", "reserve"):
                # a mission-bay tile not on the ship is lost (RULES.md 8.2), and so is a reserved one taken
                # back into the hand: reserved tiles cannot be discarded (DECISION 10), the seed counts
                # them among the paid-for tiles
                p.lost.append(p.hand)
            else:
                st.face_up.append(p.hand)  # back to the middle, not lost
                log.append(Message(tx.L_HAND_BACK, {"player": s}))
            p.hand, p.hand_from = -1, ""
        p.lost.extend(p.reserve)
        p.lost.extend(p.bay)
        p.reserve, p.bay = [], []
        p.last = None
        if len(p.lost) > lost_before:
            log.append(Message(tx.L_LOST_AT_END, {"player": s}, len(p.lost) - lost_before))
    st.face_up.sort()
    st.run_ends, st.ran_out = -1, False
    log.append(Message(tx.L_BUILD_END))
    ck.begin_check(st, chance, log)


# -- what a seat may do -------------------------------------------------------------------------------
def cube_cost(action: Action, p: Player | None = None) -> int:
    if isinstance(action, Reserve) and p is not None and p.hand_from in ("reserve", "bay"):
        return 0  # putting a reserved or mission-bay tile back where it came from
    return CUBE_COSTS.get(type(action), 0)


def _can_spend(st: GTState, seat: int, moves: list[Action]) -> bool:
    """Robot variant: whether the seat still has something to spend cubes on ("musí je nějak
    spotřebovávat"): a move that costs cubes, or a reserved or bay tile (free to take) that fits."""
    if any(cube_cost(a) > 0 for a in moves):
        return True
    p = st.seats[seat]
    if p.cubes < 2:
        return False
    strict = st.options["build_validation"] == "strict"
    return any(sh.fitting_places(p.ship, t, strict) for t in p.reserve + p.bay)


def placements(st: GTState, seat: int) -> Iterator[tuple[tuple[int, int], int]]:
    """Cells and rotations where the tile in hand may go."""
    p = st.seats[seat]
    strict = st.options["build_validation"] == "strict"
    for cell, rots in sh.fitting_places(p.ship, p.hand, strict).items():
        for rot in rots:
            yield cell, rot


def adjustments(st: GTState, seat: int) -> Iterator[tuple[tuple[int, int], int]]:
    """Where the tile placed last may be moved or turned to."""
    p = st.seats[seat]
    if p.last is None:
        return
    strict = st.options["build_validation"] == "strict"
    rot0 = p.ship.tiles[p.last][1]
    for cell, rots in sh.relocations(p.ship, p.last, strict).items():
        for rot in rots:
            if (cell, rot) != (p.last, rot0):
                yield cell, rot


def build_actions(st: GTState, seat: int) -> list[Action]:
    """Every legal building move of `seat` at the state's clock."""
    p = st.seats[seat]
    t = st.now
    out: list[Action] = []
    rt = realtime(st)
    if p.token:
        if may_flip(st, seat):
            out.append(Flip(t))
        return out
    cubes = p.cubes if not rt else 99

    def afford(cost: int) -> bool:
        return cubes >= cost

    if p.hand < 0:
        if st.warehouse and afford(1):
            out.append(TakeHidden(t))
        if afford(1):
            out.extend(TakeVisible(tile, t) for tile in st.face_up)
        out.extend(TakeReserved(tile, t) for tile in sorted(p.reserve + p.bay))
        out.append(Finish(t))
    else:
        if afford(2):
            out.extend(Place(r, c, rot, t) for (r, c), rot in placements(st, seat))
        if p.hand_from == "bay" or (
            len(p.reserve) < components().boards[p.ship.board].reserve_slots
            and afford(0 if p.hand_from == "reserve" else 1)
        ):
            out.append(Reserve(t))  # a bay tile always goes back to its bay, free
        if p.hand_from not in ("reserve", "bay"):
            out.append(ReturnTile(t))
    out.extend(Adjust(r, c, rot, t) for (r, c), rot in adjustments(st, seat))
    if rt:
        if may_flip(st, seat):
            out.append(Flip(t))
        event = next_event(st)
        if event > t:
            out.append(Wait(event))
    elif p.hand < 0 and (p.cubes <= PASS_AT or not _can_spend(st, seat, out)):
        out.append(PassTurn())
    return out


def refuse_build(st: GTState, seat: int, a: Any) -> Message:  # noqa: C901 - one reason per rule
    """Why a building move is illegal now."""
    p = st.seats[seat]
    rt = realtime(st)
    if isinstance(a, PassTurn):
        if rt:
            return Message(tx.R_NOT_ROBOT)
        if p.hand >= 0:
            return Message(tx.R_PASS_HAND)
        return Message(tx.R_MUST_ACT)
    if isinstance(a, Wait):
        return Message(tx.R_NO_WAIT) if not rt else Message(tx.R_CLOCK_BACK, {"now": st.now})
    if rt and getattr(a, "t", st.now) < st.now:
        return Message(tx.R_CLOCK_BACK, {"now": st.now})
    if isinstance(a, Flip):
        if not hourglass(st):
            return Message(tx.R_NO_HOURGLASS)
        if p.token or st.hourglass > 1:
            return Message(tx.R_NO_FLIP)
        return Message(tx.R_FLIP_FINISHED) if st.ran_out else Message(tx.R_NO_FLIP)
    if p.token:
        return Message(tx.R_FINISHED)
    if not rt and cube_cost(a, p) > p.cubes:
        return Message(tx.R_CUBES, {"cost": cube_cost(a, p), "cubes": p.cubes})
    if isinstance(a, TakeHidden | TakeVisible | TakeReserved):
        if p.hand >= 0:
            return Message(tx.R_HAND_FULL)
        if isinstance(a, TakeHidden):
            return Message(tx.R_NO_HIDDEN)
        if isinstance(a, TakeVisible):
            return Message(tx.R_NOT_FACE_UP)
        return Message(tx.R_NOT_RESERVED)
    if isinstance(a, Place | Reserve | ReturnTile) and p.hand < 0:
        return Message(tx.R_HAND_EMPTY)
    if isinstance(a, Finish):
        return Message(tx.R_HAND_NOT_EMPTY_FINISH)
    if isinstance(a, Reserve):
        return Message(tx.R_RESERVE_FULL)
    if isinstance(a, ReturnTile):
        return Message(tx.R_NO_RETURN_BAY if p.hand_from == "bay" else tx.R_NO_RETURN)
    if isinstance(a, Place | Adjust):
        if not 0 <= a.rotation <= 3:
            return Message(tx.R_BAD_ROTATION)
        ship = p.ship
        tile = p.hand
        if isinstance(a, Adjust):
            if p.last is None:
                return Message(tx.R_NOT_LAST)
            ship = ship.copy()
            tile = ship.tiles[p.last][0]
            sh.remove_tile(ship, p.last)
        problem = sh.placement_problem(
            ship, (a.row, a.col), tile, a.rotation, st.options["build_validation"] == "strict"
        )
        return Message(PROBLEMS.get(problem or "", tx.R_NOT_ADJACENT))
    return Message(tx.R_GENERIC)


PROBLEMS = {
    "no_cell": tx.R_NO_CELL,
    "occupied": tx.R_OCCUPIED,
    "not_adjacent": tx.R_NOT_ADJACENT,
    "bad_joint": tx.R_BAD_JOINT,
    "engine_not_rear": tx.R_ENGINE_REAR,
    "engine_blocked": tx.R_ENGINE_BLOCKED,
    "cannon_blocked": tx.R_CANNON_BLOCKED,
    "not_joined": tx.R_NOT_JOINED,
    "radioactive_joined": tx.R_RADIOACTIVE,
    "artifact_dead_zone": tx.R_DEAD_ZONE,
}


def do_build(st: GTState, seat: int, a: Action, chance: Chance, log: list[Message]) -> None:
    """Carry out a legal building move (the clock already stands at its time)."""
    p = st.seats[seat]
    if not realtime(st):
        p.cubes -= cube_cost(a, p)
    if isinstance(a, TakeHidden):
        take_hidden(st, seat, chance, log)
    elif isinstance(a, TakeVisible):
        take_visible(st, seat, a.tile, log)
    elif isinstance(a, TakeReserved):
        take_reserved(st, seat, a.tile)
    elif isinstance(a, Place):
        place(st, seat, (a.row, a.col), a.rotation, log)
    elif isinstance(a, Adjust):
        adjust(st, seat, (a.row, a.col), a.rotation)
    elif isinstance(a, Reserve):
        reserve(st, seat, log)
    elif isinstance(a, ReturnTile):
        return_tile(st, seat, log)
    elif isinstance(a, Finish):
        finish(st, seat, chance, log)
    elif isinstance(a, Flip):
        flip(st, st.now, log, seat)
    elif isinstance(a, PassTurn):
        pass_turn(st, seat, chance, log)
