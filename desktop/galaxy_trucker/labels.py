"""The words of the Galaxy Trucker board: the prompt line, the decision buttons' labels, the board's
labels and the ship check's faults (all translatable), and the functions that choose among them."""

from __future__ import annotations

from PySide6.QtGui import QColor

import engine.galaxy_trucker.building as bd
import engine.galaxy_trucker.data as gt
import engine.galaxy_trucker.flight as fl
import engine.galaxy_trucker.power as pw
import engine.galaxy_trucker.scoring as sc
import engine.galaxy_trucker.ship as sh
import engine.galaxy_trucker.texts as tx
from desktop.common.i18n import tr_count, tr_key, tr_n
from engine.core.actions import Action
from engine.core.messages import QT_TRANSLATE_NOOP
from engine.galaxy_trucker.actions import (
    Accept,
    AutoFix,
    CrewReady,
    Declare,
    Decline,
    Defend,
    DoneLoading,
    Flip,
    FlyOn,
    GiveUp,
    KeepPart,
    LoseBattery,
    LoseCrew,
    LoseGoods,
    PlaceAlien,
    Power,
    RemoveTile,
    Reserve,
    Store,
    TakeHidden,
    TakeHit,
    TakeReserved,
    TakeVisible,
    Unload,
)
from engine.galaxy_trucker.data import Card, components
from engine.galaxy_trucker.state import BUILD, CHECK, CREW, OVER, START, Fired, GTState

CHOICE = QColor("#5CE1E6")  # a tile a click decides something with
READY = QColor("#FFD54A")  # a shield or cannon that may be used now
FIRING = QColor("#FFF27A")  # one in use
HIT = "#FF4B3E"
CALM = "#7FC8FF"
PART_COLOURS = ("#4FC3F7", "#FFB74D", "#BA68C8", "#81C784", "#F06292")

P_BUILD = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene", "Take a tile, then drag it onto a lit cell of your ship (R or the wheel turns it)."
)
P_NO_TAKE = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene", "No tile can be taken with the cubes left this turn: pass, or finish your ship."
)
P_HAND = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene", "Drag the tile onto your ship, a reserve slot or back to the middle; R turns it."
)
P_HAND_FULL = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene",
    "Drag the tile onto your ship or back to the middle (both reserve slots are taken); R turns it.",
)
P_HAND_RESERVED = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene",
    "Drag the reserved tile onto your ship or back to a reserve slot; R turns it. It cannot go back to the middle.",
)
P_HAND_BAY = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene", "Drag the mission tile onto your ship, or put it back beside the board; R turns it."
)
P_LAST = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene",
    "The tile placed last (framed) may still be moved or turned until you take the next one; then it is welded.",
)
P_SAND_WAITS = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene", "The sand on 1 has run out: the first player to finish turns the hourglass onto start."
)
P_LAST_RUN = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene",
    "The sand runs for the last time: when it runs out, building stops and the unfinished take the tokens left.",
)
P_READY = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene", "Round %1: when you are ready, turn the hourglass. Building starts at once, for everyone."
)
B_START = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Turn the hourglass: start building")
B_BAY_BACK = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Put it back beside the board")
B_FINISH_LOSING = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene", "Finish building (order token %1; %n tile(s) not built in are lost)"
)
T_LAST = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene", "Placed last: drag it to move it, R turns it, until you take the next tile."
)
T_START_STAYS = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene", "The starting cabin stays: remove the tile beside it that breaks the rule."
)
P_FINISHED = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Your ship is finished: wait for the others and the sand.")
P_FINISHED_TURN = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene", "Your ship is finished, and the sand has run out: turn the hourglass for the others."
)
P_FINISHED_NO_SAND = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Your ship is finished: wait for the others to finish.")
P_CHECK = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene",
    "Ship check: click faulty tiles (outlined in red) to remove them, or let them be removed for you.",
)
P_CREW = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene", "Crew: put an alien in a cabin joined to its life support, or put humans in every cabin."
)
P_WAIT = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "The others are deciding.")
P_WINDOW = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "A new card comes: fly on, or give up the flight now?")
P_CARD = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "%1: your decision.")
B_TAKE = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Take a face-down tile")
B_FINISH = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Finish building (order token %1)")
B_RESERVE = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Reserve the tile")
B_RETURN = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Put it back face up")
B_TURN = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Turn the tile (R)")
B_PASS = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Pass (cubes left: %1)")
B_FLIP = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Turn the hourglass")
B_PILES = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Look at the flight cards")
# once every human has finished building: the match clock (sand and bots alike) runs %1 times as fast
B_FASTER = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Don't wait: time ×%1 until the bots finish")
# a removable faulty tile's tooltip in the ship check
L_FALLS_OFF = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Without it, %n tile(s) would no longer be joined and fall off.")
B_NORMAL_SPEED = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Back to normal time")
B_AUTOFIX = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Remove faulty tiles for me")
B_ALIENS = (  # one per colour, for the colour's case in Czech and Slovak
    QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Brown alien in the cabin at %1"),
    QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Purple alien in the cabin at %1"),
)
B_READY = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Crew ready: humans in every cabin without an alien")
B_FLY_ON = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Fly on")
B_GIVE_UP = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Give up the flight")
Q_GIVE_UP = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Give up the flight? It cannot be taken back.")
T_GIVE_UP = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene",
    "Your ship leaves the flight before this card: no card touches it any more, and its tiles are not lost. "
    "At the round's end it gets no reward for arriving, for the best-looking ship or for a mission, sells its "
    "goods for half (rounded up) and pays for lost tiles as everyone does.",
)
B_POWER = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Power the %1 at %2 with the battery at %3")
B_DECLARE = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Declare")
B_DECLARE_ENGINES = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Declare engine strength %1")
B_DECLARE_FIRE = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Declare firepower %1")
B_OUT_NO_ENGINES = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "you leave the flight")
B_LAND = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Land on planet %1 (%2)")
B_ACCEPT = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Accept")
# Accept says what the card gives and takes (it said only "Accept"; the deal was on the card's picture)
B_ACCEPT_DEAL = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Accept: %1")
DEAL_CREW = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "give up %n crew member(s)")
DEAL_GOODS = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "load goods: %1")
DEAL_CREDITS = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "+%n credit(s)")
DEAL_DAYS = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "lose %n flight day(s)")
B_DECLINE = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Decline")
B_STORE = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Load %1 into the hold at %2")
B_UNLOAD = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Unload %1 from the hold at %2")
B_DONE = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Done loading")
B_LOSE_GOODS = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Give up %1 from the hold at %2")
B_LOSE_BATTERY = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Give up a battery at %1")
B_LOSE_CREW = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Crew member leaves the cabin at %1")
B_DEFEND = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Defend with %1 (battery at %2)")
B_TAKE_HIT = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Take the hit")
B_KEEP = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Keep the part with the tile at %1 (%2)")
# what a part that may be kept holds, in its button (a choice between parts is a choice of these)
PART_TILES = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "%n tile(s)")
PART_CREW = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "%n crew")
PART_GOODS = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "%n goods cube(s)")
PART_NO_CREW = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "no crew")
L_CELL = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "row %1, column %2")
L_HAND = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "In hand")
L_RESERVE = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Reserve")
L_BAY = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Mission tiles")
# a mission-bay tile's tooltip, under the tile's own: what becomes of it if it is not built (RULES.md 8.2)
T_BAY_TILE = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene",
    "Mission tile: it takes no reserve slot and can be built at any time; one not on your ship when building "
    "ends is lost and costs a credit.",
)
# the mission of the game, under the round's number (%1 its name, %2 what a delivered tile pays this round)
L_MISSION = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Mission: %1 · %2")
L_MISSION_PAY = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "%n credit(s) per delivered tile")
# Heavy Metal: a heavy cargo tile pays its printed number plus 1, times the round (%1)
L_MISSION_PAY_HEAVY = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "(its number + 1) × %1 credits per delivered tile")
# the mission label's tooltip: the tiles, the reward, what "delivered" means (RULES.md 8.2)
T_MISSION_BAY = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene",
    "Each player gets %n mission tile(s) face up beside the board. They take no reserve slot and can be built "
    "at any time, like reserved tiles; one not on the ship when building ends is lost and costs a credit.",
)
T_MISSION_WAREHOUSE = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene",
    "3 explosive, 3 fragile, 3 heavy and 3 radioactive cargo tiles are shuffled face down among the tiles "
    "in the middle: whoever takes one can build it on the ship.",
)
# %1: what a tile pays a round (2, 3, 4), %n: what it pays this round
T_MISSION_RATE = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene", "Each delivered tile pays %1 × the round's number: %n credit(s) this round."
)
T_MISSION_RATE_HEAVY = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene", "Each delivered heavy cargo tile pays (its number + 1) × the round's number."
)
T_MISSION_DELIVERED = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene",
    "Delivered: still on a ship that is flying when the flight ends; the reward is paid at the round's end. "
    "A ship that gave up gets no mission reward.",
)
# in flight, a player's line in the header: the mission tiles on his ship and what they would pay now
L_MISSION_ABOARD = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "%n mission tile(s): +%1")
T_MISSION_ABOARD = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene",
    "Mission tiles on this ship: %n. Delivered, they would pay %1 credits at the round's end.",
)
T_MISSION_GAVE_UP = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene", "Mission tiles on this ship: %n. It gave up the flight: no mission reward."
)
L_PILE = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Face-down tiles: %1")
L_FACE_UP = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Face up in the middle")
L_ROUND = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Round %1 of 3")
L_CREDITS = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "%n credit(s)")
L_TOKEN = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "token %1")
L_LOST_TILES = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "%n tile(s) lost")
L_CUBES = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "cubes %1")
L_TRACK = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Flight board")
L_SHOW_BUILDING = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Every tile taken and built")
L_LEADS = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Leader: %1")
L_ORDER = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Order of flight")
# a ship on the flight board: its place in the order of flight, whose it is, the space it stands on
L_PLACE = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "%1. %2 · space %3")
# a move's price in the robot variant (%1: the move's words); beside "Pass (cubes left: %1)", what is left
L_COST = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "%1 (costs %n cube(s))")
L_PLACE_COST = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Placing a tile costs 2 cubes, taking one 1, reserving 1.")
L_CUBES_NOW = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Cubes this turn: %1.")
# building in turns after someone has finished: what is left (%1 cubes added each turn)
L_FINAL_TURNS = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene", "Somebody has finished: %n last turn(s) left for you, each adding %1 cubes."
)
P_ENEMY_FIRE = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Their firepower: %1.")
# a shield or a double cannon may stop what comes: the card's name (%1), then the caption under the ship
# ("a light shot in column 7 is coming: defend the ship?"); it said only "%1: your decision."
P_DEFEND = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "%1: %2")
# a combat zone's engine or firepower line: what the weakest ship loses on it (the card's penalty)
P_STAKES = {
    "days": QT_TRANSLATE_NOOP("GalaxyTruckerScene", "The weakest ship loses %n flight day(s)."),
    "crew": QT_TRANSLATE_NOOP("GalaxyTruckerScene", "The weakest ship loses %n crew member(s)."),
    "goods": QT_TRANSLATE_NOOP("GalaxyTruckerScene", "The weakest ship gives up %n goods cube(s)."),
    "shots": QT_TRANSLATE_NOOP("GalaxyTruckerScene", "The weakest ship comes under fire: %n shot(s)."),
}
# the card's question, by what it asks now (%1: the card's name)
P_STEPS = {
    "engine": QT_TRANSLATE_NOOP(
        "GalaxyTruckerScene", "%1: power double engines with batteries if you wish, then declare the strength."
    ),
    "fire": QT_TRANSLATE_NOOP(
        "GalaxyTruckerScene", "%1: power double cannons with batteries if you wish, then declare the firepower."
    ),
    # the cubes in the holds move too (RULES.md 5.6): it said only "load the goods"
    "load": QT_TRANSLATE_NOOP(
        "GalaxyTruckerScene",
        "%1: drag the goods into your holds. A cube in a hold can be dragged to another hold, or off the ship "
        "to unload it. Then finish loading.",
    ),
    "lose_goods": QT_TRANSLATE_NOOP("GalaxyTruckerScene", "%1: give up %n more good(s), the most valuable first."),
    # no goods left to give: the rest is paid in batteries (the buttons name them)
    "lose_batteries": QT_TRANSLATE_NOOP(
        "GalaxyTruckerScene", "%1: you have no goods left, so %n more battery(-ies) go instead: choose which."
    ),
    "lose_crew": QT_TRANSLATE_NOOP("GalaxyTruckerScene", "%1: give up %n more crew member(s): choose the cabins."),
    "split": QT_TRANSLATE_NOOP("GalaxyTruckerScene", "%1: your ship has broken apart: choose the part you keep."),
}
# the same questions before anything of the loss has been given up: "more" only once a cabin or a
# hold has been chosen (or a loss with nothing to choose took some already)
P_STEPS_FIRST = {
    "lose_goods": QT_TRANSLATE_NOOP("GalaxyTruckerScene", "%1: give up %n good(s), the most valuable first."),
    "lose_crew": QT_TRANSLATE_NOOP("GalaxyTruckerScene", "%1: give up %n crew member(s): choose the cabins."),
}
L_CARD_NOW = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Card: %1 · %2 left in the deck")
L_EXPOSED = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene", "Exposed connector (%1 on this ship): the best-looking ship has the fewest"
)
# the holds that may take a cube light up only once it is picked (they said "the lit holds" before any was)
L_TRAY = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Goods to load: drag them into your holds")
T_TRAY = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene",
    "Goods at hand. A cube dragged here (or anywhere off the ship) from a hold is unloaded; "
    "cubes still here when you finish loading stay behind.",
)
# while loading: every cube move of the prompt bar in one menu (a button each took three rows at 1280 px)
B_MOVE_GOODS = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Load or unload a cube…")
# tooltips of the board's places: a cell of the own ship board, the face-down pile, a reserve slot,
# the middle and a space of the flight board
T_CELL = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Ship board: %1")
T_DEAD = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene", "Dead zone of an artifact: nothing here works but connectors, armour plating and cargo."
)
T_CELL_EMPTY = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene", "Empty: a tile placed here must touch the ship, and its connectors must fit those beside it."
)
T_PILE = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene", "Take one into your hand, then place it on your ship, reserve it or put it back face up."
)
T_RESERVE = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene",
    "Reserve slot: a tile kept here can be placed later; one still here when building ends is lost.",
)
T_MIDDLE = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene",
    "Face-up tiles: anyone may take one. A tile in hand (not a reserved one) may be put back here, face up.",
)
T_SPACE = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene", "Flight board, space %1: a moving ship skips the spaces other ships stand on."
)
S_FITS = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene",
    "Here: connectors joined: %1, clashing: %2 (green and red marks; a clash fails the ship check).",
)
S_BATTERY = QT_TRANSLATE_NOOP(
    "GalaxyTruckerScene",
    "Now the battery that powers it: click it, or Tab to it and press Space (Esc: another choice).",
)
K_TAKE = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Take the tile: %1")
K_REMOVE = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Remove the tile: %1 at %2")
K_SPACE = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "%1 \u2014 press Space or Enter.")
S_WARN = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Beware: %1 The ship check would remove it.")
# with a warning after it, the joins without their explanation: the whole ran past a 1280 px status bar
S_FITS_SHORT = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Here: connectors joined: %1, clashing: %2.")
# a tile drawn off the face-down pile by a drag and dropped where it may not go: it is drawn for good
S_DRAWN_KEPT = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "The tile stays in your hand.")
OUTCOMES = {  # %1 the projectile, %2 its line ("in column 7", "in row 5")
    "miss": QT_TRANSLATE_NOOP("GalaxyTruckerScene", "%1 %2 misses the ship."),
    "bounce": QT_TRANSLATE_NOOP("GalaxyTruckerScene", "%1 %2 bounces off a smooth side."),
    "armour": QT_TRANSLATE_NOOP("GalaxyTruckerScene", "%1 %2: the heavy cargo's armour holds."),
    "shot_down": QT_TRANSLATE_NOOP("GalaxyTruckerScene", "%1 %2 is shot down."),
    "incoming": QT_TRANSLATE_NOOP("GalaxyTruckerScene", "%1 %2 is coming: defend the ship?"),
    "defended": QT_TRANSLATE_NOOP("GalaxyTruckerScene", "%1 %2 is stopped."),
    "hit": QT_TRANSLATE_NOOP("GalaxyTruckerScene", "%1 %2 hits the ship."),
}
IN_COLUMN = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "in column %1")
IN_ROW = QT_TRANSLATE_NOOP("GalaxyTruckerScene", "in row %1")
GOODS_NAMES = (
    QT_TRANSLATE_NOOP("GalaxyTruckerScene", "red"),
    QT_TRANSLATE_NOOP("GalaxyTruckerScene", "yellow"),
    QT_TRANSLATE_NOOP("GalaxyTruckerScene", "green"),
    QT_TRANSLATE_NOOP("GalaxyTruckerScene", "blue"),
)
# a bad joint named from the tile's side: which neighbour it does not fit (the tooltip repeated "The
# connectors do not fit." once for each bad joint)
FAULT_JOINT = {
    (-1, 0): QT_TRANSLATE_NOOP("GalaxyTruckerScene", "The connectors do not fit the tile above."),
    (1, 0): QT_TRANSLATE_NOOP("GalaxyTruckerScene", "The connectors do not fit the tile below."),
    (0, -1): QT_TRANSLATE_NOOP("GalaxyTruckerScene", "The connectors do not fit the tile on its left."),
    (0, 1): QT_TRANSLATE_NOOP("GalaxyTruckerScene", "The connectors do not fit the tile on its right."),
}
FAULT_NAMES = {
    "E1": QT_TRANSLATE_NOOP("GalaxyTruckerScene", "The connectors do not fit."),
    "E2": QT_TRANSLATE_NOOP("GalaxyTruckerScene", "An engine must point to the rear."),
    "E3": QT_TRANSLATE_NOOP("GalaxyTruckerScene", "The space behind an engine must be empty."),
    "E4": QT_TRANSLATE_NOOP("GalaxyTruckerScene", "The space in front of a cannon must be empty."),
    "E5": QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Not joined to the starting cabin."),
    "E6": QT_TRANSLATE_NOOP("GalaxyTruckerScene", "Two radioactive tiles are joined."),
    "E7": QT_TRANSLATE_NOOP("GalaxyTruckerScene", "An artifact lies in another artifact's dead zone."),
}


def cell_text(r: int, c: int) -> str:
    return tr_key(L_CELL, str(r), str(c))


def fault_lines(faults: list[sh.Fault]) -> dict[tuple[int, int], list[str]]:
    """Per tile, what the ship check finds wrong there, each thing once; a bad joint says which
    neighbour it does not fit."""
    out: dict[tuple[int, int], list[str]] = {}
    for f in faults:
        for cell in f.cells:
            others = [o for o in f.cells if o != cell]
            step = (others[0][0] - cell[0], others[0][1] - cell[1]) if others else None
            key = FAULT_JOINT[step] if f.code == "E1" and step in FAULT_JOINT else FAULT_NAMES[f.code]
            text = tr_count(key)
            if text not in out.setdefault(cell, []):
                out[cell].append(text)
    return out


def prompt_line(st: GTState | None, seat: int | None, legal: list[Action]) -> str:
    """The prompt line: what the human at `seat` is asked to do now."""
    if st is None or seat is None or st.phase == OVER:  # over: nobody is deciding anything
        return ""
    p = st.seats[seat]
    if st.phase == BUILD:
        sand = ""
        if bd.hourglass(st) and st.hourglass == START and st.run_ends >= 0:
            sand = " " + tr_count(P_LAST_RUN)
        elif bd.hourglass(st) and st.ran_out and st.hourglass == 1 and st.options["hourglass_flips"] == "auto":
            sand = " " + tr_count(P_SAND_WAITS)
        if p.token:
            if any(isinstance(a, Flip) for a in legal):  # manual flips: the glass waits for a hand, his too
                return tr_count(P_FINISHED_TURN)
            return tr_count(P_FINISHED if bd.hourglass(st) else P_FINISHED_NO_SAND) + sand
        if not bd.realtime(st) and not legal:  # building in turns: another seat's turn
            return tr_count(P_WAIT)
        if p.hand >= 0:
            held = {"reserve": P_HAND_RESERVED, "bay": P_HAND_BAY}.get(p.hand_from, P_HAND)
            if held is P_HAND and len(p.reserve) >= components().boards[p.ship.board].reserve_slots:
                held = P_HAND_FULL  # no slot free: the prompt does not offer one
            text = tr_count(held)
        elif not bd.realtime(st) and not any(isinstance(a, TakeHidden | TakeVisible | TakeReserved) for a in legal):
            # turns: no tile can be taken now (too few cubes, or nothing to spend them on); it said "take a tile"
            text = tr_count(P_NO_TAKE)
        else:
            text = tr_count(P_BUILD)
            if p.last is not None:  # welded once the next tile is taken (seed, RULES.md 3.3)
                text += " " + tr_count(P_LAST)
        text += sand
        if not bd.realtime(st):
            text += " " + tr_count(L_PLACE_COST) + " " + tr_key(L_CUBES_NOW, str(p.cubes))
            if p.final_turns > 0:  # the last turns after the first finish (RULES.md, the robot variant)
                text += " " + tr_count(L_FINAL_TURNS, p.final_turns).replace("%1", str(bd.FINAL_REFILL))
        return text
    if not legal:
        return tr_count(P_WAIT)
    if st.phase == CHECK:
        return tr_count(P_CHECK)
    if st.phase == CREW:
        return tr_count(P_CREW)
    if st.cs.step == "window":
        return tr_count(P_WINDOW)
    if st.cs.card >= 0:
        name = tr_key(tx.CARD_NAMES[components().cards[st.cs.card].type])
        owing = st.cs.step
        if owing == "lose_goods" and legal and all(isinstance(a, LoseBattery) for a in legal):
            owing = "lose_batteries"
        step = P_STEPS.get(owing)
        if not st.cs.lost and owing in P_STEPS_FIRST:
            step = P_STEPS_FIRST[owing]
        if step is not None:  # what is asked, and how much is still owed
            text = tr_count(step, st.cs.owed).replace("%1", name)
            card = components().cards[st.cs.card]
            enemy = card.get("firepower")
            if owing == "fire" and enemy:  # what there is to beat, said where the decision is made
                text += " " + tr_key(P_ENEMY_FIRE, str(enemy))
            if owing in ("engine", "fire") and card.type == "combat_zone":  # and what losing costs
                text += " " + combat_stakes(card, st.cs.line)
            return text
        if owing == "defend" and st.cs.fired and st.cs.fired[-1].outcome == "incoming":
            return tr_key(P_DEFEND, name, shot_text(st.cs.fired[-1]))  # what comes, and where
        return tr_key(P_CARD, name)
    return ""


def combat_stakes(card: Card, line: int) -> str:
    """What the weakest ship loses on the combat zone's line `line`, from the card's data."""
    penalty = dict(dict(card.get("lines")[line])["penalty"])
    kind = penalty["type"]
    return tr_count(P_STAKES[kind], len(penalty["shots"]) if kind == "shots" else penalty["amount"])


def shot_text(shot: Fired) -> str:
    """A projectile of the card and what came of it, in mid-sentence: "a light shot in column 7 is
    coming: defend the ship?" (the caption under the ship, and the prompt's question)."""
    line = shot.d1 + shot.d2
    where = tr_key(IN_COLUMN if shot.frm in ("front", "rear") else IN_ROW, str(line))
    return tr_key(OUTCOMES[shot.outcome], tr_key(tx.PROJECTILES[shot.kind]), where)


def accept_label(card: Card) -> str:
    """Accept, with the card's deal: the crew it costs, the goods or credits it gives, the days lost."""
    deal = []
    if card.get("crew_cost"):
        deal.append(tr_count(DEAL_CREW, card.get("crew_cost")))
    goods = card.get("goods") or card.get("reward_goods")
    if goods:
        deal.append(tr_key(DEAL_GOODS, ", ".join(tr_count(GOODS_NAMES[fl.GOODS_INDEX[g]]) for g in goods)))
    credits = card.get("credits") or card.get("reward_credits")
    if credits:
        deal.append(tr_count(DEAL_CREDITS, credits))
    if card.get("days_lost"):
        deal.append(tr_count(DEAL_DAYS, card.get("days_lost")))
    return tr_key(B_ACCEPT_DEAL, ", ".join(deal)) if deal else tr_count(B_ACCEPT)


def action_label(st: GTState, seat: int, a: Action) -> str:  # noqa: C901 - one label per action type
    """A decision's button label ("" for one made by a click on the ship)."""
    ship = st.seats[seat].ship
    if isinstance(a, AutoFix):
        return tr_count(B_AUTOFIX)
    if isinstance(a, RemoveTile):
        return ""  # a click on the outlined tile
    if isinstance(a, PlaceAlien):
        return tr_key(B_ALIENS[a.colour], cell_text(a.row, a.col))
    if isinstance(a, CrewReady):
        return tr_count(B_READY)
    if isinstance(a, FlyOn):
        return tr_count(B_FLY_ON)
    if isinstance(a, GiveUp):
        return tr_count(B_GIVE_UP)
    if isinstance(a, Power):  # which cannon too: two double cannons may share one battery
        what = kind_name(ship, a.row, a.col)
        return tr_key(B_POWER, what, cell_text(a.row, a.col), cell_text(a.brow, a.bcol))
    if isinstance(a, Declare):  # what is declared, with what is powered so far
        if st.cs.step in ("engine", "fire"):
            now = fl.strength_now(st, seat)
            value = fl.strength_text(st, now)
            label = tr_key(B_DECLARE_ENGINES if st.cs.step == "engine" else B_DECLARE_FIRE, value)
            if st.cs.step == "engine" and now <= 0 and components().cards[st.cs.card].type == "open_space":
                label += " — " + tr_count(B_OUT_NO_ENGINES)  # open space: no engine power ends the flight
            return label
        return tr_count(B_DECLARE)
    if isinstance(a, Accept):
        card = components().cards[st.cs.card]
        if card.type == "planets":
            goods = ", ".join(tr_count(GOODS_NAMES[fl.GOODS_INDEX[g]]) for g in card.get("planets")[a.choice])
            if card.get("days_lost"):  # what landing costs, as the station's and the ship's buttons say
                goods = f"{goods}; {tr_count(DEAL_DAYS, card.get('days_lost'))}"
            return tr_key(B_LAND, str(a.choice + 1), goods)
        return accept_label(card)
    if isinstance(a, Decline):
        return tr_count(B_DECLINE)
    if isinstance(a, Store):
        return tr_key(B_STORE, tr_count(GOODS_NAMES[a.colour]), cell_text(a.row, a.col))
    if isinstance(a, Unload):
        return tr_key(B_UNLOAD, tr_count(GOODS_NAMES[a.colour]), cell_text(a.row, a.col))
    if isinstance(a, DoneLoading):
        return tr_count(B_DONE)
    if isinstance(a, LoseGoods):
        best = fl.most_valuable(ship.goods[(a.row, a.col)])
        return tr_key(B_LOSE_GOODS, tr_count(GOODS_NAMES[best]), cell_text(a.row, a.col))
    if isinstance(a, LoseBattery):
        return tr_key(B_LOSE_BATTERY, cell_text(a.row, a.col))
    if isinstance(a, LoseCrew):
        return tr_key(B_LOSE_CREW, cell_text(a.row, a.col))
    if isinstance(a, Defend):
        what = kind_name(ship, a.row, a.col)
        return tr_key(B_DEFEND, what, cell_text(a.brow, a.bcol))
    if isinstance(a, TakeHit):
        return tr_count(B_TAKE_HIT)
    if isinstance(a, KeepPart):
        return tr_key(B_KEEP, cell_text(a.row, a.col), part_contents(ship, (a.row, a.col)))
    return a.kind


def part_contents(ship: sh.Ship, cell: tuple[int, int]) -> str:
    """What the part of a split ship that holds `cell` has: its tiles, its crew (humans and aliens, or
    "no crew": a part without any cannot fly on), its goods when it has some."""
    part = next((p for p in sh.parts(ship) if cell in p), frozenset({cell}))
    crew = pw.crew_in(ship, part)
    goods = sum(len(ship.goods.get(c, ())) for c in part)
    said = [tr_count(PART_TILES, len(part)), tr_count(PART_CREW, crew) if crew else tr_count(PART_NO_CREW)]
    if goods:
        said.append(tr_count(PART_GOODS, goods))
    return ", ".join(said)


def kind_name(ship: sh.Ship, r: int, c: int) -> str:
    """What the tile at (r, c) is, as its tooltip names it; a heavy cargo with the engine strength it
    costs, "Heavy cargo −2" (the only figure on a tile, and the part of the tooltip cut off here)."""
    from desktop.galaxy_trucker.tiles import tile_tooltip

    tile = ship.tiles[(r, c)][0]
    name = tile_tooltip(tile).split(":")[0]
    spec = gt.tile(tile)
    return f"{name} \u2212{spec.engine_penalty}" if spec.kind == gt.HEAVY else name


def cell_tip(r: int, c: int, empty: bool, dead: bool = False) -> str:
    """A cell of the own ship board: where it is and, while an empty one may still take a tile, the rule;
    in an artifact's dead zone (missions, RULES.md 8.1) what that means."""
    tip = tr_key(T_CELL, cell_text(r, c))
    if dead:
        tip += "\n" + tr_count(T_DEAD)
    return tip + "\n" + tr_count(T_CELL_EMPTY) if empty else tip


def pile_tip(st: GTState) -> str:
    """The face-down pile: how many tiles are left (never which), how building goes on, the cubes it costs."""
    lines = [tr_key(L_PILE, str(len(st.warehouse))), tr_count(T_PILE)]
    if not bd.realtime(st):  # in turns the buttons and the prompt line show cube costs: so does the pile
        lines.append(tr_n(L_COST, bd.CUBE_COSTS[TakeHidden], tr_count(B_TAKE)))
    return "\n".join(lines)


def reserve_tip(st: GTState) -> str:
    """A reserve slot: what it is for, what a tile left there costs, and in turns the cubes."""
    tip = tr_count(T_RESERVE)
    if not bd.realtime(st):
        tip += "\n" + tr_n(L_COST, bd.CUBE_COSTS[Reserve], tr_count(B_RESERVE))
    return tip


def middle_tip() -> str:
    return tr_count(T_MIDDLE)


def space_tip(number: int) -> str:
    """A space of the flight board, numbered from 1 as printed."""
    return tr_key(T_SPACE, str(number))


# -- the mission (the Missions expansion, RULES.md 8.2) -----------------------------------------------
# The mission's terms, which tiles count and the bay's size are the engine's (scoring, building).
mission_of = sc.mission_of


def mission_tiles(st: GTState, seat: int) -> int:
    """How many of the tiles on `seat`'s ship the mission pays for."""
    mission = mission_of(st)
    return len(sc.mission_tiles(st.seats[seat], mission)) if mission else 0


def mission_pay_now(st: GTState, seat: int) -> int:
    """What `seat`'s mission tiles would pay if the flight ended now (nothing once he gave up)."""
    mission = mission_of(st)
    p = st.seats[seat]
    if not mission or p.gave_up:
        return 0
    return sc.mission_reward(st, p, mission)


def mission_pay_text(st: GTState) -> str:
    """What a delivered tile pays this round: "4 credits per delivered tile" (Heavy Metal: by its number)."""
    mission = mission_of(st)
    if mission == "M3":
        return tr_key(L_MISSION_PAY_HEAVY, str(st.round))
    return tr_count(L_MISSION_PAY, sc.MISSION_REWARD.get(mission, 0) * st.round)


def mission_label(st: GTState) -> str:
    """The mission's name and what it pays this round ("" without a mission)."""
    mission = mission_of(st)
    if not mission:
        return ""
    name = tr_count(tx.MISSION_NAMES[int(mission[1:]) - 1])
    return tr_key(L_MISSION, name, mission_pay_text(st))


def mission_tip(st: GTState) -> str:
    """The mission explained as the rulebook does: its tiles, what they do, what they pay, and when."""
    from desktop.galaxy_trucker.tiles import kind_tooltip

    mission = mission_of(st)
    if not mission:
        return ""
    lines = [tr_count(tx.MISSION_NAMES[int(mission[1:]) - 1])]
    if mission == "M6":
        lines.append(tr_count(T_MISSION_WAREHOUSE))
    else:
        lines.append(tr_count(T_MISSION_BAY, bd.bay_size(mission, st.round)))
        lines.append(kind_tooltip(sc.MISSION_KIND[mission]))
    if mission == "M3":
        lines.append(tr_count(T_MISSION_RATE_HEAVY))
    else:
        rate = sc.MISSION_REWARD.get(mission, 0)
        lines.append(tr_n(T_MISSION_RATE, rate * st.round, str(rate)))
    lines.append(tr_count(T_MISSION_DELIVERED))
    return "\n".join(lines)


def mission_aboard(st: GTState, seat: int) -> tuple[str, str]:
    """A player's mission tiles in flight: the header's words and their tooltip (("", "") without one)."""
    if not mission_of(st):
        return "", ""
    count, pay = mission_tiles(st, seat), mission_pay_now(st, seat)
    short = tr_n(L_MISSION_ABOARD, count, str(pay))
    if st.seats[seat].gave_up:
        return short, tr_count(T_MISSION_GAVE_UP, count)
    return short, tr_n(T_MISSION_ABOARD, count, str(pay))
