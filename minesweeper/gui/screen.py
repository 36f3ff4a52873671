"""What every screen of the window shares: the screen interface, the context, and the way between screens.

A screen is a small object with ``handle_event`` (which returns the next screen, or None to stay),
``draw`` (which returns the rectangles it changed, so the loop updates only those), ``size`` and
``leave`` (which the app calls whenever the screen is replaced or the window closes). Most screens have
one size and are centred in whatever window the player makes; a *flexible* screen (the game) lays itself
out for any size. The context carries what outlives a screen: loaded art, colours, sounds, settings, the
store, the game session and the clock. Screens reach each other only through the ``Navigator`` handed to
them, so no screen imports another.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from minesweeper.core.language.translate import _
from minesweeper.core.presets import Difficulty
from minesweeper.gui.art.font import Typeface
from minesweeper.gui.art.palette import ChromeColours, chrome
from minesweeper.gui.art.sheets import SpriteSheets
from minesweeper.gui.art.sound import Sounds
from minesweeper.gui.geometry import Size
from minesweeper.gui.heard import Heard
from minesweeper.gui.platform.window import TITLE as TITLE  # the window's title, which a screen's may add to
from minesweeper.gui.play.messages import RECENT
from minesweeper.settings import Settings
from minesweeper.speech import Speech
from minesweeper.store import Store

if TYPE_CHECKING:
    from pathlib import Path

    from minesweeper.core.daily.scheme import Daily
    from minesweeper.core.layout import Layout
    from minesweeper.core.metrics.records import Kind
    from minesweeper.core.puzzles.puzzle import Puzzle
    from minesweeper.core.record import FinishedGame
    from minesweeper.core.solver.review import Review
    from minesweeper.core.summary import SavedSummary
    from minesweeper.gui.reviews import Reviews
    from minesweeper.gui.videos import OpenedVideo
    from minesweeper.session import Session

TICK = pygame.USEREVENT + 1  # the game timer's heartbeat while a game runs
DOUBLE_CLICK_MS = 500  # a second press on the same row or day within this long opens it


@dataclass
class Context:
    """Loaded once after the window opens; shared by every screen for the life of the app."""

    sheets: SpriteSheets
    font: Typeface
    available: Size  # the largest window that fits on the desktop
    settings: Settings
    store: Store | None
    rng: random.Random
    clock: Callable[[], float]  # seconds on a monotonic clock; tests pass a fake one
    sounds: Sounds = field(default_factory=Sounds)
    speech: Speech = field(default_factory=Speech)  # silent unless the app makes one from the settings
    _session: Session | None = None
    _reviews: Reviews | None = None
    _shown: SavedSummary | None = None  # the saved game the menu named before the session was made
    notices: list[str] = field(default_factory=list)
    running: bool = True
    origin: tuple[int, int] = (0, 0)  # where a fixed-size screen sits in a larger window
    pointer: tuple[int, int] = (-1, -1)  # the mouse, in the current screen's coordinates, as events last said
    # Help's Recent messages, oldest first: one log for the whole window session, written by every play screen's
    # message bar (a new difficulty, Play on, Undo, a new theme, the menu in between), so none is ever lost
    recent: deque[str] = field(default_factory=lambda: deque(maxlen=RECENT))

    @property
    def session(self) -> Session:
        """The game session, made when first needed (the menu's first frame does without it); a saved game
        that had ended is counted then."""
        if self._session is None:
            from minesweeper.session import Session

            self._session = Session(self.store, clock=self.clock)
            self._session.offered(self._shown)  # what the first menu told the player of the saved game
            self._session.recover()
            self.cap_history()  # once a run, as well as whenever the player changes the cap
        return self._session

    def waiting_game(self) -> SavedSummary | None:
        """The saved game the menu (or the question before a new game) names, and whether another copy has it open.
        Naming one is the session's offer (``Session.waiting``); the first menu, drawn before the session is made,
        asks the store and the session is told what it showed when it is made."""
        if self._session is not None:
            return self._session.waiting()
        self._shown = self.store.peek_resume() if self.store is not None else None
        return self._shown

    @property
    def reviews(self) -> Reviews:
        """The app's reviews of finished games, worked out in the background for the life of the window."""
        if self._reviews is None:
            from minesweeper.gui.reviews import Reviews

            self._reviews = Reviews(self.store)
        return self._reviews

    @property
    def colours(self) -> ChromeColours:
        return chrome(self.settings.theme)

    def now_ms(self) -> int:
        return int(self.clock() * 1000)

    def mouse_pos(self) -> tuple[int, int]:
        """The pointer in the current screen's own coordinates, as the last mouse event placed it."""
        return self.pointer

    def save_settings(self) -> None:
        if self.store is not None:
            self.store.save_settings(self.settings)
            self.collect_notices()

    def change_settings(self, **changes: Any) -> None:
        """Apply and keep a change at once; a new theme reloads the art, sound follows its switch."""
        old = self.settings
        self.settings = replace(old, **changes)
        if self.settings.theme != old.theme:
            self.sheets = SpriteSheets.load(self.settings.theme)
        if self.settings.language != old.language:  # every sentence drawn from now on is in the new language
            from minesweeper.language import choose, install

            install(*choose(None, self.settings.language))
        self.sounds.enable(self.settings.sound)
        self.follow_speech()
        if self.settings.keep_history != old.keep_history:
            self.cap_history()
        self.save_settings()

    def follow_speech(self) -> None:
        """Speech as the settings say: on or off, its rate and verbosity."""
        s = self.settings
        self.speech.set(on=s.speech, rate=s.speech_rate, verbosity=s.speech_verbosity)

    def cap_history(self) -> None:
        """Let the oldest games of the history go, down to the player's "Keep history" setting."""
        if self.store is not None and self.settings.keep_history is not None:
            self.store.cap_history(self.settings.keep_history)

    def remember_difficulty(self, difficulty: Difficulty) -> None:
        custom = difficulty if difficulty.is_custom else self.settings.last_custom
        self.settings = replace(self.settings, last_difficulty=difficulty, last_custom=custom)
        self.save_settings()

    def collect_notices(self) -> None:
        """Gather what the session, the store and speech have to say, for the next screen that shows notices."""
        self.notices.extend(self.speech.take_notices())
        if self._session is not None:
            self.notices.extend(self._session.take_notices())
        elif self.store is not None:
            self.notices.extend(self.store.take_notices())

    def take_notices(self) -> list[str]:
        """The notices not shown yet; each is shown once and then gone."""
        self.collect_notices()
        notices, self.notices = self.notices, []
        return notices


@dataclass(frozen=True)
class Widget:
    """Something on a screen the player reads or uses (a button, a row, a field): its rectangle in the
    screen's coordinates and the room its text takes as drawn, so a test can hold every screen whole, its
    every text inside its box, at every window size."""

    name: str
    rect: pygame.Rect
    text: Size = (0, 0)


class Screen:
    """Base of every screen: a fixed size, stay put, tick never, draw nothing."""

    flexible = False  # lays itself out for any window size, instead of being centred in it

    def size(self) -> Size:
        raise NotImplementedError

    def title(self) -> str:
        """The window's caption while the screen is shown, in the player's language."""
        return _(TITLE)

    def heard(self) -> Heard:
        """What a listener hears of the screen as it is now: its title, its focused control and value, the notice it
        shows (``gui.heard``, which alone speaks them). A screen of controls says its own."""
        return Heard(self.title())

    def take_size_request(self) -> Size | None:
        """A window size this screen asks for, once (a flexible screen after a zoom step); None for none."""
        return None

    def size_request_in_place(self) -> bool:
        """Whether the size last asked for is the same window with more or less room for the screen's words, which
        grows down from where it is (what is on the screen stays put), rather than a new size placed about the
        window's centre."""
        return False

    def resized(self, size: Size) -> None:
        """The window is now ``size`` (a flexible screen lays itself out again)."""

    def next_tick_ms(self) -> int | None:
        """How long until the screen next wants a TICK event (its clock display changes), or None."""
        return None

    def handle_event(self, event: pygame.Event) -> Screen | None:
        return None

    def draw(self, surface: pygame.Surface, full: bool) -> list[pygame.Rect]:
        return []

    def leave(self) -> None:
        """Save what must not be lost; the app calls it when this screen is replaced and when it closes."""

    def widgets(self) -> list[Widget]:
        """What the player reads or uses on the screen as it is now laid out (none on a screen of no
        controls)."""
        return []

    def way_back(self) -> Callable[[], Screen]:
        """How to come back to this screen from one opened over it (a video dropped on the window): to the screen
        itself, as it was; a game stops its clock until then, a replay gives way to the new one."""
        return lambda: self

    def refuse_file(self, sentence: str) -> bool:
        """Say why a file dropped on the window was not opened on this screen's own message line; False when it has
        none (the window then opens its Open a video list to say it)."""
        return False


class Navigator(Protocol):
    """The ways from one screen to another, wired up by the app."""

    def start(self) -> Screen: ...

    def play(self, difficulty: Difficulty) -> Screen: ...

    def custom(self) -> Screen: ...

    def statistics(self) -> Screen: ...

    def records(self, level: str, kind: Kind, back: Callable[[], Screen]) -> Screen: ...

    def settings(self, back: Callable[[], Screen] | None = None) -> Screen: ...

    def resume(self) -> Screen: ...

    def history(self, back: Callable[[], Screen] | None = None) -> Screen: ...

    def videos(self, back: Callable[[], Screen], *, said: str = "", to_read: Path | None = None) -> Screen: ...

    def open_video(self, path: Path, back: Callable[[], Screen]) -> Screen | str: ...

    def watch(self, opened: OpenedVideo, path: Path, back: Callable[[], Screen]) -> Screen | str: ...

    def replay(
        self, game: FinishedGame, back: Callable[[], Screen], *, review: Review | None = None, at_mistake: bool = False
    ) -> Screen: ...

    def practice(self, game: FinishedGame, moves: int) -> Screen: ...

    def board(
        self,
        layout: Layout,
        *,
        opened: tuple[tuple[int, int], ...] = (),
        puzzle_id: int | None = None,
        back: Callable[[], Screen] | None = None,
        back_to: str = "menu",
        trial: bool = False,
    ) -> Screen: ...

    def puzzles(self) -> Screen: ...

    def daily(self) -> Screen: ...

    def play_daily(self, board: Daily, *, practice: bool = False) -> Screen: ...

    def editor(self, puzzle: Puzzle | None) -> Screen: ...

    def enter_code(self) -> Screen: ...

    def quit(self) -> None: ...
