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


def _strip(app: Path) -> None:
    """Strip the symbols pyenv's interpreter libraries and numpy's extension modules keep.

    Not numpy's: this binutils rewrites OpenBLAS with load segments that are no longer page-aligned.
    """
    strip = shutil.which("strip")
    if strip is None or os.name == "nt" or sys.platform == "darwin":
        return
    internal = app / "_internal"
    python = list(internal.glob("libpython*.so*")) + list(internal.glob("python3*/lib-dynload/*.so"))
    python += list(internal.glob("PySide6/Qt/lib/libicu*.so*"))
    # numpy's own extension modules (0.5 MB of symbols); its OpenBLAS stays as it is
    python += list(internal.glob("numpy/_core/_multiarray_umath*.so"))
    python += list(internal.glob("numpy/linalg/_umath_linalg*.so"))
    for lib in python:
        if not lib.is_symlink():
            subprocess.run([strip, "--strip-unneeded", str(lib)], check=False)


def _check_bundle(app: Path) -> list[str]:
    """Files the frozen app needs at run time; returns what is missing."""
    internal = app / "_internal"
    root = internal if internal.is_dir() else app
    wanted = [
        "desktop/assets/icons/pristav.svg",
        "desktop/assets/golden_horn/cover.svg",
        "desktop/assets/golden_horn/rules_en.html",
    ]
    wanted += [f"desktop/translations/{qm.name}" for qm in (ROOT / "translations").glob("*.qm")]
    wanted += [str(p.relative_to(ROOT)) for p in (ROOT / "engine").glob("*/data/*.json")]
    missing = [w for w in wanted if not (root / w).is_file()]
    if not any(root.rglob("libqsvg*")) and not any(root.rglob("qsvg*.dll")):
        missing.append("the Qt SVG image-format plugin (qsvg)")
    return missing


def main() -> int:
    shutil.rmtree(BUILD, ignore_errors=True)
    shutil.rmtree(DIST / "pristav", ignore_errors=True)
    spec = ROOT / "packaging" / "pristav.spec"
    cmd = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--clean",
        "--log-level",
        "WARN",
        "--distpath",
        str(DIST),
        "--workpath",
        str(BUILD),
        str(spec),
    ]
    if subprocess.run(cmd, cwd=ROOT).returncode != 0:
        print("build: PyInstaller failed")
        return 1
    app = DIST / "pristav"
    _strip(app)
    exe = app / ("pristav.exe" if os.name == "nt" else "pristav")
    print(f"build: {app} is {size_mb(app):.0f} MB ({size_mb(app) * 1e6 / 2**20:.0f} MiB)")
    missing = _check_bundle(app)
    if missing:
        print("build: missing from the bundle: " + ", ".join(missing))
        return 1
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    for flag in ("--bundle-check", "--self-test"):
        try:
            r = subprocess.run([str(exe), flag], env=env, timeout=300, capture_output=True, text=True)
        except subprocess.TimeoutExpired:
            print(f"build: the frozen {flag} timed out")
            return 1
        print(r.stdout.strip())
        if r.returncode != 0:
            print(r.stderr.strip()[-3000:])
            print(f"build: the frozen {flag} FAILED")
            return 1
    print("build: the frozen self-test passed")
    problem = _check_desktop_entry(exe, env) if sys.platform.startswith("linux") else None
    if problem:
        print(f"build: the desktop entry FAILED: {problem}")
        return 1
    print("build: the desktop entry installs and starts the frozen app")
    return 0


def _check_desktop_entry(exe: Path, env: dict[str, str]) -> str | None:
    """Install the menu entry with the frozen app into a temporary XDG_DATA_HOME, start the app through
    the entry's Exec line (rendering the start page), remove it again; None when all went well."""
    import configparser
    import shlex
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        env = dict(env, XDG_DATA_HOME=str(Path(tmp) / "share"), XDG_CONFIG_HOME=str(Path(tmp) / "config"))
        r = subprocess.run([str(exe), "--install-desktop-entry"], env=env, timeout=120, capture_output=True, text=True)
        if r.returncode != 0:
            return r.stdout + r.stderr
        parser = configparser.ConfigParser(interpolation=None, strict=False)
        parser.read(Path(tmp) / "share" / "applications" / "pristav.desktop", encoding="utf-8")
        argv = shlex.split(parser["Desktop Entry"]["Exec"])
        if Path(argv[0]).resolve() != exe.resolve():
            return f"Exec runs {argv[0]}, not {exe}"
        if argv[-1] != "%f":
            return f"Exec does not end with %f (a saved game handed to the app): {argv}"
        argv = argv[:-1]  # as a launcher runs it with no file: the field code goes
        shot = Path(tmp) / "start.png"
        r = subprocess.run([*argv, "--screenshot", str(shot)], env=env, timeout=120, capture_output=True, text=True)
        if r.returncode != 0 or not shot.is_file():
            return r.stdout + r.stderr
        r = subprocess.run([str(exe), "--remove-desktop-entry"], env=env, timeout=120, capture_output=True, text=True)
        if r.returncode != 0:
            return r.stdout + r.stderr
    return None


if __name__ == "__main__":
    raise SystemExit(main())
