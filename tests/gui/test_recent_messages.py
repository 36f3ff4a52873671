"""Help's Recent messages follow the player from one play screen to the next: a difficulty chosen from the Game
menu starts a new play screen (through the routes), and the loss line and the verdict said on the last one are
still there to read, as they are after Play on and a new theme."""

from __future__ import annotations

from pathlib import Path

from minesweeper.core.presets import PRESETS
from tests.gui import scenes
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
