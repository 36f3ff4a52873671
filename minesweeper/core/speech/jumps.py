"""Where the keyboard's jump keys land, for a player who cannot look for the next cell to work on: the next or
previous covered cell next to a number, or number with covered neighbours, in reading order round the board.

Like the words, they read only what the player may see (``Game.tile``).
"""

from __future__ import annotations

from minesweeper.core.game import Game
from minesweeper.core.language.translate import N_, _
from minesweeper.core.speech.words import Cell, neighbours, reading_order
from minesweeper.core.view import Tile


def is_frontier(game: Game, x: int, y: int) -> bool:
    """A covered cell next to an open number: where the next move is worked out."""
    return game.tile(x, y) in (Tile.COVERED, Tile.QUESTION) and any(
        Tile.OPEN_1 <= game.tile(*cell) <= Tile.OPEN_8 for cell in neighbours(game, x, y)
    )


def is_unfinished(game: Game, x: int, y: int) -> bool:
    """An open number with a covered neighbour still: a number the player has not finished with."""
    return Tile.OPEN_1 <= game.tile(x, y) <= Tile.OPEN_8 and any(
        game.tile(*cell) in (Tile.COVERED, Tile.QUESTION) for cell in neighbours(game, x, y)
    )


FRONTIER = "covered cell next to a number"  # i18n: fixed (a jump's name, a key: ``none_found`` says it)
UNFINISHED = "number with covered neighbours"  # i18n: fixed (a jump's name, a key: ``none_found`` says it)
_NONE_FOUND = {FRONTIER: N_("no covered cell next to a number"), UNFINISHED: N_("no number with covered neighbours")}


def none_found(what: str) -> str:
    """What is said when no cell is ``what`` (``FRONTIER`` or ``UNFINISHED``), in the player's language."""
    return _(_NONE_FOUND[what])


def jump(game: Game, cursor: Cell, step: int, what: str) -> Cell | None:
    """The next (``step`` 1) or previous (-1) cell in reading order after ``cursor``, round the board, that is
    ``what`` (``FRONTIER`` or ``UNFINISHED``); None when there is none."""
    test = is_frontier if what == FRONTIER else is_unfinished
    cells = list(reading_order(game))
    start = cursor[1] * game.width + cursor[0]
    for offset in range(1, len(cells) + 1):
        cell = cells[(start + step * offset) % len(cells)]
        if test(game, *cell):
            return cell
    return None
