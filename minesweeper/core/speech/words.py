"""The board in words, for a player who hears it: a cell, a row or a column read out, what a move did, where the
cursor is.

Everything here reads only what the player may see (``Game.tile``), never the mines, so speech tells a blind
player exactly what the screen tells a sighted one. Cells are named as the front end's hints name them, so a hint's
words and a cell's reading agree: the window's spreadsheet names ("C5", column "C": ``cells.cell_name``), or the
terminal's typed ones ("(3,5)", column "3"), given as a ``Naming``. The words are short and always in the same
order, name first, because a player listening to many of them wants the part that changes soonest.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from minesweeper.core.actions import Kind
from minesweeper.core.figure_text import chance_text
from minesweeper.core.game import Game, GameState
from minesweeper.core.language.cells import cell_name
from minesweeper.core.language.people import listed
from minesweeper.core.language.translate import N_, _, ngettext
from minesweeper.core.view import Tile

if TYPE_CHECKING:
    from minesweeper.core.solver.analysis import Analysis

Cell = tuple[int, int]

CELL_WORDS: dict[Tile, str] = {
    Tile.OPEN_0: N_("blank"),
    **{Tile(n): str(n) for n in range(1, 9)},
    Tile.COVERED: N_("covered"),
    Tile.FLAG: N_("flagged"),
    Tile.QUESTION: N_("question mark"),
    Tile.MINE: N_("mine"),
    Tile.DETONATED: N_("the mine that went off"),
    Tile.WRONG_FLAG: N_("wrong flag"),
    Tile.FLAGGED_MINE: N_("flagged mine"),
}
"""What a cell is, as it is said (translated where it is said: ``said``)."""
# A row or column read in one sentence says a flag as "flag": shorter, and one word each keeps the cells apart.
# Translators: a flagged cell and a question-marked one, each in one short word, as a row or a column is read out.
LINE_WORDS: dict[Tile, str] = {**CELL_WORDS, Tile.FLAG: N_("flag"), Tile.QUESTION: N_("question")}
# A run of the same cells in a row or column is counted ("9 covered", "3 flags"), so a long row reads in a breath; a
# number is said each time, as a player works with each one, and the mine that went off is only ever one.
COUNTED_RUNS = frozenset(
    {Tile.OPEN_0, Tile.COVERED, Tile.FLAG, Tile.QUESTION, Tile.MINE, Tile.WRONG_FLAG, Tile.FLAGGED_MINE}
)


def said(words: dict[Tile, str], tile: Tile) -> str:
    """A cell's word (``CELL_WORDS`` or ``LINE_WORDS``) in the player's language (a number is said as it is)."""
    return _(words[tile])


def run_words(tile: Tile, count: int) -> str:
    """A run of ``count`` cells alike (one of ``COUNTED_RUNS``) in a row or column, counted in one breath: "9 covered",
    "3 flags"."""
    if tile is Tile.OPEN_0:
        words = ngettext("{count} blank", "{count} blank", count)
    elif tile is Tile.COVERED:
        words = ngettext("{count} covered", "{count} covered", count)
    elif tile is Tile.FLAG:
        words = ngettext("{count} flag", "{count} flags", count)
    elif tile is Tile.QUESTION:
        words = ngettext("{count} question", "{count} questions", count)
    elif tile is Tile.MINE:
        words = ngettext("{count} mine", "{count} mines", count)
    elif tile is Tile.WRONG_FLAG:
        words = ngettext("{count} wrong flag", "{count} wrong flags", count)
    else:
        words = ngettext("{count} flagged mine", "{count} flagged mines", count)
    return words.format(count=count)


FEW_OPENED = 3  # a move that opens this many cells or fewer says each with its number; more are only counted


def column_name(x: int) -> str:
    """A column's letters, as in its cells' names ("C" of "C5")."""
    return cell_name(x, 0)[:-1]


@dataclass(frozen=True)
class Naming:
    """How a front end names a cell and a column in a sentence, the way its player names them back."""

    cell: Callable[[int, int], str]
    column: Callable[[int], str]


SPREADSHEET = Naming(cell_name, column_name)  # the window's: "C5", column "C", as its hints say them


def reading_order(game: Game) -> Iterator[Cell]:
    """Every cell, row by row from the top, left to right: the order a page is read in."""
    for y in range(game.height):
        for x in range(game.width):
            yield x, y


def neighbours(game: Game, x: int, y: int) -> Iterator[Cell]:
    for ny in range(y - 1, y + 2):
        for nx in range(x - 1, x + 2):
            if (nx, ny) != (x, y) and game.contains(nx, ny):
                yield nx, ny


def cell_words(game: Game, x: int, y: int, verbosity: str = "normal", names: Naming = SPREADSHEET) -> str:
    """The cell under the cursor: "C5, 2" (normal), "2" (brief), "C5, 2, with 3 covered neighbours and 1 flag"
    (detailed: what is left around a number, the part a player works with)."""
    tile = game.tile(x, y)
    word = said(CELL_WORDS, tile)
    if verbosity == "brief":
        return word
    if verbosity == "detailed" and Tile.OPEN_1 <= tile <= Tile.OPEN_8:
        around = [game.tile(*cell) for cell in neighbours(game, x, y)]
        covered = sum(t in (Tile.COVERED, Tile.QUESTION) for t in around)
        flags = sum(t is Tile.FLAG for t in around)
        # Translators: {covered} and {flags} are counted on their own ("3 covered neighbours", "1 flag").
        return _("{cell}, {word}, with {covered} and {flags}").format(
            cell=names.cell(x, y),
            word=word,
            covered=ngettext("{count} covered neighbour", "{count} covered neighbours", covered).format(count=covered),
            flags=ngettext("{count} flag", "{count} flags", flags).format(count=flags),
        )
    # Translators: a cell's name (C5, or (3,5) in the terminal) and what it is ("2", "covered").
    return _("{cell}, {word}").format(cell=names.cell(x, y), word=word)


def row_words(game: Game, y: int) -> str:
    """A whole row in one sentence, runs counted (``run_words``): "row 5: 1, 1, 2 covered, flag, 9 covered"."""
    return _("row {row}: {cells}").format(row=y + 1, cells=line_words([game.tile(x, y) for x in range(game.width)]))


def column_words(game: Game, x: int, names: Naming = SPREADSHEET) -> str:
    """A whole column in one sentence, top to bottom, runs counted: "column C: blank, 1, 3 covered"."""
    cells = line_words([game.tile(x, y) for y in range(game.height)])
    return _("column {column}: {cells}").format(column=names.column(x), cells=cells)


def line_words(tiles: list[Tile]) -> str:
    """Cells in a line, each a word (``LINE_WORDS``), a run of two or more of the same counted (``run_words``)."""
    words: list[str] = []
    start = 0
    while start < len(tiles):
        end = start
        while end < len(tiles) and tiles[end] is tiles[start]:
            end += 1
        run, tile = end - start, tiles[start]
        if run > 1 and tile in COUNTED_RUNS:
            words.append(run_words(tile, run))
        else:
            words += [said(LINE_WORDS, tile)] * run
        start = end
    return listed(words)


def unchanged_words(game: Game, kind: Kind, x: int, y: int, why: str, names: Naming = SPREADSHEET) -> str:
    """What a move the rules refuse says, so a listener knows it was heard and why nothing changed (``why``: the
    game's own reason, ``Game.refusal``): "C5 is already open" (opening an open cell, or chording on a blank),
    "C5: that cell is flagged: remove the flag first", "C5: this 2 has 1 flag around it; chording needs exactly 2"."""
    tile = game.tile(x, y)
    if kind is not Kind.FLAG and (tile is Tile.OPEN_0 or (kind is Kind.REVEAL and tile.is_open)):
        return _("{cell} is already open").format(cell=names.cell(x, y))
    # Translators: a cell's name and why a move there changed nothing ("C5: that cell is flagged: ...").
    return _("{cell}: {why}").format(cell=names.cell(x, y), why=why)


def where_words(game: Game, x: int, y: int) -> str:
    """Where the cursor is, for a player who lost count: "C5: column 3 of 9, row 5 of 9, 2"."""
    return _("{cell}: column {column} of {columns}, row {row} of {rows}, {word}").format(
        cell=cell_name(x, y),
        column=x + 1,
        columns=game.width,
        row=y + 1,
        rows=game.height,
        word=said(CELL_WORDS, game.tile(x, y)),
    )


def mines_left_words(game: Game) -> str:
    """The mine counter in words: the mines less the flags, as the counter shows it."""
    left = game.mines_left
    if left < 0:
        return ngettext("{count} flag more than mines", "{count} flags more than mines", -left).format(count=-left)
    return ngettext("{count} mine left", "{count} mines left", left).format(count=left)


def time_words(seconds: int) -> str:
    """The time played, as the timer counts it: "12 seconds"."""
    return ngettext("{count} second", "{count} seconds", seconds).format(count=seconds)


def move_words(before: bytes, game: Game, kind: Kind, x: int, y: int, names: Naming = SPREADSHEET) -> str | None:
    """What a move did, from the board as it was (``Game.visible`` before it) and as it is: "opened 14 cells",
    "opened C5, 2", "opened C5, 2; D5, 1" (up to ``FEW_OPENED`` cells are each said, as a chord opens them, so a
    listener has their numbers without asking), "flagged D7", "C5 was a mine", "the chord on C5 opened a mine at
    D6"; None when the move changed nothing the player can hear."""
    cell = names.cell(x, y)
    if game.state is GameState.LOST:
        if kind is Kind.REVEAL:
            return _("{cell} was a mine").format(cell=cell)
        blown = [cell for cell in reading_order(game) if game.tile(*cell) is Tile.DETONATED]
        # Translators: between the cells a chord opened that held mines ("D6 and E6").
        mines = _(" and ").join(names.cell(*c) for c in blown)
        if len(blown) == 1:
            return _("the chord on {cell} opened a mine at {mines}").format(cell=cell, mines=mines)
        return _("the chord on {cell} opened mines at {mines}").format(cell=cell, mines=mines)
    after = game.visible()
    if kind is Kind.FLAG:
        tile = game.tile(x, y)
        if tile is Tile.FLAG:
            return _("flagged {cell}").format(cell=cell)
        if tile is Tile.QUESTION:
            return _("question mark on {cell}").format(cell=cell)
        return _("unflagged {cell}").format(cell=cell)
    opened = [i for i, (was, now) in enumerate(zip(before, after, strict=True)) if now <= Tile.OPEN_8 < was]
    if not opened:
        return None
    if len(opened) <= FEW_OPENED:
        cells = (cell_words(game, i % game.width, i // game.width, names=names) for i in opened)
        # Translators: between the cells a move opened, each said with its number ("C5, 2; D5, 1").
        return _("opened {cells}").format(cells=_("; ").join(cells))
    return ngettext("opened {count} cell", "opened {count} cells", len(opened)).format(count=len(opened))


def chance_words(game: Game, analysis: Analysis, x: int, y: int, names: Naming = SPREADSHEET) -> str:
    """One cell's chance of a mine, as the probability view knows it: "C5: 12.5% chance of a mine", "C5: open"."""
    if game.tile(x, y).is_open:
        return _("{cell}: open").format(cell=names.cell(x, y))
    chance = chance_text(analysis.probability(x, y))
    return _("{cell}: {chance} chance of a mine").format(cell=names.cell(x, y), chance=chance)


def chances_words(game: Game, analysis: Analysis, names: Naming = SPREADSHEET) -> str:
    """The probability view in one sentence, for a player who cannot scan its grid: the cells proven safe, the
    proven mines not yet flagged, and when no cell is proven safe the least risky covered cell with its chance."""
    safe = [names.cell(*cell) for cell in analysis.safe]
    mines = [names.cell(*cell) for cell in analysis.mines if game.tile(*cell) is not Tile.FLAG]
    parts = [_("proven safe: {cells}").format(cells=listed(safe) if safe else _("none"))]
    if mines:
        parts.append(_("proven mines not flagged: {cells}").format(cells=listed(mines)))
    if not safe:
        covered = [cell for cell in reading_order(game) if game.tile(*cell) in (Tile.COVERED, Tile.QUESTION)]
        undecided = [cell for cell in covered if 0 < analysis.probability(*cell) < 1]
        if undecided:
            least = min(undecided, key=lambda cell: analysis.probability(*cell))
            # Translators: {chance} is a cell and its chance of a mine ("C5: 12.5% chance of a mine").
            parts.append(_("least risky: {chance}").format(chance=chance_words(game, analysis, *least, names)))
    # Translators: between the parts of the chances said in one sentence ("proven safe: C5; least risky: ...").
    return _("; ").join(parts)
