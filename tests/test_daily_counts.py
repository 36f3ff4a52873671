"""What counts among daily games, played through the session and kept in the store as a player would: the first
finished attempt at a daily started on its own date counts and makes or breaks its level's streak; a second attempt,
a past date's daily, and the second copy's attempt that ended later are kept in History as dailies, never counted; a
resumed daily stays the same attempt, a result kept waiting in the pending folder counts as soon as it is kept there,
and a database from before the daily board gains the column with its games not dailies."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from minesweeper.core.actions import Kind
from minesweeper.core.daily.results import counted, month, standings, will_count, will_count_sentence
from minesweeper.core.generate import FixedMines
from minesweeper.core.record import Outcome
from minesweeper.session import ANOTHER_COPY
from minesweeper.store import Store
from minesweeper.store.schema import MIGRATIONS, SCHEMA_VERSION
from tests.test_daily_session import DATE, a_mine, finish, session, today_daily
from tests.test_results_db import DAY, result
from tests.test_session import Clock

NEXT = "2026-11-28"
AFTER = "2026-11-29"


def play_daily(folder: Path, on: str, *, won: bool, date: str | None = None, hour: int = 10) -> str:
    """Play the Beginner daily of ``date`` (``on`` itself by default) to its end in a session on ``on``; its id."""
    clock = Clock()
    s = session(folder, clock, on=on, hour=hour)
    s.new_daily(today_daily(date=date or on), practice=(date or on) != on)
    finish(s, clock, won=won)
    assert s.recorded
    game_id = s.game_id
    s.close()
    return game_id


def beginner(store: Store, today: str) -> tuple[bool, bool, int, int]:
    """Today's Beginner daily as the Daily screen shows it: played, counted, the streak and the best streak."""
    shown = standings(store.daily_attempts(), today)["beginner"]
    return shown.played, shown.counted, shown.streak, shown.best_streak


def test_a_won_daily_counts_and_starts_a_streak_that_a_counted_loss_ends(tmp_path: Path) -> None:
    store = Store(tmp_path)
    assert will_count(store.daily_attempts(), DATE, "beginner", DATE)
    play_daily(tmp_path, DATE, won=True)
    [attempt] = store.daily_attempts()
    assert counted([attempt]) == {attempt.row_id} and attempt.outcome is Outcome.WON
    assert beginner(store, DATE) == (True, True, 1, 1)
    assert beginner(store, NEXT) == (False, False, 1, 1)  # not played yet today: the streak runs to yesterday
    play_daily(tmp_path, NEXT, won=False)
    assert beginner(store, NEXT) == (True, True, 0, 1)
    play_daily(tmp_path, AFTER, won=True)
    assert beginner(store, AFTER) == (True, True, 1, 1)
    shown = standings(store.daily_attempts(), AFTER)
    assert shown["intermediate"].streak == shown["expert"].streak == 0  # the streak is per level
    assert [day.status for day in month(store.daily_attempts(), "beginner", 2026, 11)[26:29]] == ["won", "lost", "won"]


def test_a_day_without_a_counted_daily_breaks_the_streak(tmp_path: Path) -> None:
    play_daily(tmp_path, DATE, won=True)
    play_daily(tmp_path, AFTER, won=True)  # the 28th was not played
    store = Store(tmp_path)
    assert beginner(store, AFTER) == (True, True, 1, 1)
    assert beginner(store, "2026-11-30") == (False, False, 1, 1)
    assert beginner(store, "2026-12-01") == (False, False, 0, 1)  # neither today nor yesterday won


def test_a_second_attempt_at_the_same_daily_is_kept_but_never_counted(tmp_path: Path) -> None:
    play_daily(tmp_path, DATE, won=False)
    store = Store(tmp_path)
    assert not will_count(store.daily_attempts(), DATE, "beginner", DATE)
    assert "not counted" in will_count_sentence(store.daily_attempts(), DATE, "beginner", DATE)
    play_daily(tmp_path, DATE, won=True, hour=11)
    attempts = store.daily_attempts()
    assert len(attempts) == 2 and len(store.history()) == 2
    assert [a.outcome for a in attempts if a.row_id in counted(attempts)] == [Outcome.LOST]
    assert beginner(store, DATE) == (True, True, 0, 0)
    assert [e.daily for e in store.history()] == [DATE, DATE]


def test_a_past_dates_daily_is_practice_kept_as_a_daily_and_never_counted(tmp_path: Path) -> None:
    store = Store(tmp_path)
    assert not will_count(store.daily_attempts(), DATE, "beginner", NEXT)
    assert "kept in History as a daily, not counted" in will_count_sentence([], DATE, "beginner", NEXT)
    play_daily(tmp_path, NEXT, won=True, date=DATE)  # the 27th's daily, played on the 28th from the calendar
    [attempt] = store.daily_attempts()
    assert attempt.practice and attempt.date == DATE and counted([attempt]) == set()
    assert beginner(store, DATE) == (False, False, 0, 0)  # practice is no result of the 27th's daily
    [entry] = store.history()
    assert entry.daily == DATE and entry.practice
    day = month(store.daily_attempts(), "beginner", 2026, 11)[26]
    assert (day.status, day.counted) == ("none", False)  # nor does the calendar show it as that day's
    assert store.load_records().by_key["beginner"].played == 0  # practice: in no statistic either


def test_a_daily_resumed_the_next_day_is_the_same_attempt_and_still_counts(tmp_path: Path) -> None:
    clock = Clock()
    s = session(tmp_path, clock, on=DATE, hour=23)
    s.new_daily(today_daily())
    s.apply(Kind.FLAG, *a_mine(today_daily()))
    s.close()
    again = session(tmp_path, clock, on=NEXT, hour=0)
    assert again.resume(FixedMines(today_daily().layout)) is not None
    finish(again, clock, won=True)
    again.close()
    store = Store(tmp_path)
    [attempt] = store.daily_attempts()
    assert attempt.started.startswith(DATE) and counted([attempt]) == {attempt.row_id}
    assert beginner(store, NEXT) == (False, False, 1, 1)


def test_of_two_copies_playing_the_same_daily_the_first_to_finish_counts(tmp_path: Path) -> None:
    clock = Clock()
    first = session(tmp_path, clock, hour=10)
    first.new_daily(today_daily())
    first.apply(Kind.FLAG, *a_mine(today_daily()))  # the first copy begins, and owns the saved game
    second = session(tmp_path, clock, hour=11)
    second.new_daily(today_daily())
    finish(second, clock, won=False)  # the second copy's attempt, begun later, ends first: a loss
    assert ANOTHER_COPY in second.take_notices() and second.recorded
    clock.seconds += 7200  # the first copy's attempt goes on past the second's end, and is won
    finish(first, clock, won=True)
    assert first.recorded
    attempts = Store(tmp_path).daily_attempts()
    assert {a.outcome for a in attempts} == {Outcome.WON, Outcome.LOST}
    assert [a.outcome for a in attempts if a.row_id in counted(attempts)] == [Outcome.LOST]
    assert beginner(Store(tmp_path), DATE) == (True, True, 0, 0)


def test_a_daily_whose_result_waits_in_the_pending_folder_counts_and_keeps_its_place(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    play_daily(tmp_path, DATE, won=True)
    monkeypatch.setattr(Store, "record_new", lambda store, game: None)  # a full disk, or another copy's lock
    clock = Clock()
    s = session(tmp_path, clock, on=NEXT)
    s.new_daily(today_daily(date=NEXT))
    finish(s, clock, won=True)
    assert not s.recorded and list((tmp_path / "pending").iterdir())
    s.close()
    monkeypatch.undo()
    store = Store(tmp_path)
    attempts = store.daily_attempts()
    waiting = [a for a in attempts if a.row_id < 0]
    assert [a.date for a in waiting] == [NEXT] and counted(attempts) >= {waiting[0].row_id}
    assert beginner(store, NEXT) == (True, True, 2, 2)  # it counts and breaks no streak while it waits
    assert not will_count(attempts, NEXT, "beginner", NEXT)
    play_daily(tmp_path, NEXT, won=False, hour=12)  # a second attempt, recorded before the waiting one
    store.record_pending()
    attempts = store.daily_attempts()
    assert all(a.row_id > 0 for a in attempts) and len(attempts) == 3
    assert beginner(store, NEXT) == (True, True, 2, 2)  # the first to finish still counts, not the first recorded


def test_a_database_from_before_the_daily_board_gains_the_column_and_its_games_are_not_dailies(tmp_path: Path) -> None:
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        for statements in MIGRATIONS[:6]:
            for statement in statements:
                db.execute(statement)
        db.execute("PRAGMA user_version = 6")
        db.execute(
            "INSERT INTO games (game_id, difficulty, ranked_key, layout, actions, started, ms, outcome) "
            "VALUES ('old', '5x1n1', 'custom', '.*...', 'R4,0@0 F1,0@1000 R0,0@2000', ?, 2000, 'won')",
            (DAY,),
        )
    store = Store(tmp_path)
    [old] = store.history()
    assert old.daily == "" and old.damage is None and store.daily_attempts() == []
    play_daily(tmp_path, DATE, won=True)
    assert [e.daily for e in store.history()] == [DATE, ""]
    assert [a.date for a in store.daily_attempts()] == [DATE]
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert db.execute("SELECT daily FROM games ORDER BY id").fetchall() == [(None,), (DATE,)]


def test_capping_the_history_keeps_every_daily_that_may_count(tmp_path: Path) -> None:
    play_daily(tmp_path, "2024-04-30", won=True)  # older than every other game, on a no-guess Beginner board
    store = Store(tmp_path)
    for n in range(150):
        store.record_result(result("beginner", n % 2 == 0, 1_000 + n, no_guess=True))  # all faster than the daily
    before = store.load_records(kind="no-guess")
    assert store.cap_history(100) == 25  # of the 51 oldest, the daily and the wins (their averages) stay: 25 losses go
    assert [a.date for a in store.daily_attempts()] == ["2024-04-30"]
    assert store.load_records(kind="no-guess") == before
    assert standings(store.daily_attempts(), "2024-04-30")["beginner"].streak == 1
