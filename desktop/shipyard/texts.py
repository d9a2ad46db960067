"""Every text of Shipyard's board, marked for Qt Linguist (context ShipyardBoard)."""

from __future__ import annotations

from desktop.common.i18n import tr_key, tr_n
from engine.core.messages import QT_TRANSLATE_NOOP

C = "ShipyardBoard"

# -- areas and labels ------------------------------------------------------------------------------
TRACK = QT_TRANSLATE_NOOP("ShipyardBoard", "Action track")
START = QT_TRANSLATE_NOOP("ShipyardBoard", "Start")
COUNTER = QT_TRANSLATE_NOOP("ShipyardBoard", "Round counter")
COUNTER_TIP = QT_TRANSLATE_NOOP(
    "ShipyardBoard",
    "The round counter moves down whenever the lead card reaches the start space. When it reaches the end, every player takes one final action.",
)
COUNTER_START = {  # where it starts, and where it asks for contract discards (RULES.md 3.5, 4.9)
    2: QT_TRANSLATE_NOOP(
        "ShipyardBoard",
        "With two players it starts on 2; on the blank space everyone discards 2 blue and 2 green contracts.",
    ),
    3: QT_TRANSLATE_NOOP(
        "ShipyardBoard",
        "With three players it starts on 3; on 2 and on the blank space everyone discards 1 blue and 1 green contract.",
    ),
    4: QT_TRANSLATE_NOOP(
        "ShipyardBoard", "With four players it starts on 4; on 2 everyone discards 2 blue and 2 green contracts."
    ),
}
PARTS = QT_TRANSLATE_NOOP("ShipyardBoard", "Ship parts")
DECK = QT_TRANSLATE_NOOP("ShipyardBoard", "Deck: %1")
PRICE_TIP = QT_TRANSLATE_NOOP("ShipyardBoard", "Parts, canals and wagon cards in this row cost %1.")
PRICE_TIP_FREE = QT_TRANSLATE_NOOP("ShipyardBoard", "Parts, canals and wagon cards in this row are free of charge.")
CANALS = QT_TRANSLATE_NOOP("ShipyardBoard", "Canals")
WAGONS = QT_TRANSLATE_NOOP("ShipyardBoard", "Goods wagons")
EQUIPMENT = QT_TRANSLATE_NOOP("ShipyardBoard", "Equipment")
CREW = QT_TRANSLATE_NOOP("ShipyardBoard", "Crew")
OVAL = QT_TRANSLATE_NOOP("ShipyardBoard", "Employees")
EXCHANGE = QT_TRANSLATE_NOOP("ShipyardBoard", "Stock exchange")
EXCHANGE_TIP = QT_TRANSLATE_NOOP(
    "ShipyardBoard",
    "A wagon sells for (coins): coal %1, steel %2, wheat %3. Coal can be exchanged for a propeller or a funnel, steel for a soldier, a sail or a cannon, wheat for a captain, a merchant or a crane.",
)
BLANK_NAMES = {  # a blank part named with its kind, as one name (not "Blank part (Bow)")
    "bow": QT_TRANSLATE_NOOP("ShipyardBoard", "Blank bow"),
    "middle": QT_TRANSLATE_NOOP("ShipyardBoard", "Blank middle part"),
    "stern": QT_TRANSLATE_NOOP("ShipyardBoard", "Blank stern"),
}
BLANK_TIP = QT_TRANSLATE_NOOP(
    "ShipyardBoard",
    "%1: the offer holds no part of this kind, so a blank one may be taken free of charge. It has no cabins, mounts, lifebuoys, lifeboats or lanterns.",
)
YOUR_YARD = QT_TRANSLATE_NOOP("ShipyardBoard", "Your shipyard")
YARD_OF = QT_TRANSLATE_NOOP("ShipyardBoard", "Shipyard of %1")
SLOT_TIP = QT_TRANSLATE_NOOP(
    "ShipyardBoard", "Slot %1. Only a bow may stand in the leftmost slot and only a stern in the rightmost."
)
SUPPLY = QT_TRANSLATE_NOOP("ShipyardBoard", "Supply")
COIN_COUNT = QT_TRANSLATE_NOOP("ShipyardBoard", "%n coin(s)")
FREE = QT_TRANSLATE_NOOP("ShipyardBoard", "free of charge")
POINT_COUNT = QT_TRANSLATE_NOOP("ShipyardBoard", "%n point(s)")
CONTRACTS = QT_TRANSLATE_NOOP("ShipyardBoard", "Contracts")
EMPLOYEES = QT_TRANSLATE_NOOP("ShipyardBoard", "Employees")
FLEET = QT_TRANSLATE_NOOP("ShipyardBoard", "Fleet: %n ship(s)")
CANAL_SYSTEM = QT_TRANSLATE_NOOP("ShipyardBoard", "Canal system")
USED = QT_TRANSLATE_NOOP("ShipyardBoard", "Used canals: %1")
NO_CANALS = QT_TRANSLATE_NOOP("ShipyardBoard", "No canals yet: the first canal starts the system here.")
HIDDEN_CONTRACTS = QT_TRANSLATE_NOOP("ShipyardBoard", "%n contract(s), face down")
OPEN_CONTRACTS = QT_TRANSLATE_NOOP("ShipyardBoard", "contracts: %1")
WAGON_CARDS = QT_TRANSLATE_NOOP("ShipyardBoard", "%n wagon card(s)")
TURN_BADGE = QT_TRANSLATE_NOOP("ShipyardBoard", "to play")
SPEED = QT_TRANSLATE_NOOP("ShipyardBoard", "Speed %1 · %2 before sailing")
COND_CAPTAIN = QT_TRANSLATE_NOOP("ShipyardBoard", "needs a captain")
COND_OK = QT_TRANSLATE_NOOP("ShipyardBoard", "captain aboard")
COND_CANALS = QT_TRANSLATE_NOOP("ShipyardBoard", "the canals allow %n move(s)")
EXTRA = QT_TRANSLATE_NOOP("ShipyardBoard", "Constructor: %1 more without a mount")
FINAL_ROUND = QT_TRANSLATE_NOOP("ShipyardBoard", "Final actions")
# a deck of ship parts ran out (RULES.md 8.2): beside the round counter, and its tooltip (%1 a seat's name)
EARLY_MARK = QT_TRANSLATE_NOOP("ShipyardBoard", "Last round")
EARLY_TIP = QT_TRANSLATE_NOOP(
    "ShipyardBoard",
    "A deck of ship parts is exhausted: the game ends early. %1 plays the last regular turn, so that every "
    "player has had as many turns. Then each player keeps one blue and one green contract, and every player "
    "takes one final action.",
)
# the round counter on its last space before the end (RULES.md 8.1): beside the counter, and its tooltip
# (%n the regular turns left, the one under way included; %1 the seat who plays the last of them)
LAST_LAP_MARK = QT_TRANSLATE_NOOP("ShipyardBoard", "Last lap")
LAST_LAP_TIP = QT_TRANSLATE_NOOP(
    "ShipyardBoard",
    "The round counter stands on its last space: this lap is the last. %n regular turn(s) left, the one under "
    "way included; %1 plays the last of them, in which the lead card reaches the start space. When that turn "
    "ends, the counter reaches the end and every player takes one final action.",
)
LAST_CHANCE = QT_TRANSLATE_NOOP("ShipyardBoard", "Last chance")
VOYAGE = QT_TRANSLATE_NOOP("ShipyardBoard", "Maiden voyage: %n move(s) left")

# -- tooltips --------------------------------------------------------------------------------------
CARD_TIP = QT_TRANSLATE_NOOP("ShipyardBoard", "%1. Choosing it now pays an income of %2.")
CARD_TIP_NOTHING = QT_TRANSLATE_NOOP("ShipyardBoard", "%1. Choosing it now pays nothing.")
CARD_TIP_TAKEN = QT_TRANSLATE_NOOP("ShipyardBoard", "%1. Figures on it: %2.")
FIGURES_OF = QT_TRANSLATE_NOOP("ShipyardBoard", "%1 (%n figure(s))")
CARD_TIP_FINAL = QT_TRANSLATE_NOOP(
    "ShipyardBoard", "%1. As a final action it may be chosen whatever figures stand on it; it pays no income."
)
CARD_TIP_LEAD = QT_TRANSLATE_NOOP(
    "ShipyardBoard", "%1 is the lead card: it cannot be chosen (except in your first turns)."
)
PART_TIP = QT_TRANSLATE_NOOP("ShipyardBoard", "%1 · %2 · %3")
PART_FEATURES = QT_TRANSLATE_NOOP(
    "ShipyardBoard",
    "Cabins %1 · sail/funnel mounts %2 · propeller %3 · crane %4 · cannon %5 · lifebuoys %6 · lifeboats %7 · lanterns %8",
)
KIND = {
    "bow": QT_TRANSLATE_NOOP("ShipyardBoard", "Bow"),
    "middle": QT_TRANSLATE_NOOP("ShipyardBoard", "Middle part"),
    "stern": QT_TRANSLATE_NOOP("ShipyardBoard", "Stern"),
}
CANAL_TIP = QT_TRANSLATE_NOOP("ShipyardBoard", "Canal · %1 · Officials: %2")
SYMBOLS = {
    "military": QT_TRANSLATE_NOOP("ShipyardBoard", "military official (cannons and soldiers)"),
    "trade": QT_TRANSLATE_NOOP("ShipyardBoard", "trade official (cranes and merchants)"),
    "lantern": QT_TRANSLATE_NOOP("ShipyardBoard", "lantern inspector"),
    "lifeboat": QT_TRANSLATE_NOOP("ShipyardBoard", "lifeboat inspector"),
    "lifebuoy": QT_TRANSLATE_NOOP("ShipyardBoard", "lifebuoy inspector"),
    "riband": QT_TRANSLATE_NOOP("ShipyardBoard", "Blue Riband"),
}
NONE = QT_TRANSLATE_NOOP("ShipyardBoard", "none")
WAGON_TIP = QT_TRANSLATE_NOOP("ShipyardBoard", "Goods wagon card · %1: %2")
SECTOR_TIP = QT_TRANSLATE_NOOP("ShipyardBoard", "%1 · %n sector(s) ahead, %2")
OVAL_TIP = QT_TRANSLATE_NOOP("ShipyardBoard", "%1 · %n space(s) ahead · steps: %2 · surcharge: %3")
TAKEN_WITH = QT_TRANSLATE_NOOP("ShipyardBoard", "Taken with the action card %1: choose it on the action track first.")
ITEM_TIP = QT_TRANSLATE_NOOP("ShipyardBoard", "%1 × %2 in your supply")
ITEM_TIP_OF = QT_TRANSLATE_NOOP("ShipyardBoard", "%1 × %2 in the supply of %3")
BOAT_TIP = QT_TRANSLATE_NOOP("ShipyardBoard", "Your boat: it never turns back; its stern shows where it came from.")
BOAT_TIP_OF = QT_TRANSLATE_NOOP("ShipyardBoard", "Boat of %1: it never turns back; its stern shows where it came from.")
COUNTER_MARK = QT_TRANSLATE_NOOP("ShipyardBoard", "end")

# -- tooltips of the pieces (desktop/shipyard/tips.py) -------------------------------------------------
# %1 a seat's name, %2 an action card's name
FIGURE_TIP = QT_TRANSLATE_NOOP("ShipyardBoard", "Figure of %1: each turn it goes onto the action card chosen.")
FIGURE_ON_TIP = QT_TRANSLATE_NOOP(
    "ShipyardBoard", "Figure of %1 on %2: a card with a figure cannot be chosen (a bonus action may still use it)."
)
FIGURE_ON_TIP_FINAL = QT_TRANSLATE_NOOP(
    "ShipyardBoard", "Figure of %1 on %2: as a final action this card may still be chosen."
)
BONUS_TIP = QT_TRANSLATE_NOOP(
    "ShipyardBoard",
    "Bonus action: pay %1 coins to carry out one more action card this turn (not the one just chosen).",
)
EQUIP_MARKER_TIP = QT_TRANSLATE_NOOP(
    "ShipyardBoard",
    "Marker of the equipment circle: it moves 1 to 4 sectors clockwise. The first sector is free, each further one costs 1 coin (an accountant frees two more).",
)
CREW_MARKER_TIP = QT_TRANSLATE_NOOP(
    "ShipyardBoard",
    "Marker of the crew circle: it moves 1 to 4 sectors clockwise. The first sector is free, each further one costs 1 coin (an accountant frees two more).",
)
OVAL_MARKER_TIP = QT_TRANSLATE_NOOP(
    "ShipyardBoard",
    "Marker of the employee oval: it moves 1 to 8 spaces clockwise to the employee hired. The first step is free, each further one costs 1 coin (a foreman frees three more).",
)
OVAL_SPACE_TIP = QT_TRANSLATE_NOOP("ShipyardBoard", "Employee oval · steps to this space: %1 (%2).")
OVAL_EMPTY = QT_TRANSLATE_NOOP("ShipyardBoard", "Nobody is left to hire here.")
# %1 a good, %2 its price at the exchange's next space
EXCHANGE_GOOD_TIP = QT_TRANSLATE_NOOP(
    "ShipyardBoard",
    "Goods wagon (%1): sold for %2 at the next exchange, or exchanged for one item of this row.",
)
# %1 Bow / Middle part / Stern (or "Blank part (Bow)"), %2 the slot, %3 its features (PART_FEATURES)
YARD_PART_TIP = QT_TRANSLATE_NOOP("ShipyardBoard", "%1 in slot %2. %3")
SHIP_TIP = QT_TRANSLATE_NOOP(
    "ShipyardBoard",
    "Completed ship: it leaves on its maiden voyage this turn. It scores only with a captain and a canal system long enough for its speed.",
)
HELM_TIP = QT_TRANSLATE_NOOP(
    "ShipyardBoard", "Helm: the first captain needs no cabin. A ship without a captain scores nothing."
)
CABIN_TIP = QT_TRANSLATE_NOOP(
    "ShipyardBoard",
    "Cabins: %1 of %2 taken. Each holds one crew member; every captain after the first needs one.",
)
# %1 the items that fit, e.g. "sail/funnel"
MOUNT_TIP = QT_TRANSLATE_NOOP("ShipyardBoard", "Mounts (%1): %2 of %3 taken, one piece on each.")
OWN_CANAL_TIP = QT_TRANSLATE_NOOP(
    "ShipyardBoard", "Canal. Officials: %1. An official scores each time the boat enters its space."
)
FREE_CELL_TIP = QT_TRANSLATE_NOOP(
    "ShipyardBoard", "A rented canal may go here; only canals joined to the boat by water can be sailed."
)
STEER_TIP = QT_TRANSLATE_NOOP("ShipyardBoard", "The boat can sail on to this space.")
WAGONS_BOX_TIP = QT_TRANSLATE_NOOP(
    "ShipyardBoard", "Goods wagon cards: the Stock Exchange action sells or exchanges the wagons of one card."
)
DISCARDED_HEAD = QT_TRANSLATE_NOOP("ShipyardBoard", "%1 discarded face down")
DISCARDED_TIP = QT_TRANSLATE_NOOP("ShipyardBoard", "Contracts discarded face down: %1")

# -- drops and status lines ---------------------------------------------------------------------------
DROP_PART = QT_TRANSLATE_NOOP("ShipyardBoard", "Put it in slot %1 (%2).")
DROP_CANAL = QT_TRANSLATE_NOOP("ShipyardBoard", "Rent it (%1; R, the wheel or a right click turns it).")
DROP_FIRST = QT_TRANSLATE_NOOP("ShipyardBoard", "Rent it (%1); the boat starts on this end.")
DROP_STEPS = QT_TRANSLATE_NOOP("ShipyardBoard", "Move %n sector(s) (%1) and take: %2.")
DROP_HIRE = QT_TRANSLATE_NOOP("ShipyardBoard", "Hire the %1 (%2).")
DROP_WAGON = QT_TRANSLATE_NOOP("ShipyardBoard", "Buy this wagon card (%1).")
DROP_FIT = QT_TRANSLATE_NOOP("ShipyardBoard", "Put the %1 on this ship.")
DROP_CHOOSE = QT_TRANSLATE_NOOP("ShipyardBoard", "Choose %1 and receive an income of %2")
DROP_CHOOSE_NOTHING = QT_TRANSLATE_NOOP("ShipyardBoard", "Choose %1 (no income).")
DROP_CHOOSE_FINAL = QT_TRANSLATE_NOOP("ShipyardBoard", "Choose %1 as the final action (no income).")
DROP_BONUS = QT_TRANSLATE_NOOP("ShipyardBoard", "Pay 6 coins and carry out %1 as well.")
DROP_EXCHANGE = QT_TRANSLATE_NOOP(
    "ShipyardBoard", "Take this wagon card to the stock exchange, then choose the items for its wagons."
)
DROP_STEER = QT_TRANSLATE_NOOP("ShipyardBoard", "Sail the boat on to this space.")
NO_TARGET = QT_TRANSLATE_NOOP("ShipyardBoard", "This cannot be used now.")
# Tab on an item of the stock exchange (%1, "Soldier") or a contract to discard (%1, its tooltip): what
# Space does with it
KB_ITEM_TAKE = QT_TRANSLATE_NOOP("ShipyardBoard", "%1: Space takes it for a wagon of this card.")
KB_ITEM_BACK = QT_TRANSLATE_NOOP("ShipyardBoard", "%1, taken for a wagon of this card: Space puts it back.")
KB_ITEM_NOT = QT_TRANSLATE_NOOP("ShipyardBoard", "%1: the goods on this wagon card cannot be exchanged for it.")
KB_CONTRACT_DROP = QT_TRANSLATE_NOOP("ShipyardBoard", "%1 — Space marks it to be discarded.")
KB_CONTRACT_KEEP = QT_TRANSLATE_NOOP("ShipyardBoard", "%1 — marked to be discarded: Space keeps it.")

# -- prompts --------------------------------------------------------------------------------------------
P_CHOOSE = QT_TRANSLATE_NOOP("ShipyardBoard", "Drag your figure onto a lit action card, or click the card.")
P_CHOOSE_TWO = QT_TRANSLATE_NOOP(
    "ShipyardBoard",
    "Drag your figure onto a lit action card, or click the card. With two players your first card takes two "
    "of your figures: in later turns one of them moves on to your newer card.",
)
P_CHOOSE_LAST = QT_TRANSLATE_NOOP(
    "ShipyardBoard",
    "Your last regular turn: the game ends early. Drag your figure onto a lit action card, or click the card.",
)
P_CHOOSE_LAST_LAP = QT_TRANSLATE_NOOP(
    "ShipyardBoard",
    "Your last regular turn: this lap is the last, and then every player takes one final action. Drag your "
    "figure onto a lit action card, or click the card.",
)
P_FINAL = QT_TRANSLATE_NOOP("ShipyardBoard", "Final action: drag your figure onto any action card.")
P_BUILD = QT_TRANSLATE_NOOP(
    "ShipyardBoard", "Drag up to three ship parts into lit slots of your shipyard, then confirm."
)
P_CANAL = QT_TRANSLATE_NOOP("ShipyardBoard", "Drag a canal onto a lit place of your canal system; R turns it.")
P_FIRST_CANAL = QT_TRANSLATE_NOOP(
    "ShipyardBoard", "Drag a canal onto one of the lit rings: your boat starts on that end of it; R turns it."
)
P_EQUIP = QT_TRANSLATE_NOOP("ShipyardBoard", "Drag the marker of the equipment circle onto a sector.")
P_CREW = QT_TRANSLATE_NOOP("ShipyardBoard", "Drag the marker of the crew circle onto a sector.")
P_HIRE = QT_TRANSLATE_NOOP("ShipyardBoard", "Drag the oval marker onto the employee you hire.")
P_GOODS = QT_TRANSLATE_NOOP("ShipyardBoard", "Drag a goods wagon card to your wagons.")
P_EXCHANGE = QT_TRANSLATE_NOOP("ShipyardBoard", "Drag one of your wagon cards onto the stock exchange.")
P_EXCHANGE_ITEMS = QT_TRANSLATE_NOOP(
    "ShipyardBoard", "Click the items to take for wagons of this card; the other wagons are sold. Then confirm."
)
# the same, the wagon card brought to the exchange with the keys
P_EXCHANGE_ITEMS_KEYS = QT_TRANSLATE_NOOP(
    "ShipyardBoard",
    "Tab to the items to take for wagons of this card and press Space on each; the other wagons are sold. "
    "Then confirm.",
)
P_SUBSIDY = QT_TRANSLATE_NOOP("ShipyardBoard", "Take your subsidy.")
P_BONUS = QT_TRANSLATE_NOOP("ShipyardBoard", "End the turn, or drag the 6 coins onto another card for a bonus action.")
P_FIT = QT_TRANSLATE_NOOP(
    "ShipyardBoard",
    "Drag items from your supply onto the lit mounts and cabins, then launch the ship. A ship with no "
    "captain, or faster than your canals reach, is dismantled.",
)
P_STEER = QT_TRANSLATE_NOOP("ShipyardBoard", "Junction: click the space the boat sails on to.")
P_DISCARD = QT_TRANSLATE_NOOP(
    "ShipyardBoard", "Click %1 blue and %2 green contracts to discard face down, then confirm."
)
P_LAST = QT_TRANSLATE_NOOP("ShipyardBoard", "Last chance: one part that completes a ship, or buy nothing.")

B_CONFIRM = QT_TRANSLATE_NOOP("ShipyardBoard", "Confirm the purchase")
B_SUBSIDY = QT_TRANSLATE_NOOP("ShipyardBoard", "Take 2 coins")
B_END = QT_TRANSLATE_NOOP("ShipyardBoard", "End the turn")
B_LAUNCH = QT_TRANSLATE_NOOP("ShipyardBoard", "Launch (speed %1)")
B_LAUNCH_HELM = QT_TRANSLATE_NOOP("ShipyardBoard", "Launch with the helmsman (speed %1)")
B_LAUNCH_YARD = QT_TRANSLATE_NOOP("ShipyardBoard", "Launch, yardman +%1 (speed %2)")
B_LAUNCH_BOTH = QT_TRANSLATE_NOOP("ShipyardBoard", "Launch, helmsman and yardman +%1 (speed %2)")
# a launch that dismantles the ship says so on its button (the rule takes it away for good)
B_LOST_CAPTAIN = QT_TRANSLATE_NOOP("ShipyardBoard", "%1 — dismantled: no captain aboard")
B_LOST_CANALS = QT_TRANSLATE_NOOP("ShipyardBoard", "%1 — dismantled: canals too short")
B_EXCHANGE = QT_TRANSLATE_NOOP("ShipyardBoard", "Exchange %1 and sell the rest for %2")
B_EXCHANGE_ALL = QT_TRANSLATE_NOOP("ShipyardBoard", "Exchange %1 (nothing left to sell)")
B_SELL = QT_TRANSLATE_NOOP("ShipyardBoard", "Sell all for %1")
B_DISCARD = QT_TRANSLATE_NOOP("ShipyardBoard", "Discard the chosen contracts")
B_PASS = QT_TRANSLATE_NOOP("ShipyardBoard", "Buy no part")

# -- results --------------------------------------------------------------------------------------------
R_SHIPS = QT_TRANSLATE_NOOP("ShipyardBoard", "Ships (before sailing)")
R_VOYAGES = QT_TRANSLATE_NOOP("ShipyardBoard", "Maiden voyages")
R_BLUE = QT_TRANSLATE_NOOP("ShipyardBoard", "Blue contract")
R_GREEN = QT_TRANSLATE_NOOP("ShipyardBoard", "Green contract")
R_MERCHANTS = QT_TRANSLATE_NOOP("ShipyardBoard", "Merchant employees")
R_TOTAL = QT_TRANSLATE_NOOP("ShipyardBoard", "Total")
R_COINS = QT_TRANSLATE_NOOP("ShipyardBoard", "Coins (tie-break)")
R_FLEET = QT_TRANSLATE_NOOP("ShipyardBoard", "Ships in the fleet")  # as the panels count it ("Fleet: 3 ships")

# -- contracts and employees (tooltips and cards) ----------------------------------------------------------
CONTRACT_TEXT = {
    "BLU01": QT_TRANSLATE_NOOP("ShipyardBoard", "3 points for each merchant–crane pair on the same ship."),
    "BLU02": QT_TRANSLATE_NOOP("ShipyardBoard", "2 points for each merchant in your fleet beyond the first."),
    "BLU03": QT_TRANSLATE_NOOP("ShipyardBoard", "6 points for each ship with a sail, a funnel and a propeller."),
    "BLU04": QT_TRANSLATE_NOOP("ShipyardBoard", "2 points for each soldier in your fleet beyond the first."),
    "BLU05": QT_TRANSLATE_NOOP(
        "ShipyardBoard", "8 points for each ship with a merchant, a soldier, a crane and a cannon."
    ),
    "BLU06": QT_TRANSLATE_NOOP("ShipyardBoard", "3 points for each pair of sails on one ship."),
    "BLU07": QT_TRANSLATE_NOOP("ShipyardBoard", "3 points for each officer (a captain beyond the first on a ship)."),
    "BLU08": QT_TRANSLATE_NOOP(
        "ShipyardBoard",
        "Points for the number of different kinds in your fleet: propeller, funnel, sail, crane, cannon, merchant, soldier, officer (3 kinds: 2, 4: 4, 5: 7, 6: 10, 7: 14, 8: 18).",
    ),
    "BLU09": QT_TRANSLATE_NOOP("ShipyardBoard", "3 points for each pair of funnels on one ship."),
    "BLU10": QT_TRANSLATE_NOOP("ShipyardBoard", "3 points for each propeller in your fleet."),
    "BLU11": QT_TRANSLATE_NOOP("ShipyardBoard", "4 points for each used canal."),
    "BLU12": QT_TRANSLATE_NOOP(
        "ShipyardBoard",
        "Points for the lifebuoys in your fleet: 1, 2, 4, 6, 9, 12 for 1 to 6, +1 for each further one.",
    ),
    "GRN01": QT_TRANSLATE_NOOP(
        "ShipyardBoard", "Points for ships of exactly 5 parts: 3, 8, 15, 22, 30 for 1 to 5 ships."
    ),
    "GRN02": QT_TRANSLATE_NOOP(
        "ShipyardBoard",
        "Points for the ship parts in your fleet: 9 parts: 3, 12: 5, 15: 8, 18: 11, 21: 14, 24: 17, 27: 20, 30: 24.",
    ),
    "GRN03": QT_TRANSLATE_NOOP(
        "ShipyardBoard", "Points for the lanterns in your fleet: 1, 2, 4, 6, 9, 12 for 1 to 6, +1 for each further one."
    ),
    "GRN04": QT_TRANSLATE_NOOP("ShipyardBoard", "Points for ships of exactly 6 parts: 4, 10, 18, 26 for 1 to 4 ships."),
    "GRN05": QT_TRANSLATE_NOOP(
        "ShipyardBoard", "1 point for each of your first four employees, 2 for each further one."
    ),
    "GRN06": QT_TRANSLATE_NOOP(
        "ShipyardBoard",
        "Points for the lifeboats in your fleet: 1, 2, 4, 6, 9, 12 for 1 to 6, +1 for each further one.",
    ),
    "GRN07": QT_TRANSLATE_NOOP("ShipyardBoard", "Points for ships of 7 or more parts: 6, 14, 22, 30 for 1 to 4 ships."),
    "GRN08": QT_TRANSLATE_NOOP("ShipyardBoard", "2 points for each blue, yellow or orange employee."),
    "GRN09": QT_TRANSLATE_NOOP(
        "ShipyardBoard", "Points for the ships in your fleet: 1, 3, 6, 10, 14, 18, 22, 26 for 1 to 8 ships."
    ),
    "GRN10": QT_TRANSLATE_NOOP("ShipyardBoard", "5 points for each ship with a lifebuoy, a lifeboat and a lantern."),
    "GRN11": QT_TRANSLATE_NOOP(
        "ShipyardBoard",
        "Points for the different kinds of employees (brown, green, orange level 1, orange level 2, blue, yellow): 1, 3, 6, 10, 14, 18.",
    ),
    "GRN12": QT_TRANSLATE_NOOP("ShipyardBoard", "3 points for each soldier–cannon pair on the same ship."),
}
CONTRACT_TIP = QT_TRANSLATE_NOOP("ShipyardBoard", "Contract %1 (%2 now): %3")
BLUE_CONTRACT = QT_TRANSLATE_NOOP("ShipyardBoard", "blue")
GREEN_CONTRACT = QT_TRANSLATE_NOOP("ShipyardBoard", "green")
EMPLOYEE_TEXT = {
    "engineer": QT_TRANSLATE_NOOP("ShipyardBoard", "Engineer: one more %1 with every Equipment Production."),
    "recruiter": QT_TRANSLATE_NOOP("ShipyardBoard", "Recruiter: one more %1 with every Crew Recruitment."),
    "merchant": QT_TRANSLATE_NOOP(
        "ShipyardBoard", "Merchant (%1, level %2): 1 coin more for every %1 wagon sold; points at the end: %3."
    ),
    "constructor": QT_TRANSLATE_NOOP(
        "ShipyardBoard", "Constructor (%1): up to %2 on each ship without a mount or cabin."
    ),
    "helmsman": QT_TRANSLATE_NOOP("ShipyardBoard", "Helmsman: +1 speed on a maiden voyage, if you wish."),
    "yardman": QT_TRANSLATE_NOOP("ShipyardBoard", "Yardman: +1 speed for each pair of sails on the ship, if you wish."),
    "accountant": QT_TRANSLATE_NOOP(
        "ShipyardBoard", "Accountant: two more free sectors on the equipment and crew circles."
    ),
    "foreman": QT_TRANSLATE_NOOP("ShipyardBoard", "Foreman: three more free steps on the employee oval."),
}
ANY_CREW = QT_TRANSLATE_NOOP("ShipyardBoard", "crew members")
# the colour of an employee's card, as the contracts count them (GRN08, GRN11)
EMPLOYEE_COLOUR_TIP = QT_TRANSLATE_NOOP("ShipyardBoard", "Card colour: %1.")
COLOUR_NAMES = {
    "brown": QT_TRANSLATE_NOOP("ShipyardBoard", "brown"),
    "green": QT_TRANSLATE_NOOP("ShipyardBoard", "green"),
    "orange": QT_TRANSLATE_NOOP("ShipyardBoard", "orange"),
    "blue": QT_TRANSLATE_NOOP("ShipyardBoard", "blue"),
    "yellow": QT_TRANSLATE_NOOP("ShipyardBoard", "yellow"),
}

# -- a fleet: the ships that sailed, on the table in front of their owner (tips.fleet_tip) ------------------
YOUR_FLEET = QT_TRANSLATE_NOOP("ShipyardBoard", "Your fleet: %n ship(s)")
FLEET_OF = QT_TRANSLATE_NOOP("ShipyardBoard", "Fleet of %1: %n ship(s)")
FLEET_EMPTY = QT_TRANSLATE_NOOP("ShipyardBoard", "No ship has sailed yet.")
# %1 the ship's number, %2 its parts (SHIP_PARTS), %3 its speed, %4 its points (POINT_COUNT)
FLEET_SHIP = QT_TRANSLATE_NOOP("ShipyardBoard", "Ship %1 · %2 · speed %3 · %4")
SHIP_PARTS = QT_TRANSLATE_NOOP("ShipyardBoard", "%n part(s)")
FLEET_SAFETY = QT_TRANSLATE_NOOP("ShipyardBoard", "lifebuoys %1 · lifeboats %2 · lanterns %3")
SURCHARGE = QT_TRANSLATE_NOOP("ShipyardBoard", "Surcharge when hired: %n coin(s).")


# -- amounts ---------------------------------------------------------------------------------------
def coins(n: int) -> str:
    """An amount of coins: "1 coin", "3 coins" (Czech and Slovak "3 zl.")."""
    return tr_n(COIN_COUNT, n)


def price_text(n: int) -> str:
    """What something costs: "2 coins", or "free of charge"."""
    return coins(n) if n else tr_key(FREE)


def points(n: int) -> str:
    """An amount of points: "1 point", "5 points" (Czech and Slovak "5 b.")."""
    return tr_n(POINT_COUNT, n)
