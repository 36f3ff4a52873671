"""The results database's file: opening it, bringing an older file up to date, and never letting it fail.

Results must survive two copies of the game writing at once, so the file is SQLite (standard library
``sqlite3``) in WAL mode, with a ``busy_timeout`` so a second writer queues instead of failing, and every
change is one ``BEGIN IMMEDIATE`` transaction. The queue is short (``BUSY_MS``, a few tens of milliseconds):
the game reads and writes on the thread that draws the window or answers the terminal, so it never waits out
another copy's long transaction; a write refused as busy leaves ``busy`` set (the session keeps the result
pending and tries again later) and a read refused as busy tells the player so, never that there is nothing.

Our file is marked as ours (``PRAGMA application_id``), so before anything is changed an existing file is
looked at through a read-only connection: one of ours from an older version is migrated (``schema``) and
marked; one from a newer version is left untouched; a damaged one, or another program's (other tables,
another mark, a version no Minesweeper wrote), is moved aside unchanged and a fresh one started. In a folder
(or of a file) that cannot be written the file is opened read-only: its games are shown, nothing is written.
Nothing here raises at the player: each failure is one notice, and the caller sees no connection; every read and
write of the games and puzzles goes through ``Database.guarded``, which maps SQLite's refusals the same way.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import stat
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TypeVar

from minesweeper.core.language.people import listed
from minesweeper.core.language.translate import N_, _
from minesweeper.store.files import about, set_aside
from minesweeper.store.rows import add_checks, keep_stamps, trust_stamps
from minesweeper.store.schema import MIGRATIONS, SCHEMA_VERSION, add_functions

BUSY_MS = 50  # how long a read or write on the window's or the terminal's thread waits for another copy's lock
PATIENT_BUSY_MS = 1000  # the wait of a command that prints and exits (--history, --stats): no frame to keep
FIRST_PAGE = 4096  # SQLite's default page size: a file no bigger is one another copy is still creating...
SQLITE_MAGIC = b"SQLite format 3\x00"  # how every SQLite file begins
BEING_MADE_S = 10.0  # ...if it changed this recently: creating one takes milliseconds, a leftover stays put
BUSY_NOTICE = N_("the results database is busy (another Minesweeper is writing to it): try again in a moment")
"""Said when another copy holds the file: translated where it is said."""
APPLICATION_ID = int.from_bytes(b"Mine", "big")  # our mark in the file's header, as `file` and others read it
T = TypeVar("T")


class BeingMade(sqlite3.OperationalError):
    """The file could not be looked at while another copy creates it: busy, so it is tried again."""


class NotOurs(sqlite3.DatabaseError):
    """An SQLite file at the database's path that no version of Minesweeper made."""


class Database:
    """One database file, opened (and brought up to date) on first use; ``notice`` receives one line for
    anything that went wrong, and every failure reads as nothing found or nothing written."""

    def __init__(self, path: Path, notice: Callable[[str], None], *, busy_ms: int = BUSY_MS) -> None:
        self.path = path
        self.notice = notice
        self.busy_ms = busy_ms
        self._db: sqlite3.Connection | None = None
        self.unusable = False  # a newer version's file, or one that cannot be opened: hands off
        self.read_only = False  # the folder or the file cannot be written: opened to read only
        self.busy = False  # the last use was refused because another copy held the file's lock
        self.refusal: str | None = None  # why the file could not be opened (as its notice said it), while it cannot
        self.unread: str | None = None  # why the last read the player waits on could not be done: it found nothing
        self._reader: sqlite3.Connection | None = None  # reads the games of a file that cannot be opened to write
        self._write_error = ""  # why it could not be opened to write, the last time it was tried
        self._snapshots: list[Path] = []  # private copies read in place of a file that cannot be read where it is

    # ------------------------------------------------------------------ opening

    def connection(self, *, quiet: bool = False) -> sqlite3.Connection | None:
        """The open database for one read or write (which clears ``busy``); None when it cannot be opened (a
        file held by another copy sets ``busy`` and leaves the notice to the caller, who knows what was asked;
        ``quiet`` leaves the notice of a file that cannot be opened to the caller too: ``refusal`` holds it)."""
        self.busy = False
        if self._db is None and not self.unusable:
            self.refusal = None
            try:
                self._db = self._open_when_free()
            except sqlite3.OperationalError as error:  # locked, unreadable, out of space: nothing is damaged
                self.busy = is_busy(error)
                if not self.busy:
                    self._write_error = str(error)
                    self.refusal = _("the results database {file} could not be opened: {why}").format(
                        file=self.path, why=error
                    )
                    if not quiet:
                        self.notice(self.refusal)
            except NotOurs as error:
                if not self._replace_damaged(_("is not a Minesweeper results database ({why})").format(why=error)):
                    return None
                with contextlib.suppress(sqlite3.Error, OSError):
                    self._db = self._open()
            except sqlite3.DatabaseError as error:
                if not self._replace_damaged(_("is damaged ({why})").format(why=error)):
                    return None
                with contextlib.suppress(sqlite3.Error, OSError):
                    self._db = self._open()
            except OSError as error:
                self.unusable = True
                self._refuse(
                    _("results cannot be kept in {file}: {why}").format(file=self.path, why=error.strerror or error)
                )
            if self._db is not None:
                self._close_reader()  # the file takes writes again: the one connection does everything
        return self._db

    def reading(self) -> sqlite3.Connection | None:
        """The connection for a read: when another copy holds the file, the player is told it is busy (rather
        than shown nothing as if there were nothing); a file that can be read but not opened to write (a full
        disk: in WAL mode even a reader needs room for its ``-shm`` file) is read read-only, as from a folder
        that cannot be written. ``unread`` says why there is no connection (None: there is no file to read)."""
        db = self._reader if self._reader is not None else self.connection(quiet=True)
        if db is None and self.refusal is not None and not self.unusable:
            db = self._reader = self._read_only_instead()
            if db is None:
                self.notice(self.refusal)
        if db is None and self.busy:
            self.notice(_(BUSY_NOTICE))
        self.unread = None if db is not None else _(BUSY_NOTICE) if self.busy else self.refusal
        return db

    def _read_only_instead(self) -> sqlite3.Connection | None:
        """The file, which could not be opened to write, opened to read its games only (None if not even that);
        opening it to write is tried again at the next write, and this connection closed once that works."""
        if not os.path.exists(self.path):
            return None
        try:
            return self._open_read_only(self._write_error) if self._ours_and_not_newer() else None
        except (sqlite3.Error, OSError):
            return None

    def _close_reader(self) -> None:
        if self._reader is not None:
            self._reader.close()
            self._reader = None

    def _refuse(self, text: str) -> None:
        """The file cannot be used: say why, once, and keep it as what a read the player waits on failed on."""
        self.refusal = text
        self.notice(text)

    def guarded(
        self,
        failure: str,
        work: Callable[[sqlite3.Connection], T],
        failed: T,
        *,
        reading: bool = False,
        write: bool = False,
        busy_told_elsewhere: bool = False,
        game: int | None = None,
    ) -> T:
        """Do ``work`` on the open database and give what it returns, or ``failed`` when there is no database or
        SQLite refuses: the one way every read and write maps a failure. Refused because another copy holds the
        file, ``busy`` is set and the player is told it is busy (unless ``busy_told_elsewhere``: the caller says it
        in its own words); any other refusal is one notice, ``failure``: a sentence marked ``N_`` where it is written,
        translated here, with the file in it as ``{file}`` and SQLite's reason as ``{why}`` ("could not read the
        history from {file}: {why}"), and ``game`` as ``{game}`` when given.

        ``reading``: a read the player waits on, told when the file is busy even before it opens (``reading``);
        ``write``: the work is one ``BEGIN IMMEDIATE`` transaction, rolled back if it fails."""
        db = self.reading() if reading else self.connection()
        if db is None:
            return failed
        try:
            if not write:
                return work(db)
            with transaction(db):
                return work(db)
        except sqlite3.Error as error:
            self.busy = is_busy(error)
            problem = _(BUSY_NOTICE) if self.busy else _(failure).format(file=self.path, why=error, game=game)
            if not self.busy or not busy_told_elsewhere:
                self.notice(problem)
            if reading:
                self.unread = problem
            return failed

    def _open_when_free(self) -> sqlite3.Connection | None:
        """Open, waiting out another copy that holds the file while it creates or upgrades it: SQLite does not
        always wait by itself then (switching to WAL, say), so a locked file is tried again until the same
        timeout every write waits."""
        deadline = time.monotonic() + self.busy_ms / 1000
        while True:
            try:
                return self._open()
            except sqlite3.OperationalError as error:
                if not is_busy(error) or time.monotonic() > deadline:
                    raise
                time.sleep(0.02)

    def _open(self) -> sqlite3.Connection | None:
        exists = self.path.exists()
        if exists and not stat.S_ISREG(self.path.stat().st_mode):
            raise sqlite3.DatabaseError(_("it is not a regular file"))
        self.read_only = self._cannot_write()
        if self.read_only and not exists:
            self.unusable = True  # nothing to show and nowhere to keep anything: the folder's notice says why
            return None
        if exists and not self._ours_and_not_newer():
            self.unusable = True
            newer = _(
                "{file} was made by a newer version of Minesweeper; results are not saved to it and it will not be "
                "changed"
            )
            self._refuse(newer.format(file=self.path))
            return None
        if self.read_only:
            return self._open_read_only()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(self.path, timeout=self.busy_ms / 1000, isolation_level=None)
        try:
            add_functions(db)
            add_checks(db)
            db.execute(f"PRAGMA busy_timeout = {int(self.busy_ms)}")  # i18n: fixed (SQL)
            db.execute("PRAGMA journal_mode = WAL")
            if self._version(db) < SCHEMA_VERSION or self._mark(db) != APPLICATION_ID:
                with transaction(db):  # another copy may have migrated while this one waited for the lock
                    for statements in MIGRATIONS[self._version(db) :]:
                        for statement in statements:
                            db.execute(statement)
                    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")  # i18n: fixed (SQL)
                    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")  # i18n: fixed (SQL)
            db.execute("SELECT count(*) FROM games").fetchone()  # reads a page: a damaged file fails here
            keep_stamps(db, transaction)
        except BaseException:
            db.close()
            raise
        return db

    def _cannot_write(self) -> bool:
        """Whether the folder (or the file in it) is one this player may only read: the seam that decides
        read-only mode."""
        folder = self.path.parent
        return (folder.is_dir() and not os.access(folder, os.W_OK | os.X_OK)) or (
            self.path.exists() and not os.access(self.path, os.W_OK)
        )

    def _read_only(self, *, immutable: bool = False) -> sqlite3.Connection:
        """A connection that cannot change the file; ``immutable`` also needs no ``-shm`` file beside it (which
        a folder that cannot be written cannot get) and reads the main file alone."""
        path = self.path
        wal = Path(f"{self.path}-wal")
        if immutable and _size(wal):
            # immutable=1 would ignore the WAL, and with it every result since its last checkpoint (a copy that
            # was killed leaves one): the file and its WAL are read from a private copy that can have its -shm.
            try:
                path, immutable = self._snapshot(), False
            except OSError as error:  # the main file alone would show fewer games as if they were all
                # Translators: the reason a results database cannot be read ({wal} is its write-ahead log's file name).
                unread = _("its newest games are in {wal}, which cannot be read here without room for a copy of it")
                raise sqlite3.OperationalError(unread.format(wal=wal.name)) from error
        uri = path.absolute().as_uri() + "?mode=ro" + ("&immutable=1" if immutable else "")
        db = sqlite3.connect(uri, uri=True, timeout=self.busy_ms / 1000, isolation_level=None)
        add_functions(db)
        add_checks(db)
        db.execute(f"PRAGMA busy_timeout = {int(self.busy_ms)}")  # i18n: fixed (SQL)
        return db

    def _snapshot(self) -> Path:
        """A copy of the file and its WAL in a private temporary folder (removed at ``close``)."""
        folder = Path(tempfile.mkdtemp(prefix="minesweeper-read-only-"))
        self._snapshots.append(folder)
        copy = folder / self.path.name
        try:
            shutil.copyfile(self.path, copy)
            shutil.copyfile(f"{self.path}-wal", f"{copy}-wal")
        except OSError:
            shutil.rmtree(folder, ignore_errors=True)
            self._snapshots.remove(folder)
            raise
        return copy

    def _open_read_only(self, why: str = "") -> sqlite3.Connection | None:
        """The file to read its games, never to write them (a read-only folder, say; ``why`` it cannot be written
        now, SQLite's words, when it is not that)."""
        try:
            db = self._read_only()
            self._version(db)
        except sqlite3.OperationalError:  # in WAL mode, its -shm file cannot be made here
            db = self._read_only(immutable=True)
        try:
            if self._version(db) < SCHEMA_VERSION:
                self.unusable = True
                older = _(
                    "{file} is from an older version and cannot be written, so it cannot be brought up to date: its "
                    "games are not shown"
                )
                self._refuse(older.format(file=self.path))
                db.close()
                return None
            db.execute("SELECT count(*) FROM games").fetchone()
            trust_stamps(db)
        except BaseException:
            db.close()
            raise
        shown = (
            _("{file} cannot be written now ({why}): its games are shown, but new results are not saved")
            if why
            else _("{file} cannot be written: its games are shown, but new results are not saved")
        )
        self.notice(shown.format(file=self.path, why=why))
        return db

    def _ours_and_not_newer(self) -> bool:
        """Look at an existing file without changing it: True when it is ours (or empty), False when a newer
        version made it; ``NotOurs`` for another program's file, and a ``DatabaseError`` for a damaged one.
        Our files from before the mark are known by their version and their ``games`` table."""
        db = None
        try:
            db = self._read_only()
            mark, version, tables = _look(db)
        except sqlite3.DatabaseError as error:  # its -shm cannot be made, another copy holds it, or a bad header
            if db is not None:
                db.close()
            if not isinstance(error, sqlite3.OperationalError) and not self._being_made():
                raise  # damaged: its header is not SQLite's
            if is_busy(error) or self._being_made():
                # Its -shm file could be made here and the file is still empty or one page: another copy is
                # creating it right now, so wait for it. A look that ignores locks could catch the file half
                # written and call it damaged, while the other copy goes on writing into it.
                locked = f"database is locked while another copy creates it ({error})"  # i18n: fixed (is_busy reads it)
                raise BeingMade(locked) from error
            db = self._read_only(immutable=True)  # in WAL mode, in a folder where its -shm file cannot be made
            try:
                mark, version, tables = _look(db)
            finally:
                db.close()
        else:
            db.close()
        if mark not in (0, APPLICATION_ID):
            raise NotOurs(_("its application id is {mark}").format(mark=mark))
        if version < 0:
            raise NotOurs(_("its version is {version}").format(version=version))
        if version > SCHEMA_VERSION:
            return False
        if mark == 0 and ("games" not in tables if version > 0 else bool(tables)):
            raise NotOurs(
                _("it holds the tables {tables} at version {version}").format(
                    tables=listed(sorted(tables)), version=version
                )
            )
        return True

    def _being_made(self) -> bool:
        """Whether another copy is creating the file right now, in a folder this copy could write too: no bigger
        than its first page (in WAL mode the rest waits in the ``-wal`` file until a checkpoint; a database with
        our tables holds several pages), begun as SQLite begins every file (or not begun at all), and changed in the
        last ``BEING_MADE_S`` (a small file left over from long ago, or one that is not SQLite's, is what it looks
        like, and may be set aside)."""
        if self._cannot_write():
            return False
        try:
            info = self.path.stat()
            with open(self.path, "rb") as file:
                start = file.read(len(SQLITE_MAGIC))
        except OSError:
            return False
        return (
            info.st_size <= FIRST_PAGE and SQLITE_MAGIC.startswith(start) and time.time() - info.st_mtime < BEING_MADE_S
        )

    @staticmethod
    def _mark(db: sqlite3.Connection) -> int:
        mark: int = db.execute("PRAGMA application_id").fetchone()[0]
        return mark

    @staticmethod
    def _version(db: sqlite3.Connection) -> int:
        version: int = db.execute("PRAGMA user_version").fetchone()[0]
        return version

    def _replace_damaged(self, problem: str) -> bool:
        """Move a damaged or foreign database (and its journal files) aside, unchanged, so a fresh one can
        start; ``problem`` says what it is ("is damaged (...)")."""
        try:
            target = set_aside(self.path)
            for extra in ("-wal", "-shm"):
                side = self.path.with_name(self.path.name + extra)
                if side.exists():
                    side.rename(target.with_name(target.name + extra))
        except OSError as move_error:
            self.unusable = True
            # Translators: a damaged file ("{file} {problem}"), then why it could not be moved aside.
            kept = _("{damaged} and could not be moved aside ({why}); results are not saved")
            self._refuse(kept.format(damaged=about(self.path, problem), why=move_error.strerror or move_error))
            return False
        moved = _("{damaged}; moved it to {target}; {fallback}")
        fallback = _("starting with empty statistics")
        self.notice(moved.format(damaged=about(self.path, problem), target=target, fallback=fallback))
        return True

    def close(self) -> None:
        self._close_reader()
        if self._db is not None:
            self._db.close()
            self._db = None
        for folder in self._snapshots:
            shutil.rmtree(folder, ignore_errors=True)
        self._snapshots.clear()


def _size(path: Path) -> int:
    """The file's size; 0 when there is none (or it cannot be looked at)."""
    try:
        return path.stat().st_size
    except OSError:
        return 0


def _look(db: sqlite3.Connection) -> tuple[int, int, set[str]]:
    """A file's mark, version and tables, read in one read transaction: read one by one, they could straddle
    another copy's creating it (mark and version from before, tables from after), and a file being made would
    look like another program's."""
    db.execute("BEGIN")  # i18n: fixed (SQL)
    try:
        mark: int = db.execute("PRAGMA application_id").fetchone()[0]
        version: int = db.execute("PRAGMA user_version").fetchone()[0]
        tables = {name for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    finally:
        db.execute("ROLLBACK")  # i18n: fixed (SQL)
    return mark, version, tables


def is_busy(error: sqlite3.Error) -> bool:
    """Whether SQLite refused because another connection holds a lock (it may succeed in a moment)."""
    if isinstance(error, BeingMade):
        return True
    code = getattr(error, "sqlite_errorcode", None)
    return code in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED) or "database is locked" in str(error)  # i18n: fixed


@contextlib.contextmanager
def transaction(db: sqlite3.Connection) -> Iterator[None]:
    """One ``BEGIN IMMEDIATE`` transaction: it takes the write lock at once (queueing behind another copy's
    for up to the busy timeout), so two copies never interleave a read and a write."""
    db.execute("BEGIN IMMEDIATE")  # i18n: fixed (SQL)
    try:
        yield
    except BaseException:
        db.execute("ROLLBACK")  # i18n: fixed (SQL)
        raise
    db.execute("COMMIT")  # i18n: fixed (SQL)
