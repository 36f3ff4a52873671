"""Reading and writing the game's small files without ever trusting them or leaving them half written.

Every file the game reads (settings, the saved game, the old records file, a ``--board`` layout) is read
through ``read_capped``: it must be a regular file of at most ``MAX_FILE_BYTES``, so a FIFO, a device such
as ``/dev/zero`` or a 300 MB file is refused at once instead of hanging or filling memory; a JSON file's text then
goes through the core's one reader of untrusted JSON (``read_json``): only ever parsed, never eval'd. Writes are
atomic (a temporary file in the same folder, flushed and fsynced, then ``os.replace`` and an fsync of the
folder), so a crash or ``kill -9`` at any moment leaves the old file or the new one, never half of each;
temporary files orphaned by a crash in between are swept up later. A file that must be new (an export) is
written the same way but linked to its name, which refuses a name already taken: ``write_new`` never overwrites,
and ``write_numbered`` goes on to ``name (2)``, ``name (3)``...
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

from minesweeper.core.language.translate import _

MAX_FILE_BYTES = 8 * 1024 * 1024  # a saved 1000×1000 game is about 2 MB; nothing of ours comes near this
ORPHAN_AGE_S = 60  # a temporary file this old belongs to no save in progress, in this window or another


class Unreadable(Exception):
    """Why a file is not one the game can use, worded to follow its path in a notice (``about``)."""


def about(path: Path | str, problem: object) -> str:
    """A file's name, then what is wrong with it (``Unreadable``'s words, or a reason of the core's that completes a
    sentence about a text): "/x/settings.json is a folder, not a file". The one place the two are put together, by
    a sentence of its own that a translator may reorder."""
    # Translators: a file's name, then what is wrong with it: a phrase that follows the name, such as "is a folder,
    # not a file" (translated on its own, as the rest of a sentence whose subject is the file).
    return _("{file} {problem}").format(file=path, problem=problem)


def _for_people(fixed: str) -> str:
    """A number in its fixed form ("12,345") as the player's locale writes it, for a notice a person reads."""
    from minesweeper.core.language.people import number

    return number(fixed)


def read_capped(path: Path, cap: int = MAX_FILE_BYTES, *, follow: bool = True) -> bytes:
    """The bytes of a regular file of at most ``cap`` bytes; ``Unreadable`` says why not.

    A missing file raises ``FileNotFoundError`` (or ``NotADirectoryError``) as usual, for callers that take
    defaults quietly. The file is opened without blocking, so a FIFO with no writer cannot hang the game; with
    ``follow`` False a link is refused rather than read through (where the system can tell).
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    if not follow:
        flags |= getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(path, flags)
    except (FileNotFoundError, NotADirectoryError):
        raise
    except IsADirectoryError:
        raise Unreadable(_a_folder()) from None
    except OSError as error:
        if not follow and os.path.islink(path):
            # Translators: said of a file, after its name (see "{file} {problem}").
            raise Unreadable(_("is a link, not a file")) from None
        raise Unreadable(_not_read(error)) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise Unreadable(_a_folder())
        if not stat.S_ISREG(info.st_mode):
            # Translators: said of a file, after its name (see "{file} {problem}").
            raise Unreadable(_("is not a regular file (a pipe, a socket or a device)"))
        if info.st_size > cap:
            # Translators: said of a file, after its name (see "{file} {problem}").
            too_big = _("is {size} bytes; the game reads files of at most {most} MB")
            raise Unreadable(too_big.format(size=_for_people(f"{info.st_size:,}"), most=cap // 2**20))
        with os.fdopen(fd, "rb", closefd=False) as file:
            data = file.read(cap + 1)
    except OSError as error:
        raise Unreadable(_not_read(error)) from None
    finally:
        os.close(fd)
    if len(data) > cap:
        # Translators: said of a file, after its name (see "{file} {problem}").
        raise Unreadable(_("grew past {most} MB while it was read").format(most=cap // 2**20))
    return data


def _a_folder() -> str:
    # Translators: said of a file, after its name (see "{file} {problem}").
    return _("is a folder, not a file")


def _not_read(error: OSError) -> str:
    # Translators: said of a file, after its name (see "{file} {problem}"); the system says why in brackets.
    return _("could not be read ({why})").format(why=error.strerror or error)


def read_json(path: Path, cap: int = MAX_FILE_BYTES) -> dict[str, Any]:
    """The JSON object in the file at ``path``, a regular file of at most ``cap`` bytes, read as untrusted (the
    core's ``json_object``); ``Unreadable`` says why not, and a missing file raises as ``read_capped`` does."""
    from minesweeper.core.formats.json_text import json_object  # (only here: a start reads one file that is not JSON)

    return json_object(read_capped(path, cap), Unreadable, most_bytes=cap)


def versioned(data: dict[str, Any]) -> dict[str, Any]:
    """One of our own files' JSON, if it has a usable ``version``; ``Unreadable`` says why not."""
    version = data.get("version")
    if isinstance(version, bool) or not isinstance(version, int):
        # Translators: said of a file, after its name (see "{file} {problem}").
        raise Unreadable(_("has no version number"))
    if version < 1:
        # Translators: said of a file, after its name (see "{file} {problem}").
        raise Unreadable(_("has an unknown version {version}").format(version=version))
    return data


def json_bytes(version: int, payload: dict[str, Any]) -> bytes:
    import json

    return (json.dumps({"version": version, **payload}, indent=1, ensure_ascii=False) + "\n").encode("utf-8")


def set_aside(path: Path, suffix: str = "corrupt") -> Path:
    """Rename a bad file to ``NAME.corrupt-<time>`` (never over another), so a save cannot overwrite it."""
    from datetime import datetime

    stamp = datetime.now().strftime("%Y%m%dT%H%M%S")
    target = path.with_name(f"{path.name}.{suffix}-{stamp}")
    number = 1
    while target.exists() or target.is_symlink():
        number += 1
        target = path.with_name(f"{path.name}.{suffix}-{stamp}-{number}")
    path.rename(target)
    return target


def set_aside_bytes(path: Path, data: bytes, suffix: str = "corrupt") -> Path:
    """Keep bad bytes read from ``path`` as a new file ``NAME.corrupt-<time>`` beside it (never over another): the
    part of a file that cannot be used, where the file itself stays (the reserve's damaged tail)."""
    from datetime import datetime

    stamp = datetime.now().strftime("%Y%m%dT%H%M%S")
    return write_numbered(path.parent, f"{path.name}.{suffix}-{stamp}", data)


def atomic_write(path: Path, data: bytes) -> None:
    """Replace ``path`` so that a crash at any moment leaves the old content or the new, whole."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = _synced_temp(path, data)
    try:
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    _sync_folder(path.parent)


def write_new(path: Path, data: bytes) -> None:
    """Write ``data`` as a new file at ``path``, whole and synced, never over a file already there, even one that
    appears while this writes: ``FileExistsError`` when the name is taken (the folder must exist).

    The data goes to a temporary file in the same folder first, which is then linked to the name: ``os.link``
    refuses a name that exists, in one step, so there is no moment between a check and a write for another file
    to slip in and be overwritten, and no half-written file ever bears the name. Where the file system has no
    hard links, the name is created exclusively instead (still never over another file)."""
    temp = _synced_temp(path, data)
    try:
        os.link(temp, path)
    except FileExistsError:
        raise
    except OSError:  # no hard links here (FAT, some network shares): create the name only if it is free
        _write_exclusive(path, data)
    finally:
        with contextlib.suppress(OSError):
            os.unlink(temp)
    _sync_folder(path.parent)


def write_numbered(folder: Path, name: str, data: bytes) -> Path:
    """Write ``data`` as a new file ``name`` in ``folder``, or ``name (2)``, ``name (3)``... the first free one,
    never over another file (see ``write_new``); the path it went to."""
    first = folder / name
    path, number = first, 1
    while True:
        try:
            write_new(path, data)
        except FileExistsError:
            number += 1
            path = folder / f"{first.stem} ({number}){first.suffix}"
            continue
        return path


def _synced_temp(path: Path, data: bytes) -> str:
    """A hidden temporary file beside ``path`` holding ``data``, flushed to disk (swept up if a crash leaves it)."""
    fd, temp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    return temp


def _write_exclusive(path: Path, data: bytes) -> None:
    """Create ``path`` only if no file has the name (``FileExistsError`` if one has), and fill it, synced; a file
    that cannot be filled is removed rather than left half written."""
    with path.open("xb") as file:
        try:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        except BaseException:
            path.unlink(missing_ok=True)
            raise


def _sync_folder(folder: Path) -> None:
    """A new name lives in its folder: sync the folder too, where the platform lets a folder be opened."""
    with contextlib.suppress(OSError):
        handle = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(handle)
        finally:
            os.close(handle)


def sweep_orphans(folder: Path, names: tuple[str, ...]) -> list[Path]:
    """Remove temporary files an interrupted save of one of ``names`` left behind; return what went."""
    removed = []
    now = time.time()
    with contextlib.suppress(OSError):
        for entry in folder.iterdir():
            if not (entry.name.endswith(".tmp") and any(entry.name.startswith(f".{n}.") for n in names)):
                continue
            with contextlib.suppress(OSError):
                if entry.is_file() and now - entry.stat().st_mtime > ORPHAN_AGE_S:
                    entry.unlink()
                    removed.append(entry)
    return removed


def folder_problem(folder: Path) -> str | None:
    """Why nothing could be saved in ``folder`` (None when it can be): created if missing, then checked. Never
    raises: a folder that cannot even be looked at (a name too long, a folder on its way the player may not enter)
    is a reason like any other."""
    problem = unreadable_folder(folder)
    if problem is not None:
        return problem
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return reason(error)
    if not os.access(folder, os.W_OK | os.X_OK):
        return _permission_denied()
    return None


def unreadable_folder(folder: Path) -> str | None:
    """Why the files in ``folder`` cannot be read: it cannot be looked at (``Path.is_dir`` would raise), it is a
    file, or it may not be entered; None when they can, or when it does not exist (there is nothing to read)."""
    try:
        info = os.stat(folder)
    except (FileNotFoundError, NotADirectoryError):
        return None
    except (OSError, ValueError) as error:  # ValueError: a NUL in the name
        return reason(error)
    if not stat.S_ISDIR(info.st_mode):
        # Translators: why nothing can be saved in a folder ("Nothing will be saved in {folder}: {problem}").
        return _("it is a file, not a folder")
    if not os.access(folder, os.R_OK | os.X_OK):
        return _permission_denied()
    return None


def own_folder_problem(folder: Path) -> str | None:
    """Why ``folder``, one the game makes for itself inside a data folder, is not one it may use: it is a link (to
    another program's folder, say, whose files are not the game's to read, move or remove) or not a folder at all;
    None when it is a real folder, or not there yet. The data folders themselves are the player's, and followed."""
    try:
        info = os.lstat(folder)
    except (FileNotFoundError, NotADirectoryError):
        return None
    except (OSError, ValueError) as error:
        return reason(error)
    if stat.S_ISLNK(info.st_mode):
        # Translators: said of a folder, after its name (see "{file} {problem}").
        return _("is a link to another folder, not a folder of Minesweeper's own")
    if not stat.S_ISDIR(info.st_mode):
        # Translators: said of a folder, after its name (see "{file} {problem}").
        return _("is a file, not a folder")
    return None


def _permission_denied() -> str:
    # Translators: why a folder cannot be used ("Nothing will be saved in {folder}: {problem}").
    return _("permission denied")


def reason(error: OSError | ValueError) -> str:
    """What went wrong, in the system's words ("Permission denied", "File name too long")."""
    return (error.strerror if isinstance(error, OSError) else None) or str(error)
