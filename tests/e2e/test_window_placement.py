"""Where the real window goes when its size changes, on real X screens of three sizes (no window manager): every
kind of window (the menu, Expert, History, a replay, Settings) keeps its centre in the middle of the work area and
lies wholly in it, and a window the player moved keeps his spot as its centre, clamped into the work area, and comes
back to it. The work area is the screen less the game's margin for a window manager's frame and panels, or, where
one publishes it (``_NET_WORKAREA``, published here by hand), that less a window's frame."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pygame
import pytest

from minesweeper.gui.platform.window import DESKTOP_MARGIN, FRAME_ALLOWANCE
from tests.e2e.conftest import require
from tests.e2e.xserver import GameWindow, require_tools, virtual_display
from tests.gui.history_kit import seed_history

pytestmark = pytest.mark.slow

STABLE_S = 0.6  # a window whose geometry has not changed for this long has settled
WAIT_S = 30  # the longest a step may take on a loaded machine
PANELS = (0, 24, 1024, 704)  # a panel 24 pixels tall along the top of a 1024x768 screen, another 40 along the bottom
DESKTOPS = [((800, 600), None), ((1024, 768), None), ((1920, 1080), None), ((1024, 768), PANELS)]


def work_area(screen: tuple[int, int], panels: tuple[int, int, int, int] | None) -> pygame.Rect:
    """The work area as the game models it: the screen less the margin, half on each side; or the published work area
    less a window's frame (no window manager says how big its frame is here)."""
    if panels is None:
        return pygame.Rect((0, 0), screen).inflate(-DESKTOP_MARGIN[0], -DESKTOP_MARGIN[1])
    left, right, top, bottom = FRAME_ALLOWANCE
    x, y, width, height = panels
    return pygame.Rect(x + left, y + top, width - left - right, height - top - bottom)


def where(window: GameWindow) -> pygame.Rect:
    x, y, width, height = window.geometry()
    return pygame.Rect(x, y, width, height)


def settled(window: GameWindow, before: pygame.Rect, what: str) -> pygame.Rect:
    """The window once it has taken a size other than ``before``'s and kept its geometry for ``STABLE_S``."""
    deadline = time.monotonic() + WAIT_S
    seen, since = where(window), time.monotonic()
    while True:
        time.sleep(0.1)
        now = where(window)
        if now != seen:
            seen, since = now, time.monotonic()
        elif seen.size != before.size and time.monotonic() - since >= STABLE_S:
            return seen
        assert time.monotonic() < deadline, f"{what}: the window stayed {seen} (before it was {before})"


def press(window: GameWindow, key: str, before: pygame.Rect, what: str) -> pygame.Rect:
    window.xdotool("key", "--window", window.window, key)
    return settled(window, before, what)


@pytest.mark.parametrize(
    ("screen", "panels"), DESKTOPS, ids=[f"{w}x{h}{'-panels' if p else ''}" for (w, h), p in DESKTOPS]
)
def test_every_kind_of_window_keeps_its_centre_and_lies_wholly_in_the_work_area(
    tmp_path: Path, screen: tuple[int, int], panels: tuple[int, int, int, int] | None
) -> None:
    require_tools()
    require("xprop", package="x11-utils")
    seed_history(tmp_path)  # History has games, and Enter replays the newest
    area = work_area(screen, panels)
    with virtual_display(screen, panels) as display:
        window = GameWindow(display, [], tmp_path, move_to_corner=False)
        try:
            shown = settled(window, pygame.Rect(0, 0, 0, 0), "the menu")
            assert abs(shown.centerx - area.centerx) <= 1 and abs(shown.centery - area.centery) <= 1, shown
            for key, what in (
                ("6", "Expert"),
                ("Escape", "the menu"),
                ("h", "History"),
                ("Return", "a replay"),
                ("Escape", "History again"),
                ("Escape", "the menu again"),
                ("9", "Settings"),
                ("Escape", "the menu at last"),
            ):
                before, shown = shown, press(window, key, shown, what)
                assert area.contains(shown), f"{what} at {shown} is not wholly in the work area {area}"
                assert abs(shown.centerx - before.centerx) <= 1 and abs(shown.centery - before.centery) <= 1, (
                    f"{what} at {shown} left the centre of {before}"
                )
            # The player drags the menu into the work area's bottom-right corner: History, bigger, grows about his
            # spot as far as the work area lets it, and the menu comes back where he put it.
            menu = shown.copy()
            menu.bottomright = area.bottomright
            window.xdotool("windowmove", "--sync", window.window, str(menu.left), str(menu.top))
            assert where(window) == menu
            history = press(window, "h", menu, "History after the move")
            assert area.contains(history), f"History at {history} is not wholly in the work area {area}"
            for centre, spot, low_edge, high_edge in (
                (history.centerx, menu.centerx, history.left == area.left, history.right == area.right),
                (history.centery, menu.centery, history.top == area.top, history.bottom == area.bottom),
            ):
                assert abs(centre - spot) <= 1 or (centre < spot and high_edge) or (centre > spot and low_edge), (
                    f"History at {history} is neither about the player's {menu} nor against the work area's edge"
                )
            assert press(window, "Escape", history, "the menu after the move") == menu
        finally:
            window.close()  # as the close button does: the player's spot is kept for the next start
    assert json.loads((tmp_path / "settings.json").read_text())["position"] == list(menu.topleft)
