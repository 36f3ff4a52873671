"""Wasted clicks in the window's review: a click on an open cell, made in the real window, is kept with the game and
judged in its place among the moves; the viewer's steps visit every move of the review, wasted clicks included,
each at its own moment, and its tick takes the wasted colour."""

from __future__ import annotations

from pathlib import Path

import pygame

from minesweeper.core.solver.review import MoveClass
from minesweeper.gui.art.palette import move_colours
from tests.gui.driver import RIGHT, SCENE_BOARD, Driver
from tests.gui.history_kit import replay_newest


def test_a_click_on_an_open_cell_is_a_wasted_move_of_the_review_between_the_moves_it_came_between(
    tmp_path: Path,
) -> None:
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
        ("reveal", MoveClass.FIRST, False),
        (review.moves[1].action, MoveClass.WASTED, True),
        ("flag", MoveClass.WASTED, True),
        ("flag", MoveClass.PROVEN, False),
        ("reveal", review.moves[4].cls, False),
    ]
    assert review.summary.counts[MoveClass.WASTED] == 2
    # Each step is one entry of the review, wasted clicks included, at its own moment: the clock and the seek bar at
    # its time, the board as it was just before it, the message about it; then the end, and back the same way.
    started = review.moves[0].t  # the game clock starts at the first reveal
    made = [0, 1, 1, 1, 2]  # the game's moves made before each entry
    for index, move in enumerate(review.moves):
        driver.key(pygame.K_RIGHT)
        assert screen.message.startswith(f"Move {index + 1} of 5: "), (index, screen.message)
        assert (screen.replay.t, screen.replay.moves, screen.clock_ms()) == (move.t, made[index], move.t - started)
    driver.key(pygame.K_RIGHT)
    assert screen.replay.t == screen.replay.end and screen.replay.moves == 3 and "Move" not in screen.message
    for index in range(4, -1, -1):
        driver.key(pygame.K_LEFT)
        assert screen.message.startswith(f"Move {index + 1} of 5: "), (index, screen.message)
        assert (screen.replay.t, screen.replay.moves) == (review.moves[index].t, made[index])
    driver.key(pygame.K_LEFT)
    assert (screen.replay.t, screen.replay.moves) == (screen.player.begin, 0) and "Move" not in screen.message
    screen.go_to(review.moves[1].t)  # the seek bar at the wasted click's moment: what comes next is the flag's
    assert screen.message.startswith("Move 3 of 5: ")  # wasted click, made in a later millisecond
    driver.app.draw()
    colours = move_colours(driver.app.ctx.settings.theme)
    inner = screen.bar.seek.inflate(-2 * screen.bar.scale, -2 * screen.bar.scale)
    x = screen.bar._x_of(review.moves[1].t, screen.player.begin, screen.replay.end)
    assert driver.app.surface.get_at((x, inner.bottom - 2 * screen.bar.scale))[:3] == colours[MoveClass.WASTED]
