"""The review's seek bar spans the game itself: a player who waited ten seconds before the first click sees the
moves spread over the bar, not squeezed into its last tenth. The bar (and Home, the viewer's opening moment, a
replay played again) starts ``LEAD_MS`` before the player's first move of any kind, so a flag placed before the
first reveal keeps its tick and its moment on the bar; only the pointer idling before any move is left out."""

from __future__ import annotations

from pathlib import Path

import pygame

from minesweeper.core.replay import LEAD_MS
from tests.gui.driver import LEFT, RIGHT, SCENE_BOARD, Driver
from tests.gui.history_kit import replay_newest

WAIT_S = 10.0  # the player looked at the board this long, moving the pointer, before the first move


def waited_then_played(tmp: Path, *, flag_first: bool = False) -> Driver:
    """A game on the scene board: the pointer rests 3 s, then (a flag placed there if ``flag_first``) wanders for
    ``WAIT_S``; then a reveal, a flag and a mine, 0.7 s apart."""
    driver = Driver(tmp, layout=SCENE_BOARD)
    driver.wait(0.2)
    driver.move(driver.cell_centre(8, 0))
    driver.wait(3.0)
    if flag_first:
        driver.click_cell(8, 0, RIGHT)
    for _ in range(10):
        driver.wait(WAIT_S / 10)
        driver.move(driver.cell_centre(4, 7))
    driver.click_cell(0, 8)
    driver.wait(0.7)
    driver.click_cell(3, 5, RIGHT)
    driver.wait(0.7)
    driver.click_cell(5, 4)  # a mine
    assert driver.play.game.state == "lost"
    return driver


def test_the_seek_bar_spans_the_game_not_the_wait_before_the_first_click(tmp_path: Path) -> None:
    driver = waited_then_played(tmp_path)
    try:
        screen = replay_newest(driver)
        replay, seek = screen.replay, screen.bar.seek
        first = replay.actions[0].t
        assert first - replay.start > WAIT_S * 1000  # the timeline itself keeps the wait
        assert replay.t >= first - LEAD_MS, "the viewer opened on the idle wait"
        driver.app.draw()
        xs = [screen.bar._x_of(action.t, screen.player.begin, replay.end) for action in replay.actions]
        assert all(seek.left <= x < seek.right for x in xs)
        assert (xs[0] - seek.left) * 3 < seek.width, "the first move sits far along the bar"
        driver.click((seek.left + seek.width // 2, seek.centery))
        assert replay.moves >= 1, "half the bar is still the wait before the first click"
        driver.key(pygame.K_HOME)
        assert (replay.moves, replay.t) == (0, first - LEAD_MS)
        driver.down(LEFT, (seek.left, seek.centery))
        driver.up(LEFT, (seek.left, seek.centery))
        assert (replay.moves, replay.t) == (0, first - LEAD_MS)
        driver.key(pygame.K_RIGHT)
        driver.key(pygame.K_LEFT)
        assert (replay.moves, replay.t) == (0, first - LEAD_MS), "a step back went into the wait"
    finally:
        driver.close()


def test_a_flag_placed_before_the_first_reveal_keeps_its_tick_and_moment(tmp_path: Path) -> None:
    driver = waited_then_played(tmp_path, flag_first=True)
    try:
        screen = replay_newest(driver)
        replay, seek = screen.replay, screen.bar.seek
        flag = replay.actions[0]
        assert flag.kind.name == "FLAG" and replay.actions[1].t - flag.t > WAIT_S * 1000 * 0.9
        driver.key(pygame.K_HOME)
        assert (replay.moves, replay.t) == (0, flag.t - LEAD_MS)
        driver.key(pygame.K_RIGHT)
        assert (replay.moves, replay.t) == (0, flag.t)  # the flag's moment, the board as it was before it
        x = screen.bar._x_of(flag.t, screen.player.begin, replay.end)
        assert seek.left <= x < seek.left + seek.width // 10
    finally:
        driver.close()
