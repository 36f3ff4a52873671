"""Finished games the results database has not taken yet (a full disk, another copy holding its lock), kept one
file per game in the ``pending`` folder beside the saved game until they are recorded.

A result must never be lost between the end of its game and its row in the database, whatever ends the program
in between. Each file is the game's JSON replay (so the player could even import it as one) with what the
database keeps beyond a replay (the library puzzle, the chord setting its hand was played with), written
atomically and fsynced, and named by the game's identity so a later game never overwrites it; recording it
twice counts it once, since the database keeps every identity unique. The files are read as untrusted: capped,
regular files only, at most ``MAX_PENDING`` a time, every field checked and the moves played through the rules.

The folder is the game's own, so it is never followed when it is a link (to another program's folder, say), and
only our results in it are ever removed: a file that is not one (a link, a damaged or a foreign file) is left
where it is and named in a notice, once a session, never fatal and never renamed.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import stat
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

from minesweeper.core.errors import MinesweeperError
from minesweeper.core.formats.replay_file import MAX_REPLAY_BYTES, replay_dict, replay_fields, replay_from_fields
from minesweeper.core.language.translate import _
from minesweeper.core.record import FinishedGame
from minesweeper.store.files import Unreadable, about, atomic_write, own_folder_problem, read_capped

MAX_PENDING = 1000  # files taken at a time: any more wait for the next retry
SUFFIX = ".json"
_SAFE_NAME = re.compile(r"[0-9A-Za-z_-]{1,64}")
_MAX_PUZZLE_ID = 2**62


def file_name(game_id: str) -> str:
    """The game's file: its identity when that is a safe file name (ours always are), else a digest of it."""
    stem = game_id if _SAFE_NAME.fullmatch(game_id) else hashlib.sha256(game_id.encode()).hexdigest()[:32]
    return stem + SUFFIX


def encode(game: FinishedGame) -> bytes:
    """A result as it is kept until the database takes it (here, or in the reserve): its JSON replay and what the
    database keeps beyond one. ``ValueError`` for a game with no mines laid (there is nothing to count)."""
    data = replay_dict(game)
    data["puzzle"], data["left_click_chords"] = game.puzzle_id, game.left_click_chords
    return (json.dumps(data, ensure_ascii=False) + "\n").encode("utf-8")


def decode(data: bytes) -> FinishedGame:
    """The result ``encode`` kept, read as untrusted: ``Unreadable`` or ``MinesweeperError`` say what is wrong."""
    fields = replay_fields(data)
    game = replay_from_fields(fields)
    puzzle, chords = fields.get("puzzle"), fields.get("left_click_chords")
    if puzzle is not None and (
        isinstance(puzzle, bool) or not isinstance(puzzle, int) or not 0 < puzzle <= _MAX_PUZZLE_ID
    ):
        # Translators: said of a result's file, after its name (see "{file} {problem}").
        raise Unreadable(_("names a puzzle that is not a whole number"))
    if chords is not None and not isinstance(chords, bool):
        # Translators: said of a result's file, after its name (see "{file} {problem}"); left_click_chords is its field.
        raise Unreadable(_("has a left_click_chords that is not true or false"))
    if game.play.daily:  # a result naming a daily proves its board: a forged one never takes a daily's place
        from minesweeper.core.daily.results import board_problem
        from minesweeper.core.daily.scheme import today

        problem = board_problem(game.play.daily, str(game.record.difficulty), game.record.layout, today())
        if problem is not None:
            raise Unreadable(problem)
    return replace(game, puzzle_id=puzzle, left_click_chords=chords)


def write(folder: Path, game: FinishedGame) -> Path:
    """Keep one result as its own file, whole and synced to disk before this returns; ``OSError`` if it could
    not be, ``ValueError`` for a game with no mines laid (there is nothing to count)."""
    data = encode(game)
    path = folder / file_name(game.game_id)
    folder.mkdir(parents=True, exist_ok=True)
    atomic_write(path, data)
    return path


Seen = dict[Path, tuple[int, int, int]]  # files found not to be results: what each was (inode, size, change time)


def folder_problem(folder: Path) -> str | None:
    """Why the pending folder may not be used (never followed when it is a link: its files are another program's),
    worded to follow its path in a notice; None when it may (or is not there yet)."""
    problem = own_folder_problem(folder)
    if problem is None:
        return None
    # Translators: said of the pending folder, after its name: what is wrong with it ({problem}), and what follows.
    return _("{problem}: it is left alone, and no result is kept there").format(problem=problem)


def names(folder: Path, not_results: Seen | None = None) -> list[Path]:
    """The pending files, oldest first, at most ``MAX_PENDING`` of them (an unreadable folder holds none), leaving
    out those found not to be results (``not_results``), unless they have changed since."""
    return [path for path, _info in _entries(folder, not_results or {})]


def read_all(folder: Path, notice: Callable[[str], None], not_results: Seen) -> Iterator[tuple[Path, FinishedGame]]:
    """Each pending result that reads back whole, oldest first. A file that is not one (a link, a damaged or a
    foreign file) is never moved: it is left where it is, named once and kept in ``not_results``, so it is not
    read again while it stays as it is."""
    for path, info in _entries(folder, not_results):
        if stat.S_ISLNK(info.st_mode):
            # Translators: said of a file, after its name (see "{file} {problem}").
            problem = _("is a link, not a result of Minesweeper's")
        else:
            try:
                game = read(path)
            except FileNotFoundError:
                continue  # another copy recorded it a moment ago
            except (Unreadable, MinesweeperError) as error:
                # Translators: said of a file, after its name (see "{file} {problem}"); the reason in brackets.
                problem = _("is not a result that can be counted ({problem})").format(problem=error)
            else:
                yield path, game
                continue
        not_results[path] = _identity(info)
        # Translators: a file that is not a result ("{file} {problem}"), and what the game does with it.
        notice(_("{damaged}; it is left where it is").format(damaged=about(path, problem)))


def _entries(folder: Path, not_results: Seen) -> list[tuple[Path, os.stat_result]]:
    """The ``.json`` files in ``folder`` as they are (a link is not followed), oldest first, at most
    ``MAX_PENDING``, without the ones known not to be results."""
    found = []
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                if not entry.name.endswith(SUFFIX) or entry.name.startswith("."):
                    continue
                try:
                    info = entry.stat(follow_symlinks=False)
                except OSError:
                    continue
                path = Path(entry.path)
                if not_results.get(path) != _identity(info):
                    found.append((path, info))
    except OSError:
        return []
    return sorted(found, key=lambda item: item[1].st_mtime)[:MAX_PENDING]


def _identity(info: os.stat_result) -> tuple[int, int, int]:
    return info.st_ino, info.st_size, info.st_mtime_ns


def read(path: Path) -> FinishedGame:
    """One pending file's result; ``Unreadable`` or ``MinesweeperError`` say what is wrong with it."""
    return decode(read_capped(path, MAX_REPLAY_BYTES, follow=False))


def remove(path: Path) -> None:
    """A result is in the database now: its file goes (quietly: one left behind is only ever counted once)."""
    with contextlib.suppress(OSError):
        path.unlink(missing_ok=True)
