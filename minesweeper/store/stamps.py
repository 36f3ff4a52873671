"""The stamp on each row of the games table that the rules found sound, so a long history is checked once, not at
every read (``rows``: what a stamp stands for, and how the rules take it).

The game stamps a row when it records it, and when it opens a file in which a row has none (a file from before stamps,
or a row another program added or changed): each such row is checked in full then, and stamped if it is sound. The
file itself clears a stamp whenever any program changes the row, and one another program writes on a row it adds (its
triggers, ``schema.TRIGGERS``). So a stamp stands only on a connection to a file whose triggers are exactly those
(``trust``); a file whose triggers were changed or dropped has every stamp cleared and its triggers made again when the
game next opens it to write (``keep``). What no trigger sees, a file's bytes changed without SQLite or a stamp written
by hand on a row without one, is believed as the stamp says; a game is still read back in full, move by move, before it
is replayed or exported.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from contextlib import AbstractContextManager, suppress

from minesweeper.store.rows import STAMP, UNSTAMPED_SOUND, add_checks
from minesweeper.store.schema import TRIGGERS


def _stamping(which: str) -> str:
    return f"UPDATE games SET checked = stamp_standing() WHERE {which} AND {UNSTAMPED_SOUND}"


def trust(db: sqlite3.Connection) -> bool:
    """Let the stamps stand on this connection when the file's triggers are the game's, and no other; whether they
    do (until then none stands: ``rows.add_checks``)."""
    found = sorted(sql for (sql,) in db.execute("SELECT sql FROM sqlite_master WHERE type = 'trigger'"))
    stand = found == sorted(TRIGGERS)
    add_checks(db, stamps_stand=stand)
    return stand


def keep(db: sqlite3.Connection, transaction: Callable[[sqlite3.Connection], AbstractContextManager[None]]) -> None:
    """On the connection that writes the file, once it is up to date: its triggers made the game's again if another
    program changed them, and every stamp cleared if the file's stamps are not this version's (``meta``'s ``stamp``),
    or its triggers were not the game's (none can be vouched for then); then every row without a stamp checked and
    stamped if sound. A file that takes no write now (another copy holds it, the disk is full) is stamped another
    time. ``transaction``: how the file takes a change whole (``database.transaction``)."""
    triggers_ours = trust(db)
    if not triggers_ours or db.execute("SELECT value FROM meta WHERE key = 'stamp'").fetchone() != (str(STAMP),):
        with transaction(db):
            if not triggers_ours:
                for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'trigger'").fetchall():
                    db.execute(f"DROP TRIGGER {_identifier(name)}")
                for statement in TRIGGERS:
                    db.execute(statement)
            # Stamps another version wrote (other rules or readers, or none at all) are cleared, so they are made again.
            db.execute("UPDATE games SET checked = NULL WHERE checked IS NOT NULL")
            db.execute("INSERT OR REPLACE INTO meta VALUES ('stamp', ?)", (str(STAMP),))
        trust(db)
    found = db.execute(f"SELECT id FROM games WHERE {UNSTAMPED_SOUND}").fetchall()  # read first: most files have none
    if found:  # checked again as they are stamped: another copy may have changed one meanwhile
        with suppress(sqlite3.OperationalError), transaction(db):
            db.executemany(_stamping("id = ?"), found)


def stamp(db: sqlite3.Connection, which: str, arguments: tuple[object, ...]) -> None:
    """Stamp the rows ``which`` picks (SQL, with its ``arguments``) that are sound, in the transaction that has just
    written them: recorded, or changed by the game itself."""
    db.execute(_stamping(which), arguments)


def _identifier(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'
