"""A table of rows with one chosen, for lists longer than a screen: the puzzle library, files to import.

It draws a sunken table with a header and as many rows as fit, keeps the chosen row in view as the arrows,
Page Up/Down, Home/End, the wheel or a click move it, and asks its screen for the text of a row only when
that row is drawn, so a costly column (the solver's verdict on a puzzle) is worked out only for rows seen.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from minesweeper.gui.art.font import BitmapFont
from minesweeper.gui.art.palette import ChromeColours
from minesweeper.gui.widgets.buttons import fit_line, panel

HEAD_H, ROW_H, PAD = 13, 13, 6


@dataclass(frozen=True)
class Column:
    """A column's heading and width in chrome pixels (0: whatever the others leave); numbers align right."""

    title: str
    width: int = 0
    right: bool = True


class ListBox:
    def __init__(self, rect: pygame.Rect, columns: Sequence[Column], scale: int) -> None:
        self.rect, self.columns, self.scale = rect, tuple(columns), scale
        self.shown = (rect.height // scale - HEAD_H - 4) // ROW_H
        self.count = self.selected = self.top = 0
        fixed = sum(c.width for c in self.columns) * scale
        rest = rect.width - 2 * PAD * scale - fixed
        left, self.spans = rect.left + PAD * scale, []
        for column in self.columns:
            width = column.width * scale or rest
            self.spans.append((left, width))
            left += width

    def set_count(self, count: int, select: int | None = None) -> None:
        self.count = count
        self.choose(self.selected if select is None else select)

    def choose(self, row: int) -> None:
        """Choose a row (kept within the list) and scroll just enough to show it."""
        self.selected = max(0, min(self.count - 1, row))
        self.top = max(0, min(self.top, self.selected, self.count - self.shown))
        if self.selected >= self.top + self.shown:
            self.top = self.selected - self.shown + 1

    def row_rect(self, row: int) -> pygame.Rect:
        s = self.scale
        return pygame.Rect(self.rect.left + 2 * s, self.rect.top + (2 + HEAD_H + (row - self.top) * ROW_H) * s,
                           self.rect.width - 4 * s, ROW_H * s)

    def handle_key(self, key: int) -> bool:
        """Up/Down, Page Up/Down, Home/End; True when the key was one of them."""
        steps = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -self.shown, pygame.K_PAGEDOWN: self.shown,
                 pygame.K_HOME: -self.count, pygame.K_END: self.count}
        if key not in steps:
            return False
        self.choose(self.selected + steps[key])
        return True

    def click(self, pos: tuple[int, int]) -> bool:
        """Choose the row under ``pos``; True when there was one."""
        for row in range(self.top, min(self.count, self.top + self.shown)):
            if self.row_rect(row).collidepoint(pos):
                self.choose(row)
                return True
        return False

    def wheel(self, notches: int) -> None:
        self.top = max(0, min(self.top - 3 * notches, self.count - self.shown))

    def draw(self, surface: pygame.Surface, font: BitmapFont, colours: ChromeColours,
             row_text: Callable[[int], Sequence[str]], empty: Sequence[str] = ()) -> None:
        """The table; ``row_text(row)`` gives a drawn row's cells, ``empty`` the lines shown when there is none."""
        s, box = self.scale, self.rect
        panel(surface, box, s, colours, raised=False)
        surface.fill(colours.field, box.inflate(-2 * s, -2 * s))
        y = box.top + 4 * s
        for column, (left, width) in zip(self.columns, self.spans, strict=True):
            self._cell(surface, font, column.title, colours.dim_ink, column, left, width, y)
        if not self.count:
            for i, line in enumerate(empty):
                text = font.render(fit_line(font, line, box.width - 2 * PAD * s, s), colours.dim_ink, s)
                surface.blit(text, text.get_rect(midtop=(box.centerx, box.top + (HEAD_H + 12 + i * ROW_H) * s)))
            return
        for row in range(self.top, min(self.count, self.top + self.shown)):
            rect, ink = self.row_rect(row), colours.ink
            if row == self.selected:
                surface.fill(colours.accent, rect)
                ink = colours.on_accent
            for column, (left, width), cell in zip(self.columns, self.spans, row_text(row), strict=True):
                self._cell(surface, font, cell, ink, column, left, width, rect.top + 2 * s)

    def _cell(self, surface: pygame.Surface, font: BitmapFont, text: str, ink: tuple[int, int, int],
              column: Column, left: int, width: int, y: int) -> None:
        s = self.scale
        image = font.render(fit_line(font, text, width - 4 * s, s), ink, s)
        x = left + width - image.get_width() - 4 * s if column.right else left
        surface.blit(image, (x, y))
