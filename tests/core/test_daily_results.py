"""What counts among daily attempts, worked out from the attempts alone: the counted attempt of each daily, the
streaks, a month for the calendar, what is said before and after a daily game, and the line a player shares."""

from __future__ import annotations

from dataclasses import replace
from itertools import count

import pytest

from minesweeper.core.daily.results import (
    NOT_KEPT_YET,
    DailyAttempt,
    DayResult,
    attempt_counted,
    counted,
    counted_sentence,
    month,
    share_line,
    standings,
    will_count,
    will_count_sentence,
)
from minesweeper.core.daily.scheme import daily
from minesweeper.core.errors import DailyError
from minesweeper.core.play import Play
from minesweeper.core.presets import PRESETS
from minesweeper.core.record import FinishedGame, GameRecord, Outcome

_rows = count(1)


def attempt(
    date: str,
    outcome: Outcome | bool = True,
    *,
    level: str = "expert",
    started: str | None = None,
    ms: int = 90_000,
    practice: bool = False,
    row_id: int | None = None,
) -> DailyAttempt:
    """An attempt at ``level``'s daily of ``date``, begun on that date at 10:00 unless ``started`` says otherwise."""
    if isinstance(outcome, bool):
        outcome = Outcome.WON if outcome else Outcome.LOST
    row = next(_rows) if row_id is None else row_id
    return DailyAttempt(date, level, started or f"{date}T10:00:00", outcome, ms, row, practice, f"game-{row}")


def test_the_first_attempt_to_end_among_those_begun_on_the_dailys_date_counts() -> None:
    first = attempt("2026-11-27", False, ms=5_000)
    later = attempt("2026-11-27", True, started="2026-11-27T11:00:00")
    assert counted([later, first]) == {first.row_id}
    # Begun first but ended last (another copy's attempt ended in between): the one that ended first counts.
    long = attempt("2026-11-27", True, started="2026-11-27T09:00:00", ms=3 * 3_600_000)
    assert counted([long, first, later]) == {first.row_id}
    assert attempt_counted([long, first, later], first.game_id) and not attempt_counted([long, first], long.game_id)


def test_practice_and_attempts_begun_on_another_date_never_count() -> None:
    past = attempt("2026-11-27", started="2026-11-28T10:00:00", practice=True)
    across = attempt("2026-11-27", started="2026-11-28T00:00:05")  # opened before midnight, first move after it
    practice = attempt("2026-11-27", practice=True)
    unreadable = attempt("2026-11-27", started="2026-11-27 at ten")
    assert counted([past, across, practice, unreadable]) == set()
    real = attempt("2026-11-27", ms=999_999_999)
    assert counted([practice, real]) == {real.row_id}


def test_a_game_given_up_is_a_counted_loss() -> None:
    given_up = attempt("2026-11-27", Outcome.GIVEN_UP)
    shown = standings([given_up], "2026-11-27")["expert"]
    assert (shown.played, shown.won, shown.counted, shown.streak) == (True, False, True, 0)
    assert month([given_up], "expert", 2026, 11)[26] == DayResult("2026-11-27", "lost", 90_000, True)


def test_each_level_has_its_own_daily_and_streak() -> None:
    attempts = [attempt("2026-11-27", level=level) for level in ("beginner", "expert")]
    assert len(counted(attempts)) == 2
    shown = standings(attempts, "2026-11-27")
    assert list(shown) == ["beginner", "intermediate", "expert"]
    assert [(s.played, s.streak) for s in shown.values()] == [(True, 1), (False, 0), (True, 1)]


def test_the_streak_runs_through_consecutive_won_dailies_to_today_or_yesterday() -> None:
    won = [attempt(f"2026-11-{day:02d}") for day in (1, 2, 3, 5, 6, 7, 8)]
    lost = attempt("2026-11-10", False)
    attempts = [*won, lost]
    assert standings(won, "2026-11-08")["expert"].streak == 4
    assert standings(won, "2026-11-09")["expert"].streak == 4  # today's not played yet: the streak stands
    assert standings(won, "2026-11-10")["expert"].streak == 0  # neither today nor yesterday won
    assert standings(attempts, "2026-11-10")["expert"].streak == 0  # a counted loss ends it
    assert all(s.best_streak == 4 for s in (standings(attempts, day)["expert"] for day in ("2026-11-08", "2026-12-25")))
    again = [*attempts, attempt("2026-11-11"), attempt("2026-11-11", False, started="2026-11-11T12:00:00")]
    assert standings(again, "2026-11-11")["expert"].streak == 1  # its second attempt, lost, counts for nothing
    across_years = [attempt("2024-12-31"), attempt("2025-01-01")]
    assert standings(across_years, "2025-01-01")["expert"].streak == 2
    leap = [attempt("2024-02-28"), attempt("2024-02-29"), attempt("2024-03-01")]
    assert standings(leap, "2024-03-01")["expert"].best_streak == 3


def test_todays_standing_shows_the_first_attempt_to_end_when_none_counts() -> None:
    late = attempt("2026-11-27", False, ms=4_000, started="2026-11-28T00:10:00")  # begun after its date: not counted
    shown = standings([late], "2026-11-27")["expert"]
    assert (shown.played, shown.won, shown.ms, shown.counted, shown.streak) == (True, False, 4_000, False, 0)
    practice = standings([attempt("2026-11-27", True, practice=True)], "2026-11-27")["expert"]
    assert not practice.played, "a practice game is no result of the daily"
    nothing = standings([], "2026-11-27")["expert"]
    assert (nothing.played, nothing.won, nothing.ms, nothing.counted) == (False, False, None, False)


def test_a_month_lists_every_date_from_its_counted_attempt_or_else_its_first_to_end_but_practice() -> None:
    attempts = [
        attempt("2024-02-01", True, ms=80_000),
        attempt("2024-02-01", False, started="2024-02-01T11:00:00"),  # a later attempt: not shown
        attempt("2024-02-02", False, ms=12_070),
        attempt("2024-02-03", True, ms=70_000, practice=True),  # from the calendar: no result of that day's daily
        attempt("2024-02-04", level="beginner"),
        attempt(
            "2024-02-05", True, ms=60_000, started="2024-02-06T00:05:00"
        ),  # begun after its date: shown, not counted
    ]
    days = month(attempts, "expert", 2024, 2)
    assert [d.date for d in days] == [f"2024-02-{n:02d}" for n in range(1, 30)]  # a leap year's February
    assert days[:5] == [
        DayResult("2024-02-01", "won", 80_000, True),
        DayResult("2024-02-02", "lost", 12_070, True),
        DayResult("2024-02-03", "none", None, False),
        DayResult("2024-02-04", "none", None, False),
        DayResult("2024-02-05", "won", 60_000, False),
    ]
    assert len(month([], "beginner", 2026, 4)) == 30
    with pytest.raises(DailyError):
        month(attempts, "custom", 2024, 2)


def test_before_a_daily_it_is_said_whether_it_will_count_and_why_not() -> None:
    assert will_count([], "2026-11-27", "expert", "2026-11-27")
    assert will_count_sentence([], "2026-11-27", "expert", "2026-11-27") == (
        "This game counts: your first finished attempt at today's Expert daily makes or breaks your Expert streak."
    )
    assert not will_count([], "2026-11-26", "expert", "2026-11-27")
    assert will_count_sentence([], "2026-11-26", "expert", "2026-11-27") == (
        "This game is kept in History as a daily, not counted: a daily counts only when played on its own date, "
        "2026-11-26."
    )
    done = [attempt("2026-11-27", False)]
    assert not will_count(done, "2026-11-27", "expert", "2026-11-27")
    assert will_count(done, "2026-11-27", "beginner", "2026-11-27")
    assert will_count_sentence(done, "2026-11-27", "expert", "2026-11-27") == (
        "This game is kept in History as a daily, not counted: your first finished attempt at today's Expert daily "
        "is the one that counts."
    )


def test_after_a_daily_it_is_said_whether_it_counted_with_the_streak() -> None:
    first, second = attempt("2026-11-26"), attempt("2026-11-27")
    later = attempt("2026-11-27", False, started="2026-11-27T12:00:00")
    past = attempt("2026-11-20", started="2026-11-27T13:00:00", practice=True)
    attempts = [first, second, later, past]
    assert counted_sentence(attempts, second.game_id, "2026-11-27") == "Counted: your Expert streak is 2 days (best 2)."
    assert counted_sentence([second], second.game_id, "2026-11-27") == "Counted: your Expert streak is 1 day (best 1)."
    assert counted_sentence(attempts, later.game_id, "2026-11-27") == (
        "Kept in History as a daily, not counted: the first finished attempt at a daily is the one that counts."
    )
    assert counted_sentence(attempts, past.game_id, "2026-11-27") == (
        "Kept in History as a daily, not counted: a daily counts only when played on its own date."
    )
    lost = attempt("2026-11-28", False)
    assert counted_sentence([*attempts, lost], lost.game_id, "2026-11-28") == (
        "Counted: your Expert streak starts again with the next daily you win."
    )
    assert counted_sentence(attempts, "not kept anywhere", "2026-11-27") == NOT_KEPT_YET


def finished(outcome: Outcome, ms: int, solved: int, *, play: Play | None = None) -> FinishedGame:
    board = daily("2026-11-27", "expert")
    record = GameRecord(PRESETS["expert"], board.layout, False, (), board.no_guess)
    return FinishedGame(
        "g", record, outcome, ms, "2026-11-27T10:00:00", play or Play(daily="2026-11-27"), None, 142, solved
    )


def test_the_share_line_names_the_daily_by_its_fingerprint_and_says_how_it_went() -> None:
    board = daily("2026-11-27", "expert")
    head = f"Minesweeper daily 2026-11-27 Expert #{board.fingerprint}: "
    won = finished(Outcome.WON, 87_310, 142)
    assert share_line(board, won, accuracy=0.98) == head + "won in 87.310 s, 3BV 142, 1.626 3BV/s, accuracy 98%"
    assert share_line(board, won) == head + "won in 87.310 s, 3BV 142, 1.626 3BV/s"  # no review yet: no accuracy
    assert share_line(board, finished(Outcome.LOST, 12_070, 20)) == head + "lost after 12.070 s, 3BV 20/142"
    assert share_line(board, finished(Outcome.GIVEN_UP, 30_000, 41)) == head + "given up after 30.000 s, 3BV 41/142"
    assert share_line(board, won, counted=False).endswith("1.626 3BV/s (not counted)")
    practice = finished(Outcome.WON, 87_310, 142, play=Play(practice=True, daily="2026-11-27"))
    assert share_line(board, practice).endswith("(not counted)")
    for other in (daily("2026-11-28", "expert"), daily("2026-11-27", "beginner")):
        with pytest.raises(DailyError):
            share_line(other, won)
    with pytest.raises(DailyError):
        share_line(board, replace(won, play=Play()))
