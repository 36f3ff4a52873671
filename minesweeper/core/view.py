"""What a front end shows for one cell, so no front end ever decodes the board's bits.

Values 0–8 are an open cell with that many neighbouring mines; the rest are the covered and end-of-game
faces of a cell. ``PLAIN`` is the one-character form used by the text mode's ``--plain`` output, a public
contract that scripts parse.
"""

from __future__ import annotations

from enum import IntEnum


class Tile(IntEnum):
    OPEN_0 = 0
    OPEN_1 = 1
    OPEN_2 = 2
    OPEN_3 = 3
    OPEN_4 = 4
    OPEN_5 = 5
    OPEN_6 = 6
    OPEN_7 = 7
    OPEN_8 = 8
    COVERED = 9
    FLAG = 10
    QUESTION = 11
    MINE = 12  # shown after a loss
    DETONATED = 13  # the mine that lost the game
    WRONG_FLAG = 14  # a flag on a safe cell, shown after a loss
    FLAGGED_MINE = 15  # a flag that was right, once the game is over

    @property
    def is_open(self) -> bool:
        return self <= Tile.OPEN_8


PLAIN: dict[Tile, str] = {
    **{Tile(n): str(n) for n in range(1, 9)},
    Tile.OPEN_0: ".",
    Tile.COVERED: "#",
    Tile.FLAG: "F",
    Tile.QUESTION: "?",
    Tile.MINE: "*",
    Tile.DETONATED: "!",
    Tile.WRONG_FLAG: "X",
    Tile.FLAGGED_MINE: "F",
}
