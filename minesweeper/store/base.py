"""The store's own state, its notices and the settings: what every room of the store (``saved_game``,
``kept_results``, ``library``) builds on.

Nothing here ever raises at the player: a file that cannot be read is moved aside and defaults are used, and every
such event is one line in ``notices`` (the guard's).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from minesweeper.core.errors import MinesweeperError
from minesweeper.core.language.translate import _
from minesweeper.settings import Settings
from minesweeper.store.guard import FileGuard
from minesweeper.store.lock import OwnerLock
from minesweeper.store.paths import resolve_paths

if TYPE_CHECKING:
    from minesweeper.store.journal import Journal
    from minesweeper.store.pending import Seen
    from minesweeper.store.results import ResultsDatabase


def _default_settings() -> str:
    # Translators: what the game does instead of reading a damaged settings file, after its notice.
    return _("using default settings")


def not_valid(error: Exception) -> str:
    """What is wrong with one of our files whose fields the core refused: "is not valid (…)", after its name."""
    # Translators: said of a file, after its name (see "{file} {problem}"); the reason in brackets.
    return _("is not valid ({problem})").format(problem=error)


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
        data = self.guard.read(path, _default_settings())
        if data is None:
            return Settings()
        try:
            settings, fixes = Settings.from_dict(data)
        except MinesweeperError as error:
            self.guard.set_aside(path, not_valid(error), _default_settings())
            return Settings()
        for fix in fixes:
            # Translators: a file's name, then a sentence about something in it that was put right.
            self.guard.notice(_("{file}: {fix}").format(file=path, fix=fix))
        return settings

    def save_settings(self, settings: Settings) -> bool:
        return self.guard.write(self.paths.settings, settings.to_dict(), self.load_settings)
