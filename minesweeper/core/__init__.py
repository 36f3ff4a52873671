"""The pure Minesweeper core: rules, generation, records and the values front ends exchange with it.

What a front end needs is re-exported here; the board itself and its bits stay inside the core (front
ends read a game through ``Game.tile`` and ``Game.visible``). The core has no disk, no clock (time arrives
inside actions) and no global randomness (a ``random.Random`` is passed in), and a test holds it to
importing nothing but the standard library.
"""

from minesweeper.core.actions import Action, Kind
from minesweeper.core.board import Rect
from minesweeper.core.errors import (
    ActionFormatError,
    BoardSizeError,
    DifficultyError,
    IllegalMove,
    LayoutError,
    MineCountError,
    MinesweeperError,
    RecordError,
    StatsError,
)
from minesweeper.core.game import Game, GameState
from minesweeper.core.generate import FixedMines, MineSource, RandomMines
from minesweeper.core.layout import Layout
from minesweeper.core.presets import CUSTOM, PRESETS, Difficulty
from minesweeper.core.record import FinishedGame, GameRecord, Outcome, Resume
from minesweeper.core.view import PLAIN, Tile

__all__ = [
    "CUSTOM",
    "PLAIN",
    "PRESETS",
    "Action",
    "ActionFormatError",
    "BoardSizeError",
    "Difficulty",
    "DifficultyError",
    "FinishedGame",
    "FixedMines",
    "Game",
    "GameRecord",
    "GameState",
    "IllegalMove",
    "Kind",
    "Layout",
    "LayoutError",
    "MineCountError",
    "MineSource",
    "MinesweeperError",
    "Outcome",
    "RandomMines",
    "RecordError",
    "Rect",
    "Resume",
    "StatsError",
    "Tile",
]
