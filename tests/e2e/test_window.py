"""The real window under Xvfb, played with real clicks from xdotool and read back from screenshots."""

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from minesweeper.gui.art.files import load_png
from minesweeper.gui.art.sheets import TILE, TILES_PNG, TileSprite
from minesweeper.gui.geometry import PlayLayout, cell_px, opening, play_layout
from minesweeper.gui.platform.idle import Idler
from minesweeper.gui.platform.window import DESKTOP_MARGIN
from tests.e2e.xserver import SCREEN, GameWindow, require_tools, virtual_display

BOARD = "...*\n.*..\n....\n...*\n"

pytestmark = pytest.mark.slow


def cell_pixels(shot: Path, cell: tuple[int, int], layout: PlayLayout) -> bytes:
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
    zoom = opening((4, 4), available)[0]
    layout = play_layout((4, 4), zoom, (1, 1))  # laid out again below for the window's real size

    def centre(x: int, y: int) -> tuple[int, int]:
        size = cell_px(zoom)
        return layout.viewport.left + x * size + size // 2, layout.viewport.top + y * size + size // 2

    expected_first = {(0, 0): TileSprite.ONE, (1, 1): TileSprite.FLAG, (1, 0): TileSprite.COVERED}
    expected_second = {(1, 0): TileSprite.ONE, (0, 1): TileSprite.ONE, (1, 1): TileSprite.FLAG}

    def settled(window: GameWindow, name: str, expected: dict[tuple[int, int], TileSprite]) -> Path:
        """Screenshots until the window shows what is expected (or time runs out): no fixed sleeps."""
        shot = tmp_path / name
        for _ in range(50):
            window.screenshot(shot)
            if all(cell_pixels(shot, cell, layout) == sprite(tile, zoom) for cell, tile in expected.items()):
                break
        return shot

    require_tools()
    with virtual_display() as display:
        window = GameWindow(display, ["--board", str(board)], tmp_path / "data")
        try:
            # The window is as big as the menu bar's longest drop-down needs: lay the board out in it.
            layout = play_layout((4, 4), zoom, window.geometry()[2:])
            window.click(centre(0, 0), "click", "1")
            window.click(centre(1, 1), "click", "3")
            first = settled(window, "first.png", expected_first)
            window.click(centre(0, 0), "mousedown", "1", "mousedown", "3", "mouseup", "1", "mouseup", "3")
            second = settled(window, "second.png", expected_second)
        finally:
            window.close()
    for shot, expected in ((first, expected_first), (second, expected_second)):
        for cell, tile in expected.items():
            assert cell_pixels(shot, cell, layout) == sprite(tile, zoom), f"{shot.name}: {cell} is not {tile.name}"


IDLER_PROBE = """
import os
os.environ["SDL_FRAMEBUFFER_ACCELERATION"] = "0"
import pygame
from minesweeper.gui.platform.idle import Idler
pygame.display.init()
pygame.display.set_mode((50, 50))
idler = Idler()
idler.wait(0.05)
print(idler.blocks)
"""


def test_on_x11_the_loop_sleeps_on_the_x_servers_socket() -> None:
    require_tools()
    with virtual_display() as display:
        env = {**os.environ, "DISPLAY": display, "SDL_AUDIODRIVER": "dummy"}
        env.pop("SDL_VIDEODRIVER", None)
        result = subprocess.run(
            [sys.executable, "-c", IDLER_PROBE], env=env, capture_output=True, text=True, timeout=60, check=False
        )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["True"]


def test_without_x11_the_loop_falls_back_to_polling(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    try:
        assert pygame.display.get_driver() == "dummy"
        assert not Idler().blocks
    finally:
        pygame.display.quit()
