"""The pure Minesweeper core: rules, generation, records and the values front ends exchange with it.

What a front end needs is re-exported here; the board itself and its bits stay inside the core (front
ends read a game through ``Game.tile`` and ``Game.visible``). The core has no disk, no clock (time arrives
inside actions) and no global randomness (a ``random.Random`` is passed in), and a test holds it to
importing nothing but the standard library. Each name is loaded from its module when first asked for, so a
front end that needs only the difficulties does not pay for the rules at start-up.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from minesweeper.core.actions import (
        Action as Action,
    )
    from minesweeper.core.actions import (
        Kind as Kind,
    )
    from minesweeper.core.board import (
        Rect as Rect,
    )
    from minesweeper.core.errors import (
        ActionFormatError as ActionFormatError,
    )
    from minesweeper.core.errors import (
        BoardSizeError as BoardSizeError,
    )
    from minesweeper.core.errors import (
        DifficultyError as DifficultyError,
    )
    from minesweeper.core.errors import (
        IllegalMove as IllegalMove,
    )
    from minesweeper.core.errors import (
        LayoutError as LayoutError,
    )
    from minesweeper.core.errors import (
        MineCountError as MineCountError,
    )
    from minesweeper.core.errors import (
        MinesweeperError as MinesweeperError,
    )
    from minesweeper.core.errors import (
        RecordError as RecordError,
    )
    from minesweeper.core.errors import (
        StatsError as StatsError,
    )
    from minesweeper.core.game import (
        Game as Game,
    )
    from minesweeper.core.game import (
        GameState as GameState,
    )
    from minesweeper.core.generate import (
        FixedMines as FixedMines,
    )
    from minesweeper.core.generate import (
        MineSource as MineSource,
    )
    from minesweeper.core.generate import (
        RandomMines as RandomMines,
    )
    from minesweeper.core.layout import (
        Layout as Layout,
    )
    from minesweeper.core.presets import (
        CUSTOM as CUSTOM,
    )
    from minesweeper.core.presets import (
        PRESETS as PRESETS,
    )
    from minesweeper.core.presets import (
        Difficulty as Difficulty,
    )
    from minesweeper.core.record import (
        FinishedGame as FinishedGame,
    )
    from minesweeper.core.record import (
        GameRecord as GameRecord,
    )
    from minesweeper.core.record import (
        Outcome as Outcome,
    )
    from minesweeper.core.record import (
        Resume as Resume,
    )
    from minesweeper.core.view import (
        PLAIN as PLAIN,
    )
    from minesweeper.core.view import (
        Tile as Tile,
    )

_HOME = {
    "Action": "minesweeper.core.actions",
    "ActionFormatError": "minesweeper.core.errors",
    "BoardSizeError": "minesweeper.core.errors",
    "CUSTOM": "minesweeper.core.presets",
    "Difficulty": "minesweeper.core.presets",
    "DifficultyError": "minesweeper.core.errors",
    "FinishedGame": "minesweeper.core.record",
    "FixedMines": "minesweeper.core.generate",
    "Game": "minesweeper.core.game",
    "GameRecord": "minesweeper.core.record",
    "GameState": "minesweeper.core.game",
    "IllegalMove": "minesweeper.core.errors",
    "Kind": "minesweeper.core.actions",
    "Layout": "minesweeper.core.layout",
    "LayoutError": "minesweeper.core.errors",
    "MineCountError": "minesweeper.core.errors",
    "MineSource": "minesweeper.core.generate",
    "MinesweeperError": "minesweeper.core.errors",
    "Outcome": "minesweeper.core.record",
    "PLAIN": "minesweeper.core.view",
    "PRESETS": "minesweeper.core.presets",
    "RandomMines": "minesweeper.core.generate",
    "RecordError": "minesweeper.core.errors",
    "Rect": "minesweeper.core.board",
    "Resume": "minesweeper.core.record",
    "StatsError": "minesweeper.core.errors",
    "Tile": "minesweeper.core.view",
}
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


def __getattr__(name: str) -> Any:
    """Load a re-exported name from its own module on first use, then keep it here."""
    if name not in _HOME:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(_HOME[name]), name)
    globals()[name] = value
    return value
