"""Difficulties: the named presets and validated custom sizes.

Easy, Normal and Hard are the design card's three small boards; Beginner, Intermediate and Expert are the
classic Windows sizes. The order here is the order every picker shows them in. Imports nothing outside
the standard library and the core.
"""

from __future__ import annotations

from dataclasses import dataclass

from minesweeper.core.board import check_size
from minesweeper.core.generate import check_mine_count


@dataclass(frozen=True, slots=True)
class Difficulty:
    """A board size and mine count; ``key`` names a preset, or is ``"custom"``."""

    key: str
    label: str
    width: int
    height: int
    mines: int

    @property
    def is_custom(self) -> bool:
        return self.key == "custom"

    @property
    def summary(self) -> str:
        return f"{self.width}×{self.height}, {self.mines} mines"

    @classmethod
    def custom(cls, width: int, height: int, mines: int) -> Difficulty:
        """Validate and build a custom board, raising a message the player can act on."""
        check_size(width, height)
        check_mine_count(width, height, mines)
        return cls("custom", "Custom", width, height, mines)


PRESETS: dict[str, Difficulty] = {
    d.key: d
    for d in (
        Difficulty("easy", "Easy", 6, 6, 3),
        Difficulty("normal", "Normal", 8, 8, 6),
        Difficulty("hard", "Hard", 10, 10, 10),
        Difficulty("beginner", "Beginner", 9, 9, 10),
        Difficulty("intermediate", "Intermediate", 16, 16, 40),
        Difficulty("expert", "Expert", 30, 16, 99),
    )
}
