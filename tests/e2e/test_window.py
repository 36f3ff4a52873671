"""The real window under Xvfb, played with real clicks from xdotool and read back from screenshots."""

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from minesweeper.gui.app import DESKTOP_MARGIN
from minesweeper.gui.geometry import cell_px, play_layout, start_zoom
from minesweeper.gui.idle import Idler
from minesweeper.gui.sheets import TILE, TILES_PNG, TileSprite, load_png
from tests.e2e.xserver import SCREEN, GameWindow, require_tools, virtual_display

BOARD = "...*\n.*..\n....\n...*\n"

pytestmark = pytest.mark.slow


def cell_pixels(shot: Path, cell: tuple[int, int]) -> bytes:
    available = (SCREEN[0] - DESKTOP_MARGIN[0], SCREEN[1] - DESKTOP_MARGIN[1])
    layout = play_layout((4, 4), start_zoom((4, 4), available), available)
    size = cell_px(layout.zoom)
    picture = pygame.image.load(str(shot))
    area = pygame.Rect(layout.viewport.left + cell[0] * size, layout.viewport.top + cell[1] * size, size, size)
    return pygame.image.tobytes(picture.subsurface(area), "RGB")


def sprite(index: int, zoom: int) -> bytes:
    sheet = load_png(TILES_PNG)
    tile = sheet.subsurface((index * TILE, 0, TILE, TILE))
    return pygame.image.tobytes(pygame.transform.scale(tile, (TILE * zoom, TILE * zoom)), "RGB")


def test_left_right_and_both_buttons_in_a_real_window(tmp_path: Path) -> None:
    board = tmp_path / "board.txt"
    board.write_text(BOARD)
    available = (SCREEN[0] - DESKTOP_MARGIN[0], SCREEN[1] - DESKTOP_MARGIN[1])
    layout = play_layout((4, 4), start_zoom((4, 4), available), available)
    size = cell_px(layout.zoom)

    def centre(x: int, y: int) -> tuple[int, int]:
        return layout.viewport.left + x * size + size // 2, layout.viewport.top + y * size + size // 2

    require_tools()
    with virtual_display() as display:
        window = GameWindow(display, ["--board", str(board)], tmp_path / "data")
        try:
            window.click(centre(0, 0), "click", "1")
            window.click(centre(1, 1), "click", "3")
            first = window.screenshot(tmp_path / "first.png")
            window.click(centre(0, 0), "mousedown", "1", "mousedown", "3", "mouseup", "1", "mouseup", "3")
            second = window.screenshot(tmp_path / "second.png")
        finally:
            window.close()
    zoom = layout.zoom
    assert cell_pixels(first, (0, 0)) == sprite(TileSprite.ONE, zoom)
    assert cell_pixels(first, (1, 1)) == sprite(TileSprite.FLAG, zoom)
    assert cell_pixels(first, (1, 0)) == sprite(TileSprite.COVERED, zoom)
    assert cell_pixels(second, (1, 0)) == sprite(TileSprite.ONE, zoom)
    assert cell_pixels(second, (0, 1)) == sprite(TileSprite.ONE, zoom)
    assert cell_pixels(second, (1, 1)) == sprite(TileSprite.FLAG, zoom)


IDLER_PROBE = """
import os, time
os.environ["SDL_FRAMEBUFFER_ACCELERATION"] = "0"
import pygame
from minesweeper.gui.idle import Idler
pygame.display.init()
pygame.display.set_mode((50, 50))
idler = Idler()
started = time.monotonic()
idler.wait(0.05)
print(idler.blocks, time.monotonic() - started < 5)
"""


def test_on_x11_the_loop_sleeps_on_the_x_servers_socket() -> None:
    require_tools()
    with virtual_display() as display:
        env = {**os.environ, "DISPLAY": display, "SDL_AUDIODRIVER": "dummy"}
        env.pop("SDL_VIDEODRIVER", None)
        result = subprocess.run([sys.executable, "-c", IDLER_PROBE], env=env, capture_output=True, text=True,
                                timeout=60, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["True", "True"]


def test_without_x11_the_loop_falls_back_to_polling() -> None:
    pygame.display.init()
    try:
        assert pygame.display.get_driver() == "dummy"
        assert not Idler().blocks
    finally:
        pygame.display.quit()
