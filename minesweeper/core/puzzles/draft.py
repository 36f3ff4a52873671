"""A puzzle being drawn: its mines and the cells marked to start open, and everything they imply.

The editor changes a draft one cell at a time and redraws from it, so the draft keeps what the drawing
implies (the numbers, the start view with its floods, the 3BV and the solver's verdict) and works each out
again only when asked after a change. A right click means "this cell starts open" or, on a cell already
showing open, "cover it": that takes away the mark on the cell and every mark whose flood reaches it, since
an opened 0 opens its whole area as a click would and the area can only be covered as a whole.
"""

from __future__ import annotations

from collections.abc import Iterable

from minesweeper.core.board import Cell, check_size
from minesweeper.core.errors import PuzzleError
from minesweeper.core.language.translate import _
from minesweeper.core.layout import Layout
from minesweeper.core.metrics.measures import bbbv, bbbv_solved
from minesweeper.core.puzzles.check import Check, check, numbers, refuse_unplayable, start_view
from minesweeper.core.view import Tile

_SHOWN_OPEN = bytes(0 if v == Tile.COVERED else 1 for v in range(256))


class PuzzleDraft:
    """Mines (row-major bytes, 1 = mine) and marked cells of a ``width`` × ``height`` puzzle."""

    def __init__(self, width: int, height: int, mines: bytes | None = None, opened: Iterable[Cell] = ()) -> None:
        check_size(width, height)
        self.width, self.height = width, height
        self.mines = bytearray(mines if mines is not None else bytes(width * height))
        if len(self.mines) != width * height:
            raise ValueError(  # i18n: fixed (a programming error)
                f"a {width}×{height} draft needs {width * height} mine bytes, not {len(self.mines)}"
            )
        self.marks: set[Cell] = set(opened)
        self._view: bytes | None = None
        self._numbers: bytes | None = None
        self._check: Check | None = None

    @classmethod
    def of_layout(cls, layout: Layout, opened: Iterable[Cell] = ()) -> PuzzleDraft:
        return cls(layout.width, layout.height, layout.cells, opened)

    def _changed(self) -> None:
        self._view = self._numbers = self._check = None

    # ------------------------------------------------------------------ what the drawing implies

    @property
    def view(self) -> bytes:
        """Row-major ``Tile`` values of the puzzle's start: numbers where open, ``Tile.COVERED`` elsewhere."""
        if self._view is None:
            self._view = start_view(self.width, self.height, bytes(self.mines), self.marks)
        return self._view

    @property
    def numbers(self) -> bytes:
        """Row-major: each safe cell's count, ``Tile.MINE`` for a mine."""
        if self._numbers is None:
            self._numbers = numbers(self.width, self.height, bytes(self.mines))
        return self._numbers

    @property
    def mine_count(self) -> int:
        return self.mines.count(1)

    @property
    def opened(self) -> tuple[Cell, ...]:
        """The marked cells, in the order a puzzle stores them."""
        return tuple(sorted(self.marks))

    def is_open(self, x: int, y: int) -> bool:
        return self.view[y * self.width + x] != Tile.COVERED

    def bbbv(self) -> tuple[int, int]:
        """The board's 3BV and how much of it is left once the start cells are open."""
        mines = bytes(self.mines)
        total = bbbv(self.width, self.height, mines)
        return total, total - bbbv_solved(self.width, self.height, mines, self.view.translate(_SHOWN_OPEN))

    def check(self) -> Check:
        """How far the hint solver gets from the start without guessing."""
        if self._check is None:
            self._check = check(self.width, self.height, bytes(self.mines), self.marks)
        return self._check

    def layout(self) -> Layout:
        """The drawing as a board to save or play; ``PuzzleError`` says what to change when it cannot be."""
        refuse_unplayable(self.width, self.height, bytes(self.mines), self.marks)
        return Layout(self.width, self.height, bytes(self.mines))

    # ------------------------------------------------------------------ drawing

    def has_mine(self, x: int, y: int) -> bool:
        return self.mines[y * self.width + x] == 1

    def set_mine(self, x: int, y: int, mine: bool) -> None:
        """Place a mine or take it away; a cell that was marked to start open is unmarked by a mine."""
        if self.has_mine(x, y) == mine:
            return
        self.mines[y * self.width + x] = mine
        if mine:
            self.marks.discard((x, y))
        self._changed()

    def toggle_open(self, x: int, y: int) -> None:
        """Mark a covered cell to start open, or cover an open one (with the whole area its 0 opened)."""
        if self.has_mine(x, y):
            raise PuzzleError(_("A mine cannot start open: left click it to take the mine away first"))
        if not self.is_open(x, y):
            self.marks.add((x, y))
        else:
            mines = bytes(self.mines)
            index = y * self.width + x
            self.marks = {
                m
                for m in self.marks
                if m != (x, y) and start_view(self.width, self.height, mines, (m,))[index] == Tile.COVERED
            }
        self._changed()

    def clear(self) -> None:
        self.mines = bytearray(self.width * self.height)
        self.marks.clear()
        self._changed()
