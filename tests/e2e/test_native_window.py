"""The window behaves like a native desktop program on real X screens of three sizes, with no window manager:
it opens centred and wholly on screen for every preset, claims no position the player did not give it, and
a window dragged bigger draws a bigger, centred, crisp board."""

from __future__ import annotations

import subprocess
import time
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from minesweeper.core.presets import PRESETS
from minesweeper.gui.art.files import load_png
from minesweeper.gui.art.sheets import TILE, TILES_PNG, TileSprite
from minesweeper.gui.geometry import cell_px, fit_zoom, play_layout
from tests.e2e.xserver import GameWindow, require_tools, virtual_display

pytestmark = pytest.mark.slow

SCREENS = [(800, 600), (1024, 768), (1600, 1200)]


def hints(window: GameWindow) -> str:
    """The window's size hints once the game has claimed its position: SDL maps the window with its own hints
    and the game rewrites them a moment later, so a slow start (a loaded machine, coverage) is waited for."""
    deadline = time.monotonic() + 10
    while True:
        found = subprocess.run(
            ["xprop", "-id", window.window, "WM_NORMAL_HINTS"],
            env=window.env,
            capture_output=True,
            text=True,
            check=True,
            timeout=30,
        ).stdout
        if "program specified location" in found or time.monotonic() > deadline:
            return found
        time.sleep(0.05)


@pytest.mark.parametrize("screen", SCREENS, ids=[f"{w}x{h}" for w, h in SCREENS])
def test_every_preset_opens_centred_and_wholly_on_screen(tmp_path: Path, screen: tuple[int, int]) -> None:
    require_tools()
    with virtual_display(screen) as display:
        for key in PRESETS:
            window = GameWindow(display, ["--preset", key], tmp_path / key, move_to_corner=False)
            try:
                x, y, width, height = window.geometry()
                assert x >= 0 and y >= 0 and x + width <= screen[0] and y + height <= screen[1], (key, x, y)
                assert abs(x - (screen[0] - width) // 2) <= 1 and abs(y - (screen[1] - height) // 2) <= 1, key
                assert "user specified location" not in hints(window)
                assert "program specified location" in hints(window)
            finally:
                window.close()


def crisp_covered_cell(picture: pygame.Surface, layout_zoom: int, at: tuple[int, int]) -> bool:
    """Whether a covered cell is drawn exactly as the sprite scaled by the whole-number zoom."""
    size = cell_px(layout_zoom)
    tile = load_png(TILES_PNG).subsurface((TileSprite.COVERED * TILE, 0, TILE, TILE))
    expected = pygame.image.tobytes(pygame.transform.scale(tile, (size, size)), "RGB")
    return pygame.image.tobytes(picture.subsurface((*at, size, size)), "RGB") == expected


def test_a_window_dragged_bigger_draws_a_bigger_centred_crisp_board(tmp_path: Path) -> None:
    require_tools()
    board = (PRESETS["beginner"].width, PRESETS["beginner"].height)
    with virtual_display((1600, 1200)) as display:
        window = GameWindow(display, ["--preset", "beginner"], tmp_path)
        try:
            _, _, width, height = window.geometry()
            before = fit_zoom(board, (width, height))
            window.xdotool("windowsize", "--sync", window.window, "1400", "1000")  # within the work area
            expected = play_layout(board, fit_zoom(board, (1400, 1000)), (1400, 1000))
            assert expected.zoom > before
            deadline = time.monotonic() + 20
            while True:
                picture = pygame.image.load(str(window.screenshot(tmp_path / "big.png")))
                if picture.get_size() == (1400, 1000) and crisp_covered_cell(
                    picture, expected.zoom, expected.viewport.topleft
                ):
                    break
                assert time.monotonic() < deadline, "the bigger window never showed the bigger board"
                time.sleep(0.1)
            size = cell_px(expected.zoom)
            corner = (expected.viewport.right - size, expected.viewport.bottom - size)
            assert crisp_covered_cell(picture, expected.zoom, corner)
            assert abs(expected.viewport.left - (1400 - expected.viewport.right)) <= cell_px(1)
        finally:
            window.close()


def region(window: GameWindow, shot: Path, rect: pygame.Rect) -> bytes:
    picture = pygame.image.load(str(window.screenshot(shot)))
    return pygame.image.tobytes(picture.subsurface(rect.clip(picture.get_rect())), "RGB")


def wait_until(what: str, check: Callable[[], bool]) -> None:
    deadline = time.monotonic() + 20
    while not check():
        assert time.monotonic() < deadline, f"timed out waiting for {what}"
        time.sleep(0.1)


def test_the_menu_bar_and_help_open_by_mouse_and_by_keyboard_in_a_real_window(tmp_path: Path) -> None:
    require_tools()
    board = (PRESETS["beginner"].width, PRESETS["beginner"].height)
    with virtual_display((1024, 768)) as display:
        window = GameWindow(display, ["--preset", "beginner"], tmp_path)
        try:
            _, _, width, height = window.geometry()
            layout = play_layout(board, fit_zoom(board, (width, height)), (width, height))
            below_bar = pygame.Rect(0, layout.menu_bar.bottom, width // 2, layout.viewport.bottom)
            shot = tmp_path / "shot.png"
            closed, board_seen = region(window, shot, below_bar), region(window, shot, layout.viewport)
            title = (layout.menu_bar.left + 10 * min(layout.scale, 2), layout.menu_bar.centery)
            window.click(title, "click", "1")  # the Game title: its drop-down covers the top left
            wait_until("the Game menu to drop down", lambda: region(window, shot, below_bar) != closed)
            window.xdotool("key", "--window", window.window, "Escape")  # the drop-down closes, the title keeps focus
            wait_until("the menu to close", lambda: region(window, shot, below_bar) == closed)
            window.xdotool("key", "--window", window.window, "Escape", "F10", "Down")  # the bar lets go, F10 takes it
            wait_until("F10 and Down to open the menu", lambda: region(window, shot, below_bar) != closed)
            window.xdotool("key", "--window", window.window, "Escape")  # one level: the drop-down
            wait_until("the menu to close again", lambda: region(window, shot, below_bar) == closed)
            window.xdotool("key", "--window", window.window, "Escape")  # and the bar lets the keys go
            window.xdotool("key", "--window", window.window, "F1")
            wait_until("F1 to show the help", lambda: region(window, shot, layout.viewport) != board_seen)
            window.click(layout.viewport.center, "click", "1")
            wait_until("a click to close the help", lambda: region(window, shot, layout.viewport) == board_seen)
            assert not (tmp_path / "resume.json").exists()  # the click that closed the help played nothing
        finally:
            window.close()
