"""Every Störtebeker text the engine emits, marked for Qt Linguist."""

from __future__ import annotations

from engine.core.messages import QT_TRANSLATE_NOOP

TITLE = QT_TRANSLATE_NOOP("Games", "Störtebeker")

TYPE_NAMES = {
    "water": QT_TRANSLATE_NOOP("Stortebeker", "water"),
    "beans": QT_TRANSLATE_NOOP("Stortebeker", "beans"),
    "biscuits": QT_TRANSLATE_NOOP("Stortebeker", "biscuits"),
    "meat": QT_TRANSLATE_NOOP("Stortebeker", "meat"),
    "rum": QT_TRANSLATE_NOOP("Stortebeker", "rum"),
    "bananas": QT_TRANSLATE_NOOP("Stortebeker", "bananas"),
}
COLOUR_NAMES = {
    "yellow": QT_TRANSLATE_NOOP("Stortebeker", "yellow"),
    "black": QT_TRANSLATE_NOOP("Stortebeker", "black"),
    "red": QT_TRANSLATE_NOOP("Stortebeker", "red"),
    "blue": QT_TRANSLATE_NOOP("Stortebeker", "blue"),
    "green": QT_TRANSLATE_NOOP("Stortebeker", "green"),
}

# options
OPT_EXTENDED = QT_TRANSLATE_NOOP("Stortebeker", "Extended rules (all of E1–E4, and E5 with two players)")
OPT_BONUS = QT_TRANSLATE_NOOP("Stortebeker", "E1: colour bonus for three ships of a colour")
OPT_PREVIEW = QT_TRANSLATE_NOOP("Stortebeker", "E2: three harbour ships face up")
OPT_FAILURE = QT_TRANSLATE_NOOP("Stortebeker", "E3: a failed attack ends the boarding")
OPT_LOST = QT_TRANSLATE_NOOP("Stortebeker", "E4: a ship lost to a counter-attack ends the boarding")
OPT_SHORT = QT_TRANSLATE_NOOP("Stortebeker", "E5: three ships at sea (two players)")
OPT_STRICT = QT_TRANSLATE_NOOP("Stortebeker", "Strict exchange: discard 2 pick 1, discard 3 pick 2")
V_ON = QT_TRANSLATE_NOOP("Stortebeker", "on")
V_OFF = QT_TRANSLATE_NOOP("Stortebeker", "off")
E_SHORT_TWO = QT_TRANSLATE_NOOP("Stortebeker", "The short sea (E5) is for two players only.")
S_BY_EXTENDED = QT_TRANSLATE_NOOP("Stortebeker", "Switched on by the extended rules.")
S_TWO_ONLY = QT_TRANSLATE_NOOP("Stortebeker", "Only with two players.")

# the log
LOG_LAY = QT_TRANSLATE_NOOP("Stortebeker", "{player} lays {what} at the {ship}.")
LOG_LAY_PIRATE = QT_TRANSLATE_NOOP("Stortebeker", "{player} lays a pirate face down at the {ship}.")
LOG_SWAP = QT_TRANSLATE_NOOP("Stortebeker", "{player} discards %n card(s) to exchange them.")
LOG_PICK = QT_TRANSLATE_NOOP("Stortebeker", "{player} picks {what} from the discard pile.")
LOG_FIRE = QT_TRANSLATE_NOOP("Stortebeker", "{player} fires the cannons at the {ship}.")
LOG_COLOUR_DICE = QT_TRANSLATE_NOOP("Stortebeker", "The colour dice show {first} and {second}.")
LOG_MISS = QT_TRANSLATE_NOOP("Stortebeker", "No opponent has {what} there: the shot misses.")
LOG_MISS_BOTH = QT_TRANSLATE_NOOP("Stortebeker", "No opponent has {what} there: both shots miss.")
LOG_TAKE_KEEP = QT_TRANSLATE_NOOP("Stortebeker", "{player} shoots {what} away from {player2} and lays it at the ship.")
LOG_TAKE_DISCARD = QT_TRANSLATE_NOOP("Stortebeker", "{player} shoots {what} away from {player2}; it is discarded.")
LOG_SHED = QT_TRANSLATE_NOOP("Stortebeker", "{player} must discard %n pirate(s) at the {ship} (too few provisions).")
LOG_CREW = QT_TRANSLATE_NOOP("Stortebeker", "{player} turns up %n pirate(s) at the {ship}: {pirates}.")
LOG_ATTACK = QT_TRANSLATE_NOOP(
    "Stortebeker",
    "{player} boards the {ship}: dice {first} + {second}, strength {strength}: {total} against defence {defence}.",
)
LOG_ATTACK_WON = QT_TRANSLATE_NOOP("Stortebeker", "The boarding succeeds.")
LOG_ATTACK_LOST = QT_TRANSLATE_NOOP("Stortebeker", "The boarding fails.")
LOG_COUNTER_WON = QT_TRANSLATE_NOOP("Stortebeker", "{player}'s counter-attack beats the best so far.")
LOG_COUNTER_LOST = QT_TRANSLATE_NOOP("Stortebeker", "{player}'s counter-attack fails: it had to beat {best}.")
LOG_LOSE = QT_TRANSLATE_NOOP("Stortebeker", "{player} loses {what} at the {ship}.")
LOG_LOSE_NONE = QT_TRANSLATE_NOOP(
    "Stortebeker", "{player} has no card of those colours at the {ship}: nothing is lost."
)
LOG_COUNTER = QT_TRANSLATE_NOOP(
    "Stortebeker", "{player} counter-attacks: dice {first} + {second}, strength {strength}: {total} against {best}."
)
LOG_PASS = QT_TRANSLATE_NOOP("Stortebeker", "{player} does not counter-attack.")
# a pass everybody can see is the only move, and why (§4.4): %n provision cards missing at the ship
LOG_PASS_TOO_MANY = QT_TRANSLATE_NOOP(
    "Stortebeker",
    "{player} cannot counter-attack: %n provision card(s) missing at the ship, and a counter-attack lays at most 3.",
)
LOG_PASS_SHORT = QT_TRANSLATE_NOOP(
    "Stortebeker",
    "{player} cannot counter-attack: %n provision card(s) missing at the ship, more than their hand holds.",
)
LOG_CAPTURE = QT_TRANSLATE_NOOP("Stortebeker", "{player} captures the {ship} ({points} points).")
LOG_REFILL = QT_TRANSLATE_NOOP("Stortebeker", "The {ship} sails out of the harbour.")
LOG_HARBOUR_EMPTY = QT_TRANSLATE_NOOP(
    "Stortebeker", "The harbour is empty: the game ends with the round in which the next ship is captured."
)
LOG_END = QT_TRANSLATE_NOOP(
    "Stortebeker", "The first ship captured after the harbour emptied: the game ends with this round."
)
LOG_FAILURE_ENDS = QT_TRANSLATE_NOOP(
    "Stortebeker", "Extended rules (E3): after a failed boarding {player} boards no other ship this turn."
)
LOG_LOST_ENDS = QT_TRANSLATE_NOOP(
    "Stortebeker", "Extended rules (E4): the ship went to a counter-attack, so {player} boards no other ship this turn."
)
LOG_RESHUFFLE = QT_TRANSLATE_NOOP("Stortebeker", "The discard pile is shuffled into a new draw pile.")
LOG_DRAW = QT_TRANSLATE_NOOP("Stortebeker", "{player} draws %n card(s).")
LOG_BONUS = QT_TRANSLATE_NOOP("Stortebeker", "{player} gets a colour bonus (E1) for %n {colour} ship(s): {points}.")
POINTS_N = QT_TRANSLATE_NOOP("Stortebeker", "%n point(s)")
LOG_OVER = QT_TRANSLATE_NOOP("Stortebeker", "The game is over.")
SHIP_NAME = QT_TRANSLATE_NOOP("Stortebeker", "{colour} ship of {points}")
# two ships of one colour and value: told apart by the provisions they want
SHIP_NAME_WANTS = QT_TRANSLATE_NOOP("Stortebeker", "{colour} ship of {points} ({wants})")
A_PIRATE = QT_TRANSLATE_NOOP("Stortebeker", "a pirate of {value}")
A_PROVISION = QT_TRANSLATE_NOOP("Stortebeker", "{type}")
A_PROVISION_SYMBOL = QT_TRANSLATE_NOOP("Stortebeker", "{type} with a pirate symbol")

# refusals
E_PHASE = QT_TRANSLATE_NOOP("Stortebeker", "That is not possible now.")
E_NOT_IN_HAND = QT_TRANSLATE_NOOP("Stortebeker", "That card is not in your hand.")
E_NO_SHIP = QT_TRANSLATE_NOOP("Stortebeker", "That ship is not at sea.")
E_NOT_NEEDED = QT_TRANSLATE_NOOP("Stortebeker", "That ship needs no {type}.")
E_ENOUGH = QT_TRANSLATE_NOOP("Stortebeker", "You already have all the {type} that ship needs.")
E_CREW_LIMIT = QT_TRANSLATE_NOOP(
    "Stortebeker", "Crew limit: no more pirates than provision cards on your side of a ship."
)
E_ORDER = QT_TRANSLATE_NOOP("Stortebeker", "Cards are laid out first, then exchanged, then fired.")
E_SPLIT = QT_TRANSLATE_NOOP("Stortebeker", "Those cards could not finish a legal turn of exactly %n card(s).")
E_FIRE_LAST = QT_TRANSLATE_NOOP("Stortebeker", "Firing is the last card of a turn: play the turn's other cards first.")
E_SWAP_COUNT = QT_TRANSLATE_NOOP("Stortebeker", "An exchange discards 2 or 3 cards.")
# an exchange picks "up to 2 other cards" (the seed): not the cards it has just discarded, which lie in the pile
E_NO_PICK = QT_TRANSLATE_NOOP("Stortebeker", "You may not take back a card you have just discarded.")
E_NOT_IN_PILE = QT_TRANSLATE_NOOP("Stortebeker", "That card is not in the discard pile.")
E_FIRE_SHIP = QT_TRANSLATE_NOOP("Stortebeker", "You can fire only at a ship where you have a provision card.")
E_TAKE = QT_TRANSLATE_NOOP(
    "Stortebeker", "Take a provision card of the die's colour from an opponent at the target ship."
)
E_FIRST_ROUND = QT_TRANSLATE_NOOP("Stortebeker", "Nobody may board in the first round.")
E_INCOMPLETE = QT_TRANSLATE_NOOP("Stortebeker", "Your provisions at that ship are not complete.")
E_ATTACKED = QT_TRANSLATE_NOOP("Stortebeker", "You have already attacked that ship this turn.")
E_BOARDING_OVER = QT_TRANSLATE_NOOP("Stortebeker", "Your boarding is over for this turn.")
E_COUNTER_CARDS = QT_TRANSLATE_NOOP(
    "Stortebeker", "Lay exactly the missing provision cards from your hand (at most three)."
)

# the end screen
ROW_SHIPS = QT_TRANSLATE_NOOP("Stortebeker", "Ships captured")
ROW_POINTS = QT_TRANSLATE_NOOP("Stortebeker", "Points of the ships")
ROW_BONUS = QT_TRANSLATE_NOOP("Stortebeker", "Colour bonus")
ROW_TOTAL = QT_TRANSLATE_NOOP("Stortebeker", "Total")

OPTION_HELP = {
    "extended": QT_TRANSLATE_NOOP(
        "Stortebeker", "The rulebook's extended rules at once: E1 to E4, and E5 with two players."
    ),
    "colour_bonus": QT_TRANSLATE_NOOP(
        "Stortebeker",
        "At the end, three or more ships of a colour add the points of your best ship of that colour once more.",
    ),
    "harbour_preview": QT_TRANSLATE_NOOP(
        "Stortebeker", "The next three ships of the harbour lie face up, not only the top one."
    ),
    "failure_ends": QT_TRANSLATE_NOOP(
        "Stortebeker", "After a failed attack you may not attack another ship this turn."
    ),
    "lost_ends": QT_TRANSLATE_NOOP(
        "Stortebeker", "When a counter-attack takes the ship you boarded, you may not attack another ship this turn."
    ),
    "short_sea": QT_TRANSLATE_NOOP("Stortebeker", "With two players only three ships lie at sea instead of four."),
    "strict_exchange": QT_TRANSLATE_NOOP(
        "Stortebeker", "Not in the rulebook: after discarding 2 cards pick at most 1, after discarding 3 at most 2."
    ),
}

# why a move that drew on chance cannot be taken back (Match.undo_refusal)
UNDO_CHANCE = QT_TRANSLATE_NOOP("Stortebeker", "The last move drew cards or rolled the dice: it cannot be taken back.")

# the end screen under one winner with equal points, or a victory shared after the second count too
TIE_BROKEN = QT_TRANSLATE_NOOP("Stortebeker", "Equal points: more ships taken decide ({won} to {other}).")
TIE_SHARED = QT_TRANSLATE_NOOP("Stortebeker", "Equal points and as many ships taken: the victory is shared.")
