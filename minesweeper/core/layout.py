"""Layouts: where the mines of one board are, as a plain value that compares, hashes and prints exactly.

A layout is what ``--board FILE`` reads, what a mine source hands a game at the first reveal, and what save
files, the results database and board codes store next to the action list. It keeps the mines as
row-major bytes (1 a mine, 0 safe), one byte a cell, so a 1000×1000 layout is a megabyte that turns into a
board, a file or a code at C speed; its text form is rows of ``*`` (mine) and ``.`` (safe). The cells a
puzzle starts with open are kept beside it as ``"x,y"`` texts (counted from 0); ``cell_texts`` and
``format_cells`` write them and ``parse_cells`` reads them back, checked against the board, for every file,
the results database and the puzzle library alike.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from minesweeper.core.board import Board, Cell, check_mine_count, check_size
from minesweeper.core.errors import LayoutError
from minesweeper.core.language.translate import _

_TO_TEXT = bytes.maketrans(b"\x00\x01", b".*")
_FROM_TEXT = bytes.maketrans(b".*", b"\x00\x01")
_CELL_TEXT = re.compile(r"(\d{1,7}),(\d{1,7})")


@dataclass(frozen=True, slots=True)
class Layout:
    """A board's size and its mines: ``cells[y * width + x]`` is 1 where a mine is."""

    width: int
    height: int
    cells: bytes

    def __post_init__(self) -> None:
        check_size(self.width, self.height)
        if len(self.cells) != self.width * self.height:
            raise LayoutError(
                _("a {width}×{height} layout needs {cells} cells, not {count}").format(
                    width=self.width, height=self.height, cells=self.width * self.height, count=len(self.cells)
                )
            )
        if self.cells.translate(None, b"\x00\x01"):
            raise LayoutError(_("a layout's cells are 1 (a mine) or 0 (safe)"))
        check_mine_count(self.width, self.height, self.mine_count)

    @classmethod
    def from_mines(cls, width: int, height: int, mines: Iterable[tuple[int, int]]) -> Layout:
        """A layout with mines at the given (x, y) cells, counted from 0."""
        check_size(width, height)
        cells = bytearray(width * height)
        for x, y in mines:
            if not (0 <= x < width and 0 <= y < height):
                raise LayoutError(
                    _("mine at ({x},{y}) is off a {width}×{height} board").format(x=x, y=y, width=width, height=height)
                )
            cells[y * width + x] = 1
        return cls(width, height, bytes(cells))

    @classmethod
    def parse(cls, text: str) -> Layout:
        """Read rows of ``*``/``.``; blank lines around the board and trailing spaces are forgiven."""
        rows = [line.rstrip() for line in text.strip().splitlines()]
        if not rows or not rows[0]:
            raise LayoutError(_("a board needs at least one row of '*' (mine) and '.' (safe)"))
        width = len(rows[0])
        check_size(width, len(rows))
        for number, row in enumerate(rows, start=1):
            if len(row) != width:
                raise LayoutError(
                    _("row {number} has {count} cells; every row needs {width}").format(
                        number=number, count=len(row), width=width
                    )
                )
            stray = set(row) - {"*", "."}
            if stray:
                shown = "".join(sorted(stray))[:10]
                raise LayoutError(
                    _("row {number} has {shown}: use only '*' and '.'").format(number=number, shown=repr(shown))
                )
        return cls(width, len(rows), "".join(rows).encode("ascii").translate(_FROM_TEXT))

    @classmethod
    def of_board(cls, board: Board) -> Layout:
        return cls(board.width, board.height, board.mine_bytes())

    @property
    def mine_count(self) -> int:
        return self.cells.count(1)

    @property
    def mines(self) -> frozenset[tuple[int, int]]:
        """The mines as (x, y) cells; built on each call, so loops should read ``cells`` instead."""
        width, cells = self.width, self.cells
        found = []
        start = cells.find(1)
        while start >= 0:
            found.append((start % width, start // width))
            start = cells.find(1, start + 1)
        return frozenset(found)

    def has_mine(self, x: int, y: int) -> bool:
        return self.cells[y * self.width + x] == 1

    def build(self) -> Board:
        return Board.with_mines(self.width, self.height, self.cells)

    def __str__(self) -> str:
        text, width = self.cells.translate(_TO_TEXT).decode("ascii"), self.width
        return "\n".join(text[start : start + width] for start in range(0, len(text), width))


def cell_texts(cells: Iterable[Cell]) -> list[str]:
    """Cells as ``"x,y"`` texts, in the order given: the form save and replay files keep."""
    return [f"{x},{y}" for x, y in cells]


def format_cells(cells: Iterable[Cell]) -> str:
    """Cells as one line of ``"x,y"`` with spaces between: the form the results database keeps."""
    return " ".join(cell_texts(cells))


def parse_cells(value: str | Sequence[object], width: int, height: int) -> tuple[Cell, ...]:
    """Read what ``format_cells`` (a line) or ``cell_texts`` (a list) wrote: each cell on a ``width`` by
    ``height`` board, returned once each in (x, y) order; ``LayoutError`` says which one is wrong."""
    texts = value.split() if isinstance(value, str) else value
    if len(texts) > width * height:
        raise LayoutError(
            _('a list of cells like "3,4" holds at most one per cell, not {count}').format(count=len(texts))
        )
    cells = []
    for number, text in enumerate(texts, start=1):
        match = _CELL_TEXT.fullmatch(text) if isinstance(text, str) else None
        if match is None:
            shown = repr(text)
            raise LayoutError(
                _('cell {number} is not like "3,4": {text}').format(
                    number=number, text=shown if len(shown) <= 40 else shown[:37] + "..."
                )
            )
        x, y = int(match.group(1)), int(match.group(2))
        if not (x < width and y < height):
            raise LayoutError(
                _("cell {number} ({x},{y}) is off the {width}×{height} board").format(
                    number=number, x=x, y=y, width=width, height=height
                )
            )
        cells.append((x, y))
    return tuple(sorted(set(cells)))
