"""Phases 2–6 (RULES.md §4.2–4.6): the cannons, boarding, counter-attacks, each capture's scoring,
the refill of the sea, drawing up to six, and the end of the game (§7)."""

from __future__ import annotations

from itertools import combinations

import engine.stortebeker.texts as tx
from engine.core.actions import Action
from engine.core.messages import Message
from engine.core.rng import Chance
from engine.stortebeker.actions import Attack, Counter, Pass, Stop, Take
from engine.stortebeker.data import card, components, ship
from engine.stortebeker.play import play_actions
from engine.stortebeker.state import BOARD, CANNON, COUNTER, OVER, PLAY, StortebekerState
from engine.stortebeker.table import (
    card_name,
    colour_bonuses,
    complete,
    missing,
    provisions,
    shed,
    ship_name,
    side,
    strength,
)


def colour_roll(ch: Chance) -> list[str]:
    faces = components().colour_faces
    return [faces[ch.roll(6) - 1], faces[ch.roll(6) - 1]]


# -- phase 2: cannons -----------------------------------------------------------------------------------
def begin_cannons(st: StortebekerState, ch: Chance, log: list[Message]) -> None:
    st.dice = colour_roll(ch)
    first, second = st.dice
    log.append(Message(tx.LOG_COLOUR_DICE, {"first": tx.TYPE_NAMES[first], "second": tx.TYPE_NAMES[second]}))
    st.phase = CANNON
    next_die(st, ch, log)


def victims(st: StortebekerState, kind: str) -> list[int]:
    """Opponents' provision cards of `kind` at the target ship (the shooter's own are never hit, D7)."""
    out: list[int] = []
    for seat in range(st.players):
        if seat != st.active:
            out.extend(c for c in provisions(st, seat, st.target) if card(c).type == kind)
    return sorted(out)


def next_die(st: StortebekerState, ch: Chance, log: list[Message]) -> None:
    """Resolve the colour dice in turn: a die nobody can be hit by misses; otherwise the shooter chooses."""
    while st.dice:
        if victims(st, st.dice[0]):
            return  # the shooter takes a card (Take)
        kind = st.dice.pop(0)
        both = bool(st.dice) and st.dice[0] == kind  # the other die shows the same: it misses as well
        if both:
            st.dice.pop(0)
        log.append(Message(tx.LOG_MISS_BOTH if both else tx.LOG_MISS, {"what": tx.TYPE_NAMES[kind]}))
    for seat in range(st.players):
        if seat != st.active:
            shed(st, seat, st.target, log)
    begin_boarding(st, ch, log)


def shots_left(st: StortebekerState) -> int:
    """How many of the colour dice still to resolve will take a card: the die in play does, and the
    other one if an opponent still has its colour at the target once the first has taken its card
    (a double needs two such cards). Read-only: the table tells the first of two shots from the second."""
    if not st.dice:
        return 0
    if len(st.dice) == 1:
        return 1
    first, second = st.dice
    return 1 + (len(victims(st, second)) >= (2 if first == second else 1))


def take_actions(st: StortebekerState) -> list[Action]:
    return [Take(c) for c in victims(st, st.dice[0])] if st.dice else []


def do_take(st: StortebekerState, a: Take, ch: Chance, log: list[Message]) -> None:
    kind = st.dice.pop(0)
    victim = next(s for s in range(st.players) if a.card in side(st, s, st.target))
    side(st, victim, st.target).remove(a.card)
    mine = [c for c in provisions(st, st.active, st.target) if card(c).type == kind]
    if len(mine) < ship(st.target).need(kind):  # it fits: it must go onto the shooter's side (D7)
        side(st, st.active, st.target).append(a.card)
        key = tx.LOG_TAKE_KEEP
    else:
        st.discard.append(a.card)
        key = tx.LOG_TAKE_DISCARD
    log.append(Message(key, {"player": st.active, "what": card_name(a.card), "player2": victim}))
    next_die(st, ch, log)


# -- phase 3: boarding ------------------------------------------------------------------------------------
def attackable(st: StortebekerState) -> list[int]:
    if st.first_round or st.boarding_over:
        return []
    return [s for s in st.sea if s not in st.attacked and complete(st, st.active, s)]


def begin_boarding(st: StortebekerState, ch: Chance, log: list[Message]) -> None:
    if attackable(st):
        st.phase = BOARD
    else:
        end_turn(st, ch, log)


def board_actions(st: StortebekerState) -> list[Action]:
    return [*(Attack(s) for s in attackable(st)), Stop()]


def turn_up_crew(st: StortebekerState, seat: int, s: int, log: list[Message]) -> None:
    """Whoever boards a ship, or counter-attacks it, turns his pirates there face up ("a odkryje své
    piráty"): the log tells the table which they are."""
    crew = sorted((card(c).value for c in side(st, seat, s) if card(c).pirate), reverse=True)
    if crew:
        pirates = " + ".join(map(str, crew))
        log.append(Message(tx.LOG_CREW, {"player": seat, "ship": ship_name(s), "pirates": pirates}, len(crew)))


def do_attack(st: StortebekerState, a: Attack, ch: Chance, log: list[Message]) -> None:
    s, me = a.ship, st.active
    st.attacked.append(s)
    d1, d2 = ch.roll(6), ch.roll(6)
    total = d1 + d2 + strength(st, me, s)
    defence = ship(s).defence
    st.rolled = (d1, d2)
    turn_up_crew(st, me, s, log)
    log.append(
        Message(
            tx.LOG_ATTACK,
            {
                "player": me,
                "ship": ship_name(s),
                "first": d1,
                "second": d2,
                "strength": strength(st, me, s),
                "total": total,
                "defence": defence,
            },
        )
    )
    if total >= defence:
        log.append(Message(tx.LOG_ATTACK_WON))
        st.prize, st.best, st.leader = s, total, me
        st.shown = [me]  # his crew stays face up while the others decide
        order = [(me + k) % st.players for k in range(1, st.players)]
        st.queue = [p for p in order if provisions(st, p, s)]
        st.phase = COUNTER
        next_counter(st, ch, log)
        return
    log.append(Message(tx.LOG_ATTACK_LOST))
    lose = colour_roll(ch)
    log.append(Message(tx.LOG_COLOUR_DICE, {"first": tx.TYPE_NAMES[lose[0]], "second": tx.TYPE_NAMES[lose[1]]}))
    lost = False
    for kind in lose:  # each die costs one card of its colour, plain before symbol (D8, D22)
        mine = sorted((c for c in provisions(st, me, s) if card(c).type == kind), key=lambda c: card(c).value)
        if mine:
            side(st, me, s).remove(mine[0])
            st.discard.append(mine[0])
            log.append(Message(tx.LOG_LOSE, {"player": me, "what": card_name(mine[0]), "ship": ship_name(s)}))
            lost = True
    if not lost:  # said, or the table reads the dice and wonders what they did
        log.append(Message(tx.LOG_LOSE_NONE, {"player": me, "ship": ship_name(s)}))
    shed(st, me, s, log)
    if st.failure_ends:
        if attackable(st):  # said when it holds a boarding back, or the ship left lit looks forgotten
            log.append(Message(tx.LOG_FAILURE_ENDS, {"player": me}))
        st.boarding_over = True
    begin_boarding(st, ch, log)


# -- phase 4: counter-attacks -----------------------------------------------------------------------------
COUNTER_CARDS = 3  # a counter-attack lays at most this many provision cards ("nesmí vyložit více než 3 karty")


def completions(st: StortebekerState, seat: int) -> list[tuple[int, ...]]:
    """The sets of hand cards that lay exactly the missing provisions at the prize (at most three)."""
    lack = missing(st, seat, st.prize)
    if sum(lack.values()) > COUNTER_CARDS:
        return []
    options: list[tuple[int, ...]] = [()]
    for kind, n in lack.items():
        have = sorted(c for c in st.hands[seat] if not card(c).pirate and card(c).type == kind)
        # cards of a type that look alike (same symbol) are one choice
        distinct = sorted({combo_key(combo): combo for combo in combinations(have, n)}.values())
        options = [o + combo for o in options for combo in distinct]
        if not options:
            return []
    return [tuple(sorted(o)) for o in options]


def combo_key(combo: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(sorted(card(c).value for c in combo))


def listed_counter(st: StortebekerState, seat: int, a: Counter) -> Counter:
    """The listed counter-attack that lays the same provisions as `a`: another card of the same look
    (type and symbol) from the hand is the same move, though `completions` names one card of each look."""
    hand = st.hands[seat]
    if len(set(a.cards)) != len(a.cards) or not all(c in hand for c in a.cards):
        return a

    def looks(cards: tuple[int, ...]) -> list[tuple[str, int, bool]]:
        return sorted((card(c).type, card(c).value, card(c).pirate) for c in cards)

    wanted = looks(a.cards)
    return next((Counter(cards) for cards in completions(st, seat) if looks(cards) == wanted), a)


def next_counter(st: StortebekerState, ch: Chance, log: list[Message]) -> None:
    # every player with a provision at the ship is asked, in turn, also one whose hand cannot complete
    # it (he may only pass): skipping him would tell the table what his hand lacks (spec 4.4, D10)
    if not st.queue:
        capture(st, ch, log)


def counter_actions(st: StortebekerState) -> list[Action]:
    return [*(Counter(cards) for cards in completions(st, st.queue[0])), Pass()]


def counter_out_of_reach(st: StortebekerState, seat: int) -> int:
    """How many provision cards `seat`, asked now whether to counter-attack, lacks at the prize when the
    whole table can see that he can only pass (0 otherwise): more than a counter-attack may lay, or more
    than the cards he holds (a hand's size is public). Read-only; a hand that merely lacks the right
    cards is his secret, so he is asked then."""
    if st.phase != COUNTER or not st.queue or st.queue[0] != seat:
        return 0
    lack = sum(missing(st, seat, st.prize).values())
    return lack if lack > COUNTER_CARDS or lack > len(st.hands[seat]) else 0


def do_counter(st: StortebekerState, seat: int, a: Action, ch: Chance, log: list[Message]) -> None:
    lack = counter_out_of_reach(st, seat)
    st.queue.pop(0)
    if isinstance(a, Pass) and lack:  # the reason, for a pass the table plays (`Stortebeker.forced`)
        key = tx.LOG_PASS_TOO_MANY if lack > COUNTER_CARDS else tx.LOG_PASS_SHORT
        log.append(Message(key, {"player": seat}, lack))
    elif isinstance(a, Pass):
        log.append(Message(tx.LOG_PASS, {"player": seat}))
    else:
        assert isinstance(a, Counter)
        for c in a.cards:  # the provisions it still lacks, face up (§4.4)
            st.hands[seat].remove(c)
            side(st, seat, st.prize).append(c)
            log.append(Message(tx.LOG_LAY, {"player": seat, "what": card_name(c), "ship": ship_name(st.prize)}))
        turn_up_crew(st, seat, st.prize, log)  # "odkryje svého čtyřkového piráta" (the rules' example)
        st.shown.append(seat)
        d1, d2 = ch.roll(6), ch.roll(6)
        power = strength(st, seat, st.prize)
        total = d1 + d2 + power
        st.rolled = (d1, d2)
        log.append(
            Message(
                tx.LOG_COUNTER,
                {"player": seat, "first": d1, "second": d2, "strength": power, "total": total, "best": st.best},
            )
        )
        if total > st.best:  # a tie keeps the earlier leader (D10)
            log.append(Message(tx.LOG_COUNTER_WON, {"player": seat}))
            st.best, st.leader = total, seat
        else:  # said, as a boarding's outcome is: 14 against 14 is not enough
            log.append(Message(tx.LOG_COUNTER_LOST, {"player": seat, "best": st.best}))
    next_counter(st, ch, log)


# -- phase 5: scoring a capture -----------------------------------------------------------------------------
def capture(st: StortebekerState, ch: Chance, log: list[Message]) -> None:
    s, winner = st.prize, st.leader
    st.captured[winner].append(s)
    st.points[winner] += ship(s).points
    log.append(Message(tx.LOG_CAPTURE, {"player": winner, "ship": ship_name(s), "points": ship(s).points}))
    for seat in range(st.players):  # every card at the ship goes face up to the discard pile (D12)
        st.discard.extend(st.sides[s][seat])
    del st.sides[s]
    st.sea.remove(s)
    st.captured_now += 1
    st.prize, st.leader, st.best, st.queue, st.shown = -1, -1, 0, [], []
    if winner != st.active and st.lost_ends:
        if attackable(st):
            log.append(Message(tx.LOG_LOST_ENDS, {"player": st.active}))
        st.boarding_over = True
    if st.harbour_empty and not st.end_triggered:
        st.end_triggered = True
        log.append(Message(tx.LOG_END))
    begin_boarding(st, ch, log)


# -- the end of the turn: refill, draw, next player ----------------------------------------------------------
def end_turn(st: StortebekerState, ch: Chance, log: list[Message]) -> None:
    for _ in range(st.captured_now):
        if not st.harbour:
            break
        s = st.harbour.pop(0)
        st.sea.append(s)
        st.sides[s] = [[] for _ in range(st.players)]
        log.append(Message(tx.LOG_REFILL, {"ship": ship_name(s)}))
    if st.captured_now and not st.harbour and not st.harbour_empty:
        st.harbour_empty = True
        log.append(Message(tx.LOG_HARBOUR_EMPTY))
    draw(st, st.active, ch, log)
    if st.end_triggered and st.active == st.last_seat:
        st.phase = OVER
        for seat in range(st.players):  # E1, counted now: the log says for what (the seed's example does)
            for colour, ships, best in colour_bonuses(st, seat):
                log.append(
                    Message(
                        tx.LOG_BONUS,
                        {"player": seat, "colour": tx.COLOUR_NAMES[colour], "points": Message(tx.POINTS_N, {}, best)},
                        ships,
                    )
                )
        log.append(Message(tx.LOG_OVER))
        return
    st.active = (st.active + 1) % st.players
    st.turn += 1
    start_turn(st, ch, log)


def draw(st: StortebekerState, seat: int, ch: Chance, log: list[Message]) -> None:
    hand = st.hands[seat]
    hand.extend(st.waiting[seat])
    st.waiting[seat] = []
    got = 0
    while len(hand) < components().hand_size:
        if not st.draw:
            if not st.discard:
                break
            st.draw = ch.shuffled(st.discard)
            st.discard = []
            log.append(Message(tx.LOG_RESHUFFLE))
        hand.append(st.draw.pop())
        got += 1
    if got:
        ch.reveal({"drawn": got})  # the cards drawn are its owner's secret: undo stops here
        log.append(Message(tx.LOG_DRAW, {"player": seat}, got))


def start_turn(st: StortebekerState, ch: Chance, log: list[Message]) -> None:
    st.phase = PLAY
    st.need = min(components().per_turn, len(st.hands[st.active]))
    st.laid = st.swapped = st.picks_left = st.pick_limit = 0
    st.fired, st.target = False, -1
    st.dice, st.attacked = [], []
    st.boarding_over, st.captured_now = False, 0
    if st.need == 0 or not play_actions(st, st.active):
        finish_play(st, ch, log)  # nothing to play (a single card that fits nowhere): phase 1 is over


def finish_play(st: StortebekerState, ch: Chance, log: list[Message]) -> None:
    """Phase 1 is over once its cards are played (or nothing more can be): cannons if fired, then
    boarding."""
    if st.fired:
        begin_cannons(st, ch, log)
    else:
        begin_boarding(st, ch, log)
