"""Shared widgets: colours, board view, log and score docks, curtain, dialogs and the start page."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, QRectF, QSize, Qt, QTranslator
from PySide6.QtGui import QColor, QWheelEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QGraphicsRectItem,
    QGraphicsScene,
    QLabel,
    QPushButton,
    QSpinBox,
    QWidget,
)

from desktop.common import colours
from desktop.common.colours import MARKS, SEAT_COLOURS, colour_name, mark_for_colour, mark_path, seat_icon
from desktop.common.curtain import Curtain
from desktop.common.log_dock import LogDock
from desktop.common.paths import autosave_path
from desktop.common.score_dock import ScoreChart, ScoreDock
from desktop.common.view import ZOOM_MAX, ZOOM_MIN, BoardView
from desktop.common.writer import wait_for_writes
from desktop.dialogs.new_game import NewGameConfig, NewGameDialog
from desktop.dialogs.rules import RulesDialog
from desktop.dialogs.settings_dialog import SettingsDialog
from desktop.games import playable_games as available_games
from desktop.settings import Settings
from desktop.start_page import StartPage, cover_pixmap
from engine.core.match import Seat
from engine.core.messages import QT_TRANSLATE_NOOP, msg
from engine.core.registry import get_game

DRAWS = QT_TRANSLATE_NOOP("Test", "{player} draws a card.")
SHUFFLES = QT_TRANSLATE_NOOP("Test", "The deck is shuffled.")


class FakeTranslator(QTranslator):
    """A translator from a dict, standing in for a .qm file."""

    def __init__(self, table: dict[tuple[str, str], str]) -> None:
        super().__init__()
        self.table = table

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return self.table.get((context, source), "")

    def isEmpty(self) -> bool:  # noqa: N802 - Qt override
        return False


@pytest.fixture
def translator(qapp: QApplication) -> Iterator[FakeTranslator]:
    tr = FakeTranslator(
        {
            ("Test", "{player} draws a card."): "{player} si lízne kartu.",
            ("LogDock", "Game log"): "Záznam hry",
            ("Curtain", "Pass the computer to %1"): "Předejte počítač hráči %1",
            ("ScoreChart", "Turn"): "Tah",
            ("NewGameDialog", "Human"): "Člověk",
            ("RulesDialog", "No rules page for this game yet."): "Pravidla zatím chybí.",
        }
    )
    yield tr
    QCoreApplication.removeTranslator(tr)
    QCoreApplication.processEvents()


def install(tr: QTranslator) -> None:
    """Install `tr` and deliver the posted LanguageChange events."""
    QCoreApplication.installTranslator(tr)
    QCoreApplication.processEvents()


# -- colours -------------------------------------------------------------------------------------
def test_colours_and_marks_pair_up(qapp: QApplication) -> None:
    assert SEAT_COLOURS == ["#E69F00", "#56B4E9", "#009E73", "#CC79A7", "#0072B2", "#D55E00"]
    assert MARKS == ["circle", "square", "triangle", "diamond", "star", "cross"]
    for i, colour in enumerate(SEAT_COLOURS):
        assert mark_for_colour(colour) == colours.default_mark(i) == MARKS[i]
        assert mark_for_colour(colour.lower()) == MARKS[i]
    assert len({colour_name(c) for c in SEAT_COLOURS}) == len(SEAT_COLOURS)


@pytest.mark.parametrize("mark", MARKS)
def test_mark_paths_fill_their_rectangle(qapp: QApplication, mark: str) -> None:
    rect = QRectF(10, 20, 40, 40)
    path = mark_path(mark, rect)
    bounds = path.boundingRect()
    assert not path.isEmpty()
    assert rect.adjusted(-0.5, -0.5, 0.5, 0.5).contains(bounds)
    assert bounds.width() > 25 and bounds.height() > 25
    assert path.contains(rect.center()) or mark == "cross"  # the cross's centre is filled too, at its joint
    icon = seat_icon("#009E73", mark)
    image = icon.pixmap(QSize(16, 16)).toImage()
    assert not icon.isNull()
    assert image.pixelColor(8, 8).alpha() > 0


# -- board view ----------------------------------------------------------------------------------
class PressRecorder(QGraphicsRectItem):
    """A scene item that remembers the buttons it was pressed with."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect)
        self.pressed: list[Qt.MouseButton] = []

    def mousePressEvent(self, event) -> None:  # noqa: N802, ANN001 - Qt override
        self.pressed.append(event.button())
        event.accept()


@pytest.fixture
def board(qtbot) -> tuple[BoardView, PressRecorder]:  # noqa: ANN001
    scene = QGraphicsScene(0, 0, 1000, 600)
    item = PressRecorder(QRectF(0, 0, 1000, 600))
    scene.addItem(item)
    view = BoardView(scene)
    qtbot.addWidget(view)
    view.resize(500, 300)
    view.show()
    qtbot.waitExposed(view)
    view.fit()
    return view, item


def test_view_fits_the_board_with_a_margin(board) -> None:  # noqa: ANN001
    view, _ = board
    assert view.zoom() == 1.0 and view.is_fitted()
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert shown.contains(QRectF(0, 0, 1000, 600))
    assert shown.width() < 1000 * 1.15 or shown.height() < 600 * 1.15


def test_view_zoom_is_clamped(board) -> None:  # noqa: ANN001
    view, _ = board
    fit = view.transform().m11()
    for _ in range(20):
        view.zoom_in()
    assert view.zoom() == pytest.approx(ZOOM_MAX)
    assert view.transform().m11() == pytest.approx(fit * ZOOM_MAX)
    for _ in range(40):
        view.zoom_out()
    assert view.zoom() == pytest.approx(ZOOM_MIN)
    assert view.transform().m11() == pytest.approx(fit * ZOOM_MIN)
    view.reset_zoom()
    assert view.zoom() == 1.0 and view.transform().m11() == pytest.approx(fit)


def test_view_refits_on_resize_until_the_user_zooms(board, qtbot) -> None:  # noqa: ANN001
    view, _ = board
    small = view.transform().m11()
    view.resize(1000, 600)
    qtbot.wait(1)
    assert view.transform().m11() > small * 1.5 and view.is_fitted()
    view.zoom_in()
    zoomed = view.transform().m11()
    view.resize(800, 500)
    qtbot.wait(1)
    assert view.transform().m11() == pytest.approx(zoomed)
    assert not view.is_fitted()


def test_view_keys_zoom_and_fit(board, qtbot) -> None:  # noqa: ANN001
    view, _ = board
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert view.zoom() == pytest.approx(1.25)
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    assert view.zoom() == pytest.approx(0.8)
    qtbot.keyClick(view, Qt.Key.Key_0)
    assert view.zoom() == 1.0 and view.is_fitted()


def test_view_wheel_zooms_around_the_cursor(board) -> None:  # noqa: ANN001
    view, _ = board
    pos = QPoint(120, 90)
    before = view.mapToScene(pos)
    event = QWheelEvent(
        QPointF(pos),
        QPointF(view.viewport().mapToGlobal(pos)),
        QPoint(),
        QPoint(0, 120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(view.viewport(), event)
    assert view.zoom() == pytest.approx(1.25)
    after = view.mapToScene(pos)
    assert abs(after.x() - before.x()) < 3 and abs(after.y() - before.y()) < 3


@pytest.mark.parametrize("button", [Qt.MouseButton.RightButton, Qt.MouseButton.MiddleButton])
def test_view_pans_with_right_or_middle_drag(board, qtbot, button: Qt.MouseButton) -> None:  # noqa: ANN001
    view, item = board
    view.zoom_in()
    view.zoom_in()
    centre = view.mapToScene(view.viewport().rect().center())
    vp = view.viewport()
    qtbot.mousePress(vp, button, pos=QPoint(250, 150))
    qtbot.mouseMove(vp, QPoint(230, 150))
    qtbot.mouseMove(vp, QPoint(200, 140))
    qtbot.mouseRelease(vp, button, pos=QPoint(200, 140))
    moved = view.mapToScene(view.viewport().rect().center())
    assert moved.x() > centre.x() + 10  # dragging left shows what lies to the right
    assert item.pressed == []  # the pan never reached the pieces
    assert not view.is_panning()


def test_view_left_button_belongs_to_the_scene(board, qtbot) -> None:  # noqa: ANN001
    view, item = board
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(250, 150))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(250, 150))
    assert item.pressed == [Qt.MouseButton.LeftButton]


def test_view_ctrl_arrows_pan(board, qtbot) -> None:  # noqa: ANN001
    view, _ = board
    view.zoom_in()
    view.zoom_in()
    before = view.mapToScene(view.viewport().rect().center())
    qtbot.keyClick(view, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(view, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)
    after = view.mapToScene(view.viewport().rect().center())
    assert after.x() > before.x() and after.y() > before.y()


# -- log dock ------------------------------------------------------------------------------------
def test_log_dock_renders_names_and_marks(qtbot) -> None:  # noqa: ANN001
    dock = LogDock()
    qtbot.addWidget(dock)
    assert dock.objectName() == "logDock"
    dock.set_names(["Anna", "Bořek"])
    dock.set_colours(SEAT_COLOURS[:2])
    dock.add([msg(DRAWS, player=1)], seat=1)
    dock.add([msg(DRAWS, player=0), msg(DRAWS, player=1)])
    dock.add([msg(SHUFFLES)])
    assert dock.lines() == ["Bořek draws a card.", "Anna draws a card.", "Bořek draws a card.", "The deck is shuffled."]
    # each line is marked with the player it names, whoever's move wrote it; a line naming none, unmarked
    assert dock.mark(0) and dock.mark(0) != dock.mark(1) and dock.mark(2) == dock.mark(0) and dock.mark(3) == ""
    assert "Bořek" in dock.tooltip(0) and "Anna" in dock.tooltip(1) and dock.tooltip(3) == ""
    dock.set_names(["Anna", "Cecílie"])
    assert dock.lines()[0] == "Cecílie draws a card."
    dock.clear()
    assert dock.lines() == [] and dock.messages() == []


def test_log_dock_rerenders_on_language_change(qtbot, translator: FakeTranslator) -> None:  # noqa: ANN001
    dock = LogDock()
    qtbot.addWidget(dock)
    dock.set_names(["Anna"])
    dock.add([msg(DRAWS, player=0)], seat=0)
    assert dock.lines() == ["Anna draws a card."]
    install(translator)
    assert dock.lines() == ["Anna si lízne kartu."]
    assert dock.windowTitle() == "Záznam hry"
    QCoreApplication.removeTranslator(translator)
    QCoreApplication.processEvents()
    assert dock.lines() == ["Anna draws a card."]
    # A LanguageChange sent by hand is handled too.
    QCoreApplication.installTranslator(translator)
    QCoreApplication.sendEvent(dock, QEvent(QEvent.Type.LanguageChange))
    assert dock.lines() == ["Anna si lízne kartu."]


def test_log_dock_scrolls_to_the_newest_line(qtbot) -> None:  # noqa: ANN001
    dock = LogDock()
    qtbot.addWidget(dock)
    dock.resize(260, 160)
    dock.show()
    qtbot.waitExposed(dock)
    dock.set_names(["Anna"])
    for _ in range(60):
        dock.add([msg(DRAWS, player=0)], seat=0)
    qtbot.wait(10)
    bar = dock.text_view().verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()


def test_the_log_keeps_its_newest_line_in_view_when_filled_before_it_shows_or_made_smaller(qtbot) -> None:  # noqa: ANN001
    """A continued game's whole log is added before the dock is shown, and a smaller window makes it
    narrower (more lines wrap): each time the newest lines ended below the fold. The log follows its end
    while it is read there, and holds still when the reader has scrolled up."""
    dock = LogDock()
    qtbot.addWidget(dock)
    dock.set_names(["Anna Karenina Vronská"])
    dock.add_many([([msg(DRAWS, player=0)], 0) for _ in range(80)])  # before it is shown
    dock.resize(320, 200)
    dock.show()
    qtbot.waitExposed(dock)
    qtbot.wait(10)
    bar = dock.text_view().verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    dock.resize(150, 200)  # narrower: the lines wrap, the document grows
    qtbot.wait(10)
    assert bar.value() == bar.maximum()
    bar.setValue(bar.maximum() // 2)  # the reader goes up to an older line
    dock.resize(200, 200)
    qtbot.wait(10)
    assert 0 < bar.value() < bar.maximum()


# -- score chart ---------------------------------------------------------------------------------
def test_score_chart_accepts_points(qtbot) -> None:  # noqa: ANN001
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.set_players(["Anna", "Bořek"], SEAT_COLOURS[:2])
    chart.add_point(1, [0, 0])
    chart.add_point(2, [3, 1])
    assert chart.series() == [([1.0, 2.0], [0.0, 3.0]), ([1.0, 2.0], [0.0, 1.0])]
    chart.set_history([1, 2, 3], [[1, 2], [2, 4], [5, 6]])
    assert chart.series()[1] == ([1.0, 2.0, 3.0], [2.0, 4.0, 6.0])
    chart.add_point(4, [6, 6, 1])  # a seat the players list did not name still gets a line
    assert len(chart.series()) == 3 and chart.series()[2] == ([4.0], [1.0])
    chart.clear()
    assert all(xs == [] for xs, _ in chart.series())
    with pytest.raises(ValueError):
        chart.set_history([1, 2], [[1, 2]])


def test_score_chart_draws_the_points_as_steps(qtbot) -> None:  # noqa: ANN001
    """Points come in jumps: 0 at turn 1 and 8 at turn 18 was a straight line through 4 points at turn
    9 that nobody had. The line holds a score until the turn it changes in; a seat's marks stand where
    its own score changed, and two changes in one turn rise straight up."""
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.set_players(["Anna", "Bořek"], SEAT_COLOURS[:2])
    chart.set_history([1, 18, 18, 25], [[0, 0], [8, 0], [10, 0], [10, 3]])
    assert chart.series()[0] == ([1.0, 18.0, 18.0], [0.0, 8.0, 10.0])
    assert chart.series()[1] == ([1.0, 25.0], [0.0, 3.0])
    assert chart.lines()[0] == ([1.0, 18.0, 18.0, 18.0, 25.0], [0.0, 0.0, 8.0, 10.0, 10.0])
    assert chart.lines()[1] == ([1.0, 18.0, 18.0, 25.0, 25.0], [0.0, 0.0, 0.0, 0.0, 3.0])
    # in turn 31 the lines run on from the last change to the turn shown; the marks do not
    chart.set_history([1, 18, 18, 25], [[0, 0], [8, 0], [10, 0], [10, 3]], now=31)
    assert chart.lines()[0][0][-2:] == [25.0, 31.0] and chart.lines()[0][1][-2:] == [10.0, 10.0]
    assert chart.series()[0] == ([1.0, 18.0, 18.0], [0.0, 8.0, 10.0])
    x_range = chart.plot_widget().getPlotItem().viewRange()[0]
    assert x_range[1] > 31
    chart.clear()
    assert chart.lines() == [([], []), ([], [])]


def test_marks_on_one_spot_nest_so_that_every_seat_shows(qtbot) -> None:  # noqa: ANN001
    """Every seat's mark stood at every point of the history: at the start the four 0s lay on one
    another and only the last seat's mark showed, and so did the unchanged scores at each change. A
    seat's marks now stand where its own score changed, and marks on one spot nest, larger under."""
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.set_players(["A", "B", "C", "D"], SEAT_COLOURS[:4])
    chart.set_history([0, 2, 5], [[0, 0, 0, 0], [0, 1, 0, 0], [0, 1, 1, 0]])
    assert chart.series() == [([0.0], [0.0]), ([0.0, 2.0], [0.0, 1.0]), ([0.0, 5.0], [0.0, 1.0]), ([0.0], [0.0])]
    sizes = [[float(v) for v in curve.scatter.data["size"]] for curve in chart._curves]
    assert sizes == [[24.0], [19.0, 9.0], [14.0, 9.0], [9.0]]


def test_a_mark_on_the_score_chart_names_everyones_score_there(qtbot) -> None:  # noqa: ANN001
    """Hover on anything shows what it is: the pointer near a mark shows the turn and every seat's score
    at that point; away from the marks, no tooltip."""
    from PySide6.QtCore import QPointF

    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(400, 300)
    chart.show()
    chart.set_players(["Anna", "Bořek <b>"], SEAT_COLOURS[:2])
    chart.set_history([1, 18, 25], [[0, 0], [8, 2], [10, 3]], now=30)
    qtbot.wait(10)
    box = chart.plot_widget().getPlotItem().getViewBox()
    chart._hover(box.mapViewToScene(QPointF(18, 8)) + QPointF(3, -2))
    assert box.toolTip() == "<b>Turn 18 · Points</b><br>Anna: 8<br>Bořek &lt;b&gt;: 2"
    chart._hover(box.mapViewToScene(QPointF(21, 6)))
    assert box.toolTip() == ""


def test_score_chart_turn_numbers_never_run_together(qtbot) -> None:  # noqa: ANN001
    """A narrow dock with 13 turns wrote "1011 1213": every turn was numbered while the numbers filled
    less than pyqtgraph's 60 % of the axis. Numbers now stand at least a character apart; the ticks of
    every turn stay, and a wide chart still numbers every turn."""
    from PySide6.QtGui import QImage, QPainter

    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.set_players(["Anna", "Bořek"], SEAT_COLOURS[:2])
    chart.set_history(list(range(1, 14)), [[k, 2 * k] for k in range(13)])
    chart.show()
    axis = chart.plot_widget().getPlotItem().getAxis("bottom")
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    for width in (240, 280, 320, 360, 420, 700):
        chart.resize(width, 300)
        qtbot.wait(5)
        painter = QPainter(image)
        _, ticks, texts = axis.generateDrawSpecs(painter)
        painter.end()
        spans = sorted((rect.left(), rect.right()) for rect, _, text in texts if text)
        assert len(ticks) == 13 and len(spans) >= 2, width
        assert all(b[0] - a[1] >= 4 for a, b in zip(spans, spans[1:], strict=False)), (width, spans)
    assert len(spans) == 13  # 700 px: room for every turn's number


def test_score_chart_axis_labels_follow_the_language(qtbot, translator: FakeTranslator) -> None:  # noqa: ANN001
    chart = ScoreChart()
    qtbot.addWidget(chart)
    axis = chart.plot_widget().getPlotItem().getAxis("bottom")
    assert axis.labelText == "Turn"
    install(translator)
    chart.show()
    QCoreApplication.sendEvent(chart, QEvent(QEvent.Type.LanguageChange))
    assert axis.labelText == "Tah"


def test_counting_charts_tick_only_whole_numbers(qtbot) -> None:  # noqa: ANN001
    """Two rolls of the table's dice drew a count axis of "0 0.5 1 1.5 2" (and the Czech and
    Slovak screens read an English decimal point). Every chart that counts ticks whole numbers:
    the score chart's both axes, the table's dice and Catan's statistics."""
    from desktop.catan.stats import CatanStatsDock
    from desktop.common.dice import TWO_DICE, DicePanel, paint_number

    chart = ScoreChart()
    qtbot.addWidget(chart)
    panel = DicePanel([range(1, 7)] * 2, [paint_number] * 2, str, lambda f: f[0] + f[1], range(2, 13), TWO_DICE)
    qtbot.addWidget(panel)
    stats = CatanStatsDock()
    qtbot.addWidget(stats)
    axes = [chart.plot_widget().getPlotItem().getAxis(side) for side in ("left", "bottom")]
    axes += [panel.chart.plot.getAxis("left"), stats.dice.getAxis("left"), stats.gained.getAxis("left")]
    for axis in axes:
        for low, high, size in ((0, 2, 200), (0, 1, 400), (-0.1, 3.2, 150), (0, 45, 300), (2, 3, 600)):
            ticks = [v for _spacing, values in axis.tickValues(low, high, size) for v in values]
            assert ticks and all(float(v).is_integer() for v in ticks), (axis.orientation, low, high, ticks)
            assert all("." not in text for text in axis.tickStrings(ticks, 1.0, 1.0))


def test_score_dock_forwards(qtbot) -> None:  # noqa: ANN001
    dock = ScoreDock()
    qtbot.addWidget(dock)
    assert dock.objectName() == "scoreDock"
    dock.set_players(["A", "B", "C"], SEAT_COLOURS[3:6])
    dock.set_history([1], [[1, 2, 3]])
    dock.add_point(2, [2, 3, 4])
    assert dock.chart.series()[2] == ([1.0, 2.0], [3.0, 4.0])
    dock.clear()
    assert dock.chart.series()[0] == ([], [])


# -- curtain -------------------------------------------------------------------------------------
@pytest.fixture
def curtained(qtbot) -> tuple[QWidget, Curtain]:  # noqa: ANN001
    host = QWidget()
    qtbot.addWidget(host)
    host.resize(640, 480)
    QLabel("secret hand", host).move(20, 20)
    curtain = Curtain(host)
    host.show()
    qtbot.waitExposed(host)
    return host, curtain


def test_curtain_covers_its_parent(curtained, qtbot) -> None:  # noqa: ANN001
    host, curtain = curtained
    assert not curtain.is_up()
    curtain.show_for("Bořek", SEAT_COLOURS[1])
    assert curtain.is_up()
    assert curtain.geometry() == host.rect()
    assert "Bořek" in curtain.title_text() and "Bořek" in curtain.button().text()
    host.resize(900, 700)
    qtbot.wait(1)
    assert curtain.geometry() == host.rect()
    # It is on top: the widget at the centre is the curtain or one of its children.
    hit = host.childAt(host.rect().center())
    assert hit is curtain or curtain.isAncestorOf(hit)
    # Opaque: the secret label does not show through.
    image = host.grab().toImage()
    assert image.pixelColor(30, 30).name() != QColor("white").name()


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space])
def test_curtain_key_reveals(curtained, qtbot, key: Qt.Key) -> None:  # noqa: ANN001
    _, curtain = curtained
    curtain.show_for("Anna", SEAT_COLOURS[0])
    qtbot.waitUntil(curtain.keys_ready)
    with qtbot.waitSignal(curtain.revealed, timeout=1000):
        qtbot.keyClick(curtain, key)
    assert not curtain.is_up()


def test_a_second_tap_just_after_a_hand_over_does_not_lift_the_curtain(curtained, qtbot) -> None:  # noqa: ANN001
    """Space on "Decline" raised the curtain for the next person; a second tap at once ("did it
    take?") lowered it on his hand before him. The curtain's keys wait a moment; its button does not."""
    _, curtain = curtained
    curtain.show_for("Anna", SEAT_COLOURS[0])
    qtbot.keyClick(curtain, Qt.Key.Key_Return)
    qtbot.keyClick(curtain, Qt.Key.Key_Space)
    assert curtain.is_up()
    qtbot.wait(curtain.KEY_GUARD_MS + 50)
    qtbot.keyClick(curtain, Qt.Key.Key_Space)
    assert not curtain.is_up()
    curtain.show_for("Bořek", SEAT_COLOURS[1])
    qtbot.mouseClick(curtain.button(), Qt.MouseButton.LeftButton)  # a click on it is meant
    assert not curtain.is_up()


def test_curtain_button_reveals_and_other_keys_do_not(curtained, qtbot) -> None:  # noqa: ANN001
    _, curtain = curtained
    curtain.show_for("Anna", SEAT_COLOURS[0])
    qtbot.keyClick(curtain, Qt.Key.Key_A)
    assert curtain.is_up()
    with qtbot.waitSignal(curtain.revealed, timeout=1000):
        qtbot.mouseClick(curtain.button(), Qt.MouseButton.LeftButton)
    assert not curtain.is_up()


def test_curtain_retranslates(curtained, translator: FakeTranslator) -> None:  # noqa: ANN001
    _, curtain = curtained
    curtain.show_for("Eva", SEAT_COLOURS[4])
    install(translator)
    assert curtain.title_text() == "Předejte počítač hráči Eva"


# -- new game dialog -----------------------------------------------------------------------------
@pytest.fixture
def new_game(qtbot) -> NewGameDialog:  # noqa: ANN001
    dialog = NewGameDialog(get_game("golden_horn"))
    qtbot.addWidget(dialog)
    return dialog


def test_new_game_defaults(new_game: NewGameDialog) -> None:
    game = get_game("golden_horn")
    cfg = new_game.config()
    assert cfg.players == min(game.player_counts)
    assert 0 <= cfg.seed < 2**31
    assert cfg.practice is False
    assert cfg.options == {spec.key: spec.default for spec in game.options}
    assert [s.kind for s in cfg.seats] == ["human", "bot"]
    assert cfg.seats[1].level == "normal"
    assert [s.name for s in cfg.seats] == ["Player 1", "Player 2"]
    assert [s.colour for s in cfg.seats] == SEAT_COLOURS[:2]
    assert new_game.ok_button().isEnabled()
    name, kind, level, colour = new_game.seat_widgets(0)
    assert not level.isEnabled()
    kind.setCurrentIndex(kind.findData("bot"))
    assert level.isEnabled()
    assert "Golden Horn" in new_game.windowTitle()


def test_new_game_config_returns_what_the_widgets_show(new_game: NewGameDialog, qtbot) -> None:  # noqa: ANN001
    players = new_game.findChild(QComboBox, "playersCombo")
    players.setCurrentIndex(players.findData(4))
    name, kind, level, colour = new_game.seat_widgets(2)
    name.clear()
    name.setText("Zdeněk")
    level.setCurrentIndex(level.findData("random"))
    _, kind3, _, colour3 = new_game.seat_widgets(3)
    kind3.setCurrentIndex(kind3.findData("human"))
    colour3.setCurrentIndex(colour3.findData("#D55E00"))
    berths = new_game.option_combo("modon_berths")
    berths.setCurrentIndex(1)  # (2, "2 berths")
    pirates = new_game.option_combo("pirates")
    pirates.setCurrentIndex(1)  # off
    new_game.findChild(QSpinBox, "seedSpin").setValue(12345)
    new_game.findChild(QCheckBox, "practiceCheck").setChecked(True)
    cfg = new_game.config()
    assert cfg.players == 4 and len(cfg.seats) == 4
    assert cfg.seats[2] == Seat("Zdeněk", "bot", "random", SEAT_COLOURS[2])
    assert cfg.seats[3].kind == "human" and cfg.seats[3].colour == "#D55E00"
    assert cfg.options["modon_berths"] == 2 and type(cfg.options["modon_berths"]) is int
    assert cfg.options["pirates"] is False
    assert cfg.seed == 12345 and cfg.practice is True
    assert len({s.colour for s in cfg.seats}) == 4


def test_new_game_duplicate_colours_disable_ok(new_game: NewGameDialog) -> None:
    _, _, _, colour = new_game.seat_widgets(1)
    colour.setCurrentIndex(colour.findData(SEAT_COLOURS[0]))
    assert not new_game.ok_button().isEnabled()
    assert "1" in new_game.reason_text() and "2" in new_game.reason_text()
    assert f"({colour_name(SEAT_COLOURS[0]).lower()})" in new_game.reason_text()  # mid-sentence, lower case
    colour.setCurrentIndex(colour.findData(SEAT_COLOURS[5]))
    assert new_game.ok_button().isEnabled()
    assert new_game.reason_text() == ""


def test_new_game_hidden_seats_do_not_clash(new_game: NewGameDialog) -> None:
    _, _, _, colour = new_game.seat_widgets(3)  # seat 4 is hidden with 2 players
    colour.setCurrentIndex(colour.findData(SEAT_COLOURS[0]))
    assert new_game.ok_button().isEnabled()


def test_new_game_empty_name_disables_ok(new_game: NewGameDialog) -> None:
    name, _, _, _ = new_game.seat_widgets(0)
    name.setText("   ")
    assert not new_game.ok_button().isEnabled() and new_game.reason_text()


def test_new_game_new_seed_button(new_game: NewGameDialog, qtbot) -> None:  # noqa: ANN001
    spin = new_game.findChild(QSpinBox, "seedSpin")
    seeds = {spin.value()}
    for _ in range(3):
        qtbot.mouseClick(new_game.findChild(QPushButton, "newSeedButton"), Qt.MouseButton.LeftButton)
        seeds.add(spin.value())
    assert len(seeds) > 1


def test_new_game_set_config_round_trip(new_game: NewGameDialog, qtbot) -> None:  # noqa: ANN001
    cfg = NewGameConfig(
        players=3,
        seed=77,
        options={"pirates": False, "modon_berths": 3},
        practice=True,
        seats=[
            Seat("Ema", "bot", "random", SEAT_COLOURS[4]),
            Seat("Filip", "human", "normal", SEAT_COLOURS[0]),
            Seat("Gita", "bot", "normal", SEAT_COLOURS[2]),
        ],
    )
    new_game.set_config(cfg)
    out = new_game.config()
    assert out.players == 3 and out.seed == 77 and out.practice
    assert out.seats == cfg.seats
    assert out.options["pirates"] is False and out.options["modon_berths"] == 3


def test_new_game_retranslates_and_keeps_edited_names(new_game: NewGameDialog, translator: FakeTranslator) -> None:
    name, kind, _, _ = new_game.seat_widgets(1)
    name.setText("Vlasta")
    install(translator)
    assert kind.itemText(0) == "Člověk"
    assert name.text() == "Vlasta"


def test_seating_a_second_person_at_galaxy_trucker_switches_to_building_in_turns(qtbot) -> None:  # noqa: ANN001
    """Real-time building cannot seat two people at one screen: seating the second one switches the
    option to building in turns at once, instead of a refusal; a player who sets it back himself is
    told why the game cannot start."""
    game = get_game("galaxy_trucker")
    dialog = NewGameDialog(game)
    qtbot.addWidget(dialog)
    variant = dialog.option_combo("build_variant")
    realtime = [v for v, _ in next(s for s in game.options if s.key == "build_variant").choices].index("realtime")
    assert variant.currentData() == realtime and dialog.ok_button().isEnabled()
    _, kind, _, _ = dialog.seat_widgets(1)
    kind.setCurrentIndex(kind.findData("human"))
    assert dialog.config().options["build_variant"] == "robot"
    assert dialog.ok_button().isEnabled() and dialog.reason_text() == ""
    variant.setCurrentIndex(realtime)  # his own choice: refused with the reason
    assert not dialog.ok_button().isEnabled() and dialog.reason_text()
    kind.setCurrentIndex(kind.findData("bot"))  # one person again: real time is fine
    assert dialog.ok_button().isEnabled() and dialog.config().options["build_variant"] == "realtime"


def test_options_the_rules_decide_are_shown_set_and_greyed(qtbot: Any) -> None:
    """Störtebeker's extended rules switch on E1-E5, but the dialog still showed them "off"; and E5
    (three ships at sea) chosen for two players and then kept for three gave a game the engine
    refuses, so Start raised IllegalAction. Options the count or the other options decide are now
    shown with the value they take, greyed, saying why; freed again, they get the player's own choice
    back, and that choice is what the dialog keeps for next time."""
    from desktop.common import i18n

    game = get_game("stortebeker")
    dialog = NewGameDialog(game)
    qtbot.addWidget(dialog)
    short, bonus, extended = (dialog.option_combo(k) for k in ("short_sea", "colour_bonus", "extended"))
    short.setCurrentIndex(1)  # E5 on, with two players
    dialog._players.setCurrentIndex(dialog._players.findData(3))
    assert dialog.config().options["short_sea"] is False and not short.isEnabled()
    assert short.toolTip().startswith("Only with two players.")
    assert dialog.ok_button().isEnabled()
    cfg = dialog.config()
    game.resolve_options(cfg.players, cfg.options)  # the game Start would begin
    assert dialog.setup()["options"]["short_sea"] is True  # his own choice, kept for two players
    dialog._players.setCurrentIndex(dialog._players.findData(2))
    assert short.isEnabled() and dialog.config().options["short_sea"] is True
    extended.setCurrentIndex(1)
    options = dialog.config().options
    assert all(options[k] is True for k in ("colour_bonus", "harbour_preview", "failure_ends", "lost_ends"))
    assert not bonus.isEnabled() and bonus.toolTip().startswith("Switched on by the extended rules.")
    assert dialog.option_combo("strict_exchange").isEnabled()  # not part of the extended rules
    assert dialog.setup()["options"]["colour_bonus"] is False
    extended.setCurrentIndex(0)
    assert bonus.isEnabled() and dialog.config().options["colour_bonus"] is False
    i18n.set_language("sk")
    try:
        extended.setCurrentIndex(1)
        assert bonus.toolTip().startswith("Zapnuté rozšírenými pravidlami.")
    finally:
        i18n.set_language("en")
    horn = NewGameDialog(get_game("golden_horn"))
    qtbot.addWidget(horn)
    horn._players.setCurrentIndex(horn._players.findData(3))  # no Modon on the route for three
    assert not horn.option_combo("modon_berths").isEnabled() and not horn.option_combo("modon_draw").isEnabled()
    horn._players.setCurrentIndex(horn._players.findData(4))
    assert horn.option_combo("modon_berths").isEnabled()
    trucker = NewGameDialog(get_game("galaxy_trucker"))
    qtbot.addWidget(trucker)
    sand = [trucker.option_combo(k) for k in ("hourglass_seconds", "hourglass_start", "hourglass_flips")]
    assert all(c.isEnabled() for c in sand)
    variant = trucker.option_combo("build_variant")
    variant.setCurrentIndex(1)  # in turns, with action cubes (robot variant)
    assert trucker.config().options["build_variant"] == "robot"
    assert not any(c.isEnabled() for c in sand)  # building in turns has no hourglass
    assert sand[0].toolTip().startswith("Building in turns uses no hourglass.")


def test_the_new_game_dialog_offers_the_last_set_up_again_with_a_new_seed(qtbot) -> None:  # noqa: ANN001
    """A player who always plays as Anna against two hard bots had to type it all again for every
    game: the dialog's set-up (not its seed) is kept and shown the next time. A name left at its
    default is kept as the default, so that it follows the language."""
    game = get_game("golden_horn")
    first = NewGameDialog(game)
    qtbot.addWidget(first)
    first.set_config(
        NewGameConfig(
            players=3,
            seed=5,
            options={"pirates": False},
            practice=True,
            seats=[
                Seat("Anna", "human", "normal", SEAT_COLOURS[3]),
                Seat("", "bot", "strong", SEAT_COLOURS[1]),
                Seat("Bot", "bot", "random", SEAT_COLOURS[2]),
            ],
        )
    )
    kept = json.loads(json.dumps(first.setup()))  # as the settings file holds it
    assert "seed" not in kept and kept["seats"][1]["name"] == ""
    second = NewGameDialog(game)
    qtbot.addWidget(second)
    seed = second.config().seed
    second.restore(kept)
    cfg, old = second.config(), first.config()
    assert cfg.seed == seed != 5
    assert (cfg.players, cfg.options, cfg.practice, cfg.seats) == (old.players, old.options, old.practice, old.seats)
    assert cfg.seats[1].name == "Player 2"


@pytest.mark.parametrize(
    "kept",
    [
        None,
        [],
        "x",
        {"players": True},
        {"players": 9, "seats": "x", "options": [], "practice": "yes"},
        {"seats": [{"name": 7, "kind": None, "level": [], "colour": {}}, 5, None]},
        {"options": {"pirates": "no", "modon_berths": 99, "nonsense": 1, "placement": True}},
    ],
)
def test_a_damaged_kept_set_up_leaves_the_dialog_at_its_defaults(qtbot, kept: object) -> None:  # noqa: ANN001
    """The set-up comes from the settings file, which a person may edit: whatever it holds, the dialog
    opens, and what is not a value it offers stays at the default."""
    game = get_game("golden_horn")
    fresh = NewGameDialog(game)
    qtbot.addWidget(fresh)
    dialog = NewGameDialog(game)
    qtbot.addWidget(dialog)
    dialog.restore(kept)
    cfg, default = dialog.config(), fresh.config()
    assert cfg.options == default.options and cfg.practice is False
    assert [(s.kind, s.level, s.colour) for s in cfg.seats] == [(s.kind, s.level, s.colour) for s in default.seats]
    assert all(seat.name for seat in cfg.seats) and dialog.ok_button().isEnabled()


def test_the_last_set_ups_survive_a_restart_and_a_damaged_settings_file(qapp: QApplication) -> None:
    from desktop.settings import _store, load_settings, save_settings

    settings = load_settings()
    settings.setups = {"catan": {"players": 4, "seats": [{"name": "Žofie"}]}}
    save_settings(settings)
    assert load_settings().setups == settings.setups
    store = _store()
    for damaged in ("{not json", "[1, 2]", "7"):
        store.setValue("setups", damaged)
        store.sync()
        assert load_settings().setups == {}
    settings.setups = {}
    save_settings(settings)


# -- settings dialog -----------------------------------------------------------------------------
def test_settings_dialog_edits_a_copy(qtbot) -> None:  # noqa: ANN001
    original = Settings(language="cs", pace="slow", animations=True, recent=["a.json"])
    dialog = SettingsDialog(original)
    qtbot.addWidget(dialog)
    assert dialog.settings() == original
    languages = dialog.language_combo()
    assert [languages.itemText(i) for i in range(1, languages.count())] == ["Čeština", "Slovenčina", "English"]
    assert languages.itemData(0) == ""
    languages.setCurrentIndex(languages.findData("en"))
    dialog.pace_combo().setCurrentIndex(dialog.pace_combo().findData("fast"))
    dialog.animations_check().setChecked(False)
    new = dialog.settings()
    assert (new.language, new.pace, new.animations, new.recent) == ("en", "fast", False, ["a.json"])
    assert new is not original and original.language == "cs" and new.recent is not original.recent
    languages.setCurrentIndex(0)
    assert dialog.settings().language == ""


# -- rules dialog --------------------------------------------------------------------------------
def test_rules_dialog_picks_the_language_then_english(qtbot, tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    import desktop.dialogs.rules as rules

    folder = tmp_path / "golden_horn"
    folder.mkdir()
    (folder / "rules_en.html").write_text("<h1>Rules</h1><p>Sail to Constantinople.</p>", encoding="utf-8")
    monkeypatch.setattr(rules, "assets_dir", lambda: tmp_path)
    lang = {"code": "cs"}
    monkeypatch.setattr(rules, "current_language", lambda: lang["code"])
    dialog = RulesDialog("golden_horn", get_game("golden_horn").title)
    qtbot.addWidget(dialog)
    assert not dialog.isModal()
    assert dialog.source_path() == folder / "rules_en.html"
    assert "Sail to Constantinople." in dialog.browser().toPlainText()
    (folder / "rules_cs.html").write_text("<p>Plujte do Konstantinopole.</p>", encoding="utf-8")
    QCoreApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
    assert dialog.source_path() == folder / "rules_cs.html"
    assert "Plujte" in dialog.browser().toPlainText()
    assert "Golden Horn" in dialog.windowTitle()


def test_rules_dialog_without_a_page(qtbot, tmp_path: Path, monkeypatch, translator) -> None:  # noqa: ANN001
    import desktop.dialogs.rules as rules

    monkeypatch.setattr(rules, "assets_dir", lambda: tmp_path)
    dialog = RulesDialog("no_such_game", "No Such Game")
    qtbot.addWidget(dialog)
    assert dialog.source_path() is None
    assert dialog.browser().toPlainText() == "No rules page for this game yet."
    install(translator)
    assert dialog.browser().toPlainText() == "Pravidla zatím chybí."


# -- start page ----------------------------------------------------------------------------------
@pytest.fixture
def no_autosaves() -> Iterator[None]:
    wait_for_writes()  # an earlier test's autosave still in flight would land after the unlink
    for name in available_games():
        autosave_path(name).unlink(missing_ok=True)
    yield
    for name in available_games():
        autosave_path(name).unlink(missing_ok=True)


def test_start_page_continue_only_with_an_autosave(qtbot, no_autosaves) -> None:  # noqa: ANN001
    page = StartPage()
    qtbot.addWidget(page)
    page.resize(1024, 700)
    page.show()
    qtbot.waitExposed(page)
    assert [c.name for c in page.cards] == available_games()
    card = page.card("golden_horn")
    assert not card.has_continue()
    assert card.players_text() == "2–4 players"
    autosave_path("golden_horn").write_text("{}", encoding="utf-8")
    page.refresh()
    assert card.has_continue() and card.continue_button.isVisible()
    with qtbot.waitSignal(page.continue_requested) as blocker:
        qtbot.mouseClick(card.continue_button, Qt.MouseButton.LeftButton)
    assert blocker.args == ["golden_horn"]
    with qtbot.waitSignal(page.new_game_requested) as blocker:
        qtbot.mouseClick(card.new_button, Qt.MouseButton.LeftButton)
    assert blocker.args == ["golden_horn"]
    autosave_path("golden_horn").unlink()
    page.refresh()
    assert not card.has_continue()


def test_start_page_full_screen(qtbot, no_autosaves) -> None:  # noqa: ANN001
    page = StartPage()
    qtbot.addWidget(page)
    page.resize(1920, 1080)
    page.show()
    qtbot.waitExposed(page)
    card = page.cards[0]
    assert card.isVisible() and page.rect().contains(card.mapTo(page, card.rect().bottomRight()))


def test_cover_from_svg_or_placeholder(qapp: QApplication, tmp_path: Path, monkeypatch) -> None:  # noqa: ANN001
    import desktop.start_page as start_page

    monkeypatch.setattr(start_page, "assets_dir", lambda: tmp_path)
    size = QSize(120, 80)
    placeholder = cover_pixmap("testgame", "Test Game", size)
    assert placeholder.size() == size and not placeholder.isNull()
    (tmp_path / "testgame").mkdir()
    (tmp_path / "testgame" / "cover.svg").write_text(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200">'
        '<rect width="300" height="200" fill="#0072B2"/></svg>',
        encoding="utf-8",
    )
    cover = cover_pixmap("testgame", "Test Game", size)
    assert cover.toImage().pixelColor(60, 40).name() == "#0072b2"
    assert cover_pixmap("testgame", "Test Game", size) is cover  # cached


def test_a_smaller_game_after_a_bigger_one_has_no_stale_line_in_the_legend(qtbot: Any) -> None:
    """Issue 20.8: four players, then three: the chart and its legend show three."""
    from desktop.common.score_dock import ScoreChart

    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.set_players(["A", "B", "C", "D"], ["#E69F00", "#56B4E9", "#009E73", "#CC79A7"])
    chart.set_history([0, 1], [[0, 0, 0, 0], [1, 2, 3, 4]])
    assert len(chart.series()) == 4
    chart.set_players(["A", "B", "C"], ["#E69F00", "#56B4E9", "#009E73"])
    chart.set_history([0], [[0, 0, 0]])
    assert len(chart.series()) == 3
    assert chart.key.text().count("&nbsp;&nbsp; ") == 2  # three names above the chart


def test_the_names_stand_above_the_chart_never_over_its_lines(qtbot: Any) -> None:
    """The names' box stood inside the chart's top left corner, where a line that climbs early (a
    ship captured in Störtebeker: 0 to 8 points at once) ran behind it. The names now stand above
    the chart, in each seat's colour and mark, a name never broken across lines."""
    from desktop.common.score_dock import ScoreChart

    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(250, 300)
    chart.set_players(["Anna", "Bot 1", "Bot 2", "Kateřina"], ["#E69F00", "#56B4E9", "#009E73", "#CC79A7"])
    chart.set_history([0, 5, 6, 13], [[0, 0, 0, 0], [0, 8, 0, 0], [0, 8, 5, 0], [5, 8, 5, 0]])
    chart.show()
    qtbot.waitExposed(chart)
    plot = chart.plot_widget()
    assert chart.key.isVisible() and chart.key.geometry().bottom() < plot.geometry().top()
    assert plot.getPlotItem().legend is None  # nothing drawn over the lines
    text = chart.key.text()
    assert "Bot&nbsp;1" in text and "Kateřina" in text and "#56B4E9" in text and "■" in text


def test_log_dock_hides_minor_lines_until_asked(qtbot) -> None:  # noqa: ANN001
    """20.9: a game whose log floods (Galaxy Trucker's building) hides its small moves behind a box."""
    dock = LogDock()
    qtbot.addWidget(dock)
    dock.set_names(["Anna"])
    dock.add([msg(DRAWS, player=0), msg(SHUFFLES), msg(DRAWS, player=0)], seat=0)
    label = QT_TRANSLATE_NOOP("Test", "Every card drawn")
    dock.set_minor({DRAWS}, label)
    assert dock.lines() == ["The deck is shuffled."]
    dock.add([msg(DRAWS, player=0)], seat=0)
    assert dock.lines() == ["The deck is shuffled."] and len(dock.messages()) == 4
    box = dock.findChild(QCheckBox, "logShowAll")
    assert box is not None and box.text() == "Every card drawn"
    box.setChecked(True)
    assert dock.lines() == ["Anna draws a card.", "The deck is shuffled.", "Anna draws a card.", "Anna draws a card."]
    dock.set_minor(())
    assert box.isHidden() and len(dock.lines()) == 4


def test_log_dock_takes_back_the_lines_of_a_move_taken_back(qtbot) -> None:  # noqa: ANN001
    """An undo takes the move's lines out of the log, shown or hidden, and the page reads as the
    lines left (the undone move used to stay in the log as if it had happened)."""
    dock = LogDock()
    qtbot.addWidget(dock)
    dock.set_names(["Anna"])
    dock.set_minor({DRAWS}, QT_TRANSLATE_NOOP("Test", "Every card drawn"))
    dock.add([msg(SHUFFLES)], seat=None)
    dock.add([msg(DRAWS, player=0), msg(SHUFFLES)], seat=0)
    dock.add([msg(SHUFFLES), msg(DRAWS, player=0)], seat=0)
    assert dock.lines() == ["The deck is shuffled."] * 3 and len(dock.messages()) == 5
    dock.take_back(2)  # a hidden line and a shown one
    assert dock.lines() == ["The deck is shuffled."] * 2 and len(dock.messages()) == 3
    assert dock.text_view().toPlainText().split("\n") == ["\ufffc\u2002The deck is shuffled."] * 2  # mark, text
    dock.take_back(10)
    assert dock.lines() == [] and dock.messages() == [] and dock.text_view().toPlainText() == ""
    dock.add([msg(DRAWS, player=0), msg(SHUFFLES)], seat=0)  # the first line again takes the first paragraph
    assert dock.text_view().document().blockCount() == 1 and dock.lines() == ["The deck is shuffled."]


def test_a_dialog_asked_once_is_read_then_freed(qtbot: Any) -> None:
    """`ask_once` gives the dialog's answer, what it holds can be read right after, and Qt frees it
    when control is back in the event loop, even though its parent lives on."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QDialog, QLineEdit, QWidget
    from shiboken6 import isValid

    from desktop.common.modal import ask_once

    parent = QWidget()
    qtbot.addWidget(parent)
    dialog = QDialog(parent)
    field = QLineEdit("Anna", dialog)
    QTimer.singleShot(10, dialog.accept)
    assert ask_once(dialog) == QDialog.DialogCode.Accepted
    assert field.text() == "Anna"  # still there to be read
    qtbot.waitUntil(lambda: not isValid(dialog), timeout=2000)
    assert parent.findChildren(QDialog) == []


def _type_in_save_dialog(qtbot: Any, name: str, answers: list[str] | None = None) -> Any:
    """A timer that types `name` into each save dialog that shows and accepts it; each question box
    on the way is answered with the next of `answers` ("yes" or "no")."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QMessageBox

    left = list(answers or [])
    handled: list[Any] = []  # each box is answered once (the answer lands in a later tick)

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if box is None or any(box is b for b in handled):
            return
        handled.append(box)
        if isinstance(box, QFileDialog):
            box.findChild(QLineEdit, "fileNameEdit").setText(name)  # typed, as a person would
            QTimer.singleShot(0, box.accept)  # its question opens a loop of its own: not in this tick
        elif isinstance(box, QMessageBox):
            button = QMessageBox.StandardButton.Yes if left.pop(0) == "yes" else QMessageBox.StandardButton.No
            QTimer.singleShot(0, box.button(button).click)

    timer = QTimer()
    timer.timeout.connect(answer)
    timer.start(20)
    return timer


def test_a_name_typed_without_its_ending_gets_it(qtbot: Any, tmp_path: Path) -> None:
    """Saved as "evening", a game had no ending: the Open dialog, the finished games and drag and
    drop (all looking for .json) did not find it, and a picture without ".png" was not written at all.
    The save dialog now completes the name, also one with a dot in it, as the offered names have
    ("Catan 2026-11-29 21.05")."""
    from desktop.common.save_dialog import ask_save_path, with_suffix

    assert with_suffix(tmp_path / "evening", "pristav.json") == tmp_path / "evening.pristav.json"
    assert with_suffix(tmp_path / "Catan 21.05", "pristav.json") == tmp_path / "Catan 21.05.pristav.json"
    assert with_suffix(tmp_path / "Evening.JSON", "pristav.json") == tmp_path / "Evening.JSON"
    assert with_suffix(tmp_path / "board", "png") == tmp_path / "board.png"
    offered = tmp_path / "Catan 2026-11-29 21.05.pristav.json"
    timer = _type_in_save_dialog(qtbot, "evening")
    assert (
        ask_save_path(None, "Save", offered, "Přístav games (*.json)", "pristav.json")
        == tmp_path / "evening.pristav.json"
    )
    timer.stop()
    timer = _type_in_save_dialog(qtbot, "Catan 21.05")
    assert (
        ask_save_path(None, "Save", offered, "Přístav games (*.json)", "pristav.json")
        == tmp_path / "Catan 21.05.pristav.json"
    )
    timer.stop()


def test_a_completed_name_asks_before_writing_over_a_file(qtbot: Any, tmp_path: Path) -> None:
    """The ending added makes the name of a file already there: Qt's own question asks first, and
    "No" comes back to the dialog."""
    from desktop.common.save_dialog import ask_save_path

    (tmp_path / "Catan 21.05.pristav.json").write_text("{}")
    (tmp_path / "Catan 21.05").write_text("")  # the name typed: Qt itself asks about this one
    timer = _type_in_save_dialog(qtbot, "Catan 21.05", answers=["yes", "no", "yes", "yes"])
    # Qt: replace "Catan 21.05"? yes. Ours: replace "….pristav.json"? no → the dialog again; yes, yes
    got = ask_save_path(None, "Save", tmp_path / "x.pristav.json", "Přístav games (*.json)", "pristav.json")
    timer.stop()
    assert got == tmp_path / "Catan 21.05.pristav.json"


def test_a_long_tooltip_reads_as_a_paragraph(qtbot: Any) -> None:
    """Qt shows a plain-text tooltip's line in one line while it fits the screen (a Golden Horn
    ship's Slovak tooltip ran 1 046 px across a 1 280 px screen), a longer one in a narrow column.
    Long lines are broken between words, every word kept; short and rich tooltips stay as they are."""
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QToolTip

    from desktop.common.tooltips import TIP_LINE_MAX, wrapped_tip

    long = "Túto dvojfarebnú loď (plachty: žltá, zelená) vlastní Bot 1. " * 4 + "\nNáklad: 3 < 4"
    assert wrapped_tip("Osada") == "Osada" and wrapped_tip("<b>Súčet 8</b>") == "<b>Súčet 8</b>"
    lines = wrapped_tip(long).split("\n")
    metrics = QFontMetrics(QToolTip.font())
    assert len(lines) > 3 and all(metrics.horizontalAdvance(line) <= TIP_LINE_MAX for line in lines)
    assert " ".join(lines[:-1]) == long.split("\n")[0].strip() and lines[-1] == "Náklad: 3 < 4"


def test_an_options_explanation_reads_as_a_paragraph(qtbot: Any) -> None:
    """The new-game dialog's explanations of options ran up to 1 217 px in one line in Slovak
    (Galaxy Trucker's open flight cards); each is now broken between words, the words kept."""
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QComboBox, QToolTip

    from desktop.common import i18n
    from desktop.common.tooltips import TIP_LINE_MAX
    from engine.core.registry import available_games, get_game

    metrics = QFontMetrics(QToolTip.font())
    try:
        i18n.set_language("sk")
        for name in available_games():
            dialog = NewGameDialog(get_game(name))
            qtbot.addWidget(dialog)
            tips = [c.toolTip() for c in dialog.findChildren(QComboBox) if c.toolTip()]
            assert tips, name
            for tip in tips:
                assert all(metrics.horizontalAdvance(line) <= TIP_LINE_MAX for line in tip.split("\n")), (name, tip)
            helps = {" ".join(i18n.tr_key(s.help).split()) for s in get_game(name).options if s.help}
            assert helps <= {" ".join(t.split()) for t in tips}, name
    finally:
        i18n.set_language("en")
