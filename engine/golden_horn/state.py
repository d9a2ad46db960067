"""The whole of a Golden Horn position, as plain lists of ints."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.rng import Rng

# Phases
PLACE = "place"  # set-up: ships go to the home ports
TURN = "turn"  # the active player may rob, then must sail
STEER = "steer"  # the owner of a ship robbed empty decides whether it turns
END = "end"  # the active player has sailed: end the turn (or announce)
OVER = "over"


@dataclass(slots=True)
class GoldenHornState:
    players: int
    route_len: int
    modon_berths: int  # 0 when the route has no Modon
    modon_draw: bool
    pirates: bool
    start: int  # the start player's seat
    rng: Rng
    phase: str = PLACE
    active: int = 0
    turn: int = 0  # turn counter (undo never crosses it)
    robbed: bool = False  # pirates already sent this turn
    pending: int = -1  # ship whose owner must steer
    end_triggered: bool = False
    end_reason: str = ""  # "port" | "announce"
    ship_pos: list[int] = field(default_factory=list)  # -1 = not yet placed
    ship_dir: list[int] = field(default_factory=list)  # +1 towards Constantinople
    cargo_colour: list[int] = field(default_factory=list)  # -1 = empty
    cargo: list[int] = field(default_factory=list)
    ports: list[list[int]] = field(default_factory=list)  # [venice, constantinople] x colour
    bag: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)  # seat x colour
    hand_sizes: list[int] = field(default_factory=list)
    draw_pile: list[int] = field(default_factory=list)  # colours, top is the end; -1 when hidden
    discard: list[int] = field(default_factory=list)  # colour counts
    warehouses: list[list[int]] = field(default_factory=list)
    viewer: int | None = -1  # -1: the full state; else whose view this is (None: spectator)
    last_sail: tuple[int, int, int] = (-1, -1, -1)  # ship, from, to of the latest move (for the view)

    def clone(self) -> GoldenHornState:
        return GoldenHornState(
            players=self.players,
            route_len=self.route_len,
            modon_berths=self.modon_berths,
            modon_draw=self.modon_draw,
            pirates=self.pirates,
            start=self.start,
            rng=self.rng.clone(),
            phase=self.phase,
            active=self.active,
            turn=self.turn,
            robbed=self.robbed,
            pending=self.pending,
            end_triggered=self.end_triggered,
            end_reason=self.end_reason,
            ship_pos=self.ship_pos[:],
            ship_dir=self.ship_dir[:],
            cargo_colour=self.cargo_colour[:],
            cargo=self.cargo[:],
            ports=[p[:] for p in self.ports],
            bag=self.bag[:],
            hands=[h[:] for h in self.hands],
            hand_sizes=self.hand_sizes[:],
            draw_pile=self.draw_pile[:],
            discard=self.discard[:],
            warehouses=[w[:] for w in self.warehouses],
            viewer=self.viewer,
            last_sail=self.last_sail,
        )

    @property
    def last_seat(self) -> int:
        """The last player in turn order: seated right of the start player."""
        return (self.start - 1) % self.players
