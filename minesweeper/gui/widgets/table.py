"""A table of rows with one chosen, for lists longer than a screen: the puzzle library, the history of games,
files to import.

It draws a sunken table with a header and as many rows as fit, keeps the chosen row in view as the arrows,
Page Up/Down, Home/End, the wheel or a click move it, and asks its screen for the cells of a row only when
that row is drawn, so a costly column (the solver's verdict on a puzzle) is worked out only for rows seen
and a long list can be read from the database a page at a time. A table made with a scroll bar (the history,
thousands of games long) also pages or drags with its bar, and rules its heading off from the lines that
scroll under it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame
from pygame.typing import ColorLike

from minesweeper.gui.art.font import Typeface, text_height
from minesweeper.gui.art.palette import ChromeColours
from minesweeper.gui.widgets.buttons import fit_line, panel, sunken_field

HEAD_H, ROW_H, PAD = 13, 13, 6
CELL_MARGIN = 6  # chrome pixels of a column kept clear of its text, so neighbouring columns never touch
BAR = 8  # the scroll bar's width in chrome pixels


@dataclass(frozen=True)
class TableColumn:
    """A column's heading, the widest text it holds (its width is measured from that and the heading, in the type
    at the table's scale), and whether numbers align right. A ``fill`` column (a name) also takes whatever the
    others leave. An ``optional`` column (a secondary figure) is left out, last first, when the table is too
    narrow for every column's words: the table shows less, never smaller words."""

    title: str
    widest: str = ""
    right: bool = True
    optional: bool = False
    fill: bool = False


TableCell = str | tuple[str, ColorLike]  # a cell's text, in the row's ink or in its own (a chosen row is one colour)


def column_width(column: TableColumn, font: Typeface, scale: int) -> int:
    """The window pixels ``column`` needs at ``scale``: its heading or its widest text, and the margin kept clear."""
    return max(font.size(column.title, scale)[0], font.size(column.widest, scale)[0]) + CELL_MARGIN * scale


def kept_columns(columns: Sequence[TableColumn], font: Typeface, scale: int, room: int) -> tuple[int, ...]:
    """The columns a table ``room`` pixels wide shows: all of them if their words fit, else without its optional
    columns, the last first, until they do (the rest are shown cut, as a table row cannot take a second line)."""
    kept = list(range(len(columns)))
    optional = [i for i in kept if columns[i].optional]
    while optional and sum(column_width(columns[i], font, scale) for i in kept) > room:
        kept.remove(optional.pop())
    return tuple(kept)


class Table:
    def __init__(
        self,
        rect: pygame.Rect,
        columns: Sequence[TableColumn],
        scale: int,
        font: Typeface,
        *,
        scroll_bar: bool = False,
        pad: tuple[int, int] = (PAD, PAD),
    ) -> None:
        """``pad``: the chrome pixels from the table's left edge to its first column, and from the rows' right end
        (the scroll bar, or the border) to the end of its last column, less two; a wide table (the history's six
        columns at 2x on an 800x600 screen) asks for less than the roomy default."""
        s = scale
        self.rect, self.scale = rect, s
        self.shown = (rect.height // s - HEAD_H - 4) // ROW_H
        self.count = self.selected = self.top = 0
        self.bar: pygame.Rect | None = None
        self.grab: tuple[int, int] | None = None  # the thumb held: where it was grabbed, and the top row then
        right = rect.right - 2 * s  # where the rows' highlight ends
        if scroll_bar:
            self.bar = pygame.Rect(
                rect.right - (BAR + 2) * s, rect.top + (HEAD_H + 2) * s, BAR * s, self.shown * ROW_H * s
            )
            right = self.bar.left - s
        self.rows_width = right - rect.left - 2 * s
        room = right + 2 * s - rect.left - (pad[0] + pad[1]) * s
        self.kept = kept_columns(columns, font, s, room)
        """The indices of the columns shown: a screen's rows give every column's cell, the table picks these."""
        self.columns = tuple(columns[i] for i in self.kept)
        widths = [column_width(c, font, s) for c in self.columns]
        fills = [c.fill for c in self.columns]
        spare = max(0, room - sum(widths)) // max(1, sum(fills))
        left, self.spans = rect.left + pad[0] * s, []
        for column, width in zip(self.columns, widths, strict=True):
            width += spare if column.fill else 0
            self.spans.append((left, width))
            left += width

    def set_count(self, count: int, select: int | None = None) -> None:
        """A list of ``count`` rows: choose row ``select``, or keep the chosen row and the view within the list."""
        self.count = count
        if select is not None:
            self.choose(select)
            return
        self.selected = max(0, min(count - 1, self.selected))
        self.top = max(0, min(self.top, count - self.shown))

    def choose(self, row: int) -> None:
        """Choose a row (kept within the list) and scroll just enough to show it."""
        self.selected = max(0, min(self.count - 1, row))
        self.top = max(0, min(self.top, self.selected, self.count - self.shown))
        if self.selected >= self.top + self.shown:
            self.top = self.selected - self.shown + 1

    def row_rect(self, row: int) -> pygame.Rect:
        s = self.scale
        return pygame.Rect(
            self.rect.left + 2 * s,
            self.rect.top + (2 + HEAD_H + (row - self.top) * ROW_H) * s,
            self.rows_width,
            ROW_H * s,
        )

    def visible(self) -> range:
        return range(self.top, min(self.count, self.top + self.shown))

    # ------------------------------------------------------------------ input

    def handle_key(self, key: int) -> bool:
        """Up/Down, Page Up/Down, Home/End; True when the key was one of them."""
        steps = {
            pygame.K_UP: -1,
            pygame.K_DOWN: 1,
            pygame.K_PAGEUP: -self.shown,
            pygame.K_PAGEDOWN: self.shown,
            pygame.K_HOME: -self.count,
            pygame.K_END: self.count,
        }
        if key not in steps:
            return False
        self.choose(self.selected + steps[key])
        return True

    def click(self, pos: tuple[int, int]) -> int | None:
        """Choose the row under ``pos`` and return it; None when there is none there."""
        row = next((row for row in self.visible() if self.row_rect(row).collidepoint(pos)), None)
        if row is not None:
            self.choose(row)
        return row

    def wheel(self, notches: int) -> None:
        self.scroll(-3 * notches)

    def scroll(self, rows: int) -> None:
        self.top = max(0, min(self.top + rows, self.count - self.shown))

    def thumb(self) -> pygame.Rect | None:
        """The scroll bar's thumb, when there is a bar and more rows than it shows."""
        if self.bar is None or self.count <= self.shown:
            return None
        length = max(2 * self.bar.width, self.bar.height * self.shown // self.count)
        start = (self.bar.height - length) * self.top // max(1, self.count - self.shown)
        return pygame.Rect(self.bar.left, self.bar.top + start, self.bar.width, length)

    def press_bar(self, pos: tuple[int, int]) -> bool:
        """A press on the scroll bar: grab the thumb, or page towards the press; False when not on the bar."""
        thumb = self.thumb()
        if thumb is None or self.bar is None or not self.bar.collidepoint(pos):
            return False
        if thumb.collidepoint(pos):
            self.grab = (pos[1], self.top)
        else:
            self.scroll(self.shown if pos[1] > thumb.centery else -self.shown)
        return True

    def drag(self, pos: tuple[int, int]) -> bool:
        """Move the grabbed thumb with the pointer; False when the thumb is not held."""
        thumb = self.thumb()
        if self.grab is None or thumb is None or self.bar is None:
            return False
        grabbed, top = self.grab
        travel = max(1, self.bar.height - thumb.height)
        self.top = max(0, min(self.count - self.shown, top + (pos[1] - grabbed) * (self.count - self.shown) // travel))
        return True

    def release(self) -> None:
        self.grab = None

    # ------------------------------------------------------------------ drawing

    def draw(
        self,
        surface: pygame.Surface,
        font: Typeface,
        colours: ChromeColours,
        cells: Callable[[int], Sequence[TableCell]],
        empty: Sequence[str] = (),
    ) -> None:
        """The table; ``cells(row)`` gives a drawn row's cells, ``empty`` the lines shown when there is none."""
        s, box = self.scale, self.rect
        sunken_field(surface, box, s, colours)
        if self.bar is not None:
            surface.fill(colours.track, self.bar)
            thumb = self.thumb()
            if thumb is not None:
                panel(surface, thumb, s, colours)
            y = box.top + (HEAD_H + 1) * s
            pygame.draw.line(surface, colours.shadow, (box.left + 2 * s, y), (self.bar.left - 2, y))
        y = box.top + s + (HEAD_H * s - text_height(s)) // 2  # the headings' line centred over the rule
        for i, column in enumerate(self.columns):
            self._cell(surface, font, column.title, colours.dim_ink, i, y, heading=True)
        if not self.count:
            if empty:
                note = "\n".join(fit_line(font, line, box.width - 2 * PAD * s, s) for line in empty)
                image = font.render(note, colours.dim_ink, s)
                surface.blit(image, image.get_rect(center=box.center))
            return
        for row in self.visible():
            rect, chosen = self.row_rect(row), row == self.selected
            if chosen:
                surface.fill(colours.accent, rect)
            row_cells = cells(row)
            for i, cell in enumerate(row_cells[k] for k in self.kept):
                text, ink = (cell, colours.ink) if isinstance(cell, str) else cell
                top = rect.top + (rect.height - text_height(s)) // 2
                self._cell(surface, font, text, colours.on_accent if chosen else ink, i, top)

    def room(self, column: int, *, heading: bool = False) -> tuple[int, int]:
        """The left and width of ``column``'s span. The last column's heading may also take the room over the
        scroll bar, which begins under the headings: a long heading ("Accuracy") over short figures ("88%")
        then costs the table no width."""
        left, width = self.spans[column]
        if heading and self.bar is not None and column == len(self.columns) - 1:
            width = self.rect.right - left
        return left, width

    def text_span(self, column: int, width: int, *, heading: bool = False) -> tuple[int, int]:
        """Where a text ``width`` pixels wide is drawn in ``column`` (a heading, or a row's cell): its left and right
        ends, cut to the column's room. A screen's test measures that neighbouring columns never touch."""
        s = self.scale
        left, room = self.room(column, heading=heading)
        width = min(width, room - CELL_MARGIN * s)
        x = left + room - width - CELL_MARGIN * s if self.columns[column].right else left
        return x, x + width

    def _cell(
        self,
        surface: pygame.Surface,
        font: Typeface,
        text: str,
        ink: ColorLike,
        column: int,
        y: int,
        *,
        heading: bool = False,
    ) -> None:
        s = self.scale
        _, room = self.room(column, heading=heading)
        image = font.render(fit_line(font, text, room - CELL_MARGIN * s, s), ink, s)
        surface.blit(image, (self.text_span(column, image.get_width(), heading=heading)[0], y))
