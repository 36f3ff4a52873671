"""The start window: the window the menu opens in, on screen as soon as the display is up, before the game behind it
has loaded.

A player judges a start by when its window appears. The game's type, art, settings and store, and the menu's layout,
take longer to load than a window takes to open, so the window opens first, painted in the menu's own background, and
the menu is drawn into it once it is built, as a native program paints its frame before its contents. So that the
window then neither jumps nor changes colour, it opens where, as big as and in the colour the menu will have: each
close keeps those for the next start (``remember``, in the store's ``start-window`` file) for the desktop it ran on,
with the menu's window both with and without a saved game waiting (Continue takes a row of its own). Between two
starts on one desktop the settings change only in the game, which keeps the file at its close, so only the saved game
may have come or gone (a game in the terminal): its file says which of the two windows to open.

Nothing else is loaded for it: pygame, the display, the icon and one small file. Where there is nothing to go by (a
first start, a desktop of another size, a damaged file) there is no start window: the window opens once the menu is
laid out, as on a first start. The app checks the start window against the window it works out for the menu
(``GameWindow``) and makes it so where it differs (a menu grown for notices to show), and reads the work area again
once the menu is drawn, the window following it where a panel came, went or moved since.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, NamedTuple

import pygame
from pygame.constants import RESIZABLE
from pygame.rect import Rect

from minesweeper.gui.art.files import load_icon
from minesweeper.gui.platform.display import open_display
from minesweeper.gui.platform.window import TITLE, desktop_size

if TYPE_CHECKING:
    from minesweeper.gui.platform.window import GameWindow
    from minesweeper.gui.screens.start import MenuMeasure
    from minesweeper.store import Paths

POSITION_VARIABLE = "SDL_VIDEO_WINDOW_POS"  # where SDL opens a new window, "x,y"


class Shown(NamedTuple):
    """The start window on screen, and the work area it was placed in as the last close read it (the app reads it
    again once the menu is drawn: asking the window manager is not worth a moment before)."""

    window: Rect
    area: Rect


def open_window_display() -> None:
    """The display opened for the game's window, as every start does first: SDL's software framebuffer (about 25 MB
    resident instead of 110, read by SDL as the display opens), then the window's title and icon, set before any
    window opens (pygame would show its own for a moment); ``NoDisplay`` where there is no display."""
    os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
    open_display()
    pygame.display.set_caption(TITLE)
    pygame.display.set_icon(load_icon())


def show(paths: Paths) -> Shown | None:
    """Show the window the last close kept for this desktop, painted in its colour, and say where it is; None, with
    nothing shown, when there is none to go by. The display must be open."""
    from minesweeper.store import read_start_window

    kept = read_start_window(paths)
    if kept is None or kept.desktop != desktop_size():
        return None
    window = Rect(kept.continuing if _waiting(paths) else kept.menu)
    before = os.environ.get(POSITION_VARIABLE)
    os.environ[POSITION_VARIABLE] = f"{window.x},{window.y}"  # opened there, never first somewhere else
    try:
        surface = pygame.display.set_mode(window.size, RESIZABLE)
    finally:
        if before is None:
            os.environ.pop(POSITION_VARIABLE, None)
        else:
            os.environ[POSITION_VARIABLE] = before
    pygame.display.set_window_position(window.topleft)  # its inside there, within a window manager's frame too
    surface.fill(kept.face)
    pygame.display.flip()
    return Shown(window, Rect(kept.area))


def remember(
    paths: Paths, window: GameWindow, menu: MenuMeasure, spot: tuple[int, int] | None, face: tuple[int, int, int]
) -> None:
    """Keep the window the next start's menu opens in: ``menu``'s, with and without a saved game, placed as ``window``
    would place it on this desktop with the player's ``spot``, painted ``face``."""
    from minesweeper.store import StartWindow, write_start_window

    plain, continuing = (window.opening(menu.window(waiting=waiting), spot) for waiting in (False, True))
    kept = StartWindow(window.desktop, _corners(window.area), _corners(plain), _corners(continuing), face)
    write_start_window(paths, kept)


def _waiting(paths: Paths) -> bool:
    """Whether a saved game waits, as far as its file's being there says (the menu reads it, and names it on Continue,
    once the store is loaded)."""
    try:
        return paths.resume.exists()
    except OSError:  # a folder that cannot be looked in: the menu will say so, and name no saved game
        return False


def _corners(rect: Rect) -> tuple[int, int, int, int]:
    return rect.x, rect.y, rect.width, rect.height
