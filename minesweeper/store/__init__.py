"""Everything the game keeps on disk, and nothing else: settings, the saved game, and the results database.

Settings (``settings.json``) and the game in progress (``resume.json``) are small JSON files with a
``version``, written atomically; finished games go to a SQLite database (``results.sqlite3``), and a
version 1 ``records.json`` from an older version is imported into it once and kept as
``records.json.imported``. The store holds no game rules: the session decides what to save and when.
Nothing here ever raises at the player: a file that cannot be read is moved aside as
``NAME.corrupt-<time>`` and defaults are used, a file from a newer version is left untouched, a folder
where nothing can be written is reported once, and every such event is one line in ``notices``.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from minesweeper.core.errors import MinesweeperError
from minesweeper.core.summary import SavedSummary, summarise
from minesweeper.settings import Settings
from minesweeper.store.files import (
    Unreadable,
    atomic_write,
    folder_problem,
    json_bytes,
    parse_json,
    read_capped,
    set_aside,
    sweep_orphans,
)
from minesweeper.store.lock import OwnerLock
from minesweeper.store.paths import ENV_VAR, Paths, resolve_paths

if TYPE_CHECKING:
    from minesweeper.core.record import FinishedGame, Resume
    from minesweeper.core.stats import Stats
    from minesweeper.store.results import ResultsDatabase

__all__ = ["ENV_VAR", "VERSION", "Paths", "Store", "resolve_paths"]

VERSION = 2  # what settings and saved games are written as; version 1 files still load
FILE_NAMES = ("settings.json", "records.json", "resume.json")


class Store:
    """Loads and saves, collecting notices instead of raising."""

    def __init__(self, data_dir: Path | None = None) -> None:
        self.paths = resolve_paths(data_dir)
        self.notices: list[str] = []
        self._said: set[str] = set()
        self._checked: set[Path] = set()
        self._hands_off: set[Path] = set()  # newer-version files, and bad ones that could not be moved
        self._folders: dict[Path, str | None] = {}  # folder -> why nothing can be written there
        self._owner = OwnerLock(self.paths.lock)
        self._results: ResultsDatabase | None = None

    def take_notices(self) -> list[str]:
        """Hand the pending notices to the front end once; each is one line naming the file."""
        notices, self.notices = self.notices, []
        return notices

    def close(self) -> None:
        self.release_resume()
        if self._results is not None:
            self._results.close()

    # ----------------------------------------------------------------- settings

    def load_settings(self) -> Settings:
        path = self.paths.settings
        data = self._read(path, "using default settings")
        if data is None:
            return Settings()
        try:
            settings, fixes = Settings.from_dict(data)
        except MinesweeperError as error:
            self._set_aside(path, f"is not valid ({error})", "using default settings")
            return Settings()
        for fix in fixes:
            self._notice(f"{path}: {fix}")
        return settings

    def save_settings(self, settings: Settings) -> bool:
        return self._write(self.paths.settings, settings.to_dict())

    # ----------------------------------------------------------------- the game in progress

    def peek_resume(self) -> SavedSummary | None:
        """The saved game named (its board, time played) from its file, without rebuilding it; None when
        there is none, or it has ended and waits to be counted."""
        data = self._read(self.paths.resume, "starting a new game")
        return None if data is None or data.get("finished") is True else summarise(data)

    def has_resume(self) -> bool:
        """Whether a game is saved, without rebuilding it (a file that is not even JSON is set aside here)."""
        return self._read(self.paths.resume, "starting a new game") is not None

    def load_resume(self) -> Resume | None:
        from minesweeper.core.record import Resume

        path = self.paths.resume
        data = self._read(path, "starting a new game")
        if data is None:
            return None
        try:
            return Resume.from_dict(data)
        except MinesweeperError as error:
            self._set_aside(path, f"is not a game that can be resumed ({error})", "starting a new game")
            return None

    def set_resume_aside(self, problem: str) -> None:
        """A save that reads but cannot be played on (its moves do not apply, say): keep it for inspection."""
        self._set_aside(self.paths.resume, problem, "starting a new game")

    def save_resume(self, resume: Resume) -> bool:
        return self._write(self.paths.resume, resume.to_dict())

    def remove_resume(self) -> bool:
        path = self.paths.resume
        if not self._may_change(path):
            return False
        try:
            path.unlink(missing_ok=True)
        except OSError as error:
            self._notice(f"could not remove the saved game {path}: {error.strerror or error}")
            return False
        return True

    def own_resume(self) -> bool:
        """Take ownership of the saved game for this copy of the game; False when another copy has it."""
        return self._owner.acquire()

    def release_resume(self) -> None:
        self._owner.release()

    @property
    def owns_resume(self) -> bool:
        return self._owner.held

    # ----------------------------------------------------------------- results

    @property
    def results(self) -> ResultsDatabase:
        """The database, opened on first use, after importing an old records file into it once."""
        if self._results is None:
            from minesweeper.store.results import ResultsDatabase  # sqlite3 is loaded when results are needed

            self._results = ResultsDatabase(self.paths.results, self._notice)
            if self._folder_usable(self.paths.results.parent):
                self._import_records()
        return self._results

    @property
    def results_writable(self) -> bool:
        """False once it is known that no result can be kept at all (and the player was told why)."""
        return self._folders.get(self.paths.results.parent) is None and not (
            self._results is not None and self._results.unusable)

    def record_result(self, game: FinishedGame) -> bool:
        if not self._folder_usable(self.paths.results.parent):
            return False
        return self.results.record(game)

    def load_records(self) -> Stats:
        from minesweeper.core.stats import Stats

        return self.results.stats() if self._folder_usable(self.paths.results.parent) else Stats()

    def rank(self, game_id: str) -> int | None:
        return self.results.rank(game_id) if self._folder_usable(self.paths.results.parent) else None

    def reset_records(self) -> bool:
        return self._folder_usable(self.paths.results.parent) and self.results.reset()

    def _import_records(self) -> None:
        path = self.paths.records
        data = self._read(path, "its results are not imported")
        if data is None:
            return
        from minesweeper.core.stats import Stats

        if data["version"] != 1 or not isinstance(data.get("difficulties"), dict):
            self._set_aside(path, "is not a version 1 records file with difficulties", "nothing imported")
            return
        try:
            stats = Stats.from_dict(data["difficulties"])
        except MinesweeperError as error:
            self._set_aside(path, f"is not valid ({error})", "nothing imported")
            return
        assert self._results is not None
        if not self._results.import_legacy(stats):
            return
        target = path.with_name(path.name + ".imported")
        try:
            if target.exists() or target.is_symlink():
                target = set_aside(path, "imported")
            else:
                path.rename(target)
        except OSError as error:
            self._hands_off.add(path)
            self._notice(f"imported {path} but could not rename it ({error.strerror or error})")
            return
        self._notice(f"Imported the statistics of {path} into {self.paths.results}; the old file is {target}")

    # ----------------------------------------------------------------- reading and writing safely

    def _notice(self, text: str) -> None:
        """Say each thing once per session: a full disk must not repeat itself after every move."""
        if text not in self._said:
            self._said.add(text)
            self.notices.append(text)

    def _folder_usable(self, folder: Path) -> bool:
        """Whether files can be written in ``folder``; the first look sweeps up orphaned temporary files
        and reports a folder where nothing will be saved, once."""
        if folder not in self._folders:
            problem = self._folders[folder] = folder_problem(folder)
            if problem is not None:
                self._notice(f"Nothing will be saved in {folder}: {problem}")
            else:
                sweep_orphans(folder, FILE_NAMES)
        return self._folders[folder] is None

    def _read(self, path: Path, fallback: str) -> dict[str, Any] | None:
        """The file's JSON object if it is ours and current; None (after any notice) otherwise."""
        self._checked.add(path)
        folder = path.parent
        if folder.is_dir() and not os.access(folder, os.R_OK | os.X_OK):
            self._folders[folder] = "permission denied"
            self._notice(f"Nothing will be saved in {folder}: permission denied")
            return None
        try:
            data = parse_json(read_capped(path))
        except (FileNotFoundError, NotADirectoryError):
            return None
        except Unreadable as problem:
            self._set_aside(path, str(problem), fallback)
            return None
        if data["version"] > VERSION:
            self._hands_off.add(path)
            self._notice(f"{path} was made by a newer version of Minesweeper; it will not be changed")
            return None
        return data

    def _set_aside(self, path: Path, problem: str, fallback: str) -> None:
        """Keep a bad file for the player to inspect, renamed so the next save does not overwrite it."""
        try:
            target = set_aside(path)
        except OSError as error:
            self._hands_off.add(path)
            self._notice(f"{path} {problem}; it could not be moved aside ({error.strerror or error}) "
                         f"so it is left as it is; {fallback}")
        else:
            self._notice(f"{path} {problem}; moved it to {target}; {fallback}")

    def _may_change(self, path: Path) -> bool:
        """Look at a file before the first change this session, so a bad or newer one is never lost."""
        if path not in self._checked:
            if path == self.paths.resume:
                self.load_resume()
            else:
                self.load_settings()
        if path in self._hands_off:
            self._notice(f"{path} was not changed: it is kept as it is (see the notice above)")
            return False
        return True

    def _write(self, path: Path, payload: dict[str, Any]) -> bool:
        if not self._folder_usable(path.parent) or not self._may_change(path):
            return False
        try:
            atomic_write(path, json_bytes(VERSION, payload))
        except OSError as error:
            self._notice(f"could not save {path}: {error.strerror or error}")
            return False
        return True
