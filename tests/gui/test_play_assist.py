"""The solver in the window: a hint with its reason and outline, the probability view, the verdict on a
loss, and no-guess boards found while the first button is held, all through real events."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from minesweeper.core.game import GameState
from minesweeper.core.presets import PRESETS, Difficulty
from minesweeper.core.solver.noguess import NoGuessMines, is_solvable
from minesweeper.core.view import Tile
from minesweeper.gui.play import assist as play_assist
from minesweeper.gui.play.screen import PlayScreen
from tests.gui.driver import LEFT, SCENE_BOARD, Driver


def plain(driver: Driver, x: int, y: int) -> bool:
    """The cell shows its tile's sprite and nothing over it."""
    return driver.shows(x, y, driver.play.game.tile(x, y))


def test_a_hint_names_a_safe_cell_outlines_it_and_marks_the_game_assisted(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    driver.click_cell(0, 8)
    assert not driver.play.session.assisted
    driver.key(pygame.K_h)
    driver.solver_answers()
    outline = driver.play.flow.assist.marks.outline
    assert outline is not None and outline.mine is False and outline.sources
    assert " is safe: " in driver.play.message
    assert not plain(driver, *outline.cell) and not plain(driver, *outline.sources[0])
    assert driver.play.session.assisted
    driver.click_cell(*outline.cell)  # taking the hint: the outline goes
    assert driver.play.flow.assist.marks.outline is None and plain(driver, *outline.cell)


def test_a_hint_before_the_first_click_says_to_click_anywhere_and_marks_nothing(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    driver.key(pygame.K_h)
    driver.solver_answers()
    assert "first click" in driver.play.message and driver.play.flow.assist.marks.outline is None
    assert not driver.play.session.assisted


def test_the_probability_view_shades_covered_cells_and_gives_the_figure_under_the_pointer(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    driver.click_cell(0, 8)
    driver.key(pygame.K_p)
    driver.solver_answers()
    game = driver.play.game
    covered = [(x, y) for y in range(9) for x in range(9) if game.tile(x, y) is Tile.COVERED]
    assert covered and not any(plain(driver, *cell) for cell in covered)
    assert all(plain(driver, x, y) for y in range(9) for x in range(9) if game.tile(x, y).is_open)
    driver.move(driver.cell_centre(*covered[-1]))
    assert driver.play.message.endswith("chance of a mine") and "%" in driver.play.message
    assert driver.play.session.assisted
    driver.key(pygame.K_p)
    assert all(plain(driver, *cell) for cell in covered)


def test_a_loss_gets_its_verdict_and_an_avoidable_one_shows_a_safe_cell(tmp_path: Path) -> None:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    driver.click_cell(0, 8)
    driver.click_cell(5, 0)  # a mine, while safe cells were known
    assert driver.play.game.state is GameState.LOST
    driver.solver_answers()
    verdict = driver.play.flow.assist.verdict
    assert verdict is not None and not verdict.forced
    assert driver.play.message.startswith("Avoidable: ")
    outline = driver.play.flow.assist.marks.outline
    assert outline is not None and outline.cell == verdict.safe_cell


def no_guess_driver(tmp_path: Path, difficulty: Difficulty) -> Driver:
    driver = Driver(tmp_path, difficulty=difficulty)
    driver.app.ctx.change_settings(no_guess=True)
    driver.key(pygame.K_F2)
    assert isinstance(driver.play.game.mine_source, NoGuessMines)
    return driver


def test_a_no_guess_board_is_searched_for_from_the_press_and_laid_at_the_release(tmp_path: Path) -> None:
    driver = no_guess_driver(tmp_path, PRESETS["expert"])
    driver.down(LEFT, driver.cell_centre(15, 8))
    assert "board" in driver.play.flow.assist.tasks  # working while the button is held
    driver.up(LEFT, driver.cell_centre(15, 8))
    if driver.play.game.state is GameState.READY:  # released before the search was done: it waits, saying so
        assert driver.play.message == play_assist.SEARCHING
        driver.solver_answers()
    game = driver.play.game
    assert game.state is GameState.PLAYING and game.no_guess and game.layout is not None
    assert is_solvable(30, 16, game.layout.cells, 15, 8)


def test_when_no_no_guess_board_turns_up_in_time_a_normal_board_is_offered(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(play_assist, "NO_GUESS_BUDGET_S", 0.0)
    driver = no_guess_driver(tmp_path, Difficulty.custom(9, 9, 60))
    driver.click_cell(4, 4)
    assert driver.play.message == play_assist.SEARCHING
    driver.solver_answers()
    assert driver.play.message == play_assist.NOT_FOUND and driver.play.game.state is GameState.READY
    driver.key(pygame.K_n)
    game = driver.play.game
    assert game.state is not GameState.READY and not game.no_guess and game.tile(4, 4).is_open


def test_the_command_lines_no_guess_switch_deals_no_guess_boards_in_the_window(tmp_path: Path) -> None:
    from minesweeper.cli import BoardChoice
    from minesweeper.gui.app import App
    from minesweeper.store import Store

    app = App(BoardChoice(PRESETS["beginner"], None, 3, no_guess=True), seed=3, store=Store(tmp_path),
              no_guess=True)
    try:
        screen = app.screen
        assert isinstance(screen, PlayScreen) and isinstance(screen.game.mine_source, NoGuessMines)
    finally:
        app.close()
