"""Where the game keeps its files: one folder named by the player, or the platform's own folders.

``--data-dir DIR`` (or ``MINESWEEPER_DATA_DIR``) puts everything in one folder, for portable installs and
tests; otherwise settings go to the user's configuration folder, results to the data folder and the game
in progress to the state folder, as platformdirs names them (the XDG variables are honoured on Linux), and
exports to a ``Minesweeper`` folder in the player's documents, where they can find them.

What is the game's own: those folders are the player's (named by them or by the platform, and followed wherever a
link leads: a data folder kept on another disk is theirs to arrange), and so is the exchange folder, where the game
only ever adds new files. Inside the folders the game owns its own file names (``settings.json``, ``resume.json``,
``results.sqlite3``...) and one folder it makes for itself, ``pending``: that one is never followed when it is a
link (its files would be another program's), and nothing in it that is not one of our results is moved or removed.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import NamedTuple

ENV_VAR = "MINESWEEPER_DATA_DIR"


class Paths(NamedTuple):
    """The game's files and folders. A named tuple rather than a dataclass: it is made before the first window shows,
    where a dataclass's making would take a millisecond."""

    settings: Path
    records: Path  # version 1 statistics: only ever read, to import them
    resume: Path
    results: Path
    exchange: Path  # exports are written and imports looked for here

    @property
    def lock(self) -> Path:
        return self.resume.with_name("resume.lock")

    @property
    def finishing(self) -> Path:
        """The lock every copy takes to record a finished game: results are kept one copy at a time, in order."""
        return self.results.with_name("results.lock")

    @property
    def journal(self) -> Path:
        """The moves made since the saved game's last full save, one line each (see ``store.journal``)."""
        return self.resume.with_name("resume.journal")

    @property
    def reserve(self) -> Path:
        """Room kept for results on a full disk, real blocks written in place (see ``store.reserve``)."""
        return self.resume.with_name("reserve")

    @property
    def start_window(self) -> Path:
        """Where and how the window opened the menu, kept for the next start (see ``start_window``)."""
        return self.resume.with_name("start-window")

    @property
    def pending(self) -> Path:
        """Finished games the results database has not taken yet, one file each (see ``store.pending``)."""
        return self.resume.with_name("pending")


def resolve_paths(data_dir: Path | None = None) -> Paths:
    """One folder for everything if given (or named by ``MINESWEEPER_DATA_DIR``), else the platform's."""
    if data_dir is None and os.environ.get(ENV_VAR):
        data_dir = Path(os.environ[ENV_VAR])
    if data_dir is not None:
        folder = data_dir.expanduser()
        return Paths(
            folder / "settings.json",
            folder / "records.json",
            folder / "resume.json",
            folder / "results.sqlite3",
            folder / "exchange",
        )
    from platformdirs import PlatformDirs  # (only here: a start with a folder of its own does without it)

    dirs = PlatformDirs("minesweeper", appauthor=False)
    data = Path(dirs.user_data_dir)
    return Paths(
        Path(dirs.user_config_dir) / "settings.json",
        data / "records.json",
        Path(dirs.user_state_dir) / "resume.json",
        data / "results.sqlite3",
        Path(dirs.user_documents_dir) / "Minesweeper",  # i18n: fixed (a folder's name: the same in every language)
    )
