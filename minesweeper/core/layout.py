"""Layouts: where the mines of one board are, as text rows of ``*`` (mine) and ``.`` (safe).

A layout is what ``--board FILE`` reads and what save files and replays store next to the action list.
It is a plain value (size plus mine positions) so it can be compared, hashed and written out exactly as it
was read. Imports nothing outside the standard library and the core.
"""

from __future__ import annotations

from dataclasses import dataclass

from minesweeper.core.board import Board, check_size
from minesweeper.core.errors import LayoutError
from minesweeper.core.generate import check_mine_count


@dataclass(frozen=True, slots=True)
class Layout:
    """A board's size and its mines as (x, y) pairs counted from 0."""

    width: int
    height: int
    mines: frozenset[tuple[int, int]]

    def __post_init__(self) -> None:
        check_size(self.width, self.height)
        check_mine_count(self.width, self.height, len(self.mines))
        for x, y in self.mines:
            if not (0 <= x < self.width and 0 <= y < self.height):
                raise LayoutError(f"mine at ({x},{y}) is off a {self.width}×{self.height} board")

    @classmethod
    def parse(cls, text: str) -> Layout:
        """Read rows of ``*``/``.``; blank lines around the board and trailing spaces are forgiven."""
        rows = [line.rstrip() for line in text.strip().splitlines()]
        if not rows or not rows[0]:
            raise LayoutError("a board needs at least one row of '*' (mine) and '.' (safe)")
        width = len(rows[0])
        for number, row in enumerate(rows, start=1):
            if len(row) != width:
                raise LayoutError(f"row {number} has {len(row)} cells; every row needs {width}")
            stray = set(row) - {"*", "."}
            if stray:
                raise LayoutError(f"row {number} has {''.join(sorted(stray))!r}: use only '*' and '.'")
        mines = frozenset((x, y) for y, row in enumerate(rows) for x, ch in enumerate(row) if ch == "*")
        return cls(width, len(rows), mines)

    @classmethod
    def of_board(cls, board: Board) -> Layout:
        return cls(board.width, board.height, frozenset(board.coords(i) for i in board.mine_indices()))

    def build(self) -> Board:
        board = Board(self.width, self.height)
        board.place_mines([board.index(x, y) for x, y in sorted(self.mines)])
        return board

    def __str__(self) -> str:
        """Rows of ``*``/``.``; built in one buffer because save files write it after every move."""
        width = self.width
        cells = bytearray(b"." * (width * self.height))
        for x, y in self.mines:
            cells[y * width + x] = ord("*")
        return "\n".join(cells[start:start + width].decode() for start in range(0, len(cells), width))

