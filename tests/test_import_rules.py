"""The import rules of the architecture, checked on the source of every module (including imports made
inside functions), so they live here once instead of in each module's prose:

- the core imports only the standard library and itself;
- screens never import other screens (the app wires them together with callbacks);
- the store, settings, the command line, the session and the text mode never import pygame or the window,
  so the text mode and ``--help`` never pay for them;
- nothing outside the window imports the window;
- ``minesweeper.core`` is a folder, not a front door: names are imported from the module that owns them;
- no folder of the game holds more than 20 modules.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "minesweeper"
NO_WINDOW = (
    "minesweeper.store",
    "minesweeper.settings",
    "minesweeper.cli",
    "minesweeper.session",
    "minesweeper.text",
    "minesweeper.__main__",
    "minesweeper.launcher",
)


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def imports(name: str) -> set[str]:
    """Every module ``name`` imports, anywhere in its source, as absolute names."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(MODULES[name].read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module is not None:
            found.add(node.module)
            found.update(
                f"{node.module}.{alias.name}" for alias in node.names if f"{node.module}.{alias.name}" in MODULES
            )
    return found


def top(name: str) -> str:
    return name.split(".")[0]


def defines_screen(name: str) -> bool:
    tree = ast.parse(MODULES[name].read_text(encoding="utf-8"))
    return any(
        isinstance(node, ast.ClassDef) and any(getattr(base, "id", "") == "Screen" for base in node.bases)
        for node in ast.walk(tree)
    )


SCREENS = sorted(name for name in MODULES if name.startswith("minesweeper.gui.") and defines_screen(name))


@pytest.mark.parametrize("name", [name for name in MODULES if name.startswith("minesweeper.core")])
def test_the_core_imports_only_the_standard_library_and_itself(name: str) -> None:
    outside = {
        m
        for m in imports(name)
        if not m.startswith("minesweeper.core") and top(m) not in sys.stdlib_module_names and m != "__future__"
    }
    assert not outside, f"{name} imports {sorted(outside)}"


def test_there_are_screens_to_check() -> None:
    assert {"minesweeper.gui.screens.start", "minesweeper.gui.play.screen"} <= set(SCREENS)


@pytest.mark.parametrize("name", SCREENS)
def test_screens_never_import_other_screens(name: str) -> None:
    others = imports(name) & (set(SCREENS) - {name})
    assert not others, f"{name} imports the screens {sorted(others)}"


@pytest.mark.parametrize("name", [n for n in MODULES if n.startswith(NO_WINDOW)])
def test_the_store_settings_cli_session_and_text_mode_never_import_pygame_or_the_window(name: str) -> None:
    banned = {m for m in imports(name) if top(m) == "pygame" or m.startswith("minesweeper.gui")}
    if name == "minesweeper.__main__":  # it alone chooses the front end, and imports the window only then
        banned -= {"minesweeper.gui", "minesweeper.gui.app"}
    if name == "minesweeper.launcher":  # a message box when a start fails, imported only then
        banned.discard("pygame")
    assert not banned, f"{name} imports {sorted(banned)}"


@pytest.mark.parametrize("name", [n for n in MODULES if not n.startswith(("minesweeper.gui", "minesweeper.__main__"))])
def test_nothing_outside_the_window_imports_it(name: str) -> None:
    window = {m for m in imports(name) if m.startswith("minesweeper.gui")}
    assert not window, f"{name} imports {sorted(window)}"


def test_names_come_from_the_core_module_that_owns_them_not_from_the_package() -> None:
    """``core/__init__`` re-exports nothing, so ``from minesweeper.core import X`` may only name a sub-module."""
    offenders = []
    for name, path in MODULES.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "minesweeper.core":
                offenders += [
                    f"{name}: {alias.name}" for alias in node.names if f"minesweeper.core.{alias.name}" not in MODULES
                ]
    assert not offenders, f"import these from their own modules: {offenders}"


def test_the_core_package_is_only_a_folder() -> None:
    tree = ast.parse((PACKAGE / "core" / "__init__.py").read_text(encoding="utf-8"))
    assert [type(node) for node in tree.body] == [ast.Expr], "core/__init__.py holds its docstring only"


@pytest.mark.parametrize("folder", sorted({path.parent for path in MODULES.values()}), ids=str)
def test_no_folder_holds_more_than_twenty_modules(folder: Path) -> None:
    modules = [path for path in folder.glob("*.py") if path.name != "__init__.py"]
    assert len(modules) <= 20, f"{folder.relative_to(PACKAGE.parent)} holds {len(modules)} modules: make rooms"


FRONT_ENDS = ("minesweeper.gui", "minesweeper.text", "minesweeper.cli")


@pytest.mark.parametrize("name", [n for n in MODULES if n.startswith(FRONT_ENDS)])
def test_front_ends_use_the_store_through_its_package_only(name: str) -> None:
    """The window, the text mode and the command line import ``minesweeper.store``, never its modules: what
    they need from inside is named in the package, so the store can rearrange its files freely."""
    inside = {m for m in imports(name) if m.startswith("minesweeper.store.")}
    assert not inside, f"{name} imports {sorted(inside)}: import them from minesweeper.store"
