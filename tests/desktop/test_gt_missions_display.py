"""Galaxy Trucker's Missions on the board: the mission was shown nowhere (its name, what it pays), a
ship's mission tiles in flight were not counted, a mission-bay tile's tooltip did not say it is lost
unbuilt, the round's results dropped the mission row in rounds nobody earned it, and a line
artifact's tooltip said "the marked line" where the line kills a column or a row."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem

import desktop.games as games
from desktop.galaxy_trucker.results import RoundResults
from desktop.galaxy_trucker.tiles import TileItem, tile_tooltip
from engine.bots import make_bot
from engine.galaxy_trucker.data import components
from engine.galaxy_trucker.rules import GAME
from engine.galaxy_trucker.state import FLIGHT
from tests.desktop.helpers import make_window


@pytest.fixture(autouse=True)
def _scene_registered() -> Iterator[None]:
    games.SCENES.setdefault("galaxy_trucker", "desktop.galaxy_trucker.scene:GalaxyTruckerScene")
    yield


def _window(qtbot: Any, mission: str, players: int = 2, seed: int = 5) -> Any:
    w = make_window(
        qtbot, game="galaxy_trucker", players=players, seed=seed, options={"mission": mission, "build_variant": "robot"}
    )
    w.model.stop()  # the bots move only when the test says so
    return w


def _texts(scene: Any) -> dict[str, QGraphicsSimpleTextItem]:
    return {i.text(): i for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)}


def _play_until(w: Any, phase: str, limit: int = 3000) -> None:
    """Bots play every seat (the human's moves chosen by a bot too) until the game reaches `phase`."""
    m = w.model
    bots: dict[int, Any] = {}
    for _ in range(limit):
        if m.match.state.phase == phase:
            break
        seat = m.human_to_act()
        if seat is None:
            assert m.bot_move_now()
            continue
        bot = bots.setdefault(seat, make_bot(m.game, "normal", 40 + seat))
        assert m.try_apply(seat, bot.choose(m.match.view(seat), seat))
    w.scene.refresh()
    assert m.match.state.phase == phase


@pytest.mark.parametrize(
    ("mission", "name", "pays", "tiles"),
    [
        ("M1", "Hazardous Haul (explosive cargo)", "2 credits per delivered tile", "Each player gets 2 mission tiles"),
        ("M3", "Heavy Metal (heavy cargo)", "(its number + 1) × 1 credits per delivered tile", "2 mission tiles"),
        ("M5", "Relic Recovery (artifacts)", "4 credits per delivered tile", "Each player gets 1 mission tile "),
        ("M6", "Mixed Manifest (special tiles in the warehouse)", "2 credits per delivered tile", "shuffled face down"),
    ],
)
def test_the_mission_and_what_it_pays_are_shown_while_building(
    qtbot: Any, mission: str, name: str, pays: str, tiles: str
) -> None:
    """Building: a line under the round names the mission and what a delivered tile pays this round;
    its tooltip explains the mission as the rulebook does (the tiles, the reward, "delivered")."""
    w = _window(qtbot, mission)
    texts = _texts(w.scene)
    line = f"Mission: {name} · {pays}"
    assert line in texts
    tip = texts[line].toolTip()
    assert tip.startswith(name) and tiles in tip
    assert "the round's number" in tip and "gave up gets no mission reward" in tip
    if mission != "M6":  # the bay's label explains it too
        assert texts["Mission tiles"].toolTip() == tip


def test_no_mission_no_mission_line(qtbot: Any) -> None:
    w = _window(qtbot, "none")
    assert not [t for t in _texts(w.scene) if t.startswith("Mission")]


def test_a_mission_bay_tile_says_it_is_lost_unbuilt(qtbot: Any) -> None:
    """A bay tile's tooltip named only its kind; the reserve slot's said a tile left there is lost."""
    w = _window(qtbot, "M2")
    bay = w.model.match.state.seats[0].bay
    tips = [i.toolTip() for i in w.scene.items() if isinstance(i, TileItem) and i.tile in bay]
    assert len(tips) == len(bay) == 2
    for tip in tips:
        assert tip.startswith("Fragile cargo")
        assert "lost and costs a credit" in tip and "no reserve slot" in tip


def test_in_flight_each_ship_shows_its_mission_tiles_and_their_pay(qtbot: Any) -> None:
    """Flight: each player's header line counts the mission tiles on his ship and what they would pay
    if the flight ended now (Hazardous Haul: 2 × round each); the mission line stays."""
    w = _window(qtbot, "M1", players=3)
    _play_until(w, FLIGHT)
    st = w.model.match.state
    texts = _texts(w.scene)
    assert any(t.startswith("Mission: Hazardous Haul") for t in texts)
    comp = components()
    counts = []
    for s, p in enumerate(st.seats):
        count = sum(1 for tile, _ in p.ship.tiles.values() if comp.tiles[tile].special)
        counts.append(count)
        pay = 0 if p.gave_up else 2 * st.round * count
        words = f"{count} mission tile{'' if count == 1 else 's'}: +{pay}"
        line = next(t for t in texts if t.startswith(w.model.board_names[s] + " · "))
        assert line.endswith(words), (line, words)
        assert f"Mission tiles on this ship: {count}." in texts[line].toolTip()
    assert any(counts)  # some ship flies a mission tile: the test is about something


def _round_rows(options: dict[str, str], missions: list[list[int]]) -> list[str]:
    """The results table's row labels for a game whose rounds paid `missions` (a list per round)."""
    st = GAME.new_game(3, 7, options)
    for s, p in enumerate(st.seats):
        p.results = [
            {"order": 4, "best": 0, "goods": 1, "mission": paid[s], "flight": 0, "losses": -1} for paid in missions
        ]
    table = RoundResults()
    table.show_state(st, ["P1", "P2", "P3"], ["#E69F00", "#56B4E9", "#009E73"])
    t = table.table
    return [t.verticalHeaderItem(i).text().strip() for i in range(t.rowCount())]


def test_the_mission_row_stays_in_rounds_nobody_earned_it(qtbot: Any) -> None:
    """With a mission every round shows its row (0 where nothing was earned); without one none does.
    Rounds 1 and 3 of a mission game lost the row when no ship delivered a tile."""
    rows = _round_rows({"mission": "M2"}, [[0, 0, 0], [6, 0, 0], [0, 0, 0]])
    assert rows.count("Mission deliveries") == 3
    assert _round_rows({"mission": "none"}, [[0, 0, 0], [0, 0, 0]]).count("Mission deliveries") == 0


def _line_artifact(axis: str = "column") -> int:
    return next(t.index for t in components().tiles if t.dead_zone == "line" and (t.line_axis or "column") == axis)


def test_a_line_artifact_names_the_column_or_row_it_kills() -> None:
    """The tooltip said "the marked line is a dead zone" (Slovak: "rad", a row) though at rotation 0
    the line kills the column; turned as it lies it names which, and a loose tile says either."""
    tile = _line_artifact()
    ban = "\nIt may not lie in another artifact's dead zone."
    assert tile_tooltip(tile) == "Artifact: the marked line: its column or row is a dead zone" + ban
    assert tile_tooltip(tile, 0) == "Artifact: the marked line: its column is a dead zone" + ban
    assert tile_tooltip(tile, 1) == "Artifact: the marked line: its row is a dead zone" + ban
    assert tile_tooltip(tile, 2).endswith("its column is a dead zone" + ban)
    item = TileItem(tile, 1)
    assert item.toolTip().endswith("its row is a dead zone" + ban)
    item.set_turns(2)  # the tile in hand turned with R
    assert item.toolTip().endswith("its column is a dead zone" + ban)


def test_a_placed_line_artifacts_tooltip_agrees_with_the_hatched_line(qtbot: Any) -> None:
    import engine.galaxy_trucker.ship as sh
    from tests.engine.galaxy_trucker.test_ship import build

    w = _window(qtbot, "M5")
    tile = _line_artifact()
    st = w.model.match.state
    for rot, word in ((0, "column"), (1, "row")):
        st.seats[0].ship = build(((6, 7), tile, rot))
        w.scene.refresh()
        rows, cols = sh.dead_lines(st.seats[0].ship)
        assert (7 in cols) == (word == "column") and (6 in rows) == (word == "row")
        placed = [i for i in w.scene.items(w.scene._cell_pos[(6, 7)]) if isinstance(i, TileItem) and i.tile == tile]
        assert placed and placed[0].toolTip().splitlines()[0].endswith(f"its {word} is a dead zone")


def test_a_radioactive_cargo_and_an_artifact_say_where_they_may_not_go() -> None:
    """The seed's bans ("Dva dílky radioaktivního nákladu nesmí být připojené k sobě", "Artefakt nesmí
    ležet v mrtvé zóně jiného artefaktu") were first told by the ship check taking the tile off: each
    tile's tooltip says its ban on a line of its own."""
    import engine.galaxy_trucker.data as gt

    radioactive = next(t.index for t in gt.components().tiles if t.kind == gt.RADIOACTIVE)
    assert tile_tooltip(radioactive).splitlines()[1] == "It may not be joined to another radioactive cargo."
    cross = next(t.index for t in gt.components().tiles if t.kind == gt.ARTIFACT and t.dead_zone == "cross")
    assert tile_tooltip(cross).splitlines()[1] == "It may not lie in another artifact's dead zone."
    heavy = next(t.index for t in gt.components().tiles if t.kind == gt.HEAVY)
    assert len(tile_tooltip(heavy).splitlines()) == 1
