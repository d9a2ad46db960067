"""Every Catan text the engine emits, marked for Qt Linguist."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core.messages import QT_TRANSLATE_NOOP, Message, MessageKey

TITLE = QT_TRANSLATE_NOOP("Games", "Catan")

RESOURCE_NAMES = (
    QT_TRANSLATE_NOOP("Catan", "brick"),
    QT_TRANSLATE_NOOP("Catan", "lumber"),
    QT_TRANSLATE_NOOP("Catan", "wool"),
    QT_TRANSLATE_NOOP("Catan", "grain"),
    QT_TRANSLATE_NOOP("Catan", "ore"),
)
# "%n brick(s)" and so on: a count of cards of one resource, with its plural forms
RESOURCE_COUNTS = (
    QT_TRANSLATE_NOOP("Catan", "%n brick(s)"),
    QT_TRANSLATE_NOOP("Catan", "%n lumber"),
    QT_TRANSLATE_NOOP("Catan", "%n wool"),
    QT_TRANSLATE_NOOP("Catan", "%n grain"),
    QT_TRANSLATE_NOOP("Catan", "%n ore"),
)
DEV_NAMES = (
    QT_TRANSLATE_NOOP("Catan", "Knight"),
    QT_TRANSLATE_NOOP("Catan", "Victory Point"),
    QT_TRANSLATE_NOOP("Catan", "Road Building"),
    QT_TRANSLATE_NOOP("Catan", "Year of Plenty"),
    QT_TRANSLATE_NOOP("Catan", "Monopoly"),
)

# options
OPT_BOARD = QT_TRANSLATE_NOOP("Catan", "Board")
V_BEGINNER = QT_TRANSLATE_NOOP("Catan", "beginner board")
V_RANDOM = QT_TRANSLATE_NOOP("Catan", "random board")
V_RANDOM_APART = QT_TRANSLATE_NOOP("Catan", "random board, 6 and 8 never side by side")
OPT_BANK = QT_TRANSLATE_NOOP("Catan", "When the bank runs short")
V_NOBODY = QT_TRANSLATE_NOOP("Catan", "nobody gets that resource")
V_SINGLE = QT_TRANSLATE_NOOP("Catan", "a single owed player takes what is left")
OPT_START = QT_TRANSLATE_NOOP("Catan", "Start player")
V_FIRST = QT_TRANSLATE_NOOP("Catan", "the first player")
V_DICE = QT_TRANSLATE_NOOP("Catan", "drawn by lot")
OPT_ORDER = QT_TRANSLATE_NOOP("Catan", "Trading and building")
V_TRADE_FIRST = QT_TRANSLATE_NOOP("Catan", "trade first, then build")
V_ANY_ORDER = QT_TRANSLATE_NOOP("Catan", "in any order")

# log
LOG_SETTLEMENT = QT_TRANSLATE_NOOP("Catan", "{player} builds a settlement.")
LOG_ROAD = QT_TRANSLATE_NOOP("Catan", "{player} builds a road.")
LOG_CITY = QT_TRANSLATE_NOOP("Catan", "{player} builds a city.")
LOG_START_CARDS = QT_TRANSLATE_NOOP("Catan", "{player} receives {cards} for the second settlement.")
LOG_ROLL = QT_TRANSLATE_NOOP("Catan", "{player} rolls {first} and {second}.")
# all a seat receives from one roll, in one line ("Anna receives 2 wool, 1 grain.")
LOG_GAINS = QT_TRANSLATE_NOOP("Catan", "{player} receives {cards}.")
LOG_SHORTAGE = QT_TRANSLATE_NOOP("Catan", "The bank is short of {resource}: nobody receives any.")
LOG_DISCARD = QT_TRANSLATE_NOOP("Catan", "{player} discards %n card(s).")
LOG_ROBBER = QT_TRANSLATE_NOOP("Catan", "{player} moves the robber.")
LOG_STEAL = QT_TRANSLATE_NOOP("Catan", "{player} steals a card from {player2}.")
# the same line as the thief and the victim may read it
LOG_STEAL_SEEN = QT_TRANSLATE_NOOP("Catan", "{player} steals {card} from {player2}.")
LOG_BUY = QT_TRANSLATE_NOOP("Catan", "{player} buys a development card.")
LOG_PLAY = QT_TRANSLATE_NOOP("Catan", "{player} plays {card}.")
LOG_PLENTY = QT_TRANSLATE_NOOP("Catan", "{player} takes {first} and {second} from the bank.")
LOG_MONOPOLY = QT_TRANSLATE_NOOP("Catan", "{player} collects %n {resource} from the other players.")
LOG_MARITIME = QT_TRANSLATE_NOOP("Catan", "{player} trades %n {give} with the bank for one {get}.")
LOG_OFFER = QT_TRANSLATE_NOOP("Catan", "{player} offers {give} for {get}.")
LOG_ACCEPT = QT_TRANSLATE_NOOP("Catan", "{player} accepts the offer.")
LOG_DECLINE = QT_TRANSLATE_NOOP("Catan", "{player} declines the offer.")
LOG_COUNTER = QT_TRANSLATE_NOOP("Catan", "{player} counters: {give} for {get}.")
LOG_DEAL = QT_TRANSLATE_NOOP("Catan", "{player} and {player2} trade.")
LOG_NO_DEAL = QT_TRANSLATE_NOOP("Catan", "{player} withdraws the offer.")
LOG_LONGEST = QT_TRANSLATE_NOOP("Catan", "{player} now has the Longest Road.")
LOG_LONGEST_ASIDE = QT_TRANSLATE_NOOP(
    "Catan", "The Longest Road card is set aside: nobody has the single longest road."
)
LOG_ARMY = QT_TRANSLATE_NOOP("Catan", "{player} now has the Largest Army.")
LOG_WIN = QT_TRANSLATE_NOOP("Catan", "{player} reaches %n victory points and wins.")
LOG_NOTHING = QT_TRANSLATE_NOOP("Catan", "nothing")

# refusals
E_PHASE = QT_TRANSLATE_NOOP("Catan", "That is not possible now.")
E_SETUP_SETTLEMENT = QT_TRANSLATE_NOOP("Catan", "In the set-up, place a settlement first.")
E_SETUP_ROAD = QT_TRANSLATE_NOOP("Catan", "The road must lead from the settlement you have just placed.")
E_ROLL_FIRST = QT_TRANSLATE_NOOP("Catan", "Roll the dice first.")
E_ROLLED = QT_TRANSLATE_NOOP("Catan", "You have already rolled this turn.")
E_DISCARD_FIRST = QT_TRANSLATE_NOOP("Catan", "Everyone with more than 7 cards must first discard half of them.")
E_DISCARD_COUNT = QT_TRANSLATE_NOOP("Catan", "You must discard exactly %n card(s).")
E_DISCARD_HELD = QT_TRANSLATE_NOOP("Catan", "You do not hold the cards you are discarding.")
E_DISCARD_NEGATIVE = QT_TRANSLATE_NOOP("Catan", "You cannot discard a negative number of cards of a resource.")
E_ROBBER_FIRST = QT_TRANSLATE_NOOP("Catan", "Move the robber first.")
E_ROBBER_SAME = QT_TRANSLATE_NOOP("Catan", "The robber must move to another land hex.")
E_VICTIM = QT_TRANSLATE_NOOP("Catan", "You can rob only an opponent with a settlement or city on that hex.")
E_VICTIM_EMPTY = QT_TRANSLATE_NOOP("Catan", "That player has no resource cards to steal.")
E_AFFORD = QT_TRANSLATE_NOOP("Catan", "You cannot afford that: it costs {cost}.")
E_NO_PIECES = QT_TRANSLATE_NOOP("Catan", "You have no {piece} left.")
E_TAKEN = QT_TRANSLATE_NOOP("Catan", "That place is already taken.")
E_DISTANCE = QT_TRANSLATE_NOOP("Catan", "Distance rule: no settlement may stand next to another settlement or city.")
E_ROAD_LINK = QT_TRANSLATE_NOOP("Catan", "A road must join one of your roads, settlements or cities.")
E_SETTLEMENT_LINK = QT_TRANSLATE_NOOP("Catan", "A settlement must be reached by one of your roads.")
E_CITY = QT_TRANSLATE_NOOP("Catan", "A city replaces one of your own settlements.")
E_DECK_EMPTY = QT_TRANSLATE_NOOP("Catan", "There are no development cards left.")
E_ONE_CARD = QT_TRANSLATE_NOOP("Catan", "You may play only one development card a turn.")
E_NEW_CARD = QT_TRANSLATE_NOOP("Catan", "A development card cannot be played in the turn it was bought.")
E_NO_CARD = QT_TRANSLATE_NOOP("Catan", "You have no such development card.")
E_BANK = QT_TRANSLATE_NOOP("Catan", "The bank has no {resource} left.")
E_BANK_TWO = QT_TRANSLATE_NOOP("Catan", "The bank has only one {resource} left: it cannot give two.")
E_RESOURCE = QT_TRANSLATE_NOOP("Catan", "Choose one of the five resources.")
E_RATIO = QT_TRANSLATE_NOOP("Catan", "You need %n {resource} for that trade.")
E_SAME = QT_TRANSLATE_NOOP("Catan", "Trade one resource for a different one.")
E_TRADE_ACTIVE = QT_TRANSLATE_NOOP(
    "Catan", "Only the player whose turn it is opens a trade; when he makes an offer, you may accept it or counter it."
)
E_TRADE_EMPTY = QT_TRANSLATE_NOOP("Catan", "An offer must give something and ask for something.")
E_TRADE_CARDS = QT_TRANSLATE_NOOP("Catan", "You do not hold the cards of that offer.")
E_TRADE_NONE = QT_TRANSLATE_NOOP("Catan", "The offer holds no {resource} to take away.")
E_TRADE_BOTH = QT_TRANSLATE_NOOP("Catan", "An offer cannot both give and ask for {resource}.")
E_TRADE_PARTNER = QT_TRANSLATE_NOOP("Catan", "That player has not accepted or countered the offer.")
E_TRADE_COUNTER_PAY = QT_TRANSLATE_NOOP("Catan", "You do not hold the cards that player's counter-offer asks for.")
E_TRADE_NO_HAND = QT_TRANSLATE_NOOP("Catan", "You hold no cards to offer.")
E_WAIT_ANSWERS = QT_TRANSLATE_NOOP("Catan", "Wait for the answers to your offer.")
E_TRADE_AFTER_BUILD = QT_TRANSLATE_NOOP(
    "Catan", "Trading comes before building: you have built this turn, so trading is over."
)
E_FREE_ROADS = QT_TRANSLATE_NOOP("Catan", "Place your free roads first.")
E_OVER = QT_TRANSLATE_NOOP("Catan", "The game is over.")

PIECE_NAMES = {
    "road": QT_TRANSLATE_NOOP("Catan", "roads"),
    "settlement": QT_TRANSLATE_NOOP("Catan", "settlements"),
    "city": QT_TRANSLATE_NOOP("Catan", "cities"),
}

# score breakdown
ROW_SETTLEMENTS = QT_TRANSLATE_NOOP("Catan", "Settlements (1 point each)")
ROW_CITIES = QT_TRANSLATE_NOOP("Catan", "Cities (2 points each)")
ROW_LONGEST = QT_TRANSLATE_NOOP("Catan", "Longest Road")
ROW_ARMY = QT_TRANSLATE_NOOP("Catan", "Largest Army")
ROW_VP_CARDS = QT_TRANSLATE_NOOP("Catan", "Victory Point cards")
ROW_TOTAL = QT_TRANSLATE_NOOP("Catan", "Total")

TERRAIN_NAMES = {
    "hills": QT_TRANSLATE_NOOP("Catan", "Hills: produce brick"),
    "forest": QT_TRANSLATE_NOOP("Catan", "Forest: produces lumber"),
    "pasture": QT_TRANSLATE_NOOP("Catan", "Pasture: produces wool"),
    "fields": QT_TRANSLATE_NOOP("Catan", "Fields: produce grain"),
    "mountains": QT_TRANSLATE_NOOP("Catan", "Mountains: produce ore"),
    "desert": QT_TRANSLATE_NOOP("Catan", "Desert: produces nothing"),
}
HARBOUR_GENERIC = QT_TRANSLATE_NOOP("Catan", "Harbour: trade 3 cards of one resource for 1 of your choice.")
HARBOUR_SPECIAL = QT_TRANSLATE_NOOP("Catan", "Harbour: trade 2 {resource} for 1 card of your choice.")

OPTION_HELP = {
    "board": QT_TRANSLATE_NOOP(
        "Catan",
        "The rulebook's beginner board, or tiles and number tokens laid at random (optionally keeping 6 and 8 apart).",
    ),
    "bank_shortage": QT_TRANSLATE_NOOP(
        "Catan",
        "When the bank cannot pay everybody a resource, by the Almanac nobody gets it; later editions let a single owed player take what is left.",
    ),
    "start_player": QT_TRANSLATE_NOOP(
        "Catan",
        "The first player starts, or the start player is drawn by lot: the same chance for everybody as the rules'"
        " roll for the highest number, without the rolling.",
    ),
    "trade_build": QT_TRANSLATE_NOOP(
        "Catan",
        "The Almanac: trade first; once you build or buy a card, trading is over for the turn. "
        "Later editions let you trade and build in any order.",
    ),
}


def message(key: MessageKey, count: int | None = None, **params: Any) -> Message:
    return Message(key, params, count)


def cards_message(cards: Sequence[int]) -> list[Message] | MessageKey:
    """A list of card counts, e.g. "2 bricks, 1 ore" (translated part by part)."""
    parts = [Message(RESOURCE_COUNTS[r], {}, n) for r, n in enumerate(cards) if n]
    return parts or LOG_NOTHING


# why a move that drew on chance cannot be taken back (Match.undo_refusal)
UNDO_CHANCE = QT_TRANSLATE_NOOP(
    "Catan", "The last move rolled the dice, stole a card or drew a development card: it cannot be taken back."
)
