"""Build the frozen app (PyInstaller onedir) and run its --self-test offscreen.

Exits non-zero when the build or the self-test fails; prints the bundle's size.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
BUILD = ROOT / "build"


def size_mb(folder: Path) -> float:
    files = (f for f in folder.rglob("*") if f.is_file() and not f.is_symlink())
    return sum(f.stat().st_size for f in files) / 1e6


def _strip_python(app: Path) -> None:
    """Strip debug symbols from the interpreter's own libraries (pyenv builds keep them)."""
    strip = shutil.which("strip")
    if strip is None or os.name == "nt":
        return
    targets = list(app.glob("_internal/libpython*.so*")) + list(app.glob("_internal/python3*/lib-dynload/*.so"))
    for lib in targets:
        if not lib.is_symlink():
            subprocess.run([strip, "--strip-unneeded", str(lib)], check=False)


def main() -> int:
    shutil.rmtree(BUILD, ignore_errors=True)
    shutil.rmtree(DIST / "pristav", ignore_errors=True)
    spec = ROOT / "packaging" / "pristav.spec"
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
           "--distpath", str(DIST), "--workpath", str(BUILD), str(spec)]
    if subprocess.run(cmd, cwd=ROOT).returncode != 0:
        print("build: PyInstaller failed")
        return 1
    app = DIST / "pristav"
    _strip_python(app)
    exe = app / ("pristav.exe" if os.name == "nt" else "pristav")
    print(f"build: {app} is {size_mb(app):.0f} MB")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    try:
        r = subprocess.run([str(exe), "--self-test"], env=env, timeout=300, capture_output=True, text=True)
    except subprocess.TimeoutExpired:
        print("build: the frozen self-test timed out")
        return 1
    print(r.stdout.strip())
    if r.returncode != 0:
        print(r.stderr.strip()[-3000:])
        print("build: the frozen self-test FAILED")
        return 1
    print("build: the frozen self-test passed")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
