"""A scrolling list with a heading row, one selected line and a scroll bar: the History screen's table.

The screen owns what the lines say; this keeps where the list is (the first line shown, the line chosen),
keeps the chosen line in view, answers which line a point is on, pages or drags with its scroll bar, and
draws the sunken well, the heading, the lines' text in columns (left- or right-aligned) and the highlight.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame
from pygame.typing import ColorLike

from minesweeper.gui.art.font import BitmapFont
from minesweeper.gui.art.palette import ChromeColours
from minesweeper.gui.widgets.buttons import panel, sunken_field

ROWS = 12  # lines in view
BAR = 8  # the scroll bar's width in chrome pixels
Column = tuple[str, int, bool]  # text, x from the list's left edge, right-aligned at x
Cell = tuple[str, int, bool, ColorLike]  # the same with its ink


class ScrollList:
    def __init__(self, rect: pygame.Rect, head_h: int, row_h: int, scale: int) -> None:
        self.rect, self.head_h, self.row_h, self.scale = rect, head_h, row_h, scale
        self.bar = pygame.Rect(rect.right - (BAR + 2) * scale, rect.top + head_h, BAR * scale, ROWS * row_h)
        self.selected = self.top = 0
        self.grab: tuple[int, int] | None = None  # the thumb held: where it was grabbed, and the top line then

    def reset(self) -> None:
        self.selected = self.top = 0
        self.grab = None

    def row_rect(self, slot: int) -> pygame.Rect:
        s = self.scale
        return pygame.Rect(self.rect.left + 2 * s, self.rect.top + self.head_h + slot * self.row_h,
                           self.bar.left - self.rect.left - 3 * s, self.row_h)

    def row_at(self, pos: tuple[int, int], count: int) -> int | None:
        for index, row in self.visible(count):
            if row.collidepoint(pos):
                return index
        return None

    def visible(self, count: int) -> list[tuple[int, pygame.Rect]]:
        return [(index, self.row_rect(index - self.top)) for index in range(self.top, min(count, self.top + ROWS))]

    def select(self, index: int, count: int) -> None:
        """Choose a line (kept within the list) and scroll just enough to show it."""
        self.selected = max(0, min(count - 1, index))
        self.top = min(self.selected, max(self.top, self.selected - ROWS + 1))

    def scroll(self, step: int, count: int) -> None:
        self.top = max(0, min(max(0, count - ROWS), self.top + step))

    def thumb(self, count: int) -> pygame.Rect | None:
        if count <= ROWS:
            return None
        length = max(2 * self.bar.width, self.bar.height * ROWS // count)
        start = (self.bar.height - length) * self.top // max(1, count - ROWS)
        return pygame.Rect(self.bar.left, self.bar.top + start, self.bar.width, length)

    def press_bar(self, pos: tuple[int, int], count: int) -> bool:
        """A press on the scroll bar: grab the thumb, or page towards the press; False when not on the bar."""
        thumb = self.thumb(count)
        if thumb is None or not self.bar.collidepoint(pos):
            return False
        if thumb.collidepoint(pos):
            self.grab = (pos[1], self.top)
        else:
            self.scroll(ROWS if pos[1] > thumb.centery else -ROWS, count)
        return True

    def drag(self, pos: tuple[int, int], count: int) -> bool:
        thumb = self.thumb(count)
        if self.grab is None or thumb is None:
            return False
        grabbed, top = self.grab
        travel = max(1, self.bar.height - thumb.height)
        self.top = max(0, min(count - ROWS, top + (pos[1] - grabbed) * (count - ROWS) // travel))
        return True

    def release(self) -> None:
        self.grab = None

    # ------------------------------------------------------------------ drawing

    def draw_frame(self, surface: pygame.Surface, colours: ChromeColours, count: int) -> None:
        sunken_field(surface, self.rect, self.scale, colours)
        surface.fill(colours.track, self.bar)
        thumb = self.thumb(count)
        if thumb is not None:
            panel(surface, thumb, self.scale, colours)

    def heading(self, surface: pygame.Surface, font: BitmapFont, colours: ChromeColours,
                columns: Sequence[Column]) -> None:
        top = self.rect.top + 4 * self.scale
        for text, x, right in columns:
            image = font.render(text, colours.dim_ink, self.scale)
            surface.blit(image, (self.rect.left + x - (image.get_width() if right else 0), top))
        y = self.rect.top + self.head_h - self.scale
        pygame.draw.line(surface, colours.shadow, (self.rect.left + 2 * self.scale, y), (self.bar.left - 2, y))

    def line(self, surface: pygame.Surface, font: BitmapFont, colours: ChromeColours, index: int,
             row: pygame.Rect, cells: Sequence[Cell]) -> None:
        """One line's cells, on the highlight when it is the chosen one."""
        if index == self.selected:
            surface.fill(colours.accent, row)
        for text, x, right, ink in cells:
            image = font.render(text, ink, self.scale)
            left = self.rect.left + x - (image.get_width() if right else 0)
            surface.blit(image, image.get_rect(midleft=(left, row.centery)))

    def note(self, surface: pygame.Surface, font: BitmapFont, colours: ChromeColours, text: str) -> None:
        """Words in the middle of an empty list."""
        image = font.render(text, colours.dim_ink, self.scale)
        surface.blit(image, image.get_rect(center=(self.rect.centerx, self.rect.centery)))
