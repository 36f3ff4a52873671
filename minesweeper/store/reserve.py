"""Room kept in reserve for results, so a full disk loses none: a file of real, zero-filled blocks beside the saved
game, made while there is room, into which a result is written in place when nothing else can be written.

A result normally goes to the database, or, when the database refuses it, to a file of its own in ``pending``.
On a disk with no free byte neither can be written; but overwriting blocks a file already owns asks the file
system for nothing, so the reserve still takes it. It is made (``ensure``) at start and after each result is
recorded, while there is room: written with zeros, never sparse, and synced, ``RESERVE_BYTES`` at most and never
more than a quarter of the free space. Each result is one record, appended where the last one ends: a 12-byte
header (``MAGIC``, the payload's length, its CRC-32) and the payload, then synced. Two copies of the game append
under the operating system's lock on the file. The records are counted at the same moments as pending results
(``read``), once each (the database keeps every game's identity unique, so a record counted twice counts once),
and the reserve is then zeroed again (``clear``), in place.

It is read as untrusted, like every file of ours: a header that is not ours, a length past the end or a payload
whose checksum does not match (a record torn by ``kill -9``, or altered) ends the reading there; the bytes from
there on are copied aside as ``reserve.corrupt-<time>`` where that can be written, with a notice either way, and
zeroed, so the reserve is whole again.
"""

from __future__ import annotations

import contextlib
import os
import struct
import zlib
from collections.abc import Callable, Iterator
from pathlib import Path

from minesweeper.core.language.translate import _
from minesweeper.store.files import set_aside_bytes
from minesweeper.store.lock import held

RESERVE_BYTES = 256 * 1024  # several results with their moves and recorded hand (an Expert game's: 10 to 60 KB)
SMALLEST = 32 * 1024  # a reserve smaller than this is not worth the room it takes
MAGIC = b"MSR1"
HEADER = struct.Struct(">4sII")  # magic, payload length, CRC-32 of the payload
_CHUNK = 64 * 1024


def ensure(path: Path) -> int:
    """Make the reserve, or let it be: its size afterwards (0 when there is none and no room to make one). A
    reserve that exists keeps its size (its blocks are its own); a new one takes ``RESERVE_BYTES`` or a quarter of
    the free space, whichever is less, written with zeros and synced, so its blocks are real."""
    with contextlib.suppress(OSError):
        size = path.lstat().st_size
        if size:
            return size
    try:
        disk = os.statvfs(path.parent)
        free = disk.f_bavail * disk.f_frsize
    except (OSError, AttributeError):  # no statvfs (Windows): the full size, if it fits
        free = 4 * RESERVE_BYTES
    size = min(RESERVE_BYTES, free // 4) // 4096 * 4096
    if size < SMALLEST:
        return 0
    temporary = path.with_name(path.name + ".new")
    try:
        with open(temporary, "wb") as file:
            for start in range(0, size, _CHUNK):
                file.write(bytes(min(_CHUNK, size - start)))
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except OSError:
        with contextlib.suppress(OSError):
            temporary.unlink()
        return 0
    return size


def keep(path: Path, payload: bytes) -> bool:
    """Write one result into the reserve, after the records it holds, in place, and sync it; False when there is
    no reserve or the record does not fit in what is left of it."""
    record = HEADER.pack(MAGIC, len(payload), zlib.crc32(payload)) + payload
    try:
        fd = os.open(path, os.O_RDWR | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return False
    try:
        with held(fd):
            size = os.fstat(fd).st_size
            end = _end(fd, size)
            if end + len(record) > size:
                return False
            _write_at(fd, record, end)
            os.fsync(fd)
            return True
    except OSError:
        return False
    finally:
        os.close(fd)


def read(path: Path, notice: Callable[[str], None]) -> list[bytes]:
    """The payloads the reserve holds, oldest first; a damaged tail is set aside (with a notice) and zeroed."""
    try:
        fd = os.open(path, os.O_RDWR | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return []
    try:
        with held(fd):
            size = os.fstat(fd).st_size
            payloads, end, problem = _records(fd, size)
            if problem is not None:
                _set_aside_tail(path, fd, end, size, problem, notice)
            return payloads
    except OSError:
        return []
    finally:
        os.close(fd)


def clear(path: Path, count: int) -> None:
    """The first ``count`` records are counted: zero them, and move any written after them to the front."""
    with contextlib.suppress(OSError):
        fd = os.open(path, os.O_RDWR | getattr(os, "O_NOFOLLOW", 0))
        try:
            with held(fd):
                size = os.fstat(fd).st_size
                payloads, end, _problem = _records(fd, size)
                later = b"".join(
                    HEADER.pack(MAGIC, len(p), zlib.crc32(p)) + p for p in payloads[count:]
                )  # kept by another copy meanwhile
                _write_at(fd, later + bytes(end - len(later)), 0)
                os.fsync(fd)
        finally:
            os.close(fd)


def _read_at(fd: int, length: int, offset: int) -> bytes:
    os.lseek(fd, offset, os.SEEK_SET)
    return os.read(fd, length)


def _write_at(fd: int, data: bytes, offset: int) -> None:
    os.lseek(fd, offset, os.SEEK_SET)
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def _records(fd: int, size: int) -> tuple[list[bytes], int, str | None]:
    """Every whole record from the start: their payloads, where they end, and what is wrong after them (None when
    only zeros follow)."""
    payloads: list[bytes] = []
    end = 0
    for offset, payload, problem in _walk(fd, size):
        if problem is not None:
            return payloads, offset, problem
        payloads.append(payload)
        end = offset + HEADER.size + len(payload)
    return payloads, end, None


def _walk(fd: int, size: int) -> Iterator[tuple[int, bytes, str | None]]:
    offset = 0
    while offset + HEADER.size <= size:
        header = _read_at(fd, HEADER.size, offset)
        if header == bytes(HEADER.size):
            if any(_nonzero(fd, offset, size)):
                yield offset, b"", _("bytes after the last record")
            return
        magic, length, checksum = HEADER.unpack(header)
        if magic != MAGIC:
            yield offset, b"", _("a record that is not one of ours")
            return
        if offset + HEADER.size + length > size:
            yield offset, b"", _("a record that runs past the end (torn)")
            return
        payload = _read_at(fd, length, offset + HEADER.size)
        if zlib.crc32(payload) != checksum:
            yield offset, b"", _("a record whose checksum does not match (torn or altered)")
            return
        yield offset, payload, None
        offset += HEADER.size + length
    if offset < size and any(_nonzero(fd, offset, size)):
        yield offset, b"", _("bytes after the last record")


def _nonzero(fd: int, start: int, end: int) -> Iterator[bool]:
    for offset in range(start, end, _CHUNK):
        yield _read_at(fd, min(_CHUNK, end - offset), offset).strip(b"\0") != b""


def _end(fd: int, size: int) -> int:
    """Where the next record goes: after the last whole one (a damaged tail is overwritten: it counts nothing)."""
    return _records(fd, size)[1]


def _set_aside_tail(path: Path, fd: int, start: int, size: int, problem: str, notice: Callable[[str], None]) -> None:
    damaged = _read_at(fd, size - start, start).rstrip(b"\0")
    try:
        target = set_aside_bytes(path, damaged)
    except OSError as error:
        # Translators: {problem} is what the reserve held: "bytes after the last record", "a record that is not one of
        # ours"...
        kept = _(
            "{file} held {problem}, which cannot be counted; it could not be copied aside ({why}), and its room is "
            "used again"
        )
        notice(kept.format(file=path, problem=problem, why=error.strerror or error))
    else:
        # Translators: {problem} is what the reserve held: "bytes after the last record", "a record that is not one of
        # ours"...
        copied = _("{file} held {problem}, which cannot be counted; it is copied to {copy}")
        notice(copied.format(file=path, problem=problem, copy=target))
    _write_at(fd, bytes(size - start), start)
    os.fsync(fd)
