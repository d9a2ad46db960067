"""Finished games: every game played to its end, newest first, with its players, points and winner;
who won how often; watch one again, or play it again with the same seats and options."""

from __future__ import annotations

from collections import Counter
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from PySide6.QtCore import QDateTime, QEvent, QRegularExpression, QSortFilterProxyModel, Qt, QTimer
from PySide6.QtGui import QFont, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from desktop.common import i18n
from desktop.common.modal import ask_once
from desktop.finished import Finished, FinishedGames, read
from desktop.games import playable_games
from engine.core.errors import IllegalAction, SaveError
from engine.core.match import Match, Seat
from engine.core.registry import get_game

STAR = "★"
TALLY_NAMES = 8  # names in the wins line

COL_ENDED, COL_GAME, COL_PLAYERS, COL_MOVES = range(4)
SORT_ROLE = Qt.ItemDataRole.UserRole  # each cell: what its column sorts by (the time, the number of moves)
FILE_ROLE = Qt.ItemDataRole.UserRole + 1  # the first cell: the save's name
GAME_ROLE = Qt.ItemDataRole.UserRole + 2  # the first cell: the game (the filter reads it)


class FinishedGamesDialog(QDialog):
    """The list of finished games. After exec(): `wants` is "replay" (watch `chosen`), "again" (a new
    game with `chosen`'s seats and options: `again_match()`), "other" (pick any save file to watch)
    or "" (closed)."""

    def __init__(self, folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("finishedGamesDialog")
        self.store = FinishedGames(folder)
        self.entries: dict[str, Finished] = {}
        self.wants = ""
        self.chosen: Finished | None = None
        self._pool: ThreadPoolExecutor | None = None
        self._pending: list[Future[Finished]] = []
        self._poll = QTimer(self)
        self._poll.setInterval(50)
        self._poll.timeout.connect(self._collect)

        self._filter_label = QLabel(self)
        self._filter = QComboBox(self)
        self._filter.setObjectName("finishedFilter")
        self._filter.addItem("", "")
        for name in playable_games():
            self._filter.addItem("", name)
        self._filter.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self._filter_label.setBuddy(self._filter)
        self._filter.currentIndexChanged.connect(self._apply_filter)
        self._progress = QLabel(self)
        self._progress.setObjectName("finishedProgress")
        top = QHBoxLayout()
        top.addWidget(self._filter_label)
        top.addWidget(self._filter)
        top.addStretch(1)
        top.addWidget(self._progress)

        # a model sorted and filtered by Qt itself: games read in later drop into place, the choice stays
        self.games_model = QStandardItemModel(0, 4, self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.games_model)
        self.proxy.setSortRole(SORT_ROLE)
        self.proxy.setFilterRole(GAME_ROLE)
        self.proxy.setFilterKeyColumn(COL_ENDED)
        self.tree = QTreeView(self)
        self.tree.setObjectName("finishedList")
        self.tree.setModel(self.proxy)
        self.tree.setRootIsDecorated(False)
        self.tree.setUniformRowHeights(True)
        self.tree.setAlternatingRowColors(True)
        self.tree.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.tree.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.tree.setSortingEnabled(True)
        self.tree.sortByColumn(COL_ENDED, Qt.SortOrder.DescendingOrder)
        header = self.tree.header()
        header.setStretchLastSection(False)
        for column in (COL_ENDED, COL_GAME, COL_MOVES):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(COL_PLAYERS, QHeaderView.ResizeMode.Stretch)
        self.tree.selectionModel().selectionChanged.connect(self._chosen_changed)
        self._auto_choice = True  # the newest game is chosen, until the player chooses one
        self._choosing = False
        self.tree.activated.connect(lambda *_: self._finish("replay"))

        self._empty = QLabel(self)
        self._empty.setObjectName("finishedEmpty")
        self._empty.setWordWrap(True)
        self._empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._tally = QLabel(self)
        self._tally.setObjectName("finishedTally")
        self._tally.setWordWrap(True)

        self.buttons = QDialogButtonBox(self)
        self.watch_button = QPushButton(self)
        self.watch_button.setObjectName("watchButton")
        self.watch_button.setDefault(True)
        self.again_button = QPushButton(self)
        self.again_button.setObjectName("againButton")
        self.other_button = QPushButton(self)
        self.other_button.setObjectName("otherFileButton")
        self.buttons.addButton(self.watch_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.again_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.other_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        self.watch_button.clicked.connect(lambda: self._finish("replay"))
        self.again_button.clicked.connect(lambda: self._finish("again"))
        self.other_button.clicked.connect(lambda: self._finish("other"))

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        self._stack = QStackedWidget(self)  # the list, or the words of an empty one, in the same place
        self._stack.addWidget(self.tree)
        self._stack.addWidget(self._empty)
        layout.addWidget(self._stack, 1)
        layout.addWidget(self._tally)
        layout.addWidget(self.buttons)
        self.resize(940, 560)

        known, missing = self.store.scan()
        for entry in known:
            self.entries[entry.file] = entry
        self.retranslate_ui()  # fills the list
        if missing:  # games the index does not know yet (or whose file changed): read on a worker
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="finished-games")
            self._pending = [self._pool.submit(read, path) for path in missing]
            self._poll.start()
            self._show_progress()

    # -- reading the games the index lacks ---------------------------------------------------
    def _collect(self) -> None:
        done = [f for f in self._pending if f.done()]
        if not done:
            return
        self._pending = [f for f in self._pending if not f.done()]
        fresh = [f.result() for f in done if not f.cancelled() and f.exception() is None]
        self.store.add(fresh)
        self._choosing = True  # rows sorted into place may stir the selection: not the player's doing
        for entry in fresh:
            self.entries[entry.file] = entry
            self.games_model.appendRow(self._items(entry))
        self._choosing = False
        self._after_change()
        self._show_progress()
        if not self._pending:
            self._poll.stop()
            self._save_index()

    def _show_progress(self) -> None:
        n = len(self._pending)
        self._progress.setText(self.tr("Reading %n more game(s)…", "", n) if n else "")

    def _save_index(self) -> None:
        try:
            self.store.write()
        except SaveError:
            pass  # a cache: read from the saves again next time

    def reading(self) -> bool:
        """True while games the index lacked are still being read."""
        return bool(self._pending)

    def done(self, result: int) -> None:  # noqa: D401 - Qt override
        """Closing stops the reading; what was read by then is kept in the index."""
        self._poll.stop()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
            self._collect_finished_now()
        super().done(result)

    def _collect_finished_now(self) -> None:
        fresh = [f.result() for f in self._pending if f.done() and not f.cancelled() and f.exception() is None]
        self._pending = []
        self.store.add(fresh)
        self._save_index()

    # -- the list ----------------------------------------------------------------------------
    def _refill(self) -> None:
        """Every row made anew (the language changed), the chosen game still chosen."""
        chosen, auto = self.chosen_entry(), self._auto_choice
        self._choosing = True
        self.games_model.removeRows(0, self.games_model.rowCount())
        for entry in self.entries.values():
            self.games_model.appendRow(self._items(entry))
        if chosen is not None:
            self.select(chosen.file)
        self._choosing, self._auto_choice = False, auto
        self._after_change()

    def _apply_filter(self) -> None:
        game = self._filter.currentData()
        self._choosing = True  # a row the filter hides is no choice of the player's
        self.proxy.setFilterRegularExpression(
            QRegularExpression(f"^{QRegularExpression.escape(game)}$") if game else QRegularExpression()
        )
        self._choosing = False
        self._after_change()

    def _after_change(self) -> None:
        """What follows the rows: the newest chosen when nothing is (Enter watches it), the empty
        list's words, the wins, the buttons."""
        if (self._auto_choice or not self.tree.selectionModel().hasSelection()) and self.proxy.rowCount():
            rows = range(self.proxy.rowCount())
            readable = (r for r in rows if not self.entries[self.proxy.index(r, 0).data(FILE_ROLE)].damaged)
            self._choosing = True  # until the player picks a row, the newest game that can be read is chosen
            self.tree.setCurrentIndex(self.proxy.index(next(readable, 0), 0))
            self._choosing = False
        has_rows = self.proxy.rowCount() > 0
        self._stack.setCurrentWidget(self.tree if has_rows else self._empty)
        self._empty.setText(
            self.tr("Reading the finished games…")
            if self._pending
            else self.tr("No finished games yet. Every game played to its end is kept here, to watch again.")
        )
        self._tally.setText(self.tally_text())
        self._tally.setVisible(bool(self._tally.text()))
        self._update_buttons()

    def _items(self, entry: Finished) -> list[QStandardItem]:
        """One row's cells."""
        when = QDateTime.fromMSecsSinceEpoch(entry.mtime_ns // 1_000_000)
        cells = [QStandardItem() for _ in range(4)]
        ended = cells[COL_ENDED]
        ended.setText(i18n.date_time(when))
        ended.setData(entry.mtime_ns, SORT_ROLE)
        ended.setData(entry.file, FILE_ROLE)
        ended.setData(entry.game, GAME_ROLE)
        if entry.damaged:
            cells[COL_GAME].setText(entry.file)
            cells[COL_PLAYERS].setText(self.tr("This file cannot be read; “Watch the replay” says why."))
            for cell in cells:
                cell.setForeground(self.palette().placeholderText())
        else:
            title = i18n.tr_key(get_game(entry.game).title)
            cells[COL_GAME].setText(title + (self.tr(" (practice)") if entry.practice else ""))
            cells[COL_PLAYERS].setText(self.players_text(entry, short=True))  # every player seen
            cells[COL_PLAYERS].setToolTip(self.players_text(entry))
            cells[COL_MOVES].setText(str(entry.moves))
            cells[COL_MOVES].setData(entry.moves, SORT_ROLE)
            cells[COL_MOVES].setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if any(s[1] == "human" for i, s in enumerate(entry.seats) if i in entry.winners):
                font = QFont(self.font())
                font.setBold(True)  # a person won
                cells[COL_PLAYERS].setFont(font)
        for column in (COL_GAME, COL_PLAYERS):
            cells[column].setData(cells[column].text(), SORT_ROLE)
        return cells

    def players_text(self, entry: Finished, short: bool = False) -> str:
        """ "★ Anna 10 · Boris (bot) 8": the players in seat order with their points, winners starred;
        `short`: long names shortened in their middle, as on the boards (the list's cell; the
        tooltip has them whole), so that no player and no star falls off the cell's end."""
        said = i18n.seat_names([s[0] for s in entry.seats])
        names = i18n.board_names(said) if short else said
        parts = []
        for i, (seat, score) in enumerate(zip(entry.seats, entry.scores, strict=False)):
            star = f"{STAR} " if i in entry.winners else ""
            name = i18n.seat_label(names[i], seat[1])
            parts.append(f"{star}{name} {i18n.locale().toString(score, 'g', 6)}")
        return " · ".join(parts)

    def tally_text(self) -> str:
        """ "Wins: Anna: 7 of 12 · Boris (bot): 3 of 12": who won how often among the games shown (a colon:
        "Player 1 2 of 2" ran the seat's number into the count)."""
        played: Counter[str] = Counter()
        won: Counter[str] = Counter()
        for entry in (self.entries[f] for f in self.shown_files()):
            if entry.damaged or not entry.winners:
                continue
            said = i18n.seat_names([s[0] for s in entry.seats])
            for i, seat in enumerate(entry.seats):
                name = i18n.seat_label(said[i], seat[1])
                played[name] += 1
                won[name] += i in entry.winners
        if not played:
            return ""
        order = sorted(played, key=lambda n: (-won[n], -played[n], n))[:TALLY_NAMES]
        items = [
            self.tr("%1: %2 of %3").replace("%1", n).replace("%2", str(won[n])).replace("%3", str(played[n]))
            for n in order
        ]
        return self.tr("Wins: %1").replace("%1", " · ".join(items))

    def shown_files(self) -> list[str]:
        """The saves listed, top to bottom."""
        return [self.proxy.index(r, 0).data(FILE_ROLE) for r in range(self.proxy.rowCount())]

    def cell(self, row: int, column: int) -> str:
        """The text shown at `row`, `column`."""
        return str(self.proxy.index(row, column).data() or "")

    def chosen_entry(self) -> Finished | None:
        rows = self.tree.selectionModel().selectedRows(COL_ENDED)
        return self.entries.get(rows[0].data(FILE_ROLE)) if rows else None

    def select(self, file: str) -> bool:
        """Choose the row of `file` (tests, and a caller that knows which game it means)."""
        for r in range(self.proxy.rowCount()):
            index = self.proxy.index(r, 0)
            if index.data(FILE_ROLE) == file:
                self.tree.setCurrentIndex(index)  # as if the player had (the choice is kept from now on)
                self._auto_choice = False
                return True
        return False

    def _chosen_changed(self) -> None:
        if not self._choosing:
            self._auto_choice = False
        self._update_buttons()

    def _update_buttons(self) -> None:
        entry = self.chosen_entry()
        self.watch_button.setEnabled(entry is not None)
        self.again_button.setEnabled(entry is not None and not entry.damaged)

    def _finish(self, wants: str) -> None:
        entry = self.chosen_entry()
        if wants != "other" and entry is None:
            return
        if wants == "again" and entry is not None and entry.damaged:
            return
        self.wants, self.chosen = wants, entry
        self.accept()

    # -- what the caller does next -------------------------------------------------------------
    def chosen_path(self) -> Path | None:
        return self.store.folder / self.chosen.file if self.chosen is not None else None

    def again_match(self, seed: int) -> Match:
        """The chosen game's seats and options once more, dealt from `seed`. Raises IllegalAction
        when the options no longer go together (a save from an older version)."""
        entry = self.chosen
        assert entry is not None and not entry.damaged
        seats = [Seat(*seat) for seat in entry.seats]
        return Match(entry.game, entry.players, seed, entry.options, practice=entry.practice, seats=seats)

    def refuse(self, parent: QWidget, why: str) -> None:
        """Say why the chosen game cannot be played again."""
        QMessageBox.warning(parent, self.tr("Cannot start the game"), why)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Finished games"))
        self.tree.setAccessibleName(self.windowTitle())  # a list's name is its own (it read as "")
        self._filter_label.setText(self.tr("&Game:"))
        self._filter.setItemText(0, self.tr("All games"))
        for i in range(1, self._filter.count()):
            self._filter.setItemText(i, i18n.tr_key(get_game(self._filter.itemData(i)).title))
        self.games_model.setHorizontalHeaderLabels(
            [self.tr("Ended"), self.tr("Game"), self.tr("Players and points"), self.tr("Moves")]
        )
        self.watch_button.setText(self.tr("&Watch the replay"))
        self.watch_button.setToolTip(self.tr("Watch the chosen game again, move by move"))
        self.again_button.setText(self.tr("&Play again"))
        self.again_button.setToolTip(self.tr("The same players and options, with a new deal"))
        self.other_button.setText(self.tr("Watch &another file…"))
        self.other_button.setToolTip(self.tr("Watch any saved game again, from a file you choose"))
        self._show_progress()
        self._refill()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def open_finished_games(window: Any, folder: Path) -> None:
    """The list over `window` (the main window), then what the player chose from it."""
    from desktop.dialogs.new_game import random_seed

    dialog = FinishedGamesDialog(folder, window)
    ask_once(dialog)
    path = dialog.chosen_path()
    if dialog.wants == "replay" and path is not None:
        window.replays.watch_path(path)
    elif dialog.wants == "again":
        try:
            match = dialog.again_match(random_seed())
        except IllegalAction as exc:  # the options no longer go together (a save from an older version)
            dialog.refuse(window, i18n.render(exc.message))
            return
        window.start_match(match, None)
    elif dialog.wants == "other":
        window.replays.choose_file()
