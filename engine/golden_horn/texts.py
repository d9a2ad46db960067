"""Every Golden Horn text the engine emits, marked for Qt Linguist."""

from __future__ import annotations

from engine.core.messages import QT_TRANSLATE_NOOP

CTX = "GoldenHorn"

TITLE = QT_TRANSLATE_NOOP("Games", "Golden Horn")

COLOUR_NAMES = (
    QT_TRANSLATE_NOOP("GoldenHorn", "yellow"),
    QT_TRANSLATE_NOOP("GoldenHorn", "pink"),
    QT_TRANSLATE_NOOP("GoldenHorn", "green"),
    QT_TRANSLATE_NOOP("GoldenHorn", "orange"),
    QT_TRANSLATE_NOOP("GoldenHorn", "red"),
    QT_TRANSLATE_NOOP("GoldenHorn", "blue"),
)
SHIP_NAMES = (
    QT_TRANSLATE_NOOP("GoldenHorn", "one-colour ship"),
    QT_TRANSLATE_NOOP("GoldenHorn", "two-colour ship"),
    QT_TRANSLATE_NOOP("GoldenHorn", "three-colour ship"),
)
PLACE_NAMES = {
    "venice": QT_TRANSLATE_NOOP("GoldenHorn", "Venice"),
    "constantinople": QT_TRANSLATE_NOOP("GoldenHorn", "Constantinople"),
    "modon": QT_TRANSLATE_NOOP("GoldenHorn", "Modon"),
}
SEA_SPACE = QT_TRANSLATE_NOOP("GoldenHorn", "the {colour} sea space")

# options
OPT_MODON_BERTHS = QT_TRANSLATE_NOOP("GoldenHorn", "Berths in Modon")
OPT_MODON_DRAW = QT_TRANSLATE_NOOP("GoldenHorn", "Draw cards in Modon")
S_NO_MODON = QT_TRANSLATE_NOOP("GoldenHorn", "The route for this many players has no Modon.")
OPT_PIRATES = QT_TRANSLATE_NOOP("GoldenHorn", "Pirates")
OPT_PLACEMENT = QT_TRANSLATE_NOOP("GoldenHorn", "Placing the ships")
OPT_START = QT_TRANSLATE_NOOP("GoldenHorn", "Start player")
V_STANDARD = QT_TRANSLATE_NOOP("GoldenHorn", "as the rules say")
V_TWO = QT_TRANSLATE_NOOP("GoldenHorn", "2 berths")
V_THREE = QT_TRANSLATE_NOOP("GoldenHorn", "3 berths")
V_ON = QT_TRANSLATE_NOOP("GoldenHorn", "on")
V_OFF = QT_TRANSLATE_NOOP("GoldenHorn", "off")
V_CHOICE = QT_TRANSLATE_NOOP("GoldenHorn", "chosen by the players")
V_RANDOM = QT_TRANSLATE_NOOP("GoldenHorn", "at random")
V_FIRST = QT_TRANSLATE_NOOP("GoldenHorn", "the first player")

# log
LOG_PLACE = QT_TRANSLATE_NOOP("GoldenHorn", "{player} puts the {ship} in {port}.")
LOG_SETUP = QT_TRANSLATE_NOOP("GoldenHorn", "Nine goods are drawn for Venice and nine for Constantinople.")
LOG_DEAL = QT_TRANSLATE_NOOP("GoldenHorn", "The cards are shuffled and each player is dealt five.")
LOG_ROB = QT_TRANSLATE_NOOP(
    "GoldenHorn", "{player} sends pirates with {card1} and {card2} and steals a {colour} good from {player2}."
)
LOG_ROB_PAIR = QT_TRANSLATE_NOOP(
    "GoldenHorn", "{player} sends pirates with two {card1} cards and steals a {colour} good from {player2}."
)
LOG_TURN = QT_TRANSLATE_NOOP("GoldenHorn", "{player} turns the robbed {ship} around.")
LOG_KEEP = QT_TRANSLATE_NOOP("GoldenHorn", "{player} keeps the robbed {ship} on course.")
LOG_LOAD = QT_TRANSLATE_NOOP("GoldenHorn", "{player} loads %n {colour} good(s) onto the {ship} in {port}.")
LOG_EMPTY = QT_TRANSLATE_NOOP("GoldenHorn", "{player}'s {ship} leaves {port} empty.")
LOG_REFILL = QT_TRANSLATE_NOOP("GoldenHorn", "{port} is restocked from the bag.")
LOG_SAIL = QT_TRANSLATE_NOOP("GoldenHorn", "{player} sails the {ship} to {place}.")
LOG_WIND = QT_TRANSLATE_NOOP("GoldenHorn", "{player} plays %n wind card(s).")
LOG_UNLOAD = QT_TRANSLATE_NOOP("GoldenHorn", "{player} unloads %n good(s) into the warehouse.")
LOG_DRAW = QT_TRANSLATE_NOOP("GoldenHorn", "{player} draws %n card(s).")
LOG_RESHUFFLE = QT_TRANSLATE_NOOP("GoldenHorn", "The discard pile is shuffled into a new draw pile.")
LOG_PORT_EMPTY = QT_TRANSLATE_NOOP("GoldenHorn", "{port} has no goods left: this round is the last.")
LOG_ANNOUNCE = QT_TRANSLATE_NOOP("GoldenHorn", "{player} announces the end of the game: this round is the last.")
LOG_OVER = QT_TRANSLATE_NOOP("GoldenHorn", "The game is over.")

# refusals
E_PHASE_PLACE = QT_TRANSLATE_NOOP("GoldenHorn", "Ships are being placed in the home ports now.")
E_NOT_PLACING = QT_TRANSLATE_NOOP("GoldenHorn", "The ships are already placed.")
E_NOT_YOUR_SHIP = QT_TRANSLATE_NOOP("GoldenHorn", "That is not one of your ships.")
E_PLACED = QT_TRANSLATE_NOOP("GoldenHorn", "That ship is already placed.")
E_PORT = QT_TRANSLATE_NOOP("GoldenHorn", "Ships start in Venice or Constantinople.")
E_PIRATES_OFF = QT_TRANSLATE_NOOP("GoldenHorn", "Pirates are switched off in this game.")
E_ROB_ONCE = QT_TRANSLATE_NOOP("GoldenHorn", "You may send pirates only once a turn, before you sail.")
E_ROB_OWN = QT_TRANSLATE_NOOP("GoldenHorn", "You cannot rob your own ship.")
E_ROB_PORT = QT_TRANSLATE_NOOP("GoldenHorn", "Ships in Venice, Constantinople and Modon cannot be robbed.")
E_ROB_EMPTY = QT_TRANSLATE_NOOP("GoldenHorn", "That ship carries no goods.")
E_ROB_COLOURS = QT_TRANSLATE_NOOP("GoldenHorn", "Both pirate cards must match the colours of the target's sails.")
E_NO_CARDS = QT_TRANSLATE_NOOP("GoldenHorn", "You do not hold those cards.")
E_ROB_TWO = QT_TRANSLATE_NOOP("GoldenHorn", "Pirates take two cards, and you hold only one card of this colour.")
E_STEER = QT_TRANSLATE_NOOP("GoldenHorn", "Only the owner of the ship just robbed empty decides whether it turns.")
E_MUST_STEER = QT_TRANSLATE_NOOP("GoldenHorn", "The owner of the robbed ship must first decide whether it turns.")
E_SAILED = QT_TRANSLATE_NOOP("GoldenHorn", "You have already moved a ship this turn.")
E_MUST_SAIL = QT_TRANSLATE_NOOP("GoldenHorn", "You must move one of your ships first.")
E_LOAD = QT_TRANSLATE_NOOP("GoldenHorn", "You must load all goods of one colour that is not on your sails.")
E_LOAD_SEA = QT_TRANSLATE_NOOP("GoldenHorn", "Goods are loaded only when a ship leaves Venice or Constantinople.")
E_REACH = QT_TRANSLATE_NOOP("GoldenHorn", "The ship cannot reach that space with the cards in your hand.")
E_AHEAD = QT_TRANSLATE_NOOP(
    "GoldenHorn", "A ship sails on the way it is heading: it does not turn at sea, and it must move."
)
E_HELD = QT_TRANSLATE_NOOP(
    "GoldenHorn", "Another ship stands there (or every berth of Modon is taken): a ship sails past it."
)
E_OFF_ROUTE = QT_TRANSLATE_NOOP("GoldenHorn", "The route has no such space.")
E_STOPS_FIRST = QT_TRANSLATE_NOOP("GoldenHorn", "The move ends at the first port, or at Modon with a free berth.")
E_ANNOUNCE = QT_TRANSLATE_NOOP(
    "GoldenHorn", "You may announce the end only with goods of all six colours in your warehouse."
)
E_ANNOUNCED = QT_TRANSLATE_NOOP("GoldenHorn", "The end of the game has already been triggered.")
E_GENERIC = QT_TRANSLATE_NOOP("GoldenHorn", "That is not allowed now.")

# score breakdown
ROW_CUBES = QT_TRANSLATE_NOOP("GoldenHorn", "Goods in the warehouse")
ROW_BONUS = QT_TRANSLATE_NOOP("GoldenHorn", "Bonus for sets of different goods")
ROW_TOTAL = QT_TRANSLATE_NOOP("GoldenHorn", "Total")

OPTION_HELP = {
    "modon_berths": QT_TRANSLATE_NOOP(
        "GoldenHorn",
        "How many ships may stop in Modon at once; the rules give 2 berths with 2 players and 3 with 4 (3 players sail without Modon).",
    ),
    "modon_draw": QT_TRANSLATE_NOOP(
        "GoldenHorn",
        "Whether a ship arriving in Modon draws cards as in a home port; the rules do so with 4 players.",
    ),
    "pirates": QT_TRANSLATE_NOOP(
        "GoldenHorn", "Off: nobody may rob ships with pirate cards (a gentler game for beginners)."
    ),
    "placement": QT_TRANSLATE_NOOP(
        "GoldenHorn",
        "Whether the players put their ships into Venice or Constantinople, or the ships are placed at random.",
    ),
    "start_player": QT_TRANSLATE_NOOP("GoldenHorn", "Who plays first."),
}

# why a move that drew on chance cannot be taken back (Match.undo_refusal)
UNDO_CHANCE = QT_TRANSLATE_NOOP(
    "GoldenHorn", "The last move drew goods from the bag or cards from the pile: it cannot be taken back."
)
