"""The one module that touches the disk: settings, records (statistics) and the game in progress.

Each file is a JSON object with ``"version": 1``, written atomically (a temporary file in the same folder,
flushed and fsynced, then ``os.replace`` and an fsync of the folder), so a crash or ``kill -9`` at any
moment leaves either the old file or the new one, never half of each. Nothing here ever raises at the
player: a file that cannot be read is moved aside as ``NAME.corrupt-<timestamp>`` and defaults are used; a
file from a newer version is read as defaults and never overwritten; a save that fails is skipped. Each
such event adds a one-line notice to ``Store.notices`` for the front end to show. Files are only ever
parsed as JSON: never pickle, never eval. Imports platformdirs, the standard library, the core and the
pure settings module; never pygame.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from platformdirs import PlatformDirs

from minesweeper.core.game import Game, GameState
from minesweeper.core.record import RecordError, SavedGame, game_from_dict, game_to_dict
from minesweeper.core.stats import Stats, StatsError
from minesweeper.settings import Settings, SettingsError

VERSION = 1
ENV_VAR = "MINESWEEPER_DATA_DIR"


@dataclass(frozen=True, slots=True)
class Paths:
    settings: Path
    records: Path
    resume: Path


def resolve_paths(data_dir: Path | None = None) -> Paths:
    """One folder for all three files if given (or named by ``MINESWEEPER_DATA_DIR``), else the platform's."""
    if data_dir is None and os.environ.get(ENV_VAR):
        data_dir = Path(os.environ[ENV_VAR])
    if data_dir is not None:
        folder = data_dir.expanduser()
        return Paths(folder / "settings.json", folder / "records.json", folder / "resume.json")
    dirs = PlatformDirs("minesweeper", appauthor=False)
    return Paths(Path(dirs.user_config_dir) / "settings.json", Path(dirs.user_data_dir) / "records.json",
                 Path(dirs.user_state_dir) / "resume.json")


class Store:
    """Loads and saves the three files, collecting notices instead of raising."""

    def __init__(self, data_dir: Path | None = None) -> None:
        self.paths = resolve_paths(data_dir)
        self.notices: list[str] = []
        self._said: set[str] = set()
        self._checked: set[Path] = set()
        self._hands_off: set[Path] = set()  # newer-version files, and bad ones that could not be moved
        self._playing: Game | None = None  # the game whose moves this session writes to resume.json

    def take_notices(self) -> list[str]:
        """Hand the pending notices to the front end once; each is one line naming the file."""
        notices, self.notices = self.notices, []
        return notices

    # ----------------------------------------------------------------- the three files

    def load_settings(self) -> Settings:
        path = self.paths.settings
        data = self._read(path, "using default settings")
        if data is None:
            return Settings()
        try:
            settings, fixes = Settings.from_dict(data)
        except SettingsError as error:
            self._set_aside(path, f"is not valid ({error})", "using default settings")
            return Settings()
        for fix in fixes:
            self._notice(f"{path}: {fix}")
        return settings

    def save_settings(self, settings: Settings) -> None:
        self._write(self.paths.settings, settings.to_dict())

    def load_records(self) -> Stats:
        path = self.paths.records
        data = self._read(path, "starting with empty statistics")
        if data is None:
            return Stats()
        try:
            return Stats.from_dict(data.get("difficulties", {}))
        except StatsError as error:
            self._set_aside(path, f"is not valid ({error})", "starting with empty statistics")
            return Stats()

    def save_records(self, stats: Stats) -> None:
        self._write(self.paths.records, {"difficulties": stats.to_dict()})

    def load_resume(self, rng: random.Random) -> SavedGame | None:
        """The game in progress, or None; ``rng`` lays the mines if the saved game had none yet."""
        path = self.paths.resume
        data = self._read(path, "starting a new game")
        if data is None:
            return None
        try:
            saved = game_from_dict(data, rng)
        except RecordError as error:
            self._set_aside(path, f"is not a game that can be resumed ({error})", "starting a new game")
            return None
        if saved.game.is_over:
            self.clear_resume()
            return None
        self._playing = saved.game
        return saved

    def has_resume(self) -> bool:
        """Whether a game in progress is saved, without replaying it (a damaged one is set aside here)."""
        return self._read(self.paths.resume, "starting a new game") is not None

    def save_resume(self, game: Game, clock_ms: int) -> None:
        """Call after every action that changed the game, and at close; ``clock_ms`` is the game clock now.

        A finished game is never offered, so it clears the file. A game nobody has touched yet leaves the
        file alone: merely opening the program must not throw away the game saved last time.
        """
        self._take_over(game)
        if game.is_over:
            self.clear_resume()
        elif game.actions:
            self._write(self.paths.resume, game_to_dict(game, clock_ms))

    def _take_over(self, game: Game) -> None:
        """A new game's first move replaces the saved one; a started game given up so counts as lost.

        Windows 7 counts an abandoned game as a loss, so starting over cannot dodge one; a game with only
        flags placed was never started and is just replaced. Continuing the saved game is not a take-over.
        """
        if game is self._playing or not (game.actions or game.is_over):
            return
        saved = self.load_resume(random.Random(0))
        self._playing = game
        if saved is None or saved.game.state is not GameState.PLAYING:
            return
        given_up = saved.game
        stats = self.load_records()
        stats.record_result(given_up.difficulty.key, False, given_up.elapsed_ms(saved.clock_ms),
                            datetime.now().isoformat(timespec="seconds"))
        self.save_records(stats)
        self._notice(f"The unfinished {given_up.difficulty.label} game was replaced and counted as lost")

    def clear_resume(self) -> None:
        path = self.paths.resume
        if not self._may_change(path):
            return
        try:
            path.unlink(missing_ok=True)
        except OSError as error:
            self._notice(f"could not remove the finished game {path}: {error.strerror or error}")

    def finish_game(self, game: Game, date: str) -> int | None:
        """Count a finished game, save the records, then drop the resume file; return its top-ten rank.

        The records are read afresh, so two windows or terminals finishing games never overwrite each
        other's results. They are saved before the resume file goes, so a crash in between can at worst
        offer the last move again, never lose a result.
        """
        if game.ended_ms is None:
            raise StatsError("only a finished game can be counted")
        self._take_over(game)
        stats = self.load_records()
        rank = stats.record_result(game.difficulty.key, game.state is GameState.WON,
                                   game.elapsed_ms(game.ended_ms), date)
        self.save_records(stats)
        self.clear_resume()
        return rank

    # ----------------------------------------------------------------- reading and writing safely

    def _notice(self, text: str) -> None:
        """Say each thing once per session: a full disk must not repeat itself after every move."""
        if text not in self._said:
            self._said.add(text)
            self.notices.append(text)

    def _read(self, path: Path, fallback: str) -> dict[str, Any] | None:
        """The file's JSON object if it is ours and current; None (after any notice) otherwise."""
        self._checked.add(path)
        try:
            data = _parse(path)
        except (FileNotFoundError, NotADirectoryError):
            return None
        except _Unreadable as problem:
            self._set_aside(path, str(problem), fallback)
            return None
        if data["version"] > VERSION:
            self._hands_off.add(path)
            self._notice(f"{path} was made by a newer version of Minesweeper; it will not be changed")
            return None
        return data

    def _set_aside(self, path: Path, problem: str, fallback: str) -> None:
        """Keep a bad file for the player to inspect, renamed so the next save does not overwrite it."""
        stamp = datetime.now().strftime("%Y%m%dT%H%M%S")
        target = path.with_name(f"{path.name}.corrupt-{stamp}")
        number = 1
        while target.exists() or target.is_symlink():
            number += 1
            target = path.with_name(f"{path.name}.corrupt-{stamp}-{number}")
        try:
            path.rename(target)
        except OSError as error:
            self._hands_off.add(path)
            self._notice(f"{path} {problem}; it could not be moved aside ({error.strerror or error}) "
                         f"so it is left as it is; {fallback}")
        else:
            self._notice(f"{path} {problem}; moved it to {target}; {fallback}")

    def _may_change(self, path: Path) -> bool:
        """Look at a file before the first change this session, so a bad or newer one is never lost."""
        if path not in self._checked:
            loaders: dict[Path, Callable[[], object]] = {
                self.paths.settings: self.load_settings,
                self.paths.records: self.load_records,
                self.paths.resume: lambda: self.load_resume(random.Random()),
            }
            loaders[path]()
        if path in self._hands_off:
            self._notice(f"{path} was not changed: it is kept as it is (see the notice above)")
            return False
        return True

    def _write(self, path: Path, payload: dict[str, Any]) -> None:
        if not self._may_change(path):
            return
        text = json.dumps({"version": VERSION, **payload}, indent=1, ensure_ascii=False) + "\n"
        try:
            _atomic_write(path, text.encode("utf-8"))
        except OSError as error:
            self._notice(f"could not save {path}: {error.strerror or error}")


class _Unreadable(Exception):
    """Why a file is not one of ours, worded to follow its path in a notice."""


def _parse(path: Path) -> dict[str, Any]:
    """Read a file as a JSON object with a usable version, or raise ``_Unreadable`` saying why not."""
    try:
        raw = path.read_bytes()
    except (FileNotFoundError, NotADirectoryError):
        raise  # no file there to keep: the caller takes defaults quietly, and saving will say what is wrong
    except IsADirectoryError:
        raise _Unreadable("is a folder, not a file") from None
    except OSError as error:
        raise _Unreadable(f"could not be read ({error.strerror or error})") from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise _Unreadable("is not UTF-8 text") from None
    except json.JSONDecodeError as error:
        raise _Unreadable(f"is not valid JSON ({error.msg} at line {error.lineno})") from None
    except (ValueError, RecursionError):
        raise _Unreadable("holds numbers or nesting too large to be ours") from None
    if not isinstance(data, dict):
        raise _Unreadable("is not a JSON object")
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise _Unreadable("has no version number")
    if version < 1:
        raise _Unreadable(f"has an unknown version {version}")
    return data


def _atomic_write(path: Path, data: bytes) -> None:
    """Replace ``path`` so that a crash at any moment leaves the old content or the new, whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    # The rename itself lives in the folder: sync it too, where the platform lets a folder be opened.
    with contextlib.suppress(OSError):
        folder = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(folder)
        finally:
            os.close(folder)
