"""The start window's file (``start-window.json``, beside the saved game): where, how big and in what colour the window
showed the menu, kept when the window closes so that the next start can open the same window at once, before the
game behind it has loaded (``gui.platform.start_window``).

The game does without it: a file that is missing, damaged, from another version or too big is passed over without a
word (the window then opens once the menu is laid out, as on a first start), and one that cannot be written is not
worth a notice either, since the next close tries again. It is read as every file the game reads, all the same:
capped, parsed as untrusted JSON, every number checked.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from minesweeper.store.files import Unreadable, atomic_write, json_bytes, read_json

if TYPE_CHECKING:
    from minesweeper.store.paths import Paths

FORMAT = 1
MOST_BYTES = 4096  # the file is about 150 bytes
LARGEST = 100_000  # pixels: no desktop is larger, nor a window on it further away

Rect = tuple[int, int, int, int]  # x, y, width, height in pixels from the screen's top-left


@dataclass(frozen=True)
class StartWindow:
    """The window the menu opens in on one desktop: with no saved game (``menu``) and with one waiting, which Continue
    names in a row of its own (``continuing``), the work area they were placed in (``area``: the screen less the
    window manager's panels) and the colour the window is painted before the menu is drawn."""

    desktop: tuple[int, int]
    area: Rect
    menu: Rect
    continuing: Rect
    face: tuple[int, int, int]

    def to_dict(self) -> dict[str, Any]:
        return {
            "desktop": self.desktop,
            "area": self.area,
            "menu": self.menu,
            "continue": self.continuing,
            "face": self.face,
        }


def read_start_window(paths: Paths) -> StartWindow | None:
    """The start window kept by the last close, or None when there is none the game can use."""
    try:
        data = read_json(paths.start_window, MOST_BYTES)
    except (OSError, Unreadable):
        return None
    if data.get("version") != FORMAT:
        return None
    desktop = _numbers(data.get("desktop"), 2, 1)
    area, menu, continuing = (_numbers(data.get(name), 4, -LARGEST) for name in ("area", "menu", "continue"))
    face = _numbers(data.get("face"), 3, 0, 255)
    if desktop is None or area is None or menu is None or continuing is None or face is None:
        return None
    if min(area[2:] + menu[2:] + continuing[2:]) < 1:
        return None
    return StartWindow(
        (desktop[0], desktop[1]), _rect(area), _rect(menu), _rect(continuing), (face[0], face[1], face[2])
    )


def write_start_window(paths: Paths, window: StartWindow) -> None:
    """Keep ``window`` for the next start (not again when the file already says it); quietly not at all where the
    folder cannot be written."""
    if read_start_window(paths) == window:
        return
    with contextlib.suppress(OSError):
        atomic_write(paths.start_window, json_bytes(FORMAT, window.to_dict()))


def _numbers(value: object, count: int, least: int, most: int = LARGEST) -> list[int] | None:
    """``value`` if it is a list of ``count`` whole numbers from ``least`` to ``most``, else None."""
    if not isinstance(value, list) or len(value) != count:
        return None
    if not all(type(item) is int and least <= item <= most for item in value):
        return None
    return value


def _rect(numbers: list[int]) -> Rect:
    return numbers[0], numbers[1], numbers[2], numbers[3]
