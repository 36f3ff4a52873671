"""The daily boards as the window plays them: each date's board worked out once a run, the daily the session is
playing, and the window's words on whether an attempt counts.

What counts is the daily results' rule (``core.daily.results``): the window only asks it (``will_count`` when an
attempt starts or is continued, ``standings`` once it has ended) and words the answer, so the Daily screen, the
game's title and status line and the results card say the same. Today is the player's local calendar date, read
from the scheme (``core.daily.scheme.today``) whenever it is needed, so a window left open over midnight moves on
with it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the scheme (and the solver it tests boards with) loads with the first daily, not at start-up
    from minesweeper.core.daily.results import DailyAttempt
    from minesweeper.core.daily.scheme import Daily
    from minesweeper.session import Session
    from minesweeper.store import Store

MAY_NEED_A_GUESS = "may need a guess"
"""What a daily none of whose candidates needed no guess says of itself (the scheme then takes candidate 0)."""


@lru_cache(maxsize=32)
def board(day: str, level: str) -> Daily:
    """The daily of ``level`` on ``day``, worked out once a run: the title asks for it at every frame."""
    from minesweeper.core.daily.scheme import daily

    return daily(day, level)


def today() -> str:
    """The player's local calendar date, as the scheme reads it."""
    from minesweeper.core.daily import scheme as daily

    return daily.today()


def attempts(store: Store | None, level: str | None = None) -> list[DailyAttempt]:
    """The finished attempts at daily boards the store keeps (of one level); none without a store."""
    return [] if store is None else store.daily_attempts(level)


def why_not_counted(day: str, *, practice: bool, now: str) -> str:
    """Why an attempt at the daily of ``day`` is kept but not counted, begun on ``now``: "a past daily, played as
    practice", "its day is over", or "a later attempt" (only the first finished attempt on the day counts)."""
    if practice:
        return "a past daily, played as practice"
    if day != now:
        return "its day is over"
    return "only the first finished attempt on the day counts"


@dataclass(frozen=True)
class DailyGame:
    """The daily the session is playing, and whether this attempt counts (as the rule said when it started)."""

    board: Daily
    practice: bool
    counts: bool
    why_not: str = ""  # why it does not count, when it does not

    @property
    def name(self) -> str:
        """The daily's name, with what the player must know before the first move: that it may need a guess, that
        it does not count."""
        name = self.board.name
        if not self.board.no_guess:
            name += f" - {MAY_NEED_A_GUESS}"
        if not self.counts and not self.practice:  # a practice game's status line says so itself
            name += " (not counted)"
        return name

    def counted_line(self, store: Store | None) -> str:
        """The card's line once the attempt has ended: "Counted: streak 4, best 9", or "Not counted: ..." and why."""
        if not self.counts:
            return f"Not counted: {self.why_not}"
        from minesweeper.core.daily.results import standings

        standing = standings(attempts(store, self.board.level), today())[self.board.level]
        if not standing.counted or standing.date != self.board.date:
            return "Counted once its result is saved"
        return f"Counted: streak {standing.streak}, best {standing.best_streak}"


def daily_game(session: Session, store: Store | None) -> DailyGame | None:
    """The daily the session's current game is, and whether it counts; None when it is not a daily."""
    game = session.game
    if not session.daily or game is None:
        return None
    from minesweeper.core.daily.results import will_count
    from minesweeper.core.daily.scheme import LEVELS

    if game.difficulty.key not in LEVELS:
        return None

    day, level, now = session.daily, game.difficulty.key, today()
    counts = not session.practice and will_count(attempts(store, level), day, level, now)
    why = "" if counts else why_not_counted(day, practice=session.practice, now=now)
    return DailyGame(board(day, level), session.practice, counts, why)
