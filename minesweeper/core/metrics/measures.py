"""Board difficulty metrics of the competitive community: 3BV, 3BV solved, openings, islands and greedy ZiNi; and
the three a finished game keeps with its result (``board_metrics``), read off the game as it ends.

3BV (the fewest left clicks that clear a board) is what rankings divide by, so it is computed for every
finished game and for every board the benchmarks generate: it takes tens of microseconds on Expert and a
fraction of a second on a 1000×1000 board, thanks to the whole-board arithmetic of ``metrics_grid``.
Every function but ``board_metrics`` and ``solved_in`` takes the board as row-major ``bytes`` with 1 for a mine and 0
for a safe cell, so callers need no game object. The module loads when a game first ends, not before its first frame.
The definitions are the community's, checked against ms-toollib by the oracle tests: an opening is an 8-connected
region of cells with no neighbouring mine, together with its numbered rim.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from minesweeper.core.metrics.grid import (
    ISOLATED,
    ISOLATED_OPEN,
    MINE_BIT,
    ONE,
    PADDING_BIT,
    ZERO,
    opening_count,
    opening_runs,
    survey,
)
from minesweeper.core.metrics.grid import grid as metrics_grid
from minesweeper.core.metrics.zini import greedy_zini

if TYPE_CHECKING:
    from minesweeper.core.game import Game

__all__ = ["ZINI_MOST_CELLS", "bbbv", "bbbv_solved", "board_metrics", "greedy_zini", "islands", "openings", "solved_in"]

# Greedy ZiNi takes 1.6 ms on Expert, 30 ms at 100×100 and seconds at 1000×1000, and the winning click waits for
# it: boards past this many cells go without (human ZiNi too).
ZINI_MOST_CELLS: Final = 4096
OPENED: Final = bytes(1 if value <= 8 else 0 for value in range(256))  # a visible tile 0-8 is an open safe cell


def openings(width: int, height: int, mines: bytes) -> int:
    """How many openings the board has."""
    board = survey(width, height, mines)
    return opening_count(board.zero, board.grid.stride)


def islands(width: int, height: int, mines: bytes) -> int:
    """How many islands the board has: groups of touching numbered cells (diagonals too) with no zero beside them,
    the numbers that are clicked one by one."""
    board = survey(width, height, mines)
    return opening_count(board.isolated().translate(ISOLATED), board.grid.stride)


def bbbv(width: int, height: int, mines: bytes) -> int:
    """3BV: one click per opening plus one per numbered cell that touches no opening.

    A cell touching a zero is never a mine, so the cells with a zero in their 3×3 block are exactly the
    openings' cells, and every other safe cell is a numbered cell clicked on its own: 3BV is the openings plus
    the safe cells minus those. Only the openings' count needs a loop (over row runs, not cells).
    """
    grid = metrics_grid(width, height)
    padded = grid.padded(mines)
    counts = grid.to_bytes(grid.block_sum(padded) + (MINE_BIT - 1) * padded + PADDING_BIT * grid.border)
    zero = counts.translate(ZERO)
    near = grid.to_bytes(grid.block_sum(int.from_bytes(zero, "big")) & grid.play)
    return opening_count(zero, grid.stride) + width * height - mines.count(1) - (len(near) - near.count(0))


def bbbv_solved(width: int, height: int, mines: bytes, opened: bytes) -> int:
    """The part of the 3BV already done: openings fully open (zeros and rim) plus opened isolated numbers.

    ``opened`` is row-major bytes, nonzero for each revealed safe cell. In play a revealed zero floods its
    whole opening, so there "fully open" is the same as "any of its zeros open"; for arbitrary input an
    opening counts only once every cell of it is open.
    """
    board = survey(width, height, mines)
    grid = board.grid
    shown = grid.padded(bytes(opened).translate(ONE))
    zero = int.from_bytes(board.zero, "big")
    covered = grid.ones ^ shown
    # A zero spoils its opening when it is covered itself or touches a covered numbered cell of the rim.
    rim_covered = covered & ~zero & ~board.mines & ~grid.border
    spoiled = grid.to_bytes((covered & zero) | grid.spread(rim_covered, grid.block)).translate(ONE)
    runs, labels = opening_runs(board.zero, grid.stride)
    bad = {label for (start, end), label in zip(runs, labels, strict=True) if spoiled.find(1, start, end) >= 0}
    with_open = grid.to_bytes(int.from_bytes(board.isolated(), "big") + 128 * shown)
    return len(set(labels) - bad) + with_open.translate(ISOLATED_OPEN).count(1)


def solved_in(game: Game) -> int:
    """The part of the 3BV the player of ``game`` has done so far (0 before mines were laid)."""
    layout = game.layout
    if layout is None:
        return 0
    return bbbv_solved(layout.width, layout.height, layout.cells, game.visible().translate(OPENED))


def board_metrics(game: Game) -> tuple[int | None, int | None, int | None]:
    """The 3BV of the game's board, how much of it the player did, and its greedy ZiNi (left out on giant
    boards, where it would hold up the end of the game for seconds); all None before mines were laid. Worked out
    as a game ends and kept with its result."""
    layout = game.layout
    if layout is None:
        return None, None, None
    width, height, mines = layout.width, layout.height, layout.cells
    zini = greedy_zini(width, height, mines) if width * height <= ZINI_MOST_CELLS else None
    return bbbv(width, height, mines), solved_in(game), zini
