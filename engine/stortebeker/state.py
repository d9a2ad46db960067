"""The whole of a Störtebeker position: plain lists of card and ship numbers."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.rng import Rng

# Phases of the active player's turn (RULES.md §4)
PLAY = "play"  # phase 1: three cards laid out, exchanged, fired
PICK = "pick"  # phase 1b: picking up to two cards from the discard pile after discarding
CANNON = "cannon"  # phase 2: the shooter takes a card per colour die
BOARD = "board"  # phase 3: attack a ship or stop
COUNTER = "counter"  # phase 4: the others, clockwise, counter-attack or pass
OVER = "over"

HIDDEN = -1  # a card or ship the viewer may not see


@dataclass(slots=True)
class StortebekerState:
    players: int
    rng: Rng
    colour_bonus: bool = False  # E1
    preview: int = 1  # face-up harbour ships (3 with E2)
    failure_ends: bool = False  # E3
    lost_ends: bool = False  # E4
    strict_exchange: bool = False  # X1
    phase: str = PLAY
    active: int = 0
    turn: int = 0  # turns played so far (round 1 is the first `players` turns)
    sea: list[int] = field(default_factory=list)  # ship numbers, in the order they entered
    sides: dict[int, list[list[int]]] = field(default_factory=dict)  # ship -> seat -> cards
    harbour: list[int] = field(default_factory=list)  # the next ship first
    boxed: list[int] = field(default_factory=list)  # out of the game, unseen by all
    captured: list[list[int]] = field(default_factory=list)  # seat -> ships
    points: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    draw: list[int] = field(default_factory=list)  # the top is the end
    discard: list[int] = field(default_factory=list)  # face up, oldest first
    waiting: list[list[int]] = field(default_factory=list)  # exchanged cards in front of each seat
    # phase 1
    need: int = 0  # cards to play this turn (3, or the whole hand when it is smaller)
    laid: int = 0
    swapped: int = 0  # cards discarded in the exchange (0, 2 or 3)
    picks_left: int = 0
    pick_limit: int = 0  # picks may come only from discard[:pick_limit] (not the cards just discarded)
    fired: bool = False
    target: int = -1  # the ship fired at
    # phase 2
    dice: list[str] = field(default_factory=list)  # colour dice still to resolve (provision types)
    rolled: tuple[int, ...] = ()  # the latest roll, for the view
    # phase 3 and 4
    attacked: list[int] = field(default_factory=list)  # ships attacked this turn
    boarding_over: bool = False  # E3 / E4 ended the boarding
    captured_now: int = 0  # ships captured this turn (refilled at the end of the boarding)
    prize: int = -1  # the ship being fought over in phase 4
    best: int = 0
    leader: int = -1
    queue: list[int] = field(default_factory=list)  # counter-attackers still to decide, in order
    shown: list[int] = field(default_factory=list)  # who fights for the prize: their crews there lie face up
    harbour_empty: bool = False
    end_triggered: bool = False
    viewer: int | None = -1  # -1: the full state; else whose view this is (None: spectator)

    def clone(self) -> StortebekerState:
        return StortebekerState(
            players=self.players,
            rng=self.rng.clone(),
            colour_bonus=self.colour_bonus,
            preview=self.preview,
            failure_ends=self.failure_ends,
            lost_ends=self.lost_ends,
            strict_exchange=self.strict_exchange,
            phase=self.phase,
            active=self.active,
            turn=self.turn,
            sea=self.sea[:],
            sides={s: [c[:] for c in per] for s, per in self.sides.items()},
            harbour=self.harbour[:],
            boxed=self.boxed[:],
            captured=[c[:] for c in self.captured],
            points=self.points[:],
            hands=[h[:] for h in self.hands],
            draw=self.draw[:],
            discard=self.discard[:],
            waiting=[w[:] for w in self.waiting],
            need=self.need,
            laid=self.laid,
            swapped=self.swapped,
            picks_left=self.picks_left,
            pick_limit=self.pick_limit,
            fired=self.fired,
            target=self.target,
            dice=self.dice[:],
            rolled=self.rolled,
            attacked=self.attacked[:],
            boarding_over=self.boarding_over,
            captured_now=self.captured_now,
            prize=self.prize,
            best=self.best,
            leader=self.leader,
            queue=self.queue[:],
            shown=self.shown[:],
            harbour_empty=self.harbour_empty,
            end_triggered=self.end_triggered,
            viewer=self.viewer,
        )

    @property
    def last_seat(self) -> int:
        """The last seat of a round (seat 0 starts, D19)."""
        return self.players - 1

    @property
    def first_round(self) -> bool:
        return self.turn < self.players
