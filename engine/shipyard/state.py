"""The whole of a Shipyard position: plain lists, dicts and small frozen records."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.rng import Rng

# stages of play
CHOOSE = "choose"  # phase 2 (or the final action's choice)
ACT = "act"  # phase 4: the chosen action, the bonus action
SHIPS = "ships"  # phase 5: equip and launch completed ships
SAIL = "sail"  # a maiden voyage waits for a junction choice
DISCARD = "discard"  # secret contract discards
LAST = "last"  # the last chance to complete a ship
OVER = "over"

# modes of the game
REGULAR, FINAL, LAST_CHANCE = "regular", "final", "last"


@dataclass(frozen=True, slots=True)
class Ship:
    """A ship that finished its maiden voyage: its parts and what it carries."""

    parts: tuple[str, ...]
    items: tuple[tuple[str, int], ...]  # (item, count) for counts > 0, in ITEMS order
    speed: int
    points: int

    def count(self, item: str) -> int:
        for k, n in self.items:
            if k == item:
                return n
        return 0


@dataclass(slots=True)
class Player:
    coins: int = 0
    score: int = 0
    items: dict[str, int] = field(default_factory=dict)
    wagons: list[str] = field(default_factory=list)
    employees: list[str] = field(default_factory=list)
    contracts: list[str] = field(default_factory=list)
    discarded: list[str] = field(default_factory=list)
    yard: list[str] = field(default_factory=list)  # "" = empty slot
    canals: dict[tuple[int, int], tuple[str, int]] = field(default_factory=dict)  # cell -> (tile, rotation)
    boat: tuple[int, int, str] | None = None  # cell and space
    stern: str = ""  # "e:<dir>" out through a port, or "s:<space>" inside the card
    used: list[str] = field(default_factory=list)
    used_recorded: int = 0  # used canals noted before a reshuffle (contract BLU11)
    fleet: list[Ship] = field(default_factory=list)
    history: list[str] = field(default_factory=list)  # cards with this player's figures, oldest first
    turns: int = 0  # regular turns begun
    end_points: dict[str, int] = field(default_factory=dict)  # final scoring rows

    def clone(self) -> Player:
        return Player(
            coins=self.coins,
            score=self.score,
            items=dict(self.items),
            wagons=self.wagons[:],
            employees=self.employees[:],
            contracts=self.contracts[:],
            discarded=self.discarded[:],
            yard=self.yard[:],
            canals=dict(self.canals),
            boat=self.boat,
            stern=self.stern,
            used=self.used[:],
            used_recorded=self.used_recorded,
            fleet=self.fleet[:],
            history=self.history[:],
            turns=self.turns,
            end_points=dict(self.end_points),
        )


@dataclass(slots=True)
class Voyage:
    """A maiden voyage under way (the ship has scored its points before sailing)."""

    parts: tuple[str, ...]
    items: tuple[tuple[str, int], ...]
    speed: int
    left: int  # moves still to make
    riband: int  # the move on which the last riband was entered (0: none)
    points: int  # points of this ship so far

    def clone(self) -> Voyage:
        return Voyage(self.parts, self.items, self.speed, self.left, self.riband, self.points)


@dataclass(slots=True)
class ShipyardState:
    players: int
    start: int
    rng: Rng
    ps: list[Player] = field(default_factory=list)
    mode: str = REGULAR
    stage: str = CHOOSE
    active: int = 0
    turn: int = 0  # changes whenever a new turn begins (undo stops there)
    # the action track
    card_pos: dict[str, int] = field(default_factory=dict)
    lead: str = ""
    figures: dict[str, list[int]] = field(default_factory=dict)  # card -> seats of the figures on it
    counter: int = 0  # index into COUNTER
    lap_pending: bool = False  # the lead reached the start space this turn
    early_end: bool = False
    finals_done: int = 0  # players who took the final action / last chance
    # the turn in progress
    chosen: str = ""
    main_done: bool = False
    bonus: str = ""  # the bonus action bought this turn
    bonus_done: bool = False
    building: str = ""  # "" | "main" | "bonus" : a ship purchase under way
    build_taken: list[tuple[int, int, int]] = field(default_factory=list)  # (column, row, slot); row -1 = blank
    fit_ship: int = -1  # bow slot of the ship being equipped
    fitting: dict[str, int] = field(default_factory=dict)
    voyage: Voyage | None = None
    discard_need: list[tuple[int, int]] = field(default_factory=list)  # per seat (blue, green) still to discard
    resume: int = -1  # after the discards: the seat whose turn ended
    resume_final: bool = False  # after the discards: the final actions begin
    # the markets
    columns: list[list[str | None]] = field(default_factory=list)  # bottom first; None: taken in this purchase
    decks: dict[str, list[str]] = field(default_factory=dict)  # bow / middle / stern, top at the end
    wagon_offer: list[str] = field(default_factory=list)
    wagon_deck: list[str] = field(default_factory=list)
    wagon_discard: list[str] = field(default_factory=list)
    canal_offer: list[str] = field(default_factory=list)
    canal_deck: list[str] = field(default_factory=list)
    canal_discard: list[str] = field(default_factory=list)
    scrapped: list[str] = field(default_factory=list)  # parts of failed ships
    # rondels
    equip_pos: int = 0
    crew_pos: int = 0
    exchange_pos: int = 0
    oval_pos: int = 0
    oval: list[list[list[str]]] = field(default_factory=list)  # space -> slot -> stack (top at the end)
    viewer: int | None = -1  # -1: the full state; else whose view this is

    def clone(self) -> ShipyardState:
        return ShipyardState(
            players=self.players,
            start=self.start,
            rng=self.rng.clone(),
            ps=[p.clone() for p in self.ps],
            mode=self.mode,
            stage=self.stage,
            active=self.active,
            turn=self.turn,
            card_pos=dict(self.card_pos),
            lead=self.lead,
            figures={k: v[:] for k, v in self.figures.items()},
            counter=self.counter,
            lap_pending=self.lap_pending,
            early_end=self.early_end,
            finals_done=self.finals_done,
            chosen=self.chosen,
            main_done=self.main_done,
            bonus=self.bonus,
            bonus_done=self.bonus_done,
            building=self.building,
            build_taken=self.build_taken[:],
            fit_ship=self.fit_ship,
            fitting=dict(self.fitting),
            voyage=self.voyage.clone() if self.voyage else None,
            discard_need=self.discard_need[:],
            resume=self.resume,
            resume_final=self.resume_final,
            columns=[c[:] for c in self.columns],
            decks={k: v[:] for k, v in self.decks.items()},
            wagon_offer=self.wagon_offer[:],
            wagon_deck=self.wagon_deck[:],
            wagon_discard=self.wagon_discard[:],
            canal_offer=self.canal_offer[:],
            canal_deck=self.canal_deck[:],
            canal_discard=self.canal_discard[:],
            scrapped=self.scrapped[:],
            equip_pos=self.equip_pos,
            crew_pos=self.crew_pos,
            exchange_pos=self.exchange_pos,
            oval_pos=self.oval_pos,
            oval=[[s[:] for s in space] for space in self.oval],
            viewer=self.viewer,
        )

    @property
    def last_seat(self) -> int:
        """The player right of the starting player: he plays the last regular turn."""
        return (self.start - 1) % self.players

    def order(self) -> list[int]:
        """Seats in turn order from the starting player."""
        return [(self.start + i) % self.players for i in range(self.players)]
