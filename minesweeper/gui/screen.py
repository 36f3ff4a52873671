"""What every screen of the window shares: the screen interface and the context handed to each screen.

A screen is a small object with ``handle_event`` (which returns the next screen, or None to stay),
``draw`` (which returns the rectangles it changed, so the loop updates only those), ``size`` and
``leave`` (which the app calls whenever the screen is replaced or the window closes). The context carries
what outlives a screen: loaded art, the screen space, settings, the store, the game session and the clock.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace

import pygame

from minesweeper.core import Difficulty
from minesweeper.gui.font import BitmapFont
from minesweeper.gui.sheets import SpriteSheets
from minesweeper.session import Session
from minesweeper.settings import Settings
from minesweeper.store import Store

TICK = pygame.USEREVENT + 1  # the game timer's heartbeat while a game runs


@dataclass
class Context:
    """Loaded once after the window opens; shared by every screen for the life of the app."""

    sheets: SpriteSheets
    font: BitmapFont
    available: tuple[int, int]  # the largest window that fits on the desktop
    settings: Settings
    store: Store | None
    session: Session
    rng: random.Random
    clock: Callable[[], float]  # seconds on a monotonic clock; tests pass a fake one
    notices: list[str] = field(default_factory=list)
    running: bool = True

    def now_ms(self) -> int:
        return int(self.clock() * 1000)

    def save_settings(self) -> None:
        if self.store is not None:
            self.store.save_settings(self.settings)
            self.collect_notices()

    def remember_difficulty(self, difficulty: Difficulty) -> None:
        custom = difficulty if difficulty.is_custom else self.settings.last_custom
        self.settings = replace(self.settings, last_difficulty=difficulty, last_custom=custom)
        self.save_settings()

    def collect_notices(self) -> None:
        """Gather what the session and the store have to say, for the next screen that shows notices."""
        self.notices.extend(self.session.take_notices())


class Screen:
    """Base of every screen: stay put, tick never, draw nothing."""

    def size(self) -> tuple[int, int]:
        raise NotImplementedError

    def next_tick_ms(self) -> int | None:
        """How long until the screen next wants a TICK event (its clock display changes), or None."""
        return None

    def handle_event(self, event: pygame.Event) -> Screen | None:
        return None

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        return []

    def leave(self) -> None:
        """Save what must not be lost; the app calls it when this screen is replaced and when it closes."""
