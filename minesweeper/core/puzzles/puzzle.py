"""A puzzle of the library as every front end shows it: a named board, the cells that start open, and the
player's best time on it.

It is a plain value: the store saves and lists puzzles and works out the best time, the editor and the
puzzle list show and change them, and none of them needs to know how the others keep it.
"""

from __future__ import annotations

from dataclasses import dataclass

from minesweeper.core.board import Cell
from minesweeper.core.layout import Layout

MAX_NAME = 60  # characters of a puzzle's name that are kept


@dataclass(frozen=True, slots=True)
class Puzzle:
    """A board in the library: its mines, the cells that start open, and its name."""

    name: str
    layout: Layout
    opened: tuple[Cell, ...] = ()
    puzzle_id: int | None = None  # None until it is saved
    best_ms: int | None = None  # the player's best winning time on it, unassisted
