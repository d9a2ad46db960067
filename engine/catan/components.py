"""Catan's components and costs (shared/rules/catan/RULES.md), as plain tables."""

from __future__ import annotations

RESOURCES = ("brick", "lumber", "wool", "grain", "ore")
BRICK, LUMBER, WOOL, GRAIN, ORE = range(5)

TERRAINS = ("hills", "forest", "pasture", "fields", "mountains", "desert")
# the resource a terrain produces (the desert none)
PRODUCES = {"hills": BRICK, "forest": LUMBER, "pasture": WOOL, "fields": GRAIN, "mountains": ORE, "desert": -1}
TERRAIN_COUNTS = {"forest": 4, "pasture": 4, "fields": 4, "hills": 3, "mountains": 3, "desert": 1}

# Number tokens by letter, laid A, B, C ... in the variable set-up; 6 and 8 are red.
TOKEN_LETTERS = (
    ("A", 5),
    ("B", 2),
    ("C", 6),
    ("D", 3),
    ("E", 8),
    ("F", 10),
    ("G", 9),
    ("H", 12),
    ("I", 11),
    ("J", 4),
    ("K", 8),
    ("L", 10),
    ("M", 9),
    ("N", 4),
    ("O", 5),
    ("P", 6),
    ("Q", 3),
    ("R", 11),
)
TOKENS = tuple(sorted(n for _, n in TOKEN_LETTERS))

RESOURCE_CARDS = 19  # of each resource in the bank
DEV_COUNTS = {"knight": 14, "victory_point": 5, "road_building": 2, "year_of_plenty": 2, "monopoly": 2}
DEV_CARDS = tuple(DEV_COUNTS)
KNIGHT, VP_CARD, ROAD_BUILDING, PLENTY, MONOPOLY = range(5)  # development card kinds, as in DEV_CARDS
PIECES = {"settlement": 5, "city": 4, "road": 15}

# costs per resource (brick, lumber, wool, grain, ore)
COST_ROAD = (1, 1, 0, 0, 0)
COST_SETTLEMENT = (1, 1, 1, 1, 0)
COST_CITY = (0, 0, 0, 2, 3)
COST_DEV = (0, 0, 1, 1, 1)

HARBOUR_TYPES = ("3:1", *RESOURCES)  # a generic harbour trades 3:1, a special one 2:1 in its resource
HARBOUR_COUNTS = {"3:1": 4, "brick": 1, "lumber": 1, "wool": 1, "grain": 1, "ore": 1}

VICTORY_POINTS = 10
LONGEST_ROAD_MIN = 5
LARGEST_ARMY_MIN = 3
