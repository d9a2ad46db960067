"""Phase 1 (RULES.md §4.1): exactly three cards (the whole hand when it is smaller) split among laying
out, an exchange of 2 or 3 for up to two from the open discard pile, and firing the cannons — in that
order, and only in the splits the rules allow."""

from __future__ import annotations

from itertools import combinations

import engine.stortebeker.texts as tx
from engine.core.actions import Action
from engine.core.messages import Message
from engine.stortebeker.actions import EndPicks, Fire, Lay, Pick, Swap
from engine.stortebeker.data import card, ship
from engine.stortebeker.state import PICK, PLAY, StortebekerState
from engine.stortebeker.table import card_name, may_lay, provisions, ship_name

# (laid, exchanged, fired) by the number of cards to play (RULES.md §4.1)
SPLITS = {
    3: ((3, 0, 0), (2, 0, 1), (1, 2, 0), (0, 3, 0), (0, 2, 1)),
    2: ((2, 0, 0), (1, 0, 1), (0, 2, 0)),
    1: ((1, 0, 0), (0, 0, 1)),
    0: ((0, 0, 0),),
}


def fire_targets(st: StortebekerState, seat: int) -> list[int]:
    """Ships where the seat has a provision card: the only ones he may fire at."""
    return [s for s in st.sea if provisions(st, seat, s)]


def _splits(st: StortebekerState) -> tuple[tuple[int, int, int], ...]:
    return SPLITS[min(st.need, 3)]


def lay_ok(st: StortebekerState) -> bool:
    """Another card may be laid out: nothing exchanged or fired yet and a split lays more."""
    return not st.swapped and not st.fired and any(lay > st.laid for lay, _, _ in _splits(st))


def swap_sizes(st: StortebekerState, seat: int, ahead: int = 0) -> list[int]:
    """How many cards an exchange may discard now (2 or 3), given the splits left; with `ahead`, how
    many it could once that many more cards are laid out first (read-only, see `sizes_after_laying`)."""
    if st.swapped or st.fired:
        return []
    out = []
    for lay, e, f in _splits(st):
        if lay == st.laid + ahead and e and (not f or fire_targets(st, seat)) and len(st.hands[seat]) - ahead >= e:
            out.append(e)
    return sorted(set(out))


def sizes_after_laying(st: StortebekerState, seat: int) -> list[int]:
    """The exchange sizes that are not open now but would be once one more card is laid out (with no
    provision at any ship, three cards to play and none laid: 3 now, 2 after laying one). Read-only:
    the table says why the two cards set aside are no exchange yet."""
    if not lay_ok(st):
        return []
    return sorted(set(swap_sizes(st, seat, 1)) - set(swap_sizes(st, seat)))


def fire_ok(st: StortebekerState) -> bool:
    return not st.fired and any(lay == st.laid and e == st.swapped and f for lay, e, f in _splits(st))


def fire_later(st: StortebekerState) -> bool:
    """A split still fires, after more cards are laid or exchanged than now: firing now is too early."""
    ahead = [(lay, e) for lay, e, f in _splits(st) if f and lay >= st.laid and e >= st.swapped]
    return not st.fired and any(step != (st.laid, st.swapped) for step in ahead)


def played(st: StortebekerState) -> int:
    return st.laid + st.swapped + (1 if st.fired else 0)


def play_actions(st: StortebekerState, seat: int) -> list[Action]:
    hand = st.hands[seat]
    out: list[Action] = []
    if lay_ok(st):
        for c in sorted(set(hand)):
            for s in st.sea:
                if may_lay(st, seat, c, s):
                    out.append(Lay(c, s))
    for k in swap_sizes(st, seat):
        out.extend(Swap(cards) for cards in combinations(sorted(hand), k))
    if fire_ok(st):
        targets = fire_targets(st, seat)
        out.extend(Fire(c, s) for c in sorted(set(hand)) for s in targets)
    return out


def pick_actions(st: StortebekerState, seat: int) -> list[Action]:
    taken = set(st.waiting[seat])
    pool = sorted({c for c in st.discard[: st.pick_limit] if c not in taken})
    return [*(Pick(c) for c in pool), EndPicks()]


def why_pick(st: StortebekerState, seat: int, a: Action) -> Message:
    """Why a pick is refused: a card just discarded lies in the pile but may not come back (the seed's
    "up to 2 other cards"); any other card is not in the pile at all."""
    if not isinstance(a, Pick):
        return Message(tx.E_PHASE)
    if a.card in st.discard[st.pick_limit :]:
        return Message(tx.E_NO_PICK)
    return Message(tx.E_NOT_IN_PILE)


def why_play(st: StortebekerState, seat: int, a: Action) -> Message:
    hand = st.hands[seat]
    if isinstance(a, Lay):
        if a.card not in hand:
            return Message(tx.E_NOT_IN_HAND)
        if a.ship not in st.sea:
            return Message(tx.E_NO_SHIP)
        if not lay_ok(st):
            return Message(tx.E_ORDER) if (st.swapped or st.fired) else Message(tx.E_SPLIT, {}, st.need)
        cd = card(a.card)
        if cd.pirate:
            return Message(tx.E_CREW_LIMIT)
        if not ship(a.ship).need(cd.type):
            return Message(tx.E_NOT_NEEDED, {"type": tx.TYPE_NAMES[cd.type]})
        return Message(tx.E_ENOUGH, {"type": tx.TYPE_NAMES[cd.type]})
    if isinstance(a, Swap):
        if len(set(a.cards)) != len(a.cards) or any(c not in hand for c in a.cards):
            return Message(tx.E_NOT_IN_HAND)
        if st.swapped or st.fired:  # the exchange is made, or the shot (the last card) fired
            return Message(tx.E_ORDER)
        if not swap_sizes(st, seat):  # no exchange fits the turn's cards left (the count is not the reason)
            return Message(tx.E_SPLIT, {}, st.need)
        if len(a.cards) not in (2, 3):
            return Message(tx.E_SWAP_COUNT)
        return Message(tx.E_SPLIT, {}, st.need)
    if isinstance(a, Fire):
        if a.card not in hand:
            return Message(tx.E_NOT_IN_HAND)
        if a.ship not in st.sea:
            return Message(tx.E_NO_SHIP)
        if a.ship not in fire_targets(st, seat):  # the target is wrong whenever it is fired
            return Message(tx.E_FIRE_SHIP)
        if fire_later(st):
            return Message(tx.E_FIRE_LAST)  # too early: "the cards could not finish a turn" said less
        return Message(tx.E_SPLIT, {}, st.need)
    return Message(tx.E_PHASE)


def do_play(st: StortebekerState, seat: int, a: Action, log: list[Message]) -> None:
    hand = st.hands[seat]
    if isinstance(a, Lay):
        hand.remove(a.card)
        st.sides[a.ship][seat].append(a.card)
        st.laid += 1
        if card(a.card).pirate:
            log.append(Message(tx.LOG_LAY_PIRATE, {"player": seat, "ship": ship_name(a.ship)}))
        else:
            log.append(Message(tx.LOG_LAY, {"player": seat, "what": card_name(a.card), "ship": ship_name(a.ship)}))
    elif isinstance(a, Swap):
        st.pick_limit = len(st.discard)  # picks come from the pile as it was: not the cards just discarded
        for c in a.cards:
            hand.remove(c)
            st.discard.append(c)
        st.swapped = len(a.cards)
        st.picks_left = (st.swapped - 1) if st.strict_exchange else 2
        log.append(Message(tx.LOG_SWAP, {"player": seat}, st.swapped))
        st.phase = PICK
        if not st.pick_limit or not st.picks_left:
            st.phase = PLAY
    elif isinstance(a, Pick):
        st.discard.remove(a.card)
        st.pick_limit -= 1
        st.waiting[seat].append(a.card)
        st.picks_left -= 1
        log.append(Message(tx.LOG_PICK, {"player": seat, "what": card_name(a.card)}))
        if not st.picks_left or not st.pick_limit:
            st.phase = PLAY
    elif isinstance(a, EndPicks):
        st.phase = PLAY
    elif isinstance(a, Fire):
        hand.remove(a.card)
        st.discard.append(a.card)
        st.fired, st.target = True, a.ship
        log.append(Message(tx.LOG_FIRE, {"player": seat, "ship": ship_name(a.ship)}))
