"""What a hint points at on the board: its cell (one to open, a mine, or a guess), the open numbers that prove it
and every proven cell those numbers rely on: the proven mines they count and the proven-safe cells they leave out.

It is plain data, drawn by ``marks``: what makes one (the assistant's hint and verdict, the replay's review of a
move) needs no window to do it, and is tested without one.
"""

from __future__ import annotations

from dataclasses import dataclass

from minesweeper.core.board import Cell


@dataclass(frozen=True)
class Outline:
    """A cell to point at, the numbers that prove it and the proven cells they rely on; ``mine`` None for a guess
    (the least risky cell, on a risky guess's verdict)."""

    cell: Cell
    mine: bool | None
    sources: tuple[Cell, ...] = ()
    mines: tuple[Cell, ...] = ()
    safe: tuple[Cell, ...] = ()  # proven-safe cells the numbers leave out

    @property
    def cells(self) -> tuple[Cell, ...]:
        """Every cell it marks."""
        return (self.cell, *self.sources, *self.mines, *self.safe)
