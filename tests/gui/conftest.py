"""Fixtures the window's unit tests share: the bitmap font, loaded once a module on a tiny display."""

from collections.abc import Iterator

import pygame
import pytest

from minesweeper.gui.art.font import BitmapFont


@pytest.fixture(scope="module")
def font() -> Iterator[BitmapFont]:
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield BitmapFont.load()
    pygame.display.quit()
