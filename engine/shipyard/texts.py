"""Every Shipyard text the engine emits, marked for Qt Linguist."""

from __future__ import annotations

from engine.core.messages import QT_TRANSLATE_NOOP, Message
from engine.shipyard.data import design_of

CTX = "Shipyard"

TITLE = QT_TRANSLATE_NOOP("Games", "Shipyard")

CARD_NAMES = {
    "build_ships": QT_TRANSLATE_NOOP("Shipyard", "Ship Building"),
    "rent_canal": QT_TRANSLATE_NOOP("Shipyard", "Canal Rental"),
    "produce_equipment": QT_TRANSLATE_NOOP("Shipyard", "Equipment Production"),
    "recruit_crew": QT_TRANSLATE_NOOP("Shipyard", "Crew Recruitment"),
    "hire_employee": QT_TRANSLATE_NOOP("Shipyard", "Hire Employees"),
    "buy_goods": QT_TRANSLATE_NOOP("Shipyard", "Buy Goods"),
    "stock_exchange": QT_TRANSLATE_NOOP("Shipyard", "Stock Exchange"),
    "subsidy": QT_TRANSLATE_NOOP("Shipyard", "Subsidy"),
}
ITEM_NAMES = {
    "sail": QT_TRANSLATE_NOOP("Shipyard", "sail"),
    "funnel": QT_TRANSLATE_NOOP("Shipyard", "funnel"),
    "propeller": QT_TRANSLATE_NOOP("Shipyard", "propeller"),
    "crane": QT_TRANSLATE_NOOP("Shipyard", "crane"),
    "cannon": QT_TRANSLATE_NOOP("Shipyard", "cannon"),
    "captain": QT_TRANSLATE_NOOP("Shipyard", "captain"),
    "merchant": QT_TRANSLATE_NOOP("Shipyard", "merchant"),
    "soldier": QT_TRANSLATE_NOOP("Shipyard", "soldier"),
}
GOOD_NAMES = {
    "coal": QT_TRANSLATE_NOOP("Shipyard", "coal"),
    "steel": QT_TRANSLATE_NOOP("Shipyard", "steel"),
    "wheat": QT_TRANSLATE_NOOP("Shipyard", "wheat"),
}
EMPLOYEE_NAMES = {
    "engineer": QT_TRANSLATE_NOOP("Shipyard", "engineer"),
    "recruiter": QT_TRANSLATE_NOOP("Shipyard", "recruiter"),
    "merchant": QT_TRANSLATE_NOOP("Shipyard", "merchant (employee)"),
    "constructor": QT_TRANSLATE_NOOP("Shipyard", "constructor"),
    "helmsman": QT_TRANSLATE_NOOP("Shipyard", "helmsman"),
    "yardman": QT_TRANSLATE_NOOP("Shipyard", "yardman"),
    "accountant": QT_TRANSLATE_NOOP("Shipyard", "accountant"),
    "foreman": QT_TRANSLATE_NOOP("Shipyard", "foreman"),
}
MERCHANT_LABEL = QT_TRANSLATE_NOOP("Shipyard", "{good} merchant (level {level})")
# engineers, recruiters and constructors come one per item: the item names which one
TRADE_LABEL = QT_TRANSLATE_NOOP("Shipyard", "{trade} ({item})")
ANY_CREW = QT_TRANSLATE_NOOP("Shipyard", "any crew")


def employee_label(card: str) -> Message:
    """An employee as the table names it: a merchant with his goods and level (they score 1 or 3
    points at the end, and the level 2 needs the level 1), the others by their trade and item."""
    d = design_of(card)
    if d.type == "merchant" and d.item in GOOD_NAMES:
        return Message(MERCHANT_LABEL, {"good": GOOD_NAMES[d.item], "level": d.level})
    if d.item:  # six constructors, four engineers, four recruiters: "hires the constructor" said not which
        item = ITEM_NAMES.get(d.item, ANY_CREW)
        return Message(TRADE_LABEL, {"trade": EMPLOYEE_NAMES[d.type], "item": item})
    return Message(EMPLOYEE_NAMES[d.type])


# options
OPT_EMPLOYEES = QT_TRANSLATE_NOOP("Shipyard", "Employees on the oval")
V_RANDOM_LAYOUT = QT_TRANSLATE_NOOP("Shipyard", "at random")
V_FIRST_GAME = QT_TRANSLATE_NOOP("Shipyard", "first game: one engineer or recruiter per space")
OPT_START = QT_TRANSLATE_NOOP("Shipyard", "Start player")
V_RANDOM = QT_TRANSLATE_NOOP("Shipyard", "chosen at random")
V_FIRST = QT_TRANSLATE_NOOP("Shipyard", "the first player")

# log
LOG_CHOOSE = QT_TRANSLATE_NOOP("Shipyard", "{player} chooses {card} and receives %n coin(s).")
LOG_FINAL_CHOOSE = QT_TRANSLATE_NOOP("Shipyard", "{player} chooses {card} as the final action.")
LOG_NOTHING = QT_TRANSLATE_NOOP("Shipyard", "{player} cannot carry out the action: nothing happens.")
LOG_BONUS = QT_TRANSLATE_NOOP("Shipyard", "{player} pays 6 coins for the bonus action {card}.")
LOG_PARTS = QT_TRANSLATE_NOOP("Shipyard", "{player} buys %n ship part(s) for {coins}.")
COINS_N = QT_TRANSLATE_NOOP("Shipyard", "%n coin(s)")
LOG_CANAL = QT_TRANSLATE_NOOP("Shipyard", "{player} rents a canal for %n coin(s).")
LOG_ITEMS = QT_TRANSLATE_NOOP("Shipyard", "{player} pays %n coin(s) and takes: {items}.")
LOG_HIRE = QT_TRANSLATE_NOOP("Shipyard", "{player} pays %n coin(s) and hires the {employee}.")
LOG_GOODS = QT_TRANSLATE_NOOP("Shipyard", "{player} buys a goods wagon card for %n coin(s).")
LOG_EXCHANGE = QT_TRANSLATE_NOOP("Shipyard", "{player} sells goods for %n coin(s) and takes: {items}.")
LOG_SELL_ALL = QT_TRANSLATE_NOOP("Shipyard", "{player} sells all the goods for %n coin(s).")
# the same with nothing paid or received ("for 0 coins" read as a slip); "1 coins" neither: %n counts
LOG_ADVANCE = QT_TRANSLATE_NOOP(
    "Shipyard", "{player} takes back the figure from {card}: the card moves to the head of the action track."
)
LOG_ADVANCE_TWO = QT_TRANSLATE_NOOP(
    "Shipyard",
    "{card}, holding two of {player}'s figures, moves to the head of the action track; one figure moves on to {card2}.",
)
LOG_CHOOSE_NO_INCOME = QT_TRANSLATE_NOOP("Shipyard", "{player} chooses {card} (no income).")
LOG_PARTS_FREE = QT_TRANSLATE_NOOP("Shipyard", "{player} takes %n ship part(s) free of charge.")
LOG_CANAL_FREE = QT_TRANSLATE_NOOP("Shipyard", "{player} rents a canal free of charge.")
LOG_ITEMS_FREE = QT_TRANSLATE_NOOP("Shipyard", "{player} takes free of charge: {items}.")
LOG_HIRE_FREE = QT_TRANSLATE_NOOP("Shipyard", "{player} hires the {employee} free of charge.")
LOG_GOODS_FREE = QT_TRANSLATE_NOOP("Shipyard", "{player} takes a goods wagon card free of charge.")
LOG_EXCHANGE_ITEMS = QT_TRANSLATE_NOOP("Shipyard", "{player} exchanges all the goods for: {items}.")
LOG_SUBSIDY = QT_TRANSLATE_NOOP("Shipyard", "{player} receives a subsidy of 2 coins.")
LOG_LAUNCH = QT_TRANSLATE_NOOP(
    "Shipyard", "{player}'s ship of {length} parts (speed {speed}) scores %n point(s) before sailing."
)
LOG_FAIL_CAPTAIN = QT_TRANSLATE_NOOP("Shipyard", "{player}'s ship has no captain: it is dismantled.")
LOG_FAIL_CANALS = QT_TRANSLATE_NOOP(
    "Shipyard", "{player}'s canal system is too short for speed {speed}: the ship is dismantled."
)
LOG_VOYAGE = QT_TRANSLATE_NOOP("Shipyard", "{player}'s ship scores %n point(s) on its maiden voyage.")
LOG_RIBAND = QT_TRANSLATE_NOOP("Shipyard", "The Blue Riband brings %n point(s).")
LOG_LAP = QT_TRANSLATE_NOOP("Shipyard", "The action cards complete a lap: the round counter moves down.")
LOG_EARLY = QT_TRANSLATE_NOOP("Shipyard", "A deck of ship parts is exhausted: the game will end early.")
# right after it: who plays last, so that everyone has had as many turns (RULES.md 8.2)
LOG_EARLY_LAST = QT_TRANSLATE_NOOP(
    "Shipyard", "{player} plays the last regular turn; then every player takes one final action."
)
LOG_DISCARD = QT_TRANSLATE_NOOP("Shipyard", "{player} discards contracts face down.")
LOG_FINAL = QT_TRANSLATE_NOOP("Shipyard", "Regular play is over: every player takes one final action.")
LOG_LAST = QT_TRANSLATE_NOOP("Shipyard", "The last chance to complete a ship.")
LOG_PASS = QT_TRANSLATE_NOOP("Shipyard", "{player} buys no part.")
LOG_OVER = QT_TRANSLATE_NOOP("Shipyard", "The game is over.")

# refusals
E_NOT_NOW = QT_TRANSLATE_NOOP("Shipyard", "That move does not fit this moment of the turn.")
E_NO_CARD = QT_TRANSLATE_NOOP("Shipyard", "There is no such action card in play.")
E_LEAD = QT_TRANSLATE_NOOP("Shipyard", "The lead action card cannot be chosen.")
E_CARD_TAKEN = QT_TRANSLATE_NOOP("Shipyard", "A figure already stands on that action card.")
E_CANNOT_PERFORM = QT_TRANSLATE_NOOP("Shipyard", "You cannot carry out that action now.")
# why an action card cannot be carried out: a player must be able to carry out the action chosen (§5.9)
E_CANNOT_BUILD = QT_TRANSLATE_NOOP(
    "Shipyard",
    "You cannot carry out that action now: no ship part on offer is one you can pay for and place in your shipyard.",
)
E_CANNOT_CANAL = QT_TRANSLATE_NOOP(
    "Shipyard", "You cannot carry out that action now: no canal on offer is one you can pay for and lay."
)
E_CANNOT_HIRE = QT_TRANSLATE_NOOP(
    "Shipyard",
    "You cannot carry out that action now: no employee on the oval is one you may hire and pay for "
    "(the steps, and for an engineer or a recruiter a surcharge of 1 coin).",
)
E_CANNOT_GOODS = QT_TRANSLATE_NOOP(
    "Shipyard", "You cannot carry out that action now: no goods wagon card is left on offer."
)
E_EXCHANGE_NO_WAGON = QT_TRANSLATE_NOOP("Shipyard", "Without a goods wagon card the Stock Exchange may not be chosen.")
E_BONUS_COINS = QT_TRANSLATE_NOOP("Shipyard", "A bonus action costs 6 coins.")
E_BONUS_SAME = QT_TRANSLATE_NOOP(
    "Shipyard", "The bonus action must be a different card from the one you chose this turn."
)
E_BONUS_ONCE = QT_TRANSLATE_NOOP("Shipyard", "Only one bonus action a turn.")
E_BONUS_FINAL = QT_TRANSLATE_NOOP("Shipyard", "No bonus action may be bought with the final action.")
E_BONUS_SPOILS = QT_TRANSLATE_NOOP(
    "Shipyard",
    "Done first, that bonus action would make your chosen action impossible: carry out your chosen action first.",
)
E_FINISH_FIRST = QT_TRANSLATE_NOOP("Shipyard", "Finish the action in progress first.")
E_MAIN_FIRST = QT_TRANSLATE_NOOP("Shipyard", "Carry out your chosen action first.")
E_WRONG_ACTION = QT_TRANSLATE_NOOP("Shipyard", "That move belongs to another action card.")
E_SLOT_TAKEN = QT_TRANSLATE_NOOP("Shipyard", "That slot of your shipyard is already occupied.")
E_YARD_FULL = QT_TRANSLATE_NOOP("Shipyard", "You may not fill every slot of your shipyard without completing a ship.")
E_YARD_LEFT = QT_TRANSLATE_NOOP("Shipyard", "Only a bow may stand in the leftmost slot.")
E_YARD_RIGHT = QT_TRANSLATE_NOOP("Shipyard", "Only a stern may stand in the rightmost slot.")
E_YARD_NEVER = QT_TRANSLATE_NOOP("Shipyard", "Placed there, the part could never become part of a completed ship.")
E_NO_SLOT = QT_TRANSLATE_NOOP("Shipyard", "Your shipyard has slots 1 to 9.")  # as the board numbers them
E_NO_PART = QT_TRANSLATE_NOOP("Shipyard", "There is no ship part there.")
E_PART_COINS = QT_TRANSLATE_NOOP("Shipyard", "You cannot pay for that ship part.")
E_THREE = QT_TRANSLATE_NOOP("Shipyard", "You may buy at most three ship parts.")
E_BLANK = QT_TRANSLATE_NOOP("Shipyard", "A blank part may be taken only when the offer has no part of that kind.")
E_CONFIRM = QT_TRANSLATE_NOOP("Shipyard", "Buy at least one ship part first.")
E_LAST_COMPLETE = QT_TRANSLATE_NOOP("Shipyard", "The last-chance part must complete a ship.")
E_CANAL_INDEX = QT_TRANSLATE_NOOP("Shipyard", "There is no canal there in the offer.")
E_CANAL_COINS = QT_TRANSLATE_NOOP("Shipyard", "You cannot pay for that canal.")
E_CELL_TAKEN = QT_TRANSLATE_NOOP("Shipyard", "That place of your canal system is already occupied.")
E_CELL_TOUCH = QT_TRANSLATE_NOOP("Shipyard", "A new canal must touch your canal system along a side.")
E_FIRST_CANAL = QT_TRANSLATE_NOOP(
    "Shipyard", "Your first canal starts the system, with the boat on one of its end spaces."
)
E_BOAT_LATER = QT_TRANSLATE_NOOP("Shipyard", "The boat figure is placed only with the first canal.")
E_ROTATION = QT_TRANSLATE_NOOP("Shipyard", "A canal is turned by 0 to 3 quarter turns.")
E_STEPS = QT_TRANSLATE_NOOP("Shipyard", "Move the marker 1 to 4 sectors.")
E_STEP_COINS = QT_TRANSLATE_NOOP("Shipyard", "You cannot pay for so many extra steps.")
E_OVAL_STEPS = QT_TRANSLATE_NOOP("Shipyard", "Move the marker 1 to 8 spaces and take one of its three employees.")
E_HIRE_EMPTY = QT_TRANSLATE_NOOP("Shipyard", "No employee is left there.")
E_TWIN = QT_TRANSLATE_NOOP("Shipyard", "You may not hire the same employee twice.")
E_LEVEL2 = QT_TRANSLATE_NOOP("Shipyard", "A level 2 merchant needs the level 1 merchant of the same goods.")
E_HIRE_COINS = QT_TRANSLATE_NOOP("Shipyard", "You cannot pay for the steps and the surcharge.")
E_HIRE_STEPS = QT_TRANSLATE_NOOP("Shipyard", "You cannot pay for the steps to that employee.")
E_WAGON_INDEX = QT_TRANSLATE_NOOP("Shipyard", "There is no goods wagon card there.")
E_WAGON_COINS = QT_TRANSLATE_NOOP("Shipyard", "You cannot pay for that goods wagon card.")
E_NO_WAGON = QT_TRANSLATE_NOOP("Shipyard", "You do not hold that goods wagon card.")
E_SAME_ITEM = QT_TRANSLATE_NOOP("Shipyard", "No two wagons may be exchanged for the same item.")
E_EXCHANGE_ITEM = QT_TRANSLATE_NOOP("Shipyard", "Those items cannot be had for the goods on that wagon card.")
E_NO_SHIP = QT_TRANSLATE_NOOP("Shipyard", "No completed ship has its bow on that slot.")
E_ONE_SHIP = QT_TRANSLATE_NOOP("Shipyard", "Finish equipping the ship you have started.")
E_NO_ITEM = QT_TRANSLATE_NOOP("Shipyard", "You have no such item in your supply.")
E_MOUNT = QT_TRANSLATE_NOOP("Shipyard", "That equipment needs a free mount of its own type.")
E_CABIN = QT_TRANSLATE_NOOP("Shipyard", "That crew member needs a free cabin.")
E_HELMSMAN = QT_TRANSLATE_NOOP("Shipyard", "You have no helmsman.")
E_YARDMAN = QT_TRANSLATE_NOOP("Shipyard", "The yardman adds at most 1 speed per pair of sails on the ship.")
E_STEER = QT_TRANSLATE_NOOP("Shipyard", "The boat cannot sail there: it never turns back and must use its full speed.")
E_DISCARD = QT_TRANSLATE_NOOP("Shipyard", "Discard exactly {blue} blue and {green} green contracts of your own.")

# score breakdown
ROW_SHIPS = QT_TRANSLATE_NOOP("Shipyard", "Ships and maiden voyages")
ROW_BLUE = QT_TRANSLATE_NOOP("Shipyard", "Blue contract")
ROW_GREEN = QT_TRANSLATE_NOOP("Shipyard", "Green contract")
ROW_MERCHANTS = QT_TRANSLATE_NOOP("Shipyard", "Merchant employees")
ROW_TOTAL = QT_TRANSLATE_NOOP("Shipyard", "Total")
ROW_COINS = QT_TRANSLATE_NOOP("Shipyard", "Coins (tie-break)")

OPTION_HELP = {
    "employees": QT_TRANSLATE_NOOP(
        "Shipyard",
        "The employees lie on the oval at random, or for a first game one engineer or recruiter on each space.",
    ),
    "start_player": QT_TRANSLATE_NOOP(
        "Shipyard", "Who plays first: chosen at random, as the rules say, or the first player."
    ),
}

# why a move that drew on chance cannot be taken back (Match.undo_refusal)
UNDO_CHANCE = QT_TRANSLATE_NOOP("Shipyard", "The last move drew or turned up cards: it cannot be taken back.")

# the end screen under one winner with equal points, or a victory shared after the second count too
TIE_BROKEN = QT_TRANSLATE_NOOP("Shipyard", "Equal points: more coins decide ({won} to {other}).")
TIE_SHARED = QT_TRANSLATE_NOOP("Shipyard", "Equal points and as many coins: the victory is shared.")
