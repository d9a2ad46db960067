"""The flight (RULES.md 6; seed: "Let probíhá tak, že vedoucí hráč otočí vrchní kartu") and the
round's scoring (RULES.md 7): every card type with a hand-built position and forced dice."""

from __future__ import annotations

import engine.galaxy_trucker.damage as dm
import engine.galaxy_trucker.flight as fl
import engine.galaxy_trucker.power as pw
import engine.galaxy_trucker.ship as sh
import engine.galaxy_trucker.texts as tx
from engine.galaxy_trucker.actions import (
    Accept,
    Declare,
    Decline,
    Defend,
    DoneLoading,
    FlyOn,
    GiveUp,
    KeepPart,
    LoseCrew,
    Power,
    Store,
    TakeHit,
    Unload,
)
from engine.galaxy_trucker.data import (
    BATTERY,
    BLUE,
    CABIN,
    CANNON,
    CARGO,
    ENGINE,
    GREEN,
    PURPLE,
    RED,
    SHIELD,
    SINGLE,
    SMOOTH,
    SPECIAL_CARGO,
    STRUCTURAL,
    UNIVERSAL,
    YELLOW,
)
from engine.galaxy_trucker.rules import GAME
from engine.galaxy_trucker.state import BUILD
from tests.engine.galaxy_trucker.helpers import CARDS, act, fly_on, flying, refused, twin
from tests.engine.galaxy_trucker.test_ship import find

ENGINE1 = find(ENGINE, n=UNIVERSAL, double=False)  # below the cabin at (8, 7)
ENGINE1B = find(ENGINE, n=UNIVERSAL, e=SINGLE, double=False)
ENGINE2 = find(ENGINE, n=SINGLE, e=SMOOTH, w=SMOOTH, double=True)
CANNON1 = find(CANNON, e=SMOOTH, s=SINGLE, w=SMOOTH, double=False)  # above the cabin at (6, 7)
CANNON2 = find(CANNON, e=SMOOTH, s=SINGLE, w=SMOOTH, double=True)
HOLD = find(CARGO, n=SMOOTH, e=SMOOTH, s=SMOOTH, w=UNIVERSAL)  # right of the cabin at (7, 8)
RED_HOLD = find(SPECIAL_CARGO, w=UNIVERSAL)
BATTERY_W = find(BATTERY, w=UNIVERSAL)
SHIELD_W = find(SHIELD, w=UNIVERSAL)
CABIN_W = find(CABIN, n=SMOOTH, e=SINGLE, s=SMOOTH, w=UNIVERSAL)
HUB = find(STRUCTURAL, n=SINGLE, e=UNIVERSAL, s=SINGLE, w=UNIVERSAL)

RIGHT = (7, 8)
LEFT = (7, 6)  # tiles with a W connector go here at rotation 2 (their W faces east)


def forced(*sums: int) -> list[object]:
    """Chance for the action that reveals a card: the card itself, then two dice per roll."""
    out: list[object] = [None]
    for s in sums:
        out += [1, s - 1] if s <= 7 else [6, s - 6]
    return out


def test_open_space_moves_by_engine_strength_and_zero_gives_up() -> None:
    """Seed: "hráči postupně oznámí, jaká je jejich celková dostupná síla motorů ... posunou"."""
    st = flying([[((8, 7), ENGINE1, 0)], []], ["I-09"])
    assert [p.pos for p in st.seats] == [0, -2]
    act(st, st.window[0], FlyOn())
    out = act(st, st.window[0], FlyOn())  # the last answer reveals the card
    assert st.seats[0].pos == 1
    assert st.seats[1].gave_up and not st.seats[1].flying  # strength 0 (RULES 6.5)
    # the log says why ("gives up the flight" alone read as the player's own choice)
    assert [m.render() for m in out.log if m.params.get("player") == 1 and "give up" in m.render()] == [
        "1 has no engine strength in open space and must give up the flight."
    ]


def test_double_engines_need_a_battery() -> None:
    st = flying([[((8, 7), ENGINE2, 0), (RIGHT, BATTERY_W, 0)], [((8, 7), ENGINE1, 0)]], ["I-09"])
    fly_on(st)
    assert st.cs.step == "engine" and GAME.to_act(st) == (0,)
    legal = GAME.legal_actions(st, 0)
    assert Power(8, 7, 7, 8) in legal and Declare() in legal
    act(st, 0, Power(8, 7, 7, 8))
    assert st.seats[0].pos == 2  # 2 for the powered double; the last battery's choice is made
    assert st.seats[1].pos == -1


def test_planets_land_load_and_lose_days_before_the_next_choice() -> None:
    """Seed: land, take the goods "má-li ho jak uskladnit", move back; the next player may not
    pick a planet someone landed on."""
    st = flying([[(RIGHT, HOLD, 0)], [(RIGHT, twin(HOLD), 0)]], ["I-13"])
    fly_on(st)
    assert st.cs.step == "choose" and GAME.to_act(st) == (0,)
    act(st, 0, Accept(0))  # green, green
    assert st.cs.step == "load" and st.cs.at_hand == [GREEN, GREEN]
    act(st, 0, Store(GREEN, *RIGHT))
    act(st, 0, Store(GREEN, *RIGHT))
    assert st.seats[0].ship.goods[RIGHT] == (GREEN, GREEN)
    out = act(st, 0, DoneLoading())
    assert st.seats[0].pos == -3  # 2 days back, skipping the space of the ship at -2
    assert [m.render() for m in out.log] == ["0 loads 2 green cubes.", "0 loses 2 flight days."]  # days, not spaces
    assert [(m.key, m.count) for m in out.log[1:]] == [(tx.L_DAYS_LOST, 2)]
    refused(st, 1, Accept(0), tx.R_PLANET_TAKEN)
    landed = act(st, 1, Accept(2))  # blue, blue, blue: a hold of two takes two
    assert landed.log[0].render() == "1 lands on planet 3."  # which one, as the card numbers them
    act(st, 1, Store(BLUE, *RIGHT))
    act(st, 1, Store(BLUE, *RIGHT))
    refused(st, 1, Store(BLUE, *RIGHT), tx.R_HOLD_FULL)
    act(st, 1, DoneLoading())
    assert st.supply[BLUE] == 14 - 2  # the cube left behind went back to the supply


def test_the_log_says_what_a_loading_put_aboard_and_what_it_left_behind() -> None:
    """What a ship took from a planet was seen only on the ship: the log names the cubes, and the cubes
    taken out of a hold for better ones (the seed lets goods be rearranged) that went back to the supply."""
    st = flying([[(RIGHT, HOLD, 0)], [(RIGHT, twin(HOLD), 0)]], ["I-15"])
    st.seats[0].ship.goods[RIGHT] = (BLUE, BLUE)
    st.supply[BLUE] -= 2
    fly_on(st)
    act(st, 0, Accept(1))  # yellow, yellow
    assert st.cs.at_hand == [YELLOW, YELLOW]
    act(st, 0, Unload(BLUE, *RIGHT))
    act(st, 0, Store(YELLOW, *RIGHT))  # a yellow for a blue
    out = act(st, 0, DoneLoading())
    assert st.seats[0].ship.goods[RIGHT] == (YELLOW, BLUE)
    assert [m.render() for m in out.log][:2] == ["0 loads 1 yellow cube.", "0 returns 1 blue cube to the supply."]
    act(st, 1, Accept(0))  # yellow, green, blue, blue: taken back at once
    out = act(st, 1, DoneLoading())
    assert out.log[0].render() == "1 loads no goods."


def test_an_empty_supply_is_said_in_the_log() -> None:
    """The goods supply may run out ("goods_supply": limited, as the 56 cubes in the box): goods that
    are all gone give nothing, and the log says why rather than nothing at all."""
    assert fl.loading_line(0, [], []).render() == "The supply has none of those goods left: 0 loads nothing."
    assert fl.loading_line(2, [RED, BLUE, BLUE], [BLUE]).render() == "2 loads 1 red cube, 1 blue cube."


def test_red_goods_only_in_red_holds() -> None:
    st = flying([[(RIGHT, HOLD, 0), (LEFT, RED_HOLD, 2)], []], ["I-14"])
    fly_on(st)
    act(st, 0, Accept(0))  # red, red
    refused(st, 0, Store(RED, *RIGHT), tx.R_RED_HOLD)
    act(st, 0, Store(RED, *LEFT))
    assert st.seats[0].ship.goods[LEFT] == (RED,)


def test_abandoned_ship_costs_crew_pays_credits_and_an_empty_ship_gives_up() -> None:
    """Seed: only one player may take it; RULES 6.5 and DECISION 21: taking it with exactly the
    crew asked leaves no humans, and that ship gives up at the end of the card."""
    st = flying([[], []], ["I-01"])  # two humans each, in the starting cabins
    fly_on(st)
    assert st.cs.step == "choose" and GAME.to_act(st) == (0,)
    out = act(st, 0, Accept(0))
    p = st.seats[0]
    assert p.credits == 3 and pw.crew(p.ship) == 0
    said = [(m.key, m.count) for m in out.log]
    assert said[:4] == [(tx.L_BOARDS, None), (tx.L_CREW_LOST, 2), (tx.L_CREDITS, 3), (tx.L_DAYS_LOST, 1)]
    assert p.gave_up and not p.flying
    assert st.seats[1].flying and st.seats[1].credits == 0


def test_abandoned_station_needs_enough_crew_and_nobody_is_asked_without() -> None:
    st = flying([[], []], ["I-03", "I-09"])  # 5 crew required, each ship has 2
    fly_on(st)
    assert st.cs.step == "window"  # the station went by without a question
    assert st.played == [CARDS["I-03"]]
    assert [p.pos for p in st.seats] == [0, -2] and all(pw.crew(p.ship) == 2 for p in st.seats)


def test_small_meteor_bounces_off_a_smooth_side_and_breaks_a_connector() -> None:
    """Seed: damage by meteors per the flight board; RULES 6.2: small meteors bounce off smooth
    sides and destroy a tile whose struck side has a connector."""
    st = flying([[((6, 7), CANNON1, 0)], []], ["I-07"])
    # seat 0 (leader): front, rear, left, right; then seat 1 the same four
    fly_on(st, forced(7, 2, 2, 2, 7, 2, 2, 2))
    assert (6, 7) in st.seats[0].ship.tiles  # the cannon's nose is smooth: it bounced
    assert st.seats[1].ship.tiles == {} and st.seats[1].gave_up  # the cabin's universal side was hit


def test_the_log_names_a_meteors_column_or_row_and_where_it_comes_from() -> None:
    """Seed: "Číslo kostky odpovídá sloupci či řádku podle toho, kam míří šipka u meteoritu": from the
    front or the rear the dice name a column, from a side a row (the log said "line" for both)."""
    st = flying([[((6, 7), CANNON1, 0)], []], ["I-07"])
    act(st, st.window[0], FlyOn())
    out = act(st, st.window[0], FlyOn(), forced(7, 2, 2, 2, 7, 2, 2, 2))
    aimed = [m.render() for m in out.log if m.key in (tx.L_INCOMING_COLUMN, tx.L_INCOMING_ROW)]
    assert aimed[:4] == [
        "0 is targeted in column 7 by a small meteor from the front.",
        "0 is targeted in column 2 by a small meteor from behind.",
        "0 is targeted in row 2 by a small meteor from the left.",
        "0 is targeted in row 2 by a small meteor from the right.",
    ]


def test_a_meteor_that_passes_the_ship_says_so_in_the_log() -> None:
    """Every outcome of a meteor or a shot had its log line (bounces, shot down, hits) but a miss: the
    log said "targeted in column 2 …" and then nothing."""
    st = flying([[((6, 7), CANNON1, 0)], []], ["I-05"])
    act(st, st.window[0], FlyOn())
    out = act(st, st.window[0], FlyOn(), forced(7, 2, 2))  # shot down, then two pass column 2
    lines = [m.render() for m in out.log]
    k = lines.index("0 is targeted in column 2 by a small meteor from the front.")
    assert lines[k + 1] == "It flies past 0's ship: no tile stands in that line."
    assert lines.count("It flies past 0's ship: no tile stands in that line.") == 2


def test_a_single_cannon_shoots_down_a_large_meteor_in_its_column() -> None:
    st = flying([[((6, 7), CANNON1, 0)], []], ["I-05", "I-09"])
    fly_on(st, forced(7, 2, 2, 7, 2, 2))
    assert (6, 7) in st.seats[0].ship.tiles and st.seats[0].lost == []
    # the board's record of the card: who, what, from where, the dice, the tile struck, what came of it
    assert st.cs.fired[:3] == [
        (0, "large_meteor", "front", 1, 6, (6, 7), "shot_down", ((6, 7),)),  # by the cannon at (6, 7)
        (0, "small_meteor", "front", 1, 1, None, "miss", ()),
        (0, "large_meteor", "front", 1, 1, None, "miss", ()),
    ]
    assert st.cs.fired[3] == (1, "large_meteor", "front", 1, 6, (7, 7), "hit", ())
    # no cannon, no defence: the large meteor smashes the starting cabin, whatever its sides
    assert st.seats[1].ship.tiles == {} and st.seats[1].gave_up


def test_a_shield_with_a_battery_stops_a_light_shot() -> None:
    """Pirates (I-20, firepower 5) beat a ship with one cannon; the shots come at once."""
    st = flying([[((6, 7), CANNON1, 0), (RIGHT, BATTERY_W, 0), (LEFT, SHIELD_W, 3)], []], ["I-20"])
    covered = dm.shields_covering(st.seats[0].ship, 0)
    assert covered, "the test ship needs a shield over the front"
    fly_on(st, forced(7))
    assert st.cs.step == "defend" and GAME.to_act(st) == (0,)
    assert Defend(*LEFT, *RIGHT) in GAME.legal_actions(st, 0)
    assert st.cs.fired == [(0, "light_shot", "front", 1, 6, (6, 7), "incoming", ())] and st.cs.dice == (1, 6)
    act(st, 0, Defend(*LEFT, *RIGHT), [1, 1])  # the second shot (2) misses
    assert (6, 7) in st.seats[0].ship.tiles and st.seats[0].ship.cells[RIGHT] == 1
    assert st.cs.fired[0][6:] == ("defended", (LEFT,))  # stopped by the shield at LEFT


def test_taking_the_hit_destroys_the_tile() -> None:
    st = flying([[((6, 7), CANNON1, 0), (RIGHT, BATTERY_W, 0), (LEFT, SHIELD_W, 3)], []], ["I-20", "I-09"])
    fly_on(st, forced(7))
    act(st, 0, TakeHit(), [2, 2, 2, 2])
    assert (6, 7) not in st.seats[0].ship.tiles and st.seats[0].lost
    assert st.cs.fired[0] == (0, "light_shot", "front", 1, 6, (6, 7), "hit", ())


def test_slavers_take_crew_from_a_loser_who_chooses() -> None:
    st = flying([[(RIGHT, CABIN_W, 0)], [((6, 7), CANNON1, 0)]], ["I-18"])
    st.seats[0].ship.humans = {(7, 7): 2, RIGHT: 2}
    fly_on(st)
    assert st.cs.step == "lose_crew" and st.cs.owed == 3
    first = act(st, 0, LoseCrew(*RIGHT))
    assert not [m for m in first.log if m.key == tx.L_CREW_LOST]  # told once the loss is over
    log = act(st, 0, LoseCrew(*RIGHT))  # the third has only one cabin left to come from: taken at once
    assert st.seats[0].ship.humans == {(7, 7): 1}
    # one line for the whole loss (two cabins chosen in two moves, one taken with them), not one for each
    lost = [m for m in log.log if m.key == tx.L_CREW_LOST]
    assert [(m.params["player"], m.count) for m in lost] == [(0, 3), (1, 2)]
    # then seat 1 (firepower 1 < 6) has fewer crew than asked and loses them all
    assert pw.crew(st.seats[1].ship) == 0 and st.seats[1].gave_up
    assert any(m.key == tx.L_OUT_NO_HUMANS and m.params["player"] == 1 for m in log.log)


def test_smugglers_take_the_most_valuable_goods_then_batteries() -> None:
    st = flying([[(RIGHT, HOLD, 0), (LEFT, BATTERY_W, 2)], []], ["I-08"])
    ship = st.seats[0].ship
    ship.goods[RIGHT] = (YELLOW,)
    st.supply[YELLOW] -= 1
    cells = ship.cells[LEFT]
    fly_on(st)
    assert RIGHT not in ship.goods and ship.cells.get(LEFT, 0) == cells - 1


def test_a_powered_cannon_short_of_the_enemy_loses_goods_then_batteries() -> None:
    st = flying([[((6, 7), CANNON2, 0), (RIGHT, BATTERY_W, 0)], []], ["I-08"])
    st.seats[0].ship.cells[RIGHT] = 2
    fly_on(st)
    assert st.cs.step == "fire"
    act(st, 0, Power(6, 7, *RIGHT))  # 2 against the smugglers' 4: beaten (declared at once: nothing else to power)
    # two goods owed, none aboard: the last battery goes, then there is nothing left to take
    assert RIGHT not in st.seats[0].ship.cells and st.seats[0].pos == 0


def test_beating_an_enemy_offers_its_reward_for_its_days() -> None:
    """Seed: "Pokud má více, splňuje podmínku pro převzetí odměny karty ... Následně ztratí určený
    počet pozic". Smugglers I-08 (firepower 4) against 2 + ½ + the purple alien's 2."""
    st = flying(
        [[((6, 7), CANNON2, 0), (LEFT, CANNON1, 3), (RIGHT, BATTERY_W, 0)], [((6, 7), twin(CANNON1), 0)]], ["I-08"]
    )
    ship = st.seats[0].ship
    ship.aliens[(7, 7)] = PURPLE  # placed by hand: only its firepower matters here
    fly_on(st)
    act(st, 0, Power(6, 7, *RIGHT))  # the only double cannon: declared at once
    assert st.cs.values[0] == 4 + 1 + 4 and st.cs.step == "choose"
    assert GAME.legal_actions(st, 0) == [Accept(0), Decline()]
    act(st, 0, Accept(0))
    assert st.cs.step == "load" and st.cs.at_hand == [YELLOW, GREEN, BLUE]
    act(st, 0, DoneLoading())  # no hold: the cubes go back
    assert st.seats[0].pos == -1 and st.supply == [12, 17, 13, 14]  # 1 day back, past the ship at -2... skipped
    assert pw.crew(st.seats[1].ship) == 2 and st.cs.step == "window"  # the card ended: seat 1 untouched


def test_combat_zone_tie_goes_against_the_ship_further_ahead() -> None:
    """Seed: "Pokud je jakékoliv měřítko nerozhodně ... trest obdrží ten hráč, který je více ve vedení"."""
    st = flying(
        [[((8, 7), ENGINE1, 0), ((6, 7), CANNON1, 0)], [((8, 7), ENGINE1B, 0), ((6, 7), twin(CANNON1), 0)]],
        ["I-19"],
    )
    fly_on(st, forced(2, 2))
    # line 1: crew 2 each: the leader (seat 0) loses 3 days, past seat 1
    assert st.seats[0].pos < st.seats[1].pos


def test_a_later_line_judges_the_tie_on_the_board_as_it_stands() -> None:
    """RULES.md 6.4: "Further ahead" is read on the flight board when the line is judged. Line 1 (crew,
    2 each) sends the leader, seat 0, 3 days back behind seat 1; line 2 (engine 1 each) is again a
    tie, and now seat 1 is further ahead: it loses the 2 crew (and, left without crew, gives up)."""
    st = flying(
        [[((8, 7), ENGINE1, 0), ((6, 7), CANNON1, 0)], [((8, 7), ENGINE1B, 0), ((6, 7), twin(CANNON1), 0)]],
        ["I-19"],
    )
    assert st.seats[0].pos > st.seats[1].pos  # seat 0 leads when the card is revealed
    act(st, st.window[0], FlyOn())
    out = act(st, st.window[0], FlyOn(), forced(2, 2))  # the last answer reveals the card
    assert (st.seats[0].pos, st.seats[1].pos) == (-4, -2)
    assert pw.crew(st.seats[0].ship) == 2 and not st.seats[0].gave_up
    assert pw.crew(st.seats[1].ship) == 0 and st.seats[1].gave_up
    # the log names the line each ship was weakest in (it read "is the weakest" twice)
    judged = [(m.key, m.params["player"]) for m in out.log if m.key in tx.L_COMBAT.values()]
    assert judged == [(tx.L_COMBAT["crew"], 0), (tx.L_COMBAT["engine"], 1), (tx.L_COMBAT["firepower"], 1)]


def test_stardust_costs_a_day_per_exposed_connector() -> None:
    st = flying([[], [(RIGHT, HUB, 0)]], ["I-17"])
    e0, e1 = sh.exposed(st.seats[0].ship), sh.exposed(st.seats[1].ship)
    assert (e0, e1) == (4, 6)
    act(st, st.window[0], FlyOn())
    out = act(st, st.window[0], FlyOn())  # the last answer reveals the card
    assert st.seats[0].pos < 0 and st.seats[1].pos < -2
    # the log says what each ship lost (it said nothing while the ships moved back)
    lost = [(m.params["player"], m.count) for m in out.log if m.key == tx.L_DAYS_LOST]
    assert lost == [(0, 4), (1, 6)]


def test_epidemic_empties_one_berth_in_each_joined_occupied_cabin() -> None:
    st = flying([[(RIGHT, CABIN_W, 0)], []], ["II-12"], round_=2)
    ship = st.seats[0].ship
    ship.humans = {(7, 7): 2, RIGHT: 2}
    fly_on(st)
    assert ship.humans == {(7, 7): 1, RIGHT: 1}
    assert st.seats[1].ship.humans == {(7, 7): 2}


def test_sabotage_hits_the_smallest_crew_up_to_three_tries() -> None:
    st = flying([[], [(RIGHT, CABIN_W, 0)]], ["III-09"], round_=3)
    st.seats[1].ship.humans[RIGHT] = 2
    # seat 0 has 2 crew, seat 1 has 4: the saboteur is aboard seat 0; column 7 then row 7
    fly_on(st, [None, 3, 4, 3, 4])
    assert st.seats[0].ship.tiles == {} and st.seats[0].gave_up


def test_a_split_ship_keeps_the_part_its_owner_chooses() -> None:
    st = flying([[(RIGHT, HUB, 0), ((7, 9), CABIN_W, 2)], []], ["III-09"], round_=3)
    st.seats[0].ship.humans = {(7, 7): 2, (7, 9): 2}
    st.seats[1].ship.humans = {(7, 7): 1}
    # seat 1 has the fewest crew... give seat 0 fewer: the saboteur hits seat 0's hub at (7, 8)
    st.seats[0].ship.humans = {(7, 7): 1}
    st.seats[1].ship.humans = {(7, 7): 2}
    fly_on(st, [None, 4, 4, 3, 4])
    assert st.cs.step == "split" and GAME.to_act(st) == (0,)
    assert set(GAME.legal_actions(st, 0)) == {KeepPart(7, 7), KeepPart(7, 9)}
    out = act(st, 0, KeepPart(7, 9))
    ship = st.seats[0].ship
    assert set(ship.tiles) == {(7, 9)} and len(st.seats[0].lost) == 2
    # the hit said "loses 1 tile"; the part given up says what it is, not a second "loses 1 tile"
    assert [(m.key, m.count) for m in out.log if m.params.get("player") == 0][:1] == [(tx.L_BROKEN_OFF, 1)]


def test_giving_up_before_a_card_sells_goods_at_half_price_rounded_up() -> None:
    st = flying([[(RIGHT, HOLD, 0)], [((8, 7), ENGINE1, 0)]], ["I-09"], last=True)
    ship = st.seats[0].ship
    ship.goods[RIGHT] = (YELLOW, YELLOW)
    st.supply[YELLOW] -= 2
    act(st, 0, GiveUp())
    fly_on(st)
    # the flight ends after the last card: scoring of round 1
    p0, p1 = st.seats
    assert p0.results[-1]["goods"] == 3  # (3 + 3) / 2
    assert p0.results[-1]["order"] == 0 and p1.results[-1]["order"] == 4
    assert st.round == 2 and st.phase == BUILD


def test_losses_are_capped_by_the_board() -> None:
    st = flying([[], []], ["I-09"], last=True)
    st.seats[1].lost = list(range(200, 200 + 7))  # fake lost tiles (beyond the base set)
    fly_on(st)
    assert st.seats[1].results[-1]["losses"] == -5


def test_a_round_that_costs_credits_says_it_loses_them() -> None:
    """RULES.md 26: credits may go negative. A round whose lost tiles cost more than it paid is
    logged as a loss ("loses 3 credits"), not as a score of minus three."""
    st = flying([[], []], ["I-09"], last=True)
    st.seats[1].lost = list(range(200, 200 + 7))  # fake lost tiles: -5 at the board's cap
    for _ in range(len(st.window) - 1):
        act(st, st.window[0], FlyOn())
    out = act(st, st.window[0], FlyOn())
    res = st.seats[1].results[-1]
    total = sum(v for k, v in res.items() if k != "flight")
    assert total < 0 and st.seats[1].credits == total
    lines = [m for m in out.log if m.key.source.endswith("in the round's final scoring.")]
    assert [(m.key, m.params["player"], m.count) for m in lines] == [
        (tx.L_ROUND_SCORE, 0, sum(v for k, v in st.seats[0].results[-1].items() if k != "flight")),
        (tx.L_ROUND_LOSS, 1, -total),
    ]
    assert lines[1].render() == f"1 loses {-total} credit{'' if total == -1 else 's'} in the round's final scoring."
    # the line is the settlement at the end; the credits earned in flight were paid as they came, and
    # the round's table adds them in: the line said "for the round" and so read as the table's total
    assert lines[0].count == sum(v for k, v in st.seats[0].results[-1].items()) - st.seats[0].results[-1]["flight"]
