"""Every finished game, as the player's history: listed newest first, one read back whole for a replay or an export,
and the oldest let go when the player caps the history (each difficulty's last hundred, every best time, every
daily game that may count and every game the personal records are worked out from stay: the daily streaks and the
records are worked out from them). Every row is read as untrusted (``rows``): one that is not what the game wrote is
listed as damaged. Each game's review is kept with it once worked out (``keep_review``) and read back as untrusted
(``review_of``: a damaged one, or one that does not fit the game's moves, reads as not reviewed yet, so it is worked
out again).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from minesweeper.core.actions import MAX_CLOCK_MS, parse_actions
from minesweeper.core.errors import MinesweeperError
from minesweeper.core.formats.video_source import VideoSource
from minesweeper.core.language.translate import N_, _
from minesweeper.core.layout import Layout, parse_cells
from minesweeper.core.metrics.records import CLASSIC, worked_from
from minesweeper.core.play import Clicks, Play, wasted_clicks
from minesweeper.core.presets import CUSTOM, PRESETS, Difficulty
from minesweeper.core.ranking import RECENT, TOP, next_streak
from minesweeper.core.record import FinishedGame, GameRecord, HistoryEntry, Outcome
from minesweeper.store.database import Database
from minesweeper.store.puzzles import NAME_SQL
from minesweeper.store.results import (
    KIND_SQL,
    LATEST_FIRST,
    PLAYED_ORDER,
    RANKED_SQL,
    WON_SQL,
    baseline_key,
    daily_attempt_rows,
    record_rows,
)
from minesweeper.store.rows import ACCURACY_SQL, DAMAGED_SQL, RULE_COLUMNS, SOUND_SQL, damage, holds, stamp

if TYPE_CHECKING:
    from minesweeper.core.daily.results import DailyAttempt
    from minesweeper.core.solver.review import Review

ALWAYS_KEPT = RECENT  # each statistics row's newest games survive any cap, so its recent results stay whole
_OUTCOMES = {str(outcome).encode(): outcome for outcome in Outcome}  # quicker than Outcome(text), 100,000 times


def _whole(column: str) -> str:
    return f"CASE WHEN typeof({column}) = 'integer' THEN {column} END"  # i18n: fixed (SQL)


# What the history shows of a row, read so that nothing a row holds can fail the query (SQLite hands Python a text that
# is not UTF-8 as text, which fails the whole query): its texts as bytes, made text only where their rules hold, its
# numbers only where they are whole numbers.
_FIELDS_SQL = (  # i18n: fixed (SQL)
    "id, CAST(started AS BLOB), CAST(difficulty AS BLOB), CAST(outcome AS BLOB), "
    f"{_whole('ms')}, {_whole('bbbv')}, {_whole('bbbv_solved')}, layout IS NOT NULL, {NAME_SQL}, {ACCURACY_SQL}, "
    "practice IS 1, assisted IS 1, CAST(daily AS BLOB), no_guess IS 1, video IS NOT NULL"
)
_FIELDS = 15  # the columns of ``_FIELDS_SQL``
_COLUMNS = f"{_FIELDS_SQL}, {RULE_COLUMNS}"  # and whether each rule holds
# The history's order: ``LATEST_FIRST``, with a damaged row whose date is not text after every dated game.
_NEWEST_FIRST = "CASE WHEN typeof(started) = 'text' THEN started END DESC, id DESC"  # i18n: fixed (SQL)


def entries(db: Database, *, difficulty: str | None = None, limit: int = 200, offset: int = 0) -> list[HistoryEntry]:
    """Games newest first (by date, then as recorded: a result recorded late still lists by its date),
    optionally of one difficulty (its text form), or of every custom board ("custom"); a row that is not what
    the game wrote is listed as damaged, with the reason."""
    column = "ranked_key" if difficulty == CUSTOM else "difficulty"
    where, arguments = (f"WHERE {column} = ?", (difficulty,)) if difficulty else ("", ())

    def read(connection: sqlite3.Connection) -> list[HistoryEntry]:
        rows = connection.execute(  # the page's rows found first, so only they are asked every rule
            f"SELECT {_COLUMNS} FROM games WHERE id IN (SELECT id FROM games {where} ORDER BY {_NEWEST_FIRST} "
            f"LIMIT ? OFFSET ?) ORDER BY {_NEWEST_FIRST}",
            (*arguments, limit, offset),
        ).fetchall()
        counts = _counted_dailies(connection) if any(row[12] for row in rows) else set()
        return [_entry(row, counts) for row in rows]

    return db.guarded(N_("could not read the history from {file}: {why}"), read, [], reading=True)


def _counted_dailies(connection: sqlite3.Connection) -> set[int]:
    """The rows that are their daily's counted attempt, by the daily's own rule (``daily.results``)."""
    from minesweeper.core.daily.results import counted

    return counted(daily_attempt_rows(connection, None))


# Every game for ``listing``: its fields, and its rules asked once (``DAMAGED_SQL``). In the order of the index
# ``games_listed``, which holds all a stamped row that is no daily needs, so the table (where each game's moves make
# its row long) is neither sorted nor read for it. A damaged row is read again on its own, for what it has wrong.
_LISTED = f"SELECT {_FIELDS_SQL}, {DAMAGED_SQL} FROM games ORDER BY {_NEWEST_FIRST}"


def listing(db: Database, take: Callable[[HistoryEntry], None]) -> None:
    """Every game newest first, as ``entries`` lists them, handed to ``take`` one by one as one query reads them along
    the history's index, however many games it holds (pages of ``entries`` would each be looked for again)."""

    def read(connection: sqlite3.Connection) -> None:
        counts = _counted_dailies(connection)
        for row in connection.execute(_LISTED):
            take(_damaged_entry(connection, row[0]) if row[_FIELDS] else _sound_entry(row, counts))

    db.guarded(N_("could not read the history from {file}: {why}"), read, None, reading=True)


def _sound_entry(row: tuple[Any, ...], counted: set[int]) -> HistoryEntry:
    """A row every rule holds for, as the history lists it, from its fields as ``_FIELDS_SQL`` reads them (``counted``:
    the rows that are their daily's counted attempt). Built with its fields in order, as ``listing`` builds 100,000.
    Its texts are UTF-8 and its result one of ``Outcome``, as its rules say; where a row's stamp says so of bytes
    changed behind SQLite's back, the line shows what it can rather than fail (``stamps``)."""
    (
        row_id,
        started,
        text,
        outcome,
        ms,
        bbbv,
        solved,
        replayable,
        puzzle,
        accuracy,
        practice,
        assisted,
        daily,
        no_guess,
        imported,
    ) = row[:_FIELDS]
    return HistoryEntry(
        row_id,
        started.decode("utf-8", "replace"),
        text.decode("utf-8", "replace"),
        _OUTCOMES.get(outcome),
        ms,
        bbbv,
        solved,
        replayable == 1,
        None,  # no damage
        puzzle,
        None if accuracy is None else float(accuracy),
        practice == 1,
        assisted == 1,
        daily.decode("utf-8", "replace") if daily else "",
        row_id in counted,
        no_guess == 1,
        imported == 1,
    )


def _damaged_entry(connection: sqlite3.Connection, row_id: int) -> HistoryEntry:
    """A row some rule fails, read on its own: what it has wrong, and what of it can still be shown."""
    return _entry(connection.execute(f"SELECT {_COLUMNS} FROM games WHERE id = ?", (row_id,)).fetchone(), set())


def _entry(row: tuple[Any, ...], counted: set[int]) -> HistoryEntry:
    passed = row[_FIELDS:]
    problem = damage(passed)
    if problem is None:
        return _sound_entry(row, counted)
    row_id, started, text, outcome, ms, bbbv, solved = row[:7]
    known = holds(passed, "bbbv")
    return HistoryEntry(
        row_id,
        started.decode("utf-8", "replace") if holds(passed, "started") else "",
        text.decode("utf-8", "replace") if holds(passed, "difficulty") else "",
        _OUTCOMES.get(outcome) if holds(passed, "outcome") else None,
        ms if holds(passed, "ms") else None,
        bbbv if known else None,
        solved if known else None,
        False,
        problem,
    )


def daily_attempts(db: Database, level: str | None = None) -> list[DailyAttempt]:
    """Every sound row of a game played on a daily board (of one level, or all), as ``daily_results`` counts them."""
    return db.guarded(
        N_("could not read the daily games from {file}: {why}"),
        lambda connection: daily_attempt_rows(connection, level),
        [],
        reading=True,
    )


def stored_game(db: Database, row_id: int) -> FinishedGame | None:
    """One finished game read back whole, or None (with a notice) when it is missing, damaged or cannot be
    rebuilt."""
    passed: tuple[Any, ...] | None = db.guarded(
        N_("could not read game {game} from {file}: {why}"),
        lambda connection: connection.execute(f"SELECT {RULE_COLUMNS} FROM games WHERE id = ?", (row_id,)).fetchone(),
        None,
        reading=True,
        game=row_id,
    )
    if passed is None:
        return None
    problem = damage(passed)
    if problem is not None:  # told before its columns are read: one may be text SQLite cannot even hand over
        # Translators: {game} is the game's number in the history, {file} the results database, {problem} what is
        # wrong with its row ("its time is not a whole number of milliseconds from 0 to 3599999").
        damaged = _("game {game} is damaged in {file} ({problem}): it cannot be replayed or exported")
        db.notice(damaged.format(game=row_id, file=db.path, problem=problem))
        return None
    row: tuple[Any, ...] | None = db.guarded(
        N_("could not read game {game} from {file}: {why}"),
        lambda connection: connection.execute(
            "SELECT game_id, difficulty, question_marks, no_guess, layout, actions, opened, outcome, ms, started, "
            "clicks_left, clicks_right, clicks_double, clicks_effective, assisted, hand, bbbv, bbbv_solved, "
            "puzzle_id, zini, left_click_chords, practice, wasted, daily, interrupted, start_utc, end_utc, video "
            "FROM games WHERE id = ?",
            (row_id,),
        ).fetchone(),
        None,
        reading=True,
        game=row_id,
    )
    if row is None or row[4] is None:
        return None
    (
        game_id,
        difficulty,
        question_marks,
        no_guess,
        layout,
        actions,
        opened,
        outcome,
        ms,
        started,
        left,
        right,
        double,
        effective,
        assisted,
        hand,
        bbbv,
        solved,
        puzzle_id,
        zini,
        chords,
        practice,
        wasted,
        daily,
        interrupted,
        start_utc,
        end_utc,
        video,
    ) = row
    try:
        board = Layout.parse(layout)
        record = GameRecord(
            Difficulty.parse(difficulty),
            board,
            bool(question_marks),
            parse_actions(actions, MAX_CLOCK_MS),
            bool(no_guess),
            parse_cells(opened, board.width, board.height),
        )
        record.replay()  # every move is played through the rules: a row edited outside the game is refused here
        clicks = wasted_clicks(wasted, (board.width, board.height))
    except (MinesweeperError, ValueError) as error:
        db.notice(_("game {game} in {file} cannot be rebuilt: {why}").format(game=row_id, file=db.path, why=error))
        return None
    play = Play(
        Clicks(left, right, double, effective),
        bool(assisted),
        hand or b"",
        bool(practice),
        clicks,
        daily=daily or "",
        interrupted=bool(interrupted),
        started_utc=start_utc if isinstance(start_utc, str) else "",
        ended_utc=end_utc if isinstance(end_utc, str) else "",
    )
    return FinishedGame(
        game_id or f"row-{row_id}",
        record,
        Outcome(outcome),
        ms,
        started,
        play,
        puzzle_id,
        bbbv,
        solved,
        zini,
        None if chords is None else bool(chords),
        None if video is None else VideoSource.from_text(video),
    )


def keep_review(db: Database, game_id: str, review: Review) -> bool:
    """Keep the review of the finished game ``game_id`` with it (and its accuracy, for the history); False when it
    could not be written (the database is busy or read-only: it is worked out again when next shown)."""
    if db.connection() is None or db.read_only:
        return False

    def keep(connection: sqlite3.Connection) -> bool:
        connection.execute(
            "UPDATE games SET review = ?, accuracy = ? WHERE game_id = ?",
            (review.to_json(), review.summary.accuracy, game_id),
        )
        stamp(connection, "game_id = ?", (game_id,))  # the change cleared its stamp
        return True

    return db.guarded(N_("could not keep the review in {file}: {why}"), keep, False, write=True)


def review_of(db: Database, row_id: int) -> Review | None:
    """The kept review of game ``row_id``, or None when it has none yet, or the one kept is damaged or does not
    fit the game's moves and wasted clicks (it is then worked out again)."""
    from minesweeper.core.errors import ReviewFormatError
    from minesweeper.core.solver.review import Review

    row: tuple[Any, ...] | None = db.guarded(
        N_("could not read the review of game {game} from {file}: {why}"),
        lambda connection: connection.execute(
            "SELECT review, actions, wasted FROM games WHERE id = ?", (row_id,)
        ).fetchone(),
        None,
        reading=True,
        game=row_id,
    )
    if row is None or not all(isinstance(value, str) for value in row):
        return None
    try:
        review = Review.from_json(row[0])
    except ReviewFormatError:
        return None
    fits = review.action_count == len(row[1].split()) and len(review.moves) - review.action_count == len(row[2].split())
    return review if fits else None


def prune(db: Database, keep: int) -> int:
    """Let the oldest games go so that about ``keep`` remain (never fewer than the newest hundred of each
    difficulty, the recent results its statistics show), always keeping the best times and the daily games that may
    count; how many went. The
    statistics do not change: what the games that go counted (played, won, the streaks they were part of) is
    folded into the baseline the statistics start from."""
    return db.guarded(
        N_("could not shorten the history in {file}: {why}"),
        lambda connection: _fold_and_delete(connection, max(keep, ALWAYS_KEPT)),
        0,
        write=True,
    )


def _fold_and_delete(connection: sqlite3.Connection, keep: int) -> int:
    if connection.execute("SELECT count(*) FROM games").fetchone()[0] <= keep:
        return 0  # nothing to let go: no row's rules need asking
    bests = {
        row_id
        for (row_id,) in connection.execute(
            "SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY ranked_key, no_guess, puzzle_id"
            f" ORDER BY ms, id) AS place FROM games WHERE {RANKED_SQL} AND {SOUND_SQL}) WHERE place <= ?",
            (TOP,),
        )
    }
    # Older than the newest ``keep`` (in the history's order) and than the newest ``RECENT`` of its statistics row,
    # each in the order games were played (``PLAYED_ORDER``: by date, then as recorded), which is the order the
    # streaks and the recent results are counted in. So what goes is each row's oldest run, folded as the streaks
    # count it, even where a result recorded late (from pending/, or by another copy) has an id out of date order. A
    # damaged row counts in no statistics, is never touched, and takes no sound row's place among the newest.
    old = connection.execute(
        "SELECT id, ranked_key, kind, won, imported, practice, video FROM (SELECT *, "
        f"row_number() OVER (ORDER BY {_NEWEST_FIRST}) AS overall, row_number() OVER (PARTITION BY damaged, "
        f"ranked_key, kind, practice ORDER BY {LATEST_FIRST}) AS place FROM (SELECT id, started, ranked_key, "
        f"{KIND_SQL} AS kind, {WON_SQL} AS won, imported, practice, video IS NOT NULL AS video, {DAMAGED_SQL} AS "
        "damaged FROM games)) "
        f"WHERE NOT damaged AND overall > ? AND place > ? ORDER BY {PLAYED_ORDER}",
        (keep, RECENT),
    ).fetchall()
    baseline = {
        key: [played, won, streak, longest]
        for key, played, won, streak, longest in connection.execute(
            "SELECT ranked_key, played, won, streak, longest_streak FROM baseline"
        )
    }
    # Every daily game but a practice one may be its daily's counted attempt, or come before it: the daily streaks are
    # worked out from them (``daily_results``), so they stay, as the best times do.
    kept = bests | {
        row_id for (row_id,) in connection.execute("SELECT id FROM games WHERE daily IS NOT NULL AND practice = 0")
    }
    # The personal records (their tables, averages and win rates) stay as they were too.
    kept.update(*(worked_from(record_rows(connection, level)) for level in PRESETS))
    gone = 0
    for row_id, key, kind, won, imported, practice, video in old:
        # A practice game, another player's, a daily or a puzzle counts in no statistics row (``KIND_RULES``,
        # ``COUNTED_SQL``): nothing to fold.
        counted = not practice and not video and (kind in (CLASSIC, "no-guess") or key == CUSTOM)
        if not counted and row_id not in kept:
            connection.execute("DELETE FROM games WHERE id = ?", (row_id,))
            gone += 1
            continue
        if not counted:
            continue
        counts = baseline.setdefault(baseline_key(key, kind == "no-guess"), [0, 0, 0, 0])
        if not imported:  # its place in the streaks moves into the baseline
            counts[2], counts[3] = next_streak(counts[2], counts[3], bool(won))
        if row_id in kept:
            connection.execute("UPDATE games SET imported = 1 WHERE id = ?", (row_id,))
            stamp(connection, "id = ?", (row_id,))  # the change cleared its stamp
        else:
            counts[0] += 1
            counts[1] += bool(won)
            connection.execute("DELETE FROM games WHERE id = ?", (row_id,))
            gone += 1
    connection.executemany(
        "INSERT OR REPLACE INTO baseline VALUES (?, ?, ?, ?, ?)", [(key, *counts) for key, counts in baseline.items()]
    )
    return gone
