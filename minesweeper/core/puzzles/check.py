"""Judging a drawn puzzle: what it looks like at the start, whether it can be played, and whether the hint
solver finishes it from its open cells without a guess.

The play-out is the player's own position: the cells the puzzle starts with open (a 0 among them floods as a
click would), then, again and again, every cell ``solver.analyse`` proves safe from what is showing and the
mine count, until the board is clear ("no guess needed") or nothing more is provable. A puzzle with no open
cell is judged the same way, and so it needs a guess at once: its board is fixed, so the first click is not
moved off a mine and is a blind pick. We say so ("needs a first guess") instead of judging it from the best
first click, because the player does not know which click that is; the cure, marking a cell to start open,
is one right click away in the editor. The analysis runs within the no-guess generator's counting budget, so
a position too large to count is called a guess rather than held up for seconds.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from minesweeper.core.board import COUNT, MINE, REVEALED, Board, Cell
from minesweeper.core.errors import PuzzleError
from minesweeper.core.language.translate import _, ngettext
from minesweeper.core.solver.analysis import analyse
from minesweeper.core.solver.noguess import CHECK_BUDGET
from minesweeper.core.view import Tile

_SHOWN = bytes(v & COUNT if v & REVEALED else Tile.COVERED for v in range(256))
_NUMBER = bytes(Tile.MINE if v & MINE else v & COUNT for v in range(256))


def _opened_board(width: int, height: int, mines: bytes, opened: Iterable[Cell]) -> Board:
    board = Board.with_mines(width, height, mines)
    for x, y in opened:
        if not board.contains(x, y) or mines[y * width + x]:
            raise ValueError(
                _("({x},{y}) cannot start open: it is off the {width}×{height} board or a mine").format(
                    x=x, y=y, width=width, height=height
                )
            )
        board.open_cell(board.index(x, y))
    return board


def start_view(width: int, height: int, mines: bytes, opened: Iterable[Cell]) -> bytes:
    """Row-major ``Tile`` values of the puzzle as a player first sees it: the ``opened`` cells open (a 0
    flooding its opening, as in play), every other cell ``Tile.COVERED``."""
    return _opened_board(width, height, mines, opened).play_bytes(_SHOWN)


def numbers(width: int, height: int, mines: bytes) -> bytes:
    """Row-major: each safe cell's count of neighbouring mines, ``Tile.MINE`` for each mine."""
    return Board.with_mines(width, height, mines).play_bytes(_NUMBER)


def refuse_unplayable(width: int, height: int, mines: bytes, opened: Iterable[Cell]) -> None:
    """Raise ``PuzzleError`` saying what to change when the puzzle has no mine or nothing left to open."""
    count = bytes(mines).count(1)
    if count == 0:
        raise PuzzleError(_("Place at least one mine first (left click a cell)"))
    if count == width * height:
        raise PuzzleError(_("Every cell is a mine: leave at least one safe cell"))
    if start_view(width, height, mines, opened).count(Tile.COVERED) == count:
        raise PuzzleError(_("Every safe cell starts open: cover one (right click it) so there is something to play"))


@dataclass(frozen=True, slots=True)
class Check:
    """How far logic alone gets on a puzzle: ``opened`` of its ``safe`` cells, ``at_start`` of them open."""

    safe: int
    at_start: int
    opened: int

    @property
    def no_guess(self) -> bool:
        return self.opened == self.safe

    def summary(self) -> str:
        """One phrase for a status line."""
        if self.no_guess:
            return _("no guess needed")
        if self.at_start == 0:
            return _("needs a first guess: no cell starts open")
        opened, covered = self.opened - self.at_start, self.safe - self.at_start
        return ngettext(
            "needs a guess after {opened} of {covered} cell", "needs a guess after {opened} of {covered} cells", covered
        ).format(opened=opened, covered=covered)


def check(width: int, height: int, mines: bytes, opened: Iterable[Cell], *, budget: int = CHECK_BUDGET) -> Check:
    """Play the puzzle out by logic from its open cells: open every proven-safe cell until none is left."""
    board = _opened_board(width, height, mines, opened)
    total, safe = bytes(mines).count(1), width * height - bytes(mines).count(1)
    view = board.play_bytes(_SHOWN)
    at_start = shown = width * height - view.count(Tile.COVERED)
    while shown < safe:
        proven = analyse(width, height, total, view, budget=budget).safe
        if not proven:
            break
        for x, y in proven:
            board.open_cell(board.index(x, y))
        view = board.play_bytes(_SHOWN)
        shown = width * height - view.count(Tile.COVERED)
    return Check(safe, at_start, shown)
