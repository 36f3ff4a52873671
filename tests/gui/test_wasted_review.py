"""Wasted clicks in the window's review: a click on an open cell, made in the real window, is kept with the game and
judged in its place among the moves; the viewer steps through the game's moves and names the wasted click that
came after one, and its tick takes the wasted colour."""

from __future__ import annotations

from pathlib import Path

import pygame

from minesweeper.core.solver.review import MoveClass
from minesweeper.gui.art.palette import move_colours
from tests.gui.driver import RIGHT, SCENE_BOARD, Driver
from tests.gui.history_kit import replay_newest


def test_a_click_on_an_open_cell_is_a_wasted_move_of_the_review_between_the_moves_it_came_between(
        tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    driver.wait(1.0)
    driver.click_cell(0, 8)  # opens the corner: A9 is a 0
    driver.wait(0.5)
    driver.click_cell(0, 8)  # again, on the open cell: nothing changes
    driver.wait(0.5)
    driver.click_cell(0, 8, RIGHT)  # a flag on an open cell: nothing changes either
    driver.wait(0.5)
    driver.click_cell(3, 5, RIGHT)  # a flag
    driver.wait(0.5)
    driver.click_cell(5, 4)  # a mine
    assert driver.play.game.state == "lost" and len(driver.play.game.actions) == 3
    screen = replay_newest(driver)
    review = screen.review
    assert review is not None and review.action_count == 3
    assert [(move.action, move.cls, move.refused) for move in review.moves] == [
        ("reveal", MoveClass.FIRST, False), (review.moves[1].action, MoveClass.WASTED, True),
        ("flag", MoveClass.WASTED, True), ("flag", MoveClass.PROVEN, False), ("reveal", review.moves[4].cls, False)]
    assert review.summary.counts[MoveClass.WASTED] == 2
    driver.key(pygame.K_RIGHT)  # one step of the replay: the first move made, the wasted click is what comes next
    assert screen.replay.moves == 1
    assert screen.message.startswith("Move 2 of 5: Wasted: the ") and "A9 changed nothing" in screen.message
    driver.key(pygame.K_RIGHT)  # past the flag: the losing click comes next, not a wasted click already made
    assert screen.replay.moves == 2 and screen.message.startswith("Move 5 of 5: ")
    driver.app.draw()
    colours = move_colours(driver.app.ctx.settings.theme)
    inner = screen.bar.seek.inflate(-2 * screen.bar.scale, -2 * screen.bar.scale)
    x = screen.bar._x_of(review.moves[1].t, screen.begin, screen.replay.end)
    assert driver.app.surface.get_at((x, inner.bottom - 2 * screen.bar.scale))[:3] == colours[MoveClass.WASTED]
