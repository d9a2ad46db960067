"""A Galaxy Trucker position: three rounds of building, checking, crewing, flying and scoring."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from operator import attrgetter
from typing import Any, NamedTuple

from engine.core.rng import Rng
from engine.galaxy_trucker.ship import Cell, Ship

# phases
BUILD = "build"  # taking and placing tiles (real time or in turns)
CHECK = "check"  # owners remove faulty tiles
CREW = "crew"  # owners choose aliens; then humans and batteries go aboard
FLIGHT = "flight"  # the adventure cards
OVER = "over"

# hourglass positions, as printed: 3, 2, 1 and start (0)
START = 0


@dataclass(slots=True)
class Player:
    """Everything one seat owns in the current round, plus the credits it carries over."""

    ship: Ship
    credits: int = 0
    hand: int = -1  # the tile in hand (visible to all)
    hand_from: str = ""  # "hidden", "visible", "reserve" or "bay" (a mission-bay tile)
    reserve: list[int] = field(default_factory=list)  # at most two tiles
    bay: list[int] = field(default_factory=list)  # Missions: special tiles dealt face up beside the board
    last: Cell | None = None  # the tile placed last, still movable until the next tile is taken
    token: int = 0  # order token 1..4 once finished (0: still building)
    finished_at: int = -1  # the clock when the token was taken
    lost: list[int] = field(default_factory=list)  # tiles in the lost-tiles area of the board
    # robot variant
    cubes: int = 0  # actions available this turn
    cap: int = 12  # cubes the player owns (9 after the first finish)
    final_turns: int = -1  # turns left after the first finish (-1: no one has finished)
    started: bool = False  # robot variant: has had a building turn this round (later turns refill)
    # check and crew
    checked: bool = False
    aliens: dict[Cell, int] = field(default_factory=dict)  # chosen at preparation
    crewed: bool = False
    # flight
    pos: int = 0  # progress on the track (unbounded; the space is pos mod track)
    flying: bool = False
    gave_up: bool = False
    earned: int = 0  # credits earned during this round's flight (rewards, abandoned ships)
    # scoring, one dict of figures per round flown
    results: list[dict[str, int]] = field(default_factory=list)

    def clone(self) -> Player:
        c = Player(*_PLAYER_FIELDS(self))
        c.ship = self.ship.copy()
        c.reserve, c.bay, c.lost = list(self.reserve), list(self.bay), list(self.lost)
        c.aliens = dict(self.aliens)
        c.results = [dict(r) for r in self.results]
        return c


class Fired(NamedTuple):
    """One projectile of the card on the table, as it went (kept for the board to show)."""

    seat: int
    kind: str  # small_meteor, large_meteor, light_shot, heavy_shot
    frm: str  # front, right, rear, left
    d1: int  # the two dice: their sum is the row or column
    d2: int
    target: Cell | None  # the tile in its line it reaches first (None: it misses)
    outcome: str  # miss, bounce, armour, shot_down, incoming (a defence is asked), defended, hit
    by: tuple[Cell, ...] = ()  # the cannons that shot it down, or the shield or cannon that stopped it


@dataclass(slots=True)
class CardState:
    """Where the resolution of the card on the table stands (RULES.md 6)."""

    card: int = -1  # index into components().cards
    step: str = ""  # what is being asked now, see rules.py
    order: list[int] = field(default_factory=list)  # seats affected, leader first, fixed at the reveal
    at: int = 0  # index into `order` of the seat acting
    line: int = 0  # combat zone line, or the projectile being resolved
    values: list[int] = field(default_factory=list)  # declared strengths per seat (-1: not yet)
    powered: list[Cell] = field(default_factory=list)  # double cannons powered for this declaration
    powered_engines: int = 0
    taken: list[int] = field(default_factory=list)  # planets landed on (seat per planet, -1 free)
    landed: list[int] = field(default_factory=list)  # seats that landed, in landing order (option)
    owed: int = 0  # goods or crew still to give up
    lost: int = 0  # goods or crew given up so far in this loss, told in one log line when it is over
    at_hand: list[int] = field(default_factory=list)  # goods cubes being loaded (colours)
    offered: list[int] = field(default_factory=list)  # the cubes this loading began with, for its log line
    roll: int = 0  # the 2d6 sum of the projectile arriving
    target: Cell | None = None  # the tile the projectile will strike
    shots: list[tuple[str, str]] = field(default_factory=list)  # (size, from) projectiles aimed at `victim`
    shot: int = 0  # the projectile of `shots` arriving now
    shared_rolls: list[tuple[int, int]] = field(default_factory=list)  # rolls=shared: the dice per projectile
    dice: tuple[int, int] = (0, 0)  # the two dice of `roll`
    fired: list[Fired] = field(default_factory=list)  # every projectile of this card, for the board
    defended: bool = False
    victim: int = -1  # the seat a penalty or a projectile is aimed at
    resume: str = ""  # where to go on after a sub-step (loading, losses, shots, split)
    give_up: list[int] = field(default_factory=list)  # forced give-ups collected during the card

    def clone(self) -> CardState:
        c = CardState(*_CARD_FIELDS(self))
        for name in (
            "order",
            "values",
            "powered",
            "taken",
            "landed",
            "at_hand",
            "offered",
            "shots",
            "shared_rolls",
            "give_up",
            "fired",
        ):
            setattr(c, name, list(getattr(self, name)))
        return c


@dataclass(slots=True)
class GTState:
    players: int
    options: dict[str, Any]
    rng: Rng
    seats: list[Player]
    round: int = 1
    phase: str = BUILD
    # building
    now: int = 0  # the match clock in ms since building began (real time)
    warehouse: list[int] = field(default_factory=list)  # face-down tiles, sorted (a draw is random)
    face_up: list[int] = field(default_factory=list)  # tiles returned face up, sorted
    hourglass: int = 3  # position 3, 2, 1 or START
    run_ends: int = -1  # when the sand on the current position runs out (-1: not running)
    ran_out: bool = False  # manual flips: the sand is out and waits for a flip
    first_finish: int = -1  # clock of the first order token taken
    turn: int = 0  # robot variant: the seat building now
    turns: int = 0  # counts building turns and cards, for undo limits
    # flight
    deck: list[int] = field(default_factory=list)  # card indices, top first (hidden)
    piles: list[list[int]] = field(default_factory=list)  # card_preview: the round's cards as dealt (the last hidden)
    played: list[int] = field(default_factory=list)  # cards resolved this round
    window: list[int] = field(default_factory=list)  # seats still to answer the give-up window
    cs: CardState = field(default_factory=CardState)
    supply: list[int] = field(default_factory=lambda: [12, 17, 13, 14])  # goods cubes left: red, yellow, green, blue
    viewer: int | None = None

    def clone(self) -> GTState:
        c = GTState(*_STATE_FIELDS(self))  # options are never changed after set-up: shared
        c.rng = Rng(0)
        c.rng.state = self.rng.state
        c.seats = [p.clone() for p in self.seats]
        c.warehouse, c.face_up = list(self.warehouse), list(self.face_up)
        c.deck, c.played, c.window = list(self.deck), list(self.played), list(self.window)
        c.piles = [list(pile) for pile in self.piles]
        c.cs = self.cs.clone()
        c.supply = list(self.supply)
        return c


def goods_aboard(st: GTState) -> list[int]:
    """Goods cubes on all the ships, per colour (red, yellow, green, blue)."""
    aboard = [0, 0, 0, 0]
    for p in st.seats:
        for goods in p.ship.goods.values():
            for g in goods:
                aboard[g] += 1
    return aboard


def _all_fields(cls: type) -> Any:
    """Every field of a dataclass in declaration order, read at once: `cls(*get(obj))` is a shallow
    copy, five times quicker than copy.copy of a slotted class (clones are the searches' staple)."""
    return attrgetter(*(f.name for f in fields(cls)))


_PLAYER_FIELDS = _all_fields(Player)
_CARD_FIELDS = _all_fields(CardState)
_STATE_FIELDS = _all_fields(GTState)
