"""The statistics screen's table in words and rows: a row for each preset, in the pickers' order, then one for every
custom board; its columns (played, won, win %, the streaks, the best time in whole seconds, the best 3BV/s and IOE);
a row's cells, in the player's locale's digits and separators (``core.stats``, the same figures ``--stats`` prints in
their fixed forms); and the table's height (``screens.statistics`` lays it out and draws it).
"""

from __future__ import annotations

from minesweeper.core.figure_text import count, share
from minesweeper.core.language.translate import _
from minesweeper.core.presets import CUSTOM, PRESETS
from minesweeper.core.stats import Stats, short_label_of, skill_cells, summary_cells
from minesweeper.gui.art.font import text_height
from minesweeper.gui.widgets.table import TableColumn

KEYS = (*PRESETS, CUSTOM)


def columns() -> tuple[TableColumn, ...]:
    """The table's columns, each heading in the player's language and its widest figure: a narrow screen leaves out
    the optional ones, last first."""
    return (
        # every row's name on a line of its own: the column is as wide as the widest
        TableColumn(_("Difficulty"), "\n".join(map(short_label_of, KEYS)), right=False),
        TableColumn(_("Played"), count(9999, for_people=True)),
        TableColumn(_("Won"), count(9999, for_people=True)),
        TableColumn(_("Win %"), share(1.0, for_people=True)),
        TableColumn(_("Streak"), count(999, for_people=True)),
        TableColumn(_("Longest"), count(999, for_people=True), optional=True),
        TableColumn(_("Best"), count(999, for_people=True)),
        TableColumn("3BV/s", "9.99", optional=True),
        TableColumn("IOE", "9.99", optional=True),
    )


def row_cells(stats: Stats, key: str) -> tuple[str, ...]:
    """A difficulty's line of the table: its short label and every figure, as shown and as heard."""
    row = stats.by_key[key]
    return short_label_of(key), *summary_cells(row, for_people=True), *skill_cells(row, for_people=True)


def row_height(scale: int) -> int:
    """A row of the table in window pixels: a line of the type (its room for accents and descenders is its air)."""
    return text_height(scale)


def table_height(scale: int) -> int:
    """The table: its heading row and a row for each difficulty, inside its sunken edge."""
    return (len(KEYS) + 1) * row_height(scale) + 6 * scale
