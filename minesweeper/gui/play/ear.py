"""The play screen's keys for playing by ear: what the cursor is on as it moves, the time, the mines left, a row or
a column read in one sentence, where the cursor is, and jumps to the cells worth hearing about.

Every key here works whether speech is on or not (the jumps and edges move the cursor for any keyboard player);
with speech off their words simply go unsaid. The words are the core's (``core.speech``), the saying is
``minesweeper.speech``'s; this class only maps keys to them. F9, which turns speech on and off, is the app's, so it
works on every screen.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

import pygame

from minesweeper.core.speech import jumps
from minesweeper.core.speech.words import (
    cell_words,
    column_words,
    mines_left_words,
    row_words,
    time_words,
    where_words,
)
from minesweeper.gui.play.flow import Flow
from minesweeper.speech import Urgency

READINGS: Final = (pygame.K_t, pygame.K_m, pygame.K_r, pygame.K_c, pygame.K_l)
JUMPS: Final = {pygame.K_x: jumps.FRONTIER, pygame.K_u: jumps.UNFINISHED}
EDGES: Final = (pygame.K_HOME, pygame.K_END, pygame.K_PAGEUP, pygame.K_PAGEDOWN)


class Ear:
    """The reading and jumping keys over one play screen's game."""

    def __init__(self, flow: Flow, seconds: Callable[[], int]) -> None:
        """``seconds``: the figure the timer shows now."""
        self.flow, self.seconds = flow, seconds

    def say(self, text: str, urgency: Urgency = Urgency.ANSWER) -> None:
        self.flow.ctx.speech.say(text, urgency)

    def cursor_moved(self) -> None:
        """Read the cell the cursor is now on, with its mine chance when the probability view is on."""
        game, (x, y) = self.flow.game, self.flow.controls.cursor
        said = cell_words(game, x, y, self.flow.ctx.speech.verbosity)
        chance = self.flow.assist.chance_text((x, y))
        self.say(said if chance is None else f"{said}. {chance}", Urgency.READING)

    def key(self, key: int, mod: int) -> bool:
        """Carry out ``key`` if it is one of these; False when it is not."""
        game, cursor = self.flow.game, self.flow.controls.cursor
        if key in READINGS:
            x, y = cursor
            self.say(
                {
                    pygame.K_t: lambda: time_words(self.seconds()),
                    pygame.K_m: lambda: mines_left_words(game),
                    pygame.K_r: lambda: row_words(game, y),
                    pygame.K_c: lambda: column_words(game, x),
                    pygame.K_l: lambda: where_words(game, x, y),
                }[key]()
            )
            return True
        if game.is_over:
            return False
        if key in JUMPS:
            what = JUMPS[key]
            target = jumps.jump(game, cursor, -1 if mod & pygame.KMOD_SHIFT else 1, what)
            if target is None:
                self.say(jumps.none_found(what))
            else:
                self.go(target)
            return True
        if key in EDGES:
            self.go(self.edge(key, mod))
            return True
        return False

    def edge(self, key: int, mod: int) -> tuple[int, int]:
        """Home/End: the row's first or last cell (with Ctrl: the board's first or last); PgUp/PgDn: the column's
        top or bottom."""
        game, (x, y) = self.flow.game, self.flow.controls.cursor
        last_x, last_y = game.width - 1, game.height - 1
        if key in (pygame.K_HOME, pygame.K_END) and mod & pygame.KMOD_CTRL:
            return (0, 0) if key == pygame.K_HOME else (last_x, last_y)
        return {
            pygame.K_HOME: (0, y),
            pygame.K_END: (last_x, y),
            pygame.K_PAGEUP: (x, 0),
            pygame.K_PAGEDOWN: (x, last_y),
        }[key]

    def go(self, cell: tuple[int, int]) -> None:
        x, y = self.flow.controls.cursor
        self.flow.controls.move_cursor(cell[0] - x, cell[1] - y)
        self.flow.show_chance(cell)
        self.cursor_moved()
