"""The boards with the keyboard alone: Tab picks a piece, the arrows a place, Enter puts it there. The
status bar must say the keys' way (not "Click a lit space") and name each place the arrows come to, as
the pointer is not over it; the keyboard's ring must not hide the piece's own numbers."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

import engine.catan.texts as ctx
from desktop.catan import tips
from desktop.catan.scene import TOPO, lattice
from desktop.common.i18n import tr_key
from engine.bots import make_bot
from engine.catan.state import MAIN, ROBBER
from tests.desktop.helpers import click, make_window

MOUSE_LINE = "Click a lit space, or use the arrow keys and Enter."


def said(w: Any) -> str:
    return str(w.statusBar().currentMessage())


def tab_to(qtbot: Any, w: Any, piece: Any) -> None:
    for _ in range(40):
        if w.scene.selected == piece:
            return
        qtbot.keyClick(w.page.view, Qt.Key.Key_Tab)
    raise AssertionError(f"Tab never reached {piece}")


def walk(qtbot: Any, w: Any) -> dict[Any, str]:
    """Right through every lit place of the picked piece: what the status bar says at each."""
    scene = w.scene
    out: dict[Any, str] = {}
    for _ in range(len(scene._legal)):
        qtbot.keyClick(w.page.view, Qt.Key.Key_Right)
        out[scene._kb_hot] = said(w)
    return out


def catan_setup_road(qtbot: Any) -> Any:
    w = make_window(qtbot, game="catan", players=3)
    w.model.paused = True
    w.page.view.setFocus()
    tab_to(qtbot, w, ("tray", "settlement"))
    qtbot.keyClick(w.page.view, Qt.Key.Key_Right)
    qtbot.keyClick(w.page.view, Qt.Key.Key_Return)  # the settlement is built: its road is next
    return w


def test_catan_road_by_keys_names_the_edge_between_two_hexes_or_the_coast(qtbot: Any) -> None:
    """The road's edges said nothing: the bar kept "Click a lit space, or use the arrow keys and Enter."
    Each edge now says which two hexes it lies between, or the coast and the hexes at its ends."""
    w = catan_setup_road(qtbot)
    tab_to(qtbot, w, ("tray", "road"))
    picked = said(w)
    assert picked != MOUSE_LINE and "arrow keys" in picked and "Click" not in picked, picked
    lines = walk(qtbot, w)
    assert len(lines) >= 2
    between, coast = tr_key(tips.T_EDGE).split("%1")[0], tr_key(tips.T_COAST).split("%1")[0]
    for edge, line in lines.items():
        assert line.startswith((between, coast)), (edge, line)
        hexes = TOPO.edge_hexes[edge[1]]
        terrain = w.model.match.state.board.layout.terrain
        for h in hexes:  # the hexes it lies between, by terrain
            assert tr_key(ctx.TERRAIN_NAMES[terrain[h]]).split(":")[0] in line
    assert len(set(lines.values())) == len(lines), lines  # no two edges read alike


def test_catan_robber_by_keys_names_each_hex_and_whom_he_may_rob(qtbot: Any) -> None:
    """The robber's 18 hexes said nothing. Each now says its terrain, number, whose buildings touch it
    and whom moving there may rob."""
    w = make_window(qtbot, game="catan", players=3)
    model = w.model
    model.paused = True
    st = model.match.state
    st.phase, st.active, st.robber_return = ROBBER, 0, MAIN
    hex_id = 4 if st.robber != 4 else 5
    node = TOPO.hex_nodes[hex_id][0]
    st.node_owner[node], st.node_level[node] = 1, 1
    st.settlements_left[1] -= 1
    st.hands[1][2] = 1
    st.bank[2] -= 1
    st.hand_sizes = [sum(h) for h in st.hands]
    st.legal_cache = None
    w._on_changed()
    w.page.view.setFocus()
    tab_to(qtbot, w, ("robber",))
    assert "arrow keys" in said(w) and said(w) != MOUSE_LINE
    lines = walk(qtbot, w)
    assert len(lines) == 18
    for (_, h), line in lines.items():
        number = st.board.hex_number[h]
        assert line and (str(number) in line if number else True), (h, line)
    rob = tr_key(tips.T_ROBBER_ROB, "", model.names[1], model.names[1])
    assert lines[("hex", hex_id)].endswith(rob.split("; ")[1]) and model.names[1] in lines[("hex", hex_id)]
    assert len(set(lines.values())) >= 10  # hexes differ by terrain and number


def test_golden_horn_set_up_by_keys_names_venice_and_constantinople(qtbot: Any) -> None:
    """A ship of the set-up, walked with the arrows, said nothing of the port it would go to."""
    w = make_window(qtbot, game="golden_horn", players=2, seed=7)
    model = w.model
    qtbot.waitUntil(lambda: model.human_to_act() == 0, timeout=5000)
    model.paused = True
    w.page.view.setFocus()
    qtbot.keyClick(w.page.view, Qt.Key.Key_Tab)
    assert w.scene.selected is not None and w.scene.selected[0] == "ship"
    assert "arrow keys" in said(w) and said(w) != MOUSE_LINE
    lines = walk(qtbot, w)
    joined = " / ".join(lines.values())
    assert "Venice" in joined and "Constantinople" in joined, lines
    qtbot.keyClick(w.page.view, Qt.Key.Key_Escape)
    # the ships the pirates may rob are named too: whose, and the sails the two cards must match
    robbed = [w.scene.place_name(("tship", ship)) for ship in (3, 4, 5)]
    assert all(model.names[1] in line and "sails" in line for line in robbed) and len(set(robbed)) == 3, robbed


def test_a_piece_picked_by_the_mouse_keeps_the_mouse_words(qtbot: Any) -> None:
    """The keys' line is for the keys: a ship clicked says "Click a lit space…" as before."""
    w = make_window(qtbot, game="golden_horn", players=2, seed=7)
    model = w.model
    qtbot.waitUntil(lambda: model.human_to_act() == 0, timeout=5000)
    model.paused = True
    scene = w.scene
    piece = scene.keyboard_pieces()[0]
    qtbot.keyClick(w.page.view, Qt.Key.Key_Tab)
    qtbot.keyClick(w.page.view, Qt.Key.Key_Escape)
    click(qtbot, w.page.view, scene.pieces[piece].sceneBoundingRect().center())
    assert scene.selected == piece and said(w).startswith(MOUSE_LINE), said(w)


def shipyard_at_exchange(qtbot: Any) -> Any:
    from engine.shipyard.actions import Exchange

    return shipyard_at(qtbot, Exchange)


def shipyard_at(qtbot: Any, kind: type, enough: int = 1) -> Any:
    """Seed 5, two players, a normal bot's choices for the person: to his first move of `kind` (with
    at least `enough` of them to choose from)."""
    w = make_window(qtbot, game="shipyard", players=2, seed=5)
    model = w.model
    model.stop()
    bot = make_bot(model.game, "normal", 40)
    for _ in range(400):
        seat = model.human_to_act()
        if seat == 0 and sum(isinstance(a, kind) for a in model.match.legal_actions(0)) >= enough:
            break
        if seat is None:
            assert model.bot_move_now()
        else:
            w._human_action(bot.choose(model.match.view(seat), seat))
    else:
        pytest.fail("no stock exchange for the human")
    w.page.view.setFocus()
    return w


def test_shipyard_exchange_items_by_tab_say_what_they_are_and_what_space_does(qtbot: Any) -> None:
    """Seed 5, two players: the wagon taken to the exchange with Tab, Right, Enter. The status said
    "Click the items…" and Tab on an item said nothing at all."""
    from desktop.shipyard import texts as tt
    from engine.shipyard import texts as tx

    w = shipyard_at_exchange(qtbot)
    scene = w.scene
    wagon = next(k for k in scene.keyboard_pieces() if k[0] == "wagon")
    tab_to(qtbot, w, wagon)
    qtbot.keyClick(w.page.view, Qt.Key.Key_Right)
    assert said(w) == tr_key(tt.DROP_EXCHANGE)
    qtbot.keyClick(w.page.view, Qt.Key.Key_Return)
    assert scene.ex_wagon is not None
    assert said(w) == tr_key(tt.P_EXCHANGE_ITEMS_KEYS)
    items = [k for k in scene.keyboard_pieces() if k[0] == "exitem"]
    assert items
    can = next(
        k for k in items if any(getattr(a, "wagon", None) == scene.ex_wagon and k[1] in a.items for a in scene.legal)
    )
    tab_to(qtbot, w, can)
    name = tr_key(tx.ITEM_NAMES[can[1]])
    assert said(w).lower().startswith(name.lower()) and "Space" in said(w), said(w)
    assert said(w) == tr_key(tt.KB_ITEM_TAKE, name[:1].upper() + name[1:])
    qtbot.keyClick(w.page.view, Qt.Key.Key_Space)
    assert can[1] in scene.ex_items
    assert said(w) == tr_key(tt.KB_ITEM_BACK, name[:1].upper() + name[1:])  # now it is one taken


def test_page_down_goes_to_the_next_column_of_ship_parts_and_page_up_back(qtbot: Any) -> None:
    """A keyboard player buying ship parts pressed Tab up to 19 times to reach a stern: Page Down
    goes past the rest of a column (a kind of part) to the next one's first part, Page Up back to the
    previous column's first; Tab still goes a part at a time."""
    from engine.shipyard.actions import TakePart

    w = shipyard_at(qtbot, TakePart)
    w.model.match.state.ps[0].coins = 40  # every row of the offer paid for
    w._on_changed()
    scene, view = w.scene, w.page.view
    parts = [k for k in scene.keyboard_pieces() if k[0] == "part"]
    columns = sorted({k[1] for k in parts})
    assert len(columns) >= 2 and len(parts) > len(columns) + 2, parts
    first = {c: next(k for k in parts if k[1] == c) for c in columns}
    tab_to(qtbot, w, first[columns[0]])
    qtbot.keyClick(view, Qt.Key.Key_PageDown)
    assert scene.selected == first[columns[1]]
    assert scene._legal and scene._kb_ring is not None  # picked as by Tab: its places lit, ringed
    qtbot.keyClick(view, Qt.Key.Key_Tab)
    assert scene.selected == parts[parts.index(first[columns[1]]) + 1]
    qtbot.keyClick(view, Qt.Key.Key_PageUp)
    assert scene.selected == first[columns[0]]
    qtbot.keyClick(view, Qt.Key.Key_Right)
    qtbot.keyClick(view, Qt.Key.Key_Return)  # bought and placed by keys, as after Tab
    assert any(isinstance(r.action, TakePart) for r in w.model.match.records[-1:])


def test_a_blank_part_comes_in_its_own_column_with_tab_and_page_down(qtbot: Any) -> None:
    """Tester N: with the bow column empty, the blank bow drawn in it came after every stern with Tab,
    and Page Down reached it last. It now stands in its column's place: first, then the middles."""
    from engine.shipyard.actions import TakePart

    w = shipyard_at(qtbot, TakePart)
    st = w.model.match.state
    st.ps[0].coins = 40
    st.decks["bow"] = []
    st.columns[0] = [None] * len(st.columns[0])
    w._on_changed()
    scene, view = w.scene, w.page.view
    offer = [k for k in scene.keyboard_pieces() if k[0] in ("part", "blank")]
    assert offer[0] == ("blank", "bow") and all(k[0] == "part" for k in offer[1:]), offer
    assert [k[1] for k in offer[1:]] == sorted(k[1] for k in offer[1:])  # columns left to right
    tab_to(qtbot, w, ("blank", "bow"))
    qtbot.keyClick(view, Qt.Key.Key_PageDown)
    assert scene.selected == offer[1]  # the first middle part
    qtbot.keyClick(view, Qt.Key.Key_PageUp)
    assert scene.selected == ("blank", "bow")


def test_a_canal_picked_by_keys_is_shown_turned_in_the_place_the_arrows_came_to(qtbot: Any) -> None:
    """A canal laid by keys showed nothing in the cell the arrows lit (two dots in an empty dashed
    box for the first one): only the offer's small card turned with R. The canal is drawn there, turned
    as R turns it, and goes with Esc."""
    from desktop.shipyard.art import CanalItem
    from engine.shipyard.actions import RentCanal

    w = shipyard_at(qtbot, RentCanal)
    scene, view = w.scene, w.page.view
    canal = next(k for k in scene.keyboard_pieces() if k[0] == "canal")
    tab_to(qtbot, w, canal)

    def ghosts() -> list[Any]:
        return [i for i in scene.items() if isinstance(i, CanalItem) and i is scene._kb_ghost]

    assert not ghosts()
    qtbot.keyClick(view, Qt.Key.Key_Right)
    hot = scene._kb_hot
    assert hot is not None and len(ghosts()) == 1
    ghost = ghosts()[0]
    x, y = hot[1:3] if hot[0] == "cell" else (0, 0)
    assert ghost.sceneBoundingRect().center() == scene.geo.cell_rect(x, y).center()
    assert ghost.tile == w.model.match.state.canal_offer[canal[1]] and ghost.turns == scene.rot
    qtbot.keyClick(view, Qt.Key.Key_R)
    assert len(ghosts()) == 1 and ghosts()[0].turns == scene.rot == 1
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not ghosts() and scene.selected is None


def ring_rect(scene: Any) -> QRectF:
    ring = scene._kb_ring
    assert ring is not None
    pad = 2.5 / scene.views()[0].transform().m11()  # the cosmetic 5 px dark line's half, in scene units
    return ring.mapRectToScene(ring.path().boundingRect()).adjusted(-pad, -pad, pad, pad)


def test_the_ring_on_the_supplys_road_leaves_its_count_readable(qtbot: Any) -> None:
    """The ring went round the road's square box, over the "×15" beside it."""
    w = catan_setup_road(qtbot)
    tab_to(qtbot, w, ("tray", "road"))
    scene = w.scene
    road = scene.pieces[("tray", "road")]
    counts = [
        it
        for it in scene.items()
        if isinstance(it, QGraphicsSimpleTextItem)
        and it.text().startswith("×")
        and abs(it.sceneBoundingRect().center().y() - road.sceneBoundingRect().center().y()) < 30
    ]
    assert counts
    ring = ring_rect(scene)
    for count in counts:
        assert not ring.intersects(count.sceneBoundingRect()), (ring, count.sceneBoundingRect(), count.text())
    assert ring.contains(road.mapRectToScene(road.drawn_rect()))  # still round the road


def test_the_ring_on_the_robber_leaves_the_number_of_his_hex_readable(qtbot: Any) -> None:
    w = make_window(qtbot, game="catan", players=3)
    model, scene = w.model, w.scene
    model.paused = True
    st = model.match.state
    st.phase, st.active, st.robber_return = ROBBER, 0, MAIN
    robber_hex = next(h for h in range(len(TOPO.hexes)) if st.board.hex_number[h] in (10, 11, 12))
    st.robber = robber_hex  # a number of two digits, the widest
    st.legal_cache = None
    w._on_changed()
    w.page.view.setFocus()
    tab_to(qtbot, w, ("robber",))
    c = lattice(TOPO.hex_centres[robber_hex])
    font = QFont()
    font.setBold(True)
    font.setPixelSize(16)
    half = QFontMetricsF(font).horizontalAdvance(str(st.board.hex_number[robber_hex])) / 2
    digits = QRectF(c - QPointF(half, 17), c + QPointF(half, 5))  # the token's two digits (16 px bold)
    assert not ring_rect(scene).intersects(digits)
    robber = scene.pieces[("robber",)]
    figure = robber.mapRectToScene(scene.ring_rect(("robber",), robber))
    assert not figure.intersects(digits)  # nor the robber himself


GAMES = [("catan", 3, 11), ("golden_horn", 2, 7), ("shipyard", 2, 5), ("stortebeker", 2, 3), ("galaxy_trucker", 2, 3)]


@pytest.mark.parametrize(("game", "players", "seed"), GAMES)
def test_every_place_the_arrows_come_to_is_named(qtbot: Any, game: str, players: int, seed: int) -> None:
    """Each game's pieces, picked with Tab: the bar says the keys' way, and every place the arrows come
    to says something of its own (never nothing, never the picked line again, never another place's
    words: Störtebeker's two yellow ships, Shipyard's ends of a first canal read alike)."""
    w = make_window(qtbot, game=game, players=players, seed=seed)
    model = w.model
    model.stop()
    bot = make_bot(model.game, "normal", 40)
    probed = 0
    for _ in range(300):
        if model.match.is_over() or probed >= 6:
            break
        seat = model.human_to_act()
        if seat is None:
            if not model.bot_move_now():
                break
            continue
        scene = w.scene
        pieces = [k for k in scene.keyboard_pieces() if scene.legal_targets(k)]
        if pieces:
            probed += 1
            w.page.view.setFocus()
            for piece in pieces[:3]:
                tab_to(qtbot, w, piece)
                picked = said(w)
                assert picked != MOUSE_LINE, (game, piece)
                scene = w.scene
                lines: dict[Any, str] = {}
                for _ in range(min(len(scene._legal), 12)):
                    qtbot.keyClick(w.page.view, Qt.Key.Key_Right)
                    line = said(w)
                    assert line and line != picked and line != MOUSE_LINE, (game, piece, scene._kb_hot)
                    lines[scene._kb_hot] = line
                assert len(set(lines.values())) == len(lines), (game, piece, lines)  # no two places alike
            qtbot.keyClick(w.page.view, Qt.Key.Key_Escape)
        action = bot.choose(model.match.view(seat), seat)
        before = len(model.match.records)
        w._human_action(action)
        if len(model.match.records) == before:  # held for a question (the robber's victim): the engine's way
            model.try_apply(seat, action)
    assert probed
