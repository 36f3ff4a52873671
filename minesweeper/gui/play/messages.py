"""What the play screen's message bar says, and for how long: the life cycle of its words.

The bar holds two things. The *message* is the game's state in words: the keys to start with, a hint's
reason, "Finding a board...", the result of a game. A passing message (a hint, a mine chance, a search)
is about the board as it was, so the next move that changes the board takes it away and the keys come
back; a lasting one (a game's result, a verdict) stays until something else is said. A *notice* is what
the store or the session had to say (a file set aside, a game given up): notices wait in a queue, each is
shown on its own line under the message until the next move or ``NOTICE_MS`` of the game's clock, then
the next one comes, so two never overwrite each other. Every message and notice the bar shows (all but the
standing line of keys, and whatever the caller says not to keep, such as the mine chance under the pointer) is
also kept in ``recent``, oldest first, for the Help's "Recent messages" page, so one that went by can still be read.
That log has one owner, the window's ``Context``: every play screen's bar writes to the same deque, so a new
difficulty, Play on, Undo or the main menu in between lose nothing. Passing statuses ("Thinking...", a search
under way) are said with ``keep=False``: they are not messages to read again.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Final

from pygame.typing import ColorLike

NOTICE_MS: Final = 8000
"""How long a notice stays when no move takes it away."""
RECENT: Final = 30
"""How many messages the Help's Recent messages page keeps."""


class MessageBar:
    """The message, its colour, the notice on show, the notices waiting, and the recent messages."""

    def __init__(self, now_ms: Callable[[], int], default: str, ink: ColorLike, recent: deque[str]) -> None:
        """``recent``: the window's log of recent messages, which this bar adds to (never a copy of it)."""
        self.now_ms, self.default, self.ink = now_ms, default, ink
        self.message, self.colour, self.passing = default, ink, False
        self.notice = ""
        self._shown_at = 0  # when the notice on show appeared, on the game's clock
        self._waiting: deque[str] = deque()
        self.recent = recent

    def say(self, text: str, colour: ColorLike | None = None, *, passing: bool = True, keep: bool = True) -> None:
        """Show ``text`` as the message; ``passing`` ones go at the next move, ``keep`` ones go to ``recent``."""
        self.message, self.colour, self.passing = text, colour or self.ink, passing
        if keep:
            self._remember(text)

    def reset(self) -> None:
        """A new game: the keys to start with (notices keep their turn: they are about files, not the board)."""
        self.say(self.default, passing=False, keep=False)

    def add_notice(self, text: str) -> None:
        """A notice joins the queue (shown at once if none is on show) and ``recent``."""
        self._remember(text)
        self._waiting.append(text)
        if not self.notice:
            self._next_notice()

    def moved(self) -> None:
        """A move changed the board: a passing message and the notice on show are over."""
        if self.passing:
            self.reset()
        if self.notice:
            self._next_notice()

    def tick(self) -> bool:
        """Take away a notice whose time is up; True if the bar changed."""
        if self.notice and self.now_ms() - self._shown_at >= NOTICE_MS:
            self._next_notice()
            return True
        return False

    def next_change_ms(self) -> int | None:
        """How long until the notice on show times out, or None when none is on show."""
        return max(1, self._shown_at + NOTICE_MS - self.now_ms()) if self.notice else None

    def _next_notice(self) -> None:
        self.notice = self._waiting.popleft() if self._waiting else ""
        self._shown_at = self.now_ms()

    def _remember(self, text: str) -> None:
        if not self.recent or self.recent[-1] != text:
            self.recent.append(text)
