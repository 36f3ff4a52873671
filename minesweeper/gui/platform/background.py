"""Solver work off the event loop: one task on a worker thread, with a time budget and a way to stop it.

A hint on Expert takes a few milliseconds, but a probability view on a 500×500 board or a no-guess search on
a dense custom board can take far longer, and the window must keep answering meanwhile. A ``Task`` runs one
piece of work on a daemon thread, handing it a ``cancelled()`` callable that turns true when the task is
cancelled or its budget is spent (the solver polls it between counting steps, the core itself reads no
clock). The screen that started it asks ``done`` on its ticks (it asks for ticks while a task runs) and then
takes the ``result``, which re-raises whatever the work raised, so a failure reaches the screen as a message.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Generic, TypeVar

T = TypeVar("T")
POLL_MS = 30  # how often a screen with a task running looks whether it is done


class Task(Generic[T]):
    """``work(cancelled)`` running on a worker thread."""

    def __init__(
        self, work: Callable[[Callable[[], bool]], T], *, budget_s: float, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self._stop = threading.Event()
        self._done = threading.Event()
        self._value: tuple[T] | None = None  # a tuple, so a work that returns None is told apart
        self._error: BaseException | None = None
        deadline = clock() + budget_s
        self.cancelled: Callable[[], bool] = lambda: self._stop.is_set() or clock() > deadline
        self._thread = threading.Thread(target=self._run, args=(work,), daemon=True, name="minesweeper-solver")
        self._thread.start()

    def _run(self, work: Callable[[Callable[[], bool]], T]) -> None:
        try:
            self._value = (work(self.cancelled),)
        except BaseException as error:  # handed to the screen by ``result``; nothing dies silently
            self._error = error
        finally:
            self._done.set()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout_s: float | None = None) -> bool:
        """Block until the work ends (tests, and a screen that must have the answer now); True if it did."""
        return self._done.wait(timeout_s)

    def result(self) -> T:
        """The work's value, or what it raised; only once ``done``."""
        if not self.done:
            raise RuntimeError("the task is still running")  # i18n: fixed (a bug)
        if self._value is None:
            assert self._error is not None
            raise self._error
        return self._value[0]

    def cancel(self) -> None:
        """Ask the work to stop at its next check; its result is then of no interest."""
        self._stop.set()
