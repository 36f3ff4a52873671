"""pygame's window modules loaded ahead of its package body (``gui.platform.early_pygame``), shown on a stand-in pygame
whose modules and body say when they run: the window's modules first, the body once and into the same package when
completed, a failed body leaving no half-made package behind, and nothing done where pygame is loaded already or on a
platform where the body does not wait. Each runs in a fresh Python, where pygame is the stand-in."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from minesweeper.gui.platform.early_pygame import WINDOW_MODULES

BODY = """\
import os
import said
said.events.append("body")
import pygame.base
import pygame.font
if os.environ.get("BREAK_THE_BODY"):
    raise RuntimeError("the body broke")
Rect = "the package's Rect"
"""
# Each run switches the deferral on for its platform, as it is on Linux, unless it says otherwise.
PREAMBLE = """\
import sys
import said
from minesweeper.gui.platform import early_pygame
early_pygame.DEFERRED_ON = sys.platform
"""


@pytest.fixture
def stand_in(tmp_path: Path) -> Path:
    """A pygame package in ``tmp_path`` whose modules and body each add their name to ``said.events`` as they run."""
    (tmp_path / "said.py").write_text("events = []\n")
    package = tmp_path / "pygame"
    package.mkdir()
    (package / "__init__.py").write_text(BODY)
    for name in [*WINDOW_MODULES, "pygame.font"]:
        (package / f"{name.split('.')[1]}.py").write_text(f"import said\nsaid.events.append({name!r})\n")
    return tmp_path


def run(folder: Path, code: str, **env: str) -> list[str]:
    """The lines ``code`` prints, run after ``PREAMBLE`` with ``folder``'s stand-in pygame found first."""
    result = subprocess.run(
        [sys.executable, "-c", PREAMBLE + code],
        env={**os.environ, "PYTHONPATH": str(folder), **env},
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout.splitlines()


def test_the_window_modules_load_first_and_the_body_runs_once_into_the_same_package(stand_in: Path) -> None:
    code = (
        "early_pygame.load_window_modules()\n"
        "package = sys.modules['pygame']\n"
        "print(said.events, hasattr(package, 'Rect'))\n"
        "early_pygame.complete()\n"
        "print(said.events[len(early_pygame.WINDOW_MODULES):], sys.modules['pygame'] is package, package.Rect)\n"
        "early_pygame.complete()\n"
        "print(said.events.count('body'))\n"
    )
    before, after, bodies = run(stand_in, code)
    assert before == f"{list(WINDOW_MODULES)} False"
    assert after == "['body', 'pygame.font'] True the package's Rect"
    assert bodies == "1"


def test_a_body_that_fails_leaves_no_package_behind(stand_in: Path) -> None:
    code = (
        "early_pygame.load_window_modules()\n"
        "try:\n"
        "    early_pygame.complete()\n"
        "except RuntimeError as error:\n"
        "    print(error, 'pygame' in sys.modules)\n"
    )
    assert run(stand_in, code, BREAK_THE_BODY="1") == ["the body broke False"]


def test_nothing_is_done_where_pygame_is_loaded_already(stand_in: Path) -> None:
    code = (
        "import pygame\n"
        "early_pygame.load_window_modules()\n"
        "early_pygame.complete()\n"
        "print(said.events.count('body'), pygame.Rect)\n"
    )
    assert run(stand_in, code) == ["1 the package's Rect"]


def test_nothing_is_done_on_a_platform_where_the_body_does_not_wait(stand_in: Path) -> None:
    code = (
        "early_pygame.DEFERRED_ON = 'elsewhere'\n"
        "early_pygame.load_window_modules()\n"
        "print(said.events, 'pygame' in sys.modules)\n"
        "early_pygame.complete()\n"
        "import pygame\n"
        "print(said.events[:2])\n"
    )
    assert run(stand_in, code) == ["[] False", "['body', 'pygame.base']"]
