"""The import rules of the architecture, checked on the source of every module (including imports made
inside functions), so they live here once instead of in each module's prose:

- the core imports only the standard library and itself;
- screens never import other screens (the app wires them together with callbacks);
- the store, settings, the language's loader, the command line, the session (and its refused results) and the text
  mode never import pygame or the window, so the text mode and ``--help`` never pay for them;
- nothing outside the window imports the window;
- ``minesweeper.core`` is a folder, not a front door: names are imported from the module that owns them;
- no folder of the game holds more than 20 modules;
- no module imports itself through others: the import graph has no cycle, counting the imports made inside
  functions (a cycle there only waits for its first call) and those under ``if TYPE_CHECKING:`` (a type named
  from another module is a dependency like any other: the two modules cannot be read, moved or tested apart,
  and the day the name is needed at run time the loop is live);
- the replay viewer's player and review navigator never reach pygame, even through other modules, so they are
  tested without a window;
- the menu's first frame loads only the modules it draws with (``FIRST_FRAME``), counted in a real start;
- the start window shows before the rest of the game, the log and pygame's package body load (``START_WINDOW``),
  counted in a real start.
"""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from collections.abc import Iterator, Mapping
from functools import cache
from itertools import pairwise
from pathlib import Path

import pytest

from minesweeper.gui.platform import early_pygame

PACKAGE = Path(__file__).resolve().parents[1] / "minesweeper"
NO_WINDOW = (
    "minesweeper.store",
    "minesweeper.settings",
    "minesweeper.language",
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


@cache
def imports(name: str) -> frozenset[str]:
    """Every module ``name`` imports, anywhere in its source, as absolute names (read once: the tests only read
    it)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(MODULES[name].read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module is not None:
            found.add(node.module)
            found.update(
                f"{node.module}.{alias.name}" for alias in node.names if f"{node.module}.{alias.name}" in MODULES
            )
    return frozenset(found)


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
        banned -= {"minesweeper.gui", "minesweeper.gui.startup"}
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


def owners(source: str, package: str) -> Iterator[tuple[str, int]]:
    """The game's own modules a module's ``source`` imports (the module sits in ``package``), wherever in it (at the
    top, inside a function, under ``if TYPE_CHECKING:``), each with the line that imports it. An import goes to the
    module that owns the name: ``from a.b import c`` to ``a.b.c`` when that is a module, else to the package ``a.b``,
    whose own body defines ``c``. The packages Python initialises on the way are not counted: they are initialised
    before any module inside them runs, so they cannot close a loop that way."""
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            yield from ((alias.name, node.lineno) for alias in node.names if alias.name in MODULES)
        elif isinstance(node, ast.ImportFrom):
            base = package.rsplit(".", node.level - 1)[0] if node.level else ""
            origin = ".".join(part for part in (base, node.module) if part)
            for alias in node.names:
                owner = f"{origin}.{alias.name}" if f"{origin}.{alias.name}" in MODULES else origin
                if owner in MODULES:
                    yield owner, node.lineno


@cache
def import_graph() -> dict[str, dict[str, int]]:
    """Every module of the game and the others it imports, each with the line of its first import there (read once:
    the tests only read it)."""
    graph: dict[str, dict[str, int]] = {}
    for name, path in MODULES.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        graph[name] = {}
        for owner, line in sorted(owners(path.read_text(encoding="utf-8"), package), key=lambda found: found[1]):
            if owner != name:
                graph[name].setdefault(owner, line)
    return graph


def reachable(graph: Mapping[str, Mapping[str, int]], start: str) -> set[str]:
    """The modules ``start`` loads, directly or through others (itself too if it is on a loop)."""
    seen: set[str] = set()
    todo = [start]
    while todo:
        fresh = set(graph[todo.pop()]) - seen
        seen |= fresh
        todo.extend(fresh)
    return seen


def cycles(graph: Mapping[str, Mapping[str, int]]) -> list[list[str]]:
    """The loops of ``graph``: for each group of modules that all reach one another, its shortest loop through the
    group's first module by name, as the modules in import order with the first again at the end."""
    reach = {name: reachable(graph, name) for name in graph}
    groups = {
        frozenset(other for other in reach[name] if name in reach[other]) for name in graph if name in reach[name]
    }
    return [shortest_loop(graph, group) for group in sorted(groups, key=min)]


def shortest_loop(graph: Mapping[str, Mapping[str, int]], group: frozenset[str]) -> list[str]:
    """The shortest loop through the first module of ``group`` by name, within the group (a breadth-first walk)."""
    start = min(group)
    came_from: dict[str, str] = {}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for edge in sorted(graph[node]):
                if edge == start:
                    loop = [start, node]
                    while loop[-1] != start:
                        loop.append(came_from[loop[-1]])
                    return loop[::-1]
                if edge in group and edge not in came_from:
                    came_from[edge] = node
                    following.append(edge)
        frontier = following
    raise AssertionError(f"{sorted(group)} is not a loop")


def test_no_module_imports_itself_through_others() -> None:
    graph = import_graph()
    found = list(cycles(graph))
    described = [
        " -> ".join(f"{module} (line {graph[module][after]})" for module, after in pairwise(loop)) + f" -> {loop[-1]}"
        for loop in found
    ]
    assert not found, "import loops:\n" + "\n".join(described)


def test_the_loop_finder_finds_loops_and_only_loops() -> None:
    graph = {"a": {"b": 1}, "b": {"c": 1, "d": 1}, "c": {"a": 1}, "d": {"e": 1}, "e": {}, "f": {"g": 1}, "g": {"f": 1}}
    assert sorted(cycles(graph)) == [["a", "b", "c", "a"], ["f", "g", "f"]]
    assert cycles({"a": {"b": 1}, "b": {}}) == []


def test_imports_count_in_functions_and_for_type_checking_only_and_go_to_the_names_owner() -> None:
    source = (
        "from typing import TYPE_CHECKING\n"
        "from minesweeper.core.board import Rect\n"
        "if TYPE_CHECKING:\n"
        "    from minesweeper.core.game import Game\n"
        "def later() -> None:\n"
        "    import minesweeper.core.replay\n"
        "    from minesweeper.core import hand, errors\n"
        "    from . import view\n"
        "    from .solver.review import Review\n"
        "    from minesweeper.store import Store\n"
    )
    assert set(owners(source, "minesweeper.core")) == {
        ("minesweeper.core.board", 2),
        ("minesweeper.core.game", 4),
        ("minesweeper.core.replay", 6),
        ("minesweeper.core.hand", 7),
        ("minesweeper.core.errors", 7),
        ("minesweeper.core.view", 8),
        ("minesweeper.core.solver.review", 9),
        ("minesweeper.store", 10),
    }


WINDOW_FREE = ("minesweeper.core", "minesweeper.gui.screens.replay.review")


@pytest.mark.parametrize("name", [n for n in MODULES if n.startswith(WINDOW_FREE)])
def test_the_core_and_the_review_navigator_never_reach_pygame(name: str) -> None:
    graph = import_graph()
    through = [module for module in {name} | reachable(graph, name) if any(top(m) == "pygame" for m in imports(module))]
    assert not through, f"{name} reaches pygame through {sorted(through)}"


# The game's own modules the menu may load before its first frame, as the installed ``minesweeper`` command starts it:
# what the menu draws (its art, type, layout and screen), the settings it is drawn with, the store that reads them
# and the saved game it names, speech (a listener hears the menu as it opens), and the command line's parser
# (loaded here for the hidden option that reports the first frame; a start with no options goes without it). Before
# all of them come the start-up and the start window (its file in the store, the icon among the art's files), and the
# launcher's log, set up once that window is on screen. The game itself (rules, session, solver, the play screen, the
# history, the metrics) waits until after the first frame.
FIRST_FRAME = frozenset(
    {
        "minesweeper",
        "minesweeper.__main__",
        "minesweeper.assets",
        "minesweeper.cli",
        "minesweeper.core",
        "minesweeper.core.board",
        "minesweeper.core.language",  # the menu is drawn in the player's language
        "minesweeper.core.language.translate",
        "minesweeper.core.language.voices",  # speech's choice of a voice for the language, split out of it
        "minesweeper.core.clock_text",
        "minesweeper.core.errors",
        "minesweeper.core.formats",
        "minesweeper.core.formats.json_text",
        "minesweeper.core.metrics",
        "minesweeper.core.metrics.live_rows",
        "minesweeper.core.presets",
        "minesweeper.core.summary",
        "minesweeper.gui",
        "minesweeper.gui.app",
        "minesweeper.gui.art",
        "minesweeper.gui.art.files",
        "minesweeper.gui.art.font",
        "minesweeper.gui.art.palette",
        "minesweeper.gui.art.prose",
        "minesweeper.gui.art.sheets",
        "minesweeper.gui.art.sound",
        "minesweeper.gui.geometry",
        "minesweeper.gui.heard",
        "minesweeper.gui.platform",
        "minesweeper.gui.platform.background",
        "minesweeper.gui.platform.display",
        "minesweeper.gui.platform.early_pygame",
        "minesweeper.gui.platform.start_window",
        "minesweeper.gui.platform.window",
        "minesweeper.gui.play",
        "minesweeper.gui.play.messages",
        "minesweeper.gui.reviews",
        "minesweeper.gui.routes",
        "minesweeper.gui.screen",
        "minesweeper.gui.screens",
        "minesweeper.gui.screens.start",
        "minesweeper.gui.startup",
        "minesweeper.gui.widgets",
        "minesweeper.gui.widgets.buttons",
        "minesweeper.language",
        "minesweeper.launcher",
        "minesweeper.log_file",
        "minesweeper.settings",
        "minesweeper.speech",
        "minesweeper.store",
        "minesweeper.store.base",  # the store's facade is its rooms (each loads its own work when first asked)
        "minesweeper.store.facade",
        "minesweeper.store.files",
        "minesweeper.store.guard",
        "minesweeper.store.kept_results",
        "minesweeper.store.library",
        "minesweeper.store.lock",
        "minesweeper.store.paths",
        "minesweeper.store.saved_game",
        "minesweeper.store.start_window",
    }
)
LAUNCHER = "import sys\nfrom minesweeper.launcher import main\nsys.exit(main(sys.argv[1:]))"


def headless_start(tmp_path: Path) -> dict[str, str]:
    """The environment of a real start on SDL's dummy driver whose files all go under ``tmp_path``."""
    return {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(tmp_path),
        "XDG_STATE_HOME": str(tmp_path / "state"),
        "MINESWEEPER_DATA_DIR": str(tmp_path / "data"),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }


def test_the_menus_first_frame_loads_only_what_it_draws(tmp_path: Path) -> None:
    """Counted in a real start (imports made inside functions on the way count too), not timed: the time is the
    benchmark's (``first_frame_own_imports_ms``). A module that must now load sooner joins ``FIRST_FRAME`` knowingly."""
    env = headless_start(tmp_path)
    command = [sys.executable, "-c", LAUNCHER, "--report-first-frame", "--exit-after-steps", "1"]
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60, check=False)
    assert result.returncode == 0, result.stderr
    listed = [line.split()[1:] for line in result.stdout.splitlines() if line.startswith("first_frame_modules ")]
    assert len(listed) == 1, result.stdout
    loaded = set(listed[0])
    assert {"minesweeper.gui.screens.start", "minesweeper.launcher"} <= loaded  # it did start as a player starts it
    assert not loaded - FIRST_FRAME, f"loaded before the menu's first frame: {sorted(loaded - FIRST_FRAME)}"


# What the start window waits for (``gui.platform.start_window``): the start-up, pygame's window modules
# (``gui.platform.early_pygame``), the display, the window's icon among the art's files, and the store's folders and the
# one file it reads there. Not the launcher's log, the rest of pygame, the store, the art, the settings or the menu:
# they load once the window is on screen.
START_WINDOW = frozenset(
    {
        "minesweeper",
        "minesweeper.__main__",
        "minesweeper.assets",
        "minesweeper.core",
        "minesweeper.core.errors",
        "minesweeper.core.language",  # the translation function alone (no catalogue): a file's problem is a sentence
        "minesweeper.core.language.translate",
        "minesweeper.gui",
        "minesweeper.gui.art",
        "minesweeper.gui.art.files",
        "minesweeper.gui.platform",
        "minesweeper.gui.platform.display",
        "minesweeper.gui.platform.early_pygame",
        "minesweeper.gui.platform.start_window",
        "minesweeper.gui.platform.window",
        "minesweeper.gui.startup",
        "minesweeper.launcher",
        "minesweeper.store",
        "minesweeper.store.files",
        "minesweeper.store.paths",
        "minesweeper.store.start_window",
    }
)
# The start as a player's, spied on once pygame's window modules are loaded (importing the start window any sooner
# would load all of pygame first): what had loaded when the start window showed, and whether pygame's package body had
# run by then (it sets ``pygame.Rect``).
SPYING_LAUNCHER = """\
import sys
from minesweeper.gui.platform import early_pygame
load_window_modules = early_pygame.load_window_modules
def load_then_spy():
    load_window_modules()
    from minesweeper.gui.platform import start_window
    shown_by = start_window.show
    def show(paths):
        shown = shown_by(paths)
        ours = sorted(name for name in sys.modules if name.startswith("minesweeper") or name == "logging")
        print("start_window", shown is not None, hasattr(sys.modules["pygame"], "Rect"), *ours, flush=True)
        if shown is not None:  # the player's start would go on to the menu and wait for the player
            raise SystemExit(0)
        return shown
    start_window.show = show
early_pygame.load_window_modules = load_then_spy
from minesweeper.launcher import main
sys.exit(main(sys.argv[1:]))
"""


def test_the_start_window_shows_before_the_game_the_log_or_the_rest_of_pygame_loads(tmp_path: Path) -> None:
    """Counted in a real start with no options, as a player's, after one that closes at once keeps its window."""
    env = headless_start(tmp_path)
    said = []
    for options in (["--exit-after-steps", "1"], []):
        command = [sys.executable, "-c", SPYING_LAUNCHER, *options]
        result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60, check=False)
        assert result.returncode == 0, result.stderr
        said += [line.split()[1:] for line in result.stdout.splitlines() if line.startswith("start_window ")]
    assert [shown for shown, *_ in said] == ["False", "True"], "the second start showed no start window"
    assert said[1][1] == str(sys.platform != early_pygame.DEFERRED_ON), "pygame's package body ran before the window"
    loaded = set(said[1][2:])
    assert "minesweeper.gui.platform.start_window" in loaded
    assert not loaded - START_WINDOW, f"loaded before the start window: {sorted(loaded - START_WINDOW)}"
