"""The store's own state, its notices and the settings: what every room of the store (``saved_game``,
``kept_results``, ``library``) builds on.

Nothing here ever raises at the player: a file that cannot be read is moved aside and defaults are used, and every
such event is one line in ``notices`` (the guard's).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from minesweeper.core.errors import MinesweeperError
from minesweeper.settings import Settings
from minesweeper.store.guard import FileGuard
from minesweeper.store.lock import OwnerLock
from minesweeper.store.paths import resolve_paths

if TYPE_CHECKING:
    from minesweeper.store.journal import Journal
    from minesweeper.store.pending import Seen
    from minesweeper.store.results import ResultsDatabase


class StoreBase:
    """Loads and saves, collecting notices instead of raising."""

    def __init__(self, data_dir: Path | None = None, *, patient: bool = False) -> None:
        """``patient``: a command that prints and exits may wait longer for another copy's hold on the results
        database than the window or a game in the terminal, which never freeze for it."""
        self.paths = resolve_paths(data_dir)
        self._patient = patient
        self.guard = FileGuard()
        self._owner = OwnerLock(self.paths.lock)
        self._journal: Journal | None = None  # the journal of this copy's last full save, while it may grow
        self._left_out: tuple[int, str] | None = None  # the journal's first line the last load left out, and why
        self._results: ResultsDatabase | None = None
        self._not_results: Seen = {}  # the files in pending found not to be results, left where they are

    @property
    def notices(self) -> list[str]:
        """The notices not handed over yet, each one line naming the file."""
        return self.guard.notices

    def take_notices(self) -> list[str]:
        """Hand the pending notices to the front end once."""
        notices, self.guard.notices = self.guard.notices, []
        return notices

    # ----------------------------------------------------------------- settings

    def load_settings(self) -> Settings:
        path = self.paths.settings
        data = self.guard.read(path, "using default settings")
        if data is None:
            return Settings()
        try:
            settings, fixes = Settings.from_dict(data)
        except MinesweeperError as error:
            self.guard.set_aside(path, f"is not valid ({error})", "using default settings")
            return Settings()
        for fix in fixes:
            self.guard.notice(f"{path}: {fix}")
        return settings

    def save_settings(self, settings: Settings) -> bool:
        return self.guard.write(self.paths.settings, settings.to_dict(), self.load_settings)
