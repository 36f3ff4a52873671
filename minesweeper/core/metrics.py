"""Board metrics the community ranks and replays by, starting with 3BV, on plain row-major mine bytes.

3BV (the fewest left clicks that clear a board) is written into every EVF replay and is the base of 3BV/s
and the other speed figures, so the writer, the statistics and the solver must share one count. It takes
primitives (width, height, mine bytes) so any caller can ask without a game. It works on the game's
bordered board a row at a time rather than a cell at a time: the zeros of each row form runs, found at C
speed, and runs in neighbouring rows that touch (diagonals included) join one opening, so the openings are
the runs less the joins a union-find makes; the numbers next to a zero (each opening's rim) are found in one
go by spreading the zero marks to their eight neighbours as shifted copies of one big integer. Bad
arguments (a size, length or byte that is no board) are programming mistakes: ``TypeError``/``ValueError``.
"""

from __future__ import annotations

import re

from minesweeper.core.board import COUNT, MINE, REVEALED, Board
from minesweeper.core.codes import check_board

_ZERO_MARK = bytes(1 if v == 0 else 0 for v in range(256))  # sentinels are REVEALED, so never a zero
_NUMBER_MARK = bytes(1 if v & COUNT and not v & (MINE | REVEALED) else 0 for v in range(256))
_RUN = re.compile(rb"\x01+")


def bbbv(width: int, height: int, mines: bytes) -> int:
    """3BV of the board whose mines are ``mines[y * width + x] == 1``: each opening (a flood-connected
    region of zeros with its numbered rim) counts 1, and each safe number outside every opening counts 1."""
    check_board(width, height, mines)
    board = Board.with_mines(width, height, bytes(mines))
    zeros = board.cells.translate(_ZERO_MARK)
    marks = int.from_bytes(zeros, "little")
    near_zero = marks
    for offset in board.neighbours:  # one 1 byte per cell stays one: OR never carries into the next byte
        near_zero |= marks >> (8 * offset) if offset > 0 else marks << (-8 * offset)
    numbers = int.from_bytes(board.cells.translate(_NUMBER_MARK), "little")
    return _openings(zeros, board.stride, height) + (numbers & ~near_zero).bit_count()


def _openings(zeros: bytes | bytearray, stride: int, height: int) -> int:
    """How many 8-connected regions the 1 bytes of a bordered ``zeros`` mask form."""
    parent: list[int] = []
    joins = 0
    above: list[tuple[int, int, int]] = []  # the row above's runs: first column, column past the end, id
    for row in range(stride, stride * (height + 1), stride):
        runs = []
        for match in _RUN.finditer(zeros, row, row + stride):
            runs.append((match.start() - row, match.end() - row, len(parent)))
            parent.append(len(parent))
        i = j = 0
        while i < len(above) and j < len(runs):
            a0, a1, a = above[i]
            b0, b1, b = runs[j]
            if b0 <= a1 and a0 <= b1:  # the runs overlap or meet at a corner
                while parent[a] != a:
                    parent[a] = a = parent[parent[a]]
                while parent[b] != b:
                    parent[b] = b = parent[parent[b]]
                if a != b:
                    parent[a] = b
                    joins += 1
            if a1 <= b1:
                i += 1
            if b1 <= a1:
                j += 1
        above = runs
    return len(parent) - joins
