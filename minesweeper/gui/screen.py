"""What every screen of the window shares: the screen interface and the context handed to each screen.

A screen is a small object with ``handle_event`` (which returns the next screen, or None to stay),
``draw`` (which returns the rectangles it changed, so the loop updates only those) and ``size``. The
context carries what outlives a screen: loaded art, the screen space, settings, the store and the clock.
Imports pygame, the art loaders, the core and the store; never a particular screen.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import datetime

import pygame

from minesweeper.core import Difficulty, Game
from minesweeper.core.stats import rank_text
from minesweeper.gui.font import BitmapFont
from minesweeper.gui.sheets import SpriteSheets
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
        self.settings = replace(self.settings, last_difficulty=difficulty.key, last_custom=custom)
        self.save_settings()

    def game_changed(self, game: Game, clock_ms: int) -> None:
        """Every move is saved at once, so closing or killing the window loses nothing."""
        if self.store is not None:
            self.store.save_resume(game, clock_ms)
            self.collect_notices()

    def game_finished(self, game: Game) -> str:
        """Count the result; on a top-10 win, the line that says so ("New best time!")."""
        if self.store is None:
            return ""
        rank = self.store.finish_game(game, datetime.now().isoformat(timespec="seconds"))
        self.collect_notices()
        return rank_text(rank) if rank is not None else ""

    def collect_notices(self) -> None:
        if self.store is not None:
            self.notices.extend(self.store.take_notices())


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
        """Save what must not be lost: the app calls it when it closes, and a screen calls it itself just
        before handing over (so the next screen already reads what was saved)."""
