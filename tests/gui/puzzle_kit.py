"""What the puzzle, editor and code tests share: typing as SDL delivers it, reaching the screens, a board to
draw and a library to start from."""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

import pygame

from minesweeper.core.layout import Layout
from minesweeper.core.puzzles.puzzle import Puzzle
from minesweeper.gui.screen import Screen
from minesweeper.store import Store
from tests.gui.driver import Driver

ScreenT = TypeVar("ScreenT", bound=Screen)

# A 5×4 puzzle: opened at (0, 0) its 0 floods eleven cells, and logic finishes the six left.
DRAWN = Layout.parse("""
..**.
.....
...*.
.....
""")
DRAWN_OPEN = ((0, 0),)
WHEN = "2024-06-01T12:00:00"


def type_text(driver: Driver, text: str) -> None:
    """Type as a keyboard does while text input is on: a key press with its character, then the text event."""
    for char in text:
        key = pygame.key.key_code(char) if char.isalnum() else pygame.K_UNKNOWN
        driver.post(pygame.KEYDOWN, key=key, mod=0, unicode=char, scancode=0)
        driver.post(pygame.TEXTINPUT, text=char)
        driver.post(pygame.KEYUP, key=key, mod=0, unicode=char, scancode=0)
        driver.step()


def ctrl(driver: Driver, key: int) -> None:
    driver.key(key, mod=pygame.KMOD_LCTRL)


def showing(driver: Driver, kind: type[ScreenT]) -> ScreenT:
    screen = driver.app.screen
    assert isinstance(screen, kind), f"expected {kind.__name__}, not {type(screen).__name__}"
    return screen


def library(tmp: Path, *puzzles: Puzzle) -> list[int]:
    """Put puzzles in the library at ``tmp`` before the app starts; their ids, in order."""
    store = Store(tmp)
    ids = [store.save_puzzle(puzzle, WHEN) for puzzle in puzzles]
    store.close()
    assert all(i is not None for i in ids)
    return [i for i in ids if i is not None]


def win(driver: Driver, layout: Layout, pause: float) -> int:
    """Open every covered safe cell of the game shown, ``pause`` seconds apart; how many clicks it took."""
    clicks = 0
    for y in range(layout.height):
        for x in range(layout.width):
            if not layout.has_mine(x, y) and not driver.play.game.tile(x, y).is_open:
                driver.click_cell(x, y)
                driver.wait(pause)
                clicks += 1
    assert driver.play.game.state == "won"
    return clicks
