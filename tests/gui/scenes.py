"""The fixed scenes of the golden-image tests and the README screenshots: menu, mid-game, lost, won."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from minesweeper.core import Layout
from minesweeper.gui.screen import TICK
from tests.gui.driver import LEFT, RIGHT, SCENE_BOARD, Driver


def menu(tmp: Path) -> Driver:
    return Driver(tmp)


def in_progress(tmp: Path) -> Driver:
    driver = Driver(tmp, layout=SCENE_BOARD)
    driver.click_cell(0, 8)
    driver.click_cell(5, 8, RIGHT)
    driver.click_cell(3, 5, RIGHT)
    driver.click_cell(8, 3)
    driver.wait(42.3)
    driver.post(TICK)
    driver.step()
    return driver


def lost(tmp: Path) -> Driver:
    driver = in_progress(tmp)
    driver.click_cell(4, 5, RIGHT)  # a wrong flag, crossed out once the game is lost
    driver.wait(3)
    driver.click_cell(7, 2)
    return driver


def won(tmp: Path) -> Driver:
    driver = in_progress(tmp)
    mines = Layout.parse(SCENE_BOARD).mines
    for y in range(9):
        for x in range(9):
            if (x, y) not in mines and not driver.play.game.tile(x, y).is_open:
                driver.click_cell(x, y, LEFT)
                if driver.play.game.is_over:
                    return driver
    return driver


def game_menu_open(tmp: Path) -> Driver:
    driver = in_progress(tmp)
    bar = driver.play.canvas.bar
    driver.click(bar.titles[0].center)
    driver.move(bar.rows[0][3].center)  # the pointer on Hard: the item under it is highlighted
    return driver


def help_shown(tmp: Path) -> Driver:
    driver = in_progress(tmp)
    driver.key(pygame.K_F1)
    return driver


def themed(theme: str) -> Callable[[Path], Driver]:
    def scene(tmp: Path) -> Driver:
        tmp.mkdir(parents=True, exist_ok=True)
        (tmp / "settings.json").write_text(f'{{"version": 2, "theme": "{theme}"}}')
        return lost(tmp)
    return scene


def expert_maximised(tmp: Path) -> Driver:
    """Expert in a window the player made as big as a 1920×1080 screen allows: a bigger zoom, centred."""
    driver = Driver.preset(tmp, "expert", seed=7)
    driver.resize((1880, 990))
    driver.click_cell(15, 8)
    driver.click_cell(3, 3, RIGHT)
    return driver


def history(tmp: Path) -> Driver:
    """The History screen over games of several difficulties on fixed dates, the second one chosen."""
    from tests.gui.history_kit import seed_history

    seed_history(tmp)
    driver = Driver(tmp)
    driver.key(pygame.K_h)
    driver.key(pygame.K_DOWN)
    return driver


def replay(tmp: Path) -> Driver:
    """The replay of a game played with the mouse, paused while the left button holds a covered cell down."""
    from tests.gui.history_kit import HELD_MS, play_and_lose, replay_newest

    driver = play_and_lose(tmp)
    viewer = replay_newest(driver)
    driver.key(pygame.K_SPACE)
    driver.wait((HELD_MS - viewer.replay.start) / 1000)
    driver.post(TICK)
    driver.step()
    driver.key(pygame.K_SPACE)
    return driver


SCENES: dict[str, Callable[[Path], Driver]] = {
    "menu": menu, "in-progress": in_progress, "lost": lost, "won": won, "game-menu": game_menu_open,
    "help": help_shown, "theme-colourblind": themed("colourblind"), "theme-dark": themed("dark"),
    "expert-maximised": expert_maximised, "history": history, "replay": replay,
}


def render(name: str, tmp: Path) -> pygame.Surface:
    """The scene's whole window, copied so the display can close."""
    driver = SCENES[name](tmp)
    picture = driver.app.surface.copy()
    driver.close()
    return picture
