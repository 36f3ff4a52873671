"""The results database's file: opening it, bringing an older file up to date, and never letting it fail.

Results must survive two copies of the game writing at once, so the file is SQLite (standard library
``sqlite3``) in WAL mode, with a ``busy_timeout`` so a second writer queues instead of failing, and every
change is one ``BEGIN IMMEDIATE`` transaction. A file from an older version is migrated (``schema``); one
from a newer version is left untouched; a damaged one is moved aside and a fresh one started. Nothing here
raises at the player: each failure is one notice, and the caller sees no connection.
"""

from __future__ import annotations

import contextlib
import sqlite3
import stat
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from minesweeper.store.files import set_aside
from minesweeper.store.schema import MIGRATIONS, SCHEMA_VERSION

BUSY_MS = 15_000  # how long a write waits for another copy's transaction before giving up


class Database:
    """One database file, opened (and brought up to date) on first use; ``notice`` receives one line for
    anything that went wrong, and every failure reads as nothing found or nothing written."""

    def __init__(self, path: Path, notice: Callable[[str], None]) -> None:
        self.path = path
        self.notice = notice
        self._db: sqlite3.Connection | None = None
        self.unusable = False  # a newer version's file, or one that cannot be opened: hands off

    # ------------------------------------------------------------------ opening

    def connection(self) -> sqlite3.Connection | None:
        if self._db is None and not self.unusable:
            try:
                self._db = self._open_when_free()
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

    def _open_when_free(self) -> sqlite3.Connection | None:
        """Open, waiting out another copy that holds the file while it creates or upgrades it: SQLite does not
        always wait by itself then (switching to WAL, say), so a locked file is tried again until the same
        timeout every write waits."""
        deadline = time.monotonic() + BUSY_MS / 1000
        while True:
            try:
                return self._open()
            except sqlite3.OperationalError as error:
                waiting = "locked" in str(error) or "busy" in str(error)
                if not waiting or time.monotonic() > deadline:
                    raise
                time.sleep(0.02)

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
                with transaction(db):  # another copy may have migrated while this one waited for the lock
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


@contextlib.contextmanager
def transaction(db: sqlite3.Connection) -> Iterator[None]:
    """One ``BEGIN IMMEDIATE`` transaction: it takes the write lock at once (queueing behind another copy's
    for up to the busy timeout), so two copies never interleave a read and a write."""
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")
