"""The review of a replayed game, move by move: each move's moment on the replay, Left and Right through them in
turn, N and Shift+N to the next or previous mistake, and what the message bar says of the move shown and what the
board outlines for it.

The moves are the review's (the game's own until it is there): its wasted clicks the rules refused among them, each
at its own moment (the clock and the seek bar at its time, the board as it was just before it, the position it is
judged from). A move's line is its number and the review's words for it; its outline is what a hint would have
shown before it: the safe cell missed, the proven mine opened or the safe cell flagged, the cell a proven move
chose, the cell a guess took, with the numbers and mines that prove it.

It is the viewer's reading of the review, in the window's words and marks (the message bar's line, the ``Outline``
the board draws), so it sits with the window's screens rather than in the core; but it needs no window: it imports no
pygame (an import rule holds it to that) and is tested without one. The timeline under it, the core's ``Player``,
knows nothing of reviews.
"""

from __future__ import annotations

from dataclasses import dataclass

from minesweeper.core.figure_text import count
from minesweeper.core.language.translate import _
from minesweeper.core.replay import Player
from minesweeper.core.solver.review import MISTAKES, MoveClass, MoveReview, Review
from minesweeper.gui.play.outline import Outline


@dataclass(frozen=True)
class Moment:
    """Where to put the replay: time ``t``, with the board's first ``moves`` moves made (None: every move made by
    then), the message about move ``focus`` (an index of the navigator's moves; None: the move about to be made)."""

    t: int
    moves: int | None = None
    focus: int | None = None


def move_line(move: MoveReview, moves: int) -> str:
    """What the message bar says of a move: which one of how many, then the review's words for it (and that they are
    approximate, where the solver had to estimate)."""
    if move.approximate:
        # Translators: {text} is the review's words for the move (a sentence of the core's).
        said = _("Move {number} of {count}: {text} (approximate: the solver had to estimate here)")
    else:
        # Translators: {text} is the review's words for the move (a sentence of the core's).
        said = _("Move {number} of {count}: {text}")
    return said.format(number=count(move.number, for_people=True), count=count(moves, for_people=True), text=move.text)


def move_outline(move: MoveReview) -> Outline | None:
    """What a hint would have shown before ``move``: the safe cell missed, the proven mine opened or the safe
    cell flagged, the cell a proven move chose, the cell a guess took; with the numbers and mines that prove it."""
    cls = move.cls
    if cls in (MoveClass.AVOIDABLE, MoveClass.BLUNDER) and move.safe_cell is not None:
        mine = cls is MoveClass.BLUNDER and move.action != "flag"
        return Outline(move.safe_cell, mine, move.sources, move.proven_mines, move.proven_safe)
    if cls is MoveClass.PROVEN:
        return Outline(move.cell, move.action == "flag", move.sources, move.proven_mines, move.proven_safe)
    if cls in (MoveClass.FORCED, MoveClass.RISKY):
        return Outline(move.least if move.least is not None else move.cell, None)  # the least risky cell, if not it
    return None


class ReviewNavigator:
    """The moves of the game a ``Player`` replays, and the one the viewer is about (``focus``, chosen by a step, N,
    Shift+N or the Mistakes menu, until the replay moves on its own)."""

    def __init__(self, player: Player) -> None:
        self.player = player
        self.review: Review | None = None
        self.focus: int | None = None

    @property
    def move_count(self) -> int:
        """How many moves there are to step through: the review's (its wasted clicks among them), else the game's."""
        return len(self.review.moves) if self.review is not None else len(self.player.replay.actions)

    def moment(self, index: int) -> Moment:
        """Move ``index`` at its own moment: its time, the game's moves made before it, the message about it."""
        if self.review is None:
            return Moment(self.player.replay.actions[index].t, index, index)
        return Moment(self.review.moves[index].t, self.review.actions_before(index), index)

    def go(self, moment: Moment) -> None:
        """Put the replay at ``moment``, paused there if it is a move's, and the message on that move."""
        if moment.focus is not None:
            self.player.playing = False
        self.player.seek(moment.t, moment.moves)
        self.focus = moment.focus

    def next_index(self) -> int:
        """The index of the move about to be made where the replay is (the number of moves at the end)."""
        replay = self.player.replay
        return replay.moves if self.review is None else self.review.index_at(replay.moves, replay.t)

    def step(self, way: int) -> Moment:
        """Left / Right: the previous (``way`` -1) or next (1) move at its own moment, every move in turn (a wasted
        click too); before the first, the game's beginning, and after the last, its end."""
        # At a move's moment: the one before or after it; between moves: the one about to be made, or the last made.
        target = self.focus + way if self.focus is not None else self.next_index() - (1 if way < 0 else 0)
        if target < 0:
            return Moment(self.player.begin)
        if target >= self.move_count:
            return Moment(self.player.replay.end)
        return self.moment(target)

    def mistakes(self) -> list[int]:
        """The indices of the review's mistakes (risky, avoidable, blunder), in order; none before the review."""
        moves = self.review.moves if self.review is not None else ()
        return [index for index, move in enumerate(moves) if move.cls in MISTAKES]

    def mistake(self, way: int) -> Moment | None:
        """N / Shift+N: the moment of the next (``way`` 1) or previous (-1) mistake, if there is one."""
        here = self.focus if self.focus is not None else self.next_index() - (1 if way > 0 else 0)
        found = [index for index in self.mistakes() if (index > here if way > 0 else index < here)]
        if not found:
            return None
        return self.moment(found[0] if way > 0 else found[-1])

    def about(self) -> int | None:
        """The move the message speaks of: the one chosen, else the one about to be made; None, for the whole game,
        before the review, at the beginning (until a move is chosen) and after the last move."""
        if self.review is None:
            return None
        if self.focus is not None:
            return self.focus
        index = self.next_index()
        return index if 0 < index < self.move_count else None

    def is_mistake(self, index: int) -> bool:
        return self.review is not None and self.review.moves[index].cls in MISTAKES

    def line(self, index: int) -> str:
        """What the message bar says of move ``index`` of the review."""
        assert self.review is not None, "a move's line is the review's"  # i18n: fixed (a check)
        return move_line(self.review.moves[index], len(self.review.moves))

    def outline(self, index: int) -> Outline | None:
        """What the board outlines for move ``index`` of the review."""
        assert self.review is not None, "a move's outline is the review's"  # i18n: fixed (a check)
        return move_outline(self.review.moves[index])
