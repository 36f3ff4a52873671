"""Everything the game keeps on disk, and nothing else: settings, the saved game, the results database and the
files the player exports and imports.

Settings (``settings.json``) and the game in progress (``resume.json``) are small JSON files with a
``version``, written atomically; between full saves each move of the game in progress is one line appended
to its journal (``resume.journal``, see ``journal``), so a move costs the same late in a long game.
Finished games go to a SQLite database (``results.sqlite3``), and a version 1 ``records.json`` from an
older version is imported into it once and kept as ``records.json.imported``; a result the database refuses
(a full disk, another copy holding its lock) waits in the ``pending`` folder until it is recorded (``pending``).
The store holds no game rules: the session decides what to save and when. Nothing here ever raises at the
player: a file that cannot be read is moved aside as ``NAME.corrupt-<time>`` and defaults are used, a file
from a newer version is left untouched, a folder where nothing can be written is reported once, and every
such event is one line in ``notices``.
"""

from __future__ import annotations

from minesweeper.store.files import Unreadable, about, read_capped, write_new
from minesweeper.store.guard import VERSION
from minesweeper.store.library import LibraryRoom
from minesweeper.store.paths import ENV_VAR, Paths, resolve_paths
from minesweeper.store.saved_game import SavedGameRoom

# The front ends import this package only, never its modules: what they need from those is named here.
__all__ = [  # i18n: fixed (the package's names)
    "ENV_VAR",
    "VERSION",
    "Paths",
    "Store",
    "Unreadable",
    "about",
    "read_capped",
    "resolve_paths",
    "write_new",
]


class Store(SavedGameRoom, LibraryRoom):
    """The store's facade: its rooms by subject, the saved game (``saved_game``), finished games (``kept_results``)
    and what the player looks back at (``library``), over one state (``base``)."""

    def close(self) -> None:
        self.release_resume()
        if self._results is not None:
            self._results.close()
