"""The puzzle library: boards the player drew (or imported), each named, kept in the results database so
that its best time is a query over the games played on it.
"""

from __future__ import annotations

import sqlite3
from typing import Any

from minesweeper.core.errors import MinesweeperError
from minesweeper.core.language.translate import N_, _
from minesweeper.core.layout import Layout, format_cells, parse_cells
from minesweeper.core.puzzles.puzzle import MAX_NAME, Puzzle
from minesweeper.store.database import Database
from minesweeper.store.results import RANKED_SQL
from minesweeper.store.rows import SOUND_SQL

# A game's puzzle's name, read with the game (NULL once the puzzle is deleted, or if its name is not text).
NAME_SQL = (  # i18n: fixed (SQL)
    f"(SELECT substr(name, 1, {MAX_NAME}) FROM puzzles WHERE id = games.puzzle_id AND typeof(name) = 'text')"
)


def kept_name(name: str) -> str:
    """The name as the library keeps it: trimmed, cut to ``MAX_NAME``, "Untitled" (in the player's language, as the
    player would have typed it) when nothing is left."""
    # Translators: the name of a puzzle the player drew and saved without naming it.
    return name.strip()[:MAX_NAME] or _("Untitled")


def save(db: Database, puzzle: Puzzle, when: str) -> int | None:
    """Add the puzzle, or replace the one with its id; its id, or None (with a notice) if it could not be kept."""
    name = kept_name(puzzle.name)

    def keep(connection: sqlite3.Connection) -> int | None:
        if puzzle.puzzle_id is None:
            cursor = connection.execute(
                "INSERT INTO puzzles (name, layout, opened, created, updated) VALUES (?, ?, ?, ?, ?)",
                (name, str(puzzle.layout), format_cells(puzzle.opened), when, when),
            )
            return cursor.lastrowid
        connection.execute(
            "UPDATE puzzles SET name = ?, layout = ?, opened = ?, updated = ? WHERE id = ?",
            (name, str(puzzle.layout), format_cells(puzzle.opened), when, puzzle.puzzle_id),
        )
        return puzzle.puzzle_id

    return db.guarded(N_("could not save the puzzle in {file}: {why}"), keep, None, write=True)


def free_name(db: Database, name: str) -> str:
    """``name`` if no puzzle in the library has it, else ``name (2)``, ``name (3)``... the first one free (cut to
    ``MAX_NAME``), so that an import of a file whose name the library holds is told apart from it in the list."""
    name = kept_name(name)
    taken: set[object] = db.guarded(
        N_("could not read the puzzles from {file}: {why}"),
        lambda connection: {row[0] for row in connection.execute("SELECT name FROM puzzles")},
        set(),
    )
    candidate, number = name, 1
    while candidate in taken:
        number += 1
        suffix = f" ({number})"
        candidate = name[: MAX_NAME - len(suffix)].rstrip() + suffix
    return candidate


def name_of(db: Database, puzzle_id: int) -> str | None:
    """The name of the puzzle ``puzzle_id``, or None when the library no longer has it (or cannot be read)."""
    row: tuple[object] | None = db.guarded(
        N_("could not read the puzzles from {file}: {why}"),
        lambda connection: connection.execute("SELECT name FROM puzzles WHERE id = ?", (puzzle_id,)).fetchone(),
        None,
    )
    return row[0][:MAX_NAME] if row is not None and isinstance(row[0], str) else None


def listed(db: Database) -> list[Puzzle]:
    """Every puzzle, newest first, each with the player's best time on it."""
    rows: list[tuple[Any, ...]] = db.guarded(
        N_("could not read the puzzles from {file}: {why}"),
        lambda connection: connection.execute(
            "SELECT p.id, p.name, p.layout, p.opened, (SELECT min(ms) FROM games WHERE puzzle_id = p.id "
            f"AND {RANKED_SQL} AND {SOUND_SQL}) FROM puzzles p ORDER BY p.id DESC"  # a damaged game sets no best
        ).fetchall(),
        [],
    )
    puzzles = []
    for puzzle_id, name, layout, opened, best in rows:
        try:
            board = Layout.parse(layout)
            puzzles.append(Puzzle(name, board, parse_cells(opened, board.width, board.height), puzzle_id, best))
        except (MinesweeperError, ValueError) as error:
            unread = _("puzzle {number} ({name}) in {file} cannot be read: {problem}")
            db.notice(unread.format(number=puzzle_id, name=repr(name[:20]), file=db.path, problem=error))
    return puzzles


def delete(db: Database, puzzle_id: int) -> bool:
    def remove(connection: sqlite3.Connection) -> bool:
        connection.execute("DELETE FROM puzzles WHERE id = ?", (puzzle_id,))
        return True

    return db.guarded(N_("could not delete the puzzle from {file}: {why}"), remove, False, write=True)
