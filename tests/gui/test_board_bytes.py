"""The board is drawn from the game's ``visible()`` bytes: every visible cell shows its tile's sprite, at any
scroll position (whole cells or not), and a scroll moves the picture with the board."""

from __future__ import annotations

from pathlib import Path

import pygame

from minesweeper.gui.play.board_view import SPRITE_OF
from tests.gui.driver import Driver

BOARD = "\n".join("".join("*" if (x * 7 + y * 13) % 10 == 0 else "." for x in range(120)) for y in range(90))


def at_top_left(driver: Driver) -> None:
    """A board bigger than the window, scrolled to its top left corner and drawn."""
    driver.resize((640, 480))
    scroll(driver, 0, 0)


def scroll(driver: Driver, x: int, y: int) -> None:
    view = driver.play.view
    view.scroll_to(x, y)
    driver.play.canvas.mark(view.visible())
    driver.move((1, 1))  # an event, so the loop draws: the pointer off the board


def every_visible_cell_shows_its_tile(driver: Driver) -> int:
    view = driver.play.view
    shown = view.visible()
    port = view.layout.viewport
    checked = 0
    for y in range(shown.y0, shown.y1 + 1):
        for x in range(shown.x0, shown.x1 + 1):
            rect = driver.cell_rect(x, y)
            if port.contains(rect):
                assert driver.shows(x, y, driver.play.game.tile(x, y)), (x, y)
                checked += 1
    return checked


def test_each_cell_shows_its_tile_before_and_after_scrolling(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=BOARD)
    at_top_left(driver)
    driver.click_cell(5, 1)  # a cell with no mine around it: it floods
    game = driver.play.game
    assert any(game.tile(x, y).is_open for x in range(10) for y in range(10))
    assert every_visible_cell_shows_its_tile(driver) > 100
    for x, y in ((37, 29), (5, 0), (200, 200)):  # a part of a cell, a few pixels, and as far as it goes
        view = driver.play.view
        scroll(driver, view.scroll_x + x, view.scroll_y + y)
        assert every_visible_cell_shows_its_tile(driver) > 100
    driver.close()


def test_a_pressed_covered_cell_sinks_among_cells_drawn_from_bytes(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=BOARD)
    at_top_left(driver)
    driver.click_cell(5, 1)  # a cell with no mine around it: it floods
    game = driver.play.game
    layout = game.layout
    assert layout is not None
    x, y = next(
        (x, y) for y in range(5, 20) for x in range(5, 20) if not game.tile(x, y).is_open and not layout.has_mine(x, y)
    )
    driver.down(1, driver.cell_centre(x, y))
    opened = driver.app.ctx.sheets.tiles(driver.play.view.layout.zoom)[SPRITE_OF[0]]
    assert driver.pixels(driver.cell_rect(x, y)) == pygame.image.tobytes(opened, "RGB")
    assert driver.shows(x + 1, y, game.tile(x + 1, y)) and driver.shows(x, y + 1, game.tile(x, y + 1))
    driver.close()
