"""The frozen build: PyInstaller onedir, then its --self-test offscreen (packaging/build.py).

It takes a few minutes, so it runs in CI (CI=true) or when PRISTAV_DIST=1; `make dist` runs
the same script by hand.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(
    not (os.environ.get("CI") or os.environ.get("PRISTAV_DIST")),
    reason="the frozen build runs in CI or with PRISTAV_DIST=1 (make dist)",
)
def test_frozen_build_passes_its_self_test() -> None:
    r = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "build.py")], cwd=ROOT, timeout=1500, capture_output=True, text=True
    )
    assert r.returncode == 0, (r.stdout + r.stderr)[-4000:]
    assert "self-test: ok" in r.stdout
    assert "self-test languages: ok" in r.stdout  # the ICU subset still sorts and cases cs/sk/en
    size = re.search(r"build: .* is (\d+) MB", r.stdout)
    assert size and int(size.group(1)) <= 120, "the frozen build is over 120 MB"


def test_spec_bundles_assets_translations_and_data() -> None:
    spec = (ROOT / "packaging" / "pristav.spec").read_text(encoding="utf-8")
    for needle in ('"assets"', '"translations"', '"data"', "PySide6.QtSvg", "console=False"):
        assert needle in spec
