"""The status panel's LED counters through the real loop: a board of 1,000 mines or more gets as many digits as its
mine count needs (a 300 x 300 board with 15,000 mines shows 15000, not 999), the timer as many (so it goes past
999 s there), and a count below zero keeps its minus in front of the wider digits (drawn by the frame itself: a
thousand flags would take a thousand clicks)."""

from __future__ import annotations

from pathlib import Path

import pygame

from minesweeper.core.game import GameState
from minesweeper.core.presets import Difficulty
from minesweeper.gui.art.sheets import DIGIT_MINUS, DIGIT_W
from minesweeper.gui.play.frame import GameFrame
from tests.gui.driver import RIGHT, Driver


def shown_digits(driver: Driver, box: pygame.Rect) -> list[int]:
    """The digit sprites a counter's box shows, read back from the window's pixels."""
    layout = driver.play.view.layout
    sprites = [pygame.image.tobytes(sprite, "RGB") for sprite in driver.app.ctx.sheets.digits(layout.scale)]
    width = DIGIT_W * layout.scale
    shown = []
    for i in range(box.width // width):
        picture = driver.pixels(pygame.Rect(box.left + i * width, box.top, width, box.height))
        assert picture in sprites, f"digit {i} of the counter is no digit"
        shown.append(sprites.index(picture))
    return shown


def test_a_board_of_15000_mines_counts_them_all_and_times_past_999_seconds(tmp_path: Path) -> None:
    driver = Driver(tmp_path, difficulty=Difficulty.custom(300, 300, 15_000))
    layout = driver.play.view.layout
    assert shown_digits(driver, layout.counter) == [1, 5, 0, 0, 0]
    assert shown_digits(driver, layout.timer) == [0, 0, 0, 0, 0]
    driver.click_cell(0, 0)
    driver.click_cell(5, 5, RIGHT)  # a flag: one mine fewer to find
    assert driver.play.game.state is GameState.PLAYING
    driver.wait(1233.5)
    driver.post(pygame.USEREVENT + 1)
    driver.step()
    assert shown_digits(driver, layout.counter) == [1, 4, 9, 9, 9]
    assert shown_digits(driver, layout.timer) == [0, 1, 2, 3, 4]


def test_an_expert_board_keeps_three_digits_and_its_timer_stops_at_999(tmp_path: Path) -> None:
    driver = Driver.preset(tmp_path, "expert")
    layout = driver.play.view.layout
    assert shown_digits(driver, layout.counter) == [0, 9, 9]
    driver.click_cell(15, 8)
    driver.wait(1233.5)
    driver.post(pygame.USEREVENT + 1)
    driver.step()
    assert shown_digits(driver, layout.timer) == [9, 9, 9]


def test_more_flags_than_mines_read_as_a_minus_and_the_count_on_a_wide_counter(tmp_path: Path) -> None:
    driver = Driver(tmp_path, difficulty=Difficulty.custom(40, 40, 1000))
    play = driver.play
    layout = play.view.layout
    assert layout.digits == 4
    frame = GameFrame(driver.app.ctx.sheets, driver.app.ctx.font, driver.app.ctx.colours, layout)
    frame.draw_counter(driver.app.surface, layout.counter, -42)  # 1,042 flags on the board's 1,000 mines
    assert shown_digits(driver, layout.counter) == [DIGIT_MINUS, 0, 4, 2]
