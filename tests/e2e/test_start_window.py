"""The start window on real X screens (no window manager): from the second start on, the window the player first
sees is the menu's own, where it stays, as big as it stays, while the game loads behind it and draws the menu in it;
and that holds with a saved game waiting (Continue takes a row of its own)."""

from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest

from minesweeper.gui.art.palette import chrome
from tests.e2e.xserver import GameWindow, require_tools, virtual_display
from tests.saves import save_game, started_beginner

pytestmark = pytest.mark.slow

SCREENS = [(800, 600), (1920, 1080)]
DRAWN_S = 30  # the longest the menu may take to appear on a loaded machine


def title_band_drawn(window: GameWindow, shot: Path) -> bool:
    """Whether the menu is drawn: its title band's colour down the middle of its top (the band's place depends on the
    menu's scale)."""
    picture = pygame.image.load(str(window.screenshot(shot)))
    middle = picture.get_width() // 2
    return any(picture.get_at((middle, y))[:3] == chrome("classic").accent for y in range(picture.get_height() // 6))


def geometries_until_drawn(window: GameWindow, shot: Path) -> set[tuple[int, int, int, int]]:
    """Every geometry the window has from the moment it is found until the menu is drawn in it, and a moment after."""
    seen = {window.geometry()}
    deadline = time.monotonic() + DRAWN_S
    while not title_band_drawn(window, shot):
        seen.add(window.geometry())
        assert time.monotonic() < deadline, "the menu was never drawn"
    time.sleep(0.3)
    return seen | {window.geometry()}


@pytest.mark.parametrize("screen", SCREENS, ids=[f"{w}x{h}" for w, h in SCREENS])
@pytest.mark.parametrize("waiting", [False, True], ids=["no saved game", "a saved game"])
def test_the_window_a_start_shows_first_is_the_menus_and_never_moves_or_resizes(
    tmp_path: Path, screen: tuple[int, int], waiting: bool
) -> None:
    require_tools()
    data = tmp_path / "data"
    with virtual_display(screen) as display:
        first = GameWindow(display, [], data, move_to_corner=False)
        try:
            geometries_until_drawn(first, tmp_path / "first.png")
        finally:
            first.close()  # as the close button does: the start window is kept for the next start
        if waiting:
            save_game(data, started_beginner(), 5_000)
        window = GameWindow(display, [], data, move_to_corner=False)
        try:
            seen = geometries_until_drawn(window, tmp_path / "menu.png")
            assert len(seen) == 1, f"the window moved or changed size as the game loaded: {sorted(seen)}"
        finally:
            window.close()
        again = GameWindow(display, [], data, move_to_corner=False)
        try:
            assert geometries_until_drawn(again, tmp_path / "again.png") == seen, "the next start opened elsewhere"
        finally:
            again.close()
