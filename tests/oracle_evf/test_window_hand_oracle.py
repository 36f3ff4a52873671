"""Games played in the window itself, recorded by its hand recorder, kept as results and exported to EVF:
ms-toollib reads back the board, the time, the left/right/double clicks the game counted, its 3BV and how it
ended. This closes the loop from real pygame events to a file the community's tools analyse."""

from __future__ import annotations

from pathlib import Path

import pygame

from minesweeper.core.formats.export import evf_bytes
from minesweeper.core.layout import Layout
from minesweeper.core.record import FinishedGame
from minesweeper.core.view import Tile
from tests.gui.driver import LEFT, MIDDLE, RIGHT, SCENE_BOARD, Driver
from tests.oracle_evf import read_with_oracle

MINES = Layout.parse(SCENE_BOARD).mines


def result(driver: Driver) -> FinishedGame:
    finished = driver.play.session.last_result
    assert finished is not None
    return finished


def check(driver: Driver, folder: Path, *, won: bool) -> None:
    game = result(driver)
    found = read_with_oracle(evf_bytes(game), folder)
    assert [[cell == -1 for cell in row] for row in found["board"]] == [
        [(x, y) in MINES for x in range(9)] for y in range(9)
    ]
    assert found["bbbv"] == game.bbbv and found["bbbv_solved"] == game.bbbv_solved
    assert found["rtime_ms"] == game.ms
    clicks = game.play.clicks
    assert (found["left"], found["right"], found["double"]) == (clicks.left, clicks.right, clicks.double)
    assert found["completed"] is won


def test_a_mouse_game_with_flags_and_every_kind_of_chord_reads_back_as_played(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    driver.wait(0.4)
    driver.move(driver.cell_centre(2, 7))
    driver.click_cell(0, 8)  # floods the bottom-left
    driver.wait(0.6)
    driver.click_cell(3, 5, RIGHT)  # a flag on a mine
    driver.wait(0.3)
    driver.click_cell(2, 5)  # a left click on the 1 beside it: a chord
    driver.wait(0.3)
    driver.click_cell(2, 5)  # again: nothing left to open, a wasted chord
    driver.wait(0.5)
    centre = driver.cell_centre(4, 6)  # both buttons on a number
    driver.down(LEFT, centre)
    driver.down(RIGHT, centre)
    driver.up(LEFT, centre)
    driver.up(RIGHT, centre)
    driver.click_cell(4, 6, MIDDLE)  # the middle button, wasted
    t = 0.2
    for y in range(9):
        for x in range(9):
            if (x, y) not in MINES and driver.play.game.tile(x, y) is Tile.COVERED and not driver.play.game.is_over:
                driver.wait(t)
                driver.click_cell(x, y)
    assert driver.play.game.state == "won"
    check(driver, tmp_path, won=True)


def test_a_keyboard_game_lost_on_a_mine_reads_back_as_lost(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    for key in (pygame.K_a,) * 4 + (pygame.K_s,) * 4:
        driver.key(key)
    driver.wait(0.5)
    driver.key(pygame.K_SPACE)  # (0, 8): the opening
    driver.wait(0.7)
    driver.key(pygame.K_w)
    driver.key(pygame.K_w)
    driver.key(pygame.K_w)  # (0, 5)
    driver.key(pygame.K_f)  # a wrong flag
    driver.wait(0.4)
    for key in (pygame.K_w, pygame.K_w):  # (0, 3): a mine
        driver.key(key)
    driver.key(pygame.K_SPACE)
    assert driver.play.game.state == "lost"
    check(driver, tmp_path, won=False)
