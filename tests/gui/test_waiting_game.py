"""No game is lost by a key: while a saved game waits, the menu's focus is on Continue, and every way to a new game
asks first (Enter or the click starts it, Esc goes back where the player was, nothing given up); a board named on
the command line is asked about too, and its Esc continues the waiting game."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from minesweeper.core.formats.codes import encode_board
from minesweeper.core.presets import PRESETS
from minesweeper.core.puzzles.puzzle import Puzzle
from minesweeper.gui.play.menus import PLAY
from minesweeper.gui.play.screen import PlayScreen
from minesweeper.gui.screen import Screen
from minesweeper.gui.screens.code import CodeScreen
from minesweeper.gui.screens.custom import CustomScreen
from minesweeper.gui.screens.daily import DailyScreen
from minesweeper.gui.screens.give_up import GiveUpScreen
from minesweeper.gui.screens.puzzles import PuzzlesScreen
from minesweeper.gui.screens.replay.viewer import ReplayScreen
from minesweeper.gui.screens.start import StartScreen
from minesweeper.settings import Settings
from minesweeper.store import Store
from tests.gui.driver import Driver, menu_key
from tests.gui.history_kit import reviewed, seed_history
from tests.gui.puzzle_kit import DRAWN, DRAWN_OPEN, library, showing, type_text, win
from tests.saves import save_game, started_beginner

QUESTION = "Start a new game: the waiting Beginner game (0:07 played) counts as a loss."


def waiting(folder: Path) -> bytes:
    """A Beginner game one reveal in, 7 s played, saved in ``folder``, Expert the last difficulty chosen (as in the
    report: the menu's focus frame was on Expert); the saved game's bytes."""
    save_game(folder, started_beginner(), 7_000)
    store = Store(folder)
    store.save_settings(replace(Settings(), last_difficulty=PRESETS["expert"]))
    store.close()
    return (folder / "resume.json").read_bytes()


def given_up(folder: Path) -> list[str]:
    """The difficulties of the games counted as given up."""
    if not (folder / "results.sqlite3").exists():
        return []
    with sqlite3.connect(folder / "results.sqlite3") as db:
        return [row[0] for row in db.execute("SELECT difficulty FROM games WHERE outcome = 'given_up'")]


def the_waiting_game_goes_on(driver: Driver) -> None:
    """The play screen shows the saved Beginner game, carried on where it stopped."""
    game = driver.play.game
    assert game.difficulty == PRESETS["beginner"] and game.tile(4, 4).is_open
    assert driver.play.session.game_id == "saved-1"


def test_enter_on_the_menu_with_a_game_waiting_continues_it(tmp_path: Path) -> None:
    saved = waiting(tmp_path)
    driver = Driver(tmp_path)
    menu = showing(driver, StartScreen)
    assert menu.rows[menu.selected[0]][menu.selected[1]].name == "continue"
    driver.key(pygame.K_RETURN)
    the_waiting_game_goes_on(driver)
    assert given_up(tmp_path) == [] and (tmp_path / "resume.json").read_bytes() == saved
    driver.close()


def test_a_window_launched_on_a_preset_while_a_game_waits_asks_and_esc_continues_it(tmp_path: Path) -> None:
    saved = waiting(tmp_path)
    driver = Driver.preset(tmp_path, "expert")
    question = showing(driver, GiveUpScreen)
    assert question.text == f"{QUESTION} Enter starts it; Esc continues the waiting game instead."
    driver.click((question.size()[0] // 2, question.size()[1] // 3))  # a click on the words starts nothing
    assert driver.app.screen is question and (tmp_path / "resume.json").read_bytes() == saved
    driver.key(pygame.K_ESCAPE)
    the_waiting_game_goes_on(driver)
    assert given_up(tmp_path) == []
    driver.close()


def test_a_window_launched_on_a_preset_starts_it_once_the_player_says_so(tmp_path: Path) -> None:
    waiting(tmp_path)
    driver = Driver.preset(tmp_path, "expert")
    question = showing(driver, GiveUpScreen)
    driver.click(question.start_button.rect.center)
    assert driver.play.game.difficulty == PRESETS["expert"]
    assert given_up(tmp_path) == []  # not yet: at the new game's first move
    driver.click_cell(0, 0)
    assert given_up(tmp_path) == ["beginner"]
    driver.close()


def by_number(driver: Driver) -> type[Screen]:
    driver.key(menu_key("expert"))
    return StartScreen


def by_click(driver: Driver) -> type[Screen]:
    driver.choose("expert")
    return StartScreen


def by_arrows_and_enter(driver: Driver) -> type[Screen]:
    driver.key(pygame.K_DOWN)  # from Continue to the small boards
    driver.key(pygame.K_RETURN)
    return StartScreen


def by_custom(driver: Driver) -> type[Screen]:
    driver.key(menu_key("custom"))
    showing(driver, CustomScreen)
    driver.key(pygame.K_RETURN)
    return CustomScreen


def by_code(driver: Driver) -> type[Screen]:
    driver.key(pygame.K_k)
    showing(driver, CodeScreen)
    type_text(driver, encode_board(5, 4, DRAWN.cells))
    driver.key(pygame.K_RETURN)
    return CodeScreen


def by_puzzle(driver: Driver) -> type[Screen]:
    driver.key(pygame.K_p)
    showing(driver, PuzzlesScreen)
    driver.key(pygame.K_RETURN)
    return PuzzlesScreen


def by_practice(driver: Driver) -> type[Screen]:
    driver.key(pygame.K_h)
    driver.key(pygame.K_RETURN)  # the newest finished game, in the replay viewer
    reviewed(driver)
    driver.key(pygame.K_p)  # play on from the moment shown, as practice
    return ReplayScreen


def by_daily(driver: Driver) -> type[Screen]:
    driver.key(pygame.K_d)
    showing(driver, DailyScreen)
    driver.key(pygame.K_RETURN)  # today's
    return DailyScreen


def by_past_daily(driver: Driver) -> type[Screen]:
    driver.key(pygame.K_d)
    driver.key(pygame.K_LEFT)
    driver.key(pygame.K_RETURN)  # yesterday's, as practice
    return DailyScreen


WAYS: dict[str, Callable[[Driver], type[Screen]]] = {
    "a number key": by_number,
    "a click on a tile": by_click,
    "the arrows and Enter": by_arrows_and_enter,
    "Custom": by_custom,
    "a board code": by_code,
    "a puzzle": by_puzzle,
    "a practice game": by_practice,
    "today's daily": by_daily,
    "a past daily": by_past_daily,
}


@pytest.mark.parametrize("way", list(WAYS))
def test_every_way_to_a_new_game_asks_first_and_esc_goes_back(tmp_path: Path, way: str) -> None:
    saved = waiting(tmp_path)
    library(tmp_path, Puzzle("Stairs", DRAWN, DRAWN_OPEN))
    seed_history(tmp_path)
    driver = Driver(tmp_path)
    came_from = WAYS[way](driver)
    question = showing(driver, GiveUpScreen)
    assert question.text == f"{QUESTION} Enter starts it; Esc goes back."
    driver.key(pygame.K_ESCAPE)
    showing(driver, came_from)
    assert (tmp_path / "resume.json").read_bytes() == saved and given_up(tmp_path) == []
    while not isinstance(driver.app.screen, StartScreen):  # back to the menu, however deep the way went
        driver.key(pygame.K_ESCAPE)
    WAYS[way](driver)
    showing(driver, GiveUpScreen)
    driver.key(pygame.K_RETURN)
    assert driver.play.session.game_id != "saved-1"
    assert (tmp_path / "resume.json").read_bytes() == saved  # given up at the first move only
    driver.close()


def test_the_editors_test_play_keeps_nothing_so_asks_nothing(tmp_path: Path) -> None:
    saved = waiting(tmp_path)
    library(tmp_path, Puzzle("Stairs", DRAWN, DRAWN_OPEN))
    driver = Driver(tmp_path)
    driver.key(pygame.K_p)
    driver.key(pygame.K_e)
    driver.key(pygame.K_t)
    win(driver, DRAWN, 1.0)
    assert (tmp_path / "resume.json").read_bytes() == saved and given_up(tmp_path) == []
    driver.close()


def test_a_new_game_from_the_menu_bar_of_the_game_in_hand_replaces_it_as_f2_does(tmp_path: Path) -> None:
    waiting(tmp_path)
    driver = Driver(tmp_path)
    driver.key(pygame.K_c)
    the_waiting_game_goes_on(driver)
    following = driver.play.command(PLAY + "expert")  # the Game menu's Expert: the game on screen is not waiting
    assert isinstance(following, PlayScreen) and following.game.difficulty == PRESETS["expert"]
    driver.close()
