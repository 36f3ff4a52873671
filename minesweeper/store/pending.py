"""Finished games the results database has not taken yet (a full disk, another copy holding its lock), kept one
file per game in the ``pending`` folder beside the saved game until they are recorded.

A result must never be lost between the end of its game and its row in the database, whatever ends the program
in between. Each file is the game's JSON replay (so the player could even import it as one) with what the
database keeps beyond a replay (the library puzzle, the chord setting its hand was played with), written
atomically and fsynced, and named by the game's identity so a later game never overwrites it; recording it
twice counts it once, since the database keeps every identity unique. The files are read as untrusted: capped,
regular files only, at most ``MAX_PENDING`` a time, every field checked and the moves played through the rules;
a damaged file is set aside as ``NAME.corrupt-<time>`` with a notice (so it is not read again), never fatal.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import re
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

from minesweeper.core.errors import MinesweeperError
from minesweeper.core.formats.replay_file import MAX_REPLAY_BYTES, replay_dict, replay_fields, replay_from_fields
from minesweeper.core.record import FinishedGame
from minesweeper.store.files import Unreadable, atomic_write, read_capped, set_aside

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
        raise Unreadable("names a puzzle that is not a whole number")
    if chords is not None and not isinstance(chords, bool):
        raise Unreadable("has a left_click_chords that is not true or false")
    return replace(game, puzzle_id=puzzle, left_click_chords=chords)


def write(folder: Path, game: FinishedGame) -> Path:
    """Keep one result as its own file, whole and synced to disk before this returns; ``OSError`` if it could
    not be, ``ValueError`` for a game with no mines laid (there is nothing to count)."""
    data = encode(game)
    path = folder / file_name(game.game_id)
    folder.mkdir(parents=True, exist_ok=True)
    atomic_write(path, data)
    return path


def names(folder: Path) -> list[Path]:
    """The pending files, oldest first, at most ``MAX_PENDING`` of them (an unreadable folder holds none)."""
    try:
        found = [entry for entry in folder.iterdir() if entry.name.endswith(SUFFIX) and not entry.name.startswith(".")]
    except OSError:
        return []

    def age(entry: Path) -> float:
        try:
            return entry.lstat().st_mtime
        except OSError:
            return 0.0

    return sorted(found, key=age)[:MAX_PENDING]


def read_all(folder: Path, notice: Callable[[str], None]) -> Iterator[tuple[Path, FinishedGame]]:
    """Each pending result that reads back whole, oldest first; a damaged file is set aside with a notice."""
    for path in names(folder):
        try:
            game = read(path)
        except FileNotFoundError:
            continue  # another copy recorded it a moment ago
        except (Unreadable, MinesweeperError) as problem:
            _set_aside(path, str(problem), notice)
            continue
        yield path, game


def read(path: Path) -> FinishedGame:
    """One pending file's result; ``Unreadable`` or ``MinesweeperError`` say what is wrong with it."""
    return decode(read_capped(path, MAX_REPLAY_BYTES))


def remove(path: Path) -> None:
    """A result is in the database now: its file goes (quietly: one left behind is only ever counted once)."""
    with contextlib.suppress(OSError):
        path.unlink(missing_ok=True)


def _set_aside(path: Path, problem: str, notice: Callable[[str], None]) -> None:
    try:
        target = set_aside(path)
    except OSError as error:
        notice(
            f"{path} is not a result that can be counted ({problem}), and it could not be moved aside "
            f"({error.strerror or error})"
        )
        return
    notice(f"{path} is not a result that can be counted ({problem}); moved it to {target}")
