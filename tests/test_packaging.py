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


@pytest.mark.skipif(
    not (os.environ.get("CI") or os.environ.get("PRISTAV_DIST")),
    reason="the wheel is built and installed into a fresh venv in CI or with PRISTAV_DIST=1",
)
def test_wheel_installs_into_a_fresh_venv_and_passes_its_self_test(tmp_path: Path) -> None:
    import shutil

    # Built from a clean copy: setuptools builds in the source folder and would reuse a stale build/.
    src = tmp_path / "src"
    skip = shutil.ignore_patterns(".*", "build", "dist", "*.egg-info", "__pycache__", "docs", "tests", "out*.png")
    shutil.copytree(ROOT, src, ignore=skip)
    wheels = tmp_path / "wheels"
    run = {"capture_output": True, "text": True, "timeout": 900}
    r = subprocess.run([sys.executable, "-m", "pip", "wheel", str(src), "--no-deps", "-q", "-w", str(wheels)], **run)
    assert r.returncode == 0, r.stderr[-3000:]
    (wheel,) = wheels.glob("pristav-*.whl")
    venv = tmp_path / "venv"
    base = getattr(sys, "_base_executable", sys.executable)
    assert subprocess.run([base, "-m", "venv", str(venv)], **run).returncode == 0
    r = subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "-q", str(wheel)], **run)
    assert r.returncode == 0, r.stderr[-3000:]
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
    )
    env.pop("PYTHONPATH", None)
    where = subprocess.run(
        [str(venv / "bin" / "python"), "-c", "from desktop.common.paths import assets_dir; print(assets_dir())"],
        cwd=tmp_path,
        env=env,
        **run,
    )
    assert where.stdout.strip().startswith(str(venv)), where.stdout + where.stderr  # not the source tree
    r = subprocess.run([str(venv / "bin" / "pristav"), "--self-test"], cwd=tmp_path, env=env, **run)
    assert r.returncode == 0, (r.stdout + r.stderr)[-4000:]
    assert "self-test files: ok" in r.stdout
    assert "Cannot open" not in r.stderr


def test_compiled_translations_match_their_catalogues(tmp_path: Path) -> None:
    """The .qm files are in git (a wheel built from a clone carries them); they must be what
    `make qm` makes of the .ts files now."""
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    if not lrelease.exists():
        pytest.skip("pyside6-lrelease is not beside this Python")
    for lang in ("cs", "sk", "en"):
        fresh = tmp_path / f"{lang}.qm"
        ts = ROOT / "translations" / f"pristav_{lang}.ts"
        subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(fresh)], check=True, timeout=120)
        committed = ROOT / "translations" / f"pristav_{lang}.qm"
        assert committed.read_bytes() == fresh.read_bytes(), f"{committed.name} is stale: run `make qm` and commit it"
