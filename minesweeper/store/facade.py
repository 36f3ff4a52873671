"""The store itself: one object over the game's folders, its rooms by subject (see the package's docstring)."""

from __future__ import annotations

from minesweeper.store.library import LibraryRoom
from minesweeper.store.saved_game import SavedGameRoom


class Store(SavedGameRoom, LibraryRoom):
    """The store's facade: its rooms by subject, the saved game (``saved_game``), finished games (``kept_results``)
    and what the player looks back at (``library``), over one state (``base``)."""

    def close(self) -> None:
        self.release_resume()
        if self._results is not None:
            self._results.close()
