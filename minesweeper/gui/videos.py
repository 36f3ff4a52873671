"""Opening another player's video in the window, however it was chosen: from the Open a video list, from History's
import list, or dropped on the window.

The file is a stranger's. It is read as a regular file of at most ``MAX_VIDEO_BYTES`` (never a pipe or a device, so
nothing can hang on it), read by the core's readers (``read_video``: every field checked, every count capped), and
whatever is wrong is one sentence that names the file. A video read whole is kept in the history as imported
(``Store.keep_imported``: once, however often it is opened, since its id is the file's digest; counted in no
statistic), and the review worked out for it when it was first watched is handed back with it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from minesweeper.core.record import FinishedGame
    from minesweeper.core.solver.review import Review
    from minesweeper.store import Store

VIDEO_SUFFIXES: Final = (".avf", ".rmv", ".mvf", ".evf")  # the suffixes the Open a video list shows
NOT_KEPT: Final = "it is not kept in History"


@dataclass(frozen=True)
class OpenedVideo:
    """A video read whole: its game (``game.source`` names the player, the program and the date), the review kept
    with it if it was watched before, and, when it could not be kept in History, why not ("" when it was)."""

    game: FinishedGame
    review: Review | None = None
    not_kept: str = ""


def is_video(path: Path) -> bool:
    """Whether a file's name says it is a video the game reads (``VIDEO_SUFFIXES``, in any case)."""
    return path.suffix.lower() in VIDEO_SUFFIXES


def open_video(store: Store | None, path: Path) -> OpenedVideo | str:
    """The video in ``path``, kept in the history as imported (when there is a data folder to keep it in); or the one
    sentence that says why it cannot be opened."""
    from minesweeper.core.errors import MinesweeperError
    from minesweeper.core.formats.video import MAX_VIDEO_BYTES, read_video
    from minesweeper.store import Unreadable, read_capped

    name = path.name or str(path)
    try:
        data = read_capped(path, MAX_VIDEO_BYTES)
    except (FileNotFoundError, NotADirectoryError):
        return f"{name} cannot be opened: there is no such file"
    except Unreadable as problem:
        return f"{name} cannot be opened: it {problem}"
    except OSError as error:
        return f"{name} cannot be opened: {error.strerror or error}"
    try:
        game = read_video(data, path.name).game
    except MinesweeperError as error:
        return f"{name} cannot be opened: {error}"
    if store is None:
        return OpenedVideo(game, not_kept=f"{NOT_KEPT}: this game runs without a data folder")
    row = store.keep_imported(game)
    if row is None:
        notices = store.take_notices()
        why = store.results_busy or (notices[-1] if notices else "the results database did not take it")
        return OpenedVideo(game, not_kept=f"{NOT_KEPT}: {why}")
    return OpenedVideo(game, store.review_of(row))
