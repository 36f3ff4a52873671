"""The store's room for what the player looks back at and carries in and out: the history of finished games and their
reviews, the puzzle library, and the exchange folder of exported and imported files.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from minesweeper.store.kept_results import ResultsRoom

if TYPE_CHECKING:
    from collections.abc import Callable

    from minesweeper.core.puzzles.puzzle import Puzzle
    from minesweeper.core.record import FinishedGame, HistoryEntry
    from minesweeper.core.solver.review import Review


class LibraryRoom(ResultsRoom):
    """The history, the reviews kept with it, the puzzles, and the exchange folder."""

    def history(self, *, difficulty: str | None = None, limit: int = 200, offset: int = 0) -> list[HistoryEntry]:
        """Finished games newest first: all, one difficulty's (``"expert"``, ``"30x16n99"``) or every custom
        board's (``"custom"``)."""
        from minesweeper.store import history

        return history.entries(self.results, difficulty=difficulty, limit=limit, offset=offset)

    def list_history(self, take: Callable[[HistoryEntry], None]) -> None:
        """Every finished game newest first, handed to ``take`` one by one as they are read (``--history``: in one
        pass, however long the history)."""
        from minesweeper.store import history

        history.listing(self.results, take)

    def stored_game(self, row_id: int) -> FinishedGame | None:
        from minesweeper.store import history

        return history.stored_game(self.results, row_id)

    def keep_imported(self, game: FinishedGame) -> int | None:
        """Keep another player's game (a video opened in the window: ``game.source`` says what its file said) in the
        history as imported, counted nowhere, once however often it is opened (its id is the file's digest); its row
        (as ``--history`` numbers it: its kept review is found by it), or None when it could not be kept (a notice
        says why, but while another copy holds the database: ``results_busy`` says that)."""
        if game.source is None:
            raise ValueError(
                "only another player's game, with its video's facts, is kept as imported"
            )  # i18n: fixed (a caller's mistake, never a player's)
        if self.record_new(game) is None:
            return None
        return self.results.row_of(game.game_id)

    def keep_review(self, game_id: str, review: Review) -> bool:
        """Keep a finished game's review with it (worked out once, off the window's thread); False when it could not
        be written (it is worked out again when next shown)."""
        from minesweeper.store import history

        if not self.guard.folder_usable(self.paths.results.parent):
            return False
        return history.keep_review(self.results, game_id, review)

    def review_of(self, row_id: int) -> Review | None:
        """The kept review of game ``row_id`` (from ``history``), or None when it has none yet (older games, or one
        whose kept review is damaged): the caller works it out and keeps it."""
        from minesweeper.store import history

        return history.review_of(self.results, row_id)

    def cap_history(self, keep: int) -> int:
        from minesweeper.store import history

        return history.prune(self.results, keep) if self.guard.folder_usable(self.paths.results.parent) else 0

    def save_puzzle(self, puzzle: Puzzle, when: str) -> int | None:
        from minesweeper.store import puzzles

        return puzzles.save(self.results, puzzle, when) if self.guard.folder_usable(self.paths.results.parent) else None

    def free_puzzle_name(self, name: str) -> str:
        """``name``, numbered (``name (2)``...) when a puzzle in the library already has it."""
        from minesweeper.store import puzzles

        return puzzles.free_name(self.results, name)

    def puzzle_name(self, puzzle_id: int) -> str | None:
        """The name of a puzzle in the library, or None when it is no longer there."""
        from minesweeper.store import puzzles

        return puzzles.name_of(self.results, puzzle_id)

    def puzzles(self) -> list[Puzzle]:
        from minesweeper.store import puzzles

        return puzzles.listed(self.results)

    def delete_puzzle(self, puzzle_id: int) -> bool:
        from minesweeper.store import puzzles

        return puzzles.delete(self.results, puzzle_id)

    # ----------------------------------------------------------------- the exchange folder

    def export_file(self, name: str, data: bytes) -> Path | None:
        """Write an export (a replay, a board) as a new file in the exchange folder; its path, or None after
        a notice saying why not."""
        from minesweeper.store import exchange

        try:
            return exchange.export(self.paths.exchange, name, data)
        except exchange.ExchangeProblem as problem:
            self.guard.notice(str(problem))
            return None

    def importable(self, *suffixes: str) -> list[Path]:
        """Files in the exchange folder with one of ``suffixes`` (".json", ".mbf"), newest first."""
        from minesweeper.store import exchange

        return exchange.listed(self.paths.exchange, suffixes)

    def read_import(self, path: Path) -> bytes | None:
        """A file to import, read as untrusted (capped, regular files only), or None after a notice."""
        from minesweeper.store import exchange

        try:
            return exchange.read(path)
        except exchange.ExchangeProblem as problem:
            self.guard.notice(str(problem))
            return None
