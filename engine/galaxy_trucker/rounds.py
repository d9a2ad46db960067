"""What each round deals and pays (RULES.md): its adventure deck and a player's credits at its end.
Shared by the flight (flight.py) and the companion's calculators, so there is one copy of each rule."""

from __future__ import annotations

from engine.core.rng import Chance
from engine.galaxy_trucker.data import RoundSpec, components


def draw_cards(round_no: int, chance: Chance) -> list[int]:
    """The round's adventure cards: so many of each level drawn at random from its 20."""
    comp = components()
    cards: list[int] = []
    for level, count in comp.rounds[round_no - 1].deck:
        pool = [c.index for c in comp.cards if c.level == level]
        cards += chance.shuffled(pool)[:count]
    return cards


PILES = 4  # card_preview: the round's cards dealt as four piles, the last one not to be looked at


def deal_piles(round_no: int, chance: Chance) -> list[list[int]]:
    """Option `card_preview` (DECISION 34): the round's cards drawn when building starts, shuffled and
    dealt as four equal piles; players may look at the first three while they build."""
    cards = chance.shuffled(draw_cards(round_no, chance))
    size = len(cards) // PILES
    return [cards[k * size : (k + 1) * size] for k in range(PILES)]


def flight_deck(round_no: int, chance: Chance, top_matches_round: bool, cards: list[int] | None = None) -> list[int]:
    """The round's adventure deck as the rules build it: its cards (drawn now, or the piles dealt at the
    start of building) shuffled together; with the option, reshuffled until the top card is of the
    round's level."""
    comp = components()
    deck = chance.shuffled(draw_cards(round_no, chance) if cards is None else cards)
    if top_matches_round:
        for _ in range(100):
            if comp.cards[deck[0]].level == round_no:
                break
            deck = chance.shuffled(deck)
    return deck


def round_credits(
    spec: RoundSpec,
    rank: int | None,
    best_looking: bool,
    goods_value: int,
    lost_tiles: int,
    cap: int | None,
    mission: int = 0,
) -> dict[str, int]:
    """One player's credits at the end of a round: the order reward for his place among the ships
    still flying (`rank` 0-based; None: he gave up), the best-looking ship's reward (flying ships
    only), the goods sold (at half price, rounded up, after giving up), the mission's reward for his
    special tiles (flying ships only) and a credit's fine for each lost tile, at most `cap` (None: no
    cap)."""
    flying = rank is not None
    return {
        "order": spec.order_rewards[rank] if rank is not None else 0,
        "best": spec.best_looking if flying and best_looking else 0,
        "goods": goods_value if flying else (goods_value + 1) // 2,
        "mission": mission if flying else 0,
        "losses": -min(lost_tiles, lost_tiles if cap is None else cap),
    }
