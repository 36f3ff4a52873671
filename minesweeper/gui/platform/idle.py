"""Sleeping while nothing happens, without waking a hundred times a second to ask.

SDL 2 has no cheap way to block until the next event (pygame's ``event.wait`` polls underneath), so a loop
must poll with short sleeps, and each wake costs CPU. On X11 there is something better to wait on: every
input event arrives over the connection to the X server, so blocking on that socket with ``select`` (until
an event, or until the game clock next needs a tick) costs nothing while idle and answers input at once.
Elsewhere (Wayland, Windows, macOS, the dummy driver) the short-sleep poll stays.
"""

from __future__ import annotations

import select
import time

from minesweeper.gui.platform import x11

POLL_S = 0.01  # without X11: sleep this long between polls, well inside a 16 ms answer
# Even on X11, look again now and then: events SDL makes itself (a quit on SIGTERM, window events it
# queues while resizing) never touch the socket, so they wait at most this long.
LONGEST_WAIT_S = 0.25


class Idler:
    """Waits for the window's next event as cheaply as the platform allows."""

    def __init__(self) -> None:
        self._x11 = x11.connection()

    @property
    def blocks(self) -> bool:
        """True when waiting blocks on the X server's socket rather than polling."""
        return self._x11 is not None

    def wait(self, timeout_s: float | None) -> None:
        """Return when an event may have arrived, or after ``timeout_s`` (None: no deadline of our own)."""
        if self._x11 is None:
            time.sleep(POLL_S)
            return
        link = self._x11
        if link.xlib.XEventsQueued(link.display, 0):  # events Xlib already read (while drawing) never wake it
            return
        limit = LONGEST_WAIT_S if timeout_s is None else min(LONGEST_WAIT_S, max(0.0, timeout_s))
        select.select([link.fd], [], [], limit)
