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

    if args.companion is not None:
        from desktop.games import companion_games

        if args.companion not in companion_games():
            return (
                f"--companion {args.companion!r} has no page at the table; choose from {', '.join(companion_games())}"
            )
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
    if args.file and (args.game or args.companion or args.self_test):
        return "a saved game to open goes without --game, --companion or --self-test"
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


def make_parser() -> argparse.ArgumentParser:
    """The command line's options, each with its help."""
    p = _OneLineParser(prog="python -m desktop", description="Přístav: board games against bots or hot-seat.")
    p.add_argument("file", nargs="?", help="a saved game to open (a .pristav.json file)")
    from desktop.games import companion_games, playable_games

    p.add_argument("--game", help=f"start this game at once, bots in every seat: {', '.join(playable_games())}")
    p.add_argument(
        "--companion",
        metavar="GAME",
        help=f"open the companion page of GAME for a real table: {', '.join(companion_games())}",
    )
    p.add_argument("--players", type=int, default=0, help="how many seats (default: the game's fewest)")
    p.add_argument("--seed", type=int, default=1, help="the seed of the game's chance (default: 1)")
    p.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option, as in a saved game's options (repeat for several)",
    )
    p.add_argument("--lang", choices=["cs", "sk", "en"], help="the language (default: the one last chosen)")
    p.add_argument("--actions", type=int, default=0, help="bot actions to play before the screenshot")
    p.add_argument("--screenshot", metavar="PNG", help="render the window offscreen to PNG and exit")
    p.add_argument("--size", default="1400x900", help="window size for --screenshot")
    p.add_argument(
        "--self-test", action="store_true", help="open every game offscreen, play, save, reload; exit 0 if fine"
    )
    entry = p.add_mutually_exclusive_group()
    entry.add_argument(
        "--install-desktop-entry",
        action="store_true",
        help="add Přístav to this user's desktop menu (Linux, XDG) with its icon, then exit",
    )
    entry.add_argument("--remove-desktop-entry", action="store_true", help="take the menu entry and icon away again")
    p.add_argument(
        "--measure-start", action="store_true", help="print ms from start to the first painted frame and exit"
    )
    return p


def parse_args(argv: list[str]) -> argparse.Namespace:
    p = make_parser()
    args = p.parse_args(argv)
    problem = check_args(args)
    if problem:
        p.error(problem)
    return args


def _app(lang: str | None) -> Any:
    from PySide6.QtCore import QCoreApplication

    from desktop.common import i18n

    QCoreApplication.setOrganizationName("Pristav")
    QCoreApplication.setApplicationName("Přístav")
    from desktop.common.collector import application
    from desktop.display_check import explained_start

    with explained_start(lang):  # no display, no libxcb-cursor0: one clear line, not Qt's abort
        app = application(sys.argv[:1])  # cyclic garbage (Qt wrappers among it) freed here, never on a bot's thread
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
    settings.sound = False  # drawn or tested offscreen: the moves and rolls it plays make no noise
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
    if args.file:  # a saved game as it stands (the autosave is not touched)
        from engine.core.errors import SaveError
        from engine.core.match import Match

        try:
            window.start_match(Match.load(Path(args.file)), None, autosave=False)
        except SaveError as exc:
            print(f"Přístav: cannot open {args.file}: {exc.message.render()}", file=sys.stderr)
            return 2
        assert window.model is not None
        window.model.stop()
    if args.companion:
        page = _companion_page(window, args.companion)
        page.demo(args.seed)  # a few rolls and scores from the seed
    window.show()
    for _ in range(5):
        app.processEvents()
    if window.model is not None:
        window.page.view.fit()
        app.processEvents()
    pixmap = window.grab()
    end = window.model is not None and window.model.match.is_over()
    if end:  # the end screen over the board, where it would appear
        from PySide6.QtGui import QPainter

        dialog = window.end_screen()
        dialog.show()
        app.processEvents()
        shot = dialog.grab()
        painter = QPainter(pixmap)
        painter.drawPixmap((pixmap.width() - shot.width()) // 2, (pixmap.height() - shot.height()) // 2, shot)
        painter.end()
        dialog.close()
    ok = pixmap.save(args.screenshot)
    window.close()
    print(f"screenshot {'written to' if ok else 'FAILED:'} {args.screenshot}" + (" (the end screen)" if end else ""))
    return 0 if ok else 1


def _companion_page(window: Any, game: str) -> Any:
    """The companion page of `game` in the window, on a session of its own in a temporary folder
    (a screenshot or a self-test never touches the table's kept session)."""
    from desktop.common.paths import temporary_folder
    from desktop.common.session import TableSession

    table = window.open_table()
    folder = temporary_folder("pristav-table-")
    page = table.open(game, TableSession(game, folder / f"{game}.json"))
    return page


def _check_languages() -> None:
    """Qt's ICU data for the three languages is there (the frozen build carries only a subset of it):
    Czech and Slovak sort "ch" after "h", English before; Czech case mapping and month names."""
    from PySide6.QtCore import QCollator, QLocale

    assert QCollator(QLocale("cs_CZ")).compare("ch", "h") > 0, "Czech collation missing"
    assert QCollator(QLocale("sk_SK")).compare("ch", "h") > 0, "Slovak collation missing"
    assert QCollator(QLocale("en_GB")).compare("ch", "h") < 0, "English collation wrong"
    assert QLocale("cs_CZ").toUpper("čřž") == "ČŘŽ", "Czech case mapping wrong"
    assert QLocale("sk_SK").toString(1234.5, "f", 1) == "1\xa0234,5", "Slovak number format wrong"


def _check_resources() -> list[str]:
    """What an installed or frozen Přístav lacks of its own files: the icon and menu entry, each
    playable game's cover and rules pages in the three languages, the three compiled translations
    (they must load), and every SVG of the art (it must render)."""
    from PySide6.QtCore import QTranslator
    from PySide6.QtSvg import QSvgRenderer

    from desktop.common.i18n import LANGUAGES
    from desktop.common.paths import assets_dir, translations_dir
    from desktop.games import playable_games

    root = assets_dir()
    wanted = ["icons/pristav.svg", "icons/pristav.png", "pristav.desktop"]
    for game in playable_games():
        wanted += [f"{game}/cover.svg", *(f"{game}/rules_{lang}.html" for lang in LANGUAGES)]
    problems = [f"missing {root / name}" for name in wanted if not (root / name).is_file()]
    for lang in LANGUAGES:
        qm = translations_dir() / f"pristav_{lang}.qm"
        if not QTranslator().load(str(qm)):
            problems.append(f"cannot load the translation {qm}")
    for svg in sorted(root.rglob("*.svg")):
        if not QSvgRenderer(str(svg)).isValid():
            problems.append(f"cannot render {svg}")
    return problems


def _watch_qt_file_warnings() -> list[str]:
    """From now on, collect Qt's complaints about files it cannot open (a missing picture is only a
    warning to Qt, e.g. "qt.svg: Cannot open file …"): the self-test fails on any of them."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    seen: list[str] = []
    previous = None

    def handler(kind: QtMsgType, context: Any, message: str) -> None:
        if kind != QtMsgType.QtDebugMsg and ("Cannot open" in message or "cannot open" in message):
            seen.append(message)
        if previous is not None:
            previous(kind, context, message)
        else:
            print(message, file=sys.stderr)

    previous = qInstallMessageHandler(handler)
    return seen


def _check_dialogs(app: Any) -> None:
    """About (it reads the libraries' versions) and the finished games (they read a save on a worker
    thread): what a frozen build could lack without any game noticing."""
    from desktop.dialogs.about import AboutDialog
    from desktop.dialogs.finished_games import FinishedGamesDialog
    from engine import __version__
    from engine.core.match import Match

    about = AboutDialog()
    assert __version__ in about.text(), "About lacks the version"
    about.close()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "finished"
        Match("golden_horn", 2, 7, {}).save(folder / "self-test.json")
        dialog = FinishedGamesDialog(folder)
        dialog.show()
        deadline = time.monotonic() + 60
        while dialog.reading() and time.monotonic() < deadline:
            app.processEvents()
            time.sleep(0.01)
        assert dialog.shown_files() == ["self-test.json"], "the finished games did not list the save"
        dialog.close()


def self_test(args: argparse.Namespace) -> int:
    from desktop.games import playable_games as available_games
    from engine.core.match import Match

    app, settings = _app(args.lang or "en")
    from desktop.main_window import MainWindow

    settings.pace = "fast"
    settings.animations = False
    settings.sound = False  # drawn or tested offscreen: the moves and rolls it plays make no noise
    failures = 0
    file_warnings = _watch_qt_file_warnings()
    try:
        _check_languages()
        print("self-test languages: ok")
    except AssertionError as exc:
        failures += 1
        print(f"self-test languages: FAILED: {exc}")
    missing = _check_resources()
    for problem in missing:
        print(f"self-test files: FAILED: {problem}")
    if not missing:
        print("self-test files: ok")
    failures += len(missing)
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
    from desktop.games import companion_games

    for name in companion_games():
        try:
            window = MainWindow(settings)
            window._no_dialogs = True
            window.resize(1280, 800)
            page = _companion_page(window, name)
            page.demo(7)
            window.show()
            app.processEvents()
            image = window.grab().toImage()
            colours = {image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 29)}
            assert len(colours) > 8, "the page looks blank"
            shown = ""
            if page.screen_button.isVisibleTo(page):  # dice or a glass: their second screen too
                page.show_screen(True)
                app.processEvents()
                assert page.table_screen is not None and page.table_screen.mirrors(), "the second screen is empty"
                page.table_screen.grab()
                page.show_screen(False)
                shown = ", second screen"
            window.close()
            print(f"self-test table {name}: ok{shown}")
        except Exception as exc:  # noqa: BLE001 - reported, counted
            failures += 1
            print(f"self-test table {name}: FAILED: {exc!r}")
    try:
        _check_dialogs(app)
        print("self-test dialogs: ok")
    except Exception as exc:  # noqa: BLE001 - reported, counted
        failures += 1
        print(f"self-test dialogs: FAILED: {exc!r}")
    for message in dict.fromkeys(file_warnings):
        failures += 1
        print(f"self-test files: FAILED: Qt says: {message}")
    print("self-test:", "ok" if not failures else f"{failures} failure(s)")
    return 1 if failures else 0


ERRORS_LOG_MAX = 1_000_000  # bytes of errors.log before it is set aside as errors.old.log


def install_error_report(window: Any) -> None:
    """An exception no code caught (Qt hands it to `sys.excepthook` and goes on): written to
    `errors.log` in the data folder with the time and the version, and said in the window's status
    bar, not only on a terminal nobody reads. Nothing stops: the game is autosaved after every move."""
    import traceback
    from datetime import datetime

    from desktop.common.paths import data_dir
    from engine import __version__

    previous = sys.excepthook
    written: set[str] = set()  # an error a timer or a paint repeats is written once, not 60 times a second

    def report(kind: Any, value: BaseException, tb: Any) -> None:
        if issubclass(kind, KeyboardInterrupt):
            previous(kind, value, tb)
            return
        text = "".join(traceback.format_exception(kind, value, tb))
        try:
            print(text, file=sys.stderr, end="")
        except Exception:  # noqa: BLE001 - no terminal (closed, or none): the file still gets it
            pass
        log: Path | None = data_dir() / "errors.log"
        try:
            if log is not None and text not in written:
                written.add(text)
                log.parent.mkdir(parents=True, exist_ok=True)
                if log.exists() and log.stat().st_size > ERRORS_LOG_MAX:  # the older log goes aside
                    log.replace(log.with_name("errors.old.log"))
                with log.open("a", encoding="utf-8") as out:
                    out.write(f"--- {datetime.now().isoformat(timespec='seconds')} · Přístav {__version__}\n{text}")
        except OSError:
            log = None
        try:
            window.report_error(log)
        except Exception:  # noqa: BLE001 - the window itself may be what broke: stderr has it
            pass

    sys.excepthook = report


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.install_desktop_entry or args.remove_desktop_entry:
        from desktop import desktop_entry

        return desktop_entry.main(remove_it=args.remove_desktop_entry)
    if args.screenshot:
        return screenshot(args)
    if args.self_test:
        return self_test(args)
    app, settings = _app(args.lang)
    from PySide6.QtCore import QEvent, QObject, QTimer

    from desktop.main_window import MainWindow
    from engine.simulate import parse_options

    window = MainWindow(settings)
    install_error_report(window)

    class FirstPaint(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint and not getattr(self, "seen", False):
                self.seen = True
                ms = (time.perf_counter() - T0) * 1000
                if args.measure_start:
                    print(f"first paint after {ms:.0f} ms")
                    # after this paint has been flushed (quitting inside it left Qt flushing a window
                    # that had lost its handle: a warning on stderr)
                    QTimer.singleShot(0, app.quit)
            return False

    from desktop.common.paths import clean_stale_temp_files, storage_problems

    clean_stale_temp_files()
    for problem in storage_problems():
        print(f"Přístav: cannot use {problem}; games are kept only until you quit", file=sys.stderr)
    first = FirstPaint()
    window.installEventFilter(first)
    window.show_restored()
    from desktop.common.collector import freeze_start_up

    freeze_start_up()
    if args.game:
        match = _bot_match(args.game, args.players, args.seed, parse_options(args.option))
        from engine.core.match import Seat

        match.seats[0] = Seat(match.seats[0].name, "human", "normal", match.seats[0].colour)
        window.start_match(match, None)
    elif args.companion:
        window.open_table(args.companion)
    elif args.file:  # from a file manager's "Open with" or the menu entry's %f
        window.load_path(Path(args.file).expanduser().absolute(), remember=True)
    code = int(app.exec())
    from desktop.common.writer import wait_for_writes

    wait_for_writes()  # the last autosave is on the disk before the process ends
    return code
