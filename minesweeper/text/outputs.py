"""What the commands for scripts write out for a finished game, whether kept among the player's games (``batch``) or
read from another program's video (``videos``): its figures (``--scorecard``), its review (``--review``) and its
export (a new file, never over one, or standard output), and ``BatchFailure``, the one line a command that could not
do its work leaves with (exit code 1). One printer each, so a video prints exactly as a kept game does. Like all the
commands for scripts print, it is English in every language (docs/translations.md: the whole module is fixed).
"""

from __future__ import annotations

import errno
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from minesweeper.core.errors import MinesweeperError
from minesweeper.core.formats.export import export_file
from minesweeper.text.board import review_line

if TYPE_CHECKING:
    from minesweeper.core.record import FinishedGame
    from minesweeper.core.solver.review import Review


class BatchFailure(Exception):
    """A command that could not do its work, with the line that says why (exit code 1)."""


def write_export(game: FinishedGame, file_format: str, output: str, *, left_click_chords: bool, what: str) -> None:
    """Write ``game`` (``what`` names it in a failure) as ``file_format`` (json or evf) to ``output``: a new file, never
    over one, or standard output for ``-``."""
    try:
        _, data = export_file(game, file_format, left_click_chords=left_click_chords)
    except (MinesweeperError, ValueError) as error:  # a writer refuses what its format cannot hold
        raise BatchFailure(f"{what} cannot be written as {file_format.upper()}: {error}") from None
    if output == "-":
        sys.stdout.buffer.write(data)
        sys.stdout.flush()
        return
    write_new_file(Path(output), data)


def print_judged(game: FinishedGame, out: TextIO, judged: Review | None = None) -> None:
    """``--review``'s lines: every move judged, one a line (``N TIME ACTION COL,ROW CLASS DETAIL...``), then the
    summary line; the review given, or worked out now (its progress on standard error)."""
    judged = judged or judge(game)
    started_ms = game.record.replay().started_ms or 0
    for move in judged.moves:
        print(review_line(move, started_ms), file=out)
    print(judged.summary.line(), file=out)


def judge(game: FinishedGame) -> Review:
    """The review of a game worked out now, its progress on standard error."""
    from minesweeper.session import review_game
    from minesweeper.text.solver import ReviewProgress

    with ReviewProgress(sys.stderr) as progress:
        return review_game(game, progress=progress)


def print_figures(game: FinishedGame, out: TextIO, *, left_click_chords: bool, what: str = "the video") -> None:
    """``--scorecard``'s lines: every figure of ``game``, one ``name value`` a line in ``SCORECARD_NAMES``' order."""
    from minesweeper.core.hand import hand_damage
    from minesweeper.core.metrics.scorecard import scorecard_lines

    lines = scorecard_lines(game, left_click_chords=left_click_chords)
    if not lines:
        raise BatchFailure(f"{what} has no board to score (it was imported from an older version)")
    damage = hand_damage(game.play.hand)
    if damage is not None:  # every figure but the mouse's path comes from the moves
        print(f"notice: {what}: {damage}, so its path is - (every other figure is from its moves)", file=sys.stderr)
    for name, value in lines:
        print(name, value, file=out)


def write_new_file(path: Path, data: bytes) -> None:
    """Write a file that must not exist yet (the store's ``write_new``: never over a file, never half written)."""
    from minesweeper.store import write_new

    try:
        write_new(path, data)
    except OSError as error:
        raise BatchFailure(_not_written(path, error)) from None


def _not_written(path: Path, error: OSError) -> str:
    """Why an export could not be written to ``path``, in words a player can act on: the name is taken (whether or not
    what holds it could be written: an export never overwrites), its folder is missing, or the folder refused."""
    if os.path.isdir(path):
        return f"{path} is a folder: give the name of a new file in it, such as {path / 'game-1.json'}"
    if isinstance(error, FileExistsError) or os.path.lexists(path):
        return f"{path} already exists: an export never overwrites a file, give a new name"
    if not os.path.isdir(path.parent):
        return f"cannot write {path}: there is no folder {path.parent}"
    if error.errno == errno.ENOENT:  # the folder is there, but takes no new file (/proc, say)
        return f"cannot write {path}: no new file can be made in {path.parent}"
    return f"cannot write {path}: {error.strerror or error}"
