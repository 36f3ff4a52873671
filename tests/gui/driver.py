"""Drive the real window loop headless: post real pygame events, step the loop, read the screen's pixels.

Tests and ``docs/make_screenshots.py`` share it, so the pictures in the README are the scenes the golden
tests check. Time is a fake clock the test moves by hand, so timers are exact.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from minesweeper.cli import BoardChoice
from minesweeper.core.daily.scheme import Daily
from minesweeper.core.layout import Layout
from minesweeper.core.presets import PRESETS, Difficulty
from minesweeper.core.view import Tile
from minesweeper.gui.app import App
from minesweeper.gui.play.board_view import SPRITE_OF
from minesweeper.gui.play.screen import PlayScreen
from minesweeper.gui.screens.start import StartScreen
from minesweeper.store import Store

LEFT, MIDDLE, RIGHT = 1, 2, 3
LANGUAGE: str | None = os.environ.get("MINESWEEPER_TEST_LANG")
"""The language every window opens in unless a test names one (pytest's ``--lang``, which tests/conftest.py passes
on; None: the settings' or the system's, English in the tests)."""

# A Beginner-sized board whose first click at (0, 8) opens a good part of it: the fixed scene of the
# golden images and screenshots.
SCENE_BOARD = """\
.....*...
..*......
.......*.
*........
.....*...
...*....*
.......*.
.........
.....*..*"""


def menu_key(name: str) -> int:
    """The start menu's number key for a preset (its place in ``PRESETS``) or for Custom, the next one."""
    keys = [*PRESETS, "custom"]
    return pygame.K_1 + keys.index(name)


class FakeClock:
    def __init__(self) -> None:
        self.seconds = 1000.0

    def __call__(self) -> float:
        return self.seconds


class Driver:
    """One App and the means to poke it as a player would."""

    def __init__(
        self,
        tmp: Path,
        *,
        difficulty: Difficulty | None = None,
        layout: str | None = None,
        seed: int = 1,
        daily: Daily | None = None,
        **app_options: Any,
    ) -> None:
        """The window opened as the command line would: on the menu, a ``difficulty``, a ``layout`` (``--board``) or
        a ``daily`` (``--daily``); ``app_options`` go to the ``App`` as the command line's (``no_guess``,
        ``speech_log``)."""
        self.clock = FakeClock()
        app_options.setdefault("lang", LANGUAGE)
        choice = None
        if daily is not None:
            choice = BoardChoice(daily.difficulty, None, seed, daily=daily)
        elif layout is not None:
            parsed = Layout.parse(layout)
            choice = BoardChoice(Difficulty.custom(parsed.width, parsed.height, len(parsed.mines)), parsed, seed)
        elif difficulty is not None:
            choice = BoardChoice(difficulty, None, seed)
        self.app = App(choice, seed=seed, store=Store(tmp), clock=self.clock, **app_options)
        self.step()

    @classmethod
    def preset(cls, tmp: Path, key: str, seed: int = 1) -> Driver:
        return cls(tmp, difficulty=PRESETS[key], seed=seed)

    # ------------------------------------------------------------------ input

    def post(self, kind: int, **attributes: Any) -> None:
        pygame.event.post(pygame.event.Event(kind, **attributes))

    def step(self) -> None:
        self.app.step()

    def key(self, key: int, unicode: str = "", mod: int = 0) -> None:
        self.post(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)
        self.post(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0)
        self.step()

    def on_window(self, pos: tuple[int, int]) -> tuple[int, int]:
        """A point of the current screen in window pixels (a fixed-size screen may be centred)."""
        return pos[0] + self.app.ctx.origin[0], pos[1] + self.app.ctx.origin[1]

    def down(self, button: int, pos: tuple[int, int]) -> None:
        pos = self.on_window(pos)
        self.post(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        self.post(pygame.MOUSEBUTTONDOWN, button=button, pos=pos)
        self.step()

    def up(self, button: int, pos: tuple[int, int]) -> None:
        self.post(pygame.MOUSEBUTTONUP, button=button, pos=self.on_window(pos))
        self.step()

    def move(self, pos: tuple[int, int], buttons: tuple[int, int, int] = (0, 0, 0)) -> None:
        self.post(pygame.MOUSEMOTION, pos=self.on_window(pos), rel=(0, 0), buttons=buttons)
        self.step()

    def click(self, pos: tuple[int, int], button: int = LEFT) -> None:
        self.down(button, pos)
        self.up(button, pos)

    def click_cell(self, x: int, y: int, button: int = LEFT) -> None:
        self.click(self.cell_centre(x, y), button)

    def choose(self, entry_name: str) -> None:
        """Click a menu entry by name ("expert", "custom", "statistics", ...), checking the window follows."""
        menu = self.app.screen
        assert isinstance(menu, StartScreen), f"expected the menu, not {type(menu).__name__}"
        self.click(next(e for e in menu.entries if e.name == entry_name).button.rect.center)
        width, height = self.app.surface.get_size()
        assert width >= self.app.screen.size()[0] and height >= self.app.screen.size()[1]

    def resize(self, size: tuple[int, int]) -> None:
        """The player drags the window to ``size`` (or maximises it), as the window system reports it."""
        pygame.display.set_mode(size, pygame.RESIZABLE)
        self.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
        self.post(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1])
        self.step()

    def wait(self, seconds: float) -> None:
        self.clock.seconds += seconds

    def solver_answers(self) -> None:
        """Let the play screen's background solver work finish (the app's reviews too), and the screen take its
        answers on a tick."""
        assert self.play.flow.assist.wait(30), "the solver did not finish within its budget"
        assert self.play.flow.results.wait(30), "the game's place among the player's wins was not read"
        reviews = self.app.ctx.reviews
        while reviews.busy:
            assert reviews.wait(30), "a review did not finish"
            reviews.poll()
        self.post(pygame.USEREVENT + 1)
        self.step()

    # ------------------------------------------------------------------ reading

    @property
    def play(self) -> PlayScreen:
        screen = self.app.screen
        assert isinstance(screen, PlayScreen), f"expected the play screen, not {type(screen).__name__}"
        return screen

    def cell_rect(self, x: int, y: int) -> pygame.Rect:
        view = self.play.view
        size = view.cell
        port = view.layout.viewport
        return pygame.Rect(port.left + x * size - view.scroll_x, port.top + y * size - view.scroll_y, size, size)

    def cell_centre(self, x: int, y: int) -> tuple[int, int]:
        centre = self.cell_rect(x, y).center
        return centre[0], centre[1]

    def pixels(self, rect: pygame.Rect) -> bytes:
        """The pixels of a rectangle of the current screen, wherever in the window that screen sits."""
        return pygame.image.tobytes(self.app.surface.subsurface(rect.move(self.app.ctx.origin)), "RGB")

    def shows(self, x: int, y: int, tile: Tile) -> bool:
        """Whether the screen shows exactly that tile's sprite at a cell."""
        sprite = self.app.ctx.sheets.tiles(self.play.view.layout.zoom)[SPRITE_OF[tile]]
        return self.pixels(self.cell_rect(x, y)) == pygame.image.tobytes(sprite, "RGB")

    def sprite_shown(self, x: int, y: int, sprite_index: int) -> bool:
        sprite = self.app.ctx.sheets.tiles(self.play.view.layout.zoom)[sprite_index]
        return self.pixels(self.cell_rect(x, y)) == pygame.image.tobytes(sprite, "RGB")

    def save(self, path: Path) -> None:
        pygame.image.save(self.app.surface, str(path))

    def close(self) -> None:
        self.app.close()
