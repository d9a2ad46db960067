"""`--self-test` fails when the app lacks any of its own files: a picture (Qt only warns about it), a
compiled translation, a rules page. The app is pointed at a copy of its files with three of them gone."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD = """
import sys
from pathlib import Path
import desktop.common.paths as paths
paths._root = lambda: Path(sys.argv[1])
from desktop.app import main
raise SystemExit(main(["--self-test"]))
"""


def _copy(tmp: Path) -> Path:
    from desktop.common.paths import assets_dir, translations_dir

    root = tmp / "root"
    shutil.copytree(assets_dir(), root / "assets")
    (root / "translations").mkdir()
    for qm in translations_dir().glob("*.qm"):
        shutil.copy(qm, root / "translations" / qm.name)
    return root


def _self_test(root: Path, tmp: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp / "d"), XDG_CONFIG_HOME=str(tmp / "c"))
    return subprocess.run(
        [sys.executable, "-c", CHILD, str(root)], cwd=ROOT, env=env, timeout=300, capture_output=True, text=True
    )


def test_a_complete_copy_passes(tmp_path: Path) -> None:
    r = _self_test(_copy(tmp_path), tmp_path)
    assert r.returncode == 0, r.stdout + r.stderr
    assert "self-test files: ok" in r.stdout


def test_missing_picture_translation_and_rules_page_fail_the_self_test(tmp_path: Path) -> None:
    root = _copy(tmp_path)
    (root / "assets" / "catan" / "icon_ore.svg").unlink()
    (root / "translations" / "pristav_sk.qm").unlink()
    (root / "assets" / "golden_horn" / "rules_cs.html").unlink()
    r = _self_test(root, tmp_path)
    assert r.returncode == 1, r.stdout + r.stderr
    failed = [line for line in r.stdout.splitlines() if "FAILED" in line]
    assert any("rules_cs.html" in line for line in failed), failed
    assert any("pristav_sk.qm" in line for line in failed), failed
    assert any("icon_ore.svg" in line for line in failed), failed  # only Qt's warning names it
    assert "self-test: ok" not in r.stdout
