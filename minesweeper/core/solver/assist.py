"""The solver's help, in the words both front ends show: a hint for the position on the board, and the
verdict on a lost game.

A hint names one cell the player can act on and why: a proven-safe cell to open (or, when no safe cell is
proven, a proven mine not flagged yet) with the solver's one-line reason and the numbers that prove it;
when nothing is provable, the cell the auto-player's policy would guess (``choose_guess``), its chance of
being safe and in a few words why — or, where that would take too long (an estimated analysis, a huge board),
the least risky covered cell and its mine chance. Before the first click of a classic board dealt at
random, it names the best first cell the opening table (``openings``) knows for the board's first-click rule,
with the solver's win rate from there: advice true of every such board, so asking for it leaves a game
ranked (``Hint.general``). The verdict is the review's
judgement of the fatal move (``review``): a *forced guess* (no cell was safe: here is the chance the player
faced), a *risky* one (a safer cell was there), an *avoidable* loss (a safe cell existed: here is one, and
why) or a *blunder* (the cell opened was itself a proven mine: which numbers prove it). Both read only what
the player could see — a puzzle's cells that start open included — through ``analyse``, so they can never
give away a mine the numbers do not prove, and both name the proven mines their reason relies on.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from minesweeper.core.board import Cell
from minesweeper.core.game import Game, GameState
from minesweeper.core.generate import RandomMines
from minesweeper.core.record import GameRecord
from minesweeper.core.solver.analysis import (
    DEFAULT_BUDGET,
    Analysis,
    Cancelled,
    InconsistentView,
    analyse,
    cell_name,
)
from minesweeper.core.solver.openings import best_first_click
from minesweeper.core.view import Tile


@dataclass(frozen=True, slots=True)
class Hint:
    """One cell to act on: ``mine`` True (flag it), False (open it) or None (a guess at ``chance``)."""

    cell: Cell | None
    mine: bool | None
    chance: float  # the cell's mine chance: 0 or 1 when proven
    text: str
    sources: tuple[Cell, ...] = ()  # the open numbers that prove it, to highlight
    proven_mines: tuple[Cell, ...] = ()  # the proven mines those numbers' counts rely on, to frame
    general: bool = False  # true of every board dealt like this one (the best first click): tells nothing of it


# The policy's guess is worked out only on boards up to this many cells: its look-ahead asks the solver
# again for every number a candidate could show, which cannot be cancelled midway (Expert: a few ms).
POLICY_CELLS = 2_500


def analysis_of(game: Game, *, budget: int = DEFAULT_BUDGET, cancelled: Callable[[], bool] | None = None) -> Analysis:
    """The solver's view of what the player sees now (flags and question marks count as covered)."""
    return analyse(game.width, game.height, game.difficulty.mines, game.visible(), budget=budget, cancelled=cancelled)


def percent(chance: float) -> str:
    """A mine chance as players read it: "12.5%", never a bare 0% or 100% for a cell that is only likely."""
    value = chance * 100
    if 0 < value < 0.1:
        return "under 0.1%"
    if 99.9 < value < 100:
        return "over 99.9%"
    return f"{value:.1f}%".replace(".0%", "%")


def _safest(game: Game, analysis: Analysis) -> tuple[Cell, float]:
    """The covered, unflagged cell least likely to be a mine (the top-left one among equals)."""
    best: tuple[float, int, int] | None = None
    tiles = game.visible()
    for y in range(game.height):
        row = y * game.width
        for x in range(game.width):
            if tiles[row + x] in (Tile.COVERED, Tile.QUESTION):
                chance = analysis.probability(x, y)
                if best is None or chance < best[0]:
                    best = (chance, y, x)
    assert best is not None, "a game in play has a covered cell"
    return (best[2], best[1]), best[0]


def _first_click(game: Game) -> Hint:
    """Before the first click: the opening table's best cell for a classic board dealt at random under the
    board's first-click rule, with the solver's win rate from it; any other board, no cell to suggest."""
    source = game.mine_source
    if source.known is not None:  # laid in advance: the first click lands wherever the layout says
        chance = game.difficulty.mines / (game.width * game.height)
        return Hint(
            None,
            None,
            chance,
            f"Open any cell: this board was laid before the first click, so each "
            f"cell has a {percent(chance)} chance of a mine",
        )
    best = (
        best_first_click(game.width, game.height, game.difficulty.mines, source.rule.value)
        if isinstance(source, RandomMines)
        else None
    )
    if best is None:
        return Hint(None, None, 0.0, "Open any cell: the first click is never a mine")
    return Hint(
        best.cell,
        False,
        0.0,
        f"Best first click: {cell_name(*best.cell)}: the solver wins {percent(best.rate)} of games started there",
        general=True,
    )


def _guess(game: Game, analysis: Analysis, cancelled: Callable[[], bool] | None) -> Hint:
    """Nothing is proven: the policy's guess where it can be worked out quickly, else the least risky cell."""
    from minesweeper.core.solver.autoplay import WHY, choose_guess

    note = "" if analysis.exact else " (estimated: the board is too open to count exactly)"
    if cancelled is not None and cancelled():
        raise Cancelled
    if analysis.exact and analysis.solutions is not None and game.width * game.height <= POLICY_CELLS:
        guess = choose_guess(game.width, game.height, game.difficulty.mines, game.visible(), analysis)
        if game.tile(*guess.cell) in (Tile.COVERED, Tile.QUESTION):  # never a cell the player flagged
            return Hint(
                guess.cell,
                None,
                1.0 - guess.safety,
                f"Nothing is certain: try {cell_name(*guess.cell)}, {percent(guess.safety)} safe: {WHY[guess.rule]}",
            )
    cell, chance = _safest(game, analysis)
    return Hint(
        cell,
        None,
        chance,
        f"Nothing is certain: {cell_name(*cell)} is the least risky cell, with a "
        f"{percent(chance)} chance of a mine{note}",
    )


def hint(game: Game, *, budget: int = DEFAULT_BUDGET, cancelled: Callable[[], bool] | None = None) -> Hint:
    """What to do next in ``game``, and why (``Cancelled`` propagates when ``cancelled`` turns true)."""
    if game.state is GameState.READY and not game.opened_at_start:
        return _first_click(game)
    if game.is_over:
        return Hint(None, None, 0.0, "The game is over: start a new one")
    try:
        analysis = analysis_of(game, budget=budget, cancelled=cancelled)
    except InconsistentView:
        return Hint(None, None, 0.0, "The numbers on this board contradict each other: no hint can be given")
    if analysis.safe:
        cell, reason = next(iter(analysis.safe.items()))
        flagged = game.tile(*cell) is Tile.FLAG
        return Hint(
            cell,
            False,
            0.0,
            f"{cell_name(*cell)} is safe{' (it is flagged)' if flagged else ''}: {reason.text}",
            reason.sources,
            reason.proven_mines,
        )
    unflagged = [(cell, reason) for cell, reason in analysis.mines.items() if game.tile(*cell) is not Tile.FLAG]
    if unflagged:
        cell, reason = unflagged[0]
        return Hint(
            cell, True, 1.0, f"{cell_name(*cell)} is a mine: {reason.text}", reason.sources, reason.proven_mines
        )
    return _guess(game, analysis, cancelled)


@dataclass(frozen=True, slots=True)
class Verdict:
    """Was the fatal move a forced guess or not, and what the player could have known."""

    forced: bool
    text: str
    safe_cell: Cell | None = None  # one cell that was safe (an avoidable loss), or the proven mine opened (a blunder)
    sources: tuple[Cell, ...] = ()
    proven_mines: tuple[Cell, ...] = ()


def verdict(
    record: GameRecord, *, budget: int = DEFAULT_BUDGET, cancelled: Callable[[], bool] | None = None
) -> Verdict:
    """Judge the last move of a lost game from the position just before it, as the review does."""
    from minesweeper.core.solver.review import Judge, MoveClass

    if not record.actions:
        raise ValueError("a lost game has a fatal move")
    last = len(record.actions)
    judge = Judge(record, budget=budget, start=last - 1, cancelled=cancelled)
    try:
        move = judge.move(last)
    except InconsistentView:
        return Verdict(True, "The board's numbers contradict each other: no verdict can be given")
    if move.cls is MoveClass.FIRST:
        game = judge.game
        chance = game.difficulty.mines / (game.width * game.height)
        return Verdict(
            True,
            f"Forced guess: the first click on a fixed board can be a mine ({percent(chance)} "
            "here), and nothing was known yet",
        )
    return Verdict(move.cls is MoveClass.FORCED, move.text, move.safe_cell, move.sources, move.proven_mines)
