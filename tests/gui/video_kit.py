"""Other players' videos for the window's tests and screenshots: files of each format made by the tests' writers
(``tests.videos``), put where the window finds them, and opened as a player opens them (dropped on the window, or
chosen from Game > Open a video...)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame

from minesweeper.core.hand import HandKind
from minesweeper.core.metrics.measures import bbbv
from minesweeper.gui.screen import TICK
from minesweeper.gui.screens.replay.viewer import ReplayScreen
from minesweeper.store import Store
from tests.gui.driver import Driver
from tests.gui.history_kit import reviewed
from tests.videos.variants import BY_NAME
from tests.videos.write_avf import AvfOptions, write_avf

EXPERT_SEED = 13  # a bot's won Expert game whose first mistake is its second move (an avoidable guess)
PLAYER = "Sam Sweeper"
# One variant of each format, as the programs write them today, and the file name it is saved under.
ONE_OF_EACH = {"avf": "avf 0.52", "rmv": "rmv 2 24 px", "mvf": "mvf 0.97", "evf": "evf 4"}


def video_bytes(variant: str, size: tuple[int, int, int] = (9, 9, 10), seed: int = 11) -> bytes:
    """A seeded bot's game on a board of ``size`` written as the ``variant`` of ``tests.videos.variants`` writes it."""
    chosen = BY_NAME[variant]
    return chosen.write(chosen.clip(size, seed))


def expert_avf() -> bytes:
    """An Arbiter 0.52 video of a won Expert game, by ``PLAYER``."""
    clip = BY_NAME["avf 0.52"].clip((30, 16, 99), EXPERT_SEED)
    return write_avf(clip, AvfOptions(player=PLAYER.encode(), bbbv=bbbv(clip.width, clip.height, clip.mines)))


def exchange(folder: Path) -> Path:
    """The exchange folder of the data folder ``folder`` (made if missing): where Open a video looks."""
    store = Store(folder)
    path = store.paths.exchange
    store.close()
    path.mkdir(parents=True, exist_ok=True)
    return path


def drop(driver: Driver, path: Path) -> None:
    """The player drops ``path`` on the window, from a file manager."""
    driver.post(pygame.DROPFILE, file=str(path))
    driver.step()


def watch(driver: Driver, path: Path) -> ReplayScreen:
    """``path`` dropped on the window: the viewer on screen with its review taken."""
    drop(driver, path)
    return reviewed(driver)


def at_first_mistake(driver: Driver) -> ReplayScreen:
    """The viewer on screen put at its review's first mistake (N), as a player looks for it."""
    screen = reviewed(driver)
    driver.key(pygame.K_n)
    driver.post(TICK)
    driver.step()
    return screen


def long_avf(moves: int) -> bytes:
    """An Arbiter video of a small won game whose player stirred the mouse ``moves`` times more after the first
    press: a big file (8 bytes a move) of a short game."""
    clip = BY_NAME["avf 0.52"].clip((9, 9, 10), 11)
    first = next(i for i, event in enumerate(clip.events) if event[1] is not HandKind.MOVE) + 1
    t = clip.events[first - 1][0]
    stirred = tuple((t, HandKind.MOVE, 3 + i % 100, 3 + i % 90) for i in range(moves))
    longer = replace(clip, events=clip.events[:first] + stirred + clip.events[first:])
    return write_avf(longer, AvfOptions(bbbv=bbbv(clip.width, clip.height, clip.mines)))
