"""The window's one loop: open the display, load the art once, and run the screens' state machine.

Menu → playing → won/lost → playing or menu: each screen returns the next. The loop waits cheaply when
nothing happens (``Idler``: on X11 it blocks on the X server's socket, elsewhere it polls), redraws only
the rectangles a screen reports, and, only while a game runs, arms a one-shot timer event for the moment
the displayed second changes. Whenever a screen is replaced, and when the window closes, the app calls the
old screen's ``leave`` itself, so no screen can forget to save. A file dropped on the window is opened as a video
over whatever screen is shown (``Routes.dropped``). A screen of fixed size is centred in a
larger window (the player may resize and maximise it), with mouse positions translated to match; the game
screen lays itself out for any size. Ctrl-C in the terminal that started the window, SIGTERM and SIGHUP
close it the way its close button does, so the game and its clock are saved. The display is opened before the app is
made (``startup``), most often with the menu's window already on screen (``platform.start_window``), which the app
takes over and keeps for the next start when it closes. The first frame waits only for what it draws: the game (its
rules, the session, the play screen) loads after it, while the window waits for the player (``WARM_UP``), a test
pinning which modules come before.
"""

from __future__ import annotations

import logging
import random
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from importlib import import_module
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING

import pygame

from minesweeper.core.language.translate import _
from minesweeper.gui.art.font import Typeface
from minesweeper.gui.art.sheets import SpriteSheets
from minesweeper.gui.heard import Listener
from minesweeper.gui.platform import start_window
from minesweeper.gui.platform.window import GameWindow, desktop_size, size_of, work_area
from minesweeper.gui.routes import Routes
from minesweeper.gui.screen import TICK, TITLE, Context, Screen
from minesweeper.language import install_around
from minesweeper.settings import Settings
from minesweeper.speech import PrismVoice, Speech, Voice
from minesweeper.store import Store

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from minesweeper.cli import BoardChoice
    from minesweeper.gui.platform.idle import Idler

RESIZED = (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED)
REPAINT = (pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED, pygame.WINDOWMAXIMIZED)
POINTED = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
KEY_REPEAT_MS = (400, 50)  # a held key repeats after this long, this often
TOGGLE_KEY = pygame.K_F9  # speech on and off, on every screen (the app's own key)
# What a first game needs and the first frame does not, loaded in this order while the window waits for the player
# after it, so that neither the first frame nor the first click on a board waits for it (an import the player's
# choice needs sooner simply happens then).
WARM_UP = (
    "minesweeper.core.game",
    "minesweeper.core.metrics.figures",
    "minesweeper.gui.widgets.menubar",
    "minesweeper.gui.play.canvas",
    "minesweeper.gui.play.flow",
    "minesweeper.gui.play.screen",
)


class App:
    """The window, the current screen, and the loop that feeds one to the other."""

    def __init__(
        self,
        choice: BoardChoice | None,
        *,
        seed: int | None = None,
        store: Store | None,
        clock: Callable[[], float] = time.monotonic,
        no_guess: bool = False,
        speak: bool = False,
        speech_log: Path | None = None,
        voice: Callable[[], Voice] = PrismVoice,
        shown: start_window.Shown | None = None,
        lang: str | None = None,
    ) -> None:
        """Open the window on ``choice``'s board, or on the menu when the command line named none, in the language
        ``lang`` (``--lang``), else the one chosen in Settings or the system's;
        ``no_guess`` (``--no-guess``) switches no-guess boards on, as the menu's switch does, and ``speak``
        (``--speak``, or ``--speech-log``'s transcript) speech, as Settings and F9 do; ``voice`` makes the voice
        (prismatoid's; a test's records). ``shown``: the start window already on screen, the display open, which the
        app takes over; without one the app opens the display itself and its window once the first screen is laid
        out."""
        if shown is None:
            start_window.open_window_display()
            pygame.display.set_mode((1, 1), pygame.HIDDEN)  # art converts to the display's format
        self.caption = TITLE  # the window's title as last set
        pygame.key.set_repeat(KEY_REPEAT_MS[0], KEY_REPEAT_MS[1])  # a held arrow walks the cursor
        # The language first (a damaged settings file's notice is in --lang's or the system's), then the settings'.
        settings = install_around(lang, store.load_settings if store is not None else Settings)
        settings = replace(settings, no_guess=True) if no_guess else settings
        settings = replace(settings, speech=True) if speak or speech_log is not None else settings
        # The work area: what the first screen's scale fits, and where the window goes. Under the start window, the one
        # the last close kept, the window manager asked again once the first frame is drawn (``follow_work_area``).
        area = work_area(desktop_size()) if shown is None else shown.area
        self.ctx = Context(
            SpriteSheets.load(settings.theme),
            Typeface.load(),
            size_of(area),
            settings,
            store,
            random.Random(seed),
            clock,
        )
        s = settings
        self.ctx.speech = Speech(
            on=s.speech, rate=s.speech_rate, verbosity=s.speech_verbosity, transcript=speech_log, voice=voice
        )
        self.listener = Listener(self.ctx.speech)  # says each screen as it opens and changes
        self.routes = Routes(self.ctx, choice, lambda: self.screen)
        self.screen = self.routes.first()
        first = self.screen.take_size_request() or self.screen.size()
        self.window = GameWindow(first, settings.position, area, shown=None if shown is None else shown.window)
        self.area_kept = shown is not None  # the work area is the last close's, not read yet
        self.fit_screen()
        self.full = True
        self.tick_armed = False  # a one-shot TICK timer is pending
        self.frames = 0  # frames drawn
        self.steps = 0  # passes of the loop, drawn or not

    @property
    def surface(self) -> pygame.Surface:
        return self.window.surface

    # ------------------------------------------------------------------ the window and the screen

    def show(self, screen: Screen) -> None:
        """Replace the screen: the old one saves first, the new one gets the window size it asks for."""
        self.screen.leave()
        self.screen = screen
        if not self.window.maximised:
            self.window.resize(screen.take_size_request() or screen.size())
        self.fit_screen()

    def fit_screen(self) -> None:
        """Lay a flexible screen out for the window, or centre a fixed one (asking for room if it lacks it)."""
        self.retitle()
        size = self.window.size
        if self.screen.flexible:
            self.screen.resized(size)
            self.ctx.origin = (0, 0)
        else:
            wanted = self.screen.size()
            if wanted[0] > size[0] or wanted[1] > size[1]:
                size = self.window.resize((max(size[0], wanted[0]), max(size[1], wanted[1])))
            self.ctx.origin = ((size[0] - wanted[0]) // 2, (size[1] - wanted[1]) // 2)
        self.full = True

    def retitle(self) -> None:
        """The window's title as the screen says it now: a new game on the same screen may be another kind of board
        (no-guess boards switched off on an untouched one, a normal board taken when none was found)."""
        title = self.screen.title()
        if title != self.caption:
            pygame.display.set_caption(title)
            self.caption = title

    def screen_event(self, event: pygame.Event) -> pygame.Event:
        """The event in the screen's own coordinates (and the pointer remembered where it says)."""
        if event.type not in POINTED:
            return event
        x, y = event.pos
        self.ctx.pointer = (x - self.ctx.origin[0], y - self.ctx.origin[1])
        if self.ctx.origin == (0, 0):
            return event
        return pygame.event.Event(event.type, {**event.dict, "pos": self.ctx.pointer})

    # ------------------------------------------------------------------ the loop

    def step(self) -> bool:
        """Handle what is waiting and redraw what changed; False when nothing happened at all."""
        events = pygame.event.get()
        self.ctx.reviews.poll()  # a review done is kept with its game, and the next one started
        for event in events:
            if event.type == TICK:
                self.tick_armed = False
            if event.type == pygame.QUIT:
                self.ctx.running = False
                break
            if event.type in (pygame.WINDOWMAXIMIZED, pygame.WINDOWRESTORED):
                self.window.maximised = event.type == pygame.WINDOWMAXIMIZED
            if event.type in RESIZED and self.window.follow():
                self.fit_screen()
            if event.type in REPAINT:
                self.full = True  # the window system lost what was on screen: paint it all again
            if event.type == pygame.KEYDOWN and event.key == TOGGLE_KEY:
                self.toggle_speech()
                continue
            if event.type == pygame.DROPFILE:  # a file dropped on the window, whatever the screen: a video to watch
                following = self.routes.dropped(event.file)
            else:
                following = self.screen.handle_event(self.screen_event(event))
            if not self.ctx.running:
                break
            if following is not None and following is not self.screen:
                self.show(following)
        if not self.ctx.running:
            self.ask_before_losing_results()
            return True
        self.arm_tick()
        request = self.screen.take_size_request()
        if request is not None and not self.window.maximised:
            self.window.resize(request, in_place=self.screen.size_request_in_place())
            self.fit_screen()
        if not events and not self.full:
            return False
        self.listener.follow(self.screen)
        self.retitle()
        self.draw()
        return True

    def toggle_speech(self) -> None:
        """F9, on any screen: speech on or off, kept in the settings; either way it says so (a player turning speech
        off hears it go), and, when it comes on, the screen as it would on opening: its title and focused control."""
        on = not self.ctx.settings.speech
        self.ctx.change_settings(speech=on)
        # Translators: {screen} is the screen shown now, as speech says it when it opens (its title, its focus).
        said = _("Speech on. {screen}").format(screen=self.listener.now(self.screen)) if on else _("Speech off")
        self.ctx.speech.announce(said)
        self.ctx.collect_notices()

    def ask_before_losing_results(self) -> None:
        """The window is closing (its close button, Quit, a signal) with results that could be kept nowhere: it
        stays open on the question instead, and only the player's answer there closes it."""
        from minesweeper.gui.screens.unsaved import UnsavedScreen

        session = self.ctx._session
        if session is None or not session.unrecorded or isinstance(self.screen, UnsavedScreen):
            return
        before = self.screen
        self.ctx.running = True
        self.show(UnsavedScreen(self.ctx, lambda: before))

    def draw(self) -> None:
        surface = self.surface
        if self.ctx.origin == (0, 0):
            changed = self.screen.draw(surface, self.full)
        else:
            if self.full:
                surface.fill(self.ctx.colours.face)
            area = pygame.Rect(self.ctx.origin, self.screen.size()).clip(surface.get_rect())
            changed = [rect.move(self.ctx.origin) for rect in self.screen.draw(surface.subsurface(area), self.full)]
        if self.full:
            pygame.display.flip()
        elif changed:
            pygame.display.update(changed)
        self.full = False
        self.frames += 1

    def next_tick_ms(self) -> int | None:
        """How soon the screen wants its next tick: when it asks, or sooner while the app's reviews work, so that a
        screen waiting for one (the results card, the replay viewer) takes it as soon as it is done."""
        screen, reviews = self.screen.next_tick_ms(), self.ctx.reviews.next_tick_ms()
        return reviews if screen is None else screen if reviews is None else min(screen, reviews)

    def arm_tick(self) -> None:
        """Keep one one-shot timer pending while the screen wants ticks, none otherwise."""
        delay = self.next_tick_ms()
        if delay is None and self.tick_armed:
            pygame.time.set_timer(TICK, 0)
            self.tick_armed = False
        elif delay is not None and not self.tick_armed:
            pygame.time.set_timer(TICK, max(1, delay), loops=1)
            self.tick_armed = True

    def run(self, *, exit_after_steps: int | None = None, report_first_frame: bool = False) -> int:
        """Loop until Quit; ``exit_after_steps`` (for tests and benchmarks) stops after that many passes;
        ``report_first_frame`` prints when the first frame is drawn, and the game's modules loaded by then."""
        idler = None
        warm_up = list(WARM_UP)
        while self.ctx.running:
            busy = self.step()
            self.steps += 1
            if idler is None:  # what the first frame does not need waits until it is on screen
                if report_first_frame:
                    _say(f"first_frame {time.time():.6f}")
                    ours = sorted(name for name in sys.modules if name.startswith("minesweeper"))
                    _say(f"first_frame_modules {' '.join(ours)}")  # what the first frame waited for
                _close_on_signals()  # till now SDL's own handlers turn SIGINT and SIGTERM into a Quit
                idler = self.after_first_frame()
            if exit_after_steps is not None and self.steps >= exit_after_steps:
                break
            if not busy and warm_up:  # while the player reads the menu: one piece at a time, events in between
                import_module(warm_up.pop(0))
            elif not busy:
                tick = self.next_tick_ms()
                idler.wait(None if tick is None else tick / 1000)
        self.close()
        return 0

    def after_first_frame(self) -> Idler:
        from minesweeper.gui.platform.idle import Idler

        if self.area_kept:
            self.follow_work_area()
        self.window.settle()
        self.ctx.sounds.enable(self.ctx.settings.sound)
        assert self.ctx.session is not None  # made now: a saved game that had ended is counted
        self.ctx.reviews.resume()  # reviews cut short when the app last closed are taken up again
        self.ctx.collect_notices()
        if self.ctx.notices and not self.screen.flexible:
            from minesweeper.gui.screens.start import StartScreen  # the only fixed first screen but the question

            if isinstance(self.screen, StartScreen):  # the question keeps them for the screen its answer leads to
                self.show(self.routes.start())  # the menu shows what that (or reading a file) had to say
        return Idler()

    def follow_work_area(self) -> None:
        """The work area read now, the first frame drawn in the one the last close kept: where a panel came, went or
        moved since, the window is placed in the new one, and the menu laid out for it."""
        from minesweeper.gui.screens.start import StartScreen

        self.area_kept = False
        area = work_area(self.window.desktop)
        if area == self.window.area:
            return
        self.ctx.available = size_of(area)
        self.window.into(area)
        if isinstance(self.screen, StartScreen):
            self.show(self.routes.start())

    def close(self) -> None:
        self.ctx.reviews.stop()  # never waited for: a review cut short is taken up at the next start
        self.screen.leave()
        self.ctx.session.close()
        for notice in self.ctx.session.take_notices():  # results still waiting, or lost: the window is closing,
            print(f"minesweeper: {notice}", file=sys.stderr)  # so they go where a terminal or the log can keep them
            log.warning("%s", notice)
        moved = self.window.moved_by_player()
        if moved is not None and moved != self.ctx.settings.position:
            self.ctx.settings = replace(self.ctx.settings, position=moved)
            self.ctx.save_settings()
        self.remember_start_window()
        pygame.quit()

    def remember_start_window(self) -> None:
        """Keep the menu's window as the next start will lay it out on this desktop (its work area as last read), for
        that start to show at once (``start_window``)."""
        if self.ctx.store is None:
            return
        from minesweeper.gui.screens.start import MenuMeasure

        menu = MenuMeasure(self.ctx.font, size_of(self.window.area))
        start_window.remember(
            self.ctx.store.paths, self.window, menu, self.ctx.settings.position, self.ctx.colours.face
        )


def _close_on_signals() -> None:
    """Ctrl-C, SIGTERM and SIGHUP close the window as its close button does (``signal``'s enums take a moment to
    load: not before the first frame)."""
    import signal

    for name in ("SIGINT", "SIGTERM", "SIGHUP"):  # i18n: fixed (the signals' names)
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), _close_window)


def _close_window(signum: int, frame: FrameType | None) -> None:
    """A signal to stop: close as the window's close button would, saving the game on the way out."""
    pygame.event.post(pygame.event.Event(pygame.QUIT))


def _say(line: str) -> None:
    """Print when there is a console; a windowed launcher may give the process no stdout at all."""
    if sys.stdout is not None:
        print(line, flush=True)
