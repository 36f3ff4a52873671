"""The finished games from the text mode: ``--history`` lists them, ``--export`` writes one as our JSON
replay or as EVF, and ``--replay`` prints a JSON replay move by move.

Each prints a documented format on standard output and raises ``BatchFailure`` with a line for the player
when it cannot do its work. An export never overwrites a file (``-o -`` writes to standard output
instead). A replay file comes from anyone: it is read capped, as a regular file only, and ``read_replay``
checks every field and plays every move through the rules before anything is printed. A game played
without a mouse (the text mode, the keyboard) is exported to EVF with the hand its moves stand for.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from minesweeper.core.errors import MinesweeperError
from minesweeper.core.formats.export import export_file
from minesweeper.store import Unreadable, read_capped
from minesweeper.text.batch import BatchFailure
from minesweeper.text.board import history_line, move_line, plain_board, replay_header

if TYPE_CHECKING:
    from minesweeper.store import Store

PAGE = 500  # history rows read at a time


def print_history(store: Store, out: TextIO) -> None:
    """Every finished game, newest first: ``id date difficulty result time``."""
    offset = 0
    while True:
        page = store.history(limit=PAGE, offset=offset)
        for entry in page:
            print(history_line(entry), file=out)
        if len(page) < PAGE:
            break
        offset += PAGE
    if not offset and not page:
        print("No finished games yet.", file=sys.stderr)


def export(store: Store, row_id: int, file_format: str, output: str) -> None:
    """Write the finished game ``row_id`` as ``file_format`` (json or evf) to ``output`` (``-``: stdout)."""
    game = store.stored_game(row_id)
    if game is None:
        raise BatchFailure(f"there is no game {row_id} to export: --history lists the games (a result "
                           "imported from an older version has no board or moves to export)")
    try:
        _, data = export_file(game, file_format, left_click_chords=store.load_settings().left_click_chord)
    except MinesweeperError as error:
        raise BatchFailure(f"game {row_id} cannot be written as EVF: {error}") from None
    if output == "-":
        sys.stdout.buffer.write(data)
        sys.stdout.flush()
        return
    _write_new(Path(output), data)


def _write_new(path: Path, data: bytes) -> None:
    """Write a file that must not exist yet; a half-written file is removed."""
    try:
        with path.open("xb") as file:
            try:
                file.write(data)
            except BaseException:
                path.unlink(missing_ok=True)
                raise
    except FileExistsError:
        raise BatchFailure(f"{path} already exists: an export never overwrites a file, give a new name") from None
    except OSError as error:
        raise BatchFailure(f"cannot write {path}: {error.strerror or error}") from None


def print_replay(path: Path, out: TextIO) -> None:
    """A JSON replay as a header line and the starting board, then each move as a line and its board."""
    from minesweeper.core.formats.replay_file import MAX_REPLAY_BYTES, read_replay

    try:
        game = read_replay(read_capped(path, MAX_REPLAY_BYTES))
    except (FileNotFoundError, NotADirectoryError):
        raise BatchFailure(f"cannot read {path}: there is no such file") from None
    except Unreadable as problem:
        raise BatchFailure(f"{path} {problem}") from None
    except MinesweeperError as error:
        raise BatchFailure(f"{path}: {error}") from None
    board = game.record.replay(0)
    print(replay_header(game), file=out)
    print(plain_board(board), file=out)
    for number, action in enumerate(game.record.actions, start=1):
        board.apply(action)
        print(move_line(number, action, board.elapsed_ms(action.t)), file=out)
        print(plain_board(board), file=out)
