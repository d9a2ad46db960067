"""Every desktop test runs as the app runs: cyclic garbage collected on the GUI thread only."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from desktop.common.collector import GuiCollector


@pytest.fixture(scope="session", autouse=True)
def english(qapp: Any) -> Iterator[None]:
    """The tests read the app as an English player does: through the English catalogue, from the
    first test on (it came with the first test that switched a language and back, so a test read the
    sources or the catalogue by the order it ran in)."""
    from desktop.common import i18n

    i18n.set_language("en")
    yield


@pytest.fixture
def slovak(qapp: Any) -> Iterator[None]:
    """The test reads the app in Slovak, the longest of its languages (what must fit, fits in it)."""
    from desktop.common import i18n

    i18n.set_language("sk")
    try:
        yield
    finally:
        i18n.set_language("en")


@pytest.fixture(autouse=True)
def gui_thread_collection(qapp: Any) -> Iterator[GuiCollector]:
    """As `desktop.app` does at start: no collection on a bot's or the writer's thread (a segfault
    on CI came from one). Set up before the test's own fixtures, so it stops after qtbot has closed
    the test's windows; the last collection runs here, on the GUI thread."""
    collector = GuiCollector()
    collector.start()
    yield collector
    collector.stop()
    collector.deleteLater()
