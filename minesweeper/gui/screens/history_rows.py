"""What a line of the history says, and the difficulties it can be filtered by: pure formatting.

Kept apart from the screen so the words and figures of a line (the date to the minute, the difficulty's
name or a custom board's size and mines, the result, the time to the hundredth as the statistics show it,
and 3BV/s to two places, "-" where the 3BV is not known) are one function, tested on its own.
"""

from __future__ import annotations

from minesweeper.core.errors import MinesweeperError
from minesweeper.core.presets import CUSTOM, PRESETS, Difficulty
from minesweeper.core.record import Outcome
from minesweeper.core.stats import format_ms
from minesweeper.store.history import HistoryEntry

FILTERS: tuple[str | None, ...] = (None, *PRESETS, CUSTOM)  # all games, each preset, every custom board
ENDED = {Outcome.WON: "Won", Outcome.LOST: "Lost", Outcome.GIVEN_UP: "Given up"}


def filter_label(key: str | None) -> str:
    return "All games" if key is None else "Custom boards" if key == CUSTOM else PRESETS[key].label


def row_cells(entry: HistoryEntry) -> tuple[str, str, str, str, str]:
    """Date, difficulty, result, time and 3BV/s as a line of the history shows them."""
    try:
        board = Difficulty.parse(entry.difficulty)
        name = f"{board.width}x{board.height}/{board.mines}" if board.is_custom else board.label
    except MinesweeperError:
        name = entry.difficulty[:16]
    speed = "-" if entry.bbbv_solved is None or entry.ms <= 0 else f"{entry.bbbv_solved * 1000 / entry.ms:.2f}"
    return entry.started[:16].replace("T", " "), name, ENDED[entry.outcome], format_ms(entry.ms), speed
