"""An open drop-down menu stays on top while the game runs: the clock's tick repaints the counters and the face,
and a move repaints cells and the message bar, but none of them may be painted over the open menu (the face and
the counters were drawn across the open Help menu, "Mine ch☺es")."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from minesweeper.gui.screen import TICK
from tests.gui import scenes
from tests.gui.driver import Driver


def open_menu(driver: Driver, title: int) -> pygame.Rect:
    bar = driver.play.canvas.bar
    driver.click(bar.titles[title].center)
    drop = bar.shown_drop()
    assert drop is not None, "the menu did not open"
    return drop


@pytest.mark.parametrize("title", [0, 1])  # Game, Help
def test_the_clocks_tick_does_not_paint_over_an_open_menu(tmp_path: Path, title: int) -> None:
    driver = scenes.in_progress(tmp_path)
    try:
        drop = open_menu(driver, title)
        status = driver.play.view.layout.status
        assert drop.colliderect(status), "the test needs a drop-down over the counters or the face"
        before = driver.pixels(drop)
        for _ in range(3):
            driver.wait(1.0)
            driver.post(TICK)
            driver.step()
        assert driver.play.canvas.bar.shown_drop() == drop
        assert driver.pixels(drop) == before, "the tick painted the counters or the face over the open menu"
    finally:
        driver.close()


def test_a_hints_answer_does_not_paint_the_message_bar_over_an_open_menu(tmp_path: Path) -> None:
    driver = scenes.in_progress(tmp_path)
    try:
        driver.key(pygame.K_h)
        drop = open_menu(driver, 0)  # Game, the longest drop-down
        message = driver.play.view.layout.message
        assert drop.colliderect(message), "the test needs the Game menu to reach down over the message bar"
        before = driver.pixels(drop)
        driver.solver_answers()  # the hint's reason comes while the menu is open
        assert not driver.play.message.startswith("Thinking")
        assert driver.pixels(drop) == before, "the hint's words were painted over the open menu"
    finally:
        driver.close()
