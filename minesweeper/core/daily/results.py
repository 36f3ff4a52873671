"""Which daily games count, and what they add up to: the streaks, a month of dailies, and the line a player shares.

Every game played on a daily board is kept in History as a daily (``Play.daily``), but only one attempt at each
daily (a date and a level) *counts*: the first attempt to be finished, of those the player started on the daily's own
date by the local clock (the date of the first move: a daily opened before midnight and first moved after it is not
played on its date). A later attempt, a daily of another date (played from the calendar: practice) and a practice game
are kept, never counted; a game given up counts as lost. "First to be finished" is the order results were kept in:
the results database's row numbers (every result is written in one transaction, and the session records the results
still waiting before a new one, under one lock shared by every copy of the game), then the results still waiting to be
recorded, in the order they were kept. No clock decides it: a clock moved back, a change of time zone or a saved
attempt resumed days later never lets a later attempt take the place of one already told it counted. The streak is
per level: the consecutive dates, ending today or yesterday, whose counted attempt was won; a date without one, or with
a counted loss, ends it. Everything here is worked out from the attempts alone (``DailyAttempt``, from the results
database and the results still waiting), so it survives restarts and reads the same in every copy of the game.

A result that names a daily must hold that daily's very board (``board_problem``): a forged or edited result, or one
dated in days to come, is no attempt at all.
"""

from __future__ import annotations

import calendar
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date as Date
from datetime import datetime, timedelta
from typing import Final, Literal

from minesweeper.core.clock_text import format_ms
from minesweeper.core.daily.scheme import LEVELS, Daily, daily, level_of
from minesweeper.core.errors import DailyError
from minesweeper.core.figure_text import figure, share
from minesweeper.core.language.translate import N_, _, ngettext
from minesweeper.core.layout import Layout
from minesweeper.core.metrics.figures import bbbv_rate
from minesweeper.core.record import FinishedGame, Outcome

Status = Literal["won", "lost", "none"]


@dataclass(frozen=True, slots=True)
class DailyAttempt:
    """One finished game played on a daily board, as much of it as counting needs."""

    date: str  # the daily's date, YYYY-MM-DD
    level: str  # "beginner", "intermediate" or "expert"
    started: str  # when the player made the first move: local wall-clock time, ISO 8601
    outcome: Outcome
    ms: int  # its time on the game clock
    # Its row in the results database, the order results were kept in; a result still waiting to be recorded has a
    # negative stand-in, -1 for the first kept of those, -2 for the next...: they come after every recorded one.
    row_id: int
    practice: bool  # a daily of another date played from the calendar (or a practice game): never counted
    game_id: str = ""  # the game's identity, which the session knows before its row does

    @classmethod
    def of(cls, result: FinishedGame, row_id: int) -> DailyAttempt | None:
        """The attempt a finished game is, or None when it was not played on a daily board."""
        if not result.play.daily or str(result.record.difficulty) not in LEVELS:
            return None
        difficulty = str(result.record.difficulty)
        return cls(
            result.play.daily,
            difficulty,
            result.started,
            result.outcome,
            result.ms,
            row_id,
            result.play.practice,
            result.game_id,
        )

    @property
    def won(self) -> bool:
        return self.outcome is Outcome.WON

    @property
    def on_its_date(self) -> bool:
        """Started on the daily's own date, by the player's clock (a start that is no ISO date never is): the only
        attempts that may count."""
        try:
            started = datetime.fromisoformat(self.started)
        except ValueError:
            return False
        return started.date().isoformat() == self.date

    @property
    def kept_order(self) -> tuple[bool, int]:
        """Where it stands in the order results were kept in: recorded ones by their row, then the waiting ones."""
        return self.row_id < 0, abs(self.row_id)


def _in_order(attempts: Iterable[DailyAttempt]) -> list[DailyAttempt]:
    """The attempts in the order they were kept."""
    return sorted(attempts, key=lambda attempt: attempt.kept_order)


def _counted(attempts: Iterable[DailyAttempt]) -> dict[tuple[str, str], DailyAttempt]:
    """Each daily's counted attempt, by (date, level): the first kept of those started on its date, not practice."""
    firsts: dict[tuple[str, str], DailyAttempt] = {}
    for attempt in _in_order(a for a in attempts if not a.practice and a.on_its_date):
        firsts.setdefault((attempt.date, attempt.level), attempt)
    return firsts


def counted(attempts: Iterable[DailyAttempt]) -> set[int]:
    """The rows (``row_id``) of the attempts that count: one a daily at most."""
    return {attempt.row_id for attempt in _counted(attempts).values()}


def attempt_counted(attempts: Iterable[DailyAttempt], game_id: str) -> bool:
    """Whether the game ``game_id`` is its daily's counted attempt (for its card, before its row is known)."""
    return any(attempt.game_id == game_id for attempt in _counted(attempts).values())


DAYS_AHEAD: Final = 1
"""How far past the player's local date a daily's date may be and still be believed: a player who has crossed time
zones may have played tomorrow's daily by the clock of where they were."""


def board_problem(date: str, level: str, layout: Layout | None, today: str) -> str | None:
    """Why a result naming the daily of ``level`` on ``date`` is no attempt at it (a forged or edited result), in words
    for a notice, or None when it holds exactly that daily's board and its date has come (``today`` is the player's
    local date; see ``DAYS_AHEAD``)."""
    if level not in LEVELS:
        return _("it names a daily of {level}, which is no daily's level").format(level=repr(level))
    try:
        day = Date.fromisoformat(date)
    except ValueError:
        return _("it names a daily of {date}, which is no date").format(date=repr(date))
    if day > Date.fromisoformat(today) + timedelta(days=DAYS_AHEAD):
        return _("it names the daily of {date}, a date still to come").format(date=date)
    if layout is None or layout != daily(date, level).layout:
        return _("its board is not the {level} daily of {date}").format(level=_(level_of(level).label), date=date)
    return None


@dataclass(frozen=True, slots=True)
class DailyStanding:
    """One level's daily of ``date`` (today) and its streaks, as the Daily screen shows them."""

    level: str
    date: str
    played: bool  # the daily has a finished attempt
    won: bool  # ... and it was won: the counted attempt, or else the first to end
    ms: int | None  # that attempt's time; None when not played
    counted: bool  # the daily has its counted attempt
    streak: int  # consecutive dates ending today or yesterday whose counted attempt was won
    best_streak: int  # the longest such run ever


def standings(attempts: Iterable[DailyAttempt], today: str) -> dict[str, DailyStanding]:
    """Today's daily of each level (``LEVELS``, in their order), with the level's current and best streaks."""
    attempts = list(attempts)
    counted_ones = _counted(attempts)
    day = Date.fromisoformat(today)
    shown = {}
    for level in LEVELS:
        won_dates = sorted(Date.fromisoformat(d) for (d, lv), a in counted_ones.items() if lv == level and a.won)
        best = run = 0
        for before, after in zip([None, *won_dates], won_dates, strict=False):
            run = run + 1 if before is not None and after - before == timedelta(days=1) else 1
            best = max(best, run)
        walk = day if (today, level) in counted_ones else day - timedelta(days=1)
        streak = 0
        while (a := counted_ones.get((walk.isoformat(), level))) is not None and a.won:
            streak += 1
            walk -= timedelta(days=1)
        result = _result_of(attempts, counted_ones, today, level)
        shown[level] = DailyStanding(
            level,
            today,
            result is not None,
            result is not None and result.won,
            None if result is None else result.ms,
            (today, level) in counted_ones,
            streak,
            best,
        )
    return shown


def _result_of(
    attempts: list[DailyAttempt], counted_ones: dict[tuple[str, str], DailyAttempt], date: str, level: str
) -> DailyAttempt | None:
    """The attempt a daily is shown by: its counted attempt, or else the first kept of its attempts that was not
    practice (a past daily played again from the calendar is no result of that day's daily)."""
    chosen = counted_ones.get((date, level))
    if chosen is None:
        mine = (a for a in _in_order(attempts) if a.date == date and a.level == level and not a.practice)
        chosen = next(mine, None)
    return chosen


@dataclass(frozen=True, slots=True)
class DayResult:
    """One date of a level's month, as the calendar shows it."""

    date: str
    status: Status  # "won" or "lost" (a game given up is lost), or "none": not played
    ms: int | None  # the time of the attempt shown; None when not played
    counted: bool = False  # the attempt shown is the daily's counted one (else a later one; practice is never shown)


def month(attempts: Iterable[DailyAttempt], level: str, year: int, month: int) -> list[DayResult]:
    """Every date of a month for one level: how its daily went, from its counted attempt or else its first kept
    (practice games left out)."""
    level_of(level)
    attempts = [a for a in attempts if a.level == level]
    counted_ones = _counted(attempts)
    days = []
    for number in range(1, calendar.monthrange(year, month)[1] + 1):
        date = Date(year, month, number).isoformat()
        shown = _result_of(attempts, counted_ones, date, level)
        if shown is None:
            days.append(DayResult(date, "none", None))
        else:
            status: Status = "won" if shown.won else "lost"
            days.append(DayResult(date, status, shown.ms, (date, level) in counted_ones))
    return days


def will_count(attempts: Iterable[DailyAttempt], daily_date: str, level: str, now_date: str) -> bool:
    """Whether a game of the daily of ``level`` on ``daily_date`` begun on ``now_date`` can count: the daily is today's
    and has no counted attempt yet (one finished and kept waiting to be recorded included)."""
    return daily_date == now_date and (daily_date, level) not in _counted(attempts)


def will_count_sentence(attempts: Iterable[DailyAttempt], daily_date: str, level: str, now_date: str) -> str:
    """What is said before a daily game: whether it counts, and why not when it does not."""
    label = _(level_of(level).label)
    if daily_date != now_date:
        message = _(
            "This game is kept in History as a daily, not counted: a daily counts only when played on its own date, "
            "{date}."
        )
        return message.format(date=daily_date)
    if not will_count(attempts, daily_date, level, now_date):
        message = _(
            "This game is kept in History as a daily, not counted: your first finished attempt at today's {level} "
            "daily is the one that counts."
        )
        return message.format(level=label)
    message = _(
        "This game counts: your first finished attempt at today's {level} daily makes or breaks your {level} streak."
    )
    return message.format(level=label)


def taken_back(attempts: Iterable[DailyAttempt], daily_date: str, level: str, now_date: str) -> str:
    """What is said at a daily's first move when the promise made before it (that it counts) no longer holds: the date
    has passed since it was opened, or another attempt has been counted meanwhile."""
    if daily_date != now_date:
        message = _(
            "It is {date} now: this game is kept in History as a daily, not counted, as a daily counts only when "
            "played on its own date."
        )
        return message.format(date=now_date)
    message = _(
        "Another attempt at today's {level} daily has just been counted: this game is kept in History as a daily, not "
        "counted."
    )
    return message.format(level=_(level_of(level).label))


NOT_KEPT_YET: Final = N_("Whether it counts is decided once its result is kept: it could not be saved yet.")
"""What is said after a daily whose result is kept nowhere yet (a full disk): it is tried again (translated where it is
said)."""


def counted_sentence(attempts: Iterable[DailyAttempt], game_id: str, today: str) -> str:
    """What is said after a daily game ``game_id`` (its card, the terminal's last lines): counted, with the level's
    streak, or kept and not counted, and why; ``NOT_KEPT_YET`` when the game is not among ``attempts`` (its result
    was kept nowhere yet)."""
    attempts = list(attempts)
    game = next((a for a in attempts if a.game_id == game_id), None)
    if game is None:
        return _(NOT_KEPT_YET)
    label = _(level_of(game.level).label)
    if not attempt_counted(attempts, game_id):
        if game.practice or not game.on_its_date:
            return _("Kept in History as a daily, not counted: a daily counts only when played on its own date.")
        return _(
            "Kept in History as a daily, not counted: the first finished attempt at a daily is the one that counts."
        )
    standing = standings(attempts, today)[game.level]
    if not game.won:
        return _("Counted: your {level} streak starts again with the next daily you win.").format(level=label)
    return ngettext(
        "Counted: your {level} streak is {days} day (best {best}).",
        "Counted: your {level} streak is {days} days (best {best}).",
        standing.streak,
    ).format(level=label, days=standing.streak, best=standing.best_streak)


_SHARED_OUTCOMES: Final = {
    Outcome.WON: "won",
    Outcome.LOST: "lost",
    Outcome.GIVEN_UP: "given up",
}  # i18n: fixed (shared)
"""How the line to share says a game ended: in English in every language, with the rest of the line."""


def share_line(daily: Daily, result: FinishedGame, *, accuracy: float | None = None, counted: bool = True) -> str:
    """One line a friend can check without spoilers: the daily's date, level and fingerprint (the same board, no cell
    named), then how it went: "Minesweeper daily 2026-11-27 Expert #6ef1e19d: won in 87.310 s, 3BV 184, 2.11 3BV/s,
    accuracy 98%", or "... lost after 12.070 s, 3BV 20/184". ``accuracy`` is the review's, once there is one; a game
    that did not count (a later attempt, another date's daily) says so.

    The line is never translated: players of every language share the same daily and compare their lines where they
    meet, so it is one fixed form (English words, the figures' fixed forms, as ``figure_text`` writes them for files
    and scripts) that reads alike to all of them and that a program can read back."""
    if result.play.daily != daily.date or result.record.layout != daily.layout:
        raise DailyError(_("that game was not played on {daily}").format(daily=daily.name))
    said = f"Minesweeper daily {daily.date} {daily.difficulty.label} #{daily.fingerprint}: "  # i18n: fixed (shared)
    word = _SHARED_OUTCOMES[result.outcome]
    bbbv, solved = result.bbbv, result.bbbv_solved
    if result.won:
        said += f"{word} in {format_ms(result.ms)} s"  # i18n: fixed (shared)
        if bbbv is not None:
            said += f", 3BV {bbbv}"
        rate = bbbv_rate(solved, result.ms)
        if rate is not None:
            said += f", {figure(rate)} 3BV/s"
    else:
        said += f"{word} after {format_ms(result.ms)} s"  # i18n: fixed (shared)
        if bbbv is not None and solved is not None:
            said += f", 3BV {solved}/{bbbv}"
    if accuracy is not None:
        said += f", accuracy {share(accuracy)}"  # i18n: fixed (the line to share is one form in every language)
    if not counted or result.play.practice:
        said += " (not counted)"  # i18n: fixed (the line to share is one form in every language)
    return said
