"""What lies at the ships (RULES.md §2): a player's provisions and crew at a ship, whether they are
complete, his strength there, the crew limit; how cards are named in the log; and what the captured
ships are worth at the end (E1's colour bonus, D16's winners)."""

from __future__ import annotations

from collections.abc import Sequence

import engine.stortebeker.texts as tx
from engine.core.messages import Message
from engine.stortebeker.data import card, components, ship
from engine.stortebeker.state import HIDDEN, StortebekerState


def side(st: StortebekerState, seat: int, s: int) -> list[int]:
    return st.sides[s][seat]


def provisions(st: StortebekerState, seat: int, s: int) -> list[int]:
    return [c for c in side(st, seat, s) if c != HIDDEN and not card(c).pirate]


def crew(st: StortebekerState, seat: int, s: int) -> list[int]:
    """The pirate cards on the side (HIDDEN ones too, in a view)."""
    return [c for c in side(st, seat, s) if c == HIDDEN or card(c).pirate]


def count(st: StortebekerState, seat: int, s: int, kind: str) -> int:
    """The seat's provision cards of `kind` at `s` (asked in every search step: no list built)."""
    n = 0
    for c in st.sides[s][seat]:
        if c != HIDDEN:
            cd = card(c)
            if cd.type == kind and not cd.pirate:
                n += 1
    return n


def missing(st: StortebekerState, seat: int, s: int) -> dict[str, int]:
    """The provision cards still lacking for the seat's provisions at `s` to be complete."""
    out = {}
    for kind, n in ship(s).needs:
        lack = n - count(st, seat, s, kind)
        if lack:
            out[kind] = lack
    return out


def complete(st: StortebekerState, seat: int, s: int) -> bool:
    return not missing(st, seat, s)


def strength(st: StortebekerState, seat: int, s: int) -> int:
    """Crew values plus 1 for each provision card with a pirate symbol (the owner's true figure)."""
    return sum(card(c).value for c in side(st, seat, s) if c != HIDDEN)


def within_limit(st: StortebekerState, seat: int, s: int) -> bool:
    return len(crew(st, seat, s)) <= len(provisions(st, seat, s))


def may_lay(st: StortebekerState, seat: int, c: int, s: int) -> bool:
    """Whether card `c` may go onto the seat's side of ship `s` (RULES.md §4.1a)."""
    cd = card(c)
    if cd.pirate:
        return len(crew(st, seat, s)) + 1 <= len(provisions(st, seat, s))
    return count(st, seat, s, cd.type) < ship(s).need(cd.type)


def shed(st: StortebekerState, seat: int, s: int, log: list[Message]) -> None:
    """Discard pirates until the crew limit holds again, the lowest values first (D8)."""
    pirates = sorted(crew(st, seat, s), key=lambda c: card(c).value)
    over = len(pirates) - len(provisions(st, seat, s))
    if over <= 0:
        return
    for c in pirates[:over]:
        side(st, seat, s).remove(c)
        st.discard.append(c)
    log.append(Message(tx.LOG_SHED, {"player": seat, "ship": ship_name(s)}, over))


def ship_name(s: int) -> Message:
    """The ship's colour and points, and where another ship has both, the provisions it wants."""
    sh = ship(s)
    params = {"colour": tx.COLOUR_NAMES.get(sh.colour, sh.colour), "points": sh.points}
    if sum(o.colour == sh.colour and o.points == sh.points for o in components().ships) > 1:
        return Message(tx.SHIP_NAME_WANTS, {**params, "wants": [tx.TYPE_NAMES[kind] for kind, _ in sh.needs]})
    return Message(tx.SHIP_NAME, params)


def card_name(c: int) -> Message:
    cd = card(c)
    if cd.pirate:
        return Message(tx.A_PIRATE, {"value": cd.value})
    key = tx.A_PROVISION_SYMBOL if cd.value else tx.A_PROVISION
    return Message(key, {"type": tx.TYPE_NAMES[cd.type]})


def colour_bonuses(st: StortebekerState, seat: int) -> list[tuple[str, int, int]]:
    """E1: each colour of which the seat has captured three or more ships, as (colour, ships, the
    points of his best ship of it): that many points come once more at the end."""
    if not st.colour_bonus:
        return []
    return bonuses_of([(ship(s).colour, ship(s).points) for s in st.captured[seat]])


def bonuses_of(ships: Sequence[tuple[str, int]]) -> list[tuple[str, int, int]]:
    """E1 for captured ships given as (colour, points), whatever their values: each colour with three
    or more of them, as (colour, ships, the best one's points). A table's own cards count so too."""
    out = []
    for colour in components().ship_colours:
        mine = [points for c, points in ships if c == colour]
        if len(mine) >= 3:
            out.append((colour, len(mine), max(mine)))
    return out


def standing(scores: Sequence[float], ships: Sequence[int]) -> list[int]:
    """The winners (D16): the most points; between equals the most ships captured; then shared."""
    key = list(zip(scores, ships, strict=True))
    best = max(key)
    return [s for s, k in enumerate(key) if k == best]
