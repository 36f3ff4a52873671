"""A month as a calendar: its weeks as rows, each day a cell with its number and what it holds.

The week starts on the day the player's calendar starts it, and the weekdays are named as the player's language names
them (CLDR's, through ``language.people``): Monday in Germany and Britain, Sunday in the United States and Japan. The
grid always has room for six weeks (the most a month spans), so a screen that shows one keeps its size from
month to month. Each cell is one line: the day's number on the left, what the screen puts in it on the right (a
time, a word) at least two spaces after it (one where the screen has no room for two), in the colour the screen
gives, in a faint frame; the chosen day is filled with the accent, today is
framed in it, and days still to come are dimmed. The screen says what each day holds; the grid places, draws and
finds them.
"""

from __future__ import annotations

import calendar
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date as Date
from typing import Final

import pygame
from pygame.typing import ColorLike

from minesweeper.core.language.people import first_weekday, number, weekdays
from minesweeper.gui.art.font import Typeface
from minesweeper.gui.art.palette import ChromeColours

WEEKS: Final = 6  # a 31-day month that begins on the week's last day spans six weeks
CELL_PAD: Final = 2  # chrome pixels between a cell's edge and its words
WIDEST_DAY: Final = "28"  # every digit is as wide as every other: any two-digit day


@dataclass(frozen=True)
class DayText:
    """What a day's cell says after its number, and in which colour."""

    text: str
    colour: ColorLike


def cell_width(font: Typeface, scale: int, texts: tuple[str, ...], gap: str = "  ") -> int:
    """The least width of a cell that holds a day's number and, ``gap`` after it, the widest of ``texts``."""
    widest = max((font.size(text, scale)[0] for text in texts), default=0)
    return font.size(number(WIDEST_DAY), scale)[0] + font.size(gap, scale)[0] + widest + 2 * CELL_PAD * scale


class MonthGrid:
    """The weekdays' row and six weeks of cells in ``rect``, at a chrome ``scale``, the week as the player's calendar
    has it (its first day, its days' names: read as the grid is made)."""

    def __init__(self, rect: pygame.Rect, scale: int, header_h: int, row_h: int, gap: str = "  ") -> None:
        self.rect, self.scale, self.header_h, self.row_h = pygame.Rect(rect), scale, header_h, row_h
        self.gap = gap  # the least room between a day's number and what it holds: two spaces, or one where cramped
        self.column_w = rect.width // 7
        self.first = first_weekday()  # the week's first day (Monday 0)
        self.weekdays = weekdays()  # their short names, from that day on

    @staticmethod
    def height(header_h: int, row_h: int) -> int:
        return header_h + WEEKS * row_h

    def column(self, place: int) -> pygame.Rect:
        """The week's ``place``-th day's column under the weekdays' row (0: the week's first day)."""
        left = self.rect.left + (self.rect.width - 7 * self.column_w) // 2 + place * self.column_w
        return pygame.Rect(left, self.rect.top, self.column_w, self.header_h)

    def cell(self, day: Date) -> pygame.Rect:
        """Where ``day`` lies in its month's grid: its weekday's column, the row of its week."""
        place = (Date(day.year, day.month, 1).weekday() - self.first) % 7 + day.day - 1
        column = self.column(place % 7)
        top = self.rect.top + self.header_h + place // 7 * self.row_h
        return pygame.Rect(column.left, top, column.width, self.row_h).inflate(-self.scale, -self.scale)

    @staticmethod
    def days(year: int, month: int) -> list[Date]:
        return [Date(year, month, day) for day in range(1, calendar.monthrange(year, month)[1] + 1)]

    def day_at(self, year: int, month: int, pos: tuple[int, int]) -> Date | None:
        """The day of the month shown whose cell is under ``pos``."""
        return next((day for day in self.days(year, month) if self.cell(day).collidepoint(pos)), None)

    def text_size(self, font: Typeface, day: Date, said: DayText) -> tuple[int, int]:
        """The room a cell's words take: the day's number, the gap, what it holds, and the margins."""
        shown = number(str(day.day))
        width = font.size(shown, self.scale)[0] + 2 * CELL_PAD * self.scale
        if said.text:
            width += font.size(self.gap, self.scale)[0] + font.size(said.text, self.scale)[0]
        return width, font.size(shown, self.scale)[1]

    def draw(
        self,
        surface: pygame.Surface,
        font: Typeface,
        colours: ChromeColours,
        year: int,
        month: int,
        said: Callable[[Date], DayText],
        *,
        chosen: Date,
        today: Date,
    ) -> None:
        s = self.scale
        for place, name in enumerate(self.weekdays):  # over the days' numbers
            image = font.render(name, colours.dim_ink, s)
            column = self.column(place)
            surface.blit(image, image.get_rect(midleft=(column.left + s // 2 + CELL_PAD * s, column.centery)))
        for day in self.days(year, month):
            cell = self.cell(day)
            ink: ColorLike = colours.dim_ink if day > today else colours.ink
            what = said(day)
            colour = what.colour
            if day == chosen:
                surface.fill(colours.accent, cell)
                ink = colour = colours.on_accent
            elif day == today:
                pygame.draw.rect(surface, colours.accent, cell, s)
            else:  # a faint frame: what a day holds reads as its own, not its neighbour's
                pygame.draw.rect(surface, colours.face, cell, max(1, s // 2))
            shown = font.render(number(str(day.day)), ink, s)
            surface.blit(shown, shown.get_rect(midleft=(cell.left + CELL_PAD * s, cell.centery)))
            if what.text:
                image = font.render(what.text, colour, s)
                surface.blit(image, image.get_rect(midright=(cell.right - CELL_PAD * s, cell.centery)))
