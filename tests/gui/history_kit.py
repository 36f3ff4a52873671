"""Finished games for the History and replay tests and scenes: seeded games on fixed dates put straight into
the results database, and one game played in the window with the mouse (a held press included) and lost."""

from __future__ import annotations

import random
from pathlib import Path

import pygame

from minesweeper.core.actions import Action, Kind
from minesweeper.core.game import Game
from minesweeper.core.generate import RandomMines
from minesweeper.core.metrics.measures import board_metrics
from minesweeper.core.play import Play
from minesweeper.core.presets import Difficulty
from minesweeper.core.record import FinishedGame, GameRecord, Outcome
from minesweeper.core.view import Tile
from minesweeper.gui.screen import TICK
from minesweeper.gui.screens.history import HistoryScreen
from minesweeper.gui.screens.replay.viewer import ReplayScreen
from minesweeper.store import Store
from tests.gui.driver import LEFT, RIGHT, SCENE_BOARD, Driver

HELD_MS = 3100  # on the game clock of ``play_and_lose``: the left button holds (4, 4) down


def finished(key: str, seed: int, date: str, *, lose_after: int | None = None, step_ms: int = 700) -> FinishedGame:
    """A game of ``key`` on seeded random mines: opened cell by cell, row by row, until won, or until
    ``lose_after`` moves and then a mine."""
    difficulty = Difficulty.parse(key)
    game = Game(difficulty, RandomMines(random.Random(seed)))
    t = 1000
    game.apply(Action(Kind.REVEAL, difficulty.width // 2, difficulty.height // 2, t))
    layout = game.layout
    assert layout is not None
    for y in range(difficulty.height):
        for x in range(difficulty.width):
            if game.is_over:
                break
            mine = layout.has_mine(x, y)
            losing = lose_after is not None and len(game.actions) >= lose_after
            if game.tile(x, y) is Tile.COVERED and mine == losing:
                t += step_ms
                game.apply(Action(Kind.REVEAL, x, y, t))
    outcome = Outcome.WON if game.state == "won" else Outcome.LOST
    return FinishedGame(
        f"{key}-{seed}", GameRecord.of(game), outcome, game.elapsed_ms(t), date, Play(), None, *board_metrics(game)
    )


SEEDED = (
    ("beginner", 1, "2024-05-01T09:12:00", None),
    ("expert", 2, "2024-05-01T10:40:00", 30),
    ("intermediate", 3, "2024-05-02T18:05:00", None),
    ("12x8n14", 4, "2024-05-03T21:30:00", 6),
    ("beginner", 5, "2024-05-04T07:55:00", 9),
    ("easy", 6, "2024-05-04T08:01:00", None),
)


def seed_history(folder: Path) -> list[FinishedGame]:
    """The ``SEEDED`` games in the results database, oldest first (so the history lists them newest first)."""
    store = Store(folder)
    games = [finished(key, seed, date, lose_after=lose, step_ms=300 + 97 * seed) for key, seed, date, lose in SEEDED]
    for game in games:
        assert store.record_result(game)
    store.close()
    return games


def play_and_lose(folder: Path) -> Driver:
    """A game on the scene board played with the mouse: a reveal, a flag, a press held and dragged to (4, 4)
    and released there, then a mine; the game clock reads each moment as below."""
    driver = Driver(folder, layout=SCENE_BOARD)
    driver.wait(1.0)
    driver.move(driver.cell_centre(0, 8))
    driver.wait(0.3)
    driver.click_cell(0, 8)  # R0,8 at 1300 ms
    driver.wait(0.7)
    driver.click_cell(3, 5, RIGHT)  # F3,5 at 2000 ms
    driver.wait(0.6)
    driver.down(LEFT, driver.cell_centre(3, 3))  # pressed at 2600 ms
    driver.wait(0.3)
    driver.move(driver.cell_centre(4, 4), (1, 0, 0))  # dragged at 2900 ms
    driver.wait(0.4)
    driver.up(LEFT, driver.cell_centre(4, 4))  # R4,4 at 3300 ms
    driver.wait(0.8)
    driver.click_cell(5, 4)  # a mine, at 4100 ms
    assert driver.play.game.state == "lost"
    return driver


def history(driver: Driver) -> HistoryScreen:
    screen = driver.app.screen
    assert isinstance(screen, HistoryScreen), f"expected the history, not {type(screen).__name__}"
    return screen


def viewer(driver: Driver) -> ReplayScreen:
    screen = driver.app.screen
    assert isinstance(screen, ReplayScreen), f"expected the replay viewer, not {type(screen).__name__}"
    return screen


def replay_newest(driver: Driver) -> ReplayScreen:
    """From the game: Esc closes the results card, Esc again to the menu, H for the history, Enter on the newest
    game; its review worked out and taken (a tick)."""
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_h)
    history(driver)
    driver.key(pygame.K_RETURN)
    return reviewed(driver)


def reviewed(driver: Driver) -> ReplayScreen:
    """The viewer on screen, once its review (if it was being worked out) has been taken."""
    screen = viewer(driver)
    while screen.reviewing:  # the app's reviews work through what was queued before this game's, then it
        assert driver.app.ctx.reviews.wait(30), "the review did not finish"
        driver.post(TICK)
        driver.step()
    assert screen.review is not None
    return screen
