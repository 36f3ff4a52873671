"""A button's shortcut is a keycap's legend: tucked into its top-left corner, inside the ring of the chosen button,
and never crowding the button's words (two spaces clear of them), on the menu at every screen size."""

from __future__ import annotations

from pathlib import Path

from minesweeper.gui.geometry import Size
from minesweeper.gui.screens.start import StartScreen
from tests.gui.driver import Driver


def test_every_shortcut_sits_in_its_buttons_corner_clear_of_its_words(tmp_path: Path, desktop: Size) -> None:
    driver = Driver(tmp_path)
    try:
        menu = driver.app.screen
        assert isinstance(menu, StartScreen)
        font, s = driver.app.ctx.font, menu.scale
        space = font.size(" ", s)[0]
        shortcuts = 0
        for entry in menu.entries:
            button = entry.button
            key, lines = button.places(font, s)
            if not button.shortcut:
                continue
            shortcuts += 1
            edge = max(1, s)
            ring = button.rect.inflate(-6 * edge, -6 * edge)  # inside the bevel and the chosen button's ring
            assert ring.left <= key.left <= button.rect.left + 6 * edge, f"{button.shortcut}: not in the corner"
            assert ring.top <= key.top <= button.rect.top + 6 * edge, f"{button.shortcut}: it sits low"
            for text, line in zip(button.lines(), lines, strict=True):
                assert button.rect.contains(line), f"{text!r} spills out of its button"
                if line.top < key.bottom and line.bottom > key.top:  # on the shortcut's rows: clear of it
                    assert line.left - key.right >= 2 * space, f"{text!r} crowds its shortcut {button.shortcut!r}"
        assert shortcuts >= 10
    finally:
        driver.close()
