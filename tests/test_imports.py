"""The house rules of imports, read from the source with `ast` (every import, also those inside
functions): a game's engine imports only engine/core and itself; a game's desktop folder only
desktop/common, its own engine and engine/core; desktop/common never the shell; nothing under
engine/ imports desktop or Qt; and no package has an import circle."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from engine.core.registry import available_games

ROOT = Path(__file__).resolve().parents[1]
GAMES = available_games()
QT = ("PySide6", "shiboken6", "pyqtgraph")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports(path: Path) -> Iterator[tuple[int, str]]:
    """Every module `path` imports (absolute names; relative imports resolved)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    package = module_name(path) if path.name == "__init__.py" else module_name(path).rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            yield node.lineno, base
            for alias in node.names:  # `from engine.catan import rules` imports engine.catan.rules
                yield node.lineno, f"{base}.{alias.name}"


def sources(folder: str) -> list[Path]:
    return sorted(p for p in (ROOT / folder).rglob("*.py") if "__pycache__" not in p.parts)


def existing(name: str) -> str | None:
    """The project module that `name` is (or lies in), or None for a library or a plain name."""
    parts = name.split(".")
    while parts:
        candidate = ROOT.joinpath(*parts)
        if candidate.with_suffix(".py").is_file() or (candidate / "__init__.py").is_file():
            return ".".join(parts)
        parts.pop()
    return None


def within(name: str, *prefixes: str) -> bool:
    return any(name == p or name.startswith(p + ".") for p in prefixes)


def violations(folder: str, allowed: tuple[str, ...], forbidden_libs: tuple[str, ...] = ()) -> list[str]:
    bad = []
    for path in sources(folder):
        for line, name in imports(path):
            where = f"{path.relative_to(ROOT)}:{line} imports {name}"
            if forbidden_libs and within(name, *forbidden_libs):
                bad.append(where)
                continue
            own = existing(name)
            if own is not None and within(own, "engine", "desktop") and not within(own, *allowed):
                bad.append(where)
    return sorted(set(bad))


def test_engine_never_imports_desktop_or_qt() -> None:
    assert violations("engine", ("engine",), forbidden_libs=(*QT, "desktop")) == []


@pytest.mark.parametrize("game", GAMES)
def test_a_games_engine_imports_only_engine_core_and_itself(game: str) -> None:
    assert violations(f"engine/{game}", ("engine.core", f"engine.{game}")) == []


@pytest.mark.parametrize("game", [g for g in GAMES if (ROOT / "desktop" / g).is_dir()])
def test_a_games_desktop_imports_only_common_and_its_own_engine(game: str) -> None:
    allowed = ("desktop.common", f"desktop.{game}", "engine.core", f"engine.{game}")
    assert violations(f"desktop/{game}", allowed) == []


def test_desktop_common_does_not_lean_on_the_shell_or_a_game() -> None:
    assert violations("desktop/common", ("desktop.common", "engine.core")) == []


def test_the_shell_names_no_game() -> None:
    """The shell (desktop/*.py, desktop/dialogs) knows games only through the registry and
    desktop/games.py, which maps a registered name to its scene module by that name."""
    bad = []
    shell = [p for p in sources("desktop") if p.parent == ROOT / "desktop" or "dialogs" in p.parts]
    for path in shell:
        for line, name in imports(path):
            own = existing(name) or ""
            if any(within(own, f"engine.{g}", f"desktop.{g}") for g in GAMES):
                bad.append(f"{path.relative_to(ROOT)}:{line} imports {name}")
    assert bad == []


def _graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for path in [*sources("engine"), *sources("desktop")]:
        me = module_name(path)
        edges = graph.setdefault(me, set())
        for _, name in imports(path):
            own = existing(name)
            if own and own != me:  # `from engine.x import y` leans on engine.x's __init__ too: an edge
                edges.add(own)
    return graph


def test_no_import_circles() -> None:
    graph = _graph()
    cycles: list[list[str]] = []
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt.endswith("__init__") or nxt not in graph:
                continue
            if state.get(nxt) == 1:
                cycles.append(stack[stack.index(nxt) :] + [nxt])
            elif nxt not in state:
                visit(nxt)
        stack.pop()
        state[node] = 2

    for node in sorted(graph):
        if node not in state:
            visit(node)
    assert cycles == []


def test_the_checker_sees_a_violation(tmp_path: Path) -> None:
    """The test would fail: a made-up file importing the shell from a game folder is caught."""
    fake = ROOT / "desktop" / "golden_horn" / "_import_probe.py"
    fake.write_text("from desktop.main_window import MainWindow\n", encoding="utf-8")
    try:
        found = violations("desktop/golden_horn", ("desktop.common", "desktop.golden_horn", "engine.core"))
    finally:
        fake.unlink()
    assert any("_import_probe.py" in v for v in found)


def test_no_module_names_a_constant_twice() -> None:
    """A text key defined twice in one module silently loses the first: Shipyard's "Without a goods
    wagon card the Stock Exchange may not be chosen." was never shown, the wagon-exchange refusal
    ("You do not hold that goods wagon card.") stood in its place."""
    twice = []
    for path in sorted([*ROOT.glob("engine/**/*.py"), *ROOT.glob("desktop/**/*.py")]):
        seen: set[str] = set()
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            names = [t.id for t in node.targets if isinstance(t, ast.Name)] if isinstance(node, ast.Assign) else []
            for name in names:
                if name.isupper() and name in seen:
                    twice.append(f"{path.relative_to(ROOT)}: {name}")
                seen.add(name)
    assert twice == []
