"""Shipyard's bots: `strong` reads its secret contracts into every choice, plays legal moves from its
view alone, and is the game's strongest level."""

from __future__ import annotations

from engine.bots import bot_levels, make_bot
from engine.shipyard import GAME
from engine.shipyard.actions import Discard
from engine.shipyard.bots import NormalBot
from engine.shipyard.state import Player, Ship
from engine.shipyard.strong import Holdings, StrongBot, contract_weights
from engine.simulate import play_one

from .helpers import fresh, part_of_kind


def test_levels() -> None:
    assert bot_levels(GAME) == ["random", "normal", "strong"]
    assert isinstance(make_bot(GAME, "strong", 1), StrongBot)


def test_before_the_discards_each_contract_counts_by_its_chance_of_being_kept() -> None:
    """Three blue contracts: the one already paying leads with 0.6, the other two share 0.4; a
    green contract alone in its colour is surely scored."""
    p = Player(contracts=["BLU10", "BLU02", "BLU07", "GRN09"])
    p.fleet = [Ship(("BLANK_B", "BLANK_M", "BLANK_S"), (("propeller", 1), ("captain", 1)), 2, 2)]
    w = contract_weights(p, {})
    assert w == {"BLU10": 0.6, "BLU02": 0.2, "BLU07": 0.2, "GRN09": 1.0}


def test_a_propeller_is_worth_its_contract_to_strong_only() -> None:
    """With BLU10 (3 points a propeller in the fleet) kept, `strong` prices a propeller above
    `normal` by most of those 3 points; a funnel, which that contract ignores, they price alike."""
    st = fresh(4, seed=3)
    p = st.ps[0]
    p.contracts = ["BLU10", "GRN09"]
    strong, normal = StrongBot(GAME, 1), NormalBot(GAME, 1)
    strong.choose(GAME.view(st, 0), 0)  # reads its contracts
    gain = strong.item_value(st, p, "propeller") - normal.item_value(st, p, "propeller")
    assert 1.5 < gain <= 3.0
    assert abs(strong.item_value(st, p, "funnel") - normal.item_value(st, p, "funnel")) < 1e-9


def test_keeps_the_contract_that_ordinary_play_pays() -> None:
    """Halfway through, nothing scored yet: of BLU05 (ships with merchant, soldier, crane and cannon,
    which almost never sail), BLU11 (canals sailed off) and BLU12 (lifebuoys), `strong` keeps BLU11,
    the one ordinary play pays most."""
    st = fresh(4, seed=3)
    p = st.ps[0]
    p.contracts = ["BLU05", "BLU11", "BLU12"]
    p.turns = 12
    bot = StrongBot(GAME, 1)
    bot.choose(GAME.view(st, 0), 0)
    legal: list[object] = [Discard(("BLU05", "BLU12")), Discard(("BLU05", "BLU11")), Discard(("BLU11", "BLU12"))]
    assert bot._discard(st, 0, legal) == Discard(("BLU05", "BLU12"))  # type: ignore[arg-type]


def test_contract_points_are_read_by_the_engine_scoring() -> None:
    """The bot's picture of a fleet goes through the engine's own `contract_points`: two ships with a
    propeller each are 6 points of BLU10, and three ships 3 points of GRN09 (1 -> 1, 2 -> 3)."""
    bot = StrongBot(GAME, 1)
    bot._weights = {"BLU10": 1.0, "GRN09": 1.0}
    ship = Ship(("BLANK_B", "BLANK_M", "BLANK_S"), (("propeller", 1), ("captain", 1)), 2, 2)
    assert bot._contracts(Holdings([ship, ship], [], 0)) == 6 + 3


def test_strong_counts_a_ship_under_construction_for_less_as_the_game_runs_out() -> None:
    """A bow and a middle in the yard (a stern short of a ship): early on `strong` counts them as
    `normal` does; with one turn left to each player `normal` still counts them more than two points,
    `strong` next to nothing, since parts that never become a ship score nothing at the end."""
    st = fresh(4, seed=3)
    p = st.ps[0]
    p.contracts = []
    yard = p.yard[:]
    yard[0], yard[1] = part_of_kind("bow"), part_of_kind("middle")
    strong, normal = StrongBot(GAME, 1), NormalBot(GAME, 1)
    strong._weights, strong._memo = {}, {}  # no contracts: only the ship plan counts

    def worth(bot: NormalBot) -> float:
        return bot.yard_value(st, p, yard) - bot.yard_value(st, p, p.yard)

    assert worth(strong) == worth(normal) > 2.0
    for q in st.ps:
        q.turns = 23
    assert worth(normal) > 2.0
    assert 0.0 < worth(strong) < 0.3


def test_strong_plays_legal_moves_from_its_view_and_repeats_itself() -> None:
    """Whole 3-player games of `strong` bots shown only their views (`engine.simulate.play_one`):
    `apply` would refuse an illegal move, and the same seed gives the same game."""
    first = play_one(GAME.name, 3, 4, ["strong"], {})
    assert first == play_one(GAME.name, 3, 4, ["strong"], {})
    assert play_one(GAME.name, 3, 5, ["strong"], {}) != first
