"""What a real window at a laptop's 800×600 showed wrong, through the real loop: a results card opening at 1×, a
Game menu running off the bottom of the window, a settings value a size smaller than the rest, Recent messages
missing the verdicts and losing everything after Play on, the board jumping and the window creeping wider with
each hint, a tight shortcut digit on the picker, and a finished practice game's words not saying what F2 does."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from minesweeper.core.game import GameState
from minesweeper.gui import app as app_module
from minesweeper.gui.geometry import Size
from minesweeper.gui.platform import window as window_module
from minesweeper.gui.play.card_buttons import CardCommand
from minesweeper.gui.screens.settings import OPTIONS, SettingsScreen
from minesweeper.gui.screens.start import StartScreen
from minesweeper.gui.widgets.help_text import HelpPage
from minesweeper.gui.widgets.menubar import MenuItem
from tests.gui import scenes
from tests.gui.driver import SCENE_BOARD, Driver
from tests.gui.test_message_bar import safe_covered


@pytest.fixture
def laptop(monkeypatch: pytest.MonkeyPatch) -> Size:
    size = (800, 600)
    monkeypatch.setattr(window_module, "desktop_size", lambda: size)
    monkeypatch.setattr(app_module, "desktop_size", lambda: size)
    return size


def recent_text(driver: Driver) -> str:
    driver.play.command(HelpPage.RECENT)
    driver.step()
    help_ = driver.play.canvas.help
    assert help_ is not None
    text = " ".join(line.text for line in help_.lines).replace(" ", "")
    driver.play.canvas.close_help()  # (Esc would close the results card first)
    driver.step()  # and the window the help grew goes back
    return text


def test_the_results_card_opens_readable_on_a_laptops_beginner_window(tmp_path: Path, laptop: Size) -> None:
    driver = scenes.verdict(tmp_path)  # the verdict's long sentence joined the card after it opened
    try:
        card = driver.play.canvas.results
        assert card is not None and card.scale >= 2, "the card fell to 1x"
        assert driver.app.surface.get_rect().contains(card.panel)
        width = driver.app.surface.get_width()
        driver.key(pygame.K_F2)  # a new game: the window the card grew goes back to its size
        assert driver.app.surface.get_width() < width and driver.play.canvas.results is None
    finally:
        driver.close()


@pytest.mark.parametrize("preset", ["beginner", "expert"])
def test_every_item_of_every_menu_is_inside_the_window_and_chosen_by_a_click(
    tmp_path: Path, laptop: Size, preset: str
) -> None:
    driver = Driver.preset(tmp_path, preset)
    try:
        bar, window = driver.play.canvas.bar, driver.app.surface.get_rect()
        for title in range(len(bar.menus)):
            assert window.contains(bar.drops[title]), f"{bar.menus[title].title} runs off a {window.size} window"
            assert all(window.contains(row) for row in bar.rows[title])
            labels = [i.label for i in bar.menus[title].items if isinstance(i, MenuItem)]
            assert max(bar.font.size(label, bar.words)[1] for label in labels) <= bar.item_h
        if preset == "beginner":  # (Expert's compact chrome is 1x on a laptop, its menu bar with it)
            assert bar.scale == 2  # readable: the rows lost air, not the text its size
        driver.click(bar.titles[0].center)
        driver.click(bar.rows[0][-1].center)  # Quit, the last item
        assert not driver.app.ctx.running
    finally:
        driver.close()


def test_every_settings_value_is_drawn_at_the_screens_size(tmp_path: Path, laptop: Size) -> None:
    driver = Driver(tmp_path)
    try:
        screen = SettingsScreen(driver.app.ctx, lambda: driver.app.screen)
        for i, (_, box, _) in screen.spinners.items():
            for text in screen.texts(OPTIONS[i]):
                assert screen.value_scale(text, box) == screen.scale, f"{text!r} is drawn a size smaller"
    finally:
        driver.close()


def test_recent_messages_keep_the_results_and_verdicts_across_play_on(tmp_path: Path) -> None:
    driver = scenes.verdict(tmp_path)
    verdict = driver.play.message
    assert "Boom" in recent_text(driver) and verdict.replace(" ", "") in recent_text(driver)
    driver.key(pygame.K_u)  # Undo: the loss played on as practice, on a new play screen
    assert driver.play.session.practice
    kept = recent_text(driver)
    assert "Boom" in kept and verdict.replace(" ", "") in kept, "Play on lost the messages"


def test_a_won_games_line_is_kept_in_recent_messages(tmp_path: Path) -> None:
    driver = scenes.won(tmp_path)
    assert driver.play.game.state is GameState.WON
    assert driver.play.message.replace(" ", "") in recent_text(driver)


@pytest.mark.parametrize("desktop", [(800, 600), (1024, 768), (1920, 1080)], ids=["800x600", "1024x768", "1920x1080"])
def test_hints_never_move_the_board_nor_creep_the_window(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, desktop: Size
) -> None:
    """A hint's reason fits the bar's lines in reserve, or grows the window down from its top edge for as long as it
    is shown: either way the board stays put on the screen, and the window is back as it was once the reason goes."""
    monkeypatch.setattr(window_module, "desktop_size", lambda: desktop)
    monkeypatch.setattr(app_module, "desktop_size", lambda: desktop)
    driver = Driver(tmp_path, layout=SCENE_BOARD)

    def board_on_screen() -> tuple[int, int]:
        x, y = pygame.display.get_window_position()
        return driver.play.view.layout.viewport.move(x, y).topleft

    def window() -> pygame.Rect:
        return pygame.Rect(pygame.display.get_window_position(), driver.app.surface.get_size())

    try:
        driver.click_cell(0, 8)
        board, before = board_on_screen(), window()
        for _ in range(3):
            driver.key(pygame.K_h)
            driver.solver_answers()
            assert " is safe: " in driver.play.message or " is a mine: " in driver.play.message
            assert board_on_screen() == board, "the hint moved the board"
            assert window().width == before.width, "the window changed width"
            driver.click_cell(*safe_covered(driver))  # the hint's reason goes with the board it was about
            assert board_on_screen() == board and window() == before, "the window did not go back as it was"
        driver.key(pygame.K_F2)  # a new game: the bar at its standing lines, the window as it was
        assert window() == before and board_on_screen() == board
    finally:
        driver.close()


def test_the_pickers_shortcut_digits_have_air_before_their_labels(tmp_path: Path) -> None:
    driver = Driver(tmp_path)
    try:
        menu = driver.app.screen
        assert isinstance(menu, StartScreen)
        font, s = driver.app.ctx.font, menu.scale
        for entry in (e for row in menu.rows for e in row if e.name in ("intermediate", "beginner", "expert")):
            button = entry.button
            digit_right = button.rect.left + 5 * s + font.size(button.shortcut, s)[0]
            label_left = button.rect.centerx - font.size(button.label, s)[0] // 2
            assert label_left - digit_right >= 6 * s, f"{button.label}: {label_left - digit_right} px after its digit"
    finally:
        driver.close()


def test_a_finished_practice_game_says_what_f2_does_and_f2_does_it(tmp_path: Path) -> None:
    driver = scenes.lost_with_results(tmp_path)
    driver.key(pygame.K_u)  # played on as practice from before the losing click
    driver.click_cell(7, 2)  # and lost again
    play = driver.play
    assert play.game.state is GameState.LOST and play.session.practice
    assert "start this practice over" in play.message and "new game" not in play.message.lower()
    card = play.canvas.results
    assert card is not None
    first = next(c for c in card.choices if c.command is CardCommand.NEW)
    assert first.label == "Start over"
    driver.key(pygame.K_F2)
    assert driver.play.session.practice and driver.play.game.state is not GameState.LOST  # the same practice again
    assert "start over" in driver.play.message
