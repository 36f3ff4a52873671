"""The fixed scenes of the golden-image tests and the README screenshots: menu, mid-game, lost, won."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from minesweeper.core import Layout
from minesweeper.gui.screen import TICK
from tests.gui.driver import LEFT, RIGHT, SCENE_BOARD, Driver


def menu(tmp: Path) -> Driver:
    return Driver(tmp)


def in_progress(tmp: Path) -> Driver:
    driver = Driver(tmp, layout=SCENE_BOARD)
    driver.click_cell(0, 8)
    driver.click_cell(5, 8, RIGHT)
    driver.click_cell(3, 5, RIGHT)
    driver.click_cell(8, 3)
    driver.wait(42.3)
    driver.post(TICK)
    driver.step()
    return driver


def lost(tmp: Path) -> Driver:
    driver = in_progress(tmp)
    driver.click_cell(4, 5, RIGHT)  # a wrong flag, crossed out once the game is lost
    driver.wait(3)
    driver.click_cell(7, 2)
    return driver


def won(tmp: Path) -> Driver:
    driver = in_progress(tmp)
    mines = Layout.parse(SCENE_BOARD).mines
    for y in range(9):
        for x in range(9):
            if (x, y) not in mines and not driver.play.game.tile(x, y).is_open:
                driver.click_cell(x, y, LEFT)
                if driver.play.game.is_over:
                    return driver
    return driver


SCENES: dict[str, Callable[[Path], Driver]] = {
    "menu": menu, "in-progress": in_progress, "lost": lost, "won": won,
}


def render(name: str, tmp: Path) -> pygame.Surface:
    """The scene's whole window, copied so the display can close."""
    driver = SCENES[name](tmp)
    picture = driver.app.surface.copy()
    driver.close()
    return picture
