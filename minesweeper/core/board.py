"""The bordered board: every cell of a game in one flat ``bytearray``, plus the flood fill that opens it.

One byte per cell keeps a 1000×1000 board at about one megabyte and lets the flood fill work on whole
row slices with C-speed ``bytes`` operations instead of a Python step per cell. A ring of sentinel cells
around the play area (marked as already revealed) means neighbour code never checks an edge; ``Padding`` says
where each cell sits in it, for the solver's knowledge and the metrics' grids as for the board. This module
knows cells and bits only (and the size limits every board obeys): the rules of play live in ``game``,
randomness in ``generate``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from minesweeper.core.errors import BoardSizeError, MineCountError
from minesweeper.core.language.translate import _

COUNT = 0x0F  # bits 0-3: how many of the eight neighbours are mines
MINE = 0x10
REVEALED = 0x20
FLAG = 0x40
QUESTION = 0x80
BORDER = REVEALED  # a sentinel is "already open", so nothing ever opens or floods into it

MAX_SIDE = 1000

# A covered zero cell that a flood may open: no count, no mine, not open, not flagged (a ``?`` opens).
_OPEN_ZERO = re.compile(rb"[\x00\x80]+")
_OPEN_ZERO_BYTES = frozenset((0x00, 0x80))
# Opening a slice: covered, unflagged cells become revealed and lose any question mark.
_REVEAL = bytes(v if v & (FLAG | REVEALED) else (v | REVEALED) & ~QUESTION for v in range(256))
# Mines as 1 bytes, everything else 0, for finding them all at C speed.
_MINE_MARK = bytes(1 if v & MINE else 0 for v in range(256))
_MARK = re.compile(rb"\x01")
# Which cells of a slice that opening would change, as 1 bytes, so ``count(1)`` tallies them.
_WOULD_OPEN = bytes(0 if v & (FLAG | REVEALED) else 1 for v in range(256))

Cell = tuple[int, int]  # (x, y) of one play-area cell


class Rect(NamedTuple):
    """Play-area cells from (x0, y0) to (x1, y1) inclusive: what a front end must redraw."""

    x0: int
    y0: int
    x1: int
    y1: int

    def union(self, other: Rect) -> Rect:
        return Rect(min(self.x0, other.x0), min(self.y0, other.y0), max(self.x1, other.x1), max(self.y1, other.y1))


def check_size(width: int, height: int) -> None:
    """Refuse boards the game cannot hold, with the allowed range in the message."""
    if not 1 <= width <= MAX_SIDE:
        raise BoardSizeError(
            _("board width must be between 1 and {most}, not {side}").format(most=MAX_SIDE, side=width)
        )
    if not 1 <= height <= MAX_SIDE:
        raise BoardSizeError(
            _("board height must be between 1 and {most}, not {side}").format(most=MAX_SIDE, side=height)
        )


def check_mine_count(width: int, height: int, mines: int) -> None:
    """At least one cell must stay safe, or there would be nothing to reveal."""
    most = width * height - 1
    if not 0 <= mines <= most:
        raise MineCountError(
            _("a {width}×{height} board takes between 0 and {most} mines, not {mines}").format(
                width=width, height=height, most=most, mines=mines
            )
        )


Offsets = tuple[int, int, int, int, int, int, int, int]  # the eight neighbours' index steps


@dataclass(frozen=True, slots=True)
class Padding:
    """Where the cells of a width × height board sit once it is padded: the play area inside a one-cell ring of
    sentinels, row-major, ``stride`` (width + 2) to a row. The board, the solver's knowledge and the metrics'
    big-integer grid all lay a board out this way, so that neighbour code never checks an edge; this is the one
    place that says how."""

    width: int
    height: int
    stride: int
    length: int  # cells with the ring
    around: Offsets  # the eight neighbours' index steps, row by row: opposite directions sit at k and 7 - k
    rows: tuple[slice, ...]  # each play row's cells, top to bottom

    def index(self, x: int, y: int) -> int:
        return (y + 1) * self.stride + x + 1

    def coords(self, index: int) -> Cell:
        y, x = divmod(index, self.stride)
        return x - 1, y - 1


@lru_cache(maxsize=32)
def padding(width: int, height: int) -> Padding:
    """The padded layout of a board size (sides of at least 1), made once per size."""
    if width < 1 or height < 1:
        raise ValueError(f"a board needs positive sides, not {width}×{height}")  # i18n: fixed (a programming error)
    stride = width + 2
    starts = range(stride + 1, stride * (height + 1), stride)
    return Padding(
        width,
        height,
        stride,
        stride * (height + 2),
        (-stride - 1, -stride, -stride + 1, -1, 1, stride - 1, stride, stride + 1),
        tuple(slice(start, start + width) for start in starts),
    )


@lru_cache(maxsize=16)
def _frame(width: int, height: int) -> tuple[Padding, bytes, bytes, bytes, tuple[slice, ...]]:
    """What ``Board.with_mines`` needs of a size besides the mines, made once per size (Expert is generated
    thousands of times a second by the benchmarks and the auto-player): the padding, the zero margin, a
    sentinel row and column, and the slice of each play row in the mine bytes."""
    check_size(width, height)
    frame = padding(width, height)
    return (
        frame,
        bytes(frame.stride + 1),
        bytes([BORDER]) * frame.stride,
        bytes([BORDER]) * (height + 2),
        tuple(slice(start, start + width) for start in range(0, width * height, width)),
    )


class Board:
    """Cells, mines and neighbour counts of one board; indices are positions in the flat array."""

    __slots__ = ("cells", "height", "neighbours", "padding", "stride", "width")

    def __init__(self, width: int, height: int) -> None:
        check_size(width, height)
        self.width = width
        self.height = height
        self.padding = frame = padding(width, height)
        self.stride, self.neighbours = frame.stride, frame.around
        self.cells = bytearray([BORDER]) * frame.length
        blank_row = bytes(width)
        for row in frame.rows:
            self.cells[row] = blank_row

    @classmethod
    def with_mines(cls, width: int, height: int, mines: bytes) -> Board:
        """A fresh board on row-major mine bytes (1 a mine), every count computed in one go.

        The bordered mine bytes read as one little-endian integer ``m`` make the whole board a few big-integer
        sums: ``m`` plus its copies a row up and down is each cell's column of three, that plus its copies one
        byte left and right is the 3×3 block, and the block minus the cell is its neighbour count. A count never
        passes 8, so no byte carries into the next, and adding 16 times the mines (block + 15·m) sets each
        mine's ``MINE`` bit the same way. Nothing overflows the board: the last mine sits a row and a cell
        before its end. On a 1000×1000 board that is a few milliseconds instead of a Python step per cell.
        """
        frame, margin, ring_row, ring_column, rows = _frame(width, height)
        stride, size = frame.stride, frame.length
        board = cls.__new__(cls)
        board.width, board.height, board.padding = width, height, frame
        board.stride, board.neighbours = stride, frame.around
        marks = int.from_bytes(margin + b"\x00\x00".join([mines[row] for row in rows]) + margin, "little")
        shift = 8 * stride
        column = marks + (marks << shift) + (marks >> shift)
        # One pass makes the block and the mine bits: column · 0x10101 is the column plus its copies one and
        # two bytes up, 15·m moved up a byte rides along, and the shift back centres both.
        board.cells = cells = bytearray(((column * 0x10101 + marks * 0xF00) >> 8).to_bytes(size, "little"))
        cells[:stride] = cells[-stride:] = ring_row  # the ring counted its neighbours: make it sentinels again
        cells[0::stride] = cells[stride - 1 :: stride] = ring_column
        return board

    def mine_bytes(self) -> bytes:
        """Row-major bytes, 1 where a mine is: the inverse of ``with_mines``."""
        return self.play_bytes(_MINE_MARK)

    def play_bytes(self, table: bytes) -> bytes:
        """The play cells row-major (the sentinel ring left out), each byte through ``table``."""
        cells = self.cells
        return b"".join(cells[row].translate(table) for row in self.padding.rows)

    def copy(self) -> Board:
        """An independent board with the same cells: for what-if questions without touching the game."""
        twin = Board.__new__(Board)
        twin.width, twin.height, twin.padding, twin.stride = self.width, self.height, self.padding, self.stride
        twin.neighbours, twin.cells = self.neighbours, bytearray(self.cells)
        return twin

    def index(self, x: int, y: int) -> int:
        return self.padding.index(x, y)

    def coords(self, index: int) -> Cell:
        return self.padding.coords(index)

    def contains(self, x: int, y: int) -> bool:
        return 0 <= x < self.width and 0 <= y < self.height

    def around(self, index: int) -> list[int]:
        """The eight neighbours of a play cell (sentinels included: callers skip them by their bits)."""
        return [index + offset for offset in self.neighbours]

    def mine_indices(self) -> list[int]:
        """Where the mines are; found by a C-speed scan, as a saved 500×500 game asks on every move."""
        return [m.start() for m in _MARK.finditer(self.cells.translate(_MINE_MARK))]

    def rect_of(self, index: int) -> Rect:
        x, y = self.coords(index)
        return Rect(x, y, x, y)

    def whole(self) -> Rect:
        return Rect(0, 0, self.width - 1, self.height - 1)

    def open_cell(self, index: int) -> tuple[int, Rect]:
        """Reveal one covered cell, flooding from it when it is a zero: how many opened, and where."""
        value = self.cells[index]
        if value & (REVEALED | FLAG):
            return 0, self.rect_of(index)
        if value & (COUNT | MINE):
            self.cells[index] = (value | REVEALED) & ~QUESTION
            return 1, self.rect_of(index)
        return self.flood(index)

    def flood(self, start: int) -> tuple[int, Rect]:
        """Open the zero region around ``start`` and its numbered rim, a row run at a time.

        Scanline fill with an explicit stack: each stacked item is a maximal run of covered zeros in one
        row, opened when it is pushed so it is never found twice. Popping a run opens its two row ends and
        the slices above and below it (one wider each side, for diagonals), after pushing the zero runs
        those slices hold. Returns the number of cells opened and the rectangle they span.
        """
        cells, stride = self.cells, self.stride
        opened = 0
        lo_col, hi_col = stride, 0
        lo_row, hi_row = len(cells), 0

        def open_slice(a: int, b: int) -> None:
            nonlocal opened, lo_col, hi_col, lo_row, hi_row
            chunk = cells[a:b]
            opened += chunk.translate(_WOULD_OPEN).count(1)
            cells[a:b] = chunk.translate(_REVEAL)
            lo_col, hi_col = min(lo_col, a % stride), max(hi_col, (b - 1) % stride)
            lo_row, hi_row = min(lo_row, a // stride), max(hi_row, a // stride)

        def zero_run(begin: int) -> tuple[int, int]:
            while cells[begin - 1] in _OPEN_ZERO_BYTES:
                begin -= 1
            match = _OPEN_ZERO.match(cells, begin)
            assert match is not None
            return begin, match.end()

        first = zero_run(start)
        open_slice(*first)
        stack = [first]
        while stack:
            a, b = stack.pop()
            open_slice(a - 1, a)
            open_slice(b, b + 1)
            for row_step in (-stride, stride):
                lo, hi = a - 1 + row_step, b + 1 + row_step
                runs = [m.span() for m in _OPEN_ZERO.finditer(cells, lo, hi)]
                for begin, end in runs:
                    run = zero_run(begin) if begin == lo or end == hi else (begin, end)
                    open_slice(*run)
                    stack.append(run)
                open_slice(lo, hi)
        rect = Rect(
            max(lo_col - 1, 0), max(lo_row - 1, 0), min(hi_col - 1, self.width - 1), min(hi_row - 1, self.height - 1)
        )
        return opened, rect
