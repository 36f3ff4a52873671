"""The game clock: time on one game only, carried on from a saved reading and stopped while paused.

A game's time is what its moves are stamped with and what its result records, so it must not count time
the player was away (a paused window, the game saved and resumed next week). The clock reads a monotonic
clock handed in (tests pass a fake one) and keeps a base: the time already on the game when it last
started running. A clock may also be *held* at its reading until the player's first move (a daily game begins
with its start cell opened, and its clock starts at the player's first move, not at that opening): pausing and
unpausing leave a held clock where it is, and only ``release`` starts it.
"""

from __future__ import annotations

from collections.abc import Callable


class GameClock:
    """Milliseconds on the current game."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self._clock = clock
        self._base_ms = 0
        self._origin_ms = self._now_ms()
        self._paused = False
        self._held = False

    def _now_ms(self) -> int:
        return int(self._clock() * 1000)

    def ms(self) -> int:
        return self._base_ms if self._paused else self._base_ms + self._now_ms() - self._origin_ms

    def restart(self, base_ms: int) -> None:
        """Run from ``base_ms`` (0 for a new game, the saved reading for a resumed one)."""
        self._base_ms, self._origin_ms, self._paused, self._held = base_ms, self._now_ms(), False, False

    def hold(self, base_ms: int) -> None:
        """Stand at ``base_ms`` until ``release``, whatever pauses and unpauses come before it."""
        self.restart(base_ms)
        self.pause()
        self._held = True

    @property
    def held(self) -> bool:
        return self._held

    def release(self) -> None:
        """Start a held clock from its reading (a clock that is not held is left as it is)."""
        if self._held:
            self.restart(self._base_ms)

    def pause(self) -> None:
        if not self._paused:
            self._base_ms, self._paused = self.ms(), True

    def unpause(self) -> None:
        if self._paused and not self._held:
            self.restart(self._base_ms)
