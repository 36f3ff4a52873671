"""Fixtures the window's unit tests share: the typeface, loaded once a module on a tiny display, and a
pretended screen size (``desktop``: each of ``desktops.SIZES``, all but 800x600 and 1920x1080 slow, or the sizes a
test parametrizes it with)."""

from collections.abc import Iterator

import pygame
import pytest

from minesweeper.gui import app as app_module
from minesweeper.gui.art.font import Typeface
from minesweeper.gui.geometry import Size
from minesweeper.gui.platform import window as window_module
from tests.gui.desktops import desktop_params


@pytest.fixture(scope="module")
def font() -> Iterator[Typeface]:
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    yield Typeface.load()
    pygame.display.quit()


@pytest.fixture(params=desktop_params())
def desktop(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[Size]:
    """The window opens as if the screen were this size."""
    size: Size = request.param
    monkeypatch.setattr(window_module, "desktop_size", lambda: size)
    monkeypatch.setattr(app_module, "desktop_size", lambda: size)
    yield size
