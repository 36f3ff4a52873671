"""The start window's file (``start-window``, beside the saved game): where, how big and in what colour the window
showed the menu, kept when the window closes so that the next start can open the same window at once, before the
game behind it has loaded (``gui.platform.start_window``).

It is the one file of ours that is not JSON: it is read before anything else of the game loads, when loading even
Python's JSON parser would keep the window waiting, and it holds only whole numbers, a line of them a name::

    Minesweeper start window 1
    desktop 1280 1024
    area 20 40 1240 944
    menu 108 140 1064 744
    continue 108 82 1064 860
    face 192 192 192

The first line says what the file is and its format's version; ``desktop`` is the screen's size, ``area`` the work area
the windows were placed in (x, y, width, height, as the others), ``menu`` the window with no saved game and
``continue`` the one with a saved game waiting, ``face`` the red, green and blue the window is painted first. The game
does without the file: one that is missing, damaged, from another version or too big is passed over without a word
(the window then opens once the menu is laid out, as on a first start), and one that cannot be written is not worth a
notice either, since the next close tries again. It is read as every file the game reads all the same: capped, and
every number checked.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, NamedTuple

from minesweeper.store.files import Unreadable, atomic_write, read_capped

if TYPE_CHECKING:
    from minesweeper.store.paths import Paths

HEADER = "Minesweeper start window 1"  # i18n: fixed (the file's format)
MOST_BYTES = 1024  # the file is about 130 bytes
LARGEST = 100_000  # pixels: no desktop is larger, nor a window on it further away

Rect = tuple[int, int, int, int]  # x, y, width, height in pixels from the screen's top-left


class StartWindow(NamedTuple):
    """The window the menu opens in on one desktop: with no saved game (``menu``) and with one waiting, which Continue
    names in a row of its own (``continuing``), the work area they were placed in (``area``: the screen less the
    window manager's panels) and the colour the window is painted before the menu is drawn. (A named tuple: read
    before the window shows, where making a dataclass would take a millisecond.)"""

    desktop: tuple[int, int]
    area: Rect
    menu: Rect
    continuing: Rect
    face: tuple[int, int, int]

    def text(self) -> str:
        lines = [("desktop", self.desktop), ("area", self.area), ("menu", self.menu), ("continue", self.continuing)]
        numbers = [f"{name} {' '.join(map(str, values))}" for name, values in [*lines, ("face", self.face)]]
        return "\n".join([HEADER, *numbers, ""])


def read_start_window(paths: Paths) -> StartWindow | None:
    """The start window kept by the last close, or None when there is none the game can use."""
    try:
        lines = read_capped(paths.start_window, MOST_BYTES).decode("ascii").splitlines()
    except (OSError, Unreadable, UnicodeDecodeError):
        return None
    if not lines or lines[0] != HEADER:
        return None
    named = dict(_named(line) for line in lines[1:])
    desktop = _numbers(named.get("desktop"), 2, 1)
    area, menu, continuing = (_numbers(named.get(name), 4, -LARGEST) for name in ("area", "menu", "continue"))
    face = _numbers(named.get("face"), 3, 0, 255)
    if desktop is None or area is None or menu is None or continuing is None or face is None:
        return None
    if len(named) != len(lines) - 1 or min(area[2:] + menu[2:] + continuing[2:]) < 1:
        return None  # a name given twice, or a window of no size
    return StartWindow(
        (desktop[0], desktop[1]), _rect(area), _rect(menu), _rect(continuing), (face[0], face[1], face[2])
    )


def write_start_window(paths: Paths, window: StartWindow) -> None:
    """Keep ``window`` for the next start (not again when the file already says it); quietly not at all where the
    folder cannot be written."""
    if read_start_window(paths) == window:
        return
    with contextlib.suppress(OSError):
        atomic_write(paths.start_window, window.text().encode("ascii"))


def _named(line: str) -> tuple[str, list[str]]:
    name, *values = line.split(" ")
    return name, values


def _numbers(words: list[str] | None, count: int, least: int, most: int = LARGEST) -> list[int] | None:
    """``words`` as ``count`` whole numbers from ``least`` to ``most``, else None."""
    if words is None or len(words) != count or not all(_whole(word) for word in words):
        return None
    numbers = [int(word) for word in words]
    return numbers if all(least <= number <= most for number in numbers) else None


def _whole(word: str) -> bool:
    """Whether ``word`` is a whole number of a few digits, written plainly (a minus sign at most before them)."""
    digits = word.removeprefix("-")
    return digits.isdigit() and len(digits) <= 6


def _rect(numbers: list[int]) -> Rect:
    return numbers[0], numbers[1], numbers[2], numbers[3]
