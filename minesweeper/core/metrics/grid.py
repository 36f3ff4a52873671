"""Whole-board arithmetic behind the metrics: neighbour counts, zero cells and openings at C speed.

The metrics must take microseconds on Expert and a fraction of a second on a 1000×1000 board, so no step
here visits cells one by one in Python. The mines are laid out with a one-cell ring of padding (the board's own
``Padding``) and read as
one big integer (a byte per cell); a cell's neighbour count is then the sum of eight byte-shifted copies,
and as a count never exceeds 8 no byte carries into the next. ``bytes.translate`` classifies every cell at
once. Only the openings (8-connected regions of zero cells) need a loop, and it runs over row runs of zeros
found by a regular expression, not over cells. Used by ``metrics`` and ``metrics_zini`` only.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from minesweeper.core.board import padding

_RUN = re.compile(rb"\x01+")

# Classified cells: count in bits 0-3, 16 a mine, 32 padding (and 64 "touches a zero" where added).
ZERO = bytes(1 if v == 0 else 0 for v in range(256))
NONZERO_64 = bytes(64 if v else 0 for v in range(256))
ISOLATED = bytes(1 if 0 < v < 16 else 0 for v in range(256))
ISOLATED_OPEN = bytes(1 if v & 128 and 0 < (v & 127) < 16 else 0 for v in range(256))
ONE = bytes(1 if v else 0 for v in range(256))
MINE_BIT = 16
PADDING_BIT = 32


@dataclass(frozen=True, slots=True)
class Grid:
    """Constants of one board size in its padded form (a ring of non-cells around the play area)."""

    width: int
    height: int
    stride: int
    length: int
    mask: int  # every byte of the padded board set to 0xFF
    ones: int  # every byte of the padded board set to 1
    border: int  # 1 in every padding byte
    play: int  # 0xFF in every play byte, 0 in the padding
    around: tuple[int, ...]  # the eight neighbour offsets
    block: tuple[int, ...]  # the nine offsets of the 3×3 block (the cell and its neighbours)

    def to_bytes(self, value: int) -> bytes:
        return value.to_bytes(self.length, "big")

    def padded(self, cells: bytes) -> int:
        """Row-major play cells (one byte each) as the big integer of the padded board, padding zero."""
        width = self.width
        if len(cells) != width * self.height:
            raise ValueError(  # i18n: fixed (a programming error)
                f"expected {width * self.height} cells for {width}×{self.height}, got {len(cells)}"
            )
        body = b"\x00\x00".join([cells[start : start + width] for start in range(0, len(cells), width)])
        margin = bytes(self.stride + 1)
        return int.from_bytes(margin + body + margin, "big")

    def spread(self, value: int, offsets: tuple[int, ...]) -> int:
        """Sum over ``offsets`` of the board shifted so that each cell reads its neighbour at that offset."""
        total = 0
        mask = self.mask
        for offset in offsets:
            if offset > 0:
                total += (value << (8 * offset)) & mask
            elif offset < 0:
                total += value >> (-8 * offset)
            else:
                total += value
        return total

    def block_sum(self, value: int) -> int:
        """Each cell's 3×3 block summed, for a ``value`` that is zero on the padding (so nothing shifts out).

        The same as ``spread(value, block)`` in four shifts instead of nine: the row of three first, then that
        row's copies from the rows above and below. Every byte must stay below 256 / 9 for no carry.
        """
        three = value + (value << 8) + (value >> 8)
        row = 8 * self.stride
        return three + (three << row) + (three >> row)


@lru_cache(maxsize=32)
def grid(width: int, height: int) -> Grid:
    frame = padding(width, height)  # the board's padded layout, as the board and the solver lay it out
    stride, length, around = frame.stride, frame.length, frame.around
    ring = bytearray([1]) * length
    inner = bytes(width)
    for row in frame.rows:
        ring[row] = inner
    mask, border = (1 << (8 * length)) - 1, int.from_bytes(ring, "big")
    return Grid(
        width,
        height,
        stride,
        length,
        mask,
        int.from_bytes(b"\x01" * length, "big"),
        border,
        mask - 0xFF * border,
        around,
        (*around, 0),
    )


@dataclass(frozen=True, slots=True)
class Survey:
    """The classified padded board that every metric starts from."""

    grid: Grid
    mines: int  # padded mines as a big integer (1 per mine byte)
    counts: bytes  # per padded cell: neighbour count + 16·mine + 32·padding
    zero: bytes  # 1 on safe cells with no neighbouring mine, else 0
    near_zero: int  # 64 on cells touching or being a zero cell, as a big integer

    def isolated(self) -> bytes:
        """Per padded cell: count + 16·mine + 32·padding + 64 when touching a zero."""
        return self.grid.to_bytes(int.from_bytes(self.counts, "big") + self.near_zero)


def survey(width: int, height: int, mines: bytes) -> Survey:
    board = grid(width, height)
    padded = board.padded(mines)
    # The block minus the cell is its count; 15 more times the cell is ``MINE_BIT`` on each mine.
    classified = board.block_sum(padded) + (MINE_BIT - 1) * padded + PADDING_BIT * board.border
    counts = board.to_bytes(classified)
    zero = counts.translate(ZERO)
    near = board.to_bytes(board.block_sum(int.from_bytes(zero, "big"))).translate(NONZERO_64)
    return Survey(board, padded, counts, zero, int.from_bytes(near, "big"))


def opening_runs(zero: bytes, stride: int) -> tuple[list[tuple[int, int]], list[int]]:
    """Row runs of zero cells and, for each run, a label shared by exactly the runs of its opening.

    Runs never cross rows (the padding separates them) and come in row-major order, so each run only has
    to be compared with the runs of the row above that overlap it once widened by one cell (diagonals
    touch too); both rows are sorted, so one pointer walks the row above. A union-find joins them.
    """
    runs = [m.span() for m in _RUN.finditer(zero)]
    parent = list(range(len(runs)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    previous: list[int] = []  # the runs of the row above, left to right
    current: list[int] = []
    row = -1
    j = 0  # the first run above that may still touch the current one
    for index, (start, end) in enumerate(runs):
        if start // stride != row:
            previous = current if row == start // stride - 1 else []
            current, row, j = [], start // stride, 0
        while j < len(previous) and runs[previous[j]][1] + stride < start:
            j += 1
        k = j
        while k < len(previous) and runs[previous[k]][0] + stride <= end:
            a, b = root(index), root(previous[k])
            if a != b:
                parent[a] = b
            k += 1
        current.append(index)
    return runs, [root(i) for i in range(len(runs))]


def opening_count(zero: bytes, stride: int) -> int:
    """How many openings the zero cells make: ``opening_runs`` counting only, as 3BV needs on every game.

    Each row run of zeros starts as an opening of its own and every join of two different ones takes one
    away. The runs touching the current one are the runs whose span, moved a row down, reaches it: runs in
    row-major order have both ends increasing, so one pointer skips the runs that can touch no later one,
    and from there each run whose moved start is not past the current end touches it (the current run's own
    row and anything two rows up never qualify). Runs are found with ``bytes.find``, one call per end.
    """
    find = zero.find
    below_start: list[int] = []  # each run's first cell and the cell past its end, a row down
    below_end: list[int] = []
    parent: list[int] = []
    index = joined = first = 0  # first: the earliest run that may still touch the current one
    start = find(1)
    while start >= 0:
        end = find(0, start)  # the padding ends every run
        parent.append(index)
        below_start.append(start + stride)
        below_end.append(end + stride)
        while below_end[first] < start:
            first += 1
        other = first
        while below_start[other] <= end:
            a, b = index, other
            while parent[a] != a:
                a = parent[a]
            while parent[b] != b:
                b = parent[b]
            if a != b:
                parent[a] = b
                joined += 1
            other += 1
        index += 1
        start = find(1, end)
    return index - joined
