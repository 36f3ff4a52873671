"""What a real window at 1024x768 and 800x600 showed wrong after the play screen came back from another screen or
changed difficulty: a Beginner board back from Settings at 3x in a scrolling box (the zoom chosen for a bare message
bar, not the lines the bar had), a window the results card or the review grew kept for the next game and remembered
as the difficulty's size, the status line wrapping its last word onto a line of its own, and Expert's words on a
laptop drawn in the compact chrome's 7-pixel type."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from minesweeper.core.presets import PRESETS
from minesweeper.gui import app as app_module
from minesweeper.gui.geometry import Size, fit_zoom, fitted_chrome, natural_size, play_layout
from minesweeper.gui.platform import window as window_module
from minesweeper.gui.platform.window import available
from minesweeper.gui.play.flow import status_hint
from minesweeper.gui.play.menus import MenuCommand
from minesweeper.gui.play.screen import PlayScreen
from minesweeper.gui.screens.replay.viewer import ReplayScreen
from minesweeper.settings import Settings, View
from minesweeper.store import Store
from tests.gui import scenes
from tests.gui.driver import Driver

BEGINNER = PRESETS["beginner"]
LONG_NOTICE = (
    "The unfinished Expert game was replaced and counted as lost, and the saved game it came from was set "
    "aside in the data folder so it can still be read"
)


def on_desktop(monkeypatch: pytest.MonkeyPatch, size: Size) -> None:
    monkeypatch.setattr(window_module, "desktop_size", lambda: size)
    monkeypatch.setattr(app_module, "desktop_size", lambda: size)


def whole(play: PlayScreen) -> bool:
    """The board shows whole: no scroll bar, every cell inside the viewport."""
    layout, game = play.view.layout, play.game
    return (
        layout.hbar is None
        and layout.vbar is None
        and layout.viewport.size == (game.width * play.view.cell, game.height * play.view.cell)
    )


def test_a_beginner_board_comes_back_whole_from_settings_after_a_notice_grew_its_bar(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    on_desktop(monkeypatch, (1024, 768))
    Store(tmp_path).save_settings(Settings().with_view(BEGINNER, View(2, (736, 592))))  # as a review left it
    driver = Driver.preset(tmp_path, "beginner")
    try:
        driver.app.ctx.notices.append(LONG_NOTICE)  # a game given up says so on the bar: it takes lines
        driver.click_cell(4, 4)
        play = driver.play
        before = play.view.layout.zoom, driver.app.surface.get_size()
        assert play.canvas.lines > 2 and whole(play)
        driver.app.show(play.command(MenuCommand.SETTINGS.value) or play)
        driver.key(pygame.K_ESCAPE)  # back from Settings to the game
        assert driver.app.screen is play
        assert whole(play), f"the board scrolls at {play.view.layout.zoom}x in {driver.app.surface.get_size()}"
        assert (play.view.layout.zoom, driver.app.surface.get_size()) == before
    finally:
        driver.close()


def test_a_dragged_window_takes_a_zoom_that_shows_the_whole_board_with_the_bars_lines(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    on_desktop(monkeypatch, (1024, 768))
    driver = Driver.preset(tmp_path, "beginner")
    try:
        driver.app.ctx.notices.append(LONG_NOTICE)
        driver.click_cell(4, 4)
        lines = driver.play.canvas.lines
        assert lines > 2
        driver.resize((736, 592))
        assert whole(driver.play), f"{driver.play.view.layout.zoom}x scrolls with {lines} lines in 736x592"
        board = (BEGINNER.width, BEGINNER.height)
        assert fit_zoom(board, (736, 592), lines=lines) == driver.play.view.layout.zoom
    finally:
        driver.close()


def test_a_window_the_card_and_review_grew_goes_back_for_the_next_game_however_it_is_started(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    on_desktop(monkeypatch, (800, 600))
    driver = scenes.verdict(tmp_path)
    try:
        play = driver.play
        grown_from = play.canvas.players_window
        assert grown_from != play.view.layout.window, "the card did not grow the window: nothing to test"
        driver.key(pygame.K_r)  # the card's Review
        assert isinstance(driver.app.screen, ReplayScreen)
        driver.key(pygame.K_ESCAPE)  # back to the game
        assert driver.play is play
        remembered = driver.app.ctx.settings.view_of(play.game.difficulty)
        assert remembered is None, "a window the player did not choose was remembered"
        driver.app.show(play.command(MenuCommand.NEW.value) or play)  # F2 from the Game menu
        assert driver.app.surface.get_size() == grown_from
    finally:
        driver.close()


def test_a_difficulty_chosen_after_the_card_grew_the_window_opens_at_its_own_size(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    on_desktop(monkeypatch, (800, 600))
    driver = scenes.verdict(tmp_path)
    try:
        grown_from = driver.play.canvas.players_window
        assert grown_from != driver.play.view.layout.window
        difficulty = driver.play.game.difficulty
        driver.app.show(driver.app.routes.play(difficulty))  # the Game menu's difficulty, or its key
        assert driver.app.surface.get_size() == grown_from
    finally:
        driver.close()


@pytest.mark.parametrize("desktop", [(800, 600), (1024, 768), (1366, 768), (1920, 1080)])
@pytest.mark.parametrize("key", ["beginner", "intermediate", "expert"])
def test_the_status_line_is_one_line_and_the_words_readable_at_each_opening(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, desktop: Size, key: str
) -> None:
    on_desktop(monkeypatch, desktop)
    driver = Driver.preset(tmp_path, key)
    try:
        play, window = driver.play, driver.app.surface.get_rect()
        frame, layout = play.canvas.frame, play.view.layout
        assert len(frame.message_lines(status_hint(), (0, 0, 0))) == 1, "the status line wraps"
        assert frame.prose.capital_height() >= 12, f"{frame.prose.capital_height()} px capitals are not for reading"
        assert frame.prose.height(2) <= layout.message.height, "the bar's two standing lines do not fit it"
        assert whole(play) and window.contains(layout.message) and window.contains(layout.board_frame)
        if key == "expert" and desktop == (800, 600):
            assert layout.zoom == 2, "Expert plays at 24-pixel cells"
    finally:
        driver.close()


def test_expert_on_a_laptop_fits_with_its_words_in_the_reading_type() -> None:
    board, space = (30, 16), available((800, 600))  # an 800x600 desktop less its panels
    assert fit_zoom(board, space) == 2 and fitted_chrome(board, 2, space) == 1
    width, height = natural_size(board, 2, scale=1)
    assert width <= space[0] and height <= space[1]
    layout = play_layout(board, 2, (width, height))
    assert layout.hbar is None and layout.vbar is None and layout.line >= 24
