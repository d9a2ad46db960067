"""The ship check and crewing (RULES.md 4.1, 4.2): faulty ships mended or cut, aliens placed, crew
boarded; then the flight begins. Building hands over to it, the rules dispatch actions into it."""

from __future__ import annotations

import engine.galaxy_trucker.crew as cw
import engine.galaxy_trucker.flight as fl
import engine.galaxy_trucker.ship as sh
import engine.galaxy_trucker.texts as tx
from engine.core.messages import Message
from engine.core.rng import Chance
from engine.galaxy_trucker.actions import PlaceAlien, RemoveTile
from engine.galaxy_trucker.data import ALIENS, components
from engine.galaxy_trucker.state import CHECK, CREW, GTState


# -- ship check and crew (RULES.md 4.1, 4.2) ---------------------------------------------------------
def begin_check(st: GTState, chance: Chance, log: list[Message]) -> None:
    st.phase = CHECK
    lenient = st.options["check_variant"] == "lenient"
    offenders = []
    for s, p in enumerate(st.seats):
        p.checked = False
        if sh.faults(p.ship):
            offenders.append(s)
    if lenient and offenders:
        # faulty ships hand back their tokens and start behind the correct ones, in their old order
        correct = sorted((p.token, s) for s, p in enumerate(st.seats) if s not in offenders)
        late = sorted((st.seats[s].token, s) for s in offenders)
        for k, (_, s) in enumerate(correct + late):
            st.seats[s].token = k + 1
    for s in range(st.players):
        settle_check(st, s, log)
    after_check(st, chance, log)


def settle_check(st: GTState, seat: int, log: list[Message]) -> None:
    """Once no removable fault is left, the tiles cut off from the starting cabin go (E5)."""
    p = st.seats[seat]
    if p.checked or sh.removable_for_check(p.ship):
        return
    cut = sh.disconnected(p.ship)
    for cell in cut:
        p.lost.append(p.ship.tiles[cell][0])
        sh.remove_tile(p.ship, cell)
    if cut:
        log.append(Message(tx.L_CUT_OFF, {"player": seat}, len(cut)))
    p.checked = True


def after_check(st: GTState, chance: Chance, log: list[Message]) -> None:
    if all(p.checked for p in st.seats):
        begin_crew(st, chance, log)


def alien_choices(st: GTState, seat: int) -> list[PlaceAlien]:
    p = st.seats[seat]
    if st.round < int(st.options["aliens_from_round"]):
        return []
    out = []
    for colour in range(len(ALIENS)):
        if colour in p.aliens.values():
            continue
        for cell in cw.alien_cabins(p.ship, colour):
            if cell not in p.aliens:
                out.append(PlaceAlien(cell[0], cell[1], colour))
    return out


def begin_crew(st: GTState, chance: Chance, log: list[Message]) -> None:
    st.phase = CREW
    for s, p in enumerate(st.seats):
        p.aliens = {}
        p.crewed = False
        if not alien_choices(st, s):
            crew_up(st, s)
    after_crew(st, chance, log)


def crew_up(st: GTState, seat: int) -> None:
    p = st.seats[seat]
    cw.prepare_crew(p.ship, p.aliens)
    p.crewed = True


def after_crew(st: GTState, chance: Chance, log: list[Message]) -> None:
    if all(p.crewed for p in st.seats):
        fl.begin_flight(st, chance, log)


def refuse_removal(ship: sh.Ship, action: RemoveTile) -> Message:
    """Why this tile may not be removed at the ship check (RULES.md 4.1)."""
    cell = (action.row, action.col)
    blamed = {c for f in sh.faults(ship) for c in f.cells}
    if cell in ship.tiles and cell in blamed:
        if cell == components().boards[ship.board].start:
            return Message(tx.R_START_STAYS)
        if cell not in sh.removable_for_check(ship):  # only cut off (E5): it goes by itself
            return Message(tx.R_FALLS_OFF)
    return Message(tx.R_CHECK_TILE)
