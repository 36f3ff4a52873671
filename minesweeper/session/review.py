"""The review of a finished game, worked out the one way both front ends ask for it."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from minesweeper.core.errors import RecordError
from minesweeper.core.language.translate import _
from minesweeper.core.record import FinishedGame

if TYPE_CHECKING:
    from minesweeper.core.solver.judge import Fatal
    from minesweeper.core.solver.review import Review


def reviewable(result: FinishedGame) -> bool:
    """Whether a finished game has anything to review: mines laid and at least one move."""
    return bool(result.record.actions) and result.record.layout is not None


def review_game(
    result: FinishedGame,
    *,
    cancelled: Callable[[], bool] | None = None,
    progress: Callable[[int, int], None] | None = None,
    fatal: Fatal | None = None,
    on_fatal: Callable[[Fatal], None] | None = None,
) -> Review:
    """The review of a finished game, the one way both front ends work it out: when the game ends (the window on a
    worker thread, the terminal at once with its progress shown), when an unreviewed game is replayed, and by
    ``--review``. Its work is the core's one deterministic allowance (``review.REVIEW_WORK``), never a clock, so a
    game gets the same review wherever it is asked for; the moves past it are reported as not judged. A lost game's
    ``fatal`` move, when the verdict already judged it, is taken as it is; otherwise it is judged first, and
    ``on_fatal`` hears of it then (the window's verdict, from the one piece of work). Safe to run on a worker thread:
    it reads only ``result``; the session keeps the review of the game that has just ended (``settle_review``)."""
    if not reviewable(result):
        raise RecordError(_("this game has no moves to review"))
    from minesweeper.core.solver.judge import review  # the solver loads when a game is first reviewed

    return review(
        result.record, wasted=result.play.wasted, cancelled=cancelled, progress=progress, fatal=fatal, on_fatal=on_fatal
    )
