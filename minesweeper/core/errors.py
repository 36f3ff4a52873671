"""Every error the game shows a player, each a narrow ``ValueError`` with a message they can act on.

Front ends catch ``MinesweeperError`` to show a one-line warning instead of crashing and never parse the
message. A programming mistake (a caller breaking a contract) raises a plain ``TypeError`` or
``ValueError`` instead, so it is never dressed up as the player's fault.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable


class MinesweeperError(ValueError):
    """Base of every error caused by what a player typed, chose or loaded."""


class BoardSizeError(MinesweeperError):
    """A board width or height outside what the game supports."""


class MineCountError(MinesweeperError):
    """A mine count that cannot fit the board."""


class DifficultyError(MinesweeperError):
    """Text that names no difficulty: neither a preset's name nor a size like ``30x16n99``."""


class LayoutError(MinesweeperError):
    """A fixed layout (``*`` and ``.`` rows) that is not a rectangle of known characters."""


class ActionFormatError(MinesweeperError):
    """Text that is not an action such as ``R3,4@1520``."""


class IllegalMove(MinesweeperError):
    """An action that would change nothing: the game keeps going exactly as before."""


class RecordError(MinesweeperError):
    """A saved game that cannot be rebuilt: a field is missing, mistyped, out of range or does not apply."""


class MoveNotApplied(RecordError):
    """A saved game's move that the rules refuse (off the board, on an open cell, after the end): the moves before
    it (``move`` counts them from 1) still make a game."""

    def __init__(self, move: int, text: str) -> None:
        super().__init__(text)
        self.move = move


class StatsError(MinesweeperError):
    """Statistics that cannot be trusted: a field is missing, mistyped or contradicts another."""


class SettingsError(MinesweeperError):
    """Settings whose JSON types are wrong, so no value in them can be trusted."""


class ReplayFileError(MinesweeperError):
    """A replay file that is not one of ours, is damaged, or does not replay to the game it claims."""


class NoGuessBoardNotFound(MinesweeperError):
    """No board that can be finished without guessing was found in the time allowed (a dense or big board)."""


class HandFormatError(MinesweeperError):
    """Stored hand bytes that are damaged, truncated or out of range."""


class MbfError(MinesweeperError):
    """Bytes that are not a MinesweeperX board, or a board that format cannot hold."""


class InconsistentView(MinesweeperError):
    """The numbers on the board (or the mine count) cannot all be true at once."""


class EvfExportError(MinesweeperError):
    """A game that cannot be written as EVF v4, with the reason."""


class VideoFormatError(MinesweeperError):
    """A competitive video (AVF, RMV, MVF or EVF) that is damaged, cut short, too big, or does not add up: one
    sentence says what is wrong with it."""


class BoardCodeError(MinesweeperError):
    """Text that is not a board code this game can read, with what is wrong in player's words."""


class PuzzleError(MinesweeperError):
    """A drawn puzzle that cannot be saved or played yet: no mine, or nothing left to open."""


class ReviewFormatError(MinesweeperError):
    """A kept review of a game that is damaged or not one this game wrote: it is worked out again."""


class DailyError(MinesweeperError):
    """A daily board asked for with a date that is not a real YYYY-MM-DD date, or a level that is not a daily's."""


class NoDisplay(MinesweeperError):
    """There is no display to open the window on: no desktop session, or one that cannot be reached. Its words are
    put together as they are read (``str``), in the language installed then: the display opens before the player's
    language is installed, which the start then installs to say them (``gui.startup``)."""

    def __init__(self, words: Callable[[], str]) -> None:
        super().__init__()
        self.words = words

    def __str__(self) -> str:
        return self.words()
