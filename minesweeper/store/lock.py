"""An advisory lock that says which running copy of the game owns the saved game in progress.

Two windows or terminals may share one data folder. The copy holding this lock owns ``resume.json``: it
may save over it, give it up and remove it; any other copy plays without touching it. The lock is the
operating system's (``flock`` on POSIX, ``msvcrt.locking`` on Windows) on a small file of its own beside
the save, because the save itself is replaced atomically and would change under a lock. The system drops
the lock when the process ends, however it ends, so a crash or ``kill -9`` never leaves it stuck.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Iterator
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]
try:
    import msvcrt
except ImportError:  # POSIX
    msvcrt = None  # type: ignore[assignment]


class OwnerLock:
    """A lock on one file, taken without waiting and held until ``release`` or the end of the process."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def acquire(self) -> bool:
        """Take the lock if nobody holds it; True when this copy holds it now. Never waits."""
        if self._fd is not None:
            return True
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError:
            return True  # no lock file can exist where nothing can be saved: nobody else can own a save there
        try:
            _lock(fd)
        except OSError:
            os.close(fd)
            return False
        self._fd = fd
        return True

    def held_elsewhere(self) -> bool:
        """Whether another copy holds the lock: asked, when this copy does not hold it, by taking it and letting
        it go at once."""
        if self._fd is not None:
            return False
        if not self.acquire():
            return True
        self.release()
        return False

    def release(self) -> None:
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        with contextlib.suppress(OSError):
            _unlock(fd)
        os.close(fd)


@contextlib.contextmanager
def held(fd: int) -> Iterator[None]:
    """The operating system's lock on an open file, waited for and held for the ``with`` block: for writes of a few
    milliseconds that two copies must not interleave (the reserve's records)."""
    if fcntl is not None:
        fcntl.flock(fd, fcntl.LOCK_EX)
    elif msvcrt is not None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_LOCK, 1)
    try:
        yield
    finally:
        with contextlib.suppress(OSError):
            _unlock(fd)


@contextlib.contextmanager
def turn(path: Path, *, wait_s: float) -> Iterator[bool]:
    """One copy of the game at a time, across processes, for the ``with`` block: the lock on ``path`` (made if need
    be), waited for up to ``wait_s`` seconds; True while it is held. Where it cannot be made or had in time (a folder
    nothing can be written in, another copy stuck) the block runs all the same, with False: a player is never kept
    waiting for it. For work of a few milliseconds that two copies must do one after the other."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        yield False
        return
    try:
        deadline = time.monotonic() + wait_s
        while True:
            try:
                _lock(fd)
            except OSError:
                if time.monotonic() >= deadline:
                    yield False
                    return
                time.sleep(0.005)
            else:
                break
        try:
            yield True
        finally:
            with contextlib.suppress(OSError):
                _unlock(fd)
    finally:
        os.close(fd)


def _lock(fd: int) -> None:
    if fcntl is not None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    elif msvcrt is not None:
        msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)


def _unlock(fd: int) -> None:
    if fcntl is not None:
        fcntl.flock(fd, fcntl.LOCK_UN)
    elif msvcrt is not None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
