"""Every Golden Horn text the engine emits, marked for Qt Linguist."""

from __future__ import annotations

from engine.core.messages import QT_TRANSLATE_NOOP as T

CTX = "GoldenHorn"

TITLE = T("Games", "Golden Horn")

COLOUR_NAMES = (
    T("GoldenHorn", "yellow"),
    T("GoldenHorn", "pink"),
    T("GoldenHorn", "green"),
    T("GoldenHorn", "orange"),
    T("GoldenHorn", "red"),
    T("GoldenHorn", "blue"),
)
SHIP_NAMES = (
    T("GoldenHorn", "one-colour ship"),
    T("GoldenHorn", "two-colour ship"),
    T("GoldenHorn", "three-colour ship"),
)
PLACE_NAMES = {
    "venice": T("GoldenHorn", "Venice"),
    "constantinople": T("GoldenHorn", "Constantinople"),
    "modon": T("GoldenHorn", "Modon"),
}
SEA_SPACE = T("GoldenHorn", "the {colour} sea space")

# options
OPT_MODON_BERTHS = T("GoldenHorn", "Berths in Modon")
OPT_MODON_DRAW = T("GoldenHorn", "Draw cards in Modon")
OPT_PIRATES = T("GoldenHorn", "Pirates")
OPT_PLACEMENT = T("GoldenHorn", "Placing the ships")
OPT_START = T("GoldenHorn", "Start player")
V_STANDARD = T("GoldenHorn", "as the rules say")
V_TWO = T("GoldenHorn", "2 berths")
V_THREE = T("GoldenHorn", "3 berths")
V_ON = T("GoldenHorn", "on")
V_OFF = T("GoldenHorn", "off")
V_CHOICE = T("GoldenHorn", "chosen by the players")
V_RANDOM = T("GoldenHorn", "at random")
V_FIRST = T("GoldenHorn", "the first seat")

# log
LOG_PLACE = T("GoldenHorn", "{player} puts the {ship} in {port}.")
LOG_SETUP = T("GoldenHorn", "Nine goods are drawn for Venice and nine for Constantinople.")
LOG_ROB = T("GoldenHorn", "{player} sends pirates with {card1} and {card2} and steals a {colour} good from {player2}.")
LOG_TURN = T("GoldenHorn", "{player} turns the robbed {ship} around.")
LOG_KEEP = T("GoldenHorn", "{player} keeps the robbed {ship} on course.")
LOG_LOAD = T("GoldenHorn", "{player} loads %n {colour} good(s) onto the {ship} in {port}.")
LOG_EMPTY = T("GoldenHorn", "{player}'s {ship} leaves {port} empty.")
LOG_REFILL = T("GoldenHorn", "{port} is restocked from the bag.")
LOG_SAIL = T("GoldenHorn", "{player} sails the {ship} to {place}.")
LOG_WIND = T("GoldenHorn", "{player} plays %n wind card(s).")
LOG_UNLOAD = T("GoldenHorn", "{player} unloads %n good(s) into the warehouse.")
LOG_DRAW = T("GoldenHorn", "{player} draws %n card(s).")
LOG_RESHUFFLE = T("GoldenHorn", "The discard pile is shuffled into a new draw pile.")
LOG_PORT_EMPTY = T("GoldenHorn", "{port} has no goods left: this round is the last.")
LOG_ANNOUNCE = T("GoldenHorn", "{player} announces the end of the game: this round is the last.")
LOG_OVER = T("GoldenHorn", "The game is over.")

# refusals
E_PHASE_PLACE = T("GoldenHorn", "Ships are being placed in the home ports now.")
E_NOT_PLACING = T("GoldenHorn", "The ships are already placed.")
E_NOT_YOUR_SHIP = T("GoldenHorn", "That is not one of your ships.")
E_PLACED = T("GoldenHorn", "That ship is already placed.")
E_PORT = T("GoldenHorn", "Ships start in Venice or Constantinople.")
E_PIRATES_OFF = T("GoldenHorn", "Pirates are switched off in this game.")
E_ROB_ONCE = T("GoldenHorn", "You may send pirates only once a turn, before you sail.")
E_ROB_OWN = T("GoldenHorn", "You cannot rob your own ship.")
E_ROB_PORT = T("GoldenHorn", "Ships in Venice, Constantinople and Modon cannot be robbed.")
E_ROB_EMPTY = T("GoldenHorn", "That ship carries no goods.")
E_ROB_COLOURS = T("GoldenHorn", "Both pirate cards must match the colours of the target's sails.")
E_NO_CARDS = T("GoldenHorn", "You do not hold those cards.")
E_STEER = T("GoldenHorn", "Only the owner of the ship just robbed empty decides whether it turns.")
E_MUST_STEER = T("GoldenHorn", "The owner of the robbed ship must first decide whether it turns.")
E_SAILED = T("GoldenHorn", "You have already moved a ship this turn.")
E_MUST_SAIL = T("GoldenHorn", "You must move one of your ships first.")
E_LOAD = T("GoldenHorn", "You must load all goods of one colour that is not on your sails.")
E_LOAD_SEA = T("GoldenHorn", "Goods are loaded only when a ship leaves Venice or Constantinople.")
E_REACH = T("GoldenHorn", "The ship cannot reach that space with the cards in your hand.")
E_ANNOUNCE = T("GoldenHorn", "You may announce the end only with goods of all six colours in your warehouse.")
E_ANNOUNCED = T("GoldenHorn", "The end of the game has already been triggered.")
E_GENERIC = T("GoldenHorn", "That is not allowed now.")

# score breakdown
ROW_CUBES = T("GoldenHorn", "Goods in the warehouse")
ROW_BONUS = T("GoldenHorn", "Sets of different goods")
ROW_TOTAL = T("GoldenHorn", "Total")
