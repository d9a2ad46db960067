"""Galaxy Trucker's message keys: refusals, log lines, option labels (translated in desktop)."""

from __future__ import annotations

from engine.core.messages import QT_TRANSLATE_NOOP

TITLE = QT_TRANSLATE_NOOP("Games", "Galaxy Trucker")

# -- options ---------------------------------------------------------------------------------
OPT_VARIANT = QT_TRANSLATE_NOOP("GalaxyTrucker", "Building")
V_REALTIME = QT_TRANSLATE_NOOP("GalaxyTrucker", "in real time, against the hourglass")
V_ROBOT = QT_TRANSLATE_NOOP("GalaxyTrucker", "in turns, with action cubes (robot variant)")
OPT_VALIDATION = QT_TRANSLATE_NOOP("GalaxyTrucker", "Building mistakes")
V_CHECK = QT_TRANSLATE_NOOP("GalaxyTrucker", "allowed, punished at the ship check")
V_STRICT = QT_TRANSLATE_NOOP("GalaxyTrucker", "refused at once")
OPT_CHECK = QT_TRANSLATE_NOOP("GalaxyTrucker", "Ship check")
V_HARSH = QT_TRANSLATE_NOOP("GalaxyTrucker", "harsh: the owner removes tiles until the ship is valid")
V_LENIENT = QT_TRANSLATE_NOOP(
    "GalaxyTrucker", "lenient: only faulty tiles go, and faulty ships start behind the correct ones"
)
OPT_SECONDS = QT_TRANSLATE_NOOP("GalaxyTrucker", "One run of the hourglass")
V_SECONDS = {
    30: QT_TRANSLATE_NOOP("GalaxyTrucker", "30 seconds"),
    45: QT_TRANSLATE_NOOP("GalaxyTrucker", "45 seconds"),
    60: QT_TRANSLATE_NOOP("GalaxyTrucker", "1 minute"),
    90: QT_TRANSLATE_NOOP("GalaxyTrucker", "1½ minutes (as printed)"),
    120: QT_TRANSLATE_NOOP("GalaxyTrucker", "2 minutes"),
    180: QT_TRANSLATE_NOOP("GalaxyTrucker", "3 minutes"),
}
OPT_HG_START = QT_TRANSLATE_NOOP("GalaxyTrucker", "Hourglass starts on")
V_THREE = QT_TRANSLATE_NOOP("GalaxyTrucker", "position 3 every round")
V_ROUND = QT_TRANSLATE_NOOP("GalaxyTrucker", "the round's number")
OPT_FLIPS = QT_TRANSLATE_NOOP("GalaxyTrucker", "Hourglass flips")
V_AUTO = QT_TRANSLATE_NOOP("GalaxyTrucker", "automatic")
V_MANUAL = QT_TRANSLATE_NOOP("GalaxyTrucker", "by hand")
V_NO_HOURGLASS = QT_TRANSLATE_NOOP("GalaxyTrucker", "no hourglass")
OPT_LATE = QT_TRANSLATE_NOOP("GalaxyTrucker", "Late order tokens")
V_RANDOM = QT_TRANSLATE_NOOP("GalaxyTrucker", "drawn at random")
V_SEAT = QT_TRANSLATE_NOOP("GalaxyTrucker", "in seat order")
OPT_TOP = QT_TRANSLATE_NOOP("GalaxyTrucker", "First card of the round's level")
OPT_PREVIEW = QT_TRANSLATE_NOOP("GalaxyTrucker", "Flight cards open while building")
OPT_BOARD3 = QT_TRANSLATE_NOOP("GalaxyTrucker", "Ship board in round 3")
V_BOARD_III = QT_TRANSLATE_NOOP("GalaxyTrucker", "class III")
V_BOARD_IIIA = QT_TRANSLATE_NOOP("GalaxyTrucker", "class IIIa")
OPT_ALIENS = QT_TRANSLATE_NOOP("GalaxyTrucker", "Aliens allowed")
V_ALIENS_1 = QT_TRANSLATE_NOOP("GalaxyTrucker", "from the first round")
V_ALIENS_2 = QT_TRANSLATE_NOOP("GalaxyTrucker", "from the second round")
OPT_ROLLS = QT_TRANSLATE_NOOP("GalaxyTrucker", "Dice for meteors and shots")
V_PER_PLAYER = QT_TRANSLATE_NOOP("GalaxyTrucker", "each ship rolls its own")
V_SHARED = QT_TRANSLATE_NOOP("GalaxyTrucker", "one roll for all ships")
OPT_PLANETS = QT_TRANSLATE_NOOP("GalaxyTrucker", "Landing on planets costs days")
V_IMMEDIATE = QT_TRANSLATE_NOOP("GalaxyTrucker", "at once, before the next player chooses")
V_AFTER_ALL = QT_TRANSLATE_NOOP("GalaxyTrucker", "after all have chosen, rearmost first")
OPT_STARDUST = QT_TRANSLATE_NOOP("GalaxyTrucker", "Stardust moves ships")
V_LEADER_FIRST = QT_TRANSLATE_NOOP("GalaxyTrucker", "leader first")
V_REAR_FIRST = QT_TRANSLATE_NOOP("GalaxyTrucker", "rearmost first")
OPT_KEEP = QT_TRANSLATE_NOOP("GalaxyTrucker", "A broken ship keeps")
V_ANY_PART = QT_TRANSLATE_NOOP("GalaxyTrucker", "any part")
V_CREWED_PART = QT_TRANSLATE_NOOP("GalaxyTrucker", "a part with humans, if there is one")
OPT_SOLO = QT_TRANSLATE_NOOP("GalaxyTrucker", "Combat zone with one ship left")
V_APPLY = QT_TRANSLATE_NOOP("GalaxyTrucker", "applies")
V_SKIP = QT_TRANSLATE_NOOP("GalaxyTrucker", "is skipped")
OPT_SUPPLY = QT_TRANSLATE_NOOP("GalaxyTrucker", "Goods cubes")
V_LIMITED = QT_TRANSLATE_NOOP("GalaxyTrucker", "limited to the 56 in the box")
V_UNLIMITED = QT_TRANSLATE_NOOP("GalaxyTrucker", "unlimited")
OPT_LOSS_CAP = QT_TRANSLATE_NOOP("GalaxyTrucker", "Fines for lost tiles capped by the board")
OPT_MISSION = QT_TRANSLATE_NOOP("GalaxyTrucker", "Mission (special tiles, reconstructed data)")
V_NONE = QT_TRANSLATE_NOOP("GalaxyTrucker", "none")
V_ON = QT_TRANSLATE_NOOP("GalaxyTrucker", "yes")
V_OFF = QT_TRANSLATE_NOOP("GalaxyTrucker", "no")
MISSION_NAMES = (
    QT_TRANSLATE_NOOP("GalaxyTrucker", "Hazardous Haul (explosive cargo)"),
    QT_TRANSLATE_NOOP("GalaxyTrucker", "Handle With Care (fragile cargo)"),
    QT_TRANSLATE_NOOP("GalaxyTrucker", "Heavy Metal (heavy cargo)"),
    QT_TRANSLATE_NOOP("GalaxyTrucker", "Waste Disposal (radioactive cargo)"),
    QT_TRANSLATE_NOOP("GalaxyTrucker", "Relic Recovery (artifacts)"),
    QT_TRANSLATE_NOOP("GalaxyTrucker", "Mixed Manifest (special tiles in the warehouse)"),
)

# -- refusals ------------------------------------------------------------------------------------
R_NOT_BUILDING = QT_TRANSLATE_NOOP("GalaxyTrucker", "Building is over.")
R_FINISHED = QT_TRANSLATE_NOOP("GalaxyTrucker", "You have taken your order token: your ship is finished.")
R_CLOCK_BACK = QT_TRANSLATE_NOOP("GalaxyTrucker", "That moment has passed: the clock already shows {now} ms.")
R_HAND_FULL = QT_TRANSLATE_NOOP("GalaxyTrucker", "You hold a tile already: place it, reserve it or put it back first.")
R_HAND_EMPTY = QT_TRANSLATE_NOOP("GalaxyTrucker", "You hold no tile.")
R_NO_HIDDEN = QT_TRANSLATE_NOOP("GalaxyTrucker", "No face-down tiles are left.")
R_NOT_FACE_UP = QT_TRANSLATE_NOOP("GalaxyTrucker", "That tile is not lying face up in the middle.")
R_NOT_RESERVED = QT_TRANSLATE_NOOP("GalaxyTrucker", "That tile is not in your reserve.")
R_RESERVE_FULL = QT_TRANSLATE_NOOP("GalaxyTrucker", "Your two reserve slots are taken.")
R_NO_RETURN = QT_TRANSLATE_NOOP("GalaxyTrucker", "A tile from your reserve cannot go back to the middle.")
R_NO_RETURN_BAY = QT_TRANSLATE_NOOP(
    "GalaxyTrucker", "A mission tile cannot go back to the middle: put it back beside the board."
)
R_NO_CELL = QT_TRANSLATE_NOOP("GalaxyTrucker", "Your ship board has no space there.")
R_OCCUPIED = QT_TRANSLATE_NOOP("GalaxyTrucker", "A tile lies there already.")
R_NOT_ADJACENT = QT_TRANSLATE_NOOP("GalaxyTrucker", "A tile must touch your ship.")
R_BAD_JOINT = QT_TRANSLATE_NOOP("GalaxyTrucker", "The connectors do not fit their neighbours.")
R_ENGINE_REAR = QT_TRANSLATE_NOOP("GalaxyTrucker", "Engines must point to the rear.")
R_ENGINE_BLOCKED = QT_TRANSLATE_NOOP("GalaxyTrucker", "The space behind an engine must stay empty.")
R_CANNON_BLOCKED = QT_TRANSLATE_NOOP("GalaxyTrucker", "The space in front of a cannon must stay empty.")
R_NOT_JOINED = QT_TRANSLATE_NOOP("GalaxyTrucker", "The tile must join the ship with a connector.")
R_RADIOACTIVE = QT_TRANSLATE_NOOP("GalaxyTrucker", "Two radioactive tiles must not be joined.")
R_DEAD_ZONE = QT_TRANSLATE_NOOP("GalaxyTrucker", "An artifact must not lie in another artifact's dead zone.")
R_BAD_ROTATION = QT_TRANSLATE_NOOP("GalaxyTrucker", "A rotation is 0 to 3 quarter turns.")
R_NOT_LAST = QT_TRANSLATE_NOOP(
    "GalaxyTrucker", "Only the tile you placed last can still be moved, until you take another."
)
R_HAND_NOT_EMPTY_FINISH = QT_TRANSLATE_NOOP(
    "GalaxyTrucker", "Place, reserve or return the tile in your hand before you finish."
)
R_NO_FLIP = QT_TRANSLATE_NOOP("GalaxyTrucker", "The hourglass can be turned only when its sand has run out.")
R_NO_HOURGLASS = QT_TRANSLATE_NOOP("GalaxyTrucker", "This game is built without the hourglass.")
R_FLIP_FINISHED = QT_TRANSLATE_NOOP(
    "GalaxyTrucker", "Only a player who has finished may turn the hourglass onto start."
)
R_CUBES = QT_TRANSLATE_NOOP("GalaxyTrucker", "Not enough cubes: that needs {cost}, you have {cubes}.")
R_MUST_ACT = QT_TRANSLATE_NOOP("GalaxyTrucker", "With more than three cubes you must go on building.")
R_PASS_HAND = QT_TRANSLATE_NOOP("GalaxyTrucker", "Place, reserve or return the tile in your hand before you pass.")
R_NOT_ROBOT = QT_TRANSLATE_NOOP("GalaxyTrucker", "Passing is for building in turns.")
R_NO_WAIT = QT_TRANSLATE_NOOP("GalaxyTrucker", "Waiting is for building in real time.")
R_NOT_NOW = QT_TRANSLATE_NOOP("GalaxyTrucker", "That is not what the game asks now.")
R_CHECK_TILE = QT_TRANSLATE_NOOP("GalaxyTrucker", "That tile breaks no building rule.")
R_START_STAYS = QT_TRANSLATE_NOOP(
    "GalaxyTrucker", "The starting cabin stays on the ship: remove the tile beside it that breaks the rule."
)
R_FALLS_OFF = QT_TRANSLATE_NOOP(
    "GalaxyTrucker",
    "That tile is no longer joined to the ship: it falls off by itself once the faulty tiles are removed.",
)
R_NO_ALIEN = QT_TRANSLATE_NOOP("GalaxyTrucker", "That alien cannot live there.")
S_TURNS_NO_HOURGLASS = QT_TRANSLATE_NOOP("GalaxyTrucker", "Building in turns uses no hourglass.")
R_REALTIME_HUMANS = QT_TRANSLATE_NOOP(
    "GalaxyTrucker",
    "Building in real time is for one human at the screen; with several humans choose building in turns.",
)
R_GENERIC = QT_TRANSLATE_NOOP("GalaxyTrucker", "That move is not allowed now.")

# -- log ----------------------------------------------------------------------------------------
L_TAKE_HIDDEN = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} takes a face-down tile.")
L_TAKE_VISIBLE = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} takes a face-up tile.")
L_PLACE = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} builds a tile onto the ship.")
L_RESERVE = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} reserves a tile.")
L_BAY_BACK = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} puts a mission tile back beside the board.")
L_RETURN = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} puts a tile back face up.")
L_FINISH = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} finishes building and takes order token {token}.")
L_LATE_TOKEN = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} gets order token {token}.")
L_FLIP = QT_TRANSLATE_NOOP("GalaxyTrucker", "The hourglass is turned onto position {position}.")
L_FLIP_START = QT_TRANSLATE_NOOP("GalaxyTrucker", "The hourglass is turned onto start for the last time.")
L_FLIP_BY = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} turns the hourglass onto position {position}.")
L_FLIP_START_BY = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} turns the hourglass onto start for the last time.")
L_SAND_OUT = QT_TRANSLATE_NOOP(
    "GalaxyTrucker", "The sand has run out on position {position}: anyone may turn the hourglass."
)
L_SAND_OUT_LAST = QT_TRANSLATE_NOOP(
    "GalaxyTrucker",
    "The sand has run out on position 1: only a player who has finished may turn the hourglass onto start.",
)
L_SAND_WAITS = QT_TRANSLATE_NOOP(
    "GalaxyTrucker",
    "The sand has run out on position 1: the first player to finish turns the hourglass onto start.",
)
L_BUILD_END = QT_TRANSLATE_NOOP("GalaxyTrucker", "Building ends.")
L_LOST_AT_END = QT_TRANSLATE_NOOP(
    "GalaxyTrucker", "{player} loses %n tile(s) not built into the ship: a credit each at the end."
)
L_HAND_BACK = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} puts the tile in hand back face up.")
L_PASS = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} passes; cubes left: {cubes}.")
L_ROUND = QT_TRANSLATE_NOOP("GalaxyTrucker", "Round {round} begins.")
L_REMOVED = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} removes a faulty tile.")
L_AUTO_FIXED = QT_TRANSLATE_NOOP(
    "GalaxyTrucker", "{player} has the faulty tiles removed: %n tile(s) lost in all, with those they held on."
)
L_CUT_OFF = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} loses %n tile(s) no longer joined to the ship.")
# one line per colour: Czech and Slovak put the colour in the alien's case ("hnědého mimozemšťana")
L_ALIENS = (
    QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} takes a brown alien aboard."),
    QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} takes a purple alien aboard."),
)

# -- score rows -------------------------------------------------------------------------------------
S_ORDER = QT_TRANSLATE_NOOP("GalaxyTrucker", "Order of arrival")
S_BEST = QT_TRANSLATE_NOOP("GalaxyTrucker", "Best-looking ship")
S_GOODS = QT_TRANSLATE_NOOP("GalaxyTrucker", "Goods sold")
S_LOSSES = QT_TRANSLATE_NOOP("GalaxyTrucker", "Lost tiles")
S_FLIGHT = QT_TRANSLATE_NOOP("GalaxyTrucker", "Earned in flight")
S_MISSION = QT_TRANSLATE_NOOP("GalaxyTrucker", "Mission deliveries")
S_TOTAL = QT_TRANSLATE_NOOP("GalaxyTrucker", "Credits")

# -- flight -----------------------------------------------------------------------------------------
CARD_NAMES = {
    "open_space": QT_TRANSLATE_NOOP("GalaxyTrucker", "Open Space"),
    "planets": QT_TRANSLATE_NOOP("GalaxyTrucker", "Planets"),
    "meteor_swarm": QT_TRANSLATE_NOOP("GalaxyTrucker", "Meteor Swarm"),
    "abandoned_ship": QT_TRANSLATE_NOOP("GalaxyTrucker", "Abandoned Ship"),
    "abandoned_station": QT_TRANSLATE_NOOP("GalaxyTrucker", "Abandoned Station"),
    "smugglers": QT_TRANSLATE_NOOP("GalaxyTrucker", "Smugglers"),
    "slavers": QT_TRANSLATE_NOOP("GalaxyTrucker", "Slavers"),
    "pirates": QT_TRANSLATE_NOOP("GalaxyTrucker", "Pirates"),
    "combat_zone": QT_TRANSLATE_NOOP("GalaxyTrucker", "Combat Zone"),
    "stardust": QT_TRANSLATE_NOOP("GalaxyTrucker", "Stardust"),
    "epidemic": QT_TRANSLATE_NOOP("GalaxyTrucker", "Epidemic"),
    "sabotage": QT_TRANSLATE_NOOP("GalaxyTrucker", "Sabotage"),
}
PROJECTILES = {
    "small_meteor": QT_TRANSLATE_NOOP("GalaxyTrucker", "a small meteor"),
    "large_meteor": QT_TRANSLATE_NOOP("GalaxyTrucker", "a large meteor"),
    "light_shot": QT_TRANSLATE_NOOP("GalaxyTrucker", "a light shot"),
    "heavy_shot": QT_TRANSLATE_NOOP("GalaxyTrucker", "a heavy shot"),
}
L_TAKE_OFF = QT_TRANSLATE_NOOP("GalaxyTrucker", "The ships of round {round} take off.")
L_CARD = QT_TRANSLATE_NOOP("GalaxyTrucker", "Next card: {card}.")
L_GIVE_UP = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} gives up the flight.")
L_OUT_LAPPED = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} has been lapped and must give up the flight.")
L_OUT_NO_ENGINES = QT_TRANSLATE_NOOP(
    "GalaxyTrucker", "{player} has no engine strength in open space and must give up the flight."
)
L_OUT_NO_HUMANS = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} has no human crew left and must give up the flight.")
# at take-off: no human could board at preparation (radioactive cargo, dead zones, aliens in every cabin)
L_OUT_NEVER_CREWED = QT_TRANSLATE_NOOP(
    "GalaxyTrucker",
    "{player} has had no human crew since preparation and must give up the flight before the first card.",
)
L_OUT_NO_SHIP = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} has no ship left and must give up the flight.")
L_ENGINES = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} declares engine strength {value}.")
L_FIRE = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} declares firepower {value}.")
L_DEFEATS = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} defeats the enemy.")
L_DRAW = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} holds the enemy off; it moves on.")
L_LOSES = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} is beaten by the enemy.")
# the combat zone's crew line: each ship's crew counted, as engine strength and firepower are declared
L_CREW_COUNT = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} has %n crew member(s) aboard.")
# The combat zone's weakest ship, by the line being judged (a card's lines: "fewest" crew, engine, firepower).
L_COMBAT = {
    "crew": QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} has the fewest crew in the combat zone."),
    "engine": QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} has the weakest engines in the combat zone."),
    "firepower": QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} has the weakest firepower in the combat zone."),
}
# each of the saboteur's three tries says the cell its dice chose (column first, as they are rolled)
L_SABOTAGE = QT_TRANSLATE_NOOP("GalaxyTrucker", "A saboteur strikes aboard {player}'s ship in row {row}, column {col}.")
L_SABOTAGE_EMPTY = QT_TRANSLATE_NOOP(
    "GalaxyTrucker", "The saboteur aboard {player}'s ship tries row {row}, column {col}: no tile there."
)
L_SABOTAGE_MISS = QT_TRANSLATE_NOOP("GalaxyTrucker", "The saboteur aboard {player}'s ship finds nothing to break.")
# a shot from the front or the rear flies along a column, from a side along a row (the dice pick which)
L_INCOMING_COLUMN = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} is targeted in column {roll} by {what} {side}.")
L_INCOMING_ROW = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} is targeted in row {roll} by {what} {side}.")
FROM_SIDES = {
    "front": QT_TRANSLATE_NOOP("GalaxyTrucker", "from the front"),
    "rear": QT_TRANSLATE_NOOP("GalaxyTrucker", "from behind"),
    "left": QT_TRANSLATE_NOOP("GalaxyTrucker", "from the left"),
    "right": QT_TRANSLATE_NOOP("GalaxyTrucker", "from the right"),
}
L_PASSES = QT_TRANSLATE_NOOP("GalaxyTrucker", "It flies past {player}'s ship: no tile stands in that line.")
L_BOUNCE = QT_TRANSLATE_NOOP("GalaxyTrucker", "The meteor bounces off a smooth side of {player}'s ship.")
L_ARMOUR = QT_TRANSLATE_NOOP("GalaxyTrucker", "The armour of {player}'s heavy cargo takes the blow.")
L_SHOT_DOWN = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} shoots the meteor down.")
L_DEFENDED = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} fends it off with a battery.")
# a large meteor stopped by a double cannon, powered for it (L_DEFENDED is a shield's line)
L_SHOT_DOWN_BATTERY = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} shoots the meteor down with a battery.")
L_DESTROYED = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} loses %n tile(s).")
# Missions (RULES.md 5.7, 8.1), told before the line above that counts every tile lost: an explosive cargo
# lost (hit, cut away or blown up by another) and the tiles around it it took that were not lost already;
# fragile cargo lost because a tile around it (diagonals too) was
L_EXPLODES = QT_TRANSLATE_NOOP(
    "GalaxyTrucker", "{player}'s explosive cargo explodes and takes %n neighbouring tile(s) with it."
)
L_EXPLODES_ALONE = QT_TRANSLATE_NOOP(
    "GalaxyTrucker", "{player}'s explosive cargo explodes; no other tile around it is left to take."
)
L_FRAGILE_BROKEN = QT_TRANSLATE_NOOP(
    "GalaxyTrucker", "{player} loses %n fragile cargo tile(s) broken when a neighbouring tile was lost."
)
# a ship broken in two: the part its owner did not keep
L_BROKEN_OFF = QT_TRANSLATE_NOOP(
    "GalaxyTrucker", "{player} keeps one part of the ship and loses the %n tile(s) broken off."
)
# every occupied cabin joined to another loses one crew member (human or alien): %n of them in all
L_EPIDEMIC = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} loses %n crew member(s) to the epidemic.")
L_CREW_LOST = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} loses %n crew member(s).")
L_GOODS_LOST = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} loses %n goods cube(s).")
L_DAYS_LOST = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} loses %n flight day(s).")
L_CREDITS = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} gets %n credit(s).")
L_BATTERY_LOST = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} loses a battery instead of goods.")
L_LANDS = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} lands on planet {planet}.")
# a loading's outcome: what the ship gained, and what it gave back (cubes rearranged out of the holds
# and not stowed again), each a list of GOODS_N
L_LOADS = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} loads {goods}.")
L_LOADS_NOTHING = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} loads no goods.")
L_LEAVES = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} returns {goods} to the supply.")
L_SUPPLY_EMPTY = QT_TRANSLATE_NOOP("GalaxyTrucker", "The supply has none of those goods left: {player} loads nothing.")
GOODS_N = (  # by colour: red, yellow, green, blue
    QT_TRANSLATE_NOOP("GalaxyTrucker", "%n red cube(s)"),
    QT_TRANSLATE_NOOP("GalaxyTrucker", "%n yellow cube(s)"),
    QT_TRANSLATE_NOOP("GalaxyTrucker", "%n green cube(s)"),
    QT_TRANSLATE_NOOP("GalaxyTrucker", "%n blue cube(s)"),
)
L_BOARDS = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} boards the abandoned ship.")
L_DOCKS = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} docks at the abandoned station.")
# the round's scoring at its end, without what the flight paid at once (the round's table adds both: its
# "for the round" may be +2 where this line says "loses 2")
L_ROUND_SCORE = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} scores %n credit(s) in the round's final scoring.")
# the scoring cost more than it paid (lost tiles): credits may go below zero
L_ROUND_LOSS = QT_TRANSLATE_NOOP("GalaxyTrucker", "{player} loses %n credit(s) in the round's final scoring.")

R_NOT_YOURS = QT_TRANSLATE_NOOP("GalaxyTrucker", "The card asks another player now.")
R_NEEDS_BATTERY = QT_TRANSLATE_NOOP("GalaxyTrucker", "That needs a battery.")
R_NO_BATTERY = QT_TRANSLATE_NOOP("GalaxyTrucker", "That battery tile is empty.")
R_POWERED = QT_TRANSLATE_NOOP("GalaxyTrucker", "That cannon is powered already.")
R_CANNOT_POWER = QT_TRANSLATE_NOOP("GalaxyTrucker", "That is not a double component you can power now.")
R_NOT_AT_HAND = QT_TRANSLATE_NOOP("GalaxyTrucker", "You have no cube of that colour to load.")
R_NOT_A_HOLD = QT_TRANSLATE_NOOP("GalaxyTrucker", "Goods go only into cargo holds.")
R_RED_HOLD = QT_TRANSLATE_NOOP("GalaxyTrucker", "Red goods go only into red (special) holds.")
R_HOLD_FULL = QT_TRANSLATE_NOOP("GalaxyTrucker", "That hold is full.")
R_NOT_IN_HOLD = QT_TRANSLATE_NOOP("GalaxyTrucker", "That hold has no cube of that colour.")
R_MOST_VALUABLE = QT_TRANSLATE_NOOP("GalaxyTrucker", "You must give up your most valuable goods first.")
R_GOODS_FIRST = QT_TRANSLATE_NOOP("GalaxyTrucker", "Batteries go only when no goods are left.")
R_NO_CREW_THERE = QT_TRANSLATE_NOOP("GalaxyTrucker", "Nobody lives there.")
R_PLANET_TAKEN = QT_TRANSLATE_NOOP("GalaxyTrucker", "Someone has landed on that planet already.")
R_NOT_A_PART = QT_TRANSLATE_NOOP("GalaxyTrucker", "Choose a tile of the part you keep.")

OPTION_HELP = {
    "build_variant": QT_TRANSLATE_NOOP(
        "GalaxyTrucker",
        "Everybody builds at once against the sand of the hourglass (one human against bots), or in turns with action cubes, for several humans.",
    ),
    "build_validation": QT_TRANSLATE_NOOP(
        "GalaxyTrucker",
        "Whether a wrongly joined tile may be placed (and found at the ship check) or is refused at once.",
    ),
    "check_variant": QT_TRANSLATE_NOOP(
        "GalaxyTrucker", "How a faulty ship is put right at the ship check: the printed rule, or a gentler one."
    ),
    "hourglass_seconds": QT_TRANSLATE_NOOP(
        "GalaxyTrucker", "How long the sand runs each time the hourglass is turned."
    ),
    "hourglass_start": QT_TRANSLATE_NOOP(
        "GalaxyTrucker", "Where the hourglass starts: on 3 every round, or on the number of the round."
    ),
    "hourglass_flips": QT_TRANSLATE_NOOP(
        "GalaxyTrucker",
        "Whether the hourglass is turned for you when its sand runs out, or only when a player turns it; or,"
        " as the rulebook allows, building without it: it ends when every player has taken an order token.",
    ),
    "late_token_order": QT_TRANSLATE_NOOP(
        "GalaxyTrucker", "The order tokens of players still building when time is up: drawn at random or in seat order."
    ),
    "card_preview": QT_TRANSLATE_NOOP(
        "GalaxyTrucker",
        "The table's custom: the round's flight cards are dealt as four piles when building starts, and"
        " anyone may look at the first three while building; the fourth stays hidden. The rulebook draws"
        " them unseen before the flight.",
    ),
    "top_card_matches_round": QT_TRANSLATE_NOOP(
        "GalaxyTrucker", "The flight deck is shuffled until its first card is of the round's level."
    ),
    "round3_board": QT_TRANSLATE_NOOP(
        "GalaxyTrucker", "The ship board of the third round: class III or the other side, IIIa."
    ),
    "aliens_from_round": QT_TRANSLATE_NOOP("GalaxyTrucker", "From which round alien life support may carry aliens."),
    "rolls": QT_TRANSLATE_NOOP(
        "GalaxyTrucker", "Whether every ship rolls its own dice for meteors and shots, or one roll counts for all."
    ),
    "planets_days": QT_TRANSLATE_NOOP(
        "GalaxyTrucker",
        "When ships that land on planets lose their flight days: at once, or after everybody has chosen.",
    ),
    "stardust_order": QT_TRANSLATE_NOOP("GalaxyTrucker", "In which order stardust moves the ships back."),
    "kept_part_needs_humans": QT_TRANSLATE_NOOP(
        "GalaxyTrucker", "Which part of a ship broken in two the owner may keep."
    ),
    "combat_zone_solo": QT_TRANSLATE_NOOP(
        "GalaxyTrucker", "Whether a combat zone still strikes when only one ship is left in the flight."
    ),
    "goods_supply": QT_TRANSLATE_NOOP("GalaxyTrucker", "Whether the goods cubes can run out, as the 56 in the box do."),
    "loss_cap": QT_TRANSLATE_NOOP(
        "GalaxyTrucker", "Whether the fine for lost tiles is capped by the number printed on the ship board."
    ),
    "mission": QT_TRANSLATE_NOOP(
        "GalaxyTrucker", "A mission of the Missions expansion: special tiles that pay at the end of each round."
    ),
}
