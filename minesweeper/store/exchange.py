"""The exchange folder: where replays and boards the player exports are written, and where files to import
are looked for, so sharing needs no file dialog.

It is a ``Minesweeper`` folder in the player's documents (or ``exchange`` inside ``--data-dir``), a place a
player can find in any file manager and drop a friend's file into. An export never overwrites, not even a file
that appears while it is written: a second export of the same name gets `` (2)`` (``files.write_numbered``).
Imports are listed newest first, and each is read as untrusted: a regular file of a capped size, never a FIFO or
a device; what it means is for the core to judge.
"""

from __future__ import annotations

import os
from pathlib import Path

from minesweeper.core.language.translate import _
from minesweeper.store.files import Unreadable, about, folder_problem, read_capped, write_numbered

MAX_LISTED = 500  # a folder of thousands of files lists its newest
IMPORT_CAP = 8 * 1024 * 1024


class ExchangeProblem(Exception):
    """Why an export or an import did not happen, worded for a notice."""


def safe_name(text: str) -> str:
    """A file name made from a title the player typed: no folders, no hidden files, nothing odd."""
    kept = "".join(c if c.isalnum() or c in " -_.()" else "-" for c in text).strip(" .")
    return kept[:80] or "untitled"


def export(folder: Path, name: str, data: bytes) -> Path:
    """Write ``data`` as a new file in ``folder`` (created if missing); the path it went to."""
    problem = folder_problem(folder)
    if problem is not None:
        raise ExchangeProblem(_("could not export to {folder}: {problem}").format(folder=folder, problem=problem))
    name = safe_name(name)
    try:
        return write_numbered(folder, name, data)
    except OSError as error:
        said = _("could not write {file}: {why}").format(file=folder / name, why=error.strerror or error)
        raise ExchangeProblem(said) from None


def listed(folder: Path, suffixes: tuple[str, ...]) -> list[Path]:
    """Files in ``folder`` ending in one of ``suffixes`` (any case), newest first."""
    found: list[tuple[float, Path]] = []
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                if entry.name.lower().endswith(suffixes) and not entry.name.startswith("."):
                    try:
                        found.append((entry.stat().st_mtime, Path(entry.path)))
                    except OSError:
                        continue
    except OSError:
        return []
    found.sort(key=lambda item: (-item[0], item[1].name))
    return [path for _, path in found[:MAX_LISTED]]


def read(path: Path) -> bytes:
    """The bytes of a file to import, or ``ExchangeProblem`` saying why it cannot be read."""
    try:
        return read_capped(path, IMPORT_CAP)
    except (FileNotFoundError, NotADirectoryError):
        raise ExchangeProblem(_("{file} is gone").format(file=path)) from None
    except Unreadable as problem:
        raise ExchangeProblem(about(path, problem)) from None
