"""Render the screenshots in docs/ offscreen: `python docs/make_screenshots.py`."""

from __future__ import annotations

import dataclasses
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
DOCS = Path(os.environ.get("PRISTAV_SHOTS", ROOT / "docs"))  # tests render into a temporary folder


def main() -> int:
    from desktop.common import i18n
    from desktop.common.collector import application
    from desktop.common.colours import SEAT_COLOURS
    from desktop.main_window import MainWindow, VictoryDialog
    from desktop.settings import Settings
    from engine.core.match import Match, Seat
    from engine.golden_horn.actions import Sail

    app = application()  # as the app starts: cycles freed on the GUI thread only
    # the start page, in English
    i18n.set_language("en")
    w = MainWindow(Settings(pace="fast", animations=False))
    w._no_dialogs = True
    w.resize(1400, 900)
    w.show()
    app.processEvents()
    w.grab().save(str(DOCS / "start_page.png"))
    # a Golden Horn game in progress, in Czech, with a ship picked up: reachable spaces lit
    i18n.set_language("cs")
    app.processEvents()
    names = ["Anna", "Bořek", "Cyril", "Dana"]
    seats = [Seat(names[i], "human" if i == 0 else "bot", "normal", SEAT_COLOURS[i]) for i in range(4)]
    w.start_match(Match("golden_horn", 4, 21, {"placement": "random"}, seats=seats), None, autosave=False)
    model = w.model
    model.stop()
    for _ in range(200):
        seat = model.match.to_act()[0]
        if seat == 0:
            legal = model.match.legal_actions(0)
            sails = [a for a in legal if isinstance(a, Sail)]
            if len(model.match.records) > 60 and len({a.to for a in sails}) >= 3:
                break
            model._apply(0, model._bots.get(1).choose(model.match.view(0), 0))  # type: ignore[union-attr]
        else:
            model.bot_move_now()
    w._on_changed()
    scene = w.scene
    legal = model.match.legal_actions(0)
    ship = max(
        (a for a in legal if isinstance(a, Sail)), key=lambda a: abs(a.to - model.match.state.ship_pos[a.ship])
    ).ship
    scene._click_piece(("ship", ship))
    app.processEvents()
    w.page.view.fit()
    app.processEvents()
    w.grab().save(str(DOCS / "golden_horn_cs.png"))
    # the victory screen, in Slovak
    i18n.set_language("sk")
    while not model.match.is_over():
        seat = model.match.to_act()[0]
        bot = model._bots.get(seat) or model._bots[1]
        model._apply(seat, bot.choose(model.match.view(seat), seat))
    app.processEvents()
    dialog = VictoryDialog(model, w)
    dialog.show()
    app.processEvents()
    dialog.grab().save(str(DOCS / "victory_sk.png"))
    catan(app)
    galaxy_trucker(app)
    shipyard(app)
    stortebeker(app)
    table(app)
    replays(app)
    print("written:", ", ".join(p.name for p in sorted(DOCS.glob("*.png"))))
    return 0


def catan(app: object) -> None:
    """Catan: the set-up round (English) and a game in progress (Slovak)."""
    from desktop.common import i18n
    from desktop.common.colours import SEAT_COLOURS
    from desktop.main_window import MainWindow
    from desktop.settings import Settings
    from engine.catan.actions import BuildSettlement
    from engine.core.match import Match, Seat

    i18n.set_language("en")
    names = ["Anna", "Boris", "Cyril", "Dana"]
    seats = [Seat(names[i], "human" if i == 0 else "bot", "normal", SEAT_COLOURS[i]) for i in range(4)]
    w = MainWindow(Settings(pace="fast", animations=False))
    w._no_dialogs = True
    w.resize(1400, 900)
    w.show()
    w.start_match(Match("catan", 4, 8, {"start_player": "first"}, seats=seats), None, autosave=False)
    model = w.model
    model.stop()
    model.try_apply(0, BuildSettlement(20))
    w.scene.show_targets(("tray", "road"))
    app.processEvents()  # type: ignore[attr-defined]
    w.grab().save(str(DOCS / "catan_setup.png"))
    i18n.set_language("sk")
    bots = model._bots
    from engine.bots import make_bot

    helper = make_bot(model.game, "normal", 1)
    for _ in range(400):
        if model.match.is_over():
            break
        seat = model.match.to_act()[0]
        bot = bots.get(seat) or helper
        model._apply(seat, bot.choose(model.match.view(seat), seat))
    w._on_changed()
    app.processEvents()  # type: ignore[attr-defined]
    w.grab().save(str(DOCS / "catan_sk.png"))
    # a trade being written, the dialog drawn over the board (Czech)
    from PySide6.QtGui import QPainter

    from desktop.catan.dialogs import TradeDialog

    i18n.set_language("cs")
    w._on_changed()
    app.processEvents()  # type: ignore[attr-defined]
    seat = 0
    scene = w.scene

    def check(give: list[int], get: list[int], to: int) -> str | None:
        return scene._refusal(seat, scene._offer_actions(False, give, get, to), "")  # type: ignore[attr-defined]

    dialog = TradeDialog(model.names, seat, model.match.state.hands[seat], check, parent=w)
    dialog.give[0].setValue(min(1, model.match.state.hands[seat][0]))
    dialog.get[4].setValue(1)
    dialog.show()
    app.processEvents()  # type: ignore[attr-defined]
    shot = w.grab()
    painter = QPainter(shot)
    pic = dialog.grab()
    painter.drawPixmap((shot.width() - pic.width()) // 2, (shot.height() - pic.height()) // 2, pic)
    painter.end()
    shot.save(str(DOCS / "catan_trade_cs.png"))
    dialog.close()
    # the end of the game: the victory screen in Slovak
    from desktop.main_window import VictoryDialog

    i18n.set_language("sk")
    while not model.match.is_over():
        seat = model.match.to_act()[0]
        bot = bots.get(seat) or helper
        model._apply(seat, bot.choose(model.match.view(seat), seat))
    victory = VictoryDialog(model, w)
    victory.show()
    app.processEvents()  # type: ignore[attr-defined]
    victory.grab().save(str(DOCS / "catan_victory_sk.png"))


def galaxy_trucker(app: object) -> None:
    """Galaxy Trucker: building against the sand (English), the ship check (Slovak), a meteor
    striking the ship in flight (Czech). A `normal` bot decides for the human seat; the match
    clock is driven by hand so the pictures are the same on every machine."""
    import desktop.games as games
    from desktop.common import i18n
    from desktop.common.colours import SEAT_COLOURS
    from desktop.main_window import MainWindow
    from desktop.settings import Settings
    from engine.bots import make_bot
    from engine.core.match import Match, Seat
    from engine.galaxy_trucker import ship as sh
    from engine.galaxy_trucker.actions import Adjust, Place
    from engine.galaxy_trucker.state import BUILD, CHECK, FLIGHT

    games.SCENES.setdefault("galaxy_trucker", "desktop.galaxy_trucker.scene:GalaxyTruckerScene")
    i18n.set_language("en")
    w = MainWindow(Settings(pace="fast", animations=False))
    w._no_dialogs = True
    w.resize(1400, 900)
    w.show()
    names = ["Anna", "Bořek", "Cyril", "Dana"]
    seats = [Seat(names[i], "human" if i == 0 else "bot", "normal", SEAT_COLOURS[i]) for i in range(4)]
    w.start_match(Match("galaxy_trucker", 4, 11, {}, seats=seats), None, autosave=False)
    model = w.model
    model.stop()
    model.paused = False
    clock = [0]
    model.clock_source = lambda: clock[0]
    model.by_hand = True  # no timer moves a bot: the same pictures on every run
    me = make_bot(model.game, "normal", 5)
    shots: dict[str, bool] = {}

    def careless(action: object) -> object:
        """In round 2 the human places one tile where it clashes most and leaves it, so the ship
        check has work to show."""
        st = model.match.state
        if st.round != 2:
            return action
        if isinstance(action, Adjust) and shots.get("careless"):
            return None  # leaves it as it is
        if not isinstance(action, Place) or shots.get("careless") or len(st.seats[0].ship.tiles) < 6:
            return action
        places = [a for a in model.match.legal_actions(0) if isinstance(a, Place)]

        def faults_after(a: Place) -> int:
            ship = st.seats[0].ship.copy()
            sh.place(ship, (a.row, a.col), st.seats[0].hand, a.rotation)
            return len(sh.faults(ship))

        worst = max(places, key=faults_after)
        return dataclasses.replace(worst, t=action.t)

    def human_moves() -> None:
        if 0 in model.match.to_act():
            view = model.match.view(0)
            action = careless(me.choose(view, 0))
            if action is not None and (not model.timed() or getattr(action, "t", 0) <= clock[0]):
                if model._apply(0, action) and isinstance(action, Place) and model.match.state.round == 2:
                    shots["careless"] = shots.get("careless") or len(model.match.state.seats[0].ship.tiles) >= 7

    def save(name: str, language: str, then: object = None) -> None:
        i18n.set_language(language)
        app.processEvents()  # type: ignore[attr-defined]
        w._on_changed()
        w.page.view.fit()
        app.processEvents()  # type: ignore[attr-defined]
        if callable(then):
            then()
        w.grab().save(str(DOCS / name))
        shots[name] = True

    round_ = 1
    for _ in range(60_000):
        st = model.match.state
        if model.match.is_over() or len(shots) == 5:
            break
        if st.round != round_:  # the next round's building starts its clock at 0
            round_, clock[0] = st.round, 0
        if st.phase == BUILD and model.timed():
            ready = st.round == 2 and len(st.seats[0].ship.tiles) >= 9 and st.seats[0].hand >= 0
            if ready and "gt_building.png" not in shots:

                def pick_up() -> None:
                    w.scene._click_piece(("hand",))  # picked up: the cells where it fits are lit
                    lit = [k for k in w.scene.legal_targets(("hand",)) if k[0] == "cell"]
                    p = model.match.state.seats[0]
                    fits = {k: sh.side_fits(p.ship, (k[1], k[2]), p.hand, 0) for k in lit}
                    best = max(lit, key=lambda k: (sum(f[2] for f in fits[k]), len(fits[k])))
                    w.scene._set_hot(best)  # and over one of them its connectors are judged

                save("gt_building.png", "en", pick_up)  # a tile in hand, the sand running
            clock[0] += 250
            model.tick()
            if model.timed():
                human_moves()
            continue
        if st.phase == CHECK and st.round == 2 and "gt_check_sk.png" not in shots:
            save("gt_check_sk.png", "sk")
        flying = sum(1 for p in st.seats if p.flying)
        if (
            st.phase == FLIGHT
            and st.round == 2
            and len(st.played) >= 3
            and flying >= 3
            and "gt_flight_sk.png" not in shots
        ):
            save("gt_flight_sk.png", "sk")  # the numbered flight board, the ships as marks, the order
        fired = [f for f in st.cs.fired if f[0] == 0] if st.phase == FLIGHT else []
        if fired and fired[-1][6] in ("hit", "incoming") and st.round >= 2 and "gt_meteor_cs.png" not in shots:
            if fired[-1][1].endswith("meteor"):
                save("gt_meteor_cs.png", "cs")
        if 0 in model.match.to_act():
            human_moves()
        else:
            model.bot_move_now()
    i18n.set_language("en")
    w.close()


def shipyard(app: object) -> None:
    """Shipyard: a part carried over the yard (en), a maiden voyage under way (cs), the end (sk)."""
    from desktop.common import i18n
    from desktop.common.colours import SEAT_COLOURS
    from desktop.main_window import MainWindow, VictoryDialog
    from desktop.settings import Settings
    from engine.core.match import Match, Seat
    from engine.shipyard.actions import Launch, TakePart

    i18n.set_language("en")
    w = MainWindow(Settings(pace="normal", animations=True))  # the voyage is animated
    w._no_dialogs = True
    w.resize(1400, 900)
    w.show()
    names = ["Anna", "Bořek", "Cyril", "Dana"]
    seats = [Seat(names[i], "human" if i == 0 else "bot", "normal", SEAT_COLOURS[i]) for i in range(4)]
    w.start_match(Match("shipyard", 4, 12, {}, seats=seats), None, autosave=False)
    model = w.model
    assert model is not None
    model.stop()
    me = model._bots.get(1)
    assert me is not None
    shots: set[str] = set()

    def shoot(name: str, language: str) -> None:
        i18n.set_language(language)
        app.processEvents()  # type: ignore[attr-defined]
        w._on_changed()
        w.page.view.fit()
        app.processEvents()  # type: ignore[attr-defined]

    for _ in range(3000):
        if model.match.is_over():
            break
        if 0 not in model.match.to_act():
            model.bot_move_now()
            continue
        action = me.choose(model.match.view(0), 0)
        st = model.match.state
        if isinstance(action, TakePart) and action.row >= 0 and "drag" not in shots and len(model.match.records) > 40:
            shoot("shipyard_drag_en.png", "en")
            scene = w.scene
            piece = ("part", action.column, action.row)
            item = scene.pieces[piece]
            scene._begin_drag(piece, item.scenePos() + item.boundingRect().center())
            slot = scene.targets[("slot", action.slot)]
            item.setPos(slot.sceneBoundingRect().topLeft() + item.boundingRect().center() * 0.2)
            if scene._shadow is not None:
                scene._shadow.setPos(item.pos() + scene._shadow_offset)
            scene._set_hot(("slot", action.slot))
            app.processEvents()  # type: ignore[attr-defined]
            w.grab().save(str(DOCS / "shipyard_drag_en.png"))
            scene._drop(item.scenePos() + item.boundingRect().center())  # let go: the part goes into the yard
            shots.add("drag")
            continue
        if isinstance(action, Launch) and "voyage" not in shots and len(st.ps[0].canals) >= 2:
            shoot("", "cs")
            model._apply(0, action)
            anims = w.scene.voyage._anims
            if anims and anims[0].duration() >= 2 * 260:
                anims[0].setCurrentTime(anims[0].duration() * 2 // 3)
                app.processEvents()  # type: ignore[attr-defined]
                w.grab().save(str(DOCS / "shipyard_voyage_cs.png"))
                shots.add("voyage")
            continue
        model._apply(0, action)
    while not model.match.is_over():
        seat = model.match.to_act()[0]
        bot = model._bots.get(seat) or me
        model._apply(seat, bot.choose(model.match.view(seat), seat))
    i18n.set_language("sk")
    app.processEvents()  # type: ignore[attr-defined]
    dialog = VictoryDialog(model, w, w.scene.results_widget())
    dialog.resize(1000, 760)
    dialog.show()
    app.processEvents()  # type: ignore[attr-defined]
    dialog.grab().save(str(DOCS / "shipyard_end_sk.png"))
    dialog.close()
    assert shots == {"drag", "voyage"}, shots
    i18n.set_language("en")
    w.close()


def stortebeker(app: object) -> None:
    """Störtebeker: a boarding with its dice (cs), the end of a game with the extended rules (sk)."""
    from desktop.common import i18n
    from desktop.common.colours import SEAT_COLOURS
    from desktop.main_window import MainWindow, VictoryDialog
    from desktop.settings import Settings
    from engine.core.match import Match, Seat
    from engine.stortebeker import texts as tx
    from engine.stortebeker.actions import Attack

    i18n.set_language("cs")
    w = MainWindow(Settings(pace="normal", animations=True))  # the dice tumble
    w._no_dialogs = True
    w.resize(1400, 900)
    w.show()
    names = ["Anna", "Bořek", "Cyril", "Dana"]
    seats = [Seat(names[i], "human" if i == 0 else "bot", "normal", SEAT_COLOURS[i]) for i in range(4)]
    w.start_match(Match("stortebeker", 4, 7, {"extended": True}, seats=seats), None, autosave=False)
    model = w.model
    assert model is not None
    model.stop()
    me = model._bots.get(1)
    assert me is not None
    shot = False
    for _ in range(6000):
        if model.match.is_over():
            break
        if 0 not in model.match.to_act():
            model.bot_move_now()
            continue
        action = me.choose(model.match.view(0), 0)
        model._apply(0, action)
        won = any(getattr(m, "key", None) == tx.LOG_ATTACK_WON for m in model.match.records[-1].log)
        if isinstance(action, Attack) and won and not shot:
            scene = w.scene
            scene._tumble.setCurrentTime(scene._tumble.duration())  # the dice have settled
            app.processEvents()  # type: ignore[attr-defined]
            w.page.view.fit()
            app.processEvents()  # type: ignore[attr-defined]
            w.grab().save(str(DOCS / "stortebeker_boarding_cs.png"))
            shot = True
    assert shot and model.match.is_over()
    i18n.set_language("sk")
    app.processEvents()  # type: ignore[attr-defined]
    dialog = VictoryDialog(model, w, w.scene.results_widget())
    dialog.resize(1000, 700)
    dialog.show()
    app.processEvents()  # type: ignore[attr-defined]
    dialog.grab().save(str(DOCS / "stortebeker_end_sk.png"))
    dialog.close()
    i18n.set_language("en")
    w.close()


def table(app: object) -> None:
    """At the table: the Catan dice after a few rolls (cs), Galaxy Trucker's hourglass filling the screen (sk),
    Störtebeker's dice on the second screen (cs)."""
    from desktop.common import i18n
    from desktop.common.paths import temporary_folder
    from desktop.common.session import TableSession
    from desktop.main_window import MainWindow
    from desktop.settings import Settings

    folder = temporary_folder("pristav-shots-")
    i18n.set_language("cs")
    w = MainWindow(Settings(pace="fast", animations=False))
    w._no_dialogs = True
    w.resize(1400, 900)
    w.show()
    table = w.open_table()
    page = table.open("catan", TableSession("catan", folder / "catan.json"))
    page.demo(21)
    app.processEvents()  # type: ignore[attr-defined]
    w.grab().save(str(DOCS / "table_dice_cs.png"))
    i18n.set_language("sk")
    w.resize(1600, 1000)  # the size of a laptop's full screen
    glass_page = table.open("galaxy_trucker", TableSession("galaxy_trucker", folder / "gt.json"))
    glass_page.new_session(23432)  # the seed shown, the same at every run
    glass = glass_page.hourglass
    now = [100.0]
    glass.clock = lambda: now[0]
    glass.turn()  # on 3
    now[0] += 91
    glass.tick()  # run out
    glass.turn()  # on 2, the sand running
    now[0] += 35
    glass.tick()
    app.processEvents()  # type: ignore[attr-defined]
    w.grab().save(str(DOCS / "table_hourglass_sk.png"))
    i18n.set_language("cs")  # the second screen, for the whole table: Störtebeker's dice
    dice_page = table.open("stortebeker", TableSession("stortebeker", folder / "st.json"))
    dice_page.demo(8)
    dice_page.show_screen(True)
    screen = dice_page.table_screen
    screen.showNormal()
    screen.resize(1280, 720)
    app.processEvents()  # type: ignore[attr-defined]
    screen.grab().save(str(DOCS / "table_screen_cs.png"))
    dice_page.show_screen(False)
    i18n.set_language("en")
    w.close()


def replays(app: object) -> None:
    """A finished game of each kind watched again, two thirds of the way through."""
    from desktop.common import i18n
    from desktop.common.colours import SEAT_COLOURS
    from desktop.main_window import MainWindow
    from desktop.settings import Settings
    from engine.bots import make_bot
    from engine.core.match import Match, Seat
    from engine.core.registry import get_game

    finished = []
    for name, lang, players in (
        ("golden_horn", "en", 3),
        ("catan", "cs", 4),
        ("galaxy_trucker", "sk", 3),
        ("shipyard", "sk", 4),
        ("stortebeker", "cs", 3),
    ):
        i18n.set_language(lang)
        game = get_game(name)
        names = ["Anna", "Bořek", "Cyril", "Dana"]
        seats = [Seat(names[i], "human" if i == 0 else "bot", "normal", SEAT_COLOURS[i]) for i in range(players)]
        options = {"build_variant": "robot"} if name == "galaxy_trucker" else {}
        match = Match(game, players, 8, options, seats=seats)
        bots = [make_bot(game, "normal", 8 + i) for i in range(players)]
        while not match.is_over():
            seat = match.to_act()[0]
            match.apply(seat, bots[seat].choose(match.view(seat), seat))
        w = MainWindow(Settings(pace="fast", animations=False))
        w._no_dialogs = True
        w.resize(1280, 800)
        w.show()
        w.replays.watch(match)
        assert w.replay is not None
        w.replay.seek(len(match.records) * 2 // 3)
        app.processEvents()  # type: ignore[attr-defined]
        w.page.view.fit()
        app.processEvents()  # type: ignore[attr-defined]
        w.grab().save(str(DOCS / f"replay_{name}.png"))
        w.close()
        finished.append(match)
    finished_games(app, finished)
    i18n.set_language("en")


def finished_games(app: object, matches: list[object]) -> None:
    """The list of finished games, in Slovak: those of the replays, a day apart, and a damaged file."""
    import tempfile
    import time

    from desktop.common import i18n
    from desktop.dialogs.finished_games import FinishedGamesDialog

    i18n.set_language("sk")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "finished"
        folder.mkdir()
        day = 86400
        start = time.mktime((2026, 11, 20, 20, 30, 0, 0, 0, -1))
        for k, match in enumerate(matches):
            path = folder / f"{match.game.name}-{k}.json"  # type: ignore[attr-defined]
            match.save(path)  # type: ignore[attr-defined]
            os.utime(path, (start + k * day + k * 1500, start + k * day + k * 1500))
        broken = folder / "catan-20261126-213000.json"
        broken.write_text('{"format": "pristav-save", "log": [')
        os.utime(broken, (start + 6 * day, start + 6 * day))
        dialog = FinishedGamesDialog(folder)
        dialog.show()
        while dialog.reading():
            app.processEvents()  # type: ignore[attr-defined]
            time.sleep(0.01)
        app.processEvents()  # type: ignore[attr-defined]
        dialog.grab().save(str(DOCS / "finished_games_sk.png"))
        dialog.close()


if __name__ == "__main__":
    raise SystemExit(main())
