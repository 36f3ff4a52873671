"""The results database: every finished game as one row of a SQLite file, and the statistics as queries.

Results outgrow a JSON file (a history of every game, metrics, replays, puzzles) and must survive two
copies of the game writing at once, so they live in one SQLite database (standard library ``sqlite3``) in
WAL mode, with a ``busy_timeout`` so a second writer queues instead of failing, and one transaction per
finished game. Each game carries a unique id, so recording it twice (a retry after a crash) counts it once.
The schema's version is ``PRAGMA user_version`` and ``MIGRATIONS`` brings an older file up to date; a file
from a newer version is left untouched. Nothing here raises at the player: failures become notices and a
``False`` answer, and a damaged database is moved aside and started afresh.
"""

from __future__ import annotations

import contextlib
import sqlite3
import stat
from collections.abc import Callable, Iterator
from pathlib import Path

from minesweeper.core.record import FinishedGame, Outcome
from minesweeper.core.stats import TOP, DifficultyStats, Result, Stats, streaks
from minesweeper.store.files import set_aside

BUSY_MS = 15_000  # how long a write waits for another copy's transaction before giving up
RECENT = 100

# Each entry is the statements that take the schema from version i to i + 1; a new version appends one.
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            game_id TEXT UNIQUE,                 -- NULL for results imported from the old records file
            difficulty TEXT NOT NULL,            -- 'expert' or '30x16n99'
            ranked_key TEXT NOT NULL,            -- the statistics row: a preset's key, or 'custom'
            no_guess INTEGER NOT NULL DEFAULT 0,
            question_marks INTEGER NOT NULL DEFAULT 0,
            layout TEXT,                         -- rows of '*' and '.', NULL for imported results
            actions TEXT,                        -- 'R3,4@1520 F0,0@2210 ...', NULL for imported results
            started TEXT NOT NULL,               -- ISO date of the first reveal
            ms INTEGER NOT NULL,
            outcome TEXT NOT NULL CHECK (outcome IN ('won', 'lost', 'given_up')),
            imported INTEGER NOT NULL DEFAULT 0
        )""",
        "CREATE INDEX games_by_key ON games (ranked_key, no_guess, id)",
        "CREATE INDEX games_best ON games (ranked_key, no_guess, ms) WHERE outcome = 'won'",
        # Counts from the old records file that no row stands for (it kept only best and recent results).
        """CREATE TABLE baseline (
            ranked_key TEXT PRIMARY KEY,
            played INTEGER NOT NULL, won INTEGER NOT NULL,
            streak INTEGER NOT NULL, longest_streak INTEGER NOT NULL
        )""",
        "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    ),
)
SCHEMA_VERSION = len(MIGRATIONS)


class ResultsDatabase:
    """One database file, opened on first use; ``notice`` receives one line for anything that went wrong."""

    def __init__(self, path: Path, notice: Callable[[str], None]) -> None:
        self.path = path
        self.notice = notice
        self._db: sqlite3.Connection | None = None
        self.unusable = False  # a newer version's file, or one that cannot be opened: hands off

    # ------------------------------------------------------------------ opening

    def _connection(self) -> sqlite3.Connection | None:
        if self._db is None and not self.unusable:
            try:
                self._db = self._open()
            except sqlite3.OperationalError as error:  # locked, unreadable, out of space: nothing is damaged
                self.notice(f"results cannot be kept in {self.path} now: {error}")
            except sqlite3.DatabaseError as error:
                if not self._replace_damaged(error):
                    return None
                with contextlib.suppress(sqlite3.Error, OSError):
                    self._db = self._open()
            except OSError as error:
                self.unusable = True
                self.notice(f"results cannot be kept in {self.path}: {error.strerror or error}")
        return self._db

    def _open(self) -> sqlite3.Connection | None:
        if self.path.exists() and not stat.S_ISREG(self.path.stat().st_mode):
            raise sqlite3.DatabaseError("it is not a regular file")
        self.path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(self.path, timeout=BUSY_MS / 1000, isolation_level=None)
        try:
            db.execute(f"PRAGMA busy_timeout = {BUSY_MS}")
            if self._version(db) > SCHEMA_VERSION:
                self.unusable = True
                self.notice(f"{self.path} was made by a newer version of Minesweeper; results are not saved "
                            "to it and it will not be changed")
                db.close()
                return None
            db.execute("PRAGMA journal_mode = WAL")
            if self._version(db) < SCHEMA_VERSION:
                with _transaction(db):  # another copy may have migrated while this one waited for the lock
                    for statements in MIGRATIONS[self._version(db):]:
                        for statement in statements:
                            db.execute(statement)
                    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            db.execute("SELECT count(*) FROM games").fetchone()  # reads a page: a damaged file fails here
        except BaseException:
            db.close()
            raise
        return db

    @staticmethod
    def _version(db: sqlite3.Connection) -> int:
        version: int = db.execute("PRAGMA user_version").fetchone()[0]
        return version

    def _replace_damaged(self, error: sqlite3.DatabaseError) -> bool:
        """Move a damaged database (and its journal files) aside so a fresh one can start."""
        try:
            target = set_aside(self.path)
            for extra in ("-wal", "-shm"):
                side = self.path.with_name(self.path.name + extra)
                if side.exists():
                    side.rename(target.with_name(target.name + extra))
        except OSError as move_error:
            self.unusable = True
            self.notice(f"{self.path} is damaged ({error}) and could not be moved aside "
                        f"({move_error.strerror or move_error}); results are not saved")
            return False
        self.notice(f"{self.path} is damaged ({error}); moved it to {target}; starting with empty statistics")
        return True

    def close(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None

    # ------------------------------------------------------------------ writing

    def record(self, game: FinishedGame) -> bool:
        """Store one finished game (once, however often it is offered); False if it could not be written."""
        db = self._connection()
        if db is None:
            return False
        record = game.record
        try:
            with _transaction(db):
                db.execute(
                    "INSERT OR IGNORE INTO games (game_id, difficulty, ranked_key, no_guess, question_marks, "
                    "layout, actions, started, ms, outcome) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (game.game_id, str(record.difficulty), game.ranked_key, int(record.no_guess),
                     int(record.question_marks), None if record.layout is None else str(record.layout),
                     " ".join(str(a) for a in record.actions), game.started, game.ms, str(game.outcome)))
        except sqlite3.Error as error:
            self.notice(f"could not save the result in {self.path}: {error}")
            return False
        return True

    def import_legacy(self, stats: Stats) -> bool:
        """Take the statistics of a version 1 records file, once: its best and recent results become rows,
        and the counts no row stands for go to the baseline table."""
        db = self._connection()
        if db is None:
            return False
        try:
            with _transaction(db):
                if db.execute("SELECT 1 FROM meta WHERE key = 'imported_records'").fetchone():
                    return True
                for key, row in stats.by_key.items():
                    self._import_row(db, key, row)
                db.execute("INSERT INTO meta VALUES ('imported_records', 'records.json version 1')")
        except sqlite3.Error as error:
            self.notice(f"could not import the old records into {self.path}: {error}")
            return False
        return True

    @staticmethod
    def _import_row(db: sqlite3.Connection, key: str, row: DifficultyStats) -> None:
        # A best time that also appears among the recent results is the same game: keep one row of it.
        recent = list(row.recent)
        older_bests = [best for best in row.best if best not in recent]
        results = older_bests + recent
        for result in results:
            db.execute("INSERT INTO games (difficulty, ranked_key, started, ms, outcome, imported) "
                       "VALUES (?, ?, ?, ?, ?, 1)",
                       (key, key, result.date, result.ms, str(Outcome.WON if result.won else Outcome.LOST)))
        wins = sum(result.won for result in results)
        db.execute("INSERT OR REPLACE INTO baseline VALUES (?, ?, ?, ?, ?)",
                   (key, max(0, row.played - len(results)), max(0, row.won - wins), row.streak,
                    row.longest_streak))

    def reset(self) -> bool:
        db = self._connection()
        if db is None:
            return False
        try:
            with _transaction(db):
                db.execute("DELETE FROM games")
                db.execute("DELETE FROM baseline")
        except sqlite3.Error as error:
            self.notice(f"could not reset the statistics in {self.path}: {error}")
            return False
        return True

    # ------------------------------------------------------------------ reading

    def stats(self, *, no_guess: bool = False) -> Stats:
        stats = Stats()
        db = self._connection()
        if db is None:
            return stats
        try:
            for key in stats.by_key:
                stats.by_key[key] = self._row(db, key, int(no_guess))
        except sqlite3.Error as error:
            self.notice(f"could not read the statistics from {self.path}: {error}")
            return Stats()
        return stats

    @staticmethod
    def _row(db: sqlite3.Connection, key: str, no_guess: int) -> DifficultyStats:
        where = "ranked_key = ? AND no_guess = ?"
        played, won = db.execute(f"SELECT count(*), coalesce(sum(outcome = 'won'), 0) FROM games WHERE {where}",
                                 (key, no_guess)).fetchone()
        base = db.execute("SELECT played, won, streak, longest_streak FROM baseline WHERE ranked_key = ?",
                          (key,)).fetchone() if not no_guess else None
        base_played, base_won, streak, longest = base or (0, 0, 0, 0)
        outcomes = db.execute(f"SELECT outcome = 'won' FROM games WHERE {where} AND imported = 0 ORDER BY id",
                              (key, no_guess))
        streak, longest = streaks((bool(won_flag) for (won_flag,) in outcomes), streak, longest)
        best = [] if key == "custom" else [
            Result(True, ms, date) for ms, date in db.execute(
                f"SELECT ms, started FROM games WHERE {where} AND outcome = 'won' ORDER BY ms, id LIMIT {TOP}",
                (key, no_guess))]
        recent = [Result(outcome == "won", ms, date) for outcome, ms, date in db.execute(
            f"SELECT outcome, ms, started FROM games WHERE {where} ORDER BY id DESC LIMIT {RECENT}",
            (key, no_guess))][::-1]
        return DifficultyStats(played + base_played, won + base_won, streak, longest, best, recent)

    def rank(self, game_id: str) -> int | None:
        """A won, ranked game's place among its difficulty's best times (1 = best), if in the top ten."""
        db = self._connection()
        if db is None:
            return None
        try:
            found = db.execute("SELECT id, ranked_key, no_guess, ms, outcome FROM games WHERE game_id = ?",
                               (game_id,)).fetchone()
            if found is None or found[4] != "won" or found[1] == "custom":
                return None
            row_id, key, no_guess, ms, _ = found
            better = db.execute("SELECT count(*) FROM games WHERE ranked_key = ? AND no_guess = ? AND "
                                "outcome = 'won' AND (ms < ? OR (ms = ? AND id < ?))",
                                (key, no_guess, ms, ms, row_id)).fetchone()[0]
        except sqlite3.Error as error:
            self.notice(f"could not read the best times from {self.path}: {error}")
            return None
        return better + 1 if better < TOP else None


@contextlib.contextmanager
def _transaction(db: sqlite3.Connection) -> Iterator[None]:
    """One ``BEGIN IMMEDIATE`` transaction: it takes the write lock at once (queueing behind another copy's
    for up to the busy timeout), so two copies never interleave a read and a write."""
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")
