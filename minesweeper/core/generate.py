"""Mine placement: exactly the requested number of mines, uniformly among the cells a first click allows.

Mines are laid when the first cell is revealed, so the player's first click is always safe: the 3×3 block
around it stays clear, or just the clicked cell when the board is too dense for that. All randomness comes
from the ``random.Random`` passed in, so the same seed and the same first click give the same board. Imports
nothing outside the standard library and the core.
"""

from __future__ import annotations

import random

from minesweeper.core.board import Board
from minesweeper.core.errors import MineCountError


def check_mine_count(width: int, height: int, mines: int) -> None:
    """At least one cell must stay safe, or there would be nothing to reveal."""
    most = width * height - 1
    if not 0 <= mines <= most:
        raise MineCountError(f"a {width}×{height} board takes between 0 and {most} mines, not {mines}")


def kept_clear(board: Board, x: int, y: int, mines: int) -> list[int]:
    """Play positions (``y * width + x``) left mine-free around a first click at (x, y)."""
    block = [(y + dy) * board.width + x + dx
             for dy in (-1, 0, 1) for dx in (-1, 0, 1) if board.contains(x + dx, y + dy)]
    if board.width * board.height - len(block) >= mines:
        return block
    return [y * board.width + x]


def lay_mines(board: Board, mines: int, first_x: int, first_y: int, rng: random.Random) -> None:
    """Lay ``mines`` mines uniformly at random, keeping the first click's neighbourhood clear.

    Drawing ``mines + len(clear)`` positions with ``rng.sample`` and dropping the kept-clear ones leaves a
    uniformly random ordered selection of the allowed cells, so its first ``mines`` entries are a uniform
    choice, with no candidate list to build (which matters on a 1000×1000 board).
    """
    check_mine_count(board.width, board.height, mines)
    clear = kept_clear(board, first_x, first_y, mines)
    excluded = set(clear)
    drawn = rng.sample(range(board.width * board.height), mines + len(clear))
    chosen = [p for p in drawn if p not in excluded][:mines]
    width, stride = board.width, board.stride
    board.place_mines([(p // width + 1) * stride + p % width + 1 for p in chosen])
