"""The daily boards as the window names them: a date's board, today's date, the attempts kept, and the current daily's
name on the title and the status line.

What counts is the daily results' rule (``core.daily.results``), which the session asks for the window: what a daily
promises before its first move (``Session.daily_promise``, asked again at that move), and, once it has ended, whether
it counted (``Session.ending``). The window only words the name. Today is the player's local calendar date, read from
the scheme (``core.daily.scheme.today``) whenever it is needed, so a window left open over midnight moves on with it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from minesweeper.core.language.translate import _

if TYPE_CHECKING:  # the scheme (and the solver it tests boards with) loads with the first daily, not at start-up
    from minesweeper.core.daily.results import DailyAttempt
    from minesweeper.core.daily.scheme import Daily
    from minesweeper.session import Session
    from minesweeper.store import Store


def board(day: str, level: str) -> Daily:
    """The daily of ``level`` on ``day`` (the scheme works each out once a run: the title asks at every frame)."""
    from minesweeper.core.daily.scheme import daily

    return daily(day, level)


def today() -> str:
    """The player's local calendar date, as the scheme reads it."""
    from minesweeper.core.daily import scheme as daily

    return daily.today()


def attempts(store: Store | None, level: str | None = None) -> list[DailyAttempt]:
    """The finished attempts at daily boards the store keeps (of one level); none without a store."""
    return [] if store is None else store.daily_attempts(level)


def daily_name(session: Session) -> str | None:
    """The current daily's name as the title and the status line say it, with what the player must know before the
    first move: that it may need a guess (a daily none of whose candidates needed no guess: the scheme then takes
    candidate 0), and that it does not count (as the session last promised; a practice game's status line says so
    itself); None when the current game is no daily. A sentence for each case, the name in its placeholder."""
    daily = session.daily_board
    if daily is None:
        return None
    guess, uncounted = not daily.no_guess, not session.daily_counts and not session.practice
    if guess and uncounted:
        # Translators: {daily} is the daily's name ("Daily 2026-11-27 · Expert · #6ef1e19d").
        named = _("{daily} - may need a guess (not counted)")
    elif guess:
        # Translators: {daily} is the daily's name ("Daily 2026-11-27 · Expert · #6ef1e19d").
        named = _("{daily} - may need a guess")
    elif uncounted:
        # Translators: {daily} is the daily's name ("Daily 2026-11-27 · Expert · #6ef1e19d").
        named = _("{daily} (not counted)")
    else:
        return daily.name
    return named.format(daily=daily.name)
