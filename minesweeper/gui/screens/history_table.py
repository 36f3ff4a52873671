"""The History screen's table: the column headings and the lines of games (or of replay files to import),
drawn into its scrolling list.

A game's result is green or red, a game that cannot be replayed (a result imported from an old records
file, which kept no board) is dimmed, and the chosen line is drawn in the accent colour.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame

from minesweeper.core.record import Outcome
from minesweeper.gui.art.font import BitmapFont
from minesweeper.gui.art.palette import ChromeColours
from minesweeper.gui.screens.history_rows import row_cells
from minesweeper.gui.widgets.scroll_list import ScrollList
from minesweeper.store.history import HistoryEntry

COLUMNS = (("Date", 6, False), ("Difficulty", 104, False), ("Result", 184, False), ("Time", 276, True),
           ("3BV/s", 336, True))  # name, x in chrome pixels, right-aligned


def draw_table(surface: pygame.Surface, table: ScrollList, font: BitmapFont, colours: ChromeColours, s: int,
               entries: list[HistoryEntry], files: list[Path] | None, empty_note: Callable[[], str]) -> None:
    """The games (or, while importing, the replay ``files``) at scale ``s``; ``empty_note`` when there are none."""
    count = len(files) if files is not None else len(entries)
    table.draw_frame(surface, colours, count)
    if files is not None:
        table.heading(surface, font, colours, [("Replay file", 6 * s, False)])
        for index, row in table.visible(count):
            ink = colours.on_accent if index == table.selected else colours.ink
            table.line(surface, font, colours, index, row, [(files[index].name, 6 * s, False, ink)])
        return
    table.heading(surface, font, colours, [(name, x * s, right) for name, x, right in COLUMNS])
    if not entries:
        table.note(surface, font, colours, empty_note())
        return
    for index, row in table.visible(count):
        entry = entries[index]
        chosen = index == table.selected
        base = colours.on_accent if chosen else colours.ink if entry.replayable else colours.dim_ink
        result = base if chosen or not entry.replayable else colours.good if entry.outcome is Outcome.WON \
            else colours.alert
        inks = (base, base, result, base, base)
        table.line(surface, font, colours, index, row, [(text, x * s, right, ink) for (_, x, right), text, ink
                                                        in zip(COLUMNS, row_cells(entry), inks, strict=True)])
