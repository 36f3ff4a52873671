"""The errors the core raises, each a narrow ``ValueError`` with a message a player can act on.

Front ends catch these to show a one-line warning instead of crashing; they never need to parse the
message. Imports nothing.
"""


class MinesweeperError(ValueError):
    """Base of every error the core raises on bad input."""


class BoardSizeError(MinesweeperError):
    """A board width or height outside what the game supports."""


class MineCountError(MinesweeperError):
    """A mine count that cannot fit the board."""


class LayoutError(MinesweeperError):
    """A fixed layout (``*`` and ``.`` rows) that is not a rectangle of known characters."""


class ActionFormatError(MinesweeperError):
    """Text that is not an action such as ``R3,4@1520``."""


class IllegalMove(MinesweeperError):
    """An action that would change nothing: the game keeps going exactly as before."""
