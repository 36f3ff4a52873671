"""Finished games in the results database, and the statistics worked out from them as queries.

Each game is one row, written in one transaction and carrying a unique id, so recording it twice (a retry
after a crash) counts it once. Played, won, streaks, the ten best times and the last hundred results are
queries over the rows; custom games are counted, never ranked, and games in which the solver helped are
never among the best times (the core's ``ranking`` says so, and ``RANKED_SQL`` asks its question of the
rows); practice games and other players' games (videos opened in the window, kept as imported) count nowhere
(``COUNTED_SQL``). A row that is not what the game wrote (``rows``) counts in no statistics. A version 1 records
file from an older version is imported once.
"""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING

from minesweeper.core.actions import format_actions
from minesweeper.core.errors import MinesweeperError
from minesweeper.core.language.translate import N_
from minesweeper.core.layout import format_cells
from minesweeper.core.metrics.figures import effective_clicks
from minesweeper.core.metrics.measures import ZINI_MOST_CELLS
from minesweeper.core.metrics.records import CLASSIC, KIND_RULES, Kind, RecordRow, kind_of, table
from minesweeper.core.metrics.standing import moves_style
from minesweeper.core.presets import CUSTOM, PRESETS
from minesweeper.core.ranking import RANKED_WHEN, RECENT, TOP, UNCOUNTED_WHEN, has_best_times, is_ranked, streaks
from minesweeper.core.record import FinishedGame, Outcome
from minesweeper.core.stats import DifficultyStats, Result, Stats
from minesweeper.store.database import Database
from minesweeper.store.rows import DAMAGED_SQL, SOUND_SQL, stamp, trust_stamps
from minesweeper.store.schema import daily_board as _daily_board

if TYPE_CHECKING:
    from minesweeper.core.daily.results import DailyAttempt

# Each fact of ``RANKED_WHEN`` as a condition on a games row: (when the fact holds, when it does not).
_FACTS = {  # i18n: fixed (SQL)
    "won": (f"outcome = '{Outcome.WON}'", f"outcome <> '{Outcome.WON}'"),
    "assisted": ("assisted <> 0", "assisted = 0"),
    "practice": ("practice <> 0", "practice = 0"),
    "video": ("video IS NOT NULL", "video IS NULL"),
}
WON_SQL = _FACTS["won"][0]  # a won game, in SQL: "outcome = 'won'"
# A row that may be among the best times, in SQL: "outcome = 'won' AND assisted = 0 AND practice = 0 AND video IS
# NULL"; and a row the statistics count at all: "practice = 0 AND video IS NULL".
RANKED_SQL = " AND ".join(_FACTS[fact][0 if value else 1] for fact, value in RANKED_WHEN)
COUNTED_SQL = " AND ".join(_FACTS[fact][1] for fact in UNCOUNTED_WHEN)
# Each fact of ``records.KIND_RULES`` as a condition on a games row, and the table a row is in as SQL: "CASE WHEN daily
# IS NOT NULL THEN 'daily' WHEN ... ELSE 'classic' END" (NULL: a custom board or a puzzle, in no table).
_KIND_FACTS = {  # i18n: fixed (SQL)
    "video": _FACTS["video"][0],
    "daily": "daily IS NOT NULL",
    "custom": f"ranked_key = '{CUSTOM}'",
    "puzzle": "(puzzle_id IS NOT NULL OR opened <> '')",
    "no_guess": "no_guess <> 0",
}
KIND_SQL = (  # i18n: fixed (SQL)
    "(CASE "
    + " ".join(f"WHEN {_KIND_FACTS[fact]} THEN {'NULL' if kind is None else repr(kind)}" for fact, kind in KIND_RULES)
    + f" ELSE '{CLASSIC}' END)"
)
# The order games were played in: by date, then as recorded, so a result recorded late (kept in pending/, or by
# another copy) takes its place by its date. The streaks and the recent results are counted in it, the history
# lists in it, and its cap lets the oldest games go in it, so the statistics never change when they go.
PLAYED_ORDER = "started, id"  # i18n: fixed (SQL)
LATEST_FIRST = "started DESC, id DESC"  # i18n: fixed (SQL)


def baseline_key(ranked_key: str, no_guess: bool) -> str:
    """The baseline row of a statistics row: no-guess games keep their own."""
    return f"{ranked_key}+no-guess" if no_guess else ranked_key


def _effective_clicks(game: FinishedGame) -> int | None:
    """ms-toollib's effective clicks, kept with the game; None on a giant board (as its ZiNi: replaying a long game
    there would hold up its winning click), for a game with no board and for one whose moves do not replay (a result
    is kept whatever it holds: the row rules and ``stored_game`` judge it when it is read)."""
    layout = game.record.layout
    if layout is None or layout.width * layout.height > ZINI_MOST_CELLS:
        return None
    try:
        return effective_clicks(game)
    except (MinesweeperError, ValueError):  # as ``stored_game`` refuses a game it cannot rebuild
        return None


def record_rows(db: sqlite3.Connection, level: str) -> list[RecordRow]:
    """Every finished game of the preset ``level`` that the personal records count, in the order played: not a
    practice game nor another player's (``COUNTED_SQL``), not a damaged row (a result imported from an old records
    file, with no game, is one, its figures unknown); none for a level that is no preset's (custom boards are never
    ranked). A row kept without its style has it worked out from its moves."""
    if level not in PRESETS:
        return []
    found = db.execute(
        "SELECT id, game_id, started, ms, bbbv, bbbv_solved, clicks_left + clicks_right + clicks_double, ce, "
        f"coalesce(style, played_style(CAST(actions AS BLOB))), {WON_SQL}, no_guess, "
        "puzzle_id IS NOT NULL OR opened <> '', daily, interrupted, assisted FROM games "
        f"WHERE ranked_key = ? AND {COUNTED_SQL} AND {SOUND_SQL} ORDER BY {PLAYED_ORDER}",
        (level,),
    )
    return [
        RecordRow(
            row_id,
            game_id or f"row-{row_id}",
            started,
            level,
            ms,
            bbbv,
            solved,
            clicks,
            ce,
            style,
            bool(won),
            kind_of(custom=False, no_guess=bool(no_guess), puzzle=bool(puzzle), daily=bool(daily)),
            bool(interrupted),
            bool(assisted),
            daily or "",
        )
        for (
            row_id,
            game_id,
            started,
            ms,
            bbbv,
            solved,
            clicks,
            ce,
            style,
            won,
            no_guess,
            puzzle,
            daily,
            interrupted,
            assisted,
        ) in found
    ]


class ResultsDatabase(Database):
    """The games table: recording results, and the statistics and ranks read from it."""

    # ------------------------------------------------------------------ writing

    def record(self, game: FinishedGame) -> int | None:
        """Store one finished game, once however often it is offered: 1 for a new row, 0 for a game the database had
        already (offered again after a crash: counted once, and not announced twice); None if it could not be written
        (busy: the session keeps the result and says so, in its words)."""
        record, clicks, play = game.record, game.play.clicks, game.play
        values = (
            game.game_id,
            str(record.difficulty),
            game.ranked_key,
            int(record.no_guess),
            int(record.question_marks),
            None if record.layout is None else str(record.layout),
            format_actions(record.actions),
            game.started,
            game.ms,
            str(game.outcome),
            clicks.left,
            clicks.right,
            clicks.double,
            clicks.effective,
            int(play.assisted),
            play.hand or None,
            format_cells(record.opened),
            game.bbbv,
            game.bbbv_solved,
            game.puzzle_id,
            game.zini,
            None if game.left_click_chords is None else int(game.left_click_chords),
            int(play.practice),
            format_actions(play.wasted),
            play.daily or None,
            None if record.layout is None else moves_style(record.actions),
            int(play.interrupted),
            _effective_clicks(game),
            play.started_utc or None,
            play.ended_utc or None,
            None if game.source is None else game.source.to_text(),
        )

        daily_board = None if not play.daily else _daily_board(play.daily, str(record.difficulty))

        def insert(db: sqlite3.Connection) -> int:
            if daily_board is not None:  # the board its rows are checked against, from the scheme, never from the row
                db.execute(
                    "INSERT OR IGNORE INTO daily_boards VALUES (?, ?, ?)",
                    (play.daily, str(record.difficulty), daily_board),
                )
            inserted = db.execute(
                "INSERT OR IGNORE INTO games (game_id, difficulty, ranked_key, no_guess, question_marks, "
                "layout, actions, started, ms, outcome, clicks_left, clicks_right, clicks_double, "
                "clicks_effective, assisted, hand, opened, bbbv, bbbv_solved, puzzle_id, zini, left_click_chords, "
                "practice, wasted, daily, style, interrupted, ce, start_utc, end_utc, video) "
                f"VALUES ({', '.join('?' * len(values))})",
                values,
            )
            added: int = inserted.rowcount
            if added and inserted.lastrowid is not None:
                stamp(db, "id = ?", (inserted.lastrowid,))  # checked now, once, not at every read
            return added

        return self.guarded(
            N_("could not save the result in {file}: {why}"), insert, None, write=True, busy_told_elsewhere=True
        )

    def import_legacy(self, stats: Stats) -> bool:
        """Take the statistics of a version 1 records file, once: its best and recent results become rows,
        and the counts no row stands for go to the baseline table."""

        def take(db: sqlite3.Connection) -> bool:
            if db.execute("SELECT 1 FROM meta WHERE key = 'imported_records'").fetchone():
                return True
            for key, row in stats.by_key.items():
                self._import_row(db, key, row)
            db.execute("INSERT INTO meta VALUES ('imported_records', 'records.json version 1')")
            return True

        return self.guarded(N_("could not import the old records into {file}: {why}"), take, False, write=True)

    @staticmethod
    def _import_row(db: sqlite3.Connection, key: str, row: DifficultyStats) -> None:
        # A best time that also appears among the recent results is the same game: keep one row of it.
        recent = list(row.recent)
        older_bests = [best for best in row.best if best not in recent]
        results = older_bests + recent
        for result in results:
            db.execute(
                "INSERT INTO games (difficulty, ranked_key, started, ms, outcome, imported) VALUES (?, ?, ?, ?, ?, 1)",
                (key, key, result.date, result.ms, str(Outcome.WON if result.won else Outcome.LOST)),
            )
        wins = sum(result.won for result in results)
        db.execute(
            "INSERT OR REPLACE INTO baseline VALUES (?, ?, ?, ?, ?)",
            (key, max(0, row.played - len(results)), max(0, row.won - wins), row.streak, row.longest_streak),
        )

    def reset(self) -> bool:
        def empty(db: sqlite3.Connection) -> bool:
            db.execute("DELETE FROM games")
            db.execute("DELETE FROM baseline")
            return True

        return self.guarded(N_("could not reset the statistics in {file}: {why}"), empty, False, write=True)

    # ------------------------------------------------------------------ reading

    def stats(self, *, kind: Kind = CLASSIC) -> Stats:
        """The statistics of the games of one ``kind`` of board (classic, or no-guess), each preset's row counting the
        games ``KIND_RULES`` puts in that table and the custom row every custom board's (counted, never ranked)."""

        def read(db: sqlite3.Connection) -> Stats:
            stats = Stats()
            for key in stats.by_key:
                stats.by_key[key] = self._row(db, key, kind)
            return stats

        return self.guarded(N_("could not read the statistics from {file}: {why}"), read, Stats(), reading=True)

    @staticmethod
    def _row(db: sqlite3.Connection, key: str, kind: Kind) -> DifficultyStats:
        """One statistics row: its games played and won, streaks and recent results counted in SQL (a result kept from
        an old records file, with no game, counts there too), and its best times and figures from the personal
        records' own table of the same wins (``records.table``), so the best time here is Personal bests' first."""
        # A damaged row counts nowhere, nor does a practice game. Which rows are damaged is asked once here, not in
        # each query below: the rules of the text columns read the games' boards and moves.
        # The custom row: every custom board's game, no-guess ones in the no-guess statistics (in no table to rank).
        table_is = (
            f"IS NULL AND no_guess = {int(kind == 'no-guess')}" if key == CUSTOM else f"= '{kind}'"
        )  # i18n: fixed
        damaged = ", ".join(
            str(row_id)
            for (row_id,) in db.execute(
                f"SELECT id FROM games WHERE ranked_key = ? AND {KIND_SQL} {table_is} AND {DAMAGED_SQL}", (key,)
            )
        )
        where = f"ranked_key = ? AND {KIND_SQL} {table_is} AND id NOT IN ({damaged}) AND {COUNTED_SQL}"  # i18n: fixed
        played, won = db.execute(
            f"SELECT count(*), coalesce(sum({WON_SQL}), 0) FROM games WHERE {where}", (key,)
        ).fetchone()
        base = db.execute(
            "SELECT played, won, streak, longest_streak FROM baseline WHERE ranked_key = ?",
            (baseline_key(key, kind == "no-guess"),),
        ).fetchone()
        base_played, base_won, streak, longest = base or (0, 0, 0, 0)
        outcomes = db.execute(
            f"SELECT {WON_SQL} FROM games WHERE {where} AND imported = 0 ORDER BY {PLAYED_ORDER}", (key,)
        )
        streak, longest = streaks((bool(won_flag) for (won_flag,) in outcomes), streak, longest)
        recent = [
            Result(outcome == Outcome.WON, ms, date)
            for outcome, ms, date in db.execute(
                f"SELECT outcome, ms, started FROM games WHERE {where} ORDER BY {LATEST_FIRST} LIMIT {RECENT}", (key,)
            )
        ][::-1]
        if not has_best_times(key):
            return DifficultyStats(played + base_played, won + base_won, streak, longest, [], recent)
        rows = record_rows(db, key)
        best = [Result(True, row.ms, row.started) for row in table(rows, kind=kind)]
        rate = table(rows, kind=kind, sort="bbbv_s", size=1)
        ioe = table(rows, kind=kind, sort="ioe", size=1)
        return DifficultyStats(
            played + base_played,
            won + base_won,
            streak,
            longest,
            best,
            recent,
            rate[0].bbbv_s if rate else None,
            ioe[0].ioe if ioe else None,
        )

    def records(self, level: str) -> list[RecordRow]:
        """Every finished game of the preset ``level`` that the personal records count (``core.metrics.records``), in
        the order played, in one query (``record_rows``)."""
        return self.guarded(
            N_("could not read the records from {file}: {why}"), lambda db: record_rows(db, level), [], reading=True
        )

    def records_apart(self, level: str) -> list[RecordRow]:
        """``records`` read on a connection of its own, opened and closed here, so a worker thread may read them (an
        SQLite connection stays on the thread that opened it; the window's thread keeps the database's own). It only
        reads (the file was opened, brought up to date and checked by the database's own connection first), and says
        nothing: a file it cannot read gives no rows, as what the window's own reads say of it is enough."""
        if level not in PRESETS or not self.path.exists():
            return []
        try:
            db = self._read_only()
        except (sqlite3.Error, OSError):
            return []
        try:
            trust_stamps(db)
            return record_rows(db, level)
        except sqlite3.Error:
            return []
        finally:
            db.close()

    def last_level(self) -> str | None:
        """The preset of the last game played that was on one (not practice), or None: where ``--records`` opens."""

        def read(db: sqlite3.Connection) -> str | None:
            presets = ", ".join("?" * len(PRESETS))
            found = db.execute(
                f"SELECT ranked_key FROM games WHERE ranked_key IN ({presets}) AND {COUNTED_SQL} "
                f"ORDER BY {LATEST_FIRST} LIMIT 1",
                tuple(PRESETS),
            ).fetchone()
            return None if found is None else str(found[0])

        return self.guarded(N_("could not read the last game from {file}: {why}"), read, None, reading=True)

    def rank(self, game_id: str) -> int | None:
        """A won game's best-time claim (1 = the best): its place by time among the ranked wins of its level and kind
        (``KIND_RULES``; a daily's only if it is its daily's counted attempt), every style, if in the top ten: the
        table Personal bests and ``--records`` show first (``records.table``), asked of only the ten rows before it."""

        def place(db: sqlite3.Connection) -> int | None:
            found = db.execute(
                f"SELECT id, ranked_key, {KIND_SQL}, ms, outcome, assisted, practice, difficulty FROM games "
                f"WHERE game_id = ? AND {SOUND_SQL}",
                (game_id,),
            ).fetchone()
            if found is None:
                return None
            row_id, key, kind, ms, outcome, assisted, practice, difficulty = found
            if kind is None or not has_best_times(key):
                return None
            if not is_ranked(won=outcome == Outcome.WON, assisted=bool(assisted), practice=bool(practice)):
                return None
            among = ""
            if kind == "daily":
                from minesweeper.core.daily.results import counted

                counted_rows = counted(daily_attempt_rows(db, difficulty))
                if row_id not in counted_rows:
                    return None
                among = f"AND id IN ({', '.join(map(str, counted_rows))})"  # i18n: fixed (SQL)
            better: int = db.execute(  # only up to the ten better ones are looked for (and their rules asked)
                f"SELECT count(*) FROM (SELECT 1 FROM games WHERE ranked_key = ? AND {KIND_SQL} = ? AND {RANKED_SQL} "
                f"AND {SOUND_SQL} {among} AND (ms < ? OR (ms = ? AND id < ?)) LIMIT {TOP})",
                (key, kind, ms, ms, row_id),
            ).fetchone()[0]
            return better + 1 if better < TOP else None

        return self.guarded(N_("could not read the best times from {file}: {why}"), place, None)

    def row_of(self, game_id: str) -> int | None:
        """The row number of the game ``game_id`` (as ``--history`` lists it), or None when it is not kept."""

        def find(db: sqlite3.Connection) -> int | None:
            found = db.execute("SELECT id FROM games WHERE game_id = ?", (game_id,)).fetchone()
            return None if found is None else int(found[0])

        return self.guarded(N_("could not read the history from {file}: {why}"), find, None, reading=True)


def daily_attempt_rows(db: sqlite3.Connection, level: str | None) -> list[DailyAttempt]:
    """Every sound row of a game played on a daily board (of one level, or all), as ``daily.results`` counts them, in
    the order they were recorded."""
    from minesweeper.core.daily.results import DailyAttempt

    where, arguments = ("AND difficulty = ?", (level,)) if level is not None else ("", ())  # i18n: fixed (SQL)
    return [
        DailyAttempt(date, difficulty, started, Outcome(outcome), ms, row_id, bool(practice), game_id or "")
        for row_id, date, difficulty, started, outcome, ms, practice, game_id in db.execute(
            "SELECT id, daily, difficulty, started, outcome, ms, practice, game_id FROM games "
            f"WHERE daily IS NOT NULL {where} AND {SOUND_SQL} ORDER BY id",
            arguments,
        )
    ]
