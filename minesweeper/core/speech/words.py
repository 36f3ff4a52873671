"""The board in words, for a player who hears it: a cell, a row or a column read out, what a move did, where the
cursor is.

Everything here reads only what the player may see (``Game.tile``), never the mines, so speech tells a blind
player exactly what the screen tells a sighted one. Cells are named as the solver's hints name them ("C5":
``reasons.cell_name``), so a hint's words and a cell's reading agree. The words are short and always in the same
order, name first, because a player listening to many of them wants the part that changes soonest.
"""

from __future__ import annotations

from collections.abc import Iterator

from minesweeper.core.actions import Kind
from minesweeper.core.game import Game, GameState
from minesweeper.core.solver.reasons import cell_name
from minesweeper.core.view import Tile

Cell = tuple[int, int]

CELL_WORDS: dict[Tile, str] = {
    Tile.OPEN_0: "blank",
    **{Tile(n): str(n) for n in range(1, 9)},
    Tile.COVERED: "covered",
    Tile.FLAG: "flagged",
    Tile.QUESTION: "question mark",
    Tile.MINE: "mine",
    Tile.DETONATED: "the mine that went off",
    Tile.WRONG_FLAG: "wrong flag",
    Tile.FLAGGED_MINE: "flagged mine",
}
# A row or column read in one sentence says a flag as "flag": shorter, and one word each keeps the cells apart.
LINE_WORDS: dict[Tile, str] = {**CELL_WORDS, Tile.FLAG: "flag", Tile.QUESTION: "question"}


def column_name(x: int) -> str:
    """A column's letters, as in its cells' names ("C" of "C5")."""
    return cell_name(x, 0)[:-1]


def neighbours(game: Game, x: int, y: int) -> Iterator[Cell]:
    for ny in range(y - 1, y + 2):
        for nx in range(x - 1, x + 2):
            if (nx, ny) != (x, y) and game.contains(nx, ny):
                yield nx, ny


def plural(count: int, one: str, many: str | None = None) -> str:
    return f"{count} {one if count == 1 else many or one + 's'}"


def cell_words(game: Game, x: int, y: int, verbosity: str = "normal") -> str:
    """The cell under the cursor: "C5, 2" (normal), "2" (brief), "C5, 2, with 3 covered neighbours and 1 flag"
    (detailed: what is left around a number, the part a player works with)."""
    tile = game.tile(x, y)
    word = CELL_WORDS[tile]
    if verbosity == "brief":
        return word
    said = f"{cell_name(x, y)}, {word}"
    if verbosity == "detailed" and Tile.OPEN_1 <= tile <= Tile.OPEN_8:
        around = [game.tile(*cell) for cell in neighbours(game, x, y)]
        covered = sum(t in (Tile.COVERED, Tile.QUESTION) for t in around)
        flags = sum(t is Tile.FLAG for t in around)
        said += f", with {plural(covered, 'covered neighbour')} and {plural(flags, 'flag')}"
    return said


def row_words(game: Game, y: int) -> str:
    """A whole row in one sentence: "row 5: 1, 1, covered, covered, flag"."""
    return f"row {y + 1}: " + ", ".join(LINE_WORDS[game.tile(x, y)] for x in range(game.width))


def column_words(game: Game, x: int) -> str:
    """A whole column in one sentence, top to bottom: "column C: blank, 1, covered"."""
    return f"column {column_name(x)}: " + ", ".join(LINE_WORDS[game.tile(x, y)] for y in range(game.height))


def where_words(game: Game, x: int, y: int) -> str:
    """Where the cursor is, for a player who lost count: "C5: column 3 of 9, row 5 of 9, 2"."""
    where = f"column {x + 1} of {game.width}, row {y + 1} of {game.height}"
    return f"{cell_name(x, y)}: {where}, {CELL_WORDS[game.tile(x, y)]}"


def mines_left_words(game: Game) -> str:
    """The mine counter in words: the mines less the flags, as the counter shows it."""
    left = game.mines_left
    if left < 0:
        return f"{plural(-left, 'flag')} more than mines"
    return f"{plural(left, 'mine')} left"


def time_words(seconds: int) -> str:
    return plural(seconds, "second")


def move_words(before: bytes, game: Game, kind: Kind, x: int, y: int) -> str | None:
    """What a move did, from the board as it was (``Game.visible`` before it) and as it is: "opened 14 cells",
    "opened C5, 2", "flagged D7", "C5 was a mine"; None when the move changed nothing the player can hear."""
    if game.state is GameState.LOST:
        return f"{cell_name(x, y)} was a mine" if kind is Kind.REVEAL else "a mine was under the chord"
    after = game.visible()
    if kind is Kind.FLAG:
        tile = game.tile(x, y)
        return {Tile.FLAG: "flagged", Tile.QUESTION: "question mark on"}.get(tile, "unflagged") + f" {cell_name(x, y)}"
    opened = [i for i, (was, now) in enumerate(zip(before, after, strict=True)) if now <= Tile.OPEN_8 < was]
    if not opened:
        return None
    if len(opened) == 1:
        cx, cy = opened[0] % game.width, opened[0] // game.width
        return f"opened {cell_words(game, cx, cy)}"
    return f"opened {plural(len(opened), 'cell')}"
