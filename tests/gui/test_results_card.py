"""The results card at the end of a game: the figures the database keeps, the verdict when it comes, the
board's code to the clipboard, the same board again, and a new game; Esc shows the board, Tab the card."""

from __future__ import annotations

from pathlib import Path

import pygame

from minesweeper.core.formats.codes import decode_board
from minesweeper.core.game import GameState
from minesweeper.core.layout import Layout
from minesweeper.gui.platform import clipboard
from minesweeper.gui.play.results_card import JUDGING
from minesweeper.gui.play.screen import PlayScreen
from tests.gui.driver import SCENE_BOARD, Driver


def lose(tmp_path: Path) -> Driver:
    driver = Driver(tmp_path, layout=SCENE_BOARD)
    driver.click_cell(0, 8)
    driver.wait(7)
    driver.click_cell(5, 0)
    assert driver.play.game.state is GameState.LOST
    return driver


def card_text(driver: Driver) -> list[str]:
    panel = driver.play.canvas.results
    assert panel is not None
    return [line.text for line in panel.lines]


def test_the_card_shows_the_result_the_figures_and_then_the_verdict(tmp_path: Path) -> None:
    driver = lose(tmp_path)
    text = card_text(driver)
    assert text[0] == "Boom! After 7.000 s." and JUDGING in text
    assert "3BV" in text and "IOE" in text
    driver.solver_answers()
    text = card_text(driver)
    assert JUDGING not in text and any(line.startswith("Avoidable:") for line in text)


def test_a_cramped_card_keeps_its_words_readable_and_a_roomy_one_shows_every_figure(tmp_path: Path) -> None:
    """Beginner's opening window cannot hold every figure at a readable size once the verdict and the review
    have come: the card keeps its size and shows the main figures; a bigger window shows them all."""
    driver = lose(tmp_path)
    driver.solver_answers()
    panel = driver.play.canvas.results
    assert panel is not None and panel.scale >= 2
    assert "RQP" not in card_text(driver) and "3BV/s" in card_text(driver)
    driver.resize((1600, 1200))
    panel = driver.play.canvas.results
    assert panel is not None and panel.scale >= 2
    assert {"RQP", "ZiNi", "Board code"} <= set(card_text(driver))


def test_copy_puts_the_boards_code_on_the_clipboard_and_it_decodes_to_the_board(tmp_path: Path) -> None:
    driver = lose(tmp_path)
    driver.key(pygame.K_c)
    panel = driver.play.canvas.results
    assert panel is not None
    if panel.note == "Copied to the clipboard":
        assert clipboard.paste() == panel.code
    else:  # a desktop without a clipboard: the code is on the card to copy by hand
        assert panel.note.startswith("No clipboard here")
    width, height, mines = decode_board(panel.code)
    assert Layout(width, height, mines) == Layout.parse(SCENE_BOARD)


def test_esc_shows_the_board_and_tab_brings_the_card_back(tmp_path: Path) -> None:
    driver = lose(tmp_path)
    driver.key(pygame.K_ESCAPE)
    assert driver.play.canvas.results is None and isinstance(driver.app.screen, PlayScreen)
    driver.key(pygame.K_TAB)
    assert driver.play.canvas.results is not None


def test_same_board_plays_the_layout_again_and_new_game_starts_afresh(tmp_path: Path) -> None:
    driver = lose(tmp_path)
    driver.key(pygame.K_a)
    game = driver.play.game
    assert game.state is GameState.READY and game.layout == Layout.parse(SCENE_BOARD)
    assert driver.play.canvas.results is None
    driver.click_cell(0, 8)
    driver.click_cell(5, 0)
    panel = driver.play.canvas.results
    assert panel is not None
    new_game = panel.buttons[[choice.label for choice in panel.choices].index("New game")]
    driver.click(new_game.rect.center)
    assert driver.play.game.state is GameState.READY and driver.play.canvas.results is None


def test_a_click_outside_the_card_closes_it(tmp_path: Path) -> None:
    driver = lose(tmp_path)
    driver.click((1, driver.app.surface.get_height() - 1))
    assert driver.play.canvas.results is None


def test_replay_opens_the_game_just_played_and_esc_comes_back_to_its_card(tmp_path: Path) -> None:
    from minesweeper.gui.screens.replay import ReplayScreen

    driver = lose(tmp_path)
    played = driver.play
    driver.key(pygame.K_r)
    viewer = driver.app.screen
    assert isinstance(viewer, ReplayScreen)
    assert viewer.replay.finished is played.session.last_result
    driver.key(pygame.K_ESCAPE)
    assert driver.app.screen is played and played.canvas.results is not None


def colours_in(driver: Driver, rect: pygame.Rect) -> set[tuple[int, int, int]]:
    """Every colour the window shows in ``rect`` (window coordinates of the screen)."""
    shown = driver.app.surface.subsurface(rect.move(driver.app.ctx.origin))
    return {tuple(shown.get_at((x, y)))[:3] for x in range(rect.width) for y in range(rect.height)}  # type: ignore[misc]


def test_the_message_bar_under_the_card_shows_no_piece_of_a_sentence(tmp_path: Path) -> None:
    """The verdict is long: the bar holding it is taller than the room the card leaves under it, so its last line
    showed alone below the card ("B4 among them, are safe"). While the card covers part of the bar, the bar is
    blank (its words are all on the card); the card closed, the bar shows them whole."""
    driver = lose(tmp_path)
    driver.solver_answers()
    canvas = driver.play.canvas
    panel = canvas.results
    bar = canvas.layout.message
    assert panel is not None and panel.panel.colliderect(bar) and bar.bottom > panel.panel.bottom
    below = pygame.Rect(bar.left, panel.panel.bottom, bar.width, bar.bottom - panel.panel.bottom)
    assert len(colours_in(driver, below)) == 1  # the dimmed bar, and nothing written on it
    driver.key(pygame.K_ESCAPE)
    assert canvas.results is None
    assert driver.app.ctx.colours.ink in colours_in(driver, canvas.layout.message)
