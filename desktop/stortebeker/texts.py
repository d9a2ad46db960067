"""Every text of Störtebeker's table, marked for Qt Linguist (context StortebekerBoard)."""

from __future__ import annotations

from engine.core.messages import QT_TRANSLATE_NOOP

HARBOUR = QT_TRANSLATE_NOOP("StortebekerBoard", "Harbour: %n ship(s)")
HARBOUR_TIP = QT_TRANSLATE_NOOP(
    "StortebekerBoard",
    "Ships sail out of the harbour in this order. When the harbour is empty, the next capture ends the game after the round.",
)
# after "Harbour: 0 ships" once the end is triggered (RULES.md §7), until the game is over
LAST_ROUND = QT_TRANSLATE_NOOP("StortebekerBoard", "last round")
LAST_ROUND_TIP = QT_TRANSLATE_NOOP(
    "StortebekerBoard", "A ship was captured after the harbour emptied: the game ends after the turn of %1."
)
DRAW = QT_TRANSLATE_NOOP("StortebekerBoard", "Draw pile: %1")
DISCARD = QT_TRANSLATE_NOOP("StortebekerBoard", "Discard pile (face up): %1")
DISCARD_TIP = QT_TRANSLATE_NOOP(
    "StortebekerBoard", "The discard pile is open to everyone. Drag cards here to exchange them, then pick from it."
)
DICE = QT_TRANSLATE_NOOP("StortebekerBoard", "Dice")
TRACK = QT_TRANSLATE_NOOP("StortebekerBoard", "Score track")
TRACK_TIP = QT_TRANSLATE_NOOP("StortebekerBoard", "%1: %n point(s)")
SHIP_TIP = QT_TRANSLATE_NOOP("StortebekerBoard", "%1 ship: %2 points, defence %3. It needs: %4.")
SIDE_OF = QT_TRANSLATE_NOOP("StortebekerBoard", "%1 at this ship")
STRENGTH = QT_TRANSLATE_NOOP("StortebekerBoard", "strength %1")
CREW_HIDDEN = QT_TRANSLATE_NOOP("StortebekerBoard", "%n pirate(s) face down")
MISSING = QT_TRANSLATE_NOOP("StortebekerBoard", "still missing: %1")
COMPLETE = QT_TRANSLATE_NOOP("StortebekerBoard", "provisions complete")
CARD_PIRATE = QT_TRANSLATE_NOOP(
    "StortebekerBoard", "Pirate of %1: crew, laid face down; no more pirates than provisions at a ship."
)
CARD_PROVISION = QT_TRANSLATE_NOOP("StortebekerBoard", "%1: a provision card.")
CARD_SYMBOL = QT_TRANSLATE_NOOP(
    "StortebekerBoard", "%1 with a pirate symbol: a provision that adds 1 to your strength."
)
WITH_SYMBOL = QT_TRANSLATE_NOOP("StortebekerBoard", "%1 with a pirate symbol (+1)")
YOUR_HAND = QT_TRANSLATE_NOOP("StortebekerBoard", "Your hand")
HAND_OF = QT_TRANSLATE_NOOP("StortebekerBoard", "Hand of %1")
BUDGET = QT_TRANSLATE_NOOP("StortebekerBoard", "This turn: %1 of %2 cards played (laid %3, exchanged %4, fired %5)")
STAGED = QT_TRANSLATE_NOOP("StortebekerBoard", "To discard for an exchange (click to take back)")
KB_UNSTAGE = QT_TRANSLATE_NOOP(
    "StortebekerBoard", "%1 — set aside for the exchange: Space or Enter takes it back into your hand."
)
WAITING = QT_TRANSLATE_NOOP("StortebekerBoard", "Picked: they join the hand after the turn")
PLAYER_LINE = QT_TRANSLATE_NOOP("StortebekerBoard", "%1 · points %2 · ships %3 · cards in hand %4")
TO_PLAY = QT_TRANSLATE_NOOP("StortebekerBoard", "to play")
BONUS_COMING = QT_TRANSLATE_NOOP(
    "StortebekerBoard", "Colour bonus (E1): %n ship(s) of the colour %1 (+%2 points at the end)."
)
BONUS_COUNTED = QT_TRANSLATE_NOOP("StortebekerBoard", "Colour bonus (E1): %n ship(s) of the colour %1 (+%2 points).")
TARGET = QT_TRANSLATE_NOOP("StortebekerBoard", "The cannons fire at this ship.")
BEST = QT_TRANSLATE_NOOP("StortebekerBoard", "To beat: %1 (%2)")
BEST_SHORT = QT_TRANSLATE_NOOP("StortebekerBoard", "%1 (%2)")  # the plate when the name would be cut
DRAW_TIP = QT_TRANSLATE_NOOP(
    "StortebekerBoard",
    "At the end of your turn you draw back up to the hand size (%1). "
    "An empty draw pile is refilled by shuffling the discard pile.",
)
TRACK_RULE = QT_TRANSLATE_NOOP(
    "StortebekerBoard", "A score above 44 goes round the track again; the true total stands beside each player's name."
)
DICE_NONE = QT_TRANSLATE_NOOP("StortebekerBoard", "Nothing rolled yet.")
DICE_COLOURS = QT_TRANSLATE_NOOP("StortebekerBoard", "Colour dice: %1 and %2")
DICE_COLOURS_RULE = QT_TRANSLATE_NOOP(
    "StortebekerBoard",
    "Cannons: each die shoots away an opponent's provision card of its colour at the target ship; "
    "a colour no opponent has there misses. A failed attack: each die costs the attacker one of his own "
    "cards of its colour there.",
)
DICE_NUMBERS = QT_TRANSLATE_NOOP("StortebekerBoard", "Number dice: %1 + %2 = %3")
DICE_NUMBERS_RULE = QT_TRANSLATE_NOOP(
    "StortebekerBoard",
    "Boarding: dice + strength at least the ship's defence captures it; "
    "a counter-attack must beat the best value so far.",
)
CUTLASS_TIP = QT_TRANSLATE_NOOP("StortebekerBoard", "Cutlass: drag it onto a lit ship (or click the ship) to board it.")
SHOT_TIP = QT_TRANSLATE_NOOP(
    "StortebekerBoard",
    "Cannonball: the die shows %1. Drag it onto an opponent's %1 at the target ship (or click the card) to shoot "
    "it away. It goes to your side if it fits there, otherwise to the discard pile.",
)

# drops and status lines
DROP_LAY = QT_TRANSLATE_NOOP("StortebekerBoard", "Lay it at this ship.")
DROP_FIRE = QT_TRANSLATE_NOOP("StortebekerBoard", "Discard it and fire the cannons at this ship.")
DROP_SWAP = QT_TRANSLATE_NOOP("StortebekerBoard", "Put it aside for an exchange (2 or 3 cards).")
DROP_PICK = QT_TRANSLATE_NOOP("StortebekerBoard", "Pick this card.")
DROP_TAKE = QT_TRANSLATE_NOOP("StortebekerBoard", "Shoot this card away.")
DROP_ATTACK = QT_TRANSLATE_NOOP("StortebekerBoard", "Board this ship: dice + strength %1 against defence %2.")
NO_TARGET = QT_TRANSLATE_NOOP("StortebekerBoard", "This card cannot be played now.")
# a provision card the cannons may shoot away, named when the arrow keys come to it: %1 the card
# ("Rum"), %2 its owner, %3 the ship it lies at ("red ship of 4")
KB_TAKE_PLACE = QT_TRANSLATE_NOOP("StortebekerBoard", "%1 of %2 (%3)")

# prompts
P_PLAY = QT_TRANSLATE_NOOP("StortebekerBoard", "Play %n more card(s): drag %1.")  # %1: the ways still open
# the turn's first card: "more" only once one is played
P_PLAY_FIRST = QT_TRANSLATE_NOOP("StortebekerBoard", "Play %n card(s): drag %1.")
# cards set aside for an exchange: the button is named only when the engine offers it, "set aside more"
# only while a larger exchange is open (none beyond 3)
P_STAGED = QT_TRANSLATE_NOOP(
    "StortebekerBoard",
    "%n card(s) set aside for an exchange: discard them with the button, set aside one more, "
    "or click one to take it back.",
)
P_STAGED_DONE = QT_TRANSLATE_NOOP(
    "StortebekerBoard",
    "%n card(s) set aside for an exchange: discard them with the button, or click one to take it back.",
)
P_STAGED_MORE = QT_TRANSLATE_NOOP(
    "StortebekerBoard", "%n card(s) set aside for an exchange: set aside more, or click one to take it back."
)
# after P_STAGED_MORE, why the cards set aside are no exchange yet: %1 the sizes open now ("3", "2 or 3")
STAGED_TAKES = QT_TRANSLATE_NOOP("StortebekerBoard", "An exchange takes %1 cards now.")
# or: that many would do once a card is laid out (the first turn, with no provision at any ship)
STAGED_LAY_FIRST = QT_TRANSLATE_NOOP(
    "StortebekerBoard",
    "%n card(s) make an exchange only after you lay a card out: lay one first, or set aside one more.",
)
OR_LAST = QT_TRANSLATE_NOOP("StortebekerBoard", "%1 or %2")  # the last two of the ways still open
W_LAY = QT_TRANSLATE_NOOP("StortebekerBoard", "onto your side of a ship to lay out")
W_SWAP = QT_TRANSLATE_NOOP("StortebekerBoard", "onto the discard pile to exchange")
W_FIRE = QT_TRANSLATE_NOOP("StortebekerBoard", "onto a ship to fire")
P_PICK = QT_TRANSLATE_NOOP(
    "StortebekerBoard", "Pick up to %n card(s) from the discard pile (click them), or pick no more."
)
P_TAKE = QT_TRANSLATE_NOOP("StortebekerBoard", "The die shows %1: click an opponent's %1 at the target ship.")
# a roll whose two dice both take a card (a double, or two colours): which shot this is
P_TAKE_FIRST = QT_TRANSLATE_NOOP(
    "StortebekerBoard", "First of two shots: the die shows %1. Click an opponent's %1 at the target ship."
)
P_TAKE_SECOND = QT_TRANSLATE_NOOP(
    "StortebekerBoard", "Second shot: the die shows %1. Click an opponent's %1 at the target ship."
)
P_BOARD = QT_TRANSLATE_NOOP("StortebekerBoard", "Click a lit ship (or drag the cutlass onto it) to board it, or stop.")
P_COUNTER = QT_TRANSLATE_NOOP(
    "StortebekerBoard", "%1 took the %2 with a total of %3: counter-attack (you must beat %3) or pass."
)
# only Pass, and only the hand (his secret) says why (RULES.md §4.4); a pass everybody can see is forced
# is played for him (Game.forced), its reason in the log
P_COUNTER_NONE = QT_TRANSLATE_NOOP(
    "StortebekerBoard", "%1 took the %2 with a total of %3. Your hand cannot complete your provisions there: pass."
)
B_SWAP = QT_TRANSLATE_NOOP("StortebekerBoard", "Discard %n card(s) for an exchange")
B_END_PICKS = QT_TRANSLATE_NOOP("StortebekerBoard", "Pick no more")
B_STOP = QT_TRANSLATE_NOOP("StortebekerBoard", "Stop boarding")
B_COUNTER = QT_TRANSLATE_NOOP("StortebekerBoard", "Counter-attack")
B_COUNTER_LAY = QT_TRANSLATE_NOOP("StortebekerBoard", "Counter-attack, laying %1")
# the counter-attack buttons: the strength each would fight with, and of several ways, which of the
# cards laid carry the pirate symbol (☠, as on the cards; "all" where every card laid has one)
B_COUNTER_AT = QT_TRANSLATE_NOOP("StortebekerBoard", "Counter-attack: strength %1")  # the only way
B_STRENGTH = QT_TRANSLATE_NOOP("StortebekerBoard", "Strength %1")  # one of several, laying no symbol
B_STRENGTH_SYMBOLS = QT_TRANSLATE_NOOP("StortebekerBoard", "Strength %1 (☠ %2)")  # %2: "water, meat"
B_STRENGTH_ALL = QT_TRANSLATE_NOOP("StortebekerBoard", "Strength %1 (☠ all)")  # every card laid has one
TIP_COUNTER = QT_TRANSLATE_NOOP("StortebekerBoard", "Dice + strength %1 must beat %2.")
B_PASS = QT_TRANSLATE_NOOP("StortebekerBoard", "Do not counter-attack")
