"""The History screen's table: the columns, and the cells of a line of games.

A game's result is green or red, a game that cannot be replayed (a result imported from an old records
file, which kept no board) is dimmed, and the chosen line is drawn in the accent colour.
"""

from __future__ import annotations

from minesweeper.core.record import Outcome
from minesweeper.gui.art.palette import ChromeColours
from minesweeper.gui.screens.history_rows import row_cells
from minesweeper.gui.widgets.table import TableCell, TableColumn
from minesweeper.store.history import HistoryEntry

COLUMNS = (TableColumn("Date", 98, right=False), TableColumn("Difficulty", 80, right=False),
           TableColumn("Result", 48, right=False), TableColumn("Time", 48), TableColumn("3BV/s", 60))


def game_cells(entry: HistoryEntry, colours: ChromeColours) -> tuple[TableCell, ...]:
    """A game's line in the table, each cell in its ink."""
    base = colours.ink if entry.replayable else colours.dim_ink
    result = base if not entry.replayable else colours.good if entry.outcome is Outcome.WON else colours.alert
    inks = (base, base, result, base, base)
    return tuple(zip(row_cells(entry), inks, strict=True))
