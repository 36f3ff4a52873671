"""The live counters' panel: the running figures of the game in play (``core.metrics.live``), beside the board or
under it, shown with I or View > Live counters, its rows the player's choice (View's check items, kept in the
settings).

Each row is its words on the left and its value set flush right, at the body size of the window's scale with every
digit the same width, so a running clock never jitters. The panel measures its rows for the layout
(``geometry.Side``): as wide as its longest words and a value of as many digits as a long game on a big board
needs. It never slows play: the numbers are worked out a move at a time by the core, and each frame repaints only
the rows whose text changed (the time, while the clock runs, and what a move changed).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

import pygame

from minesweeper.core.metrics.live_rows import LIVE_ROWS, ROW_LABELS
from minesweeper.gui.art.font import Typeface, as_read
from minesweeper.gui.art.palette import ChromeColours
from minesweeper.gui.geometry import PANEL_BEVEL, SIDE_COLUMN_GAP, Side, Size
from minesweeper.gui.widgets.buttons import panel

WIDEST: Final = {
    "time": "9999.99",
    "bbbv": "9999/9999",
    "bbbv_s": "99.999",
    "etime": "9999.99",
    "clicks": "999/999/999",
    "ce": "9999",
    "ioe": "9.999",
    "corr": "9.999",
    "path": "99999",
}
"""Each row's widest value as the panel makes room for it (every digit is as wide as any other): an hour's game of
thousands of clicks on a big board; a value wider still is cut at the row's edge, never drawn over the next."""
LABEL_GAP: Final = 6  # chrome pixels between a row's words and its value, at the least
ROW_AIR: Final = 1  # chrome pixels above and below a row's line of text

Row = tuple[str, str]  # a row's words and its value, as ``LiveCounters.rows`` gives them


class CountersPanel:
    """The panel's rows: measured for the layout, and drawn where the layout puts the panel."""

    def __init__(self, font: Typeface, colours: ChromeColours, rows: Sequence[str]) -> None:
        """``rows``: the names of ``LIVE_ROWS`` the player chose."""
        self.font, self.colours = font, colours
        self.rows = tuple(name for name in LIVE_ROWS if name in rows)
        self._sizes: dict[int, Size] = {}  # a row's size at each chrome scale, measured once (rows drawn each frame)
        self._drawn: dict[int, Row] = {}  # what each row shows now, by its place (forgotten at a full repaint)

    def side(self) -> Side | None:
        """The room the panel takes with the board; None when the player chose no rows (nothing to show)."""
        return Side(len(self.rows), self.row_size) if self.rows else None

    def row_size(self, scale: int) -> Size:
        """One row at a chrome ``scale``: its longest words, the gap and its widest value; a line of text and air."""
        if scale not in self._sizes:
            font = self.font
            words = max(font.size(ROW_LABELS[name], scale)[0] for name in self.rows) if self.rows else 0
            values = max(font.size(WIDEST[name], scale)[0] for name in self.rows) if self.rows else 0
            self._sizes[scale] = words + LABEL_GAP * scale + values, font.size("0", scale)[1] + 2 * ROW_AIR * scale
        return self._sizes[scale]

    def row_box(self, area: pygame.Rect, scale: int, columns: int, index: int) -> pygame.Rect:
        """Where row ``index`` lies in a panel at ``area`` with its rows in ``columns`` columns, top to bottom."""
        (row_w, row_h), pad = self.row_size(scale), Side.pad(scale)
        lines = -(-len(self.rows) // columns)
        column, line = divmod(index, lines)
        left = area.left + pad + column * (row_w + SIDE_COLUMN_GAP * scale)
        return pygame.Rect(left, area.top + pad + line * row_h, row_w, row_h)

    def draw(
        self, surface: pygame.Surface, area: pygame.Rect, scale: int, columns: int, rows: Sequence[Row], full: bool
    ) -> list[pygame.Rect]:
        """Paint the panel at ``area`` (``full``: its bevel and every row afresh), else only the rows whose text
        changed since they were drawn; the rectangles painted."""
        painted: list[pygame.Rect] = []
        if full:
            self._drawn = {}
            panel(surface, area, PANEL_BEVEL * scale, self.colours, raised=False)
            painted.append(area)
        for index, row in enumerate(rows):
            if self._drawn.get(index) == row:
                continue
            self._drawn[index] = row
            box = self.row_box(area, scale, columns, index)
            painted.append(self._draw_row(surface, box, scale, row))
        return painted

    def _draw_row(self, surface: pygame.Surface, box: pygame.Rect, scale: int, row: Row) -> pygame.Rect:
        words, value = row
        ink = self.colours.ink
        surface.fill(self.colours.face, box)
        clip = surface.get_clip()
        surface.set_clip(box.clip(clip))
        top = box.top + ROW_AIR * scale
        label = self.font.render(words, ink, scale)
        surface.blit(label, as_read(box, label.get_rect(topleft=(box.left, top))))
        shown = self.font.render(value, ink, scale, keep=False)  # a running figure: set afresh, never cached
        surface.blit(shown, as_read(box, shown.get_rect(topright=(box.right, top))))
        surface.set_clip(clip)
        return box
