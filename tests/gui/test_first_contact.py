"""What a new player meets first, through the real loop: keys that open screens, the way back from
Settings, F1 with the menu bar focused, and the words on the test play's status line."""

from __future__ import annotations

from pathlib import Path

import pygame

from minesweeper.core.puzzles.puzzle import Puzzle
from minesweeper.gui.screens.custom import CustomScreen
from minesweeper.gui.screens.editor import EditorScreen
from minesweeper.gui.screens.history import HistoryScreen
from minesweeper.gui.screens.history_table import row_cells
from minesweeper.gui.screens.settings import SettingsScreen
from minesweeper.gui.screens.start import StartScreen
from minesweeper.store import Store
from tests.gui.driver import Driver
from tests.gui.puzzle_kit import DRAWN, DRAWN_OPEN, library, showing, win


def press_as_sdl(driver: Driver, key: int, char: str, mod: int = 0) -> None:
    """One key press as SDL delivers it while text input is on: its key, its text and its release, together."""
    driver.post(pygame.KEYDOWN, key=key, mod=mod, unicode=char, scancode=0)
    if char:
        driver.post(pygame.TEXTINPUT, text=char)
    driver.post(pygame.KEYUP, key=key, mod=mod, unicode=char, scancode=0)
    driver.step()


def test_the_keys_that_open_custom_and_the_editor_are_not_typed_into_them(tmp_path: Path) -> None:
    library(tmp_path, Puzzle("Stairs", DRAWN, DRAWN_OPEN))
    driver = Driver(tmp_path)
    menu = showing(driver, StartScreen)
    custom_key = next(e.key for e in menu.entries if e.name == "custom")
    assert custom_key is not None
    before = driver.app.ctx.settings.last_custom
    press_as_sdl(driver, custom_key, chr(custom_key))
    custom = showing(driver, CustomScreen)
    assert custom.form.values == [str(before.width), str(before.height), str(before.mines)]
    driver.key(pygame.K_ESCAPE)
    press_as_sdl(driver, pygame.K_p, "p")
    press_as_sdl(driver, pygame.K_e, "e")
    editor = showing(driver, EditorScreen)
    assert editor.name.text == "Stairs"
    press_as_sdl(driver, pygame.K_TAB, "")  # the field takes the focus: what is typed next goes in
    press_as_sdl(driver, pygame.K_x, "x")
    assert editor.name.text == "Stairsx"


def open_settings_from_the_game_menu(driver: Driver) -> None:
    driver.key(pygame.K_g, mod=pygame.KMOD_LALT)
    driver.key(pygame.K_t)
    showing(driver, SettingsScreen)


def test_settings_opened_from_a_game_go_back_to_that_game(tmp_path: Path) -> None:
    driver = Driver.preset(tmp_path, "beginner")
    driver.click_cell(0, 0)
    play, game = driver.play, driver.play.game
    open_settings_from_the_game_menu(driver)
    driver.key(pygame.K_ESCAPE)
    assert driver.play.game is game and driver.play.session is play.session
    assert driver.play.game.actions == game.actions


def test_a_theme_chosen_in_settings_from_a_game_draws_that_game_in_it(tmp_path: Path) -> None:
    driver = Driver.preset(tmp_path, "beginner")
    driver.click_cell(0, 0)
    game = driver.play.game
    open_settings_from_the_game_menu(driver)
    settings = driver.app.screen
    assert isinstance(settings, SettingsScreen)
    settings.ctx.change_settings(theme="dark")
    driver.key(pygame.K_ESCAPE)
    assert driver.play.game is game
    assert driver.play.view.sheets is driver.app.ctx.sheets  # drawn with the new theme's art


def test_settings_from_the_start_screen_go_back_to_it(tmp_path: Path) -> None:
    driver = Driver(tmp_path)
    driver.choose("settings")
    driver.key(pygame.K_ESCAPE)
    showing(driver, StartScreen)


def test_f1_opens_the_help_while_the_menu_bar_has_the_focus(tmp_path: Path) -> None:
    driver = Driver.preset(tmp_path, "beginner")
    driver.key(pygame.K_F10)
    assert driver.play.canvas.bar.active is not None
    driver.key(pygame.K_F1)
    assert driver.play.canvas.help is not None and driver.play.canvas.bar.active is None


def test_a_puzzles_results_card_and_history_line_say_its_name(tmp_path: Path) -> None:
    library(tmp_path, Puzzle("Stairs", DRAWN, DRAWN_OPEN))
    driver = Driver(tmp_path)
    driver.key(pygame.K_p)
    driver.key(pygame.K_RETURN)
    win(driver, DRAWN, 1.0)
    card = driver.play.canvas.results
    assert card is not None and card.title == "Won: Stairs"
    driver.key(pygame.K_ESCAPE)  # closes the card
    driver.key(pygame.K_ESCAPE)  # back to the library
    driver.key(pygame.K_ESCAPE)  # and to the menu
    driver.key(pygame.K_h)
    history = showing(driver, HistoryScreen)
    assert row_cells(history.entries[0])[1] == "Stairs"


def test_a_deleted_puzzles_games_keep_their_board_size_in_the_history(tmp_path: Path) -> None:
    [puzzle_id] = library(tmp_path, Puzzle("Stairs", DRAWN, DRAWN_OPEN))
    driver = Driver(tmp_path)
    driver.key(pygame.K_p)
    driver.key(pygame.K_RETURN)
    win(driver, DRAWN, 1.0)
    driver.close()
    store = Store(tmp_path)
    assert store.delete_puzzle(puzzle_id)
    [entry] = store.history()
    assert entry.puzzle is None and row_cells(entry)[1] == "5x4/3"
    store.close()


def test_the_status_line_says_where_esc_goes(tmp_path: Path) -> None:
    library(tmp_path, Puzzle("Stairs", DRAWN, DRAWN_OPEN))
    driver = Driver(tmp_path)
    driver.key(pygame.K_1)
    assert driver.play.message.endswith("Esc menu")
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_p)
    driver.key(pygame.K_RETURN)
    assert driver.play.message.endswith("Esc puzzles")
    driver.key(pygame.K_ESCAPE)
    driver.key(pygame.K_e)
    driver.key(pygame.K_t)
    test_play = driver.play
    assert test_play.message.endswith("Esc editor")
    driver.key(pygame.K_ESCAPE)
    showing(driver, EditorScreen)
