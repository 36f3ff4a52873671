"""The personal records in the terminal: ``--records``' table and the averages ``--stats`` ends with (the figures are
``core.metrics.records``'; the place of a win, said when a game ends, is ``Session.place``).

``--records`` is a contract for scripts (the README gives it): one game a line, best first, the ten columns
``rank id date time bbbv bbbv_s ioe stnb rqp style``, then, for a game that was paused or resumed (interrupted), the
word ``interrupted``: as on ``--history``'s lines, words only ever join at the end, so the ten columns stay where they
are (a script reads the first ten). The id is ``--history``'s (``--scorecard ID``, ``--export ID`` take it), the date
is the game's as ``--history`` prints it, the time in seconds to the millisecond and the figures with three decimals,
as ``--scorecard`` writes them. A table with no game prints nothing on standard output and says so in one line on
standard error, and the command succeeds: an empty table is an answer, not a failure (as ``--history`` does).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TextIO

from minesweeper.core.clock_text import format_ms
from minesweeper.core.figure_text import NONE, count, figure
from minesweeper.core.metrics.records import (
    AVERAGE_HEADINGS,
    KINDS,
    STYLES,
    Kind,
    RecordRow,
    Selection,
    Sort,
    average_cells,
    averages,
    games,
    table,
)
from minesweeper.core.presets import PRESETS

if TYPE_CHECKING:
    from minesweeper.store import Store

DEFAULT_LEVEL = "expert"  # where --records opens when no game was played on a preset yet


def record_line(rank: int, row: RecordRow) -> str:
    """One line of ``--records``: ``rank id date time bbbv bbbv_s ioe stnb rqp style``, then ``interrupted`` for a
    game that was paused or resumed."""
    figures = " ".join(figure(value) for value in (row.bbbv_s, row.ioe, row.stnb, row.rqp))
    line = f"{rank} {row.row_id} {row.started} {format_ms(row.ms)} {count(row.bbbv)} {figures} {row.style or NONE}"
    return line + " interrupted" if row.interrupted else line


def records_level(store: Store, asked: str | None) -> str:
    """The level ``--records`` shows: the one asked for, else the level of the last game played on a preset (the
    table a player looks for after a game), else Expert."""
    return asked or store.last_level() or DEFAULT_LEVEL


def print_records(
    rows: list[RecordRow], level: str, out: TextIO, err: TextIO, *, style: Selection, kind: Kind, sort: Sort
) -> None:
    """``--records``: the best ten ranked wins of ``level`` (its games, ``rows``) of one style and kind, best first by
    ``sort``."""
    best = table(rows, style=style, kind=kind, sort=sort)
    for rank, row in enumerate(best, start=1):
        print(record_line(rank, row), file=out)
    if not best:
        which = "" if style == "all" else f" {style.upper()}"
        print(  # i18n: fixed (a script command's words)
            f"No {PRESETS[level].short_label}{which} {kind} wins yet.", file=err
        )


def averages_table(store: Store) -> str:
    """What ``--stats`` ends with: for each preset, kind and style with games, the averages of the last 10 and 100
    wins and the win rate of the last 100 games (``average_cells``); "" when no game has any."""
    named = max(14, *(len(preset.label) + 2 for preset in PRESETS.values()))
    widths = (10, 7, 6, 10, 10, 10, 11, 7, 7)
    heading = ("Kind", "Style", *AVERAGE_HEADINGS)  # i18n: fixed (--records, --stats: scripts read them)
    lines = []
    for key, preset in PRESETS.items():
        rows = store.records(key)
        for kind in KINDS:
            for style in STYLES:
                if not games(rows, style=style, kind=kind):
                    continue
                cells = (kind, style, *average_cells(averages(rows, style=style, kind=kind)))
                lines.append(
                    preset.label.ljust(named) + "".join(c.rjust(w) for c, w in zip(cells, widths, strict=True))
                )
    if not lines:
        return ""
    head = "Difficulty".ljust(named) + _cells(heading, widths)  # i18n: fixed (--records, --stats: scripts read them)
    return "\n".join(  # i18n: fixed (a script command's words)
        ["", "Averages of the last 10 and 100 wins, and the last 100 games won:", head, *lines]
    )


def _cells(cells: tuple[str, ...], widths: tuple[int, ...]) -> str:
    return "".join(cell.rjust(width) for cell, width in zip(cells, widths, strict=True))


def print_averages(store: Store, out: TextIO) -> None:
    """The averages after ``--stats``' table, when any game has them."""
    shown = averages_table(store)
    if shown:
        print(shown, file=out)
