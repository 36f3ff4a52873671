"""Opening another player's video in the window, however it was chosen: from the Open a video list, from History's
import list, or dropped on the window.

The file is a stranger's. It is read as a regular file of at most ``MAX_VIDEO_BYTES`` (never a pipe or a device, so
nothing can hang on it), read by the core's readers (``read_video``: every field checked, every count capped), and
whatever is wrong is one sentence that names the file. A big file is read on a worker thread (``quick``), so the
window never stops answering, however long the game it holds. A video read whole is kept in the history as imported
(``Store.keep_imported``: once, however often it is opened, since its id is the file's digest; counted in no
statistic), and the review worked out for it when it was first watched is handed back with it.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Final

from minesweeper.core.language.translate import _

if TYPE_CHECKING:
    from minesweeper.core.formats.video import Video
    from minesweeper.core.record import FinishedGame
    from minesweeper.core.replay import Replay
    from minesweeper.core.solver.review import Review
    from minesweeper.store import Store

VIDEO_SUFFIXES: Final = (".avf", ".rmv", ".mvf", ".evf")  # the suffixes the Open a video list shows
# A file this small is read at once, in well under half a second (real videos are a few tens of KB); a bigger one (a
# long game, up to ``MAX_VIDEO_BYTES``, can take many seconds) is read on a worker thread while the Open a video list
# says so and the window keeps answering.
QUICK_BYTES: Final = 256 * 1024


@dataclass(frozen=True)
class OpenedVideo:
    """A video read whole: its game (``game.source`` names the player, the program and the date), the review kept
    with it if it was watched before, and, when it could not be kept in History, why not ("" when it was); its
    ``replay`` if it is built already."""

    game: FinishedGame
    review: Review | None = None
    not_kept: str = ""
    replay: Replay | None = None  # its replay, when it was built with it (off the window's thread, for a big file)


def is_video(path: Path) -> bool:
    """Whether a file's name says it is a video the game reads (``VIDEO_SUFFIXES``, in any case)."""
    return path.suffix.lower() in VIDEO_SUFFIXES


def quick(path: Path) -> bool:
    """Whether a file is read at once: one small enough (``QUICK_BYTES``), and one that is refused without reading it
    (too big for a video, or whose size cannot be told)."""
    from minesweeper.core.formats.video import MAX_VIDEO_BYTES

    try:
        size = os.stat(path).st_size
    except (OSError, ValueError):
        return True
    return size <= QUICK_BYTES or size > MAX_VIDEO_BYTES


def read_file(path: Path) -> Video | str:
    """The video in ``path``, or the one sentence that says why it cannot be opened. It touches no store, so it may run
    on a worker thread (a long video takes seconds)."""
    from minesweeper.core.errors import MinesweeperError
    from minesweeper.core.formats.video import MAX_VIDEO_BYTES, read_video
    from minesweeper.store import Unreadable, read_capped

    name = path.name or str(path)
    try:
        data = read_capped(path, MAX_VIDEO_BYTES)
    except (FileNotFoundError, NotADirectoryError):
        return _("{file} cannot be opened: there is no such file").format(file=name)
    except Unreadable as problem:
        # Translators: {problem} is what is wrong with the file, the rest of a sentence whose subject is the file
        # ("is a folder, not a file"), here after "it".
        return _("{file} cannot be opened: it {problem}").format(file=name, problem=problem)
    except OSError as error:
        return cannot_open(name, error.strerror or error)
    try:
        return read_video(data, path.name)
    except MinesweeperError as error:
        return cannot_open(name, error)


def cannot_open(name: str, problem: object) -> str:
    """The sentence that says a file cannot be opened, and why (a reason of its own: the system's, the reader's)."""
    # Translators: {file} is a file's name; {problem} why it cannot be opened, a sentence or phrase of its own.
    return _("{file} cannot be opened: {problem}").format(file=name, problem=problem)


def prepare(path: Path) -> tuple[Video, Replay] | str:
    """``read_file``, and the video's replay built (a long game's hand takes seconds to lay out too): what a worker
    thread does for a big file. Why not, in one sentence, when it cannot be opened."""
    from minesweeper.core.errors import MinesweeperError
    from minesweeper.core.replay import Replay

    read = read_file(path)
    if isinstance(read, str):
        return read
    try:
        return read, Replay(read.game)
    except MinesweeperError as error:
        return cannot_replay(path.name, error)


def cannot_replay(name: str, problem: object) -> str:
    """The sentence that says a video read whole cannot be replayed after all, and why (the replay's reason)."""
    # Translators: {file} is a file's name; {problem} why its moves cannot be replayed, a sentence of its own.
    return _("{file} cannot be replayed: {problem}").format(file=name, problem=problem)


def keep(store: Store | None, video: Video, replay: Replay | None = None) -> OpenedVideo:
    """A video read whole, kept in the history as imported when there is a data folder to keep it in (on the window's
    thread, which owns the database), with the review kept with it if it was watched before (and its ``replay``, if
    built)."""
    game = video.game
    if store is None:
        alone = _("it is not kept in History: this game runs without a data folder")
        return OpenedVideo(game, not_kept=alone, replay=replay)
    row = store.keep_imported(game)
    if row is None:
        notices = store.take_notices()
        why = store.results_busy or (notices[-1] if notices else _("the results database did not take it"))
        # Translators: {why} is why the video could not be kept in History, a sentence or phrase of its own.
        return OpenedVideo(game, not_kept=_("it is not kept in History: {why}").format(why=why), replay=replay)
    return OpenedVideo(game, store.review_of(row), replay=replay)


def open_video(store: Store | None, path: Path) -> OpenedVideo | str:
    """The video in ``path`` read at once and kept (``read_file``, ``keep``); or why it cannot be opened."""
    read = read_file(path)
    return read if isinstance(read, str) else keep(store, read)
