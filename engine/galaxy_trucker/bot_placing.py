"""Where the normal bot puts a tile: every candidate placement scored as the gain in ship utility
plus geometry terms (joints, exposed connectors, cells lost behind engines or in front of cannons)."""

from __future__ import annotations

import math

import engine.galaxy_trucker.ship as sh
from engine.galaxy_trucker.bot_appraisal import OPP, W, add_tile, geo, ship_stats, step, utility
from engine.galaxy_trucker.data import (
    ARTIFACT,
    BATTERY,
    BROWN,
    CABIN,
    CANNON,
    ENGINE,
    LIFE_SUPPORT,
    RADIOACTIVE,
    SHIELD,
    SMOOTH,
    STARTING_CABIN,
    N,
    S,
    components,
)

Cell = tuple[int, int]


# -- evaluating placements -------------------------------------------------------------------------------------


class BuildContext:
    """Everything about one ship that placement scoring needs, computed once per decision."""

    def __init__(
        self, ship: sh.Ship, rnd: int, mission: str, future: int | None = None, w: dict[str, float] | None = None
    ) -> None:
        self.w = W if w is None else w
        self.ship = ship
        self.rnd = rnd
        self.mission = mission
        board = components().boards[ship.board]
        self.cells = board.cells
        self.start = board.start
        self.tiles = ship.tiles
        self.stats = ship_stats(ship, mission, rnd)
        self.base = utility(self.stats, rnd, self.w)
        forbidden: set[Cell] = set()
        front_cols: set[int] = set()
        for cell, (t, r) in self.tiles.items():
            g = geo(t, r)
            if g.kind == ENGINE or g.kind == CANNON:
                forbidden.add(step(cell, g.facing))
                if g.kind == CANNON and g.facing == N:
                    front_cols.add(cell[1])
        self.forbidden = forbidden
        self.front_cols = front_cols
        free = [c for c in self.cells if c not in self.tiles and c not in forbidden]
        self.free = len(free)
        # tiles still to come: every free cell in real time, what the cubes pay for in turns
        self.future = self.free if future is None else min(self.free, future)
        self.total = len(self.cells) - len(forbidden & self.cells)
        self._frontier = [c for c in free if any(step(c, side) in self.tiles for side in range(4))]
        self.open_cells = set(self.frontier())
        self._best: dict[int, tuple[float, Cell, int] | None] = {}

    def missing(self) -> set[str]:
        """Kinds a small ship cannot fly without: an engine, and a cabin to spare crew."""
        out = set()
        if not (self.stats.eng1 or self.stats.eng2):
            out.add(ENGINE)
        elif not self.stats.eng1 and not self.stats.cells:
            out.add(BATTERY)  # a double engine runs on batteries
        if self.stats.cabins < (1 if self.rnd == 1 else self.w["r_cabins"]):
            out.add(CABIN)
        return out

    def supplies(self, tile: int, missing: set[str]) -> bool:
        """Whether `tile` gives the ship something it cannot fly without: a kind it lacks, or a single
        engine where a double one waits for a battery (engine power either way)."""
        g = geo(tile, 0)
        return g.kind in missing or (BATTERY in missing and g.kind == ENGINE and not g.double)

    def cubes_to_keep(self, missing: set[str]) -> float:
        """Robot variant: cubes to hold back for looks at tiles while the ship lacks these kinds. Engine
        power comes first: a ship without it is out at the first Open Space, and one tile in five gives it."""
        return sum(self.w["r_cabin_cubes"] if kind == CABIN else self.w["r_essential"] for kind in missing)

    def fill(self) -> float:
        return (len(self.tiles) - 1) / max(1, self.total - 1)

    def frontier(self) -> list[Cell]:
        """Free cells next to the ship that some tile could join."""
        out = []
        for c in self._frontier:
            for side in range(4):
                placed = self.tiles.get(step(c, side))
                if placed is not None and geo(*placed).conns[OPP[side]] != SMOOTH:
                    out.append(c)
                    break
        return out

    def tile_worth(self, tile: int) -> float:
        """The utility a tile adds at its best orientation, ignoring where it goes."""
        best = -1e9
        kind = geo(tile, 0).kind
        rots = (0,) if kind not in (CANNON, SHIELD, ENGINE) else (0, 1, 2, 3)
        for rot in rots:
            g = geo(tile, rot)
            if g.kind == ENGINE and g.facing != S:
                continue
            s = self.stats.copy()
            add_tile(s, {}, (0, 0), g, self.mission, self.rnd)
            if g.kind == LIFE_SUPPORT:
                s.loose_ls -= 1
                if g.alien == BROWN:
                    s.brown = True
                else:
                    s.purple = True
            best = max(best, utility(s, self.rnd, self.w) - self.base)
        return best

    def best_place(self, tile: int) -> tuple[float, Cell, int] | None:
        """(score, cell, rotation) of the best fault-free placement, or None."""
        if tile in self._best:
            return self._best[tile]
        best: tuple[float, Cell, int] | None = None
        fits = sh.fitting_places(self.ship, tile, True)
        for cell in self._frontier:
            for rot in fits.get(cell, ()):
                score = self.score(tile, cell, rot)
                if best is None or score > best[0]:
                    best = (score, cell, rot)
        self._best[tile] = best
        return best

    def score(self, tile: int, cell: Cell, rot: int) -> float:  # noqa: C901 - one term per rule of thumb
        g = geo(tile, rot)
        tiles = self.tiles
        rnd = self.rnd
        s = self.stats.copy()
        add_tile(s, tiles, cell, g, self.mission, rnd)
        value = utility(s, rnd, self.w) - self.base
        fill = max(self.fill(), 1.0 - self.future / max(1, self.free))  # how likely a free cell stays empty
        w_perm = 0.9 + 0.35 * rnd
        w_open = w_perm * (0.05 + 0.5 * fill * fill)
        joints = perm = open_ = walls = 0
        for side in range(4):
            a = g.conns[side]
            nb = step(cell, side)
            placed = tiles.get(nb)
            if placed is not None:
                if a != SMOOTH:
                    joints += 1  # strict placement: a connector next to a tile is joined
                continue
            free = nb in self.cells and nb not in self.forbidden
            if a == SMOOTH:
                walls += free  # a smooth side facing a free cell makes it harder to fill
            elif free:
                open_ += 1
            else:
                perm += 1
        value -= 0.3 * (1.0 - fill) * walls
        value += 0.45 * max(0, joints - 1)
        value -= w_perm * perm + w_open * (open_ - joints)
        # room to grow: free cells some connector of the ship faces
        opened = self.open_cells - {cell}
        for side in range(4):
            nb = step(cell, side)
            if g.conns[side] != SMOOTH and nb in self.cells and nb not in tiles and nb not in self.forbidden:
                opened.add(nb)
        if g.kind == ENGINE or g.kind == CANNON:
            opened.discard(step(cell, g.facing))
        value += self.growth(len(opened), self.future - 1) - self.growth(len(self.open_cells), self.future)
        if g.kind == ENGINE or g.kind == CANNON:
            ahead = step(cell, g.facing)
            if ahead in self.cells and ahead not in tiles:
                # that cell must stay empty: connectors facing it stay exposed
                value -= 0.8 + 0.6 * fill
                for side in range(4):
                    other = step(ahead, side)
                    if other == cell:
                        continue
                    placed = tiles.get(other)
                    if placed is not None and geo(*placed).conns[OPP[side]] != SMOOTH:
                        value -= w_perm
            if g.kind == CANNON and g.facing == N and cell[1] not in self.front_cols:
                value += 0.4  # covers another column against large meteors
        if g.kind == RADIOACTIVE:
            for side in range(4):
                placed = tiles.get(step(cell, side))
                if placed is not None and geo(*placed).kind in (CABIN, STARTING_CABIN, BATTERY):
                    value -= 4.0
        if g.kind == ARTIFACT:
            value -= 3.0  # a dead row or column
        # keep the ship compact around the start
        value -= 0.04 * (abs(cell[0] - self.start[0]) + abs(cell[1] - self.start[1]))
        return value

    @staticmethod
    def growth(frontier: int, free: int) -> float:
        """What room to grow is worth: free cells the ship's connectors face, against the free cells left."""
        return min(free, 14) * (1.0 - math.exp(-frontier / 4.0))

    def fault_cost(self, tile: int, cell: Cell, rot: int) -> float:
        probe = self.ship.copy()
        sh.place(probe, cell, tile, rot)
        return float(len(sh.faults(probe)))
