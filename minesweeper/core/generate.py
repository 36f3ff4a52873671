"""Where mines come from: the mine-source seam a game calls at its first reveal, and the sources we have.

A ``MineSource`` turns the first reveal into a ``Layout``. ``RandomMines`` lays exactly the requested number
uniformly among the cells a first click allows: the 3×3 block around it stays clear (the *opening* rule, the
game's), or just the clicked cell (the *safe* rule, Windows' and the published solver records' other rule,
and the fallback when the board is too dense for a clear block), so the player's first click is always safe.
``FixedMines`` hands over a layout chosen in advance (``--board``, a shared code, a puzzle) and moves nothing. Other
sources (no-guess boards) plug in the same way. All randomness comes from the ``random.Random`` passed in,
so the same seed and the same first click give the same board.
"""

from __future__ import annotations

import random
from enum import Enum
from typing import Protocol

from minesweeper.core.board import check_mine_count
from minesweeper.core.errors import LayoutError
from minesweeper.core.layout import Layout
from minesweeper.core.presets import Difficulty


class MineSource(Protocol):
    """Lays a game's mines when its first cell opens."""

    no_guess: bool  # every board it lays can be finished by logic alone from the first click

    @property
    def known(self) -> Layout | None:
        """The layout when it is chosen before the first click (a fixed board), else None."""
        ...

    def layout_for(self, difficulty: Difficulty, first_x: int, first_y: int) -> Layout:
        """The mines for a ``difficulty`` board whose first reveal is at (first_x, first_y)."""
        ...


class FirstClick(Enum):
    """What a first click is promised: its 3×3 block clear (``OPENING``, the game's rule) or itself only."""

    OPENING = "opening"
    SAFE = "safe"


def kept_clear(width: int, height: int, x: int, y: int, mines: int,
               rule: FirstClick = FirstClick.OPENING) -> list[int]:
    """Row-major positions (``y * width + x``) left mine-free around a first click at (x, y)."""
    if rule is FirstClick.OPENING:
        block = [(y + dy) * width + x + dx
                 for dy in (-1, 0, 1) for dx in (-1, 0, 1) if 0 <= x + dx < width and 0 <= y + dy < height]
        if width * height - len(block) >= mines:
            return block
    return [y * width + x]


def random_mines(width: int, height: int, mines: int, first_x: int, first_y: int, rng: random.Random,
                 rule: FirstClick = FirstClick.OPENING) -> bytes:
    """Row-major mine bytes: ``mines`` mines laid uniformly, keeping the first click's neighbourhood clear.

    Drawing ``mines + len(clear)`` positions with ``rng.sample`` and dropping the kept-clear ones leaves a
    uniformly random ordered selection of the allowed cells, so its first ``mines`` entries are a uniform
    choice, with no candidate list to build (which matters on a 1000×1000 board).
    """
    check_mine_count(width, height, mines)
    clear = kept_clear(width, height, first_x, first_y, mines, rule)
    excluded = set(clear)
    drawn = rng.sample(range(width * height), mines + len(clear))
    cells = bytearray(width * height)
    for position in [p for p in drawn if p not in excluded][:mines]:
        cells[position] = 1
    return bytes(cells)


class RandomMines:
    """Uniformly random mines, clear of the first click: the classic game."""

    no_guess = False
    known = None

    def __init__(self, rng: random.Random, rule: FirstClick = FirstClick.OPENING) -> None:
        self.rng = rng
        self.rule = rule

    def layout_for(self, difficulty: Difficulty, first_x: int, first_y: int) -> Layout:
        width, height = difficulty.width, difficulty.height
        return Layout(width, height,
                      random_mines(width, height, difficulty.mines, first_x, first_y, self.rng, self.rule))


class FixedMines:
    """A layout chosen in advance: the first click lands wherever the layout says, mine or not."""

    def __init__(self, layout: Layout, *, no_guess: bool = False) -> None:
        self.layout = layout
        self.no_guess = no_guess  # a replay of a no-guess board keeps saying so

    @property
    def known(self) -> Layout:
        return self.layout

    def layout_for(self, difficulty: Difficulty, first_x: int, first_y: int) -> Layout:
        layout = self.layout
        if (difficulty.width, difficulty.height, difficulty.mines) != (
                layout.width, layout.height, layout.mine_count):
            raise LayoutError(f"that layout is not {difficulty.a_label} board ({difficulty.summary})")
        return layout
