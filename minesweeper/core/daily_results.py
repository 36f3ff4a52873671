"""The daily boards' results: the attempts kept, what counts, the streaks, a month of them, and the line to share.

The first finished attempt at a daily, played on its own date, counts: it makes or breaks its level's streak (the
consecutive dates whose counted attempt was won). Any later attempt, and a past date's, is kept but not counted.
"""

from __future__ import annotations

import calendar
from dataclasses import dataclass
from datetime import date as Date
from datetime import timedelta

from minesweeper.core.clock_text import format_ms
from minesweeper.core.daily import LEVELS, Daily
from minesweeper.core.metrics.scorecard import bbbv_rate
from minesweeper.core.record import FinishedGame


@dataclass(frozen=True)
class DailyAttempt:
    """One finished game on a daily board: whose date and level, when it was played, how it went."""

    date: str
    level: str
    started: str
    won: bool
    ms: int
    practice: bool = False


def attempt_of(game: FinishedGame) -> DailyAttempt:
    """The attempt a finished daily game is."""
    return DailyAttempt(
        game.play.daily, game.record.difficulty.key, game.started, game.won, game.ms, game.play.practice
    )


@dataclass(frozen=True)
class DailyStanding:
    """A level's daily on ``date``: whether it was played and how its counted attempt went, and the streaks."""

    level: str
    date: str
    played: bool
    won: bool
    ms: int | None
    counted: bool
    streak: int
    best_streak: int


@dataclass(frozen=True)
class DayResult:
    """A day of the calendar: its counted attempt "won" (with its time) or "lost", or "none"."""

    date: str
    status: str
    ms: int | None


def _counted(attempts: list[DailyAttempt]) -> dict[tuple[str, str], DailyAttempt]:
    """Each (date, level)'s counted attempt: its first, played on the daily's own date and not as practice."""
    counted: dict[tuple[str, str], DailyAttempt] = {}
    for attempt in sorted(attempts, key=lambda a: a.started):
        if not attempt.practice and attempt.started[:10] == attempt.date:
            counted.setdefault((attempt.date, attempt.level), attempt)
    return counted


def _run(won: set[str], last: Date) -> int:
    days = 0
    while (last - timedelta(days=days)).isoformat() in won:
        days += 1
    return days


def standings(attempts: list[DailyAttempt], today: str) -> dict[str, DailyStanding]:
    counted = _counted(attempts)
    day = Date.fromisoformat(today)
    result = {}
    for level in LEVELS:
        won = {d for (d, lv), a in counted.items() if lv == level and a.won}
        now = counted.get((today, level))
        streak = _run(won, day) if now is not None else _run(won, day - timedelta(days=1))
        best = max((_run(won, Date.fromisoformat(d)) for d in won), default=0)
        played = any(a.date == today and a.level == level for a in attempts)
        result[level] = DailyStanding(
            level,
            today,
            played,
            now is not None and now.won,
            None if now is None else now.ms,
            now is not None,
            streak,
            best,
        )
    return result


def month(attempts: list[DailyAttempt], level: str, year: int, month: int) -> list[DayResult]:
    counted = _counted(attempts)
    days = []
    for number in range(1, calendar.monthrange(year, month)[1] + 1):
        day = Date(year, month, number).isoformat()
        attempt = counted.get((day, level))
        status = "none" if attempt is None else "won" if attempt.won else "lost"
        days.append(DayResult(day, status, None if attempt is None else attempt.ms))
    return days


def share_line(daily: Daily, result: FinishedGame) -> str:
    how = f"won in {format_ms(result.ms)} s" if result.won else f"lost after {format_ms(result.ms)} s"
    rate = bbbv_rate(result.bbbv_solved, result.ms)
    figures = f", 3BV {result.bbbv}" if result.bbbv is not None else ""
    figures += f", {rate:.2f} 3BV/s" if rate is not None and result.won else ""
    return f"Minesweeper daily {daily.date} {daily.difficulty.label} #{daily.fingerprint}: {how}{figures}"


def will_count(attempts: list[DailyAttempt], daily_date: str, level: str, now_date: str) -> bool:
    return daily_date == now_date and (daily_date, level) not in _counted(attempts)
