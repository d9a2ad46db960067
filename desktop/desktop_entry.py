"""Put Přístav into the Linux desktop's menu: `pristav --install-desktop-entry` (or `--remove-desktop-entry`).

Writes, for the current user and following the XDG specifications, the menu entry
`$XDG_DATA_HOME/applications/pristav.desktop` (from assets/pristav.desktop, its `Exec` pointing at
the program that ran the command: the frozen build's executable, or the installed `pristav` script,
or this Python with `-m desktop`) and the icon `$XDG_DATA_HOME/icons/hicolor/{scalable,256x256}/apps/`.
`XDG_DATA_HOME` defaults to `~/.local/share`. Nothing needs root; removing takes away exactly what
installing wrote. Desktops pick the entry up at once (or after `update-desktop-database`, which is
run when it is there).
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

ENTRY = "pristav.desktop"
ICON = "pristav"


def data_home() -> Path:
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if value and Path(value).is_absolute() else Path.home() / ".local" / "share"


def command() -> list[str]:
    """How this very program is started again from a menu."""
    if getattr(sys, "frozen", False):
        return [str(Path(sys.executable).resolve())]
    script = Path(sys.argv[0]).resolve() if sys.argv and sys.argv[0] else None
    if script is not None and script.name == "pristav" and script.is_file() and os.access(script, os.X_OK):
        return [str(script)]
    return [os.path.abspath(sys.executable), "-m", "desktop"]  # not resolved: a venv's python is a link


def _exec_line(argv: list[str]) -> str:
    """The desktop entry's `Exec` value: arguments quoted as the specification asks."""

    def quote(arg: str) -> str:
        if not any(c in arg for c in " \t\n\"'\\><~|&;$*?#()`="):
            return arg
        escaped = arg.replace("\\", "\\\\").replace('"', '\\"').replace("`", "\\`").replace("$", "\\$")
        return f'"{escaped}"'

    return " ".join(quote(a).replace("%", "%%") for a in argv)


def parse_exec(line: str) -> list[str]:
    """The argument list an `Exec` value runs (for checking what was written)."""
    return [a.replace("%%", "%") for a in shlex.split(line)]


def installed_paths(home: Path | None = None) -> list[Path]:
    home = home or data_home()
    icons = home / "icons" / "hicolor"
    return [
        home / "applications" / ENTRY,
        icons / "scalable" / "apps" / f"{ICON}.svg",
        icons / "256x256" / "apps" / f"{ICON}.png",
    ]


def _sources() -> tuple[str, Path, Path]:
    from desktop.common.paths import assets_dir

    folder = assets_dir()
    template = (folder / ENTRY).read_text(encoding="utf-8")
    return template, folder / "icons" / "pristav.svg", folder / "icons" / "pristav.png"


def install(home: Path | None = None) -> list[Path]:
    """Write the entry and the icons; returns the files written."""
    template, svg, png = _sources()
    entry, svg_to, png_to = installed_paths(home)
    lines = []
    for line in template.splitlines():
        if line.startswith("Exec="):
            line = "Exec=" + _exec_line(command()) + " %f"  # a saved game dropped on the launcher
        elif line.startswith("TryExec="):
            continue
        lines.append(line)
    for path in (entry, svg_to, png_to):
        path.parent.mkdir(parents=True, exist_ok=True)
    tmp = entry.with_suffix(".tmp")
    tmp.write_text("\n".join(lines) + "\n", encoding="utf-8")
    os.replace(tmp, entry)
    shutil.copyfile(svg, svg_to)
    shutil.copyfile(png, png_to)
    _refresh(entry.parent)
    return [entry, svg_to, png_to]


def remove(home: Path | None = None) -> list[Path]:
    """Remove what `install` wrote; returns the files removed."""
    gone = []
    for path in installed_paths(home):
        if path.is_file():
            path.unlink()
            gone.append(path)
    _refresh(installed_paths(home)[0].parent)
    return gone


def _refresh(folder: Path) -> None:
    tool = shutil.which("update-desktop-database")
    if tool and folder.is_dir():
        subprocess.run([tool, str(folder)], check=False, capture_output=True)


def main(remove_it: bool) -> int:
    try:
        files = remove() if remove_it else install()
    except OSError as exc:
        print(f"pristav: could not {'remove' if remove_it else 'install'} the desktop entry: {exc}", file=sys.stderr)
        return 1
    verb = "removed" if remove_it else "installed"
    for path in files:
        print(f"{verb} {path}")
    if not files:
        print("nothing to remove")
    return 0
