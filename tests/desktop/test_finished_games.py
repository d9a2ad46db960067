"""The finished games: every game played to its end is listed with its players, points and winner,
newest first; who won how often; watched again or played again from the list. The list's index is
a cache: games it lacks are read from their saves, a damaged index is written anew, and the saves
themselves are never written."""

from __future__ import annotations

import json
import os
import time
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from desktop.dialogs.finished_games import FinishedGamesDialog
from desktop.finished import INDEX_NAME, Finished, FinishedGames, read
from desktop.model import GameModel
from engine.bots import make_bot
from engine.core.match import Match, Seat
from engine.core.registry import get_game
from tests.desktop.helpers import make_window


def _finished(name: str, players: int, seed: int, names: tuple[str, ...] = ("Anna", "Boris", "Cyril")) -> Match:
    game = get_game(name)
    seats = [Seat(names[i], "human" if i == 0 else "bot", "normal") for i in range(players)]
    match = Match(game, players, seed, {"placement": "random"} if name == "golden_horn" else {}, seats=seats)
    bots = [make_bot(game, "random", seed + i) for i in range(players)]
    while not match.is_over():
        seat = match.to_act()[0]
        match.apply(seat, bots[seat].choose(match.view(seat), seat))
    return match


def _save(match: Match, folder: Path, name: str, days_ago: float) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    match.save(path)
    when = time.time() - days_ago * 86400
    os.utime(path, (when, when))
    return path


def _dialog(qtbot: Any, folder: Path) -> FinishedGamesDialog:
    dialog = FinishedGamesDialog(folder)
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: not dialog.reading(), timeout=30_000)
    return dialog


def _rows(dialog: FinishedGamesDialog) -> list[str]:
    return [dialog.cell(i, 2) for i in range(len(dialog.shown_files()))]


def test_a_game_played_to_its_end_is_listed_at_once_with_its_points_and_winner(qtbot: Any, tmp_path: Path) -> None:
    seats = [Seat("Anna", "bot", "random"), Seat("Boris", "bot", "random")]
    match = Match("golden_horn", 2, 5, {"placement": "random"}, seats=seats)
    model = GameModel(match, tmp_path / "autosave" / "golden_horn.json", pace_ms=0)
    model.stop()
    while not match.is_over():
        model.bot_move_now()
    model.wait_saved()
    folder = tmp_path / "finished"
    known, missing = FinishedGames(folder).scan()
    assert missing == [] and len(known) == 1  # indexed as it ended: the list need not replay it
    entry = known[0]
    game = get_game("golden_horn")
    assert entry.scores == tuple(game.scores(match.state)) and entry.winners == tuple(game.winners(match.state))
    assert entry.moves == len(match.records) and entry.seats[0][:2] == ("Anna", "bot")
    dialog = _dialog(qtbot, folder)
    text = _rows(dialog)[0]
    for seat, name in enumerate(("Anna", "Boris")):
        score = f"{game.scores(match.state)[seat]:g}"
        assert (f"★ {name} (bot) {score}" in text) == (seat in entry.winners)
        assert f"{name} (bot) {score}" in text


def test_games_the_index_lacks_are_read_from_their_saves_and_indexed(qtbot: Any, tmp_path: Path) -> None:
    folder = tmp_path / "finished"
    old = _save(_finished("golden_horn", 2, 3), folder, "golden_horn-1.json", days_ago=3)
    new = _save(_finished("shipyard", 2, 4), folder, "shipyard-1.json", days_ago=1)
    broken = folder / "catan-1.json"
    broken.write_text('{"format": "pristav-save", "log": [')
    before = {p: p.read_bytes() for p in (old, new, broken)}
    dialog = _dialog(qtbot, folder)
    assert dialog.shown_files() == [
        broken.name,
        new.name,
        old.name,
    ]  # newest first (the damaged file is the newest here)
    assert dialog.entries[broken.name].damaged and not dialog.entries[new.name].damaged
    assert dialog.entries[new.name].game == "shipyard" and dialog.entries[old.name].moves > 0
    assert dialog.chosen_entry() == dialog.entries[new.name]  # the newest game that can be read
    dialog.select(broken.name)
    assert dialog.watch_button.isEnabled() and not dialog.again_button.isEnabled()  # Watch tells why
    dialog.close()
    index = json.loads((folder / INDEX_NAME).read_text(encoding="utf-8"))
    assert sorted(g["file"] for g in index["games"]) == sorted(p.name for p in before)
    assert FinishedGames(folder).scan()[1] == []  # the next opening reads nothing
    assert {p: p.read_bytes() for p in before} == before  # the saves were only read


def test_a_damaged_index_or_a_changed_file_is_read_again(qtbot: Any, tmp_path: Path) -> None:
    folder = tmp_path / "finished"
    path = _save(_finished("golden_horn", 3, 6), folder, "golden_horn-1.json", days_ago=1)
    index = folder / INDEX_NAME
    for damage in ("{", '{"version": 1, "games": [{"file": 3}]}', "[]", '{"version": 99, "games": []}'):
        index.write_text(damage)
        assert FinishedGames(folder).scan() == ([], [path])
        dialog = _dialog(qtbot, folder)
        assert len(dialog.entries) == 1
        dialog.close()
        assert FinishedGames(folder).scan()[1] == []  # written anew
    # an entry whose file changed since (another game saved under that name) is not trusted
    _save(_finished("golden_horn", 2, 9), folder, path.name, days_ago=0.5)
    known, missing = FinishedGames(folder).scan()
    assert known == [] and missing == [path]
    dialog = _dialog(qtbot, folder)
    assert dialog.entries[path.name].players == 2


def test_the_list_shows_one_game_and_counts_who_won_how_often(qtbot: Any, tmp_path: Path) -> None:
    folder = tmp_path / "finished"
    matches = {
        "golden_horn-1.json": _finished("golden_horn", 2, 3),
        "golden_horn-2.json": _finished("golden_horn", 2, 8),
        "shipyard-1.json": _finished("shipyard", 2, 4),
    }
    for i, (name, match) in enumerate(matches.items()):
        _save(match, folder, name, days_ago=i + 1)
    dialog = _dialog(qtbot, folder)
    assert len(dialog.shown_files()) == 3
    assert dialog.chosen_entry().file == "golden_horn-1.json"  # the newest, so that Enter watches it

    def arrives(name: str, seed: int, days_ago: float) -> Path:
        path = _save(_finished("golden_horn", 2, seed), folder, name, days_ago=days_ago)
        arrived: Future[Finished] = Future()
        arrived.set_result(read(path))
        dialog._pending = [arrived]  # as a game read on the worker arrives
        dialog._collect()
        return path

    arrives("golden_horn-0.json", 11, days_ago=0.5)
    assert dialog.shown_files()[0] == "golden_horn-0.json"  # sorted into place, the newest on top
    assert dialog.chosen_entry().file == "golden_horn-0.json"  # nobody chose yet: the newest is chosen
    dialog.select("shipyard-1.json")
    dialog._refill()  # as when the language changes
    assert dialog.chosen_entry().file == "shipyard-1.json"
    late = arrives("golden_horn-00.json", 12, days_ago=0.1)
    assert dialog.shown_files()[0] == late.name
    assert dialog.chosen_entry().file == "shipyard-1.json"  # the player's choice stays
    dialog._filter.setCurrentIndex(dialog._filter.findData("golden_horn"))
    assert dialog.shown_files() == [late.name, "golden_horn-0.json", "golden_horn-1.json", "golden_horn-2.json"]
    matches["golden_horn-0.json"] = Match.load(folder / "golden_horn-0.json")
    matches[late.name] = Match.load(late)
    wins = {"Anna": 0, "Boris (bot)": 0}
    game = get_game("golden_horn")
    for name in (late.name, "golden_horn-0.json", "golden_horn-1.json", "golden_horn-2.json"):
        for w in game.winners(matches[name].state):
            wins[("Anna", "Boris (bot)")[w]] += 1
    tally = dialog.tally_text()
    for who, n in wins.items():
        assert f"{who}: {n} of 4" in tally


def test_watch_or_play_again_from_the_list(qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "finished"  # the data folder of the tests' XDG_DATA_HOME is elsewhere: point there
    match = _finished("golden_horn", 3, 6)
    path = _save(match, folder, "golden_horn-1.json", days_ago=1)
    w = make_window(qtbot)
    monkeypatch.setattr("desktop.replay_control.data_dir", lambda: tmp_path)

    def press(button: str) -> Any:
        def exec_(self: FinishedGamesDialog) -> int:
            qtbot.waitUntil(lambda: not self.reading(), timeout=30_000)
            assert self.select(path.name)
            getattr(self, button).click()
            return 1

        return exec_

    monkeypatch.setattr(FinishedGamesDialog, "exec", press("watch_button"))
    w.replays.choose()
    assert w.replay is not None and w.replay.length == len(match.records)
    monkeypatch.setattr(FinishedGamesDialog, "exec", press("again_button"))
    w.replays.choose()
    assert w.replay is None and w.model is not None
    again = w.model.match
    assert [s.name for s in again.seats] == [s.name for s in match.seats]
    assert again.options == match.options and again.players == 3 and again.records == []
    assert again.seed != match.seed


def test_play_again_with_options_that_no_longer_go_together_says_why(
    qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import dataclasses

    from PySide6.QtWidgets import QMessageBox

    folder = tmp_path / "finished"
    path = _save(_finished("golden_horn", 2, 6), folder, "golden_horn-1.json", days_ago=1)
    w = make_window(qtbot)
    before = w.model.match if w.model is not None else None
    monkeypatch.setattr("desktop.replay_control.data_dir", lambda: tmp_path)
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append((title, text)))

    def exec_(self: FinishedGamesDialog) -> int:
        qtbot.waitUntil(lambda: not self.reading(), timeout=30_000)
        entry = self.entries[path.name]  # as an index written by an older version might hold it
        self.entries[path.name] = dataclasses.replace(entry, options={**entry.options, "placement": "sideways"})
        self._refill()
        assert self.select(path.name)
        self.again_button.click()
        return 1

    monkeypatch.setattr(FinishedGamesDialog, "exec", exec_)
    w.replays.choose()
    assert shown and shown[0][0] == "Cannot start the game" and shown[0][1]
    assert w.model is not None and w.model.match is before  # nothing else started


def test_forty_character_names_leave_every_player_and_star_in_the_row(qtbot: Any, tmp_path: Path) -> None:
    """Three 40-character names filled the players' cell; the last players, and the star of a winner
    among them, fell off its end. The cell shortens long names as the boards do; its tooltip has
    them whole."""
    long = (
        "Maximilián Oskar von Habsburg-Lothringen",
        "Bořivoj Velkomožný z Pernštejna 1",
        "Bořivoj Velkomožný z Pernštejna 2",
    )
    match = _finished("golden_horn", 3, 7, long)
    _save(match, tmp_path, "golden_horn-20261129-031500.json", 0)
    dialog = _dialog(qtbot, tmp_path)
    text = _rows(dialog)[0]
    winners = get_game("golden_horn").winners(match.state)
    assert "Maximiliá…ringen" in text and "Bořivoj V…ejna 1 (bot)" in text and "Bořivoj V…ejna 2 (bot)" in text
    assert text.count("★") == len(winners) and not any(name in text for name in long)
    tip = dialog.proxy.index(0, 2).data(Qt.ItemDataRole.ToolTipRole)
    assert all(name in tip for name in long)


def test_a_practice_game_ended_again_after_undo_is_filed_once(qtbot: Any, tmp_path: Path) -> None:
    """Practice lets Undo go past a game's end: each Redo of the winning move filed the game again, so
    the finished games listed it (and counted its winner) once more each time."""
    game = get_game("stortebeker")
    seats = [Seat("Anna", "human", "normal"), Seat("Boris", "bot", "random")]
    final = None
    for seed in range(1, 20):  # a game that Anna's move ends
        match = Match(game, 2, seed, {}, seats=seats, practice=True)
        bots = [make_bot(game, "random", seed + i) for i in range(2)]
        while final is None and not match.is_over():
            seat = match.to_act()[0]
            for action in game.legal_actions(match.state, 0) if seat == 0 else []:
                after = game.clone(match.state)
                game.apply(after, 0, action)
                if game.is_over(after):
                    final = action
                    break
            if final is None:
                match.apply(seat, bots[seat].choose(match.view(seat), seat))
        if final is not None:
            break
    assert final is not None
    model = GameModel(match, tmp_path / "autosave" / "stortebeker.json", pace_ms=0)
    model.stop()
    ended: list[int] = []
    model.game_over.connect(lambda: ended.append(1))
    assert model.try_apply(0, final) and match.is_over()
    first = model.finished_path
    for _ in range(2):
        model.undo()
        assert not match.is_over() and model.autosave is not None
        model.wait_saved()
        assert model.autosave.exists()  # back in Continue while it is not over
        model.redo()
        assert match.is_over()
    model.wait_saved()
    files = sorted((tmp_path / "finished").glob("stortebeker-*.json"))
    assert files == [first] and model.finished_path == first and not model.autosave.exists()
    known, missing = FinishedGames(tmp_path / "finished").scan()
    assert missing == [] and [e.file for e in known] == [first.name] and known[0].moves == len(match.records)
    assert len(ended) == 3  # the end screen comes each time the game ends


def test_a_practice_game_taken_back_past_its_end_and_ended_another_day_is_filed_once(
    qtbot: Any, tmp_path: Path
) -> None:
    """Undo past the end, the window closed, the game continued another day and ended again: it was
    filed a second time (its first ending stayed in the list, and its winner was counted twice). The
    autosave now names the finished file it came from; another game taking the autosave drops that."""
    game = get_game("golden_horn")
    seats = [Seat("Anna", "human", "normal"), Seat("Boris", "human", "normal")]
    match = Match(game, 2, 4, {"placement": "random"}, seats=seats, practice=True)
    bots = [make_bot(game, "random", 4 + i) for i in range(2)]
    autosave = tmp_path / "autosave" / "golden_horn.json"
    model = GameModel(match, autosave, pace_ms=0)
    model.stop()
    last: Any = None
    while not match.is_over():
        seat = match.to_act()[0]
        last = bots[seat].choose(match.view(seat), seat)
        assert model.try_apply(seat, last)
    first = model.finished_path
    assert first is not None and not autosave.exists()
    model.undo()
    model.wait_saved()
    assert autosave.exists() and not match.is_over()
    model.stop()
    model.release_autosave()

    # another day: Continue, and the same last move ends it again
    again = Match.load(autosave)
    later = GameModel(again, autosave, pace_ms=0)
    later.stop()
    assert later.finished_path == first
    seat = again.to_act()[0]
    assert later.try_apply(seat, last) and again.is_over()
    later.wait_saved()
    files = sorted((tmp_path / "finished").glob("golden_horn-*.json"))
    assert files == [first] and Match.load(first).records == again.records
    assert not autosave.exists() and not autosave.with_name("golden_horn.json.finished").exists()

    # a game taken back past its end, then a new game of that kind: the new one never replaces the old
    later.undo()
    later.wait_saved()
    later.stop()
    later.release_autosave()
    fresh = GameModel(Match(game, 2, 5, {"placement": "random"}, seats=seats, practice=True), autosave, pace_ms=0)
    fresh.stop()
    assert fresh.finished_path is None and not autosave.with_name("golden_horn.json.finished").exists()
    fresh.release_autosave()


def test_undo_in_an_opened_practice_game_takes_back_its_moves_and_returns(qtbot: Any, tmp_path: Path) -> None:
    """An opened (or continued) game's undo stack was empty: Undo did nothing, and in practice, with a
    bot's move last, its loop never ended (the window froze). The opened game's moves are on the stack:
    Undo takes back the bots' moves and the person's last one, as before the game was left."""
    game = get_game("golden_horn")
    seats = [Seat("Anna", "human", "normal"), Seat("Boris", "bot", "random")]
    match = Match(game, 2, 4, {"placement": "random"}, seats=seats, practice=True)
    bots = [make_bot(game, "random", 4 + i) for i in range(2)]
    while not match.is_over():
        seat = match.to_act()[0]
        match.apply(seat, bots[seat].choose(match.view(seat), seat))
    if match.records[-1].seat == 0:  # a bot's move last (the case that froze)
        pytest.skip("this seed ends on the person's move")
    path = tmp_path / "practice.pristav.json"
    match.save(path)
    opened = Match.load(path)
    model = GameModel(opened, None, pace_ms=0)
    model.stop()
    last_own = max(i for i, r in enumerate(opened.records) if r.seat == 0)  # the person's last move
    assert model.undo_refusal() is None
    model.undo()
    assert not opened.is_over() and len(opened.records) == last_own
    model.redo()
    assert len(opened.records) == last_own + 1
