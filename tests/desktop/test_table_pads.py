"""At the table, game by game: Galaxy Trucker's flight decks and credits pad, Golden Horn's, Shipyard's,
Störtebeker's and Catan's pads and set-up tabs, each driven through its widgets and checked against
the rules (a review of the pages as a real table uses them, 2026-11-30)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocumentFragment
from PySide6.QtWidgets import QApplication

from desktop.common.session import TableSession
from desktop.galaxy_trucker.companion import NO_PLACE
from tests.desktop.test_companion import _page


def test_galaxy_trucker_flight_decks_are_dealt_as_the_rules_say(qtbot: Any, tmp_path: Path) -> None:
    from engine.galaxy_trucker.data import components

    page = _page(qtbot, "galaxy_trucker", tmp_path)
    comp = components()
    for round_no in (1, 2, 3):
        page.deck_round.setValue(round_no)
        levels: dict[int, int] = {}
        for c in page.deck_cards:
            levels[comp.cards[c].level] = levels.get(comp.cards[c].level, 0) + 1
        assert levels == dict(comp.rounds[round_no - 1].deck)
        _turn_up_all(qtbot, page)
        assert len(page.deck_scene.items()) == len(page.deck_cards)
    page.top_matches.setChecked(True)
    assert comp.cards[page.deck_cards[0]].level == 3
    first = list(page.deck_cards)
    page._deck()
    assert page.deck_cards == first  # the same seed deals the same deck
    # the deck is laid out from the top of its view, not floating in its middle
    page.tabs.setCurrentWidget(page.deck_view.parentWidget())
    page.deck_round.setValue(1)
    _turn_up_all(qtbot, page)
    QApplication.processEvents()
    top = min(page.deck_view.mapFromScene(item.sceneBoundingRect().topLeft()).y() for item in page.deck_scene.items())
    assert 0 <= top <= 20, top


def _turn_up_all(qtbot: Any, page: Any) -> None:
    """Every card of the flight deck turned up with the page's button."""
    while page.deck_next.isEnabled():
        qtbot.mouseClick(page.deck_next, Qt.MouseButton.LeftButton)


def test_galaxy_trucker_flight_cards_fill_the_page_to_be_read_across_the_table(qtbot: Any, tmp_path: Path) -> None:
    """Eight cards of a round stood in one row, a quarter of the page high, their words a few pixels
    tall; the rest of the page was empty. The deck is laid in the columns that make it largest."""
    page = _page(qtbot, "galaxy_trucker", tmp_path)
    page.resize(1010, 760)
    view = page.deck_view
    page.tabs.setCurrentWidget(view.parentWidget())
    for round_no in (1, 2, 3):
        page.deck_round.setValue(round_no)
        _turn_up_all(qtbot, page)
        QApplication.processEvents()
        count = len(page.deck_cards)
        in_a_row = min(view.viewport().width() / (count * view.CELL[0]), view.viewport().height() / view.CELL[1])
        assert view.transform().m11() >= in_a_row, round_no
        screen = view.viewport().rect().adjusted(-1, -1, 1, 1)
        for item in view.cards:  # every card whole on the page
            assert screen.contains(view.mapFromScene(item.sceneBoundingRect()).boundingRect()), round_no
        if round_no == 1:
            assert view.transform().m11() > 1.5 * in_a_row  # two rows of four: twice as large


def test_galaxy_trucker_places_typed_with_a_gap_pay_by_the_order_of_the_ships_still_flying(
    qtbot: Any, tmp_path: Path
) -> None:
    """RULES.md 7.1: the rewards go by the order among the ships still flying. A table that types the
    places as they stood before the leader gave up (2., 3., 4.) is paid 4, 3, 2 in round 1, not 3, 2, 1;
    the most credits after three rounds are starred."""
    page = _page(qtbot, "galaxy_trucker", tmp_path)
    page.players.setValue(4)
    pad = page.pads[0]
    for seat, place in enumerate((0, 2, 3, 4)):  # seat 0 gave up
        pad.set_place(seat, place)
    page._changed()
    assert pad.message.text() == ""
    from engine.galaxy_trucker.data import components

    rewards = components().rounds[0].order_rewards  # the engine's order rewards for round 1
    assert page.credits[0] == [0, rewards[0], rewards[1], rewards[2]]
    assert page.totals.text().count("★") == 1


def test_stortebeker_pad_stars_the_winner_and_a_points_tie_goes_to_more_ships(qtbot: Any, tmp_path: Path) -> None:
    """D16: most points wins; a tie goes to the player with more ships captured, then is shared."""
    from engine.stortebeker.data import components

    page = _page(qtbot, "stortebeker", tmp_path)
    page.players.setValue(2)
    colours = components().ship_colours
    points: dict[str, list[int]] = {}
    for sh in components().ships:
        points.setdefault(sh.colour, []).append(sh.points)
    a, b = colours[0], colours[1]
    big = max(points[a])  # one big ship against two that add up to the same
    pair = next((x, y) for i, x in enumerate(points[b]) for y in points[b][i + 1 :] if x + y == big)
    page.rows[0][a].setText(str(big))
    page.rows[1][b].setText(f"{pair[0]} {pair[1]}")
    page._changed()
    assert page.totals[0] == page.totals[1]
    assert "★" not in page.rows[0]["total"].text() and "★" in page.rows[1]["total"].text()


def test_catan_pad_stars_one_winner_and_asks_which_when_two_have_ten(qtbot: Any, tmp_path: Path) -> None:
    """The game ends on the turn the first player reaches 10 points on their own turn: one winner. Two
    players can both have 10 (the Longest Road changes hands in another's turn): the pad said that
    could not be; it now says how the winner is found and stars the one the table chooses."""
    page = _page(qtbot, "catan", tmp_path)
    page.players.setValue(3)
    page.rows[0]["settlements"].setValue(2)
    page.rows[0]["cities"].setValue(4)  # 2 + 8 = 10
    page.rows[1]["settlements"].setValue(3)
    page.rows[1]["cities"].setValue(2)  # 3 + 4 = 7
    assert "★" in page.rows[0]["total"].text() and "★" not in page.rows[1]["total"].text()
    assert page.message.text() == "" and page.winner.isHidden()
    page.rows[1]["cities"].setValue(4)  # 3 + 8 = 11
    assert "★" not in page.rows[0]["total"].text() + page.rows[1]["total"].text()
    assert page.message.text() == (
        "More than one player has 10 points: the winner is the first to reach 10 on their own turn (the Longest "
        "Road can change hands in another player's turn). Choose the winner above."
    )
    assert not page.winner.isHidden()
    assert [page.winner.itemText(k) for k in range(page.winner.count())] == ["—", "Player 1", "Player 2"]
    page.winner.setCurrentIndex(1)  # Player 1 reached 10 on his own turn
    assert page.rows[0]["total"].text() == "<b>10</b> ★" and page.rows[1]["total"].text() == "<b>11</b>"
    assert page.message.text() == ""
    again = _page(qtbot, "catan", tmp_path)  # the session keeps the choice
    assert again.rows[0]["total"].text() == "<b>10</b> ★" and again.winner.currentText() == "Player 1"


def test_catan_pad_refuses_a_player_without_his_two_pieces(qtbot: Any, tmp_path: Path) -> None:
    """A player ends with at least his two settlements of the set-up, or the cities built on them: the
    pad took 0 settlements and 0 cities. It starts each player on 2 settlements and says why fewer
    cannot be."""
    page = _page(qtbot, "catan", tmp_path)
    page.players.setValue(3)
    assert [page.rows[s]["settlements"].value() for s in range(3)] == [2, 2, 2]
    assert page.message.text() == "" and page.totals == [2, 2, 2]
    page.rows[1]["settlements"].setValue(0)
    assert page.message.text() == (
        "Every player has at least 2 settlements and cities together: the two settlements of the set-up stay on "
        "the board or become cities."
    )
    assert page.rows[1]["total"].text() == "—"
    page.rows[1]["cities"].setValue(1)  # one settlement became a city, the other is gone: still too few
    assert page.rows[1]["total"].text() == "—"
    page.rows[1]["cities"].setValue(2)
    assert page.message.text() == "" and page.totals == [2, 4, 2]


def test_pads_refuse_what_the_boxes_do_not_hold(qtbot: Any, tmp_path: Path) -> None:
    """More goods cubes than Galaxy Trucker has (12 red), more copies of a Shipyard merchant than the two
    in the game, more Störtebeker ships than the sea and the harbour put in play: each says so."""
    gt = _page(qtbot, "galaxy_trucker", tmp_path)
    gt.players.setValue(2)
    pad = gt.pads[0]
    pad.set_place(0, 1)
    pad.set_place(1, 2)
    pad.rows[0]["goods0"].setValue(7)
    pad.rows[1]["goods0"].setValue(6)  # 13 red cubes
    gt._changed()
    assert "12" in pad.message.text()
    pad.rows[1]["goods0"].setValue(5)
    gt._changed()
    assert pad.message.text() == ""

    sy = _page(qtbot, "shipyard", tmp_path / "sy")
    sy.players.setValue(3)
    for seat in range(3):
        sy.rows[seat][("coal", 1)].setChecked(True)
    sy._changed()
    assert "twice" in sy.message.text() and sy.totals == []

    sb = _page(qtbot, "stortebeker", tmp_path / "sb")
    sb.players.setValue(2)
    from engine.stortebeker.data import components

    ships = components().ships
    by_colour: dict[str, list[str]] = {}
    for sh in ships[:17]:  # 2 players: 4 at sea and 12 in the harbour, 16 in play
        by_colour.setdefault(sh.colour, []).append(str(sh.points))
    for colour, points in by_colour.items():
        sb.rows[0][colour].setText(" ".join(points))
    sb._changed()
    assert "16" in sb.message.text() and sb.totals == []


def test_golden_horn_pad_stars_the_most_points(qtbot: Any, tmp_path: Path) -> None:
    page = _page(qtbot, "golden_horn", tmp_path)
    page.players.setValue(2)
    page.rows[0][0].setValue(3)
    page.rows[1][0].setValue(5)
    page._changed()
    assert "★" in page.rows[1]["total"].text() and "★" not in page.rows[0]["total"].text()


@pytest.mark.parametrize(("game", "first"), [("golden_horn", "Yellow"), ("stortebeker", "Yellow")])
def test_a_pads_colour_columns_are_headed_as_its_other_columns(
    qtbot: Any, tmp_path: Path, game: str, first: str
) -> None:
    """ "yellow pink green … Sets Points": the colours kept their mid-sentence lower case."""
    from PySide6.QtGui import QTextDocumentFragment

    page = _page(qtbot, game, tmp_path)
    heads = [QTextDocumentFragment.fromHtml(h.text()).toPlainText() for h in page.heads]
    assert heads[0] == "Name" and heads[1] == first and all(h[:1].isupper() for h in heads), heads


def test_galaxy_trucker_credits_name_boxes_say_whose_they_are(qtbot: Any, tmp_path: Path) -> None:
    """Four blank boxes stood beside "Players", whatever the count, with nothing to say they take
    the players' names."""
    page = _page(qtbot, "galaxy_trucker", tmp_path)
    page.players.setValue(2)
    shown = [e for e in page.names_edit if not e.isHidden()]
    assert [e.placeholderText() for e in shown] == ["Player 1", "Player 2"]
    page.names_edit[1].setText("Zdeňka")
    page.names_edit[1].textEdited.emit("Zdeňka")
    assert page.pads[0].rows[1]["name"].text() == "Zdeňka"


@pytest.mark.parametrize("game", ["golden_horn", "shipyard", "stortebeker"])
def test_the_set_up_and_the_score_pad_count_the_same_players(qtbot: Any, tmp_path: Path, game: str) -> None:
    """A table has one number of players: the set-up tab opened on 2 beside a score pad of 4."""
    page = _page(qtbot, game, tmp_path)
    page.players.setValue(4)
    assert page.setup_players.value() == 4
    page.setup_players.setValue(3)
    assert page.players.value() == 3


def test_galaxy_trucker_totals_say_what_they_are_and_star_nobody_while_a_round_is_wrong(
    qtbot: Any, tmp_path: Path
) -> None:
    """The line under the rounds said "After three rounds" after one, starred both players of an empty
    pad, and starred a winner while two ships stood on one place (that round counted 0). It now says
    "Total so far" until every place of the three rounds is chosen, shows no totals and no star while a
    round is wrong and names the rounds to fix, and stars nobody before anything is counted."""
    page = _page(qtbot, "galaxy_trucker", tmp_path)
    page.players.setValue(2)
    assert page.totals.text() == "Total so far: Player 1 0 · Player 2 0"
    first, third = page.pads[0], page.pads[2]
    first.set_place(0, 1)
    first.set_place(1, 1)  # two ships on one place
    third.set_place(0, 3)  # a third place with two ships
    assert page.totals.text() == ("Total so far: Player 1 — · Player 2 — Round 1 needs fixing. Round 3 needs fixing.")
    first.set_place(1, 2)
    third.set_place(0, NO_PLACE)
    assert page.totals.text() == "Total so far: Player 1 4 ★ · Player 2 3"  # round 1 pays 4 and 3
    for pad in page.pads[1:]:
        pad.set_place(0, 2)
        pad.set_place(1, 1)
    # round 2 pays 8 and 6, round 3 12 and 9
    assert page.totals.text() == "After three rounds: Player 1 19 · Player 2 23 ★"
    first.set_place(0, 2)  # both second: wrong again
    assert page.totals.text() == "Total so far: Player 1 — · Player 2 — Round 1 needs fixing."


def test_galaxy_trucker_places_start_unchosen_and_count_only_once_chosen(qtbot: Any, tmp_path: Path) -> None:
    """Every place box started on "gave up": the goods typed before the place were paid at half price.
    A place now starts on "—": that player's credits wait for a place or "gave up", and the round says
    whose places are still to be chosen (a round nothing is typed in yet says nothing)."""
    page = _page(qtbot, "galaxy_trucker", tmp_path)
    page.players.setValue(2)
    pad = page.pads[0]
    assert [pad.rows[s]["place"].currentText() for s in range(2)] == ["—", "—"]
    assert pad.message.text() == "" and page.credits[0] == [None, None]
    pad.rows[0]["goods1"].setValue(3)  # three yellow cubes: 9 credits
    assert page.credits[0] == [None, None] and pad.rows[0]["total"].text() == "—"
    assert pad.message.text() == "Choose a place or “gave up” for: Player 1, Player 2."
    pad.set_place(0, 1)
    assert page.credits[0] == [4 + 9, None]  # first place and the goods at full price
    assert pad.message.text() == "Choose a place or “gave up” for: Player 2."
    assert page.pads[1].message.text() == ""
    pad.set_place(0, 0)  # gave up: half the goods, rounded up, and no order reward
    assert page.credits[0] == [5, None]
    again = _page(qtbot, "galaxy_trucker", tmp_path)  # the session keeps the places
    assert [again.pads[0].place(s) for s in range(2)] == [0, NO_PLACE]


def test_galaxy_trucker_pad_heads_say_what_to_enter(qtbot: Any, tmp_path: Path) -> None:
    """The credits pad's column heads and the cap box had no tooltip: each now says what goes in it
    (flight credits, a mission's reward in its own column, lost tiles with the reserved ones, the caps
    of each round)."""
    page = _page(qtbot, "galaxy_trucker", tmp_path)
    tips = {
        QTextDocumentFragment.fromHtml(h.text()).toPlainText(): h.toolTip().replace("\n", " ")
        for h in page.pads[0].heads
    }
    assert all(tips.values()), tips
    assert tips["Flight credits"] == (
        "Everything earned during the flight: the credits of the cards (abandoned ships, slavers, pirates)."
    )
    assert tips["Mission"] == (
        "With the Missions expansion: the mission card's reward for the special tiles this ship delivered. Only a "
        "ship still flying when the flight ends earns it."
    )
    assert tips["Lost tiles"] == (
        "Every tile in the lost pile on the ship board: tiles taken off at the ship check, destroyed or cut away "
        "in flight, and reserved tiles never placed. Each costs 1 credit."
    )
    assert tips["Red"] == tips["Blue"] and "half" in tips["Red"]
    assert page.cap.toolTip().replace("\n", " ") == (
        "Each lost tile costs 1 credit, but no more than the ship board shows: 5 in round 1, 8 in round 2, "
        "11 in round 3. Untick to pay for every tile."
    )


def test_galaxy_trucker_flight_deck_is_turned_up_one_card_at_a_time(qtbot: Any, tmp_path: Path) -> None:
    """The flight decks tab laid the whole deck face up, though the rules draw the cards without looking:
    the cards are now turned up one at a time, the rest face down, and the page says how many are left."""
    page = _page(qtbot, "galaxy_trucker", tmp_path)
    page.deck_round.setValue(2)  # 4 level I and 8 level II cards
    deck = list(page.deck_cards)
    assert len(deck) == 12 and page.deck_view.cards == [] and not page.deck_scene.items()
    assert page.deck_left.text() == "12 cards left in the deck"
    page.tabs.setCurrentWidget(page.deck_view.parentWidget())
    qtbot.mouseClick(page.deck_next, Qt.MouseButton.LeftButton)
    assert [item.card.index for item in page.deck_view.cards] == deck[:1]
    assert page.deck_left.text() == "11 cards left in the deck"
    QApplication.processEvents()
    view = page.deck_view

    def first_card() -> Any:
        return view.mapFromScene(view.cards[0].sceneBoundingRect()).boundingRect()

    where = first_card()
    qtbot.mouseClick(page.deck_next, Qt.MouseButton.LeftButton)
    assert first_card() == where  # a card turned up keeps its place and size as the next comes
    for _ in range(9):
        qtbot.mouseClick(page.deck_next, Qt.MouseButton.LeftButton)
    assert page.deck_left.text() == "1 card left in the deck" and page.deck_next.isEnabled()
    qtbot.mouseClick(page.deck_next, Qt.MouseButton.LeftButton)
    assert [item.card.index for item in page.deck_view.cards] == deck
    assert page.deck_left.text() == "0 cards left in the deck" and not page.deck_next.isEnabled()
    again = _page(qtbot, "galaxy_trucker", tmp_path)  # the session keeps the deck where it was
    assert again.deck_round.value() == 2 and again.deck_cards == deck and len(again.deck_view.cards) == 12
    again.deck_round.setValue(3)  # another round's deck: all face down again
    assert again.deck_view.cards == [] and again.deck_left.text() == "16 cards left in the deck"


def test_galaxy_trucker_hourglass_on_1_is_turned_by_a_finished_player(qtbot: Any, tmp_path: Path) -> None:
    """Run out on position 1, the glass said anyone might turn it: the rules leave the last turn, onto
    start, to a player who has finished building and taken an order token."""
    glass = _page(qtbot, "galaxy_trucker", tmp_path).hourglass
    now = [0.0]
    glass.clock = lambda: now[0]
    glass._signal = lambda: None  # type: ignore[method-assign]
    for position in (3, 2, 1):
        glass.turn()
        now[0] += glass.seconds + 1
        glass.tick()
        assert glass.sand.hourglass == position
        if position > 1:
            assert glass.status.text() == "The sand has run out. Turn the hourglass when you are ready."
    assert glass.status.text() == (
        "The sand has run out on 1. Only a player who has finished building (taken an order token) may turn "
        "the hourglass onto start."
    )
    assert glass.button.text() == "Turn onto start (space bar)" and glass.button.isEnabled()


def test_golden_horn_sets_are_grouped_and_the_pad_fits_1280_in_slovak(qtbot: Any, tmp_path: Path) -> None:
    """A warehouse of 5, 5, 5, 5, 3, 3 listed "6-farebná +4" three times and "4-farebná +1" twice in one
    line: the window needed 1,385 px in Slovak. Equal sets are listed once with how many, and the column
    wraps: the page fits the window at 1280×800."""
    from desktop.common import i18n
    from desktop.main_window import MainWindow
    from desktop.settings import Settings

    try:
        i18n.set_language("sk")
        window = MainWindow(Settings(pace="fast", animations=False))
        window._no_dialogs = True
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        page = window.open_table().open("golden_horn", TableSession("golden_horn", tmp_path / "gh.json"))
        page.players.setValue(4)
        page.tabs.setCurrentIndex(0)
        for k, count in enumerate((5, 5, 5, 5, 3, 3)):
            page.rows[0][k].setValue(count)
        QApplication.processEvents()
        assert page.rows[0]["sets"].text() == "6-farebná +4 ×3, 4-farebná +1 ×2"
        assert page.minimumSizeHint().width() <= page.width() and window.width() == 1280
    finally:
        i18n.set_language("en")


def test_golden_horn_says_which_colour_has_too_many_cubes(qtbot: Any, tmp_path: Path) -> None:
    """ "Too many – yellow" read wrong in Slovak, the colour's word out of its case: each colour now
    has its own sentence."""
    page = _page(qtbot, "golden_horn", tmp_path)
    page.players.setValue(2)
    page.rows[0][0].setValue(9)
    page.rows[1][0].setValue(7)  # 16 yellow
    assert page.message.text() == "Too many yellow cubes: the game has only 15."
    page.rows[1][5].setValue(16)  # and 16 blue
    assert page.message.text() == (
        "Too many yellow cubes: the game has only 15. Too many blue cubes: the game has only 15."
    )


def test_golden_horn_set_up_lays_the_route_tiles_as_the_rulebook(qtbot: Any, tmp_path: Path) -> None:
    """The set-up tab named only the colours of the route, which are our reconstruction. It now says the
    rulebook's set-up: the route tiles by their symbols and Modon's side, that nobody draws in Modon with
    two players, the ships, cubes and cards; the colours follow, marked as the app's reconstruction."""
    page = _page(qtbot, "golden_horn", tmp_path)
    common = (
        "Each player takes the 3 ships and the warehouse of one emblem and puts the ships into Venice or "
        "Constantinople, as they like. All 90 cubes go into the bag: draw 9 blind into Venice and 9 into "
        "Constantinople. Shuffle the 54 cards and deal 5 to each player; the rest are the face-down draw pile. "
        "The oldest player starts and takes the start-player figure."
    )
    routes = {
        2: "Venice · ▲ · Modon (side with 2 berths up) · ● · Constantinople",
        3: "Venice · ● · ▲ · ● · ▲ · Constantinople",
        4: "Venice · ● · ▲ · Modon (side with 3 berths up) · ● · ▲ · Constantinople",
    }
    for n, route in routes.items():
        page.setup_players.setValue(n)
        parts = page.setup_text.text().split("<br><br>")
        assert parts[0] == f"<b>The route for {n} players, from Venice to Constantinople: {route}.</b>", n
        extra = {2: ["With two players nobody draws cards in Modon."], 3: ["Modon is not used with three players."]}
        assert parts[1:-1] == [*extra.get(n, []), common], n
        assert parts[-1].startswith("The colours of the sea spaces from Venice, as this app lays them out (a ")
    page.setup_players.setValue(2)
    assert page.setup_text.text().endswith("red → yellow → blue → Modon → pink → green → orange.")


def _from_players(lines: list[str]) -> list[str]:
    """The set-up's lines from the players' own (after the main board's)."""
    return lines[next(k for k, line in enumerate(lines) if line.startswith("Each player:")) :]


def test_shipyard_set_up_follows_the_player_count_and_deals_the_markers(qtbot: Any, tmp_path: Path) -> None:
    """The set-up tab listed the action track by space numbers the board does not print and said nothing
    of what the player count changes (RULES 3). It now says the figures, coins, contracts and wagon of each
    player, where the round counter starts, what becomes of deck B and the Subsidy, the action cards in
    order from the start space, and where the two circles' markers go, dealt at random as the engine does."""
    from engine.shipyard.data import tables
    from engine.shipyard.texts import CARD_NAMES

    page = _page(qtbot, "shipyard", tmp_path)
    lines = {}
    for n in (2, 3, 4):
        page.setup_players.setValue(n)
        lines[n] = page.setup_text.text().split("<br>")
        st = page.setup_state()
        behind = [c for pos in (22, 21, 20, 19, 18, 17, 16) for c, at in st.card_pos.items() if at == pos]
        track = ", ".join(CARD_NAMES[c].source for c in behind)
        assert f"Ship Building on the start space; behind it, in this order: {track}." in lines[n], n
        t = tables()
        equip, crew = t.equipment_circle[st.equip_pos], t.crew_circle[st.crew_pos]
        assert (
            f"Equipment circle: the marker on the “{equip}” sector. Crew circle: the marker on the “{crew}” sector."
            in lines[n]
        )
        assert not any(line.startswith(("0:", "22:")) for line in lines[n])
    figures = "Each player: a shipyard board, the score marker on 0, the boat figure, %s, a goods wagon card with one of each good, 6 coins, 3 blue and 3 green contracts dealt face down."
    assert _from_players(lines[2])[:4] == [
        figures % "3 action figures",
        "The round counter starts on 2.",
        "Deck B of the employees stays in the box: only deck A is used.",
        "The Subsidy card stays in the box: it is used with four players only.",
    ]
    assert _from_players(lines[3])[:4] == [
        figures % "1 action figure",
        "The round counter starts on 3.",
        "Deck B of the employees lies face up on the identical cards of deck A.",
        "The Subsidy card stays in the box: it is used with four players only.",
    ]
    assert _from_players(lines[4])[:4] == [
        figures % "1 action figure",
        "The round counter starts on 4.",
        "Deck B of the employees lies face up on the identical cards of deck A.",
        "<b>Action track</b>",
    ]
    markers = set()
    for _ in range(12):  # each deal puts the markers on sectors at random
        qtbot.mouseClick(page.deal, Qt.MouseButton.LeftButton)
        st = page.setup_state()
        markers.add((st.equip_pos, st.crew_pos))
    assert len(markers) > 1


def test_shipyard_pad_knows_deck_b_stays_in_the_box_with_two_and_stars_nobody_on_nothing(
    qtbot: Any, tmp_path: Path
) -> None:
    """With two players deck B stays in the box: each merchant exists once, and two players cannot both
    hold it. An empty pad starred every player; it now stars nobody until a point is scored. The coins'
    column says they only break a tie."""
    page = _page(qtbot, "shipyard", tmp_path)
    page.players.setValue(2)
    assert all("★" not in page.rows[s]["total"].text() for s in range(2))
    page.rows[1]["track"].setValue(5)
    assert "★" in page.rows[1]["total"].text() and "★" not in page.rows[0]["total"].text()
    page.rows[0][("coal", 1)].setChecked(True)
    page.rows[1][("coal", 1)].setChecked(True)
    assert page.message.text() == (
        "With two players each merchant card is in the game only once: deck B stays in the box."
    )
    assert page.totals == []
    page.players.setValue(3)  # deck B's twin is in the game
    assert page.message.text() == "" and len(page.totals) == 3
    assert QTextDocumentFragment.fromHtml(page.heads[-2].text()).toPlainText() == "Coins (tie-break)"


def test_stortebeker_pad_counts_the_ships_in_play_with_e5(qtbot: Any, tmp_path: Path) -> None:
    """With E5 (two players, three ships at sea) only 15 ships are in play, not 16: the pad follows the
    set-up tab's E5 box and says so. The set-up names the harbour preview as extended rule 2 (E2)."""
    from engine.stortebeker.data import components

    page = _page(qtbot, "stortebeker", tmp_path)
    page.players.setValue(2)
    by_colour: dict[str, list[str]] = {}
    for sh in components().ships[:16]:
        by_colour.setdefault(sh.colour, []).append(str(sh.points))
    for colour, points in by_colour.items():
        page.rows[0][colour].setText(" ".join(points))
    page._changed()
    assert page.message.text() == "" and len(page.totals) == 2
    assert not page.pad_short.isHidden() and not page.pad_short.isChecked()
    page.short_sea.setChecked(True)  # on the set-up tab: the pad's own box shows it
    assert page.pad_short.isChecked() and page.pad_short.text() == page.short_sea.text()
    assert page.message.text() == "Only 15 ships are in play with two players and three ships at sea (extended rule 5)."
    assert page.totals == []
    page.pad_short.setChecked(False)  # and the pad's box sets it
    assert not page.short_sea.isChecked() and page.message.text() == ""
    page.pad_short.setChecked(True)
    page.players.setValue(3)
    assert page.pad_short.isHidden()  # E5 is for two players
    page.players.setValue(2)
    again = _page(qtbot, "stortebeker", tmp_path)  # the session keeps E5
    assert again.short_sea.isChecked() and again.totals == []
    assert "Ships at sea: 3. " in again.setup_text.text()
    assert "the top one face up (three with the harbour preview, extended rule 2)." in again.setup_text.text()


def test_catan_set_up_says_the_founding_phase_beside_the_island(qtbot: Any, tmp_path: Path) -> None:
    """The other games' set-up tabs say how to set up; Catan's showed the island alone. The founding
    phase of the rules is beside it: the pieces, the robber on the desert, two rounds (the second
    counter-clockwise, the starting player last) and the second settlement's resources."""
    page = _page(qtbot, "catan", tmp_path)
    text = page.founding.text()
    assert "5 settlements, 4 cities and 15 roads" in text
    assert "the robber on the desert" in text
    assert "Round 2, counter-clockwise: the last player of round 1 begins, the starting player places last." in text
    assert "For their second settlement, players take one resource card from every land hex beside it." in text


def test_shipyard_set_up_says_how_the_main_board_is_laid(qtbot: Any, tmp_path: Path) -> None:
    """The rules' first steps (the part decks, the parts, wagon cards and canals face up) were missing
    from the set-up; the counts are the engine's own set-up."""
    page = _page(qtbot, "shipyard", tmp_path)
    text = page.setup_text.text()
    assert "the two middle decks are one, the larger laid on the smaller" in text
    assert "Face up below their decks: 10 middle parts, 5 bows and 5 sterns." in text
    assert "5 wagon cards and 5 canals face up below it." in text


def test_galaxy_trucker_stars_no_leader_while_a_begun_round_waits_for_a_place(qtbot: Any, tmp_path: Path) -> None:
    """With three rounds entered at 25 each, taking back Boris's third place starred Anna as the leader
    (25 against Boris's 13: his third round not counted). A leader is starred only while every round
    begun has all its places; a round not begun does not stop it (after round 1, the leader)."""
    page = _page(qtbot, "galaxy_trucker", tmp_path)
    page.players.setValue(2)
    for pad in page.pads:
        pad.set_place(0, 1)
        pad.set_place(1, 2)
    assert page.totals.text() == "After three rounds: Player 1 24 ★ · Player 2 18"
    page.pads[2].set_place(0, NO_PLACE)  # the third round's first place taken back
    assert page.totals.text() == "Total so far: Player 1 12 · Player 2 21"  # his 2nd counts as the first
    page.pads[2].set_place(1, NO_PLACE)  # nothing left in round 3: round 1 and 2 are all in
    assert page.totals.text() == "Total so far: Player 1 12 ★ · Player 2 9"


def test_golden_horn_shows_no_sets_from_counts_it_refuses(qtbot: Any, tmp_path: Path) -> None:
    """With 16 yellow cubes the totals said "—" but the Sets column still paid "6 colours +4" from the
    same cubes: the sets go with the totals."""
    page = _page(qtbot, "golden_horn", tmp_path)
    page.players.setValue(2)
    for k in range(6):
        page.rows[0][k].setValue(1)
    assert page.rows[0]["sets"].text() == "6 colours +4"
    page.rows[1][0].setValue(15)  # 16 yellow
    assert [page.rows[s]["total"].text() for s in range(2)] == ["—", "—"]
    assert [page.rows[s]["sets"].text() for s in range(2)] == ["", ""]
    page.rows[1][0].setValue(14)
    assert page.rows[0]["sets"].text() == "6 colours +4"
