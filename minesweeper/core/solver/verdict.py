"""The verdict on a lost game: the review's judgement of its fatal move, in the words both front ends show.

The fatal move is judged from the position just before it by the review's own ``judge_fatal`` (which asks the one
advice, ``advice``), under the review's own work allowance, never a clock; a lost game's review takes that very
judgement as its last move's (``review``), so the verdict and the review can never disagree, and ``verdict_of`` reads
the verdict back from a review. It is a *forced guess* (no cell was safe: here is the chance the player faced, and why
the hint would have guessed there too), a *risky* one (a safer cell was there: it is named and outlined), an
*avoidable* loss (a safe cell existed: here is the one the hint would have named and why, and the chance the click
faced) or a *blunder* (the cell opened was itself a proven mine: which numbers prove it). Every reason names the
numbers and every proven cell it relies on, so the player can check it on the board.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from minesweeper.core.board import Cell
from minesweeper.core.errors import InconsistentView
from minesweeper.core.figure_text import chance_text
from minesweeper.core.record import GameRecord
from minesweeper.core.solver.review import MoveClass, MoveReview, Review, judge_fatal


@dataclass(frozen=True, slots=True)
class Verdict:
    """Was the fatal move a forced guess or not, and what the player could have known."""

    forced: bool
    text: str
    safe_cell: Cell | None = None  # one cell that was safe (an avoidable loss), or the proven mine opened (a blunder)
    sources: tuple[Cell, ...] = ()
    proven_mines: tuple[Cell, ...] = ()
    proven_safe: tuple[Cell, ...] = ()
    least: Cell | None = None  # a risky guess: the least risky cell there was


def verdict(record: GameRecord, *, cancelled: Callable[[], bool] | None = None) -> Verdict:
    """Judge the last move of a lost game from the position just before it, as the review does."""
    try:
        fatal = judge_fatal(record, cancelled=cancelled)
    except InconsistentView:
        return Verdict(True, "The board's numbers contradict each other: no verdict can be given")
    return verdict_of_move(fatal.move, record)


def verdict_of(review: Review, record: GameRecord) -> Verdict | None:
    """The verdict a lost game's review gives: its judgement of the game's last move; None when the review did not
    reach it (its allowance ran out before)."""
    if not record.actions or review.action_count < len(record.actions):
        return None
    last = max(i for i, move in enumerate(review.moves) if not move.refused)
    return verdict_of_move(review.moves[last], record)


def verdict_of_move(move: MoveReview, record: GameRecord) -> Verdict:
    """The verdict in words from the judgement of a lost game's last move."""
    if move.cls is MoveClass.FIRST:
        chance = record.difficulty.mines / (record.difficulty.width * record.difficulty.height)
        return Verdict(
            True,
            f"Forced guess: the first click on a fixed board can be a mine ({chance_text(chance)} here), and nothing "
            "was known yet",
        )
    return Verdict(
        move.cls is MoveClass.FORCED,
        move.text,
        move.safe_cell,
        move.sources,
        move.proven_mines,
        move.proven_safe,
        move.least,
    )
