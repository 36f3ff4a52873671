"""Reading and writing the game's JSON files so that nothing is ever lost and each problem is said once.

A file that cannot be read is moved aside as ``NAME.corrupt-<time>`` (the player can look at it) and the
caller gets nothing; a file from a newer version is left untouched and never written over; a file is
looked at before its first change in a session, so a bad one is set aside rather than overwritten; a
folder where nothing can be written is reported once and then left alone. Every event is one line in
``notices``, each said once per session, so a full disk does not repeat itself after every move.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from minesweeper.core.language.translate import _
from minesweeper.store.files import (
    Unreadable,
    about,
    atomic_write,
    folder_problem,
    json_bytes,
    read_json,
    set_aside,
    sweep_orphans,
    unreadable_folder,
    versioned,
)

log = logging.getLogger(__name__)

VERSION = 2  # what settings and saved games are written as; version 1 files still load
FILE_NAMES = ("settings.json", "records.json", "resume.json")


class FileGuard:
    """The notices said so far and what is known about each file and folder this session."""

    def __init__(self) -> None:
        self.notices: list[str] = []
        self.said: set[str] = set()
        self.checked: set[Path] = set()
        self.hands_off: set[Path] = set()  # newer-version files, and bad ones that could not be moved
        self.folders: dict[Path, str | None] = {}  # folder -> why nothing can be written there
        self.unreadable: dict[Path, str | None] = {}  # folder -> why the files in it cannot be read

    def notice(self, text: str) -> None:
        """Say each thing once per session: a full disk must not repeat itself after every move."""
        if text not in self.said:
            self.said.add(text)
            log.info("notice: %s", text)  # INFO, as the session's: the log keeps what the player was told
            self.notices.append(text)

    def folder_usable(self, folder: Path) -> bool:
        """Whether files can be written in ``folder``; the first look sweeps up orphaned temporary files
        and reports a folder where nothing will be saved, once."""
        if folder not in self.folders and self.folder_readable(folder):
            problem = self.folders[folder] = folder_problem(folder)
            if problem is not None:
                self.notice(_nothing_saved(folder, problem))
            else:
                sweep_orphans(folder, FILE_NAMES)
        return self.folders[folder] is None

    def folder_readable(self, folder: Path) -> bool:
        """Whether the files in ``folder`` can be read (a folder not there yet holds none, and can be): one that
        cannot even be looked at, or entered, is reported once, as a folder where nothing will be saved."""
        if folder not in self.unreadable:
            problem = self.unreadable[folder] = unreadable_folder(folder)
            if problem is not None:
                self.folders[folder] = problem
                self.notice(_nothing_saved(folder, problem))
        return self.unreadable[folder] is None

    def read(self, path: Path, fallback: str) -> dict[str, Any] | None:
        """The file's JSON object if it is ours and current; None (after any notice) otherwise."""
        self.checked.add(path)
        if not self.folder_readable(path.parent):
            return None
        try:
            data = versioned(read_json(path))
        except (FileNotFoundError, NotADirectoryError):
            return None
        except Unreadable as problem:
            self.set_aside(path, str(problem), fallback)
            return None
        if data["version"] > VERSION:
            self.hands_off.add(path)
            self.notice(
                _("{file} was made by a newer version of Minesweeper; it will not be changed").format(file=path)
            )
            return None
        return data

    def set_aside(self, path: Path, problem: str, fallback: str) -> None:
        """Keep a bad file for the player to inspect, renamed so the next save does not overwrite it. ``problem`` is
        what is wrong with it, said after its name (``files.about``), ``fallback`` what the game does instead ("using
        default settings"), both already in the player's language."""
        try:
            target = set_aside(path)
        except OSError as error:
            self.hands_off.add(path)
            # Translators: a damaged file ("{file} {problem}"), then what the game does instead ({fallback}: "using
            # default settings", "starting a new game"...).
            kept = _("{damaged}; it could not be moved aside ({why}) so it is left as it is; {fallback}")
            self.notice(kept.format(damaged=about(path, problem), why=error.strerror or error, fallback=fallback))
        else:
            # Translators: a damaged file ("{file} {problem}"), where it was moved, then what the game does instead
            # ({fallback}: "using default settings", "starting a new game"...).
            moved = _("{damaged}; moved it to {target}; {fallback}")
            self.notice(moved.format(damaged=about(path, problem), target=target, fallback=fallback))

    def may_change(self, path: Path, first_look: Callable[[], object]) -> bool:
        """Look at a file (with ``first_look``, its loader) before its first change this session, so a bad or
        newer one is never lost."""
        if path not in self.checked:
            first_look()
        if path in self.hands_off:
            self.notice(_("{file} was not changed: it is kept as it is (see the notice above)").format(file=path))
            return False
        return True

    def write(self, path: Path, payload: dict[str, Any], first_look: Callable[[], object]) -> bool:
        if not self.folder_usable(path.parent) or not self.may_change(path, first_look):
            return False
        try:
            atomic_write(path, json_bytes(VERSION, payload))
        except OSError as error:
            self.notice(_("could not save {file}: {why}").format(file=path, why=error.strerror or error))
            return False
        return True


def _nothing_saved(folder: Path, problem: str) -> str:
    """The notice of a folder where nothing can be saved, and why (``files.folder_problem``'s words, or the
    system's)."""
    return _("Nothing will be saved in {folder}: {problem}").format(folder=folder, problem=problem)
