"""The pure Minesweeper core: board, generation, rules and the values front ends exchange with it.

Everything a front end needs is re-exported here. The core imports only the standard library: no pygame,
no disk access, no clock (time arrives inside actions), no global randomness (a ``random.Random`` is
passed in). A test imports it with pygame made unimportable to keep it that way.
"""

from minesweeper.core.actions import Action, Kind
from minesweeper.core.board import Board, Rect
from minesweeper.core.errors import (
    ActionFormatError,
    BoardSizeError,
    IllegalMove,
    LayoutError,
    MineCountError,
    MinesweeperError,
)
from minesweeper.core.game import Game, GameState
from minesweeper.core.layout import Layout
from minesweeper.core.presets import PRESETS, Difficulty
from minesweeper.core.view import PLAIN, Tile

__all__ = [
    "PLAIN",
    "PRESETS",
    "Action",
    "ActionFormatError",
    "Board",
    "BoardSizeError",
    "Difficulty",
    "Game",
    "GameState",
    "IllegalMove",
    "Kind",
    "Layout",
    "LayoutError",
    "MineCountError",
    "MinesweeperError",
    "Rect",
    "Tile",
]
