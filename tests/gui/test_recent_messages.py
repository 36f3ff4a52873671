"""Help's Recent messages follow the player from one play screen to the next: a difficulty chosen from the Game
menu starts a new play screen (through the routes), and the loss line and the verdict said on the last one are
still there to read, as they are after Play on and a new theme."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from minesweeper.core.presets import PRESETS
from minesweeper.gui.screens.replay.viewer import ReplayScreen
from minesweeper.gui.screens.start import StartScreen
from tests.gui import scenes
from tests.gui.driver import menu_key
from tests.gui.menubar_kit import item_pos, title_pos
from tests.gui.test_calm_window import recent_text


def test_recent_messages_are_kept_when_the_game_menu_switches_difficulty(tmp_path: Path) -> None:
    driver = scenes.verdict(tmp_path)
    try:
        before = driver.play
        verdict = before.message.replace(" ", "")
        assert "Boom" in recent_text(driver) and verdict in recent_text(driver)
        bar = before.canvas.bar
        driver.click(title_pos(bar, 0))  # Game
        driver.click(item_pos(bar, 0, "Intermediate"))
        assert driver.play is not before and driver.play.game.difficulty == PRESETS["intermediate"]
        kept = recent_text(driver)
        assert "Boom" in kept and verdict in kept, "switching difficulty lost the recent messages"
    finally:
        driver.close()


def test_recent_messages_are_kept_after_review_and_play_on(tmp_path: Path) -> None:
    """Review -> P (play on from the viewer) starts a practice play screen: the loss line is still there."""
    driver = scenes.verdict(tmp_path)
    try:
        driver.key(pygame.K_r)  # the card's Review
        assert isinstance(driver.app.screen, ReplayScreen)
        driver.key(pygame.K_p)  # play on from the moment shown
        assert driver.play.session.practice
        assert "Boom" in recent_text(driver), "playing on from the review viewer lost the recent messages"
    finally:
        driver.close()


@pytest.mark.parametrize("key", [menu_key("beginner"), menu_key("expert")])
def test_recent_messages_are_kept_across_the_main_menu(tmp_path: Path, key: int) -> None:
    """Esc to the main menu and another difficulty there: the loss line is still there to read."""
    driver = scenes.verdict(tmp_path)
    try:
        driver.key(pygame.K_ESCAPE)  # the card closed
        driver.key(pygame.K_ESCAPE)  # the main menu
        assert isinstance(driver.app.screen, StartScreen)
        driver.key(key)
        assert "Boom" in recent_text(driver), "a difficulty chosen on the main menu lost the recent messages"
    finally:
        driver.close()


def test_recent_messages_are_kept_after_undo_then_the_main_menu(tmp_path: Path) -> None:
    driver = scenes.verdict(tmp_path)
    try:
        driver.key(pygame.K_u)  # the card's Undo: play on as practice
        assert driver.play.session.practice
        assert "Boom" in recent_text(driver)
        driver.key(pygame.K_ESCAPE)
        assert isinstance(driver.app.screen, StartScreen)
        driver.key(pygame.K_4)
        assert "Boom" in recent_text(driver), "Undo, Esc and another difficulty lost the recent messages"
    finally:
        driver.close()


def test_thinking_is_not_kept_as_a_message(tmp_path: Path) -> None:
    """ "Thinking..." only says a hint is on its way: the hint's reason is kept, the passing status is not."""
    driver = scenes.in_progress(tmp_path)
    try:
        driver.key(pygame.K_h)
        assert driver.play.message.startswith("Thinking")
        driver.solver_answers()
        kept = recent_text(driver)
        assert "Thinking" not in kept
        assert driver.play.message.replace(" ", "") in kept, "the hint's reason itself is kept"
    finally:
        driver.close()


def test_the_play_screens_of_one_window_share_one_log(tmp_path: Path) -> None:
    """One owner: every play screen's bar writes to the window's own log, never a copy of it."""
    driver = scenes.verdict(tmp_path)
    try:
        first = driver.play
        driver.key(pygame.K_u)
        assert driver.play is not first
        assert first.flow.bar.recent is driver.play.flow.bar.recent is driver.app.ctx.recent
    finally:
        driver.close()
