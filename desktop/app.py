"""Start Přístav: `python -m desktop` (the window), `--screenshot`, `--self-test`."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, NoReturn

T0 = time.perf_counter()


class _OneLineParser(argparse.ArgumentParser):
    """A bad command line gets one clear line on stderr and exit code 2: no usage dump, no traceback."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message}\n")


MAX_SIZE = 8192  # pixels a side for --size: beyond this Qt's painter only warns and fails


def check_args(args: argparse.Namespace) -> str | None:
    """What is wrong with a parsed command line that argparse cannot see (None: nothing)."""
    import re

    from desktop.games import playable_games
    from engine.core.errors import IllegalAction
    from engine.core.registry import get_game
    from engine.simulate import parse_options

    if args.game is not None:
        if args.game not in playable_games():
            return f"--game {args.game!r} is not a game of Přístav; choose from {', '.join(playable_games())}"
        game = get_game(args.game)
        players = args.players or game.player_counts[0]
        try:
            game.resolve_options(players, parse_options(args.option))
        except IllegalAction as exc:
            return exc.message.render()
        except SystemExit as exc:
            return str(exc)
    elif args.option or args.players:
        return "--players and --option need --game"
    if args.actions < 0:
        return f"--actions cannot be negative ({args.actions})"
    size = re.fullmatch(r"(\d{1,5})x(\d{1,5})", args.size or "")
    if size is None:
        return f"--size must be WIDTHxHEIGHT in pixels, e.g. 1280x800, not {args.size!r}"
    if not all(200 <= int(v) <= MAX_SIZE for v in size.groups()):
        return f"--size must be between 200 and {MAX_SIZE} pixels a side, not {args.size}"
    if args.screenshot:
        folder = Path(args.screenshot).expanduser().resolve().parent
        if not folder.is_dir():
            return f"--screenshot: the folder {folder} does not exist"
        if not os.access(folder, os.W_OK):
            return f"--screenshot: the folder {folder} is not writable"
        if Path(args.screenshot).suffix.lower() not in (".png", ".jpg", ".jpeg", ".bmp"):
            return f"--screenshot needs a .png (or .jpg, .bmp) file name, not {args.screenshot!r}"
    return None


def parse_args(argv: list[str]) -> argparse.Namespace:
    p = _OneLineParser(prog="python -m desktop", description="Přístav: board games against bots or hot-seat.")
    p.add_argument("--game", help="start this game at once (e.g. golden_horn)")
    p.add_argument("--players", type=int, default=0)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    p.add_argument("--lang", choices=["cs", "sk", "en"])
    p.add_argument("--actions", type=int, default=0, help="bot actions to play before the screenshot")
    p.add_argument("--screenshot", metavar="PNG", help="render the window offscreen to PNG and exit")
    p.add_argument("--size", default="1400x900", help="window size for --screenshot")
    p.add_argument(
        "--self-test", action="store_true", help="open every game offscreen, play, save, reload; exit 0 if fine"
    )
    p.add_argument(
        "--measure-start", action="store_true", help="print ms from start to the first painted frame and exit"
    )
    args = p.parse_args(argv)
    problem = check_args(args)
    if problem:
        p.error(problem)
    return args


def _app(lang: str | None) -> Any:
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from desktop import i18n

    QCoreApplication.setOrganizationName("Pristav")
    QCoreApplication.setApplicationName("Přístav")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from desktop.settings import load_settings

    settings = load_settings()
    i18n.set_language(lang or settings.language)
    return app, settings


def _bot_match(game_name: str, players: int, seed: int, options: dict[str, Any]) -> Any:
    from PySide6.QtCore import QCoreApplication

    from desktop.common.colours import SEAT_COLOURS
    from engine.core.match import Match, Seat
    from engine.core.registry import get_game

    game = get_game(game_name)
    players = players or game.player_counts[0]
    names = [QCoreApplication.translate("App", "Player %1").replace("%1", str(i + 1)) for i in range(players)]
    seats = [Seat(names[i], "bot", "normal", SEAT_COLOURS[i]) for i in range(players)]
    return Match(game, players, seed, options, seats=seats)


def screenshot(args: argparse.Namespace) -> int:
    from engine.simulate import parse_options

    app, settings = _app(args.lang)
    from desktop.main_window import MainWindow

    settings.pace = "fast"
    settings.animations = False
    window = MainWindow(settings)
    window._no_dialogs = True  # the end screen's dialog would wait for a click nobody gives offscreen
    w, _, h = args.size.partition("x")
    window.resize(int(w), int(h))
    if args.game:
        match = _bot_match(args.game, args.players, args.seed, parse_options(args.option))
        window.start_match(match, None, autosave=False)
        model = window.model
        assert model is not None
        model.stop()  # bots move only when told to, below
        model.last_human = 0  # show seat 0's side of the table
        for _ in range(args.actions):
            if not model.bot_move_now():
                break
        window._on_changed()
    window.show()
    for _ in range(5):
        app.processEvents()
    if window.model is not None:
        window.page.view.fit()
        app.processEvents()
    pixmap = window.grab()
    ok = pixmap.save(args.screenshot)
    window.close()
    print(f"screenshot {'written to' if ok else 'FAILED:'} {args.screenshot}")
    return 0 if ok else 1


def self_test(args: argparse.Namespace) -> int:
    from desktop.games import playable_games as available_games
    from engine.core.match import Match

    app, settings = _app(args.lang or "en")
    from desktop.main_window import MainWindow

    settings.pace = "fast"
    settings.animations = False
    failures = 0
    for name in available_games():
        try:
            window = MainWindow(settings)
            window._no_dialogs = True
            window.resize(1280, 800)
            window.show()
            match = _bot_match(name, 0, 7, {})
            window.start_match(match, None, autosave=False)
            model = window.model
            assert model is not None
            model.stop()
            for _ in range(12):
                model.bot_move_now()
            app.processEvents()
            with tempfile.TemporaryDirectory() as tmp:
                path = Path(tmp) / "self-test.json"
                model.match.save(path)
                loaded = Match.load(path)
                assert loaded.state == model.match.state, "reloaded state differs"
                window.start_match(loaded, path, autosave=False)
                app.processEvents()
            image = window.grab().toImage()
            colours = {image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 29)}
            assert len(colours) > 20, "the window looks blank"
            window.close()
            print(f"self-test {name}: ok ({len(model.match.records)} actions, saved, reloaded, drawn)")
        except Exception as exc:  # noqa: BLE001 - reported, counted
            failures += 1
            print(f"self-test {name}: FAILED: {exc!r}")
    print("self-test:", "ok" if not failures else f"{failures} failure(s)")
    return 1 if failures else 0


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.screenshot:
        return screenshot(args)
    if args.self_test:
        return self_test(args)
    app, settings = _app(args.lang)
    from PySide6.QtCore import QEvent, QObject

    from desktop.main_window import MainWindow
    from engine.simulate import parse_options

    window = MainWindow(settings)

    class FirstPaint(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint and not getattr(self, "seen", False):
                self.seen = True
                ms = (time.perf_counter() - T0) * 1000
                if args.measure_start:
                    print(f"first paint after {ms:.0f} ms")
                    app.quit()
            return False

    from desktop.paths import clean_stale_temp_files, storage_problems

    clean_stale_temp_files()
    for problem in storage_problems():
        print(f"Přístav: cannot use {problem}; games are kept only until you quit", file=sys.stderr)
    first = FirstPaint()
    window.installEventFilter(first)
    window.show()
    if args.game:
        match = _bot_match(args.game, args.players, args.seed, parse_options(args.option))
        from engine.core.match import Seat

        match.seats[0] = Seat(match.seats[0].name, "human", "normal", match.seats[0].colour)
        window.start_match(match, None)
    return int(app.exec())
